"""The public meaning of a call, in Russian and English, read from the auction alone.

A call means what every rule that makes it in its situation shows together (the hull the
partner bot reads, :func:`biritch.bots.bidding.system.readings`), never which of those rules
the caller's own hand met: the bot's call, a person's call and a replayed call are explained
alike. A pass also says what it denies: the calls the situation would have made, before its
pass, with a hand that fits the pass's ranges.

The HCP range said is what the table knows of the caller after the call: the call's own
meaning together with what the caller's earlier calls showed (an opener who rebids 2♥ over
1♠ showed 12–21 with the opening and a minimum with the rebid: 12–15). That is the seat's
box in :class:`State` after the call, the very reading partner bids on (:func:`public_hcp`).
"""

from __future__ import annotations

from biritch.bots.bidding.core import MAX_HCP, Box, Check, Range, Rule, Seen, State
from biritch.bots.bidding.stakes import RUBBER, Stakes
from biritch.bots.bidding.system import analyse, name_en, name_ru, readings, rules_for
from biritch.engine import SUITS, Auction, Bid, Call, Pass, Side

#: How many denied calls a pass names before it stops ("…").
DENIALS_SHOWN = 4


def describe_rule(r: Rule) -> tuple[str, str]:
    """Russian and English words for what ``r`` shows: its label, then its ranges."""
    ru, en = _rule_words(r, r.cond.hcp)
    return _join((r.ru, r.en), ru, en, isinstance(r.call, Pass))


def public_reading(prev: State, seen: Seen) -> Box:
    """What the table knows of ``seen``'s caller once the call is made in ``prev``: the
    caller's earlier reading met with the call's own (:func:`analyse` keeps the same box
    per seat). A call outside the system adds nothing to the earlier reading."""
    return prev.shown[seen.seat.position].meet(seen.shown)


def public_hcp(prev: State, seen: Seen) -> Range:
    """The HCP range the explanation of ``seen`` says (see :func:`public_reading`)."""
    return public_reading(prev, seen).hcp


def _rule_words(r: Rule, hcp: Range) -> tuple[list[str], list[str]]:
    c = r.cond
    ru: list[str] = []
    en: list[str] = []
    lo, hi = hcp
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
    _add_checks(c.checks, ru, en)
    return ru, en


def explain_at(
    auction: Auction,
    index: int,
    vul: frozenset[Side] = frozenset(),
    partscores: Range = (0, 0),
    stakes: Stakes = RUBBER,
) -> tuple[str, str]:
    """The public meaning of call number ``index`` of ``auction`` (0 = the dealer's first)."""
    calls = auction.calls[: index + 1]
    prev = analyse(auction.dealer, calls[:-1], vul, partscores, stakes)
    seen = analyse(auction.dealer, calls, vul, partscores, stakes).history[-1]
    return meaning(prev, seen)


def meaning(prev: State, seen: Seen) -> tuple[str, str]:
    """Words for ``seen``, made in the situation ``prev``: the shared label of the rules that
    make the call there, the ranges they guarantee together, and for a pass what it denies."""
    hcp = public_hcp(prev, seen)
    if seen.synthetic:
        # Outside the system the call adds nothing, but the caller's earlier calls still
        # tell what they told.
        ru, en = _rule_words(seen.rule, hcp)
        return _join((seen.rule.ru, seen.rule.en), ru, en, isinstance(seen.call, Pass))
    rules = readings(prev, seen.call)
    if len(rules) == 1:
        label = (rules[0].ru, rules[0].en)
        ru, en = _rule_words(rules[0], hcp)
    else:
        label = _labels(rules)
        ru, en = _box_words(seen.shown, hcp)
        _add_checks(_shared_checks(rules), ru, en)
    if isinstance(seen.call, Pass):
        denied_ru, denied_en = _denied(prev, seen.call, public_reading(prev, seen))
        if denied_ru:
            ru.append(denied_ru)
            en.append(denied_en)
        if not label[0] and not ru:
            ru, en = ["нечего добавить"], ["nothing to add"]
        return _join(label, ru, en, True)
    return _join(label, ru, en, False)


