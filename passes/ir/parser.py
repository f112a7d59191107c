"""Recursive-descent parser from LLVM IR text to the IR model.

It reads what LLVM's printer writes (``load_module`` first hands the text to LLVM and parses the
canonical form), and is general enough for hand-written IR in the same style. Anything it does not
understand raises ``IRParseError`` naming the construct, line and column: nothing is dropped.
"""

from __future__ import annotations

from . import lexer as L
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
    _Label,
)
from .module import Block, Function, GlobalVariable, Module, Param, TypeDef, Verbatim
from .types import (
    FLOAT_KINDS,
    I1,
    VOID,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    NamedStructType,
    PointerType,
    SimpleType,
    StructType,
    Type,
    VectorType,
)
from .values import (
    AggregateConst,
    ConstExpr,
    CStringConst,
    FloatConst,
    GlobalRef,
    InlineAsm,
    IntConst,
    KeywordConst,
    LocalRef,
    MetadataRef,
    MetadataValue,
    Typed,
    Value,
)

BINARY_OPS = {
    "add",
    "sub",
    "mul",
    "udiv",
    "sdiv",
    "urem",
    "srem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "fadd",
    "fsub",
    "fmul",
    "fdiv",
    "frem",
}
CAST_OPS = {
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "ptrtoint",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "ptrtoaddr",
}
INST_FLAGS = {
    "nuw",
    "nsw",
    "exact",
    "disjoint",
    "nneg",
    "samesign",
    "fast",
    "nnan",
    "ninf",
    "nsz",
    "arcp",
    "contract",
    "afn",
    "reassoc",
    "inbounds",
    "nusw",
}
FMF = {"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}
RAW_OPS = {
    "landingpad",
    "resume",
    "atomicrmw",
    "cmpxchg",
    "fence",
    "va_arg",
    "indirectbr",
    "callbr",
    "catchswitch",
    "catchpad",
    "cleanuppad",
    "catchret",
    "cleanupret",
}
TYPE_WORDS = {"void", "label", "metadata", "token", "x86_amx", "ptr", "opaque", "target"} | set(
    FLOAT_KINDS
)
VALUE_WORDS = (
    {
        "true",
        "false",
        "null",
        "undef",
        "poison",
        "zeroinitializer",
        "none",
        "asm",
        "blockaddress",
        "dso_local_equivalent",
        "no_cfi",
        "splat",
        "getelementptr",
        "extractelement",
        "insertelement",
        "shufflevector",
        "ptrauth",
    }
    | CAST_OPS
    | {"add", "sub", "mul", "xor", "shl", "and", "or", "lshr", "ashr"}
)
CONT_WORDS = {"cleanup", "catch", "filter", "to", "unwind"}  # continuation lines of raw insts


class Parser:
    def __init__(self, text: str, name: str = "<input>"):
        self.src = L.Source(text, name)
        self.toks = L.tokenize(self.src)
        self.i = 0
        self.module = Module()

    # -- token helpers -------------------------------------------------------------------------
    @property
    def tok(self) -> L.Token:
        return self.toks[self.i]

    def peek(self, k: int = 1) -> L.Token:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self) -> L.Token:
        t = self.toks[self.i]
        self.i += 1
        return t

    def error(self, msg: str, tok: L.Token | None = None):
        t = tok or self.tok
        what = repr(t.text) if t.kind != L.EOF_ else "end of input"
        return self.src.error(f"{msg} (found {what})", t.start)

    def at(self, text: str) -> bool:
        t = self.toks[self.i]  # (not the property: the parser asks this of most tokens)
        return t.text == text and t.kind in (L.PUNCT, L.WORD)

    def accept(self, text: str) -> bool:
        if self.at(text):
            self.i += 1
            return True
        return False

    def expect(self, text: str, what: str = "") -> L.Token:
        if not self.at(text):
            raise self.error(f"expected '{text}'" + (f" {what}" if what else ""))
        return self.next()

    def expect_kind(self, kind: str, what: str) -> L.Token:
        if self.tok.kind != kind:
            raise self.error(f"expected {what}")
        return self.next()

    def slice(self, start_i: int, end_i: int) -> str:
        if end_i <= start_i:
            return ""
        return self.src.text[self.toks[start_i].start : self.toks[end_i - 1].end]

    def line_of(self, tok: L.Token) -> int:
        return self.src.position(tok.start)[0]

    def skip_balanced(self) -> None:
        """Skip a bracketed group starting at the current opening token."""
        depth = 0
        while True:
            t = self.next()
            if t.kind == L.EOF_:
                raise self.error("unbalanced brackets", t)
            if t.kind == L.PUNCT:
                if t.text in "([{":
                    depth += 1
                elif t.text in ")]}":
                    depth -= 1
                    if depth == 0:
                        return

    def rest_of_line(self) -> int:
        """Advance to the next token that starts a line; return the index where we stopped."""
        self.i += 1
        while not self.tok.bol:
            self.i += 1
        return self.i

    # -- module --------------------------------------------------------------------------------
    def parse_module(self) -> Module:
        m = self.module
        while self.tok.kind != L.EOF_:
            t = self.tok
            if t.kind == L.WORD and t.text in (
                "source_filename",
                "target",
                "module",
                "uselistorder",
                "uselistorder_bb",
            ):
                s = self.i
                self.rest_of_line()
                m.add(Verbatim("header", t.text, self.slice(s, self.i)))
            elif t.kind == L.LOCAL and self.peek().text == "=" and self.peek(2).text == "type":
                self.parse_typedef()
            elif t.kind == L.COMDAT:
                s = self.i
                self.rest_of_line()
                m.add(Verbatim("comdat", t.text, self.slice(s, self.i)))
            elif t.kind == L.GLOBAL and self.peek().text == "=":
                self.parse_global()
            elif t.kind == L.WORD and t.text in ("define", "declare"):
                self.parse_function()
            elif t.kind == L.WORD and t.text == "attributes":
                s = self.i
                self.next()
                key = self.expect_kind(L.ATTRGRP, "an attribute group id like #0").text
                self.expect("=")
                if not self.at("{"):
                    raise self.error("expected '{' to open an attribute group")
                self.skip_balanced()
                m.add(Verbatim("attributes", key, self.slice(s, self.i)))
            elif t.kind == L.META:
                s = self.i
                self.next()
                self.expect("=", "after a metadata name")
                self.capture_metadata()
                kind = "metadata" if t.text[1:].isdigit() else "named_metadata"
                m.add(Verbatim(kind, t.text, self.slice(s, self.i)))
            else:
                raise self.error(
                    "expected a top-level entity (global, function, type, metadata, attributes)"
                )
        return m

    def parse_typedef(self) -> None:
        name = self.next().text[1:]
        self.expect("=")
        self.expect("type")
        if self.accept("opaque"):
            body = None
        else:
            body = self.parse_type()
        self.module.add(TypeDef(name, body))

    def parse_global(self) -> None:
        start = self.i
        name = self.next().text[1:]
        self.expect("=")
        pre_start = self.i
        while not (
            self.tok.kind == L.WORD and self.tok.text in ("global", "constant", "alias", "ifunc")
        ):
            if self.tok.kind == L.EOF_ or (self.tok.bol and self.i > pre_start):
                raise self.error(
                    f"expected 'global', 'constant' or 'alias' in definition of @{name}"
                )
            if self.peek().text == "(" and self.tok.kind == L.WORD:
                self.next()
                self.skip_balanced()
            else:
                self.next()
        pre = self.slice(pre_start, self.i)
        kind = self.next().text
        if kind in ("alias", "ifunc"):
            while not self.tok.bol:
                self.next()
            self.module.add(Verbatim("alias", name, self.slice(start, self.i)))
            return
        ty = self.parse_type()
        init = None
        if not self.tok.bol and not self.at(","):
            init = self.parse_value(ty)
        post_start = self.i
        while not self.tok.bol:
            if self.tok.kind == L.META and self.peek().kind in (L.META, L.METASTR):
                self.next()
                self.capture_metadata()
            else:
                self.next()
        post = self.slice(post_start, self.i)
        self.module.add(GlobalVariable(name, pre, kind, ty, init, post))

    # -- functions -----------------------------------------------------------------------------
    def parse_function(self) -> None:
        head = self.next()
        is_def = head.text == "define"
        metadata: list[tuple[str, str]] = []
        pre_parts: list[str] = []
        while not self.type_start():
            if self.tok.kind == L.EOF_ or (self.tok.bol and pre_parts):
                raise self.error("expected the return type of a function")
            if self.tok.kind == L.META and self.peek().kind == L.META:
                k = self.next().text[1:]
                metadata.append((k, self.capture_metadata()))
                continue
            s = self.i
            self.skip_attribute()
            pre_parts.append(self.slice(s, self.i))
        ret = self.parse_type()
        name_tok = self.expect_kind(L.GLOBAL, "a function name like @f")
        self.expect("(")
        params: list[Param] = []
        varargs = False
        while not self.at(")"):
            if self.accept("..."):
                varargs = True
                break
            pty = self.parse_type()
            a0 = self.i
            while not (self.at(",") or self.at(")") or self.tok.kind == L.LOCAL):
                if self.tok.kind == L.EOF_:
                    raise self.error("unterminated parameter list")
                self.skip_attribute()
            attrs = self.slice(a0, self.i)
            pname = self.next().text[1:] if self.tok.kind == L.LOCAL else None
            params.append(Param(pty, pname, attrs))
            if not self.accept(","):
                break
        self.expect(")", "to close the parameter list")
        post_start = self.i
        post_end = None
        while not (self.at("{") if is_def else self.tok.bol):
            if self.tok.kind == L.EOF_:
                raise self.error(f"unterminated header of @{name_tok.text[1:]}")
            if self.tok.kind == L.META and self.peek().kind in (L.META, L.METASTR):
                post_end = post_end if post_end is not None else self.i
                k = self.next().text[1:]
                metadata.append((k, self.capture_metadata()))
            elif self.tok.kind == L.WORD and self.peek().text == "(":
                self.next()
                self.skip_balanced()
            else:
                self.next()
        post = self.slice(post_start, post_end if post_end is not None else self.i)
        fname = name_tok.text[1:]
        fn = Function(
            fname,
            ret,
            params,
            varargs,
            pre=" ".join(pre_parts),
            post=post,
            metadata=metadata,
            line=self.line_of(head),
        )
        if is_def:
            self.expect("{")
            fn.blocks = self.parse_body(fn)
        self.module.add(fn)

    def type_start(self) -> bool:
        t = self.tok
        if t.kind == L.WORD:
            return t.text in TYPE_WORDS or (t.text[0] == "i" and t.text[1:].isdigit())
        if t.kind == L.LOCAL:
            return True
        return t.kind == L.PUNCT and t.text in ("[", "<", "{")

    def skip_attribute(self) -> None:
        t = self.next()
        if (
            t.kind == L.WORD
            and t.text in ("align", "alignstack", "addrspace")
            and self.tok.kind == L.INT
        ):
            self.next()
        elif self.at("("):
            self.skip_balanced()
        elif t.kind == L.STRING and self.at("="):
            self.next()
            self.expect_kind(L.STRING, "an attribute value string")

    def parse_body(self, fn: Function) -> list[Block]:
        blocks: list[Block] = []
        unnamed = sum(1 for p in fn.params if p.name is not None and p.name.isdigit())
        if self.tok.kind == L.LABEL:
            label = self.next().text[:-1]
        else:
            label = str(unnamed)
        cur = Block(label)
        blocks.append(cur)
        while True:
            t = self.tok
            if t.kind == L.PUNCT and t.text == "}":
                self.next()
                break
            if t.kind == L.EOF_:
                raise self.error(f"missing '}}' at the end of @{fn.name}")
            if t.kind == L.LABEL:
                if not cur.instructions or not cur.instructions[-1].is_terminator:
                    raise self.error(
                        f"block '{cur.label}' in @{fn.name} does not end with a terminator"
                    )
                cur = Block(self.next().text[:-1])
                blocks.append(cur)
                continue
            if cur.instructions and cur.instructions[-1].is_terminator:
                raise self.error(
                    f"instruction after the terminator of block '{cur.label}' in "
                    f"@{fn.name} (a label is missing)"
                )
            cur.instructions.append(self.parse_instruction())
        for b in blocks:
            if not b.instructions or not b.instructions[-1].is_terminator:
                raise self.src.error(
                    f"block '{b.label}' in @{fn.name} does not end with a terminator",
                    self.toks[self.i - 1].start,
                )
        return blocks

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

    # -- types ---------------------------------------------------------------------------------
    def parse_type(self) -> Type:
        t = self.tok
        ty: Type
        if t.kind == L.WORD:
            w = t.text
            self.next()
            if w in FLOAT_KINDS:
                ty = FloatType(w)
            elif w == "void":
                ty = VOID
            elif w == "ptr":
                if self.at("addrspace"):
                    self.next()
                    self.expect("(")
                    n = int(self.expect_kind(L.INT, "an address space").text)
                    self.expect(")")
                    ty = PointerType(n)
                else:
                    ty = PointerType()
            elif w[0] == "i" and w[1:].isdigit():
                ty = IntType(int(w[1:]))
            elif w in ("label", "metadata", "token", "x86_amx", "opaque"):
                ty = SimpleType(w)
            elif w == "target":
                s = self.i - 1
                self.skip_balanced()
                ty = SimpleType(self.slice(s, self.i))
            else:
                raise self.error("expected a type", t)
        elif t.kind == L.LOCAL:
            self.next()
            ty = NamedStructType(t.text[1:])
        elif t.kind == L.PUNCT and t.text == "[":
            self.next()
            n = int(self.expect_kind(L.INT, "an array length").text)
            self.expect("x")
            el = self.parse_type()
            self.expect("]")
            ty = ArrayType(n, el)
        elif t.kind == L.PUNCT and t.text == "<":
            self.next()
            if self.at("{"):
                ty = self.parse_struct_body(packed=True)
                self.expect(">")
            else:
                scalable = self.accept("vscale")
                if scalable:
                    self.expect("x")
                n = int(self.expect_kind(L.INT, "a vector length").text)
                self.expect("x")
                el = self.parse_type()
                self.expect(">")
                ty = VectorType(n, el, scalable)
        elif t.kind == L.PUNCT and t.text == "{":
            ty = self.parse_struct_body(packed=False)
        else:
            raise self.error("expected a type")
        while self.at("("):
            self.next()
            ps = []
            va = False
            while not self.at(")"):
                if self.accept("..."):
                    va = True
                    break
                ps.append(self.parse_type())
                if not self.accept(","):
                    break
            self.expect(")", "to close a function type")
            ty = FunctionType(ty, tuple(ps), va)
        while self.at("*"):
            raise self.error("typed pointers ('T*') are not supported: LLVM 17+ uses 'ptr'")
        return ty

    def parse_struct_body(self, packed: bool) -> StructType:
        self.expect("{")
        els = []
        while not self.at("}"):
            els.append(self.parse_type())
            if not self.accept(","):
                break
        self.expect("}")
        return StructType(tuple(els), packed)

    # -- values --------------------------------------------------------------------------------
    def value_start(self) -> bool:
        t = self.tok
        if t.kind in (L.LOCAL, L.GLOBAL, L.INT, L.FLOAT, L.CSTRING, L.META, L.METASTR):
            return True
        if t.kind == L.WORD:
            return t.text in VALUE_WORDS
        return t.kind == L.PUNCT and t.text in ("{", "<", "[")

    def parse_typed(self) -> Typed:
        ty = self.parse_type()
        return Typed(ty, self.parse_value(ty))

    def parse_value(self, ty: Type) -> Value:
        t = self.tok
        k = t.kind
        if k == L.LOCAL:
            self.next()
            return LocalRef(t.text[1:])
        if k == L.GLOBAL:
            self.next()
            return GlobalRef(t.text[1:])
        if k == L.INT:
            self.next()
            txt = t.text
            if txt[:3] in ("u0x", "s0x"):
                return IntConst(
                    int(txt[3:], 16) if txt[0] == "u" else _signed(int(txt[3:], 16), ty)
                )
            return IntConst(int(txt))
        if k == L.FLOAT:
            self.next()
            return FloatConst(t.text)
        if k == L.CSTRING:
            self.next()
            return CStringConst(t.text)
        if k in (L.META, L.METASTR):
            return MetadataRef(self.capture_metadata())
        if str(ty) == "metadata":
            return MetadataValue(self.parse_typed())
        if k == L.PUNCT:
            if t.text == "{":
                return self.parse_aggregate("{", "}")
            if t.text == "[":
                return self.parse_aggregate("[", "]")
            if t.text == "<":
                if self.peek().text == "{":
                    self.next()
                    agg = self.parse_aggregate("{", "}")
                    self.expect(">")
                    return AggregateConst("<{", agg.elements)
                return self.parse_aggregate("<", ">")
        if k == L.WORD:
            w = t.text
            if w in ("true", "false"):
                self.next()
                return IntConst(1 if w == "true" else 0, is_bool=True)
            if w in ("null", "undef", "poison", "zeroinitializer", "none"):
                self.next()
                return KeywordConst(w)
            if w == "asm":
                s = self.i
                self.next()
                while self.tok.kind == L.WORD:
                    self.next()
                self.expect_kind(L.STRING, "the inline asm string")
                self.expect(",")
                self.expect_kind(L.STRING, "the inline asm constraints")
                return InlineAsm(self.slice(s, self.i))
            if w == "blockaddress":
                self.next()
                self.expect("(")
                f = self.parse_value(ty)
                self.expect(",")
                b = self.parse_value(ty)
                self.expect(")")
                return ConstExpr("blockaddress", (), (), raw_args=(f, b))
            if w in ("dso_local_equivalent", "no_cfi"):
                self.next()
                return ConstExpr(w, (), (), raw_args=(self.parse_value(ty),))
            if w in VALUE_WORDS:
                return self.parse_constexpr()
        raise self.error(f"expected a value of type {ty}")

    def parse_aggregate(self, open_: str, close: str) -> AggregateConst:
        self.expect(open_)
        els = []
        while not self.at(close):
            els.append(self.parse_typed())
            if not self.accept(","):
                break
        self.expect(close)
        return AggregateConst(open_, tuple(els))

    def parse_constexpr(self) -> ConstExpr:
        op_tok = self.next()
        op = op_tok.text
        if op == "getelementptr":
            flags = self.parse_gep_flags()
            self.expect("(")
            src = self.parse_type()
            ops = []
            while self.accept(","):
                ops.append(self.parse_typed())
            self.expect(")")
            return ConstExpr(op, flags, tuple(ops), source_type=src)
        flags = self.parse_flags()
        self.expect("(", f"after constant expression '{op}'")
        ops = [self.parse_typed()]
        dest = None
        if op in CAST_OPS:
            self.expect("to")
            dest = self.parse_type()
        else:
            while self.accept(","):
                ops.append(self.parse_typed())
        self.expect(")")
        return ConstExpr(op, flags, tuple(ops), dest_type=dest)


