"""The gather form of stencils' adjoint loops (issue 39, ``passes/reverse/gather.py``), checked
numerically: the benchmark's heat1d and stencil2d (``bench/src/peers.c`` through
``mpi_src/stencils.c``, -O2) by ad_check (forward against central finite differences, reverse
by the dot-product test, whose tolerance, 1e-10 relative, allows for the changed order of the
additions), and a 3-point step between two arrays that overlap at a distance of ``shift``
elements (one kernel): in place (0) and at 1 the check on entry of the gather loop must choose
the scatter form (taking the gather form there fails the dot-product test), at 3 the gather form
runs;
and a loop that counts down (the reverse loop's addresses go up).
The IR test makes sure those kernels' reverse loops do take the gather form (so the numerical
tests run it) and that the module passes LLVM's verifier."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi

SRC = Path(__file__).resolve().parent / "mpi_src" / "stencils.c"


@pytest.fixture(scope="module")
def stencils_ll(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("stencils") / "stencils_O2.ll"
    inc = Path(sys.prefix) / "include"
    subprocess.run(
        [sys.executable, "-m", "ziglang", "cc", "-O2", "-fno-sanitize=all", "-g0", "-target",
         "x86_64-linux-gnu", "-S", "-emit-llvm", f"-I{inc}", str(SRC), "-o", str(out)],
        check=True,
        capture_output=True,
        timeout=120,
    )  # fmt: skip
    return out


def test_gather_form_taken(stencils_ll, monkeypatch) -> None:
    import mpiad_passes.rules  # noqa: F401
    from mpiad_passes import differentiate as D
    from mpiad_passes.llvm_check import load_module, verify

    text = stencils_ll.read_text()
    m = load_module(text, isolate=False)
    D.reverse(m, "heat1d", ["dup", "const", "const", "const"])
    D.reverse(m, "stencil2d", ["dup", "const", "const", "const", "const"])
    D.reverse(m, "shifted_stencils", ["dup", "const", "const"])
    D.reverse(m, "down_stencil", ["dup", "const", "const"])
    out = str(m)
    verify(out, "gather form")
    for fn in ("heat1d", "stencil2d", "step3", "down_stencil"):
        body = out[out.index(f"define internal void @reverse.{fn}") :]
        body = body[: body.index("\n}\n")]
        assert ".gather:" in body and ".flush:" in body, fn
    monkeypatch.setenv("MPIAD_GATHER", "0")
    m = load_module(text, isolate=False)
    D.reverse(m, "heat1d", ["dup", "const", "const", "const"])
    assert ".gather:" not in str(m)


CASES = [
    # heat1d's gather loop is checked taken by the IR test; its numbers under --slow (the
    # suite's time), the overlapping and down-counting kernels below run by default
    pytest.param("heat1d", "a:10,i:10,i:3,comm", 2, id="heat1d-np2", marks=pytest.mark.slow),
    # stencil2d's gather loops are checked taken and verified by the IR test above; its
    # numbers only under --slow (the suite's budget)
    pytest.param(
        "stencil2d", "a:27,i:3,i:9,i:2,comm", 1, id="stencil2d-np1", marks=pytest.mark.slow
    ),
    pytest.param("shifted_stencils", "a:12,i:12,i:3", 1, id="shifted"),
    pytest.param("down_stencil", "a:13,i:13,i:3", 1, id="down"),
    pytest.param("heat1d", "a:10,i:10,i:3,comm", 1, id="heat1d-np1", marks=pytest.mark.slow),
    pytest.param(
        "stencil2d", "a:27,i:3,i:9,i:2,comm", 2, id="stencil2d-np2", marks=pytest.mark.slow
    ),
    pytest.param("shifted_stencils", "a:12,i:12,i:3", 2, id="shifted-np2", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("fn,spec,nranks", CASES)
def test_stencil_derivative(stencils_ll, fn, spec, nranks) -> None:
    args = ["-m", "tests.integration.ad_check", str(stencils_ll), fn, spec]
    proc = run_mpi(nranks, args, timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if " ok " in ln]
    assert len(oks) == nranks, proc.stdout + proc.stderr
