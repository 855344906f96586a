"""Explanations are public: every call, a bot's or a person's, is explained from the auction
alone, by the reading the partner bot makes of it, never by the rule the caller's hand met."""

from __future__ import annotations

import random
import re
from collections import defaultdict

import pytest

from biritch.bots import explain_call, suggest_call
from biritch.bots.bidding.explain import meaning, public_hcp
from biritch.bots.bidding.system import analyse, readings
from biritch.engine import SEATS, Auction, Call, Seat, Side, deal_cards

VULS = ("none", "NS", "EW", "both")
_SIDES = {"none": frozenset(), "NS": frozenset({Side.NS}), "EW": frozenset({Side.EW})}


def _vul(text: str) -> frozenset[Side]:
    return _SIDES.get(text, frozenset(Side))


def _bot_auctions(deals: int, seed: str) -> list[tuple[Auction, str, list[str]]]:
    """Four bots bid seeded deals; each auction with its vulnerability and the explanation
    the bot gave with each call."""
    out = []
    for i in range(deals):
        dealer = SEATS[i % 4]
        vul = VULS[i % 4]
        deal = deal_cards(random.Random(f"explain:{seed}:{i}"), dealer)
        auction = Auction(dealer)
        shown: list[str] = []
        while auction.turn is not None and len(auction.calls) < 60:
            s = suggest_call(deal[auction.turn], auction, vulnerable=vul)
            shown.append(s.explanation)
            auction = auction.with_call(s.as_call)
        out.append((auction, vul, shown))
    return out


@pytest.fixture(scope="module")
def played() -> list[tuple[Auction, str, list[str]]]:
    return _bot_auctions(120, "a")


def test_a_bots_call_is_explained_as_explain_call_explains_it(played):
    for auction, vul, shown in played:
        for i, text in enumerate(shown):
            assert explain_call(auction, i, vul).explanation == text, (str(auction), i)


def test_the_explanation_is_the_partners_reading_of_the_call(played):
    """The words come from analyse's Seen and the situation before it, and the HCP range
    said is the caller's box in the state after the call (its earlier calls met with this
    one): the same reading the partner bot bids on."""
    for auction, vul, shown in played:
        st = analyse(auction.dealer, auction.calls, _vul(vul), (0, 0))
        for i, seen in enumerate(st.history):
            prev = analyse(auction.dealer, auction.calls[:i], _vul(vul), (0, 0))
            after = analyse(auction.dealer, auction.calls[: i + 1], _vul(vul), (0, 0))
            assert meaning(prev, seen)[0] == shown[i]
            lo, hi = after.shown[seen.seat.position].hcp
            assert public_hcp(prev, seen) == (lo, hi)
            if (lo, hi) != (0, 37):
                expected = f"{lo}+" if hi >= 30 else (str(lo) if lo == hi else f"{lo}–{hi}")
                assert f"{expected} ФО" in shown[i], (str(auction), i, shown[i])


def test_a_rebid_says_what_the_opening_and_the_rebid_showed_together():
    # 1♠ showed 10–21; the minimum rebid of the suit caps it: the table knows both.
    auction = Auction.from_calls(Seat.N, ["1S", "P", "2C", "P", "2S"])
    st = analyse(Seat.N, auction.calls, frozenset(), (0, 0))
    opening, rebid = st.history[0].shown.hcp, st.history[-1].shown.hcp
    both = (max(opening[0], rebid[0]), min(opening[1], rebid[1]))
    assert both != rebid  # the opening tells something the rebid alone does not
    s = explain_call(auction, 4)
    assert f"{both[0]}–{both[1]} ФО" in s.explanation, s.explanation
    assert f"{both[0]}–{both[1]} HCP" in s.explanation_en


def test_the_same_call_in_the_same_auction_reads_the_same_whatever_the_hand(played):
    meanings: dict[tuple[str, tuple[Call, ...], Call], set[str]] = defaultdict(set)
    for auction, vul, shown in played:
        for i, text in enumerate(shown):
            meanings[(vul, auction.calls[:i], auction.calls[i])].add(text)
    rng = random.Random(5)
    deck = [s + r for s in "SHDC" for r in "AKQJT98765432"]

    def hand() -> str:
        cards = rng.sample(deck, 13)
        return ".".join("".join(r for r in "AKQJT98765432" if s + r in cards) for s in "SHDC")

    for text in ("", "1H P", "1NT P", "1C P 1S P", "1D 1S", "1H P 2H P", "1S P 2C P 2D P"):
        for _ in range(80):
            calls = text.split()
            s = suggest_call(hand(), calls, dealer="N", vulnerable="none")
            key = ("none", Auction.from_calls(Seat.N, calls).calls, s.as_call)
            meanings[key].add(s.explanation)
    split = {k: v for k, v in meanings.items() if len(v) > 1}
    assert not split


def test_a_one_spade_opening_shows_the_whole_opening_range_not_the_openers_hand():
    light = suggest_call("KQJ52.A32.J432.3", [], vulnerable="none")  # 11 HCP, rule of 20
    full = suggest_call("AKJ52.A3.KQ42.32", [], vulnerable="none")  # 17 HCP
    assert light.call == full.call == "1S"
    assert light.explanation == full.explanation
    assert "10–21 ФО" in light.explanation and "5+ ♠" in light.explanation


def test_a_persons_call_outside_the_system_is_read_as_natural():
    auction = Auction.from_calls(Seat.N, ["1H", "P", "5C"])
    s = explain_call(auction, 2)
    assert "вне системы" in s.explanation and "outside the system" in s.explanation_en


