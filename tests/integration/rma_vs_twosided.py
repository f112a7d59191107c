"""Kernels that compute the same function with their messages moved differently (one-sided,
two-sided, a persistent collective) must have the same gradient (run under ``mpiexec -n N``):
each rank differentiates each in reverse mode, runs them on the same inputs and weights, compares
every one with the first and prints ``rank R same ...``.

    python -m tests.integration.rma_vs_twosided FILE.ll FUNC_A FUNC_B [FUNC ...] SPEC
"""

from __future__ import annotations

import sys

import numpy as np

from mpiad.engine import compile_module
from mpiad_passes import differentiate as D
from mpiad_passes.llvm_check import load_module
from tests.integration.ad_check import ARRAYS, COMM, RANK, Kernel, draw, parse_spec


class Gradient(Kernel):
    """ad_check's kernel with its reverse mode only (the suite's time)."""

    def __init__(self, module, fn: str, spec: str) -> None:
        self.spec, self.fn = parse_spec(spec), fn
        acts = ["out" if k == "s" else "dup" if k in ARRAYS else "const" for k, _ in self.spec]
        self.rev = D.reverse(module, fn, acts).name
        self.returns = module.functions[fn].ret.is_float


def main() -> int:
    path, fns, spec = sys.argv[1], sys.argv[2:-1], sys.argv[-1]
    m = load_module(open(path).read(), path)
    ks = [Gradient(m, fn, spec) for fn in fns]
    jit = compile_module(str(m), opt=2)[0]
    for k in ks:
        k.jit = jit
    rng = np.random.default_rng(77 + RANK)
    xs = draw(ks[0].spec, rng)
    w_ret = float(rng.normal())
    w_arr = {k: rng.normal(size=n) for k, (kind, n) in enumerate(ks[0].spec) if kind in ARRAYS}
    rs = [k.call_primal(xs)[0] for k in ks]
    gs = [k.call_reverse(xs, w_ret, w_arr) for k in ks]
    ga, ra = gs[0], rs[0]
    if not any(np.abs(g).max(initial=0) > 0 for g in ga.values()):
        raise SystemExit(f"rank {RANK}: {fns[0]} has a zero gradient (nothing compared)")
    scale = 1.0 + sum(float(np.abs(g).max(initial=0)) for g in ga.values())
    for fb, rb, gb in zip(fns[1:], rs[1:], gs[1:]):
        err = abs(ra - rb) + sum(float(np.abs(ga[k] - gb[k]).max(initial=0)) for k in ga)
        if not err <= 1e-12 * scale:
            raise SystemExit(f"rank {RANK}: {fns[0]} gradient {ga} vs {fb} gradient {gb}")
    COMM.Barrier()
    same = " ".join(f"{fn}={r:.6g}" for fn, r in zip(fns, rs))
    sys.stdout.write(f"rank {RANK} same {same}\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
