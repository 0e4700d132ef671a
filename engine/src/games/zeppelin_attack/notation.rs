//! Text notation, labels and prompts.
//!
//! Cards in a hand are named by their number in it (the private view prints them
//! 1, 2, 3… in a fixed order), ships by `f` (flagship) or their number in the armada,
//! rivals' ships as `ship@player` (`f@2`, `1@3`). Only the player the game waits for
//! can act, so a number always means a card in that player's hand. Labels that name a
//! card in a hand are [`Placement::Private`]: they are shown to that player only.

use super::cards::{AttackType, CardId, Kind};
use super::view::discard_order;
use super::{Action, Pending, Phase, Pile, ZeppelinAttack, HAND_SIZE, PILE_NAMES};
use crate::game::{ActionError, Choice, Placement, Seat};

/// More attack targets than this go into menus instead of buttons.
const TARGET_BUTTONS: usize = 10;

fn name(card: CardId) -> &'static str {
    card.def().name.as_str()
}

fn asker(g: &ZeppelinAttack) -> Seat {
    g.waiting().unwrap_or(g.current)
}

fn hand_number(g: &ZeppelinAttack, seat: Seat, card: CardId) -> String {
    g.player(seat)
        .hand
        .iter()
        .position(|c| *c == card)
        .map_or_else(|| "?".into(), |i| (i + 1).to_string())
}

/// `f` for a flagship, else the zeppelin's number in its armada.
pub(super) fn ship_label(g: &ZeppelinAttack, seat: Seat, ship: CardId) -> String {
    let p = g.player(seat);
    if p.flagship.card == ship {
        return "f".into();
    }
    p.zeppelins
        .iter()
        .position(|z| z.card == ship)
        .map_or_else(|| "?".into(), |i| (i + 1).to_string())
}

pub(super) fn notation(g: &ZeppelinAttack, action: &Action) -> String {
    let seat = asker(g);
    match action {
        Action::Launch { card } => format!("launch {}", hand_number(g, seat, *card)),
        Action::Play { card, ship } => format!(
            "play {} on {}",
            hand_number(g, seat, *card),
            ship_label(g, seat, *ship)
        ),
        Action::Attack { kind, target, ship } => format!(
            "attack {} {}@{}",
            kind.word(),
            ship_label(g, *target, *ship),
            target.index() + 1
        ),
        Action::Cancel => "cancel".into(),
        Action::Block { card } => format!("block {}", hand_number(g, seat, *card)),
        Action::Take => "take".into(),
        Action::Buy {
            pile: Pile::Mercenary(i),
        } => format!("buy {}", i + 1),
        Action::Buy {
            pile: Pile::Experimental,
        } => "buy x".into(),
        Action::End => "end".into(),
        Action::Pass => "pass".into(),
        Action::Discard { cards } => {
            let numbers: Vec<String> = cards.iter().map(|c| hand_number(g, seat, *c)).collect();
            format!("discard {}", numbers.join(" "))
        }
        Action::Done => "done".into(),
        Action::Keep { card } => {
            let k = match &g.pending {
                Some(Pending::KeepFate { options, .. }) => options
                    .iter()
                    .position(|c| c == card)
                    .map_or_else(|| "?".into(), |i| (i + 1).to_string()),
                _ => "?".into(),
            };
            format!("keep {k}")
        }
        Action::Spoils { pile } => format!("spoils {}", pile + 1),
        Action::Purge { card: None } => "purge none".into(),
        Action::Purge { card: Some(card) } => {
            let p = g.player(seat);
            if p.hand.contains(card) {
                format!("purge {}", hand_number(g, seat, *card))
            } else {
                let k = discard_order(&p.discard)
                    .iter()
                    .position(|c| c == card)
                    .map_or_else(|| "?".into(), |i| (i + 1).to_string());
                format!("purge d{k}")
            }
        }
    }
}

const FORMS: &str = "launch N, play N on f|Z, attack TYPE Z@P, cancel, block N, take, buy 1-5|x, end, pass, discard N…, done, keep N, spoils 1-5, purge N|dN|none";

fn unknown(hint: &str) -> ActionError {
    ActionError::Unknown(format!("{hint} (moves: {FORMS}).").into())
}

fn number(word: &str, what: &str) -> Result<usize, ActionError> {
    word.parse::<usize>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| unknown(&format!("`{word}` isn't {what}")))
}

