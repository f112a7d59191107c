"""Counts the MPI messages of a kernel's primal and of its forward mode, fused and not (run under
``mpiexec -n N`` with the PMPI counting shim, bench/pmpi_count.c, in LD_PRELOAD).

    python -m tests.integration.count_msgs FILE.ll FUNC SPEC [FILE.ll FUNC SPEC ...]

SPEC as in ad_check.py. For every kernel: one JIT copy of its forward derivatives (width 1 and 3)
whose runtime latched MPIAD_FUSE=1, one with MPIAD_FUSE=0; then counts, summed over the ranks,
the point-to-point sends and collective calls of one primal call and of one forward call of each
copy, and checks that both copies give the same tangents. Rank 0 prints one line per kernel:
``COUNT {json}``.
"""

from __future__ import annotations

import ctypes
import json
import os
import sys
from functools import partial
from pathlib import Path

import numpy as np

from mpiad.engine import compile_module
from tests.integration import ad_check as A  # (loads libmpi, imports mpi4py)
from tests.integration.ad_check import COMM, RANK, D, load_module, parse_spec

_self = ctypes.CDLL(None)
if not hasattr(_self, "pmpi_count_read"):
    raise SystemExit("the PMPI counting shim is not in LD_PRELOAD")


def counts() -> np.ndarray:
    out = (ctypes.c_longlong * 4)()
    _self.pmpi_count_read(out)
    tot = np.empty(4, dtype=np.int64)
    COMM.Allreduce(np.array(list(out), dtype=np.int64), tot)
    return tot  # p2p messages, p2p bytes, collective calls, collective bytes


def counted(fn):
    COMM.Barrier()
    _self.pmpi_count_reset()
    res = fn()
    c = counts()
    COMM.Barrier()
    return res, c


class FwdKernel(A.Kernel):
    """ad_check's Kernel with forward derivatives only, from a module already differentiated."""

    def __init__(self, text: str, fn: str, spec: str, fwd: str, fwd3: str, returns: bool):
        self.spec = parse_spec(spec)
        self.fn, self.fwd, self.fwd3, self.returns = fn, fwd, fwd3, returns
        self.jit, _ = compile_module(text, opt=2)


def main() -> int:
    argv = sys.argv[1:]
    for i in range(0, len(argv), 3):
        path, fn, spec = argv[i : i + 3]
        sp = parse_spec(spec)
        acts = ["dup" if k in ("s", "a") else "const" for k, _ in sp]
        m = load_module(Path(path).read_text(), path)
        fwd = D.forward(m, fn, acts).name
        fwd3 = D.forward(m, fn, acts, width=3).name
        text, returns = str(m), m.functions[fn].ret.is_float
        rng = np.random.default_rng(99 + RANK)
        xs = A.draw(sp, rng)
        vs = [A.direction(sp, rng) for _ in range(3)]
        ks, res = {}, {}
        for fuse in ("1", "0"):
            os.environ["MPIAD_FUSE"] = fuse
            ks[fuse] = FwdKernel(text, fn, spec, fwd, fwd3, returns)
            ks[fuse].call_forward(xs, vs[:1])  # the runtime reads MPIAD_FUSE now
        os.environ.pop("MPIAD_FUSE")
        out = {"fn": fn}
        _, out["primal"] = counted(partial(ks["1"].call_primal, xs))
        for fuse, name in (("1", "fused"), ("0", "unfused")):
            k = ks[fuse]
            res[fuse], out[name] = counted(partial(k.call_forward, xs, vs[:1]))
            res[fuse + "w3"], out[name + "_w3"] = counted(partial(k.call_forward, xs, vs, 3))
        err = 0.0
        for a, b in (("1", "0"), ("1w3", "0w3")):
            for (ra, aa), (rb, ab) in zip(res[a], res[b]):
                err = max(err, abs(ra - rb) / (1 + abs(rb)))
                for k in aa:
                    err = max(
                        err,
                        float(
                            np.abs(aa[k] - ab[k]).max(initial=0)
                            / (1 + np.abs(ab[k]).max(initial=0))
                        ),
                    )
        out["tangent_diff"] = COMM.allreduce(err, op=A.MPI.MAX)
        if RANK == 0:
            print(
                "COUNT "
                + json.dumps(
                    {k: (v.tolist() if isinstance(v, np.ndarray) else v) for k, v in out.items()}
                ),
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
