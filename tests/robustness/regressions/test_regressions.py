"""Bugs found by the robustness campaigns, one minimal input each (the .ll files here).

Each test states the correct behaviour and is ``xfail(strict=True)`` while the bug is open: when
it is fixed the test passes, strict xfail turns that into a failure, and the marker must go (and
the matching KNOWN entry in test_random_programs.py / test_fuzz_cli.py with it).
Everything that runs generated code runs in a child process, so a crash fails one test.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bench.mpirun import run_mpi

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
TOOL = [sys.executable, "-m", "mpiad.cli"]


def mpiad_opt(tmp_path: Path, case: str, *args: str) -> Path:
    out = tmp_path / f"{Path(case).stem}.out.ll"
    p = subprocess.run(
        [*TOOL, str(HERE / case), "-o", str(out), *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert p.returncode == 0, p.stderr
    return out


def run_py(code: str, ll: Path, libgcc: bool = True) -> str:
    """Run ``code`` in a child with ``jit`` = the JIT module (-O0) of ``ll``, numpy as np, ctypes
    as C; the child runs in the repository root, so it imports this checkout."""
    pre = textwrap.dedent(f"""
        import ctypes as C, ctypes.util
        import numpy as np
        import llvmlite.binding as llvm
        if {libgcc!r} and ctypes.util.find_library("gcc_s"):
            llvm.load_library_permanently(ctypes.util.find_library("gcc_s"))
        from mpiad.engine import compile_module
        jit, _ = compile_module(open({str(ll)!r}).read(), opt=0)
        D, I, P = C.c_double, C.c_int32, C.c_void_p
    """)
    p = subprocess.run(
        [sys.executable, "-c", pre + textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert p.returncode == 0, f"child exited with {p.returncode}: {p.stderr[-1500:]}"
    return p.stdout


def test_reverse_phi_with_repeated_predecessor(tmp_path):
    out = mpiad_opt(
        tmp_path, "switch_dup_phi.ll", "--fn", "f", "--mode", "reverse", "--args", "out,const"
    )
    got = run_py(
        """
        g = jit.fn("diffe_f", D, D, I, D)
        print(g(1.0, 4, 1.0), g(1.0, 6, 1.0), g(1.0, 0, 1.0))
    """,
        out,
    ).split()
    assert [float(v) for v in got] == [3.0, 3.0, 0.0]


def test_forward_phi_with_repeated_predecessor(tmp_path):  # the forward mode is right
    out = mpiad_opt(
        tmp_path, "switch_dup_phi.ll", "--fn", "f", "--mode", "forward", "--args", "dup,const"
    )
    got = run_py(
        """
        t = jit.fn("fwddiffe_f", D, D, D, I)
        print(t(1.0, 1.0, 4), t(1.0, 1.0, 0))
    """,
        out,
    ).split()
    assert [float(v) for v in got] == [3.0, 0.0]


@pytest.mark.parametrize("mode,name", [("forward", "fwddiffe_f"), ("reverse", "diffe_f")])
def test_integer_copy_of_constant_data_zeroes_the_shadow(tmp_path, mode, name):
    """An i64 copy of constant data (`load i64` from a const pointer, `store i64` to a dup
    pointer; LLVM -O2's form of a memcpy) must zero the destination's shadow, as memcpy does."""
    out = mpiad_opt(
        tmp_path, "const_int_copy.ll", "--fn", "f", "--mode", mode, "--args", "const,dup"
    )
    got = run_py(
        f"""
        c, a, da = np.array([2.5]), np.array([7.0]), np.array([1.0])
        jit.fn({name!r}, None, P, P, P)(c.ctypes.data, a.ctypes.data, da.ctypes.data)
        print(a[0], da[0])
    """,
        out,
    ).split()
    assert float(got[0]) == 2.5  # the primal copy happened
    assert float(got[1]) == 0.0, f"shadow of the overwritten a[0] is {got[1]}"


def test_llvm_assertion_gives_one_error_line(tmp_path):
    """LLVM aborts on an assertion in mpiad-opt's parser child: its text (and faulthandler's
    dump) must not reach stderr before the one `error:` line; the line quotes the assertion."""
    p = subprocess.run(
        [*TOOL, str(HERE / "freeze_label.ll"), "-o", str(tmp_path / "o.ll")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert p.returncode == 1
    assert not (tmp_path / "o.ll").exists()
    assert "Traceback" not in p.stderr
    lines = p.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: LLVM crashed"), p.stderr
    assert "Assertion `isa<To>(Val)" in lines[0]


@pytest.mark.parametrize("mode", ["forward", "reverse"])
def test_powi_derivative_runs_at_O0_without_libgcc(tmp_path, mode):
    """The powi rules fold n-1 for a constant n: an instruction `sub i32 3, 1` makes -O0 call
    libgcc's __powidf2, which the in-process JIT binds to address 0 (a segfault)."""
    acts = "dup" if mode == "forward" else "out"
    out = mpiad_opt(tmp_path, "powi_O0.ll", "--fn", "f", "--mode", mode, "--args", acts)
    call = (
        'jit.fn("fwddiffe_f", D, D, D)(2.0, 1.0)'
        if mode == "forward"
        else 'jit.fn("diffe_f", D, D, D)(2.0, 1.0)'
    )
    got = run_py(f"print({call})", out, libgcc=False)
    assert float(got) == 12.0


