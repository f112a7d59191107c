"""A real Numba + numba-mpi PDE package, differentiated: py-pde's own explicit MPI solver step
(issue 33, point 6), under mpiexec -n 1, 2, 3.

``tests/integration/frontend/fe_pypde.py`` builds py-pde's jitted fixed-step stepper for an
Allen-Cahn (reaction-diffusion) equation on a 2-D Cartesian grid split along its second axis,
so that the ghost columns py-pde sends and receives through numba-mpi are strided views, and
differentiates a ``@mpiad.jit`` kernel that calls it and returns the sum of squares of the final
field over the whole grid (allreduced: the same value L on every rank).

What the gradient means under MPI: L is one replicated value, seeded once (``mpiad.grad``'s
default ``loss="replicated"``); each rank gets dL/dc0 for its own block of the initial field,
and the blocks together are the gradient of L with respect to the whole initial field. Forward
mode gives every rank the same dL/dc0 . v. Checked: the primal against py-pde's serial solver on
the whole grid, forward mode against central finite differences, the gradient against finite
differences and against forward mode by the dot-product test (summed over the ranks).

Cost: each process compiles py-pde's stepper with Numba (16 CPU seconds here, most of it the
Numba typed dict and unicode helpers py-pde's operators use) and mpiad's primal, forward and
reverse code (3.5 + 2.8 + 10.3 CPU seconds; numba-mpi kernels are not cached on disk): 66 s
of the default run, so every rank count (1: no MPI boundary; 2: the case that sends strided
halos; 3) runs under --slow only.
"""

from __future__ import annotations

import importlib.util
import os

import pytest

from bench.mpirun import run_mpi
from tests.integration.frontend.launch import passed

CHECKS = {"pypde_primal", "pypde_forward", "pypde_reverse"}

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("pde") is None or importlib.util.find_spec("numba_mpi") is None,
    reason="py-pde and numba-mpi come with the test extra",
)


@pytest.mark.parametrize("n", [pytest.param(n, marks=pytest.mark.slow) for n in (1, 2, 3)])
def test_pypde_solver_step(tmp_path, n):
    env = {**os.environ, "MPIAD_CACHE_DIR": str(tmp_path)}
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_pypde"], timeout=600, env=env)
    oks = passed(res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == CHECKS, f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"
