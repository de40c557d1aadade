"""Schedules: prompts run on cron expressions with time zones (``vance schedule``)."""
