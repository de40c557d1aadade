"""Web search through a pluggable backend: a SearXNG instance, or ddgs (keyless, public)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
from pydantic import BaseModel

from brain.errors import ToolError
from brain.text import strip_control
from brain.web.addresses import Unreachable
from brain.web.settings import WebSettings


class Hit(BaseModel):
    title: str
    url: str
    snippet: str


Backend = Callable[[str, WebSettings], Awaitable[list[Hit]]]


def _hit(title: Any, url: Any, snippet: Any) -> Hit:
    return Hit(
        title=strip_control(str(title or ""))[:200],
        url=str(url or "")[:500],
        snippet=strip_control(" ".join(str(snippet or "").split()))[:400],
    )


async def searxng(query: str, settings: WebSettings) -> list[Hit]:
    if not settings.searxng_url:
        raise ToolError("web search uses SearXNG but web.searxng_url is not set in the config.")
    url = settings.searxng_url.rstrip("/") + "/search"
    try:
        async with httpx.AsyncClient(timeout=settings.timeout_s, trust_env=False) as client:
            response = await client.get(url, params={"q": query, "format": "json"})
    except httpx.ConnectError:
        raise Unreachable(f"the search service {settings.searxng_url} is not reachable.") from None
    except httpx.HTTPError as exc:
        raise ToolError(f"web search failed: {type(exc).__name__}: {exc}") from None
    if response.status_code != 200:
        raise ToolError(
            f"the search service answered {response.status_code} (is format=json enabled?)."
        )
    try:
        results = response.json().get("results", [])
    except ValueError:
        raise ToolError("the search service did not answer with JSON.") from None
    return [
        _hit(r.get("title"), r.get("url"), r.get("content"))
        for r in results[: settings.max_results]
        if isinstance(r, dict)
    ]


def ddgs_text(query: str, max_results: int, timeout_s: float) -> list[dict[str, Any]]:
    """The ddgs library's text search (blocking; run in a thread)."""
    try:
        from ddgs import DDGS  # lazy: ~30 ms to import
    except ImportError:
        raise ToolError("web search needs the web extra: pip install 'vance[web]'.") from None
    results: list[dict[str, Any]] = DDGS(timeout=int(timeout_s)).text(
        query, max_results=max_results
    )
    return results


async def ddgs(query: str, settings: WebSettings) -> list[Hit]:
    try:
        results = await asyncio.to_thread(
            ddgs_text, query, settings.max_results, settings.timeout_s
        )
    except ToolError:
        raise
    except Exception as exc:  # ddgs raises its own exception types for network trouble
        text = str(exc).lower()
        if "no results" in text:
            return []
        if any(word in text for word in ("connect", "resolv", "dns", "unreachable", "timed out")):
            raise Unreachable(
                "the web is not reachable (the search service did not answer)."
            ) from None
        raise ToolError(f"web search failed: {type(exc).__name__}: {str(exc)[:200]}") from None
    return [_hit(r.get("title"), r.get("href"), r.get("body")) for r in results]


BACKENDS: dict[str, Backend] = {"searxng": searxng, "ddgs": ddgs}


async def search(query: str, settings: WebSettings) -> list[Hit]:
    if settings.search_backend == "off":
        raise ToolError("web search is turned off (web.search_backend = off).")
    return await BACKENDS[settings.search_backend](query, settings)
