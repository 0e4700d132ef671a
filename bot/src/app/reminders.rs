//! Reminders: when a game has waited on a player for its interval, the bot says so.
//!
//! **The ladder**, per wait (a wait starts when the game must hear from a seat, and
//! starts again each time that seat acts and still must):
//! 1. after the interval, the live board is posted anew, at the bottom of the channel,
//!    pinging the player: "⏰ still your move". The old board loses its buttons, so the
//!    channel still holds one board;
//! 2. after another interval, the same again, worded more firmly, and a direct message
//!    with a link to the game (if they allow direct messages; a refusal, Discord's
//!    50007, is remembered and the ladder goes on without them);
//! 3. after a third, the host is pinged with what they can do (`/turn skip`, also a
//!    "⏭ Skip" button for them where the game has a skip; `/game replace`), and
//!    reminders stop for this wait.
//!
//! The interval is the player's own (`/settings remind:N`), else the game's
//! (`remind-hours`, 24 by default), `0` for never. Nothing is sent inside a player's
//! quiet hours (`/settings timezone quiet`): the reminder waits for their end, in their
//! own time zone, daylight saving included. Deadlines do **not** pause for quiet hours
//! unless the game says so (`quiet-deadlines=pause`, then [`awake_after`]): a deadline
//! is the table's promise to the others, and `turn-hours` is set per game.
//!
//! Reminders tell nothing hidden: their timing follows the clock alone, and their words
//! name the player and the game, never what the player holds. A "🔕 No more reminders"
//! button on the reminder stops them until the player's next wait.

use jiff::tz::TimeZone;
use jiff::Timestamp;
use serde::{Deserialize, Serialize};

use super::*;
use crate::store::waits::{PlayerSettings, Reminder, Wait};

/// Reminders in one wait, the last of which tells the host.
pub(super) const LADDER: u32 = 3;

/// What a reminder board says, stored with its outbox row and worded when delivered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct ReminderNote {
    /// Which step of the ladder (1, 2, 3).
    pub step: u32,
    pub seat: u8,
    /// When the wait began (Unix ms).
    pub since: i64,
}

impl App {
    /// The waits a move from `before` to `after` starts and ends: seats newly asked to
    /// act, the actor again if they still must (they are clearly there), and seats no
    /// longer asked. Computer seats are never waited on.
    pub(super) async fn wait_change(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        before: Option<&Match>,
        after: &Match,
        actor: Option<Seat>,
    ) -> Result<(Vec<(u8, Option<i64>)>, Vec<u8>), Fail> {
        let waiting_before = before.map(Match::to_act).unwrap_or_default();
        let waiting_after = if after.outcome().is_some() {
            Vec::new()
        } else {
            after.to_act()
        };
        let mut start = Vec::new();
        for seat in &waiting_after {
            if waiting_before.contains(seat) && Some(*seat) != actor {
                continue;
            }
            let Some(row) = seats.iter().find(|s| s.seat == seat.0) else {
                continue;
            };
            if computer::is_computer(row.user_id) || row.stand_in {
                continue;
            }
            let remind_at = self
                .interval_ms(session, row.user_id)
                .await?
                .map(|ms| self.clock.now_ms() + ms);
            start.push((seat.0, remind_at));
        }
        let end = waiting_before
            .iter()
            .filter(|s| !waiting_after.contains(s))
            .map(|s| s.0)
            .collect();
        Ok((start, end))
    }

    /// The waits of a state the log was cut back to (undo, rollback), afresh, with
    /// the deadlines they set: write them with [`App::reset_waits`].
    pub(super) async fn fresh_waits(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
    ) -> Result<(Vec<(u8, Option<i64>)>, Deadlines), Fail> {
        let (start, _) = self.wait_change(session, seats, None, game, None).await?;
        let fresh: Vec<u8> = start.iter().map(|(seat, _)| *seat).collect();
        let deadlines = self.deadlines(session, game, seats, &fresh, &[]).await?;
        Ok((start, deadlines))
    }

    /// After the log was cut back: the waits are the state's, afresh.
    pub(super) async fn reset_waits(
        &self,
        session: i64,
        (start, deadlines): &(Vec<(u8, Option<i64>)>, Deadlines),
    ) -> Result<(), Fail> {
        self.store
            .reset_waits(session, start, &deadlines.waits, self.clock.now_ms())
            .await?;
        self.spend_away(session, deadlines).await;
        Ok(())
    }

