"""The table of issue 17 in Chromium: safe controls, a layout that fits every screen, the
last trick, forced cards played for the person, hint, undo, claim and the review."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from endplay import dds
from endplay.types import Card as EpCard
from endplay.types import Deal as EpDeal
from endplay.types import Denom, Player

from tests.e2e.helpers import (
    FAST,
    assert_fits,
    assert_hand_and_box_in_view,
    assert_suits_on_one_row,
    click_card,
    game_id,
    phase,
    version,
    wait_settled,
    wait_version_change,
)

SHOTS = Path("/work/wt/shots") if Path("/work/wt").is_dir() else None


def _shot(page: Any, screenshots: Path, name: str) -> None:
    page.screenshot(path=str(screenshots / f"table-{name}.png"))
    if SHOTS is not None:
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"table-{name}.png"))


def _open(browser: Any, server: Any, width: int, height: int, scale: int = 100) -> Any:
    ctx = browser.new_context(viewport={"width": width, "height": height})
    ctx.set_default_timeout(30_000)
    page = ctx.new_page()
    page.goto(server.base + "/")
    page.evaluate(
        f"() => {{ localStorage.clear(); localStorage.setItem('biritch.scale', '{scale}'); }}"
    )
    page.goto(server.base + FAST)
    wait_settled(page)
    return page


def _person_turn_in_play(page: Any, limit: float = 240) -> bool:
    """Bid 3NT once, pass after; stop at the person's first card (False: not reached)."""
    bid = False
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        wait_settled(page)
        if phase(page) == "finished":
            return False
        if phase(page) == "play":
            return True
        before = version(page)
        call = "P" if bid else "3NT"
        if page.locator(f'.bid-btn[data-call="{call}"]:not([disabled])').count() == 0:
            call = "P"
        page.locator(f'.bid-btn[data-call="{call}"]').click()
        bid = True
        wait_version_change(page, before)
    raise AssertionError("the auction took too long")


# --- 1. safe controls --------------------------------------------------------------------


def test_next_deal_during_a_deal_asks_first_and_records_it_abandoned(
    page: Any, server: Any
) -> None:
    page.goto(server.base + FAST)
    wait_settled(page)
    for _ in range(10):
        if server.game(game_id(page))["in_progress"]:
            break
        start = version(page)
        if phase(page) == "auction":  # South deals: nobody has called yet
            page.locator('.bid-btn[data-call="P"]').click()
        else:  # South and the bots passed the deal out: nothing to abandon, deal again
            page.click("#btn-next")
        wait_version_change(page, start)
        wait_settled(page)
    gid, before = game_id(page), version(page)
    page.click("#btn-next")
    confirm = page.locator("#confirm")
    assert confirm.is_visible()
    assert "Раздача не доиграна и не будет записана. Бросить?" in confirm.inner_text()
    page.wait_for_timeout(300)
    assert version(page) == before and server.game(gid)["version"] == before
    page.click("#confirm [data-intent=confirm_no]")
    assert not confirm.is_visible()
    assert server.game(gid)["version"] == before
    page.click("#btn-next")
    page.click("#confirm [data-intent=confirm_yes]")
    wait_version_change(page, before)
    wait_settled(page)
    view = server.game(gid)
    status, page_of_deals = server.request("GET", f"/api/games/{gid}/history")
    assert status == 200, page_of_deals
    assert page_of_deals["deals"][-1]["abandoned"] is True and view["score"]["entries"] == []
    page.click('#menu [data-panel="history"]')
    # The earlier deals come from their own route, asked for as the menu opens: wait for
    # the answer to be drawn, not just for the panel.
    page.locator("#panel-history", has_text="брошена, не записана").wait_for(timeout=15_000)


def test_new_game_asks_first_and_starts_at_rubber_one(page: Any, server: Any) -> None:
    page.goto(server.base + FAST)
    wait_settled(page)
    if not server.game(game_id(page))["in_progress"]:
        start = version(page)
        page.locator('.bid-btn[data-call="P"]').click()
        wait_version_change(page, start)
        wait_settled(page)
    before = version(page)
    page.click("#btn-new")
    assert "Раздача не доиграна" in page.inner_text("#confirm")
    page.click("#confirm [data-intent=confirm_yes]")
    wait_version_change(page, before)
    wait_settled(page)
    view = server.game(game_id(page))
    assert view["rubber_number"] == 1 and view["game_number"] == 2
    assert "Роббер 1, раздача 1" in page.inner_text("#info")


