"""One-sided communication (RMA) with active-target synchronisation: MPI_Win_create,
MPI_Win_allocate, MPI_Win_free, MPI_Win_fence, MPI_Win_post / start / complete / wait / test,
MPI_Put, MPI_Get, MPI_Accumulate (MPI_SUM, MPI_REPLACE).

Every window gets shadow windows beside it (``passes/mpi/runtime/rma.c``): forward mode one per
tangent lane, over the lanes of the window memory's shadow, on which each Put/Get/Accumulate is
repeated with the origin buffer's lanes, and each fence too. Reverse mode one, over the window
memory's adjoint: the augmented sweep runs the primal calls and records each epoch's operations
(what it moved, from where to where, with the origin buffer's adjoint); the reverse of the fence
that closed an epoch replays that epoch's adjoints between two fences on the shadow window (a Put
x -> y: the target's adjoint of y fetched and zeroed, added into the adjoint of x; a Get
y <- x: the adjoint of y accumulated into the target's adjoint of x, then zeroed; an
Accumulate(SUM) x -> y: the target's adjoint of y fetched and added into the adjoint of x). The
reverse sweep reaches that fence before the adjoint of anything the epoch's code computed, so
every adjoint of the epoch is complete there. Post-start-complete-wait mirrors its
synchronisation on the shadow window and replays an access epoch at the reverse of its
MPI_Win_complete (a Get there is refused in reverse mode, ``rma.c``). Datatype handles go to the
runtime as they are: derived datatypes of MPI_DOUBLE / MPI_FLOAT on either side of Put, Get and
Accumulate are its business (``rma.c``: the shadows share the primal's layout).

What the pass must know of window memory: other ranks write it at every synchronisation of the
window. The window's memory is active memory from MPI_Win_create on (its shadow is what the
shadow windows expose; it is refused when it is an argument marked constant), and every call
that synchronises a window (fence, complete, wait) may write any memory (``writes_memory =
"unknown"``), so the reverse sweep never reloads window memory across one (``passes/readonly.py``,
``passes/late_loads.py``): it tapes what the forward sweep loaded. Passive-target
synchronisation (lock, unlock, flush) is ``rma_passive.py``, the fetching operations
(Get_accumulate, Fetch_and_op) ``rma_fetch.py``, the request-based ones (Rput, Rget,
Raccumulate, Rget_accumulate) ``rma_requests.py``, MPI_Win_sync ``rma_passive.py``,
MPI_Compare_and_swap (integer data: no derivative) ``rma_fetch.py``, dynamic windows
``rma_dynamic.py``. Everything else one-sided (shared-memory windows) is refused by name
(``refused.py``)."""

from __future__ import annotations

from collections.abc import Collection

from ...errors import UnsupportedError
from ...ir.instructions import Call, describe
from ...ir.types import PTR
from ...ir.values import ConstExpr, IntConst, KeywordConst
from ...rules.protocol import NoDerivative, Rule
from ...rules.registry import register_call
from .. import abi as ABI
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    abi_of,
    check_signature,
    dbufs,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
    width,
)
from .fortran import _fortran_names as fortran_names
from .second_order import refuse_helper

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "one-sided communication (windows; fence or post-start-complete-wait)"


def _is_null(v) -> bool:
    return isinstance(v, KeywordConst) or (isinstance(v, ConstExpr) and v.opcode == "inttoptr")


def _why(e: UnsupportedError, what: str) -> UnsupportedError:
    """The analysis's refusal (its type kept: a front end names the user's argument from a
    ConstArgumentWritten), with why window memory needs a shadow."""
    e.args = (f"{e.args[0] if e.args else e}; {what}",) + e.args[1:]
    e.reason = what  # kept by front ends that reword a ConstArgumentWritten
    return e


def activate_window_memory(act, inst, base, why: str) -> bool:
    """Memory other ranks write at each synchronisation (a window's, an attached region's) is
    active whatever this rank stores there; a constant argument is refused, saying ``why``."""
    if _is_null(base):
        return False
    try:
        return act.activate_memory(base, inst, strict=True)
    except UnsupportedError as e:
        raise _why(e, why) from None


