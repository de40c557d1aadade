"""A window that holds a hub session and then hangs (to be killed): prints the session id."""

from __future__ import annotations

import asyncio
import sys

from brain.client import Client
from brain.config import resolve_paths


async def main() -> None:
    client = await Client.start(profile="foot", paths=resolve_paths())
    session = await client.open_hub(new=True)
    sys.stdout.write(session.id + "\n")
    sys.stdout.flush()
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
