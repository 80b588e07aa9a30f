"""Test-wide set-up: engine errors read in English in assertion messages and ``match=``.

The engines raise facts (a message id with parameters); the product turns them into
text in the reader's language. Tests written against the English wording keep
checking it through the English catalogue (``i18n.fact("en", error)``).
"""

from __future__ import annotations

import i18n
from genial import GenialError


def _english(self: GenialError) -> str:
    return self.key if self.literal else i18n.fact("en", self)


GenialError.__str__ = _english  # type: ignore[method-assign]

# PostgreSQL for the tests that ask for it (pg_server, pg_url): started once, on demand.
from tests.pgfixtures import own_pg_server, pg_server, pg_url  # noqa: E402, F401
