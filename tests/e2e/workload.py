"""A repeatable stream of player interactions over several games, through the fake Discord.

Used by the memory test (``tests/e2e/test_memory_e2e.py``) and the soak benchmark
(``bench/soak.py``). Every step is one interaction a player could make: open the hand
panel, choose a group, preview a placement, ask autocomplete for moves, or play a move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tests.e2e.helpers import game_thread, play_best, public, whose_turn
from tests.fakediscord import Channel, FakeDiscord, InteractionResult, StoredMessage, User

#: The editions whose menus once kept their game alive, and one without hidden tiles.
EDITIONS = ("classic", "3d", "spezial", "travel")

#: One cycle of a table: what each step does (a move is made every few cycles).
CYCLE = ("panel", "group", "preview", "autocomplete", "filtered")


@dataclass
class Table:
    """One running game as the players see it."""

    game_id: int
    edition: str
    thread: Channel
    players: list[User]
    post: StoredMessage
    mover: User
    panel: InteractionResult | None = None
    steps: int = 0
    moves: int = 0


class Workload:
    """Open ``games`` two-player games, then run interactions round-robin over them."""

    def __init__(
        self, fake: FakeDiscord, channel: Channel, players: list[User], move_every: int = 4
    ) -> None:
        self.fake, self.channel, self.players = fake, channel, players
        self.move_every = move_every
        self.tables: list[Table] = []
        self.interactions = 0
        self.kinds: dict[str, int] = {}

    async def open_games(self, games: int, editions: tuple[str, ...] = EDITIONS) -> None:
        for i in range(games):
            self.tables.append(await self._open(editions[i % len(editions)]))

    async def _open(self, edition: str) -> Table:
        fake, ch = self.fake, self.channel
        creator, guest = self.players[0], self.players[1]
        r = await fake.slash(creator, ch, "genial new", edition=edition, players=2, invite1=guest)
        found = re.search(r"Genial #(\d+)", r.content)
        assert found and not r.ephemeral, r.text
        await fake.click(guest, r.message, label="Join")
        mark = fake.mark()
        await fake.click(creator, r.message, label="Start")
        post = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        self.interactions += 3
        game_id = int(found.group(1))
        thread = game_thread(fake, ch)
        mover = await whose_turn(fake, [creator, guest], thread, game_id)
        return Table(game_id, edition, thread, [creator, guest], post, mover)

    async def step(self) -> str:
        """One interaction (a move counts its autocomplete, the command and the mover check)."""
        table = self.tables[self.interactions % len(self.tables)]
        kind = CYCLE[table.steps % len(CYCLE)]
        cycle = table.steps // len(CYCLE)
        if kind == "filtered" and cycle % self.move_every == self.move_every - 1:
            kind = "move"
        table.steps += 1
        await self._do(table, kind)
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        self.interactions += 1
        return kind

    async def _do(self, table: Table, kind: str) -> None:
        fake, user = self.fake, table.mover
        if kind == "panel":
            table.panel = await fake.click(user, table.post, label=_hand_label(table.post))
            assert table.panel.ephemeral, table.panel.text
        elif kind in ("group", "preview"):
            panel = table.panel
            if panel is None or not panel.message.selects:
                # A word menu (swap or keep) or a finished game: autocomplete instead.
                await self._autocomplete(table, "")
                return
            menu = panel.message.selects[-1]
            r = await fake.select(user, panel, menu["custom_id"], [menu["options"][0]["value"]])
            assert r.ephemeral, r.text
            table.panel = r
        elif kind == "autocomplete":
            await self._autocomplete(table, "")
        elif kind == "filtered":
            await self._autocomplete(table, "1")
        else:
            await self._move(table)

    async def _autocomplete(self, table: Table, typed: str) -> None:
        await self.fake.autocomplete(
            table.mover,
            table.thread,
            "genial play",
            {"game": table.game_id, "move": typed},
            focused="move",
        )

    async def _move(self, table: Table) -> None:
        if "Game over" in table.post.content:
            # Replace a finished game by a new one of the same edition at the same place.
            index = self.tables.index(table)
            self.tables[index] = await self._open(table.edition)
            return
        await play_best(self.fake, table.mover, table.thread, table.game_id)
        table.moves += 1
        table.post = self.fake.last_message(table.thread)
        table.panel = None
        if "Game over" not in table.post.content:
            table.mover = await whose_turn(self.fake, table.players, table.thread, table.game_id)


def _hand_label(post: StoredMessage) -> str:
    labels = [str(b.get("label", "")) for b in post.buttons]
    mine = [lb for lb in labels if lb.startswith("My ") or lb == "Play"]
    assert mine, f"no hand button on the post: {labels}"
    return mine[0]
