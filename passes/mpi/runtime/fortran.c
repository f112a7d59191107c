/* Fortran's MPI binding (passes/mpi/rules/fortran.py lowers mpi_waitany_ & co. to the C calls):
 * what the lowered code cannot say in a few instructions. */

/* Fortran's request indices are 1-based, C's 0-based: add 1 to each of the `*count` indices
 * (one when `count` is NULL: MPI_Waitany, MPI_Testany) that is not MPI_UNDEFINED. */
void __mpiad_f_indices(const int *count, int *indices) {
    int n = count ? *count : 1;
    if (n == MPI_UNDEFINED) return;
    for (int i = 0; i < n; i++)
        if (indices[i] != MPI_UNDEFINED) indices[i] += 1;
}
