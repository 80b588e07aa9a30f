"""Driving a game through the fake Discord like players would."""

from __future__ import annotations

import re
from typing import Any

from cogs.play.panels import in_part
from tests.fakediscord import (
    Channel,
    FakeDiscord,
    InteractionResult,
    StoredMessage,
    User,
    iter_components,
)


def public(message: StoredMessage) -> bool:
    """A message everybody in the channel sees."""
    return not message.ephemeral


def turn_post(message: StoredMessage) -> bool:
    """A public post with the board: a turn post, new or edited in place."""
    return not message.ephemeral and bool(message.files)


async def wait_for_turn_post(fake: FakeDiscord, channel: Channel, since: int) -> StoredMessage:
    """The turn post a move made: a new post, or the latest one edited in place (the turn
    goes on: it keeps its button). An older post losing its button is not one."""

    def find() -> StoredMessage | None:
        for ev in fake.world.events[since:]:
            msg: StoredMessage = ev.obj
            if getattr(msg, "channel_id", None) != channel.id or not turn_post(msg):
                continue
            if ev.kind == "message_create" or (ev.kind == "message_update" and msg.buttons):
                return msg
        return None

    found = await fake.wait_for(find, what=f"a turn post in {channel!r}")
    assert found is not None
    return found


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
    await wait_for_turn_post(fake, channel, mark)
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


async def confirm(
    fake: FakeDiscord, user: User, asked: InteractionResult, *, label: str = "Confirm"
) -> InteractionResult:
    """Answer the private "Are you sure?" that ``asked`` showed (resign, cancel, kick)."""
    assert asked.ephemeral and "Are you sure?" in asked.text, asked.text
    assert [b["label"] for b in asked.message.buttons] == ["Confirm", "Back"]
    return await fake.click(user, asked, label=label)


# ----- starting two-player games and making moves -----
async def start_two_player(
    fake: FakeDiscord,
    channel: Channel,
    creator: User,
    guest: User,
    edition: str,
    **options: Any,
) -> tuple[Channel, StoredMessage]:
    """``/genial new`` for two with ``guest`` invited (and ``options``, e.g. ``clock``), Join,
    Start: the thread and first post."""
    r = await fake.slash(
        creator, channel, "genial new", edition=edition, players=2, invite1=guest, **options
    )
    assert not r.ephemeral and "Genial #" in r.content, r.text
    assert [b["label"] for b in r.message.buttons][:4] == ["Join", "Leave", "Start", "Cancel"]
    await fake.click(guest, r.message, label="Join")
    # A game that just ended may still be posting its final board (and chart) in its own thread.
    known = {t.id for t in fake.threads(channel)}
    mark = fake.mark()
    await fake.click(creator, r.message, label="Start")
    first = await fake.wait_for_message(
        since=mark, check=lambda m: public(m) and bool(m.files) and m.channel_id not in known
    )
    thread = game_thread(fake, channel)
    assert first.channel_id == thread.id
    assert first.png("board.png")[:4] == b"\x89PNG"
    return thread, first


async def move_choices(
    fake: FakeDiscord, user: User, channel: Channel, game_id: int, typed: str = ""
) -> list[dict[str, Any]]:
    """The ``/genial play`` autocomplete choices (``name``, ``value``) for ``typed``, best first."""
    return await fake.autocomplete(
        user, channel, "genial play", {"game": game_id, "move": typed}, focused="move"
    )


async def play_move(
    fake: FakeDiscord, user: User, channel: Channel, game_id: int, move: str
) -> tuple[InteractionResult, StoredMessage]:
    """``/genial play`` ``move``: the private answer and the public post it caused."""
    mark = fake.mark()
    r = await fake.slash(user, channel, "genial play", move=move, game=game_id)
    post = await wait_for_turn_post(fake, channel, mark)
    assert r.ephemeral, r.text
    assert "Played" in r.text, r.text
    return r, post


def do_button(message: StoredMessage, move: str) -> dict[str, Any]:
    """The one-click button (``DoButton``) of ``move`` on a private panel."""
    found = [
        b
        for b in message.buttons
        if str(b.get("custom_id", "")).startswith("g:do:")
        and str(b["custom_id"]).split(":", 4)[4] == move
    ]
    assert len(found) == 1, f"no single button for {move!r}: {message.buttons}"
    return found[0]


