"""Functions that never carry derivatives: I/O, allocation, bookkeeping, hints.

Calls to them stay as they are in every mode. Allocation functions are still allocation *roots*
for the activity analysis (a malloc'd buffer that receives active data gets a shadow buffer).
"""

from __future__ import annotations

from .protocol import NoDerivative
from .registry import register_call, register_opcode

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
    "llvm.umul.with.overflow", "llvm.fshl", "llvm.fshr", "llvm.is.fpclass",
    "llvm.vector.reduce.add",
    "llvm.vector.reduce.and", "llvm.vector.reduce.or", "llvm.vector.reduce.umax",
    "llvm.vector.reduce.smax", "llvm.vector.reduce.umin", "llvm.vector.reduce.smin",
    "llvm.threadlocal.address", "llvm.lrint", "llvm.llrint", "llvm.lround", "llvm.llround",
    "llvm.fptosi.sat", "llvm.fptoui.sat",
    # Numba runtime bookkeeping (allocation and reference counting have rules in numba_rt.py)
    "numba_gil_ensure", "numba_gil_release",
    "posix_memalign",
]  # fmt: skip


register_call(*INACTIVE)(type("InactiveCall", (NoDerivative,), {}))


#: C++'s ``std::ostream::operator<<`` of a floating-point value, as libstdc++ (``_ZNSolsEd``, and
#: ``_M_insert<double>`` it calls) and libc++ (``std::__1::basic_ostream``) mangle it: a program
#: printing a residual inside the differentiated code (HPCCG's CG loop) passes it an active
#: value, which it only formats. The integer overloads never see active data.
CXX_STREAM_INSERT = [
    *(f"_ZNSolsE{t}" for t in "dfe"),
    *(f"_ZNSo9_M_insertI{t}EERSoT_" for t in "de"),
    *(f"_ZNSt3__113basic_ostreamIcNS_11char_traitsIcEEElsE{t}" for t in "dfe"),
]


@register_call(*CXX_STREAM_INSERT)
class CxxStreamInsert(NoDerivative):
    """Formats its value into the stream (its first argument): writes the stream only."""


@register_call("NRT_MemInfo_call_dtor")
class NrtDestructor(NoDerivative):
    """Frees an object whose last reference is gone: no live memory changes (a kernel's
    arguments are referenced by its caller, so never freed during the call)."""

    writes_memory = "none"


@register_call(
    "get_num_threads", "get_parallel_chunksize", "set_parallel_chunksize", "get_thread_id",
    "get_sched_size", "allocate_sched", "deallocate_sched", "PyEval_SaveThread",
    "PyEval_RestoreThread", "PyErr_Clear", "PyErr_SetNone", "PyErr_SetString",
)  # fmt: skip
class NumbaThreadingCall(NoDerivative):
    """Numba's threading-layer bookkeeping around a parallel launch (thread counts, the
    schedule's size, a fresh schedule and freeing it, releasing the GIL, a loop body's error
    raised into Python's thread state): no memory the kernel reads changes, so
    arrays stay read-only across a launch (``passes.readonly``)."""

    writes_memory = "none"


@register_call("do_scheduling_signed", "do_scheduling_unsigned")
class NumbaSchedule(NoDerivative):
    """Fills the schedule (argument 4) from the loop bounds it only reads."""

    reads = (1, 2)


# Integer arithmetic, comparisons and branches: no derivative; control flow is reversed by the
# reverse driver itself.
register_opcode(
    "icmp",
    "fcmp",
    "add",
    "sub",
    "mul",
    "udiv",
    "sdiv",
    "urem",
    "srem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "br",
    "switch",
    "unreachable",
)(type("InactiveInstruction", (NoDerivative,), {}))
