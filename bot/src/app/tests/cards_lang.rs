//! `/game cards` in the caller's language: the reply's own words, and the components
//! of a game translated into it (Bitwa in Polish, Zefiria in French), found by their
//! name in that language or in English.

use windward_engine::i18n::Lang;

use super::*;

fn speaking(who: Caller, lang: Lang) -> Caller {
    Caller { lang, ..who }
}

async fn cards(t: &Table, who: &Caller, game: &str, card: Option<&str>) -> Message {
    let command = Command::GameCards {
        game: game.into(),
        card: card.map(String::from),
    };
    let response = cmd(&t.app, who, command).await;
    assert_eq!(response.messages.len(), 1, "{response:?}");
    let message = response.messages[0].clone();
    assert_eq!(message.audience, Audience::Caller);
    message
}

fn embed(message: &Message) -> Embed {
    message
        .embed
        .clone()
        .unwrap_or_else(|| panic!("no embed: {}", message.content))
}

#[tokio::test]
async fn a_polish_caller_reads_bitwas_components_in_polish() {
    let t = app_drawing(false).await;
    let polish = speaking(alice(), Lang::Pl);

    let list = embed(&cards(&t, &polish, "bitwa", None).await);
    assert_eq!(list.title, "Bitwa na Morzu Wiatrów — elementy gry");
    assert!(
        list.description
            .contains("**Karta WALKA** (25): Karta WALKA 1, "),
        "{}",
        list.description
    );
    assert!(
        list.description.contains("Morze Wiatrów"),
        "{}",
        list.description
    );
    assert!(
        list.footer
            .as_deref()
            .unwrap()
            .contains("/gra karty gra:bitwa karta:<nazwa>"),
        "{:?}",
        list.footer
    );

    let card = embed(&cards(&t, &polish, "bitwa", Some("combat-1")).await);
    assert_eq!(card.title, "Karta WALKA 1");
    assert!(
        card.description.starts_with("*Karta WALKA*"),
        "{}",
        card.description
    );
    assert!(
        card.description.contains("**ABORDAŻ:** "),
        "{}",
        card.description
    );
    assert_eq!(
        card.footer.as_deref(),
        Some("Bitwa na Morzu Wiatrów · w grze: 1 karta")
    );

    // The Polish name and the English one find the same component.
    for typed in ["Morze Wiatrów", "The Sea of Winds", "sea-of-winds"] {
        let sea = embed(&cards(&t, &polish, "bitwa", Some(typed)).await);
        assert_eq!(sea.title, "Morze Wiatrów", "{typed}");
    }

    let unknown = cards(&t, &polish, "bitwa", Some("Gwiazda Śmierci")).await;
    assert!(unknown.embed.is_none());
    let text = unknown.content.to_string();
    assert!(
        text.contains("Nie znam elementu `Gwiazda Śmierci` w grze Bitwa na Morzu Wiatrów."),
        "{text}"
    );
    assert!(text.contains("`karta:`"), "{text}");

    // Suggestions as typed, in Polish or in English.
    let field = AutocompleteField::Card {
        game: Some("bitwa".into()),
    };
    for typed in ["fregata", "frigate"] {
        let got = t.app.autocomplete(&polish, field.clone(), typed).await;
        assert_eq!(
            got.first().map(|s| s.value.as_str()),
            Some("frigate"),
            "{typed}: {got:?}"
        );
        assert!(got[0].name.starts_with("Fregata"), "{got:?}");
    }
}

#[tokio::test]
async fn english_and_french_callers_read_their_own_language() {
    let t = app_drawing(false).await;
    // English is as it was.
    let list = embed(&cards(&t, &alice(), "bitwa", None).await);
    assert_eq!(list.title, "Bitwa na Morzu Wiatrów — components");
    let card = embed(&cards(&t, &alice(), "bitwa", Some("combat-1")).await);
    assert_eq!(card.title, "Combat card 1");
    assert_eq!(
        card.footer.as_deref(),
        Some("Bitwa na Morzu Wiatrów · 1 card in the game")
    );

    let french = speaking(bob(), Lang::Fr);
    let objective = embed(&cards(&t, &french, "zefiria", Some("objective-card")).await);
    assert_eq!(objective.title, "Carte Objectif");
    let island = embed(&cards(&t, &french, "zefiria", Some("blue moon")).await);
    assert_eq!(island.title, "Lune bleue");
    assert!(
        island
            .description
            .contains("**Sa place\u{a0}:** La ligne bleue"),
        "{}",
        island.description
    );
    assert_eq!(
        island.footer.as_deref(),
        Some("Zefiria · 1 île dans le jeu")
    );
    // A game not translated keeps its English components, in a French reply.
    let list = embed(&cards(&t, &french, "zeppelin-attack", None).await);
    assert_eq!(list.title, "Zeppelin Attack! — matériel");
    assert!(list.description.contains("Lightning Projector ×2"));
}
