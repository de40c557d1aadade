"""``vance config set``: validated edits of the config file (TOML or YAML)."""

from __future__ import annotations

import json
from typing import Any

import tomli_w
import yaml
from pydantic import ValidationError
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource

from brain.config import Paths, Settings, load_settings, read_config_file
from brain.errors import ConfigError


def _parse_value(raw: str) -> Any:
    """``true``/``12``/``1.5``/``null``/JSON → typed value; anything else stays a string."""
    try:
        return json.loads(raw)
    except json.JSONDecodeError:
        return raw


def _known_keys() -> list[str]:
    keys = []
    for name, field in Settings.model_fields.items():
        annotation = field.annotation
        sub = getattr(annotation, "model_fields", None)
        if sub:
            keys += [f"{name}.{child}" for child in sub]
        else:
            keys.append(name)
    return keys


def set_config_value(paths: Paths, key: str, raw: str) -> Settings:
    """Set ``key`` (dotted for nested, e.g. ``llm.timeout``) and write the file back.
    The new settings are validated first; an invalid value changes nothing."""
    known = _known_keys()
    parts = key.replace("__", ".").split(".")
    if (
        ".".join(parts[:2]) not in known
        and parts[0] not in known
        and not (parts[0] == "voice" and len(parts) == 3 and parts[1] == "voices")
    ):
        raise ConfigError(f"Unknown setting {key!r}.", hint="Known settings: " + ", ".join(known))
    path = paths.config_file()
    data = read_config_file(path)
    node = data
    for part in parts[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            child = {}
            node[part] = child
        node = child
    value = _parse_value(raw)
    if value is None:
        node.pop(parts[-1], None)
    else:
        node[parts[-1]] = value if not isinstance(value, (int, float)) or key != "model" else raw
    try:
        # Validate the file alone: an environment override must not mask a bad file value.
        _FileSettings(**data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise ConfigError(f"Invalid value for {key}: {first['msg']}.") from exc
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix in (".yaml", ".yml"):
        path.write_text(yaml.safe_dump(data, sort_keys=True), encoding="utf-8")
    else:
        path.write_text(tomli_w.dumps(_jsonable(data)), encoding="utf-8")
    return load_settings(paths)


class _FileSettings(Settings):
    """The settings of the config file alone, without the ``VANCE_`` environment."""

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (init_settings,)


def _jsonable(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _jsonable(v) for k, v in data.items() if v is not None}
    return data


def effective(settings: Settings) -> dict[str, Any]:
    """The settings as plain data, for ``vance config show``."""
    return settings.model_dump(mode="json")
