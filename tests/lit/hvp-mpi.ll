; Second derivatives (mpiad-opt --mode hvp: forward mode over the gradient, made in one run). The
; gradient's MPI runtime helpers are never differentiated: each has a second-order helper
; (__mpiad_fwdaug_X / __mpiad_fwdrev_X) taking the W tangent lanes of its buffers, the records of
; nonblocking requests carry the lanes themselves (rev_wait / rev_isend / rev_irecv unchanged);
; what the gradient puts on its tape has its tangent on a shadow tape. Calls without a second
; derivative are refused naming the MPI call (MPI_Alltoallw). Scan's record is an Iscan's, whose
; adjoint buffers' lanes its reverse helper takes; MINLOC pairs go through Allreduce's. Gather's
; forward sweep runs the primal (its forward rule), its reverse helper gets the lanes; PROD's
; augmented helper records the tangents of its factors. A nonblocking collective's record carries
; the lanes of its adjoint buffers: its reverse helpers (rev_wait, rev_icoll) are called unchanged.
; RUN: %mpiad-opt %s --fn energy --mode hvp --args dup,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn prod --mode hvp --args dup,const -o - | filecheck --check-prefix=PROD %s
; RUN: %mpiad-opt %s --fn gather --mode hvp --args dup,const -o - | filecheck --check-prefix=GATHER %s
; RUN: %mpiad-opt %s --fn replace --mode hvp --args dup,const -o - | filecheck --check-prefix=REP %s
; RUN: %mpiad-opt %s --fn iall --mode hvp --args dup,const -o - | filecheck --check-prefix=IALL %s
; RUN: %mpiad-opt %s --fn scan --mode hvp --args dup,const -o - | filecheck --check-prefix=SCAN %s
; RUN: %mpiad-opt %s --fn minloc --mode hvp --args dup,const -o - | filecheck --check-prefix=LOC %s
; RUN: not %mpiad-opt %s --fn alltoallw --mode hvp --args dup,const 2> %t.w
; RUN: filecheck --check-prefix=W --input-file %t.w %s

declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)
declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Waitall(i32, ptr, ptr)
declare i32 @MPI_Gather(ptr, i32, i32, ptr, i32, i32, i32, i32)
declare i32 @MPI_Sendrecv_replace(ptr, i32, i32, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Scan(ptr, ptr, i32, i32, i32, i32)
declare i32 @MPI_Iallreduce(ptr, ptr, i32, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Alltoallw(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32)

; E = (x0 * ghost + sum of x^2 over ranks)^2, the ghost cell from the left neighbour
define double @energy(ptr %x, i32 %n) {
entry:
  %ghost = alloca double, align 8
  %reqs = alloca [2 x i32], align 4
  %r1 = getelementptr inbounds i32, ptr %reqs, i64 1
  %c0 = call i32 @MPI_Irecv(ptr %ghost, i32 1, i32 1275070475, i32 0, i32 0, i32 1140850688, ptr %reqs)
  %c1 = call i32 @MPI_Isend(ptr %x, i32 1, i32 1275070475, i32 0, i32 0, i32 1140850688, ptr %r1)
  %c2 = call i32 @MPI_Waitall(i32 2, ptr %reqs, ptr inttoptr (i64 1 to ptr))
  %x0 = load double, ptr %x, align 8
  %g = load double, ptr %ghost, align 8
  %s = fmul double %x0, %g
  %s2 = fmul double %x0, %s
  %loc = alloca double, align 8
  store double %s2, ptr %loc, align 8
  %tot = alloca double, align 8
  %c3 = call i32 @MPI_Allreduce(ptr %loc, ptr %tot, i32 1, i32 1275070475, i32 1476395011, i32 1140850688)
  %t = load double, ptr %tot, align 8
  %e = fmul double %t, %t
  ret double %e
}

; CHECK-LABEL: define void @fwddiffe_diffe_energy(ptr %x, ptr %x.d1, ptr %x.d, ptr %x.d.d, i32 %n, double %dret)
; CHECK-DAG: call ptr @__mpiad_fwdaug_irecv(
; CHECK-DAG: call ptr @__mpiad_fwdaug_isend(
; CHECK-DAG: call ptr @__mpiad_fwdaug_waitall(
; CHECK-DAG: call ptr @__mpiad_fwdaug_allreduce(
; CHECK-DAG: call void @__mpiad_fwdrev_reduce(
; CHECK-DAG: call void @__mpiad_rev_waitall(
; CHECK-DAG: call ptr @__mpiad_tape_reserve(ptr @__mpiad_shadow_tape,
; CHECK-NOT: call {{.*}}@fwddiffe.__mpiad

define double @prod(ptr %x, i32 %n) {
  %p = alloca double, align 8
  %c = call i32 @MPI_Allreduce(ptr %x, ptr %p, i32 1, i32 1275070475, i32 1476395012, i32 1140850688)
  %v = load double, ptr %p, align 8
  ret double %v
}
; PROD-LABEL: define void @fwddiffe_diffe_prod(
; PROD-DAG: call ptr @__mpiad_fwdaug_allreduce(
; PROD-DAG: call void @__mpiad_fwdrev_reduce(

define double @gather(ptr %x, i32 %n) {
  %all = alloca [4 x double], align 8
  %c = call i32 @MPI_Gather(ptr %x, i32 1, i32 1275070475, ptr %all, i32 1, i32 1275070475, i32 0, i32 1140850688)
  %v = load double, ptr %all, align 8
  %w = fmul double %v, %v
  ret double %w
}
; GATHER-LABEL: define void @fwddiffe_diffe_gather(
; GATHER-DAG: call i32 @__mpiad_fwd_gather(
; GATHER-DAG: call void @__mpiad_fwdrev_gather(

define double @replace(ptr %x, i32 %n) {
  %c = call i32 @MPI_Sendrecv_replace(ptr %x, i32 1, i32 1275070475, i32 0, i32 0, i32 0, i32 0, i32 1140850688, ptr inttoptr (i64 1 to ptr))
  %v = load double, ptr %x, align 8
  %w = fmul double %v, %v
  ret double %w
}
; REP-LABEL: define void @fwddiffe_diffe_replace(
; REP-DAG: call ptr @__mpiad_fwdaug_sendrecv_replace(
; REP-DAG: call void @__mpiad_fwdrev_sendrecv_replace(

define double @iall(ptr %x, i32 %n) {
  %p = alloca double, align 8
  %q = alloca i32, align 4
  %c = call i32 @MPI_Iallreduce(ptr %x, ptr %p, i32 1, i32 1275070475, i32 1476395011, i32 1140850688, ptr %q)
  %w = call i32 @MPI_Wait(ptr %q, ptr inttoptr (i64 1 to ptr))
  %v = load double, ptr %p, align 8
  %s = fmul double %v, %v
  ret double %s
}
; IALL-LABEL: define void @fwddiffe_diffe_iall(
; IALL-DAG: call ptr @__mpiad_fwdaug_iallreduce(
; IALL-DAG: call ptr @__mpiad_fwdaug_wait(
; IALL-DAG: call void @__mpiad_rev_wait(
; IALL-DAG: call void @__mpiad_rev_icoll(

define double @scan(ptr %x, i32 %n) {
  %p = alloca double, align 8
  %c = call i32 @MPI_Scan(ptr %x, ptr %p, i32 1, i32 1275070475, i32 1476395011, i32 1140850688)
  %v = load double, ptr %p, align 8
  %w = fmul double %v, %v
  ret double %w
}
; SCAN-LABEL: define void @fwddiffe_diffe_scan(
; SCAN-DAG: call ptr @__mpiad_fwdaug_scan(
; SCAN-DAG: call void @__mpiad_fwdrev_scan(

define double @minloc(ptr %x, i32 %n) {
  %p = alloca { double, i32 }, align 8
  %c = call i32 @MPI_Allreduce(ptr %x, ptr %p, i32 1, i32 -1946157055, i32 1476395019, i32 1140850688)
  %v = load double, ptr %p, align 8
  %w = fmul double %v, %v
  ret double %w
}
; LOC-LABEL: define void @fwddiffe_diffe_minloc(
; LOC-DAG: call ptr @__mpiad_fwdaug_allreduce(
; LOC-DAG: call void @__mpiad_fwdrev_reduce(

define double @alltoallw(ptr %x, i32 %n) {
  %p = alloca double, align 8
  %cnt = alloca i32, align 4
  %dsp = alloca i32, align 4
  %ty = alloca i32, align 4
  store i32 1, ptr %cnt, align 4
  store i32 0, ptr %dsp, align 4
  store i32 1275070475, ptr %ty, align 4
  %c = call i32 @MPI_Alltoallw(ptr %x, ptr %cnt, ptr %dsp, ptr %ty, ptr %p, ptr %cnt, ptr %dsp, ptr %ty, i32 1140850688)
  %v = load double, ptr %p, align 8
  %w = fmul double %v, %v
  ret double %w
}
; W: error: in @alltoallw: second derivatives (forward mode over a gradient) of MPI_Alltoallw / MPI_Ialltoallw are not supported
; W-SAME: Iscan / Iexscan (SUM, PROD, MIN, MAX), Ibcast,{{.*}} Isendrecv_replace,
