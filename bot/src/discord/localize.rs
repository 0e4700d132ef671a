//! Every command's, option's and choice's name and description in every language,
//! from `engine/locales/<lang>/commands.ftl`: Discord shows each user their own, and
//! still sends the English names back, so nothing else changes.
//!
//! The English file is the source of the descriptions too (the poise definitions
//! carry none), so one file holds every word of the command picker.

use std::borrow::Cow;

use windward_engine::i18n::{attribute, has, say, Lang, Msg};

use super::{Data, Error};

/// Fills `commands`' descriptions and localisations from the commands' Fluent files.
pub fn localize(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        command_words(command, "");
    }
}

/// The Fluent id of a command (`cmd-game-new`), an option (`opt-game-new-game`) or a
/// choice (`choice-settings-language-default`).
pub fn id(kind: &str, path: &[&str]) -> String {
    // Fluent ids are ASCII: other letters are left out (a choice named in its own
    // language, like "Français", has no translations to find).
    let slug: Vec<String> = path
        .iter()
        .map(|p| {
            p.to_lowercase()
                .replace(' ', "-")
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect()
        })
        .collect();
    format!("{kind}-{}", slug.join("-"))
}

type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// Each translation of `id`'s value, by Discord locale.
fn names(id: &str) -> Localizations {
    translated(id, |lang| say(lang, &Msg::new(id.to_string())))
}

/// Each translation of `id`'s description, by Discord locale.
fn descriptions(id: &str) -> Localizations {
    translated(id, |lang| {
        attribute(lang, id, "description").unwrap_or_default()
    })
}

fn translated(id: &str, word: impl Fn(Lang) -> String) -> Localizations {
    Lang::ALL
        .into_iter()
        .filter(|lang| *lang != Lang::En && has(*lang, id))
        .map(|lang| (Cow::Borrowed(lang.discord_locale()), Cow::Owned(word(lang))))
        .collect::<Vec<_>>()
        .into()
}

fn command_words(command: &mut poise::Command<Data, Error>, parent: &str) {
    let path = if parent.is_empty() {
        command.name.to_string()
    } else {
        format!("{parent} {}", command.name)
    };
    let parts: Vec<&str> = path.split(' ').collect();
    let cmd = id("cmd", &parts);
    command.description = attribute(Lang::En, &cmd, "description").map(Cow::Owned);
    command.name_localizations = names(&cmd);
    command.description_localizations = descriptions(&cmd);
    for parameter in &mut command.parameters {
        let mut at = parts.clone();
        at.push(&parameter.name);
        let opt = id("opt", &at);
        parameter.description = attribute(Lang::En, &opt, "description").map(Cow::Owned);
        parameter.name_localizations = names(&opt);
        parameter.description_localizations = descriptions(&opt);
        let choices: Vec<poise::CommandParameterChoice> = parameter
            .choices
            .iter()
            .map(|choice| {
                let mut at = at.clone();
                at.push(&choice.name);
                let mut choice = choice.clone();
                choice.localizations = names(&id("choice", &at));
                choice
            })
            .collect();
        parameter.choices = choices.into();
    }
    for sub in &mut command.subcommands {
        command_words(sub, &path);
    }
}
