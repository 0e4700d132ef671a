//! Fair play: sealed seeds and game records anyone can check.
//!
//! Every die, draw and shuffle of a game comes from its seed. When the lobby opens,
//! the seed is paired with a random salt; when the game starts the table is shown the
//! **commitment**, SHA-256 of both, so the seed is fixed before anyone acts and cannot
//! be guessed from it (the salt makes trying seeds hopeless). When the game ends both
//! are revealed. A [`GameRecord`] is the whole game in one JSON file (`/game verify`
//! attaches it, `windward export` writes it); [`GameRecord::verify`] (`windward verify`)
//! checks the commitment, replays every action from the seed, and compares what each
//! action told the table (the dice rolled, the cards turned) with what the record says
//! it told then.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use windward_engine::i18n::Lang;
use windward_engine::{Actor, GameKind, Match, Seat, Viewer};

use crate::store::{LogRow, SeatRow, SessionRow};

/// The record format's name and version.
pub const FORMAT: &str = "windward-game-record/1";

/// The commitment to `seed` under `salt`: lower-case hex SHA-256 of
/// `windward-seed-v1:{salt}:{seed}`.
pub fn commitment(seed: u64, salt: &str) -> String {
    let digest = Sha256::digest(format!("windward-seed-v1:{salt}:{seed}").as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// A fresh salt: 128 random bits, hex.
pub fn random_salt() -> String {
    use rand_core::{OsRng, TryRngCore};
    let mut bytes = [0u8; 16];
    if OsRng.try_fill_bytes(&mut bytes).is_err() {
        // No OS randomness: the seed's own source failed too, and falls back the same
        // way (see `random_seed`).
        bytes = super::random_seed()
            .to_le_bytes()
            .repeat(2)
            .try_into()
            .unwrap_or([1; 16]);
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The day a daily voyage was opened for (`daily=2026-12-01` in its options).
pub fn daily_of(options: &str) -> Option<&str> {
    windward_engine::options::value_of(options, "daily")
        .filter(|day| day.len() == 10 && day.as_bytes()[4] == b'-')
}

/// The seed of a server's daily voyage: the same for everyone in the server that day,
/// and unknowable without the bot's secret.
pub fn daily_seed(secret: &str, guild: u64, day: &str) -> u64 {
    let digest = Sha256::digest(format!("windward-daily-v1:{secret}:{guild}:{day}").as_bytes());
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// The UTC day of a Unix-ms time, `YYYY-MM-DD`.
pub fn day_of(unix_ms: i64) -> String {
    let at = std::time::UNIX_EPOCH + std::time::Duration::from_millis(unix_ms.max(0) as u64);
    humantime::format_rfc3339_seconds(at).to_string()[..10].to_string()
}

/// The salt of a deterministic run (scripts, tests): derived from the seed, so runs
/// repeat exactly. Such seeds are not secret anyway.
pub fn fixed_salt(seed: u64) -> String {
    commitment(seed, "fixed")[..32].to_string()
}

/// One game, complete: who played, the sealed seed, and every action with what it
/// told the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format: String,
    pub game: String,
    pub options: String,
    /// Seat names in seat order.
    pub players: Vec<String>,
    pub seed: u64,
    pub salt: String,
    pub commitment: String,
    pub actions: Vec<RecordedAction>,
    /// The final line, if the game is over.
    pub outcome: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedAction {
    /// 1-based move number.
    pub number: u64,
    /// 0-based seat.
    pub seat: u8,
    #[serde(default)]
    pub host: bool,
    pub notation: String,
    /// The game's own action.
    pub action: serde_json::Value,
    /// What the table was told, with seat tags.
    pub told: Vec<String>,
}

/// Why a record does not check out.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum Mismatch {
    #[error("this is not a Windward game record (format `{0}`)")]
    Format(String),
    #[error("unknown game `{0}`")]
    Game(String),
    #[error("the seed and salt don't match the commitment shown at the start")]
    Commitment,
    #[error("the log does not replay: {0}")]
    Replay(String),
    #[error("move {number}: the record says the table was told {recorded:?}, but the seed gives {replayed:?}")]
    Told {
        number: u64,
        recorded: Vec<String>,
        replayed: Vec<String>,
    },
    #[error("the record's result {recorded:?} is not the replay's {replayed:?}")]
    Outcome {
        recorded: Option<String>,
        replayed: Option<String>,
    },
}

/// What a record that checks out proved.
#[derive(Debug, PartialEq, Eq)]
pub struct Verified {
    pub actions: usize,
    pub finished: bool,
}

impl GameRecord {
    /// The record of a session whose seed is sealed (`session.seed_salt`), from its
    /// log. `None` for sessions from before seeds were sealed.
    pub fn of(
        session: &SessionRow,
        seats: &[SeatRow],
        log: &[LogRow],
        outcome: Option<String>,
    ) -> Option<GameRecord> {
        let salt = session.seed_salt.clone()?;
        let mut players: Vec<(u8, String)> =
            seats.iter().map(|s| (s.seat, s.name.clone())).collect();
        players.sort();
        Some(GameRecord {
            format: FORMAT.to_string(),
            game: session.kind.id().to_string(),
            options: session.options.clone(),
            players: players.into_iter().map(|(_, n)| n).collect(),
            seed: session.seed,
            commitment: commitment(session.seed, &salt),
            salt,
            actions: log
                .iter()
                .map(|row| RecordedAction {
                    number: row.seq,
                    seat: row.seat,
                    host: row.host,
                    notation: row.notation.clone(),
                    action: serde_json::from_str(&row.action)
                        .unwrap_or(serde_json::Value::String(row.action.clone())),
                    // English: what `windward verify` compares.
                    told: row
                        .narration
                        .iter()
                        .map(|said| super::breakdown::told(Lang::En, said))
                        .collect(),
                })
                .collect(),
            outcome,
        })
    }

    /// Checks the record: the commitment, then every action replayed from the seed
    /// telling the table exactly what the record says it was told, then the result.
    ///
    /// # Errors
    /// The first thing that does not match, said in a sentence.
    pub fn verify(&self) -> Result<Verified, Mismatch> {
        if self.format != FORMAT {
            return Err(Mismatch::Format(self.format.clone()));
        }
        let kind = GameKind::find(&self.game).ok_or_else(|| Mismatch::Game(self.game.clone()))?;
        if commitment(self.seed, &self.salt) != self.commitment.to_lowercase() {
            return Err(Mismatch::Commitment);
        }
        let log = self.actions.iter().map(|a| {
            (
                Actor {
                    seat: Seat(a.seat),
                    host: a.host,
                },
                &a.action,
            )
        });
        let mut first_wrong = None;
        let game = Match::replay_inspect(
            kind,
            &self.options,
            self.players.len(),
            self.seed,
            log,
            |index, applied| {
                if first_wrong.is_some() {
                    return;
                }
                let replayed: Vec<String> = applied
                    .events
                    .iter()
                    .filter(|e| e.visible_to(Viewer::Public))
                    .map(|e| super::breakdown::told_event(Lang::En, e))
                    .collect();
                let recorded = &self.actions[index].told;
                if !told_the_same(recorded, &replayed) {
                    first_wrong = Some(Mismatch::Told {
                        number: self.actions[index].number,
                        recorded: recorded.clone(),
                        replayed,
                    });
                }
            },
        )
        .map_err(|e| Mismatch::Replay(e.to_string()))?;
        if let Some(wrong) = first_wrong {
            return Err(wrong);
        }
        let replayed = game.outcome().map(|o| o.summary.english());
        if self.outcome.is_some() && replayed != self.outcome {
            return Err(Mismatch::Outcome {
                recorded: self.outcome.clone(),
                replayed,
            });
        }
        Ok(Verified {
            actions: self.actions.len(),
            finished: replayed.is_some(),
        })
    }
}

/// Whether the table was told the same: the recorded lines are the replayed ones,
/// except that a move the bot made for a player who ran out of time starts with the
/// bot's own note saying so.
fn told_the_same(recorded: &[String], replayed: &[String]) -> bool {
    recorded == replayed
        || (recorded.len() == replayed.len() + 1
            && recorded[0].starts_with('⏰')
            && recorded[1..] == *replayed)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An action as the bot records it: what it told the public.
    fn recorded(done: usize, seat: u8, applied: &windward_engine::Applied) -> RecordedAction {
        RecordedAction {
            number: done as u64 + 1,
            seat,
            host: false,
            notation: applied.notation.clone(),
            action: applied.action.clone(),
            told: applied
                .events
                .iter()
                .filter(|e| e.visible_to(Viewer::Public))
                .map(|e| crate::app::breakdown::told_event(Lang::En, e))
                .collect(),
        }
    }

    /// Two players of the free table each roll 2d6 and pass: the record as the bot
    /// would write it.
    fn table_record() -> GameRecord {
        let options = "dice=2d6 rounds=1";
        let mut game = Match::new(GameKind::Table, options, 2, 77).unwrap();
        let mut actions = Vec::new();
        for (seat, notation) in [(0, "roll"), (0, "next"), (1, "roll"), (1, "next")] {
            let applied = game
                .apply_notation(Actor::player(Seat(seat)), notation)
                .unwrap();
            actions.push(recorded(actions.len(), seat, &applied));
        }
        GameRecord {
            format: FORMAT.into(),
            game: "table".into(),
            options: options.into(),
            players: vec!["alice".into(), "bob".into()],
            seed: 77,
            salt: "0123abcd".into(),
            commitment: commitment(77, "0123abcd"),
            actions,
            outcome: game.outcome().map(|o| o.summary.english()),
        }
    }

    /// Rolls are data since the engine stopped writing markdown, and the bot writes
    /// the line: a record that an older build wrote (these lines are what it told,
    /// printed by that build) still verifies, every mark as it was.
    #[test]
    fn a_record_from_when_the_engine_wrote_the_dice_line_still_verifies() {
        let options = "rounds=2";
        let mut game = Match::new(GameKind::Table, options, 2, 5).unwrap();
        let told_then: [(&str, &[&str]); 5] = [
            (
                "roll 4d6kh3+2 # stats",
                &["{seat:0} rolled 4d6kh3 (~~2~~, 2, 2, 5) + 2 = **11**"],
            ),
            (
                "roll 3d10>=8f1 * 2",
                &["{seat:0} rolled 3d10>=8f1 (5, **9**, 3) \\* 2 = **2**"],
            ),
            (
                "roll 2d6[fire]+1d4[<@&1> cold]",
                &["{seat:0} rolled 2d6[fire] (6, 5) + 1d4[&1 cold] (2) = **13**"],
            ),
            ("roll 1d6!!", &["{seat:0} rolled 1d6!! (2) = **2**"]),
            (
                "next",
                &["{seat:0} ended their turn.", "It's {seat:1}'s turn."],
            ),
        ];
        let mut actions = Vec::new();
        for (notation, told) in told_then {
            let applied = game
                .apply_notation(Actor::player(Seat(0)), notation)
                .unwrap();
            let mut action = recorded(actions.len(), 0, &applied);
            assert_eq!(action.told, told, "today's build tells {notation} as then");
            action.told = told.iter().map(|line| (*line).to_string()).collect();
            actions.push(action);
        }
        let record = GameRecord {
            format: FORMAT.into(),
            game: "table".into(),
            options: options.into(),
            players: vec!["alice".into(), "bob".into()],
            seed: 5,
            salt: "5a17".into(),
            commitment: commitment(5, "5a17"),
            actions,
            outcome: None,
        };
        assert_eq!(
            record.verify(),
            Ok(Verified {
                actions: 5,
                finished: false
            })
        );
    }

    #[test]
    fn a_true_record_verifies_and_one_changed_die_does_not() {
        let record = table_record();
        assert_eq!(
            record.verify(),
            Ok(Verified {
                actions: 4,
                finished: true
            })
        );
        // bob's roll, told as something else.
        let mut forged = record.clone();
        let told = &mut forged.actions[2].told[0];
        let (at, _) = told.match_indices("**").next().unwrap();
        let rolled: u32 = told[at + 2..].trim_end_matches('*').parse().unwrap();
        *told = format!("{}**{}**", &told[..at], rolled % 12 + 1);
        assert!(
            matches!(forged.verify(), Err(Mismatch::Told { number: 3, .. })),
            "{:?}",
            forged.verify()
        );
        // Another seed does not match the commitment; sealed anew, it rolls other dice.
        let mut reseeded = record.clone();
        reseeded.seed = 78;
        assert_eq!(reseeded.verify(), Err(Mismatch::Commitment));
        reseeded.commitment = commitment(78, &reseeded.salt);
        assert!(matches!(reseeded.verify(), Err(Mismatch::Told { .. })));
        let mut other_end = record;
        other_end.outcome = Some("{seat:1} wins".into());
        assert!(matches!(other_end.verify(), Err(Mismatch::Outcome { .. })));
    }

    /// Every game's record checks out: random legal moves, the dice, draws and
    /// shuffles each game makes, told back and replayed.
    #[test]
    fn every_game_s_record_verifies() {
        for &kind in GameKind::ALL {
            let players = (1..=6)
                .find(|n| Match::new(kind, kind.selfplay_options(), *n, 5).is_ok())
                .unwrap();
            let options = kind.new_session_options(kind.selfplay_options());
            let mut game = Match::new(kind, &options, players, 5).unwrap();
            let mut chooser = windward_engine::rng::GameRng::from_seed(9);
            let mut actions = Vec::new();
            while game.outcome().is_none() && actions.len() < 300 {
                let waiting = game.to_act();
                let seat = *chooser.choose(&waiting).unwrap();
                let choices = game.choices(Actor::player(seat));
                let pick = chooser.choose(&choices).unwrap().notation.clone();
                let applied = game.apply_notation(Actor::player(seat), &pick).unwrap();
                actions.push(recorded(actions.len(), seat.0, &applied));
            }
            let record = GameRecord {
                format: FORMAT.into(),
                game: kind.id().into(),
                options,
                players: (0..players).map(|i| format!("p{i}")).collect(),
                seed: 5,
                salt: "5a17".into(),
                commitment: commitment(5, "5a17"),
                actions,
                outcome: game.outcome().map(|o| o.summary.english()),
            };
            let done = record
                .verify()
                .unwrap_or_else(|e| panic!("{}: {e}", kind.id()));
            assert_eq!(done.actions, record.actions.len(), "{}", kind.id());
        }
    }

    #[test]
    fn a_commitment_is_fixed_by_seed_and_salt_and_hides_both() {
        let c = commitment(42, "00ff");
        assert_eq!(c.len(), 64);
        assert_eq!(c, commitment(42, "00ff"));
        assert_ne!(c, commitment(43, "00ff"));
        assert_ne!(c, commitment(42, "00fe"));
        assert!(!c.contains("42"));
        assert_ne!(random_salt(), random_salt());
        assert_eq!(random_salt().len(), 32);
    }
}
