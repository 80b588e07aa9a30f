"""The fuzz driver's chaos: random clicks, choices, commands and typed text by anybody."""

from __future__ import annotations

from typing import Any

from tests.e2e.fuzz_base import COMMAND_WEIGHTS, JSON, Base
from tests.fakediscord import Channel
from tests.fakediscord import components as comps


class Chaos(Base):
    """Whatever a user can do, on any message they can see, current or stale."""

    async def random_click(self) -> None:
        user = self.rng.choice(self.users)
        msgs = self.visible(user, "button")
        if not msgs:
            return
        msg = self.rng.choice(msgs)
        b = self.rng.choice(self.enabled(msg, "button"))
        r = await self.press(user, msg, b["custom_id"])
        if r is not None and r.modal is not None and self.rng.random() < 0.8:
            await self.submit(user, r, good=False)

    async def double_click(self) -> None:
        """The same button clicked twice at once (an impatient user, or two tabs)."""
        user = self.rng.choice(self.users)
        msgs = self.visible(user, "button")[:10]
        if not msgs:
            return
        msg = self.rng.choice(msgs)
        cid = self.rng.choice(self.enabled(msg, "button"))["custom_id"]
        await self.together(self.press(user, msg, cid) for _ in range(2))

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
        await self.press(user, msg, sel["custom_id"], values)

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
            ids = [g.number for g in self.games()] or [1]
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
