"""Scoped no-alias metadata in a fully taped reverse (passes/reverse/taped_scopes.py).

The arrays of a Numba kernel get scopes of their own only when the call found every array and
shadow apart (``Spec.disjoint``); the same array passed twice, overlapping views or one shadow
for two arrays must give the gradient of the untagged derivative (``MPIAD_SCOPES=0``) and of
finite differences.
"""

from __future__ import annotations

import re

import numba
import numpy as np
import pytest

import mpiad
from mpiad.calling import Spec
from mpiad.generate import generate


def _make():
    def heat(u, un, r, nsteps):
        n = u.size - 1
        for _ in range(nsteps):
            for i in range(1, n):
                un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
            for i in range(1, n):
                u[i] = un[i] * (1.0 + 0.1 * un[i])
        s = 0.0
        for i in range(u.size):
            s += u[i] * u[i] + 0.5 * un[i]
        return s

    return mpiad.jit(heat)


heat, heat_plain = _make(), _make()  # the second compiled with MPIAD_SCOPES=0
U0 = np.random.default_rng(3).uniform(0.5, 1.5, 23)
M = U0.size


def _views(buf, dbuf, case):
    """u, un and their shadows in ``buf``/``dbuf`` (2M + 1 long) for an aliasing ``case``."""
    at = {"apart": M + 1, "same": 0, "overlap": 1, "shared shadow": M + 1}[case]
    u, du, un = buf[:M], dbuf[:M], buf[at : at + M]
    dun = du if case == "shared shadow" else dbuf[at : at + M]
    return u, du, un, dun


def _grad(f, case, nsteps=4):
    buf, dbuf = np.concatenate([U0, U0[:1], U0]), np.zeros(2 * M + 1)
    u, du, un, dun = _views(buf, dbuf, case)
    mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du), mpiad.Duplicated(un, dun), 0.2,
                   nsteps)  # fmt: skip
    return dbuf


def _value(buf, case, nsteps=4):
    u, _, un, _ = _views(buf.copy(), np.zeros(2 * M + 1), case)
    return heat(u, un, 0.2, nsteps)


@pytest.fixture(scope="module")
def plain(request):
    mp = pytest.MonkeyPatch()
    mp.setenv("MPIAD_SCOPES", "0")
    got = {case: _grad(heat_plain, case) for case in ("apart", "same", "overlap", "shared shadow")}
    mp.undo()
    return got


@pytest.mark.parametrize("case", ["apart", "same", "overlap", "shared shadow"])
def test_aliased_arrays_give_the_untagged_gradient(plain, case):
    got = _grad(heat, case)
    assert np.all(np.isfinite(got))
    np.testing.assert_allclose(got, plain[case], rtol=1e-12, atol=1e-14)


@pytest.mark.parametrize("case", ["apart", "same", "overlap"])
def test_aliased_arrays_match_finite_differences(case):
    """Shadows that alias as the arrays do: the gradient of the loss in the whole buffer."""
    buf = np.concatenate([U0, U0[:1], U0])
    v = np.random.default_rng(4).normal(size=buf.size)
    h = 1e-6
    fd = (_value(buf + h * v, case) - _value(buf - h * v, case)) / (2 * h)
    got = float(_grad(heat, case) @ v)
    assert abs(got - fd) <= 1e-6 * (1 + abs(fd)), (got, fd)


def _shadow_store_scopes(disjoint: bool) -> set[str]:
    """The scopes of the stores of doubles in the kernel's reverse sweep (the shadows')."""
    tys = tuple(numba.typeof(a) for a in (U0, U0, 0.2, 4))
    text = generate(heat.kernel_ir(tys), Spec("reverse", 1, ("dup", "dup", "const", "const"),
                                              disjoint))[0]  # fmt: skip
    revs = re.findall(r"define internal \S+ @reverse\.\S*heat\S*\((.*?)\n}\n", text, re.S)
    assert revs
    return set(re.findall(r"store double .*!alias.scope (!\d+)", revs[0]))


def test_shadows_get_scopes_of_their_own_only_when_checked_apart():
    # du, dun and the shadow of Numba's return slot (not checked: apart from the tape only)
    assert len(_shadow_store_scopes(True)) == 3
    assert len(_shadow_store_scopes(False)) == 1  # all three apart from the tape only
