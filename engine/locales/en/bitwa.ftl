### Bitwa na Morzu Wiatrów.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

## Components: named on their own, and passed into sentences.

bitwa-red = red
bitwa-green = green
bitwa-class-transport = transport
bitwa-class-cutter = cutter
bitwa-class-frigate = frigate
bitwa-class-man-of-war = man-of-war
bitwa-title-transport = Transport
bitwa-title-cutter = Cutter
bitwa-title-frigate = Frigate
bitwa-title-man-of-war = Man-of-war
bitwa-ship-word = ship
# A ship in a sentence: "red frigate F7".
bitwa-ship = { $colour } { $class } { $field }
# The same, where a translation may begin a sentence with it.
bitwa-ship-start = { $colour } { $class } { $field }
# "frigate F7", "Frigate F7".
bitwa-class-field = { $class } { $field }
bitwa-and = { $a } and { $b }
bitwa-damage-sails = sails torn
bitwa-damage-masts = masts down
bitwa-damage-masts-gun = masts down, 1 gun lost
bitwa-damage-masts-two-guns = masts down, 2 guns lost
bitwa-damage-fire = on fire
bitwa-damage-sunk = sunk
bitwa-dir-e = east
bitwa-dir-se = south-east
bitwa-dir-sw = south-west
bitwa-dir-w = west
bitwa-dir-nw = north-west
bitwa-dir-ne = north-east
bitwa-side-port = port
bitwa-side-starboard = starboard

## Setting out and the first wind.

bitwa-set-out = { $seat } sets out the { $colour } fleet: transport on { $transport }.
bitwa-lot = The lot falls to { $chooser }: they set the first wind, and { $first } acts first.
bitwa-first-wind = { $seat } sets the first wind: it blows { $dir } { $arrow }. { $first } acts first.
bitwa-refuse-not-start = { $field } is not one of the { $colour } fleet's starting fields.
bitwa-refuse-left-empty = { $field } is to be left empty: fill it again first (`leave { $field }`).
bitwa-refuse-transport-there = The transport sets out from { $field }: pick another field for it first.
bitwa-refuse-two-empty = Two fields are already left empty ({ $a } and { $b }): fill one again first.
bitwa-refuse-no-ship-sets-out = No { $colour } ship sets out from { $field }.
bitwa-refuse-setting-out = The fleets are still setting out: pick the transport's field (`transport B6`), the fields to leave empty (`leave A2`), facings (`face B6 ne`), then `ready`.
bitwa-refuse-first-wind-dir = The first wind blows south-east or south-west (`wind se`, `wind sw`).
bitwa-refuse-wind-first = First the wind: `wind se` (south-east) or `wind sw` (south-west).

## Orders refused.

