"""Slam asks in the later rounds need a trump fit: eight cards known, or a suit that needs
no support; the opener's no-trump slam over a jump shift counts partner at his floor. Our
own hands; line format as in table.py. The table holds the calls the books name; NO_ASK
holds the hands that must not ask for aces at all (the books name several sound calls
there, none of them 4NT)."""

from __future__ import annotations

import pytest

from biritch.bots import suggest_call
from tests.bots.cases.table import book_calls_test, case_ids, parse_table

TABLE = """
# --- Blackwood over partner's jump rebid ------------------------------------------------------
# source: Goren, "Contract Bridge Complete": the jump rebid shows a good six-card suit, which
#   a singleton supports; with slam values opposite 16-18 ask for aces.
KJ52.4.AKT7.AQ62     | P 1H P 1S P 3H P | 4NT | 17 HCP, singleton opposite the jump rebid dealer=E
# --- Blackwood with a self-sufficient suit of my own -------------------------------------------
# source: Goren: a self-sufficient suit (AKQJxx, AKQxxxx) is trumps opposite a singleton;
#   slam values and no two aces missing ask for aces.
AKQJ75.K4.A32.42     | 1C P 1S P 2C P   | 4NT | AKQJ-sixth, 17 HCP dealer=S
# --- the opener over partner's jump shift -------------------------------------------------------
# source: Root, "Commonsense Bidding": the jump shift (17+, game forcing, no ceiling) makes
#   its bidder the captain; the opener describes a minimum below the slam (SAYC booklet:
#   opener rebids naturally), and jumps to slam only with Goren's 33 opposite the floor.
KQJ5.K8.J762.A93     | 1D P 2H P        | 2S/3NT | 14 HCP: describe, no 6NT on partner's hopes
A6.QT985.AJ.K874     | 1H P 2S P        | 3NT/3C/3H | 15 HCP: describe, no 6NT
AQ4.KQ3.KJ52.K62     | 1D P 2H P        | 6NT | 18 balanced and 17 make 35: the small slam, not 7NT
# --- game values, my six-card minor unsupported opposite partner's minimum rebid ---------------
# source: Goren: no-trump before a minor game (nine tricks, not eleven) when no fit is found
#   and the unbid suits are held; a six-card minor opposite a singleton is no fit.
4.QT7.AJ8.AKJ653     | 1S P 2C P 2S P   | 3NT | six clubs, singleton spade: 3NT, not 5C
K2.5.AQJ864.KJ72     | 1H P 2D P 2H P   | 3NT | six diamonds, singleton heart: 3NT, not 5D
A.K64.KQ8742.Q85     | 1S P 2D P 2S P   | 3NT | six diamonds, singleton spade: 3NT, not 5D
# --- the jump shifter over the opener's 3NT ----------------------------------------------------
# source: Root, "Commonsense Bidding": the jump shifter is captain; over the opener's 3NT
#   (an even minimum) 4NT is quantitative, inviting 6NT (as over 1NT and 2NT, SAYC
#   booklet), and the opener accepts with the top of his range.
AQ94.K2.Q5.AKJ87     | 1H P 3C P 3NT P     | 4NT | 19 HCP opposite 12-15: invite, do not pass
KQ3.QJ874.K62.Q4     | 1H P 3C P 3NT P 4NT P | 6NT | 14 HCP, the top of the 3NT rebid: accept
# --- slam values opposite a reverse, my own minor unsupported ----------------------------------
# source: Goren's count (33 for a small slam; ACBL Bridge Series): no fit to ask aces in,
#   and five of a minor is no place for 33 points; the reverse shows 17+ (SAYC booklet).
K54.AQ3.7.AKJ874     | 1D P 2C P 2H P   | 6NT | 16 HCP opposite the reverse: the slam, not 5C
KQ4.A72.Q.AKT963     | 1D P 2C P 2H P   | 6NT | 16 HCP, six clubs unsupported: 6NT, not 5C
"""

CASES = parse_table(TABLE)

#: Hands with slam values and no trump fit: six cards of their own, not self-sufficient,
#: opposite partner's singleton or a minimum rebid that shows six. Root, "Commonsense
#: Bidding": no slam in a suit without a trump fit; Blackwood asks only once the trump suit
#: is agreed.
NO_ASK = """
4.A3.KQ54.AKJ976     | P 1H P 2C P 2H P | - | six clubs, singleton heart dealer=S
4.A3.KQT642.AQ72     | P 1S P 2D P 2S P | - | six diamonds, singleton spade dealer=W
AKJ75.4.AQ9865.2     | P 1D P 1H P 1S P 2C P | - | six diamonds, partner short dealer=S
"""

NO_ASK_CASES = parse_table(NO_ASK)

#: Responder with a singleton in the suit opener rebid at his minimum: six cards opposite a
#: singleton are no fit to raise to game (Goren: a rebid suit is raised with a doubleton or
#: three small; SAYC booklet: the minimum rebid promises no more than six). The expected
#: column names the raise that must not be made.
NO_RAISE = """
4.QT7.AJ8.AKJ653     | 1S P 2C P 2S P | 4S | six clubs, singleton spade
K2.5.AQJ864.KJ72     | 1H P 2D P 2H P | 4H | six diamonds, singleton heart
A.K64.KQ8742.Q85     | 1S P 2D P 2S P | 4S | six diamonds, singleton ace of spades
"""

NO_RAISE_CASES = parse_table(NO_RAISE)


test_fit_rounds = book_calls_test(CASES)


@pytest.mark.parametrize("case", NO_ASK_CASES, ids=case_ids(NO_ASK_CASES))
def test_no_blackwood_without_a_fit(case: tuple[str, list[str], str, dict[str, str], str]) -> None:
    hand, calls, _, opts, note = case
    s = suggest_call(hand, calls, dealer=opts.get("dealer", "N"), vulnerable="none")
    assert s.call != "4NT", f"{note}: got {s.call} ({s.explanation_en})"


@pytest.mark.parametrize("case", NO_RAISE_CASES, ids=case_ids(NO_RAISE_CASES))
def test_no_raise_on_a_singleton(case: tuple[str, list[str], str, dict[str, str], str]) -> None:
    hand, calls, raise_, opts, note = case
    s = suggest_call(hand, calls, dealer=opts.get("dealer", "N"), vulnerable="none")
    assert s.call != raise_, f"{note}: got {s.call} ({s.explanation_en})"
