# Het klassieke spel met vier in twee teams, en het klassieke solospel.

## De lobby
ui-option-teams = vier spelers in twee teams van twee, partners zitten tegenover elkaar
ui-lobby-teams = { $count ->
    [0] Teams: kies je partner in het menu hieronder; wie niemand kiest, wordt bij de start geloot.
    [one] Gekozen team: { $pairs }. De andere twee spelen samen.
   *[other] Gekozen teams: { $pairs }.
}
ui-lobby-partner-pick = Kies je partner
ui-lobby-partner-draw = Niemand: laat het lot beslissen
ui-lobby-err-partner-self = Je kunt niet je eigen partner zijn: kies een andere speler van deze lobby.
ui-lobby-err-partner-not-seated = Je partner moet een plaats in deze lobby hebben: die kan eerst op **Meedoen** klikken.
ui-lobby-err-partner-taken = Die speler speelt al met iemand anders. Kies een ander, of laat het lot beslissen.
ui-lobby-err-no-teams = Dit spel wordt niet in teams gespeeld, dus er valt geen partner te kiezen.
ui-lobby-err-teams-unfilled = Een spel in teams begint pas als alle { $wanted } plaatsen bezet zijn; { $seated ->
    [one] { $seated } is
   *[other] { $seated } zijn
} bezet. Wacht op meer spelers of zet er een computer bij.

## De posts van een spel in teams
ui-team-name = { $first } & { $second }
ui-team-leads = { $nth ->
    [1] { $team } staan { $by } voor op { $other } in de zwakste kleur ({ $mine } tegen { $theirs }).
   *[other] { $team } staan voor op { $other }: de zwakste kleuren zijn gelijk tot de { $nth }e zwakste, waar ze { $by } voorstaan ({ $mine } tegen { $theirs }).
}
ui-team-level = { $team } en { $other } staan in elke kleur gelijk.

## Het speelbordbeeld
img-team-partner = met { $name } · { $info }
img-team-partner-alone = met { $name }
img-team-name = { $first } & { $second }
img-team-wins = { $team } winnen!
img-rank-note-teams = De zwakste kleur van elk team telt, dan de op één na zwakste, enzovoort.
