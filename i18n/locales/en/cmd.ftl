## Slash commands: names (lowercase, no spaces), descriptions and choices.

cmd-group = Play Einfach Genial (Ingenious) games

# The other command groups: /genial keeps playing and one's games.
cmd-rating-group = rating
cmd-rating-group-desc = Ratings on this server: leaderboards, profiles, head to head
cmd-me-group = me
cmd-me-group-desc = Your own settings: how you hear it is your turn, quiet hours, breaks
cmd-server-group = server
cmd-league-group = league
cmd-server-group-desc = This server's settings for the bot (changing them needs Manage Server)

# Names of commands and options.
cmd-new = new
cmd-games = games
cmd-resign = resign
cmd-kick = kick
cmd-cancel = cancel
cmd-play = play
cmd-hand = hand
cmd-board = board
cmd-help = help
cmd-config = settings
cmd-opt-edition = edition
cmd-opt-players = players
cmd-opt-invite1 = invite1
cmd-opt-invite2 = invite2
cmd-opt-invite3 = invite3
cmd-opt-options = options
cmd-opt-game = game
cmd-opt-player = player
cmd-opt-move = move
cmd-opt-language = language

# Descriptions.
cmd-new-desc = Open a new game in this channel
cmd-new-edition = Which game of the family to play
cmd-new-players = How many players (solo editions: 1)
cmd-new-invite1 = Invite a player (they get pinged)
cmd-new-invite = Invite another player
cmd-new-options = Optional settings, e.g. rounds=3 for a match (autocomplete lists them)
cmd-games-desc = Your games, the ones waiting for you first
cmd-resign-desc = Leave a running game (you rank last)
cmd-kick-desc = Remove a player from a game (creator or Manage Server)
cmd-kick-player = The player to remove
cmd-cancel-desc = Cancel a game (creator or Manage Server)
cmd-game-here = Game number (default: this thread's game)
cmd-game-mine = Game number (default: this thread's game or the one waiting for you)
cmd-play-desc = Make a move (autocomplete lists your moves, best points first)
cmd-play-move = Your move, e.g. 'RB F7 r' (tile, cell, direction); start typing to filter
cmd-hand-desc = Show your tiles or cards (only you see them) and the move builder
cmd-board-desc = Show a game's current board (only to you)
cmd-help-edition = Which game's rules (leave empty: how the bot is used)
cmd-help-desc = What this bot does and how to play
cmd-config-desc = The bot's settings here: language, clocks of new games, limits (Manage Server)
cmd-config-language = Language of lobbies, turn posts and boards

# Choices.
cmd-edition-classic = Einfach Genial (classic)
cmd-edition-travel = Einfach Genial travel edition (2 players)
cmd-edition-dice = Einfach Genial - the dice game
cmd-edition-cards = Einfach Genial – Das Kartenspiel (card game)
cmd-edition-3d = Einfach Genial 3D
cmd-edition-3d-solo = Einfach Genial 3D (solo)
cmd-pool-classic-teams = Einfach Genial (classic) in teams
cmd-pool-classic-solo = Einfach Genial (classic) solo
cmd-edition-spezial = Genial Spezial
cmd-language-server = The server's Discord language
cmd-language-en = English
cmd-language-de = Deutsch (German)
cmd-language-nl = Nederlands (Dutch)
cmd-leaderboard = leaderboard
cmd-profile = profile
cmd-versus = versus
cmd-exclude = exclude
cmd-opt-page = page
cmd-opt-record = record
cmd-opt-restore = restore
cmd-opt-rated = rated
cmd-status = status
cmd-status-desc = How the bot is doing (the bot's owner only)
