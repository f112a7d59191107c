"""``autodiff``, ``grad``, ``jvp`` and ``register_op_derivative``: what users call."""

from __future__ import annotations

import math
import numbers
import weakref

import numpy as np
from numba import types

from . import activity as A
from . import engine
from .faults import collective, on_every_rank
from .kernel import JitFunction, Spec, call, jit
from .numba_frontend import classify, typeof_arg

_auto_jit: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def as_jit(f) -> JitFunction:
    """``f`` as a JitFunction (plain functions and Numba dispatchers are wrapped once)."""
    if isinstance(f, JitFunction):
        return f
    import numba

    key = f.py_func if isinstance(f, numba.core.dispatcher.Dispatcher) else f
    if not callable(key):
        raise TypeError(f"mpiad: expected a function to differentiate, got {type(f).__name__}")
    got = _auto_jit.get(key)
    if got is None:
        got = _auto_jit[key] = jit(key)
    return got


def _arg_names(jf: JitFunction, n: int) -> list[str]:
    got = jf._names.get(n)
    if got is None:
        from .numba_frontend import arg_names

        got = jf._names[n] = arg_names(jf.py_func, n)
    return got


def _is_real(x) -> bool:
    return isinstance(x, numbers.Real) and not isinstance(x, (bool, np.bool_))


def _check_shadow(mode, name: str, val, kind: str, d, what: str) -> None:
    if kind == "array":
        if not np.issubdtype(val.dtype, np.floating):
            raise TypeError(
                f"argument '{name}': {what} needs floating-point data, but '{name}' "
                f"has dtype {val.dtype}; pass it as Const({name})"
            )
        if not isinstance(d, np.ndarray):
            raise TypeError(
                f"argument '{name}': the shadow of an array must be a NumPy array of "
                f"dtype {val.dtype}, got {type(d).__name__}"
            )
        if d.dtype != val.dtype:
            raise TypeError(
                f"argument '{name}': the shadow has dtype {d.dtype}, expected "
                f"{val.dtype} (the primal's)"
            )
        if d.shape != val.shape:
            raise ValueError(
                f"argument '{name}': the shadow has shape {d.shape}, expected "
                f"{val.shape} (the primal's)"
            )
        if d.strides != val.strides:
            raise ValueError(
                f"argument '{name}': the shadow must have the primal's memory "
                f"layout (strides {val.strides}, got {d.strides}); use "
                f"np.zeros_like({name})"
            )
        if not d.flags.writeable:
            raise ValueError(f"argument '{name}': the shadow is read-only")
        if d.size and np.may_share_memory(d, val):
            raise ValueError(
                f"argument '{name}': the shadow shares memory with the primal; "
                "give it its own array"
            )
        return
    if kind == "float":
        if mode.name == "reverse":
            raise TypeError(
                f"argument '{name}': a scalar is passed by value; in reverse mode "
                f"mark it Active({name}) to get its adjoint (Duplicated is for "
                "arrays)"
            )
        if not _is_real(d):
            raise TypeError(
                f"argument '{name}': the tangent of a scalar must be a real number, "
                f"got {type(d).__name__}"
            )
        return
    raise TypeError(
        f"argument '{name}' ({kind}) carries no derivative; pass it as "
        f"Const({name}) (Duplicated is for floating-point scalars and arrays)"
    )


