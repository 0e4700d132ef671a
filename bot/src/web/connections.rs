//! Open connections, bounded per address and in all: a listener that closes a new
//! connection at once when its address already holds [`MAX_PER_ADDRESS`] or the server
//! [`MAX_TOTAL`], so idle keep-alive connections from one client cannot use up the
//! process's file descriptors. A loopback peer, the proxy in front, counts against the
//! total only. Live streams and page work have their own, tighter
//! bounds (`live.rs`, the router's concurrency limit).
//!
//! Written here because axum's `serve` takes any [`Listener`] but has no such bound,
//! and tower's limits act per request, after a connection is already held.

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use axum::serve::Listener;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tracing::warn;

/// Connections one address may hold open at once: a browser opens six or so per
/// host, a page's live stream one more; room for a household behind one address.
pub const MAX_PER_ADDRESS: usize = 64;
/// Connections the server holds open at once, well inside the usual 20,000 open-file
/// limit and above the 4,096 live streams `live.rs` allows.
pub const MAX_TOTAL: usize = 8_192;

/// Open connections by address.
#[derive(Clone, Debug, Default)]
struct Open(Arc<Mutex<HashMap<IpAddr, usize>>>);

impl Open {
    /// A place for one more connection from `ip`, if the bounds allow it (only the
    /// total's, for an address `per_address` does not bound).
    fn admit(&self, ip: IpAddr, per_address: Option<usize>, total: usize) -> Option<Held> {
        let mut open = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let all: usize = open.values().sum();
        let mine = open.entry(ip).or_default();
        if per_address.is_some_and(|max| *mine >= max) || all >= total {
            return None;
        }
        *mine += 1;
        Some(Held {
            open: self.clone(),
            ip,
        })
    }

    fn count(&self) -> usize {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .values()
            .sum()
    }
}

/// One admitted connection's place, given back when the connection is dropped.
#[derive(Debug)]
struct Held {
    open: Open,
    ip: IpAddr,
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut open = self.open.0.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = open.get_mut(&self.ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

/// A TCP listener with the bounds above. A loopback peer (the proxy in front, see
/// `web::per_client`) is bounded by the total only.
#[derive(Debug)]
pub struct Bounded {
    inner: TcpListener,
    open: Open,
    per_address: usize,
    total: usize,
    loopback_per_address: bool,
}

impl Bounded {
    pub fn new(inner: TcpListener) -> Bounded {
        Bounded::with_bounds(inner, MAX_PER_ADDRESS, MAX_TOTAL, false)
    }

    fn with_bounds(
        inner: TcpListener,
        per_address: usize,
        total: usize,
        loopback_per_address: bool,
    ) -> Bounded {
        Bounded {
            inner,
            open: Open::default(),
            per_address,
            total,
            loopback_per_address,
        }
    }
}

impl Listener for Bounded {
    type Io = Counted;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Counted, SocketAddr) {
        loop {
            let (stream, addr) = Listener::accept(&mut self.inner).await;
            let per_address =
                (self.loopback_per_address || !addr.ip().is_loopback()).then_some(self.per_address);
            match self.open.admit(addr.ip(), per_address, self.total) {
                Some(held) => {
                    return (
                        Counted {
                            stream,
                            _held: held,
                        },
                        addr,
                    )
                }
                // Closed at once: the client sees its connection refused.
                None => {
                    warn!(ip = %addr.ip(), open = self.open.count(), "a web connection over the bounds was closed");
                    drop(stream);
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// An admitted connection: the stream, holding its place until dropped.
#[derive(Debug)]
pub struct Counted {
    stream: TcpStream,
    _held: Held,
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpSocket;

    use super::*;

    /// Connects from `from` and says whether the server admitted the connection (it
    /// greets admitted ones; others are closed at once).
    async fn hello(addr: SocketAddr, from: [u8; 4]) -> (TcpStream, bool) {
        let socket = TcpSocket::new_v4().unwrap();
        socket.bind(SocketAddr::from((from, 0))).unwrap();
        let mut s = socket.connect(addr).await.unwrap();
        let mut buf = [0u8; 2];
        let read = tokio::time::timeout(Duration::from_secs(10), s.read_exact(&mut buf)).await;
        let admitted = matches!(read, Ok(Ok(_)));
        (s, admitted)
    }

    /// Over the bound per address, or in all, a new connection is closed at once; a
    /// closed one makes room again.
    #[tokio::test]
    async fn connections_over_the_bounds_are_closed_until_one_closes() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        // Loopback addresses stand for clients here (bounded like any other).
        let mut bounded = Bounded::with_bounds(listener, 2, 3, true);
        let server = tokio::spawn(async move {
            loop {
                let (mut io, _) = bounded.accept().await;
                tokio::spawn(async move {
                    if io.write_all(b"hi").await.is_ok() {
                        // Held until the client closes it.
                        let mut rest = Vec::new();
                        let _ = io.read_to_end(&mut rest).await;
                    }
                });
            }
        });
        let (first, ok) = hello(addr, [127, 0, 0, 1]).await;
        assert!(ok);
        let (_second, ok) = hello(addr, [127, 0, 0, 1]).await;
        assert!(ok);
        let (_third, ok) = hello(addr, [127, 0, 0, 1]).await;
        assert!(!ok, "a third from one address is closed");
        let (_other, ok) = hello(addr, [127, 0, 0, 2]).await;
        assert!(ok, "another address has room");
        let (_over, ok) = hello(addr, [127, 0, 0, 3]).await;
        assert!(!ok, "three in all is the total");
        drop(first);
        tokio::time::sleep(Duration::from_millis(100)).await;
        let (_again, ok) = hello(addr, [127, 0, 0, 1]).await;
        assert!(ok, "room again once one closed");
        server.abort();
    }
}
