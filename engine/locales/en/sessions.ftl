### Games as a whole: /game status, list, abort, replace, /mygames, /turn show, the lobby, stand-ins, campaigns, /stats, computer seats.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.


## /game status

sessions-lobby-copy = The lobby, as it stands: join with **Join** on the lobby message in the channel, or `/game join`.
sessions-board-not-taken = Discord didn't take the board just now, so the one above stays the game's board (its buttons work) and is brought up to date as soon as Discord answers. Try again in a moment to have it at the bottom.
sessions-board-again = Here's the board again, at the bottom of the channel.
sessions-last-aborted = No game is running here; the last one, **{ $game }**, was aborted. Start one with `/game new`.
# Before the last game's final board.
sessions-last-ended = No game is running here. This is how the last one, **{ $game }**, ended; **Rematch** plays it again, `/game new` starts another.

## /game abort

sessions-abort-not-allowed = Only the host or someone with the *Manage Channel* permission can abort this game.
sessions-abort-already-ended = That game has already ended.
sessions-aborted = **{ $game }** was aborted by **{ $player }**. Start a new game with `/game new`.

## /game list ($channel: a link to the game's channel)

sessions-list-needs-server = `/game list` lists a server's games; use it in a server channel.
sessions-list-none = No games are running in this server. Start one with `/game new`.
sessions-list-title = **Games in this server**
sessions-list-lobby = • **{ $game }** — waiting for players, { $players ->
        [one] { $players } player
       *[other] { $players } players
    } — { $channel }
sessions-list-playing = • **{ $game }** — in progress, { $players ->
        [one] { $players } player
       *[other] { $players } players
    } — { $channel }
sessions-list-more = …and { $count } more.

## /mygames ($channel: a link to the game's channel)

sessions-mine-none = You're not in any game right now. Start one with `/game new`, or join one with `/game join` in its channel.
sessions-mine-title = **Your games** — your move in { $games ->
        [one] { $games } game
       *[other] { $games } games
    }:
sessions-mine-gathering = • **{ $game }** in { $channel } — gathering players ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    } so far)
sessions-mine-unreadable = • **{ $game }** in { $channel } — can't be read right now; `/game status` there says more.
# $prompt: what the game asks of the player.
sessions-mine-your-move = • **{ $game }** in { $channel } — ⏳ **your move**: { $prompt }
# After the line above; $time: a moment Discord shows in the reader's own words.
sessions-mine-times-out = Times out { $time }.
sessions-mine-over = • **{ $game }** in { $channel } — the game is over.
# $players: one to three names.
sessions-mine-waiting-for = • **{ $game }** in { $channel } — waiting for { $players }.
sessions-mine-waiting-for-many = • **{ $game }** in { $channel } — waiting for { $count } players.
sessions-mine-more = …and more: only the oldest { $count } are listed.

## /turn show, and any command that needs a game in progress

sessions-nobody-to-play = Nobody is to play right now: the game is over.
sessions-asked-by = Asked by { $player } in **{ $game }**.
sessions-not-playing = That person isn't playing in this game.
sessions-not-started = The game hasn't started yet: the host starts it with `/game start`.

## /game replace

sessions-replace-not-allowed = Only the host, or someone who can manage this channel, can give a seat to someone else.
sessions-replace-computer = That's the computer: seat it with `/game join computer:true` in the lobby.
sessions-replace-no-seat = That player has no seat in this game.
sessions-replace-same = That's **{ $player }** both times: a seat goes to someone new. Name the player who should take it over as `new`; nothing has changed.
sessions-replace-seated = **{ $player }** already plays in this game (seat { $seat }), and each player has one seat: give **{ $old }**'s seat to someone who isn't playing yet. Nothing has changed.
sessions-replace-one-seat = They already have a seat in this game: one seat each.
# The newcomer's name until their first move.
sessions-new-player = new player
# $player: the newcomer (a mention); $old: whose seat it was. A full stop follows in
# every language.
sessions-replaced = 🔁 { $player } takes over **{ $old }**'s seat
sessions-replaced-playing = 🔁 { $player } takes over **{ $old }**'s seat, from where it stands
sessions-replaced-their-move = 🔁 { $player } takes over **{ $old }**'s seat, from where it stands: it's their move now
# After one of the two above, in a game with a private view ($label: its button).
sessions-replaced-view = ; **{ $label }** (or `/hand`) shows what the seat holds

## The lobby

sessions-channel-changed = Someone else just changed this channel's game; please try again.
sessions-busy-lobby = This channel already is gathering players for **{ $game }** (host: { $host }). Only one game runs per channel: finish it, ask the host or someone with *Manage Channel* to `/game abort` it, or start yours in another channel or a thread.
sessions-busy-playing = This channel already is playing **{ $game }** (host: { $host }). Only one game runs per channel: finish it, ask the host or someone with *Manage Channel* to `/game abort` it, or start yours in another channel or a thread.
# A host whose name is unknown.
sessions-someone = someone

## Campaigns

