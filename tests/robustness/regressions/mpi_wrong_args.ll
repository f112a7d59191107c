; MPI calls whose arguments do not match the function's C signature (the mutation fuzzer's
; callee renamed to MPI_Allreduce / MPI_Waitall): refused by name, with the expected prototype,
; never an IndexError or an output LLVM refuses. MPICH ABI (integer handles).
declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)
declare i32 @MPI_Waitall(i32, ptr, ptr)
declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @PMPI_Bcast(ptr, i32, i32, i32, i32)

; one argument missing
define double @too_few(double %x, i32 %comm) {
entry:
  %in = alloca double
  %out = alloca double
  store double %x, ptr %in
  %e = call i32 @MPI_Allreduce(ptr %in, ptr %out, i32 1, i32 1275070475, i32 1476395011)
  %r = load double, ptr %out
  ret double %r
}

; a 64-bit count
define double @wide_count(double %x, i32 %comm) {
entry:
  %in = alloca double
  %out = alloca double
  store double %x, ptr %in
  %e = call i32 @MPI_Allreduce(ptr %in, ptr %out, i64 1, i32 1275070475, i32 1476395011, i32 %comm)
  %r = load double, ptr %out
  ret double %r
}

; arguments swapped (a pointer where the count goes)
define double @swapped(double %x, i32 %comm) {
entry:
  %q = alloca [2 x i32]
  %e = call i32 @MPI_Waitall(ptr %q, i32 2)
  ret double %x
}

; an extra argument, through the profiling name
define double @too_many(double %x, i32 %comm) {
entry:
  %b = alloca double
  store double %x, ptr %b
  %e = call i32 @PMPI_Bcast(ptr %b, i32 1, i32 1275070475, i32 0, i32 %comm, i32 7)
  %r = load double, ptr %b
  ret double %r
}

; a result that is not an int
define double @float_result(double %x, i32 %comm) {
entry:
  %b = alloca double
  %req = alloca i32
  store double %x, ptr %b
  %e = call double @MPI_Isend(ptr %b, i32 1, i32 1275070475, i32 0, i32 0, i32 %comm, ptr %req)
  ret double %x
}
