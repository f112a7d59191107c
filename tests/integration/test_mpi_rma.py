"""One-sided communication (issue 37 part 2): windows made by MPI_Win_create or MPI_Win_allocate,
MPI_Put, MPI_Get and MPI_Accumulate (MPI_SUM, MPI_REPLACE) synchronised by MPI_Win_fence or
post-start-complete-wait, in a nonlinear time
loop (tests/integration/mpi_src/rma.c), checked by ad_check.py: forward mode against central
finite differences, reverse mode by the dot-product test, vector forward mode (width 3) against
scalar runs. At 2 ranks by default (-O2), at 1, 3 and 4 ranks and -O0 under --slow; the Put
exchange in a checkpointed loop (--slow); one halo exchange written three ways (two-sided,
one-sided, persistent collective) has one gradient; persistent collectives in a checkpointed
loop; a C program through Enzyme's interface, under MPICH's ABI
and (--slow) the standard ABI; a Get in a post-start-complete-wait access epoch refused in
reverse mode. Passive target (MPI_Win_lock / unlock, lock_all with flush; epochs ordered by
MPI_Barrier, which reverse mode mirrors) in tests/integration/mpi_src/rma_passive.c, 2 ranks by
default, 3 and 4 and -O0 under --slow; a Get in a lock epoch refused in reverse mode. Fetching
operations (MPI_Get_accumulate, MPI_Fetch_and_op with SUM, REPLACE, NO_OP) in
tests/integration/mpi_src/rma_fetch.c. Request-based operations (MPI_Rput, MPI_Rget,
MPI_Raccumulate, MPI_Rget_accumulate) in tests/integration/mpi_src/rma_requests.c; MPI_Accumulate
with MPI_MIN / MPI_MAX between fences in tests/integration/mpi_src/rma_minmax.c, in
post-start-complete-wait and with derived datatypes in rma_minmax_pscw.c and
rma_minmax_dtypes.c; dynamic windows in
tests/integration/mpi_src/rma_dynamic.c; derived datatypes on either side of Put, Get and
Accumulate, and on every side of Get_accumulate, in tests/integration/mpi_src/rma_dtypes.c.
The refusals (other one-sided calls, MPI_Accumulate with MPI_PROD, passive target beside
messages) are in tests/lit/mpi-rma*.ll."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi
from mpiad.mpilib import launcher_family
from tests.integration.test_mpi_derivatives import _Builds

SPEC = "a:4,i:4,i:3,comm"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory) -> dict[tuple[str, str], object]:
    return _Builds(tmp_path_factory.mktemp("rma_ir"))


def _marks(n: int, opt: str) -> list:
    if (n, opt) != (2, "O2"):
        return [pytest.mark.slow]
    return [pytest.mark.mpi_family]


def _grid(funcs, ranks, default=(), family=()) -> list:
    """``(func, nranks, opt)`` over ``funcs`` x ``ranks`` x (-O2, -O0): the ``(func, n, opt)``
    in ``default`` run by default, those in ``family`` also in the mpi_family set, the rest
    under --slow (the suite's time)."""

    def marks(key) -> list:
        if key in family:
            return [pytest.mark.mpi_family]
        return [] if key in default else [pytest.mark.slow]

    return [
        pytest.param(f, n, opt, id=f"{f}-{opt}-np{n}", marks=marks((f, n, opt)))
        for f in funcs
        for n in ranks
        for opt in ("O2", "O0")
    ]


def _passes(
    compiled, src: str, func: str, nranks: int, opt: str = "O2", spec: str = SPEC, *extra: str
) -> None:
    """ad_check on ``func`` of ``mpi_src/<src>.c`` (FD, dot-product test, vector forward mode)
    at ``nranks`` ranks: every rank says ok."""
    args = ["-m", "tests.integration.ad_check", str(compiled[(src, opt)]), func, spec, *extra]
    proc = run_mpi(nranks, args, timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if " ok " in ln]
    assert len(oks) == nranks, proc.stdout + proc.stderr


def _refused(
    compiled, src: str, func: str, spec: str, nranks: int, message: str, opt: str = "O2"
) -> str:
    """Reverse mode of ``func`` stops, saying ``message``; what the job printed."""
    args = ["-m", "tests.integration.reverse_only", str(compiled[(src, opt)]), func, spec]
    with pytest.raises(AssertionError) as err:
        run_mpi(nranks, args, timeout=90)
    assert message in str(err.value), str(err.value)
    return str(err.value)


@pytest.mark.parametrize(
    "nranks,opt",
    [
        pytest.param(n, opt, id=f"rma_all-{opt}-np{n}", marks=_marks(n, opt))
        for n in (1, 2, 3, 4)
        for opt in ("O0", "O2")
    ],
)
def test_rma_derivative(compiled, nranks, opt) -> None:
    _passes(compiled, "rma", "rma_all", nranks, opt)


@pytest.mark.slow  # the suite's time
@pytest.mark.parametrize("nranks", [1, 2, 3])
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_rma_float(compiled, nranks, opt) -> None:
    """MPI_FLOAT windows and transfers (at -O2 the float arrays are copied by llvm.memcpy, whose
    adjoint adds the elements as the loads and stores of the copied memory type them)."""
    _passes(compiled, "rma", "rma_float_halo", nranks, opt, "f:4,i:4,i:3,comm")


@pytest.mark.slow  # the suite's time
@pytest.mark.parametrize("nranks", [2, 3])
def test_rma_in_checkpointed_loop(compiled, nranks) -> None:
    """6 steps, 2 snapshots: the reverse sweep recomputes steps, their puts and fences too."""
    _passes(compiled, "rma_ckpt", "rma_put_ckpt", nranks, "O2", "a:4,i:4,i:6,comm")


@pytest.mark.parametrize(
    "nranks", [2, pytest.param(1, marks=pytest.mark.slow), pytest.param(3, marks=pytest.mark.slow)]
)
def test_halo_three_ways_same_gradient(compiled, nranks) -> None:
    """One halo exchange written three ways (mpi_src/halo_ways.c: MPI_Sendrecv, MPI_Put between
    fences, MPI_Neighbor_alltoall_init started each step) has one gradient, to rounding."""
    args = ["-m", "tests.integration.rma_vs_twosided", str(compiled[("halo_ways", "O2")])]
    fns = ["halo_twosided", "halo_onesided", "halo_persistent"]
    proc = run_mpi(nranks, [*args, *fns, SPEC], timeout=120)
    # (counted, not split into lines: two ranks' lines may arrive run together)
    assert len(re.findall(r"rank \d+ same ", proc.stdout)) == nranks, proc.stdout + proc.stderr


@pytest.mark.parametrize("nranks", [2, pytest.param(3, marks=pytest.mark.slow)])
def test_persistent_collectives_in_checkpointed_loop(compiled, nranks) -> None:
    """A persistent neighbourhood collective and a persistent Allreduce made before a
    checkpointed loop (mpi_src/pcoll_ckpt.c; 6 steps, 2 snapshots), started in each step: the
    reverse sweep's recomputed steps start them again."""
    _passes(compiled, "pcoll_ckpt", "pcoll_ckpt", nranks, "O2", "a:4,i:4,i:6,comm")


# Enzyme's interface (__enzyme_fwddiff / __enzyme_autodiff in C), built by zig cc against the
# environment's mpi.h (MPICH's ABI: the default run) and the MPI-5 standard ABI's mpi_abi.h
# (pointer handles; --slow), differentiated by mpiad-opt, linked and run; the program checks
# itself (finite differences, dot-product test) and prints "rank R ok 4"
ENZYME_SRC = Path(__file__).resolve().parent / "enzyme_src" / "rma_enzyme.c"
ZIG = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-g0", "-target"]
ZIG += ["x86_64-linux-gnu"]
EXEC = ["-c", "import os, sys; os.execv(sys.argv[1], sys.argv[1:])"]


def _build(tmp: Path, family: str, src: Path = ENZYME_SRC) -> Path:
    prefix = Path(sys.prefix)
    inc, lib = prefix / "include", prefix / "lib" / "libmpi.so.12"
    if family == "standard":
        (tmp / "mpi.h").write_text(f'#include "{prefix / "include" / "mpi_abi.h"}"\n')
        inc, lib = tmp, prefix / "lib" / "libmpi_abi.so.1"
    if not lib.exists():
        pytest.skip(f"{lib} not installed")
    ll, out, exe = tmp / "rma.ll", tmp / "rma.out.ll", tmp / "rma"
    steps = [
        [*ZIG, "-O2", "-S", "-emit-llvm", f"-I{inc}", str(src), "-o", str(ll)],
        [sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(out)],
        [*ZIG, "-O2", str(out), "-o", str(exe), str(lib), f"-Wl,-rpath,{lib.parent}", "-lm"],
    ]
    for cmd in steps:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, f"{cmd}:\n{proc.stdout}\n{proc.stderr}"
    return exe


@pytest.mark.skipif(launcher_family() != "mpich", reason="MPICH's ABI and the standard one")
@pytest.mark.parametrize(
    "family,nranks",
    [("mpich", 2), pytest.param("standard", 2, marks=pytest.mark.slow),
     pytest.param("mpich", 3, marks=pytest.mark.slow)],
)  # fmt: skip
def test_enzyme_interface(tmp_path, family, nranks) -> None:
    exe = _build(tmp_path, family)
    proc = run_mpi(nranks, [*EXEC, str(exe)], timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if ln.strip().endswith(" ok 4")]
    assert len(oks) == nranks, proc.stdout + proc.stderr


@pytest.mark.skipif(launcher_family() != "mpich", reason="MPICH's ABI")
@pytest.mark.parametrize(
    "nranks", [2, pytest.param(3, marks=pytest.mark.slow), pytest.param(4, marks=pytest.mark.slow)]
)
def test_enzyme_interface_requests_and_max(tmp_path, nranks) -> None:
    """MPI_Rput / MPI_Raccumulate with MPI_Wait, and MPI_Accumulate with MPI_MAX from every rank
    into one element, through Enzyme's interface (enzyme_src/rma_requests_enzyme.c)."""
    exe = _build(tmp_path, "mpich", ENZYME_SRC.parent / "rma_requests_enzyme.c")
    proc = run_mpi(nranks, [*EXEC, str(exe)], timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if ln.strip().endswith(" ok 4")]
    assert len(oks) == nranks, proc.stdout + proc.stderr


def test_get_in_access_epoch_refused_in_reverse(compiled) -> None:
    """A Get between MPI_Win_start and MPI_Win_complete: its adjoint would race with the
    target's own adjoint code; reverse mode stops, naming the call (forward mode does it)."""
    msg = "error in MPI_Get: a Get in an access epoch of MPI_Win_start"
    _refused(compiled, "rma", "rma_pscw_get", "a:4,i:4,comm", 2, msg)


# inside @mpiad.jit kernels (mpiad.mpi.win_create / win_fence / put / get / accumulate /
# win_free; win_lock / win_unlock / win_lock_all / win_flush / win_unlock_all with barriers;
# rput / raccumulate (REPLACE) with wait, accumulate with MAX; rget in forward modes only:
# tests/integration/frontend/kernels.py's RMA_KERNELS), checked by fe_check (finite
# differences, dot-product test, vector forward mode), under --slow (a Numba compile)
@pytest.mark.slow
@pytest.mark.parametrize(
    "kernel", ["rma_fence_halo", "rma_lock_halo", "rma_request_halo", "rma_rget_lock"]
)
@pytest.mark.parametrize("n", [1, 2, 3])
def test_rma_in_kernels(n, kernel) -> None:
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_check", kernel], timeout=360)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    assert sorted(int(r) for r, name in oks if name == kernel) == list(range(n)), (
        res.stdout + res.stderr
    )


