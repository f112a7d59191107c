"""Blocking point to point: Send (and Ssend, Bsend, Rsend), Recv, Sendrecv, Sendrecv_replace.

The adjoint of a message is a message the other way: the reverse of a send receives the
adjoint of the data from the destination and adds it to the send buffer's shadow; the reverse
of a receive sends the receive buffer's adjoint back to the source (the one that matched, from
the status) and zeroes it."""

from __future__ import annotations

from ...ir.types import PTR
from ...ir.values import IntConst
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    dbufs,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
    width,
)

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "blocking point to point"


@mpi_rule
class Send(MPIRule):
    signatures = dict.fromkeys(
        ("MPI_Send", "MPI_Ssend", "MPI_Bsend", "MPI_Rsend"), "sbuf count dt int int comm"
    )

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        sync = IntConst(1 if inst.callee_name.endswith("Ssend") else 0)
        rt_call(
            g,
            "__mpiad_fwd_send",
            [a(0), dbufs(g, inst, a(0), PTR), width(g), a(1), a(2), a(3), a(4), a(5), sync],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        g.emit_primal(inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        rt_call(
            g,
            "__mpiad_rev_send",
            [shadow(g, inst, self.a(inst, 0)), p(1), p(2), p(3), p(4), p(5)],
            None,
        )


@mpi_rule
class Recv(MPIRule):
    signatures = {"MPI_Recv": "rbuf count dt int int comm status"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_recv",
            [a(0), dbufs(g, inst, a(0), PTR), width(g), a(1), a(2), a(3), a(4), a(5), a(6)],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        g.record(
            inst,
            rt_call(g, "__mpiad_aug_recv", [a(0), a(1), a(2), a(3), a(4), a(5), a(6)], "recv.rec"),
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        rt_call(
            g,
            "__mpiad_rev_recv",
            [g.recorded(inst), shadow(g, inst, self.a(inst, 0)), p(1), p(2), p(5)],
            None,
        )


@mpi_rule
class Sendrecv(MPIRule):
    signatures = {"MPI_Sendrecv": "sbuf count dt int int rbuf count dt int int comm status"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_sendrecv",
            [
                a(0),
                dbufs(g, inst, a(0), PTR),
                a(1),
                a(2),
                a(3),
                a(4),
                a(5),
                dbufs(g, inst, a(5), PTR),
                a(6),
                a(7),
                a(8),
                a(9),
                a(10),
                a(11),
                width(g),
            ],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        g.record(inst, rt_call(g, "__mpiad_aug_sendrecv", [a(i) for i in range(12)], "sr.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        rt_call(
            g,
            "__mpiad_rev_sendrecv",
            [
                g.recorded(inst),
                shadow(g, inst, self.a(inst, 0)),
                p(1),
                p(2),
                p(3),
                p(4),
                shadow(g, inst, self.a(inst, 5)),
                p(6),
                p(7),
                p(10),
            ],
            None,
        )


@mpi_rule
class SendrecvReplace(MPIRule):
    signatures = {"MPI_Sendrecv_replace": "buf count dt int int int int comm status"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_sendrecv_replace",
            [
                a(0),
                dbufs(g, inst, a(0), PTR),
                width(g),
                a(1),
                a(2),
                a(3),
                a(4),
                a(5),
                a(6),
                a(7),
                a(8),
            ],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        g.record(
            inst, rt_call(g, "__mpiad_aug_sendrecv_replace", [a(i) for i in range(9)], "sr.rec")
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        rt_call(
            g,
            "__mpiad_rev_sendrecv_replace",
            [g.recorded(inst), shadow(g, inst, self.a(inst, 0)), p(1), p(2), p(3), p(4), p(7)],
            None,
        )
