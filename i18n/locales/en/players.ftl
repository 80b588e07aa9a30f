# Area "players": what correspondence players expect: rematch, follow, forget.

# Rematch.
ui-players-button-rematch = Rematch
ui-players-rematch-lobby = 🔁 **Rematch.** The seats are kept for the last game's players for 24 hours; waiting for { $waiting ->
    [0] nobody
   *[other] { $players }
}: accept with **Join** (or **Rematch** on the last game's final post). The game starts when everyone has joined.
ui-players-rematch-opened = You opened a rematch: game #{ $number }. The others accept with one click.
ui-players-rematch-at-once = Game #{ $number } has started: the same game, options and clock, freshly shuffled.
ui-players-rematch-joined = You accepted the rematch: game #{ $number }.
ui-players-rematch-started = Everyone accepted: the game has started.
ui-players-rematch-err-not-finished = Only a finished game can be played again.
ui-players-rematch-err-not-a-player = Only the players of this game can ask for a rematch. Open your own game with `/genial { cmd-new }`.
ui-players-rematch-err-reserved = The seats of this rematch are kept for the last game's players (for 24 hours after it was opened).
ui-players-rematch-err-started = The rematch, game #{ $number }, has already started.
ui-players-rematch-err-league = A league game has no rematch: the league decides who plays whom next.

# Following a game one does not play in.
cmd-players-follow = follow
cmd-players-follow-desc = Follow a game you do not play in: you are mentioned when it starts and ends
cmd-players-opt-notices = notices
cmd-players-follow-notices = On: follow the game; off: stop following it
cmd-players-notices-on = on (mentioned at its start and end)
cmd-players-notices-off = off (stop following)
ui-players-follow-which = Which game? Use this command in the game's thread, or give its number with `{ cmd-opt-game }:`.
ui-players-follow-err-player = You play in game #{ $number }: you get its notices already.
ui-players-follow-err-over = Game #{ $number } is over: there is nothing left to follow. `/genial { cmd-replay }` shows it again.
ui-players-follow-done = You follow game #{ $number }: you will be mentioned when it starts and when it ends. `/genial { cmd-players-follow } { cmd-players-opt-notices }:off` stops it.
ui-players-follow-already = You follow game #{ $number } already.
ui-players-unfollow-done = You no longer follow game #{ $number }.
ui-players-unfollow-not = You do not follow game #{ $number }.
ui-players-followers = Following this game: { $users }

# Forgetting a player (/me forget) and the seats of players the bot forgot.
ui-players-anonymous = Player { $number }
cmd-players-forget = forget
cmd-players-forget-desc = Have the bot delete what it stores about you (cannot be undone)
ui-players-forget-ask = **Forget you?** The bot deletes your remembered name, settings, breaks, follows, solo bests and ratings, on every server. In finished games your seat becomes "Player 2" (or whichever seat it was), so their records still replay; nothing links it back to you. This cannot be undone.
ui-players-forget-button = Forget me
ui-players-forget-kept = Nothing was changed.
ui-players-forget-done = Done: the bot has forgotten you. If you play again, it starts afresh.
ui-players-forget-err-other = Only the player who asked can answer this.
ui-players-forget-err-playing = You still play in a game that is not finished: resign or leave it first.
ui-players-forget-err-busy = The bot cannot forget you while you play: { $here ->
    [0] {""}
   *[other] games { $games } here
}{ $elsewhere ->
    [0] {""}
   *[other] { $here ->
        [0] {""}
       *[other] {", "}
    }{ $elsewhere } on other servers
}{ $league ->
    [0] {""}
   *[other] {" "}(and a league season still running)
}. Resign or leave first (`/genial { cmd-resign }`, or **Leave** in a lobby), then ask again.

# Taking back one's last turn (casual games, with the opponents' consent).
cmd-players-takeback = takeback
cmd-players-takeback-desc = Ask to take back your last turn (casual games without a clock; the opponents decide)
ui-players-takeback-accept = Accept
ui-players-takeback-refuse = Refuse
ui-players-takeback-asked = ↩️ { $asker } asks to take back their last turn ({ $moves }). { $opponents }: accept or refuse. Good to know: the tiles drawn after it go back on top of the bag in the same order, so { $asker } knows what they will draw next.
ui-players-takeback-sent = Asked. The game goes on as it is until every opponent has accepted; one refusal ends the request.
ui-players-takeback-refused = { $who } refused the takeback: the game goes on unchanged.
ui-players-takeback-accepted = ↩️ Everyone accepted: { $asker }'s last turn ({ $moves }) was taken back.
ui-players-takeback-post-note = ↩️ Taken back ({ $moves }): this board is no longer the game.
ui-players-takeback-board = ↩️ { $asker }'s last turn ({ $moves }) was taken back. The board as it was before it:
ui-players-takeback-done-you = Your last turn was taken back (the computers accept): it is your turn again.
ui-players-takeback-over = This takeback request is over: the game has moved on, or it was answered.
ui-players-takeback-err-solo = A solo game has no takeback.
ui-players-takeback-err-rated = Game #{ $number } counts (rated or league): no takebacks there. Casual games allow them.
ui-players-takeback-err-clock = Game #{ $number } has a clock: no takebacks there (the clocks would not add up).
ui-players-takeback-err-nothing = There is nothing of yours to take back in game #{ $number }: only your last turn, before anybody else has moved.
ui-players-takeback-err-open = A takeback is already asked in game #{ $number }: wait for the answer.
ui-players-takeback-err-not-yours = Only the opponents of the player who asked can answer this.