def menu_version(message: StoredMessage) -> int:
    """The game version a private panel's menus and buttons were built for (``g:xx:gid:ver``)."""
    versions = {
        int(str(c["custom_id"]).split(":")[3])
        for c in iter_components(message.components)
        if str(c.get("custom_id", "")).startswith(("g:grp:", "g:opt:", "g:do:", "g:ok:", "g:type:"))
    }
    assert len(versions) == 1, f"one version expected in the panel: {versions}"
    return versions.pop()


async def click_do(
    fake: FakeDiscord, user: User, panel: InteractionResult, thread: Channel, move: str
) -> tuple[InteractionResult, StoredMessage]:
    """Click the one-click button of ``move`` on ``panel``: the answer and the public post."""
    mark = fake.mark()
    r = await fake.click(user, panel, custom_id=do_button(panel.message, move)["custom_id"])
    post = await wait_for_turn_post(fake, thread, mark)
    return r, post


async def build_and_play(
    fake: FakeDiscord,
    user: User,
    panel: InteractionResult,
    thread: Channel,
    group: str | None = None,
    move: str | None = None,
) -> tuple[InteractionResult, StoredMessage, str]:
    """The move builder: group select -> option select -> preview -> **Play**.

    ``group``/``move`` default to the first (best) entries of the menus. Returns the
    confirm click's answer, the public post and the move played.
    """
    grp = panel.message.selects[-1]
    assert grp["custom_id"].startswith("g:grp:"), grp
    key = group or grp["options"][0]["value"]
    r = await fake.select(user, panel, grp["custom_id"], [key])
    r = await past_rows(fake, user, r)
    assert r.ephemeral and r.updated, r
    if r.message.selects:
        opt = r.message.selects[-1]
        assert opt["custom_id"].startswith("g:opt:"), opt
        chosen = move or opt["options"][0]["value"]
        r = await fake.select(user, r, opt["custom_id"], [chosen])
    else:  # a group with one move (a card) goes straight to its preview
        chosen = confirmed_move(r.message)
        assert move is None or move == chosen, (move, chosen)
    assert r.ephemeral and "Preview" in r.text, r.text
    assert r.png("preview.png")[:4] == b"\x89PNG"
    assert f"`{chosen}`" in r.text, r.text
    assert not any(public(m) for m in r.created), "a preview is private"
    mark = fake.mark()
    r = await fake.click(user, r, custom_id=confirm_button(r.message)["custom_id"])
    post = await wait_for_turn_post(fake, thread, mark)
    return r, post, chosen


def confirm_button(message: StoredMessage) -> dict[str, Any]:
    """The **Play** button (``ConfirmButton``) of a preview."""
    found = [b for b in message.buttons if str(b.get("custom_id", "")).startswith("g:ok:")]
    assert len(found) == 1, f"one Play button expected: {message.buttons}"
    return found[0]


def confirmed_move(message: StoredMessage) -> str:
    """The move a preview's **Play** button makes (``g:ok:gid:ver:move``)."""
    return str(confirm_button(message)["custom_id"]).split(":", 4)[4]


def undescribed(fake: FakeDiscord) -> list[tuple[int, str]]:
    """(message id, file name) of every image attachment, public or private, that has no
    description (alt text): a screen reader would only say its file name."""
    return [
        (m.id, a.filename)
        for m in fake.world.messages.values()
        for a in m.attachments
        if a.filename.endswith(".png") and not (a.description or "").strip()
    ]


def image_count(fake: FakeDiscord) -> int:
    return sum(
        1
        for m in fake.world.messages.values()
        for a in m.attachments
        if a.filename.endswith(".png")
    )


async def past_rows(
    fake: FakeDiscord, user: User, r: InteractionResult, cell: str | None = None
) -> InteractionResult:
    """Through the row step a menu of more than two pages starts with: the row
    of ``cell`` (e.g. "F7"), else the row holding the best move (so the next menu still
    opens with the best move, as before rows)."""
    while r.message.selects and str(r.message.selects[-1]["custom_id"]).startswith("g:row:"):
        rows = r.message.selects[-1]["options"]
        if cell is not None:
            value = next(o["value"] for o in rows if in_part(cell, o["value"].split("@")[1]))
        else:

            def best(o: dict[str, Any]) -> int:
                found = re.search(r"\+(\d+)", str(o.get("description", "")))
                return int(found[1]) if found else -1

            value = max(rows, key=best)["value"]
        r = await fake.select(user, r, r.message.selects[-1]["custom_id"], [value])
        assert r.ephemeral and r.updated, r
    return r
