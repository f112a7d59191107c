"""One compile per job: mpiad.cache.first_writer lets the first process that misses an entry
compile it while the others wait and load it (no MPI needed: processes stand in for ranks)."""

from __future__ import annotations

import multiprocessing as mp
import os
import socket
import threading
import time
from pathlib import Path

from mpiad import cache as C


def _rank(entry: str, out: str, k: int) -> None:
    """A rank's _build: miss, then compile (a sleep, a file per compile) unless it got the
    entry from another process."""
    p = Path(entry)
    with C.first_writer(p) as hit:
        if hit is None:
            Path(out, f"compiled-{k}").touch()
            time.sleep(0.5)
            C.store(p, {"by": k}, b"object code")
        else:
            Path(out, f"loaded-{k}").touch()


def _run_ranks(tmp_path: Path, n: int) -> tuple[list, list]:
    entry = tmp_path / "cache" / "kernel.mpiad"
    ctx = mp.get_context("fork")
    procs = [ctx.Process(target=_rank, args=(str(entry), str(tmp_path), k)) for k in range(n)]
    for pr in procs:
        pr.start()
    for pr in procs:
        pr.join(60)
        assert pr.exitcode == 0
    compiled = sorted(tmp_path.glob("compiled-*"))
    loaded = sorted(tmp_path.glob("loaded-*"))
    return compiled, loaded


def test_one_process_compiles_the_others_load(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("MPIAD_CACHE_WAIT", raising=False)
    compiled, loaded = _run_ranks(tmp_path, 4)
    assert len(compiled) == 1 and len(loaded) == 3
    assert C.load(tmp_path / "cache" / "kernel.mpiad")[1] == b"object code"
    assert not list((tmp_path / "cache").glob("*.lock"))


def test_wait_zero_means_every_process_compiles(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MPIAD_CACHE_WAIT", "0")
    compiled, loaded = _run_ranks(tmp_path, 3)
    assert len(compiled) == 3 and not loaded


def test_a_dead_holders_lock_is_taken_over(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("MPIAD_CACHE_WAIT", raising=False)
    entry = tmp_path / "kernel.mpiad"
    ctx = mp.get_context("fork")
    dead = ctx.Process(target=os._exit, args=(0,))
    dead.start()
    dead.join()
    lock = entry.with_name(entry.name + ".lock")
    lock.write_text(f"{socket.gethostname()} {dead.pid}\n")
    t0 = time.monotonic()
    with C.first_writer(entry) as hit:
        assert hit is None  # ours to compile
        assert lock.read_text().split()[1] == str(os.getpid())
    assert time.monotonic() - t0 < 5
    assert not lock.exists()


def test_a_holder_that_writes_nothing_does_not_serialise_the_others(tmp_path, monkeypatch):
    """The compile failed or may not be cached: the waiters compile, at once, not one by one."""
    monkeypatch.delenv("MPIAD_CACHE_WAIT", raising=False)
    entry = tmp_path / "kernel.mpiad"
    lock = entry.with_name(entry.name + ".lock")
    lock.write_text(f"{socket.gethostname()} {os.getppid()}\n")  # a live holder

    def release():
        time.sleep(0.3)
        lock.unlink()

    threading.Thread(target=release).start()
    with C.first_writer(entry) as hit:
        assert hit is None
        assert not lock.exists()  # compiling without holding the lock


def test_a_live_holder_is_waited_for_at_most_the_timeout(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MPIAD_CACHE_WAIT", "0.2")
    entry = tmp_path / "kernel.mpiad"
    lock = entry.with_name(entry.name + ".lock")
    lock.write_text(f"{socket.gethostname()} {os.getppid()}\n")
    t0 = time.monotonic()
    with C.first_writer(entry) as hit:
        assert hit is None
    assert 0.2 <= time.monotonic() - t0 < 5
