"""Fetch one web page safely and turn it into readable text.

Every hop (the URL and each redirect) is resolved and checked (:func:`check_url`), and the
connection goes to a checked address with the original host in the Host header and TLS SNI
(certificates are verified against the host name). Size and time are capped; HTML becomes
text through ``html2text`` (imported on first use). The text is framed as untrusted data.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urljoin

import httpx

from brain.errors import ToolError
from brain.text import strip_control
from brain.web.addresses import Resolver, Target, Unreachable, check_url

REDIRECTS = (301, 302, 303, 307, 308)
TEXT_TYPES = ("text/", "application/json", "application/xml", "application/xhtml+xml")
USER_AGENT = "Vance/0.1 (+https://github.com/; personal assistant fetch)"


@dataclass(frozen=True)
class Page:
    url: str  # after redirects
    status: int
    content_type: str
    title: str
    text: str
    truncated: bool  # the body was longer than the byte cap


def _pinned_request(client: httpx.AsyncClient, target: Target, address: str) -> httpx.Request:
    ip = f"[{address}]" if ":" in address else address
    default_port = 443 if target.scheme == "https" else 80
    port = "" if target.port == default_port else f":{target.port}"
    request = client.build_request(
        "GET",
        f"{target.scheme}://{ip}:{target.port}{target.path}",
        headers={"Host": f"{target.host}{port}", "User-Agent": USER_AGENT, "Accept": "*/*"},
    )
    if target.scheme == "https" and not target.host.startswith("[") and ip != target.host:
        request.extensions["sni_hostname"] = target.host
    return request


async def _get(
    client: httpx.AsyncClient, target: Target, max_bytes: int
) -> tuple[httpx.Response, bytes, bool]:
    last: Exception | None = None
    for address in target.addresses:
        try:
            response = await client.send(_pinned_request(client, target, address), stream=True)
        except httpx.ConnectError as exc:
            last = exc
            continue
        try:
            body = bytearray()
            truncated = False
            if response.status_code not in REDIRECTS:
                async for chunk in response.aiter_bytes():
                    body += chunk
                    if len(body) > max_bytes:
                        del body[max_bytes:]
                        truncated = True
                        break
            return response, bytes(body), truncated
        finally:
            await response.aclose()
    if "unreachable" in str(last).lower():
        raise Unreachable(f"the web is not reachable (no route to {target.host}).")
    raise ToolError(f"cannot connect to {target.host}: {last}")


def to_text(raw: bytes, content_type: str, encoding: str | None) -> tuple[str, str]:
    """(title, readable text) of a body."""
    text = raw.decode(encoding or "utf-8", errors="replace")
    if "html" not in content_type:
        return "", text
    match = re.search(r"<title[^>]*>(.*?)</title>", text, re.IGNORECASE | re.DOTALL)
    title = " ".join(match.group(1).split())[:200] if match else ""
    try:
        import html2text  # lazy: only when a page is fetched (~28 ms)
    except ImportError:
        raise ToolError("web pages need the web extra: pip install 'vance[web]'.") from None

    converter = html2text.HTML2Text()
    converter.ignore_images = True
    converter.body_width = 0
    converter.unicode_snob = True
    return title, converter.handle(text).strip()


async def fetch(
    url: str,
    *,
    allow: Iterable[str] = (),
    max_bytes: int = 2_000_000,
    timeout_s: float = 15.0,
    max_redirects: int = 5,
    resolve: Resolver | None = None,
) -> Page:
    """The page at ``url`` (public addresses only; every redirect re-checked)."""
    allow = list(allow)
    timeout = httpx.Timeout(timeout_s, connect=min(timeout_s, 8.0))
    try:
        async with (
            asyncio.timeout(timeout_s),
            httpx.AsyncClient(timeout=timeout, trust_env=False, follow_redirects=False) as client,
        ):
            current = url
            for _hop in range(max_redirects + 1):
                target = await check_url(current, allow=allow, resolve=resolve)
                response, body, truncated = await _get(client, target, max_bytes)
                location = response.headers.get("location")
                if response.status_code in REDIRECTS and location:
                    current = urljoin(current, location)
                    continue
                content_type = response.headers.get("content-type", "").split(";")[0].strip()
                if content_type and not content_type.startswith(TEXT_TYPES):
                    raise ToolError(
                        f"{current} is {content_type}, not a text or HTML page; it is not shown."
                    )
                title, text = await asyncio.to_thread(
                    to_text, body, content_type or "text/html", response.charset_encoding
                )
                return Page(
                    url=current,
                    status=response.status_code,
                    content_type=content_type,
                    title=strip_control(title),
                    text=strip_control(text),
                    truncated=truncated,
                )
            raise ToolError(f"more than {max_redirects} redirects; stopped at {current}.")
    except TimeoutError:
        raise ToolError(f"fetching {url} took longer than {timeout_s:g} s; stopped.") from None
    except httpx.TimeoutException:
        raise ToolError(f"fetching {url} took longer than {timeout_s:g} s; stopped.") from None
    except httpx.HTTPError as exc:
        raise ToolError(f"fetching {url} failed: {type(exc).__name__}: {exc}") from None
