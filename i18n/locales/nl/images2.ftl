# Issue 27, baan images (tweede deel).

# Een 3D-zet is een zin op zich: het totaal staat erin ("...: +1 oranje, +1 paars,
# samen 2 punten.") in plaats van na de punt.
move-with-total = { $move }, samen { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}

# De strook onder een 3D-bord: de laatste zet vergroot, ernaast in woorden.
img-closeup-title = Laatste zet, vergroot
alt-closeup-band = Onder het bord staat de laatste zet vergroot (velden { $cells }).

# De geanimeerde herhaling onder /genial { cmd-replay }: voor iedereen in het kanaal geplaatst.
ui-button-replay-gif = Geanimeerde herhaling delen (GIF)
ui-replay-gif-shared = 🎞️ Geanimeerde herhaling van spel #{ $game }, hier voor iedereen gedeeld door { $who }: het begin en { $moves ->
    [one] de enige zet
   *[other] elk van de { $moves } zetten
}.
ui-replay-gif-shared-every = 🎞️ Geanimeerde herhaling van spel #{ $game }, hier voor iedereen gedeeld door { $who }: { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}, elke { $every }e getoond (om binnen de groottegrens van Discord te blijven).
ui-replay-gif-too-large = De geanimeerde herhaling van spel #{ $game } zou groter zijn dan Discord toestaat (8 MiB): loop er met de knoppen zet voor zet doorheen.
alt-replay-gif = Geanimeerde herhaling van spel #{ $game }: het bord na { $moves ->
    [one] de enige zet
   *[other] elk van de { $moves } zetten
}, elk beeld gemarkeerd als "Herhaling" met de zet.

# Woordzetten in de herhalingsband ("Herhaling · zet 17 van 139 · Alice gooit opnieuw").
img-move-roll = gooit
img-move-reroll = gooit opnieuw
img-move-score = scoort
img-move-swap = ruilt de aflegbank
img-move-keep = houdt de aflegbank
img-move-exchange = ruilt
img-move-pass = past
img-move-play = speelt
