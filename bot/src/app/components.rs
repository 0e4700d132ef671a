//! Buttons and menus: decoded from their `custom_id`, re-checked, then played.

use super::*;

/// A move button with no seat, or a seat the game does not have: the bot drew no such
/// button, so it acts for nobody.
fn not_issued() -> Msg {
    msg!("turns-button-not-issued")
}

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
            return refuse(msg!("turns-button-undecodable"));
        };
        match &id.code {
            Code::Hand => self.hand(caller, Some(&id)).await,
            Code::Join => self.join(caller, Some((&id, message))).await,
            Code::Leave => self.leave(caller, Some((&id, message))).await,
            Code::Start => self.start(caller, Some((&id, message)), false).await,
            Code::Rematch => self.rematch(caller, &id).await,
            Code::Undo => self.undo(caller, Some((&id, message))).await,
            Code::Vote(agree) => self.vote(caller, &id, *agree).await,
            Code::Strip => self.game_strip(caller, &id).await,
            Code::Mute => self.mute(caller, &id).await,
            Code::Back => self.back_button(caller, &id).await,
            Code::Plan(agree) => {
                let session = self.session_for_click(caller, &id).await?;
                let verdict = if *agree {
                    plans::Verdict::Agree
                } else {
                    plans::Verdict::Object(None)
                };
                self.settle_proposal(caller, session, id.seat, id.seq, verdict)
                    .await
            }
            Code::Skip(target) => {
                let session = self.session_for_click(caller, &id).await?;
                if caller.user_id != session.host_id {
                    let seats = self.store.seats(session.id).await?;
                    let host = text::host_name(caller.lang, &seats, session.host_id);
                    return refuse(msg!("turns-button-for-host", host = host));
                }
                let Some(seq) = id.seq else {
                    return refuse(out_of_date());
                };
                // Where seats play on their own, the others' moves leave the absent
                // player's decision as it was: only a move of theirs makes it stale.
                let still = seq == session.seq
                    || match target {
                        Some(seat) if session.kind.independent_seats() => self
                            .store
                            .log(session.id)
                            .await?
                            .iter()
                            .all(|r| r.seq <= seq || r.seat != *seat),
                        _ => false,
                    };
                if !still {
                    return refuse(out_of_date());
                }
                self.skip(caller, Some((session.id, session.seq)), *target)
                    .await
            }
            Code::Play(notation) => self.click_play(caller, &id, notation, message).await,
            Code::NextMission => match values {
                [mission] => self.next_mission(caller, &id, mission).await,
                _ => refuse(msg!("turns-menu-one-mission")),
            },
            Code::Menu(_) => match values {
                [value] => self.click_play(caller, &id, value, message).await,
                _ => refuse(msg!("turns-menu-one-option")),
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
            _ => refuse(msg!("turns-button-other-channel")),
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
            return refuse(msg!("turns-button-unknown"));
        };
        // Every move button the bot draws names its seat; only a menu shared by several
        // seats deciding at once names none. An unbound button (a forged id, or one
        // posted before seats were bound) acts for nobody.
        if id.seat.is_none() && matches!(id.code, Code::Play(_)) {
            return refuse(not_issued());
        }
        if let Some(owner) = id.seat {
            // A seat's buttons are its player's alone; the id is untrusted, so this only
            // ever refuses: the move itself is always the caller's own.
            let seats = self.store.seats(session.id).await?;
            if !seats.iter().any(|s| s.seat == owner) {
                return refuse(not_issued());
            }
            let mine = seats.iter().find(|s| s.user_id == caller.user_id);
            if mine.is_some_and(|m| m.seat != owner) {
                let owner = escape(&text::seat_name(&seats, Seat(owner)));
                return refuse(if session.kind.independent_seats() {
                    msg!(
                        "refused-someone-elses-view",
                        owner = owner,
                        thing = thing_of(session.kind),
                        button = session.kind.private_view_label()
                    )
                } else {
                    msg!("refused-someone-elses-buttons", owner = owner)
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
            return refuse(msg!("turns-rematch-not-finished"));
        }
        let old_seats = self.store.seats(old.id).await?;
        if !old_seats.iter().any(|s| s.user_id == caller.user_id) {
            return refuse(msg!("turns-rematch-not-playing"));
        }
        // The same table again: same game and options (a campaign's carry is written
        // again at the start), the same host (not whoever clicked), everyone still
        // playing at the end seated in a lobby, so nobody is dealt in before they are
        // ready and the host may shuffle the seats.
        let options = campaign::without(&old.options, &[windward_engine::options::CARRY.key]);
        let headline = say(old.lang, &msg!("turns-rematch-headline"));
        self.reseat(caller, &old, &old_seats, &options, &headline)
            .await
    }

    /// Opens a lobby for `options` in `old`'s channel with `old`'s host hosting and
    /// every player still in `old` at its end seated, headed by `headline`.
    pub(super) async fn reseat(
        &self,
        caller: &Caller,
        old: &SessionRow,
        old_seats: &[SeatRow],
        options: &str,
        headline: &str,
    ) -> Result<Response, Fail> {
        if let Some(open) = self.store.open_session_in(caller.channel_id).await? {
            return refuse(self.channel_busy(&open).await?);
        }
        let host = old_seats
            .iter()
            .find(|s| s.user_id == old.host_id)
            .map_or_else(
                || (caller.user_id, caller.name.clone()),
                |s| (s.user_id, s.name.clone()),
            );
        let as_host = Caller {
            user_id: host.0,
            name: host.1.clone(),
            ..caller.clone()
        };
        // Refused (the options no longer parse), or another game got in first: the
        // clicker is told why.
        let new = self.open_lobby(&as_host, old.kind.id(), options).await?;
        let removed = self.game_of(old).await?.removed();
        let n = old_seats.len();
        for s in old_seats
            .iter()
            .filter(|s| s.user_id != host.0 && !removed.contains(&Seat(s.seat)))
        {
            self.store
                .join(new.id, s.user_id, &s.name, s.lang, n)
                .await?;
        }
        let seats = self.store.seats(new.id).await?;
        let mut lobby = lobby_message(&new, &seats);
        let mut news = Text::from(headline);
        news.push(" ");
        // The host's name goes where the language puts it: the sentence is said
        // around a mark, then split there.
        const HOST: &str = "\u{1}";
        let starts = say(new.lang, &msg!("turns-reseat-host-starts", host = HOST));
        let (before, after) = starts.split_once(HOST).unwrap_or((starts.as_str(), ""));
        news.push(before);
        if host.0 == caller.user_id {
            news.push(&format!("**{}**", escape(&host.1)));
        } else {
            // The host must act (start it), and may not be watching: ping them.
            news.mention(host.0, &host.1);
            lobby.pings = vec![host.0];
        }
        news.push(after);
        lobby.content = news;
        info!(
            session = new.id,
            from = old.id,
            "lobby opened from a finished game"
        );
        // The lobby is a post of its own (it pings the host when someone else asked);
        // if Discord refused it, the answer carries it instead.
        let posted = self.post_lobby(&new, lobby.clone()).await?;
        Ok(Response {
            shows: None,
            clicked: Clicked::Retire,
            messages: if posted { Vec::new() } else { vec![lobby] },
        })
    }
}
