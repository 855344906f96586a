"""Slam bidding: Blackwood, the replies showing aces, the asker's decision after them, and the
5NT king ask with its replies (SAYC: Blackwood 4NT, 5NT for kings)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from biritch.bots.bidding.core import (
    ANY,
    MAX_HCP,
    Box,
    Check,
    Condition,
    Force,
    Range,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    NT,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    est_len,
    fit_order,
    longer_than,
    rule,
)
from biritch.bots.bidding.system.deck import call_room
from biritch.bots.evaluate import Features
from biritch.engine import (
    PASS,
    Bid,
    Rank,
    Strain,
    Suit,
)


def _aces_are(n: int) -> Check:
    return Check("", "", lambda f: f.aces == n)


def trump_honors(t: Suit, n: int) -> Check:
    """At least ``n`` of the top five honors in the opponents' suit ``t``."""
    return Check("", "", lambda f: f.honors(t) >= n)


def _has_aces(n: int) -> Callable[[Features], bool]:
    return lambda f: f.aces == n


#: The steps of a Blackwood reply, aces or kings: ♣ 0 or 4, ♦ 1, ♥ 2, ♠ 3.
STEPS: dict[Suit, tuple[int, ...]] = {C: (0, 4), D: (1,), H: (2,), S: (3,)}
#: High-card points of one ace and of one king (Work count): a hand that shows how many it
#: holds shows at least that many points, which the deck's room for partner then counts.
ACE_HCP = 4
KING_HCP = 3


def _count_in(count: Callable[[Features], int], n: tuple[int, ...]) -> Callable[[Features], bool]:
    return lambda f: count(f) in n


def step_replies(
    level: int,
    nouns: dict[Suit, tuple[str, str]],
    count: Callable[[Features], int],
    label: tuple[str, str],
    tag: Tag,
    each_hcp: int,
) -> list[Rule]:
    """Replies by steps at ``level``: ♣ 0 or 4 of what ``count`` counts, ♦ 1, ♥ 2, ♠ 3;
    each card counted is worth ``each_hcp`` HCP."""
    steps = {Strain.of(s): n for s, n in STEPS.items()}
    words = {Strain.of(s): w for s, w in nouns.items()}
    return _steps(level, steps, words, count, label, tag, each_hcp)


def _steps(
    level: int,
    steps: dict[Strain, tuple[int, ...]],
    nouns: dict[Strain, tuple[str, str]],
    count: Callable[[Features], int],
    label: tuple[str, str],
    tag: Tag,
    each_hcp: int,
) -> list[Rule]:
    """One reply per strain of ``steps`` at ``level``, showing that many of what ``count``
    counts; each card counted is worth ``each_hcp`` HCP."""
    return [
        rule(
            Bid(level, strain),
            cond(
                (each_hcp * min(n), MAX_HCP), checks=(Check(*nouns[strain], _count_in(count, n)),)
            ),
            *label,
            tag,
        )
        for strain, n in steps.items()
    ]


def ace_replies() -> list[Rule]:
    """Partner asked for aces with Blackwood 4NT."""
    nouns = {
        C: ("0 или 4 туза", "0 or 4 aces"),
        D: ("1 туз", "1 ace"),
        H: ("2 туза", "2 aces"),
        S: ("3 туза", "3 aces"),
    }
    label = ("ответ на Блэквуд", "Blackwood reply")
    return step_replies(5, nouns, _aces, label, Tag.ACE_REPLY, ACE_HCP)


def _aces(f: Features) -> int:
    return f.aces


#: Aces the asker must hold to use 4NT with a minor as trumps: with fewer, a reply above
#: five of the minor could leave two aces missing and no way to stop below the slam.
ACES_TO_ASK = {C: 2, D: 1, H: 0, S: 0}


def enough_aces_to_ask(trump: Suit) -> Check:
    """The asker can always stop at five of ``trump`` whatever partner replies."""
    n = ACES_TO_ASK[trump]
    return Check("", "", lambda f: f.aces >= n)


