"""Indirect calls that receive active data (issue 34, point 2), through Enzyme's interface.

``indirect_src/member_pointer.cpp`` is the issue's reproducer: a C++ proxy app's halo packing
through an array of pointers to member functions returning ``double &`` into active memory;
``virtual.cpp`` calls a virtual method with an active argument and result; ``callback.c`` a
callback chosen from a table at run time and C's virtual methods (a struct of function
pointers). Each is compiled with zig (-O0 and -O2), lowered with ``mpiad-opt``, linked and run;
the programs check forward, vector forward (width 2) and reverse mode against central finite
differences and by the dot-product test themselves. ``-DFAIL_EXTERNAL`` / ``-DFAIL_UNKNOWN`` make
the callback a function mpiad never saw: the program must stop with a message naming it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent / "indirect_src"
ZIG = [sys.executable, "-m", "ziglang"]
FLAGS = ["-fno-sanitize=all", "-target", "x86_64-linux-gnu"]


def _run(cmd: list, what: str) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        pytest.fail(f"{what} failed ({' '.join(map(str, cmd))}):\n{proc.stdout}\n{proc.stderr}")
    return proc


def _build(tmp: Path, src: str, opt: str, defines: tuple[str, ...] = (), debug: bool = False):
    """Compile ``src`` to LLVM IR, lower Enzyme's calls with mpiad-opt, link (with the native
    ``callback_ext.c`` for C): the executable."""
    lang = "c++" if src.endswith(".cpp") else "cc"
    ll, lowered, exe = tmp / f"{src}.{opt}.ll", tmp / f"{src}.{opt}.out.ll", tmp / f"{src}.{opt}"
    flags = [*FLAGS, f"-{opt}", "-g" if debug else "-g0", *(f"-D{d}" for d in defines)]
    _run([*ZIG, lang, *flags, "-S", "-emit-llvm", SRC / src, "-o", ll], "compiling to LLVM IR")
    _run([sys.executable, "-m", "mpiad.cli", ll, "-o", lowered], "mpiad-opt")
    extra = [SRC / "callback_ext.c", "-lm"] if lang == "cc" else []
    _run([*ZIG, lang, *FLAGS, f"-{opt}", lowered, *extra, "-o", exe], "linking")
    return exe


def _exec(exe: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_member_function_pointers_reproducer(tmp_path, opt) -> None:
    proc = _exec(_build(tmp_path, "member_pointer.cpp", opt))
    assert proc.returncode == 0 and proc.stdout.strip() == "2 4 6 8", proc.stdout + proc.stderr


# (each build costs a few seconds: the default run keeps five, --slow runs every level)
@pytest.mark.parametrize("opt", ["O2", pytest.param("O0", marks=pytest.mark.slow)])
def test_callback_and_c_vtable(tmp_path, opt) -> None:
    proc = _exec(_build(tmp_path, "callback.c", opt))
    assert proc.returncode == 0 and proc.stdout.strip() == "ok 3", proc.stdout + proc.stderr


@pytest.mark.parametrize("opt", ["O2", pytest.param("O0", marks=pytest.mark.slow)])
def test_virtual_method(tmp_path, opt) -> None:
    proc = _exec(_build(tmp_path, "virtual.cpp", opt))
    assert proc.returncode == 0 and proc.stdout.strip() == "ok 3", proc.stdout + proc.stderr


@pytest.mark.parametrize(
    "define,named,why",
    [
        ("FAIL_EXTERNAL", "reached ext_scale (at 0x", "it is external"),
        pytest.param(
            "FAIL_UNKNOWN",
            "reached a function without a symbol (at 0x",
            "not among the functions",
            marks=pytest.mark.slow,
        ),
    ],
)
@pytest.mark.parametrize("opt", ["O2", pytest.param("O0", marks=pytest.mark.slow)])
def test_undifferentiable_target_stops_the_program(tmp_path, opt, define, named, why) -> None:
    """A pointer to a function mpiad has no derivative of stops the program at run time (the
    external function is named; the unknown one is a static function of another translation
    unit, which ``dladdr`` cannot name either); the call site is the user's function and line."""
    proc = _exec(_build(tmp_path, "callback.c", opt, (define,), debug=True))
    assert proc.returncode != 0, proc.stdout
    err = proc.stderr
    assert "mpiad: error in " in err and " at source line 40: " in err, err
    assert named in err and why in err, err
    assert "ok " not in proc.stdout  # stopped at the first derivative, before any check
