"""Checks mpiad.autodiff on the kernels of kernels.py, on every rank (run under mpiexec -n N).

    python -m tests.integration.frontend.fe_check [NAME ...]   (from the repository root)

(kernels.CASES without names; named kernels from kernels.ALL_CASES)

For each kernel, with inputs seeded by rank:
1. forward mode (Duplicated): the tangent of the result and of every active array against central
   finite differences of the primal (run collectively at x +- h v);
2. reverse mode (Duplicated arrays, Active scalars, result seeded with dret): the dot-product
   test sum_ranks <J v, w> == sum_ranks <v, J^T w>;
3. vector forward mode (BatchDuplicated, 3 tangents): each lane equals a scalar forward run;
4. ForwardWithPrimal / ReverseWithPrimal return the primal result too.
Then the conveniences: mpiad.grad and mpiad.jvp, DuplicatedNoNeed.

Prints ``rank R ok NAME`` per kernel, ``rank R stats {...}`` at the end; exits nonzero on failure.
"""

from __future__ import annotations

import sys

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi
from mpiad import Active, BatchDuplicated, Const, Duplicated
from tests.integration.frontend import kernels

COMM = MPI.COMM_WORLD
RANK, SIZE = COMM.rank, COMM.size
#: communicators made outside the kernel (spec kinds ``half``: the ranks of one parity,
#: ``cart``: a periodic ring of the ranks, an mpi4py Cartcomm)
SUBCOMMS = {
    "half": COMM.Split(RANK % 2, -RANK),
    "cart": COMM.Create_cart([SIZE], periods=[True], reorder=False),
}
#: groups made outside the kernel (spec kind ``grp``: every rank of COMM, an mpi4py MPI.Group)
GROUPS = {"grp": COMM.Get_group()}
#: derived datatypes made outside the kernel (spec kinds ``col``: a column of a 3 x 4 block;
#: ``wcol``: a column of a 3 x SIZE block, resized to one element so that columns are blocks;
#: ``rcol``: the same of a 3 x 4 block; ``idx``: an indexed pick of three elements of one)
DATATYPES = {
    "col": MPI.DOUBLE.Create_vector(3, 1, 4).Commit(),
    "wcol": MPI.DOUBLE.Create_vector(3, 1, SIZE).Create_resized(0, 8).Commit(),
    "rcol": MPI.DOUBLE.Create_vector(3, 1, 4).Create_resized(0, 8).Commit(),
    "idx": MPI.DOUBLE.Create_indexed([1, 2], [1, 6]).Commit(),
}
#: ``wtypes``: alltoallw's datatypes (kernels.w_alltoall), the send side's then the receive side's
DATATYPES["wtypes"] = mpiad.mpi.datatype_array(
    [DATATYPES["col"] if b % 2 == 0 else MPI.DOUBLE for b in range(SIZE)]
    + [MPI.DOUBLE if b % 2 == 0 else DATATYPES["col"] for b in range(SIZE)]
)
#: active array kinds and their element types (f: float32, checked to float accuracy)
ARRAYS = {"a": np.float64, "f": np.float32}


def parse(spec):
    out = []
    for item in spec.split(","):
        kind, _, arg = item.partition(":")
        out.append((kind, int(arg) if arg else 0))
    return out


def draw(spec, rng):
    xs = []
    for kind, n in spec:
        if kind == "s":
            xs.append(float(rng.uniform(0.5, 1.5)))
        elif kind in ("a", "c", "f"):
            xs.append(rng.uniform(0.5, 1.5, size=n).astype(ARRAYS.get(kind, np.float64)))
        elif kind == "i":
            xs.append(n)
        elif kind == "op":
            xs.append(kernels.USER_OP)
        elif kind in SUBCOMMS:
            xs.append(SUBCOMMS[kind])
        elif kind in DATATYPES:
            xs.append(DATATYPES[kind])
        elif kind in GROUPS:
            xs.append(GROUPS[kind])
        else:
            xs.append(COMM)
    return xs


def direction(spec, rng):
    return [
        float(rng.normal())
        if k == "s"
        else rng.normal(size=n).astype(ARRAYS[k])
        if k in ARRAYS
        else None
        for k, n in spec
    ]


