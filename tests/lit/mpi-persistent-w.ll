; The persistent w-variants (MPI-4, MPICH ABI; issue 37): MPI_Alltoallw_init and
; MPI_Neighbor_alltoallw_init go to __mpiad_pinit_alltoallw / __mpiad_pinit_neighbor_w with the
; arrays (counts, displacements, datatypes) as they are, the info and the request, then the width
; (forward: W lanes; reverse: the shadows and W = -1). The runtime calls MPI's own *_init on the
; user's buffers and keeps the flattened layouts; each MPI_Startall in the loop is a new
; nonblocking collective undone by the reverse sweep, last start first.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const --width 2 -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; Second derivatives are refused, naming the call (no second-order set-up for the w-variants).
; RUN: not %mpiad-opt %s --fn f --mode hvp --args dup,const -o /dev/null 2> %t.err
; RUN: filecheck --check-prefix=HVP %s < %t.err

declare i32 @MPI_Alltoallw_init(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr)
declare i32 @MPI_Neighbor_alltoallw_init(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr)
declare i32 @MPI_Startall(i32, ptr)
declare i32 @MPI_Waitall(i32, ptr, ptr)
declare i32 @MPI_Request_free(ptr)

define void @f(ptr %x, i32 %comm) {
entry:
  %r = alloca [8 x double]
  %c = alloca [4 x i32]
  %d = alloca [4 x i32]
  %a = alloca [4 x i64]
  %t = alloca [4 x i32]
  %q = alloca [2 x i32]
  %q1 = getelementptr i32, ptr %q, i64 1
  call i32 @MPI_Alltoallw_init(ptr %x, ptr %c, ptr %d, ptr %t, ptr %r, ptr %c, ptr %d, ptr %t, i32 %comm, i32 469762048, ptr %q)
  call i32 @MPI_Neighbor_alltoallw_init(ptr %r, ptr %c, ptr %a, ptr %t, ptr %x, ptr %c, ptr %a, ptr %t, i32 %comm, i32 469762048, ptr %q1)
  call i32 @MPI_Startall(i32 2, ptr %q)
  call i32 @MPI_Waitall(i32 2, ptr %q, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Request_free(ptr %q)
  call i32 @MPI_Request_free(ptr %q1)
  ret void
}

; FWD-LABEL: define void @fwddiffe2_f(ptr %x, ptr %x.d0, ptr %x.d1, i32 %comm)
; FWD: call i32 @__mpiad_pinit_alltoallw(ptr %x, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, ptr %r, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, i32 %comm, i32 469762048, ptr %q, i32 2)
; FWD: call i32 @__mpiad_pinit_neighbor_w(ptr %r, ptr %{{.+}}, ptr %c, ptr %a, ptr %t, ptr %x, ptr %{{.+}}, ptr %c, ptr %a, ptr %t, i32 %comm, i32 469762048, ptr %q1, i32 2)
; FWD: call i32 @__mpiad_fwd_startall(i32 2, ptr %q)
; FWD: call i32 @__mpiad_fwd_waitall(i32 2, ptr %q,
; FWD: call i32 @__mpiad_fwd_request_free(ptr %q)
; FWD-NOT: call i32 @MPI_{{[aA]}}lltoallw_init
; FWD-NOT: call i32 @MPI_{{[nN]}}eighbor_alltoallw_init
; FWD: ret void

; REV-LABEL: define internal void @augmented.f.dc(
; REV: call i32 @__mpiad_pinit_alltoallw(ptr %x, ptr %x.d, ptr %c, ptr %d, ptr %t, ptr %r, ptr %{{.+}}, ptr %c, ptr %d, ptr %t, i32 %comm, i32 469762048, ptr %q, i32 -1)
; REV: call i32 @__mpiad_pinit_neighbor_w(ptr %r, ptr %{{.+}}, ptr %c, ptr %a, ptr %t, ptr %x, ptr %x.d, ptr %c, ptr %a, ptr %t, i32 %comm, i32 469762048, ptr %q1, i32 -1)
; REV: %[[S:.+]] = call ptr @__mpiad_aug_startall(i32 2, ptr %q)
; REV: %[[W:.+]] = call ptr @__mpiad_aug_waitall(i32 2, ptr %q,
; REV-LABEL: define internal void @reverse.f.dc(
; REV: call void @__mpiad_rev_waitall(ptr %[[W]].rev)
; REV: call void @__mpiad_rev_startall(ptr %[[S]].rev)

; HVP: error: in @f: second derivatives (forward mode over a gradient) of MPI_Alltoallw_init are not supported
