# /{ cmd-league-group } { cmd-league-replace } ... computer: (issue 10 with issue 12)
cmd-computer2-opt-computer = computer
cmd-computer2-replace-computer = Oder: ein Computer dieser Stufe spielt den Platz (der Spieler zählt dort als Letzter)
ui-computer2-err-by-or-computer = Nenne entweder ein Mitglied (`durch:`) oder eine Computerstufe (`computer:`) für den Platz, nicht beides.
ui-computer2-err-replace = { $player } hat in der laufenden Partie #{ $game } keinen eigenen Platz (nicht dabei, ausgestiegen, oder ein Computer spielt ihn schon).
ui-computer2-league-replaced = **{ $league }**, Partie #{ $game }: Ab jetzt spielt ein Computer ({ $level }) den Platz von { $old } (durch { $by }). { $old } zählt an diesem Tisch als Letzter; die Partie zählt nicht mehr für die Wertung.
ui-computer2-info-replaced = Wer durch einen Computer ersetzt wird, zählt an diesem Tisch als Letzter, egal wie der Computer abschneidet.
ui-computer2-games-taken-over = von einem Computer übernommen
ui-computer2-turn = { $who } ist dran: Diesen Platz spielt der Computer.
    -# { $status }
