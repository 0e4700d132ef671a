//! The script grammar of the offline channel: one line, one user action or directive.

use windward_engine::i18n::Lang;

/// One line of input, parsed.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    Blank,
    Restart,
    Channel(String),
    Admin(String),
    /// Let time pass (deadlines fall due).
    Wait(i64),
    Command {
        user: String,
        path: String,
        options: Vec<(String, String)>,
    },
    Click {
        user: String,
        label: String,
    },
    Select {
        user: String,
        placeholder: String,
        option: String,
    },
    Autocomplete {
        user: String,
        path: String,
        option: String,
        partial: String,
        others: Vec<(String, String)>,
    },
    /// `:locale alice pl`: the user's Discord language from now on.
    Locale {
        user: String,
        lang: Lang,
    },
    /// `:server-locale pl`: the server's Discord language from now on.
    ServerLocale(Lang),
    /// `@alice[pl] …`: the line as its user would send it in that language.
    InLanguage {
        lang: Lang,
        line: Box<Line>,
    },
}

/// Parses one script line.
///
/// # Errors
/// A sentence saying what is wrong with the line.
pub fn parse_line(raw: &str) -> Result<Line, String> {
    let line = raw.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Blank);
    }
    if let Some(directive) = line.strip_prefix(':') {
        let words = tokenize(directive)?;
        return match words
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice()
        {
            ["restart"] => Ok(Line::Restart),
            ["channel", name] => Ok(Line::Channel(name.to_string())),
            ["admin", name] => Ok(Line::Admin(name.trim_start_matches('@').to_string())),
            ["wait", span @ ..] if !span.is_empty() => parse_span(&span.join(" ")).map(Line::Wait),
            ["locale", name, code] => Ok(Line::Locale {
                user: name.trim_start_matches('@').to_string(),
                lang: language(code)?,
            }),
            ["server-locale", code] => language(code).map(Line::ServerLocale),
            _ => Err(format!(
                "unknown directive `{line}` (use :restart, :channel NAME, :admin NAME, :wait 12h, :locale NAME pl or :server-locale pl)"
            )),
        };
    }
    let Some(rest) = line.strip_prefix('@') else {
        return Err("a line starts with @user, :directive or # comment".into());
    };
    let (user, rest) = rest
        .split_once(char::is_whitespace)
        .ok_or("after @user comes a command, click, select or autocomplete")?;
    // `@alice[pl]`: this line in that language.
    if let Some((user, code)) = user.strip_suffix(']').and_then(|u| u.split_once('[')) {
        let lang = language(code)?;
        let line = parse_line(&format!("@{user} {rest}"))?;
        return Ok(Line::InLanguage {
            lang,
            line: Box::new(line),
        });
    }
    if user.is_empty()
        || !user
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.')
    {
        return Err(format!(
            "`@{user}` is not a user name (letters, digits, _ - .)"
        ));
    }
    let user = user.to_string();
    let words = tokenize(rest)?;
    let Some(first) = words.first() else {
        return Err("nothing after the user".into());
    };
    match first.as_str() {
        "click" => match words.as_slice() {
            [_, label] => Ok(Line::Click {
                user,
                label: label.clone(),
            }),
            _ => Err("write: @user click \"Button label\"".into()),
        },
        "select" => match words.as_slice() {
            [_, placeholder, option] => Ok(Line::Select {
                user,
                placeholder: placeholder.clone(),
                option: option.clone(),
            }),
            _ => Err("write: @user select \"Menu placeholder\" \"Option label\"".into()),
        },
        "autocomplete" => {
            let (path, options) = command_words(&words[1..])?;
            let Some(((option, partial), others)) = options.split_last() else {
                return Err("write: @user autocomplete /play action:\"partial\"".into());
            };
            Ok(Line::Autocomplete {
                user,
                path,
                option: option.clone(),
                partial: partial.clone(),
                others: others.to_vec(),
            })
        }
        _ => {
            let (path, options) = command_words(&words)?;
            Ok(Line::Command {
                user,
                path,
                options,
            })
        }
    }
}

/// A language code as a script writes it.
fn language(code: &str) -> Result<Lang, String> {
    Lang::parse(code).ok_or_else(|| format!("`{code}` is not a language I speak (en, pl, fr)"))
}

/// `90s`, `15m`, `12h`, `2d`, `1h 30m` → milliseconds.
fn parse_span(span: &str) -> Result<i64, String> {
    let bad = || format!("`{span}` is not a duration like 90s, 15m, 12h or 2d");
    let duration = humantime::parse_duration(span).map_err(|_| bad())?;
    i64::try_from(duration.as_millis()).map_err(|_| format!("`{span}` is too long"))
}

