//! A local fake Discord for end-to-end tests and benchmarks: the REST API and the
//! gateway on 127.0.0.1, a model of the channel, and a small API to act as users.
//!
//! Our machines never reach Discord, and a bot that only works against mocks of its
//! own code proves little. So the real `windward` binary talks HTTP and WebSocket to
//! this fake, which holds it to Discord's contract: request bodies are validated
//! against Discord's OpenAPI spec and the rules the spec does not encode
//! ([`rules`]), interactions must be answered once and within 3 seconds, and every
//! gateway payload is read back with serenity's own types first (see [`gateway`]).
//! Anything the bot gets wrong becomes a *problem*; waiting on the fake panics with
//! the problems found, so a test fails at the first one.
//!
//! Users act with [`FakeDiscord::slash`], [`click`](FakeDiscord::click),
//! [`select`](FakeDiscord::select) and [`autocomplete`](FakeDiscord::autocomplete);
//! each returns a [`Sent`] handle to wait for the bot's [`answer`](FakeDiscord::answer),
//! [`reply`](FakeDiscord::reply) or [`update`](FakeDiscord::updated) of the clicked
//! message. [`crate::bot::Windward`] runs the binary against it.

pub mod channel;
pub mod gateway;
pub mod multipart;
mod payload;
mod rest;
pub mod rules;
pub mod spec;
mod state;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

pub use channel::{Attachment, Button, Message, Origin, Select};
pub use gateway::{shard_of, GatewayStats, Identified};
pub use state::{Interaction, Kind, Registration, Request, World};
use state::{Shared, State};

/// How long a wait for the bot lasts before the test fails.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// A Discord user in the test guild.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
}

impl User {
    /// How Discord writes a mention of this user.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// A guild (server) of the fake world and its one text channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guild {
    pub id: u64,
    pub channel_id: u64,
}

/// An interaction a test started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sent {
    pub id: u64,
    pub user: u64,
    /// What the test did, for messages (`alice: /roll expression:2d6`).
    pub what: String,
}

/// The initial response to an interaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// Callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 choices.
    pub kind: u64,
    /// From the gateway event to the callback.
    pub latency: Duration,
}

/// The fake. Dropping it stops its servers; if the bot broke a rule that no test
/// looked at, dropping it fails the test.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    runtime: Option<tokio::runtime::Runtime>,
    api_base: String,
    /// How long waits last (default [`DEFAULT_TIMEOUT`]).
    pub timeout: Duration,
    cursor: Mutex<u64>,
    tolerate: AtomicBool,
    /// A view of one channel (see [`in_channel`](Self::in_channel)); `None`: the
    /// world's channel for commands, and every channel's messages.
    channel: Option<u64>,
}

impl FakeDiscord {
    /// Starts the REST API and the gateway on free ports of 127.0.0.1, for a bot on
    /// one gateway shard.
    ///
    /// # Panics
    /// The ports cannot be bound.
    pub fn start() -> FakeDiscord {
        Self::start_sharded(1)
    }

    /// Starts the fake for a bot split into `shards` gateway shards: each IDENTIFY
    /// must name one of them (`[id, shards]`), each shard has its own session, and a
    /// guild's events go to the shard `(guild_id >> 22) % shards` (direct messages to
    /// shard 0), as Discord does.
    ///
    /// # Panics
    /// The ports cannot be bound, or `shards` is 0.
    pub fn start_sharded(shards: u32) -> FakeDiscord {
        assert!(shards >= 1, "a bot has at least one shard");
        let world = World {
            app_id: 1_100_000_000_000_000_001,
            guild_id: 1_100_000_000_000_000_002,
            channel_id: 1_100_000_000_000_000_003,
            token: "fake-bot-token-9b1e".into(),
            deadline: Duration::from_secs(3),
        };
        let shared = Arc::new(Shared::new(world));
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("fake-discord")
            .enable_all()
            .build()
            .expect("a runtime for the fake Discord");
        let (rest, gateway) = runtime.block_on(async {
            let rest = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("bind REST");
            let gateway = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("bind gateway");
            (rest, gateway)
        });
        let api_base = format!("http://{}", rest.local_addr().expect("REST address"));
        let gateway_url = format!("ws://{}", gateway.local_addr().expect("gateway address"));
        shared.update(|s| {
            s.gateway_url = gateway_url;
            s.gateway.heartbeat_interval_ms = 5_000;
            s.gateway.shard_count = shards;
        });
        runtime.spawn(rest::serve(rest, shared.clone()));
        runtime.spawn(gateway::serve(gateway, shared.clone()));
        FakeDiscord {
            shared,
            runtime: Some(runtime),
            api_base,
            timeout: DEFAULT_TIMEOUT,
            cursor: Mutex::new(0),
            tolerate: AtomicBool::new(false),
            channel: None,
        }
    }