    /// How long `user` may keep `session` waiting before a reminder; `None`: never.
    async fn interval_ms(&self, session: &SessionRow, user: u64) -> Result<Option<i64>, Fail> {
        let own = self.store.player(user).await?.remind_hours;
        let hours = own.unwrap_or_else(|| session.kind.remind_hours(&session.options));
        let hour = self.hour_ms.load(std::sync::atomic::Ordering::Relaxed);
        Ok((hours > 0).then(|| i64::from(hours) * hour))
    }

    /// Moves the clock forward by `ms`, stopping at every reminder, deadline and end of
    /// an away on the way to run it at its moment (the offline channel's `:wait`).
    pub async fn pass_time(&self, ms: i64) {
        let target = self.clock.now_ms() + ms;
        // Each stop runs something due; the cap only guards against a timer that never
        // clears.
        for _ in 0..10_000 {
            let now = self.clock.now_ms();
            let next = match self.store.next_timer().await {
                Ok(next) => next.filter(|t| *t <= target),
                Err(e) => {
                    error!(error = %e, "could not read the timers");
                    None
                }
            };
            let Some(at) = next else { break };
            // At least a millisecond on, so a timer that stays due cannot hold time up.
            self.clock.advance((at - now).max(1));
            self.run_due_timeouts().await;
            self.send_reminders().await;
        }
        let now = self.clock.now_ms();
        if target > now {
            self.clock.advance(target - now);
        }
        self.run_due_timeouts().await;
        self.send_reminders().await;
    }

    /// Sends the reminders that are due (see the module doc). Returns how many were
    /// sent. The bot runs it with the outbox, every second.
    pub async fn send_reminders(&self) -> usize {
        let now = self.clock.now_ms();
        match self.store.end_aways(now).await {
            Ok(back) => {
                for user in back {
                    if let Err(e) = self.refresh_games_of(user, false).await {
                        error!(error = %e, "could not show a player back");
                    }
                }
            }
            Err(e) => error!(error = %e, "could not end the aways that are over"),
        }
        let due = match self.store.due_waits(now).await {
            Ok(due) => due,
            Err(e) => {
                error!(error = %e, "could not read the waits");
                return 0;
            }
        };
        let mut sent = 0;
        for wait in due {
            let id = wait.session_id;
            match self.remind(wait, now).await {
                Ok(true) => sent += 1,
                Ok(false) => {}
                Err(e) => error!(error = %e, session = id, "a reminder failed"),
            }
        }
        sent
    }

    async fn remind(&self, wait: Wait, now: i64) -> Result<bool, Fail> {
        let id = wait.session_id;
        let session = self.session(id).await?;
        let seats = self.store.seats(id).await?;
        let game = self.game_of(&session).await?;
        let row = seats.iter().find(|s| s.seat == wait.seat);
        let still_waiting = session.status == Status::Active
            && game.to_act().contains(&Seat(wait.seat))
            && row.is_some_and(|r| !computer::is_computer(r.user_id) && !r.stand_in);
        let Some(row) = row.filter(|_| still_waiting) else {
            self.store.end_wait(id, wait.seat, wait.since_at).await?;
            return Ok(false);
        };
        if let Some(until) = row.away_until.filter(|u| *u > now) {
            // Away: no reminders until they are back.
            self.store
                .remind_later(id, wait.seat, Some(wait.since_at), Some(until))
                .await?;
            return Ok(false);
        }
        let player = self.store.player(row.user_id).await?;
        if let Some(until) = quiet_until(&player, now) {
            // Their night: the reminder waits for the morning.
            self.store
                .remind_later(id, wait.seat, Some(wait.since_at), Some(until))
                .await?;
            return Ok(false);
        }
        let step = wait.reminders + 1;
        let next_at = match self.interval_ms(&session, row.user_id).await? {
            Some(ms) if step < LADDER => Some(now + ms),
            _ => None,
        };
        let mut ping = vec![wait.seat];
        if step >= LADDER {
            if let Some(host) = seats.iter().find(|s| s.user_id == session.host_id) {
                if host.seat != wait.seat {
                    ping.push(host.seat);
                }
            }
        }
        let note = serde_json::to_string(&ReminderNote {
            step,
            seat: wait.seat,
            since: wait.since_at,
        })
        .unwrap_or_default();
        // The direct message is worded when sent, from the same note.
        let dm_to = (step == 2 && player.dm && !player.dm_closed).then_some(row.user_id);
        let recorded = self
            .store
            .remind(
                Reminder {
                    session_id: id,
                    seq: session.seq,
                    seat: wait.seat,
                    since_at: wait.since_at,
                    reminders: step,
                    next_at,
                    ping: &ping,
                    note: &note,
                    dm: dm_to.map(|user| (user, note.as_str())),
                },
                now,
            )
            .await?;
        if !recorded {
            return Ok(false);
        }
        info!(session = id, seat = wait.seat, step, "reminder");
        self.deliver_late(id).await?;
        Ok(true)
    }

