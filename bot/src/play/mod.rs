//! `windward play`: a terminal stand-in for a Discord channel with several users.
//!
//! It drives the same [`App`] the bot uses, on a real SQLite file, so a script here
//! exercises everything but the Discord wire. Script lines:
//!
//! ```text
//! # a comment
//! @alice /roll expression:"2d6+1" private:true   a slash command with named options
//! @bob /turn remove player:@carol                users are written @name
//! @bob click "End turn"                          press a button on the newest message bob sees
//! @bob select "Choose a move" "Swap A1 with B2"  pick an option of a select menu
//! @bob autocomplete /play action:"sw"            show what autocomplete would suggest
//! :restart                                        drop all state and reopen the database
//! :channel side-room                              switch channel (threads are channels)
//! :admin alice                                    give alice Manage Channel (and Server)
//! :wait 12h                                       let time pass (deadlines fall due)
//! :locale alice pl                                alice's Discord language from now on
//! :server-locale fr                               the server's Discord language
//! @alice[pl] /help                                one line in alice's language (pl, fr, en)
//! ```

use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{bail, Context};
use serde_json::json;
use windward_engine::i18n::Lang;

use crate::app::command::{Command, OptionKind, Value, SPECS};
use crate::app::reply::{Audience, ButtonStyle, Clicked, Message, Response, Row};
use crate::app::surface::Posting;
use crate::app::{App, AutocompleteField, Board, Caller, OnMessage, Recorder, Request, Seeds};

pub struct Options {
    pub script: Option<PathBuf>,
    pub seed: Option<u64>,
    pub out: Option<PathBuf>,
    pub db: Option<String>,
    pub json: bool,
    /// Serve the games' web pages here, as the bot does (`--web ADDR`).
    pub web: Option<std::net::SocketAddr>,
}

/// The web server of the offline channel, while it runs.
struct Serving {
    address: std::net::SocketAddr,
    stop: tokio_util::sync::CancellationToken,
    task: tokio::task::JoinHandle<()>,
}

const GUILD: u64 = 1;

mod print;
mod script;

use print::describe_span;

pub use script::{parse_line, Line};
/// A message as the channel shows it.
struct Posted {
    id: u64,
    channel: u64,
    /// `None` for the channel, or the user an ephemeral reply went to.
    to: Option<String>,
    message: Message,
}

struct Channel {
    app: Arc<App>,
    /// What the app posts and edits in channels (the live boards); its ids number
    /// every message here.
    surface: Arc<Recorder>,
    db: String,
    seeds: Seeds,
    out: Option<PathBuf>,
    json: bool,
    users: Vec<(String, u64, bool)>,
    channels: Vec<(String, u64)>,
    channel: u64,
    posted: Vec<Posted>,
    /// Time let pass with `:wait`; it survives `:restart` (the world's clock goes on).
    waited_ms: i64,
    web: Option<Serving>,
    /// Each user's Discord language (`:locale`), English unless set.
    langs: HashMap<String, Lang>,
    /// The server's Discord language (`:server-locale`), if set.
    server_lang: Option<Lang>,
    /// The language of the line being run (`@alice[pl] …`), for its user.
    speaking: Option<(String, Lang)>,
}

