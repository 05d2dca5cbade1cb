# A result to share and its check (`share`, `verify`): one fact a line,
# the fact's name first, then its number. The code itself is never here.
# $date is written as 2026-11-26.
share-daily = daily game of { $date }
share-seed = game of seed { $seed }
share-score = score: { $score }
share-highest = highest tile: { $tile }
share-moves = moves: { $moves }
share-undos = undos: { $undos }
# Printed first by `verify` when every move of a code replays.
share-verified = verified: every move replayed
# The daily games' line of `stats`: days played, the best daily score,
# the current and the longest streak of days played in a row.
share-daily-stats = daily games: { $days ->
    [one] { $days } day
   *[other] { $days } days
}, best { $best }, streak { $streak }, longest { $longest }

# The daily game's day, in words: 26 November 2026.
daily-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
# Said as the daily game starts or is switched to, and by `daily`.
daily-opening-unfinished = Daily game of { $date }, not yet finished.
daily-opening-finished = Daily game of { $date }, finished with { $score } points.
daily-practice = Daily practice: today's result stays { $score } points.
# Said when the player leaves the daily game for the ordinary one.
daily-back = Back to your ordinary game.
# The day's game, whose end kept the day's result: said at its end, and
# as it refuses an undo or a slide; how to go back (key 0; in line mode,
# the word daily).
daily-final = Final: no undo. Press 0 for your game.
daily-final-lines = Final: no undo. Type daily for your game.
# At the day's end, in place of the game over's choices: the way back.
daily-final-way = Press 0 for your game.
daily-final-way-lines = Type daily for your game.
daily-not-here = No daily game among tilt puzzles.
# Said by key 0 when an earlier day's daily game is left for the new day's, and when the clock tells no day.
daily-left-unfinished = The daily game of { $date } is left unfinished: its day is over.
daily-clock-before-1970 = The clock is wrong, set before 1970: no daily game.
daily-clock-after-9999 = The clock is wrong, set after the year 9999: no daily game.
# The shareable text (the result and its code) was written to a file of
# the data folder (seed-N.txt, daily-DATE.txt): said short, with no path.
share-written = Score { $score }, saved to share in your data folder.
share-daily-written = Result saved in your data folder.
share-not-written = Cannot write the shareable text in your data folder.
share-no-dir = No data directory: the shareable text cannot be written.
share-no-record = This game cannot be shared: games from --board and tilt puzzles have no code.
share-record-lost = This game cannot be shared: its record could not be read when it was resumed.
share-too-long = This game is too long to share.
