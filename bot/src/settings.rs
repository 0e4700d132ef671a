//! The bot's settings: `windward run` flags, each also read from the environment (and a
//! `.env` file if present) through clap's `env` feature, so `windward run --help` lists
//! every one with its variable. `.env.example` documents them.

use anyhow::{bail, Context};
use clap::Args;

pub const DEFAULT_DATABASE_URL: &str = "sqlite://windward.db";
/// The web pages' address unless set: this machine only, for a proxy in front.
pub const DEFAULT_WEB_ADDR: &str = "127.0.0.1:8080";

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
    /// Where games are stored: a sqlite:// file (created on first start) or a
    /// postgres:// database (its tables are created on first start).
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
    /// For tests against a local Discord only: the longest wait, in milliseconds,
    /// between two tries of a board Discord did not take (a minute otherwise), so an
    /// outage test lasts seconds.
    #[arg(long, env = "WINDWARD_RETRY_MAX_MS", hide = true)]
    pub retry_max_ms: Option<String>,
    /// For tests against a local Discord only: how many milliseconds the computer
    /// "thinks" before it plays (1.5 s otherwise), so a game against it lasts seconds.
    #[arg(long, env = "WINDWARD_COMPUTER_PAUSE_MS", hide = true)]
    pub computer_pause_ms: Option<String>,
    /// Run only these gateway shards of a bot sharded across several processes:
    /// `FIRST-LAST/TOTAL` (inclusive, e.g. `0-3/8`) or `N/TOTAL` for one shard. Every
    /// process of the bot shares one database. Unset: one process, one shard.
    #[arg(long, env = "SHARDS")]
    pub shards: Option<String>,
    /// Where the web pages are served (`/g/<token>`, `/healthz`): an address with a
    /// port, or `off`.
    /// [default: 127.0.0.1:8080]
    #[arg(long = "web", env = "WEB_ADDR")]
    pub web_addr: Option<String>,
    /// The address players reach the web pages at (`https://windward.example`). Set,
    /// each live board links to its game's page; unset, no link is given out.
    #[arg(long, env = "PUBLIC_URL")]
    pub public_url: Option<String>,
    /// The key that signs private links. Unset, one is made on first start and kept
    /// in the database (every process sharing it signs alike).
    #[arg(long, env = "WEB_SECRET", hide_env_values = true)]
    pub web_secret: Option<String>,
}

impl std::fmt::Debug for RunArgs {
    // Hand-written so the token can never reach a log line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunArgs")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .field("shards", &self.shards)
            .field("web_addr", &self.web_addr)
            .field("public_url", &self.public_url)
            .field("web_secret", &"<hidden>")
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
    /// The longest wait between tries of an owed delivery, if not the app's minute
    /// (only against a test Discord).
    pub retry_max_ms: Option<i64>,
    /// The computer's pause before it plays, if not the app's 1.5 s (only against a
    /// test Discord).
    pub computer_pause_ms: Option<i64>,
    /// The gateway shards this process runs (`None`: the one shard of an unsharded
    /// bot).
    pub shards: Option<Shards>,
    /// Where the web pages are served.
    pub web: crate::web::Serve,
    /// Where players reach them, without a trailing slash.
    pub public_url: Option<String>,
    /// The key that signs private links, if set.
    pub web_secret: Option<String>,
}

/// A milliseconds setting that only a test against a local Discord may give: `None`
/// when unset.
fn test_only_ms(name: &str, value: Option<&str>, local: bool) -> anyhow::Result<Option<i64>> {
    match value.map(str::trim) {
        None | Some("") => Ok(None),
        Some(v) if local => v
            .parse::<i64>()
            .ok()
            .filter(|ms| *ms > 0)
            .map(Some)
            .with_context(|| format!("{name} must be a positive number, not `{v}`")),
        Some(_) => bail!(
            "{name} is for tests against a local Discord only (DISCORD_API_BASE=http://127.0.0.1:PORT)"
        ),
    }
}

/// The most shards a bot may be split into here. Discord asks for one shard per
/// 1,000–2,500 guilds, so this is millions of guilds: a larger number is a typo.
pub const MAX_SHARDS: u32 = 4096;

