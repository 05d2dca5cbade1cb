# Anuncios de la partida: casillas, deslizamientos, puntuación, el final.
# Cada mensaje es una frase (o una frase corta) de una línea hablada; el juego
# une los mensajes de un anuncio con espacios. Los nombres de casilla (A1 a D4)
# y los números llegan como argumentos. Casilla y ficha son femeninas.

## Inicio y partidas nuevas

game-start = Partida nueva, { $size } por { $size }: { $tiles }. Cursor en { $cursor }.
# Una ficha de una lista: "2 en B3".
tile-at = { $value } en { $cell }
game-start-from-position = Partida desde una posición dada, { $size } por { $size }, { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
}. Cursor en { $cursor }.
game-resumed = Sigue la partida guardada: puntuación { $score }, { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}, ficha más alta { $highest }. Cursor en { $cursor }.
game-start-short = Partida nueva: { $tiles }.
game-start-from-position-short = Partida desde una posición, { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
}.
game-resumed-short = Sigue la partida: { $score } puntos.
game-resumed-tiles = Mayores: { $tiles }.
help-pointer-keys = Pulsa H para ver la ayuda.
help-pointer-lines = Escribe help para ver los comandos.

## El cursor de revisión

# Una casilla y lo que tiene; una casilla vacía dice el número cero.
cell-value = { $cell }, { $value }
cell-empty-word = { $cell }, vacía
cursor-edge = { $edge ->
    [left] Borde izquierdo.
    [right] Borde derecho.
    [top] Borde superior.
   *[bottom] Borde inferior.
}
row-reading = Fila { $row }: { $cells }.
column-reading = Columna { $column }: { $cells }.
# A long row or column (big tiles on a big board) in parts, a line each,
# each from the cell it starts at.
row-reading-from = Fila { $row } desde { $cell }: { $cells }.
column-reading-from = Columna { $column } desde { $cell }: { $cells }.
column-empty = Columna { $column } vacía.
board-row-empty = Fila { $row } vacía.
empty-run = { $first } a { $last } vacías
empty-one = { $cell } vacía
# Una ficha dentro de una fila o columna: "16".
cell-in-line = { $value }

## Deslizamientos

# Tras "Izquierda:" viene una fusión o el recuento: ambos empiezan por número,
# así la minúscula tras los dos puntos nunca queda mal.

# La dirección al principio de cada anuncio de deslizamiento.
slide-direction = { $direction ->
    [left] Izquierda:
    [right] Derecha:
    [up] Arriba:
   *[down] Abajo:
}
# "8 y 8 forman 16 en A1": se evita el plural de un número ("dos ochos").
merge = { $from } y { $from } forman { $value } en { $cell }.
tiles-moved = { $count ->
    [one] { $count } ficha se mueve.
   *[other] { $count } fichas se mueven.
}
new-tile = Un { $value } en { $cell }.
score-gain = Más { $gain }, puntuación { $score }.
nothing-moves = Nada se mueve { $direction ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
}.

## Puntuación y recuentos

