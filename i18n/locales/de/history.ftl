## Lane history: Vorschau-Stempel, Zugliste, Punkteverlauf, Wiederholung.

img-preview-line = Vorschau · { $name }: +{ $points } { $points ->
    [one] Punkt
   *[other] Punkte
}
img-preview-mark = Vorschau
