"""Counts of the expensive steps (tests assert that a second call does none of them)."""

from __future__ import annotations

from collections import Counter

#: numba_compiles, derivatives (pass runs), llvm_compiles, disk_hits, disk_writes
STATS: Counter = Counter()
