"""The bots' bidding system as data: for each situation, the rules in order of priority.

A basic natural system after Standard American Yellow Card (SAYC): five-card majors, better
minor, 1NT 15–17, 2NT 20–21, strong 2♣, weak twos, pre-empts, Stayman, Blackwood, simple and
weak jump overcalls, 1NT overcall, takeout and penalty doubles. Each situation function
returns the rules the seat to call may use; the first whose condition holds and whose call is
legal is chosen. Every situation ends with a rule that any hand meets, so a call is always
found. The same rules are read back (:func:`analyse`): a call shows the hull of the ranges of
every rule that makes it there, each narrowed to the hands that get past the rules before it
(:func:`reached`), so the reading holds for any hand that made it. A situation's
final catch-all pass is left out of that reading only where the rules before it are meant to
cover every hand (low in the auction); the property tests check that they do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache

from biritch.bots.bidding.core import (
    FREE,
    MAX_HCP,
    Box,
    Condition,
    Force,
    Rule,
    Seen,
    State,
    Tag,
)
from biritch.bots.bidding.stakes import RUBBER, Stakes
from biritch.bots.bidding.system.common import GAME, GAME_PS, NT, C, bid, catch_all_pass, rule
from biritch.bots.bidding.system.competition.advances import advances
from biritch.bots.bidding.system.competition.overcalls import overcalls
from biritch.bots.bidding.system.competition.responses import competitive_responses
from biritch.bots.bidding.system.competition.situations import (
    competitive_situation,
    contested_later_round,
    negative_doubler_again,
)
from biritch.bots.bidding.system.deck import beyond_the_deck, call_room, deck_room, within_deck
from biritch.bots.bidding.system.later_rounds import judged_past, judgment
from biritch.bots.bidding.system.notrump import (
    nt_responses,
    opener_after_major_force,
    opener_after_nt_invite,
    opener_after_signoff,
    opener_after_stayman,
    over_their_overcall_of_1nt,
    stayman_continuations,
    stayman_replies,
)
from biritch.bots.bidding.system.opener_third_round import opener_third_round
from biritch.bots.bidding.system.openings import openings
from biritch.bots.bidding.system.preempts import (
    after_new_suit,
    after_partners_redouble,
    after_preempt_placed,
    feature_replies,
    preempt_responses,
    preempt_responses_in_competition,
    redoubler_after_their_escape,
    responder_after_weak_two_answer,
)
from biritch.bots.bidding.system.rebids import (
    after_two_over_one,
    opener_after_jacoby,
    opener_after_jump_shift,
    opener_after_raise,
    opener_rebids,
)
from biritch.bots.bidding.system.responder_rebids import responder_rebids
from biritch.bots.bidding.system.responses import responses_to_one
from biritch.bots.bidding.system.slam import (
    ace_replies,
    after_aces,
    after_asker_placed,
    after_gerber,
    after_gerber_kings,
    after_gerber_placed,
    after_kings,
    beyond_room,
    gerber_king_replies,
    gerber_replies,
    king_replies,
)
from biritch.bots.bidding.system.slam_zone import (
    after_quantitative,
    responder_after_nt_cue,
    slam_zone,
)
from biritch.bots.bidding.system.two_clubs import (
    after_bust_answer,
    after_positive_response,
    after_positive_then_suit,
    after_second_negative,
    after_second_suit,
    after_suit_again,
    after_three_nt_rebid,
    after_two_nt_rebid,
    answer_slam_try,
    ask_after_cues,
    cue_or_game,
    opener_after_answer,
    positive_over_overcall,
    rebid_over_overcall,
    slam_try_cues,
    two_club_rebids,
    two_club_responses,
    two_club_second_call,
)
from biritch.bots.evaluate import Features
from biritch.engine import (
    PASS,
    SUITS,
    Auction,
    Bid,
    Call,
    Double,
    Pass,
    Redouble,
    Seat,
    Side,
    Suit,
)

# --- which situation are we in? ------------------------------------------------------------
#
# A situation is recognised by its auction pattern: the table below is tried in order and
# the first entry whose matcher holds gives the rules. A family of situations (say,
# responder's first call) ends with its own fallback entry, so the entries after it never
# see that family's auctions.


@dataclass(frozen=True, slots=True)
class Situation:
    """A named auction pattern and the rules the seat to call uses there."""

    name: str
    matches: Callable[[State], bool]
    rules: Callable[[State], list[Rule]]

    @classmethod
    def found_by(
        cls,
        name: str,
        find: Callable[[State], list[Rule] | None],
        then: Callable[[State, list[Rule]], list[Rule]] | None = None,
    ) -> Situation:
        """A situation recognised by the very function that builds its rules: it is this
        one when ``find`` finds rules there (``then``'s rules follow them; ``then`` is
        given the rules found, so it need not build them again)."""

        def matches(st: State) -> bool:
            return find(st) is not None

        def rules(st: State) -> list[Rule]:
            found = find(st)
            assert found is not None
            return found + (then(st, found) if then is not None else [])

        return cls(name, matches, rules)


def _opening_bid(st: State) -> Bid:
    op = st.opening
    assert op is not None and isinstance(op.call, Bid)
    return op.call


def _opp_acted(st: State) -> bool:
    """Whether an opponent has bid or doubled."""
    return any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history)


def _nobody_opened(st: State) -> bool:
    return st.opening is None


def _partner_asked_aces(st: State) -> bool:
    mine, his = st.acted(st.me), st.acted(st.partner)
    return bool(
        his
        and his[-1].rule.tag is Tag.BLACKWOOD
        and (
            not mine
            or mine[-1].rule.tag is not Tag.ACE_REPLY
            or _index(st, mine[-1]) < _index(st, his[-1])
        )
    )


def _aces_shown_to_me(st: State) -> bool:
    mine, his = st.acted(st.me), st.acted(st.partner)
    return bool(
        mine
        and mine[-1].rule.tag is Tag.BLACKWOOD
        and his
        and his[-1].rule.tag is Tag.ACE_REPLY
        and _index(st, his[-1]) > _index(st, mine[-1])
    )


def _after_aces(st: State) -> list[Rule]:
    return after_aces(st, st.acted(st.partner)[-1])


def _asker_placed(st: State) -> bool:
    """I answered partner's Blackwood (aces or kings) and partner, who asked, bid since:
    the last bid is his (the king ask is answered before this)."""
    mine, his = st.acted(st.me), st.acted(st.partner)
    return bool(
        mine
        and mine[-1].rule.tag in (Tag.ACE_REPLY, Tag.KING_REPLY)
        and his
        and isinstance(his[-1].call, Bid)
        and _index(st, his[-1]) > _index(st, mine[-1])
        and st.last_bidder is st.partner
    )


def _partner_invited_quantitatively(st: State) -> bool:
    """Partner's quantitative 4NT over my no-trump is the last call but for RHO's pass."""
    his = st.acted(st.partner)
    return (
        bool(his)
        and his[-1].rule.tag is Tag.QUANTITATIVE
        and not _called_since(st, st.me, his[-1])
        and _rho_passed(st)
    )


def _after_placement(st: State) -> list[Rule]:
    return after_asker_placed()


def _ace_replies(st: State) -> list[Rule]:
    rules = ace_replies()
    return rules + beyond_room(st, rules)


def _partner_asked_stayman_over_my_nt(st: State) -> bool:
    """Partner bid Stayman over my no-trump (an overcall too), nobody bid since."""
    mine, his = st.acted(st.me), st.acted(st.partner)
    return bool(
        his
        and his[-1].rule.tag is Tag.STAYMAN
        and mine
        and isinstance(his[-1].call, Bid)
        and mine[-1].call == Bid(his[-1].call.level - 1, NT)
        and not _acted_after(st, his[-1])
    )


def _stayman_reply_over_my_nt(st: State) -> list[Rule]:
    ask = st.acted(st.partner)[-1].call
    assert isinstance(ask, Bid)
    return stayman_replies(ask.level)


def _we_opened(st: State) -> bool:
    op = st.opening
    return op is not None and op.seat.side is st.me.side


def _responder_first_call(st: State) -> bool:
    op = st.opening
    return (
        _we_opened(st)
        and op is not None
        and op.seat is st.partner
        and not st.acted(st.me)
        and len(st.acted(st.partner)) == 1
    )


def _responder_after_an_overcall(st: State) -> bool:
    """Partner opened one of a suit and only my right-hand opponent has acted."""
    if not (_responder_first_call(st) and _opp_acted(st)):
        return False
    opening = _opening_bid(st)
    rho = st.last_of(st.me.rho)
    return (
        opening.level == 1
        and opening.strain.suit is not None
        and rho is not None
        and rho.rule.tag is not Tag.PASS
        and _only_rho_acted(st)
    )


def _competitive_responses(st: State) -> list[Rule]:
    suit = _opening_bid(st).strain.suit
    assert suit is not None
    return competitive_responses(st, suit)


def _responder_over_their_overcall_of_1nt(st: State) -> bool:
    """Partner opened 1NT and my right-hand opponent overcalled a suit at the two level,
    neither side with a part-score (with one, the judgment weighs the game it makes)."""
    if not (_responder_first_call(st) and _opp_acted(st) and _only_rho_acted(st)):
        return False
    if st.partscore(st.me.side) or st.partscore(st.me.side.other):
        return False
    op, rho = st.opening, st.last_of(st.me.rho)
    return (
        op is not None
        and op.call == bid(1, NT)
        and op.rule.tag is Tag.NATURAL
        and rho is not None
        and isinstance(rho.call, Bid)
        and rho.call.level == 2
        and rho.call.strain.suit is not None
    )


def _over_their_overcall_of_1nt(st: State) -> list[Rule]:
    op, rho = st.opening, st.last_of(st.me.rho)
    assert op is not None and rho is not None and isinstance(rho.call, Bid)
    suit = rho.call.strain.suit
    assert suit is not None
    return over_their_overcall_of_1nt(st, suit, op.shown.hcp[0])


def _responder_in_competition(st: State) -> bool:
    return _responder_first_call(st) and _opp_acted(st)


def _strong_2c_doubled(st: State) -> bool:
    """Partner opened the strong 2♣ and only my right-hand opponent acted, with a double."""
    op, rho = st.opening, st.last_of(st.me.rho)
    return (
        op is not None
        and op.rule.tag is Tag.STRONG_2C
        and rho is not None
        and isinstance(rho.call, Double)
        and _only_rho_acted(st)
    )


def _responder_to_strong_2c(st: State) -> bool:
    """Partner opened the strong 2♣ and they passed or doubled it: a double takes no room,
    so the responses keep their meaning (systems on, the usual agreement; the SAYC booklet
    is silent)."""
    op = st.opening
    if not (_responder_first_call(st) and op is not None and op.rule.tag is Tag.STRONG_2C):
        return False
    return not _opp_acted(st) or _strong_2c_doubled(st)


def _two_club_responses(st: State) -> list[Rule]:
    return two_club_responses()


def _responder_to_one_of_a_suit(st: State) -> bool:
    if not _responder_first_call(st):
        return False
    opening = _opening_bid(st)
    return opening.level == 1 and opening.strain.suit is not None


def _responses_to_one(st: State) -> list[Rule]:
    suit = _opening_bid(st).strain.suit
    assert suit is not None
    return responses_to_one(st, suit)


def _responder_to_nt(st: State) -> bool:
    if not _responder_first_call(st):
        return False
    opening = _opening_bid(st)
    return opening.strain is NT and opening.level in (1, 2)


def _nt_responses(st: State) -> list[Rule]:
    level = _opening_bid(st).level
    lo, hi = (15, 17) if level == 1 else (20, 21)
    return nt_responses(st, level, lo, hi)


def _responder_to_preempt(st: State) -> bool:
    if not _responder_first_call(st):
        return False
    opening = _opening_bid(st)
    return opening.strain.suit is not None and opening.level >= 2


def _preempt_responses(st: State) -> list[Rule]:
    return preempt_responses(st, _opening_bid(st))


def _responder_to_preempt_in_competition(st: State) -> bool:
    """Partner opened a weak two or a pre-empt and only my right-hand opponent acted."""
    if not (_responder_first_call(st) and _opp_acted(st) and _only_rho_acted(st)):
        return False
    op = st.opening
    return (
        op is not None
        and op.rule.tag is not Tag.STRONG_2C
        and isinstance(op.call, Bid)
        and op.call.level >= 2
        and op.call.strain.suit is not None
    )


def _preempt_responses_in_competition(st: State) -> list[Rule]:
    rho = st.last_of(st.me.rho)
    assert rho is not None
    return preempt_responses_in_competition(st, _opening_bid(st), rho.call)


def _opener_rebid(st: State) -> bool:
    """Uncontested: I opened, partner answered once, this is my second call."""
    op = st.opening
    return (
        _we_opened(st)
        and not _opp_acted(st)
        and op is not None
        and op.seat is st.me
        and len(st.acted(st.me)) == 1
        and len(st.acted(st.partner)) == 1
    )


def _opener_rebid_over_earlier_interference(st: State) -> bool:
    """I opened, my left-hand opponent acted over it, partner answered once and nobody bid
    since: the answer keeps its meaning (ACBL SAYC notes: over interference 2NT still asks
    a weak two for a feature)."""
    op = st.opening
    if op is None or op.seat is not st.me or not _opp_acted(st):
        return False
    if len(st.acted(st.me)) != 1 or len(st.acted(st.partner)) != 1:
        return False
    answer = st.acted(st.partner)[0]
    at = next(k for k, s in enumerate(st.history) if s is answer)
    return all(s.rule.tag is Tag.PASS for s in st.history[at + 1 :])


def _answer(st: State) -> Seen:
    return st.acted(st.partner)[0]


def _opener_after_stayman(st: State) -> bool:
    return (
        _opener_rebid(st) and _answer(st).rule.tag is Tag.STAYMAN and _opening_bid(st).strain is NT
    )


def _stayman_replies(st: State) -> list[Rule]:
    return stayman_replies(_opening_bid(st).level + 1)


def _opener_after_2c_waiting(st: State) -> bool:
    op = st.opening
    return (
        _opener_rebid(st)
        and op is not None
        and op.rule.tag is Tag.STRONG_2C
        and _answer(st).rule.tag is Tag.WAITING
    )


def _two_club_rebids(st: State) -> list[Rule]:
    return two_club_rebids()


def _opener_after_2c_positive(st: State) -> list[Rule] | None:
    """2♣ then partner's positive response in a suit: the opener's rebid (two_clubs.py)."""
    op = st.opening
    if not _opener_rebid(st) or op is None or op.rule.tag is not Tag.STRONG_2C:
        return None
    answer = _answer(st)
    y = answer.rule.suit
    if y is None and answer.call != bid(2, NT):
        return None
    return after_positive_response(st, y)


def _natural_answer_to_one(st: State) -> Bid | None:
    """Partner's natural bid over my one of a suit (None if it was something else)."""
    opening, answer = _opening_bid(st), _answer(st)
    if (
        opening.level == 1
        and opening.strain.suit is not None
        and isinstance(answer.call, Bid)
        and answer.rule.tag is Tag.NATURAL
    ):
        return answer.call
    return None


