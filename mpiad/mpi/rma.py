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
``mpi.accumulate`` between fences or in post-start-complete-wait epochs (not in passive target:
the runtime refuses it, naming the call and the epoch).

General active target (post-start-complete-wait): ``mpi.win_post(group, 0, win)`` exposes the
window to the ranks of ``group``, ``mpi.win_start(group, 0, win)`` opens an access epoch on
theirs, ``mpi.win_complete(win)`` closes it, ``mpi.win_wait(win)`` the exposure; ``group`` an
mpi4py ``MPI.Group`` passed in (``comm.Get_group()``) or one made in the kernel
(``groups.py``: ``comm_group``, ``group_incl``, ``group_excl``, ``group_free``). Put,
Accumulate (``mpi.MIN`` / ``mpi.MAX`` too) and the fetching operations go in such epochs as
between fences; a Get in an access epoch is differentiated in forward modes only (reverse mode
refuses it at run time, naming the call). ``_, flag = mpi.win_test(win)`` ends the exposure as
``mpi.win_wait`` where ``flag`` is nonzero, and may be polled.

Fetching operations: ``mpi.get_accumulate(origin, result, rank, disp, op, win)`` (the target's
old values into ``result``, as many as it holds; op ``mpi.SUM``, ``mpi.REPLACE``, ``mpi.NO_OP``,
or ``mpi.MIN`` / ``mpi.MAX`` between fences or in post-start-complete-wait epochs),
``mpi.fetch_and_op(origin, result, rank, disp, op, win)`` (one element: the first of each array),
``_, req = mpi.rget_accumulate(...)`` (passive target, as ``get_accumulate``, completed by
``mpi.wait``).

``_, win, mem = mpi.win_allocate(n, comm)`` (``dtype=np.float64`` or another): MPI allocates the
window's ``n`` elements and ``mem`` is an array over them (uninitialised, as MPI's). MPI owns that
memory, not Numba: ``mem`` must not be used after ``mpi.win_free(win)``.

Dynamic windows: ``_, win = mpi.win_create_dynamic(comm)``, ``mpi.win_attach(win, a)`` (all of
array ``a``), ``mpi.win_detach(win, a)``, ``_, addr = mpi.get_address(a)`` (an int64 address; a
target displacement on a dynamic window is the target's address of an element, in bytes, e.g.
gathered by ``mpi.allgather``).

