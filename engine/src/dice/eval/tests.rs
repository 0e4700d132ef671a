//! Conformance tests adapted from two MIT-licensed suites, then our own cases and
//! property tests.
//!
//! - avrae/d20 `tests/test_dice.py`
//! - dice-roller/rpg-dice-roller `tests/modifiers/*.test.js`
//!
//! Scripted faces follow rpg-dice-roller's mocks: a term's own dice first, then the
//! faces its rerolls and explosions ask for, in order. `Scripted` repeats its last face.

use std::time::{Duration, Instant};

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use super::*;
use crate::dice::Scripted;
use crate::rng::GameRng;

// The suites' cases were written for strict compare points (`>5`: more than 5), as
// avrae/d20 and rpg-dice-roller read them: they roll in the strict dialect, which free
// tables begun before Roll20's reading still use. Roll20's reading (what `roll` and
// `bounds` use) has its own cases below (`roll20_*`), and the properties and the
// corpus run in both.

fn rolled(expr: &str, faces: &[u32]) -> Roll {
    match roll_in(expr, Dialect::Strict, &mut Scripted::new(faces.to_vec())) {
        Ok(result) => result,
        Err(e) => panic!("{expr}: {e}"),
    }
}

fn rolled20(expr: &str, faces: &[u32]) -> Roll {
    match roll(expr, &mut Scripted::new(faces.to_vec())) {
        Ok(result) => result,
        Err(e) => panic!("{expr}: {e}"),
    }
}

fn text(text: &str) -> Part {
    Part::Text { text: text.into() }
}

fn label(text: &str) -> Part {
    Part::Label { text: text.into() }
}

fn dice(group: usize) -> Part {
    Part::Dice { group }
}

fn total(expr: &str, faces: &[u32]) -> f64 {
    rolled(expr, faces).total
}

fn range(expr: &str) -> (f64, f64) {
    bounds_in(expr, Dialect::Strict).unwrap_or_else(|e| panic!("{expr}: {e}"))
}

/// The error `expr` gives, checking that `bounds` agrees when it's about the text.
fn failure(expr: &str) -> DiceError {
    let error = roll_in(expr, Dialect::Strict, &mut Scripted::new([1])).expect_err(expr);
    if !matches!(&error, DiceError::TooBig(m) if m.english().contains("in a row")) {
        assert_eq!(
            bounds_in(expr, Dialect::Strict).expect_err(expr),
            error,
            "{expr}"
        );
    }
    error
}

fn values(result: &Roll, group: usize) -> Vec<i64> {
    result.groups[group].dice.iter().map(|d| d.value).collect()
}

fn kept(result: &Roll, group: usize) -> Vec<bool> {
    result.groups[group].dice.iter().map(|d| d.kept).collect()
}

fn exploded(result: &Roll, group: usize) -> Vec<bool> {
    result.groups[group]
        .dice
        .iter()
        .map(|d| d.exploded)
        .collect()
}

fn rerolled(result: &Roll, group: usize) -> Vec<bool> {
    result.groups[group]
        .dice
        .iter()
        .map(|d| d.rerolled)
        .collect()
}

fn is_syntax(e: &DiceError) -> bool {
    matches!(e, DiceError::Syntax(_))
}

// ---- avrae/d20 tests/test_dice.py ---------------------------------------------------

// avrae/d20 tests/test_dice.py: test_rolls_dont_error + test_roll_types (STANDARD_EXPRESSIONS;
// `9d2e2` is our `9d2!`, sets like `(1,)` are not in our dialect).
#[test]
fn d20_standard_expressions_roll() {
    let expressions = [
        "1d20",
        "1d%",
        "1+1",
        "4d6kh3",
        "(1)",
        "((1d6))",
        "4*(3d8kh2+9[fire]+(9d2!+3[cold])/2)",
        "((10d6kh5))",
    ];
    for expr in expressions {
        let (lo, hi) = range(expr);
        for seed in 0..200 {
            let result = roll(expr, &mut GameRng::from_seed(seed)).expect(expr);
            assert!(lo <= result.total && result.total <= hi, "{expr}");
            assert!(!result.parts.is_empty());
        }
    }
    assert!(is_syntax(&failure("(1,)")));
}

// avrae/d20 tests/test_dice.py: test_sane_totals
#[test]
fn d20_sane_totals() {
    assert_eq!(range("1d20"), (1.0, 20.0));
    assert_eq!(range("1d%"), (1.0, 100.0)); // d20's d% is 0-90 tens; ours is a d100
    assert_eq!(range("4d6kh3"), (3.0, 18.0));
    assert_eq!(range("(((1d6)))"), (1.0, 6.0));
    assert_eq!(range("10d6kh5"), (5.0, 30.0));
    let mut rng = GameRng::from_seed(42);
    for _ in 0..1000 {
        let t = roll("4d6kh3", &mut rng).expect("rolls").total;
        assert!((3.0..=18.0).contains(&t));
    }
}

// avrae/d20 tests/test_dice.py: test_pemdas (comparisons like `1 + 2 == 2` are not ours)
#[test]
fn d20_pemdas() {
    assert_eq!(total("1 + 3 * 6", &[]), 19.0);
    assert_eq!(total("1 + (3 * 6)", &[]), 19.0);
    assert_eq!(total("(1 + 3) * 6", &[]), 24.0);
    assert_eq!(total("1 + 2 + 3", &[]), 6.0);
    assert_eq!(total("(1 + 2) + 3", &[]), 6.0);
    assert_eq!(total("1 + (2 + 3)", &[]), 6.0);
    assert!(is_syntax(&failure("1 + 2 == 2")));
}

// avrae/d20 tests/test_dice.py: test_invalid_rolls
#[test]
fn d20_invalid_rolls() {
    assert!(matches!(failure("1001d6"), DiceError::TooBig(_)));
    assert!(matches!(failure("6d0"), DiceError::Invalid(_)));
    assert!(is_syntax(&failure("10d6mil1")));
}

// avrae/d20 tests/test_dice.py: test_chaining_operators. We allow one keep and one drop
// per term (rpg-dice-roller style), so `k1k2k3` is refused with a clear message.
#[test]
fn d20_chained_keeps_are_refused() {
    let error = failure("10d6k1k2k3");
    assert!(matches!(&error, DiceError::Invalid(m) if m.english().contains("more than one keep")));
}

