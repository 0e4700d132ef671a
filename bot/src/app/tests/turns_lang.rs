//! Playing in Polish and French: the turn commands' replies (undo, the log, rollback,
//! `/roll`) in each caller's own language, English as it was.

use windward_engine::i18n::Lang;

use super::*;

fn speaking(who: Caller, lang: Lang) -> Caller {
    Caller { lang, ..who }
}

#[tokio::test]
async fn undo_refusals_are_in_the_callers_language_and_change_nothing() {
    let t = app().await;
    waiting_for_bob(&t, "").await;
    // alice's "end" is the last move: carol may not take it back, in any language.
    let r = cmd(&t.app, &carol(), Command::Undo).await;
    assert_eq!(
        only_private(&r),
        "The last move was **alice**'s: you can only take back your own moves, in your own turn."
    );
    let r = cmd(&t.app, &speaking(carol(), Lang::Pl), Command::Undo).await;
    assert_eq!(
        only_private(&r),
        "Ostatni ruch należał do gracza **alice**: cofać możesz tylko własne ruchy, w swojej turze."
    );
    let r = cmd(&t.app, &speaking(carol(), Lang::Fr), Command::Undo).await;
    assert_eq!(
        only_private(&r),
        "Le dernier coup est celui de **alice**\u{a0}: vous ne pouvez annuler que vos propres coups, pendant votre tour."
    );
    // Someone who isn't playing is told so in their language.
    let r = cmd(&t.app, &speaking(user(9, "dave"), Lang::Pl), Command::Undo).await;
    assert_eq!(
        only_private(&r),
        "Nie grasz w tej grze, więc nie masz tu nic do cofnięcia."
    );
    // Nothing was taken back: the game still waits for bob after alice's move.
    assert_eq!(seq(&t.app).await, 1);
}

#[tokio::test]
async fn the_log_and_a_rollback_refusal_speak_each_callers_language() {
    let t = app().await;
    waiting_for_bob(&t, "").await;
    let no_page = |lang| {
        let t = &t;
        async move {
            let who = speaking(bob(), lang);
            only_private(&cmd(&t.app, &who, Command::GameLog { page: Some(4) }).await)
        }
    };
    assert_eq!(
        no_page(Lang::En).await,
        "There's no page 4: this log has 1 page (newest last)."
    );
    assert_eq!(
        no_page(Lang::Pl).await,
        "Nie ma strony 4: ten dziennik ma 1 stronę (najnowsze na końcu)."
    );
    assert_eq!(
        no_page(Lang::Fr).await,
        "Il n’y a pas de page 4\u{a0}: ce journal en compte 1 (les plus récents à la fin)."
    );
    // The log itself: its heading names the game in the reader's language.
    let log = only_private(
        &cmd(
            &t.app,
            &speaking(carol(), Lang::Pl),
            Command::GameLog { page: None },
        )
        .await,
    );
    assert!(
        log.starts_with("**Wolny stół**: ruchy 1–1 z 1 (strona 1 z 1)"),
        "{log}"
    );
    let log = only_private(&cmd(&t.app, &carol(), Command::GameLog { page: None }).await);
    assert!(
        log.starts_with("**Free table**: moves 1–1 of 1 (page 1 of 1)"),
        "{log}"
    );
    // A rollback to a move still to come is refused, in each language.
    let ask = |lang| {
        let t = &t;
        async move {
            let who = speaking(alice(), lang);
            only_private(&cmd(&t.app, &who, Command::GameRollback { number: 5 }).await)
        }
    };
    assert_eq!(
        ask(Lang::En).await,
        "Move 5 isn't behind us: pick 0 (the start) to 0. `/game log` numbers the moves."
    );
    assert_eq!(
        ask(Lang::Pl).await,
        "Ruchu 5 jeszcze nie było: wybierz od 0 (początek) do 0. Numery ruchów pokazuje `/gra dziennik`."
    );
    assert!(ask(Lang::Fr)
        .await
        .starts_with("Le coup 5 n’est pas derrière nous\u{a0}: choisissez de 0"));
    assert_eq!(seq(&t.app).await, 1);
}

#[tokio::test]
async fn a_private_roll_speaks_the_rollers_language() {
    let t = app().await;
    let roll = |who: Caller| {
        let t = &t;
        async move {
            let r = cmd(
                &t.app,
                &who,
                Command::Roll {
                    expression: "2d6".into(),
                    private: true,
                },
            )
            .await;
            r.messages[0].embed.clone().unwrap()
        }
    };
    let english = roll(alice()).await;
    assert_eq!(english.title, "🎲 alice rolls 2d6");
    assert_eq!(english.fields[0].name, "Total");
    assert_eq!(
        english.footer.as_deref(),
        Some("Only you can see this roll.")
    );
    let polish = roll(speaking(bob(), Lang::Pl)).await;
    assert_eq!(polish.title, "🎲 bob rzuca 2d6");
    assert_eq!(polish.fields[0].name, "Suma");
    assert_eq!(polish.footer.as_deref(), Some("Ten rzut widzisz tylko ty."));
    let french = roll(speaking(carol(), Lang::Fr)).await;
    assert_eq!(french.title, "🎲 carol lance 2d6");
    assert_eq!(french.footer.as_deref(), Some("Vous seul voyez ce lancer."));
    // Bad dice: the examples follow the caller's language.
    let r = cmd(
        &t.app,
        &speaking(bob(), Lang::Pl),
        Command::Roll {
            expression: "2d".into(),
            private: false,
        },
    )
    .await;
    assert!(only_private(&r).contains("\nPrzykłady: `2d6+3`"), "{r:?}");
}
