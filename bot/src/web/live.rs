//! Live pages: a server-sent event stream per open page, told each time its game
//! changes (the store's news, which on Postgres comes from every process). The page
//! then fetches its live part again, so an event carries no game data at all.
//!
//! Streams are long-lived connections, so they are bounded: in total and per address.
//! A page over the bound still reads; it just does not update by itself.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::{self, Stream};
use tokio::sync::broadcast::{self, error::RecvError};
use tokio_util::sync::CancellationToken;

use crate::store::SessionId;

/// Open streams a process serves at most.
pub const MAX_STREAMS: usize = 4096;
/// Open streams one address may hold (a household's tabs, or a few people behind one
/// network address).
pub const MAX_STREAMS_PER_ADDRESS: usize = 32;
/// A comment this often keeps proxies from closing a quiet stream.
const KEEP_ALIVE: Duration = Duration::from_secs(20);

/// Counts open streams, in total and per address.
#[derive(Default)]
pub struct Streams {
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// One admitted stream; dropping it frees its place.
pub struct Admitted {
    streams: Arc<Streams>,
    address: Option<IpAddr>,
}

impl Streams {
    /// A place for a stream from `address` (`None`: one counted in the total only,
    /// see `web::per_client`), if the bounds allow one.
    pub fn admit(self: &Arc<Self>, address: Option<IpAddr>) -> Option<Admitted> {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let (total, by_address) = &mut *open;
        if *total >= MAX_STREAMS {
            return None;
        }
        if let Some(address) = address {
            let mine = by_address.entry(address).or_default();
            if *mine >= MAX_STREAMS_PER_ADDRESS {
                return None;
            }
            *mine += 1;
        }
        *total += 1;
        Some(Admitted {
            streams: self.clone(),
            address,
        })
    }

    /// Streams open now.
    #[cfg(test)]
    pub fn open(&self) -> usize {
        self.open.lock().unwrap_or_else(|p| p.into_inner()).0
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut open = self.streams.open.lock().unwrap_or_else(|p| p.into_inner());
        let (total, by_address) = &mut *open;
        *total = total.saturating_sub(1);
        if let Some(address) = self.address {
            let mine = by_address.entry(address).or_default();
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                by_address.remove(&address);
            }
        }
    }
}

/// The event stream of a page on `session`: a `change` event whenever it changes
/// (several changes in a burst that the page missed come as one).
pub fn stream(
    session: SessionId,
    changes: broadcast::Receiver<SessionId>,
    admitted: Admitted,
    stop: CancellationToken,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let events = stream::unfold((changes, admitted), move |(mut changes, admitted)| {
        let stop = stop.clone();
        async move {
            loop {
                let change = tokio::select! {
                    change = changes.recv() => change,
                    () = stop.cancelled() => return None,
                };
                match change {
                    Ok(id) if id != session => continue,
                    // Fell behind: something may have changed, so say so.
                    Ok(_) | Err(RecvError::Lagged(_)) => {
                        let event = Event::default().event("change").data("changed");
                        return Some((Ok(event), (changes, admitted)));
                    }
                    Err(RecvError::Closed) => return None,
                }
            }
        }
    });
    Sse::new(events).keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_bounded_per_address_and_freed_when_closed() {
        let streams = Arc::new(Streams::default());
        let one: Option<IpAddr> = Some("192.0.2.1".parse().unwrap());
        let two: Option<IpAddr> = Some("192.0.2.2".parse().unwrap());
        let held: Vec<Admitted> = (0..MAX_STREAMS_PER_ADDRESS)
            .map(|_| streams.admit(one).expect("within the bound"))
            .collect();
        assert!(streams.admit(one).is_none(), "one address past its bound");
        let other = streams
            .admit(two)
            .expect("another address still gets a place");
        assert_eq!(streams.open(), MAX_STREAMS_PER_ADDRESS + 1);
        drop(held);
        drop(other);
        assert_eq!(streams.open(), 0);
        assert!(streams.admit(one).is_some());
        // The proxy on this machine: only the total bounds it.
        let proxied: Vec<Admitted> = (0..MAX_STREAMS_PER_ADDRESS * 2)
            .map(|_| streams.admit(None).expect("only the total bounds them"))
            .collect();
        assert_eq!(proxied.len(), MAX_STREAMS_PER_ADDRESS * 2);
    }
}
