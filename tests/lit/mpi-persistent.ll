; Persistent requests (MPICH ABI): Send_init / Recv_init keep the set-up in the runtime (with the
; shadow lanes in forward mode, the shadow buffer in reverse mode); every MPI_Start / Startall in
; the time loop is a new communication: forward mode calls __mpiad_fwd_start(all), the augmented
; sweep records each start and the reverse sweep undoes them in reverse order
; (__mpiad_rev_start(all), after the completion's reverse). Request_free goes through the runtime.
; RUN: %mpiad-opt %s --fn halo --mode forward --args dup,const,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn halo --mode forward --args dup,const,const --width 3 -o - | filecheck --check-prefix=VEC %s
; RUN: %mpiad-opt %s --fn halo --mode reverse --args dup,const,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s -o - | filecheck --check-prefix=ENZ %s

@enzyme_dup = external global i32
@enzyme_const = external global i32

declare i32 @MPI_Send_init(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Recv_init(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Start(ptr)
declare i32 @MPI_Startall(i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Waitall(i32, ptr, ptr)
declare i32 @MPI_Request_free(ptr)
declare void @__enzyme_autodiff(ptr, ...)

define void @halo(ptr %u, i32 %steps, i32 %comm) {
entry:
  %s = alloca double
  %r = alloca double
  %reqs = alloca [2 x i32]
  %req1 = getelementptr i32, ptr %reqs, i64 1
  call i32 @MPI_Recv_init(ptr %r, i32 1, i32 1275070475, i32 0, i32 7, i32 %comm, ptr %reqs)
  call i32 @MPI_Send_init(ptr %s, i32 1, i32 1275070475, i32 0, i32 7, i32 %comm, ptr %req1)
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t1, %loop ]
  %x = load double, ptr %u
  %x2 = fmul double %x, %x
  store double %x2, ptr %s
  call i32 @MPI_Startall(i32 2, ptr %reqs)
  call i32 @MPI_Waitall(i32 2, ptr %reqs, ptr inttoptr (i64 1 to ptr))
  %y = load double, ptr %r
  %z = fadd double %x, %y
  store double %z, ptr %u
  %t1 = add i32 %t, 1
  %more = icmp slt i32 %t1, %steps
  br i1 %more, label %loop, label %done

done:
  call i32 @MPI_Start(ptr %reqs)
  call i32 @MPI_Start(ptr %req1)
  call i32 @MPI_Wait(ptr %req1, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Wait(ptr %reqs, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Request_free(ptr %reqs)
  call i32 @MPI_Request_free(ptr %req1)
  ret void
}

define void @driver(ptr %u, ptr %du, i32 %steps, i32 %comm) {
entry:
  %d = load i32, ptr @enzyme_dup
  %k = load i32, ptr @enzyme_const
  call void (ptr, ...) @__enzyme_autodiff(ptr @halo, i32 %d, ptr %u, ptr %du, i32 %k, i32 %steps, i32 %k, i32 %comm)
  ret void
}

; FWD-LABEL: define void @fwddiffe_halo(ptr %u, ptr %u.d, i32 %steps, i32 %comm)
; FWD: call i32 @__mpiad_fwd_recv_init(ptr %r, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 0, i32 7, i32 %comm, ptr %reqs)
; FWD: call i32 @__mpiad_fwd_send_init(ptr %s, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 0, i32 7, i32 %comm, ptr %req1, i32 0)
; FWD: call i32 @__mpiad_fwd_startall(i32 2, ptr %reqs)
; FWD: call i32 @__mpiad_fwd_waitall(i32 2, ptr %reqs,
; FWD: call i32 @__mpiad_fwd_start(ptr %reqs)
; FWD: call i32 @__mpiad_fwd_start(ptr %req1)
; FWD: call i32 @__mpiad_fwd_request_free(ptr %reqs)
; FWD-NOT: call i32 @MPI_
; FWD: ret void

; The W = 3 lanes travel in the persistent request's one message.
; VEC-LABEL: define void @fwddiffe3_halo(ptr %u, ptr %u.d0, ptr %u.d1, ptr %u.d2, i32 %steps, i32 %comm)
; VEC: call i32 @__mpiad_fwd_recv_init(ptr %r, ptr %{{.+}}, i32 3, i32 1,
; VEC: call i32 @__mpiad_fwd_send_init(ptr %s, ptr %{{.+}}, i32 3, i32 1,

; REV-LABEL: define internal void @augmented.halo.dcc(
; REV: call i32 @__mpiad_aug_recv_init(ptr %r, ptr %r.shadow, i32 1, i32 1275070475, i32 0, i32 7, i32 %comm, ptr %reqs)
; REV: call i32 @__mpiad_aug_send_init(ptr %s, ptr %s.shadow, i32 1, i32 1275070475, i32 0, i32 7, i32 %comm, ptr %req1, i32 0)
; REV: %[[SA:.+]] = call ptr @__mpiad_aug_startall(i32 2, ptr %reqs)
; REV: %[[WA:.+]] = call ptr @__mpiad_aug_waitall(i32 2, ptr %reqs,
; REV: %[[S1:.+]] = call ptr @__mpiad_aug_start(ptr %reqs)
; REV: %[[S2:.+]] = call ptr @__mpiad_aug_start(ptr %req1)
; REV: call ptr @__mpiad_aug_request_free(ptr %reqs)
; REV-LABEL: define internal void @reverse.halo.dcc(
; In the loop's reverse, each step's completion is reversed before its start:
; REV: call void @__mpiad_rev_waitall(ptr %[[WA]].rev)
; REV: call void @__mpiad_rev_startall(ptr %[[SA]].rev)
; The last starts are reversed after their completions (and the frees), last start first:
; REV: call void @__mpiad_rev_wait(
; REV: call void @__mpiad_rev_start(ptr %[[S2]].rev)
; REV: call void @__mpiad_rev_start(ptr %[[S1]].rev)

; Enzyme's interface differentiates the same calls.
; ENZ-LABEL: define void @driver(ptr %u, ptr %du, i32 %steps, i32 %comm)
; ENZ: call void @diffe_halo(ptr %u, ptr %du, i32 %steps, i32 %comm)
; ENZ: call ptr @__mpiad_aug_startall(i32 2,
; ENZ: call void @__mpiad_rev_startall(
