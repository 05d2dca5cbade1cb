# Ayuda: páginas cortas, primero lo que necesita quien empieza; una línea
# por mensaje, leídas en orden, de menos de 80 columnas. Las teclas se
# escriben como en el teclado; si la voz no dice su símbolo, su nombre va al
# lado entre paréntesis: "[ (abrir corchete)". Los comandos escritos se
# quedan en inglés y se explican.
# Una tecla que escribe un carácter es un argumento con el nombre de su
# comando en la tabla de comandos (`{ $partner }` es F): la tabla lo llena.

# Dónde está A1: en la primera página de ayuda y en el tutorial.
help-where-a1 = A1 es arriba a la izquierda; la letra da la columna, el número la fila.

# Teclas, página a página.
help-keys-start = Mayús y flecha desliza, las flechas mueven el cursor.
help-keys-tutorial = { $tutorial } empieza un tutorial corto.
help-keys-most = { $undo }: deshacer, { $hint } pista, { $empty-count }: vacías, { $empty-cells }: las nombra, { $new-game } partida nueva.
help-keys-jlik = { $slide-left }, { $slide-right }, { $slide-up }, { $slide-down } también deslizan: izquierda, derecha, arriba, abajo.
help-keys-read = Enter dice la casilla, { $row } la fila, { $column } la columna, { $board } el tablero.
help-keys-again = Espacio repite, { $last-move } dice el último movimiento entero, { $next-verbosity } el detalle.
help-keys-find = { $highest } dice la ficha más alta, { $top-tile } va a ella, { $newest } a la más nueva.
help-keys-records = { $partner } busca la pareja de una ficha. Tecla { $best }: récord. { $position }: posición.
help-keys-numbers = { $tile-counts } cuenta las fichas, { $line-empties } las vacías del cursor, { $next-merge } la próxima unión.
help-keys-coach = { $coach } juzga tu último movimiento, { $coach-mode } juzga cada movimiento.
help-keys-learn = { $statistics } resume tus partidas, { $sounds } enseña los sonidos.
help-keys-speech = { $speech } activa o quita la voz, { $faster } y { $slower } (menos) su velocidad, { $silence } (punto) la calla.
help-keys-sound = { $sound } activa o quita el sonido, { $music } la música. Escape también sale.
help-keys-volume = { $softer } (abrir corchete) baja el volumen, { $louder } (cerrar corchete) lo sube.
help-keys-tones = En tonos: { $listen-row } (contrabarra) la fila, { $listen-column } (apóstrofo) la columna.
help-keys-tones-board = { $listen-board } (punto y coma) toca todo el tablero en tonos.
help-keys-braille = { $board-line } muestra el tablero en la línea braille, una celda por ficha.
help-keys-powers = { $powers }: dice las fichas como potencias de dos: 10 por 1024.
help-keys-more = { $help }: más.
help-keys-end = Fin de la ayuda; { $help } o F1 vuelve a empezar.

# Modo de líneas, página a página.
help-lines-start = Deslizar: left izquierda, right derecha, up arriba, down abajo.
help-lines-tutorial = tutorial: partida guiada corta.
help-lines-cursor = Mover: cursor left, cursor right, cursor up, cursor down; ir: go B3.
help-lines-read = Leer: cell casilla, row fila, column columna, board tablero.
help-lines-also = score puntos, best récord, position posición, undo deshace, hint pista.
help-lines-again = repeat repite, last el último entero; newest la más nueva, top tile la más alta.
help-lines-verbosity = verbosity cambia el detalle; verbosity brief, normal o full lo fija.
help-lines-coach = coach juzga tu último movimiento; coach on, coach off: tras cada uno.
help-lines-speech = Voz: speech on, speech off, rate 70 (velocidad), silence (callar).
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
help-lines-listen = listen, listen column, listen board: fila, columna o tablero en tonos.
help-lines-empties = empty cuenta vacías, empties las nombra; highest la más alta; partner la pareja.
help-lines-counts = counts, lines, merge: fichas por valor, vacías del cursor, próxima unión.
help-lines-game = stats tus partidas, sounds los sonidos, new partida nueva, quit salir.
help-lines-braille = Braille: braille on, braille off; board line muestra el tablero en la línea.
help-lines-powers = powers on, powers off: fichas como potencias de dos, 10 por 1024.
help-lines-more = help: más.
help-lines-end = Fin de la ayuda; help vuelve a empezar.
help-keys-daily = { $daily }: la partida del día, igual para todos. { $daily } otra vez: la tuya.
help-keys-share = { $share }: tu resultado, en un archivo para compartirlo.
help-lines-daily = daily la partida del día, igual para todos. daily otra vez: vuelve a tu partida.
help-lines-share = share tu resultado, en un archivo para compartir.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = { $score } puntos, { $quit } salir.
help-keys-topics = { $help } y 1 a 5: ajustes, braille, diaria, repetición, lecciones.
help-keys-sound-basic = { $sound } activa o quita el sonido.
help-lines-first = score puntos, board tablero, quit salir.
help-lines-topics = help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Sonido: sound on, sound off.
