"""The real client and the TUI's fake both satisfy ``VanceClient`` (checked by mypy here,
and at run time by the names the protocol lists)."""

from __future__ import annotations

import inspect

from brain.client import Client
from brain.remote.client import RemoteClient
from tests.tui.tui_fakes import FakeClient
from vance_tui.client_api import VanceClient


def _as_protocol(
    real: Client, fake: FakeClient, remote: RemoteClient
) -> tuple[VanceClient, VanceClient, VanceClient]:
    """mypy rejects this function if any of the classes drifts from the protocol."""
    return real, fake, remote


def _surface(cls: type) -> set[str]:
    return {name for name in dir(cls) if not name.startswith("_")}


def test_both_clients_offer_every_protocol_method_with_its_signature() -> None:
    assert _as_protocol is not None
    wanted = _surface(VanceClient)
    for cls in (Client, FakeClient, RemoteClient):
        properties = {"profile", "keeps_workers"}
        assert wanted - _surface(cls) - properties == set(), cls
        for name in wanted - properties:
            expected = inspect.signature(getattr(VanceClient, name)).parameters.keys()
            assert inspect.signature(getattr(cls, name)).parameters.keys() == expected, (
                cls,
                name,
            )
