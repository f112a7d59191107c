"""Seeded random generator of well-formed LLVM IR programs for differential testing of mpiad.

``generate(seed, mpi=False)`` returns a :class:`Program`: the text of a module that passes LLVM's
verifier, the name of its entry function and the kind of each of its parameters. The same seed
always gives the same program (the generator uses only its own ``random.Random(seed)``), so a
failure is replayed from its seed::

    python -m tests.support.progen --seed 17            # prints the IR of program 17
    python -m tests.support.progen --seed 17 --mpi      # its SPMD variant

What the programs contain: double arithmetic (fadd/fsub/fmul/fdiv, fneg, fast-math flags), the
intrinsics sin, cos, exp, log, sqrt, pow, powi, fma, fabs, minnum, maxnum, select, int-to-float
conversions, <2 x double> arithmetic (insertelement, shufflevector, extractelement, vector fma and
sin), aggregates (insertvalue / extractvalue), loads and stores through pointer arguments (arrays
of doubles of known length) and local allocas, llvm.memcpy / llvm.memmove, branches (if/else
diamonds, switch, early return) on integer conditions, loops of three shapes (guarded do-while
with phis, top-tested with phis, O0 style with stack slots) whose trip counts are run-time int
arguments (0 included), and calls between generated functions (pointers into arrays, two
pointer arguments aliasing one array, { double, double } results, a self-recursive function).
About one program in four is handed over after LLVM's -O2 pipeline (``optimize``), so the pass
also sees optimised IR (promoted, rotated, vectorised, inlined). The MPI variant adds, in
deadlock-free patterns (every collective / exchange is reached by every rank the same number of
times: no MPI under a rank-dependent branch): Isend/Irecv rings completed by Wait or Waitall
(raw, MPI_REQUEST_NULL-filled or separate request storage), Sendrecv, Sendrecv_replace, Bcast,
Reduce + Bcast, Allgather, Allreduce with SUM / PROD / MIN / MAX (also MPI_IN_PLACE), from the
entry function and from helpers (which get the communicator as an argument).

Smoothness: every double value carries a sound interval (inputs are drawn from ``DOMAIN``; the
intervals assume any rank count up to ``MAX_RANKS``). An operation is emitted only where it is
smooth with a margin on the whole interval: log/sqrt of values >= 0.1, divisions by values away
from 0, fabs away from 0, minnum/maxnum of operands whose intervals are apart, exp of bounded
values, every value below ``CAP`` in magnitude. Loop-carried values and array elements live in
fixed classes (intervals) and every update is a convex mix or a sine squash back into the class,
so the invariants hold for any trip count. PROD reductions get values in [0.8, 1.25]; MIN/MAX
reductions get values within 0.4 of each other plus a distinct integer offset per rank, so the
extremum is never near a tie. Hence central finite differences are meaningful at every input of
the domain.

``Program.params`` lists the entry function's parameters: ``s`` active double, ``k`` constant
double, ``a:N`` active array of N doubles (read and written), ``c:N`` constant array (only read),
``i:V`` int argument with value V, ``comm`` the communicator (MPI_COMM_WORLD's MPICH handle).
"""

from __future__ import annotations

import argparse
import math
import random
import re
import struct
import sys
from dataclasses import dataclass, field

COMM_WORLD = 0x44000000
MPI_DOUBLE = 0x4C00080B
MPI_OPS = {"SUM": 0x58000003, "PROD": 0x58000004, "MIN": 0x58000002, "MAX": 0x58000001}
REQUEST_NULL = 0x2C000000
STATUS_IGNORE = "inttoptr (i64 1 to ptr)"
IN_PLACE = "inttoptr (i64 -1 to ptr)"
MAX_RANKS = 4
DOMAIN = (0.5, 1.5)  # every active or constant input value (scalars, array elements)
CAP = 40.0  # |value| bound of every double the programs compute
MAX_INT = 6  # int arguments (trip counts) are in [0, MAX_INT]


def fconst(x: float) -> str:
    """A double constant in LLVM's exact hexadecimal notation."""
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", float(x)))[0]


# --------------------------------------------------------------------------- intervals
@dataclass(frozen=True)
class Iv:
    lo: float
    hi: float

    def within(self, o: "Iv") -> bool:
        return o.lo <= self.lo and self.hi <= o.hi

    @property
    def mag(self) -> float:
        return max(abs(self.lo), abs(self.hi))

    @property
    def mig(self) -> float:
        return 0.0 if self.lo <= 0.0 <= self.hi else min(abs(self.lo), abs(self.hi))

    @property
    def mid(self) -> float:
        return 0.5 * (self.lo + self.hi)

    @property
    def rad(self) -> float:
        return 0.5 * (self.hi - self.lo)


def mk(lo: float, hi: float) -> Iv:
    pad = 1e-9 * (1.0 + max(abs(lo), abs(hi)))
    return Iv(lo - pad, hi + pad)


def hull(*ivs: Iv) -> Iv:
    return Iv(min(i.lo for i in ivs), max(i.hi for i in ivs))


def iv_mul(a: Iv, b: Iv) -> Iv:
    p = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
    return mk(min(p), max(p))


def iv_sin(a: Iv) -> Iv:
    if a.hi - a.lo >= 2 * math.pi:
        return Iv(-1.0, 1.0)
    vals = [math.sin(a.lo), math.sin(a.hi)]
    k = math.ceil((a.lo - math.pi / 2) / (2 * math.pi))
    if math.pi / 2 + 2 * k * math.pi <= a.hi:
        vals.append(1.0)
    k = math.ceil((a.lo + math.pi / 2) / (2 * math.pi))
    if -math.pi / 2 + 2 * k * math.pi <= a.hi:
        vals.append(-1.0)
    return mk(max(min(vals), -1.0), min(max(vals), 1.0))


def iv_cos(a: Iv) -> Iv:
    return iv_sin(Iv(a.lo + math.pi / 2, a.hi + math.pi / 2))


def iv_powi(a: Iv, k: int) -> Iv:
    if k < 0 and a.mig == 0.0:
        raise ValueError
    if a.lo <= 0.0 <= a.hi:
        if k % 2 == 0:
            return mk(0.0, max(a.lo**k, a.hi**k))
        return mk(a.lo**k, a.hi**k)
    e = [a.lo**k, a.hi**k]
    return mk(min(e), max(e))


# --------------------------------------------------------------------------- values
@dataclass
class V:
    """A double SSA value (or constant) with its interval."""

    ref: str
    iv: Iv


@dataclass
class IntV:
    ref: str
    lo: int
    hi: int
    uniform: bool = True  # same value on every rank


@dataclass
class Arr:
    ref: str  # a ptr value
    n: int
    writable: bool
    iv: Iv  # class of every element


@dataclass
class Helper:
    name: str
    params: list  # ("d", Iv) | ("p", n, writes) | ("i",) | ("comm",)
    ret: Iv
    has_mpi: bool
    ret2: Iv | None = None  # the helper returns { double, double } (second field's class)


@dataclass
class Param:
    kind: str  # s, k, a, c, i, comm
    name: str
    n: int = 0  # array length / int value

    @property
    def spec(self) -> str:
        return {"s": "s", "k": "k", "comm": "comm"}.get(self.kind) or f"{self.kind}:{self.n}"


@dataclass
class Program:
    seed: int
    mpi: bool
    text: str
    fn: str
    params: list
    returns: bool  # the entry function returns a double (else void)
    opt: int  # suggested JIT optimisation level (0 or 2)
    width: int = 2  # vector forward mode width to check
    features: set = field(default_factory=set)

    @property
    def spec(self) -> str:
        return ",".join(p.spec for p in self.params)

    def activities(self, mode: str) -> list[str]:
        act = {"s": "dup" if mode == "forward" else "out", "a": "dup"}
        return [act.get(p.kind, "const") for p in self.params]

    @property
    def replay(self) -> str:
        return f"python -m tests.support.progen --seed {self.seed}" + (" --mpi" if self.mpi else "")


class Reject(Exception):
    """An operation does not fit here (its guard failed); nothing was emitted."""