# Fetching, allocated, dynamic, synchronising and compare-and-swap calls inside @mpiad.jit
# kernels (tests/integration/frontend/kernels.py): rma_fetch_alloc (mpi.win_allocate of float64
# and int64 windows, get_accumulate SUM / MAX, fetch_and_op REPLACE / NO_OP, win_sync,
# compare_and_swap between fences) and rma_dynamic_kernel (win_create_dynamic, win_attach,
# get_address gathered, rget_accumulate SUM in a lock_all epoch, put / accumulate at the
# targets' addresses between fences, win_detach). fe_check: finite differences, dot-product
# test, vector forward mode. Both kernels in one launch: 2 ranks by default (about 20 s: two
# Numba compiles), 1 and 3 ranks under --slow.
@pytest.mark.parametrize(
    "n", [pytest.param(1, marks=pytest.mark.slow), 2, pytest.param(3, marks=pytest.mark.slow)]
)
def test_rma_fetch_dynamic_in_kernels(n) -> None:
    names = ["rma_fetch_alloc", "rma_dynamic_kernel"]
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_check", *names], timeout=360)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for kernel in names:
        got = sorted(int(r) for r, name in oks if name == kernel)
        assert got == list(range(n)), res.stdout + res.stderr


# MPI_Win_sync in a fence epoch and MPI_Compare_and_swap on an int window beside it
# (tests/integration/mpi_src/rma_sync.c): FD, dot-product and vector forward at 1-3 ranks, -O0,
# under --slow (the suite's time: the Numba kernel rma_fetch_alloc runs both calls by default).
@pytest.mark.parametrize("func,nranks,opt", _grid(("rma_sync_cas",), (1, 2, 3)))
def test_rma_sync_and_compare_and_swap(compiled, func, nranks, opt) -> None:
    _passes(compiled, "rma_sync", func, nranks, opt)