bitwa-refuse-no-ship = There is no ship on { $field }.
bitwa-refuse-not-yours = The { $ship } belongs to your opponent: you order only your own fleet.
bitwa-refuse-burning = The { $ship } is on fire: a burning ship takes no part in actions.
bitwa-refuse-in-fight = The { $ship } is locked in a boarding fight: it can neither sail nor fire until the fight is decided.
bitwa-refuse-ordered = The { $ship } has had its order this action.
bitwa-why-shore = { $field } is shore
bitwa-why-island = { $field } is an island
bitwa-why-ship = the { $ship } is on { $field }
bitwa-carries-no-guns = carries no guns
bitwa-has-no-working-guns = has no working guns
bitwa-refuse-idle-calm = In the calm only ships that can fire take part: the { $ship } { $guns } to bring to bear.
bitwa-refuse-idle-masts = The { $ship }'s masts are down and it { $guns }: turning it changes nothing.
bitwa-refuse-no-steps = Give the ship a turn or a move (or leave it without an order).
bitwa-refuse-too-many-steps = A movement is at most three steps: a move of 1–3 fields, a turn of up to 180°, a 60° turn and 1–2 fields, or a 120° turn and 1 field.
bitwa-refuse-calm-no-sailing = It's a calm (T-FLAUTA): no wind, no sailing; ships may only turn and fire.
bitwa-refuse-masts-down = The { $ship }'s masts are down: it may turn and fire, not sail.
bitwa-refuse-sails-torn = The { $ship }'s sails are torn: it sails only straight with the wind ({ $wind }), one field an action.
bitwa-refuse-into-wind = Heading { $heading } is straight into the wind (it blows { $wind }): no ship sails that way.
bitwa-with-wind = with the wind
bitwa-across-with = across the wind, with it
bitwa-across-into = across the wind, into it
bitwa-refuse-too-far = Heading { $heading } is { $how }: at most { $max } { $max ->
    [one] field
   *[other] fields
} (the wind blows { $wind }).
bitwa-refuse-off-board = Heading { $heading } from { $at } leaves the board.
bitwa-refuse-blocked = The { $ship } can't sail onto or through { $next }: { $why }.
bitwa-refuse-own-touch = Ships of one fleet never touch: { $at } is beside your { $class } { $field }.
bitwa-refuse-board-burning = The { $ship } is on fire: nobody boards a burning ship.
bitwa-refuse-fight-full = The { $ship } is already in a fight of three ships: no more may join.
bitwa-refuse-board-two = Stopping on { $at } would board two ships at once ({ $a } and { $b }): board one at a time.
bitwa-refuse-transport-no-guns = The transport carries no guns.
bitwa-refuse-no-guns-left = The { $ship } has no working guns left.
bitwa-refuse-no-target = Name a target for the port or the starboard broadside.
bitwa-refuse-no-ship-to-fire-at = There is no ship on { $field } to fire at.
bitwa-refuse-own-target = The { $ship } is one of yours.
bitwa-refuse-hulk = The { $ship } is on fire: in the calm it is left to burn out, no target.
bitwa-refuse-out-of-arc = { $target } is outside the { $ship } { $side } broadside's arc (60° off its { $side } side, 3 fields).
bitwa-refuse-line-blocked = The line of fire from { $from } to { $target } is blocked by an island, the shore or a ship.
bitwa-refuse-undamaged = The { $ship } is undamaged: only a damaged ship may be scuttled.
bitwa-refuse-already-selected = The { $ship } is already selected: pick its order.
bitwa-refuse-no-order = The { $ship } has no order it could take now.
bitwa-refuse-none-selected = No ship is selected.
bitwa-refuse-battle-on = The battle is on: order your ships (`F7 r1 m2`, `F7 fire port H6`) or end the action (`end`).
bitwa-refuse-turn-after-move = A turn after a move is not allowed: turn first, then sail.

## The battle told.

bitwa-turns-about = turns 180°
bitwa-turns-right = turns { $degrees }° right
bitwa-turns-left = turns { $degrees }° left
bitwa-sails-to = sails { $n } { $n ->
    [one] field
   *[other] fields
} to { $to }
bitwa-sails = The { $ship }: { $what }.
bitwa-scuttles = { $seat } scuttles the { $ship }.
bitwa-read-t = T — a miss whatever the guns
bitwa-read-hit = { $n }: { $guns } { $guns ->
    [one] gun beats
   *[other] guns beat
} it
bitwa-read-miss = { $n }: { $guns } { $guns ->
    [one] gun is
   *[other] guns are
} not enough
bitwa-salvo = The { $ship } fires its { $side } broadside at the { $target } (card { $read })
bitwa-salvo-miss = { $head }: miss.
bitwa-salvo-hit = { $head }: hit! { $damage }
bitwa-sinks = The { $ship } sinks.
bitwa-damage-already = It is already { $damage }; the damage adds nothing.
bitwa-damage-worse = It is already worse off ({ $was }); the damage ({ $now }) adds nothing.
bitwa-damaged = The { $ship } is { $damage }.
bitwa-fire-spreads = { $text } The fire spreads to the { $ship }.
bitwa-joins-fight = The { $ship } joins the boarding fight at the { $enemy }!
bitwa-boards = The { $ship } boards the { $enemy }!
bitwa-fight-swords = Boarding fight, red { $red_names } against green { $green_names }: crossed swords — undecided, the fight goes on.
bitwa-bonus-none = no bonus
bitwa-bonus = +{ $n } for { $colour }
bitwa-fight = Boarding fight, red { $red_names } ({ $red }) against green { $green_names } ({ $green }), card { $bonus }
bitwa-fight-even = { $head }: even — the fight goes on.
bitwa-fight-won = { $head }: { $winner } wins and takes { $taken }.
bitwa-flauta = { $seat } draws the T-FLAUTA card: the wind drops. Calm!
bitwa-wind-veers = the wind veers clockwise: it now blows { $dir } { $arrow }
bitwa-wind-backs = the wind backs anticlockwise: it now blows { $dir } { $arrow }
bitwa-wind-holds = the wind holds { $dir } { $arrow }
bitwa-wind-card = WIND card: { $how }.
bitwa-burns-out = The { $ship } burns to the waterline.
bitwa-calm-begins = In the calm the ships turn and fire, each player in turn, until no ship has an enemy in range.
bitwa-calm-ends = The calm ends. { $seat } reshuffles the WIND cards; the new wind blows { $dir } { $arrow }.

