"""One process differentiating a prange kernel with ``cache=True`` (for test_frontend.py's
test_prange_disk_cache): the forward and reverse derivatives with their loops in parallel
(``MPIAD_PRANGE=parallel``), then one JSON line with the derivatives and ``mpiad.stats()``.

    MPIAD_CACHE_DIR=... NUMBA_NUM_THREADS=2 python -m tests.integration.frontend.prange_cache_prog
"""

from __future__ import annotations

import json
import os

import numpy as np
from numba import prange

import mpiad
from mpiad import Duplicated, Forward, Reverse


@mpiad.jit(parallel=True, cache=True)
def stencil(u, v):
    for i in prange(1, u.shape[0] - 1):
        v[i] = u[i - 1] * u[i + 1] + np.sin(u[i])


def main() -> None:
    os.environ["MPIAD_PRANGE"] = "parallel"
    n = 64
    u = np.linspace(0.5, 1.5, n)
    dv = np.zeros(n)
    mpiad.autodiff(Forward, stencil, Duplicated(u, np.cos(u)), Duplicated(np.zeros(n), dv))
    gu = np.zeros(n)
    mpiad.autodiff(Reverse, stencil, Duplicated(u, gu), Duplicated(np.zeros(n), np.sin(u)))
    print(json.dumps({"tangent": dv.tolist(), "grad": gu.tolist(), "stats": mpiad.stats()}))


if __name__ == "__main__":
    main()