    /// What a reminder board adds: its line (with the pings it owes beyond the seats to
    /// act) and, for the reminded seat, the "No more reminders" button.
    pub(super) fn reminder_lines(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        notes: &[ReminderNote],
        board: &mut Message,
    ) {
        let lang = session.lang;
        let said = |m: Msg| say(lang, &m);
        for note in notes {
            let Some(player) = seats.iter().find(|s| s.seat == note.seat) else {
                continue;
            };
            let mut line = Text::from("⏰ ");
            match note.step {
                1 => {
                    line.mention(player.user_id, &player.name)
                        .push(&said(msg!("reminder-first")))
                        .time(note.since)
                        .push(&said(msg!("reminder-first-end")));
                }
                2 => {
                    line.mention(player.user_id, &player.name)
                        .push(&said(msg!("reminder-second")))
                        .time(note.since)
                        .push(&said(msg!("reminder-second-end")));
                }
                _ => {
                    line.mention(player.user_id, &player.name)
                        .push(&said(msg!("reminder-last")))
                        .time(note.since)
                        .push(&said(msg!("reminder-last-end")));
                    match seats.iter().find(|s| s.user_id == session.host_id) {
                        Some(host) if host.seat != note.seat => {
                            line.mention(host.user_id, &host.name);
                            if !board.pings.contains(&host.user_id) {
                                board.pings.push(host.user_id);
                            }
                            line.push(&said(msg!("reminder-host-may")));
                            let skippable = game.has_event(TableEvent::Skip)
                                || game.default_answer_for(Seat(note.seat)).is_some();
                            if skippable {
                                add_button(board, self.skip_button(session, host, player, lang));
                            }
                        }
                        _ => {
                            line.push(&said(msg!("reminder-anyone-may")));
                        }
                    }
                    line.push(&said(msg!("reminder-no-more")));
                }
            }
            if !board.pings.contains(&player.user_id) {
                board.pings.push(player.user_id);
            }
            board.content = std::mem::take(&mut board.content).joined("\n", line);
            if note.step < LADDER {
                add_button(board, self.mute_button(session.id, note.seat, lang));
            }
        }
    }

    /// A reminder's direct message, in its player's language `lang`: the game, how
    /// long it has waited, and a link.
    pub(super) fn reminder_dm(
        &self,
        session: &SessionRow,
        note: &ReminderNote,
        lang: Lang,
    ) -> Message {
        let said = |m: Msg| say(lang, &m);
        let mut text = Text::from(&said(msg!(
            "reminder-dm",
            game = session.kind.name_in(lang)
        )));
        text.time(note.since)
            .push(&said(msg!("reminder-dm-end")))
            .channel(session.guild_id, session.channel_id)
            .note(&said(msg!("reminder-dm-stop")));
        Message::to_channel(text)
    }

    /// The host's "Skip bob" button on the last reminder, bound to the host's seat and
    /// to this state.
    fn skip_button(
        &self,
        session: &SessionRow,
        host: &SeatRow,
        absent: &SeatRow,
        lang: Lang,
    ) -> Option<reply::Button> {
        let custom_id = ComponentId {
            session: session.id,
            seq: Some(session.seq),
            seat: Some(host.seat),
            code: Code::Skip(Some(absent.seat)),
        }
        .encode()?;
        Some(reply::Button {
            label: clip(
                &say(lang, &msg!("button-skip", player = absent.name.as_str())),
                80,
            ),
            custom_id,
            style: reply::ButtonStyle::Secondary,
            disabled: false,
        })
    }

