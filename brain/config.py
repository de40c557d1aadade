"""Settings and paths.

Settings come from, highest priority first: environment variables with the
prefix ``VANCE_`` (nested with ``__``, e.g. ``VANCE_LLM__TIMEOUT``), then the
config file (``config.toml`` or ``config.yaml`` in the config dir), then
defaults. ``VANCE_HOME`` moves *all* state (database, config, workspaces,
logs) into one folder; tests use it.

These are process-level settings. Per-project and per-process values such as
``chat.language`` live in the database and resolve through the settings
cascade (:mod:`brain.services.settings`).
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from brain.errors import ConfigError
from brain.mcp.config import McpSettings
from brain.sandbox.policy import SandboxSettings
from brain.web.settings import WebSettings

APP_NAME = "vance"


@dataclass(frozen=True)
class Paths:
    """Where Vance keeps its state. One ``VANCE_HOME`` moves all of it."""

    config_dir: Path
    data_dir: Path
    log_dir: Path

    @property
    def db_path(self) -> Path:
        return self.data_dir / "vance.db"

    @property
    def workspaces_dir(self) -> Path:
        return self.data_dir / "workspaces"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "vance.log"

    def config_file(self) -> Path:
        """The config file in use: an existing TOML or YAML file, else the TOML default."""
        for name in ("config.toml", "config.yaml", "config.yml"):
            candidate = self.config_dir / name
            if candidate.exists():
                return candidate
        return self.config_dir / "config.toml"

    def ensure(self) -> None:
        for folder in (self.config_dir, self.data_dir, self.log_dir, self.workspaces_dir):
            folder.mkdir(parents=True, exist_ok=True)


def resolve_paths(env: dict[str, str] | None = None) -> Paths:
    """Paths from ``VANCE_HOME`` if set, else the platform's standard folders."""
    env = dict(os.environ) if env is None else env
    home = env.get("VANCE_HOME")
    if home:
        root = Path(home).expanduser().resolve()
        return Paths(config_dir=root / "config", data_dir=root / "data", log_dir=root / "logs")
    import platformdirs

    return Paths(
        config_dir=Path(platformdirs.user_config_dir(APP_NAME)),
        data_dir=Path(platformdirs.user_data_dir(APP_NAME)),
        log_dir=Path(platformdirs.user_log_dir(APP_NAME)),
    )


class ModelAliases(BaseModel):
    """litellm model strings behind the aliases ``default:fast`` and ``default:smart``."""

    model_config = ConfigDict(frozen=True)

    fast: str | None = None
    smart: str | None = None


class LlmSettings(BaseModel):
    model_config = ConfigDict(frozen=True)

    timeout: float = Field(default=60.0, gt=0, description="Seconds per model request.")
    num_retries: int = Field(default=1, ge=0, le=5, description="Retries on transient errors.")
    max_tool_steps: int = Field(default=12, ge=1, le=100, description="Tool calls per turn.")


class BrainSettings(BaseModel):
    """The resident brain (``vance serve``)."""

    model_config = ConfigDict(frozen=True)

    linger: float = Field(
        default=300.0,
        ge=0,
        description="Idle seconds a brain started on demand by `vance chat` stays; 0: no auto-start.",
    )


class SchedulesSettings(BaseModel):
    """``[schedules]``: prompts run on a cron schedule (``vance schedule``)."""

    model_config = ConfigDict(frozen=True)

    missed: Literal["once", "skip"] = Field(
        default="once",
        description="Runs missed while no brain ran: `once` runs one catch-up at start, "
        "`skip` waits for the next due time.",
    )
    timezone: str | None = Field(
        default=None,
        description="IANA zone for new schedules (e.g. Europe/Berlin); default: this machine's.",
    )


class ClientSettings(BaseModel):
    """``[client]``: what Eddie may do with your files without asking."""

    model_config = ConfigDict(frozen=True)

    read_roots: list[Path] = Field(
        default_factory=list,
        description="Folders client_file_read/list read without asking (besides the current "
        "folder); credential stores are never read.",
    )


class VoiceSettings(BaseModel):
    model_config = ConfigDict(frozen=True)

    output: bool = Field(default=False, description="Speak Eddie's answers aloud.")
    stt_model_path: Path | None = Field(default=None, description="A faster-whisper model folder.")
    tts_voice_path: Path | None = Field(default=None, description="A piper .onnx voice file.")
    voices: dict[str, Path] = Field(
        default_factory=dict, description="Piper voice per language code (e.g. de = …onnx)."
    )
    variation: bool = Field(
        default=True,
        description="Piper varies tone and timing a little each time; false gives the same "
        "audio for the same text.",
    )


class Settings(BaseSettings):
    """Process-level settings. See the module docstring for the sources."""

    model_config = SettingsConfigDict(
        env_prefix="VANCE_",
        env_nested_delimiter="__",
        extra="ignore",
        validate_default=True,
        frozen=True,
    )

    user: str | None = Field(default=None, description="User name; default: the OS login name.")
    model: str | None = Field(
        default=None, description="litellm model string for both aliases (e.g. openai/gpt-4o-mini)."
    )
    models: ModelAliases = Field(default_factory=ModelAliases)
    local_model_path: Path | None = Field(
        default=None, description="Another GGUF for the local model."
    )
    find_model_servers: bool = Field(
        default=True,
        description="With no model configured, use a local model server found on this machine "
        "(Ollama, LM Studio, llama.cpp server) instead of the bundled model.",
    )
    llm: LlmSettings = Field(default_factory=LlmSettings)
    voice: VoiceSettings = Field(default_factory=VoiceSettings)
    client: ClientSettings = Field(default_factory=ClientSettings)
    sandbox: SandboxSettings = Field(default_factory=SandboxSettings)
    brain: BrainSettings = Field(default_factory=BrainSettings)
    schedules: SchedulesSettings = Field(default_factory=SchedulesSettings)
    web: WebSettings = Field(default_factory=WebSettings)
    mcp: McpSettings = Field(default_factory=McpSettings)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # init values (the config file, passed by ``load_settings``) rank below the environment.
        return (env_settings, init_settings)

    def model_for(self, alias: str) -> str | None:
        """The litellm model string behind an alias, or None when nothing is configured."""
        if "/" in alias and not alias.startswith("default:"):
            return alias
        if alias == "default:smart":
            return self.models.smart or self.model or self.models.fast
        return self.models.fast or self.model or self.models.smart


def read_config_file(path: Path) -> dict[str, Any]:
    """The config file as a dict; a corrupt file is a :class:`ConfigError` with the fix."""
    if not path.exists():
        return {}
    try:
        text = path.read_text(encoding="utf-8")
        data = yaml.safe_load(text) if path.suffix in (".yaml", ".yml") else tomllib.loads(text)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, yaml.YAMLError) as exc:
        raise ConfigError(
            f"Cannot read the config file {path}: {exc}",
            hint=f"Fix or delete {path}; `vance config show` lists the settings.",
        ) from exc
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(
            f"The config file {path} must hold a table of settings, not {type(data).__name__}.",
            hint=f"Fix or delete {path}.",
        )
    return data


def load_settings(paths: Paths | None = None) -> Settings:
    """Settings from the environment and the config file in ``paths``."""
    paths = paths or resolve_paths()
    data = read_config_file(paths.config_file())
    try:
        return Settings(**data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ConfigError(
            f"Invalid setting {where}: {first['msg']}",
            hint=f"Fix it in {paths.config_file()} or the VANCE_ environment variables.",
        ) from exc
