# Help: one line each, read in order. Key names stay as the keyboard shows them.

help-keys-1 = Arrow keys move the cursor and say the cell.
help-keys-2 = Shift with an arrow slides the tiles; J, L, I and K slide left, right, up and down too.
help-keys-3 = S says score and moves.
help-keys-4 = Enter says the cell, R the row, C the column, B the whole board.
help-keys-5 = E says the empty cells, M the highest tile, A the best score, P the position.
help-keys-6 = U undoes a slide. G gives a hint.
help-keys-7 = F finds the partner of the tile under the cursor. Space repeats the last answer.
help-keys-8 = V turns speech on or off; plus and minus change its rate.
help-keys-9 = N starts a new game, Q or Escape quits, H or F1 repeats this help.
help-lines-1 = Slide: left, right, up, down (or slide left).
help-lines-2 = Cursor: cursor left, cursor right, cursor up, cursor down, or go B3.
help-lines-3 = Read: cell, row, column, board.
help-lines-4 = Read: empty, highest, score.
help-lines-5 = Read: best, position, repeat.
help-lines-6 = Also: undo, hint, partner.
help-lines-7 = speech on, speech off, rate 70.
help-lines-8 = new, quit, help.
help-keys-silence = Period silences speech at once.
help-lines-silence = silence (or hush) stops speech at once.
help-keys-sound = D turns sound on or off; [ and ] change its volume; # turns music on or off.
help-keys-listen = Backslash plays the row as tones, quote the column, semicolon the board.
help-lines-listen = listen, listen column, listen board: the row, column or board as tones.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
