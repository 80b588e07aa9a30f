"""The fuzz driver's foundation: what it knows (commands, games, messages) and counting.

See ``fuzz_driver.py`` for the whole driver.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
from collections import Counter
from collections.abc import Awaitable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.client import HANDLER_TASKS
from tests.fakediscord import Channel, FakeDiscord, InteractionResult, StoredMessage, User
from tests.fakediscord import components as comps

JSON = dict[str, Any]
#: Every game's (id, status, version) and every seat's (game id, user id, status).
State = tuple[list[Any], list[Any]]
REFUSAL = "\N{NO ENTRY SIGN}"
#: Names of the tasks in which the bot plays a computer seat's turn on its own
#: (``cogs.computers.mover.ComputerMover.poke``): work of the bot, not of an interaction.
COMPUTER_TASKS = "genial-computer-"

#: Typed text nobody should be able to break the bot with.
NASTY = [
    "",
    " ",
    "x" * 300,
    "RB F7 r" * 30,
    "\N{GAME DIE}\N{MAHJONG TILE RED DRAGON} \u00fc\u00df \u202e\u0645\u0631\u062d\u0628\u0627",
    "'; DROP TABLE games; --",
    "1 OR 1=1",
    "%",
    "_",
    "\\",
    '"',
    "<@1> @everyone @here <#1> <@&1>",
    "#1",
    "#999999",
    "#99999999999999999999999",
    "#\u00b2",
    "-1",
    "99999999999999999999999",
    "null",
    "rounds=",
    "rounds=999999",
    "=",
    "swap",
    "pass",
    "resign",
    "  rb   f7  R ",
]
#: How often each slash command is picked (others: 1). Leaving a game is rare on purpose.
COMMAND_WEIGHTS = {
    "genial play": 3.0,
    "genial hand": 2.0,
    "genial board": 2.0,
    "genial games": 2.0,
    "genial log": 2.0,
    "genial resign": 0.25,
    "genial kick": 0.4,
    "genial cancel": 0.4,
}


@dataclass
class GameRow:
    id: int
    number: int  # what users type: the game's number in its server
    edition: str
    status: str
    current_user_id: int | None
    creator_id: int
    thread_id: int | None
    lobby_message_id: int | None
    seats_wanted: int


@dataclass
class Tally:
    """What was sent and what came back."""

    sent: Counter[str] = field(default_factory=Counter)
    replies: Counter[str] = field(default_factory=Counter)
    refusals: Counter[str] = field(default_factory=Counter)
    results: list[tuple[str, InteractionResult]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(self.sent.values())

    def add(self, kind: str, r: InteractionResult) -> None:
        self.results.append((kind, r))
        reply = reply_kind(r)
        self.replies[reply] += 1
        if reply == "refusal":
            text = next(m.content for m in r.messages if m.content.startswith(REFUSAL))
            words = "".join("#" if ch.isdigit() else ch for ch in text[2:]).split()
            self.refusals[" ".join(words[:5])] += 1


def reply_kind(r: InteractionResult) -> str:
    rec = r.record
    if rec.choices is not None:
        return "choices"
    if rec.modal is not None:
        return "modal"
    if any(m.content.startswith(REFUSAL) for m in r.messages):
        return "refusal"
    if r.updated:
        return "update"
    if r.messages:
        return "private" if all(m.ephemeral for m in r.messages) else "public"
    return "acknowledged"


def leaves(command: JSON, prefix: str = "") -> Iterator[tuple[str, list[JSON]]]:
    """``(path, leaf options)`` of every (sub)command under ``command``."""
    path = f"{prefix} {command['name']}".strip()
    subs = [o for o in command.get("options") or [] if o["type"] in (1, 2)]
    if not subs:
        yield path, list(command.get("options") or [])
    for sub in subs:
        yield from leaves(sub, path)


class Base:
    """Random users of one server and what they know of it."""

    def __init__(
        self,
        fake: FakeDiscord,
        channel: Channel,
        users: list[User],
        db_path: Path,
        rng: random.Random,
        open_games: int = 5,
    ) -> None:
        self.fake, self.channel, self.users, self.rng = fake, channel, users, rng
        self.db_path = db_path
        self.open_games = open_games
        self.tally = Tally()
        self.commands: dict[str, list[JSON]] = {}
        self.good_moves: list[str] = []
        self.concurrent_batches = 0
        self.parallel = 0  # batches running now
        self.changed_by_refusal: list[str] = []
        self.peak_open = 0  # most games open (lobby or running) at one time
        self.opened: set[str] = set()  # editions of the games opened so far

    # ----- what the driver knows -----------------------------------------------------------
    def discover(self) -> None:
        for top in self.fake.commands():
            for path, options in leaves(top):
                self.commands[path] = options

    def games(self) -> list[GameRow]:
        with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
            rows = db.execute(
                "SELECT id, number, edition, status, current_user_id, creator_id, thread_id,"
                " lobby_message_id, seats_wanted FROM games ORDER BY id"
            ).fetchall()
        return [GameRow(*row) for row in rows]

    def seated(self, game_id: int) -> list[int]:
        with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
            rows = db.execute(
                "SELECT user_id FROM seats WHERE game_id = ? AND status = 'seated'", (game_id,)
            ).fetchall()
        return [int(r[0]) for r in rows]

    def user(self, user_id: int | None) -> User | None:
        return next((u for u in self.users if u.id == user_id), None)

    def visible(self, user: User, want: str) -> list[StoredMessage]:
        """Recent live messages ``user`` can see that have clickable ``want`` components."""
        found = []
        for msg in reversed(list(self.fake.world.messages.values())):
            if (
                msg.deleted
                or msg.visible_to not in (None, user.id)
                or msg.author.id != (self.fake.bot_user.id)
            ):
                continue
            if self.enabled(msg, want):
                found.append(msg)
            if len(found) == 40:
                break
        return found

    @staticmethod
    def enabled(msg: StoredMessage, want: str) -> list[JSON]:
        pool = msg.buttons if want == "button" else msg.selects
        return [c for c in pool if not c.get("disabled") and "custom_id" in c]

    # ----- sending, counted -----------------------------------------------------------------
    def state(self) -> State:
        """Every game's (id, status, version) and every seat: what a refusal must not change."""
        with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
            games = db.execute("SELECT id, status, version FROM games ORDER BY id").fetchall()
            seats = db.execute(
                "SELECT game_id, user_id, status FROM seats ORDER BY game_id, user_id"
            ).fetchall()
        return games, seats

    def computer_moves_only(self, before: State, after: State) -> bool:
        """Whether all that changed between ``before`` and ``after`` is moves made by computer
        seats (negative user ids): the bot's own turns, which a sweep may start at any time."""
        if before[1] != after[1] or [g[0] for g in before[0]] != [g[0] for g in after[0]]:
            return False
        with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
            for (gid, s0, v0), (_, s1, v1) in zip(before[0], after[0], strict=True):
                if (s1, v1) == (s0, v0):
                    continue
                people = db.execute(
                    "SELECT COUNT(*) FROM moves WHERE game_id = ? AND n > ? AND n <= ?"
                    " AND user_id >= 0",
                    (gid, v0, v1),
                ).fetchone()[0]
                if v1 <= v0 or people:
                    return False
        return True

    async def send(self, kind: str, action: Awaitable[InteractionResult]) -> InteractionResult:
        """Send one interaction; a refusal (when nothing else runs at once) changes nothing.

        Computer seats move on their own (after a person's move, and on a periodic sweep);
        the driver waits for them before it sends, and a computer's move made meanwhile is
        not the refusal's doing."""
        self.tally.sent[kind] += 1
        before = None
        if not self.parallel:
            await self.idle()
            before = self.state()
        r = await action
        self.tally.add(kind, r)
        if before is not None and reply_kind(r) == "refusal":
            after = self.state()
            if after != before and not self.computer_moves_only(before, after):
                self.changed_by_refusal.append(f"{r.record.label}: {r.message.content[:120]}")
        return r

    async def press(
        self, user: User, msg: StoredMessage, cid: str, values: list[Any] | None = None
    ) -> InteractionResult | None:
        """Click button ``cid`` on ``msg`` (or choose ``values`` in select ``cid``) as the user
        sees it once the bot is idle; None if meanwhile a newer post or an edit took it (or
        the chosen value) away: a user would not see it any more."""
        if not self.parallel:
            await self.idle()
        kind = "click" if values is None else "select"
        comp = next(
            (c for c in self.enabled(msg, "button" if values is None else "select")
             if c["custom_id"] == cid),
            None,
        )  # fmt: skip
        offered = {o.get("value") for o in (comp or {}).get("options") or []}
        if msg.deleted or comp is None or (offered and not set(values or []) <= offered):
            self.tally.replies[f"{kind} gone"] += 1
            return None
        if values is None:
            return await self.send(kind, self.fake.click(user, msg, cid))
        return await self.send(kind, self.fake.select(user, msg, cid, values))

    async def idle(self) -> None:
        """Wait (at most 10 s) until the bot handles no interaction and plays no computer
        turn: an earlier interaction may still be at work after its answer (e.g. posting the
        board, or a computer seat replying to a move)."""
        busy = (*HANDLER_TASKS, COMPUTER_TASKS)
        for _ in range(1000):
            if not any(not t.done() and t.get_name().startswith(busy) for t in asyncio.all_tasks()):
                return
            await asyncio.sleep(0.01)

    async def together(self, actions: Iterable[Awaitable[Any]]) -> None:
        """Run ``actions`` at once (two tabs, impatient users, several people)."""
        self.concurrent_batches += 1
        self.parallel += 1
        try:
            await asyncio.gather(*actions)
        finally:
            self.parallel -= 1

    async def autocomplete(
        self, user: User, channel: Channel, path: str, options: JSON, focused: str
    ) -> list[JSON]:
        self.tally.sent["autocomplete"] += 1
        choices = await self.fake.autocomplete(user, channel, path, options, focused=focused)
        self.tally.replies["choices" if choices else "no choices"] += 1
        self.good_moves += [str(c["value"]) for c in choices[:3] if path == "genial play"]
        del self.good_moves[:-50]
        return choices

    async def submit(
        self, user: User, r: InteractionResult, good: bool, text: str | None = None
    ) -> InteractionResult:
        """Fill the modal ``r`` opened: with ``text``, else a good or a nasty text."""
        modal = r.modal
        assert modal is not None
        values = {}
        for comp in comps.iter_components(modal.get("components") or []):
            if comp.get("type") == comps.TEXT_INPUT:
                typed = (text or self.text(good))[: int(comp.get("max_length") or 4000)]
                values[comp["custom_id"]] = typed or "?"
        return await self.send("modal", self.fake.submit_modal(user, r, values))

    def text(self, good: bool) -> str:
        if (good or self.rng.random() < 0.4) and self.good_moves:
            return self.rng.choice(self.good_moves)
        return self.rng.choice(NASTY)