def _opener_after_one_level_response(st: State) -> bool:
    if not _opener_rebid(st):
        return False
    r = _natural_answer_to_one(st)
    return r is not None and r.level == 1


def _opener_rebids(st: State) -> list[Rule]:
    suit, r = _opening_bid(st).strain.suit, _answer(st).call
    assert suit is not None and isinstance(r, Bid)
    return opener_rebids(st, suit, r)


def _opener_after_two_over_one(st: State) -> bool:
    if not _opener_rebid(st):
        return False
    r, x = _natural_answer_to_one(st), _opening_bid(st).strain.suit
    if r is None or x is None:
        return False
    y = r.strain.suit
    return r.level == 2 and y is not None and y.order < x.order


def _after_two_over_one(st: State) -> list[Rule]:
    x, r = _opening_bid(st).strain.suit, _answer(st).call
    assert x is not None and isinstance(r, Bid) and r.strain.suit is not None
    return after_two_over_one(st, x, r.strain.suit)


def _responder_after_2c_2nt(st: State) -> bool:
    """2♣–2♦–2NT: partner's 22–24 balanced, responder's second call."""
    return _responder_after_2c_nt(st, 2)


def _responder_after_2c_3nt(st: State) -> bool:
    """2♣–2♦–3NT: partner's 25–27 balanced, responder's second call."""
    return _responder_after_2c_nt(st, 3)


