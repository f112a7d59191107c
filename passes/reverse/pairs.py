"""What identifies a reverse-mode derivative pair, and what it is made of."""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.module import Function
from ..ir.types import I64, PTR, StructType

TAPE_TYPE = StructType((PTR, I64, I64))  # data, used bytes, capacity


def base_name(name: str | None) -> str:
    """A name without quotes, to build readable derived names from."""
    return name.strip('"') if name else "arg"


@dataclass
class RevSignature:
    fn: str
    acts: tuple[str, ...]  # per param: 'dup' (pointer with shadow), 'active' (float), 'const'
    #: parameters whose memory nothing writes during the outermost call (reloaded, not taped)
    readonly: frozenset[int] = frozenset()
    #: per parameter: offsets of pointers in its memory the caller writes active data through
    slots: tuple[frozenset, ...] = ()
    #: (parameter, byte offset): the pointer stored there points into memory nothing writes
    #: during the outermost call (a parallel loop body's read-only arrays, in its argument array)
    readonly_slots: frozenset[tuple[int, int]] = frozenset()

    def key(self):
        return (self.fn, self.acts, self.readonly, self.slots, self.readonly_slots)


@dataclass
class Pair:
    """The two functions reverse mode makes of one source function: ``aug`` (the primal plus
    shadow pointers and tape records) and ``rev`` (the reverse sweep)."""

    sig: RevSignature
    aug: Function
    rev: Function
    active_scalars: list[int]  # param indices whose adjoints rev returns (in order)
    #: the name both functions' code calls the tape by: a copy of the header the tape
    #: parameter points to, made on entry (``localize_tape``)
    tape_local: str = "tape.local"
