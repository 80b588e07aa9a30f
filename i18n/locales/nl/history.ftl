## Lane history: voorbeeldstempel, zettenlijst, scoreverloop, herhaling.

img-preview-line = Voorbeeld · { $name }: +{ $points } { $points ->
    [one] punt
   *[other] punten
}
img-preview-mark = voorbeeld
