//! Component `custom_id`s: `v2:{session}:{seq}:{seat}:{code}`, at most 100 characters.
//!
//! The seq is the token the button was drawn for, or `-` for buttons that do not
//! depend on the state (joining, "My hand"). The seat is the seat whose move the
//! button makes, or `-` for buttons anyone may press; only that seat's player may
//! press it. Buttons posted before seats were bound (`v1:{session}:{seq}:{code}`) are
//! still read, as unbound. Everything decoded here is untrusted: the app re-checks
//! session, seat and legality before acting.

use crate::store::SessionId;

pub const MAX_LEN: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Code {
    /// A game action in text notation.
    Play(String),
    /// A select menu of game actions (numbered within its message); the chosen value
    /// is the notation.
    Menu(u8),
    Hand,
    Join,
    Leave,
    Start,
    Rematch,
    /// Take back the seat's last action, made at exactly this seq.
    Undo,
    /// A vote on rolling the game back, asked at this seq: agree or refuse.
    Vote(bool),
    /// The finished game as an animation.
    Strip,
    /// "No more reminders" for the seat's current wait.
    Mute,
    /// The host skips the absent player this state waits for (`/turn skip`): the
    /// seat named, where several seats decide on their own.
    Skip(Option<u8>),
    /// **I'm back**: the seat's player takes it back from the computer.
    Back,
    /// An answer to the seat's proposal (`plan=together`), made at this seq: agree
    /// or object.
    Plan(bool),
    /// A campaign's **Next mission** menu on a finished mission's board; the chosen
    /// value is the mission's key.
    NextMission,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentId {
    pub session: SessionId,
    pub seq: Option<u64>,
    /// The seat whose move this is, if it belongs to one.
    pub seat: Option<u8>,
    pub code: Code,
}

impl ComponentId {
    /// The id string, or `None` if it would exceed Discord's 100 characters.
    pub fn encode(&self) -> Option<String> {
        let seq = self.seq.map_or_else(|| "-".to_string(), |s| s.to_string());
        let code = match &self.code {
            Code::Play(notation) => format!("p:{notation}"),
            Code::Menu(n) => format!("m{n}"),
            Code::Hand => "hand".into(),
            Code::Join => "join".into(),
            Code::Leave => "leave".into(),
            Code::Start => "start".into(),
            Code::Rematch => "rematch".into(),
            Code::Undo => "undo".into(),
            Code::Vote(true) => "vote:yes".into(),
            Code::Vote(false) => "vote:no".into(),
            Code::Strip => "strip".into(),
            Code::Mute => "mute".into(),
            Code::Skip(None) => "skip".into(),
            Code::Skip(Some(seat)) => format!("skip:{seat}"),
            Code::NextMission => "next".into(),
            Code::Back => "back".into(),
            Code::Plan(true) => "plan:yes".into(),
            Code::Plan(false) => "plan:no".into(),
        };
        let seat = self.seat.map_or_else(|| "-".to_string(), |s| s.to_string());
        let id = format!("v2:{}:{}:{}:{}", self.session, seq, seat, code);
        (id.len() <= MAX_LEN).then_some(id)
    }

    /// Reads an id; `None` for anything we did not write.
    pub fn decode(text: &str) -> Option<ComponentId> {
        if text.len() > MAX_LEN {
            return None;
        }
        let (bound, rest) = match text.split_once(':')? {
            ("v1", rest) => (false, rest),
            ("v2", rest) => (true, rest),
            _ => return None,
        };
        let (session, rest) = rest.split_once(':')?;
        let (seq, rest) = rest.split_once(':')?;
        let (seat, code) = if bound {
            let (seat, code) = rest.split_once(':')?;
            let seat = match seat {
                "-" => None,
                n => Some(n.parse().ok()?),
            };
            (seat, code)
        } else {
            (None, rest)
        };
        let session: SessionId = session.parse().ok().filter(|s| *s > 0)?;
        let seq = match seq {
            "-" => None,
            n => Some(n.parse().ok()?),
        };
        let code = match code {
            menu if menu.starts_with('m')
                && menu.len() > 1
                && menu[1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                Code::Menu(menu[1..].parse().ok()?)
            }
            "hand" => Code::Hand,
            "join" => Code::Join,
            "leave" => Code::Leave,
            "start" => Code::Start,
            "rematch" => Code::Rematch,
            "undo" => Code::Undo,
            "vote:yes" => Code::Vote(true),
            "vote:no" => Code::Vote(false),
            "strip" => Code::Strip,
            "mute" => Code::Mute,
            "skip" => Code::Skip(None),
            "next" => Code::NextMission,
            "back" => Code::Back,
            "plan:yes" => Code::Plan(true),
            "plan:no" => Code::Plan(false),
            skip if skip.starts_with("skip:") => Code::Skip(Some(skip[5..].parse().ok()?)),
            other => Code::Play(
                other
                    .strip_prefix("p:")
                    .filter(|n| !n.trim().is_empty())?
                    .to_string(),
            ),
        };
        Some(ComponentId {
            session,
            seq,
            seat,
            code,
        })
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn code() -> impl Strategy<Value = Code> {
        prop_oneof![
            // Notations are never empty (a button always names its move).
            "[ -~]{1,60}".prop_map(Code::Play),
            any::<u8>().prop_map(Code::Menu),
            Just(Code::Hand),
            Just(Code::Join),
            Just(Code::Leave),
            Just(Code::Start),
            Just(Code::Rematch),
            Just(Code::NextMission),
            Just(Code::Back),
            any::<bool>().prop_map(Code::Plan),
        ]
    }

    #[test]
    fn the_corpus_decodes_safely() {
        for text in windward_engine::corpus(include_str!("../../corpus/custom_ids.txt")) {
            if let Some(id) = ComponentId::decode(&text) {
                if let Some(again) = id.encode() {
                    assert_eq!(ComponentId::decode(&again), Some(id), "{text:?}");
                }
            }
        }
    }

    proptest! {
        // Anyone can send any custom_id: decoding never panics, and whatever decodes
        // encodes back to an id that decodes the same.
        #[test]
        fn any_text_decodes_safely(text in "\\PC{0,120}", tampered in "v[12]:[-0-9]{0,12}:[-0-9]{0,8}:[-0-9]{0,4}:\\PC{0,40}") {
            for t in [&text, &tampered] {
                if let Some(id) = ComponentId::decode(t) {
                    if let Some(again) = id.encode() {
                        prop_assert_eq!(ComponentId::decode(&again), Some(id));
                    }
                }
            }
        }

        #[test]
        fn every_id_we_write_reads_back(session in 0i64.., seq in proptest::option::of(any::<u64>()), seat in proptest::option::of(any::<u8>()), code in code()) {
            let id = ComponentId { session, seq, seat, code };
            if let Some(text) = id.encode() {
                prop_assert!(text.len() <= MAX_LEN);
                prop_assert_eq!(ComponentId::decode(&text), Some(id));
            }
        }
    }

    #[test]
    fn round_trips() {
        for code in [
            Code::Play("end".into()),
            Code::Play("move 2 1".into()),
            Code::Menu(0),
            Code::Menu(3),
            Code::Hand,
            Code::Join,
            Code::Leave,
            Code::Start,
            Code::Rematch,
            Code::NextMission,
        ] {
            for seq in [None, Some(0), Some(41)] {
                for seat in [None, Some(0), Some(3)] {
                    let id = ComponentId {
                        session: 12,
                        seq,
                        seat,
                        code: code.clone(),
                    };
                    assert_eq!(ComponentId::decode(&id.encode().unwrap()), Some(id));
                }
            }
        }
    }

    #[test]
    fn tampered_ids_are_refused() {
        for bad in [
            "",
            "v2:1:0:p:end",
            "v1:x:0:p:end",
            "v1:0:0:p:end",
            "v1:-5:0:p:end",
            "v1:1:abc:p:end",
            "v1:1:0:",
            "v1:1:0:p:",
            "v1:1:0:p:   ",
            "v1:1:0:launch",
            "v1:1:0:m",
            "v1:1:0:m999",
            "v1:99999999999999999999999:0:p:end",
            "v2:1:0:p:end",
            "v2:1:0:x:p:end",
            "v2:1:0:256:p:end",
            "v2:1:0:-1:p:end",
            "v3:1:0:-:p:end",
        ] {
            assert_eq!(ComponentId::decode(bad), None, "{bad}");
        }
        assert_eq!(
            ComponentId::decode(&format!("v1:1:0:p:{}", "x".repeat(100))),
            None
        );
    }

    #[test]
    fn buttons_posted_before_seats_were_bound_still_read_as_unbound() {
        assert_eq!(
            ComponentId::decode("v1:7:3:p:end"),
            Some(ComponentId {
                session: 7,
                seq: Some(3),
                seat: None,
                code: Code::Play("end".into())
            })
        );
    }

    #[test]
    fn overlong_ids_are_not_encoded() {
        let id = ComponentId {
            session: 1,
            seq: Some(1),
            seat: Some(0),
            code: Code::Play("y".repeat(93)),
        };
        assert_eq!(id.encode(), None);
    }
}
