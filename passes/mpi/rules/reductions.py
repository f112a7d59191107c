"""Reductions: Allreduce and Reduce with SUM, PROD (exact with zeros), MIN, MAX (lowest rank wins
ties) and MPI_IN_PLACE. The op may arrive as a constant, a global, a load of a global or through
arguments: the runtime dispatches on its value and stops with a message naming the call for an
op without a derivative; a user-defined op needs ``mpiad_register_op_derivative``."""

from __future__ import annotations

from ...ir.types import PTR
from ...rules.registry import register_call
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    check_user_op,
    dbufs,
    name_result,
    rt_call,
    shadow,
    width,
)


@register_call("MPI_Allreduce")
class Allreduce(MPIRule):
    recv = ((1, 3),)

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        check_user_op(g, inst, a(4))
        rt_call(
            g,
            "__mpiad_fwd_allreduce",
            [
                a(0),
                dbufs(g, inst, a(0), PTR),
                a(1),
                dbufs(g, inst, a(1), PTR),
                width(g),
                a(2),
                a(3),
                a(4),
                a(5),
            ],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        check_user_op(g, inst, a(4))
        g.record(
            inst,
            rt_call(g, "__mpiad_aug_allreduce", [a(0), a(1), a(2), a(3), a(4), a(5)], "red.rec"),
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(
            g,
            "__mpiad_rev_reduce",
            [g.recorded(inst), shadow(g, inst, self.a(inst, 0)), shadow(g, inst, self.a(inst, 1))],
            None,
        )


@register_call("MPI_Reduce")
class Reduce(MPIRule):
    recv = ((1, 3),)

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        check_user_op(g, inst, a(4))
        rt_call(
            g,
            "__mpiad_fwd_reduce",
            [
                a(0),
                dbufs(g, inst, a(0), PTR),
                a(1),
                dbufs(g, inst, a(1), PTR),
                width(g),
                a(2),
                a(3),
                a(4),
                a(5),
                a(6),
            ],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        check_user_op(g, inst, a(4))
        g.record(
            inst,
            rt_call(g, "__mpiad_aug_reduce", [a(0), a(1), a(2), a(3), a(4), a(5), a(6)], "red.rec"),
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(
            g,
            "__mpiad_rev_reduce",
            [g.recorded(inst), shadow(g, inst, self.a(inst, 0)), shadow(g, inst, self.a(inst, 1))],
            None,
        )
