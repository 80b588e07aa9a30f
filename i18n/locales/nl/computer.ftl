## Computerspelers: plaatsen, overname, hints en analyse.

ui-computer-name = { $name } (computer)
ui-computer-name-level = { $name } (computer, { $level })
ui-computer-level-easy = makkelijk
ui-computer-level-normal = normaal
ui-computer-level-strong = sterk
ui-computer-someone = Een speler

ui-computer-button-add = Computer toevoegen
ui-computer-button-remove = Computer verwijderen
ui-computer-err-creator-only = Alleen wie dit spel heeft geopend kan computers toevoegen of weghalen.
ui-computer-err-none = Er zit geen computer in deze lobby om weg te halen.
ui-computer-err-too-many = { $computers ->
    [one] Eén computer
   *[other] { $computers } computers
} en jij passen niet in een spel voor { $players }: kies minder computers of meer spelers.

ui-computer-took-over = De tijd van { $name } is om; vanaf nu speelt een computer ({ $level }) die plaats. Het spel telt niet meer mee voor de ratings.
err-computer-seat-taken = In spel #{ $number } speelt nu een computer jouw plaats.

ui-computer-hint = Tip voor spel #{ $game }: de sterke computer zou `{ $move }` spelen: { $said }
ui-computer-hint-chance = Tip voor spel #{ $game }: de sterke computer zou nu `{ $move }` spelen.
ui-computer-err-no-hints = Spel #{ $game } is geopend zonder tips (`/genial { cmd-new } ... tips:True` staat ze toe).

ui-computer-err-not-over = Spel #{ $game } is nog niet afgelopen: je kunt het pas na het einde analyseren.
ui-computer-analysis-title = **Analyse van spel #{ $game }** (vergeleken met de sterke computer)
ui-computer-analysis-line = **{ $name }**: { $matched } van { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
} gelijk aan de keuze van de sterke computer; { $left ->
    [0] alle andere zetten leverden evenveel punten op als zijn keuze, dus niets gemist.
   *[other] in totaal { $left ->
        [one] { $left } punt
       *[other] { $left } punten
    } gemist ({ NUMBER($lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } per zet).
}
ui-computer-analysis-miss = · zet { $number }: `{ $played }` leverde { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} op; `{ $suggested }`, de keuze van de computer, had { $best } opgeleverd, { $more } meer.
img-computer-analysis-title = Spel #{ $game }: analyse
img-computer-accuracy = Zetten zoals de sterke computer
img-computer-points-left = Gemiste punten per zet
img-computer-per-move = { $points } / zet ({ $moves })
alt-computer-analysis-player = { $name } { $matched } van { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
} gelijk, { NUMBER($lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } punten per zet gemist
alt-computer-analysis = Analyse van spel #{ $game }, vergeleken met de sterke computer: { $figures }.

cmd-computer-new-computers = Computerspelers (0-3); alleen met computers begint het spel meteen
cmd-computer-new-level = Hoe goed de computers spelen (standaard: normaal)
cmd-computer-new-on-timeout = Als de tijd voor een zet om is: de speler stopt, een computer speelt verder of de beurt vervalt
cmd-computer-new-hints = /genial { cmd-computer-hint } in dit spel toestaan (het voorstel van de computer, alleen voor jou)
cmd-computer-opt-computers = computers
cmd-computer-opt-level = niveau
cmd-computer-opt-on-timeout = bij_time_out
cmd-computer-opt-hints = tips
cmd-computer-choice-easy = makkelijk
cmd-computer-choice-normal = normaal
cmd-computer-choice-strong = sterk
cmd-computer-choice-leave = de speler stopt
cmd-computer-choice-computer = een computer speelt verder
cmd-computer-hint = tip
cmd-computer-hint-desc = Het voorstel van de sterke computer voor jouw zet (alleen jij ziet het; als het spel tips toestaat)
cmd-computer-analysis = analyse
cmd-computer-analysis-desc = Hoe elke speler van een afgelopen spel het deed tegen de sterke computer
cmd-computer-analysis-game = Het nummer van het afgelopen spel

help-computer = {"**"}Computers:** `/genial { cmd-new } ... computers:3 niveau:normaal` vult plaatsen met computers (alleen met computers begint het spel meteen; in de lobby: **Computer toevoegen**); `bij_time_out:computer` laat een computer doorspelen voor wie verdwijnt; `tips:True` staat `/genial { cmd-computer-hint }` toe; `/genial { cmd-computer-analysis }` bekijkt een afgelopen spel. Spellen met een computer tellen nooit mee voor de ratings.
ui-computer-turn = { $who } is aan de beurt: de computer speelt deze plaats.
    -# { $status }
