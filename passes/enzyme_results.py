"""The result of an Enzyme call, as the call was declared to return it.

A derivative returns its tangent (forward) or the adjoints of the Active arguments (reverse) in
its own type; the ``__enzyme_*`` call may be declared returning a struct or array of the same
leaves, a vector, through an ``sret`` pointer, or ``enzyme_width``'s W tangents. Adapting one to
the other, and putting the new call in place of the old (with an ``invoke``'s continuation), is
this mixin's concern; reading the call's arguments and making the derivatives is
:mod:`mpiad_passes.enzyme_api`'s.
"""

from __future__ import annotations

from .builder import Names, zero
from .errors import UnsupportedError
from .ir.instructions import (
    Alloca,
    Arg,
    Br,
    Call,
    ExtractValue,
    GetElementPtr,
    InsertElement,
    InsertValue,
    Instruction,
    Load,
    Phi,
    Select,
    Store,
)
from .ir.module import Block, Function, Module
from .ir.parser import Parser
from .ir.types import I32, I64, PTR, ArrayType, NamedStructType, StructType, Type, VectorType
from .ir.values import GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value


def sret_type(attrs: str) -> Type:
    """The type in an argument's ``sret(<type>)`` attribute."""
    start = attrs.find("sret(") + 5
    depth, end = 1, start
    while depth and start >= 5 and end < len(attrs):
        depth += {"(": 1, ")": -1}.get(attrs[end], 0)
        end += 1
    if start < 5 or depth:
        raise UnsupportedError(f"cannot read the type of the sret argument ({attrs})")
    return Parser(attrs[start : end - 1]).parse_type()


def leaf_paths(module: Module, t: Type, path: tuple = ()) -> list[tuple[Type, tuple]]:
    """The scalar leaves of a (possibly nested) aggregate, with their extractvalue paths."""
    if isinstance(t, NamedStructType):
        t = module.struct_body(t)
    if isinstance(t, StructType):
        out = []
        for k, e in enumerate(t.elements):
            out.extend(leaf_paths(module, e, path + (k,)))
        return out
    if isinstance(t, ArrayType):
        out = []
        for k in range(t.count):
            out.extend(leaf_paths(module, t.element, path + (k,)))
        return out
    if isinstance(t, VectorType):
        return [(t.element, path)] * t.count
    return [(t, path)]


def leaf_types(module: Module, t: Type) -> list[Type]:
    return [x for x, _ in leaf_paths(module, t)]


