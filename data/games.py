"""Finding a game: by its internal id, or as a server's users name it (``db.games``)."""

from __future__ import annotations

from .errors import CorruptRecordError
from .rows import GameRow
from .store import Store


class GameStore(Store):
    """Game look-ups."""

    async def get_game(self, game_id: int) -> GameRow | None:
        """The game, or None if there is no such game.

        Not scoped to a guild: for the bot's own follow-ups once a game was found.
        Whatever a user names or clicks is looked up with :meth:`find_game`.

        Raises CorruptRecordError if its stored JSON (record, summary, options)
        cannot be decoded.
        """
        return await self._get_game(game_id)

    async def find_game(
        self,
        guild_id: int,
        *,
        number: int | None = None,
        game_id: int | None = None,
        thread_id: int | None = None,
    ) -> GameRow | None:
        """The game of ``guild_id`` with this per-guild ``number`` (what users type),
        this internal ``game_id`` (from a button) or this ``thread_id`` (where a
        command is typed); give exactly one of the three.

        None when the guild has no such game, also when another guild has it: a
        game is only ever found in its own guild. Raises CorruptRecordError like
        :meth:`get_game`, ValueError unless exactly one key is given.
        """
        keys = [k for k in (number, game_id, thread_id) if k is not None]
        if len(keys) != 1:
            raise ValueError("give exactly one of number=, game_id= and thread_id=")
        if number is not None:
            sql = "SELECT * FROM games WHERE guild_id = ? AND number = ?"
        elif game_id is not None:
            sql = "SELECT * FROM games WHERE guild_id = ? AND id = ?"
        else:
            sql = "SELECT * FROM games WHERE guild_id = ? AND thread_id = ? ORDER BY id DESC"
        row = await self._one(sql, (guild_id, keys[0]))
        if row is None:
            return None
        game = GameRow.from_row(row)
        if game.corrupt:
            raise CorruptRecordError(game.id, f"undecodable JSON in {', '.join(game.corrupt)}")
        return game


__all__ = ["GameStore"]
