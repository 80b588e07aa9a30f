"""The outbox as its deliverer uses it: what is owed, claims, marks, rebuilt turns."""