## How the battle ends (also the outcome's summary).

bitwa-end-home = { $seat }'s transport reaches the Wind Rose at { $field }: { $seat } wins the battle!
bitwa-end-stand-lost = { $seat } fought on { $actions } actions without their transport and could not stop { $foe }'s: { $foe } wins.
bitwa-end-dusk = Dusk after { $actions } actions: the fleets part, and the battle between { $a } and { $b } is a draw.
bitwa-end-both-out = Both transports are lost or crippled: the battle between { $a } and { $b } is a draw.

## Menus and buttons (labels at most 80 characters).

bitwa-menu-transport = Transport sets out from…
bitwa-menu-leave = Leave two starting fields empty…
bitwa-menu-order = Order a ship…
bitwa-menu-sail = sail or turn…
bitwa-menu-fire = fire…
# The selected ship's menus: "Frigate F7: fire…".
bitwa-menu-ship = { $ship }: { $menu }
bitwa-label-transport = Transport on { $field }
bitwa-label-fill = Fill { $field } again
bitwa-label-leave = Leave { $field } empty
bitwa-label-face = Ship on { $field } faces { $dir } { $arrow }
bitwa-label-ready = Ready: transport { $transport }, empty { $empty }
bitwa-label-wind = Wind blows { $dir } { $arrow }
bitwa-label-back = Back to the fleet
bitwa-label-end = End action ({ $n ->
    [0] no orders
    [one] 1 ship ordered
   *[other] { $n } ships ordered
})
bitwa-label-end-calm = End calm turn ({ $n ->
    [0] no orders
    [one] 1 ship ordered
   *[other] { $n } ships ordered
})
# A ship in the "Order a ship…" menu: "Frigate F7 · bow E → · 3 guns · sails torn".
bitwa-ship-line = { $ship } · bow { $bow } { $arrow }
bitwa-line-guns = { $line } · { $guns } guns
bitwa-line-damage = { $line } · { $damage }
bitwa-turn-about = turn 180°
bitwa-turn-right = turn { $degrees }° right
bitwa-turn-left = turn { $degrees }° left
bitwa-turn-about-cap = Turn 180°
bitwa-turn-right-cap = Turn { $degrees }° right
bitwa-turn-left-cap = Turn { $degrees }° left
bitwa-label-sail = Sail { $n } to { $to }
bitwa-label-turn-sail = { $turn }, sail { $n } to { $to }
bitwa-label-bow = { $label } · bow { $arrow }
bitwa-label-board = { $label } · BOARD!
bitwa-target-burning = burning { $class } { $field }
bitwa-label-fire-both = Fire port at { $port }, starboard at { $starboard }
bitwa-label-fire-port = Fire port at { $target }
bitwa-label-fire-starboard = Fire starboard at { $target }
bitwa-label-fire = Fire
bitwa-label-scuttle = Scuttle the { $class }
# An order of a ship not selected (typed only): "F7: Sail 2 to F9".
bitwa-label-typed = { $ship }: { $label }

