//! Discord's rules that its OpenAPI spec does not encode, checked on every request.
//!
//! Each function returns readable problems (empty when the request is fine). The
//! stateful rules (one initial response per interaction, the 3-second deadline,
//! followups only after an answer) live with the interactions in `rest.rs`.

use serde_json::Value;

use super::multipart::Part;

/// Largest upload the fake accepts (what it announces as `attachment_size_limit`).
pub const MAX_UPLOAD: usize = 25 * 1024 * 1024;
/// Message flag: the message uses the newer layout components (no 5-row limit).
const COMPONENTS_V2: u64 = 1 << 15;

/// A command or option name: lowercase letters, digits, `-` and `_`, 1 to 32 characters.
pub fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| {
            c == '-'
                || c == '_'
                || c.is_numeric()
                || (c.is_alphabetic() && c.to_lowercase().eq(std::iter::once(c)))
        })
}

/// A bulk command registration (`PUT .../commands`).
pub fn check_commands(commands: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(list) = commands.as_array() else {
        return vec!["the body is not an array of commands".into()];
    };
    let slash: Vec<&Value> = list
        .iter()
        .filter(|c| c["type"].as_u64().unwrap_or(1) == 1)
        .collect();
    if slash.len() > 100 {
        problems.push(format!("{} slash commands; at most 100", slash.len()));
    }
    let mut names = Vec::new();
    for command in slash {
        let name = command["name"].as_str().unwrap_or("");
        if names.contains(&name) {
            problems.push(format!("command /{name} is registered twice"));
        }
        names.push(name);
        check_option_like(command, &format!("/{name}"), 0, &mut problems);
        let size = characters(command);
        if size > 4000 {
            problems.push(format!(
                "/{name}: {size} characters of names, descriptions and choices; at most 4000"
            ));
        }
    }
    problems
}

/// Checks a command, subcommand group or subcommand and everything under it.
fn check_option_like(item: &Value, path: &str, depth: usize, problems: &mut Vec<String>) {
    let name = item["name"].as_str().unwrap_or("");
    if !valid_name(name) {
        problems.push(format!(
            "{path}: name {name:?} must be 1-32 lowercase letters, digits, - or _"
        ));
    }
    let description = item["description"].as_str().unwrap_or("");
    if !(1..=100).contains(&description.chars().count()) {
        problems.push(format!(
            "{path}: description must be 1-100 characters, not {description:?}"
        ));
    }
    let options = item["options"].as_array().map_or(&[][..], Vec::as_slice);
    if options.len() > 25 {
        problems.push(format!("{path}: {} options; at most 25", options.len()));
    }
    let subs = options
        .iter()
        .filter(|o| matches!(o["type"].as_u64(), Some(1 | 2)))
        .count();
    if subs > 0 && subs != options.len() {
        problems.push(format!(
            "{path}: subcommands cannot be mixed with other options"
        ));
    }
    let mut seen = Vec::new();
    let mut optional_seen = false;
    for option in options {
        let option_name = option["name"].as_str().unwrap_or("");
        let option_path = format!("{path} {option_name}");
        if seen.contains(&option_name) {
            problems.push(format!("{option_path}: duplicate option name"));
        }
        seen.push(option_name);
        match option["type"].as_u64() {
            Some(kind @ (1 | 2)) => {
                if kind == 2 && depth > 0 || kind == 1 && depth > 1 {
                    problems.push(format!("{option_path}: subcommands nest too deep"));
                }
                check_option_like(option, &option_path, depth + 1, problems);
            }
            _ => {
                check_option_like(option, &option_path, 99, problems);
                let required = option["required"].as_bool().unwrap_or(false);
                if required && optional_seen {
                    problems.push(format!(
                        "{option_path}: required options must come before optional ones"
                    ));
                }
                optional_seen |= !required;
                let choices = option["choices"].as_array().map_or(0, Vec::len);
                if choices > 25 {
                    problems.push(format!("{option_path}: {choices} choices; at most 25"));
                }
                if choices > 0 && option["autocomplete"] == true {
                    problems.push(format!(
                        "{option_path}: choices and autocomplete are mutually exclusive"
                    ));
                }
            }
        }
    }
}

