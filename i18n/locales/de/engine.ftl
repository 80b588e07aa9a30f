# Absagen der Spiele (err-), was ein Zug bewirkt hat (move-).
# Spielbegriffe wie in den Kosmos-Regeln: Spielstein, Ablagebank, Beutel, Spielplan,
# Wertungstafel, Bonuszug, Turm, Zahlenchip, Würfel, Wertungsblatt.

err-cards-there-no-card-every = Eine Karte { $letter }{ $letter2 } gibt es nicht: Jede Karte zeigt zwei verschiedene Farben (D-CRD-1).
err-cards-not-card-write-its = '{ $strip }' ist keine Karte: Schreib ihre zwei Farbbuchstaben, z. B. RB (R rot, G grün, B blau, O orange, Y gelb, P lila).
err-cards-not-move-in-this = '{ $word }' ist in diesem Spiel kein Zug.
err-cards-your-cards-for-this = Deine Karten für diesen Zug sind gespielt: Wähle 'tauschen' oder 'behalten'.
err-cards-you-have-no-card = Du hast keine Karte { $code } auf der Hand.
err-cards-you-can-only-pass = Passen darfst du nur, wenn du keine Karte mehr hast.
err-cards-number-of-rounds-must = Die Zahl der Runden muss eine ganze Zahl von 1 bis { $max_rounds } sein.
err-cards-not-move-write-card = '{ $strip }' ist kein Zug. Schreib die Karte, z. B. 'spielen RB' (Rot zuerst gewertet) oder 'spielen RB B' (Blau zuerst), oder 'tauschen' / 'behalten'.
err-cards-card-has-no-symbol = Die Karte { $code } hat kein Symbol in { $colour }: Werte zuerst { $letter } oder { $letter2 }.
err-classic-not-move-in-this = '{ $notation }' ist in diesem Spiel kein Zug.
err-classic-your-placements-are-done = Du hast in diesem Zug schon gelegt: Wähle 'tauschen' oder 'behalten' für deine Ablagebank.
err-classic-you-have-no-tile = Du hast keinen Spielstein { $code } auf deiner Ablagebank.
err-classic-your-first-tile-must = Dein erster Spielstein muss ein aufgedrucktes Symbol berühren, an dem noch kein anderer Spieler begonnen hat (D-CL-6).
err-classic-not-direction = '{ $direction }' ist keine Richtung.
err-classic-you-can-only-pass = Passen darfst du nur, wenn du keinen Spielstein mehr hast.
err-classic-holds-printed-symbol-tiles = Auf { $label } ist ein Symbol aufgedruckt: Spielsteine kommen daneben, nie darauf.
err-classic-already-covered = { $label } ist schon belegt.
err-classic-scores-must-give-every = Die Punktestände müssen jeder Seite (einem Platz oder einem Team) je Farbe einen Wert auf der Wertungstafel geben.
err-classic-there-no-seat = Einen Platz { $seat } gibt es nicht.
err-classic-give-one-rack-per = Gib eine Ablagebank pro Platz an.
err-classic-not-tile-placement = '{ $text }' ist kein Zug mit einem Spielstein.
err-classic-not-free-cell = { $notation }: { $label } ist kein freies Feld.
err-classic-teams-need-four = Ein Spiel in Teams braucht vier Spieler (zwei Teams zu zweit); hier sind es { $players }.
err-core-this-game-over = Diese Partie ist vorbei.
err-core-it-not-your-turn = Du bist nicht am Zug.
err-core-that-player-not-in = Dieser Spieler spielt nicht mehr mit.
err-core-not-direction-use-r = '{ $text }' ist keine Richtung: Nimm r, l, ur, ul, dr oder dl (wo die zweite Hälfte des Spielsteins von der ersten aus liegt)
err-core-there-no-cell-on = Ein Feld '{ $strip }' gibt es auf diesem Spielplan nicht.
err-core-not-move-write-tile = '{ $text }' ist kein Zug. Schreib den Spielstein, ein Feld und eine Richtung, z. B. 'RB F7 r' (Rot auf F7, Blau rechts daneben){ $also ->
        [0] {""}
       *[other] , oder { $also }
    }.