fn hand_card(g: &ZeppelinAttack, word: &str) -> Result<CardId, ActionError> {
    let n = number(word, "a card number from the hand")?;
    let hand = &g.player(asker(g)).hand;
    hand.get(n - 1).copied().ok_or_else(|| {
        ActionError::Illegal(if hand.is_empty() {
            format!("The hand is empty, so there's no card {n}.").into()
        } else {
            format!(
                "The hand has cards 1 to {}; there's no card {n}. Your private view numbers them.",
                hand.len()
            )
            .into()
        })
    })
}

fn ship_of(g: &ZeppelinAttack, seat: Seat, word: &str) -> Result<CardId, ActionError> {
    let p = g.player(seat);
    if matches!(word, "f" | "flagship") {
        return Ok(p.flagship.card);
    }
    let n = number(
        word,
        "a ship: write f for the flagship or a zeppelin's number",
    )?;
    p.zeppelins.get(n - 1).map(|z| z.card).ok_or_else(|| {
        ActionError::Illegal(
            format!(
                "{}'s armada has the flagship (f){}; there's no zeppelin {n}.",
                seat.tag(),
                match p.zeppelins.len() {
                    0 => String::new(),
                    1 => " and zeppelin 1".into(),
                    k => format!(" and zeppelins 1 to {k}"),
                }
            )
            .into(),
        )
    })
}

/// Whether `action` (only its kind matters) answers a decision nobody is asked now.
/// Then its number is not looked up: the move is read as this stand-in, which `apply`
/// refuses whatever it names, after checking who asks, with the reason ("nobody is
/// attacking you" says more than "there's no card 7").
fn answers_nothing(g: &ZeppelinAttack, action: &Action) -> bool {
    super::rules::pointless(g, action).is_some()
}

pub(super) fn parse(g: &ZeppelinAttack, text: &str) -> Result<Action, ActionError> {
    let lower = text.trim().to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let me = asker(g);
    let action = match words.as_slice() {
        ["launch", n] => Action::Launch {
            card: hand_card(g, n)?,
        },
        ["play", n, "on", ship] | ["play", n, ship] => Action::Play {
            card: hand_card(g, n)?,
            ship: ship_of(g, me, ship)?,
        },
        ["attack", kind, target] => {
            let kind = AttackType::from_word(kind).ok_or_else(|| {
                unknown(&format!(
                    "`{kind}` isn't an attack type: cold, psionic, electric or explosive"
                ))
            })?;
            let (ship, player) = target
                .split_once('@')
                .ok_or_else(|| unknown("write the target as ship@player, like f@2 or 1@3"))?;
            let player = number(player, "a player number")?;
            if player > g.players.len() {
                return Err(ActionError::Illegal(
                    format!("Players are numbered 1 to {}.", g.players.len()).into(),
                ));
            }
            let target = Seat((player - 1) as u8);
            Action::Attack {
                kind,
                target,
                ship: ship_of(g, target, ship)?,
            }
        }
        ["cancel" | "back"] => Action::Cancel,
        ["block", n] => {
            let stand_in = Action::Block { card: CardId(0) };
            if answers_nothing(g, &stand_in) {
                number(n, "a card number from the hand")?;
                return Ok(stand_in);
            }
            Action::Block {
                card: hand_card(g, n)?,
            }
        }
        ["take" | "hit"] => Action::Take,
        ["buy", "x" | "experimental"] => Action::Buy {
            pile: Pile::Experimental,
        },
        ["buy", n] => {
            let n = number(n, "a Mercenary deck (1 to 5) or x")?;
            if n > PILE_NAMES.len() {
                return Err(ActionError::Illegal(
                    "The Mercenary decks are numbered 1 to 5; your Experimental Zeppelin is x."
                        .into(),
                ));
            }
            Action::Buy {
                pile: Pile::Mercenary((n - 1) as u8),
            }
        }
        ["end"] => Action::End,
        ["pass"] => Action::Pass,
        ["done" | "draw"] => Action::Done,
        ["discard", rest @ ..] if !rest.is_empty() => Action::Discard {
            cards: rest
                .iter()
                .map(|w| hand_card(g, w))
                .collect::<Result<_, _>>()?,
        },
        ["keep", n] => {
            let n = number(n, "a Fate card number")?;
            let Some(Pending::KeepFate { options, .. }) = &g.pending else {
                // Nothing to keep: a stand-in `apply` refuses with the reason.
                return Ok(Action::Keep { card: CardId(0) });
            };
            Action::Keep {
                card: *options.get(n - 1).ok_or_else(|| {
                    ActionError::Illegal(
                        format!("Choose a Fate card from 1 to {}.", options.len()).into(),
                    )
                })?,
            }
        }
        ["spoils", n] => {
            let n = number(n, "a Mercenary deck (1 to 5)")?;
            let stand_in = Action::Spoils { pile: 0 };
            if answers_nothing(g, &stand_in) {
                return Ok(stand_in);
            }
            if n > PILE_NAMES.len() {
                return Err(ActionError::Illegal(
                    "The Mercenary decks are numbered 1 to 5.".into(),
                ));
            }
            Action::Spoils {
                pile: (n - 1) as u8,
            }
        }
        ["purge", "none" | "no" | "nothing"] | ["skip"] => Action::Purge { card: None },
        ["purge", which] => {
            let stand_in = Action::Purge { card: None };
            if answers_nothing(g, &stand_in) {
                match which.strip_prefix('d') {
                    Some(k) => number(k, "a card number from the discard pile")?,
                    None => number(which, "a card number from the hand")?,
                };
                return Ok(stand_in);
            }
            if let Some(k) = which.strip_prefix('d') {
                let k = number(k, "a card number from the discard pile")?;
                let pile = discard_order(&g.player(me).discard);
                Action::Purge {
                    card: Some(*pile.get(k - 1).ok_or_else(|| {
                        ActionError::Illegal(if pile.is_empty() {
                            format!("The discard pile is empty, so there's no d{k}.").into()
                        } else {
                            format!(
                                "The discard pile has cards d1 to d{}; there's no d{k}.",
                                pile.len()
                            )
                            .into()
                        })
                    })?),
                }
            } else {
                Action::Purge {
                    card: Some(hand_card(g, which)?),
                }
            }
        }
        _ => return Err(unknown("I couldn't read that move")),
    };
    Ok(action)
}

