//! Campaigns, for every game with a campaign mode ([`windward_engine::campaign`]): each
//! mission is a game of its own in the channel, and the next one is opened from the
//! last: with the **Next mission** menu on its final board, or with `/game new …
//! campaign=continue` weeks later. The last mission's players are seated again; at the
//! start the bot writes what each seat goes on with (`carry=`,
//! [`windward_engine::campaign::Leg::carry`]) into the new game's options, so its
//! options, seed and log stay all a replay needs, and a restart loses nothing
//! (everything is in the stored sessions). Nothing here names a game: the game's
//! [`windward_engine::campaign::Mode`] says which missions there are and what goes on.

use super::*;
use windward_engine::campaign::{self, Leg, Mode};
pub(super) use windward_engine::options::{value_of as option_value, without};
use windward_engine::options::{CARRY, TABLE_OPTIONS};

/// The options a campaign's next mission keeps from the last: the game's variants and
/// clocks, and the bot's own table options.
fn kept_options(mode: &Mode) -> impl Iterator<Item = &'static str> + '_ {
    mode.kept_options
        .iter()
        .copied()
        .chain(TABLE_OPTIONS.iter().map(|s| s.key))
}

/// The **Next mission** menu for a won campaign mission's final board.
pub(super) fn next_mission_menu(session: &SessionRow) -> Option<reply::Select> {
    let mode = session.kind.campaign_mode()?;
    let custom_id = ComponentId {
        session: session.id,
        seq: None,
        seat: None,
        code: Code::NextMission,
    }
    .encode()?;
    Some(reply::Select {
        custom_id,
        placeholder: "Next campaign mission…".into(),
        options: mode
            .legs
            .iter()
            .map(|leg| reply::SelectOption {
                label: leg.name.to_string(),
                value: leg.key.to_string(),
                description: Some(leg.note.to_string()),
            })
            .collect(),
    })
}

impl App {
    /// A typed `/game new`: refuses what only the bot writes (`carry=`, a campaign by
    /// its game number) and goes on with a campaign for `campaign=continue`.
    pub(super) async fn new_game_typed(
        &self,
        caller: &Caller,
        game: &str,
        options: &str,
    ) -> Result<Response, Fail> {
        if option_value(options, CARRY.key).is_some() {
            return refuse(
                "`carry` is written by the bot when a campaign goes on. To fly a campaign's next mission, use `campaign=continue`.",
            );
        }
        match option_value(options, campaign::OPTION) {
            Some(v) if v.parse::<u64>().is_ok() => refuse(
                "`campaign` takes `on` (begin a campaign with this mission) or `continue` (this channel's next mission).",
            ),
            Some(v) if v.eq_ignore_ascii_case("continue") => {
                self.continue_campaign(caller, game, options).await
            }
            _ => self.new_game(caller, game, options).await,
        }
    }

    /// `campaign=continue`: the next mission of this channel's last campaign.
    async fn continue_campaign(
        &self,
        caller: &Caller,
        game: &str,
        options: &str,
    ) -> Result<Response, Fail> {
        let Some((kind, mode)) = GameKind::find(game).and_then(|k| Some((k, k.campaign_mode()?)))
        else {
            return refuse(only_campaign_games());
        };
        let Some(last) = self.store.last_campaign_in(caller.channel_id, kind).await? else {
            let example = mode
                .legs
                .first()
                .map(|leg| format!(" {}={}", mode.leg_option, leg.key))
                .unwrap_or_default();
            return refuse(format!(
                "There is no campaign in this channel to continue. Begin one with `campaign=on` (for example `/game new game:{} options:campaign=on{example}`).",
                kind.id()
            ));
        };
        self.campaign_goes_on(&last).await?;
        let options = format!(
            "{} {}={}",
            without(options, &[campaign::OPTION]),
            campaign::OPTION,
            last.id
        );
        let opened = self.next_lobby(caller, &last, &options).await?;
        // A command has no clicked message: its answer is the private word that the
        // lobby is open (or the lobby itself, when it could not be posted).
        Ok(Response {
            shows: None,
            clicked: Clicked::Keep,
            messages: if opened.messages.is_empty() {
                vec![Message::to_caller(
                    "The next mission's lobby is open in the channel: its captains are seated, newcomers **Join**, and the host starts it.",
                )]
            } else {
                opened.messages
            },
        })
    }

