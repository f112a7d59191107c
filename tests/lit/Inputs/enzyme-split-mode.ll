declare ptr @__enzyme_augmentfwd(ptr, ...)
define double @f(double %x) {
entry:
  ret double %x
}
define ptr @driver(double %x) {
entry:
  %t = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr @f, double %x)
  ret ptr %t
}
