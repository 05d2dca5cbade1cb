# Announcements of the game: cells, slides, score, the end of a game.
# Every message is one sentence (or a short phrase) of a spoken line; the game
# joins the messages of one announcement with spaces. Cell names (A1 to D4)
# and numbers are passed in as arguments.

## Opening and new games

game-start = New game, { $size } by { $size }: { $tiles }. Cursor on { $cursor }.
# One tile in a list: "2 in B3" ("at B3" is heard as "at uh 3").
tile-at = { $value } in { $cell }
# The opening line at brief and normal verbosity (help follows on its own line).
game-start-short = New game: { $tiles }.
game-start-from-position-short = Game from a position, { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}.
game-resumed-short = Game resumed, score { $score }.
game-resumed-tiles = Biggest: { $tiles }.
game-start-from-position = Game from a given position, { $size } by { $size }, { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}. Cursor on { $cursor }.
game-resumed = Saved game resumed: score { $score }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, highest tile { $highest }. Cursor on { $cursor }.
help-pointer-keys = Press H for help.
help-pointer-lines = Type help for the commands.

## The review cursor

# A cell and what it holds; an empty cell says the number zero (the forum rules).
cell-value = { $cell }, { $value }
cell-empty-word = { $cell }, empty
cursor-edge = { $edge ->
    [left] Left edge.
    [right] Right edge.
    [top] Top edge.
   *[bottom] Bottom edge.
}
row-reading = Row { $row }: { $cells }.
column-reading = Column { $column }: { $cells }.
# A long row or column (big tiles on a big board) in parts, a line each,
# each from the cell it starts at.
row-reading-from = Row { $row } from { $cell }: { $cells }.
column-reading-from = Column { $column }, from { $cell }: { $cells }.
# Readings of several cells (a row, a column, the board, a row a line): a
# line with no tile, a single empty cell by its name ("B1 empty") and a run
# of empty cells by its first and last cells ("B1 to C1 empty"): never the
# number 0 beside tiles, never a count that could be heard as a tile.
column-empty = Column { $column }: empty.
board-row-empty = Row { $row }: empty.
empty-run = { $first } to { $last } empty
empty-one = { $cell } empty
# A tile inside a row or column reading: "16".
cell-in-line = { $value }

## Slides

# The direction at the start of every slide announcement.
slide-direction = { $direction ->
    [left] Left:
    [right] Right:
    [up] Up:
   *[down] Down:
}
merge = Two { $from }s merge into { $value } in { $cell }.
tiles-moved = { $count ->
    [one] 1 tile moves.
   *[other] { $count } tiles move.
}
new-tile = New { $value } in { $cell }.
score-gain = Plus { $gain }, score { $score }.
nothing-moves = Nothing moves { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}.
# Every level opens with the news. Normal: the biggest merges, then the new
# tile ("16 A1, 8 B2, new 2 C4.").
merged-into = { $value } { $cell }
merges-more = { $count } more
slide-news = { $merges }, new { $value } { $cell }.
# Normal verbosity when nothing merged: the new tile, then the direction.
slide-moved = New { $value } { $cell }, { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}.
# Brief verbosity: the biggest merge alone ("16 A1."), else the new tile,
# its value and cell first and "new" after them ("2 C4 new."), so that a
# quick next slide cuts the word, not the news.
slide-news-brief = { $value } { $cell }.
slide-moved-brief = { $value } { $cell } new.

## Score and counts

score = Score { $score }, { $moves ->
    [one] 1 move.
   *[other] { $moves } moves.
}
empty-count = { $count ->
    [0] No empty cells.
    [one] 1 empty cell.
   *[other] { $count } empty cells.
}
highest-tile = Highest tile { $value }, in { $cells }.
# The empty cells by name; a big board goes on over more lines.
empty-cells = { $count } empty: { $cells }.
empty-cells-more = Also empty: { $cells }.
# The empty cells, grouped by row: a whole row (as the row reading says it), and a run of three or more.
empty-row-all = row { $row } empty
empty-span = { $first } to { $last }
# Summary questions: tiles of each value, the cursor's lines, the next merge.
tile-counts = Tiles: { $counts }.
tile-count = { $count } × { $value }
line-empties = Row { $row }: { $inrow } empty. Column { $column }: { $incolumn } empty.
next-merge-row = { $value } and { $value } can merge in row { $row }.
next-merge-column = { $value } and { $value } can merge in column { $column }.
next-merge-none = No merge with one slide.
# The cursor put on a tile for the player.
cursor-found = { $what ->
    [newest] Newest tile
   *[highest] Highest tile
}: { $cell }, { $value }.
newest-none = No new tile since the last new game or undo.
last-move-none = No move yet.
verbosity-set = { $level ->
    [brief] Brief
    [full] Full
   *[normal] Normal
} announcements.
best-score = Best score { $score }, highest tile ever { $highest }.
best-none = No best score yet.
stats-games = { $played ->
    [one] { $played } game
   *[other] { $played } games
}, { $won } won.
stats-scores = Best { $best }, last { $last }.
stats-median-score = Median { $median }.
stats-none = No finished games yet on this board.
position = Position: { $position }