def copy(xs):
    return [x.copy() if isinstance(x, np.ndarray) else x for x in xs]


def primal(f, spec, xs):
    xs = copy(xs)
    r = f(*xs)
    return (r if r is not None else 0.0), {
        k: xs[k] for k, (kind, _) in enumerate(spec) if kind in ARRAYS
    }


def forward(f, spec, xs, vs):
    """vs: list of W directions; W == 1 uses Duplicated, W > 1 BatchDuplicated."""
    xs = copy(xs)
    W = len(vs)
    shadows = {}
    args = []
    for k, ((kind, _), x) in enumerate(zip(spec, xs)):
        if kind == "s" or kind in ARRAYS:
            lanes = [v[k].copy() if kind in ARRAYS else v[k] for v in vs]
            shadows[k] = lanes
            args.append(Duplicated(x, lanes[0]) if W == 1 else BatchDuplicated(x, lanes))
        else:
            args.append(Const(x) if k % 2 else x)  # bare arguments are Const too
    t, p = mpiad.autodiff(mpiad.ForwardWithPrimal, f, *args)
    ts = [t] if W == 1 else list(t) if t is not None else [None] * W
    outs = []
    for lane in range(W):
        outs.append(
            (
                (ts[lane] if ts[lane] is not None else 0.0),
                {k: shadows[k][lane] for k, (kind, _) in enumerate(spec) if kind in ARRAYS},
            )
        )
    return outs, p


def reverse(f, spec, xs, w_ret, w_arr):
    xs = copy(xs)
    args = []
    for k, ((kind, _), x) in enumerate(zip(spec, xs)):
        if kind == "s":
            args.append(Active(x))
        elif kind in ARRAYS:
            args.append(Duplicated(x, w_arr[k]))
        else:
            args.append(x)
    returns = f(*copy(xs)) is not None
    res, p = mpiad.autodiff(mpiad.ReverseWithPrimal, f, *args, dret=w_ret if returns else None)
    grads, it = {}, iter(res)
    for k, (kind, _) in enumerate(spec):
        if kind == "s":
            grads[k] = next(it)
        elif kind in ARRAYS:
            grads[k] = w_arr[k].astype(np.float64)
    return grads, p


def axpy(spec, xs, h, vs):
    return [
        x + (h * v).astype(x.dtype) if kind in ARRAYS else x + h * v if kind == "s" else x
        for (kind, _), x, v in zip(spec, xs, vs)
    ]


def fail(msg):
    sys.stdout.write(f"rank {RANK} FAIL {msg}\n")
    sys.stdout.flush()
    COMM.Abort(1)


def dot_product_test(f, spec, xs, v, tangent, r0, rng, tol_dot, tol_lane):
    """Reverse mode against the forward tangent: sum_ranks <J v, w> == sum_ranks <v, J^T w>."""
    name, (t_ret, t_arr) = f.__name__, tangent
    w_ret = float(rng.normal())
    w_arr = {
        k: rng.normal(size=n).astype(ARRAYS[kind])
        for k, (kind, n) in enumerate(spec)
        if kind in ARRAYS
    }
    w_arr0 = {k: a.copy() for k, a in w_arr.items()}
    g, p = reverse(f, spec, xs, w_ret, w_arr)
    if p is not None and abs(p - r0) > tol_lane * (1 + abs(r0)):
        fail(f"{name}: ReverseWithPrimal returned {p}, the primal is {r0}")
    lhs = t_ret * w_ret + sum(float(t_arr[k] @ w_arr0[k]) for k in w_arr0)
    rhs = sum(float(np.dot(np.atleast_1d(v[k]), np.atleast_1d(g[k]))) for k in g)
    L, R = COMM.allreduce(lhs), COMM.allreduce(rhs)
    if not abs(L - R) <= tol_dot * (1 + abs(L) + abs(R)):
        fail(f"{name}: dot-product test: <Jv,w> = {L}, <v,J^T w> = {R}")
    return L, R


