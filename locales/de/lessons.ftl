# Die Klänge lernen (Taste 7, sounds, --practice-sounds) und die Einführung
# (tutorial, --tutorial). Getippte Wörter bleiben englisch.

lesson-back = Zurück zu deinem Spiel.
lesson-back-replay = Zurück zur Wiedergabe.

sounds-start = Die Klänge lernen: { $count } Klänge.
sounds-keys = Rechts: weiter, links: zurück, 7: nochmal, Q: beenden.
sounds-lines = Eingabe: nächster Klang. Oder tippe back, again oder quit.
sounds-off-keys = Der Ton ist aus: D schaltet ihn ein.
sounds-off-lines = Der Ton ist aus: tippe sound on, um sie zu hören.
sounds-none = Hier gibt es keinen Ton: nur Worte.
sounds-number = { $number } von { $count }.
sounds-done = Das waren alle Klänge.
sounds-left = Klänge beendet.

sound-cursor-empty = Runder Ton: Cursor auf leerem Feld; Seite ist die Spalte, Höhe die Zeile.
sound-cursor-tile = Glöckchen: der Cursor auf einer Kachel, hier unten rechts: rechts und tief.
sound-edge = Tiefes Klopfen auf der Seite: der Cursor ist am Rand.
sound-slide = Kurzer Hauch in Schieberichtung: die Kacheln rutschen.
sound-merge = Glocken nach dem Hauch: Verschmelzungen, höher bei größeren Kacheln.
sound-new-tile = Zupfen: die neue Kachel, nach Spalte platziert, nach Zeile gestimmt.
sound-new-four = Zweimal Zupfen: die neue Kachel ist eine 4.
sound-nothing-moved = Zwei tiefe fallende Töne: nichts hat sich bewegt.
sound-undo = Fallende Glocke: ein Zug zurückgenommen.
sound-won = Steigendes Arpeggio: 2048 erreicht.
sound-game-over = Drei langsame fallende Töne: Spiel vorbei.
sound-tones = Töne: eine Zeile, einer je Feld, höher bei größeren Kacheln, Klick wenn leer.

tutorial-start = Einführung in { $steps } Schritten.
tutorial-leave-keys = Q beendet die Einführung.
tutorial-leave-lines = quit beendet die Einführung.
tutorial-board = Übungsbrett: { $tiles }.
tutorial-good = Gut.
tutorial-not-yet = Noch nicht.
tutorial-cursor-keys = Bewege den Cursor: drücke eine Pfeiltaste.
tutorial-cursor-lines = Bewege den Cursor: tippe cursor right.
tutorial-row-keys = Lies die Zeile des Cursors: drücke R.
tutorial-row-lines = Lies die Zeile des Cursors: tippe row.
tutorial-slide-keys = Schiebe die Kacheln nach oben: Umschalt und Pfeil hoch, oder I.
tutorial-slide-lines = Schiebe die Kacheln nach oben: tippe up.
tutorial-merge-keys = Nach links schieben, um die zwei 2er zu verbinden: Umschalt Pfeil links, oder J.
tutorial-merge-lines = Schiebe nach links, um die zwei 2er zu verbinden: tippe left.
tutorial-listen = Hör die Verschmelzung, dann die neue Kachel.
tutorial-undo-keys = Nimm den Zug zurück: drücke U.
tutorial-undo-lines = Nimm den Zug zurück: tippe undo.
tutorial-hint-keys = Frag die Engine nach einem Tipp: drücke G.
tutorial-hint-lines = Frag die Engine nach einem Tipp: tippe hint.
tutorial-done-keys = Einführung fertig. H nennt alle Tasten, 7 lehrt die Klänge.
tutorial-done-lines = Einführung fertig. Tippe help für alle Befehle, sounds für die Klänge.
tutorial-left = Einführung beendet.
tutorial-offer-keys = Neu hier? Y startet eine kurze Einführung.
tutorial-offer-lines = Neu hier? Tippe tutorial für ein kurzes geführtes Spiel.
