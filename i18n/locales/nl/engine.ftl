# Weigeringen van de spellen (err-), wat een zet deed (move-).
# Spelbegrippen zoals in de Kosmos-regels: speelsteen, aflegbank, buidel, speelbord,
# scoretabel, bonusbeurt, toren, fiche, dobbelsteen, scoreblad.

err-cards-there-no-card-every = Een kaart { $letter }{ $letter2 } bestaat niet: elke kaart toont twee verschillende kleuren (D-CRD-1).
err-cards-not-card-write-its = '{ $strip }' is geen kaart: schrijf de twee kleurletters, bijv. RB (R rood, G groen, B blauw, O oranje, Y geel, P paars).
err-cards-not-move-in-this = '{ $word }' is in dit spel geen zet.
err-cards-your-cards-for-this = Je kaarten voor deze beurt zijn gespeeld: kies 'ruilen' of 'houden'.
err-cards-you-have-no-card = Je hebt geen kaart { $code } in je hand.
err-cards-you-can-only-pass = Je mag alleen passen als je geen kaart meer hebt.
err-cards-number-of-rounds-must = Het aantal rondes moet een heel getal van 1 tot { $max_rounds } zijn.
err-cards-not-move-write-card = '{ $strip }' is geen zet. Schrijf de kaart, bijv. 'spelen RB' (rood eerst gescoord) of 'spelen RB B' (blauw eerst), of 'ruilen' / 'houden'.
err-cards-card-has-no-symbol = De kaart { $code } heeft geen symbool in { $colour }: scoor eerst { $letter } of { $letter2 }.
err-classic-not-move-in-this = '{ $notation }' is in dit spel geen zet.
err-classic-your-placements-are-done = Je hebt deze beurt al gelegd: kies 'ruilen' of 'houden' voor je aflegbank.
err-classic-you-have-no-tile = Je hebt geen speelsteen { $code } op je aflegbank.
err-classic-your-first-tile-must = Je eerste speelsteen moet een gedrukt symbool raken waar nog geen andere speler is begonnen (D-CL-6).
err-classic-not-direction = '{ $direction }' is geen richting.
err-classic-you-can-only-pass = Je mag alleen passen als je geen speelsteen meer hebt.
err-classic-holds-printed-symbol-tiles = Op { $label } staat een gedrukt symbool: speelstenen komen ernaast, nooit erop.
err-classic-already-covered = { $label } is al bezet.
err-classic-scores-must-give-every = De scores moeten elke kant (een plaats of een team) per kleur een waarde op de scoretabel geven.
err-classic-there-no-seat = Plaats { $seat } bestaat niet.
err-classic-give-one-rack-per = Geef één aflegbank per plaats.
err-classic-not-tile-placement = '{ $text }' is geen geldige zet met een speelsteen.
err-classic-not-free-cell = { $notation }: { $label } is geen vrij veld.
err-classic-teams-need-four = Een spel in teams heeft vier spelers nodig (twee teams van twee); hier zijn het er { $players }.
err-core-this-game-over = Dit spel is afgelopen.
err-core-it-not-your-turn = Je bent niet aan de beurt.
err-core-that-player-not-in = Die speler doet niet meer mee.
err-core-not-direction-use-r = '{ $text }' is geen richting: gebruik r, l, ur, ul, dr of dl (waar de tweede helft van de speelsteen ligt, gezien vanaf de eerste)
err-core-there-no-cell-on = Een veld '{ $strip }' bestaat niet op dit speelbord.
err-core-not-move-write-tile = '{ $text }' is geen zet. Schrijf de speelsteen, een veld en een richting, bijv. 'RB F7 r' (rood op F7, blauw rechts ernaast){ $also ->
        [0] {""}
       *[other] , of { $also }
    }.
