### Zefiria.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».

## Where the words come from. The game is French: its terms are those of the
## original rulebook (shared/rules/zefiria.fr.txt), word for word:
## - the spirits keep their names: Borea, Jugo, Etesia, Skyron, Austro; an « Esprit
##   du Vent » (« esprit » for short);
## - their two actions: Voler and Souffler (« souffle », « vole »); « échanger » for
##   a swap, as the rulebook says of every Blow;
## - « Points d’Action » (PA in the picture), « gemme de temps » (as in « le premier
##   joueur retire une gemme de temps »), « Gemme Magique », « Mode Tempête »
##   (« la tempête »), « manche » for a round, « Mise en place » for setup;
## - the board: « grille », « cartes îles » (« île »), « angle » for a corner,
##   « ligne » and « colonne », « la ligne de sa couleur », « le périmètre
##   extérieur de la grille » where Austro flies.
## Our own additions, which the rulebook does not name: the colours (orange, bleu,
## vert, jaune, rose — feminine when they qualify a card or an island: « une carte
## bleue ») and the icons (montagne, vague, lune, soleil, poisson); an island is its
## icon then its colour, agreed in gender (« une montagne bleue », « un soleil
## vert »). A place beside the grid is a « bord » (« bord haut C », « bord gauche 3 »).
## What a player types (`fly top C`, `swap B2 D4`, `end`) is notation and stays in
## English; the command `/turn skip` is `/tour passer`, as Discord shows it in French.

## Names.

zefiria-spirit-borea = Borea
zefiria-spirit-jugo = Jugo
zefiria-spirit-etesia = Etesia
zefiria-spirit-skyron = Skyron
zefiria-spirit-austro = Austro

zefiria-powers-borea = vole vers une carte voisine ou vers n’importe quelle carte de la même couleur que la sienne ; souffle une carte portant la même icône que la sienne vers n’importe quelle autre place.
zefiria-powers-jugo = vole vers une carte voisine ou vers n’importe quelle carte portant la même icône que la sienne ; souffle une carte de la même couleur que la sienne vers n’importe quelle autre place.
zefiria-powers-etesia = vole vers n’importe laquelle des huit cartes qui l’entourent ; souffle une carte voisine vers n’importe quelle autre place.
zefiria-powers-skyron = vole vers une carte voisine ; échange la carte sous lui avec n’importe quelle autre, en la suivant ou en restant sur place.
zefiria-powers-austro = vole n’importe où sur le périmètre extérieur de la grille ; échange deux cartes de la ligne ou de la colonne qui lui fait face.

# Feminine: they qualify a card or an island (« une carte bleue »).
zefiria-colour-orange = orange
zefiria-colour-blue = bleue
zefiria-colour-green = verte
zefiria-colour-yellow = jaune
zefiria-colour-pink = rose

zefiria-icon-mountain = montagne
zefiria-icon-wave = vague
zefiria-icon-moon = lune
zefiria-icon-sun = soleil
zefiria-icon-fish = poisson

zefiria-island-orange-mountain = { $form ->
    [a] une montagne orange
   *[bare] montagne orange
}
zefiria-island-orange-wave = { $form ->
    [a] une vague orange
   *[bare] vague orange
}
zefiria-island-orange-moon = { $form ->
    [a] une lune orange
   *[bare] lune orange
}
zefiria-island-orange-sun = { $form ->
    [a] un soleil orange
   *[bare] soleil orange
}
zefiria-island-orange-fish = { $form ->
    [a] un poisson orange
   *[bare] poisson orange
}
zefiria-island-blue-mountain = { $form ->
    [a] une montagne bleue
   *[bare] montagne bleue
}
zefiria-island-blue-wave = { $form ->
    [a] une vague bleue
   *[bare] vague bleue
}
zefiria-island-blue-moon = { $form ->
    [a] une lune bleue
   *[bare] lune bleue
}
zefiria-island-blue-sun = { $form ->
    [a] un soleil bleu
   *[bare] soleil bleu
}
zefiria-island-blue-fish = { $form ->
    [a] un poisson bleu
   *[bare] poisson bleu
}
zefiria-island-green-mountain = { $form ->
    [a] une montagne verte
   *[bare] montagne verte
}
zefiria-island-green-wave = { $form ->
    [a] une vague verte
   *[bare] vague verte
}
zefiria-island-green-moon = { $form ->
    [a] une lune verte
   *[bare] lune verte
}
zefiria-island-green-sun = { $form ->
    [a] un soleil vert
   *[bare] soleil vert
}
zefiria-island-green-fish = { $form ->
    [a] un poisson vert
   *[bare] poisson vert
}
zefiria-island-yellow-mountain = { $form ->
    [a] une montagne jaune
   *[bare] montagne jaune
}
zefiria-island-yellow-wave = { $form ->
    [a] une vague jaune
   *[bare] vague jaune
}
zefiria-island-yellow-moon = { $form ->
    [a] une lune jaune
   *[bare] lune jaune
}
zefiria-island-yellow-sun = { $form ->
    [a] un soleil jaune
   *[bare] soleil jaune
}
zefiria-island-yellow-fish = { $form ->
    [a] un poisson jaune
   *[bare] poisson jaune
}
zefiria-island-pink-mountain = { $form ->
    [a] une montagne rose
   *[bare] montagne rose
}
zefiria-island-pink-wave = { $form ->
    [a] une vague rose
   *[bare] vague rose
}
zefiria-island-pink-moon = { $form ->
    [a] une lune rose
   *[bare] lune rose
}
zefiria-island-pink-sun = { $form ->
    [a] un soleil rose
   *[bare] soleil rose
}
zefiria-island-pink-fish = { $form ->
    [a] un poisson rose
   *[bare] poisson rose
}

