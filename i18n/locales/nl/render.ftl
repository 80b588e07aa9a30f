# Woorden in afbeeldingen (img-).

img-game-over = Einde van het spel
img-match-over = Match voorbij
img-wins = { $name } wint!
img-share-first = { $names } en { $last } delen de 1e plaats
img-seat = Plaats { $seat }
img-final-scores = Eindstand
img-final-table = Eindstand
img-final-sheets = Eindstand van de scorebladen
img-final-standings = Eindstand
img-standings-so-far = Tussenstand
img-rank-note = De zwakste kleur van elke speler telt, dan de op één na zwakste, enzovoort.
img-to-play = is aan de beurt
img-resigned = opgegeven
img-bonus-move = bonusbeurt
img-bonus-move-of = bonusbeurt (1 van { $count })
img-bonus-moves-to-go = bonusbeurt (nog { $count })
img-exchange-or-keep-hand = hand ruilen of houden?
img-exchange-or-keep-rack = aflegbank ruilen of houden?
img-hand-size = hand { $count }
img-rack-size = bank { $count }
img-wins-with-vp = { $name } wint met { $points ->
        [one] { $points } overwinningspunt
       *[other] { $points } overwinningspunten
    }!
img-wins-with-points = { $name } wint met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }!
img-piles = Trekstapel { $draw } · Aflegstapel { $discard }
img-round-of = Ronde { $round } van { $rounds }
img-your-hand = { $name } – je hand
img-your-rack = { $name } – je aflegbank
img-your-stones = { $name } – je speelstenen
img-your-dice = { $name } – je dobbelstenen en scoreblad
img-cards = { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }
img-tiles = { $count ->
        [one] { $count } speelsteen
       *[other] { $count } speelstenen
    }
img-stones-left = nog { $left } van { $total }
img-hand-empty = Je hebt geen kaarten in je hand.
img-rack-empty = Je aflegbank is leeg.
img-weakest = Zwakste: { $colours }
img-goal = Doel: elke kleur op { $goal }+
img-no-weak-card = Geen kaart met { $colours }: hand ruilen of houden?
img-bag = Buidel: { $count ->
        [one] { $count } speelsteen
       *[other] { $count } speelstenen
    }
img-supply = Voorraad: { $count ->
        [one] { $count } speelsteen
       *[other] { $count } speelstenen
    }
img-start-player = startspeler
img-to-roll = gooit
img-who-to-roll = { $name } gooit
img-roll-of = worp { $roll } van { $rolls }
img-reroll-or-score = opnieuw gooien of scoren
img-must-score = moet scoren
img-victory-points = { $count ->
        [one] { $count } overwinningspunt
       *[other] { $count } overwinningspunten
    }
img-won-games = { $count ->
        [one] won spel { $games }
       *[other] won de spellen { $games }
    }
img-game-of = Spel { $game } van { $games }
img-players = { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }
img-others-show = De anderen tonen:
img-dice-rank-match = Overwinningspunten: 7 voor elk gewonnen spel, anders de kruisjes van de zwakste rij.
img-dice-rank-game = Een vol scoreblad wint; anders beslist de zwakste rij, dan de op één na zwakste.
img-match-result = Uitslag van de match ({ $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    })
img-match-so-far = Tussenstand van de match ({ $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    })
img-joker-of-a-colour = joker: { $count } van één kleur
img-place-a-stone = legt een steen
img-level = laag
img-last-turn-to-come = nog één laatste beurt
img-result = resultaat { $score }
img-place-this-tile = leg deze speelsteen
img-opening-next-to = opening: naast { $cells }
img-final-round = Laatste ronde: iedereen nog één beurt, zonder bijpakken
img-may-exchange-rack = Geen speelsteen toont je zwakste kleur: je mag je aflegbank ruilen.
img-swap-or-keep-rack = aflegbank ruilen of houden?
img-bonus-placement = bonusbeurt
img-not-rolled = nog niet gegooid