err-core-and-are-not-neighbours = { $label } en { $label2 } liggen niet naast elkaar.
err-core-not-tile-write-its = '{ $text }' is geen speelsteen: schrijf de twee kleurletters, bijv. RB (R rood, G groen, B blauw, O oranje, Y geel, P paars).
err-dice-not-move-in-dice = '{ $notation }' is in het dobbelspel geen zet.
err-dice-you-have-rolled-already = Je hebt al gegooid: 'opnieuw' om nog eens te gooien of 'scoren'.
err-dice-roll-first-write-roll = Eerst gooien: schrijf 'gooien'.
err-dice-you-have-rolled-times = Je hebt { $max_rolls ->
        [one] één keer
       *[other] { $max_rolls } keer
    } gegooid: nu 'scoren' (DCE-5).
err-dice-you-have-no-pair = Je hebt geen paar dobbelstenen in { $colour } om als joker te gebruiken.
err-dice-joker-uses-whole-group = Een joker gebruikt de hele groep: je gooide { $count }× { $colour }, dus schrijf { $group }=... (D-DCE-5).
err-dice-each-group-of-dice = Elke groep dobbelstenen kan maar één joker zijn: noem elke groep één keer.
err-dice-not-joker-write-group = '{ $word }' is geen joker: schrijf de groep dobbelstenen, '=' en de kleur die je wilt aankruisen, bijv. RR=B.
err-dice-not-joker-group-joker = '{ $upper }' is geen jokergroep: een joker is twee of meer dobbelstenen met hetzelfde symbool, geschreven als RR of YYY.
err-dice-which-dice-are-joker = Welke dobbelstenen zijn de joker? Schrijf bijv. 'scoren joker RR=B' (je twee rode dobbelstenen als joker voor één blauw kruisje).
err-dice-option-start-variant-must = De optie 'start_variant' moet true of false zijn.
err-dice-option-games-must-be = De optie 'games' moet een heel getal van 1 tot { $max_games } zijn.
err-dice-option-dice-must-be = De optie 'dice' moet een lijst worpen zijn.
err-dice-explicit-roll-must-show = De opgegeven worp '{ $text }' moet { $per_player ->
        [one] { $per_player } dobbelsteen
       *[other] { $per_player } dobbelstenen
    } tonen.
err-migrations-no-migration-from-record = Geen omzetting van verslagschema { $version } naar { $value } geregistreerd.
err-migrations-migration-from-record-schema = De omzetting van verslagschema { $version } is kapot.
err-record-game-record-must-be = Een spelverslag moet een JSON-object zijn.
err-record-record-names-no-known = Het verslag noemt geen bekende editie: { $error }
err-record-record-cannot-set-up = Het verslag kan zijn spel niet opzetten: { $error }
err-record-cannot-read-record = Verslag { $path } is niet te lezen: { $error }
err-record-move-by-seat-does = Zet { $value } ({ $text } door plaats { $seat }) is niet na te spelen: { $error }
err-spezial-not-genial-spezial-move = '{ $notation }' is geen zet in Genial Spezial.
err-spezial-and-are-not-neighbours = { $label } en { $label2 } liggen niet naast elkaar: een speelsteen bedekt twee velden die elkaar raken.
err-spezial-covers-give-colour = { $first }-{ $second } bedekt { $need ->
        [0] geen bonusveld: geef geen kleur op
        [one] 1 bonusveld: geef 1 kleur op
       *[other] { $need } bonusvelden: geef { $need } kleuren op
    }.
err-spezial-you-can-still-place = Je kunt nog een speelsteen leggen: passen mag pas als er geen twee aangrenzende velden meer vrij zijn.
err-spezial-option-chips-must-map = De optie 'chips' moet torenvelden aan fiches koppelen.
err-spezial-option-chips-has-no = Optie 'chips': op { $label } staat geen toren.
err-spezial-option-chips-no-chip = Optie 'chips': geen fiche { $code } meer over.
err-spezial-write-move-e-g = Schrijf een zet, bijv. { $example }.
err-spezial-not-move-write-e = '{ $raw }' is geen zet. Schrijf bijv. { $example }.
err-spezial-names-field-stone-covers = '{ $raw }' noemt { $count ->
        [one] { $count } veld
       *[other] { $count } velden
    }: een speelsteen bedekt er precies twee. Schrijf bijv. { $example }.
