"""Reverse mode alone on one kernel (run under ``mpiexec -n N``), for the refusals that forward
mode would report first: each rank runs the reverse sweep once and prints ``rank R returned``.

    python -m tests.integration.reverse_only FILE.ll FUNC SPEC   (from the repository root)
"""

from __future__ import annotations

import sys

import numpy as np

from tests.integration.ad_check import ARRAYS, COMM, RANK, Kernel, draw


def main() -> int:
    K = Kernel(sys.argv[1], sys.argv[2], sys.argv[3])
    rng = np.random.default_rng(11 + RANK)
    xs = draw(K.spec, rng)
    w_arr = {k: rng.normal(size=n) for k, (kind, n) in enumerate(K.spec) if kind in ARRAYS}
    K.call_reverse(xs, 1.0, w_arr)
    COMM.Barrier()
    print(f"rank {RANK} returned", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