# Cada nivel empieza por la noticia. Normal: las fusiones mayores y la ficha
# nueva ("16 A1, 8 B2, un 2 C4."). La ficha nueva se anuncia con "un", como
# "sacar un 4" en los dados: "nuevo" es largo para oírse entero en medio
# segundo a la velocidad más alta, y "hay 2" se oye como un recuento.
merged-into = { $value } { $cell }
merges-more = { $count } más
slide-news = { $merges }, un { $value } { $cell }.
# Nivel normal sin fusiones: la ficha nueva y la dirección.
slide-moved = Un { $value } { $cell }, { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}.
# Nivel breve: la fusión mayor sola ("16 A1."), si no, la ficha nueva, con
# valor y casilla primero y "nuevo" detrás ("2 C4 nuevo."), para que un
# deslizamiento rápido corte la palabra y no la noticia.
slide-news-brief = { $value } { $cell }.
slide-moved-brief = { $value } { $cell } nuevo.
score = Puntuación { $score }, { $moves ->
    [one] { $moves } movimiento.
   *[other] { $moves } movimientos.
}
empty-count = { $count ->
    [0] No hay casillas vacías.
    [one] { $count } casilla vacía.
   *[other] { $count } casillas vacías.
}
highest-tile = Ficha más alta { $value }, en { $cells }.
empty-cells = { $count ->
    [one] { $count } vacía
   *[other] { $count } vacías
}: { $cells }.
empty-cells-more = También vacías: { $cells }.
empty-row-all = fila { $row } vacía
empty-span = { $first } a { $last }
tile-counts = Fichas: { $counts }.
tile-count = { $count } veces { $value }
line-empties = Fila { $row }: { $inrow ->
    [one] { $inrow } vacía
   *[other] { $inrow } vacías
}. Columna { $column }: { $incolumn ->
    [one] { $incolumn } vacía
   *[other] { $incolumn } vacías
}.
next-merge-row = { $value } y { $value } pueden unirse en la fila { $row }.
next-merge-column = { $value } y { $value } pueden unirse en la columna { $column }.
next-merge-none = Ningún deslizamiento une fichas.
cursor-found = { $what ->
    [newest] Ficha más nueva
   *[highest] Ficha más alta
}: { $cell }, { $value }.
newest-none = No hay ficha nueva desde la última partida nueva o el último deshacer.
last-move-none = Aún no hay movimientos.
verbosity-set = Anuncios { $level ->
    [brief] breves
    [full] completos
   *[normal] normales
}.
best-score = Récord { $score }, ficha más alta de siempre { $highest }.
best-none = Todavía no hay récord.
stats-games = { $played ->
    [one] { $played } partida
   *[other] { $played } partidas
}, { $won ->
    [one] { $won } ganada
   *[other] { $won } ganadas
}.
stats-scores = Récord { $best }, la última { $last }.
stats-median-score = Mediana { $median }.
stats-none = Todavía no hay partidas terminadas en este tablero.
position = Posición: { $position }

## Ganar y perder

win = ¡Lograste 2048! { $score } puntos en { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}. Sigue jugando.
game-over = Fin de la partida: { $score } puntos.
new-best = ¡Nuevo récord!
game-over-choices = N otra, U deshacer, Q salir.
game-over-choices-lines = Escribe new, undo o quit.
game-is-over = La partida ha terminado.

## Deshacer

undo = Deshecho: { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}, puntuación { $score }, { $moves ->
    [one] { $moves } movimiento.
   *[other] { $moves } movimientos.
}
undo-changed = { $cell } vuelve a { $value }.
undo-changed-empty = { $cell } vuelve a estar vacía.
# Deshacer en nivel completo: los puntos que había dado el deslizamiento
# deshecho ("Menos 32 puntos.").
undo-points = Menos { $points ->
    [one] { $points } punto.
   *[other] { $points } puntos.
}
undo-nothing = No hay nada que deshacer.

## Pistas

undo-short = Deshecho { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}: { $count ->
    [one] { $count } fusión
   *[other] { $count } fusiones
}, { $cell } vacía.
undo-short-plain = Deshecho { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}: { $cell } vacía.
undo-short-direction = Deshecho { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}.
hint = Pista: desliza { $direction ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
}.
hint-no-moves = No quedan movimientos: no hay pista.

## Confirmaciones

# La tecla Y es la del juego en todos los idiomas.
confirm-quit = ¿Salir? Pulsa Y griega para salir, otra tecla para seguir jugando.
confirm-new-game = ¿Partida nueva? Esta se pierde. Pulsa Y griega para sí, otra para seguir.
confirm-quit-lines = ¿Salir? Escribe yes para salir, cualquier otra cosa para seguir jugando.
confirm-new-game-lines = ¿Partida nueva? Esta se perderá. Escribe yes para sí, otra cosa para seguir.
confirm-cancelled = Seguimos jugando.
# Text pasted into the terminal: answered once, never run as keys.
paste-ignored = Texto pegado ignorado.
# Ctrl+Z (or SIGTSTP) where nothing could resume a stopped game: the game
# does not stop.
suspend-unavailable = No se puede suspender aquí; el juego sigue.
goodbye = Adiós. Puntuación { $score }, { $moves ->
    [one] { $moves } movimiento.
   *[other] { $moves } movimientos.
}

