### The slash commands' names and descriptions as Discord's command picker shows them (names: lowercase, no spaces, at most 32 characters; descriptions at most 100).
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

## Ids: `cmd-<command path>` for a command or subcommand (its value is its name),
## `opt-<command path>-<option>` for an option, `choice-<command path>-<option>-<choice>`
## for a fixed choice; each with `.description` where Discord shows one. English
## names are the ones the code registers (a test checks them); a translated name
## follows Discord's rules: lowercase letters, digits, `-` or `_`, at most 32; a
## description at most 100 characters.

cmd-help = help
    .description = How to play with Windward: games, commands and dice.
cmd-roll = roll
    .description = Roll dice: 2d6+3, 4d6kh3, 1d20 # initiative, 8d10>=7…
opt-roll-expression = expression
    .description = Dice to roll, e.g. 4d6kh3+2 or 1d20+5 # attack
opt-roll-private = private
    .description = Only you see the result
cmd-game = game
    .description = Start, join and manage the game in this channel.
cmd-game-new = new
    .description = Open a new game in this channel; others join, then you start it.
opt-game-new-game = game
    .description = Which game
opt-game-new-options = options
    .description = Options as key=value, e.g. rounds=8 dice=2d6
cmd-game-join = join
    .description = Take a seat in the game waiting for players here (or, as host, seat a computer).
opt-game-join-computer = computer
    .description = Host only: seat a computer player instead (games that have one)
cmd-game-leave = leave
    .description = Give up your seat before the game starts.
cmd-game-start = start
    .description = Start the game (host only).
opt-game-start-shuffle = shuffle
    .description = Shuffle the seating order
cmd-game-status = status
    .description = Post the current board again.
cmd-game-log = log
    .description = The game's moves in words, with who and when (privately).
opt-game-log-page = page
    .description = Which page (newest last; the last page if left out)
cmd-game-replay = replay
    .description = The board as it was after a move, drawn again from the log (privately).
opt-game-replay-move = move
    .description = Move number (0 for the start; /game log numbers them)
cmd-game-verify = verify
    .description = Check that the dice and shuffles came from the seed sealed at the start.
cmd-game-web = web
    .description = The game's page on the web, and a private link to your own view.
cmd-game-rollback = rollback
    .description = Ask the table to take the game back to an earlier move (everyone else agrees).
opt-game-rollback-move = move
    .description = Back to the state after this move (/game log numbers them; 0 = the start)
cmd-game-replace = replace
    .description = Give an absent player's seat to someone else, or to the computer until they're back.
opt-game-replace-old = old
    .description = The player whose seat it is
opt-game-replace-new = new
    .description = Who plays it from now on
opt-game-replace-computer = computer
    .description = The computer plays it until they're back (/back)
cmd-game-abort = abort
    .description = End the game in this channel (host, or Manage Channel).
cmd-game-rules = rules
    .description = A summary of a game's rules and options.
opt-game-rules-game = game
    .description = Which game
cmd-game-cards = cards
    .description = A game's cards and other components; name one to see it in full, with its picture.
opt-game-cards-game = game
    .description = Which game
opt-game-cards-card = card
    .description = One component, by name (suggested as you type)
cmd-game-list = list
    .description = Games running in this server, with links.
cmd-turn = turn
    .description = Whose turn it is, and turn-order tools.
cmd-turn-show = show
    .description = Show whose turn it is, and ping them.
cmd-turn-next = next
    .description = End your turn (the host may end anyone's).
cmd-turn-back = back
    .description = Undo the last pass (host).
cmd-turn-skip = skip
    .description = Skip the current player's turn (host).
cmd-turn-remove = remove
    .description = Take a player out of the turn order (host).
opt-turn-remove-player = player
    .description = The player to remove
cmd-turn-move = move
    .description = Move a player to another place in the turn order (host).
opt-turn-move-player = player
    .description = The player to move
opt-turn-move-position = position
    .description = Their new place, from 1
cmd-hand = hand
    .description = Your private view of the game (only you see it).
cmd-play = play
    .description = Make any move by its name; suggestions list your legal moves.
opt-play-action = action
    .description = Your move, e.g. end
cmd-mygames = mygames
    .description = Every game you're in, in every server: whose turn, what waits on you, deadlines.
cmd-settings = settings
    .description = Your own settings in every server: reminders, direct messages, quiet hours.
opt-settings-remind = remind
    .description = Hours before you're reminded of a waiting game (0: never; -1: each game's own)
opt-settings-dm = dm
    .description = Reminders may also come as a direct message
opt-settings-timezone = timezone
    .description = Your time zone, e.g. Europe/Warsaw or America/New_York
opt-settings-quiet = quiet
    .description = Quiet hours in your time zone, e.g. 22-08, or off
opt-settings-language = language
    .description = The language this channel or this server plays in
# The languages themselves are offered by their own names (English, Polski,
# Français), the same in every language.
choice-settings-language-default = Default
opt-settings-place = place
    .description = Where the language applies: this channel (the default) or the server
choice-settings-place-channel = channel
choice-settings-place-server = server
cmd-away = away
    .description = Away from all your games for a while: no reminders, and your deadlines wait.
opt-away-days = days
    .description = For how many days (1 to 30)
opt-away-reason = reason
    .description = Why, if you like (the table doesn't see it)
cmd-back = back
    .description = Back from being away, and your seat back from the computer.
cmd-plan = plan
    .description = Answer a plan proposed to the table, or take back your own (games with plan=together).
cmd-plan-agree = agree
    .description = Agree to a proposed move; it's played once everyone agrees.
opt-plan-agree-player = player
    .description = Whose proposal (when several are open)
cmd-plan-object = object
    .description = Object to a proposed move: it goes back to its player with your note.
opt-plan-object-player = player
    .description = Whose proposal (when several are open)
opt-plan-object-note = note
    .description = Why, for the player who proposed it
cmd-plan-withdraw = withdraw
    .description = Take back your own plan before it is played.
cmd-undo = undo
    .description = Take back your last move, if it drew nothing and showed nothing new.
cmd-stats = stats
    .description = This server's finished games: your record (or someone's) and the leaderboards.
opt-stats-game = game
    .description = One game only
opt-stats-user = user
    .description = Whose record (yours if left out)