# --------------------------------------------------------------------------- one function
class FnGen:
    def __init__(self, g: "Gen", name: str, depth_limit: int, budget: int):
        self.g = g
        self.rng = g.rng
        self.name = name
        self.lines: list[str] = []
        self.allocas: list[str] = []
        self.cnt = 0
        self.block = "entry"
        self.pool: list[V] = []
        self.imp: list[V] = []  # results of calls, MPI, loops, joins in this scope: must be used
        self.calls = 0
        self.ints: list[IntV] = []
        self.arrays: list[Arr] = []
        self.comm: str | None = None
        self.rank: IntV | None = None
        self.size: IntV | None = None
        self.right = self.left = None
        self.mpi_ok = True
        self.has_mpi = False
        self.depth_limit = depth_limit
        self.budget = budget
        self.loops = 0
        self.gep_style = self.rng.randrange(3)

    # -- emission ---------------------------------------------------------------------------
    def tmp(self, base: str = "v") -> str:
        self.cnt += 1
        return f"%{base}{self.cnt}"

    def label(self, base: str) -> str:
        self.cnt += 1
        return f"{base}{self.cnt}"

    def ins(self, text: str) -> None:
        self.lines.append("  " + text)

    def start(self, label: str) -> None:
        self.lines.append(f"{label}:")
        self.block = label

    def alloca(self, ty: str, base: str = "slot") -> str:
        r = self.tmp(base)
        align = 8 if "double" in ty or ty == "ptr" else 4
        self.allocas.append(f"  {r} = alloca {ty}, align {align}")
        return r

    def flags(self) -> str:
        if self.rng.random() < 0.12:
            return self.rng.choice(["nsz ", "contract ", "ninf ", "nnan ", "nsz contract "])
        return ""

    def binop(self, op: str, a: V, b: V, iv: Iv) -> V:
        if iv.mag > CAP:
            raise Reject
        r = self.tmp()
        self.ins(f"{r} = {op} {self.flags()}double {a.ref}, {b.ref}")
        return V(r, iv)

    def intr(self, name: str, args: list[V], iv: Iv) -> V:
        if iv.mag > CAP:
            raise Reject
        self.g.decl(f"declare double @llvm.{name}.f64({', '.join(['double'] * len(args))})")
        r = self.tmp()
        self.ins(
            f"{r} = call {self.flags()}double @llvm.{name}.f64("
            + ", ".join(f"double {a.ref}" for a in args)
            + ")"
        )
        return V(r, iv)

    def const(self, c: float) -> V:
        return V(fconst(c), Iv(c, c))

    # -- operand choice ---------------------------------------------------------------------
    def pick(self) -> V:
        if self.rng.random() < 0.12 or not self.pool:
            return self.const(round(self.rng.choice([-1, 1]) * self.rng.uniform(0.3, 2.5), 3))
        if self.rng.random() < 0.6:
            return self.rng.choice(self.pool[-4:])
        return self.rng.choice(self.pool)

    def pick_var(self) -> V:
        vs = [v for v in self.pool if v.ref.startswith("%")]
        if not vs:
            return self.pick()
        return self.rng.choice(vs[-4:]) if self.rng.random() < 0.6 else self.rng.choice(vs)

    # -- squashing into a class ---------------------------------------------------------------
    def squash(self, v: V, cls: Iv) -> V:
        """A smooth value inside ``cls`` computed from ``v`` (``v`` itself when it already is)."""
        if v.iv.within(cls):
            return v
        m, r = cls.mid, cls.rad * 0.95
        kind = self.rng.randrange(3)
        if kind == 2 and v.iv.mag**2 + 2.0 > CAP:
            kind = 0
        if kind == 0:
            t = self.intr("sin", [v], iv_sin(v.iv))
        elif kind == 1:
            t = self.intr("cos", [v], iv_cos(v.iv))
        else:  # v / sqrt(1 + v*v), monotone, in (-1, 1)
            sq = self.binop("fmul", v, v, mk(0.0, v.iv.mag**2))
            one = self.binop("fadd", sq, self.const(1.0), Iv(1.0, sq.iv.hi + 1.0))
            rt = self.intr("sqrt", [one], mk(1.0, math.sqrt(one.iv.hi)))
            f = lambda x: x / math.sqrt(1 + x * x)  # noqa: E731
            t = self.binop("fdiv", v, rt, mk(f(v.iv.lo), f(v.iv.hi)))
        iv = mk(m + r * t.iv.lo, m + r * t.iv.hi)
        if self.rng.random() < 0.5:
            return self.intr("fma", [t, self.const(r), self.const(m)], iv)
        s = self.binop("fmul", t, self.const(r), iv_mul(t.iv, Iv(r, r)))
        return self.binop("fadd", s, self.const(m), iv)

    def into(self, v: V, cls: Iv, old: V | None = None) -> V:
        """``v`` brought into ``cls``, mixed with ``old`` (a convex combination) when given."""
        s = self.squash(v, cls)
        if old is None or self.rng.random() < 0.25:
            return s
        a = round(self.rng.uniform(0.3, 0.7), 3)
        x = self.binop("fmul", old, self.const(a), iv_mul(old.iv, Iv(a, a)))
        y = self.binop("fmul", s, self.const(1 - a), iv_mul(s.iv, Iv(1 - a, 1 - a)))
        r = self.binop("fadd", x, y, mk(x.iv.lo + y.iv.lo, x.iv.hi + y.iv.hi))
        r.iv = Iv(max(r.iv.lo, cls.lo), min(r.iv.hi, cls.hi))  # exact: a convex combination
        return r

    # -- expressions ---------------------------------------------------------------------------
    OPS = [
        ("arith", 8),
        ("div", 2),
        ("fneg", 1),
        ("sin", 2),
        ("cos", 2),
        ("exp", 2),
        ("log", 2),
        ("sqrt", 2),
        ("pow", 2),
        ("powi", 1),
        ("fma", 2),
        ("fabs", 1),
        ("minmax", 2),
        ("select", 1),
        ("itofp", 1),
        ("vector", 1),
        ("struct", 1),
    ]

    def expr(self) -> V:
        names = [n for n, _ in self.OPS]
        weights = [w for _, w in self.OPS]
        for _ in range(30):
            op = self.rng.choices(names, weights)[0]
            try:
                v = getattr(self, "op_" + op)()
            except Reject:
                continue
            self.pool.append(v)
            return v
        v = self.intr("sin", [self.pick()], Iv(-1.0, 1.0))
        self.pool.append(v)
        return v

    def op_arith(self) -> V:
        a, b = self.pick_var(), self.pick()
        if self.rng.random() < 0.5:
            a, b = b, a
        op = self.rng.choice(["fadd", "fsub", "fmul"])
        if op == "fadd":
            iv = mk(a.iv.lo + b.iv.lo, a.iv.hi + b.iv.hi)
        elif op == "fsub":
            iv = mk(a.iv.lo - b.iv.hi, a.iv.hi - b.iv.lo)
        else:
            iv = iv_mul(a.iv, b.iv)
        return self.binop(op, a, b, iv)

    def op_div(self) -> V:
        a, b = self.pick_var(), self.pick()
        if self.rng.random() < 0.5:
            a, b = b, a
        if b.iv.mig < 0.25:
            raise Reject
        inv = Iv(1.0 / b.iv.hi, 1.0 / b.iv.lo)
        return self.binop("fdiv", a, b, iv_mul(a.iv, inv))

    def op_fneg(self) -> V:
        a = self.pick_var()
        r = self.tmp()
        self.ins(f"{r} = fneg {self.flags()}double {a.ref}")
        return V(r, Iv(-a.iv.hi, -a.iv.lo))

    def op_sin(self) -> V:
        a = self.pick_var()
        return self.intr("sin", [a], iv_sin(a.iv))

    def op_cos(self) -> V:
        a = self.pick_var()
        return self.intr("cos", [a], iv_cos(a.iv))

    def op_exp(self) -> V:
        a = self.pick_var()
        if a.iv.hi > 3.0:
            raise Reject
        return self.intr("exp", [a], mk(math.exp(a.iv.lo), math.exp(a.iv.hi)))

    def op_log(self) -> V:
        a = self.pick_var()
        if a.iv.lo < 0.1:
            raise Reject
        return self.intr("log", [a], mk(math.log(a.iv.lo), math.log(a.iv.hi)))

    def op_sqrt(self) -> V:
        a = self.pick_var()
        if a.iv.lo < 0.1:
            raise Reject
        return self.intr("sqrt", [a], mk(math.sqrt(a.iv.lo), math.sqrt(a.iv.hi)))

    def op_pow(self) -> V:
        a = self.pick_var()
        if a.iv.lo < 0.2 or a.iv.hi > 8.0:
            raise Reject
        if self.rng.random() < 0.5:
            b = self.const(self.rng.choice([2.0, 3.0, 0.5, -1.0, 1.5, -0.5, 2.5]))
        else:
            b = self.pick()
            if b.iv.mag > 2.0:
                raise Reject
        c = [x**y for x in (a.iv.lo, a.iv.hi) for y in (b.iv.lo, b.iv.hi)]
        return self.intr("pow", [a, b], mk(min(c), max(c)))

    def op_powi(self) -> V:
        a = self.pick_var()
        k = self.rng.choice([2, 3, -1, -2, 1])
        if k < 0 and a.iv.mig < 0.25:
            raise Reject
        iv = iv_powi(a.iv, k)
        if iv.mag > CAP:
            raise Reject
        self.g.decl("declare double @llvm.powi.f64.i32(double, i32)")
        r = self.tmp()
        self.ins(f"{r} = call double @llvm.powi.f64.i32(double {a.ref}, i32 {k})")
        return V(r, iv)

    def op_fma(self) -> V:
        a, b, c = self.pick_var(), self.pick(), self.pick()
        p = iv_mul(a.iv, b.iv)
        return self.intr("fma", [a, b, c], mk(p.lo + c.iv.lo, p.hi + c.iv.hi))

    def op_fabs(self) -> V:
        a = self.pick_var()
        if a.iv.mig < 0.05:
            raise Reject
        return self.intr("fabs", [a], Iv(a.iv.mig, a.iv.mag))

    def op_minmax(self) -> V:
        a = self.pick_var()
        others = [b for b in self.pool if max(b.iv.lo - a.iv.hi, a.iv.lo - b.iv.hi) >= 0.05]
        if others and self.rng.random() < 0.6:
            b = self.rng.choice(others)
        else:
            gap = self.rng.uniform(0.1, 1.0)
            c = a.iv.hi + gap if self.rng.random() < 0.5 else a.iv.lo - gap
            if abs(c) > CAP:
                raise Reject
            b = self.const(round(c, 6) if abs(round(c, 6) - c) < gap / 4 else c)
            if max(b.iv.lo - a.iv.hi, a.iv.lo - b.iv.hi) < 0.05:
                raise Reject
        if self.rng.random() < 0.5:
            a, b = b, a
        name = self.rng.choice(["minnum", "maxnum"])
        if name == "minnum":
            iv = Iv(min(a.iv.lo, b.iv.lo), min(a.iv.hi, b.iv.hi))
        else:
            iv = Iv(max(a.iv.lo, b.iv.lo), max(a.iv.hi, b.iv.hi))
        return self.intr(name, [a, b], iv)

    def op_select(self) -> V:
        a, b = self.pick_var(), self.pick()
        if self.ints and self.rng.random() < 0.7:
            cond = self.int_cond(self.rng.choice(self.ints))
        else:  # a float comparison whose outcome the intervals decide: smooth
            x = self.pick_var()
            c = x.iv.hi + 0.5 if self.rng.random() < 0.5 else x.iv.lo - 0.5
            pred = self.rng.choice(["olt", "ogt", "ult", "oge"])
            cond = self.tmp("c")
            self.ins(f"{cond} = fcmp {pred} double {x.ref}, {fconst(c)}")
        r = self.tmp()
        self.ins(f"{r} = select i1 {cond}, double {a.ref}, double {b.ref}")
        return V(r, hull(a.iv, b.iv))

    def op_vector(self) -> V:
        """Two lanes through <2 x double> arithmetic (or an fma / sin on vectors)."""
        a, b, c, d = self.pick_var(), self.pick(), self.pick_var(), self.pick()
        op = self.rng.choice(["fadd", "fsub", "fmul", "fma", "sin"])
        if op in ("fadd", "fsub", "fmul"):
            f = {
                "fadd": lambda x, y: mk(x.lo + y.lo, x.hi + y.hi),
                "fsub": lambda x, y: mk(x.lo - y.hi, x.hi - y.lo),
                "fmul": iv_mul,
            }[op]
            ivs = [f(a.iv, b.iv), f(c.iv, d.iv)]
        elif op == "fma":
            ivs = [
                mk(iv_mul(a.iv, b.iv).lo + c.iv.lo, iv_mul(a.iv, b.iv).hi + c.iv.hi),
                mk(iv_mul(c.iv, d.iv).lo + a.iv.lo, iv_mul(c.iv, d.iv).hi + a.iv.hi),
            ]
        else:
            ivs = [iv_sin(a.iv), iv_sin(c.iv)]
        if max(iv.mag for iv in ivs) > CAP:
            raise Reject
        va, vb = self.tmp("vec"), self.tmp("vec")
        self.ins(f"{va} = insertelement <2 x double> poison, double {a.ref}, i32 0")
        self.ins(f"{vb} = insertelement <2 x double> {va}, double {c.ref}, i64 1")
        if self.rng.random() < 0.5:
            wa = self.tmp("vec")
            self.ins(f"{wa} = insertelement <2 x double> poison, double {b.ref}, i32 0")
            wb = self.tmp("vec")
            self.ins(f"{wb} = insertelement <2 x double> {wa}, double {d.ref}, i32 1")
        else:
            sh = self.tmp("vec")  # <b, d> through a shuffle of two splats
            wa, wb2 = self.tmp("vec"), self.tmp("vec")
            self.ins(f"{wa} = insertelement <2 x double> poison, double {b.ref}, i32 0")
            self.ins(f"{wb2} = insertelement <2 x double> poison, double {d.ref}, i32 1")
            self.ins(
                f"{sh} = shufflevector <2 x double> {wa}, <2 x double> {wb2}, "
                "<2 x i32> <i32 0, i32 3>"
            )
            wb = sh
        r = self.tmp("vec")
        if op == "fma":
            self.g.decl(
                "declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>)"
            )
            sw = self.tmp("vec")
            self.ins(
                f"{sw} = shufflevector <2 x double> {vb}, <2 x double> poison, "
                "<2 x i32> <i32 1, i32 0>"
            )
            self.ins(
                f"{r} = call <2 x double> @llvm.fma.v2f64(<2 x double> {vb}, "
                f"<2 x double> {wb}, <2 x double> {sw})"
            )
        elif op == "sin":
            self.g.decl("declare <2 x double> @llvm.sin.v2f64(<2 x double>)")
            self.ins(f"{r} = call <2 x double> @llvm.sin.v2f64(<2 x double> {vb})")
        else:
            self.ins(f"{r} = {op} <2 x double> {vb}, {wb}")
        e0, e1 = self.tmp("el"), self.tmp("el")
        self.ins(f"{e0} = extractelement <2 x double> {r}, i32 0")
        self.ins(f"{e1} = extractelement <2 x double> {r}, i64 1")
        self.g.features.add("vector")
        self.pool.append(V(e0, ivs[0]))
        return V(e1, ivs[1])

    def op_struct(self) -> V:
        """A value through an aggregate: insertvalue / extractvalue of { double, [2 x double] }."""
        a, b = self.pick_var(), self.pick()
        ty = "{ double, [2 x double] }"
        s0, s1, s2 = self.tmp("agg"), self.tmp("agg"), self.tmp("agg")
        self.ins(f"{s0} = insertvalue {ty} undef, double {a.ref}, 0")
        self.ins(f"{s1} = insertvalue {ty} {s0}, double {b.ref}, 1, 1")
        self.ins(f"{s2} = insertvalue {ty} {s1}, double 0.0, 1, 0")
        e = self.tmp("agg")
        if self.rng.random() < 0.5:
            self.ins(f"{e} = extractvalue {ty} {s2}, 1, 1")
            return V(e, b.iv)
        self.ins(f"{e} = extractvalue {ty} {s2}, 0")
        self.g.features.add("aggregate")
        return V(e, a.iv)

    def op_itofp(self) -> V:
        if not self.ints:
            raise Reject
        i = self.rng.choice(self.ints)
        r = self.tmp()
        op = "sitofp" if self.rng.random() < 0.5 else "uitofp"
        self.ins(f"{r} = {op} i32 {i.ref} to double")
        v = V(r, Iv(float(i.lo), float(i.hi)))
        s = self.const(round(self.rng.uniform(0.05, 0.5), 3))
        return self.binop("fmul", v, s, iv_mul(v.iv, s.iv))

    def int_cond(self, i: IntV) -> str:
        c = self.tmp("c")
        kind = self.rng.randrange(3)
        if kind == 0:
            k = self.rng.randint(i.lo, max(i.lo, i.hi))
            pred = self.rng.choice(["slt", "sgt", "eq", "ne", "sle", "uge"])
            self.ins(f"{c} = icmp {pred} i32 {i.ref}, {k}")
        else:
            t = self.tmp("t")
            self.ins(f"{t} = and i32 {i.ref}, 1")
            self.ins(f"{c} = icmp {'eq' if kind == 1 else 'ne'} i32 {t}, 0")
        return c

    # -- memory --------------------------------------------------------------------------------
    def index(self, arr: Arr) -> str:
        """An i64 index into ``arr`` (from a loop index when there is one)."""
        loop_ints = [i for i in self.ints if i.ref.startswith("%i")]
        if loop_ints and self.rng.random() < 0.7:
            i = self.rng.choice(loop_ints)
            off = self.rng.randrange(arr.n)
            t = self.tmp("ix")
            self.ins(f"{t} = add nuw nsw i32 {i.ref}, {off}")
            u = self.tmp("ix")
            self.ins(f"{u} = urem i32 {t}, {arr.n}")
            w = self.tmp("ix")
            self.ins(f"{w} = {self.rng.choice(['zext', 'sext'])} i32 {u} to i64")
            return w
        return str(self.rng.randrange(arr.n))

    def addr(self, arr: Arr, idx: str | None = None) -> str:
        idx = self.index(arr) if idx is None else idx
        if idx == "0" and self.rng.random() < 0.5:
            return arr.ref
        p = self.tmp("p")
        if self.gep_style == 0:
            self.ins(f"{p} = getelementptr inbounds double, ptr {arr.ref}, i64 {idx}")
        elif self.gep_style == 1:
            self.ins(f"{p} = getelementptr [{arr.n} x double], ptr {arr.ref}, i64 0, i64 {idx}")
        else:
            self.ins(f"{p} = getelementptr inbounds i8, ptr {arr.ref}, i64 {self.byte_off(idx)}")
        return p

    def byte_off(self, idx: str) -> str:
        if idx.isdigit():
            return str(8 * int(idx))
        b = self.tmp("ix")
        self.ins(f"{b} = shl nuw nsw i64 {idx}, 3")
        return b

    def load(self) -> V:
        arr = self.rng.choice(self.arrays)
        p = self.addr(arr)
        r = self.tmp("ld")
        self.ins(f"{r} = load double, ptr {p}, align 8")
        v = V(r, arr.iv)
        self.pool.append(v)
        return v

    def store(self) -> None:
        ws = [a for a in self.arrays if a.writable]
        arr = self.rng.choice(ws)
        idx = self.index(arr)
        old = None
        if self.rng.random() < 0.5:
            p = self.addr(arr, idx)
            old = V(self.tmp("old"), arr.iv)
            self.ins(f"{old.ref} = load double, ptr {p}, align 8")
        v = self.into(self.pick_var(), arr.iv, old)
        p = self.addr(arr, idx)
        self.ins(f"store double {v.ref}, ptr {p}, align 8")

    # -- statements ----------------------------------------------------------------------------
    def stmts(self, n: int, depth: int) -> None:
        for _ in range(n):
            self.stmt(depth)

    def stmt(self, depth: int) -> None:
        choices = [("expr", 10)]
        if self.arrays:
            choices.append(("load", 3))
        if any(a.writable for a in self.arrays):
            choices.append(("store", 2))
        if depth < self.depth_limit and self.loops < 3:
            choices.append(("loop", 2))
        if depth < self.depth_limit:
            choices.append(("branch", 2))
        if self.g.callable(self):
            choices.append(("call", 2))
        if self.comm is not None and self.mpi_ok:
            choices.append(("mpi", 3))
        if self.arrays:
            choices.append(("memcpy", 1))
        what = self.rng.choices([c for c, _ in choices], [w for _, w in choices])[0]
        if what == "expr":
            self.expr()
        elif what == "load":
            self.load()
        elif what == "store":
            self.store()
        elif what == "loop":
            self.loop(depth)
        elif what == "branch":
            self.branch(depth)
        elif what == "call":
            self.call()
        elif what == "memcpy":
            self.memcpy()
        else:
            self.mpi()

    def trip(self) -> str:
        params = [i for i in self.ints if not i.ref.startswith("%i")]
        if params and self.rng.random() < 0.8:
            return self.rng.choice(params).ref
        return str(self.rng.randint(1, 4))

    def loop(self, depth: int) -> None:
        self.loops += 1
        shape = self.rng.choice(["dowhile", "toptest", "slots"])
        trip = self.trip()
        tripmax = MAX_INT if trip.startswith("%") else int(trip)
        n_acc = self.rng.choice([1, 1, 1, 2])
        classes = [Iv(-2.0, 2.0), Iv(0.3, 2.5), Iv(0.5, 1.5), Iv(-1.0, 3.0)]
        accs = []
        for _ in range(n_acc):
            cls = self.rng.choice(classes)
            accs.append((cls, self.squash(self.pick_var(), cls)))
        saved_pool, saved_ints, saved_mpi = list(self.pool), list(self.ints), self.mpi_ok
        saved_imp, self.imp = self.imp, []
        pre = self.block
        body = self.label("loop")
        exit_ = self.label("loop.exit")
        idx = IntV(self.tmp("i"), 0, max(tripmax - 1, 0))
        if shape == "slots":
            islot = self.alloca("i32", "i.slot")
            aslots = [self.alloca("double", "acc.slot") for _ in accs]
            self.ins(f"store i32 0, ptr {islot}, align 4")
            for s, (_, init) in zip(aslots, accs):
                self.ins(f"store double {init.ref}, ptr {s}, align 8")
            hdr = self.label("loop.cond")
            self.ins(f"br label %{hdr}")
            self.start(hdr)
            self.ins(f"{idx.ref} = load i32, ptr {islot}, align 4")
            c = self.tmp("c")
            self.ins(f"{c} = icmp slt i32 {idx.ref}, {trip}")
            self.ins(f"br i1 {c}, label %{body}, label %{exit_}")
            self.start(body)
            phis = []
            for s, (cls, _) in zip(aslots, accs):
                r = self.tmp("acc")
                self.ins(f"{r} = load double, ptr {s}, align 8")
                phis.append(V(r, cls))
        else:
            if shape == "dowhile":
                c = self.tmp("c")
                self.ins(f"{c} = icmp sgt i32 {trip}, 0")
                self.ins(f"br i1 {c}, label %{body}, label %{exit_}")
                hdr = body
            else:
                hdr = self.label("loop.hdr")
                self.ins(f"br label %{hdr}")
            self.start(hdr)
            phi_at = len(self.lines)
            phis = [V(self.tmp("acc"), cls) for cls, _ in accs]
            if shape == "toptest":
                c = self.tmp("c")
                self.ins(f"{c} = icmp slt i32 {idx.ref}, {trip}")
                self.ins(f"br i1 {c}, label %{body}, label %{exit_}")
                self.start(body)
        self.ints.append(idx)
        self.pool.extend(phis)
        self.stmts(self.rng.randint(1, 4), depth + 1)
        nexts = []
        for k, ((cls, _), ph) in enumerate(zip(accs, phis)):
            u = self.expr()
            if k == 0 and self.imp:
                u = self.combine([u] + self.imp)
            nexts.append(self.into(u, cls, ph))
        inext = self.tmp("inext")
        self.ins(f"{inext} = add nuw nsw i32 {idx.ref}, 1")
        latch = self.block
        if shape == "slots":
            self.ins(f"store i32 {inext}, ptr {islot}, align 4")
            for s, nx in zip(aslots, nexts):
                self.ins(f"store double {nx.ref}, ptr {s}, align 8")
            self.ins(f"br label %{hdr}")
        elif shape == "dowhile":
            c = self.tmp("c")
            self.ins(f"{c} = icmp slt i32 {inext}, {trip}")
            self.ins(f"br i1 {c}, label %{body}, label %{exit_}")
        else:
            self.ins(f"br label %{hdr}")
        if shape != "slots":
            phi_lines = [f"  {idx.ref} = phi i32 [ 0, %{pre} ], [ {inext}, %{latch} ]"]
            for ph, (_, init), nx in zip(phis, accs, nexts):
                phi_lines.append(
                    f"  {ph.ref} = phi double [ {init.ref}, %{pre} ], [ {nx.ref}, %{latch} ]"
                )
            self.lines[phi_at:phi_at] = phi_lines
        self.start(exit_)
        self.pool, self.ints, self.mpi_ok = saved_pool, saved_ints, saved_mpi
        self.imp = saved_imp
        for k, ((cls, init), ph, nx) in enumerate(zip(accs, phis, nexts)):
            if shape == "slots":
                r = self.tmp("out")
                self.ins(f"{r} = load double, ptr {aslots[k]}, align 8")
            elif shape == "toptest":
                r = ph.ref
            else:
                r = self.tmp("out")
                self.ins(f"{r} = phi double [ {init.ref}, %{pre} ], [ {nx.ref}, %{latch} ]")
            self.pool.append(V(r, cls))
            self.imp.append(self.pool[-1])

    def memcpy(self) -> None:
        """llvm.memcpy (or memmove) from an array to a local buffer or to another array."""
        src = self.rng.choice(self.arrays)
        dsts = [a for a in self.arrays if a.writable and a.ref != src.ref and src.iv.within(a.iv)]
        k = self.rng.randint(1, src.n)
        fn = self.rng.choice(["memcpy", "memcpy", "memmove"])
        self.g.decl(f"declare void @llvm.{fn}.p0.p0.i64(ptr, ptr, i64, i1)")
        self.g.features.add(fn)
        if dsts and self.rng.random() < 0.5:
            dst = self.rng.choice(dsts)
            k = min(k, dst.n)
            fn = "memmove"  # two pointer parameters of a helper may alias
            self.g.decl(f"declare void @llvm.{fn}.p0.p0.i64(ptr, ptr, i64, i1)")
            self.ins(
                f"call void @llvm.{fn}.p0.p0.i64(ptr align 8 {dst.ref}, ptr align 8 "
                f"{src.ref}, i64 {8 * k}, i1 false)"
            )
            return
        buf = self.alloca(f"[{k} x double]", "cpy")
        self.ins(f"call void @llvm.{fn}.p0.p0.i64(ptr {buf}, ptr {src.ref}, i64 {8 * k}, i1 false)")
        j = self.rng.randrange(k)
        p = buf if j == 0 else self.addr(Arr(buf, k, False, src.iv), str(j))
        r = self.tmp("ld")
        self.ins(f"{r} = load double, ptr {p}, align 8")
        self.pool.append(V(r, src.iv))

    def branch(self, depth: int) -> None:
        cands = list(self.ints)
        if self.rank is not None:
            cands.append(self.rank)
        if not cands:
            return self.expr()
        i = self.rng.choice(cands)
        saved_pool, saved_ints, saved_mpi = list(self.pool), list(self.ints), self.mpi_ok
        saved_imp = self.imp
        if not i.uniform:
            self.mpi_ok = False
        join = self.label("join")
        arms = []
        if self.rng.random() < 0.25:  # switch with 3 destinations
            labels = [self.label("case") for _ in range(3)]
            vals = sorted(self.rng.sample(range(0, MAX_INT + 1), 2))
            self.ins(
                f"switch i32 {i.ref}, label %{labels[0]} [ i32 {vals[0]}, label %"
                f"{labels[1]}  i32 {vals[1]}, label %{labels[2]} ]"
            )
        else:
            labels = [self.label("then"), self.label("else")]
            c = self.int_cond(i)
            self.ins(f"br i1 {c}, label %{labels[0]}, label %{labels[1]}")
        early = self.g.can_return_early(self) and self.rng.random() < 0.15
        for k, lab in enumerate(labels):
            self.start(lab)
            self.pool, self.ints, self.imp = list(saved_pool), list(saved_ints), []
            self.stmts(self.rng.randint(0, 2), depth + 1)
            if early and k == 1:
                self.g.ret(self)
                continue
            v = self.pick_var()
            if self.imp:
                v = self.combine([v] + self.imp)
            arms.append((self.block, v))
            self.ins(f"br label %{join}")
        self.start(join)
        self.pool, self.ints, self.mpi_ok, self.imp = saved_pool, saved_ints, saved_mpi, saved_imp
        r = self.tmp("m")
        self.ins(f"{r} = phi double " + ", ".join(f"[ {v.ref}, %{b} ]" for b, v in arms))
        self.pool.append(V(r, hull(*(v.iv for _, v in arms))))
        self.imp.append(self.pool[-1])

    def call(self) -> None:
        h, arrs = self.rng.choice(self.g.callable(self))
        for _ in range(5):
            picked = self.g.assign(h, self, self.rng)
            if picked is not None:
                arrs = picked
                break
        args, arrs = [], list(arrs)
        for p in h.params:
            if p[0] == "d":
                args.append(f"double {self.squash(self.pick_var(), p[1]).ref}")
            elif p[0] == "p":
                arr = arrs.pop(0)
                off = self.rng.randint(0, arr.n - p[1])
                ptr = arr.ref if off == 0 else self.addr(arr, str(off))
                args.append(f"ptr {ptr}")
            elif p[0] == "i":
                ints = [i for i in self.ints if 0 <= i.lo and i.hi <= MAX_INT]
                if ints and self.rng.random() < 0.7:
                    args.append(f"i32 {self.rng.choice(ints).ref}")
                else:
                    args.append(f"i32 {self.rng.randint(0, 3)}")
            else:
                args.append(f"i32 {self.comm}")
        r = self.tmp("call")
        if h.ret2 is None:
            self.ins(f"{r} = call double @{h.name}({', '.join(args)})")
            self.pool.append(V(r, h.ret))
            self.imp.append(self.pool[-1])
        else:
            self.ins(f"{r} = call {{ double, double }} @{h.name}({', '.join(args)})")
            for k, iv in enumerate((h.ret, h.ret2)):
                e = self.tmp("ev")
                self.ins(f"{e} = extractvalue {{ double, double }} {r}, {k}")
                self.pool.append(V(e, iv))
                self.imp.append(self.pool[-1])
        self.calls += 1
        if h.has_mpi:
            self.has_mpi = True

    # -- MPI -----------------------------------------------------------------------------------
    def mpi_prelude(self) -> None:
        g = self.g
        g.decl("declare i32 @MPI_Comm_rank(i32, ptr)")
        g.decl("declare i32 @MPI_Comm_size(i32, ptr)")
        rp, sp = self.alloca("i32", "rank.p"), self.alloca("i32", "size.p")
        self.ins(f"call i32 @MPI_Comm_rank(i32 {self.comm}, ptr {rp})")
        self.ins(f"{self.tmp('e')} = call i32 @MPI_Comm_size(i32 {self.comm}, ptr {sp})")
        self.rank = IntV(self.tmp("rank"), 0, MAX_RANKS - 1, uniform=False)
        self.size = IntV(self.tmp("size"), 1, MAX_RANKS)
        self.ins(f"{self.rank.ref} = load i32, ptr {rp}, align 4")
        self.ins(f"{self.size.ref} = load i32, ptr {sp}, align 4")
        t = self.tmp("t")
        self.ins(f"{t} = add i32 {self.rank.ref}, 1")
        self.right = self.tmp("right")
        self.ins(f"{self.right} = srem i32 {t}, {self.size.ref}")
        u, w = self.tmp("t"), self.tmp("t")
        self.ins(f"{u} = add i32 {self.rank.ref}, -1")
        self.ins(f"{w} = add i32 {u}, {self.size.ref}")
        self.left = self.tmp("left")
        self.ins(f"{self.left} = srem i32 {w}, {self.size.ref}")
        rf = self.tmp("rankf")
        self.ins(f"{rf} = sitofp i32 {self.rank.ref} to double")
        s = self.const(round(self.rng.uniform(0.05, 0.3), 3))
        self.pool.append(
            self.binop(
                "fmul", V(rf, Iv(0.0, MAX_RANKS - 1.0)), s, Iv(0.0, (MAX_RANKS - 1) * s.iv.hi)
            )
        )

    def buffer(self, vals: list[V], base: str) -> str:
        buf = self.alloca(f"[{len(vals)} x double]", base)
        for k, v in enumerate(vals):
            p = buf if k == 0 else self.addr(Arr(buf, len(vals), True, ARRAY_CLASS), str(k))
            self.ins(f"store double {v.ref}, ptr {p}, align 8")
        return buf

    def read_buffer(self, buf: str, ivs: list[Iv]) -> None:
        for k, iv in enumerate(ivs):
            p = buf if k == 0 else self.addr(Arr(buf, len(ivs), True, ARRAY_CLASS), str(k))
            r = self.tmp("rv")
            self.ins(f"{r} = load double, ptr {p}, align 8")
            self.pool.append(V(r, iv))
            self.imp.append(self.pool[-1])

    def mpi(self) -> None:
        self.has_mpi = True
        self.g.features.add("mpi")
        kind = self.rng.choice(
            [
                "allreduce",
                "allreduce",
                "ring",
                "sendrecv",
                "bcast",
                "reduce_bcast",
                "allgather",
                "sendrecv_replace",
            ]
        )
        getattr(self, "mpi_" + kind)()

    def mpi_values(self, k: int) -> tuple[str, list[Iv]]:
        """A send buffer of k values: a local buffer, or the start of an array argument."""
        arrs = [a for a in self.arrays if a.n >= k and not a.ref.startswith("%buf")]
        if arrs and self.rng.random() < 0.3:
            a = self.rng.choice(arrs)
            return a.ref, [a.iv] * k
        vals = [self.pick_var() for _ in range(k)]
        return self.buffer(vals, "sbuf"), [v.iv for v in vals]

    def mpi_allreduce(self) -> None:
        g = self.g
        g.decl("declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)")
        op = self.rng.choice(list(MPI_OPS))
        g.features.add("allreduce_" + op)
        k = self.rng.choice([1, 1, 2, 3])
        if op == "SUM":
            send, ivs = self.mpi_values(k)
            outs = [mk(min(iv.lo, MAX_RANKS * iv.lo), max(iv.hi, MAX_RANKS * iv.hi)) for iv in ivs]
            local = send.startswith("%sbuf")
        else:
            vals = [self.pick_var() for _ in range(k)]
            if op == "PROD":
                vals = [self.squash(v, Iv(0.8, 1.25)) for v in vals]
                outs = [mk(0.8**MAX_RANKS, 1.25**MAX_RANKS)] * k
            else:
                # distinct per-rank offsets (rank + shift) mod size keep the extremum apart
                shift = self.rng.randrange(MAX_RANKS)
                t, o = self.tmp("t"), self.tmp("off")
                self.ins(f"{t} = add i32 {self.rank.ref}, {shift}")
                self.ins(f"{o} = srem i32 {t}, {self.size.ref}")
                of = self.tmp("offf")
                self.ins(f"{of} = sitofp i32 {o} to double")
                off = V(of, Iv(0.0, MAX_RANKS - 1.0))
                m = round(self.rng.uniform(0.0, 2.0), 3)
                cls = Iv(m - 0.2, m + 0.2)
                vals = [self.squash(v, cls) for v in vals]
                vals = [
                    self.binop("fadd", v, off, mk(v.iv.lo, v.iv.hi + MAX_RANKS - 1)) for v in vals
                ]
                outs = [mk(cls.lo, cls.hi + MAX_RANKS - 1)] * k
            send, local = self.buffer(vals, "sbuf"), True
        if local and self.rng.random() < 0.3:
            recv, send = send, IN_PLACE
            g.features.add("in_place")
        else:
            recv = self.alloca(f"[{k} x double]", "rbuf")
        self.ins(
            f"{self.tmp('e')} = call i32 @MPI_Allreduce(ptr {send}, ptr {recv}, i32 {k}, "
            f"i32 {MPI_DOUBLE}, i32 {MPI_OPS[op]}, i32 {self.comm})"
        )
        self.read_buffer(recv, outs)

    def mpi_ring(self) -> None:
        g = self.g
        g.decl("declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)")
        g.decl("declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)")
        k = self.rng.choice([1, 2])
        send, ivs = self.mpi_values(k)
        recv = self.alloca(f"[{k} x double]", "rbuf")
        tag = self.rng.randrange(100)
        style = self.rng.choice(["raw", "null", "separate"])
        g.features.add("ring_" + style)
        if style == "separate":
            r0, r1 = self.alloca("i32", "req"), self.alloca("i32", "req")
        else:
            r0 = self.alloca("[2 x i32]", "reqs")
            r1 = self.tmp("req")
            self.ins(f"{r1} = getelementptr [2 x i32], ptr {r0}, i64 0, i64 1")
            if style == "null":
                self.ins(f"store i32 {REQUEST_NULL}, ptr {r0}, align 4")
                self.ins(f"store i32 {REQUEST_NULL}, ptr {r1}, align 4")
        calls = [
            f"call i32 @MPI_Irecv(ptr {recv}, i32 {k}, i32 {MPI_DOUBLE}, i32 {self.left}, "
            f"i32 {tag}, i32 {self.comm}, ptr {r0})",
            f"call i32 @MPI_Isend(ptr {send}, i32 {k}, i32 {MPI_DOUBLE}, i32 {self.right}, "
            f"i32 {tag}, i32 {self.comm}, ptr {r1})",
        ]
        if self.rng.random() < 0.5:
            calls.reverse()
        for c in calls:
            self.ins(f"{self.tmp('e')} = {c}")
        if style != "separate" and self.rng.random() < 0.6:
            g.decl("declare i32 @MPI_Waitall(i32, ptr, ptr)")
            self.ins(f"call i32 @MPI_Waitall(i32 2, ptr {r0}, ptr {STATUS_IGNORE})")
        else:
            g.decl("declare i32 @MPI_Wait(ptr, ptr)")
            order = [r0, r1] if self.rng.random() < 0.5 else [r1, r0]
            for r in order:
                self.ins(f"call i32 @MPI_Wait(ptr {r}, ptr {STATUS_IGNORE})")
        self.read_buffer(recv, ivs)

    def mpi_sendrecv(self) -> None:
        self.g.decl(
            "declare i32 @MPI_Sendrecv(ptr, i32, i32, i32, i32, ptr, i32, i32, i32, i32, i32, ptr)"
        )
        self.g.features.add("sendrecv")
        k = self.rng.choice([1, 2, 3])
        send, ivs = self.mpi_values(k)
        recv = self.alloca(f"[{k} x double]", "rbuf")
        tag = self.rng.randrange(100)
        self.ins(
            f"{self.tmp('e')} = call i32 @MPI_Sendrecv(ptr {send}, i32 {k}, i32 {MPI_DOUBLE}, "
            f"i32 {self.right}, i32 {tag}, ptr {recv}, i32 {k}, i32 {MPI_DOUBLE}, "
            f"i32 {self.left}, i32 {tag}, i32 {self.comm}, ptr {STATUS_IGNORE})"
        )
        self.read_buffer(recv, ivs)

    def mpi_reduce_bcast(self) -> None:
        """MPI_Reduce(SUM) to rank 0, then MPI_Bcast of the result from rank 0."""
        self.g.decl("declare i32 @MPI_Reduce(ptr, ptr, i32, i32, i32, i32, i32)")
        self.g.decl("declare i32 @MPI_Bcast(ptr, i32, i32, i32, i32)")
        self.g.features.add("reduce")
        k = self.rng.choice([1, 2])
        send, ivs = self.mpi_values(k)
        recv = self.alloca(f"[{k} x double]", "rbuf")
        self.ins(
            f"call i32 @MPI_Reduce(ptr {send}, ptr {recv}, i32 {k}, i32 {MPI_DOUBLE}, "
            f"i32 {MPI_OPS['SUM']}, i32 0, i32 {self.comm})"
        )
        self.ins(
            f"call i32 @MPI_Bcast(ptr {recv}, i32 {k}, i32 {MPI_DOUBLE}, i32 0, i32 {self.comm})"
        )
        self.read_buffer(
            recv, [mk(min(iv.lo, MAX_RANKS * iv.lo), max(iv.hi, MAX_RANKS * iv.hi)) for iv in ivs]
        )

    def mpi_allgather(self) -> None:
        """MPI_Allgather of k values per rank; reads rank 0's block and the left neighbour's."""
        self.g.decl("declare i32 @MPI_Allgather(ptr, i32, i32, ptr, i32, i32, i32)")
        self.g.features.add("allgather")
        k = self.rng.choice([1, 2])
        send, ivs = self.mpi_values(k)
        recv = self.alloca(f"[{MAX_RANKS * k} x double]", "rbuf")
        self.ins(
            f"call i32 @MPI_Allgather(ptr {send}, i32 {k}, i32 {MPI_DOUBLE}, ptr {recv}, "
            f"i32 {k}, i32 {MPI_DOUBLE}, i32 {self.comm})"
        )
        self.read_buffer(recv, ivs)
        j = self.rng.randrange(k)
        t, u = self.tmp("t"), self.tmp("t")
        self.ins(f"{t} = mul nsw i32 {self.left}, {k}")
        self.ins(f"{u} = add nsw i32 {t}, {j}")
        w = self.tmp("t")
        self.ins(f"{w} = sext i32 {u} to i64")
        p = self.tmp("p")
        self.ins(f"{p} = getelementptr inbounds double, ptr {recv}, i64 {w}")
        r = self.tmp("rv")
        self.ins(f"{r} = load double, ptr {p}, align 8")
        self.pool.append(V(r, ivs[j]))
        self.imp.append(self.pool[-1])

    def mpi_sendrecv_replace(self) -> None:
        self.g.decl(
            "declare i32 @MPI_Sendrecv_replace(ptr, i32, i32, i32, i32, i32, i32, i32, ptr)"
        )
        self.g.features.add("sendrecv_replace")
        k = self.rng.choice([1, 2, 3])
        vals = [self.pick_var() for _ in range(k)]
        buf = self.buffer(vals, "sbuf")
        tag = self.rng.randrange(100)
        self.ins(
            f"call i32 @MPI_Sendrecv_replace(ptr {buf}, i32 {k}, i32 {MPI_DOUBLE}, "
            f"i32 {self.right}, i32 {tag}, i32 {self.left}, i32 {tag}, i32 {self.comm}, "
            f"ptr {STATUS_IGNORE})"
        )
        self.read_buffer(buf, [v.iv for v in vals])

    def mpi_bcast(self) -> None:
        self.g.decl("declare i32 @MPI_Bcast(ptr, i32, i32, i32, i32)")
        self.g.features.add("bcast")
        k = self.rng.choice([1, 2])
        vals = [self.pick_var() for _ in range(k)]
        buf = self.buffer(vals, "sbuf")
        self.ins(
            f"call i32 @MPI_Bcast(ptr {buf}, i32 {k}, i32 {MPI_DOUBLE}, i32 0, i32 {self.comm})"
        )
        self.read_buffer(buf, [v.iv for v in vals])

    # -- assembly ------------------------------------------------------------------------------
    def combine(self, vals: list[V]) -> V:
        """A weighted sum of ``vals`` (squashed where large), below CAP."""
        seen, uniq = set(), []
        for v in vals:
            if v.ref not in seen:
                seen.add(v.ref)
                uniq.append(v)
        uniq = [v if v.iv.mag <= 8.0 else self.squash(v, Iv(-5.0, 5.0)) for v in uniq]
        acc = uniq[0]
        for v in uniq[1:]:
            w = round(self.rng.uniform(0.2, 1.0), 3)
            t = self.binop("fmul", v, self.const(w), iv_mul(v.iv, Iv(w, w)))
            if acc.iv.mag + t.iv.mag > CAP / 2:
                acc = self.squash(acc, Iv(-3.0, 3.0))
            acc = self.binop("fadd", acc, t, mk(acc.iv.lo + t.iv.lo, acc.iv.hi + t.iv.hi))
        return acc

    def result(self, k: int | None = None) -> V:
        """A value that depends on several of the values computed (the function's result)."""
        vs = [v for v in self.pool if v.ref.startswith("%")]
        picks = self.rng.sample(vs, min(len(vs), k or self.rng.randint(1, 3)))
        return self.combine(picks + self.imp)

    def text(self, header: str) -> str:
        body = list(self.lines)
        assert body[0] == "entry:"
        return "\n".join([header + " {", body[0], *self.allocas, *body[1:], "}"])


