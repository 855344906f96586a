"""The load benchmark runs end to end on a tiny crowd (its figures are not checked: they
depend on the machine)."""

from __future__ import annotations

import re

import pytest

from biritch.bench import load


@pytest.mark.xdist_group("workers")
def test_two_players_for_a_few_seconds_print_the_figure_lines(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--players", "2", "--seconds", "5", "--ramp", "1", "--stand-in-bots"]
    assert load.main(argv) == 0
    out = capsys.readouterr().out
    assert re.search(r"^players 2: \d+ s, \d+ bot steps, \d+ person actions", out, re.M)
    assert re.search(r"^  bot step wait +p50 +[\d.]+ s +p95 +[\d.]+ s +max +[\d.]+ s$", out, re.M)
    assert re.search(r"^  person action +p50 +[\d.]+ ms +p95 +[\d.]+ ms$", out, re.M)
    assert re.search(r"^  errors 0 +server CPU [\d.]+ s \(\d+ % of \d+ cores\)", out, re.M)
    assert re.search(r"^largest N with bot step p95 <= 2 s and person p95 <= 100 ms: ", out, re.M)


def test_a_run_is_bounded() -> None:
    with pytest.raises(SystemExit):
        load.main(["--players", str(load.MAX_PLAYERS + 1)])
    with pytest.raises(SystemExit):
        load.main(["--seconds", str(load.MAX_SECONDS + 1)])
    with pytest.raises(SystemExit):
        load.main(["--db", "postgres", "--database-url", "sqlite:///x.db"])
