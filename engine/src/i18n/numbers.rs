//! Numbers written each language's way: `fluent-bundle` leaves formatting to the
//! application, and a game's numbers are whole and small, so grouping and the
//! decimal comma are all it takes (CLDR: English groups from 1,000 with commas;
//! French from 1 000 with a narrow no-break space; Polish from 10 000, with a
//! no-break space).

use fluent_bundle::FluentValue;

use super::Lang;

fn grouped(value: f64, lang: Lang) -> String {
    let (separator, from, decimal) = match lang {
        Lang::En => (',', 1_000.0, '.'),
        Lang::Pl => ('\u{a0}', 10_000.0, ','),
        Lang::Fr => ('\u{202f}', 1_000.0, ','),
    };
    let negative = value < 0.0;
    let value = value.abs();
    let whole = value.trunc() as u64;
    let digits = whole.to_string();
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if value >= from && i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(separator);
        }
        out.push(c);
    }
    let fraction = value.fract();
    if fraction > 0.0 {
        let tail = format!("{fraction:.2}");
        let tail = tail.trim_start_matches('0').trim_end_matches('0');
        out.push(decimal);
        out.push_str(tail.trim_start_matches('.'));
    }
    out
}

fn number(value: &FluentValue, lang: Lang) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(grouped(n.value, lang)),
        _ => None,
    }
}

pub(super) fn english<M>(value: &FluentValue, _: &M) -> Option<String> {
    number(value, Lang::En)
}

pub(super) fn polish<M>(value: &FluentValue, _: &M) -> Option<String> {
    number(value, Lang::Pl)
}

pub(super) fn french<M>(value: &FluentValue, _: &M) -> Option<String> {
    number(value, Lang::Fr)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_the_way_each_language_writes_them() {
        assert_eq!(grouped(7.0, Lang::Pl), "7");
        assert_eq!(grouped(1234.0, Lang::En), "1,234");
        assert_eq!(grouped(1234.0, Lang::Pl), "1234");
        assert_eq!(grouped(12345.0, Lang::Pl), "12\u{a0}345");
        assert_eq!(grouped(1234.0, Lang::Fr), "1\u{202f}234");
        assert_eq!(grouped(-2.5, Lang::Fr), "-2,5");
        assert_eq!(grouped(2.5, Lang::En), "2.5");
    }
}
