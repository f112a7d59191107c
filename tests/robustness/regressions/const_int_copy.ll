; Found by test_random_programs (program 126 after LLVM -O2: SROA turned a memcpy from a constant
; array into an i64 load/store). a[0] is overwritten with data from %c, which is constant.
; mpiad-opt const_int_copy.ll --fn f --mode forward --args const,dup -o out.ll
; The shadow of a[0] must be 0 afterwards (forward: tangent of the new a[0]; reverse: adjoint of
; the old a[0]); it keeps its previous value, silently. With `load double`/`store double` it is 0.
define void @f(ptr %c, ptr %a) {
entry:
  %v = load i64, ptr %c, align 8
  store i64 %v, ptr %a, align 8
  ret void
}
