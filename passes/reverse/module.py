"""The module-level driver of reverse mode: one augmented/reverse pair per function and activity
signature, generated on demand (callees are differentiated as calls reach them), and the
exported ``diffe_<f>`` that allocates the tape, runs both sweeps and frees the tape."""

from __future__ import annotations

import re

from .. import tape as T
from ..activity_names import CONST, DUP, DUPLICATED, OUT
from ..builder import Builder, Names
from ..checked_reload import check_sums
from ..context import PassContext
from ..errors import UnsupportedError
from ..ir.attributes import pair_attrs, param_attrs, shadow_attrs, split_attributes
from ..ir.instructions import Alloca, Arg, Call, Instruction, Load, Ret, Store
from ..ir.module import Block, Function, Param
from ..ir.types import PTR, VOID, StructType, Type
from ..ir.values import GlobalRef, KeywordConst, LocalRef, Typed, Value
from ..readonly import toplevel_only
from ..typeinfo import floatish
from .adjoint import ReverseFunction
from .checkpoint import outline_marked_loops
from .pairs import NULL_UNSAFE, TAPE_TYPE, Pair, RevSignature, base_name, unread_in_reverse

_NAME_OK = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")
_base = base_name


class ReverseModule:
    def __init__(self, ctx: PassContext):
        self.ctx = ctx
        self.module = ctx.module
        self.cache: dict[tuple, Pair] = {}
        self.pending: list[Pair] = []
        #: dispatchers of indirect calls (passes.indirect): derivative code that takes the tape
        self.dispatchers: set[str] = set()
        self.toplevel = toplevel_only(self.module)

    def pair(self, sig: RevSignature) -> Pair:
        p = self.cache.get(sig.key())
        if p is not None:
            return p
        src = self.module.functions.get(sig.fn)
        if src is None or src.is_declaration:
            raise UnsupportedError(
                f"@{sig.fn} is not defined in the module; mpiad needs its body to differentiate it"
            )
        outline_marked_loops(self.ctx, src, [a != CONST for a in sig.acts])
        names = Names(
            {p.name for p in src.params if p.name}
            | {b.label for b in src.blocks}
            | {i.name for i in src.instructions() if i.name}
        )
        tape_name = names.fresh("tape")
        tape_local = names.fresh("tape.local")
        params = [Param(PTR, tape_name)]
        for p, a in zip(src.params, sig.acts):
            params.append(Param(p.type, p.name, pair_attrs(param_attrs(p.attrs))))
            if a == DUP:
                shadow = names.fresh(f"{_base(p.name)}.d")
                params.append(Param(p.type, shadow, pair_attrs(shadow_attrs(p.attrs))))
        tag = "".join({DUP: "d", OUT: "a", CONST: "c"}[a] for a in sig.acts)
        if sig.readonly:
            tag += ".ro" + "".join(str(k) for k in sorted(sig.readonly))
        if sig.readonly_slots:
            tag += ".ros" + ".".join(f"{k}_{o}" for k, o in sorted(sig.readonly_slots))
        aug_name = self._fresh(f"augmented.{sig.fn.strip(chr(34))}.{tag}")
        rev_name = self._fresh(f"reverse.{sig.fn.strip(chr(34))}.{tag}")
        aug_ret = StructType((src.ret, src.ret)) if src.ret.is_pointer else src.ret
        aug = Function(
            aug_name,
            aug_ret,
            [Param(p.type, p.name, p.attrs) for p in params],
            pre="internal",
            post=src.personality,  # the augmented sweep copies the landingpads
        )
        rev_params = [Param(p.type, p.name, p.attrs) for p in params]
        for p, a in zip(src.params, sig.acts):
            if unread_in_reverse(p, a):  # its callers pass null (ReverseFunction._call_reverse)
                q = next(q for q in rev_params if q.name == p.name)
                q.attrs = " ".join(
                    x for x in split_attributes(q.attrs) if not x.startswith(NULL_UNSAFE)
                )
        if floatish(src.ret, self.module):
            rev_params.append(Param(src.ret, names.fresh("dret")))
        active = [i for i, a in enumerate(sig.acts) if a == OUT]
        rtypes = [src.params[i].type for i in active]
        rev_ret: Type = StructType(tuple(rtypes)) if rtypes else VOID
        rev = Function(rev_name, rev_ret, rev_params, pre="internal")
        aug.blocks, rev.blocks = [], []
        aug._names = names
        rev._names = Names(set(names.used))
        self.module.add(aug)
        self.module.add(rev)
        p = Pair(sig, aug, rev, active, tape_local)
        self.cache[sig.key()] = p
        self.pending.append(p)
        return p

    def pair_for(
        self,
        fn_name: str,
        acts: tuple[str, ...],
        slots: tuple = (),
        readonly_slots: frozenset[tuple[int, int]] = frozenset(),
    ) -> tuple[Function, Function]:
        """The augmented and reverse functions of ``fn_name`` for ``acts``, for a rule that
        calls them itself (a parallel launcher's rule runs them on Numba's threads, one tape per
        schedule entry); ``readonly_slots``: (parameter, byte offset) of pointers, in the
        parameters' memory, to memory nothing writes during the outermost call."""
        p = self.pair(
            RevSignature(fn_name, tuple(acts), frozenset(), tuple(slots), frozenset(readonly_slots))
        )
        return p.aug, p.rev

    def _fresh(self, base: str) -> str:
        name = self.module.fresh_name(base)
        return name if _NAME_OK.fullmatch(name) else f'"{name}"'

    def run_pending(self) -> None:
        done = []
        while self.pending:
            p = self.pending.pop()
            ReverseFunction(self, p).generate()
            done.append(p)
        derived = (
            {q.aug.name for q in self.cache.values()}
            | {q.rev.name for q in self.cache.values()}
            | self.dispatchers
        )
        for p in done:
            localize_tape(p.aug, derived, p.tape_local)
            localize_tape(p.rev, derived, p.tape_local)

    def exported(
        self,
        fn_name: str,
        activities: list[str],
        name: str | None = None,
        tape_param: bool = False,
    ) -> Function:
        """``diffe_f(params with shadows for dup, [dret]) -> adjoints of out params``.

        ``tape_param``: the tape is the caller's (a last ``ptr`` parameter, left allocated and
        empty), for a caller that runs it many times (a checkpointed loop's step adjoint): one
        buffer reused, instead of one taken and given back per call."""
        src = self.module.functions[fn_name]
        acts = []
        for a in activities:
            acts.append(DUP if a in DUPLICATED else OUT if a == OUT else CONST)
        pair = self.pair(RevSignature(fn_name, tuple(acts)))
        self.run_pending()
        T.ensure_base(self.module)
        names = Names({p.name for p in src.params if p.name})
        params: list[Param] = []
        call_args: list[Arg] = []
        for p, a in zip(src.params, acts):
            params.append(Param(p.type, p.name, param_attrs(p.attrs)))
            call_args.append(Arg(p.type, LocalRef(p.name)))
            if a == DUP:
                sp = Param(p.type, names.fresh(f"{_base(p.name)}.d"), shadow_attrs(p.attrs))
                params.append(sp)
                call_args.append(Arg(p.type, LocalRef(sp.name)))
        has_ret = floatish(src.ret, self.module)
        if has_ret:
            dret = Param(src.ret, names.fresh("dret"))
            params.append(dret)
        out_types = [src.params[i].type for i in pair.active_scalars]
        if len(out_types) == 0:
            ret: Type = VOID
        elif len(out_types) == 1:
            ret = out_types[0]
        else:
            ret = StructType(tuple(out_types))
        tape_name = names.fresh("tape") if tape_param else ""
        if tape_param:
            params.append(Param(PTR, tape_name))
        fname = self._fresh(name or f"diffe_{fn_name.strip(chr(34))}")
        fn = Function(fname, ret, params)
        b = Builder(self.module, names)
        if tape_param:
            tape: Value = LocalRef(tape_name)
        else:
            tape = b.alloca(TAPE_TYPE, align=8, base="tape")
            b.store(TAPE_TYPE, KeywordConst("zeroinitializer"), tape, 8)
        aug_call = Call(
            ret=pair.aug.ret, callee=GlobalRef(pair.aug.name), args=[Arg(PTR, tape)] + call_args
        )
        b.emit(aug_call, None if src.ret.is_void else "primal")
        rargs = [Arg(PTR, tape)] + [Arg(a.type, a.value) for a in call_args]
        if has_ret:
            rargs.append(Arg(src.ret, LocalRef(dret.name)))
        rev_call = Call(ret=pair.rev.ret, callee=GlobalRef(pair.rev.name), args=rargs)
        res = b.emit(rev_call, None if pair.rev.ret.is_void else "grads")
        blocks: list[Block] = []
        label = "entry"
        if self.ctx.checked_reload_sums and not tape_param:
            blocks, label = check_sums(self.ctx, b, label)
        if not tape_param:
            b.call("__mpiad_tape_free", VOID, [(PTR, tape)])
        if ret.is_void:
            b.ret(None)
        elif len(out_types) == 1:
            g = b.extractvalue(Typed(pair.rev.ret, res), (0,), out_types[0], base="grad")
            b.ret(Typed(ret, g))
        else:
            b.ret(Typed(ret, res))
        fn.blocks = blocks + [Block(label, b.out)]
        self.module.add(fn)
        return fn