# --- 2. layout ---------------------------------------------------------------------------

SCREENS = [(1366, 660), (1280, 720), (1920, 1080), (390, 844)]


@pytest.mark.parametrize("scale", [80, 100, 120])
@pytest.mark.parametrize(("width", "height"), SCREENS)
def test_own_hand_and_bidding_box_fit_without_scrolling(
    browser: Any, server: Any, screenshots: Path, width: int, height: int, scale: int
) -> None:
    page = _open(browser, server, width, height, scale)
    try:
        assert phase(page) == "auction" and page.input_value("#scale") == str(scale)
        assert_hand_and_box_in_view(page, width, height)
        assert_fits(page, width)
        # Vulnerability is said in words beside the auction.
        assert page.locator("[data-testid=vul-line]").inner_text().strip()
        _shot(page, screenshots, f"auction-{width}x{height}-{scale}")
    finally:
        page.context.close()


def test_no_sideways_scroll_at_360_px(browser: Any, server: Any, screenshots: Path) -> None:
    page = _open(browser, server, 360, 740)
    try:
        assert_fits(page, 360)
        _shot(page, screenshots, "auction-360x740-100")
    finally:
        page.context.close()


# --- 3-5. a whole deal: hint, undo, last trick, forced cards, claim or review ------------


def test_a_deal_with_hint_undo_last_trick_forced_cards_and_review(
    browser: Any, server: Any, screenshots: Path
) -> None:
    page = _open(browser, server, 1366, 660)
    try:
        # Hint in the auction: the bots' call for South, with its meaning; nothing sent.
        before = version(page)
        page.click("#btn-hint")
        line = page.locator("[data-testid=hint-line]")
        line.wait_for()
        assert line.inner_text().startswith("Подсказка:")
        assert page.locator(".bid-btn.hinted").count() == 1
        assert version(page) == before
        _shot(page, screenshots, "hint-1366x660")
        # Undo the person's call: the auction goes back to where it was.
        auction = page.eval_on_selector_all(".auction-grid .call-cell", "e => e.length")
        page.locator('.bid-btn[data-call="P"]').click()
        wait_version_change(page, before)
        wait_settled(page)
        if phase(page) == "auction":
            undo_from = version(page)
            page.click("#btn-undo")
            wait_version_change(page, undo_from)
            wait_settled(page)
            assert page.eval_on_selector_all(".auction-grid .call-cell", "e => e.length") == (
                auction
            )
        for _ in range(10):  # North may declare (the person watches): then the next deal
            if _person_turn_in_play(page):
                break
            at = version(page)
            page.click("#btn-next")
            wait_version_change(page, at)
        else:
            raise AssertionError("ten deals without the person playing")
        gid = game_id(page)
        while phase(page) != "finished":
            wait_settled(page)
            if phase(page) == "finished":
                break
            # Judge from the server's view: the page may play a forced card within
            # milliseconds at the fast pace.
            truth = server.game(gid)
            at = truth["version"]
            if truth["to_act"] != "you" or version(page) != at:
                continue
            if len(truth["legal"]) == 1:
                # A forced card is played for the person, without a click.
                wait_version_change(page, at, timeout=10_000)
                continue
            # A real choice is never played for the person.
            page.wait_for_timeout(400)
            assert version(page) == at
            legal = page.locator("button.card.playable")
            assert legal.count() == len(truth["legal"])
            if page.locator("#btn-last-trick:not([disabled])").count():
                page.click("#btn-last-trick")
                shown = page.locator("[data-testid=last-trick]")
                assert shown.locator(".card").count() == 4
                assert shown.locator(".slot-seat").count() == 4
                _shot(page, screenshots, "last-trick-1366x660")
                page.click("#btn-last-trick")
            click_card(legal.first)
            wait_version_change(page, at)
        wait_settled(page)
        assert phase(page) == "finished"
        # The review: in the page, ready within a second or so of the last card.
        page.click("#btn-review")
        summary = page.locator("[data-testid=review-summary]")
        summary.wait_for(timeout=10_000)
        assert summary.inner_text().strip()
        assert page.locator("[data-testid=dd-table] td").count() == 20
        assert "Пар:" in page.inner_text("[data-testid=par]")
        _shot(page, screenshots, "review-1366x660")
        review = server.request("GET", f"/api/games/{gid}/review")[1]
        shown_costs = [
            int(c)
            for c in page.eval_on_selector_all(
                "[data-testid=rv-card]", "els => els.map(e => e.dataset.cost)"
            )
        ]
        assert shown_costs == [c["cost"] for c in review["cards"]]
        # The costs equal endplay's solve_board on each position before the card.
        view = server.game(gid)
        hands = view["hands"]
        pbn = "N:" + " ".join(
            ".".join(
                "".join(c[1] for c in hands[s] if c[0] == suit) for suit in ("S", "H", "D", "C")
            )
            for s in ("N", "E", "S", "W")
        )
        board = EpDeal(pbn)
        strain = view["contract"].rstrip("X")[1:]
        board.trump = {
            "S": Denom.spades,
            "H": Denom.hearts,
            "D": Denom.diamonds,
            "C": Denom.clubs,
            "NT": Denom.nt,
        }[strain]
        board.first = Player.find(view["tricks"][0]["leader"])
        for entry in review["cards"]:
            scores = {str(c): s for c, s in dds.solve_board(board)}
            assert entry["cost"] == max(scores.values()) - scores[str(EpCard(entry["card"]))]
            board.play(EpCard(entry["card"]))
        # Step back through the whole deal: the table is redrawn at each card.
        n = len(review["cards"])
        for step in range(n - 1, -1, -1):
            page.click("#rv-prev")
            assert page.inner_text("[data-testid=rv-step]") == f"Карта {step} из {n}"
            south = page.eval_on_selector_all(
                "#seat-S .card.face", "els => els.map(e => e.dataset.card)"
            )
            played_s = [c["card"] for c in review["cards"][:step] if c["seat"] == "S"]
            assert len(south) == 13 - len(played_s)
            assert not set(south) & set(played_s)
        _shot(page, screenshots, "review-start-1366x660")
        # Reload: the review is built from the stored deal and shows again.
        page.reload()
        wait_settled(page)
        page.click("#btn-review")
        page.locator("[data-testid=review-summary]").wait_for(timeout=10_000)
        # A phone: no suit of East's or West's hand wraps, and nothing scrolls sideways.
        page.set_viewport_size({"width": 390, "height": 844})
        page.click('#panel-review [data-intent="panel"]')
        assert assert_suits_on_one_row(page) > 0, "no side hand is shown"
        assert_fits(page, 390)
        _shot(page, screenshots, "finished-390x844")
    finally:
        page.context.close()


