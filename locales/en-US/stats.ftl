# The `stats` subcommand: every figure the records keep, one line each,
# the figure's name first. Numbers are passed in as arguments. A chance of
# a 4 that is not whole comes as its whole part and its digits after the
# decimal mark ($whole 0 and $fraction 5 for 0.5), to be written with the
# language's own mark.

# A records file that cannot be read: its path, and why (a save-reason-...
# clause, as the game says it). Printed after "accessible-2048: ".
records-unreadable = cannot read the records in { $file } ({ $reason })
stats-best-score = best score: { $score }
stats-highest-tile = highest tile: { $tile }
stats-no-games = no finished games yet
stats-board = board { $size } by { $size }, chance of a 4: { $whole }.{ $fraction }
stats-board-whole = board { $size } by { $size }, chance of a 4: { $whole }
stats-played = games played: { $count }
stats-won = games won: { $count }
# How many games reached a tile (512, 1024, ...).
stats-reached = reached { $tile }: { $count }
stats-median = median score: { $score }
stats-longest = longest game: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
# Before the latest results, one a line.
stats-last = last results, newest first:
# One result: its score, its highest tile, its slides, and how it ended:
# no slide left, or given up for a new game.
stats-result-over = { $score } ({ $tile } tile, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, over)
stats-result-abandoned = { $score } ({ $tile } tile, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, abandoned)