/// A ship as every text that is not stored names it: its card's name after `whose`
/// ("{seat:1}'s", "your", "their"), with "(Flagship)" after a Flagship: "{seat:1}'s
/// The Ice Storm (Flagship)", "your Sky Lance". The stored narration ("…makes an
/// Electric attack on {seat:1}'s The Ice Storm with…") names it by the same card name,
/// so a ship is called one thing on its button, in its ping, on the board and in the
/// log. (Narration is stored and checked by `/game verify`, so its words stay.)
pub(super) fn ship_called(g: &ZeppelinAttack, owner: Seat, ship: CardId, whose: &str) -> String {
    let flagship = if g.player(owner).flagship.card == ship {
        " (Flagship)"
    } else {
        ""
    };
    format!("{whose} {}{flagship}", name(ship))
}

pub(super) fn describe(g: &ZeppelinAttack, action: &Action) -> Choice {
    let seat = asker(g);
    let (label, placement) = match action {
        Action::Launch { card } => (format!("Launch {}", name(*card)), Placement::Private),
        Action::Play { card, ship } => {
            let def = card.def();
            let flagship = g.player(seat).flagship.card == *ship;
            let over = !flagship && def.payload > ship.def().capacity_for(def.kind);
            let on = ship_called(g, seat, *ship, "");
            (
                format!(
                    "Play {} on{on}{}",
                    name(*card),
                    if over { " (overload)" } else { "" }
                ),
                Placement::Private,
            )
        }
        Action::Attack { kind, target, ship } => {
            let targets = match &g.pending {
                Some(Pending::Aim { card, .. }) => {
                    card.def().types.len() * {
                        g.seats()
                            .filter(|s| *s != g.current)
                            .map(|s| 1 + g.player(s).zeppelins.len())
                            .sum::<usize>()
                    }
                }
                _ => 0,
            };
            let what = ship_called(g, *target, *ship, &format!("{}'s", target.tag()));
            let placement = if targets > TARGET_BUTTONS {
                Placement::Menu(format!("Attack {}…", target.tag()).into())
            } else {
                Placement::Button
            };
            (format!("{kind} attack on {what}"), placement)
        }
        Action::Cancel => match &g.pending {
            Some(Pending::Aim { card, .. }) => {
                (format!("Take {} back", name(*card)), Placement::Button)
            }
            _ => ("Take the card back".into(), Placement::Button),
        },
        Action::Block { card } => {
            let over = match &g.pending {
                Some(Pending::Block { ship, target, .. }) => {
                    g.player(*target).flagship.card != *ship
                        && card.def().payload > ship.def().capacity[1]
                }
                _ => false,
            };
            (
                format!(
                    "Block with {}{}",
                    name(*card),
                    if over { " (ship retreats)" } else { "" }
                ),
                Placement::Private,
            )
        }
        // Private too, so nobody can tell from the board whether a block was possible.
        // Taking a hit on a Zeppelin sends it to the discard pile: the label says so.
        Action::Take => {
            let label = match &g.pending {
                Some(Pending::Block { target, ship, .. })
                    if g.player(*target).flagship.card != *ship =>
                {
                    format!("Take the hit ({} retreats)", name(*ship))
                }
                _ => "Take the hit".to_string(),
            };
            (label, Placement::Private)
        }
        // Private: which cards are affordable would tell the Fate points in hand.
        Action::Buy { pile } => {
            let (card, cost) = g.price(*pile, seat).unwrap_or((CardId(0), 0));
            (format!("Buy {} ({cost})", name(card)), Placement::Private)
        }
        // Private as well, so the active player always has a private choice and the
        // board never hints that nothing in their hand is playable.
        Action::End => (
            match unspent(g, seat) {
                Some(unspent) => format!("End turn, discard… ({unspent})"),
                None => "End turn, discard…".into(),
            },
            Placement::Private,
        ),
        Action::Pass => (pass_label(g, seat), Placement::Button),
        Action::Discard { cards } => {
            let names: Vec<&str> = cards.iter().map(|c| name(*c)).collect();
            (format!("Discard {}", names.join(", ")), Placement::Private)
        }
        Action::Done => ("Draw up & end turn".into(), Placement::Button),
        Action::Keep { card } => (
            format!("Keep {} ({})", name(*card), card.def().value),
            Placement::Button,
        ),
        Action::Spoils { pile } => {
            let top = g.piles[usize::from(*pile)].last().map_or("", |c| name(*c));
            (
                format!("Battle point: {} ({})", PILE_NAMES[usize::from(*pile)], top),
                Placement::Button,
            )
        }
        Action::Purge { card: None } => (
            "Don't purge (give up the +1 Battle point)".into(),
            Placement::Button,
        ),
        Action::Purge { card: Some(card) } => {
            let from = if g.player(seat).hand.contains(card) {
                "hand"
            } else {
                "discard"
            };
            (
                format!("Purge {} ({from})", name(*card)),
                Placement::Private,
            )
        }
    };
    Choice {
        notation: notation(g, action),
        label: (clip(&label, 80)).into(),
        placement,
    }
}

