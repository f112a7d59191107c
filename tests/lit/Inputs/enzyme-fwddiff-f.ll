; appended to an earlier mpiad-opt output by runtime-marker.ll: an Enzyme call added later

@enzyme_dup = external global i32
@enzyme_const = external global i32

declare double @__enzyme_fwddiff(ptr, ...)

define double @df_dir(ptr %x, ptr %v, i32 %n) {
entry:
  %dup = load i32, ptr @enzyme_dup, align 4
  %const = load i32, ptr @enzyme_const, align 4
  %d = call double (ptr, ...) @__enzyme_fwddiff(ptr @f, i32 %dup, ptr %x, ptr %v, i32 %const, i32 %n)
  ret double %d
}
