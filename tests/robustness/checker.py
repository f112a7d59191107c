"""Differential checker of generated programs (tests/support/progen.py), many per process.

    python -m tests.robustness.checker --seeds 0:50 [--mpi] [--timeout 60]
    mpiexec -n 2 python -m tests.robustness.checker --seeds 0:50 --mpi
(from the repository root)

For each seed the program is generated, differentiated by mpiad (forward W=1, forward W=2,
reverse), JIT-compiled by llvmlite and checked, on every rank with inputs drawn from the
generator's domain (different on each rank):

  fd       the forward tangent of the map (active scalars, active arrays) -> (returned double,
           final active arrays) along a random direction v equals central finite differences of
           the primal (collective primal runs) for at least one step h in 1e-5, 1e-6, 1e-7;
  dot      sum over ranks of <J v, w> equals sum over ranks of <v, J^T w> (J^T w from the
           reverse gradient, w random weights for the result and every active array);
  vector   every lane of the width-W tangent (W = 2..4, per seed) equals a scalar run;
  primal   forward and reverse calls leave the primal's effects in the active arrays.

A program whose finite differences disagree among the steps (none matching the tangent) is
reported ILL (numerically ill-conditioned, not a verdict on mpiad). Output, one line per seed on
rank 0 after ``START <seed>`` lines (flushed, so a crash or hang names its seed)::

    RESULT <seed> OK|FAIL|ILL|ERROR <message>

ERROR is an mpiad exception while differentiating (an error message instead of a derivative).
A per-program watchdog (faulthandler) kills a rank stuck longer than --timeout seconds.
"""

from __future__ import annotations

import argparse
import ctypes
import faulthandler
import os
import sys
import traceback
from pathlib import Path

import numpy as np

from tests.support.progen import DOMAIN, Program, from_text, generate

COMM = None
RANK, SIZE = 0, 1
HANDLE = 0x44000000
HS = (1e-5, 1e-6, 1e-7)
WRAP = "__progen_rev_wrap"


def init_jit_env() -> None:
    """Let the in-process JIT resolve libgcc helpers (``__powidf2``: llvm.powi at -O0).

    Without it MCJIT resolves an unknown external to address 0 and the program jumps there.
    """
    import ctypes.util

    import llvmlite.binding as llvm

    lib = ctypes.util.find_library("gcc_s")
    if lib:
        llvm.load_library_permanently(lib)


def init_mpi() -> None:
    global COMM, RANK, SIZE, HANDLE
    from mpiad.mpilib import load_libmpi

    load_libmpi()
    from mpi4py import MPI

    COMM = MPI.COMM_WORLD
    RANK, SIZE = COMM.Get_rank(), COMM.Get_size()
    HANDLE = MPI._handleof(COMM)


def allsum(x: float) -> float:
    return x if COMM is None else COMM.allreduce(x)


def sabotage(what: str) -> None:
    """Negative control: break one derivative rule in this process (never on disk)."""
    import mpiad_passes.rules  # noqa: F401
    from mpiad_passes.rules import registry as R

    if what == "sin":  # d sin = -sin instead of cos
        R.CALL_RULES["llvm.sin"] = R.CALL_RULES["llvm.cos"]
    elif what == "fdiv":  # a / b differentiated as a * b
        R.OPCODE_RULES["fdiv"] = R.OPCODE_RULES["fmul"]
    elif what:
        raise SystemExit(f"unknown sabotage {what!r}")


