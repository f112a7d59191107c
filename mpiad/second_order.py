"""Second derivatives: ``hvp``, ``grad_and_hvp`` and ``hessian`` (forward mode over the gradient).

The derivative is one compiled entry point, ``@mpiad.hvp``: forward mode (W directions at once)
over reverse mode's gradient ``@mpiad.rev`` of the kernel, made in one pass on one module
(:func:`mpiad.generate.forward_over_reverse`). The gradient's own MPI communication, which lives
in mpiad's runtime, is differentiated by the second-order rules of
``mpiad_passes.mpi.rules.second_order`` (the MPI calls they cover are listed there; any other is
refused by name, never differentiated wrongly); what the gradient keeps on its tape carries its
tangents on a shadow tape (``mpiad_passes.rules.tape_tangent``). A checkpointed loop's sweeps
run in the runtime with the loop's state extended by its tangents
(``mpiad_passes.mpi.rules.ckpt_tangent``): the snapshot count asked for is kept.

Under MPI these mean what :func:`mpiad.grad` means: with ``loss="replicated"`` the kernel
returns one value L on every rank and each rank's array is its part of the global input x; the
direction v is given the same way (each rank its part), and each rank receives its part of H v,
H the Hessian of L with respect to the global x. ``loss="sum"``: L is the sum over ranks of
what each returns.
"""

from __future__ import annotations

import ctypes

import numpy as np

from mpiad_passes.activity_names import CONST, DUP

from . import activity as A
from .api import (
    LOSSES,
    _arg_names,
    _check_replicated,
    _loss_comm,
    as_jit,
    loss_seed,
    not_a_scalar_loss,
    prepare,
)
from .calling import Spec, _push, _read, _seed, raise_numba_exception
from .faults import collective
from .kernel import JitFunction

_OK = (0, -2)  # Numba's success and "returned None" codes


def _arrays_wrt(jf: JitFunction, args: tuple, nums: tuple, what: str) -> list[int]:
    names = _arg_names(jf, len(args))
    want = []
    for k in nums:
        if not -len(args) <= k < len(args):
            raise ValueError(f"{what}: argnums {k} is out of range for {len(args)} arguments")
        k %= len(args)
        a = args[k]
        if not (isinstance(a, np.ndarray) and np.issubdtype(a.dtype, np.floating)):
            kind = f"an array of {a.dtype}" if isinstance(a, np.ndarray) else type(a).__name__
            raise TypeError(
                f"{what}: argument '{names[k]}' (argnums {k}) must be a float array, got "
                f"{kind}; second derivatives are taken with respect to float arrays (pass a "
                "scalar as a 1-element array)"
            )
        want.append(k)
    return want


def _run(jf: JitFunction, args: tuple, want: list[int], vs: list[list], loss: str, comm):
    """One call of ``@mpiad.hvp`` with W = len(vs[0]) directions: returns (value, gradients,
    H v for each direction), the gradients and products one array per argument in ``want``."""
    W = len(vs[0])
    grads = [np.zeros_like(args[k]) for k in want]
    hvs = [[np.zeros_like(args[k]) for _ in range(W)] for k in want]
    anns = []
    for k, a in enumerate(args):
        if k in want:
            i = want.index(k)
            lanes = [np.ascontiguousarray(v, dtype=a.dtype) for v in vs[i]]
            for v in lanes:
                if v.shape != a.shape:
                    raise ValueError(
                        f"hvp: the direction has shape {v.shape}, expected {a.shape} (the "
                        "argument's)"
                    )
            anns.append(A.BatchDuplicated(a, tuple(lanes)))
        else:
            anns.append(a if isinstance(a, A.Annotation) else A.Const(a))
    # activities as for the gradient (each direction is checked like a shadow)
    anns_, argtypes, _ = prepare(A.Forward, jf, tuple(anns))
    acts = tuple(DUP if k in want else CONST for k in range(len(args)))
    spec = Spec("hvp", W, acts, False)
    ret = jf.result_layout(argtypes)
    if ret is None or not ret.differentiable or ret.size > 8 or len(ret.elems) != 1:
        raise not_a_scalar_loss(jf, ret, "hvp")
    seed, over = loss_seed(jf, args, loss, comm)
    plan = jf.plan(argtypes, spec, parallel=False)
    retbuf = ctypes.create_string_buffer(8)
    tans = [ctypes.create_string_buffer(8) for _ in range(W)]
    seedbuf = ctypes.create_string_buffer(8)
    _seed(ret, seedbuf, seed)
    exc, status = ctypes.c_void_p(0), ctypes.c_int32(0)
    values: list = [ctypes.addressof(retbuf)] + [ctypes.addressof(b) for b in tans]
    values += [ctypes.addressof(seedbuf), ctypes.addressof(exc), ctypes.addressof(status)]
    copies: list = []
    for k, (lay, ann, act) in enumerate(zip(plan.args, anns_, acts)):
        lanes = []
        if k in want:
            i = want.index(k)
            lanes = list(ann.dvals) + [grads[i]] + hvs[i]
        _push(values, lay, ann.val, act, lanes, copies)
    plan.cfunc(*values)
    for d, scratch in copies:
        d[...] = scratch
    if status.value not in _OK:
        raise_numba_exception(status.value, exc.value)
    value = _read(ret, retbuf)
    if over is not None:
        _check_replicated(jf, over, value)
    return value, grads, hvs