err-spezial-genial-spezial-has-no = Genial Spezial heeft de kleur { $colour } niet: kies uit { $names }.
err-spezial-neither-field-nor-colour = '{ $word }' is geen veld en geen kleur; de kleuren zijn { $names }.
err-spezial-you-have-no-stones = Je hebt geen speelstenen meer.
err-spezial-not-on-board = { $label } ligt niet op het speelbord.
err-spezial-holds-tower-stones-go = Op { $label } staat een toren: speelstenen komen naast torens, nooit erop.
err-spezial-already-covered = { $label } is al bezet.
err-3d-not-move-in-this = '{ $word }' is in dit spel geen zet.
err-3d-start-option-must-name = De startoptie moet elk van de zes kleuren precies één keer noemen, bijv. 'RGBOYP'.
err-3d-your-placements-are-done = Je hebt deze beurt al gelegd: kies 'ruilen' of 'houden'.
err-3d-you-have-no-tile = Je hebt geen speelsteen { $code } { $solo ->
        [1] om te leggen
       *[0] op je aflegbank
    }.
err-3d-opening-rule = Openingsregel (3D-16): leg naast een startsteen die nog door geen speelsteen wordt geraakt ({ $cells }).
err-3d-you-can-only-pass = Je mag alleen passen als je geen speelsteen meer hebt.
err-3d-not-placement = '{ $text }' is geen geldige zet met een speelsteen.
err-record-move-by-seat-replays = Zet { $n } ('{ $get }' door plaats { $get2 }) geeft bij naspelen de punten { $list }, maar het verslag zegt { $normal }.
err-record-game-ends-after-move = Het spel eindigt na zet { $n }, maar het verslag gaat door.
err-record-record-finished-after-move = Het verslag eindigt na zet { $moves }, maar het nagespeelde spel is niet afgelopen.
err-core-not-a-colour = '{ $text }' is geen kleur: gebruik R (rood), G (groen), B (blauw), O (oranje), Y (geel) of P (paars) – of schrijf de kleur voluit.
err-classic-swap-after-placing = Je kunt pas ruilen nadat je deze beurt hebt gelegd.
err-classic-cannot-swap-now = Je kunt nu niet ruilen.
err-classic-sticks-out-beyond = Die speelsteen zou voorbij { $cell } uitsteken: de helft zou buiten { $players ->
        [0] het speelbord
       *[other] het speelgebied voor { $players } spelers
    } liggen.
err-classic-sticks-out = Die speelsteen zou uitsteken: de helft zou buiten { $players ->
        [0] het speelbord
       *[other] het speelgebied voor { $players } spelers
    } liggen.
err-cards-exchange-after-playing = Je kunt je hand pas ruilen nadat je deze beurt hebt gespeeld.
err-cards-cannot-exchange-now = Je kunt nu niet ruilen.
err-3d-exchange-after-placing = Je kunt pas ruilen nadat je deze beurt hebt gelegd (D-3D-8).
err-3d-cannot-exchange-now = Je kunt nu niet ruilen.
err-3d-off-board-from = Vanaf { $cell } zou de andere helft van de speelsteen naast het speelbord liggen: een speelsteen mag niet uitsteken (3D-13).
err-3d-off-board = Die speelsteen zou naast het speelbord liggen: een speelsteen mag niet uitsteken (3D-13).
err-3d-not-neighbours = { $first } en { $second } liggen niet naast elkaar.
err-3d-not-flat = { $first } ligt op laag { $low } en { $second } op laag { $high }: een speelsteen moet vlak op één laag liggen (3D-14).
err-3d-exactly-on-tile = { $first } en { $second } zijn de twee helften van één speelsteen: een gestapelde speelsteen moet verschoven liggen, nooit precies op een steen eronder (3D-12).
err-dice-empty-move = Geen zet opgegeven. Schrijf 'gooien', 'opnieuw', 'scoren' of 'scoren joker RR=B' (je twee rode dobbelstenen als joker voor één blauw kruisje).
err-dice-not-a-move = '{ $text }' is geen zet. Schrijf 'gooien', 'opnieuw', 'scoren' of 'scoren joker RR=B' (je twee rode dobbelstenen als joker voor één blauw kruisje).

