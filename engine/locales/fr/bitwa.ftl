### Bitwa na Morzu Wiatrów.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».
###
### Where the words come from. The game is Polish; its rulebook (read in English)
### names a few things itself, and French keeps them recognisable:
###   the card groups WALKA and WIATRY: cartes COMBAT and cartes VENTS (in capitals,
###   as the book prints them);
###   the calm card keeps its printed name, T-FLAUTA; the calm itself is « le calme »
###   (CALME in the header's line, « calme » in small letters in the compass, where
###   the capitals do not fit);
###   a salvo: SALVE (« salve »); boarding: ABORDAGE (« abordage »); the goal:
###   la Rose des Vents.
### The ship classes are our design: transport (the book's transport ship, « navire
### de transport »), cotre (cutter), frégate (frigate), vaisseau de ligne
### (man-of-war; « vaisseau » in sentences, the period word for a ship of the
### line). Everything else is ordinary French naval usage: navire, flotte,
### bâbord / tribord, la bordée (a broadside), la proue (bow), les mâts, les voiles,
### les canons, les boucliers d’infanterie (the book's infantry shields), virer (to
### turn), saborder (scuttle); the wind « souffle vers » a direction, as the book's
### arrow shows where it blows. A field of the board is a « case ».
### A heading's point of sail, as sailors say it: vent arrière (with the wind), grand
### largue (60° off it), au près (120° off it, across and into it), vent debout
### (straight into it).
### Damage counters on the picture: V (voiles), M (mâts), M1/M2 (canons perdus).
###
### Grammar: a ship is passed in with its article, « la frégate rouge F7 », « le cotre
### vert B6 » (`bitwa-ship` selects on the class: the masculine classes are named,
### frégate is the feminine default and the colour agrees with it); `bitwa-ship-start`
### is the same words capitalised, for a sentence that begins with the ship. Sentences
### never put « de » or « à » before a ship (no « de le »). A direction after « vers »
### takes its article by selection (vers l’est, vers le sud-est).

## Components.

bitwa-red = rouge
bitwa-green = vert
bitwa-class-transport = transport
bitwa-class-cutter = cotre
bitwa-class-frigate = frégate
bitwa-class-man-of-war = vaisseau
bitwa-title-transport = Transport
bitwa-title-cutter = Cotre
bitwa-title-frigate = Frégate
bitwa-title-man-of-war = Vaisseau de ligne
bitwa-ship-word = navire
bitwa-ship = { $class ->
    [transport] le { $class } { $colour }
    [cotre] le { $class } { $colour }
    [vaisseau] le { $class } { $colour }
   *[other] la { $class } { $colour ->
        [vert] verte
       *[other] { $colour }
    }
 } { $field }
bitwa-ship-start = { $class ->
    [transport] Le { $class } { $colour }
    [cotre] Le { $class } { $colour }
    [vaisseau] Le { $class } { $colour }
   *[other] La { $class } { $colour ->
        [vert] verte
       *[other] { $colour }
    }
 } { $field }
bitwa-class-field = { $class } { $field }
bitwa-and = { $a } et { $b }
bitwa-damage-sails = voiles déchirées
bitwa-damage-masts = mâts abattus
bitwa-damage-masts-gun = mâts abattus, 1 canon perdu
bitwa-damage-masts-two-guns = mâts abattus, 2 canons perdus
bitwa-damage-fire = en feu
bitwa-damage-sunk = coulé
bitwa-dir-e = est
bitwa-dir-se = sud-est
bitwa-dir-sw = sud-ouest
bitwa-dir-w = ouest
bitwa-dir-nw = nord-ouest
bitwa-dir-ne = nord-est
bitwa-side-port = bâbord
bitwa-side-starboard = tribord

## Setting out and the first wind.

bitwa-set-out = { $seat } déploie la flotte { $colour ->
    [vert] verte
   *[other] { $colour }
 } : transport en { $transport }.
bitwa-lot = Le sort désigne { $chooser }, qui fixe le premier vent ; { $first } joue la première action.
bitwa-first-wind = { $seat } fixe le premier vent : il souffle vers { $dir ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $dir }
 } { $arrow }. { $first } joue la première action.
bitwa-refuse-not-start = { $field } n’est pas une case de départ de la flotte { $colour ->
    [vert] verte
   *[other] { $colour }
 }.
