; MPI-4's partitioned communication: forward mode initialises the lanes' partitioned requests
; beside the user's (the runtime, given each buffer's tangent lanes and the width) and readies /
; polls their partitions with the user's; reverse mode records, per start, a send or receive of
; the whole buffer, whose adjoint moves at the reverse of the readiness calls (a send's last
; Pready adds it, a receive's first successful Parrived sends it). Second derivatives are
; refused, naming the call; MPI has no large-count form of these (their count is an MPI_Count).
; RUN: %mpiad-opt %s --fn part --mode forward --width 2 --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn part --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: not %mpiad-opt %s --fn part --mode hvp --args dup,const 2> %t.hvp
; RUN: filecheck --check-prefix=HVP --input-file %t.hvp %s

declare i32 @MPI_Psend_init(ptr, i32, i64, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Precv_init(ptr, i32, i64, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Start(ptr)
declare i32 @MPI_Pready(i32, i32)
declare i32 @MPI_Pready_range(i32, i32, i32)
declare i32 @MPI_Parrived(i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Request_free(ptr)

; x[0..1] go to rank 0 as 2 partitions and come back into g[0..1]; the result is g[0] * g[1]
define double @part(ptr %x, i32 %comm) {
entry:
  %g = alloca [2 x double], align 8
  %sreq = alloca i32, align 4
  %rreq = alloca i32, align 4
  %flag = alloca i32, align 4
  %g1 = getelementptr inbounds double, ptr %g, i64 1
  %c0 = call i32 @MPI_Psend_init(ptr %x, i32 2, i64 1, i32 1275070475, i32 0, i32 7, i32 %comm, i32 469762048, ptr %sreq)
  %c1 = call i32 @MPI_Precv_init(ptr %g, i32 2, i64 1, i32 1275070475, i32 0, i32 7, i32 %comm, i32 469762048, ptr %rreq)
  %c2 = call i32 @MPI_Start(ptr %rreq)
  %c3 = call i32 @MPI_Start(ptr %sreq)
  %s = load i32, ptr %sreq
  %c4 = call i32 @MPI_Pready(i32 0, i32 %s)
  %c5 = call i32 @MPI_Pready_range(i32 1, i32 1, i32 %s)
  %r = load i32, ptr %rreq
  %c6 = call i32 @MPI_Parrived(i32 %r, i32 0, ptr %flag)
  %c7 = call i32 @MPI_Wait(ptr %sreq, ptr inttoptr (i64 1 to ptr))
  %c8 = call i32 @MPI_Wait(ptr %rreq, ptr inttoptr (i64 1 to ptr))
  %c9 = call i32 @MPI_Request_free(ptr %sreq)
  %c10 = call i32 @MPI_Request_free(ptr %rreq)
  %v = load double, ptr %g
  %w = load double, ptr %g1
  %p = fmul double %v, %w
  ret double %p
}

; FWD-LABEL: define {{.*}}@fwddiffe2_part(
; FWD-NOT: call i32 @MPI_Psend_init
; FWD: call i32 @__mpiad_fwd_psend_init(ptr %x, ptr %{{[^,]+}}, i32 2, i32 2, i64 1, i32 1275070475, i32 0, i32 7, i32 %comm, i32 469762048, ptr %sreq)
; FWD: call i32 @__mpiad_fwd_precv_init(ptr %g, ptr %{{[^,]+}}, i32 2, i32 2, i64 1, i32 1275070475, i32 0, i32 7, i32 %comm, i32 469762048, ptr %rreq)
; FWD: call i32 @__mpiad_fwd_start(ptr %rreq)
; FWD: call i32 @__mpiad_fwd_pready(i32 0, i32 %s)
; FWD: call i32 @__mpiad_fwd_pready_range(i32 1, i32 1, i32 %s)
; FWD: call i32 @__mpiad_fwd_parrived(i32 %r, i32 0, ptr %flag)
; FWD: call i32 @__mpiad_fwd_wait(ptr %sreq,

; REV-LABEL: define internal double @augmented.part.dc(
; REV-NOT: call i32 @MPI_Psend_init
; REV: call i32 @__mpiad_aug_psend_init(ptr %x, ptr %{{[^,]+}}, i32 2, i64 1, i32 1275070475, i32 0, i32 7, i32 %comm, i32 469762048, ptr %sreq)
; REV: call i32 @__mpiad_aug_precv_init(ptr %g, ptr %{{[^,]+}}, i32 2, i64 1, i32 1275070475, i32 0, i32 7, i32 %comm, i32 469762048, ptr %rreq)
; REV: call ptr @__mpiad_aug_pready(i32 0, i32 %s)
; REV: call ptr @__mpiad_aug_pready_range(i32 1, i32 1, i32 %s)
; REV: call ptr @__mpiad_aug_parrived(i32 %r, i32 0, ptr %flag)
; REV-LABEL: define internal void @reverse.part.dc(
; REV: call void @__mpiad_rev_wait(
; REV: call void @__mpiad_rev_wait(
; REV: call void @__mpiad_rev_parrived(
; REV: call void @__mpiad_rev_pready(
; REV: call void @__mpiad_rev_pready(
; REV: call void @__mpiad_rev_start(
; REV: call void @__mpiad_rev_start(

; HVP-NOT: Traceback
; HVP: {{^}}error: {{.*}}second derivatives (forward mode over a gradient) of MPI_{{P|Start}}{{.*}} are not supported
