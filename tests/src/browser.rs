//! A real browser for the end-to-end tests: headless Chromium driven through
//! `chromedriver` (W3C WebDriver), so a test sees a page as a reader does, with its
//! script, its live stream and its pictures.
//!
//! The client is our own, and small: a test needs a handful of WebDriver commands (a
//! session, navigate, execute a script, the window's size, a screenshot, the console's
//! errors), each one JSON request over HTTP/1.1 on loopback, which `chromedriver`
//! answers with a `Content-Length`. A WebDriver crate would bring an async runtime and
//! a second HTTP stack into every test for that; a blocking [`TcpStream`] is enough.
//!
//! [`Browser::start`] returns `None` (and says why) where `chromedriver` or Chromium is
//! not installed, unless [`REQUIRE_ENV`] is set: then it panics, as CI wants. Dropping
//! a [`Browser`] ends its session (which closes Chromium) and kills `chromedriver`, by
//! their process ids.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// Set (to anything but `0`) to fail rather than skip where there is no browser.
pub const REQUIRE_ENV: &str = "WINDWARD_REQUIRE_BROWSER";
/// The WebDriver server (Debian's `chromium-driver`).
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// The browser (Debian's `chromium`).
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// How long `chromedriver` may take to listen, and Chromium to open a session.
const START_TIMEOUT: Duration = Duration::from_secs(30);
/// How long one WebDriver command may take (a navigation waits for the page's load).
const COMMAND_TIMEOUT: Duration = Duration::from_secs(30);
/// How often [`Browser::wait_for`] asks again.
const POLL: Duration = Duration::from_millis(100);

/// One headless Chromium with its `chromedriver`, ended when dropped.
pub struct Browser {
    driver: Option<Child>,
    port: u16,
    session: Option<String>,
    /// Chromium's own process id, as the session reports it: killed on drop should
    /// the session not end cleanly.
    chromium: Option<u32>,
    /// The browser profile and `chromedriver`'s log.
    dir: tempfile::TempDir,
}

