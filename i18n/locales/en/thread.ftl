# Image descriptions, panels, the quiet thread.

# Image descriptions (alt text), read aloud by screen readers.
alt-board = Genial #{ $number }, { $edition }.
alt-preview = Preview, Genial #{ $number }, { $edition }: the board after your move, not played yet.
alt-last = Last move: { $who } played { $move }.
alt-last-points = Last move: { $who } played { $move } for { $points ->
    [one] 1 point
   *[other] { $points } points
}.
alt-over = The game is over.
alt-to-play = { $who } to play.
alt-scores = Scores, weakest colour first: { $scores }.
alt-hand = Genial #{ $number }, your pieces: { $hand } { $team ->
        [yes] Your team's scores, weakest colour first: { $scores }.
       *[no] Your scores, weakest colour first: { $scores }.
    }

# The private panel and the final standings.
ui-thread-your-scores = { $team ->
        [yes] Your team's scores (weakest first): { $scores }
       *[no] Your scores (weakest first): { $scores }
    }
ui-thread-beats = { $nth ->
    [1] ahead of { $other } on the weakest colour, { $mine } to { $theirs }
    [2] weakest colours tied with { $other }; ahead on the 2nd weakest, { $mine } to { $theirs }
    [3] tied with { $other } up to the 2nd weakest; ahead on the 3rd weakest, { $mine } to { $theirs }
   *[other] tied with { $other } up to the { $nth }th weakest; ahead on it, { $mine } to { $theirs }
}
ui-thread-tied = tied with { $other } in every colour: the place is shared
ui-thread-ahead-of-leaver = ahead of { $other }, who left the game (a player who leaves ranks last)
ui-thread-timed-out = timed out
ui-thread-resigned = resigned
ui-thread-bonus-placement = 🌟 This is a **bonus placement** ({ $owed } to make): your turn goes on.

# Paged move menus (more than 25 entries).
ui-thread-menu-page = { $menu } (page { $page } of { $pages })
ui-thread-page-prev = Previous 25
ui-thread-page-next = Next 25

# Lobby and start.
ui-thread-fewer-seats = It was opened for { $wanted } and starts with { $playing }.
ui-thread-lobby-full = Every seat is taken: a seated player can press **Start**.

# The game's status line (at the top of its thread) and /genial { cmd-games }.
ui-thread-status = 📌 **{ $who }** to play{ $known ->
    [1] {" "}since { $since }
   *[0] {""}
}.
ui-thread-turn-since = { $who } to play since { $since }
ui-thread-solo-seated = A solo game is played by the one who opens it: take the seat yourself.

# /genial { cmd-new }: an organiser may open a table without taking a seat.
cmd-thread-opt-play = play
cmd-thread-new-play = Take a seat yourself (default: yes); no: open the table for others
