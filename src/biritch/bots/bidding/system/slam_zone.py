"""Slam values, whatever table the auction is in: once both partners have bid and partner's
last call was natural, a hand that holds a small slam's points together with what partner has
shown asks for aces with a trump fit, or bids the no-trump slam opposite a balanced hand.

Books: SAYC booklet (Blackwood 4NT, 5NT for kings); Goren's point count, as the ACBL
Bridge Series (Grant, "Bidding in the 21st Century") teaches it: 33 combined points for a
small slam, 37 for a grand; with a fit the strong hand checks for aces before it bids the
slam. These rules come before the situation's own table, so a game bid there shows less
than slam values (see :func:`biritch.bots.bidding.system.dispatch.reached`)."""

from __future__ import annotations

from dataclasses import replace

from biritch.bots.bidding.core import (
    MAX_HCP,
    Box,
    Check,
    Force,
    Range,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    MAJORS,
    NO_LONG_SUIT,
    NT,
    NT_SHAPE,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    fit_order,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.shared import their_suits
from biritch.bots.bidding.system.notrump import FIVE_CARD_SUIT, ace_cues, balanced_nt_shown
from biritch.bots.bidding.system.slam import agreed_fits, enough_aces_to_ask
from biritch.bots.evaluate import DIST_CAP, Features
from biritch.engine import PASS, SUITS, Bid, Rank, Suit

#: Combined points for a small and a grand slam (Goren).
SMALL_SLAM_PTS = 33
GRAND_SLAM_PTS = 37
#: A no-trump slam is bid only opposite a hand that showed an opening or more: counted as
#: slam judgment counts it (:func:`slam_points`), so an opening whose range starts at a
#: light 10 (the rule of 20) still counts as the opening it is.
NT_SLAM_PARTNER_FLOOR = 12
#: Partner's last call must say what it holds (a natural bid or a reply that shows a suit)
#: for the hand to judge slam on it: an artificial ask is answered first.
NATURAL_TAGS = frozenset({Tag.NATURAL, Tag.STAYMAN_REPLY, Tag.FEATURE, Tag.SIGNOFF})
#: How far above the floor of partner's range a slam may count on.
SLAM_LIFT = 2

BLACKWOOD = ("Блэквуд: сколько тузов?", "Blackwood: how many aces?")


def slam_points(r: Range) -> int:
    """What partner is counted on for when judging a slam from the range ``r`` he showed:
    its floor, lifted toward the middle by at most :data:`SLAM_LIFT` (slam is bid when it
    is there opposite most of the hands partner holds, not when it only might be)."""
    lo, hi = r
    return lo + min(SLAM_LIFT, (hi - lo) // 2)


def blackwood_asks(st: State, p: Box) -> list[Rule]:
    """Blackwood 4NT with each suit where the auction shows eight cards together, and a
    small slam's points together (HCP and shortness counted for that trump)."""
    four_nt = bid(4, NT)
    if not st.auction.is_legal(four_nt):
        return []
    out: list[Rule] = []
    for t, lens in agreed_fits(st, p):
        c = cond(
            pts=(_needed(st, p, t), MAX_HCP),
            trump=t,
            lens={t: lens},
            checks=(enough_aces_to_ask(t),),
        )
        out.append(rule(four_nt, c, *BLACKWOOD, Tag.BLACKWOOD, Force.ONE_ROUND))
    mine = st.strains_bid_by(st.me)
    for t in fit_order(st, p):
        if t.is_major and t in mine and p.min_len(t) >= RAISE_LEN:
            # My own major, raised: its length is counted too (Goren's revaluation).
            need = _needed(st, p, t)
            checks: tuple[Check, ...] = (enough_aces_to_ask(t), revalued_at_least(t, need))
            cues = _limit_raise_cues(st, t, checks)
            if cues:
                # Blackwood only with every side suit controlled; else a cue-bid first.
                checks = (*checks, sides_controlled(t))
            c = cond(
                pts=(need - TRUMP_LENGTH_CAP, MAX_HCP),
                trump=t,
                lens={t: (LONG_TRUMPS, 13)},
                checks=checks,
            )
            out.append(rule(four_nt, c, *BLACKWOOD, Tag.BLACKWOOD, Force.ONE_ROUND))
            out.extend(
                replace(r, cond=replace(r.cond, pts=c.pts, trump=t, lens=c.lens)) for r in cues
            )
    return out


def _controlled(f: Features, z: Suit) -> bool:
    """``z`` cannot lose its first two tricks: its ace or king, or one card at most."""
    ranks = f.ranks[z.order]
    return len(ranks) <= 1 or Rank.ACE in ranks or Rank.KING in ranks


def sides_controlled(t: Suit) -> Check:
    """Every suit but the trump ``t`` is controlled (:func:`_controlled`)."""
    return Check("", "", lambda f: all(_controlled(f, z) for z in SUITS if z is not t))


def side_uncontrolled(t: Suit) -> Check:
    """A side suit of ``t`` can lose its first two tricks (two small or more)."""
    return Check(
        "масть без контроля",
        "a suit without control",
        lambda f: not all(_controlled(f, z) for z in SUITS if z is not t),
    )


CONTROL_CUE = (
    "контрольная заявка: туз, интерес к шлему",
    "control-showing cue-bid: an ace, slam interest",
)


def _limit_raise_cues(st: State, t: Suit, checks: tuple[Check, ...]) -> list[Rule]:
    """Partner raised my major ``t`` to three (the limit raise) and I hold a slam's points:
    with a side suit that can lose two fast tricks Blackwood cannot tell, so I cue-bid my
    cheapest side ace below game (SAYC booklet, "control-showing cue bids"; Root,
    "Commonsense Bidding": no Blackwood with two quick losers in a suit). The length and
    points are set by :func:`blackwood_asks`."""
    pl = st.last_of(st.partner)
    if pl is None or pl.call != bid(3, t) or st.last_bid != bid(3, t):
        return []
    if st.opening is not None and st.opening.rule.tag is Tag.STRONG_2C:
        # The strong 2♣'s slam tries are its own (two_clubs.py).
        return []
    c = cond(checks=(*checks, side_uncontrolled(t)))
    return ace_cues(st, t, bid(4, t), lambda z: c, CONTROL_CUE)


ACCEPT_LIMIT_CUE = ("принимает: туз, верх диапазона", "accepts: an ace, the top of the range")
DECLINE_LIMIT_CUE = ("отказ: гейм в согласованной масти", "declines: game in the agreed suit")
PARTNER_DECLINED = ("партнёр отказался: гейм", "partner declined: game")


def answer_limit_cue(st: State, t: Suit) -> list[Rule]:
    """I raised partner's major ``t`` to three and he cue-bid an ace, trying for slam:
    after a limit raise, with the top half of my points (dummy's count) I cue-bid my
    cheapest side ace below game, else I sign off in game (SAYC booklet, "control-showing
    cue bids"; Root, "Commonsense Bidding")."""
    game = bid(4, t)
    lo, hi = st.box(st.me).val
    top = (lo + hi + 1) // 2
    if any(s.rule.force is Force.GAME for s in st.acted(st.partner)[:-1]):
        # His earlier call forced to game (a jump shift): my raise was no limit, and I
        # show my ace whatever my range (SAYC booklet: the cue-bids show controls).
        top = 0
    accept = cond(pts=(top, MAX_HCP), trump=t)
    out = ace_cues(st, t, game, lambda z: accept, ACCEPT_LIMIT_CUE)
    out.append(rule(game, cond(), *DECLINE_LIMIT_CUE, Tag.SIGNOFF))
    return out


NO_CONTROL_GAME = (
    "масть без контроля у обоих: гейм",
    "a suit neither of us controls: game",
)


def _after_cue_back(st: State, t: Suit, z: Suit) -> list[Rule]:
    """I cue-bid after partner's limit raise of ``t`` and he cue-bid the ace of ``z`` back:
    with every side suit now controlled (mine, or his ace) Blackwood (SAYC booklet);
    else he denied the ace of my weak suit by skipping it, and I sign off in game (Root,
    "Commonsense Bidding": cue-bids find the suit with two fast losers)."""
    covered = Check("", "", lambda f: all(_controlled(f, y) or y is z for y in SUITS if y is not t))
    out: list[Rule] = []
    four_nt = bid(4, NT)
    if st.auction.is_legal(four_nt):
        out.append(
            rule(four_nt, cond(checks=(covered,)), *BLACKWOOD, Tag.BLACKWOOD, Force.ONE_ROUND)
        )
    game = bid(4, t)
    if st.auction.is_legal(game):
        out.append(rule(game, cond(), *NO_CONTROL_GAME, Tag.SIGNOFF))
    out.append(catch_all_pass())
    return out


def _control_cue(seen: Seen) -> bool:
    """``seen`` is the slam try by cue-bid after the raise to three (this module's)."""
    return seen.rule.tag is Tag.CUEBID and CONTROL_CUE[1] in seen.rule.en


def _limit_cue_round(st: State) -> list[Rule] | None:
    """The cue-bid rounds after the limit raise of a major (not the strong 2♣'s, which
    two_clubs.py answers): partner's cue-bid answered, mine answered back (Blackwood,
    SAYC booklet), or his sign-off passed."""
    op = st.opening
    if op is None or op.rule.tag is Tag.STRONG_2C:
        return None
    mine, his = st.acted(st.me), st.acted(st.partner)
    if not mine or not his:
        return None
    ml, pl = mine[-1], his[-1]
    if _control_cue(pl) and ml.rule.tag is not Tag.CUEBID:
        t = ml.rule.suit
        if (
            t is not None
            and t.is_major
            and ml.call == bid(3, t)
            and t in st.strains_bid_by(st.partner)
        ):
            return answer_limit_cue(st, t)
    if _control_cue(ml):
        t = ml.rule.cond.trump
        z = pl.call.strain.suit if isinstance(pl.call, Bid) else None
        if pl.rule.tag is Tag.CUEBID and t is not None and z is not None:
            return _after_cue_back(st, t, z)
        if pl.rule.tag is Tag.SIGNOFF and DECLINE_LIMIT_CUE[1] in pl.rule.en:
            return [rule(PASS, cond(), *PARTNER_DECLINED, Tag.PASS)]
    return None


def _needed(st: State, p: Box, t: Suit) -> int:
    """My points for a small slam in ``t`` with partner counted as :func:`slam_points`
    counts him; with a major as trumps his one-level opening counts as an opening
    (:func:`_as_opening`). A minor keeps the plain count, and the hand's long trumps are
    not counted up for it: its long suit is tricks in 3NT too, the game that comes before
    eleven tricks in a minor (Root, "Commonsense Bidding")."""
    r = _as_opening(st, p.val) if t.is_major else p.val
    return SMALL_SLAM_PTS - slam_points(r)


def _as_opening(st: State, r: Range) -> Range:
    """Partner's range ``r`` with its floor at an opening's when he opened one of a suit:
    a light opening (the rule of 20 starts at 10) holds the shape that makes it one, and
    after my jump shift his raise does not narrow it (Goren: the opening counted as 13,
    the jump-shifter's 19+ makes the slam; SAYC booklet: a jump shift suggests slam)."""
    op = st.opening
    if op is None or op.seat is not st.partner or op.rule.tag is not Tag.NATURAL:
        return r
    if not isinstance(op.call, Bid) or op.call.level != 1 or op.call.strain is NT:
        # Pre-empts and weak twos are counted as they are; a no-trump opening is above it.
        return r
    lo, hi = r
    return (max(lo, NT_SLAM_PARTNER_FLOOR), max(hi, NT_SLAM_PARTNER_FLOOR))


#: Partner's length in my suit that makes his bid of it a raise.
RAISE_LEN = 3
#: Trumps from which each further one counts a point (the opener's length count).
LONG_TRUMPS = 5
#: At most this many points for trump length.
TRUMP_LENGTH_CAP = 4


def trump_length_points(n: int) -> int:
    """One point for each trump past the fourth (at most :data:`TRUMP_LENGTH_CAP`)."""
    return min(TRUMP_LENGTH_CAP, max(0, n - (LONG_TRUMPS - 1)))


def revalued_at_least(t: Suit, need: int) -> Check:
    """The hand whose suit ``t`` partner raised holds ``need`` points revalued as the
    declarer counts them: HCP, one point for each trump past the fourth, and shortness
    (3/2/1) now that the fit is found (Goren, "Point Count Bidding": after partner's raise
    the bidder of the suit revalues with his long trumps and short suits)."""
    return Check(
        "с учётом длины козыря",
        "counting the trump length",
        lambda f: f.support_points(t, False) + trump_length_points(f.length(t)) >= need,
    )


def nt_slams(st: State, p: Box) -> list[Rule]:
    """7NT or 6NT on HCP with no major fit: opposite partner's no-trump, or with an even
    hand of mine."""
    pl = st.last_of(st.partner)
    partner_nt = pl is not None and isinstance(pl.call, Bid) and pl.call.strain is NT
    if slam_points(p.val) < NT_SLAM_PARTNER_FLOOR:
        return []
    stops = stoppers_in(their_suits(st))
    # Partner chose no-trump: raising it needs no shape of mine. Opposite a balanced hand no
    # long suit of mine, opposite shape an even hand of mine (and their suits stopped).
    checks: tuple[Check, ...] = ()
    if not partner_nt:
        checks = (NO_LONG_SUIT, *stops) if p.balanced else (NT_SHAPE, *stops)
    no_major_fit = {m: (0, max(0, 7 - p.min_len(m))) for m in MAJORS}
    pslam = slam_points(p.hcp)
    if pl is not None and pl.rule.force is Force.GAME:
        # Opposite his game force (a jump shift: 17 and up, no ceiling) partner is the
        # captain and bids on: he is counted at his floor, and a minimum describes itself
        # below the slam (Root, "Commonsense Bidding": the strong hand takes charge).
        pslam = p.hcp[0]
    narrow_nt = _partner_bid_nt(st) and p.hcp[1] - p.hcp[0] <= LIMITED_WIDTH
    if partner_nt and (narrow_nt or _partner_limited_nt(st)):
        # Opposite a narrow balanced no-trump (2♣–2♦–3NT's 25-27) the slam is bid when it
        # is there opposite his minimum; short of that the quantitative 4NT asks for his
        # maximum (SAYC booklet: 1NT-4NT invites, 6NT bids it; Goren's 33 with the minimum).
        pslam = p.hcp[0]
    out: list[Rule] = []
    for level, total in ((7, GRAND_SLAM_PTS), (6, SMALL_SLAM_PTS)):
        b = bid(level, NT)
        if st.auction.is_legal(b):
            c = cond((total - pslam, MAX_HCP), lens=no_major_fit, checks=checks)
            out.append(rule(b, c, *TO_PLAY))
    return out


#: A long major of six cards or more: the hand that asks with Gerber plays in it (a long
#: minor is tricks for no-trump: 3NT or 6NT, see notrump.py).
LONG_MAJOR = Check(
    "6+ карт в мажоре", "a six-card major", lambda f: max(f.length(H), f.length(S)) >= 6
)
GERBER = ("Гербер: сколько тузов?", "Gerber: how many aces?")
#: The slam conventions once used, after which no new slam is judged.
SLAM_ASKS = (Tag.BLACKWOOD, Tag.QUANTITATIVE, Tag.GERBER)


def gerber_ask(st: State) -> list[Rule]:
    """Partner opened 1NT or 2NT and only passes followed: with a long major and a small
    slam's points together (HCP and length, partner counted at his minimum) 4♣ asks for
    aces (SAYC booklet: Gerber over 1NT and 2NT openings). Even hands bid 4NT or 6NT."""
    op = st.opening
    four_clubs = bid(4, C)
    if op is None or op.seat is not st.partner or not isinstance(op.call, Bid):
        return []
    if op.call.strain is not NT or op.call.level > 2 or op.rule.tag is not Tag.NATURAL:
        return []
    if any(s.rule.tag is not Tag.PASS for s in st.history if s is not op):
        return []
    if not st.auction.is_legal(four_clubs):
        return []
    lo = st.box(st.partner).hcp[0]
    c = cond(pts=(SMALL_SLAM_PTS - lo, MAX_HCP), checks=(LONG_MAJOR,))
    return [rule(four_clubs, c, *GERBER, Tag.GERBER, Force.ONE_ROUND)]


def gerber_over_2c_2nt(st: State) -> list[Rule]:
    """Partner opened 2♣, I waited with 2♦, he rebid 2NT (22-24) and they passed: the
    2NT system is on (SAYC booklet, "Strong 2♣"), so with a six-card major and a small
    slam's points opposite his 22, 4♣ asks for aces (Gerber) and the slam is placed in the
    major, not in no-trump (Root, "Commonsense Bidding"). Up to a grand's values only: the
    stronger hands take the no-trump slams."""
    four_clubs = bid(4, C)
    if not waited_then_2nt(st) or not st.auction.is_legal(four_clubs):
        return []
    need = SMALL_SLAM_PTS - st.box(st.partner).hcp[0]
    c = cond((need - DIST_CAP, need + DIST_CAP), pts=(need, MAX_HCP), checks=(LONG_MAJOR,))
    return [rule(four_clubs, c, *GERBER, Tag.GERBER, Force.ONE_ROUND)]


def waited_then_2nt(st: State) -> bool:
    """Partner opened 2♣, I waited with 2♦, he rebid 2NT (22-24) and they passed."""
    op = st.opening
    if op is None or op.seat is not st.partner or op.rule.tag is not Tag.STRONG_2C:
        return False
    mine, his = st.acted(st.me), st.acted(st.partner)
    if len(mine) != 1 or mine[0].rule.tag is not Tag.WAITING or len(his) != 2:
        return False
    return his[1].call == bid(2, NT) and not st.acted(st.me.lho) and not st.acted(st.me.rho)


def slam_zone(st: State) -> list[Rule] | None:
    """The slam rules that come before the situation's own (None when the auction is not
    one where the hand may judge slam: Gerber over partner's no-trump opening; or our side
    opened, both partners have bid, partner's last call was natural, the last bid is ours
    and nobody has asked for aces)."""
    me, pa = st.me, st.partner
    op = st.opening
    if op is None or op.seat.side is not me.side:
        return None
    mine, his = st.acted(me), st.acted(pa)
    if not mine:
        return gerber_ask(st) or None
    cue_round = _limit_cue_round(st)
    if cue_round is not None:
        return cue_round
    if not his or his[-1].rule.tag not in NATURAL_TAGS:
        return None
    if st.last_bidder is None or st.last_bidder.side is not me.side:
        return None
    if any(s.seat.side is me.side and s.rule.tag in SLAM_ASKS for s in st.history):
        return None
    p = st.box(pa)
    # Over partner's natural no-trump, or his balanced hand without a four-card suit
    # (Stayman denied), 4NT is quantitative (SAYC booklet: over 1NT and 2NT, and 2♣–2♦–2NT
    # which keeps that system): no suit is agreed, a raise of no-trump is what it says.
    over_force = _nt_over_my_force(st)
    raise_nt = _partner_bid_nt(st) or _partner_limited_nt(st) or _stayman_denied(st) or over_force
    asks = quantitative_raise(st, p, over_force) if raise_nt else blackwood_asks(st, p)
    if raise_nt:
        if waited_then_2nt(st):
            # 2♣–2♦–2NT: the responses are "the same as over a 2NT opening" (SAYC
            # booklet, "Strong 2♣"): with a four-card major Stayman first, and the
            # invitation after 3♦: the situation's table orders them (two_clubs.py).
            asks = [r for r in asks if r.tag is not Tag.QUANTITATIVE]
        asks = gerber_over_2c_2nt(st) + asks
    if all(s.rule.tag is Tag.STRONG_2C for s in mine):
        # The 2♣ opener has named no suit yet: he shows it first, and Blackwood waits
        # until a fit is found (SAYC booklet, "Strong 2♣"). Four cards of partner's suit,
        # none longer, are that fit at once.
        y = his[-1].rule.suit
        asks = [_with_support(r, y) for r in asks if y is not None and r.cond.trump is y]
        return asks + nt_slams(st, p) or None
    if op.rule.tag is Tag.STRONG_2C and op.seat is pa and not raise_nt:
        # The 2♣ responder is not the captain, waiting or positive: the opener drives the
        # slam (Root, "Commonsense Bidding": responder raises and lets him ask). Responder
        # asks for aces only when his own HCP make the slam opposite the opener's 22.
        asks = [_with_hcp_floor(r, WAITING_ASK_HCP) for r in asks]
    found = nt_slams(st, p) + asks if raise_nt else asks + nt_slams(st, p)
    found += strong_2c_drive(st, p)
    return found or None


#: The 2♣ opener's floor as the waiting responder counts it for a slam of his own asking
#: (SAYC booklet: 2♣ shows 22 or more, or the playing equivalent).
STRONG_2C_FLOOR = 22
WAITING_ASK_HCP = SMALL_SLAM_PTS - STRONG_2C_FLOOR


def _with_hcp_floor(r: Rule, floor: int) -> Rule:
    """``r`` for hands of ``floor`` HCP or more only."""
    lo, hi = r.cond.hcp
    return replace(r, cond=replace(r.cond, hcp=(max(lo, floor), hi)))


def strong_2c_drive(st: State, p: Box) -> list[Rule]:
    """In a strong 2♣ auction forced to game (no second negative), a hand whose HCP alone
    make a small slam's 33 with what partner has shown (counted as :func:`slam_points`
    counts it) asks for aces whatever its shape: the strong hand takes control (Goren's
    count; SAYC booklet, Blackwood). So every other call there shows less."""
    op = st.opening
    if op is None or op.rule.tag is not Tag.STRONG_2C:
        return []
    ours = [s for s in st.history if s.seat.side is st.me.side]
    if any(s.rule.tag is Tag.SECOND_NEGATIVE for s in ours):
        return []
    if _partner_bid_nt(st):
        # Over partner's natural no-trump (2♣–2♦–2NT) 4NT is quantitative, as over a 2NT
        # opening (SAYC booklet: the 2NT system is on); the no-trump slams count the values.
        return []
    four_nt = bid(4, NT)
    if not st.auction.is_legal(four_nt):
        return []
    slam_hcp = SMALL_SLAM_PTS - slam_points(p.hcp)
    out = [rule(four_nt, cond((slam_hcp, MAX_HCP)), *BLACKWOOD, Tag.BLACKWOOD, Force.ONE_ROUND)]
    last = st.last_bid
    suit = last.strain.suit if last is not None else None
    named = st.strains_bid_by(st.me) + st.strains_bid_by(st.partner)[:-1]
    if (
        last is not None
        and suit is not None
        and st.last_bidder is st.partner
        and st.game_level(last.strain) <= last.level < 6
        and suit in named
    ):
        # Partner bid game in a suit we both know; without a slam's points (the ask above,
        # or Blackwood with the fit before it) there is nothing to add.
        out.append(rule(PASS, cond((0, slam_hcp - 1)), *GAME_REACHED, Tag.PASS))
    return out


#: The widest HCP range of a no-trump bid that a quantitative 4NT invites (15–17, 22–24).
LIMITED_WIDTH = 3
QUANTITATIVE = ("количественный: инвит в шлем", "quantitative: invites a slam")


def quantitative_raise(st: State, p: Box, over_force: bool = False) -> list[Rule]:
    """4NT inviting 6NT: a small slam's HCP opposite partner's maximum, not opposite his
    minimum (SAYC booklet: 1NT–4NT 16–17; hands that bid 6NT itself take it first). Only
    opposite a limited hand: an open range has no maximum to invite. Partner's no-trump
    answer to my game force (3NT over a jump shift) is limited by his opening."""
    four_nt = bid(4, NT)
    # Over a wide answer to my force, slam must be there opposite a point below its top:
    # a bare maximum is too rare to invite on (18 passes 3NT's 10-15, ACBL Bidding).
    narrow = p.hcp[1] - p.hcp[0] <= LIMITED_WIDTH
    lo = SMALL_SLAM_PTS - p.hcp[1] + (0 if narrow else 1)
    hi = SMALL_SLAM_PTS - 1 - p.hcp[0]
    limited = over_force or narrow
    if not st.auction.is_legal(four_nt) or not limited or lo > hi:
        return []
    return [rule(four_nt, cond((lo, hi)), *QUANTITATIVE, Tag.QUANTITATIVE)]


def _nt_over_my_force(st: State) -> bool:
    """Partner opened one of a suit, and his last call is no-trump answering my game force
    (the jump shift): he describes an even hand, and 4NT raises it (Root, "Commonsense
    Bidding": the captain invites with 4NT or bids the slam). The strong 2♣ keeps its own
    rules (its 3NT rebid is 25-27)."""
    pl, ml = st.last_of(st.partner), st.last_of(st.me)
    return (
        st.opening is not None
        and st.opening.seat is st.partner
        and st.opening.rule.tag is not Tag.STRONG_2C
        and pl is not None
        and ml is not None
        and isinstance(pl.call, Bid)
        and pl.call.strain is NT
        and ml.rule.force is Force.GAME
    )


def _stayman_denied(st: State) -> bool:
    """Partner's last call is Stayman's reply denying a four-card major (2♦ or 3♦)."""
    pl = st.last_of(st.partner)
    return (
        pl is not None
        and pl.rule.tag is Tag.STAYMAN_REPLY
        and isinstance(pl.call, Bid)
        and pl.call.strain.suit is D
    )


def _partner_bid_nt(st: State) -> bool:
    """Whether partner's last call is a no-trump bid that promised a balanced hand (the
    2♣ opener's 2NT rebid, a 1NT or 2NT rebid): 4NT then raises it. Not a 2NT that only
    denies a fit (2♣–2♦–2♠–2NT), over which the strong hand still asks."""
    pl = st.last_of(st.partner)
    return (
        pl is not None
        and isinstance(pl.call, Bid)
        and pl.call.strain is NT
        and st.box(st.partner).balanced is True
    )


def _partner_limited_nt(st: State) -> bool:
    """Whether partner's last call is a natural 1NT or 2NT of a narrow range
    (1♦–2NT's 13-16, shown without the "balanced" of a rule that allows a worse shape) and
    no suit is agreed: 4NT then raises it too (Root, "Commonsense Bidding": add the
    no-trump ranges; SAYC booklet: a 4NT raise of natural no-trump is quantitative)."""
    pl = st.last_of(st.partner)
    if pl is None or not isinstance(pl.call, Bid) or pl.call.strain is not NT:
        return False
    if pl.rule.tag is not Tag.NATURAL or pl.call.level > 2 or pl.synthetic:
        return False
    lo, hi = st.box(st.partner).hcp
    agreed = set(st.strains_bid_by(st.me)) & set(st.strains_bid_by(st.partner))
    return hi - lo <= LIMITED_WIDTH and not agreed


GAME_REACHED = ("гейм достигнут, нет шлемовых ценностей", "game reached, no slam values")


def _with_support(r: Rule, y: Suit) -> Rule:
    """Blackwood ``r`` (asked in partner's suit ``y``) only with four cards of ``y`` at the
    least and no longer suit."""
    c = r.cond
    lens = tuple(
        (max(4, a), b) if s is y else (a, b) for s, (a, b) in zip(SUITS, c.lens, strict=True)
    )
    longest = Check("", "", lambda f: f.length(y) >= max(f.lengths))
    return replace(r, cond=replace(c, lens=lens, checks=(*c.checks, longest)))  # type: ignore[arg-type]


ACCEPT_LENGTH = (
    "принимает: пятикарточная масть стоит очка",
    "accepts: a five-card suit is worth a point",
)
DECLINE = ("минимум: отказ от приглашения в шлем", "a minimum: declines the slam invitation")
ACCEPT = ("максимум: принимает приглашение в шлем", "a maximum: accepts the slam invitation")
DECLINE_GRAND = ("минимум: малый шлем, не большой", "a minimum: the small slam, not the grand")


def after_quantitative(st: State) -> list[Rule]:
    """Partner raised my no-trump to a quantitative 4NT: the slam with the values for it
    together (Goren's 33, 37 for the grand; partner counted as :func:`slam_points` counts
    him), else pass (SAYC booklet: over 1NT and 2NT, "bid 6NT with a maximum, pass with a
    minimum"; 2♣–2♦–2NT keeps that system)."""
    pslam = slam_points(st.box(st.partner).hcp)
    small, grand = SMALL_SLAM_PTS - pslam, GRAND_SLAM_PTS - pslam
    # The decline is a minimum of what my no-trump showed, not a weak hand.
    floor = st.box(st.me).hcp[0]
    if st.last_bid == bid(5, NT):
        # 5NT forces the small slam and invites the grand (notrump.py).
        return [
            rule(bid(7, NT), cond((grand, MAX_HCP)), *ACCEPT),
            rule(bid(6, NT), cond(), *DECLINE_GRAND),
        ]
    return [
        rule(bid(7, NT), cond((grand, MAX_HCP)), *ACCEPT),
        rule(bid(6, NT), cond((small, MAX_HCP)), *ACCEPT),
        # A five-card suit is a trick more: a point short of the maximum it accepts too
        # (Goren's length point; SAYC booklet: "bid 6NT with a maximum").
        rule(bid(6, NT), cond((small - 1, MAX_HCP), checks=(FIVE_CARD_SUIT,)), *ACCEPT_LENGTH),
        rule(PASS, cond((floor, small - 1)), *DECLINE, Tag.PASS),
        catch_all_pass(bounded=True),
    ]


NT_CUE_ASK = (
    "Блэквуд: шлем напротив максимума с четырьмя козырями",
    "Blackwood: a slam opposite the maximum with four trumps",
)
NT_CUE_SLAM = ("малый шлем: не больше одного туза у противников", "small slam: one ace out at most")
#: Combined HCP that leave the opponents one ace at most, so the slam is bid without asking.
NT_CUE_SURE_HCP = 36
NT_CUE_SIGNOFF = ("гейм: нет шлема напротив максимума", "game: no slam opposite the maximum")


def responder_after_nt_cue(st: State) -> list[Rule] | None:
    """1NT (or 2NT) – 3M – a cue-bid by the opener: his maximum with four trumps
    (notrump.py). With the points for a small slam together, his counted as his dummy
    points (:func:`nt_max_fit_points`) and mine as the declarer's (HCP, trump length and
    shortness, :func:`revalued_at_least`), I ask for aces (SAYC booklet: Blackwood 4NT);
    else I sign off in game (Root, "Commonsense Bidding"). None elsewhere."""
    if any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return None
    mine, his = st.acted(st.me), st.acted(st.partner)
    if not mine or len(his) < 2 or his[-1].rule.tag is not Tag.CUEBID:
        return None
    m = mine[-1].rule.suit
    if m is None or not m.is_major or mine[-1].call != bid(3, m):
        return None
    if not balanced_nt_shown(his[:-1], mine[:-1]):
        return None
    partner_pts = st.box(st.partner).hcp[1] + 1
    need_pts = SMALL_SLAM_PTS - partner_pts
    four_nt, game, slam = bid(4, NT), bid(4, m), bid(6, m)
    # Each call keeps a narrow HCP range: the ask spans the hands that need the aces checked
    # (revalued to a slam's share, HCP short of sure), 6M the ones whose HCP alone leave at
    # most one ace missing (Goren: 36+ together), the sign-off the rest (revalued short, so
    # HCP short too).
    sure = NT_CUE_SURE_HCP - st.box(st.partner).hcp[0] - 1
    out: list[Rule] = []
    if st.auction.is_legal(four_nt):
        c = cond(
            (need_pts - TRUMP_LENGTH_CAP, sure),
            trump=m,
            checks=(revalued_at_least(m, need_pts),),
        )
        out.append(rule(four_nt, c, *NT_CUE_ASK, Tag.BLACKWOOD, Force.ONE_ROUND))
    if st.auction.is_legal(slam):
        out.append(rule(slam, cond((sure + 1, MAX_HCP)), *NT_CUE_SLAM))
    if st.auction.is_legal(game):
        out.append(rule(game, cond((0, need_pts - 1)), *NT_CUE_SIGNOFF, Tag.SIGNOFF))
    return out or None