/// `/game new game:table options:"rounds=3"` → ("game new", [(game, table), (options, rounds=3)]).
fn command_words(words: &[String]) -> Result<(String, Vec<(String, String)>), String> {
    let Some(first) = words.first() else {
        return Err("expected a slash command".into());
    };
    let Some(name) = first.strip_prefix('/') else {
        return Err(format!(
            "expected a slash command, click, select or autocomplete, not `{first}`"
        ));
    };
    let mut path = vec![name.to_string()];
    let mut options = Vec::new();
    for word in &words[1..] {
        match word.split_once(':') {
            Some((key, value))
                if !key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c == '_' || c == '-') =>
            {
                options.push((key.to_string(), value.to_string()));
            }
            _ if options.is_empty() => path.push(word.clone()),
            _ => return Err(format!("`{word}` is not an option (write name:value)")),
        }
    }
    Ok((path.join(" "), options))
}

/// Splits a line into words as a POSIX shell would (`shlex`): "double" or 'single'
/// quotes keep a phrase together, also mid-word (`expression:"2d6 + 1"`), `\"` escapes
/// a quote, and a word starting with `#` begins a comment.
fn tokenize(text: &str) -> Result<Vec<String>, String> {
    shlex::split(text).ok_or_else(|| "a quote is not closed".to_string())
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn the_corpus_parses_or_says_why() {
        for line in windward_engine::corpus(include_str!("../../corpus/script_lines.txt")) {
            if let Err(why) = parse_line(&line) {
                assert!(!why.is_empty(), "{line:?}");
            }
        }
    }

    proptest! {
        // A script line is typed by a person: any text parses or says why, never panics.
        #[test]
        fn any_line_parses_or_says_why(line in "\\PC{0,200}", shaped in "(@[a-z]{1,8} )?(/|:|click |select )?[ -~]{0,80}") {
            for l in [&line, &shaped] {
                if let Err(why) = parse_line(l) {
                    prop_assert!(!why.is_empty());
                }
            }
        }
    }

    fn opts(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn parses_every_kind_of_line() {
        assert_eq!(parse_line("  # hi"), Ok(Line::Blank));
        assert_eq!(parse_line(":restart"), Ok(Line::Restart));
        assert_eq!(
            parse_line(":channel side"),
            Ok(Line::Channel("side".into()))
        );
        assert_eq!(parse_line(":admin @carol"), Ok(Line::Admin("carol".into())));
        assert_eq!(parse_line(":wait 12h"), Ok(Line::Wait(12 * 3_600_000)));
        assert_eq!(parse_line(":wait 90s"), Ok(Line::Wait(90_000)));
        assert!(parse_line(":wait soon").is_err());
        assert_eq!(
            parse_line(":locale @alice PL"),
            Ok(Line::Locale {
                user: "alice".into(),
                lang: Lang::Pl
            })
        );
        assert_eq!(
            parse_line(":server-locale fr"),
            Ok(Line::ServerLocale(Lang::Fr))
        );
        assert!(parse_line(":locale alice de").is_err());
        assert_eq!(
            parse_line("@alice[pl] /help"),
            Ok(Line::InLanguage {
                lang: Lang::Pl,
                line: Box::new(Line::Command {
                    user: "alice".into(),
                    path: "help".into(),
                    options: Vec::new()
                })
            })
        );
        assert!(parse_line("@alice[xx] /help").is_err());
        assert_eq!(
            parse_line(r#"@alice /roll expression:"2d6 + 1" private:true"#),
            Ok(Line::Command {
                user: "alice".into(),
                path: "roll".into(),
                options: opts(&[("expression", "2d6 + 1"), ("private", "true")])
            })
        );
        assert_eq!(
            parse_line("@bob /game new game:table"),
            Ok(Line::Command {
                user: "bob".into(),
                path: "game new".into(),
                options: opts(&[("game", "table")])
            })
        );
        assert_eq!(
            parse_line(r#"@bob click "End turn""#),
            Ok(Line::Click {
                user: "bob".into(),
                label: "End turn".into()
            })
        );
        assert_eq!(
            parse_line(r#"@bob select "Pick" "Swap \"A\"""#),
            Ok(Line::Select {
                user: "bob".into(),
                placeholder: "Pick".into(),
                option: "Swap \"A\"".into()
            })
        );
        assert_eq!(
            parse_line(r#"@bob click 'Say "hi"'   # a comment after the line"#),
            Ok(Line::Click {
                user: "bob".into(),
                label: "Say \"hi\"".into()
            })
        );
        assert_eq!(parse_line(":wait 1h 30m"), Ok(Line::Wait(90 * 60_000)));
        assert!(matches!(
            parse_line(r#"@bob autocomplete /play action:"e""#),
            Ok(Line::Autocomplete { .. })
        ));
    }

    #[test]
    fn malformed_lines_say_why() {
        for bad in [
            "alice /roll",
            "@alice",
            "@al!ce /help",
            r#"@a /roll expression:"2d6"#,
            "@a click",
            ":dance",
            "@a dance",
            "@a /game new game:x stray",
        ] {
            assert!(parse_line(bad).is_err(), "{bad}");
        }
    }
}
