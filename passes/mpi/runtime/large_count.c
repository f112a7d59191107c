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
