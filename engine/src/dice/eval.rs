//! Rolling a parsed expression, its bounds, and the parts its breakdown shows.
//!
//! One term rolls in rpg-dice-roller's order: all its dice first, then die by die any
//! rerolls and explosions (extra dice are rerolled and may explode in turn), then
//! keep/drop over every die still standing, then success/failure counting over the
//! kept dice. `README.md` has the reasons.

use super::parse::{self, BinOp, DiceTerm, Expr, MAX_CHAIN, MAX_DICE_TOTAL};
use super::{format_number, Dialect, DiceError, DiceGroup, Die, DieSource, Part, Roll, Sides};

/// Parses and rolls `expression`, taking dice from `dice`, in Roll20's dialect.
pub fn roll(expression: &str, dice: &mut impl DieSource) -> Result<Roll, DiceError> {
    roll_in(expression, Dialect::Roll20, dice)
}

/// [`roll`], reading compare points in `dialect`.
pub fn roll_in(
    expression: &str,
    dialect: Dialect,
    dice: &mut impl DieSource,
) -> Result<Roll, DiceError> {
    let parsed = parse::parse(expression, dialect)?;
    check_dice_total(&parsed.expr)?;
    let mut roller = Roller {
        source: dice,
        left: MAX_DICE_TOTAL,
        groups: Vec::new(),
    };
    // Refused up front as `bounds` would: a total that could outgrow exact counting.
    interval(&parsed.expr)?;
    let total = roller.eval(&parsed.expr)?;
    if !total.is_finite() {
        return Err(DiceError::TooBig(crate::msg!("dice-result-too-big")));
    }
    // No `-0` in totals.
    let total = total + 0.0;
    let groups = roller.groups;
    let parts = parts(&parsed.expr, groups.len());
    Ok(Roll {
        expression: expression_text(&parts),
        comment: parsed.comment,
        groups,
        total,
        parts,
    })
}

/// The smallest and largest totals `expression` can produce (for validation and
/// property tests).
///
/// Exact for plain dice, keep/drop, rerolls, successes and compounding; for exploding
/// dice combined with keep/drop or successes it is a safe enclosure. A divisor that can
/// be zero is skipped over when it only takes whole numbers, otherwise the bounds are
/// infinite.
pub fn bounds(expression: &str) -> Result<(f64, f64), DiceError> {
    bounds_in(expression, Dialect::Roll20)
}

/// [`bounds`], reading compare points in `dialect`.
pub fn bounds_in(expression: &str, dialect: Dialect) -> Result<(f64, f64), DiceError> {
    let parsed = parse::parse(expression, dialect)?;
    check_dice_total(&parsed.expr)?;
    let range = interval(&parsed.expr)?;
    Ok((range.lo + 0.0, range.hi + 0.0))
}

fn too_many_dice() -> DiceError {
    DiceError::TooBig(crate::msg!("dice-too-many-dice", max = MAX_DICE_TOTAL))
}

/// Rejects up front what can never fit the dice budget.
fn check_dice_total(expr: &Expr) -> Result<(), DiceError> {
    fn written(expr: &Expr) -> u64 {
        match expr {
            Expr::Number { .. } => 0,
            Expr::Dice(term) => u64::from(term.count),
            Expr::Paren { inner, .. } | Expr::Signed { inner, .. } => written(inner),
            Expr::Chain { first, rest } => {
                written(first) + rest.iter().map(|(_, e)| written(e)).sum::<u64>()
            }
        }
    }
    let total = written(expr);
    if total > u64::from(MAX_DICE_TOTAL) {
        return Err(DiceError::TooBig(crate::msg!(
            "dice-total-dice",
            total = total.to_string(),
            max = MAX_DICE_TOTAL
        )));
    }
    Ok(())
}

fn too_large() -> DiceError {
    DiceError::TooBig(crate::msg!(
        "dice-too-large",
        max = format_number(MAX_EXACT)
    ))
}

fn divide_by_zero() -> DiceError {
    DiceError::Invalid(crate::msg!("dice-divide-by-zero"))
}

// ---- Rolling ----------------------------------------------------------------------

