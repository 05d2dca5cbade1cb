# Help: short pages, what a new player needs first; one line each, read in
# order, each under 80 columns. Keys are printed as the keyboard shows them;
# a key whose symbol the voice does not say has its name beside it in
# brackets: "[ (left bracket)".
# A key that types a character is an argument named after its command in
# the command table (`{ $partner }` is F): the table fills it in.

# Where A1 is: said on the first help page and by the tutorial.
help-where-a1 = Letters are columns from the left, numbers rows from the top: A1 is top left.

# Key play, page by page.
help-keys-start = Shift arrows slide, arrows move the cursor.
help-keys-tutorial = { $tutorial } starts a short tutorial.
help-keys-most = { $undo } undo, { $hint } hint, { $empty-count } empty cells, { $empty-cells } names them, { $new-game } new game.
help-keys-jlik = No Shift arrows? { $slide-left }, { $slide-right }, { $slide-up }, { $slide-down } slide left, right, up, down.
help-keys-read = Enter says the cell, { $row } the row, { $column } the column, { $board } the board.
help-keys-again = Space repeats, { $last-move } says the last move in full, { $next-verbosity } the verbosity.
help-keys-find = { $highest } says the highest tile, { $top-tile } goes to it, { $newest } to the newest.
help-keys-records = { $partner } finds a tile's partner. { $best }: best score. { $position }: position.
help-keys-numbers = { $tile-counts } counts the tiles, { $line-empties } the empties near the cursor, { $next-merge } the next merge.
help-keys-coach = { $coach } judges your last slide, { $coach-mode } judges every slide.
help-keys-learn = { $statistics } sums up your games, { $sounds } teaches the sounds.
help-keys-speech = { $speech } speech on or off, { $faster } and { $slower } (minus) its rate, { $silence } (period) silences it.
help-keys-sound = { $sound } sound on or off, { $music } music on or off. Escape quits too.
help-keys-volume = { $softer } (left bracket) makes sound softer, { $louder } (right bracket) louder.
help-keys-tones = As tones: { $listen-row } plays the row, { $listen-column } (quote) the column.
help-keys-tones-board = { $listen-board } (semicolon) plays the whole board as tones.
help-keys-braille = { $board-line } shows the board on a braille display, one cell per tile.
help-keys-powers = { $powers } (caret) says tiles as powers of two: 10 for 1024.
help-keys-more = { $help } again for more.
help-keys-end = End of help; { $help } or F1 starts it again.

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
help-keys-daily = { $daily }: the daily game, the same for all. { $daily } again: your game.
help-keys-share = { $share } writes your result to a file to share.
help-lines-daily = daily: the daily game, the same for all. daily again: back to your game.
help-lines-share = share: your result, written to a file to share.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = { $score } score, { $quit } quit.
help-keys-topics = { $help }, then 1 to 5: settings, braille, daily, replay, lessons.
help-keys-sound-basic = { $sound } sound on or off.
help-lines-first = score, board, quit.
help-lines-topics = Topics: help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Sound: sound on, sound off.
