"""``autodiff``, ``grad``, ``jvp`` and ``register_op_derivative``: what users call."""

from __future__ import annotations

import math
import numbers
import weakref

import numpy as np
from numba import types
from numba.np.numpy_support import as_dtype

from mpiad_passes.activity_names import CONST, OUT

from . import activity as A
from . import engine, mpi
from .calling import overlapping, same_layout
from .faults import collective, on_every_rank
from .kernel import JitFunction, Spec, call, jit
from .numba_frontend import arg_names, classify, typeof_arg

_auto_jit: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def as_jit(f) -> JitFunction:
    """``f`` as a JitFunction (plain functions and Numba dispatchers are wrapped once)."""
    if isinstance(f, JitFunction):
        return f
    import numba

    key = f.py_func if isinstance(f, numba.core.dispatcher.Dispatcher) else f
    if not callable(key):
        raise TypeError(f"mpiad: expected a function to differentiate, got {type(f).__name__}")
    got = _auto_jit.get(f)  # keyed by the dispatcher itself: it brings its options
    if got is None:
        got = _auto_jit[f] = jit(f)
    return got


def _arg_names(jf: JitFunction, n: int) -> list[str]:
    got = jf._names.get(n)
    if got is None:
        got = jf._names[n] = arg_names(jf.py_func, n)
    return got


def _is_real(x) -> bool:
    return isinstance(x, numbers.Real) and not isinstance(x, (bool, np.bool_))


