"""The kernel's line for the statements Numba inlines from ``mpiad.mpi``, in the debug compiles
that locate the pass's refusals (``kernel_messages.py``, ``numba_frontend.serial_version``).

``mpiad.mpi``'s calls are inlined at Numba's level (``mpiad/mpi/_lowering.kernel_overload``): the
MPI call must sit in the kernel's own function. Inlined, their statements keep their own lines
(of ``mpiad/mpi/*.py``) under the kernel's debug scope, whose file is the kernel's, so a refusal
of such a call pointed at the kernel's file at a line of mpiad's. The pass below, run right after
Numba's inlining, gives each of them the location of the kernel's statement before it: the
call's own (Numba splits the caller's block at the call and jumps into the inlined blocks with
the call's location)."""

from __future__ import annotations

import os

from numba.core import ir
from numba.core.analysis import compute_cfg_from_blocks
from numba.core.compiler import CompilerBase, DefaultPassBuilder
from numba.core.compiler_machinery import FunctionPass, register_pass
from numba.core.typed_passes import InlineOverloads

#: the folder of ``mpiad.mpi`` (not imported here: importing it loads the MPI library)
_MPI_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mpi") + os.sep


def _from_mpiad(loc) -> bool:
    name = getattr(loc, "filename", None)
    return bool(name) and os.path.abspath(name).startswith(_MPI_DIR)


@register_pass(mutates_CFG=False, analysis_only=False)
class CallSiteLocations(FunctionPass):
    """Statements inlined from ``mpiad.mpi`` take the location of the kernel's statement that
    precedes them (in control-flow order: the call, whose location Numba's jump into the
    inlined blocks carries)."""

    _name = "mpiad_call_site_locations"

    def __init__(self) -> None:
        FunctionPass.__init__(self)

    def run_pass(self, state) -> bool:
        blocks = state.func_ir.blocks
        cfg = compute_cfg_from_blocks(blocks)
        at_exit: dict = {}
        changed = False
        for label in cfg.topo_order():
            cur = next(
                (at_exit[p] for p, _ in cfg.predecessors(label) if at_exit.get(p) is not None),
                None,
            )
            for stmt in blocks[label].body:
                if not _from_mpiad(stmt.loc):
                    cur = stmt.loc
                elif cur is not None:
                    stmt.loc = cur
                    if isinstance(getattr(stmt, "value", None), ir.Expr):
                        stmt.value.loc = cur
                    changed = True
            at_exit[label] = cur
        return changed


class DebugCompiler(CompilerBase):
    """Numba's nopython pipeline with :class:`CallSiteLocations` after its inlining of
    overloads (``numba.njit(pipeline_class=DebugCompiler)``)."""

    def define_pipelines(self) -> list:
        pm = DefaultPassBuilder.define_nopython_pipeline(self.state)
        pm.add_pass_after(CallSiteLocations, InlineOverloads)
        pm.finalize()
        return [pm]
