"""LULESH 2.0, a real C++ MPI proxy app, differentiated as its own build compiles it (issue 34).

``tests/apps/lulesh/`` holds LULESH's sources, unmodified, and our driver: it sets the domain up
as LULESH's main does and runs a few cycles of LULESH's time loop (TimeIncrement with its
MPI_MIN time-step allreduce, LagrangeLeapFrog with its halo exchanges through pointers to member
functions, malloc'd temporaries) inside ``__enzyme_fwddiff`` and ``__enzyme_autodiff``; the
active input is the whole domain (coordinates and energies seeded), the output the total energy
(allreduced). The program checks forward mode against central finite differences, reverse mode
by the dot-product test and against the same differences, and that the primal inside both
derivatives is the plain primal; it prints one ``check <name>: ok|FAILED`` line per check.

Building LULESH (zig, llvmlite's linker, mpiad-opt, zig) costs one to three minutes per
optimisation level on the shared machine, over the suite's budget: the builds and runs are under
``--slow``, once per test session (``bench.lulesh.build``, cached in a temporary folder); the
default run checks that the vendored sources are LULESH's own.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from bench.lulesh import SRC, build, run

#: git blob hashes of LULESH's files at commit 3e01c40 (github.com/LLNL/LULESH)
UPSTREAM = {
    "lulesh.cc": "c84081750d383f7c86f2d51ad5e54f91aea59a36",
    "lulesh-comm.cc": "f722c10e54abfc10ebce0cc2c86fb70bce53fd66",
    "lulesh-init.cc": "8202855822a8b3d8c7169427cfc2518140814b3e",
    "lulesh-util.cc": "95e62310dab3d0908657d9e3f3394f13ee7e3269",
    "lulesh-viz.cc": "0504638ff21b494d2aa3c9b288fb813885310b7d",
    "lulesh.h": "1bf71fb6b05210ea927cd71026d429df4a8dc616",
    "README": "2e21590795504db8e82ed7b2fabd03a4a177f671",
}
#: the checks the driver runs, by name
CHECKS = (
    "primal after forward mode",
    "primal after reverse mode",
    "forward vs finite differences",
    "dot-product test",
    "tangent is not zero",
    "reverse vs finite differences",
)


def _blob_sha(path: Path) -> str:
    data = path.read_bytes()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def test_vendored_sources_are_upstreams() -> None:
    """No patch: the files are LULESH's, byte for byte (the driver does the rest)."""
    for name, sha in UPSTREAM.items():
        assert _blob_sha(SRC / name) == sha, f"{name} differs from LULESH's commit 3e01c40"
    assert "Redistribution and use in source and binary forms" in (SRC / "LICENSE").read_text()


@pytest.fixture(scope="session")
def lulesh(tmp_path_factory):
    """``lulesh(opt, ad=True)``: the executable, built once per session."""
    out, built = tmp_path_factory.mktemp("lulesh"), {}

    def get(opt: str, ad: bool = True) -> Path:
        if (opt, ad) not in built:
            built[opt, ad] = build(out, opt, ad)
        return built[opt, ad]

    return get


def _checks(stdout: str) -> dict[str, str]:
    return dict(re.findall(r"^check (.+?): (ok|FAILED)", stdout, re.M))


def _primal(stdout: str) -> str:
    found = re.findall(r"^primal (\S+)$", stdout, re.M)
    assert len(found) == 1, stdout
    return found[0]


@pytest.mark.slow
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_one_rank(lulesh, opt) -> None:
    proc = run(lulesh(opt), 1, ["-s", "3", "-i", "3"])
    checks = _checks(proc.stdout)
    assert set(checks) == set(CHECKS), proc.stdout + proc.stderr
    assert all(v == "ok" for v in checks.values()), proc.stdout + proc.stderr
    assert proc.returncode == 0 and "lulesh rank 0 ok 6" in proc.stdout, proc.stdout


@pytest.mark.slow
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_primal_unchanged_by_lowering(lulesh, opt) -> None:
    """The lowered program's primal equals, digit for digit, that of the build mpiad never saw."""
    lowered = run(lulesh(opt), 1, ["-s", "3", "-i", "3"])
    plain = run(lulesh(opt, ad=False), 1, ["-s", "3", "-i", "3"])
    assert plain.returncode == 0, plain.stdout + plain.stderr
    assert _primal(lowered.stdout) == _primal(plain.stdout)


@pytest.mark.slow
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_eight_ranks(lulesh, opt) -> None:
    """8 ranks (a 2x2x2 cube, oversubscribed): LULESH's halo exchanges (forces summed, positions
    and velocities synchronised, velocity gradients for the artificial viscosity) and its
    MPI_MIN time step, in both modes."""
    proc = run(lulesh(opt), 8, ["-s", "3", "-i", "3"])
    checks = _checks(proc.stdout)
    assert set(checks) == set(CHECKS), proc.stdout + proc.stderr
    assert all(v == "ok" for v in checks.values()), proc.stdout + proc.stderr
    assert proc.returncode == 0 and proc.stdout.count(" ok 6") == 8, proc.stdout


@pytest.mark.slow
def test_fixed_time_step_and_energy_seeds(lulesh) -> None:
    """LULESH's fixed time step (no MPI_MIN reduction) and energies alone seeded, at 8 ranks."""
    proc = run(lulesh("O2"), 8, ["-s", "3", "-i", "4", "-f", "-m", "2"])
    checks = _checks(proc.stdout)
    assert checks and all(v == "ok" for v in checks.values()), proc.stdout + proc.stderr
