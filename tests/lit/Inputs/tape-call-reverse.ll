; Input of error-reverse-over-gradient.ll: a function calling a gradient's tape function.
declare void @__mpiad_tape_free(ptr)
define double @f(double %x, ptr %t) {
  %y = fmul double %x, %x
  call void @__mpiad_tape_free(ptr %t)
  ret double %y
}
