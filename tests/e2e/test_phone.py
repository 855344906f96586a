"""Issue 17, defect 3: on a phone (390 x 844 and 360 px wide, as a mobile browser with
touch) nothing scrolls sideways and nothing sticks out, in every state of a deal, and no
suit of a hand shown at a side wraps onto a second row. The games are brought to each
state through the API first (tests/e2e/states.py); the page then opens right there."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e import states
from tests.e2e.conftest import Server
from tests.e2e.helpers import (
    FAST,
    assert_fits,
    assert_hand_and_box_in_view,
    assert_suits_on_one_row,
    wait_drawn,
    wait_settled,
)

pytestmark = [pytest.mark.e2e, pytest.mark.xdist_group("e2e")]

PHONES = [(390, 844), (360, 740)]


def _person_in_play_after_two_tricks(view: states.View) -> bool:
    return view["phase"] == "play" and view["to_act"] == "you" and len(view["tricks"]) >= 2


@pytest.fixture(scope="module")
def games(server: Server) -> dict[str, str]:
    """One game in each state, by seeds that give: East's explanation-bearing calls before
    South's turn, East declaring with West's dummy in view, a played deal, a Chicago."""
    auction = states.drive(
        server,
        states.new_game(server, 5),
        lambda v: v["phase"] == "auction" and v["to_act"] == "you" and len(v["auction"]) >= 2,
    )
    play = states.drive(
        server, states.new_game(server, 11), _person_in_play_after_two_tricks, bid="1NT"
    )
    assert play["phase"] == "play" and play["dummy_visible"], play["phase"]
    finished = states.played_deal(server, states.new_game(server, 12), bid=None)
    chicago = states.played_deal(server, states.new_game(server, 13, "chicago_imps"), bid="1NT")
    chicago = states.played_deal(server, states.next_deal(server, chicago), bid=None)
    return {
        "auction": auction["id"],
        "play": play["id"],
        "finished": finished["id"],
        "chicago": chicago["id"],
    }


@pytest.fixture(params=PHONES, ids=lambda s: f"{s[0]}px")
def size(request: pytest.FixtureRequest) -> tuple[int, int]:
    size: tuple[int, int] = request.param
    return size


@pytest.fixture
def phone(browser: Any) -> Iterator[Callable[[int, int], Any]]:
    contexts: list[Any] = []

    def make(width: int, height: int) -> Any:
        ctx = browser.new_context(
            viewport={"width": width, "height": height},
            device_scale_factor=3,
            is_mobile=True,
            has_touch=True,
            locale="ru-RU",
        )
        ctx.set_default_timeout(60_000)
        contexts.append(ctx)
        return ctx

    yield make
    for ctx in contexts:
        ctx.close()


def _open(
    phone: Callable[[int, int], Any], server: Server, game: str, size: tuple[int, int]
) -> Any:
    ctx = phone(*size)
    # The page opens the stored game, as after a reload; it plays no card by itself.
    ctx.add_init_script(
        f"localStorage.setItem('biritch.game', '{game}');"
        "localStorage.setItem('biritch.autoplay', '0');"
    )
    page = ctx.new_page()
    page.goto(server.base + FAST)
    wait_settled(page)
    wait_drawn(page)
    return page


def _shot(page: Any, screenshots: Path, name: str, size: tuple[int, int]) -> None:
    page.screenshot(path=str(screenshots / f"phone-{name}-{size[0]}x{size[1]}.png"))


def test_auction_with_the_explanation_open(
    phone: Any, server: Server, games: dict[str, str], screenshots: Path, size: tuple[int, int]
) -> None:
    page = _open(phone, server, games["auction"], size)
    page.locator(".auction-grid .call-cell.noted").first.tap()
    assert page.locator(".explain[role=note]").inner_text().strip()
    assert_fits(page, size[0])
    if size == (390, 844):
        # Issue 17, defect 2 names this phone: reading a call's meaning must not push
        # South's hand or the bidding box out of the screen (the meaning lies over the
        # auction grid). A 360x740 screen is only held to no sideways scrolling.
        assert_hand_and_box_in_view(page, *size)
    _shot(page, screenshots, "auction-explain", size)
    # Tapping the meaning closes it.
    page.locator(".explain[role=note]").tap()
    assert page.locator(".explain[role=note]").count() == 0


def test_play_and_the_last_trick(
    phone: Any, server: Server, games: dict[str, str], screenshots: Path, size: tuple[int, int]
) -> None:
    page = _open(phone, server, games["play"], size)
    assert page.locator("#seat-E .tag-declarer").is_visible()  # the tag that stuck out
    assert_fits(page, size[0])
    assert assert_suits_on_one_row(page) == 4  # dummy (West) in view
    _shot(page, screenshots, "play", size)
    page.locator("#btn-last-trick").tap()
    assert page.locator("[data-testid=last-trick] .card").count() == 4
    assert_fits(page, size[0])
    _shot(page, screenshots, "last-trick", size)


def test_finished_deal_with_its_result_and_the_review(
    phone: Any, server: Server, games: dict[str, str], screenshots: Path, size: tuple[int, int]
) -> None:
    page = _open(phone, server, games["finished"], size)
    page.locator(".result-banner").wait_for()
    assert_fits(page, size[0])
    assert assert_suits_on_one_row(page) == 8  # all four hands are shown
    _shot(page, screenshots, "finished", size)
    page.locator("#btn-review").tap()
    page.locator("[data-testid=review-summary]").wait_for(timeout=600_000)  # solved in the pool
    cards = page.locator("[data-testid=rv-card]")
    card = cards.nth(cards.count() // 2)
    # As a person would: scroll the card up from under the step bar fixed at the bottom.
    card.evaluate("e => e.scrollIntoView({block: 'center'})")
    card.tap()
    wait_drawn(page)
    assert_fits(page, size[0])
    assert_suits_on_one_row(page)
    _shot(page, screenshots, "review", size)


def test_the_chicago_sheet(
    phone: Any, server: Server, games: dict[str, str], screenshots: Path, size: tuple[int, int]
) -> None:
    page = _open(phone, server, games["chicago"], size)
    assert_fits(page, size[0])
    page.locator("#menu [data-panel=score]").tap()
    wait_drawn(page)
    assert page.locator("[data-testid=chicago-table] thead th.played").count() == 2
    assert_fits(page, size[0])
    _shot(page, screenshots, "chicago-sheet", size)