def _trump_lens(st: State, p: Box, trump: Suit) -> Range:
    """How many cards of ``trump`` make it the suit the asker meant: eight together, fewer
    when the suit is agreed (partner raised mine) or partner showed six."""
    est = est_len(p, trump)
    need_mine = 8 - est
    mine = st.strains_bid_by(st.me)
    if est >= 6:
        need_mine = min(need_mine, 1)
    if trump in mine and est >= 1:
        need_mine = min(need_mine, 6)
    if trump in mine and trump in st.strains_bid_by(st.partner) and est >= 3:
        need_mine = min(need_mine, 4)
    return (max(0, need_mine), 13)


def trumps(st: State, p: Box) -> list[tuple[Suit, Range]]:
    """Trump candidates in order with the length that makes each the one: majors and suits
    partner showed first (see :func:`fit_order`)."""
    return [(t, _trump_lens(st, p, t)) for t in fit_order(st, p)]


#: Cards of a suit that make a trump fit together.
FIT = 8


def agreed_fits(st: State, p: Box) -> list[tuple[Suit, Range]]:
    """The suits where partner has shown at least two cards, in :func:`fit_order`, with the
    length of mine that makes eight together: a fit known from the auction, not guessed."""
    return [(t, (FIT - p.min_len(t), 13)) for t in fit_order(st, p) if p.min_len(t) >= 2]


def _candidates(st: State, p: Box) -> list[tuple[Suit, Range]]:
    """Known fits first (the suit Blackwood was asked with), then the guessed ones."""
    return agreed_fits(st, p) + trumps(st, p)


#: Points together (HCP and shortness) for the asker to look at a grand slam by asking for
#: kings once every ace is held: the grand's 37 within reach of a king or two.
KING_ASK_PTS = 35

ALL_ACES_KINGS = (
    "Блэквуд: сколько королей? (все тузы у нас)",
    "Blackwood: how many kings? (we hold all the aces)",
)


def after_aces(st: State, reply: Seen) -> list[Rule]:
    """I asked with Blackwood, partner showed his aces: stop at five with two missing, bid
    the small slam with one missing, ask for kings (5NT) with all of them and values to
    spare. An ace reply is artificial: it is passed only when it is five of our trumps."""
    assert isinstance(reply.call, Bid)
    shown = {C: 0, D: 1, H: 2, S: 3}[reply.call.strain.suit or C]
    p = st.box(st.partner)
    pmin, pmax = p.val
    pslam = (pmin + min(pmax, pmin + 8)) // 2
    out: list[Rule] = []
    for trump, lens in _candidates(st, p):
        out.extend(_place_after_aces(reply.call, shown, trump, lens, pslam))
    # No suit fits: with at most one ace missing the slam is played in no-trump (a 2♣
    # opener asks on his points alone, strong_2c_drive), not in a suit of three cards.
    out.extend(_no_trump_slam_after_aces(shown))
    # Still nothing: the best guess at a trump suit, never a pass of 5♣.
    for trump, _ in trumps(st, p):
        for r in _place_after_aces(reply.call, shown, trump, ANY, pslam):
            out.append(replace(r, last_resort=True))
    out.extend(beyond_room(st, out))
    out.append(catch_all_pass())
    return out


#: A check no hand meets: the rule only gives a call its reading.
NO_HAND = Check("", "", lambda f: False)


def beyond_room(st: State, rules: list[Rule]) -> list[Rule]:
    """Readings for the calls of ``rules`` that my shown range leaves out. A reply or an
    ask counts what it shows in HCP (two aces, 8); when my calls showed fewer (a
    pre-emptive raise's 0-6, Stayman's 2-8 and then 4NT), the deck's room drops its rule
    and the call would read as natural: partner would pass a 5NT king ask or take a
    Blackwood reply for a suit (SAYC booklet: 4NT asks for aces, 5NT for kings). A rule
    that no hand takes keeps each such call's meaning."""
    room = call_room(st)
    kept = {r.call for r in rules if r.cond.hcp[0] <= room}
    out: list[Rule] = []
    for r in rules:
        if r.cond.hcp[0] > room and r.call not in kept:
            c = replace(r.cond, hcp=(0, MAX_HCP), pts=None, checks=(*r.cond.checks, NO_HAND))
            out.append(replace(r, cond=c, last_resort=True))
            kept.add(r.call)
    return out


