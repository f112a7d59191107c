"""Numba's LAPACK helpers (``np.linalg.solve``, ``inv``, ``det``, ``svd``, ``eig``, ``norm`` ...):
no derivative yet, so a call that receives active data is refused by name, with the NumPy
functions it implements and what to do instead. (Without this unit the refusal would be the
generic "external function has no derivative rule", which says nothing to a NumPy user.)
"""

from __future__ import annotations

from ...errors import UnsupportedError
from ...ir.instructions import describe
from ..protocol import Rule
from ..registry import register_call

#: Numba helper -> the np.linalg functions that call it
HELPERS = {
    "numba_xgesv": "solve",
    "numba_xxgetrf": "inv, det or slogdet",
    "numba_ez_xxgetri": "inv",
    "numba_ez_gesdd": "svd, pinv, matrix_rank, cond or norm",
    "numba_ez_gelsd": "lstsq",
    "numba_ez_geqrf": "qr",
    "numba_ez_xxgqr": "qr",
    "numba_ez_rgeev": "eig or eigvals",
    "numba_ez_cgeev": "eig or eigvals",
    "numba_ez_xxxevd": "eigh or eigvalsh",
    "numba_xxpotrf": "cholesky",
    "numba_xxnrm2": "norm",
}


@register_call(*HELPERS)
class Lapack(Rule):
    """The drivers call these only when the call receives active data."""

    def refuse(self, g, inst) -> None:
        raise UnsupportedError(
            f"in @{g.src.name}: np.linalg.{HELPERS[self.name]} ({self.name}, {describe(inst)}) "
            "has no derivative in mpiad: only np.dot and @ are differentiated; write it with "
            "loops and dot products, or pass the matrix Const if it is not differentiated"
        )

    forward = augmented = reverse = refuse
