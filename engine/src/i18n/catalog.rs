//! The `.ftl` files embedded, one Fluent bundle per language, and the checks the
//! tests and `windward languages` run over them.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use super::{numbers, Arg, Lang, Msg};

macro_rules! area_files {
    ($($area:literal),*) => {
        [$(($area, [
            include_str!(concat!("../../locales/en/", $area, ".ftl")),
            include_str!(concat!("../../locales/pl/", $area, ".ftl")),
            include_str!(concat!("../../locales/fr/", $area, ".ftl")),
        ])),*]
    };
}

/// Each area's source in English, Polish and French (the order of [`Lang::ALL`]).
/// The areas: the bot's interface (split by what a player is doing), the slash
/// commands' names and descriptions, the web page, what every game shares, and one
/// per game.
const FILES: [(&str, [&str; 3]); 13] = area_files!(
    "bot", "sessions", "turns", "schedule", "web", "commands", "games", "table", "zephyr",
    "zeppelin", "bitwa", "zefiria", "aether"
);

/// The areas a language's texts are split into, one `.ftl` file each.
pub fn areas() -> impl Iterator<Item = &'static str> {
    FILES.iter().map(|(area, _)| *area)
}

/// Ids the catalog's own tests use, left out of the figures.
const TEST_ONLY: &str = "lang-test-";

fn index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Pl => 1,
        Lang::Fr => 2,
    }
}

struct Catalog {
    bundles: [FluentBundle<FluentResource>; 3],
    /// Parse errors and clashing ids, found while loading (see [`problems`]).
    load_problems: Vec<String>,
}

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let mut load_problems = Vec::new();
        let bundles = Lang::ALL.map(|lang| {
            let id = lang.code().parse().expect("a valid language id");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Discord shows the isolation marks Fluent puts around arguments as
            // stray characters in some clients; names here are short and plain.
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(match lang {
                Lang::En => numbers::english,
                Lang::Pl => numbers::polish,
                Lang::Fr => numbers::french,
            }));
            for (area, sources) in FILES {
                let resource = match FluentResource::try_new(sources[index(lang)].to_string()) {
                    Ok(resource) => resource,
                    Err((resource, errors)) => {
                        for e in errors {
                            load_problems.push(format!("{lang}/{area}.ftl: {e:?}"));
                        }
                        resource
                    }
                };
                if let Err(errors) = bundle.add_resource(resource) {
                    for e in errors {
                        load_problems.push(format!("{lang}/{area}.ftl: {e}"));
                    }
                }
            }
            bundle
        });
        Catalog {
            bundles,
            load_problems,
        }
    })
}

/// `msg` in `lang`: the language's own words, English's where it has none, and raw
/// text as it is.
pub fn say(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::Raw(text) => text.clone(),
        Msg::Id { id, .. } => {
            let lang = if has(lang, id) { lang } else { Lang::En };
            let bundle = &catalog().bundles[index(lang)];
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                // No English either: a bug the tests catch; the id is better than
                // nothing.
                return id.to_string();
            };
            let args = fluent_args(lang, msg);
            let mut errors = Vec::new();
            bundle
                .format_pattern(pattern, Some(&args), &mut errors)
                .into_owned()
        }
    }
}

/// The attribute `attribute` of message `id` in `lang` (English's where `lang` has
/// none), such as a command's `.description`.
pub fn attribute(lang: Lang, id: &str, attribute: &str) -> Option<String> {
    [lang, Lang::En].into_iter().find_map(|lang| {
        let bundle = &catalog().bundles[index(lang)];
        let pattern = bundle.get_message(id)?.get_attribute(attribute)?.value();
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    })
}

/// Whether `lang`'s own files define message `id` (no fallback).
pub fn has(lang: Lang, id: &str) -> bool {
    catalog().bundles[index(lang)].has_message(id)
}

/// Whether `lang`'s own files give message `id` the attribute `attribute`.
pub fn has_attribute(lang: Lang, id: &str, attribute: &str) -> bool {
    catalog().bundles[index(lang)]
        .get_message(id)
        .is_some_and(|m| m.get_attribute(attribute).is_some())
}

fn fluent_args(lang: Lang, msg: &Msg) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    for (name, value) in msg.args() {
        let value: FluentValue<'static> = match value {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Text(text) => FluentValue::from(text.clone()),
            Arg::Msg(inner) => FluentValue::from(say(lang, inner)),
        };
        args.set(name.to_string(), value);
    }
    args
}

/// One area's messages in one language.
#[derive(Clone, Debug, PartialEq)]
pub struct AreaFigures {
    pub area: &'static str,
    pub lang: Lang,
    /// Messages the file defines.
    pub messages: usize,
    /// English's messages it translates, as a share of English's (1.0 for English).
    pub translated: f64,
}

/// Every area's count of messages per language and the share of English's it has.
pub fn area_figures() -> Vec<AreaFigures> {
    let mut out = Vec::new();
    for (area, sources) in FILES {
        let english = message_ids(sources[0]);
        for lang in Lang::ALL {
            let ids = message_ids(sources[index(lang)]);
            let translated = if english.is_empty() {
                1.0
            } else {
                english.iter().filter(|id| ids.contains(*id)).count() as f64 / english.len() as f64
            };
            out.push(AreaFigures {
                area,
                lang,
                messages: ids.len(),
                translated,
            });
        }
    }
    out
}

fn message_ids(source: &str) -> BTreeSet<String> {
    messages(source)
        .into_keys()
        .filter(|id| !id.starts_with(TEST_ONLY))
        .collect()
}

/// What is wrong with the files: parse errors, an id defined twice, a translation's
/// message that English lacks, or one whose arguments differ from English's. Empty
/// when all is well.
pub fn problems() -> Vec<String> {
    let mut out = catalog().load_problems.clone();
    let english: BTreeMap<String, Vars> = FILES
        .iter()
        .flat_map(|(_, sources)| messages(sources[0]))
        .collect();
    for (area, sources) in FILES {
        for lang in [Lang::Pl, Lang::Fr] {
            for (id, vars) in messages(sources[index(lang)]) {
                match english.get(&id) {
                    None => out.push(format!("{lang}/{area}.ftl: `{id}` is not in English")),
                    Some(en) if *en != vars => out.push(format!(
                        "{lang}/{area}.ftl: `{id}` takes {vars:?}, English takes {en:?}"
                    )),
                    Some(_) => {}
                }
            }
        }
    }
    out
}

/// A message's variables: those of its value, and each attribute's.
type Vars = BTreeMap<String, BTreeSet<String>>;

/// Every message of a source with its variables (terms are a language's own and are
/// left out; the parse errors are reported by the catalog).
fn messages(source: &str) -> BTreeMap<String, Vars> {
    let resource = match ast_of(source) {
        Ok(r) | Err(r) => r,
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = Vars::new();
            if let Some(value) = &m.value {
                vars.insert(String::new(), pattern_vars(value));
            }
            for a in &m.attributes {
                vars.insert(a.id.name.to_string(), pattern_vars(&a.value));
            }
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}

fn ast_of(source: &str) -> Result<ast::Resource<&str>, ast::Resource<&str>> {
    fluent_syntax::parser::parse(source).map_err(|(r, _)| r)
}

fn pattern_vars(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, &mut out);
        }
    }
    out
}

fn expression_vars(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_vars(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                out.extend(pattern_vars(&v.value));
            }
        }
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}
