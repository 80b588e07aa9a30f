# Ligen, Teil 2: Divisionen mit Auf- und Abstieg (Issue 12).

cmd-league-opt-divisions = divisionen
cmd-league-opt-move = wechsel
cmd-league-opt-division = division
cmd-league-create-divisions = Divisionen jeder Saison (1 = keine, Standard); die Spieler wechseln jede Saison zwischen ihnen
cmd-league-create-move = Wie viele Spieler am Saisonende zwischen benachbarten Divisionen auf- und absteigen (sonst 1)
cmd-league-division = Die Division, 1 = die oberste (sonst deine, oder die oberste)
img-league-title-division = { $league }: Saison { $season }, Division { $division }
ui-league-division-line = Division { $division }: { $players }
ui-league-division-over = Saison { $season } von **{ $league }**, Division { $division } ist vorbei. Glückwunsch an: { $winners }!
ui-league-promotion = Nächste Saison steigen auf: { $up }. Es steigen ab: { $down }.
ui-league-err-no-division = Diese Saison hat keine Division { $division }, nur { $divisions }.
ui-league-info-divisions = { $divisions ->
        [one] { $divisions } Division
       *[other] { $divisions } Divisionen
    }; am Saisonende wechseln die besten und die letzten { $move } die Division.
