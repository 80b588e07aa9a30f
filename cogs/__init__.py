"""The Discord surface of the bot: the /genial commands, buttons and menus."""
