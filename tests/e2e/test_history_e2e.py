"""The history through the real client: /genial log, the score chart in the final post,
and /genial replay stepping forward and back (also after a restart)."""

from __future__ import annotations

import re

import pytest

from render.theme import DARK
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm,
    game_thread,
    past_rows,
    play_best,
    public,
    start_two_player,
    wait_for_turn_post,
    whose_turn,
)

pytestmark = pytest.mark.asyncio

#: The preview stamp's colour in the default (dark) theme.
STAMP = DARK.symbols[0]


def _labels(message: object) -> list[tuple[str, bool]]:
    return [(b["label"], bool(b.get("disabled"))) for b in message.buttons]  # type: ignore[attr-defined]


async def test_log_chart_and_replay_of_a_game(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    players = [alice, bob]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        await start_two_player(fake, ch, alice, bob, "travel")
        thread = game_thread(fake, ch)
        # --- a preview is stamped as one; the board posted after Play is not
        mover = await whose_turn(fake, players, thread, 1)
        panel = await fake.click(mover, fake.last_message(thread), label="My tiles")
        grp = panel.message.selects[-1]
        r = await fake.select(mover, panel, grp["custom_id"], [grp["options"][0]["value"]])
        r = await past_rows(fake, mover, r)
        opt = r.message.selects[-1]
        chosen = opt["options"][0]["value"]
        r = await fake.select(mover, r, opt["custom_id"], [chosen])
        preview = r.message.attachments[0].image().convert("RGB")
        # Bars across the top and the bottom (not down the sides: render/preview.py).
        bottom = (preview.width // 2, preview.height - 3)
        assert preview.getpixel((2, 2)) == STAMP and preview.getpixel(bottom) == STAMP
        mark = fake.mark()
        await fake.click(mover, r, label=f"Play {chosen}")
        post = await wait_for_turn_post(fake, thread, mark)
        board = post.attachments[0].image().convert("RGB")
        assert board.size == preview.size and board.getpixel((2, 2)) != STAMP
        played = [chosen]
        for _ in range(2):
            mover = await whose_turn(fake, players, thread, 1)
            played.append(await play_best(fake, mover, thread, 1))

        # --- the log: every move with its notation and points, privately
        r = await fake.slash(bob, thread, "genial log", game=1)
        assert r.ephemeral and not r.files, r.text
        assert "Game #1: moves 1–3 of 3" in r.text, r.text
        assert [b["label"] for b in r.message.buttons] == ["Older", "Newer"]
        lines = [ln for ln in r.text.splitlines() if re.match(r"\d+\. ", ln)]
        assert [ln.split("`")[1] for ln in lines] == played
        assert all(re.search(r": \+\d", ln) for ln in lines), lines  # each says its points
        assert "rack" not in r.text.lower()

        # --- a running game has no replay: a clear refusal, nothing else
        r = await fake.slash(alice, thread, "genial replay", game=1)
        assert r.ephemeral and "still running" in r.text and not r.files, r.text

        # --- resigning ends it; the final post carries the score chart with a description
        mark = fake.mark()
        await confirm(fake, bob, await fake.slash(bob, thread, "genial resign", game=1))
        final = await fake.wait_for_message(
            thread, since=mark, check=lambda m: public(m) and bool(m.files)
        )
        assert [a.filename for a in final.attachments] == ["final.png"], "one image, no mosaic"
        picture = final.attachments[0]
        said = picture.description or ""
        # standings first, then the board, then the chart, all in one description
        assert said.index("Game over") < said.index("weakest colour"), said

        # --- the replay: the start, then forward and back
        r = await fake.slash(alice, thread, "genial replay", game=1)
        assert r.ephemeral and "the start, before the first of 4 moves" in r.text, r.text
        shot = r.attachments[0]
        assert shot.filename == "replay.png" and shot.description
        assert shot.description.startswith("Replay of game #1 · the start")
        assert _labels(r.message) == [
            ("Start", True),
            ("Back", True),
            ("Next", False),
            ("End", False),
            ("10 back", True),
            ("10 on", False),
            ("Share animated replay (GIF)", False),
        ]
        step = await fake.click(alice, r.message, label="Next")
        assert "move 1 of 4" in step.text and f"`{played[0]}`" in step.text, step.text
        step = await fake.click(alice, step.message, label="Next")
        assert "move 2 of 4" in step.text and f"`{played[1]}`" in step.text, step.text
        step = await fake.click(alice, step.message, label="Back")
        assert "move 1 of 4" in step.text, step.text
        assert step.attachments[0].description and "Replay of game #1 · move 1 of 4 · " in (
            step.attachments[0].description
        )
        step = await fake.click(alice, step.message, label="End")
        assert "move 4 of 4" in step.text, step.text
        assert _labels(step.message)[2:] == [
            ("Next", True),
            ("End", True),
            ("10 back", False),
            ("10 on", True),
            ("Share animated replay (GIF)", False),
        ]
        last = step.message

    # --- after a restart the buttons of the old replay still step
    async with fake.run_bot(world.new_bot()):
        step = await fake.click(alice, last, label="Back")
        assert "move 3 of 4" in step.text and f"`{played[2]}`" in step.text, step.text
        step = await fake.click(alice, step.message, label="Start")
        assert "the start" in step.text, step.text
