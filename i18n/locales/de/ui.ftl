## Die eigenen Nachrichten, Knöpfe, Menüs und Formulare des Bots.

# /{ cmd-server-group } { cmd-config }
ui-config-permission = Nur wer „Server verwalten“ darf, kann die Einstellungen des Bots ändern, und nur auf einem Server.
ui-config-unknown = Wähle eine der angebotenen Sprachen.
ui-config-language-set = Ab jetzt sind Lobbys, Zugmeldungen und Spielpläne auf diesem Server auf { $language }.

# Namenslisten.
ui-and-list = { $first } und { $last }

# Die Lobby (öffentlich, in der Sprache des Servers).
ui-lobby-title = **Genial #{ $number }: { $edition }**{ $players ->
    [1] {" "}(solo)
   *[other] {" "}für { $players } Spieler
}
ui-lobby-opened-by = Eröffnet von { $creator }.
ui-lobby-seats = Plätze ({ $seated }/{ $wanted }): { $names }
ui-lobby-nobody = noch niemand
ui-lobby-options = Optionen: { $options }
ui-lobby-invited = Eingeladen: { $users }
ui-lobby-join-hint = Drück **Beitreten**, um einen Platz zu nehmen.{ $ready ->
    [1] {" "}Wer einen Platz hat, kann **Starten** drücken.
   *[0] {""}
}
ui-lobby-cancelled = Diese Partie wurde abgebrochen.
ui-lobby-finished = Beendet: { $winners } { $count ->
        [one] hat
       *[other] haben
    } gewonnen. Endstand{ $threaded ->
        [1] { " " }in { $where }
       *[0] { "" }
    }.
ui-lobby-on = Die Partie läuft in { $thread }.

# Zugmeldungen (öffentlich).
ui-button-my-tiles = Meine Steine
ui-button-my-cards = Meine Karten
ui-button-play = Spielen
ui-turn-bonus = { $who }: Bonuszug! (noch { $owed })
ui-turn-yours = { $who }, du bist am Zug. Drück **{ $button }** oder nutze `/genial { cmd-play }`.
    -# { $status }
ui-game-started = **Genial #{ $number }** hat begonnen. Reihenfolge (ausgelost): { $order }
ui-game-over = **Spielende:** { $why }. Endstand:

# Das private Handfenster.
ui-hand-over = Die Partie ist vorbei.
ui-hand-choice = Deine Wahl: { $choices }
ui-hand-choose-group = Du bist am Zug: Wähl, was du spielen willst (die meisten Punkte zuerst), oder tipp einen Zug.
ui-hand-choose-where = Wähl jetzt, wohin **{ $group }** soll (die meisten Punkte zuerst).
ui-hand-their-turn = { $who } ist am Zug. { $status }

# Knöpfe und Absagen der Lobby.
ui-button-join = Beitreten
ui-button-leave = Verlassen
ui-button-start = Starten
ui-button-cancel = Abbrechen
ui-lobby-err-full = Diese Partie ist voll.
ui-lobby-err-already = Du hast in dieser Partie schon einen Platz.
ui-lobby-err-not-lobby = Diese Partie hat schon begonnen oder wurde abgebrochen.
ui-lobby-err-not-seated = Du hast in dieser Partie keinen Platz.
ui-lobby-err-empty = Niemand hat einen Platz.
ui-lobby-err-seats-changed = Die Plätze haben sich inzwischen geändert; drück noch einmal auf Starten.
ui-lobby-err-players = { $edition } ist für { $span } { $max ->
    [one] Spieler
   *[other] Spieler
}, nicht für { $players }.
ui-lobby-err-solo-clock = Ein Spiel für eine Person hat keine Uhr: du spielst in deinem eigenen Tempo. Eröffne es noch einmal ohne `{ cmd-opt-clock }` und `{ cmd-computer-opt-on-timeout }`.
ui-lobby-err-dm = Gespielt wird in einem Kanal auf einem Server, nicht in Direktnachrichten.
ui-lobby-err-creator-leaves = Du hast diese Partie eröffnet: Schließ sie stattdessen mit **Abbrechen**.
ui-lobby-err-start-unseated = Nur wer einen Platz hat, kann die Partie starten.
ui-lobby-err-too-few = { $edition } braucht mindestens { $min } Spieler.

# „Bist du sicher?“ (aufgeben, abbrechen, entfernen).
ui-button-confirm = Bestätigen
ui-button-back = Zurück
ui-confirm-only-manager-cancel = Nur wer diese Partie eröffnet hat oder „Server verwalten“ darf, kann sie abbrechen.
ui-confirm-only-manager-kick = Nur wer diese Partie eröffnet hat oder „Server verwalten“ darf, kann Mitspieler entfernen.
ui-confirm-you-not-playing = Du spielst in Partie #{ $game } nicht mit.
ui-confirm-they-not-playing = { $who } spielt in Partie #{ $game } nicht mit.
ui-confirm-already-over = Partie #{ $game } ist schon vorbei.
ui-confirm-unknown = Unbekannte Aktion.
ui-confirm-creator-stays = Wer die Partie eröffnet hat, kann nicht aus der Lobby entfernt werden: Brich die Partie stattdessen ab.
ui-confirm-no-seat = { $who } hat in Partie #{ $game } keinen Platz.
ui-confirm-ask-resign = Partie #{ $game } aufgeben? Du verlässt die Partie und wirst Letzter.
ui-confirm-ask-cancel = Partie #{ $game } für alle abbrechen? Das lässt sich nicht rückgängig machen.
ui-confirm-ask-kick-lobby = { $who } aus der Lobby von Partie #{ $game } entfernen?
ui-confirm-ask-kick = { $who } aus Partie #{ $game } entfernen? Die Person verlässt die Partie und wird Letzte.
ui-confirm-question = **Bist du sicher?** { $question }
    Drück **Bestätigen**, um fortzufahren, oder **Zurück**, um alles so zu lassen.
