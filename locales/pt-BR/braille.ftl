# A linha braille como saída: ligar, desligar, e por que ela falta ou
# parou.

braille-on = Braille ligado.
braille-off = Braille desligado.
braille-looking = Procurando a linha braille.
braille-unavailable = Sem braille ({ $reason }); o jogo segue.
braille-reason-no-library = o BrlAPI não está instalado
braille-reason-no-server = o BRLTTY não responde
braille-reason-no-cells = a linha não tem celas
braille-stopped = A linha braille parou; o jogo segue.
