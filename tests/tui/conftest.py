"""Fixtures for the terminal app tests: a fake client, a fixed clock, an app factory."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tui_fakes import FakeClient
from tui_helpers import FixedClock

from vance_tui.app import VanceApp, create_app


@pytest.fixture
def fake() -> FakeClient:
    return FakeClient()


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock()


@pytest.fixture
def make_app(fake: FakeClient, clock: FixedClock) -> Callable[..., VanceApp]:
    def make(**options: Any) -> VanceApp:
        options.setdefault("clock", clock)
        options.setdefault("animate", False)
        return create_app(lambda: fake, **options)

    return make
