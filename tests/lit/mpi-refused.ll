; MPI calls mpiad refuses in differentiated code, active data or not, with one message naming the
; call: MPI_Cancel (whether a cancelled message was delivered is known only at run time), and
; calls that make or complete requests without a rule (here the large-count form of a
; nonblocking file read), which would otherwise pass through.
; RUN: not %mpiad-opt %s --fn cancel --mode forward --args dup,const 2> %t.cancel
; RUN: filecheck --check-prefix=CANCEL --input-file %t.cancel %s
; RUN: not %mpiad-opt %s --fn cancel --mode reverse --args dup,const 2> %t.cancelrev
; RUN: filecheck --check-prefix=CANCEL --input-file %t.cancelrev %s
; RUN: not %mpiad-opt %s --fn bigcount --mode reverse --args dup,const 2> %t.c
; RUN: filecheck --check-prefix=BIG --input-file %t.c %s

declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Cancel(ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_File_iread_c(i32, ptr, i64, i32, ptr)

define void @cancel(ptr %x, i32 %comm) {
entry:
  %req = alloca i32
  call i32 @MPI_Irecv(ptr %x, i32 1, i32 1275070475, i32 -2, i32 0, i32 %comm, ptr %req)
  call i32 @MPI_Cancel(ptr %req)
  call i32 @MPI_Wait(ptr %req, ptr inttoptr (i64 1 to ptr))
  ret void
}

define void @bigcount(ptr %x, i32 %fh) {
entry:
  %req = alloca i32
  call i32 @MPI_File_iread_c(i32 %fh, ptr %x, i64 1, i32 1275070475, ptr %req)
  call i32 @MPI_Wait(ptr %req, ptr inttoptr (i64 1 to ptr))
  ret void
}

; CANCEL-NOT: Traceback
; CANCEL: {{^}}error: in @cancel: MPI_Cancel (`{{.*}}call i32 @MPI_Cancel(ptr %req)` at line {{[0-9]+}}) cancels a communication; whether the message was delivered, and so its derivative, is known only at run time{{.*}}complete the request (MPI_Wait/MPI_Test) instead

; BIG: {{^}}error: in @bigcount: MPI_File_iread_c ({{.*}}) makes, starts or completes MPI requests and has no derivative rule
