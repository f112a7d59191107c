@enzyme_strange = external global i32
declare double @__enzyme_fwddiff(ptr, ...)
define double @f(double %x) {
entry:
  ret double %x
}
define double @driver(double %x) {
entry:
  %m = load i32, ptr @enzyme_strange
  %t = call double (ptr, ...) @__enzyme_fwddiff(ptr @f, i32 %m, double %x, double 1.0)
  ret double %t
}
