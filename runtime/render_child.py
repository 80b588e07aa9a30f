"""The main loop of a render process (started by :mod:`runtime.renderpool`).

It imports only what drawing needs (``render``, ``genial`` for the views, the
stdlib): not discord, not the database, not the bot's own main module, so a
render process starts smaller than a ``multiprocessing`` one (which re-imports
the parent's ``__main__``). It warms up, says so with an empty frame, then
answers one request at a time: a request is a pickled ``(function, args)``, a
reply a pickled ``(True, result)`` or ``(False, exception)``. It ends when the
bot closes its end of the request pipe (or dies).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import pickle
import select
import signal
import struct
import sys
from typing import Any

#: A frame: its length (4 bytes, little-endian) and the pickled value.
HEADER = struct.Struct("<I")
#: Seconds without a request after which a render process gives its free heap back.
IDLE_SECONDS = 1.0


def write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to the blocking ``fd``."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def read_exactly(fd: int, size: int) -> bytes | None:
    """``size`` bytes from the blocking ``fd``; None at the end of the pipe."""
    parts: list[bytes] = []
    while size:
        chunk = os.read(fd, size)
        if not chunk:
            return None
        parts.append(chunk)
        size -= len(chunk)
    return b"".join(parts)


def frame(payload: bytes) -> bytes:
    return HEADER.pack(len(payload)) + payload


def reply(ok: bool, value: Any) -> bytes:
    """A reply frame; an exception that does not pickle is sent as its text."""
    try:
        return frame(pickle.dumps((ok, value), protocol=pickle.HIGHEST_PROTOCOL))
    except Exception:  # an unpicklable result or exception
        return frame(pickle.dumps((False, RuntimeError(repr(value)))))


def trim_heap() -> None:
    """Give the C heap's free pages back to the system (glibc ``malloc_trim``)."""
    with contextlib.suppress(OSError, AttributeError, TypeError):
        ctypes.CDLL(ctypes.util.find_library("c")).malloc_trim(0)


def serve(requests: int, replies: int, idle: float = IDLE_SECONDS) -> None:
    """Answer requests until the request pipe ends.

    While busy the heap keeps the blocks the last images freed (the next image reuses
    them: handing them back and faulting them in again costs ~5 ms of CPU an image);
    after ``idle`` seconds without a request they go back to the system (about 14 MB)."""
    trimmed = True
    while True:
        if not trimmed and not select.select([requests], [], [], idle)[0]:
            trim_heap()
            trimmed = True
        header = read_exactly(requests, HEADER.size)
        if header is None:
            return
        (size,) = HEADER.unpack(header)
        payload = read_exactly(requests, size)
        if payload is None:
            return
        try:
            fn, args = pickle.loads(payload)
            out = reply(True, fn(*args))
        except Exception as exc:
            out = reply(False, exc)
        write_all(replies, out)
        trimmed = False


def main(requests: int, replies: int) -> None:
    # Ctrl-C reaches the whole process group: the bot decides when its helpers stop
    # (it closes their request pipes).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from runtime.render_jobs import warm_up

    try:
        warm_up()
        write_all(replies, frame(b""))  # ready
        serve(requests, replies)
    except (BrokenPipeError, ConnectionResetError):
        # The bot is gone (it died or was killed, also while this process started): there
        # is nobody left to answer, and nothing to report. Leave quietly.
        os._exit(0)


if __name__ == "__main__":  # pragma: no cover - started with ``-c`` by the pool
    main(int(sys.argv[1]), int(sys.argv[2]))
