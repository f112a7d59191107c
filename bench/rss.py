"""Resident-set readings for the memory columns of the benchmarks (Linux /proc).

A call's peak extra memory is VmHWM after it minus VmRSS before it, with the peak reset to the
resident set first: otherwise growth below an earlier peak (the JIT's, a parent's) would not show.
"""

from __future__ import annotations

import ctypes
import gc

_libc = ctypes.CDLL("libc.so.6")


def status() -> dict[str, int]:
    """VmRSS and VmHWM in bytes."""
    out = {}
    for ln in open("/proc/self/status"):
        if ln.startswith(("VmRSS", "VmHWM")):
            k, v = ln.split(":")
            out[k] = int(v.split()[0]) * 1024
    return out


def reset_hwm() -> bool:
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def trimmed_rss() -> int | None:
    """The resident set after freed heap pages went back to the OS (glibc keeps freed arrays
    resident otherwise), with the peak reset to it: the peak's growth is then what the next call
    touches. None where the peak cannot be reset."""
    gc.collect()
    _libc.malloc_trim(0)
    return status()["VmRSS"] if reset_hwm() else None