# Passive target (tests/integration/mpi_src/rma_passive.c): MPI_Win_lock / unlock (exclusive and
# shared) and MPI_Win_lock_all with flush, flush_local_all, flush_all, epochs ordered by
# MPI_Barrier (which reverse mode mirrors: without it the 3-rank lock/put exchange's
# dot-product test fails). FD + dot-product + vector forward at 2 ranks, 3 and 4 and -O0 under
# --slow.
@pytest.mark.parametrize(
    "func,nranks,opt",
    _grid(
        ("rma_lock_put", "rma_lock_all"),
        (2, 3, 4),
        default={("rma_lock_all", 2, "O2")},
        family={("rma_lock_put", 2, "O2")},
    ),
)
def test_rma_passive_target(compiled, func, nranks, opt) -> None:
    _passes(compiled, "rma_passive", func, nranks, opt)


# Fetching operations (tests/integration/mpi_src/rma_fetch.c): MPI_Get_accumulate (SUM, REPLACE)
# and MPI_Fetch_and_op (NO_OP) between fences, MPI_Fetch_and_op (SUM) and Get_accumulate
# (REPLACE) in a lock_all epoch with flush_all and barriers. One at 2 ranks by default, the rest
# under --slow.
@pytest.mark.parametrize(
    "func,nranks,opt",
    _grid(("rma_fetch_fence", "rma_fetch_lock"), (2, 3, 4), default={("rma_fetch_lock", 2, "O2")}),
)
def test_rma_fetching_operations(compiled, func, nranks, opt) -> None:
    _passes(compiled, "rma_fetch", func, nranks, opt)


