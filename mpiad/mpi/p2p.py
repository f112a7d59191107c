"""Point-to-point calls inside kernels: numba-mpi's ``send``, ``recv``, ``isend``, ``irecv``,
``sendrecv``, MPI-4's ``isendrecv`` and ``isendrecv_replace``, and the builders that the
persistent requests' ``*_init`` share with them (requests.py).

A call takes ``(data, dest, tag=0, comm=None, datatype=None, count=None)`` (receives:
``source=ANY_SOURCE, tag=ANY_TAG``). The calls name their datatype by a slot (``T``: an mpi4py
datatype, or the array's dtype: datatypes.py), so that one body serves a call with a datatype
and without; a nonblocking one is its MPI call ``with_request``, returning
``(status, request)``."""

from __future__ import annotations

from numba.extending import overload

from . import datatypes as _datatypes
from ._lowering import (
    _check_comm,
    _python_only,
    signature_of,
    with_request,
)
from .handles import ANY_SOURCE, ANY_TAG

__all__ = ["send", "recv", "isend", "irecv", "sendrecv", "isendrecv", "isendrecv_replace"]

send = _python_only("send")
recv = _python_only("recv")
isend = _python_only("isend")
irecv = _python_only("irecv")
sendrecv = _python_only("sendrecv")
isendrecv = _python_only("isendrecv")
isendrecv_replace = _python_only("isendrecv_replace")


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


def sendrecv_ol(fn: str, call):
    """The overload of a call that sends ``senddata`` to ``dest`` and receives ``recvdata`` from
    ``source`` (each side plain or with a datatype and count); ``call`` over ``(sdata, scount,
    sdt, dest, stag, rdata, rcount, rdt, source, rtag, comm)``: Sendrecv's returns the status,
    Isendrecv's (``with_request``) ``(status, request)``, one request for both halves."""

    def ol(
        senddata,
        dest,
        recvdata,
        source=ANY_SOURCE,
        sendtag=0,
        recvtag=ANY_TAG,
        comm=None,
        sendtype=None,
        sendcount=None,
        recvtype=None,
        recvcount=None,
    ):
        _check_comm(comm, fn)
        _datatypes.check_side(fn, "senddata", senddata, sendtype, sendcount, "sendcount")
        _datatypes.check_side(fn, "recvdata", recvdata, recvtype, recvcount, "recvcount")

        @signature_of(ol)
        def impl(
            senddata,
            dest,
            recvdata,
            source,
            sendtag,
            recvtag,
            comm,
            sendtype,
            sendcount,
            recvtype,
            recvcount,
        ):
            sn, sdt = _side(senddata, sendtype, sendcount)
            rn, rdt = _side(recvdata, recvtype, recvcount)
            return call(
                (senddata, sn, sdt, dest, sendtag, recvdata, rn, rdt, source, recvtag, comm)
            )

        return impl

    return ol


overload(sendrecv)(sendrecv_ol("sendrecv", _datatypes.SENDRECV))
overload(isendrecv)(sendrecv_ol("isendrecv", with_request(_datatypes.ISENDRECV)))
_ISENDRECV_REPLACE = with_request(_datatypes.ISENDRECV_REPLACE)


@overload(isendrecv_replace)
def _ol_isendrecv_replace(
    data, dest, source=ANY_SOURCE, sendtag=0, recvtag=ANY_TAG, comm=None, datatype=None, count=None
):
    """``data`` goes to ``dest`` and is replaced by what comes from ``source``; returns
    ``(status, request)``."""
    _check_comm(comm, "isendrecv_replace")
    _datatypes.check_side("isendrecv_replace", "data", data, datatype, count)

    @signature_of(_ol_isendrecv_replace)
    def impl(data, dest, source, sendtag, recvtag, comm, datatype, count):
        n, dt = _side(data, datatype, count)
        return _ISENDRECV_REPLACE((data, n, dt, dest, sendtag, source, recvtag, comm))

    return impl
