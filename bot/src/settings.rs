//! The bot's settings: `windward run` flags, each also read from the environment (and a
//! `.env` file if present) through clap's `env` feature, so `windward run --help` lists
//! every one with its variable. `.env.example` documents them.

use anyhow::{bail, Context};
use clap::Args;

pub const DEFAULT_DATABASE_URL: &str = "sqlite://windward.db";

#[derive(Args, Clone)]
pub struct RunArgs {
    /// The bot token from the Discord developer portal (Applications → your app → Bot).
    /// Prefer the environment: a flag shows in the machine's process list.
    #[arg(
        long,
        env = "DISCORD_TOKEN",
        hide_env_values = true,
        default_value = "",
        hide_default_value = true
    )]
    pub token: String,
    /// Where games are stored; the SQLite file is created on first start.
    #[arg(long = "database", env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
    pub database_url: String,
    /// Register commands in this server only (they appear instantly; for development).
    #[arg(long = "guild", env = "DISCORD_GUILD_ID")]
    pub guild_id: Option<String>,
    /// Send REST calls here instead of https://discord.com (a fake Discord in tests).
    #[arg(long, env = "DISCORD_API_BASE")]
    pub api_base: Option<String>,
    /// For tests against a local Discord only: how many milliseconds an hour of
    /// reminders and `/away` lasts, so a reminder ladder plays out in seconds.
    #[arg(long, env = "WINDWARD_HOUR_MS", hide = true)]
    pub hour_ms: Option<String>,
}

impl std::fmt::Debug for RunArgs {
    // Hand-written so the token can never reach a log line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunArgs")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .finish()
    }
}

/// RunArgs checked and ready to run with.
#[derive(Clone)]
pub struct Settings {
    pub token: String,
    pub database_url: String,
    pub guild_id: Option<u64>,
    pub api_base: Option<String>,
    /// How long an hour of reminders and `/away` lasts (an hour, but against a test
    /// Discord).
    pub hour_ms: i64,
}

/// Reads `.env` into the environment, if there is one, before the flags are parsed (so
/// its values become the flags' defaults). A missing file is normal; a broken one is an
/// error worth reporting.
///
/// # Errors
/// `.env` exists but cannot be read or parsed.
pub fn load_dotenv() -> anyhow::Result<()> {
    match dotenvy::dotenv() {
        Ok(_) => Ok(()),
        Err(e) if e.not_found() => Ok(()),
        Err(e) => bail!("could not read .env: {e}"),
    }
}

impl RunArgs {
    /// The flags' values from the environment alone (`windward` with no subcommand).
    ///
    /// # Errors
    /// A value clap cannot read.
    pub fn from_env() -> anyhow::Result<RunArgs> {
        #[derive(clap::Parser)]
        struct Only {
            #[command(flatten)]
            args: RunArgs,
        }
        Ok(<Only as clap::Parser>::try_parse_from(["windward"])?.args)
    }

    /// Empty values count as unset (an `.env` copied from the example has `DISCORD_TOKEN=`).
    ///
    /// # Errors
    /// A missing token or a malformed id, with what to do about it.
    pub fn check(self) -> anyhow::Result<Settings> {
        let token = self.token.trim();
        if token.is_empty() {
            bail!("DISCORD_TOKEN is not set. Put your bot token in the environment or in a .env file (see .env.example). To try Windward without Discord, run `windward play`.");
        }
        let database_url = match self.database_url.trim() {
            "" => DEFAULT_DATABASE_URL.to_string(),
            url => url.to_string(),
        };
        let guild_id = match self.guild_id.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(v) => Some(v.parse().with_context(|| {
                format!("DISCORD_GUILD_ID must be a numeric server id, not `{v}`")
            })?),
        };
        let api_base = self
            .api_base
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty());
        if let Some(base) = &api_base {
            if !(base.starts_with("http://127.0.0.1")
                || base.starts_with("http://localhost")
                || base.starts_with("https://"))
            {
                bail!("DISCORD_API_BASE must be an http://127.0.0.1:PORT test server or an https:// URL, not `{base}`");
            }
        }
        let local = api_base.as_deref().is_some_and(|b| {
            b.starts_with("http://127.0.0.1") || b.starts_with("http://localhost")
        });
        let hour_ms = match self.hour_ms.as_deref().map(str::trim) {
            None | Some("") => 3_600_000,
            Some(v) if local => v
                .parse::<i64>()
                .ok()
                .filter(|ms| *ms > 0)
                .with_context(|| format!("WINDWARD_HOUR_MS must be a positive number, not `{v}`"))?,
            Some(_) => bail!("WINDWARD_HOUR_MS is for tests against a local Discord only (DISCORD_API_BASE=http://127.0.0.1:PORT)"),
        };
        Ok(Settings {
            token: token.to_string(),
            database_url,
            guild_id,
            api_base,
            hour_ms,
        })
    }
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

