; The MPI-5 standard ABI (mpi_abi.h, libmpi_abi.so): handles are pointers with fixed values, so
; MPI_DOUBLE is inttoptr (i64 532 to ptr) and MPI_SUM inttoptr (i64 33 to ptr). The family is
; detected from those constants (--verbose says so), and the standard ABI's build of the runtime
; is linked: it compares the op against MPI_SUM's value. --mpi-abi overrides the detection.
; RUN: %mpiad-opt %s --fn sumsq --mode forward --args dup,const -v -o - 2> %t.err | filecheck --check-prefix=FWD %s
; RUN: filecheck --check-prefix=VERBOSE --input-file %t.err %s
; RUN: %mpiad-opt %s --fn sumsq --mode reverse --args out,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s --fn sumsq --mode forward --args dup,const --mpi-abi openmpi -v -o %t.ll 2> %t.err2
; RUN: filecheck --check-prefix=OVERRIDE --input-file %t.err2 %s

declare i32 @MPI_Comm_rank(ptr, ptr)
declare i32 @MPI_Allreduce(ptr, ptr, i32, ptr, ptr, ptr)

define double @sumsq(double %x, ptr %comm) {
entry:
  %rank = alloca i32
  %in = alloca double
  %out = alloca double
  call i32 @MPI_Comm_rank(ptr %comm, ptr %rank)
  %sq = fmul double %x, %x
  store double %sq, ptr %in
  call i32 @MPI_Allreduce(ptr %in, ptr %out, i32 1, ptr inttoptr (i64 532 to ptr), ptr inttoptr (i64 33 to ptr), ptr %comm)
  %r = load double, ptr %out
  ret double %r
}

; VERBOSE: mpiad-opt: MPI ABI family: standard, detected; a call to @MPI_Allreduce passes the handle 0x214 (inttoptr constant)
; OVERRIDE: mpiad-opt: MPI ABI family: openmpi, given by --mpi-abi (the module looks like standard)

; FWD-LABEL: define {{.*}}double @fwddiffe_sumsq(
; FWD: call {{.*}}@__mpiad_fwd_allreduce(
; FWD-LABEL: define {{.*}}@__mpiad_fwd_allreduce(
; FWD: inttoptr (i64 33 to ptr)

; REV-LABEL: define {{.*}} @augmented.sumsq.ac(
; REV: call ptr @__mpiad_aug_allreduce(ptr %in, ptr %out, i32 1, ptr inttoptr (i64 532 to ptr), ptr inttoptr (i64 33 to ptr), ptr %comm)
; REV-LABEL: define {{.*}} @reverse.sumsq.ac(
; REV: call void @__mpiad_rev_reduce(
