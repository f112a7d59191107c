"""Options of the robustness tests: ``--slow`` (or MPIAD_SLOW=1) runs the large campaigns.

``pytest tests/robustness --slow`` checks 5,000 generated programs and 10,000 CLI mutants instead
of 300 and 1,000. (The option is registered here, so it is known when pytest is started on
tests/robustness or a file in it; from the repository root use MPIAD_SLOW=1.)
"""
from __future__ import annotations

import os

import pytest


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", default=False,
                     help="robustness tests: run the large campaigns (also: MPIAD_SLOW=1)")


@pytest.fixture(scope="session")
def slow(request) -> bool:
    try:
        opt = request.config.getoption("--slow")
    except ValueError:
        opt = False
    return bool(opt) or os.environ.get("MPIAD_SLOW", "") not in ("", "0")
