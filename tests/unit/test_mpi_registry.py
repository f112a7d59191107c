"""The MPI rule registry is the one place that says what a call's arguments are
(``passes/mpi/signatures.py``): these tests fail when a rule lacks a fact another part needs, when
a signature disagrees with the MPI standard's C prototype, when a rule calls a runtime function
the C runtime does not define, or when a kernel-side (Numba) call disagrees with the rule.

The prototypes are read from the MPI-5 standard ABI's header, ``mpi_abi.h``, which the ``mpich``
wheel installs beside ``mpi.h``: one line per function, the same parameter list as MPI's."""

from __future__ import annotations

import inspect
import re
import sys
from pathlib import Path

import pytest

import mpiad_passes.rulebook  # noqa: F401 - every unit registered
from mpiad_passes.mpi.rules import fortran
from mpiad_passes.mpi.rules.common import MPIRule
from mpiad_passes.mpi.rules.large_count import LargeCountUnlowered, forms
from mpiad_passes.mpi.rules.refused import NoRule, refused_names
from mpiad_passes.mpi.runtime import runtime_module
from mpiad_passes.mpi.signatures import all_signatures, comm_arg, parse, signature
from mpiad_passes.rules.registry import CALL_RULES

HEADER = Path(sys.prefix) / "include" / "mpi_abi.h"


def _prototypes() -> dict[str, tuple[str, list[str]]]:
    if not HEADER.exists():
        pytest.skip(f"{HEADER} not found (it comes with the mpich wheel)")
    out = {}
    for m in re.finditer(r"^(int|double) (MPI_\w+)\((.*?)\);", HEADER.read_text(), re.M):
        params = [] if m.group(3) == "void" else [p.strip() for p in m.group(3).split(",")]
        out[m.group(2)] = (m.group(1), params)
    return out


def _allowed(param: str) -> set[str]:
    """The kinds a C parameter may be declared as."""
    handles = {"Datatype": "dt", "Op": "op", "Comm": "comm", "Group": "group", "Info": "info"}
    handles |= {"Errhandler": "errh", "Request": "reqv", "Win": "win"}
    if "function" in param.lower():
        return {"fn"}
    if param.startswith("const void *"):
        return {"sbuf", "loc", "wmem"}  # (an address only: MPI_Get_address, MPI_Win_detach)
    if param.startswith("void *"):
        return {"rbuf", "buf", "attr", "wmem", "wbase"}
    if re.fullmatch(r"int \w+", param):
        return {"int", "count", "root", "lgl"}
    if re.fullmatch(r"MPI_Aint \w+", param):
        return {"aint"}
    if re.fullmatch(r"MPI_Count \w+", param):
        return {"mcount"}
    m = re.fullmatch(r"MPI_(\w+) \w+", param)
    if m and m.group(1) in handles:
        return {handles[m.group(1)]}
    if re.fullmatch(r"MPI_Request \*\w+", param):
        return {"req"}
    if re.fullmatch(r"MPI_Request \w+\[\]", param):
        return {"reqs"}
    if re.fullmatch(r"(const )?MPI_Status \*\w+", param):
        return {"status", "statuses"}
    if re.fullmatch(r"MPI_Status \w+\[\]", param):
        return {"statuses"}
    if re.fullmatch(r"const int \*\w+", param):
        return {"ints", "counts"}
    if re.fullmatch(r"int \*\w+", param):
        return {"out", "index", "argc"} | ({"ints"} if param.endswith("weights") else set())
    if re.fullmatch(r"const MPI_Datatype \w+\[\]", param):
        return {"ints", "counts", "indices", "dts"}
    if re.fullmatch(r"(const )?MPI_Aint \w+\[\]", param):
        return {"ints", "counts", "aints", "indices"}
    if re.fullmatch(r"(const )?(int|MPI_Aint|MPI_Datatype) \w+\[\](\[3\])?", param):
        return {"ints", "counts", "indices"}
    if re.fullmatch(r"(MPI_\w+|MPI_Aint) \*\w+", param):
        return {"out"}
    if param.startswith(("char ", "const char ")):
        return {"str", "argv"}
    return set()


def _mpi_rules() -> dict[str, object]:
    """Every MPI call with a rule, by C name (the Fortran names excluded)."""
    return {n: r for n, r in CALL_RULES.items() if n.startswith("MPI_") and not n.isupper()}


def test_every_call_with_a_rule_declares_its_signature():
    """A rule that handles an MPI call says what its arguments are (refusals by name aside)."""
    missing = [
        n
        for n, r in _mpi_rules().items()
        if signature(n) is None and not isinstance(r, (NoRule, LargeCountUnlowered))
    ]
    assert not missing, f"MPI rules without a signature: {missing}"


def test_signatures_agree_with_the_mpi_standard():
    protos = _prototypes()
    wrong = []
    for name, sig in all_signatures().items():
        if not name.startswith("MPI_"):
            continue
        assert name in protos, f"{name}: not in {HEADER.name}"
        ret, params = protos[name]
        if len(params) != len(sig):
            wrong.append(f"{name}: {len(sig)} kinds for {len(params)} parameters")
            continue
        if sig.returns_double != (ret == "double"):
            wrong.append(f"{name}: result {ret}")
        for k, (p, kind) in enumerate(zip(params, sig.kinds)):
            if kind not in _allowed(p):
                wrong.append(f"{name} argument {k + 1}: {kind!r} for `{p}`")
    assert not wrong, "\n".join(wrong)


