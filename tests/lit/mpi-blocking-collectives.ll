; Blocking point-to-point and collectives (MPICH ABI): each call goes through its rule unit, in
; forward mode to __mpiad_fwd_<f> (primal + shadow message with all lanes), in reverse mode to the
; primal (or __mpiad_aug_<f>) in the forward sweep and __mpiad_rev_<f> in the reverse sweep.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Send(ptr, i32, i32, i32, i32, i32)
declare i32 @MPI_Recv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Sendrecv(ptr, i32, i32, i32, i32, ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Bcast(ptr, i32, i32, i32, i32)
declare i32 @MPI_Gather(ptr, i32, i32, ptr, i32, i32, i32, i32)
declare i32 @MPI_Scatter(ptr, i32, i32, ptr, i32, i32, i32, i32)
declare i32 @MPI_Allgather(ptr, i32, i32, ptr, i32, i32, i32)
declare i32 @MPI_Reduce(ptr, ptr, i32, i32, i32, i32, i32)
declare i32 @MPI_Barrier(i32)

define void @f(ptr %x, i32 %comm) {
entry:
  %t = alloca [8 x double]
  %u = getelementptr double, ptr %x, i64 1
  call i32 @MPI_Send(ptr %x, i32 1, i32 1275070475, i32 1, i32 0, i32 %comm)
  call i32 @MPI_Recv(ptr %u, i32 1, i32 1275070475, i32 -2, i32 -1, i32 %comm, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Sendrecv(ptr %x, i32 1, i32 1275070475, i32 1, i32 0, ptr %t, i32 1, i32 1275070475, i32 0, i32 0, i32 %comm, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Bcast(ptr %x, i32 2, i32 1275070475, i32 0, i32 %comm)
  call i32 @MPI_Gather(ptr %x, i32 1, i32 1275070475, ptr %t, i32 1, i32 1275070475, i32 0, i32 %comm)
  call i32 @MPI_Scatter(ptr %t, i32 1, i32 1275070475, ptr %x, i32 1, i32 1275070475, i32 0, i32 %comm)
  call i32 @MPI_Allgather(ptr %x, i32 1, i32 1275070475, ptr %t, i32 1, i32 1275070475, i32 %comm)
  call i32 @MPI_Reduce(ptr %t, ptr %u, i32 1, i32 1275070475, i32 1476395012, i32 0, i32 %comm)
  call i32 @MPI_Barrier(i32 %comm)
  ret void
}

; FWD-LABEL: define void @fwddiffe_f(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_send(ptr %x, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 1, i32 0, i32 %comm, i32 0)
; FWD: call i32 @__mpiad_fwd_recv(ptr %u, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 -2, i32 -1, i32 %comm, ptr inttoptr (i64 1 to ptr))
; FWD: call i32 @__mpiad_fwd_sendrecv(
; FWD: call i32 @__mpiad_fwd_bcast(ptr %x,
; FWD: call i32 @__mpiad_fwd_gather(ptr %x, {{.*}}, i32 1, i32 0)
; FWD: call i32 @__mpiad_fwd_scatter(ptr %t,
; FWD: call i32 @__mpiad_fwd_gather(ptr %x, {{.*}}, i32 1, i32 1)
; FWD: call i32 @__mpiad_fwd_reduce(ptr %t, {{.*}}, i32 1476395012, i32 0, i32 %comm)
; FWD: call i32 @MPI_Barrier(i32 %comm)

; REV-LABEL: define internal void @augmented.f.dc(ptr %tape, ptr %x, ptr %x.d, i32 %comm)
; REV: call i32 @MPI_Send(ptr %x,
; REV: call ptr @__mpiad_aug_recv(ptr %u,
; REV: call ptr @__mpiad_aug_sendrecv(
; REV: call i32 @MPI_Bcast(
; REV: call ptr @__mpiad_aug_reduce(ptr %t, ptr %u, i32 1, i32 1275070475, i32 1476395012, i32 0, i32 %comm)
; REV-LABEL: define internal void @reverse.f.dc(
; The reverse sweep visits the calls in the opposite order; it leaves MPI_Barrier out (the
; module locks no window: tests/lit/mpi-rma-passive.ll).
; REV-NOT: MPI_Barrier
; REV-NOT: __mpiad_rev_barrier
; REV: call void @__mpiad_rev_reduce(
; REV: call void @__mpiad_rev_gather({{.*}}, i32 1)
; REV: call void @__mpiad_rev_scatter(
; REV: call void @__mpiad_rev_gather({{.*}}, i32 0)
; REV: call void @__mpiad_rev_bcast(
; REV: call void @__mpiad_rev_sendrecv(
; REV: call void @__mpiad_rev_recv(
; REV: call void @__mpiad_rev_send(