/// Runs the offline channel.
///
/// # Errors
/// The database cannot be opened, the script cannot be read, or a script line is malformed.
pub async fn run(options: Options) -> anyhow::Result<ExitCode> {
    // Without --db, a fresh database in a temporary folder, removed on exit.
    let (db, _temp) = match options.db {
        Some(db) => (db, None),
        None => {
            let dir = tempfile::Builder::new()
                .prefix("windward-play-")
                .tempdir()
                .context("creating a temporary folder for the database")?;
            (
                format!("sqlite://{}", dir.path().join("play.db").display()),
                Some(dir),
            )
        }
    };
    if let Some(out) = &options.out {
        std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    }
    let seeds = options.seed.map_or(Seeds::Random, Seeds::Fixed);
    let surface = Arc::new(Recorder::default());
    let app = Arc::new(
        App::open(&db, seeds, Board { render: true }, surface.clone())
            .await
            .with_context(|| format!("opening {db}"))?,
    );
    let mut channel = Channel {
        app,
        surface,
        db,
        seeds,
        out: options.out,
        json: options.json,
        users: Vec::new(),
        langs: HashMap::new(),
        server_lang: None,
        speaking: None,
        channels: vec![("general".into(), 100)],
        channel: 100,
        posted: Vec::new(),
        waited_ms: 0,
        web: None,
    };
    if let Some(address) = options.web {
        channel.serve_web(address).await?;
        if !options.json {
            println!("Web pages: http://{address} (each board links to its game's page)");
        }
    }
    match options.script {
        Some(path) => {
            let text = std::fs::read_to_string(&path)
                .with_context(|| format!("reading {}", path.display()))?;
            for (number, raw) in text.lines().enumerate() {
                let line = parse_line(raw)
                    .map_err(|e| anyhow::anyhow!("{}:{}: {e}", path.display(), number + 1))?;
                channel
                    .run_line(line)
                    .await
                    .map_err(|e| anyhow::anyhow!("{}:{}: {e}", path.display(), number + 1))?;
            }
        }
        None => {
            if !options.json {
                println!("Windward offline channel. Type lines like `@alice /game new game:table`, `@bob click \"End turn\"`; Ctrl-D quits.");
            }
            let stdin = std::io::stdin();
            let mut lines = stdin.lock().lines();
            loop {
                if !options.json {
                    print!("> ");
                    std::io::stdout().flush().ok();
                }
                let Some(raw) = lines.next() else { break };
                let raw = raw?;
                match parse_line(&raw) {
                    Ok(line) => {
                        if let Err(e) = channel.run_line(line).await {
                            eprintln!("{e}");
                        }
                    }
                    Err(e) => eprintln!("{e}"),
                }
            }
        }
    }
    channel.stop_web().await;
    channel.app.close().await;
    Ok(ExitCode::SUCCESS)
}

impl Channel {
    fn user(&mut self, name: &str) -> (u64, bool) {
        if let Some((_, id, admin)) = self.users.iter().find(|(n, _, _)| n == name) {
            return (*id, *admin);
        }
        let id = 1001 + self.users.len() as u64;
        self.users.push((name.to_string(), id, false));
        (id, false)
    }

    fn name_of(&self, id: u64) -> String {
        self.users
            .iter()
            .find(|(_, i, _)| *i == id)
            .map_or_else(|| id.to_string(), |(n, _, _)| n.clone())
    }

    fn caller(&mut self, name: &str) -> Caller {
        let (user_id, manage_channel) = self.user(name);
        Caller {
            user_id,
            name: name.to_string(),
            guild_id: Some(GUILD),
            channel_id: self.channel,
            manage_channel,
            // An `:admin` manages the server too (`/settings language: place:server`).
            manage_server: manage_channel,
            lang: match &self.speaking {
                Some((user, lang)) if user == name => *lang,
                _ => self.langs.get(name).copied().unwrap_or_default(),
            },
            server_lang: self.server_lang,
        }
    }

    async fn run_line(&mut self, line: Line) -> anyhow::Result<()> {
        self.run_one_line(line).await?;
        if self.app.take_computer_scheduled() {
            // The computer answers after its short pause, as in a real channel.
            self.app.clock().advance(crate::app::computer::PAUSE_MS);
            self.waited_ms += crate::app::computer::PAUSE_MS;
            self.app.run_due_timeouts().await;
            self.show("", None, Response::default())?;
        }
        Ok(())
    }

