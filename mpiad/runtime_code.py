"""The MPI runtime's object code, compiled once per distinct set of helpers and kept.

A derivative's module calls a few dozen of the runtime's helpers;
:mod:`mpiad_passes.mpi.runtime_split` moves them into a module of their own whose text names
exactly those helpers. Its object code
depends only on that text and on the code generator (LLVM's version, the target and the host
CPU), so it is kept in memory for the process and, for kernels cached on disk, in a ``runtime``
folder of their cache directory: another kernel (or the next process) calling the same helpers
skips LLVM for them, and a cold one pays code generation only (no -O3: it is clang's -O2 output).
The ``runtime`` folder is read under the checks of the kernel's own entries
(:mod:`mpiad.cache_files`: the folders and the file are the user's and private, no symbolic link)
and written only where the kernel's entries are (not into another user's shared cache).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import threading
from pathlib import Path

import llvmlite.binding as llvm

from . import cache as C
from . import cache_files as F
from . import engine

_lock = threading.Lock()
_memory: dict[str, bytes] = {}
_DIGEST = hashlib.sha256().digest_size


def _key(text: str) -> str:
    h = hashlib.sha256()
    for part in (
        ".".join(map(str, llvm.llvm_version_info)),
        llvm.get_process_triple(),
        llvm.get_host_cpu_name(),
        llvm.get_host_cpu_features().flatten(),
        text,
    ):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def runtime_code(text: str, disk: Path | None = None) -> bytes:
    """The object code of the runtime module ``text``: from memory, from ``disk``/runtime/
    when given (a damaged file is compiled again and replaced), or compiled now."""
    key = _key(text)
    with _lock:
        got = _memory.get(key)
        if got is not None:
            return got
        name = f"{key}.o"
        got = _read(disk, name) if disk is not None else None
        if got is None:
            got = engine.runtime_object(text)
            if disk is not None and C.may_write(disk):
                _write(disk / "runtime" / name, got)
        _memory[key] = got
        return got


def _read(disk: Path, name: str) -> bytes | None:
    """The object code in ``disk``/runtime/``name``, or None when absent, not to be trusted
    (the kernel's entry warned about its folder) or not what was written."""
    try:
        data = F.read(disk, ("runtime", name))
    except (OSError, F.Untrusted):
        return None
    if data is None:
        return None
    head, obj = data[:_DIGEST], data[_DIGEST:]
    return obj if obj and hashlib.sha256(obj).digest() == head else None


def _write(path: Path, obj: bytes) -> None:
    """Write atomically; a directory that refuses it only costs a compile next time (the
    kernel's own entry says so once: see :func:`mpiad.cache.store`)."""
    tmp = None
    try:
        F.make_dirs(path.parent)
        if not F.is_private_dir(path.parent):
            return  # another user's, or others may write it: it would never be read back
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".o", dir=path.parent)
        with os.fdopen(fd, "wb") as f:
            F.private(fd)
            f.write(hashlib.sha256(obj).digest() + obj)
        os.replace(tmp, path)
        tmp = None
    except OSError:
        pass
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
