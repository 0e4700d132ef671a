//! The Discord adapter: poise commands and component clicks in, [`App`] replies out.
//!
//! Commands are thin: parse, call the app, deliver. Buttons and menus are handled in the
//! event handler from their `custom_id` (never in-memory collectors), so a button posted
//! before a restart works after it. Replies are sent as raw interaction payloads (see
//! [`deliver`]) so we control exactly what Discord receives: which users may be pinged,
//! and that retiring a board's buttons keeps its picture.

mod commands;
pub mod deliver;
mod localize;
mod surface;

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tracing::{error, info, warn};
use windward_engine::i18n::{say, Lang};
use windward_engine::msg;

use crate::app::{App, Board, Caller, OnMessage, Request, Seeds};
use crate::settings::Settings;
use crate::store::processes::Pulse;

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

pub struct Data {
    pub app: Arc<App>,
    /// Interactions being answered: a stop waits for them (see [`STOP_GRACE`]).
    pub work: TaskTracker,
}

/// How long a stop waits for each step: the gateway to close, then the work in hand (an
/// interaction being answered, a delivery pass) to finish. A move that committed and
/// could not be shown in time is owed, and the outbox shows it at the next start.
const STOP_GRACE: Duration = Duration::from_secs(3);

/// Every slash command the bot registers, with its words in every language.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        commands::help(),
        commands::roll(),
        commands::game(),
        commands::turn(),
        commands::hand(),
        commands::play(),
        commands::mygames(),
        commands::settings(),
        commands::away(),
        commands::back(),
        commands::plan(),
        commands::undo(),
        commands::stats(),
    ];
    localize::localize(&mut commands);
    commands
}