## Voz y otras respuestas

speech-on = Voz activada.
speech-off = Voz desactivada.
speech-retrying = Reiniciando la voz.
speech-rate = Velocidad de la voz { $rate } de 100.
speech-unavailable = La voz no está disponible ({ $reason }); se juega solo con texto.
speech-reason-timeout = no arrancó en 2 segundos
speech-reason-failed = { $detail }
speech-reason-not-built = esta copia del juego se compiló sin voz
speech-reason-no-dispatcher = no se puede conectar con speech-dispatcher
speech-reason-address-not-text = SPEECHD_ADDRESS no es un texto válido
speech-reason-worker-not-started = no se pudo iniciar el programa de voz: { $detail }
speech-reason-worker-ended = el programa de voz terminó sin decir nada
unknown-key = Tecla desconocida. Pulsa H para ver la ayuda.
unknown-command = Comando desconocido: { $text }. Escribe help para ver los comandos.
unknown-command-plain = Comando desconocido. Escribe help para ver los comandos.
no-cell = No hay ninguna casilla { $cell } en este tablero.
nothing-to-repeat = Todavía no se ha dicho nada.

## Direcciones dentro de listas ("abajo, izquierda, arriba")

direction-name = { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}

## El buscador de pareja: ¿se puede llevar la ficha igual junto a esta?

partner-meet = Los dos { $value } pueden juntarse en { $count ->
    [one] { $count } movimiento
   *[other] { $count } movimientos
}: { $tilts }.
partner-adjacent = Los dos { $value } ya están juntos, en { $cell } y { $partner }.
partner-unreachable = El { $value } de { $cell } y el de { $partner } nunca se juntan inclinando.
partner-none = No hay otro { $value } en el tablero.
partner-empty-cell = { $cell } está vacía: pon primero el cursor sobre una ficha.
partner-check-ok = Con fusiones y fichas nuevas también vale, salvo que una ficha nueva estorbe.
partner-check-merges = Pero con fusiones las fichas cambian por el camino: es solo una guía.

## Rompecabezas de inclinación: 2048 sin fusiones

# "Par" se dice "objetivo": en español "par" suena a "pareja".
puzzle-start = Rompecabezas de inclinación, { $size } por { $size }: sin fusiones ni fichas nuevas.
puzzle-goal = Junta los dos { $value } marcados, en { $first } y { $second }. Objetivo: { $par ->
    [one] { $par } inclinación
   *[other] { $par } inclinaciones
}.
cell-marked = { $cell }, { $value }, marcada
puzzle-tilt = { $direction ->
    [left] Izquierda:
    [right] Derecha:
    [up] Arriba:
   *[down] Abajo:
} fichas marcadas en { $first } y { $second }, { $count ->
    [one] { $count } inclinación.
   *[other] { $count } inclinaciones.
}
puzzle-status = { $count ->
    [one] { $count } inclinación
   *[other] { $count } inclinaciones
}, objetivo { $par }. Fichas marcadas en { $first } y { $second }.
puzzle-solved = ¡Resuelto en { $count ->
    [one] { $count } inclinación!
   *[other] { $count } inclinaciones!
}
puzzle-par-equal = Objetivo cumplido: una solución perfecta.
puzzle-par-over = El objetivo era { $par }: { $over ->
    [one] { $over } inclinación
   *[other] { $over } inclinaciones
} de más.
puzzle-next = Pulsa N para el siguiente rompecabezas o Q para salir.
puzzle-next-lines = Escribe new para el siguiente rompecabezas o quit para salir.
puzzle-hint = Pista: inclina { $direction ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
}.
puzzle-solved-already = El rompecabezas ya está resuelto.

