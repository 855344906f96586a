// Renders the whole page from the latest game view and a little UI state. It never talks to
// the server and never handles events: it only turns state into HTML (DESIGN.md, 9).

import {
  backHTML,
  callHTML,
  callText,
  cardHTML,
  cardName,
  contractHTML,
  esc,
  groupBySuit,
  meaningBeside,
  seatName,
  sideOf,
  sortHand,
} from "./cards.js";
import { getLang, t } from "./i18n.js";
import { part } from "./parts.js";
import { scoringKey } from "./scoring.js";

const GRID_SEATS = ["W", "N", "E", "S"];
const $ = (id) => document.getElementById(id);

// Replace a container's HTML only when it changed, so that hover, focus and a panel's
// scroll position survive the many redraws of the bots' turns.
const rendered = new WeakMap();

function setHTML(el, html) {
  if (rendered.get(el) === html) return;
  const body = el.querySelector(".panel-body");
  const scroll = body ? body.scrollTop : 0;
  el.innerHTML = html;
  rendered.set(el, html);
  const again = el.querySelector(".panel-body");
  if (again) again.scrollTop = scroll;
}

function explanationOf(call) {
  const text = getLang() === "en" ? call.explanation_en : call.explanation;
  return meaningBeside(call.call, text || call.explanation || "");
}

function playedBy(view) {
  const count = { N: 0, E: 0, S: 0, W: 0 };
  for (const trick of view.tricks || []) for (const c of trick.cards) count[c.seat] += 1;
  for (const c of view.current_trick?.cards || []) count[c.seat] += 1;
  return count;
}

function sidePoints(side, value) {
  return `<span class="side side-${side}">${esc(t(`side_${side}`))}</span> ${esc(value)}`;
}

// ---------------------------------------------------------------- auction grid

/** The auction as a grid with columns West, North, East, South; each call is a button
 * whose title is its explanation; `keyPrefix` makes tap-to-explain keys unique. */
export function auctionGridHTML(auction, dealer, opts = {}) {
  const { keyPrefix = "cur", vulnerable = null, nextSeat = null, selected = null } = opts;
  const head = GRID_SEATS.map((seat) => {
    const vul = vulnerable && vulnerable[sideOf(seat)] ? " vul" : "";
    const title = vul ? ` title="${esc(t("tag_vul"))}"` : "";
    return `<th scope="col" class="seat-col${vul}"${title}>${esc(seatName(seat))}</th>`;
  }).join("");
  const cells = [];
  const start = GRID_SEATS.indexOf(dealer);
  for (let i = 0; i < start; i++) cells.push(`<td class="empty"></td>`);
  auction.forEach((call, i) => {
    const key = `${keyPrefix}-${i}`;
    const text = explanationOf(call);
    const title = text
      ? t("explain_of", { seat: seatName(call.seat), call: callText(call.call), text })
      : "";
    const sel = (selected === key ? " selected" : "") + (text ? " noted" : "");
    cells.push(
      `<td><button type="button" class="call-cell${sel}" data-intent="explain" ` +
        `data-key="${key}" data-focus="explain-${key}" title="${esc(title)}" ` +
        `aria-label="${esc(`${seatName(call.seat)}: ${callText(call.call)}`)}">` +
        `${callHTML(call.call)}` +
        `</button></td>`,
    );
  });
  if (nextSeat) cells.push(`<td><span class="call-next" aria-hidden="true">?</span></td>`);
  const rows = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    while (row.length < 4) row.push(`<td class="empty"></td>`);
    rows.push(`<tr>${row.join("")}</tr>`);
  }
  if (!rows.length) rows.push(`<tr>${`<td class="empty"></td>`.repeat(4)}</tr>`);
  return (
    `<table class="auction-grid"><thead><tr>${head}</tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table>`
  );
}

/** Vulnerability in words (the red column headers alone were no legend). */
function vulLineHTML(vulnerable) {
  const ns = !!vulnerable?.NS;
  const ew = !!vulnerable?.EW;
  let text = t("vul_line_none");
  if (ns && ew) text = t("vul_line_both");
  else if (ns || ew) text = t("vul_line_one", { side: t(ns ? "side_NS_long" : "side_EW_long") });
  return `<p class="vul-line${ns || ew ? " is-vul" : ""}" data-testid="vul-line">${esc(text)}</p>`;
}

