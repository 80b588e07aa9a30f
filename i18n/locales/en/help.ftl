## /genial help

help-text = **Genial** lets this server play the *Einfach Genial* (Ingenious) games, at your own pace.

    {"**"}Start a game:** `/genial new edition:<game> players:<n>` posts a lobby; friends press **Join**, a seated player presses **Start**. The game gets its own thread; the bot pings whoever is to move.
    {"**"}Play:** press the button under the latest board (**My tiles**, **My cards**, or **Play** where nothing is hidden): you alone see your tiles or cards, pick one, pick a spot (best points first), look at the preview, confirm. Or type `/genial play` and let autocomplete suggest moves with their points. Typed moves may use colour words in English, German or Dutch (`red`, `rot`, `rood`).
    {"**"}Commands**
    - `/genial new` open a game - `/genial games` your games, waiting-for-you first
    - `/genial play` make a move - `/genial hand` your tiles - `/genial board` the board (just for you)
    - `/genial rules` how each game works - `/genial best` solo high scores
    - `/genial record` download a finished game's record (replay it with `python -m genial replay`)
    - `/genial resign` leave a game - `/genial kick` / `/genial cancel` (game creator or Manage Server); each asks you to confirm
    - `/genial config` the language of public posts on this server (Manage Server)
    { $pace }
    Everything private (your tiles, your cards, errors) is shown only to you, in your Discord language.
help-pace = No rush: games wait for you.{ $remind ->
    [1] {" "}The bot reminds a player whose turn has waited { $hours } { $hours ->
        [one] hour
       *[other] hours
    }.
   *[0] {""}
}{ $timeout ->
    [1] {" "}After { $days } { $days ->
        [one] day
       *[other] days
    } without a move a player leaves the game (ranked last) and the others play on.
   *[0] {""}
}
