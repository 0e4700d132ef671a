//! Markdown to HTML for the pages: the rules, narration lines and a seat's view, which
//! the bot writes in the markdown Discord reads. pulldown-cmark does the parsing;
//! what it would pass through as raw HTML is written as text instead, so a player's
//! name like `<script>` shows as those characters.

use maud::PreEscaped;
use pulldown_cmark::{html, Event, Options, Parser};

/// `text` as HTML. Line breaks stay line breaks, as in Discord.
pub fn markdown(text: &str) -> PreEscaped<String> {
    let parser = Parser::new_ext(text, Options::ENABLE_STRIKETHROUGH).map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        Event::SoftBreak => Event::HardBreak,
        other => other,
    });
    let mut out = String::with_capacity(text.len() * 5 / 4);
    html::push_html(&mut out, parser);
    PreEscaped(out)
}

/// One line of markdown as inline HTML (no enclosing paragraph).
pub fn inline(text: &str) -> PreEscaped<String> {
    let PreEscaped(html) = markdown(text);
    let trimmed = html.trim_end();
    let inner = trimmed
        .strip_prefix("<p>")
        .and_then(|rest| rest.strip_suffix("</p>"))
        .filter(|inner| !inner.contains("<p>"))
        .unwrap_or(trimmed);
    PreEscaped(inner.to_string())
}

/// `text` without markup, for a search match or a title.
pub fn plain(text: &str) -> String {
    Parser::new(text)
        .filter_map(|event| match event {
            Event::Text(t) | Event::Code(t) | Event::Html(t) | Event::InlineHtml(t) => {
                Some(t.into_string())
            }
            Event::SoftBreak | Event::HardBreak => Some(" ".into()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_html_in_text_are_shown_not_run() {
        assert_eq!(
            inline("**<script>alert(1)</script>** rolled 2d6 (~~1~~, 5) = **5**").0,
            "<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong> rolled 2d6 (<del>1</del>, 5) = <strong>5</strong>"
        );
        assert_eq!(
            inline("a <img src=x onerror=alert(1)> b").0,
            "a &lt;img src=x onerror=alert(1)&gt; b"
        );
        assert!(!markdown("<div onclick=x>hi</div>\n\nmore")
            .0
            .contains("<div"));
        assert_eq!(plain("**bob** `moved` *far*"), "bob moved far");
    }

    #[test]
    fn line_breaks_stay() {
        assert_eq!(markdown("one\ntwo").0, "<p>one<br />\ntwo</p>\n");
    }
}
