"""Numba's error for a slice assignment of the wrong shape, made cheap to compile.

A kernel that assigns an array to a slice (``u[1 : n + 1] = u0``) makes Numba compile the error
it raises when the shapes differ: ``cannot assign slice of shape (3,) from input of shape (2,)``.
Numba builds that message in compiled code (``str`` of each extent, f-strings, concatenation),
which drags its whole unicode library into the kernel: about half of Numba's compile time of
examples/heat.py (1-2.5 CPU seconds of a cold first gradient), and the same code again through
mpiad's parse, pass and LLVM -O3 of the derivative module, for a message built only on an error.

Here the compiled code raises :class:`SliceShapeError` (a ``ValueError``) with the two shape
tuples as run-time values, and the message, the same text as Numba's, is made in Python when
the exception is raised: Numba's dynamic exceptions box the tuples, and mpiad's own call path
rebuilds the exception from the same record. Numba finds the function to call by the module
global ``numba.np.arrayobj.raise_with_shape_context`` (a stub that targets overload to
specialise the message) each time it compiles a slice assignment, so that global is pointed at
this module's stub, overloaded for the CPU target and, as Numba's is, for the generic one (the
constant message). Where a Numba version has no such stub, nothing is changed.
"""

from __future__ import annotations

from numba.core import types
from numba.extending import overload
from numba.np import arrayobj


class SliceShapeError(ValueError):
    """A slice assignment's source and destination shapes differ (Numba's message)."""

    def __init__(self, src_shape: tuple, index_shape: tuple):
        super().__init__(
            f"cannot assign slice of shape {_shape(index_shape)} from input of shape "
            f"{_shape(src_shape)}"
        )
        self.src_shape, self.index_shape = tuple(src_shape), tuple(index_shape)

    def __reduce__(self):
        return type(self), (self.src_shape, self.index_shape)


def _shape(t) -> str:
    t = tuple(t)
    return f"({t[0]},)" if len(t) == 1 else f"({', '.join(str(x) for x in t)})"


def raise_with_shape_context(src_shapes, index_shape):
    """Raise :class:`SliceShapeError` (compiled code only, as Numba's stub)."""
    raise NotImplementedError


def _int_tuples(src_shapes, index_shape) -> bool:
    return (
        isinstance(src_shapes, types.UniTuple)
        and isinstance(index_shape, types.UniTuple)
        and src_shapes.dtype == index_shape.dtype
        and isinstance(src_shapes.dtype, types.Integer)
    )


@overload(raise_with_shape_context, target="generic")
def _ol_generic(src_shapes, index_shape):
    # targets without Numba's runtime (no boxed run-time values): Numba's own constant message
    if _int_tuples(src_shapes, index_shape):

        def impl(src_shapes, index_shape):
            raise ValueError("cannot assign slice from input of different size")

        return impl


@overload(raise_with_shape_context, target="CPU")
def _ol_cpu(src_shapes, index_shape):
    if _int_tuples(src_shapes, index_shape):

        def impl(src_shapes, index_shape):
            raise SliceShapeError(src_shapes, index_shape)

        return impl


def install() -> bool:
    """Point Numba's slice-assignment error at :func:`raise_with_shape_context` (once; False
    where this Numba has no such hook)."""
    if not hasattr(arrayobj, "raise_with_shape_context"):
        return False
    arrayobj.raise_with_shape_context = raise_with_shape_context
    return True


install()
