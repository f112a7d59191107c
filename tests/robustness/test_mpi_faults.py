"""Faults around differentiated MPI programs (programs in mpi_fault_prog.py, mpi_fault_api.py).

1. One rank fails while the others are inside a derivative's communication (reverse sweep of a
   ring + Allreduce): by an exception, os._exit, MPI_Abort, a segfault, or a hang. The harness
   (bench/mpirun.py) must raise within its timeout and leave no process behind.
   An exception aborts the job at once, under plain ``python`` (the program imports mpiad,
   whose excepthook aborts) as under ``python -m mpi4py``.
2. A rank count the program does not support: the program's own error (a status it returns,
   or its MPI_Abort), reached by the derivative code too, not a deadlock in derivative code.
3. Mismatched activity across ranks: rank 0 differentiates with the input active, the others
   with it constant. mpiad differentiates every floating-point MPI call on every rank (zero
   shadows for inactive buffers), so the ring kernel's tangents and gradients are correct on
   every rank; where a constant rank would store communicated (active) data into its constant
   array, every rank stops with the clear error that rank gets.
4. An exception inside mpiad's own calls (autodiff, a kernel call: the kernel's bounds error, a
   refusal only that rank reaches, a bad argument) is raised to the program, so try/except works
   at any rank count; one that nobody handles on one rank ends the job within seconds by the
   excepthook's MPI_Abort, with that rank's message, at 2-4 ranks; mpiad.on_error("abort")
   aborts at once, before the program's handler runs (mpiad/faults.py).
"""

from __future__ import annotations

import os
import re
import time

import pytest

from bench.mpirun import run_mpi

PROG = ["-m", "tests.robustness.mpi_fault_prog"]  # run as a module, from the repository root
TIMEOUT = 10  # a hanging rank: the launch must be killed at this limit
#: a failing rank must end the job well before this: two Python processes importing mpiad,
#: building and compiling a derivative on a loaded 2-core machine took over 10 s (a rank that
#: hangs instead would keep the job until the limit)
FAST_LIMIT = 40


