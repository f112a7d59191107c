"""LLVM's notes on the vectorisation hints mpiad puts on its own loops, kept off the terminal.

A gradient built for forward mode with several directions asks LLVM to vectorise its gather loops
(``mpiad_passes.reverse.loop_hints``). Where LLVM cannot (its runtime checks would exceed even
the hinted limit: 8 directions of a stencil), the loop stays scalar, as it would without the
hint, and LLVM says so on stderr (``warning: ... loop not vectorized``, and ``remark:`` lines
for hinted loops). Those are about code mpiad made, not the user's, and say nothing the user
can act on: while LLVM optimises a module with such hints, file descriptor 2 goes to a
temporary file, and everything else written there meanwhile is passed on afterwards.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import tempfile
from collections.abc import Iterator

#: the hint that marks a module (see mpiad_passes.reverse.loop_hints)
HINT = "llvm.loop.vectorize.enable"
_NOTE = re.compile(r"^(warning|remark): .*loop not vectorized")


@contextlib.contextmanager
def quiet_loop_notes(text: str) -> Iterator[None]:
    """Around LLVM's optimisation of module ``text``: drop its notes on mpiad's hinted loops
    (nothing is redirected for a module without hints)."""
    saved = -1
    if HINT in text:
        sys.stderr.flush()
        with contextlib.suppress(OSError):  # no descriptor 2 (a daemon): nothing to keep quiet
            saved = os.dup(2)
    if saved < 0:
        yield
        return
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            lines = tmp.read().decode(errors="replace").splitlines(keepends=True)
            rest = "".join(ln for ln in lines if not _NOTE.match(ln))
            if rest:
                os.write(2, rest.encode())
