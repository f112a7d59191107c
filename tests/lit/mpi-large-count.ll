; MPI-4's large-count forms are lowered to the int-count calls before analysis: each MPI_Count
; goes through __mpiad_count32 (which stops the program, naming the call, beyond 2^31-1), and
; the one rule of the call differentiates it (here MPI_Allreduce's, in forward and reverse mode).
; The primal function is lowered too: the same module runs both.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const,const -o - | filecheck %s --check-prefix=FWD
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const,const -o - | filecheck %s --check-prefix=REV

declare i32 @MPI_Allreduce_c(ptr, ptr, i64, i32, i32, i32)

define double @f(ptr %x, i64 %n, i32 %comm) {
  %y = alloca [2 x double], align 8
  %r = call i32 @MPI_Allreduce_c(ptr %x, ptr %y, i64 %n, i32 1275070475, i32 1476395011, i32 %comm)
  %v = load double, ptr %y, align 8
  %s = fmul double %v, %v
  ret double %s
}

; FWD-LABEL: define double @f(
; FWD: %count.c1 = call i32 @__mpiad_count32(i64 %n, ptr @mpiad.call)
; FWD: call i32 @MPI_Allreduce(ptr %x, ptr %y, i32 %count.c1,
; FWD: @mpiad.call = private unnamed_addr constant [16 x i8] c"MPI_Allreduce_c\00"
; FWD-LABEL: define {{.*}} @fwddiffe_f(
; FWD: call i32 @__mpiad_count32(i64 %n, ptr @mpiad.call)
; FWD: call {{.*}}@__mpiad_fwd_allreduce(
; FWD-NOT: @MPI_Allreduce_c

; REV-LABEL: define {{.*}} @augmented.f.dcc(
; REV: call i32 @__mpiad_count32(i64 %n, ptr @mpiad.call)
; REV: call ptr @__mpiad_aug_allreduce(ptr %x, ptr %y, i32 %count.c1,
; REV-LABEL: define {{.*}} @reverse.f.dcc(
; REV: call void @__mpiad_rev_reduce(ptr %red.rec.rev, ptr %x.d,
