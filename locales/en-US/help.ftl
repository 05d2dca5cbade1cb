# Help: short pages, what a new player needs first; one line each, read in
# order, each under 80 columns. Keys are printed as the keyboard shows them;
# a key whose symbol the voice does not say has its name beside it in
# brackets: "[ (left bracket)".

# Where A1 is: said on the first help page and by the tutorial.
help-where-a1 = Letters are columns from the left, numbers rows from the top: A1 is top left.

# Key play, page by page.
help-keys-start = Shift arrows slide, arrows move the cursor.
help-keys-tutorial = 8 starts a short tutorial.
help-keys-most = U undo, G hint, E empty cells, O names them, N new game.
help-keys-jlik = No Shift arrows? J, L, I, K slide left, right, up, down.
help-keys-read = Enter says the cell, R the row, C the column, B the board.
help-keys-again = Space repeats, X says the last move in full, W the verbosity.
help-keys-find = M says the highest tile, Z goes to it, T to the newest.
help-keys-records = F finds a tile's partner. A: best score. P: position.
help-keys-numbers = 1 counts the tiles, 2 the empties near the cursor, 3 the next merge.
help-keys-coach = 4 judges your last slide, 5 judges every slide.
help-keys-learn = 6 sums up your games, 7 teaches the sounds.
help-keys-speech = V speech on or off, + and - (minus) its rate, . (period) silences it.
help-keys-sound = D sound on or off, # music on or off. Escape quits too.
help-keys-volume = [ (left bracket) makes sound softer, ] (right bracket) louder.
help-keys-tones = As tones: \ plays the row, ' (quote) the column.
help-keys-tones-board = ; (semicolon) plays the whole board as tones.
help-keys-braille = 9 shows the board on a braille display, one cell per tile.
help-keys-powers = ^ (caret) says tiles as powers of two: 10 for 1024.
help-keys-more = H again for more.
help-keys-end = End of help; H or F1 starts it again.

# Line mode, page by page.
help-lines-start = Slide: left, right, up, down (or slide left).
help-lines-tutorial = tutorial: a short guided game.
help-lines-cursor = Cursor: cursor left, cursor right, cursor up, cursor down, go B3.
help-lines-read = Read: cell, row, column, board.
help-lines-also = Also: score, best, position, undo, hint.
help-lines-again = Again: repeat, last (the last move in full). Tiles: newest, top tile.
help-lines-verbosity = Verbosity: verbosity, or verbosity brief, normal or full.
help-lines-coach = coach judges your last slide; coach on, coach off: every slide.
help-lines-speech = speech on, speech off, rate 70, silence (or hush).
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
help-lines-listen = listen, listen column, listen board: the row, column or board as tones.
help-lines-empties = empty counts the empty cells, empties names them; highest, partner.
help-lines-counts = counts, lines, merge: tiles by value, empties near the cursor, the next merge.
help-lines-game = stats: your games; sounds: learn the sounds. new, quit.
help-lines-braille = braille on, braille off; board line: the board on a braille display.
help-lines-powers = powers on, powers off: tiles as powers of two, 10 for 1024.
help-lines-more = help again: more.
help-lines-end = End of help; help starts it again.
help-keys-daily = 0: the daily game, the same for all. 0 again: your game.
help-keys-share = / writes your result to a file to share.
help-lines-daily = daily: the daily game, the same for all. daily again: back to your game.
help-lines-share = share: your result, written to a file to share.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = S score, Q quit.
help-keys-topics = H, then 1 to 5: settings, braille, daily, replay, lessons.
help-keys-sound-basic = D sound on or off.
help-lines-first = score, board, quit.
help-lines-topics = Topics: help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Sound: sound on, sound off.
