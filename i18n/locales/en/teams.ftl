# The classic game for four in two teams of partners, and the classic solo game.

## The lobby
ui-option-teams = four players in two teams of two, partners sitting opposite
ui-lobby-teams = { $count ->
    [0] Teams: pick your partner in the menu below; whoever picks nobody is drawn at the start.
    [one] Team chosen: { $pairs }. The other two play together.
   *[other] Teams chosen: { $pairs }.
}
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

## The posts of a game in teams
ui-team-name = { $first } & { $second }
ui-team-leads = { $nth ->
    [1] { $team } lead { $other } by { $by } on the weakest colour ({ $mine } to { $theirs }).
   *[other] { $team } lead { $other }: the weakest colours are level up to the { $nth ->
        [2] 2nd
        [3] 3rd
       *[other] { $nth }th
    } weakest, where they are { $by } ahead ({ $mine } to { $theirs }).
}
ui-team-level = { $team } and { $other } are level in every colour.

## The board image
img-team-partner = with { $name } · { $info }
img-team-partner-alone = with { $name }
img-team-name = { $first } & { $second }
img-team-wins = { $team } win!
img-rank-note-teams = Each team's weakest colour counts first, then its next weakest, and so on.
