"""The app's widgets, one concern per module."""
