"""The rules of the community: ratings, clocks (clock, away, quiet) and, later, leagues.

Pure: stdlib and openskill only; no discord, no SQL, no asyncio. ``data/``
stores what this package computes and ``cogs/`` shows it.
"""
