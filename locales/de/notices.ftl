# Hinweise zur Umgebung des Spiels: Sprache, Speichern.

language-fallback = Sprache { $requested } ist nicht verfügbar; es geht auf Englisch weiter.

## Gespeicherte Spiele und der Rekord

save-set-aside = Das gespeicherte Spiel war nicht verwendbar ({ $reason }); es liegt jetzt unter { $file }. Ein neues Spiel beginnt.
best-set-aside = Der Rekord war nicht lesbar ({ $reason }); er liegt jetzt unter { $file }.
# Die Gründe gelten für Spielstand und Rekord: Subjekt ist die Datei.
save-reason-unreadable = die Datei ist nicht lesbar
save-reason-damaged = die Datei ist beschädigt
save-reason-newer = die Datei stammt aus einer neueren Version des Spiels
save-unavailable = Der Fortschritt kann nicht gespeichert werden ({ $detail }); es geht ohne Speichern weiter.
