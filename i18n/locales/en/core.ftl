# Colour names, lower case as they appear inside sentences.
colour-red = red
colour-green = green
colour-blue = blue
colour-orange = orange
colour-yellow = yellow
colour-purple = purple