def _responder_after_2c_nt(st: State, level: int) -> bool:
    """2♣–2♦ and the opener's no-trump rebid at ``level``: responder's second call."""
    op = st.opening
    mine, his = st.acted(st.me), st.acted(st.partner)
    return (
        _we_opened(st)
        and not _opp_acted(st)
        and op is not None
        and op.seat is st.partner
        and op.rule.tag is Tag.STRONG_2C
        and len(mine) == 1
        and len(his) == 2
        and mine[0].rule.tag is Tag.WAITING
        and his[1].call == bid(level, NT)
    )


def _partner_doubled_for_takeout(st: State) -> bool:
    """Partner (on our side's opening) doubled for takeout, I have not called since and my
    right-hand opponent passed."""
    his = st.acted(st.partner)
    return (
        _we_opened(st)
        and bool(his)
        and his[-1].rule.tag is Tag.TAKEOUT
        and not _called_since(st, st.me, his[-1])
        and _rho_passed(st)
    )


def _advance_last_action(st: State) -> list[Rule]:
    return advances(st, st.acted(st.partner)[-1])


def _they_opened_we_are_silent(st: State) -> bool:
    return not _we_opened(st) and not st.acted(st.me) and not st.acted(st.partner)


def _partner_acted_over_their_opening(st: State) -> bool:
    """They opened; partner has made one call (an overcall or a double), I have not yet
    called since."""
    his = st.acted(st.partner)
    return (
        not _we_opened(st)
        and not st.acted(st.me)
        and len(his) == 1
        and not _called_since(st, st.me, his[0])
    )


def _partner_doubled_their_bid(st: State) -> bool:
    his = st.acted(st.partner)
    return (
        not _we_opened(st)
        and bool(his)
        and his[-1].rule.tag is Tag.TAKEOUT
        and not _called_since(st, st.me, his[-1])
    )


def _advance_first_action(st: State) -> list[Rule]:
    return advances(st, st.acted(st.partner)[0])


