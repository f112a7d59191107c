"""Nonblocking point to point and completion: Isend/Irecv (and the other send modes),
Isendrecv(_replace) (MPI-4), Wait, Waitall, Test, Testall, Waitany, Testany, Waitsome, Testsome,
Request_get_status.

A request is paired with its shadow (forward) or its record (reverse) through its primal handle
in the runtime's request table, so requests may live anywhere (a raw integer array, an array
filled with MPI_REQUEST_NULL, storage passed in by the caller) and complete in any order. The
reverse of a completion starts the adjoint communication; the reverse of the Isend/Irecv itself
finishes it."""

from __future__ import annotations

from ...ir.types import PTR
from ...ir.values import Value
from ..signatures import BUFFERS
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
FAMILY = "nonblocking point to point and completion"


# -- point to point ------------------------------------------------------------------------------
@mpi_rule
class Isend(MPIRule):
    signatures = dict.fromkeys(
        ("MPI_Isend", "MPI_Ibsend", "MPI_Irsend", "MPI_Issend"), "sbuf count dt int int comm req"
    )

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_isend",
            [a(0), dbufs(g, inst, a(0), PTR), width(g), a(1), a(2), a(3), a(4), a(5), a(6)],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        g.record(
            inst,
            rt_call(
                g,
                "__mpiad_aug_isend",
                [a(0), shadow(g, inst, a(0)), a(1), a(2), a(3), a(4), a(5), a(6)],
                "req.rec",
            ),
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_isend", [g.recorded(inst)], None)


@mpi_rule
class Irecv(MPIRule):
    signatures = {"MPI_Irecv": "rbuf count dt int int comm req"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_irecv",
            [a(0), dbufs(g, inst, a(0), PTR), width(g), a(1), a(2), a(3), a(4), a(5), a(6)],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        g.record(
            inst,
            rt_call(
                g,
                "__mpiad_aug_irecv",
                [a(0), shadow(g, inst, a(0)), a(1), a(2), a(3), a(4), a(5), a(6)],
                "req.rec",
            ),
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_irecv", [g.recorded(inst)], None)


@mpi_rule
class Isendrecv(MPIRule):
    """MPI-4's send and receive under one request. The runtime's arguments are the call's, each
    buffer followed by its shadow (forward: its lanes, and the width last), so the signature says
    them all. The runtime posts the receive as the user's request and keeps the send, and both
    halves' derivative records, in that request's record, so every completion call above (and
    MPI_Request_free, which refuses it as an active receive) treats both halves
    (passes/mpi/runtime/nonblocking.c)."""

    signatures = {
        "MPI_Isendrecv": "sbuf count dt int int rbuf count dt int int comm req",
        "MPI_Isendrecv_replace": "buf count dt int int int int comm req",
    }
    fns = {
        "MPI_Isendrecv": ("__mpiad_fwd_isendrecv", "__mpiad_aug_isendrecv"),
        "MPI_Isendrecv_replace": ("__mpiad_fwd_isendrecv_replace", "__mpiad_aug_isendrecv_replace"),
    }

    def args(self, g, inst, forward: bool) -> list[Value]:
        out: list[Value] = []
        for i, kind in enumerate(self.signature.kinds):
            v = self.a(inst, i)
            out.append(v)
            if kind in BUFFERS:
                out.append(dbufs(g, inst, v, PTR) if forward else shadow(g, inst, v))
        return [*out, width(g)] if forward else out

    def forward(self, g: TangentBuilder, inst):
        rt_call(g, self.fns[self.name][0], self.args(g, inst, True), None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        g.record(inst, rt_call(g, self.fns[self.name][1], self.args(g, inst, False), "req.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_isendrecv", [g.recorded(inst)], None)


@mpi_rule
class Wait(RecordedCall):
    """Completion: waits on the shadow request too (forward); in reverse, starts the adjoint
    communication of the request it completes. Waiting on MPI_REQUEST_NULL is a no-op."""

    signatures = {"MPI_Wait": "req status"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_wait", "__mpiad_aug_wait", "__mpiad_rev_wait"


@mpi_rule
class Waitall(RecordedCall):
    signatures = {"MPI_Waitall": "int reqs statuses"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_waitall", "__mpiad_aug_waitall", "__mpiad_rev_waitall"


@mpi_rule
class Test(RecordedCall):
    """A completed test is a wait: the shadow request completes with it."""

    signatures = {"MPI_Test": "req out status"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_test", "__mpiad_aug_test", "__mpiad_rev_wait"


@mpi_rule
class Testall(RecordedCall):
    """A completed Testall is a Waitall for the shadow requests."""

    signatures = {"MPI_Testall": "int reqs out statuses"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_testall", "__mpiad_aug_testall", "__mpiad_rev_waitall"


class _Completion(RecordedCall):
    """Completion calls in any order (Waitany, Testany, Waitsome, Testsome): the runtime pairs the
    request MPI completed with its shadow (forward) or its record (reverse) through the request's
    primal handle, saved before the call. The arguments are passed through as they are."""


@mpi_rule
class Waitany(_Completion):
    signatures = {"MPI_Waitany": "int reqs index status"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_waitany", "__mpiad_aug_waitany", "__mpiad_rev_wait"


@mpi_rule
class Testany(_Completion):
    signatures = {"MPI_Testany": "int reqs index out status"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_testany", "__mpiad_aug_testany", "__mpiad_rev_wait"


@mpi_rule
class Waitsome(_Completion):
    signatures = {"MPI_Waitsome": "int reqs out indices statuses"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_waitsome", "__mpiad_aug_waitsome", "__mpiad_rev_waitall"


@mpi_rule
class Testsome(_Completion):
    signatures = {"MPI_Testsome": "int reqs out indices statuses"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_testsome", "__mpiad_aug_testsome", "__mpiad_rev_waitall"


@mpi_rule
class RequestGetStatus(MPIRule):
    """Status without completion: nothing to pair. Forward mode corrects the count of a fused
    receive (primal and tangents travel in one message) and unpacks it; reverse mode's primal
    messages are the user's own."""

    signatures = {"MPI_Request_get_status": "reqv out status"}

    def forward(self, g: TangentBuilder, inst):
        rt_call(g, "__mpiad_fwd_request_get_status", [self.a(inst, i) for i in range(3)], None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        g.emit_primal(inst)

    def reverse(self, g: AdjointBuilder, inst):
        pass
