# Repetición de una partida terminada, jugada a jugada (`accessible-2048 replay`).
replay-start-seed = Repetición de una partida con semilla, { $size } por { $size }, { $steps ->
    [one] { $steps } jugada
   *[other] { $steps } jugadas
}.
replay-start-daily = Repetición de la partida del día { $date }, { $steps ->
    [one] { $steps } jugada
   *[other] { $steps } jugadas
}.
replay-at = Jugada { $at } de { $steps }.
replay-tiles = Fichas al empezar: { $tiles }.
replay-pointer-keys = L: jugada siguiente, J: atrás, H: ayuda.
replay-pointer-lines = Escribe next o back para moverte, help para más.
replay-back = De vuelta a la jugada { $at } de { $steps }.
replay-first = Es el principio: jugada 0 de { $steps }.
replay-end-over = La partida termina aquí: fin de la partida, { $score } puntos.
replay-end-stopped = La partida termina aquí: su jugador paró, { $score } puntos.
replay-no-move = No hay jugada { $asked }: la partida tiene { $steps ->
    [one] { $steps } jugada
   *[other] { $steps } jugadas
}.
replay-refused-keys = Es una repetición: L y J avanzan y retroceden.
replay-refused-lines = Es una repetición: next y back avanzan y retroceden.
replay-own-records = Tus récords se consultan en tu partida, no en una repetición.
replay-goodbye = Fin de la repetición.
replay-only = Solo en una repetición: accessible-2048 replay recorre una partida.
replay-list-line = { $number }. { $ended }, { $origin }, { $size } por { $size }: { $score } puntos, { $steps ->
    [one] { $steps } jugada
   *[other] { $steps } jugadas
}.
# A kept game too long to replay for the list (its code over 2,000 characters): its moves from the code's head, its score left to its replay
replay-list-long = { $number }. { $ended }, { $origin }, { $size } por { $size }: { $steps ->
    [one] { $steps } jugada
   *[other] { $steps } jugadas
}; puntuación al repetirla.
replay-list-none = Aún no hay partidas terminadas guardadas.
# A kept game from a seed in the list: its 20-digit seed is not read out
# (`replay --last N` takes the game by its number).
replay-list-seed = partida con semilla
help-replay-keys-step = { $slide-right } o Mayús+Derecha: siguiente. { $slide-left } o Mayús+Izquierda: atrás.
help-replay-keys-ends = AvPág y RePág también. Inicio: el principio. Fin: la última.
help-replay-keys-read = Flechas: el cursor. Intro, { $row }, { $column }, { $board }: casilla, fila, columna, tablero.
help-replay-keys-score = { $score }: la puntuación. { $hint }: la jugada del motor.
help-replay-keys-also = { $last-move }: la jugada que llevó aquí. { $quit }: salir. Deshacer y partida nueva no hacen nada.
help-replay-lines-step = next o right: jugada siguiente. back o left: la anterior.
help-replay-lines-ends = first, end o move 12: saltar a una jugada.
help-replay-lines-read = cell, row, column, board, score: leer la posición.
help-replay-lines-cursor = go B3 mueve el cursor. hint: la jugada del motor aquí.
help-replay-lines-also = last: la jugada que llevó aquí. quit: salir de la repetición.
