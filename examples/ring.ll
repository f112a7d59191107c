; The token ring of the Enzyme.jl MultiRequest report, with its requests in a raw Int32 array
; (MPICH ABI: MPI_Request is an i32, MPI_DOUBLE is 1275070475, MPI_STATUS_IGNORE is (ptr)1).
; Rank 0's token travels around the ring and every rank returns the value it holds at the end.
;
;   mpiad-opt examples/ring.ll --fn ring --mode reverse --args out,const -o ring.grad.ll
;   mpiad-opt examples/ring.ll --fn ring --mode forward --args dup,const -o ring.tangent.ll

declare i32 @MPI_Comm_rank(i32, ptr)
declare i32 @MPI_Comm_size(i32, ptr)
declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)

define double @ring(double %token, i32 %comm) {
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