class Built:
    """The program differentiated and JIT-compiled."""

    def __init__(self, prog: Program):
        import mpiad_passes.rules  # noqa: F401
        from mpiad.engine import compile_module
        from mpiad_passes import differentiate as D
        from mpiad_passes.llvm_check import load_module

        self.p = prog
        m = load_module(prog.text, f"progen-{prog.seed}", isolate=False)
        self.fwd = D.forward(m, prog.fn, prog.activities("forward")).name
        self.fwd2 = D.forward(m, prog.fn, prog.activities("forward"), width=prog.width).name
        rev = D.reverse(m, prog.fn, prog.activities("reverse"))
        self.rev = rev.name
        self.n_out = sum(p.kind == "s" for p in prog.params)
        text = str(m)
        if self.n_out > 1:
            text += self.wrapper(rev)
        self.jit, _ = compile_module(text, opt=prog.opt)

    def wrapper(self, rev) -> str:
        """void WRAP(args..., ptr out): stores the fields of diffe's struct result."""
        ps = [f"{p.type} %w{k}" for k, p in enumerate(rev.params)]
        body = [f"  %r = call {rev.ret} @{rev.name}({', '.join(ps)})"]
        for k in range(self.n_out):
            body.append(f"  %e{k} = extractvalue {rev.ret} %r, {k}")
            body.append(f"  %q{k} = getelementptr double, ptr %out, i64 {k}")
            body.append(f"  store double %e{k}, ptr %q{k}")
        return (
            f"\ndefine void @{WRAP}({', '.join(ps + ['ptr %out'])}) {{\n"
            + "\n".join(body)
            + "\n  ret void\n}\n"
        )

    # -- calls -----------------------------------------------------------------------------
    def _const_arg(self, p, x, args, types, keep):
        if p.kind == "k":
            args.append(x)
            types.append(ctypes.c_double)
        elif p.kind == "c":
            arr = np.array(x)
            keep.append(arr)
            args.append(arr.ctypes.data)
            types.append(ctypes.c_void_p)
        elif p.kind == "i":
            args.append(p.n)
            types.append(ctypes.c_int32)
        elif p.kind == "comm":
            args.append(HANDLE)
            types.append(ctypes.c_int32)

    def primal(self, xs):
        args, types, keep, outs = [], [], [], {}
        for k, (p, x) in enumerate(zip(self.p.params, xs)):
            if p.kind == "s":
                args.append(x)
                types.append(ctypes.c_double)
            elif p.kind == "a":
                arr = np.array(x)
                outs[k] = arr
                args.append(arr.ctypes.data)
                types.append(ctypes.c_void_p)
            else:
                self._const_arg(p, x, args, types, keep)
        f = self.jit.fn(self.p.fn, ctypes.c_double if self.p.returns else None, *types)
        r = f(*args)
        return self.flat(r if self.p.returns else None, outs)

    def flat(self, ret, arrs: dict) -> np.ndarray:
        parts = [np.array([ret])] if self.p.returns else []
        parts += [arrs[k] for k in sorted(arrs)]
        return np.concatenate(parts) if parts else np.zeros(0)

    def forward(self, xs, vs: list, width: int = 1):
        """Returns (tangent lanes as flat vectors, flat primal outputs of the active arrays)."""
        args, types, keep, prim, shadows = [], [], [], {}, {}
        for k, (p, x) in enumerate(zip(self.p.params, xs)):
            if p.kind == "s":
                args.append(x)
                types.append(ctypes.c_double)
                for v in vs:
                    args.append(v[k])
                    types.append(ctypes.c_double)
            elif p.kind == "a":
                arr = np.array(x)
                prim[k] = arr
                args.append(arr.ctypes.data)
                types.append(ctypes.c_void_p)
                for lane, v in enumerate(vs):
                    d = np.array(v[k])
                    shadows[(k, lane)] = d
                    args.append(d.ctypes.data)
                    types.append(ctypes.c_void_p)
            else:
                self._const_arg(p, x, args, types, keep)
        dret = None
        if width > 1 and self.p.returns:
            dret = np.full(width, np.nan)
            args.append(dret.ctypes.data)
            types.append(ctypes.c_void_p)
        rt = ctypes.c_double if (self.p.returns and width == 1) else None
        r = self.jit.fn(self.fwd if width == 1 else self.fwd2, rt, *types)(*args)
        lanes = []
        for lane in range(width):
            t = (r if width == 1 else dret[lane]) if self.p.returns else None
            lanes.append(self.flat(t, {k: shadows[(k, lane)] for k in prim}))
        return lanes, cat(prim)

    def reverse(self, xs, w_ret, w_arr: dict):
        """Returns (gradient as {param index: value or array}, flat primal arrays after)."""
        args, types, keep, prim, shadows = [], [], [], {}, {}
        for k, (p, x) in enumerate(zip(self.p.params, xs)):
            if p.kind == "s":
                args.append(x)
                types.append(ctypes.c_double)
            elif p.kind == "a":
                arr = np.array(x)
                prim[k] = arr
                args.append(arr.ctypes.data)
                types.append(ctypes.c_void_p)
                d = np.array(w_arr[k])
                shadows[k] = d
                args.append(d.ctypes.data)
                types.append(ctypes.c_void_p)
            else:
                self._const_arg(p, x, args, types, keep)
        if self.p.returns:
            args.append(w_ret)
            types.append(ctypes.c_double)
        outs = [k for k, p in enumerate(self.p.params) if p.kind == "s"]
        grads = dict(shadows)
        if self.n_out > 1:
            res = np.full(self.n_out, np.nan)
            args.append(res.ctypes.data)
            types.append(ctypes.c_void_p)
            self.jit.fn(WRAP, None, *types)(*args)
            grads.update({k: res[j] for j, k in enumerate(outs)})
        else:
            rt = ctypes.c_double if self.n_out == 1 else None
            r = self.jit.fn(self.rev, rt, *types)(*args)
            if self.n_out == 1:
                grads[outs[0]] = r
        return grads, cat(prim)