/// A database URL fit for a log line: a password in it (`scheme://user:pass@host`) is
/// left out.
pub fn redacted(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            format!("{}://…@{}", &url[..scheme_end], &url[at + 1..])
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(token: &str, guild: Option<&str>, api: Option<&str>) -> RunArgs {
        RunArgs {
            token: token.into(),
            database_url: String::new(),
            guild_id: guild.map(Into::into),
            api_base: api.map(Into::into),
            hour_ms: None,
        }
    }

    #[test]
    fn short_hours_are_for_a_local_test_discord_only() {
        let mut args = settings("t", None, Some("http://127.0.0.1:9"));
        args.hour_ms = Some("500".into());
        assert_eq!(args.check().unwrap().hour_ms, 500);
        let mut args = settings("t", None, None);
        args.hour_ms = Some("500".into());
        let err = args.check().unwrap_err().to_string();
        assert!(err.contains("local Discord only"), "{err}");
        assert_eq!(
            settings("t", None, None).check().unwrap().hour_ms,
            3_600_000
        );
    }

    #[test]
    fn blank_values_are_unset_and_bad_ones_explained() {
        let err = settings("  ", None, None).check().unwrap_err().to_string();
        assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
        let ok = settings(" t ", Some(""), Some(" ")).check().unwrap();
        assert_eq!(ok.token, "t");
        assert_eq!(ok.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(ok.guild_id, None);
        assert_eq!(ok.api_base, None);
        let err = settings("t", Some("abc"), None).check().unwrap_err();
        assert!(err.to_string().contains("numeric server id"), "{err}");
        let err = settings("t", None, Some("http://10.0.0.1:80"))
            .check()
            .unwrap_err();
        assert!(err.to_string().contains("127.0.0.1"), "{err}");
        assert_eq!(
            settings("t", Some("42"), None).check().unwrap().guild_id,
            Some(42)
        );
    }

    #[test]
    fn database_passwords_stay_out_of_logs() {
        assert_eq!(
            redacted("postgres://bot:hunter2@db.local/windward"),
            "postgres://…@db.local/windward"
        );
        assert_eq!(redacted("sqlite://windward.db"), "sqlite://windward.db");
    }

    #[test]
    fn the_token_never_reaches_debug_output() {
        let s = settings("secret-token", None, None);
        assert!(!format!("{s:?}").contains("secret"));
        assert!(!format!("{:?}", s.check().unwrap()).contains("secret"));
    }

    #[test]
    fn flags_are_read_from_the_command_line() {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            settings: RunArgs,
        }
        let cli = <Cli as clap::Parser>::try_parse_from([
            "windward",
            "--token",
            "t",
            "--guild",
            "7",
            "--database",
            "sqlite://x.db",
        ])
        .unwrap();
        let checked = cli.settings.check().unwrap();
        assert_eq!(checked.guild_id, Some(7));
        assert_eq!(checked.database_url, "sqlite://x.db");
    }
}