struct Roller<'a> {
    source: &'a mut dyn DieSource,
    /// Dice still allowed this expression.
    left: u32,
    groups: Vec<DiceGroup>,
}

/// The largest whole number an f64 holds exactly (2^53 − 1): the bound on every total.
const MAX_EXACT: f64 = 9_007_199_254_740_991.0;

impl Roller<'_> {
    fn eval(&mut self, expr: &Expr) -> Result<f64, DiceError> {
        Ok(match expr {
            Expr::Number { value, .. } => *value,
            Expr::Dice(term) => self.roll_term(term)?,
            Expr::Paren { inner, .. } => self.eval(inner)?,
            Expr::Signed { signs, inner } => {
                let value = self.eval(inner)?;
                if parse::is_negative(signs) {
                    -value
                } else {
                    value
                }
            }
            Expr::Chain { first, rest } => {
                let mut acc = self.eval(first)?;
                for (op, operand) in rest {
                    let value = self.eval(operand)?;
                    acc = match op {
                        BinOp::Add => acc + value,
                        BinOp::Sub => acc - value,
                        BinOp::Mul => acc * value,
                        BinOp::Div if value == 0.0 => return Err(divide_by_zero()),
                        BinOp::Div => acc / value,
                    };
                    // Whole numbers are exact in an f64 only up to 2^53: past that, a
                    // total would be printed wrong, so it is refused instead.
                    if !acc.is_finite() || acc.abs() > MAX_EXACT {
                        return Err(too_large());
                    }
                }
                acc
            }
        })
    }

    /// One face from the source, counted against the budget.
    fn face(&mut self, term: &DiceTerm) -> Result<i64, DiceError> {
        if self.left == 0 {
            return Err(too_many_dice());
        }
        self.left -= 1;
        // Clamped so a misbehaving source can't produce impossible faces.
        Ok(match term.sides {
            Sides::Numbered { sides } => i64::from(self.source.roll(sides).clamp(1, sides)),
            Sides::Fudge => i64::from(self.source.roll(3).clamp(1, 3)) - 2,
        })
    }

    /// Applies the term's reroll rule to a fresh face; replaced faces go to `dice`.
    fn settle(
        &mut self,
        term: &DiceTerm,
        mut face: i64,
        dice: &mut Vec<Die>,
    ) -> Result<i64, DiceError> {
        let Some(reroll) = &term.reroll else {
            return Ok(face);
        };
        let mut times = 0;
        while term.rerolls(face) {
            if times == MAX_CHAIN {
                return Err(DiceError::TooBig(crate::msg!(
                    "dice-rerolled-in-a-row",
                    term = &term.notation,
                    times = MAX_CHAIN
                )));
            }
            dice.push(Die {
                value: face,
                kept: false,
                exploded: false,
                rerolled: true,
                success: None,
            });
            face = self.face(term)?;
            times += 1;
            if reroll.once {
                break;
            }
        }
        Ok(face)
    }

    fn roll_term(&mut self, term: &DiceTerm) -> Result<f64, DiceError> {
        let first_faces = (0..term.count)
            .map(|_| self.face(term))
            .collect::<Result<Vec<_>, _>>()?;
        let mut dice = Vec::with_capacity(first_faces.len());
        for face in first_faces {
            let face = self.settle(term, face, &mut dice)?;
            self.explode(term, face, &mut dice)?;
        }
        keep_and_drop(term, &mut dice);
        let value = if term.success.is_some() {
            let mut net = 0i64;
            for die in &mut dice {
                let score = if die.kept { term.score(die.value) } else { 0 };
                die.success = Some(score);
                net += i64::from(score);
            }
            net
        } else {
            dice.iter().filter(|d| d.kept).map(|d| d.value).sum()
        };
        let value = value as f64;
        self.groups.push(DiceGroup {
            notation: term.notation.clone(),
            sides: term.sides,
            dice,
            label: term.label.clone(),
            value,
        });
        Ok(value)
    }

    /// Pushes the die showing `face`, plus whatever its explosion adds.
    fn explode(
        &mut self,
        term: &DiceTerm,
        face: i64,
        dice: &mut Vec<Die>,
    ) -> Result<(), DiceError> {
        let die = |value, exploded| Die {
            value,
            kept: true,
            exploded,
            rerolled: false,
            success: None,
        };
        let explosion = match term.explode {
            Some(explosion) if explosion.when.matches(face) => explosion,
            _ => {
                dice.push(die(face, false));
                return Ok(());
            }
        };
        let penalty = i64::from(explosion.penetrate);
        let too_many = || {
            DiceError::TooBig(crate::msg!(
                "dice-exploded-in-a-row",
                term = &term.notation,
                times = MAX_CHAIN
            ))
        };
        if explosion.compound {
            let mut total = face;
            for _ in 0..MAX_CHAIN {
                let next = self.face(term)?;
                let next = self.settle(term, next, dice)?;
                total += next - penalty;
                if !explosion.when.matches(next) {
                    dice.push(die(total, true));
                    return Ok(());
                }
            }
            Err(too_many())
        } else {
            dice.push(die(face, true));
            for extra in 1..=MAX_CHAIN {
                let next = self.face(term)?;
                let next = self.settle(term, next, dice)?;
                let again = explosion.when.matches(next);
                if again && extra == MAX_CHAIN {
                    break;
                }
                dice.push(die(next - penalty, again));
                if !again {
                    return Ok(());
                }
            }
            Err(too_many())
        }
    }
}

