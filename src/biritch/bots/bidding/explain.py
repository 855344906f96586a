"""The words for a call: a rule's label and the ranges it shows, in Russian and English."""

from __future__ import annotations

from dataclasses import replace

from biritch.bots.bidding.core import MAX_HCP, Rule, Seen, Tag
from biritch.engine import SUITS


def describe_rule(r: Rule) -> tuple[str, str]:
    """Russian and English words for what ``r`` shows: its label, then its ranges."""
    c = r.cond
    ru: list[str] = []
    en: list[str] = []
    lo, hi = c.hcp
    if (lo, hi) != (0, MAX_HCP):
        ru.append(_range(lo, hi) + " ФО")
        en.append(_range(lo, hi) + " HCP")
    if c.pts is not None:
        ru.append(_range(*c.pts) + " очк.")
        en.append(_range(*c.pts) + " pts")
    if c.balanced:
        ru.append("равномерная")
        en.append("balanced")
    for suit in reversed(SUITS):
        a, b = c.lens[suit.order]
        text = _length_text(a, b, suit.symbol)
        if text:
            ru.append(text)
            en.append(text)
    for check in c.checks:
        if check.ru:
            ru.append(check.ru)
            en.append(check.en)
    return _join(r, ", ".join(ru), ", ".join(en))


def describe_seen(seen: Seen) -> tuple[str, str]:
    """Words for a call already made: its rule's label, then the ranges it guarantees
    (the hull of every rule that makes it there, so it holds for any hand that made it)."""
    r = seen.rule
    if seen.synthetic or seen.readings == 1:
        return describe_rule(r)
    box = seen.shown
    ru: list[str] = []
    en: list[str] = []
    lo, hi = box.hcp
    if (lo, hi) != (0, MAX_HCP):
        ru.append(_range(lo, hi) + " ФО")
        en.append(_range(lo, hi) + " HCP")
    if box.balanced:
        ru.append("равномерная")
        en.append("balanced")
    for suit in reversed(SUITS):
        a, b = box.length(suit)
        if box.balanced and (a, b) == (2, 5):
            continue
        text = _length_text(a, b, suit.symbol)
        if text:
            ru.append(text)
            en.append(text)
    return _join(replace(r, ru=seen.label[0], en=seen.label[1]), ", ".join(ru), ", ".join(en))


def _length_text(a: int, b: int, symbol: str) -> str:
    if a >= 1 and b >= 13:
        return f"{a}+ {symbol}"
    if a >= 1 and a == b:
        return f"{a} {symbol}"
    if a >= 1:
        return f"{a}–{b} {symbol}"
    if b <= 3:
        return f"≤{b} {symbol}"
    return ""


def _join(r: Rule, body_ru: str, body_en: str) -> tuple[str, str]:
    if r.ru and body_ru:
        return f"{r.ru}; {body_ru}", f"{r.en}; {body_en}"
    if r.ru:
        return r.ru, r.en
    if body_ru:
        return body_ru, body_en
    if r.tag is Tag.PASS or str(r.call) == "P":
        return "пас", "pass"
    return "естественно", "natural"


def _range(lo: int, hi: int) -> str:
    if hi >= 30:
        return f"{lo}+"
    if lo == hi:
        return str(lo)
    return f"{lo}–{hi}"
