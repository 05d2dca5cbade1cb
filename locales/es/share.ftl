# Un resultado para compartir y su comprobación (`share`, `verify`).
share-daily = partida del día { $date }
share-seed = partida de semilla { $seed }
share-score = puntuación: { $score }
share-highest = ficha más alta: { $tile }
share-moves = movimientos: { $moves }
share-undos = deshechos: { $undos }
share-verified = verificada: todos los movimientos repetidos
share-daily-stats = partidas diarias: { $days ->
    [one] { $days } día
   *[other] { $days } días
}, récord { $best }, racha { $streak }, máxima { $longest }

daily-date = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }
daily-opening-unfinished = Partida del día { $date }, aún sin terminar.
daily-opening-finished = Partida del día { $date }, terminada con { $score } puntos.
daily-practice = Práctica del día: tu resultado de hoy sigue en { $score } puntos.
daily-back = De vuelta a tu partida normal.
daily-final = Final: sin deshacer. Pulsa 0 para tu partida.
daily-final-lines = Final: sin deshacer. Escribe daily para tu partida.
daily-final-way = Pulsa 0 para tu partida.
daily-final-way-lines = Escribe daily para tu partida.
daily-not-here = No hay partida del día entre los rompecabezas tilt.
daily-left-unfinished = La partida del día { $date } queda sin terminar: su día ya pasó.
daily-clock-before-1970 = El reloj está mal, marca antes de 1970: no hay partida del día.
daily-clock-after-9999 = El reloj está mal, marca después del año 9999: no hay partida del día.
share-written = Puntuación { $score }, guardada para compartir en la carpeta de datos.
share-daily-written = Resultado en la carpeta de datos.
share-not-written = No se puede guardar el texto para compartir en la carpeta de datos.
share-no-dir = Sin carpeta de datos: no se puede escribir el texto para compartir.
share-no-record = No se puede compartir: las partidas de --board y los tilt no tienen código.
share-record-lost = Esta partida no se puede compartir: su registro no se pudo leer al reanudarla.
share-too-long = Esta partida es demasiado larga para compartirla.
