"""Types, values and constant expressions: the parser's part that reads what an operand is."""

from __future__ import annotations

from . import lexer as L
from .parse_base import CAST_OPS, TYPE_WORDS, VALUE_WORDS, Cursor
from .types import (
    FLOAT_KINDS,
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


class TypesAndValues(Cursor):
    def type_start(self) -> bool:
        t = self.tok
        if t.kind == L.WORD:
            return t.text in TYPE_WORDS or (t.text[0] == "i" and t.text[1:].isdigit())
        if t.kind == L.LOCAL:
            return True
        return t.kind == L.PUNCT and t.text in ("[", "<", "{")

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