/// Discord's count toward the 4000-character limit of one command.
fn characters(item: &Value) -> usize {
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut total = len(&item["name"]) + len(&item["description"]);
    for choice in item["choices"].as_array().into_iter().flatten() {
        total += len(&choice["name"]) + choice["value"].to_string().trim_matches('"').len();
    }
    for option in item["options"].as_array().into_iter().flatten() {
        total += characters(option);
    }
    total
}

/// Where a message body is going.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageUse {
    /// A new message from an interaction (callback type 4 or a followup).
    InteractionCreate,
    /// A new plain channel message.
    ChannelCreate,
    /// An edit (callback type 7, or a PATCH).
    Edit,
}

/// A message body (`data` of a callback, a followup, a channel post or an edit) with
/// the files uploaded beside it.
pub fn check_message(body: &Value, files: &[Part], usage: MessageUse) -> Vec<String> {
    let mut problems = Vec::new();
    let flags = body["flags"].as_u64().unwrap_or(0);
    check_flags(flags, usage, &mut problems);
    if let Some(rows) = body["components"].as_array() {
        if flags & COMPONENTS_V2 == 0 {
            check_rows(rows, &mut problems);
        }
    }
    check_embeds(body, &mut problems);
    check_allowed_mentions(&body["allowed_mentions"], &mut problems);
    check_files(body, files, usage, &mut problems);
    let empty = |key: &str| match &body[key] {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        _ => false,
    };
    if usage != MessageUse::Edit
        && empty("content")
        && empty("embeds")
        && empty("components")
        && empty("sticker_ids")
        && body["poll"].is_null()
        && files.is_empty()
    {
        problems.push(
            "Cannot send an empty message (50006): no content, embeds, components or files".into(),
        );
    }
    problems
}

fn check_flags(flags: u64, usage: MessageUse, problems: &mut Vec<String>) {
    const SUPPRESS_EMBEDS: u64 = 1 << 2;
    const SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;
    let allowed = match usage {
        MessageUse::InteractionCreate => {
            SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | COMPONENTS_V2 | super::channel::EPHEMERAL
        }
        MessageUse::ChannelCreate => SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | COMPONENTS_V2,
        // Editing keeps ephemerality; resending the flag is accepted.
        MessageUse::Edit => SUPPRESS_EMBEDS | COMPONENTS_V2 | super::channel::EPHEMERAL,
    };
    if flags & !allowed != 0 {
        problems.push(format!(
            "flags {flags} include bits that cannot be set here ({:?}: allowed {allowed})",
            usage
        ));
    }
}

fn check_rows(rows: &[Value], problems: &mut Vec<String>) {
    if rows.len() > 5 {
        problems.push(format!("{} action rows; at most 5", rows.len()));
    }
    let mut ids: Vec<&str> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        if row["type"] != 1 {
            problems.push(format!(
                "components/{r}: top-level components must be action rows (type 1)"
            ));
            continue;
        }
        let items = row["components"].as_array().map_or(&[][..], Vec::as_slice);
        let buttons = items.iter().filter(|c| c["type"] == 2).count();
        if items.is_empty() {
            problems.push(format!("components/{r}: an empty action row"));
        }
        if buttons > 5 {
            problems.push(format!(
                "components/{r}: {buttons} buttons; at most 5 per row"
            ));
        }
        if buttons != items.len() && items.len() != 1 {
            problems.push(format!(
                "components/{r}: a select menu must be alone in its row"
            ));
        }
        for (c, item) in items.iter().enumerate() {
            let at = format!("components/{r}/components/{c}");
            if let Some(id) = item["custom_id"].as_str() {
                if ids.contains(&id) {
                    problems.push(format!(
                        "{at}: custom_id {id:?} is used twice in one message"
                    ));
                }
                ids.push(id);
                if id.chars().count() > 100 {
                    problems.push(format!("{at}: custom_id longer than 100 characters"));
                }
            }
            match item["type"].as_u64() {
                Some(2) => check_button(item, &at, problems),
                Some(3) => check_select(item, &at, problems),
                _ => {}
            }
        }
    }
}

