"""Engines: eddie (hub), arthur (chat worker), ford (quick worker)."""
