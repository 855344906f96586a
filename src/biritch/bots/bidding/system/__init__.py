"""The bots' bidding system as data, one module per family of situations; the dispatcher
(:mod:`.dispatch`) finds the situation and reads auctions back."""

from biritch.bots.bidding.system.common import name_en, name_ru
from biritch.bots.bidding.system.dispatch import (
    analyse,
    choose,
    natural_reading,
    readings,
    rules_for,
)

__all__ = ["analyse", "choose", "name_en", "name_ru", "natural_reading", "readings", "rules_for"]