// avrae/d20 tests/test_dice.py: test_literal (d20 floors decimals; we keep them)
#[test]
fn d20_literals() {
    assert_eq!(total("1", &[]), 1.0);
    assert_eq!(total("10000", &[]), 10000.0);
    assert_eq!(total("1.5", &[]), 1.5);
    assert_eq!(total("0.5", &[]), 0.5);
    assert_eq!(total(".5", &[]), 0.5);
}

// avrae/d20 tests/test_dice.py: test_dice
#[test]
fn d20_dice() {
    assert_eq!(total("0d6", &[]), 0.0);
    assert_eq!(range("0d6"), (0.0, 0.0));
    assert_eq!(range("d6"), (1.0, 6.0));
    assert_eq!(range("1d6"), (1.0, 6.0));
    assert_eq!(range("2d6"), (2.0, 12.0));
    assert_eq!(total("0d%", &[]), 0.0);
    assert_eq!(range("d%"), (1.0, 100.0));
    assert_eq!(range("2d%"), (2.0, 200.0));
    assert_eq!(total("2d6", &[2, 5]), 7.0);
}

// avrae/d20 tests/test_dice.py: test_unop
#[test]
fn d20_unary() {
    assert_eq!(total("+1", &[]), 1.0);
    assert_eq!(total("-1", &[]), -1.0);
    assert_eq!(total("--1", &[]), 1.0);
    assert_eq!(total("-+-++---+1", &[]), -1.0);
    assert_eq!(rolled("-+-++---+1", &[]).expression, "-+-++---+1");
}

// avrae/d20 tests/test_dice.py: test_binop (true division; no `//` or `%`)
#[test]
fn d20_binary() {
    assert_eq!(total("2 + 2", &[]), 4.0);
    assert_eq!(total("2 - 2", &[]), 0.0);
    assert_eq!(total("2 * 5", &[]), 10.0);
    assert_eq!(total("15 / 2", &[]), 7.5);
    assert!(is_syntax(&failure("15 // 2")));
    assert!(is_syntax(&failure("13 % 2")));
}

// avrae/d20 tests/test_dice.py: test_binop_dice
#[test]
fn d20_binary_with_dice() {
    assert_eq!(range("2 + 1d6"), (3.0, 8.0));
    assert_eq!(range("2 * 1d6"), (2.0, 12.0));
    assert_eq!(range("60 / 1d6"), (10.0, 60.0));
    for face in 1..=6 {
        assert_eq!(total("60 / 1d6", &[face]), 60.0 / f64::from(face));
    }
}

// avrae/d20 tests/test_dice.py: test_div_zero
#[test]
fn d20_divide_by_zero() {
    let zero = DiceError::Invalid(crate::msg!("dice-divide-by-zero"));
    assert_eq!(zero.to_string(), "You can't divide by zero.");
    assert_eq!(failure("10 / 0"), zero);
    assert_eq!(failure("10 / (3 - 3)"), zero);
    assert_eq!(roll("10 / (1d3 - 2)", &mut Scripted::new([2])), Err(zero));
    assert_eq!(total("10 / (1d3 - 2)", &[3]), 10.0);
    // Whole-number divisors step over zero: 1d3-2 is -1 or 1 when it isn't 0.
    assert_eq!(range("6 / (1d3 - 2)"), (-6.0, 6.0));
}

// avrae/d20 tests/test_dice.py: test_rr_op (`rr` is our `r`)
#[test]
fn d20_reroll_until() {
    let result = rolled("1d20r<20", &[3, 19, 20]);
    assert_eq!(result.total, 20.0);
    assert_eq!(rerolled(&result, 0), [true, true, false]);
    assert_eq!(range("1d20r<20"), (20.0, 20.0));
    assert_eq!(total("1d20r>1", &[5, 1]), 1.0);
    assert_eq!(range("1d20r>1"), (1.0, 1.0));
    assert!(matches!(failure("1d20r<21"), DiceError::Invalid(_)));
    assert!(matches!(failure("1d1r1"), DiceError::Invalid(_)));
}

// avrae/d20 tests/test_dice.py: test_ro_op (`rol1` is our `ro1`)
#[test]
fn d20_reroll_once() {
    assert_eq!(total("1d1ro1", &[]), 1.0);
    assert_eq!(range("1d6ro1"), (1.0, 6.0));
    // The second face stays even when it matches again.
    let result = rolled("1d6ro1", &[1, 1]);
    assert_eq!(values(&result, 0), [1, 1]);
    assert_eq!(kept(&result, 0), [false, true]);
    assert_eq!(result.total, 1.0);
}

// avrae/d20 tests/test_dice.py: test_e_op (`e2` is our `!`)
#[test]
fn d20_explode() {
    assert_eq!(total("1d2!", &[2, 2, 1]), 5.0);
    let mut rng = GameRng::from_seed(9);
    for _ in 0..200 {
        assert_eq!(roll("1d2!", &mut rng).expect("rolls").total % 2.0, 1.0);
    }
    assert!(matches!(failure("1d20!<21"), DiceError::Invalid(_)));
    assert!(matches!(failure("1d1!"), DiceError::Invalid(_)));
}

// avrae/d20 tests/test_dice.py: test_correct_results
#[test]
fn d20_result_text() {
    let result = rolled("1+2+3", &[]);
    assert_eq!(result.total, 6.0);
    assert_eq!(result.expression, "1 + 2 + 3");
    assert_eq!(result.parts, [text("1 + 2 + 3")]);
}

// ---- rpg-dice-roller tests/modifiers/ExplodeModifier.test.js ------------------------

const EXPLODE_FACES: [u32; 11] = [8, 4, 2, 1, 6, 10, 10, 2, 5, 8, 3];

// rpg-dice-roller ExplodeModifier.test.js: 'can explode with default compare point'
#[test]
fn rdr_explode_default() {
    let result = rolled("6d10!", &EXPLODE_FACES);
    assert_eq!(values(&result, 0), [8, 4, 2, 1, 6, 10, 10, 2]);
    let flags = [false, false, false, false, false, true, true, false];
    assert_eq!(exploded(&result, 0), flags);
    assert_eq!(result.total, 43.0);
}

// rpg-dice-roller ExplodeModifier.test.js: 'can explode with compare point `>=8`'
#[test]
fn rdr_explode_at_least() {
    let result = rolled("6d10!>=8", &EXPLODE_FACES);
    assert_eq!(values(&result, 0), [8, 10, 2, 4, 2, 1, 6, 10, 5]);
    let flags = [true, true, false, false, false, false, false, true, false];
    assert_eq!(exploded(&result, 0), flags);
    assert_eq!(result.total, 48.0);
}

