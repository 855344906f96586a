"""After a no-trump opening: responses, Stayman and its replies and continuations."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Check,
    Force,
    Range,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    GF,
    INVITE,
    NO_4M,
    NOT_4333,
    NT,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    longest_is,
    need,
    rule,
)
from biritch.engine import (
    PASS,
    Bid,
    Suit,
)


def nt_responses(st: State, level: int, lo: int, hi: int) -> list[Rule]:
    """Partner showed ``lo``–``hi`` balanced at ``level`` no-trump (1NT, 2NT, 2♣…2NT)."""
    out: list[Rule] = []
    g = st.game_level(NT)
    slam = [
        rule(bid(7, NT), cond((37 - lo, MAX_HCP)), *TO_PLAY),
        rule(bid(6, NT), cond((33 - lo, 36 - lo)), *TO_PLAY),
    ]
    if g <= level:
        out.extend(slam)
        out.append(
            rule(
                PASS,
                cond((0, 32 - lo)),
                "ставка партнёра уже гейм",
                "partner's bid is game",
                Tag.PASS,
            )
        )
        out.append(catch_all_pass(bounded=True))
        return out
    invite_possible = g - 1 > level
    game_lo = need(g, NT) - lo if invite_possible else need(g, NT) - (lo + hi + 1) // 2
    inv_lo = need(g, NT) - hi if invite_possible else game_lo
    floor = inv_lo if invite_possible else game_lo
    if level == 1:
        for m in (S, H, D):
            out.append(
                rule(
                    bid(2, m),
                    cond((0, floor - 1), lens={m: (5, 13)}, checks=(longest_is(m),)),
                    "слабая рука, играть",
                    "weak, to play",
                    Tag.SIGNOFF,
                )
            )
    if g >= 4 or g == 3:
        for m in (S, H):
            out.append(rule(bid(4, m), cond((max(floor, 0), 32 - hi), lens={m: (6, 13)}), *TO_PLAY))
    out.append(
        rule(
            bid(level + 1, C),
            cond(
                (max(floor, 0), MAX_HCP),
                checks=(Check("", "", lambda f: 4 in (f.length(H), f.length(S))), NOT_4333),
            ),
            "Стэйман: есть ли у партнёра 4 карты в мажоре?",
            "Stayman: asks for a four-card major",
            Tag.STAYMAN,
            Force.ONE_ROUND,
        )
    )
    for m in (S, H):
        out.append(
            rule(
                bid(3, m),
                cond(
                    (max(game_lo, 0), MAX_HCP),
                    lens={m: (5, 13)},
                    checks=(_longer_or_equal_major(m),),
                ),
                *GF,
                force=Force.GAME,
            )
        )
    if g == 3:
        out.append(
            rule(
                bid(4, NT),
                cond((33 - hi, 32 - lo)),
                "количественный: инвит в шлем",
                "quantitative: invites a slam",
                Tag.QUANTITATIVE,
            )
        )
    out.extend(slam)
    out.append(rule(bid(g, NT), cond((max(game_lo, 0), 32 - hi if g == 3 else 32 - lo)), *TO_PLAY))
    if invite_possible:
        out.append(rule(bid(g - 1, NT), cond((max(inv_lo, 0), game_lo - 1)), *INVITE))
    out.append(rule(PASS, cond((0, max(floor - 1, 0))), "слабая рука", "weak hand", Tag.PASS))
    out.append(catch_all_pass(bounded=True))
    return out


def _longer_or_equal_major(m: Suit) -> Check:
    other = S if m is H else H
    return Check(
        "",
        "",
        lambda f: f.length(m) >= f.length(other) if m is S else f.length(m) > f.length(other),
    )


def stayman_replies(level: int) -> list[Rule]:
    """I opened no-trump, partner asked with Stayman at ``level``."""
    return [
        rule(
            bid(level, H),
            cond(lens={H: (4, 13)}),
            "4+ ♥ на Стэйман",
            "four or more ♥ (Stayman reply)",
        ),
        rule(
            bid(level, S),
            cond(lens={S: (4, 13), H: (0, 3)}),
            "4+ ♠ на Стэйман",
            "four or more ♠ (Stayman reply)",
        ),
        rule(
            bid(level, D),
            cond(lens=NO_4M),
            "нет 4-карточного мажора",
            "no four-card major",
            Tag.STAYMAN_REPLY,
        ),
        catch_all_pass(),
    ]


def spades_after_stayman(st: State, answer: Bid, opened: Range) -> list[Rule]:
    """I showed hearts over Stayman and partner went back to no-trump: he asked with four
    spades, so with four spades too I play in spades (the dispatcher adds judgment after)."""
    lo, hi = opened
    out: list[Rule] = []
    game = bid(4, S)
    if answer.level >= 3:
        out.append(
            rule(game, cond(lens={S: (4, 13)}), "4 ♠ тоже: в мажор", "four ♠ too: the major")
        )
    else:
        out.append(
            rule(
                game,
                cond((lo + 1, hi), lens={S: (4, 13)}),
                "4 ♠ тоже, максимум",
                "four ♠ too, maximum",
            )
        )
        out.append(
            rule(
                bid(3, S),
                cond((lo, lo), lens={S: (4, 13)}),
                "4 ♠ тоже, минимум",
                "four ♠ too, minimum",
            )
        )
    return out
