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
