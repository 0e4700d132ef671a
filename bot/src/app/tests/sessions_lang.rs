//! Games as a whole in each caller's language: `/game list`, `/mygames`, refusals of
//! `/game abort` and `/game replace`, while what the channel reads stays in the
//! table's language.

use windward_engine::i18n::Lang;

use super::*;

fn speaking(who: Caller, lang: Lang) -> Caller {
    Caller { lang, ..who }
}

#[tokio::test]
async fn game_list_answers_in_the_callers_language() {
    let t = app().await;
    waiting_for_bob(&t, "").await;
    let english = cmd(&t.app, &carol(), Command::GameList).await;
    assert_eq!(
        only_private(&english),
        "**Games in this server**\n• **Free table** — in progress, 3 players — #channel-50"
    );
    let polish = cmd(&t.app, &speaking(carol(), Lang::Pl), Command::GameList).await;
    assert_eq!(
        only_private(&polish),
        "**Gry na tym serwerze**\n• **Wolny stół** — w toku, 3 gracze — #channel-50"
    );
    let french = cmd(&t.app, &speaking(carol(), Lang::Fr), Command::GameList).await;
    assert_eq!(
        only_private(&french),
        "**Parties sur ce serveur**\n• **Table libre** — en cours, 3 joueurs — #channel-50"
    );
    // The channel link is a link in every language, not words.
    assert!(french.messages[0]
        .content
        .spans()
        .iter()
        .any(|s| matches!(s, crate::app::rich::Span::Channel { channel: 50, .. })));
}

#[tokio::test]
async fn my_games_lists_the_callers_move_in_their_language() {
    let t = app().await;
    waiting_for_bob(&t, "").await;
    let english = only_private(&cmd(&t.app, &bob(), Command::MyGames).await);
    assert!(
        english.starts_with(
            "**Your games** — your move in 1 game:\n• **Free table** in #channel-50 — ⏳ **your move**: "
        ),
        "{english}"
    );
    let polish = only_private(&cmd(&t.app, &speaking(bob(), Lang::Pl), Command::MyGames).await);
    assert!(
        polish.starts_with(
            "**Twoje gry** — twój ruch w 1 grze:\n• **Wolny stół** na #channel-50 — ⏳ **twój ruch**: "
        ),
        "{polish}"
    );
    let french = only_private(&cmd(&t.app, &speaking(bob(), Lang::Fr), Command::MyGames).await);
    assert!(
        french.starts_with(
            "**Vos parties** — à vous de jouer dans 1 partie\u{a0}:\n• **Table libre** dans #channel-50 — ⏳ **à vous de jouer**\u{a0}: "
        ),
        "{french}"
    );
}

#[tokio::test]
async fn refusals_to_abort_or_replace_are_in_the_refused_callers_language_and_change_nothing() {
    let t = app().await;
    waiting_for_bob(&t, "").await;
    let refused = cmd(&t.app, &carol(), Command::GameAbort).await;
    assert_eq!(
        only_private(&refused),
        "Only the host or someone with the *Manage Channel* permission can abort this game."
    );
    let refused = cmd(&t.app, &speaking(carol(), Lang::Pl), Command::GameAbort).await;
    assert_eq!(
        only_private(&refused),
        "Tę grę może przerwać tylko gospodarz albo ktoś z uprawnieniem *Zarządzanie kanałem*."
    );
    let refused = cmd(&t.app, &speaking(carol(), Lang::Fr), Command::GameAbort).await;
    assert_eq!(
        only_private(&refused),
        "Seul l’hôte ou quelqu’un ayant la permission *Gérer le salon* peut arrêter cette partie."
    );
    // The host names bob twice: refused, in the host's language.
    let app = &t.app;
    let same = |who: Caller| async move {
        cmd(
            app,
            &who,
            Command::GameReplace {
                old: 2,
                new: Some(2),
                computer: false,
            },
        )
        .await
    };
    assert!(only_private(&same(alice()).await)
        .starts_with("That's **bob** both times: a seat goes to someone new."));
    assert!(only_private(&same(speaking(alice(), Lang::Pl)).await)
        .starts_with("Dwa razy podano **bob**: miejsce przechodzi na kogoś nowego."));
    assert!(
        only_private(&same(speaking(alice(), Lang::Fr)).await).starts_with(
            "C’est **bob** les deux fois\u{a0}: une place revient à quelqu’un de nouveau."
        )
    );
    // Nothing changed: the game still runs and waits for bob.
    assert_eq!(seq(&t.app).await, 1);
    let id = t.app.store().open_session_in(50).await.unwrap().unwrap().id;
    let seats = t.app.store().seats(id).await.unwrap();
    assert!(seats.iter().any(|s| s.user_id == 2 && s.name == "bob"));
    assert!(t.look().is_empty());
}

#[tokio::test]
async fn an_abort_is_told_to_the_channel_in_the_tables_language() {
    let t = app().await;
    waiting_for_bob(&t, "").await;
    // alice speaks Polish; the table plays in English.
    let aborted = cmd(&t.app, &speaking(alice(), Lang::Pl), Command::GameAbort).await;
    assert_eq!(aborted.messages.len(), 1, "{aborted:?}");
    assert_eq!(aborted.messages[0].audience, Audience::Channel);
    assert_eq!(
        aborted.messages[0].content.to_string(),
        "**Free table** was aborted by **alice**. Start a new game with `/game new`."
    );
    // Afterwards, her own `/game status` is hers: in Polish.
    let status = cmd(&t.app, &speaking(alice(), Lang::Pl), Command::GameStatus).await;
    assert_eq!(
        only_private(&status),
        "Żadna gra tu teraz nie trwa; ostatnią, **Wolny stół**, przerwano. Zacznij nową przez `/gra nowa`."
    );
}
