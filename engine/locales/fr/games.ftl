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

setup-player-count = { $game } se joue de { $min } à { $max } joueurs ; vous êtes { $got }.
option-not-key-value = Les options s’écrivent `clé=valeur` ; je n’ai pas pu lire `{ $part }`. { $known }
option-unknown = Ce jeu n’a pas d’option `{ $key }`. { $known }
option-none = Ce jeu n’a aucune option.
option-known = Options : { $keys }.
option-twice = L’option `{ $key }` est donnée deux fois.
option-flag = `{ $key }` vaut on ou off, pas `{ $value }`.
option-number = `{ $key }` doit être un nombre entier de { $min } à { $max }, pas `{ $value }`.
option-word = `{ $key }` doit valoir l’une de ces valeurs : { $allowed } ; pas `{ $value }`.
option-table-dice = Option `dice` de la table : { $error }

dice-refused =
    { $error }
    Exemples : `2d6+3`, `4d6kh3`, `1d20 # initiative`, `8d10>=7`.
dice-syntax = Je n’ai pas pu lire cette expression de dés : { $why }
dice-nothing = il n’y a rien à lancer. Essayez par exemple `1d20+5`.
dice-invisible-start = il y a un caractère invisible tout au début (un caractère de contrôle, collé peut-être). J’attendais { $wanted }.
dice-invisible-after = il y a un caractère invisible après `{ $before }` (un caractère de contrôle, collé peut-être). J’attendais { $wanted }.
dice-ends-too-soon = elle s’arrête trop tôt après `{ $before }`. J’attendais ensuite { $wanted }.
dice-stuck-start = je bloque sur `{ $found }` tout au début. J’attendais { $wanted }.
dice-stuck-after = je bloque sur `{ $found }` après `{ $before }`. J’attendais { $wanted }.
dice-expect-operand = un nombre, un dé comme `d20`, ou `(`
dice-expect-operator = un opérateur (`+`, `-`, `*` ou `/`)
dice-expect-after-dice = un modificateur (comme `kh3`, `dl1`, `r1`, `ro1`, `!`, `!!`, `!p`, `>=8` ou `f1`) ou un opérateur
dice-expect-close-paren = une parenthèse fermante `)`
dice-expect-close-label = un `]` pour fermer l’étiquette
dice-expect-sides = le nombre de faces, comme `d6`, `d%` ou `dF`
dice-expect-failure = une cible après `f`, comme `f1` ou `f<3`
dice-expect-compare = un nombre auquel comparer, comme `>=5`
dice-result-too-big = Ce résultat est trop grand pour que je l’affiche.
dice-too-many-dice = Il faudrait plus de { $max } dés (explosions et relances comprises), alors je me suis arrêté. Essayez avec moins de dés.
dice-total-dice = Cela fait { $total } dés ; je lance au plus { $max } dés par expression.
dice-too-large = Le total peut dépasser { $max }, trop grand pour être compté exactement. Essayez des nombres plus petits.
dice-divide-by-zero = On ne peut pas diviser par zéro.
dice-rerolled-in-a-row = `{ $term }` a été relancé { $times } fois de suite, alors je me suis arrêté. Une condition de relance qui touche moins de faces finira.
dice-exploded-in-a-row = `{ $term }` a explosé { $times } fois de suite, alors je me suis arrêté. Une condition d’explosion qui touche moins de faces finira.
dice-input-too-long = C’est trop long pour moi : un lancer fait au plus { $max } caractères, commentaire compris (le vôtre en fait { $length }).
dice-expression-too-long = Cette expression est trop longue : je lis au plus { $max } caractères avant le commentaire `#` (la vôtre en fait { $length }).
dice-nesting = Trop de parenthèses les unes dans les autres : { $max } niveaux au plus.
dice-number-too-big = `{ $number }` est trop grand : les nombres vont jusqu’à { $max }.
dice-term-too-many = `{ $term }`, c’est trop de dés : je lance au plus { $max } dés par terme.
dice-twice = `{ $term }` a plus d’un { $what } ; un seul par terme de dés.
dice-what-explosion = modificateur d’explosion (`!`, `!!` ou `!p`)
dice-what-keep = modificateur de conservation (`k`, `kh` ou `kl`)
dice-what-drop = modificateur de retrait (`d`, `dl` ou `dh`)
dice-what-success = seuil de réussite (comme `>=8`)
dice-what-failure = seuil d’échec (`f`)
dice-mixed-rerolls = `{ $term }` mélange `r` et `ro` ; une seule sorte de relance par terme de dés.
dice-keep-none = `{ $term }` ne garderait aucun dé ; gardez-en au moins 1.
dice-keep-too-many = `{ $term }` garde plus de dés qu’aucun lancer n’en a (au plus { $max }, explosions comprises).
dice-drop-none = `{ $term }` retire 0 dé ; retirez-en au moins 1, ou enlevez le retrait.
dice-drop-too-many = `{ $term }` retire plus de dés qu’aucun lancer n’en a (au plus { $max }, explosions comprises).
dice-no-sides = `{ $term }` n’est pas un dé : un dé a au moins 1 face.
dice-too-many-sides = `{ $term }` a trop de faces : le plus grand dé que je lance est un d{ $max }.
dice-failures-need-target = `{ $term }` compte les échecs avec `f` mais n’a pas de seuil de réussite ; ajoutez-en un d’abord, comme `5d10>=8f1`.
dice-reroll-never-stops = Cette relance ne s’arrêterait jamais : chaque face de `{ $term }` est relancée.
dice-explosion-never-stops = Cette explosion ne s’arrêterait jamais : chaque lancer de `{ $term }` explose.

