## /genial { cmd-help }

help-text = Mit **Genial** spielt dieser Server die Spiele der *Einfach Genial*-Familie, in eurem eigenen Tempo.

    {"**"}Partie eröffnen:** `/genial { cmd-new } { cmd-opt-edition }:<Spiel> { cmd-opt-players }:<Anzahl>` stellt eine Lobby ein; wer mitspielen will, drückt **Beitreten**, und wer einen Platz hat, drückt **Starten**. Jede Partie bekommt ihren eigenen Thread; der Bot pingt, wer am Zug ist.
    {"**"}Spielen:** Drück den Knopf unter dem neuesten Spielplan (**Meine Steine**, **Meine Karten** oder **Spielen**, wo nichts verdeckt ist): Nur du siehst deine Steine oder Karten. Wähl einen Stein, dann ein Feld (die meisten Punkte zuerst), sieh dir die Vorschau an und bestätige. Oder tipp `/genial { cmd-play }` und lass dir Züge samt Punkten vorschlagen. Getippte Züge dürfen Farbwörter auf Deutsch, Englisch und Niederländisch enthalten (`rot`, `red`, `rood`).
    { $pace }
    Alles Private (deine Steine, deine Karten, Fehlermeldungen) siehst nur du, in deiner Discord-Sprache.
help-commands = {"**"}Befehle**
    - `/genial { cmd-new }` Partie eröffnen - `/genial { cmd-games }` deine Partien, die wartenden zuerst - `/genial { cmd-next }` die Partie, die am längsten auf dich wartet
    - `/genial { cmd-play }` Zug machen - `/genial { cmd-hand }` deine Steine oder Karten - `/genial { cmd-board }` der Spielplan (nur für dich)
    - `/genial { cmd-log }` die letzten Züge mit ihren Punkten (`{ cmd-opt-record }:True`: das Protokoll einer beendeten Partie zum Herunterladen) - `/genial { cmd-replay }` eine beendete Partie Zug für Zug
    - `/genial { cmd-help } { cmd-opt-edition }:<Spiel>` so wird gespielt - `/{ cmd-rating-group } { cmd-leaderboard }` (Solo: Bestenliste), `/{ cmd-rating-group } { cmd-profile }`, `/{ cmd-rating-group } { cmd-versus }` Wertungszahlen
    - `/genial { cmd-players-follow }` einer Partie folgen, in der du nicht spielst - `/genial { cmd-players-takeback }` deinen letzten Zug zurücknehmen lassen (ungewertete Partien)
    - `/{ cmd-me-group } { cmd-settings }` wie du erfährst, dass du am Zug bist, Ruhezeiten - `/{ cmd-me-group } { cmd-away }` eine Pause, die deine Uhren anhält
    - `/genial { cmd-resign }` eine Partie verlassen - `/genial { cmd-kick }` / `/genial { cmd-cancel }` (wer die Partie eröffnet hat oder „Server verwalten“ darf); alles mit Rückfrage
    - `/{ cmd-server-group } { cmd-config }` Sprache, Standard-Uhr und Grenzen dieses Servers - `/{ cmd-rating-group } { cmd-exclude }` eine Partie aus der Wertung nehmen (beides „Server verwalten“)
    - `/{ cmd-league-group } { cmd-league-list }` die Ligen dieses Servers: `/{ cmd-league-group } { cmd-league-join }` meldet dich an, `/{ cmd-league-group } { cmd-league-standings }` und `/{ cmd-league-group } { cmd-league-schedule }` zeigen den Stand
help-pace = Keine Eile: Die Partien warten auf dich.{ $remind ->
    [1] {" "}Der Bot erinnert, wer seit { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    } am Zug ist.
   *[0] {""}
}{ $timeout ->
    [1] {" "}Wer { $days } { $days ->
        [one] Tag
       *[other] Tage
    } lang nicht zieht, scheidet aus (als Letzter), und die anderen spielen weiter.
   *[0] {""}
}
