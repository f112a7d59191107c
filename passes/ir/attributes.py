"""Parameter attribute lists: splitting them, and what stays true for a derivative's parameters.

Attributes are kept as text by the IR model; these helpers split a list into items and filter
it for the parameters the generators add (shadows, the two halves of a reverse-mode pair).
"""

from __future__ import annotations

#: attributes that describe the primal call's own contract, not the memory: never copied
_CALL_CONTRACT = (
    "returned", "sret", "byval", "inalloca", "preallocated", "swiftself", "swifterror", "nest",
    "immarg", "allocalign", "allocptr",
)  # fmt: skip


def split_attributes(attrs: str) -> list[str]:
    """Split an attribute list at top-level spaces: `align 8`, `initializes((0, 8))`,
    `"key"="value"` each stay one item."""
    items: list[str] = []
    cur = ""
    depth = 0
    in_str = False
    for w in attrs.split(" "):
        cur = f"{cur} {w}" if cur else w
        depth += w.count("(") - w.count(")")
        in_str ^= w.count('"') % 2 == 1
        if not (w in ("align", "alignstack") or depth > 0 or in_str):
            items.append(cur)
            cur = ""
    if cur:
        items.append(cur)
    return items


def param_attrs(attrs: str) -> str:
    """Keep attributes that stay true for shadows; drop returned/sret-like ones."""
    if not attrs:
        return ""
    return " ".join(a for a in split_attributes(attrs) if not a.startswith(_CALL_CONTRACT))


def shadow_attrs(attrs: str) -> str:
    """A reverse-mode shadow is read and written whatever the primal does with its memory."""
    drop = ("readonly", "writeonly", "readnone", "initializes", "dead_on_unwind", "writable")
    return " ".join(a for a in split_attributes(param_attrs(attrs)) if not a.startswith(drop))


def pair_attrs(attrs: str) -> str:
    """Parameters of ``aug`` and ``rev`` drop ``noalias`` and capture attributes: the two halves
    hand pointers to each other through memory (the tape, the MPI runtime's request table), so in
    ``rev`` a buffer is also reached through pointers that ``aug`` stored, which are not "based
    on" ``rev``'s parameter; with ``noalias`` LLVM would move ``rev``'s own accesses across the
    runtime calls that make them (a wrong gradient with a ``restrict`` buffer sent by MPI_Isend).
    ``diffe_<f>`` keeps them: every access during its call is based on its parameters."""
    return " ".join(
        a
        for a in split_attributes(attrs)
        if a != "noalias" and not a.startswith(("captures(", "nocapture"))
    )
