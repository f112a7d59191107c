"""Structured state as kernel arguments (issue 26.2), run under mpiexec -n N from the repository
root:

    python -m tests.integration.frontend.fe_state

The kernel takes a namedtuple of arrays and scalars (with an integer index array and a nested
namedtuple of parameters), a plain tuple (a float and an int), a jitclass instance and a jitted
function (both Const), and the communicator. Checked on every rank:

1. the primal equals Numba's own dispatcher;
2. ``mpiad.grad(step, (0, 1))`` returns a State and a tuple of gradients (None at integer
   leaves), against central finite differences of the allreduced loss;
3. ``autodiff(Reverse, Duplicated(state, dstate))`` with a shadow whose integer leaves are zeros
   (left untouched) or None: the same gradient, the shadow's float scalars returned updated;
   ``Active(state)`` returns the gradient structure;
4. forward mode (``Duplicated``, ``jvp``, ``BatchDuplicated`` lanes) against finite differences,
   and the dot-product test of forward against reverse mode, with a written array in the state;
5. a strided view inside the state, with a contiguous shadow;
6. each message about structured shadows, and its advice followed.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import sys
from collections import namedtuple

import numba
import numpy as np
from numba.experimental import jitclass

import mpiad
import mpiad.mpi as mpi
from mpiad import Active, BatchDuplicated, Const, Duplicated, Forward, Reverse

from .fdcheck import (
    COMM,
    RANK,
    SIZE,
    close,
    direction,
    fail,
    fd,
    global_dot,
    ok,
    raises,
    run_checks,
    tree_map,
)

State = namedtuple("State", "u v idx params")
Params = namedtuple("Params", "k c")


@jitclass([("w", numba.float64[:])])
class Weights:
    def __init__(self, w):
        self.w = w

    def at(self, i):
        return self.w[i % self.w.shape[0]]


@numba.njit
def act(x):
    return np.tanh(x) + 0.1 * x * x


@mpiad.jit(cache=True)
def step(state, grid, coef, fn, comm):
    u, v, idx = state.u, state.v, state.idx
    dt, nsteps = grid
    k = state.params.k
    for _ in range(nsteps):
        for j in range(idx.shape[0]):
            i = idx[j]
            v[i] = v[i] + dt * k * fn(u[i]) * coef.at(i) + state.params.c * 0.01 * u[i] * v[i]
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i] * v[i] * (1.0 + 0.1 * i)
    t = np.zeros(1)
    mpi.allreduce(s, t, mpi.SUM, comm)
    return t[0]


Pair = namedtuple("Pair", "energy count")


@mpiad.jit(cache=True)
def summary(state):
    e = 0.0
    for i in range(state.u.shape[0]):
        e += state.params.k * state.u[i] * state.u[i]
    return Pair(e, state.idx.shape[0])


def copy(x):
    return tree_map(lambda a: a.copy() if isinstance(a, np.ndarray) else a, x)


def make_state(rng, u=None):
    n = 6
    return State(
        u=rng.uniform(0.5, 1.5, n) if u is None else u,
        v=rng.uniform(0.5, 1.5, n),
        idx=np.array([0, 2, 3, 5, 2]),
        params=Params(k=1.3, c=2),
    )


def check_structures(rng):
    state, grid = make_state(rng), (0.4, 2)
    coef = Weights(rng.uniform(0.5, 1.5, 4))

    def loss(s, g=grid):
        return step(copy(s), g, coef, act, COMM)

    ref = step.dispatcher(copy(state), grid, coef, act, COMM)  # Numba's own code
    close("primal", loss(state), ref, 1e-13)

    # grad on a namedtuple and a tuple: the same structures, None at integer leaves
    gs, gg = mpiad.grad(step, (0, 1))(copy(state), grid, coef, act, COMM)
    if not (isinstance(gs, State) and isinstance(gs.params, Params) and isinstance(gg, tuple)):
        fail(f"grad structures: {type(gs).__name__} {type(gs.params).__name__} {type(gg)}")
    if gs.idx is not None or gs.params.c is not None or gg[1] is not None:
        fail(f"grad: integer leaves should be None: {gs.idx} {gs.params.c} {gg[1]}")
    vs, vg = direction(state, rng), direction(grid, rng)
    want = fd(lambda x: loss(x[0], x[1]), (state, grid), (vs, vg))
    close("grad namedtuple", global_dot((gs, gg), (vs, vg)), want)
    val, gs2 = mpiad.value_and_grad(step)(copy(state), grid, coef, act, COMM)
    close("value_and_grad", np.concatenate([[val], gs2.u, gs2.v]),
          np.concatenate([[ref], gs.u, gs.v]), 1e-12)  # fmt: skip
    ok("state_grad")

    # reverse with a shadow structure: integer leaves zeros (untouched) or None
    for name, ints in (("zeros", (np.zeros(5, np.int64), 0)), ("none", (None, None))):
        ds = State(np.zeros(6), np.zeros(6), ints[0], Params(0.0, ints[1]))
        (got,) = mpiad.autodiff(
            Reverse, step, Duplicated(copy(state), ds), grid, coef, act, COMM, dret=1.0 / SIZE
        )
        close(f"reverse shadow {name} u", ds.u, gs.u, 1e-12)
        close(f"reverse shadow {name} v", ds.v, gs.v, 1e-12)
        if not (isinstance(got, State) and got.u is ds.u and got.idx is ds.idx):
            fail(f"reverse shadow {name}: the updated shadow is {got!r}")
        close(f"reverse shadow {name} k", got.params.k, gs.params.k, 1e-12)
        if ints[0] is not None and (np.any(ds.idx) or got.params.c != 0):
            fail(f"integer leaves of the shadow were written: {ds.idx} {got.params.c}")
    got, _ = mpiad.autodiff(Reverse, step, Active(copy(state)), Active(grid), coef, act, COMM,
                            dret=1.0 / SIZE)  # fmt: skip
    close("Active(state)", (*got.u, *got.v, got.params.k), (*gs.u, *gs.v, gs.params.k), 1e-12)
    if got.idx is not None:
        fail("Active(state): an integer leaf should be None")
    ok("state_reverse_shadow")

    # forward: Duplicated, jvp, BatchDuplicated; the dot-product test with the written v
    vin = copy(vs)  # the input direction (shadows of v are overwritten with v's tangent)
    ts = State(vin.u.copy(), vin.v.copy(), np.zeros(5, np.int64), Params(vin.params.k, 0))
    t = mpiad.autodiff(Forward, step, Duplicated(copy(state), ts), grid, coef, act, COMM)
    close("forward", t, fd(lambda x: loss(x), state, vin))
    y, t2 = mpiad.jvp(step, (copy(state), grid, coef, act, COMM), (copy(vin), None, None, None,
                                                                    None))  # fmt: skip
    close("jvp", (y, t2), (ref, t), 1e-12)
    lane0 = State(vin.u.copy(), vin.v.copy(), None, Params(vin.params.k, None))
    lane1 = mpiad.zeros_tree(state)._replace(u=np.ones(6))
    tb = mpiad.autodiff(
        Forward, step, BatchDuplicated(copy(state), (lane0, lane1)), grid, coef, act, COMM
    )
    t1 = mpiad.autodiff(
        Forward, step, Duplicated(copy(state), mpiad.zeros_tree(state)._replace(u=np.ones(6))),
        grid, coef, act, COMM,
    )  # fmt: skip
    close("batch lanes", tb, (t, t1), 1e-12)
    wv, wret = rng.normal(size=6), float(rng.normal())
    ds = State(np.zeros(6), wv.copy(), None, Params(0.0, None))
    (got,) = mpiad.autodiff(
        Reverse, step, Duplicated(copy(state), ds), grid, coef, act, COMM, dret=wret
    )
    lhs = COMM.allreduce(t * wret + float(ts.v @ wv))  # ts.v: the tangent of v
    rhs = global_dot((vin.u, vin.v, vin.params.k), (ds.u, ds.v, got.params.k))
    close("dot-product test", lhs, rhs, 1e-10)
    ok("state_forward")

    # a strided view inside the state, with a contiguous shadow
    base = rng.uniform(0.5, 1.5, (6, 3))
    sv = make_state(rng, u=base[:, 1])
    g = mpiad.grad(step)(copy(sv), grid, coef, act, COMM)
    vs2 = direction(sv, rng)
    close("strided leaf", global_dot(g, vs2), fd(lambda x: loss(x), sv, vs2))
    ok("state_strided_leaf")

    # a namedtuple result comes back as one, its tangent too (None where it has none)
    p = summary(state)
    t = mpiad.autodiff(Forward, summary, Duplicated(state, mpiad.zeros_tree(state)._replace(
        u=np.ones(6))))  # fmt: skip
    if not (isinstance(p, Pair) and isinstance(t, Pair) and t.count is None and p.count == 5):
        fail(f"namedtuple result: {p!r}, tangent {t!r}")
    close("namedtuple result", (p.energy, t.energy), (1.3 * (state.u**2).sum(),
                                                      2.6 * state.u.sum()), 1e-12)  # fmt: skip
    ok("state_namedtuple_result")


def check_messages(rng):
    state, grid = make_state(rng), (0.4, 1)
    coef = Weights(rng.uniform(0.5, 1.5, 4))
    g = mpiad.grad(step)(copy(state), grid, coef, act, COMM)
    raises(
        "jitclass shadow",
        TypeError,
        r"argument 'coef' \(jitclass\) carries no derivative; pass it as Const\(coef\)",
        mpiad.autodiff, Reverse, step, Active(copy(state)), grid, Duplicated(coef, coef),
        act, COMM,
    )  # fmt: skip
    (got,) = mpiad.autodiff(
        Reverse, step, Active(copy(state)), grid, Const(coef), Const(act), COMM, dret=1 / SIZE
    )
    close("jitclass advice", got.u, g.u, 1e-12)
    raises(
        "shadow structure",
        TypeError,
        r"'state.params' is a tuple of 1 members in the shadow but 2 in the argument; build "
        r"it with mpiad.zeros_tree\(state\)",
        mpiad.autodiff, Reverse, step, Duplicated(copy(state), State(None, None, None, (0.0,))),
        grid, coef, act, COMM,
    )  # fmt: skip
    (got,) = mpiad.autodiff(
        Reverse, step, Duplicated(copy(state), mpiad.zeros_tree(state)), grid, coef, act, COMM,
        dret=1 / SIZE,
    )  # fmt: skip
    close("shadow structure advice", got.v, g.v, 1e-12)
    raises(
        "scalar leaf shadow",
        TypeError,
        r"shadow of the float leaf 'state.params.k' is the value its adjoint is added to \(a "
        r"real number such as 0.0\), got str",
        mpiad.autodiff, Reverse, step,
        Duplicated(copy(state), mpiad.zeros_tree(state)._replace(params=Params("0", 0))),
        grid, coef, act, COMM,
    )  # fmt: skip
    (got,) = mpiad.autodiff(
        Reverse, step,
        Duplicated(copy(state), mpiad.zeros_tree(state)._replace(params=Params(0.0, 0))),
        grid, coef, act, COMM, dret=1 / SIZE,
    )  # fmt: skip
    close("scalar leaf shadow advice", got.params.k, g.params.k, 1e-12)
    z = mpiad.zeros_tree(state)
    raises(
        "lanes",
        ValueError,
        r"leaf 'state.u' has a tangent in some lanes and None in others; give it a tangent in "
        r"every lane",
        mpiad.autodiff, Forward, step, BatchDuplicated(copy(state), (z, z._replace(u=None))),
        grid, coef, act, COMM,
    )  # fmt: skip
    mpiad.autodiff(Forward, step, BatchDuplicated(copy(state), (z, mpiad.zeros_tree(state))),
                   grid, coef, act, COMM)  # fmt: skip
    ok("state_messages")


def main() -> int:
    rng = np.random.default_rng(21 + RANK)
    return run_checks((check_structures, check_messages), rng)


if __name__ == "__main__":
    sys.exit(main())
