# Ayuda: una línea cada mensaje, leídas en orden, de menos de 80 columnas. Las
# teclas son las mismas en todos los idiomas; los comandos escritos se quedan en
# inglés y se explican.

help-keys-1 = Las flechas mueven el cursor y dicen la casilla.
help-keys-2 = Mayúsculas con una flecha desliza las fichas.
help-keys-3 = J, L, I y K también deslizan a la izquierda, a la derecha, arriba y abajo.
help-keys-readers = ¿El lector usa Mayús y flecha, F1, Escape? J L I K deslizan, H ayuda, Q sale.
help-keys-4 = S dice la puntuación y los movimientos.
help-keys-5 = Enter dice la casilla, R la fila, C la columna, B todo el tablero.
help-keys-6 = E cuenta las casillas vacías, O las nombra.
help-keys-7 = M dice la ficha más alta, Z lleva el cursor a ella, T a la más nueva.
help-keys-8 = La tecla A dice el récord, P la posición.
help-keys-9 = U deshace un movimiento, X repite el último entero, G da una pista.
help-keys-10 = F busca la pareja de la ficha bajo el cursor.
help-keys-11 = Espacio repite la última respuesta. W cambia entre breve, normal y completo.
help-keys-12 = V activa o desactiva la voz; más y menos cambian su velocidad.
help-keys-13 = N empieza una partida nueva, Q o Escape salen, H o F1 repiten esta ayuda.
help-lines-1 = Deslizar: left, right, up, down, es decir izquierda, derecha, arriba, abajo.
help-lines-2 = Mover: cursor left, cursor right, cursor up, cursor down.
help-lines-3 = Ir a una casilla: go B3. A una ficha: newest la más nueva, top tile la más alta.
help-lines-4 = Leer: cell la casilla, row la fila, column la columna, board el tablero.
help-lines-5 = Leer: empty cuenta las vacías, empties las nombra, highest la ficha más alta.
help-lines-6 = Leer: score la puntuación, best el récord, position la posición.
help-lines-7 = Repetir: repeat la última frase, last el último movimiento entero.
help-lines-8 = Además: undo deshace, hint da una pista, partner busca la pareja.
help-lines-9 = verbosity cambia el detalle; verbosity brief, normal o full lo fija.
help-lines-10 = speech on y speech off activan y desactivan la voz, rate 70 la velocidad.
help-lines-11 = new empieza una partida nueva, quit sale, help repite esta ayuda.
help-keys-silence = Punto calla la voz al instante.
help-lines-silence = silence (o hush) calla la voz al instante.
help-keys-sound = D activa o desactiva el sonido; [ y ] cambian su volumen.
help-keys-music = # activa o desactiva la música de fondo.
help-keys-listen = Barra invertida toca la fila, apóstrofo la columna, punto y coma el tablero.
help-lines-listen = listen, listen column, listen board: la fila, la columna o el tablero en tonos.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.

help-keys-first-1 = Mayús y flecha desliza, flechas: cursor.
help-keys-first-2 = U deshacer, G pista, B tablero, S puntos, E vacías.
help-keys-first-3 = X último, W detalle, Q salir.
help-keys-more = H: más.
help-lines-more = help de nuevo: más.
help-keys-summary = Tecla 1 cuenta las fichas, 2 las vacías de fila y columna, 3 la próxima unión.
help-lines-summary = counts, lines, merge: fichas por valor, vacías del cursor, la próxima unión.

# Learning the sounds and the tutorial.
help-keys-learn = 7 enseña los sonidos, 8 empieza un tutorial corto.
help-lines-learn = sounds: aprender los sonidos; tutorial: una partida guiada corta.
help-keys-stats = 6 resume tus partidas en este tablero: jugadas, ganadas, récord, mediana.
help-lines-stats = stats: tus partidas en este tablero: jugadas, ganadas, récord, mediana.
help-keys-coach = 4: si tu último deslizamiento fue el del motor, y si no, por qué.
help-keys-coach-mode = 5 activa o desactiva el entrenador: un veredicto tras cada deslizamiento.
help-lines-coach = coach: si tu último deslizamiento fue el del motor, y si no, por qué.
help-lines-coach-mode = coach on, coach off: un veredicto tras cada deslizamiento, o ninguno.
