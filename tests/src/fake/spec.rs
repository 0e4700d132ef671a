//! Request bodies checked against Discord's own OpenAPI description of its HTTP API
//! (`tests/data/discord-api-spec/openapi.json`, MIT, see its README).
//!
//! A request is matched to the spec's path template and method; its JSON body (or the
//! `payload_json` part of a multipart upload) is validated with the JSON Schema of that
//! operation's request body. The spec is loose about unknown fields (almost no
//! `additionalProperties: false`), so what it catches is wrong types, missing required
//! fields, out-of-range numbers, unknown enum values and Discord's length limits.
//!
//! Two adjustments make its errors useful:
//! - Discord discriminates its unions by a `type` field (callback types, component
//!   types, option types), but the spec writes them as plain `anyOf`/`oneOf`, so a
//!   mistake deep inside a button reads "not valid under any of the schemas". Unions
//!   whose branches all pin `type` to disjoint values are rewritten into `if type = k
//!   then branch k`, so only the intended branch is checked and its error is reported.
//! - serenity sends attachment ids as integers (`"id": 0`) where the spec says
//!   snowflake string; Discord accepts both, so integers are allowed there.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::Validator;
use serde_json::{json, Map, Value};

/// Where the spec lives in the repository.
pub fn spec_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/discord-api-spec/openapi.json")
}

/// An operation of the spec a request matched.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Route {
    /// Upper-case HTTP method.
    pub method: String,
    /// The spec's path template, e.g. `/channels/{channel_id}/messages`.
    pub template: String,
    /// The values of the template's `{params}`, in order.
    pub params: Vec<String>,
}

impl std::fmt::Display for Route {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.method, self.template)
    }
}

/// The body's media type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Media {
    Json,
    Multipart,
}

impl Media {
    fn key(self) -> &'static str {
        match self {
            Media::Json => "application/json",
            Media::Multipart => "multipart/form-data",
        }
    }
}

/// Discord's OpenAPI spec, loaded once per test process.
pub struct Spec {
    doc: Arc<Value>,
    templates: Vec<(Vec<String>, String)>,
    validators: Mutex<HashMap<(String, String, Media), Arc<Validator>>>,
}

