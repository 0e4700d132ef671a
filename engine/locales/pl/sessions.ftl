### Games as a whole: /game status, list, abort, replace, /mygames, /turn show, the lobby, stand-ins, campaigns, /stats, computer seats.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.

