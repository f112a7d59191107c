"""The Python front end (mpiad.jit, mpiad.autodiff, mpiad.mpi) under mpiexec -n 1, 2, 4: the
kernels' checks.

* fe_check.py: forward mode against finite differences, reverse mode by the dot-product test,
  vector mode against scalar runs, for kernels with loops, branches, arrays allocated inside,
  calls to other jitted functions, every mpiad.mpi function and a user-defined reduction;
* fe_grad.py: what grad of a replicated loss means over the ranks;
* fe_csr_cg.py: the CSR conjugate gradients of bench/cg_numba.py (a row loop of several blocks
  reversed as a whole), against finite differences and forward mode.

The front end's tests are three files (this one, test_frontend_numba_like.py and
test_frontend_examples.py) so that pytest-xdist's per-file scheduling can spread them over the
workers; the launches of one file share one disk cache (the ``env`` fixture). Every launch has a
timeout.
"""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi
from tests.integration.frontend.launch import FE, FE_MODULE, RANKS, passed, ranks


def _cases(nranks: int) -> int:
    """How many of kernels.CASES run at ``nranks`` (each case names its minimum rank count)."""
    text = (FE / "kernels.py").read_text()
    block = text[text.index("CASES = [") :]
    mins = re.findall(r"^\s+\(\w+, \"[^\"]*\", (\d+)\),", block, re.M)
    return sum(1 for m in mins if int(m) <= nranks)


@pytest.mark.parametrize("n", ranks(*RANKS, slow=(4,)))
def test_kernels(env, n):
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_check"], timeout=300, env=env)
    oks = passed(res.stdout)
    expected = _cases(n) + 2  # + conveniences (grad, jvp, DuplicatedNoNeed), shapes
    for rank in range(n):
        got = [name for r, name in oks if r == rank]
        assert len(got) == expected, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"


@pytest.mark.parametrize("n", ranks(1, 2, 3, 4, slow=(2, 4)))
def test_grad_meaning(env, n):
    """grad of a replicated loss equals finite differences of that loss (not SIZE x), loss="sum"
    of the summed loss; a rank-dependent value is refused on every rank; value_and_grad."""
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_grad"], timeout=240, env=env)
    oks = passed(res.stdout)
    names = {
        "replicated",
        "autodiff_convention",
        "sum",
        "not_replicated_refused",
        "value_and_grad",
        "comm_choice",
    }
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == names, f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"


@pytest.mark.parametrize("n", ranks(1, 2, 3, slow=(1, 3)))
def test_csr_cg(env, n):
    """bench/cg_numba.py's CSR CG (issue 25), its row loop reversed as a whole: the gradient
    against finite differences and against forward mode."""
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_csr_cg"], timeout=300, env=env)
    oks = passed(res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == {"csr_cg_fd", "csr_cg_dot"}, f"rank {rank}: {res.stdout}\n{res.stderr}"
