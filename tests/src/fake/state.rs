//! Everything the fake knows, behind one lock: the channel model, the interactions
//! and their answers, the registered commands, the gateway session, and the problems
//! found so far. The REST and gateway servers mutate it; tests wait on its condvar.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::channel::{notified, Attachment, Message, Origin, EPHEMERAL, LOADING};
use super::gateway::GatewayState;
use super::multipart::Part;

/// Fixed identities of the fake world.
#[derive(Clone, Debug)]
pub struct World {
    /// The bot's user id, which is also its application id.
    pub app_id: u64,
    pub guild_id: u64,
    /// The channel tests play in (more can be added with `FakeDiscord::channel`).
    pub channel_id: u64,
    /// The token the bot must identify with (`DISCORD_TOKEN`).
    pub token: String,
    /// Answers later than this after the event are refused (Discord: 3 s).
    pub deadline: Duration,
}

/// What kind of interaction a user started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A slash command, by its full path (`"game new"`).
    Command(String),
    /// A button or select on a message.
    Component { message_id: u64, custom_id: String },
    /// Suggestions for a partly typed option.
    Autocomplete(String),
}

/// One interaction and what the bot did with it.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    pub kind: Kind,
    pub user: u64,
    pub channel_id: u64,
    /// When the gateway delivered it (the deadline runs from here).
    pub sent: Option<Instant>,
    /// The initial response: callback type and when it arrived.
    pub answered: Option<(u64, Instant)>,
    /// The message `@original` refers to.
    pub original: Option<u64>,
    /// A deferred ("thinking…") placeholder not filled yet.
    pub placeholder_open: bool,
    /// Messages created for it (reply, placeholder, followups), in order.
    pub messages: Vec<u64>,
    /// Times the clicked message was updated (type 7, or an edit of `@original`
    /// after type 6).
    pub updates: u32,
    /// The autocomplete answer.
    pub choices: Option<Vec<Value>>,
    /// The gateway shard whose session delivered it.
    pub shard: Option<u32>,
    /// The bot process whose connection delivered it (see
    /// [`client_of_path`](super::gateway::client_of_path)), if named.
    pub delivered_to: Option<String>,
    /// The bot process that sent its initial response, if named.
    pub answered_by: Option<String>,
}

/// A registration of the bot's commands.
#[derive(Clone, Debug)]
pub struct Registration {
    /// `None` for global commands.
    pub guild_id: Option<u64>,
    pub commands: Value,
}

/// One REST request, for tests that look at the wire.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    /// The spec's template, if the route is known.
    pub route: Option<String>,
    /// The JSON body (or multipart `payload_json`).
    pub body: Value,
    /// Uploaded files: (form name, filename, bytes).
    pub files: Vec<(String, String, usize)>,
    pub status: u16,
    pub at: Instant,
    /// The bot process that sent it (see
    /// [`client_of_path`](super::gateway::client_of_path)), if named.
    pub client: Option<String>,
}

pub struct State {
    pub world: World,
    next_id: u64,
    next_serial: u64,
    pub messages: BTreeMap<u64, Message>,
    pub interactions: HashMap<u64, Interaction>,
    tokens: HashMap<String, u64>,
    pub registrations: Vec<Registration>,
    /// Stable ids of registered commands, by name.
    command_ids: HashMap<String, u64>,
    pub requests: Vec<Request>,
    /// Rule violations found so far; a test fails on any it did not expect.
    pub problems: Vec<String>,
    pub gateway: GatewayState,
    /// Known users: id → (name, may manage the channel).
    pub users: BTreeMap<u64, (String, bool)>,
    /// Users' Discord languages where not `en-US` (what their clients send).
    pub locales: BTreeMap<u64, String>,
    pub channels: Vec<u64>,
    /// The guild of each guild channel (the world's, and those tests added).
    pub channel_guilds: BTreeMap<u64, u64>,
    /// The bot process whose REST request is being handled.
    pub requesting: Option<String>,
    /// The gateway's URL (`ws://127.0.0.1:PORT`).
    pub gateway_url: String,
    /// Discord's REST API is down: every request is answered 500 (see
    /// [`FakeDiscord::outage`](super::FakeDiscord::outage)).
    pub outage: bool,
    /// Channel posts are made but not answered until this is cleared (a bot killed
    /// while it waits for the answer).
    pub hold_posts: bool,
    /// Direct-message channels: channel id → the user at the other end.
    pub dm_channels: BTreeMap<u64, u64>,
    /// Users whose privacy settings refuse direct messages from the bot (50007).
    pub closed_dms: Vec<u64>,
}