fn check_button(button: &Value, at: &str, problems: &mut Vec<String>) {
    let style = button["style"].as_u64().unwrap_or(0);
    let has_id = button["custom_id"].as_str().is_some_and(|s| !s.is_empty());
    let has_url = button["url"].as_str().is_some_and(|s| !s.is_empty());
    match style {
        1..=4 if !has_id || has_url => problems.push(format!(
            "{at}: a style {style} button needs a custom_id and no url"
        )),
        5 if !has_url || has_id => {
            problems.push(format!("{at}: a link button needs a url and no custom_id"))
        }
        _ => {}
    }
    let label = button["label"].as_str().unwrap_or("");
    if label.is_empty() && button["emoji"].is_null() {
        problems.push(format!("{at}: a button needs a label or an emoji"));
    }
    if label.chars().count() > 80 {
        problems.push(format!("{at}: button label longer than 80 characters"));
    }
}

fn check_select(select: &Value, at: &str, problems: &mut Vec<String>) {
    let options = select["options"].as_array().map_or(&[][..], Vec::as_slice);
    if !(1..=25).contains(&options.len()) {
        problems.push(format!(
            "{at}: a select menu needs 1-25 options, not {}",
            options.len()
        ));
    }
    let mut values = Vec::new();
    for (i, option) in options.iter().enumerate() {
        let value = option["value"].as_str().unwrap_or("");
        if values.contains(&value) {
            problems.push(format!("{at}/options/{i}: value {value:?} is used twice"));
        }
        values.push(value);
        for key in ["label", "value", "description"] {
            if option[key].as_str().map_or(0, |s| s.chars().count()) > 100 {
                problems.push(format!(
                    "{at}/options/{i}: {key} longer than 100 characters"
                ));
            }
        }
    }
    let max = select["max_values"].as_u64().unwrap_or(1);
    if max as usize > options.len() {
        problems.push(format!(
            "{at}: max_values {max} exceeds the {} options",
            options.len()
        ));
    }
}

fn check_embeds(body: &Value, problems: &mut Vec<String>) {
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut total = 0;
    for embed in body["embeds"].as_array().into_iter().flatten() {
        total += len(&embed["title"])
            + len(&embed["description"])
            + len(&embed["footer"]["text"])
            + len(&embed["author"]["name"]);
        let fields = embed["fields"].as_array().map_or(&[][..], Vec::as_slice);
        for field in fields {
            total += len(&field["name"]) + len(&field["value"]);
            if len(&field["name"]) == 0 || len(&field["value"]) == 0 {
                problems.push("an embed field needs a name and a value".into());
            }
        }
    }
    if total > 6000 {
        problems.push(format!(
            "embeds hold {total} characters; at most 6000 in one message"
        ));
    }
}

