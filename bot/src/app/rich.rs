//! Message text free of any platform's syntax.
//!
//! The app writes what a message says; the adapters decide how it looks. A mention is a
//! typed [`Span::Mention`] (Discord writes `<@id>`, the offline channel `@name`), a link
//! to a game's channel is a [`Span::Channel`], a moment is a [`Span::Time`], and a line
//! of small print starts with [`Span::SmallPrint`].
//! Emphasis is the one markup both adapters share: `**bold**`, `*italic*` and
//! `` `code` ``, with user-given text escaped by [`super::text::escape`].

use std::fmt;

/// One piece of a message's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    /// Words, with the shared emphasis markup.
    Words(String),
    /// A user, by id and display name. It pings only if the message also lists the
    /// user in [`super::reply::Message::pings`].
    Mention { user: u64, name: String },
    /// A link to a channel (in a server, or a DM channel when `guild` is `None`).
    Channel { guild: Option<u64>, channel: u64 },
    /// The rest of the line is small print (who asked, a footnote). It starts a line.
    SmallPrint,
    /// A moment (Unix ms), which Discord shows in each reader's time zone and as
    /// "in 3 hours".
    Time { unix_ms: i64 },
}

/// The text of a message: spans in reading order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text {
    spans: Vec<Span>,
}

/// How long a mention is on the wire at most (`<@` + 20 digits + `>`), for budgets.
const MENTION_BUDGET: usize = 23;
/// How long a channel link is at most (a jump link with two 20-digit ids).
const CHANNEL_BUDGET: usize = 72;
/// How long a moment is at most (`<t:` + 20 digits + `:R>`, or an RFC 3339 time).
const TIME_BUDGET: usize = 26;

impl Text {
    pub fn new() -> Self {
        Text::default()
    }

    pub fn spans(&self) -> &[Span] {
        &self.spans
    }

    pub fn is_empty(&self) -> bool {
        self.spans.iter().all(|s| match s {
            Span::Words(w) => w.is_empty(),
            Span::SmallPrint => true,
            Span::Mention { .. } | Span::Channel { .. } | Span::Time { .. } => false,
        })
    }

    /// Adds words at the end.
    pub fn push(&mut self, words: &str) -> &mut Self {
        if words.is_empty() {
            return self;
        }
        match self.spans.last_mut() {
            Some(Span::Words(last)) => last.push_str(words),
            _ => self.spans.push(Span::Words(words.to_string())),
        }
        self
    }

    pub fn mention(&mut self, user: u64, name: &str) -> &mut Self {
        if super::computer::is_computer(user) {
            // Nobody to ping: the computer is named like anyone not pinged.
            return self.push(&format!("**{}**", super::text::escape(name)));
        }
        self.spans.push(Span::Mention {
            user,
            name: name.to_string(),
        });
        self
    }

    pub fn channel(&mut self, guild: Option<u64>, channel: u64) -> &mut Self {
        self.spans.push(Span::Channel { guild, channel });
        self
    }

    pub fn time(&mut self, unix_ms: i64) -> &mut Self {
        self.spans.push(Span::Time { unix_ms });
        self
    }

    /// Starts a line of small print after what is there; add its words next.
    pub fn small_print(&mut self) -> &mut Self {
        self.spans.push(Span::SmallPrint);
        self
    }

    /// Adds a line of small print made of `words`.
    pub fn note(&mut self, words: &str) -> &mut Self {
        self.small_print().push(words)
    }

    /// Adds `other` at the end.
    pub fn append(&mut self, other: Text) -> &mut Self {
        for span in other.spans {
            match span {
                Span::Words(words) => {
                    self.push(&words);
                }
                span => self.spans.push(span),
            }
        }
        self
    }

    /// `self`, then `separator`, then `other`, leaving out the separator when either is empty.
    pub fn joined(mut self, separator: &str, other: Text) -> Text {
        if !self.is_empty() && !other.is_empty() {
            self.push(separator);
        }
        self.append(other);
        self
    }

    /// Joins texts with `separator` between them, skipping empty ones.
    pub fn join(texts: impl IntoIterator<Item = Text>, separator: &str) -> Text {
        texts
            .into_iter()
            .fold(Text::new(), |all, text| all.joined(separator, text))
    }

    /// The user ids mentioned, in order.
    pub fn mentioned(&self) -> Vec<u64> {
        self.spans
            .iter()
            .filter_map(|s| match s {
                Span::Mention { user, .. } => Some(*user),
                _ => None,
            })
            .collect()
    }