/// "2 Fate points unspent": discounts and change this turn that ending it throws away.
fn unspent(g: &ZeppelinAttack, seat: Seat) -> Option<String> {
    match g.player(seat).credit {
        0 => None,
        1 => Some("1 Fate point unspent".into()),
        n => Some(format!("{n} Fate points unspent")),
    }
}

/// The public End turn button (`pass`): it keeps the whole hand, no discards, and drops
/// any unspent Fate points. Hand counts and credit are on the board already.
fn pass_label(g: &ZeppelinAttack, seat: Seat) -> String {
    let mut parts = Vec::new();
    match g.player(seat).hand.len() {
        0 => {}
        1 => parts.push("keep your 1 card".to_string()),
        n => parts.push(format!("keep all {n} cards")),
    }
    parts.extend(unspent(g, seat));
    if parts.is_empty() {
        "End turn".into()
    } else {
        format!("End turn ({})", parts.join("; "))
    }
}

fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut out: String = text.chars().take(max - 1).collect();
        out.push('…');
        out
    }
}

/// What the game waits for, in words anyone may read.
pub(super) fn decision(g: &ZeppelinAttack) -> String {
    let Some(seat) = g.waiting() else {
        return "The game is over.".into();
    };
    let who = seat.tag();
    match &g.pending {
        Some(Pending::Aim { card, .. }) => {
            format!("{who} is choosing the type and target of {}.", name(*card))
        }
        Some(Pending::Block {
            attacker,
            target,
            ship,
            kind,
            ..
        }) => format!(
            "{who} decides: block {}'s {kind} attack on {}, or take the hit.",
            attacker.tag(),
            ship_called(g, *target, *ship, "their")
        ),
        Some(Pending::Discard { count, .. }) => format!(
            "{who} is choosing {} to discard.",
            if *count == 1 {
                "a card".to_string()
            } else {
                format!("{count} cards")
            }
        ),
        Some(Pending::KeepFate { .. }) => format!("{who} is choosing which Fate card to keep."),
        Some(Pending::Spoils { .. }) => {
            format!("{who} is choosing the Mercenary deck to take a Battle point from.")
        }
        Some(Pending::Purge { .. }) => format!("{who} may purge an Action card."),
        None => match g.phase {
            Phase::Action => format!("{who} is launching zeppelins and playing cards."),
            Phase::Buy => format!("{who} is buying."),
            Phase::Cleanup => format!("{who} is discarding and drawing up."),
        },
    }
}

