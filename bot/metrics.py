"""Opt-in Prometheus metrics (``GENIAL_METRICS_PORT``), and the calls that feed them.

Every function here is a cheap no-op until :func:`start` ran, so any layer of the
wiring may call them unconditionally (``metrics.move_applied("classic", guild_id)``).
The endpoint binds ``GENIAL_METRICS_HOST`` (127.0.0.1 unless set: the figures are for
the owner, not the internet). Metrics of Discord servers carry a ``shard`` label. The
same small HTTP server answers other paths given to :func:`start` (``/healthz``).
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable, Iterable, Mapping
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, make_wsgi_app

from .shards import shard_of

log = logging.getLogger("bot.metrics")

REGISTRY = CollectorRegistry(auto_describe=True)
#: Seconds buckets from a millisecond to a minute (clicks, renders, lags, due events).
SECONDS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)

MOVES = Counter("genial_moves", "Moves applied", ["edition", "shard"], registry=REGISTRY)
INTERACTIONS = Histogram(
    "genial_interaction_seconds",
    "From the interaction's creation to the end of its handling",
    ["kind", "outcome", "shard"],
    buckets=SECONDS,
    registry=REGISTRY,
)
RENDERS = Histogram(
    "genial_render_seconds", "Time to draw an image", ["kind"], buckets=SECONDS, registry=REGISTRY
)
LOOP_LAG = Histogram(
    "genial_loop_lag_seconds",
    "How late the event loop's one-second sleeps wake up",
    buckets=SECONDS,
    registry=REGISTRY,
)
CACHE = Counter("genial_cache_lookups", "Cache lookups", ["cache", "result"], registry=REGISTRY)
DUE_LAG = Histogram(
    "genial_due_event_lag_seconds",
    "How late a clock event (reminder, time-out) was acted on",
    ["kind"],
    buckets=SECONDS,
    registry=REGISTRY,
)
OPEN_GAMES = Gauge(
    "genial_open_games", "Games in a lobby or being played", ["shard"], registry=REGISTRY
)
GUILDS = Gauge("genial_guilds", "Servers the bot is in", ["shard"], registry=REGISTRY)
LATENCY = Gauge(
    "genial_gateway_latency_seconds", "Heartbeat latency of a shard", ["shard"], registry=REGISTRY
)
ERRORS = Counter("genial_unexpected_errors", "Errors logged with a traceback", registry=REGISTRY)

_state: dict[str, Any] = {"on": False, "shard_count": None, "server": None}
_lock = threading.Lock()


def enabled() -> bool:
    return bool(_state["on"])


#: A WSGI application: (environ, start_response) -> body parts.
App = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class _Server(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # no line per scrape
        pass


def _app(routes: Mapping[str, App]) -> App:
    """``routes`` by exact path, Prometheus's exposition for every other path."""
    exposition = make_wsgi_app(REGISTRY)

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        route = routes.get(str(environ.get("PATH_INFO", "")))
        return (route or exposition)(environ, start_response)

    return app


def start(port: int, host: str = "127.0.0.1", routes: Mapping[str, App] | None = None) -> int:
    """Serve ``/metrics`` (and ``routes``) on ``host:port`` (port 0: any free one) in a
    daemon thread and switch the calls on. Returns the port. Raises OSError when the
    port is taken or the host has no such address."""
    with _lock:
        if _state["server"] is not None:
            return int(_state["server"].server_port)
        family, _, _, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        server_class = type("MetricsServer", (_Server,), {"address_family": family})
        server: WSGIServer = make_server(
            str(address[0]), port, _app(routes or {}), server_class, handler_class=_Quiet
        )
        threading.Thread(target=server.serve_forever, name="genial-metrics", daemon=True).start()
        _state.update(on=True, server=server)
        log.info("metrics on http://%s:%s/metrics", host, server.server_port)
        return int(server.server_port)


def stop() -> None:
    """Stop serving and switch the calls off again (tests, shutdown)."""
    with _lock:
        server = _state["server"]
        _state.update(on=False, server=None, shard_count=None)
    if server is not None:
        server.shutdown()
        server.server_close()


def set_shard_count(count: int | None) -> None:
    """The live shard count, to label servers' metrics with their shard."""
    _state["shard_count"] = count


def shard_label(guild_id: int | None) -> str:
    count = _state["shard_count"]
    if guild_id is None or not count:
        return "0" if guild_id is not None else "none"
    return str(shard_of(guild_id, count))


def move_applied(edition: str, guild_id: int | None = None) -> None:
    if _state["on"]:
        MOVES.labels(edition, shard_label(guild_id)).inc()


def interaction_done(
    kind: str, seconds: float, outcome: str = "ok", guild_id: int | None = None
) -> None:
    if _state["on"]:
        INTERACTIONS.labels(kind, outcome, shard_label(guild_id)).observe(max(seconds, 0.0))


def render_done(kind: str, seconds: float) -> None:
    if _state["on"]:
        RENDERS.labels(kind).observe(seconds)


def loop_lag(seconds: float) -> None:
    if _state["on"]:
        LOOP_LAG.observe(seconds)


def cache_lookup(cache: str, hit: bool) -> None:
    if _state["on"]:
        CACHE.labels(cache, "hit" if hit else "miss").inc()


def due_event_acted(kind: str, late_seconds: float) -> None:
    if _state["on"]:
        DUE_LAG.labels(kind).observe(max(late_seconds, 0.0))


def unexpected_error() -> None:
    if _state["on"]:
        ERRORS.inc()


def set_per_shard(gauge: Gauge, values: Mapping[int, float]) -> None:
    """Set a per-shard gauge; shards that had a value and have none now go to 0."""
    if not _state["on"]:
        return
    for shard, value in values.items():
        gauge.labels(str(shard)).set(value)
    known = {str(s) for s in values}
    for sample in next(iter(gauge.collect())).samples:
        label = sample.labels.get("shard", "")
        if label not in known:
            gauge.labels(label).set(0)
