### Playing: /play, buttons and menus, undo, rollback, /game log and replay, /roll, the turn commands, the board's text.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.


## /hand

turns-hand-no-game = There's no game in this channel, so there's no hand to show. Start one with `/game new`.
turns-hand-not-started = The game hasn't started yet, so nothing has been dealt.
turns-hand-not-playing = You're not playing in this game, so you have no hand here.
turns-hand-stand-in = 🤖 The computer is playing your seat until you're back: press **I'm back** (or `/back`) to play it yourself.

## /turn skip

turns-the-host = the host
turns-skip-only-host = Only the host, { $host }, can skip a player (or `/game replace` them).
turns-skip-nothing = There's nothing to skip in { $game } right now: no decision has a default answer.
turns-skip-computer-answers = The computer is about to answer: there's nothing to skip.
turns-skip-note = ⏭ **{ $host }**, the host, skipped { $player }: the game's default answer was played for them.
turns-skip-done = ⏭ Skipped **{ $player }**: their default answer was played, and the board shows it.

## Moves: /play, buttons and menus

turns-move-not-started = The game hasn't started yet: the host starts it with `/game start`.
turns-move-game-over = That game is over.
turns-move-not-playing = You're not playing in this game. You can watch, and join the next one!
turns-move-done = Done: `{ $action }`. The board in the channel shows it.

## /undo and the Undo button

turns-undo-not-started = The game hasn't started yet: there's nothing to take back.
turns-undo-game-over = That game is over: its moves stand.
turns-undo-not-playing = You're not playing in this game, so there's nothing of yours to take back.
turns-undo-not-yours = That **Undo** is **{ $owner }**'s: only a move's own player can take it back.
turns-undo-nothing-played = Nothing has been played yet.
turns-undo-someone-elses = The last move was **{ $player }**'s: you can only take back your own moves, in your own turn.
turns-undo-stands = Your last move (`{ $action }`) can't be taken back: it drew a card or a die, showed something new, or handed the game on. It stands.
turns-undo-their-last-move = ↩ { $player } took back: their last move.
turns-undo-took-back = ↩ { $player } took back: { $told }
turns-undo-taken-back-actions = ↩ Taken back: `{ $actions }`. The board shows the game as it was before.
turns-undo-taken-back = ↩ Taken back: { $told } The board shows the game as it was before.

## /game rollback: the table's vote

