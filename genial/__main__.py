"""``python -m genial``: replay records and self-play (see ``genial.cli``)."""

from .cli import main

raise SystemExit(main())
