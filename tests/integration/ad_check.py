"""Checks one differentiated SPMD kernel on every rank (run under ``mpiexec -n N``).

    python -m tests.integration.ad_check FILE.ll FUNC SPEC [--forward-only]   (repository root)

SPEC lists the kernel's parameters: ``s`` an active double scalar, ``a:N`` an active array of N
doubles (read and/or written), ``f:N`` the same of N floats (looser tolerances, a larger finite
difference step), ``c:N`` a constant array of N doubles, ``i:V`` an int constant,
``comm`` MPI_COMM_WORLD, ``reqs:K`` caller-provided request storage (K handles). Each rank
differentiates the module itself (forward and reverse), JIT-compiles it and checks, with inputs
seeded by rank:

1. forward: the tangent (returned value and arrays' shadows) against central finite differences
   of the primal, run collectively at x +- h v;
2. reverse: the dot-product test sum_ranks <J v, w> == sum_ranks <v, J^T w>;
3. vector forward mode (width 3): each lane equals a scalar run.

``--forward-only`` skips 2 (a kernel whose reverse mode refuses at run time).

Prints ``rank R ok ...`` or raises (nonzero exit).
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

import numpy as np

from mpiad.mpilib import load_libmpi

load_libmpi()
from mpi4py import MPI  # noqa: E402

import mpiad_passes.rules  # noqa: E402,F401
from mpiad.engine import compile_module  # noqa: E402
from mpiad_passes import differentiate as D  # noqa: E402
from mpiad_passes.llvm_check import load_module  # noqa: E402

#: active array kinds and their element types
ARRAYS = {"a": np.float64, "f": np.float32}

COMM = MPI.COMM_WORLD
RANK = COMM.Get_rank()
SIZE = COMM.Get_size()
HANDLE = MPI._handleof(COMM)
#: MPI_Comm and MPI_Request as C sees them: ints under MPICH's ABI, pointers under Open MPI's
COMM_CTYPE = ctypes.c_int32 if MPI._sizeof(MPI.Comm) == 4 else ctypes.c_void_p
REQUEST_DTYPE = np.int32 if MPI._sizeof(MPI.Request) == 4 else np.int64


def parse_spec(spec: str):
    out = []
    for item in spec.split(","):
        kind, _, arg = item.partition(":")
        out.append((kind, int(arg) if arg else 0))
    return out


class Kernel:
    def __init__(self, path: str, fn: str, spec: str):
        self.spec = parse_spec(spec)
        text = Path(path).read_text()
        fwd_acts = ["dup" if k == "s" or k in ARRAYS else "const" for k, _ in self.spec]
        rev_acts = ["out" if k == "s" else "dup" if k in ARRAYS else "const" for k, _ in self.spec]
        m = load_module(text, path)
        self.fn = fn
        self.fwd = D.forward(m, fn, fwd_acts).name
        self.fwd3 = D.forward(m, fn, fwd_acts, width=3).name
        self.rev = D.reverse(m, fn, rev_acts).name
        src = m.functions[fn]
        self.returns = src.ret.is_float
        self.jit, _ = compile_module(str(m), opt=2)

    # argument building ----------------------------------------------------------------------
    def ctypes_of(self, kind):
        return {
            "s": ctypes.c_double,
            "a": ctypes.c_void_p,
            "f": ctypes.c_void_p,
            "c": ctypes.c_void_p,
            "i": ctypes.c_int32,
            "comm": COMM_CTYPE,
            "reqs": ctypes.c_void_p,
        }[kind]

    def call_primal(self, xs):
        """xs: dict index -> value/array (copied). Returns (ret, {idx: array after})."""
        args, types, keep = [], [], {}
        for k, ((kind, n), x) in enumerate(zip(self.spec, xs)):
            types.append(self.ctypes_of(kind))
            if kind in ("a", "c", "f"):
                arr = np.array(x, dtype=ARRAYS.get(kind, np.float64))
                keep[k] = arr
                args.append(arr.ctypes.data)
            elif kind == "reqs":
                arr = np.zeros(max(n, 1), dtype=REQUEST_DTYPE)
                keep[k] = arr
                args.append(arr.ctypes.data)
            elif kind == "comm":
                args.append(HANDLE)
            else:
                args.append(x)
        f = self.jit.fn(self.fn, ctypes.c_double if self.returns else None, *types)
        r = f(*args)
        return (r if self.returns else 0.0), {
            k: v for k, v in keep.items() if self.spec[k][0] in ARRAYS
        }

    def call_forward(self, xs, vs, width=1):
        args, types, keep = [], [], {}
        for k, ((kind, n), x) in enumerate(zip(self.spec, xs)):
            if kind == "s":
                args.append(x)
                types.append(ctypes.c_double)
                for lane in range(width):
                    args.append(vs[lane][k])
                    types.append(ctypes.c_double)
            elif kind in ARRAYS:
                arr = np.array(x, dtype=ARRAYS[kind])
                keep[(k, -1)] = arr
                args.append(arr.ctypes.data)
                types.append(ctypes.c_void_p)
                for lane in range(width):
                    d = np.array(vs[lane][k], dtype=ARRAYS[kind])
                    keep[(k, lane)] = d
                    args.append(d.ctypes.data)
                    types.append(ctypes.c_void_p)
            else:
                self._const(kind, n, x, k, args, types, keep)
        dret = None
        if width > 1 and self.returns:
            dret = np.zeros(width)
            args.append(dret.ctypes.data)
            types.append(ctypes.c_void_p)
        ret_t = ctypes.c_double if (self.returns and width == 1) else None
        f = self.jit.fn(self.fwd if width == 1 else self.fwd3, ret_t, *types)
        r = f(*args)
        outs = []
        for lane in range(width):
            t_ret = (r if width == 1 else dret[lane]) if self.returns else 0.0
            arrs = {k: keep[(k, lane)] for k, (kind, _) in enumerate(self.spec) if kind in ARRAYS}
            outs.append((t_ret, arrs))
        return outs

    def _const(self, kind, n, x, k, args, types, keep):
        types.append(self.ctypes_of(kind))
        if kind == "c":
            arr = np.array(x, dtype=np.float64)
            keep[(k, "c")] = arr
            args.append(arr.ctypes.data)
        elif kind == "reqs":
            arr = np.zeros(max(n, 1), dtype=REQUEST_DTYPE)
            keep[(k, "r")] = arr
            args.append(arr.ctypes.data)
        elif kind == "comm":
            args.append(HANDLE)
        else:
            args.append(x)

    def call_reverse(self, xs, w_ret, w_arrs):
        args, types, keep = [], [], {}
        for k, ((kind, n), x) in enumerate(zip(self.spec, xs)):
            if kind == "s":
                args.append(x)
                types.append(ctypes.c_double)
            elif kind in ARRAYS:
                arr = np.array(x, dtype=ARRAYS[kind])
                keep[(k, -1)] = arr
                args.append(arr.ctypes.data)
                types.append(ctypes.c_void_p)
                d = np.array(w_arrs[k], dtype=ARRAYS[kind])
                keep[(k, 0)] = d
                args.append(d.ctypes.data)
                types.append(ctypes.c_void_p)
            else:
                self._const(kind, n, x, k, args, types, keep)
        if self.returns:
            args.append(w_ret)
            types.append(ctypes.c_double)
        n_out = sum(1 for kind, _ in self.spec if kind == "s")
        ret_t = ctypes.c_double if n_out == 1 else None
        if n_out > 1:
            raise SystemExit("ad_check supports at most one active scalar")
        f = self.jit.fn(self.rev, ret_t, *types)
        r = f(*args)
        grads = {}
        for k, (kind, _) in enumerate(self.spec):
            if kind == "s":
                grads[k] = r
            elif kind in ARRAYS:
                grads[k] = keep[(k, 0)].astype(np.float64)
        return grads


def draw(spec, rng):
    xs = []
    for kind, n in spec:
        if kind == "s":
            xs.append(float(rng.uniform(0.5, 1.5)))
        elif kind in ("a", "c", "f"):
            xs.append(rng.uniform(0.5, 1.5, size=n))
        elif kind == "i":
            xs.append(n)
        else:
            xs.append(None)
    return xs


def direction(spec, rng):
    vs = []
    for kind, n in spec:
        if kind == "s":
            vs.append(float(rng.normal()))
        elif kind in ARRAYS:
            vs.append(rng.normal(size=n))
        else:
            vs.append(None)
    return vs


def axpy(spec, xs, h, vs):
    out = []
    for (kind, _), x, v in zip(spec, xs, vs):
        out.append(x + h * v if kind == "s" or kind in ARRAYS else x)
    return out


def main() -> int:
    path, fn, spec = sys.argv[1], sys.argv[2], sys.argv[3]
    K = Kernel(path, fn, spec)
    rng = np.random.default_rng(1234 + 17 * RANK)
    xs = draw(K.spec, rng)
    v = direction(K.spec, rng)
    # float data: a step above float rounding, tolerances of float accuracy
    single = any(kind == "f" for kind, _ in K.spec)
    tolerances = (1e-3, 2e-3, 1e-4, 1e-5) if single else (1e-6, 1e-5, 1e-10, 1e-12)
    h, tol_fd, tol_dot, tol_lane = tolerances
    # 1. forward vs central finite differences (collective primal runs)
    rp, ap = K.call_primal(axpy(K.spec, xs, h, v))
    rm, am = K.call_primal(axpy(K.spec, xs, -h, v))
    fd_ret = (rp - rm) / (2 * h)
    fd_arr = {k: (ap[k].astype(np.float64) - am[k]) / (2 * h) for k in ap}
    ((t_ret, t_arr),) = K.call_forward(xs, [v])
    scale = 1.0 + abs(fd_ret) + sum(float(np.abs(a).max(initial=0)) for a in fd_arr.values())
    err = abs(t_ret - fd_ret) + sum(
        float(np.abs(t_arr[k] - fd_arr[k]).max(initial=0)) for k in fd_arr
    )
    if not err <= tol_fd * scale:
        raise SystemExit(
            f"rank {RANK}: forward {t_ret} {t_arr} vs finite differences {fd_ret} "
            f"{fd_arr}: error {err}"
        )
    # 2. reverse: dot-product test against the forward tangent, summed over ranks
    L = R = float("nan")
    if "--forward-only" not in sys.argv[4:]:
        w_ret = float(rng.normal())
        w_arr = {k: rng.normal(size=n) for k, (kind, n) in enumerate(K.spec) if kind in ARRAYS}
        g = K.call_reverse(xs, w_ret, w_arr)
        lhs = t_ret * w_ret + sum(float(t_arr[k] @ w_arr[k]) for k in w_arr)
        rhs = sum(float(np.dot(np.atleast_1d(v[k]), np.atleast_1d(g[k]))) for k in g)
        L = COMM.allreduce(lhs)
        R = COMM.allreduce(rhs)
        if not abs(L - R) <= tol_dot * (1 + abs(L) + abs(R)):
            raise SystemExit(f"rank {RANK}: dot-product test failed: <Jv,w> = {L}, <v,J^T w> = {R}")
    # 3. vector mode: width 3 lanes == 3 scalar runs
    vs = [v] + [direction(K.spec, rng) for _ in range(2)]
    lanes = K.call_forward(xs, vs, width=3)
    for lane, vv in enumerate(vs):
        ((s_ret, s_arr),) = K.call_forward(xs, [vv])
        e = abs(lanes[lane][0] - s_ret) + sum(
            float(np.abs(lanes[lane][1][k] - s_arr[k]).max(initial=0)) for k in s_arr
        )
        if not e <= tol_lane * (1 + abs(s_ret)):
            raise SystemExit(f"rank {RANK}: vector lane {lane} differs from a scalar run by {e}")
    msg = f"rank {RANK} ok fwd={t_ret:.6g} fd={fd_ret:.6g} dot={L:.6g}/{R:.6g}\n"
    sys.stdout.write(msg)
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
