//! `/game cards` and `windward cards`: a game's components for players to look up
//! (the engine's catalogue), like a board game's "game help". Nothing here reads or
//! changes a session: it works in any channel, with or without a game.
//!
//! `/game cards` answers in the caller's language: its own words (`cards-…` in
//! `games.ftl`), and the components as the game names them in it (Bitwa's in Polish,
//! Zefiria's in French; the others in English). A name typed in English finds its
//! component in every language. `windward cards` stays English.

use windward_engine::catalogue::{colon, count_of, find, search, Component, Part};

use super::messages::unknown_game;
use super::reply::Image;
use super::*;

/// The file name of a component's picture.
pub const CARD_PNG: &str = "card.png";
/// The list's share of an embed description (Discord allows 4096): all of it, less the
/// 60 characters `list_message` keeps for its summary line. A list longer than that
/// goes on in fields (`overflow`: Zephyr's 221 designs).
const LIST_BUDGET: usize = 4096;
/// Near matches named when a card is not found.
const NEAR_MATCHES: usize = 5;
const COLOUR: u32 = 0x0072B2;

impl App {
    /// `/game cards` for a caller reading `lang`.
    pub(super) async fn cards(
        &self,
        lang: Lang,
        game: &str,
        card: Option<&str>,
    ) -> Result<Response, Fail> {
        let Some(kind) = GameKind::find(game) else {
            return refuse(unknown_game(game));
        };
        let list = kind.catalogue_in(lang);
        let Some(wanted) = card.map(str::trim).filter(|c| !c.is_empty()) else {
            return Ok(Response::one(list_message(lang, kind, &list)));
        };
        let Some(component) = find_in(kind, lang, &list, wanted) else {
            return refuse(not_found(lang, kind, &list, wanted));
        };
        let mut message = card_message(lang, kind, component);
        message.image = self.card_image(lang, kind, component.clone()).await;
        if message.image.is_none() {
            if let Some(embed) = &mut message.embed {
                embed.image_in_embed = false;
            }
        }
        Ok(Response::one(message))
    }

    /// The component's picture, drawn off the async runtime, its game named in `lang`
    /// (the component's own words are those of the language it was read in).
    pub(super) async fn card_image(
        &self,
        lang: Lang,
        kind: GameKind,
        component: Component,
    ) -> Option<Image> {
        if !self.board.render {
            return None;
        }
        let game = kind.name_in(lang);
        let said = format!("{game}: {}. {}", component.name, component.text);
        let drawn = board::drawn(move || windward_render::catalogue(&game, &component)).await;
        match drawn {
            Ok(Ok(png)) => Some(Image::new(CARD_PNG, png.bytes, said)),
            Ok(Err(e)) => {
                warn!(error = %e, "card image failed");
                None
            }
            Err(e) => {
                warn!(error = %e, "card image task failed");
                None
            }
        }
    }
}

/// The component called `text` in `list` (the catalogue in `lang`), or failing that
/// the one its English name or id calls so.
fn find_in<'a>(
    kind: GameKind,
    lang: Lang,
    list: &'a [Component],
    text: &str,
) -> Option<&'a Component> {
    find(list, text).or_else(|| {
        if lang == Lang::En {
            return None;
        }
        let english = kind.catalogue();
        let id = find(&english, text)?.id.clone();
        list.iter().find(|c| c.id == id)
    })
}

/// Suggestions for `/game cards card:` (at most 25): the game's components whose
/// name contains what is typed, best first, in the caller's language (then those whose
/// English name does); nothing until a known game is chosen.
pub(super) fn suggestions(lang: Lang, game: Option<&str>, partial: &str) -> Vec<Suggestion> {
    let Some(kind) = game.and_then(GameKind::find) else {
        return Vec::new();
    };
    let list = kind.catalogue_in(lang);
    let mut found = search(&list, partial);
    if lang != Lang::En {
        let english = kind.catalogue();
        for c in search(&english, partial) {
            if let Some(own) = list.iter().find(|o| o.id == c.id) {
                if !found.contains(&own) {
                    found.push(own);
                }
            }
        }
    }
    found
        .into_iter()
        .take(25)
        .map(|c| Suggestion {
            name: clip(&format!("{} — {}", named(c), c.face.subtitle), 100),
            value: c.id.clone(),
        })
        .collect()
}