err-core-and-are-not-neighbours = { $label } und { $label2 } liegen nicht nebeneinander.
err-core-not-tile-write-its = '{ $text }' ist kein Spielstein: Schreib seine zwei Farbbuchstaben, z. B. RB (R rot, G grün, B blau, O orange, Y gelb, P lila).
err-dice-not-move-in-dice = '{ $notation }' ist im Würfelspiel kein Zug.
err-dice-you-have-rolled-already = Du hast schon gewürfelt: 'nachwürfeln' für einen weiteren Wurf oder 'werten'.
err-dice-roll-first-write-roll = Erst würfeln: Schreib 'würfeln'.
err-dice-you-have-rolled-times = Du hast { $max_rolls ->
        [one] einmal
        [2] zweimal
        [3] dreimal
       *[other] { $max_rolls }-mal
    } gewürfelt: Jetzt musst du 'werten' (DCE-5).
err-dice-you-have-no-pair = Du hast kein Würfelpaar in { $colour }, das du als Joker nehmen könntest.
err-dice-joker-uses-whole-group = Ein Joker nimmt die ganze Gruppe: Du hast { $count }× { $colour } gewürfelt, also schreib { $group }=... (D-DCE-5).
err-dice-each-group-of-dice = Jede Würfelgruppe kann nur ein Joker sein: Nenne jede Gruppe einmal.
err-dice-not-joker-write-group = '{ $word }' ist kein Joker: Schreib die Würfelgruppe, '=' und die Farbe, die du ankreuzen willst, z. B. RR=B.
err-dice-not-joker-group-joker = '{ $upper }' ist keine Jokergruppe: Ein Joker sind zwei oder mehr Würfel mit demselben Symbol, geschrieben wie RR oder YYY.
err-dice-which-dice-are-joker = Welche Würfel sind der Joker? Schreib z. B. 'werten joker RR=B' (deine zwei roten Würfel als Joker für ein blaues Kreuz).
err-dice-option-start-variant-must = Die Option 'start_variant' muss true oder false sein.
err-dice-option-games-must-be = Die Option 'games' muss eine ganze Zahl von 1 bis { $max_games } sein.
err-dice-option-dice-must-be = Die Option 'dice' muss eine Liste von Würfen sein.
err-dice-explicit-roll-must-show = Der vorgegebene Wurf '{ $text }' muss { $per_player } Würfel zeigen.
err-migrations-no-migration-from-record = Keine Umstellung von Protokollschema { $version } auf { $value } eingetragen.
err-migrations-migration-from-record-schema = Die Umstellung von Protokollschema { $version } ist fehlerhaft.
err-record-game-record-must-be = Ein Spielprotokoll muss ein JSON-Objekt sein.
err-record-record-names-no-known = Das Protokoll nennt kein bekanntes Spiel: { $error }
err-record-record-cannot-set-up = Die Partie des Protokolls lässt sich nicht aufbauen: { $error }
err-record-cannot-read-record = Protokoll { $path } nicht lesbar: { $error }
err-record-move-by-seat-does = Zug { $value } ({ $text } von Platz { $seat }) lässt sich nicht nachspielen: { $error }
err-spezial-not-genial-spezial-move = '{ $notation }' ist kein Zug in Genial Spezial.
err-spezial-and-are-not-neighbours = { $label } und { $label2 } liegen nicht nebeneinander: Ein Spielstein bedeckt zwei Felder, die sich berühren.
err-spezial-covers-give-colour = { $first }-{ $second } bedeckt { $need ->
        [0] kein Bonusfeld: Gib keine Farbe an
        [one] 1 Bonusfeld: Gib 1 Farbe an
       *[other] { $need } Bonusfelder: Gib { $need } Farben an
    }.
