//! How the offline channel prints what the bot sent: readable text, or one JSON object
//! per message (`--json`), with edits marked as edits.

use anyhow::Context;
use serde_json::json;

use super::Channel;
use crate::app::reply::{ButtonStyle, Row};
use crate::app::rich::{write_plain, Span, Text};

impl Channel {
    pub(super) fn print_edit(&self, id: u64, what: &str) {
        if self.json {
            println!("{}", json!({ "edit": id, "note": what }));
        } else {
            println!("  (message #{id}: {what})");
        }
    }

    pub(super) fn print(&self, index: usize, edit: Option<u64>) -> anyhow::Result<()> {
        let posted = &self.posted[index];
        let message = &posted.message;
        let mut images = Vec::new();
        if let Some(kept) = &message.kept_image {
            // An edit that keeps the message's picture uploads nothing.
            images.push(format!("(kept) {kept}"));
        } else if let Some(image) = &message.image {
            match &self.out {
                Some(dir) => {
                    let path = dir.join(format!("{:04}-{}", posted.id, image.filename));
                    std::fs::write(&path, &image.png)
                        .with_context(|| format!("writing {}", path.display()))?;
                    images.push(path.display().to_string());
                }
                None => images.push(image.filename.clone()),
            }
        }
        let content = self.readable(&message.content);
        let mentions: Vec<String> = message.pings.iter().map(|id| self.name_of(*id)).collect();
        if self.json {
            let embeds: Vec<serde_json::Value> = message
                .embed
                .iter()
                .map(|e| {
                    json!({
                        "title": e.title,
                        "description": e.description.clone(),
                        "fields": e.fields.iter().map(|f| json!({"name": f.name, "value": f.value.clone()})).collect::<Vec<_>>(),
                        "footer": e.footer,
                    })
                })
                .collect();
            let components: Vec<Vec<serde_json::Value>> =
                message.rows.iter().map(component_json).collect();
            let mut object = json!({
                "id": posted.id,
                "to": posted.to.clone().unwrap_or_else(|| "channel".into()),
                "content": content,
                "embeds": embeds,
                "images": images,
                "components": components,
                "mentions": mentions,
            });
            if let Some(edit) = edit {
                object["edit"] = json!(edit);
            }
            if let Some(image) = &message.image {
                object["alt"] = json!(image.description);
            }
            println!("{object}");
        } else {
            let who = match &posted.to {
                None => "channel".to_string(),
                Some(user) => format!("only {user}"),
            };
            let verb = if edit.is_some() { "edited" } else { "posted" };
            println!("  [#{} {verb}, {who}]", posted.id);
            if !content.is_empty() {
                for line in content.lines() {
                    println!("  | {line}");
                }
            }
            if let Some(e) = &message.embed {
                println!("  | ## {}", e.title);
                for line in e.description.clone().lines() {
                    println!("  | {line}");
                }
                for f in &e.fields {
                    println!("  | {}: {}", f.name, f.value.clone().replace('\n', "; "));
                }
                if let Some(footer) = &e.footer {
                    println!("  | ({footer})");
                }
            }
            for image in &images {
                println!("  | [image {image}]");
            }
            if let Some(image) = &message.image {
                println!("  | [alt: {}]", image.description);
            }
            for row in &message.rows {
                match row {
                    Row::Buttons(buttons) => {
                        let labels: Vec<String> = buttons
                            .iter()
                            .map(|b| match &b.style {
                                ButtonStyle::Link(url) => format!("[{}]({url})", b.label),
                                _ => format!("[{}]", b.label),
                            })
                            .collect();
                        println!("  | {}", labels.join(" "));
                    }
                    Row::Select(menu) => {
                        let options: Vec<&str> =
                            menu.options.iter().map(|o| o.label.as_str()).collect();
                        println!("  | <{}: {}>", menu.placeholder, options.join(" | "));
                    }
                }
            }
        }
        Ok(())
    }
}

impl Channel {
    /// The plain reading of `text`, with moments told from the channel's clock ("in 12
    /// hours"), so that the same script prints the same transcript at any hour.
    fn readable(&self, text: &Text) -> String {
        let now = self.app.clock().now_ms();
        text.render(|span, out| match span {
            Span::Time { unix_ms } => {
                // To the minute: the transcript's own steps take a few milliseconds.
                let minutes = (unix_ms - now + 30_000).div_euclid(60_000);
                match minutes {
                    m if m > 0 => out.push_str(&format!("in {}", describe_span(m * 60_000))),
                    0 => out.push_str("now"),
                    m => out.push_str(&format!("{} ago", describe_span(-m * 60_000))),
                }
            }
            other => write_plain(other, out),
        })
    }
}

pub(super) fn describe_span(ms: i64) -> String {
    let (n, unit) = match ms {
        ms if ms % 86_400_000 == 0 => (ms / 86_400_000, "day"),
        ms if ms % 3_600_000 == 0 => (ms / 3_600_000, "hour"),
        ms if ms % 60_000 == 0 => (ms / 60_000, "minute"),
        ms => (ms / 1_000, "second"),
    };
    if n == 1 {
        format!("1 {unit}")
    } else {
        format!("{n} {unit}s")
    }
}

fn component_json(row: &Row) -> Vec<serde_json::Value> {
    match row {
        Row::Buttons(buttons) => buttons
            .iter()
            .map(|b| match &b.style {
                ButtonStyle::Link(url) => json!({"kind": "link", "label": b.label, "url": url, "disabled": b.disabled, "options": []}),
                _ => json!({"kind": "button", "label": b.label, "custom_id": b.custom_id, "disabled": b.disabled, "options": []}),
            })
            .collect(),
        Row::Select(menu) => vec![json!({
            "kind": "select",
            "label": menu.placeholder,
            "custom_id": menu.custom_id,
            "disabled": false,
            "options": menu.options.iter().map(|o| json!({"label": o.label, "value": o.value})).collect::<Vec<_>>(),
        })],
    }
}
