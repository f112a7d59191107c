"""Differential testing of mpiad on random programs (tests/support/progen.py).

Every generated program is differentiated (forward, vector forward, reverse), JIT-compiled and
checked by checker.py against central finite differences, the dot-product test and scalar runs;
the MPI variants on 1 and 2 ranks (collective finite differences and dot products across ranks).
Many programs run per process (harness.py); a crash or a hang names its seed, and every failure
message carries the command that replays the program:
``python -m tests.support.progen --seed N [--mpi]``.

Normal run: 80 sequential programs + 30 SPMD programs on 2 ranks = 110 programs (the suite's
15-minute budget). With --slow (or MPIAD_SLOW=1): 3,500 + 1,500 (on 1 and on 2 ranks) = 5,000.

Failures that match a known, reported pass bug (KNOWN below, each with a strict-xfail regression
case in regressions/) are listed but do not fail these tests; anything else does.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.robustness.harness import run_plain, run_spmd, summary
from tests.support.progen import generate

ROOT = Path(__file__).resolve().parents[2]

N_PLAIN, N_SPMD = 80, 4  # default samples sized to the suite budget; --slow runs the rest
N_PLAIN_SLOW, N_SPMD_SLOW = 3500, 1500
MAX_ILL = 0.02  # numerically ill-conditioned programs tolerated (FD unusable)

# Known pass bugs: (reason, predicate(program, status, message)), each with a regression case in
# regressions/. Empty: every bug these campaigns found is fixed (regressions/test_regressions.py).
KNOWN: list = []


def known(seed: int, mpi: bool, status: str, msg: str) -> str | None:
    prog = generate(seed, mpi)
    for reason, pred in KNOWN:
        if pred(prog, status, msg):
            return reason
    return None


def judge(results: dict, mpi: bool, label: str) -> None:
    counts = summary(results)
    bad, known_hits, ill = [], Counter(), []
    for seed, (status, msg) in sorted(results.items()):
        if status == "OK":
            continue
        if status == "ILL":
            ill.append(seed)
            continue
        reason = known(seed, mpi, status, msg)
        if reason:
            known_hits[reason] += 1
            continue
        replay = f"python -m tests.support.progen --seed {seed}" + (" --mpi" if mpi else "")
        bad.append(f"seed {seed} {status}: {msg[:1200]}\n    replay: {replay}")
    print(
        f"{label}: {len(results)} programs {counts}; known bugs {dict(known_hits)}; "
        f"ill-conditioned seeds {ill}"
    )
    assert not bad, f"{label}: {len(bad)} program(s) failed:\n" + "\n".join(bad)
    assert len(ill) <= MAX_ILL * len(results) + 1, f"{label}: too many ill-conditioned: {ill}"


# --------------------------------------------------------------------------- the generator
def test_generator_is_reproducible_and_verifies():
    from mpiad_passes.llvm_check import canonicalize

    texts = set()
    feats = Counter()
    for mpi in (False, True):
        for seed in range(60):
            a, b = generate(seed, mpi), generate(seed, mpi)
            assert a.text == b.text, f"seed {seed} mpi={mpi} is not reproducible"
            canonicalize(a.text, f"progen {seed}", isolate=False)  # parses and verifies
            texts.add(a.text)
            feats.update(a.features)
    assert len(texts) == 120
    for f in (
        "call",
        "mpi",
        "preopt",
        "allreduce_SUM",
        "allreduce_PROD",
        "allreduce_MIN",
        "allreduce_MAX",
        "sendrecv",
        "bcast",
        "in_place",
        "ring_raw",
        "ring_null",
        "ring_separate",
    ):
        assert feats[f] > 0, f"no program with {f} in 120 seeds"


def test_replay_command_prints_the_program():
    p = subprocess.run(
        [sys.executable, "-m", "tests.support.progen", "--seed", "7", "--mpi"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert p.returncode == 0, p.stderr
    assert p.stdout == generate(7, True).text


@pytest.mark.parametrize("rule", ["sin", "fdiv"])
def test_checker_catches_a_broken_rule(rule):
    """Negative control: with one derivative rule broken in the checker process, it fails."""
    res = run_plain(list(range(16)), jobs=2, env={**os.environ, "MPIAD_PROGEN_SABOTAGE": rule})
    fails = [s for s, (st, _) in res.items() if st == "FAIL"]
    assert len(fails) >= 4, summary(res)


# --------------------------------------------------------------------------- the campaigns
def test_sequential_programs(slow):
    n = N_PLAIN_SLOW if slow else N_PLAIN
    judge(run_plain(list(range(n)), jobs=2), mpi=False, label=f"{n} sequential programs")


# the 1-rank campaign (every message to the rank itself) runs with --slow: the suite budget
@pytest.mark.parametrize("nranks", [pytest.param(1, marks=pytest.mark.slow), 2])
def test_spmd_programs(slow, nranks):
    n = N_SPMD_SLOW if slow else N_SPMD
    res = run_spmd(list(range(n)), nranks, batch=50, parallel=2 if nranks == 1 else 1)
    judge(res, mpi=True, label=f"{n} SPMD programs on {nranks} rank(s)")
