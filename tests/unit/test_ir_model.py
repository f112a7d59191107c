"""The IR model: parser errors name construct, line and column; the model can be edited and
printed; unnamed values are renumbered when instructions are inserted."""

from __future__ import annotations

import pytest

from mpiad_passes.errors import IRParseError, MpiadError, VerifyError
from mpiad_passes.ir import DOUBLE, BinaryOp, Call, FloatConst, LocalRef, Phi, parse_module
from mpiad_passes.llvm_check import canonicalize, load_module

SIMPLE = """
define double @f(double %0, ptr %1) {
  %3 = load double, ptr %1, align 8
  %4 = fmul double %0, %3
  ret double %4
}
"""


def test_parse_error_names_line_and_column() -> None:
    with pytest.raises(IRParseError) as e:
        parse_module("define double @f(double %x) {\nentry:\n  %y = frobnicate double %x\n}\n")
    assert e.value.line == 3 and e.value.col == 8
    assert "frobnicate" in str(e.value) and "opcode" in str(e.value)


def test_missing_terminator_is_an_error_not_a_drop() -> None:
    with pytest.raises(IRParseError, match="does not end with a terminator"):
        parse_module("define void @f() {\nentry:\n  %a = add i32 1, 2\n}\n")


def test_typed_pointers_are_rejected_clearly() -> None:
    with pytest.raises(IRParseError, match="typed pointers"):
        parse_module("define void @f(double* %p) {\n  ret void\n}\n")


def test_llvm_errors_become_mpiad_errors() -> None:
    with pytest.raises(IRParseError) as e:
        canonicalize("define void @f() {\n  ret i32 %zz zz\n}\n", "x.ll")
    assert e.value.line == 2 and str(e.value).startswith("x.ll:2:")
    with pytest.raises(VerifyError, match="verifier"):
        canonicalize("define i32 @f() {\nentry:\n  br label %entry\n}\n", "y.ll")


def test_llvm_crash_in_child_is_reported(monkeypatch) -> None:
    import mpiad_passes.llvm_check as lc

    def crash(text: str) -> str:
        import os
        import signal

        os.kill(os.getpid(), signal.SIGABRT)
        return ""

    monkeypatch.setattr(lc, "_llvm_canonical", crash)
    with pytest.raises(MpiadError, match="LLVM crashed"):
        lc.canonicalize("whatever")


def test_model_edit_and_renumbering() -> None:
    m = load_module(SIMPLE)
    f = m.functions["f"]
    entry = f.blocks[0]
    assert entry.label == "2"
    # Insert an unnamed instruction before the fmul: numbering of later values must shift.
    mul = entry.instructions[1]
    assert isinstance(mul, BinaryOp) and mul.opcode == "fmul"
    entry.instructions.insert(
        1,
        BinaryOp(
            opcode="fadd", ty=DOUBLE, lhs=LocalRef("0"), rhs=FloatConst.from_float(1.5), name="99"
        ),
    )
    mul.lhs = LocalRef("99")
    text = str(m)
    assert "%4 = fadd double %0, 0x3FF8000000000000" in text
    assert "%5 = fmul double %4, %3" in text and "ret double %5" in text
    canonicalize(text)  # verifies


def test_operands_and_calls_are_structured() -> None:
    m = load_module("""
declare double @llvm.pow.f64(double, double)
define double @g(double %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %p = call fast double @llvm.pow.f64(double %x, double 2.0) #0
  br label %b
b:
  %r = phi double [ %p, %a ], [ %x, %entry ]
  ret double %r
}
attributes #0 = { nounwind }
""")
    g = m.functions["g"]
    call = g.block("a").instructions[0]
    assert isinstance(call, Call) and call.callee_name == "llvm.pow.f64"
    assert [str(a.type) for a in call.args] == ["double", "double"]
    assert call.pre == "fast" and call.fn_attrs.startswith("#")
    phi = g.block("b").instructions[0]
    assert isinstance(phi, Phi) and phi.incoming[1] == (LocalRef("x"), "entry")
    assert g.block("entry").successors() == ["a", "b"]
    assert m.functions["llvm.pow.f64"].is_declaration
