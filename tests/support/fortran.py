"""Finding the Fortran toolchain the Fortran tests use: flang (Debian's ``flang-22``) and MPICH's
``mpif.h`` (Debian's ``libmpich-dev``). Tests skip without them, except under CI (``CI`` set),
where ``.ci/run`` installs both and a skip would hide a missing install step."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

#: where Debian's libmpich-dev puts mpif.h
MPIF_DIRS = ("/usr/include/x86_64-linux-gnu/mpich", "/usr/include/mpich", "/usr/lib/mpich/include")
FLANGS = ("flang-22", "flang-new-22", "flang", "flang-new")
INSTALL = "apt-get install flang-22 libmpich-dev"


def mpif_dir() -> Path | None:
    return next((Path(d) for d in MPIF_DIRS if (Path(d) / "mpif.h").exists()), None)


def flang() -> str | None:
    return next((shutil.which(n) for n in FLANGS if shutil.which(n)), None)


def _missing(what: str):
    msg = f"needs {what} ({INSTALL})"
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the Fortran tests (.ci/run installs their tools): {msg}")
    pytest.skip(msg)


def require_mpif() -> Path:
    d = mpif_dir()
    if d is None:
        _missing("MPICH's mpif.h")
    return d


def require_flang_alone() -> str:
    """flang, for tests that compile Fortran without MPI."""
    f = flang()
    if f is None:
        _missing("flang")
    return f


def require_flang() -> tuple[str, Path]:
    """(flang, the directory of mpif.h)."""
    f = flang()
    if f is None:
        _missing("flang")
    return f, require_mpif()
