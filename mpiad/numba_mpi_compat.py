"""Kernels written with the ``numba-mpi`` package, differentiated unchanged.

numba-mpi calls MPI through ctypes function pointers, which Numba keeps in globals named
``numba.dynamic.globals.<hex>`` initialised with the function's address, and reads handle values
(``MPI_COMM_WORLD``, ``MPI_DOUBLE``, ``MPI_SUM`` ...) from the addresses where mpi4py stores them::

    %f = load ptr, ptr @numba.dynamic.globals.7f80d4263150
    %c = load i64, ptr inttoptr (i64 140191310347648 to ptr)
    %r = call i32 %f(ptr %x, ptr %y, i32 %n, i32 %dt, i32 %op, i32 %comm)

The JIT runs in this very process, so both are resolved here, before the pass sees the module:
a function pointer whose address is an MPI function of the loaded library becomes a direct call
``@MPI_Allreduce``, and a load from the address of a predefined mpi4py handle becomes the handle's
value. What cannot be resolved is left alone (the pass then refuses the indirect call with a
clear message).
"""

from __future__ import annotations

import ctypes
import functools
import re

import mpiad_passes.rulebook  # noqa: F401 - the MPI calls are those with rules
from mpiad_passes.mpi.signatures import all_signatures

from .mpilib import libmpi_path

_GLOBAL = re.compile(
    r"^@(numba\.dynamic\.globals\.[0-9a-f]+) = [^\n]*?global ptr "
    r"inttoptr \(i64 (\d+) to ptr\)",
    re.M,
)
_DEFINE = re.compile(r"^define [^\n]*\{\n.*?^\}\n", re.M | re.S)
_FNPTR_LOAD = re.compile(
    r"^\s*(%[-\w.$]+) = load ptr, ptr @(numba\.dynamic\.globals\.[0-9a-f]+)"
    r"[^\n]*\n",
    re.M,
)
_HANDLE_LOAD = re.compile(
    r"^(\s*)(%[-\w.$]+) = load (i64|i32), ptr inttoptr \(i64 (\d+) to ptr\)"
    r"[^\n]*$",
    re.M,
)


@functools.lru_cache(maxsize=1)
def function_addresses() -> dict[int, str]:
    """Address -> name of the MPI functions of the library mpi4py loaded (every call with a
    rule: numba-mpi may reach any of them through a pointer)."""
    lib = ctypes.CDLL(str(libmpi_path()))  # the same handle as the already-loaded library
    out = {}
    for name in sorted(n for n in all_signatures() if n.startswith("MPI_")):
        try:
            out[ctypes.cast(getattr(lib, name), ctypes.c_void_p).value] = name
        except AttributeError:
            pass
    return out


@functools.lru_cache(maxsize=1)
def handle_addresses() -> dict[int, int]:
    """Address where mpi4py keeps a predefined handle -> the handle's value."""
    from mpi4py import MPI

    objs = [MPI.COMM_WORLD, MPI.COMM_SELF, MPI.COMM_NULL]
    for name in (
        "CHAR",
        "SIGNED_CHAR",
        "UNSIGNED_CHAR",
        "BYTE",
        "SHORT",
        "INT",
        "LONG",
        "LONG_LONG",
        "UNSIGNED",
        "FLOAT",
        "DOUBLE",
        "LONG_DOUBLE",
        "C_BOOL",
        "INT8_T",
        "INT16_T",
        "INT32_T",
        "INT64_T",
        "UINT8_T",
        "UINT32_T",
        "UINT64_T",
        "C_FLOAT_COMPLEX",
        "C_DOUBLE_COMPLEX",
        "MAX",
        "MIN",
        "SUM",
        "PROD",
        "LAND",
        "BAND",
        "LOR",
        "BOR",
        "LXOR",
        "BXOR",
        "MAXLOC",
        "MINLOC",
        "REPLACE",
        "NO_OP",
    ):
        obj = getattr(MPI, name, None)
        if obj is not None:
            objs.append(obj)
    return {MPI._addressof(o): MPI._handleof(o) for o in objs}


def _call_signature(body: str, callee: str) -> str | None:
    """``declare`` line for the first direct call of ``callee`` in ``body``."""
    m = re.search(r"call (\w+) " + re.escape(callee) + r"\(", body)
    if not m:
        return None
    ret, i, depth, args, cur = m.group(1), m.end(), 0, [], ""
    while i < len(body):
        ch = body[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                break
            depth -= 1
        if ch == "," and depth == 0:
            args.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    if cur.strip():
        args.append(cur)
    types = [a.strip().split(" ")[0] for a in args]
    return f"declare {ret} {callee}({', '.join(types)})"


def resolve(text: str) -> str:
    """Direct MPI calls and constant handles in place of numba-mpi's pointers and addresses."""
    if "numba.dynamic.globals." not in text and "inttoptr (i64" not in text:
        return text
    fns = function_addresses()
    names = {g: fns.get(int(addr)) for g, addr in _GLOBAL.findall(text)}
    handles = handle_addresses()
    declares: dict[str, str] = {}

    def fix_function(m: re.Match) -> str:
        body = m.group(0)
        for lm in list(_FNPTR_LOAD.finditer(body)):
            reg, gname = lm.group(1), lm.group(2)
            mpi_name = names.get(gname)
            if mpi_name is None:
                continue
            uses = re.findall(re.escape(reg) + r"(?![-\w.$])", body)
            calls = re.findall(r"call \w+ " + re.escape(reg) + r"\(", body)
            if len(uses) != len(calls) + 1:  # used other than as a callee: leave it
                continue
            body = body.replace(lm.group(0), "", 1)
            body = re.sub(r"(call \w+ )" + re.escape(reg) + r"\(", r"\1@" + mpi_name + "(", body)
            decl = _call_signature(body, "@" + mpi_name)
            if decl and mpi_name not in declares:
                declares[mpi_name] = decl

        def handle(hm: re.Match) -> str:
            value = handles.get(int(hm.group(4)))
            if value is None:
                return hm.group(0)
            return f"{hm.group(1)}{hm.group(2)} = add {hm.group(3)} 0, {value}"

        return _HANDLE_LOAD.sub(handle, body)

    out = _DEFINE.sub(fix_function, text)
    for g, mpi_name in names.items():  # drop the globals no longer used
        if mpi_name and len(re.findall(re.escape("@" + g) + r"(?![-\w.$])", out)) == 1:
            out = re.sub(r"^@" + re.escape(g) + r" = [^\n]*\n", "", out, flags=re.M)
    for name, decl in declares.items():
        if not re.search(r"^declare [^\n]*@" + re.escape(name) + r"\(", out, re.M):
            out += "\n" + decl + "\n"
    return out


def has_absolute_addresses(text: str) -> bool:
    """Does the module still use process addresses (then it cannot be cached on disk)?"""
    return bool(re.search(r"inttoptr \(i64 \d{7,} to ptr\)", text))