impl Browser {
    /// A headless Chromium with a window `width`×`height` and a fresh profile, or
    /// `None` where `chromedriver` or Chromium is missing (the reason is printed).
    ///
    /// # Panics
    /// One is missing and [`REQUIRE_ENV`] is set, or `chromedriver` or Chromium does
    /// not start in time.
    pub fn start(width: u32, height: u32) -> Option<Browser> {
        if let Some(missing) = [CHROMEDRIVER, CHROMIUM]
            .into_iter()
            .find(|p| !Path::new(p).exists())
        {
            let required = std::env::var(REQUIRE_ENV).is_ok_and(|v| v != "0" && !v.is_empty());
            assert!(
                !required,
                "{REQUIRE_ENV} is set but {missing} is missing: install Debian's `chromium` and `chromium-driver`"
            );
            eprintln!(
                "skipped: {missing} is missing (install `chromium` and `chromium-driver`; set {REQUIRE_ENV}=1 to fail instead)"
            );
            return None;
        }
        let dir = tempfile::tempdir().expect("a temporary folder for the browser");
        let port = free_port();
        let log = std::fs::File::create(dir.path().join("chromedriver.log"))
            .expect("chromedriver's log file");
        let mut command = Command::new(CHROMEDRIVER);
        command
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("chromedriver's log file"))
            .stderr(log);
        // Pages on loopback only: no proxy between the browser and the bot.
        for proxy in [
            "HTTP_PROXY",
            "HTTPS_PROXY",
            "ALL_PROXY",
            "http_proxy",
            "https_proxy",
            "all_proxy",
        ] {
            command.env_remove(proxy);
        }
        let driver = command
            .spawn()
            .unwrap_or_else(|e| panic!("starting {CHROMEDRIVER}: {e}"));
        let mut browser = Browser {
            driver: Some(driver),
            port,
            session: None,
            chromium: None,
            dir,
        };
        browser.wait_ready();
        browser.open_session(width, height);
        Some(browser)
    }

    fn wait_ready(&mut self) {
        let until = Instant::now() + START_TIMEOUT;
        loop {
            if let Some(driver) = self.driver.as_mut() {
                if let Ok(Some(status)) = driver.try_wait() {
                    self.driver = None;
                    panic!("chromedriver exited ({status}): {}", self.driver_log());
                }
            }
            let ready = request(self.port, "GET", "/status", None, Duration::from_secs(2))
                .ok()
                .is_some_and(|(_, v)| v["value"]["ready"] == true);
            if ready {
                return;
            }
            assert!(
                Instant::now() < until,
                "chromedriver did not get ready within {START_TIMEOUT:?}: {}",
                self.driver_log()
            );
            std::thread::sleep(POLL);
        }
    }

    fn open_session(&mut self, width: u32, height: u32) {
        let profile = self.dir.path().join("profile");
        let options = json!({
            "binary": CHROMIUM,
            "args": [
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-proxy-server",
                format!("--user-data-dir={}", profile.display()),
                format!("--window-size={width},{height}"),
            ],
        });
        let body = json!({
            "capabilities": {"alwaysMatch": {
                "goog:chromeOptions": options,
                "goog:loggingPrefs": {"browser": "ALL"},
                "timeouts": {"pageLoad": 20_000, "script": 10_000},
            }}
        });
        let (status, answer) = request(self.port, "POST", "/session", Some(&body), START_TIMEOUT)
            .unwrap_or_else(|e| panic!("opening a browser session: {e}\n{}", self.driver_log()));
        assert_eq!(
            status,
            200,
            "opening a browser session: {answer}\n{}",
            self.driver_log()
        );
        let value = &answer["value"];
        self.session = Some(
            value["sessionId"]
                .as_str()
                .expect("a session id")
                .to_string(),
        );
        self.chromium = value["capabilities"]["goog:processID"]
            .as_u64()
            .and_then(|p| u32::try_from(p).ok());
    }

    /// Runs one command of the session (`path` after `/session/<id>`); returns its
    /// `value`.
    ///
    /// # Panics
    /// The command failed or was refused.
    pub fn command(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        let session = self.session.as_deref().expect("an open session");
        let full = format!("/session/{session}{path}");
        let (status, answer) = request(self.port, method, &full, body, COMMAND_TIMEOUT)
            .unwrap_or_else(|e| panic!("WebDriver {method} {path}: {e}"));
        assert_eq!(
            status, 200,
            "WebDriver {method} {path} {body:?} answered {status}: {answer}"
        );
        answer["value"].clone()
    }

    /// Opens `url` and waits for its load (the document and its pictures).
    pub fn goto(&self, url: &str) {
        self.command("POST", "/url", Some(&json!({ "url": url })));
    }

    /// The address the browser shows.
    pub fn url(&self) -> String {
        self.command("GET", "/url", None)
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Runs `script` (a function body: `arguments[i]` are `args`, `return` answers)
    /// in the page; returns what it returned.
    pub fn execute(&self, script: &str, args: &[Value]) -> Value {
        self.command(
            "POST",
            "/execute/sync",
            Some(&json!({ "script": script, "args": args })),
        )
    }

    /// Runs `script` every 100 ms until it returns something truthy (not null, false,
    /// 0 or ""), at most `timeout`; returns that.
    ///
    /// # Panics
    /// It did not within `timeout`: the message names `what` and the last answer.
    pub fn wait_for(&self, what: &str, timeout: Duration, script: &str) -> Value {
        let started = Instant::now();
        loop {
            let value = self.execute(script, &[]);
            let truthy = match &value {
                Value::Null => false,
                Value::Bool(b) => *b,
                Value::Number(n) => n.as_f64() != Some(0.0),
                Value::String(s) => !s.is_empty(),
                _ => true,
            };
            if truthy {
                return value;
            }
            assert!(
                started.elapsed() < timeout,
                "{what}: not within {timeout:?} (last: {value}) on {}",
                self.url()
            );
            std::thread::sleep(POLL);
        }
    }

    /// The page's visible text.
    pub fn text(&self) -> String {
        self.execute("return document.body ? document.body.innerText : '';", &[])
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// What the pages logged as errors since the last call (`chromedriver`'s log of
    /// the browser console: script errors, what the Content-Security-Policy refused,
    /// failed loads).
    pub fn errors(&self) -> Vec<String> {
        let log = self.command("POST", "/se/log", Some(&json!({ "type": "browser" })));
        log.as_array()
            .into_iter()
            .flatten()
            .filter(|entry| entry["level"] == "SEVERE")
            .map(|entry| entry["message"].as_str().unwrap_or_default().to_string())
            .collect()
    }

    /// Resizes the window (the page's width follows).
    pub fn set_window_size(&self, width: u32, height: u32) {
        self.command(
            "POST",
            "/window/rect",
            Some(&json!({ "width": width, "height": height })),
        );
    }

    /// A screenshot of what the window shows, as PNG bytes.
    pub fn screenshot(&self) -> Vec<u8> {
        let encoded = self.command("GET", "/screenshot", None);
        base64_decode(encoded.as_str().expect("a screenshot as base64"))
            .expect("a screenshot in valid base64")
    }

    /// `chromedriver`'s log so far (for a failure's message).
    pub fn driver_log(&self) -> String {
        let log =
            std::fs::read_to_string(self.dir.path().join("chromedriver.log")).unwrap_or_default();
        let tail: Vec<&str> = log.lines().rev().take(30).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        format!("---- chromedriver's log ----\n{}", tail.join("\n"))
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("{}", self.driver_log());
        }
        // Ending the session closes Chromium; should that fail, Chromium is killed by
        // the id the session gave.
        let ended = self.session.take().is_some_and(|session| {
            request(
                self.port,
                "DELETE",
                &format!("/session/{session}"),
                None,
                Duration::from_secs(10),
            )
            .is_ok_and(|(status, _)| status == 200)
        });
        if !ended {
            if let Some(pid) = self.chromium {
                kill(pid);
            }
        }
        if let Some(mut driver) = self.driver.take() {
            // Asked to shut down, chromedriver reaps what it started; killed if it
            // has not within a second.
            let _ = request(self.port, "GET", "/shutdown", None, Duration::from_secs(1));
            let until = Instant::now() + Duration::from_secs(1);
            while matches!(driver.try_wait(), Ok(None)) && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(20));
            }
            if matches!(driver.try_wait(), Ok(None)) {
                kill(driver.id());
            }
            let _ = driver.wait();
        }
    }
}