impl Spec {
    /// The shared, prepared spec.
    ///
    /// # Panics
    /// The spec file is missing or is not JSON.
    pub fn get() -> &'static Spec {
        static SPEC: OnceLock<Spec> = OnceLock::new();
        SPEC.get_or_init(|| {
            let path = spec_path();
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
            let doc: Value = serde_json::from_str(&text).expect("openapi.json is JSON");
            Spec::new(doc)
        })
    }

    fn new(mut doc: Value) -> Spec {
        allow_integer_attachment_ids(&mut doc);
        let schemas = doc["components"]["schemas"].clone();
        discriminate_unions(&mut doc, &schemas);
        let templates = doc["paths"]
            .as_object()
            .map(|paths| {
                paths
                    .keys()
                    .map(|t| (segments(t), t.clone()))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        Spec {
            doc: Arc::new(doc),
            templates,
            validators: Mutex::new(HashMap::new()),
        }
    }

    /// The operation for `method` on `path` (without `/api/v10`), if the spec has one.
    /// Literal segments beat parameters (`@original` before `{message_id}`).
    pub fn route(&self, method: &str, path: &str) -> Option<Route> {
        let method = method.to_ascii_uppercase();
        let parts = segments(path);
        let mut best: Option<(usize, Route)> = None;
        for (template_parts, template) in &self.templates {
            if template_parts.len() != parts.len() {
                continue;
            }
            let mut params = Vec::new();
            let mut literals = 0;
            let matched = template_parts.iter().zip(&parts).all(|(t, p)| {
                if t.starts_with('{') && t.ends_with('}') {
                    params.push(p.clone());
                    !p.is_empty()
                } else {
                    literals += 1;
                    t == p
                }
            });
            if !matched
                || self.doc["paths"][template][method.to_ascii_lowercase()].is_null()
                || best.as_ref().is_some_and(|(l, _)| *l >= literals)
            {
                continue;
            }
            best = Some((
                literals,
                Route {
                    method: method.clone(),
                    template: template.clone(),
                    params,
                },
            ));
        }
        best.map(|(_, r)| r)
    }

    /// Whether the operation declares a request body of this media type.
    pub fn accepts(&self, route: &Route, media: Media) -> bool {
        !self.body_schema(route, media).is_null()
    }

    fn body_schema(&self, route: &Route, media: Media) -> &Value {
        &self.doc["paths"][&route.template][route.method.to_ascii_lowercase()]["requestBody"]
            ["content"][media.key()]["schema"]
    }

    /// Checks a request body. Errors are readable lines: `route: /json/pointer: message`.
    pub fn validate(&self, route: &Route, media: Media, body: &Value) -> Result<(), Vec<String>> {
        if !self.accepts(route, media) {
            return Err(vec![format!(
                "{route}: the spec declares no {} body for this route",
                media.key()
            )]);
        }
        let validator = self.validator(route, media);
        if validator.is_valid(body) {
            return Ok(());
        }
        let evaluation = validator.evaluate(body);
        let errors: Vec<(usize, String, String)> = evaluation
            .iter_errors()
            .map(|e| {
                let at = e.instance_location.as_str().to_string();
                let depth = at.matches('/').count();
                (depth, at, e.error.to_string())
            })
            .collect();
        Err(readable(route, errors))
    }

    fn validator(&self, route: &Route, media: Media) -> Arc<Validator> {
        let key = (route.method.clone(), route.template.clone(), media);
        if let Some(v) = self.validators.lock().unwrap().get(&key) {
            return v.clone();
        }
        // The body schema is the root, beside the spec's components, so its
        // `#/components/schemas/...` refs resolve as they do in the spec.
        let mut root = match self.body_schema(route, media).clone() {
            Value::Object(map) => map,
            other => {
                let mut map = Map::new();
                map.insert("allOf".into(), json!([other]));
                map
            }
        };
        root.insert(
            "$schema".into(),
            json!("https://json-schema.org/draft/2020-12/schema"),
        );
        root.insert("components".into(), self.doc["components"].clone());
        let validator = jsonschema::draft202012::options()
            .should_validate_formats(false)
            .build(&Value::Object(root))
            .unwrap_or_else(|e| panic!("the spec's schema for {route} does not compile: {e}"));
        let validator = Arc::new(validator);
        self.validators
            .lock()
            .unwrap()
            .insert(key, validator.clone());
        validator
    }
}

/// The deepest errors are the real ones: shallower ones are unions reporting that no
/// branch matched because of them. One line per location, with enum alternatives
/// gathered and the "is not null" noise of nullable fields dropped.
fn readable(route: &Route, errors: Vec<(usize, String, String)>) -> Vec<String> {
    let deepest = errors.iter().map(|e| e.0).max().unwrap_or(0);
    let mut by_location: Vec<(String, Vec<String>)> = Vec::new();
    for (depth, at, message) in errors {
        if depth != deepest {
            continue;
        }
        match by_location.iter_mut().find(|(a, _)| *a == at) {
            Some((_, messages)) if !messages.contains(&message) => messages.push(message),
            Some(_) => {}
            None => by_location.push((at, vec![message])),
        }
    }
    by_location
        .into_iter()
        .take(5)
        .map(|(at, messages)| {
            let expected: Vec<&str> = messages
                .iter()
                .filter_map(|m| m.strip_suffix(" was expected"))
                .collect();
            let mut parts: Vec<String> = messages
                .iter()
                .filter(|m| !m.ends_with(" was expected"))
                .filter(|m| messages.len() == 1 || !m.ends_with("is not of type \"null\""))
                .cloned()
                .collect();
            if !expected.is_empty() {
                parts.push(format!("expected one of {}", expected.join(", ")));
            }
            let at = if at.is_empty() { "(body)".into() } else { at };
            format!("{route}: {at}: {}", parts.join("; "))
        })
        .collect()
}

fn segments(path: &str) -> Vec<String> {
    path.trim_matches('/')
        .split('/')
        .map(str::to_string)
        .collect()
}

fn allow_integer_attachment_ids(doc: &mut Value) {
    let id = &mut doc["components"]["schemas"]["MessageAttachmentRequest"]["properties"]["id"];
    if !id.is_null() {
        *id = json!({"anyOf": [id.clone(), {"type": "integer", "minimum": 0}]});
    }
}

/// The values a schema pins its `type` property to, following one `$ref`.
fn type_tags(branch: &Value, schemas: &Value) -> Option<Vec<Value>> {
    let target = match branch.get("$ref").and_then(Value::as_str) {
        Some(r) => &schemas[r.strip_prefix("#/components/schemas/")?],
        None => branch,
    };
    if target["required"]
        .as_array()
        .is_none_or(|r| !r.contains(&json!("type")))
    {
        return None;
    }
    let tag = &target["properties"]["type"];
    match (tag.get("enum"), tag.get("const")) {
        (Some(Value::Array(values)), _) if !values.is_empty() => Some(values.clone()),
        (_, Some(value)) => Some(vec![value.clone()]),
        _ => None,
    }
}

/// Rewrites `anyOf`/`oneOf` unions discriminated by `type` (see the module docs).
fn discriminate_unions(node: &mut Value, schemas: &Value) {
    match node {
        Value::Object(map) => {
            for keyword in ["anyOf", "oneOf"] {
                let Some(Value::Array(branches)) = map.get(keyword) else {
                    continue;
                };
                if let Some(rewritten) = discriminated(branches, schemas) {
                    map.remove(keyword);
                    map.insert("allOf".into(), rewritten);
                    break;
                }
            }
            for value in map.values_mut() {
                discriminate_unions(value, schemas);
            }
        }
        Value::Array(items) => {
            for item in items {
                discriminate_unions(item, schemas);
            }
        }
        _ => {}
    }
}

fn discriminated(branches: &[Value], schemas: &Value) -> Option<Value> {
    if branches.len() < 2 {
        return None;
    }
    let mut tagged = Vec::new();
    let mut seen = Vec::new();
    for branch in branches {
        let tags = type_tags(branch, schemas)?;
        if tags.iter().any(|t| seen.contains(t)) {
            return None;
        }
        seen.extend(tags.iter().cloned());
        tagged.push((tags, branch.clone()));
    }
    let mut all_of = vec![json!({
        "type": "object",
        "required": ["type"],
        "properties": {"type": {"enum": seen}},
    })];
    for (tags, branch) in tagged {
        all_of.push(json!({
            "if": {"properties": {"type": {"enum": tags}}, "required": ["type"]},
            "then": branch,
        }));
    }
    Some(Value::Array(all_of))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn callback() -> Route {
        Spec::get()
            .route("POST", "/interactions/123/tok/callback")
            .unwrap()
    }

    #[test]
    fn routes_match_templates_and_prefer_literals() {
        let spec = Spec::get();
        let r = spec
            .route("PATCH", "/webhooks/1/tok/messages/@original")
            .unwrap();
        assert_eq!(
            r.template,
            "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
        );
        let r = spec.route("PATCH", "/webhooks/1/tok/messages/55").unwrap();
        assert_eq!(r.params, ["1", "tok", "55"]);
        assert!(spec.route("POST", "/nowhere/1").is_none());
        assert!(spec.route("PUT", "/interactions/1/tok/callback").is_none());
    }

    #[test]
    fn a_good_callback_passes() {
        let body = json!({"type": 4, "data": {
            "content": "hi",
            "allowed_mentions": {"parse": [], "users": ["42"]},
            "attachments": [{"id": 0, "filename": "board.png"}],
            "components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "End turn", "custom_id": "v1:1:0:p:end"}
            ]}],
        }});
        Spec::get()
            .validate(&callback(), Media::Json, &body)
            .unwrap();
    }

    #[test]
    fn what_the_spec_catches() {
        let button = |label: &str, style: u64| json!({"type": 1, "components": [{"type": 2, "style": style, "label": label, "custom_id": "x"}]});
        let cases = [
            (
                json!({"allowed_mentions": {"parse": ["user"]}}),
                "/data/allowed_mentions/parse/0",
            ),
            (
                json!({"embeds": vec![json!({"title": "x"}); 11]}),
                "/data/embeds",
            ),
            (
                json!({"embeds": [{"title": "x".repeat(257)}]}),
                "/data/embeds/0/title",
            ),
            (json!({"flags": "64"}), "/data/flags"),
            (
                json!({"components": [button(&"x".repeat(81), 1)]}),
                "/data/components/0/components/0/label",
            ),
            (
                json!({"components": [button("Go", 7)]}),
                "/data/components/0/components/0/style",
            ),
            (
                json!({"components": [{"type": 1, "components": []}]}),
                "/data/components/0/components",
            ),
            (
                json!({"attachments": [{"id": "zero"}]}),
                "/data/attachments/0/id",
            ),
        ];
        for (data, pointer) in cases {
            let body = json!({"type": 4, "data": data});
            let errors = Spec::get()
                .validate(&callback(), Media::Json, &body)
                .expect_err(pointer);
            assert!(
                errors.iter().any(|e| e.contains(&format!("{pointer}: "))),
                "{pointer}: {errors:#?}"
            );
        }
    }

    #[test]
    fn errors_point_at_the_bad_field() {
        let long = "x".repeat(101);
        let body = json!({"type": 4, "data": {"components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "End turn", "custom_id": long}
        ]}]}});
        let errors = Spec::get()
            .validate(&callback(), Media::Json, &body)
            .unwrap_err();
        assert!(
            errors
                .iter()
                .any(|e| e.contains("/data/components/0/components/0/custom_id")),
            "{errors:#?}"
        );
        let body = json!({"type": 42});
        assert!(Spec::get()
            .validate(&callback(), Media::Json, &body)
            .is_err());
        let body = json!({"type": 4, "data": {"content": "x".repeat(2001)}});
        let errors = Spec::get()
            .validate(&callback(), Media::Json, &body)
            .unwrap_err();
        assert!(
            errors.iter().any(|e| e.contains("/data/content")),
            "{errors:#?}"
        );
    }
}
