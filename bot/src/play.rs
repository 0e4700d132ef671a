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
//! :admin alice                                    give alice Manage Channel
//! :wait 12h                                       let time pass (deadlines fall due)
//! ```

use std::collections::BTreeMap;
use std::io::{BufRead, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{bail, Context};
use serde_json::json;

use crate::app::command::{Command, OptionKind, Value, SPECS};
use crate::app::reply::{Audience, Clicked, Message, Response, Row};
use crate::app::surface::Posting;
use crate::app::{App, AutocompleteField, Board, Caller, OnMessage, Recorder, Request, Seeds};

pub struct Options {
    pub script: Option<PathBuf>,
    pub seed: Option<u64>,
    pub out: Option<PathBuf>,
    pub db: Option<String>,
    pub json: bool,
}

const GUILD: u64 = 1;

/// One line of input, parsed.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    Blank,
    Restart,
    Channel(String),
    Admin(String),
    /// Let time pass (deadlines fall due).
    Wait(i64),
    Command {
        user: String,
        path: String,
        options: Vec<(String, String)>,
    },
    Click {
        user: String,
        label: String,
    },
    Select {
        user: String,
        placeholder: String,
        option: String,
    },
    Autocomplete {
        user: String,
        path: String,
        option: String,
        partial: String,
        others: Vec<(String, String)>,
    },
}

/// A message as the channel shows it.
struct Posted {
    id: u64,
    channel: u64,
    /// `None` for the channel, or the user an ephemeral reply went to.
    to: Option<String>,
    message: Message,
}

struct Channel {
    app: App,
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
}

/// Runs the offline channel.
///
/// # Errors
/// The database cannot be opened, the script cannot be read, or a script line is malformed.
pub async fn run(options: Options) -> anyhow::Result<ExitCode> {
    let (db, _temp) = match options.db {
        Some(db) => (db, None),
        None => {
            let dir = std::env::temp_dir().join(format!("windward-play-{}", std::process::id()));
            std::fs::create_dir_all(&dir)
                .context("creating a temporary folder for the database")?;
            (
                format!("sqlite://{}", dir.join("play.db").display()),
                Some(TempDir(dir)),
            )
        }
    };
    if let Some(out) = &options.out {
        std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    }
    let seeds = options.seed.map_or(Seeds::Random, Seeds::Fixed);
    let surface = Arc::new(Recorder::default());
    let app = App::open(&db, seeds, Board { render: true }, surface.clone())
        .await
        .with_context(|| format!("opening {db}"))?;
    let mut channel = Channel {
        app,
        surface,
        db,
        seeds,
        out: options.out,
        json: options.json,
        users: Vec::new(),
        channels: vec![("general".into(), 100)],
        channel: 100,
        posted: Vec::new(),
        waited_ms: 0,
    };
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
    channel.app.close().await;
    Ok(ExitCode::SUCCESS)
}

