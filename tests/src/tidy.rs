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
}