def test_huge_vector_type_is_refused_promptly(tmp_path):
    """A `<1140850688 x i32>` shuffle mask took LLVM's parser minutes and ~18 GB: the parser
    child's memory limit (MPIAD_LLVM_MEMORY_MB) must end it with an error naming the limit."""
    import os
    import signal

    p = subprocess.Popen(
        [*TOOL, str(HERE / "huge_shuffle.ll"), "-o", str(tmp_path / "o.ll")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        _, err = p.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)  # the CLI and its LLVM child
        p.communicate()
        raise AssertionError("mpiad-opt still running after 10 s") from None
    assert p.returncode == 1, err
    assert err.count("\n") == 1 and err.startswith("error: LLVM ran out of memory"), err
    assert "MPIAD_LLVM_MEMORY_MB" in err
    assert not (tmp_path / "o.ll").exists()


@pytest.mark.parametrize(
    "mode,name,want",
    [
        ("forward", "fwddiffe_f", "a.d = 1.0 (copied from b.d, was 5), b.d = 2.0"),
        ("reverse", "diffe_f", "a.d = 0.0, b.d = 3.0 (1 via the copy + 2 via the product)"),
    ],
)
def test_integer_load_that_is_copied_and_bitcast(tmp_path, mode, name, want):
    """Float data loaded as i64 that is both stored (a copy) and bitcast to double (LLVM -O2's
    shape of a memcpy plus a use) is an integer copy: it carries the derivative both ways."""
    out = mpiad_opt(
        tmp_path, "int_load_bitcast.ll", "--fn", "f", "--mode", mode, "--args", "dup,dup"
    )
    seeds = (
        "np.array([5.0]), np.array([1.0])"
        if mode == "forward"  # a.d is overwritten
        else "np.array([1.0]), np.array([1.0])"
    )
    got = run_py(
        f"""
        a, b = np.array([0.0]), np.array([3.0])
        da, db = {seeds}
        jit.fn({name!r}, None, P, P, P, P)(a.ctypes.data, da.ctypes.data, b.ctypes.data,
                                           db.ctypes.data)
        print(a[0], b[0], da[0], db[0])
    """,
        out,
    ).split()
    assert [float(v) for v in got[:2]] == [3.0, 6.0]  # the primal effects
    expect = [1.0, 2.0] if mode == "forward" else [0.0, 3.0]
    assert [float(v) for v in got[2:]] == expect, f"{want}; got a.d={got[2]} b.d={got[3]}"


@pytest.mark.parametrize(
    "fn,args,call,want",
    [
        ("f", "out,const,const", "g(1.5, 2, 3, 1.0), g(1.5, 1, 1, 1.0)", [5 * 1.5**4, 2 * 1.5]),
        (
            "g",
            "out,const",
            "g(1.5, 1, 1.0), g(1.5, 2, 1.0), g(1.5, 3, 1.0)",
            [4 * 1.5**3] * 2 + [0.0],
        ),
    ],
    ids=["loop-exits-into-loop", "switch-cases-into-loop"],
)
def test_adjacent_self_loops(tmp_path, fn, args, call, want):
    """Two single-block loops back to back, and a loop entered by two switch cases: both are
    reversed as counted loops, and the output verifies (mpiad-opt checks) and is right."""
    out = mpiad_opt(
        tmp_path, "adjacent_self_loops.ll", "--fn", fn, "--mode", "reverse", "--args", args
    )
    sig = "D, D, I, I, D" if fn == "f" else "D, D, I, D"
    got = (
        run_py(
            f"""
        g = jit.fn("diffe_{fn}", {sig})
        print({call})
    """,
            out,
        )
        .replace("(", "")
        .replace(")", "")
        .replace(",", " ")
        .split()
    )
    assert [float(v) for v in got] == pytest.approx(want, rel=1e-12)


@pytest.mark.parametrize("nranks", [1, 2])
def test_noalias_buffer_reached_through_the_mpi_runtime(nranks):
    """Generated program (progen seed 465 --mpi) with a noalias array that MPI sends and the
    program then stores to: forward, reverse (dot-product test) and finite differences agree on
    every rank (tests/robustness/checker.py on the saved .ll, under mpiexec)."""
    p = run_mpi(
        nranks,
        ["-m", "tests.robustness.checker", "--file", str(HERE / "noalias_mpi_buffer.ll")],
        timeout=120,
    )
    result = [line for line in p.stdout.splitlines() if line.startswith("RESULT ")]
    assert result and result[0].split()[2] == "OK", p.stdout[-2000:]


@pytest.mark.parametrize("mode,args", [("forward", "dup,const"), ("reverse", "out,const")])
@pytest.mark.parametrize(
    "fn,says",
    [
        ("too_few", "MPI_Allreduce is called with 5 argument(s), but it takes 6"),
        ("wide_count", "argument 3 of MPI_Allreduce has type i64, but it must be a C int"),
        ("swapped", "MPI_Waitall is called with 2 argument(s), but it takes 3"),
        ("too_many", "PMPI_Bcast is called with 6 argument(s), but it takes 5"),
        ("float_result", "MPI_Isend is called as returning double"),
    ],
)
def test_mpi_call_with_wrong_arguments_is_refused_by_name(tmp_path, fn, says, mode, args):
    """The fuzzer renamed callees to MPI_Allreduce / MPI_Waitall with other arities: an
    IndexError ("internal error ... please report it") before the rules checked signatures."""
    p = subprocess.run(
        [*TOOL, str(HERE / "mpi_wrong_args.ll"), "-o", str(tmp_path / "o.ll"), "--fn", fn,
         "--mode", mode, "--args", args],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert p.returncode == 1 and not (tmp_path / "o.ll").exists(), p.stderr
    (line,) = p.stderr.splitlines()
    assert line.startswith(f"error: in @{fn}: ") and says in line, line
    assert (
        "internal error" not in line
        and "(ptr, ptr, i32, i32, i32, i32)" in line
        or (fn not in ("too_few", "wide_count"))
    )
