"""From a compiled kernel to the module of one entry point: the pass for derivatives, plus the
small C-ABI wrappers ctypes calls.

Wrappers are built with the pass's own IR classes (never IR text pasted from strings): a
``mpiad.call`` that stores a struct-returned derivative into a ``double`` array (struct returns
are not portable through ctypes), and ``mpiad.drop_spare``, which frees the tape's spare buffer
before the JIT unloads the module.
"""

from __future__ import annotations

import warnings

from mpiad_passes import differentiate as D
from mpiad_passes.activity import ConstArgumentWritten
from mpiad_passes.activity_names import CONST, DUP, DUPLICATED, OUT
from mpiad_passes.builder import Builder, Names
from mpiad_passes.context import PassContext
from mpiad_passes.errors import UnsupportedError
from mpiad_passes.ir.gcpause import gc_paused
from mpiad_passes.ir.instructions import describe
from mpiad_passes.ir.module import Block, Function, Module, Param
from mpiad_passes.ir.parser import parse_module
from mpiad_passes.ir.types import DOUBLE, I64, PTR, VOID, StructType, Type
from mpiad_passes.ir.values import GlobalRef, IntConst, LocalRef, Typed
from mpiad_passes.llvm_check import canonicalize, preprocessed
from mpiad_passes.mpi import abi, runtime, runtime_split
from mpiad_passes.preprocess import policy
from mpiad_passes.tape import SHADOW_TAPE

from .calling import CallPlan, Spec, leaf_acts
from .counters import STATS
from .engine import DROP_FN, REGISTER_FN
from .mpilib import family
from .numba_frontend import ENTRY, KernelIR
from .numba_mpi_compat import resolve

CALL_FN = "mpiad.call"


def entry_activities(kir: KernelIR, spec: Spec, ret_dup: bool) -> list[str]:
    """The activity of each flat parameter of ``@mpiad.entry`` for ``spec`` (a structured
    argument contributes the parameters of each of its leaves, in Numba's flattening order)."""
    acts = [DUP if ret_dup else CONST, CONST, CONST]
    for lay, act in zip(kir.args, spec.acts):
        for leaf, la in zip(lay.leaves(), leaf_acts(lay, act)):
            acts += _leaf_activities(leaf, la)
    return acts


def _leaf_activities(lay, act: str) -> list[str]:
    if lay.kind == "array":
        flat = [CONST] * lay.nflat
        if act in DUPLICATED:
            flat[lay.data_index] = act
        return flat
    if lay.kind == "float":
        return [DUP if act in DUPLICATED else act]  # a scalar by value: its primal is needed
    return [CONST] * lay.nflat


def array_extents(kir: KernelIR, m: Module) -> dict[str, tuple[str, str]]:
    """The sizes of the kernel's array arguments, as the reverse pass's checkpointed loops need
    them: data pointer parameter -> (item count parameter, item size parameter) of the Numba
    function (a 1-D..N-D array is passed as meminfo, parent, nitems, itemsize, data, shape...)."""
    fn = m.functions.get(kir.numba_name)
    if fn is None or fn.is_declaration:
        return {}
    flat = fn.params[2:]
    out: dict[str, tuple[str, str]] = {}
    at = 0
    for lay in kir.args:
        for leaf in lay.leaves():
            if leaf.kind == "array" and at + leaf.data_index < len(flat):
                data, nitems, itemsize = (flat[at + k].name for k in (leaf.data_index, 2, 3))
                if data and nitems and itemsize:
                    out[data] = (nitems, itemsize)
            at += leaf.nflat
    return out


def n_active(kir: KernelIR, spec: Spec) -> int:
    """How many Active scalars (adjoints returned through the out buffer) ``spec`` has."""
    return sum(la == OUT for lay, act in zip(kir.args, spec.acts) for la in leaf_acts(lay, act))


def parse(text: str, source: str) -> tuple[str, Module]:
    """LLVM's canonical text of a kernel module (preprocessed when Numba did not optimise it:
    ``NUMBA_OPT=0``, see :mod:`mpiad_passes.preprocess`), and its IR model."""
    canon = canonicalize(text, source, isolate=False)
    before = canon
    debug = _numba_debug()
    canon, warning = preprocessed(
        canon, policy(None, "always" if debug else "auto"), source, False, drop_noinline=debug
    )
    if canon is not before:  # numba-mpi's function pointers may only now be plain loads
        canon = canonicalize(resolve(canon), source, isolate=False)
    if warning:
        warnings.warn(f"mpiad: {warning}", RuntimeWarning, stacklevel=2)
    with gc_paused():  # (the model's objects live as long as the pass: no young collections)
        m = parse_module(canon, source)
    return canon, m


