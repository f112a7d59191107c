"""Stores into a record's array field kept by Numba's dead-code elimination (issue 37).

``s[i].x[k] = v``, for a record array ``s`` with an array field ``x``, is in Numba's IR
``$r = getitem(s, i); $x = getattr($r, 'x'); setitem($x, k, v)``. Numba's dead-code
elimination (``numba.core.ir_utils.remove_dead_block``) drops a ``setitem`` whose target is
neither live nor an alias of a live variable or an argument, and its alias analysis
(``find_potential_aliases``) makes ``$r`` alias ``s`` (a getitem) but ``$x`` alias ``$r`` only
when ``$r`` derives from an argument. So for a record array made in the function (``np.empty(n,
dtype=rec)``) the view of the field aliases nothing, and the store is dropped whenever that
elimination runs: after Numba inlines an overload (``inline="always"``, as most of ``mpiad.mpi``'s
calls are) or a function. The field keeps whatever was in memory; what reads it later, or what an
MPI call sends, is garbage (measured with plain ``numba.njit``, no mpiad pass: a copy of the
records after such stores, ``send_init`` + ``startall`` of them, an ``alltoall``;
tests/unit/test_numba_record_alias.py).

The fix: an alias-analysis extension (``ir_utils.alias_analysis_extensions``, the hook Numba's
parfors use for their own nodes) run on every assignment, which makes ``a = getattr(b, f)``
alias ``b`` when ``b`` is a record (untyped, before the types are known: any ``b``), a view into
the record's memory as ``b`` is into the array's. It only keeps statements Numba would have
removed (conservative). An extension for ``ir.Assign`` registered before is kept and called
first."""

from __future__ import annotations

from numba.core import ir, ir_utils, types

_previous = ir_utils.alias_analysis_extensions.get(ir.Assign)


def _record_field_aliases(instr, args, typemap, func_ir, alias_map, arg_aliases) -> None:
    """``a = getattr(b, f)`` with ``b`` a record: ``a`` aliases ``b``."""
    if _previous is not None:
        _previous(instr, args, typemap, func_ir, alias_map, arg_aliases)
    expr = instr.value
    if not (isinstance(expr, ir.Expr) and expr.op == "getattr"):
        return
    # untyped (an inlined function's clean-up): any attribute may be a record's field
    if typemap is None or isinstance(typemap.get(expr.value.name), types.Record):
        ir_utils._add_alias(instr.target.name, expr.value.name, alias_map, arg_aliases)


if _previous is not _record_field_aliases:
    ir_utils.alias_analysis_extensions[ir.Assign] = _record_field_aliases