cards-title = { $game } — matériel
cards-none = { $game } n’a pas de matériel à lui : lancez les dés que vous voulez avec `/lancer`.
cards-summary-components = { $designs } { $designs ->
    [one] élément
   *[other] éléments
}.
cards-summary-designs = { $designs } { $designs ->
    [one] modèle
   *[other] modèles
    }, { $total } { $total ->
    [one] pièce
   *[other] pièces
} en tout.
cards-more = … et { $more } de plus
cards-designs = { $n } { $n ->
    [one] modèle
   *[other] modèles
}
cards-list-footer = Pour en voir un en entier avec son image : /partie cartes jeu:{ $id } carte:<nom> — les noms sont proposés pendant la saisie.
cards-card-footer = { $game } · { $count } dans le jeu
cards-count-card = { $n } { $n ->
    [one] carte
   *[other] cartes
}
cards-count-ship = { $n } { $n ->
    [one] navire
   *[other] navires
}
cards-count-board = { $n } { $n ->
    [one] plateau
   *[other] plateaux
}
cards-count-counter = { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
}
cards-count-island = { $n } { $n ->
    [one] île
   *[other] îles
}
cards-count-spirit = { $n } { $n ->
    [one] esprit
   *[other] esprits
}
cards-count-gem = { $n } { $n ->
    [one] gemme
   *[other] gemmes
}
cards-count-die = { $n } { $n ->
    [one] dé
   *[other] dés
}
cards-count-copies = { $n } { $n ->
    [one] exemplaire
   *[other] exemplaires
}
cards-none-named = { $game } n’a pas de matériel à lui : il n’y a donc pas de `{ $shown }` à montrer.
cards-several = Plusieurs éléments de { $game } correspondent à `{ $shown }`.
cards-unknown = Je ne connais pas d’élément appelé `{ $shown }` dans { $game }.
cards-did-you-mean = Vouliez-vous dire { $names } ?
cards-type-letters = Tapez quelques lettres dans `carte:` pour voir les noms, ou laissez-le vide pour la liste complète de { $game }.

## Options de `/partie nouvelle` communes à tous les jeux (les noms et valeurs des
## options se tapent tels quels : ils ne sont pas traduits).

option-help-opponent = `computer` pour jouer seul contre le joueur du jeu lui-même.
option-help-absent = Quand le temps est écoulé : la réponse par défaut, ou l’ordinateur joue pour l’absent jusqu’à son retour.
option-help-remind-hours = Heures avant de rappeler à un joueur que la table l’attend (0 : jamais).
option-help-away-days = Jours au total pendant lesquels l’`/absence` d’un joueur peut suspendre ses délais dans cette partie.
option-help-quiet-deadlines = Si l’horloge d’un délai s’arrête pendant les heures de silence du joueur (/réglages silence) : run (elle tourne) ou pause (elle s’arrête).
option-help-stand-in-after = Délais manqués d’affilée avant que l’ordinateur joue pour un absent jusqu’à son retour (0 : jamais).
option-help-plan = `together` : chaque coup est proposé à la table, et joué une fois que les autres sont d’accord (ou que son délai passe sans objection).
option-help-carry = Ce avec quoi commence la prochaine mission d’une campagne ; c’est le bot qui l’écrit.
