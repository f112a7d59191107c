"""Checkpointed C loops whose step writes through a pointer a helper returns, the helper not
inlined (ckpt_src/returned.c, through ckpt_ll_check.py): the state itself updated in place and
returned (SAME), a view of it (VIEW: at -O2 the call is hoisted out of the loop; once refused,
now traced to the state), memory the helper allocates (FRESH: the step's scratch, not state),
and a view whose helper takes a struct of the state and its size (HEAP_STRUCT is refused:
tests/unit/test_checkpoint_returned.py). The checkpointed gradient equals the taped one (1e-10
relative) and central differences, three times in a row."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi
from tests.integration.frontend.launch import passed

SRC = Path(__file__).parent / "ckpt_src" / "returned.c"
ZIG = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-g0", "-target",
       "x86_64-linux-gnu"]  # fmt: skip


def _build(tmp_path: Path, case: str, level: str) -> Path:
    ll = tmp_path / f"returned_{case}{level}.ll"
    include = Path(sys.prefix) / "include"
    subprocess.run(
        [*ZIG, level, f"-DCASE_{case}", "-S", "-emit-llvm", f"-I{include}", str(SRC), "-o",
         str(ll)],
        check=True, capture_output=True,
    )  # fmt: skip
    return ll


@pytest.mark.parametrize(
    "builds,opt,n",
    [
        ((("VIEW", "-O2"),), "0", 2),
        # (more builds and ranks: under --slow for the suite's time)
        pytest.param(
            tuple((c, lv) for c in ("SAME", "VIEW", "FRESH") for lv in ("-O0", "-O2")), "2", 3,
            marks=pytest.mark.slow,
        ),
    ],
)  # fmt: skip
def test_helper_returns_state_view_or_scratch(tmp_path, builds, opt, n):
    lls = [_build(tmp_path, case, level) for case, level in builds]
    res = run_mpi(n, ["-m", "tests.integration.ckpt_ll_check", ",".join(map(str, lls)),
                      "energy", "5", opt], timeout=300)  # fmt: skip
    assert res.stdout.count(" ok ckpt ") == n * len(lls), res.stdout + res.stderr


@pytest.mark.slow  # (a minute: four Numba kernels and their gradients)
def test_numba_helper_returns_the_state(env):
    """``u = _step(u)`` in place and ``w = _inner(u)`` (a view) with the helpers not inlined,
    the result read from Numba's return slot (frontend/fe_checkpoint_returned.py)."""
    res = run_mpi(2, ["-m", "tests.integration.frontend.fe_checkpoint_returned"], timeout=600,
                  env=env)  # fmt: skip
    oks = passed(res.stdout)
    for rank in range(2):
        got = {name for r, name in oks if r == rank}
        assert got == {"returned_same", "returned_view"}, res.stdout + res.stderr
