"""Hub services: bootstrap, settings and document cascades, projects, sessions, inbox."""