    /// A view of this fake from one channel: commands are typed there, and
    /// [`messages`](Self::messages), [`next_message`](Self::next_message) and
    /// [`wait_message`](Self::wait_message) see only its messages, so the steps of
    /// [`crate::flow`] play a game in it while another channel has its own. The view
    /// shares everything else (users, interactions, problems) with this fake.
    pub fn in_channel(&self, channel_id: u64) -> FakeDiscord {
        assert!(
            self.shared.lock().channels.contains(&channel_id),
            "no channel {channel_id} in the fake"
        );
        FakeDiscord {
            shared: self.shared.clone(),
            runtime: None,
            api_base: self.api_base.clone(),
            timeout: self.timeout,
            cursor: Mutex::new(0),
            tolerate: AtomicBool::new(self.tolerate.load(Ordering::Relaxed)),
            channel: Some(channel_id),
        }
    }

    /// The channel commands are typed in.
    fn command_channel(&self, s: &State) -> u64 {
        self.channel.unwrap_or(s.world.channel_id)
    }

    /// Whether this view shows a message of `channel_id`.
    fn sees(&self, channel_id: u64) -> bool {
        self.channel.is_none_or(|c| c == channel_id)
    }

    /// How many gateway shards the bot must run.
    pub fn shard_count(&self) -> u32 {
        self.shared.lock().gateway.shard_count
    }

    /// The world's own guild and channel.
    pub fn home_guild(&self) -> Guild {
        let world = self.world();
        Guild {
            id: world.guild_id,
            channel_id: world.channel_id,
        }
    }

    /// A new guild, with one text channel, whose id lands on gateway shard `shard`
    /// (see [`start_sharded`](Self::start_sharded)). The bot is a member; so is every
    /// user of the fake.
    ///
    /// # Panics
    /// There is no such shard.
    pub fn add_guild(&self, shard: u32) -> Guild {
        self.shared.update(|s| {
            let total = s.gateway.shard_count;
            assert!(shard < total, "no shard {shard} of {total}");
            let id = s.next_id_on_shard(shard, total);
            let channel_id = s.next_id();
            s.channels.push(channel_id);
            s.channel_guilds.insert(channel_id, id);
            Guild { id, channel_id }
        })
    }

    /// What to set `DISCORD_API_BASE` to.
    pub fn api_base(&self) -> &str {
        &self.api_base
    }

    /// The fixed ids and the token of this fake world.
    pub fn world(&self) -> World {
        self.shared.lock().world.clone()
    }

    /// Changes how late an answer may come (Discord: 3 s).
    pub fn set_deadline(&self, deadline: Duration) {
        self.shared.update(|s| s.world.deadline = deadline);
    }

    /// Changes the heartbeat interval that HELLO announces (default 5 s); takes effect
    /// on the next connection.
    pub fn set_heartbeat_interval(&self, interval: Duration) {
        self.shared
            .update(|s| s.gateway.heartbeat_interval_ms = interval.as_millis() as u64);
    }

    /// A member of the guild.
    pub fn user(&self, name: &str) -> User {
        self.add_user(name, false)
    }

    /// A member with the *Manage Channel* permission.
    pub fn admin(&self, name: &str) -> User {
        self.add_user(name, true)
    }

    /// `user`'s Discord client speaks `locale` (`pl`, `fr`) from now on: every
    /// interaction of theirs says so.
    pub fn speaks(&self, user: &User, locale: &str) {
        self.shared.update(|s| {
            s.locales.insert(user.id, locale.to_string());
        });
    }

    fn add_user(&self, name: &str, manage_channel: bool) -> User {
        self.shared.update(|s| {
            let id = s.next_id();
            s.users.insert(id, (name.to_string(), manage_channel));
            User {
                id,
                name: name.to_string(),
            }
        })
    }

