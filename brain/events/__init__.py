"""Client frames and the in-process hub that delivers them per session."""
