//! Co-operative plans (`plan=together`, in co-operative games): a player's own move
//! becomes a proposal the others see on the board, with **✅ Agree** and **✋ Object**.
//! It is played, as one move of its proposer's, when every other active player
//! agrees, or when the proposer's deadline passes with no objection; an objection
//! hands it back to the proposer with the objector's note.
//!
//! The table sees the move in words (the choice's label), never what it would draw
//! or roll: the proposal is checked on a copy of the game, and its outcome is
//! decided only when it is played. A pick on the way to a move (one that tells the
//! table nothing and leaves the same player to act) and a private choice are played
//! at once, as are moves at a table where nobody else is there to agree (computers
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
            return refuse(OUT_OF_DATE);
        }
        let choice = before
            .choices(Actor::player(seat))
            .into_iter()
            .find(|c| c.notation.eq_ignore_ascii_case(notation.trim()));
        if choice
            .as_ref()
            .is_some_and(|c| c.placement == Placement::Private)
        {
            return Ok(Proposed::PlayNow);
        }
        let mut copy = before.clone();
        let applied = moves::apply_intent(
            &mut copy,
            Actor::player(seat),
            Intent::Notation(notation),
            &seats,
        )?;
        let (narration, _) = moves::narration_and_news(&applied.events, seat);
        if narration.is_empty() && copy.to_act().contains(&seat) && copy.outcome().is_none() {
            return Ok(Proposed::PlayNow);
        }
        let label = match &choice {
            Some(c) => c.label.clone(),
            None => format!("`{}`", applied.notation.replace('`', "'")),
        };
        self.store
            .propose(session.id, me.seat, session.seq, &applied.notation, &label)
            .await?;
        info!(session = session.id, seat = me.seat, "a move was proposed");
        // The others must act now: a new board, pinging them.
        let mut lead = Text::from("📝 ");
        for (i, other) in others.iter().enumerate() {
            if i > 0 {
                lead.push(" ");
            }
            lead.mention(other.user_id, &other.name);
        }
        lead.push(&format!(
            ": **{}** proposes a move. Agree or object below.\n",
            escape(&me.name)
        ));
        let pings: Vec<u64> = others.iter().map(|s| s.user_id).collect();
        self.post_fresh_board(&session, lead, pings).await?;
        let deadline = if before.timeouts().iter().any(|t| t.seat == seat) {
            ", or when your deadline passes with no objection"
        } else {
            ""
        };
        let names: Vec<String> = others
            .iter()
            .map(|s| format!("**{}**", escape(&s.name)))
            .collect();
        Ok(Proposed::Waiting(Response::one(Message::to_caller(format!(
            "📝 Proposed to the table: {label}. It's played when {} {}{deadline}. A move of yours in the meantime replaces it.",
            text::and_list(&names),
            if names.len() == 1 { "agrees" } else { "all agree" }
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
        const SETTLED: &str =
            "That proposal is settled: it was played, withdrawn or objected to. The board shows what is open now.";
        if session.status != Status::Active {
            return refuse(SETTLED);
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse("Only the game's players agree to its proposals.");
        };
        let open = self.store.proposals(session.id).await?;
        let open: Vec<&Proposal> = open
            .iter()
            .filter(|p| proposer.is_none_or(|s| p.seat == s) && made_at.is_none_or(|q| p.seq == q))
            .filter(|p| p.seat != me.seat || proposer.is_some())
            .collect();
        let proposal = match open.as_slice() {
            [] if proposer.is_none() => {
                return refuse("There's no proposal open for you to answer.")
            }
            [] => return refuse(SETTLED),
            [one] => (*one).clone(),
            _ => {
                return refuse(
                    "Several proposals are open: name whose you mean (`player:`), or use the buttons on the board.",
                )
            }
        };
        if proposal.seat == me.seat {
            return refuse(
                "It's your own proposal: the others decide. A move of yours replaces it.",
            );
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
                    return refuse(SETTLED);
                }
                info!(
                    session = session.id,
                    seat = proposal.seat,
                    "a proposal was objected to"
                );
                let mut lead = Text::from("✋ ");
                lead.mention(proposer_row.user_id, &proposer_row.name);
                lead.push(&format!(
                    ": **{}** objects to your proposal ({})",
                    escape(&me.name),
                    proposal.label
                ));
                match note.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
                    Some(note) => lead.push(&format!(": “{}”", escape(&clip(note, 300)))),
                    None => lead.push("."),
                };
                lead.push(" Your move again.\n");
                self.post_fresh_board(&session, lead, vec![proposer_row.user_id])
                    .await?;
                Ok(Response::one(Message::to_caller(format!(
                    "✋ You objected; **{}** has been told.",
                    escape(&proposer_row.name)
                ))))
            }
            Verdict::Agree => {
                let Some(proposal) = self
                    .store
                    .agree_to_proposal(session.id, proposal.seat, proposal.seq, me.seat)
                    .await?
                else {
                    return refuse(SETTLED);
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
                    let note = format!("✅ Agreed by {}.", text::and_list(&agreed));
                    self.play_proposal(&session, &proposal, note).await?;
                    return Ok(Response::one(Message::to_caller(
                        "✅ Everyone agreed: the move is played.",
                    )));
                }
                self.refresh_proposals(session.id).await?;
                let names: Vec<String> = waiting
                    .iter()
                    .map(|s| format!("**{}**", escape(&s.name)))
                    .collect();
                Ok(Response::one(Message::to_caller(format!(
                    "✅ You agree. Still waiting for {}.",
                    text::and_list(&names)
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
            return refuse(NO_GAME_HERE);
        };
        if !session.kind.plans_together(&session.options) {
            return refuse(
                "This game's moves aren't proposed first: it was started without `plan=together`.",
            );
        }
        let proposer = match player {
            None => None,
            Some(user) => {
                let seats = self.store.seats(session.id).await?;
                let Some(seat) = seats.iter().find(|s| s.user_id == user) else {
                    return refuse("That player has no seat in this game.");
                };
                Some(seat.seat)
            }
        };
        self.settle_proposal(caller, session, proposer, None, verdict)
            .await
    }

    /// Plays `proposal` as its proposer's move, `note` opening its narration. A move
    /// the game now refuses (the state changed under it) is dropped and the proposer
    /// told on a new board.
    pub(super) async fn play_proposal(
        &self,
        session: &SessionRow,
        proposal: &Proposal,
        note: String,
    ) -> Result<(), Fail> {
        let seats = self.store.seats(session.id).await?;
        let Some(row) = seats.iter().find(|s| s.seat == proposal.seat) else {
            return Err(Fail::Corrupt(format!(
                "session {}: a proposal from an empty seat",
                session.id
            )));
        };
        let proposer = Caller::seated(session, row);
        match self
            .play_for(
                &proposer,
                session.id,
                Expect::Agreed,
                Intent::Notation(&proposal.notation),
                Some(note),
                None,
            )
            .await
        {
            Ok(_) => Ok(()),
            Err(Fail::Refuse(reason)) => {
                self.store
                    .drop_proposal(session.id, proposal.seat, proposal.seq)
                    .await?;
                let mut lead = Text::from("📝 ");
                lead.mention(row.user_id, &row.name);
                lead.push(&format!(
                    ": your proposal ({}) can't be played any more: {}\n",
                    proposal.label,
                    text::with_names(&reason, &seats)
                ));
                let session = self.session(session.id).await?;
                self.post_fresh_board(&session, lead, vec![row.user_id])
                    .await
            }
            Err(e) => Err(e),
        }
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
        self.play_proposal(
            session,
            &proposal,
            "⏰ No objection before the deadline: the proposal is played.".into(),
        )
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
        for proposal in &open {
            let name = text::seat_name(seats, Seat(proposal.seat));
            let waiting: Vec<String> = deciders(seats, proposal.seat)
                .into_iter()
                .filter(|s| !proposal.agreed.contains(&s.seat))
                .map(|s| format!("**{}**", escape(&s.name)))
                .collect();
            let mut line = format!("\n📝 **{}** proposes: {}", escape(&name), proposal.label);
            let agreed: Vec<String> = seats
                .iter()
                .filter(|s| proposal.agreed.contains(&s.seat))
                .map(|s| format!("**{}**", escape(&s.name)))
                .collect();
            if !agreed.is_empty() {
                line.push_str(&format!(" · ✅ {}", text::and_list(&agreed)));
            }
            if !waiting.is_empty() {
                line.push_str(&format!(" · waiting for {}", text::and_list(&waiting)));
            }
            message.content.push(&line);
            for (agree, label) in [(true, "✅ Agree"), (false, "✋ Object")] {
                let label = if several {
                    format!("{label}: {}", clip(&name, 30))
                } else {
                    label.to_string()
                };
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

    /// Posts the board again as the new live board, `lead` first, pinging `pings`
    /// (players who must answer now).
    async fn post_fresh_board(
        &self,
        session: &SessionRow,
        lead: Text,
        pings: Vec<u64>,
    ) -> Result<(), Fail> {
        let lock = self.table_lock(session.id);
        let _turn = lock.lock().await;
        let session = self.session(session.id).await?;
        let seats = self.store.seats(session.id).await?;
        let game = self.game_of(&session).await?;
        let lines = self.narration_lines(&session, session.board_seq).await?;
        let mut board = self
            .board_message(
                &session,
                &seats,
                &game,
                &lines,
                Ping::Nobody,
                None,
                Picture::Draw,
            )
            .await;
        board.content = lead.joined("", board.content);
        board.pings = pings;
        if !self
            .post_board(&session, board, session.board_seq, None)
            .await?
        {
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
