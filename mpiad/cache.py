"""On-disk cache of compiled derivatives (``@mpiad.jit(cache=True)``).

An entry is the object code of one JIT-compiled entry point plus the plan to call it, keyed by a
hash of: the source of the kernel and of every Python function it reaches through its globals and
closure (other ``@mpiad.jit`` / ``@numba.njit`` functions, with their options), every value those
functions load by name (closure cells, globals and their attribute chains such as ``params.K``,
default arguments: Numba freezes all of these into the code), the argument types, the mode,
activities and width, the settings that change generated code (Numba's optimisation and
vectorisation options, ``MPIAD_RELOAD``, ``MPIAD_SCOPES``), the host CPU, and the versions of mpiad
(its own and the pass's source files), Numba, llvmlite and the MPI library. A value that cannot be
keyed safely (an object Numba freezes by identity, such as a ctypes function pointer) makes the
kernel compile in memory only, with one warning that names it: an entry is never served for code it
may not be. Entries live in ``$MPIAD_CACHE_DIR`` if set, else in ``__pycache__/mpiad`` next to the
kernel's source file, else in ``~/.cache/mpiad``. A job compiles each entry once: the first rank to
miss it compiles while the others wait for its entry (:func:`first_writer`).

An entry is machine code the process runs, so it is loaded only from a folder that no other user
can write (:mod:`mpiad.cache_files` says which, and reads and writes the files); a folder that
fails the checks is not used at all (no read, no write, no lock), with one warning per process.
The plan to call the code is stored as JSON beside it, not pickled: loading an entry runs no
Python code of the file's choosing.

Entries cannot lose or corrupt work: each carries a checksum of its contents, and one that is
truncated or damaged is rebuilt and replaced, with a warning; writes are atomic (several ranks and
several jobs may write the same entry at once, and readers see a whole entry or none); a cache
directory that cannot be written (read-only, full) makes derivatives compile in memory, with one
warning. The key holds the Python, mpiad, Numba, llvmlite/LLVM and MPI library versions (and the
cache format), so another version never loads a stale entry.
"""

from __future__ import annotations

import builtins
import contextlib
import dis
import enum
import functools
import hashlib
import inspect
import json
import os
import socket
import sys
import tempfile
import time
import types
import warnings
from pathlib import Path

import numba
import numpy as np

import mpiad_passes

from . import cache_files as F
from .mpilib import libmpi_path, predefined_symbol

#: 3: the plan is JSON, not a pickle (older entries are keyed apart, hence never read)
FORMAT = 3


@functools.lru_cache(maxsize=1)
def _toolchain_fingerprint() -> str:
    import llvmlite
    import llvmlite.binding as llvm
    import numba

    h = hashlib.sha256()
    h.update(f"{FORMAT} numba {numba.__version__} llvmlite {llvmlite.__version__}".encode())
    h.update(f"python {sys.version} llvm {llvm.llvm_version_info}".encode())
    h.update(llvm.get_host_cpu_name().encode())
    h.update(llvm.get_host_cpu_features().flatten().encode())
    h.update(sources_fingerprint(package_dirs()).encode())
    h.update(_mpi_fingerprint().encode())
    return h.hexdigest()


def package_dirs() -> dict[str, Path]:
    """Where mpiad and its pass are installed: a checkout, or site-packages, where the pass's
    folder ``passes/`` is named ``mpiad_passes``."""
    return {
        "mpiad": Path(__file__).resolve().parent,
        "mpiad_passes": Path(mpiad_passes.__file__).resolve().parent,
    }


def sources_fingerprint(dirs: dict[str, Path]) -> str:
    """mpiad's version: a hash of its own and the pass's source files (``package_dirs()``)."""
    h = hashlib.sha256()
    for pkg, root in sorted(dirs.items()):
        for f in sorted(root.rglob("*")):
            if f.suffix in (".py", ".ll", ".c") and f.is_file():
                h.update(f"{pkg}/{f.relative_to(root).as_posix()}".encode())
                h.update(f.read_bytes())
    return h.hexdigest()


