"""``bench/hpccg_profile.py``'s bookkeeping: which functions it keeps out of line and where it
puts a count. A slip there prints a wrong attribution without failing, so it is checked here
(no build, no valgrind: milliseconds)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.hpccg_profile import (
    SPMV,
    counts,
    part,
    profile,
    spmv_out_of_line,
    sweeps_out_of_line,
)

PRIMAL = f"define noundef i32 @{SPMV}(ptr noundef %0) local_unnamed_addr #27 {{\n"
SWEEP = "define internal void @reverse._Z4ddot.cd(ptr %tape, ptr noundef %0) {\n"
PERS = (
    "define internal i32 @augmented._Z5HPCCG.dd(ptr %t) personality ptr @__gxx_personality_v0 {\n"
)
OTHER = "define internal void @__mpiad_tape_grow(ptr %t) {\n"


def test_noinline_goes_where_the_grammar_allows_it() -> None:
    """After the attribute group, before ``personality``, or before the body; nothing else."""
    assert spmv_out_of_line(PRIMAL) == PRIMAL.replace("#27 {", "#27 noinline {")
    text = sweeps_out_of_line(SWEEP + PERS + OTHER + PRIMAL)
    assert text == (
        SWEEP.replace(") {", ") noinline {")
        + PERS.replace(" personality", " noinline personality")
        + OTHER
        + PRIMAL
    )


def test_counts_go_to_their_part() -> None:
    ob = "/x/hpccg.O2"
    assert part((ob, "???", f"reverse.{SPMV}.ddd"), "gradient") == "rev sweep: sparsemv"
    assert part((ob, "???", "augmented._Z4ddotiPKdS0_PdRd.cdddc"), "gradient") == "fwd sweep: rest"
    assert part(("/l/libmpi.so.12", "???", "MPIR_Allreduce"), "gradient") == "other: MPI"
    assert part((ob, "???", SPMV), "primal") == "primal: sparsemv"
    assert part((ob, "???", "memcpy"), "forward") == "forward: rest"


def test_counts_sum_by_function(tmp_path: Path) -> None:
    out = tmp_path / "cg.out"
    out.write_text(
        "desc: I1 cache: 32768 B, 64 B, 8-way associative\ncmd: x\n"
        "events: Ir I1mr ILmr Dr D1mr DLmr Dw D1mw DLmw\n"
        f"ob=/x/a\nfl=???\nfn={SPMV}\n0 5 0 0 2 1 0 1 0 0\n0 3 0 0 1 0 0 0 0 0\n"
        "fn=main\n0 7 1 1 0 0 0 0 0 0\nsummary: 15 1 1 3 1 0 1 0 0\n"
    )
    got = counts(out)
    assert got[("/x/a", "???", SPMV)] == [8, 0, 0, 3, 1, 0, 1, 0, 0]
    assert got[("/x/a", "???", "main")][0] == 7


def test_a_build_without_the_split_is_refused(tmp_path: Path, monkeypatch) -> None:
    """An executable built otherwise (the mat-vec inlined) gives no mat-vec counts: refused."""
    import bench.hpccg_profile as hp

    def fake(exe, size, iters, side, reps, tmp, ll):
        return {("/x/a", "???", "main"): [reps * 10] + [0] * 8}, 8, 100

    monkeypatch.setattr(hp, "cachegrind", fake)
    with pytest.raises(RuntimeError, match="primal: sparsemv"):
        profile(tmp_path / "exe", 2, 3, 2, 32)