/// "Lightning Projector ×2"; a single copy goes without a count.
fn named(c: &Component) -> String {
    if c.count == 1 {
        c.name.clone()
    } else {
        format!("{} ×{}", c.name, c.count)
    }
}

/// Where a component belongs in the list: the first part of its subtitle
/// ("Attack card", "Scenario card").
fn group_of(c: &Component) -> &str {
    c.face
        .subtitle
        .split(" · ")
        .next()
        .filter(|g| !g.is_empty())
        .unwrap_or(c.kind)
}

/// The groups in catalogue order: (name, components).
fn groups(list: &[Component]) -> Vec<(&str, Vec<&Component>)> {
    let mut out: Vec<(&str, Vec<&Component>)> = Vec::new();
    for c in list {
        let group = group_of(c);
        match out.iter_mut().find(|(g, _)| *g == group) {
            Some((_, members)) => members.push(c),
            None => out.push((group, vec![c])),
        }
    }
    out
}

fn pieces(list: &[Component]) -> u32 {
    list.iter().map(|c| c.count).sum()
}

fn pieces_of(members: &[&Component]) -> u32 {
    members.iter().map(|c| c.count).sum()
}

/// What separates a group's heading from its names: "): ", or in French "):" after
/// a no-break space.
fn head_end(lang: Lang) -> String {
    format!("){} ", colon(lang))
}

/// One line per group, names with their counts; a group that would overrun the
/// budget names as many as fit and says how many more there are.
fn list_text(lang: Lang, list: &[Component], budget: usize) -> String {
    let groups = groups(list);
    let mut lines = Vec::new();
    let mut left = budget;
    let more_tail = |more: usize| format!(" {}", say(lang, &msg!("cards-more", more = more)));
    for (i, (group, members)) in groups.iter().enumerate() {
        let head = format!("**{group}** ({}{}", pieces_of(members), head_end(lang));
        // Keep room for the groups still to come to show at least their heading.
        let reserve: usize = groups[i + 1..]
            .iter()
            .map(|(g, _)| g.chars().count() + 24)
            .sum();
        let room = left.saturating_sub(reserve + head.chars().count() + 1);
        let mut names = String::new();
        let mut shown = 0;
        for (j, c) in members.iter().enumerate() {
            let name = named(c);
            let more = members.len() - j - 1;
            let tail = if more > 0 {
                more_tail(more)
            } else {
                String::new()
            };
            let sep = if names.is_empty() { "" } else { ", " };
            if names.chars().count() + sep.len() + name.chars().count() + tail.chars().count()
                > room
            {
                break;
            }
            names.push_str(sep);
            names.push_str(&name);
            shown += 1;
        }
        if shown < members.len() {
            let rest = members.len() - shown;
            if names.is_empty() {
                names = say(lang, &msg!("cards-designs", n = rest));
            } else {
                names.push_str(&more_tail(rest));
            }
        }
        let line = format!("{head}{names}");
        left = left.saturating_sub(line.chars().count() + 1);
        lines.push(line);
    }
    lines.join("\n")
}

fn list_message(lang: Lang, kind: GameKind, list: &[Component]) -> Message {
    let game = kind.name_in(lang);
    if list.is_empty() {
        return Message::to_caller(say(lang, &msg!("cards-none", game = game.as_str())));
    }
    let designs = list.len();
    let total = pieces(list);
    let summary = if designs as u32 == total {
        say(lang, &msg!("cards-summary-components", designs = designs))
    } else {
        say(
            lang,
            &msg!("cards-summary-designs", designs = designs, total = total),
        )
    };
    let (description, fields) = match overflow(lang, &summary, list) {
        Some(split) => split,
        None => (
            format!("{summary}\n\n{}", list_text(lang, list, LIST_BUDGET - 60)),
            Vec::new(),
        ),
    };
    Message::to_caller(String::new()).with_embed(Embed {
        title: clip(&say(lang, &msg!("cards-title", game = game.as_str())), 256),
        description,
        fields,
        colour: COLOUR,
        image_in_embed: false,
        footer: Some(clip(
            &say(lang, &msg!("cards-list-footer", id = kind.id())),
            2048,
        )),
    })
}

