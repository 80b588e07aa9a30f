"""A seeded random driver for the fuzz test: users doing whatever a user can do.

Everything goes through the fake Discord (slash commands, autocomplete, clicks, selects,
modal submissions), chosen at random from the commands the bot synced and the components
on messages the fake holds (current and stale ones), so that flows other lanes add are
exercised without being hard-coded. About half of the steps move the games forward (the
player to move plays a good move, lobbies fill and start); the rest is chaos. The driver
only reads the database to know whose turn it is; it never changes it.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
from collections import Counter
from collections.abc import Awaitable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from genial import get
from tests.fakediscord import Channel, FakeDiscord, InteractionResult, StoredMessage, User
from tests.fakediscord import components as comps

JSON = dict[str, Any]
REFUSAL = "\N{NO ENTRY SIGN}"

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
    "genial record": 2.0,
    "genial resign": 0.25,
    "genial kick": 0.4,
    "genial cancel": 0.4,
}


@dataclass
class GameRow:
    id: int
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


class Driver:
    """Random users of one server, driving the bot through ``fake``."""

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

    # ----- what the driver knows -----------------------------------------------------------
    def discover(self) -> None:
        for top in self.fake.commands():
            for path, options in leaves(top):
                self.commands[path] = options

    def games(self) -> list[GameRow]:
        with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
            rows = db.execute(
                "SELECT id, edition, status, current_user_id, creator_id, thread_id,"
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
    async def send(self, kind: str, action: Awaitable[InteractionResult]) -> InteractionResult:
        self.tally.sent[kind] += 1
        r = await action
        self.tally.add(kind, r)
        return r

    async def autocomplete(
        self, user: User, channel: Channel, path: str, options: JSON, focused: str
    ) -> list[JSON]:
        self.tally.sent["autocomplete"] += 1
        choices = await self.fake.autocomplete(user, channel, path, options, focused=focused)
        self.tally.replies["choices" if choices else "no choices"] += 1
        self.good_moves += [str(c["value"]) for c in choices[:3] if path == "genial play"]
        del self.good_moves[:-50]
        return choices

    # ----- one step ---------------------------------------------------------------------------
    async def step(self) -> None:
        if self.rng.random() < 0.08:
            self.concurrent_batches += 1
            await asyncio.gather(*(self.one() for _ in range(self.rng.randint(2, 4))))
        else:
            await self.one()

    async def one(self) -> None:
        roll = self.rng.random()
        if roll < 0.5:
            await self.advance()
        elif roll < 0.64:
            await self.random_click()
        elif roll < 0.72:
            await self.random_select()
        elif roll < 0.88:
            await self.random_slash()
        else:
            await self.random_autocomplete()

    # ----- moving the games forward -----------------------------------------------------------
    async def advance(self) -> None:
        games = self.games()
        open_ = [g for g in games if g.status in ("lobby", "active")]
        if len(open_) < self.open_games and self.rng.random() < 0.7:
            await self.new_game()
            return
        lobbies = [g for g in open_ if g.status == "lobby"]
        active = [g for g in open_ if g.status == "active" and self.user(g.current_user_id)]
        if lobbies and (self.rng.random() < 0.5 or not active):
            await self.lobby_step(self.rng.choice(lobbies))
        elif active:
            await self.move(self.rng.choice(active))
        else:
            await self.new_game()

    async def new_game(self) -> None:
        options = self.commands["genial new"]
        editions = [c["value"] for o in options if o["name"] == "edition" for c in o["choices"]]
        edition = self.rng.choice(editions)
        ed = get(edition).edition
        players = self.rng.randint(ed.min_players, ed.max_players)
        if self.rng.random() < 0.1:
            players = self.rng.randint(1, 4)
        creator, *others = self.rng.sample(self.users, len(self.users))
        values: JSON = {"edition": edition, "players": players}
        for i, guest in enumerate(others[: min(players - 1, 3)]):
            values[f"invite{i + 1}"] = guest
        await self.send("slash", self.fake.slash(creator, self.channel, "genial new", values))

    async def lobby_step(self, game: GameRow) -> None:
        lobby = self.fake.world.messages.get(game.lobby_message_id or 0)
        if lobby is None or lobby.deleted:
            return
        seated = self.seated(game.id)
        free = [u for u in self.users if u.id not in seated]
        if len(seated) < game.seats_wanted and free:
            who, action = self.rng.choice(free), "join"
        else:
            who, action = self.user(self.rng.choice(seated)) or self.users[0], "start"
        for b in self.enabled(lobby, "button"):
            if action in str(b["custom_id"]).lower() or str(b.get("label", "")).lower() == action:
                await self.send("click", self.fake.click(who, lobby, b["custom_id"]))
                return

    async def move(self, game: GameRow) -> None:
        player = self.user(game.current_user_id)
        assert player is not None
        thread = self.fake.world.channels.get(game.thread_id or 0, self.channel)
        how = self.rng.random()
        if how < 0.4:
            choices = await self.autocomplete(
                player, thread, "genial play", {"game": game.id, "move": ""}, "move"
            )
            if choices:
                move = self.rng.choice(choices[:4])["value"]
                await self.send(
                    "slash",
                    self.fake.slash(player, thread, "genial play", move=move, game=game.id),
                )
            return
        posts = [m for m in self.fake.messages(thread) if self.enabled(m, "button")]
        if not posts:
            return
        hand = [b for b in self.enabled(posts[-1], "button") if ":hand:" in b["custom_id"]]
        if not hand:
            return
        r = await self.send("click", self.fake.click(player, posts[-1], hand[0]["custom_id"]))
        await self.build(player, r, typed=how > 0.85)

    async def build(self, player: User, r: InteractionResult, typed: bool) -> None:
        """Walk the private move builder to a committed move (or give up after a few steps)."""
        for _ in range(5):
            if not r.has_message or r.message.deleted or r.message.visible_to != player.id:
                return
            msg = r.message
            buttons = self.enabled(msg, "button")
            confirm = [b for b in buttons if ":ok:" in b["custom_id"] or ":do:" in b["custom_id"]]
            kinds = [b for b in buttons if ":type:" in b["custom_id"]]
            selects = self.enabled(msg, "select")
            if typed and kinds and self.good_moves:
                r = await self.send("click", self.fake.click(player, msg, kinds[0]["custom_id"]))
                if r.modal is None:
                    return
                r = await self.submit(player, r, good=True)
                typed = False
            elif selects and not any(":ok:" in b["custom_id"] for b in confirm):
                sel = selects[0]
                value = self.rng.choice(sel.get("options") or [{"value": ""}])["value"]
                r = await self.send(
                    "select", self.fake.select(player, msg, sel["custom_id"], [value])
                )
            elif confirm:
                b = self.rng.choice(confirm)
                await self.send("click", self.fake.click(player, msg, b["custom_id"]))
                return
            else:
                return

    async def submit(self, user: User, r: InteractionResult, good: bool) -> InteractionResult:
        modal = r.modal
        assert modal is not None
        values = {}
        for comp in comps.iter_components(modal.get("components") or []):
            if comp.get("type") == comps.TEXT_INPUT:
                text = self.text(good)[: int(comp.get("max_length") or 4000)]
                values[comp["custom_id"]] = text or "?"
        return await self.send("modal", self.fake.submit_modal(user, r, values))

    def text(self, good: bool) -> str:
        if (good or self.rng.random() < 0.4) and self.good_moves:
            return self.rng.choice(self.good_moves)
        return self.rng.choice(NASTY)

    # ----- chaos --------------------------------------------------------------------------------
    async def random_click(self) -> None:
        user = self.rng.choice(self.users)
        msgs = self.visible(user, "button")
        if not msgs:
            return
        msg = self.rng.choice(msgs)
        b = self.rng.choice(self.enabled(msg, "button"))
        r = await self.send("click", self.fake.click(user, msg, b["custom_id"]))
        if r.modal is not None and self.rng.random() < 0.8:
            await self.submit(user, r, good=False)

    async def random_select(self) -> None:
        user = self.rng.choice(self.users)
        msgs = self.visible(user, "select")
        if not msgs:
            return
        msg = self.rng.choice(msgs)
        sel = self.rng.choice(self.enabled(msg, "select"))
        if sel["type"] == comps.STRING_SELECT:
            values: list[Any] = [self.rng.choice(sel["options"])["value"]]
        else:
            values = [self.rng.choice(self.users)]
        await self.send("select", self.fake.select(user, msg, sel["custom_id"], values))

    def where(self) -> Channel:
        threads = self.fake.threads(self.channel)
        return self.rng.choice([self.channel, *threads[-6:]])

    def pick_command(self, autocomplete: bool = False) -> str:
        paths = [
            p
            for p, opts in self.commands.items()
            if not autocomplete or any(o.get("autocomplete") for o in opts)
        ]
        weights = [COMMAND_WEIGHTS.get(p, 1.0) for p in paths]
        return self.rng.choices(paths, weights)[0]

    def value(self, opt: JSON) -> Any:
        """A random value Discord's UI would let through for option ``opt``."""
        if opt.get("choices"):
            return self.rng.choice(opt["choices"])["value"]
        otype = opt["type"]
        if otype in (6, 9):
            return self.rng.choice([*self.users, self.fake.bot_user])
        if otype == 5:
            return self.rng.random() < 0.5
        if otype == 7:
            return self.where()
        if otype in (4, 10):
            ids = [g.id for g in self.games()] or [1]
            lo, hi = opt.get("min_value", -(2**53) + 1), opt.get("max_value", 2**53 - 1)
            pool = [*ids, *ids, 0, -1, 7777, 2**53 - 1, lo, hi]
            return self.rng.choice([v for v in pool if lo <= v <= hi])
        text = self.text(good=False)
        return text[: int(opt.get("max_length") or 6000)] or "?"

    async def random_slash(self) -> None:
        path = self.pick_command()
        user = self.rng.choice(self.users)
        values = {
            o["name"]: self.value(o)
            for o in self.commands[path]
            if o["type"] not in (8, 11) and (o.get("required") or self.rng.random() < 0.5)
        }
        r = await self.send("slash", self.fake.slash(user, self.where(), path, values))
        if r.modal is not None:
            await self.submit(user, r, good=self.rng.random() < 0.5)

    async def random_autocomplete(self) -> None:
        path = self.pick_command(autocomplete=True)
        opts = self.commands[path]
        focused = self.rng.choice([o for o in opts if o.get("autocomplete")])
        values: JSON = {focused["name"]: self.text(good=False)}
        for o in opts:
            if o is not focused and o["type"] not in (8, 11) and self.rng.random() < 0.5:
                values[o["name"]] = self.value(o)
        user = self.rng.choice(self.users)
        await self.autocomplete(user, self.where(), path, values, focused["name"])
