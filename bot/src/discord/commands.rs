//! Slash commands. Each one only builds an app [`Command`] and hands it to [`run`].
//! What Discord shows of them (names and descriptions, in every language) comes from
//! `engine/locales/<lang>/commands.ftl` (see `localize.rs`).

use poise::serenity_prelude as serenity;

use super::{caller, serve, Context, Error, Interaction, Locales};
use crate::app::command::Command;
use crate::app::{AutocompleteField, Request};

/// Whoever sent a slash command (or typed into one), in their language.
fn command_caller(i: &serenity::CommandInteraction) -> crate::app::Caller {
    caller(
        &i.user,
        i.member.as_deref(),
        i.guild_id,
        i.channel_id,
        Locales {
            user: &i.locale,
            server: i.guild_locale.as_deref(),
        },
    )
}

async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(()); // prefix commands are not enabled
    };
    let i = actx.interaction;
    let who = command_caller(i);
    serve(
        ctx.http(),
        ctx.data(),
        Interaction::from_command(i),
        who,
        Request::Command(command),
    )
    .await;
    Ok(())
}

async fn suggest(
    ctx: Context<'_>,
    field: AutocompleteField,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = match ctx {
        poise::Context::Application(actx) => {
            let who = command_caller(actx.interaction);
            ctx.data().app.autocomplete(&who, field, partial).await
        }
        poise::Context::Prefix(_) => Vec::new(),
    };
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(|s| serenity::AutocompleteChoice::new(s.name, s.value))
            .collect(),
    )
}

async fn ac_action(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, AutocompleteField::Action, partial).await
}

async fn ac_game(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, AutocompleteField::Game, partial).await
}

async fn ac_card(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let game = match ctx {
        poise::Context::Application(actx) => typed_string(&actx.interaction.data.options, "game"),
        poise::Context::Prefix(_) => None,
    };
    suggest(ctx, AutocompleteField::Card { game }, partial).await
}

async fn ac_options(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let game = match ctx {
        poise::Context::Application(actx) => typed_string(&actx.interaction.data.options, "game"),
        poise::Context::Prefix(_) => None,
    };
    suggest(ctx, AutocompleteField::Options { game }, partial).await
}

/// The value typed so far for option `name`, looking inside subcommands.
fn typed_string(options: &[serenity::CommandDataOption], name: &str) -> Option<String> {
    options.iter().find_map(|o| match &o.value {
        serenity::CommandDataOptionValue::SubCommand(inner)
        | serenity::CommandDataOptionValue::SubCommandGroup(inner) => typed_string(inner, name),
        serenity::CommandDataOptionValue::String(s) if o.name == name => Some(s.clone()),
        serenity::CommandDataOptionValue::Autocomplete { value, .. } if o.name == name => {
            Some(value.clone())
        }
        _ => None,
    })
}

#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Help).await
}

#[poise::command(slash_command)]
pub async fn roll(
    ctx: Context<'_>,
    #[max_length = 300] expression: String,
    private: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Roll {
            expression,
            private: private.unwrap_or(false),
        },
    )
    .await
}

#[poise::command(
    slash_command,
    subcommands(
        "game_new",
        "game_join",
        "game_leave",
        "game_start",
        "game_status",
        "game_log",
        "game_replay",
        "game_verify",
        "game_web",
        "game_rollback",
        "game_replace",
        "game_abort",
        "game_rules",
        "game_cards",
        "game_list"
    ),
    subcommand_required
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command, rename = "new")]
pub async fn game_new(
    ctx: Context<'_>,
    #[autocomplete = "ac_game"] game: String,
    #[autocomplete = "ac_options"]
    #[max_length = 200]
    options: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::GameNew {
            game,
            options: options.unwrap_or_default(),
        },
    )
    .await
}

#[poise::command(slash_command, rename = "join")]
pub async fn game_join(ctx: Context<'_>, computer: Option<bool>) -> Result<(), Error> {
    run(
        ctx,
        if computer == Some(true) {
            Command::GameAddComputer
        } else {
            Command::GameJoin
        },
    )
    .await
}

#[poise::command(slash_command, rename = "leave")]
pub async fn game_leave(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameLeave).await
}

#[poise::command(slash_command, rename = "start")]
pub async fn game_start(ctx: Context<'_>, shuffle: Option<bool>) -> Result<(), Error> {
    run(
        ctx,
        Command::GameStart {
            shuffle: shuffle.unwrap_or(false),
        },
    )
    .await
}

#[poise::command(slash_command, rename = "status")]
pub async fn game_status(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameStatus).await
}

#[poise::command(slash_command, rename = "log")]
pub async fn game_log(ctx: Context<'_>, #[min = 1] page: Option<i64>) -> Result<(), Error> {
    run(ctx, Command::GameLog { page }).await
}

#[poise::command(slash_command, rename = "replay")]
pub async fn game_replay(
    ctx: Context<'_>,
    #[rename = "move"]
    #[min = 0]
    number: i64,
) -> Result<(), Error> {
    run(ctx, Command::GameReplay { number }).await
}

