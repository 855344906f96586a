"""The README's examples run, and print what their comments say."""

from __future__ import annotations

import ast
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def _blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def _promised(line: str) -> object:
    """The value a line's comment promises (``# (0, 0, 200): why``), or ``...`` when the
    comment is prose."""
    if "#" not in line:
        return ...
    comment = line.split("#", 1)[1].strip()
    try:
        return ast.literal_eval(comment.split(":", 1)[0].strip())
    except (ValueError, SyntaxError):
        return ...


def test_every_readme_example_runs_and_shows_what_it_promises() -> None:
    blocks = _blocks()
    assert blocks, "the README has Python examples"
    checked = 0
    for block in blocks:
        lines = block.splitlines()
        namespace: dict[str, object] = {}
        for node in ast.parse(block).body:
            source = ast.get_source_segment(block, node)
            if isinstance(node, ast.Expr):
                value = eval(compile(ast.Expression(node.value), "README", "eval"), namespace)
                promised = _promised(lines[node.lineno - 1])
                if promised is not ...:
                    assert value == promised, source
                    checked += 1
            else:
                exec(compile(ast.Module([node], []), "README", "exec"), namespace)
    assert checked >= 2


def test_the_rubber_example_has_one_game_for_north_south() -> None:
    from biritch.engine import Rubber, Side

    r = Rubber().add_deal(declarer_side="NS", contract="2H", tricks=8)
    r = r.add_deal(declarer_side="NS", contract="2C", tricks=8)
    assert r.games[Side.NS] == 1 and r.vulnerable("NS")
    assert r.totals[Side.NS] == 100
