import pytest

from biritch import cli


def test_the_lead_benchmark_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "leads", "--deals", "3", "--seed", "2", "--study", "4,8"]) == 0
    out = capsys.readouterr().out
    assert "the bot's opening leads giving up no trick:" in out
    assert "seconds per lead p50" in out
    assert "first   4 layouts" in out and "first   8 layouts" in out


def test_the_lead_model_fit_prints_its_weights(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "lead-model", "--deals", "2", "--seeds", "3,5"]) == 0
    out = capsys.readouterr().out
    assert "suit choice against a suit" in out or "suit choice against no-trump" in out
    assert out.count("  True: (") == 2 and out.count("  False: (") == 2
