"""Reverse mode: gradients through an augmented forward sweep and a reverse sweep.

Every function differentiated in reverse mode becomes two functions sharing one tape:

- ``aug`` (``augmented.py``): the primal, plus shadow pointers, plus tape records: at the end of
  each block it pushes the values that block's reverse needs and the block's id
  (``records.py``);
- ``rev`` (``adjoint.py``): pops a block id, jumps to that block's reverse, which pops its values
  and runs the adjoint rules of the block's instructions in reverse order, then dispatches again.

One-block loops are reversed as counted loops over per-iteration caches (``loops.py``,
``loop_cache.py``), and a loop of several blocks around them whose trip count is known on entry
as one counted loop with one record per iteration (``nested.py``); cheap values are recomputed
rather than taped (``recompute.py``).
``module.py`` drives the whole module and makes the exported ``diffe_<f>``.
"""

from .module import ReverseModule
from .pairs import Pair, RevSignature

__all__ = ["Pair", "RevSignature", "ReverseModule"]
