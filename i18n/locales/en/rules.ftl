## Edition blurbs (one line under an edition's name) and /genial { cmd-help } { cmd-opt-edition } summaries.
## Edition names are the cmd-edition-... messages in cmd.ftl.

edition-classic-blurb = The original: place two-symbol tiles, score lines of matching symbols, and raise your weakest colour.
edition-travel-blurb = The compact two-player edition: 57 tiles on the small board.
edition-3d-blurb = Stack two-symbol tiles in layers: lines count across levels as seen from above. Raise your weakest colour towards 27.
edition-3d-solo-blurb = Solo 3D: place the 60 tiles one by one as they come and raise your weakest colour as high as you can on the double-length track (up to 54).
edition-spezial-blurb = Lay stones in chains that connect towers; each chip scores in its colour, large towers score in every colour. Raise your weakest colour.
edition-cards-blurb = The card game: play two-symbol cards, score every matching face-up card, and be first to bring all six colours to column 7.
edition-dice-blurb = Roll up to three times, match the symbols lying in front of the others, and fill your score sheet from left to right.

rules-notation = {"**"}Writing a move:** tile + cell + direction, e.g. `RB F7 r` puts red on F7 and blue to its right. Colours: R red (12-point star), G green (circle), B blue (6-point star), O orange (hexagon), Y yellow (sun), P purple (ring). Directions: `r` right, `l` left, `ur`/`ul` up-right/up-left, `dr`/`dl` down-right/down-left. Cells: row letter from the top, number from the left of the row. You rarely need to type: the menus and autocomplete list every move with its points.

rules-classic = {"**"}Einfach Genial (classic), 2-4 players**
    {"**"}Goal:** your *weakest* colour decides. Raise all six colours evenly.
    {"**"}Turn:** place one tile from your rack of six on two free adjacent cells, score it, refill from the bag.
    {"**"}Scoring:** each half of your tile looks along the five straight lines leading away from its other half. Every matching symbol in an unbroken row (tiles or printed symbols) scores one point in that colour. A gap or another colour stops the row.
    {"**"}First tile:** must touch a printed symbol that no other player started from.
    {"**"}Genial!** A colour reaching 18 (the maximum) gives an immediate bonus placement; they chain.
    {"**"}Swap:** after placing, if no tile on your rack shows your weakest colour, you may swap the whole rack.
    {"**"}End:** when no tile fits any more (or someone has 18 everywhere: they win). Highest weakest colour wins; ties look at the next weakest, and so on.

rules-travel = {"**"}Travel edition, 2 players**
    The classic rules on the small board with 57 tiles: rack of six, scoring along five lines, first tile next to a printed symbol (a different one for each player), a bonus placement for each colour reaching 18, swap when your rack lacks your weakest colour. When the bag is empty, play goes on without refilling until no tile can be placed. Highest weakest colour wins; ties look at the next weakest (so more colours stuck on the tied value loses).

rules-3d = {"**"}Einfach Genial 3D, 2-4 players**
    Tiles may be **stacked**: a tile goes on two neighbouring cells of the *same height* (empty board, tiles or start stones), never exactly on top of a single tile. Scoring counts the symbols you see from above, at any level.
    {"**"}Start:** six start stones stand on the board; until each has a tile next to it, every placement must touch a start stone that has none yet.
    {"**"}Rack:** five tiles. **Tracks:** 0-27; reaching 18 and 27 gives bonus moves.
    {"**"}Exchange:** after your placements, if your rack lacks your weakest colour you may exchange it (not in the final round).
    {"**"}End:** when the supply drops below five, everyone gets one last turn. The game ends at once if the player to move cannot place, or someone has 27 everywhere. Highest weakest colour wins.

rules-3d-solo = {"**"}Einfach Genial 3D solo**
    Draw a tile, place it, score it: stacking and the start-stone opening as in 3D, no rack and no bonus moves. Each colour track is double length: past 27 a marker starts again on its second track (up to 54). The game ends when every tile is placed or none fits. Your result is your weakest colour; beat your personal best and the server's list (`/{ cmd-rating-group } { cmd-leaderboard }`).

rules-spezial = {"**"}Genial Spezial, 2-4 players**
    Each player has 20 stones of their own colour; on your turn place one stone on two free neighbouring fields (write its two cells, e.g. `C5 C6`).
    {"**"}Chains:** your touching stones form chains. Towers carry number chips in four colours. When a chain touches two or more towers, every tower newly joined to it scores its chip's value in the chip's colour, and the chip turns black (worth one more next time). Linking two or more large towers gives a point in every colour.
    {"**"}Bonus fields:** covering one gives a point in a colour of your choice (default: your weakest).
    {"**"}End:** after 20 rounds. Tracks go to 20. Highest weakest colour wins.

rules-cards = {"**"}Einfach Genial card game, 2-4 players**
    Play a card from your hand of six. Each of its two colours scores one point for every matching symbol on the face-up cards (everyone's display, yours included). You choose which colour scores first.
    {"**"}Score board:** columns 0-10 grouped 0 | 1-3 | 4-6 | 7-10; all six chips must stay within two neighbouring groups, so a runaway colour stops until the others catch up.
    {"**"}Bonus:** a chip reaching 10 lets you play another card at once.
    {"**"}Exchange:** with no card of your weakest colour you may discard your hand and draw anew.
    {"**"}End:** the first player with all six chips at 7 or more wins; the others rank by their weakest colour.
    {"**"}Writing a move:** `play RB` plays the red/blue card scoring red first, `play RB B` scores blue first; then `exchange` or `keep` when offered. German and Dutch words and colours work too: `spielen rot blau` or `spelen rood blauw` (as `play red blue`), `tauschen` or `ruilen`, `behalten` or `houden`. The menus list every card with its points in the better order.

rules-dice = {"**"}Einfach Genial dice game, 2-4 players**
    On your turn roll all your dice, and reroll all of them up to twice. Then each of your dice scores one cross of its colour for every die of that colour lying in front of the other players. Instead, a group of identical dice can be a joker: k dice give k-1 crosses in one colour of your choice.
    {"**"}Sheet:** one row per colour, cells 1-3 | 4-6 | 7. The middle opens when every row has a cross on the left; the right when every row has one in the middle.
    {"**"}End:** the first to fill the whole sheet wins; the others rank by their weakest row.
    {"**"}Writing a move:** `roll`, `reroll`, then `score` (every die matches) or `score joker RR=B` (the two red dice as a joker giving a blue cross). German and Dutch words and colours work too: `würfeln` or `gooien`, `nachwürfeln` or `opnieuw`, `werten` or `scoren`, `score joker RR=blue` or `werten joker RR=blau`. The buttons and menus show what each choice scores.
