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