def cat(arrs: dict) -> np.ndarray:
    return np.concatenate([arrs[k] for k in sorted(arrs)] or [np.zeros(0)])


def draw(prog: Program, rng) -> list:
    xs = []
    for p in prog.params:
        if p.kind in ("s", "k"):
            xs.append(float(rng.uniform(*DOMAIN)))
        elif p.kind in ("a", "c"):
            xs.append(rng.uniform(*DOMAIN, size=p.n))
        else:
            xs.append(None)
    return xs


def direction(prog: Program, rng) -> list:
    out = []
    for p in prog.params:
        if p.kind == "s":
            out.append(float(rng.uniform(-1, 1)))
        elif p.kind == "a":
            out.append(rng.uniform(-1, 1, size=p.n))
        else:
            out.append(None)
    return out


def axpy(prog, xs, h, v):
    return [x + h * d if p.kind in ("s", "a") else x for p, x, d in zip(prog.params, xs, v)]


def arrays_only(prog, flat_out):
    """Strip the returned value from a flat output vector (to compare array contents)."""
    return flat_out[1:] if prog.returns else flat_out


def check(prog: Program) -> tuple[str, str]:
    """(status, message) of one program on this rank. Collective under MPI."""
    from mpiad_passes.errors import MpiadError

    try:
        b = Built(prog)
    except MpiadError as e:
        return "ERROR", f"{type(e).__name__}: {e}"
    rng = np.random.default_rng([prog.seed, RANK, 7])
    xs = draw(prog, rng)
    v = direction(prog, rng)
    problems = []
    y0 = b.primal(xs)
    if not np.all(np.isfinite(y0)):
        problems.append(f"primal not finite: {y0}")
    (t,), prim_f = b.forward(xs, [v])
    if not np.allclose(prim_f, arrays_only(prog, y0), rtol=1e-12, atol=1e-12):
        problems.append(
            f"forward call leaves arrays {prim_f}, primal gives {arrays_only(prog, y0)}"
        )
    fds = []
    for h in HS:  # every rank makes the same collective primal runs
        fds.append((b.primal(axpy(prog, xs, h, v)) - b.primal(axpy(prog, xs, -h, v))) / (2 * h))
    scale = 1.0 + max((float(np.abs(f).max(initial=0)) for f in fds), default=0)
    errs = [float(np.abs(t - f).max(initial=0)) / scale for f in fds]
    status = "OK"
    if not min(errs) <= 1e-5 or not np.all(np.isfinite(t)):
        spread = max(float(np.abs(fds[0] - f).max(initial=0)) for f in fds) / scale
        if spread > 1e-4 or not all(np.all(np.isfinite(f)) for f in fds):
            status = "ILL"
            problems.append(f"finite differences disagree among steps (spread {spread:.2g})")
        else:
            problems.append(
                f"forward tangent {t} vs finite differences {fds[1]} "
                f"(relative error {min(errs):.3g})"
            )
    # vector mode: lane 0 along v, the others along further directions
    vs = [v] + [direction(prog, rng) for _ in range(prog.width - 1)]
    lanes, _ = b.forward(xs, vs, width=prog.width)
    for lane, vl in enumerate(vs):
        ref = t if lane == 0 else b.forward(xs, [vl])[0][0]
        if not np.allclose(lanes[lane], ref, rtol=1e-10, atol=1e-12):
            problems.append(
                f"width-{prog.width} lane {lane} {lanes[lane]} differs from a scalar run {ref}"
            )
    # reverse: dot-product test across ranks
    w_ret = float(rng.normal())
    w_arr = {k: rng.normal(size=p.n) for k, p in enumerate(prog.params) if p.kind == "a"}
    g, prim_r = b.reverse(xs, w_ret, w_arr)
    if not np.allclose(prim_r, arrays_only(prog, y0), rtol=1e-12, atol=1e-12):
        problems.append(
            f"reverse call leaves arrays {prim_r}, primal gives {arrays_only(prog, y0)}"
        )
    w = b.flat(w_ret if prog.returns else None, w_arr)
    lterms = t * w
    rterms = np.concatenate(
        [np.atleast_1d(np.asarray(v[k]) * np.asarray(g[k])) for k in g] or [np.zeros(0)]
    )
    L, R = allsum(float(lterms.sum())), allsum(float(rterms.sum()))
    A = allsum(float(np.abs(lterms).sum() + np.abs(rterms).sum()))
    if not abs(L - R) <= 1e-9 * (1.0 + A):
        problems.append(f"dot-product test: sum <J v, w> = {L!r}, sum <v, J^T w> = {R!r}")
    if problems and status == "OK":
        status = "FAIL"
    return status, "; ".join(problems)


