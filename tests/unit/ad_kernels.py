"""The AD test kernels: what each entry point takes, returns and where it is smooth.

The IR lives in tests/unit/ad_ir/ (regenerate with tools/gen_ad_kernels.py from
tests/unit/ad_src/). Each ``Kernel`` names one entry point and describes its parameters, in LLVM
order, with these argument kinds:

  Scalar(name, domain, dtype)       active float scalar (``double``/``float``), ``dup`` in forward
  Int(name, values, bits)           integer constant (``const``); each test draws one of ``values``;
                                    ``bits=0``: a size only, not an LLVM parameter (Numba arrays
                                    and VecStruct carry their length)
  Array(name, size, domain, ...)    pointer to ``size`` elements (an int, or an expression over the
                                    Int arguments such as ``"m*n"``); active (``dup``) unless
                                    ``active=False``. ``dtype`` may be a numpy structured dtype
                                    (a C struct); then ``domain`` maps each float field to its
                                    intervals and ``fixed`` gives the integer fields' values.
                                    ``out_only=True``: the initial contents do not matter (zero
                                    input, zero direction), only the final contents.
                                    ``writes`` of the Kernel lists the arrays it modifies.
  NbArray(name, size, domain)       a Numba C-contiguous 1-D float64 array: 7 LLVM parameters
                                    (meminfo, parent, nitems, itemsize, data, shape, stride); only
                                    ``data`` is active
  VecStruct(name, size, domain)     pointer to ``struct { long n; double *data; }`` (data: ``size``
                                    doubles); ``dup``: its shadow is a struct whose ``data``
                                    points to the shadow buffer
  NbRet() / NbExc()                 Numba's ``retptr`` (an out-only active 1-element array that
                                    receives the result) and ``excinfo`` (constant scratch memory)

A domain is a tuple of closed intervals ``((lo, hi), ...)``; every value drawn from it keeps the
function smooth (away from kinks and branch switches) with margin for finite differences.
``where`` optionally rejects whole inputs (e.g. ``|x*x - y| > 0.05`` for an ``fmax``).

Semantics used by the tests: the function maps its active inputs (float scalars and the float
contents of active arrays) to its outputs: the returned float (key ``"return"``) and the final
contents of every active array (key: the argument's name). ``call_primal`` evaluates that map,
``call_tangent`` calls a forward-mode tangent function (W directions at once), ``fd_jvp`` gives the
finite-difference directional derivative of the map. Values are dicts ``name -> value`` (python
float/int or numpy array); directions are dicts over the active arguments, same shapes.

Helpers: ``llvm_params``/``activities`` (one forward activity per LLVM parameter),
``primal_signature``/``tangent_signature`` (ctypes signatures for ``JitModule.fn``),
``sample_inputs`` (numpy rng) and ``inputs_strategy`` (hypothesis), ``random_direction``,
``call_primal``, ``call_tangent``, ``fd_jvp``, ``shifted`` (v + h d), ``floats_of`` (flat float64
view of a value).
A reverse-mode test can reuse all of them: <gradient, direction> must equal the tangent.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

IR_DIR = Path(__file__).resolve().parent / "ad_ir"

Domain = tuple  # ((lo, hi), ...)


# --------------------------------------------------------------------------- argument kinds
@dataclass(frozen=True)
class Scalar:
    name: str
    domain: Domain = ((-1.0, 1.0),)
    dtype: str = "f8"


@dataclass(frozen=True)
class Int:
    name: str
    values: tuple
    bits: int = 32


@dataclass(frozen=True)
class Array:
    name: str
    size: int | str
    domain: object = ((-1.0, 1.0),)
    dtype: object = "f8"
    active: bool = True
    out_only: bool = False
    fixed: tuple = ()  # ((int field, value), ...) for structured dtypes


@dataclass(frozen=True)
class NbArray:
    name: str
    size: int | str
    domain: Domain = ((-1.0, 1.0),)


@dataclass(frozen=True)
class VecStruct:
    name: str
    size: int | str
    domain: Domain = ((-1.0, 1.0),)


VEC_STRUCT = np.dtype([("n", "i8"), ("data", "u8")])  # struct vec in ad_src/ptr_struct.c


def NbRet() -> Array:
    return Array("retptr", 1, out_only=True)


def NbExc() -> Array:
    return Array("excinfo", 8, dtype="u8", active=False, out_only=True)


@dataclass(frozen=True)
class Kernel:
    src: str  # ad_ir stem: "<src>_<opt>.ll", or "<src>.ll" for Numba
    fn: str  # entry point
    args: tuple
    ret: str = "f8"  # "f8" | "f4" | "void" | "status" (Numba's i32 status code)
    opts: tuple = ("O0", "O2")  # () for a single Numba module
    writes: tuple = ()  # active arrays the function writes (besides Numba's retptr)
    where: Callable | None = None  # predicate on the inputs dict
    vector: bool = True  # vector forward mode applies (not over active globals)
    #: the variants checked numerically in the default run (None: all; the rest need --slow)
    quick: tuple | None = None
    note: str = ""

    @property
    def id(self) -> str:
        return f"{self.src}:{self.fn}"

    @property
    def returns_float(self) -> bool:
        return self.ret in ("f8", "f4")

    @property
    def output_kind(self) -> str:
        """'returns' (a float result, or Numba's retptr), 'in-place' (writes active arrays) or
        'both'."""
        ret = self.returns_float or self.ret == "status"
        if ret and self.writes:
            return "both"
        return "returns" if ret else "in-place"

    def path(self, opt: str | None = None) -> Path:
        return IR_DIR / (f"{self.src}_{opt}.ll" if opt else f"{self.src}.ll")

    def variants(self) -> list[str | None]:
        return list(self.opts) if self.opts else [None]


PARTICLE = np.dtype(
    [("pos", "f8", (3,)), ("vel", "f8", (3,)), ("mass", "f8"), ("id", "i4")], align=True
)  # struct particle in ad_src/structs.c (64 bytes)

R = ((-1.0, 1.0),)
R2 = ((-2.0, 2.0),)
AWAY0 = ((-2.0, -0.1), (0.1, 2.0))


def _kinks_ok(v):
    x, y = v["x"], v["y"]
    return abs(x * x - y) > 0.05 and abs(np.sin(3 * x)) > 0.05


def _clip_ok(v):
    return bool(np.all(np.abs(v["x"] - v["c"]) > 0.02))


KERNELS: list[Kernel] = [
    Kernel("scalar_smooth", "smooth2", (Scalar("x", ((0.3, 2.0),)), Scalar("y", ((0.2, 1.5),)))),
    Kernel("scalar_smooth", "smooth_chain", (Scalar("x", ((-0.8, 2.0),)),)),
    Kernel(
        "scalar_kinks",
        "kinks",
        (Scalar("x", ((-1.5, -0.2), (0.2, 0.7))), Scalar("y", ((1.2, 2.0),))),
        where=_kinks_ok,
    ),
    Kernel("array_reduce", "sum_exp_log", (Array("x", "n", R2), Int("n", (1, 5, 17)))),
    Kernel("array_reduce", "rms", (Array("x", "n", AWAY0), Int("n", (1, 4, 9)))),
    Kernel(
        "array_reduce",
        "weighted_dot",
        (Array("x", "n"), Array("w", "n", active=False), Array("y", "n"), Int("n", (1, 6))),
    ),
    Kernel(
        "inplace",
        "inplace_map",
        (Array("x", "n", AWAY0), Int("n", (1, 3, 10))),
        ret="void",
        writes=("x",),
    ),
    Kernel(
        "inplace",
        "inplace_scan",
        (Array("x", "n", R2), Scalar("a"), Int("n", (1, 2, 9))),
        ret="void",
        writes=("x",),
    ),
    Kernel(
        "stencil",
        "heat1d",
        (
            Array("u", "n"),
            Array("tmp", "n"),
            Int("n", (3, 8, 20)),
            Int("steps", (0, 1, 2, 5)),
            Scalar("nu", ((0.05, 0.4),)),
        ),
        ret="void",
        writes=("u", "tmp"),
        note="caller temp, pointer swap, memcpy back after an odd step count",
    ),
    Kernel(
        "stencil",
        "burgers1d",
        (Array("u", "n"), Int("n", (3, 10)), Int("steps", (1, 3)), Scalar("dt", ((0.01, 0.1),))),
        ret="void",
        writes=("u",),
        note="malloc'd temporary",
    ),
    Kernel(
        "stencil",
        "heat1d_vla",
        (Array("u", "n"), Int("n", (3, 9)), Int("steps", (1, 4)), Scalar("nu", ((0.05, 0.4),))),
        ret="void",
        writes=("u",),
        note="VLA temporary (alloca with a runtime count)",
    ),
    Kernel(
        "matvec",
        "matvec",
        (
            Array("A", "m*n"),
            Array("x", "n"),
            Array("y", "m", out_only=True),
            Int("m", (1, 3)),
            Int("n", (2, 5)),
        ),
        ret="void",
        writes=("y",),
    ),
    Kernel(
        "matvec", "quadform", (Array("A", "n*n", active=False), Array("x", "n"), Int("n", (1, 4)))
    ),
    Kernel(
        "csr",
        "csr_sin",
        (Array("val", 36), Array("x", 12), Array("y", 12, out_only=True), Int("n", (1, 5, 12))),
        ret="void",
        writes=("y",),
        note="CSR rows of 0-6 nonzeros: a row loop of several blocks reversed as a whole",
    ),
    Kernel(
        "csr",
        "csr_sin_alias",
        (Array("val", 36), Array("x", 12), Array("y", 12, out_only=True), Int("n", (1, 5, 12))),
        ret="void",
        writes=("y",),
        note="the same, values cached: the row loop pops its inner caches row by row",
    ),
    Kernel(
        "csr",
        "csr_energy",
        (Array("val", 36), Array("x", 12), Int("n", (3, 12))),
        note="the CSR mat-vec in a callee, its matrix reloaded",
    ),
    Kernel(
        "branch_loop",
        "piecewise_sum",
        (Array("x", "n", ((-2.0, -0.05), (0.05, 0.95), (1.05, 3.0))), Int("n", (1, 4, 13))),
    ),
    Kernel(
        "branch_loop",
        "soft_clip",
        (Array("x", "n", R2), Scalar("c", ((0.5, 1.0),)), Int("n", (1, 5))),
        ret="void",
        writes=("x",),
        where=_clip_ok,
    ),
    Kernel(
        "branch_loop",
        "pick_sum",
        (Array("a", "n"), Array("b", "n"), Int("n", (1, 4, 9))),
        note="pointer chosen per element (phi/select of pointers)",
    ),
    Kernel(
        "early_exit",
        "sum_until_negative",
        (Array("x", "n", ((-2.0, -0.5), (0.5, 2.0))), Int("n", (1, 6, 12))),
    ),
    Kernel("early_exit", "newton_sqrt", (Scalar("a", ((0.1, 50.0),)),)),
    Kernel("calls", "horner", (Scalar("x", R2),)),
    Kernel(
        "calls",
        "call_helpers",
        (Array("x", "n"), Array("y", "n"), Scalar("a"), Int("n", (1, 4, 9))),
        writes=("y",),
    ),
    Kernel("recursion", "rpow", (Scalar("x", ((-1.5, 1.5),)), Int("n", (0, 1, 5, 8)))),
    Kernel("recursion", "rsum", (Array("x", "n", R2), Int("n", (0, 1, 7)))),
    Kernel(
        "structs",
        "energy",
        (
            Array(
                "p",
                1,
                {"pos": R, "vel": R, "mass": ((0.5, 2.0),)},
                dtype=PARTICLE,
                fixed=(("id", 3),),
            ),
            Scalar("k"),
        ),
    ),
    Kernel(
        "structs",
        "integrate",
        (
            Array(
                "p",
                1,
                {"pos": R, "vel": R, "mass": ((0.5, 2.0),)},
                dtype=PARTICLE,
                fixed=(("id", 7),),
            ),
            Scalar("dt", ((0.01, 0.1),)),
            Int("steps", (1, 4, 10)),
        ),
        ret="void",
        writes=("p",),
    ),
    Kernel(
        "structs",
        "pair_kernel",
        (Scalar("r", ((0.2, 2.0),)), Scalar("t", ((-3.0, 3.0),))),
        note="noinline helper returning { double, double }",
    ),
    Kernel(
        "structs",
        "copy_particles",
        (
            Array("dst", "nb", dtype=PARTICLE, out_only=True),
            Array(
                "src",
                "nb",
                {"pos": R, "vel": R, "mass": ((0.5, 2.0),)},
                dtype=PARTICLE,
                fixed=(("id", 5),),
            ),
            Int("nb", (1, 3)),
            Scalar("s"),
        ),
        ret="void",
        writes=("dst",),
    ),
    Kernel("switch", "select_fn", (Scalar("x", ((-1.5, 1.5),)), Int("k", (0, 1, 2, 3, 5, 9)))),
    Kernel("switch", "cyclic_sum", (Array("x", "n", R2), Int("n", (1, 2, 7)))),
    Kernel(
        "vec_reduce",
        "sum_sin_x",
        (Array("x", "n", R2), Int("n", (0, 1, 3, 16, 33))),
        note="-O2 -ffast-math: <2 x double> loop, llvm.sin.v2f64, vector.reduce.fadd",
    ),
    Kernel(
        "vec_reduce",
        "scale_exp",
        (
            Array("out", "n", out_only=True),
            Array("x", "n", R2),
            Scalar("k", ((0.1, 1.0),)),
            Int("n", (1, 5, 16)),
        ),
        ret="void",
        writes=("out",),
    ),
    Kernel(
        "float_math", "fsmooth", (Scalar("x", ((0.3, 2.0),), "f4"), Scalar("y", R, "f4")), ret="f4"
    ),
    Kernel(
        "float_math",
        "fmap",
        (Array("x", "n", R2, dtype="f4"), Int("n", (1, 6))),
        ret="void",
        writes=("x",),
    ),
    Kernel(
        "float_math",
        "fdot_mixed",
        (Array("x", "n", R2, dtype="f4"), Array("y", "n", R2, dtype="f4"), Int("n", (1, 7))),
    ),
    Kernel(
        "interleaved",
        "cmul_inplace",
        (Array("z", "2*n"), Array("w", "2*n"), Int("n", (1, 3, 10))),
        ret="void",
        writes=("z",),
        note="-O2 -ffast-math: interleaved groups, shufflevector",
    ),
    Kernel("interleaved", "abs2_sum", (Array("z", "2*n"), Int("n", (1, 3, 10)))),
    Kernel(
        "globals",
        "global_accum",
        (Array("x", "n"), Int("n", (1, 5, 11))),
        vector=False,
        note="active file-scope static array",
    ),
    Kernel(
        "memcpy_kernel",
        "copy_square",
        (Array("x", "n"), Array("y", "n", out_only=True), Int("n", (1, 5)), Scalar("a", R2)),
        writes=("y",),
    ),
    Kernel("memcpy_kernel", "local_copy", (Array("x", 8),)),
    Kernel(
        "memcpy_kernel",
        "float_stencil",
        (Array("u", "n", R2, dtype="f4"), Int("n", (3, 16))),
        ret="f4",
        writes=("u",),
    ),
    Kernel(
        "long_double",
        "sumsq_ld",
        (Array("x", "n"), Int("n", (1, 4, 9))),
        note="x86_fp80 arithmetic, fpext/fptrunc",
    ),
    Kernel(
        "punning",
        "swap_halves",
        (Array("x", "n"), Int("n", (1, 4, 9))),
        ret="void",
        writes=("x",),
        note="doubles copied as uint64_t (<2 x i64> at -O2)",
    ),
    Kernel(
        "calls2",
        "moment_mix",
        (Array("x", "n"), Int("n", (1, 3, 8))),
        note="noinline helper returning a struct through sret",
    ),
    Kernel(
        "calls2",
        "sin_rows",
        (Array("A", "m*n"), Int("m", (1, 3)), Int("n", (1, 4))),
        ret="void",
        writes=("A",),
        note="noinline helper returning a pointer into A",
    ),
    Kernel(
        "calls2",
        "even_f",
        (Scalar("x", ((0.2, 1.0),)), Int("n", (0, 1, 4, 7))),
        note="mutual recursion",
    ),
    Kernel(
        "ptr_struct",
        "vec_logsumexp",
        (VecStruct("v", "n", R2), Int("n", (1, 2, 6), 0)),
        note="struct holding the data pointer",
    ),
    Kernel(
        "ptr_struct",
        "vec_normalize",
        (VecStruct("v", "n", AWAY0), Int("n", (1, 2, 6), 0)),
        ret="void",
        writes=("v",),
    ),
    # Numba (one optimised module each)
    Kernel(
        "numba_sum_sin_x",
        "numba_sum_sin_x",
        (NbRet(), NbExc(), NbArray("x", "n", R2), Int("n", (0, 1, 9), 0)),
        ret="status",
        opts=(),
    ),
    Kernel(
        "numba_saxpy_tanh",
        "numba_saxpy_tanh",
        (
            NbRet(),
            NbExc(),
            Scalar("a"),
            NbArray("x", "n", R2),
            NbArray("y", "n", R2),
            Int("n", (1, 5), 0),
        ),
        ret="status",
        opts=(),
        writes=("y",),
    ),
    Kernel(
        "numba_scalar_mix",
        "numba_scalar_mix",
        (NbRet(), NbExc(), Scalar("x", ((0.2, 2.0),)), Scalar("y", ((0.2, 2.0),))),
        ret="status",
        opts=(),
    ),
    Kernel(
        "numba_softplus_mean",
        "numba_softplus_mean",
        (NbRet(), NbExc(), NbArray("x", "n", ((-3.0, -0.05), (0.05, 3.0))), Int("n", (1, 7), 0)),
        ret="status",
        opts=(),
    ),
]

KERNELS += [
    # one-block loops (reversed as loops over a per-iteration cache): trip counts computable on
    # entry in several shapes, nests, and data-dependent exits (the per-iteration fallback)
    Kernel(
        "loops",
        "count_down",
        (Array("x", "n", R), Int("n", (1, 2, 5, 8), 64), Scalar("a", ((0.1, 0.9),))),
        ret="void",
        writes=("x",),
    ),
    Kernel("loops", "stride2", (Array("x", "n", R2), Int("n", (0, 1, 2, 5, 8)))),
    Kernel(
        "loops", "unsigned_le", (Array("x", "hi+1", R), Int("lo", (0, 2)), Int("hi", (0, 1, 4, 7)))
    ),
    Kernel(
        "loops",
        "ptr_walk",
        (Array("x", "n", R2), Int("n", (1, 3, 6, 9), 64)),
        ret="void",
        writes=("x",),
        note="pointer induction variable, pointer exit test",
    ),
    Kernel("loops", "nested_tri", (Array("x", "n", R), Int("n", (1, 2, 5, 9)))),
    Kernel(
        "loops",
        "prod6",
        (*(Array(v, "n", R) for v in "abcdef"), Int("n", (1, 3, 10), 64)),
        ret="void",
        writes=tuple("abcdef"),
        note="ten cached values per iteration: one record per iteration",
    ),
    Kernel(
        "loops",
        "gs_steps",
        (Array("u", "n", ((0.1, 0.5),)), Int("n", (3, 4, 9), 64), Int("steps", (0, 1, 3))),
        ret="void",
        writes=("u",),
    ),
    Kernel(
        "loops",
        "square_until_neg",
        (Array("x", "n", ((-1.5, -0.5), (0.5, 1.5))), Int("n", (1, 4, 9))),
        writes=("x",),
    ),
    Kernel("loops", "settle", (Scalar("c", ((0.1, 0.3),)), Int("n", (1, 3, 12)))),
]

# Debug builds as each front end gives them, and their optimised twins (tests/unit/
# test_debug_builds.py: preprocessed as mpiad-opt does by default, forward and reverse against
# finite differences): rustc opt-level 0 / 3 (slices, Range / zip / windows iterators, bounds
# checks that panic, `core::` helpers, a tuple-returning helper), zig cc -O0 -g / -O2 -g
# (debug records, function pointers through allocas, a struct passed by value).
RUST = ("O0", "O3")
DEBUG_C = ("O0g", "O2g")
FRONT_END_KERNELS: list[Kernel] = [
    Kernel(
        "rust_slices",
        "saxpy_sum",
        (Scalar("a"), Array("x", "n"), Array("y", "n"), Int("n", (0, 1, 5, 9), 64)),
        opts=RUST,
        writes=("y",),
        note="the issue's example: from_raw_parts, Range, bounds checks, f64::exp",
    ),
    Kernel(
        "rust_slices",
        "dot_zip",
        (Array("a", "n", R2), Array("b", "n", R2), Int("n", (1, 4, 11), 64)),
        opts=RUST,
    ),
    Kernel(
        "rust_slices",
        "stencil",
        (Array("u", "n"), Array("out", "n", out_only=True), Int("n", (3, 4, 9), 64)),
        ret="void",
        opts=RUST,
        writes=("out",),
        note="neighbour indexing: bounds checks that stay; powi",
    ),
    Kernel(
        "rust_slices",
        "path_energy",
        (Array("x", "n", R2), Int("n", (1, 2, 7), 64), Scalar("t", R2)),
        opts=RUST,
        note="windows(2), sin_cos (a tuple from a core helper), tanh",
    ),
    Kernel(
        "rust_slices",
        "smooth_norm",
        (Array("x", "n", AWAY0), Int("n", (1, 3, 16), 64), Scalar("k", ((0.5, 2.0),))),
        opts=RUST,
        note="stack array, enumerate, #[inline(never)] helper taking a slice (an invoke)",
    ),
    Kernel("fnptr", "fp_sum", (Array("x", "n", R2), Int("n", (0, 1, 6))), opts=DEBUG_C),
    Kernel(
        "fnptr",
        "pts_energy",
        (Array("xy", "2*n", R2), Int("n", (1, 3))),
        opts=DEBUG_C,
        note="a struct passed by value to a static helper",
    ),
    Kernel(
        "stencil",
        "heat1d",
        (
            Array("u", "n"),
            Array("tmp", "n"),
            Int("n", (3, 8)),
            Int("steps", (0, 1, 2, 5)),
            Scalar("nu", ((0.05, 0.4),)),
        ),
        ret="void",
        opts=DEBUG_C,
        writes=("u", "tmp"),
    ),
]

# -O2 for the baseline x86-64 and, with ``-mcpu``, for AVX2 (v3) and AVX-512 (v4) hosts: what
# clang's default (the host CPU) gives there (llvm.masked.*, wider vector reductions)
CPUS = ("O0", "O2", "O2v3", "O2v4")
MASK = ((-1.0, -0.1), (0.1, 1.0))  # c[i] > 0 picks the lane, away from the switch
F8 = Array("f", 8, R2)  # indexed by IDX (ad_src/masked_mem.c): repeated indices


def _gap_ok(v, top=True):
    x = np.sort(v["x"])
    return len(x) < 2 or (x[-1] - x[-2] if top else x[1] - x[0]) > 1e-3


def _blocks_apart(v):
    """Each block of 4 has one largest and one smallest element (by 1e-3; also squared)."""
    x = v["x"]
    return all(
        _gap_ok({"x": x[i : i + 4]}) and _gap_ok({"x": x[i : i + 4]}, top=False)
        for i in range(0, len(x) - 3, 4)
    )


KERNELS += [
    Kernel(
        "masked_mem",
        "gather_sq",
        (Array("y", "n", out_only=True), F8, Int("n", (3, 7, 16, 37))),
        ret="void",
        quick=(),
        opts=CPUS,
        writes=("y",),
        note="v4: llvm.masked.gather, two lanes reading one element of f",
    ),
    Kernel(
        "masked_mem",
        "scatter_sq",
        (Array("x", 8, R2), Array("v", "n", R2), Int("n", (3, 7, 16, 37))),
        ret="void",
        quick=("O2v4",),
        opts=CPUS,
        writes=("x",),
        note="v4: llvm.masked.scatter, two lanes writing one element (the later one wins)",
    ),
    Kernel(
        "masked_mem",
        "symm_step",
        (Array("xdd", 40, out_only=True), F8, Int("n", (5, 16, 37)), Int("nsymm", (3, 16, 40))),
        ret="void",
        quick=("O2v4",),
        opts=CPUS,
        writes=("xdd",),
        note="issue 34's reproducer: a gather, then a scatter of zeros",
    ),
    Kernel(
        "masked_mem",
        "cond_store",
        (
            Array("y", "n"),
            Array("x", "n"),
            Array("c", "n", MASK, active=False),
            Int("n", (3, 16, 37)),
        ),
        ret="void",
        quick=("O2v3",),
        opts=CPUS,
        writes=("y",),
        note="v3/v4: llvm.masked.load and llvm.masked.store",
    ),
    Kernel(
        "masked_mem",
        "cond_load",
        (
            Array("y", "n"),
            Array("x", "n"),
            Array("c", "n", MASK, active=False),
            Int("n", (3, 16, 37)),
        ),
        ret="void",
        quick=(),
        opts=CPUS,
        writes=("y",),
    ),
    Kernel(
        "masked_mem",
        "cond_gather",
        (Array("y", "n"), F8, Array("c", "n", MASK, active=False), Int("n", (3, 16, 37))),
        ret="void",
        quick=("O2v4",),
        opts=CPUS,
        writes=("y",),
        note="v4: a gather under a mask from the data",
    ),
    Kernel(
        "masked_builtins",
        "expand_compress",
        (
            Array("y", "n"),
            Array("x", "n"),
            Array("c", "n", MASK, active=False),
            Scalar("p", ((0.5, 1.5),)),
            Int("n", (4, 12)),
        ),
        ret="void",
        quick=("O2",),
        opts=("O0", "O2", "O2v4"),
        writes=("y",),
        note="llvm.masked.expandload (active passthru) and llvm.masked.compressstore",
    ),
    Kernel(
        "masked_builtins",
        "masked_lanes",
        (Array("y", "n"), Array("x", "n"), Array("c", "n", MASK, active=False), Int("n", (4, 12))),
        ret="void",
        quick=("O2",),
        opts=("O0", "O2", "O2v4"),
        writes=("y",),
        note="masked load/gather with active passthru, masked store, a scatter onto one element",
    ),
    Kernel(
        "masked_builtins",
        "reduce_extrema",
        (Array("x", "n", ((0.1, 2.0),)), Int("n", (4, 12))),
        quick=("O2",),
        opts=("O0", "O2", "O2v4"),
        where=_blocks_apart,
        note="llvm.vector.reduce.fmaximum/fminimum/fmax on blocks of 4",
    ),
    Kernel(
        "vec_minmax",
        "vsum_sq",
        (Array("x", "n", R2), Int("n", (1, 5, 16, 37))),
        quick=(),
        opts=CPUS,
    ),
    Kernel(
        "vec_minmax",
        "vprod",
        (Array("x", "n", ((-1.5, -0.6), (0.6, 1.5))), Int("n", (1, 5, 16, 37))),
        quick=("O2",),
        opts=CPUS,
    ),
    Kernel(
        "vec_minmax",
        "vmax",
        (Array("x", "n", R2), Int("n", (1, 5, 16, 37))),
        quick=("O2v4",),
        opts=CPUS,
        where=_gap_ok,
    ),
    Kernel(
        "vec_minmax",
        "vmin",
        (Array("x", "n", R2), Int("n", (1, 5, 16, 37))),
        quick=(),
        opts=CPUS,
        where=lambda v: _gap_ok(v, top=False),
    ),
    Kernel(
        "vec_minmax",
        "fsum_sq",
        (Array("x", "n", R2, dtype="f4"), Int("n", (1, 5, 16, 37))),
        ret="f4",
        quick=(),
        opts=CPUS,
        vector=False,  # fast-math float: width 4 and width 1 round differently (FD checks it)
    ),
    Kernel(
        "vec_minmax",
        "gather_sum",
        (F8, Int("n", (1, 5, 16, 37))),
        quick=(),
        opts=CPUS,
        note="v4: a gather feeding a llvm.vector.reduce.fadd",
    ),
]


def _cpu_flags() -> set[str]:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


#: what a variant's code needs from the CPU running it (x86-64-v3: AVX2, FMA; v4: AVX-512)
_NEEDS = {"O2v3": {"avx2", "fma", "bmi2"}, "O2v4": {"avx512f", "avx512dq", "avx512vl", "avx512bw"}}


def runs_here(opt: str | None) -> bool:
    """Can this CPU run ``opt``'s code? (The pass is tested on it anyway; only runs skip.)"""
    need = _NEEDS.get(opt or "")
    return need is None or need <= _cpu_flags()


BY_ID = {k.id: k for k in KERNELS}


# --------------------------------------------------------------------------- parameters
_CT = {"f8": ctypes.c_double, "f4": ctypes.c_float}


@dataclass(frozen=True)
class Param:
    """One LLVM parameter: its ctypes type, forward activity, and how to get its value."""

    ctype: object
    activity: str  # "dup" | "const"
    arg: object  # the argument description it comes from
    part: str = "value"  # value | meminfo | parent | nitems | itemsize | data | shape | stride


def llvm_params(k: Kernel) -> list[Param]:
    out: list[Param] = []
    for a in k.args:
        if isinstance(a, Scalar):
            out.append(Param(_CT[a.dtype], "dup", a))
        elif isinstance(a, Int):
            if a.bits:
                out.append(Param(ctypes.c_int32 if a.bits == 32 else ctypes.c_int64, "const", a))
        elif isinstance(a, Array):
            out.append(Param(ctypes.c_void_p, "dup" if a.active else "const", a))
        elif isinstance(a, VecStruct):
            out.append(Param(ctypes.c_void_p, "dup", a))
        elif isinstance(a, NbArray):
            for part in ("meminfo", "parent", "nitems", "itemsize", "data", "shape", "stride"):
                ct = ctypes.c_void_p if part in ("meminfo", "parent", "data") else ctypes.c_int64
                out.append(Param(ct, "dup" if part == "data" else "const", a, part))
        else:
            raise TypeError(a)
    return out


def activities(k: Kernel) -> list[str]:
    """Forward-mode activities, one per LLVM parameter."""
    return [p.activity for p in llvm_params(k)]


def active_args(k: Kernel) -> list:
    return [
        a
        for a in k.args
        if isinstance(a, (Scalar, NbArray, VecStruct)) or (isinstance(a, Array) and a.active)
    ]


def ret_ctype(k: Kernel):
    return {"f8": ctypes.c_double, "f4": ctypes.c_float, "void": None, "status": ctypes.c_int32}[
        k.ret
    ]


def primal_signature(k: Kernel) -> tuple:
    """(restype, *argtypes) of the entry point, for ``JitModule.fn(name, *primal_signature(k))``."""
    return (ret_ctype(k), *[p.ctype for p in llvm_params(k)])


def tangent_signature(k: Kernel, width: int = 1) -> tuple:
    """(restype, *argtypes) of ``fwddiffe[W]_<fn>`` as the pass generates it."""
    argtypes = []
    for p in llvm_params(k):
        argtypes.append(p.ctype)
        if p.activity == "dup":
            argtypes += [p.ctype] * width
    restype = None
    if k.returns_float:
        if width == 1:
            restype = ret_ctype(k)
        else:
            argtypes.append(ctypes.c_void_p)
    return (restype, *argtypes)


# --------------------------------------------------------------------------- values
def sizes(k: Kernel, ints: dict) -> dict:
    return {
        a.name: (a.size if isinstance(a.size, int) else int(eval(a.size, {}, dict(ints))))
        for a in k.args
        if isinstance(a, (Array, NbArray, VecStruct))
    }


def _float_fields(dtype: np.dtype) -> list[str]:
    return [n for n in dtype.names if dtype[n].base.kind == "f"]


def zeros_like_arg(a, n: int) -> np.ndarray:
    return np.zeros(n, dtype=np.dtype(a.dtype) if isinstance(a, Array) else np.float64)


def _uniform(rng, domain, shape):
    lo = np.array([d[0] for d in domain])
    hi = np.array([d[1] for d in domain])
    w = hi - lo
    pick = rng.choice(len(domain), size=shape, p=w / w.sum())
    return lo[pick] + rng.random(shape) * w[pick]


def sample_inputs(
    k: Kernel, rng: np.random.Generator, ints: dict | None = None, tries: int = 1000
) -> dict:
    """Random inputs within the domain (numpy; for tests that do not use hypothesis)."""
    for _ in range(tries):
        v = {
            a.name: (ints or {}).get(a.name, rng.choice(a.values))
            for a in k.args
            if isinstance(a, Int)
        }
        v = {n: int(x) for n, x in v.items()}
        sz = sizes(k, v)
        for a in k.args:
            if isinstance(a, Scalar):
                v[a.name] = float(_uniform(rng, a.domain, ()))
            elif isinstance(a, (Array, NbArray, VecStruct)):
                arr = zeros_like_arg(a, sz[a.name])
                if isinstance(a, Array) and a.out_only:
                    pass
                elif arr.dtype.names:
                    for f in _float_fields(arr.dtype):
                        arr[f] = _uniform(rng, a.domain[f], arr[f].shape)
                    for f, val in a.fixed:
                        arr[f] = val
                else:
                    arr[...] = _uniform(rng, a.domain, arr.shape)
                v[a.name] = arr
        if k.where is None or k.where(v):
            return v
    raise RuntimeError(f"{k.id}: no input satisfies `where` after {tries} tries")


def inputs_strategy(k: Kernel):
    """A hypothesis strategy for input dicts (floats drawn by hypothesis, so they shrink)."""
    from hypothesis import strategies as st
    from hypothesis.extra import numpy as hnp

    def floats(domain, width=64):
        if width == 32:  # bounds must be float32 values: round them inwards
            f = np.float32
            domain = [
                (
                    float(f(lo) if f(lo) >= lo else np.nextafter(f(lo), f(np.inf))),
                    float(f(hi) if f(hi) <= hi else np.nextafter(f(hi), f(-np.inf))),
                )
                for lo, hi in domain
            ]
        return st.one_of(
            *[
                st.floats(lo, hi, width=width, allow_nan=False, allow_infinity=False)
                for lo, hi in domain
            ]
        )

    @st.composite
    def draw_inputs(draw):
        v = {a.name: draw(st.sampled_from(a.values)) for a in k.args if isinstance(a, Int)}
        sz = sizes(k, v)
        for a in k.args:
            if isinstance(a, Scalar):
                v[a.name] = draw(floats(a.domain, 32 if a.dtype == "f4" else 64))
            elif isinstance(a, (Array, NbArray, VecStruct)):
                n = sz[a.name]
                arr = zeros_like_arg(a, n)
                if isinstance(a, Array) and a.out_only:
                    pass
                elif arr.dtype.names:
                    for f in _float_fields(arr.dtype):
                        arr[f] = draw(
                            hnp.arrays(np.float64, arr[f].shape, elements=floats(a.domain[f]))
                        )
                    for f, val in a.fixed:
                        arr[f] = val
                else:
                    w = 32 if arr.dtype == np.float32 else 64
                    arr[...] = draw(hnp.arrays(arr.dtype, n, elements=floats(a.domain, w)))
                v[a.name] = arr
        return v

    s = draw_inputs()
    return s.filter(k.where) if k.where is not None else s


def random_direction(k: Kernel, v: dict, rng: np.random.Generator) -> dict:
    """A random tangent direction (standard normal) over the active inputs, zero on out-only
    arrays and on integer struct fields."""
    d = {}
    for a in active_args(k):
        if isinstance(a, Scalar):
            d[a.name] = float(rng.standard_normal())
            continue
        arr = np.zeros_like(v[a.name])
        if not (isinstance(a, Array) and a.out_only):
            if arr.dtype.names:
                for f in _float_fields(arr.dtype):
                    arr[f] = rng.standard_normal(arr[f].shape)
            else:
                arr[...] = rng.standard_normal(arr.shape)
        d[a.name] = arr
    return d


def floats_of(x) -> np.ndarray:
    """The float contents of a value as a flat float64 vector (struct float fields in order)."""
    if isinstance(x, np.ndarray):
        if x.dtype.names:
            parts = [x[f].reshape(len(x), -1) for f in _float_fields(x.dtype)]
            return (
                np.concatenate(parts, axis=1).ravel().astype(np.float64) if len(x) else np.zeros(0)
            )
        return x.astype(np.float64).ravel()
    return np.array([float(x)])


def shifted(k: Kernel, v: dict, d: dict, h: float) -> dict:
    """v + h*d on the active float data (a fresh copy; integer fields untouched)."""
    out = {n: (x.copy() if isinstance(x, np.ndarray) else x) for n, x in v.items()}
    for n, dx in d.items():
        x = out[n]
        if isinstance(x, np.ndarray):
            if x.dtype.names:
                for f in _float_fields(x.dtype):
                    x[f] = x[f] + h * dx[f]
            else:
                x[...] = (x.astype(np.float64) + h * dx.astype(np.float64)).astype(x.dtype)
        else:
            out[n] = x + h * dx
    return out


# --------------------------------------------------------------------------- calling
def _param_value(p: Param, v: dict, arrays: dict, keep: list):
    a = p.arg
    if isinstance(a, VecStruct):
        return _vec_struct(arrays[a.name], keep)
    if isinstance(a, NbArray):
        arr = arrays[a.name]
        return {
            "meminfo": None,
            "parent": None,
            "nitems": arr.size,
            "itemsize": arr.itemsize,
            "data": arr.ctypes.data,
            "shape": arr.size,
            "stride": arr.itemsize,
        }[p.part]
    if isinstance(a, Array):
        return arrays[a.name].ctypes.data
    return v[a.name]


def _vec_struct(data: np.ndarray, keep: list) -> int:
    st = np.array([(data.size, data.ctypes.data)], dtype=VEC_STRUCT)
    keep.append(st)
    return st.ctypes.data


def _copy_arrays(k: Kernel, v: dict) -> dict:
    return {a.name: v[a.name].copy() for a in k.args if isinstance(a, (Array, NbArray, VecStruct))}


def _outputs(k: Kernel, ret, arrays: dict) -> dict:
    out = {}
    if k.returns_float:
        out["return"] = np.array([float(ret)])
    for a in active_args(k):
        if not isinstance(a, Scalar):
            out[a.name] = arrays[a.name]
    return out


def call_primal(fn, k: Kernel, v: dict) -> dict:
    """Call the primal (a ctypes function with ``primal_signature``) on copies of the inputs;
    return its outputs: ``"return"`` (float result) and the final contents of the active arrays.
    """
    arrays, keep = _copy_arrays(k, v), []
    ret = fn(*[_param_value(p, v, arrays, keep) for p in llvm_params(k)])
    if k.ret == "status":
        assert ret == 0, f"{k.id}: Numba status {ret}"
    return _outputs(k, ret, arrays)


def call_tangent(fn, k: Kernel, v: dict, dirs: list[dict]) -> tuple[dict, list[dict]]:
    """Call a forward tangent (ctypes function with ``tangent_signature(k, len(dirs))``) at ``v``
    in the W directions ``dirs``. Returns (primal outputs computed by the tangent function — the
    returned float is not available and left out —, [tangent outputs per direction])."""
    W = len(dirs)
    arrays = _copy_arrays(k, v)
    shadows = []
    for d in dirs:
        sh = {}
        for a in k.args:
            if isinstance(a, (Array, NbArray, VecStruct)) and a.name in d:
                s = np.zeros_like(arrays[a.name])
                dx = d[a.name]
                if s.dtype.names:
                    for f in _float_fields(s.dtype):
                        s[f] = dx[f]
                else:
                    s[...] = dx
                sh[a.name] = s
        shadows.append(sh)
    args, keep = [], []
    for p in llvm_params(k):
        args.append(_param_value(p, v, arrays, keep))
        if p.activity == "dup":
            for d, sh in zip(dirs, shadows):
                if isinstance(p.arg, Scalar):
                    args.append(d[p.arg.name])
                elif isinstance(p.arg, VecStruct):
                    args.append(_vec_struct(sh[p.arg.name], keep))
                else:
                    args.append(sh[p.arg.name].ctypes.data)
    dret = None
    if k.returns_float and W > 1:
        dret = np.zeros(W, dtype=np.dtype(k.ret))
        args.append(dret.ctypes.data)
    r = fn(*args)
    tans = []
    for j, sh in enumerate(shadows):
        t = {}
        if k.returns_float:
            t["return"] = np.array([float(r if W == 1 else dret[j])])
        for a in active_args(k):
            if not isinstance(a, Scalar):
                t[a.name] = sh[a.name]
        tans.append(t)
    prim = {n: x for n, x in _outputs(k, 0.0, arrays).items() if n != "return"}
    return prim, tans


def fd_jvp(primal, k: Kernel, v: dict, d: dict, h: float, order: int = 2) -> dict:
    """Finite-difference directional derivative of the outputs along ``d`` with step ``h``:
    central (order 2) or the 5-point stencil (order 4)."""

    def at(t):
        return {n: floats_of(x) for n, x in call_primal(primal, k, shifted(k, v, d, t)).items()}

    if order == 2:
        p, m = at(h), at(-h)
        return {n: (p[n] - m[n]) / (2 * h) for n in p}
    p1, m1, p2, m2 = at(h), at(-h), at(2 * h), at(-2 * h)
    return {n: (8 * (p1[n] - m1[n]) - (p2[n] - m2[n])) / (12 * h) for n in p1}


# --------------------------------------------------------------------------- linking
_RUST_RUNTIME = ("_R", '"_R', "_ZN", '"_ZN', "rust_eh_personality")


def link_runtime_stubs(text: str) -> str:
    """``text`` with a body for every function it declares from Rust's standard library (the
    panic entry points ``core::panicking::*``, ``rust_eh_personality``): each aborts, as a
    panic in an ``extern "C"`` function does. The JIT then needs no Rust toolchain."""
    from mpiad_passes.ir.parser import parse_module

    m = parse_module(text)
    stubs = []
    for f in list(m.functions.values()):
        if not f.is_declaration or not f.name.startswith(_RUST_RUNTIME):
            continue
        m.remove(f)
        params = ", ".join(f"{p.type} %p{i}" for i, p in enumerate(f.params))
        stubs.append(
            f"define {f.ret} @{f.name}({params}) {f.post} {{\n"
            "  call void @abort()\n  unreachable\n}"
        )
    if not stubs:
        return text
    if "abort" not in m.functions:
        stubs.append("declare void @abort()")
    return str(m) + "\n" + "\n".join(stubs) + "\n"
