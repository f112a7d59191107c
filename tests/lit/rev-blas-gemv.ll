; Matrix times vector as Numba lowers `A @ x` for a C-ordered A (m x n): numba_xxgemv with the
; transpose flag 't' on the column-major n x m view, alpha and beta in stack slots. The
; derivatives are BLAS calls of the same helpers, not loops:
; - reverse: xbar += A ybar is a gemv with the other flag ('n' = 110), Abar += x ybar^T a gemm
;   of inner size 1 (the rank-one update), then ybar = beta ybar (a gemv with alpha = 0); A is a
;   read-only argument and is read in place, alpha/beta are constants (copied when not);
; - forward: dy = A dx + beta dy, then dy += dA x (two gemv with the primal's flag).
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,dup,dup,const,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,dup,dup,const,const -o - | filecheck --check-prefix=FWD %s

define void @f(ptr noalias %A, ptr noalias %x, ptr noalias %y, i64 %m, i64 %n) {
entry:
  %alpha = alloca double, align 8
  %beta = alloca double, align 8
  store double 1.0, ptr %alpha, align 8
  store double 0.0, ptr %beta, align 8
  %st = call i32 @numba_xxgemv(i8 100, i8 116, i64 %n, i64 %m, ptr %alpha, ptr %A, i64 %n, ptr %x, ptr %beta, ptr %y)
  ret void
}

declare i32 @numba_xxgemv(i8, i8, i64, i64, ptr, ptr, i64, ptr, ptr, ptr)

; alpha and beta are constants stored just before the call (as Numba does): the reverse sweep
; reads them as constants, nothing is copied or recorded (A and x are noalias arguments nothing
; writes: read in place). A gradient's copy on the tape would look active to forward mode over
; the gradient (Hessian-vector products).
; CHECK-LABEL: define internal void @augmented.f.dddcc(
; CHECK-NOT: @malloc
; CHECK-NOT: @llvm.memcpy
; CHECK: %st = call i32 @numba_xxgemv(i8 100, i8 116, i64 %n, i64 %m, ptr %alpha, ptr %A, i64 %n, ptr %x, ptr %beta, ptr %y)
; CHECK-LABEL: define internal void @reverse.f.dddcc(
; xbar += alpha A ybar: the primal's gemv with the other transpose flag ('n' = 110)
; CHECK: call i32 @numba_xxgemv(i8 100, i8 110, i64 %n, i64 %m, ptr @__mpiad_blas_one_double, ptr %A, i64 %n, ptr %y.d, ptr @__mpiad_blas_one_double, ptr %x.d)
; Abar += alpha x ybar^T: a gemm of inner size 1
; CHECK: call i32 @numba_xxgemm(i8 100, i8 110, i8 110, i64 %n, i64 %m, i64 1, ptr @__mpiad_blas_one_double, ptr %x, i64 %{{.+}}, ptr %y.d, i64 1, ptr @__mpiad_blas_one_double, ptr %A.d, i64 %n)
; ybar = beta ybar: a gemv with alpha = 0
; CHECK-NEXT: call i32 @numba_xxgemv(i8 100, i8 116, i64 %n, i64 %m, ptr @__mpiad_blas_zero_double, ptr %A, i64 %n, ptr %x, ptr @__mpiad_blas_zero_double, ptr %y.d)
; CHECK-NOT: @free
; CHECK: ret void
; CHECK: @__mpiad_blas_one_double = private unnamed_addr constant double 0x3FF0000000000000

; An alpha the block does not show as a constant (a parameter's value) is copied in the forward
; sweep, recorded, and read from the copy.
; RUN: %mpiad-opt %s --fn g --mode reverse --args dup,dup,dup,const,const,const -o - | filecheck --check-prefix=COPY %s
define void @g(ptr noalias %A, ptr noalias %x, ptr noalias %y, i64 %m, i64 %n, double %a) {
entry:
  %alpha = alloca double, align 8
  %beta = alloca double, align 8
  store double %a, ptr %alpha, align 8
  store double 0.0, ptr %beta, align 8
  %st = call i32 @numba_xxgemv(i8 100, i8 116, i64 %n, i64 %m, ptr %alpha, ptr %A, i64 %n, ptr %x, ptr %beta, ptr %y)
  ret void
}
; COPY-LABEL: define internal void @augmented.g.dddccc(
; COPY: %[[SAVED:.+]] = call ptr @malloc(i64 %{{.+}})
; COPY: call void @llvm.memcpy.p0.p0.i64(ptr %{{.+}}, ptr %alpha,
; COPY-NOT: @llvm.memcpy
; COPY: store ptr %[[SAVED]], ptr %rec
; COPY-LABEL: define internal void @reverse.g.dddccc(
; COPY: %[[BLOCK:.+]] = load ptr, ptr %rec
; COPY: %[[ALPHA:.+]] = getelementptr i8, ptr %[[BLOCK]], i64 0
; COPY: call i32 @numba_xxgemv(i8 100, i8 110, i64 %n, i64 %m, ptr %[[ALPHA]], ptr %A, i64 %n, ptr %y.d, ptr @__mpiad_blas_one_double, ptr %x.d)
; COPY: call i32 @numba_xxgemv(i8 100, i8 116, i64 %n, i64 %m, ptr @__mpiad_blas_zero_double, ptr %A, i64 %n, ptr %x, ptr @__mpiad_blas_zero_double, ptr %y.d)
; COPY-NEXT: call void @free(ptr %[[BLOCK]])

; FWD-LABEL: define void @fwddiffe_f(
; FWD: %st = call i32 @numba_xxgemv(i8 100, i8 116,
; FWD-NEXT: call i32 @numba_xxgemv(i8 100, i8 116, i64 %n, i64 %m, ptr %alpha, ptr %A, i64 %n, ptr %x.d, ptr %beta, ptr %y.d)
; FWD-NEXT: call i32 @numba_xxgemv(i8 100, i8 116, i64 %n, i64 %m, ptr %alpha, ptr %A.d, i64 %n, ptr %x, ptr @__mpiad_blas_one_double, ptr %y.d)
; FWD-NEXT: ret void