## Winning and losing

win = You made 2048! Score { $score } in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}. Play on for a higher tile.
game-over = Game over, score { $score }.
new-best = New best score!
game-over-choices = N new game, U undo, Q quit.
game-over-choices-lines = Type new, undo or quit.
game-is-over = The game is over.

## Undo

undo = Undone: { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}, score { $score }, { $moves ->
    [one] 1 move.
   *[other] { $moves } moves.
}
undo-changed = { $cell } back to { $value }.
undo-changed-empty = { $cell } empty again.
# Full undo: the points the slide taken back had scored, after the short
# undo line ("Minus 32 points.").
undo-points = Minus { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}
undo-nothing = Nothing to undo.
# Brief and normal verbosity: what came back ("Undone left, 1 merge back, C4 empty.").
undo-short = Undone { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}, { $count ->
    [one] 1 merge
   *[other] { $count } merges
} back, { $cell } empty.
undo-short-plain = Undone { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}: { $cell } empty.
undo-short-direction = Undone { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}.

## Hints

hint = Hint: slide { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}.
hint-no-moves = No moves left: nothing to hint.

## Confirmations

confirm-quit = Quit? Press Y to quit, any other key to keep playing.
confirm-new-game = Start a new game and lose this one? Press Y for yes, any other key to go on.
confirm-quit-lines = Quit? Type yes to quit, anything else to keep playing.
confirm-new-game-lines = Start a new game and lose this one? Type yes, or anything else to go on.
confirm-cancelled = Kept playing.
# Text pasted into the terminal: answered once, never run as keys.
paste-ignored = Pasted text ignored.
# Ctrl+Z (or SIGTSTP) where nothing could resume a stopped game: the game
# does not stop.
suspend-unavailable = Suspending is not available here; playing on.
goodbye = Goodbye. Score { $score }, { $moves ->
    [one] 1 move.
   *[other] { $moves } moves.
}

goodbye-plain = Goodbye.

## Speech and other answers

speech-on = Speech on.
speech-off = Speech off.
speech-retrying = Starting speech again.
speech-rate = Speech rate { $rate } of 100.
speech-unavailable = Speech is unavailable ({ $reason }); playing in text.
speech-reason-timeout = it did not start within 2 seconds
speech-reason-failed = { $detail }
speech-reason-not-built = this copy of the game was built without speech
speech-reason-no-dispatcher = speech-dispatcher cannot be reached
speech-reason-address-not-text = SPEECHD_ADDRESS is not valid text
speech-reason-worker-not-started = the speech program could not be started: { $detail }
speech-reason-worker-ended = the speech program ended without a word
unknown-key = Unknown key. Press H for help.
unknown-command = Unknown command: { $text }. Type help for the commands.
unknown-command-plain = Unknown command. Type help for the commands.
no-cell = There is no cell { $cell } on this board.
nothing-to-repeat = Nothing said yet.

## Directions inside lists ("down, left, up")

direction-name = { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}

## The partner finder: can the equal tile be brought next to this one?

partner-meet = The two { $value }s can meet in { $count ->
    [one] 1 slide
   *[other] { $count } slides
}: { $tilts }.
partner-adjacent = The two { $value }s are already side by side, in { $cell } and { $partner }.
partner-unreachable = The { $value } in { $cell } and the one in { $partner } can never be tilted together.
partner-none = There is no other { $value } on the board.
partner-empty-cell = { $cell } is empty: put the cursor on a tile first.
partner-check-ok = With merges and new tiles it still works, unless a new tile gets in the way.
partner-check-merges = But with merges the tiles change on the way, so this is only a guide.

## Tilt puzzles: 2048 without merging

