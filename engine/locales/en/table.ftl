### The free table (any game played elsewhere).
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

## Narration: the turn passing, rounds, the host's tools.

table-turn = It's { $seat }'s turn.
table-round-begins = Round { $round } begins.
table-last-round-over = Round { $round } is over — that was the last round.
table-ended-turn = { $seat } ended their turn.
table-host-ended-turn = The host ended { $seat }'s turn.
table-host-skipped = The host skipped { $seat }'s turn.
table-took-back = The host took back the last pass: it's { $seat }'s turn again (round { $round }).
table-removed = The host removed { $seat } from the turn order.
table-moved = The host moved { $seat } to place { $place } in the turn order.
table-host-ended-game = The host ended the game.
# Followed by the roll's breakdown (`2d6` [3, 5] = **8**), which the bot writes.
table-rolled = { $seat } rolled

## Why the game ended: the outcome's summary and the board's "Game over".

table-finished-rounds = { $rounds ->
        [one] The table played its one round.
       *[other] The table played all { $rounds } rounds.
    }
table-finished-host = The host ended the game in round { $round }.

## The current player's prompt.

table-prompt = { $seat }, it's your turn (round { $round }).

## Refusals.

table-host-only-skip = Only the host can skip a turn.
table-host-only-back = Only the host can undo a pass.
table-host-only-remove = Only the host can remove players.
table-host-only-move = Only the host can change the turn order.
table-host-only-finish = Only the host can end the game.
table-roll-not-your-turn = Only the player whose turn it is rolls at the table; anyone can use /roll.
# `roll 2d6` is what a player types: not translated.
table-no-dice = This table has no dice set; write one, like `roll 2d6`.
table-no-pass = There is no pass to undo yet.
table-undo-left = I can't undo that pass: { $seat } has left the table.
table-not-in-order = { $seat } is not in the turn order.
table-last-player = The last player can't be removed; use /game abort to end the session.
table-positions = Positions go from 1 to { $count }.
table-places = Places in the turn order go from 1 to { $count }.

## Buttons and the choices' labels. $dice is a dice expression as typed (2d6).

table-label-end-turn = End turn
table-label-roll = Roll { $dice }
table-label-roll-dice = Roll dice
table-label-skip = Skip { $seat }'s turn
table-label-back = Undo the last pass
table-label-remove = Remove { $seat }
table-label-move = Move { $seat } to place { $place }
table-label-finish = End the game

## The board's picture. Captions in capitals are drawn as written.

table-pic-round = ROUND
# After the round's number, in a smaller type: "3 of 12".
table-pic-of-rounds = of { $rounds }
table-pic-game-over = Game over
table-pic-waiting = Waiting for players
table-pic-now-playing = NOW PLAYING
table-pic-players = Players
table-pic-turns-passed = Turns passed
table-pic-table-dice = Table dice
table-pic-turn-order = TURN ORDER
# Past ten players the list shows the current one and those after: "NEXT 10 OF 25".
table-pic-turn-order-next = TURN ORDER · NEXT { $shown } OF { $total }
table-pic-left = LEFT THE TABLE
table-pic-left-some = LEFT THE TABLE · { $shown } OF { $total }
# The pill on the current player's row.
table-pic-to-play = TO PLAY
table-pic-last-roll = LAST ROLL
# $name is the player's name, $expression the dice as typed (4d6kh3+2).
table-pic-rolled = { $name } rolled { $expression }
table-pic-total = TOTAL

## Typed moves the table cannot read (what a player types stays as typed).

# $expected: one of table-expects-….
table-understands = the table understands { $expected }.
table-expects-any = end, roll [dice], skip, back, remove <place>, move <place> <new place>, finish
table-expects-move = move <place> <new place>
table-expects-place = a place in the turn order
table-expects-place-example = a place in the turn order, like `remove 2`

## `/game new` options (their names and values are typed, so they stay as they are).

option-help-table-rounds = End the game automatically after this many rounds.
option-help-table-dice = Adds a Roll button that throws these dice on your turn.
option-help-table-turn-hours = Pass the turn automatically after this many hours.
option-help-table-rules = Rules edition: 2 (every new table) reads dice as Roll20 does, `3d6>3` counting 3s and up; 1, the first, read `>3` as more than 3. Tables keep the edition they began with.