def _mpi_fingerprint() -> str:
    """The MPI library the code is linked against: its path, size and time, its version string
    (MPI_Get_library_version) and mpi4py's version."""
    parts = []
    try:
        lib = libmpi_path().resolve()
        st = lib.stat()
        parts.append(f"{lib}:{st.st_size}:{st.st_mtime_ns}")
    except Exception:
        parts.append("libmpi:?")
    mpi = sys.modules.get("mpi4py.MPI")
    if mpi is not None:
        try:
            version = sys.modules["mpi4py"].__version__  # imported with mpi4py.MPI
            parts.append(f"mpi4py {version}: {mpi.Get_library_version()}")
        except Exception:
            pass
    return " ".join(parts)


class Unkeyable(Exception):
    """A value the compiled code depends on that cannot be keyed safely (Numba freezes it by
    identity, or its content has no stable fingerprint): such a kernel is compiled in memory."""

    def __init__(self, name: str, value) -> None:
        super().__init__(name)
        self.name = name
        self.value = value

    def describe(self) -> str:
        return f"`{self.name}` (a {type(self.value).__name__})"


def _loaded_names(code) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]]]:
    """Dotted paths the code loads: ``(globals, closure cells)``, each a tuple of names such as
    ``("params", "K")`` for ``params.K``. Numba freezes the value at the end of such a path into
    the compiled code, so the key must hold that value, not only the first name's."""
    globs: list[tuple[str, ...]] = []
    cells: list[tuple[str, ...]] = []
    codes = [(code, True)]
    while codes:
        c, outer = codes.pop()
        path: list[str] | None = None
        target = None
        for ins in dis.get_instructions(c):
            if ins.opname in ("LOAD_GLOBAL", "LOAD_NAME") or (
                ins.opname in ("LOAD_DEREF", "LOAD_CLOSURE") and outer
            ):
                if path is not None:
                    target.append(tuple(path))
                path = [ins.argval]
                target = globs if ins.opname in ("LOAD_GLOBAL", "LOAD_NAME") else cells
            elif ins.opname in ("LOAD_ATTR", "LOAD_METHOD") and path is not None:
                path.append(ins.argval)
            else:
                if path is not None:
                    target.append(tuple(path))
                path = None
        if path is not None:
            target.append(tuple(path))
        codes.extend((k, False) for k in c.co_consts if inspect.iscode(k))
    return globs, cells


def _resolve(base, path: tuple[str, ...]):
    """The values along ``path`` from ``base``: ``[(dotted name, value), ...]`` up to the first
    attribute that does not exist (Numba resolves what exists the same way)."""
    out = []
    v = base
    for k, name in enumerate(path[1:], 1):
        if not isinstance(v, types.ModuleType) and not inspect.isclass(v):
            break  # attributes of values (x.size, a.shape) are not frozen constants
        try:
            v = getattr(v, name)
        except AttributeError:
            break
        out.append((".".join(path[: k + 1]), v))
    return out


_STABLE_MODULES = (
    "builtins",
    "math",
    "cmath",
    "numpy",
    "numba",
    "operator",
    "mpiad",
    "mpiad_passes",
    "mpi4py",
    "numba_mpi",
    "scipy",
    "functools",
    "itertools",
)


def _is_numpy_function(value) -> bool:
    """A NumPy function dispatching ``__array_function__`` (``np.dot``, ``np.linalg.solve``):
    what Numba compiles for it depends only on its name and Numba's version (in the key)."""
    kind = type(value)
    return kind.__name__ == "_ArrayFunctionDispatcher" and kind.__module__.split(".")[0] == "numpy"


def _options_of(fn) -> str:
    opts = getattr(fn, "targetoptions", None) or {}
    return repr(sorted((k, repr(v)) for k, v in dict(opts).items()))