ui-confirm-unchanged = Es wurde nichts geändert.
ui-confirm-moved-on = Die Partie ist inzwischen weitergegangen, deshalb ist nichts passiert. Führ den Befehl noch einmal aus, wenn du es weiterhin willst.
ui-confirm-cancelled = Partie #{ $game } ist abgebrochen.
ui-confirm-kicked-lobby = { $who } wurde aus der Lobby von Partie #{ $game } entfernt.
ui-confirm-resigned = Du hast Partie #{ $game } aufgegeben.
ui-confirm-kicked = { $who } wurde aus Partie #{ $game } entfernt.

# Der Zugbaukasten (privat).
ui-menu-best = beste Möglichkeit: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $move }
ui-hand-choose-best = Du bist am Zug: Wähl einen der besten Züge (die meisten Punkte zuerst), geh unten Schritt für Schritt vor oder tipp einen Zug.
ui-menu-best-moves = Die besten Züge, die meisten Punkte zuerst
ui-menu-weakest-gain = { $count ->
    [one] schwächste Farbe
   *[other] schwächste Farben
} +{ $points }
ui-menu-choose-group = Wähl, was du spielen willst
ui-menu-where = Wohin mit { $group }?
ui-menu-choose-move = Wähl einen Zug
ui-button-type-cell = Feld eintippen
ui-button-type-move = Zug eintippen

# Erinnerungen (öffentlich).
ui-reminder = { $who }, Partie #{ $game } wartet auf deinen Zug. Nutze den Knopf unter dem neuesten Spielplan oder `/genial { cmd-play }`.

# /genial { cmd-games } (privat).
ui-games-none = Du hast auf diesem Server keine offenen Partien. Eröffne eine mit `/genial { cmd-new }`.
ui-games-header = **Deine Partien auf diesem Server** ({ $games }, { $waiting ->
        [0] keine wartet auf dich
        [one] eine wartet auf dich und steht oben
       *[other] { $waiting } warten auf dich und stehen oben
    }){ $pages ->
        [one] {""}
       *[other] {" "}- Seite { $page } von { $pages }
    }:
ui-games-not-yours = Diese Liste gehört jemand anderem: Deine siehst du mit `/genial { cmd-games }`.
ui-games-your-turn = du bist am Zug
ui-games-lobby = Lobby
ui-games-active = läuft
ui-games-taken-over = von einem Computer übernommen
ui-button-previous = Zurück
ui-button-next = Weiter

# /{ cmd-rating-group } { cmd-leaderboard } eines Solospiels, /genial { cmd-log } { cmd-opt-record }, /genial { cmd-play }, /genial { cmd-board }.
ui-best-title = **{ $edition }: Bestenliste dieses Servers**
ui-best-someone = jemand
ui-best-none = Noch keine Solopartie beendet. Probier `/genial { cmd-new } { cmd-opt-edition }:{ cmd-edition-3d-solo }`.
ui-best-mine = Deine persönliche Bestleistung: { $score }
ui-best-no-result = Du hast noch kein Ergebnis.
ui-record-not-finished = Partie #{ $game } ist nicht beendet. Das Protokoll einer laufenden Partie bleibt geheim (es enthält den Startwert, der den Beutel festlegt); du bekommst es, sobald die Partie vorbei ist.
ui-record-file = Protokoll von Partie #{ $game }. Nachspielen mit `python -m genial replay { $file }`.
ui-play-too-long = Das ist kein Zug: Er hat { $length } Zeichen. Ein Zug besteht aus wenigen Wörtern, z. B. 'RB F7 r'; fang an zu tippen und wähl einen der Vorschläge.
ui-game-not-started = Partie #{ $game } hat noch nicht begonnen.

ui-form-title = Genial #{ $game }: Tipp deinen Zug
ui-form-where = Wohin mit { $group } (Feld und Richtung)
ui-form-move = Dein Zug
ui-form-example = z. B. { $example }
ui-input-range = `{ $option }` muss eine ganze Zahl von { $low } bis { $high } sein, nicht `{ $value }`. Es wurde nichts geändert.
ui-input-choice = `{ $value }` ist keine der Möglichkeiten für `{ $option }`. Es wurde nichts geändert.
ui-input-user = Diese Person finde ich nicht. Wähle ein Mitglied dieses Servers.
ui-hand-choose-row = { $tile ->
        [1] Wähl jetzt die Reihe des Spielplans für **{ $group }** (dann die genaue Stelle).
       *[other] Du bist am Zug: Wähl zuerst eine Reihe des Spielplans (dann das Feld) oder tipp einen Zug.
    }
ui-hand-choose-where-row = Wähl jetzt, wohin **{ $group }** in Reihe { $row } soll (die meisten Punkte zuerst).
ui-menu-choose-row = { $tile ->
    [1] Welche Reihe für { $group }?
   *[other] Welche Reihe des Spielplans?
}
ui-menu-row = Reihe { $row }
ui-menu-row-moves = { $count } { $count ->
    [one] Stelle
   *[other] Stellen
}, beste +{ $points } ({ $move })
ui-menu-row-fields = { $count } { $count ->
    [one] Feld
   *[other] Felder
}, beste +{ $points } ({ $move })
ui-menu-which-way = { $group }: Welche Farbe wird zuerst gewertet?
ui-button-roll-best = Würfeln und den besten Zug zeigen