export function explainLine(auction, keyPrefix, selected) {
  if (!selected || !selected.startsWith(`${keyPrefix}-`)) return "";
  const call = auction[Number(selected.slice(keyPrefix.length + 1))];
  if (!call) return "";
  const text = explanationOf(call) || t("explain_none");
  return (
    `<p class="explain" role="note" data-intent="explain" data-key="${esc(selected)}">` +
    `${esc(seatName(call.seat))}, ${callHTML(call.call)}: ` +
    `${esc(text)}</p>`
  );
}

// ---------------------------------------------------------------- bidding box

function biddingBoxHTML(view, ui) {
  const legal = new Set(view.to_act === "you" ? view.legal : []);
  const hinted = (call) => (ui.hint?.call === call ? " hinted" : "");
  const specials = ["P", "X", "XX"]
    .map((call) => {
      const on = legal.has(call);
      return (
        `<button type="button" class="bid-btn special call-${call}${hinted(call)}" data-intent="call" ` +
        `data-call="${call}" data-focus="call-${call}" ${on ? "" : "disabled"}>` +
        `${esc(t(`btn_${call}`))}</button>`
      );
    })
    .join("");
  const rows = [];
  for (let level = 1; level <= 7; level++) {
    const row = ["C", "D", "H", "S", "NT"]
      .map((strain) => {
        const call = `${level}${strain}`;
        const on = legal.has(call);
        return (
          `<button type="button" class="bid-btn${hinted(call)}" data-intent="call" data-call="${call}" ` +
          `data-focus="call-${call}" aria-label="${esc(callText(call))}" ` +
          `${on ? "" : "disabled"}>${callHTML(call)}</button>`
        );
      })
      .join("");
    rows.push(`<div class="bid-row">${row}</div>`);
  }
  const yours = view.to_act === "you";
  const caption = yours
    ? t("bidding_box")
    : t("bidding_wait", { seat: view.turn ? seatName(view.turn) : "" });
  return (
    `<section class="bidding-box${yours ? " active" : ""}" aria-label="${esc(t("bidding_box"))}">` +
    `<h2 class="box-caption">${esc(caption)}</h2>` +
    `<div class="bid-specials">${specials}</div><div class="bid-grid">${rows.join("")}</div>` +
    `</section>`
  );
}

// ---------------------------------------------------------------- hands

function handHTML(view, seat, played, ui, shownHands) {
  const cards = (shownHands || view.hands)?.[seat];
  const vertical = seat === "W" || seat === "E";
  if (!cards) {
    const n = Math.max(0, 13 - played[seat]);
    const backs = Array.from({ length: n }, () => backHTML()).join("");
    return (
      `<div class="hand hidden-hand${vertical ? " vertical" : ""}" style="--n:${n}" ` +
      `role="img" aria-label="${esc(t("cards_hidden", { n }))}">${backs}</div>`
    );
  }
  const canPlay =
    view.phase === "play" &&
    view.to_act === "you" &&
    view.turn === seat &&
    (view.you_control || []).includes(seat);
  const legal = new Set(canPlay ? view.legal : []);
  if (vertical) {
    const rows = groupBySuit(cards)
      .map(
        ({ suit, cards: list }) =>
          `<div class="suit-row" style="--n:${list.length}">` +
          list.map((c) => cardHTML(c, { extra: "mini" })).join("") +
          `</div>`,
      )
      .join("");
    return `<div class="hand side-hand">${rows || ""}</div>`;
  }
  const sorted = sortHand(cards);
  const html = sorted
    .map((c) =>
      cardHTML(c, {
        playable: legal.has(c),
        seat,
        extra: (legal.has(c) ? "" : "dim") + (ui?.hint?.card === c ? " hinted" : ""),
      }),
    )
    .join("");
  const dimAll = canPlay ? " choosing" : "";
  return (
    `<div class="hand fan${dimAll}" style="--n:${sorted.length}" data-seat="${seat}">${html}</div>`
  );
}