/// Connects to Discord and serves until stopped (Ctrl-C or SIGTERM).
///
/// # Errors
/// The database cannot be opened, or the gateway connection fails for good (a bad token).
pub async fn run(settings: Settings) -> anyhow::Result<()> {
    let database = crate::settings::redacted(&settings.database_url);
    info!(%database, guild = ?settings.guild_id, fake_api = settings.api_base.is_some(), shards = ?settings.shards.map(|s| s.to_string()), "starting windward");
    let surface = Arc::new(surface::DiscordSurface::default());
    let app = Arc::new(
        App::open(
            &settings.database_url,
            Seeds::Random,
            Board { render: true },
            surface.clone(),
        )
        .await
        .with_context(|| format!("opening the database {database}"))?,
    );
    app.set_hour_ms(settings.hour_ms);
    if let Some(ms) = settings.retry_max_ms {
        app.set_retry_max_ms(ms);
    }
    if let Some(ms) = settings.computer_pause_ms {
        app.set_computer_pause_ms(ms);
    }
    let guild_id = settings.guild_id.map(serenity::GuildId::new);
    let setup_app = app.clone();
    // Stopping: the background loops end after their pass, interactions in hand are
    // answered, and only then is the database closed (a loop or answer that met a
    // closed pool would log errors for a clean stop).
    let stopping = CancellationToken::new();
    let work = TaskTracker::new();
    // The web pages serve from the start: they read the database, not the gateway.
    let listener = crate::web::prepare(
        &app,
        settings.web,
        settings.public_url.as_deref(),
        settings.web_secret.as_deref(),
        &settings.database_url,
    )
    .await?;
    if let Some(listener) = listener {
        let links = app.web_links().cloned();
        let (web_app, web_stop) = (app.clone(), stopping.clone());
        work.spawn(async move {
            let Some(links) = links else { return };
            if let Err(e) = crate::web::serve(listener, web_app, links, web_stop).await {
                error!(error = %e, "the web server stopped");
            }
        });
    }
    let (setup_stopping, setup_work) = (stopping.clone(), work.clone());
    let framework = poise::Framework::<Data, Error>::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            event_handler: |ctx, event| Box::pin(on_event(ctx, event)),
            on_error: |error| Box::pin(on_error(error)),
            // Our replies set their own allowed_mentions; this is poise's fallback.
            allowed_mentions: Some(serenity::CreateAllowedMentions::new().empty_users().empty_roles()),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                match guild_id {
                    Some(guild) => poise::builtins::register_in_guild(ctx, &framework.options().commands, guild).await?,
                    None => poise::builtins::register_globally(ctx, &framework.options().commands).await?,
                }
                info!(user = %ready.user.name, commands = framework.options().commands.len(), "ready; commands registered");
                let (app, stop) = (&setup_app, &setup_stopping);
                let pulse = Arc::new(Pulses::default());
                let shards = framework.shard_manager().clone();
                setup_work.spawn(run_heartbeat(app.clone(), stop.clone(), pulse.clone(), shards));
                setup_work.spawn(run_deadlines(app.clone(), stop.clone(), pulse.clone()));
                setup_work.spawn(run_outbox(app.clone(), stop.clone(), pulse));
                Ok(Data { app: setup_app, work: setup_work })
            })
        })
        .build();

    let mut http = serenity::HttpBuilder::new(&settings.token);
    if let Some(base) = &settings.api_base {
        // serenity honours the proxy only with its rate limiter off (serenity#1739);
        // this is for a local fake Discord, never for production.
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let mut client =
        serenity::ClientBuilder::new_with_http(http.build(), serenity::GatewayIntents::GUILDS)
            .framework(framework)
            .await
            .context("building the Discord client")?;
    surface.connect(client.http.clone());
    let shards = client.shard_manager.clone();
    let signalled = stopping.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        info!("shutting down");
        signalled.cancel();
        shards.shutdown_all().await;
    });
    let connection = async {
        match settings.shards {
            None => client.start().await,
            Some(shards) => {
                info!(%shards, count = shards.count(), "starting gateway shards {}-{} of {}", shards.first, shards.last, shards.total);
                // serenity's range end is inclusive, whatever `Range` suggests: it calls
                // `start_connection(range.start, range.end, total)`, which boots
                // `end - start + 1` shards from `start` (serenity 0.12.5,
                // client/mod.rs). So `first..last` starts exactly shards first..=last.
                client
                    .start_shard_range(shards.first..shards.last, shards.total)
                    .await
            }
        }
    };
    // A stop signal ends the connection however far it got: connected, the gateway
    // closes (serenity's `shutdown_all`); still connecting or retrying without a
    // network, serenity would go on for minutes, so it is dropped after the grace.
    let gave_up = async {
        stopping.cancelled().await;
        tokio::time::sleep(STOP_GRACE).await;
    };
    let connected = tokio::select! {
        ended = connection => ended.context("the Discord connection failed"),
        () = gave_up => {
            info!("the gateway did not close in time; stopping without it");
            Ok(())
        }
    };
    stopping.cancel();
    work.close();
    if tokio::time::timeout(STOP_GRACE, work.wait()).await.is_err() {
        warn!(
            in_hand = work.len(),
            "stopping with work still in hand; moves it committed are shown at the next start"
        );
    }
    // Bounded too: a connection still held by work given up on would keep it open.
    if tokio::time::timeout(STOP_GRACE, app.close()).await.is_err() {
        warn!("the database did not close in time; stopping without it");
    }
    info!("stopped");
    connected
}

/// How often passed deadlines are looked for. Deadlines are hours long; a minute late
/// is fine, and the query is one indexed lookup.
const DEADLINE_POLL: Duration = Duration::from_secs(30);

/// When this process last saw each of its parts work (Unix ms, 0: not yet), renewed
/// in the database with its heartbeat (see `store::processes`).
#[derive(Default)]
struct Pulses {
    gateway: AtomicI64,
    outbox: AtomicI64,
    deadlines: AtomicI64,
}

impl Pulses {
    fn beat(part: &AtomicI64, now: i64) {
        part.store(now, Ordering::Relaxed);
    }

    fn read(&self) -> Pulse {
        let at = |part: &AtomicI64| Some(part.load(Ordering::Relaxed)).filter(|t| *t > 0);
        Pulse {
            gateway: at(&self.gateway),
            outbox: at(&self.outbox),
            deadlines: at(&self.deadlines),
        }
    }
}

