# Notices about the game's surroundings: language, saving.

language-fallback = Language { $requested } is not available; using English.
# The hint engine's trained network (a file beside the game or in its data
# directory) is damaged: said once; the hints go on without it.
network-refused = The hint network could not be read; hints use the hand-tuned rules.
# There is not enough memory to hold the hint engine's trained network:
# said once; the hints go on without it.
network-out-of-memory = Not enough memory for the hint network; hints use the hand-tuned rules.
# After the notice that speech is unavailable or stopped: how to bring it back.
speech-again-keys = V starts speech again.
speech-again-lines = Type speech on to start it again.

## Saved games and the best score

save-set-aside = The saved game could not be used ({ $reason }); it is kept as { $file }. Starting a new game.
save-left-in-place = The saved game could not be used ({ $reason }) and stays where it is; this game will not be saved.
best-set-aside = The best score could not be read ({ $reason }); it is kept as { $file }.
best-left-in-place = The best score could not be read ({ $reason }); new records will not be kept.
daily-results-set-aside = The daily results could not be read ({ $reason }); they are kept as { $file }, and a new file holds this day.
daily-results-left-in-place = The daily results could not be read ({ $reason }); they are left as they are, and this day's result is not kept.
kept-game-set-aside = A kept game could not be read ({ $reason }); it is kept as { $file }.
kept-game-left-in-place = A kept game could not be read ({ $reason }); it is left as it is and passed over.
save-record-set-aside = The saved game's record could not be read ({ $reason }); the file as it was is kept as { $file }. The game goes on, but it cannot be shared.
save-record-unkept = The saved game's record could not be read ({ $reason }); the game goes on, but it cannot be shared.
save-reason-unreadable = the system reported an error while reading it
save-reason-folder = it is a folder, not a file
save-reason-not-a-file = it is not a regular file
save-reason-no-permission = permission to read it is denied
save-reason-empty = it is empty
save-reason-truncated = it was cut short
save-reason-too-large = it is too large
save-reason-damaged = it is damaged
save-reason-corrupt = it is damaged: { $detail }
save-reason-newer = it comes from a newer version of the game
save-unavailable = Progress cannot be saved ({ $detail }); playing on without saving.
save-problem-no-dir = there is no data directory
save-problem-create = { $path } cannot be created
save-problem-write = { $path } cannot be written
save-problem-set-aside = { $path } cannot be moved aside
save-problem-remove = { $path } cannot be removed
save-problem-in-use = another game is playing from { $path }
save-problem-lock = { $path } cannot be locked
save-problem-too-large = { $path } would be too large to read back
save-unsynced = Progress is not yet safe on disk ({ $detail }); playing on.
save-resumed = Saving works again.
save-lost-moves = The last moves could not be saved; the next start resumes { $moves ->
    [0] from the beginning
   *[other] at move { $moves }
}.
save-lost-game = This game could not be saved.
save-lost-records = The best score and statistics could not be saved ({ $detail }).
save-not-safe = The last moves are not yet safe on disk ({ $detail }).
save-problem-sync = writing { $path } could not be confirmed

## Preferences (settings.toml)

settings-set-aside = The preferences file could not be used ({ $reason }); it is kept as { $file }. Starting with default preferences.
settings-left-in-place = The preferences file could not be used ({ $reason }) and stays where it is; starting with default preferences, and changes will not be saved.
settings-unsaved = Preferences cannot be saved ({ $detail }); changes last for this game only.
settings-problem-no-dir = there is no config directory

## What is wrong inside a damaged file ($detail of save-reason-corrupt).
## $field is a name in the file, kept as it is; $line a line number.

damage-syntax-at = its text is malformed at line { $line }
damage-syntax = its text is malformed
damage-missing = { $field } is missing
damage-wrong-value = { $field } has a value of the wrong kind or out of range
damage-no-tiles = { $field } has no tiles
damage-out-of-order = { $field } does not fit the moves before and after it
damage-cannot-continue = { $field } names a game this version cannot continue
damage-content = its content is not what the game expects
# Figures of the records file that contradict each other.
damage-more-won = more games won than played
damage-more-reached = more games reached a tile than were played
damage-more-scores = more scores than games played
damage-more-results = more results than games played
