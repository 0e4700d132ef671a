### Playing: /play, buttons and menus, undo, rollback, /game log and replay, /roll, the turn commands, the board's text.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».


## /hand

turns-hand-no-game = Il n’y a pas de partie dans ce salon, donc pas de main à montrer. Lancez-en une avec `/partie nouvelle`.
turns-hand-not-started = La partie n’a pas encore commencé : rien n’a été distribué.
turns-hand-not-playing = Vous ne jouez pas dans cette partie : vous n’avez pas de main ici.
turns-hand-stand-in = 🤖 L’ordinateur joue à votre place jusqu’à votre retour : appuyez sur **Je suis de retour** (ou `/retour`) pour reprendre la main.

## /turn skip

turns-the-host = l’hôte
turns-skip-only-host = Seul l’hôte, { $host }, peut passer le tour d’un joueur (ou le remplacer avec `/partie remplacer`).
turns-skip-nothing = Rien à passer dans { $game } pour l’instant : aucune décision n’a de réponse par défaut.
turns-skip-computer-answers = L’ordinateur est sur le point de répondre : rien à passer.
turns-skip-note = ⏭ **{ $host }**, l’hôte, a passé le tour de { $player } : la réponse par défaut du jeu a été jouée à sa place.
turns-skip-done = ⏭ Tour de **{ $player }** passé : sa réponse par défaut a été jouée, et le plateau l’affiche.

## Moves: /play, buttons and menus

turns-move-not-started = La partie n’a pas encore commencé : l’hôte la lance avec `/partie démarrer`.
turns-move-game-over = Cette partie est terminée.
turns-move-not-playing = Vous ne jouez pas dans cette partie. Vous pouvez la suivre, et rejoindre la prochaine !
turns-move-done = C’est fait : `{ $action }`. Le plateau du salon l’affiche.

## /undo and the Undo button

turns-undo-not-started = La partie n’a pas encore commencé : il n’y a rien à annuler.
turns-undo-game-over = Cette partie est terminée : ses coups restent acquis.
turns-undo-not-playing = Vous ne jouez pas dans cette partie : vous n’avez rien à annuler.
turns-undo-not-yours = Ce bouton **Annuler** est celui de **{ $owner }** : seul l’auteur d’un coup peut l’annuler.
turns-undo-nothing-played = Rien n’a encore été joué.
turns-undo-someone-elses = Le dernier coup est celui de **{ $player }** : vous ne pouvez annuler que vos propres coups, pendant votre tour.
turns-undo-stands = Votre dernier coup (`{ $action }`) ne peut pas être annulé : il a fait piocher une carte ou lancer un dé, révélé quelque chose, ou passé la main. Il est maintenu.
turns-undo-their-last-move = ↩ { $player } a annulé son dernier coup.
turns-undo-took-back = ↩ { $player } a annulé : { $told }
turns-undo-taken-back-actions = ↩ Annulé : `{ $actions }`. Le plateau montre la partie telle qu’elle était avant.
turns-undo-taken-back = ↩ Annulé : { $told } Le plateau montre la partie telle qu’elle était avant.

## /game rollback: the table's vote

turns-rollback-not-started = La partie n’a pas encore commencé : il n’y a rien à défaire.
turns-rollback-not-playing = Seuls les joueurs de la partie peuvent demander à revenir en arrière.
turns-rollback-bad-move = Le coup { $number } n’est pas derrière nous : choisissez de 0 (le début) à { $last }. `/partie journal` numérote les coups.
turns-rollback-vote-over = Ce vote est clos : la partie a avancé, ou la question est réglée. Redemandez avec `/partie revenir` si c’est toujours d’actualité.
turns-rollback-vote-not-playing = Seuls les joueurs de la partie votent pour revenir en arrière.
turns-rollback-vote-asker = C’est vous qui l’avez demandé : les autres décident.
turns-rollback-refused = ❌ **{ $player }** préfère que non : la partie continue à partir du coup { $number }.
turns-rollback-the-start = au début
turns-rollback-move = au coup { $number }
turns-rollback-after = (après : { $said })
turns-rollback-asks-everyone = ⏪ **{ $asker }** demande de ramener la partie { $target }{ $after }, ce qui annule { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }. Cela se fait si tous les autres sont d’accord : { $tally }.
turns-rollback-asks-majority = ⏪ **{ $asker }** demande de ramener la partie { $target }{ $after }, ce qui annule { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }. Cela se fait si plus de la moitié de la table est d’accord : { $tally }.
turns-rollback-seed-stays = La graine ne change pas : les mêmes coups tireront à nouveau les mêmes cartes et les mêmes dés. Tout coup joué met fin au vote.
turns-rollback-button-agree = D’accord
turns-rollback-button-refuse = Refuser
turns-rollback-done-start = ⏪ La table est d’accord : la partie revient au début.
turns-rollback-done = ⏪ La table est d’accord : la partie revient au coup { $number }.
turns-rollback-posted-again = { $said } Le plateau est republié ci-dessous.