def test_get_in_lock_epoch_refused_in_reverse(compiled) -> None:
    """A Get between MPI_Win_lock and MPI_Win_unlock: the target may read its memory meanwhile,
    and the adjoint of that read would race with the Get's; reverse mode stops, naming it."""
    msg = "error in MPI_Get: a Get in a passive-target epoch"
    _refused(compiled, "rma_passive", "rma_lock_get", "a:4,i:4,comm", 2, msg)


@pytest.mark.slow  # the suite's time
def test_noop_fetch_in_lock_epoch_refused_in_reverse(compiled) -> None:
    """MPI_Fetch_and_op with MPI_NO_OP in a lock epoch only reads the target, as a Get: refused
    in reverse mode, naming the call."""
    msg = "error in MPI_Fetch_and_op: MPI_NO_OP (a fetch) in a post-start"
    _refused(compiled, "rma_fetch", "rma_fetch_noop_lock", "a:4,i:4,comm", 2, msg)


# Request-based operations (tests/integration/mpi_src/rma_requests.c): MPI_Rput and
# MPI_Raccumulate (SUM, REPLACE) in a lock_all epoch, the Rput's request completed (MPI_Test)
# before the flush and its origin then reused, the others' (MPI_Waitall) after it;
# MPI_Rget_accumulate (SUM, REPLACE) under exclusive locks, a result read after MPI_Wait before
# the unlock, another completed (MPI_Waitany) after it. Without the adjoint moved to the
# request's completion both dot-product tests fail (measured). MPI_Rget in forward and vector
# forward mode (--forward-only: reverse mode refuses it, below). MPI_Rput's kernel at 2 ranks by
# default (the others under --slow, the suite's time); 1, 3, 4 and -O0 under --slow.
@pytest.mark.parametrize(
    "func,nranks,opt",
    _grid(
        ("rma_rput_lock", "rma_rgacc_lock", "rma_rget_lock"),
        (1, 2, 3, 4),
        family={("rma_rput_lock", 2, "O2")},
    ),
)
def test_rma_request_based(compiled, func, nranks, opt) -> None:
    extra = ("--forward-only",) if func == "rma_rget_lock" else ()
    _passes(compiled, "rma_requests", func, nranks, opt, SPEC, *extra)


