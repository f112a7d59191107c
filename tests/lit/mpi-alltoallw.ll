; The w-variants (MPICH ABI; issue 37): per-block datatypes (an array) and byte displacements.
; Forward mode calls __mpiad_fwd_ialltoallw / __mpiad_fwd_ineighbor_w with the W lanes of both
; buffers, the arrays as they are, a null request for the blocking forms, then the width; the
; runtime flattens every block's datatype and runs the v-variant on the copies. Reverse mode
; records the call (__mpiad_aug_*: the shadows, no width) and undoes it with __mpiad_rev_icoll,
; after the reverse of the completion for the nonblocking ones. The datatypes being known only at
; run time, the receive buffer is active whatever they are (the runtime decides).
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const --width 2 -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Alltoallw(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32)
declare i32 @MPI_Ialltoallw(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, ptr)
declare i32 @MPI_Neighbor_alltoallw(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32)
declare i32 @MPI_Ineighbor_alltoallw(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)

define void @f(ptr %x, i32 %comm) {
entry:
  %r = alloca [8 x double]
  %c = alloca [4 x i32]
  %d = alloca [4 x i32]
  %a = alloca [4 x i64]
  %t = alloca [4 x i32]
  %q = alloca i32
  call i32 @MPI_Alltoallw(ptr %x, ptr %c, ptr %d, ptr %t, ptr %r, ptr %c, ptr %d, ptr %t, i32 %comm)
  call i32 @MPI_Ialltoallw(ptr %r, ptr %c, ptr %d, ptr %t, ptr %x, ptr %c, ptr %d, ptr %t, i32 %comm, ptr %q)
  call i32 @MPI_Wait(ptr %q, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Neighbor_alltoallw(ptr %x, ptr %c, ptr %a, ptr %t, ptr %r, ptr %c, ptr %a, ptr %t, i32 %comm)
  call i32 @MPI_Ineighbor_alltoallw(ptr %r, ptr %c, ptr %a, ptr %t, ptr %x, ptr %c, ptr %a, ptr %t, i32 %comm, ptr %q)
  call i32 @MPI_Wait(ptr %q, ptr inttoptr (i64 1 to ptr))
  ret void
}

; FWD-LABEL: define void @fwddiffe2_f(ptr %x, ptr %x.d0, ptr %x.d1, i32 %comm)
; FWD: call i32 @__mpiad_fwd_ialltoallw(ptr %x, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, ptr %r, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, i32 %comm, ptr null, i32 2)
; FWD: call i32 @__mpiad_fwd_ialltoallw(ptr %r, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, ptr %x, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, i32 %comm, ptr %q, i32 2)
; FWD: call i32 @__mpiad_fwd_wait(ptr %q,
; FWD: call i32 @__mpiad_fwd_ineighbor_w(ptr %x, ptr %{{.+}}, ptr %c, ptr %a, ptr %t, ptr %r, ptr %{{.+}}, ptr %c, ptr %a, ptr %t, i32 %comm, ptr null, i32 2)
; FWD: call i32 @__mpiad_fwd_ineighbor_w(ptr %r, ptr %{{.+}}, ptr %c, ptr %a, ptr %t, ptr %x, ptr %{{.+}}, ptr %c, ptr %a, ptr %t, i32 %comm, ptr %q, i32 2)
; FWD: call i32 @__mpiad_fwd_wait(ptr %q,
; FWD-NOT: call i32 @MPI_{{I?}}{{[aA]}}lltoallw
; FWD-NOT: call i32 @MPI_{{I?}}{{[nN]}}eighbor_alltoallw
; FWD: ret void

; REV-LABEL: define internal void @augmented.f.dc(
; REV: %[[A:.+]] = call ptr @__mpiad_aug_ialltoallw(ptr %x, ptr %x.d, ptr %c, ptr %d, ptr %t, ptr %r, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, i32 %comm, ptr null)
; REV: %[[B:.+]] = call ptr @__mpiad_aug_ialltoallw(ptr %r, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, ptr %x, ptr %x.d, ptr %c, ptr %d, ptr %t, i32 %comm, ptr %q)
; REV: call ptr @__mpiad_aug_wait(ptr %q,
; REV: %[[C:.+]] = call ptr @__mpiad_aug_ineighbor_w(ptr %x, ptr %x.d, ptr %c, ptr %a, ptr %t, ptr %r, ptr %{{.+}}, ptr %c, ptr %a, ptr %t, i32 %comm, ptr null)
; REV: %[[D:.+]] = call ptr @__mpiad_aug_ineighbor_w(ptr %r, {{.*}}, ptr %q)
; REV: call ptr @__mpiad_aug_wait(ptr %q,
; REV-LABEL: define internal void @reverse.f.dc(
; REV: call void @__mpiad_rev_icoll(ptr %[[D]].rev)
; REV: call void @__mpiad_rev_icoll(ptr %[[C]].rev)
; REV: call void @__mpiad_rev_icoll(ptr %[[B]].rev)
; REV: call void @__mpiad_rev_icoll(ptr %[[A]].rev)