def freeze(value, name: str, reach: list) -> str:
    """A stable text for ``value`` as the compiled code sees it; functions and jitted functions
    found on the way go to ``reach`` (their own sources and values are keyed in turn)."""
    if value is None or isinstance(value, (bool, int, float, complex, str, bytes)):
        return f"{type(value).__name__}:{value!r}"
    if isinstance(value, np.generic):
        return f"np.{value.dtype.str}:{value!r}"
    if isinstance(value, np.ndarray):
        if value.dtype.hasobject:
            raise Unkeyable(name, value)
        h = hashlib.sha256(np.ascontiguousarray(value).tobytes()).hexdigest()
        return f"ndarray:{value.dtype.str}:{value.shape}:{value.flags.c_contiguous}:{h}"
    if isinstance(value, np.dtype):
        return f"dtype:{value.str}"
    if isinstance(value, enum.Enum):
        return (
            f"enum:{type(value).__module__}.{type(value).__qualname__}."
            f"{freeze(value.value, name, reach)}"
        )
    if isinstance(value, (tuple, list)):
        kind = type(value)
        head = f"{kind.__module__}.{kind.__qualname__}{getattr(kind, '_fields', '')}"
        return (
            head
            + "("
            + ",".join(freeze(v, f"{name}[{k}]", reach) for k, v in enumerate(value))
            + ")"
        )
    if isinstance(value, types.ModuleType):
        return f"module:{value.__name__}"
    if _is_numpy_function(value):  # np.dot, np.linalg.solve: Numba implements them by name
        return f"numpy:{value.__module__}.{value.__qualname__}"
    if inspect.isfunction(value) or hasattr(value, "py_func"):
        reach.append(value)
        f = getattr(value, "py_func", value)
        return f"function:{f.__module__}.{f.__qualname__}{_options_of(value)}"
    if isinstance(value, np.ufunc) or inspect.isbuiltin(value):
        return f"builtin:{getattr(value, '__module__', '')}.{value.__name__}"
    if isinstance(value, numba.core.types.Type):
        return f"numbatype:{value!r}"
    if inspect.isclass(value):
        mod = value.__module__.split(".")[0]
        if mod in _STABLE_MODULES:
            return f"class:{value.__module__}.{value.__qualname__}"
        fields = getattr(value, "_fields", None)
        try:
            src = inspect.getsource(value)
        except (OSError, TypeError):
            if fields is None:
                raise Unkeyable(name, value) from None
            src = ""
        return f"class:{value.__module__}.{value.__qualname__}{fields}:{src}"
    mod = type(value).__module__.split(".")[0]
    if mod == "mpi4py" and hasattr(value, "py2f"):
        from mpi4py import MPI

        # a predefined handle by its name: under Open MPI its value is an address, which
        # differs from process to process
        name = predefined_symbol(value) or MPI._handleof(value)
        return f"mpi:{type(value).__name__}:{name}"
    if type(value).__module__.startswith("numba") and type(value).__name__ == "JitClassType":
        reach.append(value)
        return f"jitclass:{value.__qualname__}"
    raise Unkeyable(name, value)


def _function_key(f, reach: list) -> str:
    """Source, defaults, and every value ``f`` loads by name (globals with their attribute
    chains, closure cells)."""
    parts = [f"{f.__module__}.{f.__qualname__}"]
    try:
        parts.append(inspect.getsource(f))
    except (OSError, TypeError):
        parts.append(repr(f.__code__.co_code) + repr(f.__code__.co_consts))
    parts.append("defaults=" + freeze(f.__defaults__, f"{f.__qualname__} defaults", reach))
    parts.append(
        "kwdefaults="
        + freeze(
            tuple(sorted((f.__kwdefaults__ or {}).items())),
            f"{f.__qualname__} keyword defaults",
            reach,
        )
    )
    globs, cells = _loaded_names(f.__code__)
    g = f.__globals__
    for path in sorted(set(globs)):
        head = path[0]
        if head in g:
            v = g[head]
        elif hasattr(builtins, head):
            v = getattr(builtins, head)
        else:
            parts.append(f"{head}=<undefined>")
            continue
        parts.append(f"{head}=" + freeze(v, head, reach))
        for dotted, sub in _resolve(v, path):
            parts.append(f"{dotted}=" + freeze(sub, dotted, reach))
    free = dict(zip(f.__code__.co_freevars, f.__closure__ or ()))
    for path in sorted(set(cells)):
        cell = free.get(path[0])
        if cell is None:
            continue
        try:
            v = cell.cell_contents
        except ValueError:
            parts.append(f"{path[0]}=<empty cell>")
            continue
        parts.append(f"{path[0]}=" + freeze(v, path[0], reach))
        for dotted, sub in _resolve(v, path):
            parts.append(f"{dotted}=" + freeze(sub, dotted, reach))
    return "\n".join(parts)