/// Every name, when the whole list is too long for the description alone: the groups
/// that fit stay in it, the next ones become fields of their own (a field's value
/// holds 1,024 characters, an embed 6,000 in all; Zephyr's 221 designs need this).
/// `None` when it all fits in the description, or not even the fields hold it (then
/// the list names as many as fit, as ever).
fn overflow(lang: Lang, summary: &str, list: &[Component]) -> Option<(String, Vec<Field>)> {
    let full = list_text(lang, list, usize::MAX / 2);
    let mut description = format!("{summary}\n\n");
    if description.chars().count() + full.chars().count() <= LIST_BUDGET {
        return None;
    }
    let head_end = head_end(lang);
    let mut fields = Vec::new();
    let mut total = description.chars().count();
    for (line, (group, members)) in full.lines().zip(groups(list)) {
        if fields.is_empty() && description.chars().count() + line.chars().count() < LIST_BUDGET {
            description.push_str(line);
            description.push('\n');
            total += line.chars().count() + 1;
            continue;
        }
        let name = format!("{group} ({})", pieces_of(&members));
        let value = line
            .split_once(head_end.as_str())
            .map_or(line, |(_, names)| names)
            .to_string();
        if value.chars().count() > 1024 || fields.len() == 25 {
            return None;
        }
        total += name.chars().count() + value.chars().count();
        fields.push(Field {
            name,
            value,
            inline: false,
        });
    }
    // Room for the title and the footer within the embed's 6,000.
    (total + 400 <= 6000).then(|| (description.trim_end().to_string(), fields))
}

/// The component's text with its headings in bold and its subtitle in italics.
fn card_text(c: &Component) -> String {
    let colon = colon(c.face.lang);
    let mut lines = vec![format!("*{}*", c.face.subtitle)];
    for part in &c.face.parts {
        let (label, text) = match part {
            Part::Stats(row) => {
                let values: Vec<String> = row.stats.iter().map(|s| s.text()).collect();
                (&row.caption, values.join(" · "))
            }
            Part::Section(s) => (&s.heading, s.text.clone()),
        };
        lines.push(if label.is_empty() {
            text
        } else {
            format!("**{label}{colon}** {text}")
        });
    }
    lines.join("\n")
}

/// "2 cards", in `lang`: English's own plurals, and in other languages the kind's word
/// where it has one (`cards-count-<kind>`), else a count of copies.
fn count_in(lang: Lang, kind: &str, n: u32) -> String {
    if lang == Lang::En {
        return count_of(kind, n);
    }
    let id = format!("cards-count-{kind}");
    let id = if windward_engine::i18n::has(lang, &id) {
        id
    } else {
        "cards-count-copies".to_string()
    };
    say(lang, &Msg::new(id).with("n", n))
}

fn card_message(lang: Lang, kind: GameKind, c: &Component) -> Message {
    Message::to_caller(String::new()).with_embed(Embed {
        title: clip(&c.name, 256),
        description: clip(&card_text(c), 4000),
        fields: Vec::new(),
        colour: COLOUR,
        image_in_embed: true,
        footer: Some(say(
            lang,
            &msg!(
                "cards-card-footer",
                game = kind.name_in(lang),
                count = count_in(lang, c.kind, c.count)
            ),
        )),
    })
}

