//! Message builders with no state behind them: `/help`, `/game rules`.

use super::*;

fn game_list() -> String {
    GameKind::ALL
        .iter()
        .map(|k| format!("`{}` ({})", k.id(), k.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The refusal for a game id or name nobody knows: the closest game first when the
/// text looks like a typo of one ("Did you mean `zeppelin-attack`?"), then the games.
pub(super) fn unknown_game(game: &str) -> Msg {
    let typed = clip(&game.replace('`', ""), 40);
    match closest_game(game) {
        Some(k) => msg!(
            "turns-unknown-game-guess",
            game = typed,
            id = k.id(),
            name = k.name(),
            games = game_list()
        ),
        None => msg!("turns-unknown-game", game = typed, games = game_list()),
    }
}

/// The game whose id or name `text` is nearest to, by edit distance (`strsim`'s optimal
/// string alignment: Levenshtein with a swap of two neighbours counted as one edit, so
/// `tabel` is 1 from `table`; on lower-case letters and digits alone), when it is near
/// enough to be a typo: at most
/// a third of the wanted word's letters off (at least 1, at most 4), and nearer than
/// any other game. `zepelin` is Zeppelin Attack! (prefixes of ids count too:
/// `zepelin` is 1 away from `zeppelin`, the id's first word); `chess` is nothing.
pub fn closest_game(text: &str) -> Option<GameKind> {
    fn letters(s: &str) -> String {
        s.chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect()
    }
    let wanted = letters(text);
    if wanted.is_empty() {
        return None;
    }
    let allowed = (wanted.chars().count() / 3).clamp(1, 4);
    let mut scored: Vec<(usize, GameKind)> = GameKind::ALL
        .iter()
        .map(|k| {
            let mut names: Vec<String> = vec![letters(k.id()), letters(k.name())];
            // Each word of the id on its own ("zeppelin", "attack"), and the id's
            // start as long as the text ("zeppelinat" for "zeppelinat…").
            names.extend(k.id().split('-').map(letters));
            let id = letters(k.id());
            names.push(id.chars().take(wanted.chars().count()).collect());
            let best = names
                .iter()
                .filter(|n| !n.is_empty())
                .map(|n| strsim::osa_distance(&wanted, n))
                .min()
                .unwrap_or(usize::MAX);
            (best, *k)
        })
        .collect();
    scored.sort_by_key(|(d, _)| *d);
    match scored.as_slice() {
        [(d, k), rest @ ..] if *d <= allowed && rest.first().is_none_or(|(e, _)| e > d) => Some(*k),
        _ => None,
    }
}

/// `/game rules`, in `lang` where the game's rules are written in it.
pub(super) fn rules(game: &str, lang: Lang) -> Result<Response, Fail> {
    let Some(kind) = GameKind::find(game) else {
        return refuse(unknown_game(game));
    };
    let mut fields = Vec::new();
    let specs = kind.option_specs();
    if !specs.is_empty() {
        let lines: Vec<String> = specs
            .iter()
            .filter(|o| o.key != windward_engine::options::CARRY.key)
            .map(|o| {
                say(
                    lang,
                    &msg!(
                        "turns-rules-option",
                        key = o.key,
                        values = o.values,
                        help = o.help_in(kind.id(), lang),
                        default = o.default
                    ),
                )
            })
            .collect();
        fields.push(Field {
            name: say(lang, &msg!("turns-rules-options")),
            value: clip(&lines.join("\n"), 1024),
            inline: false,
        });
    }
    Ok(Response::one(Message::to_caller(String::new()).with_embed(
        Embed {
            title: say(lang, &msg!("turns-rules-title", game = kind.name_in(lang))),
            description: clip(kind.rules(lang), 4000),
            fields,
            colour: 0x0072B2,
            ..Embed::default()
        },
    )))
}

/// `/help`, in the caller's language `lang`.
pub(super) fn help(lang: Lang) -> Message {
    let games = GameKind::ALL
        .iter()
        .map(|k| {
            format!(
                "**{}** (`{}`) — {}",
                k.name_in(lang),
                k.id(),
                k.tagline_in(lang)
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let said = |m: Msg| say(lang, &m);
    let field = |name: Msg, value: Msg| Field {
        name: say(lang, &name),
        value: say(lang, &value),
        inline: false,
    };
    Message::to_caller(String::new()).with_embed(Embed {
        title: said(msg!("help-title")),
        description: format!(
            "{}\n\n**{}**\n{games}",
            said(msg!("help-intro")),
            said(msg!("help-games"))
        ),
        fields: vec![
            field(msg!("help-start-name"), msg!("help-start")),
            field(msg!("help-play-name"), msg!("help-play")),
            field(msg!("help-table-name"), msg!("help-table")),
            field(msg!("help-away-name"), msg!("help-away")),
            field(msg!("help-dice-name"), msg!("help-dice")),
        ],
        colour: 0x56B4E9,
        image_in_embed: false,
        footer: Some(said(msg!("help-footer"))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typo_of_a_game_names_the_closest() {
        for (typed, game) in [
            ("zepelin", GameKind::ZeppelinAttack),
            ("zeppelin atack", GameKind::ZeppelinAttack),
            ("Zeplin", GameKind::ZeppelinAttack),
            ("tabel", GameKind::Table),
            ("zefira", GameKind::Zefiria),
            ("zepyhr", GameKind::Zephyr),
            ("aether captain", GameKind::AetherCaptains),
            ("bitva", GameKind::Bitwa),
        ] {
            assert_eq!(closest_game(typed), Some(game), "{typed}");
        }
        for nothing in ["chess", "", "  ", "monopoly", "x"] {
            assert_eq!(closest_game(nothing), None, "{nothing}");
        }
        assert!(unknown_game("zepelin")
            .english()
            .contains("Did you mean `zeppelin-attack`"));
    }
}
