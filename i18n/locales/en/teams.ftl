# The classic game for four in two teams of partners, and the classic solo game.

## The lobby
ui-option-teams = four players in two teams of two, partners sitting opposite
ui-lobby-teams = { $count ->
    [0] Teams: pick your partner in the menu below; whoever picks nobody is drawn at the start.
    [one] Team chosen: { $pairs }. The other two play together.
   *[other] Teams chosen: { $pairs }.
}
ui-lobby-pair = { $first } & { $second }
ui-lobby-partner-pick = Pick your partner
ui-lobby-partner-draw = Nobody: leave it to the draw
ui-lobby-err-partner-self = You cannot be your own partner: pick another player of this lobby.
ui-lobby-err-partner-not-seated = Your partner must have a seat in this lobby: they can press **Join** first.
ui-lobby-err-partner-taken = That player already plays with someone else. Pick another player, or leave it to the draw.
ui-lobby-err-no-teams = This game is not played in teams, so there are no partners to pick.
ui-lobby-err-teams-unfilled = A game in teams starts with all { $wanted } seats taken; { $seated ->
    [one] { $seated } is
   *[other] { $seated } are
} taken. Wait for more players or add a computer.
