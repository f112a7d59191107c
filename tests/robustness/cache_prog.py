"""One process using the disk cache (for test_cache_faults.py).

    python -m tests.robustness.cache_prog KERNEL.py     (from the repository root)

KERNEL.py defines ``kernel(x)`` and ``other(x)`` with ``@mpiad.jit(cache=True)``. Both are
differentiated (forward and reverse) and called; one JSON line gives the results, mpiad's stats
and the texts of the CacheWarnings raised. ``CACHE_PROG_FSIZE=N``: once MPI is up, files may not
grow past N bytes (a full disk, for the cache's writes).
"""

from __future__ import annotations

import importlib.util
import json
import os
import resource
import signal
import sys
import warnings

import numpy as np

import mpiad
import mpiad.mpi  # MPI is initialised before the file size limit
from mpiad.cache import CacheWarning


def main(path: str) -> None:
    limit = os.environ.get("CACHE_PROG_FSIZE")
    if limit:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit: EFBIG
        resource.setrlimit(resource.RLIMIT_FSIZE, (int(limit), int(limit)))
    spec = importlib.util.spec_from_file_location("cache_kernel", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    x = np.linspace(0.1, 1.0, 6)
    out = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for name in ("kernel", "other"):
            f = getattr(mod, name)
            t = mpiad.autodiff(mpiad.Forward, f, mpiad.Duplicated(x, np.ones(6)))
            g = np.zeros(6)
            mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(x, g))
            out[name] = {"primal": f(x), "tangent": t, "grad": g.tolist()}
    out["stats"] = mpiad.stats()
    out["warnings"] = [str(w.message) for w in caught if issubclass(w.category, CacheWarning)]
    sys.stdout.write(json.dumps(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
