"""Struct datatypes mixing doubles and integers on record arrays inside @mpiad.jit kernels (issue
37): frontend/fe_structs.py and fe_structs_colls.py under mpiexec (one launch each, through
fe_structs_colls, which runs the checks of both). By default one launch at 2 ranks of its
derivative check (forward mode against central finite differences, reverse mode against forward
by the dot-product test, the int fields arriving intact and the shadows' int fields untouched,
``mpiad.grad``'s record array; through sendrecv, irecv + isend + waitall, send / recv, ibcast).
Under --slow: the collectives that move data (bcast, gather, scatter, allgather, alltoall, their
nonblocking forms and v-variants, and persistent recv_init / ssend_init) at 2 ranks, and every
check at 1, 3 and 4 ranks, with vector forward mode, a record array in a tuple argument and the
refusals in the user's terms (they load what the first launch compiled: the files' disk cache).
The typing-time checks are also unit tests (tests/unit/test_struct_typemaps.py), without a
compile."""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi

DEFAULT = ["struct_derivatives"]
COLLS = ["struct_collectives", "struct_collectives_vector", "struct_collectives_refusals"]
ALL = [*DEFAULT, "struct_vector", "struct_tree", "struct_refusals", *COLLS]


@pytest.mark.parametrize(
    "n, names",
    [
        (2, DEFAULT),
        pytest.param(2, COLLS, marks=pytest.mark.slow),
        *(pytest.param(n, ALL, marks=pytest.mark.slow) for n in (1, 3, 4)),
    ],
)
def test_struct_datatypes_in_kernels(env, n, names) -> None:
    args = ["-m", "tests.integration.frontend.fe_structs_colls", *names]
    res = run_mpi(n, args, timeout=300 if names == DEFAULT else 900, env=env)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if int(r) == rank}
        assert got == set(names), f"rank {rank}: {res.stdout}\n{res.stderr}"