    // ----- acting as users -------------------------------------------------------------

    /// `user` runs `/path` (`"roll"`, `"game new"`) with `options` as typed, e.g.
    /// `&[("expression", "2d6")]`. Values are converted to the registered option types;
    /// user options take a user's name.
    ///
    /// # Panics
    /// The command or an option is not registered, or a Discord client would refuse
    /// the values.
    pub fn slash(&self, user: &User, path: &str, options: &[(&str, &str)]) -> Sent {
        let what = format!(
            "{}: /{path} {}",
            user.name,
            options
                .iter()
                .map(|(k, v)| format!("{k}:{v:?}"))
                .collect::<Vec<_>>()
                .join(" ")
        );
        self.send(what, |s| {
            let channel = self.command_channel(s);
            let data = s.command_data(channel, path, options, None)?;
            let ix = s.new_interaction(Kind::Command(path.into()), user.id, channel);
            Ok((ix.clone(), s.interaction_json(&ix, 2, data)))
        })
    }

    /// `user` presses the button labelled `label` on `message` as it is now.
    ///
    /// # Panics
    /// The message has no such (enabled) button, or `user` cannot see it.
    pub fn click(&self, user: &User, message: &Message, label: &str) -> Sent {
        let current = self.message(message.id);
        let button = current.button(label).unwrap_or_else(|| {
            panic!(
                "{}: no button {label:?} on message {} (buttons: {:?})\n{}",
                user.name,
                message.id,
                current
                    .buttons()
                    .iter()
                    .map(|b| &b.label)
                    .collect::<Vec<_>>(),
                current.text()
            )
        });
        assert!(
            !button.disabled,
            "{}: the button {label:?} is disabled",
            user.name
        );
        self.press(
            user,
            &current,
            &button.custom_id,
            None,
            format!("{}: click {label:?}", user.name),
        )
    }

    /// `user` sends a click with any `custom_id` on `message`, as a modified client
    /// could: the bot must not trust it.
    pub fn click_custom_id(&self, user: &User, message: &Message, custom_id: &str) -> Sent {
        let current = self.message(message.id);
        self.press(
            user,
            &current,
            custom_id,
            None,
            format!("{}: forged click {custom_id:?}", user.name),
        )
    }

    /// `user` picks the options labelled `labels` in the select menu whose placeholder
    /// (or custom id) is `menu`.
    pub fn select(&self, user: &User, message: &Message, menu: &str, labels: &[&str]) -> Sent {
        let current = self.message(message.id);
        let select = current
            .selects()
            .into_iter()
            .find(|s| s.placeholder == menu || s.custom_id == menu)
            .unwrap_or_else(|| {
                panic!(
                    "{}: no select menu {menu:?} on message {}",
                    user.name, message.id
                )
            });
        let values: Vec<String> = labels
            .iter()
            .map(|l| {
                select
                    .options
                    .iter()
                    .find(|(label, _)| label == l)
                    .map(|(_, v)| v.clone())
                    .unwrap_or_else(|| {
                        panic!(
                            "{}: no option {l:?} in {menu:?} (options: {:?})",
                            user.name, select.options
                        )
                    })
            })
            .collect();
        self.press(
            user,
            &current,
            &select.custom_id,
            Some(&values),
            format!("{}: select {labels:?} in {menu:?}", user.name),
        )
    }

    fn press(
        &self,
        user: &User,
        message: &Message,
        custom_id: &str,
        values: Option<&[String]>,
        what: String,
    ) -> Sent {
        assert!(
            message.visible_to(user.id),
            "{what}: {} cannot see message {} (it is ephemeral to someone else)",
            user.name,
            message.id
        );
        assert!(
            !message.deleted,
            "{what}: message {} was deleted",
            message.id
        );
        self.send(what, |s| {
            let (data, message_json) = s.component_data(message.id, custom_id, values);
            let ix = s.new_interaction(
                Kind::Component {
                    message_id: message.id,
                    custom_id: custom_id.into(),
                },
                user.id,
                message.channel_id,
            );
            let mut payload = s.interaction_json(&ix, 3, data);
            payload["message"] = message_json;
            Ok((ix, payload))
        })
    }