    fn mute_button(&self, session: i64, seat: u8, lang: Lang) -> Option<reply::Button> {
        let custom_id = ComponentId {
            session,
            seq: None,
            seat: Some(seat),
            code: Code::Mute,
        }
        .encode()?;
        Some(reply::Button {
            label: say(lang, &msg!("button-mute")),
            custom_id,
            style: reply::ButtonStyle::Secondary,
            disabled: false,
        })
    }

    /// The "No more reminders" button: this wait is reminded no more.
    pub(super) async fn mute(&self, caller: &Caller, id: &ComponentId) -> Result<Response, Fail> {
        let session = self.session_for_click(caller, id).await?;
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse(msg!("refused-mute-not-playing"));
        };
        if id.seat.is_some_and(|s| s != me.seat) {
            let owner = id
                .seat
                .map(|s| escape(&text::seat_name(&seats, Seat(s))))
                .unwrap_or_default();
            return refuse(msg!("refused-mute-not-yours", owner = owner));
        }
        if self.store.wait(session.id, me.seat).await?.is_none() {
            return refuse(msg!("refused-mute-not-waiting"));
        }
        self.store
            .remind_later(session.id, me.seat, None, None)
            .await?;
        Ok(Response::one(Message::to_caller(say(
            caller.lang,
            &msg!("reminders-muted"),
        ))))
    }
}

impl App {
    /// `/settings`: shows the caller's settings, after changing what they gave.
    pub(super) async fn settings(
        &self,
        caller: &Caller,
        remind: Option<i64>,
        dm: Option<bool>,
        timezone: Option<String>,
        quiet: Option<String>,
    ) -> Result<Response, Fail> {
        let mut p = self.store.player(caller.user_id).await?;
        let changed = remind.is_some() || dm.is_some() || timezone.is_some() || quiet.is_some();
        if let Some(hours) = remind {
            // -1 alone means "each game's own": any other negative number is a slip,
            // refused like one over 720 (Discord's `min` stops it on Discord; the
            // offline channel and a stale client reach the app).
            p.remind_hours = match hours {
                -1 => None,
                h @ 0..=720 => u32::try_from(h).ok(),
                _ => return refuse(msg!("schedule-settings-bad-remind")),
            };
        }
        if let Some(dm) = dm {
            p.dm = dm;
            if dm {
                // They say they take direct messages again: try.
                p.dm_closed = false;
            }
        }
        if let Some(name) = timezone {
            let name = name.trim();
            match TimeZone::get(name) {
                Ok(zone) => {
                    p.timezone = Some(zone.iana_name().unwrap_or(name).to_string());
                }
                Err(_) => {
                    return refuse(msg!(
                        "schedule-settings-bad-timezone",
                        zone = clip(&name.replace('`', ""), 40)
                    ))
                }
            }
        }
        if let Some(quiet) = quiet {
            p.quiet = match parse_quiet(&quiet) {
                Ok(q) => q,
                Err(why) => return refuse(why),
            };
        }
        if p.quiet.is_some() && p.timezone.is_none() {
            return refuse(msg!("schedule-settings-quiet-needs-timezone"));
        }
        if changed {
            self.store.set_player(caller.user_id, &p).await?;
        }
        // The caller reads it: in their language, one setting a line.
        let lang = caller.lang;
        let line = |m: Msg| format!("{}\n", say(lang, &m));
        let mut text = Text::from(&line(if changed {
            msg!("schedule-settings-saved")
        } else {
            msg!("schedule-settings-shown")
        }));
        text.push(&line(match p.remind_hours {
            None => msg!("schedule-settings-remind-game"),
            Some(0) => msg!("schedule-settings-remind-never"),
            Some(h) => msg!("schedule-settings-remind-hours", hours = h),
        }));
        text.push(&line(match (p.dm, p.dm_closed) {
            (false, _) => msg!("schedule-settings-dm-off"),
            (true, false) => msg!("schedule-settings-dm-on"),
            (true, true) => msg!("schedule-settings-dm-refused"),
        }));
        text.push(&line(match (&p.timezone, p.quiet) {
            (Some(zone), Some((from, to))) => msg!(
                "schedule-settings-quiet",
                from = format!("{from:02}:00"),
                to = format!("{to:02}:00"),
                zone = zone.as_str()
            ),
            (Some(zone), None) => msg!("schedule-settings-zone-no-quiet", zone = zone.as_str()),
            _ => msg!("schedule-settings-no-quiet"),
        }));
        if !changed {
            // The language this channel's games speak: its own choice, else its
            // server's, else the server's Discord locale, else English.
            let mut here = self.store.language(caller.channel_id).await?;
            if here.is_none() {
                if let Some(guild) = caller.guild_id {
                    here = self.store.language(guild).await?.or(caller.server_lang);
                }
            }
            text.push(&line(msg!(
                "schedule-settings-language",
                language = here.unwrap_or_default().native_name()
            )));
        }
        Ok(Response::one(Message::to_caller(text)))
    }
}

