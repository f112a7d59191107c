declare double @__enzyme_fwddiff(ptr, ...)
define double @driver(ptr %fp, double %x) {
entry:
  %t = call double (ptr, ...) @__enzyme_fwddiff(ptr %fp, double %x, double 1.0)
  ret double %t
}
