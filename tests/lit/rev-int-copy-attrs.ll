; Reverse mode: integer copies of doubles move their adjoints (as doubles), and shadow parameters
; do not inherit readonly/writeonly (the reverse sweep writes the shadow of a read-only input).
; The aug/rev halves drop noalias (rev reaches buffers through pointers aug stored); diffe_ keeps it.
; RUN: %mpiad-opt %s --fn swap --mode reverse --args dup -o - 2>/dev/null | filecheck %s
; RUN: %mpiad-opt %s --fn sq --mode reverse --args dup -o - | filecheck --check-prefix=ATTR %s

define void @swap(ptr %x) {
entry:
  %b = getelementptr inbounds double, ptr %x, i64 1
  %a0 = load i64, ptr %x, align 8
  %b0 = load i64, ptr %b, align 8
  store i64 %b0, ptr %x, align 8
  store i64 %a0, ptr %b, align 8
  ret void
}

define double @sq(ptr noalias readonly %x) {
entry:
  %v = load double, ptr %x, align 8
  %r = fmul double %v, %v
  ret double %r
}

; CHECK-LABEL: define internal void @reverse.swap.d(ptr %tape, ptr %x, ptr %x.d)
; CHECK: %[[M:.+]] = load double, ptr %{{.+}}, align 8
; CHECK: store double 0x0000000000000000, ptr %{{.+}}, align 8
; CHECK: load double, ptr %x.d, align 8

; ATTR: define double @sq(ptr noalias readonly %x)
; ATTR: define internal void @reverse.sq.d(ptr %tape, ptr readonly %x, ptr %x.d, double %dret)
; ATTR-LABEL: define void @diffe_sq(ptr noalias readonly %x, ptr noalias %x.d, double %dret)