// rpg-dice-roller ExplodeModifier.test.js: 'can explode with compare point `<3`'
#[test]
fn rdr_explode_below() {
    let result = rolled("6d10!<3", &EXPLODE_FACES);
    assert_eq!(values(&result, 0), [8, 4, 2, 10, 1, 2, 5, 6, 10]);
    let flags = [false, false, true, false, true, true, false, false, false];
    assert_eq!(exploded(&result, 0), flags);
    assert_eq!(result.total, 48.0);
}

// rpg-dice-roller ExplodeModifier.test.js: 'can explode with compare point `<>4`'
#[test]
fn rdr_explode_not_equal() {
    let faces = [8, 4, 2, 1, 6, 10, 10, 4, 4, 5, 4, 8, 3, 4, 4];
    let result = rolled("6d10!<>4", &faces);
    assert_eq!(
        values(&result, 0),
        [8, 10, 4, 4, 2, 4, 1, 5, 4, 6, 8, 3, 4, 10, 4]
    );
    let flags = [
        true, true, false, false, true, false, true, true, false, true, true, true, false, true,
        false,
    ];
    assert_eq!(exploded(&result, 0), flags);
    assert_eq!(result.total, 77.0);
}

// rpg-dice-roller ExplodeModifier.test.js: 'can compound with compare point `>5`'
#[test]
fn rdr_compound() {
    let result = rolled("6d10!!>5", &EXPLODE_FACES);
    assert_eq!(values(&result, 0), [20, 4, 2, 1, 11, 21]);
    let flags = [true, false, false, false, true, true];
    assert_eq!(exploded(&result, 0), flags);
    assert_eq!(result.total, 59.0);
}

// rpg-dice-roller ExplodeModifier.test.js: 'can penetrate with compare point `<=4`'
#[test]
fn rdr_penetrate() {
    let result = rolled("6d10!p<=4", &EXPLODE_FACES);
    assert_eq!(values(&result, 0), [8, 4, 9, 2, 1, 4, 1, 7, 6, 10]);
    let flags = [
        false, true, false, true, true, false, true, false, false, false,
    ];
    assert_eq!(exploded(&result, 0), flags);
    assert_eq!(result.total, 52.0);
}

// rpg-dice-roller ExplodeModifier.test.js: 'can compound and penetrate with compare point >6'
#[test]
fn rdr_compound_penetrate() {
    let result = rolled("6d10!!p>6", &EXPLODE_FACES);
    assert_eq!(values(&result, 0), [18, 4, 2, 1, 6, 14]);
    assert_eq!(result.total, 45.0);
}

// rpg-dice-roller ExplodeModifier.test.js: 'exploding with d1 throws an error'
#[test]
fn rdr_explode_d1() {
    let error = failure("6d1!");
    assert!(matches!(&error, DiceError::Invalid(m) if m.english().contains("never stop")));
    assert!(error.to_string().contains("`6d1!`"));
}

// rpg-dice-roller ExplodeModifier.test.js: 'infinite explode stops at iteration limit `!>0`'.
// An explosion on every face is refused up front; a chain that merely keeps going
// stops with an error after 100 extra dice.
#[test]
fn rdr_explode_iteration_limit() {
    assert!(matches!(failure("1d10!>0"), DiceError::Invalid(_)));
    let error = roll("1d10!", &mut Scripted::new([10])).expect_err("never ends");
    assert!(matches!(&error, DiceError::TooBig(m) if m.english().contains("exploded 100 times")));
    let error = roll("1d10!!", &mut Scripted::new([10])).expect_err("never ends");
    assert!(matches!(&error, DiceError::TooBig(m) if m.english().contains("exploded 100 times")));
    // 99 extra dice that explode, then one that doesn't: the longest chain allowed.
    let mut faces = vec![10; 100];
    faces.push(1);
    assert_eq!(total("1d10!", &faces), 1001.0);
    assert!(range("1d10!").1 >= 1001.0);
}

// ---- rpg-dice-roller tests/modifiers/ReRollModifier.test.js -------------------------

const REROLL_FACES: [u32; 11] = [8, 4, 2, 1, 6, 10, 10, 2, 5, 3, 8];

// rpg-dice-roller ReRollModifier.test.js: 'does re-roll with default compare point'
#[test]
fn rdr_reroll_default() {
    let result = rolled("6d10r", &REROLL_FACES);
    assert_eq!(values(&result, 0), [8, 4, 2, 1, 10, 6, 10]);
    let flags = [false, false, false, true, false, false, false];
    assert_eq!(rerolled(&result, 0), flags);
    assert_eq!(result.total, 40.0);
    assert_eq!(result.groups[0].notation, "6d10r1");
}

// rpg-dice-roller ReRollModifier.test.js: 'can re-roll with compare point `<=4`'
#[test]
fn rdr_reroll_at_most() {
    let result = rolled("6d10r<=4", &REROLL_FACES);
    assert_eq!(values(&result, 0), [8, 4, 10, 2, 2, 5, 1, 3, 8, 6, 10]);
    let flags = [
        false, true, false, true, true, false, true, true, false, false, false,
    ];
    assert_eq!(rerolled(&result, 0), flags);
    assert_eq!(result.total, 47.0);
}

// rpg-dice-roller ReRollModifier.test.js: 'can re-roll once with compare point `<=4`'
#[test]
fn rdr_reroll_once() {
    let result = rolled("6d10ro<=4", &REROLL_FACES);
    assert_eq!(values(&result, 0), [8, 4, 10, 2, 2, 1, 5, 6, 10]);
    assert_eq!(result.total, 41.0);
}

// rpg-dice-roller ReRollModifier.test.js: 're-rolling with d1 throws an error'
#[test]
fn rdr_reroll_d1() {
    let error = failure("6d1r");
    assert!(
        matches!(&error, DiceError::Invalid(m) if m.english().contains("reroll would never stop"))
    );
}

// rpg-dice-roller ReRollModifier.test.js: 'infinite re-roll stops at iteration limit `r>0`'
#[test]
fn rdr_reroll_iteration_limit() {
    assert!(matches!(failure("1d10r>0"), DiceError::Invalid(_)));
    let error =
        roll_in("1d10r<10", Dialect::Strict, &mut Scripted::new([1])).expect_err("never ends");
    assert!(matches!(&error, DiceError::TooBig(m) if m.english().contains("rerolled 100 times")));
}

