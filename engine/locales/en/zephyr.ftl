### Zephyr: Winds of Change.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.
