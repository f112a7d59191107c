"""Second order: forward mode over a gradient, whose MPI communication lives in the runtime.

A gradient module calls mpiad's reverse-mode helpers (``__mpiad_aug_X`` in the forward sweep,
``__mpiad_rev_X`` in the reverse sweep). Their code keeps opaque state (request tables keyed by
handle, records freed by the reverse, the order of the adjoint collectives), so forward mode must
never differentiate their bodies. Each helper gets a forward rule of its own here, calling the
runtime's ``__mpiad_fwdaug_X`` / ``__mpiad_fwdrev_X`` (``passes/mpi/runtime/second_order.c``
says why each is right): the augmented call becomes forward mode's tangent of the primal plus the
same record, the reverse call carries the tangent lanes of its adjoint buffers in the same
messages. Helpers whose records only name requests (``rev_wait``, ``rev_isend``, ...) are called
unchanged: the record carries the lanes. Any other helper is refused by :func:`refuse_helper`,
naming the program's MPI call (a wrong Hessian is worse than none).
"""

from __future__ import annotations

import re

from ...errors import UnsupportedError
from ...ir.instructions import Arg, Call
from ...ir.types import PTR
from ...ir.values import ConstExpr, GlobalRef, IntConst, KeywordConst, Value
from ...rules.protocol import Rule
from ...rules.registry import register_call
from .. import abi as ABI
from ..runtime import runtime_module
from .common import abi_of, activate_received, dbufs
from .pcollectives import _CALLS as _PCOLL

_DIFFERENTIABLE = ABI.FLOAT_DATATYPES | ABI.PAIR_DATATYPES

W = "W"  # the width, in an argument spec


def L(i: int) -> tuple[str, int]:
    """In an argument spec: the array of tangent lanes of argument ``i`` (null if it has none)."""
    return ("L", i)


class HelperRule(Rule):
    """Forward rule of one reverse-mode helper: the call of ``target`` with arguments ``spec``
    (original argument indices, ``L(i)`` lanes, ``W``); ``written`` the pointer arguments
    through which the helper stores derivative-carrying data (their memory needs tangents)."""

    replaces_primal = True
    always = True
    target = ""
    spec: tuple = ()
    written: tuple[int, ...] = ()
    #: a written buffer's datatype argument, where a constant one may say it carries no derivative
    dts: dict[int, int] = {}

    def activity(self, act, inst: Call) -> bool:
        changed = False
        for i in self.written:
            if i in self.dts:
                changed |= activate_received(act, inst, i, self.dts[i], _DIFFERENTIABLE)
                continue
            buf = inst.args[i].value
            if isinstance(buf, KeywordConst) or (
                isinstance(buf, ConstExpr) and buf.opcode == "inttoptr"
            ):
                continue
            changed |= act.activate_memory(buf, inst, strict=False)
        return changed

    def forward(self, g, inst: Call) -> None:
        if not self.target:
            g.emit_primal(inst)
            return
        args: list[Value] = []
        for s in self.spec:
            if s == W:
                args.append(IntConst(g.width))
            elif isinstance(s, tuple):
                args.append(dbufs(g, inst, inst.args[s[1]].value, PTR))
            else:
                args.append(inst.args[s].value)
        fn = runtime_module(abi_of(g).name).functions[self.target]
        g.ctx.need_runtime(self.target)
        call = Call(
            ret=fn.ret,
            callee=GlobalRef(self.target),
            args=[Arg(p.type, a) for p, a in zip(fn.params, args)],
        )
        if inst.name is not None and not fn.ret.is_void:
            call.name = inst.name
            g.b.out.append(call)
        else:
            g.b.emit(call, None)

    def reverse(self, a, inst: Call) -> None:
        raise UnsupportedError(
            f"{inst.callee_name} is mpiad's reverse-mode MPI runtime: reverse mode over a "
            "gradient is not supported (second derivatives are forward over reverse: mpiad.hvp)"
        )


