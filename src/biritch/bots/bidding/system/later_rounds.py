"""Later rounds are judged, not tabled: partner's shown ranges plus this hand decide the strain
(an eight-card major fit, no-trump, a minor fit) and the level (game, invitation, part-score),
where "game" is the lowest level that completes a game given the side's part-score."""

from __future__ import annotations

from dataclasses import replace

from biritch.bots.bidding.core import (
    MAX_HCP,
    Box,
    Check,
    Condition,
    Force,
    Lens,
    Range,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    GAME,
    INVITE,
    MAJORS,
    NO_LONG_SUIT,
    NT,
    NT_SHAPE,
    PREFERENCE,
    SEMI_BALANCED,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    cheapest_bid,
    est_len,
    fit_order,
    longest_is,
    longest_of,
    need,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.responses import penalty_doubles, sacrifices
from biritch.bots.bidding.system.competition.shared import their_suits
from biritch.bots.bidding.system.notrump import FIVE_CARD_SUIT
from biritch.bots.bidding.system.slam import ACES_TO_ASK, enough_aces_to_ask
from biritch.bots.evaluate import Features
from biritch.engine import (
    DOUBLE,
    PASS,
    SUITS,
    Bid,
    Call,
    Seat,
    Strain,
    Suit,
)
from biritch.engine.contract import Doubling


def partner_forces(st: State) -> bool:
    """Whether partner's last call obliges me to bid on (and nobody took me off the hook)."""
    me, pa = st.me, st.partner
    rho = st.last_of(me.rho)
    if rho is not None and rho.rule.tag is not Tag.PASS:
        return False
    pl = st.last_of(pa)
    if pl is None:
        return False
    if pl.rule.force is Force.ONE_ROUND and pl.rule.tag is not Tag.PASS:
        return True
    game_forced = False
    for s in st.history:
        if s.seat.side is me.side:
            if s.rule.force is Force.GAME:
                game_forced = True
            elif s.rule.force is Force.RELEASE:
                game_forced = False
    last = st.last_bid
    if not game_forced or last is None or st.last_bidder is None:
        return False
    if st.last_bidder.side is not me.side:
        return False
    return last.level < st.game_level(last.strain)


def _opener_declares(st: State, s: Suit) -> bool:
    """I opened, the opponents are silent, and I named ``s`` before partner did: partner's
    support makes me declarer there, and declarer counts his shortness 3/2/1 (Goren), not
    dummy's 5/3/1 (a singleton in partner's suit after his preference is no ruffing value
    of the short hand)."""
    if st.opening is None or st.opening.seat is not st.me:
        return False
    if any(x.seat.side is not st.me.side and x.rule.tag is not Tag.PASS for x in st.history):
        # In competition the count stays the competitive one the rest of judgment uses.
        return False
    mine, his = st.strains_bid_by(st.me), st.strains_bid_by(st.partner)
    return s in mine and (s not in his or _first_named(st, s) is st.me)


def _unbid_by_anyone(st: State) -> list[Suit]:
    """Uncontested, with me the opener: the suits neither of us has named, which my
    no-trump must stop when partner has not bid no-trump himself (Root: 3NT wants the
    unbid suits held). Empty otherwise (the opponents' suits are checked on their own)."""
    if st.opening is None or st.opening.seat is not st.me:
        return []
    if any(x.seat.side is not st.me.side and x.rule.tag is not Tag.PASS for x in st.history):
        return []
    named = set(st.strains_bid_by(st.me)) | set(st.strains_bid_by(st.partner))
    return [s for s in SUITS if s not in named]


def _first_named(st: State, s: Suit) -> Seat | None:
    """The seat of my side that named ``s`` first."""
    for seen in st.history:
        if seen.seat.side is st.me.side and seen.rule.suit is s:
            return seen.seat
    return None


def _responder_invited(st: State) -> bool:
    """Whether partner, the responder to my opening, invites a game with his last call (a
    bid below game that says so) in an auction the opponents have only passed. (The
    opener's own invitations, the game tries, are answered by responder's maximum.)"""
    if any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return False
    if st.opening is None or st.opening.seat is not st.me:
        return False
    pl = st.last_of(st.partner)
    if pl is None or not isinstance(pl.call, Bid) or pl.call != st.last_bid:
        return False
    if pl.call.level >= st.game_level(pl.call.strain):
        return False
    return (pl.rule.ru, pl.rule.en) == INVITE or "invitational" in pl.rule.en


def _opener_raised_my_suit_to_invite(st: State) -> bool:
    """Whether partner opened, I answered in a new suit at the one level (unlimited), and
    his jump raise of it invites (1♣-1♠-3♠), the opponents silent. Root, "Commonsense
    Bidding": the jump raise shows about 17 points in support; responder goes to game with
    8 or more (17 and 8 are the 25), so he counts opposite the middle of its range."""
    if any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return False
    if st.opening is None or st.opening.seat is not st.partner:
        return False
    mine, pl = st.acted(st.me), st.last_of(st.partner)
    if len(mine) != 1 or pl is None or len(st.acted(st.partner)) != 2:
        return False
    r, j = mine[0].call, pl.call
    if not isinstance(r, Bid) or not isinstance(j, Bid) or r.level != 1 or r.strain is NT:
        return False
    return j.strain is r.strain and j.level == 3 and "invitational" in pl.rule.en


def _blackwood_used(st: State) -> bool:
    return any(s.rule.tag is Tag.BLACKWOOD and s.seat.side is st.me.side for s in st.history)


#: The fewest points an invitation shows: below them a hand has nothing to invite with,
#: whatever partner's range (opposite 22+ a 2-count passes or bids game, never "invites").
INVITE_FLOOR = 5
#: Combined points for a small slam (the threshold of the slam rules below): a hand that
#: bids game where a slam rule with the same fit would have taken it shows less.
SLAM_PTS = 33
#: Combined points for a grand slam (Goren): 7NT on values, no fit, takes them.
GRAND_PTS = 37
#: The opener doubles a pre-empt passed round to him with this much, whatever his length
#: in their suit short of four.
OPENER_REOPENS_STRONG = 18
#: What a five-card suit adds to a hand's no-trump values (length points).
NT_LENGTH_POINT = 1
#: A good seven-card suit or longer: three length points (Grant), tricks that run in
#: no-trump. (A six-card suit two points short still signs off: its two length points
#: only just reach game values, test_game_valuation.py.)
GOOD_SEVEN_CARD_SUIT = Check(
    "хорошая масть из 7+ карт",
    "a good seven-card suit",
    lambda f: any(f.length(s) >= 7 and f.good_suit(s) for s in SUITS),
)
#: The widest invitation (in points) the acceptor counts at its middle.
NARROW_INVITATION = 3
#: How many HCP short of game values a six-card suit's length points may make up.
LENGTH_SHORT = 2
SIX_CARDS = Check("", "", lambda f: max(f.lengths) >= 6)
#: How many points below 3NT values a raise to three of a minor invites with.
MINOR_INVITE_SPAN = 3
OPENER_EXTRAS = ("вызывная: лишняя сила у открывшего", "takeout: the opener has extra values")
CONTRACT_SUITS = ("контракт устраивает", "the contract suits")
TO_FIT = ("в масть с фитом", "to the suit with a fit")
NT_PLACE = ("без козыря: ровная рука, остановки", "no-trump: even shape, stoppers")
FORCED_SUIT = ("ответ на форсинг: длинная масть", "answer to a force: longest suit")
FORCED_NT = ("ответ на форсинг: без козыря", "answer to a force: no-trump")
FORCED = ("ответ на форсинг", "answer to a force")
SLAM_NO_FIT = ("малый шлем по силе: фита нет", "small slam on values, no fit found")
GRAND_NO_FIT = ("большой шлем по силе: фита нет", "grand slam on values, no fit found")


def judged_past(st: State, owned: set[Call]) -> list[Rule]:
    """Judgment without the calls a situation's table ``owned``: those keep the table's
    meaning, judgment does not make them too with other hands."""
    return [r for r in judgment(st) if r.call not in owned]


def judgment(st: State) -> list[Rule]:
    """Later rounds: place the contract from partner's shown ranges and this hand."""
    me, pa = st.me, st.partner
    P = st.box(pa)
    pmin, pmax = P.val
    pmax = min(pmax, pmin + 8)
    last = st.last_bid
    last_seat = st.last_bidder
    ours = last_seat is not None and last_seat.side is me.side
    forced = partner_forces(st)
    theirs = their_suits(st)
    stops = stoppers_in(theirs)
    out: list[Rule] = []
    order = fit_order(st, P)
    their_game = (
        last is not None
        and not ours
        and last.level >= st.game_level(last.strain, me.side.other)
        and last.level <= 3
    )

    my_suits = st.strains_bid_by(me)

    def fit(s: Suit, total: int = 8, slam: bool = False) -> dict[Suit, Range]:
        est = est_len(P, s)
        need_mine = total - est
        # Partner's six-card suit is raised with two cards (Goren: a rebid suit wants a
        # doubleton), a singleton only when his jump showed a good suit. A slam needs the
        # eight cards (Root, "Commonsense Bidding": no slam without a trump fit): my own
        # six-card suit opposite his presumed singleton plays a game, and only a
        # self-sufficient one asks for aces (its own rule below).
        if total == 8 and est >= 6 and _jumped_in(st, pa, s):
            need_mine = min(need_mine, 1)
        if total == 8 and s in my_suits and est >= (1 if s.is_major else 2) and not slam:
            # My six-card major plays its game opposite a presumed singleton (Goren: game
            # values and a good six-card major bid four); a minor's game takes eleven
            # tricks, so opposite a singleton no-trump comes first (it needs two).
            need_mine = min(need_mine, 6)
        if total == 8 and s in my_suits and s in st.strains_bid_by(pa) and est >= 3:
            # Partner raised the suit I named (four cards or more): the fit is agreed.
            need_mine = min(need_mine, 4)
        if total == 8 and _opened_diamonds_then_a_suit(st, pa, s):
            # 1♦ then a new suit promises four diamonds (three only with four-four in the
            # majors, which raises partner's major or rebids no-trump instead): four of
            # mine make the eight-card fit.
            need_mine = min(need_mine, 4)
        return {s: (max(0, need_mine), 13)}

    def legal(b: Bid) -> bool:
        return last is None or b > last

    # The opener's reopening takeout doubles first: partner must read them as takeout.
    out.extend(_opener_reopens(st))
    # Penalty doubles of the opponents' contract, with the rubber in view.
    if last is not None and not ours and st.auction.doubling is Doubling.NONE:
        out.extend(penalty_doubles(st, last, P))
    # Slam: Blackwood with a fit, or no-trump slams opposite a balanced hand.
    # Opposite a limited hand, slam is judged on the middle of its range.
    pslam = (pmin + pmax) // 2 if pmax - pmin <= 6 else pmin
    # The strains whose every hand with slam values takes a slam rule here (Blackwood
    # needing no ace of its own, 6NT): game in them shows less than slam values.
    slam_taken: set[Strain] = set()
    if not _blackwood_used(st) and legal(bid(4, NT)):
        slam_taken.update(Strain.of(s) for s in order if ACES_TO_ASK[s] == 0)
        for s in order:
            asks: list[tuple[dict[Suit, Range], tuple[Check, ...]]] = [
                (fit(s, slam=True), (enough_aces_to_ask(s),))
            ]
            if s in my_suits and est_len(P, s) >= 1:
                # My own suit, bid and long enough to need no support (Goren).
                asks.append(({s: (6, 13)}, (enough_aces_to_ask(s), _self_sufficient(s))))
            for lens, checks in asks:
                out.append(
                    rule(
                        bid(4, NT),
                        cond(pts=(33 - pslam, MAX_HCP), trump=s, lens=lens, checks=checks),
                        "Блэквуд: сколько тузов?",
                        "Blackwood: how many aces?",
                        Tag.BLACKWOOD,
                        Force.ONE_ROUND,
                    )
                )
    no_major_fit = {m: (0, max(0, 7 - P.min_len(m))) for m in MAJORS}
    pl = st.last_of(pa)
    partner_nt = pl is not None and isinstance(pl.call, Bid) and pl.call.strain is NT
    if partner_nt:
        # Partner chose no-trump (stoppers, shape): raising it needs no shape of mine.
        nt_checks: tuple[Check, ...] = ()
    elif P.balanced:
        nt_checks = (NO_LONG_SUIT, *stops)
    else:
        nt_checks = (NT_SHAPE, *stops, *stoppers_in(_unbid_by_anyone(st)))
    for level, lo in ((7, 37), (6, 33)):
        slam_bid = bid(level, NT)
        if legal(slam_bid) and pmin >= 12:
            out.append(
                rule(
                    slam_bid,
                    cond((lo - pslam, MAX_HCP), lens=no_major_fit, checks=nt_checks),
                    *TO_PLAY,
                )
            )
            slam_taken.add(NT)
    # Game in the best strain: a major fit, then no-trump, then a minor fit.
    strains: list[tuple[Strain, Condition, Range]] = []
    for s in order:
        if s.is_major:
            declares = _opener_declares(st, s)
            strains.append(
                (Strain.of(s), cond(trump=s, lens=fit(s), declarer_count=declares), (0, 0))
            )
    strains.append((NT, cond(lens=no_major_fit, checks=nt_checks), (0, 0)))
    for s in order:
        if not s.is_major:
            declares = _opener_declares(st, s)
            strains.append(
                (Strain.of(s), cond(trump=s, lens=fit(s), declarer_count=declares), (0, 0))
            )
    our_game = ours and last is not None and last.level >= st.game_level(last.strain)
    if our_game and last is not None and last.strain is NT:
        # From a no-trump game to a known major fit, the only correction worth making.
        strains = [x for x in strains if x[0].is_major]
    elif our_game:
        strains = []
    #: Per strain, the fewest points that invite or bid game in it (a competitive bid of
    #: that strain, further down, shows fewer).
    game_floor: dict[Strain, int] = {}
    # Stretch for a game when the scoring pays for it (vulnerable: it wins the rubber, or
    # scores 500 in a Chicago; see stakes.py). Opposite responder's invitation the
    # question is asked of the opener's range (a minimum declines, the upper part of it
    # accepts: SAYC booklet), so responder counts at the middle of his invitation, and
    # without a second stretch: a vulnerable inviter already invites a point lighter. (A
    # wide invitation, such as a jump rebid, keeps its floor.)
    stretch = st.stakes.game_stretch(st.vulnerable(me.side))
    base_pts = pmin
    if _responder_invited(st) and pmax - pmin <= NARROW_INVITATION:
        stretch, base_pts = 0, (pmin + pmax) // 2
    # Opposite the opener's jump raise the plain count is judged at the middle of its range
    # (Root: 8 makes game), the long-trump revaluation still at its floor: a 6-count with
    # a fifth trump passes (Root), where counting both would bid game on it.
    declarer_pts = base_pts
    if _opener_raised_my_suit_to_invite(st) and pmax - pmin <= NARROW_INVITATION:
        base_pts = (pmin + pmax) // 2
    for strain, base, _ in strains:
        g = st.game_level(strain)
        game = Bid(g, strain)
        already = ours and last is not None and last.strain is strain and last.level >= g
        if already or not legal(game):
            continue
        lo = need(g, strain) - base_pts - stretch
        # Slam values took the slam rule above, with the same fit and count.
        top = SLAM_PTS - pslam - 1 if strain in slam_taken else MAX_HCP
        game_floor[strain] = lo
        if top >= lo:
            r = _with_points(game, base, (lo, top), *GAME)
            if strain.is_minor and not our_game and pmin >= 10 and legal(bid(6, NT)):
                # Slam values in HCP and no ace ask in the minor: the no-trump slam on
                # values below takes them (Goren's 33), not five of the minor.
                r = replace(r, cond=replace(r.cond, hcp=(0, SLAM_PTS - pslam - 1)))
            out.append(r)
            # Partner raised my suit: its long trumps add to my count (Goren), so six
            # trumps and a singleton bid the game a plain count only invites.
            declarer_lo = lo + base_pts - declarer_pts
            out.extend(_as_declarer(st, game, base, (declarer_lo, top), stretch, GAME))
        if strain is NT and top >= lo - NT_LENGTH_POINT:
            # A five-card suit is worth a point in no-trump: a point short of game values
            # with one still bids the game (length points, ACBL Bridge Series, Grant; the
            # same count the opener of 1NT accepts an invitation with, notrump.py).
            short = lo - NT_LENGTH_POINT
            length = replace(base, checks=(*base.checks, FIVE_CARD_SUIT))
            out.append(_with_points(game, length, (short, short), *GAME))
            # A good seven-card suit is worth three points (a point a card past four,
            # Grant): two points short it still bids the game, its tricks run in
            # no-trump (Q.3.J97.AKQJ7632 accepts 1C-1H-2C-2NT).
            running = replace(base, checks=(*base.checks, GOOD_SEVEN_CARD_SUIT))
            out.append(_with_points(game, running, (short - 1, short - 1), *GAME))
        # No invitation at four of a minor: it passes 3NT by.
        if g >= 2 and (strain is NT or strain.is_major or g <= 4):
            inv = Bid(g - 1, strain)
            if legal(inv) and pmax > pmin:
                # Invite when game is likely opposite the middle of partner's range (and
                # possible opposite its top): partner then judges from a narrow range.
                near = lo - 2 if strain is NT else need(g, strain) - (pmin + pmax) // 2
                hi = max(need(g, strain) - pmax, near, INVITE_FLOOR)
                if hi < lo:
                    out.append(_with_points(inv, base, (hi, lo - 1), *INVITE))
                    out.extend(_as_declarer(st, inv, base, (hi, lo - 1), stretch, INVITE))
                    game_floor[strain] = hi
        elif strain.suit in st.strains_bid_by(pa) and legal(Bid(3, strain)):
            # A fit in partner's minor invites at the three level, with the values that
            # invite 3NT: partner bids 3NT with the suits held, five of the minor with
            # shape, or passes. (A new minor at the three level stays forcing, below.)
            nt_lo = need(3, NT) - pmin
            hi = max(need(3, NT) - pmax, nt_lo - MINOR_INVITE_SPAN, INVITE_FLOOR)
            # Up to the minor game's own values: with a fit, points short of five of the
            # minor still invite, as the SAYC booklet's limit raise of a minor does in the
            # first round (10-12), counting support points once the fit is known (Goren);
            # a simple preference would leave such hands at two. The HCP of 3NT values
            # still go to game (below), never to an invitation.
            top = max(nt_lo, lo) - 1
            if hi <= top:
                inv_cond = replace(base, hcp=(0, nt_lo - 1), pts=(hi, top))
                out.append(rule(Bid(3, strain), inv_cond, *INVITE))

    def below_game(s: Suit, least: int) -> int:
        """The most HCP a hand with ``least`` or more cards of ``s`` holds once it has passed
        the invitation, game and slam rules of ``s`` above (they admit every such hand
        from their floor of points up when fit() asks no more, and HCP never exceed
        points); MAX_HCP when they do not."""
        if fit(s)[s][0] > least:
            return MAX_HCP
        return game_floor.get(Strain.of(s), MAX_HCP + 1) - 1

    if any(s.rule.tag is Tag.TAKEOUT for s in st.acted(me)):
        # A double, then a suit: a strong hand with a long suit of its own.
        for s in (S, H, D, C):
            if s in theirs:
                continue
            b = cheapest_bid(st, s)
            if b is not None and b.level <= 4:
                out.append(
                    rule(
                        b,
                        cond((17, MAX_HCP), lens={s: (5, 13)}, checks=(longest_is(s),)),
                        "сильная рука со своей мастью",
                        "strong hand with its own suit",
                    )
                )
    opened = st.opening is not None and st.opening.seat is me and isinstance(st.opening.call, Bid)
    opening_call = st.opening.call if st.opening is not None else None
    opened_suit = opening_call.strain.suit if opened and isinstance(opening_call, Bid) else None
    if opened and not ours and last is not None and last.level <= 3 and last.strain is not NT:
        t = last.strain.suit
        assert t is not None
        if st.auction.doubling is Doubling.NONE and not st.acted(pa):
            own = cheapest_bid(st, Strain.of(opened_suit)) if opened_suit else None
            if opened_suit is not None and own is not None and own.level <= 3:
                # Or he rebids a six-card suit with shortness in theirs (the same practice).
                out.append(
                    rule(
                        own,
                        cond((11, MAX_HCP), lens={opened_suit: (6, 13), t: (0, 1)}),
                        "6+ карт, короткость в их масти",
                        "six cards or more, short in their suit",
                    )
                )
    # No fit found yet but game values: show a five-card suit (forcing one round). When
    # partner's call already forces me, my suit is just the natural answer (below). The
    # values are counted with length points (Grant, ACBL Bridge Series: a point a card past
    # four), so 12 HCP with six-five opposite an opening is game values too.
    if not our_game and not forced:
        for s in (S, H, D, C):
            b = cheapest_bid(st, s)
            if b is None or b.level > 3 or s in theirs or s in st.strains_bid_by(pa):
                continue
            if s in my_suits:
                continue
            out.append(
                rule(
                    b,
                    cond(
                        (10, MAX_HCP),
                        pts=(max(10, 25 - pmin), MAX_HCP),
                        lens={s: (5, 13)},
                        checks=(longest_of(s, tuple(u for u in SUITS if u not in my_suits)),),
                    ),
                    "своя масть, форсинг на круг",
                    "own suit, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
    if not our_game and pmin >= 10 and legal(bid(6, NT)):
        # Slam values opposite an opening, no fit found and no suit of my own to show:
        # 33 points together make twelve tricks in no-trump (Goren), so the game bids
        # below show less than that. With 37 together opposite partner's minimum the
        # thirteenth trick is there too (Goren's count for a grand slam): 7NT, so 6NT
        # shows less than that.
        if legal(bid(7, NT)):
            out.append(rule(bid(7, NT), cond((GRAND_PTS - pmin, MAX_HCP)), *GRAND_NO_FIT))
        out.append(rule(bid(6, NT), cond((SLAM_PTS - pslam, MAX_HCP)), *SLAM_NO_FIT))
    if not our_game:
        # Game values, no fit and no new five-card suit: 3NT with the unbid suits stopped.
        gnt = bid(st.game_level(NT), NT)
        if legal(gnt) and pmin >= 10:
            ours_named = {*my_suits, *st.strains_bid_by(pa)}
            out.append(
                rule(
                    gnt,
                    cond(
                        (max(12, 25 - pmin), MAX_HCP),
                        checks=stoppers_in([u for u in SUITS if u not in ours_named]),
                    ),
                    *TO_PLAY,
                )
            )
        if ours and not theirs and pmin >= 10:
            # Still game values opposite an opening: never stop below game. Partner's
            # five-card major with two cards, else 3NT.
            game_lo = max(13, 25 - pmin)
            for m in MAJORS:
                gm = bid(st.game_level(Strain.of(m)), m)
                if m in st.strains_bid_by(pa) and P.min_len(m) >= 5 and legal(gm):
                    out.append(rule(gm, cond((game_lo, MAX_HCP), lens={m: (2, 13)}), *GAME))
            if legal(gnt):
                out.append(rule(gnt, cond((game_lo, MAX_HCP)), *TO_PLAY))
                # A long suit's length points count toward game values (ACBL Bridge
                # Series, Grant: a point a card past four): a point or two short in HCP
                # with six cards still bids the game (12 HCP and six clubs passed 1D-2C-3C).
                long_suit = cond(
                    (game_lo - LENGTH_SHORT, MAX_HCP), pts=(game_lo, MAX_HCP), checks=(SIX_CARDS,)
                )
                out.append(rule(gnt, long_suit, *TO_PLAY))
    out.extend(_new_suit_to_invite(st, P.val[0], forced or our_game or bool(theirs)))
    if ours and last is not None and last.strain is NT and not forced:
        # A long suit of my own plays better than partner's no-trump part-score.
        for s in SUITS:
            b = cheapest_bid(st, s)
            if b is not None and b.level <= 3 and s not in theirs:
                # At the two level it is a sign-off, made with any weak hand; at the three
                # level it needs values. Game values have gone to game above.
                lo = 0 if b.level == 2 else max(8, 20 - pmin)
                hi = max(lo, need(3, NT) - pmin - 1)
                out.append(
                    rule(
                        b,
                        cond((lo, hi), lens={s: (6, 13)}, checks=(longest_is(s),)),
                        "6+ карт, играть",
                        "six cards or more, to play",
                    )
                )
    # Part-scores: stay in an acceptable contract of ours, else find a better strain.
    if ours and last is not None and not forced:
        cur = last.strain
        if cur is NT:
            ok = cond(checks=(SEMI_BALANCED,)) if not P.balanced else Condition()
        else:
            cs = cur.suit
            assert cs is not None
            ok = Condition() if cs in st.strains_bid_by(me) else cond(lens=fit(cs, 7))
        out.append(rule(PASS, ok, *CONTRACT_SUITS, Tag.PASS))
    for s in order:
        b = cheapest_bid(st, s)
        if b is None:
            continue
        if ours:
            # Correct to a fit in another strain (staying in ours is the pass above).
            if b.level <= 3 and last is not None and last.strain is not Strain.of(s):
                top = below_game(s, fit(s)[s][0])
                if top >= 0:
                    out.append(_with_points(b, cond(trump=s, lens=fit(s)), (0, top), *TO_FIT))
        else:
            # Compete: the law of total tricks, one trick per trump past six; one level
            # more when their part-score makes their contract a game (the rubber).
            extra = 1 if their_game else 0
            # Hands that invite or bid game in the suit did so above (the same fit or a
            # longer one, the same count): competing shows less.
            top = game_floor.get(Strain.of(s), MAX_HCP + 1) - 1
            for total in range(8, 11):
                if b.level <= total - 6 + extra and b.level <= 4:
                    lo = max(6, need(b.level, Strain.of(s)) - 3 - pmin)
                    if lo <= top:
                        out.append(
                            _with_points(
                                b,
                                cond(trump=s, lens=fit(s, total)),
                                (lo, top),
                                "борьба за частичную запись",
                                "competing for the part-score",
                            )
                        )
                    break
    if not ours and last is not None and last.level <= 2:
        # Compete for the part-score with a six-card suit of my own.
        for s in st.strains_bid_by(me):
            b = cheapest_bid(st, s)
            top = below_game(s, 6)
            if b is not None and b.level <= 3 and top >= 11:
                out.append(
                    rule(
                        b,
                        cond((11, top), lens={s: (6, 13)}),
                        "борьба за частичную запись: 6+ карт",
                        "competing for the part-score: six cards",
                    )
                )
    if not ours and last is not None and last_seat is not None:
        out.extend(sacrifices(st, last, P))
    if ours or forced:
        # Raising our own contract's strain for no reason is left out when a pass is
        # allowed: it would only blur what the raise says.
        same = last.strain if (ours and not forced and last is not None) else None
        mine = st.strains_bid_by(me)
        for s in mine:
            b = cheapest_bid(st, s)
            if b is not None and b.level <= 3 and Strain.of(s) is not same:
                top = below_game(s, 6)
                if top >= 0:
                    out.append(rule(b, cond((0, top), lens={s: (6, 13)}), "6+ карт", "six cards"))
        ntb = cheapest_bid(st, NT)
        if ntb is not None and ntb.level == 1:
            out.append(rule(ntb, cond(checks=(SEMI_BALANCED, *stops)), *NT_PLACE))
        for s in st.strains_bid_by(pa):
            b = cheapest_bid(st, s)
            top = below_game(s, 3)
            if b is not None and b.level <= 3 and Strain.of(s) is not same and top >= 0:
                out.append(
                    rule(
                        b,
                        cond((0, top), lens={s: (3, 13)}),
                        "выбор масти партнёра",
                        "preference for partner's suit",
                    )
                )
        ntb = cheapest_bid(st, NT)
        if ntb is not None and ntb.level <= 3 and same is not NT:
            out.append(rule(ntb, cond(checks=(SEMI_BALANCED, *stops)), *NT_PLACE))
    if forced:
        for s in SUITS:
            b = cheapest_bid(st, s)
            if b is not None:
                out.append(rule(b, cond(lens={s: (4, 13)}, checks=(longest_is(s),)), *FORCED_SUIT))
        # Partner's call forces me: with nothing better, the cheapest of no-trump, my
        # longest suit, or partner's suit (a forcing call is never passed).
        for s in st.strains_bid_by(pa):
            b = cheapest_bid(st, s)
            if b is not None and b.level <= 4:
                out.append(rule(b, cond(lens={s: (3, 13)}), *PREFERENCE))
        ntb = cheapest_bid(st, NT)
        if ntb is not None and ntb.level <= 3:
            out.append(
                rule(ntb, cond(checks=(_no_singleton_in(st.strains_bid_by(pa)),)), *FORCED_NT)
            )
        for s in (*st.strains_bid_by(pa), *SUITS):
            b = cheapest_bid(st, s)
            if b is not None:
                out.append(Rule(b, cond(lens={s: (2, 13)}), *FORCED, last_resort=True))
                out.append(Rule(b, cond(checks=(longest_is(s),)), *FORCED, last_resort=True))
    out = _opener_minimum_unless_strong(st, out)
    out = _doubler_strong_first(st, out)
    # Judgment has no table to prove that every hand finds a call above, so this pass
    # counts in what a pass shows (it shows nothing sure).
    out.append(rule(PASS, Condition(), "", "", Tag.PASS))
    return _one_force_per_call(out)


#: Responder's invitational values opposite the opener's minimum rebid (SAYC: 10-12 invite,
#: here from two points below game values up to them).
INVITE_SPAN = 2
NEW_SUIT_TO_INVITE = (
    "новая масть, форсинг на круг: сила на инвит и выше",
    "new suit, forcing one round: invitational values or more",
)


def _new_suit_to_invite(st: State, pmin: int, excused: bool) -> list[Rule]:
    """Responder's second call with invitational values and no natural way to show them (no
    fit, no stopper for 2NT, no long suit): a new four-card suit at the two level, forcing
    one round (SAYC booklet: a new suit by responder is forcing), so the opener describes
    his hand again instead of the auction dying in a part-score (1C-1H-2C with
    KQT7.KQ65.Q984.3: 2D, not pass). Hands with game values took a game rule above."""
    op = st.opening
    me, pa = st.me, st.partner
    if excused or op is None or op.seat is not pa or len(st.acted(me)) != 1:
        return []
    if len(st.acted(pa)) != 2:
        return []
    named = {*st.strains_bid_by(me), *st.strains_bid_by(pa)}
    unbid = tuple(s for s in SUITS if s not in named)
    game_lo = max(13, need(3, NT) - pmin)
    values = (game_lo - INVITE_SPAN, game_lo - 1)
    # Only the suits still open at the two level: 4-4 in the black suits over 1D-1H-2D
    # bids 2S (clubs would take the three level).
    open_suits = tuple(s for s in unbid if (b := cheapest_bid(st, s)) is not None and b.level == 2)
    out: list[Rule] = []
    for s in open_suits:
        b = cheapest_bid(st, s)
        assert b is not None
        lens = {s: (4, 13)}
        out.append(
            rule(
                b,
                cond(values, lens=lens, checks=(longest_of(s, open_suits),)),
                *NEW_SUIT_TO_INVITE,
                force=Force.ONE_ROUND,
            )
        )
    return out


def _opener_reopens(st: State) -> list[Rule]:
    """The opener's takeout doubles when partner has passed their bid (at most three of a
    suit, undoubled): they come before any penalty double, so partner reads the double as
    takeout (SAYC: the opener reopens with a double when short in their suit, partner
    may be waiting to pass it for penalty; a double of a pre-empt is takeout)."""
    me, pa = st.me, st.partner
    last = st.last_bid
    op = st.opening
    by = st.last_bidder
    if op is None or op.seat is not me or not isinstance(op.call, Bid) or last is None:
        return []
    if by is None or by.side is me.side or last.level > 3 or last.strain is NT:
        return []
    if st.auction.doubling is not Doubling.NONE or st.acted(pa):
        return []
    t = last.strain.suit
    assert t is not None
    # Partner passed their bid; with extra values the opener reopens for takeout.
    return [
        rule(DOUBLE, cond((14, MAX_HCP), lens={t: (0, 1)}), *OPENER_EXTRAS, Tag.TAKEOUT),
        rule(DOUBLE, cond((16, MAX_HCP), lens={t: (0, 2)}), *OPENER_EXTRAS, Tag.TAKEOUT),
        # A strong opener is not shut out by a pre-empt: with 18+ he doubles even with
        # three of their suit, and partner may leave it in (common Standard American
        # practice in the reopening seat; the SAYC booklet is silent).
        rule(
            DOUBLE,
            cond((OPENER_REOPENS_STRONG, MAX_HCP), lens={t: (0, 3)}),
            *OPENER_EXTRAS,
            Tag.TAKEOUT,
        ),
    ]


#: The opener's second call in a contested auction, without a jump, below game: a minimum
#: opening. The SAYC booklet ranges the opener's rebids as minimum 13-15, medium 16-18 and
#: maximum 19-21 points and has the medium and maximum hands jump; in competition the same
#: holds (Standard American practice, e.g. Root's "Commonsense Bidding": opener's free
#: rebid of his suit or a simple preference is minimum-ish, with extra values he doubles,
#: jumps or cue-bids). Counted in HCP, a point above the booklet's minimum for shape.
OPENER_MINIMUM_TOP = 16
STRONG_CUE = (
    "ке-бид: сильная рука открывшего, форсинг на круг",
    "cue-bid: the opener's strong hand, forcing one round",
)
STRONG_DOUBLE = ("штрафная: сильная рука открывшего", "penalty: the opener's strong hand")


def _opener_minimum_unless_strong(st: State, rules: list[Rule]) -> list[Rule]:
    """``rules`` for the opener's second call when the opponents have bid: every natural
    bid below game that neither jumps nor forces (a part-score competed, a suit rebid, a
    preference, a forced answer) shows a minimum, and a stronger hand that no game,
    invitation or double above takes cue-bids their suit (forcing one round) once partner
    has bid, doubles their 1NT, or else jumps in a six-card suit (other strong hands pass
    and defend). Left as they are when no such call is open below game."""
    op = st.opening
    me = st.me
    if op is None or op.seat is not me or len(st.acted(me)) != 1:
        return rules
    opening = op.call
    if not isinstance(opening, Bid) or opening.level != 1 or opening.strain is NT:
        return rules
    cue = _their_cue_bid(st) if _partner_has_bid(st) else None
    strong = cond((OPENER_MINIMUM_TOP + 1, MAX_HCP))
    strong_rule: Rule | None
    if cue is not None:
        strong_rule = rule(cue, strong, *STRONG_CUE, Tag.CUEBID, Force.ONE_ROUND)
    elif _their_undoubled_notrump(st):
        # Over their no-trump the strong opener doubles it: he holds the balance of power.
        strong_rule = rule(DOUBLE, strong, *STRONG_DOUBLE, Tag.PENALTY)
    else:
        # Opposite a partner who has only passed, a cue-bid would drag a weak hand up: a
        # six-card suit jumps (the booklet's jump rebid), another strong hand that no
        # double or game above takes passes and defends.
        strong_rule = _opener_jump(st, opening, strong)
    if strong_rule is None:
        # No strong call is open below game: the simple calls keep the strong hands.
        return rules
    out: list[Rule] = []
    for r in rules:
        if r.call == cue and r.tag is not Tag.CUEBID:
            # Their suit is theirs: the cue-bid takes the call (a natural bid of it at the
            # same level would read the same and say nothing sure).
            continue
        if _simple_part_score(st, r):
            lo, hi = r.cond.hcp
            if lo > OPENER_MINIMUM_TOP:
                continue
            r = replace(r, cond=replace(r.cond, hcp=(lo, min(hi, OPENER_MINIMUM_TOP))))
        out.append(r)
    out.append(strong_rule)
    return out


OPENER_JUMP = ("прыжок в свою масть: 6+ карт, 17+", "jump in own suit: six cards, 17+")


def _opener_jump(st: State, opening: Bid, strong: Condition) -> Rule | None:
    """The opener's jump in his six-card suit, below game, when it is open."""
    x = opening.strain.suit
    b = cheapest_bid(st, x) if x is not None else None
    if x is None or b is None or b.level + 1 >= st.game_level(opening.strain):
        return None
    return rule(Bid(b.level + 1, opening.strain), replace(strong, lens=_six_of(x)), *OPENER_JUMP)


def _jumped_in(st: State, seat: Seat, s: Suit) -> bool:
    """Whether ``seat`` bid ``s`` with a jump (a level more than it needed): a good suit."""
    last: Bid | None = None
    for x in st.history:
        if not isinstance(x.call, Bid):
            continue
        mine = x.seat is seat and x.call.strain is Strain.of(s)
        if mine and last is not None and x.call.level > _cheapest_level(last, x.call.strain):
            return True
        last = x.call
    return False


#: At most this many points of shortness and trump length beyond HCP in the declarer's
#: count (so its game rule reads honestly in HCP).
DECLARER_EXTRA_CAP = 5


def _raised_mine(st: State, s: Suit) -> bool:
    """Whether partner has raised ``s``, a suit I named first."""
    return s in st.strains_bid_by(st.partner) and _first_named(st, s) is st.me


def _as_declarer(
    st: State, call: Bid, base: Condition, pts: Range, stretch: int, label: tuple[str, str]
) -> list[Rule]:
    """``call`` (a game or an invitation in a major I named and partner raised) for the
    hands whose trump length reaches ``pts`` where the plain count of ``base`` falls short.
    Goren, "Point Count Bidding": once his suit is raised the future declarer revalues, a
    point for the fifth trump, two for the sixth and each one after, on his support points.
    Counted past the length the fit needs (my promised length, or eight less partner's
    shown length if that is more): a fifth trump only completes the fit opposite a
    three-card raise (SAYC booklet: 10 HCP, five spades and a doubleton invite opposite
    the minimum raise)."""
    trump = call.strain.suit
    if trump is None or not trump.is_major or not _raised_mine(st, trump):
        return []
    fit_len = max(st.box(st.me).min_len(trump), 8 - st.box(st.partner).min_len(trump))
    lo, hi = max(0, pts[0]), pts[1]
    # The vulnerable ``stretch`` lowered the plain count's bar; the revalued count is not
    # stretched a second time (a hand is not stretched twice), and its HCP reach
    # DECLARER_EXTRA_CAP below that bar, so the call reads as narrow as the plain count's.
    count = (lo + stretch, min(MAX_HCP, hi + stretch))
    checks = (*base.checks, _long_trumps(trump, fit_len, count))
    hcp = (max(0, count[0] - DECLARER_EXTRA_CAP), hi)
    # The plain count keeps its own ceiling (a hand above it took a stronger call), and
    # partner judges on the revalued points, as he does the plain rule's.
    c = Condition(hcp, (0, hi), trump, base.lens, None, checks)
    return [replace(rule(call, c, *label), reading=Box(hcp, (lo, hi), base.lens))]


#: Points a trump past the fit's length adds (Goren: one for the fifth, two for the sixth
#: and each one after).
FIFTH_TRUMP = 1
LONG_TRUMP = 2


def _long_trumps(trump: Suit, fit_len: int, pts: Range) -> Check:
    """The plain count with ``trump`` (support points) plus LONG_TRUMP for each trump past
    ``fit_len`` (FIFTH_TRUMP for a fifth), the extra over HCP at most DECLARER_EXTRA_CAP;
    within ``pts``."""

    def count(f: Features) -> int:
        past = range(fit_len + 1, f.length(trump) + 1)
        length = sum(FIFTH_TRUMP if n == 5 else LONG_TRUMP for n in past)
        extra = f.support_points(trump) - f.hcp + length
        return f.hcp + min(DECLARER_EXTRA_CAP, extra)

    return Check(
        "длинные козыри после подъёма",
        "long trumps once raised",
        lambda f: pts[0] <= count(f) <= pts[1],
    )


def _self_sufficient(s: Suit) -> Check:
    """A suit that plays opposite a singleton losing a trick at most: AKQJxx, AKQxxxx,
    KQJT9xx and the like (Goren's self-sufficient suit)."""

    def test(f: Features) -> bool:
        n = f.length(s)
        return (
            (n >= 6 and f.honors(s, 4) >= 4)
            or (n >= 7 and f.honors(s, 3) >= 3)
            or (n >= 7 and f.honors(s, 5) >= 4)
        )

    return Check("самодостаточная масть", "a self-sufficient suit", test)


def _six_of(x: Suit) -> Lens:
    return tuple((6, 13) if s is x else (0, 13) for s in SUITS)  # type: ignore[return-value]


def _their_undoubled_notrump(st: State) -> bool:
    """Whether the contract is the opponents' 1NT, not yet doubled (higher up their
    no-trump is a two-suiter or a strong hand, no contract to punish on values alone)."""
    last = st.last_bid
    return last is not None and last == bid(1, NT) and _theirs_undoubled(st)


def _theirs_undoubled(st: State) -> bool:
    by = st.last_bidder
    return by is not None and by.side is not st.me.side and st.auction.doubling is Doubling.NONE


def _partner_has_bid(st: State) -> bool:
    """Whether partner has named a contract (so he holds values a cue-bid may ask for)."""
    return any(isinstance(s.call, Bid) for s in st.calls_of(st.partner))


#: The takeout doubler's next call in a contested auction: 19+ HCP cue-bids their suit
#: first (forcing), so every other call of his shows 12-18. Standard American practice
#: (e.g. Bergen's and Root's treatments of the doubler's rebids): the doubler's new suit
#: shows about 17-18 and a raise or second double extra values, while a hand too strong to
#: name a contract cue-bids; the SAYC booklet is silent on the contested rebids.
DOUBLER_CUE_FLOOR = 19
#: ... and opposite a partner who has passed: the values for game on his nothing.
DOUBLER_CUE_ALONE_FLOOR = 22
DOUBLER_CUE = (
    "ке-бид: очень сильная рука после вызывной контры, форсинг на круг",
    "cue-bid: a very strong hand after the takeout double, forcing one round",
)


def _doubler_strong_first(st: State, rules: list[Rule]) -> list[Rule]:
    """``rules`` for a takeout doubler's second call when the auction stays contested: a
    cue-bid of their suit with 19+ comes first (every other rule then reads 12-18). Left as
    they are when no cue-bid is open at the three level or lower."""
    mine = st.acted(st.me)
    if len(mine) != 1 or mine[0].rule.tag is not Tag.TAKEOUT:
        return rules
    op = st.opening
    if op is None or op.seat.side is st.me.side:
        return rules
    # Up to the four level: the doubler with 19+ opposite an advance has the values to
    # play there (a four-level cue-bid of a major is game for neither side).
    cue = _their_cue_bid(st, top=4)
    if cue is None:
        return rules
    # Opposite a partner who has not bid, the second double is the strong action (16+);
    # only a hand with game in it opposite nothing, 22+, cue-bids instead, so the second
    # double shows 16-21 (Root, "Commonsense Bidding": the doubler's cue-bid is the one
    # call that forces; a double leaves partner free to pass).
    floor = DOUBLER_CUE_FLOOR if _partner_has_bid(st) else DOUBLER_CUE_ALONE_FLOOR
    strong = rule(cue, cond((floor, MAX_HCP)), *DOUBLER_CUE, Tag.CUEBID, Force.ONE_ROUND)
    return [strong, *(r for r in rules if r.call != cue)]


def _their_cue_bid(st: State, top: int = 3) -> Bid | None:
    """The cheapest bid in the suit the opponents named last, if it is open at the ``top``
    level or lower."""
    them = st.me.side.other
    suit = next(
        (s.rule.suit for s in reversed(st.history) if s.seat.side is them and s.rule.suit),
        None,
    )
    if suit is None:
        return None
    b = cheapest_bid(st, suit)
    return b if b is not None and b.level <= top else None


def _simple_part_score(st: State, r: Rule) -> bool:
    """A natural bid below game that does not force and is not an invitation."""
    call = r.call
    if not isinstance(call, Bid) or r.tag is not Tag.NATURAL or r.force is not Force.NO:
        return False
    if call.level >= st.game_level(call.strain) or (r.en, r.ru) == (INVITE[1], INVITE[0]):
        return False
    last = st.last_bid
    # A jump (a level more than needed) already says more than a minimum.
    return last is None or call.level == _cheapest_level(last, call.strain)


def _cheapest_level(last: Bid, strain: Strain) -> int:
    return last.level if Bid(last.level, strain) > last else last.level + 1


def _opened_diamonds_then_a_suit(st: State, seat: Seat, s: Suit) -> bool:
    """Whether ``seat`` opened 1♦ and has since named another suit (and ``s`` is ♦)."""
    op = st.opening
    if s is not D or op is None or op.seat is not seat or op.call != bid(1, D):
        return False
    return len(st.strains_bid_by(seat)) >= 2


def _no_singleton_in(suits: list[Suit]) -> Check:
    """No singleton or void in any of ``suits`` (no-trump rather than a misfit)."""
    return Check("", "", lambda f: all(f.length(s) >= 2 for s in suits))


def _one_force_per_call(rules: list[Rule]) -> list[Rule]:
    """Keep, for each call, only the rules that force as much as its first rule does:
    partner must be able to tell from the call alone whether to bid on."""
    first: dict[Call, Force] = {}
    out: list[Rule] = []
    for r in rules:
        force = first.setdefault(r.call, r.force)
        if r.force is force:
            out.append(r)
    return out


def _with_points(call: Call, base: Condition, pts: Range, ru: str, en: str) -> Rule:
    """``base`` with points counted for its trump suit (HCP for no-trump) in ``pts``."""
    lo, hi = max(0, pts[0]), pts[1]
    if base.trump is None:
        c = Condition((lo, hi), None, None, base.lens, base.balanced, base.checks)
    else:
        c = Condition((0, MAX_HCP), (lo, hi), base.trump, base.lens, base.balanced, base.checks)
    return rule(call, c, ru, en)