puzzle-start = Tilt puzzle, { $size } by { $size }: tiles never merge, no new tiles come.
puzzle-goal = Bring the marked { $value }s in { $first } and { $second } side by side. Par { $par ->
    [one] 1 tilt
   *[other] { $par } tilts
}.
cell-marked = { $cell }, { $value }, marked
puzzle-tilt = { $direction ->
    [left] Left:
    [right] Right:
    [up] Up:
   *[down] Down:
} marked tiles in { $first } and { $second }, { $count ->
    [one] 1 tilt.
   *[other] { $count } tilts.
}
puzzle-status = { $count ->
    [one] 1 tilt
   *[other] { $count } tilts
}, par { $par }. Marked tiles in { $first } and { $second }.
puzzle-solved = Solved in { $count ->
    [one] 1 tilt!
   *[other] { $count } tilts!
}
puzzle-par-equal = That is par: a perfect solution.
puzzle-par-over = Par is { $par }: { $over ->
    [one] 1 tilt
   *[other] { $over } tilts
} over.
puzzle-next = Press N for the next puzzle or Q to quit.
puzzle-next-lines = Type new for the next puzzle or quit to leave.
puzzle-hint = Hint: tilt { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}.
puzzle-solved-already = The puzzle is solved.
partner-check-merge = With merges the two become one { $value } after { $step ->
    [one] the first slide
   *[other] { $step } slides
}.
puzzle-undone = Undone: { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}.

## Lists: "a, b and c"

list-and = { $first } and { $last }
# A cell name inside a list.
cell-name = { $cell }
# Said once when speech worked and then stopped answering mid-game.
speech-stopped = Speech stopped; playing in text.
# Said once when speech that stopped comes back by itself.
speech-back = Speech is back.

## Speech control

# The answer to the silence key: printed, never spoken (it would break the silence).
silenced = Quiet.

# Sound
sound-unavailable = Sound is unavailable ({ $reason }); playing without sound.
sound-reason-failed = { $detail }
sound-reason-not-built = this copy of the game was built without sound
sound-reason-refused = the audio system would not open the output: { $detail }
sound-reason-library-failed = the audio library failed: { $detail }
sound-reason-lost = the audio output went away
sound-reason-no-thread = no thread could be started for sound: { $detail }
sound-on = Sound on.
sound-off = Sound off.
sound-volume = Sound volume { $volume }.
music-on = Music on.
music-off = Music off.
music-volume = Music volume { $volume }.
listen-row = Row { $row } in tones.
listen-column = Column { $column } in tones.
listen-board = The board in tones, row by row.
sound-reason-no-device = no audio output was found


## Why a hint: the slide with its reason, and the next best slide with
## why it is worse (a second hint press on the same board); a short form
## for brief verbosity.

