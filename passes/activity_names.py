"""The activity vocabulary: what each argument of a function to differentiate is, by one name.

One set of names from the front end to the pass: ``mpiad.Const`` / ``Active`` / ``Duplicated``
/ ``DuplicatedNoNeed`` carry these as their tags, the CLI's ``--args`` takes them as written,
Enzyme's markers (``enzyme_dup`` ...) map onto them, and :mod:`mpiad_passes.differentiate`
checks them. Defined once here (the pass is below the front end), so no layer translates one
spelling into another. They are plain strings: they key caches and travel through JSON.
"""

from __future__ import annotations

#: Duplicated: a shadow (tangent or adjoint buffer) follows the argument
DUP = "dup"
#: Duplicated, the primal result not needed
DUPNONEED = "dupnoneed"
#: no derivative
CONST = "const"
#: Active scalar (reverse mode): its adjoint is returned (Enzyme's ``enzyme_out``)
OUT = "out"

#: every activity the pass takes
ACTIVITIES = (DUP, DUPNONEED, CONST, OUT)
#: the activities whose argument is followed by its shadow(s)
DUPLICATED = frozenset({DUP, DUPNONEED})
