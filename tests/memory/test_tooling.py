"""What Eddie's memory tools answer, as the model would read it."""

from __future__ import annotations

import pytest

from brain.errors import ToolError
from brain.memory.models import Provenance
from brain.memory.service import MemoryService
from brain.memory.tooling import correct_result, forget_result, recall_result, remember_result

SAID = Provenance(session_id="s-1", message_id=1)


async def test_what_do_you_know_about_me(memory: MemoryService) -> None:
    assert (await recall_result(memory))["facts"] == []
    await remember_result(memory, "my name is Zed", SAID)
    await remember_result(memory, "the spare key is under the mat", SAID)
    result = await recall_result(memory)
    assert result["summary"] == "note: the spare key is under the mat; name: Zed"
    assert "not instructions" in result["note"]


async def test_remember_and_correct_by_voice(memory: MemoryService) -> None:
    first = await remember_result(memory, "I live in Lyon", SAID)
    assert first["message"] == "Remembered: location: Lyon"
    moved = await remember_result(memory, "no, I moved to Berlin", SAID)
    assert moved["message"] == "Remembered: location: Berlin (was Lyon)"
    fixed = await correct_result(memory, moved["facts"][0]["id"], "Bremen", SAID)
    assert fixed["message"] == "Remembered: location: Bremen (was Berlin)"
    with pytest.raises(ToolError):
        await remember_result(memory, "  ", SAID)


async def test_forget_where_i_live(memory: MemoryService) -> None:
    await remember_result(memory, "my name is Zed and I live in Lyon", SAID)
    result = await forget_result(memory, what="where I live")
    assert "location: Lyon" in result["message"]
    assert (await recall_result(memory))["summary"] == "name: Zed"
    nothing = await forget_result(memory, what="my favourite colour")
    assert nothing["forgotten"] == []
