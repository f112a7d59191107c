; Nonblocking collectives and v-variants (MPICH ABI). Forward mode: each call goes to the
; runtime with the W shadow lanes of its buffers (__mpiad_fwd_iallreduce, ...; a blocking
; v-variant passes a null request: its nonblocking form completed at once); the completion call
; unpacks. Reverse mode: the augmented call records the collective (under its request), the
; reverse of its completion starts the transposed collective, the reverse of the call itself
; (__mpiad_rev_icoll) waits for it; blocking collectives are counted in the augmented sweep
; (__mpiad_aug_coll) so that every rank starts the adjoints in one order. MPI_Ibarrier carries
; no data and stays as it is.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Iallreduce(ptr, ptr, i32, i32, i32, i32, ptr)
declare i32 @MPI_Ibcast(ptr, i32, i32, i32, i32, ptr)
declare i32 @MPI_Igatherv(ptr, i32, i32, ptr, ptr, ptr, i32, i32, i32, ptr)
declare i32 @MPI_Gatherv(ptr, i32, i32, ptr, ptr, ptr, i32, i32, i32)
declare i32 @MPI_Bcast(ptr, i32, i32, i32, i32)
declare i32 @MPI_Ibarrier(i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Waitall(i32, ptr, ptr)

define void @f(ptr %x, i32 %comm) {
entry:
  %sum = alloca [2 x double]
  %all = alloca [8 x double]
  %counts = alloca [4 x i32]
  %displs = alloca [4 x i32]
  %reqs = alloca [4 x i32]
  %r1 = getelementptr i32, ptr %reqs, i64 1
  %r2 = getelementptr i32, ptr %reqs, i64 2
  %r3 = getelementptr i32, ptr %reqs, i64 3
  call i32 @MPI_Iallreduce(ptr %x, ptr %sum, i32 2, i32 1275070475, i32 1476395011, i32 %comm, ptr %reqs)
  call i32 @MPI_Ibcast(ptr %x, i32 2, i32 1275070475, i32 0, i32 %comm, ptr %r1)
  call i32 @MPI_Igatherv(ptr %sum, i32 2, i32 1275070475, ptr %all, ptr %counts, ptr %displs, i32 1275070475, i32 0, i32 %comm, ptr %r2)
  call i32 @MPI_Ibarrier(i32 %comm, ptr %r3)
  call i32 @MPI_Waitall(i32 4, ptr %reqs, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Bcast(ptr %all, i32 8, i32 1275070475, i32 0, i32 %comm)
  call i32 @MPI_Gatherv(ptr %all, i32 2, i32 1275070475, ptr %x, ptr %counts, ptr %displs, i32 1275070475, i32 0, i32 %comm)
  ret void
}

; FWD-LABEL: define void @fwddiffe_f(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_iallreduce(ptr %x, ptr %[[DX:.+]], ptr %sum, ptr %{{.+}}, i32 1, i32 2, i32 1275070475, i32 1476395011, i32 -1, i32 %comm, ptr %reqs)
; FWD: call i32 @__mpiad_fwd_ibcast(ptr %x, ptr %{{.+}}, i32 1, i32 2, i32 1275070475, i32 0, i32 %comm, ptr %r1)
; FWD: call i32 @__mpiad_fwd_igatherv(ptr %sum, ptr %{{.+}}, i32 2, i32 1275070475, ptr %all, ptr %{{.+}}, ptr %counts, ptr %displs, i32 0, i32 1275070475, i32 0, i32 %comm, ptr %r2, i32 1, i32 2)
; FWD: call i32 @MPI_Ibarrier(i32 %comm, ptr %r3)
; FWD: call i32 @__mpiad_fwd_waitall(i32 4, ptr %reqs,
; FWD: call i32 @__mpiad_fwd_bcast(ptr %all,
; FWD: call i32 @__mpiad_fwd_igatherv(ptr %all, ptr %{{.+}}, i32 2, i32 1275070475, ptr %x, ptr %{{.+}}, ptr %counts, ptr %displs, i32 0, i32 1275070475, i32 0, i32 %comm, ptr null, i32 1, i32 2)

; REV-LABEL: define internal void @augmented.f.dc(
; REV: %[[A:.+]] = call ptr @__mpiad_aug_iallreduce(ptr %x, ptr %x.d, ptr %sum, ptr %{{.+}}, i32 2, i32 1275070475, i32 1476395011, i32 -1, i32 %comm, ptr %reqs)
; REV: %[[B:.+]] = call ptr @__mpiad_aug_ibcast(ptr %x, ptr %x.d, i32 2, i32 1275070475, i32 0, i32 %comm, ptr %r1)
; REV: %[[G:.+]] = call ptr @__mpiad_aug_igatherv(ptr %sum, ptr %{{.+}}, i32 2, i32 1275070475, ptr %all, ptr %{{.+}}, ptr %counts, ptr %displs, i32 0, i32 1275070475, i32 0, i32 %comm, ptr %r2, i32 2)
; REV: call i32 @MPI_Ibarrier(i32 %comm, ptr %r3)
; REV: %[[W:.+]] = call ptr @__mpiad_aug_waitall(i32 4, ptr %reqs,
; REV: call i32 @MPI_Bcast(ptr %all,
; REV-NEXT: call void @__mpiad_aug_coll()
; REV: %[[V:.+]] = call ptr @__mpiad_aug_igatherv(ptr %all, {{.*}}, ptr null, i32 2)
; REV-LABEL: define internal void @reverse.f.dc(
; REV: call void @__mpiad_rev_icoll(ptr %[[V]].rev)
; REV: call void @__mpiad_rev_bcast(
; REV: call void @__mpiad_rev_waitall(ptr %[[W]].rev)
; REV: call void @__mpiad_rev_icoll(ptr %[[G]].rev)
; REV: call void @__mpiad_rev_icoll(ptr %[[B]].rev)
; REV: call void @__mpiad_rev_icoll(ptr %[[A]].rev)
