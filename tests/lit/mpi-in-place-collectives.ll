; MPI_IN_PLACE on the gathers, scatters and all-to-alls (MPICH ABI: (ptr)-1). The runtime tells
; the in-place form by the buffer itself, so the reverse rules of the blocking calls pass the
; primal buffer beside its (null) shadow, and the count and datatype MPI ignores beside it (-1
; and MPI_DATATYPE_NULL, 0x0c000000, here) go to the runtime as they are, never read. A buffer
; chosen at run time (a select of MPI_IN_PLACE and an array) has a shadow that is MPI_IN_PLACE
; where the primal is. The v-variants name their kind by a constant (Alltoallv's send counts
; may be NULL beside MPI_IN_PLACE); Alltoallv's row has no constant: its receive counts name it.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Gather(ptr, i32, i32, ptr, i32, i32, i32, i32)
declare i32 @MPI_Scatter(ptr, i32, i32, ptr, i32, i32, i32, i32)
declare i32 @MPI_Alltoall(ptr, i32, i32, ptr, i32, i32, i32)
declare i32 @MPI_Alltoallv(ptr, ptr, ptr, i32, ptr, ptr, ptr, i32, i32)
declare i32 @MPI_Scatterv(ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32)

define void @f(ptr %x, i32 %root, i32 %comm) {
entry:
  %me = alloca i32
  %counts = alloca [4 x i32]
  %displs = alloca [4 x i32]
  %y = alloca [2 x double]
  call i32 @MPI_Gather(ptr inttoptr (i64 -1 to ptr), i32 -1, i32 201326592, ptr %x, i32 2, i32 1275070475, i32 %root, i32 %comm)
  %isroot = icmp eq i32 %root, 0
  %rb = select i1 %isroot, ptr inttoptr (i64 -1 to ptr), ptr %y
  call i32 @MPI_Scatter(ptr %x, i32 2, i32 1275070475, ptr %rb, i32 2, i32 1275070475, i32 0, i32 %comm)
  call i32 @MPI_Alltoall(ptr inttoptr (i64 -1 to ptr), i32 -1, i32 201326592, ptr %x, i32 1, i32 1275070475, i32 %comm)
  call i32 @MPI_Alltoallv(ptr inttoptr (i64 -1 to ptr), ptr null, ptr null, i32 201326592, ptr %x, ptr %counts, ptr %displs, i32 1275070475, i32 %comm)
  call i32 @MPI_Scatterv(ptr %x, ptr %counts, ptr %displs, i32 1275070475, ptr inttoptr (i64 -1 to ptr), i32 -1, i32 201326592, i32 0, i32 %comm)
  ret void
}

; FWD-LABEL: define void @fwddiffe_f(ptr %x, ptr %x.d, i32 %root, i32 %comm)
; FWD: call i32 @__mpiad_fwd_gather(ptr inttoptr (i64 -1 to ptr), ptr null, i32 -1, i32 201326592, ptr %x, ptr %{{.+}}, i32 2, i32 1275070475, i32 %root, i32 %comm, i32 1, i32 0)
; FWD: %rb = select i1 %isroot, ptr inttoptr (i64 -1 to ptr), ptr %y
; FWD-NEXT: = select i1 %isroot, ptr inttoptr (i64 -1 to ptr), ptr %y.{{.+}}
; FWD: call i32 @__mpiad_fwd_scatter(ptr %x, ptr %{{.+}}, i32 2, i32 1275070475, ptr %rb, ptr %{{.+}}, i32 2, i32 1275070475, i32 0, i32 %comm, i32 1)
; FWD: call i32 @__mpiad_fwd_alltoall(ptr inttoptr (i64 -1 to ptr), ptr null, i32 -1, i32 201326592, ptr %x,
; FWD: call i32 @__mpiad_fwd_ialltoallv(ptr inttoptr (i64 -1 to ptr), ptr null, ptr null, ptr null, i32 0, i32 201326592, ptr %x, ptr %{{.+}}, ptr %counts, ptr %displs, i32 0, i32 1275070475, i32 %comm, ptr null, i32 1)
; FWD: call i32 @__mpiad_fwd_iscatterv(ptr %x, ptr %{{.+}}, ptr %counts, ptr %displs, i32 0, i32 1275070475, ptr inttoptr (i64 -1 to ptr), ptr null, i32 -1, i32 201326592, i32 0, i32 %comm, ptr null, i32 1, i32 1)

; REV-LABEL: define internal void @reverse.f.dcc(
; REV: call void @__mpiad_rev_icoll(
; REV: call void @__mpiad_rev_icoll(
; REV: call void @__mpiad_rev_alltoall(ptr inttoptr (i64 -1 to ptr), ptr null, i32 -1, i32 201326592, ptr %x.d, i32 1, i32 1275070475, i32 %comm)
; REV: call void @__mpiad_rev_scatter(ptr %x.d, i32 2, i32 1275070475, ptr %{{.+}}, ptr %{{.+}}, i32 2, i32 1275070475, i32 0, i32 %comm)
; REV: call void @__mpiad_rev_gather(ptr inttoptr (i64 -1 to ptr), ptr null, i32 -1, i32 201326592, ptr %x.d, i32 2, i32 1275070475, i32 %root, i32 %comm, i32 0)