partner-check-merge = Con las fusiones, las dos se unen en un { $value } { $step ->
    [one] tras el primer movimiento
   *[other] tras { $step } movimientos
}.
puzzle-undone = Deshecho: { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}.
goodbye-plain = Adiós.

## Lists: "a, b and c"

list-and = { $first } y { $last }
# A cell name inside a list.
cell-name = { $cell }
# Said once when speech worked and then stopped answering mid-game.
speech-stopped = La voz se ha detenido; se juega solo con texto.
# Said once when speech that stopped comes back by itself.
speech-back = La voz ha vuelto.

## Control de la voz

# La respuesta a la tecla de silencio: impresa, nunca dicha.
silenced = Silencio.

# Sonido
sound-unavailable = El sonido no está disponible ({ $reason }); se juega sin sonido.
sound-reason-failed = { $detail }
sound-reason-not-built = esta copia del juego se compiló sin sonido
sound-reason-refused = el sistema de audio no abrió la salida: { $detail }
sound-reason-library-failed = la biblioteca de audio falló: { $detail }
sound-reason-lost = la salida de audio desapareció
sound-reason-no-thread = no se pudo iniciar un hilo para el sonido: { $detail }
sound-on = Sonido activado.
sound-off = Sonido desactivado.
sound-volume = Volumen del sonido { $volume }.
music-on = Música activada.
music-off = Música desactivada.
music-volume = Volumen de la música { $volume }.
listen-row = Fila { $row } en tonos.
listen-column = Columna { $column } en tonos.
listen-board = El tablero en tonos, fila por fila.
sound-reason-no-device = no se encontró ninguna salida de audio


## Por qué una pista: el deslizamiento con su razón, y el siguiente mejor
## con por qué es peor (otra pista sobre el mismo tablero); una forma corta
## para la verbosidad breve.

hint-why = Pista: desliza { $direction ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
}: { $reason }.
hint-why-also = Pista: desliza { $direction ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
}: { $reason }, y { $also }.
hint-next-best = Segunda opción: desliza { $direction ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
}: { $worse }.
hint-brief = { $direction ->
    [left] Izquierda
    [right] Derecha
    [up] Arriba
   *[down] Abajo
}: { $reason }.
hint-next-best-none = No hay otro deslizamiento posible.
hint-reason-only-slide = el único deslizamiento posible
hint-reason-keeps-line-full = el único que mantiene llena la { $line }
hint-reason-merges = une dos { $from } en la { $line }
hint-reason-keeps-corner = mantiene el { $value } en la esquina
hint-reason-into-corner = lleva el { $value } a la esquina
hint-reason-opens-cells = { $count ->
    [one] libera { $count } casilla
   *[other] libera { $count } casillas
}
hint-worse-leaves-corner = saca el { $value } de la esquina
hint-worse-breaks-line = deja un hueco en la { $line }
hint-worse-no-merge = no une nada
hint-worse-smaller-merge = solo une dos { $from }
hint-worse-fewer-empty = { $count ->
    [one] deja { $count } casilla vacía menos
   *[other] deja { $count } casillas vacías menos
}
hint-line-top-row = fila de arriba
hint-line-bottom-row = fila de abajo
hint-line-left-column = columna izquierda
hint-line-right-column = columna derecha
hint-line-row = fila { $row }
hint-line-column = columna { $column }
hint-brief-only-slide = el único posible
hint-brief-keeps-line-full = { $line } llena
hint-brief-merges = une en la { $line }
hint-brief-keeps-corner = guarda la esquina
hint-brief-into-corner = a la esquina
hint-brief-opens-cells = { $count ->
    [one] libera { $count } casilla
   *[other] libera { $count } casillas
}
hint-reason-spares = deslizar { $direction ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
} { $cost }
hint-reason-leaves-empty = { $count ->
    [one] deja { $count } casilla vacía
   *[other] deja { $count } casillas vacías
}
hint-worse-out-of-corner = deja el { $value } fuera de la esquina
hint-worse-in-middle = deja el { $value } en el centro
hint-worse-between = pone un { $small } entre el { $first } y el { $second }
hint-worse-fills-line = llena la { $line }
hint-worse-out-of-order = desordena la { $line }
hint-worse-fewer-pairs = { $count ->
    [one] deja { $count } pareja menos para unir
   *[other] deja { $count } parejas menos para unir
}
hint-worse-puts-tile = pone un { $value } en { $cell }
hint-worse-leaves-tile = deja el { $value } en { $cell }
hint-worse-empty-cell = deja { $cell } vacía
hint-worse-same-board = da el mismo tablero
hint-brief-spares = no { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}, { $cost }
hint-brief-cost-leaves-corner = saca la ficha mayor de la esquina
hint-brief-cost-out-of-corner = deja la ficha mayor fuera de la esquina
hint-brief-cost-breaks-line = deja un hueco en la { $line }
hint-brief-cost-no-merge = no une nada
hint-brief-cost-smaller-merge = une fichas menores
hint-brief-cost-fewer-empty = deja menos casillas vacías
hint-brief-cost-in-middle = deja la ficha mayor en el centro
hint-brief-cost-tile-in-middle = deja el { $value } en el centro
hint-brief-cost-between = pone un { $small } entre fichas mayores
hint-brief-cost-fills-line = llena la { $line }
hint-brief-cost-out-of-order = desordena la { $line }
hint-brief-cost-fewer-pairs = deja menos parejas para unir
hint-brief-cost-puts-tile = pone un { $value } en { $cell }
hint-brief-cost-leaves-tile = deja el { $value } en { $cell }
hint-brief-cost-empty-cell = deja { $cell } vacía
hint-brief-cost-same-board = da el mismo tablero
hint-brief-leaves-empty = { $count } vacías

