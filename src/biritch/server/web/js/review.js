// The review of a finished deal (GET /api/games/{id}/review): every hand, the auction
// with its meanings, the double-dummy table and par, each card with what it cost double
// dummy, and a step-through that tells render.js what the table looked like at each card.
// Pure: state in, HTML or plain data out.

import {
  callHTML,
  contractHTML,
  esc,
  meaningBeside,
  rankText,
  seatName,
  sideOf,
  suitIcon,
} from "./cards.js";
import { getLang, t } from "./i18n.js";

const SEATS = ["N", "E", "S", "W"];
const STRAINS = ["C", "D", "H", "S", "NT"];

function strainOf(contract) {
  const m = /^\d(NT|[CDHS])/.exec(contract || "");
  return m ? m[1] : null;
}

/** A card as text with its suit's pip: "♦K". */
export function cardText(card) {
  const colour = "HD".includes(card[0]) ? "red" : "black";
  return `<span class="card-text ${colour}">${suitIcon(card[0])}${esc(rankText(card.slice(1)))}</span>`;
}

/** For each card played, the tricks declarer could still reach double dummy after it. */
export function reaches(review) {
  const strain = strainOf(review.contract);
  if (!strain || !review.declarer) return [];
  const declSide = sideOf(review.declarer);
  let reach = review.dd_table[review.declarer][strain];
  return review.cards.map((c) => {
    reach += sideOf(c.seat) === declSide ? -c.cost : c.cost;
    return reach;
  });
}

function startReach(review) {
  const strain = strainOf(review.contract);
  return strain && review.declarer ? review.dd_table[review.declarer][strain] : null;
}

/** The one-line verdict: which card turned the contract, or the first that cost a trick. */
export function summary(review) {
  if (!review.contract) return t("review_passed_out");
  const needed = Number(review.contract[0]) + 6;
  const declSide = sideOf(review.declarer);
  const reach = reaches(review);
  let before = startReach(review);
  const said = (key, i) => {
    const c = review.cards[i];
    return t(key, { t: Math.floor(i / 4) + 1, card: "\u0000", seat: seatName(c.seat) })
      .split("\u0000")
      .map(esc)
      .join(cardText(c.card));
  };
  let line = null;
  for (let i = 0; i < review.cards.length && !line; i++) {
    const ours = sideOf(review.cards[i].seat) === declSide;
    if (ours && before >= needed && reach[i] < needed) line = said("review_could_make", i);
    if (!ours && before < needed && reach[i] >= needed) line = said("review_could_beat", i);
    before = reach[i];
  }
  if (!line) {
    const i = review.cards.findIndex((c) => c.cost > 0);
    line = i >= 0 ? said("review_first_loss", i) : esc(t("review_clean"));
  }
  const claim = review.result?.claim;
  if (claim) {
    const verdict = claim.stands
      ? t("review_claim_stood")
      : t("review_claim_not", { m: claim.awarded });
    line += ` · ${esc(t("review_claim", { n: claim.tricks, verdict }))}`;
  }
  return line;
}

/** The table at ``step`` cards into the play: remaining hands and the trick on the table. */
export function positionAt(review, step, tricks) {
  const played = review.cards.slice(0, step);
  const gone = new Set(played.map((c) => c.card));
  const hands = {};
  for (const seat of SEATS) hands[seat] = review.hands[seat].filter((c) => !gone.has(c));
  const done = step > 0 && step % 4 === 0;
  const first = done ? step - 4 : step - (step % 4);
  const cards = played.slice(first).map((c) => ({ seat: c.seat, card: c.card }));
  const index = Math.floor((step - 1) / 4);
  const winner = done && tricks && tricks[index] ? tricks[index].winner : null;
  return { hands, trick: { cards, done, winner } };
}

function ddTableHTML(review) {
  const head = STRAINS.map((s) =>
    s === "NT" ? `<th>${esc(t("strain_NT"))}</th>` : `<th>${suitIcon(s)}</th>`,
  ).join("");
  const rows = SEATS.map(
    (seat) =>
      `<tr><th scope="row">${esc(seatName(seat))}</th>` +
      STRAINS.map((s) => `<td>${esc(review.dd_table[seat][s])}</td>`).join("") +
      `</tr>`,
  ).join("");
  const par = t("review_par", {
    contracts: "\u0000",
    score: review.par.score_ns,
  })
    .split("\u0000")
    .map(esc)
    .join(review.par.contracts.map((c) => contractHTML(c.slice(0, -1)) + esc(c.slice(-1))).join(", "));
  return (
    `<h3>${esc(t("review_dd"))}</h3>` +
    `<table class="dd-table" data-testid="dd-table"><thead><tr><th></th>${head}</tr></thead>` +
    `<tbody>${rows}</tbody></table><p class="par" data-testid="par">${par}</p>`
  );
}

