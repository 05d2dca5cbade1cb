# Hinweise zur Umgebung des Spiels: Sprache, Speichern.

language-fallback = Sprache { $requested } ist nicht verfügbar; es geht auf Englisch weiter.
# The hint engine's trained network (a file beside the game or in its data
# directory) is damaged: said once; the hints go on without it.
network-refused = Das Netz für Tipps konnte nicht gelesen werden; Tipps kommen aus den handabgestimmten Regeln.
# There is not enough memory to hold the hint engine's trained network:
# said once; the hints go on without it.
network-out-of-memory = Nicht genug Speicher für das Netz für Tipps; Tipps kommen aus den handabgestimmten Regeln.
speech-again-keys = V startet die Sprachausgabe neu.
speech-again-lines = speech on startet sie neu.

## Gespeicherte Spiele und der Rekord

save-set-aside = Das gespeicherte Spiel war nicht verwendbar ({ $reason }); es liegt jetzt unter { $file }. Ein neues Spiel beginnt.
best-set-aside = Der Rekord war nicht lesbar ({ $reason }); er liegt jetzt unter { $file }.
# Die Gründe gelten für Spielstand und Rekord: Subjekt ist die Datei.
save-reason-unreadable = das System meldete beim Lesen einen Fehler
save-reason-folder = es ist ein Ordner, keine Datei
save-reason-not-a-file = es ist keine gewöhnliche Datei
save-reason-no-permission = die Berechtigung zum Lesen fehlt
save-reason-damaged = die Datei ist beschädigt
save-reason-newer = die Datei stammt aus einer neueren Version des Spiels
save-unavailable = Der Fortschritt kann nicht gespeichert werden ({ $detail }); es geht ohne Speichern weiter.

save-left-in-place = Das gespeicherte Spiel war nicht verwendbar ({ $reason }) und bleibt, wo es ist; dieses Spiel wird nicht gespeichert.
best-left-in-place = Der Rekord war nicht lesbar ({ $reason }); neue Rekorde werden nicht gespeichert.
daily-results-set-aside = Die Tagesergebnisse waren nicht lesbar ({ $reason }); sie liegen jetzt in { $file }, eine neue Datei hält diesen Tag.
daily-results-left-in-place = Die Tagesergebnisse waren nicht lesbar ({ $reason }); sie bleiben unverändert, das Ergebnis dieses Tages wird nicht gespeichert.
kept-game-set-aside = Ein aufbewahrtes Spiel war nicht lesbar ({ $reason }); es liegt jetzt unter { $file }.
kept-game-left-in-place = Ein aufbewahrtes Spiel war nicht lesbar ({ $reason }); es bleibt unverändert und wird übergangen.
save-record-set-aside = Der Spielverlauf des gespeicherten Spiels war nicht lesbar ({ $reason }); die Datei liegt unverändert unter { $file }. Das Spiel geht weiter, lässt sich aber nicht teilen.
save-record-unkept = Der Spielverlauf des gespeicherten Spiels war nicht lesbar ({ $reason }); das Spiel geht weiter, lässt sich aber nicht teilen.
save-reason-empty = die Datei ist leer
save-reason-truncated = die Datei ist abgeschnitten
save-reason-too-large = die Datei ist zu groß
save-reason-corrupt = die Datei ist beschädigt: { $detail }
save-problem-no-dir = es gibt keinen Datenordner
save-problem-create = { $path } lässt sich nicht anlegen
save-problem-write = in { $path } lässt sich nicht schreiben
save-problem-set-aside = { $path } lässt sich nicht beiseitelegen
save-problem-remove = { $path } lässt sich nicht löschen
save-problem-in-use = ein anderes Spiel läuft gerade mit { $path }
save-problem-lock = { $path } lässt sich nicht sperren
save-problem-too-large = { $path } wäre zu groß, um wieder gelesen zu werden
save-unsynced = Der Fortschritt ist noch nicht sicher auf dem Datenträger ({ $detail }); es geht weiter.
save-resumed = Speichern klappt wieder.
save-lost-moves = Die letzten Züge ließen sich nicht speichern; beim nächsten Start geht es { $moves ->
    [0] von vorn
   *[other] ab Zug { $moves }
} weiter.
save-lost-game = Dieses Spiel ließ sich nicht speichern.
save-lost-records = Rekord und Statistik ließen sich nicht speichern ({ $detail }).
save-not-safe = Die letzten Züge sind noch nicht sicher auf dem Datenträger ({ $detail }).
save-problem-sync = das Schreiben von { $path } ließ sich nicht bestätigen

## Einstellungen (settings.toml)

settings-set-aside = Die Einstellungsdatei war nicht verwendbar ({ $reason }); sie liegt jetzt unter { $file }. Es geht mit den Standardeinstellungen weiter.
settings-left-in-place = Die Einstellungsdatei war nicht verwendbar ({ $reason }) und bleibt, wo sie ist; es geht mit den Standardeinstellungen weiter, Änderungen werden nicht gespeichert.
settings-unsaved = Die Einstellungen können nicht gespeichert werden ({ $detail }); Änderungen gelten nur für dieses Spiel.
settings-problem-no-dir = es gibt keinen Konfigurationsordner

## Was in einer beschädigten Datei nicht stimmt ($detail von save-reason-corrupt).
## $field ist ein Name in der Datei und bleibt, wie er ist; $line eine Zeilennummer.

damage-syntax-at = der Text ist in Zeile { $line } fehlerhaft
damage-syntax = der Text ist fehlerhaft
damage-missing = { $field } fehlt
damage-wrong-value = { $field } hat einen Wert der falschen Art oder außerhalb des Bereichs
damage-no-tiles = { $field } enthält keine Kacheln
damage-out-of-order = { $field } passt nicht zu den Zügen davor und danach
damage-cannot-continue = { $field } nennt ein Spiel, das diese Version nicht fortsetzen kann
damage-content = der Inhalt ist nicht das, was das Spiel erwartet
damage-more-won = mehr Spiele gewonnen als gespielt
damage-more-reached = mehr Spiele erreichten eine Kachel, als gespielt wurden
damage-more-scores = mehr Punktstände als gespielte Spiele
damage-more-results = mehr Ergebnisse als gespielte Spiele
