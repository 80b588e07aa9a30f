"""``make audit``: every version pinned in ``requirements/*.txt`` against known advisories.

Two sources, both asked every time:

- **live**: pip-audit (``pip-audit -r LOCK --no-deps --disable-pip``) against PyPI's JSON
  API, then OSV's, where the network reaches them;
- **local**: ``requirements/advisories.json``, a copy of the OSV records (the PyPA
  advisory database's format) of every package the locks name, all their versions, so
  any pin is checked without a network. ``make audit-refresh`` renews it from OSV's API
  (``python -m tools.audit --refresh``), or from a folder or zip of OSV JSON records
  (``--refresh-from PATH``, e.g. OSV's ``PyPI/all.zip`` export) where only a file can
  be brought in.

Exit status 1 when a source names a pinned version as affected. A local copy older than
:data:`STALE_DAYS` is said to be so (the check is only as recent as the copy).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import urllib.request
import zipfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version

ROOT = Path(__file__).resolve().parent.parent
LOCKS = sorted((ROOT / "requirements").glob("*.txt"))
SNAPSHOT = ROOT / "requirements" / "advisories.json"
OSV_API = "https://api.osv.dev/v1/query"
STALE_DAYS = 90
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)", re.MULTILINE)


@dataclass(frozen=True)
class Pin:
    name: str
    version: str
    lock: str


@dataclass(frozen=True)
class Finding:
    pin: Pin
    advisory: str
    aliases: tuple[str, ...]
    summary: str
    fixed: tuple[str, ...]

    def line(self) -> str:
        also = f" ({', '.join(self.aliases)})" if self.aliases else ""
        fix = f"; fixed in {', '.join(self.fixed)}" if self.fixed else "; no fixed version"
        return (
            f"{self.pin.name} {self.pin.version} ({self.pin.lock}): {self.advisory}{also}: "
            f"{self.summary}{fix}"
        )


def pins(locks: Iterable[Path]) -> list[Pin]:
    """Every ``name==version`` of the lock files (a package may be pinned twice, under
    different markers)."""
    found = []
    for lock in locks:
        text = lock.read_text("utf-8")
        for name, version in _PIN.findall(text):
            found.append(Pin(canonicalize_name(name), version, lock.name))
    return found


# -- the local copy --------------------------------------------------------------------
def compact(record: Mapping[str, Any], names: set[str]) -> dict[str, list[dict[str, Any]]]:
    """The parts of one OSV record the check needs, per package it affects of ``names``."""
    if record.get("withdrawn"):
        return {}
    out: dict[str, list[dict[str, Any]]] = {}
    for affected in record.get("affected", []):
        package = affected.get("package", {})
        name = canonicalize_name(str(package.get("name", "")))
        if package.get("ecosystem") != "PyPI" or name not in names:
            continue
        ranges = [
            [[kind, str(value)] for event in r.get("events", []) for kind, value in event.items()]
            for r in affected.get("ranges", [])
            if r.get("type") in ("ECOSYSTEM", "SEMVER")
        ]
        summary = str(record.get("summary") or record.get("details") or "").strip()
        entry = {
            "id": record["id"],
            "aliases": sorted(record.get("aliases") or []),
            "summary": " ".join(summary.split())[:160],
            "modified": str(record.get("modified", "")),
            "ranges": ranges,
            "versions": [] if ranges else [str(v) for v in affected.get("versions", [])],
        }
        out.setdefault(name, []).append(entry)
    return out


def _version(text: str) -> Version | None:
    try:
        return Version(text)
    except InvalidVersion:
        return None


def affected(version: str, entry: Mapping[str, Any]) -> bool:
    """OSV's rule: walk a range's events in version order; ``introduced`` opens it,
    ``fixed`` (at or above) and ``last_affected`` (above) close it."""
    mine = _version(version)
    if mine is None:
        return False
    if any(_version(v) == mine for v in entry.get("versions", [])):
        return True
    for events in entry.get("ranges", []):
        ordered = sorted(
            ((kind, Version("0") if value == "0" else _version(value)) for kind, value in events),
            key=lambda e: (e[1] or Version("0"), e[0] != "introduced"),
        )
        hit = False
        for kind, at in ordered:
            if at is None:
                continue
            if kind == "introduced" and mine >= at:
                hit = True
            elif (
                (kind == "fixed" and mine >= at)
                or (kind == "last_affected" and mine > at)
                or (kind == "limit" and mine >= at)
            ):
                hit = False
        if hit:
            return True
    return False


def fixed_in(entry: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(v for events in entry.get("ranges", []) for k, v in events if k == "fixed")


def check_local(found: list[Pin], snapshot: Mapping[str, Any]) -> list[Finding]:
    packages = snapshot.get("packages", {})
    hits = []
    for pin in found:
        for entry in packages.get(pin.name, []):
            if affected(pin.version, entry):
                hits.append(
                    Finding(
                        pin, entry["id"], tuple(entry["aliases"]), entry["summary"], fixed_in(entry)
                    )
                )
    return hits


def write_snapshot(
    records: Iterable[Mapping[str, Any]], names: set[str], source: str, target: Path = SNAPSHOT
) -> dict[str, Any]:
    packages: dict[str, list[dict[str, Any]]] = {name: [] for name in sorted(names)}
    for record in records:
        for name, entries in compact(record, names).items():
            packages[name].extend(entries)
    for entries in packages.values():
        entries.sort(key=lambda e: e["id"])
    newest = max((e["modified"] for es in packages.values() for e in es), default="")
    snapshot = {
        "about": "OSV advisories of every package requirements/*.txt pins (tools/audit.py)",
        "source": source,
        "refreshed": datetime.now(UTC).strftime("%Y-%m-%d"),
        "newest_record": newest[:10],
        "packages": packages,
    }
    target.write_text(json.dumps(snapshot, indent=1, sort_keys=True) + "\n", "utf-8")
    return snapshot


def records_from(path: Path) -> Iterator[dict[str, Any]]:
    """OSV JSON records from a folder (searched through) or a zip of them."""
    if path.is_dir():
        for file in sorted(path.rglob("*.json")):
            yield json.loads(file.read_text("utf-8"))
        return
    with zipfile.ZipFile(path) as archive:
        for name in sorted(archive.namelist()):
            if name.endswith(".json"):
                yield json.loads(archive.read(name))


def records_online(names: Iterable[str], url: str = OSV_API) -> Iterator[dict[str, Any]]:
    """Every OSV record of each package, from OSV's query API (pages followed)."""
    for name in sorted(names):
        token = None
        while True:
            query: dict[str, Any] = {"package": {"name": name, "ecosystem": "PyPI"}}
            if token:
                query["page_token"] = token
            request = urllib.request.Request(
                url, json.dumps(query).encode(), {"Content-Type": "application/json"}
            )
            with urllib.request.urlopen(request, timeout=30) as answer:
                page = json.loads(answer.read())
            yield from page.get("vulns", [])
            token = page.get("next_page_token")
            if not token:
                break


