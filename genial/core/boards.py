"""Loading board and tile-set data files shipped in ``genial/boards``."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any


@cache
def load(name: str) -> dict[str, Any]:
    """The parsed ``genial/boards/<name>.json`` (cached; treat as read-only)."""
    text = resources.files("genial").joinpath("boards", f"{name}.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data