bitwa-refuse-left-empty = { $field } doit rester vide : occupez-la d’abord de nouveau (`leave { $field }`).
bitwa-refuse-transport-there = Le transport part de { $field } : choisissez-lui d’abord une autre case.
bitwa-refuse-two-empty = Deux cases restent déjà vides ({ $a } et { $b }) : occupez d’abord l’une d’elles.
bitwa-refuse-no-ship-sets-out = Aucun navire de la flotte { $colour ->
    [vert] verte
   *[other] { $colour }
 } ne part de { $field }.
bitwa-refuse-setting-out = Les flottes se déploient encore : choisissez la case du transport (`transport B6`), les cases à laisser vides (`leave A2`), l’orientation des navires (`face B6 ne`), puis `ready`.
bitwa-refuse-first-wind-dir = Le premier vent souffle vers le sud-est ou vers le sud-ouest (`wind se`, `wind sw`).
bitwa-refuse-wind-first = D’abord le vent : `wind se` (vers le sud-est) ou `wind sw` (vers le sud-ouest).

## Orders refused.

bitwa-refuse-no-ship = Il n’y a aucun navire en { $field }.
bitwa-refuse-not-yours = Vous ne commandez que votre propre flotte : { $ship } appartient à votre adversaire.
bitwa-refuse-burning = Navire en feu : { $ship } ne prend plus part aux actions.
bitwa-refuse-in-fight = Abordage en cours : { $ship } ne peut ni naviguer ni tirer tant que le combat n’est pas tranché.
bitwa-refuse-ordered = Ordre déjà donné pendant cette action : { $ship }.
bitwa-why-shore = { $field } est une côte
bitwa-why-island = { $field } est une île
bitwa-why-ship = { $ship } occupe { $field }
bitwa-carries-no-guns = n’a pas de canons
bitwa-has-no-working-guns = n’a plus de canons en état
bitwa-refuse-idle-calm = Pendant le calme, seuls les navires capables de tirer agissent : { $ship } { $guns }.
bitwa-refuse-idle-masts = Mâts abattus : { $ship } { $guns }, le faire virer ne changerait rien.
bitwa-refuse-no-steps = Faites virer ou avancer le navire (ou laissez-le sans ordre).
bitwa-refuse-too-many-steps = Un mouvement compte trois étapes au plus : avancer de 1 à 3 cases, virer jusqu’à 180°, virer de 60° et avancer de 1 ou 2 cases, ou virer de 120° et avancer d’une case.
bitwa-refuse-calm-no-sailing = C’est le calme (T-FLAUTA) : pas de vent, personne ne navigue ; les navires peuvent seulement virer et tirer.
bitwa-refuse-masts-down = Mâts abattus : { $ship } peut virer et tirer, pas naviguer.
bitwa-refuse-sails-torn = Voiles déchirées : { $ship } ne va que droit dans le sens du vent (vers { $wind ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $wind }
 }), d’une case par action.
bitwa-refuse-into-wind = { $heading ->
    [est] Cap à l’est
    [ouest] Cap à l’ouest
   *[other] Cap au { $heading }
 } : c’est vent debout (le vent souffle vers { $wind ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $wind }
 }), aucun navire ne va par là.
bitwa-with-wind = vent arrière
bitwa-across-with = grand largue
bitwa-across-into = au près
bitwa-refuse-too-far = { $heading ->
    [est] Cap à l’est
    [ouest] Cap à l’ouest
   *[other] Cap au { $heading }
 } : { $how }, { $max } { $max ->
    [one] case
   *[other] cases
 } au plus (le vent souffle vers { $wind ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $wind }
 }).
bitwa-refuse-off-board = { $heading ->
    [est] Cap à l’est
    [ouest] Cap à l’ouest
   *[other] Cap au { $heading }
 } depuis { $at } : on sort du plateau.
