### The game's web page (read in the browser's Accept-Language, else the table's language).
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.


## The game's page: what the app says of the game

web-status-over = Game over. { $summary }
web-status-aborted = This game was called off.
web-status-nobody = Nobody is up right now.
# $names: "**alice**, **bob**".
web-status-waiting = Waiting for { $names }.
web-log-private-move = **{ $name }** made a private move.
# $line: the first line of a move the computer made for an absent player.
web-log-stand-in = { $line } (the computer, for an absent player)

## The game's page

# The browser tab's title.
web-title = { $game } — Windward
web-players = Players: { $names }
web-replay = Replay
# $shown and $count are the move shown and the number of moves (the page fills them in).
web-replay-label = Board after move { $shown } of { $count }
web-replay-show = Show
web-replay-alt-start = The board as the game began.
# $number: the move's number (the page's script also fills it in as the slider moves).
web-replay-alt-after = The board after move { $number }.
web-rules-of = Rules of { $game }
web-cards-link = Every card and component of { $game }, with pictures
web-fair-play = Fair play
web-seed-sealed = Every die, draw and shuffle comes from a seed fixed before the first move, sealed as (SHA-256):
# $link: web-record-link as a link; $verify: the command `windward verify`.
web-record = { $link } — { $verify } replays it from the seed.
web-record-link = Download the game's record
web-seed-later = The seed is revealed when the game is over; then its record can be downloaded here.
web-seed-none = This game began before Windward sealed its seeds.
# $when: the moment the game last changed.
web-since = Since { $when }.
web-every-move = Every move
web-find-label = Find in the log
web-find-placeholder = A name, a card, a number…
web-find = Find
web-find-nothing = No move matches.
web-no-moves = No moves yet.

## A game's components

web-cards-title = { $game } — components — Windward
web-cards-heading = { $game }: every component
web-back-to-game = Back to the game

## A seat's private page

web-private-title = { $game } — your view — Windward
web-private-tagline = Your own view, { $name }. Only this link shows it: keep it to yourself.
web-private-table-link = The table, as everyone sees it

## Nothing there, or trouble

web-not-found-title = Not found — Windward
web-not-found-heading = Nothing here
# $command: the command's name, shown as code (web-game-web-command).
web-not-found = This link shows no game. A game's page is linked from its board in Discord ({ $command }); a private link works only for a while: open your view in Discord again for a fresh one.
web-game-web-command = /game web
web-trouble-title = Trouble — Windward
web-trouble-heading = Something went wrong
web-trouble = The page could not be made just now. Try again in a moment.
