"""What happens when a call into mpiad fails on one rank of an MPI job.

mpiad's exceptions are Python exceptions on every rank count: a derivative or kernel call that
raises (the kernel's own bounds error, a refusal, a differentiation error, a bad argument)
raises to its caller, and ``try: ... except mpiad.MpiadError:`` works as it does in any program.

Only an exception that nobody handles ends the job, as under ``python -m mpi4py``: importing
mpiad chains a ``sys.excepthook`` (the previous hook still runs and prints the traceback) that,
when ``MPI.COMM_WORLD`` has more than one rank, names the failing rank and calls
``MPI_Abort(MPI_COMM_WORLD, 1)``. Without it the other ranks would wait for the failed one in
their next collective, and in ``MPI_Finalize`` at exit, until the batch system killed the job;
with it the job stops within seconds with the failing rank's message. An exception that leaves
an mpiad call in a thread other than the main one (``threading.excepthook``) ends the job the
same way: the other ranks wait in that call's communication. Other exceptions in threads keep
Python's behaviour (printed; the thread ends).

The program's responsibility: a rank that *catches* an exception from a collective call and
goes on while the other ranks wait in that call's communication leaves them waiting for ever.
Catch where every rank gets the error (a check every rank makes, or an error flag agreed with
an allreduce), or let the exception go unhandled.

``mpiad.on_error("abort")`` (process-wide; also a context manager) or ``MPIAD_ON_ERROR=abort``
restores the eager policy of earlier versions: an exception leaving ``mpiad.autodiff``,
``grad``/``value_and_grad``, ``jvp`` or a call of an ``@mpiad.jit`` kernel is printed with its
rank and the job is aborted at once, before any handler of the program runs (except those mpiad
raises in step on every rank, such as ``grad``'s check that a replicated loss is the same
everywhere). ``on_error("raise")`` is the default. With one rank, or outside MPI, exceptions
are always raised. Only ``Exception`` instances are handled eagerly: ``KeyboardInterrupt`` and
``SystemExit`` pass through as they are.
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
DEFAULT = "raise"
ABORT_CODE = 1
_FROM_CALL = "__mpiad_collective__"  # set on an exception that left an mpiad entry point

_mode: str | None = None  # set by on_error(); None: the environment, else DEFAULT
_depth = threading.local()


def mode() -> str:
    """The policy in force: what :func:`on_error` set, else ``MPIAD_ON_ERROR``, else raise."""
    if _mode is not None:
        return _mode
    env = os.environ.get(ENV, "").strip().lower()
    return env if env in MODES else DEFAULT


class on_error:  # lower case: used like a function, mpiad.on_error("abort")
    """Set what an exception in an mpiad call does under MPI: ``"raise"`` (default: propagate
    it like any exception; one nobody handles ends the job) or ``"abort"`` (print it and
    MPI_Abort the job at once). Takes effect at once; as a context manager, the previous policy
    is restored on exit."""

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


def _first_line(err: BaseException) -> str:
    return f"{type(err).__name__}: {err}".splitlines()[0] if str(err) else type(err).__name__


def _end_job(world, code: int = ABORT_CODE) -> None:
    """MPI_Abort the job (after a moment for the process manager to forward what was printed:
    MPI_Abort tears the job's pipes down; seen lost under mpiexec, 1 run in ~50)."""
    try:
        sys.stderr.flush()
        sys.stdout.flush()
        time.sleep(0.3)
    finally:
        world.Abort(code)
        os._exit(code)  # MPI_Abort may return before the process manager kills us


def abort_job(err: BaseException, world, caller=None) -> None:
    """Print ``err`` as coming from this rank (its traceback from the program's first frame, or
    from ``caller``'s, down to where it was raised), then end the whole job (the eager policy,
    ``on_error("abort")``)."""
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
        sys.stderr.write(
            f"{text}mpiad: rank {rank} of {size} failed: {_first_line(err)}\n"
            f'mpiad: rank {rank} ends the job with MPI_Abort (mpiad.on_error("abort") or '
            f"{ENV}=abort is in force; by default the exception is raised to the program)\n"
        )
    finally:
        _end_job(world)


def _unhandled(kind: str, err: BaseException | None, world) -> None:
    """The last words of a rank whose exception nobody handled, then MPI_Abort."""
    rank, size = world.Get_rank(), world.Get_size()
    code = 130 if isinstance(err, KeyboardInterrupt) else ABORT_CODE  # as mpi4py's runner
    try:
        what = _first_line(err) if err is not None else "an exception"
        sys.stderr.write(
            f"mpiad: rank {rank} of {size} failed: {what}\n"
            f"mpiad: rank {rank} ends the job with MPI_Abort: the exception was not handled "
            f"{kind}, and the other ranks would wait for this one in their next MPI call\n"
        )
    finally:
        _end_job(world, code)


def _chain_excepthook(previous):
    def excepthook(exc_type, exc, tb):
        world = _world()
        try:
            previous(exc_type, exc, tb)  # prints the traceback (or whatever the program chose)
        finally:
            if world is not None and not hasattr(sys, "ps1"):  # not at an interactive prompt
                _unhandled("by the program", exc, world)

    excepthook.__mpiad__ = True
    return excepthook


def _chain_thread_hook(previous):
    def thread_excepthook(args):
        world = _world()
        try:
            previous(args)
        finally:
            if world is not None and getattr(args.exc_value, _FROM_CALL, False):
                name = getattr(args.thread, "name", "?")
                _unhandled(f"in thread {name!r}", args.exc_value, world)

    thread_excepthook.__mpiad__ = True
    return thread_excepthook


def install_excepthook() -> None:
    """Chain mpiad's hooks onto ``sys.excepthook`` and ``threading.excepthook`` (once; the
    hooks in place keep running first): an unhandled exception on one rank of several ends the
    job with MPI_Abort instead of leaving the other ranks waiting (see the module's docstring)."""
    if not getattr(sys.excepthook, "__mpiad__", False):
        sys.excepthook = _chain_excepthook(sys.excepthook)
    if not getattr(threading.excepthook, "__mpiad__", False):
        threading.excepthook = _chain_thread_hook(threading.excepthook)


def on_every_rank(err: Exception) -> Exception:
    """Mark ``err`` as raised in step on every rank (e.g. after an allreduce that every rank
    sees): nobody is left waiting, so it is raised even under the abort policy."""
    err.__mpiad_on_every_rank__ = True
    return err


def collective(fn):
    """Decorator of the entry points that run compiled code under MPI: an exception leaving the
    outermost of them is raised (marked as having left an mpiad call), or, under the abort
    policy, printed and the job aborted (see the module's docstring)."""

    @functools.wraps(fn)
    def run(*args, **kwargs):
        depth = getattr(_depth, "n", 0)
        _depth.n = depth + 1
        try:
            return fn(*args, **kwargs)
        except Exception as e:
            if depth == 0:
                try:
                    setattr(e, _FROM_CALL, True)
                except AttributeError:  # an exception type without a __dict__
                    pass
                if mode() == "abort" and not getattr(e, "__mpiad_on_every_rank__", 0):
                    world = _world()
                    if world is not None:
                        abort_job(e, world, sys._getframe(1))
            raise
        finally:
            _depth.n = depth

    return run