// ---- rpg-dice-roller tests/modifiers/KeepModifier.test.js ---------------------------

const PICK_FACES: [u32; 5] = [8, 4, 2, 1, 6];

// rpg-dice-roller KeepModifier.test.js: 'can keep results from high end'
#[test]
fn rdr_keep_high() {
    let result = rolled("5d10k", &PICK_FACES);
    assert_eq!(kept(&result, 0), [true, false, false, false, false]);
    assert_eq!(result.total, 8.0);
    assert_eq!(result.groups[0].notation, "5d10kh1");
}

// rpg-dice-roller KeepModifier.test.js: 'can keep multiple results from high end'
#[test]
fn rdr_keep_high_several() {
    let result = rolled("5d10kh3", &PICK_FACES);
    assert_eq!(kept(&result, 0), [true, true, false, false, true]);
    assert_eq!(result.total, 18.0);
}

// rpg-dice-roller KeepModifier.test.js: 'can keep results from low end'
#[test]
fn rdr_keep_low() {
    let result = rolled("5d10kl", &PICK_FACES);
    assert_eq!(kept(&result, 0), [false, false, false, true, false]);
    assert_eq!(result.total, 1.0);
}

// rpg-dice-roller KeepModifier.test.js: 'can keep multiple results from low end'
#[test]
fn rdr_keep_low_several() {
    let result = rolled("5d10kl3", &PICK_FACES);
    assert_eq!(kept(&result, 0), [false, true, true, true, false]);
    assert_eq!(result.total, 7.0);
}

// rpg-dice-roller KeepModifier.test.js: 'keeping more than rolled keeps everything'
#[test]
fn rdr_keep_more_than_rolled() {
    let result = rolled("5d10kh20", &PICK_FACES);
    assert_eq!(kept(&result, 0), [true; 5]);
    assert_eq!(result.total, 21.0);
}

// rpg-dice-roller KeepModifier.test.js: 'qty must be positive non-zero'
#[test]
fn rdr_keep_zero() {
    assert!(matches!(failure("5d10kh0"), DiceError::Invalid(_)));
    // rpg-dice-roller keeps every die here; we refuse a count no roll can reach, so the
    // notation never shows a number nobody typed (it used to read `kh4294967295`).
    assert!(matches!(
        failure("5d10kh99999999999999999999"),
        DiceError::Invalid(_)
    ));
    assert_eq!(total("5d10kh200", &PICK_FACES), 21.0);
}

// ---- rpg-dice-roller tests/modifiers/DropModifier.test.js ---------------------------

// rpg-dice-roller DropModifier.test.js: 'can drop results from low end'
#[test]
fn rdr_drop_low() {
    let result = rolled("5d10d", &PICK_FACES);
    assert_eq!(kept(&result, 0), [true, true, true, false, true]);
    assert_eq!(result.total, 20.0);
    assert_eq!(result.groups[0].notation, "5d10dl1");
}

// rpg-dice-roller DropModifier.test.js: 'can drop multiple results from low end'
#[test]
fn rdr_drop_low_several() {
    let result = rolled("5d10dl3", &PICK_FACES);
    assert_eq!(kept(&result, 0), [true, false, false, false, true]);
    assert_eq!(result.total, 14.0);
}

// rpg-dice-roller DropModifier.test.js: 'can drop results from high end'
#[test]
fn rdr_drop_high() {
    let result = rolled("5d10dh", &PICK_FACES);
    assert_eq!(kept(&result, 0), [false, true, true, true, true]);
    assert_eq!(result.total, 13.0);
}

// rpg-dice-roller DropModifier.test.js: 'can drop multiple results from high end'
#[test]
fn rdr_drop_high_several() {
    let result = rolled("5d10dh3", &PICK_FACES);
    assert_eq!(kept(&result, 0), [false, false, true, true, false]);
    assert_eq!(result.total, 3.0);
}

// rpg-dice-roller DropModifier.test.js: 'dropping more than rolled drops everything'
#[test]
fn rdr_drop_everything() {
    let result = rolled("5d10d20", &PICK_FACES);
    assert_eq!(kept(&result, 0), [false; 5]);
    assert_eq!(result.total, 0.0);
    assert_eq!(range("5d10d20"), (0.0, 0.0));
}

// rpg-dice-roller DropModifier.test.js: Roll groups 'can drop (multiple) rolls from the
// low end' (`{4d10*5d6}d1`; we drop inside the second term, which is where it lands)
#[test]
fn rdr_drop_in_product() {
    let faces = [9, 3, 5, 4, 3, 2, 6, 4, 1];
    assert_eq!(total("4d10*5d6dl1", &faces), 315.0);
    assert_eq!(total("4d10*5d6dl2", &faces), 273.0);
}

// ---- rpg-dice-roller tests/modifiers/modifiers.test.js ------------------------------

// rpg-dice-roller modifiers.test.js: 'does not duplicate drop modifier'
#[test]
fn rdr_keep_and_drop_overlap() {
    let result = rolled("3d6kh2dl1", &[1, 4, 6]);
    assert_eq!(kept(&result, 0), [false, true, true]);
    assert_eq!(result.total, 10.0);
}

// rpg-dice-roller modifiers.test.js: 'drop and keep together does not drop too many'
#[test]
fn rdr_keep_and_drop_ties() {
    let result = rolled("3d6kh2dl1", &[5, 6, 5]);
    assert_eq!(kept(&result, 0), [false, true, true]);
    assert_eq!(result.total, 11.0);
}

// rpg-dice-roller modifiers.test.js: 'default order executes explode before keep'
#[test]
fn rdr_explode_before_keep() {
    let result = rolled("8d4kh4!", &[3, 4, 2, 3, 2, 3, 3, 3, 2]);
    assert_eq!(values(&result, 0), [3, 4, 2, 2, 3, 2, 3, 3, 3]);
    let flags = [false, true, false, false, false, false, true, true, true];
    assert_eq!(kept(&result, 0), flags);
    assert_eq!(result.total, 13.0);
    assert_eq!(result.groups[0].notation, "8d4!kh4");
}

// ---- rpg-dice-roller tests/modifiers/TargetModifier.test.js -------------------------

