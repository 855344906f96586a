"""Driving the page like a person: wait for the bots, click a legal call or card."""

from __future__ import annotations

import time
from typing import Any

FAST = "/?pace=fast"

# The person is to act, or the deal is over, and no request is in flight.
SETTLED = """() => {
  const t = document.getElementById('table');
  return document.body.dataset.busy === '0' && !!t &&
    (t.dataset.toAct === 'you' || t.dataset.phase === 'finished');
}"""


def game_id(page: Any) -> str:
    return str(page.evaluate("() => localStorage.getItem('biritch.game')"))


def version(page: Any) -> int:
    return int(page.get_attribute("#table", "data-version"))


def phase(page: Any) -> str:
    return str(page.get_attribute("#table", "data-phase"))


def wait_settled(page: Any, timeout: float = 120_000) -> None:
    """Until the bots have made every pending call or card."""
    page.wait_for_function(SETTLED, timeout=timeout)


def wait_drawn(page: Any, timeout: float = 30_000) -> None:
    """Until nothing is on its way: no request, and no part of the page still being
    fetched (the result, a score sheet, the history and the review come when first shown)."""
    page.wait_for_function("() => document.body.dataset.busy === '0'", timeout=timeout)


def wait_version_change(page: Any, old: int, timeout: float = 60_000) -> None:
    page.wait_for_function(
        "old => document.getElementById('table').dataset.version !== String(old)",
        arg=old,
        timeout=timeout,
    )


def cards_of(page: Any, seat: str) -> list[str]:
    return list(
        page.eval_on_selector_all(f"#seat-{seat} .card.face", "els => els.map(e => e.dataset.card)")
    )


def trick_cards(page: Any) -> list[str]:
    return list(
        page.eval_on_selector_all("#centre .trick .card", "els => els.map(e => e.dataset.card)")
    )


def click_card(card: Any) -> None:
    # Cards overlap in a fan: touch the visible corner, as a person would.
    card.click(position={"x": 6, "y": 14})


def take_turn(page: Any, plan: dict[str, Any]) -> None:
    """One call or card by the person. In the auction South bids the lowest legal bid
    once (so that the deal is played whatever the bots do) and passes afterwards."""
    before = version(page)
    if phase(page) == "auction":
        if not plan.get("bid"):
            plan["bid"] = True
            page.locator(".bid-grid .bid-btn:not([disabled])").first.click()
        else:
            page.locator('.bid-btn[data-call="P"]').click()
    else:
        click_card(page.locator("button.card.playable").first)
    wait_version_change(page, before)


def play_deal(page: Any, plan: dict[str, Any] | None = None, limit: float = 240) -> None:
    """Play on until the deal is finished."""
    plan = {} if plan is None else plan
    deadline = time.monotonic() + limit
    while True:
        wait_settled(page)
        if phase(page) == "finished":
            return
        assert time.monotonic() < deadline, "the deal took too long"
        take_turn(page, plan)


def play_until(page: Any, wanted: Any, plan: dict[str, Any], limit: float = 240) -> bool:
    """Play on until ``wanted(page)`` holds at the person's turn; False if the deal ended."""
    deadline = time.monotonic() + limit
    while True:
        wait_settled(page)
        if phase(page) == "finished":
            return False
        if wanted(page):
            return True
        assert time.monotonic() < deadline, "took too long"
        take_turn(page, plan)


# Every element with a box: its left and right edges, to find what sticks out of a screen.
_EDGES = """() => [...document.querySelectorAll('body *')].flatMap(e => {
  const r = e.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return [];
  const name = e.tagName.toLowerCase() + [...e.classList].map(c => '.' + c).join('');
  return [[name, r.left, r.right]];
})"""


def assert_fits(page: Any, width: int) -> None:
    """Nothing scrolls sideways on a screen ``width`` px wide and no element sticks out of
    it. (Compared with the screen's width, not innerWidth: a mobile browser widens its
    layout viewport to the content, so innerWidth grows with what sticks out.)"""
    scroll = page.evaluate("() => document.documentElement.scrollWidth")
    out = [
        (n, round(a), round(b)) for n, a, b in page.evaluate(_EDGES) if a < -0.5 or b > width + 0.5
    ]
    assert scroll <= width and not out, f"{scroll} px wide on a {width} px screen: {out[:8]}"


def assert_hand_and_box_in_view(page: Any, width: int, height: int) -> None:
    """South's 13 cards and every button of the bidding box lie wholly on the screen, with
    no scrolling (issue 17, defect 2)."""
    boxes = page.eval_on_selector_all(
        "#seat-S .card, .bid-btn",
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return [r.left, r.top, r.right, r.bottom]; })",
    )
    assert len(boxes) >= 13 + 38
    for left, top, right, bottom in boxes:
        assert left >= 0 and top >= 0, (left, top)
        assert right <= width and bottom <= height, (right, bottom)


def assert_suits_on_one_row(page: Any) -> int:
    """No suit of a hand shown at a side (West, East) wraps onto a second row; returns how
    many suits are shown there."""
    rows = page.eval_on_selector_all(
        "#seat-E .suit-row, #seat-W .suit-row",
        "els => els.map(r => [...r.querySelectorAll('.card')]"
        ".map(c => Math.round(c.getBoundingClientRect().top)))",
    )
    for tops in rows:
        assert len(set(tops)) == 1, f"a suit wraps over two rows: {tops}"
    return len(rows)
