# Help: one line each, read in order. Key names stay as the keyboard shows them.

help-keys-1 = Arrow keys move the cursor and say the cell. Shift with an arrow slides the tiles; J, L, I and K slide left, right, up and down too.
help-keys-2 = S says score and moves. Enter says the cell, R the row, C the column, B the whole board, E the empty cells, M the highest tile, A the best score, P the position.
help-keys-3 = U undoes a slide. G gives a hint. F finds the partner of the tile under the cursor. Space repeats the last line.
help-keys-4 = V turns speech on or off; plus and minus change its rate. N starts a new game, Q or Escape quits, H or F1 repeats this help.
help-lines-1 = Slide: left, right, up, down (or slide left). Cursor: cursor left, cursor right, cursor up, cursor down, or go B3.
help-lines-2 = Read: cell, row, column, board, empty, highest, score, best, position, repeat.
help-lines-3 = Also: undo, hint, partner, speech on, speech off, rate 70, new, quit, help.
