; MPI_Iscan / MPI_Iexscan (MPICH ABI). Forward mode: each call goes to the runtime with the W
; shadow lanes of both buffers (one message with the primal's, fused) and the kind (0 Iscan,
; 1 Iexscan); the completion call unpacks. Reverse mode: the augmented call records the prefix
; reduction under its request (with MPI_IN_PLACE the receive buffer's shadow is the send's), the
; reverse of its completion starts the adjoint's Iallgather, the reverse of the call itself
; (__mpiad_rev_icoll) adds what the later ranks received of this rank's data.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const --width 3 -o - | filecheck --check-prefix=VEC %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Iscan(ptr, ptr, i32, i32, i32, i32, ptr)
declare i32 @MPI_Iexscan(ptr, ptr, i32, i32, i32, i32, ptr)
declare i32 @MPI_Waitall(i32, ptr, ptr)

define void @f(ptr %x, i32 %comm) {
entry:
  %y = alloca [2 x double]
  %reqs = alloca [2 x i32]
  %r1 = getelementptr i32, ptr %reqs, i64 1
  call i32 @MPI_Iscan(ptr %x, ptr %y, i32 2, i32 1275070475, i32 1476395012, i32 %comm, ptr %reqs)
  call i32 @MPI_Iexscan(ptr inttoptr (i64 -1 to ptr), ptr %x, i32 2, i32 1275070475, i32 1476395011, i32 %comm, ptr %r1)
  call i32 @MPI_Waitall(i32 2, ptr %reqs, ptr inttoptr (i64 1 to ptr))
  %a = load double, ptr %y
  %b = load double, ptr %x
  %c = fmul double %a, %b
  store double %c, ptr %x
  ret void
}

; FWD-LABEL: define void @fwddiffe_f(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_iscan(ptr %x, ptr %{{.+}}, ptr %y, ptr %{{.+}}, i32 1, i32 2, i32 1275070475, i32 1476395012, i32 0, i32 %comm, ptr %reqs)
; FWD: call i32 @__mpiad_fwd_iscan(ptr inttoptr (i64 -1 to ptr), ptr null, ptr %x, ptr %{{.+}}, i32 1, i32 2, i32 1275070475, i32 1476395011, i32 1, i32 %comm, ptr %r1)
; FWD: call i32 @__mpiad_fwd_waitall(i32 2, ptr %reqs,
; FWD-NOT: call i32 @MPI_I{{(ex)?}}scan
; FWD: ret void

; VEC-LABEL: define void @fwddiffe3_f(ptr %x, ptr %x.d0, ptr %x.d1, ptr %x.d2, i32 %comm)
; VEC: call i32 @__mpiad_fwd_iscan(ptr %x, ptr %{{.+}}, ptr %y, ptr %{{.+}}, i32 3, i32 2, i32 1275070475, i32 1476395012, i32 0, i32 %comm, ptr %reqs)
; VEC: call i32 @__mpiad_fwd_iscan(ptr inttoptr (i64 -1 to ptr), ptr null, ptr %x, ptr %{{.+}}, i32 3, i32 2, i32 1275070475, i32 1476395011, i32 1, i32 %comm, ptr %r1)

; REV-LABEL: define internal void @augmented.f.dc(
; REV: %[[A:.+]] = call ptr @__mpiad_aug_iscan(ptr %x, ptr %x.d, ptr %y, ptr %{{.+}}, i32 2, i32 1275070475, i32 1476395012, i32 0, i32 %comm, ptr %reqs)
; REV: %[[B:.+]] = call ptr @__mpiad_aug_iscan(ptr inttoptr (i64 -1 to ptr), ptr null, ptr %x, ptr %x.d, i32 2, i32 1275070475, i32 1476395011, i32 1, i32 %comm, ptr %r1)
; REV: %[[W:.+]] = call ptr @__mpiad_aug_waitall(i32 2, ptr %reqs,
; REV-LABEL: define internal void @reverse.f.dc(
; REV: call void @__mpiad_rev_waitall(ptr %[[W]].rev)
; REV: call void @__mpiad_rev_icoll(ptr %[[B]].rev)
; REV: call void @__mpiad_rev_icoll(ptr %[[A]].rev)
