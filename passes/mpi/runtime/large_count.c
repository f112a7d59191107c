/* The large-count forms (MPI_Send_c, MPI_Allreduce_c, ...: MPI_Count counts): lowered by
 * passes/mpi/rules/large_count.py to the int-count call, their counts passed through here. A
 * count beyond an int stops the program naming the call: the derivative's runtime counts in
 * ints, and a truncated count would move part of the data in silence. */

int __mpiad_count32(long long n, const char *call) {
    if (n < 0 || n > INT_MAX)
        __mpiad_fail(call, "a count beyond 2^31-1 elements (MPI_Count) is not supported for "
                     "derivatives: split the message into parts of at most 2^31-1 elements",
                     (long long)n);
    return (int)n;
}

/* The v-variants' large-count forms (MPI_Gatherv_c, MPI_Ialltoallv_c, ...) take their counts and
 * displacements as MPI_Count[] / MPI_Aint[]: each array is passed to the int-count call through
 * an int copy, checked like a count. A nonblocking call reads its arrays until it completes, so
 * a copy lives on: one per (user array, length), rewritten at each call (MPI forbids changing
 * the user's array while a call that reads it is pending, so a pending call's copy still holds
 * the same values). `len`: 0 the communicator's size, 1 its neighbourhood's in-degree, 2 its
 * out-degree; `root` >= 0: the array is significant at the root only (elsewhere MPI lets it be
 * anything: NULL is passed on), as a send side's is unless `sbuf` is MPI_IN_PLACE. */

typedef struct {
    const long long *src;
    int n;
    int *copy;
} counts_copy;

static counts_copy *counts_tab;
static int n_counts, cap_counts;

static int topo_degree(MPI_Comm comm, int out) {
    int topo = MPI_UNDEFINED, n = 0, in = 0, o = 0, w = 0, rank;
    MPI_Topo_test(comm, &topo);
    if (topo == MPI_CART) {
        MPI_Cartdim_get(comm, &n);
        return 2 * n;
    }
    if (topo == MPI_GRAPH) {
        MPI_Comm_rank(comm, &rank);
        MPI_Graph_neighbors_count(comm, rank, &n);
        return n;
    }
    if (topo == MPI_DIST_GRAPH) {
        MPI_Dist_graph_neighbors_count(comm, &in, &o, &w);
        return out ? o : in;
    }
    return 0;
}

int *__mpiad_counts32(const long long *v, int len, int root, MPI_Comm comm, const void *sbuf,
                      const char *call) {
    if (!v || sbuf == MPI_IN_PLACE) return NULL;
    if (root >= 0) {
        int rank;
        MPI_Comm_rank(comm, &rank);
        if (rank != root) return NULL;
    }
    int n = 0;
    if (len == 0) MPI_Comm_size(comm, &n);
    else n = topo_degree(comm, len == 2);
    counts_copy *c = NULL;
    for (int i = 0; i < n_counts && !c; i++)
        if (counts_tab[i].src == v && counts_tab[i].n == n) c = &counts_tab[i];
    if (!c) {
        if (n_counts == cap_counts) {
            cap_counts = cap_counts ? 2 * cap_counts : 16;
            counts_tab = realloc(counts_tab, sizeof *counts_tab * cap_counts);
        }
        c = &counts_tab[n_counts++];
        c->src = v; c->n = n;
        c->copy = malloc(sizeof(int) * ((size_t)n + 1));
    }
    for (int i = 0; i < n; i++) {
        if (v[i] < INT_MIN || v[i] > INT_MAX)
            __mpiad_fail(call, "a count or displacement beyond 2^31-1 (MPI_Count / MPI_Aint) is "
                         "not supported for derivatives: split the message into parts of at "
                         "most 2^31-1 elements", (long long)v[i]);
        c->copy[i] = (int)v[i];
    }
    return c->copy;
}
