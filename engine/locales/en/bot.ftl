### The bot's interface: replies, refusals, buttons, boards' captions, reminders, /help.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

## /settings language:

language-alone = Set a language on its own: `/settings language:pl` (and `place:server` for the whole server).
language-needs-a-language = Which language? For example `/settings language:pl place:channel`.
language-bad-place = `{ $place }` isn't a place: use `channel` or `server`.
language-unknown = I don't speak `{ $language }` yet: choose English, Polski, Français or Default.
language-channel-needs-permission = Only members who can manage this channel can choose its language.
language-server-needs-permission = Only members who can manage this server can choose its language.
language-no-server = A direct message has no server: choose a language for this channel instead.
language-channel-set = This channel now plays in **{ $language }**, from its next board. Each player's own replies stay in their Discord language.
language-server-set = This server now plays in **{ $language }**, from each game's next board, except in channels that chose their own.
language-channel-cleared = This channel follows its server's language again.
language-server-cleared = This server follows its Discord language again.

## /help

help-title = Windward — tabletop games in your channel
help-intro = Play at your own pace: take your turn whenever you have time, and I'll keep the board, ping whoever is next, and post a picture after every move.
help-games = Games
help-start-name = Start a game
help-start = `/game new game:<name>` opens a lobby here · `/game join` · `/game start` (host) · `/game rules game:<name>` · `/game cards game:<name>` looks up a card
help-play-name = Play
help-play = Press the buttons on the newest board, or `/play action:<move>` (it suggests your legal moves) · `/hand` shows your private view · `/turn show` pings whoever is next
help-table-name = Keep the table
help-table = `/game status` re-posts the board · `/turn next` ends your turn · `/turn back|skip|remove|move` (host: all in the free table; `skip` for an absent player in every game) · `/game leave` hands your seat to the computer until you're back (games with computer players) · `/plan agree|object` answers a plan proposed in a co-op game started with `plan=together` (`/plan withdraw` takes back your own) · `/game abort` (host or Manage Channel) · `/game list` shows this server's games
help-away-name = Away from the table
help-away = `/mygames` lists your games, everywhere · `/away days:3` holds your reminders and deadlines (within each game's `away-days`) · `/back` ends it, and takes back any seat the computer plays for you · `/settings` sets your reminder hours, direct messages, time zone and quiet hours · `/settings language:` chooses this channel's or server's language
help-dice-name = Dice
help-dice = `/roll expression:4d6kh3+2` — keep/drop `kh kl dh dl`, exploding `!`, rerolls `r`, successes `>=`, Fudge `dF`, labels `[fire]`, comments `# text`. Add `private:true` to roll secretly.
help-footer = One game per channel — threads count as channels.

## The live board (the table's language) and a player's own view (theirs).

board-game-over = **Game over.**
board-campaign-goes-on = 🗺 The campaign goes on: choose the next mission below, now or weeks from now. Every ship keeps its systems, hull, crew and scrap.
board-daily-seed-later = 🔒 The daily voyage's seed is revealed when the day is over (UTC): then `/game verify` checks every move
board-seed-revealed = 🔓 The seed was `{ $seed }`: `/game verify` checks every move against it
board-private-choices = 🔒 Your choices are private: press **{ $button }** (or use `/hand`).
# Before a moment Discord shows in each reader's own words ("in 3 hours").
board-times-out = ⏳ Times out{" "}
board-then-computer = : then the computer plays for **{ $player }** until they're back.
board-then-default = : then `{ $action }` is played for **{ $player }**.
board-away = 💤 **{ $player }** is away, back{" "}
board-away-end = .
board-stand-in = 🤖 The computer is playing for **{ $player }** until they're back (`/back`, or **I'm back**).
board-as-it-stands = The board as it stands.
board-footer = Move { $number } · /game rules game:{ $game }
board-footer-typed = Move { $number } · more moves with /play · /game rules game:{ $game }
button-back = 🙋 I'm back
button-player-back = 🙋 { $player } is back
button-undo = ↩ Undo
button-rematch = Rematch
button-watch = 🎞 Watch the game
view-alt-lead = { $player }'s own view in { $game }.
view-nothing-hidden = Nothing is hidden in **{ $game }**: everyone sees the same board. Here it is.
view-yours = Your private view.
view-picture-unchanged = 🖼 Unchanged since the picture I sent you just before (above).
view-title = { $game } — your view
view-only-you = Only you can see this.

