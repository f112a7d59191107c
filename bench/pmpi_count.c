/* PMPI interposition layer for the peers benchmark: counts the messages and bytes each rank
 * sends. Built at bench time with zig cc into a shared library, linked against the mpich wheel's
 * libmpi.so.12 (so PMPI_* resolve), and LD_PRELOADed under mpiexec. Calls that reach MPI_* through
 * the dynamic linker land here: mpi4py, mpi4jax's XLA bridge, Numba, and llvmlite-JITted code
 * (the benchmark worker also registers these addresses with llvmlite, see bench/worker.py).
 *
 * Counted per rank:
 *   p2p messages: MPI_Send/Ssend/Rsend/Bsend/Isend/Issend and the send half of MPI_Sendrecv and
 *                 MPI_Sendrecv_replace (not when the destination is MPI_PROC_NULL);
 *   p2p bytes:    count * size of the datatype of those sends;
 *   collectives:  calls of MPI_Allreduce/Reduce/Bcast/Allgather/Gather/Scatter/Alltoall/
 *                 Reduce_scatter_block/Barrier, and their send-side bytes.
 * Internal messages a collective makes inside the MPI library are not seen (they never go through
 * the MPI_* symbols), so a collective counts as one.
 */
#include <mpi.h>

static long long n_msgs, n_bytes, n_coll, n_coll_bytes;

void pmpi_count_reset(void) { n_msgs = n_bytes = n_coll = n_coll_bytes = 0; }

/* out[0] p2p messages, out[1] p2p bytes, out[2] collective calls, out[3] collective bytes */
void pmpi_count_read(long long *out) {
    out[0] = n_msgs;
    out[1] = n_bytes;
    out[2] = n_coll;
    out[3] = n_coll_bytes;
}

/* 1 when this library is the one that answered (the worker checks it is really interposed) */
int pmpi_count_loaded(void) { return 1; }

static long long bytes_of(long long count, MPI_Datatype dt) {
    int sz = 0;
    if (dt == MPI_DATATYPE_NULL) return 0;
    PMPI_Type_size(dt, &sz);
    return count * sz;
}

static void p2p(long long count, MPI_Datatype dt, int dest) {
    if (dest == MPI_PROC_NULL) return;
    n_msgs++;
    n_bytes += bytes_of(count, dt);
}

static void coll(long long count, MPI_Datatype dt) {
    n_coll++;
    n_coll_bytes += bytes_of(count, dt);
}

/* Each wrapper exists twice: with int counts and as the MPI-4 large-count `_c` variant
 * (MPI_Count), which mpi4py 4 calls when the library has it. */
#define P2P(NAME, CT)                                                                             \
    int NAME(const void *b, CT c, MPI_Datatype t, int d, int g, MPI_Comm m) {                     \
        p2p((long long)c, t, d);                                                                  \
        return P##NAME(b, c, t, d, g, m);                                                         \
    }
#define IP2P(NAME, CT)                                                                            \
    int NAME(const void *b, CT c, MPI_Datatype t, int d, int g, MPI_Comm m, MPI_Request *r) {     \
        p2p((long long)c, t, d);                                                                  \
        return P##NAME(b, c, t, d, g, m, r);                                                      \
    }
P2P(MPI_Send, int) P2P(MPI_Send_c, MPI_Count)
P2P(MPI_Ssend, int) P2P(MPI_Ssend_c, MPI_Count)
P2P(MPI_Rsend, int) P2P(MPI_Rsend_c, MPI_Count)
P2P(MPI_Bsend, int) P2P(MPI_Bsend_c, MPI_Count)
IP2P(MPI_Isend, int) IP2P(MPI_Isend_c, MPI_Count)
IP2P(MPI_Issend, int) IP2P(MPI_Issend_c, MPI_Count)

#define SENDRECV(NAME, CT)                                                                        \
    int NAME(const void *sb, CT sc, MPI_Datatype st, int d, int sg, void *rb, CT rc,              \
             MPI_Datatype rt, int s, int rg, MPI_Comm m, MPI_Status *status) {                    \
        p2p((long long)sc, st, d);                                                                \
        return P##NAME(sb, sc, st, d, sg, rb, rc, rt, s, rg, m, status);                          \
    }
SENDRECV(MPI_Sendrecv, int) SENDRECV(MPI_Sendrecv_c, MPI_Count)

#define SENDRECV_REPLACE(NAME, CT)                                                                \
    int NAME(void *b, CT c, MPI_Datatype t, int d, int sg, int s, int rg, MPI_Comm m,             \
             MPI_Status *status) {                                                                \
        p2p((long long)c, t, d);                                                                  \
        return P##NAME(b, c, t, d, sg, s, rg, m, status);                                         \
    }
SENDRECV_REPLACE(MPI_Sendrecv_replace, int) SENDRECV_REPLACE(MPI_Sendrecv_replace_c, MPI_Count)

#define ALLREDUCE(NAME, CT)                                                                       \
    int NAME(const void *sb, void *rb, CT c, MPI_Datatype t, MPI_Op op, MPI_Comm m) {             \
        coll((long long)c, t);                                                                    \
        return P##NAME(sb, rb, c, t, op, m);                                                      \
    }
ALLREDUCE(MPI_Allreduce, int) ALLREDUCE(MPI_Allreduce_c, MPI_Count)
ALLREDUCE(MPI_Reduce_scatter_block, int) ALLREDUCE(MPI_Reduce_scatter_block_c, MPI_Count)

#define REDUCE(NAME, CT)                                                                          \
    int NAME(const void *sb, void *rb, CT c, MPI_Datatype t, MPI_Op op, int root, MPI_Comm m) {   \
        coll((long long)c, t);                                                                    \
        return P##NAME(sb, rb, c, t, op, root, m);                                                \
    }
REDUCE(MPI_Reduce, int) REDUCE(MPI_Reduce_c, MPI_Count)

#define BCAST(NAME, CT)                                                                           \
    int NAME(void *b, CT c, MPI_Datatype t, int root, MPI_Comm m) {                               \
        coll((long long)c, t);                                                                    \
        return P##NAME(b, c, t, root, m);                                                         \
    }
BCAST(MPI_Bcast, int) BCAST(MPI_Bcast_c, MPI_Count)

#define ALLGATHER(NAME, CT)                                                                       \
    int NAME(const void *sb, CT sc, MPI_Datatype st, void *rb, CT rc, MPI_Datatype rt,            \
             MPI_Comm m) {                                                                        \
        coll((long long)sc, st);                                                                  \
        return P##NAME(sb, sc, st, rb, rc, rt, m);                                                \
    }
ALLGATHER(MPI_Allgather, int) ALLGATHER(MPI_Allgather_c, MPI_Count)
ALLGATHER(MPI_Alltoall, int) ALLGATHER(MPI_Alltoall_c, MPI_Count)

#define ROOTED(NAME, CT)                                                                          \
    int NAME(const void *sb, CT sc, MPI_Datatype st, void *rb, CT rc, MPI_Datatype rt, int root,  \
             MPI_Comm m) {                                                                        \
        coll((long long)sc, st);                                                                  \
        return P##NAME(sb, sc, st, rb, rc, rt, root, m);                                          \
    }
ROOTED(MPI_Gather, int) ROOTED(MPI_Gather_c, MPI_Count)
ROOTED(MPI_Scatter, int) ROOTED(MPI_Scatter_c, MPI_Count)

int MPI_Barrier(MPI_Comm m) {
    coll(0, MPI_DATATYPE_NULL);
    return PMPI_Barrier(m);
}
