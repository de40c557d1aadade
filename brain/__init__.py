"""Vance: embedded brain."""
