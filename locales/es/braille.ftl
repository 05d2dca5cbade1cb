# La línea braille como salida: activarla, desactivarla y por qué no se
# puede usar o se ha detenido.

braille-on = Braille activado.
braille-off = Braille desactivado.
braille-looking = Buscando la línea braille.
braille-unavailable = No hay braille ({ $reason }); el juego sigue.
braille-reason-no-library = BrlAPI no está instalado
braille-reason-no-server = BRLTTY no responde
braille-reason-no-cells = la línea no tiene celdas
braille-stopped = La línea braille se ha detenido; el juego sigue.
