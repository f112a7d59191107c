; Neighbourhood collectives (MPICH ABI): forward mode calls the runtime with the W lanes of both
; buffers (one fused call, any topology); reverse mode counts the call in the augmented sweep
; (the order of the adjoint collectives) and calls __mpiad_rev_neighbor with the shadows at the
; mirrored point (the transposed exchange, on Cartesian topologies).
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
