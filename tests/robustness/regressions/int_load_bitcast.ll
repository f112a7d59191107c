; Found by test_random_programs --slow (program 1768 after LLVM -O2: a memcpy between two active
; arrays became an i64 load/store whose loaded value is also bitcast to double and used).
; Forward: a.d[0] must become b.d[0] (the copy) and b.d[0] must become 2 b.d[0]; mpiad leaves a.d
; unchanged and zeroes b.d (the load, the copy and the bitcast are all treated as inactive).
; Reverse: da must be 0 and db 1*da + 2*db. Silently wrong, no warning.
; mpiad-opt int_load_bitcast.ll --fn f --mode forward --args dup,dup -o out.ll
define void @f(ptr %a, ptr %b) {
entry:
  %i = load i64, ptr %b, align 8
  store i64 %i, ptr %a, align 8
  %x = bitcast i64 %i to double
  %y = fmul double %x, 2.0
  store double %y, ptr %b, align 8
  ret void
}