## Wat een zet deed (één regel in de thread, na de naam).
move-resigned = geeft op
move-passed-no-tiles = past (geen speelstenen meer)
move-passed-no-cards = past (geen kaarten meer)
move-swapped-rack = ruilt alle stenen van de aflegbank
move-kept-rack = houdt de stenen van de aflegbank
move-kept-hand = houdt de hand
move-exchanged-tiles = ruilt { $count ->
        [one] de enige speelsteen
       *[other] alle { $count } speelstenen
    }
move-exchanged-hand = ruilt de hele hand (toont { $cards }: geen { $weak })
move-gain = +{ $points } { $colour }
move-gains = { $gains }
move-no-points = geen punten
move-loss = { $points } { $colour }
move-lost-to-cap = { $gains } ({ $lost } vervallen boven het maximum)
move-lost-to-areas = { $gains } ({ $lost } vervallen door de groepsregel)
move-lost-to-locks = { $gains }; vervallen (deel nog op slot of rij vol): { $lost }
move-placed = legt { $tile } op { $first }-{ $second }: { $gains }
move-placed-level = legt { $tile } op { $first }-{ $second } (laag { $level }): { $gains }
move-placed-stone = legt een speelsteen op { $first }-{ $second }: { $gains }{ $why ->
        [0] {""}
       *[other] {" "}({ $why })
    }
move-chip = { $colour } { $value }
move-chips = { $count ->
        [one] fiche
       *[other] fiches
    } { $chips }
move-large-towers = { $count ->
        [one] 1 grote toren
       *[other] { $count } grote torens
    }: +{ $count } in elke kleur
move-bonus-fields = bonusveld { $colours }
move-played-card = speelt { $card }{ $first ->
        [0] {""}
       *[other] {" "}({ $first } eerst)
    }: { $gains }
move-genial = { $move } – Geniaal! { $bonus ->
        [one] 1 bonusbeurt
       *[other] { $bonus } bonusbeurten
    }
move-genial-placements = { $move } – Geniaal! { $bonus ->
        [one] 1 bonusbeurt
       *[other] { $bonus } bonusbeurten
    }
move-as-bonus = doet een bonusbeurt en { $move }
move-sentence = { $move }.
move-then = { $move } { $note }
status-end-too-few-players = er zijn te weinig spelers over
status-end-over = het einde van het spel is bereikt
status-end-because = { $why }
status-end-all-at-cap = { $seat } heeft { $cap } in alle zes kleuren
status-end-team-at-cap = { $seat } brengt het team op { $cap } in alle zes kleuren
status-end-no-free-pair = er zijn geen twee aangrenzende velden meer vrij, er past geen speelsteen meer
status-end-no-tiles-left = de buidel en alle aflegbanken zijn leeg
status-end-all-stones-placed = iedereen heeft al zijn stenen gelegd
status-end-no-free-fields = er zijn geen twee aangrenzende velden meer vrij, er past geen steen meer
status-end-all-at-goal = { $seat } heeft alle zes kleuren op { $goal } of meer
status-end-last-round = { $seat } heeft de laatste ronde van de match gewonnen
status-end-sheet-full = { $seat } heeft elk vakje van het scoreblad aangekruist
status-end-last-game = { $seat } heeft het laatste spel van de match gewonnen
move-game-over = Einde van het spel: { $why }.
move-3d-final-round = Minder dan { $count ->
        [one] { $count } speelsteen
       *[other] { $count } speelstenen
    } in de voorraad: laatste ronde, iedereen is nog één keer aan de beurt zonder bij te trekken.
move-3d-end-cap = { $cap } in elke kleur
move-3d-end-final-round = de laatste ronde is voorbij
move-3d-end-blocked = er past geen speelsteen meer
move-3d-end-players = te weinig spelers over
move-3d-end-all-placed = alle speelstenen zijn gelegd
move-dice-group = { $count ->
        [one] { $colour }
       *[other] { $count }× { $colour }
    }
