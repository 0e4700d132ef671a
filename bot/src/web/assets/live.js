// Windward's pages read completely without this script. With it: the live part of
// the page is fetched again when the game changes (server-sent events), the replay
// follows its slider, the log is filtered as you type, and times show in your own
// time zone.
"use strict";

function localTimes(root) {
  for (const t of root.querySelectorAll("time[datetime]")) {
    const at = new Date(t.getAttribute("datetime"));
    if (!isNaN(at)) {
      t.textContent = at.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    }
  }
}

function filterLog(root) {
  const search = document.getElementById("log-search");
  if (!search) return;
  const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
  for (const li of root.querySelectorAll("ol.moves li")) {
    const text = li.value + " " + (li.dataset.text || "");
    li.hidden = !words.every((w) => text.includes(w));
  }
}

function followReplay(live) {
  const slider = document.getElementById("replay-move");
  const board = document.getElementById("replay-board");
  const count = document.getElementById("replay-count");
  if (!slider || !board) return;
  const status = live && live.querySelector("[data-moves]");
  if (status) {
    const moves = Number(status.dataset.moves);
    const atEnd = Number(slider.value) === Number(slider.max);
    slider.max = String(moves);
    if (count) count.textContent = String(moves);
    if (atEnd) {
      slider.value = String(moves);
      slider.dispatchEvent(new Event("input"));
    }
  }
}

function setUp() {
  localTimes(document);
  const live = document.getElementById("live");
  const slider = document.getElementById("replay-move");
  const board = document.getElementById("replay-board");
  if (slider && board) {
    slider.addEventListener("input", () => {
      const n = slider.value;
      board.src = board.dataset.base + n;
      // The page gives both sentences in its own language; English if it did not.
      const start = board.dataset.altStart || "The board as the game began.";
      const after = board.dataset.altAfter || "The board after move {n}.";
      board.alt = n === "0" ? start : after.replace("{n}", n);
      const shown = document.getElementById("replay-shown");
      if (shown) shown.textContent = n;
    });
  }
  document.addEventListener("input", (e) => {
    if (e.target && e.target.id === "log-search") filterLog(document);
  });
  if (!live || !live.dataset.events || !window.EventSource) return;
  let fetching = false;
  let again = false;
  async function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    try {
      const response = await fetch(live.dataset.live, { cache: "no-store" });
      if (response.ok) {
        const search = document.getElementById("log-search");
        const typed = search ? search.value : "";
        const focused = document.activeElement === search;
        live.innerHTML = await response.text();
        const fresh = document.getElementById("log-search");
        if (fresh) {
          fresh.value = typed;
          if (focused) fresh.focus();
        }
        localTimes(live);
        filterLog(live);
        followReplay(live);
        live.dispatchEvent(new CustomEvent("windward:updated"));
      }
    } finally {
      fetching = false;
      if (again) { again = false; refresh(); }
    }
  }
  const events = new EventSource(live.dataset.events);
  events.addEventListener("change", refresh);
  // Catch up whenever the stream opens: a move made between the page's load and its
  // stream's start, or while a lost connection was down (the browser reconnects).
  events.addEventListener("open", () => { refresh(); live.dataset.opened = "1"; });
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", setUp);
} else {
  setUp();
}