zefiria-edge-top = bord haut { $column }
zefiria-edge-bottom = bord bas { $column }
zefiria-edge-left = bord gauche { $row }
zefiria-edge-right = bord droit { $row }
zefiria-line-column = colonne { $column }
zefiria-line-row = ligne { $row }

## What happens.

zefiria-who = { $spirit } ({ $seat })
zefiria-who-seat = { $seat }
zefiria-their-spirit = son esprit
zefiria-chooses = { $seat } choisit **{ $spirit }** : { $powers }
zefiria-starts-at = { $who } démarre { $place }.
zefiria-place-card = en { $cell }
zefiria-place-edge = sur le { $place }, face à la { $line }
zefiria-round-last = **Manche { $round }** — { $seat } retire la dernière gemme de temps : c’est la dernière manche.
zefiria-round = **Manche { $round }** — { $seat } retire une gemme de temps ; il en reste { $left }.
zefiria-storm-gathers = ⚡ Une tempête se lève sur **{ $a }** et **{ $b }** : à la fin du tour { $spirit ->
    [Etesia] d’Etesia
    [Austro] d’Austro
   *[other] de { $spirit }
}, elle les échangera, sauf si un esprit se tient sur l’une d’elles ou si une Gemme Magique la calme.
zefiria-storm-gathers-this = ⚡ Une tempête se lève sur **{ $a }** et **{ $b }** : à la fin de ce tour, elle les échangera, sauf si un esprit se tient sur l’une d’elles ou si une Gemme Magique la calme.
zefiria-turn = Au tour de { $seat } avec { $spirit } : { $ap ->
    [one] { $ap } Point d’Action
   *[other] { $ap } Points d’Action
}.
zefiria-last-round-over = La dernière manche est terminée. { $result }
zefiria-storm-held = ⚡ La tempête hurle sur { $a } et { $b }, mais { $spirit } retient { $cell } : rien ne bouge.
zefiria-storm-swaps = ⚡ La tempête échange **{ $a }** et **{ $b }**. Score { $before } → { $after }.
zefiria-flies = { $who } vole : { $from } → **{ $cell }** ({ $island }).
zefiria-flies-edge = { $who } vole jusqu’au **{ $place }**, face à la { $line }.
zefiria-deep-breath = { $who } prend une grande inspiration au-dessus de **{ $card }** ({ $island }) : choisissez la carte avec laquelle l’échanger.
zefiria-blows = { $who } souffle **{ $a }** ⇄ **{ $b }**. Score { $before } → { $after }.{ $home }{ $ride }
zefiria-home-item = { $island } en { $cell }
zefiria-home-one = {" "}À sa place ✓ : { $first }.
zefiria-home-two = {" "}À leur place ✓ : { $first }, { $second }.
zefiria-skyron-ends-on = {" "}Skyron reste sur { $cell }.
zefiria-lets-be = { $who } relâche { $card }.
zefiria-calms = { $who } dépense une Gemme Magique et la tempête se calme.
zefiria-ends-turn = { $who } termine son tour.
zefiria-ends-turn-unused = { $who } termine son tour avec { $ap ->
    [one] { $ap } Point d’Action inutilisé
   *[other] { $ap } Points d’Action inutilisés
}.
zefiria-host-chooses = L’hôte choisit à la place de { $seat }, qui n’est pas là.
zefiria-host-chooses-corner = L’hôte choisit un angle à la place de { $seat }, qui n’est pas là.
zefiria-host-skips = L’hôte passe le tour de { $seat } avec { $spirit }.
zefiria-spent-every-point = { $who } a dépensé tous ses Points d’Action.

