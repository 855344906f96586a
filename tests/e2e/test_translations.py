"""Every user-visible word of the page comes from the one translation table (i18n.js),
in Russian and in English."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "src" / "biritch" / "server" / "web"
ENTRY = re.compile(r'^  (\w+): \{\s*ru: "((?:[^"\\]|\\.)*)",\s*en: "((?:[^"\\]|\\.)*)",?\s*\},?$')
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _table() -> dict[str, tuple[str, str]]:
    text = (WEB / "js" / "i18n.js").read_text(encoding="utf-8")
    body = text[text.index("const STRINGS = {") : text.index("\n};")]
    # Entries written over several lines are joined first.
    joined = re.sub(r"\{\n\s+ru:", "{ ru:", body)
    joined = re.sub(r'",\n\s+en:', '", en:', joined)
    joined = re.sub(r'",?\n\s+\},', '" },', joined)
    table = {}
    for line in joined.splitlines()[1:]:
        if not line.strip() or line.strip().startswith("//"):
            continue
        match = ENTRY.match(line)
        assert match, f"not a ru/en entry: {line!r}"
        table[match[1]] = (match[2], match[3])
    return table


def test_every_entry_has_russian_and_english() -> None:
    table = _table()
    assert len(table) > 100
    for key, (ru, en) in table.items():
        assert ru and en, key
        assert not CYRILLIC.search(en) or key in {"lang_switch", "lang_switch_title"}, key
    for key in ("seat_N", "side_NS", "strain_NT", "call_X", "reason_overtricks", "err_illegal"):
        assert key in table
    assert table["seat_N"] == ("Север", "North")
    assert table["strain_NT"] == ("БК", "NT")


def test_no_words_outside_the_table() -> None:
    for path in (WEB / "js").glob("*.js"):
        if path.name == "i18n.js":
            continue
        code = re.sub(r"/\*.*?\*/|//[^\n]*", "", path.read_text(encoding="utf-8"), flags=re.S)
        assert not CYRILLIC.search(code), f"{path.name} spells out a word itself"
