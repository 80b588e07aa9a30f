# Competities, deel 2: divisies met promotie en degradatie (issue 12).

cmd-league-opt-divisions = divisies
cmd-league-opt-move = wissel
cmd-league-opt-division = divisie
cmd-league-create-divisions = Divisies van elk seizoen (1 = geen, standaard); spelers wisselen elk seizoen tussen divisies
cmd-league-create-move = Hoeveel spelers per seizoen promoveren en degraderen tussen buurdivisies (standaard 1)
cmd-league-division = De divisie, 1 = de hoogste (standaard: die van jou, anders de hoogste)
img-league-title-division = { $league }: seizoen { $season }, divisie { $division }
ui-league-division-line = Divisie { $division }: { $players }
ui-league-division-over = Seizoen { $season } van **{ $league }**, divisie { $division } is voorbij. Gefeliciteerd: { $winners }!
ui-league-promotion = Volgend seizoen promoveren: { $up }. Degraderen: { $down }.
ui-league-err-no-division = Dat seizoen heeft geen divisie { $division }, maar { $divisions }.
ui-league-info-divisions = { $divisions ->
        [one] { $divisions } divisie
       *[other] { $divisions } divisies
    }; aan het eind van een seizoen wisselen de bovenste en onderste { $move } van divisie.
