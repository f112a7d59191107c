; Fortran's MPI binding (flang -O0 shapes): every argument by reference, integer handles, a
; trailing ierror, names in lower case with a trailing underscore (or two, or none) or in upper
; case. Each call becomes the C call: by-value arguments are loaded (or read off the temporary
; the compiler stored a constant into), Fortran's MPI_DOUBLE_PRECISION becomes MPI_DOUBLE (at
; run time when only then known), mpif.h's MPI_IN_PLACE / MPI_STATUS(ES)_IGNORE become C's,
; the result goes to ierror, and 1-based request indices are converted by the runtime.
; The kernel's integer references (n, comm) default to constant through the Enzyme interface.
; RUN: %mpiad-opt %s -o - | filecheck %s

@mpipriv1_ = common global [28 x i8] zeroinitializer, align 4
@mpipriv2_ = common global [24 x i8] zeroinitializer, align 4
@_QFenergyECmpi_sum = internal constant i32 1476395011

declare void @mpi_allreduce_(ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare void @MPI_SEND(ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare void @mpi_recv__(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare void @mpi_waitall_(ptr, ptr, ptr, ptr)
declare void @mpi_waitany_(ptr, ptr, ptr, ptr, ptr)
declare double @mpi_wtime_()
declare void @pmpi_barrier_(ptr, ptr)
declare void @energy__enzyme_autodiff_(ptr, ptr, ptr, ptr, ptr, ptr, ptr)

define void @energy_(ptr %u, ptr %n, ptr %comm, ptr %e) {
  %loc = alloca double, align 8
  %ierr = alloca i32, align 4
  %cnt = alloca i32, align 4
  %dt = alloca i32, align 4
  %nv = load i32, ptr %n, align 4
  %x = load double, ptr %u, align 8
  %x2 = fmul double %x, %x
  store double %x2, ptr %loc, align 8
  store i32 1, ptr %cnt, align 4
  store i32 1275070495, ptr %dt, align 4
  call void @mpi_allreduce_(ptr %loc, ptr %e, ptr %cnt, ptr %dt, ptr @_QFenergyECmpi_sum, ptr %comm, ptr %ierr)
  ret void
}
; CHECK-LABEL: define void @energy_(
; CHECK: %rc.f{{[0-9]+}} = call i32 @MPI_Allreduce(ptr %loc, ptr %e, i32 1, i32 1275070475, i32 1476395011, i32 %f.f{{[0-9]+}})
; CHECK-NEXT: store i32 %rc.f{{[0-9]+}}, ptr %ierr, align 4

define void @grad_(ptr %u, ptr %du, ptr %n, ptr %comm, ptr %e, ptr %de) {
  call void @energy__enzyme_autodiff_(ptr @energy_, ptr %u, ptr %du, ptr %n, ptr %comm, ptr %e, ptr %de)
  ret void
}
; CHECK-LABEL: define void @grad_(
; CHECK-NEXT: {{[0-9]+}}:
; CHECK-NEXT: call void @diffe_energy_(ptr %u, ptr %du, ptr %n, ptr %comm, ptr %e, ptr %de)

define void @shapes(ptr %buf, ptr %n, ptr %dtv, ptr %comm, ptr %reqs) {
  %ierr = alloca i32, align 4
  %one = alloca i32, align 4
  %dp = alloca i32, align 4
  %dest = alloca i32, align 4
  %idx = alloca i32, align 4
  store i32 1, ptr %one, align 4
  store i32 1275070495, ptr %dp, align 4
  store i32 0, ptr %dest, align 4
  call void @MPI_SEND(ptr %buf, ptr %one, ptr %dtv, ptr %dest, ptr %dest, ptr %comm, ptr %ierr)
  call void @mpi_recv__(ptr %buf, ptr %n, ptr %dp, ptr %dest, ptr %dest, ptr %comm, ptr getelementptr inbounds nuw (i8, ptr @mpipriv1_, i64 8), ptr %ierr)
  call void @mpi_allreduce_(ptr getelementptr inbounds nuw (i8, ptr @mpipriv1_, i64 4), ptr %buf, ptr %n, ptr %dp, ptr @_QFenergyECmpi_sum, ptr %comm, ptr %ierr)
  call void @mpi_waitall_(ptr %one, ptr %reqs, ptr @mpipriv2_, ptr %ierr)
  call void @mpi_waitany_(ptr %one, ptr %reqs, ptr %idx, ptr getelementptr inbounds nuw (i8, ptr @mpipriv1_, i64 8), ptr %ierr)
  %t = call double @mpi_wtime_()
  call void @pmpi_barrier_(ptr %comm, ptr %ierr)
  ret void
}
; CHECK-LABEL: define void @shapes(
; a datatype only known at run time: Fortran's reals are mapped to C's by comparisons
; CHECK: %f.f{{[0-9]+}} = load i32, ptr %dtv, align 4
; CHECK: icmp eq i32 %f.f{{[0-9]+}}, 1275070495
; CHECK-NEXT: %dt.f{{[0-9]+}} = select i1 %dt.f{{[0-9]+}}, i32 1275070475, i32 %f.f{{[0-9]+}}
; CHECK: call i32 @MPI_Send(ptr %buf, i32 1, i32 %dt.f{{[0-9]+}}, i32 0, i32 0, i32 %f.f{{[0-9]+}})
; CHECK: call i32 @MPI_Recv(ptr %buf, i32 %f.f{{[0-9]+}}, i32 1275070475, i32 0, i32 0, i32 %f.f{{[0-9]+}}, ptr inttoptr (i64 1 to ptr))
; CHECK: call i32 @MPI_Allreduce(ptr inttoptr (i64 -1 to ptr), ptr %buf, i32 %f.f{{[0-9]+}}, i32 1275070475, i32 1476395011, i32 %f.f{{[0-9]+}})
; CHECK: call i32 @MPI_Waitall(i32 1, ptr %reqs, ptr inttoptr (i64 1 to ptr))
; CHECK: call i32 @MPI_Waitany(i32 1, ptr %reqs, ptr %idx, ptr inttoptr (i64 1 to ptr))
; CHECK-NEXT: store i32
; CHECK-NEXT: call void @__mpiad_f_indices(ptr null, ptr %idx)
; CHECK-NEXT: %t = call double @MPI_Wtime()
; CHECK: call i32 @PMPI_Barrier(i32 %f.f{{[0-9]+}})
declare void @mpi_win_allocate_(ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare void @mpi_get_address_(ptr, ptr, ptr)
declare void @mpi_alltoallw_(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare void @mpi_win_allocate_cptr_(ptr, ptr, ptr, ptr, ptr, ptr, ptr)

; MPI_Win_allocate's base (an integer address: c_f_pointer reads a TYPE(C_PTR) as an i64, then
; inttoptr) is read back as the pointer it is, so the window memory's shadow is found;
; MPI_Get_address; MPI_Alltoallw's arrays of INTEGER datatype handles, passed as they are;
; the mpi module's specific for a TYPE(C_PTR) base (mpi_win_allocate_cptr_) is the same call
define void @memory(ptr %size, ptr %comm, ptr %win, ptr %b, ptr %c, ptr %d, ptr %t, ptr %addr) {
  %ierr = alloca i32, align 4
  %unit = alloca i32, align 4
  %info = alloca i32, align 4
  %base = alloca i64, align 8
  store i32 8, ptr %unit, align 4
  store i32 469762048, ptr %info, align 4
  call void @mpi_win_allocate_(ptr %size, ptr %unit, ptr %info, ptr %comm, ptr %base, ptr %win, ptr %ierr)
  %a = load i64, ptr %base, align 8
  %p = inttoptr i64 %a to ptr
  store double 1.0, ptr %p, align 8
  call void @mpi_get_address_(ptr %p, ptr %addr, ptr %ierr)
  call void @mpi_alltoallw_(ptr %b, ptr %c, ptr %d, ptr %t, ptr %b, ptr %c, ptr %d, ptr %t, ptr %comm, ptr %ierr)
  %cbase = alloca i64, align 8
  call void @mpi_win_allocate_cptr_(ptr %size, ptr %unit, ptr %info, ptr %comm, ptr %cbase, ptr %win, ptr %ierr)
  ret void
}
; CHECK-LABEL: define void @memory(
; CHECK: call i32 @MPI_Win_allocate(i64 %f.f{{[0-9]+}}, i32 8, i32 469762048, i32 %f.f{{[0-9]+}}, ptr %base, ptr %win)
; CHECK: %a = load i64, ptr %base, align 8
; CHECK-NEXT: %p = load ptr, ptr %base, align 8
; CHECK-NEXT: store double
; CHECK: call i32 @MPI_Get_address(ptr %p, ptr %addr)
; CHECK: call i32 @MPI_Alltoallw(ptr %b, ptr %c, ptr %d, ptr %t, ptr %b, ptr %c, ptr %d, ptr %t, i32 %f.f{{[0-9]+}})
; CHECK: call i32 @MPI_Win_allocate(i64 %f.f{{[0-9]+}}, i32 8, i32 469762048, i32 %f.f{{[0-9]+}}, ptr %cbase, ptr %win)
; CHECK-NOT: declare void @mpi_
; CHECK-NOT: declare void @MPI_SEND
; CHECK: define void @__mpiad_f_indices(