impl App {
    /// `/away days:N [reason]`: away in every game for `days`.
    pub(super) async fn away(
        &self,
        caller: &Caller,
        days: i64,
        reason: Option<String>,
    ) -> Result<Response, Fail> {
        if !(1..=30).contains(&days) {
            return refuse(msg!("schedule-away-bad-days"));
        }
        let reason = reason
            .map(|r| clip(r.trim(), 100))
            .filter(|r| !r.is_empty());
        let day = 24 * self.hour_ms.load(std::sync::atomic::Ordering::Relaxed);
        let until = self.clock.now_ms() + days * day;
        self.store
            .set_away(caller.user_id, Some(until), reason.as_deref())
            .await?;
        let games = self.refresh_games_of(caller.user_id, true).await?;
        let mut text = Text::from(format!(
            "{} ",
            say(caller.lang, &msg!("schedule-away-start", games = games))
        ));
        text.time(until)
            .push(&say(caller.lang, &msg!("schedule-away-end")));
        Ok(Response::one(Message::to_caller(text)))
    }

    /// `/back`: no longer away.
    pub(super) async fn back(&self, caller: &Caller) -> Result<Response, Fail> {
        self.store.set_away(caller.user_id, None, None).await?;
        let taken = self.take_seats_back(caller).await?;
        self.refresh_games_of(caller.user_id, false).await?;
        let mut reply = say(caller.lang, &msg!("schedule-back"));
        if taken > 0 {
            reply.push(' ');
            reply.push_str(&say(
                caller.lang,
                &msg!("schedule-back-seats", games = taken),
            ));
        }
        Ok(Response::one(Message::to_caller(reply)))
    }

    /// An away player's clock in `session`: started again from now and held back by
    /// the away, if that gives them longer than the clock they had.
    async fn hold_deadline(
        &self,
        session: &SessionRow,
        game: &Match,
        seats: &[SeatRow],
        seat: u8,
    ) -> Result<(), Fail> {
        let kept = self.store.wait_deadlines(session.id).await?;
        let had = kept
            .iter()
            .find(|(s, _)| *s == seat)
            .and_then(|(_, at)| *at)
            .or(session.deadline_at);
        let deadlines = self.deadlines(session, game, seats, &[seat], &kept).await?;
        let held = deadlines
            .waits
            .iter()
            .find(|(s, _)| *s == seat)
            .and_then(|(_, at)| *at);
        if let (Some(had), Some(held)) = (had, held) {
            if held > had {
                self.keep_deadlines(session, &deadlines).await?;
            }
        }
        Ok(())
    }

    /// After `user` went away (`extend`: their deadlines wait) or came back: every open
    /// game of theirs shows it on its board. Returns how many games they are in.
    async fn refresh_games_of(&self, user: u64, extend: bool) -> Result<usize, Fail> {
        let sessions = self.store.sessions_of(user, 100).await?;
        for session in &sessions {
            if session.status != Status::Active {
                continue;
            }
            let lock = self.table_lock(session.id);
            let _turn = lock.lock().await;
            let session = self.session(session.id).await?;
            if extend {
                let seats = self.store.seats(session.id).await?;
                let game = self.game_of(&session).await?;
                let mine = seats
                    .iter()
                    .find(|s| s.user_id == user)
                    .map(|s| Seat(s.seat));
                let faces = game.timeouts().iter().any(|t| Some(t.seat) == mine);
                if let (Some(seat), true) = (mine, faces) {
                    if self.computer_seat(&game, &seats).is_none() {
                        self.hold_deadline(&session, &game, &seats, seat.0).await?;
                    }
                }
            }
            // The board shows who is away, and the deadline as it is now.
            let session = self.session(session.id).await?;
            if session.board_message_id.is_some() {
                self.redraw_board(&session).await?;
            }
        }
        Ok(sessions.len())
    }
}

