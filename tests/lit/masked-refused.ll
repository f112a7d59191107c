; A masked load of a vector of pointers from memory that holds pointers to active data would
; need shadow pointers kept in the shadow memory, which the masked rules do not do: refused in
; both modes with one message naming the call, never a derivative that drops the pointers.
; RUN: not %mpiad-opt %s --fn f --mode reverse --args dup -o %t.out 2> %t.err
; RUN: filecheck --input-file %t.err %s
; RUN: not %mpiad-opt %s --fn f --mode forward --args dup -o %t.out 2> %t.err2
; RUN: filecheck --input-file %t.err2 %s

declare <4 x ptr> @llvm.masked.load.v4p0.p0(ptr, <4 x i1>, <4 x ptr>)
define double @f(ptr %pp) {
entry:
  %v = call <4 x ptr> @llvm.masked.load.v4p0.p0(ptr align 8 %pp, <4 x i1> splat (i1 true), <4 x ptr> poison)
  %p = extractelement <4 x ptr> %v, i64 0
  %x = load double, ptr %p, align 8
  ret double %x
}

; CHECK: error: in @f: `%v = call <4 x ptr> @llvm.masked.load.v4p0.p0(ptr align 8 %pp, <4 x i1> splat (i1 true), <4 x ptr> poison)` at line {{[0-9]+}} moves pointers to active data through memory in a vector; mpiad has no derivative for that