err-spezial-you-can-still-place = Du kannst noch einen Spielstein legen: Passen ist erst erlaubt, wenn keine zwei benachbarten Felder mehr frei sind.
err-spezial-option-chips-must-map = Die Option 'chips' muss Turmfeldern Zahlenchips zuordnen.
err-spezial-option-chips-has-no = Option 'chips': Auf { $label } steht kein Turm.
err-spezial-option-chips-no-chip = Option 'chips': Kein Zahlenchip { $code } mehr übrig.
err-spezial-write-move-e-g = Schreib einen Zug, z. B. { $example }.
err-spezial-not-move-write-e = '{ $raw }' ist kein Zug. Schreib z. B. { $example }.
err-spezial-names-field-stone-covers = '{ $raw }' nennt { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }: Ein Spielstein bedeckt genau zwei. Schreib z. B. { $example }.
err-spezial-genial-spezial-has-no = Genial Spezial hat die Farbe { $colour } nicht: Wähle eine von { $names }.
err-spezial-neither-field-nor-colour = '{ $word }' ist weder ein Feld noch eine Farbe; die Farben sind { $names }.
err-spezial-you-have-no-stones = Du hast keine Spielsteine mehr.
err-spezial-not-on-board = { $label } liegt nicht auf dem Spielplan.
err-spezial-holds-tower-stones-go = Auf { $label } steht ein Turm: Spielsteine kommen neben Türme, nie darauf.
err-spezial-already-covered = { $label } ist schon belegt.
err-3d-not-move-in-this = '{ $word }' ist in diesem Spiel kein Zug.
err-3d-start-option-must-name = Die Startoption muss jede der sechs Farben genau einmal nennen, z. B. 'RGBOYP'.
err-3d-your-placements-are-done = Du hast in diesem Zug schon gelegt: Wähle 'tauschen' oder 'behalten'.
err-3d-you-have-no-tile = Du hast keinen Spielstein { $code } { $solo ->
        [1] zum Legen
       *[0] auf deiner Ablagebank
    }.
err-3d-opening-rule = Eröffnungsregel (3D-16): Leg an einen Startstein, den noch kein Spielstein berührt ({ $cells }).
err-3d-you-can-only-pass = Passen darfst du nur, wenn du keinen Spielstein mehr hast.
err-3d-not-placement = '{ $text }' ist kein Zug mit einem Spielstein.
err-record-move-by-seat-replays = Zug { $n } ('{ $get }' von Platz { $get2 }) ergibt beim Nachspielen die Punkte { $list }, das Protokoll aber { $normal }.
err-record-game-ends-after-move = Das Spiel endet nach Zug { $n }, aber das Protokoll geht weiter.
err-record-record-finished-after-move = Das Protokoll endet nach Zug { $moves }, aber das nachgespielte Spiel ist nicht vorbei.
err-core-not-a-colour = '{ $text }' ist keine Farbe: Nimm R (rot), G (grün), B (blau), O (orange), Y (gelb) oder P (lila) – oder schreib die Farbe aus.
err-classic-swap-after-placing = Tauschen kannst du erst, nachdem du in diesem Zug gelegt hast.
err-classic-cannot-swap-now = Du kannst jetzt nicht tauschen.
err-classic-sticks-out-beyond = Dieser Spielstein würde über { $cell } hinausragen: Eine Hälfte läge außerhalb { $players ->
        [0] des Spielplans
       *[other] des Spielbereichs für { $players } Spieler
    }.
err-classic-sticks-out = Dieser Spielstein würde hinausragen: Eine Hälfte läge außerhalb { $players ->
        [0] des Spielplans
       *[other] des Spielbereichs für { $players } Spieler
    }.
err-cards-exchange-after-playing = Deine Handkarten tauschen kannst du erst, nachdem du in diesem Zug gespielt hast.
err-cards-cannot-exchange-now = Du kannst jetzt nicht tauschen.
err-3d-exchange-after-placing = Tauschen kannst du erst, nachdem du in diesem Zug gelegt hast (D-3D-8).
err-3d-cannot-exchange-now = Du kannst jetzt nicht tauschen.
err-3d-off-board-from = Von { $cell } aus läge die andere Hälfte des Spielsteins neben dem Spielplan: Ein Spielstein darf nicht überstehen (3D-13).
err-3d-off-board = Dieser Spielstein läge neben dem Spielplan: Ein Spielstein darf nicht überstehen (3D-13).
err-3d-not-neighbours = { $first } und { $second } liegen nicht nebeneinander.
err-3d-not-flat = { $first } liegt auf Ebene { $low } und { $second } auf Ebene { $high }: Ein Spielstein muss flach auf einer Ebene liegen (3D-14).
err-3d-exactly-on-tile = { $first } und { $second } sind die zwei Hälften eines Spielsteins: Ein gestapelter Spielstein muss versetzt liegen, nie genau auf einem darunter (3D-12).
err-dice-empty-move = Kein Zug angegeben. Schreib 'würfeln', 'nachwürfeln', 'werten' oder 'werten joker RR=B' (deine zwei roten Würfel als Joker für ein blaues Kreuz).
err-dice-not-a-move = '{ $text }' ist kein Zug. Schreib 'würfeln', 'nachwürfeln', 'werten' oder 'werten joker RR=B' (deine zwei roten Würfel als Joker für ein blaues Kreuz).

