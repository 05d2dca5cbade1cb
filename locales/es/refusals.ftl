# Por qué `share`, `verify` o `replay` rechaza: una línea cada uno.
code-empty = el código está vacío
code-not-a-code = no es un código: un código es una palabra de letras y cifras que empieza por 2048
code-unknown-version = versión de código { $version } desconocida: este juego lee la versión { $known } (un juego más nuevo podrá leerla)
code-damaged = el código está dañado: su valor de control no coincide (una letra cambiada, que falta o repetida)
code-too-long = el código es demasiado largo: más de { $chars } caracteres
code-impossible = el código está dañado: movimiento imposible en el movimiento { $move }
code-hollow = el código está dañado: dice tener más movimientos de los que contiene
verify-claim = la línea «{ $line }» no es una que el juego escriba para este resultado: quítala, o verifica solo el código con accessible-2048 verify CODE
verify-not-daily-rules = no jugada con las reglas del día: este código tiene { $rules }; una partida del día tiene { $daily }
verify-not-yet-played = la partida del día { $date } aún no se ha jugado: hoy es { $today } (UTC)
verify-input-too-long = el texto es demasiado largo: más de 4 MiB
verify-no-input = da el código (o el texto compartido) como argumento, o en la entrada estándar
verify-unreadable-input = no se puede leer el código de la entrada estándar: { $error }
replay-no-code = da el código (o el texto compartido) que repetir, o --last para tu última partida
replay-none-kept = aún no hay partida terminada que repetir: termina o deja antes una partida con semilla
replay-bad-last = --last { $number } no válido: las partidas terminadas guardadas van numeradas de 1 (la más reciente) a { $kept }
share-none-finished = aún no hay partida terminada que compartir
share-no-daily = aún no hay partida del día { $date } que compartir: accessible-2048 daily la empieza
# The day's result was kept by a daily game whose saved record could not be read: no code to share
share-daily-record-lost = la partida del día { $date } terminó con { $score } puntos, pero su registro se perdió: no se puede compartir
share-no-code = esta partida no se puede compartir: sus movimientos no se repiten desde su semilla

# The argument parser's refusals (clap's error kinds), one line each.
arg-unknown = argumento inesperado '{ $arg }'
arg-unknown-subcommand = subcomando desconocido '{ $arg }'
arg-missing-value = '{ $arg }' necesita un valor y no se dio ninguno
arg-invalid-value = valor no válido '{ $value }' para '{ $arg }'
arg-invalid-value-why = valor no válido '{ $value }' para '{ $arg }': { $why }
arg-invalid-value-one-of = valor no válido '{ $value }' para '{ $arg }' [valores posibles: { $valid }]
arg-conflict = el argumento '{ $arg }' no se puede usar con '{ $prior }'
arg-twice = el argumento '{ $arg }' no se puede dar más de una vez
arg-unexpected-value = valor inesperado '{ $value }' para '{ $arg }': no admite ninguno más
arg-missing = faltan argumentos obligatorios: { $arg }
arg-missing-subcommand = hace falta un subcomando
arg-not-utf8 = un argumento no es UTF-8 válido
arg-see-help = (mira --help)
