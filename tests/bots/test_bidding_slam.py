"""Slam values are judged in every table, not only in the later rounds' judgment: a known
fit and 33 points together ask for aces, 33 HCP with no fit bid 6NT (issue 16: the bots
almost never explored slam). Each of these bid game before slam_zone.py."""

from __future__ import annotations

from biritch.bots import suggest_call
from biritch.bots.bidding.system.slam_zone import slam_points


def test_opener_with_slam_values_opposite_a_limit_raise_asks_for_aces() -> None:
    # 1♠–3♠ (10–12): 20 HCP, six spades and two doubletons make 22 points, 33 together
    # opposite the limit raise (Goren: 33 points for a small slam; SAYC: Blackwood 4NT).
    s = suggest_call("AKQJ82.A5.KQ4.K3", ["1S", "P", "3S", "P"])
    assert s.call == "4NT"
    assert "Blackwood" in s.explanation_en


def test_a_minimum_with_a_good_suit_opposite_a_limit_raise_bids_only_game() -> None:
    assert suggest_call("AKJ982.A5.Q54.K3", ["1S", "P", "3S", "P"]).call == "4S"


def test_fifteen_balanced_opposite_a_reverse_bids_six_no_trump() -> None:
    # 1♣–1♥–2♦: the reverse shows 17+; an even 15 makes 33 HCP together and no fit is in
    # view (it used to bid 3NT).
    s = suggest_call("AJ53.T763.K52.AK", ["P", "1C", "P", "1H", "P", "2D", "P"], dealer="E")
    assert s.call == "6NT"


def test_responder_with_a_fit_found_by_stayman_and_slam_values_asks_for_aces() -> None:
    s = suggest_call("KQ93.A6.K8.AQ642", ["1NT", "P", "2C", "P", "2S", "P"])
    assert s.call == "4NT"


def test_the_ace_ask_is_answered_and_the_asker_places_the_slam() -> None:
    # The reply and the asker's decision run through the usual Blackwood tables.
    assert suggest_call("JT6.KJ6.K973.A53", ["1S", "P", "3S", "P", "4NT", "P"]).call == "5D"
    six = suggest_call("AKQJ82.A5.KQ4.K3", ["1S", "P", "3S", "P", "4NT", "P", "5D", "P"])
    assert six.call == "6S"
    assert "sign-off" not in six.explanation_en


def test_no_slam_is_judged_on_an_artificial_call_of_partner() -> None:
    # Partner's Stayman asks a question; the no-trump opener answers it first.
    assert suggest_call("AKQ2.KQ3.AJ4.K53", ["1NT", "P", "2C", "P"]).call in ("2S", "2H", "2D")


def test_partner_is_counted_on_for_little_more_than_his_minimum() -> None:
    assert slam_points((10, 12)) == 11
    assert slam_points((12, 18)) == 14
    assert slam_points((15, 15)) == 15


def test_gerber_asks_for_aces_over_1nt_and_the_asker_places_the_contract() -> None:
    # SAYC booklet: 4♣ over 1NT is Gerber. Before it, the hand went straight to a slam or
    # game without asking (4♣ was not in the system).
    hand = "A2.KQJ9842.A5.K3"
    ask = suggest_call(hand, ["1NT", "P"])
    assert ask.call == "4C"
    assert "Gerber" in ask.explanation_en
    assert suggest_call("KQ5.A87.KQ32.K54", ["1NT", "P", "4C", "P"]).call == "4H"
    assert suggest_call(hand, ["1NT", "P", "4C", "P", "4H", "P"]).call == "6H"
    stop = suggest_call("A2.KQJ9842.K5.K3", ["1NT", "P", "4C", "P", "4H", "P"])
    # Two aces missing: the asker's suit at the cheapest level, here the 4♥ reply itself
    # (SAYC booklet: any call but 5♣ by the Gerber bidder is to play).
    assert stop.call == "P"
    assert "two aces missing" in stop.explanation_en
    assert (
        suggest_call("KQ5.A87.KQ32.K54", ["1NT", "P", "4C", "P", "4H", "P", "5H", "P"]).call == "P"
    )


def test_a_running_minor_opposite_1nt_is_not_gerber() -> None:
    assert suggest_call("AJT.7.AKQJ7652.J", ["1NT", "P"]).call == "3NT"