@pytest.mark.slow  # the suite's time
def test_rget_refused_in_reverse(compiled) -> None:
    """MPI_Rget of active data (always in a passive-target epoch): refused in reverse mode as a
    Get in a lock epoch is, naming the call."""
    msg = "error in MPI_Rget: an Rget of active data is not differentiated"
    _refused(compiled, "rma_requests", "rma_rget_lock", "a:4,i:4,i:2,comm", 2, msg)


# MPI_Accumulate, MPI_Get_accumulate and MPI_Fetch_and_op with MPI_MAX / MPI_MIN between fences
# (tests/integration/mpi_src/rma_minmax.c): the derivative goes to the winner, found at the
# closing fence; a fetched value's is the target's value's at the epoch's start. At 3 ranks every
# rank's MAX lands on one element of rank 0: with the winner taken as the op that changed the
# element (not also the one whose value is the final one) the dot-product test fails there
# (measured), as it does with every op winning or none, and without a fetched value's derivative
# (forward or reverse). The fetching kernel at 3 ranks by default; the rest under --slow.
@pytest.mark.parametrize(
    "func,nranks,opt",
    _grid(
        ("rma_fetchmax_fence", "rma_minmax_fence"),
        (1, 2, 3, 4),
        default={("rma_fetchmax_fence", 3, "O2")},
    ),
)
def test_rma_accumulate_min_max(compiled, func, nranks, opt) -> None:
    _passes(compiled, "rma_minmax", func, nranks, opt)


@pytest.mark.slow  # the suite's time
def test_fetching_max_clash_refused(compiled) -> None:
    """Two ranks' fetching MAX on one element in one epoch: the later fetches the earlier's
    value, whose derivative the origin cannot attribute; the runtime stops, naming the call."""
    msg = "error in MPI_Get_accumulate: a fetching MPI_MIN / MPI_MAX met a value"
    _refused(compiled, "rma_minmax", "rma_fetchmax_clash", "a:2,i:2,comm", 2, msg)