// rpg-dice-roller TargetModifier.test.js: 'flags successes and failures'
#[test]
fn rdr_successes_and_failures() {
    let result = rolled("7d10>8f<4", &[8, 4, 2, 9, 1, 6, 10]);
    let scores: Vec<Option<i8>> = result.groups[0].dice.iter().map(|d| d.success).collect();
    let expected = [0, 0, -1, 1, -1, 0, 1].map(Some);
    assert_eq!(scores, expected);
    assert_eq!(result.total, 0.0);
    assert_eq!(result.groups[0].value, 0.0);
    assert_eq!(range("7d10>8f<4"), (-7.0, 7.0));
}

// rpg-dice-roller TargetModifier.test.js: 'success compare point' notation (`<>`)
#[test]
fn rdr_success_not_equal() {
    assert_eq!(total("4d6<>3", &[3, 1, 3, 6]), 2.0);
    assert_eq!(rolled("4d6<>3", &[1]).groups[0].notation, "4d6<>3");
}

// ---- Our own cases ----------------------------------------------------------------

#[test]
fn breakdown_from_the_brief() {
    let result = rolled("4d6kh3+2", &[6, 5, 2, 4]);
    assert_eq!(result.parts, [text("4d6kh3"), dice(0), text(" + 2")]);
    assert_eq!(result.expression, "4d6kh3 + 2");
    assert_eq!(result.total_text(), "17");
    assert_eq!(result.comment, None);
    assert_eq!(result.groups[0].value, 15.0);
}

#[test]
fn success_counts_use_kept_dice_only() {
    // 5d10 keep 3 then count 8+: the dropped 9 doesn't count.
    let result = rolled("4d10kh3>=8", &[9, 10, 10, 8]);
    assert_eq!(kept(&result, 0), [true, true, true, false]);
    assert_eq!(result.total, 3.0);
    let scores: Vec<Option<i8>> = result.groups[0].dice.iter().map(|d| d.success).collect();
    assert_eq!(scores, [Some(1), Some(1), Some(1), Some(0)]);
    assert_eq!(range("4d10kh3>=8"), (0.0, 3.0));
}

#[test]
fn fudge_dice() {
    let result = rolled("4dF", &[1, 2, 3, 3]);
    assert_eq!(values(&result, 0), [-1, 0, 1, 1]);
    assert_eq!(result.total, 1.0);
    assert_eq!(result.groups[0].sides, Sides::Fudge);
    assert_eq!(result.groups[0].notation, "4dF");
    assert_eq!(range("4dF"), (-4.0, 4.0));
    assert_eq!(range("4dF+2"), (-2.0, 6.0));
    // Targets on Fudge dice.
    assert_eq!(total("4dF>=1", &[1, 2, 3, 3]), 2.0);
    assert_eq!(range("4dF>=1"), (0.0, 4.0));
    assert_eq!(total("4dF=0f=-1", &[1, 2, 3, 3]), 0.0);
    assert_eq!(range("4dF=0f=-1"), (-4.0, 4.0));
    // Exploding Fudge dice explode on +1 by default.
    assert_eq!(total("1dF!", &[3, 3, 2]), 2.0);
}

#[test]
fn percentile_dice() {
    let result = rolled("d%", &[37]);
    assert_eq!(result.total, 37.0);
    assert_eq!(result.groups[0].sides, Sides::Numbered { sides: 100 });
    assert_eq!(result.groups[0].notation, "1d%");
    assert_eq!(rolled("D%", &[1]).expression, "1d%");
}

#[test]
fn labels() {
    let result = rolled("2d6[fire] + 1d4[cold]", &[3, 4, 2]);
    assert_eq!(result.groups[0].label.as_deref(), Some("fire"));
    assert_eq!(result.groups[1].label.as_deref(), Some("cold"));
    assert_eq!(result.expression, "2d6[fire] + 1d4[cold]");
    assert_eq!(
        result.parts,
        [
            text("2d6"),
            label("fire"),
            dice(0),
            text(" + 1d4"),
            label("cold"),
            dice(1)
        ]
    );
    // Labels on constants and parentheses show in the text but have no group.
    let result = rolled("1d8 + 3[magic] + (1d6)[sneak]", &[5, 6]);
    assert_eq!(result.groups.len(), 2);
    assert_eq!(
        result.parts,
        [
            text("1d8"),
            dice(0),
            text(" + 3"),
            label("magic"),
            text(" + (1d6"),
            dice(1),
            text(")"),
            label("sneak")
        ]
    );
    // Empty labels are no labels.
    assert_eq!(rolled("1d6[ ]", &[2]).groups[0].label, None);
}

/// Labels stay as typed in the parts: making one inert is the formatter's job, as
/// only it knows its medium.
#[test]
fn labels_reach_the_parts_as_typed() {
    let typed = "*Fire*  <@&42> ||spoiler|| \\_x_ ~~y~~ `z`";
    let result = rolled(&format!("1d6[ {typed}]"), &[3]);
    assert_eq!(result.groups[0].label.as_deref(), Some(typed));
    assert_eq!(result.parts, [text("1d6"), label(typed), dice(0)]);
    assert_eq!(result.expression, format!("1d6[{typed}]"));
}

#[test]
fn comments() {
    let result = rolled("1d20+5 # attack roll", &[10]);
    assert_eq!(result.comment.as_deref(), Some("attack roll"));
    assert_eq!(result.expression, "1d20 + 5");
    assert_eq!(result.total, 15.0);
    assert_eq!(rolled("1d20 #", &[1]).comment, None);
    assert_eq!(rolled("1d20#a # b", &[1]).comment.as_deref(), Some("a # b"));
    // A `#` inside a label still starts the comment.
    assert!(is_syntax(&failure("1d6[#1]")));
}

#[test]
fn whitespace_and_case() {
    let result = rolled("  4D6 KH3 +\t2  ", &[6, 5, 2, 4]);
    assert_eq!(result.expression, "4d6kh3 + 2");
    assert_eq!(result.total, 17.0);
    assert_eq!(total("( 1 + 2 ) * 3", &[]), 9.0);
    assert_eq!(total("2d6 r1 ! >=5", &[1, 3, 5]), 1.0);
    // Whitespace separates tokens but can't split one.
    assert!(is_syntax(&failure("1 2")));
    assert!(is_syntax(&failure("4d6 kh 3")));
}

