### Games as a whole: /game status, list, abort, replace, /mygames, /turn show, the lobby, stand-ins, campaigns, /stats, computer seats.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».


## /game status

sessions-lobby-copy = La salle d’attente telle qu’elle est : rejoignez-la avec **Rejoindre** sur son message dans le salon, ou `/partie rejoindre`.
sessions-board-not-taken = Discord n’a pas accepté le plateau à l’instant : celui du dessus reste donc le plateau de la partie (ses boutons marchent) et sera mis à jour dès que Discord répondra. Réessayez dans un moment pour l’avoir en bas.
sessions-board-again = Voici de nouveau le plateau, en bas du salon.
sessions-last-aborted = Aucune partie en cours ici ; la dernière, **{ $game }**, a été arrêtée. Lancez-en une avec `/partie nouvelle`.
sessions-last-ended = Aucune partie en cours ici. Voici comment la dernière, **{ $game }**, s’est terminée ; **Revanche** la rejoue, `/partie nouvelle` en lance une autre.

## /game abort

sessions-abort-not-allowed = Seul l’hôte ou quelqu’un ayant la permission *Gérer le salon* peut arrêter cette partie.
sessions-abort-already-ended = Cette partie est déjà terminée.
sessions-aborted = **{ $player }** a arrêté **{ $game }**. Lancez une nouvelle partie avec `/partie nouvelle`.

## /game list

sessions-list-needs-server = `/partie liste` montre les parties d’un serveur ; utilisez-la dans un salon de serveur.
sessions-list-none = Aucune partie en cours sur ce serveur. Lancez-en une avec `/partie nouvelle`.
sessions-list-title = **Parties sur ce serveur**
sessions-list-lobby = • **{ $game }** — attend des joueurs, { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } — { $channel }
sessions-list-playing = • **{ $game }** — en cours, { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } — { $channel }
sessions-list-more = …et { $count } de plus.

## /mygames

sessions-mine-none = Vous n’êtes dans aucune partie en ce moment. Lancez-en une avec `/partie nouvelle`, ou rejoignez-en une avec `/partie rejoindre` dans son salon.
sessions-mine-title = **Vos parties** — à vous de jouer dans { $games } { $games ->
        [one] partie
       *[other] parties
    } :
sessions-mine-gathering = • **{ $game }** dans { $channel } — réunit des joueurs ({ $players } { $players ->
        [one] joueur
       *[other] joueurs
    } pour l’instant)
sessions-mine-unreadable = • **{ $game }** dans { $channel } — illisible pour le moment ; `/partie état` là-bas vous en dira plus.
sessions-mine-your-move = • **{ $game }** dans { $channel } — ⏳ **à vous de jouer** : { $prompt }
sessions-mine-times-out = Fin du délai { $time }.
sessions-mine-over = • **{ $game }** dans { $channel } — la partie est terminée.
sessions-mine-waiting-for = • **{ $game }** dans { $channel } — en attente de { $players }.
sessions-mine-waiting-for-many = • **{ $game }** dans { $channel } — en attente de { $count } joueurs.
sessions-mine-more = …et d’autres : seules les { $count } plus anciennes sont listées.

## /turn show

sessions-nobody-to-play = Personne n’a à jouer pour l’instant : la partie est terminée.
sessions-asked-by = Demandé par { $player } dans **{ $game }**.
sessions-not-playing = Cette personne ne joue pas dans cette partie.
sessions-not-started = La partie n’a pas encore commencé : l’hôte la lance avec `/partie démarrer`.

## /game replace

