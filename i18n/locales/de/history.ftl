## Vorschau-Stempel, Zugliste, Punkteverlauf, Wiederholung.

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
    } der Partie. Am Ende: { $scores }.

ui-log-line = { $n }. **{ $name }** `{ $move }` { $said }
ui-log-points = +{ $points } { $points ->
    [one] Punkt
   *[other] Punkte
}
ui-log-empty = Partie #{ $game } hat noch keine Züge.

ui-replay-not-finished = Partie #{ $game } läuft noch. Wiederholungen gibt es für beendete Partien; `/genial { cmd-log }` zeigt die bisherigen Züge.
ui-replay-start = Wiederholung von Partie #{ $game }: der Anfang, vor { $moves ->
        [one] dem einzigen Zug
       *[other] dem ersten von { $moves } Zügen
    }.
ui-replay-step = Wiederholung von Partie #{ $game }: Zug { $move } von { $moves }. { $line }
alt-history-weakest = { $name } { $score }
ui-button-replay-first = Anfang
ui-button-replay-prev = Zurück
ui-button-replay-next = Weiter
ui-button-replay-last = Ende

# Namen und Beschreibungen der Befehle.
cmd-log = zugliste
cmd-log-desc = Die Züge einer Partie mit ihren Punkten zeigen (nur Öffentliches)
cmd-log-page = Seite der Zugliste (1: die neuesten Züge)
cmd-log-record = Stattdessen: das Protokoll einer beendeten Partie herunterladen (JSON, nachspielbar)
cmd-replay = wiederholung
cmd-replay-desc = Eine beendete Partie Zug für Zug nachspielen, nur für dich sichtbar
cmd-replay-game = Nummer einer beendeten Partie

ui-log-window = Partie #{ $game }: Züge { $first }–{ $last } von { $moves }, neueste unten
ui-button-log-older = Ältere
ui-button-log-newer = Neuere

alt-replay-start = Wiederholung von Partie #{ $game } · der Anfang, vor { $moves ->
        [one] dem einzigen Zug
       *[other] dem ersten von { $moves } Zügen
    }. Schwächste Farben: { $scores }.
alt-replay-move = Wiederholung von Partie #{ $game } · Zug { $move } von { $moves } · { $said }. Schwächste Farben danach: { $scores }.
alt-history-sentence = { $name } { $said }
ui-button-replay-back10 = 10 zurück
ui-button-replay-fwd10 = 10 weiter
ui-replay-jump = Zu Zug springen …
ui-replay-jump-start = Der Anfang
ui-replay-jump-move = Zug { $move }
cmd-replay-move = Zug, der zuerst gezeigt wird (0: der Anfang)

# Bildbeschreibungen sagen den Zug in Worten, wie der Beitrag.
alt-last-said = Letzter Zug: { $who } { $said }.
alt-preview-said = Noch nicht gespielt: { $who } { $said }.
# Jedes Bild der Wiederholung sagt es.
img-replay-line = Wiederholung · Zug { $move } von { $moves } · { $name } { $notation }
img-replay-start = Wiederholung · der Anfang ({ $moves } { $moves ->
    [one] Zug
   *[other] Züge
})
img-replay-move = Wiederholung · Zug { $move } von { $moves } · { $notation }
img-replay-compact = Wiederholung { $move }/{ $moves } · { $notation }

# Die animierte Wiederholung unter /genial { cmd-replay }: für alle im Kanal gezeigt.
ui-button-replay-gif = Animierte Wiederholung teilen (GIF)
ui-replay-gif-shared = 🎞️ Animierte Wiederholung von Partie #{ $game }, hier für alle geteilt von { $who }: der Anfang und { $moves ->
    [one] ihr einziger Zug
   *[other] jeder ihrer { $moves } Züge
}.
ui-replay-gif-shared-every = 🎞️ Animierte Wiederholung von Partie #{ $game }, hier für alle geteilt von { $who }: { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, jeder { $every }. gezeigt (damit sie in Discords Größengrenze passt).
ui-replay-gif-too-large = Die animierte Wiederholung von Partie #{ $game } wäre größer, als Discord erlaubt (8 MiB): Geh sie stattdessen mit den Knöpfen Zug für Zug durch.
alt-replay-gif = Animierte Wiederholung von Partie #{ $game }: der Spielplan nach { $moves ->
    [one] ihrem einzigen Zug
   *[other] jedem ihrer { $moves } Züge
}, jedes Bild als „Wiederholung“ mit dem Zug markiert.
