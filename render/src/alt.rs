//! Every picture said in words: the text alternative Discord attaches to an upload
//! (its `description`, read by screen readers and shown where the picture fails to
//! load). One sentence per fact a player decides on (the round, the scores, what each
//! seat holds in the open), from the same view the picture is drawn from, so it tells
//! no more than the picture. Whose turn it is comes first, from the bot (it knows the
//! game's prompt); this adds the state.
//!
//! Each game's view implements [`Describe`]; [`alt`] dispatches over every game in the
//! registry like [`crate::board`], so a game without words does not compile.

use crate::kit::seats::Names;
use windward_engine::games::aether_captains::{AetherView, Progress, VoyageStatus};
use windward_engine::games::bitwa::BitwaView;
use windward_engine::games::table::TableView;
use windward_engine::games::zefiria::ZefiriaView;
use windward_engine::games::zephyr::ZephyrView;
use windward_engine::games::zeppelin_attack::ZeppelinView;
use windward_engine::{with_view, AnyView};

use crate::kit::seats::{fill_names, seat_name};

/// Discord's limit for an attachment's description.
pub const MAX_ALT: usize = 1024;

/// A game view in words.
pub(crate) trait Describe {
    /// The state the picture shows, in short sentences (`names` by seat index).
    fn describe(&self, names: &Names) -> String;
}

/// The words for any game's view (its public board or a private view), at most
/// [`MAX_ALT`] characters, without markup.
pub fn alt(view: &AnyView, names: &Names) -> String {
    let text = with_view!(view, v => Describe::describe(v, names));
    clip(&text.replace(['*', '`', '_', '~'], ""), MAX_ALT)
}

/// At most `max` characters, cut at a word with "…".
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max - 1).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{cut}…")
}

fn list(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join(", ")
}

/// One entry per seat, each of which may hold commas itself.
fn per_seat(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join("; ")
}

