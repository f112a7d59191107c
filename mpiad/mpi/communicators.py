"""Communicators made inside kernels: ``comm_split``, ``comm_dup``, ``cart_create`` (and the
Cartesian queries ``cart_shift``, ``cart_coords``, ``cart_rank``), ``comm_free``.

Arguments follow MPI's order, with the new communicator returned after the status as
``isend`` returns its request::

    _, half = mpi.comm_split(comm, rank % 2, rank)
    _, grid = mpi.cart_create(comm, (2, 2), (True, True))
    _, up, down = mpi.cart_shift(grid, 0, 1)
    mpi.allreduce(x, y, mpi.SUM, half)
    mpi.comm_free(half)

The communicators are Numba values of the same type as an mpi4py communicator passed in, so
every ``mpiad.mpi`` call takes them. Making and freeing them carries no derivative; the pass
keeps a communicator freed in the primal alive until the reverse sweep has done its adjoint
communication on it (passes/mpi/rules/communicators.py). ``comm_split`` with ``UNDEFINED``
as the colour (and ``cart_create`` on a rank outside the grid) gives MPI_COMM_NULL:
``comm_is_null`` tells."""

from __future__ import annotations

import numba
import numpy as np
from numba.core import types
from numba.extending import intrinsic

from ._lowering import _check_comm, _comm_value, _python_only, kernel_overload, mpi_call
from .handles import MPI, CommType, _handle_constant

__all__ = [
    "comm_split",
    "comm_dup",
    "comm_free",
    "comm_is_null",
    "cart_create",
    "cart_shift",
    "cart_coords",
    "cart_rank",
]

comm_split = _python_only("comm_split")
comm_dup = _python_only("comm_dup")
comm_free = _python_only("comm_free")
comm_is_null = _python_only("comm_is_null")
cart_create = _python_only("cart_create")
cart_shift = _python_only("cart_shift")
cart_coords = _python_only("cart_coords")
cart_rank = _python_only("cart_rank")

_split = mpi_call("MPI_Comm_split", "c0 i1 i2 Oc")  # (comm, color, key)
_dup = mpi_call("MPI_Comm_dup", "c0 Oc")  # (comm,)
_free = mpi_call("MPI_Comm_free", "d0")  # (comm,): a pointer to a copy of the handle
_cart = mpi_call("MPI_Cart_create", "c0 n1 d1 d2 i3 Oc")  # (comm, dims, periods, reorder)
_shift = mpi_call("MPI_Cart_shift", "c0 i1 i2 Oi Oi")  # (comm, direction, disp)
_cartdim = mpi_call("MPI_Cartdim_get", "c0 Oi")  # (comm,)
_coords = mpi_call("MPI_Cart_coords", "c0 i1 n2 d2")  # (comm, rank, coords)
_rank = mpi_call("MPI_Cart_rank", "c0 d1 Oi")  # (comm, coords)


def _check_int(ty, what: str) -> None:
    if not isinstance(ty, (types.Integer, types.Boolean, types.Omitted, int)):
        raise numba.core.errors.TypingError(f"mpiad.mpi.{what} must be an integer, got {ty}")


def _check_ints(ty, what: str) -> None:
    """A tuple, list or 1-D array of integers (or booleans)."""
    el = None
    if isinstance(ty, (types.UniTuple, types.List)):
        el = ty.dtype
    elif isinstance(ty, types.Array) and ty.ndim == 1:
        el = ty.dtype
    elif isinstance(ty, types.Tuple) and len(ty.types) == 0:
        return
    if not isinstance(el, (types.Integer, types.Boolean)):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{what} must be a tuple, list or 1-D array of integers, got {ty}"
        )


@numba.njit(inline="always")
def _int32s(seq):
    out = np.empty(len(seq), dtype=np.int32)
    for k in range(len(seq)):
        out[k] = seq[k]
    return out


@kernel_overload(comm_split)
def _ol_comm_split(comm, color, key=0):
    """``(status, newcomm)``: the ranks of ``comm`` with the same colour, ordered by ``key``."""
    _check_comm(comm, "comm_split")
    _check_int(color, "comm_split: color")
    _check_int(key, "comm_split: key")
    return lambda comm, color, key=0: _split((comm, color, key))


@kernel_overload(comm_dup)
def _ol_comm_dup(comm):
    """``(status, newcomm)``: a copy of ``comm`` (its own message space)."""
    _check_comm(comm, "comm_dup")
    return lambda comm: _dup((comm,))


@kernel_overload(comm_free)
def _ol_comm_free(comm):
    """The status; the kernel's copy of the handle must not be used afterwards."""
    if not isinstance(comm, CommType):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.comm_free: comm must be a communicator made in the kernel, got {comm}"
        )
    return lambda comm: _free((comm,))


@intrinsic
def _is_null(typingctx, comm):
    def codegen(context, builder, sig, args):
        v = _comm_value(context, builder, sig.args[0], args[0])
        return builder.icmp_unsigned("==", v, _handle_constant(builder, MPI.COMM_NULL))

    return types.boolean(comm), codegen


@kernel_overload(comm_is_null)
def _ol_comm_is_null(comm):
    """Is ``comm`` MPI_COMM_NULL (``comm_split`` with ``UNDEFINED``, ``cart_create`` on a rank
    outside the grid)?"""
    _check_comm(comm, "comm_is_null")
    return lambda comm: _is_null(comm)


@kernel_overload(cart_create)
def _ol_cart_create(comm, dims, periods, reorder=False):
    """``(status, cartcomm)``: a grid of ``len(dims)`` dimensions, periodic where ``periods``
    says so (tuples, lists or arrays)."""
    _check_comm(comm, "cart_create")
    _check_ints(dims, "cart_create: dims")
    _check_ints(periods, "cart_create: periods")
    _check_int(reorder, "cart_create: reorder")

    def impl(comm, dims, periods, reorder=False):
        d, p = _int32s(dims), _int32s(periods)
        if d.size != p.size:
            raise ValueError("mpiad.mpi.cart_create: dims and periods differ in length")
        return _cart((comm, d, p, reorder))

    return impl


@kernel_overload(cart_shift)
def _ol_cart_shift(comm, direction, disp):
    """``(status, source, dest)``: the ranks ``disp`` steps down and up dimension
    ``direction`` (PROC_NULL off a non-periodic edge)."""
    _check_comm(comm, "cart_shift")
    _check_int(direction, "cart_shift: direction")
    _check_int(disp, "cart_shift: disp")
    return lambda comm, direction, disp: _shift((comm, direction, disp))


@kernel_overload(cart_coords)
def _ol_cart_coords(comm, rank):
    """``(status, coords)``: the grid coordinates of ``rank`` (an int32 array)."""
    _check_comm(comm, "cart_coords")
    _check_int(rank, "cart_coords: rank")

    def impl(comm, rank):
        st, ndims = _cartdim((comm,))
        coords = np.zeros(max(ndims, 0), dtype=np.int32)
        if st != 0:
            return st, coords
        return _coords((comm, rank, coords)), coords

    return impl


@kernel_overload(cart_rank)
def _ol_cart_rank(comm, coords):
    """``(status, rank)``: the rank at grid coordinates ``coords``."""
    _check_comm(comm, "cart_rank")
    _check_ints(coords, "cart_rank: coords")
    return lambda comm, coords: _rank((comm, _int32s(coords)))
