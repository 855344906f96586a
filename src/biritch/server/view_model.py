"""The game view sent to the page, built from South's SeatView and public facts only
(score, auction, tricks, finished deals): never from the whole deal, so a hidden card
cannot reach the browser by accident."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from biritch.engine import (
    PERSON,
    Chicago,
    DealResult,
    DealState,
    Entry,
    Hand,
    Phase,
    ScoreSheet,
    Seat,
    SeatView,
    Side,
    TargetResult,
    Trick,
    chicago_dealer,
    chicago_vulnerable,
    seat_view,
)
from biritch.engine.auction import Auction
from biritch.same_cards import BotsTable, imps_against_bots, score_ns
from biritch.server.schemas import (
    BotsImpsView,
    BotsTableView,
    CallEntry,
    ChicagoDealView,
    ChicagoView,
    ClaimView,
    CurrentTrickView,
    EntryView,
    GameView,
    HistoryDeal,
    HistoryPage,
    PlayedCard,
    ResultView,
    ScoreView,
    SettlementView,
    TargetView,
    TrickView,
)
from biritch.server.store import Explanation, GameRecord


def _sides(values: dict[Side, int]) -> dict[Side, int]:
    return {side: values[side] for side in Side}


def _auction(auction: Auction, explanations: Sequence[Explanation | None]) -> list[CallEntry]:
    out = []
    for i, call in enumerate(auction.calls):
        meaning = explanations[i] if i < len(explanations) else None
        out.append(
            CallEntry(
                seat=auction.seat_of(i),
                call=str(call),
                explanation=None if meaning is None else meaning.ru,
                explanation_en=None if meaning is None else meaning.en,
            )
        )
    return out


def _entry(entry: Entry) -> EntryView:
    return EntryView(
        side=entry.side,
        points=entry.points,
        line="below" if entry.below else "above",
        reason=entry.reason,
        deal=entry.deal,
        game=entry.game,
    )


def _score(score: ScoreSheet) -> ScoreView:
    settlement = score.settlement
    return ScoreView(
        entries=[_entry(e) for e in score.entries],
        totals=_sides(score.totals),
        games=_sides(score.games),
        vulnerable={side: score.vulnerable(side) for side in Side},
        is_over=score.is_over,
        winner=score.winner,
        settlement=SettlementView(
            side=settlement.side,
            hundreds=settlement.hundreds,
        ),
        chicago=_chicago(score) if isinstance(score, Chicago) else None,
    )


def _target(target: TargetResult) -> TargetView:
    return TargetView(
        side=target.side,
        hcp=target.hcp,
        points=target.points,
        actual=target.actual,
        imps=target.imps,
    )


def _chicago(sheet: Chicago) -> ChicagoView:
    deals = []
    for n in range(1, 5):
        target = sheet.targets[n - 1] if n <= len(sheet.targets) else None
        vulnerable = chicago_vulnerable(n)
        deals.append(
            ChicagoDealView(
                deal=n,
                dealer=chicago_dealer(n),
                vulnerable={side: side in vulnerable for side in Side},
                played=n <= sheet.deals,
                target=None if target is None else _target(target),
            )
        )
    return ChicagoView(deals=deals, imps_ns=sheet.imps_ns)


def _person_score_ns(state: DealState) -> int:
    result = state.result
    assert result is not None
    return score_ns(result.contract, result.declarer, result.declarer_tricks, state.vulnerable)


def _finished(state: DealState, tables: Mapping[int, BotsTable | None] | None) -> ResultView:
    """A finished deal's result with the bots' table on the same cards and, under
    Chicago with IMPs, its result against the target."""
    assert state.result is not None
    view = _result(state.result)
    view.score_ns = _person_score_ns(state)
    sheet = state.score
    if isinstance(sheet, Chicago) and sheet.with_imps and not state.result.passed_out:
        view.target = _target(sheet.targets[-1])
    table = None if tables is None else tables.get(state.number)
    if table is not None:
        view.bots_table = BotsTableView(
            contract=None if table.contract is None else str(table.contract),
            declarer=table.declarer,
            tricks=table.tricks,
            score_ns=table.score_ns,
            imps=imps_against_bots(view.score_ns, table),
        )
    view.bots_table_pending = tables is not None and state.number in tables and table is None
    return view


def _bots_imps(
    finished: Sequence[DealState], tables: Mapping[int, BotsTable | None] | None
) -> BotsImpsView:
    total = deals = 0
    for state in finished:
        table = None if tables is None else tables.get(state.number)
        if table is not None:
            total += imps_against_bots(_person_score_ns(state), table)
            deals += 1
    return BotsImpsView(total=total, deals=deals)


def _result(result: DealResult) -> ResultView:
    contract = result.contract
    return ResultView(
        passed_out=result.passed_out,
        contract=None if contract is None else str(contract),
        declarer=result.declarer,
        tricks=result.declarer_tricks,
        made=result.made,
        difference=0 if contract is None else result.declarer_tricks - contract.tricks_needed,
        entries=[_entry(e) for e in result.entries],
        claim=None
        if result.claim is None
        else ClaimView(
            tricks=result.claim.tricks, stands=result.claim.stands, awarded=result.claim.awarded
        ),
    )


def _cards(trick: Trick) -> list[PlayedCard]:
    return [PlayedCard(seat=seat, card=str(card)) for seat, card in trick.plays()]


def _legal(state: DealState, view: SeatView) -> list[str]:
    if not state.person_to_act:
        return []
    if view.phase is Phase.AUCTION:
        return [str(c) for c in view.auction.legal_calls()]
    # South's view sees dummy once it is face up, so this is dummy's legal cards too
    # when South declares and dummy is to play.
    return [str(c) for c in view.legal_cards()]


def _history(
    state: DealState,
    explanations: Sequence[Explanation | None],
    tables: Mapping[int, BotsTable | None] | None,
) -> HistoryDeal:
    return HistoryDeal(
        rubber_number=state.rubber_number,
        deal_number=state.number,
        dealer=state.dealer,
        auction=_auction(state.auction, explanations),
        contract=None if state.contract is None else str(state.contract),
        declarer=state.declarer,
        result=None if state.result is None else _finished(state, tables),
        abandoned=state.result is None,
        undos=state.undos,
        game_number=state.game_number,
    )


def game_view(record: GameRecord, tables: Mapping[int, BotsTable | None] | None = None) -> GameView:
    """The view of ``record`` for the person at South. ``tables`` are the bots' tables on
    the same cards by deal number, None for one being played (``tables`` None: the server
    plays none); a table is shown only in a finished deal's result."""
    state = record.game.current
    view = seat_view(state, PERSON)
    finished = view.phase is Phase.FINISHED
    # All four original hands once the deal is over; the remaining cards of the hands
    # South may see before that.
    shown = view.original if finished else view.hands
    hands = {
        seat: [str(c) for c in hand.sorted()] for seat, hand in shown.items() if hand is not None
    }
    play = state.play
    trump = None if view.contract is None else view.contract.strain.suit
    tricks_won = {side: 0 for side in Side}
    for trick in view.tricks:
        tricks_won[trick.winner(trump).side] += 1
    turn = view.turn
    # Abandoned deals (no result) are in the history too, unscored: they count for nothing.
    finished_deals = [d for d in (*record.game.history, state) if d.result is not None]
    return GameView(
        id=record.id,
        version=record.version,
        scoring=record.game.scoring,
        phase=view.phase,
        rubber_number=state.rubber_number,
        deal_number=state.number,
        deal_in_rubber=state.number_in_rubber,
        dealer=view.dealer,
        turn=turn,
        to_act=None if turn is None else ("you" if state.person_to_act else "bot"),
        you_control=[s for s in (Seat.S, Seat.N) if state.controlled_by_person(s)],
        hands=hands,
        dummy=view.dummy,
        dummy_visible=play is not None and play.dummy_exposed,
        legal=_legal(state, view),
        auction=_auction(view.auction, record.calls),
        contract=None if view.contract is None else str(view.contract),
        declarer=view.declarer,
        vulnerable={side: view.vulnerable(side) for side in Side},
        # The score after this deal once it is finished, before it otherwise.
        partscores=_sides(state.score.partscores),
        tricks=[
            TrickView(leader=t.leader, cards=_cards(t), winner=t.winner(trump)) for t in view.tricks
        ],
        current_trick=None
        if view.current is None
        else CurrentTrickView(leader=view.current.leader, cards=_cards(view.current)),
        tricks_won=tricks_won,
        score=_score(state.score),
        result=None if state.result is None else _finished(state, tables),
        bots_imps=_bots_imps(finished_deals, tables),
        game_number=state.game_number,
        undos=state.undos,
        in_progress=state.in_progress,
        can_claim=state.phase is Phase.PLAY and state.declarer is not Seat.N,
        can_undo=state.result is None and any(mine for _, mine in record.game.live),
    )


def history_page(
    record: GameRecord,
    before: int | None,
    size: int,
    tables: Mapping[int, BotsTable | None] | None = None,
) -> HistoryPage:
    """Earlier deals ``[start, before)`` of ``record`` (finished or abandoned), oldest first
    (``before`` defaults to all of them), with where the page before this one ends. Earlier
    deals are public facts: their auctions, contracts and results, never a card."""
    deals = record.game.history
    end = len(deals) if before is None else min(before, len(deals))
    start = max(0, end - size)
    calls = record.history_calls
    return HistoryPage(
        deals=[
            _history(deals[i], calls[i] if i < len(calls) else (), tables)
            for i in range(start, end)
        ],
        total=len(deals),
        next_before=start if start > 0 else None,
    )


# Shared with the review (server/review.py), which shows every hand of a finished deal.
auction_entries = _auction
result_view = _result


def hand_cards(hand: Hand) -> list[str]:
    """A hand's cards as the page draws them, sorted by suit and rank."""
    return [str(c) for c in hand.sorted()]
