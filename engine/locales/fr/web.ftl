### The game's web page (read in the browser's Accept-Language, else the table's language).
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».


## The game's page: what the app says of the game

web-status-over = Partie terminée. { $summary }
web-status-aborted = Cette partie a été annulée.
web-status-nobody = Personne n’a la main pour l’instant.
web-status-waiting = En attente de { $names }.
web-log-private-move = **{ $name }** a joué un coup privé.
web-log-stand-in = { $line } (l’ordinateur, pour un joueur absent)

## The game's page

web-title = { $game } — Windward
web-players = Joueurs : { $names }
web-replay = Revoir la partie
web-replay-label = Plateau après le coup { $shown } sur { $count }
web-replay-show = Afficher
web-replay-alt-start = Le plateau au début de la partie.
web-replay-alt-after = Le plateau après le coup { $number }.
web-rules-of = Règles de { $game }
web-cards-link = Toutes les cartes et tous les éléments de { $game }, en images
web-fair-play = Jeu équitable
web-seed-sealed = Chaque dé, chaque pioche et chaque mélange découle d’une graine fixée avant le premier coup, scellée ainsi (SHA-256) :
web-record = { $link } — { $verify } le rejoue depuis la graine.
web-record-link = Télécharger l’enregistrement de la partie
web-seed-later = La graine sera révélée à la fin de la partie ; son enregistrement pourra alors être téléchargé ici.
web-seed-none = Cette partie a commencé avant que Windward ne scelle ses graines.
web-since = Depuis { $when }.
web-every-move = Tous les coups
web-find-label = Chercher dans le journal
web-find-placeholder = Un nom, une carte, un nombre…
web-find = Chercher
web-find-nothing = Aucun coup ne correspond.
web-no-moves = Aucun coup pour l’instant.

## A game's components

web-cards-title = { $game } — éléments — Windward
web-cards-heading = { $game } : tous les éléments
web-back-to-game = Retour à la partie

## A seat's private page

web-private-title = { $game } — votre vue — Windward
web-private-tagline = Votre propre vue, { $name }. Seul ce lien la montre : gardez-le pour vous.
web-private-table-link = La table, telle que tout le monde la voit

## Nothing there, or trouble

web-not-found-title = Introuvable — Windward
web-not-found-heading = Rien ici
web-not-found = Ce lien ne mène à aucune partie. La page d’une partie est liée depuis son plateau sur Discord ({ $command }) ; un lien privé ne fonctionne qu’un temps : rouvrez votre vue sur Discord pour en obtenir un nouveau.
web-game-web-command = /partie web
web-trouble-title = Problème — Windward
web-trouble-heading = Un problème est survenu
web-trouble = La page n’a pas pu être préparée. Réessayez dans un instant.
