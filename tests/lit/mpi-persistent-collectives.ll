; Persistent collectives (MPI-4, MPICH ABI): Allreduce_init / Bcast_init go to one runtime function
; each (__mpiad_pinit_*), which calls MPI's own *_init on the user's buffers and keeps the set-up
; with the shadow lanes (forward: width W) or the shadow buffer (reverse: W = -1);
; Barrier_init carries no data and stays as it is. Each MPI_Start in the time loop is a new
; nonblocking collective: forward mode calls __mpiad_fwd_start, the augmented sweep records each
; start, and the reverse sweep undoes it after its completion's reverse, last start first.
; RUN: %mpiad-opt %s --fn step --mode forward --args dup,const,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn step --mode forward --args dup,const,const --width 3 -o - | filecheck --check-prefix=VEC %s
; RUN: %mpiad-opt %s --fn step --mode reverse --args dup,const,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s -o - | filecheck --check-prefix=ENZ %s

@enzyme_dup = external global i32
@enzyme_const = external global i32

declare i32 @MPI_Allreduce_init(ptr, ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Bcast_init(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Barrier_init(i32, i32, ptr)
declare i32 @MPI_Start(ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Request_free(ptr)
declare void @__enzyme_autodiff(ptr, ...)

define void @step(ptr %u, i32 %steps, i32 %comm) {
entry:
  %s = alloca double
  %r = alloca double
  %reqs = alloca [3 x i32]
  %req1 = getelementptr i32, ptr %reqs, i64 1
  %req2 = getelementptr i32, ptr %reqs, i64 2
  call i32 @MPI_Allreduce_init(ptr %s, ptr %r, i32 1, i32 1275070475, i32 1476395011, i32 %comm, i32 469762048, ptr %reqs)
  call i32 @MPI_Bcast_init(ptr %u, i32 1, i32 1275070475, i32 0, i32 %comm, i32 469762048, ptr %req1)
  call i32 @MPI_Barrier_init(i32 %comm, i32 469762048, ptr %req2)
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t1, %loop ]
  %x = load double, ptr %u
  %x2 = fmul double %x, %x
  store double %x2, ptr %s
  call i32 @MPI_Start(ptr %reqs)
  call i32 @MPI_Wait(ptr %reqs, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Start(ptr %req2)
  call i32 @MPI_Wait(ptr %req2, ptr inttoptr (i64 1 to ptr))
  %y = load double, ptr %r
  %z = fmul double %x, %y
  store double %z, ptr %u
  call i32 @MPI_Start(ptr %req1)
  call i32 @MPI_Wait(ptr %req1, ptr inttoptr (i64 1 to ptr))
  %t1 = add i32 %t, 1
  %more = icmp slt i32 %t1, %steps
  br i1 %more, label %loop, label %done

done:
  call i32 @MPI_Request_free(ptr %reqs)
  call i32 @MPI_Request_free(ptr %req1)
  call i32 @MPI_Request_free(ptr %req2)
  ret void
}

define void @driver(ptr %u, ptr %du, i32 %steps, i32 %comm) {
entry:
  %d = load i32, ptr @enzyme_dup
  %k = load i32, ptr @enzyme_const
  call void (ptr, ...) @__enzyme_autodiff(ptr @step, i32 %d, ptr %u, ptr %du, i32 %k, i32 %steps, i32 %k, i32 %comm)
  ret void
}

; FWD-LABEL: define void @fwddiffe_step(ptr %u, ptr %u.d, i32 %steps, i32 %comm)
; FWD: call i32 @__mpiad_pinit_allreduce(ptr %s, ptr %{{.+}}, ptr %r, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 1476395011, i32 -1, i32 %comm, i32 469762048, ptr %reqs)
; FWD: call i32 @__mpiad_pinit_bcast(ptr %u, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 0, i32 %comm, i32 469762048, ptr %req1)
; FWD: call i32 @MPI_Barrier_init(i32 %comm, i32 469762048, ptr %req2)
; FWD: call i32 @__mpiad_fwd_start(ptr %reqs)
; FWD: call i32 @__mpiad_fwd_wait(ptr %reqs,
; FWD: call i32 @__mpiad_fwd_start(ptr %req1)
; FWD: call i32 @__mpiad_fwd_request_free(ptr %reqs)
; FWD: ret void

; The W = 3 lanes are kept with the set-up.
; VEC-LABEL: define void @fwddiffe3_step(ptr %u, ptr %u.d0, ptr %u.d1, ptr %u.d2, i32 %steps, i32 %comm)
; VEC: call i32 @__mpiad_pinit_allreduce(ptr %s, ptr %{{.+}}, ptr %r, ptr %{{.+}}, i32 3, i32 1,
; VEC: call i32 @__mpiad_pinit_bcast(ptr %u, ptr %{{.+}}, i32 3, i32 1,

; REV-LABEL: define internal void @augmented.step.dcc(
; REV: call i32 @__mpiad_pinit_allreduce(ptr %s, ptr %s.shadow, ptr %r, ptr %r.shadow, i32 -1, i32 1, i32 1275070475, i32 1476395011, i32 -1, i32 %comm, i32 469762048, ptr %reqs)
; REV: call i32 @__mpiad_pinit_bcast(ptr %u, ptr %u.d, i32 -1, i32 1, i32 1275070475, i32 0, i32 %comm, i32 469762048, ptr %req1)
; REV: %[[S0:.+]] = call ptr @__mpiad_aug_start(ptr %reqs)
; REV: %[[W0:.+]] = call ptr @__mpiad_aug_wait(ptr %reqs,
; REV: %[[S1:.+]] = call ptr @__mpiad_aug_start(ptr %req1)
; REV: %[[W1:.+]] = call ptr @__mpiad_aug_wait(ptr %req1,
; REV: call ptr @__mpiad_aug_request_free(ptr %reqs)
; REV-LABEL: define internal void @reverse.step.dcc(
; In the loop's reverse, the Bcast's start and completion first, each completion before its start:
; REV: call void @__mpiad_rev_wait(ptr %[[W1]].rev)
; REV: call void @__mpiad_rev_start(ptr %[[S1]].rev)
; REV: call void @__mpiad_rev_wait(ptr %[[W0]].rev)
; REV: call void @__mpiad_rev_start(ptr %[[S0]].rev)

; Enzyme's interface differentiates the same calls.
; ENZ-LABEL: define void @driver(ptr %u, ptr %du, i32 %steps, i32 %comm)
; ENZ: call void @diffe_step(ptr %u, ptr %du, i32 %steps, i32 %comm)
; ENZ: call i32 @__mpiad_pinit_allreduce(
; ENZ: call ptr @__mpiad_aug_start(
; ENZ: call void @__mpiad_rev_start(