@mpi_rule
class WinCreate(MPIRule):
    """The window's memory is written by other ranks at each synchronisation: it needs a shadow
    whatever this rank stores there (a constant argument is refused: its derivative would be
    dropped)."""

    signatures = {"MPI_Win_create": "wmem aint int info comm out"}

    def activity(self, act, inst) -> bool:
        why = "MPI_Win_create exposes it to other ranks' MPI_Put / MPI_Accumulate"
        return activate_window_memory(act, inst, self.a(inst, 0), why)

    def forward(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        rt_call(g, "__mpiad_fwd_win_create", [a[0], dbufs(g, inst, a[0], PTR), width(g), *a[1:]])
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        rec = rt_call(g, "__mpiad_aug_win_create", [a[0], shadow(g, inst, a[0]), *a[1:]], "win.rec")
        g.record(inst, rec)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_win_create", [g.recorded(inst)], None)


@mpi_rule
class WinAllocate(MPIRule):
    """MPI allocates the window's memory and writes its address through ``baseptr``: the
    runtime allocates its shadow (zeroed, the same size; forward: one a lane) and writes that
    address through ``baseptr``'s shadow, so a pointer the program loads from ``baseptr`` finds
    its shadow where any loaded pointer does. ``baseptr``'s memory holds that pointer, hence a
    shadow (a constant argument is refused)."""

    signatures = {"MPI_Win_allocate": "aint int info comm wbase out"}

    def activity(self, act, inst) -> bool:
        try:
            return act.activate_memory(self.a(inst, 4), inst, strict=True)
        except UnsupportedError as e:
            raise _why(
                e, "MPI_Win_allocate writes there the address of memory other ranks write"
            ) from None

    def forward(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        rt_call(g, "__mpiad_fwd_win_allocate", [*a[:5], dbufs(g, inst, a[4], PTR), width(g), a[5]])
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        rec = rt_call(
            g, "__mpiad_aug_win_allocate", [*a[:5], shadow(g, inst, a[4]), a[5]], "win.rec"
        )
        g.record(inst, rec)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_win_create", [g.recorded(inst)], None)


class _WindowCall(MPIRule):
    """A call on a window whose runtime takes its arguments as they are: forward ``fwd_fn``,
    augmented ``aug_fn`` (its result, the window's record, is recorded), reverse
    ``rev_fn(record)``."""

    fwd_fn = aug_fn = rev_fn = ""

    def _args(self, g, inst) -> tuple[str, list]:
        """(the suffix of the runtime's entry, its arguments): the call's own here; the calls
        that find MIN / MAX winners pick their ``_sel`` entries"""
        return "", [a.value for a in inst.args]

    def forward(self, g: TangentBuilder, inst):
        sel, args = self._args(g, inst)
        rt_call(g, self.fwd_fn + sel, args, None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        sel, args = self._args(g, inst)
        g.record(inst, rt_call(g, self.aug_fn + sel, args, "win.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, self.rev_fn, [g.recorded(inst)], None)


@mpi_rule
class WinFree(_WindowCall):
    """Frees the primal window (and, forward, its shadows); reverse mode keeps the shadow window
    until the reverse of MPI_Win_create."""

    signatures = {"MPI_Win_free": "out"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_win_free", "__mpiad_aug_win_free", "__mpiad_rev_win_free"


@mpi_rule
class WinFence(_WindowCall):
    """Closes an epoch: remote writes land in window memory here, hence ``unknown`` writes. In a
    module that may accumulate with MPI_MIN / MPI_MAX, every fence also finds the winners of the
    epoch's selections (``__mpiad_*_win_fence_sel``, ``rma_select.c``: two more fences, the same
    on every rank since every rank runs the module)."""

    signatures = {"MPI_Win_fence": "int win"}
    writes_memory = "unknown"
    fwd_fn, aug_fn, rev_fn = (
        "__mpiad_fwd_win_fence",
        "__mpiad_aug_win_fence",
        "__mpiad_rev_win_fence",
    )

    def _args(self, g, inst) -> tuple[str, list]:
        """(the runtime's selecting fence, its arguments), or ("", the call's) elsewhere"""
        args = [a.value for a in inst.args]
        sel = may_select(g.module, g.ctx.abi)
        return ("_sel" if sel else ""), args + [IntConst(int(sel == "fetch"))] if sel else args

    def reverse(self, g: AdjointBuilder, inst):
        fetch = may_select(g.module, g.ctx.abi) == "fetch"
        rt_call(g, self.rev_fn + ("_sel" if fetch else ""), [g.recorded(inst)], None)


#: the calls that may select (MPI_MIN / MPI_MAX), by name: the position of their op, do they
#: fetch
_SELECTING = {
    **{n: (7, False) for n in ("MPI_Accumulate", "MPI_Accumulate_c")},
    **{n: (10, True) for n in ("MPI_Get_accumulate", "MPI_Get_accumulate_c")},
    "MPI_Fetch_and_op": (5, True),
}
_SELECTING.update({"P" + n: v for n, v in _SELECTING.items()})


def may_select(module, abi) -> str:
    """ "fetch" if ``module`` calls MPI_Get_accumulate / MPI_Fetch_and_op with MPI_MIN / MPI_MAX
    or an op known at run time only, "acc" if only MPI_Accumulate does, else "" (whose winners,
    and fetched values, its fences must find)."""
    if not any(n in module.functions for n in _SELECTING):
        return ""
    detected = ABI.detect(module, abi)
    found = ""
    for fn in module.defined_functions():
        for inst in fn.instructions():
            if not isinstance(inst, Call) or inst.callee_name not in _SELECTING:
                continue
            at, fetch = _SELECTING[inst.callee_name]
            if len(inst.args) > at and detected.op_name(inst.args[at].value) in MIN_MAX:
                if fetch:
                    return "fetch"
                found = "acc"
    return found


#: the ops whose winners the fences find (None: an op known at run time only)
MIN_MAX = ("min", "max", None)


class _Pscw(_WindowCall):
    """General active target (post-start-complete-wait): forward, the same call on the shadow
    windows; reverse, the synchronisation mirrored on the shadow window, the access epoch's
    adjoints replayed at the reverse of MPI_Win_complete (``rma.c`` says why; a Get in such an
    epoch is refused in reverse mode). Remote writes land at complete / wait: ``unknown``. In a
    module that may accumulate with MPI_MIN / MPI_MAX (``may_select``), MPI_Win_post,
    MPI_Win_complete and MPI_Win_wait are the runtime's ``_sel`` entries (``sel``: 1, or 2 with
    fetching MIN / MAX): the complete / wait pair finds the winners in extra epochs on the same
    groups (``rma_select.c``), every rank alike since every rank runs the module; their reverse
    takes what it needs from the record."""

    writes_memory = "unknown"
    #: the call has a ``_sel`` entry
    selects = False

    def _args(self, g, inst) -> tuple[str, list]:
        args = [a.value for a in inst.args]
        sel = may_select(g.module, g.ctx.abi) if self.selects else ""
        if not sel:
            return "", args
        return "_sel", args + [IntConst(2 if sel == "fetch" else 1)]


@mpi_rule
class WinPost(_Pscw):
    signatures = {"MPI_Win_post": "group int win"}
    selects = True
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_win_post", "__mpiad_aug_win_post", "__mpiad_rev_win_post"


@mpi_rule
class WinStart(_Pscw):
    signatures = {"MPI_Win_start": "group int win"}
    fwd_fn, aug_fn = "__mpiad_fwd_win_start", "__mpiad_aug_win_start"
    rev_fn = "__mpiad_rev_win_start"


@mpi_rule
class WinComplete(_Pscw):
    signatures = {"MPI_Win_complete": "win"}
    selects = True
    fwd_fn, aug_fn = "__mpiad_fwd_win_complete", "__mpiad_aug_win_complete"
    rev_fn = "__mpiad_rev_win_complete"


@mpi_rule
class WinWait(_Pscw):
    signatures = {"MPI_Win_wait": "win"}
    selects = True
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_win_wait", "__mpiad_aug_win_wait", "__mpiad_rev_win_wait"


@mpi_rule
class WinTest(_Pscw):
    """MPI_Win_wait where the test says the exposure epoch is over, nothing where it is not (the
    program polls it in a loop): forward, the shadow windows waited for when the flag is set;
    augmented, the wait's record or none, so that the reverse mirrors the one call that ended
    the epoch. Where MIN / MAX winners are found, its ``_sel`` entries run the wait's extra
    epochs at the call that ends the epoch, as the wait would where it returns."""

    signatures = {"MPI_Win_test": "win out"}
    selects = True
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_win_test", "__mpiad_aug_win_test", "__mpiad_rev_win_test"


class _Access(MPIRule):
    """Put, Get, Accumulate: forward, the operation repeated on the shadow windows with the
    origin buffer's lanes; augmented, the primal and a record of the operation in the window's
    open epoch (its adjoint is replayed at the reverse of the fence that closes the epoch, so
    the reverse at the call's own place does nothing)."""

    fwd_fn = aug_fn = ""

    def forward(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        rt_call(g, self.fwd_fn, [a[0], dbufs(g, inst, a[0], PTR), width(g), *a[1:]], None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        rt_call(g, self.aug_fn, [a[0], shadow(g, inst, a[0]), *a[1:]], None)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        pass


@mpi_rule
class Put(_Access):
    signatures = {"MPI_Put": "sbuf count dt int aint count dt win"}
    fwd_fn, aug_fn = "__mpiad_fwd_put", "__mpiad_aug_put"


@mpi_rule
class Get(_Access):
    signatures = {"MPI_Get": "rbuf count dt int aint count dt win"}
    fwd_fn, aug_fn = "__mpiad_fwd_get", "__mpiad_aug_get"


@mpi_rule
class Accumulate(_Access):
    """MPI_SUM and MPI_REPLACE (a Put done element-wise atomically) are linear: their adjoints
    need no primal value. MPI_MIN and MPI_MAX between fences and in post-start-complete-wait:
    the derivative goes to the winner, found at the fence or the complete / wait pair
    (``rma_select.c``; refused by the runtime in passive-target epochs). PROD would
    need the values the target held: refused (at compile time when the op is a constant, else by
    the runtime, naming the call)."""

    signatures = {"MPI_Accumulate": "sbuf count dt int aint count dt op win"}
    fwd_fn, aug_fn = "__mpiad_fwd_accumulate", "__mpiad_aug_accumulate"

    def activity(self, act, inst) -> bool:
        check_op(act, inst, self.a(inst, 7), select=True)
        return super().activity(act, inst)


def check_op(act, inst, op, select: bool = False) -> None:
    """Refuse an Accumulate (or Raccumulate) whose op is a known constant other than MPI_SUM /
    MPI_REPLACE (``select``: MPI_MIN and MPI_MAX too) on floating-point data."""
    detected = ABI.detect(act.module, act.ctx.abi)
    name = detected.op_name(op)
    dt = detected.datatype_name(inst.args[2].value)
    ok = ("sum", "replace", "min", "max") if select else ("sum", "replace")
    if name is not None and name not in ok and dt in ABI.FLOAT_DATATYPES:
        what = "MPI_SUM, MPI_REPLACE, MPI_MIN and MPI_MAX" if select else "MPI_SUM and MPI_REPLACE"
        raise UnsupportedError(
            f"in @{act.fn.name}: {inst.callee_name} with MPI_{name.upper()} ({describe(inst)}): "
            f"mpiad differentiates {inst.callee_name} with {what} only (the adjoint of "
            f"MPI_{name.upper()} needs the values the target held); keep the call outside the "
            "differentiated code"
        )


#: the reverse-mode helpers the rules above call: a gradient module calls them
_HELPERS = (
    "__mpiad_aug_win_create", "__mpiad_rev_win_create", "__mpiad_aug_win_allocate",
    "__mpiad_aug_win_free", "__mpiad_rev_win_free", "__mpiad_aug_win_fence",
    "__mpiad_rev_win_fence", "__mpiad_aug_put", "__mpiad_aug_get", "__mpiad_aug_accumulate",
    "__mpiad_aug_win_post", "__mpiad_rev_win_post", "__mpiad_aug_win_start",
    "__mpiad_rev_win_start", "__mpiad_aug_win_complete", "__mpiad_rev_win_complete",
    "__mpiad_aug_win_wait", "__mpiad_rev_win_wait", "__mpiad_aug_win_test",
    "__mpiad_rev_win_test", "__mpiad_aug_win_lock",
    "__mpiad_aug_win_unlock", "__mpiad_aug_win_lock_all", "__mpiad_aug_win_unlock_all",
    "__mpiad_aug_win_flush", "__mpiad_aug_win_flush_local", "__mpiad_aug_win_flush_all",
    "__mpiad_aug_win_flush_local_all", "__mpiad_rev_win_passive", "__mpiad_rev_barrier",
    "__mpiad_aug_get_accumulate", "__mpiad_aug_fetch_and_op", "__mpiad_aug_rput",
    "__mpiad_aug_rget", "__mpiad_aug_raccumulate", "__mpiad_aug_rget_accumulate",
    "__mpiad_rev_rma_request", "__mpiad_aug_win_fence_sel", "__mpiad_rev_win_fence_sel",
    "__mpiad_aug_win_post_sel", "__mpiad_aug_win_complete_sel", "__mpiad_aug_win_wait_sel",
    "__mpiad_aug_win_test_sel",
    "__mpiad_aug_win_create_dynamic", "__mpiad_aug_win_attach", "__mpiad_rev_win_attach",
    "__mpiad_aug_win_detach", "__mpiad_aug_win_sync", "__mpiad_compare_and_swap",
)  # fmt: skip


@register_call(*_HELPERS)
class NoSecondOrder(Rule):
    """Forward mode over a gradient (Hessian-vector products) meets these helpers: refused,
    naming the program's MPI call, before the analysis looks into the runtime's window table."""

    replaces_primal = True
    always = True

    def activity(self, act, inst) -> bool:
        refuse_helper(act.fn.name, inst, inst.callee_name)
        return False

    def forward(self, g, inst) -> None:
        refuse_helper(g.src.name, inst, inst.callee_name)

    def reverse(self, a, inst) -> None:
        refuse_helper(a.src.name, inst, inst.callee_name)


class FortranOneSided(Rule):
    """Fortran's binding of a one-sided call mpiad does not lower to the C call (one without a
    rule, as ``MPI_WIN_ALLOCATE_SHARED``): passed through, it would leave window memory written
    undifferentiated, active data or not: refused wherever it appears."""

    replaces_primal = True
    always = True

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g, inst) -> None:
        raise UnsupportedError(
            f"in @{g.src.name}: {inst.callee_name} ({describe(inst)}) is Fortran's binding of a "
            "one-sided MPI call that mpiad does not differentiate from Fortran (docs/MPI.md "
            "lists the one-sided calls with derivatives; for window memory use MPI_WIN_CREATE "
            "over an array of the program, or keep the call outside the differentiated code)"
        )

    augmented = forward

    def reverse(self, a, inst) -> None:
        pass


#: the one-sided calls: those whose Fortran binding is not lowered (no rule, or a kind Fortran
#: passes differently) have their Fortran names refused
_ONE_SIDED = [
    "MPI_Win_create", "MPI_Win_allocate", "MPI_Win_fence", "MPI_Win_post",
    "MPI_Win_start", "MPI_Win_complete", "MPI_Win_wait", "MPI_Win_test", "MPI_Put", "MPI_Get",
    "MPI_Accumulate", "MPI_Get_accumulate", "MPI_Fetch_and_op", "MPI_Compare_and_swap",
    "MPI_Win_lock", "MPI_Win_unlock", "MPI_Win_lock_all", "MPI_Win_unlock_all", "MPI_Win_flush",
    "MPI_Win_flush_all", "MPI_Win_flush_local", "MPI_Win_flush_local_all", "MPI_Win_sync",
    "MPI_Win_attach", "MPI_Win_detach", "MPI_Win_allocate_shared",
    "MPI_Win_shared_query", "MPI_Rput", "MPI_Rget", "MPI_Raccumulate", "MPI_Rget_accumulate",
]  # fmt: skip


def register_fortran_refusals(lowered: Collection[str]) -> None:
    """Refuse the Fortran names of the one-sided calls not in ``lowered`` (the Fortran names
    whose binding is lowered, known once every unit has registered its signatures)."""
    names = {f for c in _ONE_SIDED for f in fortran_names(c)} - set(lowered)
    register_call(*sorted(names))(FortranOneSided)


#: window queries and names: no data moves
_QUERIES = {
    "MPI_Win_get_group": "win out",
    "MPI_Win_set_name": "win str",
    "MPI_Win_get_name": "win str out",
    "MPI_Win_set_errhandler": "win errh",
}


@mpi_rule
class WindowQueries(NoDerivative):
    signatures = _QUERIES

    def activity(self, act, inst) -> bool:
        check_signature(act, inst)
        return False


__all__ = [
    "Accumulate",
    "Get",
    "Put",
    "WinCreate",
    "WinFence",
    "WinFree",
    "WindowQueries",
    "abi_of",
]
