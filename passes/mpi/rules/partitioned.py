"""MPI-4's partitioned communication: Psend_init, Precv_init, Pready, Pready_range, Pready_list,
Parrived (started, completed and freed as persistent requests: persistent.py, nonblocking.py).

Forward mode runs one partitioned request per tangent lane beside the user's, readied partition
by partition with it; reverse mode moves a start's adjoint as one message, a persistent send's
or receive's, so the readiness calls have no adjoint (passes/mpi/runtime/partitioned.c)."""

from __future__ import annotations

from ...ir.types import PTR
from .common import (
    AdjointBuilder,
    MPIRule,
    RecordedCall,
    TangentBuilder,
    dbufs,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
    width,
)

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "partitioned communication (per start, one message's derivative)"


@mpi_rule
class PartitionedInit(MPIRule):
    """``MPI_P{send,recv}_init(buf, partitions, count, dt, peer, tag, comm, info, req)``: no
    communication of its own; the lanes' requests (forward) or the record of the whole buffer
    (reverse) are kept for the starts. No reverse."""

    signatures = {
        "MPI_Psend_init": "sbuf int mcount dt int int comm info req",
        "MPI_Precv_init": "rbuf int mcount dt int int comm info req",
    }

    def _fn(self, mode: str) -> str:
        return f"__mpiad_{mode}_{self.name[4:].lower()}"

    def forward(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(9)]
        rt_call(g, self._fn("fwd"), [a[0], dbufs(g, inst, a[0], PTR), width(g), *a[1:]], None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(9)]
        rt_call(g, self._fn("aug"), [a[0], shadow(g, inst, a[0]), *a[1:]], None)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        pass

    def runtime_functions(self) -> set[str]:
        return {self._fn("fwd"), self._fn("aug")}


@mpi_rule
class Readiness(RecordedCall):
    """Pready(_range, _list) and Parrived: forward mode readies / polls the lanes' partitions
    with the user's; reverse mode moves a start's adjoint at the reverse of these where the
    program fills or reads its buffer (a send's last Pready, a receive's first Parrived that
    found a partition), not at the Start's or the completion's."""

    signatures = {
        "MPI_Pready": "int reqv",
        "MPI_Pready_range": "int int reqv",
        "MPI_Pready_list": "int ints reqv",
        "MPI_Parrived": "reqv int out",
    }

    @property
    def fwd_fn(self) -> str:  # type: ignore[override]
        return f"__mpiad_fwd_{self.name[4:].lower()}"

    @property
    def aug_fn(self) -> str:  # type: ignore[override]
        return f"__mpiad_aug_{self.name[4:].lower()}"

    @property
    def rev_fn(self) -> str:  # type: ignore[override]
        return "__mpiad_rev_parrived" if self.name == "MPI_Parrived" else "__mpiad_rev_pready"

    def runtime_functions(self) -> set[str]:
        return {self.fwd_fn, self.aug_fn, self.rev_fn}
