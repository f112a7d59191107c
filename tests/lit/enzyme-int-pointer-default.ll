; Unmarked arguments default by type, as in Enzyme: a pointer through which only integers are
; read or written (an int* of counts, an MPI communicator passed by reference) is constant; one
; through which floats flow (directly, in a callee, or as an MPI buffer of MPI_DOUBLE) is
; duplicated and takes a shadow; floats are Active in reverse mode.
; Code written for Enzyme's opaque-pointer default (every pointer duplicated) passes shadows for
; them too: when the arguments only add up that way, they are read so.
; RUN: %mpiad-opt %s -o - | filecheck %s

declare void @__enzyme_autodiff(ptr, ...)
declare double @__enzyme_fwddiff(ptr, ...)
declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)

define internal void @scale(ptr %y, double %a) {
entry:
  %v = load double, ptr %y
  %m = fmul double %v, %a
  store double %m, ptr %y
  ret void
}

; clang -O0 shape: every parameter spilled to a local variable
define void @kernel(ptr %x, ptr %counts, double %a, ptr %comm, ptr %out) {
entry:
  %counts.addr = alloca ptr
  %n = alloca i32
  store ptr %counts, ptr %counts.addr
  %c0 = load ptr, ptr %counts.addr
  %nv = load i32, ptr %c0
  store i32 %nv, ptr %n
  %nn = load i32, ptr %n
  %cm = load i32, ptr %comm
  call void @scale(ptr %x, double %a)
  %r = call i32 @MPI_Allreduce(ptr %x, ptr %out, i32 %nn, i32 1275070475, i32 1476395011, i32 %cm)
  ret void
}

define void @driver(ptr %x, ptr %dx, ptr %counts, double %a, ptr %comm, ptr %out, ptr %dout) {
entry:
  call void (ptr, ...) @__enzyme_autodiff(ptr @kernel, ptr %x, ptr %dx, ptr %counts, double %a, ptr %comm, ptr %out, ptr %dout)
  ret void
}
; x: dup, counts: const, a: out (its adjoint is returned), comm: const, out: dup
; CHECK-LABEL: define void @driver(
; CHECK-NEXT: entry:
; CHECK-NEXT: call double @diffe_kernel(ptr %x, ptr %dx, ptr %counts, double %a, ptr %comm, ptr %out, ptr %dout)

define void @driver_all_dup(ptr %x, ptr %dx, ptr %counts, ptr %dcounts, double %a, ptr %comm, ptr %dcomm, ptr %out, ptr %dout) {
entry:
  call void (ptr, ...) @__enzyme_autodiff(ptr @kernel, ptr %x, ptr %dx, ptr %counts, ptr %dcounts, double %a, ptr %comm, ptr %dcomm, ptr %out, ptr %dout)
  ret void
}
; CHECK-LABEL: define void @driver_all_dup(
; CHECK-NEXT: entry:
; CHECK-NEXT: call double @diffe_kernel{{.*}}(ptr %x, ptr %dx, ptr %counts, ptr %dcounts, double %a, ptr %comm, ptr %dcomm, ptr %out, ptr %dout)
