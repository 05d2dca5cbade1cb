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
share-daily-stats = daily games: { $days } days, best { $best }, streak { $streak }, longest { $longest }
