### Zefiria.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

## Names: the spirits (the rulebook's, the same in every language), the islands'
## colours and icons, the islands themselves, and the places around the grid.

zefiria-spirit-borea = Borea
zefiria-spirit-jugo = Jugo
zefiria-spirit-etesia = Etesia
zefiria-spirit-skyron = Skyron
zefiria-spirit-austro = Austro

# A spirit's Fly and Blow in one line, after "Alice chooses **Borea**: ".
zefiria-powers-borea = flies to a neighbouring card or to any card of the colour she stands on; blows a card with the icon she stands on into any other place.
zefiria-powers-jugo = flies to a neighbouring card or to any card with the icon he stands on; blows a card of the colour he stands on into any other place.
zefiria-powers-etesia = flies to any of the eight cards around her; blows a card beside her into any other place.
zefiria-powers-skyron = flies to a neighbouring card; swaps the card under him with any other, riding along or staying put.
zefiria-powers-austro = flies anywhere around the edge of the grid; swaps two cards of the row or column he faces.

# An island's colour, as in "any blue card".
zefiria-colour-orange = orange
zefiria-colour-blue = blue
zefiria-colour-green = green
zefiria-colour-yellow = yellow
zefiria-colour-pink = pink

# An island's icon, as in "a mountain card".
zefiria-icon-mountain = mountain
zefiria-icon-wave = wave
zefiria-icon-moon = moon
zefiria-icon-sun = sun
zefiria-icon-fish = fish

# The 25 islands, named by colour and icon. $form: `a` with the indefinite article
# ("a blue moon"), `bare` without.
zefiria-island-orange-mountain = { $form ->
    [a] an orange mountain
   *[bare] orange mountain
}
zefiria-island-orange-wave = { $form ->
    [a] an orange wave
   *[bare] orange wave
}
zefiria-island-orange-moon = { $form ->
    [a] an orange moon
   *[bare] orange moon
}
zefiria-island-orange-sun = { $form ->
    [a] an orange sun
   *[bare] orange sun
}
zefiria-island-orange-fish = { $form ->
    [a] an orange fish
   *[bare] orange fish
}
zefiria-island-blue-mountain = { $form ->
    [a] a blue mountain
   *[bare] blue mountain
}
zefiria-island-blue-wave = { $form ->
    [a] a blue wave
   *[bare] blue wave
}
zefiria-island-blue-moon = { $form ->
    [a] a blue moon
   *[bare] blue moon
}
zefiria-island-blue-sun = { $form ->
    [a] a blue sun
   *[bare] blue sun
}
zefiria-island-blue-fish = { $form ->
    [a] a blue fish
   *[bare] blue fish
}
zefiria-island-green-mountain = { $form ->
    [a] a green mountain
   *[bare] green mountain
}
zefiria-island-green-wave = { $form ->
    [a] a green wave
   *[bare] green wave
}
zefiria-island-green-moon = { $form ->
    [a] a green moon
   *[bare] green moon
}
zefiria-island-green-sun = { $form ->
    [a] a green sun
   *[bare] green sun
}
zefiria-island-green-fish = { $form ->
    [a] a green fish
   *[bare] green fish
}
zefiria-island-yellow-mountain = { $form ->
    [a] a yellow mountain
   *[bare] yellow mountain
}
zefiria-island-yellow-wave = { $form ->
    [a] a yellow wave
   *[bare] yellow wave
}
zefiria-island-yellow-moon = { $form ->
    [a] a yellow moon
   *[bare] yellow moon
}
zefiria-island-yellow-sun = { $form ->
    [a] a yellow sun
   *[bare] yellow sun
}
zefiria-island-yellow-fish = { $form ->
    [a] a yellow fish
   *[bare] yellow fish
}
zefiria-island-pink-mountain = { $form ->
    [a] a pink mountain
   *[bare] pink mountain
}
zefiria-island-pink-wave = { $form ->
    [a] a pink wave
   *[bare] pink wave
}
zefiria-island-pink-moon = { $form ->
    [a] a pink moon
   *[bare] pink moon
}
zefiria-island-pink-sun = { $form ->
    [a] a pink sun
   *[bare] pink sun
}
zefiria-island-pink-fish = { $form ->
    [a] a pink fish
   *[bare] pink fish
}

