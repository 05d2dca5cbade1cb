# Notices about the game's surroundings: language, saving.

language-fallback = Language { $requested } is not available; using English.

## Saved games and the best score

save-set-aside = The saved game could not be used ({ $reason }); it is kept as { $file }. Starting a new game.
best-set-aside = The best score could not be read ({ $reason }); it is kept as { $file }.
save-reason-unreadable = it cannot be read
save-reason-damaged = it is damaged
save-reason-newer = it comes from a newer version of the game
save-unavailable = Progress cannot be saved ({ $detail }); playing on without saving.
