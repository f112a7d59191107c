"""One-sided communication with passive-target synchronisation: MPI_Win_lock / MPI_Win_unlock
(exclusive and shared), MPI_Win_lock_all / MPI_Win_unlock_all, MPI_Win_flush(_all),
MPI_Win_flush_local(_all), around MPI_Put, MPI_Get and MPI_Accumulate (``rma.py``); and
MPI_Win_sync, which synchronises a window's copies (forward: each shadow window's too; reverse:
the shadow window's at its mirrored place).

Forward mode: the same call on each shadow window. Reverse mode (``passes/mpi/runtime/
rma_passive.c``): the lock epochs mirrored on the shadow window, the reverse of an unlock locking
it as the primal did and the reverse of the lock unlocking it; each call that completes
operations (unlock, flush, flush_local) replays their adjoints at its reverse. What ordered the
epochs of different ranks in the primal must order the reverse epochs in mirror: a program
orders them with MPI_Barrier, whose reverse the pass emits in a module that locks a window
(``collectives.Barrier``). Other orders carry no derivative and are not mirrored: a flag
message (a module that locks a window and receives point to point), a nonblocking barrier or
MPI_Win_sync is refused in reverse mode (a wrong gradient otherwise),
and a Get in a passive-target epoch is refused in reverse mode by the
runtime (the target may read the memory meanwhile; its adjoint would race with the Get's).

Remote writes land in window memory at any of these calls, and at the target's barrier:
``unknown`` writes, so the reverse sweep never reloads window memory across one."""

from __future__ import annotations

from ...errors import UnsupportedError
from ...ir.instructions import Call, describe
from ...ir.module import Module
from .common import TangentBuilder, mpi_rule, name_result, rt_call
from .rma import _WindowCall

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "one-sided communication, passive target (lock, unlock, flush)"

#: the calls that open a passive-target epoch
_LOCKS = ("MPI_Win_lock", "MPI_Win_lock_all")


def _declares(module: Module, name: str) -> bool:
    """Does ``module`` have ``name`` (C binding), its PMPI_ name or its large-count form?"""
    return any(n in module.functions for n in (name, "P" + name, name + "_c", "P" + name + "_c"))


def uses_passive_target(module: Module) -> bool:
    """Does ``module`` lock a window (so its reverse must mirror the program's barriers)?"""
    return any(_declares(module, name) for name in _LOCKS)


class _Passive(_WindowCall):
    """A passive-target call: forward ``fwd_fn`` with the call's arguments; augmented ``aug_fn``
    (its record kept); reverse, the one runtime function that mirrors them all."""

    writes_memory = "unknown"
    rev_fn = "__mpiad_rev_win_passive"

    def augmented(self, g: TangentBuilder, inst):
        refuse_unmirrored(g, inst)
        super().augmented(g, inst)


#: calls that order ranks without a derivative the reverse sweep would mirror
_UNMIRRORED = {
    "MPI_Ibarrier": "a nonblocking barrier",
    "MPI_Win_sync": "MPI_Win_sync",
    **dict.fromkeys(
        (
            "MPI_Recv", "MPI_Irecv", "MPI_Sendrecv", "MPI_Sendrecv_replace", "MPI_Mrecv",
            "MPI_Imrecv", "MPI_Recv_init", "MPI_Precv_init", "MPI_Probe", "MPI_Iprobe",
        ),
        "a message (a flag message carries no derivative)",
    ),
}  # fmt: skip


def refuse_unmirrored(g: TangentBuilder, inst: Call) -> None:
    """Reverse mode mirrors MPI_Barrier only: a module that may order passive-target epochs by
    other means is refused (its reverse epochs would run unordered: a wrong gradient)."""
    for name, what in _UNMIRRORED.items():
        if _declares(g.module, name):
            raise UnsupportedError(
                f"in @{g.src.name}: {inst.callee_name} ({describe(inst)}) in a module that calls "
                f"{name}: reverse mode mirrors the order MPI_Barrier puts on passive-target "
                f"epochs, not that of {what}; order the epochs with MPI_Barrier, or use "
                "MPI_Win_fence"
            )


@mpi_rule
class WinLock(_Passive):
    signatures = {"MPI_Win_lock": "int int int win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_lock", "__mpiad_aug_win_lock"


@mpi_rule
class WinUnlock(_Passive):
    signatures = {"MPI_Win_unlock": "int win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_unlock", "__mpiad_aug_win_unlock"


@mpi_rule
class WinLockAll(_Passive):
    signatures = {"MPI_Win_lock_all": "int win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_lock_all", "__mpiad_aug_win_lock_all"


@mpi_rule
class WinUnlockAll(_Passive):
    signatures = {"MPI_Win_unlock_all": "win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_unlock_all", "__mpiad_aug_win_unlock_all"


@mpi_rule
class WinFlush(_Passive):
    signatures = {"MPI_Win_flush": "int win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_flush", "__mpiad_aug_win_flush"


@mpi_rule
class WinFlushLocal(_Passive):
    signatures = {"MPI_Win_flush_local": "int win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_flush_local", "__mpiad_aug_win_flush_local"


@mpi_rule
class WinFlushAll(_Passive):
    signatures = {"MPI_Win_flush_all": "win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_flush_all", "__mpiad_aug_win_flush_all"


@mpi_rule
class WinFlushLocalAll(_Passive):
    signatures = {"MPI_Win_flush_local_all": "win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_flush_local_all", "__mpiad_aug_win_flush_local_all"


@mpi_rule
class WinSync(_Passive):
    """No operation completes, nothing is replayed: the shadow windows are synced beside the
    primal. A module that also locks a window is refused in reverse mode by the lock's rule
    (``refuse_unmirrored``: an order put on epochs by a flag in window memory is not mirrored);
    in fence or post-start-complete-wait epochs its reverse is the shadow window's sync."""

    signatures = {"MPI_Win_sync": "win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_sync", "__mpiad_aug_win_sync"

    def augmented(self, g: TangentBuilder, inst):
        g.record(inst, rt_call(g, self.aug_fn, [a.value for a in inst.args], "win.rec"))
        name_result(g, inst)


__all__ = [
    "WinFlush",
    "WinFlushAll",
    "WinFlushLocal",
    "WinFlushLocalAll",
    "WinLock",
    "WinLockAll",
    "WinUnlock",
    "WinUnlockAll",
    "WinSync",
]
