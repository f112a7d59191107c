"""SPMD programs for test_mpi_faults.py (run under mpiexec; see each mode).

    python -m tests.robustness.mpi_fault_prog fail MODE PIDDIR
        one rank fails during a derivative run (MODE: raise, exit, abort, hang, segv)
    python -m tests.robustness.mpi_fault_prog pairs VARIANT
        needs an even rank count (VARIANT: status, abort)
    python -m tests.robustness.mpi_fault_prog mixed KERNEL
        ranks differentiate with different activities

Every rank writes ``<pid> <ppid>`` to PIDDIR/rank<R> (fail mode) so that the test can check that
nothing is left running afterwards.
"""

from __future__ import annotations

import ctypes
import os
import sys
import time
from pathlib import Path

import numpy as np

from mpiad.mpilib import load_libmpi

load_libmpi()
from mpi4py import MPI  # noqa: E402

import mpiad_passes.rules  # noqa: E402,F401
from mpiad.engine import compile_module  # noqa: E402
from mpiad_passes import differentiate as D  # noqa: E402
from mpiad_passes.llvm_check import load_module  # noqa: E402

COMM = MPI.COMM_WORLD
RANK, SIZE = COMM.Get_rank(), COMM.Get_size()
HANDLE = MPI._handleof(COMM)
Dbl, I32, P = ctypes.c_double, ctypes.c_int32, ctypes.c_void_p

DECLS = """
declare i32 @MPI_Comm_rank(i32, ptr)
declare i32 @MPI_Comm_size(i32, ptr)
declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Waitall(i32, ptr, ptr)
declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)
declare i32 @MPI_Sendrecv(ptr, i32, i32, i32, i32, ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Abort(i32, i32)
declare double @llvm.sin.f64(double)
"""

# ring(x): send x*x*(rank+1) right, receive from the left; return sin(recv) * x + sum_ranks x
RING = (
    DECLS
    + """
define double @ring(double %x, i32 %comm) {
entry:
  %rp = alloca i32
  %sp = alloca i32
  %sbuf = alloca double
  %rbuf = alloca double
  %reqs = alloca [2 x i32]
  %loc = alloca double
  %tot = alloca double
  call i32 @MPI_Comm_rank(i32 %comm, ptr %rp)
  call i32 @MPI_Comm_size(i32 %comm, ptr %sp)
  %rank = load i32, ptr %rp
  %size = load i32, ptr %sp
  %r1 = add i32 %rank, 1
  %right = srem i32 %r1, %size
  %l0 = add i32 %rank, -1
  %l1 = add i32 %l0, %size
  %left = srem i32 %l1, %size
  %rf = sitofp i32 %r1 to double
  %xx = fmul double %x, %x
  %s = fmul double %xx, %rf
  store double %s, ptr %sbuf
  %req1 = getelementptr [2 x i32], ptr %reqs, i64 0, i64 1
  call i32 @MPI_Irecv(ptr %rbuf, i32 1, i32 1275070475, i32 %left, i32 3, i32 %comm, ptr %reqs)
  call i32 @MPI_Isend(ptr %sbuf, i32 1, i32 1275070475, i32 %right, i32 3, i32 %comm, ptr %req1)
  call i32 @MPI_Waitall(i32 2, ptr %reqs, ptr inttoptr (i64 1 to ptr))
  %r = load double, ptr %rbuf
  store double %x, ptr %loc
  call i32 @MPI_Allreduce(ptr %loc, ptr %tot, i32 1, i32 1275070475, i32 1476395011, i32 %comm)
  %t = load double, ptr %tot
  %sr = call double @llvm.sin.f64(double %r)
  %m = fmul double %sr, %x
  %res = fadd double %m, %t
  ret double %res
}

; scale(a, n): a[i] <- a[i] * (sum over ranks of a[0]) ; the array travels through Allreduce
define void @scale(ptr %a, i32 %n, i32 %comm) {
entry:
  %tot = alloca double
  call i32 @MPI_Allreduce(ptr %a, ptr %tot, i32 1, i32 1275070475, i32 1476395011, i32 %comm)
  %t = load double, ptr %tot
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %ie = zext i32 %i to i64
  %p = getelementptr double, ptr %a, i64 %ie
  %v = load double, ptr %p
  %w = fmul double %v, %t
  store double %w, ptr %p
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}
"""
)