    async fn run_one_line(&mut self, line: Line) -> anyhow::Result<()> {
        match line {
            Line::Blank => {}
            Line::Restart => self.restart().await?,
            Line::Channel(name) => self.enter_channel(name),
            Line::Wait(ms) => {
                if !self.json {
                    println!("-- {} later --", describe_span(ms));
                }
                // Each reminder and deadline on the way happens at its own moment, as
                // for the bot, not all at the end.
                self.app.pass_time(ms).await;
                self.waited_ms += ms;
                self.show("", None, Response::default())?;
            }
            Line::Locale { user, lang } => {
                self.langs.insert(user, lang);
            }
            Line::ServerLocale(lang) => self.server_lang = Some(lang),
            Line::InLanguage { lang, line } => {
                let user = match line.as_ref() {
                    Line::Command { user, .. }
                    | Line::Click { user, .. }
                    | Line::Select { user, .. }
                    | Line::Autocomplete { user, .. } => user.clone(),
                    _ => String::new(),
                };
                self.speaking = Some((user, lang));
                let ran = Box::pin(self.run_one_line(*line)).await;
                self.speaking = None;
                ran?;
            }
            Line::Admin(name) => {
                self.user(&name);
                if let Some(u) = self.users.iter_mut().find(|(n, _, _)| *n == name) {
                    u.2 = true;
                }
            }
            Line::Command {
                user,
                path,
                options,
            } => self.run_command(user, path, options).await?,
            Line::Click { user, label } => {
                let (index, button) = self
                    .find_component(&user, |row| match row {
                        Row::Buttons(buttons) => buttons
                            .iter()
                            .find(|b| b.label == label && !b.disabled)
                            .cloned(),
                        Row::Select(_) => None,
                    })
                    .with_context(|| format!("no button \"{label}\" is visible to {user}"))?;
                if !self.json {
                    println!("@{user} clicks \"{label}\"");
                }
                if let ButtonStyle::Link(url) = &button.style {
                    // As in Discord: the browser opens it, the bot hears nothing.
                    println!("  (opens {url})");
                } else {
                    self.press(&user, index, button.custom_id, Vec::new())
                        .await?;
                }
            }
            Line::Select {
                user,
                placeholder,
                option,
            } => {
                let (index, (custom_id, value)) = self
                    .find_component(&user, |row| match row {
                        Row::Select(menu) if menu.placeholder == placeholder => {
                            menu.options.iter().find(|o| o.label == option).map(|o| (menu.custom_id.clone(), o.value.clone()))
                        }
                        _ => None,
                    })
                    .with_context(|| format!("no menu \"{placeholder}\" with option \"{option}\" is visible to {user}"))?;
                if !self.json {
                    println!("@{user} selects \"{option}\" in \"{placeholder}\"");
                }
                self.press(&user, index, custom_id, vec![value]).await?;
            }
            Line::Autocomplete {
                user,
                path,
                option,
                partial,
                others,
            } => {
                self.run_autocomplete(user, path, option, partial, others)
                    .await?
            }
        }
        Ok(())
    }

    /// `:restart`: drops every in-memory state and reopens the database, at the time
    /// the script has reached.
    async fn restart(&mut self) -> anyhow::Result<()> {
        let web = self.stop_web().await;
        self.app.close().await;
        self.app = Arc::new(
            App::open(
                &self.db,
                self.seeds,
                Board { render: true },
                self.surface.clone(),
            )
            .await?,
        );
        self.app.clock().advance(self.waited_ms);
        if let Some(address) = web {
            self.serve_web(address).await?;
        }
        if !self.json {
            println!("-- restarted: all in-memory state dropped, database reopened --");
        }
        Ok(())
    }

    /// Serves the web pages at `address`, the links on the boards pointing there.
    async fn serve_web(&mut self, address: std::net::SocketAddr) -> anyhow::Result<()> {
        let listener = crate::web::prepare(
            &self.app,
            crate::web::Serve::At(address),
            Some(&format!("http://{address}")),
            None,
            &self.db,
        )
        .await?
        .context("no web server")?;
        let links = self.app.web_links().cloned().context("no web links")?;
        let stop = tokio_util::sync::CancellationToken::new();
        let task = tokio::spawn(crate::web::serve(
            listener,
            self.app.clone(),
            links,
            stop.clone(),
        ));
        self.web = Some(Serving {
            address,
            stop,
            task: tokio::spawn(async move {
                if let Ok(Err(e)) = task.await {
                    eprintln!("the web server stopped: {e}");
                }
            }),
        });
        Ok(())
    }

