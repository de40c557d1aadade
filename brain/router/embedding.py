"""Sentence embeddings for the intent router, from weights that ship in a PyPI package.

:class:`StaticEmbedder` runs WordLlama's ``l2_supercat_256`` (MIT; a 32,000 × 256 token
table distilled from Llama 2 and its tokenizer, both inside the ``wordllama`` wheel): a
sentence is the mean of its tokens' vectors, L2-normalised. numpy and ``tokenizers`` only;
WordLlama's own loader is not used (it may try Hugging Face), the files are located with
:func:`importlib.util.find_spec` and nothing downloads.

:class:`HashEmbedder` is the fallback when ``wordllama`` is not installed: hashed
character n-grams (lexical, no meaning), so the router still works, worse.
"""

from __future__ import annotations

import importlib.util
import threading
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy as np

if TYPE_CHECKING:
    import numpy.typing as npt

    Matrix = npt.NDArray[np.float32]

WEIGHTS = ("weights", "l2_supercat_256.safetensors")
TOKENIZER = ("tokenizers", "l2_supercat_tokenizer_config.json")


FOCUS_REST = 0.5
"""Weight of a word (token) the intent examples never use, against 1.0 for their words."""


class Embedder(Protocol):
    name: str

    def embed(self, texts: list[str]) -> Matrix:
        """One L2-normalised row per text (float32)."""
        ...


def focus(embedder: Embedder, examples: list[str], rest: float = FOCUS_REST) -> None:
    """Weigh the words of ``examples`` (the command vocabulary: "have", "tell", "stop",
    "worker", …) fully and every other word by ``rest`` when ``embedder`` pools a text.

    A request's topic ("find three veggies that grow in shade") would otherwise drown its
    frame ("have X … find"): the topic words are what no two requests share."""
    fit = getattr(embedder, "focus", None)
    if callable(fit):
        fit(examples, rest)


def wordllama_files() -> tuple[Path, Path] | None:
    """(weights, tokenizer) inside the installed ``wordllama`` package, or None."""
    try:
        spec = importlib.util.find_spec("wordllama")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    root = Path(next(iter(spec.submodule_search_locations)))
    weights, tokenizer = root.joinpath(*WEIGHTS), root.joinpath(*TOKENIZER)
    return (weights, tokenizer) if weights.is_file() and tokenizer.is_file() else None


class StaticEmbedder:
    """Mean-pooled static token embeddings (WordLlama); loads lazily, thread-safe."""

    name = "wordllama-l2-supercat-256"

    def __init__(self, weights: Path, tokenizer: Path) -> None:
        self._paths = (weights, tokenizer)
        self._lock = threading.Lock()
        self._table: Matrix | None = None
        self._tokenizer: object | None = None
        self._known: frozenset[int] | None = None
        self._rest = 1.0

    @classmethod
    def bundled(cls) -> StaticEmbedder | None:
        files = wordllama_files()
        return cls(*files) if files else None

    def load(self) -> None:
        with self._lock:
            if self._table is not None:
                return
            from safetensors.numpy import load_file
            from tokenizers import Tokenizer

            weights, tokenizer = self._paths
            table = next(iter(load_file(str(weights)).values()))
            self._table = np.ascontiguousarray(table, dtype=np.float32)
            self._tokenizer = Tokenizer.from_file(str(tokenizer))

    def _ids(self, texts: list[str]) -> list[list[int]]:
        self.load()
        assert self._tokenizer is not None
        encoded = self._tokenizer.encode_batch(  # type: ignore[attr-defined]
            [text.lower() for text in texts], add_special_tokens=False
        )
        return [list(enc.ids) for enc in encoded]

    def focus(self, examples: list[str], rest: float) -> None:
        """See :func:`focus`."""
        self._known = frozenset(i for ids in self._ids(examples) for i in ids)
        self._rest = rest

    def embed(self, texts: list[str]) -> Matrix:
        self.load()
        assert self._table is not None
        table, known, rest = self._table, self._known, self._rest
        out = np.zeros((len(texts), table.shape[1]), dtype=np.float32)
        for row, token_ids in enumerate(self._ids(texts)):
            ids = np.clip(np.asarray(token_ids, dtype=np.int64), 0, table.shape[0] - 1)
            if not ids.size:
                continue
            if known is None:
                out[row] = table[ids].mean(axis=0)
                continue
            weights = np.array([1.0 if i in known else rest for i in token_ids], np.float32)
            out[row] = (table[ids] * weights[:, None]).sum(axis=0) / weights.sum()
        return _normalise(out)


class HashEmbedder:
    """Hashed character 3-grams of each word (a lexical stand-in without model files)."""

    name = "hashed-char-ngrams"

    def __init__(self, dim: int = 512) -> None:
        self.dim = dim
        self._known: frozenset[str] | None = None
        self._rest = 1.0

    def focus(self, examples: list[str], rest: float) -> None:
        """See :func:`focus`."""
        self._known = frozenset(word for text in examples for word in text.lower().split())
        self._rest = rest

    def embed(self, texts: list[str]) -> Matrix:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        known = self._known
        for row, text in enumerate(texts):
            for word in text.lower().split():
                weight = 1.0 if known is None or word in known else self._rest
                padded = f"<{word}>"
                for i in range(max(1, len(padded) - 2)):
                    gram = padded[i : i + 3]
                    out[row, zlib.crc32(gram.encode()) % self.dim] += weight
        return _normalise(out)


def _normalise(matrix: Matrix) -> Matrix:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: Matrix = (matrix / norms).astype(np.float32)
    return result


def default_embedder() -> Embedder:
    """WordLlama joined with hashed n-grams when installed, else the n-grams alone."""
    semantic = StaticEmbedder.bundled()
    return HybridEmbedder(semantic, HashEmbedder(), 0.4) if semantic else HashEmbedder()


class HybridEmbedder:
    """Meaning and spelling together: the cosine of the joined vectors is the weighted mean
    of a semantic embedder's cosine and the hashed n-grams' cosine (typos, German compounds
    and rare words that a static table averages away)."""

    def __init__(self, semantic: Embedder, lexical: Embedder, weight: float = 0.5) -> None:
        self.semantic, self.lexical = semantic, lexical
        self.weight = weight
        self.name = f"{semantic.name}+{lexical.name}"

    def focus(self, examples: list[str], rest: float) -> None:
        """See :func:`focus`."""
        focus(self.semantic, examples, rest)
        focus(self.lexical, examples, rest)

    def embed(self, texts: list[str]) -> Matrix:
        a = self.semantic.embed(texts) * np.float32(np.sqrt(self.weight))
        b = self.lexical.embed(texts) * np.float32(np.sqrt(1.0 - self.weight))
        return np.concatenate([a, b], axis=1)
