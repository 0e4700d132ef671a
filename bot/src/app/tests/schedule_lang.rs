//! Time and plans in every language: `/settings`, `/away` and `/back`, and co-op plans
//! answer each caller in their own Discord language (refusals too, which change
//! nothing), while the table's board keeps the table's; English is as it always was.

use windward_engine::i18n::Lang;
use windward_engine::{Actor, Placement};

use super::*;

fn speaking(who: Caller, lang: Lang) -> Caller {
    Caller { lang, ..who }
}

fn settings(timezone: Option<&str>) -> Command {
    Command::Settings {
        remind: None,
        dm: None,
        timezone: timezone.map(str::to_string),
        quiet: None,
        language: None,
        place: None,
    }
}

#[tokio::test]
async fn settings_are_shown_and_refused_in_the_callers_language() {
    let t = app().await;
    // A refusal in Polish, and nothing saved: the settings still show no time zone.
    let refused = cmd(
        &t.app,
        &speaking(bob(), Lang::Pl),
        settings(Some("Mars/Olympus")),
    )
    .await;
    assert_eq!(
        only_private(&refused),
        "Nie znam strefy czasowej `Mars/Olympus`. Podaj nazwę w rodzaju `Europe/Warsaw`, `America/New_York` albo `UTC`."
    );
    let polish = only_private(&cmd(&t.app, &speaking(bob(), Lang::Pl), settings(None)).await);
    assert!(
        polish.starts_with("Twoje ustawienia, takie same na każdym serwerze:\n• Przypomnienia: po czasie ustalonym w każdej grze"),
        "{polish}"
    );
    assert!(
        polish.contains("• Godziny ciszy: brak (ustaw `strefa` i `cisza`, np. `22-08`)"),
        "{polish}"
    );
    // The channel's language is among them.
    assert!(
        polish.contains("• Język gier na tym kanale: **English**"),
        "{polish}"
    );
    let french = only_private(&cmd(&t.app, &speaking(bob(), Lang::Fr), settings(None)).await);
    assert!(
        french
            .starts_with("Vos réglages, les mêmes sur tous les serveurs\u{a0}:\n• Rappels\u{a0}:"),
        "{french}"
    );
    assert!(
        french.contains("• Messages privés\u{a0}: activés"),
        "{french}"
    );
    // English, word for word as before, and the channel's language after.
    let english = only_private(&cmd(&t.app, &bob(), settings(None)).await);
    assert_eq!(
        english,
        "Your settings, the same in every server:\n\
         • Reminders: after each game's own interval (24 hours unless its host chose otherwise)\n\
         • Direct messages: on (the second reminder also comes privately)\n\
         • Quiet hours: none (set `timezone` and `quiet`, e.g. `22-08`)\n\
         • This channel's games speak **English** (`/settings language:` changes it)\n"
    );
    // A channel that plays in Polish says so, in the reader's language.
    let manager = Caller {
        manage_channel: true,
        ..alice()
    };
    cmd(
        &t.app,
        &manager,
        Command::Settings {
            remind: None,
            dm: None,
            timezone: None,
            quiet: None,
            language: Some("pl".into()),
            place: None,
        },
    )
    .await;
    let french = only_private(&cmd(&t.app, &speaking(bob(), Lang::Fr), settings(None)).await);
    assert!(
        french.contains("• Langue des parties de ce salon\u{a0}: **Polski**"),
        "{french}"
    );
}

