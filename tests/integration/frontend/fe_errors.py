"""Every error path of the front end (run under mpiexec -n N; errors are raised on every rank
before any communication, or are exceptions raised inside kernels).

Prints ``rank R ok NAME`` per check; exits nonzero (naming the check) on the first failure.
"""

from __future__ import annotations

import re
import sys

import numba
import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi
from mpiad import Active, BatchDuplicated, Const, Duplicated, Forward, Reverse

COMM = MPI.COMM_WORLD
RANK = COMM.rank
mpiad.on_error("raise")  # this program catches mpiad's exceptions (raised on every rank)


@mpiad.jit
def scale(x, y, a, n, comm):
    for i in range(n):
        y[i] = a * x[i]
    return y[0]


#: a derived datatype as a global: refused (its handle would be a constant the pass cannot name)
GLOBAL_COLUMN = MPI.DOUBLE.Create_vector(2, 1, 2).Commit()


@mpiad.jit
def column_global(u):
    return mpi.send(u[:, 0], 0, 0, COMM, datatype=GLOBAL_COLUMN)


@mpiad.jit
def column_self(u, dt, count, comm):
    """Column 0 of u to this rank itself, as ``count`` elements of ``dt``."""
    me = mpi.rank(comm)
    return mpi.sendrecv(
        u[:, 0],
        me,
        u[:, 1],
        me,
        0,
        0,
        comm,
        sendtype=dt,
        sendcount=count,
        recvtype=dt,
        recvcount=count,
    )


@mpiad.jit
def column_allreduce(u, out, dt, comm):
    """A reduction with a datatype: refused (MPI's predefined ops need predefined types)."""
    return mpi.allreduce(u[:, 0], out, mpi.SUM, comm, datatype=dt)


@mpiad.jit
def columns_gatherv(u, out, dt, shift, comm):
    """Column ``shift`` of ``out`` from every rank, as one element of ``dt`` (a column resized
    to one element): past the last column with ``shift`` too large."""
    size = mpi.size(comm)
    counts = np.ones(size, dtype=np.int32)
    displs = np.empty(size, dtype=np.int32)
    for r in range(size):
        displs[r] = r + shift
    return mpi.allgatherv(u[:, 0], out, counts, displs, comm, sendtype=dt, recvtype=dt)


@mpiad.jit
def plain_allgatherv(u, out, shift, ndispls, comm):
    """Every rank's ``u`` into ``out`` at ``r * u.size + shift``: past the end with ``shift``
    too large, and a displacement array of ``ndispls`` entries."""
    size = mpi.size(comm)
    counts = np.full(size, u.size, dtype=np.int32)
    displs = np.empty(ndispls, dtype=np.int32)
    for r in range(ndispls):
        displs[r] = r * u.size + shift
    return mpi.allgatherv(u, out, counts, displs, comm)


@mpiad.jit
def count_alone(u, comm):
    return mpi.send(u[0], 0, 0, comm, count=2)


@mpiad.jit
def no_result(x, y):
    for i in range(x.size):
        y[i] = 2.0 * x[i]


@mpiad.jit
def writes_const(x, out):
    s = 0.0
    for i in range(x.size):
        out[i] = x[i] * 2.0  # out is passed Const: the pass refuses, naming this line
        s += x[i]
    return s


@numba.njit
def fill_twice(buf, psi):
    for i in range(psi.size):
        buf[i] = 2.0 * psi[i]  # a helper two calls down writes active values into `scratch`


@numba.njit
def exchange(buf, psi):
    fill_twice(buf, psi)
    for i in range(psi.size):
        psi[i] = psi[i] + buf[i]


@mpiad.jit
def scratch_const(scratch, psi):
    exchange(scratch, psi)
    s = 0.0
    for i in range(psi.size):
        s += psi[i] * psi[i]
    return s


@numba.njit
def chunk(buffer, n, index):
    return buffer[index * n : (index + 1) * n]  # hands out a view of the scratch buffer


