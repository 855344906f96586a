"""Chicago with IMPs through the page in real Chromium, with the real bots and the bots'
table on the same cards played by the server: «Новая игра» with the scoring chosen inline,
a whole Chicago of four played deals, its sheet, the target and the bots' lines."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import Server, run_server
from tests.e2e.helpers import (
    FAST,
    assert_fits,
    game_id,
    phase,
    take_turn,
    version,
    wait_drawn,
    wait_settled,
)

pytestmark = [pytest.mark.e2e, pytest.mark.xdist_group("e2e")]

#: Where the screenshots for the report go (the artifacts folder by default).
SHOTS = Path(os.environ.get("BIRITCH_SHOTS", "")) if os.environ.get("BIRITCH_SHOTS") else None
IMP_LINE = re.compile(r"Боты на ваших картах: .+, [−+]?\d+; вы: .+, [−+]?\d+; разница [−+]?\d+ IMP")


@pytest.fixture(scope="module")
def scoring_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    db = tmp_path_factory.mktemp("e2e-scoring") / "e2e.db"
    # The worker at the web process's priority: on a loaded test machine a niced one may
    # get no CPU for minutes (which is what it is for, in production).
    with run_server(db, BIRITCH_BOTS_TABLE="process", BIRITCH_BOTS_TABLE_NICENESS="0") as srv:
        yield srv


def _shot(page: Any, screenshots: Path, name: str) -> None:
    page.screenshot(path=str(screenshots / f"scoring-{name}.png"))
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"scoring-{name}.png"))


def _pass_through_deal(page: Any, limit: float = 1200) -> None:
    """The person passes every time; when a bot declares, South defends with its first
    legal card; when North declares, South watches."""
    plan = {"bid": True}  # take_turn then only passes
    deadline = time.monotonic() + limit
    while True:
        wait_settled(page, timeout=limit * 1000)
        if phase(page) == "finished":
            return
        assert time.monotonic() < deadline, "the deal took too long"
        take_turn(page, plan)


def test_a_whole_chicago_with_imps_and_the_bots_on_the_same_cards(
    browser: Any, scoring_server: Server, screenshots: Path
) -> None:
    ctx = browser.new_context(viewport={"width": 1366, "height": 660}, locale="ru-RU")
    ctx.set_default_timeout(60_000)
    try:
        page = ctx.new_page()
        # It clicks every card itself: forced cards are not played for it (as conftest's page).
        page.add_init_script("try { localStorage.setItem('biritch.autoplay', '0'); } catch (e) {}")
        page.goto(scoring_server.base + FAST)
        wait_settled(page)
        first = game_id(page)
        assert page.input_value("#scoring") == "rubber"
        page.select_option("#scoring", "chicago_imps")
        page.click("#btn-new")
        # The bots may have called already: leaving that deal asks first (issue 17).
        confirm_yes = page.locator("#confirm [data-intent=confirm_yes]")
        if confirm_yes.is_visible():
            confirm_yes.click()
        page.wait_for_function("old => localStorage.getItem('biritch.game') !== old", arg=first)
        wait_settled(page)
        gid = game_id(page)
        view = scoring_server.game(gid)
        assert view["scoring"] == "chicago_imps" and view["dealer"] == "N"
        assert "Чикаго 1, раздача 1" in page.inner_text("#info")

        played = 0
        while True:
            _pass_through_deal(page)
            view = scoring_server.game(gid)
            result = view["result"]
            if not result["passed_out"]:
                played += 1
                assert view["deal_in_rubber"] == played
                banner = page.inner_text(".result-banner")
                assert "ФО, цель" in banner and "IMP" in banner
            if view["score"]["is_over"]:
                break
            before = version(page)
            page.click("#btn-next")
            page.wait_for_function(
                "old => document.getElementById('table').dataset.version !== String(old)",
                arg=before,
            )
        assert played == 4
        assert "Чикаго окончено" in page.inner_text(".result-banner")

        # The bots' table of the last deal: played in the background, shown once ready.
        page.wait_for_selector("[data-testid=result-bots]", timeout=900_000)
        assert IMP_LINE.search(page.inner_text("[data-testid=result-bots]"))
        assert "Против ботов на тех же картах" in page.inner_text(".result-banner")
        _shot(page, screenshots, "laptop-result")

        page.click("#menu [data-panel=score]")
        wait_drawn(page)  # the Chicago's sheet is fetched when first shown
        table = page.locator("[data-testid=chicago-table]")
        heads = table.locator("thead th.played").all_inner_texts()
        assert heads == ["1", "2", "3", "4"]
        vul_row = table.locator("tr.vul-row td").all_inner_texts()
        assert vul_row == ["никто", "Мы", "Они", "обе"]
        running = table.locator("tr.running td").all_inner_texts()
        total = scoring_server.game(gid)["score"]["chicago"]["imps_ns"]
        assert running[-1] == (f"+{total}" if total > 0 else f"−{-total}" if total else "0")
        assert page.inner_text("[data-testid=imps-total]").endswith(running[-1])
        _shot(page, screenshots, "laptop-sheet")

        phone = browser.new_context(
            viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True,
            has_touch=True, locale="ru-RU",
        )  # fmt: skip
        try:
            small = phone.new_page()
            small.goto(scoring_server.base + FAST)
            wait_settled(small)  # its own new game is stored first; then ours replaces it
            small.evaluate("id => localStorage.setItem('biritch.game', id)", gid)
            small.reload()
            wait_settled(small)
            assert small.input_value("#scoring") == "chicago_imps"
            # Nothing sticks out of the phone's screen, the declarer's tag included.
            assert_fits(small, 390)
            _shot(small, screenshots, "phone-result")
            small.click("#menu [data-panel=score]")
            wait_drawn(small)
            small.locator("[data-testid=chicago-table]").scroll_into_view_if_needed()
            assert_fits(small, 390)
            _shot(small, screenshots, "phone-sheet")
        finally:
            phone.close()
    finally:
        ctx.close()
