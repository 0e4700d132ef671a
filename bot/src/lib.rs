//! The `windward` binary's library: the app service, storage, the Discord adapter,
//! the offline channel and self-play. See ARCHITECTURE.md for the map.

pub mod app;
pub mod discord;
pub mod doctor;
pub mod health;
pub mod languages;
pub mod load;
pub mod play;
pub mod selfplay;
pub mod settings;
pub mod store;
pub mod verify;
pub mod web;
pub mod web_load;

/// Structured logs to stderr; `RUST_LOG` filters (default: info for us, warn for libraries).
pub fn init_logging() {
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,windward=info"));
    let json = std::env::var("WINDWARD_LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    tracing_subscriber::registry()
        .with(log_layer(filter, json, std::io::stderr))
        .init();
}

/// The log output: `filter` as the operator set it, and [`loggable`] whatever it says.
fn log_layer<S, W>(
    filter: tracing_subscriber::EnvFilter,
    json: bool,
    writer: W,
) -> Box<dyn tracing_subscriber::Layer<S> + Send + Sync>
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    use tracing_subscriber::filter::filter_fn;
    use tracing_subscriber::Layer;
    let fmt = tracing_subscriber::fmt::layer().with_writer(writer);
    let fmt = if json {
        fmt.json().boxed()
    } else {
        fmt.boxed()
    };
    // The filters filter the whole subscriber (they are layers before the output), not
    // the output alone (`with_filter`): a per-layer filter asked through the `log`
    // bridge whether a record is wanted, with no record following, keeps its verdict
    // for the thread's next event and drops it (tokio-rs/tracing#2519, open). There is
    // one output, so a global filter means the same.
    filter.and_then(filter_fn(loggable)).and_then(fmt).boxed()
}

/// What may reach the log whatever filter an operator sets. Our own code logs no
/// secret (the tests play hidden-hand games and search the log). Our dependencies'
/// verbose output does: serenity's `request` span carries whole request bodies (private
/// hands, interaction tokens that can post as the bot for 15 minutes), and HTTP and
/// gateway crates log payloads and headers at DEBUG and TRACE. So other crates' events
/// stop at INFO, and their spans, which print their fields as every inner event's
/// context, are never recorded.
fn loggable(meta: &tracing::Metadata<'_>) -> bool {
    if meta.target().starts_with("windward") {
        return true;
    }
    !meta.is_span() && *meta.level() <= tracing::Level::INFO
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use tracing_subscriber::layer::SubscriberExt;

    /// A log written to memory.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn at_trace_level_dependencies_log_no_payloads() {
        for json in [false, true] {
            let log = Captured::default();
            let writer = log.clone();
            let filter = tracing_subscriber::EnvFilter::new("trace");
            let subscriber =
                tracing_subscriber::registry()
                    .with(super::log_layer(filter, json, move || writer.clone()));
            tracing::subscriber::with_default(subscriber, || {
                // As serenity's `Http::request` span does: the request, body and all.
                let span = tracing::info_span!(
                    target: "serenity::http::client",
                    "request",
                    req = "{\"content\": \"You drew: SECRET-CARD\"}"
                );
                let _inside = span.enter();
                tracing::warn!(target: "serenity::http::ratelimiting", "rate limited");
                tracing::debug!(target: "reqwest::connect", "Authorization: Bot SECRET-TOKEN");
                tracing::trace!(target: "tungstenite::protocol", "SECRET-FRAME");
                tracing::debug!(target: "windward::app", "our own detail");
            });
            let log = String::from_utf8(log.0.lock().unwrap().clone()).unwrap();
            assert!(log.contains("rate limited"), "{log}");
            assert!(log.contains("our own detail"), "{log}");
            assert!(!log.contains("SECRET"), "{log}");
        }
    }

    /// On Postgres, sqlx asks the `log` crate whether to log each query
    /// (`log::log_enabled!(target: "sqlx::query", …)`) on the thread that runs our
    /// task; through the log bridge, that question left a per-layer filter's verdict
    /// behind and swallowed our next event on the thread (tokio-rs/tracing#2519): the
    /// operator's log lost "lobby opened", "game started" and failed posts on Postgres
    /// only (on SQLite, queries run on sqlx's own worker thread).
    #[test]
    fn a_dependency_asking_log_whether_to_log_swallows_none_of_ours() {
        // As `init()` does in the binary (the bridge is global; other tests don't mind).
        let _ = tracing_log::LogTracer::init();
        for filter in ["warn,windward=info", "info", "debug"] {
            let log = Captured::default();
            let writer = log.clone();
            let subscriber = tracing_subscriber::registry().with(super::log_layer(
                tracing_subscriber::EnvFilter::new(filter),
                false,
                move || writer.clone(),
            ));
            tracing::subscriber::with_default(subscriber, || {
                tracing::info!(target: "windward::app", "lobby opened");
                for level in [log::Level::Trace, log::Level::Debug] {
                    let query = log::Metadata::builder()
                        .level(level)
                        .target("sqlx::query")
                        .build();
                    let _ = log::logger().enabled(&query);
                    tracing::info!(target: "windward::app", "game started at {level}");
                }
            });
            let log = String::from_utf8(log.0.lock().unwrap().clone()).unwrap();
            for line in [
                "lobby opened",
                "game started at TRACE",
                "game started at DEBUG",
            ] {
                assert!(log.contains(line), "{filter}: {line:?} missing from\n{log}");
            }
        }
    }
}
