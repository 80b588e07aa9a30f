"""The rules of the community: ratings (and, beside them, leagues and clocks).

Pure: stdlib and openskill only; no discord, no SQL, no asyncio. ``data/``
stores what this package computes and ``cogs/`` shows it.
"""