def _opener_after_jump_shift(st: State) -> list[Rule] | None:
    """Partner jumped in a new suit over my one of a suit (the strong jump shift)."""
    if not _opener_rebid(st):
        return None
    r, x = _natural_answer_to_one(st), _opening_bid(st).strain.suit
    if r is None or x is None or r.strain.suit in (None, x):
        return None
    y = r.strain.suit
    assert y is not None
    if r.level != (1 if y.order > x.order else 2) + 1:
        return None
    return opener_after_jump_shift(st, x, y)


def _opener_after_a_raise(st: State) -> bool:
    """Partner raised my one of a suit, uncontested, below game."""
    if not _opener_rebid(st):
        return False
    r = _natural_answer_to_one(st)
    opening = _opening_bid(st)
    return r is not None and r.strain is opening.strain and r.level < st.game_level(r.strain)


def _opener_after_raise(st: State) -> list[Rule]:
    suit, r = _opening_bid(st).strain.suit, _answer(st).call
    assert suit is not None and isinstance(r, Bid)
    return opener_after_raise(st, suit, r)


def _tabled_later_round(st: State) -> list[Rule]:
    """Responder's second call or opener's third, where a table covers the auction
    (each returns nothing outside its own auction shapes)."""
    return responder_rebids(st) or opener_third_round(st)


def _tabled_later_round_applies(st: State) -> bool:
    return bool(_tabled_later_round(st))


def _judged_past(st: State, table: list[Rule]) -> list[Rule]:
    """Judgment for what ``table`` leaves open. A bid below game that the table makes keeps
    the table's meaning: judgment does not make it too with other hands (a 2NT the table
    makes with 10-12 would otherwise read 6-12, and partner could not accept it)."""
    owned: set[Call] = {
        r.call for r in table if isinstance(r.call, Bid) and _below_game(st, r.call)
    }
    return judged_past(st, owned)


def _tabled_then_judged(st: State) -> list[Rule]:
    table = _tabled_later_round(st)
    return table + _judged_past(st, table)


def _below_game(st: State, b: Bid) -> bool:
    return b.level < st.game_level(b.strain)


def _two_club_situation(
    st: State, op: Seen, mine: list[Seen], his: list[Seen]
) -> list[Rule] | None:
    """2♣–2♦–(a suit): responder's second call; 2♣–2♦–(a suit)–second negative: the
    opener's next call."""
    if op.rule.tag is not Tag.STRONG_2C:
        return None
    if op.seat is st.partner and len(mine) == 1 and len(his) == 2:
        x = his[1].rule.suit
        if mine[0].rule.tag is Tag.WAITING and x is not None:
            return two_club_second_call(st, x)
        # A positive response, then the opener's own suit: responder's second call.
        y = mine[0].rule.suit
        if mine[0].rule.tag is Tag.NATURAL and x is not None and x is not y:
            return after_positive_then_suit(st, y, x)
        # ... or his raise of my positive suit: trumps are set.
        if mine[0].rule.tag is Tag.NATURAL and x is not None and x is y:
            return cue_or_game(st, x)
    if op.seat is st.me and len(mine) == 2 and len(his) == 2:
        x = mine[1].rule.suit
        if his[0].rule.tag is Tag.WAITING and his[1].rule.tag is Tag.SECOND_NEGATIVE and x:
            return after_second_negative(st, x)
        y, answer = his[1].rule.suit, his[1].call
        values = his[0].rule.tag is Tag.WAITING and his[1].rule.force is Force.GAME
        if values and x and y is not x and isinstance(answer, Bid) and answer < bid(3, NT):
            # ... partner's values without a fit, below game: his suit or 2NT (two_clubs.py).
            table = opener_after_answer(st, x, y)
            return table + _judged_past(st, table)
        if his[0].rule.tag is Tag.WAITING and x and y is x:
            # ... partner raised my suit: a slam try by cue-bid first (two_clubs.py).
            table = slam_try_cues(st, x)
            return table + _judged_past(st, table)
    cues = [s for s in (*mine, *his) if s.rule.tag is Tag.CUEBID]
    if op.seat is st.me and len(mine) == 3 and len(his) == 3 and len(cues) == 2:
        # ... my slam try by cue-bid and his cue-bid back (two_clubs.py).
        return ask_after_cues(st)
    if op.seat is st.me and len(mine) == 3 and len(his) == 3:
        # ... second negative, my second suit, and the bust's raise or preference.
        negative = his[1].rule.tag is Tag.SECOND_NEGATIVE
        t = his[2].rule.suit
        if negative and t is not None and t in (mine[1].rule.suit, mine[2].rule.suit):
            return after_bust_answer(st, t)
    if op.seat is st.partner and len(mine) == 2 and len(his) == 3:
        # ... second negative, then the opener's new suit: responder's third call.
        x, z = his[1].rule.suit, his[2].rule.suit
        negative = mine[1].rule.tag is Tag.SECOND_NEGATIVE
        if negative and x is not None and z is not None and z is not x:
            return after_second_suit(st, x, z)
        raised = mine[0].rule.tag is Tag.WAITING and mine[1].rule.suit is x
        if raised and x is not None and his[2].rule.tag is Tag.CUEBID:
            # ... I raised his suit and he tried for slam with a cue-bid (two_clubs.py).
            return answer_slam_try(st, x)
        values = mine[0].rule.tag is Tag.WAITING and mine[1].rule.force is Force.GAME
        again = his[2].call
        low = isinstance(again, Bid) and again < bid(3, NT)
        if values and low and x is not None and z is x and mine[1].rule.suit is not x:
            # ... my values without a fit, and he rebid his suit below 3NT (two_clubs.py).
            return after_suit_again(st, x)
    return None


def _weak_two_rebid(st: State, op: Seen, answer: Seen) -> list[Rule] | None:
    """I opened a weak two (or three of a suit), partner asked with 2NT or bid a new suit
    (both forcing)."""
    opening = op.call
    assert isinstance(opening, Bid)
    x = opening.strain.suit
    if opening.level not in (2, 3) or x is None or op.rule.tag is Tag.STRONG_2C:
        return None
    if answer.rule.tag is Tag.FEATURE_ASK:
        return feature_replies(st, x)
    if answer.call == bid(3, NT):
        return after_preempt_placed(st)
    z = answer.rule.suit
    if z is not None and z is not x and answer.rule.force is Force.ONE_ROUND:
        return after_new_suit(st, x, z)
    return None


