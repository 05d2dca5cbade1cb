# Aprender los sonidos (tecla 7, sounds, --practice-sounds) y el tutorial
# (tutorial, --tutorial). Las palabras que se escriben quedan en inglés.

lesson-back = De vuelta a tu partida.
lesson-back-replay = De vuelta a la repetición.

sounds-start = Aprende los sonidos: { $count } sonidos.
sounds-keys = Derecha: siguiente, izquierda: atrás, 7: otra vez, Q: salir.
sounds-lines = Intro: siguiente sonido. O escribe back, again o quit.
sounds-off-keys = El sonido está apagado: D lo enciende.
sounds-off-lines = El sonido está apagado: escribe sound on para oírlos.
sounds-none = Aquí no hay sonido: solo palabras.
sounds-number = { $number } de { $count }.
sounds-done = Esos son todos los sonidos.
sounds-left = Sonidos terminados.

sound-cursor-empty = Tono redondo: cursor en casilla vacía; el lado es la columna, la altura la fila.
sound-cursor-tile = Campanita: el cursor en una ficha, aquí abajo a la derecha: derecha y grave.
sound-edge = Golpe grave de ese lado: el cursor está en el borde.
sound-slide = Soplo breve hacia donde se desliza: las fichas se deslizan.
sound-merge = Campanas tras el soplo: uniones, más agudas cuanto mayor la ficha.
sound-new-tile = Pulsación: la ficha nueva, situada por su columna, afinada por su fila.
sound-new-four = Dos pulsaciones: la ficha nueva es un 4.
sound-nothing-moved = Dos notas graves que bajan: nada se movió.
sound-undo = Campana que baja: un movimiento deshecho.
sound-won = Arpegio que sube: llegaste a 2048.
sound-game-over = Tres notas lentas que bajan: fin de la partida.
sound-tones = Tonos: una fila, uno por casilla, más agudo si la ficha es mayor, clic si vacía.

tutorial-start = Tutorial de { $steps } pasos.
tutorial-leave-keys = Q sale del tutorial.
tutorial-leave-lines = Escribe quit para salir.
tutorial-board = Tablero de práctica: { $tiles }.
tutorial-good = Bien.
tutorial-not-yet = Todavía no.
tutorial-cursor-keys = Mueve el cursor: pulsa una flecha.
tutorial-cursor-lines = Mueve el cursor: escribe cursor right.
tutorial-row-keys = Lee la fila del cursor: pulsa R.
tutorial-row-lines = Lee la fila del cursor: escribe row.
tutorial-slide-keys = Desliza las fichas hacia arriba: Mayús y flecha arriba, o I.
tutorial-slide-lines = Desliza las fichas hacia arriba: escribe up.
tutorial-merge-keys = Desliza a la izquierda para unir los dos 2: Mayús y flecha izquierda, o J.
tutorial-merge-lines = Desliza a la izquierda para unir los dos 2: escribe left.
tutorial-listen = Escucha la unión y luego la ficha nueva.
tutorial-undo-keys = Deshaz ese movimiento: pulsa U.
tutorial-undo-lines = Deshaz ese movimiento: escribe undo.
tutorial-hint-keys = Pide una pista al motor: pulsa G.
tutorial-hint-lines = Pide una pista al motor: escribe hint.
tutorial-done-keys = Tutorial terminado. H da todas las teclas, 7 enseña los sonidos.
tutorial-done-lines = Tutorial terminado. Escribe help para los comandos, sounds para los sonidos.
tutorial-left = Tutorial terminado antes de tiempo.
tutorial-offer-keys = ¿Primera vez? Pulsa Y griega para un tutorial corto.
tutorial-offer-lines = ¿Primera vez? Escribe tutorial para una partida guiada corta.
