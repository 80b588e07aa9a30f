# Issue 27, Spur images (zweiter Teil).

# Ein 3D-Zug ist ein Satz für sich: die Summe steht darin ("...: +1 orange, +1 lila,
# insgesamt 2 Punkte.") statt hinter seinem Punkt.
move-with-total = { $move }, insgesamt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}

# Das Band unter einem 3D-Brett: der letzte Zug vergrößert, daneben in Worten.
img-closeup-title = Letzter Zug, vergrößert
alt-closeup-band = Unter dem Brett ist der letzte Zug vergrößert gezeigt (Felder { $cells }).

# Die animierte Wiederholung unter /genial { cmd-replay }: für alle im Kanal gezeigt.
ui-button-replay-gif = Animierte Wiederholung teilen (GIF)
ui-replay-gif-shared = 🎞️ Animierte Wiederholung von Spiel #{ $game }, hier für alle geteilt von { $who }: der Anfang und { $moves ->
    [one] sein einziger Zug
   *[other] jeder seiner { $moves } Züge
}.
ui-replay-gif-shared-every = 🎞️ Animierte Wiederholung von Spiel #{ $game }, hier für alle geteilt von { $who }: { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, jeder { $every }. gezeigt (damit sie in Discords Größengrenze passt).
ui-replay-gif-too-large = Die animierte Wiederholung von Spiel #{ $game } wäre größer, als Discord erlaubt (8 MiB): geh sie mit den Knöpfen Zug für Zug durch.
alt-replay-gif = Animierte Wiederholung von Spiel #{ $game }: das Brett nach { $moves ->
    [one] seinem einzigen Zug
   *[other] jedem seiner { $moves } Züge
}, jedes Bild als „Wiederholung“ mit dem Zug markiert.

# Wortzüge im Wiederholungsband ("Wiederholung · Zug 17 von 139 · Alice würfelt neu").
img-move-roll = würfelt
img-move-reroll = würfelt neu
img-move-score = wertet
img-move-swap = tauscht die Ablagebank
img-move-keep = behält die Ablagebank
img-move-exchange = tauscht
img-move-pass = passt
img-move-play = spielt