bitwa-refuse-blocked = Passage impossible par { $next } pour { $ship } : { $why }.
bitwa-refuse-own-touch = Les navires d’une même flotte ne se touchent jamais : { $at } est à côté de votre { $class } { $field }.
bitwa-refuse-board-burning = Navire en feu : personne n’aborde { $ship }.
bitwa-refuse-fight-full = Trois navires se battent déjà dans l’abordage où se trouve { $ship } : personne d’autre ne peut s’y joindre.
bitwa-refuse-board-two = S’arrêter en { $at } reviendrait à aborder deux navires à la fois ({ $a } et { $b }) : un abordage à la fois.
bitwa-refuse-transport-no-guns = Le transport n’a pas de canons.
bitwa-refuse-no-guns-left = Plus aucun canon en état : { $ship }.
bitwa-refuse-no-target = Désignez une cible pour la bordée de bâbord ou de tribord.
bitwa-refuse-no-ship-to-fire-at = Il n’y a aucun navire en { $field } sur qui tirer.
bitwa-refuse-own-target = C’est un de vos navires : { $ship }.
bitwa-refuse-hulk = Navire en feu : pendant le calme, on laisse { $ship } se consumer, ce n’est pas une cible.
bitwa-refuse-out-of-arc = { $target } est hors de portée de la bordée de { $side } ({ $ship }) : un secteur de 60° sur ce flanc, 3 cases.
bitwa-refuse-line-blocked = Une île, la côte ou un navire masque la ligne de tir de { $from } à { $target }.
bitwa-refuse-undamaged = Navire intact : { $ship } n’a aucun dégât, et seul un navire endommagé peut être sabordé.
bitwa-refuse-already-selected = Déjà choisi : { $ship }. Donnez-lui son ordre.
bitwa-refuse-no-order = Aucun ordre possible pour l’instant : { $ship }.
bitwa-refuse-none-selected = Aucun navire n’est choisi.
bitwa-refuse-battle-on = La bataille fait rage : donnez vos ordres (`F7 r1 m2`, `F7 fire port H6`) ou terminez l’action (`end`).
bitwa-refuse-turn-after-move = Pas de virement après un déplacement : virez d’abord, naviguez ensuite.

## The battle told.

bitwa-turns-about = vire de 180°
bitwa-turns-right = vire de { $degrees }° à droite
bitwa-turns-left = vire de { $degrees }° à gauche
bitwa-sails-to = avance de { $n } { $n ->
    [one] case
   *[other] cases
 } jusqu’en { $to }
bitwa-sails = { $ship } { $what }.
bitwa-scuttles = { $seat } saborde son navire : { $ship }.
bitwa-read-t = T — raté, quels que soient les canons
bitwa-read-hit = { $n } : { $guns } { $guns ->
    [one] canon suffit
   *[other] canons suffisent
 }
bitwa-read-miss = { $n } : { $guns } { $guns ->
    [one] canon ne suffit pas
   *[other] canons ne suffisent pas
 }
bitwa-salvo = { $ship } lâche sa bordée de { $side } sur { $target } (carte { $read })
bitwa-salvo-miss = { $head } : manqué.
bitwa-salvo-hit = { $head } : touché ! { $damage }
bitwa-sinks = { $ship } sombre.
bitwa-damage-already = Le navire a déjà ce dégât (« { $damage } ») ; celui-ci n’ajoute rien.
bitwa-damage-worse = Le navire est déjà en plus mauvais état (« { $was } ») ; ce dégât (« { $now } ») n’ajoute rien.
bitwa-damaged = { $ship } : { $damage }.
bitwa-fire-spreads = { $text } Le feu gagne { $ship }.
bitwa-joins-fight = { $ship } se joint à l’abordage contre { $enemy } !
bitwa-boards = { $ship } aborde { $enemy } !
bitwa-fight-swords = Abordage, rouges : { $red_names }, verts : { $green_names } : épées croisées — rien n’est tranché, le combat continue.
bitwa-bonus-none = sans bonus
bitwa-bonus = +{ $n } pour les { $colour ->
    [rouge] rouges
   *[other] verts
 }
bitwa-fight = Abordage, rouges : { $red_names } ({ $red }), verts : { $green_names } ({ $green }), carte : { $bonus }
bitwa-fight-even = { $head } : égalité — le combat continue.
bitwa-fight-won = { $head } : victoire des { $winner ->
    [rouge] rouges
   *[other] verts
 }, qui s’emparent de l’adversaire ({ $taken }).
bitwa-flauta = { $seat } tire la carte T-FLAUTA : le vent tombe. Calme plat !
bitwa-wind-veers = le vent tourne dans le sens des aiguilles d’une montre : il souffle maintenant vers { $dir ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $dir }
 } { $arrow }
bitwa-wind-backs = le vent tourne dans le sens inverse des aiguilles d’une montre : il souffle maintenant vers { $dir ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $dir }
 } { $arrow }
bitwa-wind-holds = le vent ne change pas : il souffle vers { $dir ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $dir }
 } { $arrow }
