"""The forked LLVM parser child of passes.llvm_check is confined (regressions/huge_shuffle.ll
and freeze_label.ll show why): a wall-clock timeout, a memory limit, captured stderr, and it dies
with its parent. The slow or greedy "LLVM" here is a stand-in put in place of the parse."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import mpiad_passes.llvm_check as lc
from mpiad_passes.errors import MpiadError

ROOT = Path(__file__).resolve().parents[2]


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True


def test_timeout_kills_the_child(monkeypatch, tmp_path):
    pidfile = tmp_path / "pid"

    def slow(text: str) -> str:
        pidfile.write_text(str(os.getpid()))
        time.sleep(120)
        return text

    monkeypatch.setattr(lc, "_llvm_canonical", slow)
    monkeypatch.setenv(lc.TIMEOUT_ENV, "1")
    with pytest.raises(MpiadError, match=r"more than 1 s .*MPIAD_LLVM_TIMEOUT.*0 for no limit"):
        lc.canonicalize("whatever")
    assert _gone(int(pidfile.read_text()))  # killed and reaped, not left running


def test_memory_limit_gives_a_clear_error(monkeypatch):
    def greedy(text: str) -> str:
        return str(len(bytearray(2 << 30)))  # 2 GiB

    monkeypatch.setattr(lc, "_llvm_canonical", greedy)
    monkeypatch.setenv(lc.MEMORY_ENV, "256")
    with pytest.raises(MpiadError, match=r"out of memory .*256 MB.*MPIAD_LLVM_MEMORY_MB"):
        lc.canonicalize("whatever")


def test_a_bad_limit_is_an_error(monkeypatch):
    monkeypatch.setenv(lc.TIMEOUT_ENV, "soon")
    with pytest.raises(MpiadError, match="MPIAD_LLVM_TIMEOUT='soon' is not a number"):
        lc.canonicalize("define void @f() {\n  ret void\n}\n")


def test_child_stderr_is_captured(monkeypatch, capfd):
    def noisy(text: str) -> str:
        os.write(2, b"python: Foo.h:1: f(): Assertion `x' failed.\n")
        os.abort()

    monkeypatch.setattr(lc, "_llvm_canonical", noisy)
    with pytest.raises(MpiadError, match=r"SIGABRT.*\(LLVM: Assertion `x' failed\.\)"):
        lc.canonicalize("whatever")
    assert capfd.readouterr().err == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_child_dies_with_its_parent(tmp_path):
    pidfile = tmp_path / "pid"
    code = textwrap.dedent(f"""
        import os, time
        import mpiad_passes.llvm_check as lc
        def slow(text):
            open({str(pidfile)!r} + ".tmp", "w").write(str(os.getpid()))
            os.rename({str(pidfile)!r} + ".tmp", {str(pidfile)!r})
            time.sleep(120)
        lc._llvm_canonical = slow
        lc.canonicalize("whatever")
    """)
    parent = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT)  # imports this checkout
    try:
        for _ in range(600):
            if pidfile.exists() or parent.poll() is not None:
                break
            time.sleep(0.05)
        assert pidfile.exists(), "the parser child never started"
        child = int(pidfile.read_text())
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    for _ in range(400):
        if _gone(child):
            break
        time.sleep(0.05)
    else:
        os.kill(child, signal.SIGKILL)
        raise AssertionError("the LLVM parser child outlived its killed parent")
