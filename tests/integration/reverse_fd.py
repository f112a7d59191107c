"""Reverse mode alone against central finite differences (run under ``mpiexec -n N``), for a
kernel whose forward mode refuses (so ad_check's dot-product test cannot run): sum over ranks of
<v, J^T w> == sum over ranks of w * (f(x + h v) - f(x - h v)) / 2h, w weighting each rank's
returned value (the kernel's arrays are inputs only). Prints ``rank R ok ...`` or exits nonzero.

    python -m tests.integration.reverse_fd FILE.ll FUNC SPEC   (from the repository root)
"""

from __future__ import annotations

import sys

import numpy as np

from tests.integration.ad_check import ARRAYS, COMM, RANK, Kernel, axpy, direction, draw


def main() -> int:
    K = Kernel(sys.argv[1], sys.argv[2], sys.argv[3])
    rng = np.random.default_rng(29 + 13 * RANK)
    xs, v = draw(K.spec, rng), direction(K.spec, rng)
    w = float(rng.normal())
    h = 1e-6
    rp, _ = K.call_primal(axpy(K.spec, xs, h, v))
    rm, _ = K.call_primal(axpy(K.spec, xs, -h, v))
    zero = {k: np.zeros(n) for k, (kind, n) in enumerate(K.spec) if kind in ARRAYS}
    g = K.call_reverse(xs, w, zero)
    fd = COMM.allreduce(w * (rp - rm) / (2 * h))
    adj = COMM.allreduce(sum(float(np.dot(np.atleast_1d(v[k]), np.atleast_1d(g[k]))) for k in g))
    if not abs(fd - adj) <= 1e-5 * (1 + abs(fd)):
        raise SystemExit(f"rank {RANK}: reverse {adj} vs finite differences {fd}")
    # one write: the ranks' lines must not interleave
    sys.stdout.write(f"rank {RANK} ok rev={adj:.10g} fd={fd:.10g} err={abs(fd - adj):.2e}\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