/// The state and the condvar that announces every change to it.
pub struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

impl Shared {
    pub fn new(world: World) -> Shared {
        let channel = world.channel_id;
        let guild = world.guild_id;
        Shared {
            state: Mutex::new(State {
                world,
                next_id: 1_300_000_000_000_000_000,
                next_serial: 0,
                messages: BTreeMap::new(),
                interactions: HashMap::new(),
                tokens: HashMap::new(),
                registrations: Vec::new(),
                command_ids: HashMap::new(),
                requests: Vec::new(),
                problems: Vec::new(),
                gateway: GatewayState::default(),
                users: BTreeMap::new(),
                locales: BTreeMap::new(),
                channels: vec![channel],
                channel_guilds: BTreeMap::from([(channel, guild)]),
                requesting: None,
                gateway_url: String::new(),
                outage: false,
                hold_posts: false,
                dm_channels: BTreeMap::new(),
                closed_dms: Vec::new(),
            }),
            changed: Condvar::new(),
        }
    }

    /// Locks the state. A panic elsewhere (a failing test) does not poison it for the
    /// servers still running.
    pub fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Runs `f` on the state and wakes every waiter.
    pub fn update<T>(&self, f: impl FnOnce(&mut State) -> T) -> T {
        let out = f(&mut self.lock());
        self.changed.notify_all();
        out
    }

    /// Waits until `f` returns `Some`, or the timeout passes (then `None`). `f` sees
    /// the state after every change.
    pub fn wait<T>(
        &self,
        timeout: Duration,
        mut f: impl FnMut(&mut State) -> Option<T>,
    ) -> Option<T> {
        let until = Instant::now() + timeout;
        let mut state = self.lock();
        loop {
            if let Some(t) = f(&mut state) {
                return Some(t);
            }
            let left = until.checked_duration_since(Instant::now())?;
            state = self
                .changed
                .wait_timeout(state, left.min(Duration::from_millis(200)))
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }
}

impl State {
    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// The gateway URL for the bot process making the current request.
    pub fn client_gateway_url(&self) -> String {
        match &self.requesting {
            Some(name) => format!("{}/bots/{name}", self.gateway_url),
            None => self.gateway_url.clone(),
        }
    }

    /// The guild a channel belongs to (`None`: a direct-message channel).
    pub fn guild_of(&self, channel_id: u64) -> Option<u64> {
        self.channel_guilds.get(&channel_id).copied()
    }

    /// Every guild the bot is in, by id.
    pub fn guilds(&self) -> Vec<u64> {
        let mut guilds: Vec<u64> = self.channel_guilds.values().copied().collect();
        guilds.sort_unstable();
        guilds.dedup();
        guilds
    }

    /// A snowflake that is new, larger than every id so far, and lands on `shard` of
    /// `total` (`(id >> 22) % total == shard`, Discord's formula).
    pub fn next_id_on_shard(&mut self, shard: u32, total: u32) -> u64 {
        let total = u64::from(total.max(1));
        let mut high = (self.next_id >> 22) + 1;
        high += (u64::from(shard) + total - high % total) % total;
        let id = high << 22;
        self.next_id = id;
        id
    }

    pub fn problem(&mut self, text: impl Into<String>) {
        let text = text.into();
        eprintln!("fake discord: PROBLEM: {text}");
        self.problems.push(text);
    }

