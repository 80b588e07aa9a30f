"""The end of a server's day: the strong computer's result on the deal, then one post with
the day's top three and the opening of the next deal. Claimed in the database first
(``daily-end:<server>:<day>``), so of several bot processes one computes and posts; a
process that dies in between leaves a claim that runs out, and the work is done again then
(the computer's result is stored as soon as it is known, the post carries a nonce)."""

from __future__ import annotations

from datetime import date, timedelta

from app.daily.results import EndOfDay, score_of
from app.daily.service import Daily
from app.games.service import GameService
from community.daily import day_text, parse_day
from data.daily import DailyDay
from data.store import Shards
from genial import Game
from genial.computer import decide
from genial.core.rng import Rng


def claim_key(day: DailyDay) -> str:
    """The claim that one process closes the day."""
    return f"daily-end:{day.guild_id}:{day.day}"


def computer_result(game: Game, budget: float | None, iterations: int, seed: int) -> int:
    """The strong computer plays the deal to its end (CPU work: a worker); its result."""
    rng = Rng(seed)
    while not game.over:
        game.apply(decide(game, 0, "strong", rng, budget=budget, iterations=iterations))
    return score_of(game)


class DayCloser:
    """Closes the servers' days that are over."""

    def __init__(self, games: GameService, daily: Daily) -> None:
        self._games = games
        self._db = games.db
        self._daily = daily

    async def due(self, shards: Shards = None) -> list[DailyDay]:
        """The days over on their server (its time zone) and not yet closed."""
        # Every time zone's date is within a day of UTC's: a day before the day after
        # tomorrow (UTC) may be over somewhere; each server's own zone decides.
        before = day_text(self._db.now().date() + timedelta(days=2))
        out = []
        for day in await self._db.daily.open_daily_days(before, shards):
            if day.day < day_text(await self._daily.today(day.guild_id)):
                out.append(day)
        return out

    async def claim(self, day: DailyDay) -> EndOfDay | None:
        """Claim the day's close and prepare its post; None when another process has it.
        The caller posts, then calls :meth:`done` (or :meth:`failed`)."""
        if not await self._db.claims.claim(claim_key(day)):
            return None
        try:
            return await self._prepare(day)
        except BaseException:
            await self._db.claims.release_claim(claim_key(day))
            raise

    async def _prepare(self, day: DailyDay) -> EndOfDay:
        when = parse_day(day.day) or date.min
        computer = day.computer_score
        if computer is None:
            game = await self._daily.deal(day.guild_id, when, day.edition)
            d = self._daily
            seed = (day.guild_id ^ when.toordinal()) & 0xFFFFFFFF
            computer = await self._games.run(
                computer_result, game, d.computer_budget, d.computer_iterations, seed
            )
            await self._db.daily.set_daily_computer(day.guild_id, day.day, computer)
        setup = await self._daily.setup(day.guild_id)
        results = await self._db.daily.daily_results(day.guild_id, day.day, day.day)
        top: list[tuple[int, int, int]] = []
        last: int | None = None
        for i, r in enumerate(results):
            place = i + 1 if r.score != last else top[-1][0]
            last = r.score
            if place > 3:
                break
            top.append((place, r.user_id, r.score or 0))
        following = when + timedelta(days=1)
        edition = setup.edition_on(following)
        opening = await self._daily.deal(day.guild_id, following, edition)
        return EndOfDay(
            day.guild_id,
            day.day,
            tuple(top),
            len(results),
            computer,
            day_text(following),
            edition,
            opening.hand_fact(0),
            (setup.channel_id or day.channel_id) if setup.on else None,
        )

    async def done(self, end: EndOfDay) -> None:
        """The post is made (or there was nowhere to make it): the day is closed."""
        await self._db.daily.close_daily_day(end.guild_id, end.day)
        await self._db.claims.finish_claim(f"daily-end:{end.guild_id}:{end.day}")

    async def failed(self, end: EndOfDay) -> None:
        """The post failed: give the claim back, the next pass tries again."""
        await self._db.claims.release_claim(f"daily-end:{end.guild_id}:{end.day}")