def source_fingerprint(pyfunc) -> str:
    """A hash of everything the kernel's compiled code depends on on the Python side: its source
    and that of every function it reaches, and every value they load by name (closure cells,
    globals and their attributes, defaults). Raises :class:`Unkeyable` naming the first value
    that cannot be keyed."""
    h = hashlib.sha256()
    seen: set[int] = set()
    reach: list = [pyfunc]
    keys: list[str] = []
    while reach:
        obj = reach.pop()
        f = getattr(obj, "py_func", obj)
        if type(obj).__name__ == "JitClassType":
            for meth in obj.class_type.jit_methods.values():
                reach.append(meth)
            continue
        if not inspect.isfunction(f) or id(f) in seen:
            continue
        seen.add(id(f))
        keys.append(_function_key(f, reach) + _options_of(obj))
    h.update(keys[0].encode())
    for k in sorted(keys[1:]):
        h.update(k.encode())
    h.update(_codegen_settings().encode())
    return h.hexdigest()


def _codegen_settings() -> str:
    """Settings read while generating code (not at run time): they are part of what the compiled
    code is."""
    from numba.core import config

    numba_cfg = {
        k: getattr(config, k, None)
        for k in (
            "OPT",
            "LOOP_VECTORIZE",
            "SLP_VECTORIZE",
            "BOUNDSCHECK",
            "FASTMATH",
            "CPU_NAME",
            "CPU_FEATURES",
            "ENABLE_AVX",
            "DEBUGINFO_DEFAULT",
        )
    }
    knobs = "".join(
        f"{k}={os.environ.get(k, '1')}" for k in ("MPIAD_RELOAD", "MPIAD_NESTED", "MPIAD_SCOPES")
    )
    return repr(sorted(numba_cfg.items())) + knobs


def key(source_key: str, argtypes: tuple, spec) -> str:
    h = hashlib.sha256()
    h.update(_toolchain_fingerprint().encode())
    h.update(source_key.encode())
    h.update(repr(tuple(str(t) for t in argtypes)).encode())
    h.update(repr(spec.key()).encode())
    return h.hexdigest()


def cache_dir(pyfunc=None) -> Path:
    """``$MPIAD_CACHE_DIR``, else ``__pycache__/mpiad`` beside the kernel's source when that
    folder is ours and private (another user's, or one others may write, is passed over), else
    ``~/.cache/mpiad``."""
    env = os.environ.get("MPIAD_CACHE_DIR")
    if env:
        return Path(env)
    if pyfunc is not None:
        try:
            src = Path(inspect.getsourcefile(pyfunc) or "")
            if src.is_file():
                d = src.parent / "__pycache__" / "mpiad"
                F.make_dirs(d)
                got = F.examine(d)
                if got is not None and got.ours and os.access(d, os.W_OK):
                    return d
        except (OSError, TypeError, F.Untrusted):
            pass
    return Path.home() / ".cache" / "mpiad"


_roots: dict[Path, bool] = {}  # cache root -> may be used (checked once per process)
_readonly: set[Path] = set()  # roots read but never written: another user's (MPIAD_CACHE_TRUST)


def usable(d: Path) -> bool:
    """Whether the cache root ``d`` may be used: it is created (0700) if missing, then checked
    (:func:`mpiad.cache_files.examine`). A root that fails is not used at all for the rest of
    the process, with one warning that says why and what to do."""
    ok = _roots.get(d)
    if ok is not None:
        return ok
    why = None
    try:
        F.make_dirs(d)
    except OSError:
        pass  # unwritable: read what is there; the first write says so (store)
    try:
        got = F.examine(d)
        if got is not None and not got.ours:
            _readonly.add(d)
    except F.Untrusted as e:
        why = str(e)
    except OSError as e:
        why = f"the cache folder {d} cannot be examined ({e.strerror or e})"
    _roots[d] = ok = why is None
    if why is not None:
        _warn(
            f"{why}: another user could put code there that this process would run, so "
            "derivatives are compiled in memory and nothing is read from or written to it; "
            f"make the folder private (chmod go-w {d}), set MPIAD_CACHE_DIR to a folder of "
            f"your own, or name a shared read-only cache in {F.TRUST_ENV}"
        )
    return ok