def prepare(mode: A.Mode, jf: JitFunction, args: tuple):
    """Validate the annotated arguments; returns (annotations, argtypes, spec)."""
    if not isinstance(mode, A.Mode):
        raise TypeError(
            f"mpiad.autodiff: the first argument is the mode (mpiad.Forward or "
            f"mpiad.Reverse), got {mode!r}"
        )
    names = _arg_names(jf, len(args))
    anns, argtypes, acts = [], [], []
    widths = set()
    plain_dup = None
    for name, a in zip(names, args):
        ann = a if isinstance(a, A.Annotation) else A.Const(a)
        val = ann.val
        if isinstance(val, A.Annotation):
            raise TypeError(f"argument '{name}': nested activity annotations ({ann!r})")
        ty = typeof_arg(val, name)
        kind = classify(ty)
        if isinstance(ann, A.Active):
            if mode.name != "reverse":
                raise TypeError(
                    f"argument '{name}': Active is for reverse mode; in forward mode "
                    f"pass Duplicated({name}, d{name}) with a tangent"
                )
            if kind != "float":
                hint = (
                    f"arrays are Duplicated({name}, d{name})"
                    if kind == "array"
                    else f"only floating-point scalars have adjoints; pass float({name}) or "
                    f"Const({name})"
                )
                raise TypeError(
                    f"argument '{name}': Active needs a floating-point scalar, got {ty}; {hint}"
                )
            act = "active"
        elif isinstance(ann, A.BatchDuplicated):
            if mode.name != "forward":
                raise TypeError(
                    f"argument '{name}': BatchDuplicated (vector mode) is for "
                    "forward mode; reverse mode computes one gradient per call"
                )
            if len(ann.dvals) == 0:
                raise ValueError(f"argument '{name}': BatchDuplicated needs at least one tangent")
            for d in ann.dvals:
                _check_shadow(mode, name, val, kind, d, "BatchDuplicated")
            widths.add(len(ann.dvals))
            act = ann.tag
        elif isinstance(ann, A.Duplicated):
            _check_shadow(mode, name, val, kind, ann.dval, type(ann).__name__)
            plain_dup = name
            act = ann.tag
        elif isinstance(ann, A.Const):
            act = "const"
        else:
            raise TypeError(f"argument '{name}': unknown annotation {type(ann).__name__}")
        anns.append(ann)
        argtypes.append(ty)
        acts.append(act)
    if len(widths) > 1:
        raise ValueError(
            f"BatchDuplicated arguments must all have the same number of tangents, "
            f"got {sorted(widths)}"
        )
    width = widths.pop() if widths else 1
    if width > 1 and plain_dup is not None:
        raise ValueError(
            f"argument '{plain_dup}': in vector mode every active argument is "
            f"BatchDuplicated with {width} tangents"
        )
    return anns, tuple(argtypes), Spec(mode.name, width, tuple(acts))


@collective
def autodiff(mode: A.Mode, f, *args, dret=None, **kwargs):
    """Differentiate ``f`` (an ``@mpiad.jit`` kernel, a Numba function or a plain function).

    Forward mode returns the tangent of ``f``'s floating-point result (None if it returns none;
    a tuple of W tangents with BatchDuplicated); shadows of arrays the kernel writes receive their
    tangents. Reverse mode returns a tuple with the adjoint of each Active argument, in order,
    and adds the adjoints of Duplicated arrays into their shadows; the result is seeded with
    ``dret`` (default 1.0) on every rank, as in Enzyme: under MPI this is the gradient of
    ``sum over ranks of dret_r * f_r`` (for a loss that is the same on every rank, that is
    SIZE times its gradient: use :func:`grad`, whose default counts it once).
    ``ForwardWithPrimal``/``ReverseWithPrimal`` return ``(derivative, result)``. Keyword
    arguments are ``f``'s (annotated or not); parameters left out take their default values, as
    constants.
    """
    jf = as_jit(f)
    anns, argtypes, spec = prepare(mode, jf, jf.bind(args, kwargs))
    if spec.mode == "forward" and dret is not None:
        raise TypeError("dret (the seed of the result) is for reverse mode")
    plan = jf.plan(argtypes, spec)
    if spec.mode == "reverse" and dret is not None and not plan.ret.differentiable:
        raise TypeError(f"dret given, but {jf.__name__} returns no floating-point result")
    primal, deriv = call(plan, anns, dret)
    return (deriv, primal) if mode.with_primal else deriv


LOSSES = ("replicated", "sum")


