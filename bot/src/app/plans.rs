//! Co-operative plans (`plan=together`, in co-operative games): a player's own move
//! becomes a proposal the others see on the board, with **✅ Agree** and **✋ Object**;
//! the moves they make next join it, so a whole turn can be one plan ("fly to C3 →
//! swap C3 with D4 → end the turn"), as long as each move before the last draws on
//! no chance and shows nothing new. It is played, its moves one after another shown
//! as one, when every other active player agrees, or when the proposer's deadline
//! passes with no objection; an objection hands it back to the proposer with the
//! objector's note, and `/plan withdraw` takes it back.
//!
//! The table sees the move in words (the choice's label), never what it would draw
//! or roll: the proposal is checked on a copy of the game, and its outcome is
//! decided only when it is played. Played at once instead: a pick on the way to a
//! move (one that tells the table nothing and leaves the same player to act), a
//! private choice (and, in a game with secrets, a typed move that matches no public
//! choice), and any move at a table where nobody else is there to agree (computers
//! and stand-ins do not vote).

use super::reply::{Button, ButtonStyle};
use super::*;
use crate::store::Proposal;
use windward_engine::Placement;

/// What [`App::propose`] decided.
pub(super) enum Proposed {
    /// The move goes ahead now.
    PlayNow,
    /// The move is on the table, waiting for the others: the proposer's answer.
    Waiting(Response),
}

/// The players whose agreement a proposal of `proposer` needs: the other seats with a
/// person playing them (not a computer's seats, not those a computer stands in for).
fn deciders(seats: &[SeatRow], proposer: u8) -> Vec<&SeatRow> {
    seats
        .iter()
        .filter(|s| s.seat != proposer && !computer::is_computer(s.user_id) && !s.stand_in)
        .collect()
}

/// Plays `plan`'s moves so far on `game` (a copy): `None` when the plan may grow by
/// another move, else why not. A plan grows only past moves that draw on no chance
/// and show nothing new (`Applied::undoable`), so adding to it can never tell the
/// proposer what a die or a card would do; and only while the proposer still acts.
fn plan_so_far(game: &mut Match, seat: Seat, plan: &Proposal) -> Option<Msg> {
    for step in plan.notation.lines() {
        match game.apply_notation(Actor::player(seat), step) {
            Ok(applied) if applied.undoable => {}
            Ok(_) => {
                return Some(msg!(
                    "schedule-plan-ends-with-chance",
                    label = plan.label.as_str()
                ))
            }
            Err(_) => {
                return Some(msg!(
                    "schedule-plan-no-longer-fits",
                    label = plan.label.as_str()
                ))
            }
        }
    }
    None
}