# The coach's verdict on the last slide, in parts (each a sentence, so a
# line too wide for the terminal breaks between them): the engine's slide
# ($direction) and the player's own ($played); what the player's slide
# costs next to the engine's ($cost, in the hint's words for another
# slide's cost); how much worse it looks, when the search could tell.
coach-matched = Tu deslizamiento fue el que eligió el motor.
coach-differs = El motor iría { $direction ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
}, no { $played ->
    [left] a la izquierda
    [right] a la derecha
    [up] hacia arriba
   *[down] hacia abajo
}.
coach-differs-cost = { $played ->
    [left] Deslizar a la izquierda
    [right] Deslizar a la derecha
    [up] Deslizar hacia arriba
   *[down] Deslizar hacia abajo
} { $cost }.
coach-shortfall = { $shortfall ->
    [as-good] El tuyo parece casi igual de bueno.
    [slightly] El tuyo parece algo peor.
    [clearly] El tuyo parece peor.
   *[much] El tuyo parece mucho peor.
}
# Coach mode's short line after each slide: $cost is a short verb phrase
# about the player's slide ("el tuyo").
coach-matched-brief = Elección del motor.
coach-differs-brief = Motor: { $direction ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}, no { $played ->
    [left] izquierda
    [right] derecha
    [up] arriba
   *[down] abajo
}.
coach-differs-brief-cost = El tuyo { $cost }{ $shortfall ->
    [as-good] ; casi igual
    [slightly] ; algo peor
    [clearly] ; peor
    [much] ; mucho peor
   *[unknown] {""}
}.
coach-no-slide = Aún no hay deslizamiento que juzgar.
coach-on = Entrenador activado: un veredicto tras cada deslizamiento.
coach-off = Entrenador desactivado.
powers-on = Fichas como potencias de dos: 10 es 1024.
powers-off = Fichas como números.
coach-tally = Elección del motor en { $matched } de { $judged } { $judged ->
    [one] deslizamiento
   *[other] deslizamientos
}.
