"""Constrained sampling for the local model: logits processors for llama-cpp-python.

- :class:`GrammarFilter` keeps the reply inside a JSON schema (llama.cpp's grammar sampler,
  checking only the likeliest tokens).
- :class:`AnswerSteer` leans towards a plain answer where the reply picks its key, and keeps
  the answer text from looping.

Both run on the model's worker thread (:mod:`brain.llm.local_llama`).
"""

from __future__ import annotations

import ctypes
import json
import re
from typing import TYPE_CHECKING, Any

from brain.llm.errors import ModelError
from brain.llm.local_prompt import ANSWER
from brain.llm.model_files import LOCAL_MODEL_NAME

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt
    from llama_cpp import Llama

MODEL = f"local/{LOCAL_MODEL_NAME}"


def grammar_text(schema: dict[str, Any]) -> str:
    """``schema`` as a llama.cpp grammar (GBNF); :class:`ModelError` if it cannot be one."""
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    try:
        gbnf: str = json_schema_to_gbnf(json.dumps(schema))
    except (KeyError, ValueError, TypeError, RecursionError) as exc:
        raise ModelError(
            f"The local model cannot follow the tools' parameter schemas ({exc!r}).",
            hint="Simplify the tool schemas, or configure a hosted model with VANCE_MODEL.",
            model=MODEL,
        ) from exc
    return gbnf


class AnswerSteer:
    """Decoding aids for a constrained reply, as a logits processor before the grammar.

    - Where the reply picks its key (right after ``{"``), ``bias`` is added to the tokens
      that start ``answer``: a prior towards a plain answer over a tool call.
    - Inside the answer text, no 4-gram of tokens repeats (a small model otherwise loops:
      "I'm sorry, I'm sorry, …"). llama.cpp's repeat penalty cannot do this here: it would
      also push the model away from the JSON's quotes and from the words of the prompt.
    """

    NGRAM = 4
    _KEY = re.compile(r'\s*\{\s*"([^"]*)("?)')

    def __init__(self, llama: Llama, prompt_tokens: int, bias: float = 0.0) -> None:
        self._llama = llama
        self._start = prompt_tokens
        self._bias = bias
        self._answer_ids = [
            ids[0]
            for end in range(2, len(ANSWER) + 1)
            if len(ids := llama.tokenize(ANSWER[:end].encode(), add_bos=False)) == 1
        ]
        self._text_from: int | None = None  # where the answer text starts (input ids)
        self._watching = True  # until the key is known

    def __call__(self, input_ids: npt.NDArray[np.intc], scores: npt.NDArray[np.single]) -> Any:
        if self._watching:
            return self._at_key(input_ids, scores)
        if self._text_from is not None:
            return self._no_repeat(input_ids[self._text_from :].tolist(), scores)
        return scores

    def _at_key(self, input_ids: npt.NDArray[np.intc], scores: npt.NDArray[np.single]) -> Any:
        generated = input_ids[self._start :].tolist()
        text = self._llama.detokenize(generated).decode("utf-8", "replace")
        key = self._KEY.match(text)
        if key is None:
            self._watching = len(generated) < 4  # the key should have started by now
            return scores
        if not key.group(1) and self._bias:
            scores = scores.copy()
            scores[self._answer_ids] += self._bias
        elif not ANSWER.startswith(key.group(1)) or key.group(2):
            self._watching = False
            if key.group(1) == ANSWER:
                self._text_from = len(input_ids)
        return scores

    def _no_repeat(self, ids: list[int], scores: npt.NDArray[np.single]) -> Any:
        n = self.NGRAM - 1
        if len(ids) < self.NGRAM:
            return scores
        tail = ids[-n:]
        banned = [ids[i + n] for i in range(len(ids) - n) if ids[i : i + n] == tail]
        if banned:
            scores = scores.copy()
            scores[banned] = -float("inf")
        return scores


class GrammarFilter:
    """JSON-schema-constrained sampling as a logits processor, checking few candidates.

    llama-cpp-python's own grammar sampler matches all ~49k vocabulary entries against the
    grammar at every token (~2.5x slower than free generation). Like llama.cpp's own
    server, this checks only the ``top`` most likely tokens and the whole vocabulary only
    when none of them fits. The token chosen last time is fed to the grammar on the next
    call (it is then the last input id).
    """

    def __init__(self, vocab: Any, schema: dict[str, Any], top: int = 40) -> None:
        import llama_cpp
        import numpy

        self._lib, self._np = llama_cpp, numpy
        fields = [("id", numpy.intc), ("logit", numpy.single), ("p", numpy.single)]
        self._dtype = numpy.dtype(fields, align=True)  # llama_token_data
        gbnf = grammar_text(schema)
        self._sampler = llama_cpp.llama_sampler_init_grammar(vocab, gbnf.encode(), b"root")
        if not self._sampler:
            raise ModelError(
                "The local model cannot follow the tools' parameter schemas.",
                hint="Simplify the tool schemas, or configure a hosted model with VANCE_MODEL.",
                model=MODEL,
            )
        self._top = top
        self._calls = 0

    def __call__(self, input_ids: npt.NDArray[np.intc], scores: npt.NDArray[np.single]) -> Any:
        if self._calls:
            self._lib.llama_sampler_accept(self._sampler, int(input_ids[-1]))
        self._calls += 1
        np = self._np
        top = np.argpartition(scores, -self._top)[-self._top :].astype(np.intc)
        kept = self._apply(top, scores[top])
        if np.isfinite(kept).any():
            out = np.full_like(scores, -np.inf)
            out[top] = kept
            return out
        return self._apply(np.arange(len(scores), dtype=np.intc), scores)

    def _apply(self, ids: npt.NDArray[np.intc], logits: npt.NDArray[np.single]) -> Any:
        data = self._np.zeros(len(ids), dtype=self._dtype)
        data["id"], data["logit"] = ids, logits
        lib = self._lib
        array = lib.llama_token_data_array(
            data=data.ctypes.data_as(lib.llama_token_data_p),
            size=len(ids),
            selected=-1,
            sorted=False,
        )
        lib.llama_sampler_apply(self._sampler, ctypes.byref(array))
        return data["logit"]

    def close(self) -> None:
        if self._sampler:
            self._lib.llama_sampler_free(self._sampler)
            self._sampler = None
