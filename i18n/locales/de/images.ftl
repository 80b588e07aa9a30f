# Wörter in Bildern, ergänzt mit Issue 27 (Plätze, Notizen der Spielregeln, Wertungsänderungen).

img-place = { $place }.
img-note-every-colour = { $points } in jeder Farbe
img-note-all-six = alle sechs Farben auf 7+
img-note-whole-sheet = ganzes Blatt gefüllt
img-victory-points-short = { $points } SP
img-rating-change = Wertung { $delta }