@mpiad.jit
def view_const(scratch, psi):
    a = chunk(scratch, psi.size, 1)
    fill_twice(a, psi)
    s = 0.0
    for i in range(psi.size):
        s += a[i] * psi[i]
    return s


@mpiad.jit
def uses_linalg(x, A):
    y = np.linalg.solve(A, x)
    return y[0]


@mpiad.jit
def raises(x, n):
    if x[0] < 0:
        raise ValueError("x[0] must be non-negative")
    if n > 100:
        raise IndexError("n too large", n)  # a dynamic exception: n is a runtime value
    return x[0] * x[0]


@mpiad.jit
def strided_bcast(x):
    mpi.bcast(x[::2], 0)
    return x[0]


@mpiad.jit
def int_division(x, k):
    return x[0] * (10 // k)


@mpiad.jit
def returns_array(x):
    return x * 2.0


failures = []


@mpiad.jit
def fetch_prod(x, comm):
    """MPI_Get_accumulate with MPI_PROD: refused by the pass at the kernel's line of the call."""
    g = np.zeros(1)
    _, win = mpi.win_create(g, comm)
    mpi.win_fence(0, win)
    r = np.zeros(1)
    mpi.get_accumulate(x[:1], r, 0, 0, mpi.PROD, win)
    mpi.win_fence(0, win)
    mpi.win_free(win)
    return r[0] + g[0]


def expect(name, exc, pattern, fn, *args, **kw):
    try:
        fn(*args, **kw)
    except exc as e:
        msg = str(e)
        if not re.search(pattern, msg, re.S):
            failures.append(
                f"{name}: {type(e).__name__} message {msg!r} does not match {pattern!r}"
            )
            return
        sys.stdout.write(f"rank {RANK} ok {name}\n")
        return
    except Exception as e:
        failures.append(f"{name}: expected {exc.__name__}, got {type(e).__name__}: {e}")
        return
    failures.append(f"{name}: expected {exc.__name__}, nothing raised")


def main() -> int:
    x = np.linspace(0.5, 1.5, 4)
    y = np.zeros(4)
    dx, dy = np.ones(4), np.zeros(4)
    c = COMM
    A = Active
    D = Duplicated
    # activities that do not fit the argument's type
    expect(
        "active_array",
        TypeError,
        r"argument 'x'.*Active needs a floating-point scalar.*"
        r"Duplicated\(x, dx\)",
        mpiad.autodiff,
        Reverse,
        scale,
        A(x),
        D(y, dy),
        2.0,
        4,
        c,
    )
    expect(
        "active_forward",
        TypeError,
        r"argument 'a'.*Active is for reverse mode",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, dx),
        D(y, dy),
        A(2.0),
        4,
        c,
    )
    expect(
        "active_int",
        TypeError,
        r"argument 'n'.*Active needs a floating-point scalar",
        mpiad.autodiff,
        Reverse,
        scale,
        D(x, dx),
        D(y, dy),
        2.0,
        A(4),
        c,
    )
    expect(
        "dup_int",
        TypeError,
        r"argument 'n'.*carries no derivative.*Const\(n\)",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, dx),
        D(y, dy),
        2.0,
        D(4, 1),
        c,
    )
    expect(
        "dup_comm",
        TypeError,
        r"argument 'comm'.*carries no derivative",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, dx),
        D(y, dy),
        2.0,
        4,
        D(c, c),
    )
    expect(
        "dup_scalar_reverse",
        TypeError,
        r"argument 'a'.*in reverse mode mark it Active\(a\)",
        mpiad.autodiff,
        Reverse,
        scale,
        D(x, dx),
        D(y, dy),
        D(2.0, 1.0),
        4,
        c,
    )
    expect(
        "dup_int_array",
        TypeError,
        r"argument 'x'.*needs floating-point data.*int64",
        mpiad.autodiff,
        Forward,
        scale,
        D(np.arange(4), np.arange(4)),
        D(y, dy),
        2.0,
        4,
        c,
    )
    expect(
        "batch_reverse",
        TypeError,
        r"argument 'x'.*BatchDuplicated \(vector mode\) is for "
        r"forward mode",
        mpiad.autodiff,
        Reverse,
        scale,
        BatchDuplicated(x, (dx, dx)),
        D(y, dy),
        2.0,
        4,
        c,
    )
    expect(
        "batch_widths",
        ValueError,
        r"same number of tangents",
        mpiad.autodiff,
        Forward,
        scale,
        BatchDuplicated(x, (dx, dx)),
        BatchDuplicated(y, (dy, dy, dy)),
        2.0,
        4,
        c,
    )
    expect(
        "batch_mixed",
        ValueError,
        r"argument 'y'.*every active argument is BatchDuplicated",
        mpiad.autodiff,
        Forward,
        scale,
        BatchDuplicated(x, (dx, dx)),
        D(y, dy),
        2.0,
        4,
        c,
    )
    expect(
        "batch_empty",
        ValueError,
        r"argument 'x'.*at least one tangent",
        mpiad.autodiff,
        Forward,
        scale,
        BatchDuplicated(x, ()),
        D(y, dy),
        2.0,
        4,
        c,
    )
    # shadows of the wrong shape, dtype, kind, layout
    expect(
        "shadow_shape",
        ValueError,
        r"argument 'x'.*shadow has shape \(3,\), expected \(4,\)",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, np.ones(3)),
        D(y, dy),
        2.0,
        4,
        c,
    )
    expect(
        "shadow_dtype",
        TypeError,
        r"argument 'y'.*shadow has dtype float32, expected float64",
        mpiad.autodiff,
        Reverse,
        scale,
        D(x, dx),
        D(y, np.zeros(4, np.float32)),
        2.0,
        4,
        c,
    )
    expect(
        "shadow_kind",
        TypeError,
        r"argument 'x'.*must be a NumPy array.*got list",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, [1.0] * 4),
        D(y, dy),
        2.0,
        4,
        c,
    )
    expect(
        "shadow_aliases",
        ValueError,
        r"argument 'x'.*shares memory with the primal",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, x),
        D(y, dy),
        2.0,
        4,
        c,
    )
    ro = np.zeros(4)
    ro.setflags(write=False)
    expect(
        "shadow_readonly",
        ValueError,
        r"argument 'y'.*read-only",
        mpiad.autodiff,
        Reverse,
        scale,
        D(x, dx),
        D(y, ro),
        2.0,
        4,
        c,
    )
    # a shadow of another layout is fine (fe_layout.py); one whose elements overlap is not
    expect(
        "shadow_overlaps",
        ValueError,
        r"argument 'x'.*shadow's elements overlap in memory.*np\.zeros_like\(x\)",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, np.lib.stride_tricks.as_strided(np.ones(1), (4,), (0,))),
        D(y, dy),
        2.0,
        4,
        c,
    )
    expect(
        "tangent_not_number",
        TypeError,
        r"argument 'a'.*tangent of a scalar must be a real",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, dx),
        D(y, dy),
        D(2.0, "1"),
        4,
        c,
    )
    expect(
        "bad_argument_type",
        TypeError,
        r"argument 'n'.*got list",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, dx),
        D(y, dy),
        2.0,
        [4],
        c,
    )
    expect(
        "bad_mode",
        TypeError,
        r"first argument is the mode",
        mpiad.autodiff,
        "reverse",
        scale,
        D(x, dx),
    )
    expect(
        "nested_annotation",
        TypeError,
        r"argument 'x'.*nested",
        mpiad.autodiff,
        Forward,
        scale,
        Const(D(x, dx)),
        D(y, dy),
        2.0,
        4,
        c,
    )
    # seeds of the result
    expect(
        "dret_forward",
        TypeError,
        r"dret .* is for reverse mode",
        mpiad.autodiff,
        Forward,
        scale,
        D(x, dx),
        D(y, dy),
        2.0,
        4,
        c,
        dret=1.0,
    )
    expect(
        "dret_no_result",
        TypeError,
        r"returns no floating-point result",
        mpiad.autodiff,
        Reverse,
        no_result,
        D(x, dx),
        D(y, dy),
        dret=1.0,
    )
    expect(
        "dret_count",
        ValueError,
        r"1 floating-point component\(s\), got 2 seed",
        mpiad.autodiff,
        Reverse,
        scale,
        D(x, dx),
        D(y, dy),
        2.0,
        4,
        c,
        dret=(1.0, 2.0),
    )
    expect(
        "grad_no_result",
        TypeError,
        r"grad needs a function returning a floating-point",
        mpiad.grad(no_result),
        x,
        y,
    )
    expect(
        "grad_argnum",
        TypeError,
        r"grad: argument 'n' \(argnums 3\) must be a float scalar, a float array or a "
        r"tuple / namedtuple of them, got int; leave it out of argnums",
        mpiad.grad(scale, argnums=(0, 3)),
        x,
        y,
        2.0,
        4,
        c,
    )
    expect("jvp_lengths", ValueError, r"2 primals but 1 tangents", mpiad.jvp, scale, (x, y), (dx,))
    # the pass refuses: the message names the Python line (through Numba's debug info)
    expect(
        "pass_error_line",
        mpiad.MpiadError,
        r"^cannot differentiate writes_const \(forward mode\): array `out` \(argument 2\) is "
        r"passed as Const but is written with values that depend on `x` inside `writes_const` "
        r"\(\S*fe_errors\.py:\d+: `out\[i\] = x\[i\] \* 2\.0.*`\); pass it as "
        r"Duplicated\(out, np\.zeros_like\(out\)\)$",
        mpiad.autodiff,
        Forward,
        writes_const,
        D(x, dx),
        y,
    )
    # an mpiad.mpi call inlined into the kernel: the kernel's line of the call (not the line
    # of mpiad/mpi/*.py its inlined statements had)
    expect(
        "pass_error_mpi_call_line",
        mpiad.MpiadError,
        r"^cannot differentiate fetch_prod \(reverse mode\) at \S*fe_errors\.py:\d+: "
        r"`mpi\.get_accumulate\(x\[:1\], r, 0, 0, mpi\.PROD, win\)`: MPI_Get_accumulate with "
        r"MPI_PROD",
        mpiad.autodiff,
        Reverse,
        fetch_prod,
        D(x, dx),
        COMM,
    )
    # ... also when the write happens in a helper two jitted calls down (issue 26)
    for mode in (Forward, Reverse):
        expect(
            f"pass_error_helper_{mode.name}",
            mpiad.MpiadError,
            r"^cannot differentiate scratch_const \((forward|reverse) mode\): array `scratch` "
            r"\(argument 1\) is passed as Const but is written with values that depend on "
            r"`psi` inside `fill_twice` \(\S*fe_errors\.py:\d+: `buf\[i\] = 2\.0 \* psi\[i\]"
            r".*`\); pass it as Duplicated\(scratch, np\.zeros_like\(scratch\)\)$",
            mpiad.autodiff,
            mode,
            scratch_const,
            np.zeros(8),
            D(x.copy(), dx.copy()),
        )
    expect(
        "pass_error_view",
        mpiad.MpiadError,
        r"^cannot differentiate view_const \(reverse mode\): array `scratch` \(argument 1\) is "
        r"passed as Const, but a view of it made inside `chunk` \(\S*fe_errors\.py:\d+: "
        r"`return buffer\[index \* n : \(index \+ 1\) \* n\]`\) is written with values that "
        r"depend on `psi`; pass it as Duplicated\(scratch, np\.zeros_like\(scratch\)\)$",
        mpiad.autodiff,
        Reverse,
        view_const,
        np.zeros(8),
        D(x.copy(), dx.copy()),
    )
    # a kernel called without its communicator: one line, naming it
    expect(
        "missing_comm",
        TypeError,
        r"^scale\(x, y, a, n, comm\): missing a required argument: 'comm' \(pass an mpi4py "
        r"communicator, e.g\. MPI\.COMM_WORLD\)$",
        scale,
        x,
        y,
        2.0,
        4,
    )
    expect(
        "pass_error_linalg",
        mpiad.MpiadError,
        r"uses_linalg \(reverse mode\) at \S*fe_errors\.py:\d+: `y = np\.linalg\.solve\(A, x\)`"
        r".*np\.linalg\.solve .*only np\.dot and @ are differentiated",
        mpiad.autodiff,
        Reverse,
        uses_linalg,
        D(x, dx),
        np.eye(4),
    )
    # exceptions raised inside kernels reach Python, in primal, forward and reverse runs
    neg = -x
    expect("raise_primal", ValueError, r"x\[0\] must be non-negative", raises, neg, 3)
    expect(
        "raise_forward",
        ValueError,
        r"x\[0\] must be non-negative",
        mpiad.autodiff,
        Forward,
        raises,
        D(neg, dx),
        3,
    )
    expect(
        "raise_reverse",
        ValueError,
        r"x\[0\] must be non-negative",
        mpiad.autodiff,
        Reverse,
        raises,
        D(neg, np.zeros(4)),
        3,
    )
    expect("raise_dynamic", IndexError, r"n too large.*1000", raises, x, 1000)
    expect("zero_division", ZeroDivisionError, r"division by zero", int_division, x, 0)
    expect("mpi_noncontiguous", ValueError, r"C-contiguous", strided_bcast, np.zeros(6))
    # misuse of the API
    expect(
        "mpi_from_python",
        TypeError,
        r"mpiad.mpi.isend is called from inside a Numba kernel",
        mpi.isend,
        x,
        0,
    )
    expect("jit_not_callable", TypeError, r"decorates a Python function", mpiad.jit, 42)
    expect(
        "register_like",
        ValueError,
        r"like must be 'sum', 'prod', 'min' or 'max'",
        mpiad.register_op_derivative,
        MPI.SUM,
        "mean",
    )
    expect(
        "register_op_type",
        TypeError,
        r"op must be an mpi4py MPI.Op",
        mpiad.register_op_derivative,
        "sum",
        "sum",
    )
    import numba

    @numba.njit
    def bad_mpi_use(lst):
        return mpi.allreduce(lst, lst)

    expect(
        "mpi_typing",
        numba.core.errors.TypingError,
        r"mpiad.mpi: allreduce: sendobj must be "
        r"a NumPy array or a scalar",
        bad_mpi_use,
        (1.0, 2.0),
    )
    # one-sided calls: MPI compares and swaps integers only (a float array is refused by name)

    @numba.njit
    def cas_floats(x, comm):
        g = np.zeros(1)
        _, win = mpi.win_create(g, comm)
        mpi.compare_and_swap(x, x, g, 0, 0, win)
        mpi.win_free(win)

    expect(
        "compare_and_swap_floats",
        numba.core.errors.TypingError,
        r"mpiad.mpi.compare_and_swap: origin must be an integer array",
        cas_floats,
        np.ones(1),
        COMM,
    )
    # post-start-complete-wait: a communicator where MPI_Win_post takes a group

    @numba.njit
    def post_comm(comm):
        g = np.zeros(1)
        _, win = mpi.win_create(g, comm)
        mpi.win_post(comm, 0, win)
        mpi.win_free(win)

    expect(
        "win_post_group",
        numba.core.errors.TypingError,
        r"mpiad.mpi.win_post: group must be an mpi4py MPI.Group",
        post_comm,
        COMM,
    )
    # mpi4py datatypes in kernels (issue 17): misuses are refused by name, before any message
    column = MPI.DOUBLE.Create_vector(2, 1, 2).Commit()
    int_column = MPI.INT.Create_vector(2, 1, 2).Commit()
    mixed = MPI.Datatype.Create_struct([1, 1], [0, 8], [MPI.DOUBLE, MPI.INT]).Commit()
    grid = np.zeros((2, 2))
    expect(
        "datatype_global",
        numba.core.errors.TypingError,
        r"derived mpi4py datatype read as a global cannot be used inside @mpiad.jit kernels; "
        r"pass it to the kernel as an argument.*fe_errors\.py",
        column_global,
        grid,
    )
    for label, dt, pattern in (
        ("datatype_dtype", int_column, r"holds float64, but its datatype describes int32"),
        ("datatype_mixed", mixed, r"mixes basic datatypes"),
    ):
        expect(label, numba.core.errors.TypingError, pattern, column_self, grid, dt, 1, c)
    expect(
        "datatype_outside",
        ValueError,
        r"reach outside the array given as their buffer.*u\[:, j\]",
        column_self,
        grid,
        column,
        2,
        c,
    )
    expect(
        "datatype_count_alone",
        numba.core.errors.TypingError,
        r"count= counts elements of a datatype given with it",
        count_alone,
        grid,
        c,
    )
    expect(
        "datatype_reduction",
        numba.core.errors.TypingError,
        r"allreduce: a reduction takes no datatype=.*predefined ops are defined on predefined "
        r"datatypes only.*fe_errors\.py",
        column_allreduce,
        grid,
        np.zeros(2),
        column,
        c,
    )
    rcol = MPI.DOUBLE.Create_vector(2, 1, COMM.size).Create_resized(0, 8).Commit()
    wide = np.zeros((2, COMM.size))
    wide[:, 0] = [RANK + 1.0, RANK + 2.0]
    gathered = np.zeros((2, COMM.size))
    columns_gatherv(wide, gathered, rcol, 0, c)  # in bounds: column r from rank r
    if not np.array_equal(gathered, np.arange(COMM.size) + np.array([[1.0], [2.0]])):
        failures.append(f"datatype_v: allgatherv of columns gave {gathered}")
    expect(
        "datatype_v_outside",
        ValueError,
        r"a block of a v-variant.*reaches outside the array",
        columns_gatherv,
        wide,
        np.zeros((2, COMM.size)),
        rcol,
        1,
        c,
    )
    for t in (column, int_column, mixed, rcol):
        t.Free()
    # the same checks without a datatype: MPI must never read or write past the array
    got = np.zeros(2 * COMM.size)
    plain_allgatherv(np.full(2, RANK + 1.0), got, 0, COMM.size, c)
    if not np.array_equal(got, np.repeat(np.arange(1.0, COMM.size + 1), 2)):
        failures.append(f"plain allgatherv gave {got}")
    args = (np.ones(2), np.zeros(2 * COMM.size))
    pat = r"a block of a v-variant.*reaches outside the array"
    expect("v_outside", ValueError, pat, plain_allgatherv, *args, 1, COMM.size, c)
    pat = r"displacement array is shorter than its count array"
    expect("v_short_displs", ValueError, pat, plain_allgatherv, *args, 0, COMM.size - 1, c)
    # results mpiad cannot differentiate (the primal still runs, through Numba's dispatcher)
    expect(
        "return_array",
        TypeError,
        r"cannot differentiate returns_array: it returns "
        r"array\(float64.*write array results into an argument",
        mpiad.autodiff,
        Forward,
        returns_array,
        D(x, dx),
    )
    if not np.array_equal(returns_array(x), 2.0 * x):
        failures.append("return_array: the primal is wrong")
    # a kernel that raised still works afterwards
    assert raises(x, 3) == x[0] * x[0]
    for f in failures:
        sys.stdout.write(f"rank {RANK} FAIL {f}\n")
    sys.stdout.write(f"rank {RANK} done {len(failures)} failures\n")
    sys.stdout.flush()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