def grad(f, argnums=0, *, loss: str = "replicated", comm=None):
    """JAX-style gradient of a kernel returning a float: ``grad(f)(x, y, comm)`` is df/dx.

    ``argnums`` (int or tuple) picks the arguments: float scalars and float arrays; the others
    are constants. With a tuple, a tuple of gradients is returned.

    What the gradient is under MPI, set by ``loss``:

    - ``"replicated"`` (default): ``f`` returns the same value L on every rank of its
      communicator (an allreduced loss). Each rank receives dL/d(its own data), counted once
      (precisely: the gradient of the mean over ranks of the returned values, which is L). mpiad
      checks with one allreduce that the ranks agree, and raises ValueError on every rank when
      they do not.
    - ``"sum"``: each rank returns its own part; the gradient is that of the sum over ranks.

    The communicator is the kernel's mpi4py communicator argument (``comm=`` names it, by
    argument name or index, when there are several), else ``MPI.COMM_WORLD``. Data held
    identically on every rank (a shared parameter) gets, on each rank, its share: the gradient
    with respect to the shared value is the sum over ranks.
    """
    return _gradient_function(f, argnums, loss, comm, with_value=False)


def value_and_grad(f, argnums=0, *, loss: str = "replicated", comm=None):
    """Like :func:`grad`, but the function it returns gives ``(value, gradient)``."""
    return _gradient_function(f, argnums, loss, comm, with_value=True)


def _gradient_function(f, argnums, loss: str, comm, with_value: bool):
    if loss not in LOSSES:
        raise ValueError(f"grad: loss must be 'replicated' or 'sum', got {loss!r}")
    jf = as_jit(f)
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)

    @collective
    def gradient(*args, **kwargs):
        args = jf.bind(args, kwargs)
        names = _arg_names(jf, len(args))
        for k in nums:
            if not -len(args) <= k < len(args):
                raise ValueError(f"grad: argnums {k} is out of range for {len(args)} arguments")
        want = {k % len(args) for k in nums}
        anns = []
        for k, a in enumerate(args):
            if k not in want:
                anns.append(a if isinstance(a, A.Annotation) else A.Const(a))
            elif isinstance(a, np.ndarray):
                anns.append(A.Duplicated(a, np.zeros_like(a)))
            elif isinstance(a, (float, np.floating)):
                anns.append(A.Active(float(a) if not isinstance(a, np.floating) else a))
            else:
                raise TypeError(
                    f"grad: argument '{names[k]}' (argnums {k}) must be a float "
                    f"scalar or a float array, got {type(a).__name__}"
                )
        anns_, argtypes, spec = prepare(A.Reverse, jf, tuple(anns))
        ret = jf.result_layout(argtypes)
        if ret is None or not ret.differentiable or isinstance(ret.nbtype, types.BaseTuple):
            raise TypeError(
                f"grad needs a function returning a floating-point scalar; "
                f"{jf.__name__} returns "
                f"{ret.nbtype if ret is not None else 'a non-scalar value'}"
            )
        seed, over = 1.0, None
        if loss == "replicated":
            over = _loss_comm(jf, args, comm)
            seed = 1.0 / over.Get_size()
        value, adj = call(jf.plan(argtypes, spec), anns_, seed)
        if over is not None:
            _check_replicated(jf, over, value)
        out, it = [], iter(adj)
        for k in (n % len(args) for n in nums):
            a = anns[k]
            out.append(a.dval if isinstance(a, A.Duplicated) else next(it))
        g = out[0] if isinstance(argnums, int) else tuple(out)
        return (value, g) if with_value else g

    gradient.__name__ = f"{'value_and_' if with_value else ''}grad_{jf.__name__}"
    return gradient


