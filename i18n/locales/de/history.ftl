## Lane history: Vorschau-Stempel, Zugliste, Punkteverlauf, Wiederholung.

img-preview-line = Vorschau · { $name }: +{ $points } { $points ->
    [one] Punkt
   *[other] Punkte
}
img-preview-mark = Vorschau

img-chart-title = Schwächste Farbe im Verlauf der Partie
img-chart-moves = Züge
alt-chart = Diagramm der schwächsten Farbe jedes Spielers über die { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } des Spiels. Am Ende: { $scores }.

ui-log-line = { $n }. **{ $name }** `{ $move }` { $said }
ui-log-points = +{ $points } { $points ->
    [one] Punkt
   *[other] Punkte
}
ui-log-empty = Spiel #{ $game } hat noch keine Züge.

ui-replay-not-finished = Spiel #{ $game } läuft noch. Wiederholungen gibt es für beendete Spiele; `/genial { cmd-log }` zeigt die bisherigen Züge.
ui-replay-start = Wiederholung von Spiel #{ $game }: der Anfang, vor { $moves ->
        [one] dem einzigen Zug
       *[other] dem ersten von { $moves } Zügen
    }.
ui-replay-step = Wiederholung von Spiel #{ $game }: Zug { $move } von { $moves }. { $line }
alt-history-weakest = { $name } { $score }
ui-button-replay-first = Anfang
ui-button-replay-prev = Zurück
ui-button-replay-next = Weiter
ui-button-replay-last = Ende

# Command names and descriptions.
cmd-log = zugliste
cmd-log-desc = Zeigt die Züge eines Spiels mit ihren Punkten (nur Öffentliches)
cmd-log-page = Seite der Zugliste (1: die neuesten Züge)
cmd-log-record = Stattdessen: das Protokoll einer beendeten Partie herunterladen (JSON, nachspielbar)
cmd-replay = wiederholung
cmd-replay-desc = Spiele ein beendetes Spiel Zug für Zug nach, nur für dich sichtbar
cmd-replay-game = Nummer eines beendeten Spiels

# /genial { cmd-log } zeigt zuerst die neuesten Züge; die Knöpfe blättern zurück.
ui-log-window = Spiel #{ $game }: Züge { $first }–{ $last } von { $moves }, neueste unten
ui-button-log-older = Ältere
ui-button-log-newer = Neuere

# /genial { cmd-replay }: jede Beschreibung sagt, dass es eine Wiederholung ist, in Worten.
alt-replay-start = Wiederholung von Spiel #{ $game } · der Anfang, vor { $moves ->
        [one] dem einzigen Zug
       *[other] dem ersten von { $moves } Zügen
    }. Schwächste Farben: { $scores }.
alt-replay-move = Wiederholung von Spiel #{ $game } · Zug { $move } von { $moves } · { $said }. Schwächste Farben danach: { $scores }.
alt-history-sentence = { $name } { $said }
ui-button-replay-back10 = 10 zurück
ui-button-replay-fwd10 = 10 weiter
ui-replay-jump = Springe zu Zug …
ui-replay-jump-start = Der Anfang
ui-replay-jump-move = Zug { $move }
cmd-replay-move = Zug, der zuerst gezeigt wird (0: der Anfang)

# Bildbeschreibungen sagen den Zug in Worten, wie der Beitrag.
alt-last-said = Letzter Zug: { $who } { $said }.
alt-preview-said = Noch nicht gespielt: { $who } { $said }.
# Issue 27: every replay frame says so on the image.
img-replay-line = Wiederholung · Zug { $move } von { $moves } · { $name } { $notation }
img-replay-start = Wiederholung · der Anfang ({ $moves } { $moves ->
    [one] Zug
   *[other] Züge
})
img-replay-move = Wiederholung · Zug { $move } von { $moves } · { $notation }
img-replay-compact = Wiederholung { $move }/{ $moves } · { $notation }