## Was ein Zug bewirkt hat (eine Zeile im Thread, nach dem Namen).
move-resigned = gibt auf
move-passed-no-tiles = passt (keine Spielsteine mehr)
move-passed-no-cards = passt (keine Karten mehr)
move-swapped-rack = tauscht alle Steine der Ablagebank
move-kept-rack = behält die Steine der Ablagebank
move-kept-hand = behält die Handkarten
move-exchanged-tiles = tauscht { $count ->
        [one] den einzigen Spielstein
       *[other] alle { $count } Spielsteine
    }
move-exchanged-hand = tauscht alle Handkarten (zeigt { $cards }: keine mit { $weak })
move-gain = +{ $points } { $colour }
move-gains = { $gains }
move-no-points = keine Punkte
move-loss = { $points } { $colour }
move-lost-to-cap = { $gains } ({ $lost } über dem Höchststand verfallen)
move-lost-to-areas = { $gains } ({ $lost } verfallen wegen der Gruppenregel)
move-lost-to-locks = { $gains }; verfallen (Abschnitt gesperrt oder Reihe voll): { $lost }
move-placed = legt { $tile } auf { $first }-{ $second }: { $gains }
move-placed-level = legt { $tile } auf { $first }-{ $second } (Ebene { $level }): { $gains }
move-placed-stone = legt einen Spielstein auf { $first }-{ $second }: { $gains }{ $why ->
        [0] {""}
       *[other] {" "}({ $why })
    }
move-chip = { $colour } { $value }
move-chips = { $count ->
        [one] Zahlenchip
       *[other] Zahlenchips
    } { $chips }
move-large-towers = { $count ->
        [one] 1 großer Turm
       *[other] { $count } große Türme
    }: +{ $count } in jeder Farbe
move-bonus-fields = Bonusfeld { $colours }
move-played-card = spielt { $card }{ $first ->
        [0] {""}
       *[other] {" "}({ $first } zuerst)
    }: { $gains }
move-genial = { $move } – Einfach Genial! { $bonus ->
        [one] 1 Bonuszug
       *[other] { $bonus } Bonuszüge
    }
move-genial-placements = { $move } – Genial! { $bonus ->
        [one] 1 Bonuszug
       *[other] { $bonus } Bonuszüge
    }
move-as-bonus = macht einen Bonuszug und { $move }
move-sentence = { $move }.
move-then = { $move } { $note }
status-end-too-few-players = es sind zu wenige Spieler übrig
status-end-over = das Ende des Spiels ist erreicht
status-end-because = { $why }
status-end-all-at-cap = { $seat } hat { $cap } in allen sechs Farben
status-end-team-at-cap = { $seat } bringt das Team auf { $cap } in allen sechs Farben
status-end-no-free-pair = keine zwei benachbarten Felder sind mehr frei, kein Spielstein passt mehr
status-end-no-tiles-left = der Beutel und alle Ablagebänke sind leer
status-end-all-stones-placed = alle haben all ihre Steine gelegt
status-end-no-free-fields = keine zwei benachbarten Felder sind mehr frei, kein Stein passt mehr
status-end-all-at-goal = { $seat } hat alle sechs Farben auf { $goal } oder mehr
status-end-last-round = { $seat } hat die letzte Runde des Matches gewonnen
status-end-sheet-full = { $seat } hat jedes Kästchen des Wertungsblatts angekreuzt
status-end-last-game = { $seat } hat die letzte Partie des Matches gewonnen
move-game-over = Spielende: { $why }.
move-3d-final-round = Weniger als { $count ->
        [one] { $count } Spielstein
       *[other] { $count } Spielsteine
    } im Vorrat: Schlussrunde, alle sind noch einmal am Zug, ohne nachzuziehen.
move-3d-end-cap = { $cap } in jeder Farbe
move-3d-end-final-round = die Schlussrunde ist vorbei
move-3d-end-blocked = kein Spielstein passt mehr
move-3d-end-players = zu wenige Spieler übrig
move-3d-end-all-placed = alle Spielsteine sind gelegt
move-dice-group = { $count ->
        [one] { $colour }
       *[other] { $count }× { $colour }
    }
