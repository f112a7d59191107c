; MPI-4's MPI_Isendrecv / MPI_Isendrecv_replace (one request for a send and a receive): forward
; mode calls the runtime with each buffer's tangent lanes and the width, reverse mode records
; the request in the forward sweep and finishes both halves' adjoints at the call's reverse
; (its completion's reverse, __mpiad_rev_wait, starts them). Second derivatives: the forward
; sweep over the gradient's calls the runtime with the lanes of each buffer and of its shadow
; (tests/integration/hvp_src/so2_calls2.c checks the numbers); the large-count form is lowered to the int-count call (large_count.py).
; RUN: %mpiad-opt %s --fn shift --mode forward --width 2 --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn shift --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s --fn shift --mode hvp --args dup,const -o - | filecheck --check-prefix=HVP %s
; RUN: %mpiad-opt %s --fn bigcount --mode forward --args dup,const -o - | filecheck --check-prefix=BIG %s

declare i32 @MPI_Isendrecv(ptr, i32, i32, i32, i32, ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Isendrecv_replace(ptr, i32, i32, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Isendrecv_c(ptr, i64, i32, i32, i32, ptr, i64, i32, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Waitall(i32, ptr, ptr)

; x[0] goes right and comes back from the left into g; x[1] is replaced by its left neighbour's
define double @shift(ptr %x, i32 %comm) {
entry:
  %g = alloca double, align 8
  %reqs = alloca [2 x i32], align 4
  %r1 = getelementptr inbounds i32, ptr %reqs, i64 1
  %x1 = getelementptr inbounds double, ptr %x, i64 1
  %c0 = call i32 @MPI_Isendrecv(ptr %x, i32 1, i32 1275070475, i32 1, i32 0, ptr %g, i32 1, i32 1275070475, i32 1, i32 0, i32 %comm, ptr %reqs)
  %c1 = call i32 @MPI_Isendrecv_replace(ptr %x1, i32 1, i32 1275070475, i32 1, i32 1, i32 1, i32 1, i32 %comm, ptr %r1)
  %c2 = call i32 @MPI_Waitall(i32 2, ptr %reqs, ptr inttoptr (i64 1 to ptr))
  %v = load double, ptr %g
  %w = load double, ptr %x1
  %p = fmul double %v, %w
  ret double %p
}

define void @bigcount(ptr %x, i32 %comm) {
entry:
  %req = alloca i32
  %g = getelementptr inbounds double, ptr %x, i64 1
  call i32 @MPI_Isendrecv_c(ptr %x, i64 1, i32 1275070475, i32 0, i32 0, ptr %g, i64 1, i32 1275070475, i32 0, i32 0, i32 %comm, ptr %req)
  call i32 @MPI_Wait(ptr %req, ptr inttoptr (i64 1 to ptr))
  ret void
}

; FWD-LABEL: define {{.*}}@fwddiffe2_shift(
; FWD-NOT: call i32 @MPI_Isendrecv
; FWD: call i32 @__mpiad_fwd_isendrecv(ptr %x, ptr %{{[^,]+}}, i32 1, i32 1275070475, i32 1, i32 0, ptr %g, ptr %{{[^,]+}}, i32 1, i32 1275070475, i32 1, i32 0, i32 %comm, ptr %reqs, i32 2)
; FWD: call i32 @__mpiad_fwd_isendrecv_replace(ptr %x1, ptr %{{[^,]+}}, i32 1, i32 1275070475, i32 1, i32 1, i32 1, i32 1, i32 %comm, ptr %r1, i32 2)
; FWD: call i32 @__mpiad_fwd_waitall(i32 2, ptr %reqs,

; REV-LABEL: define internal double @augmented.shift.dc(
; REV-NOT: call i32 @MPI_Isendrecv
; REV: call ptr @__mpiad_aug_isendrecv(ptr %x, ptr %{{[^,]+}}, i32 1, i32 1275070475, i32 1, i32 0, ptr %g, ptr %{{[^,]+}}, i32 1, i32 1275070475, i32 1, i32 0, i32 %comm, ptr %reqs)
; REV: call ptr @__mpiad_aug_isendrecv_replace(ptr %x1, ptr %{{[^,]+}}, i32 1, i32 1275070475, i32 1, i32 1, i32 1, i32 1, i32 %comm, ptr %r1)
; REV: call ptr @__mpiad_aug_waitall(
; REV-LABEL: define internal void @reverse.shift.dc(
; REV: call void @__mpiad_rev_waitall(
; REV: call void @__mpiad_rev_isendrecv(
; REV: call void @__mpiad_rev_isendrecv(

; HVP-LABEL: define internal { double, double } @fwddiffe.augmented.shift.dc.cddc(
; HVP: call ptr @__mpiad_fwdaug_isendrecv(ptr %x, ptr %{{.+}}, ptr %x.d, ptr %{{.+}}, i32 1,
; HVP: call ptr @__mpiad_fwdaug_isendrecv_replace(

; BIG-LABEL: define void @fwddiffe_bigcount(
; BIG: %[[S:[^ ]+]] = call i32 @__mpiad_count32(i64 1,
; BIG: %[[R:[^ ]+]] = call i32 @__mpiad_count32(i64 1,
; BIG: call i32 @__mpiad_fwd_isendrecv(ptr %x, ptr %{{[^,]+}}, i32 %[[S]], i32 1275070475, i32 0, i32 0, ptr %g, ptr %{{[^,]+}}, i32 %[[R]], i32 1275070475, i32 0, i32 0, i32 %comm, ptr %req, i32 1)