class ResultAdapter:
    """The result half of one Enzyme call's lowering (a mixin of ``enzyme_api._Lowering``):
    it appends to the host's ``pre``/``post``/``entry`` instruction lists, ``beside`` and
    ``substitute``, names with its ``names``, and refuses with its ``fail``."""

    module: Module
    fn: Function
    call: Call
    names: Names
    pre: list[Instruction]
    post: list[Instruction]
    entry: list[Instruction]
    beside: list[tuple[Instruction, Instruction]]
    substitute: dict[str, Value]

    def tangents_buffer(self, sret: Arg | None, ty: ArrayType) -> Value:
        if sret is not None:
            body = leaf_types(self.module, sret_type(sret.attrs))
            if body[: ty.count] != [ty.element] * ty.count:
                self.fail(
                    f"the call returns its result through {sret.attrs}, which does not hold "
                    f"{ty.count} values of type {ty.element} (the tangents of enzyme_width "
                    f"{ty.count})"
                )
            return sret.value
        name = self.names.fresh("tangents")
        self.entry.append(Alloca(allocated=ty, align=8, name=name))
        return LocalRef(name)

    def derivative_value(self, tgt, derivs: dict) -> Value:
        """The derivative, chosen at run time the way the function was."""
        if isinstance(tgt, str):
            return GlobalRef(derivs[tgt].name)
        opts = [self.derivative_value(o, derivs) for o in tgt.options]
        name = self.names.fresh("dfn")
        d = tgt.inst
        if isinstance(d, Select):
            new: Instruction = Select(
                cond=d.cond, a=Typed(PTR, opts[0]), b=Typed(PTR, opts[1]), name=name
            )
        else:
            inc = [(x, lbl) for x, lbl in d.incoming if x != LocalRef(d.name)]
            incoming = [(o, lbl) for o, (_, lbl) in zip(opts, inc)]
            incoming += [(LocalRef(name), lbl) for x, lbl in d.incoming if x == LocalRef(d.name)]
            new = Phi(ty=PTR, incoming=incoming, name=name)
        self.beside.append((d, new))
        return LocalRef(name)

    # the result ---------------------------------------------------------------------------
    def adapt(self, new: Call, result, sret, dret_buf, width: int, src_ret: Type) -> None:
        """Give the call's users what it was declared to return."""
        call = self.call
        want = call.ret
        if dret_buf is not None and sret is None:
            # vector mode: the W tangents were written to a buffer; gather them
            if call.name is None or want.is_void:
                return
            elems = []
            for k in range(width):
                p = self.names.fresh("tangent.p")
                self.post.append(
                    GetElementPtr(
                        source=src_ret,
                        ptr=Typed(PTR, dret_buf),
                        indices=[Typed(I64, IntConst(k))],
                        name=p,
                    )
                )
                v = self.names.fresh("tangent")
                self.post.append(Load(ty=src_ret, ptr=Typed(PTR, LocalRef(p)), align=8, name=v))
                elems.append((src_ret, LocalRef(v)))
            self.pack(elems, want, call.name)
            return
        if sret is not None:
            # returned through the caller's memory: store the derivative's result there
            if result is None:
                return
            leaves = leaf_paths(self.module, new.ret)
            body = sret_type(sret.attrs)
            if [t for t, _ in leaves] != leaf_types(self.module, body):
                self.fail(
                    f"the derivative's {new.ret} does not fit the struct returned through "
                    f"{sret.attrs}"
                )
            for k, (t, path) in enumerate(leaves):
                v = self.extract(result, new.ret, path, t)
                p = self.names.fresh("grad.p")
                self.post.append(
                    GetElementPtr(
                        source=body,
                        ptr=Typed(PTR, sret.value),
                        indices=[Typed(I32, IntConst(0))]
                        + [Typed(I32, IntConst(i)) for i in leaf_paths(self.module, body)[k][1]],
                        name=p,
                    )
                )
                self.post.append(Store(value=Typed(t, v), ptr=Typed(PTR, LocalRef(p)), align=8))
            return
        if call.name is None or want.is_void:
            return
        if result is None:  # declared to return something, the derivative returns nothing
            self.substitute[call.name] = zero(want)
            return
        if want == new.ret:
            new.name = call.name
            return
        leaves = leaf_paths(self.module, new.ret)
        if [t for t, _ in leaves] != leaf_types(self.module, want):
            self.fail(
                f"the call expects a {want} result but the derivative returns {new.ret}; "
                f"declare @{call.callee_name} returning {new.ret}"
            )
        elems = [(t, self.extract(result, new.ret, path, t)) for t, path in leaves]
        self.pack(elems, want, call.name)

    def extract(self, agg: Value, ty: Type, path: tuple, leaf: Type) -> Value:
        if not path:
            return agg
        name = self.names.fresh("e")
        self.post.append(
            ExtractValue(agg=Typed(ty, agg), indices=path, result_type=leaf, name=name)
        )
        return LocalRef(name)

    def pack(self, elems: list[tuple[Type, Value]], want: Type, name: str) -> None:
        """Build a value of type ``want`` (scalar, vector, struct or array) from its leaves."""
        if [t for t, _ in elems] != leaf_types(self.module, want):
            self.fail(
                f"the call is declared to return {want}, which does not hold "
                + ", ".join(str(t) for t, _ in elems)
            )
        if isinstance(want, VectorType):
            acc: Value = KeywordConst("poison")
            for k, (t, v) in enumerate(elems):
                nm = name if k == len(elems) - 1 else self.names.fresh("vec")
                self.post.append(
                    InsertElement(
                        vec=Typed(want, acc), elt=Typed(t, v), index=Typed(I64, IntConst(k)),
                        name=nm,
                    )
                )  # fmt: skip
                acc = LocalRef(nm)
            return
        paths = leaf_paths(self.module, want)
        if len(paths) == 1 and not paths[0][1]:
            self.substitute[name] = elems[0][1]
            return
        acc = KeywordConst("poison")
        for k, ((t, v), (_, path)) in enumerate(zip(elems, paths)):
            nm = name if k == len(elems) - 1 else self.names.fresh("agg")
            self.post.append(
                InsertValue(agg=Typed(want, acc), elt=Typed(t, v), indices=path, name=nm)
            )
            acc = LocalRef(nm)

    # putting it in place --------------------------------------------------------------------
    def replace(self, new: Call) -> None:
        fn = self.fn
        for orig, extra in self.beside:
            for b in fn.blocks:
                if orig in b.instructions:
                    k = b.instructions.index(orig) + 1
                    if isinstance(extra, Phi):
                        while k < len(b.instructions) and isinstance(b.instructions[k], Phi):
                            k += 1
                    b.instructions.insert(k, extra)
                    break
        block = next(b for b in fn.blocks if self.call in b.instructions)
        k = block.instructions.index(self.call)
        tail = block.instructions[k + 1 :]
        block.instructions[k:] = self.pre + [new]
        if new.opcode == "invoke" and self.post:
            cont = self.names.fresh("enzyme.cont")
            at = fn.blocks.index(block) + 1
            fn.blocks.insert(at, Block(cont, self.post + [Br(targets=[self.call.normal])]))
            normal = fn.block(self.call.normal)
            for inst in normal.instructions:
                if isinstance(inst, Phi):
                    inst.incoming = [(v, cont if b == block.label else b) for v, b in inst.incoming]
            new.normal = cont
        else:
            block.instructions.extend(self.post)
        block.instructions.extend(tail)
        if self.entry:
            fn.blocks[0].instructions[0:0] = self.entry
        if self.substitute:
            sub = self.substitute

            def repl(v: Value) -> Value:
                return v.map_locals(lambda r: sub.get(r.name, r))

            for inst in fn.instructions():
                inst.map_values(repl)