def test_signature_facts():
    """What the other parts read off a signature, on calls whose answers are known."""
    assert signature("MPI_Sendrecv").writes == ((5, 7),)
    assert signature("PMPI_Sendrecv").reads == (0,)
    assert signature("MPI_Igatherv").writes == ((3, 6),)
    assert signature("MPI_Iscan").reads == (0,)  # the send buffer is reloaded, not taped
    assert signature("MPI_Bcast").reads == ()  # read at the root, written elsewhere
    assert comm_arg("MPI_Iscan") == 5 and comm_arg("MPI_Barrier") == 0
    assert comm_arg("MPI_Comm_rank") is None  # communicates nothing
    assert signature("MPI_Wtime").returns_double
    with pytest.raises(ValueError, match="unknown kind"):
        parse("sbuf cnt dt")


def test_every_data_moving_call_names_its_buffers_datatype():
    """A written buffer without a datatype argument would be activated blindly."""
    for name, sig in all_signatures().items():
        for b in sig.positions("sbuf", "rbuf", "buf"):
            assert sig.datatype_of(b) is not None, f"{name}: buffer {b + 1} has no datatype"


def test_every_request_making_call_has_its_large_count_form_lowered_or_refused():
    """A request-making call passed through undifferentiated would leave its completion calls
    pairing requests around it: its ``_c`` form is either lowered or refused by name."""
    refused, lowered = set(refused_names()), forms()
    for name, sig in all_signatures().items():
        if sig.makes_request and "mcount" not in sig.kinds:  # (partitioned: no `_c` form)
            assert (name + "_c" in refused) != (name + "_c" in lowered), name


def test_large_count_forms_differ_from_their_call_in_the_counts_only():
    """The lowering passes every argument but the ``count`` ones through as it is: the header's
    large-count prototype must say the same (MPI_Count exactly where the rule says count, an
    MPI_Count[] / MPI_Aint[] array where it says counts)."""
    protos = _prototypes()
    wrong = []
    for large, base in forms().items():
        assert large in protos, large
        sig = signature(base)
        for k, (p, q, kind) in enumerate(zip(protos[base][1], protos[large][1], sig.kinds)):
            wide = ("MPI_Count ", "MPI_Aint ", "const MPI_Count ", "const MPI_Aint ")
            counted = q.startswith(wide) and not p.startswith(wide)
            if counted != (kind in ("count", "counts")):
                wrong.append(f"{large} argument {k + 1}: `{q}` for {kind!r} (`{p}` in {base})")
    assert not wrong, "\n".join(wrong)


def test_fortran_binding_follows_the_rules():
    """Every call with a rule and a Fortran-expressible signature has its Fortran names."""
    for name, sig in all_signatures().items():
        if name.startswith("MPI_") and sig.fortran:
            assert fortran.FORTRAN_TO_C[name.lower() + "_"] == name
            assert len(fortran.SIGNATURES[name]) == len(sig)
    assert "mpi_get_processor_name_" not in fortran.FORTRAN_TO_C  # a string: no binding


_LITERAL = re.compile(r"\"(__mpiad_\w+)\"")
_BUILT = re.compile(r"f\"__mpiad_")


def _classes(rule) -> list[type]:
    return [c for c in type(rule).__mro__ if c.__module__.startswith("mpiad_passes.mpi.rules")]


def test_every_runtime_function_a_rule_calls_exists():
    """(One ABI's runtime: the three are one C source, compiled against three headers.)"""
    defined = set(runtime_module("mpich").functions)
    missing = []
    for name, rule in _mpi_rules().items():
        if not isinstance(rule, MPIRule):
            continue
        called = set(rule.runtime_functions())
        for cls in _classes(rule):
            src = inspect.getsource(cls)
            called |= set(_LITERAL.findall(src))
            if _BUILT.search(src) and "runtime_functions" not in cls.__dict__:
                missing.append(f"{cls.__name__} builds runtime names: define runtime_functions")
        missing += [f"{name}: {f}" for f in sorted(called - defined)]
    assert not missing, "\n".join(sorted(set(missing)))


def test_kernel_calls_fit_the_rules_signatures():
    """Every pattern call of ``mpiad.mpi`` was checked against its rule's signature when it was
    defined; a pattern that does not fit is refused there."""
    mpi_lowering = pytest.importorskip("mpiad.mpi._lowering")
    assert len(mpi_lowering.PATTERNS) > 40
    for name, pattern in mpi_lowering.PATTERNS:
        mpi_lowering.check_pattern(name, pattern)
    with pytest.raises(RuntimeError, match="does not fit"):
        mpi_lowering.check_pattern("MPI_Iscan", "d0 d1 n1 t1 i2 c3")  # no request
    with pytest.raises(RuntimeError, match="does not fit"):
        mpi_lowering.check_pattern("MPI_Send", "d0 t0 n0 i1 i2 c3")  # count and type swapped
