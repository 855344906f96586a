"""Slam bidding: Blackwood, the replies showing aces, and the asker's decision after them."""

from __future__ import annotations

from collections.abc import Callable

from biritch.bots.bidding.core import (
    Check,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    NT,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    est_len,
    fit_order,
    rule,
)
from biritch.bots.evaluate import Features
from biritch.engine import (
    PASS,
    Bid,
    Call,
    Suit,
)


def _aces_are(n: int) -> Check:
    return Check("", "", lambda f: f.aces == n)


def trump_honors(t: Suit, n: int) -> Check:
    """At least ``n`` of the top five honors in the opponents' suit ``t``."""
    return Check("", "", lambda f: f.honors(t) >= n)


def _has_aces(n: int) -> Callable[[Features], bool]:
    return lambda f: f.aces == n


def ace_replies() -> list[Rule]:
    """Partner asked for aces with Blackwood 4NT."""
    texts = {
        C: ("0 или 4 туза", "0 or 4 aces"),
        D: ("1 туз", "1 ace"),
        H: ("2 туза", "2 aces"),
        S: ("3 туза", "3 aces"),
    }
    out = [
        rule(
            bid(5, C),
            cond(checks=(Check(*texts[C], lambda f: f.aces in (0, 4)),)),
            "ответ на Блэквуд",
            "Blackwood reply",
            Tag.ACE_REPLY,
        )
    ]
    for n, suit in ((1, D), (2, H), (3, S)):
        out.append(
            rule(
                bid(5, suit),
                cond(checks=(Check(*texts[suit], _has_aces(n)),)),
                "ответ на Блэквуд",
                "Blackwood reply",
                Tag.ACE_REPLY,
            )
        )
    return out


def after_aces(st: State, reply: Seen) -> list[Rule]:
    """I asked with Blackwood, partner showed his aces: bid the slam or sign off."""
    assert isinstance(reply.call, Bid)
    shown = {C: 0, D: 1, H: 2, S: 3}[reply.call.strain.suit or C]
    P = st.box(st.partner)
    trumps = fit_order(st, P)
    out: list[Rule] = []
    for trump in trumps:
        est = est_len(P, trump)
        for mine in range(5):
            theirs = 4 if shown == 0 and mine == 0 else shown
            missing = 4 - mine - theirs
            if missing >= 2:
                b = bid(5, trump)
                call: Call = (
                    b
                    if b > reply.call
                    else PASS
                    if trump is reply.call.strain.suit
                    else bid(6, trump)
                )
                text = ("не хватает двух тузов: отбой", "two aces missing: sign-off")
            elif missing == 1:
                call, text = bid(6, trump), ("малый шлем", "small slam")
            else:
                call, text = (
                    bid(6, trump),
                    ("малый шлем: все тузы на месте", "small slam: all the aces"),
                )
            out.append(
                rule(
                    call,
                    cond(lens={trump: (max(0, 8 - est), 13)}, checks=(_aces_are(mine),)),
                    *text,
                    Tag.SIGNOFF,
                )
            )
    out.append(
        rule(bid(6, NT), cond(checks=(Check("", "", lambda f: f.aces + shown >= 3),)), *TO_PLAY)
    )
    out.append(catch_all_pass())
    return out