struct TempDir(PathBuf);
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
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
        }
    }

    async fn run_line(&mut self, line: Line) -> anyhow::Result<()> {
        match line {
            Line::Blank => {}
            Line::Restart => {
                self.app.close().await;
                self.app = App::open(
                    &self.db,
                    self.seeds,
                    Board { render: true },
                    self.surface.clone(),
                )
                .await?;
                self.app.clock().advance(self.waited_ms);
                if !self.json {
                    println!("-- restarted: all in-memory state dropped, database reopened --");
                }
            }
            Line::Channel(name) => {
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
            Line::Wait(ms) => {
                self.app.clock().advance(ms);
                self.waited_ms += ms;
                if !self.json {
                    println!("-- {} later --", describe_span(ms));
                }
                self.app.run_due_timeouts().await;
                self.show("", None, Response::default())?;
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
            } => {
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
                        OptionKind::Text => Value::Text(raw),
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
                let command = Command::from_parts(&path, values).map_err(|e| anyhow::anyhow!(e))?;
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
            }
            Line::Click { user, label } => {
                let (index, custom_id) = self
                    .find_component(&user, |row| match row {
                        Row::Buttons(buttons) => buttons
                            .iter()
                            .find(|b| b.label == label && !b.disabled)
                            .map(|b| b.custom_id.clone()),
                        Row::Select(_) => None,
                    })
                    .with_context(|| format!("no button \"{label}\" is visible to {user}"))?;
                if !self.json {
                    println!("@{user} clicks \"{label}\"");
                }
                let caller = self.caller(&user);
                let message = self.on_message(index);
                let response = self
                    .app
                    .handle(
                        &caller,
                        Request::Component {
                            custom_id,
                            values: Vec::new(),
                            message,
                        },
                    )
                    .await;
                self.show(&user, Some(index), response)?;
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
                let caller = self.caller(&user);
                let message = self.on_message(index);
                let response = self
                    .app
                    .handle(
                        &caller,
                        Request::Component {
                            custom_id,
                            values: vec![value],
                            message,
                        },
                    )
                    .await;
                self.show(&user, Some(index), response)?;
            }
            Line::Autocomplete {
                user,
                path,
                option,
                partial,
                others,
            } => {
                let field = match (path.as_str(), option.as_str()) {
                    ("play", "action") => AutocompleteField::Action,
                    ("game new" | "game rules", "game") => AutocompleteField::Game,
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

    fn print_edit(&self, id: u64, what: &str) {
        if self.json {
            println!("{}", json!({ "edit": id, "note": what }));
        } else {
            println!("  (message #{id}: {what})");
        }
    }

    fn print(&self, index: usize, edit: Option<u64>) -> anyhow::Result<()> {
        let posted = &self.posted[index];
        let message = &posted.message;
        let mut images = Vec::new();
        if let Some(kept) = &message.kept_image {
            // An edit that keeps the message's picture uploads nothing.
            images.push(format!("(kept) {kept}"));
        } else if let Some(image) = &message.image {
            match &self.out {
                Some(dir) => {
                    let path = dir.join(format!("{:04}-{}", posted.id, image.filename));
                    std::fs::write(&path, &image.png)
                        .with_context(|| format!("writing {}", path.display()))?;
                    images.push(path.display().to_string());
                }
                None => images.push(image.filename.clone()),
            }
        }
        let content = self.readable(&message.content);
        let mentions: Vec<String> = message.pings.iter().map(|id| self.name_of(*id)).collect();
        if self.json {
            let embeds: Vec<serde_json::Value> = message
                .embed
                .iter()
                .map(|e| {
                    json!({
                        "title": e.title,
                        "description": self.readable(&e.description),
                        "fields": e.fields.iter().map(|f| json!({"name": f.name, "value": self.readable(&f.value)})).collect::<Vec<_>>(),
                        "footer": e.footer,
                    })
                })
                .collect();
            let components: Vec<Vec<serde_json::Value>> =
                message.rows.iter().map(component_json).collect();
            let mut object = json!({
                "id": posted.id,
                "to": posted.to.clone().unwrap_or_else(|| "channel".into()),
                "content": content,
                "embeds": embeds,
                "images": images,
                "components": components,
                "mentions": mentions,
            });
            if let Some(edit) = edit {
                object["edit"] = json!(edit);
            }
            println!("{object}");
        } else {
            let who = match &posted.to {
                None => "channel".to_string(),
                Some(user) => format!("only {user}"),
            };
            let verb = if edit.is_some() { "edited" } else { "posted" };
            println!("  [#{} {verb}, {who}]", posted.id);
            if !content.is_empty() {
                for line in content.lines() {
                    println!("  | {line}");
                }
            }
            if let Some(e) = &message.embed {
                println!("  | ## {}", e.title);
                for line in self.readable(&e.description).lines() {
                    println!("  | {line}");
                }
                for f in &e.fields {
                    println!(
                        "  | {}: {}",
                        f.name,
                        self.readable(&f.value).replace('\n', "; ")
                    );
                }
                if let Some(footer) = &e.footer {
                    println!("  | ({footer})");
                }
            }
            for image in &images {
                println!("  | [image {image}]");
            }
            for row in &message.rows {
                match row {
                    Row::Buttons(buttons) => {
                        let labels: Vec<String> =
                            buttons.iter().map(|b| format!("[{}]", b.label)).collect();
                        println!("  | {}", labels.join(" "));
                    }
                    Row::Select(menu) => {
                        let options: Vec<&str> =
                            menu.options.iter().map(|o| o.label.as_str()).collect();
                        println!("  | <{}: {}>", menu.placeholder, options.join(" | "));
                    }
                }
            }
        }
        Ok(())
    }

    /// Turns `<@id>` mentions into `@name`.
    fn readable(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(start) = rest.find("<@") {
            out.push_str(&rest[..start]);
            let after = &rest[start + 2..];
            match after
                .find('>')
                .and_then(|end| after[..end].parse::<u64>().ok().map(|id| (id, end)))
            {
                Some((id, end)) => {
                    out.push('@');
                    out.push_str(&self.name_of(id));
                    rest = &after[end + 1..];
                }
                None => {
                    out.push_str("<@");
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

/// An edited message as the channel shows it: a kept picture stays the one it had.
fn keep_picture(old: &Message, mut new: Message) -> Message {
    if new.image.is_none() && new.kept_image.is_some() {
        new.image = old.image.clone();
    }
    new
}

fn describe_span(ms: i64) -> String {
    match ms {
        ms if ms % 86_400_000 == 0 => format!("{} days", ms / 86_400_000),
        ms if ms % 3_600_000 == 0 => format!("{} hours", ms / 3_600_000),
        ms if ms % 60_000 == 0 => format!("{} minutes", ms / 60_000),
        ms => format!("{} seconds", ms / 1_000),
    }
}

fn component_json(row: &Row) -> Vec<serde_json::Value> {
    match row {
        Row::Buttons(buttons) => buttons
            .iter()
            .map(|b| json!({"kind": "button", "label": b.label, "custom_id": b.custom_id, "disabled": b.disabled, "options": []}))
            .collect(),
        Row::Select(menu) => vec![json!({
            "kind": "select",
            "label": menu.placeholder,
            "custom_id": menu.custom_id,
            "disabled": false,
            "options": menu.options.iter().map(|o| json!({"label": o.label, "value": o.value})).collect::<Vec<_>>(),
        })],
    }
}

/// Parses one script line.
///
/// # Errors
/// A sentence saying what is wrong with the line.
pub fn parse_line(raw: &str) -> Result<Line, String> {
    let line = raw.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Blank);
    }
    if let Some(directive) = line.strip_prefix(':') {
        let words = tokenize(directive)?;
        return match words
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice()
        {
            ["restart"] => Ok(Line::Restart),
            ["channel", name] => Ok(Line::Channel(name.to_string())),
            ["admin", name] => Ok(Line::Admin(name.trim_start_matches('@').to_string())),
            ["wait", span] => parse_span(span).map(Line::Wait),
            _ => Err(format!(
                "unknown directive `{line}` (use :restart, :channel NAME, :admin NAME or :wait 12h)"
            )),
        };
    }
    let Some(rest) = line.strip_prefix('@') else {
        return Err("a line starts with @user, :directive or # comment".into());
    };
    let (user, rest) = rest
        .split_once(char::is_whitespace)
        .ok_or("after @user comes a command, click, select or autocomplete")?;
    if user.is_empty()
        || !user
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.')
    {
        return Err(format!(
            "`@{user}` is not a user name (letters, digits, _ - .)"
        ));
    }
    let user = user.to_string();
    let words = tokenize(rest)?;
    let Some(first) = words.first() else {
        return Err("nothing after the user".into());
    };
    match first.as_str() {
        "click" => match words.as_slice() {
            [_, label] => Ok(Line::Click {
                user,
                label: label.clone(),
            }),
            _ => Err("write: @user click \"Button label\"".into()),
        },
        "select" => match words.as_slice() {
            [_, placeholder, option] => Ok(Line::Select {
                user,
                placeholder: placeholder.clone(),
                option: option.clone(),
            }),
            _ => Err("write: @user select \"Menu placeholder\" \"Option label\"".into()),
        },
        "autocomplete" => {
            let (path, options) = command_words(&words[1..])?;
            let Some(((option, partial), others)) = options.split_last() else {
                return Err("write: @user autocomplete /play action:\"partial\"".into());
            };
            Ok(Line::Autocomplete {
                user,
                path,
                option: option.clone(),
                partial: partial.clone(),
                others: others.to_vec(),
            })
        }
        _ => {
            let (path, options) = command_words(&words)?;
            Ok(Line::Command {
                user,
                path,
                options,
            })
        }
    }
}

/// `90s`, `15m`, `12h`, `2d` → milliseconds.
fn parse_span(span: &str) -> Result<i64, String> {
    let split = span
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(span.len());
    let (number, unit) = span.split_at(split);
    let number: i64 = number
        .parse()
        .map_err(|_| format!("`{span}` is not a duration like 12h"))?;
    let unit_ms = match unit {
        "s" => 1_000,
        "m" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        _ => {
            return Err(format!(
                "`{span}` is not a duration like 90s, 15m, 12h or 2d"
            ))
        }
    };
    number
        .checked_mul(unit_ms)
        .ok_or_else(|| format!("`{span}` is too long"))
}

/// `/game new game:table options:"rounds=3"` → ("game new", [(game, table), (options, rounds=3)]).
fn command_words(words: &[String]) -> Result<(String, Vec<(String, String)>), String> {
    let Some(first) = words.first() else {
        return Err("expected a slash command".into());
    };
    let Some(name) = first.strip_prefix('/') else {
        return Err(format!(
            "expected a slash command, click, select or autocomplete, not `{first}`"
        ));
    };
    let mut path = vec![name.to_string()];
    let mut options = Vec::new();
    for word in &words[1..] {
        match word.split_once(':') {
            Some((key, value))
                if !key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c == '_' || c == '-') =>
            {
                options.push((key.to_string(), value.to_string()));
            }
            _ if options.is_empty() => path.push(word.clone()),
            _ => return Err(format!("`{word}` is not an option (write name:value)")),
        }
    }
    Ok((path.join(" "), options))
}

/// Splits on whitespace, keeping "quoted strings" (with \" and \\ escapes) together;
/// a quote may start mid-word (`expression:"2d6 + 1"`).
fn tokenize(text: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut in_word = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        None => return Err("a quote is not closed".into()),
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(escaped) => current.push(escaped),
                            None => return Err("a quote is not closed".into()),
                        },
                        Some(other) => current.push(other),
                    }
                }
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut current));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                current.push(c);
            }
        }
    }
    if in_word {
        words.push(current);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn parses_every_kind_of_line() {
        assert_eq!(parse_line("  # hi"), Ok(Line::Blank));
        assert_eq!(parse_line(":restart"), Ok(Line::Restart));
        assert_eq!(
            parse_line(":channel side"),
            Ok(Line::Channel("side".into()))
        );
        assert_eq!(parse_line(":admin @carol"), Ok(Line::Admin("carol".into())));
        assert_eq!(parse_line(":wait 12h"), Ok(Line::Wait(12 * 3_600_000)));
        assert_eq!(parse_line(":wait 90s"), Ok(Line::Wait(90_000)));
        assert!(parse_line(":wait soon").is_err());
        assert_eq!(
            parse_line(r#"@alice /roll expression:"2d6 + 1" private:true"#),
            Ok(Line::Command {
                user: "alice".into(),
                path: "roll".into(),
                options: opts(&[("expression", "2d6 + 1"), ("private", "true")])
            })
        );
        assert_eq!(
            parse_line("@bob /game new game:table"),
            Ok(Line::Command {
                user: "bob".into(),
                path: "game new".into(),
                options: opts(&[("game", "table")])
            })
        );
        assert_eq!(
            parse_line(r#"@bob click "End turn""#),
            Ok(Line::Click {
                user: "bob".into(),
                label: "End turn".into()
            })
        );
        assert_eq!(
            parse_line(r#"@bob select "Pick" "Swap \"A\"""#),
            Ok(Line::Select {
                user: "bob".into(),
                placeholder: "Pick".into(),
                option: "Swap \"A\"".into()
            })
        );
        assert!(matches!(
            parse_line(r#"@bob autocomplete /play action:"e""#),
            Ok(Line::Autocomplete { .. })
        ));
    }

    #[test]
    fn malformed_lines_say_why() {
        for bad in [
            "alice /roll",
            "@alice",
            "@al!ce /help",
            r#"@a /roll expression:"2d6"#,
            "@a click",
            ":dance",
            "@a dance",
            "@a /game new game:x stray",
        ] {
            assert!(parse_line(bad).is_err(), "{bad}");
        }
    }
}