    /// Stops the web server, if one runs; returns its address.
    async fn stop_web(&mut self) -> Option<std::net::SocketAddr> {
        let serving = self.web.take()?;
        serving.stop.cancel();
        let _ = serving.task.await;
        Some(serving.address)
    }

    /// `:channel name`: looks at that channel from now on (a new one gets the next id).
    fn enter_channel(&mut self, name: String) {
        let id = match self.channels.iter().find(|(n, _)| *n == name) {
            Some((_, id)) => *id,
            None => {
                let id = 100 + self.channels.len() as u64;
                self.channels.push((name.clone(), id));
                id
            }
        };
        self.channel = id;
        if !self.json {
            println!("-- now in #{name} --");
        }
    }

    /// `@user /command option:value…`: the options typed as the command's spec says,
    /// then the command as that user.
    async fn run_command(
        &mut self,
        user: String,
        path: String,
        options: Vec<(String, String)>,
    ) -> anyhow::Result<()> {
        let shown_options = options.clone();
        let mut values = BTreeMap::new();
        let spec = SPECS
            .iter()
            .find(|s| s.path == path)
            .with_context(|| format!("there is no command /{path}"))?;
        for (name, raw) in options {
            let kind = spec
                .options
                .iter()
                .find(|o| o.name == name)
                .map(|o| o.kind)
                .with_context(|| format!("/{path} has no option `{name}`"))?;
            let value = match kind {
                // A choice by its name, or (for a language) its code: checked by the app.
                OptionKind::Text | OptionKind::Choice(_) => Value::Text(raw),
                OptionKind::Flag => Value::Flag(match raw.to_ascii_lowercase().as_str() {
                    "true" | "yes" | "on" => true,
                    "false" | "no" | "off" => false,
                    _ => bail!("`{name}` is true or false"),
                }),
                OptionKind::Integer => Value::Integer(
                    raw.parse()
                        .with_context(|| format!("`{name}` is a whole number"))?,
                ),
                OptionKind::User => {
                    let who = raw
                        .strip_prefix('@')
                        .with_context(|| format!("`{name}` is a user, written @name"))?;
                    Value::User(self.user(who).0)
                }
            };
            values.insert(name, value);
        }
        let lang = self.caller(&user).lang;
        let command = Command::from_parts(&path, values, lang).map_err(|e| anyhow::anyhow!(e))?;
        if !self.json {
            let shown: Vec<String> = shown_options
                .iter()
                .map(|(k, v)| {
                    if v.contains(' ') {
                        format!("{k}:\"{v}\"")
                    } else {
                        format!("{k}:{v}")
                    }
                })
                .collect();
            println!("@{user} /{path} {}", shown.join(" "));
        }
        let caller = self.caller(&user);
        let response = self.app.handle(&caller, Request::Command(command)).await;
        self.show(&user, None, response)?;
        Ok(())
    }

    /// `@user autocomplete /command option:"partial"`: the suggestions Discord would show.
    async fn run_autocomplete(
        &mut self,
        user: String,
        path: String,
        option: String,
        partial: String,
        others: Vec<(String, String)>,
    ) -> anyhow::Result<()> {
        let field = match (path.as_str(), option.as_str()) {
            ("play", "action") => AutocompleteField::Action,
            ("game new" | "game rules" | "game cards", "game") => AutocompleteField::Game,
            ("game cards", "card") => AutocompleteField::Card {
                game: others
                    .iter()
                    .find(|(k, _)| k == "game")
                    .map(|(_, v)| v.clone()),
            },
            ("game new", "options") => AutocompleteField::Options {
                game: others
                    .iter()
                    .find(|(k, _)| k == "game")
                    .map(|(_, v)| v.clone()),
            },
            _ => bail!("/{path} {option} has no autocomplete"),
        };
        let caller = self.caller(&user);
        let suggestions = self.app.autocomplete(&caller, field, &partial).await;
        if self.json {
            println!("{}", json!({ "to": user, "autocomplete": suggestions }));
        } else {
            println!("@{user} autocompletes /{path} {option}:\"{partial}\"");
            for s in suggestions {
                println!("    {}  →  {}", s.name, s.value);
            }
        }
        Ok(())
    }

