### Playing: /play, buttons and menus, undo, rollback, /game log and replay, /roll, the turn commands, the board's text.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