/// Applies default answers when players run out of time, and plays computer
/// opponents' turns; their boards reach the channel through the app's surface. Runs until the
/// process stops; picks up after a restart because deadlines live in the database.
async fn run_deadlines(app: Arc<App>, stop: CancellationToken, pulse: Arc<Pulses>) {
    let mut tick = tokio::time::interval(DEADLINE_POLL);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {}
            // A computer opponent is to act: its deadline is a short pause away.
            () = app.computer_scheduled() => {
                let pause = u64::try_from(app.computer_pause_ms()).unwrap_or(0);
                tokio::time::sleep(Duration::from_millis(pause)).await;
            }
        }
        let moved = app.run_due_timeouts().await;
        if !moved.is_empty() {
            info!(channels = moved.len(), "deadlines applied");
        }
        Pulses::beat(&pulse.deadlines, app.clock().now_ms());
    }
}

/// How often this process says it is alive. What it has claimed (owed boards, due
/// deadlines) stays its own only while it does, and is another process's to take up
/// seconds after it stops (`store::outbox::ALIVE_MS`). A timer of its own, so that a
/// long delivery pass never lets a live process's claims lapse.
const HEARTBEAT: Duration = Duration::from_secs(1);

async fn run_heartbeat(
    app: Arc<App>,
    stop: CancellationToken,
    pulse: Arc<Pulses>,
    shards: Arc<serenity::ShardManager>,
) {
    let mut tick = tokio::time::interval(HEARTBEAT);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {}
        }
        let now = app.clock().now_ms();
        let connected = shards
            .runners
            .lock()
            .await
            .values()
            .any(|r| r.stage == serenity::ConnectionStage::Connected);
        if connected {
            Pulses::beat(&pulse.gateway, now);
        }
        if let Err(e) = app.store().report_pulse(now, pulse.read()).await {
            warn!(error = %e, "could not renew this process's heartbeat");
        }
    }
}

/// How often due reminders and the outbox are looked at (boards whose delivery
/// failed or never ran). Each is one indexed lookup; retries back off on their own.
const OUTBOX_POLL: Duration = Duration::from_secs(1);

/// Sends due reminders, and delivers what moves owe the channels and could not
/// deliver themselves (Discord down, or a restart between commit and post). Runs until
/// the process stops.
async fn run_outbox(app: Arc<App>, stop: CancellationToken, pulse: Arc<Pulses>) {
    let mut tick = tokio::time::interval(OUTBOX_POLL);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {}
        }
        let reminded = app.send_reminders().await;
        if reminded > 0 {
            info!(players = reminded, "reminders sent");
        }
        let delivered = app.send_owed().await;
        if delivered > 0 {
            info!(channels = delivered, "owed boards delivered");
        }
        Pulses::beat(&pulse.outbox, app.clock().now_ms());
    }
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                    return;
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => error!(%error, "setup failed"),
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(%error, command = %ctx.command().qualified_name, "command failed");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                warn!(error = %e, "error while reporting an error");
            }
        }
    }
}

async fn on_event(
    ctx: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::Ready { data_about_bot } = event {
        // Every shard's READY (and a new session's), with the guilds Discord gave it.
        let shard = data_about_bot
            .shard
            .map(|s| format!("{}/{}", s.id.0, s.total));
        info!(
            shard = shard.as_deref().unwrap_or("0/1"),
            guilds = data_about_bot.guilds.len(),
            "gateway shard ready"
        );
    }
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let values = match &click.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
            _ => Vec::new(),
        };
        let caller = caller(
            &click.user,
            click.member.as_ref(),
            click.guild_id,
            click.channel_id,
            Locales {
                user: &click.locale,
                server: click.guild_locale.as_deref(),
            },
        );
        let request = Request::Component {
            custom_id: click.data.custom_id.clone(),
            values,
            message: OnMessage {
                id: click.message.id.get(),
                ephemeral: click
                    .message
                    .flags
                    .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL)),
            },
        };
        let interaction = Interaction::from_component(click);
        serve(
            &ctx.serenity_context.http,
            ctx.user_data,
            interaction,
            caller,
            request,
        )
        .await;
    }
    Ok(())
}

/// The languages Discord gives with every interaction: the user's, and the server's
/// (none in a direct message).
#[derive(Clone, Copy, Debug)]
pub struct Locales<'a> {
    pub user: &'a str,
    pub server: Option<&'a str>,
}