## The result line.

zefiria-verdict-perfect = Une Zefiria parfaite : chaque île est à sa place !
zefiria-verdict-masterful = Des vents de maître.
zefiria-verdict-fine = De beaux vents.
zefiria-verdict-fair = Une brise honnête.
zefiria-verdict-lost = Perdus dans le vent — réessayez !
zefiria-part-home = { $count } { $count ->
    [one] île à sa place
   *[other] îles à leur place
}{ $points ->
    [0] {""}
   *[other] {" "}(+{ $points })
}
zefiria-part-row = { $count } sur la ligne de { $count ->
    [one] sa couleur
   *[other] leur couleur
}{ $points ->
    [0] {""}
   *[other] {" "}(−{ $points })
}
zefiria-part-astray = { $count } { $count ->
    [one] égarée
   *[other] égarées
}{ $points ->
    [0] {""}
   *[other] {" "}(−{ $points })
}
zefiria-result = Score final **{ $total }** : { $home }, { $row }, { $astray }. { $verdict }
zefiria-result-magic = Score final **{ $total }** : { $home }, { $row }, { $astray }, { $magic } { $magic ->
    [one] Gemme Magique
   *[other] Gemmes Magiques
} (+{ $magic }). { $verdict }

## Refusals.

zefiria-only-host-skips = Seul l’hôte peut passer un tour (`/tour passer`), celui d’un joueur absent ; pour finir votre propre tour, jouez `end`.
zefiria-every-spirit-taken = Tous les esprits sont pris.
zefiria-no-corner-free = Aucun angle n’est libre.
zefiria-spirit-taken = { $spirit } vole déjà pour { $seat } ; choisissez un autre esprit.
zefiria-now-pick-corner = Vous avez pris { $spirit } ; choisissez maintenant son angle de départ.
zefiria-choose-spirit-first = Choisissez d’abord votre Esprit du Vent : la partie commence quand chaque esprit a son angle. Libres : { $free }.
zefiria-cannot-start = { $spirit } ne peut pas démarrer en { $corner } : { $why }. Libres : { $free }.
zefiria-corner-diagonal = à deux esprits, les angles doivent être diagonalement opposés
zefiria-corner-taken = { $spirit } y démarre déjà
zefiria-corner-taken-another = un autre esprit y démarre déjà
zefiria-pick-corner-first = Choisissez d’abord l’angle de départ { $spirit ->
    [Etesia] d’Etesia
    [Austro] d’Austro
   *[other] de { $spirit }
} : la partie commence quand chaque esprit a le sien. Libres : { $free }.
zefiria-no-ap-left = { $spirit } n’a plus de Points d’Action.
zefiria-already-fly = Vous jouez déjà { $spirit } : esprits et angles se choisissent seulement au début de la partie.
zefiria-nothing-to-cancel = Aucun souffle à annuler : vous ne tenez aucune carte (`blow B2` en prend une).
zefiria-choose-first = Choisissez d’abord votre esprit et votre angle.
zefiria-austro-flies-the-edge = Austro ne se pose jamais sur une carte : il vole sur le périmètre extérieur de la grille, par exemple `fly top C` ou `fly left 3`.
zefiria-only-austro-on-the-edge = Seul Austro vole autour de la grille ; { $spirit } vole vers des cartes, par exemple `fly C3`.
zefiria-austro-already-at = Austro est déjà sur le { $place }.
zefiria-already-on = { $spirit } est déjà sur { $card }.
zefiria-cannot-land = { $spirit } ne peut pas se poser sur { $card } : { $other } s’y trouve.
zefiria-flight-blocked = { $spirit } ne peut pas voler de { $from } à { $to } : { $other } se tient sur { $cell }, en travers du chemin, et rien ne passe par-dessus un esprit.
zefiria-borea-flies = Borea vole vers une carte voisine (en haut, en bas, à gauche ou à droite) ou vers n’importe quelle carte { $colour } comme la sienne ; { $to } est { $target }.
zefiria-jugo-flies = Jugo vole vers une carte voisine (en haut, en bas, à gauche ou à droite) ou vers n’importe quelle carte { $icon } comme la sienne ; { $to } est { $target }.
zefiria-etesia-flies = Etesia vole vers l’une des huit cartes autour de { $from } ; { $to } est trop loin.
zefiria-skyron-flies = Skyron vole d’une carte vers le haut, le bas, la gauche ou la droite ; { $to } n’est pas voisine de { $from }.
zefiria-austro-never-on-card = { $spirit } ne se pose jamais sur une carte.
zefiria-two-different-cards = Choisissez deux cartes différentes à échanger.
zefiria-skyron-swaps-his-card = Skyron échange la carte sur laquelle il se trouve ({ $here }) avec une autre, par exemple `swap { $here } { $b } stay { $b }`.
zefiria-skyron-say-where = Dites où Skyron finit : `swap { $here } { $other } stay { $other }` pour qu’il suive sa carte, ou `swap { $here } { $other } stay { $here }` pour qu’il reste où il est.
zefiria-only-skyron-stays = Seul Skyron choisit où rester après un échange.
zefiria-stands-on-it = { $spirit } se tient sur { $card } et ne peut donc pas la souffler.
zefiria-card-held = { $card } ne peut pas bouger : { $other } se tient dessus.
zefiria-borea-blows = Borea ne souffle que les cartes portant l’icône de la sienne ({ $icon }) : { $a } est { $a_island } et { $b } { $b_island }.
zefiria-jugo-blows = Jugo ne souffle que les cartes de la couleur de la sienne ({ $colour }) : { $a } est { $a_island } et { $b } { $b_island }.
zefiria-etesia-blows = Etesia souffle une carte juste à côté d’elle (en haut, en bas, à gauche ou à droite de { $here }) ; ni { $a } ni { $b } ne l’est.
zefiria-austro-not-in-line = Depuis le { $place }, Austro souffle les cartes de la { $line } qui lui fait face ; { $card } n’en fait pas partie.
zefiria-austro-neighbours-only = Dans cette partie, Austro n’échange que des cartes voisines ; { $a } et { $b } ne se touchent pas.
zefiria-swap-blocked = { $a } et { $b } ne peuvent pas s’échanger : les cartes passeraient par-dessus { $other } en { $cell }. Il faut contourner !
zefiria-no-partner-austro-neighbours = Ici, Austro n’échange que des cartes voisines, et chaque voisine de { $card } dans la { $line } est sous un esprit ou a un esprit en travers du chemin ; rien ne passe par-dessus un esprit.
zefiria-no-partner-austro-line = Toutes les autres cartes de la { $line } sont sous un esprit ou ont un esprit en travers du chemin, et rien ne passe par-dessus un esprit : { $card } n’a aucune carte avec laquelle s’échanger.
zefiria-no-partner-skyron-own = Toutes les cartes avec lesquelles Skyron pourrait échanger { $here } sont sous un esprit ou ont un esprit en travers du chemin, et rien ne passe par-dessus un esprit.
zefiria-no-partner-skyron-now = Skyron ne peut pas échanger { $here } avec { $card } pour l’instant.
zefiria-no-partner = Toutes les cartes avec lesquelles { $card } pourrait s’échanger sont sous un esprit ou ont un esprit en travers du chemin, et rien ne passe par-dessus un esprit.
zefiria-no-partner-borea = { $card } ({ $island }) n’a pas l’icône de Borea ({ $icon }) : elle ne peut s’échanger qu’avec une carte { $icon }, et chaque carte { $icon } est sous un esprit ou a un esprit en travers du chemin ; rien ne passe par-dessus un esprit.
zefiria-no-partner-jugo = { $card } ({ $island }) n’est pas de la couleur de Jugo ({ $colour }) : elle ne peut s’échanger qu’avec une carte { $colour }, et chaque carte { $colour } est sous un esprit ou a un esprit en travers du chemin ; rien ne passe par-dessus un esprit.
zefiria-no-partner-beside = { $card } n’est pas à côté { $spirit ->
    [Etesia] d’Etesia
    [Austro] d’Austro
   *[other] de { $spirit }
} : elle ne peut s’échanger qu’avec une carte voisine de { $here } (en haut, en bas, à gauche ou à droite), et chacune d’elles est sous un esprit ou a un esprit en travers du chemin ; rien ne passe par-dessus un esprit.
zefiria-no-storm-mode = Il n’y a pas de tempête dans cette partie (elle se joue sans le Mode Tempête).
zefiria-storm-calmed-already = Aucune tempête ne se prépare : celle de ce tour est déjà calmée, il n’y a rien à apaiser avec une Gemme Magique.
zefiria-no-magic-left = { $spirit } n’a plus de Gemme Magique pour calmer la tempête.
zefiria-no-magic-left-yours = Votre esprit n’a plus de Gemme Magique pour calmer la tempête.

