//! The bot's settings, from the environment (and a `.env` file if present).
//! `.env.example` documents every one.

use anyhow::{bail, Context};

pub struct Settings {
    pub token: String,
    pub database_url: String,
    /// Register commands in this guild only (instant; for development).
    pub guild_id: Option<u64>,
    /// Send REST calls here instead of https://discord.com (a fake Discord in tests).
    pub api_base: Option<String>,
}

impl std::fmt::Debug for Settings {
    // Hand-written so the token can never reach a log line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .finish()
    }
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://windward.db";

impl Settings {
    /// # Errors
    /// A missing token or a malformed id, with what to do about it.
    pub fn from_env() -> anyhow::Result<Settings> {
        // A missing .env file is normal; a broken one should be reported.
        match dotenvy::dotenv() {
            Ok(_) => {}
            Err(e) if e.not_found() => {}
            Err(e) => bail!("could not read .env: {e}"),
        }
        let token = std::env::var("DISCORD_TOKEN")
            .ok()
            .filter(|t| !t.trim().is_empty())
            .context("DISCORD_TOKEN is not set. Put your bot token in the environment or in a .env file (see .env.example). To try Windward without Discord, run `windward play`.")?;
        let database_url = std::env::var("DATABASE_URL")
            .ok()
            .filter(|v| !v.trim().is_empty())
            .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string());
        let guild_id = match std::env::var("DISCORD_GUILD_ID")
            .ok()
            .filter(|v| !v.trim().is_empty())
        {
            None => None,
            Some(v) => Some(v.trim().parse().with_context(|| {
                format!("DISCORD_GUILD_ID must be a numeric server id, not `{v}`")
            })?),
        };
        let api_base = std::env::var("DISCORD_API_BASE")
            .ok()
            .filter(|v| !v.trim().is_empty());
        if let Some(base) = &api_base {
            if !(base.starts_with("http://127.0.0.1")
                || base.starts_with("http://localhost")
                || base.starts_with("https://"))
            {
                bail!("DISCORD_API_BASE must be an http://127.0.0.1:PORT test server or an https:// URL, not `{base}`");
            }
        }
        Ok(Settings {
            token: token.trim().to_string(),
            database_url,
            guild_id,
            api_base,
        })
    }
}