## The picture.

bitwa-pic-wind-unset = wind not set
bitwa-pic-wind = wind { $dir }
bitwa-pic-sets-out = { $name } sets out
bitwa-pic-sets-out-sub = Transport's field and 2 to leave empty
bitwa-pic-sets-wind = { $name } sets the wind
bitwa-pic-sets-wind-sub = Wind: south-east or south-west
bitwa-pic-to-act = { $name } to act
bitwa-pic-calm-sub = CALM: turns and salvos only
bitwa-pic-action-of = Action { $n } of { $limit } · { $wind }
bitwa-pic-action = Action { $n } · { $wind }
bitwa-pic-over = Battle over
bitwa-pic-over-sub = { $n } actions
# In the compass, during a calm.
bitwa-pic-calm = CALM
# The damage counter for torn sails (a letter in a small badge, as in the legend).
bitwa-pic-tag-sails = S
bitwa-pic-salvo-t = salvo T (miss)
bitwa-pic-salvo = salvo { $n }
bitwa-pic-boarding-bonus = boarding +{ $n } { $colour }
bitwa-pic-boarding-even = boarding even
bitwa-pic-boarding-swords = boarding swords
bitwa-pic-combat-card = { $salvo } · { $damage } · { $boarding }
bitwa-pic-flauta = T-FLAUTA: calm
bitwa-pic-wind-cw = turn clockwise · calm { $calm }
bitwa-pic-wind-acw = turn anticlockwise · calm { $calm }
bitwa-pic-wind-same = no change · calm { $calm }
bitwa-pic-legend-damage = S sails · M masts · M1/M2 guns lost
bitwa-pic-legend-fire = fire · ★ Wind Rose
bitwa-pic-transport-lost = transport lost · { $n } { $n ->
    [one] action
   *[other] actions
} left
bitwa-pic-transport-damaged = transport { $field }: { $damage }
bitwa-pic-transport-home = transport { $field } → { $rose }
bitwa-pic-setting-out = setting out
bitwa-pic-afloat = { $n } afloat
bitwa-pic-boarding = Boarding: { $fights }
bitwa-pic-none-yet = none yet
bitwa-pic-combat = Combat: { $card }
bitwa-pic-wind-card = Wind card: { $card }
bitwa-pic-decks = Decks: { $combat } combat · { $wind } wind

## What the board asks of the player whose turn it is.

bitwa-prompt-deploy = { $seat }, set out the { $colour } fleet: pick the transport's field and the two fields to leave empty, then Ready.
bitwa-prompt-wind = { $seat }, the lot chose you: set the first wind (south-east or south-west); { $first } acts first.
bitwa-prompt-calm = it's a calm (T-FLAUTA): turn and fire, no sailing
bitwa-prompt-action = your action: order your ships, then End action
bitwa-prompt = { $seat }, { $what }.
bitwa-prompt-ordering = { $seat }, { $what }. The { $ship } is waiting for its order.

## The catalogue (`/game cards`): the components' names and texts.

