"""The JSON shapes of docs/api.md as pydantic models: requests, the game view, errors."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from biritch.engine import Phase, Reason, Scoring, Seat, Side

# The engine's string enums serialise to their values: "N", "NS", "auction", "tricks".
SeatName = Seat
SideName = Side
PhaseName = Phase
ReasonName = Reason
ScoringName = Scoring
ErrorCode = Literal[
    "stale_version",
    "illegal",
    "invalid",
    "not_found",
    "bot_error",
    "bot_unavailable",
    "error",
    "storage_unavailable",
    "too_large",
    "rate_limited",
    "invalid_host",
    "forbidden_origin",
    "unfinished_deal",
]
# Calls and cards exactly as the page sends them (the strings of the view's ``legal``).
CALL_PATTERN = r"^(?:[1-7](?:C|D|H|S|NT)|P|X|XX)$"
CARD_PATTERN = r"^[SHDC][2-9TJQKA]$"


class _Request(BaseModel):
    # Extra keys are ignored so that a page sending e.g. ``"call": null`` with ``advance``
    # is not refused for it.
    model_config = ConfigDict(extra="ignore")

    version: Annotated[
        int, Field(ge=0, strict=True, description="the version of the view the action is for")
    ]


class CallRequest(_Request):
    """The person makes a call: ``{"version": 3, "type": "call", "call": "1NT"}``."""

    type: Literal["call"]
    call: Annotated[str, Field(pattern=CALL_PATTERN, examples=["1NT", "P", "X", "XX"])]


class PlayRequest(_Request):
    """The person plays a card (South's, or dummy's when South declares)."""

    type: Literal["play"]
    card: Annotated[str, Field(pattern=CARD_PATTERN, examples=["SA", "HT"])]


class ControlRequest(_Request):
    """``advance`` (one pending bot action), ``undo`` (take back the person's last call or
    card) or a control of the game. ``next_deal`` and ``new_game`` during a deal in
    progress need ``"abandon": true``: the deal is then recorded as abandoned, unscored."""

    type: Literal["advance", "next_deal", "restart", "new_game", "undo"]
    abandon: Annotated[bool, Field(strict=True)] = False


class ClaimRequest(_Request):
    """South's side claims ``tricks`` of the remaining tricks (South declares or defends)."""

    type: Literal["claim"]
    tricks: Annotated[int, Field(ge=0, le=13, strict=True)]


ActionRequest = Annotated[
    CallRequest | PlayRequest | ControlRequest | ClaimRequest, Field(discriminator="type")
]


class NewGameRequest(BaseModel):
    """Optional body of ``POST /api/games``; a seed is accepted only when the server allows
    it (``BIRITCH_ALLOW_CLIENT_SEED``), for reproducible tests."""

    model_config = ConfigDict(extra="ignore")

    seed: Annotated[int | None, Field(ge=0, lt=2**63, strict=True)] = None
    scoring: Annotated[
        ScoringName, Field(description="rubber (default), chicago or chicago_imps")
    ] = Scoring.RUBBER


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


class TargetView(BaseModel):
    """A deal scored against the points target (``chicago_imps``): ``side`` held ``hcp``
    (the more; NS when equal), its target ``points``, its duplicate-style score ``actual``
    and its IMPs."""

    side: SideName
    hcp: int
    points: int
    actual: int
    imps: int


class ChicagoDealView(BaseModel):
    """One of a Chicago's four deals: its dealer and vulnerability, and once played, its
    result against the target (``chicago_imps`` only)."""

    deal: int
    dealer: SeatName
    vulnerable: dict[SideName, bool]
    played: bool
    target: TargetView | None


class ChicagoView(BaseModel):
    """The Chicago's columns, and North–South's IMPs against the target so far."""

    deals: list[ChicagoDealView]
    imps_ns: int


class ScoreView(BaseModel):
    """The rubber's (or Chicago's) score sheet and what follows from it."""

    entries: list[EntryView]
    totals: dict[SideName, int]
    games: dict[SideName, int]
    vulnerable: dict[SideName, bool]
    is_over: bool
    winner: SideName | None
    settlement: SettlementView
    chicago: ChicagoView | None = None


class BotsTableView(BaseModel):
    """The same deal played by four bots: their contract (null: passed out), declarer,
    tricks, North–South's duplicate-style score, and ``imps`` of the person's table against
    theirs from North–South's view."""

    contract: str | None
    declarer: SeatName | None
    tricks: int
    score_ns: int
    imps: int


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
    #: North–South's duplicate-style score of this deal (the yardstick beside the bots').
    score_ns: int = 0
    bots_table: BotsTableView | None = None
    #: The bots are still playing this deal's table (ask again in a moment).
    bots_table_pending: bool = False
    target: TargetView | None = None


class BotsImpsView(BaseModel):
    """The person's IMPs against the bots on the same cards, over the game's finished deals
    whose bots' table is ready."""

    total: int
    deals: int


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
    scoring: ScoringName = Scoring.RUBBER
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
    bots_imps: BotsImpsView = BotsImpsView(total=0, deals=0)
    game_number: int = 1
    undos: int = 0
    #: Whether leaving the deal now (next deal, new game) loses it: ask before.
    in_progress: bool = False
    #: Whether the person may claim now, and take back an action.
    can_claim: bool = False
    can_undo: bool = False


class HistoryPage(BaseModel):
    """``GET /api/games/{id}/history``: earlier deals (finished or abandoned)
    ``[before - len(deals), before)``, oldest first; ``next_before`` asks for the page
    before this one (null: none)."""

    deals: list[HistoryDeal]
    total: int
    next_before: int | None


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
    """``GET /api/health``: 200 ``ok``, or 503 when the database cannot be written."""

    status: Literal["ok", "storage_unavailable"]
    database: str
    detail: str | None = None
