"""Tests of the in-process local model (llama.cpp + SmolLM2)."""