#[cfg(unix)]
fn kill(pid: u32) {
    // SAFETY: kill(2) has no memory-safety preconditions; the pid is a process this
    // browser started (chromedriver, our unreaped child; or Chromium, whose session
    // did not end).
    unsafe {
        libc::kill(pid as libc::pid_t, libc::SIGKILL);
    }
}

#[cfg(not(unix))]
fn kill(pid: u32) {
    let _ = Command::new("taskkill")
        .args(["/F", "/PID", &pid.to_string()])
        .status();
}

/// A port of 127.0.0.1 that was free a moment ago.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// One HTTP/1.1 request to 127.0.0.1:`port` with a JSON body; returns the status and
/// the JSON answer (`null` if it has none).
fn request(
    port: u16,
    method: &str,
    path: &str,
    body: Option<&Value>,
    timeout: Duration,
) -> std::io::Result<(u16, Value)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes())?;
    stream.write_all(body.as_bytes())?;
    let mut got = Vec::new();
    let mut chunk = [0u8; 16 * 1024];
    let (header_end, length) = loop {
        let n = stream.read(&mut chunk)?;
        if n == 0 {
            return Err(invalid("the answer ended within its headers"));
        }
        got.extend_from_slice(&chunk[..n]);
        if let Some(end) = got.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&got[..end]).into_owned();
            break (end + 4, content_length(&head));
        }
    };
    let head = String::from_utf8_lossy(&got[..header_end]).into_owned();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| invalid("no status line"))?;
    match length {
        Some(length) => {
            while got.len() < header_end + length {
                let n = stream.read(&mut chunk)?;
                if n == 0 {
                    return Err(invalid("the answer ended before its Content-Length"));
                }
                got.extend_from_slice(&chunk[..n]);
            }
            got.truncate(header_end + length);
        }
        // No length: the answer ends with the connection (we asked to close it).
        None => {
            stream.read_to_end(&mut got)?;
        }
    }
    let body = &got[header_end..];
    let value = if body.iter().all(u8::is_ascii_whitespace) {
        Value::Null
    } else {
        serde_json::from_slice(body).map_err(|e| invalid(&format!("not JSON: {e}")))?
    };
    Ok((status, value))
}

fn content_length(head: &str) -> Option<usize> {
    head.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.trim()
            .eq_ignore_ascii_case("content-length")
            .then(|| value.trim().parse().ok())?
    })
}

fn invalid(what: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_string())
}

/// Standard base64 (with or without padding), as WebDriver sends screenshots.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut bits, mut held) = (0u32, 0u32);
    for c in text
        .bytes()
        .filter(|c| !c.is_ascii_whitespace() && *c != b'=')
    {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(v);
        held += 6;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
            bits &= (1 << held) - 1;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_decodes_as_the_standard_says() {
        assert_eq!(base64_decode("").unwrap(), b"");
        assert_eq!(base64_decode("Zg==").unwrap(), b"f");
        assert_eq!(base64_decode("Zm8=").unwrap(), b"fo");
        assert_eq!(base64_decode("Zm9v").unwrap(), b"foo");
        assert_eq!(base64_decode("Zm9vYmFy").unwrap(), b"foobar");
        assert_eq!(base64_decode("iVBORw0KGgo=").unwrap(), b"\x89PNG\r\n\x1a\n");
        assert_eq!(base64_decode("Zm9v!"), None);
    }

    #[test]
    fn content_length_is_read_whatever_its_spacing() {
        assert_eq!(
            content_length("HTTP/1.1 200 OK\r\nContent-Length:858\r\n"),
            Some(858)
        );
        assert_eq!(
            content_length("HTTP/1.1 200 OK\r\ncontent-length: 2"),
            Some(2)
        );
        assert_eq!(content_length("HTTP/1.1 200 OK\r\n"), None);
    }
}
