### What every game shares: turn words, refusals any game may give, time and numbers.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

## Time, said in words where Discord's own timestamps cannot be used (pictures,
## the offline channel).

time-in-days = { $days ->
    [one] in { $days } day
   *[other] in { $days } days
}

## For the catalog's own tests (`engine/src/i18n/tests.rs`); never shown.

lang-test-only-english = Only in English, { $name }.
lang-test-nested = “{ $what }”

## Refusals any game may give.

refused-not-your-turn = It's not your turn.
refused-game-over = This game is over.
refused-unknown-move = I don't know that move: { $typed }

## Seats.

# A seat whose player has no name to show.
seat-unnamed = Player { $number }

## Each game's line in menus and /help (the game's own name goes before it).

tagline-table = Turn order, rounds and dice for any game played elsewhere
tagline-zephyr = Co-op sky captains: outfit ships, take assignments, win battles (1–5)
tagline-zeppelin-attack = Evil masterminds build zeppelin armadas: a 2–4 player deck-builder
tagline-bitwa = Two fleets, wind, broadsides and boarding on a hex sea (2)
tagline-zefiria = Co-op: wind spirits blow 25 island cards into place (1–5)
tagline-aether-captains = Solo d12 trading and pirate voyages; several captains may fly side by side

## Games' names where a language has its own word for one (the others keep their
## names everywhere).

name-table = Free table

## The button to a player's own view.

view-my-hand = My hand
view-my-ship = My ship
view-thing-hand = hand
view-thing-ship = ship

## Lists.

# "alice, bob and carol": everything but the last, then the last.
list-and = { $first } and { $last }

## Why a game could not be set up (`/game new`, `/game start`). Option keys and
## values stay as typed.

setup-player-count = { $game } needs { $min }–{ $max } players; you have { $got }.
# $known: option-none or option-known.
option-not-key-value = Options are written `key=value`; I couldn't read `{ $part }`. { $known }
option-unknown = This game has no option `{ $key }`. { $known }
option-none = This game takes no options.
option-known = Options: { $keys }.
option-twice = The option `{ $key }` is given twice.
option-flag = `{ $key }` is on or off, not `{ $value }`.
option-number = `{ $key }` must be a whole number from { $min } to { $max }, not `{ $value }`.
option-word = `{ $key }` must be one of { $allowed }, not `{ $value }`.
# $error: one of the dice errors below.
option-table-dice = The table's `dice` option: { $error }

## Dice expressions refused (`/roll`, the free table's `dice` option). Notation in
## backticks stays as typed.

# $error: one of the reasons below; shown by `/roll`.
dice-refused =
    { $error }
    Examples: `2d6+3`, `4d6kh3`, `1d20 # initiative`, `8d10>=7`.
# $why: what could not be read (dice-nothing, dice-stuck-…, dice-ends-too-soon…).
dice-syntax = I couldn't read that dice expression: { $why }
dice-nothing = there's nothing to roll. Try something like `1d20+5`.
# $wanted: one of dice-expect-….
dice-invisible-start = there's an invisible character right at the start (a control character, perhaps pasted in). I expected { $wanted }.
dice-invisible-after = there's an invisible character after `{ $before }` (a control character, perhaps pasted in). I expected { $wanted }.
dice-ends-too-soon = it ends too soon after `{ $before }`. I expected { $wanted } next.
dice-stuck-start = I got stuck at `{ $found }` right at the start. I expected { $wanted }.
dice-stuck-after = I got stuck at `{ $found }` after `{ $before }`. I expected { $wanted }.
dice-expect-operand = a number, a die like `d20`, or `(`
dice-expect-operator = an operator (`+`, `-`, `*` or `/`)
dice-expect-after-dice = a modifier (like `kh3`, `dl1`, `r1`, `ro1`, `!`, `!!`, `!p`, `>=8` or `f1`) or an operator
dice-expect-close-paren = a closing `)`
dice-expect-close-label = a `]` to close the label
dice-expect-sides = the number of sides, like `d6`, `d%` or `dF`
dice-expect-failure = a target after `f`, like `f1` or `f<3`
dice-expect-compare = a number to compare with, like `>=5`
dice-result-too-big = That result is too big for me to show.
dice-too-many-dice = That needs more than { $max } dice (explosions and rerolls count too), so I stopped. Try fewer dice.
dice-total-dice = That's { $total } dice; I can roll at most { $max } in one expression.
dice-too-large = That can come to more than { $max }, too large to count exactly. Try smaller numbers.
dice-divide-by-zero = You can't divide by zero.
dice-rerolled-in-a-row = `{ $term }` rerolled { $times } times in a row, so I stopped. A reroll condition that matches fewer faces will finish.
dice-exploded-in-a-row = `{ $term }` exploded { $times } times in a row, so I stopped. An explosion condition that matches fewer faces will finish.
dice-input-too-long = That's too long for me: a roll can be at most { $max } characters, comment included (yours is { $length }).
dice-expression-too-long = That expression is too long: I read up to { $max } characters before the `#` comment (yours is { $length }).
dice-nesting = That has too many parentheses inside each other: at most { $max } levels.
dice-number-too-big = `{ $number }` is too big: numbers can go up to { $max }.
dice-term-too-many = `{ $term }` is too many dice: I roll at most { $max } dice in one term.
# $what: one of dice-what-….
dice-twice = `{ $term }` has more than one { $what }; use just one per dice term.
dice-what-explosion = explosion (`!`, `!!` or `!p`)
dice-what-keep = keep (`k`, `kh` or `kl`)
dice-what-drop = drop (`d`, `dl` or `dh`)
dice-what-success = success target (like `>=8`)
dice-what-failure = failure target (`f`)
dice-mixed-rerolls = `{ $term }` mixes `r` and `ro`; use one kind of reroll per dice term.
dice-keep-none = `{ $term }` would keep no dice at all; keep at least 1.
dice-keep-too-many = `{ $term }` keeps more dice than any roll has (at most { $max }, explosions included).
dice-drop-none = `{ $term }` drops 0 dice; drop at least 1, or leave the drop off.
dice-drop-too-many = `{ $term }` drops more dice than any roll has (at most { $max }, explosions included).
dice-no-sides = `{ $term }` isn't a die: dice need at least 1 side.
dice-too-many-sides = `{ $term }` has too many sides: the biggest die I roll is a d{ $max }.
dice-failures-need-target = `{ $term }` counts failures with `f` but has no success target; add one first, like `5d10>=8f1`.
dice-reroll-never-stops = That reroll would never stop: every face of `{ $term }` gets rerolled.
dice-explosion-never-stops = That explosion would never stop: every roll of `{ $term }` explodes.

