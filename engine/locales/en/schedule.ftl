### Time and plans: /settings (reminders, quiet hours, direct messages), reminders, deadlines, co-op plans, /game web, errors.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

