// The ways to score a game (rubber, Chicago, Chicago with IMPs against the points target)
// and "you against the bots on the same cards": the Chicago sheet in four columns, the lines
// the result banner adds, and the choice offered beside «Новая игра». Only HTML from the view.

import { contractText, esc, seatName } from "./cards.js";
import { t } from "./i18n.js";

export const SCORINGS = ["rubber", "chicago", "chicago_imps"];

/** A signed number as the sheet writes it: +140, −100, 0. */
export function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return "0";
}

/** Which key to use for a word that differs between a rubber and a Chicago. */
export function scoringKey(view, key) {
  return view?.scoring && view.scoring !== "rubber" ? `${key}_chicago` : key;
}

/** "4♠ −1", "3♠ =", "3♠ +1", or "пас" for a passed-out table. */
function tableText(contract, tricks) {
  if (!contract) return t("same_cards_passed");
  const level = Number(contract[0]);
  const diff = tricks - (level + 6);
  const how = diff === 0 ? "=" : signed(diff);
  return `${contractText(contract)} ${how}`;
}

/** The result banner's lines for the bots' table and the target (after the deal only). */
export function sameCardsHTML(view) {
  const r = view.result;
  if (!r) return "";
  const lines = [];
  if (r.target) {
    const tg = r.target;
    lines.push(
      `<p class="result-target" data-testid="result-target">` +
        `${esc(
          t("target_line", {
            side: t(`side_${tg.side}`),
            hcp: tg.hcp,
            points: tg.points,
            actual: signed(tg.actual),
            imps: signed(tg.imps),
          }),
        )}</p>`,
    );
  }
  if (r.bots_table) {
    const b = r.bots_table;
    const mine = r.passed_out ? t("same_cards_passed") : tableText(r.contract, r.tricks);
    lines.push(
      `<p class="result-bots" data-testid="result-bots">` +
        `${esc(
          t("same_cards_line", {
            bots: tableText(b.contract, b.tricks),
            bots_score: signed(b.score_ns),
            you: mine,
            you_score: signed(r.score_ns),
            imps: signed(b.imps),
          }),
        )}</p>`,
    );
  } else if (r.bots_table_pending) {
    lines.push(`<p class="result-bots pending">${esc(t("same_cards_pending"))}</p>`);
  }
  const total = view.bots_imps;
  if (total && total.deals) {
    lines.push(
      `<p class="result-bots-total" data-testid="bots-total">` +
        `${esc(t("same_cards_total", { imps: signed(total.total), n: total.deals }))}</p>`,
    );
  }
  return lines.join("");
}

function sumOf(entries, deal, side) {
  return entries.filter((e) => e.deal === deal && e.side === side).reduce((a, e) => a + e.points, 0);
}

function vulText(vulnerable) {
  if (vulnerable.NS && vulnerable.EW) return t("chicago_vul_both");
  if (vulnerable.NS) return t("side_NS");
  if (vulnerable.EW) return t("side_EW");
  return t("chicago_vul_none");
}

/** The Chicago's sheet: the four deals in columns with the vulnerability of each, the
 * points of each side per deal, and under IMPs the target line by line. */
export function chicagoSheetHTML(view) {
  const score = view.score;
  const chicago = score.chicago;
  const entries = score.entries || [];
  const imps = view.scoring === "chicago_imps";
  const cols = chicago.deals;
  const cell = (html, cls = "") => `<td class="${cls}">${html}</td>`;
  const row = (label, cells, cls = "") =>
    `<tr class="${cls}"><th scope="row">${esc(label)}</th>${cells.join("")}</tr>`;
  const rows = [
    row(t("info_dealer"), cols.map((c) => cell(esc(seatName(c.dealer))))),
    row(
      t("info_vul"),
      cols.map((c) => cell(esc(vulText(c.vulnerable)), c.vulnerable.NS || c.vulnerable.EW ? "vul" : "")),
      "vul-row",
    ),
    row(
      t("side_NS_long"),
      cols.map((c) => cell(c.played ? esc(sumOf(entries, c.deal, "NS")) : "", "pts")),
    ),
    row(
      t("side_EW_long"),
      cols.map((c) => cell(c.played ? esc(sumOf(entries, c.deal, "EW")) : "", "pts")),
    ),
  ];
  if (imps) {
    let running = 0;
    const totals = cols.map((c) => {
      if (!c.target) return "";
      running += c.target.side === "NS" ? c.target.imps : -c.target.imps;
      return signed(running);
    });
    const of = (c, f) => (c.target ? esc(f(c.target)) : "");
    rows.push(
      row(t("target_hcp"), cols.map((c) => cell(of(c, (g) => `${t(`side_${g.side}`)} ${g.hcp}`)))),
      row(t("target_points"), cols.map((c) => cell(of(c, (g) => g.points)))),
      row(t("target_actual"), cols.map((c) => cell(of(c, (g) => signed(g.actual))))),
      row(t("target_imps"), cols.map((c) => cell(of(c, (g) => signed(g.imps)), "imps"))),
      row(t("target_running"), totals.map((v) => cell(esc(v), "imps")), "running"),
    );
  }
  const head = cols
    .map((c) => `<th scope="col" class="${c.played ? "played" : ""}">${esc(t("chicago_deal", { n: c.deal }))}</th>`)
    .join("");
  const totals = score.totals || { NS: 0, EW: 0 };
  let verdict = t("score_in_progress_chicago");
  if (score.is_over) {
    const winner = score.winner
      ? t("rubber_won_by", { side: t(`side_${score.winner}`) })
      : t("rubber_tied");
    verdict = t("result_rubber_over_chicago", { winner });
  }
  const when = view.phase === "finished" ? t("score_after_deal") : t("score_before_deal");
  const impsTotal = imps
    ? `<p class="sheet-imps" data-testid="imps-total">${esc(
        t("target_total", { imps: signed(chicago.imps_ns) }),
      )}</p>`
    : "";
  return (
    `<div class="sheet chicago-sheet" data-testid="score-sheet">` +
    `<p class="sheet-caption">${esc(t(`scoring_${view.scoring}`))} ${esc(view.rubber_number)} · ${esc(when)}</p>` +
    `<table class="chicago-table" data-testid="chicago-table">` +
    `<thead><tr><th scope="col">${esc(t("chicago_deal_head"))}</th>${head}</tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table>` +
    `<div class="sheet-totals"><span class="lbl">${esc(t("score_total"))}</span>` +
    `<span class="tot ns" data-testid="total-NS">${esc(totals.NS)}</span>` +
    `<span class="tot ew" data-testid="total-EW">${esc(totals.EW)}</span></div>` +
    impsTotal +
    `<p class="sheet-verdict">${esc(verdict)}</p>` +
    `</div>`
  );
}

/** The choice of scoring beside «Новая игра»: a select showing the current game's. */
export function syncScoringChoice(view) {
  const select = document.getElementById("scoring");
  if (!select || !view || select.dataset.game === view.id) return;
  select.dataset.game = view.id;
  select.value = view.scoring || "rubber";
}