# pairs(x, status): exchanges with rank ^ 1; an odd rank count is the program's own error,
# reported through *status (variant status) or by MPI_Abort(comm, 17) (variant abort).
PAIRS = (
    DECLS
    + """
define double @pairs(double %x, ptr %status, i32 %comm) {
entry:
  %rp = alloca i32
  %sp = alloca i32
  %sbuf = alloca double
  %rbuf = alloca double
  call i32 @MPI_Comm_rank(i32 %comm, ptr %rp)
  call i32 @MPI_Comm_size(i32 %comm, ptr %sp)
  %rank = load i32, ptr %rp
  %size = load i32, ptr %sp
  %odd = and i32 %size, 1
  %bad = icmp ne i32 %odd, 0
  br i1 %bad, label %err, label %ok
err:
  ERROR_PATH
ok:
  store i32 0, ptr %status
  %partner = xor i32 %rank, 1
  %xx = fmul double %x, %x
  store double %xx, ptr %sbuf
  call i32 @MPI_Sendrecv(ptr %sbuf, i32 1, i32 1275070475, i32 %partner, i32 5, ptr %rbuf, i32 1, i32 1275070475, i32 %partner, i32 5, i32 %comm, ptr inttoptr (i64 1 to ptr))
  %r = load double, ptr %rbuf
  %res = fmul double %r, %x
  ret double %res
}
"""
)
PAIRS_ERR = {
    "status": "store i32 -1, ptr %status\n  ret double 0.0",
    "abort": "call i32 @MPI_Abort(i32 %comm, i32 17)\n  store i32 -1, ptr %status\n"
    "  ret double 0.0",
}


def build(text: str, fn: str, fwd_acts, rev_acts):
    m = load_module(text, "fault", isolate=False)
    fwd = D.forward(m, fn, fwd_acts).name if fwd_acts else None
    rev = D.reverse(m, fn, rev_acts).name if rev_acts else None
    return compile_module(str(m), opt=2)[0], fwd, rev


# --------------------------------------------------------------------------- fail
def fail(mode: str, piddir: str) -> None:
    Path(piddir, f"rank{RANK}").write_text(f"{os.getpid()} {os.getppid()}\n")
    jit, _, rev = build(RING, "ring", None, ["out", "const"])
    f = jit.fn(rev, Dbl, Dbl, I32, Dbl)
    COMM.Barrier()
    if RANK == SIZE - 1:  # the failing rank: never enters the derivative's communication
        time.sleep(0.5)  # the others are blocked inside the reverse sweep by now
        sys.stdout.write(f"rank {RANK} fails ({mode})\n")
        sys.stdout.flush()
        if mode == "raise":
            raise RuntimeError("rank fails on purpose in the middle of a derivative run")
        if mode == "exit":
            os._exit(3)
        if mode == "abort":
            COMM.Abort(9)
            while True:  # MPI_Abort may return before the process manager kills us
                time.sleep(1)
        if mode == "segv":
            ctypes.string_at(0)
        if mode == "hang":
            while True:
                time.sleep(1)
    f(1.0 + RANK, HANDLE, 1.0)
    sys.stdout.write(f"rank {RANK} finished the derivative (unexpected)\n")


# --------------------------------------------------------------------------- pairs
def pairs(variant: str) -> None:
    text = PAIRS.replace("ERROR_PATH", PAIRS_ERR[variant])
    jit, fwd, rev = build(text, "pairs", ["dup", "const", "const"], ["out", "const", "const"])
    status = np.zeros(1, dtype=np.int32)
    x = 0.7 + 0.1 * RANK
    t = jit.fn(fwd, Dbl, Dbl, Dbl, P, I32)(x, 1.0, status.ctypes.data, HANDLE)
    if status[0] != 0:
        raise SystemExit(
            f"pairs: the program needs an even number of ranks (got {SIZE}); "
            f"rank {RANK} stopped cleanly"
        )
    g = jit.fn(rev, Dbl, Dbl, P, I32, Dbl)(x, status.ctypes.data, HANDLE, 1.0)
    partner_x = 0.7 + 0.1 * (RANK ^ 1)
    # f = partner_x^2 * x: df/dx_own = partner_x^2 (tangent along e_own, the partner's v = 1
    # too: + 2 partner_x x); the gradient of sum_r f_r w.r.t. own x = partner^2 + 2 x partner
    want_t = partner_x**2 + 2 * partner_x * x
    want_g = partner_x**2 + 2 * x * partner_x
    assert abs(t - want_t) < 1e-12 and abs(g - want_g) < 1e-12, (t, want_t, g, want_g)
    sys.stdout.write(f"rank {RANK} ok\n")


