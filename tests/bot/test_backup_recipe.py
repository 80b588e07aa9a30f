"""The compose recipe's PostgreSQL backups (deploy/pg-backup.sh, run by the service
pg-backup in the postgres image) against the suite's server: its backup restores with
``python -m bot restore`` and its restore brings the database back as it was, with the
same SQL as the bot's own restore."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

from bot import backup, pgtools
from data import Database
from data import backup as store
from tests.bot.played import fill, more_play
from tests.bot.test_backup import rows, settings_for

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "deploy" / "pg-backup.sh"


def heredoc(name: str) -> str:
    found = re.search(rf"^{name}=\$\(cat <<'SQL'\n(.*?)\nSQL\n\)$", SCRIPT.read_text(), re.S | re.M)
    assert found is not None, name
    return found[1]


def test_the_script_runs_the_bots_restore_sql() -> None:
    assert heredoc("CLEAR") == store.CLEAR_POSTGRES
    assert heredoc("CHECK") == store.CHECK_RESTORE_COMPLETE
    assert f'COMPLETE="{store.RESTORE_COMPLETE}"' in SCRIPT.read_text()
    compose = (ROOT / "compose.postgres.yaml").read_text("utf-8")
    assert "./deploy/pg-backup.sh:/deploy/pg-backup.sh:ro" in compose
    assert 'entrypoint: ["sh", "/deploy/pg-backup.sh"]' in compose


async def test_the_recipe_backs_up_and_restores(pg_url: str, tmp_path: Path) -> None:
    parts = urlsplit(pg_url)
    async with await Database.open(pg_url) as db:
        made = await fill(db)
        tools = pgtools.find(await store.server_version(db.backend))
    before = await rows(pg_url)
    env = {
        **os.environ,
        "PATH": f"{tools.folder}:{os.environ['PATH']}",
        "PGHOST": str(parts.hostname),
        "PGPORT": str(parts.port),
        "PGUSER": str(parts.username),
        "PGDATABASE": parts.path.lstrip("/"),
        "BACKUP_DIR": str(tmp_path),
    }

    def recipe(*args: str) -> str:
        done = subprocess.run(
            ["sh", str(SCRIPT), *args], env=env, capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    said = recipe()
    [made_file] = tmp_path.glob("genial-*.pgdump")
    assert said.startswith(f"backup written: {made_file}")

    async with await Database.open(pg_url) as db:
        await more_play(db, made["active"])
    recipe("restore", str(made_file))
    assert await rows(pg_url) == before
    assert await backup.verify(settings_for(pg_url, tmp_path)) == 0

    async with await Database.open(pg_url) as db:  # and the bot restores the recipe's file
        await more_play(db, made["active"])
    assert await backup.restore(settings_for(pg_url, tmp_path), made_file, replace=True) == 0
    assert await rows(pg_url) == before
