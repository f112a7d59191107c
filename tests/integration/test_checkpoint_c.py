"""Checkpointed loops of C kernels through `.ll` in builds the optimiser has not tidied
(ckpt_ll_check.py: the checkpointed gradient against the taped one and central differences).

- clang -O0 with an always-inline step: every local (the loop counter, the pointer to the state,
  ``n``) lives in a stack slot of the function; the state was reached through a pointer loaded
  from a slot and was missing from the snapshots (a wrong gradient, silently);
- JIT at opt level 0 (nothing inlined): the loop's context block was a stack slot of the forward
  sweep, used by the reverse sweep after that frame was gone (a crash);
- the state freed after the loop (hvp_src/ckpt_free.c): the free ran in the forward sweep, before
  the reverse sweep restores the state into it (a corrupted heap);
- the state on the stack at -O2 (hvp_src/ckpt_stack.c): clang duplicated the marker into the two
  paths before the loop, and the loop was refused ("no loop follows the marker").
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi

SRC = Path(__file__).parent / "hvp_src"
ZIG = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-g0", "-target",
       "x86_64-linux-gnu"]  # fmt: skip


def _build(tmp_path: Path, src: str, level: str) -> Path:
    ll = tmp_path / f"{Path(src).stem}{level}.ll"
    include = Path(sys.prefix) / "include"
    subprocess.run(
        [*ZIG, level, "-S", "-emit-llvm", f"-I{include}", str(SRC / src), "-o", str(ll)],
        check=True, capture_output=True,
    )  # fmt: skip
    return ll


@pytest.mark.parametrize(
    "src,level,opt,n",
    [
        ("ckpt_energy.c", "-O0", "2", 2),
        ("ckpt_free.c", "-O0", "0", 2),
        # (the stack state at -O2, the merged markers: under --slow for the suite's time)
        pytest.param("ckpt_stack.c", "-O2", "0", 2, marks=pytest.mark.slow),
        pytest.param("ckpt_energy.c", "-O2", "0", 2, marks=pytest.mark.slow),
        pytest.param("ckpt_stack.c", "-O0", "2", 1, marks=pytest.mark.slow),
        pytest.param("ckpt_free.c", "-O2", "2", 2, marks=pytest.mark.slow),
        pytest.param("ckpt_energy.c", "-O0", "0", 1, marks=pytest.mark.slow),
        pytest.param("ckpt_energy.c", "-O0", "2", 3, marks=pytest.mark.slow),
    ],
)
def test_checkpoint_c_unoptimised(tmp_path, src, level, opt, n):
    """The gradient of a C kernel's checkpointed loop, the module built at ``level``, JIT
    compiled at opt level ``opt``, on ``n`` ranks."""
    ll = _build(tmp_path, src, level)
    res = run_mpi(n, ["-m", "tests.integration.ckpt_ll_check", str(ll), "energy", "5", opt],
                  timeout=300)  # fmt: skip
    assert res.stdout.count(" ok ckpt ") == n, res.stdout + res.stderr
