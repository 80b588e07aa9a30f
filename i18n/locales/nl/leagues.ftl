## Competitiestand (render/league.py)

img-league-player = Speler
img-league-points = Punten
img-league-opponents = Tegenst.pnt.
img-league-head-to-head = Onderling
img-league-weakest = Zwakste
img-league-played = Gespeeld
img-league-left = Te gaan
img-league-title = { $league }: seizoen { $season }

## /league-commando's (cogs/league/)

cmd-league-desc = Competities: seizoenen, rondes en standen, geregeld door de bot
cmd-league-create = aanmaken
cmd-league-join = meedoen
cmd-league-leave = verlaten
cmd-league-start = starten
cmd-league-standings = stand
cmd-league-schedule = schema
cmd-league-info = info
cmd-league-list = lijst
cmd-league-role = rol
cmd-league-replace = vervangen
cmd-league-void = schrappen
cmd-league-extend = verlengen
cmd-league-next = volgende
cmd-league-opt-name = naam
cmd-league-opt-edition = editie
cmd-league-opt-per-table = per_tafel
cmd-league-opt-format = opzet
cmd-league-opt-rounds = rondes
cmd-league-opt-turn-hours = uren_per_zet
cmd-league-opt-rated = rating
cmd-league-opt-channel = kanaal
cmd-league-opt-points = punten
cmd-league-opt-league = competitie
cmd-league-opt-season = seizoen
cmd-league-opt-role = rol
cmd-league-opt-game = spel
cmd-league-opt-player = speler
cmd-league-opt-by = door
cmd-league-opt-hours = uren
cmd-league-create-desc = Een competitie aanmaken (organisatoren: Server beheren of de competitierol)
cmd-league-create-name = De naam van de competitie, uniek op deze server
cmd-league-create-edition = Welk spel van de familie de competitie speelt
cmd-league-create-per-table = Spelers per tafel (2, 3 of 4; gaat het niet op, dan zijn sommige tafels één kleiner)
cmd-league-create-format = Zwitsers (tafels op competitiepunten) of iedereen tegen iedereen
cmd-league-create-rounds = Aantal rondes per seizoen (standaard: 3)
cmd-league-create-turn-hours = Uren per zet; daarna verlaat de speler het spel (0: de gewone termijn van de bot)
cmd-league-create-rated = De spellen van de competitie tellen mee voor de ratings (standaard: ja)
cmd-league-create-channel = Het kanaal waar de spellen gespeeld worden (standaard: dit)
cmd-league-create-points = Competitiepunten per plaats, bijv. 4/2/1/0 3/1/0 1/0 (standaard)
cmd-league-format-swiss = Zwitsers
cmd-league-format-round-robin = Iedereen tegen iedereen
cmd-league-join-desc = Je inschrijven voor het volgende seizoen van de competitie
cmd-league-leave-desc = De competitie verlaten (tijdens een seizoen verlies je je overige spellen)
cmd-league-start-desc = Het seizoen starten: inschrijving sluiten, eerste ronde openen (organisatoren)
cmd-league-standings-desc = De stand van de competitie, als afbeelding en in woorden
cmd-league-schedule-desc = De spellen van het seizoen, die van jou eerst, met links
cmd-league-info-desc = De regels van een competitie
cmd-league-list-desc = De competities van deze server
cmd-league-role-desc = De rol instellen waarvan de leden competities mogen organiseren (Server beheren)
cmd-league-role-role = De competitierol (leeg laten om hem te verwijderen)
cmd-league-replace-desc = Een speler in een lopend competitiespel vervangen door een ander lid (organisatoren)
cmd-league-replace-player = De speler die het spel verlaat
cmd-league-replace-by = Het lid dat de plaats overneemt
cmd-league-void-desc = Een competitiespel schrappen: het telt als niet gespeeld, ook niet voor ratings (organisatoren)
cmd-league-extend-desc = De speler die aan de beurt is in een competitiespel meer tijd geven (organisatoren)
cmd-league-extend-hours = Hoeveel uur extra
cmd-league-next-desc = De spelers van vorig seizoen inschrijven voor het nieuwe seizoen (organisatoren)
cmd-league-which = De competitie (mag weg als de server er maar één heeft)
cmd-league-season = Het nummer van het seizoen (standaard: het lopende of het laatste)
cmd-league-game = Het nummer (#) van het spel, zoals in de thread

## Antwoorden en berichten

ui-league-server-only = Competities bestaan alleen op servers: gebruik dit commando op een server.
ui-league-name-one = Noem de competitie: deze server heeft er geen of meerdere (zie `/{ cmd-league-group } { cmd-league-list }`).
ui-league-not-found = Er is geen competitie { $name } op deze server. `/{ cmd-league-group } { cmd-league-list }` toont ze.
ui-league-organisers-only = Dat mogen alleen organisatoren: Server beheren, de competitierol of wie de competitie aanmaakte.
ui-league-err-manage-server = Alleen leden met Server beheren mogen de competitierol instellen.
ui-league-err-name-taken = Er is al een competitie met die naam op deze server.
ui-league-err-not-signup = De inschrijving voor dit seizoen is gesloten; je kunt volgend seizoen meedoen.
ui-league-err-already = Je bent al ingeschreven.
ui-league-err-not-entered = Je doet niet mee aan dit seizoen van de competitie.
ui-league-err-too-few = Een seizoen heeft minstens twee spelers nodig.
ui-league-err-not-running = Dit seizoen loopt niet.
ui-league-err-points = De punten { $text } kloppen niet: één lijst per tafelgrootte zoals 3/1/0, geen plaats meer waard dan de vorige.
ui-league-err-name-empty = Een competitie heeft een naam nodig met iets zichtbaars erin (niet alleen spaties of onzichtbare tekens).
ui-league-err-points-big = De punten { $text } kloppen niet: geen plaats kan meer dan { $max ->
        [one] { $max } punt
       *[other] { $max } punten
    } waard zijn.
ui-league-err-points-twice = De punten { $text } kloppen niet: er is al een lijst voor tafels van { $size }; geef één lijst per tafelgrootte.
ui-league-err-table-size = { $edition } speel je met hoogstens { $max ->
        [one] { $max } speler
       *[other] { $max } spelers
    }: kies minder per tafel.
ui-league-err-no-season = Er is geen seizoen { $season } (deze competitie heeft er { $seasons }).
ui-league-err-not-a-league-game = Spel #{ $game } is geen spel van competitie { $league }.
ui-league-err-not-running-game = Spel #{ $game } loopt niet.
ui-league-err-replace = Die speler zit niet in dit lopende spel, of de vervanger zit er al in.
ui-league-err-next = De spelers van vorig seizoen kunnen pas worden overgenomen na het einde van een seizoen en voor de start van het nieuwe.
ui-league-created = Competitie **{ $league }** (#{ $number }) staat open voor inschrijving: `/{ cmd-league-group } { cmd-league-join }`. De spellen worden gespeeld in { $channel }.
ui-league-joined = { $who } doet mee aan **{ $league }** ({ $count } ingeschreven).
ui-league-left = { $who } heeft **{ $league }** voor de start verlaten.
ui-league-left-running = { $who } heeft **{ $league }** verlaten: de overige spellen tellen als verloren (laatste plaats), de anderen spelen door.
ui-league-started = Seizoen { $season } van **{ $league }** is begonnen: { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }. De spellen van de eerste ronde worden geopend.
ui-league-round-opens = **{ $league }**, seizoen { $season }: ronde { $round } van { $rounds } begint.
ui-league-round-byes = Vrij in deze ronde (telt als winst): { $players }
ui-league-round-over = **{ $league }**, seizoen { $season }: ronde { $round } van { $rounds } is voorbij. De uitslagen:
ui-league-round-result = Tafel { $table } ({ $game }): { $places }
ui-league-round-result-place = { $place }. { $name }{ $forfeited ->
    [1] {" "}(opgegeven)
   *[0] {""}
}
ui-league-round-result-void = Tafel { $table } ({ $game }): geschrapt, geen punten
ui-league-round-result-bye = Vrij (telt als winst): { $players }
ui-league-round-standings = De stand na ronde { $round } staat in de afbeelding; `/{ cmd-league-group } { cmd-league-standings }` toont hem altijd.
ui-league-round-last = Dat was de laatste ronde: de eindstand volgt.
ui-league-round-divisions = De stand van elke divisie: `/{ cmd-league-group } { cmd-league-standings }`.
ui-league-table-opens = **{ $league }** ronde { $round }, tafel { $table }: Genial #{ $number } met { $players }
ui-league-season-over = Seizoen { $season } van **{ $league }** is voorbij. Gefeliciteerd, { $winners }!
ui-league-standings-line = { $place }. { $name }: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } (tegenstanders { $opponents }), { $played } gespeeld, { $left } te gaan
ui-league-role-set = Organisatoren: leden met { $role } mogen nu competities aanmaken en leiden.
ui-league-role-cleared = De competitierol is verwijderd; daarvoor is weer Server beheren nodig.
ui-league-replaced = **{ $league }**, spel #{ $game }: { $new } neemt de plaats van { $old } over (door { $by }).
ui-league-voided = **{ $league }**, spel #{ $game } is door { $by } geschrapt: het telt als niet gespeeld.
ui-league-extended = **{ $league }**, spel #{ $game }: { $who } krijgt { $hours } uur extra voor deze zet (door { $by }).
ui-league-next = Seizoen { $season } van **{ $league }**: { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    } van vorig seizoen zijn weer ingeschreven (door { $by }). `/{ cmd-league-group } { cmd-league-join }` om mee te doen, `/{ cmd-league-group } { cmd-league-start }` als iedereen er is.
ui-league-info = **{ $league }** (#{ $number }): { $edition }, { $per_table } per tafel, { $format }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }.
    Tijd per zet: { $time }. Telt voor ratings: { $rated }. Punten per plaats: { $points }.
    Spellen in { $channel }; organisator: { $organiser }.
    Seizoen { $season }: { $status }, { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }.
ui-league-info-hours = { $hours } uur
ui-league-info-no-limit = de gewone termijn van de bot
ui-league-info-tiebreaks = Bij een gelijke stand beslist, in deze volgorde: 1. de competitiepunten van de tegenstanders (Buchholz), 2. het onderlinge resultaat van de gelijk staande spelers, 3. de som van de scores in de zwakste kleur. Wie daarna nog gelijk staat, deelt de plaats.
ui-league-rated-yes = ja
ui-league-rated-no = nee
ui-league-format-swiss = Zwitsers
ui-league-format-round-robin = iedereen tegen iedereen
ui-league-season-signup = inschrijving open
ui-league-season-running = loopt
ui-league-season-finished = afgelopen
ui-league-list-line = #{ $number } **{ $league }**: { $edition }, seizoen { $season } ({ $status }, { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    })
ui-league-list-none = Deze server heeft nog geen competities. Organisatoren beginnen er een met `/{ cmd-league-group } { cmd-league-create }`.
ui-league-schedule-none = **{ $league }** heeft nog geen spellen: het seizoen is nog niet begonnen.
ui-league-schedule-head = **{ $league }**, seizoen { $season }:
ui-league-schedule-round = **Ronde { $round }**
ui-league-schedule-mine = ➤ Tafel { $table }: { $game } { $players } ({ $status }) { $link }
ui-league-schedule-line = Tafel { $table }: { $game } { $players } ({ $status }) { $link }
ui-league-status-pending = nog niet geopend
ui-league-status-playing = bezig
ui-league-status-finished = afgelopen
ui-league-status-void = geschrapt
ui-league-status-bye = vrij
ui-league-status-your-turn = jij bent aan de beurt

## Een computer op de plaats van een speler (/{ cmd-league-group } { cmd-league-replace } ... computer:).
cmd-league-opt-computer = computer
cmd-league-replace-computer = Of: een computer van dit niveau speelt de plaats (de speler telt daar als laatste)
ui-league-err-by-or-computer = Noem een lid (`door:`) of een computerniveau (`computer:`) voor de plaats, niet allebei.
ui-league-err-no-own-seat = { $player } heeft in het lopende spel #{ $game } geen eigen plaats (niet aan tafel, vertrokken, of er speelt al een computer).
ui-league-replaced-by-computer = **{ $league }**, spel #{ $game }: vanaf nu speelt een computer ({ $level }) de plaats van { $old } (door { $by }). { $old } telt aan deze tafel als laatste; het spel telt niet meer mee voor de ratings.
ui-league-info-replaced-by-computer = Wie door een computer wordt vervangen, telt aan die tafel als laatste, hoe de computer ook scoort.

## Divisies: promotie en degradatie tussen seizoenen.
cmd-league-opt-divisions = divisies
cmd-league-opt-move = wissel
cmd-league-opt-division = divisie
cmd-league-create-divisions = Divisies van elk seizoen (1 = geen, standaard); spelers wisselen elk seizoen tussen divisies
cmd-league-create-move = Hoeveel spelers per seizoen promoveren en degraderen tussen buurdivisies (standaard: 1)
cmd-league-division = De divisie, 1 = de hoogste (standaard: die van jou, anders de hoogste)
img-league-title-division = { $league }: seizoen { $season }, divisie { $division }
ui-league-division-line = Divisie { $division }: { $players }
ui-league-division-over = Seizoen { $season } van **{ $league }**, divisie { $division } is voorbij. Gefeliciteerd, { $winners }!
ui-league-promotion = Volgend seizoen promoveren: { $up }. Degraderen: { $down }.
ui-league-err-no-division = Dat seizoen heeft geen divisie { $division }, maar { $divisions }.
ui-league-info-divisions = { $divisions ->
        [one] { $divisions } divisie
       *[other] { $divisions } divisies
    }; aan het eind van een seizoen wisselen de bovenste en onderste { $move } van divisie.

## Vakantie in de spellen van een competitie (/{ cmd-league-group } { cmd-league-create } away:).
cmd-league-opt-away = vakantie
cmd-league-create-away = Mogen spelers vakantie nemen (/{ cmd-me-group } { cmd-away }) in deze competitie? (standaard: ja)
ui-league-info-no-away = Geen vakantie in deze competitie: `/{ cmd-me-group } { cmd-away }` houdt de klokken van haar spellen niet stil.
