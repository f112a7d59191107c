"""LLVM's own parser and verifier, through llvmlite, kept at arm's length.

llvmlite is built with LLVM assertions on, and some malformed IR makes LLVM abort the process
instead of reporting an error. A tool that must answer bad input with one ``error:`` line therefore
runs LLVM in a forked child by default: a crash there becomes a message here. Callers that only hand
LLVM IR they generated themselves (the JIT path) may pass ``isolate=False`` to skip the fork.
"""
from __future__ import annotations

import os
import re
import signal
import struct

from .errors import IRParseError, MpiadError, VerifyError

_LOC = re.compile(r"<string>:(\d+):(\d+): error: (.*)")


def _llvm_canonical(text: str) -> str:
    """Parse and verify with LLVM in this process; return LLVM's printing of the module."""
    import llvmlite.binding as llvm

    try:
        # A fresh context per module: named struct types live in the context, and a second
        # module defining %struct.T in a shared one would see it renamed to %struct.T.0.
        mod = llvm.parse_assembly(text, context=llvm.create_context())
    except RuntimeError as e:
        raise _parse_error(str(e)) from None
    try:
        mod.verify()
    except RuntimeError as e:
        raise VerifyError(_verify_message(str(e))) from None
    return str(mod)


def _parse_error(msg: str) -> IRParseError:
    m = _LOC.search(msg)
    if m:
        return IRParseError(m.group(3).strip(), int(m.group(1)), int(m.group(2)))
    first = next((ln for ln in msg.splitlines() if ln.strip()), msg)
    return IRParseError(first.strip())


def _verify_message(msg: str) -> str:
    lines = [ln.strip() for ln in msg.splitlines() if ln.strip()]
    lines = [ln for ln in lines if not ln.startswith("LLVM IR verification")] or lines
    head = lines[0] if lines else "module is invalid"
    detail = f" (at: {lines[1][:160]})" if len(lines) > 1 else ""
    return f"the module does not pass LLVM's verifier: {head}{detail}"


def canonicalize(text: str, source: str = "<input>", isolate: bool = True) -> str:
    """LLVM's canonical text of ``text`` after parsing and verifying it.

    Raises IRParseError (with line and column) for text LLVM cannot parse, VerifyError for a
    module the verifier rejects, MpiadError if LLVM crashed on the input.
    """
    try:
        if not isolate:
            return _llvm_canonical(text)
        return _in_child(text)
    except IRParseError as e:
        raise IRParseError(e.message, e.line, e.col, source) from None
    except VerifyError as e:
        raise VerifyError(f"{source}: {e}") from None


def verify(text: str, source: str = "<output>", isolate: bool = True) -> None:
    canonicalize(text, source, isolate)


def _in_child(text: str) -> str:
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: never return into the caller's code
        code = 0
        try:
            os.close(r)
            try:
                payload = b"O" + _llvm_canonical(text).encode()
            except IRParseError as e:
                payload = b"P" + f"{e.line}\0{e.col}\0{e.message}".encode()
            except VerifyError as e:
                payload = b"V" + str(e).encode()
            except BaseException as e:  # noqa: BLE001 - report anything to the parent
                payload = b"X" + f"{type(e).__name__}: {e}".encode()
            data = struct.pack("<Q", len(payload)) + payload
            view = memoryview(data)
            while view:
                n = os.write(w, view)
                view = view[n:]
        except BaseException:  # noqa: BLE001
            code = 3
        finally:
            os._exit(code)
    os.close(w)
    chunks = []
    with os.fdopen(r, "rb") as f:
        while True:
            c = f.read(1 << 20)
            if not c:
                break
            chunks.append(c)
    _, status = os.waitpid(pid, 0)
    data = b"".join(chunks)
    if len(data) < 8 or len(data) - 8 != struct.unpack("<Q", data[:8])[0]:
        if os.WIFSIGNALED(status):
            sig = signal.Signals(os.WTERMSIG(status)).name
            raise MpiadError(f"LLVM crashed ({sig}) while reading the module: the IR is malformed "
                             "in a way LLVM's parser does not report; check it with "
                             "'llvm-as' or LLVM's verifier")
        raise MpiadError("LLVM failed while reading the module (no result from the parser)")
    kind, body = data[8:9], data[9:].decode()
    if kind == b"O":
        return body
    if kind == b"P":
        line, col, msg = body.split("\0", 2)
        raise IRParseError(msg, int(line), int(col))
    if kind == b"V":
        raise VerifyError(body)
    raise MpiadError(f"LLVM failed while reading the module: {body}")


def load_module(text: str, source: str = "<input>", isolate: bool = True):
    """Parse and verify with LLVM, then read LLVM's canonical text into our IR model."""
    from .ir.parser import parse_module

    canon = canonicalize(text, source, isolate)
    try:
        return parse_module(canon, source)
    except IRParseError as e:
        lines = canon.splitlines()
        shown = lines[e.line - 1].strip()[:120] if 0 < e.line <= len(lines) else ""
        raise IRParseError(f"{e.message}; LLVM accepts this module but mpiad's IR model does not "
                           f"represent this construct yet: `{shown}`", 0, 0, source) from None
