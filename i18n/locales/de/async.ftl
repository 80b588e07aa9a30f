## Uhren, Erinnerungen, Urlaub, /genial next (Issue 13)

move-skipped = Zeit abgelaufen: Zug übersprungen
