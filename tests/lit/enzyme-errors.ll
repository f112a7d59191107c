; What the Enzyme interface refuses gets one clear line naming the call and what to do.
; RUN: not %mpiad-opt %S/Inputs/enzyme-unknown-marker.ll 2> %t.err1
; RUN: filecheck --check-prefix=MARKER --input-file %t.err1 %s
; RUN: not %mpiad-opt %S/Inputs/enzyme-split-mode.ll 2> %t.err2
; RUN: filecheck --check-prefix=SPLIT --input-file %t.err2 %s
; RUN: not %mpiad-opt %S/Inputs/enzyme-fn-param.ll 2> %t.err3
; RUN: filecheck --check-prefix=PARAM --input-file %t.err3 %s
; Fortran's MPI binding is lowered by the Enzyme interface, not behind --fn's back
; RUN: not %mpiad-opt %S/Inputs/fortran-mpi-kernel.ll --fn energy_ --mode forward --args dup,dup,const,const,const,const,const 2> %t.err4
; RUN: filecheck --check-prefix=FORTRAN --input-file %t.err4 %s

; MARKER: {{^}}error: in @driver, call to @__enzyme_fwddiff: unknown Enzyme marker enzyme_strange; mpiad knows enzyme_dup, enzyme_dupnoneed, enzyme_const, enzyme_out, enzyme_width
; MARKER-NOT: Traceback
; SPLIT: {{^}}error: in @driver: `%t = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr @f, double %x)` at line {{[0-9]+}}: this Enzyme entry point (split or batched modes) is not supported; use __enzyme_autodiff or __enzyme_fwddiff
; PARAM: {{^}}error: in @driver, call to @__enzyme_fwddiff: cannot tell which function %fp is: give the function to differentiate directly (ptr @f), through a cast, a select or phi of functions, or a local variable stored once
; FORTRAN: {{^}}error: mpi_allreduce_ is Fortran's MPI binding: differentiate Fortran through the Enzyme interface
