# Ayuda: una línea cada mensaje, leídas en orden. Las teclas son las mismas en
# todos los idiomas; los comandos escritos se quedan en inglés y se explican.

help-keys-1 = Las flechas mueven el cursor y dicen la casilla.
help-keys-2 = Mayúsculas con una flecha desliza las fichas; J, L, I y K también las deslizan a la izquierda, a la derecha, arriba y abajo.
help-keys-3 = S dice la puntuación y los movimientos.
help-keys-4 = Enter dice la casilla, R la fila, C la columna, B todo el tablero.
help-keys-5 = E dice las casillas vacías, M la ficha más alta, A el récord, P la posición.
help-keys-6 = U deshace un movimiento. G da una pista.
help-keys-7 = F busca la pareja de la ficha bajo el cursor. Espacio repite la última respuesta.
help-keys-8 = V activa o desactiva la voz; más y menos cambian su velocidad.
help-keys-9 = N empieza una partida nueva, Q o Escape salen, H o F1 repiten esta ayuda.
help-lines-1 = Deslizar: left, right, up, down, es decir izquierda, derecha, arriba, abajo (o slide left).
help-lines-2 = Cursor: cursor left, cursor right, cursor up, cursor down, o go B3 para ir a una casilla.
help-lines-3 = Leer: cell la casilla, row la fila, column la columna, board el tablero.
help-lines-4 = Leer: empty las casillas vacías, highest la ficha más alta, score la puntuación.
help-lines-5 = Leer: best el récord, position la posición, repeat la última frase.
help-lines-6 = Además: undo deshace, hint da una pista, partner busca la pareja.
help-lines-7 = speech on y speech off activan y desactivan la voz, rate 70 cambia la velocidad.
help-lines-8 = new empieza una partida nueva, quit sale, help repite esta ayuda.
help-keys-silence = Punto calla la voz al instante.
help-lines-silence = silence (o hush) calla la voz al instante.
help-keys-sound = D activa o desactiva el sonido; [ y ] cambian su volumen; # activa o desactiva la música.
help-keys-listen = Barra invertida toca la fila en tonos, apóstrofo la columna, punto y coma el tablero.
help-lines-listen = listen, listen column, listen board: la fila, la columna o el tablero en tonos.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