## Buttons and menus.

zefiria-label-start-on = Démarrer en { $corner }
zefiria-label-fly = Voler vers { $cell }
zefiria-label-fly-edge = { $place } ({ $line })
zefiria-menu-austro-flies = Austro vole vers…
zefiria-label-blow = Souffler { $card } ({ $island })
zefiria-label-partner = { $card } · { $island }
zefiria-menu-swap-with = Échanger { $card } avec…
zefiria-menu-skyron-rides = Skyron échange { $here } et suit sa carte…
zefiria-menu-skyron-stays = Skyron échange { $here } et reste sur { $here }…
zefiria-label-austro-swap = { $a } { $a_island } ⇄ { $b } { $b_island }
zefiria-menu-austro-swaps = Austro échange dans la { $line }…
zefiria-label-swap = Échanger { $a } ⇄ { $b }
zefiria-label-cancel = Annuler
zefiria-label-calm = Calmer la tempête (1 Gemme Magique)
zefiria-label-skip = Passer ce tour (hôte)
zefiria-label-last-point = { $label } · dernier point, puis la tempête ⚡
zefiria-end-turn = Finir le tour
zefiria-end-turn-ap = Finir le tour — { $ap ->
    [one] { $ap } Point d’Action perdu
   *[other] { $ap } Points d’Action perdus
}
zefiria-end-turn-storm = Finir le tour — la tempête échange { $a } ⇄ { $b }
zefiria-end-turn-ap-storm = Finir le tour — { $ap ->
    [one] { $ap } Point d’Action perdu
   *[other] { $ap } Points d’Action perdus
}, la tempête échange { $a } ⇄ { $b }

