"""The bot's invite link: the scopes and the permissions it really uses (README, start-up log).

Each permission and why the bot needs it (the README explains them to self-hosters):

* View Channels, Read Message History: see the channel and thread of a game, start the
  thread from the lobby post and work with the bot's earlier posts in it.
* Send Messages, Send Messages in Threads: lobbies, boards, pings in the game's thread.
* Create Public Threads: every game gets its own thread under the lobby message.
* Attach Files: the board images, standings, charts.
* Use Application Commands: the /genial commands.

Not needed, so not asked for: Embed Links (the bot sends no embeds; masked links work
without it), Manage Messages/Threads, Mention Everyone, Administrator.
"""

from __future__ import annotations

import discord

#: The scopes of the invite: the bot user and its slash commands.
SCOPES = ("bot", "applications.commands")

#: Exactly the permissions the bot uses (their sum is the invite's permissions integer).
PERMISSIONS = discord.Permissions(
    view_channel=True,
    read_message_history=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    attach_files=True,
    use_application_commands=True,
)


def invite_url(client_id: int) -> str:
    """The link that adds the bot with ``client_id`` to a server, with :data:`PERMISSIONS`."""
    scope = "+".join(SCOPES)
    return (
        f"https://discord.com/oauth2/authorize?client_id={client_id}"
        f"&scope={scope}&permissions={PERMISSIONS.value}"
    )