def _labels(rules: list[Rule]) -> tuple[str, str]:
    """The rules' labels, each once: one label, or the few a call may mean, joined."""
    seen: list[tuple[str, str]] = []
    for r in rules:
        if r.ru and r.ru not in (ru for ru, _ in seen):
            seen.append((r.ru, r.en))
    # A label that only spells out another one ("competing: six cards" beside "competing",
    # "minimum, six cards" beside "minimum") is one case of it: the shorter label is true of
    # both, and what they share is in the ranges after it, so it stands for both.
    kept = [
        (ru, en)
        for ru, en in seen
        if not any(ru != other and ru.startswith((other + ":", other + ",")) for other, _ in seen)
    ]
    return " / ".join(ru for ru, _ in kept), " / ".join(en for _, en in kept)


def _shared_checks(rules: list[Rule]) -> tuple[Check, ...]:
    """The named checks every one of ``rules`` makes (so every hand that calls has them)."""
    first = rules[0].cond.checks
    return tuple(
        c for c in first if c.ru and all(any(d.ru == c.ru for d in r.cond.checks) for r in rules)
    )


def _denied(prev: State, call: Call, shown: Box) -> tuple[str, str]:
    """What a pass denies: the calls the situation ranks before its first pass that a hand
    within the pass's ranges could have made, each with what it needs."""
    rules = rules_for(prev)
    first = next((i for i, r in enumerate(rules) if r.call == call), len(rules))
    needs: dict[Call, Box] = {}
    for r in rules[:first]:
        if r.call == call or not prev.auction.is_legal(r.call) or not _overlaps(r.box, shown):
            continue
        needs[r.call] = needs[r.call].hull(r.box) if r.call in needs else r.box
    if not needs:
        return "", ""
    ru: list[str] = []
    en: list[str] = []
    # The cheapest calls first: they are the ones a player weighs the pass against.
    cheapest = sorted(needs.items(), key=lambda item: _call_rank(item[0]))
    for c, box in cheapest[:DENIALS_SHOWN]:
        words_ru, words_en = _box_words(box, box.hcp)
        ru.append(name_ru(c) + (f" ({', '.join(words_ru)})" if words_ru else ""))
        en.append(name_en(c) + (f" ({', '.join(words_en)})" if words_en else ""))
    more = "…" if len(needs) > DENIALS_SHOWN else ""
    return "нет руки для: " + ", ".join(ru) + more, "no hand for: " + ", ".join(en) + more


def _call_rank(call: Call) -> int:
    """Bids by rank; a double or redouble counts as the cheapest call."""
    return call.rank + 1 if isinstance(call, Bid) else 0


def _overlaps(a: Box, b: Box) -> bool:
    """Whether one hand could lie in both boxes (HCP and every suit's length)."""
    if a.hcp[0] > b.hcp[1] or b.hcp[0] > a.hcp[1]:
        return False
    return all(x[0] <= y[1] and y[0] <= x[1] for x, y in zip(a.lens, b.lens, strict=True))


def _box_words(box: Box, hcp: Range) -> tuple[list[str], list[str]]:
    ru: list[str] = []
    en: list[str] = []
    lo, hi = hcp
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
    return ru, en


def _add_checks(checks: tuple[Check, ...], ru: list[str], en: list[str]) -> None:
    for check in checks:
        if check.ru:
            ru.append(check.ru)
            en.append(check.en)


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


def _join(label: tuple[str, str], ru: list[str], en: list[str], is_pass: bool) -> tuple[str, str]:
    body_ru, body_en = ", ".join(ru), ", ".join(en)
    if is_pass:
        # A pass always reads as one: "пас: …", never a bare word.
        inner_ru = "; ".join(x for x in (label[0], body_ru) if x)
        inner_en = "; ".join(x for x in (label[1], body_en) if x)
        if not inner_ru:
            return "пас", "pass"
        return f"пас: {inner_ru}", f"pass: {inner_en}"
    if label[0] and body_ru:
        return f"{label[0]}; {body_ru}", f"{label[1]}; {body_en}"
    if label[0]:
        return label
    if body_ru:
        return body_ru, body_en
    return "естественно", "natural"


def _range(lo: int, hi: int) -> str:
    if hi >= 30:
        return f"{lo}+"
    if lo == hi:
        return str(lo)
    return f"{lo}–{hi}"