/// Marks dropped dice. Rerolled-away faces don't take part; ties count the earlier
/// die as the lower one.
fn keep_and_drop(term: &DiceTerm, dice: &mut [Die]) {
    let mut order: Vec<usize> = (0..dice.len()).filter(|&i| !dice[i].rerolled).collect();
    let (low, high) = term.dropped(order.len());
    if low + high == 0 {
        return;
    }
    order.sort_by_key(|&i| (dice[i].value, i));
    let len = order.len();
    for &i in order[..low].iter().chain(&order[len - high..]) {
        dice[i].kept = false;
    }
}

// ---- Bounds -----------------------------------------------------------------------

#[derive(Clone, Copy, Debug)]
struct Interval {
    lo: f64,
    hi: f64,
    /// Every value in it is a whole number (lets division step over zero).
    whole: bool,
}

impl Interval {
    const ANYTHING: Interval = Interval {
        lo: f64::NEG_INFINITY,
        hi: f64::INFINITY,
        whole: false,
    };

    fn of(values: [f64; 4], whole: bool) -> Interval {
        if values.iter().any(|v| v.is_nan()) {
            return Interval::ANYTHING;
        }
        Interval {
            lo: values.iter().copied().fold(f64::INFINITY, f64::min),
            hi: values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            whole,
        }
    }

    fn is_finite(self) -> bool {
        self.lo.is_finite() && self.hi.is_finite()
    }
}

fn interval(expr: &Expr) -> Result<Interval, DiceError> {
    Ok(match expr {
        Expr::Number { value, .. } => Interval {
            lo: *value,
            hi: *value,
            whole: value.fract() == 0.0,
        },
        Expr::Dice(term) => {
            let (lo, hi) = term_bounds(term);
            Interval {
                lo: lo as f64,
                hi: hi as f64,
                whole: true,
            }
        }
        Expr::Paren { inner, .. } => interval(inner)?,
        Expr::Signed { signs, inner } => {
            let range = interval(inner)?;
            if parse::is_negative(signs) {
                Interval {
                    lo: -range.hi,
                    hi: -range.lo,
                    whole: range.whole,
                }
            } else {
                range
            }
        }
        Expr::Chain { first, rest } => {
            let mut acc = interval(first)?;
            for (op, operand) in rest {
                let b = interval(operand)?;
                let whole = acc.whole && b.whole;
                acc = match op {
                    BinOp::Add => Interval {
                        lo: acc.lo + b.lo,
                        hi: acc.hi + b.hi,
                        whole,
                    },
                    BinOp::Sub => Interval {
                        lo: acc.lo - b.hi,
                        hi: acc.hi - b.lo,
                        whole,
                    },
                    BinOp::Mul if !acc.is_finite() || !b.is_finite() => Interval::ANYTHING,
                    BinOp::Mul => Interval::of(
                        [acc.lo * b.lo, acc.lo * b.hi, acc.hi * b.lo, acc.hi * b.hi],
                        whole,
                    ),
                    BinOp::Div => divide(acc, b)?,
                };
                // As when rolling (open-ended explosions are checked on the roll).
                if acc.is_finite() && acc.lo.abs().max(acc.hi.abs()) > MAX_EXACT {
                    return Err(too_large());
                }
            }
            acc
        }
    })
}