/// "1 island", "2 islands".
fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    match n.into() {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

impl Describe for TableView {
    fn describe(&self, names: &Names) -> String {
        let mut out = match self.rounds {
            Some(n) => format!("Round {} of {n}.", self.round),
            None => format!("Round {}.", self.round),
        };
        let order = list(self.seats.iter().filter_map(|line| {
            line.position
                .map(|p| format!("{p}. {}", seat_name(names, line.seat)))
        }));
        out.push_str(&format!(" Turn order: {order}."));
        if let Some(last) = &self.last_roll {
            out.push_str(&format!(
                " Last roll, {}: {} = {}.",
                seat_name(names, last.seat),
                last.roll.expression,
                last.roll.total
            ));
        }
        if let Some(end) = &self.finished {
            out.push_str(&format!(" {}", names.fill(end)));
        }
        out
    }
}

impl Describe for ZefiriaView {
    fn describe(&self, names: &Names) -> String {
        let spirits = per_seat(self.spirits.iter().map(|s| {
            let spirit = s.spirit.map_or("no spirit yet", |sp| sp.name());
            format!("{} ({spirit}, {} magic)", seat_name(names, s.seat), s.magic)
        }));
        let mut out = format!(
            "Round {}, {} of {} time gems left. Score {}: {} in place, {} in the right row, {} astray. Spirits: {spirits}.",
            self.round,
            self.gems_left,
            self.gems_total,
            self.score.total,
            count(self.score.in_place, "island", "islands"),
            self.score.right_row,
            self.score.astray,
        );
        if let Some(end) = &self.finished {
            out.push_str(&format!(" {}", names.fill(end)));
        }
        out
    }
}

impl Describe for ZeppelinView {
    fn describe(&self, names: &Names) -> String {
        let players = per_seat(self.players.iter().map(|p| {
            format!(
                "{}: {}, {} credit, {} in hand, {}",
                seat_name(names, p.seat),
                count(p.battle_points, "battle point", "battle points"),
                p.credit,
                count(p.hand as u64, "card", "cards"),
                count(p.zeppelins.len() as u64, "zeppelin", "zeppelins")
            )
        }));
        let mut out = format!("Round {}, turn {}. {players}.", self.round, self.turn);
        if let Some(me) = &self.me {
            out.push_str(&format!(
                " Your hand: {}.",
                list(
                    me.hand
                        .iter()
                        .map(|h| format!("{} {}", h.number, h.card.name))
                )
            ));
        }
        if !self.scores.is_empty() {
            out.push_str(&format!(
                " Scores: {}.",
                list(self.scores.iter().map(|s| format!(
                    "{} {}",
                    seat_name(names, s.seat),
                    s.total
                )))
            ));
        }
        out
    }
}

impl Describe for BitwaView {
    fn describe(&self, names: &Names) -> String {
        let afloat = |fleet: u8| {
            self.ships
                .iter()
                .filter(|s| s.fleet() == fleet && s.damage.is_none())
                .count()
        };
        let fleets = per_seat((0..2u8).map(|f| {
            format!(
                "{}: {} ships undamaged, {} lost",
                seat_name(names, windward_engine::Seat(f)),
                afloat(f),
                self.lost[usize::from(f)]
            )
        }));
        let wind = self.wind.map_or("no wind yet".to_string(), |d| {
            format!("wind from the {}", d.name())
        });
        let mut out = format!(
            "Action {} of {}, {wind}. {fleets}.",
            self.actions, self.limit
        );
        if let Some(end) = &self.finished {
            out.push_str(&format!(" {}", names.fill(end)));
        }
        out
    }
}

impl Describe for AetherView {
    fn describe(&self, names: &Names) -> String {
        let mut out = String::new();
        if let Some(ship) = &self.ship {
            out.push_str(&format!(
                "{}, captain {}: {} gold, defense {}, {} cards flown.",
                seat_name(names, ship.seat),
                ship.captain.name,
                ship.gold,
                ship.defense,
                ship.cards
            ));
            if let Some(s) = &ship.scenario {
                let progress =
                    match &s.progress {
                        Progress::Count { have, need } => format!("{have} of {need}"),
                        Progress::Hold(stocks) => list(stocks.iter().map(|(stock, have, need)| {
                            format!("{} {have} of {need}", stock.word())
                        })),
                    };
                out.push_str(&format!(" Scenario {}: {progress}.", s.name));
            }
        }
        let board = per_seat(self.leaderboard.iter().map(|l| {
            let status = match l.status {
                VoyageStatus::Flying => "flying",
                VoyageStatus::Won => "won",
                VoyageStatus::Lost => "lost",
            };
            format!(
                "{} ({}): {} done, {}, {status}",
                seat_name(names, l.seat),
                l.captain,
                count(l.completed, "scenario", "scenarios"),
                count(l.cards, "card", "cards")
            )
        }));
        if !board.is_empty() {
            out.push_str(&format!(" Captains: {board}."));
        }
        if let Some(end) = &self.finished {
            out.push_str(&format!(" {}", names.fill(end)));
        }
        out.trim().to_string()
    }
}

impl Describe for ZephyrView {
    fn describe(&self, names: &Names) -> String {
        let region = self.region.as_deref().unwrap_or("the barge");
        let mut out = format!(
            "Day {}, {} days left, tier {}, at {region}. Assignments {} of {}.",
            self.day, self.days_left, self.tier, self.completed, self.needed
        );
        let ships = per_seat(self.ships.iter().map(|s| {
            let damaged = s.hull.iter().filter(|(_, damaged)| *damaged).count();
            let hull = s.hull.len() - damaged;
            format!(
                "{}: hull {hull} of {} intact, {} scrap{}",
                seat_name(names, s.seat),
                s.hull.len(),
                s.scrap,
                if s.wrecked { ", wrecked" } else { "" }
            )
        }));
        out.push_str(&format!(" Ships: {ships}."));
        for battle in &self.battles {
            let foes = list(
                battle
                    .foes
                    .iter()
                    .filter(|f| !f.destroyed)
                    .map(|f| format!("{} {} of {}", f.name, f.cubes, f.max)),
            );
            if !foes.is_empty() {
                out.push_str(&format!(" Battle {}: {foes}.", battle.number));
            }
        }
        if let Some(me) = &self.me {
            out.push_str(&format!(
                " Your hand: {}.",
                list(me.hand.iter().map(|c| c.name.clone()))
            ));
        }
        if let Some(end) = &self.ending {
            out.push_str(&format!(" {}", fill_names(end, names)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use windward_engine::{GameKind, Match, Seat, Viewer};

    #[test]
    fn every_games_board_and_private_view_says_itself_within_discords_limit() {
        for &kind in GameKind::ALL {
            let game = Match::new(kind, "", 2.max(kind_min(kind)), 3).unwrap();
            let names = vec!["alice".to_string(), "bob".to_string()];
            for viewer in [Viewer::Public, Viewer::Seat(Seat(0))] {
                let text = alt(
                    &game.view(viewer),
                    &crate::Names::new(&names, windward_engine::i18n::Lang::En),
                );
                assert!(!text.is_empty(), "{kind:?} {viewer:?}");
                assert!(text.chars().count() <= MAX_ALT, "{kind:?}: {text}");
                assert!(text.contains("alice"), "{kind:?} {viewer:?}: {text}");
                assert!(!text.contains("{seat"), "{kind:?}: {text}");
            }
        }
    }

    fn kind_min(kind: GameKind) -> usize {
        kind.check_options("").map_or(1, |(min, _)| min)
    }

    #[test]
    fn long_words_are_cut_at_a_word() {
        let long = "word ".repeat(400);
        let cut = clip(&long, MAX_ALT);
        assert!(cut.chars().count() <= MAX_ALT);
        assert!(cut.ends_with("word…"), "{cut}");
    }
}
