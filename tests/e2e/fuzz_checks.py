"""What the fuzz test checks after its run, and the figures it prints.

Each check returns a list of problems (readable lines); an empty list means it passed.

Private information is checked by its content semantics. Replaying every stored record
gives each seat's hand text at every point of the game (``Your rack: RB (red/blue), ...``,
the way the private panel states it), and the seats give its owner; no public message and
no ephemeral message shown to anybody else may contain it. The rack image ``hand.png`` of
a panel that showed its owner their hand may likewise reach nobody else. A game's seed (it
fixes the bag) may appear in no message.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from genial import GenialError, get, replay
from tests.fakediscord import Attachment, FakeDiscord
from tests.fakediscord import components as comps

JSON = dict[str, Any]
GENERIC_ERROR = "Something went wrong"
SECRET_RE = re.compile(r"Your (?:rack|tile|tiles|hand|cards): ([^\n]+)")


class ErrorLog(logging.Handler):
    """Collects every ERROR record and every record with a traceback."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.ERROR or record.exc_info:
            self.records.append(record)

    def problems(self) -> list[str]:
        return [
            f"log {r.name} {r.levelname}: {r.getMessage()}"
            + (f" [{r.exc_info[1]!r}]" if r.exc_info else "")
            for r in self.records
        ]


@dataclass
class Version:
    """One version of a bot message as somebody saw it."""

    message_id: int
    visible_to: int | None  # None: public
    text: str
    attachments: list[Attachment]
    components: list[JSON]


def _text(content: str, embeds: list[JSON], components: list[JSON]) -> str:
    parts = [content]
    for e in embeds:
        parts += [str(e.get(k) or "") for k in ("title", "description")]
        parts += [f"{f.get('name', '')}\n{f.get('value', '')}" for f in e.get("fields", [])]
        parts.append(str((e.get("footer") or {}).get("text") or ""))
    parts.append(comps.text_of(components))
    return "\n".join(parts)


def versions(fake: FakeDiscord) -> Iterator[Version]:
    """Every version (edits included) of every message the bot sent."""
    bot = fake.bot_user.id
    for msg in list(fake.world.messages.values()):
        if msg.author.id != bot:
            continue
        shown = msg.visible_to if msg.ephemeral else None
        for snap in [*msg.history, msg.snapshot()]:
            yield Version(
                msg.id,
                shown,
                _text(snap["content"], snap["embeds"], snap["components"]),
                list(snap["attachments"]),
                snap["components"],
            )


def generic_errors(fake: FakeDiscord) -> list[str]:
    return [
        f"message {v.message_id}: {v.text[:200]!r}"
        for v in versions(fake)
        if GENERIC_ERROR.lower() in v.text.lower()
    ]


def hands(path: Path) -> dict[str, set[int]]:
    """Every hand text of a hidden-information game, at every point of it, to its owners.

    Worked out from the stored records and seats (the engine's own ``hand_text``), so that
    who may see a hand does not depend on what the bot sent. One-piece hands are left out:
    a single tile is also what a public post shows being placed.
    """
    db = sqlite3.connect(path)
    try:
        games = db.execute("SELECT id, record FROM games WHERE record IS NOT NULL").fetchall()
        seats = db.execute("SELECT game_id, seat, user_id FROM seats WHERE seat IS NOT NULL")
        users = {(gid, seat): uid for gid, seat, uid in seats}
    finally:
        db.close()
    owners: dict[str, set[int]] = {}
    for gid, text in games:
        rec = json.loads(text)
        if not get(rec["edition"]).edition.hidden_info:
            continue
        game = replay(rec, upto=0)
        for upto in range(len(rec["moves"]) + 1):
            if upto:
                entry = rec["moves"][upto - 1]
                if entry["move"] == "resign":
                    game.resign(entry["seat"])
                else:
                    game.apply(entry["move"], entry["seat"])
            for seat in range(game.players):
                for m in SECRET_RE.finditer(game.hand_text(seat)):
                    if "," in m.group(1) and (gid, seat) in users:
                        owners.setdefault(m.group(1).strip(), set()).add(users[gid, seat])
    return owners


