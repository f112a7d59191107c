"""Tokenizer for LLVM IR text.

LLVM's grammar is not newline sensitive, so the lexer produces one flat token stream and the parser
works on it; every token keeps its offset so errors can name line and column, and so constructs we
keep verbatim (metadata nodes, attribute groups) can be sliced back out of the source exactly.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from ..errors import IRParseError

# Token kinds.
LOCAL = "local"  # %x  %"x y"  %12
GLOBAL = "global"  # @x  @"x"    @12
META = "meta"  # !12  !dbg  !DIExpression  !llvm.loop
METASTR = "metastr"  # !"text"
ATTRGRP = "attrgrp"  # #0
DBGREC = "dbgrec"  # #dbg_value
COMDAT = "comdat"  # $name
LABEL = "label"  # name:   12:   "quoted":
INT = "int"
FLOAT = "float"
STRING = "string"  # "text"
CSTRING = "cstring"  # c"text"
WORD = "word"  # keywords, types, opcodes
PUNCT = "punct"
EOF_ = "eof"

_NAME = r"[-a-zA-Z$._][-a-zA-Z$._0-9]*"
# blanks before a token are part of its match (one regex match per token, not two); a line
# break and the blanks after it are a token of their own, that marks the next token's line start
_TOKEN_RE = re.compile(
    r"""
    [ \t\r]*(?:
    (?P<nl>\n[ \t\r\n]*)
  | (?P<comment>;[^\n]*)
  | (?P<label>(?:[-a-zA-Z$._0-9]+|"[^"]*"):)
  | (?P<local>%(?:"""
    + _NAME
    + r"""|[0-9]+|"[^"]*"))
  | (?P<global>@(?:"""
    + _NAME
    + r"""|[0-9]+|"[^"]*"))
  | (?P<metastr>!"(?:[^"\\]|\\.)*")
  | (?P<meta>!(?:[0-9]+|[-a-zA-Z$._\\][-a-zA-Z$._0-9\\]*)?)
  | (?P<dbgrec>\#dbg_[a-z_]+)
  | (?P<attrgrp>\#[0-9]+)
  | (?P<comdat>\$(?:"""
    + _NAME
    + r"""|"[^"]*"))
  | (?P<float>0x[KLMHR][0-9A-Fa-f]+|0x[0-9A-Fa-f]+|[-+]?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)
  | (?P<int>[-]?[0-9]+|u0x[0-9A-Fa-f]+|s0x[0-9A-Fa-f]+)
  | (?P<cstring>c"[^"]*")
  | (?P<string>"[^"]*")
  | (?P<word>[a-zA-Z_][a-zA-Z0-9_.]*)
  | (?P<punct>\.\.\.|[=,()\[\]{}<>*|:])
    )""",
    re.VERBOSE,
)


@dataclass(slots=True)
class Token:
    kind: str
    text: str
    start: int
    end: int
    bol: bool = False  # first token on its line

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"{self.kind}:{self.text!r}"


class Source:
    """The text being parsed, with offset -> (line, column) lookup for messages."""

    def __init__(self, text: str, name: str = "<input>"):
        self.text = text
        self.name = name
        self._line_starts = [0]
        for m in re.finditer("\n", text):
            self._line_starts.append(m.end())

    def position(self, offset: int) -> tuple[int, int]:
        i = bisect.bisect_right(self._line_starts, offset) - 1
        return i + 1, offset - self._line_starts[i] + 1

    def error(self, message: str, offset: int) -> IRParseError:
        line, col = self.position(offset)
        return IRParseError(message, line, col, self.name)


def tokenize(src: Source) -> list[Token]:
    text = src.text
    tokens: list[Token] = []
    pos = 0
    n = len(text)
    append = tokens.append
    bol = True
    # finditer drives the loop in C; a gap between one match and the next is text no token
    # matches (finditer skips it, so it is caught here)
    for m in _TOKEN_RE.finditer(text):
        if m.start() != pos:
            break
        kind = m.lastgroup
        end = m.end()
        if kind == "nl":
            bol = True
        elif kind != "comment":
            append(Token(kind, m.group(kind), m.start(kind), end, bol))
            bol = False
        pos = end
    while pos < n and text[pos] in " \t\r":
        pos += 1
    if pos < n:
        raise src.error(f"unexpected character {text[pos]!r}", pos)
    append(Token(EOF_, "", n, n, True))
    return tokens
