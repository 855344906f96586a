import pytest

from biritch.bench.imps import imps


@pytest.mark.parametrize(
    ("diff", "expected"),
    [(0, 0), (10, 0), (20, 1), (49, 1), (50, 2), (420, 9), (430, 10), (-430, -10), (3990, 23),
     (4000, 24), (9000, 24)],
)  # fmt: skip
def test_imp_scale_steps(diff: int, expected: int) -> None:
    assert imps(diff) == expected
