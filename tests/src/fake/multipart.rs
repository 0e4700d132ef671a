//! Just enough `multipart/form-data` to read what serenity uploads: a `payload_json`
//! part and `files[n]` parts (RFC 7578).

/// One part of a form.
#[derive(Clone, Debug)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

/// The boundary of a `multipart/form-data; boundary=...` content type.
pub fn boundary(content_type: &str) -> Option<String> {
    let (media, params) = content_type.split_once(';')?;
    if !media.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    params.split(';').find_map(|p| {
        let (key, value) = p.split_once('=')?;
        key.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| value.trim().trim_matches('"').to_string())
    })
}

/// Splits a body into its parts.
///
/// # Errors
/// A malformed body, described.
pub fn parse(body: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut parts = Vec::new();
    let mut rest = body;
    let start = find(rest, &delimiter).ok_or("no opening boundary")?;
    rest = &rest[start + delimiter.len()..];
    loop {
        if rest.starts_with(b"--") {
            return Ok(parts); // the closing delimiter
        }
        rest = rest
            .strip_prefix(b"\r\n")
            .ok_or("a boundary is not followed by CRLF")?;
        let header_end =
            find(rest, b"\r\n\r\n").ok_or("a part has no blank line after its headers")?;
        let headers =
            std::str::from_utf8(&rest[..header_end]).map_err(|_| "headers are not UTF-8")?;
        rest = &rest[header_end + 4..];
        let mut closing = b"\r\n".to_vec();
        closing.extend_from_slice(&delimiter);
        let end = find(rest, &closing).ok_or("a part is not closed by a boundary")?;
        let data = rest[..end].to_vec();
        rest = &rest[end + closing.len()..];

        let mut part = Part {
            name: String::new(),
            filename: None,
            content_type: None,
            data,
        };
        for line in headers.split("\r\n") {
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            if key.trim().eq_ignore_ascii_case("content-disposition") {
                part.name = param(value, "name").ok_or("a part has no name")?;
                part.filename = param(value, "filename");
            } else if key.trim().eq_ignore_ascii_case("content-type") {
                part.content_type = Some(value.trim().to_string());
            }
        }
        parts.push(part);
    }
}

fn param(header: &str, key: &str) -> Option<String> {
    header.split(';').skip(1).find_map(|p| {
        let (k, v) = p.split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"').to_string())
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_serenity_upload() {
        let body = b"--XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"board.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"type\":4}\r\n--XyZ--\r\n";
        let parts = parse(body, "XyZ").unwrap();
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].name, "files[0]");
        assert_eq!(parts[0].filename.as_deref(), Some("board.png"));
        assert_eq!(parts[0].content_type.as_deref(), Some("image/png"));
        assert_eq!(parts[0].data, b"\x89PNG");
        assert_eq!(parts[1].data, b"{\"type\":4}");
        assert_eq!(
            boundary("multipart/form-data; boundary=XyZ").as_deref(),
            Some("XyZ")
        );
    }
}
