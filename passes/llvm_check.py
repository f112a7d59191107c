"""LLVM's own parser and verifier, through llvmlite, kept at arm's length.

llvmlite is built with LLVM assertions on, and some malformed IR makes LLVM abort the process
instead of reporting an error. A tool that must answer bad input with one ``error:`` line therefore
runs LLVM in a forked child by default: a crash there becomes a message here. Callers that only hand
LLVM IR they generated themselves (the JIT path) may pass ``isolate=False`` to skip the fork.

The child is confined: its stderr (LLVM's assertion text) is captured and at most quoted in the
one-line error; its address space may grow by ``MPIAD_LLVM_MEMORY_MB`` (default 4096) and it may
run ``MPIAD_LLVM_TIMEOUT`` seconds (default 300; 0 lifts either limit) before it is killed; and on
Linux it dies with its parent (``PR_SET_PDEATHSIG``), so killing mpiad-opt leaves nothing behind.
"""

from __future__ import annotations

import os
import re
import signal
import struct

from . import preprocess as PP
from . import rulebook  # noqa: F401 - the rule tables, loaded before any fork
from .context import context_of
from .errors import IRParseError, MpiadError, VerifyError
from .ir.gcpause import gc_paused
from .ir.parser import parse_module

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


MEMORY_ENV, TIMEOUT_ENV = "MPIAD_LLVM_MEMORY_MB", "MPIAD_LLVM_TIMEOUT"
DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT = 4096, 300.0
_STDERR_KEEP = 1 << 16  # bytes of the child's stderr kept for the error message
_OOM = re.compile(r"out of memory|bad_alloc|Cannot allocate memory|MemoryError", re.I)


def _limit(env: str, default: float) -> float:
    """The limit set in ``env`` (0 or less: none), or ``default`` if unset."""
    raw = os.environ.get(env, "").strip()
    if not raw:
        return default
    try:
        return float(raw)
    except ValueError:
        raise MpiadError(f"{env}={raw!r} is not a number (0 means no limit)") from None


def _child_payload(text: str, work=None) -> bytes:
    try:
        return b"O" + (work or _llvm_canonical)(text).encode()
    except IRParseError as e:
        return b"P" + f"{e.line}\0{e.col}\0{e.message}".encode()
    except VerifyError as e:
        return b"V" + str(e).encode()
    except BaseException as e:
        return b"X" + f"{type(e).__name__}: {e}".encode()


