# Why `share`, `verify` or `replay` refuses: one line each, then exit
# status 2. $line is a line of the pasted text, quoted and cut short;
# $rules and $daily are each a board line of share.ftl ("board 4 by 4,
# chance of a 4: 0.1"); dates are written as 2026-11-26.
code-empty = the code is empty
code-not-a-code = not a code: a code is one word of letters and digits that starts with 2048
code-unknown-version = unknown code version { $version }: this game reads version { $known } (a newer game may read it)
code-damaged = the code is damaged: its check value does not match (a letter changed, missing or doubled)
code-too-long = the code is too long: more than { $chars } characters
code-impossible = the code is damaged: impossible move at move { $move }
code-hollow = the code is damaged: it claims more moves than it holds
verify-claim = the line "{ $line }" is not one the game writes for this result: remove it, or verify the code alone with accessible-2048 verify CODE
verify-not-daily-rules = not played under the daily rules: this code has { $rules }; a daily game has { $daily }
verify-not-yet-played = the daily game of { $date } is not yet played: today is { $today } (UTC)
verify-input-too-long = the text is too long: more than 4 MiB
verify-no-input = give the code (or the shared text) as an argument, or on standard input
verify-unreadable-input = cannot read the code from standard input: { $error }
replay-no-code = give the code (or the shared text) to replay, or --last for your own last game
replay-none-kept = no finished game to replay yet: finish or leave a seeded game first
replay-bad-last = bad --last { $number }: the finished games kept are numbered 1 (the newest) to { $kept }
share-none-finished = no finished game to share yet
share-no-daily = no daily game of { $date } to share yet: accessible-2048 daily starts it
# The day's result was kept by a daily game whose saved record could not be read: no code to share
share-daily-record-lost = the daily game of { $date } ended with { $score } points, but its record was lost: it cannot be shared
share-no-code = this game cannot be shared: its moves do not replay from its seed

# The argument parser's refusals (clap's error kinds), one line each.
arg-unknown = unexpected argument '{ $arg }' found
arg-unknown-subcommand = unrecognized subcommand '{ $arg }'
arg-missing-value = a value is required for '{ $arg }' but none was supplied
arg-invalid-value = invalid value '{ $value }' for '{ $arg }'
arg-invalid-value-why = invalid value '{ $value }' for '{ $arg }': { $why }
arg-invalid-value-one-of = invalid value '{ $value }' for '{ $arg }' [possible values: { $valid }]
arg-conflict = the argument '{ $arg }' cannot be used with '{ $prior }'
arg-twice = the argument '{ $arg }' cannot be used multiple times
arg-unexpected-value = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
arg-missing = the following required arguments were not provided: { $arg }
arg-missing-subcommand = a subcommand is required
arg-not-utf8 = an argument is not valid UTF-8
arg-see-help = (see --help)
