"""The user's line of an MPI call, for the runtime's refusals (issue 37).

Some refusals happen only when the program runs (MPI_MIN / MPI_MAX in a passive-target epoch:
``passes/mpi/runtime/rma_select.c``); they all go through the runtime's ``__mpiad_fail``, which
names the MPI call but, knowing nothing of the program, not where it is. So the code the pass
emits for an MPI call that has a debug location stores ``"kernel.c:42"`` (a private constant) into
the runtime's public ``@__mpiad_site`` first and stores null after, and ``__mpiad_fail`` prints it
when it is set: ``mpiad: error in MPI_Accumulate at kernel.c:42: ...``. Without debug
information nothing is stored and the message is as before. The cost is two stores of constants
per MPI call, beside the call itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from .builder import Builder
from .context import PassContext
from .indirect import c_string
from .ir.debuginfo import file_line
from .ir.instructions import Call
from .ir.types import PTR
from .ir.values import GlobalRef, KeywordConst
from .rules.protocol import Rule

#: the runtime's global (``passes/mpi/runtime/common.h``)
SITE = "__mpiad_site"


def _is_mpi(rule: Rule) -> bool:
    """Is ``rule`` one of the MPI rule units (``passes/mpi/rules``), whose code calls the
    runtime?"""
    return ".mpi.rules." in type(rule).__module__


@contextmanager
def call_site(ctx: PassContext, b: Builder, inst: Call, rule: Rule) -> Iterator[None]:
    """Around the code ``b`` emits for ``rule`` on the user's call ``inst``: the site set before
    it and cleared after, where ``inst`` is an MPI call with a debug location."""
    where = file_line(ctx.module, inst) if _is_mpi(rule) else None
    if where is None:
        yield
        return
    ctx.need_runtime(SITE)
    out = b.out
    b.store(PTR, c_string(ctx.module, where, "mpiad.callsite"), GlobalRef(SITE))
    set_at = len(out)
    yield
    if b.out is out and len(out) == set_at:  # the rule emitted nothing (a reverse done later)
        out.pop()
        return
    b.store(PTR, KeywordConst("null"), GlobalRef(SITE))
