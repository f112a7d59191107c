"""mpiad: automatic differentiation of MPI programs at the level of LLVM IR.

    import mpiad, mpiad.mpi as mpi
    from mpi4py import MPI

    @mpiad.jit
    def energy(u, comm):               # a Numba kernel calling MPI through mpiad.mpi
        ...

    du = np.zeros_like(u)
    mpiad.autodiff(mpiad.Reverse, energy, mpiad.Duplicated(u, du), mpiad.Const(MPI.COMM_WORLD))

The user-facing names are loaded on first use, so that ``mpiad.cli`` (the ``mpiad-opt`` tool)
imports neither Numba nor MPI.
"""

__version__ = "0.1.0"

_LAZY = {
    # modes and activities
    "Forward": "activity",
    "Reverse": "activity",
    "ForwardWithPrimal": "activity",
    "ReverseWithPrimal": "activity",
    "Duplicated": "activity",
    "DuplicatedNoNeed": "activity",
    "BatchDuplicated": "activity",
    "BatchDuplicatedNoNeed": "activity",
    "Const": "activity",
    "Active": "activity",
    "Mode": "activity",
    # entry points
    "jit": "kernel",
    "JitFunction": "kernel",
    "MpiadError": "kernel",
    "PassWarning": "kernel",
    "STATS": "counters",
    "autodiff": "api",
    "grad": "api",
    "value_and_grad": "api",
    "jvp": "api",
    "hvp": "second_order",
    "grad_and_hvp": "second_order",
    "hessian": "second_order",
    "register_op_derivative": "api",
    # what an exception in an mpiad call does under MPI: raise (default) or MPI_Abort at once
    "on_error": "faults",
    "zeros_tree": "api",
    "checkpointed": "checkpoint",
    "checkpointed_while": "checkpoint",
}

__all__ = sorted(_LAZY) + ["mpi", "stats"]

# an exception nobody handles on one rank of several ends the job (MPI_Abort) instead of leaving
# the other ranks waiting, as under `python -m mpi4py` (mpiad/faults.py; stdlib only: cheap)
from .counters import STATS as _STATS  # noqa: E402 - collections.Counter only: cheap
from .faults import install_excepthook as _install_excepthook  # noqa: E402

_install_excepthook()


def __getattr__(name):
    import importlib

    mod = _LAZY.get(name)
    if mod is None:
        if name == "mpi":  # not `from . import mpi`: that asks this hook again
            return importlib.import_module(f"{__name__}.mpi")
        raise AttributeError(f"module 'mpiad' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{mod}"), name)
    globals()[name] = value
    if mod == "kernel":
        # Numba types `mpiad.checkpointed` and `mpiad.checkpointed_while` inside kernels from
        # this module's namespace, which does not ask this hook: put them there once kernels
        # can exist
        globals().setdefault("checkpointed", __getattr__("checkpointed"))
        globals().setdefault("checkpointed_while", __getattr__("checkpointed_while"))
    return value


def stats() -> dict:
    """Counts of expensive steps so far: numba_compiles, derivatives (pass runs),
    llvm_compiles, disk_hits, disk_writes; prange_parallel_picked / prange_serial_picked:
    which derivative of a prange kernel the first timed calls picked (mpiad.parallel.Choice)."""
    return dict(_STATS)


def __dir__():
    return __all__
