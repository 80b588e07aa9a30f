"""A seeded random driver for the fuzz test: users doing whatever a user can do.

Everything goes through the fake Discord (slash commands, autocomplete, clicks, selects,
modal submissions), chosen at random from the commands the bot synced and the components
on messages the fake holds (current and stale ones), so that flows other lanes add are
exercised without being hard-coded. About half of the steps move the games forward (the
player to move plays a good move, lobbies fill and start); the rest is chaos. The driver
only reads the database to know whose turn it is; it never changes it.
"""

from __future__ import annotations

from genial import get
from tests.e2e.fuzz_base import JSON, GameRow
from tests.e2e.fuzz_chaos import Chaos
from tests.fakediscord import InteractionResult, User


class Driver(Chaos):
    """Random users of one server, driving the bot through the fake Discord."""

    # ----- one step ---------------------------------------------------------------------------
    async def step(self) -> None:
        if self.rng.random() < 0.08:
            await self.together(self.one() for _ in range(self.rng.randint(2, 4)))
        else:
            await self.one()

    async def one(self) -> None:
        roll = self.rng.random()
        if roll < 0.5:
            await self.advance()
        elif roll < 0.61:
            await self.random_click()
        elif roll < 0.64:
            await self.double_click()
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
        self.peak_open = max(self.peak_open, len(open_))
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
        # Editions not opened yet first: a short run still covers several of them.
        fresh = [e for e in editions if e not in self.opened]
        edition = self.rng.choice(fresh or editions)
        self.opened.add(edition)
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
                cid = b["custom_id"]
                if self.rng.random() < 0.25:
                    await self.together(self.press(who, lobby, cid) for _ in range(2))
                else:
                    await self.press(who, lobby, cid)
                return

    async def move(self, game: GameRow) -> None:
        player = self.user(game.current_user_id)
        assert player is not None
        thread = self.fake.world.channels.get(game.thread_id or 0, self.channel)
        how = self.rng.random()
        if how < 0.4:
            choices = await self.autocomplete(
                player, thread, "genial play", {"game": game.number, "move": ""}, "move"
            )
            if choices:
                move = self.rng.choice(choices[:4])["value"]
                await self.send(
                    "slash",
                    self.fake.slash(player, thread, "genial play", move=move, game=game.number),
                )
            return
        # The bot takes the button off the previous turn post just after posting the next one
        # Read the thread once it is done, as a player sees it.
        await self.idle()
        posts = [m for m in self.fake.messages(thread) if self.enabled(m, "button")]
        if not posts:
            return
        hand = [b for b in self.enabled(posts[-1], "button") if ":hand:" in b["custom_id"]]
        if not hand:
            return
        typed = None
        if how > 0.85:  # type a move of this game (a legal one, as autocomplete offers it)
            choices = await self.autocomplete(
                player, thread, "genial play", {"game": game.number, "move": ""}, "move"
            )
            typed = str(self.rng.choice(choices)["value"]) if choices else None
        # (a newer turn post may take its button meanwhile: a player would not see it)
        r = await self.press(player, posts[-1], hand[0]["custom_id"])
        if r is not None:
            await self.build(player, r, typed)

    async def build(self, player: User, r: InteractionResult, typed: str | None) -> None:
        """Walk the private move builder to a committed move (or give up after a few steps);
        with ``typed``, type that move in the form instead of choosing it in the menus."""
        for _ in range(5):
            if not r.has_message or r.message.deleted or r.message.visible_to != player.id:
                return
            msg = r.message
            buttons = self.enabled(msg, "button")
            confirm = [b for b in buttons if ":ok:" in b["custom_id"] or ":do:" in b["custom_id"]]
            forms = [b for b in buttons if ":type:" in b["custom_id"]]
            selects = self.enabled(msg, "select")
            if typed and forms:
                form = await self.press(player, msg, forms[0]["custom_id"])
                if form is None or form.modal is None:
                    return
                r = await self.submit(player, form, good=True, text=typed)
                typed = None
            elif selects and not any(":ok:" in b["custom_id"] for b in confirm):
                sel = selects[-1]
                value = self.rng.choice(sel.get("options") or [{"value": ""}])["value"]
                chosen = await self.press(player, msg, sel["custom_id"], [value])
                if chosen is None:
                    return
                r = chosen
            elif confirm:
                b = self.rng.choice(confirm)
                await self.press(player, msg, b["custom_id"])
                return
            else:
                return
