"""Launching a job that must stop with the runtime's MPI_Abort and say why.

MPICH's launcher (hydra) forwards each rank's stderr asynchronously and tears the job down at
the first abort. The runtime pauses before aborting so its message gets through, but under a
loaded machine the launcher itself now and then dies of SIGPIPE while tearing down (exit 141,
no output at all, in about 1 of 10 runs here): that launch says nothing about mpiad, so it is
run again, once. A job that aborts without the message twice still fails the test."""

from __future__ import annotations

import subprocess

#: what every failure of mpiad's runtime prints first (passes/mpi/runtime/common.h)
PREFIX = "mpiad: error in "


def run_until_it_says(
    cmd: list[str], env: dict, timeout: float = 300
) -> subprocess.CompletedProcess:
    """``cmd`` run to its end; again once if the launcher lost every line of output."""
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    if res.returncode != 0 and PREFIX not in res.stderr and not res.stdout.strip():
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    return res
