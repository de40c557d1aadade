"""The answer steering of constrained replies, with a toy vocabulary (no llama.cpp needed)."""

from __future__ import annotations

from typing import Any

import pytest

np = pytest.importorskip("numpy")

from brain.llm.local_sampling import AnswerSteer  # noqa: E402

VOCAB = ['{"', "answer", '":', ' "', "ask", "_user", "I", "'m", " sorry", ",", "an", "ans", "."]
IDS = {piece: index for index, piece in enumerate(VOCAB)}
PROMPT = [12, 12, 12]  # three prompt tokens


class ToyLlama:
    def tokenize(self, text: bytes, add_bos: bool = False, **_: Any) -> list[int]:
        piece = text.decode()
        return [IDS[piece]] if piece in IDS else [IDS["."]] * len(piece)

    def detokenize(self, ids: list[int]) -> bytes:
        return "".join(VOCAB[i] for i in ids).encode()


def step(steer: AnswerSteer, pieces: list[str]) -> Any:
    ids = np.array(PROMPT + [IDS[p] for p in pieces], dtype=np.intc)
    return steer(ids, np.zeros(len(VOCAB), dtype=np.single))


def test_the_answer_key_gets_the_bias_where_the_key_is_chosen() -> None:
    steer = AnswerSteer(ToyLlama(), len(PROMPT), bias=1.5)  # type: ignore[arg-type]
    assert not step(steer, []).any()  # before the brace
    scores = step(steer, ['{"'])
    assert {VOCAB[i] for i in np.flatnonzero(scores)} == {"an", "ans", "answer"}
    assert scores[IDS["answer"]] == pytest.approx(1.5)
    assert not step(steer, ['{"', "answer"]).any()  # only at the choice


def test_the_answer_text_repeats_no_four_tokens() -> None:
    steer = AnswerSteer(ToyLlama(), len(PROMPT))  # type: ignore[arg-type]
    head = ['{"', "answer", '":', ' "']
    for end in range(1, len(head) + 1):
        step(steer, head[:end])
    said = ["I", "'m", " sorry", ",", "I", "'m", " sorry", ",", "I", "'m"]
    scores = step(steer, head + said)
    assert scores[IDS[" sorry"]] == -np.inf  # ", I'm sorry" again would repeat a 4-gram
    assert np.isfinite(np.delete(scores, IDS[" sorry"])).all()


def test_a_tool_call_is_left_alone() -> None:
    steer = AnswerSteer(ToyLlama(), len(PROMPT), bias=1.5)  # type: ignore[arg-type]
    step(steer, ['{"'])
    step(steer, ['{"', "ask"])
    pieces = ['{"', "ask", "_user", '":', ' "', "I", "'m", " sorry", ",", "I", "'m"]
    assert not step(steer, pieces).any()