/// The app's view of whoever sent an interaction.
pub fn caller(
    user: &serenity::User,
    member: Option<&serenity::Member>,
    guild_id: Option<serenity::GuildId>,
    channel_id: serenity::ChannelId,
    locales: Locales,
) -> Caller {
    let name = member.map_or_else(
        || {
            user.global_name
                .clone()
                .unwrap_or_else(|| user.name.clone())
        },
        |m| m.display_name().to_string(),
    );
    let permissions = member.and_then(|m| m.permissions);
    let manage_channel = permissions.is_some_and(|p| p.manage_channels() || p.administrator());
    let manage_server = permissions.is_some_and(|p| p.manage_guild() || p.administrator());
    Caller {
        user_id: user.id.get(),
        name,
        guild_id: guild_id.map(|g| g.get()),
        channel_id: channel_id.get(),
        manage_channel,
        manage_server,
        lang: Lang::from_discord(Some(locales.user)),
        server_lang: locales.server.and_then(Lang::parse),
    }
}

/// Answers within Discord's 3 seconds: if the app has not replied in time, defer first.
pub const DEFER_AFTER: Duration = Duration::from_millis(2200);

pub use deliver::Interaction;

/// Runs a request and delivers its response, deferring when it runs long.
pub async fn serve(
    http: &serenity::Http,
    data: &Data,
    interaction: Interaction,
    caller: Caller,
    request: Request,
) {
    // Counted as work in hand until answered, so a stop waits for the answer too.
    let _in_hand = data.work.token();
    // Whatever the bot says of its own here is for the caller: in their language.
    let lang = caller.lang;
    let app = data.app.clone();
    let handler = app.clone();
    let work = tokio::spawn(async move { handler.handle(&caller, request).await });
    tokio::pin!(work);
    let response = tokio::select! {
        done = &mut work => done,
        () = tokio::time::sleep(DEFER_AFTER) => {
            if let Err(e) = deliver::defer(http, &interaction).await {
                warn!(error = %e, "could not defer a slow interaction");
            }
            let done = work.await;
            return finish(http, &app, &interaction, done, true, lang).await;
        }
    };
    finish(http, &app, &interaction, response, false, lang).await;
}

