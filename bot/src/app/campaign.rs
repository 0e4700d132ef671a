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
        placeholder: say(session.lang, &msg!("sessions-campaign-menu")),
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
            return refuse(msg!("sessions-carry-refused"));
        }
        match option_value(options, campaign::OPTION) {
            Some(v) if v.parse::<u64>().is_ok() => refuse(msg!("sessions-campaign-number")),
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
            return refuse(only_campaign_games(caller.lang));
        };
        let Some(last) = self.store.last_campaign_in(caller.channel_id, kind).await? else {
            let example = mode
                .legs
                .first()
                .map(|leg| format!(" {}={}", mode.leg_option, leg.key))
                .unwrap_or_default();
            return refuse(msg!(
                "sessions-no-campaign",
                game = kind.id(),
                example = example
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
                vec![Message::to_caller(say(
                    caller.lang,
                    &msg!("sessions-next-lobby-open"),
                ))]
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
            return refuse(msg!("sessions-mission-not-ended"));
        }
        let Some(mode) = last.kind.campaign_mode() else {
            return refuse(msg!("sessions-not-a-campaign"));
        };
        if !mode.legs.iter().any(|leg| leg.key == mission) {
            return refuse(msg!("sessions-not-a-mission"));
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
            Some(campaign) => refuse(msg!(
                "sessions-campaign-lost",
                mission = campaign
                    .played()
                    .last()
                    .map_or(msg!("sessions-its-mission"), |m| Msg::raw(*m))
            )),
            None => refuse(msg!("sessions-not-a-campaign")),
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
            return refuse(msg!("sessions-only-captains"));
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
        // The lobby is the channel's: in the language the last mission was played in.
        let headline = say(last.lang, &msg!("sessions-campaign-headline"));
        self.reseat(caller, last, &seats, &options, &headline).await
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
            return refuse(msg!("sessions-campaign-gone"));
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
/// them, in `lang`.
fn only_campaign_games(lang: Lang) -> String {
    let names: Vec<String> = GameKind::ALL
        .iter()
        .filter(|k| k.campaign_mode().is_some())
        .map(|k| format!("**{}**", k.name_in(lang)))
        .collect();
    let said = match names.len() {
        0 => msg!("sessions-campaigns-none"),
        n => msg!(
            "sessions-campaigns-only",
            games = text::and_list_in(lang, &names),
            count = n
        ),
    };
    say(lang, &said)
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
        let text = only_campaign_games(Lang::En);
        assert!(!names.is_empty());
        for name in names {
            assert!(text.contains(name), "{text}");
        }
        assert!(!text.contains(GameKind::Table.name()), "{text}");
    }
}
