"""What happens when a call into mpiad fails on one rank of an MPI job.

A derivative (or primal) call that raises on one rank (the kernel's own bounds error, a refusal
that only that rank's activities reach, a differentiation error, a bad argument) leaves the
other ranks waiting for it in their next collective, and mpi4py's ``MPI_Finalize`` at exit then
waits for them: the job hangs silently until the batch system kills it. So by default, when
``MPI.COMM_WORLD`` has more than one rank, an exception that leaves ``mpiad.autodiff``,
``grad``/``value_and_grad``, ``jvp`` or a call of an ``@mpiad.jit`` kernel is printed (with its
traceback and the rank) to stderr and the job is ended with ``MPI_Abort(MPI_COMM_WORLD, 1)``:
it stops within seconds, with the failing rank's message.

Opting out: a program that catches mpiad's exceptions itself (and keeps its ranks in step, e.g.
by agreeing on an error flag with an allreduce) says so with ``mpiad.on_error("raise")``
(process-wide; also a context manager: ``with mpiad.on_error("raise"): ...``) or with
``MPIAD_ON_ERROR=raise`` in the environment. ``on_error("abort")`` restores the default. With
one rank, or outside MPI, exceptions are always raised, and so are those mpiad raises in step on
every rank (``grad``'s check that a replicated loss is the same everywhere). Only ``Exception``
instances are handled: ``KeyboardInterrupt`` and ``SystemExit`` pass through as they are.
"""

from __future__ import annotations

import functools
import os
import sys
import threading
import time
import traceback

ENV = "MPIAD_ON_ERROR"
MODES = ("abort", "raise")
ABORT_CODE = 1

_mode: str | None = None  # set by on_error(); None: the environment, else "abort"
_depth = threading.local()


def mode() -> str:
    """The policy in force: what :func:`on_error` set, else ``MPIAD_ON_ERROR``, else abort."""
    if _mode is not None:
        return _mode
    env = os.environ.get(ENV, "").strip().lower()
    return env if env in MODES else "abort"


class on_error:  # lower case: used like a function, mpiad.on_error("raise")
    """Set what an exception in an mpiad call does under MPI: ``"abort"`` (default: print it
    and MPI_Abort the job) or ``"raise"`` (propagate it; the program keeps its ranks in step).
    Takes effect at once; as a context manager, the previous policy is restored on exit."""

    def __init__(self, policy: str):
        global _mode
        if policy not in MODES:
            raise ValueError(f"mpiad.on_error: policy must be 'abort' or 'raise', got {policy!r}")
        self.previous = _mode
        _mode = policy

    def __enter__(self) -> "on_error":
        return self

    def __exit__(self, *exc) -> None:
        global _mode
        _mode = self.previous


def _world():
    """MPI.COMM_WORLD when MPI is running with more than one rank, else None."""
    mpi = sys.modules.get("mpi4py.MPI")
    if mpi is None:
        return None
    try:
        if not mpi.Is_initialized() or mpi.Is_finalized():
            return None
        world = mpi.COMM_WORLD
        return world if world.Get_size() > 1 else None
    except Exception:
        return None


def abort_job(err: BaseException, world, caller=None) -> None:
    """Print ``err`` as coming from this rank (its traceback from the program's first frame, or
    from ``caller``'s, down to where it was raised), then end the whole job."""
    rank, size = world.Get_rank(), world.Get_size()
    try:
        tb = err.__traceback__
        if caller is not None and tb is not None:  # the program's frames, not the wrapper's
            text = "".join(
                ["Traceback (most recent call last):\n"]
                + traceback.format_stack(caller)
                + traceback.format_tb(tb.tb_next)
                + traceback.format_exception_only(err)
            )
        else:
            text = "".join(traceback.format_exception(err))
        first = f"{type(err).__name__}: {err}".splitlines()[0] if str(err) else type(err).__name__
        sys.stderr.write(
            f"{text}mpiad: rank {rank} of {size} failed: {first}\n"
            f"mpiad: rank {rank} ends the job with MPI_Abort (the other ranks would wait for it "
            f"in their next MPI call); to handle mpiad's exceptions yourself, use "
            f'mpiad.on_error("raise") or {ENV}=raise\n'
        )
        sys.stderr.flush()
        sys.stdout.flush()
        # MPI_Abort makes the process manager tear the job's pipes down: give it a moment to
        # forward the message first (seen lost under mpiexec, 1 run in ~50)
        time.sleep(0.3)
    finally:
        world.Abort(ABORT_CODE)
        os._exit(ABORT_CODE)  # MPI_Abort may return before the process manager kills us


def on_every_rank(err: Exception) -> Exception:
    """Mark ``err`` as raised in step on every rank (e.g. after an allreduce that every rank
    sees): nobody is left waiting, so it is raised even under the abort policy."""
    err.__mpiad_on_every_rank__ = True
    return err


def collective(fn):
    """Decorator of the entry points that run compiled code under MPI: an exception leaving the
    outermost of them is handled as :func:`mode` says (see the module's docstring)."""

    @functools.wraps(fn)
    def run(*args, **kwargs):
        depth = getattr(_depth, "n", 0)
        _depth.n = depth + 1
        try:
            return fn(*args, **kwargs)
        except Exception as e:
            if depth == 0 and mode() == "abort" and not getattr(e, "__mpiad_on_every_rank__", 0):
                world = _world()
                if world is not None:
                    abort_job(e, world, sys._getframe(1))
            raise
        finally:
            _depth.n = depth

    return run
