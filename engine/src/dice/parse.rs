//! Dice notation text → a checked syntax tree.
//!
//! winnow does all the reading. Every limit that can be judged from the text alone
//! (lengths, dice per term, sides, nesting, number size, modifiers that could never
//! stop) is checked here, so [`super::roll`] and [`super::bounds`] reject exactly the
//! same expressions with exactly the same messages. The grammar is in `README.md`.

use std::fmt::Write as _;
use std::ops::RangeInclusive;

use winnow::ascii::{digit1, Caseless};
use winnow::combinator::{alt, cut_err, eof, fail, not, opt, preceded, repeat};
use winnow::error::{ContextError, ErrMode, FromExternalError, StrContext, StrContextValue};
use winnow::prelude::*;
use winnow::token::{one_of, rest, take_till, take_while};

use super::{Dialect, DiceError, Sides};
use crate::i18n::Msg;

/// The whole input, comment included, in characters.
pub(super) const MAX_INPUT_CHARS: usize = 300;
/// The expression before `#`, trimmed, in characters.
pub(super) const MAX_EXPRESSION_CHARS: usize = 200;
/// Dice written in one term (`100d6`).
pub(super) const MAX_DICE_PER_TERM: u32 = 100;
/// The biggest die.
pub(super) const MAX_SIDES: u32 = 1000;
/// Parentheses inside parentheses.
pub(super) const MAX_NESTING: u32 = 20;
/// The biggest constant.
pub(super) const MAX_NUMBER: f64 = 1_000_000.0;
/// Extra dice one die may explode into, and rerolls one die may take.
pub(super) const MAX_CHAIN: u32 = 100;
/// Every die one expression rolls, explosions and rerolls included.
pub(super) const MAX_DICE_TOTAL: u32 = 200;

/// An expression and its comment.
#[derive(Clone, Debug)]
pub(super) struct Parsed {
    pub expr: Expr,
    pub comment: Option<String>,
}

/// The syntax tree. Operator chains are flat lists and runs of signs one node, so the
/// tree is only as deep as its parentheses (at most [`MAX_NESTING`]).
#[derive(Clone, Debug)]
pub(super) enum Expr {
    Number {
        value: f64,
        label: Option<String>,
    },
    Dice(Box<DiceTerm>),
    Paren {
        inner: Box<Expr>,
        label: Option<String>,
    },
    /// Prefix signs as written (`-`, `--`, `-+-`).
    Signed {
        signs: String,
        inner: Box<Expr>,
    },
    /// `first op rest[0].1 op rest[1].1 ...`, all of one precedence level.
    Chain {
        first: Box<Expr>,
        rest: Vec<(BinOp, Expr)>,
    },
}

impl Expr {
    fn chain(first: Expr, rest: Vec<(BinOp, Expr)>) -> Expr {
        if rest.is_empty() {
            first
        } else {
            Expr::Chain {
                first: Box::new(first),
                rest,
            }
        }
    }

    fn set_label(&mut self, text: &str) {
        let text = text.trim();
        let label = (!text.is_empty()).then(|| text.to_string());
        match self {
            Expr::Number { label: slot, .. } | Expr::Paren { label: slot, .. } => *slot = label,
            Expr::Dice(term) => term.label = label,
            // The grammar only labels atoms.
            Expr::Signed { .. } | Expr::Chain { .. } => {}
        }
    }
}

/// True when an odd number of minus signs.
pub(super) fn is_negative(signs: &str) -> bool {
    signs.chars().filter(|&c| c == '-').count() % 2 == 1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
}

