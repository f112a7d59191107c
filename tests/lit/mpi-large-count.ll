; MPI-4's large-count forms are lowered to the int-count calls before analysis: each MPI_Count
; goes through __mpiad_count32 (which stops the program, naming the call, beyond 2^31-1), and
; the one rule of the call differentiates it (here MPI_Allreduce's, in forward and reverse mode).
; The primal function is lowered too: the same module runs both. A v-variant's MPI_Count[] /
; MPI_Aint[] arrays go through __mpiad_counts32 (an int copy, as long as the communicator, read
; at the root only for a rooted call: the root is passed) to the int-count call.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const,const -o - | filecheck %s --check-prefix=FWD
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const,const -o - | filecheck %s --check-prefix=REV
; RUN: %mpiad-opt %s --fn gv --mode reverse --args dup,dup,const,const,const -o - | filecheck %s --check-prefix=GV

declare i32 @MPI_Allreduce_c(ptr, ptr, i64, i32, i32, i32)
declare i32 @MPI_Gatherv_c(ptr, i64, i32, ptr, ptr, ptr, i32, i32, i32)

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

define void @gv(ptr %x, ptr %y, ptr %counts, ptr %displs, i32 %comm) {
  %r = call i32 @MPI_Gatherv_c(ptr %x, i64 2, i32 1275070475, ptr %y, ptr %counts, ptr %displs, i32 1275070475, i32 0, i32 %comm)
  ret void
}

; GV-LABEL: define {{.*}} @augmented.gv.
; GV: %count.c1 = call i32 @__mpiad_count32(i64 2, ptr [[NAME:@mpiad.call[.0-9]*]])
; GV: %counts.c1 = call ptr @__mpiad_counts32(ptr %counts, i32 0, i32 0, i32 %comm, ptr null, ptr [[NAME]])
; GV: %counts.c2 = call ptr @__mpiad_counts32(ptr %displs, i32 0, i32 0, i32 %comm, ptr null, ptr [[NAME]])
; GV: call ptr @__mpiad_aug_igatherv(ptr %x, ptr %x.d, i32 %count.c1, i32 1275070475, ptr %y, ptr %y.d, ptr %counts.c1, ptr %counts.c2,
; GV-NOT: @MPI_Gatherv_c
