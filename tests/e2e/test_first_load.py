"""What a fresh Chromium really fetches for the first screen (issue 18: ≤ 30 KB over the
wire), and that the parts of the page it leaves out come by their hashed names when shown."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.e2e.helpers import FAST, wait_drawn, wait_settled

pytestmark = [pytest.mark.e2e, pytest.mark.xdist_group("e2e")]

#: Fetched only when shown: the result, the score sheets, the history, the review, English.
LATER = {
    "/js/result.js",
    "/js/sheet.js",
    "/js/chicago.js",
    "/js/history.js",
    "/js/review.js",
    "/js/i18n-en.js",
    "/css/result.css",
    "/css/panel.css",
    "/css/sheet.css",
    "/css/history.css",
    "/css/review.css",
}


def test_a_fresh_browser_fetches_under_30_kb_for_the_first_screen(
    browser: Any, server: Any
) -> None:
    ctx = browser.new_context(viewport={"width": 1366, "height": 660}, locale="ru-RU")
    ctx.set_default_timeout(30_000)
    fetched: list[Any] = []
    try:
        page = ctx.new_page()
        page.on("requestfinished", lambda request: fetched.append(request))
        page.goto(server.base + FAST)
        wait_settled(page)
        assets = [r for r in fetched if not urlsplit(r.url).path.startswith("/api/")]
        paths = {urlsplit(r.url).path for r in assets}
        assert {"/", "/css/app.css", "/js/main.js", "/js/render.js", "/js/i18n.js"} <= paths
        assert not paths & LATER, paths & LATER
        for request in assets:
            if request.url != server.base + FAST:
                assert "?v=" in request.url, request.url  # cached for a year by its hash
        wire = sum(r.sizes()["responseBodySize"] for r in assets)
        print(f"first screen: {len(assets)} files, {wire} bytes over the wire")
        assert wire <= 30 * 1024, [(r.url, r.sizes()["responseBodySize"]) for r in assets]

        # The parts come when shown, by their hashed names: the sheet, the history, English.
        fetched.clear()
        page.click('#menu [data-panel="score"]')
        wait_drawn(page)
        page.click('#menu [data-panel="history"]')
        wait_drawn(page)
        assert page.locator("[data-testid=score-sheet]").is_visible()
        assert page.locator("[data-testid=history-deal]").count() == 1
        page.click("#btn-lang")
        page.wait_for_function("() => document.documentElement.lang === 'en'")
        later = {urlsplit(r.url).path: r.url for r in fetched if "/api/" not in r.url}
        assert set(later) == {
            "/js/sheet.js",
            "/css/panel.css",
            "/css/sheet.css",
            "/js/history.js",
            "/css/history.css",
            "/js/i18n-en.js",
        }, later
        assert all("?v=" in url for url in later.values()), later
        assert page.inner_text("#btn-next") == "Next deal"
        assert "We (N–S)" in page.inner_text("[data-testid=score-sheet]")
    finally:
        ctx.close()