    /// The bot's user object.
    pub fn bot_user(&self) -> Value {
        json!({
            "id": self.world.app_id.to_string(),
            "username": "windward",
            "discriminator": "0000",
            "global_name": null,
            "avatar": null,
            "bot": true,
        })
    }

    pub fn user_json(&self, id: u64) -> Value {
        let name = self.users.get(&id).map_or("someone", |u| u.0.as_str());
        json!({
            "id": id.to_string(),
            "username": name,
            "global_name": name,
            "discriminator": "0",
            "avatar": null,
        })
    }

    // ----- interactions --------------------------------------------------------------

    pub fn new_interaction(&mut self, kind: Kind, user: u64, channel_id: u64) -> Interaction {
        let id = self.next_id();
        // Distinctive, so a test can search a log for it.
        let token = format!("fake-interaction-token-{id}-end");
        let ix = Interaction {
            id,
            token: token.clone(),
            kind,
            user,
            channel_id,
            sent: None,
            answered: None,
            original: None,
            placeholder_open: false,
            messages: Vec::new(),
            updates: 0,
            choices: None,
            shard: None,
            delivered_to: None,
            answered_by: None,
        };
        self.tokens.insert(token, id);
        self.interactions.insert(id, ix.clone());
        ix
    }

    pub fn interaction_by_token(&self, token: &str) -> Option<u64> {
        self.tokens.get(token).copied()
    }

    // ----- commands ------------------------------------------------------------------

    /// Records a registration and answers it the way Discord does: the commands with
    /// ids, versions and defaults filled in.
    pub fn register(&mut self, guild_id: Option<u64>, commands: &Value) -> Value {
        let mut out = Vec::new();
        for command in commands.as_array().into_iter().flatten() {
            let name = command["name"].as_str().unwrap_or("").to_string();
            let id = match self.command_ids.get(&name) {
                Some(id) => *id,
                None => {
                    let id = self.next_id();
                    self.command_ids.insert(name, id);
                    id
                }
            };
            let mut c = command.clone();
            c["id"] = json!(id.to_string());
            c["application_id"] = json!(self.world.app_id.to_string());
            c["version"] = json!(self.next_id().to_string());
            c["type"] = json!(command["type"].as_u64().unwrap_or(1));
            c["default_member_permissions"] = match &command["default_member_permissions"] {
                Value::Null => Value::Null,
                v => json!(v.to_string().trim_matches('"')),
            };
            if let Some(g) = guild_id {
                c["guild_id"] = json!(g.to_string());
            }
            out.push(c);
        }
        self.registrations.push(Registration {
            guild_id,
            commands: commands.clone(),
        });
        Value::Array(out)
    }

    /// The latest definition of a top-level command usable in `guild` (registered
    /// globally, or in that guild), with its id and the guild it was registered in.
    pub fn command(&self, name: &str, guild: Option<u64>) -> Option<(u64, Value, Option<u64>)> {
        let latest = self
            .registrations
            .iter()
            .rev()
            .find(|r| r.guild_id.is_none() || r.guild_id == guild)?;
        let def = latest
            .commands
            .as_array()?
            .iter()
            .find(|c| c["name"] == name)?
            .clone();
        Some((*self.command_ids.get(name)?, def, latest.guild_id))
    }

    // ----- messages ------------------------------------------------------------------

