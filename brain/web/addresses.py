"""Which addresses the web tools may reach: public unicast only (SSRF protection).

A URL's host is resolved once; every address must be public, and the connection then goes
to one of exactly those addresses (see :mod:`brain.web.fetch`), so a DNS answer that changes
between check and connect (rebinding) cannot reach a private host. Odd IPv4 spellings
(``2130706433``, ``0x7f.1``, ``0177.0.0.1``) are normalised the way the C library reads them,
and IPv6 forms that embed an IPv4 address (mapped, 6to4, Teredo, NAT64) are checked as IPv4.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from brain.errors import ToolError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], Awaitable[list[str]]]
NAT64 = ipaddress.ip_network("64:ff9b::/96")
MAX_URL = 4000


class BlockedAddress(ToolError):
    """The URL points at an address the web tools must not reach."""


class Unreachable(ToolError):
    """The web cannot be reached (no DNS, no route)."""


@dataclass(frozen=True)
class Target:
    """A checked URL: where to connect, and what to call the host (Host header, SNI)."""

    scheme: str
    host: str  # as written in the URL (lower case, IDNA); used for Host and SNI
    port: int
    addresses: tuple[str, ...]  # checked, public (or allow-listed) IPs
    path: str  # path + query, never empty


def literal_ip(host: str) -> IPAddress | None:
    """``host`` as an IP address if it is one in any spelling the C library accepts."""
    text = host.strip("[]")
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        pass
    if ":" in text:
        return None
    try:  # inet_aton accepts decimal, octal and hex parts and short forms like 127.1
        return ipaddress.IPv4Address(socket.inet_aton(text))
    except OSError:
        return None


def embedded_ipv4(ip: IPAddress) -> ipaddress.IPv4Address | None:
    if not isinstance(ip, ipaddress.IPv6Address):
        return None
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:
        return ip.sixtofour
    if ip.teredo is not None:
        return ip.teredo[1]
    if ip in NAT64:
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def is_public(ip: IPAddress) -> bool:
    """Global unicast, and not an IPv6 form of a non-public IPv4 address."""
    inner = embedded_ipv4(ip)
    if inner is not None and not is_public(inner):
        return False
    if ip.is_multicast or ip.is_unspecified or ip.is_reserved or ip.is_link_local:
        return False
    return bool(ip.is_global)


def allowed(ip: IPAddress, allow: Iterable[str]) -> bool:
    """``ip`` is in one of the allow-list's addresses or networks (test-only setting)."""
    for entry in allow:
        try:
            if ip in ipaddress.ip_network(entry, strict=False):
                return True
        except ValueError:
            continue
    return False


async def system_resolve(host: str, port: int) -> list[str]:
    loop = asyncio.get_running_loop()
    try:
        infos = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        if exc.errno in (socket.EAI_NONAME, getattr(socket, "EAI_NODATA", -5)):
            raise ToolError(
                f"the host {host!r} does not exist (DNS has no address for it)."
            ) from None
        raise Unreachable(
            f"the web is not reachable (cannot resolve {host}: {exc.strerror})."
        ) from None
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def split_url(url: str) -> tuple[str, str, int, str]:
    """(scheme, host, port, path) of an http(s) URL; a :class:`ToolError` for anything else."""
    if len(url) > MAX_URL or any(ch in url for ch in "\0\r\n\t "):
        raise ToolError(
            "the URL is malformed (too long, or it contains spaces or control characters)."
        )
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https"):
        raise ToolError(
            f"only http and https URLs can be fetched, not {parts.scheme or 'no scheme'!r}."
        )
    if parts.username or parts.password:
        raise ToolError("URLs with a user name or password are not fetched.")
    try:
        host, port = parts.hostname, parts.port
    except ValueError:
        raise ToolError("the URL has an invalid port.") from None
    if not host:
        raise ToolError("the URL has no host.")
    try:
        host = host.encode("idna").decode("ascii") if not host.isascii() else host
    except UnicodeError:
        raise ToolError("the URL's host name is not valid.") from None
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    return parts.scheme, host.lower(), port or (443 if parts.scheme == "https" else 80), path


async def check_url(
    url: str, *, allow: Iterable[str] = (), resolve: Resolver | None = None
) -> Target:
    """Resolve and check ``url``; a :class:`BlockedAddress` when any address is not public."""
    scheme, host, port, path = split_url(url)
    allow = list(allow)
    ip = literal_ip(host)
    if ip is not None:
        addresses = [str(ip)]
        host = str(ip) if ip.version == 4 else f"[{ip}]"
    else:
        addresses = await (resolve or system_resolve)(host, port)
        if not addresses:
            raise ToolError(f"the host {host!r} has no address.")
    for text in addresses:
        address = ipaddress.ip_address(text.split("%", 1)[0])
        if not is_public(address) and not allowed(address, allow):
            raise BlockedAddress(
                f"{host} resolves to {address}, a private, loopback, link-local or otherwise "
                "non-public address; only public web addresses can be fetched."
            )
    return Target(scheme=scheme, host=host, port=port, addresses=tuple(addresses), path=path)
