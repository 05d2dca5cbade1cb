# Avisos sobre el entorno del juego: idioma, partidas guardadas.

language-fallback = El idioma { $requested } no está disponible; se usa el inglés.
# The hint engine's trained network (a file beside the game or in its data
# directory) is damaged: said once; the hints go on without it.
network-refused = No se pudo leer la red de las pistas; las pistas usan las reglas ajustadas a mano.
# There is not enough memory to hold the hint engine's trained network:
# said once; the hints go on without it.
network-out-of-memory = No hay memoria suficiente para la red de las pistas; las pistas usan las reglas ajustadas a mano.
speech-again-keys = V vuelve a activar la voz.
speech-again-lines = Escribe speech on para activarla de nuevo.

## Partidas guardadas y el récord

save-set-aside = No se pudo usar la partida guardada ({ $reason }); se conserva como { $file }. Empieza una partida nueva.
best-set-aside = No se pudo leer el récord ({ $reason }); se conserva como { $file }.
# Los motivos sirven para la partida y para el récord: el sujeto es el archivo.
save-reason-unreadable = el sistema dio un error al leerlo
save-reason-folder = es una carpeta, no un archivo
save-reason-not-a-file = no es un archivo normal
save-reason-no-permission = no hay permiso para leerlo
save-reason-damaged = el archivo está dañado
save-reason-newer = el archivo es de una versión más nueva del juego
save-unavailable = No se puede guardar el progreso ({ $detail }); se sigue jugando sin guardar.

save-left-in-place = No se pudo usar la partida guardada ({ $reason }) y se deja donde está; esta partida no se guardará.
best-left-in-place = No se pudo leer el récord ({ $reason }); los récords nuevos no se guardarán.
daily-results-set-aside = No se pudieron leer los resultados diarios ({ $reason }); se guardan como { $file } y un archivo nuevo guarda este día.
daily-results-left-in-place = No se pudieron leer los resultados diarios ({ $reason }); quedan como están y el resultado de hoy no se guarda.
kept-game-set-aside = No se pudo leer una partida guardada entre las terminadas ({ $reason }); se conserva como { $file }.
kept-game-left-in-place = No se pudo leer una partida guardada entre las terminadas ({ $reason }); queda como está y se omite.
save-record-set-aside = No se pudo leer el registro de la partida guardada ({ $reason }); el archivo tal como estaba se conserva como { $file }. La partida sigue, pero no se puede compartir.
save-record-unkept = No se pudo leer el registro de la partida guardada ({ $reason }); la partida sigue, pero no se puede compartir.
save-reason-empty = el archivo está vacío
save-reason-truncated = el archivo está cortado
save-reason-too-large = el archivo es demasiado grande
save-reason-corrupt = el archivo está dañado: { $detail }
save-problem-no-dir = no hay carpeta de datos
save-problem-create = no se puede crear { $path }
save-problem-write = no se puede escribir en { $path }
save-problem-set-aside = no se puede apartar { $path }
save-problem-remove = no se puede borrar { $path }
save-problem-in-use = otra partida está usando { $path }
save-problem-lock = no se puede bloquear { $path }
save-problem-too-large = { $path } sería demasiado grande para volver a leerlo
save-unsynced = El progreso aún no está a salvo en el disco ({ $detail }); se sigue jugando.
save-resumed = El progreso vuelve a guardarse.
save-lost-moves = Las últimas jugadas no se pudieron guardar; al volver, la partida sigue { $moves ->
    [0] desde el principio
   *[other] en la jugada { $moves }
}.
save-lost-game = Esta partida no se pudo guardar.
save-lost-records = El récord y las estadísticas no se pudieron guardar ({ $detail }).
save-not-safe = Las últimas jugadas aún no están a salvo en el disco ({ $detail }).
save-problem-sync = no se pudo confirmar la escritura de { $path }

## Preferencias (settings.toml)

settings-set-aside = No se pudo usar el archivo de preferencias ({ $reason }); se guarda como { $file }. Se empieza con las preferencias por defecto.
settings-left-in-place = No se pudo usar el archivo de preferencias ({ $reason }) y se queda donde está; se empieza con las preferencias por defecto y los cambios no se guardarán.
settings-unsaved = Las preferencias no se pueden guardar ({ $detail }); los cambios valen solo para esta partida.
settings-problem-no-dir = no hay carpeta de configuración

## Qué está mal dentro de un archivo dañado ($detail de save-reason-corrupt).
## $field es un nombre del archivo y se deja tal cual; $line, un número de línea.

damage-syntax-at = su texto está mal formado en la línea { $line }
damage-syntax = su texto está mal formado
damage-missing = falta { $field }
damage-wrong-value = { $field } tiene un valor de tipo incorrecto o fuera de rango
damage-no-tiles = { $field } no tiene fichas
damage-out-of-order = { $field } no encaja con las jugadas de antes y de después
damage-cannot-continue = { $field } indica una partida que esta versión no puede continuar
damage-content = su contenido no es el que el juego espera
damage-more-won = más partidas ganadas que jugadas
damage-more-reached = más partidas llegaron a una ficha que las jugadas
damage-more-scores = más puntuaciones que partidas jugadas
damage-more-results = más resultados que partidas jugadas
