"""Second derivatives of MPI kernels (mpiad.hvp, grad_and_hvp, hessian) under mpiexec.

frontend/fe_hvp.py checks, per kernel: H v against central differences of mpiad.grad, the symmetry
<u, H v> = <v, H u> summed over the ranks (1e-10), grad_and_hvp's gradient against mpiad.grad,
hessian(f) @ v against H v (columns one or W at a time); and the refusals. The default run checks
Allreduce SUM, the Isend / Irecv / Waitall halo (vector mode, W = 2), NumPy's reductions in a loss
(np.max, np.min, np.dot, A @ x...) and Gather / Allgather / Scatter (W = 2) on 2 ranks, then on 1
rank from the disk cache the first launch wrote; --slow runs every kernel (Allreduce on arrays and
MAX, Sendrecv, Send / Recv, Bcast / Reduce, Reduce MIN / MAX, Allreduce PROD) on 1 to 4 ranks.
test_hvp_ll: the same through `.ll` for a C kernel (hvp_src/halo_energy.c, -O2; -O0 under --slow);
test_hvp_enzyme_nesting: __enzyme_fwddiff over __enzyme_autodiff in C (hvp_src/nested_enzyme.c).
test_hvp_ll_calls: C kernels through `.ll`, one per group of MPI calls (hvp_src/so2_calls.c:
PROD reductions, Sendrecv_replace, Alltoall, Reduce_scatter_block, nonblocking collectives,
v-collectives, persistent requests, Waitany / Test / Testall), 2 ranks; 1, 3, 4 under --slow.
test_hvp_ll_calls2: the same for hvp_src/so2_calls2.c (scans, Isendrecv(_replace), MINLOC / MAXLOC,
persistent collectives, derived datatypes); test_hvp_ll_calls_width (--slow): both files with 2-3
directions in one product, on 3 ranks.
test_hvp_ll_scatter_in_place (--slow): Scatter, MPI_IN_PLACE at the root (hvp_src/scatter_energy.c).
test_hvp_float_pairs (--slow): MINLOC / MAXLOC on MPI_FLOAT_INT pairs against MPI_DOUBLE_INT ones.
test_hvp_ll_rows (--slow): mat-vecs with active values (hvp_src/rows_energy.c), 1 and 3 directions.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import launcher_args, mpiexec_path, run_mpi
from mpiad.cli import main as cli_main

MODULE = "tests.integration.frontend.fe_hvp"
SRC = Path(__file__).resolve().parent / "hvp_src"
#: zig's C compiler; a named target: detecting the native libc failed now and then ("failed to
#: find libc installation") when several builds ran at once
ZIG = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-g0", "-target",
       "x86_64-linux-gnu"]  # fmt: skip


def _c_to_ll(c: Path, ll: Path, opt: str = "-O2") -> Path:
    """``c`` compiled to LLVM IR at ``ll`` (mpich's headers from the environment)."""
    include = Path(sys.prefix) / "include"
    subprocess.run(
        [*ZIG, opt, "-S", "-emit-llvm", f"-I{include}", str(c), "-o", str(ll)],
        check=True, capture_output=True,
    )  # fmt: skip
    return ll


# (gather_scatter under --slow for the suite's time: so2_calls.c checks Gather / Scatter from C)
DEFAULT = ["allreduce_sum", "halo:2", "numpy_loss", "refusals"]
ALL = [
    "allreduce_sum:3",
    "allreduce_array",
    "allreduce_max",
    "halo:2",
    "sendrecv",
    "send_recv",
    "bcast_reduce",
    "min_wait",
    "numpy_loss:3",
    "gather_scatter:3",
    "reduce_minmax:2",
    "allreduce_prod:2",
    "heat_ck:3",
    "relax_ck:2",
    "heat_trim:2",
    "refusals",
]
#: checkpointed time loops (a for loop and a while loop), each against its twin without the mark
CHECKPOINTED = ["heat_ck", "relax_ck", "heat_trim"]


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    cache = tmp_path_factory.mktemp("mpiad_cache")
    return {**os.environ, "MPIAD_CACHE_DIR": str(cache), "MPIAD_QUIET": "1"}


def _results(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.startswith('{"name"')]


def _check(n: int, names: list[str], env) -> str:
    """Run fe_hvp.py's ``names`` on ``n`` ranks, check each result; returns the stderr."""
    res = run_mpi(n, ["-m", MODULE, *names], timeout=400, env=env)
    got = _results(res.stdout)
    assert [r["name"] for r in got] == [a.partition(":")[0] for a in names], res.stdout
    for r in got:
        assert r["ok"], f"{r}\n{res.stderr}"
        if r["name"] != "refusals":
            assert r["fd"] < 1e-6 and r["sym"] < 1e-10 and r["hessian"] < 1e-12, r
            assert r.get("twin", 0.0) < 1e-10, r  # a checkpointed loop's against its twin's
    return res.stderr


# 2 first: it fills the cache the 1-rank launch reads; 1 rank (no message) under --slow for the
# suite's time
@pytest.mark.parametrize("n", [2, pytest.param(1, marks=pytest.mark.slow)])
def test_hvp_default(env, n):
    _check(n, DEFAULT, env)


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_hvp_all(env, n):
    _check(n, ALL, env)


# 1, 3 and 4 ranks under --slow for the suite's time (2 first: it fills the cache 1 rank reads)
@pytest.mark.parametrize("n", [2] + [pytest.param(k, marks=pytest.mark.slow) for k in (1, 3, 4)])
def test_hvp_checkpointed(env, n):
    """Hessian-vector products of kernels whose time loop is checkpointed
    (``mpiad.checkpointed``, ``mpiad.checkpointed_while``): against central differences, the
    symmetry test, the Hessian (its columns by HVPs) and the HVP of the same
    kernel without the mark. The runtime's reports show heat_trim's snapshots: the HVP's hold
    the state and its tangent, each without the scratch array (twice the gradient's)."""
    err = _check(n, CHECKPOINTED, {**env, "MPIAD_CHECKPOINT_REPORT": "1"})
    found = re.findall(r"state (\d+) bytes.*snapshot (\d+) bytes", err)
    sizes = {(int(a), int(b)) for a, b in found}
    assert any((2 * st, 2 * sn) in sizes and sn < st for st, sn in sizes), sizes


@pytest.mark.parametrize(
    "opt,n,how",
    [("-O2", 2, "hvp"), pytest.param("-O2", 2, "chain", marks=pytest.mark.slow)]
    + [pytest.param("-O0", 2, "", marks=pytest.mark.slow)]
    + [pytest.param("-O2", k, "", marks=pytest.mark.slow) for k in (1, 3, 4)],
)
def test_hvp_ll(tmp_path, opt, n, how):
    """A C kernel (halo by Isend / Irecv / Waitall, Allreduce SUM) through `.ll`: Hessian-vector
    products written by ``mpiad-opt --mode hvp`` (``how="hvp"``), by two runs (``"chain"``:
    ``--mode reverse``, then ``--mode forward`` of ``diffe_energy``), or made in the checking
    process (hvp_ll_check.py), checked on ``n`` ranks."""
    ll = _c_to_ll(SRC / "halo_energy.c", tmp_path / "halo_energy.ll", opt)
    out = tmp_path / "halo_energy.hvp.ll"
    if how == "hvp":
        assert cli_main([str(ll), "--fn", "energy", "--mode", "hvp", "--args", "dup,const",
                         "-o", str(out)]) == 0  # fmt: skip
        ll = out
    elif how == "chain":
        rev = tmp_path / "halo_energy.rev.ll"
        assert cli_main([str(ll), "--fn", "energy", "--mode", "reverse", "--args", "dup,const",
                         "-o", str(rev)]) == 0  # fmt: skip
        assert cli_main([str(rev), "--fn", "diffe_energy", "--mode", "forward", "--args",
                         "dup,dup,const,const", "-o", str(out)]) == 0  # fmt: skip
        ll = out
    res = run_mpi(n, ["-m", "tests.integration.hvp_ll_check", str(ll), "energy", "5"], timeout=300)
    assert res.stdout.count(" ok hvp ") == n, res.stdout + res.stderr


#: the kernels of hvp_src/so2_calls.c (one module, compiled once per launch)
CALLS = ["prod", "replace", "alltoall", "rsb", "iallreduce", "ibcast", "vcoll", "persistent"]


# the 2-rank run is also .ci/run's under Open MPI and Intel MPI (their ABIs' second-order helpers)
@pytest.mark.parametrize(
    "n",
    [pytest.param(2, marks=pytest.mark.mpi_family)]
    + [pytest.param(k, marks=pytest.mark.slow) for k in (1, 3, 4)],
)
def test_hvp_ll_calls(tmp_path, n):
    """Under second order: MPI_PROD reductions (Allreduce, in place, Reduce), Sendrecv_replace
    (a ring; a chain with MPI_PROC_NULL at its ends), Alltoall and Reduce_scatter_block (each also
    in place), Iallreduce (SUM, MAX, MIN in place) and Ireduce, Ibcast / Iallgather / Ialltoall,
    the blocking v-collectives, persistent Send_init / Recv_init with Start(all), Waitany,
    Request_free, and Testall / Test: H v of each kernel of hvp_src/so2_calls.c checked on ``n``
    ranks (one module, compiled once, unoptimised: ten times faster to compile)."""
    ll = _c_to_ll(SRC / "so2_calls.c", tmp_path / "so2_calls.ll")
    res = run_mpi(
        n, ["-m", "tests.integration.hvp_ll_check", str(ll), ",".join(CALLS), "4", "0"], timeout=300
    )
    for fn in CALLS:
        assert res.stdout.count(f" ok hvp {fn} ") == n, res.stdout + res.stderr


#: the kernels of hvp_src/so2_calls2.c
CALLS2 = ["scan", "iscan", "isendrecv", "minloc", "pcoll", "pcoll2", "derived", "derived_nb",
          "mixed", "dcoll", "dicoll"]  # fmt: skip


# not in the mpi_family set: its persistent-collective kernel gives a zero gradient under Intel
# MPI 2021.19, whose persistent collectives move data nondeterministically (plain C, no mpiad:
# README), and Open MPI's persistent neighbourhood collectives fail
@pytest.mark.parametrize("n", [2] + [pytest.param(k, marks=pytest.mark.slow) for k in (1, 3, 4)])
def test_hvp_ll_calls2(tmp_path, n):
    """Under second order: Scan / Exscan (SUM, PROD, MIN, MAX, in place), Iscan / Iexscan,
    Isendrecv / Isendrecv_replace (MPI_PROC_NULL ends, an int side), MINLOC / MAXLOC on
    MPI_DOUBLE_INT and MPI_2DOUBLE_PRECISION (Allreduce, in place, Reduce), persistent
    collectives in a loop (reductions, Bcast, Scan / Exscan, the gathers, Scatter, Alltoall,
    Reduce_scatter_block), derived datatypes on Sendrecv(_replace), Send / Recv, Bcast, Isend /
    Irecv and Send_init / Recv_init, a struct of doubles and an int (Sendrecv, Send / Recv, Isend /
    Irecv, Bcast), derived datatypes on Allgather, Gather, Scatter, Alltoall (in place too), on
    Ibcast, Iallgather, Igather, Ialltoall and Allgatherv: H v of
    each kernel of hvp_src/so2_calls2.c checked on ``n`` ranks (one module, compiled
    unoptimised)."""
    ll = _c_to_ll(SRC / "so2_calls2.c", tmp_path / "so2_calls2.ll")
    res = run_mpi(
        n,
        ["-m", "tests.integration.hvp_ll_check", str(ll), ",".join(CALLS2), "4", "0"],
        timeout=300,
    )
    for fn in CALLS2:
        assert res.stdout.count(f" ok hvp {fn} ") == n, res.stdout + res.stderr


@pytest.mark.slow
@pytest.mark.parametrize("src,fns,width", [("so2_calls", CALLS, 2), ("so2_calls2", CALLS2, 3)])
def test_hvp_ll_calls_width(tmp_path, src, fns, width):
    """Several directions in one product (vector forward mode over the gradient: the records and
    messages carry ``width`` tangent lanes): each lane's H v against central differences, and the
    lanes against each other (<v_1, H v_2> = <v_2, H v_1>), on 3 ranks."""
    ll = _c_to_ll(SRC / f"{src}.c", tmp_path / f"{src}.ll")
    args = [str(ll), ",".join(fns), "4", "0", str(width)]
    res = run_mpi(3, ["-m", "tests.integration.hvp_ll_check", *args], timeout=400)
    for fn in fns:
        assert res.stdout.count(f" ok hvp {fn} width={width} ") == 3, res.stdout + res.stderr


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3])
def test_hvp_ll_scatter_in_place(tmp_path, n):
    """MPI_Scatter with MPI_IN_PLACE at the root under second order (hvp_src/scatter_energy.c,
    -O2, through `.ll`): H v checked on ``n`` ranks by hvp_ll_check.py."""
    ll = _c_to_ll(SRC / "scatter_energy.c", tmp_path / "scatter_energy.ll")
    res = run_mpi(n, ["-m", "tests.integration.hvp_ll_check", str(ll), "energy", "5"], timeout=300)
    assert res.stdout.count(" ok hvp ") == n, res.stdout + res.stderr


