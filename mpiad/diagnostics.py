"""Pointing the pass's refusals at the user's Python source, through Numba's debug info.

The pass names the offending instruction "at line N" (a line of the module text it read) or "at
source line N" (from the instruction's ``!dbg`` location). With a module compiled with
``debug=True``, the instruction's ``!DILocation`` gives the Python line, and its scope chain the
file.
"""

from __future__ import annotations

import io
import linecache
import os
import re
import tokenize

_AT_IR_LINE = re.compile(r"at line (\d+)")
_AT_SRC_LINE = re.compile(r"at source line (\d+)")
_DBG = re.compile(r"!dbg (![0-9]+)")
_MD_DEF = re.compile(r"^(![0-9]+) = (?:distinct )?(.*)$", re.M)
_LINE = re.compile(r"\bline: (\d+)")
_SCOPE = re.compile(r"\bscope: (![0-9]+)")
_FILE = re.compile(r"\bfile: (![0-9]+)")
_NAME = re.compile(r'\bname: "([^"]*)"')
_FILENAME = re.compile(r'filename: "([^"]*)"(?:, directory: "([^"]*)")?')


def _metadata(text: str) -> dict[str, str]:
    return {m.group(1): m.group(2) for m in _MD_DEF.finditer(text)}


def _file_of(md: dict[str, str], ref: str | None, depth: int = 0) -> str | None:
    if ref is None or depth > 20:
        return None
    body = md.get(ref, "")
    if body.startswith("!DIFile("):
        m = _FILENAME.search(body)
        if m:
            name, directory = m.group(1), m.group(2) or ""
            return name if name.startswith("/") or not directory else f"{directory}/{name}"
        return None
    f = _FILE.search(body)
    if f:
        return _file_of(md, f.group(1), depth + 1)
    s = _SCOPE.search(body)
    return _file_of(md, s.group(1) if s else None, depth + 1)


def python_location(message: str, module_text: str, default_file: str) -> tuple[str, int] | None:
    """(file, line) of the Python source behind the instruction named in ``message``."""
    m = _AT_SRC_LINE.search(message)
    if m:
        return default_file, int(m.group(1))
    m = _AT_IR_LINE.search(message)
    if not m:
        return None
    fn = _IN_FUNCTION.search(message)
    loc = location_of_ir_line(
        int(m.group(1)), module_text, default_file, fn.group(1) if fn else None
    )
    return None if loc is None else (loc[0], loc[1])


def location_of_ir_line(
    k: int, module_text: str, default_file: str, in_function: str | None = None
) -> tuple[str, int, str | None] | None:
    """(file, line, function name) of the Python source behind line ``k`` of the module text,
    from its ``!dbg`` location (an inlined helper's instruction keeps the helper's own)."""
    lines = module_text.splitlines()
    if not 0 < k <= len(lines):
        return None
    md = _metadata(module_text)
    d = _DBG.search(lines[k - 1])
    if d:
        return _location(md, d.group(1), default_file)
    # no location on the instruction (a Numba library function such as np.linalg.solve's,
    # ``in_function``): the user's line is where the kernel calls that function
    return _call_site(md, lines, in_function, default_file) if in_function else None


_IN_FUNCTION = re.compile(r"in @\"?([^\s\":]+)\"?:")


def _location(
    md: dict[str, str], ref: str, default_file: str
) -> tuple[str, int, str | None] | None:
    loc = md.get(ref, "")
    ln = _LINE.search(loc)
    if not ln or int(ln.group(1)) == 0:
        return None
    scope = _SCOPE.search(loc)
    ref = scope.group(1) if scope else None
    return (_file_of(md, ref) or default_file), int(ln.group(1)), _function_of(md, ref)


def _function_of(md: dict[str, str], ref: str | None, depth: int = 0) -> str | None:
    """The name of the ``DISubprogram`` enclosing scope ``ref``."""
    if ref is None or depth > 20:
        return None
    body = md.get(ref, "")
    if body.startswith("!DISubprogram("):
        m = _NAME.search(body)
        return m.group(1) if m else None
    s = _SCOPE.search(body)
    return _function_of(md, s.group(1) if s else None, depth + 1)


def short_path(filename: str) -> str:
    """``filename`` relative to the working directory when it lies below it."""
    try:
        rel = os.path.relpath(filename)
    except ValueError:
        return filename
    return filename if rel.startswith("..") else rel