function diagramHTML(review) {
  const hand = (seat) => {
    const rows = ["S", "H", "D", "C"]
      .map((suit) => {
        const ranks = review.hands[seat]
          .filter((c) => c[0] === suit)
          .map((c) => rankText(c.slice(1)))
          .join(" ");
        const colour = "HD".includes(suit) ? " red" : "";
        return `<div class="dg-suit${colour}">${suitIcon(suit)} ${esc(ranks || "—")}</div>`;
      })
      .join("");
    return `<div class="dg-hand dg-${seat}"><b>${esc(seatName(seat))}</b>${rows}</div>`;
  };
  return `<div class="diagram" data-testid="diagram">${SEATS.map(hand).join("")}</div>`;
}

function auctionHTML(review) {
  const explained = (c) =>
    meaningBeside(c.call, (getLang() === "en" ? c.explanation_en : c.explanation) || "");
  const items = review.auction
    .map(
      (c) =>
        `<li><b>${esc(seatName(c.seat))}</b> ${callHTML(c.call)}` +
        `${explained(c) ? ` — <span class="muted">${esc(explained(c))}</span>` : ""}</li>`,
    )
    .join("");
  return `<h3>${esc(t("review_auction"))}</h3><ol class="review-auction">${items}</ol>`;
}

function playHTML(review, step) {
  const reach = reaches(review);
  const tricks = [];
  review.cards.forEach((c, i) => {
    const k = Math.floor(i / 4);
    if (!tricks[k]) tricks[k] = [];
    const cost = c.cost
      ? `<span class="cost" title="${esc(t("review_cost", { n: c.cost }))}">−${esc(c.cost)}</span>`
      : `<span class="cost zero">0</span>`;
    const here = i === step - 1 ? " here" : "";
    tricks[k].push(
      `<button type="button" class="rv-card${here}${c.cost ? " lost" : ""}" data-intent="review_goto" ` +
        `data-step="${i + 1}" data-focus="rv-${i}" data-testid="rv-card" data-cost="${c.cost}" ` +
        `title="${esc(t("review_reach", { n: reach[i] }))}">` +
        `<small>${esc(seatName(c.seat)[0])}</small> ${cardText(c.card)} ${cost}</button>`,
    );
  });
  const rows = tricks
    .map(
      (cells, k) =>
        `<li><span class="rv-trick">${esc(t("review_trick", { n: k + 1 }))}</span>${cells.join("")}` +
        `<span class="rv-reach">${esc(t("review_reach", { n: reach[Math.min(reach.length - 1, k * 4 + cells.length - 1)] }))}</span></li>`,
    )
    .join("");
  const n = review.cards.length;
  const nav =
    `<div class="rv-nav">` +
    `<button type="button" class="btn small" data-intent="review_goto" data-step="0" data-focus="rv-start" ${step <= 0 ? "disabled" : ""}>${esc(t("review_start"))}</button>` +
    `<button type="button" class="btn small" id="rv-prev" data-intent="review_goto" data-step="${step - 1}" data-focus="rv-prev" ${step <= 0 ? "disabled" : ""}>${esc(t("review_prev"))}</button>` +
    `<span class="rv-step" data-testid="rv-step">${esc(t("review_step", { i: step, n }))}</span>` +
    `<button type="button" class="btn small" id="rv-next" data-intent="review_goto" data-step="${step + 1}" data-focus="rv-next" ${step >= n ? "disabled" : ""}>${esc(t("review_next"))}</button>` +
    `<button type="button" class="btn small" data-intent="review_goto" data-step="${n}" data-focus="rv-end" ${step >= n ? "disabled" : ""}>${esc(t("review_end"))}</button>` +
    `</div>`;
  return `<h3>${esc(t("review_play"))}</h3>${nav}<ol class="review-play">${rows}</ol>`;
}

/** The review panel's body. */
export function reviewHTML(review, step) {
  if (!review) return `<p class="muted">${esc(t("review_loading"))}</p>`;
  return (
    `<p class="review-summary" data-testid="review-summary">${summary(review)}</p>` +
    diagramHTML(review) +
    ddTableHTML(review) +
    auctionHTML(review) +
    (review.cards.length ? playHTML(review, step) : "")
  );
}
