"""``/genial help`` as a use-case: the help in the reader's language within Discord's
limits, and an edition's rules with the server's clock for new games of several."""

from __future__ import annotations

from app.settings.server import ServerChange
from app.uses import Uses
from tests.app.people import ADMIN, DM, HERE


async def test_help_and_the_rules_with_the_servers_clock(uses: Uses) -> None:
    texts = await uses.guide.help(HERE, "de", None, hours=1, days=0)
    assert len(texts) == 2 and all(len(t) <= 2000 for t in texts)
    assert "/genial neu" in texts[0] and "1 Stunde" in texts[0]
    [plain] = await uses.guide.help(HERE, "en", "classic", hours=0, days=0)
    assert (
        plain.splitlines()[-1]
        == "\N{STOPWATCH}\N{VARIATION SELECTOR-16} No clock: nobody runs out of time."
    )
    await uses.server.configure(ADMIN, HERE, ServerChange(clock="fixed:3d"))
    [clocked] = await uses.guide.help(HERE, "en", "classic", hours=0, days=0)
    assert clocked.splitlines()[:-1] == plain.splitlines()[:-1]
    assert "Clock: 3 d 0 h per move" in clocked.splitlines()[-1]
    [solo] = await uses.guide.help(HERE, "en", "3d-solo", hours=0, days=0)
    assert "clock" not in solo.splitlines()[-1].lower()  # a solo game has no clock
    [away] = await uses.guide.help(DM, "en", "classic", hours=0, days=0)
    assert "clock" not in away.splitlines()[-1].lower()  # no server, no server clock