move-rolled = gooit { $dice } (worp { $roll } van { $rolls })
move-scored = scoort: { $crosses }
move-scored-joker = scoort (joker { $jokers }): { $crosses }
move-dice-won-game = – het hele scoreblad is aangekruist: wint het spel!
move-dice-won-round = – het hele scoreblad is aangekruist: wint spel { $game } van { $games }!
move-dice-won-match = { $won } De match is voorbij.
move-cards-won-game = – alle zes kleuren op 7 of meer: wint het spel!
move-cards-vp = plaats { $seat }: { $points }
move-cards-won-round = – alle zes kleuren op 7 of meer: wint ronde { $round } van { $rounds } (overwinningspunten: { $vps }
move-cards-match-over = { $won }). De match is voorbij.
move-cards-next-round = { $won }). Ronde { $round } wordt uitgedeeld.
move-removed = is uit het spel gehaald
move-timed-out = heeft de bedenktijd overschreden en verlaat het spel

## De stand van het spel, één openbare regel ($seat is de naam van de speler).
status-game-over = Einde van het spel.
status-game-over-because = Einde van het spel: { $why }.
status-classic = { $seat } { $what ->
        [swap] beslist of de stenen van de aflegbank geruild worden
        [bonus] doet een bonusbeurt
       *[place] legt een speelsteen
    }. Speelstenen in de buidel: { $bag }.
status-3d = { $seat } { $what ->
        [exchange] beslist of de stenen van de aflegbank geruild worden
        [bonus] doet een bonusbeurt
       *[place] legt een speelsteen
    }. Speelstenen in de voorraad: { $supply }.
status-3d-final-round = { $status } Laatste ronde: nog aan de beurt zijn { $seats }.
status-solo = Leg { $tile }. Speelstenen daarna nog over: { $left }. Resultaat tot nu toe: { $score }.
status-solo-over = { $status } Resultaat: { $score }.
status-cards = { $round ->
        [0] {""}
       *[other] Ronde { $round } van { $rounds }:{" "}
    }{ $seat } { $what ->
        [exchange] beslist of de hand geruild wordt
        [bonus] doet een bonusbeurt
       *[play] speelt een kaart
    }. Trekstapel: { $draw }, aflegstapel: { $discard }.
status-spezial = { $seat } legt een speelsteen (ronde { $round } van { $rounds }). Speelstenen over: { $left }.
status-dice-to-roll = { $seat } gooit{ $games ->
        [1] {""}
       *[other] {" "}(spel { $game } van { $games })
    }.
status-dice-rolled = { $seat } heeft { $rolls ->
        [1] één keer
        [2] twee keer
       *[other] { $rolls } keer
    } gegooid en { $left ->
        [0] moet scoren
        [1] mag nog 1 keer opnieuw gooien of scoren
       *[other] mag nog { $left } keer opnieuw gooien of scoren
    }{ $games ->
        [1] {""}
       *[other] {" "}(spel { $game } van { $games })
    }.

## Weigeringen aan de rand van de spellen (elke invoer erin, een duidelijke weigering eruit).
err-cli-move-malformed = Zet { $n } is ongeldig.
err-core-player-count = { $name } is voor { $low }–{ $high ->
        [one] { $high } speler
       *[other] { $high } spelers
    }, niet voor { $what }.
err-core-seed-must-be-whole = De startwaarde moet een heel getal van 0 tot 2**63-1 zijn.
err-core-options-must-be-given = Opties worden opgegeven als namen met waarden (een koppeling).
err-core-options-must-be-names = Opties moeten namen met waarden zijn.
err-core-move-must-be-written = Een zet moet als tekst geschreven worden, niet als { $name }.
err-core-that-far-too-long = Dat is veel te lang voor een zet.
err-core-that-not-move-of = Dat is geen zet in { $edition }.
err-core-unknown-option = { $name } heeft geen optie '{ $shown }'.
err-core-option-cannot-be-set = De optie '{ $key }' kan niet ingesteld worden.
err-core-option-has-invalid-value = De optie '{ $key }' heeft een ongeldige waarde.
err-core-option-must-be-true = De optie '{ $name }' moet true of false zijn.
err-core-option-must-be-whole = De optie '{ $name }' moet een heel getal van { $low } tot { $high } zijn.
err-core-option-must-list-codes = De optie '{ $name }' moet codes van { $what ->
        [card] kaarten
       *[other] speelstenen
    } opsommen, bijv. ["GO", "BY"].