    /// `user` is typing option `focused` of `/path`; returns the suggestions as
    /// (name, value) pairs.
    pub fn autocomplete(
        &self,
        user: &User,
        path: &str,
        options: &[(&str, &str)],
        focused: &str,
    ) -> Vec<(String, String)> {
        let sent = self.autocomplete_raw(user, path, options, focused);
        self.wait(&format!("the suggestions for {}", sent.what), |s| {
            s.interactions[&sent.id].choices.clone()
        })
        .into_iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap_or("").to_string(),
                c["value"]
                    .as_str()
                    .map_or_else(|| c["value"].to_string(), str::to_string),
            )
        })
        .collect()
    }

    /// Starts an autocomplete interaction without waiting for the suggestions.
    pub fn autocomplete_raw(
        &self,
        user: &User,
        path: &str,
        options: &[(&str, &str)],
        focused: &str,
    ) -> Sent {
        let what = format!("{}: autocomplete /{path} {focused}", user.name);
        self.send(what, |s| {
            let channel = self.command_channel(s);
            let data = s.command_data(channel, path, options, Some(focused))?;
            let ix = s.new_interaction(Kind::Autocomplete(path.into()), user.id, channel);
            Ok((ix.clone(), s.interaction_json(&ix, 4, data)))
        })
    }

    fn send(
        &self,
        what: String,
        build: impl FnOnce(&mut State) -> Result<(Interaction, Value), String>,
    ) -> Sent {
        self.check_problems();
        let (ix, data) = self
            .shared
            .update(build)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        let probe = json!({"op": 0, "s": 1, "t": "INTERACTION_CREATE", "d": data});
        if let Err(e) = gateway::check_with_serenity(&probe) {
            panic!("fake bug: {what}: {e}");
        }
        self.shared
            .update(|s| gateway::dispatch(s, "INTERACTION_CREATE", data));
        Sent {
            id: ix.id,
            user: ix.user,
            what,
        }
    }

    // ----- waiting for the bot ---------------------------------------------------------

    /// Waits until `f` finds something in the fake's state.
    ///
    /// # Panics
    /// Nothing was found within [`timeout`](Self::timeout), or the bot broke a rule.
    fn wait<T>(&self, what: &str, mut f: impl FnMut(&State) -> Option<T>) -> T {
        let tolerate = self.tolerate.load(Ordering::Relaxed);
        let mut broken = Vec::new();
        let found = self.shared.wait(self.timeout, |s| {
            if !tolerate && !s.problems.is_empty() {
                broken = s.problems.clone();
                return Some(None);
            }
            f(s).map(Some)
        });
        match found {
            Some(Some(t)) => t,
            Some(None) => panic!(
                "waiting for {what}, the bot broke Discord's rules:\n  - {}",
                broken.join("\n  - ")
            ),
            None => panic!(
                "timed out after {:?} waiting for {what}\nlast requests:\n{}",
                self.timeout,
                self.recent_requests()
            ),
        }
    }

    /// The initial response to an interaction.
    pub fn answer(&self, sent: &Sent) -> Answer {
        self.wait(&format!("the answer to {}", sent.what), |s| {
            let ix = &s.interactions[&sent.id];
            let (kind, at) = ix.answered?;
            Some(Answer {
                kind,
                latency: at.saturating_duration_since(ix.sent?),
            })
        })
    }

    /// The first message the bot created for an interaction (its reply, or its first
    /// followup), once it has content (a deferred placeholder is waited for until it is
    /// filled).
    pub fn reply(&self, sent: &Sent) -> Message {
        self.replies(sent, 1).remove(0)
    }

    /// The first `n` messages the bot created for an interaction.
    pub fn replies(&self, sent: &Sent, n: usize) -> Vec<Message> {
        self.wait(&format!("{n} message(s) answering {}", sent.what), |s| {
            let ix = &s.interactions[&sent.id];
            let found: Vec<Message> = ix
                .messages
                .iter()
                .filter_map(|id| s.messages.get(id))
                .filter(|m| !(m.origin == Origin::Deferred && m.flags & channel::LOADING != 0))
                .take(n)
                .cloned()
                .collect();
            (found.len() == n).then_some(found)
        })
    }

    /// The clicked message after the bot updated it (callback type 7, or an edit after
    /// type 6).
    pub fn updated(&self, sent: &Sent) -> Message {
        self.wait(
            &format!("the update of the message clicked by {}", sent.what),
            |s| {
                let ix = &s.interactions[&sent.id];
                let Kind::Component { message_id, .. } = ix.kind else {
                    return None;
                };
                (ix.updates > 0).then(|| s.messages[&message_id].clone())
            },
        )
    }

    /// Waits for the next message the bot creates (in order of creation, across
    /// interactions and channel posts; deferred placeholders once filled).
    pub fn next_message(&self) -> Message {
        let after = *self.cursor.lock().unwrap_or_else(|p| p.into_inner());
        let message = self.wait("the bot's next message", |s| {
            s.messages
                .values()
                .filter(|m| m.serial > after && self.sees(m.channel_id))
                .min_by_key(|m| m.serial)
                .filter(|m| !(m.origin == Origin::Deferred && m.flags & channel::LOADING != 0))
                .cloned()
        });
        *self.cursor.lock().unwrap_or_else(|p| p.into_inner()) = message.serial;
        message
    }

    /// Skips every message created so far for [`next_message`](Self::next_message).
    pub fn skip_messages(&self) {
        let last = self
            .shared
            .lock()
            .messages
            .values()
            .filter(|m| self.sees(m.channel_id))
            .map(|m| m.serial)
            .max()
            .unwrap_or(0);
        *self.cursor.lock().unwrap_or_else(|p| p.into_inner()) = last;
    }

    /// Waits for a message (in its current state) that `pred` accepts.
    pub fn wait_message(&self, what: &str, pred: impl Fn(&Message) -> bool) -> Message {
        self.wait(what, |s| {
            s.messages
                .values()
                .find(|m| !m.deleted && self.sees(m.channel_id) && pred(m))
                .cloned()
        })
    }

    /// Deletes a message as a moderator would: the bot's edits of it fail from now on.
    pub fn delete_message(&self, id: u64) {
        self.shared.update(|s| {
            if let Some(m) = s.messages.get_mut(&id) {
                m.deleted = true;
            }
        });
    }

    /// A message as it is now.
    ///
    /// # Panics
    /// The bot never created it.
    pub fn message(&self, id: u64) -> Message {
        self.shared
            .lock()
            .messages
            .get(&id)
            .cloned()
            .unwrap_or_else(|| panic!("no message {id}"))
    }

    /// Every message (of this view's channel), in order of creation.
    pub fn messages(&self) -> Vec<Message> {
        let mut all: Vec<Message> = self
            .shared
            .lock()
            .messages
            .values()
            .filter(|m| self.sees(m.channel_id))
            .cloned()
            .collect();
        all.sort_by_key(|m| m.serial);
        all
    }

    /// The token of every interaction sent so far: each lets its holder answer as the
    /// bot for 15 minutes, so none may reach a log.
    pub fn interaction_tokens(&self) -> Vec<String> {
        self.shared
            .lock()
            .interactions
            .values()
            .map(|ix| ix.token.clone())
            .collect()
    }

    /// The interaction's record: when it was delivered and answered, its messages.
    pub fn interaction(&self, sent: &Sent) -> Interaction {
        self.shared.lock().interactions[&sent.id].clone()
    }

    /// Waits for the next REST request (after the `seen` first ones) that `pred`
    /// accepts, e.g. `t.wait_request("a channel post", 0, |r| r.method == "POST")`.
    pub fn wait_request(
        &self,
        what: &str,
        seen: usize,
        pred: impl Fn(&Request) -> bool,
    ) -> Request {
        self.wait(what, |s| {
            s.requests.iter().skip(seen).find(|r| pred(r)).cloned()
        })
    }

    /// Every REST request so far.
    pub fn requests(&self) -> Vec<Request> {
        self.shared.lock().requests.clone()
    }

    fn recent_requests(&self) -> String {
        let s = self.shared.lock();
        let skip = s.requests.len().saturating_sub(8);
        s.requests[skip..]
            .iter()
            .map(|r| format!("  {} {} -> {}", r.method, r.path, r.status))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Every command registration so far.
    pub fn registrations(&self) -> Vec<Registration> {
        self.shared.lock().registrations.clone()
    }

    /// Waits until the bot has registered its commands `n` times in all (once per start).
    pub fn wait_registrations(&self, n: usize, timeout: Duration) {
        let found = self
            .shared
            .wait(timeout, |s| (s.registrations.len() >= n).then_some(()));
        if found.is_none() {
            panic!(
                "timed out after {timeout:?} waiting for the bot to register its commands (registration {n})\nlast requests:\n{}\nproblems: {:?}",
                self.recent_requests(),
                self.problems()
            );
        }
        self.check_problems();
    }

    // ----- the gateway -----------------------------------------------------------------

    pub fn gateway_stats(&self) -> GatewayStats {
        self.shared.lock().gateway.stats
    }

    /// Every interaction so far (of this view's channel), oldest first.
    pub fn interactions(&self) -> Vec<Interaction> {
        let mut all: Vec<Interaction> = self
            .shared
            .lock()
            .interactions
            .values()
            .filter(|ix| self.sees(ix.channel_id))
            .cloned()
            .collect();
        all.sort_by_key(|ix| ix.id);
        all
    }

    /// Every IDENTIFY so far: which shard, and which (named) bot process sent it.
    pub fn identified(&self) -> Vec<Identified> {
        self.shared.lock().gateway.identified.clone()
    }

    /// Whether gateway shard `shard` has a live session now.
    pub fn shard_live(&self, shard: u32) -> bool {
        self.shared.lock().gateway.shard_live(shard)
    }

    /// Waits until every shard in `shards` has a live session on a connection of the
    /// bot process `client` (its name; `None`: any).
    pub fn wait_shards(&self, shards: std::ops::RangeInclusive<u32>, client: Option<&str>) {
        let what = format!(
            "live sessions on shards {}-{} for {}",
            shards.start(),
            shards.end(),
            client.unwrap_or("the bot")
        );
        self.wait(&what, |s| {
            shards
                .clone()
                .all(|k| {
                    s.gateway.shard_live(k)
                        && (client.is_none() || s.gateway.shard_client(k).as_deref() == client)
                })
                .then_some(())
        });
    }

    /// Waits until shard `shard` has no live session (its process died, and the
    /// gateway has seen its connection close).
    pub fn wait_shard_down(&self, shard: u32) {
        self.wait(&format!("shard {shard} to go down"), |s| {
            (!s.gateway.shard_live(shard)).then_some(())
        });
    }

    /// Waits until the bot holds a live session on every shard and `pred` accepts the
    /// counters.
    pub fn wait_gateway(&self, what: &str, pred: impl Fn(&GatewayStats) -> bool) -> GatewayStats {
        self.wait(what, |s| {
            (s.gateway.is_live() && pred(&s.gateway.stats)).then_some(s.gateway.stats)
        })
    }

    /// Cuts the gateway connection without a closing handshake.
    pub fn drop_connection(&self) {
        self.shared.update(State::gateway_drop);
    }

    /// Closes the gateway connection with a close code (4000: unknown error, resumable).
    pub fn close_connection(&self, code: u16) {
        self.shared.update(|s| s.gateway_close(code));
    }

    /// Asks the bot to reconnect (opcode 7).
    pub fn request_reconnect(&self) {
        self.shared.update(State::gateway_reconnect);
    }

    /// Invalidates the session (opcode 9); not resumable means the bot must identify again.
    pub fn invalidate_session(&self, resumable: bool) {
        self.shared.update(|s| s.gateway_invalidate(resumable));
    }

    /// Takes Discord's REST API down (every request answered 500, as in an outage) or
    /// brings it back. The gateway stays up: players can still click and type.
    pub fn outage(&self, down: bool) {
        self.shared.update(|s| s.outage = down);
    }

    /// Holds the answers to channel posts (the message is made; the bot is not told)
    /// until called with `false`.
    pub fn hold_posts(&self, hold: bool) {
        self.shared.update(|s| s.hold_posts = hold);
    }

    /// `user` refuses direct messages from the bot from now on (Discord's 50007).
    pub fn close_dms(&self, user: &User) {
        self.shared.update(|s| s.closed_dms.push(user.id));
    }

    /// The direct messages the bot sent `user`, oldest first.
    pub fn dms_to(&self, user: &User) -> Vec<Message> {
        let s = self.shared.lock();
        s.messages
            .values()
            .filter(|m| s.dm_channels.get(&m.channel_id) == Some(&user.id))
            .cloned()
            .collect()
    }

    // ----- problems ----------------------------------------------------------------------

    /// Rule violations found so far.
    pub fn problems(&self) -> Vec<String> {
        self.shared.lock().problems.clone()
    }

    /// Returns and forgets the problems found so far.
    pub fn take_problems(&self) -> Vec<String> {
        std::mem::take(&mut self.shared.lock().problems)
    }

    /// While tolerated, problems do not fail waits (a test that provokes one on purpose
    /// then checks [`take_problems`](Self::take_problems)).
    pub fn tolerate_problems(&self, yes: bool) {
        self.tolerate.store(yes, Ordering::Relaxed);
    }

    /// Fails the test if the bot broke a rule.
    ///
    /// # Panics
    /// There are problems, and they are not tolerated.
    pub fn check_problems(&self) {
        if self.tolerate.load(Ordering::Relaxed) {
            return;
        }
        let problems = self.problems();
        assert!(
            problems.is_empty(),
            "the bot broke Discord's rules:\n  - {}",
            problems.join("\n  - ")
        );
    }

    /// Waits until nothing has happened for `quiet`: the bot has finished its work.
    ///
    /// # Panics
    /// The bot is still busy after [`timeout`](Self::timeout), or it broke a rule.
    pub fn settle(&self, quiet: Duration) {
        let mut last = (usize::MAX, usize::MAX);
        let mut since = Instant::now();
        let until = Instant::now() + self.timeout;
        loop {
            assert!(
                Instant::now() < until,
                "the bot was still busy after {:?}\nlast requests:\n{}",
                self.timeout,
                self.recent_requests()
            );
            let now = {
                let s = self.shared.lock();
                (s.requests.len(), s.messages.len())
            };
            if now != last {
                last = now;
                since = Instant::now();
            } else if since.elapsed() >= quiet {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        self.check_problems();
    }
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
        if !std::thread::panicking() {
            self.check_problems();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fake with commands registered and a bot message carrying a button and a menu,
    /// but no bot: payloads are checked with serenity as they are raised.
    fn world() -> (FakeDiscord, Message) {
        let fake = FakeDiscord::start();
        let message = fake.shared.update(|s| {
            let guild = s.world.guild_id;
            s.register(
                Some(guild),
                &json!([{"name": "turn", "description": "Turns", "options": [
                    {"name": "move", "description": "Move", "type": 1, "options": [
                        {"name": "player", "description": "Who", "type": 6, "required": true},
                        {"name": "position", "description": "Where", "type": 4, "required": true, "min_value": 1, "max_value": 25},
                    ]},
                ]}]),
            );
            let channel = s.world.channel_id;
            let id = s.create_message(
                channel,
                &json!({"content": "Board", "components": [
                    {"type": 1, "components": [{"type": 2, "style": 1, "label": "End turn", "custom_id": "v1:1:0:p:end"}]},
                    {"type": 1, "components": [{"type": 3, "custom_id": "v1:1:0:m0", "placeholder": "Move a ship",
                        "options": [{"label": "North", "value": "n"}, {"label": "South", "value": "s"}]}]},
                ]}),
                &[],
                Origin::ChannelPost,
                None,
            );
            s.messages[&id].clone()
        });
        (fake, message)
    }

    #[test]
    fn clicks_selects_and_user_options_are_payloads_serenity_reads() {
        let (fake, board) = world();
        let alice = fake.user("alice");
        let bob = fake.user("bob");
        fake.click(&alice, &board, "End turn");
        fake.select(&alice, &board, "Move a ship", &["South"]);
        fake.slash(&alice, "turn move", &[("player", "bob"), ("position", "2")]);
        fake.autocomplete_raw(
            &bob,
            "turn move",
            &[("player", "bob"), ("position", "")],
            "position",
        );
        // No bot: everything waits for a session, and nothing was wrong.
        assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    }

    #[test]
    #[should_panic(expected = "a Discord client would not send this")]
    fn values_a_client_would_refuse_are_test_bugs() {
        let (fake, _) = world();
        let alice = fake.user("alice");
        fake.slash(
            &alice,
            "turn move",
            &[("player", "alice"), ("position", "26")],
        );
    }

    #[test]
    #[should_panic(expected = "no button \"Start\"")]
    fn only_buttons_on_the_message_can_be_clicked() {
        let (fake, board) = world();
        let alice = fake.user("alice");
        fake.click(&alice, &board, "Start");
    }
}