## Refusals.

refused-someone-elses-view = That's **{ $owner }**'s { $thing } — press **{ $button }** for yours.
refused-someone-elses-buttons = Those buttons are **{ $owner }**'s: the game is waiting for them, not for you.
status-yours = Your { $thing } as it stands (the table's board is in the channel).
refused-waiting-for = It's not your turn — the game is waiting for { $players }.
refused-moved-on = The game moved on while your command was on its way, so I didn't apply it. Check the board and try again if it still fits.
refused-no-game-here = There's no game in this channel. Start one with `/game new`.
refused-out-of-date = This button is out of date: the game has moved on since it was posted. Use the newest board, or `/game status` to post it again.

## The lobby.

lobby-opened = **{ $host }** opened a game of **{ $game }**.
lobby-yours-is-open = Your **{ $game }** lobby is open in the channel: players join with its **Join** button (or `/game join`), and you start the game with **Start** (or `/game start`).
lobby-shows-it = The lobby in the channel shows it.
lobby-joined = **{ $player }** joined the game.
lobby-left = **{ $player }** left the game.
lobby-computer-joined = **{ $player }** takes a seat (played by the bot).
lobby-started = **{ $game }** has started — the board is in the channel.
lobby-host-mark = {" "}(host)
lobby-needs = Needs at least { $players } to start.
lobby-ready = Ready to start.
lobby-players = Players ({ $seated }/{ $max })
lobby-options = Options
lobby-title = New game: { $game }
lobby-how = Join with the button or `/game join`. The host starts with **Start** or `/game start` (add `shuffle:true` to shuffle seats).
lobby-footer = Rules: /game rules game:{ $game }
button-join = Join
button-leave = Leave
button-start = Start
board-begins = **{ $game }** begins!
board-seed-sealed = 🔒 Dice and shuffles come from a seed sealed now as `{ $sealed }…` (`/game verify`)
refused-bad-options = { $reason }
    See `/game rules game:{ $game }` for the options.
refused-already-started = This game has already started. You can join the next one, or ask for a rematch when it ends.
refused-already-seated = You're already in this game.
refused-game-full = This game is full ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    }).
refused-started-before-join = The game started before your join went through. You can join the next one.
refused-leave-started = You can only leave this game before it starts. Once it's running, ask the host to give your seat to someone else (`/game replace`) or to remove you (`/turn remove` in the free table), or to abort it.
refused-host-leaves = You're the host: use `/game abort` to close the lobby instead.
refused-not-in-game = You're not in this game.
refused-only-host-starts = Only the host, { $host }, can start the game.
refused-already-started-or-closed = This game was already started or closed.

## Reminders: on the board (the table's language), and by direct message (the
## player's). A moment goes between a message and its `-end`.

reminder-first = , the table is waiting for you: your move came up{" "}
reminder-first-end = .
reminder-second = , this is still your move: it came up{" "}
reminder-second-end = , and the others can't go on without you.
reminder-last = {" "}hasn't moved: their move came up{" "}
reminder-last-end = .{" "}
reminder-host-may = : as host you can `/turn skip`, `/game replace`, or wait.{" "}
reminder-anyone-may = Anyone may `/game abort` with Manage Channel, or wait.{" "}
reminder-no-more = No more reminders for this turn.
reminder-dm = ⏰ Your move in **{ $game }** came up{" "}
reminder-dm-end = {" "}and is still waiting for you. The game:{" "}
reminder-dm-stop = Stop these with 🔕 on the board, or `/settings dm:off`.
reminders-muted = 🔕 No more reminders for this turn. They start again on your next one; `/settings remind:N` sets your own interval (N hours; 0 for never).
button-skip = ⏭ Skip { $player }
button-mute = 🔕 No more reminders
refused-mute-not-playing = You're not playing in this game, so there's nothing to remind you of.
refused-mute-not-yours = That button is **{ $owner }**'s: only they can stop their reminders.
refused-mute-not-waiting = The game isn't waiting for you right now, so there's nothing to stop.
