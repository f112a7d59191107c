; The seed's token ring (Enzyme.jl MultiRequest issue) in its three request variants, forward and
; reverse. Enzyme aborts on (a), refuses (b) ("Constant memory is stored to a differentiable
; variable"), handles (c); mpiad handles all three: requests are integer memory (never active),
; and the runtime finds the shadow request through the primal handle.
; RUN: %mpiad-opt %s --fn ring_raw --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn ring_null --mode forward --args dup,const -o - | filecheck --check-prefix=FWDNULL %s
; RUN: %mpiad-opt %s --fn ring_given --mode forward --args dup,const,const -o - | filecheck --check-prefix=FWDGIVEN %s
; RUN: %mpiad-opt %s --fn ring_raw --mode reverse --args out,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s --fn ring_null --mode reverse --args out,const -o - | filecheck --check-prefix=REVNULL %s
; RUN: %mpiad-opt %s --fn ring_given --mode reverse --args out,const,const -o - | filecheck --check-prefix=REVGIVEN %s

declare i32 @MPI_Comm_rank(i32, ptr)
declare i32 @MPI_Comm_size(i32, ptr)
declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)

; (a) requests in a raw Int32 array
define double @ring_raw(double %token, i32 %comm) {
entry:
  %rank.p = alloca i32
  %n.p = alloca i32
  %reqs = alloca [2 x i32]
  %buf = alloca double
  call i32 @MPI_Comm_rank(i32 %comm, ptr %rank.p)
  call i32 @MPI_Comm_size(i32 %comm, ptr %n.p)
  %rank = load i32, ptr %rank.p
  %n = load i32, ptr %n.p
  store double %token, ptr %buf
  %req1 = getelementptr [2 x i32], ptr %reqs, i64 0, i64 1
  %notzero = icmp ne i32 %rank, 0
  br i1 %notzero, label %recv.first, label %send
recv.first:
  %left = sub i32 %rank, 1
  call i32 @MPI_Irecv(ptr %buf, i32 1, i32 1275070475, i32 %left, i32 0, i32 %comm, ptr %req1)
  call i32 @MPI_Wait(ptr %req1, ptr inttoptr (i64 1 to ptr))
  br label %send
send:
  %r1 = add i32 %rank, 1
  %right = srem i32 %r1, %n
  call i32 @MPI_Isend(ptr %buf, i32 1, i32 1275070475, i32 %right, i32 0, i32 %comm, ptr %reqs)
  br i1 %notzero, label %done, label %recv.last
recv.last:
  %last = sub i32 %n, 1
  call i32 @MPI_Irecv(ptr %buf, i32 1, i32 1275070475, i32 %last, i32 0, i32 %comm, ptr %req1)
  call i32 @MPI_Wait(ptr %req1, ptr inttoptr (i64 1 to ptr))
  br label %done
done:
  call i32 @MPI_Wait(ptr %reqs, ptr inttoptr (i64 1 to ptr))
  %v = load double, ptr %buf
  ret double %v
}

; (b) a request array filled with MPI_REQUEST_NULL first
define double @ring_null(double %token, i32 %comm) {
entry:
  %reqs = alloca [2 x i32]
  store i32 738197504, ptr %reqs
  %req1 = getelementptr [2 x i32], ptr %reqs, i64 0, i64 1
  store i32 738197504, ptr %req1
  %r = call double @ring_given(double %token, i32 %comm, ptr %reqs)
  ret double %r
}

; (c) the caller passes the requests
define double @ring_given(double %token, i32 %comm, ptr %reqs) {
entry:
  %rank.p = alloca i32
  %n.p = alloca i32
  %buf = alloca double
  call i32 @MPI_Comm_rank(i32 %comm, ptr %rank.p)
  call i32 @MPI_Comm_size(i32 %comm, ptr %n.p)
  %rank = load i32, ptr %rank.p
  %n = load i32, ptr %n.p
  store double %token, ptr %buf
  %req1 = getelementptr i32, ptr %reqs, i64 1
  %notzero = icmp ne i32 %rank, 0
  br i1 %notzero, label %recv.first, label %send
recv.first:
  %left = sub i32 %rank, 1
  call i32 @MPI_Irecv(ptr %buf, i32 1, i32 1275070475, i32 %left, i32 0, i32 %comm, ptr %req1)
  call i32 @MPI_Wait(ptr %req1, ptr inttoptr (i64 1 to ptr))
  br label %send
send:
  %r1 = add i32 %rank, 1
  %right = srem i32 %r1, %n
  call i32 @MPI_Isend(ptr %buf, i32 1, i32 1275070475, i32 %right, i32 0, i32 %comm, ptr %reqs)
  br i1 %notzero, label %done, label %recv.last
recv.last:
  %last = sub i32 %n, 1
  call i32 @MPI_Irecv(ptr %buf, i32 1, i32 1275070475, i32 %last, i32 0, i32 %comm, ptr %req1)
  call i32 @MPI_Wait(ptr %req1, ptr inttoptr (i64 1 to ptr))
  br label %done
done:
  call i32 @MPI_Wait(ptr %reqs, ptr inttoptr (i64 1 to ptr))
  %v = load double, ptr %buf
  ret double %v
}

