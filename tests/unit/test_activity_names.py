"""One activity vocabulary from the front end to the pass (issue 38).

The front end's annotations carry the pass's own names as their tags, the Enzyme markers map
onto them, and the front end hands an Active scalar to the pass without translating it. The
user-facing spellings (the annotation classes, the CLI's ``--args`` names, Enzyme's markers)
are unchanged.
"""

from __future__ import annotations

import mpiad
from mpiad import activity as A
from mpiad.calling import Spec
from mpiad.generate import _leaf_activities, n_active
from mpiad.numba_frontend import ArgLayout
from mpiad_passes import activity_names as N
from mpiad_passes import differentiate as D
from mpiad_passes import enzyme_api


def test_front_end_tags_are_the_pass_names():
    tags = {
        A.Const: N.CONST,
        A.Active: N.OUT,
        A.Duplicated: N.DUP,
        A.DuplicatedNoNeed: N.DUPNONEED,
        A.BatchDuplicated: N.DUP,
        A.BatchDuplicatedNoNeed: N.DUPNONEED,
    }
    for cls, name in tags.items():
        assert cls.tag == name and cls.tag in D.ACTIVITIES
    assert D.ACTIVITIES is N.ACTIVITIES
    assert mpiad.Active is A.Active


def test_enzyme_markers_and_cli_spellings_map_onto_the_vocabulary():
    acts = {m: a for m, a in enzyme_api.MARKERS.items() if a in N.ACTIVITIES}
    assert acts == {
        "enzyme_dup": N.DUP,
        "enzyme_dupnoneed": N.DUPNONEED,
        "enzyme_const": N.CONST,
        "enzyme_out": N.OUT,
    }
    assert set(N.ACTIVITIES) == {"dup", "dupnoneed", "const", "out"}  # mpiad-opt --args


def test_an_active_scalar_reaches_the_pass_untranslated():
    scalar = ArgLayout("a", "float64", "float", 1, ("double",), (), True)
    assert _leaf_activities(scalar, A.Active.tag) == [N.OUT]
    assert _leaf_activities(scalar, N.DUPNONEED) == [N.DUP]  # by value: its primal is needed
    assert _leaf_activities(scalar, N.CONST) == [N.CONST]

    class Kir:
        args = [scalar, scalar]

    assert n_active(Kir(), Spec("reverse", 1, (N.OUT, N.CONST))) == 1
