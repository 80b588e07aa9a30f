## /genial { cmd-help }

help-text = **Genial** lets this server play the *Einfach Genial* (Ingenious) games, at your own pace.

    {"**"}Start a game:** `/genial { cmd-new } { cmd-opt-edition }:<game> { cmd-opt-players }:<n>` posts a lobby; friends press **Join**, a seated player presses **Start**. The game gets its own thread; the bot pings whoever is to move.
    {"**"}Play:** press the button under the latest board (**My tiles**, **My cards**, or **Play** where nothing is hidden): you alone see your tiles or cards, pick one, pick a spot (best points first), look at the preview, confirm. Or type `/genial { cmd-play }` and let autocomplete suggest moves with their points. Typed moves may use colour words in English, German or Dutch (`red`, `rot`, `rood`).
    { $pace }
    Everything private (your tiles, your cards, errors) is shown only to you, in your Discord language.
help-commands = {"**"}Commands**
    - `/genial { cmd-new }` open a game - `/genial { cmd-games }` your games, waiting-for-you first - `/genial { cmd-next }` the game that has waited longest for you
    - `/genial { cmd-play }` make a move - `/genial { cmd-hand }` your tiles or cards - `/genial { cmd-board }` the board (just for you)
    - `/genial { cmd-log }` the last moves and their points (`{ cmd-opt-record }:True`: a finished game's record to download) - `/genial { cmd-replay }` step through a finished game
    - `/genial { cmd-help } { cmd-opt-edition }:<game>` how each game works - `/{ cmd-rating-group } { cmd-leaderboard }` (solo: high scores), `/{ cmd-rating-group } { cmd-profile }`, `/{ cmd-rating-group } { cmd-versus }` ratings
    - `/genial { cmd-players-follow }` follow a game you do not play in - `/genial { cmd-players-takeback }` ask to take back your last turn (casual games)
    - `/{ cmd-me-group } { cmd-settings }` how you hear that it is your turn, quiet hours - `/{ cmd-me-group } { cmd-away }` a break that pauses your clocks
    - `/genial { cmd-resign }` leave a game - `/genial { cmd-kick }` / `/genial { cmd-cancel }` (game creator or Manage Server); each asks you to confirm
    - `/{ cmd-server-group } { cmd-config }` language, default clock and limits of this server - `/{ cmd-rating-group } { cmd-exclude }` take a game out of the ratings (both Manage Server)
    - `/{ cmd-league-group } { cmd-league-list }` this server's leagues: `/{ cmd-league-group } { cmd-league-join }` signs you up, `/{ cmd-league-group } { cmd-league-standings }` and `/{ cmd-league-group } { cmd-league-schedule }` show how it stands
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