/// The line that tells `seat` what to do (public: it never names a hidden card).
pub(super) fn prompt(g: &ZeppelinAttack, seat: Seat) -> String {
    if g.waiting() != Some(seat) {
        return String::new();
    }
    let who = seat.tag();
    match &g.pending {
        Some(Pending::Block {
            attacker,
            target,
            ship,
            kind,
            ..
        }) => format!(
            "{who}, {}'s {kind} attack is aimed at {}! Block it with {} {kind} Defense card or take the hit. No answer within {} h counts as taking the hit.",
            attacker.tag(),
            ship_called(g, *target, *ship, "your"),
            kind.article(),
            g.config.reply_hours
        ),
        Some(Pending::Discard { count, .. }) if seat != g.current => format!(
            "{who}, discard {} from your hand (no answer within {} h: I discard for you).",
            if *count == 1 { "a card".to_string() } else { format!("{count} cards") },
            g.config.reply_hours
        ),
        Some(_) => format!("{who}: {}", asked(g, seat)),
        None => match g.phase {
            Phase::Action => format!(
                "{who}, your turn: launch zeppelins and play Action cards, buy, or end your turn."
            ),
            Phase::Buy => format!("{who}, buy more or end your turn."),
            Phase::Cleanup => {
                if g.player(seat).hand.len() > HAND_SIZE {
                    format!("{who}, discard down to {HAND_SIZE} cards, then draw up and end your turn.")
                } else {
                    format!("{who}, discard any cards you don't want, then draw up to {HAND_SIZE}.")
                }
            }
        },
    }
}

/// What is asked of `seat`, for their own eyes.
pub(super) fn asked(g: &ZeppelinAttack, seat: Seat) -> String {
    match &g.pending {
        Some(Pending::Aim { card, .. }) => {
            format!("choose the type and target of your {} attack.", name(*card))
        }
        Some(Pending::Block {
            attacker,
            target,
            ship,
            kind,
            ..
        }) => format!(
            "{}'s {kind} attack is aimed at {}: block with {} {kind} Defense card, or take the hit.",
            attacker.tag(),
            ship_called(g, *target, *ship, "your"),
            kind.article()
        ),
        Some(Pending::Discard { count, .. }) => format!(
            "discard {} from your hand.",
            if *count == 1 { "a card".to_string() } else { format!("{count} cards") }
        ),
        Some(Pending::KeepFate { .. }) => "choose which Fate card to keep.".into(),
        Some(Pending::Spoils { .. }) => {
            "take a Battle point: choose the Mercenary deck it comes from.".into()
        }
        Some(Pending::Purge { .. }) => {
            "you may purge an Action card from your hand or discard pile (it becomes a Battle point).".into()
        }
        None => {
            let p = g.player(seat);
            match g.phase {
                Phase::Action => {
                    if p.hand.iter().any(|c| c.def().kind != Kind::Fate) {
                        "launch zeppelins and play Action cards, then buy or end your turn.".into()
                    } else {
                        "buy or end your turn.".into()
                    }
                }
                Phase::Buy => "buy more or end your turn.".into(),
                Phase::Cleanup => format!("discard what you don't want, then draw up to {HAND_SIZE}."),
            }
        }
    }
}