# MPI_MIN / MPI_MAX in post-start-complete-wait epochs (tests/integration/mpi_src/
# rma_minmax_pscw.c: every rank origin and target at once; several origins on one element; ties
# among origins and with the target's own value) and with derived datatypes, between fences, in
# post-start-complete-wait (fetching) and on a dynamic window (rma_minmax_dtypes.c): the winner
# found at the complete / wait pair or the fence. With no origin ever winning every one of these
# fails the finite-difference check at 2 ranks (measured). rma_fetchmax_split: a target-only rank
# and origin-only ranks (the origins resolve at their MPI_Win_complete). Two at 2 ranks by
# default (~7 s of CPU, ~13 s on a loaded machine, each), the rest (origin-only ranks, the
# dynamic window; 1, 3, 4 ranks; -O0) under --slow.
@pytest.mark.parametrize(
    "src,func,nranks,opt",
    [
        pytest.param(src, f, n, opt, id=f"{f}-{opt}-np{n}", marks=[] if (f, n, opt) in {
            ("rma_minmax_pscw", 2, "O2"), ("rma_fetchmax_dtype", 2, "O2")}
            else [pytest.mark.slow])
        for src, funcs in (
            ("rma_minmax_pscw", ("rma_minmax_pscw", "rma_fetchmax_pscw", "rma_fetchmax_split")),
            ("rma_minmax_dtypes", ("rma_minmax_dtype", "rma_fetchmax_dtype", "rma_minmax_dyn")),
        )
        for f in funcs
        for n in (1, 2, 3, 4)
        for opt in ("O2", "O0")
    ],
)  # fmt: skip
def test_rma_min_max_pscw_dtypes(compiled, src, func, nranks, opt) -> None:
    _passes(compiled, src, func, nranks, opt)


@pytest.mark.slow  # the suite's time
def test_min_max_in_lock_epoch_refused(compiled) -> None:
    """MPI_MAX in an MPI_Win_lock_all epoch: nothing tells the origins when the element's value
    is final, so the runtime stops, naming the call and the epoch."""
    msg = "error in MPI_Accumulate: MPI_MIN / MPI_MAX in a passive-target epoch"
    _refused(compiled, "rma_minmax_pscw", "rma_minmax_lock", "a:2,i:2,comm", 2, msg)


def test_min_max_in_lock_epoch_refused_names_line(compiled) -> None:
    """The same built with -g: the runtime's refusal names the user's file and line too (issue
    37: passes/call_sites.py stores them around the call's derivative code). Without -g (above)
    the message is as it was: no " at "."""
    lines = (Path(__file__).parent / "mpi_src" / "rma_minmax_pscw.c").read_text().splitlines()
    start = next(k for k, text in enumerate(lines) if text.startswith("double rma_minmax_lock("))
    line = next(k for k in range(start, len(lines)) if "MPI_Accumulate(" in lines[k]) + 1
    msg = "MPI_MIN / MPI_MAX in a passive-target epoch"
    out = _refused(compiled, "rma_minmax_pscw", "rma_minmax_lock", "a:2,i:2,comm", 2, msg, "O2g")
    site = re.escape(f"mpi_src/rma_minmax_pscw.c:{line}: ")
    assert re.search(f"mpiad: error in MPI_Accumulate at \\S*{site}{re.escape(msg)}", out), out


@pytest.mark.slow  # a Numba compile
def test_min_max_in_lock_epoch_refused_in_kernel() -> None:
    """The same from an @mpiad.jit kernel (mpi.accumulate with mpi.MAX in mpi.win_lock_all):
    the job stops with the runtime's message, naming the call and the epoch."""
    with pytest.raises(AssertionError) as err:
        run_mpi(2, ["-m", "tests.integration.frontend.fe_check", "rma_lock_max"], timeout=360)
    msg = "error in MPI_Accumulate: MPI_MIN / MPI_MAX in a passive-target epoch"
    assert msg in str(err.value), str(err.value)


