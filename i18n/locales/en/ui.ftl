## The bot's own messages, buttons, menus and forms.

# /genial config
ui-config-permission = Only someone with Manage Server can change the bot's settings, and only in a server.
ui-config-unknown = Pick one of the offered languages.
ui-config-language-set = From now on lobbies, turn posts and boards on this server are in { $language }.
