"""``biritch bench target``: runs end to end on a couple of deals and prints its figures."""

from __future__ import annotations

import pytest

from biritch import cli


def test_bench_target_prints_the_bots_average_imps(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "target", "--deals", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "deals: 2 played (seed 1, play: dd)" in out
    assert "bots' IMPs against the points target (side with more HCP): " in out
    assert "stronger side: NS " in out
