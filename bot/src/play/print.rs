//! How the offline channel prints what the bot sent: readable text, or one JSON object
//! per message (`--json`), with edits marked as edits.

use anyhow::Context;
use serde_json::json;

use super::Channel;
use crate::app::reply::Row;

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
                        "description": self.readable(&e.description),
                        "fields": e.fields.iter().map(|f| json!({"name": f.name, "value": self.readable(&f.value)})).collect::<Vec<_>>(),
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
                for line in self.readable(&e.description).lines() {
                    println!("  | {line}");
                }
                for f in &e.fields {
                    println!(
                        "  | {}: {}",
                        f.name,
                        self.readable(&f.value).replace('\n', "; ")
                    );
                }
                if let Some(footer) = &e.footer {
                    println!("  | ({footer})");
                }
            }
            for image in &images {
                println!("  | [image {image}]");
            }
            for row in &message.rows {
                match row {
                    Row::Buttons(buttons) => {
                        let labels: Vec<String> =
                            buttons.iter().map(|b| format!("[{}]", b.label)).collect();
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

    /// Turns `<@id>` mentions into `@name`.
    pub(super) fn readable(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(start) = rest.find("<@") {
            out.push_str(&rest[..start]);
            let after = &rest[start + 2..];
            match after
                .find('>')
                .and_then(|end| after[..end].parse::<u64>().ok().map(|id| (id, end)))
            {
                Some((id, end)) => {
                    out.push('@');
                    out.push_str(&self.name_of(id));
                    rest = &after[end + 1..];
                }
                None => {
                    out.push_str("<@");
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

pub(super) fn describe_span(ms: i64) -> String {
    match ms {
        ms if ms % 86_400_000 == 0 => format!("{} days", ms / 86_400_000),
        ms if ms % 3_600_000 == 0 => format!("{} hours", ms / 3_600_000),
        ms if ms % 60_000 == 0 => format!("{} minutes", ms / 60_000),
        ms => format!("{} seconds", ms / 1_000),
    }
}

fn component_json(row: &Row) -> Vec<serde_json::Value> {
    match row {
        Row::Buttons(buttons) => buttons
            .iter()
            .map(|b| json!({"kind": "button", "label": b.label, "custom_id": b.custom_id, "disabled": b.disabled, "options": []}))
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
