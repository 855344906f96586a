"""The server as an attacker or a crowd sees it: ids checked before the database, storage
failures said clearly, limits on bodies and request rates, the history on its own route,
exact inputs, compression and caching, and nothing secret in the logs."""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import re
import subprocess
import sys
from collections.abc import Callable, Coroutine, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import update

from biritch import bots
from biritch.engine import FULL_DECK
from biritch.engine.calls import STRAINS, Bid, Call
from biritch.server.app import create_app, served_hosts
from biritch.server.guards import BodyLimit
from biritch.server.limits import RateLimiter
from biritch.server.logs import RedactGameIds, game_ref
from biritch.server.schemas import CALL_PATTERN, CARD_PATTERN
from biritch.server.settings import LOCAL_HOSTS, Rate, Settings
from biritch.server.storage import StorageError
from biritch.server.store import games_table, make_engine, new_game_id
from tests.server.conftest import Table, View, make_settings

ROOT = Path(__file__).resolve().parents[2]


def _codes(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["code"]


# --- 1. game ids -------------------------------------------------------------------------


class _NoDatabase:
    """Stands in for the engine: any use of the database fails the test."""

    url = make_engine("sqlite://").url

    def connect(self) -> Any:
        raise AssertionError("the database was asked about a malformed id")

    begin = connect


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/api/games/%00"),
        ("POST", "/api/games/a%00b/actions"),
        ("GET", "/api/games/" + "A" * 23),
        ("GET", "/api/games/" + "A" * 21 + "%2B"),
        ("GET", "/api/games/%00/history"),
    ],
)
def test_a_malformed_game_id_is_not_found_without_asking_the_database(
    table: Table, monkeypatch: pytest.MonkeyPatch, method: str, path: str
) -> None:
    monkeypatch.setattr(table.app.state.service.store, "engine", _NoDatabase())
    body = {"version": 0, "type": "advance"} if method == "POST" else None
    response = table.client.request(method, path, json=body)
    assert _codes(response) == (404, "not_found")


def test_generated_ids_have_the_one_accepted_form(table: Table) -> None:
    for _ in range(50):
        assert re.fullmatch(r"[A-Za-z0-9_-]{22}", new_game_id())
    view = table.new()
    assert table.get(view["id"]) == view