def _confine_child(parent: int, memory_mb: float, timeout: float) -> None:
    """In the forked child: die with the parent; bound its memory (address space above what it
    inherited) and its CPU time (a backstop for the parent's wall-clock timeout)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG (Linux)
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(4)
    try:
        import resource
    except ImportError:  # not POSIX
        return
    try:
        if memory_mb > 0:
            with open("/proc/self/statm") as f:
                inherited = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
            cap = inherited + int(memory_mb * (1 << 20))
            hard = resource.getrlimit(resource.RLIMIT_AS)[1]
            if hard != resource.RLIM_INFINITY:
                cap = min(cap, hard)
            resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
        if timeout > 0:
            hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
            cpu = int(timeout) + 5
            if hard != resource.RLIM_INFINITY:
                cpu = min(cpu, hard)
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, hard))
    except (OSError, ValueError):
        pass


def _isolated(work, memory_mb: float, timeout: float) -> tuple[bytes | None, int | None, str]:
    """Run ``work()`` (returning bytes) in a forked, confined child whose stderr is captured.

    Returns (payload or None, wait status or None if the child was killed at the timeout, the
    child's stderr). The child never outlives this call, nor (Linux) this process.
    """
    parent = os.getpid()
    r, w = os.pipe()
    er, ew = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: never return into the caller's code
        code = 0
        try:
            os.close(r)
            os.close(er)
            os.dup2(ew, 2)  # LLVM's assertion text, faulthandler's dump: to the parent, not ours
            os.close(ew)
            try:
                import faulthandler

                faulthandler.disable()
            except Exception:
                pass
            _confine_child(parent, memory_mb, timeout)
            payload = work()
            data = struct.pack("<Q", len(payload)) + payload
            view = memoryview(data)
            while view:
                n = os.write(w, view)
                view = view[n:]
        except BaseException:
            code = 3
        finally:
            os._exit(code)
    os.close(w)
    os.close(ew)
    import selectors
    import time

    chunks, err = [], bytearray()
    status = None
    deadline = time.monotonic() + timeout if timeout > 0 else None
    sel = selectors.DefaultSelector()
    try:
        sel.register(r, selectors.EVENT_READ, "out")
        sel.register(er, selectors.EVENT_READ, "err")
        while sel.get_map():
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                break
            for key, _ in sel.select(left):
                c = os.read(key.fd, 1 << 20)
                if not c:
                    sel.unregister(key.fd)
                elif key.data == "out":
                    chunks.append(c)
                elif len(err) < _STDERR_KEEP:
                    err += c[: _STDERR_KEEP - len(err)]
        else:
            status = os.waitpid(pid, 0)[1]
    finally:
        sel.close()
        os.close(r)
        os.close(er)
        if status is None:  # timed out, or interrupted (an exception on its way up)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            os.waitpid(pid, 0)
    data = b"".join(chunks)
    if status is None or len(data) < 8 or len(data) - 8 != struct.unpack("<Q", data[:8])[0]:
        data = None
    else:
        data = data[8:]
    return data, status, err.decode("utf-8", "replace")


def _llvm_said(err: str) -> str:
    """The line of LLVM's own crash output worth quoting (an assertion or LLVM ERROR), or ''."""
    for ln in err.splitlines():
        ln = ln.strip()
        if "Assertion" in ln or ln.startswith("LLVM ERROR"):
            ln = ln[ln.index("Assertion") :] if "Assertion" in ln else ln
            return ln if len(ln) <= 200 else ln[:197] + "..."
    return ""


def _in_child(text: str, work=None, doing: str = "reading the module") -> str:
    """``work(text)`` (default: parse, verify and print with LLVM) in the confined child."""
    memory_mb = _limit(MEMORY_ENV, DEFAULT_MEMORY_MB)
    timeout = _limit(TIMEOUT_ENV, DEFAULT_TIMEOUT)
    data, status, err = _isolated(lambda: _child_payload(text, work), memory_mb, timeout)
    oom = (
        f"LLVM ran out of memory while {doing} (limit: {memory_mb:g} MB, set by "
        f"{MEMORY_ENV}; raise it, or set it to 0 for no limit)"
    )
    if data is None:
        if status is None or (
            os.WIFSIGNALED(status) and os.WTERMSIG(status) == getattr(signal, "SIGXCPU", -1)
        ):
            raise MpiadError(
                f"LLVM took more than {timeout:g} s {doing} (limit set "
                f"by {TIMEOUT_ENV}; raise it, or set it to 0 for no limit)"
            )
        if memory_mb > 0 and _OOM.search(err):
            raise MpiadError(oom)
        said = _llvm_said(err)
        said = f" (LLVM: {said})" if said else ""
        if os.WIFSIGNALED(status):
            sig = signal.Signals(os.WTERMSIG(status)).name
            raise MpiadError(
                f"LLVM crashed ({sig}) while {doing}{said}: the IR is "
                "malformed in a way LLVM's parser does not report; check it with "
                "'llvm-as' or LLVM's verifier"
            )
        raise MpiadError(f"LLVM failed while {doing} (no result from the parser){said}")
    kind, body = data[:1], data[1:].decode()
    if kind == b"O":
        return body
    if kind == b"P":
        line, col, msg = body.split("\0", 2)
        raise IRParseError(msg, int(line), int(col))
    if kind == b"V":
        raise VerifyError(body)
    if memory_mb > 0 and body.startswith("MemoryError"):
        raise MpiadError(oom)
    raise MpiadError(f"LLVM failed while {doing}: {body}")


def preprocessed(
    canon: str,
    policy: str,
    source: str = "<input>",
    isolate: bool = True,
    drop_noinline: bool = False,
    only: set[str] | None = None,
) -> tuple[str, str | None]:
    """``canon`` (LLVM's text of a verified module) after :mod:`mpiad_passes.preprocess` under
    ``policy`` ("auto", "always", "never"), and a warning when preprocessing was wanted but LLVM
    failed at it (the module is then returned as it was, and differentiated as it is). ``only``:
    preprocess these functions alone (see :func:`mpiad_passes.preprocess.prepare`)."""
    prepared, reason = PP.prepare(canon, policy, source, drop_noinline, only)
    if prepared is None:
        return canon, None
    try:
        if not isolate:
            try:
                return PP.run_llvm(prepared), None
            except RuntimeError as e:
                raise MpiadError(" ".join(str(e).split())[:300]) from None
        return _in_child(prepared, PP.run_llvm, "preprocessing the module"), None
    except MpiadError as e:
        return canon, (
            f"{source} looks unoptimised ({reason}), but LLVM failed to preprocess it ({e}); "
            "it is differentiated as it is"
        )


def load_module(
    text: str, source: str = "<input>", isolate: bool = True, preprocess: str | None = None
):
    """Parse and verify with LLVM, then read LLVM's canonical text into our IR model.

    ``preprocess`` ("auto", "always", "never": see :mod:`mpiad_passes.preprocess`; None: the
    ``MPIAD_PREPROCESS`` environment variable, else "never") simplifies an unoptimised module
    first; a failure to do so is a warning in the module's PassContext."""
    pol = PP.policy(preprocess, default="never")
    canon = canonicalize(text, source, isolate)
    canon, warning = preprocessed(canon, pol, source, isolate)
    return read_model(canon, source, warning)


def read_model(canon: str, source: str = "<input>", warning: str | None = None):
    """The IR model of ``canon`` (LLVM's text of a verified module); ``warning`` goes into the
    module's PassContext. What LLVM accepts but the model cannot represent is one error that
    shows the line."""
    try:
        with gc_paused():
            m = parse_module(canon, source)
        if warning:
            context_of(m).warn(warning)
        return m
    except IRParseError as e:
        lines = canon.splitlines()
        shown = lines[e.line - 1].strip()[:120] if 0 < e.line <= len(lines) else ""
        raise IRParseError(
            f"{e.message}; LLVM accepts this module but mpiad's IR model does not "
            f"represent this construct yet: `{shown}`",
            0,
            0,
            source,
        ) from None
