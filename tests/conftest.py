"""Suite-wide options: ``--slow`` (or MPIAD_SLOW=1) runs the extended campaigns and the tests
marked ``slow``, which the default ``python -m pytest -q`` skips to stay within its time budget."""

from __future__ import annotations

import os

import pytest


def pytest_addoption(parser):
    parser.addoption(
        "--slow",
        action="store_true",
        default=False,
        help="run the slow extended tests and campaigns (also: MPIAD_SLOW=1)",
    )


def slow_enabled(config) -> bool:
    return bool(config.getoption("--slow")) or os.environ.get("MPIAD_SLOW", "") not in ("", "0")


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "slow: an extended run, skipped unless --slow / MPIAD_SLOW=1"
    )
    config.addinivalue_line(
        "markers",
        "mpi_family: the MPI integration subset that .ci/run also runs under a second MPI "
        "family (Open MPI): python -m pytest -q -m mpi_family",
    )


def pytest_collection_modifyitems(config, items):
    if slow_enabled(config):
        return
    skip = pytest.mark.skip(reason="slow: run with --slow or MPIAD_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def slow(request) -> bool:
    """The robustness campaigns' size switch (110 programs and 300 mutants by default; 5,000
    and 20,000 with --slow)."""
    return slow_enabled(request.config)