def _state(pid: int) -> str | None:
    """Process state letter, or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return None


def _alive(pids: list[int], wait: float = 10.0) -> list[int]:
    """The pids still running (not gone, not zombies) after up to ``wait`` seconds."""
    deadline = time.monotonic() + wait
    while True:
        live = [p for p in pids if _state(p) not in (None, "Z", "X")]
        if not live or time.monotonic() > deadline:
            return live
        time.sleep(0.1)


@pytest.mark.parametrize(
    "mode,launcher,fast",
    [
        ("raise", [], True),  # mpiad's excepthook (installed by `import mpiad`) aborts the job
        ("raise", ["-m", "mpi4py"], True),  # mpi4py's runner aborts the job on the exception
        ("exit", [], True),
        ("abort", [], True),
        ("segv", [], True),
        ("hang", [], False),
    ],
)
def test_failing_rank_ends_the_job(tmp_path, mode, launcher, fast):
    t0 = time.monotonic()
    limit = FAST_LIMIT if fast else TIMEOUT
    with pytest.raises(AssertionError) as info:
        run_mpi(2, [*launcher, *PROG, "fail", mode, str(tmp_path)], timeout=limit)
    elapsed = time.monotonic() - t0
    msg = str(info.value)
    assert elapsed < limit + 12, f"run_mpi took {elapsed:.1f}s"
    if fast:
        assert "timed out" not in msg, msg[-2000:]
        assert elapsed < limit, f"{mode} took {elapsed:.1f}s"
    else:
        assert "timed out" in msg, msg[-2000:]
    assert "finished the derivative" not in msg, msg[-2000:]
    pids = []
    for f in tmp_path.glob("rank*"):
        pid, ppid = map(int, f.read_text().split())
        pids += [pid, ppid]
    assert len(pids) == 4, f"not every rank started: {sorted(os.listdir(tmp_path))}\n{msg}"
    assert not _alive(pids), f"processes left running: {_alive(pids, 0)}"


@pytest.mark.parametrize("variant", ["status", "abort"])
def test_unsupported_rank_count_gives_the_programs_error(variant):
    run_mpi(2, [*PROG, "pairs", variant], timeout=60)  # supported: derivatives are right
    t0 = time.monotonic()
    with pytest.raises(AssertionError) as info:
        run_mpi(3, [*PROG, "pairs", variant], timeout=60)
    msg = str(info.value)
    assert "timed out" not in msg and time.monotonic() - t0 < 40, msg[-2000:]
    if variant == "status":
        assert msg.count("the program needs an even number of ranks (got 3)") == 3, msg
    else:
        # the program's own abort code reaches the launcher; MPICH's line saying so is lost now
        # and then when hydra tears the job down before forwarding the aborting rank's stderr
        seen = "MPI job exited with 17" in msg or "MPI_Abort(MPI_COMM_WORLD, 17)" in msg
        assert seen, msg[-2000:]


@pytest.mark.parametrize("nranks", [2, 3])
def test_mismatched_activity_ring_is_correct(nranks):
    out = run_mpi(nranks, [*PROG, "mixed", "ring"], timeout=60).stdout
    assert out.count(" ok (ring") == nranks, out


def test_mismatched_activity_into_constant_array_is_a_clear_error():
    with pytest.raises(AssertionError) as info:
        run_mpi(2, [*PROG, "mixed", "scale"], timeout=60)
    msg = str(info.value)
    assert "timed out" not in msg, msg[-2000:]
    assert (
        "differentiation failed on rank 1" in msg
        and "marked constant" in msg
        and "Duplicated" in msg
        and "Traceback" not in msg
    ), msg[-2000:]
    run_mpi(1, [*PROG, "mixed", "scale"], timeout=60)  # one rank, all active: fine


# --------------------------------------------------------------------------- mpiad's own calls
API = ["-m", "tests.robustness.mpi_fault_api"]
ENDS_WITHIN = 10.0  # seconds from the failing call to the end of the whole job


@pytest.mark.parametrize(
    "scenario,nranks,says",
    [
        ("bounds", 2, "IndexError: ('index k is out of range for x', 99)"),
        ("bounds", 3, "IndexError: ('index k is out of range for x', 99)"),
        ("bounds", 4, "IndexError: ('index k is out of range for x', 99)"),
        ("bounds_fwd", 2, "IndexError: ('index k is out of range for x', 99)"),
        ("refusal", 3, "MpiadError: cannot differentiate pick_then_sum (reverse mode)"),
        ("argument", 2, "ValueError: argument 'y': the shadow has shape (3,)"),
        ("primal", 2, "IndexError: ('index k is out of range for x', 99)"),
        ("thread", 2, "IndexError: ('index k is out of range for x', 99)"),
    ],
)
def test_unhandled_exception_on_one_rank_ends_the_job(scenario, nranks, says):
    """An exception on the last rank inside an mpiad call, while the others wait in its
    collective, that the program does not handle: the job ends within seconds (the excepthook's
    MPI_Abort) with that rank's message and traceback, instead of hanging until the launcher's
    timeout. In a thread, the thread hook does the same."""
    msg = _fails_fast(nranks, scenario)
    last = nranks - 1
    assert f"mpiad: rank {last} of {nranks} failed: {says}" in msg, msg[-3000:]
    assert "MPI_Abort: the exception was not handled" in msg, msg[-3000:]
    assert "Traceback (most recent call last)" in msg, msg[-3000:]
    assert "finished the call" not in msg


@pytest.mark.parametrize("how", ["on_error", "env"])
def test_abort_policy_aborts_before_the_handler(how):
    """mpiad.on_error("abort") / MPIAD_ON_ERROR=abort: the failing rank aborts the job inside
    the call, so its ``except IndexError`` handler never runs."""
    env = dict(os.environ, MPIAD_ON_ERROR="abort") if how == "env" else None
    msg = _fails_fast(2, "eager" if how == "on_error" else "eager_env", env)
    says = "IndexError: ('index k is out of range for x', 99)"
    assert f"mpiad: rank 1 of 2 failed: {says}" in msg, msg[-3000:]
    assert 'mpiad.on_error("abort") or MPIAD_ON_ERROR=abort is in force' in msg, msg[-3000:]
    assert "caught" not in msg and "finished the call" not in msg, msg[-3000:]


def _fails_fast(nranks: int, scenario: str, env=None) -> str:
    """Run ``scenario``; check that the job failed and ended within ENDS_WITHIN seconds of the
    failing call; return its output."""
    with pytest.raises(AssertionError) as info:
        run_mpi(nranks, [*API, scenario], timeout=180, env=env)
    end = time.monotonic()
    msg = str(info.value)
    assert "timed out" not in msg, msg[-3000:]
    (at,) = [float(t) for t in re.findall(r"FAIL-AT (\d+\.\d+)", msg)]
    assert end - at < ENDS_WITHIN, f"the job ended {end - at:.1f} s after the failure"
    return msg


@pytest.mark.parametrize("scenario", ["caught", "optout", "replicated"])
def test_errors_raised_on_every_rank_can_be_caught(scenario):
    """By default (and under on_error("raise")) an exception leaving an mpiad call is raised:
    here every rank gets it, catches it and goes on (a good call after the caught one);
    grad's replicated-loss check raises on every rank in step, so it is raised (not aborted)
    even under on_error("abort")."""
    nranks = 2 if scenario == "caught" else 3
    out = run_mpi(nranks, [*API, scenario], timeout=180).stdout
    assert out.count(" caught ") == nranks, out
    if scenario == "caught":
        assert out.count("finished the call") == nranks, out
