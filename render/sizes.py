"""Sizes the shared panels use (1x pixels), in a leaf module so that every panel module
can import them."""

#: Height of one player's block, of the status line and of a banner.
SEAT_HEIGHT = 108
STATUS_HEIGHT = 48
BANNER_HEIGHT = 62
PAD = 16
#: The extra line a narrow block takes under the name (a rating change at the end).
BELOW_HEIGHT = 30
