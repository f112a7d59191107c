define double @f(double %x) {
entry:
  %y = fadd double %x
  ret double %y
}
