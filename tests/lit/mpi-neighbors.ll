; Neighbourhood collectives (MPICH ABI): forward mode calls the runtime with the W lanes of both
; buffers (one fused call, any topology); reverse mode counts the call in the augmented sweep
; (the order of the adjoint collectives) and calls __mpiad_rev_neighbor with the shadows at the
; mirrored point (the transposed exchange; on a graph topology, on the reversed graph).
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const --width 2 -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Neighbor_alltoall(ptr, i32, i32, ptr, i32, i32, i32)
declare i32 @MPI_Neighbor_allgather(ptr, i32, i32, ptr, i32, i32, i32)

define void @f(ptr %x, i32 %cart) {
entry:
  %r = alloca [4 x double]
  call i32 @MPI_Neighbor_alltoall(ptr %x, i32 1, i32 1275070475, ptr %r, i32 1, i32 1275070475, i32 %cart)
  call i32 @MPI_Neighbor_allgather(ptr %r, i32 1, i32 1275070475, ptr %x, i32 1, i32 1275070475, i32 %cart)
  ret void
}

; FWD-LABEL: define void @fwddiffe2_f(ptr %x, ptr %x.d0, ptr %x.d1, i32 %cart)
; FWD: call i32 @__mpiad_fwd_neighbor(ptr %x, ptr %{{.+}}, i32 1, i32 1275070475, ptr %r, ptr %{{.+}}, i32 1, i32 1275070475, i32 %cart, i32 2, i32 0)
; FWD: call i32 @__mpiad_fwd_neighbor(ptr %r, ptr %{{.+}}, i32 1, i32 1275070475, ptr %x, ptr %{{.+}}, i32 1, i32 1275070475, i32 %cart, i32 2, i32 1)
; FWD-NOT: call i32 @MPI_Neighbor
; FWD: ret void

