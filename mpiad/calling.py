"""Calling one JIT-compiled entry point from Python: what it is (:class:`Spec`), how to call it
(:class:`CallPlan`), and the conversions between Python values and its flat C ABI, including
turning Numba's exception record back into the exception the kernel raised."""

from __future__ import annotations

import ctypes
import pickle
import struct
from dataclasses import dataclass

import numpy as np
from llvmlite import ir
from numba import types

from mpiad_passes.activity_names import DUPLICATED

from . import activity as A
from .numba_frontend import RetLayout

_CTYPES = {"ptr": ctypes.c_void_p, "double": ctypes.c_double, "float": ctypes.c_float,
           "i64": ctypes.c_int64, "i32": ctypes.c_int32, "i16": ctypes.c_int16,
           "i8": ctypes.c_int8, "i1": ctypes.c_bool}  # fmt: skip

# Numba return codes (numba.core.callconv)
_RETCODE_OK, _RETCODE_NONE, _RETCODE_EXC, _RETCODE_STOPIT, _RETCODE_USEREXC = 0, -2, -1, -3, 1


@dataclass
class Spec:
    """What a compiled entry point is: mode, width and per-argument activity."""

    mode: str  # 'primal' | 'forward' | 'reverse'
    width: int
    acts: tuple  # per Python argument: mpiad_passes.activity_names (or a tuple, per leaf)
    #: reverse mode: no two arrays among the arguments share memory (checked at each call), so
    #: an array the kernel only reads is read again in the reverse sweep instead of taped
    #: while it writes another (``passes.readonly``); False when any two may overlap
    disjoint: bool = False

    def key(self):
        return (self.mode, self.width, self.acts) + (("disjoint",) if self.disjoint else ())


@dataclass
class CallPlan:
    """Everything needed to call one JIT-compiled entry point (the disk cache keeps all of it
    but ``jm`` and ``cfunc`` as JSON: :mod:`mpiad.plan_data`)."""

    spec: Spec
    args: list  # ArgLayout per Python argument
    ret: RetLayout
    ret_dup: bool
    fn_name: str
    param_types: list  # LLVM types of the called function's parameters
    n_out: int  # reverse: number of Active scalars returned through the out buffer
    jm: object = None
    cfunc: object = None

    def bind(self, jm) -> "CallPlan":
        self.jm = jm
        addr = jm.address(self.fn_name)
        self.cfunc = ctypes.CFUNCTYPE(None, *[_CTYPES[t] for t in self.param_types])(addr)
        return self


def _lanes(ann) -> list:
    if isinstance(ann, A.BatchDuplicated):
        return list(ann.dvals)
    if isinstance(ann, A.Duplicated):
        return [ann.dval]
    return []


def leaf_acts(lay, act) -> tuple:
    """The activity of each leaf of an argument: a structured argument's activity is a tuple
    with one entry per leaf (or one string for all of them)."""
    if isinstance(act, tuple):
        return act
    return (act,) * lay.nleaves


def leaf_values(lay, val):
    """The leaves of the Python value ``val`` of an argument laid out as ``lay``, in Numba's
    flattening order; a missing branch (None) gives None leaves."""
    if lay.kind != "tuple":
        yield val
        return
    for k, c in enumerate(lay.children):
        yield from leaf_values(c, None if val is None else val[k])


def _push(values: list, lay, val, act, lanes: list, copies: list) -> None:
    """Append the flat C values of one leaf (and its shadows) to ``values``."""
    kind = lay.kind
    dup = act in DUPLICATED
    if kind == "array":
        ai = val.__array_interface__
        values += [None, None, val.size, val.itemsize, ai["data"][0]]
        if dup:
            for d in lanes:
                values.append(shadow_pointer(val, d, copies))
        values += list(val.shape)
        values += list(val.strides)
    elif kind == "float":
        values.append(float(val))
        if dup:
            values += [float(d) for d in lanes]
    elif kind in ("comm", "op", "datatype", "group"):
        values.append(val.handle)
    elif kind == "bool":
        values.append(bool(val))
    elif kind == "jitclass":
        values += _box_fields(val)
    elif kind == "dispatcher":
        values.append(id(val))  # the Python object; the compiled code calls its target directly
    else:
        values.append(int(val))


def _box_fields(obj) -> list:
    """A jitclass instance as Numba passes it: its meminfo and data pointers."""
    from numba.experimental.jitclass import _box

    base = id(obj)
    return [
        ctypes.c_void_p.from_address(base + _box.box_meminfoptr_offset).value,
        ctypes.c_void_p.from_address(base + _box.box_dataptr_offset).value,
    ]


