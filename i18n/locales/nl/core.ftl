# Kleurnamen, klein geschreven zoals in een zin.
colour-red = rood
colour-green = groen
colour-blue = blauw
colour-orange = oranje
colour-yellow = geel
colour-purple = paars
