"""The parser's token cursor and word tables (parser.py reads modules, parse_insts.py
instructions, parse_values.py types and values; one class, built up in that order)."""

from __future__ import annotations

from . import lexer as L
from .module import Module
from .types import FLOAT_KINDS

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


class Cursor:
    """A position in the token stream of one text, and the helpers every part of the parser
    uses to read and to report errors there."""

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
