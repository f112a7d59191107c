"""Pausing Python's cyclic garbage collector while the pass builds its objects."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """The pass makes millions of small objects that all live until it ends: the cyclic
    collector's full sweeps over them made the pass time grow faster than the function (12x for
    10x the instructions). Nothing the pass makes needs collecting before it returns.

    On the way out the objects made meanwhile go straight to the oldest generation
    (``gc.freeze`` then ``gc.unfreeze``: two list splices): left in the youngest, the first
    allocation after ``gc.enable`` ran a young-generation collection over all of them, a tenth
    of the pass time, to find nothing. They are still collected (cycles included) by the next
    full collection. (Not when the application froze objects itself: ``gc.unfreeze`` would
    thaw those too.)"""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            if gc.get_freeze_count() == 0:
                gc.freeze()
                gc.unfreeze()
            gc.enable()