def test_a_pass_says_what_it_denies(played):
    weak = suggest_call("Q32.432.5432.432", ["1H", "P"], vulnerable="none")
    assert weak.call == "P"
    assert weak.explanation.startswith("пас: ") and weak.explanation_en.startswith("pass: ")
    assert "0–5 ФО" in weak.explanation
    over = suggest_call("J854.J5.KQJT.T64", ["1C", "P", "1D", "P", "1S"], vulnerable="none")
    assert over.call == "P"
    assert "нет руки для: контра" in over.explanation
    assert "no hand for: double" in over.explanation_en
    for auction, _, shown in played:
        for call, text in zip(auction.calls, shown, strict=True):
            if str(call) == "P":
                assert text != "пас" and text.startswith("пас: "), str(auction)
                assert "пас: пас" not in text, str(auction)


def test_a_pass_that_converts_a_double_says_pass_once():
    # Five of their trumps and no suit to answer in: the pass leaves the double in, and
    # the label of such a pass never repeats the word the explanation opens with.
    s = suggest_call("KT874.9.T97642.J", ["1D", "P", "1S", "X", "P"], vulnerable="none")
    assert s.call == "P"
    assert s.explanation.startswith("пас: ") and "пас: пас" not in s.explanation
    assert "pass: pass" not in s.explanation_en


def test_no_call_the_bots_make_reads_as_plain_natural(played):
    for auction, _, shown in played:
        for call, text in zip(auction.calls, shown, strict=True):
            assert text != "естественно", (str(auction), str(call))
            assert not re.fullmatch(r"0–37 ФО", text)


# --- labels are true -------------------------------------------------------------------------


def test_a_jump_that_is_game_with_the_part_score_is_not_called_invitational():
    hand, calls = "A2.AKJ854.K32.Q2", ["1H", "P", "1S", "P"]
    clean = suggest_call(hand, calls, "N", "none", (0, 0))
    on_60 = suggest_call(hand, calls, "N", "none", (60, 0))
    # Clean, the jump rebid invites; with 60 on, two of the suit is already game, and
    # opener bids it (rebids: the cheapest game), called game, not an invitation.
    assert clean.call == "3H" and on_60.call == "2H"
    assert clean.explanation_en.startswith("invitational")
    assert on_60.explanation.startswith("гейм с учётом частичной записи")
    assert "invit" not in on_60.explanation_en


def test_a_slam_is_never_called_a_sign_off():
    auction = Auction.from_calls(Seat.N, ["1C", "P", "3C", "P", "4NT", "P", "5D", "P", "6C"])
    s = explain_call(auction, 8)
    assert s.explanation_en.startswith("small slam")
    assert "sign-off" not in s.explanation_en and "отбой" not in s.explanation


def test_an_invitation_always_has_something_to_invite_with(played):
    from biritch.bots.bidding.system.later_rounds import INVITE_FLOOR

    for auction, vul, _ in played:
        for i, call in enumerate(auction.calls):
            prev = analyse(auction.dealer, auction.calls[:i], _vul(vul), (0, 0))
            for r in readings(prev, call):
                if "invit" in r.en:
                    c = r.cond
                    floor = max(c.hcp[0], c.pts[0] if c.pts is not None else 0)
                    assert floor >= INVITE_FLOOR, (str(auction), i, r.en)


@pytest.mark.parametrize(
    "auction",
    [
        "1D X 2D P P 3C 4H",  # the person's 4H after his single raise
        "P 3C 3S P P 5C",  # 5C by the pre-emptor's partner after passing
        "1C 1D 1H 3D 5D",  # 5D over partner's jump raise, past every reading
        "1S P 2S P 4NT P 5C P 5NT",  # the king ask still asks, whatever the asker's room
    ],
)
def test_an_odd_call_never_reads_as_an_empty_range(auction: str) -> None:
    """A rule cut to the seat's room, or narrowed by the rules before it, can ask for more
    points than its HCP allow (15+ points within 0-9 HCP); only a person's odd call makes
    it, and it reads as the span between the two, never as "11–9 HCP"."""
    a = Auction.from_calls(Seat.N, auction.split())
    text = explain_call(a, len(a.calls) - 1).explanation_en
    if auction.endswith("5NT"):
        assert "kings" in text, text
    for lo, hi in re.findall(r"(\d+)–(\d+) HCP", text):
        assert int(lo) <= int(hi), text


def test_a_label_another_one_spells_out_is_shown_once():
    # 1♦ P P 1♥ 2♦: the opener's competitive rebid may be one of three rules, two of which
    # read "competing for the part-score", one of them with ": six cards" added. The shorter
    # label is true of both; the six cards they share show in the ranges ("6+ ♦").
    auction = Auction.from_calls(Seat.E, ["1D", "P", "P", "1H", "2D"])
    s = explain_call(auction, 4)
    assert s.explanation_en.count("competing for the part-score") == 1, s.explanation_en
    assert s.explanation.count("борьба за частичную запись") == 1, s.explanation
    # 1♣ P 1♠ P 2♣: "minimum" beside "minimum, six cards" reads once, the shorter one: the
    # call may hold five clubs.
    rebid = explain_call(Auction.from_calls(Seat.N, ["1C", "P", "1S", "P", "2C"]), 4)
    assert rebid.explanation_en.count("minimum") == 1, rebid.explanation_en
    assert "six cards" not in rebid.explanation_en and "5+ ♣" in rebid.explanation_en
    assert "6+ ♦" in s.explanation_en