# --------------------------------------------------------------------------- mixed
def collective_build(*args):
    """build() on every rank; if it fails on any rank, every rank stops with that message."""
    from mpiad_passes.errors import MpiadError

    try:
        res, err = build(*args), None
    except MpiadError as e:
        res, err = None, f"{type(e).__name__}: {e}"
    errs = COMM.allgather(err)
    if any(errs):
        r = next(k for k, e in enumerate(errs) if e)
        raise SystemExit(f"rank {RANK}: differentiation failed on rank {r}: {errs[r]}")
    return res


def mixed(kernel: str) -> None:
    """Rank 0 differentiates with the input active, the others with it constant."""
    active = RANK == 0
    if kernel == "ring":
        jit, fwd, rev = collective_build(
            RING,
            "ring",
            ["dup" if active else "const", "const"],
            ["out" if active else "const", "const"],
        )
        x = 0.6 + 0.2 * RANK
        prim = jit.fn("ring", Dbl, Dbl, I32)
        if active:
            t = jit.fn(fwd, Dbl, Dbl, Dbl, I32)(x, 1.0, HANDLE)
        else:
            t = jit.fn(fwd, Dbl, Dbl, I32)(x, HANDLE)
        h = 1e-6
        fd = (prim(x + h * active, HANDLE) - prim(x - h * active, HANDLE)) / (2 * h)
        assert abs(t - fd) < 1e-6 * (1 + abs(fd)), f"rank {RANK}: tangent {t} vs FD {fd}"
        w = 0.5 + RANK
        if active:
            g = jit.fn(rev, Dbl, Dbl, I32, Dbl)(x, HANDLE, w)
        else:
            jit.fn(rev, None, Dbl, I32, Dbl)(x, HANDLE, w)
            g = 0.0
        L, R = COMM.allreduce(t * w), COMM.allreduce(g * (1.0 if active else 0.0))
        assert abs(L - R) < 1e-10 * (1 + abs(L)), f"rank {RANK}: dot test {L} vs {R}"
    else:  # scale: array dup on rank 0, const elsewhere
        n = 3
        jit, fwd, rev = collective_build(
            RING,
            "scale",
            ["dup" if active else "const", "const", "const"],
            ["dup" if active else "const", "const", "const"],
        )
        a0 = np.array([0.5, 1.0, 1.5]) + 0.1 * RANK
        v = np.array([1.0, -0.5, 0.25]) if active else np.zeros(n)
        prim = jit.fn("scale", None, P, I32, I32)

        def run(a):
            a = a.copy()
            prim(a.ctypes.data, n, HANDLE)
            return a

        h = 1e-6
        fd = (run(a0 + h * v) - run(a0 - h * v)) / (2 * h)
        a, da = a0.copy(), v.copy()
        if active:
            jit.fn(fwd, None, P, P, I32, I32)(a.ctypes.data, da.ctypes.data, n, HANDLE)
            t = da
        else:
            jit.fn(fwd, None, P, I32, I32)(a.ctypes.data, n, HANDLE)
            t = None
        # ranks with a constant array have no shadow: their outputs' tangents are not
        # computed, but the FD there is nonzero (they depend on rank 0's a[0])
        if active:
            assert np.allclose(t, fd, rtol=1e-6, atol=1e-8), f"tangent {t} vs FD {fd}"
        wts = np.array([0.3, -1.0, 2.0])
        a, ga = a0.copy(), wts.copy()
        if active:
            jit.fn(rev, None, P, P, I32, I32)(a.ctypes.data, ga.ctypes.data, n, HANDLE)
        else:
            jit.fn(rev, None, P, I32, I32)(a.ctypes.data, n, HANDLE)
        # only rank 0's outputs carry weights (the others have no shadow to seed), so its
        # gradient is that of its own block: d(a_i tot)/d a_j = delta_ij tot + a_i delta_j0
        if active:
            tot = COMM.allreduce(a0[0])
            own = wts * tot
            own[0] += float(wts @ a0)  # d(a_i * tot)/d a0[0] on this rank
            assert np.allclose(ga, own, rtol=1e-12), f"gradient {ga} vs {own}"
        else:
            COMM.allreduce(a0[0])
    sys.stdout.write(f"rank {RANK} ok ({kernel}, {'active' if active else 'constant'})\n")


if __name__ == "__main__":
    what = sys.argv[1]
    if what == "fail":
        fail(sys.argv[2], sys.argv[3])
    elif what == "pairs":
        pairs(sys.argv[2])
    else:
        mixed(sys.argv[2])
