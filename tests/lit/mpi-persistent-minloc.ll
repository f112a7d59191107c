; MINLOC / MAXLOC on the persistent and nonblocking reductions (MPI-4, MPICH ABI; issue 37): a
; receive buffer of MPI_DOUBLE_INT (0x8c000001) or MPI_2DOUBLE_PRECISION (0x4c001023) pairs
; carries a derivative (its values'), so MPI_Allreduce_init and MPI_Iscan hand its shadow (reverse)
; or lanes (forward) to the runtime, which reduces (value, location, lanes) tuples beside each
; start's primal; an MPI_INT reduction's buffers get none (null).
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const --width 2 -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Allreduce_init(ptr, ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Iscan(ptr, ptr, i32, i32, i32, i32, ptr)
declare i32 @MPI_Start(ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Request_free(ptr)

define double @f(ptr %x, i32 %comm) {
entry:
  %p = alloca [2 x double]
  %y = alloca [2 x double]
  %z = alloca [2 x double]
  %n = alloca [2 x i32]
  %m = alloca [2 x i32]
  %q = alloca [3 x i32]
  %q1 = getelementptr i32, ptr %q, i64 1
  %q2 = getelementptr i32, ptr %q, i64 2
  %x0 = load double, ptr %x
  store double %x0, ptr %p
  %pl = getelementptr i8, ptr %p, i64 8
  store i32 0, ptr %pl
  call i32 @MPI_Allreduce_init(ptr %p, ptr %y, i32 1, i32 -1946157055, i32 1476395019, i32 %comm, i32 469762048, ptr %q)
  call i32 @MPI_Allreduce_init(ptr %n, ptr %m, i32 2, i32 1275069445, i32 1476395011, i32 %comm, i32 469762048, ptr %q1)
  call i32 @MPI_Start(ptr %q)
  call i32 @MPI_Wait(ptr %q, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Iscan(ptr %y, ptr %z, i32 1, i32 1275072547, i32 1476395020, i32 %comm, ptr %q2)
  call i32 @MPI_Wait(ptr %q2, ptr inttoptr (i64 1 to ptr))
  %v = load double, ptr %z
  call i32 @MPI_Request_free(ptr %q)
  call i32 @MPI_Request_free(ptr %q1)
  ret double %v
}

; FWD-LABEL: define void @fwddiffe2_f(ptr %x, ptr %x.d0, ptr %x.d1, i32 %comm, ptr %dret)
; FWD: call i32 @__mpiad_pinit_allreduce(ptr %p, ptr %{{.+}}, ptr %y, ptr %{{.+}}, i32 2, i32 1, i32 -1946157055, i32 1476395019, i32 -1, i32 %comm, i32 469762048, ptr %q)
; FWD: call i32 @__mpiad_pinit_allreduce(ptr %n, ptr null, ptr %m, ptr null, i32 2, i32 2, i32 1275069445, i32 1476395011, i32 -1, i32 %comm, i32 469762048, ptr %q1)
; FWD: call i32 @__mpiad_fwd_start(ptr %q)
; FWD: call i32 @__mpiad_fwd_iscan(ptr %y, ptr %{{.+}}, ptr %z, ptr %{{.+}}, i32 2, i32 1, i32 1275072547, i32 1476395020, i32 0, i32 %comm, ptr %q2)
; FWD-NOT: call i32 @MPI_Allreduce_init
; FWD: ret void

; REV-LABEL: define internal double @augmented.f.dc(
; REV: call i32 @__mpiad_pinit_allreduce(ptr %p, ptr %p.shadow, ptr %y, ptr %y.shadow, i32 -1, i32 1, i32 -1946157055, i32 1476395019, i32 -1, i32 %comm, i32 469762048, ptr %q)
; REV: call i32 @__mpiad_pinit_allreduce(ptr %n, ptr null, ptr %m, ptr null, i32 -1, i32 2,
; REV: %[[S:.+]] = call ptr @__mpiad_aug_start(ptr %q)
; REV: %[[C:.+]] = call ptr @__mpiad_aug_iscan(ptr %y, ptr %y.shadow, ptr %z, ptr %z.shadow, i32 1, i32 1275072547, i32 1476395020, i32 0, i32 %comm, ptr %q2)
; REV-LABEL: define internal void @reverse.f.dc(
; REV: call void @__mpiad_rev_icoll(ptr %[[C]].rev)
; REV: call void @__mpiad_rev_start(ptr %[[S]].rev)
