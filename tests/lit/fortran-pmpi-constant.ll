; A profiling-name Fortran routine (pmpi_barrier_) among the users of a by-value temporary: the
; constant behind %dest is read off the store whichever binding names it (found by the fuzzer:
; the binding's argument kinds were looked up under PMPI_Barrier, a KeyError).
; RUN: %mpiad-opt %s -o - | filecheck %s

declare void @pmpi_barrier_(ptr, ptr)
declare void @MPI_SEND(ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare void @sq__enzyme_autodiff_(ptr, ptr, ptr, ptr, ptr)

; a derivative asked for in the module: what makes mpiad-opt lower the Fortran MPI calls
define void @sq_(ptr %u, ptr %e) {
  %x = load double, ptr %u, align 8
  %y = fmul double %x, %x
  store double %y, ptr %e, align 8
  ret void
}

define void @grad_(ptr %u, ptr %du, ptr %e, ptr %de) {
  call void @sq__enzyme_autodiff_(ptr @sq_, ptr %u, ptr %du, ptr %e, ptr %de)
  ret void
}

define void @shapes(ptr %buf, ptr %comm) {
  %ierr = alloca i32, align 4
  %one = alloca i32, align 4
  %dp = alloca i32, align 4
  %dest = alloca i32, align 4
  store i32 1, ptr %one, align 4
  store i32 1275070495, ptr %dp, align 4
  store i32 0, ptr %dest, align 4
  call void @MPI_SEND(ptr %buf, ptr %one, ptr %dp, ptr %dest, ptr %dest, ptr %comm, ptr %ierr)
  call void @pmpi_barrier_(ptr %dest, ptr %ierr)
  ret void
}
; CHECK-LABEL: define void @shapes(
; CHECK: call i32 @MPI_Send(ptr %buf, i32 1, i32 1275070475, i32 0, i32 0,
; CHECK: call i32 @PMPI_Barrier(i32 0)
