//! The addresses of the table on the web: a game's page, `PUBLIC_URL/g/<token>`, and
//! a seat's private page, a signed link that expires.
//!
//! The page token is 128 random bits in hex, made when the game starts: a page is
//! found only by someone who was given its link. A private link is
//! `PUBLIC_URL/p/<token>/<seat>/<expires>/<signature>`, the signature being
//! HMAC-SHA256 under the bot's web secret over the token, the seat and the expiry
//! (Unix seconds), cut to 128 bits, in hex. Any part changed, or the link used after it
//! expires, and the page shows nothing private.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// How long a private link works. Long enough for a game played over days (the link
/// is made afresh each time a player opens their hand), short enough that a link
/// pasted somewhere by mistake stops working.
pub const PRIVATE_LINK_DAYS: i64 = 7;

/// Bytes of the HMAC a link carries.
const SIGNATURE_BYTES: usize = 16;

/// What makes and checks the web addresses.
#[derive(Clone)]
pub struct WebLinks {
    /// `PUBLIC_URL` without its trailing slash; `None`: no links are given out (the
    /// pages may still be served, on a private network say).
    base: Option<String>,
    secret: Vec<u8>,
}

impl std::fmt::Debug for WebLinks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the secret.
        f.debug_struct("WebLinks")
            .field("base", &self.base)
            .finish()
    }
}

impl WebLinks {
    /// Links under `public_url` (if any), private ones signed with `secret`.
    pub fn new(public_url: Option<&str>, secret: &[u8]) -> WebLinks {
        WebLinks {
            base: public_url
                .map(|u| u.trim().trim_end_matches('/').to_string())
                .filter(|u| !u.is_empty()),
            secret: secret.to_vec(),
        }
    }

    /// Whether links are given out (`PUBLIC_URL` is set).
    pub fn public(&self) -> bool {
        self.base.is_some()
    }

    /// The game page's address.
    pub fn page(&self, token: &str) -> Option<String> {
        Some(format!("{}/g/{token}", self.base.as_ref()?))
    }

    /// The private page of `seat`, working for [`PRIVATE_LINK_DAYS`] from `now_ms`.
    pub fn private(&self, token: &str, seat: u8, now_ms: i64) -> Option<String> {
        let base = self.base.as_ref()?;
        let expires = now_ms.div_euclid(1000) + PRIVATE_LINK_DAYS * 86_400;
        Some(format!("{base}{}", self.private_path(token, seat, expires)))
    }

    /// The path of a private page (no host), expiring at `expires` (Unix seconds).
    pub fn private_path(&self, token: &str, seat: u8, expires: i64) -> String {
        let signature =
            hex(&self.mac(token, seat, expires).finalize().into_bytes()[..SIGNATURE_BYTES]);
        format!("/p/{token}/{seat}/{expires}/{signature}")
    }

    /// Whether a private link's parts are genuine and it has not expired at `now_ms`.
    /// The signature is compared in constant time.
    pub fn check(&self, token: &str, seat: u8, expires: i64, signature: &str, now_ms: i64) -> bool {
        let Some(given) = unhex(signature).filter(|b| b.len() == SIGNATURE_BYTES) else {
            return false;
        };
        expires > now_ms.div_euclid(1000)
            && self
                .mac(token, seat, expires)
                .verify_truncated_left(&given)
                .is_ok()
    }

    fn mac(&self, token: &str, seat: u8, expires: i64) -> Hmac<Sha256> {
        // HMAC takes a key of any length.
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&self.secret)
            .unwrap_or_else(|_| unreachable!("HMAC accepts every key length"));
        mac.update(format!("windward-private-v1:{token}:{seat}:{expires}").as_bytes());
        mac
    }
}

/// A new page token: 128 bits from the system's randomness, in hex (should the system
/// have none, the seeds' fallback: 64 bits, written twice).
pub fn fresh_token() -> String {
    super::record::random_salt()
}

/// Whether `text` has a page token's shape (checked before any database lookup).
pub fn is_token(text: &str) -> bool {
    text.len() == 32
        && text
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if text.len() % 2 != 0 || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "00112233445566778899aabbccddeeff";
    const NOW: i64 = 1_800_000_000_000;

    fn links() -> WebLinks {
        WebLinks::new(Some("https://windward.example/"), b"secret")
    }

    fn parts(link: &str) -> (String, u8, i64, String) {
        let path = link.strip_prefix("https://windward.example/p/").unwrap();
        let p: Vec<&str> = path.split('/').collect();
        (
            p[0].into(),
            p[1].parse().unwrap(),
            p[2].parse().unwrap(),
            p[3].into(),
        )
    }

    #[test]
    fn a_private_link_works_for_its_seat_until_it_expires() {
        let links = links();
        assert_eq!(
            links.page(TOKEN).unwrap(),
            format!("https://windward.example/g/{TOKEN}")
        );
        let (token, seat, expires, signature) = parts(&links.private(TOKEN, 1, NOW).unwrap());
        assert_eq!((token.as_str(), seat), (TOKEN, 1));
        assert_eq!(expires, NOW / 1000 + 7 * 86_400);
        assert!(links.check(&token, seat, expires, &signature, NOW));
        // Another seat, a later expiry, another game, one character changed.
        assert!(!links.check(&token, 0, expires, &signature, NOW));
        assert!(!links.check(&token, seat, expires + 1, &signature, NOW));
        assert!(!links.check(
            "ff112233445566778899aabbccddeeff",
            seat,
            expires,
            &signature,
            NOW
        ));
        let mut forged = signature.clone().into_bytes();
        forged[5] = if forged[5] == b'0' { b'1' } else { b'0' };
        let forged = String::from_utf8(forged).unwrap();
        assert!(!links.check(&token, seat, expires, &forged, NOW));
        assert!(!links.check(&token, seat, expires, "", NOW));
        assert!(!links.check(&token, seat, expires, "zz", NOW));
        // Expired.
        assert!(!links.check(&token, seat, expires, &signature, expires * 1000));
        // Another bot's secret.
        let other = WebLinks::new(Some("https://windward.example"), b"other");
        assert!(!other.check(&token, seat, expires, &signature, NOW));
    }

    #[test]
    fn without_a_public_url_no_link_is_given_out() {
        let links = WebLinks::new(None, b"secret");
        assert!(!links.public());
        assert_eq!(links.page(TOKEN), None);
        assert_eq!(links.private(TOKEN, 0, NOW), None);
        assert!(format!("{links:?}").contains("None"));
        assert!(!format!("{:?}", self::links()).contains("secret"));
    }

    #[test]
    fn tokens_are_128_bits_of_lowercase_hex() {
        let a = fresh_token();
        assert!(is_token(&a), "{a}");
        assert_ne!(a, fresh_token());
        assert!(!is_token("../../etc/passwd"));
        assert!(!is_token(&a.to_uppercase()));
        assert!(!is_token(&a[..31]));
    }
}
