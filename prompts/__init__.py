"""Bundled prompts, voice rules, recipes and help docs (data only)."""
