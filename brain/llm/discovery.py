"""Local model servers found by themselves: Ollama, LM Studio, a llama.cpp server.

With no model configured, :func:`discover` probes the default loopback ports with short
timeouts (all at once), lists each server's models and picks a capable chat model by
:func:`pick_model`'s stated rule; the result names the litellm model string and
``api_base`` to use through the gateway::

    found = await discover()
    if found:  # Found(kind="ollama", model="ollama_chat/qwen2.5:7b-instruct",
               #       api_base="http://127.0.0.1:11434", ...)
        ...

Size rule: chat/instruct models only (no embedding, rerank, speech or vision-only models,
no ``base`` checkpoints), then the largest with at most :data:`MAX_PARAMS_B` billion
parameters (from the server's metadata or the name, e.g. ``7b``), else at most
:data:`MAX_BYTES` on disk; a model whose size is unknown ranks below every known one.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Any, Literal

import httpx
from pydantic import BaseModel

Kind = Literal["ollama", "lmstudio", "llamacpp"]

MAX_PARAMS_B = 14.0
"""The largest model (billions of parameters) picked: fits a 16 GB machine at 4-bit."""
MAX_BYTES = 10 * 1024**3
PROBE_TIMEOUT = 0.4


@dataclass(frozen=True)
class Server:
    kind: Kind
    base_url: str
    list_path: str

    @property
    def label(self) -> str:
        return {"ollama": "Ollama", "lmstudio": "LM Studio", "llamacpp": "llama.cpp server"}[
            self.kind
        ]


DEFAULT_SERVERS: tuple[Server, ...] = (
    Server("ollama", "http://127.0.0.1:11434", "/api/tags"),
    Server("lmstudio", "http://127.0.0.1:1234", "/v1/models"),
    Server("llamacpp", "http://127.0.0.1:8080", "/v1/models"),
)


class ServerModel(BaseModel):
    name: str
    params_b: float | None = None
    size_bytes: int | None = None


class Found(BaseModel):
    kind: Kind
    label: str
    api_base: str
    model: str
    """The litellm model string (``ollama_chat/…``, ``lm_studio/…``, ``openai/…``)."""
    picked: ServerModel
    models: list[ServerModel]

    def describe(self) -> str:
        """One line for the activity strip, ``vance doctor`` and ``vance models``."""
        return f"Using {self.picked.name} from {self.label} at {self.api_base}."


_NOT_CHAT = re.compile(
    r"embed|bge|e5-|minilm|rerank|whisper|tts|clip|llava-projector|nomic-bert|colbert|"
    r"(?:^|[-_:/])base(?:$|[-_:.])"
)
_PARAMS = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*([bm])(?![a-z])", re.IGNORECASE)
_CHATTY = re.compile(r"instruct|chat|-it\b|:it\b|assistant|hermes|llama3|qwen|mistral|phi|gemma")


def params_from(text: str) -> float | None:
    """``"qwen2.5:7b-instruct"`` → 7.0, ``"SmolLM2-360M"`` → 0.36, ``"8.0B"`` → 8.0."""
    best: float | None = None
    for number, unit in _PARAMS.findall(text):
        value = float(number) / (1000 if unit.lower() == "m" else 1)
        best = value if best is None else max(best, value)
    return best


def is_chat_model(name: str) -> bool:
    return _NOT_CHAT.search(name.lower()) is None


def pick_model(
    models: list[ServerModel], *, max_params_b: float = MAX_PARAMS_B, max_bytes: int = MAX_BYTES
) -> ServerModel | None:
    """The capable chat model by the module's size rule, or None."""

    def fits(m: ServerModel) -> bool:
        if m.params_b is not None:
            return m.params_b <= max_params_b
        return m.size_bytes is None or m.size_bytes <= max_bytes

    candidates = [m for m in models if is_chat_model(m.name) and fits(m)]
    if not candidates:
        return None

    def rank(m: ServerModel) -> tuple[int, float, int, str]:
        size = m.params_b if m.params_b is not None else (m.size_bytes or 0) / 1e9 / 0.6
        known = int(m.params_b is not None or m.size_bytes is not None)
        chatty = int(bool(_CHATTY.search(m.name.lower())))
        return (known, size, chatty, m.name)

    return max(candidates, key=rank)


def _models(kind: Kind, data: Any) -> list[ServerModel]:
    found: list[ServerModel] = []
    if kind == "ollama":
        for item in data.get("models", []) if isinstance(data, dict) else []:
            if not isinstance(item, dict) or not isinstance(item.get("name"), str):
                continue
            details: dict[str, Any] = (
                item["details"] if isinstance(item.get("details"), dict) else {}
            )
            size = item.get("size")
            params = params_from(str(details.get("parameter_size") or "")) or params_from(
                item["name"]
            )
            found.append(
                ServerModel(
                    name=item["name"],
                    params_b=params,
                    size_bytes=size if isinstance(size, int) else None,
                )
            )
        return found
    for item in data.get("data", []) if isinstance(data, dict) else []:
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            found.append(ServerModel(name=item["id"], params_b=params_from(item["id"])))
    return found


async def list_models(
    server: Server, client: httpx.AsyncClient, timeout: float = PROBE_TIMEOUT
) -> list[ServerModel] | None:
    """The server's models, or None when nothing (usable) answers there."""
    try:
        response = await client.get(server.base_url + server.list_path, timeout=timeout)
        response.raise_for_status()
        return _models(server.kind, response.json())
    except (httpx.HTTPError, ValueError):
        return None


def litellm_target(server: Server, model: str) -> tuple[str, str]:
    """(litellm model string, api_base) for ``model`` on ``server``."""
    if server.kind == "ollama":
        return f"ollama_chat/{model}", server.base_url
    if server.kind == "lmstudio":
        return f"lm_studio/{model}", f"{server.base_url}/v1"
    return f"openai/{model}", f"{server.base_url}/v1"


async def discover(
    servers: tuple[Server, ...] = DEFAULT_SERVERS,
    *,
    timeout: float = PROBE_TIMEOUT,
    max_params_b: float = MAX_PARAMS_B,
) -> Found | None:
    """The first server (in ``servers`` order) that runs a capable chat model, or None.
    Every server is probed at once, so the whole search takes at most ``timeout``."""
    async with httpx.AsyncClient(trust_env=False) as client:
        listed = await asyncio.gather(*(list_models(s, client, timeout) for s in servers))
    for server, models in zip(servers, listed, strict=True):
        if not models:
            continue
        picked = pick_model(models, max_params_b=max_params_b)
        if picked is None:
            continue
        model, api_base = litellm_target(server, picked.name)
        return Found(
            kind=server.kind,
            label=server.label,
            api_base=api_base,
            model=model,
            picked=picked,
            models=models,
        )
    return None
