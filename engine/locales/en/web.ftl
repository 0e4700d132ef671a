### The game's web page (read in the table's language).
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

