// Cards, suits, calls and contracts drawn by the page itself: suit pips are inline SVG
// (symbols defined once in index.html), so they stay crisp at any size and look the same
// on every system. Pure functions from values to HTML strings.

import { t } from "./i18n.js";

export const SEAT_ORDER = ["N", "E", "S", "W"];
export const RED = new Set(["H", "D"]);
const RANK_ORDER = "23456789TJQKA";
const BLACKS = ["S", "C"];
const REDS = ["H", "D"];

export function esc(value) {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );
}

export function suitIcon(suit, extra = "") {
  return (
    `<svg class="suit-icon suit-${suit} ${extra}" viewBox="0 0 100 100" aria-hidden="true" ` +
    `focusable="false"><use href="#pip-${suit}"></use></svg>`
  );
}

export function rankText(rank) {
  return rank === "T" ? "10" : rank;
}

export function cardName(card) {
  const suit = card[0];
  const rank = card.slice(1);
  const spoken = "AKQJ".includes(rank) ? t(`rank_${rank}`) : rankText(rank);
  return t("card_label", { rank: spoken, suit: t(`suit_${suit}`) });
}

/**
 * The order of suits in a hand so that colours alternate whenever the suits present allow
 * it (♠ ♥ ♣ ♦ with all four; ♠ ♦ ♣ when hearts are void).
 */
export function suitOrder(present) {
  const blacks = BLACKS.filter((s) => present.has(s));
  const reds = REDS.filter((s) => present.has(s));
  const order = [];
  const [first, second] = reds.length > blacks.length ? [reds, blacks] : [blacks, reds];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (first[i]) order.push(first[i]);
    if (second[i]) order.push(second[i]);
  }
  return order;
}

/** Cards grouped by suit in alternating-colour order, highest first within a suit. */
export function groupBySuit(cards) {
  const bySuit = new Map();
  for (const card of cards) {
    if (!bySuit.has(card[0])) bySuit.set(card[0], []);
    bySuit.get(card[0]).push(card);
  }
  for (const list of bySuit.values()) {
    list.sort((a, b) => RANK_ORDER.indexOf(b.slice(1)) - RANK_ORDER.indexOf(a.slice(1)));
  }
  return suitOrder(new Set(bySuit.keys())).map((suit) => ({ suit, cards: bySuit.get(suit) }));
}

export function sortHand(cards) {
  return groupBySuit(cards).flatMap((group) => group.cards);
}

/** A face-up card; a focusable button when it may be played now. */
export function cardHTML(card, { playable = false, seat = "", extra = "" } = {}) {
  const suit = card[0];
  const rank = rankText(card.slice(1));
  const colour = RED.has(suit) ? "red" : "black";
  const inner =
    `<span class="card-index"><span class="card-rank">${rank}</span>${suitIcon(suit)}</span>` +
    `<span class="card-pip">${suitIcon(suit)}</span>` +
    `<span class="card-index card-index-bottom" aria-hidden="true">` +
    `<span class="card-rank">${rank}</span>${suitIcon(suit)}</span>`;
  const cls = `card face ${colour} ${extra}`;
  const label = esc(cardName(card));
  if (playable) {
    return (
      `<button type="button" class="${cls} playable" data-intent="play" data-card="${card}" ` +
      `data-seat="${seat}" data-focus="card-${card}" aria-label="${label}">${inner}</button>`
    );
  }
  return `<span class="${cls}" data-card="${card}" role="img" aria-label="${label}">${inner}</span>`;
}

export function backHTML(extra = "") {
  return `<span class="card back ${extra}" aria-hidden="true"></span>`;
}

/** A call as HTML: `1` + ♥ pip, `2 БК`, `пас`, `контра`. */
export function callHTML(call) {
  if (call === "P" || call === "X" || call === "XX") {
    return `<span class="call-word call-${call}">${esc(t(`call_${call}`))}</span>`;
  }
  const level = call[0];
  const strain = call.slice(1);
  if (strain === "NT") {
    return `<span class="bid">${level}<span class="nt">${esc(t("strain_NT"))}</span></span>`;
  }
  const colour = RED.has(strain) ? "red" : "black";
  return `<span class="bid ${colour}">${level}${suitIcon(strain)}</span>`;
}

/** A call as plain text for labels: `1♥`, `2 БК`, `пас`. */
export function callText(call) {
  if (call === "P" || call === "X" || call === "XX") return t(`call_${call}`);
  const strain = call.slice(1);
  const symbol = { S: "♠", H: "♥", D: "♦", C: "♣" }[strain];
  return `${call[0]}${symbol ?? ` ${t("strain_NT")}`}`;
}

/** A call's meaning shown beside the call itself: a pass's meaning opens with the word
 * ("пас: …", so that it reads whole on its own), which would repeat right after the call. */
export function meaningBeside(call, text) {
  const lead = `${callText(call)}: `;
  return text.toLowerCase().startsWith(lead.toLowerCase()) ? text.slice(lead.length) : text;
}

/** A contract such as `4HX` as HTML: `4♥×`. */
export function contractHTML(contract) {
  if (!contract) return esc(t("contract_none"));
  const match = /^([1-7])(C|D|H|S|NT)(X{0,2})$/.exec(contract);
  if (!match) return esc(contract);
  const [, level, strain, dbl] = match;
  const doubled = dbl ? `<span class="dbl">${esc(t(`contract_${dbl}`))}</span>` : "";
  return `${callHTML(level + strain)}${doubled}`;
}

export function contractText(contract) {
  if (!contract) return t("contract_none");
  const match = /^([1-7])(C|D|H|S|NT)(X{0,2})$/.exec(contract);
  if (!match) return contract;
  const [, level, strain, dbl] = match;
  return callText(level + strain) + (dbl ? t(`contract_${dbl}`) : "");
}

export function seatName(seat) {
  return t(`seat_${seat}`);
}

export function sideOf(seat) {
  return seat === "N" || seat === "S" ? "NS" : "EW";
}