def parse_seeds(text: str) -> list[int]:
    out = []
    for part in text.split(","):
        if ":" in part:
            a, b = part.split(":")
            out.extend(range(int(a), int(b)))
        elif part:
            out.append(int(part))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--seeds", help="A:B (range) and/or comma-separated seeds")
    src.add_argument("--file", help="a generated program saved as .ll (a regression input)")
    ap.add_argument("--mpi", action="store_true")
    ap.add_argument("--timeout", type=float, default=60.0)
    a = ap.parse_args(argv)
    init_jit_env()
    sabotage(os.environ.get("MPIAD_PROGEN_SABOTAGE", ""))
    saved = from_text(Path(a.file).read_text()) if a.file else None
    if a.mpi or (saved is not None and saved.mpi):
        init_mpi()
    out = sys.stdout
    for seed in [saved.seed] if saved else parse_seeds(a.seeds):
        if RANK == 0:
            out.write(f"START {seed}\n")
            out.flush()
        faulthandler.dump_traceback_later(a.timeout, exit=True)
        prog = saved or generate(seed, a.mpi)
        try:
            status, msg = check(prog)
        except Exception as e:
            status, msg = (
                "FAIL",
                f"{type(e).__name__}: {e} " + traceback.format_exc().replace("\n", " | ")[-600:],
            )
        faulthandler.cancel_dump_traceback_later()
        if COMM is not None:
            res = COMM.gather((status, msg), root=0)
        else:
            res = [(status, msg)]
        if RANK == 0:
            order = ["FAIL", "ERROR", "ILL", "OK"]
            worst = min((s for s, _ in res), key=order.index)
            detail = " || ".join(f"rank {r}: {m}" for r, (s, m) in enumerate(res) if m)
            detail = detail.replace("\n", " ")
            out.write(f"RESULT {seed} {worst} {detail}\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