#[tokio::test]
async fn away_and_back_answer_in_the_callers_language() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=2").await;
    let before = seq(&t.app).await;
    // Refused in French: nothing changes.
    let refused = cmd(
        &t.app,
        &speaking(bob(), Lang::Fr),
        Command::Away {
            days: 40,
            reason: None,
        },
    )
    .await;
    assert_eq!(
        only_private(&refused),
        "`jours` va de 1 à 30. Utilisez `/retour` si vous revenez plus tôt."
    );
    assert_eq!(seq(&t.app).await, before);
    let away = cmd(
        &t.app,
        &speaking(bob(), Lang::Pl),
        Command::Away {
            days: 2,
            reason: None,
        },
    )
    .await;
    let said = only_private(&away);
    assert!(
        said.starts_with("💤 Nieobecność ustawiona we wszystkich twoich grach (1 gra), powrót "),
        "{said}"
    );
    assert!(said.contains("`/powrót` kończy nieobecność."), "{said}");
    let back = cmd(&t.app, &speaking(bob(), Lang::Fr), Command::Back).await;
    assert!(
        only_private(&back).starts_with("Bon retour\u{a0}! Les rappels reprennent"),
        "{back:?}"
    );
    // English as before.
    let away = cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 2,
            reason: None,
        },
    )
    .await;
    assert!(only_private(&away).starts_with("💤 You're away in every game (1 game), back "));
    let back = cmd(&t.app, &bob(), Command::Back).await;
    assert_eq!(
        only_private(&back),
        "Welcome back! Reminders are on again; deadlines already set keep the time your away gave them."
    );
    assert_eq!(seq(&t.app).await, before);
}

#[tokio::test]
async fn a_plan_is_proposed_in_the_proposers_language_and_shown_in_the_tables() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: "plan=together turn-hours=2 remind-hours=0".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    let seat = game.to_act()[0];
    let players = [alice(), bob()];
    let (proposer, other) = (
        players[seat.index()].clone(),
        players[1 - seat.index()].clone(),
    );
    let notation = game
        .choices(Actor::player(seat))
        .into_iter()
        .find(|c| c.placement != Placement::Private)
        .unwrap()
        .notation;
    let before = session.seq;
    // Nothing to withdraw yet: refused in French, nothing changes.
    let refused = cmd(
        &t.app,
        &speaking(other.clone(), Lang::Fr),
        Command::PlanWithdraw,
    )
    .await;
    assert_eq!(
        only_private(&refused),
        "Vous n’avez aucun plan ouvert à retirer."
    );
    let r = cmd(
        &t.app,
        &speaking(proposer.clone(), Lang::Pl),
        Command::Play { action: notation },
    )
    .await;
    let said = only_private(&r);
    assert!(said.starts_with("📝 Zaproponowano stołowi: "), "{said}");
    assert!(
        said.contains(&format!(
            "gdy **{}** się zgodzi albo gdy minie twój termin bez sprzeciwu.",
            other.name
        )),
        "{said}"
    );
    assert!(said.contains("`/plan wycofaj` go cofa."), "{said}");
    // The table (English) reads the proposal in English, its buttons too.
    let posts = t.new_posts();
    let board = posts.last().expect("a new board");
    assert!(
        board.content.to_string().contains(&format!(
            ": **{}** proposes a move. Agree or object below.",
            proposer.name
        )),
        "{board:?}"
    );
    let _ = button_id(board, "✅ Agree");
    let _ = button_id(board, "✋ Object");
    // The proposer can't answer their own: refused in their language.
    let r = cmd(
        &t.app,
        &speaking(proposer.clone(), Lang::Pl),
        Command::PlanAgree {
            player: Some(proposer.user_id),
        },
    )
    .await;
    assert_eq!(
        only_private(&r),
        "To twoja własna propozycja: decydują pozostali. Twój kolejny ruch do niej dołączy; `/plan wycofaj` ją cofa."
    );
    assert_eq!(seq(&t.app).await, before, "nothing is played yet");
    // An objection in French: the objector hears French, the table English.
    let r = cmd(
        &t.app,
        &speaking(other.clone(), Lang::Fr),
        Command::PlanObject {
            player: None,
            note: Some("trop tôt".into()),
        },
    )
    .await;
    assert_eq!(
        only_private(&r),
        format!("✋ Contestation transmise à **{}**.", proposer.name)
    );
    let posts = t.new_posts();
    let shown = posts.last().expect("a new board").content.to_string();
    assert!(
        shown.contains(&format!(": **{}** objects to your proposal (", other.name))
            && shown.contains("): “trop tôt” Your move again."),
        "{shown}"
    );
    assert_eq!(seq(&t.app).await, before);
}
