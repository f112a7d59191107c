"""Launch Python programs under ``mpiexec``, never hanging (``python -m bench`` and the tests).

Programs run from the repository root, so ``-m bench.worker`` or ``-m tests.integration.ad_check``
import this checkout's packages without touching ``sys.path``.

Every launch has a timeout, so a deadlocked MPI program (the typical failure
mode of a wrong adjoint communication pattern) fails its test instead of
hanging CI.  Killing is subtle with MPICH's Hydra: ``mpiexec`` forks one
``hydra_pmi_proxy`` per host and the proxy forks the ranks, and *both call
setsid()*, so they are not in mpiexec's process group and ``os.killpg`` on
mpiexec's group alone does not reach them.  On timeout we therefore:

1. snapshot mpiexec's descendants (before anything dies and gets reparented),
2. SIGTERM mpiexec's group (Hydra forwards it and tears the job down cleanly),
3. after a short grace period, SIGKILL the group and every snapshotted
   descendant that is still the same process (pid + start time match).

MPICH's Hydra runs as root and oversubscribes (more ranks than cores) without extra flags;
Open MPI's launcher needs ``--allow-run-as-root --oversubscribe`` (mpiad.mpilib.launcher_args).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path

from mpiad.mpilib import launcher_args, mpiexec_path

#: the repository root: the working directory of every job unless the caller gives another
REPO_ROOT = Path(__file__).resolve().parents[1]

#: seconds between SIGTERM and SIGKILL when a job times out
KILL_GRACE = 2.0


def _proc_table() -> dict[int, tuple[int, str]]:
    """pid -> (ppid, start time) for all visible processes, from /proc."""
    table: dict[int, tuple[int, str]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        # comm (field 2) may contain spaces/parens: split after the last ')'
        fields = stat[stat.rfind(")") + 2 :].split()
        table[int(entry)] = (int(fields[1]), fields[19])  # ppid, starttime
    return table


def _descendants(root: int) -> dict[int, str]:
    """pid -> start time of every live descendant of ``root``."""
    table = _proc_table()
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    out: dict[int, str] = {}
    stack = list(children.get(root, []))
    while stack:
        pid = stack.pop()
        if pid not in out:
            out[pid] = table[pid][1]
            stack.extend(children.get(pid, []))
    return out


def _kill_tree(proc: subprocess.Popen, grace: float = KILL_GRACE) -> None:
    """Terminate mpiexec (``proc``, a session leader) and all its descendants."""
    tree = _descendants(proc.pid)
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        pass
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    live = _proc_table()
    for pid, start in tree.items():
        if pid in live and live[pid][1] == start:  # same process, not a reused pid
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def run_mpi(
    n: int,
    args: list[str],
    timeout: float = 60,
    env: Mapping[str, str] | None = None,
    cwd: str | os.PathLike[str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run ``mpiexec -n n <sys.executable> *args`` in ``cwd`` (default: the repository root, so
    that ``args`` may start with ``-m`` and a module of this checkout); return its output.

    Raises AssertionError (carrying stdout/stderr) if the job exits nonzero or
    does not finish within ``timeout`` seconds, in which case the whole job is
    killed first.
    """
    cmd = [mpiexec_path(), *launcher_args(), "-n", str(n), sys.executable, *map(str, args)]
    t0 = time.monotonic()
    proc = subprocess.Popen(
        cmd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=None if env is None else dict(env),
        cwd=REPO_ROOT if cwd is None else cwd,
        start_new_session=True,
    )
    timed_out = False
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill_tree(proc)
        try:
            stdout, stderr = proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:  # a stray grandchild still holds the pipes
            proc.kill()
            stdout, stderr = "", "<output lost: pipes still held open after kill>"
    except BaseException:  # e.g. KeyboardInterrupt: do not leave the job behind
        _kill_tree(proc, grace=0.5)
        raise
    elapsed = time.monotonic() - t0
    result = subprocess.CompletedProcess(cmd, proc.returncode, stdout, stderr)
    if timed_out or proc.returncode != 0:
        what = f"timed out after {timeout:g}s" if timed_out else f"exited with {proc.returncode}"
        raise AssertionError(
            f"MPI job {what} ({elapsed:.1f}s): {' '.join(cmd)}\n"
            f"--- stdout ---\n{stdout}\n--- stderr ---\n{stderr}"
        )
    return result
