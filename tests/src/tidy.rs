//! Tidy checks over the whole workspace's sources (as rust-analyzer's `tidy` does):
//! rules no compiler or lint enforces.

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    /// Every `.rs` file under `dir` (skipping `target` and hidden folders).
    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if path.is_dir() {
                if name != "target" && !name.starts_with('.') {
                    rust_files(&path, out);
                }
            } else if name.ends_with(".rs") {
                out.push(path);
            }
        }
    }

    /// Every source file says what it is for: its first line is a module doc (`//!`),
    /// so whoever opens it next knows its one job before reading the code.
    #[test]
    fn every_source_file_begins_with_a_module_doc() {
        let root = crate::repo_root();
        let mut files = Vec::new();
        for crate_dir in ["engine", "render", "bot", "tests"] {
            rust_files(&root.join(crate_dir), &mut files);
        }
        assert!(files.len() > 100, "found only {} files", files.len());
        let undocumented: Vec<String> = files
            .iter()
            .filter(|path| {
                let text = std::fs::read_to_string(path).unwrap_or_default();
                let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
                !first.starts_with("//!")
            })
            .map(|path| {
                path.strip_prefix(&root)
                    .unwrap_or(path)
                    .display()
                    .to_string()
            })
            .collect();
        assert!(
            undocumented.is_empty(),
            "these files do not begin with a module doc (`//! what this file is for`):\n{}",
            undocumented.join("\n")
        );
    }

    /// The source of `text` with its test code blanked (lines kept, so numbers still
    /// point into the file): items under a `#[cfg(test)]` at the top level (rustfmt
    /// puts their closing brace alone at column 0).
    fn without_tests(text: &str) -> String {
        let mut out = String::new();
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            if line.trim_end() != "#[cfg(test)]" {
                out.push_str(line);
                out.push('\n');
                continue;
            }
            out.push('\n');
            let Some(item) = lines.next() else { break };
            out.push('\n');
            if item.trim_end().ends_with('{') {
                for inner in lines.by_ref() {
                    out.push('\n');
                    if inner == "}" {
                        break;
                    }
                }
            }
        }
        out
    }

    /// What names `kind` in code or prose: its registry variant, and (for the games,
    /// not the free table, whose words are the bot's everyday ones) its id, name and
    /// the first word of each.
    fn names_of(kind: windward_engine::GameKind) -> Vec<String> {
        let mut names = vec![format!("gamekind::{kind:?}").to_lowercase()];
        if kind != windward_engine::GameKind::Table {
            let first_word = |s: &str| {
                s.split(|c: char| !c.is_alphanumeric())
                    .next()
                    .unwrap_or_default()
                    .to_lowercase()
            };
            names.push(kind.id().to_lowercase());
            names.push(kind.name().to_lowercase());
            names.push(first_word(kind.id()));
            names.push(first_word(kind.name()));
        }
        names
    }

    /// No code in `bot/src` outside its tests names a game (comments may cite one as
    /// an example): what differs between games is the registry's to say
    /// (`engine/src/kind.rs`, the `Game` trait), so a new game needs no edit in the bot.
    /// A `//` inside a string literal cuts the line short here; no game name hides
    /// behind one today.
    #[test]
    fn the_bot_names_no_game_outside_its_tests() {
        let root = crate::repo_root();
        let mut files = Vec::new();
        rust_files(&root.join("bot/src"), &mut files);
        assert!(files.len() > 30, "found only {} files", files.len());
        let mut found = Vec::new();
        for path in &files {
            let relative = path.strip_prefix(&root).unwrap_or(path);
            let is_tests = relative
                .iter()
                .any(|part| part == "tests" || part == "tests.rs");
            if is_tests {
                continue;
            }
            let text = std::fs::read_to_string(path).unwrap_or_default();
            for (n, line) in without_tests(&text).lines().enumerate() {
                // Comments may cite a game as an example or a measurement's setting.
                let code = line.split("//").next().unwrap_or_default();
                let lower = code.to_lowercase();
                for &kind in windward_engine::GameKind::ALL {
                    if let Some(name) = names_of(kind).iter().find(|name| lower.contains(*name)) {
                        found.push(format!(
                            "{}:{}: {name}: {}",
                            relative.display(),
                            n + 1,
                            line.trim()
                        ));
                    }
                }
            }
        }
        assert!(
            found.is_empty(),
            "bot/src names a game outside its tests (say it in the game's registry entry instead):\n{}",
            found.join("\n")
        );
    }

    #[test]
    fn test_code_is_left_out_of_the_name_check() {
        let text = "fn a() {}\n#[cfg(test)]\nmod tests {\n    zephyr\n}\n#[cfg(test)]\nuse x;\nfn b() {}\n";
        assert_eq!(without_tests(text), "fn a() {}\n\n\n\n\n\n\nfn b() {}\n");
    }

    /// The longest a source file may be, and a function outside tests.
    const MAX_FILE_LINES: usize = 1_500;
    const MAX_FN_LINES: usize = 150;

    /// Functions that are tables of data, allowed past [`MAX_FN_LINES`]: (file, name).
    const DATA_TABLES: &[(&str, &str)] = &[("engine/src/games/zephyr/catalogue.rs", "components")];

    /// The functions in `text` longer than `limit` lines, from the `fn` line to its
    /// closing brace (rustfmt puts it alone at the `fn`'s indentation): (line, name,
    /// length).
    fn long_functions(text: &str, limit: usize) -> Vec<(usize, String, usize)> {
        let lines: Vec<&str> = text.lines().collect();
        let mut found = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let indent = &line[..line.len() - line.trim_start().len()];
            let mut rest = line.trim_start();
            for prefix in [
                "pub(crate) ",
                "pub(super) ",
                "pub ",
                "const ",
                "async ",
                "unsafe ",
            ] {
                rest = rest.strip_prefix(prefix).unwrap_or(rest);
            }
            let Some(signature) = rest.strip_prefix("fn ") else {
                continue;
            };
            let name: String = signature
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let Some(open) = (i..lines.len()).find(|&j| {
                let end = lines[j].trim_end();
                end.ends_with('{') || end.ends_with(';')
            }) else {
                continue;
            };
            if lines[open].trim_end().ends_with(';') {
                continue;
            }
            let close = format!("{indent}}}");
            if let Some(end) = (open + 1..lines.len()).find(|&k| lines[k] == close) {
                let length = end - i + 1;
                if length > limit {
                    found.push((i + 1, name, length));
                }
            }
        }
        found
    }

    /// One job per file: no source file over 1,500 lines, and no function over 150
    /// outside tests and tables of data. Split along the seams (a folder of files, an
    /// `impl` block per topic, a helper per step) rather than raise the limits.
    #[test]
    fn files_and_functions_stay_small() {
        let root = crate::repo_root();
        let mut files = Vec::new();
        for crate_dir in ["engine", "render", "bot", "tests"] {
            rust_files(&root.join(crate_dir), &mut files);
        }
        let mut problems = Vec::new();
        for path in &files {
            let relative = path.strip_prefix(&root).unwrap_or(path);
            let text = std::fs::read_to_string(path).unwrap_or_default();
            let count = text.lines().count();
            if count > MAX_FILE_LINES {
                problems.push(format!("{}: {count} lines", relative.display()));
            }
            let is_tests = relative
                .iter()
                .any(|part| part == "tests" || part == "tests.rs");
            if is_tests {
                continue;
            }
            for (line, name, length) in long_functions(&without_tests(&text), MAX_FN_LINES) {
                let file = relative.to_string_lossy().replace('\\', "/");
                if !DATA_TABLES.contains(&(file.as_str(), name.as_str())) {
                    problems.push(format!("{file}:{line}: fn {name} is {length} lines"));
                }
            }
        }
        assert!(
            problems.is_empty(),
            "over the limits ({MAX_FILE_LINES} lines a file, {MAX_FN_LINES} a function):\n{}",
            problems.join("\n")
        );
    }

    #[test]
    fn a_function_is_measured_to_its_closing_brace() {
        let body = "    x();\n".repeat(4);
        let text =
            format!("fn short() {{\n}}\n\npub(crate) fn long(\n    a: u8,\n) {{\n{body}}}\n");
        assert_eq!(long_functions(&text, 5), vec![(4, "long".to_string(), 8)]);
        assert!(long_functions(&text, 8).is_empty());
    }

    /// Every message id the code names (`msg!("…"` and `Msg::new("…"`) is in the
    /// English `.ftl` files, so no player ever reads an id; the translations' own
    /// checks (nothing English lacks, the same arguments) are `i18n::problems`.
    #[test]
    fn every_message_the_code_names_is_in_english() {
        use windward_engine::i18n::{has, Lang};
        let root = crate::repo_root();
        let mut files = Vec::new();
        for crate_dir in ["engine", "render", "bot"] {
            rust_files(&root.join(crate_dir), &mut files);
        }
        let mut named = 0;
        let mut missing = Vec::new();
        for path in &files {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            for opener in ["msg!(\"", "Msg::new(\""] {
                for (at, _) in text.match_indices(opener) {
                    let rest = &text[at + opener.len()..];
                    let Some(end) = rest.find('"') else { continue };
                    let id = &rest[..end];
                    // The macro's own definition and doc examples name no real id.
                    if id.is_empty() || id.contains(['…', '$', ' ']) {
                        continue;
                    }
                    named += 1;
                    if !has(Lang::En, id) {
                        let line = text[..at].lines().count();
                        let shown = path.strip_prefix(&root).unwrap_or(path);
                        missing.push(format!("{}:{line}: {id}", shown.display()));
                    }
                }
            }
        }
        assert!(
            named > 50,
            "found only {named} message ids: is the scan broken?"
        );
        assert!(missing.is_empty(), "not in English: {missing:#?}");
    }

    /// The English sentences `text` hands straight to a player (a refusal, a reply, a
    /// message's text) instead of through a message id: (line, sentence).
    fn english_for_players(text: &str) -> Vec<(usize, String)> {
        let mut found = Vec::new();
        for opener in ["refuse(", "to_caller(", "to_channel(", "Text::from("] {
            for (at, _) in text.match_indices(opener) {
                let rest = text[at + opener.len()..].trim_start();
                let rest = rest.strip_prefix("format!(").unwrap_or(rest).trim_start();
                let Some(literal) = rest.strip_prefix('"') else {
                    continue;
                };
                let literal: String = literal.chars().take_while(|&c| c != '"').collect();
                // A sentence: two words of letters side by side (not an id or a file name).
                let words: Vec<&str> = literal.split_whitespace().collect();
                let is_sentence = words.windows(2).any(|pair| {
                    pair.iter()
                        .all(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
                });
                if is_sentence {
                    found.push((text[..at].matches('\n').count() + 1, literal));
                }
            }
        }
        found
    }

    #[test]
    fn a_sentence_for_a_player_is_found_and_an_id_is_not() {
        let text = "refuse(\n    \"That game has ended.\")\nrefuse(msg!(\"a-b\"))\nMessage::to_caller(format!(\"{} wins\", x))\nText::from(\"\\n\")\n";
        let found: Vec<usize> = english_for_players(text)
            .iter()
            .map(|(line, _)| *line)
            .collect();
        assert_eq!(found, vec![1]);
        let text = "Message::to_caller(format!(\"Well done, {}\", x))";
        assert_eq!(english_for_players(text).len(), 1);
    }

    /// Every reply, refusal and message the app writes goes through a message id, so
    /// it reads in its reader's language (`engine/locales/`): no English sentence is
    /// handed to a player directly in `bot/src/app` outside its tests.
    #[test]
    fn the_app_hands_players_no_english_sentence_directly() {
        let root = crate::repo_root();
        let mut files = Vec::new();
        rust_files(&root.join("bot/src/app"), &mut files);
        let mut found = Vec::new();
        for path in &files {
            let relative = path.strip_prefix(&root).unwrap_or(path);
            if relative
                .iter()
                .any(|part| part == "tests" || part == "tests.rs")
            {
                continue;
            }
            let text = std::fs::read_to_string(path).unwrap_or_default();
            for (line, literal) in english_for_players(&without_tests(&text)) {
                found.push(format!("{}:{line}: {literal}", relative.display()));
            }
        }
        assert!(
            found.is_empty(),
            "English handed to players:\n{}",
            found.join("\n")
        );
    }

    /// Only `bot` knows Discord or SQL: the engine and render depend on none of the
    /// Discord, database or runtime crates (so a game or a picture never reaches for
    /// them, and both build without them).
    #[test]
    fn only_the_bot_depends_on_discord_or_sql() {
        let root = crate::repo_root();
        for krate in ["engine", "render"] {
            let manifest = std::fs::read_to_string(root.join(krate).join("Cargo.toml"))
                .expect("a crate manifest");
            let dependencies: Vec<&str> = manifest
                .lines()
                .skip_while(|l| l.trim() != "[dependencies]")
                .skip(1)
                .take_while(|l| !l.trim_start().starts_with('['))
                .filter_map(|l| l.split(['=', '.']).next())
                .map(str::trim)
                .filter(|name| !name.is_empty() && !name.starts_with('#'))
                .collect();
            assert!(dependencies.len() > 3, "{krate}: read {dependencies:?}");
            for forbidden in ["serenity", "poise", "sqlx", "tokio", "reqwest"] {
                assert!(
                    !dependencies.contains(&forbidden),
                    "{krate} depends on {forbidden}: only bot knows Discord, SQL and the runtime"
                );
            }
        }
    }

    /// `scripts/test` runs every integration test target: each one cargo finds (a
    /// `tests/*.rs` file or a `tests/*/main.rs` folder in a crate) is named in one of its
    /// lanes, so a new test file cannot be left out of CI.
    #[test]
    fn the_test_script_runs_every_test_target() {
        let root = crate::repo_root();
        let script = std::fs::read_to_string(root.join("scripts/test")).expect("scripts/test");
        let mut targets = Vec::new();
        for krate in ["bot", "engine", "render", "tests"] {
            let Ok(entries) = std::fs::read_dir(root.join(krate).join("tests")) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                let name = entry.file_name().to_string_lossy().to_string();
                if let Some(stem) = name.strip_suffix(".rs") {
                    targets.push(stem.to_string());
                } else if path.join("main.rs").exists() {
                    targets.push(name);
                }
            }
        }
        assert!(targets.len() >= 8, "read {targets:?}");
        for target in targets {
            assert!(
                script.contains(&format!("--test {target}")),
                "scripts/test runs no `--test {target}`: add it to a lane"
            );
        }
    }
}
