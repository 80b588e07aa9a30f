"""The recipes agree with the code: .env.example, the hosting guide's table, systemd, compose."""

from __future__ import annotations

import re
from dataclasses import asdict

from bot.settings import EXIT_CONFIG, ROOT, load, read_env_file


def readme_defaults() -> dict[str, str]:
    """``| `GENIAL_X` | `default` | ...`` rows of the hosting guide's settings table."""
    text = (ROOT / "docs" / "hosting.md").read_text("utf-8")
    rows = re.findall(r"^\| `(GENIAL_[A-Z_]+)` \| ([^|]+) \|", text, flags=re.MULTILINE)
    return {key: value.strip().strip("`") for key, value in rows}


def test_env_example_equals_the_code_defaults() -> None:
    example = read_env_file(ROOT / ".env.example")
    from_example = asdict(load(ROOT / "none", {**example, "DISCORD_TOKEN": "x"}))
    defaults = asdict(load(ROOT / "none", {"DISCORD_TOKEN": "x"}))
    assert from_example == defaults


def test_the_hosting_guide_lists_every_setting_with_the_example_value() -> None:
    example = {
        k: v for k, v in read_env_file(ROOT / ".env.example").items() if k != "DISCORD_TOKEN"
    }
    table = readme_defaults()
    assert set(example) <= set(table), set(example) - set(table)
    for key, value in example.items():
        assert table[key] == (value or "empty"), key
    # and every setting the code reads is in the table, also one .env.example leaves out
    code = (ROOT / "bot" / "settings.py").read_text("utf-8")
    code += (ROOT / "bot" / "__main__.py").read_text("utf-8")
    read = set(re.findall(r'"(GENIAL_[A-Z_]+)"', code))
    assert read and read <= set(table), read - set(table)


def test_service_files_do_not_restart_on_a_configuration_problem() -> None:
    unit = (ROOT / "deploy" / "genial.service").read_text("utf-8")
    assert f"RestartPreventExitStatus={EXIT_CONFIG}" in unit
    assert "Type=notify" in unit and "WatchdogSec=" in unit
    assert "install -d" in unit  # var/ is created when it is missing
    compose = (ROOT / "compose.yaml").read_text("utf-8")
    assert "GENIAL_ON_CONFIG_ERROR: wait" in compose and "max-size" in compose
    docker = (ROOT / "Dockerfile").read_text("utf-8")
    assert "HEALTHCHECK" in docker and "-c constraints.txt" in docker


def test_constraints_pin_every_declared_dependency() -> None:
    pins = {
        line.split("==")[0].lower().replace("_", "-").replace(".", "-")
        for line in (ROOT / "constraints.txt").read_text("utf-8").splitlines()
        if line and not line.startswith("#")
    }
    for name in ("discord-py", "aiosqlite", "pillow", "python-dotenv", "prometheus-client"):
        assert name in pins, name
