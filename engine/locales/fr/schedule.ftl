### Time and plans: /settings (reminders, quiet hours, direct messages), reminders, deadlines, co-op plans, /game web, errors.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».


## Co-op plans (plan=together): proposals, /plan agree|object|withdraw

schedule-plan-ends-with-chance = Votre plan se termine par un coup qui dépend du hasard, révèle quelque chose de nouveau ou passe la main ({ $label }) : il sera joué dès que les autres auront accepté, et vous continuerez à partir de là. `/plan retirer` l’annule.
schedule-plan-no-longer-fits = Votre plan ({ $label }) ne correspond plus à la partie telle qu’elle est. `/plan retirer` l’annule.
schedule-plan-private-choice = Un choix privé ne peut pas rejoindre un plan que lit toute la table : c’est à vous de le faire une fois le plan joué (`/plan retirer` annule le plan).
schedule-plan-added = 📝 Ajouté à votre plan : { $labels }. { $names } { $count ->
        [one] doit
       *[other] doivent
    } de nouveau accepter l’ensemble.
schedule-plan-proposed-lead = {"\u00A0"}: **{ $name }** propose un coup. Acceptez ou contestez ci-dessous.
schedule-plan-proposed = 📝 Proposé à la table : { $label }. Il sera joué quand { $names } { $count ->
        [one] l’aura accepté
       *[other] l’auront accepté
    }{ $deadline ->
        [yes] , ou à l’échéance de votre délai si personne ne le conteste
       *[no] {""}
    }. Les coups que vous jouez maintenant rejoignent le plan et seront joués ensemble ; `/plan retirer` l’annule.
schedule-plan-settled = Cette proposition est réglée : elle a été jouée, retirée ou contestée. Le plateau montre ce qui reste ouvert.
schedule-plan-not-a-player = Seuls les joueurs de la partie peuvent accepter ses propositions.
schedule-plan-none-open = Aucune proposition n’attend votre réponse.
schedule-plan-several-open = Plusieurs propositions sont ouvertes : précisez laquelle (`joueur:`), ou utilisez les boutons du plateau.
schedule-plan-own = C’est votre propre proposition : les autres décident. Un coup de votre part s’y ajoute ; `/plan retirer` l’annule.
schedule-plan-objected-lead = {"\u00A0"}: **{ $name }** conteste votre proposition ({ $label }) : « { $note } ». À vous de rejouer.
schedule-plan-objected-lead-no-note = {"\u00A0"}: **{ $name }** conteste votre proposition ({ $label }). À vous de rejouer.
schedule-plan-you-objected = ✋ Contestation transmise à **{ $name }**.
schedule-plan-agreed-by = ✅ Accepté par { $names }.
schedule-plan-everyone-agreed = ✅ Tout le monde est d’accord : le coup est joué.
schedule-plan-you-agree = ✅ Vous acceptez. En attente de { $names }.
schedule-plan-not-together = Les coups de cette partie ne sont pas proposés d’abord : elle a été lancée sans `plan=together`.
schedule-plan-no-seat = Ce joueur n’a pas de place dans cette partie.
schedule-plan-stopped-lead = {"\u00A0"}: votre plan ({ $label }) s’est arrêté là où la partie l’a refusé : { $reason }
schedule-plan-nothing-to-withdraw = Vous n’avez aucun plan ouvert à retirer.
schedule-plan-withdrawn = Retiré : { $label }. Rien n’a été joué ; à vous de jouer.
schedule-plan-played-at-deadline = ⏰ Aucune contestation avant l’échéance : la proposition est jouée.
schedule-plan-line = 📝 **{ $name }** propose : { $label }
schedule-plan-line-waiting = · en attente de { $names }
schedule-plan-button-agree = ✅ Accepter
schedule-plan-button-object = ✋ Contester
schedule-plan-button-agree-to = ✅ Accepter : { $name }
schedule-plan-button-object-to = ✋ Contester : { $name }

## Deadlines

schedule-deadline-missed = ⏰ { $player } n’a pas répondu à temps.

## /settings (reminders, direct messages, time zone, quiet hours)

