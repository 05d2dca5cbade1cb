# Ayuda: una línea cada mensaje, leídas en orden. Las teclas son las mismas en
# todos los idiomas; los comandos escritos se quedan en inglés y se explican.

help-keys-1 = Las flechas mueven el cursor y dicen la casilla. Mayúsculas con una flecha desliza las fichas; J, L, I y K también las deslizan a la izquierda, a la derecha, arriba y abajo.
help-keys-2 = S dice la puntuación y los movimientos. Enter dice la casilla, R la fila, C la columna, B todo el tablero, E las casillas vacías, M la ficha más alta, A el récord, P la posición.
help-keys-3 = U deshace un movimiento. G da una pista. F busca la pareja de la ficha bajo el cursor. Espacio repite la última frase.
help-keys-4 = V activa o desactiva la voz; más y menos cambian su velocidad. N empieza una partida nueva, Q o Escape salen, H o F1 repiten esta ayuda.
help-lines-1 = Deslizar: left, right, up, down, es decir izquierda, derecha, arriba, abajo (o slide left). Cursor: cursor left, cursor right, cursor up, cursor down, o go B3 para ir a una casilla.
help-lines-2 = Leer: cell la casilla, row la fila, column la columna, board el tablero, empty las casillas vacías, highest la ficha más alta, score la puntuación, best el récord, position la posición, repeat la última frase.
help-lines-3 = Además: undo deshace, hint da una pista, partner busca la pareja, speech on y speech off activan y desactivan la voz, rate 70 cambia la velocidad, new empieza una partida nueva, quit sale, help repite esta ayuda.