sessions-campaign-menu = Next campaign mission…
sessions-carry-refused = `carry` is written by the bot when a campaign goes on. To fly a campaign's next mission, use `campaign=continue`.
sessions-campaign-number = `campaign` takes `on` (begin a campaign with this mission) or `continue` (this channel's next mission).
# $example: the first mission's option, with a space before it, or nothing.
sessions-no-campaign = There is no campaign in this channel to continue. Begin one with `campaign=on` (for example `/game new game:{ $game } options:campaign=on{ $example }`).
sessions-next-lobby-open = The next mission's lobby is open in the channel: its captains are seated, newcomers **Join**, and the host starts it.
sessions-mission-not-ended = The next mission can be chosen once this one has ended.
sessions-not-a-campaign = That game was not a mission of a campaign.
sessions-not-a-mission = That isn't one of the missions. Choose one from the menu.
sessions-campaign-lost = This campaign ended when **{ $mission }** was lost. **Rematch** on its last board flies that mission again from the same start; `campaign=on` begins a new campaign.
# A lost mission whose name is unknown.
sessions-its-mission = its mission
sessions-only-captains = Only the captains of the campaign's last mission can fly it on.
# The next mission's lobby; who starts it follows.
sessions-campaign-headline = **The campaign goes on!** The captains of the last mission are seated with their ships; newcomers may **Join** and choose a ship of their own.
sessions-campaign-gone = The mission this campaign goes on from is gone.
sessions-campaigns-none = No game here has campaigns.
# $games: the games' names, listed; $count: how many.
sessions-campaigns-only = { $count ->
        [one] Only { $games } has campaigns (`campaign=on`).
       *[other] Only { $games } have campaigns (`campaign=on`).
    }

## /stats

sessions-stats-needs-server = Stats are kept per server: ask in a server's channel.
sessions-stats-none-all = 📊 No finished games of all games in this server yet.
sessions-stats-none-game = 📊 No finished games of **{ $game }** in this server yet.
sessions-stats-head-all = 📊 all games in this server
sessions-stats-head-game = 📊 **{ $game }** in this server
sessions-stats-you-none = You have no finished games here yet.
sessions-stats-they-none = That player has no finished games here yet.
sessions-stats-player = **{ $player }**:
# One game's record ($record: the pieces below, joined by commas).
sessions-stats-line = • { $game }: { $record }
# One game's leaderboard ($board: one of the boards below).
sessions-stats-board = { $game }: { $board }
sessions-stats-daily = Today's daily voyage ({ $day }): { $board }
sessions-stats-games = { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
sessions-stats-wins = { $wins } { $wins ->
        [one] win
       *[other] wins
    } ({ $percent } %)
sessions-stats-won-together = { $wins } won together ({ $percent } %)
sessions-stats-streak = streak { $streak } (best { $best })
sessions-stats-best-score = best score { $score }
# $tables: "1. alice & bob 31 ✓ · 2. …"
sessions-stats-best-tables = best tables — { $tables }
# $players: "1. alice 31 · 2. …"
sessions-stats-best-scores = best scores — { $players }
sessions-stats-most-games = most games — { $players }
sessions-stats-most-wins = most wins — { $players }
# A player's place on the most-wins board: "3 of 5" games won.
sessions-stats-wins-of = { $wins } of { $games }

## Computer players

sessions-no-computer-yet = { $game } has no computer player yet: its seats are for people.
sessions-computer-host-only = Only the host can seat a computer player.
sessions-computers-max = A table seats at most { $max } computers.
sessions-computer-too-late = The game started before the computer could sit down.

## Stand-ins: the computer plays for an absent player ($player: the seat's player).

-sessions-until-back = the computer plays for them until they're back (`/back`, or **I'm back** on the board).
sessions-stand-in-missed-once = ⏰ { $player } didn't answer in time: { -sessions-until-back }
sessions-stand-in-missed = ⏰ { $player } missed { $count } deadlines in a row: { -sessions-until-back }
sessions-stand-in-left = 🚪 { $player } left the game: { -sessions-until-back }
sessions-stand-in-handed = 🔁 **{ $host }** handed { $player }'s seat to the computer: { -sessions-until-back }
sessions-leave-not-playing = You're not playing in this game, so there's no seat to leave.
sessions-leave-already = The computer already plays for you here. `/back` (or **I'm back** on the board) gives you your seat again.
sessions-hand-not-allowed = Only the host, or someone who can manage this channel, can hand a seat to the computer.
sessions-hand-no-computer = { $game } has no computer player, so its seats are for people: give the seat to someone with `new:`.
sessions-hand-lobby = The game hasn't started: seat a computer with `/game join computer:true`, and the player can `/game leave`.
sessions-hand-already-computer = That seat is the computer's already.
sessions-hand-already = The computer already plays for **{ $player }**. Nothing has changed.
sessions-hand-over = This game is over: there's no seat to hand over.
sessions-back-not-given = That button isn't one I gave you. Use `/game status` for a fresh board.
sessions-back-for-other = That button is for **{ $player }**: the computer plays their seat until they press it themselves.
sessions-back-not-stood-in = The computer isn't playing for you here: your seat is yours.
sessions-welcome-back = Welcome back! Your seat is yours again, and so is the next decision.