def test_claim_ends_the_play_and_says_whether_it_stood(
    browser: Any, server: Any, screenshots: Path
) -> None:
    page = _open(browser, server, 1280, 720)
    try:
        page.uncheck("#autoplay")  # the claim is made at the person's first card
        for _ in range(10):
            if (
                _person_turn_in_play(page)
                and page.locator("#btn-claim-open:not([disabled])").count()
            ):
                break
            before = version(page)
            page.click("#btn-next")
            if page.locator("#confirm").is_visible():
                page.click("#confirm [data-intent=confirm_yes]")
            wait_version_change(page, before)
        else:
            raise AssertionError("ten deals without a play the person could claim in")
        page.click("#btn-claim-open")
        form = page.locator("[data-testid=claim-form]")
        assert "Сколько из оставшихся 13 взяток" in form.inner_text()
        page.select_option("#claim-tricks", "13")
        _shot(page, screenshots, "claim-1280x720")
        before = version(page)
        page.click("[data-intent=claim_send]")
        wait_version_change(page, before)
        wait_settled(page)
        assert phase(page) == "finished"
        said = page.inner_text("[data-testid=result-claim]")
        view = server.game(game_id(page))
        claim = view["result"]["claim"]
        assert claim["tricks"] == 13
        if claim["stands"]:
            assert "Заявка принята" in said
        else:
            assert f"по даблу-думми наша линия берёт {claim['awarded']}" in said
        # Scored exactly once.
        assert (
            view["score"]["entries"][-len(view["result"]["entries"]) :] == view["result"]["entries"]
        )
    finally:
        page.context.close()
