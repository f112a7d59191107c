"""passes/preprocess.py: when a module is preprocessed, what it keeps, and what happens when LLVM
fails at it. (The numbers of preprocessed debug builds: test_debug_builds.py.)"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import mpiad_passes.llvm_check as lc
import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad_passes import differentiate as D
from mpiad_passes import preprocess as PP
from mpiad_passes.context import context_of
from mpiad_passes.errors import MpiadError
from mpiad_passes.llvm_check import canonicalize, load_module

ROOT = Path(__file__).resolve().parents[2]
AD_IR = ROOT / "tests" / "unit" / "ad_ir"
TOOL = [sys.executable, "-m", "mpiad.cli"]


def _opt(tmp_path: Path, src: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*TOOL, str(src), "-o", str(tmp_path / "out.ll"), *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )


@pytest.mark.parametrize(
    "mode,args", [("forward", "dup,dup,dup,const"), ("reverse", "out,dup,dup,const")]
)
def test_the_issues_rust_debug_build_differentiates(tmp_path, mode, args):
    """rustc opt-level 0 of `saxpy_sum` (slices from raw parts, a Range loop, bounds checks):
    'no shadow computed for %0' before preprocessing; now a verified module with the user's
    function under its name."""
    src = AD_IR / "rust_slices_O0.ll"
    p = _opt(tmp_path, src, "--fn", "saxpy_sum", "--mode", mode, "--args", args)
    assert p.returncode == 0 and p.stderr == "", p.stderr
    out = (tmp_path / "out.ll").read_text()
    assert re.search(r"^define double @saxpy_sum\(", out, re.M)
    name = "fwddiffe_saxpy_sum" if mode == "forward" else "diffe_saxpy_sum"
    assert re.search(rf"^define [^@]*@{name}\(", out, re.M)
    # the helpers it called were inlined: no call of from_raw_parts or Range::next is left
    body = out[out.index("@saxpy_sum(") : out.index("\n}\n", out.index("@saxpy_sum("))]
    assert "from_raw_parts" not in body and "4next" not in body


def test_rsmpi_shaped_debug_build_gives_a_verifying_output(tmp_path):
    """The debug build of a crate calling MPI_Allreduce with an op from an extern static, through
    a helper reached by `invoke`: the output once failed LLVM's parser ('expected instruction
    opcode': the invoke became a call and its block lost its terminator)."""
    for fn, args in [("norm_allreduce", "dup,const,out"), ("scale_by_global_dot", "dup,const")]:
        for pre in ("auto", "never"):
            p = _opt(tmp_path, AD_IR / "rust_mpi_O0.ll", "--fn", fn, "--mode", "reverse",
                     "--args", args, "--preprocess", pre)  # fmt: skip
            if pre == "auto":
                assert p.returncode == 0, p.stderr
            else:  # without preprocessing: a one-line error, never an output LLVM refuses
                assert p.returncode in (0, 1) and len(p.stderr.splitlines()) <= 1, p.stderr


def test_invoke_of_a_differentiated_callee_keeps_its_block_terminated():
    text = """
declare i32 @pers(...)
define double @g(double %x) {
  %y = fmul double %x, %x
  ret double %y
}
define double @f(double %x) personality ptr @pers {
entry:
  %r = invoke double @g(double %x) to label %ok unwind label %lp
ok:
  ret double %r
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
"""
    for mode in ("forward", "reverse"):
        m = load_module(text, isolate=False)
        if mode == "forward":
            D.forward(m, "f", ["dup"])
        else:
            D.reverse(m, "f", ["out"])
        canonicalize(str(m), f"{mode} output", isolate=False)  # verifies


@pytest.mark.parametrize(
    "name",
    [
        "array_reduce_O2.ll",
        "stencil_O2.ll",
        "rust_slices_O3.ll",
        "fnptr_O2g.ll",
        "numba_saxpy_tanh.ll",
    ],
)
def test_optimised_modules_are_left_as_they_are(name):
    canon = canonicalize((AD_IR / name).read_text(), name, isolate=False)
    assert PP.prepare(canon, "auto") == (None, None)
    assert lc.preprocessed(canon, "auto", name, isolate=False) == (canon, None)


