"""Instructions: the parser's part that reads one instruction of a function body."""

from __future__ import annotations

from . import lexer as L
from .inst_control import _Label
from .instructions import (
    Alloca,
    Arg,
    BinaryOp,
    Br,
    Call,
    Cast,
    Compare,
    DebugRecord,
    ExtractElement,
    ExtractValue,
    Freeze,
    GetElementPtr,
    InsertElement,
    InsertValue,
    Instruction,
    Load,
    Phi,
    RawInstruction,
    Ret,
    Select,
    ShuffleVector,
    Store,
    Switch,
    UnaryOp,
    Unreachable,
)
from .parse_base import BINARY_OPS, CAST_OPS, CONT_WORDS, INST_FLAGS, RAW_OPS
from .parse_values import TypesAndValues
from .types import (
    I1,
    VOID,
    ArrayType,
    FunctionType,
    SimpleType,
    StructType,
    Type,
)
from .values import (
    GlobalRef,
    LocalRef,
    MetadataRef,
    Typed,
)


class Instructions(TypesAndValues):
    # -- instructions --------------------------------------------------------------------------
    def parse_instruction(self) -> Instruction:
        first = self.tok
        line = self.line_of(first)
        if first.kind == L.DBGREC:
            inst = self.parse_debug_record()
            inst.line = line
            return inst
        name = None
        if first.kind == L.LOCAL:
            if self.peek().text != "=":
                raise self.error("expected '=' after a value name")
            name = first.text[1:]
            self.i += 2
        op_tok = self.tok
        if op_tok.kind != L.WORD:
            raise self.error("expected an instruction opcode")
        op = op_tok.text
        handler = _OPCODES.get(op)
        if handler is None:
            raise self.error("unknown or unsupported instruction opcode", op_tok)
        inst = handler(self, op, op_tok)
        inst.name = name
        inst.line = line
        self.parse_attachments(inst)
        if name is not None and inst.type.is_void:
            raise self.src.error(
                f"instruction '{op}' has no result but is named %{name}", first.start
            )
        return inst

    # -- one method per instruction family (looked up in _OPCODES) ------------------------------
    def _tail_call(self, op: str, op_tok: L.Token) -> Instruction:
        return self.parse_call()

    def _binary(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_flags()
        ty = self.parse_type()
        lhs = self.parse_value(ty)
        self.expect(",")
        return BinaryOp(opcode=op, flags=flags, ty=ty, lhs=lhs, rhs=self.parse_value(ty))

    def _fneg(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_flags()
        return UnaryOp(opcode=op, flags=flags, operand=self.parse_typed())

    def _cast(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_flags()
        v = self.parse_typed()
        self.expect("to", "in a cast")
        return Cast(opcode=op, flags=flags, operand=v, dest=self.parse_type())

    def _icmp(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_flags()
        pred = self.expect_kind(L.WORD, "a comparison predicate").text
        ty = self.parse_type()
        lhs = self.parse_value(ty)
        self.expect(",")
        return Compare(opcode=op, flags=flags, pred=pred, ty=ty, lhs=lhs, rhs=self.parse_value(ty))

    def _select(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_flags()
        c = self.parse_typed()
        self.expect(",")
        a = self.parse_typed()
        self.expect(",")
        return Select(flags=flags, cond=c, a=a, b=self.parse_typed())

    def _phi(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_flags()
        ty = self.parse_type()
        inc = []
        while True:
            self.expect("[", "in a phi")
            v = self.parse_value(ty)
            self.expect(",")
            b = self.expect_kind(L.LOCAL, "a block label like %bb").text[1:]
            self.expect("]")
            inc.append((v, b))
            if not (self.at(",") and self.peek().text == "["):
                break
            self.next()
        return Phi(flags=flags, ty=ty, incoming=inc)

    def _alloca(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = []
        while self.tok.text in ("inalloca", "swifterror"):
            flags.append(self.next().text)
        inst = Alloca(flags=tuple(flags), allocated=self.parse_type())
        while self.at(",") and self.peek().kind != L.META:
            self.next()
            if self.accept("align"):
                inst.align = int(self.expect_kind(L.INT, "an alignment").text)
            elif self.accept("addrspace"):
                self.expect("(")
                inst.addrspace = int(self.expect_kind(L.INT, "an address space").text)
                self.expect(")")
            else:
                inst.count = self.parse_typed()
        return inst

    def _load(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_words(("atomic", "volatile"))
        ty = self.parse_type()
        self.expect(",")
        p = self.parse_typed()
        inst = Load(flags=flags, ty=ty, ptr=p, ordering=self.parse_ordering())
        inst.align = self.parse_align()
        return inst

    def _store(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_words(("atomic", "volatile"))
        v = self.parse_typed()
        self.expect(",")
        p = self.parse_typed()
        inst = Store(flags=flags, value=v, ptr=p, ordering=self.parse_ordering())
        inst.align = self.parse_align()
        return inst

    def _getelementptr(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        flags = self.parse_gep_flags()
        src = self.parse_type()
        self.expect(",")
        p = self.parse_typed()
        idx = []
        while self.at(",") and self.peek().kind != L.META:
            self.next()
            idx.append(self.parse_typed())
        return GetElementPtr(flags=flags, source=src, ptr=p, indices=idx)

    def _call_or_invoke(self, op: str, op_tok: L.Token) -> Instruction:
        return self.parse_call()

    def _br(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        if self.accept("label"):
            return Br(targets=[self.parse_label_ref()])
        else:
            c = self.parse_typed()
            self.expect(",")
            self.expect("label")
            t1 = self.parse_label_ref()
            self.expect(",")
            self.expect("label")
            return Br(cond=c, targets=[t1, self.parse_label_ref()])

    def _switch(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        v = self.parse_typed()
        self.expect(",")
        self.expect("label")
        default = self.parse_label_ref()
        self.expect("[", "to open the switch cases")
        cases = []
        while not self.at("]"):
            c = self.parse_typed()
            self.expect(",")
            self.expect("label")
            cases.append((c, self.parse_label_ref()))
        self.expect("]")
        return Switch(value=v, default=default, cases=cases)

    def _ret(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        if self.accept("void"):
            return Ret()
        else:
            return Ret(value=self.parse_typed())

    def _unreachable(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        return Unreachable()

    def _extractvalue(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        agg = self.parse_typed()
        idx = self.parse_int_list()
        return ExtractValue(
            agg=agg, indices=idx, result_type=self.aggregate_member(agg.type, idx, op_tok)
        )

    def _insertvalue(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        agg = self.parse_typed()
        self.expect(",")
        elt = self.parse_typed()
        return InsertValue(agg=agg, elt=elt, indices=self.parse_int_list())

    def _extractelement(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        v = self.parse_typed()
        self.expect(",")
        return ExtractElement(vec=v, index=self.parse_typed())

    def _insertelement(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        v = self.parse_typed()
        self.expect(",")
        e = self.parse_typed()
        self.expect(",")
        return InsertElement(vec=v, elt=e, index=self.parse_typed())

    def _shufflevector(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        a = self.parse_typed()
        self.expect(",")
        b = self.parse_typed()
        self.expect(",")
        return ShuffleVector(a=a, b=b, mask=self.parse_typed())

    def _freeze(self, op: str, op_tok: L.Token) -> Instruction:
        self.next()
        return Freeze(operand=self.parse_typed())

    def _raw(self, op: str, op_tok: L.Token) -> Instruction:
        return self.parse_raw(op)

    def parse_flags(self) -> tuple[str, ...]:
        out = []
        while self.tok.kind == L.WORD and self.tok.text in INST_FLAGS:
            out.append(self.next().text)
        return tuple(out)

    def parse_gep_flags(self) -> tuple[str, ...]:
        out = []
        while self.tok.kind == L.WORD and self.tok.text in ("inbounds", "nuw", "nusw", "inrange"):
            s = self.i
            word = self.next().text
            if word == "inrange" and self.at("("):
                self.skip_balanced()
            out.append(self.slice(s, self.i))
        return tuple(out)

    def parse_words(self, words) -> tuple[str, ...]:
        out = []
        while self.tok.kind == L.WORD and self.tok.text in words:
            out.append(self.next().text)
        return tuple(out)

    def parse_ordering(self) -> str:
        s = self.i
        if self.at("syncscope"):
            self.next()
            self.skip_balanced()
        while self.tok.kind == L.WORD and self.tok.text in (
            "unordered",
            "monotonic",
            "acquire",
            "release",
            "acq_rel",
            "seq_cst",
        ):
            self.next()
        return self.slice(s, self.i)

    def parse_align(self) -> int | None:
        if self.at(",") and self.peek().text == "align":
            self.i += 2
            return int(self.expect_kind(L.INT, "an alignment").text)
        return None

    def parse_attachments(self, inst: Instruction) -> None:
        while self.at(",") and self.peek().kind == L.META:
            self.next()
            k = self.next().text[1:]
            inst.metadata.append((k, self.capture_metadata()))

    def parse_int_list(self) -> tuple[int, ...]:
        out = []
        while self.at(",") and self.peek().kind == L.INT:
            self.next()
            out.append(int(self.next().text))
        if not out:
            raise self.error("expected an index")
        return tuple(out)

    def parse_label_ref(self) -> str:
        return self.expect_kind(L.LOCAL, "a block label like %bb").text[1:]

    def aggregate_member(self, ty: Type, idx, tok) -> Type:
        for k in idx:
            ty = self.module.struct_body(ty)
            if isinstance(ty, StructType) and 0 <= k < len(ty.elements):
                ty = ty.elements[k]
            elif isinstance(ty, ArrayType) and 0 <= k < ty.count:
                ty = ty.element
            else:
                raise self.src.error(f"index {k} does not select a member of {ty}", tok.start)
        return ty

    def parse_call(self) -> Call:
        tail = ""
        if self.tok.text in ("tail", "musttail", "notail"):
            tail = self.next().text
        op_tok = self.next()
        if op_tok.text not in ("call", "invoke"):
            raise self.error("expected 'call' after '%s'" % tail, op_tok)
        pre_parts = []
        while not self.type_start():
            if self.tok.kind == L.EOF_ or self.tok.bol:
                raise self.error("expected the return type of a call")
            s = self.i
            self.skip_attribute()
            pre_parts.append(self.slice(s, self.i))
        ty = self.parse_type()
        fnty = None
        ret = ty
        if isinstance(ty, FunctionType):
            fnty, ret = ty, ty.ret
        callee = self.parse_value(ty)
        self.expect("(", "to open the call's argument list")
        args = []
        while not self.at(")"):
            aty = self.parse_type()
            a0 = self.i
            while str(aty) != "metadata" and not self.value_start():
                if self.tok.kind == L.EOF_ or self.at(")") or self.at(","):
                    raise self.error("expected a call argument value")
                self.skip_attribute()
            attrs = self.slice(a0, self.i)
            args.append(Arg(aty, self.parse_value(aty), attrs))
            if not self.accept(","):
                break
        self.expect(")", "to close the call's argument list")
        f0 = self.i
        while (
            not self.tok.bol
            and not self.at(",")
            and not self.at("[")
            and self.tok.kind != L.EOF_
            and not self.at("to")
        ):
            self.skip_attribute()
        fn_attrs = self.slice(f0, self.i)
        bundles = ""
        bvals: list[Typed] = []
        if self.at("["):
            parts = [self.next().text]
            while not self.at("]"):
                t = self.tok
                if t.kind == L.EOF_:
                    raise self.error("unterminated operand bundle list")
                if t.kind == L.STRING:
                    parts.append(" " + self.next().text)
                    self.expect("(")
                    parts.append("(")
                    first = True
                    while not self.at(")"):
                        if not first:
                            self.expect(",")
                            parts.append(", ")
                        bvals.append(self.parse_typed())
                        parts.append("\0")
                        first = False
                    self.next()
                    parts.append(")")
                elif self.accept(","):
                    parts.append(",")
                else:
                    raise self.error("unexpected token in an operand bundle")
            self.next()
            parts.append(" ]")
            bundles = "".join(parts)
        call = Call(
            opcode=op_tok.text,
            tail=tail,
            pre=" ".join(pre_parts),
            ret=ret,
            fnty=fnty,
            callee=callee,
            args=args,
            fn_attrs=fn_attrs,
            bundles=bundles,
            bundle_values=bvals,
        )
        if op_tok.text == "invoke":
            self.expect("to", "after an invoke's arguments")
            self.expect("label")
            call.normal = self.parse_label_ref()
            self.expect("unwind")
            self.expect("label")
            call.unwind = self.parse_label_ref()
        return call

    def parse_raw(self, op: str) -> RawInstruction:
        start = self.i
        parts: list = []
        prev = None
        while True:
            t = self.tok
            if t.kind == L.EOF_:
                break
            if self.i > start and t.bol and not (t.kind == L.WORD and t.text in CONT_WORDS):
                break
            if t.kind == L.PUNCT and t.text == "," and self.peek().kind == L.META:
                break
            self.next()
            if t.kind == L.LOCAL:
                parts.append(_Label(t.text[1:]) if prev == "label" else LocalRef(t.text[1:]))
            elif t.kind == L.GLOBAL:
                parts.append(GlobalRef(t.text[1:]))
            else:
                parts.append(t.text)
            prev = t.text
        inst = RawInstruction(opcode=op, parts=parts)
        inst.result_type = self.raw_result_type(op, start)
        return inst

    def raw_result_type(self, op: str, start: int) -> Type:
        """The result type of a raw instruction, read off its syntax."""
        save = self.i
        try:
            self.i = start + 1
            if op == "landingpad":
                return self.parse_type()
            if op in ("catchpad", "cleanuppad", "catchswitch"):
                return SimpleType("token")
            if op == "va_arg":
                self.parse_typed()
                self.expect(",")
                return self.parse_type()
            if op == "atomicrmw":
                self.parse_words(("volatile",))
                self.next()
                self.parse_typed()
                self.expect(",")
                return self.parse_type()
            if op == "cmpxchg":
                self.parse_words(("weak", "volatile"))
                self.parse_typed()
                self.expect(",")
                t = self.parse_type()
                return StructType((t, I1))
            return VOID
        finally:
            self.i = save

    def parse_debug_record(self) -> DebugRecord:
        kind = self.next().text
        self.expect("(")
        args = []
        while not self.at(")"):
            if self.tok.kind in (L.META, L.METASTR) or self.at("distinct"):
                args.append(MetadataRef(self.capture_metadata()))
            else:
                args.append(self.parse_typed())
            if not self.accept(","):
                break
        self.expect(")", f"to close {kind}")
        return DebugRecord(opcode=kind, args=args)

    # -- metadata ------------------------------------------------------------------------------
    def capture_metadata(self) -> str:
        """Consume one metadata operand and return its text verbatim."""
        s = self.i
        self.accept("distinct")
        t = self.tok
        if t.kind == L.METASTR:
            self.next()
        elif t.kind == L.META:
            self.next()
            if (t.text == "!" and self.at("{")) or (t.text[1:2].isalpha() and self.at("(")):
                self.skip_balanced()
        elif t.kind == L.WORD and t.text in ("distinct",):
            self.next()
        else:
            raise self.error("expected metadata (like !12 or !{...})")
        return self.slice(s, self.i)


#: opcode -> the Parser method that reads the rest of that instruction
_OPCODES = {
    op: method
    for ops, method in (
        (("tail", "musttail", "notail"), Instructions._tail_call),
        (BINARY_OPS, Instructions._binary),
        (("fneg",), Instructions._fneg),
        (CAST_OPS, Instructions._cast),
        (("icmp", "fcmp"), Instructions._icmp),
        (("select",), Instructions._select),
        (("phi",), Instructions._phi),
        (("alloca",), Instructions._alloca),
        (("load",), Instructions._load),
        (("store",), Instructions._store),
        (("getelementptr",), Instructions._getelementptr),
        (("call", "invoke"), Instructions._call_or_invoke),
        (("br",), Instructions._br),
        (("switch",), Instructions._switch),
        (("ret",), Instructions._ret),
        (("unreachable",), Instructions._unreachable),
        (("extractvalue",), Instructions._extractvalue),
        (("insertvalue",), Instructions._insertvalue),
        (("extractelement",), Instructions._extractelement),
        (("insertelement",), Instructions._insertelement),
        (("shufflevector",), Instructions._shufflevector),
        (("freeze",), Instructions._freeze),
        (RAW_OPS, Instructions._raw),
    )
    for op in ops
}