def _rule(
    name: str,
    target: str = "",
    spec: tuple = (),
    written: tuple[int, ...] = (),
    dts: dict[int, int] | None = None,
) -> None:
    attrs = {"target": target, "spec": spec, "written": written, "dts": dts or {}}
    cls = type(f"Second_{name}", (HelperRule,), attrs)
    register_call(name)(cls)


# reductions: rbuf (1) receives; the reverse adds into dsbuf (1) and zeroes drbuf (2)
_rule(
    "__mpiad_aug_allreduce",
    "__mpiad_fwdaug_allreduce",
    (0, L(0), 1, L(1), W, 2, 3, 4, 5),
    (1,),
)
_rule(
    "__mpiad_aug_reduce",
    "__mpiad_fwdaug_reduce",
    (0, L(0), 1, L(1), W, 2, 3, 4, 5, 6),
    (1,),
)
_rule("__mpiad_rev_reduce", "__mpiad_fwdrev_reduce", (0, 1, L(1), 2, L(2), W), (1, 2))
# Scan / Exscan: run as Iscan completed at once; the adjoint buffers' lanes come at the reverse
_rule("__mpiad_aug_scan", "__mpiad_fwdaug_scan", (0, L(0), 1, L(1), 2, 3, 4, 5, 6, W), (1,))
_rule("__mpiad_rev_scan", "__mpiad_fwdrev_scan", (0, 1, L(1), 2, L(2), W), (1, 2))
# Bcast: the forward sweep runs MPI_Bcast itself (its own forward rule)
_rule("__mpiad_rev_bcast", "__mpiad_fwdrev_bcast", (0, L(0), W, 1, 2, 3, 4), (0,))
# blocking point to point (the forward sweep runs MPI_Send itself)
_rule("__mpiad_rev_send", "__mpiad_fwdrev_send", (0, L(0), W, 1, 2, 3, 4, 5), (0,))
_rule("__mpiad_aug_recv", "__mpiad_fwdaug_recv", (0, L(0), W, 1, 2, 3, 4, 5, 6), (0,))
_rule("__mpiad_rev_recv", "__mpiad_fwdrev_recv", (0, 1, L(1), W, 2, 3, 4), (1,))
_rule(
    "__mpiad_aug_sendrecv",
    "__mpiad_fwdaug_sendrecv",
    (0, L(0), 1, 2, 3, 4, 5, L(5), 6, 7, 8, 9, 10, 11, W),
    (5,),
)
_rule(
    "__mpiad_rev_sendrecv",
    "__mpiad_fwdrev_sendrecv",
    (0, 1, L(1), 2, 3, 4, 5, 6, L(6), 7, 8, 9, W),
    (1, 6),
)
# Gather / Allgather / Scatter (the forward sweep runs the primal call itself)
_rule(
    "__mpiad_rev_gather",
    "__mpiad_fwdrev_gather",
    (0, 1, L(1), 2, 3, 4, L(4), 5, 6, 7, 8, 9, W),
    (1, 4),
)
_rule(
    "__mpiad_rev_scatter",
    "__mpiad_fwdrev_scatter",
    (0, L(0), 1, 2, 3, 4, L(4), 5, 6, 7, 8, W),
    (0, 4),
)
# Alltoall / Reduce_scatter_block (the forward sweep runs the primal call itself)
_rule(
    "__mpiad_rev_alltoall",
    "__mpiad_fwdrev_alltoall",
    (0, 1, L(1), 2, 3, 4, L(4), 5, 6, 7, W),
    (1, 4),
)
_rule(
    "__mpiad_rev_reduce_scatter_block",
    "__mpiad_fwdrev_reduce_scatter_block",
    (0, 1, L(1), 2, L(2), 3, 4, 5, 6, W),
    (1, 2),
)
_rule(
    "__mpiad_aug_sendrecv_replace",
    "__mpiad_fwdaug_sendrecv_replace",
    (0, L(0), W, 1, 2, 3, 4, 5, 6, 7, 8),
    (0,),
)
_rule(
    "__mpiad_rev_sendrecv_replace",
    "__mpiad_fwdrev_sendrecv_replace",
    (0, 1, L(1), W, 2, 3, 4, 5, 6),
    (1,),
)
# nonblocking point to point: the record carries the adjoint's tangent lanes
_rule("__mpiad_aug_isend", "__mpiad_fwdaug_isend", (0, L(0), 1, L(1), W, 2, 3, 4, 5, 6, 7), (1,))
_rule("__mpiad_aug_irecv", "__mpiad_fwdaug_irecv", (0, L(0), 1, L(1), W, 2, 3, 4, 5, 6, 7), (0, 1))
# Isendrecv(_replace): each buffer and its shadow followed by their lanes, W last
_rule(
    "__mpiad_aug_isendrecv",
    "__mpiad_fwdaug_isendrecv",
    (0, L(0), 1, L(1), 2, 3, 4, 5, 6, L(6), 7, L(7), 8, 9, 10, 11, 12, 13, W),
    (1, 6, 7),
    {1: 3, 6: 9, 7: 9},
)
_rule(
    "__mpiad_aug_isendrecv_replace",
    "__mpiad_fwdaug_isendrecv_replace",
    (0, L(0), 1, L(1), 2, 3, 4, 5, 6, 7, 8, 9, W),
    (0, 1),
    {0: 3, 1: 3},
)
_rule("__mpiad_aug_wait", "__mpiad_fwdaug_wait", (0, 1))
_rule("__mpiad_aug_waitall", "__mpiad_fwdaug_waitall", (0, 1, 2))
_rule("__mpiad_aug_test", "__mpiad_fwdaug_test", (0, 1, 2))
_rule("__mpiad_aug_testall", "__mpiad_fwdaug_testall", (0, 1, 2, 3))
_rule("__mpiad_aug_waitany", "__mpiad_fwdaug_waitany", (0, 1, 2, 3))
_rule("__mpiad_aug_testany", "__mpiad_fwdaug_testany", (0, 1, 2, 3, 4))
_rule("__mpiad_aug_waitsome", "__mpiad_fwdaug_waitsome", (0, 1, 2, 3, 4))
_rule("__mpiad_aug_testsome", "__mpiad_fwdaug_testsome", (0, 1, 2, 3, 4))
# persistent point to point: the set-up keeps the lanes, each start's record carries them
_rule(
    "__mpiad_aug_send_init",
    "__mpiad_fwdaug_send_init",
    (0, L(0), 1, L(1), 2, 3, 4, 5, 6, 7, 8, W),
    (1,),
)
_rule(
    "__mpiad_aug_recv_init",
    "__mpiad_fwdaug_recv_init",
    (0, L(0), 1, L(1), 2, 3, 4, 5, 6, 7, W),
    (0, 1),
)
_rule("__mpiad_aug_start", "__mpiad_fwdaug_start", (0,))
_rule("__mpiad_aug_startall", "__mpiad_fwdaug_startall", (0, 1))
_rule("__mpiad_aug_request_free", "__mpiad_fwdaug_request_free", (0,))
# nonblocking collectives and v-collectives (icollectives.py's rows): each buffer and its shadow
# (``bufs``, positions in the augmented helper's arguments) followed by their lanes, W last; the
# record carries the shadows' lanes to the reverse (rev_icoll, rev_wait, ... unchanged)
_ICOLL = {  # stem: (the augmented helper's argument count, bufs, written)
    "iallreduce": (10, (0, 1, 2, 3), (1, 2, 3)),
    "iscan": (10, (0, 1, 2, 3), (1, 2, 3)),
    "ireduce_scatter": (10, (0, 1, 2, 3), (1, 2, 3)),
    "ibcast": (7, (0, 1), (0, 1)),
    "igatherv": (14, (0, 1, 4, 5), (1, 4, 5)),
    "iscatterv": (14, (0, 1, 6, 7), (1, 6, 7)),
    "ialltoallv": (14, (0, 1, 6, 7), (1, 6, 7)),
}
for _stem, (_n, _bufs, _written) in _ICOLL.items():
    _spec = tuple(x for i in range(_n) for x in ((i, L(i)) if i in _bufs else (i,))) + (W,)
    _rule(f"__mpiad_aug_{_stem}", f"__mpiad_fwdaug_{_stem}", _spec, _written)