def same_layout(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether ``b``'s elements sit at ``a``'s byte offsets (strides of extent-1 axes do not
    matter)."""
    if a.size == 0:
        return True
    return all(n == 1 or sa == sb for n, sa, sb in zip(a.shape, a.strides, b.strides))


def overlapping(a: np.ndarray) -> bool:
    """Whether two elements of ``a`` may share memory (a zero stride, a sliding window): a
    sufficient test for the absence of overlap, so True means "may overlap"."""
    dims = sorted((abs(s), n) for n, s in zip(a.shape, a.strides) if n > 1)
    span = a.itemsize
    for s, n in dims:
        if s < span:
            return True
        span += s * (n - 1)
    return False


def strided_zeros(a: np.ndarray) -> np.ndarray:
    """Zeros of ``a``'s shape and dtype at ``a``'s strides (the elements sit at the same byte
    offsets as ``a``'s), in a buffer just large enough for the span of ``a``."""
    if a.size == 0:
        return np.zeros(a.shape, a.dtype)
    lo = sum((n - 1) * s for n, s in zip(a.shape, a.strides) if s < 0)
    hi = sum((n - 1) * s for n, s in zip(a.shape, a.strides) if s > 0)
    buf = np.zeros((hi - lo) // a.itemsize + 2, a.dtype)
    return np.ndarray(a.shape, a.dtype, buffer=buf, offset=-lo, strides=a.strides)


def shadow_pointer(val: np.ndarray, d: np.ndarray, copies: list) -> int:
    """The address of a shadow with ``val``'s strides: the derivative code indexes the shadow
    with the primal's strides. A shadow of another layout is copied into a scratch array that
    has them, and copied back after the call (``copies``)."""
    if same_layout(val, d):
        return d.__array_interface__["data"][0]
    scratch = strided_zeros(val)
    scratch[...] = d
    copies.append((d, scratch))
    return scratch.__array_interface__["data"][0]


def call(plan: CallPlan, anns: list, dret=None):
    """Run a compiled entry point with annotated arguments. Returns (primal, derivative)."""
    spec = plan.spec
    W = spec.width
    ret = plan.ret
    rsize = max(ret.size, 8)
    retbuf = ctypes.create_string_buffer(rsize)
    exc = ctypes.c_void_p(0)
    status = ctypes.c_int32(0)
    values: list = []
    out = None
    if plan.n_out:
        out = np.zeros(plan.n_out)
        values.append(out.ctypes.data)
    values.append(ctypes.addressof(retbuf))
    dbufs = []
    if plan.ret_dup:
        for _k in range(W):
            b = ctypes.create_string_buffer(rsize)
            if spec.mode == "reverse":
                _seed(ret, b, dret)
            dbufs.append(b)
            values.append(ctypes.addressof(b))
    values.append(ctypes.addressof(exc))
    values.append(ctypes.addressof(status))
    copies: list = []  # (user's shadow, scratch with the primal's strides): copied back after
    for lay, ann, act in zip(plan.args, anns, spec.acts):
        lanes = _lanes(ann)
        if lay.kind != "tuple":
            _push(values, lay, ann.val, act, lanes, copies)
            continue
        acts = leaf_acts(lay, act)
        leaves = list(leaf_values(lay, ann.val))
        lane_leaves = [list(leaf_values(lay, d)) for d in lanes]
        for k, (leaf, v) in enumerate(zip(lay.leaves(), leaves)):
            _push(values, leaf, v, acts[k], [ll[k] for ll in lane_leaves], copies)
    plan.cfunc(*values)
    for d, scratch in copies:
        d[...] = scratch
    st = status.value
    if st not in (_RETCODE_OK, _RETCODE_NONE):
        raise_numba_exception(st, exc.value)
    primal = _read(ret, retbuf) if st == _RETCODE_OK else None
    if spec.mode == "primal":
        return primal, None
    if spec.mode == "forward":
        if not plan.ret_dup:
            tangent = None
        elif W == 1:
            tangent = _read(ret, dbufs[0], tangent=True)
        else:
            tangent = tuple(_read(ret, b, tangent=True) for b in dbufs)
        return primal, tangent
    return primal, tuple(float(x) for x in out) if out is not None else ()


def _seed(ret: RetLayout, buf, dret) -> None:
    floats = [(fmt, off) for kind, fmt, off in ret.elems if kind == "f"]
    if dret is None:
        seeds = [1.0] * len(floats)
    elif isinstance(dret, (tuple, list)):
        seeds = [float(x) for x in dret]
    else:
        seeds = [float(dret)]
    if len(seeds) != len(floats):
        raise ValueError(
            f"dret: the result has {len(floats)} floating-point component(s), got "
            f"{len(seeds)} seed(s)"
        )
    for (fmt, off), s in zip(floats, seeds):
        struct.pack_into(fmt, buf, off, s)


def _read(ret: RetLayout, buf, tangent: bool = False):
    if not ret.elems:
        return None
    vals = []
    for kind, fmt, off in ret.elems:
        v = struct.unpack_from(fmt, buf, off)[0]
        if tangent and kind != "f":
            v = None
        vals.append(v)
    if isinstance(ret.nbtype, types.BaseNamedTuple):
        return ret.nbtype.instance_class(*vals)
    if isinstance(ret.nbtype, types.BaseTuple):
        return tuple(vals)
    return vals[0]


def raise_numba_exception(status: int, excptr: int):
    """Turn Numba's exception record into the Python exception the kernel raised."""
    if status == _RETCODE_USEREXC or status > 0:
        if not excptr:
            raise SystemError("mpiad: the kernel raised an exception without an exception record")
        buf, size = (
            ctypes.c_void_p.from_address(excptr).value,
            ctypes.c_int32.from_address(excptr + 8).value,
        )
        fn = ctypes.c_void_p.from_address(excptr + 24).value
        exc_class, exc_args, loc = pickle.loads(ctypes.string_at(buf, size))
        if fn:  # dynamic exception: the runtime values are converted by a generated function
            try:
                values = ctypes.c_void_p.from_address(excptr + 16).value
                dyn = iter(ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_void_p)(fn)(values))
                exc_args = tuple(next(dyn) if isinstance(a, ir.Value) else a for a in exc_args)
            except Exception:
                exc_args = tuple(
                    "<runtime value>" if isinstance(a, ir.Value) else a for a in exc_args
                )
        err = exc_class(*exc_args) if exc_args is not None else exc_class()
        if loc and hasattr(err, "add_note"):
            err.add_note(f"raised in kernel {loc[0]} at {loc[1]}:{loc[2]}")
        raise err
    if status == _RETCODE_STOPIT:
        raise StopIteration
    raise SystemError(f"mpiad: the kernel failed with status {status}")