def entry_path(jitfn, source_key: str, argtypes: tuple, spec) -> Path | None:
    """Where the entry of ``spec`` lives, or None when the cache folder may not be used
    (:func:`usable`): the caller compiles in memory."""
    d = getattr(jitfn, "_cache_dir", None)
    if d is None:
        d = jitfn._cache_dir = cache_dir(jitfn.py_func)
    if not usable(d):
        return None
    return d / f"{jitfn.__name__}-{spec.mode}-{key(source_key, argtypes, spec)[:40]}.mpiad"


def may_write(d: Path) -> bool:
    """Whether mpiad writes into the cache root ``d`` (not into another user's shared cache)."""
    return d not in _readonly and _roots.get(d, True)


# -- entries on disk -----------------------------------------------------------------------------
# An entry is MAGIC, the SHA-256 of the payload (hex) and a newline, then the payload: the plan as
# one line of JSON (data only: loading it runs no code), a newline, and the object code. A file
# that is shorter, has another head or whose payload does not hash to the recorded digest (a
# truncated write of an older tool, a disk error, an edit) is not loaded: it is rebuilt, with a
# warning, and replaced. Writes go to a private (0600) temporary file in the same directory that
# is renamed over the entry (atomic on POSIX), so processes and jobs that write the same entry at
# once leave one complete entry, and readers see a complete entry or none.
MAGIC = b"MPIAD-CACHE %d\n" % FORMAT
_HEAD = len(MAGIC) + 65
_STALE_TMP = 24 * 3600.0  # temporary files older than this are left over from killed writers


class CacheWarning(UserWarning):
    """The disk cache could not be used as asked (the warning says why); work goes on in
    memory."""


_unwritable: set[Path] = set()  # directories that refused a write in this process
_unreadable: set[Path] = set()  # ... a read


def encode(meta: dict, obj: bytes) -> bytes:
    """An entry's bytes: ``meta`` must be JSON data (:func:`mpiad.plan_data.plan_data`)."""
    head = json.dumps(meta, separators=(",", ":"), allow_nan=False).encode()
    payload = head + b"\n" + obj  # json.dumps writes no raw newline
    return MAGIC + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload


def decode(data: bytes):
    """(meta, obj) from an entry's bytes; ValueError says what is wrong with them."""
    if len(data) < _HEAD or not data.startswith(MAGIC) or data[_HEAD - 1 : _HEAD] != b"\n":
        raise ValueError(f"not an mpiad cache entry of format {FORMAT} (or truncated)")
    digest, payload = data[len(MAGIC) : _HEAD - 1].decode("ascii", "replace"), data[_HEAD:]
    if hashlib.sha256(payload).hexdigest() != digest:
        raise ValueError("its checksum does not match (truncated or corrupted)")
    head, sep, obj = payload.partition(b"\n")
    if not sep:
        raise ValueError("unexpected contents")
    meta = json.loads(head)
    if not isinstance(meta, dict):
        raise ValueError("unexpected contents")
    return meta, obj


def load(p: Path, warn: bool = True):
    """The entry at ``p`` as (meta, obj), or None: absent (silently), unreadable, damaged or
    not to be trusted (a symbolic link, another user's file, a file others may write:
    :func:`mpiad.cache_files.read`), with a warning unless ``warn`` is false -- a second look
    at an entry already reported; the caller rebuilds it and :func:`store` replaces it."""
    try:
        data = F.read(p.parent, (p.name,))
        if data is None:
            return None
    except F.Untrusted as e:
        if warn:
            _warn(f"the cache entry {p} is not loaded ({e}); compiling it again")
        return None
    except OSError as e:
        if warn and p.parent not in _unreadable:
            _unreadable.add(p.parent)
            _warn(f"cannot read the cache directory {p.parent} ({e.strerror}); compiling again")
        return None
    try:
        return decode(data)
    except Exception as e:  # ValueError, or what unpickling a damaged payload raises
        why = str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}"
        if warn:
            _warn(f"the cache entry {p} is damaged ({why}); compiling it again and replacing it")
        return None


def damaged(p: Path, why: str) -> None:
    """The caller could not use the entry at ``p`` (e.g. its object code does not load here):
    warn; it is rebuilt and replaced."""
    _warn(f"the cache entry {p} cannot be used ({why}); compiling it again and replacing it")