def _stayman_situation(st: State) -> list[Rule] | None:
    """After no-trump (opened or overcalled), Stayman and its reply, with the opponents
    silent since the no-trump: responder's second call, or the no-trump bidder's third."""
    ours = [s for s in st.history if s.seat.side is st.me.side and s.rule.tag is not Tag.PASS]
    for i, nt in enumerate(ours[:-2]):
        if not isinstance(nt.call, Bid) or nt.call.strain is not NT or nt.call.level > 2:
            continue
        ask, reply = ours[i + 1], ours[i + 2]
        if ask.rule.tag is not Tag.STAYMAN or ask.seat is nt.seat or reply.seat is not nt.seat:
            continue
        if ask.call != bid(nt.call.level + 1, C) or not isinstance(reply.call, Bid):
            return None
        if reply.call.level != nt.call.level + 1 or _they_bid_over_stayman(st, nt, reply):
            return None
        rest = ours[i + 3 :]
        level, opened = nt.call.level, nt.shown.hcp
        if not rest and st.me is ask.seat:
            return stayman_continuations(st, level, opened[0], opened[1], reply.call)
        if len(rest) == 1 and st.me is nt.seat and isinstance(rest[0].call, Bid):
            return opener_after_stayman(st, level, opened, reply.call, rest[0].call)
        return None
    return None


def _they_bid_over_stayman(st: State, nt: Seen, reply: Seen) -> bool:
    """Whether they acted after our no-trump other than by doubling Stayman's reply: a
    double takes no room, so the continuations keep their meaning (systems on)."""
    i, j = _index(st, nt), _index(st, reply)
    return any(
        s.seat.side is not nt.seat.side
        and s.rule.tag is not Tag.PASS
        and not (isinstance(s.call, Double) and k > j)
        for k, s in enumerate(st.history[i + 1 :], start=i + 1)
    )


def _judged_after(st: State, table: list[Rule]) -> list[Rule]:
    """Judgment after a table that owns none of the calls (judgment's own readings stand)."""
    return judgment(st)


def _they_acted_after(st: State, seen: Seen) -> bool:
    """Whether an opponent of ``seen``'s side bid or doubled after it."""
    i = _index(st, seen)
    side = seen.seat.side
    return any(s.seat.side is not side and s.rule.tag is not Tag.PASS for s in st.history[i + 1 :])


def _king_ask_situation(st: State, mine: list[Seen], his: list[Seen]) -> list[Rule] | None:
    """Partner asked for kings (I answer), or I asked and partner answered (I place)."""
    if (
        his
        and his[-1].rule.tag is Tag.KING_ASK
        and (not mine or _index(st, mine[-1]) < _index(st, his[-1]))
    ):
        rules = king_replies()
        return rules + beyond_room(st, rules)
    if (
        mine
        and mine[-1].rule.tag is Tag.KING_ASK
        and his
        and his[-1].rule.tag is Tag.KING_REPLY
        and _index(st, his[-1]) > _index(st, mine[-1])
    ):
        return after_kings(st, his[-1])
    return None


# bid-misc's situations: the king ask, Stayman's later rounds, the pre-emptor's rebid, strong
# 2♣ continuations, and systems on over partner's 1NT overcall.


def _gerber(st: State) -> list[Rule] | None:
    """Gerber over my no-trump (I answer), my Gerber answered (I place the contract), or
    my answer followed by partner's placement (I pass)."""
    mine, his = st.acted(st.me), st.acted(st.partner)
    if not his:
        return None
    last_his = _index(st, his[-1])
    last_mine = _index(st, mine[-1]) if mine else -1
    kings_asked = his[-1].call == bid(5, C)
    if his[-1].rule.tag is Tag.GERBER and last_mine < last_his:
        return gerber_king_replies() if kings_asked else gerber_replies()
    if mine and mine[-1].rule.tag is Tag.GERBER and his[-1].rule.tag is Tag.GERBER_REPLY:
        if last_his < last_mine:
            return None
        return (
            after_gerber_kings(his[-1]) if mine[-1].call == bid(5, C) else after_gerber(st, his[-1])
        )
    if mine and mine[-1].rule.tag is Tag.GERBER_REPLY and last_his > last_mine:
        return after_gerber_placed()
    return None


def _king_ask(st: State) -> list[Rule] | None:
    return _king_ask_situation(st, st.acted(st.me), st.acted(st.partner))


def _preemptor_rebid(st: State) -> list[Rule] | None:
    if not (_opener_rebid(st) or _opener_rebid_over_earlier_interference(st)):
        return None
    op = st.opening
    assert op is not None
    return _weak_two_rebid(st, op, _answer(st))


def _preemptor_after_placement(st: State) -> list[Rule] | None:
    """I opened a weak two or three of a suit, partner asked with 2NT or bid a new suit, I
    answered, and he then bid a game: he placed the contract knowing my hand (SAYC: the
    responder to a pre-empt is captain), so I pass."""
    op = st.opening
    if op is None or op.seat is not st.me or _opp_acted(st) or op.rule.tag is Tag.STRONG_2C:
        return None
    opening = op.call
    if not isinstance(opening, Bid) or opening.level not in (2, 3) or opening.strain.suit is None:
        return None
    mine, his = st.acted(st.me), st.acted(st.partner)
    if len(mine) != 2 or len(his) != 2:
        return None
    ask, placed = his
    asked = ask.rule.tag is Tag.FEATURE_ASK or ask.rule.force is Force.ONE_ROUND
    call = placed.call
    if not asked or not isinstance(call, Bid) or placed.rule.tag is not Tag.NATURAL:
        return None
    return after_preempt_placed(st) if call.level >= st.game_level(call.strain) else None


