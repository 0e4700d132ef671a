//! A table vote to roll a game back (`/game rollback move:N`): for mistakes `/undo`
//! cannot reach (another player's move, a card drawn, a turn handed on). The asker
//! posts a vote; every other player must agree (in a co-operative game, a majority of
//! the table), with the vote's buttons. One refusal, or any move, ends the vote. When
//! it passes, the log is cut back to move N and the state is the log replayed to
//! there; a new board asks whoever must act then.
//!
//! The seed stays the same, so the same moves draw the same cards again: the table
//! agrees to that knowingly (it is written on the vote).

use super::*;
use crate::app::reply::{Button, ButtonStyle, Row};
use crate::store::RollbackVote;

impl App {
    pub(super) async fn ask_rollback(
        &self,
        caller: &Caller,
        number: i64,
    ) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if session.status != Status::Active {
            return refuse(msg!("turns-rollback-not-started"));
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse(msg!("turns-rollback-not-playing"));
        };
        let Some(to) = u64::try_from(number).ok().filter(|n| *n < session.seq) else {
            return refuse(msg!(
                "turns-rollback-bad-move",
                number = number.to_string(),
                last = session.seq.saturating_sub(1).to_string()
            ));
        };
        self.store
            .ask_rollback(session.id, to, session.seq, me.seat)
            .await?;
        let vote = RollbackVote {
            to_seq: to,
            at_seq: session.seq,
            asked_by: me.seat,
            agreed: Vec::new(),
        };
        if self.rollback_passes(&session, &seats, &vote).await? {
            // Nobody else to ask (the others are computers, or there are none).
            return self
                .roll_back(&session, &seats, &vote, caller.lang)
                .await
                .map(|text| Response::one(Message::to_caller(text)));
        }
        let mut message = self.vote_message(&session, &seats, &vote).await?;
        message.pings = self
            .voters(&session, &seats)
            .await?
            .iter()
            .filter(|s| s.seat != me.seat)
            .map(|s| s.user_id)
            .collect();
        Ok(Response::one(message))
    }

    pub(super) async fn vote(
        &self,
        caller: &Caller,
        id: &ComponentId,
        agree: bool,
    ) -> Result<Response, Fail> {
        let session = self.session_for_click(caller, id).await?;
        let over = || msg!("turns-rollback-vote-over");
        let Some(at_seq) = id.seq else {
            return refuse(over());
        };
        let open = self.store.rollback_vote(session.id).await?;
        let Some(vote) = open.filter(|v| v.at_seq == at_seq && session.seq == at_seq) else {
            return refuse(over());
        };
        if session.status != Status::Active {
            return refuse(over());
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse(msg!("turns-rollback-vote-not-playing"));
        };
        if me.seat == vote.asked_by {
            return refuse(msg!("turns-rollback-vote-asker"));
        }
        if !agree {
            self.store.drop_rollback(session.id, at_seq).await?;
            info!(session = session.id, "a rollback was refused");
            let text = say(
                session.lang,
                &msg!(
                    "turns-rollback-refused",
                    player = escape(&me.name),
                    number = session.seq.to_string()
                ),
            );
            return Ok(Response {
                shows: None,
                clicked: Clicked::Replace(Box::new(Message::to_channel(text))),
                messages: Vec::new(),
            });
        }
        let Some(vote) = self
            .store
            .agree_rollback(session.id, at_seq, me.seat)
            .await?
        else {
            return refuse(over());
        };
        if self.rollback_passes(&session, &seats, &vote).await? {
            let text = self
                .roll_back(&session, &seats, &vote, session.lang)
                .await?;
            return Ok(Response {
                shows: None,
                clicked: Clicked::Replace(Box::new(Message::to_channel(text))),
                messages: Vec::new(),
            });
        }
        let message = self.vote_message(&session, &seats, &vote).await?;
        Ok(Response {
            shows: None,
            clicked: Clicked::Replace(Box::new(message)),
            messages: Vec::new(),
        })
    }

    /// The people who vote: everyone still playing (computers agree to anything).
    async fn voters(&self, session: &SessionRow, seats: &[SeatRow]) -> Result<Vec<SeatRow>, Fail> {
        let removed = self.game_of(session).await?.removed();
        Ok(seats
            .iter()
            .filter(|s| !removed.contains(&Seat(s.seat)) && !computer::is_computer(s.user_id))
            .cloned()
            .collect())
    }

    /// Everyone else agreed; in a co-operative game, more than half the table.
    async fn rollback_passes(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        vote: &RollbackVote,
    ) -> Result<bool, Fail> {
        let voters = self.voters(session, seats).await?;
        let yes = voters
            .iter()
            .filter(|s| s.seat == vote.asked_by || vote.agreed.contains(&s.seat))
            .count();
        Ok(if session.kind.cooperative() {
            yes * 2 > voters.len()
        } else {
            yes == voters.len()
        })
    }

    async fn vote_message(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        vote: &RollbackVote,
    ) -> Result<Message, Fail> {
        let voters = self.voters(session, seats).await?;
        let asker = escape(&text::seat_name(seats, Seat(vote.asked_by)));
        let log = self.store.log(session.id).await?;
        let lang = session.lang;
        let target = match vote.to_seq {
            0 => msg!("turns-rollback-the-start"),
            n => msg!("turns-rollback-move", number = n.to_string()),
        };
        let what = log
            .iter()
            .find(|r| r.seq == vote.to_seq)
            .map(|r| {
                let said: Vec<String> = r
                    .narration
                    .iter()
                    .map(|s| text::told(lang, s, seats))
                    .collect();
                let said = said.join(" ");
                format!(
                    " {}",
                    say(lang, &msg!("turns-rollback-after", said = clip(&said, 200)))
                )
            })
            .unwrap_or_default();
        let tally: Vec<String> = voters
            .iter()
            .filter(|s| s.seat != vote.asked_by)
            .map(|s| {
                let mark = if vote.agreed.contains(&s.seat) {
                    "✅"
                } else {
                    "⏳"
                };
                format!("{mark} {}", escape(&s.name))
            })
            .collect();
        let moves = usize::try_from(session.seq - vote.to_seq).unwrap_or(0);
        let asks = if session.kind.cooperative() {
            msg!(
                "turns-rollback-asks-majority",
                asker = asker,
                target = target,
                after = what,
                moves = moves,
                tally = tally.join(" · ")
            )
        } else {
            msg!(
                "turns-rollback-asks-everyone",
                asker = asker,
                target = target,
                after = what,
                moves = moves,
                tally = tally.join(" · ")
            )
        };
        let mut text = Text::from(say(lang, &asks));
        text.note(&say(lang, &msg!("turns-rollback-seed-stays")));
        let mut message = Message::to_channel(text.clip(1900));
        let buttons: Vec<Button> = [
            (
                Code::Vote(true),
                msg!("turns-rollback-button-agree"),
                ButtonStyle::Success,
            ),
            (
                Code::Vote(false),
                msg!("turns-rollback-button-refuse"),
                ButtonStyle::Danger,
            ),
        ]
        .into_iter()
        .filter_map(|(code, label, style)| {
            let custom_id = ComponentId {
                session: session.id,
                seq: Some(vote.at_seq),
                seat: None,
                code,
            }
            .encode()?;
            Some(Button {
                label: say(lang, &label),
                custom_id,
                style,
                disabled: false,
            })
        })
        .collect();
        message.rows = vec![Row::Buttons(buttons)];
        Ok(message)
    }

    /// Cuts the log back and posts the board as it was then; returns what to say.
    async fn roll_back(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        vote: &RollbackVote,
        lang: Lang,
    ) -> Result<String, Fail> {
        let current = self.game_of(session).await?;
        let players = current.players();
        let log = self.store.log(session.id).await?;
        let cut = log.iter().take_while(|r| r.seq <= vote.to_seq).count();
        let game = history::replay_to(session, players, &log[..cut])?;
        let waits = self.fresh_waits(session, seats, &game).await?;
        let deadline = waits.1.stored();
        let seq = match self
            .store
            .rollback_to(
                session.id,
                session.seq,
                vote.to_seq,
                &game.snapshot(),
                deadline,
            )
            .await?
        {
            Write::Done(seq) => seq,
            _ => return refuse(out_of_date()),
        };
        self.note_undone(session.channel_id, session.id, seq);
        info!(session = session.id, seq, "the table rolled the game back");
        self.reset_waits(session.id, &waits).await?;
        if deadline.is_some() && self.computer_seat(&game, seats).is_some() {
            self.wake_computer();
        }
        let said = match seq {
            0 => msg!("turns-rollback-done-start"),
            n => msg!("turns-rollback-done", number = n.to_string()),
        };
        let lock = self.table_lock(session.id);
        let _turn = lock.lock().await;
        let session = self.session(session.id).await?;
        let lines = self.narration_lines(&session, session.board_seq).await?;
        // The board is posted anew (the table agreed on it), pinging whoever the cut
        // hands a decision to, as any move would.
        let newly = computer::humans(live::newly_waited(&current, &game), seats);
        let mut board = self
            .board_message(
                &session,
                seats,
                &game,
                &lines,
                Ping::Only(&newly),
                None,
                Picture::Draw,
            )
            .await;
        board.content.note(&say(session.lang, &said));
        self.post_board(&session, board, session.board_seq, None)
            .await?;
        Ok(say(
            lang,
            &msg!("turns-rollback-posted-again", said = say(lang, &said)),
        ))
    }
}
