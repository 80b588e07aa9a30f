## Klokken, herinneringen, vakantie, /genial next (issue 13)

move-skipped = tijd op: beurt overgeslagen