NO_FIT_SLAM = (
    "малый шлем в бескозырке: фита нет, не хватает не больше одного туза",
    "small slam in no-trump: no fit, one ace missing at most",
)


def _no_trump_slam_after_aces(shown: int) -> list[Rule]:
    """6NT after the ace reply when no suit fits and one ace at most is missing."""
    out: list[Rule] = []
    for mine in range(5):
        theirs = 4 if shown == 0 and mine == 0 else shown
        if 4 - mine - theirs <= 1:
            c = cond((ACE_HCP * mine, MAX_HCP), checks=(_aces_are(mine),))
            out.append(rule(bid(6, NT), c, *NO_FIT_SLAM))
    return out


def _place_after_aces(reply: Bid, shown: int, trump: Suit, lens: Range, pslam: int) -> list[Rule]:
    out: list[Rule] = []
    five, six = bid(5, trump), bid(6, trump)
    for mine in range(5):
        theirs = 4 if shown == 0 and mine == 0 else shown
        missing = 4 - mine - theirs
        c = cond((ACE_HCP * mine, MAX_HCP), lens={trump: lens}, checks=(_aces_are(mine),))
        if missing >= 2:
            if five > reply:
                out.append(
                    rule(
                        five,
                        c,
                        "не хватает двух тузов: остановка на уровне 5",
                        "two aces missing: stop at the five level",
                        Tag.SIGNOFF,
                    )
                )
            elif trump is reply.strain.suit:
                out.append(
                    rule(
                        PASS,
                        c,
                        "не хватает двух тузов: играть в козырной масти",
                        "two aces missing: play in our trump suit",
                        Tag.PASS,
                    )
                )
            else:
                out.append(
                    rule(
                        six,
                        c,
                        "малый шлем: остановиться ниже уже нельзя",
                        "small slam: no lower contract is left",
                    )
                )
        elif missing == 1:
            out.append(
                rule(six, c, "малый шлем: не хватает одного туза", "small slam: one ace missing")
            )
        else:
            grand = cond(
                (ACE_HCP * mine, MAX_HCP),
                pts=(KING_ASK_PTS - pslam, MAX_HCP),
                trump=trump,
                lens={trump: lens},
                checks=(_aces_are(mine),),
            )
            out.append(rule(bid(5, NT), grand, *ALL_ACES_KINGS, Tag.KING_ASK, Force.ONE_ROUND))
            out.append(
                rule(six, c, "малый шлем: все тузы у нас", "small slam: we hold all the aces")
            )
    return out


def king_replies() -> list[Rule]:
    """Partner asked for kings with 5NT (all the aces are ours): 6♣ 0 or 4, 6♦ 1, 6♥ 2, 6♠ 3."""
    nouns = {
        C: ("0 или 4 короля", "0 or 4 kings"),
        D: ("1 король", "1 king"),
        H: ("2 короля", "2 kings"),
        S: ("3 короля", "3 kings"),
    }
    label = ("ответ на вопрос о королях", "reply to the king ask")
    return step_replies(6, nouns, kings, label, Tag.KING_REPLY, KING_HCP)


GRAND_ALL_KINGS = (
    "большой шлем: все тузы и короли у нас",
    "grand slam: we hold all the aces and kings",
)
SMALL_KING_MISSING = ("малый шлем: не хватает короля", "small slam: a king is missing")


def after_kings(st: State, reply: Seen) -> list[Rule]:
    """I asked for kings with all the aces held: the grand slam with every king, else the
    small slam (6NT when the reply went past six of our suit)."""
    assert isinstance(reply.call, Bid)
    shown = {C: 0, D: 1, H: 2, S: 3}[reply.call.strain.suit or C]
    p = st.box(st.partner)
    out: list[Rule] = []
    for trump, lens in _candidates(st, p):
        for mine in range(5):
            total = mine + shown
            c = cond((KING_HCP * mine, MAX_HCP), lens={trump: lens}, checks=(_kings_are(mine),))
            if total >= 4:
                out.append(rule(bid(7, trump), c, *GRAND_ALL_KINGS))
            six = bid(6, trump)
            small = six if six > reply.call else bid(6, NT)
            out.append(rule(small, c, *SMALL_KING_MISSING))
    out.append(rule(bid(6, NT), Condition(), "малый шлем", "small slam"))
    out.append(catch_all_pass())
    return out


