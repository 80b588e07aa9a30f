# /{ cmd-league-group } { cmd-league-replace } ... computer: (issue 10 with issue 12)
cmd-computer2-opt-computer = computer
cmd-computer2-replace-computer = Of: een computer van dit niveau speelt de plaats (de speler telt daar als laatste)
ui-computer2-err-by-or-computer = Noem een lid (`door:`) of een computerniveau (`computer:`) voor de plaats, niet allebei.
ui-computer2-err-replace = { $player } heeft in het lopende spel #{ $game } geen eigen plaats (niet aan tafel, vertrokken, of er speelt al een computer).
ui-computer2-league-replaced = **{ $league }**, spel #{ $game }: vanaf nu speelt een computer ({ $level }) de plaats van { $old } (door { $by }). { $old } telt aan deze tafel als laatste; het spel telt niet meer mee voor de ratings.
ui-computer2-info-replaced = Wie door een computer wordt vervangen, telt aan die tafel als laatste, hoe de computer ook scoort.
ui-computer2-games-taken-over = overgenomen door een computer
ui-computer2-turn = { $who } is aan de beurt: de computer speelt deze plaats.
    -# { $status }
