"""Forward mode over a checkpointed loop's gradient (passes/mpi/rules/ckpt_tangent.py): the
argument positions its rules read match the runtime's sweeps in each ABI, and a gradient whose
region list is not where mpiad writes it is refused by name, never differentiated wrongly."""

from __future__ import annotations

from pathlib import Path

import pytest

import mpiad_passes.rules  # noqa: F401  (registers the rule units)
from mpiad_passes import differentiate as D
from mpiad_passes.errors import UnsupportedError
from mpiad_passes.ir.instructions import Store
from mpiad_passes.ir.values import IntConst, LocalRef
from mpiad_passes.llvm_check import load_module, verify
from mpiad_passes.mpi.rules import ckpt_tangent as T
from mpiad_passes.mpi.runtime import runtime_module

LL = Path(__file__).resolve().parents[1] / "lit" / "rev-checkpoint.ll"
#: what each position holds: a pointer or a 64-bit integer
KINDS = {"step": "ptr", "ctx": "ptr", "cb": "i64", "regs": "ptr", "nreg": "i64", "dctx": "ptr",
         "ps": "ptr", "nps": "i64", "checked": "ptr"}  # fmt: skip


@pytest.mark.parametrize("abi", ["mpich", "openmpi", "standard"])
def test_positions_match_runtime(abi: str) -> None:
    rt = runtime_module(abi).functions
    for name, pos in T._POS.items():
        params = rt[name].params
        assert len(params) == (13 if name == T.FORWARD else 11), name
        for key, at in pos.items():
            assert str(params[at].type) == KINDS[key], (name, key)
    assert [str(p.type) for p in rt[T.REVERSE].params] == ["ptr"] * 3


def _gradient():
    m = load_module(LL.read_text(), str(LL))
    D.reverse(m, "f", ["dup", "const", "const", "const"])
    return m


def test_hvp_of_gradient() -> None:
    """--mode forward of the generated gradient: the runtime's sweeps get the extended blocks
    and the module passes LLVM's verifier."""
    m = _gradient()
    D.forward(m, "diffe_f", ["dup", "dup", "const", "const", "const", "const"])
    text = str(m)
    assert "@f.ck.step.tangent" in text and "@f.ck.step.adjoint.tangent" in text
    verify(text)


def test_regions_not_found_refused() -> None:
    m = _gradient()
    for fn in m.defined_functions():
        for inst in fn.instructions():
            v = inst.value.value if isinstance(inst, Store) else None
            if isinstance(v, LocalRef) and v.name.startswith("ck.addr"):
                inst.value.value = IntConst(0)  # (a region list mpiad did not write)
    with pytest.raises(UnsupportedError, match="state region 0 is not found"):
        D.forward(m, "diffe_f", ["dup", "dup", "const", "const", "const", "const"])
