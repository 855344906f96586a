"""Competitive bidding, one module per family of contested situations:

- :mod:`.overcalls`: the first action over their opening (overcalls, takeout doubles,
  two-suited cue-bids, balancing);
- :mod:`.advances`: advancing partner's overcall or takeout double;
- :mod:`.responses`: responder when they interfere over partner's opening, penalty doubles
  and sacrifices;
- :mod:`.opener_rounds`: our side's next round (after a negative double, partner's 1NT
  doubled, our redouble, Stayman over partner's 1NT overcall);
- :mod:`.situations`: which contested situation beyond the first round, and the later
  rounds of contested auctions;
- :mod:`.two_suiters`: advancing the unusual 2NT and Michaels, cue-bid raises, the
  takeout doubler's second call;
- :mod:`.shared`: what they share (their suits, the takeout double's shapes, labels).
"""
