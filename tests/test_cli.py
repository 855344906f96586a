import types

import pytest

from biritch import cli


def test_bench_passes_its_options_and_help_to_the_benchmark(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[list[str]] = []
    fake = types.SimpleNamespace(main=lambda argv: seen.append(argv) or 0)
    monkeypatch.setattr(cli.importlib, "import_module", lambda name: fake)
    assert cli.main(["bench", "bidding", "--deals", "5", "--seed", "2"]) == 0
    assert cli.main(["bench", "play", "--help"]) == 0
    assert seen == [["--deals", "5", "--seed", "2"], ["--help"]]


def test_unknown_benchmark_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["bench", "nonsense"])
    assert "invalid choice" in capsys.readouterr().err


def test_serve_refuses_unknown_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["serve", "--colour", "red"])
    assert "unknown arguments" in capsys.readouterr().err
