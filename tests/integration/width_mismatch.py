"""Ranks that differentiate one kernel with different widths (run under ``mpiexec -n N``).

    python -m tests.integration.width_mismatch FILE.ll FUNC SPEC   (from the repository root)

The last rank runs the vector forward derivative with 3 tangents, the others the scalar one: a
fused message then has another length than the receiver expects, and the runtime must stop with
its message (never unpack a primal as tangents, never hang). Exits 0 only if the call returned.
"""

from __future__ import annotations

import sys

import numpy as np

from tests.integration.ad_check import COMM, RANK, SIZE, Kernel, direction, draw


def main() -> int:
    K = Kernel(sys.argv[1], sys.argv[2], sys.argv[3])
    rng = np.random.default_rng(7 + RANK)
    xs = draw(K.spec, rng)
    width = 3 if RANK == SIZE - 1 else 1
    K.call_forward(xs, [direction(K.spec, rng) for _ in range(width)], width=width)
    COMM.Barrier()
    print(f"rank {RANK} returned", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