## The picture: short words, for a 900 px picture read on a phone (the time panel
## leaves about ten letters beside its gem).

zefiria-pic-time-gems = GEMMES DE TEMPS
zefiria-pic-round = MANCHE { $round }
zefiria-pic-time-up = terminé
zefiria-pic-last-round = dernière !
zefiria-pic-gems-left = { $gems ->
    [one] { $gems } gemme
   *[other] { $gems } gemmes
}
zefiria-pic-storm-over = finie
zefiria-pic-storm-calmed = calmée
zefiria-pic-storm-every-turn = par tour
zefiria-pic-final-score = SCORE FINAL
zefiria-pic-score-now = SCORE ACTUEL
zefiria-pic-home = placées
zefiria-pic-astray = loin
zefiria-pic-row = ligne
zefiria-pic-magic = magie
zefiria-pic-setup = MISE EN PLACE
zefiria-pic-game-over = PARTIE TERMINÉE
zefiria-pic-turn-order = ORDRE DU TOUR
zefiria-pic-pick-spirit = Quel esprit ?
zefiria-pic-pick-corner = Quel angle ?
zefiria-pic-swap-with = { $cell } ⇄ laquelle ?
zefiria-pic-ap = { $ap } PA
zefiria-pic-swap-tag = avec ?
# Colours named on their own, in the masculine.
zefiria-legend-orange = orange
zefiria-legend-blue = bleu
zefiria-legend-green = vert
zefiria-legend-yellow = jaune
zefiria-legend-pink = rose

zefiria-prompt-choose = { $seat }, choisissez un Esprit du Vent.
zefiria-prompt-choose-nth = { $seat }, choisissez un Esprit du Vent (votre esprit { $n } sur { $total }).
zefiria-prompt-corner = { $seat }, choisissez l’angle de départ { $spirit ->
    [Etesia] d’Etesia
    [Austro] d’Austro
   *[other] de { $spirit }
}.
zefiria-your-spirit = votre esprit
zefiria-prompt-blowing = { $seat }, { $spirit } souffle { $card }{"\u00a0"}: choisissez la carte avec laquelle l’échanger, ou annulez.
zefiria-prompt-turn = { $seat }, c’est au tour { $spirit ->
    [Etesia] d’Etesia
    [Austro] d’Austro
   *[other] de { $spirit }
}{"\u00a0"}: { $ap ->
    [one] { $ap } point d’action restant
   *[other] { $ap } points d’action restants
}.

