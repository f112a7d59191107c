"""The default activity of an unmarked pointer argument of an Enzyme call.

Enzyme makes an unmarked ``int*`` constant and anything else Duplicated; with opaque pointers the
type is gone, so mpiad looks at what the function does through the pointer: floats (or pointers)
read or written, directly, in a callee, or as an MPI buffer of a floating-point datatype, make it
Duplicated; integers alone (counts, displacements, a communicator passed by reference) make it
constant. This walk over uses is its own concern, apart from the rewriting of the call
(:mod:`mpiad_passes.enzyme_api`), which asks :func:`pointee_kind`.
"""

from __future__ import annotations

from .context import context_of
from .ir.instructions import (
    Alloca,
    Call,
    Cast,
    DebugRecord,
    Freeze,
    GetElementPtr,
    Instruction,
    Load,
    Phi,
    Select,
    Store,
)
from .ir.module import Function, Module
from .ir.types import Type
from .ir.values import LocalRef, Value
from .mpi import abi as ABI
from .mpi.rules import fortran
from .typeinfo import floatish

_FLOAT_DATATYPES = {"double", "float", "double_int", "float_int", "long_double"}


class FunctionIndex:
    """Definitions and users of the local values of one function."""

    def __init__(self, fn: Function):
        self.fn = fn
        self.defs: dict[str, Instruction] = {}
        self.users: dict[str, list[Instruction]] = {}
        for inst in fn.instructions():
            if inst.name is not None:
                self.defs[inst.name] = inst
            for v in values_of(inst):
                if isinstance(v, LocalRef):
                    self.users.setdefault(v.name, []).append(inst)


def values_of(inst: Instruction) -> list[Value]:
    out, stack = [], list(inst.operands())
    while stack:
        v = stack.pop()
        if v is None:
            continue
        out.append(v)
        stack.extend(v.refs())
    return out


def pointee_kind(module: Module, fn: Function, k: int, memo: dict, depth: int) -> str:
    """'float' when floats (or pointers) are read or written through parameter k of ``fn``
    (directly, in a callee, or as an MPI buffer of a floating-point datatype); 'int' when only
    integers are; 'unknown' otherwise (escapes, calls mpiad cannot see into)."""
    key = (fn.name, k)
    if key in memo:
        return memo[key]
    memo[key] = "unknown"  # recursion guard
    if fn.is_declaration or depth > 8:
        return "unknown"
    idx = FunctionIndex(fn)
    seen = {fn.params[k].name}
    todo = [fn.params[k].name]
    found: set[str] = set()
    while todo:
        name = todo.pop()
        ref = LocalRef(name)
        for u in idx.users.get(name, []):
            derived = None
            if isinstance(u, (GetElementPtr, Phi, Select, Freeze)) or (
                isinstance(u, Cast) and u.opcode in ("bitcast", "addrspacecast")
            ):
                if isinstance(u, GetElementPtr) and u.ptr.value != ref:
                    found.add("unknown")
                    continue
                derived = u.name
            elif isinstance(u, Load):
                found.add(_kind_of_access(u.type, idx, u))
            elif isinstance(u, Store):
                if u.value.value != ref:
                    found.add(_kind_of_access(u.value.type, idx, u))
                    continue
                reloads = _spill_reloads(idx, u)
                if reloads is None:
                    found.add("unknown")  # the pointer itself escapes to memory
                for r in reloads or ():
                    if r not in seen:
                        seen.add(r)
                        todo.append(r)
            elif isinstance(u, Call):
                found |= _call_use(module, u, ref, memo, depth)
            elif isinstance(u, DebugRecord) or u.opcode in ("icmp", "ptrtoint"):
                continue
            else:
                found.add("unknown")
            if derived is not None and derived not in seen:
                seen.add(derived)
                todo.append(derived)
    res = "float" if "float" in found else "int" if found - {"copy"} == {"int"} else "unknown"
    memo[key] = res
    return res


def _spill_reloads(idx: FunctionIndex, store: Store) -> list[str] | None:
    """A pointer stored into a local variable that is only read back (clang -O0 spills every
    parameter): the loads that give it back, else None."""
    slot = store.ptr.value
    if not isinstance(slot, LocalRef) or not isinstance(idx.defs.get(slot.name), Alloca):
        return None
    loads = []
    for u in idx.users.get(slot.name, []):
        if isinstance(u, Load) and u.ptr.value == slot:
            loads.append(u.name)
        elif u is not store and not isinstance(u, DebugRecord):
            if not (isinstance(u, Call) and (u.callee_name or "").startswith("llvm.lifetime")):
                return None
    return loads


def _kind_of_access(ty: Type, idx: FunctionIndex, inst: Instruction) -> str:
    if floatish(ty) or ty.is_pointer or ty.scalar().is_pointer:
        return "float"
    if not ty.scalar().is_int:
        return "unknown"
    # an integer load that only feeds stores may copy floating-point data (clang copies doubles
    # as i64), unless it is kept in an integer variable (clang -O0 keeps every local in one)
    if isinstance(inst, Load) and inst.name is not None:
        users = idx.users.get(inst.name, [])
        if users and all(
            isinstance(u, Store)
            and u.value.value == LocalRef(inst.name)
            and not _int_variable(idx, u.ptr.value)
            for u in users
        ):
            return "copy"
    if isinstance(inst, Store) and isinstance(inst.value.value, LocalRef):
        d = idx.defs.get(inst.value.value.name)
        if isinstance(d, Load) and not _int_variable(idx, d.ptr.value):
            return "copy"
    return "int"


def _int_variable(idx: FunctionIndex, p: Value) -> bool:
    d = idx.defs.get(p.name) if isinstance(p, LocalRef) else None
    return isinstance(d, Alloca) and d.allocated.is_int


def _call_use(module: Module, u: Call, ref: Value, memo: dict, depth: int) -> set[str]:
    name = u.callee_name
    if u.callee == ref or name is None:
        return {"unknown"}
    if name.startswith(("llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.lifetime")):
        return set()
    if name.startswith("llvm.") and name.split(".")[1] in ("assume", "prefetch"):
        return set()
    positions = [j for j, a in enumerate(u.args) if a.value == ref]
    callee = module.functions.get(name)
    c_name = name[1:] if name.startswith("PMPI_") else name
    kinds = fortran.SIGNATURES.get(c_name)
    out: set[str] = set()
    for j in positions:
        if kinds is not None and j < len(kinds):
            kind = kinds[j]
            if kind == "buf":
                out.add(_mpi_buffer(module, u, kinds, j))
            elif kind in fortran.INTEGER_MEMORY:
                out.add("int")
            else:
                out.add("unknown")
        elif callee is not None and not callee.is_declaration and j < len(callee.params):
            out.add(pointee_kind(module, callee, j, memo, depth + 1))
        else:
            out.add("unknown")
    return out


def _mpi_buffer(module: Module, u: Call, kinds: tuple, j: int) -> str:
    """An MPI buffer: float or int by its datatype (the next datatype argument)."""
    dt = next((i for i in range(j + 1, len(kinds)) if kinds[i] == "dt"), None)
    if dt is None or dt >= len(u.args):
        return "unknown"
    name = ABI.detect(module, context_of(module).abi).datatype_name(u.args[dt].value)
    if name is None:
        return "unknown"
    return "float" if name in _FLOAT_DATATYPES else "int"
