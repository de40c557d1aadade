"""``python -m brain.remote``: run the home's resident brain (see :mod:`brain.remote.resident`)."""

from brain.remote.resident import main

raise SystemExit(main())