# A place beside the grid, where Austro stands ($column: a letter, $row: a number).
zefiria-edge-top = top { $column }
zefiria-edge-bottom = bottom { $column }
zefiria-edge-left = left { $row }
zefiria-edge-right = right { $row }
# The line Austro faces from there.
zefiria-line-column = column { $column }
zefiria-line-row = row { $row }

## What happens: the log's lines. $who is a spirit with its player ("Borea (Alice)").

zefiria-who = { $spirit } ({ $seat })
zefiria-who-seat = { $seat }
# Before a spirit is chosen.
zefiria-their-spirit = their spirit
zefiria-chooses = { $seat } chooses **{ $spirit }**: { $powers }
zefiria-starts-at = { $who } starts at { $place }.
zefiria-place-card = { $cell }
zefiria-place-edge = { $place }, facing { $line }
zefiria-round-last = **Round { $round }** — { $seat } removes the last time gem: this is the final round.
zefiria-round = **Round { $round }** — { $seat } removes a time gem; { $left } left.
zefiria-storm-gathers = ⚡ A storm gathers over **{ $a }** and **{ $b }**: at the end of { $spirit }'s turn it swaps them, unless a spirit stands on one of them or a magic gem calms it.
zefiria-storm-gathers-this = ⚡ A storm gathers over **{ $a }** and **{ $b }**: at the end of this turn it swaps them, unless a spirit stands on one of them or a magic gem calms it.
zefiria-turn = It's { $seat }'s turn with { $spirit }: { $ap } action points.
zefiria-last-round-over = The last round is over. { $result }
zefiria-storm-held = ⚡ The storm howls over { $a } and { $b }, but { $spirit } holds { $cell } down: nothing moves.
zefiria-storm-swaps = ⚡ The storm swaps **{ $a }** and **{ $b }**. Score { $before } → { $after }.
zefiria-flies = { $who } flies { $from } → **{ $cell }** ({ $island }).
zefiria-flies-edge = { $who } flies to **{ $place }**, facing { $line }.
zefiria-deep-breath = { $who } takes a deep breath over **{ $card }** ({ $island }): pick the card to swap it with.
# $home and $ride: the two sentences below, or nothing.
zefiria-blows = { $who } blows **{ $a }** ⇄ **{ $b }**. Score { $before } → { $after }.{ $home }{ $ride }
zefiria-home-item = { $island } on { $cell }
zefiria-home-one = {" "}Home ✓: { $first }.
zefiria-home-two = {" "}Home ✓: { $first }, { $second }.
zefiria-skyron-ends-on = {" "}Skyron ends on { $cell }.
zefiria-lets-be = { $who } lets { $card } be.
zefiria-calms = { $who } spends a magic gem and the storm calms down.
zefiria-ends-turn = { $who } ends the turn.
zefiria-ends-turn-unused = { $who } ends the turn with { $ap } { $ap ->
    [one] action point
   *[other] action points
} unused.
zefiria-host-chooses = The host chooses for { $seat }, who is away.
zefiria-host-chooses-corner = The host chooses a corner for { $seat }, who is away.
zefiria-host-skips = The host skips { $seat }'s turn with { $spirit }.
zefiria-spent-every-point = { $who } has spent every action point.

## The result line ($total: a signed score, "+19" or "−3").

zefiria-verdict-perfect = A perfect Zefiria: every island is home!
zefiria-verdict-masterful = Masterful winds.
zefiria-verdict-fine = Fine winds.
zefiria-verdict-fair = A fair breeze.
zefiria-verdict-lost = Lost in the wind — try again!
# Islands in place, on their colour's row and astray, with their points (none when 0).
zefiria-part-home = { $points ->
    [0] { $count } in place
   *[other] { $count } in place (+{ $points })
}
zefiria-part-row = { $points ->
    [0] { $count } on their colour's row
   *[other] { $count } on their colour's row (−{ $points })
}
zefiria-part-astray = { $points ->
    [0] { $count } astray
   *[other] { $count } astray (−{ $points })
}
zefiria-result = Final score **{ $total }**: { $home }, { $row }, { $astray }. { $verdict }
zefiria-result-magic = Final score **{ $total }**: { $home }, { $row }, { $astray }, { $magic } { $magic ->
    [one] magic gem
   *[other] magic gems
} (+{ $magic }). { $verdict }

## Refusals: why a move can't be made. Typed moves in backticks are notation and stay
## as they are in every language.