fn check_allowed_mentions(allowed: &Value, problems: &mut Vec<String>) {
    if allowed.is_null() {
        return;
    }
    let parse: Vec<&str> = allowed["parse"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    for (kind, list) in [("users", &allowed["users"]), ("roles", &allowed["roles"])] {
        let n = list.as_array().map_or(0, Vec::len);
        if parse.contains(&kind) && n > 0 {
            problems.push(format!(
                "allowed_mentions: parse [\"{kind}\"] and a {kind} list are mutually exclusive"
            ));
        }
        if n > 100 {
            problems.push(format!("allowed_mentions: {n} {kind}; at most 100"));
        }
    }
}

fn check_files(body: &Value, files: &[Part], usage: MessageUse, problems: &mut Vec<String>) {
    let listed: Option<Vec<String>> = body["attachments"].as_array().map(|list| {
        list.iter()
            .map(|a| match &a["id"] {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            })
            .collect()
    });
    for file in files {
        let Some(n) = file
            .name
            .strip_prefix("files[")
            .and_then(|s| s.strip_suffix(']'))
        else {
            problems.push(format!(
                "unexpected form part {:?} (expected payload_json or files[n])",
                file.name
            ));
            continue;
        };
        if file.filename.as_deref().is_none_or(str::is_empty) {
            problems.push(format!("{}: an upload needs a filename", file.name));
        }
        if file.data.len() > MAX_UPLOAD {
            problems.push(format!(
                "{}: {} bytes; uploads are limited to {MAX_UPLOAD}",
                file.name,
                file.data.len()
            ));
        }
        if n.parse::<u64>().is_err() {
            problems.push(format!("{}: the index must be a number", file.name));
        }
    }
    // Every uploaded picture says itself in words (the product's rule, not Discord's:
    // screen readers and failed loads read the description).
    for file in files {
        let id = file
            .name
            .strip_prefix("files[")
            .and_then(|s| s.strip_suffix(']'))
            .unwrap_or("");
        let described = body["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|a| {
                let same = match &a["id"] {
                    Value::String(s) => s == id,
                    Value::Number(n) => n.to_string() == id,
                    _ => false,
                };
                same && a["description"]
                    .as_str()
                    .is_some_and(|d| !d.trim().is_empty())
            });
        if !described {
            problems.push(format!(
                "{}: an uploaded picture needs a description (its text alternative)",
                file.name
            ));
        }
    }
    // An embed that names `attachment://X` must carry X in this payload or, on an edit,
    // keep the message's attachments by id (`attachments: [{"id": …}]`; the fake then
    // checks that the kept ones include X). Naming a picture neither carried nor kept
    // shows a broken image, or is refused.
    let uploads: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let n = f.name.strip_prefix("files[")?.strip_suffix(']')?;
            let meta = body["attachments"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|a| match &a["id"] {
                    Value::String(s) => s == n,
                    Value::Number(id) => id.to_string() == n,
                    _ => false,
                });
            meta.and_then(|m| m["filename"].as_str())
                .or(f.filename.as_deref())
                .map(str::to_string)
        })
        .collect();
    let keeps_by_id = usage == MessageUse::Edit
        && listed
            .iter()
            .flatten()
            .any(|id| !files.iter().any(|f| f.name == format!("files[{id}]")));
    for embed in body["embeds"].as_array().into_iter().flatten() {
        let Some(name) = embed["image"]["url"]
            .as_str()
            .and_then(|u| u.strip_prefix("attachment://"))
        else {
            continue;
        };
        if !uploads.iter().any(|u| u == name) && !keeps_by_id {
            problems.push(format!(
                "the embed shows attachment://{name}, which this payload neither uploads nor keeps by id"
            ));
        }
    }
    if usage != MessageUse::Edit {
        for id in listed.into_iter().flatten() {
            if !files.iter().any(|f| f.name == format!("files[{id}]")) {
                problems.push(format!(
                    "attachments lists id {id} but no files[{id}] was uploaded"
                ));
            }
        }
    }
}

