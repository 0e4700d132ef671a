### The bot's interface: replies, refusals, buttons, boards' captions, reminders, /help.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».

language-alone = Choisissez la langue à part : `/réglages langue:Français` (et `portée:serveur` pour tout le serveur).
language-needs-a-language = Quelle langue ? Par exemple `/réglages langue:Français portée:salon`.
language-bad-place = `{ $place }` n’est pas un lieu : utilisez `salon` ou `serveur`.
language-unknown = Je ne parle pas encore `{ $language }` : choisissez English, Polski, Français ou Par défaut.
language-channel-needs-permission = Seuls les membres qui peuvent gérer ce salon peuvent choisir sa langue.
language-server-needs-permission = Seuls les membres qui peuvent gérer ce serveur peuvent choisir sa langue.
language-no-server = Un message privé n’a pas de serveur : choisissez plutôt une langue pour ce salon.
language-channel-set = Ce salon joue désormais en **{ $language }**, dès son prochain plateau. Les réponses privées restent dans la langue Discord de chaque joueur.
language-server-set = Ce serveur joue désormais en **{ $language }**, dès le prochain plateau de chaque partie, sauf dans les salons qui ont choisi la leur.
language-channel-cleared = Ce salon suit de nouveau la langue de son serveur.
language-server-cleared = Ce serveur suit de nouveau sa langue Discord.

help-title = Windward — des jeux de plateau dans votre salon
help-intro = Jouez à votre rythme : faites votre tour quand vous avez le temps, je tiens le plateau, je mentionne qui doit jouer et je publie une image après chaque coup.
help-games = Jeux
help-start-name = Lancer une partie
help-start = `/partie nouvelle jeu:<nom>` ouvre un salon d’attente ici · `/partie rejoindre` · `/partie démarrer` (hôte) · `/partie règles jeu:<nom>` · `/partie cartes jeu:<nom>` affiche une carte
help-play-name = Jouer
help-play = Appuyez sur les boutons du plateau le plus récent, ou `/jouer coup:<coup>` (il propose vos coups possibles) · `/main` montre votre vue privée · `/tour voir` mentionne qui doit jouer
help-table-name = Tenir la table
help-table = `/partie état` republie le plateau · `/tour suivant` termine votre tour · `/tour précédent|passer|retirer|déplacer` (hôte : tous à la table libre ; `passer` pour un joueur absent dans tous les jeux) · `/partie quitter` confie votre place à l’ordinateur jusqu’à votre retour (jeux avec joueurs ordinateur) · `/plan accepter|contester` répond à un plan proposé dans une partie coopérative lancée avec `plan=together` (`/plan retirer` reprend le vôtre) · `/partie arrêter` (hôte ou permission Gérer le salon) · `/partie liste` montre les parties de ce serveur
help-away-name = Loin de la table
help-away = `/mes-parties` liste vos parties, partout · `/absence jours:3` suspend vos rappels et délais (dans la limite de `away-days` de chaque partie) · `/retour` y met fin et reprend toute place que l’ordinateur joue pour vous · `/réglages` règle vos rappels, messages privés, fuseau horaire et heures de silence · `/réglages langue:` choisit la langue de ce salon ou du serveur
help-dice-name = Dés
help-dice = `/lancer dés:4d6kh3+2` — garder/écarter `kh kl dh dl`, dés explosifs `!`, relances `r`, succès `>=`, Fudge `dF`, étiquettes `[feu]`, commentaires `# texte`. Ajoutez `privé:true` pour lancer en secret.
help-footer = Une partie par salon — les fils comptent comme des salons.

board-game-over = **Partie terminée.**
board-campaign-goes-on = 🗺 La campagne continue : choisissez la prochaine mission ci-dessous, maintenant ou dans quelques semaines. Chaque vaisseau garde ses systèmes, sa coque, son équipage et sa ferraille.
board-daily-seed-later = 🔒 La graine du voyage du jour sera révélée à la fin de la journée (UTC) : alors `/partie vérifier` contrôlera chaque coup
board-seed-revealed = 🔓 La graine était `{ $seed }` : `/partie vérifier` contrôle chaque coup avec elle
board-private-choices = 🔒 Vos choix sont privés : appuyez sur **{ $button }** (ou utilisez `/main`).
board-times-out = ⏳ Délai écoulé{" "}
board-then-computer = : ensuite l’ordinateur joue pour **{ $player }** jusqu’à son retour.
board-then-default = : ensuite `{ $action }` est joué pour **{ $player }**.
board-away = 💤 **{ $player }** est absent, de retour{" "}
board-away-end = .
board-stand-in = 🤖 L’ordinateur joue pour **{ $player }** jusqu’à son retour (`/retour`, ou **Je suis de retour**).
board-as-it-stands = Le plateau tel qu’il est.
board-footer = Coup { $number } · /partie règles jeu:{ $game }
board-footer-typed = Coup { $number } · autres coups avec /jouer · /partie règles jeu:{ $game }
button-back = 🙋 Je suis de retour
button-player-back = 🙋 { $player } est de retour
button-undo = ↩ Annuler
button-rematch = Revanche
button-watch = 🎞 Revoir la partie
view-alt-lead = La vue de { $player } dans { $game }.
view-nothing-hidden = Rien n’est caché dans **{ $game }** : tout le monde voit le même plateau. Le voici.
view-yours = Votre vue privée.
view-picture-unchanged = 🖼 Inchangé depuis l’image que je vous ai envoyée juste avant (au-dessus).
view-title = { $game } — votre vue
view-only-you = Vous seul voyez ceci.

