"""Batch launching of checker.py: many seeds per process, restart after a crash or hang.

``run_plain(seeds, jobs)`` runs the sequential programs in ``jobs`` parallel processes;
``run_spmd(seeds, nranks)`` runs the MPI variants under ``mpiexec -n nranks`` through
bench/mpirun.py (timeouts, whole-job kill); the checker runs as a module, from the repository
root. Both return seed -> (status, message), where a seed whose process died or hung is
``CRASH`` with the tail of the process's stderr.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from bench.mpirun import REPO_ROOT, run_mpi

CHECKER = ["-m", "tests.robustness.checker"]
PROGRAM_TIMEOUT = 60  # seconds one program may take on a rank (faulthandler watchdog)


def _parse(stdout: str) -> tuple[dict[int, tuple[str, str]], int | None]:
    results, started = {}, None
    for line in stdout.splitlines():
        if line.startswith("START "):
            started = int(line.split()[1])
        elif line.startswith("RESULT "):
            _, seed, status, *msg = line.split(" ", 3)
            results[int(seed)] = (status, msg[0] if msg else "")
            started = None
    return results, started


def _drive(seeds: list[int], launch) -> dict[int, tuple[str, str]]:
    """Run ``seeds`` through ``launch(seeds) -> (stdout, stderr, ok)``, restarting after the
    seed a dead process was working on."""
    out: dict[int, tuple[str, str]] = {}
    todo = list(seeds)
    while todo:
        stdout, stderr, ok = launch(todo)
        res, started = _parse(stdout)
        out.update(res)
        if ok and started is None and all(s in out for s in todo):
            break
        if started is None:  # died between programs, or before the first one
            missing = [s for s in todo if s not in out]
            if not missing:
                break
            started = missing[0]
        tail = " | ".join(stderr.strip().splitlines()[-6:])[-900:]
        out[started] = ("CRASH", f"process died or hung: {tail}")
        todo = todo[todo.index(started) + 1 :]
    return out


def _seed_arg(seeds: list[int]) -> str:
    return ",".join(map(str, seeds))


def run_plain(seeds: list[int], jobs: int = 2, env=None) -> dict[int, tuple[str, str]]:
    def launch(chunk: list[int]):
        try:
            p = subprocess.run(
                [
                    sys.executable,
                    *CHECKER,
                    "--seeds",
                    _seed_arg(chunk),
                    "--timeout",
                    str(PROGRAM_TIMEOUT),
                ],
                capture_output=True,
                text=True,
                env=env,
                cwd=REPO_ROOT,
                timeout=PROGRAM_TIMEOUT * 2 + 5 * len(chunk),
            )
        except subprocess.TimeoutExpired as e:

            def text(x):
                return x.decode(errors="replace") if isinstance(x, bytes) else (x or "")

            return text(e.stdout), text(e.stderr) + "\n(timed out)", False
        return p.stdout, p.stderr, p.returncode == 0

    parts = [seeds[j::jobs] for j in range(jobs)]
    out: dict[int, tuple[str, str]] = {}
    with ThreadPoolExecutor(jobs) as ex:
        for res in ex.map(lambda part: _drive(part, launch), [p for p in parts if p]):
            out.update(res)
    return out


def run_spmd(
    seeds: list[int], nranks: int, batch: int = 50, parallel: int = 1
) -> dict[int, tuple[str, str]]:
    def launch(chunk: list[int]):
        try:
            p = run_mpi(
                nranks,
                [*CHECKER, "--mpi", "--seeds", _seed_arg(chunk), "--timeout", str(PROGRAM_TIMEOUT)],
                timeout=PROGRAM_TIMEOUT * 2 + 5 * len(chunk),
            )
            return p.stdout, p.stderr, True
        except AssertionError as e:
            text = str(e)
            stdout = text.split("--- stdout ---\n", 1)[-1].split("\n--- stderr ---\n")[0]
            stderr = text.split("\n--- stderr ---\n", 1)[-1]
            return stdout, stderr, False

    batches = [seeds[i : i + batch] for i in range(0, len(seeds), batch)]
    out: dict[int, tuple[str, str]] = {}
    with ThreadPoolExecutor(parallel) as ex:
        for res in ex.map(lambda b: _drive(b, launch), batches):
            out.update(res)
    return out


def summary(results: dict[int, tuple[str, str]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for status, _ in results.values():
        counts[status] = counts.get(status, 0) + 1
    return counts


if __name__ == "__main__":  # e.g. python -m tests.robustness.harness plain 0 1000
    kind, a, b = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    t0 = time.monotonic()
    seeds = list(range(a, b))
    if kind == "plain":
        r = run_plain(seeds, jobs=int(os.environ.get("JOBS", "2")))
    else:
        r = run_spmd(seeds, int(kind.removeprefix("np")), parallel=int(os.environ.get("JOBS", "1")))
    print(f"{kind} {a}:{b} {summary(r)} in {time.monotonic() - t0:.0f}s")
    for s, (st, msg) in sorted(r.items()):
        if st != "OK":
            print(f"seed {s} {st} {msg[:700]}")