## /game log, /game replay, /game verify, and the game's animation

turns-look-back-not-started = La partie n’a pas encore commencé : il n’y a rien à revoir.
turns-log-empty = **{ $game }** vient de commencer : aucun coup pour l’instant.
turns-log-no-page = Il n’y a pas de page { $page } : ce journal en compte { $pages } (les plus récents à la fin).
turns-log-head = **{ $game }** : coups { $first } à { $last } sur { $total } (page { $page } sur { $pages })
turns-log-head-later = **{ $game }** : coups { $first } à { $last } sur { $total } (page { $page } sur { $pages } ; la première avec `/partie journal page:1`)
turns-log-stand-in-key = 🤖 joué par l’ordinateur pour un joueur absent
turns-log-footer = `/partie revoir coup:N` montre le plateau après le coup N · `/partie vérifier` contrôle les dés
turns-log-choosing = { $number } **{ $player }** est en train de choisir…
turns-log-private-move = **{ $player }** a joué un coup secret.
turns-log-continued = { $number }. (suite)
turns-replay-bad-move = Il n’y a pas de coup { $number } dans cette partie : choisissez de 0 (le début) à { $last }.
turns-replay-start = **{ $game }** à ses débuts.
turns-replay-after = **{ $game }** après le coup { $number } sur { $total } :
turns-replay-next = `/partie revoir coup:{ $number }` pour le suivant
turns-replay-a-choice = **{ $player }** a fait un choix.
turns-replay-no-replay = Le journal de cette partie ne se rejoue plus avec les règles actuelles ({ $error }) : je ne peux pas dessiner ce plateau. Un administrateur du serveur peut lancer `windward doctor`.
turns-verify-no-seal = Cette partie a commencé avant que Windward ne scelle ses graines : il n’y a rien à quoi la comparer.
turns-verify-sealed = 🔒 Chaque dé, pioche et mélange de cette partie vient d’une graine fixée avant le premier coup, scellée sous la forme
    `{ $sealed }`
    (SHA-256). Elle sera révélée à la fin de la partie ; `/partie vérifier` rejouera alors chaque coup à partir d’elle.
turns-verify-sealed-daily = 🔒 Chaque dé, pioche et mélange de cette partie vient d’une graine fixée avant le premier coup, scellée sous la forme
    `{ $sealed }`
    (SHA-256). Elle sera révélée une fois la journée finie (UTC), pour que personne ne puisse naviguer le voyage du jour en la connaissant ; `/partie vérifier` rejouera alors chaque coup à partir d’elle.
turns-verify-ok = ✅ **Vérifié.** La graine `{ $seed }` avec le sel `{ $salt }` donne l’engagement affiché au début de la partie :
    `{ $sealed }`
    Rejouer { $moves ->
        [one] le seul coup
       *[other] les { $moves } coups
    } à partir d’elle redonne chaque dé, pioche et mélange montré à la table.
    -# Vérifiez vous-même : SHA-256 de `windward-seed-v1:{ $salt }:{ $seed }` ; un administrateur du serveur peut exporter tout l’enregistrement avec `windward export --session { $session }` et n’importe qui peut le rejouer avec `windward verify`.
turns-verify-ok-finished = ✅ **Vérifié.** La graine `{ $seed }` avec le sel `{ $salt }` donne l’engagement affiché au début de la partie :
    `{ $sealed }`
    Rejouer { $moves ->
        [one] le seul coup
       *[other] les { $moves } coups
    } à partir d’elle redonne chaque dé, pioche et mélange montré à la table, et le même résultat.
    -# Vérifiez vous-même : SHA-256 de `windward-seed-v1:{ $salt }:{ $seed }` ; un administrateur du serveur peut exporter tout l’enregistrement avec `windward export --session { $session }` et n’importe qui peut le rejouer avec `windward verify`.