fn divide(a: Interval, b: Interval) -> Result<Interval, DiceError> {
    let quotient =
        |lo: f64, hi: f64| Interval::of([a.lo / lo, a.lo / hi, a.hi / lo, a.hi / hi], false);
    if b.lo == 0.0 && b.hi == 0.0 {
        return Err(divide_by_zero());
    }
    if b.lo > 0.0 || b.hi < 0.0 {
        return Ok(quotient(b.lo, b.hi));
    }
    if !b.whole || !b.is_finite() {
        return Ok(Interval::ANYTHING);
    }
    // A whole-number divisor that isn't zero is at most -1 or at least 1.
    let mut parts = Vec::with_capacity(2);
    if b.lo <= -1.0 {
        parts.push(quotient(b.lo, -1.0));
    }
    if b.hi >= 1.0 {
        parts.push(quotient(1.0, b.hi));
    }
    Ok(parts
        .into_iter()
        .reduce(|x, y| Interval {
            lo: x.lo.min(y.lo),
            hi: x.hi.max(y.hi),
            whole: false,
        })
        .unwrap_or(Interval::ANYTHING))
}

fn min_max(values: impl Iterator<Item = i64>) -> Option<(i64, i64)> {
    values.fold(None, |acc, v| match acc {
        None => Some((v, v)),
        Some((lo, hi)) => Some((lo.min(v), hi.max(v))),
    })
}

/// The range of totals one die's whole explosion chain can add up to: up to
/// [`MAX_CHAIN`] exploding faces, then one that doesn't explode.
fn chain_bounds(term: &DiceTerm, penalty: i64) -> (i64, i64) {
    let stops = min_max(term.settled_faces().filter(|&f| !term.explodes(f)));
    let goes = min_max(term.settled_faces().filter(|&f| term.explodes(f)));
    // Parsing rejects terms where every face explodes, so `stops` exists.
    let (stop_lo, stop_hi) = stops.unwrap_or((0, 0));
    let (mut lo, mut hi) = (stop_lo, stop_hi);
    if let Some((go_lo, go_hi)) = goes {
        // Totals are linear in the chain length, so the ends of the range suffice.
        for extra in [1, i64::from(MAX_CHAIN)] {
            lo = lo.min(go_lo + (extra - 1) * (go_lo - penalty) + stop_lo - penalty);
            hi = hi.max(go_hi + (extra - 1) * (go_hi - penalty) + stop_hi - penalty);
        }
    }
    (lo, hi)
}

