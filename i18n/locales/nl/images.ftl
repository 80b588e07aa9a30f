# Woorden in afbeeldingen, toegevoegd met issue 27 (plaatsen, notities, ratingwijzigingen).

img-place = { $place }e
img-note-every-colour = { $points } in elke kleur
img-note-all-six = alle zes kleuren op 7+
img-note-whole-sheet = heel het blad gevuld
img-victory-points-short = { $points } OP
img-rating-change = rating { $delta }