impl BinOp {
    pub fn symbol(self) -> char {
        match self {
            BinOp::Add => '+',
            BinOp::Sub => '-',
            BinOp::Mul => '*',
            BinOp::Div => '/',
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CmpOp {
    Eq,
    Ne,
    Gt,
    Ge,
    Lt,
    Le,
}

/// A compare point such as `>=5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Compare {
    pub op: CmpOp,
    pub value: i64,
}

impl Compare {
    pub fn matches(self, face: i64) -> bool {
        match self.op {
            CmpOp::Eq => face == self.value,
            CmpOp::Ne => face != self.value,
            CmpOp::Gt => face > self.value,
            CmpOp::Ge => face >= self.value,
            CmpOp::Lt => face < self.value,
            CmpOp::Le => face <= self.value,
        }
    }

    /// Writes `>=5`; with `bare_eq`, `=5` is written `5` (how rerolls and `f` read best).
    fn write(self, out: &mut String, bare_eq: bool) {
        let op = match self.op {
            CmpOp::Eq if bare_eq && self.value >= 0 => "",
            CmpOp::Eq => "=",
            CmpOp::Ne => "<>",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
        };
        let _ = write!(out, "{op}{}", self.value);
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Reroll {
    /// `ro`: reroll once and keep the second face whatever it is.
    pub once: bool,
    /// Reroll a face matching any of these.
    pub when: Vec<Compare>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Explode {
    /// `!!`: add extra faces onto the same die.
    pub compound: bool,
    /// `!p`: every extra face counts one less.
    pub penetrate: bool,
    pub when: Compare,
    /// The compare point was written (otherwise it is "the highest face").
    pub explicit: bool,
}

/// Keep or drop `count` dice from the high or low end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Pick {
    pub high: bool,
    pub count: u32,
}

/// One checked `NdM...` term.
#[derive(Clone, Debug)]
pub(super) struct DiceTerm {
    pub count: u32,
    pub sides: Sides,
    /// Written `d%` (kept for the notation; it rolls as a d100).
    pub percent: bool,
    pub reroll: Option<Reroll>,
    pub explode: Option<Explode>,
    pub keep: Option<Pick>,
    pub drop: Option<Pick>,
    pub success: Option<Compare>,
    pub failure: Option<Compare>,
    pub label: Option<String>,
    /// Normalised, without the label: `4d6kh3`.
    pub notation: String,
}

impl DiceTerm {
    pub fn faces(&self) -> RangeInclusive<i64> {
        match self.sides {
            Sides::Numbered { sides } => 1..=i64::from(sides),
            Sides::Fudge => -1..=1,
        }
    }

    pub fn rerolls(&self, face: i64) -> bool {
        self.reroll
            .as_ref()
            .is_some_and(|r| r.when.iter().any(|c| c.matches(face)))
    }

    /// Faces a die can show once its rerolls are done.
    pub fn settled_faces(&self) -> impl Iterator<Item = i64> + '_ {
        let until_clear = self.reroll.as_ref().is_some_and(|r| !r.once);
        self.faces()
            .filter(move |&face| !(until_clear && self.rerolls(face)))
    }

    pub fn explodes(&self, face: i64) -> bool {
        self.explode.is_some_and(|e| e.when.matches(face))
    }

    /// How many of `candidates` dice keep/drop removes from the (low, high) end.
    /// Low and high removals never overlap; together they are at most `candidates`.
    pub fn dropped(&self, candidates: usize) -> (usize, usize) {
        let all_but = |n: u32| candidates.saturating_sub(n as usize);
        let mut low = 0;
        let mut high = 0;
        if let Some(keep) = self.keep {
            if keep.high {
                low = all_but(keep.count);
            } else {
                high = all_but(keep.count);
            }
        }
        if let Some(drop) = self.drop {
            let n = drop.count as usize;
            if drop.high {
                high = high.max(n);
            } else {
                low = low.max(n);
            }
        }
        let low = low.min(candidates);
        (low, high.min(candidates - low))
    }

    /// +1 success, −1 failure, 0 neither (success wins when both match).
    pub fn score(&self, value: i64) -> i8 {
        if self.success.is_some_and(|c| c.matches(value)) {
            1
        } else if self.failure.is_some_and(|c| c.matches(value)) {
            -1
        } else {
            0
        }
    }

    fn write_notation(&self) -> String {
        let mut out = format!("{}d", self.count);
        match self.sides {
            Sides::Numbered { .. } if self.percent => out.push('%'),
            Sides::Numbered { sides } => {
                let _ = write!(out, "{sides}");
            }
            Sides::Fudge => out.push('F'),
        }
        if let Some(reroll) = &self.reroll {
            for when in &reroll.when {
                out.push_str(if reroll.once { "ro" } else { "r" });
                when.write(&mut out, true);
            }
        }
        if let Some(explode) = self.explode {
            out.push_str(if explode.compound { "!!" } else { "!" });
            if explode.penetrate {
                out.push('p');
            }
            // A bare `!` before a success target would swallow it: `!>=8` explodes.
            if explode.explicit || self.success.is_some() {
                explode.when.write(&mut out, false);
            }
        }
        if let Some(keep) = self.keep {
            let _ = write!(out, "k{}{}", if keep.high { 'h' } else { 'l' }, keep.count);
        }
        if let Some(drop) = self.drop {
            let _ = write!(out, "d{}{}", if drop.high { 'h' } else { 'l' }, drop.count);
        }
        if let Some(success) = self.success {
            success.write(&mut out, false);
        }
        if let Some(failure) = self.failure {
            out.push('f');
            failure.write(&mut out, true);
        }
        out
    }
}

/// Splits off the comment, checks the caps, and parses, reading compare points in
/// `dialect`.
pub(super) fn parse(input: &str, dialect: Dialect) -> Result<Parsed, DiceError> {
    let length = input.chars().count();
    if length > MAX_INPUT_CHARS {
        return Err(DiceError::TooBig(crate::msg!(
            "dice-input-too-long",
            max = MAX_INPUT_CHARS,
            length = length.to_string()
        )));
    }
    let (text, comment) = split_comment(input);
    let text = text.trim();
    let length = text.chars().count();
    if length > MAX_EXPRESSION_CHARS {
        return Err(DiceError::TooBig(crate::msg!(
            "dice-expression-too-long",
            max = MAX_EXPRESSION_CHARS,
            length = length.to_string()
        )));
    }
    if text.is_empty() {
        return Err(DiceError::Syntax(crate::msg!("dice-nothing")));
    }
    let expr = (|i: &mut In<'_>| whole(i, dialect))
        .parse(text)
        .map_err(|e| syntax_error(text, e.offset(), e.inner()))?;
    Ok(Parsed { expr, comment })
}

/// Everything after the first `#` is the comment (trimmed; empty means none).
fn split_comment(input: &str) -> (&str, Option<String>) {
    let parsed: Result<(&str, Option<&str>), _> = (
        take_till(0.., '#'),
        opt(preceded('#', rest::<_, ContextError>)),
    )
        .parse(input);
    match parsed {
        Ok((text, comment)) => {
            let comment = comment.map(str::trim).filter(|c| !c.is_empty());
            (text, comment.map(str::to_string))
        }
        // Unreachable (both halves accept anything), but never panic on user input.
        Err(_) => (input, None),
    }
}

// ---- Error messages -------------------------------------------------------------

const EXPECT_OPERAND: &str = "a number, a die like `d20`, or `(`";
const EXPECT_OPERATOR: &str = "an operator (`+`, `-`, `*` or `/`)";
const EXPECT_AFTER_DICE: &str =
    "a modifier (like `kh3`, `dl1`, `r1`, `ro1`, `!`, `!!`, `!p`, `>=8` or `f1`) or an operator";
const EXPECT_CLOSE_PAREN: &str = "a closing `)`";
const EXPECT_CLOSE_LABEL: &str = "a `]` to close the label";
const EXPECT_SIDES: &str = "the number of sides, like `d6`, `d%` or `dF`";
const EXPECT_FAILURE: &str = "a target after `f`, like `f1` or `f<3`";
const EXPECT_COMPARE: &str = "a number to compare with, like `>=5`";

fn expected(what: &'static str) -> StrContext {
    StrContext::Expected(StrContextValue::Description(what))
}

/// What was expected, as a message (the descriptions above are winnow's, in English).
fn expected_msg(what: &str) -> Msg {
    match what {
        EXPECT_OPERAND => crate::msg!("dice-expect-operand"),
        EXPECT_OPERATOR => crate::msg!("dice-expect-operator"),
        EXPECT_AFTER_DICE => crate::msg!("dice-expect-after-dice"),
        EXPECT_CLOSE_PAREN => crate::msg!("dice-expect-close-paren"),
        EXPECT_CLOSE_LABEL => crate::msg!("dice-expect-close-label"),
        EXPECT_SIDES => crate::msg!("dice-expect-sides"),
        EXPECT_FAILURE => crate::msg!("dice-expect-failure"),
        EXPECT_COMPARE => crate::msg!("dice-expect-compare"),
        other => Msg::raw(other),
    }
}

/// An error that stops parsing at once and carries its own message.
fn fatal(input: &&str, error: DiceError) -> ErrMode<ContextError> {
    ErrMode::Cut(ContextError::from_external_error(input, error))
}

fn syntax_error(text: &str, offset: usize, error: &ContextError) -> DiceError {
    if let Some(own) = error.cause().and_then(|c| c.downcast_ref::<DiceError>()) {
        return own.clone();
    }
    let wanted = error
        .context()
        .find_map(|c| match c {
            StrContext::Expected(StrContextValue::Description(d)) => Some(*d),
            _ => None,
        })
        .unwrap_or(EXPECT_OPERATOR);
    let before = text.get(..offset).unwrap_or(text).trim_end();
    let after = text.get(offset..).unwrap_or("").trim_start();
    let before = snippet_end(before, 24);
    let found: String = after.split_whitespace().next().unwrap_or("").to_string();
    let invisible = !found.is_empty() && snippet(&found, 12).is_empty();
    let found = snippet(&found, 12);
    let wanted = expected_msg(wanted);
    DiceError::Syntax(if invisible {
        if before.is_empty() {
            crate::msg!("dice-invisible-start", wanted = wanted)
        } else {
            crate::msg!("dice-invisible-after", before = before, wanted = wanted)
        }
    } else if found.is_empty() {
        crate::msg!("dice-ends-too-soon", before = before, wanted = wanted)
    } else if before.is_empty() {
        crate::msg!("dice-stuck-start", found = found, wanted = wanted)
    } else {
        crate::msg!(
            "dice-stuck-after",
            found = found,
            before = before,
            wanted = wanted
        )
    })
}

/// User text made safe to quote inside a `code span`: no backticks or control
/// characters, at most `max` characters.
pub(super) fn snippet(text: &str, max: usize) -> String {
    let clean: Vec<char> = text
        .chars()
        .filter(|c| !c.is_control())
        .map(|c| if c == '`' { '\'' } else { c })
        .collect();
    if clean.len() > max {
        clean[..max].iter().collect::<String>() + "…"
    } else {
        clean.into_iter().collect()
    }
}

/// Like [`snippet`], but keeps the end of `text`.
fn snippet_end(text: &str, max: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() > max {
        let tail: String = chars[chars.len() - max..].iter().collect();
        format!("…{}", snippet(&tail, max))
    } else {
        snippet(text, max)
    }
}

// ---- Grammar ----------------------------------------------------------------------

type In<'i> = &'i str;

fn ws(i: &mut In<'_>) -> ModalResult<()> {
    take_while(0.., char::is_whitespace).void().parse_next(i)
}

fn whole(i: &mut In<'_>, dialect: Dialect) -> ModalResult<Expr> {
    let expr = sum(i, 0, dialect)?;
    ws(i)?;
    cut_err(eof.context(expected(EXPECT_OPERATOR))).parse_next(i)?;
    Ok(expr)
}

fn sum(i: &mut In<'_>, depth: u32, dialect: Dialect) -> ModalResult<Expr> {
    let first = product(i, depth, dialect)?;
    let add = alt((
        '+'.value(BinOp::Add),
        '-'.value(BinOp::Sub),
        '−'.value(BinOp::Sub),
    ));
    let rest = repeat(
        0..,
        (
            preceded(ws, add),
            cut_err(|i: &mut In<'_>| product(i, depth, dialect)),
        ),
    )
    .parse_next(i)?;
    Ok(Expr::chain(first, rest))
}

fn product(i: &mut In<'_>, depth: u32, dialect: Dialect) -> ModalResult<Expr> {
    let first = unary(i, depth, dialect)?;
    let mul = alt((
        '*'.value(BinOp::Mul),
        '×'.value(BinOp::Mul),
        '/'.value(BinOp::Div),
        '÷'.value(BinOp::Div),
    ));
    let rest = repeat(
        0..,
        (
            preceded(ws, mul),
            cut_err(|i: &mut In<'_>| unary(i, depth, dialect)),
        ),
    )
    .parse_next(i)?;
    Ok(Expr::chain(first, rest))
}

fn unary(i: &mut In<'_>, depth: u32, dialect: Dialect) -> ModalResult<Expr> {
    let sign = alt(('+'.value('+'), '-'.value('-'), '−'.value('-')));
    let signs: String = repeat(0.., preceded(ws, sign)).parse_next(i)?;
    let inner = atom(i, depth, dialect)?;
    Ok(if signs.is_empty() {
        inner
    } else {
        Expr::Signed {
            signs,
            inner: Box::new(inner),
        }
    })
}

fn atom(i: &mut In<'_>, depth: u32, dialect: Dialect) -> ModalResult<Expr> {
    ws(i)?;
    let mut expr = alt((
        |i: &mut In<'_>| paren(i, depth, dialect),
        (|i: &mut In<'_>| dice(i, dialect)).map(|term| Expr::Dice(Box::new(term))),
        number,
        fail.context(expected(EXPECT_OPERAND)),
    ))
    .parse_next(i)?;
    if let Some(text) = opt(preceded(ws, label)).parse_next(i)? {
        expr.set_label(text);
    }
    Ok(expr)
}

fn paren(i: &mut In<'_>, depth: u32, dialect: Dialect) -> ModalResult<Expr> {
    '('.parse_next(i)?;
    if depth >= MAX_NESTING {
        return Err(fatal(
            i,
            DiceError::TooBig(crate::msg!("dice-nesting", max = MAX_NESTING)),
        ));
    }
    let inner = cut_err(|i: &mut In<'_>| sum(i, depth + 1, dialect)).parse_next(i)?;
    ws(i)?;
    cut_err(')'.context(expected(EXPECT_CLOSE_PAREN))).parse_next(i)?;
    Ok(Expr::Paren {
        inner: Box::new(inner),
        label: None,
    })
}

fn label<'i>(i: &mut In<'i>) -> ModalResult<&'i str> {
    '['.parse_next(i)?;
    let text = take_till(0.., ['[', ']']).parse_next(i)?;
    cut_err(']'.context(expected(EXPECT_CLOSE_LABEL))).parse_next(i)?;
    Ok(text)
}

fn number(i: &mut In<'_>) -> ModalResult<Expr> {
    let text = alt(((digit1, opt(('.', digit1))).take(), ('.', digit1).take())).parse_next(i)?;
    let value: f64 = text.parse().unwrap_or(f64::INFINITY);
    if value > MAX_NUMBER {
        return Err(fatal(
            i,
            DiceError::TooBig(crate::msg!(
                "dice-number-too-big",
                number = snippet(text, 24),
                max = MAX_NUMBER.to_string()
            )),
        ));
    }
    Ok(Expr::Number { value, label: None })
}

#[derive(Clone, Copy, Debug)]
enum RawSides<'i> {
    Number(&'i str),
    Percent,
    Fudge,
}

#[derive(Clone, Copy, Debug)]
enum RawMod {
    Reroll {
        once: bool,
        when: Option<Compare>,
    },
    Explode {
        compound: bool,
        penetrate: bool,
        when: Option<Compare>,
    },
    Keep {
        high: bool,
        count: Option<u32>,
    },
    Drop {
        high: bool,
        count: Option<u32>,
    },
    Success(Compare),
    Failure(Compare),
}

impl Compare {
    /// As `dialect` reads what was written: Roll20's `>N` is `>=N` and its `<N` is
    /// `<=N` (written so in the normal form, which then means the same in either
    /// dialect); the strict dialect reads every operator as written.
    fn read_in(self, dialect: Dialect) -> Compare {
        let op = match (dialect, self.op) {
            (Dialect::Roll20, CmpOp::Gt) => CmpOp::Ge,
            (Dialect::Roll20, CmpOp::Lt) => CmpOp::Le,
            (_, op) => op,
        };
        Compare { op, ..self }
    }
}

impl RawMod {
    fn read_in(self, dialect: Dialect) -> RawMod {
        match self {
            RawMod::Reroll { once, when } => RawMod::Reroll {
                once,
                when: when.map(|c| c.read_in(dialect)),
            },
            RawMod::Explode {
                compound,
                penetrate,
                when,
            } => RawMod::Explode {
                compound,
                penetrate,
                when: when.map(|c| c.read_in(dialect)),
            },
            RawMod::Success(c) => RawMod::Success(c.read_in(dialect)),
            RawMod::Failure(c) => RawMod::Failure(c.read_in(dialect)),
            m @ (RawMod::Keep { .. } | RawMod::Drop { .. }) => m,
        }
    }
}

fn dice(i: &mut In<'_>, dialect: Dialect) -> ModalResult<DiceTerm> {
    let sides = alt((
        digit1.map(RawSides::Number),
        '%'.value(RawSides::Percent),
        Caseless("f").value(RawSides::Fudge),
    ));
    let ((count, _, sides, mods), written) = (
        opt(digit1),
        Caseless("d"),
        cut_err(sides.context(expected(EXPECT_SIDES))),
        repeat(0.., preceded(ws, modifier)).map(|mods: Vec<RawMod>| mods),
    )
        .with_taken()
        .parse_next(i)?;
    // Anything that looks like a modifier but isn't one is a typo, not the next token.
    let starts_modifier = |c: char| c.is_alphanumeric() || matches!(c, '!' | '<' | '>' | '=');
    preceded(
        ws,
        cut_err(not(one_of(starts_modifier)).context(expected(EXPECT_AFTER_DICE))),
    )
    .parse_next(i)?;
    check_term(count, sides, &mods, written, dialect).map_err(|e| fatal(i, e))
}

fn modifier(i: &mut In<'_>) -> ModalResult<RawMod> {
    let reroll = (
        alt((Caseless("ro").value(true), Caseless("r").value(false))),
        opt(compare_point),
    )
        .map(|(once, when)| RawMod::Reroll { once, when });
    let explode = (
        alt((
            Caseless("!!p").value((true, true)),
            "!!".value((true, false)),
            Caseless("!p").value((false, true)),
            "!".value((false, false)),
        )),
        opt(compare_point),
    )
        .map(|((compound, penetrate), when)| RawMod::Explode {
            compound,
            penetrate,
            when,
        });
    let keep = (
        alt((
            Caseless("kh").value(true),
            Caseless("kl").value(false),
            Caseless("k").value(true),
        )),
        opt(count),
    )
        .map(|(high, count)| RawMod::Keep { high, count });
    let drop = (
        alt((
            Caseless("dh").value(true),
            Caseless("dl").value(false),
            Caseless("d").value(false),
        )),
        opt(count),
    )
        .map(|(high, count)| RawMod::Drop { high, count });
    let failure = preceded(
        Caseless("f"),
        cut_err(preceded(ws, compare_point).context(expected(EXPECT_FAILURE))),
    )
    .map(RawMod::Failure);
    alt((
        reroll,
        explode,
        keep,
        drop,
        failure,
        operator_compare.map(RawMod::Success),
    ))
    .parse_next(i)
}

/// `>=5`, `<>2`, `=-1`, `>= 5`, or a bare `5` meaning `=5`.
fn compare_point(i: &mut In<'_>) -> ModalResult<Compare> {
    alt((
        operator_compare,
        digit1.map(|d| Compare {
            op: CmpOp::Eq,
            value: to_i64(d),
        }),
    ))
    .parse_next(i)
}

fn operator_compare(i: &mut In<'_>) -> ModalResult<Compare> {
    let op = alt((
        ">=".value(CmpOp::Ge),
        "<=".value(CmpOp::Le),
        "<>".value(CmpOp::Ne),
        ">".value(CmpOp::Gt),
        "<".value(CmpOp::Lt),
        "=".value(CmpOp::Eq),
    ))
    .parse_next(i)?;
    let signed = (opt(one_of(['-', '+', '−'])), digit1).map(|(sign, digits)| {
        let value = to_i64(digits);
        if matches!(sign, Some('-' | '−')) {
            -value
        } else {
            value
        }
    });
    // Spaces may follow the operator (`1d20 >= 10`), as they may go before it; the sign
    // stays on its number.
    let value = cut_err(preceded(ws, signed).context(expected(EXPECT_COMPARE))).parse_next(i)?;
    Ok(Compare { op, value })
}

fn count(i: &mut In<'_>) -> ModalResult<u32> {
    digit1.map(to_u32).parse_next(i)
}

/// Digits to a number, saturating: anything huge is rejected later by a cap.
fn to_u32(digits: &str) -> u32 {
    digits.parse::<u32>().unwrap_or(u32::MAX)
}

fn to_i64(digits: &str) -> i64 {
    digits.parse::<i64>().unwrap_or(i64::MAX)
}

// ---- Checking a term --------------------------------------------------------------

fn check_term(
    count: Option<&str>,
    sides: RawSides<'_>,
    mods: &[RawMod],
    written: &str,
    dialect: Dialect,
) -> Result<DiceTerm, DiceError> {
    let shown = snippet(written.trim(), 24);
    let invalid = |why: Msg| Err(DiceError::Invalid(why));
    let count = count.map_or(1, to_u32);
    if count > MAX_DICE_PER_TERM {
        return Err(DiceError::TooBig(crate::msg!(
            "dice-term-too-many",
            term = &shown,
            max = MAX_DICE_PER_TERM
        )));
    }
    let (sides, percent) = check_sides(sides, &shown)?;
    let mut term = DiceTerm {
        count,
        sides,
        percent,
        reroll: None,
        explode: None,
        keep: None,
        drop: None,
        success: None,
        failure: None,
        label: None,
        notation: String::new(),
    };
    let (lowest, highest) = (*term.faces().start(), *term.faces().end());
    let twice = |what: Msg| invalid(crate::msg!("dice-twice", term = &shown, what = what));
    for &m in mods {
        match m.read_in(dialect) {
            RawMod::Reroll { once, when } => {
                let when = when.unwrap_or(Compare {
                    op: CmpOp::Eq,
                    value: lowest,
                });
                match &mut term.reroll {
                    None => {
                        term.reroll = Some(Reroll {
                            once,
                            when: vec![when],
                        })
                    }
                    Some(r) if r.once == once => r.when.push(when),
                    Some(_) => return invalid(crate::msg!("dice-mixed-rerolls", term = &shown)),
                }
            }
            RawMod::Explode {
                compound,
                penetrate,
                when,
            } => {
                if term.explode.is_some() {
                    return twice(crate::msg!("dice-what-explosion"));
                }
                term.explode = Some(Explode {
                    compound,
                    penetrate,
                    when: when.unwrap_or(Compare {
                        op: CmpOp::Eq,
                        value: highest,
                    }),
                    explicit: when.is_some(),
                });
            }
            RawMod::Keep { high, count } => {
                if term.keep.is_some() {
                    return twice(crate::msg!("dice-what-keep"));
                }
                let count = count.unwrap_or(1);
                if count == 0 {
                    return invalid(crate::msg!("dice-keep-none", term = &shown));
                }
                if count > MAX_DICE_TOTAL {
                    return invalid(crate::msg!(
                        "dice-keep-too-many",
                        term = &shown,
                        max = MAX_DICE_TOTAL
                    ));
                }
                term.keep = Some(Pick { high, count });
            }
            RawMod::Drop { high, count } => {
                if term.drop.is_some() {
                    return twice(crate::msg!("dice-what-drop"));
                }
                let count = count.unwrap_or(1);
                if count == 0 {
                    return invalid(crate::msg!("dice-drop-none", term = &shown));
                }
                if count > MAX_DICE_TOTAL {
                    return invalid(crate::msg!(
                        "dice-drop-too-many",
                        term = &shown,
                        max = MAX_DICE_TOTAL
                    ));
                }
                term.drop = Some(Pick { high, count });
            }
            RawMod::Success(when) => {
                if term.success.is_some() {
                    return twice(crate::msg!("dice-what-success"));
                }
                term.success = Some(when);
            }
            RawMod::Failure(when) => {
                if term.failure.is_some() {
                    return twice(crate::msg!("dice-what-failure"));
                }
                term.failure = Some(when);
            }
        }
    }
    check_whole(&term, &shown)?;
    term.notation = term.write_notation();
    Ok(term)
}

/// The die of a term: a number of sides within the caps, `%` or `F`. Also whether it
/// was written as a percentile die.
fn check_sides(sides: RawSides<'_>, shown: &str) -> Result<(Sides, bool), DiceError> {
    let invalid = |why: Msg| Err(DiceError::Invalid(why));
    Ok(match sides {
        RawSides::Number(digits) => match to_u32(digits) {
            0 => return invalid(crate::msg!("dice-no-sides", term = shown)),
            n if n > MAX_SIDES => {
                return Err(DiceError::TooBig(crate::msg!(
                    "dice-too-many-sides",
                    term = shown,
                    max = MAX_SIDES.to_string()
                )))
            }
            n => (Sides::Numbered { sides: n }, false),
        },
        RawSides::Percent => (Sides::Numbered { sides: 100 }, true),
        RawSides::Fudge => (Sides::Fudge, false),
    })
}

/// What only the whole term can tell: failures need a success target, and rerolls and
/// explosions must be able to stop.
fn check_whole(term: &DiceTerm, shown: &str) -> Result<(), DiceError> {
    let invalid = |why: Msg| Err(DiceError::Invalid(why));
    if term.failure.is_some() && term.success.is_none() {
        return invalid(crate::msg!("dice-failures-need-target", term = shown));
    }
    if term.settled_faces().next().is_none() {
        return invalid(crate::msg!("dice-reroll-never-stops", term = shown));
    }
    if term.explode.is_some() && term.settled_faces().all(|face| term.explodes(face)) {
        return invalid(crate::msg!("dice-explosion-never-stops", term = shown));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn term(text: &str) -> DiceTerm {
        match parse(text, Dialect::Strict) {
            Ok(Parsed {
                expr: Expr::Dice(term),
                ..
            }) => *term,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn error(text: &str) -> DiceError {
        parse(text, Dialect::Roll20).expect_err(text)
    }

    #[test]
    fn notation_is_normalised() {
        for (written, normal) in [
            ("d20", "1d20"),
            ("4D6K3", "4d6kh3"),
            ("4d6d1", "4d6dl1"),
            ("2d20kl", "2d20kl1"),
            ("d%", "1d%"),
            ("4df", "4dF"),
            ("3d6r", "3d6r1"),
            ("3d6ro<3", "3d6ro<3"),
            ("2d6r1r2", "2d6r1r2"),
            ("3d6!", "3d6!"),
            ("3d6!6", "3d6!=6"),
            ("3d6!!p>4", "3d6!!p>4"),
            ("5d10>=8f1", "5d10>=8f1"),
            ("5d10 >=8 ! kh3 r1", "5d10r1!=10kh3>=8"),
            ("4dF=-1", "4dF=-1"),
            ("4dFr=-1", "4dFr=-1"),
        ] {
            assert_eq!(term(written).notation, normal, "{written}");
            // And the normal form reads back as itself.
            assert_eq!(term(normal).notation, normal, "{normal}");
        }
    }

    fn roll20_term(text: &str) -> DiceTerm {
        match parse(text, Dialect::Roll20) {
            Ok(Parsed {
                expr: Expr::Dice(term),
                ..
            }) => *term,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// Roll20's compare points: `>N` is N or more, `<N` N or less, written `>=N` and
    /// `<=N` in the normal form; the strict dialect keeps `>` and `<` as written.
    #[test]
    fn roll20_reads_more_than_as_this_or_more() {
        for (written, roll20, strict) in [
            ("3d6>3", "3d6>=3", "3d6>3"),
            ("1d6!>4", "1d6!>=4", "1d6!>4"),
            ("2d8r<2", "2d8r<=2", "2d8r<2"),
            ("5d10>7f<2", "5d10>=7f<=2", "5d10>7f<2"),
            ("3d6>=3", "3d6>=3", "3d6>=3"),
            ("3d6<=2", "3d6<=2", "3d6<=2"),
            ("3d6<>2", "3d6<>2", "3d6<>2"),
            ("3d6=3", "3d6=3", "3d6=3"),
            ("3d6!!p>4", "3d6!!p>=4", "3d6!!p>4"),
        ] {
            assert_eq!(roll20_term(written).notation, roll20, "{written}");
            assert_eq!(term(written).notation, strict, "{written}");
            // The normal form reads back as itself in its dialect.
            assert_eq!(roll20_term(roll20).notation, roll20, "{roll20}");
            assert_eq!(term(strict).notation, strict, "{strict}");
        }
        let t = roll20_term("3d6>3");
        assert!(t.score(3) == 1 && t.score(2) == 0);
        let t = term("3d6>3");
        assert!(t.score(4) == 1 && t.score(3) == 0);
        let t = roll20_term("1d6!>4");
        assert!(t.explodes(4) && !t.explodes(3));
        // `<` covers the number too: `1d6r<6` rerolls every face, so it never stops.
        assert!(matches!(
            parse("1d6r<6", Dialect::Roll20),
            Err(DiceError::Invalid(_))
        ));
        assert!(parse("1d6r<6", Dialect::Strict).is_ok());
    }

    /// `1d20 >= 10` reads like `1d20>=10`: spaces may go on both sides of a compare
    /// operator (and between `f` and its target); it was refused after the operator.
    #[test]
    fn spaces_may_surround_a_compare_operator() {
        for (written, normal) in [
            ("1d20 >= 10", "1d20>=10"),
            ("1d20 >=10", "1d20>=10"),
            ("1d20>= 10", "1d20>=10"),
            ("1d20 > 10", "1d20>=10"),
            ("4dF = -1", "4dF=-1"),
            ("5d10 >= 8 f < 2", "5d10>=8f<=2"),
            ("5d10>=8 f 1", "5d10>=8f1"),
            ("3d6r< 2", "3d6r<=2"),
        ] {
            assert_eq!(roll20_term(written).notation, normal, "{written}");
        }
        // The sign stays on its number, and the number must come.
        assert!(matches!(error("1d20 >= - 3"), DiceError::Syntax(_)));
        let message = error("1d20 >= ").to_string();
        assert!(message.contains("a number to compare with"), "{message}");
    }

    #[test]
    fn explode_takes_the_compare_point_right_after_it() {
        let t = term("4d6!>4");
        assert_eq!(t.explode.map(|e| e.when.value), Some(4));
        assert!(t.success.is_none());
        // With a space, `>4` is a success target and the explosion keeps its default.
        let t = term("4d6! >4");
        assert_eq!(t.explode.map(|e| e.when.value), Some(6));
        assert_eq!(t.success.map(|c| c.value), Some(4));
    }

    #[test]
    fn a_sign_after_a_bare_modifier_is_arithmetic() {
        let parsed = parse("4dFr-1", Dialect::Roll20).expect("parses");
        assert!(matches!(parsed.expr, Expr::Chain { .. }));
    }

    #[test]
    fn comments_split_at_the_first_hash() {
        let parsed = parse("1d20 # to hit # really", Dialect::Roll20).expect("parses");
        assert_eq!(parsed.comment.as_deref(), Some("to hit # really"));
        assert_eq!(
            parse("1d20 #   ", Dialect::Roll20).expect("parses").comment,
            None
        );
        assert_eq!(
            parse("1d20", Dialect::Roll20).expect("parses").comment,
            None
        );
    }

    #[test]
    fn dropped_counts_never_overlap() {
        let t = term("6d6kh4dh3");
        assert_eq!(t.dropped(6), (2, 3));
        assert_eq!(t.dropped(3), (0, 3));
        let t = term("6d6kl2dl5");
        assert_eq!(t.dropped(6), (5, 1));
        assert_eq!(term("3d6kh20").dropped(3), (0, 0));
        assert_eq!(term("3d6dl20").dropped(3), (3, 0));
    }

    #[test]
    fn syntax_errors_point_at_the_problem() {
        let message = error("4d6x3").to_string();
        assert!(
            message.contains("`x3`") && message.contains("after `4d6`"),
            "{message}"
        );
        let message = error("4d6+").to_string();
        assert!(message.contains("ends too soon after `4d6+`"), "{message}");
        let message = error("*3").to_string();
        assert!(message.contains("`*3` right at the start"), "{message}");
        let message = error("(1+2").to_string();
        assert!(message.contains("closing `)`"), "{message}");
        let message = error("2d6[fire").to_string();
        assert!(message.contains("`]`"), "{message}");
        let message = error("4d").to_string();
        assert!(message.contains("number of sides"), "{message}");
        let message = error("5d10f").to_string();
        assert!(message.contains("target after `f`"), "{message}");
        let message = error("1d20 `@everyone`").to_string();
        assert!(!message.contains("`@everyone`"), "{message}");
    }

    #[test]
    fn parse_errors_have_the_right_kind() {
        assert!(matches!(error(""), DiceError::Syntax(_)));
        assert!(matches!(error("   # just a comment"), DiceError::Syntax(_)));
        assert!(matches!(error("1d0"), DiceError::Invalid(_)));
        assert!(matches!(error("1d1001"), DiceError::TooBig(_)));
        assert!(matches!(error("101d6"), DiceError::TooBig(_)));
        assert!(matches!(error("1000001"), DiceError::TooBig(_)));
        assert!(matches!(error("4d6kh3kl1"), DiceError::Invalid(_)));
        assert!(matches!(error("4d6r1ro2"), DiceError::Invalid(_)));
        assert!(matches!(error("4d6kh0"), DiceError::Invalid(_)));
        assert!(matches!(error("4d6dl0"), DiceError::Invalid(_)));
        assert!(matches!(error("4d6!!!"), DiceError::Invalid(_)));
        assert!(matches!(error("5d10f1"), DiceError::Invalid(_)));
        assert!(matches!(error("5d10>8>9"), DiceError::Invalid(_)));
    }

    #[test]
    fn length_caps_count_characters() {
        let long = format!("1{}", "+1".repeat(100)); // 201 characters
        assert!(matches!(
            parse(&long, Dialect::Roll20),
            Err(DiceError::TooBig(_))
        ));
        let ok = format!("1{}", "+1".repeat(99)); // 199 characters
        assert!(parse(&ok, Dialect::Roll20).is_ok());
        let with_comment = format!("{ok} # {}", "é".repeat(95)); // 297 characters
        assert!(parse(&with_comment, Dialect::Roll20).is_ok());
        let too_long = format!("{ok} # {}", "é".repeat(99)); // 301 characters
        assert!(matches!(
            parse(&too_long, Dialect::Roll20),
            Err(DiceError::TooBig(_))
        ));
    }

    /// Every refusal is a message: `Display` is the English it always was, and a
    /// Polish or French player reads their own language.
    #[test]
    fn errors_are_said_in_the_players_language() {
        use crate::i18n::{say, Lang};
        let sides = error("1d0");
        assert_eq!(
            sides.to_string(),
            "`1d0` isn't a die: dice need at least 1 side."
        );
        assert_eq!(sides.msg().english(), sides.to_string());
        assert_eq!(
            say(Lang::Pl, &sides.msg()),
            "`1d0` to nie kość: kość musi mieć co najmniej 1 ściankę."
        );
        let soon = error("4d6+");
        assert_eq!(
            soon.to_string(),
            "I couldn't read that dice expression: it ends too soon after `4d6+`. I expected a number, a die like `d20`, or `(` next."
        );
        assert_eq!(soon.msg().english(), soon.to_string());
        assert_eq!(
            say(Lang::Pl, &soon.msg()),
            "Nie umiem odczytać tego rzutu: urywa się zbyt wcześnie, po `4d6+`. Dalej spodziewałem się: liczba, kość taka jak `d20` albo `(`."
        );
        let twice = error("4d6kh3kl1");
        assert_eq!(
            say(Lang::Fr, &twice.msg()),
            "`4d6kh3kl1` a plus d’un modificateur de conservation (`k`, `kh` ou `kl`)\u{a0}; un seul par terme de dés."
        );
        // What `/roll` says: the reason, then examples (English as it always was).
        assert_eq!(
            crate::msg!("dice-refused", error = sides.msg()).english(),
            format!("{sides}\nExamples: `2d6+3`, `4d6kh3`, `1d20 # initiative`, `8d10>=7`.")
        );
        assert!(say(Lang::Pl, &crate::msg!("dice-refused", error = sides.msg()))
            .ends_with("co najmniej 1 ściankę.\nPrzykłady: `2d6+3`, `4d6kh3`, `1d20 # inicjatywa`, `8d10>=7`."));
        let big = error("1d1001");
        assert!(
            big.to_string()
                .ends_with("the biggest die I roll is a d1000."),
            "{big}"
        );
    }
}
