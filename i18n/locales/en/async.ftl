## Clocks, reminders, vacations, /genial next (issue 13)

move-skipped = ran out of time: turn skipped
