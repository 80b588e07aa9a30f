"""Self-test of the fake Discord's limits: sizes (400/50035) and the 3-second window (404/10062)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import aiohttp
import pytest
import pytest_asyncio

from tests.fakediscord import FakeDiscord
from tests.fakediscord.interactions import COMMAND

pytestmark = pytest.mark.asyncio


@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as f:
        yield f


async def test_size_limits_and_the_response_window(
    fake: FakeDiscord,
) -> None:
    """Over-size bodies get Discord's 400/50035; a first answer after 3 s (simulated) 404/10062."""
    guild = fake.add_guild("Limits")
    alice = fake.add_user("alice", guild=guild)
    general = guild.channel("general")
    api = f"{fake.url}/api/v10"
    headers = {"Authorization": f"Bot {fake.token}"}
    row = {"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": "b"}]}
    bodies = [
        {"content": "x" * 2001},
        {"content": "ok", "components": [row] * 6},
        {"embeds": [{"description": "x" * 4097}]},
        {
            "content": "ok",
            "components": [{**row, "components": [{**row["components"][0], "label": "l" * 81}]}],
        },
    ]
    async with aiohttp.ClientSession() as session:
        for body in bodies:
            url = f"{api}/channels/{general.id}/messages"
            async with session.post(url, json=body, headers=headers) as resp:
                assert resp.status == 400 and (await resp.json())["code"] == 50035, body
        async with session.post(
            f"{api}/channels/{general.id}/messages",
            json={"content": "x" * 2000},
            headers=headers,
        ) as resp:
            assert resp.status == 200
        data = {"id": "1", "name": "genial", "type": 1, "options": []}
        late = fake._record(COMMAND, alice, general, data, label="late")
        on_time = fake._record(COMMAND, alice, general, data, label="on time")
        for rec in (late, on_time):
            fake.interactions.add(rec)
        fake.advance(2.5)
        on_time.sent_at = fake.interactions.now()
        fake.advance(1.0)  # 3.5 s for `late`, 1 s for `on_time`
        for rec, status in ((late, 404), (on_time, 204)):
            url = f"{api}/interactions/{rec.id}/{rec.token}/callback"
            async with session.post(url, json={"type": 5, "data": {"flags": 64}}) as resp:
                assert resp.status == status
                if status == 404:
                    assert (await resp.json())["code"] == 10062
        assert "Discord waits 3s" in late.rejected[0] and late.response_type is None
        hook = f"{api}/webhooks/{fake.world.application_id}/{on_time.token}"
        async with session.post(hook, json={"content": "y" * 2001}) as resp:
            assert resp.status == 400 and "content" in (await resp.json())["message"]
