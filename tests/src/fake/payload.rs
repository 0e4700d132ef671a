//! INTERACTION_CREATE payloads, shaped like Discord's for a guild channel.
//!
//! Commands are built from what the bot registered, so a test can only use commands
//! and options that exist, with values a Discord client would let through (types,
//! required options, lengths, ranges, choices). Clicks carry the clicked message as the
//! fake holds it. The member's `permissions` and the bot's `app_permissions` are always
//! present: poise panics on commands with permission checks without them.

use serde_json::{json, Map, Value};

use super::rules::MAX_UPLOAD;
use super::state::{Interaction, State};

const VIEW_CHANNEL: u64 = 1 << 10;
const SEND_MESSAGES: u64 = 1 << 11;
const EMBED_LINKS: u64 = 1 << 14;
const ATTACH_FILES: u64 = 1 << 15;
const READ_MESSAGE_HISTORY: u64 = 1 << 16;
const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
/// The *Manage Channel* permission.
pub const MANAGE_CHANNELS: u64 = 1 << 4;

/// What an ordinary member may do in the test channel.
pub const MEMBER_PERMISSIONS: u64 = VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_APPLICATION_COMMANDS;

impl State {
    fn member_json(&self, user: u64, with_user: bool) -> Value {
        let manage = self.users.get(&user).is_some_and(|u| u.1);
        let permissions = MEMBER_PERMISSIONS | if manage { MANAGE_CHANNELS } else { 0 };
        let mut member = json!({
            "roles": [],
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "nick": null,
            "avatar": null,
            "premium_since": null,
            "permissions": permissions.to_string(),
        });
        if with_user {
            member["user"] = self.user_json(user);
        }
        member
    }

