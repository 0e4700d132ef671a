//! The `windward` binary's library: the app service, storage, the Discord adapter,
//! the offline channel and self-play. See ARCHITECTURE.md for the map.

pub mod app;
pub mod discord;
pub mod play;
pub mod selfplay;
pub mod settings;
pub mod store;

/// Structured logs to stderr; `RUST_LOG` filters (default: info for us, warn for libraries).
pub fn init_logging() {
    use tracing_subscriber::EnvFilter;
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("warn,windward=info"));
    let json = std::env::var("WINDWARD_LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if json {
        builder.json().init();
    } else {
        builder.init();
    }
}
