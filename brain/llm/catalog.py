"""What ``vance models`` lists: models this machine can use right now.

- the local GGUF model(s) (bundled SmolLM2 or configured ``local_model_path``);
- providers whose API key is in the environment, with a few typical model names each
  (or, for ``OPENAI_API_BASE`` on this machine, the models that server reports);
- an Ollama server on localhost, if it answers within a fraction of a second;
- the bundled scripted demo model(s).

Nothing here imports litellm or llama.cpp, and nothing talks to anything but localhost.
With no model configured, the local model servers :mod:`brain.llm.discovery` finds are
listed too, the one Vance uses marked.
"""

from __future__ import annotations

import asyncio
import importlib.util
import ipaddress
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import urlparse

from pydantic import BaseModel

from brain.llm import model_files
from brain.llm.errors import LOCAL_MODEL_HINT, key_env_var, provider_of
from brain.llm.scripted import bundled_script_names

if TYPE_CHECKING:
    from brain.config import Settings

OLLAMA_URL = "http://127.0.0.1:11434"
PROBE_TIMEOUT = 0.3

PROVIDERS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("OPENAI_API_KEY", "OpenAI", ("openai/gpt-4o-mini", "openai/gpt-4.1")),
    (
        "ANTHROPIC_API_KEY",
        "Anthropic",
        ("anthropic/claude-3-5-haiku-latest", "anthropic/claude-sonnet-4-20250514"),
    ),
    ("GEMINI_API_KEY", "Google Gemini", ("gemini/gemini-2.0-flash", "gemini/gemini-2.5-pro")),
    ("GROQ_API_KEY", "Groq", ("groq/llama-3.1-8b-instant", "groq/llama-3.3-70b-versatile")),
    (
        "MISTRAL_API_KEY",
        "Mistral",
        ("mistral/mistral-small-latest", "mistral/mistral-large-latest"),
    ),
    (
        "OPENROUTER_API_KEY",
        "OpenRouter",
        ("openrouter/openai/gpt-4o-mini", "openrouter/anthropic/claude-3.5-sonnet"),
    ),
    ("DEEPSEEK_API_KEY", "DeepSeek", ("deepseek/deepseek-chat",)),
    ("XAI_API_KEY", "xAI", ("xai/grok-3-mini",)),
)


class ModelInfo(BaseModel):
    """One line of ``vance models``."""

    name: str
    """The litellm model string to put in VANCE_MODEL."""
    source: Literal["local", "provider", "ollama", "scripted"]
    detail: str
    ready: bool


async def list_models(
    settings: Settings, *, ollama_url: str = OLLAMA_URL, probe_seconds: float = PROBE_TIMEOUT
) -> list[ModelInfo]:
    """Everything usable now; the models in use are marked in ``detail``. With no model
    configured, a local model server found on this machine (:mod:`brain.llm.discovery`) is
    listed with its models, and its pick is the one in use."""
    from brain.llm import discovery
    from brain.llm.discovery import Found, litellm_target

    found = _local_models(settings) + _provider_models()
    openai_base = os.environ.get("OPENAI_API_BASE") or os.environ.get("OPENAI_BASE_URL")
    looking = settings.find_model_servers and settings.model_for("default:fast") is None
    served, ollama, server = await asyncio.gather(
        _openai_compatible_models(openai_base, probe_seconds)
        if _is_loopback(openai_base)
        else _none(),
        _ollama_models(ollama_url, probe_seconds),
        discovery.discover(discovery.DEFAULT_SERVERS) if looking else _nothing(),
    )
    if served:
        found = [m for m in found if not m.name.startswith("openai/")] + served
    found += ollama
    if isinstance(server, Found):
        kind = next(s for s in discovery.DEFAULT_SERVERS if s.kind == server.kind)
        listed = {m.name for m in found}
        for model in server.models:
            name = litellm_target(kind, model.name)[0]
            detail = f"{server.label} at {server.api_base}"
            if name == server.model:
                detail += " — in use (found automatically; VANCE_MODEL picks another)"
            if name in listed:
                found = [
                    m.model_copy(update={"detail": detail}) if m.name == name else m for m in found
                ]
            else:
                found.append(
                    ModelInfo(
                        name=name,
                        source="ollama" if server.kind == "ollama" else "provider",
                        detail=detail,
                        ready=True,
                    )
                )
        found += _scripted()
        return _mark_in_use(settings, found, found_server=True)
    found += _scripted()
    return _mark_in_use(settings, found)


def _scripted() -> list[ModelInfo]:
    return [
        ModelInfo(
            name=f"scripted/{name}",
            source="scripted",
            detail="replays prompts/scripts/" + name + ".yaml (for demos and tests)",
            ready=True,
        )
        for name in bundled_script_names()
    ]


async def _none() -> list[ModelInfo]:
    return []


async def _nothing() -> None:
    return None