## `/game cards`: a game's components looked up. Command and option names are each
## language's own (commands.ftl).

cards-title = { $game } — components
cards-none = { $game } has no components of its own: roll any dice with `/roll`.
cards-summary-components = { $designs } components.
cards-summary-designs = { $designs } designs, { $total } pieces in all.
# After the names that fit in a group's line: "… and 3 more".
cards-more = … and { $more } more
# A group's line when none of its names fit.
cards-designs = { $n } designs
cards-list-footer = See one in full with its picture: /game cards game:{ $id } card:<name> — names are suggested as you type.
# Under one component: "Zefiria · 2 gems in the game" ($count: cards-count-…).
cards-card-footer = { $game } · { $count } in the game
cards-count-card = { $n } { $n ->
    [one] card
   *[other] cards
}
cards-count-ship = { $n } { $n ->
    [one] ship
   *[other] ships
}
cards-count-board = { $n } { $n ->
    [one] board
   *[other] boards
}
cards-count-counter = { $n } { $n ->
    [one] counter
   *[other] counters
}
cards-count-island = { $n } { $n ->
    [one] island
   *[other] islands
}
cards-count-spirit = { $n } { $n ->
    [one] spirit
   *[other] spirits
}
cards-count-gem = { $n } { $n ->
    [one] gem
   *[other] gems
}
cards-count-die = { $n } { $n ->
    [one] die
   *[other] dice
}
# Any other kind of component.
cards-count-copies = { $n } { $n ->
    [one] copy
   *[other] copies
}
cards-none-named = { $game } has no components of its own, so there is no `{ $shown }` to show.
cards-several = Several components of { $game } match `{ $shown }`.
cards-unknown = I don't know a component called `{ $shown }` in { $game }.
cards-did-you-mean = Did you mean { $names }?
cards-type-letters = Type a few letters in `card:` to see the names, or leave it out for the whole list of { $game }.

## `/game new` options every game shares, for `/game rules` and the options' suggestions
## (the option names and values are typed, so they stay as they are).

option-help-opponent = `computer` to play alone against the game's own player.
option-help-absent = When time runs out: the default answer, or the computer plays for the absent player until they're back.
option-help-remind-hours = Hours before a player who keeps the table waiting is reminded (0: never).
option-help-away-days = Days in all that a player's `/away` may hold back their deadlines in this game.
option-help-quiet-deadlines = Whether a deadline's clock stops during a player's own quiet hours (/settings quiet): run, or pause.
option-help-stand-in-after = Missed deadlines in a row before the computer plays for an absent player until they're back (0: never).
option-help-plan = `together`: each move is proposed to the table, and played once the others agree (or its deadline passes with no objection).
option-help-carry = What a campaign's next mission begins with; the bot writes it.
