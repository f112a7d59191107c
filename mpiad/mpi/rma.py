"""One-sided communication inside kernels: windows over a kernel's arrays, MPI_Put, MPI_Get and
MPI_Accumulate (MPI_SUM, MPI_REPLACE), synchronised by MPI_Win_fence
(``passes/mpi/rules/rma.py`` differentiates them)::

    _, win = mpi.win_create(w, comm)  # the window: all of array w, displacements in elements
    mpi.win_fence(0, win)
    mpi.put(w[1:2], left, n + 1, win)  # the origin array, target rank, target displacement
    mpi.win_fence(0, win)
    mpi.win_free(win)

Counts and datatypes come from the origin array (the target's are the same); a displacement
counts elements of the window's array. A window lives from ``win_create`` to ``win_free`` inside
one kernel.

Passive target: ``mpi.win_lock(MPI.LOCK_EXCLUSIVE, rank, 0, win)`` ... ``mpi.win_unlock(rank,
win)`` (or ``MPI.LOCK_SHARED``, mpi4py's constants), ``mpi.win_lock_all(0, win)`` ...
``mpi.win_unlock_all(win)``, ``mpi.win_flush(rank, win)``, ``mpi.win_flush_all(win)``,
``mpi.win_flush_local(rank, win)``, ``mpi.win_flush_local_all(win)``; order the epochs of
different ranks with ``mpi.barrier(comm)`` (reverse mode mirrors it). Request-based operations in
passive-target epochs: ``_, req = mpi.rput(origin, rank, disp, win)``, ``mpi.rget(...)``,
``mpi.raccumulate(origin, rank, disp, op, win)``, each request completed by ``mpi.wait(req)``
(or any completion call). Ops: ``mpi.SUM``, ``mpi.REPLACE``; ``mpi.MIN`` / ``mpi.MAX`` in
``mpi.accumulate`` between fences."""

from __future__ import annotations

import numba
from numba.core import types

from ._lowering import (
    _check_buffer,
    _check_comm,
    _python_only,
    kernel_overload,
    mpi_call,
    with_request,
)
from .handles import WinType

__all__ = [
    "win_create", "win_free", "win_fence", "put", "get", "accumulate", "win_lock", "win_unlock",
    "win_lock_all", "win_unlock_all", "win_flush", "win_flush_all", "win_flush_local",
    "win_flush_local_all", "rput", "rget", "raccumulate",
]  # fmt: skip

win_create = _python_only("win_create")
win_free = _python_only("win_free")
win_fence = _python_only("win_fence")
put = _python_only("put")
get = _python_only("get")
accumulate = _python_only("accumulate")
win_lock = _python_only("win_lock")
win_unlock = _python_only("win_unlock")
win_lock_all = _python_only("win_lock_all")
win_unlock_all = _python_only("win_unlock_all")
win_flush = _python_only("win_flush")
win_flush_all = _python_only("win_flush_all")
win_flush_local = _python_only("win_flush_local")
win_flush_local_all = _python_only("win_flush_local_all")
rput = _python_only("rput")
rget = _python_only("rget")
raccumulate = _python_only("raccumulate")

_create = mpi_call("MPI_Win_create", "d0 B0 E0 I c1 Ow")  # (buf, comm)
_free = mpi_call("MPI_Win_free", "d0")  # (win,): a pointer to a copy of the handle
_fence = mpi_call("MPI_Win_fence", "i0 W1")  # (assert, win)
_put = mpi_call("MPI_Put", "d0 n0 t0 i1 w2 n0 t0 W3")  # (origin, rank, disp, win)
_get = mpi_call("MPI_Get", "d0 n0 t0 i1 w2 n0 t0 W3")
_acc = mpi_call("MPI_Accumulate", "d0 n0 t0 i1 w2 n0 t0 i3 W4")  # (origin, rank, disp, op, win)
#: request-based: the request array is the last value (with_request passes it)
_rput = with_request(mpi_call("MPI_Rput", "d0 n0 t0 i1 w2 n0 t0 W3 d4"))
_rget = with_request(mpi_call("MPI_Rget", "d0 n0 t0 i1 w2 n0 t0 W3 d4"))
_racc = with_request(mpi_call("MPI_Raccumulate", "d0 n0 t0 i1 w2 n0 t0 i3 W4 d5"))
_lock = mpi_call("MPI_Win_lock", "i0 i1 i2 W3")  # (lock_type, rank, assert, win)
_lock_all = mpi_call("MPI_Win_lock_all", "i0 W1")  # (assert, win)
#: (rank, win) calls and (win,) calls of passive target
_RANK_WIN = {
    "win_unlock": mpi_call("MPI_Win_unlock", "i0 W1"),
    "win_flush": mpi_call("MPI_Win_flush", "i0 W1"),
    "win_flush_local": mpi_call("MPI_Win_flush_local", "i0 W1"),
}
_WIN = {
    "win_unlock_all": mpi_call("MPI_Win_unlock_all", "W0"),
    "win_flush_all": mpi_call("MPI_Win_flush_all", "W0"),
    "win_flush_local_all": mpi_call("MPI_Win_flush_local_all", "W0"),
}


