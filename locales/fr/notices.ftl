# Avis sur l'environnement du jeu : langue, sauvegardes.

language-fallback = La langue { $requested } n'est pas disponible ; le jeu parle anglais.

## Parties sauvegardées et record

save-set-aside = La partie sauvegardée n'a pas pu servir ({ $reason }) ; elle est gardée sous le nom { $file }. Nouvelle partie.
best-set-aside = Le record n'a pas pu être lu ({ $reason }) ; il est gardé sous le nom { $file }.
# Les raisons servent pour la partie et pour le record : le sujet est le fichier.
save-reason-unreadable = le fichier est illisible
save-reason-damaged = le fichier est endommagé
save-reason-newer = le fichier vient d'une version plus récente du jeu
save-unavailable = La progression ne peut pas être sauvegardée ({ $detail }) ; la partie continue sans sauvegarde.
