"""On-disk cache of compiled derivatives (``@mpiad.jit(cache=True)``).

An entry is the object code of one JIT-compiled entry point plus the plan to call it, keyed by a
hash of: the source of the kernel and of every Python function it reaches through its globals and
closure (other ``@mpiad.jit`` / ``@numba.njit`` functions), the argument types, the mode,
activities and width, the host CPU, and the versions of mpiad (its own and the pass's source
files), Numba, llvmlite and the MPI library. Entries live in ``$MPIAD_CACHE_DIR`` if set, else in
``__pycache__/mpiad`` next to the kernel's source file, else in ``~/.cache/mpiad``. Writes are
atomic (several MPI ranks may write the same entry at once).
"""
from __future__ import annotations

import functools
import hashlib
import inspect
import os
import pickle
import tempfile
from pathlib import Path

FORMAT = 1


@functools.lru_cache(maxsize=1)
def _toolchain_fingerprint() -> str:
    import llvmlite
    import llvmlite.binding as llvm
    import numba

    h = hashlib.sha256()
    h.update(f"{FORMAT} numba {numba.__version__} llvmlite {llvmlite.__version__}".encode())
    h.update(llvm.get_host_cpu_name().encode())
    h.update(llvm.get_host_cpu_features().flatten().encode())
    root = Path(__file__).resolve().parents[1]
    for pkg in ("mpiad", "passes"):
        for f in sorted((root / pkg).rglob("*")):
            if f.suffix in (".py", ".ll", ".c") and f.is_file():
                h.update(str(f.relative_to(root)).encode())
                h.update(f.read_bytes())
    try:
        from .mpilib import libmpi_path

        st = libmpi_path().stat()
        h.update(f"{st.st_size}:{st.st_mtime_ns}".encode())
    except Exception:  # noqa: BLE001
        pass
    return h.hexdigest()


def _functions_reached(fn, seen: set) -> list:
    """``fn`` and the Python functions its code reaches through globals and closures."""
    import numba

    from .kernel import JitFunction

    out = []
    stack = [fn]
    while stack:
        f = stack.pop()
        if isinstance(f, JitFunction):
            f = f.py_func
        elif isinstance(f, numba.core.dispatcher.Dispatcher):
            f = f.py_func
        if not inspect.isfunction(f) or id(f) in seen:
            continue
        seen.add(id(f))
        out.append(f)
        codes = [f.__code__]
        names = set()
        while codes:
            c = codes.pop()
            names.update(c.co_names)
            codes.extend(k for k in c.co_consts if inspect.iscode(k))
        g = f.__globals__
        for n in sorted(names):
            v = g.get(n)
            if v is not None and (inspect.isfunction(v) or isinstance(v, (JitFunction,
                                  numba.core.dispatcher.Dispatcher))):
                stack.append(v)
        for cell in f.__closure__ or ():
            try:
                stack.append(cell.cell_contents)
            except ValueError:
                pass
    return out


def _constants(f) -> str:
    """Values of the plain global constants ``f`` uses (Numba freezes them into the code)."""
    names = set()
    codes = [f.__code__]
    while codes:
        c = codes.pop()
        names.update(c.co_names)
        codes.extend(k for k in c.co_consts if inspect.iscode(k))
    out = []
    for n in sorted(names):
        v = f.__globals__.get(n)
        if isinstance(v, (int, float, complex, str, bytes, bool, tuple)):
            out.append(f"{n}={v!r}")
    return ";".join(out)


def source_fingerprint(pyfunc) -> str:
    h = hashlib.sha256()
    reached = _functions_reached(pyfunc, set())
    for f in [reached[0]] + sorted(reached[1:], key=lambda f: (f.__module__, f.__qualname__)):
        try:
            src = inspect.getsource(f)
        except (OSError, TypeError):
            src = repr(f.__code__.co_code)
        h.update(f"{f.__module__}.{f.__qualname__}\n{src}\n".encode())
        h.update(repr(f.__defaults__).encode())
        h.update(_constants(f).encode())
    return h.hexdigest()


def key(jitfn, argtypes: tuple, spec) -> str:
    h = hashlib.sha256()
    h.update(_toolchain_fingerprint().encode())
    h.update(jitfn.source_key().encode())
    h.update(repr(tuple(str(t) for t in argtypes)).encode())
    h.update(repr(spec.key()).encode())
    return h.hexdigest()


def cache_dir(pyfunc=None) -> Path:
    env = os.environ.get("MPIAD_CACHE_DIR")
    if env:
        return Path(env)
    if pyfunc is not None:
        try:
            src = Path(inspect.getsourcefile(pyfunc) or "")
            if src.is_file():
                d = src.parent / "__pycache__" / "mpiad"
                d.mkdir(parents=True, exist_ok=True)
                if os.access(d, os.W_OK):
                    return d
        except (OSError, TypeError):
            pass
    return Path.home() / ".cache" / "mpiad"


def entry_path(jitfn, argtypes: tuple, spec) -> Path:
    d = getattr(jitfn, "_cache_dir", None)
    if d is None:
        d = jitfn._cache_dir = cache_dir(jitfn.py_func)
    return d / f"{jitfn.__name__}-{spec.mode}-{key(jitfn, argtypes, spec)[:40]}.mpiad"


def load(p: Path):
    try:
        with open(p, "rb") as f:
            meta, obj = pickle.load(f)
        return meta, obj
    except FileNotFoundError:
        return None
    except Exception:  # noqa: BLE001 - a corrupt or foreign entry is a miss
        return None


def store(p: Path, meta: dict, obj: bytes) -> None:
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".mpiad", dir=p.parent)
        with os.fdopen(fd, "wb") as f:
            pickle.dump((meta, obj), f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, p)
    except OSError:
        pass  # a read-only cache directory only costs recompilation
