/* mpiad's MPI runtime: the derivative side of every MPI call, linked into generated modules.
 *
 * Why C compiled to IR: each rule needs loops over elements, runtime dispatch on the datatype and
 * the reduction op, temporaries and a request table; writing that once here keeps the rules small
 * and lets LLVM inline and specialise it. tools/gen_mpi_runtime.py compiles this file against the
 * MPI ABI's mpi.h into passes/mpi/runtime_<abi>.ll (committed), which the pass links from
 * (passes/mpi/runtime.py).
 *
 * Layout: this file is the one translation unit; it includes the pieces, by concern, in an order
 * where each uses only what comes before it (they are not compiled on their own):
 *   common.h       includes, failure, element kinds, vzero / vadd / pack / unpack
 *   requests.c     nonblocking request records and the request table (both modes)
 *   layouts.c      derived datatypes on point-to-point calls: flattened type maps
 *   adjoint_tags.c the tags of the adjoint point-to-point messages (reverse mode), apart from
 *                  every primal receive's; wildcard blocking receives that probe
 *   channels.c     the order of the adjoint point-to-point messages (reverse mode)
 *   ordering.c     the order of the adjoint collectives in the reverse sweep
 *   fusion.c       message fusion: fpack / funpack, fused_* calls
 *   p2p.c          Send, Recv, Sendrecv, Sendrecv_replace
 *   nonblocking.c  Isend, Irecv, Wait, Waitall, Test, Testall, Waitany, Waitsome, Testany,
 *                  Testsome, Request_get_status
 *   mprobe.c       Probe, Iprobe, Mprobe, Improbe, Mrecv, Imrecv (unfused forward mode only)
 *   persistent.c   Send_init (Ssend, Rsend, Bsend), Recv_init, Start, Startall, Request_free
 *   partitioned.c  Psend_init, Precv_init, Pready(_range, _list), Parrived (MPI-4)
 *   collectives.c  Bcast, Gather / Allgather, Scatter, Alltoall, Reduce_scatter_block, Comm_free
 *   reductions.c   op registry, Allreduce / Reduce (fused reductions, MINLOC / MAXLOC included)
 *   dcollectives.c derived datatypes on the collectives below: contiguous copies, layouts kept
 *   icollectives.c nonblocking collectives, and the v-variants (Gatherv, Scatterv, Allgatherv,
 *                  Alltoallv, Reduce_scatter) as their nonblocking form completed at once:
 *                  the plan, one description of them all
 *   icoll_sweeps.c the forward and reverse of a planned collective
 *   icoll_moves.c  Ibcast, Igather(v), Iallgather(v), Iscatter(v), Ialltoall(v)
 *   icoll_reductions.c
 *                  Ireduce_scatter(_block), Iallreduce, Ireduce, Iscan, Iexscan
 *   scans.c        Scan, Exscan, Reduce_local
 *   neighbors.c    Neighbor_allgather, Neighbor_alltoall
 *   pcollectives.c persistent collectives (Allreduce_init, Bcast_init, Neighbor_*_init, ...):
 *                  each start the planned nonblocking collective, on the user's request
 *   wcollectives.c Alltoallw, Ialltoallw, Neighbor_alltoallw, Ineighbor_alltoallw: per-block
 *                  datatypes flattened into one layout, run as the v-variants on the copies
 *   pwcollectives.c
 *                  Alltoallw_init, Neighbor_alltoallw_init: the w-flattening, as persistent
 *   rma.c          one-sided: Win_create / allocate / free, fence, post-start-complete-wait,
 *                  Put, Get, Accumulate
 *   rma_passive.c  one-sided, passive target: Win_lock / unlock, lock_all / unlock_all,
 *                  flush(_all), flush_local(_all), Win_sync; the barrier reverse mode mirrors
 *   rma_fetch.c    one-sided fetching: Get_accumulate, Fetch_and_op (SUM, REPLACE, NO_OP);
 *                  Compare_and_swap on integer data
 *   rma_requests.c request-based one-sided: Rput, Rget, Raccumulate, Rget_accumulate
 *   rma_select.c   Accumulate with MIN / MAX between fences: the winners found at the fence
 *   rma_dynamic.c  dynamic windows: Win_create_dynamic, Win_attach, Win_detach
 *   fortran.c      Fortran's 1-based request indices
 *   large_count.c  the counts of the large-count forms (MPI_Send_c, ...), checked to fit an int
 *   second_order.c forward mode over a gradient: `__mpiad_fwdaug_X` / `__mpiad_fwdrev_X` in place
 *                  of the reverse-mode helpers (Hessian-vector products)
 *   second_order_colls.c
 *                  the same for Gather, Allgather, Scatter, Alltoall, Reduce_scatter_block
 *   second_order_requests.c
 *                  the same for the nonblocking collectives, scans, persistent point to point
 *                  and collectives, and the completion calls beyond Wait / Waitall
 * Within a piece, each MPI call's `__mpiad_fwd_X` (forward), `__mpiad_aug_X` (augmented primal)
 * and `__mpiad_rev_X` (reverse) are together, under a comment saying what its derivative is.
 * Every non-static name is called by name from passes/mpi/rules.py or mpiad/: keep them.
 *
 * Conventions
 * - Shadows are passed as `void **dbufs` with a width W (vector forward mode): lane k's shadow is
 *   dbufs[k]. dbufs == NULL means "this buffer carries no derivative": zeros are sent in its place
 *   and what arrives for it is discarded, so every rank does the same shadow communication whatever
 *   its local activity (no deadlock from mismatched activity).
 * - Forward mode packs the W lanes into one message, so a message carries all tangents at once;
 *   with message fusion (MPIAD_FUSE, on by default) that message is the primal's own: see
 *   fusion.c.
 * - Shadow messages use the primal's communicator and tag, posted right after the primal ones, so
 *   MPI's non-overtaking order matches them; a blocking receive from MPI_ANY_SOURCE /
 *   MPI_ANY_TAG posts its shadow receive once the primal has completed, with the actual source
 *   and tag (a nonblocking one needs fused messages: fusion.c).
 * - Reverse mode: `aug_*` run the primal and return a record (malloc'd) of what the reverse needs;
 *   `rev_*` consume and free it. Nonblocking requests are found again through a table keyed by the
 *   primal request handle (requests.c; an entry is removed when its request completes).
 * - Reverse mode starts the adjoint point-to-point messages of each channel (communicator, peer,
 *   tag) in the reverse of the primal's matching order, whatever the completion order
 *   (channels.c), on the primal's communicator with the tag in the reserved upper half of the
 *   tag space (adjoint_tags.c), so that a primal receive still pending elsewhere never takes one.
 * - Reverse mode initiates the adjoint collectives in the reverse of the order in which the
 *   augmented sweep initiated the primal ones, on every rank (ordering.c).
 * - Only MPI_DOUBLE and MPI_FLOAT data carry derivatives (and the values of MPI_DOUBLE_INT /
 *   MPI_FLOAT_INT / MPI_2DOUBLE_PRECISION pairs under MPI_MINLOC / MPI_MAXLOC); any other
 *   datatype is inactive. An active buffer with another datatype, or a reduction op without a
 *   derivative, stops the program with a message naming the call (never a wrong derivative in
 *   silence).
 */

#include "common.h"
#include "requests.c"
#include "layouts.c"
#include "adjoint_tags.c"
#include "channels.c"
#include "ordering.c"
#include "fusion.c"
#include "p2p.c"
#include "nonblocking.c"
#include "mprobe.c"
#include "persistent.c"
#include "partitioned.c"
#include "collectives.c"
#include "reductions.c"
#include "dcollectives.c"
#include "icollectives.c"
#include "icoll_sweeps.c"
#include "icoll_moves.c"
#include "icoll_reductions.c"
#include "scans.c"
#include "neighbors.c"
#include "pcollectives.c"
#include "wcollectives.c"
#include "pwcollectives.c"
#include "rma.c"
#include "rma_passive.c"
#include "rma_fetch.c"
#include "rma_requests.c"
#include "rma_select.c"
#include "rma_dynamic.c"
#include "fortran.c"
#include "large_count.c"
#include "checkpoint.c"
#include "second_order.c"
#include "second_order_colls.c"
#include "second_order_requests.c"