/// A range of gateway shards, both ends included: `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// Reads `FIRST-LAST/TOTAL` (inclusive) or `N/TOTAL`.
    ///
    /// # Errors
    /// Anything else, or a range that is empty or outside `0..TOTAL`, with the reason.
    pub fn parse(text: &str) -> anyhow::Result<Shards> {
        let text = text.trim();
        let form = "write it as FIRST-LAST/TOTAL (e.g. 0-3/8 for shards 0, 1, 2 and 3 of 8) or N/TOTAL for one shard";
        let Some((range, total)) = text.split_once('/') else {
            bail!("SHARDS `{text}` has no total: {form}");
        };
        let number = |what: &str, v: &str| -> anyhow::Result<u32> {
            v.trim().parse::<u32>().with_context(|| {
                format!(
                    "SHARDS `{text}`: {what} `{}` is not a whole number; {form}",
                    v.trim()
                )
            })
        };
        let total = number("the total", total)?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (
                number("the first shard", first)?,
                number("the last shard", last)?,
            ),
            None => {
                let n = number("the shard", range)?;
                (n, n)
            }
        };
        if total == 0 {
            bail!("SHARDS `{text}`: the total must be at least 1");
        }
        if total > MAX_SHARDS {
            bail!("SHARDS `{text}`: {total} shards is more than the {MAX_SHARDS} this bot allows");
        }
        if first > last {
            bail!("SHARDS `{text}`: the first shard ({first}) comes after the last ({last})");
        }
        if last >= total {
            bail!("SHARDS `{text}`: shards are numbered 0 to {} of {total}, so there is no shard {last}", total - 1);
        }
        Ok(Shards { first, last, total })
    }

    /// How many shards this process runs.
    pub fn count(self) -> u32 {
        self.last - self.first + 1
    }

    /// Whether `shard` is one of them.
    pub fn contains(self, shard: u32) -> bool {
        (self.first..=self.last).contains(&shard)
    }
}