impl App {
    /// In a game with `plan=together`, the caller's own move becomes a proposal;
    /// elsewhere (and for the exceptions in the module doc) it is played now. A move
    /// the game refuses is refused here, changing nothing.
    pub(super) async fn propose(
        &self,
        caller: &Caller,
        session_id: i64,
        expect: &Expect,
        intent: &Intent<'_>,
    ) -> Result<Proposed, Fail> {
        let session = self.session(session_id).await?;
        let Intent::Notation(notation) = intent else {
            return Ok(Proposed::PlayNow);
        };
        if session.status != Status::Active || !session.kind.plans_together(&session.options) {
            return Ok(Proposed::PlayNow);
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return Ok(Proposed::PlayNow);
        };
        let seat = Seat(me.seat);
        let others = deciders(&seats, me.seat);
        let before = self.game_of(&session).await?;
        if others.is_empty() || !before.to_act().contains(&seat) {
            // Nobody to ask, or not theirs to decide: the move's own path answers.
            return Ok(Proposed::PlayNow);
        }
        let current = match expect {
            Expect::Token(token) => before.button_token(seat) == *token,
            Expect::Seq(seq) => session.seq == *seq,
            Expect::Arrived(_) | Expect::Agreed => true,
        };
        if !current {
            return refuse(out_of_date());
        }
        // An open plan of this seat's, made on the state as it stands, grows by this
        // move: it is checked after the plan's moves so far.
        let open = self
            .store
            .proposals(session.id)
            .await?
            .into_iter()
            .find(|p| p.seat == me.seat && p.seq == session.seq);
        let mut copy = before.clone();
        if let Some(plan) = &open {
            if let Some(refusal) = plan_so_far(&mut copy, seat, plan) {
                return refuse(refusal);
            }
        }
        let offered = copy.choices(Actor::player(seat));
        let applied = moves::apply_intent(
            &mut copy,
            Actor::player(seat),
            Intent::Notation(notation),
            &seats,
            caller.lang,
        )?;
        let (narration, _) = moves::narration_and_news(&applied.events, seat);
        let pick =
            narration.is_empty() && copy.to_act().contains(&seat) && copy.outcome().is_none();
        if open.is_none() && pick {
            return Ok(Proposed::PlayNow);
        }
        // The move as the game offers it (typed moves are matched by their normal
        // form). A private choice is played at once; so is a move the game offers
        // no public choice for where it keeps secrets, since its words could tell one.
        let typed = notation.trim();
        let choice = offered
            .into_iter()
            .find(|c| c.notation.eq_ignore_ascii_case(typed) || c.notation == applied.notation);
        let public = match &choice {
            Some(c) => c.placement != Placement::Private,
            None => !session.kind.has_private_view(),
        };
        if !public {
            return match open {
                None => Ok(Proposed::PlayNow),
                Some(_) => refuse(msg!("schedule-plan-private-choice")),
            };
        }
        let label = match &choice {
            // The table reads it, in its language.
            Some(c) => windward_engine::i18n::say(session.lang, &c.label),
            None => format!("`{}`", applied.notation.replace('`', "'")),
        };
        let (notations, labels) = match &open {
            Some(plan) => (
                format!("{}\n{}", plan.notation, applied.notation),
                format!("{} → {label}", plan.label),
            ),
            None => (applied.notation.clone(), label.clone()),
        };
        self.store
            .propose(session.id, me.seat, session.seq, &notations, &labels)
            .await?;
        info!(session = session.id, seat = me.seat, "a move was proposed");
        let names: Vec<String> = others
            .iter()
            .map(|s| format!("**{}**", escape(&s.name)))
            .collect();
        if open.is_some() {
            // The same players are asked, about a longer plan: the board says so.
            self.refresh_proposals(session.id).await?;
            return Ok(Proposed::Waiting(Response::one(Message::to_caller(say(
                caller.lang,
                &msg!(
                    "schedule-plan-added",
                    labels = labels.as_str(),
                    names = text::and_list_in(caller.lang, &names),
                    count = names.len()
                ),
            )))));
        }
        // The others must act now: a new board, pinging them.
        let mut lead = Text::from("📝 ");
        for (i, other) in others.iter().enumerate() {
            if i > 0 {
                lead.push(" ");
            }
            lead.mention(other.user_id, &other.name);
        }
        lead.push(&format!(
            "{}\n",
            say(
                session.lang,
                &msg!("schedule-plan-proposed-lead", name = escape(&me.name))
            )
        ));
        let pings: Vec<u64> = others.iter().map(|s| s.user_id).collect();
        self.post_fresh_board(&session, lead, pings).await?;
        let deadline = if before.timeouts().iter().any(|t| t.seat == seat) {
            "yes"
        } else {
            "no"
        };
        Ok(Proposed::Waiting(Response::one(Message::to_caller(say(
            caller.lang,
            &msg!(
                "schedule-plan-proposed",
                label = label.as_str(),
                names = text::and_list_in(caller.lang, &names),
                count = names.len(),
                deadline = deadline
            ),
        )))))
    }

