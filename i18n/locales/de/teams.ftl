# Das klassische Spiel zu viert in zwei Teams, und die klassische Solopartie.

## Die Lobby
ui-option-teams = vier Spieler in zwei Teams zu zweit, Partner sitzen sich gegenüber
ui-lobby-teams = { $count ->
    [0] Teams: Wähle deinen Partner im Menü unten; wer niemanden wählt, wird beim Start ausgelost.
    [one] Gewähltes Team: { $pairs }. Die anderen beiden spielen zusammen.
   *[other] Gewählte Teams: { $pairs }.
}
ui-lobby-partner-pick = Wähle deinen Partner
ui-lobby-partner-draw = Niemand: Das Los entscheidet
ui-lobby-err-partner-self = Du kannst nicht dein eigener Partner sein: Wähle einen anderen Spieler dieser Lobby.
ui-lobby-err-partner-not-seated = Dein Partner braucht einen Platz in dieser Lobby: Er kann zuerst **Beitreten** drücken.
ui-lobby-err-partner-taken = Dieser Spieler spielt schon mit jemand anderem. Wähle einen anderen oder überlass es dem Los.
ui-lobby-err-no-teams = Diese Partie wird nicht in Teams gespielt, es gibt also keinen Partner zu wählen.
ui-lobby-err-teams-unfilled = Eine Partie in Teams beginnt erst, wenn alle { $wanted } Plätze besetzt sind; { $seated ->
    [one] { $seated } ist
   *[other] { $seated } sind
} besetzt. Warte auf weitere Spieler oder setz einen Computer dazu.

## Die Posts einer Partie in Teams
ui-team-name = { $first } & { $second }
ui-team-leads = { $nth ->
    [1] { $team } führen vor { $other } mit { $by } in der schwächsten Farbe ({ $mine } zu { $theirs }).
   *[other] { $team } führen vor { $other }: Die schwächsten Farben sind bis zur { $nth }. schwächsten gleich, dort liegen sie { $by } vorn ({ $mine } zu { $theirs }).
}
ui-team-level = { $team } und { $other } stehen in jeder Farbe gleich.

## Das Spielplanbild
img-team-partner = mit { $name } · { $info }
img-team-partner-alone = mit { $name }
img-team-name = { $first } & { $second }
img-team-wins = { $team } gewinnen!
img-rank-note-teams = Es zählt die schwächste Farbe jedes Teams, dann die nächstschwächste und so weiter.
