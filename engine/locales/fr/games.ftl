### What every game shares: turn words, refusals any game may give, time and numbers.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».

time-in-days = { $days ->
    [one] dans { $days } jour
   *[other] dans { $days } jours
}

lang-test-nested = « { $what } »

refused-not-your-turn = Ce n’est pas votre tour.
refused-game-over = Cette partie est terminée.
refused-unknown-move = Je ne connais pas ce coup : { $typed }

seat-unnamed = Joueur { $number }

tagline-table = Ordre du tour, manches et dés pour tout jeu joué ailleurs
tagline-zephyr = Capitaines du ciel en coop : vaisseaux, missions, batailles (1–5)
tagline-zeppelin-attack = De grands méchants bâtissent des armadas de zeppelins (deck-building, 2–4)
tagline-bitwa = Deux flottes, le vent, bordées et abordage sur une mer d’hexagones (2)
tagline-zefiria = Coopératif : les esprits du vent soufflent 25 cartes d’île à leur place (1–5)
tagline-aether-captains = Commerce et piraterie en solo au d12 ; plusieurs capitaines côte à côte

name-table = Table libre

view-my-hand = Ma main
view-my-ship = Mon vaisseau
view-thing-hand = main
view-thing-ship = vaisseau

list-and = { $first } et { $last }