bitwa-cat-board = The Sea of Winds
bitwa-cat-board-sub = Board · { $cols } × { $rows } hex fields, A1 to N11
bitwa-cat-board-text = Shore along the top and bottom (and the right-hand tips of the even rows), seven island fields, twelve starting fields for each fleet (red on the left, green on the right) and a Wind Rose on each short side: red sails for M6, green for A6.
bitwa-cat-ship-sub = Ship · one per fleet colour, red or green sails
bitwa-cat-guns = Guns per side
bitwa-cat-shields = Shields
bitwa-cat-per-fleet = Per fleet
bitwa-cat-transport-text = No guns: bring it to the Wind Rose on the enemy's side to win.
bitwa-cat-gunship-text = Fires a salvo from each broadside (60° off each side, 3 fields); boards with shields plus working guns.
bitwa-cat-combat = Combat card { $n }
bitwa-cat-combat-sub = COMBAT card
bitwa-cat-salvo = Salvo
bitwa-cat-salvo-t = T (always misses)
bitwa-cat-hit = Hit
bitwa-cat-boarding = Boarding
bitwa-cat-boarding-bonus = +{ $n } on { $colour }
bitwa-cat-boarding-even = red and green triangles (no bonus)
bitwa-cat-boarding-swords = crossed swords (undecided)
# "Wind card: veers, calm SE" ($how: bitwa-cat-veers, -backs or -holds).
bitwa-cat-wind-card = Wind card: { $how }, calm { $calm }
bitwa-cat-veers = veers
bitwa-cat-backs = backs
bitwa-cat-holds = holds
bitwa-cat-wind-sub = WIND card
bitwa-cat-wind = Wind
bitwa-cat-wind-cw = turns 60° clockwise
bitwa-cat-wind-acw = turns 60° anticlockwise
bitwa-cat-wind-same = no change
bitwa-cat-calm-hexagon = Calm hexagon
bitwa-cat-flauta-sub = WIND card · the calm
bitwa-cat-flauta-text = The wind drops: burning ships burn out, boardings are fought to the end, then ships turn and fire until no ship has an enemy in range. The WIND cards are reshuffled and the top card's calm hexagon sets the new wind.
bitwa-cat-counter = Counter: { $damage }
bitwa-cat-counter-sub = Damage counter · replaced only by a heavier one
bitwa-cat-counter-sails = Sails only straight with the wind, one field an action; turns and fires as usual.
bitwa-cat-counter-masts = No moves; turns and fires.
bitwa-cat-counter-masts-gun = No moves; one gun fewer on each side, in salvos and boarding.
bitwa-cat-counter-masts-two-guns = No moves; two guns fewer on each side.
bitwa-cat-counter-fire = Takes no part in actions, only blocks the way; burns out in a calm.

## Typed orders not understood (after "I don't know that move: "). What is typed
## stays in English: it is the notation.

bitwa-unknown = { $hint } `/game rules` lists every order.
bitwa-unknown-empty = Type an order. Orders are `F7 m3` (sail 3), `F7 r1 m2` (turn 60° right, sail 2), `F7 l2` (turn 120° left), `F7 fire port H6 starboard H9`, `F7 scuttle`, `select F7`, `end`; setting out: `transport B6`, `leave A2`, `face B6 ne`, `ready`; the first wind: `wind se` or `wind sw`.
bitwa-hint-field = `{ $word }` is not a field: fields are A1 to N11 (column letter, row number).
bitwa-hint-dir = `{ $word }` is not a direction: e, se, sw, w, nw or ne.
bitwa-hint-not-ship = I couldn't read `{ $word }`: an order starts with the ship's field, as in `F7 r1 m2`.
bitwa-hint-target = Name a target after `port` or `starboard`.
bitwa-hint-broadside = `{ $word }`: say which broadside fires, `port` or `starboard`.
bitwa-hint-once = Each broadside fires at most once an action.
bitwa-hint-fire-at = Fire at what? `F7 fire port H6`.
bitwa-hint-step = `{ $word }` is not a step: turns are `r1`–`r3` and `l1`–`l3`, moves `m1`–`m3`; or `fire`, `scuttle`.
bitwa-hint-move-once = Give the move once: `m2`, not `m1 m1`.
bitwa-hint-turn-once = Give the turn once: `r2`, not `r1 r1`.

## `/game new` options (their names and values are typed, so they stay as they are).

option-help-bitwa-actions = Actions (both players' together) before dusk ends the battle in a draw.
option-help-bitwa-turn-hours = After this many hours the default is played: the standard setting-out, the south-east wind, or the end of the action (ships without orders stay).
option-help-bitwa-rules = Rules edition: 2 (every new game) draws the battle as soon as both transports are gone or crippled, gives a transport lost in a calm the ten actions announced, and keeps gunless ships from idle turns and burning hulks out of a calm; 1 is the first release. Games keep the edition they began with.