turns-verify-wrong = ⚠️ **Cette partie ne se vérifie pas :** { $wrong }. (Une règle a peut-être changé depuis ; un administrateur du serveur peut lancer `windward doctor`.)
turns-strip-not-over = L’animation se fait une fois la partie terminée.
turns-strip-failed = Désolé, je n’ai pas pu dessiner l’animation de cette partie. `/partie revoir coup:N` montre n’importe quel coup.
turns-strip-no-replay = Le journal de cette partie ne se rejoue plus avec les règles actuelles ({ $error }) : je ne peux pas la dessiner.
turns-strip-caption = 🎞 **{ $game }**, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } en { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }.
turns-strip-alt = { $game }, toute la partie en animation : le plateau après chaque tour, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } en tout.

## Buttons and menus

turns-button-not-issued = Ce bouton ne vient pas de moi. Utilisez `/partie état` pour un plateau à jour.
turns-button-undecodable = Je ne reconnais pas ce bouton (il est peut-être abîmé, ou d’une ancienne version). Utilisez `/partie état` pour un plateau à jour.
turns-button-for-host = Ce bouton est réservé à l’hôte, { $host }.
turns-menu-one-mission = Choisissez une seule mission.
turns-menu-one-option = Choisissez une seule option.
turns-button-other-channel = Ce bouton n’appartient à aucune partie de ce salon. Utilisez `/partie état` pour un plateau à jour.
turns-button-unknown = Je ne reconnais pas ce bouton. Utilisez `/partie état` pour un plateau à jour.

## Rematch

turns-rematch-not-finished = Une revanche peut commencer une fois cette partie terminée.
turns-rematch-not-playing = Seuls les joueurs de cette partie peuvent lancer une revanche.
turns-rematch-headline = **Revanche !** Tous les joueurs de la dernière partie sont installés ;
turns-reseat-host-starts = { $host } la lance avec **Démarrer**. Qui préfère ne pas jouer peut **Quitter**.

## Shared replies

turns-went-wrong = Désolé — quelque chose s’est mal passé de mon côté, et rien n’a été modifié. Réessayez dans un instant.
turns-replace-both = Donnez la place à quelqu’un (`nouveau:`) ou à l’ordinateur (`ordinateur:true`), pas aux deux. Rien n’a changé.
turns-replace-nobody = Dites qui prend la place : quelqu’un avec `nouveau:`, ou `ordinateur:true` pour l’ordinateur jusqu’à son retour. Rien n’a changé.
turns-move-position-from-one = Les positions commencent à 1.

## /roll

turns-roll-title = 🎲 { $player } lance { $roll }
turns-roll-total = Total
turns-roll-only-you = Vous seul voyez ce lancer.
turns-roll-alt = { $player } a lancé { $roll }
turns-dice-rolled = { $dice ->
        [one] { $dice } dé lancé
       *[other] { $dice } dés lancés
    }
turns-dice-none = aucun dé
turns-dice-more = …{ $dice } de plus…
turns-dice-count = { $dice ->
        [one] { $dice } dé
       *[other] { $dice } dés
    }
turns-die-rerolled = { $die } relancé
turns-die-dropped = { $die } écarté
turns-die-success = { $die } réussite
turns-die-failure = { $die } échec

## /game rules, and a game nobody knows

turns-unknown-game = Je ne connais pas le jeu `{ $game }`. Je sais animer : { $games }.
turns-unknown-game-guess = Je ne connais pas le jeu `{ $game }`. Vouliez-vous dire `{ $id }` ({ $name }) ? Je sais animer : { $games }.
turns-rules-title = { $game } — résumé des règles
turns-rules-options = Options de /partie nouvelle
turns-rules-option = `{ $key }={ $values }` — { $help } (par défaut : { $default })

## The board's text

turns-earlier-lines = …{ $lines ->
        [one] { $lines } ligne précédente masquée
       *[other] { $lines } lignes précédentes masquées
    } (`/partie journal` les contient)
turns-lead = { $game }.
turns-lead-waiting = { $game }, en attente de { $players }.
turns-lead-game-over = { $game }, partie terminée. { $outcome }
turns-more-actions = Plus d’actions…

## Typed commands

turns-no-command = Il n’y a pas de commande `/{ $command }`.
turns-no-option = `/{ $command }` n’a pas d’option `{ $option }`.
turns-needs-option = `/{ $command }` a besoin de l’option `{ $option }`.
turns-option-wrong-type = L’option `{ $option }` de `/{ $command }` n’a pas le bon type.
