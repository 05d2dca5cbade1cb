# Learning the sounds (key 7, sounds, --practice-sounds) and the tutorial
# (tutorial, --tutorial). Typed words (next, back, quit, ...) stay English.

lesson-back = Back to your game.
lesson-back-replay = Back to the replay.

sounds-start = Learn the sounds: { $count } sounds.
sounds-keys = Right: next, left: back, 7: again, Q: leave.
sounds-lines = Enter: next sound. Or type back, again, or quit.
sounds-off-keys = Sound is off: D turns it on.
sounds-off-lines = Sound is off: type sound on to hear them.
sounds-none = No sound here: words only.
sounds-number = { $number } of { $count }.
sounds-done = That was every sound.
sounds-left = Sounds left.

sound-cursor-empty = Round tone: the cursor on an empty cell; place is column, pitch is row.
sound-cursor-tile = Small bell: the cursor on a tile, here bottom right: right and low.
sound-edge = Low knock on that side: the cursor is at the edge.
sound-slide = Short breath sweeping the slide's way: the tiles slide.
sound-merge = Bells after the breath: merges, higher for bigger tiles.
sound-new-tile = Pluck: the new tile, placed by its column, pitched by its row.
sound-new-four = Two plucks: the new tile is a 4.
sound-nothing-moved = Two low falling notes: nothing moved.
sound-undo = Falling bell: a slide taken back.
sound-won = Rising arpeggio: 2048 reached.
sound-game-over = Three slow falling notes: game over.
sound-tones = Tones: a row, one per cell, higher for bigger tiles, a tick if empty.

tutorial-start = Tutorial, { $steps } steps.
tutorial-leave-keys = Q leaves the tutorial.
tutorial-leave-lines = Type quit to leave.
tutorial-board = Practice board: { $tiles }.
tutorial-good = Good.
tutorial-not-yet = Not yet.
tutorial-cursor-keys = Move the cursor: press an arrow key.
tutorial-cursor-lines = Move the cursor: type cursor right.
tutorial-row-keys = Read the cursor's row: press R.
tutorial-row-lines = Read the cursor's row: type row.
tutorial-slide-keys = Slide the tiles up: Shift and Up arrow, or I.
tutorial-slide-lines = Slide the tiles up: type up.
tutorial-merge-keys = Slide left to join the two 2s: Shift and Left arrow, or J.
tutorial-merge-lines = Slide left to join the two 2s: type left.
tutorial-listen = Hear the merge, then the new tile.
tutorial-undo-keys = Take that slide back: press U.
tutorial-undo-lines = Take that slide back: type undo.
tutorial-hint-keys = Ask the engine for a hint: press G.
tutorial-hint-lines = Ask the engine for a hint: type hint.
tutorial-done-keys = Tutorial done. H tells every key, 7 teaches the sounds.
tutorial-done-lines = Tutorial done. Type help for every command, sounds for the sounds.
tutorial-left = Tutorial left.
tutorial-offer-keys = New here? Press Y for a short tutorial.
tutorial-offer-lines = New here? Type tutorial for a short guided game.