/// The polite refusal for a card nobody knows, with the nearest names.
fn not_found(lang: Lang, kind: GameKind, list: &[Component], wanted: &str) -> String {
    let direct = search(list, wanted);
    let several = direct.len() > 1;
    let mut near = direct;
    if near.is_empty() {
        for word in wanted.split_whitespace().filter(|w| w.chars().count() >= 3) {
            for c in search(list, word) {
                if !near.contains(&c) {
                    near.push(c);
                }
            }
        }
    }
    let shown = clip(&wanted.replace('`', ""), 60);
    let game = kind.name_in(lang);
    if list.is_empty() {
        return say(
            lang,
            &msg!(
                "cards-none-named",
                game = game.as_str(),
                shown = shown.as_str()
            ),
        );
    }
    let mut text = if several {
        say(
            lang,
            &msg!(
                "cards-several",
                game = game.as_str(),
                shown = shown.as_str()
            ),
        )
    } else {
        say(
            lang,
            &msg!(
                "cards-unknown",
                game = game.as_str(),
                shown = shown.as_str()
            ),
        )
    };
    if !near.is_empty() {
        let names: Vec<String> = near
            .iter()
            .take(NEAR_MATCHES)
            .map(|c| format!("**{}**", c.name))
            .collect();
        text.push(' ');
        text.push_str(&say(
            lang,
            &msg!("cards-did-you-mean", names = names.join(", ")),
        ));
    }
    text.push(' ');
    text.push_str(&say(
        lang,
        &msg!("cards-type-letters", game = game.as_str()),
    ));
    text
}

