//! `windward selfplay`: random legal games through the whole stack.
//!
//! Each game is created, joined and started with the same commands players use, then
//! played by picking a random legal action for a random waiting seat and sending it as
//! `/play` — so every action goes through load, apply, commit and render. `--no-db`
//! drives the engine directly (with or without rendering) to isolate its cost.
//! The chooser is seeded: the same arguments play the same games.

use std::process::ExitCode;
use std::time::{Duration, Instant};
use windward_engine::figures::percentile;
use windward_engine::i18n::Lang;
use windward_render::Names;

use anyhow::{bail, Context};
use windward_engine::rng::GameRng;
use windward_engine::{Actor, GameKind, Match, Seat, Viewer};

use crate::app::command::Command;
use std::sync::Arc;

use crate::app::surface::{Posting, Tally};
use crate::app::timing::{self, PhaseFigures};
use crate::app::{App, Board, Caller, Recorder, Request, Seeds};

#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    /// Game id (see `/game rules`), e.g. `table`.
    #[arg(long)]
    pub game: String,
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    #[arg(long, default_value_t = 10)]
    pub games: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// `/game new` options; the free table defaults to `rounds=10 dice=2d6` so it ends.
    #[arg(long)]
    pub options: Option<String>,
    /// How seats choose: `random` legal moves, the game's `sensible` policy (for
    /// balance figures; refused for games that have none), or `sensible-vs-random`
    /// (one seat sensible, the others random; the sensible seat moves round the table
    /// from game to game).
    #[arg(long, value_enum, default_value_t = Policy::Random)]
    pub policy: Policy,
    /// Stop a game that has not ended after this many actions (counted as an error).
    #[arg(long, default_value_t = 20_000)]
    pub max_actions: usize,
    /// Skip drawing images.
    #[arg(long)]
    pub no_render: bool,
    /// The language boards are drawn in (`en`, `pl`, `fr`), to compare render times.
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub lang: Lang,
    /// Drive the engine directly, without the app service and the database.
    #[arg(long)]
    pub no_db: bool,
    /// Database URL (default: a fresh temporary SQLite file).
    #[arg(long)]
    pub db: Option<String>,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::ValueEnum, Debug, Default, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Policy {
    #[default]
    Random,
    Sensible,
    SensibleVsRandom,
}

impl Policy {
    /// Whether `seat` plays sensibly in game number `index`.
    fn sensible(self, seat: Seat, index: u64, players: usize) -> bool {
        match self {
            Policy::Random => false,
            Policy::Sensible => true,
            Policy::SensibleVsRandom => u64::from(seat.0) == index % players.max(1) as u64,
        }
    }
}

/// What a run measured.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct Report {
    pub game: String,
    pub players: usize,
    pub games: usize,
    pub policy: Policy,
    pub finished: usize,
    /// Games in which some seat won (for solo and co-operative games: the win rate).
    pub won: usize,
    pub actions: usize,
    /// Game length, in the game's own unit where it has one (Bitwa: actions), else
    /// in turns.
    pub length_unit: String,
    pub length_p50: u32,
    pub length_p99: u32,
    /// How the finished games ended, by the game's labels (see `Game::ending`).
    pub endings: std::collections::BTreeMap<String, usize>,
    /// Won games that the seat acting first won.
    pub first_player_wins: usize,
    /// Under `sensible-vs-random`: won games that the sensible seat won.
    pub sensible_seat_wins: Option<usize>,
    pub errors: usize,
    pub error_samples: Vec<String>,
    pub action_p50_us: u64,
    pub action_p99_us: u64,
    pub render_p50_us: u64,
    pub png_mean_bytes: u64,
    pub png_max_bytes: u64,
    /// Keeping the table (through the app only): turns played (a turn is a stretch
    /// with one turn holder; side-by-side voyages have none).
    pub turns: u64,
    /// New public messages (boards) posted; each one pings.
    pub public_posts: u64,
    /// Public boards with no text above the picture (there should be none).
    pub headless_boards: u64,
    /// Edits of live boards (no pings).
    pub board_edits: u64,
    pub public_posts_per_turn: f64,
    pub board_edits_per_turn: f64,
    /// The most public posts in one turn.
    pub max_public_posts_in_a_turn: u64,
    /// Hand-offs (a seat the game waits for after an action and not before it).
    pub handoffs: u64,
    /// Hand-offs whose seat no new post of that action pinged (there should be none).
    pub handoffs_without_ping: u64,
    /// Pings to a seat that no hand-off named, or a second ping in one action (there
    /// should be none; the final board pings everyone and is not counted).
    pub pings_to_nobody_new: u64,
    /// Pictures uploaded (public boards, posts and edits, and private views) per
    /// player action, and their kilobytes (1,000 bytes) per player action.
    pub pictures_per_action: f64,
    pub kb_per_action: f64,
    /// Edits that uploaded the picture their message already showed (there should be
    /// none: such an edit keeps the attachment instead).
    pub same_picture_uploads: u64,
    /// Private views sent with a picture (to the mover only).
    pub private_pictures: u64,
    /// Picture bytes per game: public boards (posts and edits) and private views.
    pub public_image_bytes_per_game: u64,
    pub private_image_bytes_per_game: u64,
    /// Through the app only: where an action's time went, phase by phase (see
    /// `app::timing`; the drawing phases count every picture, public and private).
    pub phases: Vec<PhaseFigures>,
}

