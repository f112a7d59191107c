"""A distributed upwind advection solver written as real Numba libraries are, differentiated.

The periodic domain [0, 1) is split across the ranks. The solver's state lives in namedtuples
(``Fields``: the field ``psi``; ``Scratch``: a buffer that helpers hand out chunks of), its
stepping function is built by a closure factory (``make_stepper(courant)``), and the halo exchange
calls ``send``/``recv`` inside helper functions, on scratch chunks returned by a helper
(``chunk``): numba-mpi's functions with ``--numba-mpi``, else mpiad.mpi's (the same names and
arguments, lowered to named MPI calls, so the kernels are cached on disk). The output is the
global mean of psi^2 after ``nt`` steps (an allreduce), the same on every rank; mpiad gives its
sensitivity to the initial field ``psi0``.


    mpiexec -n 2 python examples/advection_mpi.py [--numba-mpi]                # checks
    mpiexec -n 2 python examples/advection_mpi.py [--numba-mpi] --bench [N NT] # timings

Checks, at any number of ranks: forward mode against central finite differences, reverse mode
against forward mode by the dot-product test (``<grad, v> = dJ.v`` summed over the ranks), and
the field computed on P ranks bitwise equal to the same global problem solved serially (NumPy,
the same operations in the same order, on the gathered initial field).
"""

import sys
import time
from collections import namedtuple

import numba
import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi

if "--numba-mpi" in sys.argv:  # the numba-mpi package itself (code that calls MPI through
    import numba_mpi as nm  # function pointers: compiled in memory in each process)
else:  # mpiad.mpi: numba-mpi's names and argument order, as named MPI calls (disk-cacheable)
    nm = mpiad.mpi
CACHE = nm is mpiad.mpi

Fields = namedtuple("Fields", ["psi"])
Scratch = namedtuple("Scratch", ["buffer"])


@numba.njit
def chunk(buffer, n, index):
    """Scratch chunk ``index`` of length ``n`` (how solvers share one preallocated buffer)."""
    return buffer[index * n : (index + 1) * n]


@numba.njit
def send_last(psi, scratch, right):
    out = chunk(scratch.buffer, 1, 0)
    out[0] = psi[psi.size - 1]
    nm.send(out, right, 7)


@numba.njit
def recv_ghost(scratch, left):
    into = chunk(scratch.buffer, 1, 1)
    nm.recv(into, left, 7)
    return into[0]


@numba.njit
def exchange(fields, scratch):
    """The value left of this rank's first cell (the left neighbour's last cell). Even ranks
    send first, odd ranks receive first: blocking send/recv without a deadlock."""
    rank, size = nm.rank(), nm.size()
    psi = fields.psi
    if size == 1:
        return psi[psi.size - 1]
    right, left = (rank + 1) % size, (rank - 1) % size
    if rank % 2 == 0:
        send_last(psi, scratch, right)
        return recv_ghost(scratch, left)
    ghost = recv_ghost(scratch, left)
    send_last(psi, scratch, right)
    return ghost


def make_stepper(courant):
    """A jitted upwind step for Courant number ``courant`` (velocity > 0), built by a closure:
    psi_i <- psi_i - C (psi_i - psi_{i-1})."""

    @numba.njit
    def step(fields, scratch, work):
        psi = fields.psi
        ghost = exchange(fields, scratch)
        prev = ghost
        for i in range(psi.size):
            work[i] = psi[i] - courant * (psi[i] - prev)
            prev = psi[i]
        for i in range(psi.size):
            psi[i] = work[i]

    return step


step = make_stepper(0.4)


@mpiad.jit(cache=CACHE)
def advance(psi, scratch, nt):
    """``nt`` steps of the solver, in place."""
    fields = Fields(psi)
    work = np.empty(psi.size)
    for _ in range(nt):
        step(fields, scratch, work)


@mpiad.jit(cache=CACHE)
def mean_square(psi0, scratch, nt, comm):
    """Mean of psi^2 over the global domain after ``nt`` steps from ``psi0`` (not modified)."""
    fields = Fields(psi0.copy())
    work = np.empty(psi0.size)
    for _ in range(nt):
        step(fields, scratch, work)
    local = 0.0
    for i in range(psi0.size):
        local += fields.psi[i] * fields.psi[i]
    total = np.zeros(1)
    nm.allreduce(np.array([local]), total, nm.Operator.SUM)
    return total[0] / (psi0.size * nm.size())


def serial_reference(psi_global, nt, courant=0.4):
    """The same scheme on the whole domain with NumPy, in the same order of operations."""
    psi = psi_global.copy()
    for _ in range(nt):
        prev = np.roll(psi, 1)
        psi = psi - courant * (psi - prev)
    return psi


def initial(n, comm):
    x = (comm.rank * n + np.arange(n) + 0.5) / (n * comm.size)
    return np.exp(-100.0 * (x - 0.3) ** 2) + 0.1 * np.sin(2 * np.pi * x)


