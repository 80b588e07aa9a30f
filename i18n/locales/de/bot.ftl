## Eigene Ablehnungen des Bots und die Zeilen beim Ziehen (privat: in der Sprache des Lesers).

err-bot-not-found = Auf diesem Server gibt es keine solche Partie. Mit `/genial { cmd-games }` siehst du deine Partien.
err-bot-not-found-game = Auf diesem Server gibt es keine Partie #{ $number }. Mit `/genial { cmd-games }` siehst du deine Partien.
err-bot-stale = Dieses Menü stammt aus einem früheren Zug: Öffne ein neues mit dem Knopf unter dem neuesten Spielplan.
err-bot-not-allowed = Das darfst du hier nicht.
err-bot-not-understood = Ich konnte '{ $text }' nicht verstehen.
err-bot-went-wrong = Bei uns ist etwas schiefgegangen. Bitte versuch es noch einmal; deine Partien sind sicher.
err-bot-went-wrong-game = Bei uns ist etwas schiefgegangen. Bitte versuch es noch einmal; die Partie selbst ist sicher.
err-bot-not-a-player = Du spielst nicht in Partie #{ $number } mit.
err-bot-not-your-turn = Du bist nicht am Zug.
err-bot-cancelled = Partie #{ $number } wurde abgebrochen.
err-bot-not-started = Partie #{ $number } hat noch nicht begonnen.
err-bot-game-over = Partie #{ $number } ist vorbei.
err-bot-left = Du hast Partie #{ $number } verlassen.
err-bot-corrupt = Partie #{ $number } kann nicht geladen werden (ihre gespeicherte Aufzeichnung ist beschädigt). Ein Admin kann sie mit `/genial { cmd-cancel }` abbrechen.

ui-flow-preview = **Vorschau** von `{ $move }`: { $said }
    Drück **{ $button }**, um diesen Zug zu machen.
ui-flow-played = Gespielt: { $said }
ui-flow-board-in-thread = Der Spielplan steht im Thread der Partie.
ui-turn-standing-tied = { $name } { $count ->
    [one] eine Farbe
   *[other] { $count } Farben
} auf { $points }
ui-turn-standing-two = { $name } { $first } { $a }, { $second } { $b }
ui-turn-standings = Schwächste Farben: { $scores }
ui-flow-board-in-channel = Ich darf nicht im Thread der Partie schreiben; der Spielplan steht darum im Kanal, in dem die Partie eröffnet wurde.
ui-flow-board-pending = Dein Zug ist gespeichert. Discord hat den Beitrag mit dem Spielplan gerade nicht angenommen; er folgt von selbst, sobald Discord es zulässt (du musst nichts tun).
ui-flow-board-refused = Dein Zug ist gespeichert, aber ich konnte den Spielplan nicht posten: Ich darf weder im Thread der Partie noch in ihrem Kanal schreiben. Der Eigentümer des Servers wurde informiert; der Beitrag folgt, sobald die Berechtigung zurück ist.
ui-flow-board-failed = Dein Zug ist gespeichert, aber der Beitrag mit dem Spielplan ist fehlgeschlagen (ein Fehler bei mir, für den Betreiber des Bots protokolliert). `/genial { cmd-board }` zeigt den Spielplan.
ui-delivery-game-prefix = **Genial #{ $number }** (im Thread darf ich nicht schreiben):
ui-delivery-alert-thread = ⚠️ Ich darf in den Threads dieses Kanals nicht mehr schreiben (die Berechtigung *Nachrichten in Threads senden* fehlt); die Partien gehen darum hier im Kanal weiter. Ein Admin kann die Berechtigung in den Kanaleinstellungen zurückgeben; dann schreibe ich wieder in die Threads.
ui-delivery-alert-post = ⚠️ Auf dem Server **{ $server }** darf ich in den Kanälen der Partien nicht mehr schreiben (die Berechtigung *Nachrichten senden* oder *Nachrichten in Threads senden* fehlt). Züge werden weiter gespeichert; ihre Beiträge folgen, sobald die Berechtigung zurück ist.
err-bot-no-command = Diesen Befehl gibt es hier nicht.
