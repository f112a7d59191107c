"""Fortran compiled against Debian's MPICH headers runs with the mpich wheel's libmpi: the
handle values agree (MPICH's ABI), and the lowering of Fortran's MPI binding
(passes/mpi/rules/fortran.py) relies on a few facts of mpif.h checked here."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import mpiad_passes.rules  # noqa: F401 - fills the rule tables
from mpiad_passes.mpi import abi as ABI
from mpiad_passes.mpi.rules import fortran
from tests.support.fortran import require_mpif

#: the MPI standard version each library implements (Debian's MPICH 4.0, the wheel's 5.0)
VERSIONS = {"MPI_VERSION", "MPI_SUBVERSION"}
#: MPICH gives Fortran its own attribute keyvals (the C one + 1), so that it can convert the
#: attribute's value; mpiad lowers no attribute call
KEYVALS = {
    "MPI_TAG_UB", "MPI_HOST", "MPI_IO", "MPI_WTIME_IS_GLOBAL", "MPI_UNIVERSE_SIZE",
    "MPI_APPNUM", "MPI_LASTUSEDCODE", "MPI_WIN_BASE", "MPI_WIN_SIZE", "MPI_WIN_DISP_UNIT",
    "MPI_WIN_CREATE_FLAVOR", "MPI_WIN_MODEL",
}  # fmt: skip
#: string lengths: C's count the terminating NUL, Fortran's do not
LENGTHS = re.compile(r"MPI_MAX_\w+")


def c_constants(path: Path) -> dict[str, int]:
    """``#define MPI_X ((type)0x...)`` and the like: the integer constants of an mpi.h."""
    out = {}
    lit = r"\(*\s*(?:\(\s*\w+\s*\*?\s*\))?\s*\(?\s*(-?(?:0x[0-9a-fA-F]+|\d+))\s*\)*"
    for m in re.finditer(r"^#define\s+(MPI_\w+)\s+(.+)$", path.read_text(), re.M):
        expr = re.sub(r"/\*.*?\*/", "", m.group(2)).strip()
        v = re.fullmatch(lit, expr)
        if v:
            x = int(v.group(1), 0)
            out[m.group(1)] = x - 2**32 if x >= 2**31 else x
    return out


def fortran_constants(path: Path) -> dict[str, int]:
    """``PARAMETER (MPI_X=...)``: the integer constants of an mpif.h."""
    out = {}
    for m in re.finditer(r"^\s*PARAMETER\s*\((.*)\)\s*$", path.read_text(), re.I | re.M):
        for name, value in re.findall(r"(MPI_\w+)\s*=\s*\(?\s*(-?\d+)\s*\)?", m.group(1)):
            out[name.upper()] = int(value)
    return out


def wheel_header() -> Path:
    return Path(sys.prefix) / "include" / "mpi.h"


def test_debian_c_header_matches_the_wheel() -> None:
    debian = c_constants(require_mpif() / "mpi.h")
    wheel = c_constants(wheel_header())
    common = set(debian) & set(wheel)
    assert len(common) > 200
    assert "MPI_COMM_WORLD" in common and "MPI_DOUBLE_PRECISION" in common
    diff = {k: (debian[k], wheel[k]) for k in common - VERSIONS if debian[k] != wheel[k]}
    assert not diff, f"Debian's mpi.h and the mpich wheel's disagree: {diff}"


def test_mpif_h_handles_are_the_wheels() -> None:
    f = fortran_constants(require_mpif() / "mpif.h")
    c = c_constants(wheel_header())
    common = set(f) & set(c)
    assert len(common) > 200
    diff = {}
    for k in sorted(common - VERSIONS):
        if k in KEYVALS:
            assert f[k] == c[k] + 1, k
        elif LENGTHS.fullmatch(k):
            assert f[k] in (c[k], c[k] - 1), k
        elif f[k] != c[k]:
            diff[k] = (f[k], c[k])
    assert not diff, f"mpif.h and the mpich wheel's mpi.h disagree: {diff}"


def test_what_the_lowering_relies_on() -> None:
    d = require_mpif()
    f = fortran_constants(d / "mpif.h")
    real = {
        "MPI_DOUBLE_PRECISION": "double", "MPI_REAL8": "double", "MPI_REAL": "float",
        "MPI_REAL4": "float",
    }  # fmt: skip
    assert {f[k]: v for k, v in real.items()} == fortran.FORTRAN_REAL_TYPES
    assert f["MPI_STATUS_SIZE"] * 4 == ABI.MPICH.status_bytes
    assert f["MPI_ADDRESS_KIND"] == 8  # MPI_Aint: i64
    assert f["MPI_UNDEFINED"] == -32766  # runtime/fortran.c compares against MPI_UNDEFINED
    for k in ("MPI_COMM_WORLD", "MPI_SUM", "MPI_DOUBLE", "MPI_REQUEST_NULL"):
        have = ABI.MPICH.misc.get(k[4:].lower()) or ABI.MPICH.ops.get(k[4:].lower())
        have = have or ABI.MPICH.datatypes.get(k[4:].lower())
        assert f[k] == have, k
    text = (d / "mpif.h").read_text()
    # the common blocks whose addresses stand for MPI_BOTTOM, MPI_IN_PLACE, MPI_STATUS_IGNORE
    assert re.search(
        r"COMMON\s*/MPIPRIV1/\s*MPI_BOTTOM\s*,\s*MPI_IN_PLACE\s*,\s*MPI_STATUS_IGNORE", text
    )
    assert re.search(r"COMMON\s*/MPIPRIV2/\s*MPI_STATUSES_IGNORE\s*,", text)
    assert re.search(r"INTEGER\s+MPI_BOTTOM\s*,\s*MPI_IN_PLACE", text)
