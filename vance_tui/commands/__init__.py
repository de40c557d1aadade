"""Headless commands of the ``vance`` CLI (typer)."""
