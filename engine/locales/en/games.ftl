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
