//! `windward languages`: how much of each area's text every language has, from the
//! `.ftl` files themselves (messages per language, and the share of English's ones a
//! translation gives), and any problem the files have.

use windward_engine::i18n::{area_figures, problems, Lang};

/// The report, as a table.
pub fn report() -> String {
    let figures = area_figures();
    let mut out = String::from("area        ");
    for lang in Lang::ALL {
        out.push_str(&format!("{:>16}", lang.code()));
    }
    out.push('\n');
    let mut areas: Vec<&str> = figures.iter().map(|f| f.area).collect();
    areas.dedup();
    let mut totals = [(0usize, 0.0f64); 3];
    let english_total: usize = figures
        .iter()
        .filter(|f| f.lang == Lang::En)
        .map(|f| f.messages)
        .sum();
    for area in areas {
        out.push_str(&format!("{area:<12}"));
        let english = figures
            .iter()
            .find(|f| f.area == area && f.lang == Lang::En)
            .map_or(0, |f| f.messages);
        for (i, lang) in Lang::ALL.into_iter().enumerate() {
            let Some(f) = figures.iter().find(|f| f.area == area && f.lang == lang) else {
                continue;
            };
            // An area with nothing in English yet has nothing to translate.
            let cell = if english == 0 {
                "—".to_string()
            } else {
                format!("{} ({:.0} %)", f.messages, f.translated * 100.0)
            };
            out.push_str(&format!("{cell:>16}"));
            totals[i].0 += f.messages;
            totals[i].1 += f.translated * english as f64;
        }
        out.push('\n');
    }
    out.push_str(&format!("{:<12}", "all"));
    for (messages, translated) in totals {
        let share = if english_total == 0 {
            1.0
        } else {
            translated / english_total as f64
        };
        out.push_str(&format!(
            "{:>16}",
            format!("{messages} ({:.0} %)", share * 100.0)
        ));
    }
    out.push_str(
        "\n\nmessages defined (share of English's messages translated); \
         text the code still writes in English directly is not counted here\n",
    );
    let problems = problems();
    if !problems.is_empty() {
        out.push_str(&format!("\n{} problems:\n", problems.len()));
        for p in problems {
            out.push_str(&format!("  {p}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_counts_every_area_and_the_command_picker_is_whole_in_every_language() {
        let report = report();
        let commands = report
            .lines()
            .find(|l| l.starts_with("commands "))
            .expect("a commands row");
        assert_eq!(commands.matches("(100 %)").count(), 3, "{report}");
        assert!(report.lines().any(|l| l.starts_with("all ")), "{report}");
        assert!(!report.contains("problems:"), "{report}");
    }
}
