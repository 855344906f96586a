// «История торговли»: the current deal's auction and every earlier deal's, each call with
// its meaning, and how each deal ended. A part of the page (parts.js), fetched when the
// panel is first opened. Only HTML from the view and the earlier deals.

import { contractHTML, esc, seatName } from "./cards.js";
import { t } from "./i18n.js";
import { auctionGridHTML, explainLine } from "./render.js";

export function historyHTML(view, ui) {
  const blocks = [];
  const deal = (title, auction, dealer, contract, declarer, prefix, extra = "") => {
    const summary = contract ? `${t("info_contract")}: ` : "";
    blocks.push(
      `<article class="history-deal" data-testid="history-deal">` +
        `<h3>${esc(title)} <small>${esc(t("history_dealer", { seat: seatName(dealer) }))}</small></h3>` +
        (auction.length
          ? auctionGridHTML(auction, dealer, { keyPrefix: prefix, selected: ui.explain })
          : `<p class="muted">${esc(t("history_empty"))}</p>`) +
        explainLine(auction, prefix, ui.explain) +
        (contract
          ? `<p class="history-contract">${esc(summary)}${contractHTML(contract)} ` +
            `<span class="by">${esc(seatName(declarer))}</span>${extra}</p>`
          : extra
            ? `<p class="history-contract">${extra}</p>`
            : "") +
        `</article>`,
    );
  };
  const outcome = (r, h = null) => {
    const marks = [];
    if (h?.abandoned) marks.push(`<span class="outcome abandoned">— ${esc(t("history_abandoned"))}</span>`);
    if (h?.undos) marks.push(`<span class="outcome undo">(${esc(t("history_undo", { n: h.undos }))})</span>`);
    if (!r) return marks.length ? ` ${marks.join(" ")}` : "";
    if (r.passed_out) return ` <span class="outcome">${esc(t("result_passed_out"))}</span>`;
    const text = r.made
      ? r.difference > 0
        ? t("result_made_over", { n: r.difference })
        : t("result_made_exact")
      : t("result_down", { n: -r.difference });
    return ` <span class="outcome ${r.made ? "made" : "down"}">— ${esc(text)}</span>${marks.length ? ` ${marks.join(" ")}` : ""}`;
  };
  deal(
    `${t("history_current")}: ${t("history_deal", { r: view.rubber_number, d: view.deal_in_rubber })}`,
    view.auction || [],
    view.dealer,
    view.contract,
    view.declarer,
    "cur",
    outcome(view.result, { undos: view.undos }),
  );
  const history = ui.history || [];
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    const game = (h.game_number || 1) > 1 ? t("history_game", { g: h.game_number }) : "";
    deal(
      game + t("history_deal", { r: h.rubber_number, d: h.deal_number }),
      h.auction || [],
      h.dealer,
      h.contract,
      h.declarer,
      `h${i}`,
      outcome(h.result, h),
    );
  }
  return blocks.join("");
}