def _numba_debug() -> bool:
    """Does Numba compile without optimisation (``NUMBA_OPT=0``) or with debug info
    (``NUMBA_DEBUGINFO=1``, which marks every function ``noinline``)? Then the kernel's module is
    always preprocessed (MPIAD_PREPROCESS still decides if set), Numba's ``noinline`` dropped."""
    from numba.core import config

    return int(config.OPT) == 0 or bool(config.DEBUGINFO_DEFAULT)


def _numba_noalias(m: Module) -> None:
    """Say what Numba's calling convention guarantees: a function's ``%retptr`` and ``%excinfo``
    are slots of its caller that no other argument points into (Numba's callers pass their own
    allocas; the entry wrapper's ``%ret``, ``%exc``, ``%status`` are buffers mpiad allocates).
    Without it a store of the result would be a write through an argument that may alias the
    user's arrays, and no constant array could be reloaded in the reverse sweep (a CSR matrix's
    values and indices went on the tape: 16 bytes per nonzero per iteration)."""
    for fn in m.defined_functions():
        own = ("ret", "exc", "status") if fn.name == ENTRY else ("retptr", "excinfo")
        for p in fn.params[: len(own)]:
            if p.name in own and str(p.type) == "ptr" and "noalias" not in p.attrs.split():
                p.attrs = f"noalias {p.attrs}".strip()


def _alias_classes(kir: KernelIR, disjoint: bool) -> dict[str, str]:
    """The entry's array parameters by what they point into: a MemInfo (reference counts,
    written by every incref) is never inside an array's data, so counting references does not
    stop a constant array from being reloaded in the reverse sweep; with ``disjoint`` (checked
    by the caller at each call: ``Spec.disjoint``) each array's data is a class of its own,
    so writing one array does not stop another from being reloaded."""
    out, at = {}, 0
    for lay in kir.args:
        for leaf in lay.leaves():
            if leaf.kind == "array":
                out[f"p{at}"] = "meminfo"
                out[f"p{at + leaf.data_index}"] = f"data{at}" if disjoint else "data"
            at += leaf.nflat
    return out


def _struct_pointers(kir: KernelIR) -> frozenset[str]:
    """The entry's parameters that are an array's MemInfo or its ``parent`` (the Python
    object it came from): never data, active or not. Where a merge with an array the kernel
    made needs their shadow (a loop that reassigns an argument to a helper's result, a copy of
    a view), it is null: Numba only counts references through a MemInfo (its NRT_incref and
    NRT_decref skip null) and never reads ``parent`` in compiled code."""
    out, at = set(), 0
    for lay in kir.args:
        for leaf in lay.leaves():
            if leaf.kind == "array":
                out |= {f"p{at}", f"p{at + 1}"}
            at += leaf.nflat
    return frozenset(out)


def generate(
    kir: KernelIR, spec: Spec, warnings: list[str] | None = None
) -> tuple[str, CallPlan, str, str | None]:
    """Run the pass for ``spec``; returns (module text, plan, canonical input text, text of the
    MPI runtime's code the module calls, or None). The module declares the runtime's functions
    it calls; the JIT compiles the runtime's text apart, once (see
    :mod:`mpiad_passes.mpi.runtime_split`), and loads both into one engine. The pass's warnings
    (assumptions the user should know about) are appended to ``warnings``."""
    if spec.mode == "primal":
        params = ["ptr", "ptr", "ptr"] + list(kir.flat_params)
        plan = CallPlan(spec, kir.args, kir.ret, False, ENTRY, params, 0)
        return kir.text, plan, kir.text, None
    ret_dup = kir.ret.differentiable
    acts = entry_activities(kir, spec, ret_dup)
    canon, m = parse(kir.text, f"<kernel {kir.pyname}>")
    _numba_noalias(m)
    ctx = PassContext(m)
    # the MPI the JIT links against, not a guess from the IR: a kernel whose handles are all
    # run-time values shows pointer handles only, which could be Open MPI's or the standard ABI's
    ctx.abi = family()
    ctx.param_extents[kir.numba_name] = array_extents(kir, m)
    ctx.alias_classes[ENTRY] = _alias_classes(kir, spec.disjoint)
    ctx.null_shadows[ENTRY] = _struct_pointers(kir)
    ctx.shadows_disjoint = spec.disjoint
    STATS["derivatives"] += 1
    if spec.mode == "forward":
        gen = D.forward(ctx, ENTRY, acts, spec.width, name="mpiad.fwd")
    elif spec.mode == "hvp":
        gen = forward_over_reverse(ctx, acts, spec.width)
    else:
        gen = D.reverse(ctx, ENTRY, acts, name="mpiad.rev")
    _link_op_registration(ctx)
    if warnings is not None:
        warnings.extend(ctx.warnings)
    if "__mpiad_tape_drop_spare" in m.functions:
        _add_drop_spare(m)
    ptypes = [str(p.type) for p in gen.params]
    n_out = n_active(kir, spec)
    if gen.ret.is_void:
        plan = CallPlan(spec, kir.args, kir.ret, ret_dup, gen.name, ptypes, n_out)
    else:
        _add_call_wrapper(m, gen)
        plan = CallPlan(spec, kir.args, kir.ret, ret_dup, CALL_FN, ["ptr"] + ptypes, n_out)
    part = runtime_split.split(m, abi.detect(m, ctx.abi).name)
    return str(m), plan, canon, (str(part) if part is not None else None)


