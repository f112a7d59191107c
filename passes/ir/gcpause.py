"""Pausing Python's cyclic garbage collector while the pass builds its objects."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """The pass makes millions of small objects that all live until it ends: the cyclic
    collector's full sweeps over them made the pass time grow faster than the function (12x for
    10x the instructions). Nothing the pass makes needs collecting before it returns."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
