"""``mpiad-opt``'s output is ``mpiad-opt`` input: a module differentiated over and over links.

A C module (zig cc -O0 and -O2, MPI_Allreduce in two of its functions) and its Rust twin (rustc
opt-level 0 and 3, a ``no_std`` library crate) go through three runs, each on the previous run's
output: ``--fn f`` reverse together with the ``__enzyme_autodiff`` call of ``grad_h`` (both kinds
in one run), ``--fn g`` reverse (the issue's reproducer: before, this output called tape helpers
that preprocessing had deleted), then two forward derivatives in one run (``--fn`` repeated,
``--mode`` before them a default for both, ``--name`` for one). The last output is linked with a C
driver by ``zig cc`` (and the wheel's libmpi) and run, on 2 ranks for C; every derivative is
compared with its analytic value (polynomials: exact up to rounding, a sharper check than
finite differences). Also: a module with nothing to differentiate is written back exactly as
LLVM prints it, simplification of a debug build stays with the functions a derivative is made
from, and a derivative name already taken is refused with a way out.

Each program is compiled once per module (fixture); the runs of mpiad-opt are in-process.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi
from mpiad.cli import main as mpiad_opt
from mpiad_passes.ir.parser import parse_module
from mpiad_passes.llvm_check import canonicalize

SRC = Path(__file__).resolve().parent / "cli_src"
PREFIX = Path(sys.prefix)
LIBMPI = PREFIX / "lib" / "libmpi.so.12"
# a target of its own (no host libc detection: that failed now and then on a busy machine)
ZIG = [sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu"]
EXEC = ["-c", "import os, sys; os.execv(sys.argv[1], sys.argv[1:])"]
BUILDS = ["c-O0", "c-O2", "rust-O0", "rust-O3"]
X = lambda r: [0.5 - r, -1.25, 2.0 + 0.5 * r]  # noqa: E731 - chain_driver.c's x on rank r
V = [1.0, 2.0, 3.0]


def _run(cmd: list, what: str) -> None:
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        pytest.fail(f"{what} failed: {' '.join(map(str, cmd))}\n{p.stdout}\n{p.stderr}")


@pytest.fixture(scope="module")
def modules(tmp_path_factory) -> dict[str, Path]:
    """The four modules, compiled once (Rust only where rustc is installed)."""
    out = tmp_path_factory.mktemp("cli_chain")
    got = {}
    for opt in ("O0", "O2"):
        ll = out / f"c-{opt}.ll"
        inc = f"-I{PREFIX / 'include'}"
        _run([*ZIG, f"-{opt}", inc, "-S", "-emit-llvm", SRC / "chain.c", "-o", ll], "zig cc")
        got[f"c-{opt}"] = ll
    rustc = shutil.which("rustc")
    for level in ("0", "3"):
        if rustc is None:
            continue
        ll = out / f"rust-O{level}.ll"
        cmd = [rustc, "--crate-type=lib", "-C", "panic=abort", "--emit=llvm-ir"]
        _run([*cmd, "-C", f"opt-level={level}", SRC / "chain.rs", "-o", ll], "rustc")
        got[f"rust-O{level}"] = ll
    return got


def _module(modules, build: str) -> Path:
    if build not in modules:
        pytest.skip("rustc is not installed")
    return modules[build]


def _opt(*argv, capsys=None) -> str:
    """Run mpiad-opt in this process; fail with its message if it fails; its stderr."""
    rc = mpiad_opt([str(a) for a in argv])
    err = capsys.readouterr().err if capsys is not None else ""
    assert rc == 0, f"mpiad-opt {' '.join(map(str, argv))} failed: {err}"
    return err


def _undefined_mpiad(path: Path) -> list[str]:
    """mpiad functions the module calls but does not define (what the regression left)."""
    return re.findall(r'^declare [^@]*@("?__mpiad[^(]*)\(', path.read_text(), re.M)


def _rust_stubs(ll: Path, out: Path) -> Path:
    """C definitions (that trap) of the core:: panic functions a Rust crate refers to: no libcore
    is linked, and a panic would be a failed test."""
    lines = []
    names = re.findall(r'^declare [^@]*@("?[^"(]+"?)\(', ll.read_text(), re.M)
    for k, n in enumerate(n.strip('"') for n in names):
        if n.startswith(("_R", "_ZN")) or n == "rust_eh_personality":
            lines.append(
                f'void stub{k}(void) __asm__("{n}");\nvoid stub{k}(void) {{ __builtin_trap(); }}'
            )
    out.write_text("\n".join(lines) + "\n")
    return out


def _expected(ranks: int, mpi: bool) -> dict[tuple[int, str], list[float]]:
    """The derivatives chain_driver.c prints, analytically: f = sum x^3 and h = sum x^4 summed
    over the ranks (in C; a gradient seeded on every rank counts each rank's seed), g = sum x^2."""
    p = ranks if mpi else 1
    want = {}
    ff = sum(3 * xi * xi * vi for r in range(p) for xi, vi in zip(X(r), V))
    for r in range(ranks):
        x = X(r)
        want[r, "df"] = [p * 3 * xi**2 for xi in x]
        want[r, "dg"] = [2 * xi for xi in x]
        want[r, "dh"] = [p * 4 * xi**3 for xi in x]
        want[r, "ff"] = [ff if mpi else sum(3 * xi * xi * vi for xi, vi in zip(x, V))]
        want[r, "tg"] = [sum(2 * xi * vi for xi, vi in zip(x, V))]
    return want


@pytest.mark.parametrize("build", BUILDS)
def test_chained_runs_link_and_differentiate(modules, build, tmp_path, capsys) -> None:
    src = _module(modules, build)
    one, two, three = (tmp_path / f"{k}.ll" for k in ("one", "two", "three"))
    _opt(src, "--fn", "f", "--mode", "reverse", "--args", "dup,const", "-o", one, capsys=capsys)
    _refuses_a_second_diffe_f(src, one, tmp_path / "no.ll", capsys)
    _opt(one, "--fn", "g", "--mode", "reverse", "--args", "dup,const", "-o", two, capsys=capsys)
    err = _opt(two, "-v", "--mode", "forward", "--fn", "f", "--args", "dup,const",
               "--fn", "g", "--args", "dup,const", "--name", "tg", "-o", three,
               capsys=capsys)  # fmt: skip
    assert "made @fwddiffe_f" in err and "made @tg" in err, err
    for out in (one, two, three):
        assert not _undefined_mpiad(out), (out.name, _undefined_mpiad(out))
        assert '"mpiad"="runtime"' in out.read_text()
    mpi = build.startswith("c-")
    exe = tmp_path / "prog"
    link = [*ZIG, three, SRC / "chain_driver.c", "-o", exe]
    if mpi:
        link += ["-DUSE_MPI", f"-I{PREFIX / 'include'}", LIBMPI, f"-Wl,-rpath,{LIBMPI.parent}"]
    else:
        link.append(_rust_stubs(three, tmp_path / "stubs.c"))
    _run(link, "linking")
    ranks = 2 if mpi else 1
    if mpi:
        stdout = run_mpi(ranks, [*EXEC, exe], timeout=120).stdout
    else:
        stdout = subprocess.run([exe], capture_output=True, text=True, timeout=60).stdout
    got = {}
    for line in stdout.splitlines():
        if line.startswith("rank "):
            _, r, what, *vals = line.split()
            got[int(r), what] = [float(v) for v in vals]
    want = _expected(ranks, mpi)
    assert set(got) == set(want), stdout
    for key, w in want.items():
        assert got[key] == pytest.approx(w, rel=1e-12, abs=1e-12), (key, got[key], w)


def _refuses_a_second_diffe_f(src: Path, one: Path, out: Path, capsys) -> None:
    """A second --fn f in the same mode, in a later run or in the same one, is refused before
    anything is done, naming --name (which the third run uses)."""
    for argv in (
        [one, "--fn", "f", "--mode", "reverse", "--args", "dup,const"],
        [src, "--mode", "reverse", "--fn", "f", "--args", "dup,const", "--fn", "f",
         "--args", "dup,const"],
    ):  # fmt: skip
        assert mpiad_opt([str(a) for a in argv] + ["-o", str(out)]) == 1
        err = capsys.readouterr().err
        assert err.startswith("error: --fn f: ") and "function @diffe_f;" in err, err
        assert "--name" in err and not out.exists()


@pytest.mark.parametrize("build", ["c-O0", "rust-O0"])
def test_nothing_to_differentiate_is_written_back(modules, build, tmp_path, capsys) -> None:
    """No --fn and no __enzyme_* call: LLVM's own printing of the module, not simplified."""
    src = _module(modules, build)
    text = src.read_text().replace("__enzyme_autodiff", "__not_enzyme")  # no Enzyme call now
    (tmp_path / "in.ll").write_text(text)
    err = _opt(tmp_path / "in.ll", "-v", "-o", tmp_path / "out.ll", capsys=capsys)
    assert (tmp_path / "out.ll").read_text() == canonicalize(text)
    assert "nothing to differentiate" in err and "simplified" not in err, err


def _bodies(text: str) -> dict[str, str]:
    """Each defined function's instructions, attribute groups and metadata nodes unnumbered
    (LLVM numbers them afresh when it prints a module)."""
    m = parse_module(text, "<test>")
    return {
        f.name: re.sub(r"[#!]\d+", "#", "\n".join(i.fmt(f.name_map()) for i in f.instructions()))
        for f in m.defined_functions()
    }


def test_simplification_stays_with_the_derivative(modules, tmp_path, capsys) -> None:
    """A debug build is simplified where a derivative is made (g and its callee sq), and -v says
    so; f, h and grad_h keep their bodies and their optnone."""
    text = _module(modules, "c-O0").read_text().replace("__enzyme_autodiff", "__not_enzyme")
    src = tmp_path / "in.ll"
    src.write_text(text)
    out = tmp_path / "g.ll"
    err = _opt(src, "-v", "--fn", "g", "--mode", "reverse", "--args", "dup,const", "-o", out,
               capsys=capsys)  # fmt: skip
    (line,) = [ln for ln in err.splitlines() if "simplified" in ln]
    assert line.endswith(": @g, @sq") and "optnone" in line, line
    before, after = _bodies(canonicalize(text)), _bodies(out.read_text())
    for name in ("f", "h", "grad_h"):
        assert after[name] == before[name], name
    assert "alloca" in before["g"] and "alloca" not in after["g"]
    text = out.read_text()
    attrs = dict(re.findall(r"^attributes (#\d+) = \{ (.*) \}$", text, re.M))
    for name in ("f", "h"):
        group = re.search(rf"^define [^@]*@{name}\(.*\) (#\d+)", text, re.M).group(1)
        assert "optnone" in attrs[group].split(), (name, attrs[group])
