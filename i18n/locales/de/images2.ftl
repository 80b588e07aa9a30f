# Issue 27, Spur images (zweiter Teil).

# Ein 3D-Zug ist ein Satz für sich: die Summe steht darin ("...: +1 orange, +1 lila,
# insgesamt 2 Punkte.") statt hinter seinem Punkt.
move-with-total = { $move }, insgesamt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