/// Roll20's compare points: `>N` is N or more, `<N` N or less, wherever a compare
/// point goes (successes, failures, explosions, rerolls). `3d6>3` counted only 4s and
/// up before, and `1d6!>4` exploded only on 5 and 6.
#[test]
fn roll20_compare_points_include_their_number() {
    let result = rolled20("3d6>3", &[3, 2, 6]);
    assert_eq!(result.expression, "3d6>=3");
    assert_eq!(result.total, 2.0);
    assert_eq!(
        rolled("3d6>3", &[3, 2, 6]).total,
        1.0,
        "strict: 3 is not more than 3"
    );
    // Explodes on 4, 5 and 6.
    let result = rolled20("1d6!>4", &[4, 5, 2]);
    assert_eq!(result.expression, "1d6!>=4");
    assert_eq!(values(&result, 0), vec![4, 5, 2]);
    assert_eq!(result.total, 11.0);
    // Rerolls 1s and 2s; fails on 1 and 2.
    assert_eq!(rolled20("1d8r<2", &[2, 1, 5]).total, 5.0);
    assert_eq!(rolled20("4d10>8f<2", &[8, 2, 1, 5]).total, -1.0);
    // `>=`, `<=`, `<>` and `=` read as written.
    assert_eq!(rolled20("3d6>=3", &[3, 2, 6]).total, 2.0);
    assert_eq!(rolled20("3d6<=2", &[3, 2, 1]).total, 2.0);
    assert_eq!(rolled20("3d6<>2", &[3, 2, 1]).total, 2.0);
    assert_eq!(rolled20("3d6=3", &[3, 2, 3]).total, 2.0);
    assert_eq!(bounds("1d20>10"), Ok((0.0, 1.0)));
    // `<6` covers 6: every face of a d6 would reroll, so it never stops.
    assert!(matches!(
        roll("1d6r<6", &mut Scripted::new([1])),
        Err(DiceError::Invalid(_))
    ));
    assert!(matches!(bounds("1d6!>1"), Err(DiceError::Invalid(_))));
}

/// Spaces on both sides of a compare operator: `1d20 >= 10` was refused.
#[test]
fn spaces_around_a_compare_operator() {
    let result = rolled20("1d20 >= 10", &[12]);
    assert_eq!(result.expression, "1d20>=10");
    assert_eq!(result.total, 1.0);
    assert_eq!(rolled20("1d20 > 10", &[10]).total, 1.0);
    assert_eq!(rolled20("5d10 >= 8 f 1", &[9, 1, 5, 10, 8]).total, 2.0);
    assert_eq!(total("1d20 >= 10 + 1", &[3]), 1.0);
}

#[test]
fn precedence_and_signs() {
    assert_eq!(total("-2*3", &[]), -6.0);
    assert_eq!(total("2-3*4/2", &[]), -4.0);
    assert_eq!(total("(2-3)*4", &[]), -4.0);
    assert_eq!(total("1-2-3", &[]), -4.0);
    assert_eq!(total("8/2/2", &[]), 2.0);
    assert_eq!(total("2*-3", &[]), -6.0);
    assert_eq!(total("-(1+2)*3", &[]), -9.0);
    assert_eq!(total("10/4", &[]), 2.5);
    assert_eq!(rolled("1/3", &[]).total_text(), "0.33");
    assert_eq!(rolled("(1+2)*-3", &[]).expression, "(1 + 2) * -3");
    assert_eq!(total("-1d4", &[3]), -3.0);
    assert_eq!(range("-1d4"), (-4.0, -1.0));
    assert_eq!(range("1d6 - 1d6"), (-5.0, 5.0));
    assert_eq!(range("(1d6 - 3) * (1d6 - 3)"), (-6.0, 9.0));
    assert_eq!(total("2 × 3 ÷ 4 − 1", &[]), 0.5);
}

#[test]
fn rerolls_interact_with_other_modifiers() {
    // Rerolled faces don't take part in keep/drop.
    let result = rolled("3d6r1kh1", &[1, 5, 2, 3]);
    assert_eq!(values(&result, 0), [1, 3, 5, 2]);
    assert_eq!(kept(&result, 0), [false, false, true, false]);
    assert_eq!(result.total, 5.0);
    // Extra dice from an explosion are rerolled too.
    let result = rolled("1d6r1!", &[6, 1, 4]);
    assert_eq!(values(&result, 0), [6, 1, 4]);
    assert_eq!(rerolled(&result, 0), [false, true, false]);
    assert_eq!(result.total, 10.0);
    // Several reroll conditions.
    let result = rolled("2d6r1r2", &[1, 2, 5, 6]);
    assert_eq!(values(&result, 0), [1, 5, 2, 6]);
    assert_eq!(result.total, 11.0);
    assert_eq!(range("2d6r1r2"), (6.0, 12.0));
    // Explode on faces a reroll leaves: `d6r<6!` would always explode.
    assert!(matches!(failure("1d6r<6!"), DiceError::Invalid(_)));
}

#[test]
fn modifiers_chain_in_any_written_order() {
    let a = rolled("6d6r1!kh3>=4", &[1, 6, 2, 3, 4, 5, 2, 6, 3]);
    let b = rolled("6d6>=4 kh3 ! r1", &[1, 6, 2, 3, 4, 5, 2, 6, 3]);
    assert_eq!(a.total, b.total);
    assert_eq!(a.groups, b.groups);
    assert_eq!(a.expression, "6d6r1!=6kh3>=4");
    assert_eq!(b.expression, a.expression);
}

#[test]
fn dice_caps() {
    assert!(matches!(failure("101d6"), DiceError::TooBig(_)));
    assert!(roll("100d6", &mut Scripted::new([1])).is_ok());
    assert!(matches!(
        failure("99999999999999999999d6"),
        DiceError::TooBig(_)
    ));
    assert!(matches!(failure("100d6+100d6+1d6"), DiceError::TooBig(_)));
    assert!(roll("100d6+100d6", &mut Scripted::new([1])).is_ok());
    assert!(matches!(failure("1d1001"), DiceError::TooBig(_)));
    assert_eq!(range("1d1000"), (1.0, 1000.0));
    assert!(matches!(failure("1d0"), DiceError::Invalid(_)));
    // Explosions and rerolls count against the 200 dice.
    let mut faces = vec![6; 100];
    faces.push(1);
    assert_eq!(total("100d6!", &faces), 700.0);
    let error = roll("100d6!+1d6", &mut Scripted::new(faces)).expect_err("201 dice");
    assert!(matches!(&error, DiceError::TooBig(m) if m.english().contains("200 dice")));
    assert_eq!(rolled("100d6!", &[1]).dice_rolled(), 100);
}