sessions-replace-not-allowed = Seul l’hôte, ou quelqu’un qui peut gérer ce salon, peut donner une place à quelqu’un d’autre.
sessions-replace-computer = C’est l’ordinateur : installez-le dans la salle d’attente avec `/partie rejoindre ordinateur:true`.
sessions-replace-no-seat = Ce joueur n’a pas de place dans cette partie.
sessions-replace-same = C’est **{ $player }** les deux fois : une place revient à quelqu’un de nouveau. Indiquez comme `nouveau` le joueur qui doit la reprendre ; rien n’a changé.
sessions-replace-seated = **{ $player }** joue déjà dans cette partie (place { $seat }), et chacun n’a qu’une place : donnez la place de **{ $old }** à quelqu’un qui ne joue pas encore. Rien n’a changé.
sessions-replace-one-seat = Cette personne a déjà une place dans cette partie : une place chacun.
sessions-new-player = nouveau joueur
sessions-replaced = 🔁 { $player } reprend la place de **{ $old }**
sessions-replaced-playing = 🔁 { $player } reprend la place de **{ $old }**, là où elle en est
sessions-replaced-their-move = 🔁 { $player } reprend la place de **{ $old }**, là où elle en est : c’est son tour
sessions-replaced-view =  ; **{ $label }** (ou `/main`) montre ce que tient cette place

## The lobby

sessions-channel-changed = Quelqu’un vient de changer la partie de ce salon ; veuillez réessayer.
sessions-busy-lobby = Ce salon réunit déjà des joueurs pour **{ $game }** (hôte : { $host }). Une seule partie par salon : terminez-la, demandez à l’hôte ou à quelqu’un ayant *Gérer le salon* de l’arrêter avec `/partie arrêter`, ou lancez la vôtre dans un autre salon ou un fil.
sessions-busy-playing = Ce salon joue déjà à **{ $game }** (hôte : { $host }). Une seule partie par salon : terminez-la, demandez à l’hôte ou à quelqu’un ayant *Gérer le salon* de l’arrêter avec `/partie arrêter`, ou lancez la vôtre dans un autre salon ou un fil.
sessions-someone = quelqu’un

## Campaigns

sessions-campaign-menu = Prochaine mission de la campagne…
sessions-carry-refused = `carry` est écrit par le bot quand une campagne continue. Pour partir vers la prochaine mission d’une campagne, utilisez `campaign=continue`.
sessions-campaign-number = `campaign` accepte `on` (commencer une campagne avec cette mission) ou `continue` (la prochaine mission de ce salon).
sessions-no-campaign = Il n’y a pas de campagne à poursuivre dans ce salon. Commencez-en une avec `campaign=on` (par exemple `/partie nouvelle jeu:{ $game } options:campaign=on{ $example }`).
sessions-next-lobby-open = La salle d’attente de la prochaine mission est ouverte dans le salon : ses capitaines y sont installés, les nouveaux cliquent sur **Rejoindre**, et l’hôte la lance.
sessions-mission-not-ended = La prochaine mission pourra être choisie une fois celle-ci terminée.
sessions-not-a-campaign = Cette partie n’était pas une mission de campagne.
sessions-not-a-mission = Ce n’est pas l’une des missions. Choisissez-en une dans le menu.
sessions-campaign-lost = Cette campagne s’est achevée sur l’échec de **{ $mission }**. **Revanche** sur son dernier plateau rejoue cette mission depuis le même départ ; `campaign=on` commence une nouvelle campagne.
sessions-its-mission = sa mission
sessions-only-captains = Seuls les capitaines de la dernière mission de la campagne peuvent la poursuivre.
sessions-campaign-headline = **La campagne continue !** Les capitaines de la dernière mission sont installés avec leurs vaisseaux ; les nouveaux peuvent cliquer sur **Rejoindre** et choisir leur propre vaisseau.
sessions-campaign-gone = La mission dont cette campagne repart a disparu.
sessions-campaigns-none = Aucun jeu ici n’a de campagne.
sessions-campaigns-only = { $count ->
        [one] Seul { $games } a des campagnes (`campaign=on`).
       *[other] Seuls { $games } ont des campagnes (`campaign=on`).
    }

## /stats