def check(f, spec_text):
    spec = parse(spec_text)
    name = f.__name__
    rng = np.random.default_rng(1234 + 17 * RANK)
    xs = draw(spec, rng)
    v = direction(spec, rng)
    single = any(kind == "f" for kind, _ in spec)
    tolerances = (1e-2, 2e-3, 1e-4, 1e-5) if single else (1e-6, 1e-5, 1e-9, 1e-10)
    h, tol_fd, tol_dot, tol_lane = tolerances
    rp, ap = primal(f, spec, axpy(spec, xs, h, v))
    rm, am = primal(f, spec, axpy(spec, xs, -h, v))
    fd_ret = (rp - rm) / (2 * h)
    fd_arr = {k: (ap[k].astype(np.float64) - am[k]) / (2 * h) for k in ap}
    r0, _ = primal(f, spec, xs)
    [(t_ret, t_arr)], p = forward(f, spec, xs, [v])
    if p is not None and abs(p - r0) > tol_lane * (1 + abs(r0)):
        fail(f"{name}: ForwardWithPrimal returned {p}, the primal is {r0}")
    scale = 1.0 + abs(fd_ret) + sum(float(np.abs(a).max(initial=0)) for a in fd_arr.values())
    err = abs(t_ret - fd_ret) + sum(
        float(np.abs(t_arr[k] - fd_arr[k]).max(initial=0)) for k in fd_arr
    )
    if not err <= tol_fd * scale:
        fail(f"{name}: forward {t_ret} {t_arr} vs finite differences {fd_ret} {fd_arr}")
    L = R = float("nan")
    if name not in kernels.FORWARD_ONLY:
        L, R = dot_product_test(f, spec, xs, v, (t_ret, t_arr), r0, rng, tol_dot, tol_lane)
    vs = [v] + [direction(spec, rng) for _ in range(2)]
    lanes, _ = forward(f, spec, xs, vs)
    for lane, vv in enumerate(vs):
        [(s_ret, s_arr)], _ = forward(f, spec, xs, [vv])
        e = abs(lanes[lane][0] - s_ret) + sum(
            float(np.abs(lanes[lane][1][k] - s_arr[k]).max(initial=0)) for k in s_arr
        )
        if not e <= tol_lane * (1 + abs(s_ret)):
            fail(f"{name}: vector lane {lane} differs from a scalar run by {e}")
    sys.stdout.write(f"rank {RANK} ok {name} fwd={t_ret:.6g} fd={fd_ret:.6g} dot={L:.6g}/{R:.6g}\n")
    sys.stdout.flush()


def conveniences():
    """grad, jvp and DuplicatedNoNeed on the loops kernel (no MPI) and allgather_barrier."""
    rng = np.random.default_rng(99 + RANK)
    x = rng.uniform(0.5, 1.5, size=5)
    a = 1.3
    # each rank's own serial value: the gradient of their sum (grad's default is a replicated loss)
    gx, ga = mpiad.grad(kernels.loops, argnums=(0, 1), loss="sum")(x, a, 5)
    dx = np.zeros(5)
    (da,) = mpiad.autodiff(mpiad.Reverse, kernels.loops, Duplicated(x, dx), Active(a), 5)
    if not (np.allclose(gx, dx, rtol=0, atol=0) and ga == da):
        fail(f"grad: {gx} {ga} vs autodiff {dx} {da}")
    g0 = mpiad.grad(kernels.loops, loss="sum")(x, a, 5)
    if not np.array_equal(g0, gx):
        fail("grad(argnums=0) differs")
    v = rng.normal(size=5)
    y, t = mpiad.jvp(kernels.loops, (x, a, 5), (v.copy(), 0.0, None))
    t2 = mpiad.autodiff(
        mpiad.Forward, kernels.loops, Duplicated(x, v.copy()), Duplicated(a, 0.0), 5
    )
    if not (
        abs(y - kernels.loops(x, a, 5)) < 1e-12
        and abs(t - t2) < 1e-12
        and abs(t - float(gx @ v)) < 1e-9 * (1 + abs(t))
    ):
        fail(f"jvp: ({y}, {t}) vs primal/forward/grad {t2} {float(gx @ v)}")
    # DuplicatedNoNeed gives the same derivative as Duplicated
    xx = rng.uniform(0.5, 1.5, size=3)
    d1, d2 = np.zeros(3), np.zeros(3)
    mpiad.autodiff(mpiad.Reverse, kernels.allgather_barrier, Duplicated(xx, d1), 3, COMM)
    mpiad.autodiff(
        mpiad.Reverse, kernels.allgather_barrier, mpiad.DuplicatedNoNeed(xx, d2), 3, COMM
    )
    if not np.allclose(d1, d2, rtol=1e-14, atol=0):
        fail(f"DuplicatedNoNeed {d2} differs from Duplicated {d1}")
    sys.stdout.write(f"rank {RANK} ok conveniences\n")
    sys.stdout.flush()


