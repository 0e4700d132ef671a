//! The `windward` binary's library: the app service, storage, the Discord adapter,
//! the offline channel and self-play. See ARCHITECTURE.md for the map.

pub mod app;
pub mod discord;
pub mod doctor;
pub mod load;
pub mod play;
pub mod selfplay;
pub mod settings;
pub mod store;
pub mod verify;

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
    use tracing_subscriber::filter::{filter_fn, FilterExt};
    use tracing_subscriber::Layer;
    let fmt = tracing_subscriber::fmt::layer().with_writer(writer);
    let fmt = if json {
        fmt.json().boxed()
    } else {
        fmt.boxed()
    };
    fmt.with_filter(filter.and(filter_fn(loggable))).boxed()
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
}
