"""Lane runtime: one lane per active process, one turn at a time, at-least-once inboxes."""
