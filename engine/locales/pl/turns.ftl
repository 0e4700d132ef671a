### Playing: /play, buttons and menus, undo, rollback, /game log and replay, /roll, the turn commands, the board's text.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.