def forward_over_reverse(ctx: PassContext, acts: list[str], width: int) -> Function:
    """``@mpiad.hvp``: forward mode (``width`` directions) over the gradient ``@mpiad.rev`` of
    the entry with ``acts`` (Hessian-vector products). Its parameters are the gradient's, each
    array's data followed by its W tangents (the directions v), then the gradient's shadow
    followed by its W tangents (where H v accumulates); the result pointer is followed by its W
    tangents (the directional derivatives), then the seed (constant)."""
    if OUT in acts:
        raise UnsupportedError(
            "second derivatives with respect to float scalars are not supported: pass them in "
            "a 1-element array"
        )
    ctx.tape_lanes = width  # the caches' layout counts the lanes' copies (loop_cache.py)
    rev = D.reverse(ctx, ENTRY, acts, name="mpiad.rev")
    outer: list[str] = []
    for k, a in enumerate(acts):
        if a in DUPLICATED:
            outer += [DUP, CONST] if k == 0 else [DUP, DUP]
        else:
            outer.append(CONST)
    if len(outer) != len(rev.params):
        raise UnsupportedError(
            f"internal error: the gradient has {len(rev.params)} parameters, {len(outer)} expected"
        )
    try:
        return D.forward(ctx, rev.name, outer, width, name="mpiad.hvp")
    except ConstArgumentWritten as e:
        # forward mode gives a tangent to every pointer the gradient keeps on its tape; one
        # that leads to a constant argument's memory (an array view's MemInfo, copied into a
        # struct the tape keeps, for a NumPy function Numba did not inline) cannot have one
        deep = e.origin.deepest()
        at = f" ({describe(deep.inst)})" if deep.inst is not None else ""
        raise UnsupportedError(
            f"in @{deep.fn}: Hessian-vector products are not supported here: the gradient "
            f"keeps on its tape a pointer that leads to the memory of a constant argument "
            f"%{e.param}{at}, which forward mode over the gradient cannot give a tangent (a "
            "view or reshape of an array argument passed to a NumPy function Numba does not "
            "inline, such as np.dot or @ with a matrix: compute on the array itself, or write "
            "the product with loops)"
        ) from None


def _add_call_wrapper(m: Module, gen: Function) -> None:
    """``void @mpiad.call(ptr %out, <gen's params>)``: calls ``gen`` and stores each element of
    its result as a double into ``%out``."""
    names = Names({"out"})
    params = [Param(PTR, "out")] + [Param(p.type, names.fresh(f"a{k}")) for k, p in
                                    enumerate(gen.params)]  # fmt: skip
    b = Builder(m, names)
    r = b.call(gen.name, gen.ret, [(p.type, LocalRef(p.name)) for p in params[1:]], base="r",
               declare=False)  # fmt: skip
    elems: list[Type] = list(gen.ret.elements) if isinstance(gen.ret, StructType) else [gen.ret]
    for k, ty in enumerate(elems):
        v = r if not isinstance(gen.ret, StructType) else b.extractvalue(
            Typed(gen.ret, r), (k,), ty, base="e")  # fmt: skip
        if str(ty) == "float":
            v = b.cast("fpext", ty, v, DOUBLE, base="x")
        p = b.gep(DOUBLE, LocalRef("out"), [Typed(I64, IntConst(k))], base="p")
        b.store(DOUBLE, v, p, 8)
    b.ret(None)
    fn = Function(CALL_FN, VOID, params)
    fn.blocks = [Block("entry", b.out)]
    m.add(fn)


def _add_drop_spare(m: Module) -> None:
    b = Builder(m, Names(set()))
    for name in sorted(m.globals):  # the shadow tapes' kept buffers (forward over a gradient)
        if name.startswith(SHADOW_TAPE):
            b.call("__mpiad_tape_free", VOID, [(PTR, GlobalRef(name))], declare=False)
    b.call("__mpiad_tape_drop_spare", VOID, [], declare=False)
    b.ret(None)
    fn = Function(DROP_FN, VOID, [])
    fn.blocks = [Block("entry", b.out)]
    m.add(fn)


def _link_op_registration(ctx: PassContext) -> None:
    """Reductions consult the runtime's op registry: make its registration function callable."""
    m = ctx.module
    if any(n.startswith("__mpiad.rt.op_regs") for n in m.globals) or any(
        "reduce" in n and n.startswith("__mpiad_") for n in m.functions
    ):
        runtime.link(m, {REGISTER_FN}, abi.detect(m, ctx.abi).name)
