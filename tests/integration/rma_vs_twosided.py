"""Two kernels that compute the same function, one communicating one-sided and one two-sided,
must have the same gradient (run under ``mpiexec -n N``): each rank differentiates both in
reverse mode, runs them on the same inputs and weights and prints ``rank R same ...``.

    python -m tests.integration.rma_vs_twosided FILE.ll FUNC_A FUNC_B SPEC   (repository root)
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
    path, fa, fb, spec = sys.argv[1:5]
    m = load_module(open(path).read(), path)
    ka, kb = Gradient(m, fa, spec), Gradient(m, fb, spec)
    ka.jit = kb.jit = compile_module(str(m), opt=2)[0]
    rng = np.random.default_rng(77 + RANK)
    xs = draw(ka.spec, rng)
    w_ret = float(rng.normal())
    w_arr = {k: rng.normal(size=n) for k, (kind, n) in enumerate(ka.spec) if kind in ARRAYS}
    ra, _ = ka.call_primal(xs)
    rb, _ = kb.call_primal(xs)
    ga = ka.call_reverse(xs, w_ret, w_arr)
    gb = kb.call_reverse(xs, w_ret, w_arr)
    err = abs(ra - rb) + sum(float(np.abs(ga[k] - gb[k]).max(initial=0)) for k in ga)
    scale = 1.0 + sum(float(np.abs(g).max(initial=0)) for g in gb.values())
    if not err <= 1e-12 * scale or not any(np.abs(g).max(initial=0) > 0 for g in gb.values()):
        raise SystemExit(f"rank {RANK}: {fa} gradient {ga} vs {fb} gradient {gb}")
    COMM.Barrier()
    sys.stdout.write(f"rank {RANK} same {fa}={ra:.6g} {fb}={rb:.6g} err={err:.2g}\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
