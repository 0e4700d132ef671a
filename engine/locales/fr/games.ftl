### What every game shares: turn words, refusals any game may give, time and numbers.
###
### Français : for French-speaking players (Discord locale `fr`). Original
### translation, written for players rather than word for word. Players are
### addressed as « vous », the usual register of French software; typographic
### apostrophes (’) and a no-break space before « : ; ! ? ».

time-in-days = { $days ->
    [one] dans { $days } jour
   *[other] dans { $days } jours
}

lang-test-nested = « { $what } »

refused-not-your-turn = Ce n’est pas votre tour.
refused-game-over = Cette partie est terminée.
refused-unknown-move = Je ne connais pas ce coup : { $typed }

seat-unnamed = Joueur { $number }
