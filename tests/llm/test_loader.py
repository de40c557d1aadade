"""litellm is imported lazily, once, offline, and never writes to the terminal."""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from brain.llm import litellm_loader
from brain.llm.gateway import ModelGateway


def test_importing_the_gateway_does_not_import_litellm() -> None:
    code = (
        "import sys, brain.llm, brain.llm.catalog, brain.llm.scripted;"
        "print('litellm' in sys.modules, 'llama_cpp' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.split() == ["False", "False"]


async def test_warm_is_idempotent_and_configures_litellm(
    make_gateway: Callable[..., ModelGateway], tmp_path: Path
) -> None:
    gateway = make_gateway(model="scripted/demo")
    await asyncio.gather(gateway.warm(), gateway.warm())
    await gateway.warm()

    import litellm

    assert os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] == "True"
    assert litellm.suppress_debug_info is True
    assert litellm_loader.import_seconds is not None
    providers = [p["provider"] for p in litellm.custom_provider_map]
    assert providers.count("scripted") == 1


async def test_litellm_logs_go_to_the_log_file(
    make_gateway: Callable[..., ModelGateway],
    tmp_path: Path,
    capfd: pytest.CaptureFixture[str],
) -> None:
    await make_gateway(model="scripted/demo").warm()
    log_file = tmp_path / "vance.log"

    for name in litellm_loader.LITELLM_LOGGERS:
        logger = logging.getLogger(name)
        assert not logger.propagate
        assert [type(h) for h in logger.handlers] == [logging.FileHandler]
    logging.getLogger("LiteLLM").warning("a litellm warning")
    logging.getLogger("LiteLLM").debug("debug noise")
    for handler in logging.getLogger("LiteLLM").handlers:
        handler.flush()

    text = log_file.read_text()
    assert "a litellm warning" in text
    assert "debug noise" not in text
    assert capfd.readouterr() == ("", "")