def test_an_unexpected_error_is_a_500_with_the_security_headers(
    table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    view = table.new()

    def broken(game_id: str) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(table.app.state.service, "get", broken)
    with caplog.at_level(logging.ERROR):
        response = table.client.get(f"/api/games/{view['id']}")
    assert _codes(response) == (500, "error")
    ok = table.client.get("/api/health")
    for name in ("content-security-policy", "x-content-type-options", "cache-control"):
        assert response.headers[name] == ok.headers[name], name
    assert "boom" in caplog.text and view["id"] not in caplog.text
    assert game_ref(view["id"]) in caplog.text


# --- 2. storage --------------------------------------------------------------------------


def _refused(tmp_path: Path, url: str, setting: str = "BIRITCH_DB") -> str:
    with pytest.raises(StorageError) as caught:
        create_app(make_settings(tmp_path, database_url=url, database_setting=setting))
    message = str(caught.value)
    assert "\n" not in message and setting in message
    return message


def test_start_up_refuses_a_database_under_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    message = _refused(tmp_path, f"sqlite:///{blocker / 'sub' / 'game.db'}")
    assert str(blocker / "sub" / "game.db") in message and "is a file" in message


def test_start_up_refuses_a_directory_as_the_database(tmp_path: Path) -> None:
    (tmp_path / "game.db").mkdir()
    message = _refused(tmp_path, f"sqlite:///{tmp_path / 'game.db'}")
    assert "is a directory" in message


def test_start_up_refuses_a_read_only_database(tmp_path: Path) -> None:
    db = tmp_path / "ro.db"
    create_app(make_settings(tmp_path, database_url=f"sqlite:///{db}"))
    url = f"sqlite:///file:{db}?mode=ro&uri=true"
    message = _refused(tmp_path, url, setting="DATABASE_URL")
    assert str(db) in message and "readonly" in message


def test_start_up_creates_a_missing_directory(tmp_path: Path) -> None:
    db = tmp_path / "new" / "deeper" / "game.db"
    create_app(make_settings(tmp_path, database_url=f"sqlite:///{db}"))
    assert db.exists()


def test_serve_exits_with_one_line_naming_the_path_and_the_setting(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    db = blocker / "game.db"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BIRITCH_DB": str(db)}
    done = subprocess.run(
        [sys.executable, "-m", "biritch.cli", "serve", "--port", "9"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert str(db) in lines[0] and "BIRITCH_DB" in lines[0] and "is a file" in lines[0]


@pytest.fixture
def read_only(table: Table, tmp_path: Path) -> Iterator[Callable[[bool], None]]:
    """Switch the app's database to read-only (as a full or read-only disk) and back."""
    store = table.app.state.service.store
    writable = store.engine
    locked = make_engine(f"sqlite:///file:{tmp_path / 'biritch.db'}?mode=ro&uri=true")

    def switch(on: bool) -> None:
        store.engine = locked if on else writable

    yield switch
    switch(False)
    locked.dispose()


@pytest.mark.usefixtures("passive_bots")
def test_a_storage_failure_is_503_changes_nothing_and_play_resumes(
    table: Table, read_only: Callable[[bool], None]
) -> None:
    view = table.new(4)
    assert table.client.get("/api/health").json()["status"] == "ok"
    read_only(True)
    kind = "advance" if view["to_act"] == "bot" else "call"
    fields = {} if kind == "advance" else {"call": "P"}
    response = table.post(view, kind, **fields)
    assert _codes(response) == (503, "storage_unavailable")
    assert "nothing was changed" in response.json()["detail"]
    assert _codes(table.client.post("/api/games")) == (503, "storage_unavailable")
    health = table.client.get("/api/health")
    assert health.status_code == 503 and health.json()["status"] == "storage_unavailable"
    assert "readonly" in health.json()["detail"]
    assert table.get(view["id"]) == view
    read_only(False)
    assert table.client.get("/api/health").json() == {"status": "ok", "database": "sqlite"}
    after = table.act(view, kind, **fields)
    assert after["version"] == view["version"] + 1


# --- 3. limits ---------------------------------------------------------------------------


def test_a_large_body_is_413_from_its_length(table: Table) -> None:
    view = table.new()
    body = json.dumps({"version": 0, "type": "advance", "pad": "x" * 9000})
    response = table.client.post(
        f"/api/games/{view['id']}/actions",
        content=body,
        headers={"content-type": "application/json"},
    )
    assert _codes(response) == (413, "too_large")
    assert table.get(view["id"]) == view


def test_a_large_chunked_body_is_413(table: Table) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"version": 0, "type": "advance", "pad": "'
        for _ in range(100):
            yield b"x" * 1000
        yield b'"}'

    response = table.client.post(
        "/api/games", content=chunks(), headers={"content-type": "application/json"}
    )
    assert _codes(response) == (413, "too_large")


def _run_at_once(coroutine: Coroutine[Any, Any, None]) -> None:
    """Run a coroutine that never waits (no event loop: a Playwright session may hold this
    thread's)."""
    with pytest.raises(StopIteration):
        coroutine.send(None)


def test_the_body_limit_reads_no_further_than_the_limit() -> None:
    reached = False

    async def app(scope: Any, receive: Any, send: Any) -> None:
        nonlocal reached
        reached = True

    received: list[int] = []

    async def receive() -> dict[str, Any]:
        received.append(1)
        return {"type": "http.request", "body": b"x" * 1000, "more_body": True}

    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "POST", "path": "/api/games", "headers": []}
    _run_at_once(BodyLimit(app, 4096)(scope, receive, send))
    assert sent[0]["status"] == 413 and not reached and len(received) == 5
    received.clear()
    sized = {**scope, "headers": [(b"content-length", b"100000000")]}
    _run_at_once(BodyLimit(app, 4096)(sized, receive, send))
    assert sent[-2]["status"] == 413 and not received and not reached


def test_creating_games_is_limited_per_client(make_table: Callable[..., Table]) -> None:
    table = make_table(game_rate=Rate(2, 60))
    assert [table.client.post("/api/games").status_code for _ in range(2)] == [201, 201]
    refused = table.client.post("/api/games")
    assert _codes(refused) == (429, "rate_limited")
    assert 1 <= int(refused.headers["retry-after"]) <= 30


def test_actions_are_limited_per_client_and_the_refused_one_changes_nothing(
    make_table: Callable[..., Table],
) -> None:
    table = make_table(action_rate=Rate(1, 3600))
    view = table.new(8)
    table.act(view, "restart")
    now = table.get(view["id"])
    response = table.post(now, "restart")
    assert _codes(response) == (429, "rate_limited")
    assert int(response.headers["retry-after"]) > 0
    assert table.get(view["id"]) == now


def test_a_token_bucket_refills_with_time() -> None:
    clock = [0.0]
    limiter = RateLimiter(Rate(3, 30), clock=lambda: clock[0])
    assert [limiter.retry_after("a") for _ in range(3)] == [None, None, None]
    assert limiter.retry_after("a") == 10
    assert limiter.retry_after("b") is None  # another client has its own bucket
    clock[0] = 10.0
    assert limiter.retry_after("a") is None
    assert limiter.retry_after("a") == 10
    assert RateLimiter(Rate.parse("0")).retry_after("a") is None


def test_limits_come_from_the_environment() -> None:
    settings = Settings.from_env({"BIRITCH_GAME_RATE": "5/60", "BIRITCH_ACTION_RATE": "0"})
    assert settings.game_rate == Rate(5, 60) and settings.action_rate.off
    defaults = Settings.from_env({})
    assert not defaults.game_rate.off and not defaults.action_rate.off
    assert defaults.max_body == 8192 and defaults.purge_days == 30
    assert (
        Settings.from_env({"BIRITCH_MAX_BODY": "100", "BIRITCH_PURGE_DAYS": "0.5"}).max_body == 100
    )


def test_a_page_elsewhere_cannot_create_a_game_or_act(table: Table) -> None:
    evil = {"Origin": "https://evil.example"}
    assert _codes(table.client.post("/api/games", headers=evil)) == (403, "forbidden_origin")
    assert (
        table.client.post("/api/games", headers={"Origin": "http://testserver"}).status_code == 201
    )
    view = table.new()
    body = {"version": view["version"], "type": "restart"}
    response = table.client.post(f"/api/games/{view['id']}/actions", json=body, headers=evil)
    assert _codes(response) == (403, "forbidden_origin")
    assert table.get(view["id"]) == view


def test_abandoned_games_are_purged_at_start_up(make_table: Callable[..., Table]) -> None:
    first = make_table()
    old, fresh = first.new(1), first.new(2)
    store = first.app.state.service.store
    with store.engine.begin() as conn:
        long_ago = datetime.now(UTC) - timedelta(days=3)
        conn.execute(
            update(games_table).where(games_table.c.id == old["id"]).values(updated_at=long_ago)
        )
    second = make_table(purge_days=2, cache_size=0)
    assert _codes(second.client.get(f"/api/games/{old['id']}")) == (404, "not_found")
    assert second.get(fresh["id"]) == fresh
    assert second.app.state.service.store.purge(timedelta(seconds=0)) == 1


# --- 4. history on its own route ---------------------------------------------------------


@pytest.mark.usefixtures("passive_bots")
def test_the_view_stays_flat_as_deals_pile_up_and_history_is_paged(table: Table) -> None:
    view = table.new(5)
    sizes = []
    for _ in range(30):
        view = table.advance_until_you(view)
        while view["phase"] == "auction":
            view = table.advance_until_you(table.act(view, "call", call="P"))
        view = table.act(view, "next_deal")
        sizes.append(len(table.client.get(f"/api/games/{view['id']}").content))
    assert "history" not in view
    # Only a few numbers grow by a digit; the 30 deals themselves are on the history route.
    assert max(sizes[15:]) <= max(sizes[:15]) + 40
    page = table.history(view["id"], size=10)
    assert page["total"] == 30 and page["next_before"] == 20
    assert [d["deal_number"] for d in page["deals"]] == list(range(21, 31))
    older = table.history(view["id"], size=10, before=page["next_before"])
    assert [d["deal_number"] for d in older["deals"]] == list(range(11, 21))
    first = table.history(view["id"], size=25, before=5)
    assert len(first["deals"]) == 5 and first["next_before"] is None
    assert _codes(table.client.get(f"/api/games/{view['id']}/history?size=0")) == (422, "invalid")


# --- 5. exact inputs and codes -----------------------------------------------------------


def _raw(table: Table, view: View, body: bytes) -> Any:
    return table.client.post(
        f"/api/games/{view['id']}/actions",
        content=body,
        headers={"content-type": "application/json"},
    )


def test_deep_json_and_bad_utf8_are_422_invalid(table: Table) -> None:
    view = table.new()
    assert _codes(_raw(table, view, b"[" * 4000 + b"]" * 4000)) == (422, "invalid")
    bad = b'{"version": 0, "type": "call", "call": "\xff"}'
    assert _codes(_raw(table, view, bad)) == (422, "invalid")
    assert table.get(view["id"]) == view


@pytest.mark.parametrize(
    "fields",
    [
        {"version": "0", "type": "restart"},
        {"version": 0.0, "type": "restart"},
        {"version": False, "type": "restart"},
        {"version": 0, "type": "call", "call": "1N T"},
        {"version": 0, "type": "call", "call": " p "},
        {"version": 0, "type": "call", "call": "1nt"},
        {"version": 0, "type": "call", "call": "pass"},
        {"version": 0, "type": "play", "card": "sa"},
        {"version": 0, "type": "play", "card": "S10"},
    ],
)
def test_lenient_spellings_are_refused(table: Table, fields: dict[str, Any]) -> None:
    view = table.new()
    assert _codes(_raw(table, view, json.dumps(fields).encode())) == (422, "invalid")
    assert table.get(view["id"]) == view


def test_the_spellings_of_the_views_legal_lists_are_the_ones_accepted() -> None:
    # The page sends a call or card only as it found it in the view's `legal`, which holds
    # the engine's strings; every one of them, and nothing lenient, passes the schema.
    calls = [str(Call.parse(c)) for c in ("P", "X", "XX")]
    calls += [str(Bid(level, strain)) for level in range(1, 8) for strain in STRAINS]
    assert all(re.fullmatch(CALL_PATTERN, c) for c in calls)
    assert all(re.fullmatch(CARD_PATTERN, str(card)) for card in FULL_DECK)
    for lenient in ("p", "Pass", "D", "1N", "1nt", "1 NT", "1♣", "X "):
        assert not re.fullmatch(CALL_PATTERN, lenient), lenient


# --- 6. compression and caching ----------------------------------------------------------


def _wire_size(table: Table, url: str) -> tuple[int, Any]:
    with table.client.stream("GET", url, headers={"Accept-Encoding": "gzip"}) as response:
        raw = b"".join(response.iter_raw())
    return len(raw), response


#: A module's static imports (fetched with it) and its dynamic ones (fetched when needed).
_STATIC_IMPORT = re.compile(
    r'^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"', re.M
)
_DYNAMIC_IMPORT = re.compile(r'\bimport\(\s*"([^"]+)"\s*\)')


def _first_screen(table: Table) -> tuple[list[str], list[str]]:
    """The URLs the first screen fetches: the stylesheets that are not ``disabled``, the
    module script and everything it imports statically, through the import map, as a
    browser does; then the URLs left for later (dynamic imports, disabled stylesheets)."""
    html = table.client.get("/").text
    import_map = json.loads(re.search(r'<script type="importmap">(.*?)</script>', html, re.S)[1])
    imports: dict[str, str] = import_map["imports"]
    links = re.findall(r"<link [^>]*rel=\"stylesheet\"[^>]*>", html)
    first = [re.search(r'href="([^"]+)"', link)[1] for link in links if " disabled" not in link]
    later = [re.search(r'href="([^"]+)"', link)[1] for link in links if " disabled" in link]
    modules = re.findall(r'<script type="module" src="([^"]+)"', html)
    seen: set[str] = set()
    while modules:
        url = modules.pop()
        if url in seen:
            continue
        seen.add(url)
        first.append(url)
        code = table.client.get(url).text
        base = url.rsplit("/", 1)[0]
        for spec in _STATIC_IMPORT.findall(code):
            name = next(s for s in spec if s)
            assert name.startswith("./"), name
            modules.append(imports[f"{base}/{name[2:]}"])
        for name in _DYNAMIC_IMPORT.findall(code):
            assert name.startswith("./"), name
            # Lazily imported modules are in the import map too: fetched by their hash.
            later.append(imports[f"{base}/{name[2:]}"])
    return first, [u for u in dict.fromkeys(later) if u not in seen]


def test_the_first_load_is_compressed_cached_by_hash_and_small(table: Table) -> None:
    size, index = _wire_size(table, "/")
    assert index.headers["content-encoding"] == "gzip"
    assert index.headers["cache-control"] == "no-cache"
    assert table.client.head("/").status_code == 200
    first, later = _first_screen(table)
    # The stylesheet, the page's modules; the review, the score sheets, the history, the
    # result and the English strings come later, when shown.
    assert len(first) >= 7 and len(later) >= 6, (first, later)
    names = {u.split("?")[0].rsplit("/", 1)[1] for u in later}
    assert {"review.js", "chicago.js", "i18n-en.js", "review.css"} <= names, names
    total = size
    for url in [*first, *later]:
        assert "?v=" in url, url
        wire, response = _wire_size(table, url)
        assert response.status_code == 200, url
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert response.headers["content-encoding"] == "gzip", url
        if url in first:
            total += wire
    assert total <= 30 * 1024, f"the first load is {total} bytes over the wire"
    # Any other URL of a file is revalidated.
    assert table.client.get("/js/main.js").headers["cache-control"] == "no-cache"
    assert table.client.get("/js/main.js?v=old").headers["cache-control"] == "no-cache"


def test_json_views_are_compressed(table: Table) -> None:
    view = table.new()
    wire, response = _wire_size(table, f"/api/games/{view['id']}")
    assert response.headers["content-encoding"] == "gzip"
    assert wire < len(json.dumps(view)) / 2


# --- 7. hardening ------------------------------------------------------------------------


def test_the_access_log_names_a_game_by_a_short_hash() -> None:
    game_id = new_game_id()
    record = logging.LogRecord(
        "uvicorn.access",
        logging.INFO,
        __file__,
        1,
        '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:5000", "POST", f"/api/games/{game_id}/actions?x=1", "1.1", 200),
        None,
    )
    assert RedactGameIds().filter(record)
    line = record.getMessage()
    assert game_id not in line and f"/api/games/{game_ref(game_id)}/actions" in line


def test_the_servers_own_log_names_a_game_by_its_hash(
    table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(bots, "bot_call", lambda view: bots.Suggestion("X", "контра", "double"))
    view = table.new(1)
    assert view["to_act"] == "bot"
    with caplog.at_level(logging.ERROR):
        assert _codes(table.post(view, "advance")) == (500, "bot_error")
    assert game_ref(view["id"]) in caplog.text and view["id"] not in caplog.text


def test_the_api_docs_are_off_unless_asked_for(make_table: Callable[..., Table]) -> None:
    table = make_table()
    for path in ("/docs", "/redoc", "/openapi.json"):
        assert table.client.get(path).status_code == 404, path
    assert make_table(docs=True).client.get("/docs").status_code == 200
    assert Settings.from_env({"BIRITCH_DOCS": "1"}).docs and not Settings.from_env({}).docs


def test_the_page_runs_no_inline_script_but_its_import_map(table: Table) -> None:
    response = table.client.get("/")
    policy = response.headers["content-security-policy"]
    scripts = re.search(r"script-src ([^;]*)", policy)[1].split()
    assert "'unsafe-inline'" not in scripts
    inline = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", response.text, re.S)
    assert len(inline) == 1  # the import map, allowed by its hash
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    assert scripts == ["'self'", f"'sha256-{digest}'"]
    assert not re.search(r"\son[a-z]+=", response.text)


def test_only_allowed_hosts_are_answered(make_table: Callable[..., Table]) -> None:
    table = make_table(allowed_hosts=LOCAL_HOSTS)
    assert _codes(table.client.get("/api/health")) == (400, "invalid_host")
    for host in ("localhost:8000", "127.0.0.1", "[::1]:8000"):
        assert table.client.get("/api/health", headers={"Host": host}).status_code == 200
    assert Settings.from_env({}).allowed_hosts == LOCAL_HOSTS
    assert Settings.from_env({"BIRITCH_ALLOWED_HOSTS": "*"}).allowed_hosts == ()
    named = Settings.from_env({"BIRITCH_ALLOWED_HOSTS": "Bridge.example, x.org"})
    assert named.allowed_hosts == ("bridge.example", "x.org")
    served = served_hosts(Settings.from_env({}), "192.168.1.5")
    assert served.allowed_hosts == (*LOCAL_HOSTS, "192.168.1.5")
