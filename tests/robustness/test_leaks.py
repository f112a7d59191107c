"""Long runs leak nothing: gradients of a kernel with nonblocking halo exchanges in a loop
(leak_prog.py: MPI_Irecv / MPI_Isend / MPI_Waitall, 4 steps per call), called thousands of times
under mpiexec, keep every rank's resident set flat: the tape, the shadow buffers, the MPI
runtime's request records and table, the shadow and adjoint requests are all freed.

Measured on every rank over the timed calls (after a warm-up that compiles and fills pools):
the C heap in use (glibc's mallinfo2: bytes malloc'd and not freed; exact, unlike the resident
set, where a small leak first fills freed holes), the resident set after malloc_trim (a coarse
bound), and the number of Python objects. Default run: 2,000 reverse-mode calls on 2 ranks, and
a negative control (500 calls, 64 bytes malloc'd and never freed per call) that the heap bound
must catch.
``--slow``: 10,000 calls in reverse mode on 2 and 3 ranks and in forward mode.
"""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi

PROG = ["-m", "tests.robustness.leak_prog"]
HEAP_BOUND = 4096  # bytes of C heap a rank may gain over the timed calls (0 is measured)
RSS_BOUND = 2 << 20  # bytes of resident set (page-granular, touched lazily by MPI and Python)
OBJECTS_BOUND = 50  # Python objects


def run(nranks: int, calls: int, *extra: str) -> list[dict]:
    out = run_mpi(nranks, [*PROG, str(calls), *extra], timeout=600).stdout
    rows = [
        {k: float(v) for k, v in re.findall(r"(\w+) (-?[\d.e+]+)", line)}
        for line in out.splitlines()
        if line.startswith("rank ")
    ]
    assert len(rows) == nranks, out
    return rows


def check_flat(rows: list[dict]) -> None:
    for r in rows:
        rank, calls = int(r["rank"]), int(r["calls"])
        assert r["heap_growth"] <= HEAP_BOUND, (
            f"rank {rank}: {r['heap_growth']:.0f} bytes of C heap not freed over {calls} "
            f"gradient calls ({r['per_call']:.1f} per call)"
        )
        assert r["rss_growth"] <= RSS_BOUND, f"rank {rank}: resident set grew {r['rss_growth']}"
        assert r["objects_growth"] <= OBJECTS_BOUND, f"rank {rank}: {r['objects_growth']} objects"
        assert r["grad_norm"] > 0


def test_gradients_with_halo_exchanges_do_not_leak():
    check_flat(run(2, 2000))


def test_the_measurement_sees_a_small_leak():
    """Negative control: 64 bytes lost per call (32 KB over 500 calls) exceed the bound."""
    rows = run(2, 500, "--leak", "64")
    assert all(r["heap_growth"] >= 500 * 64 > HEAP_BOUND for r in rows), rows


@pytest.mark.slow
@pytest.mark.parametrize("nranks,mode", [(2, "reverse"), (3, "reverse"), (2, "forward")])
def test_ten_thousand_calls_do_not_leak(nranks, mode):
    check_flat(run(nranks, 10_000, "--mode", mode))
