### Games as a whole: /game status, list, abort, replace, /mygames, /turn show, the lobby, stand-ins, campaigns, /stats, computer seats.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».

