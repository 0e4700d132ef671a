### Games as a whole: /game status, list, abort, replace, /mygames, /turn show, the lobby, stand-ins, campaigns, /stats, computer seats.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

