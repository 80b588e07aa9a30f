"""Application commands in the fake: bulk overwrite (what ``tree.sync()`` does) and turning
``fake.slash("genial new", edition=...)`` into Discord's interaction ``data`` payload: the
nested subcommand-group/subcommand options, typed values and the ``resolved`` section.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .httputil import UploadedFile
from .limits import check_commands
from .messages import Attachment
from .model import JSON, Channel, Guild, Member, Perm, Role, User

if TYPE_CHECKING:
    from .world import World


class CommandHidden(AssertionError):
    """The user lacks the command's ``default_member_permissions``; Discord would not show it."""


def overwrite_commands(world: World, guild_id: int | None, payload: list[JSON]) -> list[JSON]:
    """Bulk overwrite, keeping ids stable for commands with the same name and type (like Discord).

    A payload over Discord's limits is refused whole with 400 / 50035, as Discord does."""
    check_commands(payload)
    old = world.global_commands if guild_id is None else world.guild_commands.get(guild_id, [])
    ids = {(c["name"], c.get("type", 1)): c["id"] for c in old}
    result = []
    for cmd in payload:
        key = (cmd["name"], cmd.get("type", 1))
        stored = {
            "type": 1,
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            **cmd,
            "id": ids.get(key) or str(world.ids.next()),
            "application_id": str(world.application_id),
            "version": str(world.ids.next()),
        }
        if guild_id is not None:
            stored["guild_id"] = str(guild_id)
        result.append(stored)
    if guild_id is None:
        world.global_commands = result
    else:
        world.guild_commands[guild_id] = result
    world.sync_count += 1
    world.emit("commands_sync", result)
    return result


def find_command(
    world: World, path: str, guild: Guild | None = None
) -> tuple[JSON, list[JSON], list[JSON]]:
    """``(top-level command, [group/subcommand options walked], leaf option schema)`` for "a b c"."""
    names = path.lstrip("/").split()
    pool = (world.guild_commands.get(guild.id, []) if guild else []) + world.global_commands
    cmd = next((c for c in pool if c["name"] == names[0] and c.get("type", 1) == 1), None)
    if cmd is None:
        synced = sorted(c["name"] for c in pool)
        raise AssertionError(
            f"no slash command /{names[0]} synced (sync count {world.sync_count}): {synced}"
        )
    opts: list[JSON] = cmd.get("options") or []
    walked: list[JSON] = []
    for name in names[1:]:
        sub = next((o for o in opts if o["name"] == name and o["type"] in (1, 2)), None)
        if sub is None:
            raise AssertionError(
                f"/{path}: no subcommand {name!r}; have {[o['name'] for o in opts]}"
            )
        walked.append(sub)
        opts = sub.get("options") or []
    if any(o["type"] in (1, 2) for o in opts):
        raise AssertionError(f"/{path} is a group; pick one of {[o['name'] for o in opts]}")
    return cmd, walked, opts


def command_data(
    world: World,
    user: User,
    channel: Channel,
    path: str,
    values: dict[str, Any],
    focused: str | None,
    *,
    checked: bool = True,
) -> JSON:
    """The ``data`` of an application-command (or autocomplete, with ``focused``) interaction.

    ``checked=False`` sends values as a modified client could: outside the choices and
    min/max, and user ids that Discord does not resolve (a bare ``int``)."""
    guild = world.guilds.get(channel.guild_id) if channel.guild_id else None
    cmd, walked, schema = find_command(world, path, guild)
    required = cmd.get("default_member_permissions")
    if guild is not None and required is not None:
        perms = guild.permissions_for(user.id)
        if perms & int(required) != int(required):
            raise CommandHidden(f"{user.name} lacks permissions {required} for /{path}")
    resolved: JSON = {}
    names = {o["name"] for o in schema}
    if set(values) - names:
        raise AssertionError(
            f"/{path} has no option(s) {sorted(set(values) - names)}; options: {sorted(names)}"
        )
    leaf: list[JSON] = []
    for opt in schema:
        name = opt["name"]
        if name not in values:
            if opt.get("required") and focused is None:
                raise AssertionError(f"/{path}: missing required option {name!r}")
            continue
        entry: JSON = {"name": name, "type": opt["type"]}
        if name == focused:
            entry.update(value=str(values[name]), focused=True)
        else:
            entry["value"] = option_value(
                world, path, opt, values[name], resolved, guild, checked=checked
            )
        leaf.append(entry)
    for sub in reversed(walked):
        leaf = [{"name": sub["name"], "type": sub["type"], "options": leaf}]
    data: JSON = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": leaf}
    if resolved:
        data["resolved"] = resolved
    if cmd.get("guild_id"):
        data["guild_id"] = cmd["guild_id"]
    return data


def option_value(
    world: World,
    path: str,
    opt: JSON,
    value: Any,
    resolved: JSON,
    guild: Guild | None,
    *,
    checked: bool = True,
) -> Any:
    """Convert a test value to the option's type, checking choices and min/max like Discord's UI
    (unless ``checked`` is False)."""
    otype, name = opt["type"], opt["name"]
    if not checked and otype in (3, 4, 10):
        return str(value) if otype == 3 else int(value) if otype == 4 else float(value)
    if not checked and isinstance(value, int) and otype in (6, 9):
        return str(value)
    if otype in (3, 4, 10):
        choices = opt.get("choices") or []
        if choices and value not in [c["value"] for c in choices]:
            by_name = {c["name"]: c["value"] for c in choices}
            if value not in by_name:
                raise AssertionError(
                    f"/{path} {name}={value!r} is not one of {[c['value'] for c in choices]}"
                )
            value = by_name[value]
        value = str(value) if otype == 3 else int(value) if otype == 4 else float(value)
        lo, hi = (
            (opt.get("min_length"), opt.get("max_length"))
            if otype == 3
            else (opt.get("min_value"), opt.get("max_value"))
        )
        size = len(value) if isinstance(value, str) else value
        if (lo is not None and size < lo) or (hi is not None and size > hi):
            raise AssertionError(f"/{path} {name}={value!r} is outside {lo}..{hi}")
        return value
    if otype == 5:
        return bool(value)
    if otype == 11:
        if isinstance(value, Attachment):
            att = value
        else:
            upload = UploadedFile(0, value[0], value[1], value[2] if len(value) > 2 else None)
            att = world.store_attachment(0, upload)
        resolved.setdefault("attachments", {})[str(att.id)] = att.payload()
        return str(att.id)
    return snowflake_value(world, value, resolved, guild)


def snowflake_value(world: World, value: Any, resolved: JSON, guild: Guild | None) -> str:
    """User / member / role / channel option or select value, filling ``resolved``."""
    if isinstance(value, (User, Member)):
        user = value.user if isinstance(value, Member) else value
        resolved.setdefault("users", {})[str(user.id)] = user.payload()
        if guild is not None and user.id in guild.members:
            member = guild.members[user.id].payload(with_user=False, with_permissions=True)
            resolved.setdefault("members", {})[str(user.id)] = member
        return str(user.id)
    if isinstance(value, Role):
        resolved.setdefault("roles", {})[str(value.id)] = value.payload()
        return str(value.id)
    if isinstance(value, Channel):
        perms = guild.permissions_for(world.bot.id) if guild else Perm.ALL
        resolved.setdefault("channels", {})[str(value.id)] = {
            **value.payload(),
            "permissions": str(perms),
        }
        return str(value.id)
    raise AssertionError(f"pass a User/Member/Role/Channel object, not {value!r}")
