"""Modes and activity annotations, as in Enzyme.jl.

    autodiff(Forward, f, Duplicated(x, dx), Const(comm))      -> tangent of f's result
    autodiff(Reverse, f, Active(a), Duplicated(x, dx), comm)  -> (adjoint of a,); dx += x's adjoint
    autodiff(Forward, f, BatchDuplicated(x, (dx1, dx2)), ...) -> (tangent 1, tangent 2)

An argument passed without annotation is ``Const``.
"""

from __future__ import annotations

from dataclasses import dataclass

from mpiad_passes.activity_names import CONST, DUP, DUPNONEED, OUT


@dataclass(frozen=True)
class Mode:
    name: str  # 'forward' | 'reverse'
    with_primal: bool = False

    def __repr__(self) -> str:
        return {
            ("forward", False): "Forward",
            ("forward", True): "ForwardWithPrimal",
            ("reverse", False): "Reverse",
            ("reverse", True): "ReverseWithPrimal",
        }[(self.name, self.with_primal)]


#: forward (tangent) mode: returns the tangent of the result; shadows of outputs are filled in
Forward = Mode("forward")
#: forward mode that also returns the primal result: ``(tangent, result)``
ForwardWithPrimal = Mode("forward", True)
#: reverse (gradient) mode: returns the adjoints of the Active arguments; shadows accumulate
Reverse = Mode("reverse")
#: reverse mode that also returns the primal result: ``(adjoints, result)``
ReverseWithPrimal = Mode("reverse", True)


class Annotation:
    """Base of the activity annotations."""

    __slots__ = ("val",)
    tag = "?"

    def __init__(self, val):
        self.val = val

    def __repr__(self) -> str:
        return f"{type(self).__name__}({_short(self.val)})"


class Const(Annotation):
    """No derivative flows through this argument (data, sizes, communicators ...)."""

    tag = CONST


class Active(Annotation):
    """A floating-point scalar whose adjoint reverse mode returns."""

    tag = OUT  # the pass's name for an Active scalar (Enzyme's enzyme_out)


class Duplicated(Annotation):
    """An argument with its shadow: a tangent (forward) or an adjoint accumulator (reverse).

    Arrays: the shadow is an array of the same shape and dtype, of any memory layout (it need
    not be the primal's), updated in place. Scalars (forward mode only): the shadow is the
    scalar tangent. Tuples and namedtuples (nested): a shadow of the same structure, whose
    leaves follow these rules; leaves that carry no derivative (integers, integer arrays,
    booleans, communicators, jitclass instances, functions) are ignored (zeros or None), and a
    float leaf whose shadow is None is constant.
    """

    __slots__ = ("dval",)
    tag = DUP

    def __init__(self, val, dval):
        self.val = val
        self.dval = dval

    def __repr__(self) -> str:
        return f"{type(self).__name__}({_short(self.val)}, {_short(self.dval)})"


class DuplicatedNoNeed(Duplicated):
    """Like Duplicated, but the primal result of this argument is not needed."""

    tag = DUPNONEED


class BatchDuplicated(Annotation):
    """Vector forward mode: an argument with W tangents ``(dx1, ..., dxW)`` pushed at once."""

    __slots__ = ("dvals",)
    tag = DUP

    def __init__(self, val, dvals):
        self.val = val
        self.dvals = tuple(dvals)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({_short(self.val)}, <{len(self.dvals)} tangents>)"


class BatchDuplicatedNoNeed(BatchDuplicated):
    tag = DUPNONEED


def _short(v) -> str:
    try:
        import numpy as np

        if isinstance(v, np.ndarray):
            return f"array(shape={v.shape}, dtype={v.dtype})"
    except ImportError:  # pragma: no cover
        pass
    r = repr(v)
    return r if len(r) < 40 else r[:37] + "..."
