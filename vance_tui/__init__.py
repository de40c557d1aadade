"""Vance terminal app and command line."""
