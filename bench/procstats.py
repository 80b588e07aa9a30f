"""What the benchmarks read about processes and threads from ``/proc`` (Linux; zeros
elsewhere): resident and proportional memory, CPU time per process and per thread.

RSS counts every page a process maps, also those it shares (the interpreter, the
libraries, pages a spawned render process shares with nobody but its siblings); PSS
divides each shared page among the processes sharing it, so the PSS of the bot plus
its render processes is what they take from the machine together.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path


def memory_mb(pid: int | str = "self") -> tuple[float, float]:
    """Resident memory of a process now and at its peak (MB, from /proc)."""
    now = peak = 0.0
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                now = int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
    except OSError:
        pass
    return now, peak


def pss_mb(pid: int | str = "self") -> float:
    """Proportional set size of a process (MB): its private pages plus its share of the
    pages it shares with other processes."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _stat_fields(path: Path) -> list[str] | None:
    try:
        return path.read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def cpu_seconds(pid: int | str = "self") -> float:
    """CPU time (user + system) a process has used so far, in seconds (from /proc)."""
    fields = _stat_fields(Path(f"/proc/{pid}/stat"))
    if fields is None:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children() -> list[str]:
    """The pids of this process's children (the render processes, their helpers)."""
    me = str(os.getpid())
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        fields = _stat_fields(stat)
        if fields is not None and fields[1] == me:
            out.append(stat.parent.name)
    return out


def children_cpu() -> float:
    """CPU seconds used by this process's children so far."""
    return sum(cpu_seconds(pid) for pid in children())


def children_memory() -> tuple[int, float, float]:
    """How many children this process has, their RSS and their PSS (MB)."""
    pids = children()
    return len(pids), sum(memory_mb(p)[0] for p in pids), sum(pss_mb(p) for p in pids)


def thread_cpu() -> dict[str, float]:
    """CPU seconds used so far by this process's threads, by kind: the event loop (the
    main thread), the service's workers, the database thread, the others."""
    names = {t.native_id: t.name for t in threading.enumerate()}
    tick = os.sysconf("SC_CLK_TCK")
    out: dict[str, float] = {}
    for task in Path("/proc/self/task").iterdir():
        fields = _stat_fields(task / "stat")
        if fields is None:
            continue
        name = names.get(int(task.name), "")
        if name == "MainThread":
            kind = "event loop"
        elif name.startswith("genial-cpu"):
            kind = "workers"
        elif "_connection_worker_thread" in name:
            kind = "database"
        else:
            kind = "other"
        out[kind] = out.get(kind, 0.0) + (int(fields[11]) + int(fields[12])) / tick
    return out
