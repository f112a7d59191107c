"""A :class:`~mpiad.calling.CallPlan` as JSON data, for the disk cache.

A plan is what calling a compiled entry point needs besides its code: the spec, the layout of
each argument and of the result, the function's name and parameter types. All of it is text,
numbers and lists, but for the result's Numba type, which is rebuilt from names: a scalar type
from a fixed table, a tuple from its members, and a namedtuple's class looked up by module and
name among the modules already imported (the kernel's own module imported it). Nothing is
imported or called on the way, so a cache entry cannot make the process run code of its choosing
through its plan (the object code itself is guarded by the folder checks of
:mod:`mpiad.cache_files`). Data that does not have the expected shape raises ValueError: the
entry is rebuilt. :func:`plan_from_entry` turns a loaded entry (plan and object code) back
into a plan bound to its code, or None for an entry to rebuild.
"""

from __future__ import annotations

import sys

from numba import types

from . import cache as C
from . import engine
from .calling import CallPlan, Spec
from .counters import STATS
from .numba_frontend import _SCALAR_CODES, ArgLayout, RetLayout

#: the scalar types a result may have (those ret_layout reads back), by name
_SCALARS = {name: getattr(types, "boolean" if name == "bool" else name) for name in _SCALAR_CODES}
_FORMATS = {fmt for _kind, fmt, _size in _SCALAR_CODES.values()}


def plan_data(plan: CallPlan) -> dict | None:
    """The plan as JSON data, or None when its result type has no such form (a namedtuple
    class defined inside a function): the entry is then not written."""
    ret = _ret_data(plan.ret)
    if ret is None:
        return None
    spec = plan.spec
    return {
        "spec": {
            "mode": spec.mode,
            "width": spec.width,
            "acts": list(spec.acts),
            "disjoint": spec.disjoint,
        },
        "args": [_arg_data(a) for a in plan.args],
        "ret": ret,
        "ret_dup": plan.ret_dup,
        "fn_name": plan.fn_name,
        "param_types": list(plan.param_types),
        "n_out": plan.n_out,
    }


def plan_from_data(d) -> CallPlan:
    """The plan of ``plan_data``'s output (not yet bound to code); ValueError when ``d`` is
    not of that shape."""
    _keys(d, {"spec", "args", "ret", "ret_dup", "fn_name", "param_types", "n_out"}, "plan")
    s = d["spec"]
    _keys(s, {"mode", "width", "acts", "disjoint"}, "spec")
    spec = Spec(
        _of(s["mode"], str),
        _of(s["width"], int),
        tuple(_acts(a) for a in _of(s["acts"], list)),
        _of(s["disjoint"], bool),
    )
    return CallPlan(
        spec=spec,
        args=[_arg_from(a) for a in _of(d["args"], list)],
        ret=_ret_from(d["ret"]),
        ret_dup=_of(d["ret_dup"], bool),
        fn_name=_of(d["fn_name"], str),
        param_types=[_of(t, str) for t in _of(d["param_types"], list)],
        n_out=_of(d["n_out"], int),
    )


def _of(v, kind):
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        raise ValueError(f"a plan field of an unexpected type: {type(v).__name__}")
    return v


def _keys(d, keys: set, what: str) -> None:
    if not isinstance(d, dict) or set(d) != keys:
        raise ValueError(f"unexpected {what} fields")


def _acts(a):
    """An argument's activity: a string, or a tuple of them (nested) for a structure."""
    return _of(a, str) if not isinstance(a, list) else tuple(_acts(x) for x in a)


def _arg_data(a: ArgLayout) -> dict:
    return {
        "name": a.name,
        "nbtype": a.nbtype,
        "kind": a.kind,
        "nflat": a.nflat,
        "lltypes": list(a.lltypes),
        "children": [_arg_data(c) for c in a.children],
        "float_data": a.float_data,
    }


def _arg_from(d) -> ArgLayout:
    _keys(d, {"name", "nbtype", "kind", "nflat", "lltypes", "children", "float_data"}, "argument")
    return ArgLayout(
        _of(d["name"], str),
        _of(d["nbtype"], str),
        _of(d["kind"], str),
        _of(d["nflat"], int),
        tuple(_of(t, str) for t in _of(d["lltypes"], list)),
        tuple(_arg_from(c) for c in _of(d["children"], list)),
        _of(d["float_data"], bool),
    )


def _ret_data(ret: RetLayout) -> dict | None:
    t = ret.nbtype
    if t is None or t == types.none or isinstance(t, types.NoneType):
        kind, items, cls = "none", [], None
    elif isinstance(t, types.BaseTuple):
        items = [str(types.unliteral(m)) for m in t.types]
        kind, cls = "tuple", None
        if isinstance(t, types.BaseNamedTuple):
            c = t.instance_class
            if "<locals>" in c.__qualname__ or _find_class(c.__module__, c.__qualname__) is not c:
                return None
            kind, cls = "namedtuple", [c.__module__, c.__qualname__]
    else:
        kind, items, cls = "scalar", [str(types.unliteral(t))], None
    if any(i not in _SCALARS for i in items):
        return None
    return {
        "kind": kind,
        "items": items,
        "class": cls,
        "elems": [list(e) for e in ret.elems],
        "size": ret.size,
        "differentiable": ret.differentiable,
        "supported": ret.supported,
    }


def _ret_from(d) -> RetLayout:
    _keys(d, {"kind", "items", "class", "elems", "size", "differentiable", "supported"}, "result")
    items = [_SCALARS.get(_of(i, str)) for i in _of(d["items"], list)]
    if None in items:
        raise ValueError("an unknown result type")
    kind = d["kind"]
    if kind == "none":
        nbtype = types.none
    elif kind == "scalar" and len(items) == 1:
        nbtype = items[0]
    elif kind == "tuple":
        nbtype = types.Tuple(items)
    elif kind == "namedtuple":
        module, qualname = (_of(x, str) for x in _of(d["class"], list))
        cls = _find_class(module, qualname)
        if cls is None:
            raise ValueError(f"the result's class {module}.{qualname} is not loaded")
        nbtype = types.NamedTuple(items, cls)
    else:
        raise ValueError(f"an unknown result kind {kind!r}")
    elems = []
    for e in _of(d["elems"], list):
        k, fmt, off = _of(e, list)
        if fmt not in _FORMATS or not 0 <= _of(off, int) < _of(d["size"], int):
            raise ValueError("an unexpected result layout")
        elems.append((_of(k, str), fmt, off))
    return RetLayout(
        nbtype,
        tuple(elems),
        _of(d["size"], int),
        _of(d["differentiable"], bool),
        _of(d["supported"], bool),
    )


def _find_class(module: str, qualname: str):
    """The namedtuple class ``module.qualname`` if that module is imported already (nothing is
    imported here), else None."""
    v = sys.modules.get(module)
    for part in qualname.split("."):
        v = getattr(v, part, None)
    if isinstance(v, type) and issubclass(v, tuple) and hasattr(v, "_fields"):
        return v
    return None


def plan_from_entry(dkey, hit) -> CallPlan | None:
    """The plan of a disk-cache entry, bound to its loaded code; None (with a warning, and the
    entry is rebuilt and replaced) when a sound file's contents do not load here."""
    try:
        plan = plan_from_data(hit[0]).bind(engine.load_object(hit[1]))
    except Exception as e:
        C.damaged(dkey, f"{type(e).__name__}: {e}")
        return None
    STATS["disk_hits"] += 1
    return plan
