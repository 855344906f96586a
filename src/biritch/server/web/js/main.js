// The page's controller: holds the latest game view, sends the person's intents and the
// bots' `advance` steps one at a time (always with the version they were decided on),
// and asks render.js to redraw after every change.

import * as api from "./api.js";
import { getLang, setLang, t, translateStatic } from "./i18n.js";
import { listen } from "./input.js";
import { partsLoading, retryParts, whenParts } from "./parts.js";
import { render } from "./render.js";
import { syncScoringChoice } from "./scoring.js";

const PREF_LANG = "biritch.lang";
const PREF_SCALE = "biritch.scale";
const PREF_AUTOPLAY = "biritch.autoplay";
// `?pace=fast` shortens the pauses (used by the end-to-end tests); the default pace leaves
// each bot call and card on screen for a moment, and a finished trick for about a second.
const FAST = new URLSearchParams(location.search).get("pace") === "fast";
const BOT_DELAY = FAST ? [40, 80] : [400, 700];
const TRICK_PAUSE = FAST ? 150 : 1000;
const RETRY_DELAY = 3000;
// While the bots are still playing a finished deal's table on the same cards, ask again.
const TABLE_POLL = FAST ? 300 : 1500;

let view = null;
const ui = {
  panels: { history: false, score: false, review: false },
  explain: null,
  showLastTrick: false,
  status: "",
  history: [], // earlier deals, asked for when the history panel is open
  historyOf: null, // the game and deal they were asked for
  confirm: null, // "next_deal" | "new_game" waiting for the person's yes
  hint: null, // {version, call|card, reason, reason_en}
  claimOpen: false,
  lastTrickOpen: false,
  autoplay: true,
  review: null, // {key, data, step}
};
let busy = false;
let inflight = null; // the type of the action being sent, if any
let pendingControl = null;
let pendingFocus = null; // where keyboard focus was when a redraw took its element away
let botTimer = null;
let trickTimer = null;
let retryTimer = null;
let tableTimer = null;
let backoff = false;