schedule-settings-bad-remind = `rappel` est un nombre d’heures de 0 (jamais) à 720 (30 jours), ou -1 pour suivre le réglage de chaque partie.
schedule-settings-bad-timezone = Je ne connais pas le fuseau horaire `{ $zone }`. Utilisez un nom comme `Europe/Paris`, `America/New_York` ou `UTC`.
schedule-settings-bad-quiet = Je n’ai pas compris les heures de silence `{ $quiet }` : écrivez deux heures, début-fin, comme `22-08` (de 22 h à 8 h), ou `off`.
schedule-settings-quiet-same-hours = Les heures de silence doivent commencer et finir à des heures différentes.
schedule-settings-quiet-needs-timezone = Les heures de silence suivent votre propre horloge : ajoutez aussi votre `fuseau` (par exemple `Europe/Paris`).
schedule-settings-saved = Enregistré. Vos réglages, les mêmes sur tous les serveurs :
schedule-settings-shown = Vos réglages, les mêmes sur tous les serveurs :
schedule-settings-remind-game = • Rappels : selon l’intervalle de chaque partie (24 heures, sauf autre choix de son hôte)
schedule-settings-remind-never = • Rappels : jamais
schedule-settings-remind-hours = • Rappels : après **{ $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }** d’attente
schedule-settings-dm-off = • Messages privés : désactivés
schedule-settings-dm-on = • Messages privés : activés (le deuxième rappel arrive aussi en privé)
schedule-settings-dm-refused = • Messages privés : Discord a refusé le dernier (vos paramètres de confidentialité) ; autorisez-les, puis `/réglages mp:true`
schedule-settings-quiet = • Heures de silence : **{ $from }–{ $to }** ({ $zone }) : aucun rappel pendant ce temps ; les délais continuent de courir
schedule-settings-zone-no-quiet = • Fuseau horaire : { $zone } ; pas d’heures de silence
schedule-settings-no-quiet = • Heures de silence : aucune (réglez `fuseau` et `silence`, p. ex. `22-08`)
schedule-settings-language = • Langue des parties de ce salon : **{ $language }** (`/réglages langue:` la change)

## /away and /back

schedule-away-bad-days = `jours` va de 1 à 30. Utilisez `/retour` si vous revenez plus tôt.
schedule-away-start = 💤 Absence enregistrée pour toutes vos parties ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }), retour
schedule-away-end = {"\u00A0"}: aucun rappel, et les délais de chaque partie vous attendent jusqu’à votre retour, dans la limite de son `away-days` (7 jours, sauf autre choix de son hôte). La table voit votre absence. `/retour` y met fin.
schedule-back = Bon retour ! Les rappels reprennent ; les délais déjà fixés gardent le temps que votre absence leur a donné.
schedule-back-seats = L’ordinateur ne joue plus pour vous : votre place dans { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } vous revient.

## /game web and the web buttons

schedule-web-open-button = 🌐 Ouvrir sur le web
schedule-web-open-big-button = 🔒 Ouvrir en grand sur le web
schedule-web-no-pages = Ce bot n’a pas de pages web. Son opérateur peut en donner une à chaque partie en réglant `PUBLIC_URL` (voir le README du bot).
schedule-web-no-pages-short = Ce bot n’a pas de pages web.
schedule-web-page = 🌐 **{ $game }** sur le web : { $url }
    La page montre ce que voit le salon (le plateau en direct, chaque coup, un replay) : partagez-la avec qui veut suivre la partie.
schedule-web-private = 🔒 Votre { $thing }, en grand, sur une page à part : { $url }
schedule-web-private-note = Ce lien n’est que pour vous et fonctionne { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } : ne le partagez pas. `/partie web` en donne un nouveau.
schedule-web-open-game-button = 🌐 Ouvrir la partie
schedule-web-open-view-button = 🔒 Ouvrir ma vue

## Errors

schedule-error-sorry = Désolé — un problème est survenu de mon côté, et rien n’a été modifié.
schedule-error-done-see-channel = C’est fait — voyez le salon.