err-core-option-must-hold-exactly = De optie '{ $name }' moet precies de { $len } { $what ->
        [card] kaarten
       *[other] speelstenen
    } van deze editie bevatten, elk zo vaak als in de doos, in willekeurige volgorde (er staan er { $len2 } in).
err-core-that-move-malformed-its = Deze zet ({ $name }) is ongeldig: { $name2 } klopt niet.
err-core-option-codes-as-text = De optie '{ $name }' moet codes van { $what ->
        [card] kaarten
       *[other] speelstenen
    } opsommen (tekst zoals "GO").
err-core-option-not-code-such = Optie '{ $name }': '{ $shown }' is geen code van een { $what ->
        [card] kaart
       *[other] speelsteen
    } zoals "GO".
err-core-not-move = '{ $shown }' is geen zet.
err-core-not-such-move = '{ $shown }' is niet zo'n zet.
err-core-unreadable-move = Dat is geen zet in { $name }.
err-core-that-not-valid-move = Dat is geen geldige zet in { $name }.
err-core-not-a-direction = '{ $shown }' is geen richting: gebruik r, l, ur, ul, dr of dl.
err-core-there-no-symbol-in = In dit spel is er geen symbool in { $colour }.
err-dice-joker-names-colours-dice = Een joker noemt kleuren die de dobbelstenen tonen.
err-dice-joker-two-or-more = Een joker is twee of meer van je dobbelstenen met hetzelfde symbool, geschreven als RR of YYY.
err-dice-option-dice-each-roll = Optie 'dice': elke worp bestaat uit { $per_player } kleurletters, bijv. '{ $value }'.
err-migrations-unknown-schema = Onbekend verslagschema { $brief } (verwacht: { $target }).
err-migrations-newer-schema = Onbekend verslagschema { $brief } (verwacht: { $target } of ouder): het komt van een nieuwere versie van de bot.
err-record-bad-options = Ongeldig verslag: veld 'options' ontbreekt of is ongeldig.
err-record-replay-up-to-whole = Naspelen kan alleen tot een heel aantal zetten.
err-record-record-path-must-be = Het pad van een verslag moet tekst zijn.
err-record-bad-field = Ongeldig verslag: veld '{ $key }' ontbreekt of is ongeldig.
err-record-bad-move = Zet { $value } is ongeldig: { $brief }.
err-record-cannot-read-record-it = Verslag { $path } is niet te lezen: het is te diep genest.
err-edition-unknown = Een editie '{ $shown }' bestaat niet. Kies uit: { $known }.
err-spezial-no-such-colour = Genial Spezial heeft de kleur { $colour } niet.
err-spezial-option-chips-codes = De optie 'chips' moet torenvelden aan fichecodes koppelen, bijv. {"{"}"G4": "P2"{"}"}.
err-record-last-move-result = Zet { $moves } (de laatste) geeft bij naspelen de uitslag { $got }, maar het verslag zegt { $brief }.
err-record-move-scores = Zet { $n } ({ $brief } door plaats { $brief2 }) geeft bij naspelen de stand { $got }, maar het verslag zegt { $brief3 }.
err-3d-solo-no-exchange = Solo-3D kent geen ruilen en geen aflegbank: leg de getrokken speelsteen { $tile } (3D-41).
err-3d-solo-no-exchange-empty = Solo-3D kent geen ruilen: leg de getrokken speelsteen (3D-41).
err-spezial-option-chips-bad = Optie 'chips': { $error }

# Een 3D-zet is een zin op zich: het totaal staat erin ("...: +1 oranje, +1 paars,
# samen 2 punten.") in plaats van na de punt.
move-with-total = { $move }, samen { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