def _redoubled_preempt(st: State) -> list[Rule] | None:
    """One of us opened a weak two or a pre-empt, they doubled and the other redoubled: the
    pre-emptor's second call, or the redoubler's once they ran to a suit."""
    op = st.opening
    if op is None or op.seat.side is not st.me.side or op.rule.tag is Tag.STRONG_2C:
        return None
    if not isinstance(op.call, Bid) or op.call.level < 2 or op.call.strain.suit is None:
        return None
    x = op.call.strain.suit
    responder = op.seat.partner
    answer = [s for s in st.history if s.seat is responder]
    if len(answer) != 1 or not isinstance(answer[0].call, Redouble):
        return None
    if op.seat is st.me:
        return after_partners_redouble(st)
    last = st.last_bid
    y = last.strain.suit if last is not None else None
    if st.last_bidder is None or st.last_bidder.side is st.me.side or y is None:
        return None
    return redoubler_after_their_escape(st, x, y)


def _strong_2c_later(st: State) -> list[Rule] | None:
    op = st.opening
    if op is None or not _we_opened(st) or _opp_acted(st):
        return None
    return _two_club_situation(st, op, st.acted(st.me), st.acted(st.partner))


def _advancing_partner_nt_overcall(st: State) -> bool:
    """They opened a suit, partner overcalled 1NT, RHO passed: systems on."""
    his = st.acted(st.partner)
    if _we_opened(st) or st.acted(st.me) or len(his) != 1 or his[0].call != bid(1, NT):
        return False
    return (
        not _called_since(st, st.me, his[0])
        and _rho_passed(st)
        and isinstance(_opening_bid(st).strain.suit, Suit)
    )


def _nt_overcall_responses(st: State) -> list[Rule]:
    # Answer it as a 1NT opening, never naming their suit.
    nt = st.acted(st.partner)[0]
    lo, hi = nt.shown.hcp
    suit = _opening_bid(st).strain.suit
    assert suit is not None
    return nt_responses(st, 1, lo, hi, avoid=suit)


def _any_later_round(st: State) -> bool:
    return True


#: The situations in the order they are recognised; the first whose matcher holds wins.
SITUATIONS: tuple[Situation, ...] = (
    Situation("opening", _nobody_opened, openings),
    Situation("ace reply", _partner_asked_aces, _ace_replies),
    Situation("after the ace reply", _aces_shown_to_me, _after_aces),
    Situation(
        "Stayman over my no-trump", _partner_asked_stayman_over_my_nt, _stayman_reply_over_my_nt
    ),
    Situation.found_by("king ask", _king_ask),
    Situation("the asker placed the contract", _asker_placed, _after_placement),
    Situation.found_by("Gerber", _gerber),
    Situation(
        "answer to the quantitative 4NT", _partner_invited_quantitatively, after_quantitative
    ),
    # Stayman's table owns its calls below game: the invitational 2NT reads 8-9, not the
    # 8-12 judgment's even hands would add (so the opener can accept or decline it).
    Situation.found_by("Stayman's later rounds", _stayman_situation, then=_judged_past),
    # Negative doubles and their answers, cue-bid raises, two-suiters, 1NT doubled,
    # balancing over their fit...: the competition package's own auction shapes.
    Situation.found_by("after our redouble of a doubled pre-empt", _redoubled_preempt),
    Situation.found_by("competitive situations", competitive_situation),
    # The negative doubler's 2NT shows 11-12, not every hand judgment has.
    Situation.found_by(
        "the negative doubler's second call", negative_doubler_again, then=_judged_past
    ),
    Situation.found_by("contested later rounds", contested_later_round, then=_judged_after),
    Situation("responder after an overcall", _responder_after_an_overcall, _competitive_responses),
    Situation(
        "responder over their overcall of 1NT",
        _responder_over_their_overcall_of_1nt,
        _over_their_overcall_of_1nt,
    ),
    Situation("response to strong 2♣", _responder_to_strong_2c, _two_club_responses),
    Situation(
        "response to a pre-empt in competition",
        _responder_to_preempt_in_competition,
        _preempt_responses_in_competition,
    ),
    Situation.found_by(
        "positive response to 2♣ over an overcall", positive_over_overcall, then=_judged_past
    ),
    Situation("responder in competition", _responder_in_competition, judgment),
    Situation("response to one of a suit", _responder_to_one_of_a_suit, _responses_to_one),
    Situation("response to no-trump", _responder_to_nt, _nt_responses),
    Situation("response to a pre-empt", _responder_to_preempt, _preempt_responses),
    Situation("responder, other openings", _responder_first_call, judgment),
    Situation("opener after Stayman", _opener_after_stayman, _stayman_replies),
    Situation("opener after 2♣–2♦", _opener_after_2c_waiting, _two_club_rebids),
    Situation.found_by("opener after a positive response to 2♣", _opener_after_2c_positive),
    Situation.found_by("pre-emptor after partner's ask or new suit", _preemptor_rebid),
    Situation.found_by("pre-emptor after partner placed the game", _preemptor_after_placement),
    Situation.found_by("responder after the weak two's answer", responder_after_weak_two_answer),
    Situation(
        "opener after a one-level response", _opener_after_one_level_response, _opener_rebids
    ),
    Situation("opener after two over one", _opener_after_two_over_one, _after_two_over_one),
    Situation.found_by("opener after a jump shift", _opener_after_jump_shift),
    Situation.found_by("opener after Jacoby 2NT", opener_after_jacoby),
    Situation("opener after partner's raise", _opener_after_a_raise, _opener_after_raise),
    Situation.found_by("opener after a no-trump invitation", opener_after_nt_invite),
    Situation.found_by("no-trump opener after three of a major", opener_after_major_force),
    Situation.found_by("no-trump opener after the weak sign-off", opener_after_signoff),
    Situation.found_by("responder after the no-trump opener's cue-bid", responder_after_nt_cue),
    Situation("opener's other rebids", _opener_rebid, judgment),
    Situation("responder after 2♣–2♦–2NT", _responder_after_2c_2nt, after_two_nt_rebid),
    Situation("responder after 2♣–2♦–3NT", _responder_after_2c_3nt, after_three_nt_rebid),
    Situation.found_by("strong 2♣ continuations", _strong_2c_later),
    Situation.found_by("2♣ opener after an overcall", rebid_over_overcall, then=_judged_past),
    Situation(
        "advancing partner's takeout double", _partner_doubled_for_takeout, _advance_last_action
    ),
    Situation("overcall", _they_opened_we_are_silent, overcalls),
    Situation(
        "advancing partner's 1NT overcall", _advancing_partner_nt_overcall, _nt_overcall_responses
    ),
    Situation(
        "advancing partner's overcall or double",
        _partner_acted_over_their_opening,
        _advance_first_action,
    ),
    Situation(
        "advancing partner's later takeout double", _partner_doubled_their_bid, _advance_last_action
    ),
    Situation(
        "responder's second call, opener's third call",
        _tabled_later_round_applies,
        _tabled_then_judged,
    ),
    Situation("later rounds", _any_later_round, judgment),
)


