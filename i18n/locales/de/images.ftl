# Wörter in Bildern: Plätze, Notizen der Spielregeln, Änderungen der Wertungszahl, die 3D-Nahansicht, Wiederholungsmarken.

img-place = { $place }.
img-note-every-colour = { $points } in jeder Farbe
img-note-all-six = alle sechs Farben auf 7+
img-note-whole-sheet = ganzes Blatt gefüllt
img-victory-points-short = { $points } SP
img-rating-change = Wertung { $delta }

# Das Band unter einem 3D-Brett: der letzte Zug vergrößert, daneben in Worten.
img-closeup-title = Letzter Zug, vergrößert
alt-closeup-band = Unter dem Brett ist der letzte Zug vergrößert gezeigt (Felder { $cells }).

# Wortzüge im Wiederholungsband ("Wiederholung · Zug 17 von 139 · Alice würfelt neu").
img-move-roll = würfelt
img-move-reroll = würfelt neu
img-move-score = wertet
img-move-swap = tauscht die Ablagebank
img-move-keep = behält die Ablagebank
img-move-exchange = tauscht
img-move-pass = passt
img-move-play = spielt
