# Die Braillezeile als Ausgabe: an, aus, und warum sie fehlt oder
# ausgefallen ist.

braille-on = Braille an.
braille-off = Braille aus.
braille-looking = Braillezeile wird gesucht.
braille-unavailable = Kein Braille ({ $reason }); es geht weiter.
braille-reason-no-library = BrlAPI ist nicht installiert
braille-reason-no-server = BRLTTY antwortet nicht
braille-reason-no-cells = die Zeile hat keine Module
braille-stopped = Braillezeile ausgefallen; es geht weiter.