function nameplateHTML(view, seat) {
  const tags = [];
  if (view.dealer === seat) tags.push(`<span class="tag tag-dealer">${esc(t("tag_dealer"))}</span>`);
  if (view.declarer === seat) {
    // A phone's side column is narrower than the word: there the short form shows
    // (app.css), the whole word stays the tag's title.
    tags.push(
      `<span class="tag tag-declarer" title="${esc(t("tag_declarer"))}">` +
        `<span class="tag-long">${esc(t("tag_declarer"))}</span>` +
        `<span class="tag-short" aria-hidden="true">${esc(t("tag_declarer_short"))}</span></span>`,
    );
  }
  if (view.dummy === seat && view.phase !== "auction")
    tags.push(`<span class="tag tag-dummy">${esc(t("tag_dummy"))}</span>`);
  if (view.vulnerable?.[sideOf(seat)])
    tags.push(`<span class="tag tag-vul">${esc(t("tag_vul"))}</span>`);
  const who =
    seat === "S" ? ` <small>(${esc(t("seat_you"))})</small>`
    : seat === "N" ? ` <small>(${esc(t("seat_partner"))})</small>`
    : "";
  const turn = view.turn === seat && view.phase !== "finished" ? " on-turn" : "";
  return (
    `<div class="nameplate${turn}"><span class="seat-name">${esc(seatName(seat))}${who}</span>` +
    `${tags.join("")}</div>`
  );
}

// ---------------------------------------------------------------- centre

function trickHTML(view, ui, forced = null) {
  let trick = view.current_trick;
  let done = false;
  if (forced) {
    trick = forced;
    done = !!forced.done;
  } else if ((!trick || !trick.cards.length) && ui.showLastTrick && view.tricks?.length) {
    trick = view.tricks[view.tricks.length - 1];
    done = true;
  }
  const labelled = !!forced;
  const cards = trick?.cards || [];
  const slots = ["N", "W", "E", "S"]
    .map((seat) => {
      const played = cards.find((c) => c.seat === seat);
      const win = done && trick.winner === seat ? " winner" : "";
      const label =
        labelled && played ? `<span class="slot-seat">${esc(seatName(seat))}</span>` : "";
      return (
        `<div class="slot slot-${seat}${win}">` +
        `${played ? cardHTML(played.card, { extra: "in-trick" }) : ""}${label}</div>`
      );
    })
    .join("");
  const note =
    done && trick.winner
      ? `<p class="trick-note">${esc(t("last_trick", { seat: seatName(trick.winner) }))}</p>`
      : "";
  return (
    `<div class="trick${done ? " done" : ""}" role="group" aria-label="${esc(t("trick_label"))}">` +
    `${slots}</div>${note}`
  );
}

function centreHTML(view, ui) {
  if (view.phase === "auction") {
    return (
      `<div class="auction-area">` +
      auctionGridHTML(view.auction, view.dealer, {
        vulnerable: view.vulnerable,
        nextSeat: view.turn,
        selected: ui.explain,
      }) +
      vulLineHTML(view.vulnerable) +
      (explainLine(view.auction, "cur", ui.explain) ||
        `<p class="explain hint">${esc(t("explain_hint"))}</p>`) +
      `</div>` +
      biddingBoxHTML(view, ui)
    );
  }
  if (view.phase === "finished") {
    const step = reviewStep(ui);
    if (step) return trickHTML(view, ui, step.trick);
    if (ui.showLastTrick && view.tricks?.length) return trickHTML(view, ui);
    return part("result")?.resultHTML(view) ?? loadingHTML();
  }
  if (ui.lastTrickOpen && view.tricks?.length) {
    const last = view.tricks[view.tricks.length - 1];
    return (
      `<div class="last-trick" data-testid="last-trick"><p class="trick-note">` +
      `${esc(t("last_trick_title"))}</p>` +
      trickHTML(view, ui, { ...last, done: true }) +
      `<button type="button" class="btn small" data-intent="last_trick" data-focus="last-close">` +
      `${esc(t("last_trick_close"))}</button></div>`
    );
  }
  return trickHTML(view, ui);
}

/** The review's position when it is open and stepped back from the end. */
function reviewStep(ui) {
  const data = ui.review?.data;
  if (!ui.panels.review || !data || ui.review.step >= data.cards.length) return null;
  return part("review")?.positionAt(data, ui.review.step, ui.reviewTricks) ?? null;
}

/** What a part of the page shows while it is on its way (parts.js). */
function loadingHTML() {
  return `<p class="muted part-loading">${esc(t("loading"))}</p>`;
}

/** The score panel's body: the rubber's sheet, or a Chicago's in four columns. */
function sheetHTML(view) {
  if (view.score?.chicago) return part("chicago")?.chicagoSheetHTML(view) ?? loadingHTML();
  return part("sheet")?.scoreSheetHTML(view) ?? loadingHTML();
}

