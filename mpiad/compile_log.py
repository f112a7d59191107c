"""One line on rank 0 when a first call compiles for long, so a silent wait explains itself.

A kernel's first call compiles (Numba, the pass, LLVM) for seconds; later calls, and new
processes with the disk cache warm, do not. When a compile is still running after
:data:`THRESHOLD_S`, rank 0 logs one line through :mod:`logging` (logger ``"mpiad"``, level
INFO, to stderr unless the application configured logging itself) saying what is compiled.
``MPIAD_QUIET=1`` silences it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
import time
from collections.abc import Iterator

#: seconds a compile runs before it is announced
THRESHOLD_S = 1.0

log = logging.getLogger("mpiad")


def rank() -> int:
    """This process's MPI rank (0 when MPI is not running); read without initialising MPI."""
    for var in ("PMI_RANK", "OMPI_COMM_WORLD_RANK", "PMIX_RANK", "MPI_LOCALRANKID"):
        v = os.environ.get(var)
        if v is not None and v.isdigit():
            return int(v)
    mpi = sys.modules.get("mpi4py.MPI")
    if mpi is not None and mpi.Is_initialized() and not mpi.Is_finalized():
        return mpi.COMM_WORLD.Get_rank()
    return 0


def _ensure_handler() -> None:
    """Log to stderr when nobody configured logging (a library adds no handler otherwise)."""
    if log.handlers or logging.getLogger().handlers:
        return
    h = logging.StreamHandler(sys.stderr)
    h.setFormatter(logging.Formatter("%(message)s"))
    log.addHandler(h)
    if log.level == logging.NOTSET:
        log.setLevel(logging.INFO)


def announce(what: str) -> None:
    _ensure_handler()
    log.info("mpiad: compiling %s (first call; later calls reuse it)...", what)


@contextlib.contextmanager
def compiling(what: str, threshold_s: float = THRESHOLD_S) -> Iterator[None]:
    """Announce ``what`` on rank 0 if the block is still running after ``threshold_s``."""
    if os.environ.get("MPIAD_QUIET") or rank() != 0:
        yield
        return
    timer = threading.Timer(threshold_s, announce, (what,))
    timer.daemon = True
    t0 = time.perf_counter()
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        took = time.perf_counter() - t0
        if took > threshold_s:
            log.debug("mpiad: compiled %s in %.1f s", what, took)
