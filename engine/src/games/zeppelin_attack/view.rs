//! What a viewer may see. The public view holds only public cards: armadas, played
//! cards, the Mercenary decks' tops, Experimental Zeppelins for sale, the Fate discard
//! pile and cards shown in passing. A seat's view adds that player's hand and discard
//! pile in [`ZeppelinView::me`]; nothing else ever carries a hidden card.

use serde::Serialize;

use super::cards::{AttackType, CardId, Deck, Kind, Section};
use super::{rules, Pending, Phase, Shown, ZeppelinAttack, PILE_NAMES};
use crate::game::{Seat, Viewer};

/// A face-up card as printed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardView {
    /// The physical card (stable for the whole game).
    pub id: CardId,
    pub name: String,
    pub kind: Kind,
    pub deck: Deck,
    pub types: Vec<AttackType>,
    pub payload: u8,
    /// Attack, defense and operative capacity (zeppelins).
    pub capacity: [u8; 3],
    pub cost: u8,
    pub vp: u8,
    /// Fate points (Fate cards).
    pub value: u8,
    /// The card's effects, section by section.
    pub lines: Vec<CardLine>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardLine {
    pub section: Section,
    pub text: String,
}

impl CardView {
    pub(crate) fn of(id: CardId) -> CardView {
        let def = id.def();
        let mut lines: Vec<CardLine> = def
            .lines()
            .into_iter()
            .map(|(section, text)| CardLine { section, text })
            .collect();
        if let Some(power) = &def.power {
            lines.push(CardLine {
                section: Section::General,
                text: power.text(),
            });
        }
        CardView {
            id,
            name: def.name.clone(),
            kind: def.kind,
            deck: def.deck,
            types: def.types.clone(),
            payload: def.payload,
            capacity: def.capacity,
            cost: def.cost,
            vp: def.vp,
            value: def.value,
            lines,
        }
    }
}

