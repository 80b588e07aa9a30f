## Kurzbeschreibungen der Spiele (eine Zeile unter dem Namen) und die Regeln für /genial { cmd-help } { cmd-opt-edition }.
## Die Namen der Spiele sind die cmd-edition-...-Nachrichten in cmd.ftl.
## Begriffe wie in den Kosmos-Regeln: Spielstein, Ablagebank, Beutel, Spielplan, Wertungstafel.

edition-classic-blurb = Das Original: Leg Spielsteine mit zwei Symbolen, punkte mit Reihen gleicher Symbole und bring deine schwächste Farbe nach vorn.
edition-travel-blurb = Das kompakte Spiel für zwei: 57 Spielsteine auf dem kleinen Spielplan.
edition-3d-blurb = Stapel Spielsteine in Ebenen: Es zählt, was man von oben sieht, über alle Ebenen hinweg. Bring deine schwächste Farbe Richtung 27.
edition-3d-solo-blurb = 3D solo: Leg die 60 Spielsteine einzeln, wie sie kommen, und bring deine schwächste Farbe auf der doppelt langen Wertungstafel so weit wie möglich (bis 54).
edition-spezial-blurb = Verbinde Türme mit Ketten aus deinen Steinen: Jeder Zahlenchip punktet in seiner Farbe, große Türme in allen Farben. Bring deine schwächste Farbe nach vorn.
edition-cards-blurb = Das Kartenspiel: Spiel Karten mit zwei Symbolen, punkte mit jeder passenden offenen Karte und bring als Erste oder Erster alle sechs Farben in Spalte 7.
edition-dice-blurb = Würfle bis zu dreimal, triff die Symbole, die vor den anderen liegen, und kreuz dein Wertungsblatt von links nach rechts an.

rules-notation = {"**"}Züge schreiben:** Spielstein + Feld + Richtung, z. B. `RB F7 r` legt Rot auf F7 und Blau rechts daneben. Farben: R rot (12-zackiger Stern), G grün (Kreis), B blau (6-zackiger Stern), O orange (Sechseck), Y gelb (Sonne), P lila (Ring). Richtungen: `r` rechts, `l` links, `ur`/`ul` rechts oben/links oben, `dr`/`dl` rechts unten/links unten. Felder: Reihenbuchstabe von oben, Zahl von links in der Reihe. Tippen musst du selten: Menüs und Autovervollständigung zeigen jeden Zug mit seinen Punkten.

rules-classic = {"**"}Einfach Genial (Klassiker), 2–4 Spieler**
    {"**"}Ziel:** Deine *schwächste* Farbe entscheidet. Bring alle sechs Farben gleichmäßig nach vorn.
    {"**"}Dein Zug:** Leg einen Spielstein von deiner Ablagebank (sechs Steine) auf zwei freie, benachbarte Felder, werte ihn und zieh aus dem Beutel nach.
    {"**"}Wertung:** Jede Hälfte deines Spielsteins schaut entlang der fünf geraden Linien, die von der anderen Hälfte wegführen. Jedes gleiche Symbol in ununterbrochener Reihe (Spielsteine oder aufgedruckte Symbole) bringt einen Punkt in dieser Farbe. Eine Lücke oder eine andere Farbe beendet die Reihe.
    {"**"}Erster Stein:** Er muss ein aufgedrucktes Symbol berühren, an dem noch niemand begonnen hat.
    {"**"}Genial!** Erreicht eine Farbe 18 (das Maximum), machst du sofort einen Bonuszug; das kann sich wiederholen.
    {"**"}Tauschen:** Zeigt nach dem Legen kein Stein auf deiner Ablagebank deine schwächste Farbe, darfst du alle Steine tauschen.
    {"**"}Ende:** Sobald kein Stein mehr passt oder jemand in allen Farben 18 hat (dann gewinnt er sofort). Es gewinnt die höchste schwächste Farbe; bei Gleichstand zählt die nächstschwächere und so weiter.

rules-travel = {"**"}Reise-Edition, 2 Spieler**
    Die klassischen Regeln auf dem kleinen Spielplan mit 57 Spielsteinen: sechs Steine auf der Ablagebank, Wertung entlang fünf Linien, erster Stein an einem aufgedruckten Symbol (jeder an einem anderen), ein Bonuszug für jede Farbe, die 18 erreicht, Tauschen, wenn deine schwächste Farbe auf der Ablagebank fehlt. Ist der Beutel leer, wird ohne Nachziehen weitergespielt, bis kein Stein mehr passt. Die höchste schwächste Farbe gewinnt; bei Gleichstand zählt die nächstschwächere (wer mehr Farben auf dem gleichen Wert hat, verliert).