# persistent collectives (pcollectives.py's rows): the set-up helper, run with W = -1 in the
# gradient, becomes one that makes the forward set-up (the buffers' lanes) and the reverse one
# (the shadows' lanes) under the user's request; each start is then a nonblocking collective's
# second order (so2_pcoll_start). Neighbourhood collectives and the w-variants (their blocks
# flattened into layouts, pwcollectives.c) are refused (no rule).
for _stem, _toks in {row[1]: row[2].split() for row in _PCOLL.values()}.items():
    if _stem in ("neighbor", "alltoallw", "neighbor_w"):
        continue
    _spec, _written, _at, _nb = [], [], 0, sum(t[0] == "B" for t in _toks)
    for _t in _toks:
        if _t[0] == "B":
            _spec += [_at, L(_at), _at + 1, L(_at + 1)]
            _written += [_at, _at + 1] if _at or _nb == 1 else [_at + 1]
            _at += 2
        else:
            _spec.append(W if _t == "W" else _at)
            _at += 1
    _rule(f"__mpiad_pinit_{_stem}", f"__mpiad_so2pinit_{_stem}", tuple(_spec), tuple(_written))
for _name in (
    "__mpiad_rev_start",
    "__mpiad_rev_startall",
    "__mpiad_rev_icoll",
    "__mpiad_rev_wait",
    "__mpiad_rev_waitall",
    "__mpiad_rev_isend",
    "__mpiad_rev_irecv",
    "__mpiad_rev_isendrecv",
    "__mpiad_aug_coll",
    # handles without derivatives: a freed datatype / communicator lives until the reverse
    "__mpiad_aug_type_free",
    "__mpiad_rev_type_free",
    "__mpiad_rev_type_made",
    "__mpiad_aug_comm_free",
    "__mpiad_rev_comm_free",
    "__mpiad_rev_comm_made",
):
    _rule(_name)  # called unchanged

