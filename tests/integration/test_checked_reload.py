"""Checked reloads (``passes/checked_reload.py``) of a sparse matrix reached through per-row
pointer arrays, from C through Enzyme's interface (``reload_src/rowptr.c``).

With ``MPIAD_CHECKED_RELOAD=1`` the reverse sweep reads the rows again instead of taping them
and checks at run time that they did not change. The program also writes, each iteration,
through another pointer of the matrix (as HPCCG's halo exchange does): apart from the rows, the
gradient must be right (forward against central differences, reverse by the dot-product test);
on the rows (``clobber``), the run must stop with mpiad's message; built without it (the
default), the rows are taped and the clobbering run's gradient is right. The default run is one
-O2 build on one rank; other levels, rank counts and the taped build are under ``--slow``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi

SRC = Path(__file__).resolve().parent / "reload_src" / "rowptr.c"
PREFIX = Path(sys.prefix)
LIBMPI = PREFIX / "lib" / "libmpi.so.12"
ZIG = [sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu", "-fno-sanitize=all"]
EXEC = ["-c", "import os, sys; os.execv(sys.argv[1], sys.argv[1:])"]
STOP = "mpiad: error in the gradient of loss: memory that its reverse sweep reads again"


def _run(cmd: list, env: dict | None = None) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, f"{' '.join(map(str, cmd))}:\n{proc.stdout}\n{proc.stderr}"
    return proc.stdout


def _build(tmp: Path, opt: str, checked: bool = True) -> Path:
    ll, out, exe = tmp / f"r.{opt}.ll", tmp / f"r.{opt}.out.ll", tmp / f"r.{opt}"
    _run([*ZIG, f"-{opt}", "-g0", f"-I{PREFIX / 'include'}", "-S", "-emit-llvm", SRC, "-o", ll])
    env = {k: v for k, v in os.environ.items() if k != "MPIAD_CHECKED_RELOAD"}
    if checked:
        env["MPIAD_CHECKED_RELOAD"] = "1"
    _run([sys.executable, "-m", "mpiad.cli", ll, "-o", out], env)
    _run([*ZIG, f"-{opt}", out, "-o", exe, LIBMPI, f"-Wl,-rpath,{LIBMPI.parent}", "-lm"])
    text = out.read_text()
    # the rows are reloaded and checked (or, turned off, taped: no check at all)
    assert ("@mpiad.reload.loss = internal global i64 0" in text) == checked
    return exe


def _check(exe: Path, nranks: int, clobber: bool) -> None:
    proc = run_mpi(nranks, [*EXEC, str(exe), *(["clobber"] if clobber else [])], timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if ln.startswith("rank ") and "ok 2" in ln]
    assert len(oks) == nranks and proc.returncode == 0, proc.stdout + proc.stderr


def _stops(exe: Path, nranks: int) -> None:
    with pytest.raises(AssertionError) as err:  # (run_mpi: a job that exits nonzero)
        run_mpi(nranks, [*EXEC, str(exe), "clobber"], timeout=120)
    out = str(err.value)
    assert "exited with" in out and STOP in out and "without MPIAD_CHECKED_RELOAD=1" in out, out
    stdout = out.split("--- stdout ---")[1].split("--- stderr ---")[0]
    assert " ok " not in stdout, out  # (stopped before the caller saw the gradient)


@pytest.mark.parametrize(
    "opt,nranks",
    [("O2", 1), ("O2", 2), ("O0", 2)],
)  # fmt: skip
@pytest.mark.slow  # an opt-in mode (the lit test rev-checked-reload.ll shows its shape by default)
def test_reloaded_rows_are_checked(tmp_path, opt, nranks) -> None:
    exe = _build(tmp_path, opt)
    _check(exe, nranks, clobber=False)
    _stops(exe, nranks)


@pytest.mark.slow
def test_rows_written_during_the_call_are_taped_by_default(tmp_path) -> None:
    _check(_build(tmp_path, "O2", checked=False), 2, clobber=True)
