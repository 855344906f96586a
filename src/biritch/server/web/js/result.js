// The result of a finished deal beside the table: the contract, made or down, the points
// it scored, the rubber's end, and "you against the bots on the same cards". A part of the
// page (parts.js), fetched when a deal is first seen finished. Only HTML from the view.

import { contractHTML, contractText, esc, seatName } from "./cards.js";
import { t } from "./i18n.js";
import { scoringKey, signed } from "./scoring.js";

/** "4♠ −1", "3♠ =", "3♠ +1", or "пас" for a passed-out table. */
function tableText(contract, tricks) {
  if (!contract) return t("same_cards_passed");
  const level = Number(contract[0]);
  const diff = tricks - (level + 6);
  const how = diff === 0 ? "=" : signed(diff);
  return `${contractText(contract)} ${how}`;
}

/** The result banner's lines for the bots' table and the target (after the deal only). */
function sameCardsHTML(view) {
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

/** The result banner. */
export function resultHTML(view) {
  const r = view.result;
  if (!r) return "";
  const lines = [];
  if (r.passed_out) {
    lines.push(`<p class="result-main">${esc(t("result_passed_out"))}</p>`);
  } else {
    lines.push(
      `<p class="result-contract">${contractHTML(r.contract)} <span class="by">` +
        `${esc(t("info_declarer"))}: ${esc(seatName(r.declarer))}</span></p>`,
    );
    let verdict;
    if (!r.made) verdict = t("result_down", { n: -r.difference });
    else if (r.difference > 0) verdict = t("result_made_over", { n: r.difference });
    else verdict = t("result_made_exact");
    lines.push(
      `<p class="result-main ${r.made ? "made" : "down"}">${esc(verdict)}</p>` +
        `<p class="result-tricks">${esc(t("result_tricks", { n: r.tricks }))}</p>`,
    );
    if (r.claim) {
      const said = r.claim.stands
        ? t("claim_stands", { n: r.claim.tricks })
        : t("claim_refused", { n: r.claim.tricks, m: r.claim.awarded });
      lines.push(`<p class="result-claim" data-testid="result-claim">${esc(said)}</p>`);
    }
  }
  const entries = r.entries || [];
  if (entries.length) {
    const items = entries
      .map(
        (e) =>
          `<li class="side-${e.side}"><span class="pts">${esc(e.points)}</span> ` +
          `<span class="who">${esc(t(`side_${e.side}`))}</span> · ` +
          `${esc(t(`reason_${e.reason}`))} · ${esc(t(`score_${e.line}`))}</li>`,
      )
      .join("");
    lines.push(`<ul class="result-entries">${items}</ul>`);
  } else if (!r.passed_out) {
    lines.push(`<p>${esc(t("result_no_points"))}</p>`);
  }
  const score = view.score;
  if (score?.is_over) {
    const winner = score.winner
      ? t("rubber_won_by", { side: t(`side_${score.winner}`) })
      : t("rubber_tied");
    const over = t(scoringKey(view, "result_rubber_over"), { winner });
    lines.push(`<p class="result-rubber">${esc(over)}</p>`);
  }
  lines.push(sameCardsHTML(view));
  const next = score?.is_over ? t(scoringKey(view, "result_next_rubber")) : t("btn_next_deal");
  const review = r.passed_out
    ? ""
    : `<button type="button" class="btn" id="btn-review" data-intent="panel" ` +
      `data-panel="review" data-focus="result-review">${esc(t("btn_review"))}</button> `;
  lines.push(
    `<div class="result-actions">${review}<button type="button" class="btn primary" ` +
      `data-intent="next_deal" data-focus="result-next">${esc(next)}</button></div>`,
  );
  return (
    `<section class="result-banner" aria-live="polite"><h2>${esc(t("result_title"))}</h2>` +
    `${lines.join("")}</section>`
  );
}