def situation(st: State) -> Situation:
    """The situation the seat to call is in."""
    return next(s for s in SITUATIONS if s.matches(st))


def situation_named(name: str) -> Situation:
    """The situation called ``name`` (as listed in :data:`SITUATIONS`)."""
    for s in SITUATIONS:
        if s.name == name:
            return s
    raise KeyError(f"no situation is called {name!r}")


def rules_for(st: State, room: int | None = None) -> list[Rule]:
    """The rules, in priority order, for the seat whose turn it is in ``st``: slam values
    first where the hand may judge slam (slam_zone.py), then the situation's own. Their
    HCP ranges are cut to ``room``: by default what the seat can hold in an honest auction
    (:func:`~biritch.bots.bidding.system.deck.call_room`)."""
    slam = slam_zone(st) or []
    own = situation(st).rules(st)
    if any(r.tag is Tag.QUANTITATIVE for r in slam):
        # 4NT raises no-trump there (slam_zone.py): it has no other meaning.
        own = [r for r in own if r.call != bid(4, NT) or r.tag is Tag.QUANTITATIVE]
    elif any(r.tag is Tag.QUANTITATIVE for r in own):
        # The situation's table makes 4NT quantitative (responder over the 1NT rebid,
        # responder_rebids.py): the same call cannot also ask for aces.
        slam = [r for r in slam if r.call != bid(4, NT) or r.tag is Tag.QUANTITATIVE]
        own = [r for r in own if r.call != bid(4, NT) or r.tag is Tag.QUANTITATIVE]
    rules = within_deck(slam + own, call_room(st) if room is None else room)
    return [true_label(st, r) for r in rules]


#: Words that call a bid an invitation (English labels; the Russian ones pair with them).
_INVITING = ("invit", "game try")
SLAM_LABELS = {6: ("малый шлем", "small slam"), 7: ("большой шлем", "grand slam")}


def true_label(st: State, r: Rule) -> Rule:
    """``r`` with a label that is true at this score, whichever family wrote it: a bid at
    slam level is a slam, not a sign-off; an "invitation" that already completes a game
    (with the side's part-score: 2♥ with 60 on) is a game."""
    call = r.call
    if not isinstance(call, Bid):
        return r
    if r.tag is Tag.SIGNOFF and call.level >= 6:
        return replace(r, ru=SLAM_LABELS[call.level][0], en=SLAM_LABELS[call.level][1])
    # A slam invitation (the quantitative 4NT) is above game by design: its label stays.
    inviting = any(word in r.en.lower() for word in _INVITING) and "slam" not in r.en.lower()
    if inviting and call.level >= st.game_level(call.strain):
        label = GAME_PS if st.partscore(st.me.side) else GAME
        return replace(r, ru=label[0], en=label[1])
    return r


def _index(st: State, seen: Seen) -> int:
    for i, s in enumerate(st.history):
        if s is seen:
            return i
    return -1


def _called_since(st: State, seat: Seat, seen: Seen) -> bool:
    """Whether ``seat`` has made any call (a pass too) after ``seen``."""
    i = _index(st, seen)
    return any(s.seat is seat for s in st.history[i + 1 :])


def _acted_after(st: State, seen: Seen) -> bool:
    """Whether an opponent bid or doubled after ``seen``."""
    i = _index(st, seen)
    return any(s.rule.tag is not Tag.PASS for s in st.history[i + 1 :])


def _rho_passed(st: State) -> bool:
    """Whether my right-hand opponent has passed (or not called) since his last action."""
    rho = st.last_of(st.me.rho)
    return rho is None or rho.rule.tag is Tag.PASS


def _only_rho_acted(st: State) -> bool:
    lho = st.me.lho
    return not st.acted(lho)


def natural_reading(st: State, call: Call) -> Rule:
    """How a call outside the system is read: naturally, and promising nothing sure."""
    if isinstance(call, Pass):
        return rule(PASS, Condition(), "пас", "pass", Tag.PASS)
    our_bids = [s for s in st.history if s.seat.side is st.me.side and isinstance(s.call, Bid)]
    if isinstance(call, Double):
        last = st.last_bid
        takeout = last is not None and last.level <= 2 and not our_bids
        tag = Tag.TAKEOUT if takeout else Tag.PENALTY
        text = (
            ("вне системы; читается как вызывная", "outside the system; read as takeout")
            if takeout
            else ("вне системы; читается как штрафная", "outside the system; read as penalty")
        )
        return rule(call, Condition(), *text, tag, reading=Box(val=(12, 20)))
    if isinstance(call, Redouble):
        return rule(
            call,
            Condition(),
            "вне системы; читается как сила",
            "outside the system; read as strength",
            Tag.REDOUBLE,
            reading=Box(val=(10, 20)),
        )
    assert isinstance(call, Bid)
    if call == bid(4, NT) and any(s.rule.suit is not None for s in our_bids):
        return rule(
            call,
            Condition(),
            "вне системы; читается как Блэквуд",
            "outside the system; read as Blackwood",
            Tag.BLACKWOOD,
            Force.ONE_ROUND,
            reading=Box(val=(16, 30)),
        )
    suit = call.strain.suit
    val = (8, 18) if call.level <= 2 else (10, 20)
    if suit is None:
        return rule(
            call,
            Condition(),
            "вне системы; читается как естественная",
            "outside the system; read as natural",
            reading=Box(val=val, balanced=True, lens=((2, 6), (2, 6), (2, 6), (2, 6))),
        )
    lens = tuple((5, 13) if s is suit else (0, 13) for s in SUITS)
    return rule(
        call,
        Condition(),
        f"вне системы; читается как естественная: {suit.symbol}",
        f"outside the system; read as natural: {suit.symbol}",
        reading=Box(val=val, lens=lens),  # type: ignore[arg-type]
    )


def _force_rank(force: Force) -> int:
    return {Force.RELEASE: 0, Force.NO: 1, Force.ONE_ROUND: 2, Force.GAME: 3}[force]


