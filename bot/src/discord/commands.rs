//! Slash commands. Each one only builds an app [`Command`] and hands it to [`run`].
//! Doc comments are what Discord shows as command descriptions (at most 100 characters).

use poise::serenity_prelude as serenity;

use super::{caller, serve, Context, Error, Interaction};
use crate::app::command::Command;
use crate::app::{AutocompleteField, Request};

async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(()); // prefix commands are not enabled
    };
    let i = actx.interaction;
    let who = caller(&i.user, i.member.as_deref(), i.guild_id, i.channel_id);
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
            let i = actx.interaction;
            let who = caller(&i.user, i.member.as_deref(), i.guild_id, i.channel_id);
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

/// How to play with Windward: games, commands and dice.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Help).await
}

/// Roll dice: 2d6+3, 4d6kh3, 1d20 # initiative, 8d10>=7…
#[poise::command(slash_command)]
pub async fn roll(
    ctx: Context<'_>,
    #[description = "Dice to roll, e.g. 4d6kh3+2 or 1d20+5 # attack"]
    #[max_length = 300]
    expression: String,
    #[description = "Only you see the result"] private: Option<bool>,
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

/// Start, join and manage the game in this channel.
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

/// Open a new game in this channel; others join, then you start it.
#[poise::command(slash_command, rename = "new")]
pub async fn game_new(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "ac_game"]
    game: String,
    #[description = "Options as key=value, e.g. rounds=8 dice=2d6"]
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

/// Take a seat in the game waiting for players here (or, as host, seat a computer).
#[poise::command(slash_command, rename = "join")]
pub async fn game_join(
    ctx: Context<'_>,
    #[description = "Host only: seat a computer player instead (games that have one)"]
    computer: Option<bool>,
) -> Result<(), Error> {
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

/// Give up your seat before the game starts.
#[poise::command(slash_command, rename = "leave")]
pub async fn game_leave(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameLeave).await
}

/// Start the game (host only).
#[poise::command(slash_command, rename = "start")]
pub async fn game_start(
    ctx: Context<'_>,
    #[description = "Shuffle the seating order"] shuffle: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::GameStart {
            shuffle: shuffle.unwrap_or(false),
        },
    )
    .await
}

/// Post the current board again.
#[poise::command(slash_command, rename = "status")]
pub async fn game_status(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameStatus).await
}

/// The game's moves in words, with who and when (privately).
#[poise::command(slash_command, rename = "log")]
pub async fn game_log(
    ctx: Context<'_>,
    #[description = "Which page (newest last; the last page if left out)"]
    #[min = 1]
    page: Option<i64>,
) -> Result<(), Error> {
    run(ctx, Command::GameLog { page }).await
}

/// The board as it was after a move, drawn again from the log (privately).
#[poise::command(slash_command, rename = "replay")]
pub async fn game_replay(
    ctx: Context<'_>,
    #[description = "Move number (0 for the start; /game log numbers them)"]
    #[rename = "move"]
    #[min = 0]
    number: i64,
) -> Result<(), Error> {
    run(ctx, Command::GameReplay { number }).await
}

/// Check that the dice and shuffles came from the seed sealed at the start.
#[poise::command(slash_command, rename = "verify")]
pub async fn game_verify(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameVerify).await
}

/// The game's page on the web, and a private link to your own view.
#[poise::command(slash_command, rename = "web")]
pub async fn game_web(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameWeb).await
}

/// Give an absent player's seat to someone else, or to the computer until they're back.
#[poise::command(slash_command, rename = "replace")]
pub async fn game_replace(
    ctx: Context<'_>,
    #[description = "The player whose seat it is"] old: serenity::User,
    #[description = "Who plays it from now on"] new: Option<serenity::User>,
    #[description = "The computer plays it until they're back (/back)"] computer: Option<bool>,
) -> Result<(), Error> {
    let command = Command::GameReplace {
        old: old.id.get(),
        new: new.map(|u| u.id.get()),
        computer: computer.unwrap_or(false),
    };
    run(ctx, command).await
}

/// Ask the table to take the game back to an earlier move (everyone else agrees).
#[poise::command(slash_command, rename = "rollback")]
pub async fn game_rollback(
    ctx: Context<'_>,
    #[description = "Back to the state after this move (/game log numbers them; 0 = the start)"]
    #[rename = "move"]
    #[min = 0]
    number: i64,
) -> Result<(), Error> {
    run(ctx, Command::GameRollback { number }).await
}

/// End the game in this channel (host, or Manage Channel).
#[poise::command(slash_command, rename = "abort")]
pub async fn game_abort(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameAbort).await
}

/// A summary of a game's rules and options.
#[poise::command(slash_command, rename = "rules")]
pub async fn game_rules(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "ac_game"]
    game: String,
) -> Result<(), Error> {
    run(ctx, Command::GameRules { game }).await
}

