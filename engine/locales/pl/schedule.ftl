### Time and plans: /settings (reminders, quiet hours, direct messages), reminders, deadlines, co-op plans, /game web, errors.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.

