//! Buttons and menus: decoded from their `custom_id`, re-checked, then played.

use super::*;

impl App {
    pub(super) async fn component(
        &self,
        caller: &Caller,
        custom_id: &str,
        values: &[String],
        message: OnMessage,
    ) -> Result<Response, Fail> {
        let Some(id) = ComponentId::decode(custom_id) else {
            warn!(custom_id = %clip(custom_id, 100), "undecodable component id");
            return refuse("That button isn't one I recognise (it may be damaged or from an old version). Use `/game status` for a fresh board.");
        };
        match &id.code {
            Code::Hand => self.hand(caller, Some(&id)).await,
            Code::Join => self.join(caller, Some(&id)).await,
            Code::Leave => self.leave(caller, Some(&id)).await,
            Code::Start => self.start(caller, Some(&id), false).await,
            Code::Rematch => self.rematch(caller, &id).await,
            Code::Play(notation) => self.click_play(caller, &id, notation, message).await,
            Code::Menu(_) => match values {
                [value] => self.click_play(caller, &id, value, message).await,
                _ => refuse("Please choose exactly one option."),
            },
        }
    }

    /// The session a component belongs to, checked against the channel it was clicked in.
    pub(super) async fn session_for_click(
        &self,
        caller: &Caller,
        id: &ComponentId,
    ) -> Result<SessionRow, Fail> {
        match self.store.session(id.session).await? {
            Some(s) if s.channel_id == caller.channel_id => Ok(s),
            _ => refuse("That button doesn't belong to a game in this channel. Use `/game status` for a fresh board."),
        }
    }

    pub(super) async fn click_play(
        &self,
        caller: &Caller,
        id: &ComponentId,
        notation: &str,
        message: OnMessage,
    ) -> Result<Response, Fail> {
        let session = self.session_for_click(caller, id).await?;
        let Some(token) = id.seq else {
            return refuse(
                "That button isn't one I recognise. Use `/game status` for a fresh board.",
            );
        };
        if let Some(owner) = id.seat {
            // A seat's buttons are its player's alone; the id is untrusted, so this only
            // ever refuses: the move itself is always the caller's own.
            let seats = self.store.seats(session.id).await?;
            let mine = seats.iter().find(|s| s.user_id == caller.user_id);
            if mine.is_some_and(|m| m.seat != owner) {
                let owner = escape(&text::seat_name(&seats, Seat(owner)));
                return refuse(if session.kind.independent_seats() {
                    format!(
                        "That's **{owner}**'s {thing} — press **{label}** for yours.",
                        thing = thing_of(session.kind),
                        label = session.kind.private_view_label()
                    )
                } else {
                    format!("Those buttons are **{owner}**'s: the game is waiting for them, not for you.")
                });
            }
        }
        self.play(
            caller,
            session.id,
            Expect::Token(token),
            Intent::Notation(notation),
            None,
            Some(message),
        )
        .await
    }

    pub(super) async fn rematch(
        &self,
        caller: &Caller,
        id: &ComponentId,
    ) -> Result<Response, Fail> {
        let old = self.session_for_click(caller, id).await?;
        if old.status != Status::Finished {
            return refuse("A rematch can start once this game has finished.");
        }
        let old_seats = self.store.seats(old.id).await?;
        if !old_seats.iter().any(|s| s.user_id == caller.user_id) {
            return refuse("Only the players of that game can start a rematch.");
        }
        if let Some(open) = self.store.open_session_in(caller.channel_id).await? {
            return refuse(self.channel_busy(&open).await?);
        }
        let response = self.new_game(caller, old.kind.id(), &old.options).await?;
        let Some(new) = self.store.open_session_in(caller.channel_id).await? else {
            return Ok(response);
        };
        // Same table, next seat starts: rotate the old order so the first player changes.
        let n = old_seats.len();
        let first = old_seats
            .iter()
            .position(|s| s.user_id == caller.user_id)
            .unwrap_or(0);
        for k in 1..=n {
            let s = &old_seats[(first + k) % n];
            if s.user_id != caller.user_id {
                self.store.join(new.id, s.user_id, &s.name, n).await?;
            }
        }
        self.start(caller, None, false).await?;
        Ok(Response {
            clicked: Clicked::Retire,
            messages: Vec::new(),
        })
    }
}
