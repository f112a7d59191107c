; Found by test_random_programs (programs JIT-compiled at -O0). The forward and reverse rules of
; llvm.powi emit the exponent as an instruction (`%n = sub i32 3, 1`) instead of the constant 2;
; at -O0 LLVM lowers powi with a non-constant exponent to a call of libgcc's __powidf2, which
; llvmlite's MCJIT in a Python process cannot resolve: it binds the call to address 0 and the
; derivative segfaults, while the primal (constant exponent: multiplications) runs.
; mpiad-opt powi_O0.ll --fn f --mode forward --args dup -o out.ll; compile_module(out, opt=0)
declare double @llvm.powi.f64.i32(double, i32)

define double @f(double %x) {
entry:
  %y = call double @llvm.powi.f64.i32(double %x, i32 3)
  ret double %y
}
