"""docs/MPI.md (the table of MPI functions) and the README's count follow the rule registry:
``tools/gen_mpi_table.py --check`` fails when either is stale."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mpi_table_is_generated_from_the_registry() -> None:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_mpi_table.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