/// A ship in an armada.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShipView {
    /// How the notation names it: `f` for the flagship, `1`, `2`… for zeppelins.
    pub label: String,
    pub card: CardView,
    pub played: Option<CardView>,
    /// Carrying more than its capacity: it retreats at the end of the turn.
    pub overloaded: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub mastermind: String,
    pub flagship: ShipView,
    pub zeppelins: Vec<ShipView>,
    /// Counts only: the cards are hidden.
    pub hand: usize,
    pub deck: usize,
    pub discard: usize,
    /// Cards face down under the flagship (Battle points and purged cards).
    pub battle_points: u32,
    /// Fate points from discounts and change, for purchases this turn.
    pub credit: u32,
    /// The Flagship's power, as printed ("When a Cold attack from your armada
    /// succeeds, draw 1 card.").
    pub flagship_power: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PileView {
    /// 1–5, as in `buy N`.
    pub number: u8,
    pub name: String,
    pub count: usize,
    pub top: Option<CardView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ForSale {
    pub card: CardView,
    /// The only player who may buy it.
    pub owner: Seat,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackResult {
    /// The target has not answered yet.
    Waiting,
    Blocked(CardView),
    Hit,
}

/// The attack of this turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttackView {
    pub attacker: Seat,
    pub from: String,
    pub card: CardView,
    pub kind: AttackType,
    pub target: Seat,
    pub ship: String,
    pub result: AttackResult,
}

/// A card the last move showed in passing, with why (seat tags).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShownView {
    pub card: CardView,
    pub note: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseView {
    Actions,
    Buying,
    Discarding,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScoreLine {
    pub seat: Seat,
    pub card_vp: u32,
    pub battle_points: u32,
    /// Unspent Fate points in the player's cards.
    pub fate_points: u32,
    pub fate_bonus: u32,
    pub total: u32,
    /// Zeppelin cards owned (the second tie-breaker).
    pub zeppelins: u32,
    pub winner: bool,
    /// Tied with others on the most VP, so the tie-breakers (Battle points, then
    /// Zeppelins) decided between them: worth showing on this line.
    pub tied_on_vp: bool,
}

/// One card in the viewer's own hand.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HandCard {
    /// Its number in the notation (`play 2 on f`).
    pub number: usize,
    pub card: CardView,
    /// Reached the hand since the end of the player's last turn.
    pub fresh: bool,
}

/// What only the viewing player sees.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub mastermind: String,
    pub hand: Vec<HandCard>,
    /// The discard pile, numbered `d1`, `d2`… in this order (for `purge d2`).
    pub discard: Vec<CardView>,
    pub deck: usize,
    /// Fate points in hand.
    pub fate_in_hand: u32,
    /// The viewer's Flagship's power, as printed.
    pub flagship_power: String,
    /// What the game asks of this player now, if anything (seat tags).
    pub asked: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZeppelinView {
    pub players: Vec<PlayerView>,
    pub piles: Vec<PileView>,
    pub experimental: Vec<ForSale>,
    pub fate_deck: usize,
    /// Face up, top last.
    pub fate_discard: Vec<CardView>,
    pub start: Seat,
    pub current: Seat,
    pub turn: u32,
    pub round: u32,
    pub phase: PhaseView,
    /// Whose decision the game waits for.
    pub waiting: Vec<Seat>,
    /// What the game waits for, for everyone to read (seat tags).
    pub decision: String,
    pub attack: Option<AttackView>,
    pub shown: Vec<ShownView>,
    /// Set once the end is triggered: who takes the last turn (seat tags).
    pub final_turns: Option<String>,
    pub empty_piles: usize,
    /// Filled once the game is over.
    pub scores: Vec<ScoreLine>,
    /// Once the game is over, when several players had the most VP: how the
    /// tie-breakers decided ("{seat:0} and {seat:3} tie on 14 VP and 6 Battle points;
    /// Zeppelins decide ({seat:0} 5, {seat:3} 4).", seat tags).
    pub tie_break: Option<String>,
    /// The card set the game is played with (1, 2): see the README.
    pub card_set: u8,
    pub finished: bool,
    /// The viewer's own cards (their view only).
    pub me: Option<PrivateView>,
}

/// A Flagship's power text (empty for a card without one).
fn power_text(flagship: CardId) -> String {
    flagship
        .def()
        .power
        .as_ref()
        .map_or_else(String::new, |p| p.text())
}

fn ship_view(label: String, card: CardId, played: Option<CardId>, flagship: bool) -> ShipView {
    let overloaded = !flagship
        && played.is_some_and(|p| {
            let def = p.def();
            def.payload > card.def().capacity_for(def.kind)
        });
    ShipView {
        label,
        card: CardView::of(card),
        played: played.map(CardView::of),
        overloaded,
    }
}

pub(super) fn build(g: &ZeppelinAttack, viewer: Viewer) -> ZeppelinView {
    let players = g
        .seats()
        .map(|seat| {
            let p = g.player(seat);
            PlayerView {
                seat,
                mastermind: p.mastermind.name().to_string(),
                flagship: ship_view("f".into(), p.flagship.card, p.flagship.played, true),
                zeppelins: p
                    .zeppelins
                    .iter()
                    .enumerate()
                    .map(|(i, z)| ship_view((i + 1).to_string(), z.card, z.played, false))
                    .collect(),
                hand: p.hand.len(),
                deck: p.deck.len(),
                discard: p.discard.len(),
                battle_points: p.tucked.len() as u32 + p.extra_points,
                credit: p.credit,
                flagship_power: power_text(p.flagship.card),
            }
        })
        .collect();
    let piles = g
        .piles
        .iter()
        .enumerate()
        .map(|(i, pile)| PileView {
            number: i as u8 + 1,
            name: PILE_NAMES[i].to_string(),
            count: pile.len(),
            top: pile.last().copied().map(CardView::of),
        })
        .collect();
    let experimental = g
        .experimental
        .iter()
        .filter_map(|c| {
            let owner = g
                .seats()
                .find(|s| g.player(*s).mastermind.deck() == c.def().deck)?;
            Some(ForSale {
                card: CardView::of(*c),
                owner,
            })
        })
        .collect();
    let attack = g.attack.as_ref().map(|a| AttackView {
        attacker: a.attacker,
        from: a.from.def().name.clone(),
        card: CardView::of(a.card),
        kind: a.kind,
        target: a.target,
        ship: a.ship.def().name.clone(),
        result: match (a.blocked_by, a.hit) {
            (Some(d), _) => AttackResult::Blocked(CardView::of(d)),
            (None, true) => AttackResult::Hit,
            (None, false) => AttackResult::Waiting,
        },
    });
    let mut shown: Vec<ShownView> = g
        .shown
        .iter()
        .map(|(card, why)| ShownView {
            card: CardView::of(*card),
            note: match why {
                Shown::FateRevealed { seat } => format!("revealed by {}", seat.tag()),
                Shown::FateKept { seat } => format!("kept by {}", seat.tag()),
                Shown::FateDiscarded { seat } => format!("discarded by {}", seat.tag()),
                Shown::Blocked { seat } => format!("{} blocked with it", seat.tag()),
                Shown::Bought { seat } => format!("bought by {}", seat.tag()),
                Shown::Spoils { seat } => format!("Battle point for {}", seat.tag()),
            },
        })
        .collect();
    // A revealed card that was then kept is listed once, as kept.
    let kept: Vec<CardId> = g
        .shown
        .iter()
        .filter(|(_, w)| matches!(w, Shown::FateKept { .. }))
        .map(|(c, _)| *c)
        .collect();
    shown.retain(|s| !(kept.contains(&s.card.id) && s.note.starts_with("revealed")));
    if let Some(Pending::KeepFate { options, seat, .. }) = &g.pending {
        for s in &mut shown {
            if options.contains(&s.card.id) {
                s.note = format!("{} may keep it", seat.tag());
            }
        }
    }
    let me = match viewer {
        Viewer::Seat(seat) if seat.index() < g.players.len() => Some(private(g, seat)),
        _ => None,
    };
    ZeppelinView {
        players,
        piles,
        experimental,
        fate_deck: g.fate_deck.len(),
        fate_discard: g.fate_discard.iter().copied().map(CardView::of).collect(),
        start: g.start,
        current: g.current,
        turn: g.turn,
        round: (g.turn - 1) / g.players.len() as u32 + 1,
        phase: if g.finished {
            PhaseView::Over
        } else {
            match g.phase {
                Phase::Action => PhaseView::Actions,
                Phase::Buy => PhaseView::Buying,
                Phase::Cleanup => PhaseView::Discarding,
            }
        },
        waiting: g.waiting().into_iter().collect(),
        decision: super::notation::decision(g),
        attack,
        shown,
        final_turns: (g.end_triggered && !g.finished).then(|| {
            format!(
                "Final round: the game ends after {}'s turn.",
                g.last_seat().tag()
            )
        }),
        empty_piles: g.empty_piles(),
        scores: if g.finished {
            rules::scores(g)
        } else {
            Vec::new()
        },
        tie_break: g
            .finished
            .then(|| rules::tie_break(&rules::scores(g)))
            .flatten(),
        card_set: g.config.cards.number(),
        finished: g.finished,
        me,
    }
}

/// The numbering of a discard pile in views and notation: sorted like a hand.
pub(super) fn discard_order(cards: &[CardId]) -> Vec<CardId> {
    let mut sorted = cards.to_vec();
    super::sort_cards(&mut sorted);
    sorted
}

fn private(g: &ZeppelinAttack, seat: Seat) -> PrivateView {
    let p = g.player(seat);
    PrivateView {
        seat,
        mastermind: p.mastermind.name().to_string(),
        hand: p
            .hand
            .iter()
            .enumerate()
            .map(|(i, c)| HandCard {
                number: i + 1,
                card: CardView::of(*c),
                fresh: p.fresh.contains(c),
            })
            .collect(),
        discard: discard_order(&p.discard)
            .into_iter()
            .map(CardView::of)
            .collect(),
        deck: p.deck.len(),
        fate_in_hand: g.fate_in_hand(seat),
        flagship_power: power_text(p.flagship.card),
        asked: if g.waiting() == Some(seat) {
            super::notation::asked(g, seat)
        } else {
            String::new()
        },
    }
}

/// A card's effects in words: "Hit: Draw 1 card. Always: …".
fn effects_in_words(card: CardId) -> String {
    CardView::of(card)
        .lines
        .iter()
        .map(|l| format!("{}: {}", l.section.heading(), l.text))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What `seat`'s own picture leaves out, in words (see [`crate::game::Game::details`]):
/// their Flagship's power and their launched zeppelins' powers (by their `play … on`
/// labels), then the text of each card in their hand, by its `/play` number (copies
/// of one card on one line).
pub(super) fn details(g: &ZeppelinAttack, seat: Seat) -> Vec<String> {
    let p = g.player(seat);
    let mut out = Vec::new();
    let ships = std::iter::once(("f".to_string(), p.flagship.card)).chain(
        p.zeppelins
            .iter()
            .enumerate()
            .map(|(i, z)| ((i + 1).to_string(), z.card)),
    );
    for (label, card) in ships {
        let def = card.def();
        let mut text: Vec<String> = def
            .lines()
            .into_iter()
            .map(|(section, text)| format!("{}: {text}", section.heading()))
            .collect();
        text.extend(def.power.as_ref().map(|p| capitalised(&p.text())));
        let text = text.join(" ");
        if !text.is_empty() {
            out.push(format!("**{label} {}** — {text}", card.def().name));
        }
    }
    let mut hand: Vec<(Vec<usize>, CardId, String)> = Vec::new();
    for (i, card) in p.hand.iter().enumerate() {
        let text = effects_in_words(*card);
        if text.is_empty() {
            continue;
        }
        let name = &card.def().name;
        match hand
            .iter_mut()
            .find(|(_, c, t)| c.def().name == *name && *t == text)
        {
            Some((numbers, _, _)) => numbers.push(i + 1),
            None => hand.push((vec![i + 1], *card, text)),
        }
    }
    for (numbers, card, text) in hand {
        let numbers: Vec<String> = numbers.iter().map(ToString::to_string).collect();
        out.push(format!(
            "**{} {}** — {text}",
            numbers.join(", "),
            card.def().name
        ));
    }
    out
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
