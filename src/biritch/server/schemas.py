"""The JSON shapes of docs/api.md as pydantic models: requests, the game view, errors."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from biritch.engine import Phase, Reason, Seat, Side

# The engine's string enums serialise to their values: "N", "NS", "auction", "tricks".
SeatName = Seat
SideName = Side
PhaseName = Phase
ReasonName = Reason
ErrorCode = Literal[
    "stale_version", "illegal", "invalid", "not_found", "bot_error", "error", "unfinished_deal"
]


class _Request(BaseModel):
    # Extra keys are ignored so that a page sending e.g. ``"call": null`` with ``advance``
    # is not refused for it.
    model_config = ConfigDict(extra="ignore")

    version: Annotated[int, Field(ge=0, description="the version of the view the action is for")]


class CallRequest(_Request):
    """The person makes a call: ``{"version": 3, "type": "call", "call": "1NT"}``."""

    type: Literal["call"]
    call: Annotated[str, Field(min_length=1, max_length=8, examples=["1NT", "P", "X", "XX"])]


class PlayRequest(_Request):
    """The person plays a card (South's, or dummy's when South declares)."""

    type: Literal["play"]
    card: Annotated[str, Field(min_length=2, max_length=4, examples=["SA", "HT"])]


class ControlRequest(_Request):
    """``advance`` (one pending bot action), ``undo`` (take back the person's last call or
    card) or a control of the game. ``next_deal`` and ``new_game`` during a deal in
    progress need ``"abandon": true``: the deal is then recorded as abandoned, unscored."""

    type: Literal["advance", "next_deal", "restart", "new_game", "undo"]
    abandon: bool = False


class ClaimRequest(_Request):
    """South's side claims ``tricks`` of the remaining tricks (South declares or defends)."""

    type: Literal["claim"]
    tricks: Annotated[int, Field(ge=0, le=13)]


ActionRequest = Annotated[
    CallRequest | PlayRequest | ControlRequest | ClaimRequest, Field(discriminator="type")
]


class NewGameRequest(BaseModel):
    """Optional body of ``POST /api/games``; a seed is accepted only when the server allows
    it (``BIRITCH_ALLOW_CLIENT_SEED``), for reproducible tests."""

    model_config = ConfigDict(extra="ignore")

    seed: Annotated[int | None, Field(ge=0, lt=2**63)] = None


class ErrorBody(BaseModel):
    """Every error: an English message and a code the page translates."""

    detail: str
    code: ErrorCode


class CallEntry(BaseModel):
    """One call of an auction with its meaning (null when none is known)."""

    seat: SeatName
    call: str
    explanation: str | None
    explanation_en: str | None


class PlayedCard(BaseModel):
    """A card with the seat that played it."""

    seat: SeatName
    card: str


class TrickView(BaseModel):
    """A completed trick."""

    leader: SeatName
    cards: list[PlayedCard]
    winner: SeatName


class CurrentTrickView(BaseModel):
    """The trick being played (its cards may be none yet)."""

    leader: SeatName
    cards: list[PlayedCard]


class EntryView(BaseModel):
    """One line of the score sheet."""

    side: SideName
    points: int
    line: Literal["below", "above"]
    reason: ReasonName
    deal: int
    game: int


class SettlementView(BaseModel):
    """Difference of totals in hundreds (side null when equal)."""

    side: SideName | None
    hundreds: int


class ScoreView(BaseModel):
    """The rubber's score sheet and what follows from it."""

    entries: list[EntryView]
    totals: dict[SideName, int]
    games: dict[SideName, int]
    vulnerable: dict[SideName, bool]
    is_over: bool
    winner: SideName | None
    settlement: SettlementView


class ClaimView(BaseModel):
    """A claim that ended the play: the tricks South's side claimed of the remaining ones,
    whether it stood, and the tricks it was given (double dummy's when it did not)."""

    tricks: int
    stands: bool
    awarded: int


class ResultView(BaseModel):
    """How a finished deal ended."""

    passed_out: bool
    contract: str | None
    declarer: SeatName | None
    tricks: int
    made: bool
    difference: int
    entries: list[EntryView]
    claim: ClaimView | None = None


class HistoryDeal(BaseModel):
    """An earlier deal: finished, or abandoned unfinished (``result`` null, unscored)."""

    rubber_number: int
    deal_number: int
    dealer: SeatName
    auction: list[CallEntry]
    contract: str | None
    declarer: SeatName | None
    result: ResultView | None
    abandoned: bool = False
    undos: int = 0
    game_number: int = 1


class GameView(BaseModel):
    """What the page receives: only what South may see (docs/api.md)."""

    id: str
    version: int
    phase: PhaseName
    rubber_number: int
    deal_number: int
    deal_in_rubber: int
    dealer: SeatName
    turn: SeatName | None
    to_act: Literal["you", "bot"] | None
    you_control: list[SeatName]
    hands: dict[SeatName, list[str]]
    dummy: SeatName | None
    dummy_visible: bool
    legal: list[str]
    auction: list[CallEntry]
    contract: str | None
    declarer: SeatName | None
    vulnerable: dict[SideName, bool]
    partscores: dict[SideName, int]
    tricks: list[TrickView]
    current_trick: CurrentTrickView | None
    tricks_won: dict[SideName, int]
    score: ScoreView
    result: ResultView | None
    history: list[HistoryDeal]
    game_number: int = 1
    undos: int = 0
    #: Whether leaving the deal now (next deal, new game) loses it: ask before.
    in_progress: bool = False
    #: Whether the person may claim now, and take back an action.
    can_claim: bool = False
    can_undo: bool = False


class HintView(BaseModel):
    """What the bot would do in the person's place (a call or a card), and why."""

    call: str | None = None
    card: str | None = None
    reason: str
    reason_en: str


class ParView(BaseModel):
    """The par contracts (``"4SN"``: level, strain, X/XX, declarer) and NS's par score."""

    contracts: list[str]
    score_ns: int


class CardCostView(BaseModel):
    """A card played and the tricks it cost its side double dummy (0 or more)."""

    seat: SeatName
    card: str
    cost: int


class ReviewView(BaseModel):
    """The review of the finished deal: every hand, the auction, the double-dummy truth."""

    deal_number: int
    dealer: SeatName
    vulnerable: dict[SideName, bool]
    hands: dict[SeatName, list[str]]
    auction: list[CallEntry]
    contract: str | None
    declarer: SeatName | None
    result: ResultView
    dd_table: dict[SeatName, dict[str, int]]
    par: ParView
    cards: list[CardCostView]


class Health(BaseModel):
    """``GET /api/health``."""

    status: Literal["ok"]
    database: str