    /// The envelope every interaction shares.
    pub fn interaction_json(&self, ix: &Interaction, kind: u64, data: Value) -> Value {
        let guild = self
            .guild_of(ix.channel_id)
            .unwrap_or(self.world.guild_id)
            .to_string();
        json!({
            "id": ix.id.to_string(),
            "application_id": self.world.app_id.to_string(),
            "type": kind,
            "token": ix.token,
            "version": 1,
            "guild_id": guild,
            "channel_id": ix.channel_id.to_string(),
            "channel": {"id": ix.channel_id.to_string(), "type": 0, "name": "table", "guild_id": guild},
            "member": self.member_json(ix.user, true),
            "app_permissions": (MEMBER_PERMISSIONS).to_string(),
            "locale": self.locales.get(&ix.user).map_or("en-US", String::as_str),
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild},
            "context": 0,
            "attachment_size_limit": MAX_UPLOAD,
            "data": data,
        })
    }

    /// The `data` of a slash command typed in `channel` (or of its autocomplete, when
    /// `focused` names the option being typed).
    ///
    /// # Errors
    /// The command or an option does not exist in the channel's guild, or a Discord
    /// client would not send these values.
    pub fn command_data(
        &self,
        channel: u64,
        path: &str,
        options: &[(&str, &str)],
        focused: Option<&str>,
    ) -> Result<Value, String> {
        let mut words = path.split_whitespace();
        let top = words.next().ok_or("an empty command")?;
        let guild = self.guild_of(channel);
        let (id, def, registered_in) = self.command(top, guild).ok_or_else(|| {
            format!(
                "the bot registered no command /{top} usable in guild {guild:?} (registered: {})",
                self.registered_names()
            )
        })?;
        let mut resolved_users = Map::new();
        let mut resolved_members = Map::new();
        // Walk down subcommand groups and subcommands.
        let mut chain = Vec::new();
        let mut node = def.clone();
        for word in words {
            let sub = node["options"]
                .as_array()
                .and_then(|o| {
                    o.iter()
                        .find(|o| o["name"] == word && matches!(o["type"].as_u64(), Some(1 | 2)))
                })
                .cloned()
                .ok_or_else(|| format!("/{path}: /{top} has no subcommand {word}"))?;
            chain.push(sub.clone());
            node = sub;
        }
        let declared = node["options"].as_array().cloned().unwrap_or_default();
        if declared
            .iter()
            .any(|o| matches!(o["type"].as_u64(), Some(1 | 2)))
        {
            return Err(format!("/{path} needs a subcommand"));
        }
        let mut given = Vec::new();
        for (name, value) in options {
            let option = declared
                .iter()
                .find(|o| o["name"] == *name)
                .ok_or_else(|| format!("/{path} has no option {name}"))?;
            let is_focused = focused == Some(*name);
            let kind = option["type"].as_u64().unwrap_or(3);
            let mut out = json!({"name": name, "type": kind});
            if is_focused {
                // Partly typed: always a string, unchecked.
                out["value"] = json!(value);
                out["focused"] = json!(true);
            } else {
                out["value"] = self.option_value(
                    path,
                    option,
                    value,
                    &mut resolved_users,
                    &mut resolved_members,
                )?;
            }
            given.push(out);
        }
        if focused.is_none() {
            for option in &declared {
                if option["required"] == true && !options.iter().any(|(n, _)| option["name"] == *n)
                {
                    return Err(format!(
                        "/{path}: the required option {} is missing (Discord would not send this)",
                        option["name"]
                    ));
                }
            }
        }
        // Rebuild the nesting from the innermost subcommand outwards.
        let mut inner = Value::Array(given);
        for sub in chain.iter().rev() {
            inner = json!([{"name": sub["name"], "type": sub["type"], "options": inner}]);
        }
        let mut data = json!({
            "id": id.to_string(),
            "name": top,
            "type": 1,
            "options": inner,
        });
        if let Some(g) = registered_in {
            // Discord names the guild of a guild command; a global one has none.
            data["guild_id"] = json!(g.to_string());
        }
        if !resolved_users.is_empty() {
            data["resolved"] = json!({"users": resolved_users, "members": resolved_members});
        }
        Ok(data)
    }

    fn option_value(
        &self,
        path: &str,
        option: &Value,
        value: &str,
        users: &mut Map<String, Value>,
        members: &mut Map<String, Value>,
    ) -> Result<Value, String> {
        let name = option["name"].as_str().unwrap_or("");
        let bad = |why: String| {
            format!("/{path} {name}:{value:?}: {why} (a Discord client would not send this)")
        };
        let v = match option["type"].as_u64() {
            Some(3) => {
                let n = value.chars().count() as u64;
                if n > option["max_length"].as_u64().unwrap_or(6000) {
                    return Err(bad(format!(
                        "longer than max_length {}",
                        option["max_length"]
                    )));
                }
                if n < option["min_length"].as_u64().unwrap_or(0) {
                    return Err(bad("shorter than min_length".into()));
                }
                json!(value)
            }
            Some(4) => {
                let n: i64 = value.parse().map_err(|_| bad("not an integer".into()))?;
                if option["min_value"].as_i64().is_some_and(|m| n < m)
                    || option["max_value"].as_i64().is_some_and(|m| n > m)
                {
                    return Err(bad("out of range".into()));
                }
                json!(n)
            }
            Some(5) => json!(value
                .parse::<bool>()
                .map_err(|_| bad("not true or false".into()))?),
            Some(10) => json!(value
                .parse::<f64>()
                .map_err(|_| bad("not a number".into()))?),
            Some(6) => {
                let id = self
                    .users
                    .iter()
                    .find(|(id, u)| u.0 == value || id.to_string() == value)
                    .map(|(id, _)| *id)
                    .ok_or_else(|| bad("no such user".into()))?;
                users.insert(id.to_string(), self.user_json(id));
                members.insert(id.to_string(), self.member_json(id, false));
                json!(id.to_string())
            }
            other => {
                return Err(bad(format!(
                    "option type {other:?} is not supported by the fake"
                )))
            }
        };
        if let Some(choices) = option["choices"].as_array().filter(|c| !c.is_empty()) {
            if !choices.iter().any(|c| c["value"] == v) {
                return Err(bad("not one of the choices".into()));
            }
        }
        Ok(v)
    }

    fn registered_names(&self) -> String {
        self.registrations
            .last()
            .and_then(|r| r.commands.as_array())
            .map(|c| {
                c.iter()
                    .filter_map(|c| c["name"].as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .unwrap_or_else(|| "nothing yet".into())
    }

    /// The `data` of a click, and the clicked message as it is now.
    pub fn component_data(
        &self,
        message_id: u64,
        custom_id: &str,
        values: Option<&[String]>,
    ) -> (Value, Value) {
        let data = match values {
            None => json!({"custom_id": custom_id, "component_type": 2}),
            Some(values) => json!({"custom_id": custom_id, "component_type": 3, "values": values}),
        };
        (data, self.message_json(message_id))
    }
}