impl std::fmt::Display for Shards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
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
        let hour_ms =
            test_only_ms("WINDWARD_HOUR_MS", self.hour_ms.as_deref(), local)?.unwrap_or(3_600_000);
        let retry_max_ms =
            test_only_ms("WINDWARD_RETRY_MAX_MS", self.retry_max_ms.as_deref(), local)?;
        let computer_pause_ms = test_only_ms(
            "WINDWARD_COMPUTER_PAUSE_MS",
            self.computer_pause_ms.as_deref(),
            local,
        )?;
        let shards = match self.shards.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(v) => Some(Shards::parse(v)?),
        };
        let web = match self.web_addr.as_deref().map(str::trim) {
            None | Some("") => crate::web::Serve::Default,
            Some(setting) => match crate::web::address(setting)? {
                Some(address) => crate::web::Serve::At(address),
                None => crate::web::Serve::Off,
            },
        };
        let public_url = match self.public_url.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(url) if url.starts_with("https://") || url.starts_with("http://") => {
                Some(url.trim_end_matches('/').to_string())
            }
            Some(url) => bail!("PUBLIC_URL must be an http:// or https:// address, like https://windward.example, not `{url}`"),
        };
        let web_secret = self
            .web_secret
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty());
        if web_secret.as_ref().is_some_and(|s| s.len() < 16) {
            bail!("WEB_SECRET must be at least 16 characters (it signs private links); leave it unset to have one made");
        }
        Ok(Settings {
            token: token.to_string(),
            database_url,
            guild_id,
            api_base,
            hour_ms,
            retry_max_ms,
            computer_pause_ms,
            shards,
            web,
            public_url,
            web_secret,
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
            .field("shards", &self.shards)
            .field("web", &self.web)
            .field("public_url", &self.public_url)
            .field("web_secret", &"<hidden>")
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
            retry_max_ms: None,
            computer_pause_ms: None,
            shards: None,
            web_addr: None,
            public_url: None,
            web_secret: None,
        }
    }

    #[test]
    fn web_settings_are_read_and_checked() {
        let checked = |web: Option<&str>, public: Option<&str>, secret: Option<&str>| {
            RunArgs {
                web_addr: web.map(Into::into),
                public_url: public.map(Into::into),
                web_secret: secret.map(Into::into),
                ..settings("t", None, None)
            }
            .check()
        };
        let s = checked(None, None, None).unwrap();
        assert_eq!(s.web, crate::web::Serve::Default);
        assert_eq!((s.public_url, s.web_secret), (None, None));
        let s = checked(
            Some("OFF"),
            Some("https://w.example/ "),
            Some("0123456789abcdef"),
        )
        .unwrap();
        assert_eq!(s.web, crate::web::Serve::Off);
        assert_eq!(s.public_url.as_deref(), Some("https://w.example"));
        let s = checked(Some("0.0.0.0:9000"), None, None).unwrap();
        assert_eq!(
            s.web,
            crate::web::Serve::At("0.0.0.0:9000".parse().unwrap())
        );
        let error = |r: anyhow::Result<Settings>| r.expect_err("refused").to_string();
        assert!(error(checked(Some("8080"), None, None)).contains("WEB_ADDR `8080`"));
        assert!(error(checked(None, Some("windward.example"), None)).contains("PUBLIC_URL"));
        assert!(error(checked(None, None, Some("short"))).contains("WEB_SECRET"));
        // Never the secret in a log line.
        let args = RunArgs {
            web_secret: Some("0123456789abcdef".into()),
            ..settings("t", None, None)
        };
        assert!(!format!("{args:?}").contains("0123456789abcdef"));
    }

    #[test]
    fn shard_ranges_are_inclusive_and_checked() {
        let ok = |t: &str| Shards::parse(t).unwrap();
        assert_eq!(
            ok("0-3/8"),
            Shards {
                first: 0,
                last: 3,
                total: 8
            }
        );
        assert_eq!(ok("0-3/8").count(), 4);
        assert!(ok("0-3/8").contains(3) && !ok("0-3/8").contains(4));
        assert_eq!(
            ok("5/8"),
            Shards {
                first: 5,
                last: 5,
                total: 8
            }
        );
        assert_eq!(
            ok(" 1 - 1 / 2 "),
            Shards {
                first: 1,
                last: 1,
                total: 2
            }
        );
        assert_eq!(
            ok("0/1"),
            Shards {
                first: 0,
                last: 0,
                total: 1
            }
        );
        assert_eq!(ok("0-7/8").count(), 8);
        assert_eq!(ok("4-7/8").to_string(), "4-7/8");
        let err = |t: &str| Shards::parse(t).unwrap_err().to_string();
        assert!(err("0-3").contains("no total"), "{}", err("0-3"));
        assert!(err("3").contains("no total"));
        assert!(err("0-8/8").contains("no shard 8"), "{}", err("0-8/8"));
        assert!(err("8/8").contains("no shard 8"));
        assert!(err("3-1/8").contains("comes after"), "{}", err("3-1/8"));
        assert!(err("0/0").contains("at least 1"), "{}", err("0/0"));
        assert!(
            err("0-1/100000").contains("more than"),
            "{}",
            err("0-1/100000")
        );
        assert!(
            err("a-3/8").contains("`a` is not a whole number"),
            "{}",
            err("a-3/8")
        );
        assert!(
            err("-1-3/8").contains("not a whole number"),
            "{}",
            err("-1-3/8")
        );
        assert!(err("0-3/").contains("the total"), "{}", err("0-3/"));
        assert!(
            err("0-3/8/9").contains("not a whole number"),
            "{}",
            err("0-3/8/9")
        );
    }

    #[test]
    fn shards_are_a_flag_and_an_environment_variable() {
        let mut args = settings("t", None, None);
        assert_eq!(args.clone().check().unwrap().shards, None);
        args.shards = Some(" ".into());
        assert_eq!(args.clone().check().unwrap().shards, None);
        args.shards = Some("1-1/2".into());
        assert_eq!(
            args.clone().check().unwrap().shards,
            Some(Shards {
                first: 1,
                last: 1,
                total: 2
            })
        );
        args.shards = Some("2/2".into());
        assert!(args.check().unwrap_err().to_string().contains("SHARDS"));
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            settings: RunArgs,
        }
        let cli = <Cli as clap::Parser>::try_parse_from([
            "windward", "--token", "t", "--shards", "0-3/8",
        ])
        .unwrap();
        assert_eq!(
            cli.settings.check().unwrap().shards.map(Shards::count),
            Some(4)
        );
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
        // The retries' cap likewise.
        let mut args = settings("t", None, Some("http://127.0.0.1:9"));
        args.retry_max_ms = Some("800".into());
        assert_eq!(args.check().unwrap().retry_max_ms, Some(800));
        let mut args = settings("t", None, None);
        args.retry_max_ms = Some("800".into());
        let err = args.check().unwrap_err().to_string();
        assert!(err.contains("WINDWARD_RETRY_MAX_MS"), "{err}");
        assert_eq!(
            settings("t", None, None).check().unwrap().retry_max_ms,
            None
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
        let s = settings("hush-token", None, None);
        assert!(!format!("{s:?}").contains("hush"));
        assert!(!format!("{:?}", s.check().unwrap()).contains("hush"));
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
