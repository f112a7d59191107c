"""A Rust crate that calls MPI as rsmpi does, built as ``cargo build`` and ``cargo build
--release`` would (rustc opt-level 0 and 3), differentiated on 1-3 ranks.

The MPI handles are extern statics (``RSMPI_SUM``, ``RSMPI_DOUBLE``, ``RSMPI_COMM_WORLD``) loaded
and passed through a non-inlined helper down to ``MPI_Allreduce`` (the seed
rust-mpi-allreduce-op); the debug build adds slices from raw parts, bounds checks and ``core::``
helpers around it. rust_mpi_check.py checks forward mode against finite differences, reverse mode
by the dot-product test across ranks and vector mode against scalar runs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.mpirun import run_mpi

IR = Path(__file__).resolve().parents[1] / "unit" / "ad_ir"
CASES = [("norm_allreduce", "a:4,i:4,s"), ("scale_by_global_dot", "a:3,i:3")]


@pytest.mark.parametrize("opt", ["O0", "O3"])
@pytest.mark.parametrize("fn,spec", CASES)
@pytest.mark.parametrize("n", [1, 3])
def test_rsmpi_shaped_crate(opt, fn, spec, n):
    out = run_mpi(
        n,
        ["-m", "tests.integration.rust_mpi_check", str(IR / f"rust_mpi_{opt}.ll"), fn, spec],
        timeout=120,
    ).stdout
    assert out.count(" ok ") == n, out
