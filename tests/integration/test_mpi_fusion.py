"""Message fusion in forward mode (MPIAD_FUSE, on by default): the derivative sends exactly as many
messages and makes exactly as many collective calls as the primal, each carrying the primal and
its tangents; with MPIAD_FUSE=0 the tangents travel in messages of their own. Counted by the PMPI
shim of the benchmarks (bench/pmpi_count.c, LD_PRELOADed); every launch has a timeout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SRC = HERE / "mpi_src"

# (source, function, spec): every MPI call the forward rules fuse
KERNELS = [
    ("ring", "ring_raw", "s,comm"),
    ("ring", "ring_given", "s,comm,reqs:2"),
    ("halo", "heat_isend", "a:6,i:6,i:3,comm"),
    ("halo", "heat_sendrecv", "a:5,i:5,i:2,comm"),
    ("halo", "pipeline", "s,comm"),
    ("halo", "shift_replace", "a:3,i:3,comm"),
    ("halo", "exchange_testall", "a:3,i:3,comm"),
    ("reduce", "dot_norm", "a:4,c:4,i:4,comm"),
    ("reduce", "prod_zero", "a:2,i:2,comm"),
    ("reduce", "minmax", "a:2,i:2,comm"),
    ("reduce", "reduce_root", "a:3,i:3,comm"),
    ("collectives", "bcast_gather", "a:3,i:3,comm"),
    ("collectives", "alltoall", "a:3,i:3,comm"),
    ("cg", "cg", "a:4,i:4,i:3,comm"),
]


def _zig(args: list[str]) -> None:
    subprocess.run(
        [sys.executable, "-m", "ziglang", "cc", *args], check=True, capture_output=True, timeout=180
    )


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[dict[str, Path], Path]:
    out = tmp_path_factory.mktemp("fusion")
    inc, lib = Path(sys.prefix) / "include", Path(sys.prefix) / "lib"
    lls = {}
    for stem in sorted({s for s, _, _ in KERNELS}):
        lls[stem] = out / f"{stem}.ll"
        _zig(
            [
                "-O2",
                "-fno-sanitize=all",
                "-g0",
                "-target",
                "x86_64-linux-gnu",
                "-S",
                "-emit-llvm",
                f"-I{inc}",
                str(SRC / f"{stem}.c"),
                "-o",
                str(lls[stem]),
            ]
        )
    shim = out / "libpmpi_count.so"
    _zig(
        [
            "-shared",
            "-fPIC",
            "-O2",
            "-g0",
            "-target",
            "x86_64-linux-gnu",
            f"-I{inc}",
            str(ROOT / "bench" / "pmpi_count.c"),
            "-o",
            str(shim),
            f"-L{lib}",
            "-l:libmpi.so.12",
            f"-Wl,-rpath,{lib}",
        ]
    )
    return lls, shim


# the default run counts the messages of a point-to-point ring and the CG (its halo exchange and
# its reductions; the suite's time); --slow counts them all (nonblocking, completion, collectives
# included)
COUNTED_DEFAULT = {"ring_given", "cg"}


def test_fused_forward_sends_as_many_messages_as_the_primal(built, slow) -> None:
    lls, shim = built
    nranks = 3
    args = ["-m", "tests.integration.count_msgs"]
    for stem, fn, spec in KERNELS:
        if not slow and fn not in COUNTED_DEFAULT:
            continue
        args += [str(lls[stem]), fn, spec]
    env = dict(os.environ, LD_PRELOAD=str(shim))
    env.pop("MPIAD_FUSE", None)
    proc = run_mpi(nranks, args, timeout=150, env=env)
    rows = [json.loads(ln[6:]) for ln in proc.stdout.splitlines() if ln.startswith("COUNT ")]
    assert len(rows) == len(args) // 3, proc.stdout + proc.stderr
    for r in rows:
        fn, p = r["fn"], r["primal"]  # [p2p messages, p2p bytes, collective calls, coll. bytes]
        assert p[0] + p[2] > 0, f"{fn}: the shim counted nothing: {r}"
        for mode, w in (("fused", 1), ("fused_w3", 3)):
            f = r[mode]
            assert (f[0], f[2]) == (p[0], p[2]), f"{fn} {mode}: {f} vs primal {p}"
            assert f[1] == (1 + w) * p[1], f"{fn} {mode}: bytes {f[1]} vs primal {p[1]}"
        u = r["unfused"]
        assert u[0] == 2 * p[0], f"{fn} unfused: {u} vs primal {p}"
        assert u[2] >= p[2] and u[0] + u[2] > p[0] + p[2], f"{fn} unfused: {u} vs primal {p}"
        assert r["tangent_diff"] < 1e-12, r


# the numerical checks of test_mpi_derivatives.py with the tangents in messages of their own
UNFUSED = [
    ("ring", "ring_raw", "s,comm", 3),
    ("halo", "heat_isend", "a:6,i:6,i:3,comm", 3),
    ("halo", "pipeline", "s,comm", 3),
    ("halo", "shift_replace", "a:3,i:3,comm", 2),
    ("reduce", "minmax", "a:2,i:2,comm", 3),
    ("reduce", "prod_zero", "a:2,i:2,comm", 2),
    ("collectives", "bcast_gather", "a:3,i:3,comm", 2),
    ("cg", "cg", "a:4,i:4,i:3,comm", 2),
]


# the default run unfuses a ring and a halo exchange; --slow runs them all
UNFUSED_DEFAULT = {"ring_raw", "heat_isend"}


@pytest.mark.parametrize(
    "src,fn,spec,nranks",
    [
        pytest.param(
            *u, id=f"{u[1]}-np{u[3]}", marks=[] if u[1] in UNFUSED_DEFAULT else pytest.mark.slow
        )
        for u in UNFUSED
    ],
)
def test_derivative_unfused(built, src, fn, spec, nranks) -> None:
    lls, _ = built
    env = dict(os.environ, MPIAD_FUSE="0")
    proc = run_mpi(
        nranks, ["-m", "tests.integration.ad_check", str(lls[src]), fn, spec], timeout=120, env=env
    )
    oks = [ln for ln in proc.stdout.splitlines() if " ok " in ln]
    assert len(oks) == nranks, proc.stdout + proc.stderr