ARRAY_CLASS = Iv(0.25, 2.5)  # every element of a writable array stays inside


# --------------------------------------------------------------------------- whole programs
class Gen:
    def __init__(self, seed: int, mpi: bool):
        self.seed = seed
        self.mpi = mpi
        self.rng = random.Random(seed * 2 + int(mpi))
        self.decls: set[str] = set()
        self.helpers: list[Helper] = []
        self.defs: list[str] = []
        self.features: set[str] = set()
        self.main: FnGen | None = None
        self.main_void = False

    def decl(self, line: str) -> None:
        self.decls.add(line)

    def callable(self, fg: FnGen) -> list:
        """(helper, arrays for its pointer parameters) for every helper ``fg`` can call now."""
        out = []
        for h in self.helpers:
            if h.has_mpi and not fg.mpi_ok:
                continue
            if "comm" in [p[0] for p in h.params] and fg.comm is None:
                continue
            arrs = self.assign(h, fg, None)
            if arrs is not None:
                out.append((h, arrs))
        return out

    @staticmethod
    def assign(h: Helper, fg: FnGen, rng) -> list | None:
        """Arrays for ``h``'s pointer parameters; sometimes one array for two of them (the
        callee then sees aliasing pointers, and so do their shadows)."""
        used, out = set(), []
        alias = rng is not None and rng.random() < 0.2
        for p in h.params:
            if p[0] != "p":
                continue
            cands = [
                a
                for a in fg.arrays
                if a.n >= p[1]
                and (alias or a.ref not in used)
                and (a.writable or not p[2])
                and (not p[2] or a.iv == ARRAY_CLASS)
            ]
            if not cands:
                return None
            a = rng.choice(cands) if rng else cands[0]
            used.add(a.ref)
            out.append(a)
        return out

    def can_return_early(self, fg: FnGen) -> bool:
        return fg is self.main and fg.mpi_ok

    def ret(self, fg: FnGen) -> None:
        if fg is self.main and self.main_void:
            ws = [a for a in fg.arrays if a.writable]
            if ws:
                fg.store()
            fg.ins("ret void")
        else:
            fg.ins(f"ret double {fg.result().ref}")
        fg.g.features.add("early_return")

    def helper(self, k: int) -> None:
        rng = self.rng
        name = rng.choice(["g", "helper.", "sub_", "h"]) + str(k)
        fg = FnGen(self, name, depth_limit=1, budget=rng.randint(2, 5))
        params, sig = [], []
        for _ in range(rng.randint(1, 2)):
            cls = rng.choice([Iv(0.5, 1.5), Iv(-2.0, 2.0), Iv(0.3, 2.5)])
            params.append(("d", cls))
        if rng.random() < 0.6:
            params.append(("p", rng.randint(1, 3), rng.random() < 0.5))
        if rng.random() < 0.5:
            params.append(("i",))
        if self.mpi and rng.random() < 0.5:
            params.append(("comm",))
        rng.shuffle(params)
        for j, p in enumerate(params):
            if p[0] == "d":
                sig.append(f"double %x{j}")
                fg.pool.append(V(f"%x{j}", p[1]))
            elif p[0] == "p":
                sig.append(f"ptr %a{j}")
                fg.arrays.append(
                    Arr(
                        f"%a{j}",
                        p[1],
                        p[2],
                        ARRAY_CLASS if p[2] else Iv(min(DOMAIN[0], ARRAY_CLASS.lo), ARRAY_CLASS.hi),
                    )
                )
            elif p[0] == "i":
                sig.append(f"i32 %n{j}")
                fg.ints.append(IntV(f"%n{j}", 0, MAX_INT))
            else:
                sig.append(f"i32 %comm{j}")
                fg.comm = f"%comm{j}"
        fg.start("entry")
        if fg.comm is not None:
            fg.mpi_prelude()
        fg.stmts(fg.budget, 0)
        if fg.comm is not None and not fg.has_mpi:
            fg.mpi()
        if fg.calls == 0 and self.callable(fg) and rng.random() < 0.5:
            fg.call()
        for p in params:
            if p[0] == "p" and p[2] and rng.random() < 0.7:
                fg.store()
        r = fg.result()
        if r.iv.mag > CAP / 2:
            r = fg.squash(r, Iv(-5.0, 5.0))
        ret2, rty = None, "double"
        if rng.random() < 0.2:  # return { double, double }
            r2 = fg.squash(fg.pick_var(), Iv(-3.0, 3.0))
            s0, s1 = fg.tmp("sv"), fg.tmp("sv")
            fg.ins(f"{s0} = insertvalue {{ double, double }} poison, double {r.ref}, 0")
            fg.ins(f"{s1} = insertvalue {{ double, double }} {s0}, double {r2.ref}, 1")
            fg.ins(f"ret {{ double, double }} {s1}")
            ret2, rty = r2.iv, "{ double, double }"
            self.features.add("struct_return")
        else:
            fg.ins(f"ret double {r.ref}")
        link = rng.choice(["", "internal ", "dso_local "])
        attrs = rng.choice(["", " nounwind", " noinline nounwind"])
        self.defs.append(fg.text(f"define {link}{rty} @{name}({', '.join(sig)}){attrs}"))
        self.helpers.append(Helper(name, params, r.iv, fg.has_mpi, ret2))
        self.features.add("call")

    def recursive_helper(self, k: int) -> None:
        """rec(x, n) = n <= 0 ? x : mix(x, rec(step(x), n - 1)), all inside one class."""
        rng = self.rng
        name = f"rec{k}"
        cls = rng.choice([Iv(0.5, 1.5), Iv(-2.0, 2.0), Iv(0.3, 2.5)])
        fg = FnGen(self, name, depth_limit=0, budget=2)
        fg.pool.append(V("%x", cls))
        fg.start("entry")
        fg.ins("%c = icmp sle i32 %n, 0")
        fg.ins("br i1 %c, label %base, label %step")
        fg.start("base")
        fg.ins("ret double %x")
        fg.start("step")
        fg.ins("%n1 = sub nsw i32 %n, 1")
        for _ in range(rng.randint(1, 3)):
            fg.expr()
        y = fg.into(fg.pool[-1], cls, fg.pool[0])
        fg.ins(f"%r = call double @{name}(double {y.ref}, i32 %n1)")
        fg.pool.append(V("%r", cls))
        fg.expr()
        z = fg.into(fg.pool[-1], cls, V("%r", cls))
        fg.ins(f"ret double {z.ref}")
        self.defs.append(fg.text(f"define internal double @{name}(double %x, i32 %n)"))
        self.helpers.append(Helper(name, [("d", cls), ("i",)], cls, False))
        self.features.add("recursion")

    def entry(self) -> tuple[str, list[Param], bool]:
        rng = self.rng
        name = rng.choice(["f", "kernel", "main_fn", "f.inner", "run_1"])
        fg = FnGen(self, name, depth_limit=2, budget=rng.randint(4, 10))
        self.main = fg
        params: list[Param] = []
        for _ in range(rng.randint(1, 3)):
            params.append(Param("s", ""))
        if rng.random() < 0.2:
            params.append(Param("k", ""))
        for _ in range(rng.choice([0, 1, 1, 2])):
            params.append(Param("a", "", rng.randint(2, 6)))
        if rng.random() < 0.3:
            params.append(Param("c", "", rng.randint(1, 4)))
        for _ in range(rng.choice([0, 1, 1, 2])):
            params.append(Param("i", "", rng.randint(0, 5)))
        if self.mpi and rng.random() < 0.7:
            params.append(Param("comm", ""))
        rng.shuffle(params)
        sig = []
        names = {"s": "x", "k": "k", "a": "arr", "c": "carr", "i": "n", "comm": "comm"}
        # Half the entries declare their arrays noalias (the checkers pass distinct buffers),
        # so reverse mode may load arrays it never writes again instead of taping them
        # (passes/readonly.py). A stream of its own: the programs are otherwise unchanged.
        ptr = (
            "ptr noalias"
            if random.Random(self.seed * 2 + int(self.mpi) + 10**9).random() < 0.5
            else "ptr"
        )
        if ptr != "ptr":
            self.features.add("noalias")
        for j, p in enumerate(params):
            p.name = f"{names[p.kind]}{j}"
            if p.kind in ("s", "k"):
                sig.append(f"double %{p.name}")
                fg.pool.append(V(f"%{p.name}", Iv(*DOMAIN)))
            elif p.kind in ("a", "c"):
                sig.append(f"{ptr} %{p.name}")
                fg.arrays.append(
                    Arr(
                        f"%{p.name}",
                        p.n,
                        p.kind == "a",
                        ARRAY_CLASS if p.kind == "a" else Iv(*DOMAIN),
                    )
                )
            elif p.kind == "i":
                sig.append(f"i32 %{p.name}")
                fg.ints.append(IntV(f"%{p.name}", 0, MAX_INT))
            else:
                sig.append(f"i32 %{p.name}")
                fg.comm = f"%{p.name}"
        if self.mpi and fg.comm is None:
            fg.comm = str(COMM_WORLD)
        self.main_void = any(p.kind == "a" for p in params) and rng.random() < 0.2
        fg.start("entry")
        if fg.comm is not None:
            fg.mpi_prelude()
        fg.stmts(fg.budget, 0)
        if self.mpi and not fg.has_mpi:
            fg.mpi()
        if fg.calls == 0 and self.callable(fg):
            fg.call()
        if self.main_void:
            fg.store()
            fg.ins("ret void")
        else:
            if any(a.writable for a in fg.arrays) and rng.random() < 0.5:
                fg.store()
            fg.ins(f"ret double {fg.result(rng.randint(2, 4)).ref}")
        rty = "void" if self.main_void else "double"
        self.defs.append(fg.text(f"define {rty} @{name}({', '.join(sig)})"))
        return name, params, not self.main_void