    /// Cuts the text so that no adapter writes more than `max` characters: words are
    /// cut with `…`, and spans that no longer fit are left out.
    /// The most characters the text takes on any adapter's wire (what [`Text::clip`]
    /// counts): for filling a message up to a limit.
    pub fn budget(&self) -> usize {
        self.spans.iter().map(cost).sum()
    }

    pub fn clip(&self, max: usize) -> Text {
        let mut left = max;
        let mut out = Text::new();
        for span in &self.spans {
            let cost = cost(span);
            if cost <= left {
                left -= cost;
                out.spans.push(span.clone());
                continue;
            }
            match span {
                Span::Words(w) if left > 0 => {
                    out.push(&super::text::clip(w, left));
                }
                _ => {}
            }
            break;
        }
        out
    }

    /// The text with each span written by `write`: how an adapter renders it. Small
    /// print is started on a line of its own.
    pub fn render(&self, mut write: impl FnMut(&Span, &mut String)) -> String {
        let mut out = String::new();
        for span in &self.spans {
            if *span == Span::SmallPrint && !out.is_empty() && !out.ends_with('\n') {
                out.push('\n');
            }
            write(span, &mut out);
        }
        out
    }
}

/// Plain reading: `@name` for a mention, small print as it is, a moment in UTC. This is
/// what the offline channel prints and what logs and tests read.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(write_plain))
    }
}

/// What one span costs on the wire at most.
fn cost(span: &Span) -> usize {
    match span {
        Span::Words(w) => w.chars().count(),
        // Written as a line break and a marker ("\n-# ").
        Span::SmallPrint => 4,
        Span::Mention { name, .. } => MENTION_BUDGET.max(name.chars().count() + 1),
        Span::Channel { .. } => CHANNEL_BUDGET,
        Span::Time { .. } => TIME_BUDGET,
    }
}

/// Writes one span the plain way (see [`Text`]'s `Display`).
pub fn write_plain(span: &Span, out: &mut String) {
    match span {
        Span::Words(w) => out.push_str(w),
        Span::SmallPrint => {}
        Span::Mention { name, .. } => {
            out.push('@');
            out.push_str(name);
        }
        Span::Channel { channel, .. } => out.push_str(&format!("#channel-{channel}")),
        Span::Time { unix_ms } => out.push_str(&utc(*unix_ms)),
    }
}

/// `unix_ms` as an RFC 3339 time in UTC, to the minute's second ("2026-12-01T14:00:00Z").
fn utc(unix_ms: i64) -> String {
    let at = std::time::UNIX_EPOCH + std::time::Duration::from_millis(unix_ms.max(0) as u64);
    humantime::format_rfc3339_seconds(at).to_string()
}

impl From<&str> for Text {
    fn from(words: &str) -> Self {
        let mut text = Text::new();
        text.push(words);
        text
    }
}

impl From<String> for Text {
    fn from(words: String) -> Self {
        let mut text = Text::new();
        if !words.is_empty() {
            text.spans.push(Span::Words(words));
        }
        text
    }
}

impl From<&String> for Text {
    fn from(words: &String) -> Self {
        Text::from(words.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_read_plainly_and_keep_their_kinds() {
        let mut text = Text::from("Your turn, ");
        text.mention(42, "alice").push("!").note("Asked by bob.");
        assert_eq!(text.to_string(), "Your turn, @alice!\nAsked by bob.");
        assert_eq!(text.mentioned(), vec![42]);
        assert_eq!(
            text.spans()[..2],
            [
                Span::Words("Your turn, ".into()),
                Span::Mention {
                    user: 42,
                    name: "alice".into()
                }
            ]
        );
    }

    #[test]
    fn moments_read_in_utc() {
        let mut text = Text::from("Go.");
        text.note("Times out ").time(1_796_140_800_000);
        assert_eq!(text.to_string(), "Go.\nTimes out 2026-12-01T16:00:00Z");
    }

    #[test]
    fn joining_skips_empty_parts() {
        let joined = Text::join([Text::from("a"), Text::new(), Text::from("b")], "\n");
        assert_eq!(joined.to_string(), "a\nb");
        assert!(Text::from(String::new()).is_empty());
        assert!(!Text::new().mention(1, "x").is_empty());
    }

    #[test]
    fn clipping_counts_what_an_adapter_writes() {
        let mut text = Text::from("abcdef");
        text.mention(1, "x").push("tail");
        assert_eq!(text.clip(4).to_string(), "abc…");
        // The mention is left out whole when only part of it would fit.
        assert_eq!(text.clip(10).to_string(), "abcdef");
        assert_eq!(text.clip(100), text);
    }
}
