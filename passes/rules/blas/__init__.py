"""BLAS calls as Numba emits them for ``np.dot`` and ``@`` (``numba_xxdot``, ``numba_xxgemv``,
``numba_xxgemm`` from Numba's ``_helperlib``, which call SciPy's Cython BLAS).

Their derivatives are BLAS calls too, made through the same helpers: a tangent is a product of
tangents and primals, an adjoint a product with the other transpose flag (the outer product of
a matrix adjoint is a ``gemm`` with an inner size of one). One unit per helper; ``common`` holds
what they share (element kinds, constant operands, the inputs the reverse sweep needs).
"""

from __future__ import annotations

from .._loader import load_units

load_units(__name__, __path__)