## Le catalogue (`/partie cartes`).

zefiria-cat-island-sub = Carte île
zefiria-cat-home = Sa place
zefiria-cat-home-text = La ligne { $colour } et la colonne { $icon } de l’objectif (+1 point à cette place, −1 ailleurs dans sa ligne, −2 partout ailleurs).
zefiria-cat-spirit-on-cards = Esprit du Vent · se tient sur une carte
zefiria-cat-spirit-edge = Esprit du Vent · vole autour de la grille, jamais sur une carte
zefiria-cat-powers = Pouvoirs
zefiria-cat-objective = Carte Objectif
zefiria-cat-objective-sub = Carte · mélangée à chaque partie
zefiria-cat-objective-text = Donne une couleur à chaque ligne de la grille et une icône à chaque colonne : chaque île a donc exactement une place, dans la ligne de sa couleur et la colonne de son icône. Le plateau l’affiche à côté des lignes et au-dessus des colonnes.
zefiria-cat-time-card = Carte du Temps
zefiria-cat-time-card-sub = Carte · deux faces, pour 1 à 3 et 4 à 5 esprits
zefiria-cat-time-gems = Gemmes du Temps (courte / standard / longue)
zefiria-cat-time-row = { $n } { $n ->
    [one] esprit
   *[other] esprits
} : { $gems }
zefiria-cat-time-card-text = L’option time=short, standard ou long choisit la colonne ; gems=N fixe le nombre.
zefiria-cat-time-gem = Gemme du Temps
zefiria-cat-time-gem-sub = Gemme · une par manche
zefiria-cat-time-gem-text = Au début de chaque manche, une gemme de temps est retirée ; la manche qui retire la dernière est la dernière manche. La Carte du Temps dit combien en poser ; l’option gems=N en pose de 1 à { $max }.
zefiria-cat-magic-gem = Gemme Magique
zefiria-cat-magic-gem-sub = Gemme · Mode Tempête seulement
zefiria-cat-magic-gem-text = Chaque esprit en a une. Dépensez-la pendant votre tour pour calmer la tempête qui se forme sur deux cartes ; chaque Gemme Magique encore possédée à la fin rapporte +1 point.

## Coups tapés que je ne comprends pas (la notation reste en anglais).

zefiria-unknown = { $hint } Les coups de Zefiria sont `spirit borea`, `corner A1`, `fly C3` (Austro : `fly top C`, `fly left 3`), `blow B2`, `swap B2 D4` (Skyron : `swap C3 D4 stay D4`), `cancel`, `calm` et `end` ; l’hôte peut passer (`skip`) le tour d’un joueur absent.
zefiria-hint-card = `{ $word }` n’est pas une carte : les cartes vont de A1 à E5 (lettre de colonne, numéro de ligne).
zefiria-hint-empty = Tapez un coup.
zefiria-hint-corner = Les angles sont A1, E1, A5 et E5.
zefiria-hint-place = `{ $word }` n’est pas une place : une carte (A1 à E5), ou pour Austro un bord et une ligne comme `top C` ou `left 3`.
zefiria-hint-unreadable = Je n’ai pas pu lire ce coup.
zefiria-hint-spirit = Les esprits sont Borea, Jugo, Etesia, Skyron et Austro.

## Options de `/partie nouvelle` (les noms et valeurs des options se tapent tels
## quels : ils ne sont pas traduits).

option-help-zefiria-storm = Mode Tempête : une tempête échange deux cartes après chaque tour, sauf si on la retient ou qu’on la calme avec une Gemme Magique (+1 par gemme gardée).
option-help-zefiria-time = Combien de gemmes de temps (manches) dure la partie, selon le nombre d’esprits.
option-help-zefiria-gems = Exactement ce nombre de gemmes de temps (manches), quoi que dise `time`.
option-help-zefiria-spirits = Esprits du Vent en jeu ; les joueurs se les partagent dans l’ordre du tour, si bien qu’à deux on peut faire voler les cinq.
option-help-zefiria-austro = Le souffle d’Austro échange deux cartes quelconques de la ligne qu’il regarde, ou seulement deux voisines.
option-help-zefiria-turn-hours = Termine le tour d’un joueur silencieux au bout de ce nombre d’heures (à la mise en place : le premier esprit libre, puis l’angle).
