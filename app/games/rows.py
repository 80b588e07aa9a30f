"""The stored game as the surface sees it: the row type a command or button names in
its signatures, owned here so that ``cogs/`` never imports the database layer.

A named module rather than a re-export in ``app/games/__init__.py``: the arrow
cogs -> app.games.rows -> data stays visible to a reader and to the import walk of
``tests/test_architecture.py`` (which treats a package's ``__init__`` as no edge).
"""

from __future__ import annotations

from data.rows import GameRow

__all__ = ["GameRow"]
