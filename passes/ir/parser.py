"""Recursive-descent parser from LLVM IR text to the IR model.

It reads what LLVM's printer writes (``load_module`` first hands the text to LLVM and parses the
canonical form), and is general enough for hand-written IR in the same style. Anything it does not
understand raises ``IRParseError`` naming the construct, line and column: nothing is dropped.

The parser is one class built in layers, a file each: the token cursor and word tables
(``parse_base.py``), types and values (``parse_values.py``), instructions (``parse_insts.py``),
and here what a module holds (type definitions, globals, functions and their blocks).
"""

from __future__ import annotations

from . import lexer as L
from .module import Block, Function, GlobalVariable, Module, Param, TypeDef, Verbatim
from .parse_insts import Instructions


class Parser(Instructions):
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


def parse_module(text: str, name: str = "<input>") -> Module:
    """Parse LLVM IR text (as LLVM prints it) into a Module."""
    return Parser(text, name).parse_module()