def _make(f, argnums, loss: str, comm, what: str):
    if loss not in LOSSES:
        raise ValueError(f"{what}: loss must be 'replicated' or 'sum', got {loss!r}")
    jf = as_jit(f)
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    return jf, nums


def _directions(argnums, v, n: int, what: str) -> list:
    if isinstance(argnums, int):
        return [v]
    if not isinstance(v, (tuple, list)) or len(v) != n:
        raise TypeError(f"{what}: with argnums a tuple, v is a tuple of {n} directions")
    return list(v)


def hvp(f, argnums=0, *, loss: str = "replicated", comm=None):
    """``hvp(f)(*args, v)``: the Hessian of ``f``'s result times ``v`` (an array like
    ``args[argnums]``; with a tuple ``argnums``, a tuple of arrays, and a tuple is returned).

    Forward mode over reverse mode: the tangent of :func:`mpiad.grad` along ``v``, in one
    compiled call. ``loss`` and ``comm`` mean what they mean for :func:`mpiad.grad`: with the
    default ``"replicated"``, each rank gives its part of v and receives its part of H v."""
    return _second(f, argnums, loss, comm, "hvp")


def grad_and_hvp(f, argnums=0, *, loss: str = "replicated", comm=None):
    """``grad_and_hvp(f)(*args, v)`` returns ``(value, gradient, H v)`` from one call (what a
    Newton-Krylov step needs): the value of ``f``, :func:`mpiad.grad`'s gradient and
    :func:`hvp`'s product (tuples of arrays with a tuple ``argnums``)."""
    return _second(f, argnums, loss, comm, "grad_and_hvp")


def _second(f, argnums, loss, comm, what):
    jf, nums = _make(f, argnums, loss, comm, what)

    @collective
    def run(*args_v, **kwargs):
        if not args_v:
            raise TypeError(f"{what}: the direction v is the last positional argument")
        *rest, v = args_v
        args = jf.bind(tuple(rest), kwargs)
        want = _arrays_wrt(jf, args, nums, what)
        vs = [[d] for d in _directions(argnums, v, len(want), what)]
        value, grads, hvs = _run(jf, args, want, vs, loss, comm)
        hv = [h[0] for h in hvs]
        if isinstance(argnums, int):
            g, hv = grads[0], hv[0]
        else:
            g, hv = tuple(grads), tuple(hv)
        return (value, g, hv) if what == "grad_and_hvp" else hv

    run.__name__ = f"{what}_{jf.__name__}"
    return run


def hessian(f, argnums: int = 0, *, loss: str = "replicated", comm=None, width: int = 8):
    """``hessian(f)(*args)``: this rank's rows of the Hessian of ``f``'s result with respect to
    ``args[argnums]`` (a float array; for small inputs), as an array of shape
    ``(x.size, N)``: row i is this rank's element ``x.ravel()[i]``, column j the j-th element of
    the global input, ranks in order (rank 0's elements first); N is the sum of the sizes over
    the ranks of the loss's communicator. Its columns are Hessian-vector products, ``width`` at
    a time (vector forward mode over the gradient)."""
    if not isinstance(argnums, int):
        raise TypeError("hessian: argnums is one argument's index")
    jf, _ = _make(f, argnums, loss, comm, "hessian")

    @collective
    def run(*args, **kwargs):
        args = jf.bind(args, kwargs)
        (k,) = _arrays_wrt(jf, args, (argnums,), "hessian")
        x = args[k]
        over = _loss_comm(jf, args, comm)
        sizes = over.allgather(int(x.size))
        me, total = over.Get_rank(), sum(sizes)
        start = sum(sizes[:me])
        H = np.zeros((x.size, total))
        W = max(1, min(int(width), total))
        for j0 in range(0, total, W):
            cols = list(range(j0, min(j0 + W, total)))
            lanes = []
            for j in cols + [cols[-1]] * (W - len(cols)):  # the last block padded to W
                e = np.zeros(x.size)
                if start <= j < start + x.size:
                    e[j - start] = 1.0
                lanes.append(e.reshape(x.shape))
            _, _, hvs = _run(jf, args, [k], [lanes], loss, comm)
            for c, j in enumerate(cols):
                H[:, j] = hvs[0][c].ravel()
        return H

    run.__name__ = f"hessian_{jf.__name__}"
    return run