def _kings_are(n: int) -> Check:
    return Check("", "", lambda f: kings(f) == n)


def kings(f: Features) -> int:
    """Number of kings."""
    return sum(1 for rs in f.ranks if Rank.KING in rs)


#: Gerber's replies to 4♣ (SAYC): 4♦ 0 or 4 aces, 4♥ 1, 4♠ 2, 4NT 3.
GERBER_STEPS: dict[Strain, tuple[int, ...]] = {
    Strain.DIAMONDS: (0, 4),
    Strain.HEARTS: (1,),
    Strain.SPADES: (2,),
    NT: (3,),
}


def _gerber_nouns(
    one_ru: str, few_ru: str, one_en: str, many_en: str
) -> dict[Strain, tuple[str, str]]:
    """What each Gerber step says, for aces or kings."""
    return {
        Strain.DIAMONDS: (f"0 или 4 {few_ru}", f"0 or 4 {many_en}"),
        Strain.HEARTS: (f"1 {one_ru}", f"1 {one_en}"),
        Strain.SPADES: (f"2 {few_ru}", f"2 {many_en}"),
        NT: (f"3 {few_ru}", f"3 {many_en}"),
    }


GERBER_NOUNS = _gerber_nouns("туз", "туза", "ace", "aces")
GERBER_REPLY = ("ответ на Гербер", "Gerber reply")
GERBER_KING_NOUNS = _gerber_nouns("король", "короля", "king", "kings")
GERBER_KING_REPLY = ("ответ на вопрос о королях (Гербер)", "reply to Gerber's king ask")
GERBER_KINGS = (
    "Гербер: сколько королей? (все тузы у нас)",
    "Gerber: how many kings? (we hold all the aces)",
)


def gerber_replies() -> list[Rule]:
    """Partner asked for aces with Gerber 4♣ over my no-trump: 4♦ 0 or 4, 4♥ 1, 4♠ 2, 4NT 3."""
    return _steps(4, GERBER_STEPS, GERBER_NOUNS, _aces, GERBER_REPLY, Tag.GERBER_REPLY, ACE_HCP)


def gerber_king_replies() -> list[Rule]:
    """Partner asked for kings with 5♣ after my Gerber reply (SAYC booklet: Gerber, 5♣
    asks for kings): the same steps one level up, 5♦ 0 or 4, 5♥ 1, 5♠ 2, 5NT 3."""
    return _steps(
        5, GERBER_STEPS, GERBER_KING_NOUNS, kings, GERBER_KING_REPLY, Tag.GERBER_REPLY, KING_HCP
    )


def _gerber_count(reply: Bid, mine: int) -> int:
    """What partner's Gerber step ``reply`` shows, aces or kings, given ``mine``: the
    first step is 0 or 4, four when I hold none."""
    shown = GERBER_STEPS[reply.strain][0]
    return 4 if shown == 0 and mine == 0 else shown


def after_gerber(st: State, reply: Seen) -> list[Rule]:
    """I asked with Gerber holding a long major; partner showed his aces: with two missing
    stop at five of it, with one missing bid the small slam in it, with none ask for kings
    (5♣) when a grand is within reach. A hand without the long major (a person's Gerber)
    signs off in 4NT or bids 6NT."""
    assert isinstance(reply.call, Bid)
    floor = st.box(st.partner).hcp[0]
    out: list[Rule] = []
    for suit in (S, H):
        for mine in range(5):
            missing = 4 - mine - _gerber_count(reply.call, mine)
            c = cond(
                lens={suit: (6, 13)}, checks=(_aces_are(mine), longer_than(suit, _other(suit)))
            )
            if missing >= 2:
                out.append(_gerber_signoff(reply.call, suit, c))
                continue
            if missing == 0:
                ask = cond(
                    pts=(KING_ASK_PTS - floor, MAX_HCP),
                    trump=suit,
                    lens={suit: (6, 13)},
                    checks=(_aces_are(mine), longer_than(suit, _other(suit))),
                )
                out.append(rule(bid(5, C), ask, *GERBER_KINGS, Tag.GERBER, Force.ONE_ROUND))
            out.append(rule(bid(6, suit), c, *SLAM_ONE_ACE_AT_MOST))
    for mine in range(5):
        c = cond(checks=(_aces_are(mine),))
        missing = 4 - mine - _gerber_count(reply.call, mine)
        if missing >= 2 and reply.call < bid(4, NT):
            out.append(rule(bid(4, NT), c, *TWO_ACES_MISSING_NT, Tag.SIGNOFF))
        else:
            if missing == 0:
                # Every ace ours and a grand within reach on HCP: 5♣ asks for kings before
                # the no-trump slam too (SAYC booklet: Gerber, 5♣ asks for kings).
                ask = cond((KING_ASK_PTS - floor, MAX_HCP), checks=(_aces_are(mine),))
                out.append(rule(bid(5, C), ask, *GERBER_KINGS, Tag.GERBER, Force.ONE_ROUND))
            out.append(rule(bid(6, NT), c, *SLAM_ONE_ACE_AT_MOST))
    out.append(catch_all_pass())
    return out


