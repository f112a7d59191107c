define double @f(double %x) {
entry:
  %y = fadd double %x, %z
  %z = fadd double %x, 1.0
  ret double %y
}