hint-why = Hint: slide { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}: { $reason }.
hint-why-also = Hint: slide { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}: { $reason }, and { $also }.
hint-next-best = Next best, slide { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}: { $worse }.
hint-brief = { $direction ->
    [left] Left
    [right] Right
    [up] Up
   *[down] Down
}: { $reason }.
hint-next-best-none = No other slide is possible.
hint-reason-only-slide = the only slide possible
hint-reason-keeps-line-full = the only slide that keeps { $line } full
hint-reason-merges = merges two { $from }s in { $line }
hint-reason-keeps-corner = keeps the { $value } in the corner
hint-reason-into-corner = moves the { $value } into the corner
hint-reason-opens-cells = { $count ->
    [one] opens { $count } empty cell
   *[other] opens { $count } empty cells
}
hint-worse-leaves-corner = moves the { $value } out of the corner
hint-worse-breaks-line = leaves a gap in { $line }
hint-worse-no-merge = merges nothing
hint-worse-smaller-merge = merges only two { $from }s
hint-worse-fewer-empty = { $count ->
    [one] leaves { $count } fewer empty cell
   *[other] leaves { $count } fewer empty cells
}
hint-line-top-row = the top row
hint-line-bottom-row = the bottom row
hint-line-left-column = the left column
hint-line-right-column = the right column
hint-line-row = row { $row }
hint-line-column = column { $column }
hint-brief-only-slide = only slide
hint-brief-keeps-line-full = keeps { $line } full
hint-brief-merges = merges in { $line }
hint-brief-keeps-corner = keeps the corner
hint-brief-into-corner = into the corner
hint-brief-opens-cells = { $count ->
    [one] opens { $count } cell
   *[other] opens { $count } cells
}
hint-reason-spares = sliding { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
} { $cost }
hint-reason-leaves-empty = { $count ->
    [one] leaves { $count } empty cell
   *[other] leaves { $count } empty cells
}
hint-worse-out-of-corner = leaves the { $value } out of the corner
hint-worse-in-middle = leaves the { $value } in the middle
# "an 8", "an 8192" (and, said as powers of two, "an 11", "an 18"); every
# other tile value takes "a".
hint-worse-between = puts { $small ->
    [8] an
    [11] an
    [18] an
    [8192] an
   *[other] a
} { $small } between the { $first } and the { $second }
hint-worse-fills-line = fills { $line }
hint-worse-out-of-order = leaves { $line } out of order
hint-worse-fewer-pairs = { $count ->
    [one] leaves { $count } fewer pair to merge
   *[other] leaves { $count } fewer pairs to merge
}
hint-worse-puts-tile = puts { $value ->
    [8] an
    [11] an
    [18] an
    [8192] an
   *[other] a
} { $value } in { $cell } instead
hint-worse-leaves-tile = leaves the { $value } in { $cell }
hint-worse-empty-cell = leaves { $cell } empty
hint-worse-same-board = gives the same board
hint-brief-spares = not { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}, { $cost }
hint-brief-cost-leaves-corner = moves the biggest tile out of the corner
hint-brief-cost-out-of-corner = leaves the biggest tile out of the corner
hint-brief-cost-breaks-line = leaves a gap in { $line }
hint-brief-cost-no-merge = merges nothing
hint-brief-cost-smaller-merge = makes a smaller merge
hint-brief-cost-fewer-empty = leaves fewer empty cells
hint-brief-cost-in-middle = leaves the biggest tile in the middle
hint-brief-cost-tile-in-middle = leaves the { $value } in the middle
# "an 8", "an 8192" (and, said as powers of two, "an 11", "an 18"); every
# other tile value takes "a".
hint-brief-cost-between = puts { $small ->
    [8] an
    [11] an
    [18] an
    [8192] an
   *[other] a
} { $small } between bigger tiles
hint-brief-cost-fills-line = fills { $line }
hint-brief-cost-out-of-order = leaves { $line } out of order
hint-brief-cost-fewer-pairs = leaves fewer pairs to merge
hint-brief-cost-puts-tile = puts { $value ->
    [8] an
    [11] an
    [18] an
    [8192] an
   *[other] a
} { $value } in { $cell }
hint-brief-cost-leaves-tile = leaves the { $value } in { $cell }
hint-brief-cost-empty-cell = leaves { $cell } empty
hint-brief-cost-same-board = gives the same board
hint-brief-leaves-empty = { $count } empty

# The coach's verdict on the last slide, in parts (each a sentence, so a
# line too wide for the terminal breaks between them): the engine's slide
# ($direction) and the player's own ($played); what the player's slide
# costs next to the engine's ($cost, in the hint's words for another
# slide's cost: "fills the top row"); how much worse it looks, when the
# search could tell.
coach-matched = Your slide was the engine's choice.
coach-differs = Engine preferred { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}, not { $played ->
    [left] left
    [right] right
    [up] up
   *[down] down
}.
coach-differs-cost = { $played ->
    [left] Sliding left
    [right] Sliding right
    [up] Sliding up
   *[down] Sliding down
} { $cost }.
coach-shortfall = { $shortfall ->
    [as-good] Yours looks about as good.
    [slightly] Yours looks slightly worse.
    [clearly] Yours looks worse.
   *[much] Yours looks much worse.
}
# Coach mode's short line after each slide, in two parts: the engine's slide
# and the player's, then what the player's slide does ($cost, a short verb
# phrase) and how much worse it looks.
coach-matched-brief = Engine's choice.
coach-differs-brief = Engine: { $direction ->
    [left] left
    [right] right
    [up] up
   *[down] down
}, not { $played ->
    [left] left
    [right] right
    [up] up
   *[down] down
}.
coach-differs-brief-cost = { $played ->
    [left] Left
    [right] Right
    [up] Up
   *[down] Down
} { $cost }{ $shortfall ->
    [as-good] ; yours about as good
    [slightly] ; yours slightly worse
    [clearly] ; yours worse
    [much] ; yours much worse
   *[unknown] {""}
}.
coach-no-slide = No slide to judge yet.
coach-on = Coach on: a verdict after every slide.
coach-off = Coach off.
powers-on = Tiles as powers of two: 10 is 1024.
powers-off = Tiles as numbers.
coach-tally = { $matched } of { $judged } { $judged ->
    [one] slide
   *[other] slides
} matched the engine's choice.
