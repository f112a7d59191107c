"""The first-call compile notice: one line when a compile runs long, none otherwise or quiet."""

from __future__ import annotations

import argparse
import logging
import subprocess
import sys
import time
from pathlib import Path

from bench import output
from mpiad import compile_log

ROOT = Path(__file__).resolve().parents[2]


def test_long_compile_is_announced_once(caplog, monkeypatch) -> None:
    monkeypatch.delenv("MPIAD_QUIET", raising=False)
    with caplog.at_level(logging.INFO, logger="mpiad"):
        with compile_log.compiling("the reverse-mode derivative of f", threshold_s=0.05):
            time.sleep(0.3)
    lines = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    assert lines == ["mpiad: compiling the reverse-mode derivative of f (first call; later calls "
                     "reuse it)..."]  # fmt: skip


def test_short_or_quiet_compile_says_nothing(caplog, monkeypatch) -> None:
    with caplog.at_level(logging.INFO, logger="mpiad"):
        with compile_log.compiling("fast", threshold_s=0.5):
            pass
        monkeypatch.setenv("MPIAD_QUIET", "1")
        with compile_log.compiling("quiet", threshold_s=0.01):
            time.sleep(0.1)
    assert not [r for r in caplog.records if r.levelno >= logging.INFO]


def test_rank_from_launcher_environment(monkeypatch) -> None:
    monkeypatch.setenv("PMI_RANK", "3")
    assert compile_log.rank() == 3


def test_benchmarks_write_to_the_output_folder(tmp_path) -> None:
    committed = ROOT / "bench" / "results" / "pass_speed.md"
    before = committed.read_bytes()
    proc = subprocess.run(
        [sys.executable, "-m", "bench.pass_speed", "--sizes", "100", "--reps", "1",
         "--out", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert "| instructions | mode |" in (tmp_path / "results" / "pass_speed.md").read_text()
    assert committed.read_bytes() == before
    ns = output.outputs(_args([]))
    assert ns.root == output.DEFAULT_OUT and not ns.committed
    assert output.outputs(_args(["--update-results"])).root == ROOT / "bench"


def _args(argv):
    ap = argparse.ArgumentParser()
    output.add_arguments(ap)
    return ap.parse_args(argv)