def shapes():
    """2-D arrays, float32, bools, strided views and tuple results."""
    rng = np.random.default_rng(5 + RANK)
    A = rng.uniform(0.5, 1.5, size=(2, 3))
    x = rng.uniform(0.5, 1.5, size=4).astype(np.float32)
    a = np.float32(1.25)
    s, p, k = kernels.shapes(A, x, a, True)
    t_ref = float(a * (x.astype(np.float64) ** 2).sum())
    if not (abs(s - (A**2).sum()) < 1e-12 and abs(p - s * t_ref) < 1e-4 * abs(p) and k == 3):
        fail(f"shapes primal {s} {p} {k}")
    dA, dx = rng.normal(size=A.shape), rng.normal(size=4).astype(np.float32)
    Forward = mpiad.Forward
    ts, tp, tk = mpiad.autodiff(
        Forward, kernels.shapes, Duplicated(A, dA.copy()), Duplicated(x, dx.copy()), a, True
    )
    ds = float((2 * A * dA).sum())
    dt = float(2 * a * (x.astype(np.float64) * dx).sum())
    if not (
        abs(ts - ds) < 1e-10 * (1 + abs(ds))
        and tk is None
        and abs(tp - (ds * t_ref + s * dt)) < 1e-4 * (1 + abs(tp))
    ):
        fail(f"shapes forward {ts} {tp} {tk} vs {ds} {ds * t_ref + s * dt}")
    gA, gx = np.zeros_like(A), np.zeros_like(x)
    (ga,) = mpiad.autodiff(
        mpiad.Reverse,
        kernels.shapes,
        Duplicated(A, gA),
        Duplicated(x, gx),
        Active(a),
        True,
        dret=(1.0, 0.5),
    )
    if not (
        np.allclose(gA, 2 * A * (1 + 0.5 * t_ref), rtol=1e-5)
        and np.allclose(gx, 0.5 * s * 2 * a * x, rtol=1e-4)
        and abs(ga - 0.5 * s * float((x.astype(np.float64) ** 2).sum())) < 1e-4 * (1 + abs(ga))
    ):
        fail(f"shapes reverse {gA} {gx} {ga}")
    # a strided view of an array, with a shadow of the same layout
    big, dbig = rng.uniform(0.5, 1.5, size=(3, 4)), rng.normal(size=(3, 4))
    view, dview = big[:, 1], dbig[:, 1]
    got = mpiad.autodiff(Forward, kernels.loops, Duplicated(view, dview), 0.7, 3)
    ref = mpiad.autodiff(Forward, kernels.loops, Duplicated(view.copy(), dview.copy()), 0.7, 3)
    if abs(got - ref) > 1e-12 * (1 + abs(ref)):
        fail(f"strided view: {got} vs contiguous copy {ref}")
    sys.stdout.write(f"rank {RANK} ok shapes\n")
    sys.stdout.flush()


def main() -> int:
    want = set(sys.argv[1:])
    mpiad.register_op_derivative(kernels.USER_OP, "sum")
    for f, spec, min_ranks in kernels.ALL_CASES if want else kernels.CASES:
        if want and f.__name__ not in want:
            continue
        if SIZE >= min_ranks:
            check(f, spec)
    if not want or "conveniences" in want:
        conveniences()
    if not want or "shapes" in want:
        shapes()
    sys.stdout.write(f"rank {RANK} stats {mpiad.stats()}\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
