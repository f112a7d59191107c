define double @sq(double %x) {
entry:
  %y = fmul double %x, %x
  ret double %y
}
