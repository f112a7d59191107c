; Forward mode: casts across precisions, integer<->float conversions (zero tangent), select,
; extractvalue/insertvalue on structs, and a double copied through an i64 (with a warning).
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const,dup -o - 2> %t.err | filecheck %s
; RUN: filecheck --check-prefix=WARN --input-file %t.err %s

define double @f(double %x, i32 %k, ptr %p) {
entry:
  %h = fptrunc double %x to float
  %h2 = fmul float %h, %h
  %e = fpext float %h2 to double
  %kf = sitofp i32 %k to double
  %c = fcmp ogt double %x, %kf
  %s = select i1 %c, double %e, double %kf
  %agg = insertvalue { double, i32 } undef, double %s, 0
  %agg2 = insertvalue { double, i32 } %agg, i32 %k, 1
  %back = extractvalue { double, i32 } %agg2, 0
  %bits = load i64, ptr %p, align 8
  %q = getelementptr inbounds double, ptr %p, i64 1
  store i64 %bits, ptr %q, align 8
  ret double %back
}

; CHECK-LABEL: define double @fwddiffe_f(double %x, double %x.d, i32 %k, ptr %p, ptr %p.d)
; CHECK: %h = fptrunc double %x to float
; CHECK-NEXT: %[[DH:.+]] = fptrunc double %x.d to float
; CHECK: %e = fpext float %h2 to double
; CHECK-NEXT: %[[DE:.+]] = fpext float %{{.+}} to double
; CHECK: %kf = sitofp i32 %k to double
; CHECK-NOT: sitofp
; CHECK: %s = select i1 %c, double %e, double %kf
; CHECK-NEXT: %[[DS:.+]] = select i1 %c, double %[[DE]], double 0x0000000000000000
; CHECK: %agg = insertvalue { double, i32 } undef, double %s, 0
; CHECK-NEXT: %[[DA:.+]] = insertvalue { double, i32 } zeroinitializer, double %[[DS]], 0
; CHECK: %back = extractvalue { double, i32 } %agg2, 0
; CHECK-NEXT: %[[DB:.+]] = extractvalue { double, i32 } %{{.+}}, 0
; CHECK: %bits = load i64, ptr %p, align 8
; CHECK-NEXT: %[[DBITS:.+]] = load i64, ptr %p.d, align 8
; CHECK: store i64 %bits, ptr %q, align 8
; CHECK-NEXT: store i64 %[[DBITS]], ptr %{{.+}}, align 8
; CHECK: ret double %[[DB]]

; WARN: warning: in @f: `%bits = load i64, ptr %p, align 8` at line {{[0-9]+}} reads i64 from memory that holds active floating-point data and only stores it again (or bitcasts it to floating point); mpiad treats it as a copy of that data (its shadow is copied too)