    /// A new message from a request body and its uploads.
    pub fn create_message(
        &mut self,
        channel_id: u64,
        body: &Value,
        files: &[Part],
        origin: Origin,
        interaction: Option<&Interaction>,
    ) -> u64 {
        let id = self.next_id();
        self.next_serial += 1;
        let flags = body["flags"].as_u64().unwrap_or(0);
        let ephemeral_to = if flags & EPHEMERAL != 0 {
            interaction.map(|i| i.user)
        } else {
            None
        };
        let content = body["content"].as_str().unwrap_or("").to_string();
        let allowed = body.get("allowed_mentions").cloned();
        let (pinged, everyone) = if ephemeral_to.is_some() || origin == Origin::Deferred {
            (Vec::new(), false)
        } else {
            notified(&content, allowed.as_ref())
        };
        let mut message = Message {
            id,
            channel_id,
            nonce: body["nonce"].as_str().map(str::to_string),
            content,
            embeds: array(&body["embeds"]),
            components: array(&body["components"]),
            attachments: Vec::new(),
            flags,
            ephemeral_to,
            interaction: interaction.map(|i| i.id),
            origin,
            allowed_mentions: allowed,
            pinged,
            pinged_everyone: everyone,
            edits: 0,
            deleted: false,
            serial: self.next_serial,
            created: Instant::now(),
        };
        message.attachments = self.uploads(body, files);
        self.check_embed_images(&message);
        self.messages.insert(id, message);
        id
    }

    /// Applies an edit the way Discord does: fields present replace, fields absent stay;
    /// a present `attachments` list keeps only the attachments it names, plus new uploads.
    pub fn edit_message(&mut self, id: u64, body: &Value, files: &[Part]) {
        let uploads = self.uploads(body, files);
        let Some(message) = self.messages.get_mut(&id) else {
            return;
        };
        if let Some(content) = body.get("content") {
            message.content = content.as_str().unwrap_or("").to_string();
        }
        if let Some(embeds) = body.get("embeds") {
            message.embeds = array(embeds);
        }
        if let Some(components) = body.get("components") {
            message.components = array(components);
        }
        if let Some(allowed) = body.get("allowed_mentions") {
            message.allowed_mentions = Some(allowed.clone());
        }
        if let Some(list) = body.get("attachments") {
            let keep: Vec<String> = array(list)
                .iter()
                .map(|a| a["id"].to_string().trim_matches('"').to_string())
                .collect();
            message
                .attachments
                .retain(|a| keep.contains(&a.id.to_string()));
        }
        message.attachments.extend(uploads);
        message.flags &= !LOADING;
        message.edits += 1;
        let message = message.clone();
        self.check_embed_images(&message);
    }

    fn uploads(&mut self, body: &Value, files: &[Part]) -> Vec<Attachment> {
        let listed = array(&body["attachments"]);
        let mut out = Vec::new();
        for file in files {
            let Some(n) = file
                .name
                .strip_prefix("files[")
                .and_then(|s| s.strip_suffix(']'))
            else {
                continue;
            };
            let meta = listed
                .iter()
                .find(|a| a["id"].to_string().trim_matches('"') == n);
            let filename = meta
                .and_then(|m| m["filename"].as_str())
                .or(file.filename.as_deref())
                .unwrap_or("file")
                .to_string();
            let id = self.next_id();
            out.push(Attachment::new(
                id,
                filename,
                file.content_type.clone(),
                file.data.clone(),
            ));
        }
        out
    }

    /// An embed that shows `attachment://name` needs that attachment on its message;
    /// otherwise Discord shows no picture.
    fn check_embed_images(&mut self, message: &Message) {
        for embed in &message.embeds {
            let Some(name) = embed["image"]["url"]
                .as_str()
                .and_then(|u| u.strip_prefix("attachment://"))
            else {
                continue;
            };
            if !message.attachments.iter().any(|a| a.filename == name) {
                self.problem(format!(
                    "message {} shows attachment://{name} in its embed, but has no such attachment: the picture is lost (attachments: {:?})",
                    message.id,
                    message.attachments.iter().map(|a| &a.filename).collect::<Vec<_>>()
                ));
            }
        }
    }

    pub fn message_json(&self, id: u64) -> Value {
        match self.messages.get(&id) {
            Some(m) => m.json(self.world.app_id, &self.bot_user()),
            None => Value::Null,
        }
    }
}

fn array(v: &Value) -> Vec<Value> {
    v.as_array().cloned().unwrap_or_default()
}
