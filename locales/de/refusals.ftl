# Warum `share`, `verify` oder `replay` ablehnt: je eine Zeile.
code-empty = der Code ist leer
code-not-a-code = kein Code: ein Code ist ein Wort aus Buchstaben und Ziffern, das mit 2048 beginnt
code-unknown-version = unbekannte Code-Version { $version }: dieses Spiel liest Version { $known } (ein neueres Spiel kann sie lesen)
code-damaged = der Code ist beschädigt: sein Prüfwert stimmt nicht (ein Zeichen geändert, fehlend oder doppelt)
code-too-long = der Code ist zu lang: mehr als { $chars } Zeichen
code-impossible = der Code ist beschädigt: unmöglicher Zug bei Zug { $move }
code-hollow = der Code ist beschädigt: er gibt mehr Züge an, als er enthält
verify-claim = die Zeile „{ $line }“ schreibt das Spiel für dieses Ergebnis nicht: entferne sie, oder prüfe nur den Code mit accessible-2048 verify CODE
verify-not-daily-rules = nicht nach den Regeln des Tagesspiels gespielt: dieser Code hat { $rules }; ein Tagesspiel hat { $daily }
verify-not-yet-played = das Tagesspiel vom { $date } ist noch nicht gespielt: heute haben wir den { $today } (UTC)
verify-input-too-long = der Text ist zu lang: mehr als 4 MiB
verify-no-input = gib den Code (oder den geteilten Text) als Argument oder auf der Standardeingabe an
verify-unreadable-input = der Code kann nicht von der Standardeingabe gelesen werden: { $error }
replay-no-code = gib den Code (oder den geteilten Text) zum Nachspielen an, oder --last für dein eigenes letztes Spiel
replay-none-kept = noch kein beendetes Spiel zum Nachspielen: beende oder verlass zuerst ein Spiel mit Startwert
replay-bad-last = ungültiges --last { $number }: die aufbewahrten beendeten Spiele sind von 1 (das neueste) bis { $kept } nummeriert
share-none-finished = noch kein beendetes Spiel zum Teilen
share-no-daily = noch kein Tagesspiel vom { $date } zum Teilen: accessible-2048 daily startet es
# The day's result was kept by a daily game whose saved record could not be read: no code to share
share-daily-record-lost = das Tagesspiel vom { $date } endete mit { $score } Punkten, aber sein Verlauf ging verloren: es kann nicht geteilt werden
share-no-code = dieses Spiel kann nicht geteilt werden: seine Züge lassen sich nicht von seinem Startwert nachspielen

# The argument parser's refusals (clap's error kinds), one line each.
arg-unknown = unerwartetes Argument '{ $arg }'
arg-unknown-subcommand = unbekannter Unterbefehl '{ $arg }'
arg-missing-value = '{ $arg }' braucht einen Wert, aber keiner wurde angegeben
arg-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
arg-invalid-value-why = ungültiger Wert '{ $value }' für '{ $arg }': { $why }
arg-invalid-value-one-of = ungültiger Wert '{ $value }' für '{ $arg }' [mögliche Werte: { $valid }]
arg-conflict = das Argument '{ $arg }' geht nicht zusammen mit '{ $prior }'
arg-twice = das Argument '{ $arg }' darf nur einmal angegeben werden
arg-unexpected-value = unerwarteter Wert '{ $value }' für '{ $arg }': es nimmt keinen weiteren
arg-missing = diese nötigen Argumente fehlen: { $arg }
arg-missing-subcommand = ein Unterbefehl fehlt
arg-not-utf8 = ein Argument ist kein gültiges UTF-8
arg-see-help = (siehe --help)
