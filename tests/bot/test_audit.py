"""make audit (tools/audit.py): OSV's version rule, the pinned versions of the locks
against the local advisory copy, and its renewal from files or from OSV's API."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

import pytest

from tools import audit

RANGE = {
    "ranges": [
        [["introduced", "0"], ["fixed", "1.5"]],
        [["introduced", "2.0"], ["last_affected", "2.2"]],
    ]
}


@pytest.mark.parametrize(
    ("version", "hit"),
    [("0.1", True), ("1.4.9", True), ("1.5", False), ("1.9", False), ("2.0", True),
     ("2.2", True), ("2.2.1", False), ("3.0rc1", False), ("not-a-version", False)],
)  # fmt: skip
def test_osv_ranges(version: str, hit: bool) -> None:
    assert audit.affected(version, RANGE) is hit


def test_listed_versions_and_an_open_range() -> None:
    assert audit.affected("1.0.0", {"versions": ["1.0"], "ranges": []})
    assert audit.affected("9.9", {"ranges": [[["introduced", "3.1"]]]})
    assert not audit.affected("3.0", {"ranges": [[["introduced", "3.1"]]]})


def test_the_locks_pin_nothing_the_local_copy_knows_as_affected(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert audit.main(["--offline"]) == 0
    said = capsys.readouterr().out
    assert "bootstrap.txt, dev.txt, run.txt" in said and "none affecting a pinned version" in said
    assert "NOT AUDITED" not in said, "every locked package is in the local copy"


def test_an_old_pin_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lock = tmp_path / "old.txt"
    lock.write_text("setuptools==65.5.0 \\\n    --hash=sha256:00\npillow==13.0.0\n")
    assert audit.main(["--offline", str(lock)]) == 1
    said = capsys.readouterr().out
    assert "VULNERABLE: setuptools 65.5.0 (old.txt): PYSEC-2022-43012 (CVE-2022-40897)" in said
    assert "fixed in 65.5.1" in said and "pillow" not in said.split("VULNERABLE")[-1]


def record(ident: str, name: str, fixed: str, **extra: Any) -> dict[str, Any]:
    return {
        "id": ident,
        "modified": "2026-11-30T00:00:00Z",
        "aliases": [f"CVE-{ident}"],
        "summary": f"a flaw in {name}",
        "affected": [
            {
                "package": {"ecosystem": "PyPI", "name": name},
                "ranges": [
                    {"type": "ECOSYSTEM", "events": [{"introduced": "0"}, {"fixed": fixed}]}
                ],
            }
        ],
        **extra,
    }


def test_renewed_from_osv_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "osv"
    folder.mkdir()
    (folder / "A-1.json").write_text(json.dumps(record("A-1", "Demo_Pkg", "2.0")))
    (folder / "A-2.json").write_text(json.dumps(record("A-2", "demo-pkg", "9.0", withdrawn="x")))
    (folder / "B-1.json").write_text(json.dumps(record("B-1", "unrelated", "5.0")))
    lock = tmp_path / "lock.txt"
    lock.write_text("demo-pkg==1.0\n")
    snapshot = tmp_path / "copy.json"
    args = ["--offline", "--snapshot", str(snapshot), str(lock)]
    assert audit.main(["--refresh-from", str(folder), *args]) == 1
    made = json.loads(snapshot.read_text())
    assert list(made["packages"]) == ["demo-pkg"] and made["newest_record"] == "2026-11-30"
    assert [e["id"] for e in made["packages"]["demo-pkg"]] == ["A-1"], "withdrawn: left out"
    assert "VULNERABLE: demo-pkg 1.0 (lock.txt): A-1 (CVE-A-1): a flaw in Demo_Pkg" in (
        capsys.readouterr().out
    )


@pytest.fixture
def osv() -> Iterator[str]:
    """OSV's query API on 127.0.0.1: two pages for demo-pkg, nothing for others."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            query = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            name, token = query["package"]["name"], query.get("page_token")
            page: dict[str, Any] = {}
            if name == "demo-pkg" and token is None:
                page = {"vulns": [record("P-1", "demo-pkg", "0.5")], "next_page_token": "2"}
            elif name == "demo-pkg":
                page = {"vulns": [record("P-2", "demo-pkg", "1.1")]}
            body = json.dumps(page).encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/v1/query"
    finally:
        server.shutdown()
        server.server_close()


def test_renewed_from_osvs_api(osv: str, tmp_path: Path) -> None:
    lock = tmp_path / "lock.txt"
    lock.write_text("demo-pkg==1.0\nother==3\n")
    snapshot = tmp_path / "copy.json"
    code = audit.main(
        ["--refresh", "--osv-url", osv, "--offline", "--snapshot", str(snapshot), str(lock)]
    )
    assert code == 1  # P-2: fixed in 1.1
    made = json.loads(snapshot.read_text())
    assert [e["id"] for e in made["packages"]["demo-pkg"]] == ["P-1", "P-2"]
    assert made["packages"]["other"] == []
    assert made["source"] == "OSV API (api.osv.dev)"


def test_pip_audits_report_is_read() -> None:
    deps = [
        {"name": "demo_pkg", "version": "1.0", "vulns": [
            {"id": "GHSA-x", "fix_versions": ["1.2"], "aliases": ["CVE-1"], "description": "bad"}]},
        {"name": "fine", "version": "2.0", "vulns": []},
    ]  # fmt: skip
    [hit] = audit._live_findings(deps, [])
    assert hit.line() == "demo-pkg 1.0 (?): GHSA-x (CVE-1): bad; fixed in 1.2"