@pytest.mark.parametrize(
    "n,how",
    [pytest.param(2, "chain", marks=pytest.mark.slow)]
    + [pytest.param(k, "", marks=pytest.mark.slow) for k in (1, 3)],
)
def test_hvp_ll_checkpoint(tmp_path, n, how):
    """A C kernel whose time loop is marked ``mpiad_checkpoint(3)`` (hvp_src/ckpt_energy.c, -O2;
    Sendrecv halo and Allreduce in each step): ``mpiad-opt --mode reverse``, then ``--mode
    forward`` of the generated ``diffe_energy`` (``how="chain"``), or both in the checking
    process; H v checked on ``n`` ranks by hvp_ll_check.py."""
    ll = _c_to_ll(SRC / "ckpt_energy.c", tmp_path / "ckpt_energy.ll")
    if how == "chain":
        rev, out = tmp_path / "ckpt_energy.rev.ll", tmp_path / "ckpt_energy.hvp.ll"
        assert cli_main([str(ll), "--fn", "energy", "--mode", "reverse", "--args", "dup,const",
                         "-o", str(rev)]) == 0  # fmt: skip
        assert cli_main([str(rev), "--fn", "diffe_energy", "--mode", "forward", "--args",
                         "dup,dup,const,const", "-o", str(out)]) == 0  # fmt: skip
        ll = out
    res = run_mpi(n, ["-m", "tests.integration.hvp_ll_check", str(ll), "energy", "5"], timeout=300)
    assert res.stdout.count(" ok hvp ") == n, res.stdout + res.stderr


