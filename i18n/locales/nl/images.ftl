# Woorden in afbeeldingen: plaatsen, notities, ratingwijzigingen, de 3D-close-up, herhalingsmarkeringen.

img-place = { $place }e
img-note-every-colour = { $points } in elke kleur
img-note-all-six = alle zes kleuren op 7+
img-note-whole-sheet = heel het blad gevuld
img-victory-points-short = { $points } OP
img-rating-change = rating { $delta }

# De strook onder een 3D-speelbord: de laatste zet vergroot, ernaast in woorden.
img-closeup-title = Laatste zet, vergroot
alt-closeup-band = Onder het speelbord staat de laatste zet vergroot (velden { $cells }).

# Woordzetten in de herhalingsband ("Herhaling · zet 17 van 139 · Alice gooit opnieuw").
img-move-roll = gooit
img-move-reroll = gooit opnieuw
img-move-score = scoort
img-move-swap = ruilt alle stenen
img-move-keep = houdt de stenen
img-move-exchange = ruilt
img-move-pass = past
img-move-play = speelt
