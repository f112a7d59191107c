"""Reductions: Allreduce and Reduce with SUM, PROD (exact with zeros), MIN, MAX (lowest rank wins
ties), MINLOC / MAXLOC on MPI_DOUBLE_INT and MPI_2DOUBLE_PRECISION pairs (the value's derivative
comes from the winning pair, the location has none; in Scan and Exscan too, and in the
nonblocking and persistent forms: icoll_sweeps.c) and MPI_IN_PLACE; Scan and Exscan; the local
Reduce_local. The op may arrive as a constant, a global, a load of a global or through
arguments: the runtime dispatches on its value and stops with a message naming the call for an
op without a derivative; a user-defined op needs ``mpiad_register_op_derivative``."""

from __future__ import annotations

from ...ir.types import PTR
from ...ir.values import IntConst
from .. import abi as ABI
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    check_user_op,
    dbufs,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
    width,
)

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "reductions, scans (SUM/PROD/MIN/MAX, MINLOC/MAXLOC)"


@mpi_rule
class Allreduce(MPIRule):
    signatures = {"MPI_Allreduce": "sbuf rbuf count dt op comm"}
    datatypes = ABI.FLOAT_DATATYPES | ABI.PAIR_DATATYPES

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


@mpi_rule
class Reduce(MPIRule):
    signatures = {"MPI_Reduce": "sbuf rbuf count dt op root comm"}
    datatypes = ABI.FLOAT_DATATYPES | ABI.PAIR_DATATYPES

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


@mpi_rule
class Scan(MPIRule):
    """``MPI_(Ex)scan(sbuf, rbuf, count, dt, op, comm)``: a prefix reduction over the ranks."""

    signatures = dict.fromkeys(("MPI_Scan", "MPI_Exscan"), "sbuf rbuf count dt op comm")
    datatypes = ABI.FLOAT_DATATYPES | ABI.PAIR_DATATYPES

    def ex(self) -> IntConst:
        return IntConst(int(self.name == "MPI_Exscan"))

    def forward(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(6)]
        check_user_op(g, inst, a[4])
        rt_call(
            g,
            "__mpiad_fwd_scan",
            [a[0], dbufs(g, inst, a[0], PTR), a[1], dbufs(g, inst, a[1], PTR), width(g), *a[2:]]
            + [self.ex()],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(6)]
        check_user_op(g, inst, a[4])
        g.record(inst, rt_call(g, "__mpiad_aug_scan", [*a, self.ex()], "scan.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(
            g,
            "__mpiad_rev_scan",
            [g.recorded(inst), shadow(g, inst, self.a(inst, 0)), shadow(g, inst, self.a(inst, 1))],
            None,
        )


@mpi_rule
class ReduceLocal(MPIRule):
    """``MPI_Reduce_local(in, inout, count, dt, op)``: inout = in op inout, no communication."""

    signatures = {"MPI_Reduce_local": "sbuf buf count dt op"}

    def forward(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(5)]
        check_user_op(g, inst, a[4])
        rt_call(
            g,
            "__mpiad_fwd_reduce_local",
            [a[0], dbufs(g, inst, a[0], PTR), a[1], dbufs(g, inst, a[1], PTR), width(g), *a[2:]],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(5)]
        check_user_op(g, inst, a[4])
        g.record(inst, rt_call(g, "__mpiad_aug_reduce_local", a, "local.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(
            g,
            "__mpiad_rev_reduce_local",
            [g.recorded(inst), shadow(g, inst, self.a(inst, 0)), shadow(g, inst, self.a(inst, 1))],
            None,
        )
