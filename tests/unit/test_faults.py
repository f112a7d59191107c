"""mpiad/faults.py in one process: the policy (raise by default, abort on request) and the
excepthook chain (the previous hooks keep running; with one rank nothing is aborted). The MPI
behaviour (abort of a job whose exception nobody handles) is in tests/robustness."""

from __future__ import annotations

import sys
import threading

import pytest

from mpiad import faults


def test_policy_raises_by_default_and_aborts_on_request(monkeypatch):
    # a test before this one in the same worker may have called on_error() for good
    monkeypatch.setattr(faults, "_mode", None)
    monkeypatch.delenv(faults.ENV, raising=False)
    assert faults.mode() == "raise"
    monkeypatch.setenv(faults.ENV, "abort")
    assert faults.mode() == "abort"
    with faults.on_error("raise"):  # the program's choice wins over the environment
        assert faults.mode() == "raise"
    assert faults.mode() == "abort"
    with pytest.raises(ValueError, match="policy must be 'abort' or 'raise'"):
        faults.on_error("ignore")


def test_hooks_chain_onto_the_previous_ones(monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *a: seen.append(("sys", a[0])))
    monkeypatch.setattr(threading, "excepthook", lambda args: seen.append(("thread", args)))
    faults.install_excepthook()
    faults.install_excepthook()  # once only: no hook of ours wraps another
    assert sys.excepthook.__mpiad__ and threading.excepthook.__mpiad__
    sys.excepthook(KeyError, KeyError("k"), None)  # one rank: printed by the previous hook only
    err = faults.collective(lambda: {}["k"])
    with pytest.raises(KeyError) as info:
        err()
    assert getattr(info.value, "__mpiad_collective__", False)  # left an mpiad call: marked
    t = threading.Thread(target=err)
    t.start()
    t.join()
    assert [k for k, _ in seen] == ["sys", "thread"], seen
