"""The disk cache (mpiad/cache.py) cannot lose or corrupt work.

* A truncated, corrupted or foreign entry is detected (checksum, format head) and rebuilt with a
  warning; the rebuilt entry replaces it.
* Several processes writing the same entry at once (and reading it meanwhile) leave one complete
  entry; readers see a complete entry or none.
* A cache directory that cannot be written (not a directory, read-only, full) makes derivatives
  compile in memory, with one warning per process, and leaves no temporary file.
* Entries are keyed by the mpiad sources and the Numba, llvmlite/LLVM, Python and MPI library
  versions: another version never loads a stale entry.

The end-to-end cases run tests/robustness/cache_prog.py (a kernel with ``cache=True``) in child
processes, as a user's program would, and check its derivatives each time.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import numpy as np
import pytest

from mpiad import cache as C

ROOT = Path(__file__).resolve().parents[2]

KERNEL = textwrap.dedent("""
    import math

    import mpiad


    @mpiad.jit(cache=True)
    def kernel(x):
        s = 0.0
        for i in range(x.size):
            s += math.sin(x[i]) * x[i]
        return s


    @mpiad.jit(cache=True)
    def other(x):
        s = 0.0
        for i in range(x.size):
            s += x[i] * x[i] * x[i]
        return s
""")


def expected() -> dict:
    x = np.linspace(0.1, 1.0, 6)
    return {
        "kernel": (
            np.sum(np.sin(x) * x),
            np.sum(np.cos(x) * x + np.sin(x)),
            np.cos(x) * x + np.sin(x),
        ),
        "other": (np.sum(x**3), np.sum(3 * x**2), 3 * x**2),
    }


def run_prog(tmp: Path, cache: Path | str, limit_bytes: int | None = None) -> dict:
    kernel = tmp / "cache_kernel.py"
    if not kernel.exists():
        kernel.write_text(KERNEL)

    p = subprocess.run(
        [sys.executable, "-m", "tests.robustness.cache_prog", str(kernel)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        env={
            **os.environ,
            "MPIAD_CACHE_DIR": str(cache),
            "CACHE_PROG_FSIZE": str(limit_bytes or ""),
        },
    )
    assert p.returncode == 0, p.stderr[-3000:]
    out = json.loads(p.stdout.strip().splitlines()[-1])
    out["stats"] = {k: out["stats"].get(k, 0) for k in STATS}
    for name, (prim, tan, grad) in expected().items():
        got = out[name]
        assert got["primal"] == pytest.approx(prim, rel=1e-12)
        assert got["tangent"] == pytest.approx(tan, rel=1e-12)
        assert np.allclose(got["grad"], grad, rtol=1e-12), (name, got["grad"], grad)
    return out


STATS = ("numba_compiles", "derivatives", "llvm_compiles", "disk_hits", "disk_writes")


def entries(cache: Path) -> list[Path]:
    return sorted(cache.glob("*.mpiad"))


# --------------------------------------------------------------------------- entries
def test_entry_format_round_trip_and_every_truncation(tmp_path):
    meta, obj = {"a": 1}, bytes(range(256)) * 4
    data = C.encode(meta, obj)
    assert C.decode(data) == (meta, obj)
    p = tmp_path / "e.mpiad"
    for n in list(range(0, 200, 7)) + [len(data) - 1]:
        p.write_bytes(data[:n])
        with pytest.warns(C.CacheWarning, match="damaged"):
            assert C.load(p) is None
    assert C.load(tmp_path / "absent.mpiad") is None  # absent: no warning (pytest: none raised)


@pytest.mark.parametrize("where", ["head", "digest", "payload", "last"])
def test_corrupted_entry_is_detected(tmp_path, where):
    data = bytearray(C.encode({"a": 1}, b"\x90" * 1000))
    at = {"head": 2, "digest": len(C.MAGIC) + 3, "payload": len(data) // 2, "last": -1}[where]
    data[at] ^= 0x20
    p = tmp_path / "e.mpiad"
    p.write_bytes(bytes(data))
    with pytest.warns(C.CacheWarning, match="damaged"):
        assert C.load(p) is None


def _writer(args) -> int:
    path, k, rounds = args
    ok = 0
    for r in range(rounds):
        meta = {"writer": k, "round": r}
        ok += C.store(Path(path), meta, bytes([k]) * (50_000 + 1000 * k))
    return ok


def _reader(args) -> tuple[int, int]:
    path, rounds = args
    seen = bad = 0
    with warnings.catch_warnings():
        warnings.simplefilter("error", C.CacheWarning)
        for _ in range(rounds):
            try:
                got = C.load(Path(path))
            except C.CacheWarning:
                bad += 1
                continue
            if got is not None:
                meta, obj = got
                assert obj == bytes([meta["writer"]]) * (50_000 + 1000 * meta["writer"])
                seen += 1
    return seen, bad


def test_concurrent_writers_leave_one_complete_entry(tmp_path):
    p = tmp_path / "same.mpiad"
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(6) as pool:
        writes = pool.map_async(_writer, [(str(p), k, 40) for k in range(4)])
        reads = pool.map_async(_reader, [(str(p), 400)] * 2)
        assert sum(writes.get(120)) == 160
        results = reads.get(120)
    assert all(bad == 0 for _, bad in results), results  # never a partial entry
    meta, obj = C.load(p)
    assert obj == bytes([meta["writer"]]) * (50_000 + 1000 * meta["writer"])
    assert [q.name for q in tmp_path.iterdir()] == ["same.mpiad"]  # no temporary file left


def test_unwritable_directory_warns_once_and_stores_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(C, "_unwritable", set())
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.warns(C.CacheWarning) as rec:
        assert not C.store(blocker / "cache" / "a.mpiad", {}, b"x")
        assert not C.store(blocker / "cache" / "b.mpiad", {}, b"y")
    assert len(rec) == 1 and "cannot be written" in str(rec[0].message)

    def read_only(*a, **k):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(C.tempfile, "mkstemp", read_only)
    with pytest.warns(C.CacheWarning, match="Read-only file system"):
        assert not C.store(tmp_path / "ro" / "a.mpiad", {}, b"x")
    assert not list((tmp_path / "ro").glob("*"))


# --------------------------------------------------------------------------- keys
def test_another_version_never_loads_a_stale_entry(tmp_path, monkeypatch):
    import llvmlite
    import numba

    base = C._toolchain_fingerprint()

    def fingerprint_with(obj, attr, value):
        monkeypatch.setattr(obj, attr, value)
        C._toolchain_fingerprint.cache_clear()
        try:
            return C._toolchain_fingerprint()
        finally:
            monkeypatch.undo()
            C._toolchain_fingerprint.cache_clear()

    assert fingerprint_with(numba, "__version__", "0.0.1") != base
    assert fingerprint_with(llvmlite, "__version__", "0.0.1") != base
    assert fingerprint_with(sys, "version", "3.99.0") != base
    assert fingerprint_with(C, "_mpi_fingerprint", lambda: "Open MPI v5.0.0") != base
    assert C._toolchain_fingerprint() == base
    assert "MPICH" in C._mpi_fingerprint() or "libmpi" in C._mpi_fingerprint()
    # mpiad's own version: its sources
    copy = tmp_path / "copy"
    dirs = {}
    for pkg, where in C.package_dirs().items():
        dirs[pkg] = copy / pkg
        shutil.copytree(where, dirs[pkg], ignore=shutil.ignore_patterns("__pycache__"))
    before = C.sources_fingerprint(dirs)
    assert before == C.sources_fingerprint(C.package_dirs())
    with open(dirs["mpiad_passes"] / "forward.py", "a") as f:
        f.write("\n# another mpiad\n")
    assert C.sources_fingerprint(dirs) != before


# --------------------------------------------------------------------------- end to end
def test_damaged_entries_are_rebuilt_with_a_warning(tmp_path):
    cache = tmp_path / "cache"
    cold = run_prog(tmp_path, cache)
    assert cold["warnings"] == [] and cold["stats"]["disk_writes"] == 6  # 2 kernels x 3 specs
    files = entries(cache)
    assert len(files) == 6
    warm = run_prog(tmp_path, cache)
    assert warm["stats"]["disk_hits"] == 6 and warm["stats"]["llvm_compiles"] == 0
    damaged = files[:3]
    damaged[0].write_bytes(damaged[0].read_bytes()[:-100])  # truncated
    data = bytearray(damaged[1].read_bytes())
    data[len(data) // 2] ^= 1  # one bit flipped in the object code
    damaged[1].write_bytes(bytes(data))
    damaged[2].write_bytes(b"")  # empty
    again = run_prog(tmp_path, cache)
    assert again["stats"]["disk_hits"] == 3 and again["stats"]["disk_writes"] == 3
    assert len(again["warnings"]) == 3 and all("damaged" in w for w in again["warnings"])
    assert entries(cache) == files and all(C.load(f) is not None for f in files)  # replaced
    final = run_prog(tmp_path, cache)
    assert final["stats"]["disk_hits"] == 6 and final["warnings"] == []


def test_several_processes_compile_the_same_entries_at_once(tmp_path):
    cache = tmp_path / "cache"
    (tmp_path / "cache_kernel.py").write_text(KERNEL)
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.robustness.cache_prog",
                str(tmp_path / "cache_kernel.py"),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env={**os.environ, "MPIAD_CACHE_DIR": str(cache)},
        )
        for _ in range(3)
    ]
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err[-3000:]
        assert json.loads(out.strip().splitlines()[-1])["warnings"] == []
    assert len(entries(cache)) == 6 and not list(cache.glob(".tmp-*"))
    warm = run_prog(tmp_path, cache)
    assert warm["stats"]["disk_hits"] == 6 and warm["stats"]["llvm_compiles"] == 0


@pytest.mark.parametrize("how", ["not_a_directory", "full"])
def test_unusable_cache_directory_compiles_in_memory_with_one_warning(tmp_path, how):
    if how == "not_a_directory":
        (tmp_path / "file").write_text("x")
        out = run_prog(tmp_path, tmp_path / "file" / "cache")
    else:  # files may not grow past 1 KiB: every entry's write fails (EFBIG), as on a full disk
        # (the smallest entry, a forward derivative's, is 3.7 KiB since unused functions are
        # internalised before -O3)
        out = run_prog(tmp_path, tmp_path / "cache", limit_bytes=1024)
        assert not list((tmp_path / "cache").glob("*"))  # no partial entry, no temporary file
    assert out["stats"]["disk_writes"] == 0 and out["stats"]["llvm_compiles"] == 6
    assert len(out["warnings"]) == 1, out["warnings"]
    assert "cannot be written" in out["warnings"][0] and "in memory" in out["warnings"][0]