/// Runs self-play and prints the report.
///
/// # Errors
/// Unknown game, unsupported options, or a database that cannot be opened.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    let report = selfplay(&args).await?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        println!(
            "{} × {} players: {} games ({} finished, {} won), {} actions, {} errors",
            report.game,
            report.players,
            report.games,
            report.finished,
            report.won,
            report.actions,
            report.errors,
        );
        let pictures = if args.no_render {
            "no pictures".to_string()
        } else {
            format!(
                "render p50 {} µs · PNG mean {} bytes (max {})",
                report.render_p50_us, report.png_mean_bytes, report.png_max_bytes
            )
        };
        let endings: Vec<String> = report
            .endings
            .iter()
            .map(|(how, n)| format!("{how} {n}"))
            .collect();
        println!(
            "length: p50 {} {unit}, p99 {} {unit} · won by the first player: {} of {}{}{}",
            report.length_p50,
            report.length_p99,
            report.first_player_wins,
            report.won,
            report
                .sensible_seat_wins
                .map(|n| format!(" · by the sensible seat: {n}"))
                .unwrap_or_default(),
            if endings.is_empty() {
                String::new()
            } else {
                format!(" · endings: {}", endings.join(", "))
            },
            unit = report.length_unit,
        );
        println!(
            "per action: p50 {} µs, p99 {} µs · {pictures}",
            report.action_p50_us, report.action_p99_us
        );
        if !args.no_db {
            println!(
                "table: {} turns · {} public posts ({} per turn, at most {} in a turn) · {} board edits ({} per turn) · {} private pictures · pictures per game: {} bytes public, {} bytes private",
                report.turns,
                report.public_posts,
                report.public_posts_per_turn,
                report.max_public_posts_in_a_turn,
                report.board_edits,
                report.board_edits_per_turn,
                report.private_pictures,
                report.public_image_bytes_per_game,
                report.private_image_bytes_per_game,
            );
        }
        if !args.no_db {
            println!(
                "hand-offs: {} · without a ping: {} · pings to nobody new: {} · pictures per action: {} · KB per action: {} · same picture uploaded again: {}",
                report.handoffs,
                report.handoffs_without_ping,
                report.pings_to_nobody_new,
                report.pictures_per_action,
                report.kb_per_action,
                report.same_picture_uploads,
            );
        }
        if !report.phases.is_empty() {
            println!(
                "phases, p50/p99 µs: {}",
                crate::app::timing::line(&report.phases)
            );
        }
        for e in &report.error_samples {
            println!("error: {e}");
        }
    }
    Ok(if report.errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The game named `game`, with `options` (default: its self-play options), checked for
/// `players` seats (self-play's and `windward load`'s arguments).
///
/// # Errors
/// Unknown game, unsupported options, or a player count the game does not take.
pub(crate) fn game_to_play(
    game: &str,
    options: Option<&str>,
    players: usize,
) -> anyhow::Result<(GameKind, String)> {
    let kind = GameKind::find(game).with_context(|| format!("unknown game `{game}`"))?;
    let options = options.map_or_else(|| kind.selfplay_options().to_string(), str::to_string);
    let (min, max) = kind
        .check_options(&options)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    if !(min..=max).contains(&players) {
        bail!("{} takes {min}–{max} players", kind.name());
    }
    Ok((kind, options))
}

/// Plays the games and measures them.
///
/// # Errors
/// Unknown game, unsupported options, or a database that cannot be opened.
pub async fn selfplay(args: &Args) -> anyhow::Result<Report> {
    let (kind, options) = game_to_play(&args.game, args.options.as_deref(), args.players)?;
    if args.policy != Policy::Random && !kind.has_policy() {
        bail!(
            "{} has no sensible policy yet; use `--policy random` (the default)",
            kind.name()
        );
    }
    let mut stats = Stats::default();
    let mut chooser = GameRng::from_seed(args.seed);
    if args.no_db {
        for g in 0..args.games {
            engine_game(kind, &options, args, g as u64, &mut chooser, &mut stats);
        }
    } else {
        let (db, _dir) = match &args.db {
            Some(db) => (db.clone(), None),
            None => {
                // A fresh directory per run (removed when dropped): runs never share a file.
                let dir = tempfile::Builder::new()
                    .prefix("windward-selfplay-")
                    .tempdir()?;
                (
                    format!("sqlite://{}", dir.path().join("selfplay.db").display()),
                    Some(dir),
                )
            }
        };
        // Kept, and drained after every action, so each action's pings can be read.
        let surface = Arc::new(Recorder::new(true));
        let app = App::open(
            &db,
            Seeds::Fixed(args.seed),
            Board {
                render: !args.no_render,
            },
            surface.clone(),
        )
        .await?;
        timing::start();
        for g in 0..args.games {
            app_game(
                &app,
                &surface,
                kind,
                &options,
                args,
                g as u64,
                &mut chooser,
                &mut stats,
            )
            .await;
        }
        stats.phases = timing::finish();
        stats.table = surface.tally();
        app.close().await;
    }
    Ok(stats.report(kind, args))
}

#[derive(Default)]
struct Stats {
    finished: usize,
    won: usize,
    lengths: Vec<u32>,
    length_unit: Option<&'static str>,
    endings: std::collections::BTreeMap<String, usize>,
    first_player_wins: usize,
    sensible_seat_wins: usize,
    actions: usize,
    errors: Vec<String>,
    action_times: Vec<Duration>,
    render_times: Vec<Duration>,
    png_sizes: Vec<usize>,
    turns: u64,
    max_posts_in_a_turn: u64,
    private_pictures: u64,
    private_image_bytes: u64,
    handoffs: HandOffs,
    /// What the channels received, over every game.
    table: Tally,
    phases: Vec<PhaseFigures>,
}

impl Stats {
    /// Records a finished game: `turns` counted by the caller, `sensible` the seats
    /// that played by the policy.
    fn finish(&mut self, game: &Match, turns: u32, sensible: &[Seat]) {
        let Some(outcome) = game.outcome() else {
            return self.error("finished without an outcome".into());
        };
        self.finished += 1;
        if !outcome.winners.is_empty() {
            self.won += 1;
            if outcome.winners.contains(&game.first_player()) {
                self.first_player_wins += 1;
            }
            if outcome.winners.iter().any(|w| sensible.contains(w)) {
                self.sensible_seat_wins += 1;
            }
        }
        match game.length() {
            Some((n, unit)) => {
                self.lengths.push(n);
                self.length_unit = Some(unit);
            }
            None => self.lengths.push(turns),
        }
        if let Some(how) = game.ending() {
            *self.endings.entry(how.to_string()).or_default() += 1;
        }
    }

    fn error(&mut self, text: String) {
        self.errors.push(text);
    }

    fn report(mut self, kind: GameKind, args: &Args) -> Report {
        let pct = |v: &mut Vec<Duration>, p: f64| -> u64 {
            percentile(v, p).map_or(0, |d| d.as_micros() as u64)
        };
        Report {
            game: kind.id().to_string(),
            players: args.players,
            games: args.games,
            policy: args.policy,
            finished: self.finished,
            won: self.won,
            actions: self.actions,
            length_unit: self.length_unit.unwrap_or("turns").to_string(),
            length_p50: nth(&mut self.lengths, 0.5),
            length_p99: nth(&mut self.lengths, 0.99),
            endings: std::mem::take(&mut self.endings),
            first_player_wins: self.first_player_wins,
            sensible_seat_wins: (args.policy == Policy::SensibleVsRandom)
                .then_some(self.sensible_seat_wins),
            errors: self.errors.len(),
            error_samples: self.errors.iter().take(5).cloned().collect(),
            action_p50_us: pct(&mut self.action_times, 0.5),
            action_p99_us: pct(&mut self.action_times, 0.99),
            render_p50_us: pct(&mut self.render_times, 0.5),
            png_mean_bytes: if self.png_sizes.is_empty() {
                0
            } else {
                (self.png_sizes.iter().sum::<usize>() / self.png_sizes.len()) as u64
            },
            png_max_bytes: self.png_sizes.iter().copied().max().unwrap_or(0) as u64,
            turns: self.turns,
            public_posts: self.table.posts,
            headless_boards: self.table.headless,
            board_edits: self.table.edits,
            public_posts_per_turn: per(self.table.posts, self.turns),
            board_edits_per_turn: per(self.table.edits, self.turns),
            max_public_posts_in_a_turn: self.max_posts_in_a_turn,
            handoffs: self.handoffs.handoffs,
            handoffs_without_ping: self.handoffs.unpinged,
            pings_to_nobody_new: self.handoffs.stray,
            pictures_per_action: ratio(
                self.table.pictures + self.private_pictures,
                self.actions as u64,
            ),
            kb_per_action: ratio(
                self.table.image_bytes + self.private_image_bytes,
                self.actions as u64 * 1000,
            ),
            same_picture_uploads: self.table.same_picture_uploads,
            private_pictures: self.private_pictures,
            public_image_bytes_per_game: self.table.image_bytes / (args.games.max(1) as u64),
            private_image_bytes_per_game: self.private_image_bytes / (args.games.max(1) as u64),
            phases: std::mem::take(&mut self.phases),
        }
    }
}

/// The `p` quantile of `values` (sorted in place), 0 when empty.
fn nth(values: &mut [u32], p: f64) -> u32 {
    percentile(values, p).unwrap_or(0)
}

fn ratio(count: u64, of: u64) -> f64 {
    if of == 0 {
        0.0
    } else {
        (count as f64 / of as f64 * 100.0).round() / 100.0
    }
}

/// Counts hand-offs and the pings that should announce them, action by action: the
/// one rule every game keeps (see `app::live::plan`).
#[derive(Default)]
struct HandOffs {
    handoffs: u64,
    unpinged: u64,
    stray: u64,
}

impl HandOffs {
    /// One action: the game `before` and `after` it, the seats' users (`user_ids[seat]`,
    /// `None` for a seat a computer plays) and what the channel received meanwhile.
    fn action(
        &mut self,
        before: &Match,
        after: &Match,
        user_ids: &[Option<u64>],
        postings: &[Posting],
    ) {
        if after.outcome().is_some() {
            return;
        }
        let newly: Vec<u64> = crate::app::live::newly_waited(before, after)
            .into_iter()
            .filter_map(|s| user_ids.get(usize::from(s.0)).copied().flatten())
            .collect();
        let mut pinged: Vec<u64> = postings
            .iter()
            .filter_map(|p| match p {
                Posting::Post { message, .. } => Some(message.pings.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        self.handoffs += newly.len() as u64;
        self.unpinged += newly.iter().filter(|u| !pinged.contains(u)).count() as u64;
        let pings = pinged.len();
        pinged.sort_unstable();
        pinged.dedup();
        let doubled = pings - pinged.len();
        self.stray += (doubled + pinged.iter().filter(|u| !newly.contains(u)).count()) as u64;
    }
}

fn per(count: u64, turns: u64) -> f64 {
    if turns == 0 {
        0.0
    } else {
        (count as f64 / turns as f64 * 100.0).round() / 100.0
    }
}

/// A (seat, notation) among the seats the game waits for: the game's suggestion under
/// the sensible policy, else a random legal move.
fn pick(game: &Match, sensible: &[Seat], chooser: &mut GameRng) -> Option<(Seat, String)> {
    let waiting = game.to_act();
    let seat = *chooser.choose(&waiting)?;
    if sensible.contains(&seat) {
        if let Some(notation) = game.suggest(seat) {
            return Some((seat, notation));
        }
    }
    let choices = game.choices(Actor::player(seat));
    chooser.choose(&choices).map(|c| (seat, c.notation.clone()))
}

fn engine_game(
    kind: GameKind,
    options: &str,
    args: &Args,
    index: u64,
    chooser: &mut GameRng,
    stats: &mut Stats,
) {
    let mut game = match Match::new(kind, options, args.players, args.seed.wrapping_add(index)) {
        Ok(g) => g,
        Err(e) => return stats.error(format!("game {index}: setup: {e}")),
    };
    let names: Vec<String> = (0..args.players)
        .map(|i| format!("Player {}", i + 1))
        .collect();
    let sensible = sensible_seats(args, index);
    let (mut turns, mut holder) = (0, None);
    for _ in 0..args.max_actions {
        if game.outcome().is_some() {
            stats.finish(&game, turns, &sensible);
            return;
        }
        let now = game.turn_holder();
        if now.is_some() && now != holder {
            turns += 1;
            holder = now;
        }
        let Some((seat, notation)) = pick(&game, &sensible, chooser) else {
            return stats.error(format!(
                "game {index}: nobody can act but the game is not over"
            ));
        };
        let started = Instant::now();
        if let Err(e) = game.apply_notation(Actor::player(seat), &notation) {
            return stats.error(format!(
                "game {index}: legal action `{notation}` refused: {e}"
            ));
        }
        let _ = game.snapshot();
        if !args.no_render {
            let render_started = Instant::now();
            match windward_render::board(&game.view(Viewer::Public), &Names::new(&names, args.lang))
            {
                Ok(png) => stats.png_sizes.push(png.bytes.len()),
                Err(e) => stats.error(format!("game {index}: render: {e}")),
            }
            stats.render_times.push(render_started.elapsed());
        }
        stats.action_times.push(started.elapsed());
        stats.actions += 1;
    }
    stats.error(format!(
        "game {index}: not over after {} actions",
        args.max_actions
    ));
}

/// The seats that play by the policy in game number `index`.
fn sensible_seats(args: &Args, index: u64) -> Vec<Seat> {
    (0..args.players as u8)
        .map(Seat)
        .filter(|s| args.policy.sensible(*s, index, args.players))
        .collect()
}

/// Seat `seat`'s player at a self-play table in `channel` (self-play's and
/// `windward load`'s).
pub(crate) fn player(channel: u64, seat: usize) -> Caller {
    Caller {
        user_id: 1 + seat as u64,
        name: format!("Player {}", seat + 1),
        guild_id: Some(1),
        channel_id: channel,
        manage_channel: false,
        manage_server: false,
        lang: windward_engine::i18n::Lang::En,
        server_lang: None,
    }
}

/// Opens a game of `kind` in `channel`, seats `players` and starts it, with the
/// commands players use.
pub(crate) async fn open_game(
    app: &App,
    kind: GameKind,
    options: &str,
    players: usize,
    channel: u64,
) {
    let setup = [(
        0,
        Command::GameNew {
            game: kind.id().into(),
            options: options.into(),
        },
    )]
    .into_iter()
    .chain((1..players).map(|s| (s, Command::GameJoin)))
    .chain(std::iter::once((0, Command::GameStart { shuffle: false })));
    for (seat, command) in setup {
        app.handle(&player(channel, seat), Request::Command(command))
            .await;
    }
}

#[allow(clippy::too_many_arguments)]
async fn app_game(
    app: &App,
    surface: &Recorder,
    kind: GameKind,
    options: &str,
    args: &Args,
    index: u64,
    chooser: &mut GameRng,
    stats: &mut Stats,
) {
    let channel = 10_000 + index;
    let caller = |seat: usize| player(channel, seat);
    open_game(app, kind, options, args.players, channel).await;
    let store = app.store();
    let sensible = sensible_seats(args, index);
    let mut turn_holder = None;
    let mut game_turns = 0;
    let mut posts_this_turn = 0;
    for _ in 0..args.max_actions {
        let session = match store.open_session_in(channel).await {
            Ok(Some(s)) => s,
            Ok(None) => {
                // Not open any more: finished (or never started).
                match store.latest_session_in(channel).await {
                    Ok(Some(s)) if s.status == crate::store::Status::Finished => {
                        match s.snapshot.as_deref().map(Match::from_snapshot) {
                            Some(Ok(game)) => stats.finish(&game, game_turns, &sensible),
                            _ => stats.error(format!("game {index}: unreadable final snapshot")),
                        }
                    }
                    _ => stats.error(format!("game {index}: the session did not start")),
                }
                return;
            }
            Err(e) => return stats.error(format!("game {index}: {e}")),
        };
        let Some(game) = session
            .snapshot
            .as_deref()
            .and_then(|s| Match::from_snapshot(s).ok())
        else {
            return stats.error(format!("game {index}: no readable snapshot"));
        };
        let Some((seat, notation)) = pick(&game, &sensible, chooser) else {
            return stats.error(format!(
                "game {index}: nobody can act but the game is not over"
            ));
        };
        let posts_before = surface.tally().posts;
        surface.drain();
        let user_ids: Vec<Option<u64>> = match store.seats(session.id).await {
            Ok(rows) => (0..game.players())
                .map(|seat| {
                    rows.iter()
                        .find(|r| usize::from(r.seat) == seat)
                        .filter(|r| !r.stand_in && !crate::app::computer::is_computer(r.user_id))
                        .map(|r| r.user_id)
                })
                .collect(),
            Err(e) => return stats.error(format!("game {index}: {e}")),
        };
        let started = Instant::now();
        let response = app
            .handle(
                &caller(usize::from(seat.0)),
                Request::Command(Command::Play {
                    action: notation.clone(),
                }),
            )
            .await;
        stats.action_times.push(started.elapsed());
        stats.actions += 1;
        let moved = matches!(store.session(session.id).await, Ok(Some(s)) if s.seq > session.seq);
        if !moved {
            let reason = response
                .messages
                .first()
                .map(|m| m.content.to_string())
                .unwrap_or_default();
            return stats.error(format!(
                "game {index}: legal action `{notation}` refused: {reason}"
            ));
        }
        for image in response.messages.iter().filter_map(|m| m.image.as_ref()) {
            stats.private_pictures += 1;
            stats.private_image_bytes += image.png.len() as u64;
        }
        // A turn is a stretch with one turn holder; the board that starts a turn counts
        // towards it.
        let posts = surface.tally().posts - posts_before;
        if let Some(after) = store
            .session(session.id)
            .await
            .ok()
            .flatten()
            .and_then(|s| s.snapshot)
            .and_then(|s| Match::from_snapshot(&s).ok())
        {
            stats
                .handoffs
                .action(&game, &after, &user_ids, &surface.drain());
            let holder = after.turn_holder();
            if holder.is_some() && holder != turn_holder {
                stats.turns += 1;
                game_turns += 1;
                posts_this_turn = 0;
            }
            turn_holder = holder.or(turn_holder);
        }
        posts_this_turn += posts;
        stats.max_posts_in_a_turn = stats.max_posts_in_a_turn.max(posts_this_turn);
        if !args.no_render {
            // Timed separately to report render cost on its own.
            let game = Match::from_snapshot(
                &store
                    .session(session.id)
                    .await
                    .ok()
                    .flatten()
                    .and_then(|s| s.snapshot)
                    .unwrap_or_default(),
            );
            if let Ok(game) = game {
                let names: Vec<String> = (0..args.players)
                    .map(|i| format!("Player {}", i + 1))
                    .collect();
                let render_started = Instant::now();
                if let Ok(png) = windward_render::board(
                    &game.view(Viewer::Public),
                    &Names::new(&names, args.lang),
                ) {
                    stats.png_sizes.push(png.bytes.len());
                }
                stats.render_times.push(render_started.elapsed());
            }
        }
    }
    stats.error(format!(
        "game {index}: not over after {} actions",
        args.max_actions
    ));
}

/// A language code for `--lang`.
fn parse_lang(code: &str) -> Result<Lang, String> {
    Lang::parse(code)
        .ok_or_else(|| format!("`{code}` is not a language Windward speaks (en, pl, fr)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(no_db: bool) -> Args {
        Args {
            game: "table".into(),
            players: 3,
            games: 3,
            seed: 9,
            options: Some("rounds=4 dice=1d6".into()),
            policy: Policy::Random,
            max_actions: 500,
            no_render: false,
            lang: windward_engine::i18n::Lang::En,
            no_db,
            db: None,
            json: false,
        }
    }

    #[tokio::test]
    async fn table_games_play_to_the_end_through_the_app() {
        let report = selfplay(&args(false)).await.unwrap();
        assert_eq!(report.errors, 0, "{:?}", report.error_samples);
        assert_eq!(report.finished, 3);
        assert!(
            report.actions >= 3 * 12,
            "each game has at least 4 rounds × 3 passes"
        );
        assert!(report.png_mean_bytes > 1000);
        // Every edit that kept its picture kept the attachment: nothing re-uploaded.
        assert!(report.pictures_per_action > 0.5, "{report:?}");
        assert_eq!(report.same_picture_uploads, 0, "{report:?}");
    }

    /// In Zephyr at four, many moves change the public view in ways its picture does
    /// not show (this game at this seed re-uploaded 36 identical pictures when only
    /// the views were compared): an edit whose picture is byte for byte the one shown
    /// keeps the attachment.
    #[tokio::test]
    async fn an_edit_drawing_the_picture_already_shown_uploads_nothing() {
        let report = selfplay(&Args {
            game: "zephyr".into(),
            players: 4,
            games: 1,
            seed: 1,
            options: None,
            policy: Policy::Sensible,
            max_actions: 20_000,
            ..args(false)
        })
        .await
        .unwrap();
        assert_eq!(report.errors, 0, "{:?}", report.error_samples);
        assert!(report.pictures_per_action > 0.5, "{report:?}");
        assert_eq!(report.same_picture_uploads, 0, "{report:?}");
    }

    #[tokio::test]
    async fn the_sensible_policy_is_refused_where_a_game_has_none() {
        let err = selfplay(&Args {
            game: "table".into(),
            players: 2,
            games: 1,
            options: None,
            policy: Policy::Sensible,
            ..args(true)
        })
        .await
        .unwrap_err();
        assert!(err.to_string().contains("no sensible policy"), "{err}");
    }

    #[tokio::test]
    async fn aether_captains_voyages_end_through_the_app() {
        let report = selfplay(&Args {
            game: "aether-captains".into(),
            players: 2,
            games: 2,
            options: None,
            policy: Policy::Sensible,
            max_actions: 3_000,
            ..args(false)
        })
        .await
        .unwrap();
        assert_eq!(
            (report.errors, report.finished),
            (0, 2),
            "{:?}",
            report.error_samples
        );
        // Every public board says something: also after a captain's voyage ends while
        // the other flies on.
        assert_eq!(report.headless_boards, 0);
    }

    #[tokio::test]
    async fn sensible_against_random_reports_how_bitwa_battles_end() {
        let report = selfplay(&Args {
            game: "bitwa".into(),
            players: 2,
            games: 2,
            options: Some("actions=30".into()),
            policy: Policy::SensibleVsRandom,
            max_actions: 20_000,
            no_render: true,
            lang: windward_engine::i18n::Lang::En,
            ..args(true)
        })
        .await
        .unwrap();
        assert_eq!(
            (report.errors, report.finished),
            (0, 2),
            "{:?}",
            report.error_samples
        );
        assert_eq!(report.length_unit, "actions");
        assert!((1..=30).contains(&report.length_p50), "{report:?}");
        assert_eq!(report.endings.values().sum::<usize>(), 2, "{report:?}");
        let sensible = report
            .sensible_seat_wins
            .expect("counted under this policy");
        assert!(sensible <= report.won && report.first_player_wins <= report.won);
    }

    #[tokio::test]
    async fn engine_only_selfplay_agrees() {
        let report = selfplay(&args(true)).await.unwrap();
        assert_eq!(
            (report.errors, report.finished),
            (0, 3),
            "{:?}",
            report.error_samples
        );
    }
}