sessions-stats-needs-server = Les statistiques sont tenues par serveur : demandez-les dans un salon de serveur.
sessions-stats-none-all = 📊 Aucune partie terminée sur ce serveur pour l’instant.
sessions-stats-none-game = 📊 Aucune partie de **{ $game }** terminée sur ce serveur pour l’instant.
sessions-stats-head-all = 📊 Tous les jeux sur ce serveur
sessions-stats-head-game = 📊 **{ $game }** sur ce serveur
sessions-stats-you-none = Vous n’avez pas encore de partie terminée ici.
sessions-stats-they-none = Ce joueur n’a pas encore de partie terminée ici.
sessions-stats-player = **{ $player }** :
sessions-stats-line = • { $game } : { $record }
sessions-stats-board = { $game } : { $board }
sessions-stats-daily = Voyage du jour ({ $day }) : { $board }
sessions-stats-games = { $games } { $games ->
        [one] partie
       *[other] parties
    }
sessions-stats-wins = { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    } ({ $percent } %)
sessions-stats-won-together = { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    } ensemble ({ $percent } %)
sessions-stats-streak = série { $streak } (record { $best })
sessions-stats-best-score = meilleur score { $score }
sessions-stats-best-tables = meilleures tables — { $tables }
sessions-stats-best-scores = meilleurs scores — { $players }
sessions-stats-most-games = le plus de parties — { $players }
sessions-stats-most-wins = le plus de victoires — { $players }
sessions-stats-wins-of = { $wins } sur { $games }

## Computer players

sessions-no-computer-yet = { $game } n’a pas encore de joueur ordinateur : ses places sont pour des humains.
sessions-computer-host-only = Seul l’hôte peut installer un joueur ordinateur.
sessions-computers-max = Une table accueille au plus { $max } { $max ->
        [one] ordinateur
       *[other] ordinateurs
    }.
sessions-computer-too-late = La partie a commencé avant que l’ordinateur ait pu s’asseoir.

## Stand-ins

-sessions-until-back = l’ordinateur joue pour ce joueur jusqu’à son retour (`/retour`, ou **Je suis de retour** sur le plateau).
sessions-stand-in-missed-once = ⏰ { $player } n’a pas répondu à temps : { -sessions-until-back }
sessions-stand-in-missed = ⏰ { $player } a laissé passer { $count } délais d’affilée : { -sessions-until-back }
sessions-stand-in-left = 🚪 { $player } a quitté la partie : { -sessions-until-back }
sessions-stand-in-handed = 🔁 **{ $host }** a confié la place de { $player } à l’ordinateur : { -sessions-until-back }
sessions-leave-not-playing = Vous ne jouez pas dans cette partie : vous n’avez pas de place à quitter.
sessions-leave-already = L’ordinateur joue déjà pour vous ici. `/retour` (ou **Je suis de retour** sur le plateau) vous rend votre place.
sessions-hand-not-allowed = Seul l’hôte, ou quelqu’un qui peut gérer ce salon, peut confier une place à l’ordinateur.
sessions-hand-no-computer = { $game } n’a pas de joueur ordinateur, ses places sont donc pour des humains : donnez la place à quelqu’un avec `nouveau:`.
sessions-hand-lobby = La partie n’a pas commencé : installez un ordinateur avec `/partie rejoindre ordinateur:true`, et le joueur peut faire `/partie quitter`.
sessions-hand-already-computer = Cette place est déjà celle de l’ordinateur.
sessions-hand-already = L’ordinateur joue déjà pour **{ $player }**. Rien n’a changé.
sessions-hand-over = Cette partie est terminée : il n’y a pas de place à confier.
sessions-back-not-given = Ce bouton ne vient pas de moi. Utilisez `/partie état` pour un plateau à jour.
sessions-back-for-other = Ce bouton est pour **{ $player }** : l’ordinateur joue sa place jusqu’à ce que ce joueur appuie dessus lui-même.
sessions-back-not-stood-in = L’ordinateur ne joue pas pour vous ici : votre place est bien la vôtre.
sessions-welcome-back = Bon retour ! Votre place est de nouveau à vous, et la prochaine décision aussi.
