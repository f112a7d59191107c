"""The benchmark cases: sizes per mode of the runner, and what each C kernel takes.

A case's "size" is points per rank (heat1d, stencil2d, dotnorm, cg) or laps of the ring (ring).
``rev_max``: the largest size whose reverse sweep is run. What any adjoint of a 100-step nonlinear
stencil must keep is 8 bytes x points x steps per rank (8 GB at 10^7 points); mpiad's tape is
about that (see RESULTS.md) and the numpy and JAX adjoints keep as much again, so 10^7 points
(heat1d) and 4x10^6 (stencil2d, cg) would need more than the 24 GB machine has for two ranks:
primal and forward only there.
The default (quick) run takes one size per case; --medium stops heat1d at 10^6 points per rank to
stay near 10 minutes; --full adds 10^7.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CaseSpec:
    name: str
    title: str
    sizes: tuple[int, ...]  # --medium
    quick: tuple[int, ...]  # the default run
    full: tuple[int, ...]  # --full
    rev_max: int
    params: dict = field(default_factory=dict)
    unit: str = "points/rank"


CASES: dict[str, CaseSpec] = {
    c.name: c
    for c in (
        CaseSpec(
            "heat1d",
            "(a) 1-D heat, Isend/Irecv/Waitall halos, 100 steps",
            sizes=(10**5, 10**6),
            quick=(10**5,),
            full=(10**5, 10**6, 10**7),
            rev_max=10**6,
            params={"steps": 100},
        ),
        CaseSpec(
            "stencil2d",
            "(b) 2-D five-point stencil, Sendrecv halo rows (1000 columns), 100 steps",
            sizes=(10**5, 10**6),
            quick=(10**5,),
            full=(10**5, 10**6, 4 * 10**6),
            rev_max=10**6,
            params={"steps": 100, "ny": 1000},
        ),
        CaseSpec(
            "dotnorm",
            "(c) dot + norm + least-squares loss, one Allreduce",
            sizes=(10**5, 10**6, 10**7),
            quick=(10**6,),
            full=(10**5, 10**6, 10**7),
            rev_max=10**7,
        ),
        CaseSpec(
            "ring",
            "(d) token ring (seed), Isend/Irecv/Wait, K laps",
            sizes=(1000, 10000),
            quick=(1000,),
            full=(1000, 10000, 100000),
            rev_max=10**6,
            unit="laps",
        ),
        CaseSpec(
            "cg",
            "(e) conjugate gradients, Sendrecv halos + Allreduce dots, 50 iterations",
            sizes=(10**5, 10**6),
            quick=(10**5,),
            full=(10**5, 10**6, 4 * 10**6),
            rev_max=10**6,
            params={"iters": 50},
        ),
    )
}
