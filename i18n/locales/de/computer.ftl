## Computerspieler: Plätze, Übernahme, Tipps und Analyse.

ui-computer-name = { $name } (Computer)
ui-computer-name-level = { $name } (Computer, { $level })
ui-computer-level-easy = leicht
ui-computer-level-normal = normal
ui-computer-level-strong = stark
ui-computer-someone = Ein Spieler

ui-computer-button-add = Computer hinzufügen
ui-computer-button-remove = Computer entfernen
ui-computer-err-creator-only = Nur wer diese Partie eröffnet hat, kann Computer hinzufügen oder entfernen.
ui-computer-err-none = In dieser Lobby sitzt kein Computer, den du entfernen könntest.
ui-computer-err-too-many = { $computers ->
    [one] Ein Computer
   *[other] { $computers } Computer
} und du passen nicht in eine Partie für { $players }: wähle weniger Computer oder mehr Spieler.

ui-computer-took-over = { $name } hat die Zeit überschritten; ab jetzt spielt ein Computer ({ $level }) diesen Platz. Die Partie zählt nicht mehr für die Wertung.
err-computer-seat-taken = In Partie #{ $number } spielt jetzt ein Computer deinen Platz.

ui-computer-hint = Tipp für Partie #{ $game }: Der starke Computer würde `{ $move }` spielen: { $said }
ui-computer-hint-chance = Tipp für Partie #{ $game }: Der starke Computer würde jetzt `{ $move }` spielen.
ui-computer-err-no-hints = Partie #{ $game } wurde ohne Tipps eröffnet (`/genial { cmd-new } ... tipps:True` erlaubt sie).

ui-computer-err-not-over = Partie #{ $game } ist noch nicht vorbei: Analysiert werden kann sie erst nach dem Ende.
ui-computer-analysis-title = **Analyse von Partie #{ $game }** (verglichen mit dem starken Computer)
ui-computer-analysis-line = **{ $name }**: { $matched } von { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
} wie die Wahl des starken Computers; { $left ->
    [0] alle anderen Züge brachten so viele Punkte wie seine Wahl, also nichts verschenkt.
   *[other] insgesamt { $left ->
        [one] { $left } Punkt
       *[other] { $left } Punkte
    } verschenkt ({ NUMBER($lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } pro Zug).
}
ui-computer-analysis-miss = · Zug { $number }: `{ $played }` brachte { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}; `{ $suggested }`, die Wahl des Computers, hätte { $best } gebracht, { $more } mehr.
img-computer-analysis-title = Partie #{ $game }: Analyse
img-computer-accuracy = Züge wie der starke Computer
img-computer-points-left = Verschenkte Punkte pro Zug
img-computer-per-move = { $points } / Zug ({ $moves })
alt-computer-analysis-player = { $name } { $matched } von { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
} gleich, { NUMBER($lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkte pro Zug verschenkt
alt-computer-analysis = Analyse von Partie #{ $game } im Vergleich mit dem starken Computer: { $figures }.

cmd-computer-new-computers = Computerspieler (0-3); allein mit Computern beginnt die Partie sofort
cmd-computer-new-level = Wie gut die Computer spielen (Standard: normal)
cmd-computer-new-on-timeout = Wenn die Zeit für einen Zug abläuft: Ausscheiden, ein Computer spielt weiter oder der Zug entfällt
cmd-computer-new-hints = /genial { cmd-computer-hint } in dieser Partie erlauben (der Vorschlag des Computers, nur für dich)
cmd-computer-opt-computers = computer
cmd-computer-opt-level = stufe
cmd-computer-opt-on-timeout = bei_zeitablauf
cmd-computer-opt-hints = tipps
cmd-computer-choice-easy = leicht
cmd-computer-choice-normal = normal
cmd-computer-choice-strong = stark
cmd-computer-choice-leave = der Spieler scheidet aus
cmd-computer-choice-computer = ein Computer spielt weiter
cmd-computer-hint = tipp
cmd-computer-hint-desc = Der Vorschlag des starken Computers für deinen Zug (nur für dich; wenn die Partie Tipps erlaubt)
cmd-computer-analysis = analyse
cmd-computer-analysis-desc = Wie jeder Spieler einer beendeten Partie gegen den starken Computer abgeschnitten hat
cmd-computer-analysis-game = Die Nummer der beendeten Partie

help-computer = {"**"}Computer:** `/genial { cmd-new } ... computer:3 stufe:normal` besetzt Plätze mit Computern (allein mit Computern beginnt die Partie sofort; in der Lobby: **Computer hinzufügen**); `bei_zeitablauf:computer` lässt einen Computer für Abwesende weiterspielen; `tipps:True` erlaubt `/genial { cmd-computer-hint }`; `/genial { cmd-computer-analysis }` bewertet beendete Partien. Partien mit Computern zählen nie für die Wertung.
ui-computer-turn = { $who } ist am Zug: Diesen Platz spielt der Computer.
    -# { $status }
