# Das klassische Spiel zu viert in zwei Teams, und die klassische Solopartie.

## Die Lobby
ui-option-teams = vier Spieler in zwei Teams zu zweit, Partner sitzen sich gegenüber
ui-lobby-teams = { $count ->
    [0] Teams: Wähle deinen Partner im Menü unten; wer niemanden wählt, wird beim Start ausgelost.
    [one] Gewähltes Team: { $pairs }. Die anderen beiden spielen zusammen.
   *[other] Gewählte Teams: { $pairs }.
}
ui-lobby-pair = { $first } & { $second }
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