bitwa-wind-card = Carte VENTS : { $how }.
bitwa-burns-out = { $ship } brûle jusqu’à la ligne de flottaison.
bitwa-calm-begins = Pendant le calme, les navires virent et tirent, chaque joueur à son tour, jusqu’à ce qu’aucun navire n’ait plus d’ennemi à portée.
bitwa-calm-ends = Fin du calme. { $seat } rebat les cartes VENTS ; le nouveau vent souffle vers { $dir ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $dir }
 } { $arrow }.

## How the battle ends.

bitwa-end-home = { $seat } mène son transport à la Rose des Vents en { $field } : { $seat } remporte la bataille !
bitwa-end-stand-lost = { $seat } a combattu { $actions } { $actions ->
    [one] action
   *[other] actions
 } sans son transport, et celui de { $foe } n’a pas été arrêté : { $foe } l’emporte.
bitwa-end-dusk = Le soir tombe après { $actions } { $actions ->
    [one] action
   *[other] actions
 } : les flottes se séparent, et la bataille entre { $a } et { $b } s’achève sur un match nul.
bitwa-end-both-out = Les deux transports sont perdus ou désemparés : la bataille entre { $a } et { $b } s’achève sur un match nul.

## Menus and buttons.

bitwa-menu-transport = Le transport part de…
bitwa-menu-leave = Laisser deux cases de départ vides…
bitwa-menu-order = Donner un ordre à un navire…
bitwa-menu-sail = naviguer ou virer…
bitwa-menu-fire = tirer…
bitwa-menu-ship = { $ship } : { $menu }
bitwa-label-transport = Transport en { $field }
bitwa-label-fill = Occuper de nouveau { $field }
bitwa-label-leave = Laisser { $field } vide
bitwa-label-face = Navire en { $field }, proue vers { $dir ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $dir }
 } { $arrow }
bitwa-label-ready = Prêt : transport { $transport }, vides { $empty }
bitwa-label-wind = Vent vers { $dir ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $dir }
 } { $arrow }
bitwa-label-back = Retour à la flotte
bitwa-label-end = Fin de l’action ({ $n ->
    [0] aucun ordre
    [one] 1 navire commandé
   *[other] { $n } navires commandés
 })
bitwa-label-end-calm = Fin du tour de calme ({ $n ->
    [0] aucun ordre
    [one] 1 navire commandé
   *[other] { $n } navires commandés
 })
bitwa-ship-line = { $ship } · proue { $bow } { $arrow }
bitwa-line-guns = { $line } · { $guns } { $guns ->
    [one] canon
   *[other] canons
 }
bitwa-line-damage = { $line } · { $damage }
bitwa-turn-about = virer de 180°
bitwa-turn-right = virer de { $degrees }° à droite
bitwa-turn-left = virer de { $degrees }° à gauche
bitwa-turn-about-cap = Virer de 180°
bitwa-turn-right-cap = Virer de { $degrees }° à droite
bitwa-turn-left-cap = Virer de { $degrees }° à gauche
bitwa-label-sail = Avancer de { $n } jusqu’en { $to }
bitwa-label-turn-sail = { $turn }, avancer de { $n } jusqu’en { $to }
bitwa-label-bow = { $label } · proue { $arrow }
bitwa-label-board = { $label } · ABORDAGE !
bitwa-target-burning = { $class } en feu { $field }
bitwa-label-fire-both = Feu à bâbord sur { $port }, à tribord sur { $starboard }
bitwa-label-fire-port = Feu à bâbord sur { $target }
bitwa-label-fire-starboard = Feu à tribord sur { $target }
bitwa-label-fire = Feu
bitwa-label-scuttle = Saborder { $class ->
    [transport] le { $class }
    [cotre] le { $class }
    [vaisseau] le { $class }
    [navire] le { $class }
   *[other] la { $class }
 }
bitwa-label-typed = { $ship } : { $label }

## The picture.

bitwa-pic-wind-unset = vent non fixé
bitwa-pic-wind = vent vers { $dir ->
    [est] l’est
    [ouest] l’ouest
   *[other] le { $dir }
 }
bitwa-pic-sets-out = { $name } se déploie
bitwa-pic-sets-out-sub = Case du transport et 2 cases vides
bitwa-pic-sets-wind = { $name } fixe le vent
bitwa-pic-sets-wind-sub = Vent vers le sud-est ou le sud-ouest
bitwa-pic-to-act = À { $name } d’agir
bitwa-pic-calm-sub = CALME : virer et tirer seulement
bitwa-pic-action-of = Action { $n } sur { $limit } · { $wind }
bitwa-pic-action = Action { $n } · { $wind }
bitwa-pic-over = Bataille terminée
bitwa-pic-over-sub = { $n } { $n ->
    [one] action
   *[other] actions
 }
