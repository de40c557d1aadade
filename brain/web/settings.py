"""``[web]`` in the config file: the search backend, fetch limits, tool policies."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from brain.web.policy import ToolPolicy


class WebSettings(BaseModel):
    search_backend: Literal["ddgs", "searxng", "off"] = Field(
        default="ddgs", description="ddgs (keyless, public), searxng (set searxng_url) or off."
    )
    searxng_url: str | None = Field(
        default=None, description="A SearXNG instance, e.g. http://localhost:8888"
    )
    max_results: int = Field(default=6, ge=1, le=20)
    max_bytes: int = Field(default=2_000_000, ge=1000, description="Bytes read per fetched page.")
    max_chars: int = Field(
        default=12_000, ge=500, description="Characters of text given to the model."
    )
    timeout_s: float = Field(default=15.0, gt=0, le=120)
    max_redirects: int = Field(default=5, ge=0, le=20)
    allow_hosts: list[str] = Field(
        default_factory=list,
        description="TESTS ONLY: addresses/networks web_fetch may reach although not public.",
    )
    search_policy: ToolPolicy = Field(
        default_factory=lambda: ToolPolicy(rate_per_minute=10, cache_ttl_s=900)
    )
    fetch_policy: ToolPolicy = Field(
        default_factory=lambda: ToolPolicy(rate_per_minute=30, cache_ttl_s=300)
    )
