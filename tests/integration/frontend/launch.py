"""What the front end's test files share: where the scripts are, rank lists, and the lines the
scripts print (each launch of a script prints ``rank R ok NAME`` per check that passed)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
FE = HERE
FE_MODULE = "tests.integration.frontend"  # its scripts run as modules, from the repository root
EXAMPLES = HERE.parents[2] / "examples"
RANKS = (1, 2, 4)
# 4-rank launches cost the most (4 processes on 2 cores): in the default run each family of checks
# runs on 4 ranks once at most; --slow runs them all
SLOW = pytest.mark.slow


def ranks(*ns: int, slow: tuple = ()) -> list:
    return [pytest.param(n, marks=SLOW) if n in slow else n for n in ns]


def passed(out: str) -> list[tuple[int, str]]:
    # No line anchor: mpiexec may splice one rank's line into another's unfinished one.
    return [(int(r), name) for r, name in re.findall(r"rank (\d+) ok (\S+)", out)]