#[test]
fn nesting_and_length_caps() {
    let nested = |depth: usize| format!("{}1d6{}", "(".repeat(depth), ")".repeat(depth));
    assert_eq!(total(&nested(20), &[4]), 4.0);
    let error = failure(&nested(21));
    assert!(matches!(&error, DiceError::TooBig(m) if m.english().contains("20 levels")));
    let error = failure(&format!("1{}", "+1".repeat(100)));
    assert!(matches!(&error, DiceError::TooBig(m) if m.english().contains("200 characters")));
    assert!(matches!(failure("1000001"), DiceError::TooBig(_)));
    assert_eq!(total("1000000", &[]), 1_000_000.0);
}

#[test]
fn many_dice_stay_in_their_groups() {
    let result = rolled("100d1000>=500 + 100d1000>=500", &[999]);
    assert_eq!(result.total, 200.0);
    assert_eq!(result.dice_rolled(), 200);
    assert_eq!(
        result.parts,
        [
            text("100d1000>=500"),
            dice(0),
            text(" + 100d1000>=500"),
            dice(1)
        ]
    );
    assert_eq!(range("100d1000>=500 + 100d1000>=500"), (0.0, 200.0));
}

#[test]
fn error_messages_are_friendly() {
    let cases = [
        ("4d6x3", "`x3`"),
        ("4d6kh3kl1", "more than one keep"),
        ("4d6r1ro1", "mixes `r` and `ro`"),
        ("5d10f1", "add one first"),
        ("1d6!>=1", "never stop"),
        ("1d6r<=6", "never stop"),
        ("150d6", "at most 100 dice"),
        ("1d5000", "d1000"),
        ("", "nothing to roll"),
    ];
    for (expr, part) in cases {
        let message = failure(expr).to_string();
        assert!(message.contains(part), "{expr}: {message}");
        assert!(!message.contains('\n'), "{expr}: {message}");
    }
}

#[test]
fn groups_come_in_written_order() {
    let result = rolled("1d4 + 2 * (1d6 - 1d8)", &[1, 2, 3]);
    let notations: Vec<&str> = result.groups.iter().map(|g| g.notation.as_str()).collect();
    assert_eq!(notations, ["1d4", "1d6", "1d8"]);
    assert_eq!(result.total, 1.0 + 2.0 * (2.0 - 3.0));
    assert!(result.groups.iter().all(|g| g.dice[0].success.is_none()));
}

#[test]
#[ignore = "timing; run with --release --ignored"]
fn typical_roll_is_fast() {
    let mut rng = GameRng::from_seed(1);
    let runs = 20_000;
    let start = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(roll("4d6kh3+2", &mut rng).expect("rolls"));
    }
    let each = start.elapsed() / runs;
    println!("4d6kh3+2: {each:?} per roll");
    assert!(each < Duration::from_micros(50));
}

// ---- Properties -------------------------------------------------------------------

/// Always rolls the lowest face.
struct Lowest;
impl DieSource for Lowest {
    fn roll(&mut self, _sides: u32) -> u32 {
        1
    }
}

/// Always rolls the highest face.
struct Highest;
impl DieSource for Highest {
    fn roll(&mut self, sides: u32) -> u32 {
        sides
    }
}

fn term() -> impl Strategy<Value = String> {
    use prop::sample::select;
    let sides = select(vec![
        "1", "2", "3", "4", "6", "8", "10", "20", "100", "%", "F",
    ]);
    let compare = select(vec![
        "", "1", "6", "=2", ">=3", ">4", "<2", "<=1", "<>3", "=-1", ">0",
    ]);
    let reroll = prop_oneof![
        Just(String::new()),
        (select(vec!["r", "ro"]), compare.clone()).prop_map(|(r, c)| format!("{r}{c}")),
    ];
    let explode = prop_oneof![
        Just(String::new()),
        (select(vec!["!", "!!", "!p", "!!p"]), compare).prop_map(|(e, c)| format!("{e}{c}")),
    ];
    let pick = prop_oneof![
        Just(String::new()),
        (select(vec!["k", "kh", "kl", "d", "dl", "dh"]), 1..6u32)
            .prop_map(|(p, n)| format!("{p}{n}")),
    ];
    let success = select(vec![">=3", ">4", "=1", "<2", "<>2", "=0", ">=1"]);
    let target = prop_oneof![
        Just(String::new()),
        success.clone().prop_map(String::from),
        (success, select(vec!["f1", "f<2", "f=-1"])).prop_map(|(s, f)| format!("{s}{f}")),
    ];
    let modifiers = (reroll, explode, pick, target)
        .prop_map(|(a, b, c, d)| vec![a, b, c, d])
        .prop_shuffle();
    (0..=6u32, sides, modifiers)
        .prop_map(|(count, sides, modifiers)| format!("{count}d{sides}{}", modifiers.concat()))
}

fn expression() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        3 => term(),
        1 => (0..=20u32).prop_map(|n| n.to_string()),
        1 => prop::sample::select(vec!["1.5", "0.25", "0"]).prop_map(String::from),
    ];
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            (
                inner.clone(),
                prop::sample::select(vec!["+", "-", "*", "/", " + ", " * "]),
                inner.clone()
            )
                .prop_map(|(a, op, b)| format!("{a}{op}{b}")),
            inner.clone().prop_map(|a| format!("({a})")),
            inner.clone().prop_map(|a| format!("-{a}")),
            inner.prop_map(|a| format!("({a})[label]")),
        ]
    })
}

fn check_within_bounds(
    expr: &str,
    dialect: Dialect,
    source: &mut impl DieSource,
) -> Result<(), TestCaseError> {
    let zero = DiceError::Invalid(crate::msg!("dice-divide-by-zero"));
    match (bounds_in(expr, dialect), roll_in(expr, dialect, source)) {
        (Ok((lo, hi)), Ok(result)) => prop_assert!(
            lo <= result.total && result.total <= hi,
            "{expr}: {} is outside [{lo}, {hi}]",
            result.total
        ),
        (Err(a), Err(b)) => {
            if a != zero {
                prop_assert_eq!(a, b, "{}", expr);
            }
        }
        (Err(a), Ok(result)) => {
            prop_assert!(false, "{expr}: bounds says {a} but rolled {}", result.total)
        }
        // Only a runtime cap or an unlucky zero divisor may stop a roll `bounds` accepts.
        (Ok(_), Err(e)) => prop_assert!(
            matches!(e, DiceError::TooBig(_)) || e == zero,
            "{expr}: {e}"
        ),
    }
    Ok(())
}