# In the compass, in small letters: CALME in capitals is too wide for it.
bitwa-pic-calm = calme
bitwa-pic-tag-sails = V
bitwa-pic-salvo-t = salve T (manqué)
bitwa-pic-salvo = salve { $n }
bitwa-pic-boarding-bonus = abordage +{ $n } { $colour ->
    [rouge] rouges
   *[other] verts
 }
bitwa-pic-boarding-even = abordage égal
bitwa-pic-boarding-swords = abordage : épées
bitwa-pic-combat-card = { $salvo } · { $damage } · { $boarding }
bitwa-pic-flauta = T-FLAUTA : calme
bitwa-pic-wind-cw = sens horaire · calme { $calm }
bitwa-pic-wind-acw = sens antihoraire · calme { $calm }
bitwa-pic-wind-same = sans changement · calme { $calm }
bitwa-pic-legend-damage = V voiles · M mâts · M1/M2 canons perdus
bitwa-pic-legend-fire = feu · ★ Rose des Vents
bitwa-pic-transport-lost = transport perdu · { $n ->
    [one] { $n } action restante
   *[other] { $n } actions restantes
 }
bitwa-pic-transport-damaged = transport { $field } : { $damage }
bitwa-pic-transport-home = transport { $field } → { $rose }
bitwa-pic-setting-out = déploiement
bitwa-pic-afloat = { $n } à flot
bitwa-pic-boarding = Abordages : { $fights }
bitwa-pic-none-yet = aucune encore
bitwa-pic-combat = COMBAT : { $card }
bitwa-pic-wind-card = Carte VENTS : { $card }
bitwa-pic-decks = Pioches : COMBAT { $combat } · VENTS { $wind }

## What the board asks of the player whose turn it is.

bitwa-prompt-deploy = { $seat }, déployez la flotte { $colour ->
    [vert] verte
   *[other] { $colour }
 } : choisissez la case du transport et les deux cases à laisser vides, puis Prêt.
bitwa-prompt-wind = { $seat }, le sort est tombé sur vous : fixez le premier vent (vers le sud-est ou le sud-ouest) ; { $first } joue la première action.
bitwa-prompt-calm = c’est le calme (T-FLAUTA) : virez et tirez, sans naviguer
bitwa-prompt-action = votre action : donnez vos ordres, puis Fin de l’action
bitwa-prompt = { $seat }, { $what }.
bitwa-prompt-ordering = { $seat }, { $what }. En attente d’un ordre : { $ship }.

## Le catalogue (`/partie cartes`).

bitwa-cat-board = La Mer des Vents
bitwa-cat-board-sub = Plateau · { $cols } × { $rows } cases hexagonales, de A1 à N11
bitwa-cat-board-text = Une côte le long des bords haut et bas (et aux extrémités droites des rangées paires), sept cases d’îles, douze cases de départ par flotte (la rouge à gauche, la verte à droite) et une Rose des Vents sur chaque petit côté : les rouges font voile vers M6, les verts vers A6.
bitwa-cat-ship-sub = Navire · dans chaque flotte, voiles rouges ou vertes
bitwa-cat-guns = Canons par bord
bitwa-cat-shields = Boucliers d’infanterie
bitwa-cat-per-fleet = Par flotte
bitwa-cat-transport-text = Sans canons : menez-le à la Rose des Vents du côté ennemi pour gagner.
bitwa-cat-gunship-text = Tire une SALVE de chaque bordée (secteur de 60° sur chaque flanc, 3 cases) ; à l’ABORDAGE, compte ses boucliers d’infanterie et ses canons en état.
bitwa-cat-combat = Carte COMBAT { $n }
bitwa-cat-combat-sub = Carte COMBAT
bitwa-cat-salvo = SALVE
bitwa-cat-salvo-t = T (toujours manqué)
bitwa-cat-hit = Touché
bitwa-cat-boarding = ABORDAGE
bitwa-cat-boarding-bonus = +{ $n } pour les { $colour ->
    [rouge] rouges
   *[other] verts
 }
