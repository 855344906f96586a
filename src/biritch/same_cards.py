"""The bots' table on the same cards: after the person's deal, the same deal played with a
bot in South too (same dealer, vulnerability and score before it), each bot deciding from
its own SeatView only, reproducibly from a seed. Pure: it touches no storage and no clock."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

from biritch import bots
from biritch.engine import (
    Action,
    Contract,
    DealState,
    Game,
    Phase,
    Seat,
    Side,
    duplicate_score,
    imps,
    seat_view,
)
from biritch.engine.auction import Auction


@dataclass(frozen=True, slots=True)
class BotsTable:
    """How the bots played the deal: the contract (None when passed out), declarer, the
    tricks declarer took and North–South's duplicate-style score."""

    contract: Contract | None
    declarer: Seat | None
    tricks: int
    score_ns: int


def table_seed(game_seed: int, deal_number: int) -> int:
    """The seed of the bots' table of one deal: reproducible, different for every deal."""
    digest = hashlib.sha256(f"{game_seed}:bots-table:{deal_number}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def _card_seed(seed: int, cards_played: int) -> int:
    digest = hashlib.sha256(f"{seed}:{cards_played}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def score_ns(
    contract: Contract | None, declarer: Seat | None, tricks: int, vulnerable: dict[Side, bool]
) -> int:
    """North–South's duplicate-style score of a deal (0 when passed out)."""
    if contract is None or declarer is None:
        return 0
    score = duplicate_score(contract, tricks, vulnerable[declarer.side])
    return score if declarer.side is Side.NS else -score


def _bots_play_on(state: DealState, seed: int, cards: bool) -> DealState:
    """Let the bots act from ``state``'s deal start: the auction, and the cards if ``cards``."""
    fresh = replace(
        state, auction=Auction(state.dealer), play=None, result=None, score=state.score_before
    )
    game = Game(0, (), fresh)
    while game.current.phase is not Phase.FINISHED:
        current = game.current
        if current.play is not None and not cards:
            break
        decider = current.decider
        assert decider is not None
        view = seat_view(current, decider)
        if current.play is None:
            action = Action.make_call(bots.bot_call(view).call)
        else:
            card_seed = _card_seed(seed, current.play.cards_played_count)
            action = Action.play_card(bots.bot_card(view, card_seed))
        game = game.apply(action)
    return game.current


def bots_auction(state: DealState) -> DealState:
    """``state``'s deal after four bots have bid it from the start (before any card)."""
    return _bots_play_on(state, 0, cards=False)


def play_bots_table(state: DealState, seed: int) -> BotsTable:
    """Play ``state``'s deal from its start with bots in all four seats."""
    result = _bots_play_on(state, seed, cards=True).result
    assert result is not None
    return BotsTable(
        result.contract,
        result.declarer,
        result.declarer_tricks,
        score_ns(result.contract, result.declarer, result.declarer_tricks, state.vulnerable),
    )


def imps_against_bots(person_ns: int, table: BotsTable) -> int:
    """North–South's IMPs of the person's table against the bots' on the same cards."""
    return imps(person_ns - table.score_ns)
