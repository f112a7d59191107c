"""The mark on the functions mpiad links into a module (the tape helpers, the MPI runtime).

``mpiad-opt``'s output is valid ``mpiad-opt`` input: a module may be differentiated again (another
``--fn``, an ``__enzyme_*`` call added later), any number of times. The helpers an earlier run
linked in must then be recognised as mpiad's, not taken for the user's code: preprocessing must
neither read them as signs of a debug build (the tape helpers are ``alwaysinline``) nor simplify
them away (the always-inliner deletes an ``alwaysinline`` internal function once it has inlined
every call: the second derivative then called helpers nobody defined). So every runtime function
carries the string attribute ``"mpiad"="runtime"``. A function attribute, rather than a list of
names in named metadata, because it goes wherever the function goes: LLVM keeps it through
parsing, printing, optimisation and linking (which may rename an internal function), and it
leaves with a function that is deleted.
"""

from __future__ import annotations

import re

from .ir.module import Function

RUNTIME_KEY = '"mpiad"'
RUNTIME_ATTR = '"mpiad"="runtime"'

#: what may come before the function attributes in a definition's trailer (``post``)
_LEAD = re.compile(r"\s*(?:(?:local_)?unnamed_addr\s*)?(?:addrspace\(\d+\)\s*)?")


def mark_runtime(fn: Function) -> None:
    """Put the runtime mark on ``fn`` (a function mpiad links in)."""
    if RUNTIME_ATTR not in fn.post:
        fn.post = with_fn_attrs(fn.post, RUNTIME_ATTR)


def with_fn_attrs(post: str, attrs: str) -> str:
    """A definition's trailer ``post`` with the function attributes ``attrs`` written where
    LLVM's grammar wants them: after ``unnamed_addr``/``addrspace``, before section,
    personality..."""
    at = _LEAD.match(post).end()
    head = post[:at].rstrip()
    tail = post[at:].strip()
    return " ".join(x for x in (head, attrs.strip(), tail) if x)


def is_runtime(words: set[str]) -> bool:
    """Do a function's attribute words (groups resolved) carry the runtime mark?"""
    return RUNTIME_ATTR in words