@pytest.mark.slow  # a Numba compile
def test_min_max_in_lock_epoch_refused_in_debug_kernel_names_line() -> None:
    """The same from an ``mpiad.jit(debug=True)`` kernel (fe_debug_site.py): the message names
    the kernel's file and the line of its mpi.accumulate call."""
    src = Path(__file__).parent / "frontend" / "fe_debug_site.py"
    lines = src.read_text().splitlines()
    line = next(k for k, text in enumerate(lines, 1) if "mpi.accumulate(" in text)
    with pytest.raises(AssertionError) as err:
        run_mpi(2, ["-m", "tests.integration.frontend.fe_debug_site"], timeout=360)
    msg = f"error in MPI_Accumulate at fe_debug_site.py:{line}: MPI_MIN / MPI_MAX in a passive"
    assert msg in str(err.value), str(err.value)


# Dynamic windows (tests/integration/mpi_src/rma_dynamic.c): a region attached to
# MPI_Win_create_dynamic's window, its address gathered, MPI_Put / MPI_Accumulate between fences
# and MPI_Put / MPI_Rput in a lock_all epoch at the target's addresses (the runtime translates
# each into the target's shadow address: without it the FD check fails, measured). --slow only
# (the suite's time): 1-4 ranks, -O2 and -O0.
@pytest.mark.parametrize("func,nranks,opt", _grid(("rma_dyn_fence", "rma_dyn_lock"), (1, 2, 3, 4)))
def test_rma_dynamic_windows(compiled, func, nranks, opt) -> None:
    _passes(compiled, "rma_dynamic", func, nranks, opt)


# Derived datatypes on the origin and target of MPI_Put, MPI_Get and MPI_Accumulate (SUM,
# REPLACE) (tests/integration/mpi_src/rma_dtypes.c): columns of a row-major block as
# MPI_Type_vector on both sides, against a contiguous side, rows reversed by an indexed target
# type, a column picked by a subarray origin type, every other element by a stride-2 origin;
# between fences (rma_dt_all), in a lock_all epoch with flushes and barriers (rma_dt_lock) and
# post-start-complete-wait (rma_dt_pscw); MPI_Get_accumulate (SUM, REPLACE, NO_OP) with vector
# origins, targets and results against contiguous ones (rma_dt_gacc, in the mpi_family set:
# without the result's adjoint zeroed through its layout the dot-product test fails, measured);
# MPI_Rput, MPI_Raccumulate (SUM, REPLACE) and MPI_Rget_accumulate (SUM) with vector sides in a
# lock_all epoch, completed before and after the flush (rma_dt_req).
# FD + dot-product + vector forward; the fences and Get_accumulate at 2 ranks by default, the
# rest (1, 3, 4 ranks, -O0, the lock epoch, the request-based ones) under --slow (the suite's
# time).
@pytest.mark.parametrize(
    "func,nranks,opt",
    _grid(
        ("rma_dt_all", "rma_dt_lock", "rma_dt_pscw", "rma_dt_gacc", "rma_dt_req"),
        (1, 2, 3, 4),
        default={("rma_dt_all", 2, "O2")},
        family={("rma_dt_gacc", 2, "O2")},
    ),
)
def test_rma_derived_datatypes(compiled, func, nranks, opt) -> None:
    _passes(compiled, "rma_dtypes", func, nranks, opt)


def test_rma_derived_signature_mismatch_refused(compiled) -> None:
    """A vector origin of n elements against a contiguous target of n - 1: MPI requires the
    type signatures to match; the runtime stops, naming the call, before the transfer."""
    msg = "error in MPI_Put: the origin and target type signatures differ"
    _refused(compiled, "rma_dtypes", "rma_dt_mismatch", "a:4,i:4,comm", 1, msg)


@pytest.mark.slow  # the suite's time
def test_rma_mixed_struct_refused(compiled) -> None:
    """A struct of a double and an int on a Put: refused at run time, naming the call and the
    calls that do take such a datatype."""
    msg = "error in MPI_Put: a datatype mixing floating and integer members"
    _refused(compiled, "rma_dtypes", "rma_dt_mixed", "a:4,i:4,comm", 1, msg)