def _signed(v: int, ty: Type) -> int:
    bits = getattr(ty, "bits", 64)
    return v - (1 << bits) if v >= 1 << (bits - 1) else v


def parse_module(text: str, name: str = "<input>") -> Module:
    """Parse LLVM IR text (as LLVM prints it) into a Module."""
    return Parser(text, name).parse_module()


#: opcode -> the Parser method that reads the rest of that instruction
_OPCODES = {
    op: method
    for ops, method in (
        (("tail", "musttail", "notail"), Parser._tail_call),
        (BINARY_OPS, Parser._binary),
        (("fneg",), Parser._fneg),
        (CAST_OPS, Parser._cast),
        (("icmp", "fcmp"), Parser._icmp),
        (("select",), Parser._select),
        (("phi",), Parser._phi),
        (("alloca",), Parser._alloca),
        (("load",), Parser._load),
        (("store",), Parser._store),
        (("getelementptr",), Parser._getelementptr),
        (("call", "invoke"), Parser._call_or_invoke),
        (("br",), Parser._br),
        (("switch",), Parser._switch),
        (("ret",), Parser._ret),
        (("unreachable",), Parser._unreachable),
        (("extractvalue",), Parser._extractvalue),
        (("insertvalue",), Parser._insertvalue),
        (("extractelement",), Parser._extractelement),
        (("insertelement",), Parser._insertelement),
        (("shufflevector",), Parser._shufflevector),
        (("freeze",), Parser._freeze),
        (RAW_OPS, Parser._raw),
    )
    for op in ops
}
