; MPI calls mpiad refuses in differentiated code, active data or not, with one message naming the
; call: MPI_Cancel (whether a cancelled message was delivered is known only at run time), and
; calls that make or complete requests without a rule (here the persistent neighbourhood
; collective with a datatype a block, and the large-count form of a nonblocking file read),
; which would otherwise pass through.
; RUN: not %mpiad-opt %s --fn cancel --mode forward --args dup,const 2> %t.cancel
; RUN: filecheck --check-prefix=CANCEL --input-file %t.cancel %s
; RUN: not %mpiad-opt %s --fn cancel --mode reverse --args dup,const 2> %t.cancelrev
; RUN: filecheck --check-prefix=CANCEL --input-file %t.cancelrev %s
; RUN: not %mpiad-opt %s --fn neighbor --mode forward --args dup,const 2> %t.nb
; RUN: filecheck --check-prefix=NB --input-file %t.nb %s
; RUN: not %mpiad-opt %s --fn bigcount --mode reverse --args dup,const 2> %t.c
; RUN: filecheck --check-prefix=BIG --input-file %t.c %s

declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Cancel(ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Neighbor_alltoallw_init(ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr)
declare i32 @MPI_File_iread_c(i32, ptr, i64, i32, ptr)
declare i32 @MPI_Start(ptr)

define void @cancel(ptr %x, i32 %comm) {
entry:
  %req = alloca i32
  call i32 @MPI_Irecv(ptr %x, i32 1, i32 1275070475, i32 -2, i32 0, i32 %comm, ptr %req)
  call i32 @MPI_Cancel(ptr %req)
  call i32 @MPI_Wait(ptr %req, ptr inttoptr (i64 1 to ptr))
  ret void
}

define void @neighbor(ptr %x, i32 %comm) {
entry:
  %s = alloca [4 x i32]
  %r = alloca [4 x i32]
  %req = alloca i32
  %c = alloca [4 x i32]
  %d = alloca [4 x i64]
  %t = alloca [4 x i32]
  call i32 @MPI_Neighbor_alltoallw_init(ptr %s, ptr %c, ptr %d, ptr %t, ptr %r, ptr %c, ptr %d, ptr %t, i32 %comm, i32 469762048, ptr %req)
  call i32 @MPI_Start(ptr %req)
  call i32 @MPI_Wait(ptr %req, ptr inttoptr (i64 1 to ptr))
  %v = load double, ptr %x
  %w = fmul double %v, %v
  store double %w, ptr %x
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

; NB-NOT: Traceback
; NB: {{^}}error: in @neighbor: MPI_Neighbor_alltoallw_init (`{{.*}}` at line {{[0-9]+}}) makes, starts or completes MPI requests and has no derivative rule in mpiad{{.*}}refused

; BIG: {{^}}error: in @bigcount: MPI_File_iread_c ({{.*}}) makes, starts or completes MPI requests and has no derivative rule