/// The `data` of an autocomplete answer (callback type 8).
pub fn check_autocomplete(data: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let choices = data["choices"].as_array().map_or(&[][..], Vec::as_slice);
    if choices.len() > 25 {
        problems.push(format!(
            "{} autocomplete choices; at most 25",
            choices.len()
        ));
    }
    for (i, c) in choices.iter().enumerate() {
        let name = c["name"].as_str().map_or(0, |s| s.chars().count());
        if !(1..=100).contains(&name) {
            problems.push(format!("choices/{i}: name must be 1-100 characters"));
        }
        if c["value"].as_str().is_some_and(|v| v.chars().count() > 100) {
            problems.push(format!("choices/{i}: value longer than 100 characters"));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn button(id: &str) -> Value {
        json!({"type": 2, "style": 1, "label": "Go", "custom_id": id})
    }

    #[test]
    fn an_uploaded_picture_needs_its_description() {
        let png = || Part {
            name: "files[0]".into(),
            filename: Some("board.png".into()),
            content_type: Some("image/png".into()),
            data: b"\x89PNG".to_vec(),
        };
        let bare = json!({"content": "x", "attachments": [{"id": 0, "filename": "board.png"}]});
        let problems = check_message(&bare, &[png()], MessageUse::ChannelCreate);
        assert!(
            problems.iter().any(|p| p.contains("needs a description")),
            "{problems:?}"
        );
        let described = json!({"content": "x", "attachments": [
            {"id": 0, "filename": "board.png", "description": "The board: alice to play."}
        ]});
        assert!(check_message(&described, &[png()], MessageUse::ChannelCreate).is_empty());
    }

    #[test]
    fn an_embed_picture_is_carried_or_kept_by_id() {
        let png = Part {
            name: "files[0]".into(),
            filename: Some("board.png".into()),
            content_type: Some("image/png".into()),
            data: b"\x89PNG".to_vec(),
        };
        let embed = json!([{"title": "Board", "image": {"url": "attachment://board.png"}}]);
        let carried = json!({"embeds": embed, "attachments": [
            {"id": 0, "filename": "board.png", "description": "The board."}
        ]});
        assert!(check_message(&carried, &[png], MessageUse::ChannelCreate).is_empty());
        let kept = json!({"embeds": embed, "attachments": [{"id": "9001"}]});
        assert!(check_message(&kept, &[], MessageUse::Edit).is_empty());
        for usage in [MessageUse::Edit, MessageUse::ChannelCreate] {
            let named = json!({"embeds": embed});
            let problems = check_message(&named, &[], usage);
            assert!(
                problems
                    .iter()
                    .any(|p| p.contains("neither uploads nor keeps")),
                "{problems:?}"
            );
        }
    }

    #[test]
    fn names_follow_discords_pattern() {
        assert!(valid_name("roll"));
        assert!(valid_name("game-new_2"));
        assert!(valid_name("żeglarz"));
        assert!(!valid_name("Roll"));
        assert!(!valid_name(""));
        assert!(!valid_name("with space"));
        assert!(!valid_name(&"x".repeat(33)));
    }

    #[test]
    fn component_limits_are_enforced() {
        let row = |n: usize| json!({"type": 1, "components": (0..n).map(|i| button(&format!("b{i}"))).collect::<Vec<_>>()});
        let ok = json!({"content": "x", "components": [row(5)]});
        assert!(check_message(&ok, &[], MessageUse::InteractionCreate).is_empty());

        let six_buttons = json!({"content": "x", "components": [row(6)]});
        assert!(!check_message(&six_buttons, &[], MessageUse::InteractionCreate).is_empty());

        let six_rows = json!({"content": "x", "components": (0..6).map(|r| json!({"type": 1, "components": [button(&format!("r{r}"))]})).collect::<Vec<_>>()});
        assert!(!check_message(&six_rows, &[], MessageUse::InteractionCreate).is_empty());

        let twice = json!({"content": "x", "components": [{"type": 1, "components": [button("a"), button("a")]}]});
        let problems = check_message(&twice, &[], MessageUse::InteractionCreate);
        assert!(problems[0].contains("used twice"), "{problems:?}");

        let options: Vec<Value> = (0..26)
            .map(|i| json!({"label": i.to_string(), "value": i.to_string()}))
            .collect();
        let menu = json!({"content": "x", "components": [{"type": 1, "components": [{"type": 3, "custom_id": "m", "options": options}]}]});
        assert!(!check_message(&menu, &[], MessageUse::InteractionCreate).is_empty());
    }

    #[test]
    fn mentions_and_empty_messages() {
        let both =
            json!({"content": "x", "allowed_mentions": {"parse": ["users"], "users": ["1"]}});
        assert!(!check_message(&both, &[], MessageUse::ChannelCreate).is_empty());
        let empty = json!({"content": ""});
        assert!(!check_message(&empty, &[], MessageUse::ChannelCreate).is_empty());
        assert!(check_message(&empty, &[], MessageUse::Edit).is_empty());
        let ephemeral_post = json!({"content": "x", "flags": 64});
        assert!(!check_message(&ephemeral_post, &[], MessageUse::ChannelCreate).is_empty());
    }

    #[test]
    fn commands_are_checked() {
        let good = json!([{"name": "roll", "description": "Roll dice", "options": [
            {"name": "expression", "description": "Dice", "type": 3, "required": true},
            {"name": "private", "description": "Secret", "type": 5},
        ]}]);
        assert!(
            check_commands(&good).is_empty(),
            "{:?}",
            check_commands(&good)
        );
        let bad = json!([{"name": "Roll", "description": "", "options": [
            {"name": "private", "description": "Secret", "type": 5},
            {"name": "expression", "description": "Dice", "type": 3, "required": true},
        ]}]);
        assert_eq!(check_commands(&bad).len(), 3, "{:?}", check_commands(&bad));
    }
}