async fn finish(
    http: &serenity::Http,
    app: &App,
    interaction: &Interaction,
    done: Result<crate::app::reply::Response, tokio::task::JoinError>,
    deferred: bool,
    lang: Lang,
) {
    let response = match done {
        Ok(r) => r,
        Err(e) => {
            error!(error = %e, "request task failed");
            crate::app::reply::Response::refuse(say(lang, &msg!("schedule-error-sorry")))
        }
    };
    let shows = response.shows;
    if !deliver::deliver(http, interaction, response, deferred, lang).await {
        if let Some((session, seq)) = shows {
            // The live board did not take the move: the outbox sender edits it later.
            app.board_not_shown(session, seq).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use serde_json::Value;

    use super::*;
    use crate::app::command::{OptionKind, SPECS};

    /// A command path with its options: (name, Discord option type, required).
    type Signature = (String, Vec<(String, u64, bool)>);

    fn registered() -> Vec<Value> {
        let commands = commands();
        let builders = poise::builtins::create_application_commands(&commands);
        builders
            .iter()
            .map(|b| serde_json::to_value(b).unwrap())
            .collect()
    }

    fn valid_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| {
                c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
            })
    }

    /// Walks commands and subcommands, yielding (path, leaf options).
    fn leaves(prefix: &str, options: &[Value], out: &mut Vec<(String, Vec<Value>)>) {
        let subs: Vec<&Value> = options
            .iter()
            .filter(|o| o["type"] == 1 || o["type"] == 2)
            .collect();
        if subs.is_empty() {
            out.push((prefix.to_string(), options.to_vec()));
        }
        for sub in subs {
            let name = sub["name"].as_str().unwrap();
            leaves(
                &format!("{prefix} {name}"),
                sub["options"].as_array().map_or(&[][..], |v| v),
                out,
            );
        }
    }

    /// Every command, option and choice as (Fluent id, name in code), walking
    /// `commands()`.
    fn words(
        c: &poise::Command<Data, Error>,
        parent: &[&str],
        out: &mut Vec<(String, String, bool)>,
    ) {
        let mut path = parent.to_vec();
        path.push(&c.name);
        out.push((localize::id("cmd", &path), c.name.to_string(), true));
        for p in &c.parameters {
            let mut at = path.clone();
            at.push(&p.name);
            out.push((localize::id("opt", &at), p.name.to_string(), true));
            for choice in p.choices.iter() {
                let mut at = at.clone();
                at.push(&choice.name);
                out.push((localize::id("choice", &at), choice.name.to_string(), false));
            }
        }
        for sub in &c.subcommands {
            words(sub, &path, out);
        }
    }

    /// The command picker in Polish and French: every command and option has a
    /// name and a description in each (English's are the code's own names), every
    /// choice but a language's own name is translated, and the translations follow
    /// Discord's rules (checked on the registered JSON below).
    #[test]
    fn every_command_speaks_every_language() {
        use windward_engine::i18n::{has, has_attribute, say, Lang, Msg};
        let mut all = Vec::new();
        for c in commands() {
            words(&c, &[], &mut all);
        }
        let mut missing = Vec::new();
        for (id, name, described) in &all {
            if !has(Lang::En, id) {
                // A language offered by its own name needs no entry.
                if !(id.starts_with("choice-settings-language-") && name != "Default") {
                    missing.push(format!("en: {id}"));
                }
                continue;
            }
            assert_eq!(&say(Lang::En, &Msg::new(id.clone())), name, "{id}");
            for lang in Lang::ALL {
                if lang != Lang::En && !has(lang, id) {
                    missing.push(format!("{lang}: {id}"));
                }
                if *described && !has_attribute(lang, id, "description") {
                    missing.push(format!("{lang}: {id}.description"));
                }
            }
        }
        assert!(missing.is_empty(), "untranslated: {missing:#?}");
    }

    #[test]
    fn command_definitions_follow_discords_rules() {
        let commands = registered();
        assert!(commands.len() <= 100);
        let mut walk: Vec<&Value> = commands.iter().collect();
        while let Some(c) = walk.pop() {
            let name = c["name"].as_str().unwrap();
            assert!(valid_name(name), "bad name {name}");
            let description = c["description"].as_str().unwrap_or("");
            assert!(
                (1..=100).contains(&description.chars().count()),
                "{name}: description {description:?}"
            );
            // Every language's words follow the same rules.
            let localized = |key: &str| {
                c[key]
                    .as_object()
                    .map(|m| m.values().filter_map(Value::as_str).collect::<Vec<_>>())
                    .unwrap_or_default()
            };
            for local in localized("name_localizations") {
                assert!(valid_name(local), "{name}: bad localized name {local:?}");
            }
            for local in localized("description_localizations") {
                assert!(
                    (1..=100).contains(&local.chars().count()),
                    "{name}: localized description {local:?}"
                );
            }
            let options = c["options"].as_array().map_or(&[][..], |v| v);
            assert!(options.len() <= 25, "{name} has too many options");
            // Required options come first.
            let firsts: Vec<bool> = options
                .iter()
                .filter(|o| o["type"] != 1 && o["type"] != 2)
                .map(|o| o["required"] == true)
                .collect();
            assert!(
                firsts.windows(2).all(|w| w[0] || !w[1]),
                "{name}: required options must come first"
            );
            walk.extend(options.iter());
        }
    }

    #[test]
    fn discord_commands_match_the_offline_channels_table() {
        let mut found = Vec::new();
        for c in registered() {
            let name = c["name"].as_str().unwrap().to_string();
            leaves(
                &name,
                c["options"].as_array().map_or(&[][..], |v| v),
                &mut found,
            );
        }
        let discord: BTreeSet<Signature> = found
            .into_iter()
            .map(|(path, opts)| {
                let opts = opts
                    .iter()
                    .map(|o| {
                        (
                            o["name"].as_str().unwrap().to_string(),
                            o["type"].as_u64().unwrap(),
                            o["required"] == true,
                        )
                    })
                    .collect();
                (path, opts)
            })
            .collect();
        let ours: BTreeSet<Signature> = SPECS
            .iter()
            .map(|s| {
                let opts = s
                    .options
                    .iter()
                    .map(|o| {
                        let kind = match o.kind {
                            OptionKind::Text => 3,
                            // poise registers fixed choices by index.
                            OptionKind::Integer | OptionKind::Choice(_) => 4,
                            OptionKind::Flag => 5,
                            OptionKind::User => 6,
                        };
                        (o.name.to_string(), kind, o.required)
                    })
                    .collect();
                (s.path.to_string(), opts)
            })
            .collect();
        assert_eq!(discord, ours);
    }
}
