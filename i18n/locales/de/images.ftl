# Wörter in Bildern: Plätze, Notizen der Spielregeln, Änderungen der Wertungszahl, die 3D-Nahansicht, Wiederholungsmarken.

img-place = { $place }.
img-note-every-colour = { $points } in jeder Farbe
img-note-all-six = alle sechs Farben auf 7+
img-note-whole-sheet = Wertungsblatt voll
img-victory-points-short = { $points } SP
img-rating-change = Wertungszahl { $delta }

# Das Band unter einem 3D-Spielplan: der letzte Zug vergrößert, daneben in Worten.
img-closeup-title = Letzter Zug, vergrößert
alt-closeup-band = Unter dem Spielplan ist der letzte Zug vergrößert zu sehen (Felder { $cells }).

# Wortzüge im Wiederholungsband ("Wiederholung · Zug 17 von 139 · Alice würfelt neu").
img-move-roll = würfelt
img-move-reroll = würfelt neu
img-move-score = wertet
img-move-swap = tauscht alle Steine
img-move-keep = behält die Steine
img-move-exchange = tauscht
img-move-pass = passt
img-move-play = spielt
