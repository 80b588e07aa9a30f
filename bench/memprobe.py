"""What the soak's bot process reads about its own memory: resident memory by
kind from ``/proc``, pymalloc's arenas and blocks, what glibc's malloc has handed out and
holds free, SQLite's own allocator, and with ``--diag`` figures by component (Pillow,
discord.py's view store, asyncio tasks, the object types that grew most).

Linux figures; zeros (or an error for ``rss_mb``) elsewhere. Used by ``bench/soak.py``'s
child process (``python -m bench.soak --bot ...``, from the project folder).
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any


def status_mb(pid: int | str = "self") -> dict[str, float]:
    """The memory lines of ``/proc/<pid>/status`` (VmRSS, RssAnon, RssFile, RssShmem) in MB."""
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, rest = line.partition(":")
        if name.startswith(("VmRSS", "Rss")):
            out[name] = int(rest.split()[0]) / 1024
    return out


def rss_mb(pid: int | str = "self") -> float:
    """Resident set size in MB (Linux ``/proc``)."""
    try:
        return status_mb(pid)["VmRSS"]
    except KeyError:
        raise RuntimeError("no VmRSS in /proc (Linux only)") from None


def pymalloc_mb() -> tuple[float, float]:
    """(MB of pymalloc's arenas, MB in their allocated blocks), read from
    ``sys._debugmallocstats`` (which writes to the C stderr)."""
    with tempfile.TemporaryFile() as out:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(out.fileno(), 2)
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        out.seek(0)
        text = out.read().decode("utf-8", "replace")

    def number(pattern: str) -> float:
        found = re.search(pattern, text, re.MULTILINE)
        return int(found.group(1).replace(",", "")) / 2**20 if found else 0.0

    return (
        number(r"^\d+ arenas \* \d+ bytes/arena\s+=\s+([\d,]+)"),
        number(r"^# bytes in allocated blocks\s+=\s+([\d,]+)"),
    )


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def malloc_mb() -> tuple[float, float]:
    """(MB the C allocator has handed out, MB it holds free) over all its arenas (glibc's
    ``mallinfo2``; zeros elsewhere)."""
    try:
        fn = ctypes.CDLL(ctypes.util.find_library("c")).mallinfo2
    except (OSError, AttributeError, TypeError):
        return 0.0, 0.0
    fn.restype = _MallInfo2
    info = fn()
    return (info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20


def sqlite_mb() -> tuple[float, float]:
    """(MB SQLite's own allocator holds now, its high-water mark), from the libsqlite3 the
    ``sqlite3`` module links (``sqlite3_memory_used``); zeros where it cannot be found."""
    import sqlite3  # noqa: F401 (loads the library the module links)

    try:
        lib = ctypes.CDLL(ctypes.util.find_library("sqlite3") or "libsqlite3.so.0")
    except OSError:
        return 0.0, 0.0
    lib.sqlite3_memory_used.restype = ctypes.c_int64
    lib.sqlite3_memory_highwater.restype = ctypes.c_int64
    lib.sqlite3_memory_highwater.argtypes = [ctypes.c_int]
    return lib.sqlite3_memory_used() / 2**20, lib.sqlite3_memory_highwater(0) / 2**20


def diagnostics(bot: Any, before: dict[str, int]) -> dict[str, Any]:
    """Figures by component for finding growth: SQLite, Pillow's blocks, discord.py's view
    store and caches, asyncio tasks, and the object types whose count grew most since the
    first call (``before`` is filled then)."""
    from collections import Counter

    from PIL import Image

    used, high = sqlite_mb()
    images = [o for o in gc.get_objects() if isinstance(o, Image.Image)]
    fonts = sys.modules.get("render.fonts")
    masks = list(getattr(fonts, "_masks", {}).values())
    store = bot._connection._view_store
    lru = {}
    for name, module in list(sys.modules.items()):
        if name.startswith("render"):
            for key, value in list(vars(module).items()):
                info = getattr(value, "cache_info", None)
                if callable(info) and getattr(value, "__module__", None) == name:
                    lru[f"{name[7:]}.{key}"] = info().currsize
    counts = Counter(type(o).__qualname__ for o in gc.get_objects())
    if not before:
        before.update(counts)
    grew = sorted(((n - before.get(k, 0), k) for k, n in counts.items()), reverse=True)[:6]
    return {
        "sqlite_mb": round(used, 2),
        "sqlite_high_mb": round(high, 2),
        "pil": Image.core.get_stats(),  # type: ignore[attr-defined]
        "images": len(images),
        "images_mb": round(sum(i.width * i.height * len(i.getbands()) for i in images) / 2**20, 2),
        "image_sizes": Counter(f"{i.mode}{i.width}x{i.height}" for i in images).most_common(8),
        "lru": {k: v for k, v in lru.items() if v},
        "masks": len(masks),
        "masks_mb": round(sum(m[0].size[0] * m[0].size[1] for m in masks) / 2**20, 2),
        "blocks_all": sys.getallocatedblocks(),
        "views": sum(len(v) for v in store._views.values()),
        "view_keys": len(store._views),
        "synced_views": len(store._synced_message_views),
        "dynamic": len(store._dynamic_items),
        "tasks": len(asyncio.all_tasks()),
        "task_kinds": Counter(
            getattr(t.get_coro(), "__qualname__", "?") for t in asyncio.all_tasks()
        ).most_common(3),
        "objects": len(gc.get_objects()),
        "grew": [f"{k} {d:+d}" for d, k in grew if d > 0],
    }
