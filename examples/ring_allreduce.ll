; Hand-written MPI smoke test for the JIT + libmpi plumbing (no AD involved).
;
; Handles use MPICH's ABI (integer handles, 4-byte MPI_Request), see mpi.h:
;   MPI_COMM_WORLD   = 0x44000000 = 1140850688
;   MPI_DOUBLE       = 0x4c00080b = 1275070475
;   MPI_SUM          = 0x58000003 = 1476395011
;   MPI_REQUEST_NULL = 0x2c000000 = 738197504
;   MPI_STATUS_IGNORE = MPI_STATUSES_IGNORE = (MPI_Status *)1
;
; @smoke(x), on rank r of n ranks, with left = (r - 1 + n) % n:
;   send  = x * (r + 1)                      ring: Isend to right, Irecv from left
;   recv  = x * (left + 1)
;   total = Allreduce_SUM(recv + r) = x * n(n+1)/2 + n(n-1)/2
;   returns total + recv, or NaN if any MPI call returned an error code.

source_filename = "ring_allreduce"

declare i32 @MPI_Comm_rank(i32, ptr)
declare i32 @MPI_Comm_size(i32, ptr)
declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Isend(ptr, i32, i32, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)
declare i32 @MPI_Waitall(i32, ptr, ptr)
declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)

define double @smoke(double %x) {
entry:
  %rank.addr = alloca i32, align 4
  %size.addr = alloca i32, align 4
  %sendbuf = alloca double, align 8
  %recvbuf = alloca double, align 8
  %local = alloca double, align 8
  %total = alloca double, align 8
  %reqs = alloca [2 x i32], align 4
  %req1 = getelementptr inbounds [2 x i32], ptr %reqs, i64 0, i64 1
  store i32 738197504, ptr %reqs, align 4
  store i32 738197504, ptr %req1, align 4
  %status.ignore = inttoptr i64 1 to ptr

  %e0 = call i32 @MPI_Comm_rank(i32 1140850688, ptr %rank.addr)
  %e1 = call i32 @MPI_Comm_size(i32 1140850688, ptr %size.addr)
  %rank = load i32, ptr %rank.addr, align 4
  %size = load i32, ptr %size.addr, align 4

  ; neighbours on the ring
  %rp1 = add i32 %rank, 1
  %right = srem i32 %rp1, %size
  %rm1 = add i32 %rank, -1
  %rm1n = add i32 %rm1, %size
  %left = srem i32 %rm1n, %size

  ; send = x * (rank + 1)
  %rp1.f = sitofp i32 %rp1 to double
  %send = fmul double %x, %rp1.f
  store double %send, ptr %sendbuf, align 8
  store double 0.0, ptr %recvbuf, align 8

  %e2 = call i32 @MPI_Irecv(ptr %recvbuf, i32 1, i32 1275070475, i32 %left, i32 7, i32 1140850688, ptr %reqs)
  %e3 = call i32 @MPI_Isend(ptr %sendbuf, i32 1, i32 1275070475, i32 %right, i32 7, i32 1140850688, ptr %req1)
  %e4 = call i32 @MPI_Wait(ptr %reqs, ptr %status.ignore)
  %e5 = call i32 @MPI_Wait(ptr %req1, ptr %status.ignore)
  ; both requests are MPI_REQUEST_NULL now; Waitall on them must return at once
  %e6 = call i32 @MPI_Waitall(i32 2, ptr %reqs, ptr %status.ignore)

  ; total = sum over ranks of (recv + rank)
  %recv = load double, ptr %recvbuf, align 8
  %rank.f = sitofp i32 %rank to double
  %loc = fadd double %recv, %rank.f
  store double %loc, ptr %local, align 8
  %e7 = call i32 @MPI_Allreduce(ptr %local, ptr %total, i32 1, i32 1275070475, i32 1476395011, i32 1140850688)
  %tot = load double, ptr %total, align 8
  %res = fadd double %tot, %recv

  ; any nonzero MPI error code -> NaN
  %o1 = or i32 %e0, %e1
  %o2 = or i32 %o1, %e2
  %o3 = or i32 %o2, %e3
  %o4 = or i32 %o3, %e4
  %o5 = or i32 %o4, %e5
  %o6 = or i32 %o5, %e6
  %o7 = or i32 %o6, %e7
  %ok = icmp eq i32 %o7, 0
  %ret = select i1 %ok, double %res, double 0x7FF8000000000000
  ret double %ret
}
