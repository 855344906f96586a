// The rubber's score sheet, drawn like the paper one: Мы / Они, above and below the line, a
// line under each game. A part of the page (parts.js), fetched when the score sheet is
// first opened. Only HTML from the view.

import { esc } from "./cards.js";
import { t } from "./i18n.js";

function entryHTML(e) {
  return (
    `<li class="entry" title="${esc(`${t(`reason_${e.reason}`)}, ${t("score_deal", { n: e.deal })}`)}">` +
    `<span class="pts">${esc(e.points)}</span>` +
    `<span class="why">${esc(t(`reason_${e.reason}`))}</span></li>`
  );
}

/** The rubber's sheet. */
export function scoreSheetHTML(view) {
  const score = view.score || { entries: [], totals: { NS: 0, EW: 0 }, games: { NS: 0, EW: 0 } };
  const entries = score.entries || [];
  const above = { NS: [], EW: [] };
  for (const e of entries) if (e.line === "above") above[e.side].push(e);
  const gamesPlayed = (score.games?.NS || 0) + (score.games?.EW || 0);
  const lastGame = Math.max(gamesPlayed, ...entries.map((e) => e.game), 0);
  const belowBlocks = [];
  for (let g = 0; g <= lastGame; g++) {
    const col = (side) =>
      entries
        .filter((e) => e.line === "below" && e.side === side && e.game === g)
        .map(entryHTML)
        .join("");
    const ns = col("NS");
    const ew = col("EW");
    const closed = g < gamesPlayed;
    if (!ns && !ew && !closed) continue;
    belowBlocks.push(
      `<div class="game-block${closed ? " closed" : ""}" data-game="${g}">` +
        `<ul class="col ns">${ns}</ul><ul class="col ew">${ew}</ul>` +
        `<span class="game-label">${esc(t("score_game", { n: g + 1 }))}</span></div>`,
    );
  }
  const totals = score.totals || { NS: 0, EW: 0 };
  let verdict = t("score_in_progress");
  if (score.is_over) {
    verdict = score.winner
      ? t("result_rubber_over", { winner: t("rubber_won_by", { side: t(`side_${score.winner}`) }) })
      : t("result_rubber_over", { winner: t("rubber_tied") });
  }
  const st = score.settlement;
  const settle =
    st && st.side && st.hundreds
      ? t("score_settlement_value", { side: t(`side_${st.side}`), n: st.hundreds })
      : t("score_settlement_even");
  const when =
    view.phase === "finished" ? t("score_after_deal") : t("score_before_deal");
  return (
    `<div class="sheet" data-testid="score-sheet">` +
    `<p class="sheet-caption">${esc(t("score_rubber_number", { n: view.rubber_number }))} · ${esc(when)}</p>` +
    `<div class="sheet-head"><span>${esc(t("side_NS_long"))}</span><span>${esc(t("side_EW_long"))}</span></div>` +
    `<div class="sheet-above" aria-label="${esc(t("score_above"))}">` +
    `<ul class="col ns">${above.NS.map(entryHTML).join("")}</ul>` +
    `<ul class="col ew">${above.EW.map(entryHTML).join("")}</ul></div>` +
    `<div class="the-line" role="separator"><span>${esc(t("score_above"))} ↑ · ↓ ${esc(t("score_below"))}</span></div>` +
    `<div class="sheet-below" aria-label="${esc(t("score_below"))}">${belowBlocks.join("")}</div>` +
    `<div class="sheet-totals"><span class="lbl">${esc(t("score_total"))}</span>` +
    `<span class="tot ns" data-testid="total-NS">${esc(totals.NS)}</span>` +
    `<span class="tot ew" data-testid="total-EW">${esc(totals.EW)}</span></div>` +
    `<div class="sheet-games"><span class="lbl">${esc(t("score_games"))}</span>` +
    `<span>${esc(score.games?.NS ?? 0)}</span><span>${esc(score.games?.EW ?? 0)}</span></div>` +
    `<p class="sheet-verdict">${esc(verdict)}</p>` +
    `<p class="sheet-settle">${esc(t("score_settlement"))}: <strong>${esc(settle)}</strong></p>` +
    (entries.length ? "" : `<p class="sheet-empty">${esc(t("score_empty"))}</p>`) +
    `</div>`
  );
}