def test_lit_inputs_are_left_as_they_are():
    """Hand-written IR keeps the shapes its lit test checks (allocas included)."""
    for p in sorted((ROOT / "tests" / "lit").glob("*.ll")):
        try:
            canon = canonicalize(p.read_text(), p.name, isolate=False)
        except MpiadError:
            continue  # the error-* inputs
        assert PP.prepare(canon, "auto") == (None, None), p.name


@pytest.mark.parametrize(
    "name,why",
    [
        ("stencil_O0.ll", "optnone"),
        ("rust_slices_O0.ll", "meant to be inlined"),
        ("rust_mpi_O0.ll", "meant to be inlined"),
    ],
)
def test_debug_builds_are_recognised(name, why):
    canon = canonicalize((AD_IR / name).read_text(), name, isolate=False)
    text, reason = PP.prepare(canon, "auto")
    assert text is not None and why in reason
    assert "optnone" not in text


def test_names_and_debug_locations_are_kept():
    """zig cc -O0 -g: the user's functions keep their names and their instructions keep source
    lines (lines of the source, inlined code included)."""
    src = (AD_IR / "fnptr_O0g.ll").read_text()
    canon = canonicalize(src, "fnptr_O0g", isolate=False)
    out = lc.preprocessed(canon, "auto", "fnptr_O0g", isolate=False)[0]
    assert out != canon
    for fn in ("fp_sum", "pts_energy"):
        assert re.search(rf"^define [^@]*@{fn}\(", out, re.M), fn

    def lines(text: str) -> set[int]:
        return {int(n) for n in re.findall(r"!DILocation\(line: (\d+)", text)}

    # (line 0: LLVM's mark for an instruction merged from several lines)
    assert lines(out) - {0} and lines(out) - {0} <= lines(canon)
    body = out[out.index("@fp_sum(") : out.index("\n}\n", out.index("@fp_sum("))]
    assert "!dbg" in body
    # the function pointers kept in allocas are direct calls now (sq inlined, sin a libm call)
    assert "call double @sin(" in body and "alloca" not in body


def test_recursive_and_noinline_callees_are_not_inlined():
    text = """
define double @rec(double %x, i32 %n) #0 {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call double @rec(double %x, i32 %m)
  %y = fmul double %r, %x
  ret double %y
done:
  ret double 1.0
}
define double @keep(double %x) #1 {
  %y = fmul double %x, %x
  ret double %y
}
define double @small(double %x) #0 {
  %y = fadd double %x, %x
  ret double %y
}
define double @f(double %x) #0 {
  %a = call double @rec(double %x, i32 3)
  %b = call double @keep(double %a)
  %c = call double @small(double %b)
  ret double %c
}
attributes #0 = { noinline optnone }
attributes #1 = { noinline }
"""
    canon = canonicalize(text, isolate=False)
    out = lc.preprocessed(canon, "auto", isolate=False)[0]
    f = out[out.index("@f(") :]
    assert "call double @rec(" in f and "call double @keep(" in f and "@small(" not in f
    assert "optnone" not in out


def test_policy_flag_environment_and_errors(monkeypatch):
    monkeypatch.delenv(PP.ENV, raising=False)
    assert PP.policy(None) == "auto" and PP.policy(None, default="never") == "never"
    monkeypatch.setenv(PP.ENV, "always")
    assert PP.policy(None, default="never") == "always"
    assert PP.policy("never") == "never"  # a command-line flag wins over the environment
    monkeypatch.setenv(PP.ENV, "0")
    assert PP.policy(None) == "never"
    monkeypatch.setenv(PP.ENV, "sometimes")
    with pytest.raises(MpiadError, match="MPIAD_PREPROCESS='sometimes': use one of auto"):
        PP.policy(None)