/** The review panel's body; until its module has arrived, the same line as while the
 * server still solves the deal. */
function reviewPanelHTML(ui) {
  const review = part("review");
  if (!review) return `<p class="muted">${esc(t("review_loading"))}</p>`;
  return review.reviewHTML(ui.review?.data, ui.review?.step || 0);
}

function toolsHTML(view, ui) {
  if (view.phase === "finished") return "";
  const yours = view.to_act === "you";
  const btn = (intent, key, on, extra = "") =>
    `<button type="button" class="btn small tool" data-intent="${intent}" ` +
    `data-focus="tool-${intent}" id="btn-${intent.replace("_", "-")}" ${on ? "" : "disabled"}${extra}>` +
    `${esc(t(key))}</button>`;
  const items = [
    btn("hint", "btn_hint", yours),
    btn("undo", "btn_undo", !!view.can_undo),
  ];
  if (view.phase === "play") {
    items.push(btn("claim_open", "btn_claim", !!view.can_claim, ` aria-expanded="${!!ui.claimOpen}"`));
    items.push(
      btn("last_trick", "btn_last_trick", (view.tricks?.length || 0) > 0, ` aria-pressed="${!!ui.lastTrickOpen}"`),
    );
  }
  items.push(
    `<label class="autoplay"><input type="checkbox" data-intent="autoplay" id="autoplay" ` +
      `${ui.autoplay ? "checked" : ""}> ${esc(t("autoplay_label"))}</label>`,
  );
  let extra = "";
  if (ui.claimOpen && view.can_claim) {
    const left = 13 - (view.tricks?.length || 0);
    const options = Array.from({ length: left + 1 }, (_, i) => `<option value="${i}">${i}</option>`)
      .reverse()
      .join("");
    extra +=
      `<div class="claim-form" data-testid="claim-form"><label for="claim-tricks">` +
      `${esc(t("claim_prompt", { n: left }))}</label> <select id="claim-tricks">${options}</select> ` +
      `<button type="button" class="btn small primary" data-intent="claim_send" data-focus="claim-send">` +
      `${esc(t("claim_send"))}</button> <button type="button" class="btn small" data-intent="claim_open" ` +
      `data-focus="claim-cancel">${esc(t("claim_cancel"))}</button></div>`;
  }
  if (ui.hint) {
    const reason = getLang() === "en" ? ui.hint.reason_en : ui.hint.reason;
    const text = ui.hint.call
      ? t("hint_call", { call: callText(ui.hint.call), reason })
      : t("hint_card", { card: cardName(ui.hint.card), reason });
    extra += `<p class="hint-line" data-testid="hint-line">${esc(text)}</p>`;
  }
  return `<div class="tool-row">${items.join("")}</div>${extra}`;
}

function confirmHTML(view, ui) {
  if (!ui.confirm) return "";
  const score = `${t("side_NS")} ${view.score?.totals?.NS ?? 0} · ${t("side_EW")} ${view.score?.totals?.EW ?? 0}`;
  let key = "confirm_abandon";
  if (ui.confirm === "new_game") key = view.in_progress ? "confirm_new_game_deal" : "confirm_new_game";
  const yes = ui.confirm === "new_game" && !view.in_progress ? "confirm_yes_new" : "confirm_yes";
  return (
    `<p>${esc(t(key, { r: view.rubber_number, score }))}</p>` +
    `<button type="button" class="btn primary" data-intent="confirm_yes" data-focus="confirm-yes">` +
    `${esc(t(yes))}</button> <button type="button" class="btn" data-intent="confirm_no" ` +
    `data-focus="confirm-no">${esc(t("confirm_no"))}</button>`
  );
}

function promptText(view) {
  if (view.phase === "finished") return "";
  if (view.to_act === "you") {
    if (view.phase === "auction") return t("turn_you_call");
    return view.turn === "N" ? t("turn_you_dummy") : t("turn_you_play");
  }
  if (view.phase === "play" && view.declarer === "N") return t("turn_watch");
  if (view.to_act === "bot" && view.turn) {
    return t(view.phase === "auction" ? "turn_bot_call" : "turn_bot", {
      seat: seatName(view.turn),
    });
  }
  return "";
}

// ---------------------------------------------------------------- info bar