@pytest.mark.parametrize("n", [2, pytest.param(3, marks=pytest.mark.slow)])
def test_hvp_enzyme_nesting(tmp_path, n):
    """__enzyme_fwddiff of a function that calls __enzyme_autodiff (Enzyme's nesting), through
    MPI_Allreduce: lowered by mpiad-opt, linked natively, H v checked by the program."""
    venv = Path(sys.prefix)
    ll, out, exe = tmp_path / "nest.ll", tmp_path / "nest.out.ll", tmp_path / "nest"
    zig = ZIG
    subprocess.run(
        [*zig, "-O2", "-S", "-emit-llvm", f"-I{venv / 'include'}", str(SRC / "nested_enzyme.c"),
         "-o", str(ll)],
        check=True, capture_output=True,
    )  # fmt: skip
    assert cli_main([str(ll), "-o", str(out)]) == 0
    lib = venv / "lib"
    subprocess.run(
        [*zig, str(out), "-o", str(exe), str(lib / "libmpi.so.12"), f"-Wl,-rpath,{lib}", "-lm"],
        check=True, capture_output=True,
    )  # fmt: skip
    res = _run_exe(n, exe)
    errs = [float(e) for e in re.findall(r"hvp err (\S+)", res)]
    assert len(errs) == n and max(errs) < 1e-6, res


