"""Point-to-point calls inside kernels: numba-mpi's ``send``, ``recv``, ``isend``, ``irecv``
(their stubs in __init__.py), and the builders that the persistent requests' ``*_init`` share
with them (requests.py).

A call takes ``(data, dest, tag=0, comm=None, datatype=None, count=None)`` (receives:
``source=ANY_SOURCE, tag=ANY_TAG``). The calls name their datatype by a slot (``T``: an mpi4py
datatype, or the array's dtype: datatypes.py), so that one body serves a call with a datatype
and without; a nonblocking one is its MPI call ``with_request``, returning
``(status, request)``."""

from __future__ import annotations

from numba.extending import overload

from . import ANY_SOURCE, ANY_TAG, _check_comm, irecv, isend, recv, send
from . import datatypes as _datatypes
from ._lowering import signature_of, with_request

__all__: list = []

_side = _datatypes.side


def sending_ol(fn: str, call):
    """The overload of a call that sends ``data`` to ``dest``; ``call``: its MPI call over
    ``(data, count, datatype, dest, tag, comm)``, or a nonblocking one ``with_request``."""

    def ol(data, dest, tag=0, comm=None, datatype=None, count=None):
        _check_comm(comm, fn)
        _datatypes.check_side(fn, "data", data, datatype, count)

        @signature_of(ol)
        def impl(data, dest, tag, comm, datatype, count):
            n, dt = _side(data, datatype, count)
            return call((data, n, dt, dest, tag, comm))

        return impl

    return ol


def receiving_ol(fn: str, call):
    """The overload of a call that receives into ``data`` from ``source``; ``call`` as for
    ``sending_ol``, over ``(data, count, datatype, source, tag, comm)``."""

    def ol(data, source=ANY_SOURCE, tag=ANY_TAG, comm=None, datatype=None, count=None):
        _check_comm(comm, fn)
        _datatypes.check_side(fn, "data", data, datatype, count)

        @signature_of(ol)
        def impl(data, source, tag, comm, datatype, count):
            n, dt = _side(data, datatype, count)
            return call((data, n, dt, source, tag, comm))

        return impl

    return ol


# numba-mpi's calls, not inlined (``overload``) as before the datatypes came
overload(send)(sending_ol("send", _datatypes.SEND))
overload(recv)(receiving_ol("recv", _datatypes.RECV))
overload(isend)(sending_ol("isend", with_request(_datatypes.ISEND)))
overload(irecv)(receiving_ol("irecv", with_request(_datatypes.IRECV)))
