### Time and plans: /settings (reminders, quiet hours, direct messages), reminders, deadlines, co-op plans, /game web, errors.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.


## Co-op plans (plan=together): proposals, /plan agree|object|withdraw

schedule-plan-ends-with-chance = Your plan ends with a move that draws on chance, shows something new or hands the turn on ({ $label }): it is played once the others agree, and you go on from there. `/plan withdraw` takes it back.
schedule-plan-no-longer-fits = Your plan ({ $label }) no longer fits the game as it stands. `/plan withdraw` takes it back.
schedule-plan-private-choice = A private choice can't join a plan the table reads: it is yours to make once the plan is played (`/plan withdraw` takes the plan back).
# $names: the players asked, "**a** and **b**"; $count: how many.
schedule-plan-added = 📝 Added to your plan: { $labels }. { $names } { $count ->
       *[other] must
    } agree to the whole of it again.
# After the mentions of the players asked ("📝 @a @b"); $name: the proposer.
schedule-plan-proposed-lead = : **{ $name }** proposes a move. Agree or object below.
# $deadline: "yes" when the proposer's deadline also plays it.
schedule-plan-proposed = 📝 Proposed to the table: { $label }. It's played when { $names } { $count ->
        [one] agrees
       *[other] all agree
    }{ $deadline ->
        [yes] , or when your deadline passes with no objection
       *[no] {""}
    }. Moves you make now join the plan, played together as one; `/plan withdraw` takes it back.
schedule-plan-settled = That proposal is settled: it was played, withdrawn or objected to. The board shows what is open now.
schedule-plan-not-a-player = Only the game's players agree to its proposals.
schedule-plan-none-open = There's no proposal open for you to answer.
schedule-plan-several-open = Several proposals are open: name whose you mean (`player:`), or use the buttons on the board.
schedule-plan-own = It's your own proposal: the others decide. A move of yours adds to it; `/plan withdraw` takes it back.
# After "✋ @proposer"; $name: who objected; $label: the plan; $note: their words.
schedule-plan-objected-lead = : **{ $name }** objects to your proposal ({ $label }): “{ $note }” Your move again.
schedule-plan-objected-lead-no-note = : **{ $name }** objects to your proposal ({ $label }). Your move again.
schedule-plan-you-objected = ✋ You objected; **{ $name }** has been told.
schedule-plan-agreed-by = ✅ Agreed by { $names }.
schedule-plan-everyone-agreed = ✅ Everyone agreed: the move is played.
schedule-plan-you-agree = ✅ You agree. Still waiting for { $names }.
schedule-plan-not-together = This game's moves aren't proposed first: it was started without `plan=together`.
schedule-plan-no-seat = That player has no seat in this game.
# After "📝 @proposer"; $reason: why the game refused the move.
schedule-plan-stopped-lead = : your plan ({ $label }) stopped where the game refused it: { $reason }
schedule-plan-nothing-to-withdraw = You have no plan open to take back.
schedule-plan-withdrawn = Taken back: { $label }. Nothing was played; your move again.
schedule-plan-played-at-deadline = ⏰ No objection before the deadline: the proposal is played.
# A proposal on the board.
schedule-plan-line = 📝 **{ $name }** proposes: { $label }
schedule-plan-line-waiting = · waiting for { $names }
schedule-plan-button-agree = ✅ Agree
schedule-plan-button-object = ✋ Object
# When several proposals are open, the buttons name whose.
schedule-plan-button-agree-to = ✅ Agree: { $name }
schedule-plan-button-object-to = ✋ Object: { $name }

## Deadlines

# A narration line; $player: the bold name.
schedule-deadline-missed = ⏰ { $player } didn't answer in time.

## /settings (reminders, direct messages, time zone, quiet hours)

schedule-settings-bad-remind = `remind` is a number of hours from 0 (never) to 720 (30 days), or -1 for each game's own.
schedule-settings-bad-timezone = I don't know the time zone `{ $zone }`. Use a name like `Europe/Warsaw`, `America/New_York` or `UTC`.
schedule-settings-bad-quiet = I couldn't read quiet hours `{ $quiet }`: write them as two hours, from-to, like `22-08` (10 pm to 8 am), or `off`.
schedule-settings-quiet-same-hours = Quiet hours must start and end at different hours.
schedule-settings-quiet-needs-timezone = Quiet hours are on your own clock: add your `timezone` too (for example `Europe/Warsaw`).
schedule-settings-saved = Saved. Your settings, the same in every server:
schedule-settings-shown = Your settings, the same in every server:
schedule-settings-remind-game = • Reminders: after each game's own interval (24 hours unless its host chose otherwise)
schedule-settings-remind-never = • Reminders: never
schedule-settings-remind-hours = • Reminders: after **{ $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }** of waiting on you
schedule-settings-dm-off = • Direct messages: off
schedule-settings-dm-on = • Direct messages: on (the second reminder also comes privately)
schedule-settings-dm-refused = • Direct messages: Discord refused the last one (your privacy settings); allow them, then `/settings dm:true`
# $from, $to: "22:00", "08:00"; $zone: "Europe/Warsaw".
schedule-settings-quiet = • Quiet hours: **{ $from }–{ $to }** in { $zone }: no reminders then; deadlines still run
schedule-settings-zone-no-quiet = • Time zone: { $zone }; no quiet hours
schedule-settings-no-quiet = • Quiet hours: none (set `timezone` and `quiet`, e.g. `22-08`)
# $language: the language's own name (English, Polski, Français).
schedule-settings-language = • This channel's games speak **{ $language }** (`/settings language:` changes it)

## /away and /back

schedule-away-bad-days = `days` is from 1 to 30. Use `/back` when you're back sooner.
# Followed by when they are back (Discord shows "in 2 days") and schedule-away-end.
schedule-away-start = 💤 You're away in every game ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    }), back
schedule-away-end = : no reminders, and each game's deadlines for you wait until you're back, up to its `away-days` (7 days unless its host chose otherwise). The table sees that you're away. `/back` ends it.
schedule-back = Welcome back! Reminders are on again; deadlines already set keep the time your away gave them.
schedule-back-seats = The computer no longer plays for you: your seat in { $games ->
        [one] { $games } game
       *[other] { $games } games
    } is yours again.

## /game web and the web buttons

schedule-web-open-button = 🌐 Open on the web
schedule-web-open-big-button = 🔒 Open big on the web
schedule-web-no-pages = This bot has no web pages. Its operator can give each game one by setting `PUBLIC_URL` (see the bot's README).
schedule-web-no-pages-short = This bot has no web pages.
schedule-web-page = 🌐 **{ $game }** on the web: { $url }
    It shows what the channel sees (the board live, every move, a replay), so share it with anyone who wants to watch.
# $thing: what the private view shows ("hand", "ship").
schedule-web-private = 🔒 Your { $thing }, big, on a page of its own: { $url }
schedule-web-private-note = That link is only for you and works for { $days ->
        [one] { $days } day
       *[other] { $days } days
    }: don't share it. `/game web` gives a fresh one.
schedule-web-open-game-button = 🌐 Open the game
schedule-web-open-view-button = 🔒 Open my view

## Errors

schedule-error-sorry = Sorry — something went wrong on my side, and nothing was changed.
schedule-error-done-see-channel = Done — see the channel.