def _check_shadow(mode, name: str, val, kind: str, d, what: str) -> None:
    if kind == "array":
        if not has_floats(val.dtype):
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
        if not same_layout(val, d):  # any layout: copied through a scratch with val's strides
            if overlapping(val):
                raise ValueError(
                    f"argument '{name}': its elements overlap in memory (strides "
                    f"{val.strides}: a broadcast or sliding-window view), so a shadow cannot "
                    f"follow each element; pass the array '{name}' is a view of, and make the "
                    "view inside the kernel"
                )
            if overlapping(d):
                raise ValueError(
                    f"argument '{name}': the shadow's elements overlap in memory (strides "
                    f"{d.strides}); give it an array of its own, such as np.zeros_like({name})"
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


def has_floats(dt: np.dtype) -> bool:
    """Floating-point data, or records with a floating-point field (a struct of doubles and
    integers, issue 37): an array of them may have a shadow. A record array's shadow is a record
    array of its dtype whose floating-point fields hold the derivatives; the derivative code
    neither reads nor writes its other fields (they keep what the caller put there; ``grad``'s
    are zero)."""
    if dt.fields is None:
        return np.issubdtype(dt.base, np.floating)
    return any(has_floats(f[0].base) for f in dt.fields.values())


def _batch_lanes(mode: A.Mode, name: str, ann) -> list:
    """The tangents of a BatchDuplicated argument (forward mode, at least one)."""
    if mode.name != "forward":
        raise TypeError(
            f"argument '{name}': BatchDuplicated (vector mode) is for "
            "forward mode; reverse mode computes one gradient per call"
        )
    if len(ann.dvals) == 0:
        raise ValueError(f"argument '{name}': BatchDuplicated needs at least one tangent")
    return list(ann.dvals)


def check_mode(mode) -> None:
    if not isinstance(mode, A.Mode):
        raise TypeError(
            f"mpiad.autodiff: the first argument is the mode (mpiad.Forward or "
            f"mpiad.Reverse), got {mode!r}"
        )


def prepare(mode: A.Mode, jf: JitFunction, args: tuple):
    """Validate the annotated arguments; returns (annotations, argtypes, spec)."""
    check_mode(mode)
    names = _arg_names(jf, len(args))
    anns, argtypes, acts = [], [], []
    widths = set()
    plain_dup = None
    given = [a if isinstance(a, A.Annotation) else A.Const(a) for a in args]
    for name, ann in zip(names, given):
        if isinstance(ann.val, A.Annotation):
            raise TypeError(f"argument '{name}': nested activity annotations ({ann!r})")
    tys = jf.resolve_types(tuple(typeof_arg(ann.val, name) for name, ann in zip(names, given)))
    for name, ann, ty in zip(names, given, tys):
        val = ann.val
        kind = classify(ty)
        if kind == "tuple" and not isinstance(ann, A.Const):
            ann, act, width = _prepare_tree(mode, name, ann, ty)
            if width is not None:
                widths.add(width)
            elif act is not None:
                plain_dup = name
            anns.append(ann)
            argtypes.append(ty)
            acts.append(act if act is not None else CONST)
            continue
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
            act = OUT
        elif isinstance(ann, A.BatchDuplicated):
            for d in _batch_lanes(mode, name, ann):
                _check_shadow(mode, name, val, kind, d, "BatchDuplicated")
            widths.add(len(ann.dvals))
            act = ann.tag
        elif isinstance(ann, A.Duplicated):
            _check_shadow(mode, name, val, kind, ann.dval, type(ann).__name__)
            plain_dup = name
            act = ann.tag
        elif isinstance(ann, A.Const):
            act = CONST
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
    disjoint = mode.name == "reverse" and _disjoint(anns, argtypes)
    return anns, tuple(argtypes), Spec(mode.name, width, tuple(acts), disjoint)


def _arrays(anns, argtypes) -> list[np.ndarray]:
    """The non-empty arrays among the arguments, at any depth of a structure."""
    return [
        leaf
        for ann, ty in zip(anns, argtypes)
        for _, _, leaf in tree_leaves(ty, ann.val, "")
        if isinstance(leaf, np.ndarray) and leaf.size
    ]


def _disjoint(anns: list, argtypes: list) -> bool:
    """Does no array or shadow among the arguments (at any depth of a structure) share memory
    with another? (NumPy's bounds test: interleaved views count as overlapping.) The reverse
    sweep may then read an array the kernel never writes again instead of taping it: nothing the
    primal writes, and no adjoint added into a shadow, can have changed it; and a checkpointed
    step tells LLVM its arrays and shadows apart (passes/reverse/checkpoint_scopes.py)."""
    arrays = _arrays(anns, argtypes)
    shadows = [
        leaf
        for ann, ty in zip(anns, argtypes)
        for d in (getattr(ann, "dvals", None) or (getattr(ann, "dval", None),))
        if d is not None
        for _, _, leaf in tree_leaves(ty, d, "")
        if isinstance(leaf, np.ndarray) and leaf.size
    ]
    both = arrays + shadows
    return all(not np.may_share_memory(a, b) for k, a in enumerate(both) for b in both[:k])


# -- structured arguments (tuples and namedtuples, nested) ---------------------------------------
def tree_leaves(ty, val, name: str):
    """``(name, Numba type, value)`` of each leaf of a structured argument, in Numba's flattening
    order (member after member, depth first); ``val`` may be None (every leaf None)."""
    if not isinstance(ty, types.BaseTuple):
        yield name, ty, val
        return
    fields = getattr(ty, "fields", None)
    if val is not None and (not isinstance(val, tuple) or len(val) != len(ty.types)):
        raise _TreeMismatch(name, ty, val)
    for k, t in enumerate(ty.types):
        sub = f"{name}.{fields[k]}" if fields else f"{name}[{k}]"
        yield from tree_leaves(t, None if val is None else val[k], sub)


class _TreeMismatch(Exception):
    def __init__(self, name, ty, val):
        super().__init__(name)
        self.name, self.ty, self.val = name, ty, val


def map_tree(val, fn, *others):
    """A structure like ``val`` (same tuple / namedtuple types) whose leaves are
    ``fn(leaf, *other leaves)``; ``others`` are structures like ``val`` or None."""
    if not isinstance(val, tuple):
        return fn(val, *others)
    parts = [
        map_tree(v, fn, *(None if o is None else o[k] for o in others)) for k, v in enumerate(val)
    ]
    return type(val)._make(parts) if hasattr(type(val), "_fields") else tuple(parts)


def unflatten(template, leaves: list):
    """The structure of ``template`` holding ``leaves`` (in flattening order)."""
    it = iter(leaves)
    return map_tree(template, lambda _v: next(it))


def _is_float_leaf(ty) -> bool:
    if isinstance(ty, types.Array) and isinstance(ty.dtype, types.Record):
        return has_floats(as_dtype(ty.dtype))
    return isinstance(ty, types.Float) or (
        isinstance(ty, types.Array) and isinstance(ty.dtype, types.Float)
    )


def zeros_tree(val):
    """The zero shadow of a structure: zero arrays for float arrays, 0.0 for float scalars,
    None for the other leaves (they carry no derivative)."""

    def zero(v):
        if isinstance(v, np.ndarray):
            return np.zeros_like(v) if has_floats(v.dtype) else None
        return 0.0 if isinstance(v, (float, np.floating)) else None

    return map_tree(val, zero)


def _prepare_tree(mode: A.Mode, name: str, ann, ty):
    """Check a structured argument's shadows leaf by leaf. Returns (annotation, the tuple of
    leaf activities or None when every leaf is constant, width of a BatchDuplicated or None).

    Float arrays and float scalars follow their shadow leaf (None: that leaf is constant);
    every other leaf (integer arrays, integers, booleans, communicators, jitclass instances,
    functions) is constant whatever its shadow leaf holds (zeros, None): it is never read or
    written. ``Active(state)`` (reverse mode) is ``Duplicated(state, zeros_tree(state))``."""
    val = ann.val
    what = type(ann).__name__
    if isinstance(ann, A.Active):
        if mode.name != "reverse":
            raise TypeError(
                f"argument '{name}': Active is for reverse mode; in forward mode pass "
                f"Duplicated({name}, d{name}) with a structure of tangents"
            )
        ann = A.Duplicated(val, zeros_tree(val))
    if isinstance(ann, A.BatchDuplicated):
        lanes = _batch_lanes(mode, name, ann)
    elif isinstance(ann, A.Duplicated):
        lanes = [ann.dval]
    else:
        raise TypeError(f"argument '{name}': unknown annotation {type(ann).__name__}")
    try:
        leaves = list(tree_leaves(ty, val, name))
        lane_leaves = [list(tree_leaves(ty, d, name)) for d in lanes]
    except _TreeMismatch as e:
        n = len(e.ty.types)
        raise TypeError(
            f"argument '{name}': the shadow must have the structure of the argument: "
            f"'{e.name}' is a {type(e.val).__name__} of {len(e.val)} members in the shadow "
            f"but {n} in the argument; build it with mpiad.zeros_tree({name}) or the same "
            "constructor"
            if isinstance(e.val, tuple)
            else f"argument '{name}': the shadow must have the structure of the argument: "
            f"'{e.name}' is a {type(e.val).__name__} in the shadow but a tuple of {n} in the "
            "argument"
        ) from None
    acts = []
    for k, (leaf, lty, v) in enumerate(leaves):
        ds = [ll[k][2] for ll in lane_leaves]
        if not _is_float_leaf(lty):
            acts.append(CONST)
            continue
        given = [d is not None for d in ds]
        if not any(given):
            acts.append(CONST)
            continue
        if not all(given):
            raise ValueError(
                f"argument '{name}': leaf '{leaf}' has a tangent in some lanes and None in "
                "others; give it a tangent in every lane (zeros where it does not vary)"
            )
        kind = "array" if isinstance(lty, types.Array) else "float"
        if kind == "float" and mode.name == "reverse":
            for d in ds:
                if not _is_real(d):
                    raise TypeError(
                        f"argument '{name}': the shadow of the float leaf '{leaf}' is the "
                        f"value its adjoint is added to (a real number such as 0.0), got "
                        f"{type(d).__name__}"
                    )
            acts.append(OUT)
            continue
        for d in ds:
            _check_shadow(mode if kind == "array" else A.Forward, leaf, v, kind, d, what)
        acts.append(ann.tag)
    width = len(lanes) if isinstance(ann, A.BatchDuplicated) else None
    if all(a == CONST for a in acts):
        return ann, None, width
    return ann, tuple(acts), width


def _tree_results(anns: list, argtypes: tuple, adjoints) -> list:
    """Reverse mode: the entries of the result for each Active scalar and each structured
    argument with a shadow, in argument order. A structure gives its shadow with each float
    scalar leaf's adjoint added (its arrays accumulated in place); ``Active(state)`` gives the
    gradient structure, None at leaves that carry no derivative."""
    it = iter(adjoints)
    out = []
    for ann, ty in zip(anns, argtypes):
        if not isinstance(ty, types.BaseTuple):
            if isinstance(ann, A.Active):
                out.append(next(it))
            continue
        if not isinstance(ann, A.Duplicated):
            continue
        new = [
            d + next(it) if isinstance(lty, types.Float) and d is not None else d
            for (_, lty, _), (_, _, d) in zip(
                tree_leaves(ty, None, ""), tree_leaves(ty, ann.dval, "")
            )
        ]
        out.append(unflatten(ann.val, new))
    return out


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
    Structured arguments (tuples, namedtuples) take a shadow of the same structure: in reverse
    mode their arrays accumulate in place and the updated shadow (its float scalars plus their
    adjoints) is returned in the tuple, at its place among the Active arguments;
    ``Active(state)`` returns the gradient structure.
    ``ForwardWithPrimal``/``ReverseWithPrimal`` return ``(derivative, result)``. Keyword
    arguments are ``f``'s (annotated or not); parameters left out take their default values, as
    constants.
    """
    check_mode(mode)  # before the arguments are bound: a missing mode shifts them all
    jf = as_jit(f)
    anns, argtypes, spec = prepare(mode, jf, jf.bind(args, kwargs))
    if spec.mode == "forward" and dret is not None:
        raise TypeError("dret (the seed of the result) is for reverse mode")
    size = sum(a.size for a in _arrays(anns, argtypes))
    plan, done = jf.derivative_plan(argtypes, spec, size)
    if spec.mode == "reverse" and dret is not None and not plan.ret.differentiable:
        raise TypeError(f"dret given, but {jf.__name__} returns no floating-point result")
    primal, deriv = call(plan, anns, dret)
    done()
    if spec.mode == "reverse":
        deriv = tuple(_tree_results(anns, argtypes, deriv))
    return (deriv, primal) if mode.with_primal else deriv


LOSSES = ("replicated", "sum")


def grad(f, argnums=0, *, loss: str = "replicated", comm=None):
    """JAX-style gradient of a kernel returning a float: ``grad(f)(x, y, comm)`` is df/dx.

    ``argnums`` (int or tuple) picks the arguments: float scalars, float arrays of any layout,
    and tuples / namedtuples (nested) of them, whose gradient has their structure (None at
    leaves that carry no derivative: integers, integer arrays ...); the others are constants.
    With a tuple, a tuple of gradients is returned.

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
            elif isinstance(a, np.ndarray) and has_floats(a.dtype):
                anns.append(A.Duplicated(a, np.zeros_like(a)))
            elif isinstance(a, (float, np.floating)):
                anns.append(A.Active(float(a) if not isinstance(a, np.floating) else a))
            elif isinstance(a, tuple):
                anns.append(A.Active(a))  # a structure: its gradient structure is returned
            else:
                what = f"an array of {a.dtype}" if isinstance(a, np.ndarray) else type(a).__name__
                raise TypeError(
                    f"grad: argument '{names[k]}' (argnums {k}) must be a float scalar, a "
                    f"float array or a tuple / namedtuple of them, got {what}; leave it out "
                    "of argnums (it is then a constant)"
                )
        anns_, argtypes, spec = prepare(A.Reverse, jf, tuple(anns))
        ret = jf.result_layout(argtypes, spec)
        if ret is None or not ret.differentiable or isinstance(ret.nbtype, types.BaseTuple):
            raise not_a_scalar_loss(jf, ret, "grad")
        seed, over = loss_seed(jf, args, loss, comm)
        plan, done = jf.derivative_plan(
            argtypes, spec, sum(a.size for a in _arrays(anns_, argtypes))
        )
        value, adj = call(plan, anns_, seed)
        done()
        if over is not None:
            _check_replicated(jf, over, value)
        results = iter(_tree_results(anns_, argtypes, adj))
        got = {}
        for k, (a, ty) in enumerate(zip(anns_, argtypes)):
            if isinstance(ty, types.BaseTuple):
                if isinstance(a, A.Duplicated):
                    got[k] = next(results)
            elif isinstance(a, A.Active):
                got[k] = next(results)
            elif isinstance(a, A.Duplicated):
                got[k] = a.dval
        out = [got.get(n % len(args)) for n in nums]
        g = out[0] if isinstance(argnums, int) else tuple(out)
        return (value, g) if with_value else g

    gradient.__name__ = f"{'value_and_' if with_value else ''}grad_{jf.__name__}"
    return gradient


def not_a_scalar_loss(jf: JitFunction, ret, what: str) -> TypeError:
    """The error of ``what`` (grad, hvp) for a kernel whose result (layout ``ret``, or None) is
    not one floating-point scalar."""
    got = ret.nbtype if ret is not None else "a non-scalar value"
    return TypeError(
        f"{what} needs a function returning a floating-point scalar; {jf.__name__} returns {got}"
    )


def loss_seed(jf: JitFunction, args: tuple, loss: str, comm) -> tuple[float, object]:
    """The adjoint each rank seeds its result with, and the communicator over which the loss is
    replicated (None for ``loss="sum"``): a replicated loss L is the same on every rank of it,
    so each rank seeds 1/size and the sum over the ranks counts L once."""
    if loss != "replicated":
        return 1.0, None
    over = _loss_comm(jf, args, comm)
    return 1.0 / over.Get_size(), over


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

    handle = MPI._handleof(op) if isinstance(op, MPI.Op) else op
    if not isinstance(handle, (int, np.integer)):
        raise TypeError(
            f"register_op_derivative: op must be an mpi4py MPI.Op or its handle, got "
            f"{type(op).__name__}"
        )
    if isinstance(like, MPI.Op):  # by comparison: under Open MPI a handle is an address
        ops = {"sum": MPI.SUM, "prod": MPI.PROD, "min": MPI.MIN, "max": MPI.MAX}
        like = next((k for k, o in ops.items() if like == o), MPI._handleof(like))
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