/// `windward cards <game>`: every component as text (kind, name, count, then its
/// text indented), or as a JSON array.
///
/// # Errors
/// An unknown game, said with the games there are.
pub fn cli(game: &str, json: bool) -> Result<String, String> {
    let Some(kind) = GameKind::find(game) else {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        let guess = super::messages::closest_game(game)
            .map(|k| format!(" Did you mean `{}`?", k.id()))
            .unwrap_or_default();
        return Err(format!(
            "I don't know the game `{game}`.{guess} Games: {}.",
            ids.join(", ")
        ));
    };
    let list = kind.catalogue();
    if json {
        return serde_json::to_string_pretty(&list).map_err(|e| e.to_string());
    }
    if list.is_empty() {
        return Ok(format!("{} has no components of its own.", kind.name()));
    }
    let mut out = format!(
        "{} — {} designs, {} pieces\n",
        kind.name(),
        list.len(),
        pieces(&list)
    );
    for c in &list {
        out.push_str(&format!("\n{} · {} ×{}\n", c.kind, c.name, c.count));
        for line in c.text.lines() {
            out.push_str(&format!("    {line}\n"));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn app(render: bool) -> (App, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("app.db").display());
        let app = App::open(
            &url,
            Seeds::Fixed(5),
            Board { render },
            Arc::new(Recorder::default()),
        )
        .await
        .unwrap();
        (app, dir)
    }

    fn alice() -> Caller {
        Caller {
            user_id: 1,
            name: "alice".into(),
            guild_id: Some(1),
            channel_id: 50,
            manage_channel: false,
            manage_server: false,
            lang: windward_engine::i18n::Lang::En,
            server_lang: None,
        }
    }

    async fn cards(app: &App, game: &str, card: Option<&str>) -> Message {
        let command = Command::GameCards {
            game: game.into(),
            card: card.map(String::from),
        };
        let response = app.handle(&alice(), Request::Command(command)).await;
        assert_eq!(response.clicked, Clicked::Keep);
        assert_eq!(response.messages.len(), 1, "{response:?}");
        let message = response.messages[0].clone();
        assert_eq!(
            message.audience,
            Audience::Caller,
            "always a private answer"
        );
        assert!(message.pings.is_empty());
        message
    }

    /// `/game cards` through the app: the list, one card with its picture, a card
    /// found by a part of its name, unknown cards and games refused politely, and
    /// nothing stored or posted either way.
    #[tokio::test]
    async fn game_cards_lists_shows_and_refuses() {
        let (app, _dir) = app(true).await;
        let list = cards(&app, "zeppelin-attack", None).await;
        let embed = list.embed.as_ref().unwrap();
        assert!(embed.title.contains("Zeppelin Attack!"), "{}", embed.title);
        assert!(embed.description.contains("93 designs, 112 pieces"));
        assert!(embed
            .description
            .contains("**Attack card** (20): Lightning Projector ×2"));
        assert!(list.image.is_none());

        let card = cards(&app, "Zeppelin Attack", Some("lightning-projector")).await;
        let embed = card.embed.as_ref().unwrap();
        assert_eq!(embed.title, "Lightning Projector");
        assert!(
            embed.description.contains("**Hit:** Draw 1 card."),
            "{}",
            embed.description
        );
        assert!(embed
            .footer
            .as_deref()
            .unwrap()
            .contains("2 cards in the game"));
        assert!(embed.image_in_embed);
        let image = card.image.as_ref().expect("the card's picture");
        assert_eq!(image.filename, CARD_PNG);
        assert!(image.png.starts_with(b"\x89PNG"));

        // A name as typed, or the only one containing the words, finds the card.
        for typed in ["maxim cannon", "Hollow Earth"] {
            let found = cards(&app, "zeppelin-attack", Some(typed)).await;
            assert!(
                found.embed.is_some(),
                "{typed}: {:?}",
                found.content.to_string()
            );
        }
        let skiff = cards(&app, "aether-captains", Some("Skiff under a Skull Flag")).await;
        assert!(skiff
            .embed
            .unwrap()
            .description
            .contains("**As the Next card:** ATK 3"));

        let unknown = cards(&app, "zeppelin-attack", Some("Death Star")).await;
        assert!(unknown.embed.is_none() && unknown.image.is_none());
        let text = unknown.content.to_string();
        assert!(
            text.contains("I don't know a component called `Death Star`"),
            "{text}"
        );
        let several = cards(&app, "zeppelin-attack", Some("ice"))
            .await
            .content
            .to_string();
        assert!(
            several.contains("Several components") && several.contains("**Ice Field**"),
            "{several}"
        );
        let near = cards(&app, "aether-captains", Some("red sails")).await;
        assert!(near.embed.is_some(), "a unique part of a name is enough");
        let typo = cards(&app, "aether-captains", Some("skull flagg"))
            .await
            .content
            .to_string();
        assert!(
            typo.contains("Did you mean **Skiff under a Skull Flag**"),
            "{typo}"
        );

        let game = cards(&app, "chess", None).await.content.to_string();
        assert!(game.contains("I don't know the game `chess`"), "{game}");
        let table = cards(&app, "table", None).await.content.to_string();
        assert!(table.contains("no components of its own"), "{table}");
        let table = cards(&app, "table", Some("d6")).await.content.to_string();
        assert!(table.contains("no components of its own"), "{table}");

        // Looking things up changes nothing: no session, nothing posted.
        assert!(app.store().open_session_in(50).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn without_pictures_the_card_is_text_only() {
        let (app, _dir) = app(false).await;
        let card = cards(&app, "zefiria", Some("borea")).await;
        assert!(card.image.is_none());
        let embed = card.embed.unwrap();
        assert!(!embed.image_in_embed);
        assert!(
            embed.description.contains("Borea flies"),
            "{}",
            embed.description
        );
    }

    #[tokio::test]
    async fn autocomplete_suggests_the_typed_games_components() {
        let (app, _dir) = app(false).await;
        let field = |game: Option<&str>| AutocompleteField::Card {
            game: game.map(String::from),
        };
        let got = app
            .autocomplete(&alice(), field(Some("zeppelin-attack")), "projector")
            .await;
        let values: Vec<&str> = got.iter().map(|s| s.value.as_str()).collect();
        assert!(values.contains(&"lightning-projector"), "{values:?}");
        assert!(values.contains(&"ghost-projector"), "{values:?}");
        assert!(got[0].name.contains(" — "), "{got:?}");
        let all = app
            .autocomplete(&alice(), field(Some("aether-captains")), "")
            .await;
        assert_eq!(all.len(), 25);
        assert!(app
            .autocomplete(&alice(), field(None), "ice")
            .await
            .is_empty());
        // Every suggestion finds its card.
        for s in app.autocomplete(&alice(), field(Some("zefiria")), "").await {
            let card = cards(&app, "zefiria", Some(&s.value)).await;
            assert!(card.embed.is_some(), "{s:?}");
        }
    }

    #[test]
    fn lists_fit_discords_limits_and_name_every_component_that_fits() {
        for kind in GameKind::ALL {
            let list = kind.catalogue();
            let message = list_message(Lang::En, *kind, &list);
            assert_eq!(message.audience, Audience::Caller);
            assert_eq!(
                message.within_limits().embed,
                message.embed,
                "{kind:?} is cut"
            );
            assert!(message.content.to_string().chars().count() <= 2000);
            if let Some(embed) = &message.embed {
                assert!(embed.description.chars().count() <= 4096);
                let all = embed.title.len()
                    + embed.description.chars().count()
                    + embed.footer.as_deref().map_or(0, |f| f.chars().count());
                assert!(all <= 6000, "{kind:?}: {all}");
                let all = all
                    + embed
                        .fields
                        .iter()
                        .map(|f| f.name.chars().count() + f.value.chars().count())
                        .sum::<usize>();
                assert!(all <= 6000, "{kind:?}: {all}");
                for c in &list {
                    assert!(
                        embed.description.contains(&c.name)
                            || embed.fields.iter().any(|f| f.value.contains(&c.name)),
                        "{kind:?}: {}",
                        c.name
                    );
                }
            }
        }
    }

    #[test]
    fn a_tight_budget_summarises_instead_of_cutting_words() {
        let list = GameKind::ZeppelinAttack.catalogue();
        let text = list_text(Lang::En, &list, 600);
        assert!(text.chars().count() <= 600, "{}", text.chars().count());
        assert!(text.contains("more"), "{text}");
        assert_eq!(text.lines().count(), groups(&list).len(), "{text}");
    }

    #[test]
    fn suggestions_search_names_within_discords_limits() {
        let all = suggestions(Lang::En, Some("zeppelin-attack"), "");
        assert_eq!(all.len(), 25);
        let ice = suggestions(Lang::En, Some("Zeppelin Attack!"), "ice");
        assert_eq!(ice[0].value, "ice-field", "{ice:?}");
        assert!(ice.iter().any(|s| s.value == "the-ice-storm"));
        for kind in GameKind::ALL {
            for s in suggestions(Lang::En, Some(kind.id()), "") {
                assert!(
                    s.name.chars().count() <= 100 && s.value.len() <= 100,
                    "{s:?}"
                );
            }
        }
        assert!(suggestions(Lang::En, None, "ice").is_empty());
        assert!(suggestions(Lang::En, Some("chess"), "ice").is_empty());
        assert!(suggestions(Lang::En, Some("table"), "").is_empty());
    }

    #[test]
    fn the_cli_lists_every_component_and_refuses_unknown_games() {
        let text = cli("zeppelin-attack", false).unwrap();
        assert!(
            text.starts_with("Zeppelin Attack! — 93 designs, 112 pieces"),
            "{text}"
        );
        assert!(
            text.contains("card · Lightning Projector ×2\n    Attack card"),
            "{text}"
        );
        let json: serde_json::Value =
            serde_json::from_str(&cli("aether captains", true).unwrap()).unwrap();
        let items = json.as_array().unwrap();
        assert_eq!(items.len(), GameKind::AetherCaptains.catalogue().len());
        assert!(items
            .iter()
            .all(|c| c["kind"].is_string() && c["count"].is_u64()));
        assert_eq!(cli("table", true).unwrap().trim(), "[]");
        let err = cli("chess", false).unwrap_err();
        assert!(
            err.contains("table, zefiria, aether-captains, zeppelin-attack"),
            "{err}"
        );
    }
}
