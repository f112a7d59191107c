"""The second-order rules' tables (passes/mpi/rules/second_order.py) against the MPI runtime:
every helper they replace is a runtime function, every second-order helper they call exists with
as many parameters as the rule passes, in each ABI; and the names a refusal shows."""

from __future__ import annotations

import pytest

import mpiad_passes.rules  # noqa: F401  (registers the rule units)
from mpiad_passes.mpi.rules import second_order as S
from mpiad_passes.mpi.runtime import runtime_module
from mpiad_passes.rules.registry import CALL_RULES

RULES = {n: r for n, r in CALL_RULES.items() if isinstance(r, S.HelperRule)}


def test_rules_found() -> None:
    assert {"__mpiad_aug_allreduce", "__mpiad_rev_reduce", "__mpiad_aug_isend"} <= set(RULES)


@pytest.mark.parametrize("abi", ["mpich", "openmpi", "standard"])
def test_targets_match_runtime(abi: str) -> None:
    rt = runtime_module(abi).functions
    for name, rule in RULES.items():
        assert name in rt, name
        if not rule.target:
            continue
        target = rt.get(rule.target)
        assert target is not None and not target.is_declaration, rule.target
        assert len(target.params) == len(rule.spec), rule.target
        n_args = len(rt[name].params)
        for s in rule.spec:
            i = s[1] if isinstance(s, tuple) else s
            assert i == S.W or 0 <= i < n_args, (name, s)


def test_names_in_messages() -> None:
    assert S.mpi_call_of("__mpiad_aug_sendrecv_replace") == "MPI_Sendrecv_replace"
    assert S.mpi_call_of("__mpiad_rev_gather") == "MPI_Gather"
    assert S.mpi_call_of("__mpiad_rev_reduce") == "MPI_Allreduce / MPI_Reduce"
    assert S.mpi_call_of("__mpiad_ckpt_forward").startswith("a checkpointed loop")
    assert "MPI_Allreduce_init" in S.mpi_call_of("__mpiad_pinit_allreduce")
    assert "MPI_Iscan" in S.mpi_call_of("__mpiad_aug_iscan")
    assert S.mpi_call_of("__mpiad_aug_ineighbor") == "a neighbourhood collective"
    assert "MPI_Alltoallw" in S.mpi_call_of("__mpiad_aug_ialltoallw")


def test_supported_listed() -> None:
    """The calls this round made second-order are in the refusal's list (README says the same)."""
    for call in ("PROD", "Sendrecv_replace", "Alltoall", "Iallreduce", "Allgatherv", "Send_init"):
        assert call in S.SECOND_ORDER_CALLS, call
    for call in ("Scan / Exscan", "Iscan / Iexscan", "Isendrecv_replace", "MINLOC / MAXLOC",
                 "Allreduce_init", "Bcast_init"):  # fmt: skip
        assert call in S.SECOND_ORDER_CALLS, call
    helpers = ("__mpiad_aug_scan", "__mpiad_aug_iscan", "__mpiad_aug_isendrecv",
               "__mpiad_pinit_allreduce", "__mpiad_pinit_bcast")  # fmt: skip
    assert "__mpiad_pinit_neighbor" not in RULES
    assert "neighbourhood" in S.mpi_call_of("__mpiad_pinit_neighbor")
    for helper in ("__mpiad_aug_iallreduce", "__mpiad_aug_start", "__mpiad_aug_waitany", *helpers):
        assert helper in RULES, helper
    assert S.source_name("augmented._ZN3f.dcc.ro12") == "_ZN3f"
    assert S.source_name("reverse.energy.dc") == "energy"