def optimize(text: str, level: int = 2) -> str:
    """``text`` after LLVM's -O``level`` pipeline (llvmlite): the shapes clang -O2 emits
    (promoted allocas, rotated and vectorised loops, inlined helpers, selects, fmuladd)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    tm = llvm.Target.from_default_triple().create_target_machine(opt=level)
    mod = llvm.parse_assembly(text, context=llvm.create_context())
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=level))
    pb.getModulePassManager().run(mod, pb)
    return str(mod)


def generate(seed: int, mpi: bool = False, preopt: bool | None = None) -> Program:
    """The program of ``seed`` (its SPMD variant with MPI calls when ``mpi``).

    About one program in four is handed over after LLVM's -O2 (``preopt``; None: as the seed
    says), so the pass also sees optimised IR.
    """
    g = Gen(seed, mpi)
    for k in range(g.rng.choice([0, 0, 1, 1, 2, 3])):
        if g.rng.random() < 0.15:
            g.recursive_helper(k)
        else:
            g.helper(k)
    name, params, returns = g.entry()
    opt = g.rng.choice([0, 2])
    width = g.rng.choice([2, 2, 3, 4])
    pre = g.rng.random() < 0.25
    if preopt is not None:
        pre = preopt
    spec = ",".join(p.spec for p in params)
    fwd = ",".join({"s": "dup", "a": "dup"}.get(p.kind, "const") for p in params)
    rev = ",".join({"s": "out", "a": "dup"}.get(p.kind, "const") for p in params)
    head = [
        f"; progen seed={seed} mpi={int(mpi)}: entry @{name}, parameters {spec}",
        f"; replay: python -m tests.support.progen --seed {seed}" + (" --mpi" if mpi else ""),
        f"; mpiad-opt IN.ll --fn {name} --mode forward --args {fwd} -o OUT.ll",
        f"; mpiad-opt IN.ll --fn {name} --mode reverse --args {rev} -o OUT.ll",
        f'source_filename = "progen-{seed}"',
        "",
    ]
    text = "\n".join(head + sorted(g.decls) + [""] + ["\n\n".join(g.defs)]) + "\n"
    if pre:
        text = "\n".join(head[:2]) + "\n; (after LLVM -O2)\n" + optimize(text)
        g.features.add("preopt")
    return Program(seed, mpi, text, name, params, returns, opt, width, g.features)


def from_text(text: str, opt: int = 2, width: int = 2) -> Program:
    """A generated program saved as a .ll file (a regression input): its first line names the
    seed, the entry and the parameters, so it replays without the generator."""
    m = re.match(r"; progen seed=(\d+) mpi=(\d): entry @(\S+), parameters (\S*)", text)
    if m is None:
        raise ValueError("not a progen program: the first line must be its '; progen seed=' line")
    seed, mpi, fn, spec = int(m[1]), m[2] == "1", m[3], m[4]
    params = []
    for j, part in enumerate(spec.split(",") if spec else []):
        kind, _, n = part.partition(":")
        params.append(Param(kind, f"p{j}", int(n) if n else 0))
    returns = re.search(rf"define [^@\n]*double @{re.escape(fn)}\(", text) is not None
    return Program(seed, mpi, text, fn, params, returns, opt, width)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m tests.support.progen",
        description="print the LLVM IR of generated program SEED",
    )
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--mpi", action="store_true", help="the SPMD variant (MPI calls)")
    ap.add_argument(
        "--preopt",
        choices=["seed", "yes", "no"],
        default="seed",
        help="hand the program over after LLVM -O2 (default: as the seed says)",
    )
    a = ap.parse_args(argv)
    pre = {"seed": None, "yes": True, "no": False}[a.preopt]
    sys.stdout.write(generate(a.seed, a.mpi, pre).text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
