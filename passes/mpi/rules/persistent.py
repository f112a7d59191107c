"""Persistent requests: Send_init (and Ssend_init, Rsend_init, Bsend_init), Recv_init, Start,
Startall; and Request_free.

A persistent request keeps its handle from *_init to Request_free; the runtime keeps its set-up
under that handle. Each Start is a new communication, paired with its completion (any of the
completion calls, nonblocking.py) like an Isend / Irecv: the reverse of the completion starts the
adjoint communication, the reverse of the Start finishes it, so the starts of a time loop are
undone one by one, last first. Request_free of an active send lets the message go (its reverse
is that of a completion); of an active receive, persistent request or collective it stops with a
message (passes/mpi/runtime/persistent.c)."""

from __future__ import annotations

from ...ir.types import PTR
from ...ir.values import IntConst
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
FAMILY = "persistent requests (each start a new communication)"

#: send modes, as the runtime's *_init take them
_MODES = {"MPI_Send_init": 0, "MPI_Ssend_init": 1, "MPI_Rsend_init": 2, "MPI_Bsend_init": 3}


class _Init(MPIRule):
    """``MPI_X_init(buf, count, dt, peer, tag, comm, req)``: no communication of its own; the
    set-up (shadow buffer and lanes included) is kept for the starts. No reverse."""

    fwd_fn = aug_fn = ""

    def mode(self, inst) -> list:
        return []

    def forward(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(7)]
        args = [a[0], dbufs(g, inst, a[0], PTR), width(g), *a[1:]] + self.mode(inst)
        rt_call(g, self.fwd_fn, args, None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(7)]
        rt_call(g, self.aug_fn, [a[0], shadow(g, inst, a[0]), *a[1:]] + self.mode(inst), None)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        pass


@mpi_rule
class SendInit(_Init):
    signatures = dict.fromkeys(_MODES, "sbuf count dt int int comm req")
    fwd_fn, aug_fn = "__mpiad_fwd_send_init", "__mpiad_aug_send_init"

    def mode(self, inst) -> list:
        return [IntConst(_MODES[self.name])]


@mpi_rule
class RecvInit(_Init):
    signatures = {"MPI_Recv_init": "rbuf count dt int int comm req"}
    fwd_fn, aug_fn = "__mpiad_fwd_recv_init", "__mpiad_aug_recv_init"


class _Started(RecordedCall):
    """Calls on request handles whose reverse takes the record of the forward sweep: Start,
    Startall, Request_free."""


@mpi_rule
class Start(_Started):
    signatures = {"MPI_Start": "req"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_start", "__mpiad_aug_start", "__mpiad_rev_start"


@mpi_rule
class Startall(_Started):
    signatures = {"MPI_Startall": "int reqs"}
    fwd_fn, aug_fn, rev_fn = "__mpiad_fwd_startall", "__mpiad_aug_startall", "__mpiad_rev_startall"


@mpi_rule
class RequestFree(_Started):
    """Of an active send: its reverse is a completion's (it starts the adjoint's receive)."""

    signatures = {"MPI_Request_free": "req"}

    fwd_fn, aug_fn, rev_fn = (
        "__mpiad_fwd_request_free",
        "__mpiad_aug_request_free",
        "__mpiad_rev_wait",
    )