function infoHTML(view) {
  const vul = ["NS", "EW"]
    .map(
      (side) =>
        `<span class="vul-item ${view.vulnerable?.[side] ? "is-vul" : ""}">` +
        `${esc(t(`side_${side}`))}: ${esc(t(view.vulnerable?.[side] ? "vul_yes" : "vul_no"))}</span>`,
    )
    .join(" ");
  const contract = view.contract
    ? `${contractHTML(view.contract)} <span class="by">${esc(seatName(view.declarer))}</span>`
    : esc(t("contract_none"));
  const tricks = view.tricks_won || { NS: 0, EW: 0 };
  const parts = view.partscores || { NS: 0, EW: 0 };
  const games = view.score?.games || { NS: 0, EW: 0 };
  const item = (label, value, cls = "") =>
    `<div class="info-item ${cls}"><span class="info-label">${esc(label)}</span>` +
    `<span class="info-value">${value}</span></div>`;
  const prompt = promptText(view);
  return (
    item(t(scoringKey(view, "info_deal"), { r: view.rubber_number, d: view.deal_in_rubber }), esc(t(`phase_${view.phase}`)), "deal") +
    item(t("info_dealer"), esc(seatName(view.dealer)), "dealer") +
    item(t("info_vul"), vul, "vul") +
    item(t("info_contract"), contract, "contract") +
    item(
      t("info_tricks"),
      `${sidePoints("NS", tricks.NS)} · ${sidePoints("EW", tricks.EW)}`,
      "tricks",
    ) +
    item(
      t("info_partscore"),
      `${sidePoints("NS", parts.NS)} · ${sidePoints("EW", parts.EW)}`,
      "parts",
    ) +
    item(t("info_games"), `${sidePoints("NS", games.NS)} · ${sidePoints("EW", games.EW)}`, "games") +
    `<div class="prompt${view.to_act === "you" ? " yours" : ""}" data-testid="prompt">${esc(prompt)}</div>`
  );
}

// ---------------------------------------------------------------- page

function panelHTML(name, titleKey, body) {
  return (
    `<header class="panel-head"><h2>${esc(t(titleKey))}</h2>` +
    `<button type="button" class="btn small" data-intent="panel" data-panel="${name}" ` +
    `data-focus="close-${name}">${esc(t("btn_close"))}</button></header>` +
    `<div class="panel-body">${body}</div>`
  );
}

export function render(view, ui) {
  document.body.classList.toggle(
    "has-panel",
    ui.panels.history || ui.panels.score || ui.panels.review,
  );
  document.body.classList.toggle("reviewing", !!ui.panels.review);
  if (view) ui.reviewTricks = view.tricks;
  const confirm = $("confirm");
  confirm.hidden = !ui.confirm || !view;
  if (view) setHTML(confirm, confirmHTML(view, ui));
  for (const name of ["history", "score", "review"]) {
    const open = !!ui.panels[name];
    const btn = document.querySelector(`#menu [data-panel="${name}"]`);
    if (btn) {
      btn.setAttribute("aria-expanded", String(open));
      btn.classList.toggle("active", open);
    }
    const panel = $(`panel-${name}`);
    panel.hidden = !open;
    if (open && view) {
      let html;
      if (name === "history") {
        const body = part("history")?.historyHTML(view, ui) ?? loadingHTML();
        html = panelHTML(name, "history_title", body);
      }
      else if (name === "score") html = panelHTML(name, "score_title", sheetHTML(view));
      else html = panelHTML(name, "review_title", reviewPanelHTML(ui));
      setHTML(panel, html);
    }
  }
  const status = $("status");
  status.textContent = ui.status || "";
  status.classList.toggle("error", !!ui.status);
  if (!view) return;

  setHTML($("info"), infoHTML(view));
  const played = playedBy(view);
  const table = $("table");
  table.dataset.phase = view.phase;
  table.dataset.toAct = view.to_act || "none";
  table.dataset.version = String(view.version);
  const step = reviewStep(ui);
  for (const seat of ["N", "E", "S", "W"]) {
    const area = $(`seat-${seat}`);
    setHTML(area, nameplateHTML(view, seat) + handHTML(view, seat, played, ui, step?.hands));
    area.setAttribute("aria-label", seatName(seat));
    area.classList.toggle("on-turn", view.turn === seat && view.phase !== "finished");
    area.classList.toggle("is-dummy", view.dummy === seat && !!view.dummy_visible);
  }
  setHTML($("centre"), centreHTML(view, ui));
  setHTML($("tools"), toolsHTML(view, ui));
  $("centre").dataset.phase = view.phase;
}
