"""py-pde's own MPI solver step, differentiated by mpiad (issue 33, point 6). Run under
mpiexec -n N from the repository root:

    python -m tests.integration.frontend.fe_pypde

The PDE package py-pde (MIT) solves PDEs with Numba; its explicit MPI solver
(``ExplicitMPISolver``) splits the grid into one block per rank (``GridMesh``) and sets the
ghost cells of each block through numba-mpi ``send``/``recv`` of the block's edge, a column of
an array the Laplacian allocates when the grid is split along its second axis (a strided view;
numba-mpi copies it with ``np.ascontiguousarray`` and receives into a scratch array it copies
back). Its Numba backend compiles a fixed-step stepper, ``compiled_stepper(state, t_start,
steps, post_step_data)``, a loop calling ``single_step(state, t)`` (one explicit Euler step of
the PDE's right-hand side) and ``post_step_hook(state, t, data)``.

This program builds that stepper as py-pde does for an Allen-Cahn equation (reaction-diffusion:
``c_t = c - c^3 + w laplace(c)``) on a 6 x 12 Cartesian grid, Dirichlet in x, periodic in y,
split along y (``decomposition=[1, -1]``): ``ExplicitMPISolver.make_stepper`` makes the mesh
and the sub-grid of this rank with its MPI boundary conditions, and the Numba backend's
``make_inner_stepper`` jit-compiles the stepper for that sub-grid (py-pde's MPI solver wraps
its stepper in Python, which a kernel cannot call; the jitted function is taken from the
closure of the backend's wrapper, nothing of it is written again here). A ``@mpiad.jit`` kernel
calls it for a few steps and returns the sum of squares of the final field over the whole grid
(numba-mpi ``allreduce``).

What the derivatives mean: the loss L = sum over all cells of c(T)^2 is one value, the same on
every rank. ``mpiad.grad`` (``loss="replicated"``) gives each rank dL/dc0 for its own block of
the initial field: the blocks of all ranks together are the gradient of L with respect to the
whole initial field (L is seeded once, not once per rank). Forward mode gives each rank the
same dL/dc0 . v for the direction v whose blocks the ranks hold. Checked: the primal against
py-pde's own serial solver on the whole grid (its NumPy backend, on rank 0: the halos carry
the right values); forward mode against central finite differences; the gradient against
finite differences and against forward mode by the dot-product test (<grad L, v> summed over
the ranks equals dL/dc0 . v). Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import importlib.util
import inspect
import logging
import sys

import numpy as np

from .fdcheck import COMM, RANK, SIZE, close, ok, run_checks

if importlib.util.find_spec("pde") is None or importlib.util.find_spec("numba_mpi") is None:
    sys.stdout.write(f"rank {RANK} skip py-pde or numba-mpi is not installed\n")
    sys.exit(0)

import numba_mpi as nm
from mpi4py import MPI
from pde import AllenCahnPDE, CartesianGrid, ScalarField
from pde.backends.numba._solvers import make_inner_stepper
from pde.solvers import ExplicitMPISolver

import mpiad
from mpiad import Duplicated, Forward

SHAPE = (6, 12)  # the whole grid; split along its second axis: 12, 6 or 4 columns a rank
STEPS = 4
DT = 3e-3  # explicit Euler: dt * w * (4/dx^2 + 4/dy^2) = 0.86 < 2
BC = {"x": {"value": 0.2}, "y": "periodic"}


def pde_problem(shape=SHAPE, dt=DT, width=1.0):
    """py-pde's grid, equation and MPI solver, and the stepper its Numba backend compiles for
    this rank's block: ``(eq, grid, solver, sub_field, compiled_stepper)``."""
    logging.getLogger("pde").setLevel(logging.ERROR)  # "not a proper multiprocessing run"
    grid = CartesianGrid([[0.0, 1.0], [0.0, 2.0]], list(shape), periodic=[False, True])
    eq = AllenCahnPDE(interface_width=width, bc=BC)
    solver = ExplicitMPISolver(eq, decomposition=[1, -1])
    solver.make_stepper(ScalarField(grid), dt=dt)  # the mesh, this rank's block, its BCs
    sub = solver.mesh.extract_subfield(ScalarField(grid))
    fixed_stepper = make_inner_stepper(solver, sub)  # a Python wrapper around the jitted loop
    stepper = inspect.getclosurevars(fixed_stepper).nonlocals["compiled_stepper"]
    return eq, grid, solver, sub, stepper


def make_loss(stepper):
    """The kernel: py-pde's stepper, then the sum of squares over every rank's block."""

    @mpiad.jit
    def loss(c, steps):
        stepper(c, 0.0, steps, None)  # updates c in place (post_step_data: None)
        total = np.zeros(1)
        nm.allreduce(np.array([np.sum(c * c)]), total)
        return total[0]

    return loss


def local_block(solver, grid, data: np.ndarray) -> np.ndarray:
    """This rank's block of a field given on the whole grid (py-pde's own split)."""
    return np.array(solver.mesh.extract_subfield(ScalarField(grid, data)).data)


def check_pypde(rng) -> None:
    eq, grid, solver, sub, stepper = pde_problem()
    if SIZE > 1 and sub.data.shape[1] == SHAPE[1]:
        raise AssertionError("the grid was not split along its second axis")
    loss = make_loss(stepper)
    c0_all = rng.uniform(-0.9, 0.9, size=SHAPE)  # the same on every rank (one seed)
    v_all = rng.normal(size=SHAPE)
    c0, v = local_block(solver, grid, c0_all), local_block(solver, grid, v_all)

    # the primal against py-pde's serial solver (NumPy backend) on the whole grid
    value = loss(c0.copy(), STEPS)
    want = None
    if RANK == 0:
        ref = eq.solve(
            ScalarField(grid, c0_all), t_range=STEPS * DT, dt=DT, solver="euler",
            backend="numpy", tracker=None,
        )  # fmt: skip
        want = float(np.sum(ref.data**2))
    close("primal vs py-pde serial", value, COMM.bcast(want), 1e-12)
    ok("pypde_primal")

    h = 1e-6
    want_v = (loss(c0 + h * v, STEPS) - loss(c0 - h * v, STEPS)) / (2 * h)
    tangent = mpiad.autodiff(Forward, loss, Duplicated(c0.copy(), v.copy()), STEPS)
    close("forward vs finite differences", tangent, want_v, 1e-6)
    close("forward replicated", COMM.allreduce(tangent, op=MPI.MAX), tangent, 1e-14)
    ok("pypde_forward")

    g = mpiad.grad(loss)(c0.copy(), STEPS)
    gv = COMM.allreduce(float(np.sum(g * v)))
    close("reverse vs finite differences", gv, want_v, 1e-6)
    close("dot-product test", gv, tangent, 1e-10)
    ok("pypde_reverse")


def main() -> int:
    return run_checks([check_pypde], np.random.default_rng(2026))


if __name__ == "__main__":
    sys.exit(main())