/// Reads quiet hours: `22-08` (or `22:00-08:00`), or `off`.
fn parse_quiet(text: &str) -> Result<Option<(u8, u8)>, Msg> {
    let text = text.trim();
    if matches!(text.to_ascii_lowercase().as_str(), "off" | "none" | "no") {
        return Ok(None);
    }
    let hour = |part: &str| -> Option<u8> {
        let part = part.trim();
        let part = part.strip_suffix(":00").unwrap_or(part);
        part.parse::<u8>().ok().filter(|h| *h < 24)
    };
    let explain = || {
        msg!(
            "schedule-settings-bad-quiet",
            quiet = clip(&text.replace('`', ""), 20)
        )
    };
    let (from, to) = text.split_once('-').ok_or_else(explain)?;
    match (hour(from), hour(to)) {
        (Some(from), Some(to)) if from != to => Ok(Some((from, to))),
        (Some(_), Some(_)) => Err(msg!("schedule-settings-quiet-same-hours")),
        _ => Err(explain()),
    }
}

/// Adds a button to the message's last row of buttons, or a new row (Discord allows
/// five of each).
fn add_button(message: &mut Message, button: Option<reply::Button>) {
    let Some(button) = button else { return };
    if let Some(reply::Row::Buttons(last)) = message.rows.last_mut() {
        if last.len() < 5 {
            last.push(button);
            return;
        }
    }
    if message.rows.len() < 5 {
        message.rows.push(reply::Row::Buttons(vec![button]));
    }
}

/// When `player`'s quiet hours end, if `now` (Unix ms) is inside them; `None` outside
/// them, or for a player without a time zone and quiet hours.
pub fn quiet_until(player: &PlayerSettings, now: i64) -> Option<i64> {
    let (from, to) = player.quiet?;
    let zone = TimeZone::get(player.timezone.as_deref()?).ok()?;
    let local = Timestamp::from_millisecond(now)
        .ok()?
        .to_zoned_datetime(zone.clone());
    let hour = local.hour();
    let (from, to) = (i8::try_from(from).ok()?, i8::try_from(to).ok()?);
    let quiet = if from <= to {
        (from..to).contains(&hour)
    } else {
        hour >= from || hour < to
    };
    if !quiet {
        return None;
    }
    // The next `to:00` on the player's clock; a day that lacks it (a spring-forward
    // gap) gets the first moment after.
    let mut end = local
        .date()
        .at(to, 0, 0, 0)
        .to_zoned_datetime(zone.clone())
        .ok()?;
    if end.timestamp() <= local.timestamp() {
        let tomorrow = local.date().tomorrow().ok()?;
        end = tomorrow.at(to, 0, 0, 0).to_zoned_datetime(zone).ok()?;
    }
    Some(end.timestamp().as_millisecond())
}

/// The moment `length` ms of `player`'s waking time have passed from `start`: their
/// quiet hours do not count. The same as `start + length` for a player without quiet
/// hours.
pub fn awake_after(player: &PlayerSettings, start: i64, length: i64) -> i64 {
    let mut at = start;
    let mut left = length;
    // Each turn of the loop crosses one quiet night; a year of them is far more than
    // any deadline (720 h at most) can span.
    for _ in 0..800 {
        if let Some(end) = quiet_until(player, at) {
            at = end;
            continue;
        }
        match next_quiet_start(player, at) {
            Some(next) if next < at + left => {
                left -= next - at;
                at = next;
            }
            _ => return at + left,
        }
    }
    at + left
}

