"""The test session itself: no network, no leaked settings, state under a tmp VANCE_HOME."""

from __future__ import annotations

import asyncio
import os
import socket
import urllib.request
from pathlib import Path

import pytest

from brain.config import load_settings, resolve_paths


@pytest.mark.parametrize(
    "address", [("1.1.1.1", 53), ("api.openai.com", 443), ("::ffff:8.8.8.8", 53)]
)
def test_connections_to_the_network_are_refused(address: tuple[str, int]) -> None:
    family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        with pytest.raises(ConnectionRefusedError, match="forbidden in tests"):
            sock.connect(address)
        with pytest.raises(ConnectionRefusedError, match="forbidden in tests"):
            sock.connect_ex(address)
    with pytest.raises(ConnectionRefusedError, match="forbidden in tests"):
        socket.create_connection(address, timeout=1)


def test_name_lookups_and_http_clients_are_refused() -> None:
    with pytest.raises(socket.gaierror, match="forbidden in tests"):
        socket.getaddrinfo("example.com", 443)
    with pytest.raises(OSError):
        urllib.request.urlopen("http://example.com/", timeout=1)


async def test_asyncio_connections_are_refused() -> None:
    with pytest.raises(OSError):
        await asyncio.open_connection("example.com", 80)
    with pytest.raises(ConnectionRefusedError, match="forbidden in tests"):
        await asyncio.open_connection("10.0.0.1", 80)


async def test_loopback_and_unix_sockets_still_work(tmp_path: Path) -> None:
    async def echo(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(await reader.readline())
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(echo, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        for host in ("127.0.0.1", "localhost"):
            reader, writer = await asyncio.open_connection(host, port)
            writer.write(b"ping\n")
            assert await reader.readline() == b"ping\n"
            writer.close()
            await writer.wait_closed()

    path = str(tmp_path / "s.sock")
    unix = await asyncio.start_unix_server(echo, path)
    async with unix:
        reader, writer = await asyncio.open_unix_connection(path)
        writer.write(b"pong\n")
        assert await reader.readline() == b"pong\n"
        writer.close()
        await writer.wait_closed()


def test_settings_from_the_shell_do_not_leak_in(vance_home: Path) -> None:
    assert os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] == "True"
    ours = {"VANCE_HOME", "VANCE_BRAIN__LINGER", "VANCE_FIND_MODEL_SERVERS"}  # the fixture
    assert not [name for name in os.environ if name.startswith("VANCE_") and name not in ours]
    assert "OPENAI_API_KEY" not in os.environ
    settings = load_settings()
    assert settings.model is None and settings.models.fast is None
    assert resolve_paths().data_dir == vance_home / "data"
