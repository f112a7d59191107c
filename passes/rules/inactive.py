"""Functions that never carry derivatives: I/O, allocation, bookkeeping, hints.

Calls to them stay as they are in every mode. Allocation functions are still allocation *roots*
for the activity analysis (a malloc'd buffer that receives active data gets a shadow buffer).
"""
from __future__ import annotations

from .registry import Rule, register_call

INACTIVE = [
    "printf", "puts", "putchar", "fprintf", "fputs", "fflush", "fwrite", "snprintf", "sprintf",
    "abort", "exit", "__assert_fail", "__cxa_begin_catch", "__cxa_end_catch",
    "llvm.lifetime.start", "llvm.lifetime.end", "llvm.assume", "llvm.dbg.value",
    "llvm.dbg.declare", "llvm.dbg.assign", "llvm.dbg.label", "llvm.prefetch", "llvm.expect",
    "llvm.trap", "llvm.debugtrap", "llvm.stacksave", "llvm.stackrestore", "llvm.invariant.start",
    "llvm.invariant.end", "llvm.experimental.noalias.scope.decl", "llvm.donothing",
    "llvm.umin", "llvm.umax", "llvm.smin", "llvm.smax", "llvm.abs", "llvm.ctpop", "llvm.ctlz",
    "llvm.cttz", "llvm.bswap", "llvm.sadd.with.overflow", "llvm.uadd.with.overflow",
    "llvm.ssub.with.overflow", "llvm.usub.with.overflow", "llvm.smul.with.overflow",
    "llvm.umul.with.overflow", "llvm.fshl", "llvm.fshr", "llvm.is.fpclass", "llvm.vector.reduce.add",
    "llvm.vector.reduce.and", "llvm.vector.reduce.or", "llvm.vector.reduce.umax",
    "llvm.vector.reduce.smax", "llvm.vector.reduce.umin", "llvm.vector.reduce.smin",
    "llvm.threadlocal.address", "llvm.lrint", "llvm.llrint", "llvm.lround", "llvm.llround",
    "llvm.fptosi.sat", "llvm.fptoui.sat",
    # Numba runtime: reference counting, exceptions, allocation
    "NRT_incref", "NRT_decref", "NRT_MemInfo_call_dtor", "NRT_MemInfo_alloc_safe_aligned",
    "NRT_Allocate", "NRT_Free", "numba_gil_ensure", "numba_gil_release",
    "posix_memalign",
]


class InactiveCall(Rule):
    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g, inst) -> None:
        pass

    def reverse(self, g, inst) -> None:
        pass


register_call(*INACTIVE)(InactiveCall)


class InactiveInstruction(Rule):
    """Integer arithmetic, comparisons and branches: no derivative; control flow is reversed by
    the reverse generator itself."""

    def forward(self, g, inst) -> None:
        pass

    def reverse(self, g, inst) -> None:
        pass


from .registry import register_opcode  # noqa: E402

register_opcode("icmp", "fcmp", "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr",
                "ashr", "and", "or", "xor", "br", "switch", "unreachable")(InactiveInstruction)