fn never_panics(text: &str) -> Result<(), TestCaseError> {
    for dialect in [Dialect::Roll20, Dialect::Strict] {
        let rolled = roll_in(text, dialect, &mut GameRng::from_seed(3));
        let range = bounds_in(text, dialect);
        if let Err(e) = rolled {
            prop_assert!(!e.to_string().is_empty() && !e.to_string().contains('\n'));
        }
        if let Ok((lo, hi)) = range {
            prop_assert!(lo <= hi);
        }
    }
    Ok(())
}

#[test]
fn the_corpus_rolls_or_says_why() {
    for text in crate::corpus(include_str!("../../../corpus/dice.txt")) {
        never_panics(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn totals_stay_within_bounds(expr in expression(), seed in any::<u64>()) {
        for dialect in [Dialect::Roll20, Dialect::Strict] {
            check_within_bounds(&expr, dialect, &mut GameRng::from_seed(seed))?;
            check_within_bounds(&expr, dialect, &mut Lowest)?;
            check_within_bounds(&expr, dialect, &mut Highest)?;
        }
    }

    /// What lets a roll stored before parts existed get them back (`stored_parts`).
    #[test]
    fn normal_forms_read_back_the_same_in_the_strict_dialect(expr in expression(), seed in any::<u64>()) {
        for dialect in [Dialect::Roll20, Dialect::Strict] {
            if let Ok(first) = roll_in(&expr, dialect, &mut GameRng::from_seed(seed)) {
                prop_assert_eq!(stored_parts(&first.expression, first.groups.len()), first.parts);
            }
        }
    }

    #[test]
    fn normalised_expressions_read_back_the_same(expr in expression(), seed in any::<u64>()) {
        for dialect in [Dialect::Roll20, Dialect::Strict] {
            if let Ok(first) = roll_in(&expr, dialect, &mut GameRng::from_seed(seed)) {
                let again = roll_in(&first.expression, dialect, &mut GameRng::from_seed(seed));
                let again = again.map_err(|e| TestCaseError::fail(format!("{}: {e}", first.expression)))?;
                prop_assert_eq!(&again.expression, &first.expression);
                prop_assert_eq!(again.total, first.total);
                prop_assert_eq!(&again.parts, &first.parts);
            }
        }
    }

    #[test]
    fn never_panics_on_any_text(text in any::<String>()) {
        never_panics(&text)?;
    }

    #[test]
    fn never_panics_on_dice_like_text(
        text in "[0-9dDfFkKhHlLrRoOpP!<>=%+*/(). \\[\\]#-]{0,120}"
    ) {
        never_panics(&text)?;
    }

    #[test]
    fn never_panics_on_huge_numbers(n in "[0-9]{1,40}", form in 0..8usize) {
        let text = match form {
            0 => format!("{n}d6"),
            1 => format!("1d{n}"),
            2 => n.clone(),
            3 => format!("4d6kh{n}"),
            4 => format!("1d6r{n}!>{n}"),
            5 => format!("5d10>=-{n}f<{n}"),
            6 => format!("{n}/{n}*{n}"),
            _ => format!("{n}.{n}"),
        };
        never_panics(&text)?;
    }

    #[test]
    fn never_panics_on_deep_nesting(depth in 0usize..120, inner in expression()) {
        never_panics(&format!("{}{inner}{}", "(".repeat(depth), ")".repeat(depth)))?;
        never_panics(&format!("{}{inner}", "-".repeat(depth)))?;
        never_panics(&format!("{}{inner}", "(".repeat(depth)))?;
    }
}

#[test]
fn generated_expressions_mostly_roll() {
    // Guards the generator: the bounds property means little if most inputs are errors.
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = expression();
    let mut ok = 0;
    for _ in 0..500 {
        let expr = strategy.new_tree(&mut runner).expect("generates").current();
        if roll(&expr, &mut GameRng::from_seed(5)).is_ok() {
            ok += 1;
        }
    }
    assert!(ok > 250, "only {ok} of 500 generated expressions rolled");
}

#[test]
fn totals_too_large_to_count_exactly_are_refused() {
    // f64 would print 999999999999999983222784 for this.
    let error = failure("1000000*1000000*1000000*1000000");
    assert!(
        matches!(&error, DiceError::TooBig(m) if m.english().contains("too large to count exactly")),
        "{error}"
    );
    assert!(matches!(
        failure("100d1000*1000000*1000000"),
        DiceError::TooBig(_)
    ));
    // Up to 2^53 every whole total is exact.
    assert_eq!(total("1000000*1000000*9000", &[1]), 9_000_000_000_000_000.0);
    assert_eq!(total("1000000*1000000 - 1", &[1]), 999_999_999_999.0);
}

#[test]
fn keep_and_drop_counts_past_any_term_are_refused() {
    for expr in ["4d6d99999999999999999999", "4d6kh4294967296", "2d20k201"] {
        let error = failure(expr);
        assert!(
            matches!(&error, DiceError::Invalid(m) if m.english().contains("at most 200")),
            "{expr}: {error}"
        );
    }
    // Within the cap, keeping more dice than were rolled keeps them all.
    assert_eq!(total("3d6kh20", &[1, 2, 3]), 6.0);
}

#[test]
fn an_invisible_character_is_named_as_one() {
    for expr in ["\0", "1d6+\u{7}"] {
        let error = failure(expr);
        assert!(
            error.to_string().contains("invisible character"),
            "{expr:?}: {error}"
        );
        assert!(!error.to_string().contains("``"), "{error}");
    }
}

/// A free table's snapshot from before parts stored a markdown line instead: the roll
/// loads with the parts a replay gives it, the line forgotten.
#[test]
fn a_roll_stored_before_parts_loads_with_them() {
    let fresh = rolled20("2d6[fire] + 3 * (1d4)[cold]", &[4, 1, 2]);
    let mut stored = serde_json::to_value(&fresh).unwrap();
    let object = stored.as_object_mut().unwrap();
    object.remove("parts");
    object.insert(
        "breakdown".into(),
        "2d6[fire] (4, 1) + 3 \\* (1d4 (2))[cold] = **11**".into(),
    );
    let loaded: Roll = serde_json::from_value(stored).unwrap();
    assert_eq!(loaded, fresh);
}
