// The Chicago's score sheet in four columns (a part fetched only when a Chicago game's
// score sheet is shown: see parts.js). Only HTML from the view.

import { esc, seatName } from "./cards.js";
import { t } from "./i18n.js";
import { signed } from "./scoring.js";

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
