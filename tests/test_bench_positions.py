import json
from pathlib import Path

import pytest

from biritch import cli
from biritch.bench.positions import Decision


def test_positions_are_saved_and_judged_again_identically(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "positions.json"
    assert (
        cli.main(["bench", "positions", "--deals", "2", "--seed", "3", "--save", str(saved)]) == 0
    )
    first = capsys.readouterr().out
    assert "positions from 2 deals (seed 3)" in first
    assert "cards giving up a trick double dummy" in first
    data = json.loads(saved.read_text(encoding="utf-8"))
    decisions = [Decision.from_json(d) for d in data["decisions"]]
    assert decisions
    for decision in decisions:
        # Each saved position rebuilds to the view the card was chosen from: the card is
        # legal there and the truth covers every legal card.
        view = decision.view()
        legal = {str(c) for c in view.legal_cards()}
        assert decision.card in legal
        assert set(decision.truth) == legal
        assert decision.as_json() == json.loads(json.dumps(decision.as_json()))
        # The opening lead is not kept, so a lead's phase starts at trick two.
        _role, _kind, move, phase = decision.label()
        assert phase == ("tricks 2-6" if move == "lead" else "tricks 1-6") or phase == "tricks 7-12"

    assert cli.main(["bench", "positions", "--load", str(saved), "--calibration"]) == 0
    again = capsys.readouterr().out
    # Same code, same seeds: the bots choose the very same cards.
    assert "0 decisions changed, 0 errors fixed, 0 errors made" in again
    assert first.split("\n", 1)[1] in again
    assert "layouts say" in again and "ranked among the layouts" in again


def test_an_unreadable_positions_file_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert cli.main(["bench", "positions", "--load", str(broken)]) == 2
    assert "cannot read positions from" in capsys.readouterr().err
    assert cli.main(["bench", "positions", "--load", str(tmp_path / "missing.json")]) == 2