; REV-LABEL: define internal void @augmented.f.dc(
; REV: call i32 @MPI_Neighbor_alltoall(
; REV-NEXT: call void @__mpiad_aug_coll()
; REV: call i32 @MPI_Neighbor_allgather(
; REV-NEXT: call void @__mpiad_aug_coll()
; REV-LABEL: define internal void @reverse.f.dc(
; REV: call void @__mpiad_rev_neighbor(ptr %{{.+}}, i32 1, i32 1275070475, ptr %x.d, i32 1, i32 1275070475, i32 %cart, i32 1)
; REV: call void @__mpiad_rev_neighbor(ptr %x.d, i32 1, i32 1275070475, ptr %{{.+}}, i32 1, i32 1275070475, i32 %cart, i32 0)

; The v-variants and the nonblocking forms run on the nonblocking collectives' plans: one runtime
; entry for all six (__mpiad_fwd_ineighbor / __mpiad_aug_ineighbor: scounts, sdispls, scount,
; rcounts, rdispls, rcount, a null request for the blocking ones, then the width and 1 for the
; allgathers); the reverse of each is __mpiad_rev_icoll (the nonblocking ones' after that of
; their completion, which starts the transposed exchange).
; RUN: %mpiad-opt %s --fn g --mode forward --args dup,const --width 3 -o - | filecheck --check-prefix=GFWD %s
; RUN: %mpiad-opt %s --fn g --mode reverse --args dup,const -o - | filecheck --check-prefix=GREV %s

declare i32 @MPI_Neighbor_alltoallv(ptr, ptr, ptr, i32, ptr, ptr, ptr, i32, i32)
declare i32 @MPI_Neighbor_allgatherv(ptr, i32, i32, ptr, ptr, ptr, i32, i32)
declare i32 @MPI_Ineighbor_alltoall(ptr, i32, i32, ptr, i32, i32, i32, ptr)
declare i32 @MPI_Ineighbor_allgatherv(ptr, i32, i32, ptr, ptr, ptr, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)

define void @g(ptr %x, i32 %cart) {
entry:
  %r = alloca [4 x double]
  %c = alloca [4 x i32]
  %d = alloca [4 x i32]
  %q = alloca i32
  call i32 @MPI_Neighbor_alltoallv(ptr %x, ptr %c, ptr %d, i32 1275070475, ptr %r, ptr %c, ptr %d, i32 1275070475, i32 %cart)
  call i32 @MPI_Neighbor_allgatherv(ptr %r, i32 1, i32 1275070475, ptr %x, ptr %c, ptr %d, i32 1275070475, i32 %cart)
  call i32 @MPI_Ineighbor_alltoall(ptr %x, i32 1, i32 1275070475, ptr %r, i32 1, i32 1275070475, i32 %cart, ptr %q)
  call i32 @MPI_Wait(ptr %q, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Ineighbor_allgatherv(ptr %r, i32 1, i32 1275070475, ptr %x, ptr %c, ptr %d, i32 1275070475, i32 %cart, ptr %q)
  call i32 @MPI_Wait(ptr %q, ptr inttoptr (i64 1 to ptr))
  ret void
}

; GFWD-LABEL: define void @fwddiffe3_g(ptr %x, ptr %x.d0, ptr %x.d1, ptr %x.d2, i32 %cart)
; GFWD: call i32 @__mpiad_fwd_ineighbor(ptr %x, ptr %{{.+}}, ptr %c, ptr %d, i32 0, i32 1275070475, ptr %r, ptr %{{.+}}, ptr %c, ptr %d, i32 0, i32 1275070475, i32 %cart, ptr null, i32 3, i32 0)
; GFWD: call i32 @__mpiad_fwd_ineighbor(ptr %r, ptr %{{.+}}, ptr null, ptr null, i32 1, i32 1275070475, ptr %x, ptr %{{.+}}, ptr %c, ptr %d, i32 0, i32 1275070475, i32 %cart, ptr null, i32 3, i32 1)
; GFWD: call i32 @__mpiad_fwd_ineighbor(ptr %x, ptr %{{.+}}, ptr null, ptr null, i32 1, i32 1275070475, ptr %r, ptr %{{.+}}, ptr null, ptr null, i32 1, i32 1275070475, i32 %cart, ptr %q, i32 3, i32 0)
; GFWD: call i32 @__mpiad_fwd_wait(ptr %q,
; GFWD: call i32 @__mpiad_fwd_ineighbor(ptr %r, ptr %{{.+}}, ptr null, ptr null, i32 1, i32 1275070475, ptr %x, ptr %{{.+}}, ptr %c, ptr %d, i32 0, i32 1275070475, i32 %cart, ptr %q, i32 3, i32 1)
; GFWD-NOT: call i32 @MPI_{{I?}}neighbor
; GFWD: ret void

; GREV-LABEL: define internal void @augmented.g.dc(
; GREV: %[[A:.+]] = call ptr @__mpiad_aug_ineighbor(ptr %x, ptr %x.d, ptr %c, ptr %d, i32 0, i32 1275070475, ptr %r, ptr %{{.+}}, ptr %c, ptr %d, i32 0, i32 1275070475, i32 %cart, ptr null, i32 0)
; GREV: %[[B:.+]] = call ptr @__mpiad_aug_ineighbor(ptr %r, ptr %{{.+}}, ptr null, ptr null, i32 1, i32 1275070475, ptr %x, ptr %x.d, ptr %c, ptr %d, i32 0, i32 1275070475, i32 %cart, ptr null, i32 1)
; GREV: %[[C:.+]] = call ptr @__mpiad_aug_ineighbor(ptr %x, ptr %x.d, ptr null, ptr null, i32 1, i32 1275070475, ptr %r, ptr %{{.+}}, ptr null, ptr null, i32 1, i32 1275070475, i32 %cart, ptr %q, i32 0)
; GREV: %[[W1:.+]] = call ptr @__mpiad_aug_wait(ptr %q,
; GREV: %[[D:.+]] = call ptr @__mpiad_aug_ineighbor(ptr %r, {{.*}}, ptr %q, i32 1)
; GREV: %[[W2:.+]] = call ptr @__mpiad_aug_wait(ptr %q,
; GREV-LABEL: define internal void @reverse.g.dc(
; GREV: call void @__mpiad_rev_wait(ptr %[[W2]].rev)
; GREV: call void @__mpiad_rev_icoll(ptr %[[D]].rev)
; GREV: call void @__mpiad_rev_wait(ptr %[[W1]].rev)
; GREV: call void @__mpiad_rev_icoll(ptr %[[C]].rev)
; GREV: call void @__mpiad_rev_icoll(ptr %[[B]].rev)
; GREV: call void @__mpiad_rev_icoll(ptr %[[A]].rev)
