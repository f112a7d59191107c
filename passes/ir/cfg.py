"""Control-flow facts the generators need: an order that visits definitions before uses,
predecessors, and where new stack slots go."""

from __future__ import annotations

from .instructions import Instruction, Phi
from .module import Block, Function


def dominance_order(fn: Function) -> list[Block]:
    """The blocks in reverse post-order from the entry (every definition is visited before its
    non-phi uses: optimised IR, e.g. Numba's, lists blocks in any order), then unreachable ones."""
    by_label = {blk.label: blk for blk in fn.blocks}
    seen: set[str] = set()
    post: list[Block] = []
    if fn.blocks:
        stack = [(fn.blocks[0], iter(fn.blocks[0].successors()))]
        seen.add(fn.blocks[0].label)
        while stack:
            blk, it = stack[-1]
            for succ in it:
                nxt = by_label.get(succ)
                if nxt is not None and succ not in seen:
                    seen.add(succ)
                    stack.append((nxt, iter(nxt.successors())))
                    break
            else:
                stack.pop()
                post.append(blk)
    order = post[::-1]
    return order + [blk for blk in fn.blocks if blk.label not in seen]


def predecessors(fn: Function) -> dict[str, list[str]]:
    """Block label -> the labels of the blocks that branch to it (each once)."""
    out: dict[str, list[str]] = {b.label: [] for b in fn.blocks}
    for b in fn.blocks:
        if not b.instructions:
            continue
        for s in set(b.instructions[-1].successors()):
            if s in out:
                out[s].append(b.label)
    return out


def place_entry_allocas(fn: Function, allocas: list[Instruction]) -> None:
    """Allocas made by rules go to the top of the entry block (never inside a loop)."""
    if allocas:
        entry = fn.blocks[0].instructions
        k = 0
        while k < len(entry) and isinstance(entry[k], Phi):
            k += 1
        entry[k:k] = allocas
