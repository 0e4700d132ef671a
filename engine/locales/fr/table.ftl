### The free table (any game played elsewhere).
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».
###
### Where the words come from. The free table has no rulebook (its rules are our
### README), so its words are those French board gamers use every day:
###   tour (one player’s turn: « c’est au tour de… », « finir le tour »), manche
###   (every seat’s turn once, as French rulebooks count rounds), ordre du tour (the
###   turn order, the usual rulebook phrase), place / position (a place in it),
###   dés / lancer (dice, to roll), total (a roll’s sum);
###   l’hôte (the host), as the bot’s other French texts call the host;
###   slash commands by their French names in commands.ftl (`/lancer`, `/partie arrêter`).
### Typed moves (`roll 2d6`) and dice expressions stay as typed.
###
### Grammar: a player’s name comes in as it is; narration uses the passé composé
### with « avoir » (« a terminé son tour »), so nothing agrees with the player’s
### gender.

## Narration: the turn passing, rounds, the host’s tools.

table-turn = C’est au tour de { $seat }.
table-round-begins = La manche { $round } commence.
table-last-round-over = La manche { $round } est terminée — c’était la dernière.
table-ended-turn = { $seat } a terminé son tour.
table-host-ended-turn = L’hôte a terminé le tour de { $seat }.
table-host-skipped = L’hôte a passé le tour de { $seat }.
table-took-back = L’hôte a annulé le dernier passage de tour : c’est de nouveau au tour de { $seat } (manche { $round }).
table-removed = L’hôte a retiré { $seat } de l’ordre du tour.
table-moved = L’hôte a placé { $seat } en position { $place } dans l’ordre du tour.
table-host-ended-game = L’hôte a mis fin à la partie.
table-rolled = { $seat } a lancé

## Why the game ended.

table-finished-rounds = { $rounds ->
        [one] La table a joué son unique manche.
       *[other] La table a joué ses { $rounds } manches.
    }
# Short: the board's « Partie terminée » panel has two lines for it.
table-finished-host = L’hôte a arrêté la partie à la manche { $round }.

## The current player’s prompt.

table-prompt = { $seat }, c’est votre tour (manche { $round }).

## Refusals.

table-host-only-skip = Seul l’hôte peut passer un tour.
table-host-only-back = Seul l’hôte peut annuler un passage de tour.
table-host-only-remove = Seul l’hôte peut retirer des joueurs.
table-host-only-move = Seul l’hôte peut modifier l’ordre du tour.
table-host-only-finish = Seul l’hôte peut mettre fin à la partie.
table-roll-not-your-turn = À la table, seul le joueur dont c’est le tour lance les dés ; tout le monde peut utiliser /lancer.
table-no-dice = Cette table n’a pas de dés définis ; indiquez-les, par exemple `roll 2d6`.
table-no-pass = Il n’y a encore aucun passage de tour à annuler.
table-undo-left = Impossible d’annuler ce passage de tour : { $seat } a quitté la table.
table-not-in-order = { $seat } ne fait pas partie de l’ordre du tour.
table-last-player = Impossible de retirer le dernier joueur ; pour mettre fin à la session, utilisez /partie arrêter.
table-positions = Les positions vont de 1 à { $count }.
table-places = Les places dans l’ordre du tour vont de 1 à { $count }.

## Buttons and the choices’ labels.

table-label-end-turn = Finir le tour
table-label-roll = Lancer { $dice }
table-label-roll-dice = Lancer les dés
table-label-skip = Passer le tour de { $seat }
table-label-back = Annuler le dernier passage de tour
table-label-remove = Retirer { $seat }
table-label-move = Placer { $seat } en position { $place }
table-label-finish = Terminer la partie

## The board’s picture.

table-pic-round = MANCHE
table-pic-of-rounds = sur { $rounds }
table-pic-game-over = Partie terminée
table-pic-waiting = En attente des joueurs
table-pic-now-playing = AU TOUR DE
table-pic-players = Joueurs
table-pic-turns-passed = Tours joués
table-pic-table-dice = Dés de la table
table-pic-turn-order = ORDRE DU TOUR
table-pic-turn-order-next = ORDRE DU TOUR · { $shown } SUIVANTS SUR { $total }
table-pic-left = ONT QUITTÉ LA TABLE
table-pic-left-some = ONT QUITTÉ LA TABLE · { $shown } SUR { $total }
table-pic-to-play = À JOUER
table-pic-last-roll = DERNIER LANCER
table-pic-rolled = { $name } a lancé { $expression }
table-pic-total = TOTAL

## Coups tapés que la table ne comprend pas (ce que tape le joueur reste tel quel).

table-understands = la table ne comprend que { $expected }.
table-expects-any = end, roll [dés], skip, back, remove <place>, move <place> <nouvelle place>, finish
table-expects-move = move <place> <nouvelle place>
table-expects-place = une place dans l’ordre du tour
table-expects-place-example = une place dans l’ordre du tour, comme `remove 2`

## Options de `/partie nouvelle` (les noms et valeurs des options se tapent tels
## quels : ils ne sont pas traduits).

option-help-table-rounds = Termine la partie automatiquement après ce nombre de manches.
option-help-table-dice = Ajoute un bouton qui lance ces dés à votre tour.
option-help-table-turn-hours = Passe le tour automatiquement après ce nombre d’heures.
option-help-table-rules = Édition des règles : 2 (toute nouvelle table) lit les dés comme Roll20, `3d6>3` comptant les 3 et plus ; 1, la première, lisait `>3` comme « plus de 3 ». Les tables gardent l’édition avec laquelle elles ont commencé.