    /// The **Next mission** menu: opens that mission's lobby.
    pub(super) async fn next_mission(
        &self,
        caller: &Caller,
        id: &ComponentId,
        mission: &str,
    ) -> Result<Response, Fail> {
        let last = self.session_for_click(caller, id).await?;
        if last.status != Status::Finished {
            return refuse("The next mission can be chosen once this one has ended.");
        }
        let Some(mode) = last.kind.campaign_mode() else {
            return refuse("That game was not a mission of a campaign.");
        };
        if !mode.legs.iter().any(|leg| leg.key == mission) {
            return refuse("That isn't one of the missions. Choose one from the menu.");
        }
        self.campaign_goes_on(&last).await?;
        let options = format!(
            "{}={mission} {}={}",
            mode.leg_option,
            campaign::OPTION,
            last.id
        );
        let mut response = self.next_lobby(caller, &last, &options).await?;
        if !response.messages.is_empty() {
            response.clicked = Clicked::Retire;
        }
        Ok(response)
    }

    /// What `last` hands on, if the campaign goes on from it (a won mission of one).
    async fn campaign_goes_on(&self, last: &SessionRow) -> Result<Box<dyn Leg>, Fail> {
        let game = self.game_of(last).await?;
        match game.campaign() {
            Some(campaign) if campaign.won() => Ok(campaign),
            Some(campaign) => refuse(format!(
                "This campaign ended when **{}** was lost. **Rematch** on its last board flies that mission again from the same start; `campaign=on` begins a new campaign.",
                campaign.played().last().copied().unwrap_or("its mission")
            )),
            None => refuse("That game was not a mission of a campaign."),
        }
    }

    /// Opens the next mission's lobby (`options` name it and the campaign) with the
    /// captains of `last` seated, its host hosting: a rematch, onwards.
    async fn next_lobby(
        &self,
        caller: &Caller,
        last: &SessionRow,
        options: &str,
    ) -> Result<Response, Fail> {
        let seats = self.store.seats(last.id).await?;
        if !seats.iter().any(|s| s.user_id == caller.user_id) {
            return refuse("Only the captains of the campaign's last mission can fly it on.");
        }
        let mut options = options.to_string();
        let mode = last.kind.campaign_mode();
        for key in mode.iter().flat_map(kept_options) {
            if option_value(&options, key).is_none() {
                if let Some(value) = option_value(&last.options, key) {
                    options.push_str(&format!(" {key}={value}"));
                }
            }
        }
        let headline = "**The campaign goes on!** The captains of the last mission are seated with their ships; newcomers may **Join** and choose a ship of their own.";
        self.reseat(caller, last, &seats, &options, headline).await
    }

    /// At the start of a campaign's next mission: its options with `carry=`, each seat
    /// flying on with the ship its captain flew in the mission before (newcomers with
    /// none). `None` for any other game.
    pub(super) async fn carried_options(
        &self,
        session: &SessionRow,
    ) -> Result<Option<(String, Box<dyn Leg>, Vec<SeatRow>)>, Fail> {
        let Some(last) = option_value(&session.options, campaign::OPTION)
            .and_then(|v| v.parse::<i64>().ok())
            .filter(|_| session.kind.campaign_mode().is_some())
        else {
            return Ok(None);
        };
        let Some(last) = self.store.session(last).await? else {
            return refuse("The mission this campaign goes on from is gone.");
        };
        let campaign = self.campaign_goes_on(&last).await?;
        let seats = self.store.seats(last.id).await?;
        Ok(Some((
            without(&session.options, &[CARRY.key]),
            campaign,
            seats,
        )))
    }
}

/// The refusal for `campaign=continue` in a game without campaigns: which games have
/// them.
fn only_campaign_games() -> String {
    let names: Vec<String> = GameKind::ALL
        .iter()
        .filter(|k| k.campaign_mode().is_some())
        .map(|k| format!("**{}**", k.name()))
        .collect();
    match names.as_slice() {
        [] => "No game here has campaigns.".into(),
        [one] => format!("Only {one} has campaigns (`campaign=on`)."),
        [rest @ .., last] => format!(
            "Only {} and {last} have campaigns (`campaign=on`).",
            rest.join(", ")
        ),
    }
}

/// The carry for the seats in `order` (user ids, as the game seats them).
pub(super) fn carry_for(
    options: &str,
    campaign: &dyn Leg,
    last_seats: &[SeatRow],
    order: &[u64],
) -> String {
    let from: Vec<Option<Seat>> = order
        .iter()
        .map(|user| {
            last_seats
                .iter()
                .find(|s| s.user_id == *user)
                .map(|s| Seat(s.seat))
        })
        .collect();
    format!("{options} {}={}", CARRY.key, campaign.carry(&from))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_games_with_campaigns_are_named() {
        let names: Vec<&str> = GameKind::ALL
            .iter()
            .filter(|k| k.campaign_mode().is_some())
            .map(|k| k.name())
            .collect();
        let text = only_campaign_games();
        assert!(!names.is_empty());
        for name in names {
            assert!(text.contains(name), "{text}");
        }
        assert!(!text.contains(GameKind::Table.name()), "{text}");
    }
}
