"""Row → model conversion shared by the repositories."""

from __future__ import annotations

import sqlite3
from typing import TypeVar

from pydantic import BaseModel

from brain.errors import NotFound
from brain.store.db import loads

M = TypeVar("M", bound=BaseModel)

JSON_COLUMNS = frozenset({"params", "meta", "payload", "refs"})


def to_model(model: type[M], row: sqlite3.Row) -> M:
    data = {key: row[key] for key in row.keys()}  # noqa: SIM118 - sqlite3.Row needs keys()
    for key in JSON_COLUMNS & data.keys():
        data[key] = loads(data[key])
    return model.model_validate(data)


def to_models(model: type[M], rows: list[sqlite3.Row]) -> list[M]:
    return [to_model(model, row) for row in rows]


def require(model: type[M], row: sqlite3.Row | None, what: str) -> M:
    if row is None:
        raise NotFound(f"No {what}.")
    return to_model(model, row)
