"""flang's array descriptors through mpiad's reverse mode: ``enzyme_src/descriptors.f90`` reads
a differentiated argument through a pointer array. At -O0 flang copies the descriptor (its base
address first) between stack slots by ``memcpy``; differentiated as it is
(``MPIAD_PREPROCESS=never``) the reverse sweep once treated those bytes as doubles and crashed.
Compiled by flang, passed through ``mpiad-opt``, linked and run; the program checks the gradient
against central finite differences and prints ``ok 5``. Slow (Fortran builds): -O0 differentiated
as it is and with the default policy (which now preprocesses it), and -O2."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.integration.test_enzyme_dropin import SRC, _run
from tests.support.fortran import require_flang_alone

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("opt,policy", [("O0", "never"), ("O0", "auto"), ("O2", "auto")])
def test_gradient_through_a_pointer_array(tmp_path, opt, policy) -> None:
    flang = require_flang_alone()
    ll, lowered, exe = tmp_path / "d.ll", tmp_path / "d.out.ll", tmp_path / "d"
    _run([flang, f"-{opt}", f"-J{tmp_path}", "-S", "-emit-llvm", str(SRC / "descriptors.f90")]
         + ["-o", str(ll)], "flang")  # fmt: skip
    cli = [sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(lowered)]
    _run([*cli, "--preprocess", policy], "mpiad-opt")
    _run([flang, str(lowered), "-o", str(exe)], "linking")
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout.strip().endswith("ok 5"), proc.stdout + proc.stderr