zefiria-only-host-skips = Only the host can skip a turn (`/turn skip`), for a player who is away; to end your own turn, use `end`.
zefiria-every-spirit-taken = Every spirit is taken.
zefiria-no-corner-free = No corner is free.
zefiria-spirit-taken = { $spirit } is already flying for { $seat }; choose another spirit.
zefiria-now-pick-corner = You've chosen { $spirit }; now pick its starting corner.
# $free: the free spirits' names.
zefiria-choose-spirit-first = First choose your wind spirit: the game starts once every spirit has a corner. Free: { $free }.
# $why: one of the three below; $free: the free corners.
zefiria-cannot-start = { $spirit } can't start on { $corner }: { $why }. Free: { $free }.
zefiria-corner-diagonal = with two spirits the corners are diagonally opposite
zefiria-corner-taken = { $spirit } already starts there
zefiria-corner-taken-another = another spirit already starts there
zefiria-pick-corner-first = Pick a starting corner for { $spirit } first: the game starts once every spirit has one. Free: { $free }.
zefiria-no-ap-left = { $spirit } has no action points left.
zefiria-already-fly = You already fly { $spirit }: spirits and corners are chosen only at the start of the game.
zefiria-nothing-to-cancel = There's no blow to cancel: you aren't holding a card (`blow B2` holds one).
zefiria-choose-first = Choose your spirit and corner first.
zefiria-austro-flies-the-edge = Austro never stands on a card: he flies around the edge of the grid, like `fly top C` or `fly left 3`.
zefiria-only-austro-on-the-edge = Only Austro flies around the edge; { $spirit } flies to cards, like `fly C3`.
zefiria-austro-already-at = Austro is already at { $place }.
zefiria-already-on = { $spirit } is already on { $card }.
zefiria-cannot-land = { $spirit } can't land on { $card }: { $other } is standing there.
zefiria-flight-blocked = { $spirit } can't fly from { $from } to { $to }: { $other } stands on { $cell } in the way, and nothing flies over a spirit.
zefiria-borea-flies = Borea flies to a card next to hers (up, down, left or right) or to any { $colour } card like the one she's on; { $to } is { $target }.
zefiria-jugo-flies = Jugo flies to a card next to his (up, down, left or right) or to any { $icon } card like the one he's on; { $to } is { $target }.
zefiria-etesia-flies = Etesia flies to one of the eight cards around { $from }; { $to } is too far.
zefiria-skyron-flies = Skyron flies one card up, down, left or right; { $to } is not next to { $from }.
zefiria-austro-never-on-card = { $spirit } never stands on a card.
zefiria-two-different-cards = Pick two different cards to swap.
zefiria-skyron-swaps-his-card = Skyron swaps the card he stands on ({ $here }) with another one, like `swap { $here } { $b } stay { $b }`.
zefiria-skyron-say-where = Say where Skyron ends up: `swap { $here } { $other } stay { $other }` to ride along with his card, or `swap { $here } { $other } stay { $here }` to stay where he is.
zefiria-only-skyron-stays = Only Skyron chooses where to stay after a swap.
zefiria-stands-on-it = { $spirit } stands on { $card }, so { $spirit } can't blow it away.
zefiria-card-held = { $card } can't be moved: { $other } is standing on it.
zefiria-borea-blows = Borea blows only cards with the icon she stands on ({ $icon }): { $a } is { $a_island } and { $b } { $b_island }.
zefiria-jugo-blows = Jugo blows only cards of the colour he stands on ({ $colour }): { $a } is { $a_island } and { $b } { $b_island }.
zefiria-etesia-blows = Etesia blows a card right beside her (up, down, left or right of { $here }); neither { $a } nor { $b } is.
zefiria-austro-not-in-line = Austro blows cards in the { $line } he faces from { $place }; { $card } is not in it.
zefiria-austro-neighbours-only = In this game Austro only swaps neighbouring cards; { $a } and { $b } are not next to each other.
zefiria-swap-blocked = { $a } and { $b } can't swap: the cards would fly over { $other } on { $cell }. Go around!
# A card that can't start a blow (`blow C3`): nothing it could swap with.
zefiria-no-partner-austro-neighbours = Austro swaps only neighbours here, and each card next to { $card } in the { $line } is under a spirit or has a spirit in the way, and nothing flies over a spirit.
zefiria-no-partner-austro-line = Every other card of the { $line } is under a spirit or has a spirit in the way, and nothing flies over a spirit: { $card } has no card to swap with.
zefiria-no-partner-skyron-own = Every card Skyron could swap { $here } with is under a spirit or has a spirit in the way, and nothing flies over a spirit.
zefiria-no-partner-skyron-now = Skyron can't swap { $here } with { $card } right now.
zefiria-no-partner = Every card { $card } could swap with is under a spirit or has a spirit in the way, and nothing flies over a spirit.
zefiria-no-partner-borea = { $card } ({ $island }) doesn't have Borea's icon ({ $icon }), so it can only swap with a { $icon } card, and every { $icon } card is under a spirit or has a spirit in the way, and nothing flies over a spirit.
zefiria-no-partner-jugo = { $card } ({ $island }) isn't Jugo's colour ({ $colour }), so it can only swap with a { $colour } card, and every { $colour } card is under a spirit or has a spirit in the way, and nothing flies over a spirit.
zefiria-no-partner-beside = { $card } isn't beside { $spirit }, so it can only swap with a card beside her (up, down, left or right of { $here }), and each of those is under a spirit or has a spirit in the way, and nothing flies over a spirit.
zefiria-no-storm-mode = There is no storm in this game (it's played without Storm Mode).
zefiria-storm-calmed-already = No storm is gathering: this turn's storm is calmed already, so there is nothing to spend a magic gem on.
zefiria-no-magic-left = { $spirit } has no magic gem left to calm the storm.
zefiria-no-magic-left-yours = Your spirit has no magic gem left to calm the storm.

## Buttons (at most 80 characters) and menus' placeholders (at most 150).

zefiria-label-start-on = Start on { $corner }
zefiria-label-fly = Fly to { $cell }
zefiria-label-fly-edge = { $place } ({ $line })
zefiria-menu-austro-flies = Austro flies to…
zefiria-label-blow = Blow { $card } ({ $island })
# A partner in a menu of swaps: "D4 · blue sun".
zefiria-label-partner = { $card } · { $island }
zefiria-menu-swap-with = Swap { $card } with…
zefiria-menu-skyron-rides = Skyron swaps { $here }, rides along…
zefiria-menu-skyron-stays = Skyron swaps { $here }, stays on { $here }…
zefiria-label-austro-swap = { $a } { $a_island } ⇄ { $b } { $b_island }
zefiria-menu-austro-swaps = Austro swaps in { $line }…
zefiria-label-swap = Swap { $a } ⇄ { $b }
zefiria-label-cancel = Cancel
zefiria-label-calm = Calm the storm (1 magic gem)
zefiria-label-skip = Skip this turn (host)
# A flight or swap that spends the turn's last point while a storm gathers.
zefiria-label-last-point = { $label } · last point, then the storm ⚡
# End turn, with what ending now throws away.
zefiria-end-turn = End turn
zefiria-end-turn-ap = End turn — { $ap ->
    [one] { $ap } action point unused
   *[other] { $ap } action points unused
}
zefiria-end-turn-storm = End turn — the storm swaps { $a } ⇄ { $b }
zefiria-end-turn-ap-storm = End turn — { $ap ->
    [one] { $ap } action point unused
   *[other] { $ap } action points unused
}, the storm swaps { $a } ⇄ { $b }

## The picture: captions (in capitals), the time and score panels, the turn order and
## the colour key. Short: they share a 900 px picture read on a phone.

zefiria-pic-time-gems = TIME GEMS
zefiria-pic-round = ROUND { $round }
zefiria-pic-time-up = time is up
zefiria-pic-last-round = last round!
zefiria-pic-gems-left = { $gems ->
    [one] { $gems } gem left
   *[other] { $gems } gems left
}
# The storm's line when none is gathering.
zefiria-pic-storm-over = over
zefiria-pic-storm-calmed = calmed
zefiria-pic-storm-every-turn = every turn
zefiria-pic-final-score = FINAL SCORE
zefiria-pic-score-now = SCORE NOW
# The score's parts, after a count.
zefiria-pic-home = home
zefiria-pic-astray = astray
zefiria-pic-row = row
zefiria-pic-magic = magic
zefiria-pic-setup = SETUP
zefiria-pic-game-over = GAME OVER
zefiria-pic-turn-order = TURN ORDER
zefiria-pic-pick-spirit = Pick a spirit
zefiria-pic-pick-corner = Pick a corner
zefiria-pic-swap-with = Swap { $cell } with ?
# Action points left.
zefiria-pic-ap = { $ap } AP
# The tag on the card held for a blow.
zefiria-pic-swap-tag = swap?
# The colour key under the board.
zefiria-legend-orange = orange
zefiria-legend-blue = blue
zefiria-legend-green = green
zefiria-legend-yellow = yellow
zefiria-legend-pink = pink

## What the board asks of the player whose turn it is.

zefiria-prompt-choose = { $seat }, choose a wind spirit.
zefiria-prompt-choose-nth = { $seat }, choose a wind spirit (your spirit { $n } of { $total }).
zefiria-prompt-corner = { $seat }, choose a starting corner for { $spirit }.
zefiria-your-spirit = your spirit
zefiria-prompt-blowing = { $seat }, { $spirit } is blowing { $card }: pick the card to swap it with, or cancel.
zefiria-prompt-turn = { $seat }, it's { $spirit }'s turn: { $ap ->
    [one] { $ap } action point
   *[other] { $ap } action points
} left.

## The catalogue (`/game cards`): the components' names and texts.

zefiria-cat-island-sub = Island card
zefiria-cat-home = Home
zefiria-cat-home-text = The { $colour } row and the { $icon } column of the objective (+1 point there, −1 elsewhere in its row, −2 anywhere else).
zefiria-cat-spirit-on-cards = Wind spirit · stands on a card
zefiria-cat-spirit-edge = Wind spirit · flies around the edge, never on a card
zefiria-cat-powers = Powers
zefiria-cat-objective = Objective card
zefiria-cat-objective-sub = Card · shuffled for each game
zefiria-cat-objective-text = Gives each row of the grid a colour and each column an icon, so every island has exactly one home: its colour's row, its icon's column. The board shows it beside the rows and above the columns.
zefiria-cat-time-card = Time Card
zefiria-cat-time-card-sub = Card · two sides, for 1–3 and 4–5 spirits
zefiria-cat-time-gems = Time gems (short / standard / long)
# One column of the Time Card: "2 spirits: 2/3/4".
zefiria-cat-time-row = { $n } { $n ->
    [one] spirit
   *[other] spirits
}: { $gems }
zefiria-cat-time-card-text = The option time=short, standard or long picks the column; gems=N sets the number.
zefiria-cat-time-gem = Time gem
zefiria-cat-time-gem-sub = Gem · one round each
zefiria-cat-time-gem-text = At the start of every round one time gem is removed; the round that removes the last one is the final round. The Time Card says how many are put out; the option gems=N puts out 1 to { $max }.
zefiria-cat-magic-gem = Magic gem
zefiria-cat-magic-gem-sub = Gem · Storm Mode only
zefiria-cat-magic-gem-text = Each spirit holds one. Spend it on your turn to calm the storm gathering over two cards; every magic gem still held at the end is worth +1 point.

## Typed moves not understood (after "I don't know that move: "). What is typed
## stays in English: it is the notation.

zefiria-unknown = { $hint } Zefiria moves are `spirit borea`, `corner A1`, `fly C3` (Austro: `fly top C`, `fly left 3`), `blow B2`, `swap B2 D4` (Skyron: `swap C3 D4 stay D4`), `cancel`, `calm` and `end`; the host may `skip` the turn of a player who is away.
zefiria-hint-card = `{ $word }` is not a card: cards are A1 to E5 (column letter, row number).
zefiria-hint-empty = Type a move.
zefiria-hint-corner = Corners are A1, E1, A5 and E5.
zefiria-hint-place = `{ $word }` is not a place: a card (A1 to E5), or for Austro a side and a line like `top C` or `left 3`.
zefiria-hint-unreadable = I couldn't read that move.
zefiria-hint-spirit = The spirits are Borea, Jugo, Etesia, Skyron and Austro.

## `/game new` options (their names and values are typed, so they stay as they are).

option-help-zefiria-storm = Storm Mode: a storm swaps two cards after each turn unless held down or calmed with a magic gem (+1 each kept).
option-help-zefiria-time = How many time gems (rounds) the game lasts, for the number of spirits.
option-help-zefiria-gems = Exactly this many time gems (rounds), whatever `time` says.
option-help-zefiria-spirits = Wind spirits in play; players share them out in turn order, so two players can fly all five.
option-help-zefiria-austro = Austro's blow swaps any two cards of the line he faces, or only neighbours.
option-help-zefiria-turn-hours = End a silent player's turn after this many hours (in setup: the first free spirit, then corner).
