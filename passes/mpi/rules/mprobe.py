"""Probes and matched receives: Probe, Iprobe, Mprobe, Improbe, Mrecv, Imrecv.

A probe carries no derivative, but in forward mode it must see the primal message with the
primal's status: with fused messages (MPIAD_FUSE=1, the runtime's default) a message of floating
point data carries its tangents too and its probed length would count them, which the probe
cannot correct (it does not know the datatype), so the runtime refuses probes in fused forward
mode and names MPIAD_FUSE=0; unfused, the tangents travel in a message of their own after the
primal one, and the probe sees the primal (passes/mpi/runtime/mprobe.c). Mrecv is a receive from
the matched message's source and tag on the communicator its probe recorded; its adjoint goes
back to that source at the reverse of the probe (the matching order). Imrecv is an Irecv of the
matched message: its completions and reverse are the Irecv's (nonblocking.py)."""

from __future__ import annotations

from ...ir.types import PTR
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
FAMILY = "probes and matched receives (forward mode with MPIAD_FUSE=0)"


class _Probe(MPIRule):
    """A probe: forward, the runtime's (which refuses fused messages); reverse, the primal as is
    (``aug_fn`` empty) or a record of the matched message for its receive (``aug_fn``, reversed
    by ``rev_fn``)."""

    fwd_fn = aug_fn = rev_fn = ""

    def forward(self, g: TangentBuilder, inst):
        rt_call(g, self.fwd_fn, [a.value for a in inst.args], None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        if not self.aug_fn:
            g.emit_primal(inst)
            return
        g.record(inst, rt_call(g, self.aug_fn, [a.value for a in inst.args], "msg.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        if self.rev_fn:
            rt_call(g, self.rev_fn, [g.recorded(inst)], None)


@mpi_rule
class Probe(_Probe):
    signatures = {"MPI_Probe": "int int comm status"}
    fwd_fn = "__mpiad_fwd_probe"


@mpi_rule
class Iprobe(_Probe):
    signatures = {"MPI_Iprobe": "int int comm out status"}
    fwd_fn = "__mpiad_fwd_iprobe"


@mpi_rule
class Mprobe(_Probe):
    signatures = {"MPI_Mprobe": "int int comm out status"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_mprobe", "__mpiad_aug_mprobe", "__mpiad_rev_mprobe"


@mpi_rule
class Improbe(_Probe):
    signatures = {"MPI_Improbe": "int int comm out out status"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_improbe", "__mpiad_aug_improbe", "__mpiad_rev_mprobe"


@mpi_rule
class Mrecv(MPIRule):
    signatures = {"MPI_Mrecv": "rbuf count dt out status"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_mrecv",
            [a(0), dbufs(g, inst, a(0), PTR), width(g), a(1), a(2), a(3), a(4)],
            None,
        )
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        args = [self.a(inst, i) for i in range(5)]
        g.record(inst, rt_call(g, "__mpiad_aug_mrecv", args, "mrecv.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(
            g,
            "__mpiad_rev_mrecv",
            [g.recorded(inst), shadow(g, inst, self.a(inst, 0)), g.primal(self.a(inst, 2))],
            None,
        )


@mpi_rule
class Imrecv(MPIRule):
    signatures = {"MPI_Imrecv": "rbuf count dt out req"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_imrecv",
            [a(0), dbufs(g, inst, a(0), PTR), width(g), a(1), a(2), a(3), a(4)],
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
                "__mpiad_aug_imrecv",
                [a(0), shadow(g, inst, a(0)), a(1), a(2), a(3), a(4)],
                "req.rec",
            ),
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_irecv", [g.recorded(inst)], None)