def store(p: Path, meta: dict, obj: bytes) -> bool:
    """Write the entry atomically; False (with one warning per directory and process, after
    which that directory is no longer written to) when the directory refuses it: read-only,
    full, or not a directory. The caller's compiled code works the same: in memory."""
    d = p.parent
    if d in _unwritable or not may_write(d):
        _warn_readonly(d)
        return False
    tmp = None
    try:
        F.make_dirs(d)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".mpiad", dir=d)
        with os.fdopen(fd, "wb") as f:
            F.private(fd)
            f.write(encode(meta, obj))
        os.replace(tmp, p)
        tmp = None
        _sweep(d)
        return True
    except OSError as e:
        _unwritable.add(d)
        _warn(
            f"the cache directory {d} cannot be written ({e.strerror or e}); derivatives are "
            "compiled in memory for the rest of this process (set MPIAD_CACHE_DIR to a "
            "writable directory to keep them)"
        )
        return False
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


_said_readonly: set[Path] = set()


def _warn_readonly(d: Path) -> None:
    if d in _readonly and d not in _said_readonly:
        _said_readonly.add(d)
        _warn(
            f"the shared cache folder {d} belongs to another user: mpiad reads its entries but "
            "never writes there; the entries it lacks are compiled in memory"
        )


def _sweep(d: Path) -> None:
    """Remove temporary files that killed writers left behind (older than a day)."""
    now = time.time()
    try:
        for t in d.glob(".tmp-*.mpiad"):
            try:
                if now - t.stat().st_mtime > _STALE_TMP:
                    t.unlink()
            except OSError:
                pass
    except OSError:
        pass


def _warn(message: str) -> None:
    warnings.warn(f"mpiad: {message}", CacheWarning, stacklevel=4)


#: how long a process waits for another one compiling the same entry (MPIAD_CACHE_WAIT, seconds)
WAIT_DEFAULT = 600.0


def _lock_holder_gone(lock: Path) -> bool:
    """The lock was left by a process that died (same host, pid not running): a crash must not
    make every later run wait."""
    try:
        host, pid = lock.read_text().split()[:2]
    except (OSError, ValueError):
        return False  # being written, or already gone
    if host != socket.gethostname():
        return False  # another node's process: only its timeout can tell
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except (OSError, ValueError):
        return False
    return False


@contextlib.contextmanager
def first_writer(p: Path):
    """One compile per entry, not one per MPI rank: the first process to miss ``p`` takes
    ``p.lock`` (created with O_EXCL, atomic on local and NFS file systems) and compiles while
    holding it; the others wait until the entry appears and get it, ``(meta, obj)``, from this
    context manager. They compile themselves (None) when the lock goes without an entry (the
    compile failed, or its result may not be cached), when its holder died, after
    ``MPIAD_CACHE_WAIT`` seconds (0: never wait), or when the directory is read-only. A file
    lock, not an MPI collective: ranks that compile at different moments, or only some of them,
    cannot hang."""
    lock = p.with_name(p.name + ".lock")
    wait = float(os.environ.get("MPIAD_CACHE_WAIT", WAIT_DEFAULT))
    if wait <= 0 or not may_write(p.parent):  # MPIAD_CACHE_WAIT=0: each compiles for itself
        yield None
        return
    deadline = time.monotonic() + wait
    pause = 0.02
    waited = False  # saw another process hold the lock
    while True:
        try:
            F.make_dirs(lock.parent)
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        except FileExistsError:
            hit = load(p, warn=False)
            if hit is not None:
                yield hit
                return
            if _lock_holder_gone(lock) or time.monotonic() > deadline:
                with contextlib.suppress(OSError):
                    lock.unlink()
                deadline, waited = time.monotonic() + wait, False
                continue
            waited = True
            time.sleep(pause)
            # a waiting rank's first call returns this late after the entry appears: keep it
            # short (a look costs one failed open, ~10 a second)
            pause = min(pause * 1.5, 0.1)
            continue
        except OSError:
            yield None  # cannot lock (read-only directory): compile without
            return
        if waited:  # the holder finished without an entry: compile, but not one rank at a time
            os.close(fd)
            with contextlib.suppress(OSError):
                lock.unlink()
            yield load(p, warn=False)
            return
        try:
            with os.fdopen(fd, "w") as f:
                f.write(f"{socket.gethostname()} {os.getpid()}\n")
            yield load(p, warn=False)  # written between our miss and the lock
        finally:
            with contextlib.suppress(OSError):
                lock.unlink()
        return
