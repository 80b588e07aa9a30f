## Die eigenen Nachrichten, Knöpfe, Menüs und Formulare des Bots.

# /genial config
ui-config-permission = Nur wer „Server verwalten“ darf, kann die Einstellungen des Bots ändern, und nur auf einem Server.
ui-config-unknown = Wähle eine der angebotenen Sprachen.
ui-config-language-set = Ab jetzt sind Lobbys, Zugmeldungen und Spielpläne auf diesem Server auf { $language }.