def localize_tape(fn: Function, derived: set[str], local: str) -> None:
    """Work on a local copy of the tape header so -O2 keeps its fields in registers (the record
    writes through the tape's data pointer would otherwise force a reload of the header after
    each one). The generated code uses the copy, ``%<local>``, throughout; here the copy is made
    on entry, written back before calls into other derivative functions (which are passed the
    shared tape) and read again after them, and written back before returning."""
    tape = fn.params[0].name
    # the pair's own name registry (it has handed out every name in the function) when it has
    # one: collecting the names of a large function again costs as much as the rest of this
    names = getattr(fn, "_names", None) or Names(
        {tape, local}
        | {i.name for i in fn.instructions() if i.name}
        | {b.label for b in fn.blocks}
        | {p.name for p in fn.params}
    )
    ref, lref = LocalRef(tape), LocalRef(local)

    def sync(src: LocalRef, dst: LocalRef) -> list[Instruction]:
        v = names.fresh("tape.v")
        return [
            Load(ty=TAPE_TYPE, ptr=Typed(PTR, src), align=8, name=v),
            Store(value=Typed(TAPE_TYPE, LocalRef(v)), ptr=Typed(PTR, dst), align=8),
        ]

    for blk in fn.blocks:
        insts = blk.instructions
        # (no class derives from Call or Ret; a block's only Ret is its terminator)
        if not insts or not (
            type(insts[-1]) is Ret
            or any(type(i) is Call and i.callee_name in derived for i in insts)
        ):
            continue
        out: list[Instruction] = []
        for inst in insts:
            cls = type(inst)
            if cls is Call and inst.callee_name in derived:
                inst.map_values(lambda v: ref if v == lref else v)
                out += sync(lref, ref)
                out.append(inst)
                out += sync(ref, lref)
                continue
            if cls is Ret:
                out += sync(lref, ref)
            out.append(inst)
        blk.instructions = out
    entry = fn.blocks[0].instructions
    entry[0:0] = [Alloca(allocated=TAPE_TYPE, align=8, name=local)] + sync(ref, lref)