def _local_models(settings: Settings) -> list[ModelInfo]:
    name = f"local/{model_files.LOCAL_MODEL_NAME}"
    active = model_files.find_local_model(settings)
    runtime = importlib.util.find_spec("llama_cpp") is not None
    if active is None:
        return [
            ModelInfo(
                name=name, source="local", detail="not installed: " + LOCAL_MODEL_HINT, ready=False
            )
        ]
    needs = "" if runtime else "; needs llama-cpp-python: pip install 'vance[local]'"
    models = [
        ModelInfo(name=name, source="local", detail=f"{_file_detail(active)}{needs}", ready=runtime)
    ]
    for other in _other_ggufs(settings, active):
        models.append(
            ModelInfo(
                name=name,
                source="local",
                detail=f"{_file_detail(other)}; use it with VANCE_LOCAL_MODEL_PATH={other}",
                ready=False,
            )
        )
    return models


def _other_ggufs(settings: Settings, active: Path) -> list[Path]:
    folders: list[Path] = [active.parent]
    bundled = getattr(model_files, "bundled_model_dir", None)
    bundled_dir = bundled() if callable(bundled) else None
    if isinstance(bundled_dir, Path):
        folders.append(bundled_dir)
    if settings.local_model_path is not None and settings.local_model_path.is_dir():
        folders.append(settings.local_model_path)
    seen = {active.resolve()}
    others: list[Path] = []
    for folder in folders:
        for path in sorted(folder.glob("*.gguf")):
            if path.resolve() not in seen:
                seen.add(path.resolve())
                others.append(path)
    return others


def _file_detail(path: Path) -> str:
    try:
        size = f", {path.stat().st_size / 1e6:.0f} MB"
    except OSError:
        size = ""
    return f"{path.name}{size}, offline"


def _provider_models() -> list[ModelInfo]:
    models: list[ModelInfo] = []
    for env, label, names in PROVIDERS:
        if os.environ.get(env):
            models += [
                ModelInfo(
                    name=name, source="provider", detail=f"{label} ({env} is set)", ready=True
                )
                for name in names
            ]
    return models


def _is_loopback(url: str | None) -> bool:
    if not url:
        return False
    host = urlparse(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


async def _get_json(url: str, seconds: float) -> Any:
    import httpx  # here, not at the top: an attached `vance chat` loads this module

    try:
        async with httpx.AsyncClient(timeout=seconds, trust_env=False) as client:
            response = await client.get(url)
            response.raise_for_status()
            return response.json()
    except (httpx.HTTPError, ValueError):
        return None


async def _openai_compatible_models(base: str | None, seconds: float) -> list[ModelInfo]:
    if not base:
        return []
    data = await _get_json(base.rstrip("/") + "/models", seconds)
    entries = data.get("data") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return []
    return [
        ModelInfo(
            name=f"openai/{entry['id']}",
            source="provider",
            detail=f"OpenAI-compatible server at {base}",
            ready=True,
        )
        for entry in entries
        if isinstance(entry, dict) and isinstance(entry.get("id"), str)
    ]


async def _ollama_models(url: str, seconds: float) -> list[ModelInfo]:
    data = await _get_json(url.rstrip("/") + "/api/tags", seconds)
    entries = data.get("models") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return []
    models = []
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            continue
        size = entry.get("size")
        extra = f", {size / 1e9:.1f} GB" if isinstance(size, int | float) else ""
        models.append(
            ModelInfo(
                name=f"ollama_chat/{entry['name']}",
                source="ollama",
                detail=f"Ollama at {url}{extra}",
                ready=True,
            )
        )
    return models


def _mark_in_use(
    settings: Settings, models: list[ModelInfo], *, found_server: bool = False
) -> list[ModelInfo]:
    """Note which entries the aliases use; add configured models missing from the list.
    With ``found_server`` the bundled model is not in use (a found server's model is)."""
    uses: dict[str, list[str]] = {}
    for alias in ("default:fast", "default:smart"):
        model = settings.model_for(alias)
        if model is None and found_server:
            continue
        if model is None and model_files.find_local_model(settings) is not None:
            model = f"local/{model_files.LOCAL_MODEL_NAME}"
        if model is not None:
            uses.setdefault(model, []).append(alias)
    marked: list[ModelInfo] = []
    done: set[str] = set()
    for info in models:
        if info.name in uses and info.name not in done:
            done.add(info.name)
            info = info.model_copy(
                update={"detail": f"{info.detail} — in use as {', '.join(uses[info.name])}"}
            )
        marked.append(info)
    for model, aliases in uses.items():
        if model not in done:
            marked.insert(
                0,
                ModelInfo(
                    name=model,
                    source=_source_of(model),
                    detail=f"configured as {', '.join(aliases)}",
                    ready=_configured_ready(model),
                ),
            )
    return marked


def _configured_ready(model: str) -> bool:
    source = _source_of(model)
    if source == "provider":
        provider = provider_of(model)
        base = os.environ.get("OPENAI_API_BASE") if provider == "openai" else None
        return bool(base or os.environ.get(key_env_var(provider)))
    return source == "scripted"


def _source_of(model: str) -> Literal["local", "provider", "ollama", "scripted"]:
    prefix = model.split("/", 1)[0]
    if prefix == "local":
        return "local"
    if prefix == "scripted":
        return "scripted"
    if prefix.startswith("ollama"):
        return "ollama"
    return "provider"
