"""The disk cache's trust model (issue 36.5): an entry is machine code the process runs, so it is
loaded only from a folder no other user can write, never through a symbolic link, and never from
a file of another user, unless the folder is a shared cache named in MPIAD_CACHE_TRUST; what mpiad
writes is private whatever the umask; the plan beside the code is JSON, not a pickle.

Each case copies one warm cache (a small kernel's primal, compiled once for the module), changes
it, and calls a fresh kernel of the same function: mpiad.stats() says whether the entry was
loaded (disk_hits), and the CacheWarning says why not.
"""

from __future__ import annotations

import collections
import json
import os
import shutil
import stat
import warnings
from pathlib import Path

import numpy as np
import pytest
from numba import types

import mpiad
from mpiad import cache as C
from mpiad import cache_files as F
from mpiad.calling import CallPlan, Spec
from mpiad.numba_frontend import ArgLayout, ret_layout
from mpiad.plan_data import plan_data, plan_from_data

X = np.linspace(0.1, 1.0, 5)
NOBODY = 65534
ROOT_ONLY = pytest.mark.skipif(os.geteuid() != 0, reason="os.chown to another user needs root")


def square_sum(x):
    s = 0.0
    for i in range(x.size):
        s += x[i] * x[i]
    return s


def run(cache: Path, trust: Path | None = None) -> tuple[dict, list[str]]:
    """Call a fresh ``cache=True`` kernel of ``square_sum`` with ``cache`` as MPIAD_CACHE_DIR:
    (the change of disk_hits, disk_writes, llvm_compiles; the CacheWarnings' texts)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MPIAD_CACHE_DIR", str(cache))
        if trust is None:
            mp.delenv(F.TRUST_ENV, raising=False)
        else:
            mp.setenv(F.TRUST_ENV, str(trust))
        for name in ("_roots", "_readonly", "_said_readonly", "_unwritable"):
            mp.setattr(C, name, type(getattr(C, name))())  # a fresh process's state
        before = mpiad.stats()
        kernel = mpiad.jit(cache=True)(square_sum)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            assert kernel(X) == pytest.approx(float(np.sum(X * X)), rel=1e-14)
        after = mpiad.stats()
    steps = ("disk_hits", "disk_writes", "llvm_compiles")
    delta = {k: after.get(k, 0) - before.get(k, 0) for k in steps}
    return delta, [str(w.message) for w in caught if issubclass(w.category, C.CacheWarning)]


@pytest.fixture(scope="module")
def warm(tmp_path_factory) -> Path:
    """A cache folder holding the kernel's primal, written under umask 0."""
    cache = tmp_path_factory.mktemp("warm") / "made" / "cache"
    old = os.umask(0)
    try:
        delta, said = run(cache)
    finally:
        os.umask(old)
    assert delta["disk_writes"] == 1 and said == []
    return cache


def copy(warm: Path, where: Path) -> tuple[Path, Path]:
    cache = where / "cache"
    shutil.copytree(warm, cache)
    (entry,) = cache.glob("*.mpiad")
    return cache, entry


def not_loaded(delta: dict) -> None:
    assert delta["disk_hits"] == 0 and delta["llvm_compiles"] == 1, delta


# --------------------------------------------------------------------------- what is written
def test_written_files_are_private_whatever_the_umask(warm, tmp_path):
    for d in (warm, warm.parent):  # the folders mpiad made, the root and the one above it
        assert stat.S_IMODE(d.stat().st_mode) == 0o700, d
    (entry,) = warm.glob("*.mpiad")
    assert stat.S_IMODE(entry.stat().st_mode) == 0o600
    assert sorted(p.name for p in warm.iterdir()) == [entry.name]  # no lock, no temporary file
    cache, _ = copy(warm, tmp_path)
    delta, said = run(cache)
    assert delta == {"disk_hits": 1, "disk_writes": 0, "llvm_compiles": 0} and said == []


def test_the_plan_is_json_not_a_pickle(warm):
    (entry,) = warm.glob("*.mpiad")
    data = entry.read_bytes()
    assert data.startswith(b"MPIAD-CACHE 3\n")
    plan = json.loads(data[C._HEAD :].split(b"\n", 1)[0])
    assert plan["fn_name"] and plan["spec"]["mode"] == "primal"
    assert plan["ret"]["kind"] == "scalar" and plan["ret"]["items"] == ["float64"]


P2 = collections.namedtuple("P2", "value weight")


@pytest.mark.parametrize(
    "ret",
    [types.none, types.float32, types.Tuple([types.float64, types.int64]), types.NamedTuple(
        [types.float64, types.float64], P2)],
    ids=["none", "scalar", "tuple", "namedtuple"],
)  # fmt: skip
def test_plan_round_trips_through_json(ret):
    leaf = ArgLayout("x", "array(float64, 1d, C)", "array", 7, ("ptr",) * 7, (), True)
    arg = ArgLayout("state", "Tuple(...)", "tuple", 8, ("ptr",) * 7 + ("double",), (leaf,))
    plan = CallPlan(
        Spec("reverse", 1, (("dup", "const"), "out"), True),
        [arg],
        ret_layout(ret),
        False,
        "f_rev",
        ["ptr", "double"],
        1,
    )
    back = plan_from_data(json.loads(json.dumps(plan_data(plan))))
    assert back.spec == plan.spec and back.args == plan.args
    assert back.ret.elems == plan.ret.elems and str(back.ret.nbtype) == str(plan.ret.nbtype)
    if isinstance(ret, types.NamedTuple):
        assert back.ret.nbtype.instance_class is P2
    with pytest.raises(ValueError):
        plan_from_data({**plan_data(plan), "n_out": "1"})


