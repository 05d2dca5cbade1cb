# Replaying a finished game move by move (`accessible-2048 replay`).
# A "move" of a replay is each step its record holds: a slide or an undo.
replay-start-seed = Replay of a game from a seed, { $size } by { $size }, { $steps ->
    [one] { $steps } move
   *[other] { $steps } moves
}.
replay-start-daily = Replay of the daily game of { $date }, { $steps ->
    [one] { $steps } move
   *[other] { $steps } moves
}.
replay-at = Move { $at } of { $steps }.
replay-tiles = Opening tiles: { $tiles }.
replay-pointer-keys = L: next move, J: back, H: help.
replay-pointer-lines = Type next or back to step, help for more.
replay-back = Back to move { $at } of { $steps }.
replay-first = This is the start: move 0 of { $steps }.
replay-end-over = The game ends here: game over, score { $score }.
replay-end-stopped = The game ends here: its player stopped, score { $score }.
replay-no-move = No move { $asked }: the game has { $steps ->
    [one] { $steps } move
   *[other] { $steps } moves
}.
replay-refused-keys = This is a replay: L and J step through it.
replay-refused-lines = This is a replay: next and back step through it.
replay-own-records = Your own records are read in your game, not in a replay.
replay-goodbye = End of the replay.
replay-only = Only in a replay: accessible-2048 replay steps through a game.
# `replay --list`: one kept game a line, newest first; $ended is the UTC
# day it ended, in words (26 November 2026), $origin the game's seed or day.
replay-list-line = { $number }. { $ended }, { $origin }, { $size } by { $size }: score { $score }, { $steps ->
    [one] { $steps } move
   *[other] { $steps } moves
}.
# A kept game too long to replay for the list (its code over 2,000 characters): its moves from the code's head, its score left to its replay
replay-list-long = { $number }. { $ended }, { $origin }, { $size } by { $size }: { $steps ->
    [one] { $steps } move
   *[other] { $steps } moves
}; score in its replay.
replay-list-none = No finished game kept yet.
# A kept game from a seed in the list: its 20-digit seed is not read out
# (`replay --last N` takes the game by its number).
replay-list-seed = game from a seed

# Help in a replay, page by page. A key that types a character is an
# argument named after its command in the command table, as in help.ftl.
help-replay-keys-step = { $slide-right } or Shift+Right: next move. { $slide-left } or Shift+Left: back.
help-replay-keys-ends = PageDown and PageUp too. Home: the start. End: the last move.
help-replay-keys-read = Arrows move the cursor. Enter, { $row }, { $column }, { $board }: cell, row, column, board.
help-replay-keys-score = { $score }: the score here. { $hint }: the engine's move here.
help-replay-keys-also = { $last-move }: the move that led here. { $quit }: leave. Undo and new game do nothing here.
help-replay-lines-step = next or right: the next move. back or left: the move before.
help-replay-lines-ends = first, end, or move 12: jump to a move.
help-replay-lines-read = cell, row, column, board, score: read the position reached.
help-replay-lines-cursor = go B3 moves the cursor. hint: the engine's move here.
help-replay-lines-also = last: the move that led here. quit: leave the replay.
