"""MPI inside Numba kernels, lowered to *named* MPI calls that mpiad differentiates.

Names and argument order follow the ``numba-mpi`` package (1.x), with one addition: every function
that talks to a communicator takes it as a last, optional ``comm`` argument (an mpi4py ``Comm``;
default ``MPI.COMM_WORLD``)::

    import mpiad, mpiad.mpi as mpi

    @mpiad.jit
    def kernel(x, comm):
        status, req = mpi.isend(x[-1:], (mpi.rank(comm) + 1) % mpi.size(comm), 0, comm)
        ...
        mpi.waitall(reqs)

Unlike numba-mpi, which calls MPI through function pointers hidden in Numba's dynamic globals,
each function here lowers to a plain ``call i32 @MPI_Isend(...)`` with constant datatype and op
handles, exactly the IR a C compiler emits, so that mpiad's pass sees every MPI call.

Conventions (as in numba-mpi): buffers are C-contiguous NumPy arrays (``allreduce``/``reduce``
also take a scalar to send); the functions return the MPI status code (0 = success); ``isend`` and
``irecv`` return ``(status, requests)`` where ``requests`` is an array of raw MPI_Request handles
of dtype ``mpiad.mpi.RequestType`` (``int32`` under MPICH's ABI, ``int64`` under Open MPI's: write
``dtype=mpi.RequestType`` for code that runs on both), which ``wait``/``waitall``/``test`` take
(``waitall`` also takes a tuple of such arrays). ``test`` returns ``(status, flag)``.
``rank``/``size`` return the value.

Communicators: an mpi4py ``Comm`` is a Numba type here (its handle), so kernels take
communicators as arguments or use ``MPI.COMM_WORLD`` as a global. Ops: ``SUM``, ``PROD``, ``MIN``,
``MAX`` (also ``Operator.SUM`` ... and mpi4py's ``MPI.SUM`` ...), ``REPLACE`` and ``NO_OP``
for one-sided accumulation; ``MINLOC`` / ``MAXLOC`` in ``allreduce`` / ``reduce`` / ``scan`` /
``exscan``, their nonblocking and persistent forms, on (value, location) pairs: float64 arrays of
pairs (MPI_2DOUBLE_PRECISION) or record arrays of dtype ``[('v', 'f8'), ('i', 'i4')]`` aligned
(MPI_DOUBLE_INT), ``[('v', 'f4'), ('i', 'i4')]`` (MPI_FLOAT_INT) or ``[('v', 'f8'), ('i',
'f8')]``.

Beyond numba-mpi: persistent requests (``requests.py``: ``send_init`` ... ``request_free``),
partitioned communication (``partitioned.py``: ``psend_init`` ... ``parrived``) and
nonblocking collectives, prefix reductions (``collectives.py``: ``iallreduce`` ...
``reduce_local``; numba-mpi's ``bcast``, ``gather``, ``scatter``, ``allgather`` are lowered there
too, each beside its nonblocking form), persistent collectives (``pcollectives.py``:
``allreduce_init`` ... ``barrier_init``, started by ``start``), the v-variants
(``vcollectives.py``: ``gatherv`` ...), ``alltoallw`` and its persistent form
``alltoallw_init`` (``wcollectives.py``), neighbourhood
collectives (``neighbors.py``), communicators made inside kernels (``communicators.py``:
``comm_split``, ``comm_dup``, ``cart_create``, ``cart_shift`` ...), groups for one-sided
post-start-complete-wait (``groups.py``: ``comm_group``, ``group_incl`` ...; an mpi4py
``MPI.Group`` passed in is one too), all re-exported here; and
mpi4py datatypes passed in as ``datatype=`` of the
point-to-point calls and of the collectives that move data, blocking or not, v-variants included
(``datatypes.py``).

Layout: this module is the package's face (what users import); ``handles.py`` the handles,
constants and types; ``_lowering.py`` the code generation every call shares; one module per
family of calls (``environment``, ``p2p``, ``requests``, ``partitioned``, ``collectives``,
``pcollectives``, ``vcollectives``, ``wcollectives``, ``neighbors``, ``communicators``,
``datatypes``, ``rma``, ``groups``), each defining its functions (Python stubs that raise outside a
kernel) and their Numba lowerings. No module imports this one.
"""

from __future__ import annotations

from . import collectives as _collectives
from . import communicators as _communicators
from . import environment as _environment
from . import groups as _groups
from . import neighbors as _neighbors
from . import p2p as _p2p
from . import partitioned as _partitioned
from . import pcollectives as _pcollectives
from . import requests as _requests
from . import rma as _rma
from . import vcollectives as _vcollectives
from . import wcollectives as _wcollectives
from .collectives import *  # noqa: F403
from .communicators import *  # noqa: F403
from .environment import *  # noqa: F403
from .groups import *  # noqa: F403
from .handles import (
    ANY_SOURCE,
    ANY_TAG,
    MAX,
    MAXLOC,
    MIN,
    MINLOC,
    NO_OP,
    PROC_NULL,
    PROD,
    REPLACE,
    REQUEST_NULL,
    SUM,
    UNDEFINED,
    CommType,
    DatatypeType,
    GroupType,
    LocOperator,
    Operator,
    OpType,
    RequestType,
    RmaOperator,
    comm_type,
    op_type,
)
from .neighbors import *  # noqa: F403
from .p2p import *  # noqa: F403
from .partitioned import *  # noqa: F403
from .pcollectives import *  # noqa: F403
from .requests import *  # noqa: F403
from .rma import *  # noqa: F403
from .vcollectives import *  # noqa: F403
from .wcollectives import *  # noqa: F403

__all__ = [
    "Operator",
    "SUM",
    "PROD",
    "MIN",
    "MAX",
    "MINLOC",
    "MAXLOC",
    "LocOperator",
    "REPLACE",
    "NO_OP",
    "RmaOperator",
    "ANY_SOURCE",
    "ANY_TAG",
    "PROC_NULL",
    "REQUEST_NULL",
    "UNDEFINED",
    "RequestType",
    "CommType",
    "OpType",
    "DatatypeType",
    "GroupType",
    "comm_type",
    "op_type",
]
__all__ += _environment.__all__ + _p2p.__all__ + _requests.__all__ + _collectives.__all__
__all__ += _vcollectives.__all__ + _wcollectives.__all__
__all__ += _neighbors.__all__ + _communicators.__all__
__all__ += _partitioned.__all__
__all__ += _pcollectives.__all__
__all__ += _rma.__all__ + _groups.__all__