def _check_win(win, fn: str) -> None:
    if not isinstance(win, WinType):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: win must be a window from mpiad.mpi.win_create, got {win}"
        )


def _check_int(ty, what: str) -> None:
    if not isinstance(ty, (types.Integer, types.IntEnumMember, types.Boolean)):
        raise numba.core.errors.TypingError(f"mpiad.mpi.{what} must be an integer, got {ty}")


@kernel_overload(win_create)
def _ol_win_create(buf, comm):
    """``(status, win)``: a window over all of ``buf`` (collective over ``comm``)."""
    _check_buffer(buf, "win_create: buf")
    _check_comm(comm, "win_create")
    return lambda buf, comm: _create((buf, comm))


@kernel_overload(win_free)
def _ol_win_free(win):
    _check_win(win, "win_free")
    return lambda win: _free((win,))


@kernel_overload(win_fence)
def _ol_win_fence(assert_, win):
    _check_int(assert_, "win_fence: assert_")
    _check_win(win, "win_fence")
    return lambda assert_, win: _fence((assert_, win))


def _access(name: str, call):
    def typing(origin, target_rank, target_disp, win):
        _check_buffer(origin, f"{name}: origin")
        _check_int(target_rank, f"{name}: target_rank")
        _check_int(target_disp, f"{name}: target_disp")
        _check_win(win, name)
        return lambda origin, target_rank, target_disp, win: call(
            (origin, target_rank, target_disp, win)
        )

    return typing


kernel_overload(put)(_access("put", _put))
kernel_overload(get)(_access("get", _get))
#: ``(status, request)``
kernel_overload(rput)(_access("rput", _rput))
kernel_overload(rget)(_access("rget", _rget))


def _accumulating(name: str, call):
    """The typing of ``accumulate`` / ``raccumulate``: ``op`` is mpi.SUM or mpi.REPLACE (an
    mpi4py op, or mpiad.mpi's constants); mpi.MIN / mpi.MAX in ``accumulate`` between fences."""

    def typing(origin, target_rank, target_disp, op, win):
        _check_buffer(origin, f"{name}: origin")
        _check_int(target_rank, f"{name}: target_rank")
        _check_int(target_disp, f"{name}: target_disp")
        _check_win(win, name)
        return lambda origin, target_rank, target_disp, op, win: call(
            (origin, target_rank, target_disp, op, win)
        )

    return typing


kernel_overload(accumulate)(_accumulating("accumulate", _acc))
#: ``(status, request)``
kernel_overload(raccumulate)(_accumulating("raccumulate", _racc))


@kernel_overload(win_lock)
def _ol_win_lock(lock_type, rank, assert_, win):
    """``lock_type``: mpi4py's ``MPI.LOCK_EXCLUSIVE`` or ``MPI.LOCK_SHARED``."""
    _check_int(lock_type, "win_lock: lock_type")
    _check_int(rank, "win_lock: rank")
    _check_int(assert_, "win_lock: assert_")
    _check_win(win, "win_lock")
    return lambda lock_type, rank, assert_, win: _lock((lock_type, rank, assert_, win))


@kernel_overload(win_lock_all)
def _ol_win_lock_all(assert_, win):
    _check_int(assert_, "win_lock_all: assert_")
    _check_win(win, "win_lock_all")
    return lambda assert_, win: _lock_all((assert_, win))


def _rank_win(name: str, call):
    def typing(rank, win):
        _check_int(rank, f"{name}: rank")
        _check_win(win, name)
        return lambda rank, win: call((rank, win))

    return typing


def _win_only(name: str, call):
    def typing(win):
        _check_win(win, name)
        return lambda win: call((win,))

    return typing


for _name, _call in _RANK_WIN.items():
    kernel_overload(globals()[_name])(_rank_win(_name, _call))
for _name, _call in _WIN.items():
    kernel_overload(globals()[_name])(_win_only(_name, _call))