; The request array gets no shadow of floats; the buffer does, and every MPI call goes through the
; runtime with the buffer's shadow lanes.
; FWD-LABEL: define double @fwddiffe_ring_raw(double %token, double %token.d, i32 %comm)
; FWD: %reqs = alloca [2 x i32]
; FWD-NOT: %reqs.shadow
; FWD: %buf.shadow = alloca double
; FWD: store double %token.d, ptr %buf.shadow
; FWD: call i32 @__mpiad_fwd_irecv(ptr %buf, ptr %[[DB:dbufs[0-9]*]], i32 1, i32 1, i32 1275070475, i32 %left, i32 0, i32 %comm, ptr %req1)
; FWD: call i32 @__mpiad_fwd_wait(ptr %req1, ptr inttoptr (i64 1 to ptr))
; FWD: call i32 @__mpiad_fwd_isend(ptr %buf, ptr %{{dbufs[0-9]*}}, i32 1, i32 1, i32 1275070475, i32 %right, i32 0, i32 %comm, ptr %reqs)
; FWD: %[[V:.+]] = load double, ptr %buf.shadow
; FWD: ret double %[[V]]
; FWD: define i32 @__mpiad_fwd_wait(

; Storing MPI_REQUEST_NULL into the request array is integer memory: no activity error, no shadow.
; FWDNULL-LABEL: define double @fwddiffe_ring_null(double %token, double %token.d, i32 %comm)
; FWDNULL: store i32 738197504, ptr %reqs
; FWDNULL-NOT: reqs.shadow
; FWDNULL: call { double, double } @fwddiffe.ring_given.dcc(double %token, double %token.d, i32 %comm, ptr %reqs)

; FWDGIVEN-LABEL: define double @fwddiffe_ring_given(double %token, double %token.d, i32 %comm, ptr %reqs)
; FWDGIVEN: call i32 @__mpiad_fwd_isend(ptr %buf,

; Reverse: the forward sweep records each request (aug_*), the reverse sweep starts the adjoint
; communication at each Wait (rev_wait) and finishes it at each Isend/Irecv (rev_isend/rev_irecv).
; REV-LABEL: define internal double @augmented.ring_raw.ac(ptr %tape, double %token, i32 %comm)
; REV: %buf.shadow = call ptr @calloc(i64 1, i64 ptrtoint (ptr getelementptr (double, ptr null, i64 1) to i64))
; REV: %[[R1:.+]] = call ptr @__mpiad_aug_irecv(ptr %buf, ptr %buf.shadow, i32 1, i32 1275070475, i32 %left, i32 0, i32 %comm, ptr %req1)
; REV: %[[W1:.+]] = call ptr @__mpiad_aug_wait(ptr %req1, ptr inttoptr (i64 1 to ptr))
; REV: store ptr %[[R1]], ptr %{{.+}}, align 1
; REV: call ptr @__mpiad_aug_isend(ptr %buf, ptr %buf.shadow,
; REV-LABEL: define internal { double } @reverse.ring_raw.ac(ptr %tape, double %token, i32 %comm, double %dret)
; REV: call void @__mpiad_rev_wait(ptr
; REV: call void @__mpiad_rev_isend(ptr
; REV: call void @__mpiad_rev_irecv(ptr
; REV: call void @free(ptr
; REV-LABEL: define double @diffe_ring_raw(double %token, i32 %comm, double %dret)
; REV: call double @augmented.ring_raw.ac(ptr %tape, double %token, i32 %comm)
; REV: call { double } @reverse.ring_raw.ac(ptr %tape, double %token, i32 %comm, double %dret)
; REV: call void @__mpiad_tape_free(ptr %tape)

; REVNULL-LABEL: define double @diffe_ring_null(double %token, i32 %comm, double %dret)
; REVGIVEN-LABEL: define double @diffe_ring_given(double %token, i32 %comm, ptr %reqs, double %dret)
