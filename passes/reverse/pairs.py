"""What identifies a reverse-mode derivative pair, and what it is made of."""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.attributes import split_attributes
from ..ir.module import Function, Param
from ..ir.types import I64, PTR, StructType

TAPE_TYPE = StructType((PTR, I64, I64))  # data, used bytes, capacity


def unread_in_reverse(p: Param, act: str) -> bool:
    """Does the reverse sweep of a function never need the primal pointer ``p`` (activity
    ``act``)? So when it is constant (no shadow), ``writeonly`` (nothing reads through it) and
    not captured (its address goes nowhere): the reverse sweep reads no primal memory through
    it and has nothing to write there. Its caller then passes null, instead of taping an
    address that is often stack memory of the forward sweep (Numba's exception record slot:
    every call of a Numba function that may raise), dead when the reverse sweep runs; forward
    mode over the gradient would otherwise have to give that slot and what it holds tangents."""
    if act != "const" or not p.type.is_pointer:
        return False
    items = split_attributes(p.attrs)
    return "writeonly" in items and any(a in ("captures(none)", "nocapture") for a in items)


#: attributes a null pointer breaks (the reverse function gets null where ``unread_in_reverse``)
NULL_UNSAFE = ("nonnull", "dereferenceable", "noundef", "align ", "initializes", "writable")


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
