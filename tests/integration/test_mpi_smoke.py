"""Smoke tests for the MPI + llvmlite JIT plumbing and for the mpiexec harness itself."""

from __future__ import annotations

import re
import textwrap
import time
from pathlib import Path

import pytest

from bench.mpirun import run_mpi
from tests.integration.smoke.run_smoke import expected

SMOKE = "tests.integration.smoke.run_smoke"  # run as a module, from the repository root

LINE = re.compile(r"^rank (\d+) (ok|FAIL) (\S+)", re.M)


@pytest.mark.parametrize("jit", ["mcjit", "lljit"])
@pytest.mark.parametrize("n", [2, 4])
def test_ring_allreduce(n: int, jit: str) -> None:
    x = 1.25
    res = run_mpi(n, ["-m", SMOKE, "--jit", jit, "--x", repr(x)], timeout=60)
    found = {int(r): (status, float(v)) for r, status, v in LINE.findall(res.stdout)}
    assert sorted(found) == list(range(n)), res.stdout + res.stderr
    for rank, (status, value) in found.items():
        assert status == "ok"
        assert value == expected(x, rank, n)


def _alive(pid: int) -> bool:
    """True if pid exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            stat = f.read()
    except OSError:
        return False
    return stat[stat.rfind(")") + 2] != "Z"


def test_timeout_kills_deadlocked_job(tmp_path: Path) -> None:
    script = tmp_path / "deadlock.py"
    script.write_text(
        textwrap.dedent("""\
        import os
        from mpi4py import MPI
        comm = MPI.COMM_WORLD
        os.write(1, f"pids {os.getpid()} {os.getppid()}\\n".encode())
        if comm.rank == 0:
            comm.recv(source=1, tag=99)  # never sent
        else:
            comm.Barrier()               # rank 0 never arrives
    """)
    )
    t0 = time.monotonic()
    with pytest.raises(AssertionError, match="timed out after 5s") as info:
        run_mpi(2, [script], timeout=5)
    elapsed = time.monotonic() - t0
    assert elapsed < 10, elapsed

    # every rank and its hydra proxy (the rank's parent) must be gone
    pids = [
        int(p) for pair in re.findall(r"^pids (\d+) (\d+)$", str(info.value), re.M) for p in pair
    ]
    assert len(pids) == 4, str(info.value)
    deadline = time.monotonic() + 2
    while any(map(_alive, pids)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [p for p in pids if _alive(p)], "orphaned MPI processes survived the timeout"


def test_nonzero_exit_raises_with_output(tmp_path: Path) -> None:
    script = tmp_path / "fail.py"
    script.write_text("import sys\nprint('boom-stdout')\nsys.exit(3)\n")
    with pytest.raises(AssertionError, match="exited with") as info:
        run_mpi(2, [script], timeout=30)
    assert "boom-stdout" in str(info.value)