# -- live: pip-audit -------------------------------------------------------------------
def check_live(locks: list[Path]) -> tuple[list[Finding] | None, str]:
    """(findings, which service) from pip-audit; (None, why) when no service answers."""
    reasons = []
    for service in ("pypi", "osv"):
        with tempfile.TemporaryDirectory() as folder:
            report = Path(folder) / "report.json"
            command = [
                sys.executable,
                "-m",
                "pip_audit",
                "--no-deps",
                "--disable-pip",
                "--progress-spinner",
                "off",
                "-f",
                "json",
                "-o",
                str(report),
                "-s",
                service,
            ]
            for lock in locks:
                command += ["-r", str(lock)]
            done = subprocess.run(command, capture_output=True, text=True, check=False)
            try:
                data = json.loads(report.read_text("utf-8"))
            except (OSError, ValueError):
                tail = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
                reasons.append(f"{service}: {tail[:120]}")
                continue
        deps = data.get("dependencies", [])
        if deps and all("skip_reason" in d for d in deps):
            reasons.append(f"{service}: no package found (the service is not reachable)")
            continue
        return _live_findings(deps, locks), service
    return None, "; ".join(reasons)


def _live_findings(deps: list[dict[str, Any]], locks: list[Path]) -> list[Finding]:
    where = {(p.name, p.version): p.lock for p in pins(locks)}
    hits = []
    for dep in deps:
        name, version = canonicalize_name(dep.get("name", "")), str(dep.get("version", ""))
        for vuln in dep.get("vulns", []):
            pin = Pin(name, version, where.get((name, version), "?"))
            text = " ".join(str(vuln.get("description", "")).split())[:160]
            hits.append(
                Finding(
                    pin,
                    vuln["id"],
                    tuple(vuln.get("aliases", [])),
                    text,
                    tuple(vuln.get("fix_versions", [])),
                )
            )
    return hits


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("locks", nargs="*", type=Path, help="lock files (default: requirements/)")
    parser.add_argument("--offline", action="store_true", help="the local copy only")
    parser.add_argument("--snapshot", type=Path, default=SNAPSHOT, help=argparse.SUPPRESS)
    parser.add_argument("--refresh", action="store_true", help="renew the copy from OSV's API")
    parser.add_argument("--refresh-from", type=Path, help="renew it from OSV JSON files")
    parser.add_argument("--osv-url", default=OSV_API, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    locks = args.locks or LOCKS
    found = pins(locks)
    names = {p.name for p in found}
    if args.refresh or args.refresh_from:
        try:
            records = (
                list(records_from(args.refresh_from))
                if args.refresh_from
                else list(records_online(names, args.osv_url))
            )
        except OSError as exc:
            print(f"audit: the advisories could not be fetched ({exc}); the copy is unchanged")
            return 1
        source = str(args.refresh_from.name) if args.refresh_from else "OSV API (api.osv.dev)"
        made = write_snapshot(records, names, source, args.snapshot)
        count = sum(len(v) for v in made["packages"].values())
        print(
            f"audit: {args.snapshot.name}: {count} advisories of {len(names)} packages ({source})"
        )
    snapshot = json.loads(args.snapshot.read_text("utf-8"))
    hits = check_local(found, snapshot)
    advisories = sum(len(v) for v in snapshot.get("packages", {}).values())
    missing = sorted(names - set(snapshot.get("packages", {})))
    print(
        f"audit: {len(found)} pins of {len(names)} packages in {', '.join(lock.name for lock in locks)}"
    )
    print(
        f"audit: local copy ({snapshot['source']}, newest record {snapshot['newest_record']}):"
        f" {advisories} advisories, {len(hits) or 'none'} affecting a pinned version"
    )
    age = datetime.now(UTC) - datetime.fromisoformat(snapshot["newest_record"]).replace(tzinfo=UTC)
    if age.days > STALE_DAYS:
        print(
            f"audit: note: the local copy's newest record is {age.days} days old: "
            "make audit-refresh where OSV's API is reachable"
        )
    if missing:  # said, not failed: the copy cannot always be renewed where this runs
        print(
            f"audit: NOT AUDITED offline (not in the local copy; make audit-refresh): "
            f"{', '.join(missing)}"
        )
    if not args.offline:
        live, said = check_live(locks)
        if live is None:
            print(f"audit: live check not reachable here ({said})")
        else:
            print(f"audit: live check ({said}): {len(live) or 'none'} affecting a pinned version")
            hits += [
                h for h in live if (h.pin, h.advisory) not in {(x.pin, x.advisory) for x in hits}
            ]
    for hit in hits:
        print(f"VULNERABLE: {hit.line()}")
    return 1 if hits else 0


if __name__ == "__main__":
    raise SystemExit(main())
