## Ratings, leaderboards and profiles.

# Drawn into the leaderboard and profile images.
img-rating-col-player = Player
img-rating-col-rating = Rating
img-rating-col-games = Games
img-rating-col-wins = Wins
img-rating-col-last = Last
img-rating-provisional-heading = Provisional: fewer than 5 rated games
img-rating-empty = No rated game finished yet.
img-rating-no-games = No rated game yet.
img-rating-leaderboard-title = { $edition }: leaderboard
img-rating-page = Page { $page } of { $pages }
img-rating-chart-title = { $edition } · { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}{ $provisional ->
    [1] , provisional
   *[0] {""}
}

# Under the final standings of a rated game.
ui-rating-changes = **Ratings**
ui-rating-change = { $name }: { $before } → { $after } ({ $delta }{ $provisional ->
    [1] , provisional
   *[0] {""}
})
# Leaderboard (the text beside the image).
ui-rating-provisional-heading = *Provisional: fewer than 5 rated games*
ui-rating-board-line = { $rank }. **{ $name }** { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · last { $last }
ui-rating-board-line-provisional = ◦ **{ $name }** { $rating } · { $games } of { $needed } rated games, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · last { $last }
ui-rating-board-empty = No rated game has finished in this edition yet. Open one with `/genial { cmd-new }`.
ui-rating-no-such-page = There is no page { $page }: the leaderboard has { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}.
ui-rating-server-only = Ratings are kept per server: use this command in a server.
# Profile.
ui-rating-profile-title = **{ $name }** on this server
ui-rating-profile-empty = No finished game yet.
ui-rating-profile-rating = Rating **{ $rating }**{ $provisional ->
    [1] {" "}(provisional)
   *[0] {""}
} · { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
ui-rating-profile-unrated = No rated game yet.
ui-rating-profile-record = All finished games: { $games }, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · places { $places } · best { $best }, average { $average } (weakest colour)
ui-rating-profile-weakest = Colour most often left behind: { $colour }
ui-rating-profile-recent = Recent: { $games }
ui-rating-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
ui-rating-place-count = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} ×{ $count }
# Head to head.
ui-rating-versus-self = Pick an opponent other than yourself.
ui-rating-versus-none = You have not finished a game against { $other } on this server yet.
ui-rating-versus-total = **{ $me }** against **{ $other }**: { $wins } won, { $losses } lost, { $draws } drawn ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
ui-rating-versus-edition = { $edition }: { $wins } won, { $losses } lost, { $draws } drawn
# Excluding a game from the ratings.
ui-rating-exclude-permission = Only someone with Manage Server can take games out of the ratings.
ui-rating-exclude-unrated = Game #{ $game } is not a rated game.
ui-rating-excluded = Game #{ $game } no longer counts: the { $edition } ratings were rebuilt without it.
ui-rating-restored = Game #{ $game } counts again: the { $edition } ratings were rebuilt with it.
ui-rating-already-excluded = Game #{ $game } is already left out of the ratings.
ui-rating-already-restored = Game #{ $game } already counts for the ratings.

# Slash command and option descriptions.
cmd-rating-leaderboard = This server's ranking in one edition
cmd-rating-leaderboard-edition = Which game of the family (a solo game: its best results)
cmd-rating-leaderboard-page = Page of the list (15 players a page)
cmd-rating-profile = A player's ratings, history and games
cmd-rating-profile-player = Whose profile (default: yours)
cmd-rating-versus = Your record against one opponent
cmd-rating-versus-player = Your opponent
cmd-rating-exclude = Take a game out of the ratings, or back in (Manage Server)
cmd-rating-exclude-game = Game number
cmd-rating-exclude-restore = Count the game again (default: take it out)
cmd-rating-new-rated = Count the game for ratings (default: yes, for two or more players)
# Under a lobby.
ui-rating-lobby-rated = Rated: the result counts for this server's ratings.
ui-rating-lobby-casual = Casual: this game does not count for the ratings.
