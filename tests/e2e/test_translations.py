"""Every user-visible word of the page comes from the one translation table (i18n.js),
in Russian and in English."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "src" / "biritch" / "server" / "web"
# i18n.js holds the Russian of every key, i18n-en.js the English beside it.
ENTRY = re.compile(r'^  (\w+):\s*"((?:[^"\\]|\\.)*)",$')
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _strings(name: str, table: str) -> dict[str, str]:
    text = (WEB / "js" / name).read_text(encoding="utf-8")
    body = text[text.index(f"const {table} = {{") : text.index("\n};")]
    # An entry too long for one line goes on over the next.
    joined = re.sub(r":\n\s+\"", ': "', body)
    strings: dict[str, str] = {}
    for line in joined.splitlines()[1:]:
        if not line.strip() or line.strip().startswith("//"):
            continue
        match = ENTRY.match(line)
        assert match, f"not an entry of {name}: {line!r}"
        assert match[1] not in strings, f"{match[1]} twice in {name}"
        strings[match[1]] = match[2]
    return strings


def _table() -> dict[str, tuple[str, str]]:
    ru = _strings("i18n.js", "RU")
    en = _strings("i18n-en.js", "EN")
    assert list(ru) == list(en), (
        f"i18n.js and i18n-en.js differ in keys: only Russian {sorted(set(ru) - set(en))}, "
        f"only English {sorted(set(en) - set(ru))} (or in their order)"
    )
    return {key: (ru[key], en[key]) for key in ru}


def test_english_has_exactly_the_keys_of_russian() -> None:
    ru = _strings("i18n.js", "RU")
    en = _strings("i18n-en.js", "EN")
    assert set(ru) == set(en)
    assert list(ru) == list(en)  # and in the same order, so that the two read side by side


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
        if path.name in {"i18n.js", "i18n-en.js"}:
            continue
        code = re.sub(r"/\*.*?\*/|//[^\n]*", "", path.read_text(encoding="utf-8"), flags=re.S)
        assert not CYRILLIC.search(code), f"{path.name} spells out a word itself"