refused-someone-elses-view = C’est la vue de **{ $owner }** ({ $thing }) — la vôtre s’ouvre avec **{ $button }**.
refused-someone-elses-buttons = Ces boutons sont ceux de **{ $owner }** : la partie l’attend, pas vous.
status-yours = Votre vue ({ $thing }) telle qu’elle est (le plateau de la table est dans le salon).
refused-waiting-for = Ce n’est pas votre tour — la partie attend { $players }.
refused-moved-on = La partie a avancé pendant que votre commande arrivait, je ne l’ai donc pas appliquée. Regardez le plateau et réessayez si elle convient toujours.
refused-no-game-here = Il n’y a pas de partie dans ce salon. Lancez-en une avec `/partie nouvelle`.
refused-out-of-date = Ce bouton est périmé : la partie a avancé depuis sa publication. Utilisez le plateau le plus récent, ou `/partie état` pour le republier.

lobby-opened = **{ $host }** ouvre une partie de **{ $game }**.
lobby-yours-is-open = Votre salle d’attente pour **{ $game }** est ouverte dans le salon : les joueurs la rejoignent avec son bouton **Rejoindre** (ou `/partie rejoindre`), et vous lancez la partie avec **Démarrer** (ou `/partie démarrer`).
lobby-shows-it = La salle d’attente dans le salon l’affiche.
lobby-joined = **{ $player }** rejoint la partie.
lobby-left = **{ $player }** quitte la partie.
lobby-computer-joined = **{ $player }** prend une place (joué par le bot).
lobby-started = **{ $game }** a commencé — le plateau est dans le salon.
lobby-host-mark = {" "}(hôte)
lobby-needs = Il faut au moins { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } pour commencer.
lobby-ready = Prêt à commencer.
lobby-players = Joueurs ({ $seated }/{ $max })
lobby-options = Options
lobby-title = Nouvelle partie : { $game }
lobby-how = Rejoignez avec le bouton ou `/partie rejoindre`. L’hôte lance avec **Démarrer** ou `/partie démarrer` (ajoutez `mélanger:true` pour mélanger les places).
lobby-footer = Règles : /partie règles jeu:{ $game }
button-join = Rejoindre
button-leave = Quitter
button-start = Démarrer
board-begins = **{ $game }** commence !
board-seed-sealed = 🔒 Les dés et les mélanges viennent d’une graine scellée maintenant sous la forme `{ $sealed }…` (`/partie vérifier`)
refused-bad-options = { $reason }
    Voir `/partie règles jeu:{ $game }` pour les options.
refused-already-started = Cette partie a déjà commencé. Vous pourrez rejoindre la suivante, ou demander une revanche à la fin.
refused-already-seated = Vous êtes déjà dans cette partie.
refused-game-full = Cette partie est complète ({ $players } { $players ->
        [one] joueur
       *[other] joueurs
    }).
refused-started-before-join = La partie a commencé avant que votre demande n’arrive. Vous pourrez rejoindre la suivante.
refused-leave-started = Vous ne pouvez quitter cette partie qu’avant son début. Une fois lancée, demandez à l’hôte de donner votre place à quelqu’un d’autre (`/partie remplacer`), de vous retirer (`/tour retirer` à la table libre) ou de l’arrêter.
refused-host-leaves = Vous êtes l’hôte : utilisez `/partie arrêter` pour fermer la salle d’attente.
refused-not-in-game = Vous n’êtes pas dans cette partie.
refused-only-host-starts = Seul l’hôte, { $host }, peut lancer la partie.
refused-already-started-or-closed = Cette partie a déjà été lancée ou fermée.

reminder-first = , la table vous attend : votre tour est venu{" "}
reminder-first-end = .
reminder-second = , c’est toujours votre tour : il est venu{" "}
reminder-second-end = , et les autres ne peuvent pas continuer sans vous.
reminder-last = {" "}n’a pas joué : son tour est venu{" "}
reminder-last-end = .{" "}
reminder-host-may = : en tant qu’hôte, vous pouvez utiliser `/tour passer`, `/partie remplacer`, ou attendre.{" "}
reminder-anyone-may = Quiconque a la permission Gérer le salon peut utiliser `/partie arrêter`, ou attendre.{" "}
reminder-no-more = Plus de rappels pour ce tour.
reminder-dm = ⏰ Votre tour dans **{ $game }** est venu{" "}
reminder-dm-end = {" "}et vous attend toujours. La partie :{" "}
reminder-dm-stop = Arrêtez ces messages avec 🔕 sur le plateau, ou `/réglages mp:false`.
reminders-muted = 🔕 Plus de rappels pour ce tour. Ils reprennent au suivant ; `/réglages rappel:N` règle votre propre intervalle (N heures ; 0 pour jamais).
button-skip = ⏭ Passer { $player }
button-mute = 🔕 Plus de rappels
refused-mute-not-playing = Vous ne jouez pas dans cette partie : il n’y a rien à vous rappeler.
refused-mute-not-yours = Ce bouton est celui de **{ $owner }** : lui seul peut arrêter ses rappels.
refused-mute-not-waiting = La partie ne vous attend pas en ce moment : il n’y a rien à arrêter.