move-rolled = würfelt { $dice } (Wurf { $roll } von { $rolls })
move-scored = wertet: { $crosses }
move-scored-joker = wertet (Joker { $jokers }): { $crosses }
move-dice-won-game = – das ganze Wertungsblatt ist angekreuzt: gewinnt die Partie!
move-dice-won-round = – das ganze Wertungsblatt ist angekreuzt: gewinnt Partie { $game } von { $games }!
move-dice-won-match = { $won } Das Match ist vorbei.
move-cards-won-game = – alle sechs Farben auf 7 oder mehr: gewinnt die Partie!
move-cards-vp = Platz { $seat }: { $points }
move-cards-won-round = – alle sechs Farben auf 7 oder mehr: gewinnt Runde { $round } von { $rounds } (Siegpunkte: { $vps }
move-cards-match-over = { $won }). Das Match ist vorbei.
move-cards-next-round = { $won }). Runde { $round } wird ausgeteilt.
move-removed = wurde aus der Partie genommen
move-timed-out = hat die Bedenkzeit überschritten und verlässt die Partie

## Der Spielstand, eine öffentliche Zeile ($seat ist der Name des Spielers).
status-game-over = Spielende.
status-game-over-because = Spielende: { $why }.
status-classic = { $seat } { $what ->
        [swap] überlegt, ob die Steine der Ablagebank getauscht werden
        [bonus] macht einen Bonuszug
       *[place] legt einen Spielstein
    }. Spielsteine im Beutel: { $bag }.
status-3d = { $seat } { $what ->
        [exchange] überlegt, ob die Steine der Ablagebank getauscht werden
        [bonus] macht einen Bonuszug
       *[place] legt einen Spielstein
    }. Spielsteine im Vorrat: { $supply }.
status-3d-final-round = { $status } Schlussrunde: noch am Zug sind { $seats }.
status-solo = Leg { $tile }. Danach übrige Spielsteine: { $left }. Ergebnis bisher: { $score }.
status-solo-over = { $status } Ergebnis: { $score }.
status-cards = { $round ->
        [0] {""}
       *[other] Runde { $round } von { $rounds }:{" "}
    }{ $seat } { $what ->
        [exchange] überlegt, ob die Handkarten getauscht werden
        [bonus] macht einen Bonuszug
       *[play] spielt eine Karte
    }. Nachziehstapel: { $draw }, Ablagestapel: { $discard }.
status-spezial = { $seat } legt einen Spielstein (Runde { $round } von { $rounds }). Übrige Spielsteine: { $left }.
status-dice-to-roll = { $seat } würfelt{ $games ->
        [1] {""}
       *[other] {" "}(Partie { $game } von { $games })
    }.
status-dice-rolled = { $seat } hat { $rolls ->
        [1] einmal
        [2] zweimal
       *[other] { $rolls }-mal
    } gewürfelt und { $left ->
        [0] muss werten
        [1] darf noch 1-mal nachwürfeln oder werten
       *[other] darf noch { $left }-mal nachwürfeln oder werten
    }{ $games ->
        [1] {""}
       *[other] {" "}(Partie { $game } von { $games })
    }.

## Absagen an der Grenze der Spiele (jede Eingabe rein, eine klare Absage raus).
err-cli-move-malformed = Zug { $n } ist fehlerhaft.
err-core-player-count = { $name } ist für { $low }–{ $high } Spieler, nicht für { $what }.
err-core-seed-must-be-whole = Der Startwert muss eine ganze Zahl von 0 bis 2**63-1 sein.
err-core-options-must-be-given = Optionen werden als Namen mit Werten angegeben (eine Zuordnung).
err-core-options-must-be-names = Optionen müssen Namen mit Werten sein.
err-core-move-must-be-written = Ein Zug muss als Text geschrieben werden, nicht als { $name }.
err-core-that-far-too-long = Das ist viel zu lang für einen Zug.
err-core-that-not-move-of = Das ist kein Zug in { $edition }.
err-core-unknown-option = { $name } hat keine Option '{ $shown }'.
err-core-option-cannot-be-set = Die Option '{ $key }' kann nicht gesetzt werden.
err-core-option-has-invalid-value = Die Option '{ $key }' hat einen ungültigen Wert.
err-core-option-must-be-true = Die Option '{ $name }' muss true oder false sein.
err-core-option-must-be-whole = Die Option '{ $name }' muss eine ganze Zahl von { $low } bis { $high } sein.
err-core-option-must-list-codes = Die Option '{ $name }' muss { $what ->
        [card] Karten
       *[other] Spielsteine
    } als Codes auflisten, z. B. ["GO", "BY"].
