"""Suite-wide options: ``--slow`` (or MPIAD_SLOW=1) runs the extended campaigns and the tests
marked ``slow``, which the default ``python -m pytest -q`` skips to stay within its time budget."""

from __future__ import annotations

import compileall
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def pytest_addoption(parser):
    parser.addoption(
        "--slow",
        action="store_true",
        default=False,
        help="run the slow extended tests and campaigns (also: MPIAD_SLOW=1)",
    )


def slow_enabled(config) -> bool:
    return bool(config.getoption("--slow")) or os.environ.get("MPIAD_SLOW", "") not in ("", "0")


def _compile_checkout() -> None:
    """Write the checkout's bytecode once, before any test starts a process. The suite starts
    about a thousand Python processes (each rank of each ``mpiexec`` launch, each ``mpiad-opt`` of
    a lit RUN line), and each imports mpiad from this checkout. Where PYTHONDONTWRITEBYTECODE is
    set (this machine's environment sets it, as many container images do) no process writes
    ``__pycache__``, so on a fresh clone every one of them compiled mpiad's ~200 modules from
    source again: 0.93 CPU-s per ``import mpiad.cli`` against 0.45 s from bytecode. compileall
    writes it regardless of that variable; files already compiled and unchanged are skipped."""
    for name in ("mpiad", "passes", "bench", "tools", "tests"):
        if (ROOT / name).is_dir():
            compileall.compile_dir(ROOT / name, quiet=2, workers=0)


def pytest_configure(config):
    if not hasattr(config, "workerinput"):  # once, in pytest-xdist's controller (or -n 0)
        _compile_checkout()
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