#[poise::command(slash_command, rename = "verify")]
pub async fn game_verify(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameVerify).await
}

#[poise::command(slash_command, rename = "web")]
pub async fn game_web(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameWeb).await
}

#[poise::command(slash_command, rename = "replace")]
pub async fn game_replace(
    ctx: Context<'_>,
    old: serenity::User,
    new: Option<serenity::User>,
    computer: Option<bool>,
) -> Result<(), Error> {
    let command = Command::GameReplace {
        old: old.id.get(),
        new: new.map(|u| u.id.get()),
        computer: computer.unwrap_or(false),
    };
    run(ctx, command).await
}

#[poise::command(slash_command, rename = "rollback")]
pub async fn game_rollback(
    ctx: Context<'_>,
    #[rename = "move"]
    #[min = 0]
    number: i64,
) -> Result<(), Error> {
    run(ctx, Command::GameRollback { number }).await
}

#[poise::command(slash_command, rename = "abort")]
pub async fn game_abort(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameAbort).await
}

#[poise::command(slash_command, rename = "rules")]
pub async fn game_rules(
    ctx: Context<'_>,
    #[autocomplete = "ac_game"] game: String,
) -> Result<(), Error> {
    run(ctx, Command::GameRules { game }).await
}

#[poise::command(slash_command, rename = "cards")]
pub async fn game_cards(
    ctx: Context<'_>,
    #[autocomplete = "ac_game"] game: String,
    #[autocomplete = "ac_card"]
    #[max_length = 100]
    card: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::GameCards { game, card }).await
}

#[poise::command(slash_command, rename = "list")]
pub async fn game_list(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameList).await
}

#[poise::command(
    slash_command,
    subcommands(
        "turn_show",
        "turn_next",
        "turn_back",
        "turn_skip",
        "turn_remove",
        "turn_move"
    ),
    subcommand_required
)]
pub async fn turn(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command, rename = "show")]
pub async fn turn_show(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::TurnShow).await
}

#[poise::command(slash_command, rename = "next")]
pub async fn turn_next(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::TurnNext).await
}

#[poise::command(slash_command, rename = "back")]
pub async fn turn_back(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::TurnBack).await
}

#[poise::command(slash_command, rename = "skip")]
pub async fn turn_skip(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::TurnSkip).await
}

#[poise::command(slash_command, rename = "remove")]
pub async fn turn_remove(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
    run(
        ctx,
        Command::TurnRemove {
            player: player.id.get(),
        },
    )
    .await
}

#[poise::command(slash_command, rename = "move")]
pub async fn turn_move(
    ctx: Context<'_>,
    player: serenity::User,
    #[min = 1]
    #[max = 25]
    position: i64,
) -> Result<(), Error> {
    run(
        ctx,
        Command::TurnMove {
            player: player.id.get(),
            position,
        },
    )
    .await
}

#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[autocomplete = "ac_game"] game: Option<String>,
    user: Option<serenity::User>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Stats {
            game,
            user: user.map(|u| u.id.get()),
        },
    )
    .await
}

#[poise::command(slash_command)]
pub async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::MyGames).await
}

#[poise::command(slash_command)]
pub async fn away(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 30]
    days: i64,
    #[max_length = 100] reason: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Away { days, reason }).await
}

#[poise::command(slash_command)]
pub async fn back(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Back).await
}

#[poise::command(
    slash_command,
    subcommands("plan_agree", "plan_object", "plan_withdraw"),
    subcommand_required
)]
pub async fn plan(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command, rename = "agree")]
pub async fn plan_agree(ctx: Context<'_>, player: Option<serenity::User>) -> Result<(), Error> {
    run(
        ctx,
        Command::PlanAgree {
            player: player.map(|u| u.id.get()),
        },
    )
    .await
}

#[poise::command(slash_command, rename = "withdraw")]
pub async fn plan_withdraw(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::PlanWithdraw).await
}

#[poise::command(slash_command, rename = "object")]
pub async fn plan_object(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    #[max_length = 300] note: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::PlanObject {
            player: player.map(|u| u.id.get()),
            note,
        },
    )
    .await
}

#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[min = -1]
    #[max = 720]
    remind: Option<i64>,
    dm: Option<bool>,
    #[max_length = 64] timezone: Option<String>,
    #[max_length = 16] quiet: Option<String>,
    // Each language by its own name; `language` reads the name or a code.
    #[choices("English", "Polski", "Français", "Default")] language: Option<&'static str>,
    #[choices("channel", "server")] place: Option<&'static str>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Settings {
            remind,
            dm,
            timezone,
            quiet,
            language: language.map(str::to_string),
            place: place.map(str::to_string),
        },
    )
    .await
}

#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Hand).await
}

#[poise::command(slash_command)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Undo).await
}

#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[autocomplete = "ac_action"]
    #[max_length = 100]
    action: String,
) -> Result<(), Error> {
    run(ctx, Command::Play { action }).await
}