turns-rollback-not-started = The game hasn't started yet: there's nothing to roll back.
turns-rollback-not-playing = Only the game's players can ask to roll it back.
turns-rollback-bad-move = Move { $number } isn't behind us: pick 0 (the start) to { $last }. `/game log` numbers the moves.
turns-rollback-vote-over = This vote is over: the game moved on, or it was settled. Ask again with `/game rollback` if it still matters.
turns-rollback-vote-not-playing = Only the game's players vote on rolling it back.
turns-rollback-vote-asker = You asked for it: the others decide.
turns-rollback-refused = ❌ **{ $player }** would rather not: the game goes on from move { $number }.
turns-rollback-the-start = the start
turns-rollback-move = move { $number }
turns-rollback-after = (after: { $said })
# $after is empty, or " (after: …)" (turns-rollback-after with its leading space).
turns-rollback-asks-everyone = ⏪ **{ $asker }** asks to take the game back to { $target }{ $after }, undoing { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. It happens if everyone else agrees: { $tally }.
turns-rollback-asks-majority = ⏪ **{ $asker }** asks to take the game back to { $target }{ $after }, undoing { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. It happens if more than half the table agrees: { $tally }.
turns-rollback-seed-stays = The seed stays the same: the same moves will draw the same cards and dice again. Any move ends the vote.
turns-rollback-button-agree = Agree
turns-rollback-button-refuse = Refuse
turns-rollback-done-start = ⏪ The table agreed: the game is back at the start.
turns-rollback-done = ⏪ The table agreed: the game is back at move { $number }.
turns-rollback-posted-again = { $said } The board is posted again below.

## /game log, /game replay, /game verify, and the game's animation

turns-look-back-not-started = The game hasn't started yet, so nothing has happened to look back on.
turns-log-empty = **{ $game }** has just begun: no moves yet.
turns-log-no-page = There's no page { $page }: this log has { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    } (newest last).
turns-log-head = **{ $game }**: moves { $first }–{ $last } of { $total } (page { $page } of { $pages })
turns-log-head-later = **{ $game }**: moves { $first }–{ $last } of { $total } (page { $page } of { $pages }; `/game log page:1` for the first)
turns-log-stand-in-key = 🤖 the computer played it for an absent player
turns-log-footer = `/game replay move:N` shows the board after move N · `/game verify` checks the dice
# $number: the move's number with its full stop ("3.", "1–3.").
turns-log-choosing = { $number } **{ $player }** is choosing…
turns-log-private-move = **{ $player }** made a private move.
turns-log-continued = { $number }. (continued)
turns-replay-bad-move = Move { $number } isn't in this game: pick 0 (the start) to { $last }.
turns-replay-start = **{ $game }** as it began.
turns-replay-after = **{ $game }** after move { $number } of { $total }:
turns-replay-next = `/game replay move:{ $number }` for the next one
turns-replay-a-choice = **{ $player }** made a choice.
turns-replay-no-replay = This game's log no longer replays with today's rules ({ $error }), so I can't draw that board. A server admin can run `windward doctor`.
turns-verify-no-seal = This game began before Windward sealed its seeds, so there is nothing to check it against.
turns-verify-sealed = 🔒 Every die, draw and shuffle of this game comes from a seed fixed before the first move, sealed as
    `{ $sealed }`
    (SHA-256). It is revealed when the game ends; then `/game verify` replays every move from it.
turns-verify-sealed-daily = 🔒 Every die, draw and shuffle of this game comes from a seed fixed before the first move, sealed as
    `{ $sealed }`
    (SHA-256). It is revealed when the day is over (UTC), so nobody can sail today's daily voyage knowing it; then `/game verify` replays every move from it.
turns-verify-ok = ✅ **Verified.** The seed `{ $seed }` with salt `{ $salt }` gives the commitment shown when the game began:
    `{ $sealed }`
    Replaying all { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } from it gives every die, draw and shuffle the table was shown.
    -# Check it yourself: SHA-256 of `windward-seed-v1:{ $salt }:{ $seed }`; a server admin can export the whole record with `windward export --session { $session }` and anyone can replay it with `windward verify`.
turns-verify-ok-finished = ✅ **Verified.** The seed `{ $seed }` with salt `{ $salt }` gives the commitment shown when the game began:
    `{ $sealed }`
    Replaying all { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } from it gives every die, draw and shuffle the table was shown, and the same result.
    -# Check it yourself: SHA-256 of `windward-seed-v1:{ $salt }:{ $seed }`; a server admin can export the whole record with `windward export --session { $session }` and anyone can replay it with `windward verify`.
turns-verify-wrong = ⚠️ **This game does not verify:** { $wrong }. (A rule may have changed since it was played; a server admin can run `windward doctor`.)
turns-strip-not-over = The animation is made when the game is over.
turns-strip-failed = I couldn't draw this game's animation, sorry. `/game replay move:N` shows any move.
turns-strip-no-replay = This game's log no longer replays with today's rules ({ $error }), so I can't draw it.
turns-strip-caption = 🎞 **{ $game }**, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }.
turns-strip-alt = { $game }, the whole game as an animation: the board after each turn, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in all.

## Buttons and menus

turns-button-not-issued = That button isn't one I gave you. Use `/game status` for a fresh board.
turns-button-undecodable = That button isn't one I recognise (it may be damaged or from an old version). Use `/game status` for a fresh board.
turns-button-for-host = That button is for the host, { $host }.
turns-menu-one-mission = Please choose exactly one mission.
turns-menu-one-option = Please choose exactly one option.
turns-button-other-channel = That button doesn't belong to a game in this channel. Use `/game status` for a fresh board.
turns-button-unknown = That button isn't one I recognise. Use `/game status` for a fresh board.

## Rematch

turns-rematch-not-finished = A rematch can start once this game has finished.
turns-rematch-not-playing = Only the players of that game can start a rematch.
turns-rematch-headline = **Rematch!** Everyone from the last game is seated;
# $host: the host's name (or a mention), where the sentence puts it.
turns-reseat-host-starts = { $host } starts it with **Start**. Anyone who'd rather sit out can **Leave**.

## Shared replies

turns-went-wrong = Sorry — something went wrong on my side, and nothing was changed. Please try again in a moment.
turns-replace-both = Give the seat to someone (`new:`) or to the computer (`computer:true`), not both. Nothing has changed.
turns-replace-nobody = Say who takes the seat: `new:` someone, or `computer:true` for the computer until they're back. Nothing has changed.
turns-move-position-from-one = Positions start at 1.

## /roll

turns-roll-title = 🎲 { $player } rolls { $roll }
turns-roll-total = Total
turns-roll-only-you = Only you can see this roll.
turns-roll-alt = { $player } rolled { $roll }
# A roll's breakdown in words, for its picture's text alternative.
turns-dice-rolled = { $dice } dice rolled
turns-dice-none = no dice
turns-dice-more = …{ $dice } more…
turns-dice-count = { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }
turns-die-rerolled = { $die } rerolled
turns-die-dropped = { $die } dropped
turns-die-success = { $die } success
turns-die-failure = { $die } failure

## /game rules, and a game nobody knows

turns-unknown-game = I don't know the game `{ $game }`. I can run: { $games }.
turns-unknown-game-guess = I don't know the game `{ $game }`. Did you mean `{ $id }` ({ $name })? I can run: { $games }.
turns-rules-title = { $game } — rules summary
turns-rules-options = Options for /game new
turns-rules-option = `{ $key }={ $values }` — { $help } (default: { $default })

## The board's text

turns-earlier-lines = …{ $lines } earlier lines not shown (`/game log` has them)
turns-lead = { $game }.
turns-lead-waiting = { $game }, waiting for { $players }.
turns-lead-game-over = { $game }, game over. { $outcome }
turns-more-actions = More actions…

## Typed commands

turns-no-command = There is no command `/{ $command }`.
turns-no-option = `/{ $command }` has no option `{ $option }`.
turns-needs-option = `/{ $command }` needs the option `{ $option }`.
turns-option-wrong-type = The option `{ $option }` of `/{ $command }` has the wrong type.
