"""Shared constants of the fast path tests."""

from __future__ import annotations

from datetime import datetime

NOW = datetime(2026, 12, 2, 14, 5)
"""A Wednesday afternoon."""
