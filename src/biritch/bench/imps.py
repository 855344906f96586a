"""The IMP scale, shared by the benchmarks (endplay has none); the engine owns it."""

from __future__ import annotations

from biritch.engine.imps import IMP_STEPS, imps

__all__ = ["IMP_STEPS", "imps"]
