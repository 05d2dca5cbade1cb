# Pourquoi `share`, `verify` ou `replay` refuse : une ligne chacun.
code-empty = le code est vide
code-not-a-code = pas un code : un code est un mot de lettres et de chiffres qui commence par 2048
code-unknown-version = version de code { $version } inconnue : ce jeu lit la version { $known } (un jeu plus récent pourra la lire)
code-damaged = le code est abîmé : sa valeur de contrôle ne correspond pas (une lettre changée, manquante ou doublée)
code-too-long = le code est trop long : plus de { $chars } caractères
code-impossible = le code est abîmé : coup impossible au coup { $move }
code-hollow = le code est abîmé : il annonce plus de coups qu'il n'en contient
verify-claim = la ligne « { $line } » n'est pas une ligne que le jeu écrit pour ce résultat : retirez-la, ou vérifiez le code seul avec accessible-2048 verify CODE
verify-not-daily-rules = pas jouée selon les règles du jour : ce code a une { $rules } ; une partie du jour a une { $daily }
verify-not-yet-played = la partie du jour du { $date } n'est pas encore jouée : nous sommes le { $today } (UTC)
verify-input-too-long = le texte est trop long : plus de 4 Mio
verify-no-input = donnez le code (ou le texte partagé) en argument, ou sur l'entrée standard
verify-unreadable-input = impossible de lire le code sur l'entrée standard : { $error }
replay-no-code = donnez le code (ou le texte partagé) à rejouer, ou --last pour votre dernière partie
replay-none-kept = aucune partie terminée à rejouer : terminez ou quittez d'abord une partie avec graine
replay-bad-last = --last { $number } invalide : les parties terminées gardées sont numérotées de 1 (la plus récente) à { $kept }
share-none-finished = aucune partie terminée à partager
share-no-daily = pas encore de partie du jour du { $date } à partager : accessible-2048 daily la commence
# The day's result was kept by a daily game whose saved record could not be read: no code to share
share-daily-record-lost = la partie du jour du { $date } a fini à { $score } points, mais son historique est perdu : elle ne peut pas être partagée
share-no-code = cette partie ne peut pas être partagée : ses coups ne se rejouent pas depuis sa graine

# The argument parser's refusals (clap's error kinds), one line each.
arg-unknown = argument inattendu '{ $arg }'
arg-unknown-subcommand = sous-commande inconnue '{ $arg }'
arg-missing-value = '{ $arg }' demande une valeur, et aucune n'est donnée
arg-invalid-value = valeur invalide '{ $value }' pour '{ $arg }'
arg-invalid-value-why = valeur invalide '{ $value }' pour '{ $arg }' : { $why }
arg-invalid-value-one-of = valeur invalide '{ $value }' pour '{ $arg }' [valeurs possibles : { $valid }]
arg-conflict = l'argument '{ $arg }' ne peut pas aller avec '{ $prior }'
arg-twice = l'argument '{ $arg }' ne peut être donné qu'une fois
arg-unexpected-value = valeur inattendue '{ $value }' pour '{ $arg }' : il n'en prend pas d'autre
arg-missing = arguments obligatoires manquants : { $arg }
arg-missing-subcommand = il faut une sous-commande
arg-not-utf8 = un argument n'est pas en UTF-8 valide
arg-see-help = (voir --help)