#: helpers a gradient calls that stand for more than one MPI call, in the user's terms
_CALLS = {
    "reduce": "MPI_Allreduce / MPI_Reduce",
    "icoll": "a nonblocking collective (MPI_Iscan, MPI_Ineighbor_alltoall, ...), a w-collective "
    "(MPI_Alltoallw) or a collective on a derived datatype",
    "iscan": "MPI_Scan / MPI_Exscan / MPI_Iscan / MPI_Iexscan",
    "ineighbor": "a neighbourhood collective",
    "ineighbor_w": "a neighbourhood collective",
    "ialltoallw": "MPI_Alltoallw / MPI_Ialltoallw",
    "coll_rev_done": "a collective",
}


#: the MPI calls with second derivatives (README's "Second order" section says the same)
SECOND_ORDER_CALLS = (
    "Allreduce / Reduce (SUM, PROD, MIN, MAX, and MINLOC / MAXLOC on MPI_DOUBLE_INT / "
    "MPI_2DOUBLE_PRECISION), Scan / Exscan (SUM, PROD, MIN, MAX), Reduce_scatter_block (SUM), "
    "Bcast, Gather, Allgather, Scatter, Alltoall, the v-collectives (Gatherv, Allgatherv, "
    "Scatterv, Alltoallv, Reduce_scatter), the nonblocking collectives Iallreduce / Ireduce / "
    "Iscan / Iexscan (SUM, PROD, MIN, MAX), Ibcast, Igather(v), Iallgather(v), Iscatter(v), "
    "Ialltoall(v), Ireduce_scatter(_block), Send, Recv, Sendrecv, Sendrecv_replace, Isend, Irecv, "
    "Isendrecv, Isendrecv_replace, Send_init / Recv_init and the persistent collectives "
    "(Allreduce_init, Reduce_init, Scan_init, Exscan_init, Bcast_init, Gather(v)_init, "
    "Allgather(v)_init, Scatter(v)_init, Alltoall(v)_init, Reduce_scatter(_block)_init) with "
    "Start / Startall and Request_free, and the completion calls Wait, Waitall, Waitany, "
    "Waitsome, Test, Testall, Testany, Testsome; derived datatypes of MPI_DOUBLE / MPI_FLOAT on "
    "Send, Recv, Sendrecv, Sendrecv_replace, Isend, Irecv, Send_init, Recv_init, Bcast, the "
    "gathers, scatters and all-to-alls, blocking, nonblocking and v (struct datatypes mixing "
    "doubles and ints on the point-to-point calls but Sendrecv_replace, and on Bcast)"
)


