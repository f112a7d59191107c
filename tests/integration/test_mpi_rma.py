"""One-sided communication (issue 37 part 2): windows made by MPI_Win_create, MPI_Put, MPI_Get
and MPI_Accumulate (MPI_SUM, MPI_REPLACE) synchronised by MPI_Win_fence, in a nonlinear time
loop (tests/integration/mpi_src/rma.c), checked by ad_check.py: forward mode against central
finite differences, reverse mode by the dot-product test, vector forward mode (width 3) against
scalar runs. At 2 ranks by default (-O2), at 1, 3 and 4 ranks and -O0 under --slow; the Put
exchange in a checkpointed loop; and the Put halo exchange's gradient equals the same exchange
written with MPI_Sendrecv. The refusals (other
one-sided calls, MPI_Accumulate with MPI_MAX) are in tests/lit/mpi-rma.ll."""

from __future__ import annotations

import pytest

from bench.mpirun import run_mpi
from tests.integration.test_mpi_derivatives import _Builds

SPEC = "a:4,i:4,i:3,comm"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory) -> dict[tuple[str, str], object]:
    return _Builds(tmp_path_factory.mktemp("rma_ir"))


def _marks(n: int, opt: str) -> list:
    if (n, opt) != (2, "O2"):
        return [pytest.mark.slow]
    return [pytest.mark.mpi_family]


@pytest.mark.parametrize(
    "nranks,opt",
    [
        pytest.param(n, opt, id=f"rma_all-{opt}-np{n}", marks=_marks(n, opt))
        for n in (1, 2, 3, 4)
        for opt in ("O0", "O2")
    ],
)
def test_rma_derivative(compiled, nranks, opt) -> None:
    args = ["-m", "tests.integration.ad_check", str(compiled[("rma", opt)]), "rma_all", SPEC]
    proc = run_mpi(nranks, args, timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if " ok " in ln]
    assert len(oks) == nranks, proc.stdout + proc.stderr


@pytest.mark.parametrize("nranks", [2, pytest.param(3, marks=pytest.mark.slow)])
def test_rma_in_checkpointed_loop(compiled, nranks) -> None:
    """6 steps, 2 snapshots: the reverse sweep recomputes steps, their puts and fences too."""
    args = ["-m", "tests.integration.ad_check", str(compiled[("rma_ckpt", "O2")]), "rma_put_ckpt"]
    proc = run_mpi(nranks, [*args, "a:4,i:4,i:6,comm"], timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if " ok " in ln]
    assert len(oks) == nranks, proc.stdout + proc.stderr


@pytest.mark.parametrize(
    "nranks", [2, pytest.param(1, marks=pytest.mark.slow), pytest.param(3, marks=pytest.mark.slow)]
)
def test_put_halo_gradient_is_the_two_sided_one(compiled, nranks) -> None:
    args = ["-m", "tests.integration.rma_vs_twosided", str(compiled[("rma", "O2")])]
    proc = run_mpi(nranks, [*args, "rma_put_halo", "sendrecv_halo", SPEC], timeout=120)
    same = [ln for ln in proc.stdout.splitlines() if " same " in ln]
    assert len(same) == nranks, proc.stdout + proc.stderr