def _hull(boxes: Iterator[Box] | list[Box]) -> Box:
    result: Box | None = None
    for b in boxes:
        result = b if result is None else result.hull(b)
    return result if result is not None else FREE


def readings(st: State, call: Call) -> list[Rule]:
    """The rules of the situation in ``st`` that make ``call``: together they are its public
    meaning (empty when the system never makes the call there). Each comes with its ranges
    narrowed to the hands that reach it (:func:`reached`)."""
    rules = rules_for(st)
    legal = [st.auction.is_legal(r.call) for r in rules]
    found = [reached(rules, i, legal) for i, r in enumerate(rules) if r.call == call]
    matching = [r for r in found if r is not None]
    # A last resort is left out of the reading only where the situation's rules are all
    # open to the bidder: they are meant to cover every hand, which fails once some of
    # their calls are illegal (say after a jump to 7NT), and then it counts like any rule.
    if all(legal):
        return [r for r in matching if not r.last_resort] or matching
    return matching


def reached(rules: list[Rule], i: int, legal: list[bool]) -> Rule | None:
    """``rules[i]`` with its HCP (and points) narrowed to the hands that get to it, or None
    when no hand does: the bidder takes the first legal rule whose condition holds, so a
    hand that an earlier legal rule also admits never makes this one. Only an earlier rule
    that admits every shape this one does (its lengths, balance and checks) and a whole end
    of this one's range (all hands from some HCP up, or up to some HCP) narrows it."""
    r = rules[i]
    c = r.cond
    hcp, pts = c.hcp, c.pts
    for e, ok in zip(rules[:i], legal[:i], strict=True):
        d = e.cond
        if not ok or not _admits_shapes(d, c):
            continue
        if d.pts is None or (pts is not None and _same_count(d, c) and _within(pts, d.pts)):
            taken = d.hcp
        elif d.pts[1] >= MAX_HCP and _within(hcp, d.hcp):
            # Points never fall below HCP: every hand from ``d``'s floor of points up meets it.
            taken = (d.pts[0], MAX_HCP)
        else:
            taken = None
        if taken is not None:
            if _within(hcp, taken):
                return None
            hcp = _cut(hcp, taken)
        if pts is not None and d.pts is not None and _same_count(d, c) and _within(hcp, d.hcp):
            if _within(pts, d.pts):
                return None
            pts = _cut(pts, d.pts)
    if (hcp, pts) == (c.hcp, c.pts):
        return r
    return replace(r, cond=replace(c, hcp=hcp, pts=pts))


def _admits_shapes(d: Condition, c: Condition) -> bool:
    """Whether every hand shaped as ``c`` asks (lengths, balance, checks) meets ``d``'s."""
    if d.balanced is not None and d.balanced is not c.balanced:
        return False
    if any(not any(x is y for y in c.checks) for x in d.checks):
        return False
    return all(a[0] <= b[0] and b[1] <= a[1] for a, b in zip(d.lens, c.lens, strict=True))


def _same_count(d: Condition, c: Condition) -> bool:
    return d.trump is c.trump and d.declarer_count is c.declarer_count


def _within(inner: tuple[int, int], outer: tuple[int, int]) -> bool:
    return outer[0] <= inner[0] and inner[1] <= outer[1]


def _cut(mine: tuple[int, int], taken: tuple[int, int]) -> tuple[int, int]:
    """``mine`` less ``taken`` where ``taken`` holds one end of it (and not all of it)."""
    lo, hi = mine
    if taken[0] <= lo and taken[1] >= hi:
        return mine
    if taken[0] <= lo <= taken[1]:
        return (taken[1] + 1, hi)
    if taken[0] <= hi <= taken[1]:
        return (lo, taken[0] - 1)
    return mine


@lru_cache(maxsize=20000)
def analyse(
    dealer: Seat,
    calls: tuple[Call, ...],
    vul: frozenset[Side],
    partscores: tuple[int, int],
    stakes: Stakes = RUBBER,
) -> State:
    """Read ``calls`` in order: for each, the rules that could make it and what it shows."""
    if not calls:
        free = (FREE, FREE, FREE, FREE)
        return State(Auction(dealer), (), free, free, vul, partscores, stakes)
    prev = analyse(dealer, calls[:-1], vul, partscores, stakes)
    call = calls[-1]
    seat = prev.me
    strict = readings(prev, call)
    labels = {(r.ru, r.en) for r in strict}
    label = next(iter(labels)) if len(labels) == 1 else ("", "")
    if strict:
        rep = strict[0]
        # Partner can only rely on a force that every reading of the call carries.
        weakest = min((r.force for r in strict), key=_force_rank)
        if weakest is not rep.force:
            rep = replace(rep, force=weakest)
        shown = _hull([r.box for r in strict])
        judged = _hull([r.judged for r in strict])
        synthetic = False
    else:
        rep = natural_reading(prev, call)
        shown, judged = FREE, rep.judged
        synthetic = True
    i = seat.position
    shown_all = list(prev.shown)
    shown_all[i] = prev.shown[i].meet(shown)
    judged_all = list(prev.judged)
    judged_all[i] = prev.judged[i].meet(judged)
    return State(
        prev.auction.with_call(call),
        (*prev.history, Seen(seat, call, rep, synthetic, shown, max(1, len(strict)), label)),
        tuple(shown_all),  # type: ignore[arg-type]
        tuple(judged_all),  # type: ignore[arg-type]
        vul,
        partscores,
        stakes,
    )


def choose(st: State, f: Features) -> Rule:
    """The first rule of the situation that the hand meets and that is legal now."""
    for r in rules_for(st):
        if r.cond.holds(f) and st.auction.is_legal(r.call):
            return r
    # A hand above what its own calls showed (a person who misjudged, a case table's odd
    # auction) calls by its real strength, as far as the deck leaves room for it.
    rules = rules_for(st, deck_room(st))
    for r in rules:
        if r.cond.holds(f) and st.auction.is_legal(r.call):
            return r
    return beyond_the_deck(st, f, rules) or catch_all_pass()


__all__ = [
    "SITUATIONS",
    "analyse",
    "choose",
    "natural_reading",
    "readings",
    "rules_for",
    "situation",
    "situation_named",
]