err-core-option-must-hold-exactly = Die Option '{ $name }' muss genau die { $len } { $what ->
        [card] Karten
       *[other] Spielsteine
    } dieses Spiels enthalten, jede so oft wie in der Schachtel, in beliebiger Reihenfolge (sie enthält { $len2 }).
err-core-that-move-malformed-its = Dieser Zug ({ $name }) ist fehlerhaft: { $name2 } ist ungültig.
err-core-option-codes-as-text = Die Option '{ $name }' muss { $what ->
        [card] Karten
       *[other] Spielsteine
    } als Codes auflisten (Text wie "GO").
err-core-option-not-code-such = Option '{ $name }': '{ $shown }' ist kein Code { $what ->
        [card] einer Karte
       *[other] eines Spielsteins
    } wie "GO".
err-core-not-move = '{ $shown }' ist kein Zug.
err-core-not-such-move = '{ $shown }' ist kein solcher Zug.
err-core-unreadable-move = Das ist kein Zug in { $name }.
err-core-that-not-valid-move = Das ist kein gültiger Zug in { $name }.
err-core-not-a-direction = '{ $shown }' ist keine Richtung: Nimm r, l, ur, ul, dr oder dl.
err-core-there-no-symbol-in = In diesem Spiel gibt es kein Symbol in { $colour }.
err-dice-joker-names-colours-dice = Ein Joker nennt Farben, die die Würfel zeigen.
err-dice-joker-two-or-more = Ein Joker sind zwei oder mehr deiner Würfel mit demselben Symbol, geschrieben wie RR oder YYY.
err-dice-option-dice-each-roll = Option 'dice': Jeder Wurf besteht aus { $per_player } Farbbuchstaben, z. B. '{ $value }'.
err-migrations-unknown-schema = Unbekanntes Protokollschema { $brief } (erwartet: { $target }).
err-migrations-newer-schema = Unbekanntes Protokollschema { $brief } (erwartet: { $target } oder älter): Es stammt von einer neueren Version des Bots.
err-record-bad-options = Fehlerhaftes Protokoll: Feld 'options' fehlt oder ist ungültig.
err-record-replay-up-to-whole = Nachspielen geht nur bis zu einer ganzen Zahl von Zügen.
err-record-record-path-must-be = Der Pfad eines Protokolls muss Text sein.
err-record-bad-field = Fehlerhaftes Protokoll: Feld '{ $key }' fehlt oder ist ungültig.
err-record-bad-move = Zug { $value } ist fehlerhaft: { $brief }.
err-record-cannot-read-record-it = Protokoll { $path } nicht lesbar: Es ist zu tief verschachtelt.
err-edition-unknown = Ein Spiel '{ $shown }' gibt es nicht. Wähle eines von: { $known }.
err-spezial-no-such-colour = Genial Spezial hat die Farbe { $colour } nicht.
err-spezial-option-chips-codes = Die Option 'chips' muss Turmfeldern Chip-Codes zuordnen, z. B. {"{"}"G4": "P2"{"}"}.
err-record-last-move-result = Zug { $moves } (der letzte) ergibt beim Nachspielen das Ergebnis { $got }, das Protokoll aber { $brief }.
err-record-move-scores = Zug { $n } ({ $brief } von Platz { $brief2 }) ergibt beim Nachspielen die Stände { $got }, das Protokoll aber { $brief3 }.
err-3d-solo-no-exchange = Im Solospiel gibt es kein Tauschen und keine Ablagebank: Leg den gezogenen Spielstein { $tile } (3D-41).
err-3d-solo-no-exchange-empty = Im Solospiel gibt es kein Tauschen: Leg den gezogenen Spielstein (3D-41).
err-spezial-option-chips-bad = Option 'chips': { $error }

# Ein 3D-Zug ist ein Satz für sich: die Summe steht darin ("...: +1 orange, +1 lila,
# insgesamt 2 Punkte.") statt hinter seinem Punkt.
move-with-total = { $move }, insgesamt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
