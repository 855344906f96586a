"""Hypothesis in CI: the property tests draw the same examples on every run there
(``derandomize``), so a clean checkout passes or fails the same way each time; a developer's
run keeps exploring new examples, which is how the properties find new faults."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")