def _loss_comm(jf: JitFunction, args: tuple, comm):
    """The communicator over which a replicated loss is the same value: ``comm`` (an argument
    name, an argument index, or an mpi4py communicator), else the kernel's only communicator
    argument, else MPI.COMM_WORLD (a kernel that communicates through a global)."""
    from mpi4py import MPI

    names = _arg_names(jf, len(args))
    if isinstance(comm, MPI.Comm):
        return comm
    if isinstance(comm, str):
        if comm not in names:
            raise ValueError(
                f"grad: comm={comm!r} is not an argument of {jf.__name__} "
                f"(arguments: {', '.join(names)})"
            )
        comm = names.index(comm)
    raw = [a.val if isinstance(a, A.Annotation) else a for a in args]
    if isinstance(comm, int) and not isinstance(comm, bool):
        if not isinstance(raw[comm], MPI.Comm):
            raise TypeError(
                f"grad: comm={comm} names argument '{names[comm]}', which is not an "
                "mpi4py communicator"
            )
        return raw[comm]
    if comm is not None:
        raise TypeError(
            "grad: comm= is an argument name, an argument index or an mpi4py "
            f"communicator, got {type(comm).__name__}"
        )
    comms = [k for k, v in enumerate(raw) if isinstance(v, MPI.Comm)]
    if len(comms) > 1:
        listed = ", ".join(f"'{names[k]}'" for k in comms)
        raise ValueError(
            f"grad: {jf.__name__} takes several communicators ({listed}); say over "
            "which one the loss is replicated with comm='name'"
        )
    return raw[comms[0]] if comms else MPI.COMM_WORLD


def _check_replicated(jf: JitFunction, comm, value: float) -> None:
    """One allreduce: the min and max of the returned value over the ranks of ``comm``. Every
    rank sees the same answer, so every rank raises (none is left waiting)."""
    from mpi4py import MPI

    v = float(value)
    out = np.empty(2)
    comm.Allreduce(np.array([v, -v]), out, op=MPI.MAX)
    hi, lo = float(out[0]), -float(out[1])
    if hi == lo or (math.isnan(hi) and math.isnan(lo)):
        return
    if abs(hi - lo) <= 1e-13 * max(abs(hi), abs(lo)):
        return
    raise on_every_rank(
        ValueError(
            f"grad({jf.__name__}): loss='replicated' needs the same value on every rank of the "
            f"communicator, but the ranks returned values from {lo!r} to {hi!r}; if each rank "
            "returns its own part of the loss, use loss='sum' (the gradient of the sum over ranks)"
        )
    )


@collective
def jvp(f, primals, tangents):
    """JAX-style Jacobian-vector product: ``(f(*primals), tangent of the result)``.

    ``tangents`` has one entry per primal: a tangent (same shape as the primal), or None for a
    constant argument. Arrays the kernel writes receive their tangents in the tangent arrays.
    """
    primals, tangents = tuple(primals), tuple(tangents)
    if len(primals) != len(tangents):
        raise ValueError(f"jvp: {len(primals)} primals but {len(tangents)} tangents")
    anns = [A.Const(p) if t is None else A.Duplicated(p, t) for p, t in zip(primals, tangents)]
    d, p = autodiff(A.ForwardWithPrimal, f, *anns)
    return p, d


_LIKE = {"sum": 1, "prod": 2, "min": 3, "max": 4}


def register_op_derivative(op, like) -> None:
    """Tell the MPI runtime that reduction ``op`` (e.g. from ``MPI.Op.Create``) differentiates
    like ``like`` ("sum", "prod", "min", "max", or the corresponding op)."""
    from mpi4py import MPI

    from . import mpi

    handle = MPI._handleof(op) if isinstance(op, MPI.Op) else op
    if not isinstance(handle, (int, np.integer)):
        raise TypeError(
            f"register_op_derivative: op must be an mpi4py MPI.Op or its handle, got "
            f"{type(op).__name__}"
        )
    if isinstance(like, MPI.Op):
        like = MPI._handleof(like)
    if isinstance(like, (int, np.integer)) and not isinstance(like, bool):
        names = {
            int(mpi.SUM): "sum",
            int(mpi.PROD): "prod",
            int(mpi.MIN): "min",
            int(mpi.MAX): "max",
        }
        like = names.get(int(like), like)
    code = _LIKE.get(str(like).lower()) if isinstance(like, str) else None
    if code is None:
        raise ValueError(
            f"register_op_derivative: like must be 'sum', 'prod', 'min' or 'max' "
            f"(or MPI.SUM ...), got {like!r}"
        )
    engine.register_op(int(handle), code)