``mpi.win_sync(win)`` synchronises the window's copies. ``mpi.compare_and_swap(origin, compare,
result, rank, disp, win)``: integer arrays (their first elements), no derivative."""

from __future__ import annotations

import numba
import numpy as np
from numba.core import types

from ._lowering import (
    _check_buffer,
    _check_comm,
    _python_only,
    kernel_overload,
    mpi_call,
    with_request,
)
from .groups import check_group
from .handles import WinType, _dtype_handle

__all__ = [
    "win_create", "win_free", "win_fence", "put", "get", "accumulate", "win_lock", "win_unlock",
    "win_lock_all", "win_unlock_all", "win_flush", "win_flush_all", "win_flush_local",
    "win_flush_local_all", "rput", "rget", "raccumulate", "get_accumulate", "fetch_and_op",
    "rget_accumulate", "win_allocate", "win_create_dynamic", "win_attach", "win_detach",
    "get_address", "win_sync", "compare_and_swap", "win_post", "win_start", "win_complete",
    "win_wait", "win_test",
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
get_accumulate = _python_only("get_accumulate")
fetch_and_op = _python_only("fetch_and_op")
rget_accumulate = _python_only("rget_accumulate")
win_allocate = _python_only("win_allocate")
win_create_dynamic = _python_only("win_create_dynamic")
win_attach = _python_only("win_attach")
win_detach = _python_only("win_detach")
get_address = _python_only("get_address")
win_sync = _python_only("win_sync")
compare_and_swap = _python_only("compare_and_swap")
win_post = _python_only("win_post")
win_start = _python_only("win_start")
win_complete = _python_only("win_complete")
win_wait = _python_only("win_wait")
win_test = _python_only("win_test")

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
#: (origin, result, rank, disp, op, win): the target's count and type are the result's
_gacc = mpi_call("MPI_Get_accumulate", "d0 n0 t0 d1 n1 t1 i2 w3 n1 t1 i4 W5")
_fop = mpi_call("MPI_Fetch_and_op", "d0 d1 t1 i2 w3 i4 W5")
_rgacc = with_request(mpi_call("MPI_Rget_accumulate", "d0 n0 t0 d1 n1 t1 i2 w3 n1 t1 i4 W5 d6"))
#: (size in bytes, element size, comm): (status, base address, win)
_allocate = mpi_call("MPI_Win_allocate", "w0 i1 I c2 Op Ow")
_create_dynamic = mpi_call("MPI_Win_create_dynamic", "I c0 Ow")  # (comm,)
_attach = mpi_call("MPI_Win_attach", "W0 d1 B1")  # (win, array)
_detach = mpi_call("MPI_Win_detach", "W0 d1")
_get_address = mpi_call("MPI_Get_address", "d0 Oa")  # (array,): (status, address)
_sync = mpi_call("MPI_Win_sync", "W0")
_cas = mpi_call("MPI_Compare_and_swap", "d0 d1 d2 t0 i3 w4 W5")  # (origin, compare, result, ...)
#: post-start-complete-wait: (group, assert, win) and (win,)
_post = mpi_call("MPI_Win_post", "g0 i1 W2")
_start = mpi_call("MPI_Win_start", "g0 i1 W2")
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
    "win_complete": mpi_call("MPI_Win_complete", "W0"),
    "win_wait": mpi_call("MPI_Win_wait", "W0"),
}
_test = mpi_call("MPI_Win_test", "W0 Oi")  # (win,): (status, flag)


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


def _group_sync(name: str, call):
    """The typing of ``win_post`` / ``win_start``: ``(group, assert_, win)`` as MPI orders
    them."""

    def typing(group, assert_, win):
        check_group(group, name)
        _check_int(assert_, f"{name}: assert_")
        _check_win(win, name)
        return lambda group, assert_, win: call((group, assert_, win))

    return typing


kernel_overload(win_post)(_group_sync("win_post", _post))
kernel_overload(win_start)(_group_sync("win_start", _start))


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
#: ``(status, flag)``
kernel_overload(win_test)(_win_only("win_test", _test))


def _fetching(name: str, call):
    """The typing of ``get_accumulate`` / ``fetch_and_op`` / ``rget_accumulate``: ``origin``
    and ``result`` arrays of one element type (``fetch_and_op``: their first elements), ``op``
    mpi.SUM, mpi.REPLACE or mpi.NO_OP (mpi.MIN / mpi.MAX between fences; the pass refuses the
    rest, naming the call)."""

    def typing(origin, result, target_rank, target_disp, op, win):
        _check_buffer(origin, f"{name}: origin")
        _check_buffer(result, f"{name}: result")
        if origin.dtype != result.dtype:
            raise numba.core.errors.TypingError(
                f"mpiad.mpi.{name}: origin ({origin.dtype}) and result ({result.dtype}) must "
                "have one element type"
            )
        _check_int(target_rank, f"{name}: target_rank")
        _check_int(target_disp, f"{name}: target_disp")
        _check_win(win, name)
        return lambda origin, result, target_rank, target_disp, op, win: call(
            (origin, result, target_rank, target_disp, op, win)
        )

    return typing


kernel_overload(get_accumulate)(_fetching("get_accumulate", _gacc))
kernel_overload(fetch_and_op)(_fetching("fetch_and_op", _fop))
#: ``(status, request)``
kernel_overload(rget_accumulate)(_fetching("rget_accumulate", _rgacc))


def _element_type(dtype):
    """The NumPy scalar type of ``dtype`` (omitted: float64), for ``win_allocate``."""
    if dtype is None or isinstance(dtype, (types.NoneType, types.Omitted)):
        return np.float64
    nb = dtype.dtype if isinstance(dtype, (types.NumberClass, types.DType)) else None
    if not isinstance(nb, (types.Float, types.Integer)):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.win_allocate: dtype must be a NumPy number type (np.float64, ...), got "
            f"{dtype}"
        )
    _dtype_handle(nb)  # refuses a type MPI has no datatype for
    return getattr(np, str(nb))


@kernel_overload(win_allocate)
def _ol_win_allocate(count, comm, dtype=None):
    """``(status, win, mem)``: a window of ``count`` elements that MPI allocates, ``mem`` an
    array over them. It is a view Numba does not own (MPI frees the memory at ``win_free``):
    the pass finds its shadow through the base pointer MPI_Win_allocate writes, as in C."""
    _check_int(count, "win_allocate: count")
    _check_comm(comm, "win_allocate")
    elem = _element_type(dtype)
    size = np.dtype(elem).itemsize

    def impl(count, comm, dtype=None):
        st, base, win = _allocate((count * size, size, comm))
        return st, win, numba.carray(base, count, elem)

    return impl


@kernel_overload(win_create_dynamic)
def _ol_win_create_dynamic(comm):
    """``(status, win)``: a window with no memory; arrays are attached by ``win_attach``."""
    _check_comm(comm, "win_create_dynamic")
    return lambda comm: _create_dynamic((comm,))


def _attaching(name: str, call):
    def typing(win, buf):
        _check_win(win, name)
        _check_buffer(buf, f"{name}: buf")
        return lambda win, buf: call((win, buf))

    return typing


kernel_overload(win_attach)(_attaching("win_attach", _attach))
kernel_overload(win_detach)(_attaching("win_detach", _detach))


@kernel_overload(get_address)
def _ol_get_address(buf):
    """``(status, address)``: the address of ``buf``'s first element (int64), a target
    displacement on a dynamic window (add ``i * buf.itemsize`` for element ``i``)."""
    _check_buffer(buf, "get_address: buf")
    return lambda buf: _get_address((buf,))


kernel_overload(win_sync)(_win_only("win_sync", _sync))


@kernel_overload(compare_and_swap)
def _ol_compare_and_swap(origin, compare, result, target_rank, target_disp, win):
    """Integer data only (MPI's rule): no derivative."""
    for what, arr in (("origin", origin), ("compare", compare), ("result", result)):
        _check_buffer(arr, f"compare_and_swap: {what}")
        if not isinstance(arr.dtype, types.Integer) or arr.dtype != origin.dtype:
            raise numba.core.errors.TypingError(
                f"mpiad.mpi.compare_and_swap: {what} must be an integer array of origin's "
                f"element type (MPI compares and swaps integers only), got {arr}"
            )
    _check_int(target_rank, "compare_and_swap: target_rank")
    _check_int(target_disp, "compare_and_swap: target_disp")
    _check_win(win, "compare_and_swap")
    return lambda origin, compare, result, target_rank, target_disp, win: _cas(
        (origin, compare, result, target_rank, target_disp, win)
    )
