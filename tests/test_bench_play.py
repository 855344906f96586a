"""The card-play benchmark's command and its figures' uncertainty."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from biritch.bench.play import main, wilson_interval


def test_the_interval_holds_the_observed_rate_and_narrows_with_more_cards() -> None:
    lo, hi = wilson_interval(37, 51)
    assert lo < 100 * 37 / 51 < hi
    wide = hi - lo
    lo, hi = wilson_interval(370, 510)
    assert lo < 100 * 370 / 510 < hi
    assert hi - lo < wide / 3


def test_the_interval_stays_within_zero_and_a_hundred() -> None:
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 100.0
    assert wilson_interval(0, 0) == (0.0, 0.0)


def test_bench_play_prints_and_writes_every_figure_with_its_interval(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "figures.json"
    assert main(["--deals", "2", "--seed", "5", "--no-baseline", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "opening leads giving up no trick:" in printed
    assert "(95 %" in printed
    figures = json.loads(out.read_text())
    assert "cards costing the contract:" in printed
    keys = ("declarer_errors", "defender_errors", "declarer_contract_errors")
    for key in ("opening_leads", *keys, "defender_contract_errors"):
        tally = figures[key]
        for kind in ("suit", "nt"):
            lo, hi = tally["interval95"][kind]
            assert 0.0 <= lo <= hi <= 100.0
            if tally["cards"][kind]:
                assert lo <= tally[kind] <= hi
    for side in ("declarer", "defender"):
        # A card that costs the contract gives up a trick too.
        for kind in ("suit", "nt"):
            fate = figures[f"{side}_contract_errors"]["errors"][kind]
            assert fate <= figures[f"{side}_errors"]["errors"][kind]
    assert set(figures["seconds_per_card"]) == {"p50", "p95", "max"}
    assert "p50" in figures["seconds_per_deal"]
