"""Bidding: the system as data (:mod:`.system`), the bot that picks a call (:mod:`.bidder`),
the reading of an auction (:mod:`.inference`) and the words for a call (:mod:`.explain`)."""
