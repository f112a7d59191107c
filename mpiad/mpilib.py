"""Locate and load the MPI implementation that mpiad JIT-compiles against.

mpiad differentiates LLVM IR that calls the MPI C API directly, and JIT-runs
that IR through llvmlite.  The JIT resolves external symbols (``MPI_Isend``
...) from libraries loaded into the process, so the MPI shared library must
be loaded *with global visibility* before any module is finalised.  We use the
MPICH build shipped by the ``mpich`` PyPI wheel (MPICH ABI: integer handles,
4-byte ``MPI_Request``), which installs into ``sys.prefix``:

* ``<prefix>/lib/libmpi.so.12``  -- the real shared object.  ``libmpi.so`` is a
  GNU ld *linker script*, which ``dlopen`` (and hence llvmlite) cannot load.
* ``<prefix>/bin/mpiexec``       -- the Hydra launcher.
* ``<prefix>/include/mpi.h``     -- handle constants for hand-written IR.

Everything is resolved from ``sys.prefix`` rather than ``PATH`` so that a
system MPI (or a pyenv shim) can never be mixed with the wheel's library,
which would break the ABI.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

__all__ = ["MPIInstallError", "prefix", "libmpi_path", "mpiexec_path", "include_dir", "load_libmpi"]

#: soname of MPICH's libmpi; the unversioned ``libmpi.so`` is a linker script.
LIBMPI_SONAME = "libmpi.so.12"

#: MPICH-ABI handle of MPI_COMM_WORLD, used to check mpi4py uses the same library.
MPICH_COMM_WORLD = 0x44000000

_loaded: Path | None = None


class MPIInstallError(RuntimeError):
    """Raised when the ``mpich`` wheel's files cannot be found."""


def prefix() -> Path:
    """Installation prefix of the ``mpich`` wheel (the interpreter's ``sys.prefix``)."""
    return Path(sys.prefix)


def _require(path: Path, what: str) -> Path:
    if not path.exists():
        raise MPIInstallError(
            f"{what} not found at {path}; mpiad expects the MPICH from the `mpich` "
            f"PyPI wheel installed into this interpreter (pip install mpich)"
        )
    return path


def libmpi_path() -> Path:
    """Path of the loadable MPI shared library (``<prefix>/lib/libmpi.so.12``)."""
    return _require(prefix() / "lib" / LIBMPI_SONAME, "MPI shared library")


def mpiexec_path() -> str:
    """Path of the wheel's ``mpiexec``; falls back to ``PATH`` only if it is absent."""
    candidate = prefix() / "bin" / "mpiexec"
    if candidate.exists():
        return str(candidate)
    found = shutil.which("mpiexec")
    if found is None:
        raise MPIInstallError(f"mpiexec not found at {candidate} nor on PATH")
    return found


def include_dir() -> Path:
    """Directory containing ``mpi.h`` of the wheel's MPICH."""
    d = prefix() / "include"
    _require(d / "mpi.h", "mpi.h")
    return d


def load_libmpi() -> Path:
    """Make MPI symbols resolvable by the llvmlite JIT and initialise MPI.

    Idempotent.  Importing :mod:`mpi4py.MPI` calls ``MPI_Init_thread`` (and
    registers ``MPI_Finalize`` at exit), so JIT-ed code may call MPI right away
    and must not call ``MPI_Init``/``MPI_Finalize`` itself.  Returns the path
    of the library that was loaded.
    """
    global _loaded
    if _loaded is not None:
        return _loaded
    import llvmlite.binding as llvm

    path = libmpi_path()
    llvm.load_library_permanently(str(path))
    from mpi4py import MPI  # side effect: MPI_Init_thread

    # JIT-ed IR hard-codes MPICH-ABI handles; make sure mpi4py did not pick a
    # different libmpi (e.g. the standard-ABI libmpi_abi.so via MPI4PY_LIBMPI).
    handle = MPI._handleof(MPI.COMM_WORLD)
    if handle != MPICH_COMM_WORLD:
        raise MPIInstallError(
            f"mpi4py's MPI_COMM_WORLD handle is {handle:#x}, expected MPICH ABI "
            f"{MPICH_COMM_WORLD:#x}; mpi4py is not using {path}"
        )
    _loaded = path
    return path