bitwa-cat-boarding-even = triangles rouge et vert (sans bonus)
bitwa-cat-boarding-swords = épées croisées (indécis)
bitwa-cat-wind-card = Carte VENTS : { $how }, calme { $calm }
bitwa-cat-veers = à droite
bitwa-cat-backs = à gauche
bitwa-cat-holds = inchangé
bitwa-cat-wind-sub = Carte VENTS
bitwa-cat-wind = Vent
bitwa-cat-wind-cw = tourne de 60° dans le sens des aiguilles d’une montre
bitwa-cat-wind-acw = tourne de 60° dans le sens inverse des aiguilles d’une montre
bitwa-cat-wind-same = sans changement
bitwa-cat-calm-hexagon = Hexagone du calme
bitwa-cat-flauta-sub = Carte VENTS · le calme
bitwa-cat-flauta-text = Le vent tombe : les navires en feu se consument, les abordages se livrent jusqu’au bout, puis les navires virent et tirent jusqu’à ce qu’aucun n’ait plus d’ennemi à portée. Les cartes VENTS sont rebattues, et l’hexagone du calme de la carte du dessus donne le nouveau vent.
bitwa-cat-counter = Marqueur : { $damage }
bitwa-cat-counter-sub = Marqueur de dégâts · seul un plus grave le remplace
bitwa-cat-counter-sails = Ne va que droit dans le sens du vent, d’une case par action ; vire et tire normalement.
bitwa-cat-counter-masts = N’avance plus ; vire et tire.
bitwa-cat-counter-masts-gun = N’avance plus ; un canon de moins de chaque bord, en salve comme à l’abordage.
bitwa-cat-counter-masts-two-guns = N’avance plus ; deux canons de moins de chaque bord.
bitwa-cat-counter-fire = Ne prend plus part aux actions, bloque seulement le passage ; se consume pendant le calme.

## Ordres tapés que je ne comprends pas (la notation reste en anglais).

bitwa-unknown = { $hint } `/partie règles` donne tous les ordres.
bitwa-unknown-empty = Tapez un ordre. Les ordres sont `F7 m3` (avancer de 3), `F7 r1 m2` (virer de 60° à droite, avancer de 2), `F7 l2` (virer de 120° à gauche), `F7 fire port H6 starboard H9` (feu à bâbord et à tribord), `F7 scuttle` (saborder), `select F7`, `end` ; au déploiement : `transport B6`, `leave A2`, `face B6 ne`, `ready` ; le premier vent : `wind se` ou `wind sw`.
bitwa-hint-field = `{ $word }` n’est pas une case : les cases vont de A1 à N11 (lettre de colonne, numéro de rangée).
bitwa-hint-dir = `{ $word }` n’est pas une direction : e, se, sw, w, nw ou ne.
bitwa-hint-not-ship = Je n’ai pas pu lire `{ $word }` : un ordre commence par la case du navire, comme dans `F7 r1 m2`.
bitwa-hint-target = Désignez une cible après `port` (bâbord) ou `starboard` (tribord).
bitwa-hint-broadside = `{ $word }` : dites quelle bordée tire, `port` (bâbord) ou `starboard` (tribord).
bitwa-hint-once = Chaque bordée tire au plus une fois par action.
bitwa-hint-fire-at = Tirer sur quoi ? `F7 fire port H6`.
bitwa-hint-step = `{ $word }` n’est pas une étape : les virements sont `r1`–`r3` et `l1`–`l3`, les déplacements `m1`–`m3` ; ou bien `fire`, `scuttle`.
bitwa-hint-move-once = Donnez le déplacement en une fois : `m2`, pas `m1 m1`.
bitwa-hint-turn-once = Donnez le virement en une fois : `r2`, pas `r1 r1`.

## Options de `/partie nouvelle` (les noms et valeurs des options se tapent tels
## quels : ils ne sont pas traduits).

option-help-bitwa-actions = Nombre d’actions (des deux joueurs ensemble) avant que le crépuscule termine la bataille sur un match nul.
option-help-bitwa-turn-hours = Au bout de ce nombre d’heures, le choix par défaut est joué : le déploiement standard, le vent vers le sud-est, ou la fin de l’action (les navires sans ordres restent en place).
option-help-bitwa-rules = Édition des règles : 2 (toute nouvelle partie) déclare la bataille nulle dès que les deux transports sont perdus ou hors de combat, accorde à un transport perdu pendant le calme les dix actions annoncées, épargne les tours à vide aux navires sans canons et ne compte pas les épaves en feu pendant le calme ; 1 est la première version. Les parties gardent l’édition avec laquelle elles ont commencé.