/// The next moment after `now` at which `player`'s quiet hours begin, if they have any.
fn next_quiet_start(player: &PlayerSettings, now: i64) -> Option<i64> {
    let (from, _) = player.quiet?;
    let zone = TimeZone::get(player.timezone.as_deref()?).ok()?;
    let local = Timestamp::from_millisecond(now)
        .ok()?
        .to_zoned_datetime(zone.clone());
    let from = i8::try_from(from).ok()?;
    let mut start = local
        .date()
        .at(from, 0, 0, 0)
        .to_zoned_datetime(zone.clone())
        .ok()?;
    if start.timestamp() <= local.timestamp() {
        let tomorrow = local.date().tomorrow().ok()?;
        start = tomorrow.at(from, 0, 0, 0).to_zoned_datetime(zone).ok()?;
    }
    Some(start.timestamp().as_millisecond())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paused_deadline_counts_only_waking_hours_across_a_daylight_saving_change() {
        let p = warsaw((22, 8));
        let hour = 3_600_000;
        // Asked at 20:00 Warsaw (CEST) on 24 Oct 2026 with 4 h: 2 h before the night,
        // the night (which lasts 11 h: the clocks go back), 2 h after 08:00 CET.
        assert_eq!(
            awake_after(&p, ms("2026-10-24T18:00:00Z"), 4 * hour),
            ms("2026-10-25T09:00:00Z")
        );
        // Asked in the night: the clock starts at 08:00.
        assert_eq!(
            awake_after(&p, ms("2026-12-01T23:00:00Z"), hour),
            ms("2026-12-02T08:00:00Z")
        );
        // 24 h spans a night and a half: 14 waking hours a day.
        assert_eq!(
            awake_after(&p, ms("2026-12-02T07:00:00Z"), 24 * hour),
            ms("2026-12-03T17:00:00Z")
        );
        // No quiet hours: the plain sum.
        let unset = PlayerSettings::default();
        assert_eq!(awake_after(&unset, 1_000, 5_000), 6_000);
    }

    fn warsaw(quiet: (u8, u8)) -> PlayerSettings {
        PlayerSettings {
            timezone: Some("Europe/Warsaw".into()),
            quiet: Some(quiet),
            dm: true,
            ..PlayerSettings::default()
        }
    }

    fn ms(rfc3339: &str) -> i64 {
        rfc3339.parse::<Timestamp>().unwrap().as_millisecond()
    }

    #[test]
    fn quiet_hours_follow_the_players_clock_across_a_daylight_saving_change() {
        let p = warsaw((22, 8));
        // 23:30 in Warsaw on the night summer time ends (CEST → CET at 03:00 on
        // 25 Oct 2026): quiet until 08:00 local, which is now 07:00 UTC, not 06:00.
        assert_eq!(
            quiet_until(&p, ms("2026-10-24T21:30:00Z")),
            Some(ms("2026-10-25T07:00:00Z"))
        );
        // The night summer time begins (29 Mar 2026): 08:00 CEST is 06:00 UTC.
        assert_eq!(
            quiet_until(&p, ms("2026-03-28T23:00:00Z")),
            Some(ms("2026-03-29T06:00:00Z"))
        );
        // Just after midnight local, still quiet; at 08:00 local, not.
        assert_eq!(
            quiet_until(&p, ms("2026-12-01T23:10:00Z")),
            Some(ms("2026-12-02T07:00:00Z"))
        );
        assert_eq!(quiet_until(&p, ms("2026-12-02T07:00:00Z")), None);
        assert_eq!(quiet_until(&p, ms("2026-12-02T12:00:00Z")), None);
    }

    #[test]
    fn quiet_hours_are_read_politely() {
        assert_eq!(parse_quiet("22-08"), Ok(Some((22, 8))));
        assert_eq!(parse_quiet(" 22:00-08:00 "), Ok(Some((22, 8))));
        assert_eq!(parse_quiet("OFF"), Ok(None));
        assert!(parse_quiet("25-08")
            .unwrap_err()
            .english()
            .contains("from-to"));
        assert!(parse_quiet("late")
            .unwrap_err()
            .english()
            .contains("from-to"));
        assert!(parse_quiet("8-8")
            .unwrap_err()
            .english()
            .contains("different"));
    }

    #[test]
    fn quiet_hours_within_a_day_and_players_without_any() {
        let p = warsaw((13, 15));
        assert_eq!(
            quiet_until(&p, ms("2026-12-02T12:30:00Z")),
            Some(ms("2026-12-02T14:00:00Z"))
        );
        assert_eq!(quiet_until(&p, ms("2026-12-02T14:00:00Z")), None);
        let unset = PlayerSettings::default();
        assert_eq!(quiet_until(&unset, ms("2026-12-02T12:30:00Z")), None);
    }
}