def source_name(fn: str) -> str:
    """The program's function a generated one comes from (``augmented.f.dcc.ro3`` -> ``f``)."""
    fn = re.sub(r"^(?:(?:augmented|reverse|fwddiffe|diffe)\.)+", "", fn)
    return re.sub(r"(?:\.[cdo]+)?(?:\.ro\d+)?$", "", fn)


def mpi_call_of(helper: str) -> str:
    """The MPI call a reverse-mode helper stands for (``__mpiad_aug_sendrecv_replace`` ->
    ``MPI_Sendrecv_replace``)."""
    if helper.startswith("__mpiad_ckpt"):
        return "a checkpointed loop (mpiad.checkpointed, @mpiad_checkpoint)"
    if helper.startswith("__mpiad_pinit_"):  # one helper for a family (pcollectives.py)
        stem = helper[len("__mpiad_pinit_") :]
        if stem == "neighbor":
            return "a persistent neighbourhood collective (MPI_Neighbor_alltoall_init or its kin)"
        if stem == "neighbor_w":
            return "MPI_Neighbor_alltoallw_init"
        if stem == "alltoallw":
            return "MPI_Alltoallw_init"
        return f"a persistent collective (MPI_{stem[:1].upper()}{stem[1:]}_init or its kin)"
    base = helper.split("_", 4)[-1] if helper.count("_") >= 4 else helper
    if base in _CALLS:
        return _CALLS[base]
    return "MPI_" + base[:1].upper() + base[1:]


def refuse_helper(src_name: str, inst: Call, name: str) -> None:
    """Forward mode met a reverse-mode helper of the MPI runtime without a rule here: refuse,
    naming the program's MPI call."""
    helpers = ("__mpiad_aug_", "__mpiad_rev_", "__mpiad_fwd_", "__mpiad_ckpt", "__mpiad_pinit_")
    if not name.startswith(helpers):
        return
    if name.startswith("__mpiad_ckpt"):  # (its sweeps have rules: ckpt_tangent.py)
        raise UnsupportedError(
            f"in @{source_name(src_name)}: second derivatives (forward mode over a gradient) of "
            f"{mpi_call_of(name)} are not supported where the gradient calls {name} (a helper "
            "of the checkpointing runtime without a forward rule; its forward and reverse "
            "sweeps have one)"
        )
    raise UnsupportedError(
        f"in @{source_name(src_name)}: second derivatives (forward mode over a gradient) of "
        f"{mpi_call_of(name)} are not supported (the gradient calls mpiad's runtime helper "
        f"{name}); the MPI calls with second derivatives are {SECOND_ORDER_CALLS}"
    )
