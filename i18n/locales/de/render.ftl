# Wörter in Bildern (img-).

img-game-over = Spielende
img-match-over = Match vorbei
img-wins = { $name } gewinnt!
img-share-first = { $names } und { $last } teilen sich Platz 1
img-seat = Platz { $seat }
img-final-scores = Endstand
img-final-table = Endstand
img-final-sheets = Endstand der Wertungsblätter
img-final-standings = Endstand
img-standings-so-far = Zwischenstand
img-rank-note = Es zählt die schwächste Farbe jedes Spielers, dann die nächstschwächste und so weiter.
img-to-play = ist am Zug
img-resigned = aufgegeben
img-bonus-move = Bonuszug
img-bonus-move-of = Bonuszug (1 von { $count })
img-bonus-moves-to-go = Bonuszug (noch { $count })
img-exchange-or-keep-hand = Handkarten tauschen oder behalten?
img-exchange-or-keep-rack = Ablagebank tauschen oder behalten?
img-hand-size = Hand { $count }
img-rack-size = Bank { $count }
img-wins-with-vp = { $name } gewinnt mit { $points ->
        [one] { $points } Siegpunkt
       *[other] { $points } Siegpunkten
    }!
img-wins-with-points = { $name } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }!
# Kurz: Es teilt sich die Statuszeile mit "Vorschau · <name>: +N Punkte" auf 720 px breiten Spielplänen.
img-piles = Stapel { $draw } · Ablage { $discard }
img-round-of = Runde { $round } von { $rounds }
img-your-hand = { $name } – deine Handkarten
img-your-rack = { $name } – deine Ablagebank
img-your-stones = { $name } – deine Spielsteine
img-your-dice = { $name } – deine Würfel und dein Wertungsblatt
img-cards = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
img-tiles = { $count ->
        [one] { $count } Spielstein
       *[other] { $count } Spielsteine
    }
img-stones-left = noch { $left } von { $total }
img-hand-empty = Du hast keine Karten auf der Hand.
img-rack-empty = Deine Ablagebank ist leer.
img-weakest = Schwächste: { $colours }
img-goal = Ziel: jede Farbe auf { $goal }+
img-no-weak-card = Keine Karte mit { $colours }: Handkarten tauschen oder behalten?
img-bag = Beutel: { $count ->
        [one] { $count } Spielstein
       *[other] { $count } Spielsteine
    }
img-supply = Vorrat: { $count ->
        [one] { $count } Spielstein
       *[other] { $count } Spielsteine
    }
img-start-player = Startspieler
img-to-roll = würfelt
img-who-to-roll = { $name } würfelt
img-roll-of = Wurf { $roll } von { $rolls }
img-reroll-or-score = nachwürfeln oder werten
img-must-score = muss werten
img-victory-points = { $count ->
        [one] { $count } Siegpunkt
       *[other] { $count } Siegpunkte
    }
img-won-games = { $count ->
        [one] gewann Partie { $games }
       *[other] gewann die Partien { $games }
    }
img-game-of = Partie { $game } von { $games }
img-players = { $count } Spieler
img-others-show = Die anderen zeigen:
img-dice-rank-match = Siegpunkte: 7 für jede gewonnene Partie, sonst die Kreuze der schwächsten Reihe.
img-dice-rank-game = Ein volles Wertungsblatt gewinnt; sonst entscheidet die schwächste Reihe, dann die nächstschwächste.
img-match-result = Match-Ergebnis ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
img-match-so-far = Match-Zwischenstand ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
img-joker-of-a-colour = Joker: { $count } einer Farbe
img-place-a-stone = legt einen Stein
img-level = Ebene
img-last-turn-to-come = noch ein letzter Zug
img-result = Ergebnis { $score }
img-place-this-tile = leg diesen Spielstein
img-opening-next-to = Eröffnung: neben { $cells }
img-final-round = Schlussrunde: jeder noch ein Zug, ohne Nachziehen
img-may-exchange-rack = Kein Spielstein zeigt deine schwächste Farbe: Du darfst deine Ablagebank tauschen.
img-swap-or-keep-rack = Ablagebank tauschen oder behalten?
img-bonus-placement = Bonuszug
img-not-rolled = noch nicht gewürfelt
