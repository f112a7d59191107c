; '-' reads standard input and writes standard output.
; RUN: %mpiad-opt - -o - < %s | filecheck %s
; CHECK: define i32 @id(i32 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 %x
define i32 @id(i32 %x) {
entry:
  ret i32 %x
}