def private_leaks(
    fake: FakeDiscord, owners: dict[str, set[int]], seeds: list[int]
) -> tuple[list[str], int]:
    """Hands, rack images and seeds shown to somebody else; and how many panels were seen."""
    images: dict[str, set[int]] = {}
    all_versions = list(versions(fake))
    panels = 0
    for v in all_versions:
        mine = {u for secret, us in owners.items() if secret in v.text for u in us}
        if v.visible_to in mine:
            panels += 1
            for att in v.attachments:
                if att.filename.startswith("hand"):
                    images.setdefault(hashlib.sha256(att.data).hexdigest(), set()).add(v.visible_to)
    problems = []
    for v in all_versions:
        who = "everybody" if v.visible_to is None else f"user {v.visible_to}"
        for secret, us in owners.items():
            if secret in v.text and v.visible_to not in us:
                problems.append(
                    f"message {v.message_id} shows {who} the hand {secret!r} of {sorted(us)}: "
                    f"{v.text[:300]!r}"
                )
        for att in v.attachments:
            us = images.get(hashlib.sha256(att.data).hexdigest(), set())
            if us and v.visible_to not in us:
                problems.append(f"message {v.message_id} shows {who} the rack image of {us}")
        for seed in seeds:
            if str(seed) in v.text:
                problems.append(f"message {v.message_id} shows {who} a game's seed")
    return problems, panels


def database(path: Path) -> tuple[list[str], JSON]:
    """Integrity, and every game's stored record replays and equals its move log."""
    problems: list[str] = []
    db = sqlite3.connect(path)
    try:
        integrity = db.execute("PRAGMA integrity_check").fetchall()
        if integrity != [("ok",)]:
            problems.append(f"PRAGMA integrity_check: {integrity}")
        fk = db.execute("PRAGMA foreign_key_check").fetchall()
        if fk:
            problems.append(f"PRAGMA foreign_key_check: {fk}")
        games = db.execute(
            "SELECT id, status, version, record, edition FROM games ORDER BY id"
        ).fetchall()
        logs: dict[int, list[tuple[int, str]]] = {}
        for gid, seat, notation in db.execute(
            "SELECT game_id, seat, notation FROM moves ORDER BY game_id, n"
        ):
            logs.setdefault(gid, []).append((seat, notation))
    finally:
        db.close()
    status: dict[str, int] = {}
    editions: dict[str, int] = {}
    seeds = []
    for gid, state, version, record, edition in games:
        status[state] = status.get(state, 0) + 1
        editions[edition] = editions.get(edition, 0) + 1
        log = logs.get(gid, [])
        if record is None:
            if log:
                problems.append(f"game {gid}: moves but no record")
            continue
        rec = json.loads(record)
        seeds.append(int(rec["seed"]))
        moves = [(m["seat"], m["move"]) for m in rec["moves"]]
        if moves != log:
            problems.append(f"game {gid}: record moves {moves[-3:]} != move log {log[-3:]}")
        if version != len(moves):
            problems.append(f"game {gid}: version {version} but {len(moves)} moves")
        try:
            again = replay(rec, verify=True)
        except GenialError as exc:
            problems.append(f"game {gid}: record does not replay: {exc.message}")
            continue
        if again.record() != rec:
            problems.append(f"game {gid}: the replayed record differs from the stored one")
        if again.over != (state == "finished") and state != "cancelled":
            problems.append(f"game {gid}: status {state} but replayed over={again.over}")
    figures = {
        "games": len(games),
        "by_status": status,
        "by_edition": editions,
        "moves": sum(len(v) for v in logs.values()),
        "seeds": seeds,
    }
    return problems, figures


def rejected(fake: FakeDiscord) -> list[str]:
    """Everything the fake Discord refused (it enforces Discord's limits and its 3-second
    window, answering 4xx as Discord does), and its own unhandled routes and errors."""
    out = [f"HTTP {r.status} for {r.method} {r.path}" for r in fake.requests if r.status >= 400]
    return out + [f"fake Discord: {e}" for e in fake.unhandled + fake.errors]