def _gerber_signoff(reply: Bid, suit: Suit, c: Condition) -> Rule:
    """Two aces missing: the major at the cheapest level above the Gerber reply, a pass
    when the reply is four of it (SAYC booklet, Gerber: any bid but 5♣ by the asker is to
    play, so 4♠ over 4♥ stops a level lower than 5♠)."""
    if reply.strain is Strain.of(suit):
        return rule(PASS, c, *TWO_ACES_MISSING_PASS, Tag.PASS)
    level = reply.level if Strain.of(suit).order > reply.strain.order else reply.level + 1
    return rule(bid(level, suit), c, *TWO_ACES_MISSING_LOW, Tag.SIGNOFF)


def after_gerber_kings(reply: Seen) -> list[Rule]:
    """I asked for kings with Gerber's 5♣ holding every ace and a long major; partner
    showed his kings: the grand slam in the major with all of them, else the small slam
    (7NT or 6NT for a hand without the long major)."""
    assert isinstance(reply.call, Bid)
    out: list[Rule] = []
    for major in (S, H):
        long_major = cond(lens={major: (6, 13)}, checks=(longer_than(major, _other(major)),))
        out.extend(_slam_by_kings(reply.call, major, long_major))
    out.extend(_slam_by_kings(reply.call, NT, Condition()))
    out.append(catch_all_pass())
    return out


def _slam_by_kings(reply: Bid, strain: Strain | Suit, shape: Condition) -> list[Rule]:
    """Seven of ``strain`` with every king together (partner's Gerber step ``reply`` and
    mine), else six, for hands of ``shape``."""
    out: list[Rule] = []
    for mine in range(5):
        all_kings = mine + _gerber_count(reply, mine) >= 4
        c = replace(shape, checks=(*shape.checks, _kings_are(mine)))
        slam = bid(7 if all_kings else 6, strain)
        out.append(rule(slam, c, *(GRAND_ALL_KINGS if all_kings else SMALL_KING_MISSING)))
    return out


TWO_ACES_MISSING_LOW = (
    "не хватает двух тузов: играть в мажоре",
    "two aces missing: to play in the major",
)
TWO_ACES_MISSING_PASS = (
    "не хватает двух тузов: ответ партнёра в моём мажоре, играть",
    "two aces missing: partner's reply is my major, to play",
)
TWO_ACES_MISSING_NT = ("не хватает двух тузов: играть 4БК", "two aces missing: to play in 4NT")
SLAM_ONE_ACE_AT_MOST = (
    "малый шлем: не хватает не больше одного туза",
    "small slam: at most one ace missing",
)
PLACED = ("партнёр выбрал контракт", "partner has placed the contract")


def _other(major: Suit) -> Suit:
    return H if major is S else S


def after_gerber_placed() -> list[Rule]:
    """I answered Gerber and partner, who asked, placed the contract: I pass."""
    return after_asker_placed()


def after_asker_placed() -> list[Rule]:
    """I answered an ace or king ask and partner, who asked, bid again: he knows what I
    hold, so his bid places the contract, a five-level sign-off as much as a slam (SAYC
    booklet: the Blackwood bidder decides; Root: the asker is the captain). I pass."""
    return [rule(PASS, Condition(), *PLACED, Tag.PASS)]