rules-3d = {"**"}Einfach Genial 3D, 2–4 Spieler**
    Spielsteine dürfen **gestapelt** werden: Ein Stein kommt auf zwei benachbarte Felder *gleicher Höhe* (leerer Spielplan, Steine oder Startsteine), nie genau auf einen einzelnen Stein. Gewertet werden die Symbole, die man von oben sieht, auf jeder Ebene.
    {"**"}Start:** Sechs Startsteine stehen auf dem Spielplan; bis jeder einen Stein neben sich hat, muss jeder Stein einen Startstein berühren, der noch keinen hat.
    {"**"}Ablagebank:** fünf Steine. **Wertungstafel:** 0–27; wer 18 und 27 erreicht, bekommt Bonuszüge.
    {"**"}Tauschen:** Fehlt nach dem Legen deine schwächste Farbe auf der Ablagebank, darfst du tauschen (nicht in der letzten Runde).
    {"**"}Ende:** Sind weniger als fünf Steine im Vorrat, hat jeder noch einen letzten Zug. Die Partie endet sofort, wenn der Spieler am Zug nicht legen kann oder jemand in allen Farben 27 hat. Die höchste schwächste Farbe gewinnt.

rules-3d-solo = {"**"}Einfach Genial 3D solo**
    Zieh einen Stein, leg ihn, werte ihn: Stapeln und Start an den Startsteinen wie in 3D, ohne Ablagebank und ohne Bonuszüge. Die Wertungstafel ist doppelt lang: Nach 27 beginnt der Wertungsstein einer Farbe auf der zweiten Tafel neu (bis 54). Die Partie endet, wenn alle Steine liegen oder keiner mehr passt. Dein Ergebnis ist deine schwächste Farbe; schlag deine eigene Bestleistung und die Bestenliste des Servers (`/{ cmd-rating-group } { cmd-leaderboard }`).

rules-spezial = {"**"}Genial Spezial, 2–4 Spieler**
    Jeder hat 20 Steine in seiner Farbe; in deinem Zug legst du einen Stein auf zwei freie, benachbarte Felder (schreib beide Felder, z. B. `C5 C6`).
    {"**"}Ketten:** Deine Steine, die sich berühren, bilden Ketten. Auf den Türmen liegen Zahlenchips in vier Farben. Berührt eine Kette zwei oder mehr Türme, punktet jeder neu angeschlossene Turm den Wert seines Chips in dessen Farbe, und der Chip wird schwarz (beim nächsten Mal einen Punkt mehr wert). Wer zwei oder mehr große Türme verbindet, bekommt einen Punkt in jeder Farbe.
    {"**"}Bonusfelder:** Wer eins bedeckt, bekommt einen Punkt in einer Farbe nach Wahl (sonst in der schwächsten).
    {"**"}Ende:** nach 20 Runden. Die Wertungstafel geht bis 20. Die höchste schwächste Farbe gewinnt.

rules-cards = {"**"}Einfach Genial – Das Kartenspiel, 2–4 Spieler**
    Spiel eine Karte aus deiner Hand (sechs Karten). Jede ihrer zwei Farben bekommt einen Punkt für jedes gleiche Symbol auf den offenen Karten (die Auslagen aller, deine eingeschlossen). Du wählst, welche Farbe zuerst punktet.
    {"**"}Wertungstafel:** Spalten 0–10 in den Gruppen 0 | 1–3 | 4–6 | 7–10; alle sechs Chips müssen in zwei benachbarten Gruppen bleiben, also wartet eine davongelaufene Farbe, bis die anderen aufholen.
    {"**"}Bonus:** Erreicht ein Chip 10, spielst du sofort noch eine Karte.
    {"**"}Tauschen:** Hast du keine Karte deiner schwächsten Farbe, darfst du alle Karten abwerfen und neu ziehen.
    {"**"}Ende:** Wer zuerst alle sechs Chips auf 7 oder mehr hat, gewinnt; die anderen folgen nach ihrer schwächsten Farbe.
    {"**"}Züge schreiben:** `spielen RB` (oder `spielen rot blau`) spielt die rot/blaue Karte und wertet zuerst Rot, `spielen RB B` wertet zuerst Blau; danach `tauschen` oder `behalten`, wenn es angeboten wird. Die englischen Wörter gehen auch (`play RB`, `exchange`, `keep`). Die Menüs zeigen jede Karte mit ihren Punkten in der besseren Reihenfolge.

rules-dice = {"**"}Einfach Genial – Das Würfelspiel, 2–4 Spieler**
    In deinem Zug wirfst du alle deine Würfel und darfst bis zu zweimal alle neu werfen. Dann bringt jeder deiner Würfel ein Kreuz in seiner Farbe für jeden Würfel dieser Farbe, der vor den anderen liegt. Stattdessen kann eine Gruppe gleicher Würfel ein Joker sein: k Würfel geben k-1 Kreuze in einer Farbe nach Wahl.
    {"**"}Wertungsblatt:** eine Reihe je Farbe, Kästchen 1–3 | 4–6 | 7. Die Mitte öffnet sich, wenn jede Reihe links ein Kreuz hat; rechts, wenn jede Reihe eins in der Mitte hat.
    {"**"}Ende:** Wer zuerst das ganze Wertungsblatt angekreuzt hat, gewinnt; die anderen folgen nach ihrer schwächsten Reihe.
    {"**"}Züge schreiben:** `würfeln`, `nachwürfeln`, dann `werten` (jeder Würfel zählt) oder `werten joker RR=blau` (die zwei roten Würfel als Joker für ein blaues Kreuz). Die englischen Wörter gehen auch (`roll`, `reroll`, `score`). Knöpfe und Menüs zeigen, was jede Wahl bringt.
