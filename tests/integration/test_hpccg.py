"""HPCCG, Mantevo's CG mini-app, differentiated as its own build compiles it (issue 39 point 1).

``tests/apps/hpccg/`` holds HPCCG's sources, unmodified, and our driver: it builds the matrix as
HPCCG's main does (generate_matrix, make_local_matrix: rows reached through per-row pointer
arrays, the halo lists) and runs HPCCG's own CG routine inside ``__enzyme_fwddiff`` and
``__enzyme_autodiff`` (C++: its progress lines go through ``std::cout << double`` inside the
differentiated code; the dot products time their Allreduce with MPI_Wtime; the halo goes through
the matrix's send_buffer, so the matrix is duplicated: a second matrix built the same way is its
shadow). Active: the right-hand side, the start and the matrix values; the result |x|^2 over all
ranks. The driver checks forward mode against central finite differences, reverse mode by the
dot-product test, and that the primal inside both derivatives is the plain primal, and prints
``hpccg ok 3``.

Building (zig c++, llvmlite's linker, mpiad-opt, zig) costs about half a minute per optimisation
level: the builds and runs are under ``--slow``; the default run checks that the vendored
sources are HPCCG's own.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from bench.hpccg import SRC, build, run

#: git blob hashes of HPCCG's files at commit 80dd2f1 (github.com/Mantevo/HPCCG)
UPSTREAM = {
    "HPCCG.cpp": "d482909d18ad1fc1f7b7613a57656510a8b173e8",
    "HPC_Sparse_Matrix.cpp": "11b7356ac70423d66384c60dc08da4db6595223b",
    "HPC_sparsemv.cpp": "aff7bb3d0bc4105f1addad12dbbf1476b7c25597",
    "ddot.cpp": "75200fb2a677f19424209237a6ebd3269db6b314",
    "exchange_externals.cpp": "75b16d2cbcc082e322e670e7dc07f3ad55fa7cf0",
    "generate_matrix.cpp": "4e9a57a0259094b5675a49283c52605e931ac949",
    "make_local_matrix.cpp": "7e898b63040e4b4e830cc543029024ff60825e72",
    "mytimer.cpp": "10855b33041f8f53e25d28227a268f959d4b0e7b",
    "waxpby.cpp": "6b570861105addb8691ac34b92ab7dfc6e7e899a",
    "HPCCG.hpp": "2b6d16b29920a1e51ef8cf26a754d5cbea489e9f",
    "HPC_Sparse_Matrix.hpp": "4a3eea1adda47a182bb61bd39f9239138b4d3cdf",
    "HPC_sparsemv.hpp": "c330ab297b807ef7cb86fb5a74dcac0bc603d66d",
    "ddot.hpp": "2e81a32f2be8a174c7d2467f1ff4b9b39af6e87a",
    "exchange_externals.hpp": "521714f2b79fe6f6055eeaa95732c3e96b201d58",
    "generate_matrix.hpp": "90c108542d939c95d21a54d1199d687f0a781063",
    "make_local_matrix.hpp": "04f3416ac585b2e8d7c4033dfece7d55652e23b1",
    "mytimer.hpp": "d83bd90b1323c9bfa3cb1a64767691eee224edeb",
    "read_HPC_row.hpp": "58cfd73434c2af0ff3f114975123c4fdf4f2caf7",
    "waxpby.hpp": "0e4a02b2b7158984d60afdec9ac40b570fe698ad",
    "LICENSE": "bfba1c664f886155dc863ba67ead80e5933355a8",
    "README.md": "01f5dd3110f9b6fd2ca1d0976dd602abd7e01e93",
}


def _blob_sha(path: Path) -> str:
    data = path.read_bytes()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def test_vendored_sources_are_upstreams() -> None:
    """No patch: the files are HPCCG's, byte for byte (the driver does the rest)."""
    for name, sha in UPSTREAM.items():
        assert _blob_sha(SRC / name) == sha, f"{name} differs from HPCCG's commit 80dd2f1"
    assert "Redistribution and use in source and binary forms" in (SRC / "LICENSE").read_text()


@pytest.fixture(scope="session")
def hpccg(tmp_path_factory):
    """``hpccg(opt)``: the executable, built once per session."""
    out, built = tmp_path_factory.mktemp("hpccg"), {}

    def get(opt: str) -> Path:
        if opt not in built:
            built[opt] = build(out, opt)
        return built[opt]

    return get


@pytest.mark.slow
@pytest.mark.parametrize("nranks", [1, 2, 3, 4])
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_hpccg_derivatives(hpccg, opt, nranks) -> None:
    proc = run(hpccg(opt), nranks, ["-n", "4", "4", "3", "-i", "6"], timeout=300)
    oks = [ln for ln in proc.stdout.splitlines() if ln.strip() == "hpccg ok 3"]
    assert proc.returncode == 0 and len(oks) == nranks, proc.stdout[-4000:] + proc.stderr[-4000:]


@pytest.mark.slow
def test_hpccg_timing_mode_reports_the_tape(hpccg) -> None:
    """The benchmark's run: a tape size, rows and nonzeros, and one timing line a repetition."""
    from bench.hpccg import measure

    r = measure(hpccg("O2"), 2, 6, 4, 2)
    assert r["nnz"] > r["rows"] > 0 and r["tape_bytes"] != 0, r
    assert r["gradient_over_primal"] > 0 and r["forward_over_primal"] > 0, r


@pytest.mark.slow
@pytest.mark.parametrize("side", ["primal", "forward", "gradient"])
def test_hpccg_profiling_mode_runs_one_side(hpccg, side) -> None:
    """``-p SIDE`` (bench/hpccg_profile.py under cachegrind): that side ``-r`` times, no checks,
    the sizes printed. HPCCG prints its initial residual once a call (inside the derivatives
    too), so the count of those lines is the count of calls."""
    proc = run(hpccg("O2"), 1, ["-n", "4", "4", "3", "-i", "6", "-p", side, "-r", "2"])
    out = proc.stdout
    assert proc.returncode == 0 and "rows 48 nnz " in out and "hpccg ok" not in out, out[-3000:]
    assert out.count("Initial Residual") == 2, out[-3000:]
