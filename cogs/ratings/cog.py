"""The ``/rating`` group: leaderboard, profile, versus, and excluding a game."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from app.errors import UserError, not_found
from app.ratings import text as rating_text
from app.text import gamewords
from app.text.names import edition_name
from cogs.common import limits
from cogs.common.commandtext import cmd, edition_choice
from cogs.common.context import png, service_of
from cogs.common.locale import reader
from cogs.common.resolve import load_here
from community.stats import Played, head_to_head, records
from data import NotFoundError, RatingRow, standing
from genial import EDITIONS, get
from render.ratings import BoardRow, Chart, leaderboard_png, profile_png

#: Lines per leaderboard page (image and text).
PER_PAGE = 15
#: Editions played by two or more people: the ones with ratings.
RATED_CHOICES = [
    edition_choice(key) for key, cls in EDITIONS.items() if cls.edition.max_players >= 2
]


def _guild(interaction: discord.Interaction[Any]) -> int:
    if interaction.guild_id is None:
        raise UserError(i18n.text(reader(interaction), "ui-rating-server-only"), reason="no-guild")
    return interaction.guild_id


def _link(guild_id: int, channel_id: int) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}"


@app_commands.guild_only()
class Ratings(
    commands.GroupCog,
    group_name=cmd("cmd-rating-group"),
    group_description=cmd("cmd-rating-group-desc"),
):
    """/rating: leaderboards, profiles, head to head, and excluding a game."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=cmd("cmd-leaderboard"), description=cmd("cmd-rating-leaderboard"))
    @app_commands.rename(edition=cmd("cmd-opt-edition"), page=cmd("cmd-opt-page"))
    @app_commands.describe(
        edition=cmd("cmd-rating-leaderboard-edition"), page=cmd("cmd-rating-leaderboard-page")
    )
    @app_commands.choices(edition=RATED_CHOICES)
    async def leaderboard(
        self,
        interaction: discord.Interaction[Any],
        edition: str,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        locale = reader(interaction)
        guild = _guild(interaction)
        svc = service_of(interaction)
        rows = await svc.db.ratings(guild, edition)
        pages = max(1, -(-len(rows) // PER_PAGE))
        if page > pages:
            raise UserError(
                i18n.text(locale, "ui-rating-no-such-page", page=page, pages=pages),
                reason="page",
            )
        await limits.ack(interaction)
        ranked = _ranked(rows)[(page - 1) * PER_PAGE : page * PER_PAGE]
        names = await svc.db.names([r.user_id for _, r in ranked])
        title = i18n.text(
            locale, "img-rating-leaderboard-title", edition=edition_name(edition, locale)
        )
        footer = i18n.text(locale, "img-rating-page", page=page, pages=pages)
        board = [
            BoardRow(
                rank,
                names.get(r.user_id, str(r.user_id)),
                r.shown,
                r.games,
                r.wins,
                r.last_played.date().isoformat(),
            )
            for rank, r in ranked
        ]
        image = await svc.run(leaderboard_png, board, title=title, footer=footer, locale=locale)
        lines = [f"**{title}** ({footer})"]
        lines += rating_text.leaderboard_lines(locale, ranked, names)
        if not rows:
            lines.append(i18n.text(locale, "ui-rating-board-empty"))
        await limits.answer(
            interaction,
            limits.fit_lines(lines),
            files=[png(image, "leaderboard.png", _alt(lines))],
        )

    @app_commands.command(name=cmd("cmd-profile"), description=cmd("cmd-rating-profile"))
    @app_commands.rename(player=cmd("cmd-opt-player"))
    @app_commands.describe(player=cmd("cmd-rating-profile-player"))
    async def profile(
        self, interaction: discord.Interaction[Any], player: discord.User | None = None
    ) -> None:
        locale = reader(interaction)
        guild = _guild(interaction)
        svc = service_of(interaction)
        who = player or interaction.user
        if not isinstance(who, discord.User | discord.Member):  # an id Discord did not resolve
            raise UserError(i18n.text(locale, "ui-input-user"), reason="user")
        await limits.ack(interaction)
        ratings = {r.edition: r for r in await svc.db.ratings_of(guild, who.id)}
        played = []
        threads: dict[int, int] = {}
        for f in await svc.db.finished_seats(guild, who.id):
            threads[f.game.number] = f.game.post_channel_id
            st = f.standing
            if st is None:
                continue
            colours = "".join(c.letter for c in get(f.game.edition).colours)
            players = len((f.game.record or {}).get("result") or [])
            played.append(Played(f.game.id, f.game.edition, st.place, players, st.scores, colours))
        per_edition = records(played)
        lines = [i18n.text(locale, "ui-rating-profile-title", name=who.display_name)]
        charts = []
        for edition in [e for e in EDITIONS if e in ratings or e in per_edition]:
            rating = ratings.get(edition)
            lines += rating_text.profile_lines(
                locale,
                edition,
                rating,
                per_edition.get(edition),
                lambda gid: _link(guild, threads.get(gid, 0)),
            )
            if rating is not None:
                history = await svc.db.rating_history(guild, edition, who.id)
                title = i18n.text(
                    locale,
                    "img-rating-chart-title",
                    edition=edition_name(edition, locale),
                    games=rating.games,
                    provisional=rating.provisional,
                )
                points = [history[0].shown_before] + [h.shown_after for h in history]
                charts.append(Chart(title, points, [h.place for h in history]))
        if len(lines) == 1:
            lines.append(i18n.text(locale, "ui-rating-profile-empty"))
        files = []
        if charts:
            image = await svc.run(profile_png, who.display_name, charts, locale=locale)
            files.append(png(image, "profile.png", _alt(lines)))
        await limits.answer(interaction, limits.fit_lines(lines), files=files)

    @app_commands.command(name=cmd("cmd-versus"), description=cmd("cmd-rating-versus"))
    @app_commands.rename(player=cmd("cmd-opt-player"))
    @app_commands.describe(player=cmd("cmd-rating-versus-player"))
    async def versus(self, interaction: discord.Interaction[Any], player: discord.User) -> None:
        locale = reader(interaction)
        guild = _guild(interaction)
        if player.id == interaction.user.id:
            raise UserError(i18n.text(locale, "ui-rating-versus-self"), reason="self")
        svc = service_of(interaction)
        meetings = []
        for game, mine, theirs in await svc.db.meetings(guild, interaction.user.id, player.id):
            a, b = standing(game, mine), standing(game, theirs)
            if a is not None and b is not None:
                meetings.append((game.id, game.edition, a.place, b.place))
        lines = rating_text.versus_lines(
            locale, interaction.user.display_name, player.display_name, head_to_head(meetings)
        )
        await limits.answer(interaction, limits.fit_lines(lines))

    @app_commands.command(name=cmd("cmd-exclude"), description=cmd("cmd-rating-exclude"))
    @app_commands.rename(game=cmd("cmd-opt-game"), restore=cmd("cmd-opt-restore"))
    @app_commands.describe(
        game=cmd("cmd-rating-exclude-game"), restore=cmd("cmd-rating-exclude-restore")
    )
    async def exclude(
        self, interaction: discord.Interaction[Any], game: int, restore: bool = False
    ) -> None:
        locale = reader(interaction)
        guild = _guild(interaction)
        perms = getattr(interaction.user, "guild_permissions", None)
        if not (perms and perms.manage_guild):
            raise UserError(i18n.text(locale, "ui-rating-exclude-permission"), reason="permission")
        loaded = await load_here(interaction, game, engine=False)  # this server's game #n
        if loaded.row.guild_id != guild:  # (load_here finds no other server's game)
            raise not_found(game)
        svc = service_of(interaction)
        try:
            changed = await svc.db.set_excluded(loaded.id, not restore)
        except NotFoundError:
            raise UserError(
                i18n.text(locale, "ui-rating-exclude-unrated", game=loaded.row.number),
                reason="unrated",
            ) from None
        key = "ui-rating-restored" if restore else "ui-rating-excluded"
        if not changed:
            key = "ui-rating-already-restored" if restore else "ui-rating-already-excluded"
        number, edition = loaded.row.number, edition_name(loaded.row.edition, locale)
        text = i18n.text(locale, key, game=number, edition=edition)
        await limits.answer(interaction, text)


def _ranked(rows: list[RatingRow]) -> list[tuple[int | None, RatingRow]]:
    """Established players numbered 1, 2, ... (ties share a number), provisional ones after."""
    out: list[tuple[int | None, RatingRow]] = []
    rank = 0
    previous: int | None = None
    for i, row in enumerate(r for r in rows if not r.provisional):
        if row.shown != previous:
            rank = i + 1
            previous = row.shown
        out.append((rank, row))
    out += [(None, r) for r in rows if r.provisional]
    return out


def _alt(lines: list[str]) -> str:
    """An image's description from the text it illustrates (markdown removed)."""
    return gamewords.clip(" ".join(lines).replace("**", ""))


async def setup(bot: commands.Bot) -> None:
    """Load the /rating group."""
    await bot.add_cog(Ratings(bot))
