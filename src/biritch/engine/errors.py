"""The engine's two kinds of error, both ``ValueError`` (DESIGN.md, principle 3)."""


class InvalidError(ValueError):
    """Input that cannot be understood at all (a malformed card, call or PBN string)."""


class IllegalError(ValueError):
    """A well-formed action that the rules do not allow at this moment."""
