"""MPI: ABI tables, the runtime linked into derivative modules, and the MPI rule units."""
