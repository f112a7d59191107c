"""Errors the pass raises for people, not for debuggers.

Every failure the user can cause (bad IR, an unsupported construct, an unknown MPI call) is an
``MpiadError`` whose message names the thing and what to do; front ends print ``error: <message>``
and exit 1, never a traceback.
"""

from __future__ import annotations


class MpiadError(Exception):
    """A user-facing error: ``str(err)`` is one line that can be printed after ``error:``."""


class IRParseError(MpiadError):
    """Text that is not LLVM IR we can represent; carries the 1-based line and column."""

    def __init__(self, message: str, line: int = 0, col: int = 0, source: str = "<input>"):
        self.message = message
        self.line = line
        self.col = col
        self.source = source
        loc = f"{source}:{line}:{col}: " if line else f"{source}: "
        super().__init__(loc + message)


class VerifyError(MpiadError):
    """A module that LLVM's verifier rejects."""


class UnsupportedError(MpiadError):
    """A construct that parses but that a pass cannot handle (no rule, unknown function...)."""