    /// **✅ Agree** / **✋ Object** on a board, or `/plan agree|object`: `proposer` is
    /// the seat whose proposal it is (`None`: the only one open), `made_at` the seq it
    /// was made at, when the button says.
    pub(super) async fn settle_proposal(
        &self,
        caller: &Caller,
        session: SessionRow,
        proposer: Option<u8>,
        made_at: Option<u64>,
        verdict: Verdict,
    ) -> Result<Response, Fail> {
        let settled = || msg!("schedule-plan-settled");
        if session.status != Status::Active {
            return refuse(settled());
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse(msg!("schedule-plan-not-a-player"));
        };
        let open = self.store.proposals(session.id).await?;
        let open: Vec<&Proposal> = open
            .iter()
            .filter(|p| proposer.is_none_or(|s| p.seat == s) && made_at.is_none_or(|q| p.seq == q))
            .filter(|p| p.seat != me.seat || proposer.is_some())
            .collect();
        let proposal = match open.as_slice() {
            [] if proposer.is_none() => return refuse(msg!("schedule-plan-none-open")),
            [] => return refuse(settled()),
            [one] => (*one).clone(),
            _ => return refuse(msg!("schedule-plan-several-open")),
        };
        if proposal.seat == me.seat {
            return refuse(msg!("schedule-plan-own"));
        }
        let proposer_row = seats
            .iter()
            .find(|s| s.seat == proposal.seat)
            .ok_or_else(|| {
                Fail::Corrupt(format!(
                    "session {}: a proposal from an empty seat",
                    session.id
                ))
            })?;
        match verdict {
            Verdict::Object(note) => {
                if !self
                    .store
                    .drop_proposal(session.id, proposal.seat, proposal.seq)
                    .await?
                {
                    return refuse(settled());
                }
                info!(
                    session = session.id,
                    seat = proposal.seat,
                    "a proposal was objected to"
                );
                let mut lead = Text::from("✋ ");
                lead.mention(proposer_row.user_id, &proposer_row.name);
                let said = match note.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
                    Some(note) => msg!(
                        "schedule-plan-objected-lead",
                        name = escape(&me.name),
                        label = proposal.label.as_str(),
                        note = escape(&clip(note, 300))
                    ),
                    None => msg!(
                        "schedule-plan-objected-lead-no-note",
                        name = escape(&me.name),
                        label = proposal.label.as_str()
                    ),
                };
                lead.push(&format!("{}\n", say(session.lang, &said)));
                self.post_fresh_board(&session, lead, vec![proposer_row.user_id])
                    .await?;
                Ok(Response::one(Message::to_caller(say(
                    caller.lang,
                    &msg!(
                        "schedule-plan-you-objected",
                        name = escape(&proposer_row.name)
                    ),
                ))))
            }
            Verdict::Agree => {
                let Some(proposal) = self
                    .store
                    .agree_to_proposal(session.id, proposal.seat, proposal.seq, me.seat)
                    .await?
                else {
                    return refuse(settled());
                };
                let waiting: Vec<&SeatRow> = deciders(&seats, proposal.seat)
                    .into_iter()
                    .filter(|s| !proposal.agreed.contains(&s.seat))
                    .collect();
                if waiting.is_empty() {
                    let agreed: Vec<String> = seats
                        .iter()
                        .filter(|s| proposal.agreed.contains(&s.seat))
                        .map(|s| format!("**{}**", escape(&s.name)))
                        .collect();
                    // The names are listed the table's way; the line reads in each
                    // reader's language.
                    let note = msg!(
                        "schedule-plan-agreed-by",
                        names = text::and_list_in(session.lang, &agreed)
                    );
                    self.play_proposal(&session, &proposal, note).await?;
                    return Ok(Response::one(Message::to_caller(say(
                        caller.lang,
                        &msg!("schedule-plan-everyone-agreed"),
                    ))));
                }
                self.refresh_proposals(session.id).await?;
                let names: Vec<String> = waiting
                    .iter()
                    .map(|s| format!("**{}**", escape(&s.name)))
                    .collect();
                Ok(Response::one(Message::to_caller(say(
                    caller.lang,
                    &msg!(
                        "schedule-plan-you-agree",
                        names = text::and_list_in(caller.lang, &names)
                    ),
                ))))
            }
        }
    }

    /// `/plan agree` and `/plan object`: `player`'s proposal in this channel's game, or
    /// the only one open.
    pub(super) async fn answer_proposal(
        &self,
        caller: &Caller,
        player: Option<u64>,
        verdict: Verdict,
    ) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if !session.kind.plans_together(&session.options) {
            return refuse(msg!("schedule-plan-not-together"));
        }
        let proposer = match player {
            None => None,
            Some(user) => {
                let seats = self.store.seats(session.id).await?;
                let Some(seat) = seats.iter().find(|s| s.user_id == user) else {
                    return refuse(msg!("schedule-plan-no-seat"));
                };
                Some(seat.seat)
            }
        };
        self.settle_proposal(caller, session, proposer, None, verdict)
            .await
    }

    /// Plays `proposal`'s moves as its proposer's, one after another, and shows them
    /// as one (one board, `note` opening its narration). A move the game now refuses
    /// (the state changed under it) stops the plan there: what was played stays, the
    /// rest is dropped and the proposer told on a new board.
    pub(super) async fn play_proposal(
        &self,
        session: &SessionRow,
        proposal: &Proposal,
        note: Msg,
    ) -> Result<(), Fail> {
        let seats = self.store.seats(session.id).await?;
        let Some(row) = seats.iter().find(|s| s.seat == proposal.seat) else {
            return Err(Fail::Corrupt(format!(
                "session {}: a proposal from an empty seat",
                session.id
            )));
        };
        let proposer = Caller::seated(session, row);
        let mut note = Some(note);
        let (mut first_before, mut last, mut narrated, mut refused) = (None, None, false, None);
        let mut first_seq = None;
        for step in proposal.notation.lines() {
            match self
                .commit_move(
                    &proposer,
                    session.id,
                    Expect::Agreed,
                    Intent::Notation(step),
                    note.take(),
                    None,
                )
                .await
            {
                Ok(moved) => {
                    narrated |= moved.narrated;
                    first_before.get_or_insert_with(|| moved.before.clone());
                    first_seq.get_or_insert(moved.seq);
                    last = Some(moved);
                }
                Err(Fail::Refuse(reason)) => {
                    refused = Some(reason);
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        if let Some(mut moved) = last {
            // Several moves are one for the log and for undo.
            if let Some(first) = first_seq.filter(|f| *f < moved.seq) {
                self.store.mark_plan(session.id, first, moved.seq).await?;
            }
            if let Some(before) = first_before {
                moved.before = before;
            }
            moved.narrated = narrated;
            self.show_move(moved).await?;
        }
        let Some(reason) = refused else {
            return Ok(());
        };
        self.store
            .drop_proposal(session.id, proposal.seat, proposal.seq)
            .await?;
        let mut lead = Text::from("📝 ");
        lead.mention(row.user_id, &row.name);
        lead.push(&format!(
            "{}\n",
            say(
                session.lang,
                &msg!(
                    "schedule-plan-stopped-lead",
                    label = proposal.label.as_str(),
                    reason = text::with_names(&say(session.lang, &reason), &seats)
                )
            )
        ));
        let session = self.session(session.id).await?;
        self.post_fresh_board(&session, lead, vec![row.user_id])
            .await
    }

    /// `/plan withdraw`: the caller takes their open plan back.
    pub(super) async fn withdraw_proposal(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        let seats = self.store.seats(session.id).await?;
        let mine = seats.iter().find(|s| s.user_id == caller.user_id);
        let open = self.store.proposals(session.id).await?;
        let Some(plan) = mine.and_then(|me| open.iter().find(|p| p.seat == me.seat)) else {
            return refuse(msg!("schedule-plan-nothing-to-withdraw"));
        };
        self.store
            .drop_proposal(session.id, plan.seat, plan.seq)
            .await?;
        self.refresh_proposals(session.id).await?;
        Ok(Response::one(Message::to_caller(say(
            caller.lang,
            &msg!("schedule-plan-withdrawn", label = plan.label.as_str()),
        ))))
    }

    /// The proposal of the seat whose deadline passed, if it has one: played, since
    /// nobody objected in time. Returns whether there was one.
    pub(super) async fn proposal_due(
        &self,
        session: &SessionRow,
        seat: Seat,
    ) -> Result<bool, Fail> {
        let open = self.store.proposals(session.id).await?;
        let Some(proposal) = open.into_iter().find(|p| p.seat == seat.0) else {
            return Ok(false);
        };
        self.play_proposal(session, &proposal, msg!("schedule-plan-played-at-deadline"))
            .await?;
        Ok(true)
    }

    /// Adds the open proposals to a live board: each in words with who agreed and who
    /// is still to answer, and its **✅ Agree** / **✋ Object** buttons.
    pub(super) async fn show_proposals(
        &self,
        message: &mut Message,
        session: &SessionRow,
        seats: &[SeatRow],
    ) {
        if session.status != Status::Active || !session.kind.plans_together(&session.options) {
            return;
        }
        let open = match self.store.proposals(session.id).await {
            Ok(open) => open,
            Err(e) => {
                warn!(error = %e, session = session.id, "could not read the proposals");
                return;
            }
        };
        let several = open.len() > 1;
        let lang = session.lang;
        for proposal in &open {
            let name = text::seat_name(seats, Seat(proposal.seat));
            let waiting: Vec<String> = deciders(seats, proposal.seat)
                .into_iter()
                .filter(|s| !proposal.agreed.contains(&s.seat))
                .map(|s| format!("**{}**", escape(&s.name)))
                .collect();
            let mut line = format!(
                "\n{}",
                say(
                    lang,
                    &msg!(
                        "schedule-plan-line",
                        name = escape(&name),
                        label = proposal.label.as_str()
                    )
                )
            );
            let agreed: Vec<String> = seats
                .iter()
                .filter(|s| proposal.agreed.contains(&s.seat))
                .map(|s| format!("**{}**", escape(&s.name)))
                .collect();
            if !agreed.is_empty() {
                line.push_str(&format!(" · ✅ {}", text::and_list_in(lang, &agreed)));
            }
            if !waiting.is_empty() {
                line.push_str(&format!(
                    " {}",
                    say(
                        lang,
                        &msg!(
                            "schedule-plan-line-waiting",
                            names = text::and_list_in(lang, &waiting)
                        )
                    )
                ));
            }
            message.content.push(&line);
            for agree in [true, false] {
                let said = match (agree, several) {
                    (true, false) => msg!("schedule-plan-button-agree"),
                    (false, false) => msg!("schedule-plan-button-object"),
                    (true, true) => msg!("schedule-plan-button-agree-to", name = clip(&name, 30)),
                    (false, true) => {
                        msg!("schedule-plan-button-object-to", name = clip(&name, 30))
                    }
                };
                let label = clip(&say(lang, &said), 80);
                let id = ComponentId {
                    session: session.id,
                    seq: Some(proposal.seq),
                    seat: Some(proposal.seat),
                    code: Code::Plan(agree),
                }
                .encode();
                if let Some(custom_id) = id {
                    web::add_button(
                        message,
                        Button {
                            label,
                            custom_id,
                            style: if agree {
                                ButtonStyle::Success
                            } else {
                                ButtonStyle::Secondary
                            },
                            disabled: false,
                        },
                    );
                }
            }
        }
    }

    /// Posts the board again as the new live board (see [`App::repost_board`]),
    /// `lead` first, pinging `pings`: players who must answer now.
    async fn post_fresh_board(
        &self,
        session: &SessionRow,
        lead: Text,
        pings: Vec<u64>,
    ) -> Result<(), Fail> {
        if !self.repost_board(session, lead, pings).await? {
            warn!(session = session.id, "the proposal's board was not posted");
        }
        Ok(())
    }

    /// The live board edited to show the proposals as they stand.
    async fn refresh_proposals(&self, id: i64) -> Result<(), Fail> {
        let lock = self.table_lock(id);
        let _turn = lock.lock().await;
        let session = self.session(id).await?;
        if session.board_message_id.is_some() {
            self.redraw_board(&session).await?;
        }
        Ok(())
    }
}

/// An answer to a proposal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    Agree,
    /// With the objector's note, if they gave one.
    Object(Option<String>),
}
