"""GENIAL_SHARDS: parsing, messages, and the options for AutoShardedBot."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import SettingsError, load
from bot.shards import ShardPlan, parse, shard_of


def test_auto_count_and_ranges() -> None:
    assert parse("") == parse("auto") == ShardPlan()
    assert ShardPlan().bot_options() == {}
    assert parse("4").bot_options() == {"shard_count": 4}
    plan = parse("0-3/8")
    assert plan.bot_options() == {"shard_count": 8, "shard_ids": [0, 1, 2, 3]}
    assert str(plan) == "0,1,2,3/8"
    assert parse("5/8").ids == (5,)
    assert parse(" 0,2-3/4 ").ids == (0, 2, 3)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("many", "not understood"),
        ("0", "from 1"),
        ("4-7/4", "numbered 0 to 3"),
        ("3-0/8", "range goes up"),
        ("a-b/8", "not understood"),
        ("0-1/x", "not understood"),
    ],
)
def test_bad_values_are_explained(tmp_path: Path, text: str, words: str) -> None:
    with pytest.raises(SettingsError, match=words):
        load(tmp_path / "none", {"DISCORD_TOKEN": "x", "GENIAL_SHARDS": text})


def test_a_server_belongs_to_one_process() -> None:
    guild = (123456789 << 22) | 77  # Discord ids: the shard comes from the timestamp bits
    assert shard_of(guild, 2) == 123456789 % 2
    first, second = parse("0/2"), parse("1/2")
    assert first.owns(guild) != second.owns(guild)
    assert ShardPlan().owns(guild) and parse("2").owns(guild)


def test_the_bot_filters_background_work_by_its_shards(tmp_path: Path) -> None:
    from bot.client import GenialBot  # discord.py objects: no connection is made

    def bot(shards: str) -> GenialBot:
        env = {"DISCORD_TOKEN": "x", "GENIAL_SHARDS": shards}
        return GenialBot(load(tmp_path / "none", env))

    guild = (123456788 << 22) | 77  # shard 0 of 2
    first, second, alone = bot("0/2"), bot("1/2"), bot("2")
    assert first.shard_filter() == (2, (0,)) and second.shard_filter() == (2, (1,))
    assert first.owns(guild) and not second.owns(guild)
    assert alone.shard_filter() is None and alone.owns(guild)  # every shard: every server
