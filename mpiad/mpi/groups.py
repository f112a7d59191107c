"""Groups made inside kernels, for post-start-complete-wait synchronisation (``rma.py``'s
``win_post`` / ``win_start``): ``comm_group``, ``group_incl``, ``group_excl``, ``group_free``::

    _, everyone = mpi.comm_group(comm)
    _, neighbours = mpi.group_incl(everyone, (left, right))
    mpi.win_post(neighbours, 0, win)
    ...
    mpi.group_free(neighbours)

A group made here is a Numba value of the type of an mpi4py ``MPI.Group`` passed in, so both go
wherever a group goes. Groups carry no derivative (``passes/mpi/rules/inactive.py``); the
runtime keeps its own copy of a group that post / start name, so a kernel may free its group
before the window."""

from __future__ import annotations

import numba

from ._lowering import _check_comm, _python_only, kernel_overload, mpi_call
from .communicators import _check_ints, _int32s
from .handles import GroupType

__all__ = ["comm_group", "group_incl", "group_excl", "group_free"]

comm_group = _python_only("comm_group")
group_incl = _python_only("group_incl")
group_excl = _python_only("group_excl")
group_free = _python_only("group_free")

_comm_group = mpi_call("MPI_Comm_group", "c0 Og")  # (comm,)
_incl = mpi_call("MPI_Group_incl", "g0 n1 d1 Og")  # (group, ranks)
_excl = mpi_call("MPI_Group_excl", "g0 n1 d1 Og")
_free = mpi_call("MPI_Group_free", "d0")  # (group,): a pointer to a copy of the handle


def check_group(group, fn: str) -> None:
    """Refuse, when typing, a value that is not a group (an mpi4py ``MPI.Group`` or one made
    in the kernel)."""
    if not isinstance(group, GroupType):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: group must be an mpi4py MPI.Group (comm.Get_group(), passed to "
            f"the kernel) or one from mpiad.mpi.comm_group / group_incl, got {group}"
        )


@kernel_overload(comm_group)
def _ol_comm_group(comm):
    """``(status, group)``: the ranks of ``comm``."""
    _check_comm(comm, "comm_group")
    return lambda comm: _comm_group((comm,))


def _subgroup(name: str, call):
    def typing(group, ranks):
        check_group(group, name)
        _check_ints(ranks, f"{name}: ranks")
        return lambda group, ranks: call((group, _int32s(ranks)))

    return typing


#: ``(status, group)``: the ranks of ``group`` listed in ``ranks`` (in that order) / the others
kernel_overload(group_incl)(_subgroup("group_incl", _incl))
kernel_overload(group_excl)(_subgroup("group_excl", _excl))


@kernel_overload(group_free)
def _ol_group_free(group):
    """The status; the kernel's copy of the handle must not be used afterwards."""
    check_group(group, "group_free")
    return lambda group: _free((group,))
