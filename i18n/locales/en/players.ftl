# Area "players": what correspondence players expect (issue 27): rematch, follow, forget.

# Rematch.
ui-players-button-rematch = Rematch
ui-players-rematch-lobby = 🔁 **Rematch.** The seats are kept for the last game's players for 24 hours; waiting for { $waiting ->
    [0] nobody
   *[other] { $players }
}: accept with **Join** (or **Rematch** on the last game's final post). The game starts when everyone has joined.
ui-players-rematch-opened = You opened a rematch: game #{ $number }. The others accept with one click.
ui-players-rematch-joined = You accepted the rematch: game #{ $number }.
ui-players-rematch-started = Everyone accepted: the game has started.
ui-players-rematch-err-not-finished = Only a finished game can be played again.
ui-players-rematch-err-not-a-player = Only the players of this game can ask for a rematch. Open your own game with `/genial new`.
ui-players-rematch-err-reserved = The seats of this rematch are kept for the last game's players (for 24 hours after it was opened).
ui-players-rematch-err-league = A league game has no rematch: the league decides who plays whom next.

# Following a game one does not play in.
cmd-players-follow = follow
cmd-players-follow-desc = Follow a game you do not play in: you are mentioned when it starts and ends
cmd-players-unfollow = unfollow
cmd-players-unfollow-desc = Stop following a game
ui-players-follow-which = Which game? Use this command in the game's thread, or give its number with `game:`.
ui-players-follow-err-player = You play in game #{ $number }: you get its notices already.
ui-players-follow-err-over = Game #{ $number } is over: there is nothing left to follow. `/genial replay` shows it again.
ui-players-follow-done = You follow game #{ $number }: you will be mentioned when it starts and when it ends. `/genial { cmd-players-unfollow }` stops it.
ui-players-follow-already = You follow game #{ $number } already.
ui-players-unfollow-done = You no longer follow game #{ $number }.
ui-players-unfollow-not = You do not follow game #{ $number }.
ui-players-followers = Following this game: { $users }
