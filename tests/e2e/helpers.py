"""Driving a game through the fake Discord like players would."""

from __future__ import annotations

from tests.fakediscord import Channel, FakeDiscord, StoredMessage, User


def public(message: StoredMessage) -> bool:
    """A message everybody in the channel sees."""
    return not message.ephemeral


def game_thread(fake: FakeDiscord, channel: Channel) -> Channel:
    threads = fake.threads(channel)
    assert threads, "the game should run in a thread of the channel"
    return threads[-1]


def last_turn_post(fake: FakeDiscord, thread: Channel) -> StoredMessage:
    return fake.last_message(thread)


def to_move(post: StoredMessage, players: list[User]) -> User | None:
    """The player the post pinged (None if nobody)."""
    for user in players:
        if user.id in post.pinged:
            return user
    return None


async def play_best(fake: FakeDiscord, user: User, channel: Channel, game_id: int) -> str:
    """``/genial play`` with the top autocomplete suggestion; returns the move played."""
    choices = await fake.autocomplete(
        user, channel, "genial play", {"game": game_id, "move": ""}, focused="move"
    )
    assert choices, "autocomplete should list moves for the player to move"
    move = str(choices[0]["value"])
    mark = fake.mark()
    r = await fake.slash(user, channel, "genial play", move=move, game=game_id)
    await fake.wait_for_message(channel, since=mark, check=public)
    assert r.ephemeral, r.text
    assert "Played" in r.text, r.text
    return move


async def whose_turn(
    fake: FakeDiscord, players: list[User], channel: Channel, game_id: int
) -> User:
    """The player for whom autocomplete offers moves (it offers nothing to the others)."""
    for user in players:
        choices = await fake.autocomplete(
            user, channel, "genial play", {"game": game_id, "move": ""}, focused="move"
        )
        if choices:
            return user
    raise AssertionError("nobody can move")