    /// The newest message in this channel visible to `user` with a matching component.
    fn find_component<T>(
        &self,
        user: &str,
        mut pick: impl FnMut(&Row) -> Option<T>,
    ) -> Option<(usize, T)> {
        self.posted.iter().enumerate().rev().find_map(|(index, p)| {
            if p.channel != self.channel || p.to.as_deref().is_some_and(|to| to != user) {
                return None;
            }
            p.message
                .rows
                .iter()
                .find_map(&mut pick)
                .map(|found| (index, found))
        })
    }

    /// `user` presses a component of message `index` (a button, or a menu with
    /// `values` chosen) and the channel shows what followed.
    async fn press(
        &mut self,
        user: &str,
        index: usize,
        custom_id: String,
        values: Vec<String>,
    ) -> anyhow::Result<()> {
        let caller = self.caller(user);
        let message = self.on_message(index);
        let request = Request::Component {
            custom_id,
            values,
            message,
        };
        let response = self.app.handle(&caller, request).await;
        self.show(user, Some(index), response)
    }

    fn on_message(&self, index: usize) -> OnMessage {
        OnMessage {
            id: self.posted[index].id,
            ephemeral: self.posted[index].to.is_some(),
        }
    }

    /// Shows what the app did to the channels (live boards posted, edited, retired),
    /// then its answer to `user`: the clicked message's update and any replies.
    fn show(
        &mut self,
        user: &str,
        clicked: Option<usize>,
        response: Response,
    ) -> anyhow::Result<()> {
        for posting in self.surface.drain() {
            match posting {
                Posting::Post {
                    channel,
                    id,
                    message,
                } => {
                    self.posted.push(Posted {
                        id,
                        channel,
                        to: None,
                        message,
                    });
                    self.print(self.posted.len() - 1, None)?;
                }
                Posting::Edit { id, message, .. } => {
                    if let Some(index) = self.posted.iter().position(|p| p.id == id) {
                        self.posted[index].message =
                            keep_picture(&self.posted[index].message, message);
                        self.print(index, Some(id))?;
                    }
                }
                Posting::Retire { id, .. } => {
                    if let Some(p) = self.posted.iter_mut().find(|p| p.id == id) {
                        p.message.rows.clear();
                    }
                    self.print_edit(id, "buttons removed");
                }
                Posting::Dm { user, message } => {
                    self.posted.push(Posted {
                        id: self.surface.next_id(),
                        channel: self.channel,
                        to: Some(format!("direct message to {}", self.name_of(user))),
                        message,
                    });
                    self.print(self.posted.len() - 1, None)?;
                }
            }
        }
        if let Some(index) = clicked {
            match response.clicked {
                Clicked::Keep => {}
                Clicked::Retire => {
                    self.posted[index].message.rows.clear();
                    let id = self.posted[index].id;
                    self.print_edit(id, "buttons removed");
                }
                Clicked::Replace(message) => {
                    let id = self.posted[index].id;
                    self.posted[index].message =
                        keep_picture(&self.posted[index].message, message.within_limits());
                    self.print(index, Some(id))?;
                }
            }
        }
        for message in response.messages {
            let to = match message.audience {
                Audience::Channel => None,
                Audience::Caller => Some(user.to_string()),
            };
            let id = self.surface.next_id();
            // Keep exactly what Discord would receive.
            let message = message.within_limits();
            self.posted.push(Posted {
                id,
                channel: self.channel,
                to,
                message,
            });
            self.print(self.posted.len() - 1, None)?;
        }
        Ok(())
    }
}

/// An edited message as the channel shows it: a kept picture stays the one it had.
fn keep_picture(old: &Message, mut new: Message) -> Message {
    if new.image.is_none() && new.kept_image.is_some() {
        new.image = old.image.clone();
    }
    new
}