/// A game's cards and other components; name one to see it in full, with its picture.
#[poise::command(slash_command, rename = "cards")]
pub async fn game_cards(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "ac_game"]
    game: String,
    #[description = "One component, by name (suggested as you type)"]
    #[autocomplete = "ac_card"]
    #[max_length = 100]
    card: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::GameCards { game, card }).await
}

/// Games running in this server, with links.
#[poise::command(slash_command, rename = "list")]
pub async fn game_list(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::GameList).await
}

/// Whose turn it is, and turn-order tools.
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

/// Show whose turn it is, and ping them.
#[poise::command(slash_command, rename = "show")]
pub async fn turn_show(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::TurnShow).await
}

/// End your turn (the host may end anyone's).
#[poise::command(slash_command, rename = "next")]
pub async fn turn_next(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::TurnNext).await
}

/// Undo the last pass (host).
#[poise::command(slash_command, rename = "back")]
pub async fn turn_back(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::TurnBack).await
}

/// Skip the current player's turn (host).
#[poise::command(slash_command, rename = "skip")]
pub async fn turn_skip(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::TurnSkip).await
}

/// Take a player out of the turn order (host).
#[poise::command(slash_command, rename = "remove")]
pub async fn turn_remove(
    ctx: Context<'_>,
    #[description = "The player to remove"] player: serenity::User,
) -> Result<(), Error> {
    run(
        ctx,
        Command::TurnRemove {
            player: player.id.get(),
        },
    )
    .await
}

/// Move a player to another place in the turn order (host).
#[poise::command(slash_command, rename = "move")]
pub async fn turn_move(
    ctx: Context<'_>,
    #[description = "The player to move"] player: serenity::User,
    #[description = "Their new place, from 1"]
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

/// This server's finished games: your record (or someone's) and the leaderboards.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "One game only"]
    #[autocomplete = "ac_game"]
    game: Option<String>,
    #[description = "Whose record (yours if left out)"] user: Option<serenity::User>,
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

/// Every game you're in, in every server: whose turn, what waits on you, deadlines.
#[poise::command(slash_command)]
pub async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::MyGames).await
}

/// Away from all your games for a while: no reminders, and your deadlines wait.
#[poise::command(slash_command)]
pub async fn away(
    ctx: Context<'_>,
    #[description = "For how many days (1 to 30)"]
    #[min = 1]
    #[max = 30]
    days: i64,
    #[description = "Why, if you like (the table doesn't see it)"]
    #[max_length = 100]
    reason: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Away { days, reason }).await
}

/// Back from being away, and your seat back from the computer.
#[poise::command(slash_command)]
pub async fn back(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Back).await
}

/// Answer a plan proposed to the table, or take back your own (games with plan=together).
#[poise::command(
    slash_command,
    subcommands("plan_agree", "plan_object", "plan_withdraw"),
    subcommand_required
)]
pub async fn plan(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Agree to a proposed move; it's played once everyone agrees.
#[poise::command(slash_command, rename = "agree")]
pub async fn plan_agree(
    ctx: Context<'_>,
    #[description = "Whose proposal (when several are open)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::PlanAgree {
            player: player.map(|u| u.id.get()),
        },
    )
    .await
}

/// Take back your own plan before it is played.
#[poise::command(slash_command, rename = "withdraw")]
pub async fn plan_withdraw(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::PlanWithdraw).await
}

/// Object to a proposed move: it goes back to its player with your note.
#[poise::command(slash_command, rename = "object")]
pub async fn plan_object(
    ctx: Context<'_>,
    #[description = "Whose proposal (when several are open)"] player: Option<serenity::User>,
    #[description = "Why, for the player who proposed it"]
    #[max_length = 300]
    note: Option<String>,
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

/// Your own settings in every server: reminders, direct messages, quiet hours.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Hours before you're reminded of a waiting game (0: never; -1: each game's own)"]
    #[min = -1]
    #[max = 720]
    remind: Option<i64>,
    #[description = "Reminders may also come as a direct message"] dm: Option<bool>,
    #[description = "Your time zone, e.g. Europe/Warsaw or America/New_York"]
    #[max_length = 64]
    timezone: Option<String>,
    #[description = "Quiet hours in your time zone, e.g. 22-08, or off"]
    #[max_length = 16]
    quiet: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Settings {
            remind,
            dm,
            timezone,
            quiet,
        },
    )
    .await
}

/// Your private view of the game (only you see it).
#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Hand).await
}

/// Take back your last move, if it drew nothing and showed nothing new.
#[poise::command(slash_command)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Undo).await
}

/// Make any move by its name; suggestions list your legal moves.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Your move, e.g. end"]
    #[autocomplete = "ac_action"]
    #[max_length = 100]
    action: String,
) -> Result<(), Error> {
    run(ctx, Command::Play { action }).await
}
