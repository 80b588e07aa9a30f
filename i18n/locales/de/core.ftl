# Farbnamen, klein geschrieben wie im Satz.
colour-red = rot
colour-green = grün
colour-blue = blau
colour-orange = orange
colour-yellow = gelb
colour-purple = lila