def test_a_pickled_payload_is_not_loaded(tmp_path):
    """An entry of the old form (a pickle, with a valid checksum) is never unpickled."""
    import hashlib
    import pickle

    payload = pickle.dumps(({}, b"code"))
    p = tmp_path / "e.mpiad"
    p.write_bytes(C.MAGIC + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload)
    p.chmod(0o600)
    with pytest.warns(C.CacheWarning, match="damaged"):
        assert C.load(p) is None


# --------------------------------------------------------------------------- what is read
def test_a_folder_others_may_write_is_not_used(warm, tmp_path):
    cache, entry = copy(warm, tmp_path)
    cache.chmod(0o777)
    before = sorted(cache.iterdir())
    delta, said = run(cache)
    not_loaded(delta)
    assert delta["disk_writes"] == 0 and sorted(cache.iterdir()) == before  # nor written
    assert len(said) == 1, said
    assert f"the cache folder {cache} is writable by group and others (mode 0777)" in said[0]
    assert "compiled in memory and nothing is read from or written to it" in said[0]


def test_a_group_writable_folder_is_refused(tmp_path):
    (tmp_path / "c").mkdir(mode=0o700)
    os.chmod(tmp_path / "c", 0o770)
    with pytest.raises(F.Untrusted, match=r"writable by group \(mode 0770\)"):
        F.examine(tmp_path / "c")


@ROOT_ONLY
def test_an_entry_of_another_user_is_not_loaded(warm, tmp_path):
    cache, entry = copy(warm, tmp_path)
    os.chown(entry, NOBODY, NOBODY)
    delta, said = run(cache)
    not_loaded(delta)
    assert len(said) == 1 and f"the cache entry {entry} is not loaded" in said[0], said
    assert f"belongs to {F._user(NOBODY)}, not to you" in said[0]
    assert delta["disk_writes"] == 1 and entry.stat().st_uid == os.geteuid()  # replaced


def test_a_symlinked_entry_is_not_followed(warm, tmp_path):
    cache, entry = copy(warm, tmp_path)
    elsewhere = tmp_path / "planted.mpiad"
    entry.rename(elsewhere)
    entry.symlink_to(elsewhere)
    planted = elsewhere.read_bytes()
    delta, said = run(cache)
    not_loaded(delta)
    assert len(said) == 1 and f"the cache entry {entry} is a symbolic link" in said[0], said
    # the link is replaced by an entry of its own; what it pointed to is left alone
    assert delta["disk_writes"] == 1 and not entry.is_symlink() and entry.is_file()
    assert elsewhere.read_bytes() == planted


def test_a_symlinked_runtime_folder_is_not_followed(tmp_path):
    (tmp_path / "c").mkdir(mode=0o700)
    (tmp_path / "other").mkdir(mode=0o700)
    (tmp_path / "other" / "k.o").write_bytes(b"x")
    (tmp_path / "c" / "runtime").symlink_to(tmp_path / "other")
    with pytest.raises(F.Untrusted, match="runtime is a symbolic link"):
        F.read(tmp_path / "c", ("runtime", "k.o"))


def test_a_fifo_in_place_of_an_entry_is_refused(tmp_path):
    os.mkfifo(tmp_path / "e.mpiad", 0o600)
    with pytest.raises(F.Untrusted, match="not a regular file"):
        F.read(tmp_path, ("e.mpiad",))


def test_a_truncated_entry_is_rebuilt(warm, tmp_path):
    cache, entry = copy(warm, tmp_path)
    entry.write_bytes(entry.read_bytes()[:-100])
    delta, said = run(cache)
    not_loaded(delta)
    assert len(said) == 1 and f"the cache entry {entry} is damaged" in said[0], said
    assert "checksum does not match" in said[0] and delta["disk_writes"] == 1


@ROOT_ONLY
def test_a_shared_cache_is_read_only_where_named(warm, tmp_path):
    cache, entry = copy(warm, tmp_path)
    for p, mode in ((cache, 0o755), (entry, 0o644)):
        os.chown(p, NOBODY, NOBODY)
        p.chmod(mode)
    # not named: another user's folder is not used
    delta, said = run(cache)
    not_loaded(delta)
    assert len(said) == 1 and f"belongs to {F._user(NOBODY)}, not to you" in said[0], said
    # named in MPIAD_CACHE_TRUST: its entries load
    delta, said = run(cache, trust=cache)
    assert delta == {"disk_hits": 1, "disk_writes": 0, "llvm_compiles": 0} and said == []
    # ... but mpiad never writes there: a missing entry is compiled in memory
    entry.unlink()
    delta, said = run(cache, trust=cache)
    assert delta == {"disk_hits": 0, "disk_writes": 0, "llvm_compiles": 1}
    assert len(said) == 1 and "another user: mpiad reads its entries but never" in said[0]
    assert list(cache.iterdir()) == []
    # named, but others may write it: refused all the same
    cache.chmod(0o775)
    delta, said = run(cache, trust=cache)
    not_loaded(delta)
    assert len(said) == 1 and "is writable by group (mode 0775)" in said[0], said


def test_a_pycache_folder_others_may_write_is_passed_over(tmp_path, monkeypatch):
    """The default folder beside the kernel's source is used only when it is private; else the
    one in the home directory is."""
    import importlib.util

    monkeypatch.delenv("MPIAD_CACHE_DIR", raising=False)
    src = tmp_path / "user_kernels.py"
    src.write_text("def f(x):\n    return x\n")
    spec = importlib.util.spec_from_file_location("user_kernels", src)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    beside = tmp_path / "__pycache__" / "mpiad"
    assert C.cache_dir(mod.f) == beside and stat.S_IMODE(beside.stat().st_mode) == 0o700
    beside.chmod(0o777)
    assert C.cache_dir(mod.f) == Path.home() / ".cache" / "mpiad"
