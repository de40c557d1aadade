"""The bundled router, built and warmed once per test module."""

from __future__ import annotations

import pytest

from brain.router.router import IntentRouter


@pytest.fixture(scope="module")
def router() -> IntentRouter:
    built = IntentRouter.bundled()
    built.warm()
    return built