fn term_bounds(term: &DiceTerm) -> (i64, i64) {
    let n = i64::from(term.count);
    let (face_lo, face_hi) = min_max(term.settled_faces()).unwrap_or((0, 0));
    let kept = |dice: i64| {
        let (low, high) = term.dropped(dice as usize);
        dice - (low + high) as i64
    };
    let scores = |values: &mut dyn Iterator<Item = i64>| {
        let (mut lo, mut hi) = (1, -1);
        for v in values {
            let s = i64::from(term.score(v));
            lo = lo.min(s);
            hi = hi.max(s);
            if lo == -1 && hi == 1 {
                break;
            }
        }
        (lo.min(hi), hi.max(lo))
    };
    let has_pick = term.keep.is_some() || term.drop.is_some();
    // Per die (lo, hi) and how many dice can be counted (fewest, most).
    let (per_die, counted) = match term.explode {
        None | Some(parse::Explode { compound: true, .. }) => {
            let per_die = match (term.explode, term.success) {
                (Some(explosion), success) => {
                    let (lo, hi) = chain_bounds(term, i64::from(explosion.penetrate));
                    if success.is_some() {
                        scores(&mut (lo..=hi))
                    } else {
                        (lo, hi)
                    }
                }
                (None, Some(_)) => scores(&mut term.settled_faces()),
                (None, None) => (face_lo, face_hi),
            };
            (per_die, (kept(n), kept(n)))
        }
        Some(explosion) => {
            let penalty = i64::from(explosion.penetrate);
            if term.success.is_none() && !has_pick {
                let (lo, hi) = chain_bounds(term, penalty);
                return (n * lo, n * hi);
            }
            let any_explode = term.settled_faces().any(|f| term.explodes(f));
            let most = if any_explode {
                (n * (i64::from(MAX_CHAIN) + 1)).min(i64::from(MAX_DICE_TOTAL))
            } else {
                n
            };
            let counts = (n..=most).map(kept);
            let counted = min_max(counts).unwrap_or((0, 0));
            let mut values = term
                .settled_faces()
                .chain(term.settled_faces().map(|f| f - penalty));
            let per_die = if term.success.is_some() {
                scores(&mut values)
            } else {
                min_max(values).unwrap_or((0, 0))
            };
            (per_die, counted)
        }
    };
    let (a, b) = per_die;
    let (fewest, most) = counted;
    ((fewest * a).min(most * a), (fewest * b).max(most * b))
}

// ---- Parts ------------------------------------------------------------------------

/// The expression in written order as [`Part`]s, each dice term followed by its group
/// (`groups` are in the same left-to-right order).
fn parts(expr: &Expr, groups: usize) -> Vec<Part> {
    let mut writer = PartWriter {
        parts: Vec::new(),
        next_group: 0,
        groups,
    };
    writer.expr(expr);
    writer.parts
}

/// The parts of a roll stored before rolls kept them, read back from its normalised
/// expression in the strict dialect: it reads every normal form of either dialect back
/// to itself (`normal_forms_read_back_the_same_in_the_strict_dialect` checks it).
pub(super) fn stored_parts(expression: &str, groups: usize) -> Vec<Part> {
    match parse::parse(expression, Dialect::Strict) {
        Ok(parsed) => parts(&parsed.expr, groups),
        Err(_) => vec![Part::Text {
            text: expression.to_string(),
        }],
    }
}

/// The normalised expression: the parts' text, labels in brackets as typed.
fn expression_text(parts: &[Part]) -> String {
    let mut out = String::new();
    for part in parts {
        match part {
            Part::Text { text } => out.push_str(text),
            Part::Label { text } => {
                out.push('[');
                out.push_str(text);
                out.push(']');
            }
            Part::Dice { .. } => {}
        }
    }
    out
}

struct PartWriter {
    parts: Vec<Part>,
    next_group: usize,
    groups: usize,
}

impl PartWriter {
    /// Appends text, joining it to the text just before.
    fn text(&mut self, text: &str) {
        if let Some(Part::Text { text: last }) = self.parts.last_mut() {
            last.push_str(text);
        } else {
            self.parts.push(Part::Text { text: text.into() });
        }
    }

    fn label(&mut self, label: Option<&str>) {
        if let Some(text) = label.filter(|l| !l.is_empty()) {
            self.parts.push(Part::Label { text: text.into() });
        }
    }

    fn expr(&mut self, expr: &Expr) {
        match expr {
            Expr::Number { value, label } => {
                self.text(&value.to_string());
                self.label(label.as_deref());
            }
            Expr::Dice(term) => {
                self.text(&term.notation);
                self.label(term.label.as_deref());
                // A term that did not roll (the roll stopped first) has no group.
                if self.next_group < self.groups {
                    self.parts.push(Part::Dice {
                        group: self.next_group,
                    });
                    self.next_group += 1;
                }
            }
            Expr::Paren { inner, label } => {
                self.text("(");
                self.expr(inner);
                self.text(")");
                self.label(label.as_deref());
            }
            Expr::Signed { signs, inner } => {
                self.text(signs);
                self.expr(inner);
            }
            Expr::Chain { first, rest } => {
                self.expr(first);
                for (op, operand) in rest {
                    self.text(&format!(" {} ", op.symbol()));
                    self.expr(operand);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