def test_llvm_failing_to_preprocess_is_a_warning(monkeypatch):
    """An LLVM crash while preprocessing (in the confined child) leaves the module as it was,
    with a warning that says so; the differentiation goes on."""

    def crash(text: str) -> str:
        os.write(2, b"python: X.cpp:1: f(): Assertion `y' failed.\n")
        os.abort()

    monkeypatch.setattr(PP, "run_llvm", crash)
    src = (AD_IR / "stencil_O0.ll").read_text()
    m = load_module(src, "stencil_O0.ll", preprocess="always")
    (w,) = context_of(m).warnings
    assert "LLVM failed to preprocess it" in w and "Assertion `y' failed" in w, w
    assert "optnone" in str(m)  # as it was
    D.forward(m, "heat1d", ["dup", "dup", "const", "const", "dup"])


def test_cli_flag(tmp_path):
    src = AD_IR / "rust_slices_O0.ll"
    p = _opt(tmp_path, src, "--preprocess", "sometimes")
    assert p.returncode == 1 and "--preprocess" in p.stderr and "invalid choice" in p.stderr
    p = _opt(tmp_path, src, "--preprocess", "never")
    assert p.returncode == 0 and "from_raw_parts" in (tmp_path / "out.ll").read_text()


CONFINED = """\
define internal double @h(double %a) alwaysinline {
  %p = alloca double
  store double %a, ptr %p
  %t = load double, ptr %p
  %r = fmul double %t, %t
  ret double %r
}
define double @f(double %a) #0 {
  %p = alloca double
  store double %a, ptr %p
  %t = load double, ptr %p
  %r = call double @h(double %t)
  ret double %r
}
define double @g(double %a) #0 {
  %p = alloca double
  store double %a, ptr %p
  %t = load double, ptr %p
  %r = call double @h(double %t)
  ret double %r
}
define double @k(double %a) #1 {
  %p = alloca double
  store double %a, ptr %p
  %t = load double, ptr %p
  ret double %t
}
attributes #0 = { noinline optnone }
attributes #1 = { optsize }
"""


def test_only_the_functions_a_derivative_is_made_from_are_simplified():
    """``only``: f and what it calls are simplified (h inlined into f); g keeps its body and its
    optnone, and h, which g still calls, stays defined and alwaysinline (LLVM's always-inliner
    would have inlined it into g too and deleted it: what broke modules differentiated twice);
    k keeps its body and its optsize (which LLVM refuses beside the optnone it had meanwhile)."""
    canon = canonicalize(CONFINED, "confined", isolate=False)
    m = lc.read_model(canon)
    only = PP.targets(m, {"f"})
    assert only == {"f", "h"}
    assert PP.unoptimised_reason(m, {"g"}) == "@g is marked optnone (built at -O0)"
    out, warning = lc.preprocessed(canon, "auto", "confined", isolate=False, only=only)
    assert warning is None and "mpiad.pp" not in out
    after, before = lc.read_model(out), lc.read_model(canon)
    groups = PP._groups(after)
    f, g, h = (after.functions[n] for n in "fgh")
    assert not any(i.opcode in ("alloca", "call") for i in f.instructions())
    for name in "gk":
        assert [str(i) for i in after.functions[name].instructions()] == [
            str(i) for i in before.functions[name].instructions()
        ]
    assert PP._attr_words(after.functions["k"].post, groups) == {"optsize"}
    assert {"optnone", "noinline"} <= PP._attr_words(g.post, groups)
    assert "optnone" not in PP._attr_words(f.post, groups)
    assert "alwaysinline" in PP._attr_words(h.post, groups) and h.blocks


def test_mpiads_runtime_is_no_sign_of_a_debug_build():
    """An earlier run's tape helpers are alwaysinline by design: their callers do not make a
    module look unoptimised, and they are never simplified."""
    text = CONFINED.replace("alwaysinline {", '"mpiad"="runtime" alwaysinline {').replace(
        "#0 {", "{"
    )
    m = lc.read_model(canonicalize(text, "rt", isolate=False))
    assert PP.unoptimised_reason(m) is None
    assert PP.targets(m, {"f", "g"}) == {"f", "g"}