def _run_exe(n: int, exe: Path) -> str:
    """A native MPI program on ``n`` ranks (bench.mpirun runs Python programs): its output."""
    cmd = [mpiexec_path(), *launcher_args(), "-n", str(n), str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_hvp_float_pairs(tmp_path, n):
    """MINLOC / MAXLOC on MPI_FLOAT_INT pairs under second order (Allreduce, in place, Reduce,
    Scan): H v and the gradient against the same kernel on MPI_DOUBLE_INT pairs at float-exact
    points, and the symmetry test (hvp_src/float_pairs.c, hvp_pairs_check.py)."""
    ll = _c_to_ll(SRC / "float_pairs.c", tmp_path / "float_pairs.ll")
    res = run_mpi(n, ["-m", "tests.integration.hvp_pairs_check", str(ll)], timeout=300)
    assert res.stdout.count(" ok float pairs ") == n, res.stdout + res.stderr


@pytest.mark.slow
@pytest.mark.parametrize("width", [1, 3])
def test_hvp_ll_rows(tmp_path, width):
    """Mat-vecs with active values under second order (hvp_src/rows_energy.c, -O2): their row
    loops address the rows' records by offset on the tape (nested.py), which forward mode over
    the gradient mirrors on each lane's shadow tape; H v checked on 2 ranks."""
    ll = _c_to_ll(SRC / "rows_energy.c", tmp_path / "rows_energy.ll")
    fns = ("rows_ptrs_energy", "rows_csr_energy")
    args = [str(ll), ",".join(fns), "1498", "0", str(width)]
    res = run_mpi(2, ["-m", "tests.integration.hvp_ll_check", *args], timeout=300)
    tag = " " if width == 1 else f" width={width} "
    for fn in fns:
        assert res.stdout.count(f" ok hvp {fn}{tag}") == 2, res.stdout + res.stderr
