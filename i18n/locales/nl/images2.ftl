# Issue 27, baan images (tweede deel).

# Een 3D-zet is een zin op zich: het totaal staat erin ("...: +1 oranje, +1 paars,
# samen 2 punten.") in plaats van na de punt.
move-with-total = { $move }, samen { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