function pref(key, fallback) {
  try {
    return localStorage.getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

function savePref(key, value) {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    /* not remembered; harmless */
  }
}

// ------------------------------------------------------------------ drawing

function focusState() {
  const el = document.activeElement;
  if (!el || el === document.body || !el.dataset) return null;
  const group = el.closest(".fan, .bidding-box, .auction-grid, .result-banner, .panel");
  return { key: el.dataset.focus, seat: el.dataset.seat, group: group?.className || "" };
}

function restoreFocus(before) {
  if (!before || !before.key) return;
  const active = document.activeElement;
  if (active && active !== document.body && document.contains(active)) return;
  const same = document.querySelector(`[data-focus="${CSS.escape(before.key)}"]:not([disabled])`);
  // The focused card was played or the box was redrawn: stay in the same kind of place,
  // or come back there when the person is to act again (the bots may play first).
  let next = same;
  if (!next && before.key.startsWith("card-")) {
    next = document.querySelector(".fan button.card");
  } else if (!next && before.key.startsWith("call-")) {
    next = document.querySelector(".bidding-box button:not([disabled])");
    // The auction is over and the person plays first: on to the cards.
    if (!next && !document.querySelector(".bidding-box")) {
      next = document.querySelector(".fan button.card");
    }
  }
  pendingFocus = next ? null : before;
  if (next) next.focus();
}

function draw() {
  const current = focusState();
  if (current) pendingFocus = null;
  const before = current || pendingFocus;
  render(view, ui);
  syncScoringChoice(view);
  // Busy while a request is out or a part of the page is still on its way (parts.js).
  document.body.dataset.busy = busy || partsLoading() ? "1" : "0";
  restoreFocus(before);
}

function setStatus(text) {
  ui.status = text;
}

function errorText(err) {
  const code = err instanceof api.ApiError ? err.code : "unknown";
  const key = `err_${code}`;
  const label = t(key) === key ? t("err_unknown") : t(key);
  const detail = err && err.detail ? ` (${err.detail})` : "";
  return `${label}${detail}`;
}

// ------------------------------------------------------------------ state changes

function accept(next) {
  const prev = view;
  if (prev && next.id === prev.id && next.version < prev.version) return; // an older answer
  const sameDeal =
    prev && prev.id === next.id && prev.deal_number === next.deal_number &&
    prev.rubber_number === next.rubber_number;
  // A trick just completed (the last one too): keep it on the table for a moment.
  const trickDone =
    sameDeal &&
    next.phase !== "auction" &&
    (next.tricks?.length || 0) > (prev.tricks?.length || 0);
  if (!sameDeal || next.version < (prev?.version ?? 0) || next.auction.length === 0) {
    ui.explain = null;
  }
  if (ui.hint && ui.hint.version !== next.version) ui.hint = null;
  if (!next.can_claim) ui.claimOpen = false;
  if (!sameDeal || (next.tricks?.length || 0) !== (prev?.tricks?.length || 0)) {
    ui.lastTrickOpen = false; // "available until the next trick is complete"
  }
  if (!sameDeal || next.phase !== "finished") {
    ui.review = null;
    ui.panels.review = false;
  }
  clearTimeout(trickTimer);
  ui.showLastTrick = trickDone;
  if (trickDone) {
    trickTimer = setTimeout(() => {
      ui.showLastTrick = false;
      draw();
    }, TRICK_PAUSE);
  }
  view = next;
  if (view.phase === "finished" && view.result && !view.result.passed_out) loadReview();
}

/** Fetch the finished deal's review once (the server has mostly solved it during play). */
function loadReview() {
  const key = `${view.id}:${view.deal_number}:${view.version}`;
  if (ui.review && ui.review.key === key) return;
  ui.review = { key, data: null, step: 0 };
  const mine = ui.review;
  api
    .getReview(view.id)
    .then((data) => {
      if (ui.review !== mine) return;
      mine.data = data;
      mine.step = data.cards.length;
      draw();
    })
    .catch((err) => {
      if (ui.review === mine) ui.review = null;
      setStatus(errorText(err));
      draw();
    });
}

function scheduleBots() {
  clearTimeout(botTimer);
  botTimer = null;
  if (autoplayForced()) return;
  if (!view || busy || view.to_act !== "bot" || view.phase === "finished") return;
  const [lo, hi] = BOT_DELAY;
  let delay = lo + Math.random() * (hi - lo);
  if (ui.showLastTrick) delay = Math.max(delay, TRICK_PAUSE);
  if (backoff) delay = RETRY_DELAY;
  const version = view.version;
  botTimer = setTimeout(() => {
    botTimer = null;
    if (view && view.version === version && view.to_act === "bot") act({ type: "advance" });
  }, delay);
}

/** A forced card (the only legal one) is played for the person when the option is on;
 * a real choice never is. */
function autoplayForced() {
  if (!ui.autoplay || !view || busy || view.to_act !== "you" || view.phase !== "play") return false;
  if (ui.claimOpen) return false; // the person is claiming: no card goes meanwhile
  if (view.legal.length !== 1) return false;
  const version = view.version;
  const card = view.legal[0];
  const delay = ui.showLastTrick ? TRICK_PAUSE : BOT_DELAY[0];
  botTimer = setTimeout(() => {
    botTimer = null;
    if (view && view.version === version && view.legal.length === 1 && view.legal[0] === card) {
      act({ type: "play", card });
    }
  }, delay);
  return true;
}

async function resync() {
  clearTimeout(retryTimer);
  try {
    if (view) accept(await api.getGame(view.id));
    else await boot();
  } catch (err) {
    if (err instanceof api.ApiError && err.status === 404) {
      accept(await api.createGame().catch(() => view));
      setStatus(t("err_not_found"));
    } else {
      setStatus(errorText(err));
      retryTimer = setTimeout(() => run(resync), RETRY_DELAY);
    }
  }
}

/** Ask for the earlier deals when the history panel is open and a deal has ended since. */
async function syncHistory() {
  if (!view || !ui.panels.history) return;
  const key = `${view.id}:${view.rubber_number}:${view.deal_number}`;
  if (ui.historyOf === key) return;
  try {
    const page = await api.getHistory(view.id);
    if (view && `${view.id}:${view.rubber_number}:${view.deal_number}` === key) {
      ui.history = page.deals;
      ui.historyOf = key;
    }
  } catch (err) {
    setStatus(errorText(err));
  }
}

/** Run one exchange with the server; nothing else is sent until it has answered. */
async function run(task) {
  busy = true;
  clearTimeout(botTimer);
  draw();
  try {
    await task();
  } finally {
    busy = false;
    inflight = null;
    draw();
    const control = pendingControl;
    pendingControl = null;
    if (control) act(control);
    else scheduleBots();
    scheduleTablePoll();
  }
}

function scheduleTablePoll() {
  clearTimeout(tableTimer);
  if (!view || busy || view.phase !== "finished" || !view.result?.bots_table_pending) return;
  const { id, version } = view;
  // Quietly, beside the person's actions: the answer is taken only if nothing moved since.
  tableTimer = setTimeout(async () => {
    try {
      const fresh = await api.peekGame(id);
      if (view && view.id === id && view.version === version && !busy) {
        accept(fresh);
        draw();
      }
    } catch {
      /* asked again below */
    }
    scheduleTablePoll();
  }, TABLE_POLL);
}

/** Leave the deal (next deal or new game), abandoning it when it is in progress. */
function leave(type, abandon) {
  if (type === "new_game") newGame(abandon);
  else act({ type, abandon });
}

/** «Новая игра»: the same scoring continues this game; another one starts a new game
 * (the old one stays as it was, so nothing needs abandoning there). */
function newGame(abandon) {
  const chosen = document.getElementById("scoring")?.value || "rubber";
  if (!view || chosen === (view.scoring || "rubber")) {
    if (view) act({ type: "new_game", abandon });
    return;
  }
  if (busy) return;
  run(async () => {
    try {
      accept(await api.createGame(chosen));
      setStatus("");
    } catch (err) {
      setStatus(errorText(err));
    }
  });
}

function act(action) {
  if (busy) {
    // A control pressed while a bot's step is on its way is sent right after it; a second
    // press of anything while the person's own action is on its way is dropped, so a
    // double click can never apply an action twice.
    const control = ["next_deal", "restart", "new_game", "undo"].includes(action.type);
    if (control && inflight === "advance") pendingControl = action;
    return;
  }
  inflight = action.type;
  run(async () => {
    try {
      accept(await api.sendAction(view, action));
      await syncHistory();
      backoff = false;
      if (action.type !== "advance") setStatus("");
    } catch (err) {
      const code = err instanceof api.ApiError ? err.code : "unknown";
      // A bot step that lost a race (another tab moved first) is not worth a message.
      if (!(action.type === "advance" && code === "stale_version")) setStatus(errorText(err));
      if (code === "not_found") {
        accept(await api.createGame());
        setStatus(t("err_not_found"));
        return;
      }
      backoff = action.type === "advance" && code !== "stale_version";
      // Never repeat the action: re-read the game and let the person decide again.
      await resync();
    }
  });
}

// ------------------------------------------------------------------ intents

function applyScale(value) {
  const v = Math.min(120, Math.max(80, Math.round(Number(value) || 100)));
  document.documentElement.style.setProperty("--scale", String(v / 100));
  const input = document.getElementById("scale");
  input.value = String(v);
  document.getElementById("scale-out").textContent = `${v}%`;
  return v;
}

function onIntent(intent) {
  retryParts(); // a part of the page that failed to arrive is asked for again
  switch (intent.type) {
    case "call":
      if (view?.phase === "auction" && view.to_act === "you" && view.legal.includes(intent.call)) {
        act({ type: "call", call: intent.call });
      }
      return;
    case "play":
      if (
        view?.phase === "play" &&
        view.to_act === "you" &&
        view.turn === intent.seat &&
        view.legal.includes(intent.card)
      ) {
        act({ type: "play", card: intent.card });
      }
      return;
    case "next_deal":
    case "new_game":
      if (!view) return;
      if (needsConfirm(intent.type)) {
        ui.confirm = intent.type;
        draw();
        document.querySelector("#confirm [data-intent=confirm_yes]")?.focus();
        return;
      }
      leave(intent.type, false);
      return;
    case "confirm_yes":
      if (view && ui.confirm) leave(ui.confirm, !!view.in_progress);
      ui.confirm = null;
      draw();
      return;
    case "confirm_no":
      ui.confirm = null;
      draw();
      return;
    case "restart":
    case "undo":
      if (view) act({ type: intent.type });
      return;
    case "hint":
      if (view && view.to_act === "you" && !busy) showHint();
      return;
    case "claim_open":
      ui.claimOpen = !ui.claimOpen;
      draw();
      scheduleBots();
      return;
    case "claim_send": {
      const tricks = Number(document.getElementById("claim-tricks")?.value);
      ui.claimOpen = false;
      if (view?.can_claim && Number.isInteger(tricks)) act({ type: "claim", tricks });
      return;
    }
    case "last_trick":
      ui.lastTrickOpen = !ui.lastTrickOpen;
      draw();
      return;
    case "autoplay":
      ui.autoplay = !!intent.value;
      savePref(PREF_AUTOPLAY, ui.autoplay ? "1" : "0");
      draw();
      scheduleBots();
      return;
    case "review_goto":
      if (ui.review?.data) {
        const n = ui.review.data.cards.length;
        ui.review.step = Math.min(n, Math.max(0, intent.step));
        draw();
      }
      return;
    case "panel":
      ui.panels[intent.name] = !ui.panels[intent.name];
      draw();
      if (ui.panels[intent.name]) {
        document.getElementById(`panel-${intent.name}`)?.scrollIntoView({ block: "nearest" });
      }
      if (intent.name === "history") syncHistory().then(draw);
      return;
    case "explain":
      ui.explain = ui.explain === intent.key ? null : intent.key;
      draw();
      return;
    case "lang":
      switchLang(getLang() === "ru" ? "en" : "ru");
      return;
    case "scale":
      savePref(PREF_SCALE, applyScale(intent.value));
      return;
    default:
  }
}

/** English is fetched the first time it is chosen; the page changes language at once when
 * it is here, and stays as it was (saying why) when it could not be fetched. */
async function switchLang(value) {
  try {
    await setLang(value);
  } catch (err) {
    setStatus(errorText(new api.ApiError(0, "network", String(err?.message || err))));
    draw();
    return;
  }
  savePref(PREF_LANG, getLang());
  translateStatic();
  draw();
}

/** Leaving now loses something: a deal in progress, or (new game) a rubber's score. */
function needsConfirm(type) {
  if (view.in_progress) return true;
  const rubberGoing = (view.score?.entries?.length || 0) > 0 && !view.score?.is_over;
  return type === "new_game" && rubberGoing;
}

async function showHint() {
  const version = view.version;
  try {
    const hint = await api.getHint(view.id);
    if (view.version === version) ui.hint = { ...hint, version };
  } catch (err) {
    setStatus(errorText(err));
  }
  draw();
}

// ------------------------------------------------------------------ start

async function boot() {
  try {
    const loaded = await api.loadGame();
    accept(loaded.view);
    setStatus(loaded.lost ? t("err_not_found") : "");
  } catch (err) {
    setStatus(errorText(err));
    retryTimer = setTimeout(() => run(boot), RETRY_DELAY);
  }
}

// English, when it was the person's choice, before anything is drawn (Russian needs no fetch).
await setLang(pref(PREF_LANG, "ru")).catch(() => setLang("ru"));
translateStatic();
applyScale(pref(PREF_SCALE, "100"));
ui.autoplay = pref(PREF_AUTOPLAY, "1") !== "0";
listen(onIntent);
whenParts(draw, (err) => {
  setStatus(errorText(new api.ApiError(0, "network", String(err?.message || err))));
  draw();
});
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && view && !busy) run(resync);
});
run(boot);
