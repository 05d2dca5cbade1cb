# Help: one line each, read in order, each under 80 columns. Key names stay as
# the keyboard shows them.

help-keys-1 = Arrow keys move the cursor and say the cell.
help-keys-2 = Shift with an arrow slides the tiles.
help-keys-3 = J, L, I and K slide left, right, up and down too.
help-keys-readers = Screen reader took Shift arrows, F1, Escape? J L I K slide, H helps, Q quits.
help-keys-4 = S says score and moves.
help-keys-5 = Enter says the cell, R the row, C the column, B the whole board.
help-keys-6 = E counts the empty cells, O names them.
help-keys-7 = M says the highest tile, Z puts the cursor on it, T on the newest tile.
help-keys-8 = A: the best score. P: the position.
help-keys-9 = U undoes a slide, X says the last move in full, G gives a hint.
help-keys-10 = F finds the partner of the tile under the cursor.
help-keys-11 = Space repeats the last answer. W switches brief, normal and full.
help-keys-12 = V turns speech on or off; plus and minus change its rate.
help-keys-13 = N starts a new game, Q or Escape quits, H or F1 repeats this help.
help-lines-1 = Slide: left, right, up, down (or slide left).
help-lines-2 = Cursor: cursor left, cursor right, cursor up, cursor down.
help-lines-3 = Go to a cell: go B3. Go to a tile: newest, top tile.
help-lines-4 = Read: cell, row, column, board.
help-lines-5 = Read: empty, empties, highest.
help-lines-6 = Read: score, best, position.
help-lines-7 = Again: repeat (the last answer), last (the last move in full).
help-lines-8 = Also: undo, hint, partner.
help-lines-9 = Verbosity: verbosity, or verbosity brief, normal or full.
help-lines-10 = speech on, speech off, rate 70.
help-lines-11 = new, quit, help.
help-keys-silence = Period silences speech at once.
help-lines-silence = silence (or hush) stops speech at once.
help-keys-sound = D turns sound on or off; [ and ] change its volume.
help-keys-music = # turns background music on or off.
help-keys-listen = Backslash plays the row as tones, quote the column, semicolon the board.
help-lines-listen = listen, listen column, listen board: the row, column or board as tones.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.

# The first help page: the ten most used keys; later pages end with "more".
help-keys-first-1 = Shift arrow slides, arrows move the cursor.
help-keys-first-2 = U undo, G hint, B board, S score, E empty cells.
help-keys-first-3 = X last move, W verbosity, Q quit.
help-keys-more = H again for more.
help-lines-more = help again: more.
help-keys-summary = Key 1 counts the tiles, 2 the empties of your row and column, 3 the next merge.
help-lines-summary = counts, lines, merge: tiles by value, empties near the cursor, the next merge.

# Learning the sounds and the tutorial.
help-keys-learn = 7 teaches the sounds, 8 starts a short tutorial.
help-lines-learn = sounds: learn the sounds; tutorial: a short guided game.
help-keys-stats = 6 sums up your games on this board: played, won, best, median.
help-lines-stats = stats: your games on this board: played, won, best, median.
help-keys-coach = 4: the coach's verdict on your last slide, the engine's choice or why not.
help-keys-coach-mode = 5 turns coach mode on or off: a verdict after every slide.
help-lines-coach = coach: the coach's verdict on your last slide, the engine's choice or why not.
help-lines-coach-mode = coach on, coach off: a verdict after every slide, or not.