def check(comm, n=16, nt=10) -> bool:
    rank, size = comm.rank, comm.size
    psi0 = initial(n, comm)
    scratch = Scratch(np.zeros(2))
    dscratch = Scratch(np.zeros(2))
    v = np.random.default_rng(3 + rank).normal(size=n)
    t0 = time.perf_counter()
    J = mean_square(psi0, scratch, nt, comm)
    t_primal_first = time.perf_counter() - t0
    # 1. the field on P ranks == the serial scheme on the gathered field, bitwise, per cell
    ref = serial_reference(np.concatenate(comm.allgather(psi0)), nt)
    psi = psi0.copy()
    advance(psi, scratch, nt)
    ok_bitwise = np.array_equal(psi, ref[rank * n : (rank + 1) * n])
    # 2. forward mode vs central finite differences
    t0 = time.perf_counter()
    dJ = mpiad.autodiff(
        mpiad.Forward,
        mean_square,
        mpiad.Duplicated(psi0, v),
        mpiad.Duplicated(scratch, dscratch),
        nt,
        comm,
    )
    t_fwd_first = time.perf_counter() - t0
    h = 1e-6
    fd = (
        mean_square(psi0 + h * v, scratch, nt, comm) - mean_square(psi0 - h * v, scratch, nt, comm)
    ) / (2 * h)
    ok_fwd = abs(dJ - fd) <= 1e-6 * (1 + abs(fd))
    # 3. reverse mode (J is the same on every rank: grad counts it once) vs forward mode
    t0 = time.perf_counter()
    g = np.zeros(n)
    mpiad.autodiff(
        mpiad.Reverse,
        mean_square,
        mpiad.Duplicated(psi0, g),
        mpiad.Duplicated(scratch, Scratch(np.zeros(2))),
        nt,
        comm,
        dret=1.0 / size,
    )
    t_rev_first = time.perf_counter() - t0
    dot = comm.allreduce(float(g @ v))
    ok_dot = abs(dot - dJ) <= 1e-10 * (1 + abs(dJ))
    ok = comm.allreduce(int(not (ok_bitwise and ok_fwd and ok_dot))) == 0
    if rank == 0:
        print(f"advection_mpi: {size} rank(s), J = {J:.12f}")
        print(f"advection_mpi: primal equals the serial scheme bitwise  {_ok(ok_bitwise)}")
        print(f"advection_mpi: forward dJ.v = {dJ:.10f}, FD {fd:.10f}  {_ok(ok_fwd)}")
        print(f"advection_mpi: reverse <grad, v> = {dot:.10f} (dot-product test)  {_ok(ok_dot)}")
        print(
            f"advection_mpi: first calls (compile): primal {t_primal_first:.1f}s, forward "
            f"{t_fwd_first:.1f}s, reverse {t_rev_first:.1f}s"
        )
        print("advection_mpi: all checks passed" if ok else "advection_mpi: FAILED")
    return ok


def _ok(flag: bool) -> str:
    return "ok" if flag else "MISMATCH"


def bench(comm, n=20000, nt=100, reps=5) -> None:
    psi0 = initial(n, comm)
    scratch, ds = Scratch(np.zeros(2)), Scratch(np.zeros(2))
    v, g = np.ones(n), np.zeros(n)

    def timed(f):
        comm.Barrier()
        t = time.perf_counter()
        f()
        comm.Barrier()
        return time.perf_counter() - t

    prim = lambda: mean_square(psi0, scratch, nt, comm)  # noqa: E731
    fwd = lambda: mpiad.autodiff(  # noqa: E731
        mpiad.Forward, mean_square, mpiad.Duplicated(psi0, v), mpiad.Duplicated(scratch, ds),
        nt, comm,
    )  # fmt: skip
    rev = lambda: mpiad.autodiff(  # noqa: E731
        mpiad.Reverse, mean_square, mpiad.Duplicated(psi0, g), mpiad.Duplicated(scratch, ds),
        nt, comm,
    )  # fmt: skip
    first = {k: timed(f) for k, f in (("primal", prim), ("forward", fwd), ("reverse", rev))}
    med = {
        k: float(np.median([timed(f) for _ in range(reps)]))
        for k, f in (("primal", prim), ("forward", fwd), ("reverse", rev))
    }
    if comm.rank == 0:
        print(
            f"advection_mpi bench: {comm.size} ranks, {n} cells/rank, {nt} steps; first calls "
            f"{', '.join(f'{k} {t:.1f}s' for k, t in first.items())}; medians primal "
            f"{1e3 * med['primal']:.2f} ms, forward/primal {med['forward'] / med['primal']:.2f}, "
            f"reverse/primal {med['reverse'] / med['primal']:.2f}"
        )


if __name__ == "__main__":
    comm = MPI.COMM_WORLD
    if "--bench" in sys.argv:
        rest = [int(a) for a in sys.argv[sys.argv.index("--bench") + 1 :] if a.isdigit()]
        bench(comm, *rest)
    else:
        sys.exit(0 if check(comm) else 1)
