; Matched probes and receives (MPICH ABI): forward mode calls the runtime's probe and receive
; (__mpiad_fwd_mprobe records the matched message; __mpiad_fwd_mrecv receives its tangents from
; the message's source and tag; __mpiad_fwd_imrecv posts their receive with the Imrecv); MPI_Probe
; goes through the runtime too (it refuses fused messages at run time). Reverse mode: the
; augmented sweep records the matched message; the reverse of MPI_Mrecv takes the adjoint
; before the reverse of its MPI_Mprobe sends it (the matching order); MPI_Imrecv reverses as an
; Irecv (__mpiad_rev_irecv), after the completion's reverse.
; RUN: %mpiad-opt %s --fn recv2 --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn recv2 --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Probe(i32, i32, i32, ptr)
declare i32 @MPI_Mprobe(i32, i32, i32, ptr, ptr)
declare i32 @MPI_Mrecv(ptr, i32, i32, ptr, ptr)
declare i32 @MPI_Imrecv(ptr, i32, i32, ptr, ptr)
declare i32 @MPI_Wait(ptr, ptr)

define double @recv2(ptr %x, i32 %comm) {
entry:
  %st = alloca [6 x i32]
  %m1 = alloca i32
  %m2 = alloca i32
  %req = alloca i32
  %y = getelementptr double, ptr %x, i64 1
  call i32 @MPI_Probe(i32 -2, i32 3, i32 %comm, ptr %st)
  call i32 @MPI_Mprobe(i32 -2, i32 3, i32 %comm, ptr %m1, ptr %st)
  call i32 @MPI_Mrecv(ptr %x, i32 1, i32 1275070475, ptr %m1, ptr %st)
  call i32 @MPI_Mprobe(i32 -2, i32 4, i32 %comm, ptr %m2, ptr %st)
  call i32 @MPI_Imrecv(ptr %y, i32 1, i32 1275070475, ptr %m2, ptr %req)
  call i32 @MPI_Wait(ptr %req, ptr inttoptr (i64 1 to ptr))
  %a = load double, ptr %x
  %b = load double, ptr %y
  %r = fmul double %a, %b
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_recv2(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_probe(i32 -2, i32 3, i32 %comm, ptr %st)
; FWD: call i32 @__mpiad_fwd_mprobe(i32 -2, i32 3, i32 %comm, ptr %m1, ptr %st)
; FWD: call i32 @__mpiad_fwd_mrecv(ptr %x, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, ptr %m1, ptr %st)
; FWD: call i32 @__mpiad_fwd_mprobe(i32 -2, i32 4, i32 %comm, ptr %m2, ptr %st)
; FWD: call i32 @__mpiad_fwd_imrecv(ptr %y, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, ptr %m2, ptr %req)
; FWD: call i32 @__mpiad_fwd_wait(ptr %req,
; FWD-NOT: call i32 @MPI_
; FWD: ret double

; REV-LABEL: define internal double @augmented.recv2.dc(
; REV: call i32 @MPI_Probe(i32 -2, i32 3, i32 %comm, ptr %st)
; REV: %[[M1:.+]] = call ptr @__mpiad_aug_mprobe(i32 -2, i32 3, i32 %comm, ptr %m1, ptr %st)
; REV: %[[R1:.+]] = call ptr @__mpiad_aug_mrecv(ptr %x, i32 1, i32 1275070475, ptr %m1, ptr %st)
; REV: %[[M2:.+]] = call ptr @__mpiad_aug_mprobe(i32 -2, i32 4, i32 %comm, ptr %m2, ptr %st)
; REV: %[[R2:.+]] = call ptr @__mpiad_aug_imrecv(ptr %y, ptr %{{.+}}, i32 1, i32 1275070475, ptr %m2, ptr %req)
; REV: call ptr @__mpiad_aug_wait(ptr %req,
; REV-LABEL: define internal void @reverse.recv2.dc(
; REV: call void @__mpiad_rev_wait(
; REV: call void @__mpiad_rev_irecv(ptr %[[R2]].rev)
; REV: call void @__mpiad_rev_mprobe(ptr %[[M2]].rev)
; REV: call void @__mpiad_rev_mrecv(ptr %[[R1]].rev, ptr %x.d, i32 1275070475)
; REV: call void @__mpiad_rev_mprobe(ptr %[[M1]].rev)
