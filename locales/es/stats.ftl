# El subcomando `stats`: cada cifra que guardan los récords, una por línea,
# con el nombre de la cifra delante. Los números llegan como argumentos. Una
# probabilidad de un 4 que no es entera llega en dos partes, la entera y las
# cifras tras la coma ($whole 0 y $fraction 5 para 0,5).

# Un archivo de récords que no se puede leer: su ruta y el motivo (una frase
# save-reason-..., como la dice el juego). Va tras "accessible-2048: ".
records-unreadable = no se pueden leer los récords de { $file } ({ $reason })
stats-best-score = récord: { $score }
stats-highest-tile = ficha más alta: { $tile }
stats-no-games = todavía no hay partidas terminadas
stats-board = tablero de { $size } por { $size }, probabilidad de un 4: { $whole },{ $fraction }
stats-board-whole = tablero de { $size } por { $size }, probabilidad de un 4: { $whole }
stats-played = partidas jugadas: { $count }
stats-won = partidas ganadas: { $count }
# Cuántas partidas llegaron a una ficha (512, 1024, ...).
stats-reached = llegaron a { $tile }: { $count }
stats-median = puntuación mediana: { $score }
stats-longest = partida más larga: { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}
# Antes de los últimos resultados, uno por línea.
stats-last = últimos resultados, del más reciente al más antiguo:
# Un resultado: la puntuación, la ficha más alta, los movimientos y cómo
# terminó: sin movimientos posibles, o abandonada por una partida nueva.
stats-result-over = { $score } (ficha { $tile }, { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}, terminada)
stats-result-abandoned = { $score } (ficha { $tile }, { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}, abandonada)
