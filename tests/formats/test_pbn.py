"""PBN export: another tool (endplay's PBN parser) reads back the deal, auction and play."""

from __future__ import annotations

import random

from endplay.parsers import pbn

from biritch.bench.play import baseline_card, bid_simply, play_deal
from biritch.engine import SEATS, Auction, Seat, Side, deal_cards
from biritch.formats import PbnBoard, board_to_pbn, boards_to_pbn


def test_a_played_deal_reads_back_with_its_auction_and_play() -> None:
    deal = deal_cards(random.Random("pbn"), Seat.E)
    auction = bid_simply(deal, Seat.E)
    play, _ = play_deal(deal, Seat.E, auction, dict.fromkeys(SEATS, baseline_card), seed=1)
    board = PbnBoard(7, Seat.E, deal, auction, play, vulnerable=frozenset({Side.NS}))
    (parsed,) = pbn.loads(boards_to_pbn([board]))
    assert parsed.deal.to_pbn() == deal.to_pbn(Seat.N)
    assert parsed.board_num == 7
    assert [str(c) for c in parsed.auction][-3:] == ["P", "P", "P"]
    assert len(parsed.auction) == len(auction.calls)
    played = [c.suit.name[0].upper() + c.rank.name[1:] for c in parsed.play]
    assert played == [str(c) for _, c in play.played_cards()]
    assert parsed.contract.declarer.abbr == auction.declarer.value  # type: ignore[union-attr]
    assert parsed.contract.level == auction.contract.level  # type: ignore[union-attr]
    text = board_to_pbn(board)
    assert f'[Result "{play.declarer_tricks}"]' in text
    assert '[Vulnerable "NS"]' in text


def test_a_passed_out_deal_has_no_play_section() -> None:
    deal = deal_cards(random.Random("pbn-pass"))
    auction = Auction.from_calls(Seat.N, ["P", "P", "P", "P"])
    text = board_to_pbn(PbnBoard(1, Seat.N, deal, auction))
    assert '[Contract "Pass"]' in text
    assert "[Play" not in text
    assert "Pass Pass Pass Pass" in text