def _call_site(
    md: dict[str, str], lines: list[str], fn: str, default_file: str, depth: int = 0
) -> tuple[str, int, str | None] | None:
    """The location of a call of ``fn`` (or, when that call has none, of a call of the function
    holding it, up to a few levels)."""
    callee = re.compile(r"\bcall\b.*@\"?" + re.escape(fn) + r"\"?\(")
    current = None
    for line in lines:
        if line.startswith("define "):
            got = re.search(r"@\"?([^\s\"(]+)\"?\(", line)
            current = got.group(1) if got else None
        elif callee.search(line):
            d = _DBG.search(line)
            where = _location(md, d.group(1), default_file) if d else None
            if where is None and current and current != fn and depth < 4:
                where = _call_site(md, lines, current, default_file, depth + 1)
            if where is not None:
                return where
    return None


def source_text(filename: str, line: int) -> str:
    """The source line, without its comment (a message quotes the code)."""
    text = linecache.getline(filename, line).strip()
    if "#" in text:
        try:
            for tok in tokenize.generate_tokens(io.StringIO(text).readline):
                if tok.type == tokenize.COMMENT:
                    return text[: tok.start[1]].rstrip()
        except (tokenize.TokenError, SyntaxError):
            pass
    return text


_HINTS = (
    (
        "numba.dynamic.globals",
        "the kernel calls a C function through a pointer (ctypes/cffi, or "
        "the numba-mpi package): use mpiad.mpi for MPI",
    ),
    (
        "indirect call",
        "the kernel calls a C function through a pointer (ctypes/cffi, or the "
        "numba-mpi package): use mpiad.mpi for MPI",
    ),
)


def hint(message: str) -> str:
    for needle, text in _HINTS:
        if needle in message:
            return f" (hint: {text})"
    return ""


_MANGLED = re.compile(r"@\"?(_ZN[0-9A-Za-z_$.]+)\"?")
_ARG = re.compile(r"(?:argument )?%arg\.([A-Za-z_][A-Za-z0-9_]*)(?:\.[0-9]+)*\b")


def demangle(name: str) -> str:
    """Numba's mangled ``_ZN8__main__4heatB2v1...`` -> ``__main__.heat``."""
    if not name.startswith("_ZN"):
        return name
    parts, i = [], 3
    while i < len(name) and name[i].isdigit():
        j = i
        while j < len(name) and name[j].isdigit():
            j += 1
        n = int(name[i:j])
        parts.append(name[j : j + n])
        i = j + n
    if not parts:
        return name
    text = ".".join(parts)
    return re.sub(r"_([0-9a-f]{2})", lambda m: chr(int(m.group(1), 16)), text)


_IR_SNIPPET = re.compile(r"`[^`]*`(?: at (?:IR |source )?line \d+)?")
_IR_SNIPPET_ASIDE = re.compile(r" ?\(`[^`]*`(?: at (?:IR |source )?line \d+)?\)")
_IN_FN = re.compile(r"^in @?\S+?: ")
#: a value the pass names in an aside, ``(`%u.2.sroa.0.0777`)``: Numba names a variable's
#: storage after it (``u``, ``u.1`` for its later versions) and LLVM keeps that prefix (SROA adds
#: ``.sroa``); a bare name or another suffix may be LLVM's own (``%niter``, ``%indvars.iv``)
_VALUE_ASIDE = re.compile(r" \(`%\"?([A-Za-z_][A-Za-z0-9_]*)\.(?:[0-9]|sroa\b)[^`]*`\)")
#: Numba's own parameters, as a user knows them
_NUMBA_PARAMS = (
    (re.compile(r"(?:argument )?%excinfo\b"), "Numba's exception record"),
    (re.compile(r"(?:argument )?%retptr\b"), "the function's result"),
)


def readable(message: str, python: bool = False) -> str:
    """The pass's message in Python terms: function and argument names, not LLVM's.
    ``python``: the message is shown at a Python line, so the LLVM instruction it quotes is
    left out (``the code here``)."""
    message = _MANGLED.sub(lambda m: demangle(m.group(1)), message)
    message = _ARG.sub(lambda m: f"argument '{m.group(1)}'", message)
    for pat, text in _NUMBA_PARAMS:
        message = pat.sub(text, message)
    if python:
        message = _IN_FN.sub("", message)
        message = _VALUE_ASIDE.sub(lambda m: f" (variable {m.group(1)})", message)
        message = _IR_SNIPPET_ASIDE.sub("", message)
        message = _IR_SNIPPET.sub("the code here", message)
    message = re.sub(r"` at line (\d+)", r"` at IR line \1", message)
    return message.replace(" Duplicated (enzyme_dup)", " Duplicated")
