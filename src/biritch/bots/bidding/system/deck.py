"""The deck's own limit on a call: a pack holds 40 HCP, so a hand holds at most 40 less what
the other three seats have shown at the least (opposite a 2♣ opener's 22 and an opponent's
opening 12, nobody else holds more than 6).

Each rule's own HCP range is cut to that room before the rule is used (:func:`within_deck`),
so the bot's choice, the explanation and partner's reading stay one and the same condition.
A hand of an honest auction never holds more than the room. Only after another seat showed
more than it held can one do so; it then calls as the strongest hand the room allows, shaped
as it is (:func:`beyond_the_deck`), so its reading still reaches the room, and the inference
for the card play treats a ceiling at the room as none
(:func:`biritch.bots.bidding.inference.infer_auction`)."""

from __future__ import annotations

from dataclasses import replace

from biritch.bots.bidding.core import MAX_HCP, Rule, State
from biritch.bots.evaluate import Features
from biritch.engine import SEATS

#: High-card points in a pack: four aces, kings, queens and jacks (4+3+2+1 each).
DECK_HCP = 40


def deck_room(st: State) -> int:
    """The most HCP the seat to call can hold, given the minimum every other seat showed."""
    others = sum(st.shown[s.position].hcp[0] for s in SEATS if s is not st.me)
    return DECK_HCP - others


def call_room(st: State) -> int:
    """The most HCP the seat to call holds in an honest auction: the deck's room, and no
    more than its own calls have shown (a passed hand, say, 0-11). Cutting the rules to it
    tells partner no more than the truth: a passed hand's call never reads as 14 HCP."""
    return min(deck_room(st), st.shown[st.me.position].hcp[1])


def within_deck(rules: list[Rule], room: int) -> list[Rule]:
    """``rules`` with each HCP range cut to ``room``; a rule asking for more than the room
    is left out (no hand of an honest auction meets it)."""
    out: list[Rule] = []
    for r in rules:
        lo, hi = r.cond.hcp
        if hi <= room:
            out.append(r)
        elif lo <= room:
            out.append(replace(r, cond=replace(r.cond, hcp=(lo, room))))
    return out


def beyond_the_deck(st: State, f: Features, rules: list[Rule]) -> Rule | None:
    """For a hand holding more than the room (another seat showed more than it held): the
    rule the strongest hand the room allows, shaped as this one, would take, its ceilings
    lifted so that it fits this hand. None for any other hand, or when no rule fits."""
    room = deck_room(st)
    if not 0 <= room < f.hcp:
        return None
    at_room = replace(f, hcp=room)
    for r in rules:
        if r.cond.holds(at_room) and st.auction.is_legal(r.call):
            c = r.cond
            pts = None if c.pts is None else (c.pts[0], MAX_HCP)
            lifted = replace(r, cond=replace(c, hcp=(c.hcp[0], MAX_HCP), pts=pts))
            return lifted if lifted.cond.holds(f) else None
    return None
