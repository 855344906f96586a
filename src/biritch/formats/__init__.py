"""Standard file formats for deals with their auction and play (the engine never imports
this package)."""

from biritch.formats.pbn import PbnBoard, board_to_pbn, boards_to_pbn

__all__ = ["PbnBoard", "board_to_pbn", "boards_to_pbn"]
