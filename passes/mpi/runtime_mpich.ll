; ModuleID = '/work/wt-mpi-surface/passes/mpi/runtime/mpiad_runtime.c'
source_filename = "/work/wt-mpi-surface/passes/mpi/runtime/mpiad_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.anon.1 = type { i32, i32, i32 }
%struct.MPI_Status = type { i32, i32, i32, i32, i32 }
%struct.req_slot = type { i64, i32, ptr }
%struct.op_reg = type { i32, i32 }
%struct.plan = type { ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64 }
%struct.p2p_chan = type { i32, i32, i32, i32, ptr, i32, i32, i32, i32 }
%struct.anon = type { double, i32 }
%struct.anon.0 = type { float, i32 }

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [40 x i8] c"mpiad: error in %s: %s (handle 0x%llx)\0A\00", align 1
@req_count = internal unnamed_addr global [4 x i64] zeroinitializer, align 16
@coll_seq = internal unnamed_addr global i64 0, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"MPI_Ssend\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"MPI_Send\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"MPI_Recv\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"MPI_Sendrecv\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"MPI_Sendrecv_replace\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"MPI_Isend\00", align 1
@.str.7 = private unnamed_addr constant [102 x i8] c"the request was never completed (MPI_Wait/Waitall/Test) before the end of the differentiated function\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"MPI_Irecv\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"MPI_Recv_init\00", align 1
@.str.10 = private unnamed_addr constant [92 x i8] c"the persistent request is active (started and not completed): complete it before freeing it\00", align 1
@.str.11 = private unnamed_addr constant [76 x i8] c"the request is a nonblocking collective's, which MPI does not allow to free\00", align 1
@.str.12 = private unnamed_addr constant [161 x i8] c"the request is an active receive; its data (and derivative) is defined only once the request is completed: complete it (MPI_Wait/MPI_Test) instead of freeing it\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"MPI_Bcast\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"MPI_Allgather\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"MPI_Gather\00", align 1
@.str.16 = private unnamed_addr constant [61 x i8] c"MPI_IN_PLACE is not supported for derivatives of gathers yet\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"MPI_Scatter\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"MPI_Alltoall\00", align 1
@.str.19 = private unnamed_addr constant [25 x i8] c"MPI_Reduce_scatter_block\00", align 1
@.str.20 = private unnamed_addr constant [36 x i8] c"only MPI_SUM is differentiable here\00", align 1
@n_freed = internal unnamed_addr global i32 0, align 4
@cap_freed = internal unnamed_addr global i32 0, align 4
@freed_comms = internal unnamed_addr global ptr null, align 8
@op_regs = internal unnamed_addr global ptr null, align 8
@n_op_regs = internal unnamed_addr global i32 0, align 4
@.str.21 = private unnamed_addr constant [14 x i8] c"MPI_Allreduce\00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"MPI_Reduce\00", align 1
@.str.23 = private unnamed_addr constant [67 x i8] c"internal error: the adjoint collective was not started in its turn\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"MPI_Ibcast\00", align 1
@.str.25 = private unnamed_addr constant [15 x i8] c"MPI_Iallreduce\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"MPI_Ireduce\00", align 1
@.str.27 = private unnamed_addr constant [112 x i8] c"MPI_MINLOC / MPI_MAXLOC are differentiable in MPI_Allreduce and MPI_Reduce (not in their nonblocking forms yet)\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"MPI_Exscan\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"MPI_Scan\00", align 1
@.str.30 = private unnamed_addr constant [17 x i8] c"MPI_Reduce_local\00", align 1
@.str.31 = private unnamed_addr constant [23 x i8] c"MPI_Neighbor_allgather\00", align 1
@.str.32 = private unnamed_addr constant [22 x i8] c"MPI_Neighbor_alltoall\00", align 1
@fuse_flag = internal unnamed_addr global i32 -1, align 4
@.str.33 = private unnamed_addr constant [11 x i8] c"MPIAD_FUSE\00", align 1
@.str.34 = private unnamed_addr constant [134 x i8] c"an active buffer is described by a datatype other than MPI_DOUBLE or MPI_FLOAT; derived or mixed datatypes are not differentiable yet\00", align 1
@n_pending = internal unnamed_addr global i32 0, align 4
@coll_pending = internal unnamed_addr global ptr null, align 8
@req_used = internal unnamed_addr global i64 0, align 8
@req_cap = internal unnamed_addr global i64 0, align 8
@req_slots = internal unnamed_addr global ptr null, align 8
@p2p_ino = internal unnamed_addr global i64 0, align 8
@n_chans = internal unnamed_addr global i32 0, align 4
@chans = internal unnamed_addr global ptr null, align 8
@cap_chans = internal unnamed_addr global i32 0, align 4
@.str.35 = private unnamed_addr constant [216 x i8] c"a nonblocking receive from MPI_ANY_SOURCE or MPI_ANY_TAG is differentiated in forward mode only with fused messages (MPIAD_FUSE=1, the default); with MPIAD_FUSE=0 its tangent could pair with another sender's message\00", align 1
@.str.36 = private unnamed_addr constant [16 x i8] c"a fused receive\00", align 1
@.str.37 = private unnamed_addr constant [192 x i8] c"the message's length is not a multiple of 1 + the width: the sending rank differentiates with another --width / number of tangents, or not in forward mode; every rank must differentiate alike\00", align 1
@.str.38 = private unnamed_addr constant [15 x i8] c"MPI_Ssend_init\00", align 1
@.str.39 = private unnamed_addr constant [15 x i8] c"MPI_Rsend_init\00", align 1
@.str.40 = private unnamed_addr constant [15 x i8] c"MPI_Bsend_init\00", align 1
@.str.41 = private unnamed_addr constant [14 x i8] c"MPI_Send_init\00", align 1
@.str.42 = private unnamed_addr constant [10 x i8] c"MPI_Start\00", align 1
@.str.43 = private unnamed_addr constant [69 x i8] c"the persistent request is already active (started and not completed)\00", align 1
@n_det = internal unnamed_addr global i32 0, align 4
@det_reqs = internal unnamed_addr global ptr null, align 8
@det_bufs = internal unnamed_addr global ptr null, align 8
@.str.44 = private unnamed_addr constant [17 x i8] c"MPI_Request_free\00", align 1
@cap_det = internal unnamed_addr global i32 0, align 4
@.str.45 = private unnamed_addr constant [221 x i8] c"the reduction op has no derivative (a user-defined op from MPI_Op_create, or an op other than MPI_SUM/PROD/MIN/MAX); register one with mpiad_register_op_derivative(op, like) in C or mpiad.register_op_derivative in Python\00", align 1
@.str.46 = private unnamed_addr constant [98 x i8] c"MPI_DOUBLE_INT / MPI_2DOUBLE_PRECISION data is differentiable with MPI_MINLOC and MPI_MAXLOC only\00", align 1
@loc_ops = internal global [2 x i32] zeroinitializer, align 4
@cap_pending = internal unnamed_addr global i32 0, align 4
@gather_name.names = internal unnamed_addr constant [2 x [2 x [2 x ptr]]] [[2 x [2 x ptr]] [[2 x ptr] [ptr @.str.47, ptr @.str.15], [2 x ptr] [ptr @.str.48, ptr @.str.14]], [2 x [2 x ptr]] [[2 x ptr] [ptr @.str.49, ptr @.str.50], [2 x ptr] [ptr @.str.51, ptr @.str.52]]], align 16
@.str.47 = private unnamed_addr constant [12 x i8] c"MPI_Igather\00", align 1
@.str.48 = private unnamed_addr constant [15 x i8] c"MPI_Iallgather\00", align 1
@.str.49 = private unnamed_addr constant [13 x i8] c"MPI_Igatherv\00", align 1
@.str.50 = private unnamed_addr constant [12 x i8] c"MPI_Gatherv\00", align 1
@.str.51 = private unnamed_addr constant [16 x i8] c"MPI_Iallgatherv\00", align 1
@.str.52 = private unnamed_addr constant [15 x i8] c"MPI_Allgatherv\00", align 1
@.str.53 = private unnamed_addr constant [96 x i8] c"the send and receive datatypes differ (one of them MPI_DOUBLE or MPI_FLOAT); not differentiable\00", align 1
@.str.54 = private unnamed_addr constant [63 x i8] c"MPI_IN_PLACE is not supported for derivatives of this call yet\00", align 1
@.str.55 = private unnamed_addr constant [13 x i8] c"MPI_Scatterv\00", align 1
@.str.56 = private unnamed_addr constant [14 x i8] c"MPI_Iscatterv\00", align 1
@.str.57 = private unnamed_addr constant [13 x i8] c"MPI_Iscatter\00", align 1
@.str.58 = private unnamed_addr constant [14 x i8] c"MPI_Alltoallv\00", align 1
@.str.59 = private unnamed_addr constant [15 x i8] c"MPI_Ialltoallv\00", align 1
@.str.60 = private unnamed_addr constant [14 x i8] c"MPI_Ialltoall\00", align 1
@.str.61 = private unnamed_addr constant [19 x i8] c"MPI_Reduce_scatter\00", align 1
@.str.62 = private unnamed_addr constant [20 x i8] c"MPI_Ireduce_scatter\00", align 1
@.str.63 = private unnamed_addr constant [26 x i8] c"MPI_Ireduce_scatter_block\00", align 1
@n_tup_types = internal unnamed_addr global i32 0, align 4
@tup_types = internal unnamed_addr global [16 x %struct.anon.1] zeroinitializer, align 16
@tup_ops_made = internal unnamed_addr global [2 x [5 x i32]] zeroinitializer, align 16
@tup_ops = internal global [2 x [5 x i32]] zeroinitializer, align 16
@.str.64 = private unnamed_addr constant [193 x i8] c"reverse mode differentiates neighbourhood collectives on Cartesian communicators only (the adjoint of a graph's exchange needs the reversed graph); use MPI_Cart_create, or point to point calls\00", align 1
@MPI_UNWEIGHTED = external local_unnamed_addr constant ptr, align 8
@.str.65 = private unnamed_addr constant [33 x i8] c"the communicator has no topology\00", align 1
@switch.table.__mpiad_aug_send_init = private unnamed_addr constant [3 x ptr] [ptr @.str.38, ptr @.str.39, ptr @.str.40], align 8
@switch.table.__mpiad_aug_reduce_local = private unnamed_addr constant [4 x i32] [i32 4, i32 3, i32 1, i32 2], align 4

; Function Attrs: cold noinline noreturn nounwind
define void @__mpiad_fail(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr @stderr, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str, ptr noundef %0, ptr noundef %1, i64 noundef %2) #26
  %6 = load ptr, ptr @stderr, align 8, !tbaa !9
  %7 = tail call i32 @fflush(ptr noundef %6)
  %8 = tail call i32 @MPI_Abort(i32 noundef 1140850688, i32 noundef 70) #27
  tail call void @abort() #28
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr noundef captures(none), ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr noundef captures(none)) local_unnamed_addr #1

declare i32 @MPI_Abort(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: cold nofree noreturn nounwind
declare void @abort() local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define i64 @__mpiad_pending_requests() local_unnamed_addr #4 {
  %1 = load i64, ptr @req_count, align 16, !tbaa !12
  ret i64 %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define i64 @__mpiad_pending_reverse_requests() local_unnamed_addr #4 {
  %1 = load i64, ptr getelementptr inbounds nuw (i8, ptr @req_count, i64 8), align 8, !tbaa !12
  ret i64 %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @__mpiad_aug_coll() local_unnamed_addr #5 {
  %1 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %2 = add nsw i64 %1, 1
  store i64 %2, ptr @coll_seq, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define range(i32 0, 2) i32 @__mpiad_fusion() local_unnamed_addr #6 {
  %1 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %2 = icmp slt i32 %1, 0
  br i1 %2, label %3, label %12

3:                                                ; preds = %0
  %4 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %5 = icmp eq ptr %4, null
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  %7 = load i8, ptr %4, align 1, !tbaa !14
  %8 = icmp ne i8 %7, 48
  %9 = zext i1 %8 to i32
  br label %10

10:                                               ; preds = %6, %3
  %11 = phi i32 [ 1, %3 ], [ %9, %6 ]
  store i32 %11, ptr @fuse_flag, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %0, %10
  %13 = phi i32 [ %11, %10 ], [ %1, %0 ]
  ret i32 %13
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_send(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #7 {
  %10 = alloca [64 x double], align 16
  %11 = icmp eq i32 %4, 1275069450
  switch i32 %4, label %97 [
    i32 1275070475, label %12
    i32 1275069450, label %12
  ]

12:                                               ; preds = %9, %9
  %13 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %24

15:                                               ; preds = %12
  %16 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %17 = icmp eq ptr %16, null
  br i1 %17, label %22, label %18

18:                                               ; preds = %15
  %19 = load i8, ptr %16, align 1, !tbaa !14
  %20 = icmp ne i8 %19, 48
  %21 = zext i1 %20 to i32
  br label %22

22:                                               ; preds = %18, %15
  %23 = phi i32 [ 1, %15 ], [ %21, %18 ]
  store i32 %23, ptr @fuse_flag, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %12, %22
  %25 = phi i32 [ %23, %22 ], [ %13, %12 ]
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %97, label %27

27:                                               ; preds = %24
  %28 = sext i32 %3 to i64
  %29 = add nsw i32 %2, 1
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %28, %30
  %32 = select i1 %11, i64 2, i64 3
  %33 = shl i64 %31, %32
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %34 = icmp ult i64 %33, 513
  br i1 %34, label %37, label %35

35:                                               ; preds = %27
  %36 = tail call noalias ptr @malloc(i64 noundef %33) #29
  br label %37

37:                                               ; preds = %35, %27
  %38 = phi ptr [ %36, %35 ], [ %10, %27 ]
  %39 = shl nsw i64 %28, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %38, ptr readonly align 1 %0, i64 %39, i1 false)
  %40 = icmp sgt i32 %2, 0
  br i1 %40, label %41, label %85

41:                                               ; preds = %37
  %42 = icmp eq ptr %1, null
  %43 = zext nneg i32 %2 to i64
  %44 = and i64 %43, 1
  %45 = icmp eq i32 %2, 1
  br i1 %45, label %74, label %46

46:                                               ; preds = %41
  %47 = and i64 %43, 2147483646
  br label %48

48:                                               ; preds = %68, %46
  %49 = phi i64 [ 0, %46 ], [ %69, %68 ]
  %50 = phi ptr [ %38, %46 ], [ %60, %68 ]
  %51 = phi i64 [ 0, %46 ], [ %70, %68 ]
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 %39
  br i1 %42, label %58, label %53

53:                                               ; preds = %48
  %54 = getelementptr inbounds nuw ptr, ptr %1, i64 %49
  %55 = load ptr, ptr %54, align 8, !tbaa !15
  %56 = icmp eq ptr %55, null
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %52, ptr nonnull align 1 %55, i64 %39, i1 false)
  br label %59

58:                                               ; preds = %53, %48
  call void @llvm.memset.p0.i64(ptr align 1 %52, i8 0, i64 %39, i1 false)
  br label %59

59:                                               ; preds = %58, %57
  %60 = getelementptr inbounds nuw i8, ptr %52, i64 %39
  br i1 %42, label %67, label %61

61:                                               ; preds = %59
  %62 = getelementptr inbounds nuw ptr, ptr %1, i64 %49
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %64 = load ptr, ptr %63, align 8, !tbaa !15
  %65 = icmp eq ptr %64, null
  br i1 %65, label %67, label %66

66:                                               ; preds = %61
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr nonnull align 1 %64, i64 %39, i1 false)
  br label %68

67:                                               ; preds = %61, %59
  call void @llvm.memset.p0.i64(ptr align 1 %60, i8 0, i64 %39, i1 false)
  br label %68

68:                                               ; preds = %67, %66
  %69 = add nuw nsw i64 %49, 2
  %70 = add i64 %51, 2
  %71 = icmp eq i64 %70, %47
  br i1 %71, label %72, label %48, !llvm.loop !16

72:                                               ; preds = %68
  %73 = icmp eq i64 %44, 0
  br i1 %73, label %85, label %74

74:                                               ; preds = %72, %41
  %75 = phi i64 [ 0, %41 ], [ %69, %72 ]
  %76 = phi ptr [ %38, %41 ], [ %60, %72 ]
  %77 = icmp ne i64 %44, 0
  tail call void @llvm.assume(i1 %77)
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 %39
  br i1 %42, label %84, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds nuw ptr, ptr %1, i64 %75
  %81 = load ptr, ptr %80, align 8, !tbaa !15
  %82 = icmp eq ptr %81, null
  br i1 %82, label %84, label %83

83:                                               ; preds = %79
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %78, ptr nonnull align 1 %81, i64 %39, i1 false)
  br label %85

84:                                               ; preds = %79, %74
  call void @llvm.memset.p0.i64(ptr align 1 %78, i8 0, i64 %39, i1 false)
  br label %85

85:                                               ; preds = %72, %84, %83, %37
  %86 = icmp eq i32 %8, 0
  %87 = mul nsw i32 %3, %29
  br i1 %86, label %90, label %88

88:                                               ; preds = %85
  %89 = call i32 @MPI_Ssend(ptr noundef %38, i32 noundef %87, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  br label %92

90:                                               ; preds = %85
  %91 = call i32 @MPI_Send(ptr noundef %38, i32 noundef %87, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %89, %88 ], [ %91, %90 ]
  %94 = icmp eq ptr %38, %10
  br i1 %94, label %96, label %95

95:                                               ; preds = %92
  call void @free(ptr noundef %38) #27
  br label %96

96:                                               ; preds = %92, %95
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %166

97:                                               ; preds = %9, %24
  %98 = icmp eq i32 %8, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %97
  %100 = tail call i32 @MPI_Ssend(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  br label %103

101:                                              ; preds = %97
  %102 = tail call i32 @MPI_Send(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi ptr [ @.str.1, %99 ], [ @.str.2, %101 ]
  %105 = phi i32 [ %100, %99 ], [ %102, %101 ]
  %106 = icmp eq ptr %1, null
  br i1 %106, label %110, label %107

107:                                              ; preds = %103
  switch i32 %4, label %108 [
    i32 1275070475, label %111
    i32 1275069450, label %111
  ]

108:                                              ; preds = %107
  %109 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %104, ptr noundef nonnull @.str.34, i64 noundef %109) #30
  unreachable

110:                                              ; preds = %103
  switch i32 %4, label %166 [
    i32 1275070475, label %111
    i32 1275069450, label %111
  ]

111:                                              ; preds = %107, %107, %110, %110
  %112 = sext i32 %2 to i64
  %113 = sext i32 %3 to i64
  %114 = mul nsw i64 %113, %112
  %115 = select i1 %11, i64 2, i64 3
  %116 = shl i64 %114, %115
  %117 = or disjoint i64 %116, 1
  %118 = tail call noalias ptr @malloc(i64 noundef %117) #29
  %119 = shl nsw i64 %113, %115
  %120 = icmp sgt i32 %2, 0
  br i1 %120, label %121, label %163

121:                                              ; preds = %111
  %122 = zext nneg i32 %2 to i64
  %123 = and i64 %122, 1
  %124 = icmp eq i32 %2, 1
  br i1 %124, label %153, label %125

125:                                              ; preds = %121
  %126 = and i64 %122, 2147483646
  br label %127

127:                                              ; preds = %146, %125
  %128 = phi i64 [ 0, %125 ], [ %147, %146 ]
  %129 = phi ptr [ %118, %125 ], [ %148, %146 ]
  %130 = phi i64 [ 0, %125 ], [ %149, %146 ]
  br i1 %106, label %136, label %131

131:                                              ; preds = %127
  %132 = getelementptr inbounds nuw ptr, ptr %1, i64 %128
  %133 = load ptr, ptr %132, align 8, !tbaa !15
  %134 = icmp eq ptr %133, null
  br i1 %134, label %136, label %135

135:                                              ; preds = %131
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %129, ptr nonnull align 1 %133, i64 %119, i1 false)
  br label %137

136:                                              ; preds = %131, %127
  tail call void @llvm.memset.p0.i64(ptr align 1 %129, i8 0, i64 %119, i1 false)
  br label %137

137:                                              ; preds = %136, %135
  %138 = getelementptr inbounds nuw i8, ptr %129, i64 %119
  br i1 %106, label %145, label %139

139:                                              ; preds = %137
  %140 = getelementptr inbounds nuw ptr, ptr %1, i64 %128
  %141 = getelementptr inbounds nuw i8, ptr %140, i64 8
  %142 = load ptr, ptr %141, align 8, !tbaa !15
  %143 = icmp eq ptr %142, null
  br i1 %143, label %145, label %144

144:                                              ; preds = %139
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %138, ptr nonnull align 1 %142, i64 %119, i1 false)
  br label %146

145:                                              ; preds = %139, %137
  tail call void @llvm.memset.p0.i64(ptr align 1 %138, i8 0, i64 %119, i1 false)
  br label %146

146:                                              ; preds = %145, %144
  %147 = add nuw nsw i64 %128, 2
  %148 = getelementptr inbounds nuw i8, ptr %138, i64 %119
  %149 = add i64 %130, 2
  %150 = icmp eq i64 %149, %126
  br i1 %150, label %151, label %127, !llvm.loop !16

151:                                              ; preds = %146
  %152 = icmp eq i64 %123, 0
  br i1 %152, label %163, label %153

153:                                              ; preds = %151, %121
  %154 = phi i64 [ 0, %121 ], [ %147, %151 ]
  %155 = phi ptr [ %118, %121 ], [ %148, %151 ]
  %156 = icmp ne i64 %123, 0
  tail call void @llvm.assume(i1 %156)
  br i1 %106, label %162, label %157

157:                                              ; preds = %153
  %158 = getelementptr inbounds nuw ptr, ptr %1, i64 %154
  %159 = load ptr, ptr %158, align 8, !tbaa !15
  %160 = icmp eq ptr %159, null
  br i1 %160, label %162, label %161

161:                                              ; preds = %157
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %155, ptr nonnull align 1 %159, i64 %119, i1 false)
  br label %163

162:                                              ; preds = %157, %153
  tail call void @llvm.memset.p0.i64(ptr align 1 %155, i8 0, i64 %119, i1 false)
  br label %163

163:                                              ; preds = %151, %162, %161, %111
  %164 = mul nsw i32 %3, %2
  %165 = tail call i32 @MPI_Send(ptr noundef %118, i32 noundef %164, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  tail call void @free(ptr noundef %118) #27
  br label %166

166:                                              ; preds = %110, %163, %96
  %167 = phi i32 [ %93, %96 ], [ %105, %110 ], [ %105, %163 ]
  ret i32 %167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #8

declare i32 @MPI_Ssend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Send(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #8

; Function Attrs: nounwind
define void @__mpiad_rev_send(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #7 {
  %7 = load i32, ptr @n_pending, align 4, !tbaa !5
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %40

9:                                                ; preds = %6
  %10 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %11 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %12

12:                                               ; preds = %25, %9
  %13 = phi i32 [ %26, %25 ], [ %7, %9 ]
  %14 = phi i64 [ %27, %25 ], [ %11, %9 ]
  %15 = phi ptr [ %28, %25 ], [ %10, %9 ]
  %16 = phi i32 [ %29, %25 ], [ 0, %9 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds ptr, ptr %15, i64 %17
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 32
  %21 = load i64, ptr %20, align 8, !tbaa !20
  %22 = icmp eq i64 %21, %14
  br i1 %22, label %31, label %23

23:                                               ; preds = %12
  %24 = add nsw i32 %16, 1
  br label %25

25:                                               ; preds = %31, %23
  %26 = phi i32 [ %13, %23 ], [ %39, %31 ]
  %27 = phi i64 [ %14, %23 ], [ %37, %31 ]
  %28 = phi ptr [ %15, %23 ], [ %38, %31 ]
  %29 = phi i32 [ %24, %23 ], [ 0, %31 ]
  %30 = icmp slt i32 %29, %26
  br i1 %30, label %12, label %40, !llvm.loop !26

31:                                               ; preds = %12
  %32 = add nsw i32 %13, -1
  store i32 %32, ptr @n_pending, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds ptr, ptr %15, i64 %33
  %35 = load ptr, ptr %34, align 8, !tbaa !15
  store ptr %35, ptr %18, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %19)
  %36 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %37 = add nsw i64 %36, -1
  store i64 %37, ptr @coll_seq, align 8, !tbaa !12
  %38 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %39 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %25

40:                                               ; preds = %25, %6
  %41 = icmp eq i32 %2, 1275070475
  switch i32 %2, label %119 [
    i32 1275070475, label %42
    i32 1275069450, label %42
  ]

42:                                               ; preds = %40, %40
  %43 = icmp eq i32 %2, 1275069450
  %44 = sext i32 %1 to i64
  %45 = add nsw i64 %44, 1
  %46 = select i1 %43, i64 4, i64 8
  %47 = tail call noalias ptr @calloc(i64 noundef %45, i64 noundef %46) #31
  %48 = tail call i32 @MPI_Recv(ptr noundef %47, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %49 = icmp eq ptr %0, null
  br i1 %49, label %118, label %50

50:                                               ; preds = %42
  %51 = icmp sgt i32 %1, 0
  br i1 %41, label %76, label %52

52:                                               ; preds = %50
  br i1 %51, label %53, label %118

53:                                               ; preds = %52
  %54 = zext nneg i32 %1 to i64
  %55 = icmp ult i32 %1, 8
  br i1 %55, label %74, label %56

56:                                               ; preds = %53
  %57 = and i64 %54, 2147483640
  br label %58

58:                                               ; preds = %58, %56
  %59 = phi i64 [ 0, %56 ], [ %70, %58 ]
  %60 = getelementptr inbounds nuw float, ptr %47, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 16
  %62 = load <4 x float>, ptr %60, align 4, !tbaa !27
  %63 = load <4 x float>, ptr %61, align 4, !tbaa !27
  %64 = getelementptr inbounds nuw float, ptr %0, i64 %59
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 16
  %66 = load <4 x float>, ptr %64, align 4, !tbaa !27
  %67 = load <4 x float>, ptr %65, align 4, !tbaa !27
  %68 = fadd <4 x float> %62, %66
  %69 = fadd <4 x float> %63, %67
  store <4 x float> %68, ptr %64, align 4, !tbaa !27
  store <4 x float> %69, ptr %65, align 4, !tbaa !27
  %70 = add nuw i64 %59, 8
  %71 = icmp eq i64 %70, %57
  br i1 %71, label %72, label %58, !llvm.loop !29

72:                                               ; preds = %58
  %73 = icmp eq i64 %57, %54
  br i1 %73, label %118, label %74

74:                                               ; preds = %53, %72
  %75 = phi i64 [ 0, %53 ], [ %57, %72 ]
  br label %109

76:                                               ; preds = %50
  br i1 %51, label %77, label %118

77:                                               ; preds = %76
  %78 = zext nneg i32 %1 to i64
  %79 = icmp ult i32 %1, 4
  br i1 %79, label %98, label %80

80:                                               ; preds = %77
  %81 = and i64 %78, 2147483644
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 0, %80 ], [ %94, %82 ]
  %84 = getelementptr inbounds nuw double, ptr %47, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 16
  %86 = load <2 x double>, ptr %84, align 8, !tbaa !32
  %87 = load <2 x double>, ptr %85, align 8, !tbaa !32
  %88 = getelementptr inbounds nuw double, ptr %0, i64 %83
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 16
  %90 = load <2 x double>, ptr %88, align 8, !tbaa !32
  %91 = load <2 x double>, ptr %89, align 8, !tbaa !32
  %92 = fadd <2 x double> %86, %90
  %93 = fadd <2 x double> %87, %91
  store <2 x double> %92, ptr %88, align 8, !tbaa !32
  store <2 x double> %93, ptr %89, align 8, !tbaa !32
  %94 = add nuw i64 %83, 4
  %95 = icmp eq i64 %94, %81
  br i1 %95, label %96, label %82, !llvm.loop !34

96:                                               ; preds = %82
  %97 = icmp eq i64 %81, %78
  br i1 %97, label %118, label %98

98:                                               ; preds = %77, %96
  %99 = phi i64 [ 0, %77 ], [ %81, %96 ]
  br label %100

100:                                              ; preds = %98, %100
  %101 = phi i64 [ %107, %100 ], [ %99, %98 ]
  %102 = getelementptr inbounds nuw double, ptr %47, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !32
  %104 = getelementptr inbounds nuw double, ptr %0, i64 %101
  %105 = load double, ptr %104, align 8, !tbaa !32
  %106 = fadd double %103, %105
  store double %106, ptr %104, align 8, !tbaa !32
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, %78
  br i1 %108, label %118, label %100, !llvm.loop !35

109:                                              ; preds = %74, %109
  %110 = phi i64 [ %116, %109 ], [ %75, %74 ]
  %111 = getelementptr inbounds nuw float, ptr %47, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !27
  %113 = getelementptr inbounds nuw float, ptr %0, i64 %110
  %114 = load float, ptr %113, align 4, !tbaa !27
  %115 = fadd float %112, %114
  store float %115, ptr %113, align 4, !tbaa !27
  %116 = add nuw nsw i64 %110, 1
  %117 = icmp eq i64 %116, %54
  br i1 %117, label %118, label %109, !llvm.loop !36

118:                                              ; preds = %109, %100, %72, %96, %42, %52, %76
  tail call void @free(ptr noundef %47) #27
  br label %119

119:                                              ; preds = %40, %118
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

declare i32 @MPI_Recv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef writeonly captures(address) %8) local_unnamed_addr #7 {
  %10 = alloca [64 x double], align 16
  %11 = alloca %struct.MPI_Status, align 4
  %12 = alloca %struct.MPI_Status, align 4
  %13 = icmp eq i32 %4, 1275069450
  %14 = select i1 %13, i32 2, i32 0
  %15 = icmp eq i32 %4, 1275070475
  %16 = select i1 %15, i32 1, i32 %14
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %50, label %18

18:                                               ; preds = %9
  %19 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %21, label %30

21:                                               ; preds = %18
  %22 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %23 = icmp eq ptr %22, null
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = load i8, ptr %22, align 1, !tbaa !14
  %26 = icmp ne i8 %25, 48
  %27 = zext i1 %26 to i32
  br label %28

28:                                               ; preds = %24, %21
  %29 = phi i32 [ 1, %21 ], [ %27, %24 ]
  store i32 %29, ptr @fuse_flag, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %18, %28
  %31 = phi i32 [ %29, %28 ], [ %19, %18 ]
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %50, label %33

33:                                               ; preds = %30
  %34 = sext i32 %3 to i64
  %35 = add nsw i32 %2, 1
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %34, %36
  %38 = select i1 %13, i64 2, i64 3
  %39 = shl i64 %37, %38
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %40 = icmp ult i64 %39, 513
  br i1 %40, label %43, label %41

41:                                               ; preds = %33
  %42 = tail call noalias ptr @malloc(i64 noundef %39) #29
  br label %43

43:                                               ; preds = %41, %33
  %44 = phi ptr [ %42, %41 ], [ %10, %33 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %45 = mul nsw i32 %3, %35
  %46 = call i32 @MPI_Recv(ptr noundef %44, i32 noundef %45, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %11) #27
  call fastcc void @freceived(i32 noundef range(i32 1, 3) %16, ptr noundef %0, ptr noundef readonly %1, i32 noundef %2, i32 noundef %4, ptr noundef %44, ptr noundef nonnull %11, ptr noundef %8)
  %47 = icmp eq ptr %44, %10
  br i1 %47, label %49, label %48

48:                                               ; preds = %43
  call void @free(ptr noundef %44) #27
  br label %49

49:                                               ; preds = %43, %48
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %119

50:                                               ; preds = %30, %9
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %51 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %12) #27
  %52 = icmp eq ptr %8, inttoptr (i64 1 to ptr)
  br i1 %52, label %54, label %53

53:                                               ; preds = %50
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %8, ptr noundef nonnull align 4 dereferenceable(20) %12, i64 20, i1 false), !tbaa.struct !37
  br label %54

54:                                               ; preds = %53, %50
  %55 = icmp eq ptr %1, null
  br i1 %55, label %59, label %56

56:                                               ; preds = %54
  switch i32 %4, label %57 [
    i32 1275070475, label %59
    i32 1275069450, label %59
  ]

57:                                               ; preds = %56
  %58 = sext i32 %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.34, i64 noundef %58) #30
  unreachable

59:                                               ; preds = %54, %56, %56
  br i1 %17, label %118, label %60

60:                                               ; preds = %59
  %61 = sext i32 %3 to i64
  %62 = sext i32 %2 to i64
  %63 = mul nsw i64 %61, %62
  %64 = select i1 %13, i64 2, i64 3
  %65 = shl i64 %63, %64
  %66 = or disjoint i64 %65, 1
  %67 = call noalias ptr @malloc(i64 noundef %66) #29
  %68 = mul nsw i32 %3, %2
  %69 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %70 = load i32, ptr %69, align 4, !tbaa !38
  %71 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %72 = load i32, ptr %71, align 4, !tbaa !40
  %73 = call i32 @MPI_Recv(ptr noundef %67, i32 noundef %68, i32 noundef %4, i32 noundef %70, i32 noundef %72, i32 noundef %7, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %74 = load i32, ptr %69, align 4, !tbaa !38
  %75 = icmp eq i32 %74, -1
  br i1 %75, label %117, label %76

76:                                               ; preds = %60
  %77 = shl nsw i64 %61, %64
  %78 = icmp ne ptr %1, null
  %79 = icmp sgt i32 %2, 0
  %80 = and i1 %78, %79
  br i1 %80, label %81, label %117

81:                                               ; preds = %76
  %82 = zext nneg i32 %2 to i64
  %83 = and i64 %82, 1
  %84 = icmp eq i32 %2, 1
  br i1 %84, label %109, label %85

85:                                               ; preds = %81
  %86 = and i64 %82, 2147483646
  br label %87

87:                                               ; preds = %102, %85
  %88 = phi i64 [ 0, %85 ], [ %103, %102 ]
  %89 = phi ptr [ %67, %85 ], [ %104, %102 ]
  %90 = phi i64 [ 0, %85 ], [ %105, %102 ]
  %91 = getelementptr inbounds nuw ptr, ptr %1, i64 %88
  %92 = load ptr, ptr %91, align 8, !tbaa !15
  %93 = icmp eq ptr %92, null
  br i1 %93, label %95, label %94

94:                                               ; preds = %87
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %92, ptr align 1 %89, i64 %77, i1 false)
  br label %95

95:                                               ; preds = %94, %87
  %96 = getelementptr inbounds nuw i8, ptr %89, i64 %77
  %97 = getelementptr inbounds nuw ptr, ptr %1, i64 %88
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 8
  %99 = load ptr, ptr %98, align 8, !tbaa !15
  %100 = icmp eq ptr %99, null
  br i1 %100, label %102, label %101

101:                                              ; preds = %95
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %99, ptr align 1 %96, i64 %77, i1 false)
  br label %102

102:                                              ; preds = %101, %95
  %103 = add nuw nsw i64 %88, 2
  %104 = getelementptr inbounds nuw i8, ptr %96, i64 %77
  %105 = add i64 %90, 2
  %106 = icmp eq i64 %105, %86
  br i1 %106, label %107, label %87, !llvm.loop !41

107:                                              ; preds = %102
  %108 = icmp eq i64 %83, 0
  br i1 %108, label %117, label %109

109:                                              ; preds = %107, %81
  %110 = phi i64 [ 0, %81 ], [ %103, %107 ]
  %111 = phi ptr [ %67, %81 ], [ %104, %107 ]
  %112 = icmp ne i64 %83, 0
  call void @llvm.assume(i1 %112)
  %113 = getelementptr inbounds nuw ptr, ptr %1, i64 %110
  %114 = load ptr, ptr %113, align 8, !tbaa !15
  %115 = icmp eq ptr %114, null
  br i1 %115, label %117, label %116

116:                                              ; preds = %109
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %114, ptr align 1 %111, i64 %77, i1 false)
  br label %117

117:                                              ; preds = %107, %116, %109, %76, %60
  call void @free(ptr noundef %67) #27
  br label %118

118:                                              ; preds = %59, %117
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %119

119:                                              ; preds = %118, %49
  %120 = phi i32 [ %46, %49 ], [ %51, %118 ]
  ret i32 %120
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #11

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #12

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_recv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef writeonly captures(address) %6) local_unnamed_addr #7 {
  %8 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  %9 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef nonnull %8) #27
  %10 = icmp eq ptr %6, inttoptr (i64 1 to ptr)
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %6, ptr noundef nonnull align 4 dereferenceable(20) %8, i64 20, i1 false), !tbaa.struct !37
  br label %12

12:                                               ; preds = %11, %7
  %13 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #29
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %15 = load <2 x i32>, ptr %14, align 4, !tbaa !5
  store <2 x i32> %15, ptr %13, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  ret ptr %13
}

; Function Attrs: nounwind
define void @__mpiad_rev_recv(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #7 {
  %6 = load i32, ptr @n_pending, align 4, !tbaa !5
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %39

8:                                                ; preds = %5
  %9 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %10 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %11

11:                                               ; preds = %24, %8
  %12 = phi i32 [ %25, %24 ], [ %6, %8 ]
  %13 = phi i64 [ %26, %24 ], [ %10, %8 ]
  %14 = phi ptr [ %27, %24 ], [ %9, %8 ]
  %15 = phi i32 [ %28, %24 ], [ 0, %8 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds ptr, ptr %14, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !15
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = load i64, ptr %19, align 8, !tbaa !20
  %21 = icmp eq i64 %20, %13
  br i1 %21, label %30, label %22

22:                                               ; preds = %11
  %23 = add nsw i32 %15, 1
  br label %24

24:                                               ; preds = %30, %22
  %25 = phi i32 [ %12, %22 ], [ %38, %30 ]
  %26 = phi i64 [ %13, %22 ], [ %36, %30 ]
  %27 = phi ptr [ %14, %22 ], [ %37, %30 ]
  %28 = phi i32 [ %23, %22 ], [ 0, %30 ]
  %29 = icmp slt i32 %28, %25
  br i1 %29, label %11, label %39, !llvm.loop !26

30:                                               ; preds = %11
  %31 = add nsw i32 %12, -1
  store i32 %31, ptr @n_pending, align 4, !tbaa !5
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds ptr, ptr %14, i64 %32
  %34 = load ptr, ptr %33, align 8, !tbaa !15
  store ptr %34, ptr %17, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %18)
  %35 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %36 = add nsw i64 %35, -1
  store i64 %36, ptr @coll_seq, align 8, !tbaa !12
  %37 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %38 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %24

39:                                               ; preds = %24, %5
  %40 = icmp eq i32 %3, 1275069450
  switch i32 %3, label %64 [
    i32 1275070475, label %41
    i32 1275069450, label %41
  ]

41:                                               ; preds = %39, %39
  %42 = icmp eq ptr %1, null
  br i1 %42, label %43, label %48

43:                                               ; preds = %41
  %44 = sext i32 %2 to i64
  %45 = add nsw i64 %44, 1
  %46 = select i1 %40, i64 4, i64 8
  %47 = tail call noalias ptr @calloc(i64 noundef %45, i64 noundef %46) #31
  br label %48

48:                                               ; preds = %41, %43
  %49 = phi ptr [ %47, %43 ], [ %1, %41 ]
  %50 = phi ptr [ %47, %43 ], [ null, %41 ]
  %51 = load i32, ptr %0, align 4, !tbaa !42
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !44
  %54 = tail call i32 @llvm.smax.i32(i32 %53, i32 0)
  %55 = tail call i32 @MPI_Send(ptr noundef %49, i32 noundef %2, i32 noundef %3, i32 noundef %51, i32 noundef %54, i32 noundef %4) #27
  %56 = load i32, ptr %0, align 4, !tbaa !42
  %57 = icmp eq i32 %56, -1
  %58 = or i1 %42, %57
  br i1 %58, label %63, label %59

59:                                               ; preds = %48
  %60 = sext i32 %2 to i64
  %61 = select i1 %40, i64 2, i64 3
  %62 = shl nsw i64 %60, %61
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %62, i1 false)
  br label %63

63:                                               ; preds = %48, %59
  tail call void @free(ptr noundef %50) #27
  br label %64

64:                                               ; preds = %39, %63
  tail call void @free(ptr noundef %0) #27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef writeonly captures(address) %13, i32 noundef %14) local_unnamed_addr #7 {
  %16 = alloca [128 x double], align 16
  %17 = alloca %struct.MPI_Status, align 4
  %18 = alloca %struct.MPI_Status, align 4
  %19 = icmp eq i32 %3, 1275069450
  %20 = icmp eq i32 %3, 1275070475
  %21 = icmp eq i32 %9, 1275069450
  %22 = select i1 %21, i32 2, i32 0
  %23 = icmp eq i32 %9, 1275070475
  %24 = select i1 %23, i32 1, i32 %22
  %25 = or i1 %20, %19
  %26 = or i1 %23, %21
  %27 = or i1 %25, %26
  br i1 %27, label %28, label %152

28:                                               ; preds = %15
  %29 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %30 = icmp slt i32 %29, 0
  br i1 %30, label %31, label %40

31:                                               ; preds = %28
  %32 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %33 = icmp eq ptr %32, null
  br i1 %33, label %38, label %34

34:                                               ; preds = %31
  %35 = load i8, ptr %32, align 1, !tbaa !14
  %36 = icmp ne i8 %35, 48
  %37 = zext i1 %36 to i32
  br label %38

38:                                               ; preds = %34, %31
  %39 = phi i32 [ 1, %31 ], [ %37, %34 ]
  store i32 %39, ptr @fuse_flag, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %28, %38
  %41 = phi i32 [ %39, %38 ], [ %29, %28 ]
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %152, label %43

43:                                               ; preds = %40
  %44 = icmp eq ptr %1, null
  br i1 %44, label %48, label %45

45:                                               ; preds = %43
  switch i32 %3, label %46 [
    i32 1275070475, label %48
    i32 1275069450, label %48
  ]

46:                                               ; preds = %45
  %47 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.34, i64 noundef %47) #30
  unreachable

48:                                               ; preds = %45, %45, %43
  %49 = icmp eq ptr %7, null
  br i1 %49, label %53, label %50

50:                                               ; preds = %48
  switch i32 %9, label %51 [
    i32 1275070475, label %53
    i32 1275069450, label %53
  ]

51:                                               ; preds = %50
  %52 = sext i32 %9 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.34, i64 noundef %52) #30
  unreachable

53:                                               ; preds = %50, %50, %48
  %54 = xor i1 %19, %20
  br i1 %54, label %55, label %62

55:                                               ; preds = %53
  %56 = sext i32 %2 to i64
  %57 = add nsw i32 %14, 1
  %58 = sext i32 %57 to i64
  %59 = mul nsw i64 %58, %56
  %60 = select i1 %19, i64 2, i64 3
  %61 = shl i64 %59, %60
  br label %62

62:                                               ; preds = %55, %53
  %63 = phi i64 [ %61, %55 ], [ 0, %53 ]
  %64 = icmp eq i32 %24, 0
  br i1 %64, label %72, label %65

65:                                               ; preds = %62
  %66 = sext i32 %8 to i64
  %67 = add nsw i32 %14, 1
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 %68, %66
  %70 = select i1 %21, i64 2, i64 3
  %71 = shl i64 %69, %70
  br label %72

72:                                               ; preds = %65, %62
  %73 = phi i64 [ %71, %65 ], [ 0, %62 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %74 = icmp ult i64 %63, 513
  %75 = icmp ult i64 %73, 513
  %76 = select i1 %74, i1 %75, i1 false
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = getelementptr inbounds nuw i8, ptr %16, i64 512
  br label %86

79:                                               ; preds = %72
  %80 = add i64 %63, 16
  %81 = add i64 %80, %73
  %82 = tail call noalias ptr @malloc(i64 noundef %81) #29
  %83 = add i64 %63, 15
  %84 = and i64 %83, -16
  %85 = getelementptr inbounds nuw i8, ptr %82, i64 %84
  br label %86

86:                                               ; preds = %79, %77
  %87 = phi ptr [ %78, %77 ], [ %85, %79 ]
  %88 = phi ptr [ null, %77 ], [ %82, %79 ]
  %89 = phi ptr [ %16, %77 ], [ %82, %79 ]
  br i1 %54, label %90, label %138

90:                                               ; preds = %86
  %91 = sext i32 %2 to i64
  %92 = select i1 %19, i64 2, i64 3
  %93 = shl nsw i64 %91, %92
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr readonly align 1 %0, i64 %93, i1 false)
  %94 = icmp sgt i32 %14, 0
  br i1 %94, label %95, label %138

95:                                               ; preds = %90
  %96 = zext nneg i32 %14 to i64
  %97 = and i64 %96, 1
  %98 = icmp eq i32 %14, 1
  br i1 %98, label %127, label %99

99:                                               ; preds = %95
  %100 = and i64 %96, 2147483646
  br label %101

101:                                              ; preds = %121, %99
  %102 = phi i64 [ 0, %99 ], [ %122, %121 ]
  %103 = phi ptr [ %89, %99 ], [ %113, %121 ]
  %104 = phi i64 [ 0, %99 ], [ %123, %121 ]
  %105 = getelementptr inbounds nuw i8, ptr %103, i64 %93
  br i1 %44, label %111, label %106

106:                                              ; preds = %101
  %107 = getelementptr inbounds nuw ptr, ptr %1, i64 %102
  %108 = load ptr, ptr %107, align 8, !tbaa !15
  %109 = icmp eq ptr %108, null
  br i1 %109, label %111, label %110

110:                                              ; preds = %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %105, ptr nonnull align 1 %108, i64 %93, i1 false)
  br label %112

111:                                              ; preds = %106, %101
  call void @llvm.memset.p0.i64(ptr align 1 %105, i8 0, i64 %93, i1 false)
  br label %112

112:                                              ; preds = %111, %110
  %113 = getelementptr inbounds nuw i8, ptr %105, i64 %93
  br i1 %44, label %120, label %114

114:                                              ; preds = %112
  %115 = getelementptr inbounds nuw ptr, ptr %1, i64 %102
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 8
  %117 = load ptr, ptr %116, align 8, !tbaa !15
  %118 = icmp eq ptr %117, null
  br i1 %118, label %120, label %119

119:                                              ; preds = %114
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %113, ptr nonnull align 1 %117, i64 %93, i1 false)
  br label %121

120:                                              ; preds = %114, %112
  call void @llvm.memset.p0.i64(ptr align 1 %113, i8 0, i64 %93, i1 false)
  br label %121

121:                                              ; preds = %120, %119
  %122 = add nuw nsw i64 %102, 2
  %123 = add i64 %104, 2
  %124 = icmp eq i64 %123, %100
  br i1 %124, label %125, label %101, !llvm.loop !16

125:                                              ; preds = %121
  %126 = icmp eq i64 %97, 0
  br i1 %126, label %138, label %127

127:                                              ; preds = %125, %95
  %128 = phi i64 [ 0, %95 ], [ %122, %125 ]
  %129 = phi ptr [ %89, %95 ], [ %113, %125 ]
  %130 = icmp ne i64 %97, 0
  tail call void @llvm.assume(i1 %130)
  %131 = getelementptr inbounds nuw i8, ptr %129, i64 %93
  br i1 %44, label %137, label %132

132:                                              ; preds = %127
  %133 = getelementptr inbounds nuw ptr, ptr %1, i64 %128
  %134 = load ptr, ptr %133, align 8, !tbaa !15
  %135 = icmp eq ptr %134, null
  br i1 %135, label %137, label %136

136:                                              ; preds = %132
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %131, ptr nonnull align 1 %134, i64 %93, i1 false)
  br label %138

137:                                              ; preds = %132, %127
  call void @llvm.memset.p0.i64(ptr align 1 %131, i8 0, i64 %93, i1 false)
  br label %138

138:                                              ; preds = %125, %137, %136, %90, %86
  %139 = phi ptr [ %0, %86 ], [ %89, %90 ], [ %89, %136 ], [ %89, %137 ], [ %89, %125 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #27
  %140 = add nsw i32 %14, 1
  %141 = select i1 %54, i32 %140, i32 1
  %142 = mul nsw i32 %141, %2
  %143 = select i1 %64, ptr %6, ptr %87
  %144 = select i1 %64, i32 1, i32 %140
  %145 = mul nsw i32 %144, %8
  %146 = call i32 @MPI_Sendrecv(ptr noundef %139, i32 noundef %142, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %143, i32 noundef %145, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef nonnull %17) #27
  br i1 %64, label %148, label %147

147:                                              ; preds = %138
  call fastcc void @freceived(i32 noundef range(i32 0, 3) %24, ptr noundef %6, ptr noundef readonly %7, i32 noundef %14, i32 noundef %9, ptr noundef %87, ptr noundef nonnull %17, ptr noundef %13)
  br label %151

148:                                              ; preds = %138
  %149 = icmp eq ptr %13, inttoptr (i64 1 to ptr)
  br i1 %149, label %151, label %150

150:                                              ; preds = %148
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %13, ptr noundef nonnull align 4 dereferenceable(20) %17, i64 20, i1 false), !tbaa.struct !37
  br label %151

151:                                              ; preds = %147, %148, %150
  call void @free(ptr noundef %88) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  br label %297

152:                                              ; preds = %15, %40
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #27
  %153 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef nonnull %18) #27
  %154 = icmp eq ptr %13, inttoptr (i64 1 to ptr)
  br i1 %154, label %156, label %155

155:                                              ; preds = %152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %13, ptr noundef nonnull align 4 dereferenceable(20) %18, i64 20, i1 false), !tbaa.struct !37
  br label %156

156:                                              ; preds = %155, %152
  %157 = icmp eq ptr %1, null
  br i1 %157, label %161, label %158

158:                                              ; preds = %156
  switch i32 %3, label %159 [
    i32 1275070475, label %161
    i32 1275069450, label %161
  ]

159:                                              ; preds = %158
  %160 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.34, i64 noundef %160) #30
  unreachable

161:                                              ; preds = %156, %158, %158
  %162 = icmp eq ptr %7, null
  br i1 %162, label %166, label %163

163:                                              ; preds = %161
  switch i32 %9, label %164 [
    i32 1275070475, label %166
    i32 1275069450, label %166
  ]

164:                                              ; preds = %163
  %165 = sext i32 %9 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.34, i64 noundef %165) #30
  unreachable

166:                                              ; preds = %161, %163, %163
  br i1 %27, label %167, label %296

167:                                              ; preds = %166
  switch i32 %3, label %220 [
    i32 1275070475, label %168
    i32 1275069450, label %168
  ]

168:                                              ; preds = %167, %167
  %169 = sext i32 %14 to i64
  %170 = sext i32 %2 to i64
  %171 = mul nsw i64 %169, %170
  %172 = select i1 %19, i64 2, i64 3
  %173 = shl i64 %171, %172
  %174 = or disjoint i64 %173, 1
  %175 = call noalias ptr @malloc(i64 noundef %174) #29
  %176 = shl nsw i64 %170, %172
  %177 = icmp sgt i32 %14, 0
  br i1 %177, label %178, label %220

178:                                              ; preds = %168
  %179 = zext nneg i32 %14 to i64
  %180 = and i64 %179, 1
  %181 = icmp eq i32 %14, 1
  br i1 %181, label %210, label %182

182:                                              ; preds = %178
  %183 = and i64 %179, 2147483646
  br label %184

184:                                              ; preds = %203, %182
  %185 = phi i64 [ 0, %182 ], [ %204, %203 ]
  %186 = phi ptr [ %175, %182 ], [ %205, %203 ]
  %187 = phi i64 [ 0, %182 ], [ %206, %203 ]
  br i1 %157, label %193, label %188

188:                                              ; preds = %184
  %189 = getelementptr inbounds nuw ptr, ptr %1, i64 %185
  %190 = load ptr, ptr %189, align 8, !tbaa !15
  %191 = icmp eq ptr %190, null
  br i1 %191, label %193, label %192

192:                                              ; preds = %188
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %186, ptr nonnull align 1 %190, i64 %176, i1 false)
  br label %194

193:                                              ; preds = %188, %184
  call void @llvm.memset.p0.i64(ptr align 1 %186, i8 0, i64 %176, i1 false)
  br label %194

194:                                              ; preds = %193, %192
  %195 = getelementptr inbounds nuw i8, ptr %186, i64 %176
  br i1 %157, label %202, label %196

196:                                              ; preds = %194
  %197 = getelementptr inbounds nuw ptr, ptr %1, i64 %185
  %198 = getelementptr inbounds nuw i8, ptr %197, i64 8
  %199 = load ptr, ptr %198, align 8, !tbaa !15
  %200 = icmp eq ptr %199, null
  br i1 %200, label %202, label %201

201:                                              ; preds = %196
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %195, ptr nonnull align 1 %199, i64 %176, i1 false)
  br label %203

202:                                              ; preds = %196, %194
  call void @llvm.memset.p0.i64(ptr align 1 %195, i8 0, i64 %176, i1 false)
  br label %203

203:                                              ; preds = %202, %201
  %204 = add nuw nsw i64 %185, 2
  %205 = getelementptr inbounds nuw i8, ptr %195, i64 %176
  %206 = add i64 %187, 2
  %207 = icmp eq i64 %206, %183
  br i1 %207, label %208, label %184, !llvm.loop !16

208:                                              ; preds = %203
  %209 = icmp eq i64 %180, 0
  br i1 %209, label %220, label %210

210:                                              ; preds = %208, %178
  %211 = phi i64 [ 0, %178 ], [ %204, %208 ]
  %212 = phi ptr [ %175, %178 ], [ %205, %208 ]
  %213 = icmp ne i64 %180, 0
  call void @llvm.assume(i1 %213)
  br i1 %157, label %219, label %214

214:                                              ; preds = %210
  %215 = getelementptr inbounds nuw ptr, ptr %1, i64 %211
  %216 = load ptr, ptr %215, align 8, !tbaa !15
  %217 = icmp eq ptr %216, null
  br i1 %217, label %219, label %218

218:                                              ; preds = %214
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %212, ptr nonnull align 1 %216, i64 %176, i1 false)
  br label %220

219:                                              ; preds = %214, %210
  call void @llvm.memset.p0.i64(ptr align 1 %212, i8 0, i64 %176, i1 false)
  br label %220

220:                                              ; preds = %208, %219, %218, %167, %168
  %221 = phi ptr [ %0, %167 ], [ %175, %168 ], [ %175, %218 ], [ %175, %219 ], [ %175, %208 ]
  %222 = phi ptr [ null, %167 ], [ %175, %168 ], [ %175, %218 ], [ %175, %219 ], [ %175, %208 ]
  switch i32 %9, label %231 [
    i32 1275070475, label %223
    i32 1275069450, label %223
  ]

223:                                              ; preds = %220, %220
  %224 = sext i32 %8 to i64
  %225 = sext i32 %14 to i64
  %226 = mul nsw i64 %225, %224
  %227 = select i1 %21, i64 2, i64 3
  %228 = shl i64 %226, %227
  %229 = or disjoint i64 %228, 1
  %230 = call noalias ptr @malloc(i64 noundef %229) #29
  br label %231

231:                                              ; preds = %220, %223
  %232 = phi ptr [ %230, %223 ], [ %6, %220 ]
  %233 = phi ptr [ %230, %223 ], [ null, %220 ]
  %234 = mul nsw i32 %14, %2
  %235 = select i1 %25, i32 %234, i32 0
  %236 = select i1 %25, i32 %4, i32 -1
  %237 = mul nsw i32 %14, %8
  %238 = select i1 %26, i32 %237, i32 0
  %239 = icmp eq i32 %10, -2
  %240 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %241 = load i32, ptr %240, align 4
  %242 = select i1 %239, i32 %241, i32 %10
  %243 = select i1 %26, i32 %242, i32 -1
  %244 = icmp eq i32 %11, -1
  %245 = getelementptr inbounds nuw i8, ptr %18, i64 12
  %246 = load i32, ptr %245, align 4
  %247 = select i1 %244, i32 %246, i32 %11
  %248 = call i32 @MPI_Sendrecv(ptr noundef %221, i32 noundef %235, i32 noundef %3, i32 noundef %236, i32 noundef %5, ptr noundef %232, i32 noundef %238, i32 noundef %9, i32 noundef %243, i32 noundef %247, i32 noundef %12, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %249 = load i32, ptr %240, align 4
  %250 = icmp ne i32 %249, -1
  %251 = select i1 %26, i1 %250, i1 false
  br i1 %251, label %252, label %295

252:                                              ; preds = %231
  %253 = sext i32 %8 to i64
  %254 = select i1 %21, i64 2, i64 3
  %255 = shl nsw i64 %253, %254
  %256 = icmp ne ptr %7, null
  %257 = icmp sgt i32 %14, 0
  %258 = and i1 %256, %257
  br i1 %258, label %259, label %295

259:                                              ; preds = %252
  %260 = zext nneg i32 %14 to i64
  %261 = and i64 %260, 1
  %262 = icmp eq i32 %14, 1
  br i1 %262, label %287, label %263

263:                                              ; preds = %259
  %264 = and i64 %260, 2147483646
  br label %265

265:                                              ; preds = %280, %263
  %266 = phi i64 [ 0, %263 ], [ %281, %280 ]
  %267 = phi ptr [ %233, %263 ], [ %282, %280 ]
  %268 = phi i64 [ 0, %263 ], [ %283, %280 ]
  %269 = getelementptr inbounds nuw ptr, ptr %7, i64 %266
  %270 = load ptr, ptr %269, align 8, !tbaa !15
  %271 = icmp eq ptr %270, null
  br i1 %271, label %273, label %272

272:                                              ; preds = %265
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %270, ptr align 1 %267, i64 %255, i1 false)
  br label %273

273:                                              ; preds = %272, %265
  %274 = getelementptr inbounds nuw i8, ptr %267, i64 %255
  %275 = getelementptr inbounds nuw ptr, ptr %7, i64 %266
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 8
  %277 = load ptr, ptr %276, align 8, !tbaa !15
  %278 = icmp eq ptr %277, null
  br i1 %278, label %280, label %279

279:                                              ; preds = %273
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %277, ptr align 1 %274, i64 %255, i1 false)
  br label %280

280:                                              ; preds = %279, %273
  %281 = add nuw nsw i64 %266, 2
  %282 = getelementptr inbounds nuw i8, ptr %274, i64 %255
  %283 = add i64 %268, 2
  %284 = icmp eq i64 %283, %264
  br i1 %284, label %285, label %265, !llvm.loop !41

285:                                              ; preds = %280
  %286 = icmp eq i64 %261, 0
  br i1 %286, label %295, label %287

287:                                              ; preds = %285, %259
  %288 = phi i64 [ 0, %259 ], [ %281, %285 ]
  %289 = phi ptr [ %233, %259 ], [ %282, %285 ]
  %290 = icmp ne i64 %261, 0
  call void @llvm.assume(i1 %290)
  %291 = getelementptr inbounds nuw ptr, ptr %7, i64 %288
  %292 = load ptr, ptr %291, align 8, !tbaa !15
  %293 = icmp eq ptr %292, null
  br i1 %293, label %295, label %294

294:                                              ; preds = %287
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %292, ptr align 1 %289, i64 %255, i1 false)
  br label %295

295:                                              ; preds = %285, %294, %287, %252, %231
  call void @free(ptr noundef %222) #27
  call void @free(ptr noundef %233) #27
  br label %296

296:                                              ; preds = %166, %295
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #27
  br label %297

297:                                              ; preds = %296, %151
  %298 = phi i32 [ %146, %151 ], [ %153, %296 ]
  ret i32 %298
}

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, ptr noundef writeonly captures(address) %11) local_unnamed_addr #7 {
  %13 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %14 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, ptr noundef nonnull %13) #27
  %15 = icmp eq ptr %11, inttoptr (i64 1 to ptr)
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, ptr noundef nonnull align 4 dereferenceable(20) %13, i64 20, i1 false), !tbaa.struct !37
  br label %17

17:                                               ; preds = %16, %12
  %18 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #29
  %19 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %20 = load <2 x i32>, ptr %19, align 4, !tbaa !5
  store <2 x i32> %20, ptr %18, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  ret ptr %18
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv(ptr noundef captures(none) %0, ptr noundef captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #7 {
  %11 = load i32, ptr @n_pending, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %44

13:                                               ; preds = %10
  %14 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %15 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %16

16:                                               ; preds = %29, %13
  %17 = phi i32 [ %30, %29 ], [ %11, %13 ]
  %18 = phi i64 [ %31, %29 ], [ %15, %13 ]
  %19 = phi ptr [ %32, %29 ], [ %14, %13 ]
  %20 = phi i32 [ %33, %29 ], [ 0, %13 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds ptr, ptr %19, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %25 = load i64, ptr %24, align 8, !tbaa !20
  %26 = icmp eq i64 %25, %18
  br i1 %26, label %35, label %27

27:                                               ; preds = %16
  %28 = add nsw i32 %20, 1
  br label %29

29:                                               ; preds = %35, %27
  %30 = phi i32 [ %17, %27 ], [ %43, %35 ]
  %31 = phi i64 [ %18, %27 ], [ %41, %35 ]
  %32 = phi ptr [ %19, %27 ], [ %42, %35 ]
  %33 = phi i32 [ %28, %27 ], [ 0, %35 ]
  %34 = icmp slt i32 %33, %30
  br i1 %34, label %16, label %44, !llvm.loop !26

35:                                               ; preds = %16
  %36 = add nsw i32 %17, -1
  store i32 %36, ptr @n_pending, align 4, !tbaa !5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds ptr, ptr %19, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !15
  store ptr %39, ptr %22, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %23)
  %40 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %41 = add nsw i64 %40, -1
  store i64 %41, ptr @coll_seq, align 8, !tbaa !12
  %42 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %43 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %29

44:                                               ; preds = %29, %10
  %45 = icmp ne i32 %3, 1275069450
  %46 = icmp ne i32 %3, 1275070475
  %47 = icmp ne i32 %8, 1275069450
  %48 = icmp ne i32 %8, 1275070475
  %49 = and i1 %45, %46
  switch i32 %3, label %55 [
    i32 1275070475, label %50
    i32 1275069450, label %50
  ]

50:                                               ; preds = %44, %44
  %51 = sext i32 %2 to i64
  %52 = add nsw i64 %51, 1
  %53 = select i1 %45, i64 8, i64 4
  %54 = tail call noalias ptr @calloc(i64 noundef %52, i64 noundef %53) #31
  br label %55

55:                                               ; preds = %44, %50
  %56 = phi ptr [ %54, %50 ], [ null, %44 ]
  %57 = and i1 %47, %48
  %58 = icmp ne ptr %6, null
  %59 = or i1 %58, %57
  br i1 %59, label %65, label %60

60:                                               ; preds = %55
  %61 = sext i32 %7 to i64
  %62 = add nsw i64 %61, 1
  %63 = select i1 %47, i64 8, i64 4
  %64 = tail call noalias ptr @calloc(i64 noundef %62, i64 noundef %63) #31
  br label %66

65:                                               ; preds = %55
  switch i32 %8, label %84 [
    i32 1275070475, label %66
    i32 1275069450, label %66
  ]

66:                                               ; preds = %65, %65, %60
  %67 = phi ptr [ %64, %60 ], [ %6, %65 ], [ %6, %65 ]
  %68 = phi ptr [ %64, %60 ], [ null, %65 ], [ null, %65 ]
  %69 = load i32, ptr %0, align 4, !tbaa !42
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %71 = load i32, ptr %70, align 4, !tbaa !44
  %72 = tail call i32 @llvm.smax.i32(i32 %71, i32 0)
  %73 = select i1 %49, i32 0, i32 %2
  %74 = select i1 %49, i32 -1, i32 %4
  %75 = tail call i32 @MPI_Sendrecv(ptr noundef %67, i32 noundef %7, i32 noundef %8, i32 noundef %69, i32 noundef %72, ptr noundef %56, i32 noundef %73, i32 noundef %3, i32 noundef %74, i32 noundef %5, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %76 = load i32, ptr %0, align 4, !tbaa !42
  %77 = icmp eq i32 %76, -1
  %78 = icmp eq ptr %6, null
  %79 = or i1 %78, %77
  br i1 %79, label %91, label %80

80:                                               ; preds = %66
  %81 = sext i32 %7 to i64
  %82 = select i1 %47, i64 3, i64 2
  %83 = shl nsw i64 %81, %82
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %6, i8 0, i64 %83, i1 false)
  br label %91

84:                                               ; preds = %65
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %86 = load i32, ptr %85, align 4, !tbaa !44
  %87 = tail call i32 @llvm.smax.i32(i32 %86, i32 0)
  %88 = select i1 %49, i32 0, i32 %2
  %89 = select i1 %49, i32 -1, i32 %4
  %90 = tail call i32 @MPI_Sendrecv(ptr noundef null, i32 noundef 0, i32 noundef %8, i32 noundef -1, i32 noundef %87, ptr noundef %56, i32 noundef %88, i32 noundef %3, i32 noundef %89, i32 noundef %5, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  br label %91

91:                                               ; preds = %80, %84, %66
  %92 = phi ptr [ null, %84 ], [ %68, %66 ], [ %68, %80 ]
  %93 = icmp eq ptr %1, null
  %94 = or i1 %93, %49
  br i1 %94, label %163, label %95

95:                                               ; preds = %91
  %96 = icmp sgt i32 %2, 0
  br i1 %46, label %97, label %121

97:                                               ; preds = %95
  br i1 %96, label %98, label %163

98:                                               ; preds = %97
  %99 = zext nneg i32 %2 to i64
  %100 = icmp ult i32 %2, 8
  br i1 %100, label %119, label %101

101:                                              ; preds = %98
  %102 = and i64 %99, 2147483640
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 0, %101 ], [ %115, %103 ]
  %105 = getelementptr inbounds nuw float, ptr %56, i64 %104
  %106 = getelementptr inbounds nuw i8, ptr %105, i64 16
  %107 = load <4 x float>, ptr %105, align 4, !tbaa !27
  %108 = load <4 x float>, ptr %106, align 4, !tbaa !27
  %109 = getelementptr inbounds nuw float, ptr %1, i64 %104
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 16
  %111 = load <4 x float>, ptr %109, align 4, !tbaa !27
  %112 = load <4 x float>, ptr %110, align 4, !tbaa !27
  %113 = fadd <4 x float> %107, %111
  %114 = fadd <4 x float> %108, %112
  store <4 x float> %113, ptr %109, align 4, !tbaa !27
  store <4 x float> %114, ptr %110, align 4, !tbaa !27
  %115 = add nuw i64 %104, 8
  %116 = icmp eq i64 %115, %102
  br i1 %116, label %117, label %103, !llvm.loop !45

117:                                              ; preds = %103
  %118 = icmp eq i64 %102, %99
  br i1 %118, label %163, label %119

119:                                              ; preds = %98, %117
  %120 = phi i64 [ 0, %98 ], [ %102, %117 ]
  br label %154

121:                                              ; preds = %95
  br i1 %96, label %122, label %163

122:                                              ; preds = %121
  %123 = zext nneg i32 %2 to i64
  %124 = icmp ult i32 %2, 4
  br i1 %124, label %143, label %125

125:                                              ; preds = %122
  %126 = and i64 %123, 2147483644
  br label %127

127:                                              ; preds = %127, %125
  %128 = phi i64 [ 0, %125 ], [ %139, %127 ]
  %129 = getelementptr inbounds nuw double, ptr %56, i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 16
  %131 = load <2 x double>, ptr %129, align 8, !tbaa !32
  %132 = load <2 x double>, ptr %130, align 8, !tbaa !32
  %133 = getelementptr inbounds nuw double, ptr %1, i64 %128
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 16
  %135 = load <2 x double>, ptr %133, align 8, !tbaa !32
  %136 = load <2 x double>, ptr %134, align 8, !tbaa !32
  %137 = fadd <2 x double> %131, %135
  %138 = fadd <2 x double> %132, %136
  store <2 x double> %137, ptr %133, align 8, !tbaa !32
  store <2 x double> %138, ptr %134, align 8, !tbaa !32
  %139 = add nuw i64 %128, 4
  %140 = icmp eq i64 %139, %126
  br i1 %140, label %141, label %127, !llvm.loop !46

141:                                              ; preds = %127
  %142 = icmp eq i64 %126, %123
  br i1 %142, label %163, label %143

143:                                              ; preds = %122, %141
  %144 = phi i64 [ 0, %122 ], [ %126, %141 ]
  br label %145

145:                                              ; preds = %143, %145
  %146 = phi i64 [ %152, %145 ], [ %144, %143 ]
  %147 = getelementptr inbounds nuw double, ptr %56, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !32
  %149 = getelementptr inbounds nuw double, ptr %1, i64 %146
  %150 = load double, ptr %149, align 8, !tbaa !32
  %151 = fadd double %148, %150
  store double %151, ptr %149, align 8, !tbaa !32
  %152 = add nuw nsw i64 %146, 1
  %153 = icmp eq i64 %152, %123
  br i1 %153, label %163, label %145, !llvm.loop !47

154:                                              ; preds = %119, %154
  %155 = phi i64 [ %161, %154 ], [ %120, %119 ]
  %156 = getelementptr inbounds nuw float, ptr %56, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !27
  %158 = getelementptr inbounds nuw float, ptr %1, i64 %155
  %159 = load float, ptr %158, align 4, !tbaa !27
  %160 = fadd float %157, %159
  store float %160, ptr %158, align 4, !tbaa !27
  %161 = add nuw nsw i64 %155, 1
  %162 = icmp eq i64 %161, %99
  br i1 %162, label %163, label %154, !llvm.loop !48

163:                                              ; preds = %145, %154, %141, %117, %121, %97, %91
  tail call void @free(ptr noundef %56) #27
  tail call void @free(ptr noundef %92) #27
  tail call void @free(ptr noundef nonnull %0) #27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv_replace(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef writeonly captures(address) %10) local_unnamed_addr #7 {
  %12 = alloca [64 x double], align 16
  %13 = alloca %struct.MPI_Status, align 4
  %14 = alloca %struct.MPI_Status, align 4
  %15 = icmp eq i32 %4, 1275069450
  %16 = select i1 %15, i32 2, i32 0
  %17 = icmp eq i32 %4, 1275070475
  %18 = select i1 %17, i32 1, i32 %16
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %99, label %20

20:                                               ; preds = %11
  %21 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %22 = icmp slt i32 %21, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %25 = icmp eq ptr %24, null
  br i1 %25, label %30, label %26

26:                                               ; preds = %23
  %27 = load i8, ptr %24, align 1, !tbaa !14
  %28 = icmp ne i8 %27, 48
  %29 = zext i1 %28 to i32
  br label %30

30:                                               ; preds = %26, %23
  %31 = phi i32 [ 1, %23 ], [ %29, %26 ]
  store i32 %31, ptr @fuse_flag, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %20, %30
  %33 = phi i32 [ %31, %30 ], [ %21, %20 ]
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %99, label %35

35:                                               ; preds = %32
  %36 = sext i32 %3 to i64
  %37 = add nsw i32 %2, 1
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %36, %38
  %40 = select i1 %15, i64 2, i64 3
  %41 = shl i64 %39, %40
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %42 = icmp ult i64 %41, 513
  br i1 %42, label %45, label %43

43:                                               ; preds = %35
  %44 = tail call noalias ptr @malloc(i64 noundef %41) #29
  br label %45

45:                                               ; preds = %43, %35
  %46 = phi ptr [ %44, %43 ], [ %12, %35 ]
  %47 = shl nsw i64 %36, %40
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %46, ptr readonly align 1 %0, i64 %47, i1 false)
  %48 = icmp sgt i32 %2, 0
  br i1 %48, label %49, label %93

49:                                               ; preds = %45
  %50 = icmp eq ptr %1, null
  %51 = zext nneg i32 %2 to i64
  %52 = and i64 %51, 1
  %53 = icmp eq i32 %2, 1
  br i1 %53, label %82, label %54

54:                                               ; preds = %49
  %55 = and i64 %51, 2147483646
  br label %56

56:                                               ; preds = %76, %54
  %57 = phi i64 [ 0, %54 ], [ %77, %76 ]
  %58 = phi ptr [ %46, %54 ], [ %68, %76 ]
  %59 = phi i64 [ 0, %54 ], [ %78, %76 ]
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 %47
  br i1 %50, label %66, label %61

61:                                               ; preds = %56
  %62 = getelementptr inbounds nuw ptr, ptr %1, i64 %57
  %63 = load ptr, ptr %62, align 8, !tbaa !15
  %64 = icmp eq ptr %63, null
  br i1 %64, label %66, label %65

65:                                               ; preds = %61
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr nonnull align 1 %63, i64 %47, i1 false)
  br label %67

66:                                               ; preds = %61, %56
  call void @llvm.memset.p0.i64(ptr align 1 %60, i8 0, i64 %47, i1 false)
  br label %67

67:                                               ; preds = %66, %65
  %68 = getelementptr inbounds nuw i8, ptr %60, i64 %47
  br i1 %50, label %75, label %69

69:                                               ; preds = %67
  %70 = getelementptr inbounds nuw ptr, ptr %1, i64 %57
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !15
  %73 = icmp eq ptr %72, null
  br i1 %73, label %75, label %74

74:                                               ; preds = %69
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %68, ptr nonnull align 1 %72, i64 %47, i1 false)
  br label %76

75:                                               ; preds = %69, %67
  call void @llvm.memset.p0.i64(ptr align 1 %68, i8 0, i64 %47, i1 false)
  br label %76

76:                                               ; preds = %75, %74
  %77 = add nuw nsw i64 %57, 2
  %78 = add i64 %59, 2
  %79 = icmp eq i64 %78, %55
  br i1 %79, label %80, label %56, !llvm.loop !16

80:                                               ; preds = %76
  %81 = icmp eq i64 %52, 0
  br i1 %81, label %93, label %82

82:                                               ; preds = %80, %49
  %83 = phi i64 [ 0, %49 ], [ %77, %80 ]
  %84 = phi ptr [ %46, %49 ], [ %68, %80 ]
  %85 = icmp ne i64 %52, 0
  tail call void @llvm.assume(i1 %85)
  %86 = getelementptr inbounds nuw i8, ptr %84, i64 %47
  br i1 %50, label %92, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds nuw ptr, ptr %1, i64 %83
  %89 = load ptr, ptr %88, align 8, !tbaa !15
  %90 = icmp eq ptr %89, null
  br i1 %90, label %92, label %91

91:                                               ; preds = %87
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %86, ptr nonnull align 1 %89, i64 %47, i1 false)
  br label %93

92:                                               ; preds = %87, %82
  call void @llvm.memset.p0.i64(ptr align 1 %86, i8 0, i64 %47, i1 false)
  br label %93

93:                                               ; preds = %80, %92, %91, %45
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %94 = mul nsw i32 %3, %37
  %95 = call i32 @MPI_Sendrecv_replace(ptr noundef %46, i32 noundef %94, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef nonnull %13) #27
  call fastcc void @freceived(i32 noundef range(i32 1, 3) %18, ptr noundef %0, ptr noundef readonly %1, i32 noundef %2, i32 noundef %4, ptr noundef %46, ptr noundef nonnull %13, ptr noundef %10)
  %96 = icmp eq ptr %46, %12
  br i1 %96, label %98, label %97

97:                                               ; preds = %93
  call void @free(ptr noundef %46) #27
  br label %98

98:                                               ; preds = %93, %97
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %213

99:                                               ; preds = %32, %11
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %100 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef nonnull %14) #27
  %101 = icmp eq ptr %10, inttoptr (i64 1 to ptr)
  br i1 %101, label %103, label %102

102:                                              ; preds = %99
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull align 4 dereferenceable(20) %14, i64 20, i1 false), !tbaa.struct !37
  br label %103

103:                                              ; preds = %102, %99
  %104 = icmp eq ptr %1, null
  br i1 %104, label %108, label %105

105:                                              ; preds = %103
  switch i32 %4, label %106 [
    i32 1275070475, label %108
    i32 1275069450, label %108
  ]

106:                                              ; preds = %105
  %107 = sext i32 %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.34, i64 noundef %107) #30
  unreachable

108:                                              ; preds = %103, %105, %105
  br i1 %19, label %212, label %109

109:                                              ; preds = %108
  %110 = sext i32 %2 to i64
  %111 = sext i32 %3 to i64
  %112 = mul nsw i64 %111, %110
  %113 = select i1 %15, i64 2, i64 3
  %114 = shl i64 %112, %113
  %115 = or disjoint i64 %114, 1
  %116 = call noalias ptr @malloc(i64 noundef %115) #29
  %117 = shl nsw i64 %111, %113
  %118 = icmp sgt i32 %2, 0
  br i1 %118, label %119, label %161

119:                                              ; preds = %109
  %120 = zext nneg i32 %2 to i64
  %121 = and i64 %120, 1
  %122 = icmp eq i32 %2, 1
  br i1 %122, label %151, label %123

123:                                              ; preds = %119
  %124 = and i64 %120, 2147483646
  br label %125

125:                                              ; preds = %144, %123
  %126 = phi i64 [ 0, %123 ], [ %145, %144 ]
  %127 = phi ptr [ %116, %123 ], [ %146, %144 ]
  %128 = phi i64 [ 0, %123 ], [ %147, %144 ]
  br i1 %104, label %134, label %129

129:                                              ; preds = %125
  %130 = getelementptr inbounds nuw ptr, ptr %1, i64 %126
  %131 = load ptr, ptr %130, align 8, !tbaa !15
  %132 = icmp eq ptr %131, null
  br i1 %132, label %134, label %133

133:                                              ; preds = %129
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %127, ptr nonnull align 1 %131, i64 %117, i1 false)
  br label %135

134:                                              ; preds = %129, %125
  call void @llvm.memset.p0.i64(ptr align 1 %127, i8 0, i64 %117, i1 false)
  br label %135

135:                                              ; preds = %134, %133
  %136 = getelementptr inbounds nuw i8, ptr %127, i64 %117
  br i1 %104, label %143, label %137

137:                                              ; preds = %135
  %138 = getelementptr inbounds nuw ptr, ptr %1, i64 %126
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !15
  %141 = icmp eq ptr %140, null
  br i1 %141, label %143, label %142

142:                                              ; preds = %137
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %136, ptr nonnull align 1 %140, i64 %117, i1 false)
  br label %144

143:                                              ; preds = %137, %135
  call void @llvm.memset.p0.i64(ptr align 1 %136, i8 0, i64 %117, i1 false)
  br label %144

144:                                              ; preds = %143, %142
  %145 = add nuw nsw i64 %126, 2
  %146 = getelementptr inbounds nuw i8, ptr %136, i64 %117
  %147 = add i64 %128, 2
  %148 = icmp eq i64 %147, %124
  br i1 %148, label %149, label %125, !llvm.loop !16

149:                                              ; preds = %144
  %150 = icmp eq i64 %121, 0
  br i1 %150, label %161, label %151

151:                                              ; preds = %149, %119
  %152 = phi i64 [ 0, %119 ], [ %145, %149 ]
  %153 = phi ptr [ %116, %119 ], [ %146, %149 ]
  %154 = icmp ne i64 %121, 0
  call void @llvm.assume(i1 %154)
  br i1 %104, label %160, label %155

155:                                              ; preds = %151
  %156 = getelementptr inbounds nuw ptr, ptr %1, i64 %152
  %157 = load ptr, ptr %156, align 8, !tbaa !15
  %158 = icmp eq ptr %157, null
  br i1 %158, label %160, label %159

159:                                              ; preds = %155
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %153, ptr nonnull align 1 %157, i64 %117, i1 false)
  br label %161

160:                                              ; preds = %155, %151
  call void @llvm.memset.p0.i64(ptr align 1 %153, i8 0, i64 %117, i1 false)
  br label %161

161:                                              ; preds = %149, %160, %159, %109
  %162 = mul nsw i32 %3, %2
  %163 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %164 = load i32, ptr %163, align 4, !tbaa !38
  %165 = icmp eq i32 %164, -1
  %166 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %167 = load i32, ptr %166, align 4
  %168 = select i1 %165, i32 0, i32 %167
  %169 = call i32 @MPI_Sendrecv_replace(ptr noundef %116, i32 noundef %162, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %164, i32 noundef %168, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %170 = load i32, ptr %163, align 4, !tbaa !38
  %171 = icmp ne i32 %170, -1
  %172 = icmp ne ptr %1, null
  %173 = and i1 %172, %171
  %174 = and i1 %118, %173
  br i1 %174, label %175, label %211

175:                                              ; preds = %161
  %176 = zext nneg i32 %2 to i64
  %177 = and i64 %176, 1
  %178 = icmp eq i32 %2, 1
  br i1 %178, label %203, label %179

179:                                              ; preds = %175
  %180 = and i64 %176, 2147483646
  br label %181

181:                                              ; preds = %196, %179
  %182 = phi i64 [ 0, %179 ], [ %197, %196 ]
  %183 = phi ptr [ %116, %179 ], [ %198, %196 ]
  %184 = phi i64 [ 0, %179 ], [ %199, %196 ]
  %185 = getelementptr inbounds nuw ptr, ptr %1, i64 %182
  %186 = load ptr, ptr %185, align 8, !tbaa !15
  %187 = icmp eq ptr %186, null
  br i1 %187, label %189, label %188

188:                                              ; preds = %181
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %186, ptr align 1 %183, i64 %117, i1 false)
  br label %189

189:                                              ; preds = %188, %181
  %190 = getelementptr inbounds nuw i8, ptr %183, i64 %117
  %191 = getelementptr inbounds nuw ptr, ptr %1, i64 %182
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %193 = load ptr, ptr %192, align 8, !tbaa !15
  %194 = icmp eq ptr %193, null
  br i1 %194, label %196, label %195

195:                                              ; preds = %189
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %193, ptr align 1 %190, i64 %117, i1 false)
  br label %196

196:                                              ; preds = %195, %189
  %197 = add nuw nsw i64 %182, 2
  %198 = getelementptr inbounds nuw i8, ptr %190, i64 %117
  %199 = add i64 %184, 2
  %200 = icmp eq i64 %199, %180
  br i1 %200, label %201, label %181, !llvm.loop !41

201:                                              ; preds = %196
  %202 = icmp eq i64 %177, 0
  br i1 %202, label %211, label %203

203:                                              ; preds = %201, %175
  %204 = phi i64 [ 0, %175 ], [ %197, %201 ]
  %205 = phi ptr [ %116, %175 ], [ %198, %201 ]
  %206 = icmp ne i64 %177, 0
  call void @llvm.assume(i1 %206)
  %207 = getelementptr inbounds nuw ptr, ptr %1, i64 %204
  %208 = load ptr, ptr %207, align 8, !tbaa !15
  %209 = icmp eq ptr %208, null
  br i1 %209, label %211, label %210

210:                                              ; preds = %203
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %208, ptr align 1 %205, i64 %117, i1 false)
  br label %211

211:                                              ; preds = %201, %210, %203, %161
  call void @free(ptr noundef %116) #27
  br label %212

212:                                              ; preds = %108, %211
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  br label %213

213:                                              ; preds = %212, %98
  %214 = phi i32 [ %95, %98 ], [ %100, %212 ]
  ret i32 %214
}

declare i32 @MPI_Sendrecv_replace(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv_replace(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef writeonly captures(address) %8) local_unnamed_addr #7 {
  %10 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %11 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %10) #27
  %12 = icmp eq ptr %8, inttoptr (i64 1 to ptr)
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %8, ptr noundef nonnull align 4 dereferenceable(20) %10, i64 20, i1 false), !tbaa.struct !37
  br label %14

14:                                               ; preds = %13, %9
  %15 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #29
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %17 = load <2 x i32>, ptr %16, align 4, !tbaa !5
  store <2 x i32> %17, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  ret ptr %15
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv_replace(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #7 {
  %8 = load i32, ptr @n_pending, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %41

10:                                               ; preds = %7
  %11 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %12 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %13

13:                                               ; preds = %26, %10
  %14 = phi i32 [ %27, %26 ], [ %8, %10 ]
  %15 = phi i64 [ %28, %26 ], [ %12, %10 ]
  %16 = phi ptr [ %29, %26 ], [ %11, %10 ]
  %17 = phi i32 [ %30, %26 ], [ 0, %10 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 32
  %22 = load i64, ptr %21, align 8, !tbaa !20
  %23 = icmp eq i64 %22, %15
  br i1 %23, label %32, label %24

24:                                               ; preds = %13
  %25 = add nsw i32 %17, 1
  br label %26

26:                                               ; preds = %32, %24
  %27 = phi i32 [ %14, %24 ], [ %40, %32 ]
  %28 = phi i64 [ %15, %24 ], [ %38, %32 ]
  %29 = phi ptr [ %16, %24 ], [ %39, %32 ]
  %30 = phi i32 [ %25, %24 ], [ 0, %32 ]
  %31 = icmp slt i32 %30, %27
  br i1 %31, label %13, label %41, !llvm.loop !26

32:                                               ; preds = %13
  %33 = add nsw i32 %14, -1
  store i32 %33, ptr @n_pending, align 4, !tbaa !5
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds ptr, ptr %16, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !15
  store ptr %36, ptr %19, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %20)
  %37 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %38 = add nsw i64 %37, -1
  store i64 %38, ptr @coll_seq, align 8, !tbaa !12
  %39 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %40 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %26

41:                                               ; preds = %26, %7
  %42 = icmp eq i32 %3, 1275069450
  %43 = icmp eq i32 %3, 1275070475
  switch i32 %3, label %135 [
    i32 1275070475, label %44
    i32 1275069450, label %44
  ]

44:                                               ; preds = %41, %41
  %45 = select i1 %42, i64 4, i64 8
  %46 = sext i32 %2 to i64
  %47 = add nsw i64 %46, 1
  %48 = tail call noalias ptr @calloc(i64 noundef %47, i64 noundef %45) #31
  %49 = icmp eq ptr %1, null
  br i1 %49, label %50, label %52

50:                                               ; preds = %44
  %51 = tail call noalias ptr @calloc(i64 noundef %47, i64 noundef %45) #31
  br label %52

52:                                               ; preds = %44, %50
  %53 = phi ptr [ %51, %50 ], [ %1, %44 ]
  %54 = phi ptr [ %51, %50 ], [ null, %44 ]
  %55 = load i32, ptr %0, align 4, !tbaa !42
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %57 = load i32, ptr %56, align 4, !tbaa !44
  %58 = tail call i32 @llvm.smax.i32(i32 %57, i32 0)
  %59 = tail call i32 @MPI_Sendrecv(ptr noundef %53, i32 noundef %2, i32 noundef %3, i32 noundef %55, i32 noundef %58, ptr noundef %48, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  br i1 %49, label %134, label %60

60:                                               ; preds = %52
  %61 = load i32, ptr %0, align 4, !tbaa !42
  %62 = icmp eq i32 %61, -1
  br i1 %62, label %66, label %63

63:                                               ; preds = %60
  %64 = select i1 %42, i64 2, i64 3
  %65 = shl nsw i64 %46, %64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 %48, i64 %65, i1 false)
  br label %134

66:                                               ; preds = %60
  %67 = icmp sgt i32 %2, 0
  br i1 %43, label %92, label %68

68:                                               ; preds = %66
  br i1 %67, label %69, label %134

69:                                               ; preds = %68
  %70 = zext nneg i32 %2 to i64
  %71 = icmp ult i32 %2, 8
  br i1 %71, label %90, label %72

72:                                               ; preds = %69
  %73 = and i64 %70, 2147483640
  br label %74

74:                                               ; preds = %74, %72
  %75 = phi i64 [ 0, %72 ], [ %86, %74 ]
  %76 = getelementptr inbounds nuw float, ptr %48, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 16
  %78 = load <4 x float>, ptr %76, align 4, !tbaa !27
  %79 = load <4 x float>, ptr %77, align 4, !tbaa !27
  %80 = getelementptr inbounds nuw float, ptr %1, i64 %75
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 16
  %82 = load <4 x float>, ptr %80, align 4, !tbaa !27
  %83 = load <4 x float>, ptr %81, align 4, !tbaa !27
  %84 = fadd <4 x float> %78, %82
  %85 = fadd <4 x float> %79, %83
  store <4 x float> %84, ptr %80, align 4, !tbaa !27
  store <4 x float> %85, ptr %81, align 4, !tbaa !27
  %86 = add nuw i64 %75, 8
  %87 = icmp eq i64 %86, %73
  br i1 %87, label %88, label %74, !llvm.loop !49

88:                                               ; preds = %74
  %89 = icmp eq i64 %73, %70
  br i1 %89, label %134, label %90

90:                                               ; preds = %69, %88
  %91 = phi i64 [ 0, %69 ], [ %73, %88 ]
  br label %125

92:                                               ; preds = %66
  br i1 %67, label %93, label %134

93:                                               ; preds = %92
  %94 = zext nneg i32 %2 to i64
  %95 = icmp ult i32 %2, 4
  br i1 %95, label %114, label %96

96:                                               ; preds = %93
  %97 = and i64 %94, 2147483644
  br label %98

98:                                               ; preds = %98, %96
  %99 = phi i64 [ 0, %96 ], [ %110, %98 ]
  %100 = getelementptr inbounds nuw double, ptr %48, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 16
  %102 = load <2 x double>, ptr %100, align 8, !tbaa !32
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !32
  %104 = getelementptr inbounds nuw double, ptr %1, i64 %99
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 16
  %106 = load <2 x double>, ptr %104, align 8, !tbaa !32
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !32
  %108 = fadd <2 x double> %102, %106
  %109 = fadd <2 x double> %103, %107
  store <2 x double> %108, ptr %104, align 8, !tbaa !32
  store <2 x double> %109, ptr %105, align 8, !tbaa !32
  %110 = add nuw i64 %99, 4
  %111 = icmp eq i64 %110, %97
  br i1 %111, label %112, label %98, !llvm.loop !50

112:                                              ; preds = %98
  %113 = icmp eq i64 %97, %94
  br i1 %113, label %134, label %114

114:                                              ; preds = %93, %112
  %115 = phi i64 [ 0, %93 ], [ %97, %112 ]
  br label %116

116:                                              ; preds = %114, %116
  %117 = phi i64 [ %123, %116 ], [ %115, %114 ]
  %118 = getelementptr inbounds nuw double, ptr %48, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !32
  %120 = getelementptr inbounds nuw double, ptr %1, i64 %117
  %121 = load double, ptr %120, align 8, !tbaa !32
  %122 = fadd double %119, %121
  store double %122, ptr %120, align 8, !tbaa !32
  %123 = add nuw nsw i64 %117, 1
  %124 = icmp eq i64 %123, %94
  br i1 %124, label %134, label %116, !llvm.loop !51

125:                                              ; preds = %90, %125
  %126 = phi i64 [ %132, %125 ], [ %91, %90 ]
  %127 = getelementptr inbounds nuw float, ptr %48, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !27
  %129 = getelementptr inbounds nuw float, ptr %1, i64 %126
  %130 = load float, ptr %129, align 4, !tbaa !27
  %131 = fadd float %128, %130
  store float %131, ptr %129, align 4, !tbaa !27
  %132 = add nuw nsw i64 %126, 1
  %133 = icmp eq i64 %132, %70
  br i1 %133, label %134, label %125, !llvm.loop !52

134:                                              ; preds = %125, %116, %88, %112, %92, %68, %63, %52
  tail call void @free(ptr noundef %48) #27
  tail call void @free(ptr noundef %54) #27
  br label %135

135:                                              ; preds = %41, %134
  tail call void @free(ptr noundef %0) #27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_isend(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) local_unnamed_addr #7 {
  %10 = icmp eq i32 %4, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %4, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %105, label %15

15:                                               ; preds = %9
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %20 = icmp eq ptr %19, null
  br i1 %20, label %25, label %21

21:                                               ; preds = %18
  %22 = load i8, ptr %19, align 1, !tbaa !14
  %23 = icmp ne i8 %22, 48
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %21, %18
  %26 = phi i32 [ 1, %18 ], [ %24, %21 ]
  store i32 %26, ptr @fuse_flag, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %15, %25
  %28 = phi i32 [ %26, %25 ], [ %16, %15 ]
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %105, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = select i1 %10, i64 2, i64 3
  %36 = shl i64 %34, %35
  %37 = add i64 %36, 65
  %38 = tail call noalias ptr @malloc(i64 noundef %37) #29
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %39, i8 0, i64 48, i1 false)
  store i32 1, ptr %38, align 8, !tbaa !5
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  store i32 %13, ptr %40, align 4, !tbaa !5
  %41 = getelementptr inbounds nuw i8, ptr %38, i64 8
  store i32 %3, ptr %41, align 8, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 12
  store i32 %2, ptr %42, align 4, !tbaa !5
  store i32 %4, ptr %39, align 8, !tbaa !5
  %43 = getelementptr inbounds nuw i8, ptr %38, i64 52
  store i32 1, ptr %43, align 4, !tbaa !5
  %44 = getelementptr inbounds nuw i8, ptr %38, i64 64
  %45 = getelementptr inbounds nuw i8, ptr %38, i64 40
  store ptr %44, ptr %45, align 8, !tbaa !15
  %46 = shl nsw i64 %31, %35
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %44, ptr readonly align 1 %0, i64 %46, i1 false)
  %47 = icmp sgt i32 %2, 0
  br i1 %47, label %48, label %94

48:                                               ; preds = %30
  %49 = icmp eq ptr %1, null
  %50 = zext nneg i32 %2 to i64
  %51 = and i64 %50, 1
  %52 = icmp eq i32 %2, 1
  br i1 %52, label %81, label %53

53:                                               ; preds = %48
  %54 = and i64 %50, 2147483646
  br label %55

55:                                               ; preds = %75, %53
  %56 = phi i64 [ 0, %53 ], [ %76, %75 ]
  %57 = phi ptr [ %44, %53 ], [ %67, %75 ]
  %58 = phi i64 [ 0, %53 ], [ %77, %75 ]
  %59 = getelementptr inbounds nuw i8, ptr %57, i64 %46
  br i1 %49, label %65, label %60

60:                                               ; preds = %55
  %61 = getelementptr inbounds nuw ptr, ptr %1, i64 %56
  %62 = load ptr, ptr %61, align 8, !tbaa !15
  %63 = icmp eq ptr %62, null
  br i1 %63, label %65, label %64

64:                                               ; preds = %60
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr nonnull align 1 %62, i64 %46, i1 false)
  br label %66

65:                                               ; preds = %60, %55
  tail call void @llvm.memset.p0.i64(ptr align 1 %59, i8 0, i64 %46, i1 false)
  br label %66

66:                                               ; preds = %65, %64
  %67 = getelementptr inbounds nuw i8, ptr %59, i64 %46
  br i1 %49, label %74, label %68

68:                                               ; preds = %66
  %69 = getelementptr inbounds nuw ptr, ptr %1, i64 %56
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !15
  %72 = icmp eq ptr %71, null
  br i1 %72, label %74, label %73

73:                                               ; preds = %68
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %67, ptr nonnull align 1 %71, i64 %46, i1 false)
  br label %75

74:                                               ; preds = %68, %66
  tail call void @llvm.memset.p0.i64(ptr align 1 %67, i8 0, i64 %46, i1 false)
  br label %75

75:                                               ; preds = %74, %73
  %76 = add nuw nsw i64 %56, 2
  %77 = add i64 %58, 2
  %78 = icmp eq i64 %77, %54
  br i1 %78, label %79, label %55, !llvm.loop !16

79:                                               ; preds = %75
  %80 = icmp eq i64 %51, 0
  br i1 %80, label %92, label %81

81:                                               ; preds = %79, %48
  %82 = phi i64 [ 0, %48 ], [ %76, %79 ]
  %83 = phi ptr [ %44, %48 ], [ %67, %79 ]
  %84 = icmp ne i64 %51, 0
  tail call void @llvm.assume(i1 %84)
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 %46
  br i1 %49, label %91, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds nuw ptr, ptr %1, i64 %82
  %88 = load ptr, ptr %87, align 8, !tbaa !15
  %89 = icmp eq ptr %88, null
  br i1 %89, label %91, label %90

90:                                               ; preds = %86
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr nonnull align 1 %88, i64 %46, i1 false)
  br label %92

91:                                               ; preds = %86, %81
  tail call void @llvm.memset.p0.i64(ptr align 1 %85, i8 0, i64 %46, i1 false)
  br label %92

92:                                               ; preds = %90, %91, %79
  %93 = load ptr, ptr %45, align 8, !tbaa !15
  br label %94

94:                                               ; preds = %92, %30
  %95 = phi ptr [ %93, %92 ], [ %44, %30 ]
  %96 = mul nsw i32 %3, %32
  %97 = tail call i32 @MPI_Isend(ptr noundef %95, i32 noundef %96, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #27
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %102

99:                                               ; preds = %94
  %100 = load i32, ptr %8, align 4, !tbaa !5
  %101 = icmp eq i32 %100, 738197504
  br i1 %101, label %102, label %103

102:                                              ; preds = %99, %94
  tail call void @free(ptr noundef nonnull %38) #27
  br label %178

103:                                              ; preds = %99
  %104 = sext i32 %100 to i64
  tail call fastcc void @req_insert(i64 noundef %104, i32 noundef 0, ptr noundef nonnull %38)
  br label %178

105:                                              ; preds = %27, %9
  %106 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #27
  %107 = icmp eq ptr %1, null
  br i1 %107, label %111, label %108

108:                                              ; preds = %105
  switch i32 %4, label %109 [
    i32 1275070475, label %111
    i32 1275069450, label %111
  ]

109:                                              ; preds = %108
  %110 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.34, i64 noundef %110) #30
  unreachable

111:                                              ; preds = %105, %108, %108
  %112 = icmp ne i32 %106, 0
  %113 = select i1 %14, i1 true, i1 %112
  br i1 %113, label %178, label %114

114:                                              ; preds = %111
  %115 = tail call noalias dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #31
  store i32 1, ptr %115, align 8, !tbaa !5
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 4
  store i32 %13, ptr %116, align 4, !tbaa !5
  %117 = getelementptr inbounds nuw i8, ptr %115, i64 8
  store i32 %3, ptr %117, align 8, !tbaa !5
  %118 = getelementptr inbounds nuw i8, ptr %115, i64 12
  store i32 %2, ptr %118, align 4, !tbaa !5
  %119 = getelementptr inbounds nuw i8, ptr %115, i64 16
  store i32 %4, ptr %119, align 8, !tbaa !5
  %120 = sext i32 %2 to i64
  %121 = sext i32 %3 to i64
  %122 = mul nsw i64 %121, %120
  %123 = select i1 %10, i64 2, i64 3
  %124 = shl i64 %122, %123
  %125 = or disjoint i64 %124, 1
  %126 = tail call noalias ptr @malloc(i64 noundef %125) #29
  %127 = shl nsw i64 %121, %123
  %128 = icmp sgt i32 %2, 0
  br i1 %128, label %129, label %171

129:                                              ; preds = %114
  %130 = zext nneg i32 %2 to i64
  %131 = and i64 %130, 1
  %132 = icmp eq i32 %2, 1
  br i1 %132, label %161, label %133

133:                                              ; preds = %129
  %134 = and i64 %130, 2147483646
  br label %135

135:                                              ; preds = %154, %133
  %136 = phi i64 [ 0, %133 ], [ %155, %154 ]
  %137 = phi ptr [ %126, %133 ], [ %156, %154 ]
  %138 = phi i64 [ 0, %133 ], [ %157, %154 ]
  br i1 %107, label %144, label %139

139:                                              ; preds = %135
  %140 = getelementptr inbounds nuw ptr, ptr %1, i64 %136
  %141 = load ptr, ptr %140, align 8, !tbaa !15
  %142 = icmp eq ptr %141, null
  br i1 %142, label %144, label %143

143:                                              ; preds = %139
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %137, ptr nonnull align 1 %141, i64 %127, i1 false)
  br label %145

144:                                              ; preds = %139, %135
  tail call void @llvm.memset.p0.i64(ptr align 1 %137, i8 0, i64 %127, i1 false)
  br label %145

145:                                              ; preds = %144, %143
  %146 = getelementptr inbounds nuw i8, ptr %137, i64 %127
  br i1 %107, label %153, label %147

147:                                              ; preds = %145
  %148 = getelementptr inbounds nuw ptr, ptr %1, i64 %136
  %149 = getelementptr inbounds nuw i8, ptr %148, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !15
  %151 = icmp eq ptr %150, null
  br i1 %151, label %153, label %152

152:                                              ; preds = %147
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %146, ptr nonnull align 1 %150, i64 %127, i1 false)
  br label %154

153:                                              ; preds = %147, %145
  tail call void @llvm.memset.p0.i64(ptr align 1 %146, i8 0, i64 %127, i1 false)
  br label %154

154:                                              ; preds = %153, %152
  %155 = add nuw nsw i64 %136, 2
  %156 = getelementptr inbounds nuw i8, ptr %146, i64 %127
  %157 = add i64 %138, 2
  %158 = icmp eq i64 %157, %134
  br i1 %158, label %159, label %135, !llvm.loop !16

159:                                              ; preds = %154
  %160 = icmp eq i64 %131, 0
  br i1 %160, label %171, label %161

161:                                              ; preds = %159, %129
  %162 = phi i64 [ 0, %129 ], [ %155, %159 ]
  %163 = phi ptr [ %126, %129 ], [ %156, %159 ]
  %164 = icmp ne i64 %131, 0
  tail call void @llvm.assume(i1 %164)
  br i1 %107, label %170, label %165

165:                                              ; preds = %161
  %166 = getelementptr inbounds nuw ptr, ptr %1, i64 %162
  %167 = load ptr, ptr %166, align 8, !tbaa !15
  %168 = icmp eq ptr %167, null
  br i1 %168, label %170, label %169

169:                                              ; preds = %165
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %163, ptr nonnull align 1 %167, i64 %127, i1 false)
  br label %171

170:                                              ; preds = %165, %161
  tail call void @llvm.memset.p0.i64(ptr align 1 %163, i8 0, i64 %127, i1 false)
  br label %171

171:                                              ; preds = %159, %170, %169, %114
  %172 = getelementptr inbounds nuw i8, ptr %115, i64 40
  store ptr %126, ptr %172, align 8, !tbaa !15
  %173 = mul nsw i32 %3, %2
  %174 = getelementptr inbounds nuw i8, ptr %115, i64 48
  %175 = tail call i32 @MPI_Isend(ptr noundef %126, i32 noundef %173, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %174) #27
  %176 = load i32, ptr %8, align 4, !tbaa !5
  %177 = sext i32 %176 to i64
  tail call fastcc void @req_insert(i64 noundef %177, i32 noundef 0, ptr noundef nonnull %115)
  br label %178

178:                                              ; preds = %103, %102, %171, %111
  %179 = phi i32 [ 0, %171 ], [ %106, %111 ], [ %97, %102 ], [ 0, %103 ]
  ret i32 %179
}

declare i32 @MPI_Isend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_isend(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  %10 = icmp eq i32 %3, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %3, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %34, label %17

17:                                               ; preds = %15
  switch i32 %3, label %18 [
    i32 1275070475, label %34
    i32 1275069450, label %34
  ]

18:                                               ; preds = %17
  %19 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.34, i64 noundef %19) #30
  unreachable

20:                                               ; preds = %8
  %21 = tail call noalias dereferenceable_or_null(88) ptr @calloc(i64 noundef 1, i64 noundef 88) #31
  store i32 1, ptr %21, align 8, !tbaa !53
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 %13, ptr %22, align 4, !tbaa !55
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %2, ptr %23, align 8, !tbaa !56
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store i32 %3, ptr %24, align 4, !tbaa !57
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %4, ptr %25, align 8, !tbaa !58
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %5, ptr %26, align 4, !tbaa !59
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %6, ptr %27, align 8, !tbaa !60
  %28 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store ptr %1, ptr %28, align 8, !tbaa !61
  %29 = load i64, ptr @p2p_ino, align 8, !tbaa !12
  %30 = add nsw i64 %29, 1
  store i64 %30, ptr @p2p_ino, align 8, !tbaa !12
  %31 = getelementptr inbounds nuw i8, ptr %21, i64 64
  store i64 %30, ptr %31, align 8, !tbaa !62
  %32 = load i32, ptr %7, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  tail call fastcc void @req_insert(i64 noundef %33, i32 noundef 1, ptr noundef nonnull %21)
  br label %34

34:                                               ; preds = %17, %17, %15, %20
  %35 = phi ptr [ %21, %20 ], [ null, %15 ], [ null, %17 ], [ null, %17 ]
  ret ptr %35
}

; Function Attrs: nounwind
define void @__mpiad_rev_isend(ptr noundef %0) local_unnamed_addr #7 {
  %2 = load i32, ptr @n_pending, align 4, !tbaa !5
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %35

4:                                                ; preds = %1
  %5 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %6 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %7

7:                                                ; preds = %20, %4
  %8 = phi i32 [ %21, %20 ], [ %2, %4 ]
  %9 = phi i64 [ %22, %20 ], [ %6, %4 ]
  %10 = phi ptr [ %23, %20 ], [ %5, %4 ]
  %11 = phi i32 [ %24, %20 ], [ 0, %4 ]
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds ptr, ptr %10, i64 %12
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %16 = load i64, ptr %15, align 8, !tbaa !20
  %17 = icmp eq i64 %16, %9
  br i1 %17, label %26, label %18

18:                                               ; preds = %7
  %19 = add nsw i32 %11, 1
  br label %20

20:                                               ; preds = %26, %18
  %21 = phi i32 [ %8, %18 ], [ %34, %26 ]
  %22 = phi i64 [ %9, %18 ], [ %32, %26 ]
  %23 = phi ptr [ %10, %18 ], [ %33, %26 ]
  %24 = phi i32 [ %19, %18 ], [ 0, %26 ]
  %25 = icmp slt i32 %24, %21
  br i1 %25, label %7, label %35, !llvm.loop !26

26:                                               ; preds = %7
  %27 = add nsw i32 %8, -1
  store i32 %27, ptr @n_pending, align 4, !tbaa !5
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds ptr, ptr %10, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !15
  store ptr %30, ptr %13, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %14)
  %31 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %32 = add nsw i64 %31, -1
  store i64 %32, ptr @coll_seq, align 8, !tbaa !12
  %33 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %34 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %20

35:                                               ; preds = %20, %1
  %36 = icmp eq ptr %0, null
  br i1 %36, label %208, label %37

37:                                               ; preds = %35
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %39 = load i32, ptr %38, align 4, !tbaa !63
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %37
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i64 noundef 0) #30
  unreachable

42:                                               ; preds = %37
  tail call fastcc void @chan_due(ptr noundef %0)
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %44 = tail call i32 @MPI_Wait(ptr noundef nonnull %43, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %46 = load ptr, ptr %45, align 8, !tbaa !61
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %48 = load ptr, ptr %47, align 8, !tbaa !64
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %50 = load i32, ptr %49, align 8, !tbaa !56
  %51 = icmp eq ptr %46, null
  br i1 %51, label %207, label %52

52:                                               ; preds = %42
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %54 = load i32, ptr %53, align 4, !tbaa !55
  %55 = icmp eq i32 %54, 1
  %56 = icmp sgt i32 %50, 0
  br i1 %55, label %105, label %57

57:                                               ; preds = %52
  br i1 %56, label %58, label %207

58:                                               ; preds = %57
  %59 = zext nneg i32 %50 to i64
  %60 = icmp ult i32 %50, 8
  br i1 %60, label %86, label %61

61:                                               ; preds = %58
  %62 = shl nuw nsw i64 %59, 2
  %63 = getelementptr i8, ptr %46, i64 %62
  %64 = getelementptr i8, ptr %48, i64 %62
  %65 = icmp ult ptr %46, %64
  %66 = icmp ult ptr %48, %63
  %67 = and i1 %65, %66
  br i1 %67, label %86, label %68

68:                                               ; preds = %61
  %69 = and i64 %59, 2147483640
  br label %70

70:                                               ; preds = %70, %68
  %71 = phi i64 [ 0, %68 ], [ %82, %70 ]
  %72 = getelementptr inbounds nuw float, ptr %48, i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %74 = load <4 x float>, ptr %72, align 4, !tbaa !27, !alias.scope !65
  %75 = load <4 x float>, ptr %73, align 4, !tbaa !27, !alias.scope !65
  %76 = getelementptr inbounds nuw float, ptr %46, i64 %71
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 16
  %78 = load <4 x float>, ptr %76, align 4, !tbaa !27, !alias.scope !68, !noalias !65
  %79 = load <4 x float>, ptr %77, align 4, !tbaa !27, !alias.scope !68, !noalias !65
  %80 = fadd <4 x float> %74, %78
  %81 = fadd <4 x float> %75, %79
  store <4 x float> %80, ptr %76, align 4, !tbaa !27, !alias.scope !68, !noalias !65
  store <4 x float> %81, ptr %77, align 4, !tbaa !27, !alias.scope !68, !noalias !65
  %82 = add nuw i64 %71, 8
  %83 = icmp eq i64 %82, %69
  br i1 %83, label %84, label %70, !llvm.loop !70

84:                                               ; preds = %70
  %85 = icmp eq i64 %69, %59
  br i1 %85, label %207, label %86

86:                                               ; preds = %61, %58, %84
  %87 = phi i64 [ 0, %61 ], [ 0, %58 ], [ %69, %84 ]
  %88 = and i64 %59, 3
  %89 = icmp eq i64 %88, 0
  br i1 %89, label %101, label %90

90:                                               ; preds = %86, %90
  %91 = phi i64 [ %98, %90 ], [ %87, %86 ]
  %92 = phi i64 [ %99, %90 ], [ 0, %86 ]
  %93 = getelementptr inbounds nuw float, ptr %48, i64 %91
  %94 = load float, ptr %93, align 4, !tbaa !27
  %95 = getelementptr inbounds nuw float, ptr %46, i64 %91
  %96 = load float, ptr %95, align 4, !tbaa !27
  %97 = fadd float %94, %96
  store float %97, ptr %95, align 4, !tbaa !27
  %98 = add nuw nsw i64 %91, 1
  %99 = add i64 %92, 1
  %100 = icmp eq i64 %99, %88
  br i1 %100, label %101, label %90, !llvm.loop !71

101:                                              ; preds = %90, %86
  %102 = phi i64 [ %87, %86 ], [ %98, %90 ]
  %103 = sub nsw i64 %87, %59
  %104 = icmp ugt i64 %103, -4
  br i1 %104, label %207, label %180

105:                                              ; preds = %52
  br i1 %56, label %106, label %207

106:                                              ; preds = %105
  %107 = zext nneg i32 %50 to i64
  %108 = icmp ult i32 %50, 6
  br i1 %108, label %134, label %109

109:                                              ; preds = %106
  %110 = shl nuw nsw i64 %107, 3
  %111 = getelementptr i8, ptr %46, i64 %110
  %112 = getelementptr i8, ptr %48, i64 %110
  %113 = icmp ult ptr %46, %112
  %114 = icmp ult ptr %48, %111
  %115 = and i1 %113, %114
  br i1 %115, label %134, label %116

116:                                              ; preds = %109
  %117 = and i64 %107, 2147483644
  br label %118

118:                                              ; preds = %118, %116
  %119 = phi i64 [ 0, %116 ], [ %130, %118 ]
  %120 = getelementptr inbounds nuw double, ptr %48, i64 %119
  %121 = getelementptr inbounds nuw i8, ptr %120, i64 16
  %122 = load <2 x double>, ptr %120, align 8, !tbaa !32, !alias.scope !73
  %123 = load <2 x double>, ptr %121, align 8, !tbaa !32, !alias.scope !73
  %124 = getelementptr inbounds nuw double, ptr %46, i64 %119
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 16
  %126 = load <2 x double>, ptr %124, align 8, !tbaa !32, !alias.scope !76, !noalias !73
  %127 = load <2 x double>, ptr %125, align 8, !tbaa !32, !alias.scope !76, !noalias !73
  %128 = fadd <2 x double> %122, %126
  %129 = fadd <2 x double> %123, %127
  store <2 x double> %128, ptr %124, align 8, !tbaa !32, !alias.scope !76, !noalias !73
  store <2 x double> %129, ptr %125, align 8, !tbaa !32, !alias.scope !76, !noalias !73
  %130 = add nuw i64 %119, 4
  %131 = icmp eq i64 %130, %117
  br i1 %131, label %132, label %118, !llvm.loop !78

132:                                              ; preds = %118
  %133 = icmp eq i64 %117, %107
  br i1 %133, label %207, label %134

134:                                              ; preds = %109, %106, %132
  %135 = phi i64 [ 0, %109 ], [ 0, %106 ], [ %117, %132 ]
  %136 = and i64 %107, 3
  %137 = icmp eq i64 %136, 0
  br i1 %137, label %149, label %138

138:                                              ; preds = %134, %138
  %139 = phi i64 [ %146, %138 ], [ %135, %134 ]
  %140 = phi i64 [ %147, %138 ], [ 0, %134 ]
  %141 = getelementptr inbounds nuw double, ptr %48, i64 %139
  %142 = load double, ptr %141, align 8, !tbaa !32
  %143 = getelementptr inbounds nuw double, ptr %46, i64 %139
  %144 = load double, ptr %143, align 8, !tbaa !32
  %145 = fadd double %142, %144
  store double %145, ptr %143, align 8, !tbaa !32
  %146 = add nuw nsw i64 %139, 1
  %147 = add i64 %140, 1
  %148 = icmp eq i64 %147, %136
  br i1 %148, label %149, label %138, !llvm.loop !79

149:                                              ; preds = %138, %134
  %150 = phi i64 [ %135, %134 ], [ %146, %138 ]
  %151 = sub nsw i64 %135, %107
  %152 = icmp ugt i64 %151, -4
  br i1 %152, label %207, label %153

153:                                              ; preds = %149, %153
  %154 = phi i64 [ %178, %153 ], [ %150, %149 ]
  %155 = getelementptr inbounds nuw double, ptr %48, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !32
  %157 = getelementptr inbounds nuw double, ptr %46, i64 %154
  %158 = load double, ptr %157, align 8, !tbaa !32
  %159 = fadd double %156, %158
  store double %159, ptr %157, align 8, !tbaa !32
  %160 = add nuw nsw i64 %154, 1
  %161 = getelementptr inbounds nuw double, ptr %48, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !32
  %163 = getelementptr inbounds nuw double, ptr %46, i64 %160
  %164 = load double, ptr %163, align 8, !tbaa !32
  %165 = fadd double %162, %164
  store double %165, ptr %163, align 8, !tbaa !32
  %166 = add nuw nsw i64 %154, 2
  %167 = getelementptr inbounds nuw double, ptr %48, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !32
  %169 = getelementptr inbounds nuw double, ptr %46, i64 %166
  %170 = load double, ptr %169, align 8, !tbaa !32
  %171 = fadd double %168, %170
  store double %171, ptr %169, align 8, !tbaa !32
  %172 = add nuw nsw i64 %154, 3
  %173 = getelementptr inbounds nuw double, ptr %48, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !32
  %175 = getelementptr inbounds nuw double, ptr %46, i64 %172
  %176 = load double, ptr %175, align 8, !tbaa !32
  %177 = fadd double %174, %176
  store double %177, ptr %175, align 8, !tbaa !32
  %178 = add nuw nsw i64 %154, 4
  %179 = icmp eq i64 %178, %107
  br i1 %179, label %207, label %153, !llvm.loop !80

180:                                              ; preds = %101, %180
  %181 = phi i64 [ %205, %180 ], [ %102, %101 ]
  %182 = getelementptr inbounds nuw float, ptr %48, i64 %181
  %183 = load float, ptr %182, align 4, !tbaa !27
  %184 = getelementptr inbounds nuw float, ptr %46, i64 %181
  %185 = load float, ptr %184, align 4, !tbaa !27
  %186 = fadd float %183, %185
  store float %186, ptr %184, align 4, !tbaa !27
  %187 = add nuw nsw i64 %181, 1
  %188 = getelementptr inbounds nuw float, ptr %48, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !27
  %190 = getelementptr inbounds nuw float, ptr %46, i64 %187
  %191 = load float, ptr %190, align 4, !tbaa !27
  %192 = fadd float %189, %191
  store float %192, ptr %190, align 4, !tbaa !27
  %193 = add nuw nsw i64 %181, 2
  %194 = getelementptr inbounds nuw float, ptr %48, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !27
  %196 = getelementptr inbounds nuw float, ptr %46, i64 %193
  %197 = load float, ptr %196, align 4, !tbaa !27
  %198 = fadd float %195, %197
  store float %198, ptr %196, align 4, !tbaa !27
  %199 = add nuw nsw i64 %181, 3
  %200 = getelementptr inbounds nuw float, ptr %48, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !27
  %202 = getelementptr inbounds nuw float, ptr %46, i64 %199
  %203 = load float, ptr %202, align 4, !tbaa !27
  %204 = fadd float %201, %203
  store float %204, ptr %202, align 4, !tbaa !27
  %205 = add nuw nsw i64 %181, 4
  %206 = icmp eq i64 %205, %59
  br i1 %206, label %207, label %180, !llvm.loop !81

207:                                              ; preds = %101, %180, %149, %153, %84, %132, %42, %57, %105
  tail call void @free(ptr noundef %48) #27
  tail call void @free(ptr noundef nonnull %0) #27
  br label %208

208:                                              ; preds = %35, %207
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @chan_due(ptr noundef nonnull %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %3 = load i32, ptr %2, align 8, !tbaa !82
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %86

5:                                                ; preds = %1
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %7 = load i32, ptr %6, align 8, !tbaa !83
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %85, label %9

9:                                                ; preds = %5
  %10 = tail call fastcc ptr @chan_of(ptr noundef %0)
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 36
  %12 = load i32, ptr %11, align 4, !tbaa !84
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %9
  %15 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !86
  %17 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %18 = load i32, ptr %17, align 8, !tbaa !87
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds ptr, ptr %16, i64 %19
  %21 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %22 = load i32, ptr %21, align 8, !tbaa !88
  %23 = sub nsw i32 %22, %18
  %24 = sext i32 %23 to i64
  tail call void @qsort(ptr noundef %20, i64 noundef %24, i64 noundef 8, ptr noundef nonnull @by_ino_desc) #27
  store i32 1, ptr %11, align 4, !tbaa !84
  br label %25

25:                                               ; preds = %14, %9
  %26 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %27 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %28 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %29 = load i32, ptr %27, align 8, !tbaa !87
  %30 = load i32, ptr %28, align 8, !tbaa !88
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %56

32:                                               ; preds = %25
  %33 = load ptr, ptr %26, align 8, !tbaa !86
  %34 = sext i32 %29 to i64
  %35 = getelementptr inbounds ptr, ptr %33, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !15
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 76
  %38 = load i32, ptr %37, align 4, !tbaa !89
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %56, label %48

40:                                               ; preds = %48
  %41 = load ptr, ptr %26, align 8, !tbaa !86
  %42 = sext i32 %52 to i64
  %43 = getelementptr inbounds ptr, ptr %41, i64 %42
  %44 = load ptr, ptr %43, align 8, !tbaa !15
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 76
  %46 = load i32, ptr %45, align 4, !tbaa !89
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %56, label %48, !llvm.loop !90

48:                                               ; preds = %32, %40
  %49 = phi ptr [ %44, %40 ], [ %36, %32 ]
  %50 = phi i32 [ %52, %40 ], [ %29, %32 ]
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %27, align 8, !tbaa !87
  tail call fastcc void @p2p_post(ptr noundef nonnull %49)
  %52 = load i32, ptr %27, align 8, !tbaa !87
  %53 = load i32, ptr %28, align 8, !tbaa !88
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %40, label %55, !llvm.loop !90

55:                                               ; preds = %48
  br label %56, !llvm.loop !90

56:                                               ; preds = %40, %32, %55, %25
  %57 = phi i32 [ %30, %25 ], [ %53, %55 ], [ %30, %32 ], [ %53, %40 ]
  %58 = phi i32 [ %29, %25 ], [ %52, %55 ], [ %29, %32 ], [ %52, %40 ]
  %59 = load i32, ptr %2, align 8, !tbaa !82
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %86

61:                                               ; preds = %56
  %62 = icmp slt i32 %58, %57
  br i1 %62, label %63, label %85

63:                                               ; preds = %61
  %64 = load ptr, ptr %26, align 8, !tbaa !86
  %65 = sext i32 %58 to i64
  %66 = sext i32 %57 to i64
  br label %67

67:                                               ; preds = %63, %82
  %68 = phi i64 [ %65, %63 ], [ %83, %82 ]
  %69 = getelementptr inbounds ptr, ptr %64, i64 %68
  %70 = load ptr, ptr %69, align 8, !tbaa !15
  %71 = icmp eq ptr %70, %0
  br i1 %71, label %72, label %82

72:                                               ; preds = %67
  %73 = getelementptr inbounds ptr, ptr %64, i64 %68
  %74 = trunc nsw i64 %68 to i32
  %75 = getelementptr inbounds nuw i8, ptr %73, i64 8
  %76 = xor i32 %74, -1
  %77 = add i32 %57, %76
  %78 = sext i32 %77 to i64
  %79 = shl nsw i64 %78, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %73, ptr nonnull align 8 %75, i64 %79, i1 false)
  %80 = load i32, ptr %28, align 8, !tbaa !88
  %81 = add nsw i32 %80, -1
  store i32 %81, ptr %28, align 8, !tbaa !88
  br label %85

82:                                               ; preds = %67
  %83 = add nsw i64 %68, 1
  %84 = icmp eq i64 %83, %66
  br i1 %84, label %85, label %67, !llvm.loop !91

85:                                               ; preds = %82, %61, %72, %5
  tail call fastcc void @p2p_post(ptr noundef nonnull %0)
  br label %86

86:                                               ; preds = %56, %1, %85
  ret void
}

declare i32 @MPI_Wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_irecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) local_unnamed_addr #7 {
  %10 = icmp eq i32 %4, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %4, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %66, label %15

15:                                               ; preds = %9
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %20 = icmp eq ptr %19, null
  br i1 %20, label %25, label %21

21:                                               ; preds = %18
  %22 = load i8, ptr %19, align 1, !tbaa !14
  %23 = icmp ne i8 %22, 48
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %21, %18
  %26 = phi i32 [ 1, %18 ], [ %24, %21 ]
  store i32 %26, ptr @fuse_flag, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %15, %25
  %28 = phi i32 [ %26, %25 ], [ %16, %15 ]
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %66, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = select i1 %10, i64 2, i64 3
  %36 = shl i64 %34, %35
  %37 = icmp eq ptr %1, null
  %38 = sext i32 %2 to i64
  %39 = shl nsw i64 %38, 3
  %40 = select i1 %37, i64 0, i64 %39
  %41 = add nsw i64 %40, 72
  %42 = add i64 %41, %36
  %43 = tail call noalias ptr @malloc(i64 noundef %42) #29
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %44, i8 0, i64 40, i1 false)
  store i32 2, ptr %43, align 8, !tbaa !5
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 4
  store i32 %13, ptr %45, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 8
  store i32 %3, ptr %46, align 8, !tbaa !5
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 12
  store i32 %2, ptr %47, align 4, !tbaa !5
  store i32 %4, ptr %44, align 8, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr %43, i64 52
  store i32 1, ptr %48, align 4, !tbaa !5
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 56
  store ptr %0, ptr %49, align 8, !tbaa !15
  br i1 %37, label %53, label %50

50:                                               ; preds = %30
  %51 = getelementptr inbounds nuw i8, ptr %43, i64 64
  %52 = getelementptr inbounds nuw i8, ptr %43, i64 32
  store ptr %51, ptr %52, align 8, !tbaa !18
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %51, ptr nonnull readonly align 8 %1, i64 %39, i1 false)
  br label %53

53:                                               ; preds = %50, %30
  %54 = getelementptr inbounds nuw i8, ptr %43, i64 64
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 %40
  %56 = getelementptr inbounds nuw i8, ptr %43, i64 40
  store ptr %55, ptr %56, align 8, !tbaa !15
  %57 = mul nsw i32 %3, %32
  %58 = tail call i32 @MPI_Irecv(ptr noundef nonnull %55, i32 noundef %57, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #27
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %63

60:                                               ; preds = %53
  %61 = load i32, ptr %8, align 4, !tbaa !5
  %62 = icmp eq i32 %61, 738197504
  br i1 %62, label %63, label %64

63:                                               ; preds = %60, %53
  tail call void @free(ptr noundef nonnull %43) #27
  br label %105

64:                                               ; preds = %60
  %65 = sext i32 %61 to i64
  tail call fastcc void @req_insert(i64 noundef %65, i32 noundef 0, ptr noundef nonnull %43)
  br label %105

66:                                               ; preds = %27, %9
  %67 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #27
  %68 = icmp eq ptr %1, null
  br i1 %68, label %72, label %69

69:                                               ; preds = %66
  switch i32 %4, label %70 [
    i32 1275070475, label %72
    i32 1275069450, label %72
  ]

70:                                               ; preds = %69
  %71 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.34, i64 noundef %71) #30
  unreachable

72:                                               ; preds = %66, %69, %69
  %73 = icmp ne i32 %67, 0
  %74 = select i1 %14, i1 true, i1 %73
  br i1 %74, label %105, label %75

75:                                               ; preds = %72
  %76 = tail call noalias dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #31
  store i32 2, ptr %76, align 8, !tbaa !5
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 4
  store i32 %13, ptr %77, align 4, !tbaa !5
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 8
  store i32 %3, ptr %78, align 8, !tbaa !5
  %79 = getelementptr inbounds nuw i8, ptr %76, i64 12
  store i32 %2, ptr %79, align 4, !tbaa !5
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 16
  store i32 %4, ptr %80, align 8, !tbaa !5
  %81 = getelementptr inbounds nuw i8, ptr %76, i64 28
  store i32 %7, ptr %81, align 4, !tbaa !5
  %82 = sext i32 %3 to i64
  %83 = sext i32 %2 to i64
  %84 = mul nsw i64 %82, %83
  %85 = select i1 %10, i64 2, i64 3
  %86 = shl i64 %84, %85
  %87 = or disjoint i64 %86, 1
  %88 = tail call noalias ptr @malloc(i64 noundef %87) #29
  %89 = getelementptr inbounds nuw i8, ptr %76, i64 40
  store ptr %88, ptr %89, align 8, !tbaa !15
  br i1 %68, label %94, label %90

90:                                               ; preds = %75
  %91 = shl nsw i64 %83, 3
  %92 = tail call noalias ptr @malloc(i64 noundef %91) #29
  %93 = getelementptr inbounds nuw i8, ptr %76, i64 32
  store ptr %92, ptr %93, align 8, !tbaa !18
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %92, ptr nonnull align 8 %1, i64 %91, i1 false)
  br label %94

94:                                               ; preds = %90, %75
  %95 = icmp eq i32 %5, -2
  %96 = icmp eq i32 %6, -1
  %97 = or i1 %95, %96
  br i1 %97, label %98, label %99

98:                                               ; preds = %94
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.35, i64 noundef 0) #30
  unreachable

99:                                               ; preds = %94
  %100 = mul nsw i32 %3, %2
  %101 = getelementptr inbounds nuw i8, ptr %76, i64 48
  %102 = tail call i32 @MPI_Irecv(ptr noundef %88, i32 noundef %100, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %101) #27
  %103 = load i32, ptr %8, align 4, !tbaa !5
  %104 = sext i32 %103 to i64
  tail call fastcc void @req_insert(i64 noundef %104, i32 noundef 0, ptr noundef nonnull %76)
  br label %105

105:                                              ; preds = %64, %63, %99, %72
  %106 = phi i32 [ 0, %99 ], [ %67, %72 ], [ %58, %63 ], [ 0, %64 ]
  ret i32 %106
}

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_irecv(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  %10 = icmp eq i32 %3, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %3, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %34, label %17

17:                                               ; preds = %15
  switch i32 %3, label %18 [
    i32 1275070475, label %34
    i32 1275069450, label %34
  ]

18:                                               ; preds = %17
  %19 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.34, i64 noundef %19) #30
  unreachable

20:                                               ; preds = %8
  %21 = tail call noalias dereferenceable_or_null(88) ptr @calloc(i64 noundef 1, i64 noundef 88) #31
  store i32 2, ptr %21, align 8, !tbaa !53
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 %13, ptr %22, align 4, !tbaa !55
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %2, ptr %23, align 8, !tbaa !56
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store i32 %3, ptr %24, align 4, !tbaa !57
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %4, ptr %25, align 8, !tbaa !58
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %5, ptr %26, align 4, !tbaa !59
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %6, ptr %27, align 8, !tbaa !60
  %28 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store ptr %1, ptr %28, align 8, !tbaa !61
  %29 = load i64, ptr @p2p_ino, align 8, !tbaa !12
  %30 = add nsw i64 %29, 1
  store i64 %30, ptr @p2p_ino, align 8, !tbaa !12
  %31 = getelementptr inbounds nuw i8, ptr %21, i64 64
  store i64 %30, ptr %31, align 8, !tbaa !62
  %32 = load i32, ptr %7, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  tail call fastcc void @req_insert(i64 noundef %33, i32 noundef 1, ptr noundef nonnull %21)
  br label %34

34:                                               ; preds = %17, %17, %15, %20
  %35 = phi ptr [ %21, %20 ], [ null, %15 ], [ null, %17 ], [ null, %17 ]
  ret ptr %35
}

; Function Attrs: nounwind
define void @__mpiad_rev_irecv(ptr noundef %0) local_unnamed_addr #7 {
  %2 = load i32, ptr @n_pending, align 4, !tbaa !5
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %35

4:                                                ; preds = %1
  %5 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %6 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %7

7:                                                ; preds = %20, %4
  %8 = phi i32 [ %21, %20 ], [ %2, %4 ]
  %9 = phi i64 [ %22, %20 ], [ %6, %4 ]
  %10 = phi ptr [ %23, %20 ], [ %5, %4 ]
  %11 = phi i32 [ %24, %20 ], [ 0, %4 ]
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds ptr, ptr %10, i64 %12
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %16 = load i64, ptr %15, align 8, !tbaa !20
  %17 = icmp eq i64 %16, %9
  br i1 %17, label %26, label %18

18:                                               ; preds = %7
  %19 = add nsw i32 %11, 1
  br label %20

20:                                               ; preds = %26, %18
  %21 = phi i32 [ %8, %18 ], [ %34, %26 ]
  %22 = phi i64 [ %9, %18 ], [ %32, %26 ]
  %23 = phi ptr [ %10, %18 ], [ %33, %26 ]
  %24 = phi i32 [ %19, %18 ], [ 0, %26 ]
  %25 = icmp slt i32 %24, %21
  br i1 %25, label %7, label %35, !llvm.loop !26

26:                                               ; preds = %7
  %27 = add nsw i32 %8, -1
  store i32 %27, ptr @n_pending, align 4, !tbaa !5
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds ptr, ptr %10, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !15
  store ptr %30, ptr %13, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %14)
  %31 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %32 = add nsw i64 %31, -1
  store i64 %32, ptr @coll_seq, align 8, !tbaa !12
  %33 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %34 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %20

35:                                               ; preds = %20, %1
  %36 = icmp eq ptr %0, null
  br i1 %36, label %64, label %37

37:                                               ; preds = %35
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %39 = load i32, ptr %38, align 4, !tbaa !63
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %37
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.7, i64 noundef 0) #30
  unreachable

42:                                               ; preds = %37
  tail call fastcc void @chan_due(ptr noundef %0)
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %44 = tail call i32 @MPI_Wait(ptr noundef nonnull %43, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %46 = load i32, ptr %45, align 8, !tbaa !58
  %47 = icmp eq i32 %46, -1
  br i1 %47, label %61, label %48

48:                                               ; preds = %42
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %50 = load ptr, ptr %49, align 8, !tbaa !61
  %51 = icmp eq ptr %50, null
  br i1 %51, label %61, label %52

52:                                               ; preds = %48
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %54 = load i32, ptr %53, align 8, !tbaa !56
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !55
  %57 = sext i32 %54 to i64
  %58 = icmp eq i32 %56, 2
  %59 = select i1 %58, i64 2, i64 3
  %60 = shl nsw i64 %57, %59
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %50, i8 0, i64 %60, i1 false)
  br label %61

61:                                               ; preds = %52, %48, %42
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %63 = load ptr, ptr %62, align 8, !tbaa !64
  tail call void @free(ptr noundef %63) #27
  tail call void @free(ptr noundef nonnull %0) #27
  br label %64

64:                                               ; preds = %35, %61
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_wait(ptr noundef %0, ptr noundef writeonly captures(address) %1) local_unnamed_addr #7 {
  %3 = alloca %struct.MPI_Status, align 4
  %4 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #27
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #27
  %6 = icmp eq i32 %4, 738197504
  br i1 %6, label %9, label %7

7:                                                ; preds = %2
  %8 = call fastcc ptr @req_take(i32 noundef 0, i32 noundef %4)
  call fastcc void @fwd_complete(ptr noundef %8, ptr noundef nonnull %3)
  br label %9

9:                                                ; preds = %7, %2
  %10 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) %3, i64 20, i1 false), !tbaa.struct !37
  br label %12

12:                                               ; preds = %11, %9
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #27
  ret i32 %5
}

; Function Attrs: nounwind
define internal fastcc void @fwd_complete(ptr noundef %0, ptr noundef %1) unnamed_addr #7 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %97, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !5
  switch i32 %5, label %9 [
    i32 3, label %6
    i32 4, label %6
    i32 5, label %8
  ]

6:                                                ; preds = %4, %4
  tail call fastcc void @pers_fwd_finish(ptr noundef nonnull %0, ptr noundef %1)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i32 0, ptr %7, align 4, !tbaa !92
  br label %97

8:                                                ; preds = %4
  tail call fastcc void @icoll_fwd_complete(ptr noundef nonnull %0, i32 noundef 0)
  br label %97

9:                                                ; preds = %4
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %29, label %13

13:                                               ; preds = %9
  %14 = icmp eq i32 %5, 2
  br i1 %14, label %15, label %28

15:                                               ; preds = %13
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %25 = load i32, ptr %24, align 8, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  tail call fastcc void @freceived(i32 noundef %17, ptr noundef %19, ptr noundef %21, i32 noundef %23, i32 noundef %25, ptr noundef %27, ptr noundef %1, ptr noundef null)
  br label %28

28:                                               ; preds = %13, %15
  tail call void @free(ptr noundef nonnull %0) #27
  br label %97

29:                                               ; preds = %9
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %31 = tail call i32 @MPI_Wait(ptr noundef nonnull %30, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %32 = load i32, ptr %0, align 8, !tbaa !5
  %33 = icmp eq i32 %32, 2
  br i1 %33, label %34, label %92

34:                                               ; preds = %29
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %36 = load i32, ptr %35, align 4, !tbaa !38
  %37 = icmp eq i32 %36, -1
  br i1 %37, label %92, label %38

38:                                               ; preds = %34
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %42 = load ptr, ptr %41, align 8, !tbaa !18
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %46 = load i32, ptr %45, align 8, !tbaa !5
  %47 = icmp eq i32 %40, 2
  %48 = sext i32 %46 to i64
  %49 = select i1 %47, i64 2, i64 3
  %50 = shl nsw i64 %48, %49
  %51 = icmp ne ptr %42, null
  %52 = icmp sgt i32 %44, 0
  %53 = and i1 %51, %52
  br i1 %53, label %54, label %92

54:                                               ; preds = %38
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %56 = load ptr, ptr %55, align 8, !tbaa !15
  %57 = zext nneg i32 %44 to i64
  %58 = and i64 %57, 1
  %59 = icmp eq i32 %44, 1
  br i1 %59, label %84, label %60

60:                                               ; preds = %54
  %61 = and i64 %57, 2147483646
  br label %62

62:                                               ; preds = %77, %60
  %63 = phi i64 [ 0, %60 ], [ %78, %77 ]
  %64 = phi ptr [ %56, %60 ], [ %79, %77 ]
  %65 = phi i64 [ 0, %60 ], [ %80, %77 ]
  %66 = getelementptr inbounds nuw ptr, ptr %42, i64 %63
  %67 = load ptr, ptr %66, align 8, !tbaa !15
  %68 = icmp eq ptr %67, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %62
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %67, ptr align 1 %64, i64 %50, i1 false)
  br label %70

70:                                               ; preds = %69, %62
  %71 = getelementptr inbounds nuw i8, ptr %64, i64 %50
  %72 = getelementptr inbounds nuw ptr, ptr %42, i64 %63
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !15
  %75 = icmp eq ptr %74, null
  br i1 %75, label %77, label %76

76:                                               ; preds = %70
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %74, ptr align 1 %71, i64 %50, i1 false)
  br label %77

77:                                               ; preds = %76, %70
  %78 = add nuw nsw i64 %63, 2
  %79 = getelementptr inbounds nuw i8, ptr %71, i64 %50
  %80 = add i64 %65, 2
  %81 = icmp eq i64 %80, %61
  br i1 %81, label %82, label %62, !llvm.loop !41

82:                                               ; preds = %77
  %83 = icmp eq i64 %58, 0
  br i1 %83, label %92, label %84

84:                                               ; preds = %82, %54
  %85 = phi i64 [ 0, %54 ], [ %78, %82 ]
  %86 = phi ptr [ %56, %54 ], [ %79, %82 ]
  %87 = icmp ne i64 %58, 0
  tail call void @llvm.assume(i1 %87)
  %88 = getelementptr inbounds nuw ptr, ptr %42, i64 %85
  %89 = load ptr, ptr %88, align 8, !tbaa !15
  %90 = icmp eq ptr %89, null
  br i1 %90, label %92, label %91

91:                                               ; preds = %84
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %89, ptr align 1 %86, i64 %50, i1 false)
  br label %92

92:                                               ; preds = %82, %91, %84, %38, %34, %29
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %94 = load ptr, ptr %93, align 8, !tbaa !15
  tail call void @free(ptr noundef %94) #27
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %96 = load ptr, ptr %95, align 8, !tbaa !18
  tail call void @free(ptr noundef %96) #27
  tail call void @free(ptr noundef %0) #27
  br label %97

97:                                               ; preds = %2, %92, %28, %8, %6
  ret void
}

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc ptr @req_take(i32 noundef range(i32 0, 4) %0, i32 noundef range(i32 738197505, 738197504) %1) unnamed_addr #13 {
  %3 = load i64, ptr @req_cap, align 8, !tbaa !12
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %72, label %5

5:                                                ; preds = %2
  %6 = sext i32 %1 to i64
  %7 = mul i64 %6, -7046029254386353131
  %8 = urem i64 %7, %3
  %9 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %10 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %8
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !94
  %13 = icmp eq ptr %12, null
  br i1 %13, label %72, label %14

14:                                               ; preds = %5, %24
  %15 = phi ptr [ %29, %24 ], [ %12, %5 ]
  %16 = phi ptr [ %27, %24 ], [ %10, %5 ]
  %17 = phi i64 [ %26, %24 ], [ %8, %5 ]
  %18 = load i64, ptr %16, align 8, !tbaa !97
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %20, label %24

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !98
  %23 = icmp eq i32 %22, %0
  br i1 %23, label %31, label %24

24:                                               ; preds = %20, %14
  %25 = add nsw i64 %17, 1
  %26 = srem i64 %25, %3
  %27 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !94
  %30 = icmp eq ptr %29, null
  br i1 %30, label %72, label %14, !llvm.loop !99

31:                                               ; preds = %20
  %32 = icmp slt i64 %17, 0
  br i1 %32, label %72, label %33

33:                                               ; preds = %31
  %34 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %17
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 8
  %37 = load i32, ptr %36, align 8, !tbaa !98
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i64, ptr @req_count, i64 %38
  %40 = load i64, ptr %39, align 8, !tbaa !12
  %41 = add nsw i64 %40, -1
  store i64 %41, ptr %39, align 8, !tbaa !12
  %42 = load i64, ptr @req_used, align 8, !tbaa !12
  %43 = add nsw i64 %42, -1
  store i64 %43, ptr @req_used, align 8, !tbaa !12
  store ptr null, ptr %35, align 8, !tbaa !94
  %44 = add nuw nsw i64 %17, 1
  %45 = srem i64 %44, %3
  %46 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !94
  %49 = icmp eq ptr %48, null
  br i1 %49, label %72, label %50

50:                                               ; preds = %33, %50
  %51 = phi ptr [ %70, %50 ], [ %48, %33 ]
  %52 = phi ptr [ %69, %50 ], [ %47, %33 ]
  %53 = phi ptr [ %68, %50 ], [ %46, %33 ]
  %54 = phi i64 [ %66, %50 ], [ %45, %33 ]
  %55 = load i64, ptr %53, align 8, !tbaa !100
  %56 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %57 = load i32, ptr %56, align 8, !tbaa !5
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i64, ptr @req_count, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !12
  %61 = add nsw i64 %60, -1
  store i64 %61, ptr %59, align 8, !tbaa !12
  %62 = load i64, ptr @req_used, align 8, !tbaa !12
  %63 = add nsw i64 %62, -1
  store i64 %63, ptr @req_used, align 8, !tbaa !12
  store ptr null, ptr %52, align 8, !tbaa !94
  tail call fastcc void @req_insert(i64 noundef %55, i32 noundef %57, ptr noundef nonnull %51)
  %64 = add nuw nsw i64 %54, 1
  %65 = load i64, ptr @req_cap, align 8, !tbaa !12
  %66 = srem i64 %64, %65
  %67 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %68 = getelementptr inbounds nuw %struct.req_slot, ptr %67, i64 %66
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8, !tbaa !94
  %71 = icmp eq ptr %70, null
  br i1 %71, label %72, label %50, !llvm.loop !101

72:                                               ; preds = %24, %50, %33, %5, %2, %31
  %73 = phi ptr [ null, %31 ], [ %15, %33 ], [ null, %2 ], [ null, %5 ], [ %15, %50 ], [ null, %24 ]
  ret ptr %73
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_wait(ptr noundef %0, ptr noundef writeonly captures(address) %1) local_unnamed_addr #7 {
  %3 = alloca %struct.MPI_Status, align 4
  %4 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #27
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #27
  %6 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) %3, i64 20, i1 false), !tbaa.struct !37
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq i32 %4, 738197504
  br i1 %9, label %12, label %10

10:                                               ; preds = %8
  %11 = call fastcc ptr @req_take(i32 noundef 1, i32 noundef %4)
  call fastcc void @aug_complete(ptr noundef %11, ptr noundef nonnull %3)
  br label %12

12:                                               ; preds = %8, %10
  %13 = phi ptr [ %11, %10 ], [ null, %8 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #27
  ret ptr %13
}

; Function Attrs: nounwind
define internal fastcc void @aug_complete(ptr noundef %0, ptr noundef readonly captures(none) %1) unnamed_addr #7 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %66, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !53
  %6 = icmp eq i32 %5, 5
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call fastcc void @icoll_aug_complete(ptr noundef nonnull %0)
  br label %66

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %10 = load ptr, ptr %9, align 8, !tbaa !102
  %11 = icmp eq ptr %10, null
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  store i32 0, ptr %10, align 4, !tbaa !5
  %13 = load i32, ptr %0, align 8, !tbaa !53
  br label %14

14:                                               ; preds = %12, %8
  %15 = phi i32 [ %13, %12 ], [ %5, %8 ]
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %19 = load i32, ptr %18, align 8, !tbaa !58
  br label %25

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %23 = load <2 x i32>, ptr %21, align 4, !tbaa !5
  %24 = load i32, ptr %21, align 4, !tbaa !38
  store <2 x i32> %23, ptr %22, align 8, !tbaa !5
  br label %25

25:                                               ; preds = %17, %20
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ]
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 52
  store i32 1, ptr %27, align 4, !tbaa !63
  %28 = icmp eq i32 %26, -1
  br i1 %28, label %66, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %31 = load i32, ptr %30, align 8, !tbaa !83
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %66

33:                                               ; preds = %29
  %34 = tail call fastcc ptr @chan_of(ptr noundef nonnull %0)
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %36 = load i32, ptr %35, align 8, !tbaa !87
  %37 = getelementptr inbounds nuw i8, ptr %34, i64 24
  %38 = load i32, ptr %37, align 8, !tbaa !88
  %39 = icmp eq i32 %36, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %33
  store i32 0, ptr %35, align 8, !tbaa !87
  store i32 0, ptr %37, align 8, !tbaa !88
  br label %41

41:                                               ; preds = %40, %33
  %42 = phi i32 [ 0, %40 ], [ %38, %33 ]
  %43 = getelementptr inbounds nuw i8, ptr %34, i64 28
  %44 = load i32, ptr %43, align 4, !tbaa !103
  %45 = icmp eq i32 %42, %44
  br i1 %45, label %49, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !86
  br label %59

49:                                               ; preds = %41
  %50 = icmp eq i32 %42, 0
  %51 = shl nsw i32 %42, 1
  %52 = select i1 %50, i32 8, i32 %51
  store i32 %52, ptr %43, align 4, !tbaa !103
  %53 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %54 = load ptr, ptr %53, align 8, !tbaa !86
  %55 = sext i32 %52 to i64
  %56 = shl nsw i64 %55, 3
  %57 = tail call ptr @realloc(ptr noundef %54, i64 noundef %56) #32
  store ptr %57, ptr %53, align 8, !tbaa !86
  %58 = load i32, ptr %37, align 8, !tbaa !88
  br label %59

59:                                               ; preds = %49, %46
  %60 = phi i32 [ %42, %46 ], [ %58, %49 ]
  %61 = phi ptr [ %48, %46 ], [ %57, %49 ]
  %62 = add nsw i32 %60, 1
  store i32 %62, ptr %37, align 8, !tbaa !88
  %63 = sext i32 %60 to i64
  %64 = getelementptr inbounds ptr, ptr %61, i64 %63
  store ptr %0, ptr %64, align 8, !tbaa !15
  %65 = getelementptr inbounds nuw i8, ptr %34, i64 36
  store i32 0, ptr %65, align 4, !tbaa !84
  store i32 1, ptr %30, align 8, !tbaa !83
  br label %66

66:                                               ; preds = %59, %29, %25, %2, %7
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_wait(ptr noundef %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %50, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 8, !tbaa !53
  %5 = icmp eq i32 %4, 5
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call fastcc void @icoll_rev_ready(ptr noundef %0)
  br label %50

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 76
  store i32 1, ptr %8, align 4, !tbaa !89
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %10 = load i32, ptr %9, align 8, !tbaa !83
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %7
  tail call fastcc void @p2p_post(ptr noundef nonnull %0)
  br label %50

13:                                               ; preds = %7
  %14 = tail call fastcc ptr @chan_of(ptr noundef nonnull %0)
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 36
  %16 = load i32, ptr %15, align 4, !tbaa !84
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %29

18:                                               ; preds = %13
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !86
  %21 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %22 = load i32, ptr %21, align 8, !tbaa !87
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds ptr, ptr %20, i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %26 = load i32, ptr %25, align 8, !tbaa !88
  %27 = sub nsw i32 %26, %22
  %28 = sext i32 %27 to i64
  tail call void @qsort(ptr noundef %24, i64 noundef %28, i64 noundef 8, ptr noundef nonnull @by_ino_desc) #27
  store i32 1, ptr %15, align 4, !tbaa !84
  br label %29

29:                                               ; preds = %18, %13
  %30 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %31 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %32 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %33 = load i32, ptr %31, align 8, !tbaa !87
  %34 = load i32, ptr %32, align 8, !tbaa !88
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %50

36:                                               ; preds = %29, %45
  %37 = phi i32 [ %47, %45 ], [ %33, %29 ]
  %38 = load ptr, ptr %30, align 8, !tbaa !86
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds ptr, ptr %38, i64 %39
  %41 = load ptr, ptr %40, align 8, !tbaa !15
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 76
  %43 = load i32, ptr %42, align 4, !tbaa !89
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %50, label %45

45:                                               ; preds = %36
  %46 = add nsw i32 %37, 1
  store i32 %46, ptr %31, align 8, !tbaa !87
  tail call fastcc void @p2p_post(ptr noundef nonnull %41)
  %47 = load i32, ptr %31, align 8, !tbaa !87
  %48 = load i32, ptr %32, align 8, !tbaa !88
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %36, label %50, !llvm.loop !90

50:                                               ; preds = %45, %36, %29, %12, %1, %6
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @icoll_rev_ready(ptr noundef nonnull initializes((168, 176)) %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %3 = load i32, ptr %2, align 4, !tbaa !104
  %4 = icmp eq i32 %3, 2
  %5 = select i1 %4, i64 4, i64 8
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %7 = load i32, ptr %6, align 8, !tbaa !105
  switch i32 %7, label %32 [
    i32 8, label %8
    i32 1, label %14
    i32 7, label %14
  ]

8:                                                ; preds = %1
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %10 = load i32, ptr %9, align 8, !tbaa !106
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %12 = load i32, ptr %11, align 4, !tbaa !107
  %13 = icmp eq i32 %10, %12
  br label %14

14:                                               ; preds = %8, %1, %1
  %15 = phi i1 [ true, %1 ], [ %13, %8 ], [ true, %1 ]
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %17 = load i32, ptr %16, align 8, !tbaa !108
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %18, 1
  %20 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef %5) #31
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 168
  store ptr %20, ptr %21, align 8, !tbaa !109
  br i1 %15, label %22, label %86

22:                                               ; preds = %14
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %24 = load ptr, ptr %23, align 8, !tbaa !110
  %25 = icmp eq ptr %24, null
  br i1 %25, label %86, label %26

26:                                               ; preds = %22
  %27 = select i1 %4, i64 2, i64 3
  %28 = shl nsw i64 %18, %27
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr nonnull align 1 %24, i64 %28, i1 false)
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %24, i8 0, i64 %28, i1 false)
  %29 = load i32, ptr %16, align 8, !tbaa !108
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %30, 1
  br label %86

32:                                               ; preds = %1
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %34 = load i64, ptr %33, align 8, !tbaa !111
  %35 = add i64 %34, 1
  %36 = tail call noalias ptr @calloc(i64 noundef %35, i64 noundef %5) #31
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 168
  store ptr %36, ptr %37, align 8, !tbaa !109
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %39 = load i32, ptr %38, align 4, !tbaa !112
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %47

41:                                               ; preds = %32
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %44 = select i1 %4, i64 2, i64 3
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 104
  br label %51

47:                                               ; preds = %81, %32
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %49 = load i64, ptr %48, align 8, !tbaa !113
  %50 = add i64 %49, 1
  br label %86

51:                                               ; preds = %81, %41
  %52 = phi i32 [ %39, %41 ], [ %82, %81 ]
  %53 = phi i64 [ 0, %41 ], [ %83, %81 ]
  %54 = load ptr, ptr %42, align 8, !tbaa !110
  %55 = icmp eq ptr %54, null
  br i1 %55, label %81, label %56

56:                                               ; preds = %51
  %57 = load ptr, ptr %43, align 8, !tbaa !114
  %58 = getelementptr inbounds nuw i32, ptr %57, i64 %53
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = sext i32 %59 to i64
  %61 = shl nsw i64 %60, %44
  %62 = getelementptr inbounds nuw i8, ptr %54, i64 %61
  %63 = load ptr, ptr %37, align 8, !tbaa !109
  %64 = load ptr, ptr %45, align 8, !tbaa !115
  %65 = getelementptr inbounds nuw i32, ptr %64, i64 %53
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = shl nsw i64 %67, %44
  %69 = getelementptr inbounds nuw i8, ptr %63, i64 %68
  %70 = load ptr, ptr %46, align 8, !tbaa !116
  %71 = getelementptr inbounds nuw i32, ptr %70, i64 %53
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = sext i32 %72 to i64
  %74 = shl nsw i64 %73, %44
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr nonnull align 1 %62, i64 %74, i1 false)
  %75 = load ptr, ptr %46, align 8, !tbaa !116
  %76 = getelementptr inbounds nuw i32, ptr %75, i64 %53
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = shl nsw i64 %78, %44
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %62, i8 0, i64 %79, i1 false)
  %80 = load i32, ptr %38, align 4, !tbaa !112
  br label %81

81:                                               ; preds = %56, %51
  %82 = phi i32 [ %52, %51 ], [ %80, %56 ]
  %83 = add nuw nsw i64 %53, 1
  %84 = sext i32 %82 to i64
  %85 = icmp slt i64 %83, %84
  br i1 %85, label %51, label %47, !llvm.loop !117

86:                                               ; preds = %14, %22, %26, %47
  %87 = phi i64 [ %50, %47 ], [ %19, %22 ], [ %31, %26 ], [ %19, %14 ]
  %88 = tail call noalias ptr @calloc(i64 noundef %87, i64 noundef %5) #31
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 176
  store ptr %88, ptr %89, align 8, !tbaa !118
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 1, ptr %90, align 4, !tbaa !119
  %91 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %92 = load i32, ptr %91, align 4, !tbaa !120
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %142

94:                                               ; preds = %86
  %95 = load i32, ptr @n_pending, align 4, !tbaa !5
  %96 = load i32, ptr @cap_pending, align 4, !tbaa !5
  %97 = icmp eq i32 %95, %96
  %98 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br i1 %97, label %99, label %106

99:                                               ; preds = %94
  %100 = icmp eq i32 %95, 0
  %101 = shl nsw i32 %95, 1
  %102 = select i1 %100, i32 8, i32 %101
  store i32 %102, ptr @cap_pending, align 4, !tbaa !5
  %103 = sext i32 %102 to i64
  %104 = shl nsw i64 %103, 3
  %105 = tail call ptr @realloc(ptr noundef %98, i64 noundef %104) #32
  store ptr %105, ptr @coll_pending, align 8, !tbaa !18
  br label %106

106:                                              ; preds = %99, %94
  %107 = phi ptr [ %105, %99 ], [ %98, %94 ]
  %108 = add nsw i32 %95, 1
  store i32 %108, ptr @n_pending, align 4, !tbaa !5
  %109 = sext i32 %95 to i64
  %110 = getelementptr inbounds ptr, ptr %107, i64 %109
  store ptr %0, ptr %110, align 8, !tbaa !15
  %111 = icmp sgt i32 %95, -1
  br i1 %111, label %112, label %142

112:                                              ; preds = %106
  %113 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %114

114:                                              ; preds = %127, %112
  %115 = phi i32 [ %128, %127 ], [ %108, %112 ]
  %116 = phi i64 [ %129, %127 ], [ %113, %112 ]
  %117 = phi ptr [ %130, %127 ], [ %107, %112 ]
  %118 = phi i32 [ %131, %127 ], [ 0, %112 ]
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds ptr, ptr %117, i64 %119
  %121 = load ptr, ptr %120, align 8, !tbaa !15
  %122 = getelementptr inbounds nuw i8, ptr %121, i64 32
  %123 = load i64, ptr %122, align 8, !tbaa !20
  %124 = icmp eq i64 %123, %116
  br i1 %124, label %133, label %125

125:                                              ; preds = %114
  %126 = add nsw i32 %118, 1
  br label %127

127:                                              ; preds = %133, %125
  %128 = phi i32 [ %115, %125 ], [ %141, %133 ]
  %129 = phi i64 [ %116, %125 ], [ %139, %133 ]
  %130 = phi ptr [ %117, %125 ], [ %140, %133 ]
  %131 = phi i32 [ %126, %125 ], [ 0, %133 ]
  %132 = icmp slt i32 %131, %128
  br i1 %132, label %114, label %142, !llvm.loop !26

133:                                              ; preds = %114
  %134 = add nsw i32 %115, -1
  store i32 %134, ptr @n_pending, align 4, !tbaa !5
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds ptr, ptr %117, i64 %135
  %137 = load ptr, ptr %136, align 8, !tbaa !15
  store ptr %137, ptr %120, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %121)
  %138 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %139 = add nsw i64 %138, -1
  store i64 %139, ptr @coll_seq, align 8, !tbaa !12
  %140 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %141 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %127

142:                                              ; preds = %127, %106, %86
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #7 {
  %4 = alloca %struct.MPI_Status, align 4
  %5 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #27
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #27
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = icmp ne i32 %7, 0
  %9 = icmp ne i32 %5, 738197504
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = call fastcc ptr @req_take(i32 noundef 0, i32 noundef %5)
  call fastcc void @fwd_complete(ptr noundef %12, ptr noundef nonnull %4)
  br label %13

13:                                               ; preds = %11, %3
  %14 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  br i1 %14, label %16, label %15

15:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %4, i64 20, i1 false), !tbaa.struct !37
  br label %16

16:                                               ; preds = %15, %13
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #27
  ret i32 %6
}

declare i32 @MPI_Test(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #7 {
  %4 = alloca %struct.MPI_Status, align 4
  %5 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #27
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #27
  %7 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %4, i64 20, i1 false), !tbaa.struct !37
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  %12 = icmp eq i32 %5, 738197504
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %16, label %14

14:                                               ; preds = %9
  %15 = call fastcc ptr @req_take(i32 noundef 1, i32 noundef %5)
  call fastcc void @aug_complete(ptr noundef %15, ptr noundef nonnull %4)
  br label %16

16:                                               ; preds = %9, %14
  %17 = phi ptr [ %15, %14 ], [ null, %9 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #27
  ret ptr %17
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #7 {
  %5 = alloca %struct.MPI_Status, align 4
  %6 = add nsw i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #29
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %1, i64 %11, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %12 = call i32 @MPI_Waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5) #27
  %13 = load i32, ptr %2, align 4, !tbaa !5
  %14 = icmp eq i32 %13, -32766
  br i1 %14, label %22, label %15

15:                                               ; preds = %4
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %9, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp eq i32 %18, 738197504
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = call fastcc ptr @req_take(i32 noundef 0, i32 noundef %18)
  call fastcc void @fwd_complete(ptr noundef %21, ptr noundef nonnull %5)
  br label %22

22:                                               ; preds = %20, %15, %4
  %23 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  br i1 %23, label %25, label %24

24:                                               ; preds = %22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) %5, i64 20, i1 false), !tbaa.struct !37
  br label %25

25:                                               ; preds = %24, %22
  call void @free(ptr noundef %9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret i32 %12
}

declare i32 @MPI_Waitany(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #7 {
  %6 = alloca %struct.MPI_Status, align 4
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %1, i64 %12, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  %13 = call i32 @MPI_Testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %6) #27
  %14 = load i32, ptr %3, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %33, label %16

16:                                               ; preds = %5
  %17 = load i32, ptr %2, align 4, !tbaa !5
  %18 = icmp eq i32 %17, -32766
  br i1 %18, label %28, label %19

19:                                               ; preds = %16
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds i32, ptr %10, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = icmp eq i32 %22, 738197504
  br i1 %23, label %28, label %24

24:                                               ; preds = %19
  %25 = call fastcc ptr @req_take(i32 noundef 0, i32 noundef %22)
  call fastcc void @fwd_complete(ptr noundef %25, ptr noundef nonnull %6)
  %26 = load i32, ptr %3, align 4, !tbaa !5
  %27 = icmp ne i32 %26, 0
  br label %28

28:                                               ; preds = %24, %19, %16
  %29 = phi i1 [ %27, %24 ], [ true, %19 ], [ true, %16 ]
  %30 = icmp ne ptr %4, inttoptr (i64 1 to ptr)
  %31 = and i1 %30, %29
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %4, ptr noundef nonnull align 4 dereferenceable(20) %6, i64 20, i1 false), !tbaa.struct !37
  br label %33

33:                                               ; preds = %5, %32, %28
  call void @free(ptr noundef %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  ret i32 %13
}

declare i32 @MPI_Testany(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #7 {
  %5 = alloca %struct.MPI_Status, align 4
  %6 = add nsw i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #29
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %1, i64 %11, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %12 = call i32 @MPI_Waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5) #27
  %13 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  br i1 %13, label %15, label %14

14:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) %5, i64 20, i1 false), !tbaa.struct !37
  br label %15

15:                                               ; preds = %14, %4
  %16 = load i32, ptr %2, align 4, !tbaa !5
  %17 = icmp eq i32 %16, -32766
  br i1 %17, label %25, label %18

18:                                               ; preds = %15
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds i32, ptr %9, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp eq i32 %21, 738197504
  br i1 %22, label %25, label %23

23:                                               ; preds = %18
  %24 = call fastcc ptr @req_take(i32 noundef 1, i32 noundef %21)
  call fastcc void @aug_complete(ptr noundef %24, ptr noundef nonnull %5)
  br label %25

25:                                               ; preds = %23, %18, %15
  %26 = phi ptr [ %24, %23 ], [ null, %18 ], [ null, %15 ]
  call void @free(ptr noundef %9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret ptr %26
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #7 {
  %6 = alloca %struct.MPI_Status, align 4
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %1, i64 %12, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  %13 = call i32 @MPI_Testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %6) #27
  %14 = load i32, ptr %3, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = icmp ne ptr %4, inttoptr (i64 1 to ptr)
  %17 = and i1 %16, %15
  br i1 %17, label %18, label %20

18:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %4, ptr noundef nonnull align 4 dereferenceable(20) %6, i64 20, i1 false), !tbaa.struct !37
  %19 = load i32, ptr %3, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %18, %5
  %21 = phi i32 [ %19, %18 ], [ %14, %5 ]
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %33, label %23

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4, !tbaa !5
  %25 = icmp eq i32 %24, -32766
  br i1 %25, label %33, label %26

26:                                               ; preds = %23
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds i32, ptr %10, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = icmp eq i32 %29, 738197504
  br i1 %30, label %33, label %31

31:                                               ; preds = %26
  %32 = call fastcc ptr @req_take(i32 noundef 1, i32 noundef %29)
  call fastcc void @aug_complete(ptr noundef %32, ptr noundef nonnull %6)
  br label %33

33:                                               ; preds = %31, %26, %23, %20
  %34 = phi ptr [ %32, %31 ], [ null, %26 ], [ null, %23 ], [ null, %20 ]
  call void @free(ptr noundef %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  ret ptr %34
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #7 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 2
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #29
  %8 = mul nsw i64 %5, 20
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #29
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #27
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  %16 = zext nneg i32 %0 to i64
  br label %18

17:                                               ; preds = %30, %3
  tail call void @free(ptr noundef %7) #27
  tail call void @free(ptr noundef %9) #27
  ret i32 %12

18:                                               ; preds = %14, %30
  %19 = phi i64 [ 0, %14 ], [ %31, %30 ]
  %20 = getelementptr inbounds nuw i32, ptr %7, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp eq i32 %21, 738197504
  br i1 %22, label %26, label %23

23:                                               ; preds = %18
  %24 = tail call fastcc ptr @req_take(i32 noundef 0, i32 noundef %21)
  %25 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %19
  tail call fastcc void @fwd_complete(ptr noundef %24, ptr noundef %25)
  br label %26

26:                                               ; preds = %23, %18
  br i1 %15, label %30, label %27

27:                                               ; preds = %26
  %28 = getelementptr inbounds nuw %struct.MPI_Status, ptr %2, i64 %19
  %29 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %28, ptr noundef nonnull align 4 dereferenceable(20) %29, i64 20, i1 false), !tbaa.struct !37
  br label %30

30:                                               ; preds = %26, %27
  %31 = add nuw nsw i64 %19, 1
  %32 = icmp eq i64 %31, %16
  br i1 %32, label %17, label %18, !llvm.loop !121
}

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #7 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 2
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #29
  %8 = mul nsw i64 %5, 20
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #29
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #27
  %13 = shl nsw i64 %5, 3
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #29
  %15 = inttoptr i64 %10 to ptr
  store ptr %15, ptr %14, align 8, !tbaa !15
  %16 = icmp sgt i32 %0, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %3
  %18 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  %19 = zext nneg i32 %0 to i64
  br label %21

20:                                               ; preds = %32, %3
  tail call void @free(ptr noundef %7) #27
  tail call void @free(ptr noundef %9) #27
  ret ptr %14

21:                                               ; preds = %17, %32
  %22 = phi i64 [ 0, %17 ], [ %35, %32 ]
  br i1 %18, label %26, label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds nuw %struct.MPI_Status, ptr %2, i64 %22
  %25 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %22
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %24, ptr noundef nonnull align 4 dereferenceable(20) %25, i64 20, i1 false), !tbaa.struct !37
  br label %26

26:                                               ; preds = %23, %21
  %27 = getelementptr inbounds nuw i32, ptr %7, i64 %22
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = icmp eq i32 %28, 738197504
  br i1 %29, label %32, label %30

30:                                               ; preds = %26
  %31 = tail call fastcc ptr @req_take(i32 noundef 1, i32 noundef %28)
  br label %32

32:                                               ; preds = %26, %30
  %33 = phi ptr [ %31, %30 ], [ null, %26 ]
  %34 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %22
  tail call fastcc void @aug_complete(ptr noundef %33, ptr noundef %34)
  %35 = add nuw nsw i64 %22, 1
  %36 = getelementptr inbounds nuw ptr, ptr %14, i64 %35
  store ptr %33, ptr %36, align 8, !tbaa !15
  %37 = icmp eq i64 %35, %19
  br i1 %37, label %20, label %21, !llvm.loop !122
}

; Function Attrs: nounwind
define void @__mpiad_rev_waitall(ptr noundef captures(address_is_null) %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %17, label %3

3:                                                ; preds = %1
  %4 = load ptr, ptr %0, align 8, !tbaa !15
  %5 = ptrtoint ptr %4 to i64
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = and i64 %5, 2147483647
  br label %11

10:                                               ; preds = %11, %3
  tail call void @free(ptr noundef nonnull %0) #27
  br label %17

11:                                               ; preds = %8, %11
  %12 = phi i64 [ %9, %8 ], [ %13, %11 ]
  %13 = add nsw i64 %12, -1
  %14 = getelementptr inbounds nuw ptr, ptr %0, i64 %12
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  tail call void @__mpiad_rev_wait(ptr noundef %15)
  %16 = icmp samesign ugt i64 %12, 1
  br i1 %16, label %11, label %10, !llvm.loop !123

17:                                               ; preds = %1, %10
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #7 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 2
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #29
  %9 = mul nsw i64 %6, 20
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #27
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = icmp sgt i32 %0, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %36

18:                                               ; preds = %4
  %19 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  %20 = zext nneg i32 %0 to i64
  br label %21

21:                                               ; preds = %18, %33
  %22 = phi i64 [ 0, %18 ], [ %34, %33 ]
  %23 = getelementptr inbounds nuw i32, ptr %8, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = icmp eq i32 %24, 738197504
  br i1 %25, label %29, label %26

26:                                               ; preds = %21
  %27 = tail call fastcc ptr @req_take(i32 noundef 0, i32 noundef %24)
  %28 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %22
  tail call fastcc void @fwd_complete(ptr noundef %27, ptr noundef %28)
  br label %29

29:                                               ; preds = %26, %21
  br i1 %19, label %33, label %30

30:                                               ; preds = %29
  %31 = getelementptr inbounds nuw %struct.MPI_Status, ptr %3, i64 %22
  %32 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %22
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %31, ptr noundef nonnull align 4 dereferenceable(20) %32, i64 20, i1 false), !tbaa.struct !37
  br label %33

33:                                               ; preds = %29, %30
  %34 = add nuw nsw i64 %22, 1
  %35 = icmp eq i64 %34, %20
  br i1 %35, label %36, label %21, !llvm.loop !124

36:                                               ; preds = %33, %4
  tail call void @free(ptr noundef %8) #27
  tail call void @free(ptr noundef %10) #27
  ret i32 %13
}

declare i32 @MPI_Testall(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #7 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 2
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #29
  %9 = mul nsw i64 %6, 20
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #27
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %41, label %16

16:                                               ; preds = %4
  %17 = shl nsw i64 %6, 3
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #29
  %19 = inttoptr i64 %11 to ptr
  store ptr %19, ptr %18, align 8, !tbaa !15
  %20 = icmp sgt i32 %0, 0
  br i1 %20, label %21, label %41

21:                                               ; preds = %16
  %22 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  %23 = zext nneg i32 %0 to i64
  br label %24

24:                                               ; preds = %21, %35
  %25 = phi i64 [ 0, %21 ], [ %38, %35 ]
  br i1 %22, label %29, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds nuw %struct.MPI_Status, ptr %3, i64 %25
  %28 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %25
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %27, ptr noundef nonnull align 4 dereferenceable(20) %28, i64 20, i1 false), !tbaa.struct !37
  br label %29

29:                                               ; preds = %26, %24
  %30 = getelementptr inbounds nuw i32, ptr %8, i64 %25
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = icmp eq i32 %31, 738197504
  br i1 %32, label %35, label %33

33:                                               ; preds = %29
  %34 = tail call fastcc ptr @req_take(i32 noundef 1, i32 noundef %31)
  br label %35

35:                                               ; preds = %29, %33
  %36 = phi ptr [ %34, %33 ], [ null, %29 ]
  %37 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %25
  tail call fastcc void @aug_complete(ptr noundef %36, ptr noundef %37)
  %38 = add nuw nsw i64 %25, 1
  %39 = getelementptr inbounds nuw ptr, ptr %18, i64 %38
  store ptr %36, ptr %39, align 8, !tbaa !15
  %40 = icmp eq i64 %38, %23
  br i1 %40, label %41, label %24, !llvm.loop !125

41:                                               ; preds = %35, %16, %4
  %42 = phi ptr [ null, %4 ], [ %18, %16 ], [ %18, %35 ]
  tail call void @free(ptr noundef %8) #27
  tail call void @free(ptr noundef %10) #27
  ret ptr %42
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #7 {
  %6 = tail call fastcc i32 @fwd_some(i32 noundef 0, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret i32 %6
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_some(i32 noundef range(i32 0, 2) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef writeonly captures(address) %5) unnamed_addr #7 {
  %7 = add nsw i32 %1, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = mul nsw i64 %8, 20
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #29
  %13 = sext i32 %1 to i64
  %14 = shl nsw i64 %13, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %2, i64 %14, i1 false)
  %15 = icmp eq i32 %0, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %6
  %17 = tail call i32 @MPI_Testsome(i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %12) #27
  br label %20

18:                                               ; preds = %6
  %19 = tail call i32 @MPI_Waitsome(i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %12) #27
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  %22 = load i32, ptr %3, align 4, !tbaa !5
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %46

24:                                               ; preds = %20
  %25 = icmp eq ptr %5, inttoptr (i64 1 to ptr)
  br label %26

26:                                               ; preds = %24, %41
  %27 = phi i64 [ 0, %24 ], [ %42, %41 ]
  %28 = getelementptr inbounds nuw i32, ptr %4, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %10, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = icmp eq i32 %32, 738197504
  br i1 %33, label %37, label %34

34:                                               ; preds = %26
  %35 = tail call fastcc ptr @req_take(i32 noundef 0, i32 noundef %32)
  %36 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %27
  tail call fastcc void @fwd_complete(ptr noundef %35, ptr noundef %36)
  br label %37

37:                                               ; preds = %34, %26
  br i1 %25, label %41, label %38

38:                                               ; preds = %37
  %39 = getelementptr inbounds nuw %struct.MPI_Status, ptr %5, i64 %27
  %40 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %39, ptr noundef nonnull align 4 dereferenceable(20) %40, i64 20, i1 false), !tbaa.struct !37
  br label %41

41:                                               ; preds = %38, %37
  %42 = add nuw nsw i64 %27, 1
  %43 = load i32, ptr %3, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = icmp slt i64 %42, %44
  br i1 %45, label %26, label %46, !llvm.loop !126

46:                                               ; preds = %41, %20
  tail call void @free(ptr noundef %10) #27
  tail call void @free(ptr noundef %12) #27
  ret i32 %21
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #7 {
  %6 = tail call fastcc i32 @fwd_some(i32 noundef 1, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret i32 %6
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #7 {
  %6 = tail call fastcc ptr @aug_some(i32 noundef 0, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret ptr %6
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_some(i32 noundef range(i32 0, 2) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef writeonly captures(address) %5) unnamed_addr #7 {
  %7 = add nsw i32 %1, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = mul nsw i64 %8, 20
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #29
  %13 = sext i32 %1 to i64
  %14 = shl nsw i64 %13, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %2, i64 %14, i1 false)
  %15 = icmp eq i32 %0, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %6
  %17 = tail call i32 @MPI_Testsome(i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %12) #27
  br label %20

18:                                               ; preds = %6
  %19 = tail call i32 @MPI_Waitsome(i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %12) #27
  br label %20

20:                                               ; preds = %18, %16
  %21 = load i32, ptr %3, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %53

23:                                               ; preds = %20
  %24 = add nuw nsw i32 %21, 1
  %25 = zext nneg i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 3
  %27 = tail call noalias ptr @malloc(i64 noundef %26) #29
  %28 = zext nneg i32 %21 to i64
  %29 = inttoptr i64 %28 to ptr
  store ptr %29, ptr %27, align 8, !tbaa !15
  %30 = icmp eq ptr %5, inttoptr (i64 1 to ptr)
  br label %31

31:                                               ; preds = %23, %45
  %32 = phi i64 [ 0, %23 ], [ %48, %45 ]
  %33 = getelementptr inbounds nuw i32, ptr %4, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  br i1 %30, label %38, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw %struct.MPI_Status, ptr %5, i64 %32
  %37 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %36, ptr noundef nonnull align 4 dereferenceable(20) %37, i64 20, i1 false), !tbaa.struct !37
  br label %38

38:                                               ; preds = %35, %31
  %39 = sext i32 %34 to i64
  %40 = getelementptr inbounds i32, ptr %10, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = icmp eq i32 %41, 738197504
  br i1 %42, label %45, label %43

43:                                               ; preds = %38
  %44 = tail call fastcc ptr @req_take(i32 noundef 1, i32 noundef %41)
  br label %45

45:                                               ; preds = %38, %43
  %46 = phi ptr [ %44, %43 ], [ null, %38 ]
  %47 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %32
  tail call fastcc void @aug_complete(ptr noundef %46, ptr noundef %47)
  %48 = add nuw nsw i64 %32, 1
  %49 = getelementptr inbounds nuw ptr, ptr %27, i64 %48
  store ptr %46, ptr %49, align 8, !tbaa !15
  %50 = load i32, ptr %3, align 4, !tbaa !5
  %51 = sext i32 %50 to i64
  %52 = icmp slt i64 %48, %51
  br i1 %52, label %31, label %53, !llvm.loop !127

53:                                               ; preds = %45, %20
  %54 = phi ptr [ null, %20 ], [ %27, %45 ]
  tail call void @free(ptr noundef %10) #27
  tail call void @free(ptr noundef %12) #27
  ret ptr %54
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #7 {
  %6 = tail call fastcc ptr @aug_some(i32 noundef 1, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret ptr %6
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_request_get_status(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #7 {
  %4 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #27
  %5 = call i32 @MPI_Request_get_status(i32 noundef %0, ptr noundef %1, ptr noundef nonnull %4) #27
  %6 = load i32, ptr %1, align 4, !tbaa !5
  %7 = icmp ne i32 %6, 0
  %8 = icmp ne i32 %0, 738197504
  %9 = and i1 %8, %7
  br i1 %9, label %10, label %38

10:                                               ; preds = %3
  %11 = call fastcc ptr @req_take(i32 noundef 0, i32 noundef %0)
  %12 = icmp eq ptr %11, null
  br i1 %12, label %38, label %13

13:                                               ; preds = %10
  %14 = load i32, ptr %11, align 8, !tbaa !5
  switch i32 %14, label %17 [
    i32 5, label %15
    i32 4, label %16
  ]

15:                                               ; preds = %13
  call fastcc void @icoll_fwd_complete(ptr noundef nonnull %11, i32 noundef 1)
  br label %36

16:                                               ; preds = %13
  call fastcc void @pers_fwd_finish(ptr noundef %11, ptr noundef nonnull %4)
  br label %36

17:                                               ; preds = %13
  %18 = getelementptr inbounds nuw i8, ptr %11, i64 52
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp ne i32 %19, 0
  %21 = icmp eq i32 %14, 2
  %22 = and i1 %21, %20
  br i1 %22, label %23, label %36

23:                                               ; preds = %17
  %24 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr %11, i64 56
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  %28 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !18
  %30 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %33 = load i32, ptr %32, align 8, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %35 = load ptr, ptr %34, align 8, !tbaa !15
  call fastcc void @freceived(i32 noundef %25, ptr noundef %27, ptr noundef %29, i32 noundef %31, i32 noundef %33, ptr noundef %35, ptr noundef nonnull %4, ptr noundef null)
  br label %36

36:                                               ; preds = %16, %23, %17, %15
  %37 = sext i32 %0 to i64
  call fastcc void @req_insert(i64 noundef %37, i32 noundef 0, ptr noundef nonnull %11)
  br label %38

38:                                               ; preds = %10, %36, %3
  %39 = load i32, ptr %1, align 4, !tbaa !5
  %40 = icmp ne i32 %39, 0
  %41 = icmp ne ptr %2, inttoptr (i64 1 to ptr)
  %42 = and i1 %41, %40
  br i1 %42, label %43, label %44

43:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %4, i64 20, i1 false), !tbaa.struct !37
  br label %44

44:                                               ; preds = %43, %38
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #27
  ret i32 %5
}

declare i32 @MPI_Request_get_status(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @icoll_fwd_complete(ptr noundef %0, i32 noundef range(i32 0, 2) %1) unnamed_addr #7 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !128
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !130
  %7 = icmp eq i32 %4, 2
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 296
  %9 = load i32, ptr %8, align 8, !tbaa !131
  %10 = icmp eq i32 %9, 738197504
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = tail call i32 @MPI_Wait(ptr noundef nonnull %8, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  br label %13

13:                                               ; preds = %11, %2
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !132
  switch i32 %15, label %171 [
    i32 0, label %16
    i32 1, label %110
  ]

16:                                               ; preds = %13
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %19 = load i32, ptr %18, align 4, !tbaa !112
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %354

21:                                               ; preds = %16
  %22 = load i32, ptr %17, align 8, !tbaa !133
  %23 = add nsw i32 %22, %6
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %26 = sext i32 %23 to i64
  %27 = select i1 %7, i64 2, i64 3
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %32 = icmp sgt i32 %6, 0
  %33 = zext i32 %6 to i64
  %34 = and i64 %33, 1
  %35 = icmp eq i32 %6, 1
  %36 = and i64 %33, 2147483646
  %37 = icmp eq i64 %34, 0
  %38 = icmp ne i64 %34, 0
  br label %39

39:                                               ; preds = %21, %105
  %40 = phi i64 [ 0, %21 ], [ %106, %105 ]
  %41 = load i32, ptr %17, align 8, !tbaa !133
  %42 = load ptr, ptr %24, align 8, !tbaa !134
  %43 = load ptr, ptr %25, align 8, !tbaa !115
  %44 = getelementptr inbounds nuw i32, ptr %43, i64 %40
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %46, %26
  %48 = shl i64 %47, %27
  %49 = getelementptr inbounds nuw i8, ptr %42, i64 %48
  %50 = load ptr, ptr %28, align 8, !tbaa !135
  %51 = load ptr, ptr %29, align 8, !tbaa !136
  %52 = load ptr, ptr %30, align 8, !tbaa !116
  %53 = getelementptr inbounds nuw i32, ptr %52, i64 %40
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = load ptr, ptr %31, align 8, !tbaa !114
  %56 = getelementptr inbounds nuw i32, ptr %55, i64 %40
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = sext i32 %57 to i64
  %59 = sext i32 %54 to i64
  %60 = shl nsw i64 %59, %27
  %61 = shl nsw i64 %58, %27
  %62 = icmp eq i32 %41, 0
  br i1 %62, label %69, label %63

63:                                               ; preds = %39
  %64 = icmp eq ptr %50, null
  br i1 %64, label %67, label %65

65:                                               ; preds = %63
  %66 = getelementptr inbounds nuw i8, ptr %50, i64 %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %66, ptr readonly align 1 %49, i64 %60, i1 false)
  br label %67

67:                                               ; preds = %65, %63
  %68 = getelementptr inbounds nuw i8, ptr %49, i64 %60
  br label %69

69:                                               ; preds = %67, %39
  %70 = phi ptr [ %68, %67 ], [ %49, %39 ]
  %71 = icmp ne ptr %51, null
  %72 = and i1 %32, %71
  br i1 %72, label %73, label %105

73:                                               ; preds = %69
  br i1 %35, label %97, label %74

74:                                               ; preds = %73, %91
  %75 = phi i64 [ %92, %91 ], [ 0, %73 ]
  %76 = phi ptr [ %93, %91 ], [ %70, %73 ]
  %77 = phi i64 [ %94, %91 ], [ 0, %73 ]
  %78 = getelementptr inbounds nuw ptr, ptr %51, i64 %75
  %79 = load ptr, ptr %78, align 8, !tbaa !15
  %80 = icmp eq ptr %79, null
  br i1 %80, label %83, label %81

81:                                               ; preds = %74
  %82 = getelementptr inbounds nuw i8, ptr %79, i64 %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %82, ptr align 1 %76, i64 %60, i1 false)
  br label %83

83:                                               ; preds = %81, %74
  %84 = getelementptr inbounds nuw i8, ptr %76, i64 %60
  %85 = getelementptr inbounds nuw ptr, ptr %51, i64 %75
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !15
  %88 = icmp eq ptr %87, null
  br i1 %88, label %91, label %89

89:                                               ; preds = %83
  %90 = getelementptr inbounds nuw i8, ptr %87, i64 %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %90, ptr align 1 %84, i64 %60, i1 false)
  br label %91

91:                                               ; preds = %89, %83
  %92 = add nuw nsw i64 %75, 2
  %93 = getelementptr inbounds nuw i8, ptr %84, i64 %60
  %94 = add i64 %77, 2
  %95 = icmp eq i64 %94, %36
  br i1 %95, label %96, label %74, !llvm.loop !41

96:                                               ; preds = %91
  br i1 %37, label %105, label %97

97:                                               ; preds = %96, %73
  %98 = phi i64 [ 0, %73 ], [ %92, %96 ]
  %99 = phi ptr [ %70, %73 ], [ %93, %96 ]
  tail call void @llvm.assume(i1 %38)
  %100 = getelementptr inbounds nuw ptr, ptr %51, i64 %98
  %101 = load ptr, ptr %100, align 8, !tbaa !15
  %102 = icmp eq ptr %101, null
  br i1 %102, label %105, label %103

103:                                              ; preds = %97
  %104 = getelementptr inbounds nuw i8, ptr %101, i64 %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %104, ptr align 1 %99, i64 %60, i1 false)
  br label %105

105:                                              ; preds = %96, %103, %97, %69
  %106 = add nuw nsw i64 %40, 1
  %107 = load i32, ptr %18, align 4, !tbaa !112
  %108 = sext i32 %107 to i64
  %109 = icmp slt i64 %106, %108
  br i1 %109, label %39, label %354, !llvm.loop !137

110:                                              ; preds = %13
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %112 = load i32, ptr %111, align 4, !tbaa !112
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %354, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %116 = load ptr, ptr %115, align 8, !tbaa !134
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %118 = load ptr, ptr %117, align 8, !tbaa !135
  %119 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %120 = load ptr, ptr %119, align 8, !tbaa !136
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %122 = load i32, ptr %121, align 8, !tbaa !108
  %123 = sext i32 %122 to i64
  %124 = icmp sgt i32 %122, 0
  br i1 %124, label %125, label %354

125:                                              ; preds = %114
  %126 = add nsw i32 %6, 1
  %127 = icmp eq ptr %118, null
  %128 = sext i32 %126 to i64
  %129 = icmp eq i32 %4, 1
  %130 = icmp eq ptr %120, null
  %131 = icmp slt i32 %6, 1
  %132 = or i1 %131, %130
  %133 = zext nneg i32 %6 to i64
  br label %134

134:                                              ; preds = %168, %125
  %135 = phi i64 [ 0, %125 ], [ %169, %168 ]
  br i1 %127, label %146, label %136

136:                                              ; preds = %134
  %137 = mul nsw i64 %135, %128
  br i1 %129, label %138, label %142

138:                                              ; preds = %136
  %139 = getelementptr inbounds double, ptr %116, i64 %137
  %140 = load double, ptr %139, align 8, !tbaa !32
  %141 = getelementptr inbounds nuw double, ptr %118, i64 %135
  store double %140, ptr %141, align 8, !tbaa !32
  br label %146

142:                                              ; preds = %136
  %143 = getelementptr inbounds float, ptr %116, i64 %137
  %144 = load float, ptr %143, align 4, !tbaa !27
  %145 = getelementptr inbounds nuw float, ptr %118, i64 %135
  store float %144, ptr %145, align 4, !tbaa !27
  br label %146

146:                                              ; preds = %142, %138, %134
  br i1 %132, label %168, label %147

147:                                              ; preds = %146
  %148 = mul nuw nsw i64 %135, %128
  %149 = add nuw nsw i64 %148, 1
  br label %150

150:                                              ; preds = %165, %147
  %151 = phi i64 [ 0, %147 ], [ %166, %165 ]
  %152 = getelementptr inbounds nuw ptr, ptr %120, i64 %151
  %153 = load ptr, ptr %152, align 8, !tbaa !15
  %154 = icmp eq ptr %153, null
  br i1 %154, label %165, label %155

155:                                              ; preds = %150
  %156 = add nuw nsw i64 %149, %151
  br i1 %129, label %157, label %161

157:                                              ; preds = %155
  %158 = getelementptr inbounds nuw double, ptr %116, i64 %156
  %159 = load double, ptr %158, align 8, !tbaa !32
  %160 = getelementptr inbounds nuw double, ptr %153, i64 %135
  store double %159, ptr %160, align 8, !tbaa !32
  br label %165

161:                                              ; preds = %155
  %162 = getelementptr inbounds nuw float, ptr %116, i64 %156
  %163 = load float, ptr %162, align 4, !tbaa !27
  %164 = getelementptr inbounds nuw float, ptr %153, i64 %135
  store float %163, ptr %164, align 4, !tbaa !27
  br label %165

165:                                              ; preds = %161, %157, %150
  %166 = add nuw nsw i64 %151, 1
  %167 = icmp eq i64 %166, %133
  br i1 %167, label %168, label %150, !llvm.loop !138

168:                                              ; preds = %165, %146
  %169 = add nuw nsw i64 %135, 1
  %170 = icmp eq i64 %169, %123
  br i1 %170, label %354, label %134, !llvm.loop !139

171:                                              ; preds = %13
  %172 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %173 = load i32, ptr %172, align 4, !tbaa !112
  %174 = icmp eq i32 %173, 0
  br i1 %174, label %354, label %175

175:                                              ; preds = %171
  %176 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %177 = load ptr, ptr %176, align 8, !tbaa !136
  %178 = icmp eq ptr %177, null
  br i1 %178, label %354, label %179

179:                                              ; preds = %175
  %180 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %181 = load i32, ptr %180, align 8, !tbaa !108
  %182 = sext i32 %181 to i64
  %183 = add nsw i32 %6, 1
  %184 = sext i32 %183 to i64
  %185 = mul nsw i64 %182, %184
  %186 = icmp sgt i32 %6, 0
  br i1 %186, label %187, label %354

187:                                              ; preds = %179
  %188 = icmp slt i32 %181, 1
  %189 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %190 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %191 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %192 = icmp eq i32 %4, 1
  %193 = zext nneg i32 %6 to i64
  br label %194

194:                                              ; preds = %187, %351
  %195 = phi i64 [ 0, %187 ], [ %352, %351 ]
  %196 = getelementptr inbounds nuw ptr, ptr %177, i64 %195
  %197 = load ptr, ptr %196, align 8, !tbaa !15
  %198 = icmp eq ptr %197, null
  %199 = select i1 %198, i1 true, i1 %188
  br i1 %199, label %200, label %202

200:                                              ; preds = %194
  %201 = add nuw nsw i64 %195, 1
  br label %351

202:                                              ; preds = %194
  %203 = load i32, ptr %189, align 4, !tbaa !140
  %204 = icmp sgt i32 %203, 0
  %205 = zext i32 %203 to i64
  %206 = icmp sgt i32 %203, 1
  %207 = add nuw nsw i64 %195, 1
  %208 = mul nuw nsw i64 %207, %182
  %209 = and i64 %205, 1
  %210 = icmp eq i32 %203, 1
  %211 = and i64 %205, 2147483646
  %212 = icmp eq i64 %209, 0
  %213 = icmp ne i64 %209, 0
  br label %214

214:                                              ; preds = %202, %230
  %215 = phi i64 [ 0, %202 ], [ %231, %230 ]
  br i1 %204, label %216, label %223

216:                                              ; preds = %214
  %217 = load i32, ptr %190, align 4, !tbaa !141
  %218 = load ptr, ptr %191, align 8, !tbaa !134
  %219 = getelementptr inbounds nuw float, ptr %218, i64 %215
  %220 = getelementptr inbounds nuw double, ptr %218, i64 %215
  %221 = icmp eq i32 %217, 3
  %222 = add nuw nsw i64 %215, %208
  br label %233

223:                                              ; preds = %346, %214
  %224 = phi double [ 0.000000e+00, %214 ], [ %348, %346 ]
  br i1 %192, label %225, label %227

225:                                              ; preds = %223
  %226 = getelementptr inbounds nuw double, ptr %197, i64 %215
  store double %224, ptr %226, align 8, !tbaa !32
  br label %230

227:                                              ; preds = %223
  %228 = fptrunc double %224 to float
  %229 = getelementptr inbounds nuw float, ptr %197, i64 %215
  store float %228, ptr %229, align 4, !tbaa !27
  br label %230

230:                                              ; preds = %225, %227
  %231 = add nuw nsw i64 %215, 1
  %232 = icmp eq i64 %231, %182
  br i1 %232, label %351, label %214, !llvm.loop !142

233:                                              ; preds = %216, %346
  %234 = phi i64 [ 0, %216 ], [ %349, %346 ]
  %235 = phi double [ 0.000000e+00, %216 ], [ %348, %346 ]
  switch i32 %217, label %277 [
    i32 1, label %335
    i32 2, label %236
  ]

236:                                              ; preds = %233
  br i1 %210, label %318, label %237

237:                                              ; preds = %236, %272
  %238 = phi i64 [ %274, %272 ], [ 0, %236 ]
  %239 = phi double [ %273, %272 ], [ 1.000000e+00, %236 ]
  %240 = phi i64 [ %275, %272 ], [ 0, %236 ]
  %241 = icmp eq i64 %238, %234
  br i1 %241, label %255, label %242

242:                                              ; preds = %237
  %243 = mul nuw nsw i64 %238, %185
  %244 = add nuw nsw i64 %243, %215
  br i1 %192, label %245, label %248

245:                                              ; preds = %242
  %246 = getelementptr inbounds nuw double, ptr %218, i64 %244
  %247 = load double, ptr %246, align 8, !tbaa !32
  br label %252

248:                                              ; preds = %242
  %249 = getelementptr inbounds nuw float, ptr %218, i64 %244
  %250 = load float, ptr %249, align 4, !tbaa !27
  %251 = fpext float %250 to double
  br label %252

252:                                              ; preds = %248, %245
  %253 = phi double [ %247, %245 ], [ %251, %248 ]
  %254 = fmul double %239, %253
  br label %255

255:                                              ; preds = %252, %237
  %256 = phi double [ %254, %252 ], [ %239, %237 ]
  %257 = or disjoint i64 %238, 1
  %258 = icmp eq i64 %257, %234
  br i1 %258, label %272, label %259

259:                                              ; preds = %255
  %260 = mul nuw nsw i64 %257, %185
  %261 = add nuw nsw i64 %260, %215
  br i1 %192, label %266, label %262

262:                                              ; preds = %259
  %263 = getelementptr inbounds nuw float, ptr %218, i64 %261
  %264 = load float, ptr %263, align 4, !tbaa !27
  %265 = fpext float %264 to double
  br label %269

266:                                              ; preds = %259
  %267 = getelementptr inbounds nuw double, ptr %218, i64 %261
  %268 = load double, ptr %267, align 8, !tbaa !32
  br label %269

269:                                              ; preds = %266, %262
  %270 = phi double [ %268, %266 ], [ %265, %262 ]
  %271 = fmul double %256, %270
  br label %272

272:                                              ; preds = %269, %255
  %273 = phi double [ %271, %269 ], [ %256, %255 ]
  %274 = add nuw nsw i64 %238, 2
  %275 = add i64 %240, 2
  %276 = icmp eq i64 %275, %211
  br i1 %276, label %317, label %237, !llvm.loop !143

277:                                              ; preds = %233
  br i1 %192, label %278, label %280

278:                                              ; preds = %277
  %279 = load double, ptr %220, align 8, !tbaa !32
  br label %283

280:                                              ; preds = %277
  %281 = load float, ptr %219, align 4, !tbaa !27
  %282 = fpext float %281 to double
  br label %283

283:                                              ; preds = %280, %278
  %284 = phi double [ %279, %278 ], [ %282, %280 ]
  br i1 %206, label %291, label %287

285:                                              ; preds = %312
  %286 = zext i32 %313 to i64
  br label %287

287:                                              ; preds = %285, %283
  %288 = phi i64 [ 0, %283 ], [ %286, %285 ]
  %289 = icmp eq i64 %288, %234
  %290 = select i1 %289, double 1.000000e+00, double 0.000000e+00
  br label %335

291:                                              ; preds = %283, %312
  %292 = phi i64 [ %315, %312 ], [ 1, %283 ]
  %293 = phi double [ %314, %312 ], [ %284, %283 ]
  %294 = phi i32 [ %313, %312 ], [ 0, %283 ]
  %295 = mul nuw nsw i64 %292, %185
  %296 = add nuw nsw i64 %295, %215
  br i1 %192, label %297, label %300

297:                                              ; preds = %291
  %298 = getelementptr inbounds nuw double, ptr %218, i64 %296
  %299 = load double, ptr %298, align 8, !tbaa !32
  br label %304

300:                                              ; preds = %291
  %301 = getelementptr inbounds nuw float, ptr %218, i64 %296
  %302 = load float, ptr %301, align 4, !tbaa !27
  %303 = fpext float %302 to double
  br label %304

304:                                              ; preds = %300, %297
  %305 = phi double [ %299, %297 ], [ %303, %300 ]
  br i1 %221, label %306, label %308

306:                                              ; preds = %304
  %307 = fcmp olt double %305, %293
  br i1 %307, label %310, label %312

308:                                              ; preds = %304
  %309 = fcmp ogt double %305, %293
  br i1 %309, label %310, label %312

310:                                              ; preds = %308, %306
  %311 = trunc nuw nsw i64 %292 to i32
  br label %312

312:                                              ; preds = %310, %308, %306
  %313 = phi i32 [ %311, %310 ], [ %294, %306 ], [ %294, %308 ]
  %314 = phi double [ %305, %310 ], [ %293, %306 ], [ %293, %308 ]
  %315 = add nuw nsw i64 %292, 1
  %316 = icmp eq i64 %315, %205
  br i1 %316, label %285, label %291, !llvm.loop !144

317:                                              ; preds = %272
  br i1 %212, label %335, label %318

318:                                              ; preds = %317, %236
  %319 = phi i64 [ 0, %236 ], [ %274, %317 ]
  %320 = phi double [ 1.000000e+00, %236 ], [ %273, %317 ]
  tail call void @llvm.assume(i1 %213)
  %321 = icmp eq i64 %319, %234
  br i1 %321, label %335, label %322

322:                                              ; preds = %318
  %323 = mul nuw nsw i64 %319, %185
  %324 = add nuw nsw i64 %323, %215
  br i1 %192, label %329, label %325

325:                                              ; preds = %322
  %326 = getelementptr inbounds nuw float, ptr %218, i64 %324
  %327 = load float, ptr %326, align 4, !tbaa !27
  %328 = fpext float %327 to double
  br label %332

329:                                              ; preds = %322
  %330 = getelementptr inbounds nuw double, ptr %218, i64 %324
  %331 = load double, ptr %330, align 8, !tbaa !32
  br label %332

332:                                              ; preds = %329, %325
  %333 = phi double [ %331, %329 ], [ %328, %325 ]
  %334 = fmul double %320, %333
  br label %335

335:                                              ; preds = %317, %332, %318, %233, %287
  %336 = phi double [ %290, %287 ], [ 1.000000e+00, %233 ], [ %273, %317 ], [ %334, %332 ], [ %320, %318 ]
  %337 = mul nuw nsw i64 %185, %234
  %338 = add i64 %222, %337
  br i1 %192, label %339, label %342

339:                                              ; preds = %335
  %340 = getelementptr inbounds double, ptr %218, i64 %338
  %341 = load double, ptr %340, align 8, !tbaa !32
  br label %346

342:                                              ; preds = %335
  %343 = getelementptr inbounds float, ptr %218, i64 %338
  %344 = load float, ptr %343, align 4, !tbaa !27
  %345 = fpext float %344 to double
  br label %346

346:                                              ; preds = %339, %342
  %347 = phi double [ %341, %339 ], [ %345, %342 ]
  %348 = tail call double @llvm.fmuladd.f64(double %336, double %347, double %235)
  %349 = add nuw nsw i64 %234, 1
  %350 = icmp eq i64 %349, %205
  br i1 %350, label %223, label %233, !llvm.loop !145

351:                                              ; preds = %230, %200
  %352 = phi i64 [ %201, %200 ], [ %207, %230 ]
  %353 = icmp eq i64 %352, %193
  br i1 %353, label %354, label %194, !llvm.loop !146

354:                                              ; preds = %168, %105, %351, %16, %179, %114, %110, %175, %171
  %355 = icmp eq i32 %1, 0
  br i1 %355, label %356, label %380

356:                                              ; preds = %354
  %357 = getelementptr inbounds nuw i8, ptr %0, i64 292
  %358 = load i32, ptr %357, align 4, !tbaa !147
  %359 = icmp eq i32 %358, 0
  br i1 %359, label %363, label %360

360:                                              ; preds = %356
  %361 = getelementptr inbounds nuw i8, ptr %0, i64 288
  %362 = tail call i32 @MPI_Type_free(ptr noundef nonnull %361) #27
  br label %363

363:                                              ; preds = %360, %356
  %364 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %365 = load ptr, ptr %364, align 8, !tbaa !148
  tail call void @free(ptr noundef %365) #27
  %366 = load i32, ptr %14, align 4, !tbaa !132
  %367 = icmp eq i32 %366, 2
  br i1 %367, label %368, label %371

368:                                              ; preds = %363
  %369 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %370 = load ptr, ptr %369, align 8, !tbaa !148
  tail call void @free(ptr noundef %370) #27
  br label %371

371:                                              ; preds = %368, %363
  %372 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %373 = load ptr, ptr %372, align 8, !tbaa !136
  tail call void @free(ptr noundef %373) #27
  %374 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %375 = load ptr, ptr %374, align 8, !tbaa !149
  tail call void @free(ptr noundef %375) #27
  %376 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %377 = load ptr, ptr %376, align 8, !tbaa !134
  tail call void @free(ptr noundef %377) #27
  %378 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %379 = load ptr, ptr %378, align 8, !tbaa !150
  tail call void @free(ptr noundef %379) #27
  tail call void @free(ptr noundef nonnull %0) #27
  br label %380

380:                                              ; preds = %354, %371
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @pers_fwd_finish(ptr noundef nonnull %0, ptr noundef %1) unnamed_addr #7 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %4 = load i32, ptr %3, align 8, !tbaa !151
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %89

6:                                                ; preds = %2
  store i32 1, ptr %3, align 8, !tbaa !151
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !152
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %26, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %0, align 8, !tbaa !153
  %12 = icmp eq i32 %11, 4
  br i1 %12, label %13, label %89

13:                                               ; preds = %10
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !154
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %17 = load ptr, ptr %16, align 8, !tbaa !155
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %19 = load ptr, ptr %18, align 8, !tbaa !156
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !157
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %23 = load i32, ptr %22, align 4, !tbaa !158
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %25 = load ptr, ptr %24, align 8, !tbaa !159
  tail call fastcc void @freceived(i32 noundef %15, ptr noundef %17, ptr noundef %19, i32 noundef %21, i32 noundef %23, ptr noundef %25, ptr noundef %1, ptr noundef null)
  br label %89

26:                                               ; preds = %6
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %28 = tail call i32 @MPI_Wait(ptr noundef nonnull %27, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %29 = load i32, ptr %0, align 8, !tbaa !153
  %30 = icmp eq i32 %29, 4
  br i1 %30, label %31, label %89

31:                                               ; preds = %26
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %33 = load i32, ptr %32, align 4, !tbaa !38
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %89, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !154
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %39 = load ptr, ptr %38, align 8, !tbaa !156
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !157
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %43 = load i32, ptr %42, align 8, !tbaa !160
  %44 = icmp eq i32 %37, 2
  %45 = sext i32 %43 to i64
  %46 = select i1 %44, i64 2, i64 3
  %47 = shl nsw i64 %45, %46
  %48 = icmp ne ptr %39, null
  %49 = icmp sgt i32 %41, 0
  %50 = and i1 %48, %49
  br i1 %50, label %51, label %89

51:                                               ; preds = %35
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %53 = load ptr, ptr %52, align 8, !tbaa !159
  %54 = zext nneg i32 %41 to i64
  %55 = and i64 %54, 1
  %56 = icmp eq i32 %41, 1
  br i1 %56, label %81, label %57

57:                                               ; preds = %51
  %58 = and i64 %54, 2147483646
  br label %59

59:                                               ; preds = %74, %57
  %60 = phi i64 [ 0, %57 ], [ %75, %74 ]
  %61 = phi ptr [ %53, %57 ], [ %76, %74 ]
  %62 = phi i64 [ 0, %57 ], [ %77, %74 ]
  %63 = getelementptr inbounds nuw ptr, ptr %39, i64 %60
  %64 = load ptr, ptr %63, align 8, !tbaa !15
  %65 = icmp eq ptr %64, null
  br i1 %65, label %67, label %66

66:                                               ; preds = %59
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %64, ptr align 1 %61, i64 %47, i1 false)
  br label %67

67:                                               ; preds = %66, %59
  %68 = getelementptr inbounds nuw i8, ptr %61, i64 %47
  %69 = getelementptr inbounds nuw ptr, ptr %39, i64 %60
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !15
  %72 = icmp eq ptr %71, null
  br i1 %72, label %74, label %73

73:                                               ; preds = %67
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %71, ptr align 1 %68, i64 %47, i1 false)
  br label %74

74:                                               ; preds = %73, %67
  %75 = add nuw nsw i64 %60, 2
  %76 = getelementptr inbounds nuw i8, ptr %68, i64 %47
  %77 = add i64 %62, 2
  %78 = icmp eq i64 %77, %58
  br i1 %78, label %79, label %59, !llvm.loop !41

79:                                               ; preds = %74
  %80 = icmp eq i64 %55, 0
  br i1 %80, label %89, label %81

81:                                               ; preds = %79, %51
  %82 = phi i64 [ 0, %51 ], [ %75, %79 ]
  %83 = phi ptr [ %53, %51 ], [ %76, %79 ]
  %84 = icmp ne i64 %55, 0
  tail call void @llvm.assume(i1 %84)
  %85 = getelementptr inbounds nuw ptr, ptr %39, i64 %82
  %86 = load ptr, ptr %85, align 8, !tbaa !15
  %87 = icmp eq ptr %86, null
  br i1 %87, label %89, label %88

88:                                               ; preds = %81
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %86, ptr align 1 %83, i64 %47, i1 false)
  br label %89

89:                                               ; preds = %79, %88, %81, %35, %26, %31, %10, %13, %2
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @freceived(i32 noundef %0, ptr noundef writeonly captures(address_is_null) %1, ptr noundef readonly captures(address_is_null) %2, i32 noundef %3, i32 noundef %4, ptr noundef readonly captures(none) %5, ptr noundef %6, ptr noundef writeonly captures(address) %7) unnamed_addr #7 {
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !38
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %79, label %13

13:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  store i32 0, ptr %9, align 4, !tbaa !5
  %14 = call i32 @MPI_Get_count(ptr noundef nonnull %6, i32 noundef %4, ptr noundef nonnull %9) #27
  %15 = load i32, ptr %9, align 4, !tbaa !5
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %13
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %17, %13
  %19 = phi i32 [ %15, %13 ], [ 0, %17 ]
  %20 = add nsw i32 %3, 1
  %21 = srem i32 %19, %20
  %22 = sdiv i32 %19, %20
  %23 = icmp eq i32 %21, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %18
  %25 = zext nneg i32 %19 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.36, ptr noundef nonnull @.str.37, i64 noundef %25) #30
  unreachable

26:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  %27 = icmp eq i32 %0, 2
  %28 = sext i32 %22 to i64
  %29 = select i1 %27, i64 2, i64 3
  %30 = shl nsw i64 %28, %29
  %31 = icmp eq ptr %1, null
  br i1 %31, label %33, label %32

32:                                               ; preds = %26
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr readonly align 1 %5, i64 %30, i1 false)
  br label %33

33:                                               ; preds = %32, %26
  %34 = icmp ne ptr %2, null
  %35 = icmp sgt i32 %3, 0
  %36 = and i1 %34, %35
  br i1 %36, label %37, label %74

37:                                               ; preds = %33
  %38 = zext nneg i32 %3 to i64
  %39 = and i64 %38, 1
  %40 = icmp eq i32 %3, 1
  br i1 %40, label %65, label %41

41:                                               ; preds = %37
  %42 = and i64 %38, 2147483646
  br label %43

43:                                               ; preds = %59, %41
  %44 = phi i64 [ 0, %41 ], [ %60, %59 ]
  %45 = phi ptr [ %5, %41 ], [ %53, %59 ]
  %46 = phi i64 [ 0, %41 ], [ %61, %59 ]
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 %30
  %48 = getelementptr inbounds nuw ptr, ptr %2, i64 %44
  %49 = load ptr, ptr %48, align 8, !tbaa !15
  %50 = icmp eq ptr %49, null
  br i1 %50, label %52, label %51

51:                                               ; preds = %43
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %49, ptr align 1 %47, i64 %30, i1 false)
  br label %52

52:                                               ; preds = %51, %43
  %53 = getelementptr inbounds nuw i8, ptr %47, i64 %30
  %54 = getelementptr inbounds nuw ptr, ptr %2, i64 %44
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load ptr, ptr %55, align 8, !tbaa !15
  %57 = icmp eq ptr %56, null
  br i1 %57, label %59, label %58

58:                                               ; preds = %52
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %56, ptr align 1 %53, i64 %30, i1 false)
  br label %59

59:                                               ; preds = %58, %52
  %60 = add nuw nsw i64 %44, 2
  %61 = add i64 %46, 2
  %62 = icmp eq i64 %61, %42
  br i1 %62, label %63, label %43, !llvm.loop !41

63:                                               ; preds = %59
  %64 = icmp eq i64 %39, 0
  br i1 %64, label %74, label %65

65:                                               ; preds = %63, %37
  %66 = phi i64 [ 0, %37 ], [ %60, %63 ]
  %67 = phi ptr [ %5, %37 ], [ %53, %63 ]
  %68 = icmp ne i64 %39, 0
  call void @llvm.assume(i1 %68)
  %69 = getelementptr inbounds nuw ptr, ptr %2, i64 %66
  %70 = load ptr, ptr %69, align 8, !tbaa !15
  %71 = icmp eq ptr %70, null
  br i1 %71, label %74, label %72

72:                                               ; preds = %65
  %73 = getelementptr inbounds nuw i8, ptr %67, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %70, ptr align 1 %73, i64 %30, i1 false)
  br label %74

74:                                               ; preds = %63, %72, %65, %33
  %75 = load i32, ptr %10, align 4, !tbaa !38
  %76 = icmp eq i32 %75, -1
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %6, i32 noundef %4, i32 noundef %22) #27
  br label %79

79:                                               ; preds = %77, %74, %8
  %80 = icmp ult ptr %7, inttoptr (i64 2 to ptr)
  br i1 %80, label %82, label %81

81:                                               ; preds = %79
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %7, ptr noundef nonnull align 4 dereferenceable(20) %6, i64 20, i1 false), !tbaa.struct !37
  br label %82

82:                                               ; preds = %79, %81
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_send_init(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8, i32 noundef %9) local_unnamed_addr #7 {
  %11 = icmp eq i32 %4, 1275069450
  %12 = select i1 %11, i32 2, i32 0
  %13 = icmp eq i32 %4, 1275070475
  %14 = select i1 %13, i32 1, i32 %12
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %31

16:                                               ; preds = %10
  %17 = add i32 %9, -1
  %18 = icmp ult i32 %17, 3
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds nuw ptr, ptr @switch.table.__mpiad_aug_send_init, i64 %20
  %22 = load ptr, ptr %21, align 8
  br label %23

23:                                               ; preds = %16, %19
  %24 = phi ptr [ %22, %19 ], [ @.str.41, %16 ]
  %25 = icmp eq ptr %1, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %23
  switch i32 %4, label %27 [
    i32 1275070475, label %29
    i32 1275069450, label %29
  ]

27:                                               ; preds = %26
  %28 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %24, ptr noundef nonnull @.str.34, i64 noundef %28) #30
  unreachable

29:                                               ; preds = %23, %26, %26
  %30 = tail call fastcc i32 @send_init(i32 noundef %9, ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8)
  br label %55

31:                                               ; preds = %10
  %32 = tail call fastcc ptr @preq_new(i32 noundef 3, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %7, i32 noundef %14)
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %34 = load i32, ptr %33, align 8, !tbaa !152
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %44, label %36

36:                                               ; preds = %31
  %37 = icmp eq i32 %9, 1
  %38 = zext i1 %37 to i32
  %39 = getelementptr inbounds nuw i8, ptr %32, i64 56
  %40 = load ptr, ptr %39, align 8, !tbaa !159
  %41 = add nsw i32 %2, 1
  %42 = mul nsw i32 %3, %41
  %43 = tail call fastcc i32 @send_init(i32 noundef %38, ptr noundef %40, i32 noundef %42, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8)
  br label %51

44:                                               ; preds = %31
  %45 = tail call fastcc i32 @send_init(i32 noundef %9, ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8)
  %46 = getelementptr inbounds nuw i8, ptr %32, i64 56
  %47 = load ptr, ptr %46, align 8, !tbaa !159
  %48 = mul nsw i32 %3, %2
  %49 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %50 = tail call i32 @MPI_Send_init(ptr noundef %47, i32 noundef %48, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %49) #27
  br label %51

51:                                               ; preds = %44, %36
  %52 = phi i32 [ %43, %36 ], [ %45, %44 ]
  %53 = load i32, ptr %8, align 4, !tbaa !5
  %54 = sext i32 %53 to i64
  tail call fastcc void @req_insert(i64 noundef %54, i32 noundef 2, ptr noundef nonnull %32)
  br label %55

55:                                               ; preds = %51, %29
  %56 = phi i32 [ %52, %51 ], [ %30, %29 ]
  ret i32 %56
}

; Function Attrs: nounwind
define internal fastcc i32 @send_init(i32 noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) unnamed_addr #7 {
  switch i32 %0, label %15 [
    i32 1, label %9
    i32 2, label %11
    i32 3, label %13
  ]

9:                                                ; preds = %8
  %10 = tail call i32 @MPI_Ssend_init(ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %17

11:                                               ; preds = %8
  %12 = tail call i32 @MPI_Rsend_init(ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %17

13:                                               ; preds = %8
  %14 = tail call i32 @MPI_Bsend_init(ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %17

15:                                               ; preds = %8
  %16 = tail call i32 @MPI_Send_init(ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %17

17:                                               ; preds = %15, %13, %11, %9
  %18 = phi i32 [ %16, %15 ], [ %10, %9 ], [ %12, %11 ], [ %14, %13 ]
  ret i32 %18
}

; Function Attrs: nofree nounwind memory(readwrite, target_mem0: read, target_mem1: read)
define internal fastcc noalias noundef ptr @preq_new(i32 noundef range(i32 3, 5) %0, ptr noundef %1, ptr noundef readonly captures(address_is_null) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef range(i32 1, 3) %7) unnamed_addr #14 {
  %9 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #31
  store i32 %0, ptr %9, align 8, !tbaa !153
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %7, ptr %10, align 4, !tbaa !154
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4, ptr %11, align 8, !tbaa !160
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3, ptr %12, align 4, !tbaa !157
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 28
  store i32 %5, ptr %13, align 4, !tbaa !158
  %14 = getelementptr inbounds nuw i8, ptr %9, i64 32
  store i32 %6, ptr %14, align 8, !tbaa !161
  %15 = getelementptr inbounds nuw i8, ptr %9, i64 40
  store ptr %1, ptr %15, align 8, !tbaa !155
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %8
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %20 = icmp eq ptr %19, null
  br i1 %20, label %25, label %21

21:                                               ; preds = %18
  %22 = load i8, ptr %19, align 1, !tbaa !14
  %23 = icmp ne i8 %22, 48
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %21, %18
  %26 = phi i32 [ 1, %18 ], [ %24, %21 ]
  store i32 %26, ptr @fuse_flag, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %8, %25
  %28 = phi i32 [ %26, %25 ], [ %16, %8 ]
  %29 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %28, ptr %29, align 8, !tbaa !152
  %30 = icmp eq ptr %2, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = sext i32 %3 to i64
  %33 = shl nsw i64 %32, 3
  %34 = tail call noalias ptr @malloc(i64 noundef %33) #29
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 48
  store ptr %34, ptr %35, align 8, !tbaa !156
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr nonnull align 8 %2, i64 %33, i1 false)
  br label %36

36:                                               ; preds = %31, %27
  %37 = sext i32 %4 to i64
  %38 = add nsw i32 %28, %3
  %39 = sext i32 %38 to i64
  %40 = mul nsw i64 %39, %37
  %41 = icmp eq i32 %7, 2
  %42 = select i1 %41, i64 2, i64 3
  %43 = shl i64 %40, %42
  %44 = or disjoint i64 %43, 1
  %45 = tail call noalias ptr @malloc(i64 noundef %44) #29
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 56
  store ptr %45, ptr %46, align 8, !tbaa !159
  ret ptr %9
}

declare i32 @MPI_Send_init(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv_init(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) local_unnamed_addr #7 {
  %10 = icmp eq i32 %4, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %4, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %9
  %16 = icmp eq ptr %1, null
  br i1 %16, label %20, label %17

17:                                               ; preds = %15
  switch i32 %4, label %18 [
    i32 1275070475, label %20
    i32 1275069450, label %20
  ]

18:                                               ; preds = %17
  %19 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.34, i64 noundef %19) #30
  unreachable

20:                                               ; preds = %15, %17, %17
  %21 = tail call i32 @MPI_Recv_init(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #27
  br label %49

22:                                               ; preds = %9
  %23 = tail call fastcc ptr @preq_new(i32 noundef 4, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %7, i32 noundef %13)
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %25 = load i32, ptr %24, align 8, !tbaa !152
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %33, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds nuw i8, ptr %23, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !159
  %30 = add nsw i32 %2, 1
  %31 = mul nsw i32 %3, %30
  %32 = tail call i32 @MPI_Recv_init(ptr noundef %29, i32 noundef %31, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #27
  br label %45

33:                                               ; preds = %22
  %34 = tail call i32 @MPI_Recv_init(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #27
  %35 = icmp eq i32 %5, -2
  %36 = icmp eq i32 %6, -1
  %37 = or i1 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %33
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.35, i64 noundef 0) #30
  unreachable

39:                                               ; preds = %33
  %40 = getelementptr inbounds nuw i8, ptr %23, i64 56
  %41 = load ptr, ptr %40, align 8, !tbaa !159
  %42 = mul nsw i32 %3, %2
  %43 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %44 = tail call i32 @MPI_Recv_init(ptr noundef %41, i32 noundef %42, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %43) #27
  br label %45

45:                                               ; preds = %39, %27
  %46 = phi i32 [ %32, %27 ], [ %34, %39 ]
  %47 = load i32, ptr %8, align 4, !tbaa !5
  %48 = sext i32 %47 to i64
  tail call fastcc void @req_insert(i64 noundef %48, i32 noundef 2, ptr noundef nonnull %23)
  br label %49

49:                                               ; preds = %45, %20
  %50 = phi i32 [ %46, %45 ], [ %21, %20 ]
  ret i32 %50
}

declare i32 @MPI_Recv_init(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_aug_send_init(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #7 {
  %10 = tail call fastcc i32 @send_init(i32 noundef %8, ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7)
  %11 = icmp eq i32 %3, 1275069450
  %12 = select i1 %11, i32 2, i32 0
  %13 = icmp eq i32 %3, 1275070475
  %14 = select i1 %13, i32 1, i32 %12
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %29

16:                                               ; preds = %9
  %17 = icmp eq ptr %1, null
  br i1 %17, label %40, label %18

18:                                               ; preds = %16
  %19 = add i32 %8, -1
  %20 = icmp ult i32 %19, 3
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds nuw ptr, ptr @switch.table.__mpiad_aug_send_init, i64 %22
  %24 = load ptr, ptr %23, align 8
  br label %25

25:                                               ; preds = %18, %21
  %26 = phi ptr [ %24, %21 ], [ @.str.41, %18 ]
  switch i32 %3, label %27 [
    i32 1275070475, label %40
    i32 1275069450, label %40
  ]

27:                                               ; preds = %25
  %28 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %26, ptr noundef nonnull @.str.34, i64 noundef %28) #30
  unreachable

29:                                               ; preds = %9
  %30 = load i32, ptr %7, align 4, !tbaa !5
  %31 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #31
  store i32 1, ptr %31, align 8, !tbaa !162
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 4
  store i32 %14, ptr %32, align 4, !tbaa !164
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 8
  store i32 %2, ptr %33, align 8, !tbaa !165
  %34 = getelementptr inbounds nuw i8, ptr %31, i64 16
  store i32 %3, ptr %34, align 8, !tbaa !166
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 20
  store i32 %4, ptr %35, align 4, !tbaa !167
  %36 = getelementptr inbounds nuw i8, ptr %31, i64 24
  store i32 %5, ptr %36, align 8, !tbaa !168
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 28
  store i32 %6, ptr %37, align 4, !tbaa !169
  %38 = getelementptr inbounds nuw i8, ptr %31, i64 32
  store ptr %1, ptr %38, align 8, !tbaa !170
  %39 = sext i32 %30 to i64
  tail call fastcc void @req_insert(i64 noundef %39, i32 noundef 3, ptr noundef nonnull %31)
  br label %40

40:                                               ; preds = %25, %25, %16, %29
  ret i32 %10
}

; Function Attrs: nounwind
define i32 @__mpiad_aug_recv_init(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = tail call i32 @MPI_Recv_init(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  %10 = icmp eq i32 %3, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %3, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %31, label %17

17:                                               ; preds = %15
  switch i32 %3, label %18 [
    i32 1275070475, label %31
    i32 1275069450, label %31
  ]

18:                                               ; preds = %17
  %19 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.34, i64 noundef %19) #30
  unreachable

20:                                               ; preds = %8
  %21 = load i32, ptr %7, align 4, !tbaa !5
  %22 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #31
  store i32 2, ptr %22, align 8, !tbaa !162
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 4
  store i32 %13, ptr %23, align 4, !tbaa !164
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 8
  store i32 %2, ptr %24, align 8, !tbaa !165
  %25 = getelementptr inbounds nuw i8, ptr %22, i64 16
  store i32 %3, ptr %25, align 8, !tbaa !166
  %26 = getelementptr inbounds nuw i8, ptr %22, i64 20
  store i32 %4, ptr %26, align 4, !tbaa !167
  %27 = getelementptr inbounds nuw i8, ptr %22, i64 24
  store i32 %5, ptr %27, align 8, !tbaa !168
  %28 = getelementptr inbounds nuw i8, ptr %22, i64 28
  store i32 %6, ptr %28, align 4, !tbaa !169
  %29 = getelementptr inbounds nuw i8, ptr %22, i64 32
  store ptr %1, ptr %29, align 8, !tbaa !170
  %30 = sext i32 %21 to i64
  tail call fastcc void @req_insert(i64 noundef %30, i32 noundef 3, ptr noundef nonnull %22)
  br label %31

31:                                               ; preds = %17, %17, %15, %20
  ret i32 %9
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_start(ptr noundef %0) local_unnamed_addr #7 {
  %2 = tail call fastcc i32 @fwd_start(ptr noundef %0)
  ret i32 %2
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_start(ptr noundef %0) unnamed_addr #7 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = icmp eq i32 %2, 738197504
  br i1 %3, label %35, label %4

4:                                                ; preds = %1
  %5 = load i64, ptr @req_cap, align 8, !tbaa !12
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %35, label %7

7:                                                ; preds = %4
  %8 = sext i32 %2 to i64
  %9 = mul i64 %8, -7046029254386353131
  %10 = urem i64 %9, %5
  %11 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %12 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %10
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !94
  %15 = icmp eq ptr %14, null
  br i1 %15, label %35, label %16

16:                                               ; preds = %7, %26
  %17 = phi ptr [ %31, %26 ], [ %14, %7 ]
  %18 = phi ptr [ %29, %26 ], [ %12, %7 ]
  %19 = phi i64 [ %28, %26 ], [ %10, %7 ]
  %20 = load i64, ptr %18, align 8, !tbaa !97
  %21 = icmp eq i64 %20, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !98
  %25 = icmp eq i32 %24, 2
  br i1 %25, label %33, label %26

26:                                               ; preds = %22, %16
  %27 = add nsw i64 %19, 1
  %28 = srem i64 %27, %5
  %29 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !94
  %32 = icmp eq ptr %31, null
  br i1 %32, label %35, label %16, !llvm.loop !99

33:                                               ; preds = %22
  %34 = icmp slt i64 %19, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %26, %33, %1, %4, %7
  %36 = tail call i32 @MPI_Start(ptr noundef nonnull %0) #27
  br label %123

37:                                               ; preds = %33
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 20
  %39 = load i32, ptr %38, align 4, !tbaa !92
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %42, label %41

41:                                               ; preds = %37
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.43, i64 noundef %8) #30
  unreachable

42:                                               ; preds = %37
  %43 = load i32, ptr %17, align 8, !tbaa !153
  %44 = icmp eq i32 %43, 3
  br i1 %44, label %45, label %113

45:                                               ; preds = %42
  %46 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !154
  %48 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %49 = load i32, ptr %48, align 8, !tbaa !152
  %50 = getelementptr inbounds nuw i8, ptr %17, i64 56
  %51 = load ptr, ptr %50, align 8, !tbaa !159
  %52 = getelementptr inbounds nuw i8, ptr %17, i64 48
  %53 = load ptr, ptr %52, align 8, !tbaa !156
  %54 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %55 = load i32, ptr %54, align 4, !tbaa !157
  %56 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %57 = load i32, ptr %56, align 8, !tbaa !160
  %58 = icmp eq i32 %47, 2
  %59 = sext i32 %57 to i64
  %60 = select i1 %58, i64 2, i64 3
  %61 = shl nsw i64 %59, %60
  %62 = icmp eq i32 %49, 0
  br i1 %62, label %67, label %63

63:                                               ; preds = %45
  %64 = getelementptr inbounds nuw i8, ptr %17, i64 40
  %65 = load ptr, ptr %64, align 8, !tbaa !155
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %51, ptr readonly align 1 %65, i64 %61, i1 false)
  %66 = getelementptr inbounds nuw i8, ptr %51, i64 %61
  br label %67

67:                                               ; preds = %63, %45
  %68 = phi ptr [ %66, %63 ], [ %51, %45 ]
  %69 = icmp sgt i32 %55, 0
  br i1 %69, label %70, label %113

70:                                               ; preds = %67
  %71 = icmp eq ptr %53, null
  %72 = zext nneg i32 %55 to i64
  %73 = and i64 %72, 1
  %74 = icmp eq i32 %55, 1
  br i1 %74, label %103, label %75

75:                                               ; preds = %70
  %76 = and i64 %72, 2147483646
  br label %77

77:                                               ; preds = %96, %75
  %78 = phi i64 [ 0, %75 ], [ %97, %96 ]
  %79 = phi ptr [ %68, %75 ], [ %98, %96 ]
  %80 = phi i64 [ 0, %75 ], [ %99, %96 ]
  br i1 %71, label %86, label %81

81:                                               ; preds = %77
  %82 = getelementptr inbounds nuw ptr, ptr %53, i64 %78
  %83 = load ptr, ptr %82, align 8, !tbaa !15
  %84 = icmp eq ptr %83, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %81
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr nonnull align 1 %83, i64 %61, i1 false)
  br label %87

86:                                               ; preds = %81, %77
  tail call void @llvm.memset.p0.i64(ptr align 1 %79, i8 0, i64 %61, i1 false)
  br label %87

87:                                               ; preds = %86, %85
  %88 = getelementptr inbounds nuw i8, ptr %79, i64 %61
  br i1 %71, label %95, label %89

89:                                               ; preds = %87
  %90 = getelementptr inbounds nuw ptr, ptr %53, i64 %78
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !15
  %93 = icmp eq ptr %92, null
  br i1 %93, label %95, label %94

94:                                               ; preds = %89
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %88, ptr nonnull align 1 %92, i64 %61, i1 false)
  br label %96

95:                                               ; preds = %89, %87
  tail call void @llvm.memset.p0.i64(ptr align 1 %88, i8 0, i64 %61, i1 false)
  br label %96

96:                                               ; preds = %95, %94
  %97 = add nuw nsw i64 %78, 2
  %98 = getelementptr inbounds nuw i8, ptr %88, i64 %61
  %99 = add i64 %80, 2
  %100 = icmp eq i64 %99, %76
  br i1 %100, label %101, label %77, !llvm.loop !16

101:                                              ; preds = %96
  %102 = icmp eq i64 %73, 0
  br i1 %102, label %113, label %103

103:                                              ; preds = %101, %70
  %104 = phi i64 [ 0, %70 ], [ %97, %101 ]
  %105 = phi ptr [ %68, %70 ], [ %98, %101 ]
  %106 = icmp ne i64 %73, 0
  tail call void @llvm.assume(i1 %106)
  br i1 %71, label %112, label %107

107:                                              ; preds = %103
  %108 = getelementptr inbounds nuw ptr, ptr %53, i64 %104
  %109 = load ptr, ptr %108, align 8, !tbaa !15
  %110 = icmp eq ptr %109, null
  br i1 %110, label %112, label %111

111:                                              ; preds = %107
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %105, ptr nonnull align 1 %109, i64 %61, i1 false)
  br label %113

112:                                              ; preds = %107, %103
  tail call void @llvm.memset.p0.i64(ptr align 1 %105, i8 0, i64 %61, i1 false)
  br label %113

113:                                              ; preds = %101, %112, %111, %67, %42
  %114 = tail call i32 @MPI_Start(ptr noundef nonnull %0) #27
  %115 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %116 = load i32, ptr %115, align 8, !tbaa !152
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %118, label %121

118:                                              ; preds = %113
  %119 = getelementptr inbounds nuw i8, ptr %17, i64 64
  %120 = tail call i32 @MPI_Start(ptr noundef nonnull %119) #27
  br label %121

121:                                              ; preds = %118, %113
  store i32 1, ptr %38, align 4, !tbaa !92
  %122 = getelementptr inbounds nuw i8, ptr %17, i64 24
  store i32 0, ptr %122, align 8, !tbaa !151
  tail call fastcc void @req_insert(i64 noundef %8, i32 noundef 0, ptr noundef nonnull %17)
  br label %123

123:                                              ; preds = %121, %35
  %124 = phi i32 [ %114, %121 ], [ %36, %35 ]
  ret i32 %124
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_startall(i32 noundef %0, ptr noundef %1) local_unnamed_addr #7 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %14, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %14, %8 ]
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  %12 = tail call fastcc i32 @fwd_start(ptr noundef %11)
  %13 = icmp eq i32 %12, 0
  %14 = select i1 %13, i32 %10, i32 %12
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !171
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_start(ptr noundef %0) local_unnamed_addr #7 {
  %2 = tail call fastcc ptr @aug_start(ptr noundef %0)
  ret ptr %2
}

; Function Attrs: nounwind
define internal fastcc noundef ptr @aug_start(ptr noundef %0) unnamed_addr #7 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = icmp eq i32 %2, 738197504
  br i1 %3, label %35, label %4

4:                                                ; preds = %1
  %5 = load i64, ptr @req_cap, align 8, !tbaa !12
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %35, label %7

7:                                                ; preds = %4
  %8 = sext i32 %2 to i64
  %9 = mul i64 %8, -7046029254386353131
  %10 = urem i64 %9, %5
  %11 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %12 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %10
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !94
  %15 = icmp eq ptr %14, null
  br i1 %15, label %35, label %16

16:                                               ; preds = %7, %26
  %17 = phi ptr [ %31, %26 ], [ %14, %7 ]
  %18 = phi ptr [ %29, %26 ], [ %12, %7 ]
  %19 = phi i64 [ %28, %26 ], [ %10, %7 ]
  %20 = load i64, ptr %18, align 8, !tbaa !97
  %21 = icmp eq i64 %20, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !98
  %25 = icmp eq i32 %24, 3
  br i1 %25, label %33, label %26

26:                                               ; preds = %22, %16
  %27 = add nsw i64 %19, 1
  %28 = srem i64 %27, %5
  %29 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !94
  %32 = icmp eq ptr %31, null
  br i1 %32, label %35, label %16, !llvm.loop !99

33:                                               ; preds = %22
  %34 = icmp slt i64 %19, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %26, %1, %4, %7, %33
  %36 = tail call i32 @MPI_Start(ptr noundef nonnull %0) #27
  br label %62

37:                                               ; preds = %33
  %38 = tail call i32 @MPI_Start(ptr noundef nonnull %0) #27
  %39 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !172
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %43, label %42

42:                                               ; preds = %37
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.43, i64 noundef %8) #30
  unreachable

43:                                               ; preds = %37
  %44 = tail call noalias dereferenceable_or_null(88) ptr @calloc(i64 noundef 1, i64 noundef 88) #31
  %45 = load i32, ptr %17, align 8, !tbaa !162
  store i32 %45, ptr %44, align 8, !tbaa !53
  %46 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %47 = getelementptr inbounds nuw i8, ptr %44, i64 4
  %48 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %49 = load <2 x i32>, ptr %46, align 4, !tbaa !5
  %50 = load <2 x i32>, ptr %48, align 8, !tbaa !5
  %51 = shufflevector <2 x i32> %49, <2 x i32> %50, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i32> %51, ptr %47, align 4, !tbaa !5
  %52 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %53 = getelementptr inbounds nuw i8, ptr %44, i64 20
  %54 = load <2 x i32>, ptr %52, align 8, !tbaa !5
  store <2 x i32> %54, ptr %53, align 4, !tbaa !5
  %55 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %56 = load ptr, ptr %55, align 8, !tbaa !170
  %57 = getelementptr inbounds nuw i8, ptr %44, i64 32
  store ptr %56, ptr %57, align 8, !tbaa !61
  %58 = getelementptr inbounds nuw i8, ptr %44, i64 56
  store ptr %39, ptr %58, align 8, !tbaa !102
  %59 = load i64, ptr @p2p_ino, align 8, !tbaa !12
  %60 = add nsw i64 %59, 1
  store i64 %60, ptr @p2p_ino, align 8, !tbaa !12
  %61 = getelementptr inbounds nuw i8, ptr %44, i64 64
  store i64 %60, ptr %61, align 8, !tbaa !62
  store i32 1, ptr %39, align 4, !tbaa !172
  tail call fastcc void @req_insert(i64 noundef %8, i32 noundef 1, ptr noundef nonnull %44)
  br label %62

62:                                               ; preds = %35, %43
  %63 = phi ptr [ %44, %43 ], [ null, %35 ]
  ret ptr %63
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_startall(i32 noundef %0, ptr noundef %1) local_unnamed_addr #7 {
  %3 = add nsw i32 %0, 1
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #29
  %7 = sext i32 %0 to i64
  %8 = inttoptr i64 %7 to ptr
  store ptr %8, ptr %6, align 8, !tbaa !15
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = zext nneg i32 %0 to i64
  br label %13

12:                                               ; preds = %13, %2
  ret ptr %6

13:                                               ; preds = %10, %13
  %14 = phi i64 [ 0, %10 ], [ %17, %13 ]
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %16 = tail call fastcc ptr @aug_start(ptr noundef %15)
  %17 = add nuw nsw i64 %14, 1
  %18 = getelementptr inbounds nuw ptr, ptr %6, i64 %17
  store ptr %16, ptr %18, align 8, !tbaa !15
  %19 = icmp eq i64 %17, %11
  br i1 %19, label %12, label %13, !llvm.loop !173
}

; Function Attrs: nounwind
define void @__mpiad_rev_start(ptr noundef %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 8, !tbaa !53
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void @__mpiad_rev_isend(ptr noundef nonnull %0)
  br label %8

7:                                                ; preds = %3
  tail call void @__mpiad_rev_irecv(ptr noundef nonnull %0)
  br label %8

8:                                                ; preds = %6, %7, %1
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_startall(ptr noundef captures(none) %0) local_unnamed_addr #7 {
  %2 = load ptr, ptr %0, align 8, !tbaa !15
  %3 = ptrtoint ptr %2 to i64
  %4 = trunc i64 %3 to i32
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = and i64 %3, 2147483647
  br label %9

8:                                                ; preds = %20, %1
  tail call void @free(ptr noundef nonnull %0) #27
  ret void

9:                                                ; preds = %6, %20
  %10 = phi i64 [ %7, %6 ], [ %11, %20 ]
  %11 = add nsw i64 %10, -1
  %12 = getelementptr inbounds nuw ptr, ptr %0, i64 %10
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = icmp eq ptr %13, null
  br i1 %14, label %20, label %15

15:                                               ; preds = %9
  %16 = load i32, ptr %13, align 8, !tbaa !53
  %17 = icmp eq i32 %16, 1
  br i1 %17, label %18, label %19

18:                                               ; preds = %15
  tail call void @__mpiad_rev_isend(ptr noundef nonnull %13)
  br label %20

19:                                               ; preds = %15
  tail call void @__mpiad_rev_irecv(ptr noundef nonnull %13)
  br label %20

20:                                               ; preds = %9, %18, %19
  %21 = icmp samesign ugt i64 %10, 1
  br i1 %21, label %9, label %8, !llvm.loop !174
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_request_free(ptr noundef %0) local_unnamed_addr #7 {
  %2 = alloca i32, align 4
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr @n_det, align 4, !tbaa !5
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %35

6:                                                ; preds = %1, %29
  %7 = phi i64 [ %31, %29 ], [ 0, %1 ]
  %8 = phi i32 [ %30, %29 ], [ 0, %1 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #27
  store i32 0, ptr %2, align 4, !tbaa !5
  %9 = load ptr, ptr @det_reqs, align 8, !tbaa !175
  %10 = getelementptr inbounds nuw i32, ptr %9, i64 %7
  %11 = call i32 @MPI_Test(ptr noundef %10, ptr noundef nonnull %2, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %12 = load i32, ptr %2, align 4, !tbaa !5
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %6
  %15 = load ptr, ptr @det_bufs, align 8, !tbaa !18
  %16 = getelementptr inbounds nuw ptr, ptr %15, i64 %7
  %17 = load ptr, ptr %16, align 8, !tbaa !15
  call void @free(ptr noundef %17) #27
  br label %29

18:                                               ; preds = %6
  %19 = load ptr, ptr @det_reqs, align 8, !tbaa !175
  %20 = getelementptr inbounds nuw i32, ptr %19, i64 %7
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = sext i32 %8 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  store i32 %21, ptr %23, align 4, !tbaa !5
  %24 = load ptr, ptr @det_bufs, align 8, !tbaa !18
  %25 = getelementptr inbounds nuw ptr, ptr %24, i64 %7
  %26 = load ptr, ptr %25, align 8, !tbaa !15
  %27 = add nsw i32 %8, 1
  %28 = getelementptr inbounds ptr, ptr %24, i64 %22
  store ptr %26, ptr %28, align 8, !tbaa !15
  br label %29

29:                                               ; preds = %18, %14
  %30 = phi i32 [ %8, %14 ], [ %27, %18 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #27
  %31 = add nuw nsw i64 %7, 1
  %32 = load i32, ptr @n_det, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  %34 = icmp slt i64 %31, %33
  br i1 %34, label %6, label %35, !llvm.loop !176

35:                                               ; preds = %29, %1
  %36 = phi i32 [ 0, %1 ], [ %30, %29 ]
  store i32 %36, ptr @n_det, align 4, !tbaa !5
  %37 = icmp eq i32 %3, 738197504
  br i1 %37, label %38, label %40

38:                                               ; preds = %35
  %39 = call i32 @MPI_Request_free(ptr noundef nonnull %0) #27
  br label %185

40:                                               ; preds = %35
  %41 = load i64, ptr @req_cap, align 8, !tbaa !12
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %110, label %43

43:                                               ; preds = %40
  %44 = sext i32 %3 to i64
  %45 = mul i64 %44, -7046029254386353131
  %46 = urem i64 %45, %41
  %47 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %48 = getelementptr inbounds %struct.req_slot, ptr %47, i64 %46
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !94
  %51 = icmp eq ptr %50, null
  br i1 %51, label %110, label %52

52:                                               ; preds = %43, %62
  %53 = phi ptr [ %67, %62 ], [ %50, %43 ]
  %54 = phi ptr [ %65, %62 ], [ %48, %43 ]
  %55 = phi i64 [ %64, %62 ], [ %46, %43 ]
  %56 = load i64, ptr %54, align 8, !tbaa !97
  %57 = icmp eq i64 %56, %44
  br i1 %57, label %58, label %62

58:                                               ; preds = %52
  %59 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %60 = load i32, ptr %59, align 8, !tbaa !98
  %61 = icmp eq i32 %60, 2
  br i1 %61, label %69, label %62

62:                                               ; preds = %58, %52
  %63 = add nsw i64 %55, 1
  %64 = srem i64 %63, %41
  %65 = getelementptr inbounds %struct.req_slot, ptr %47, i64 %64
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !94
  %68 = icmp eq ptr %67, null
  br i1 %68, label %71, label %52, !llvm.loop !99

69:                                               ; preds = %58
  %70 = icmp slt i64 %55, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %62, %69
  br label %91

72:                                               ; preds = %69
  %73 = getelementptr inbounds nuw i8, ptr %53, i64 20
  %74 = load i32, ptr %73, align 4, !tbaa !92
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %77, label %76

76:                                               ; preds = %72
  call void @__mpiad_fail(ptr noundef nonnull @.str.44, ptr noundef nonnull @.str.10, i64 noundef %44) #30
  unreachable

77:                                               ; preds = %72
  %78 = call fastcc ptr @req_take(i32 noundef 2, i32 noundef %3)
  %79 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %80 = load i32, ptr %79, align 8, !tbaa !152
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %85

82:                                               ; preds = %77
  %83 = getelementptr inbounds nuw i8, ptr %53, i64 64
  %84 = call i32 @MPI_Request_free(ptr noundef nonnull %83) #27
  br label %85

85:                                               ; preds = %82, %77
  %86 = getelementptr inbounds nuw i8, ptr %53, i64 56
  %87 = load ptr, ptr %86, align 8, !tbaa !159
  call void @free(ptr noundef %87) #27
  %88 = getelementptr inbounds nuw i8, ptr %53, i64 48
  %89 = load ptr, ptr %88, align 8, !tbaa !156
  call void @free(ptr noundef %89) #27
  call void @free(ptr noundef nonnull %53) #27
  %90 = call i32 @MPI_Request_free(ptr noundef nonnull %0) #27
  br label %185

91:                                               ; preds = %71, %101
  %92 = phi ptr [ %106, %101 ], [ %50, %71 ]
  %93 = phi ptr [ %104, %101 ], [ %48, %71 ]
  %94 = phi i64 [ %103, %101 ], [ %46, %71 ]
  %95 = load i64, ptr %93, align 8, !tbaa !97
  %96 = icmp eq i64 %95, %44
  br i1 %96, label %97, label %101

97:                                               ; preds = %91
  %98 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %99 = load i32, ptr %98, align 8, !tbaa !98
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %108, label %101

101:                                              ; preds = %97, %91
  %102 = add nsw i64 %94, 1
  %103 = srem i64 %102, %41
  %104 = getelementptr inbounds %struct.req_slot, ptr %47, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 16
  %106 = load ptr, ptr %105, align 8, !tbaa !94
  %107 = icmp eq ptr %106, null
  br i1 %107, label %110, label %91, !llvm.loop !99

108:                                              ; preds = %97
  %109 = icmp slt i64 %94, 0
  br i1 %109, label %110, label %112

110:                                              ; preds = %101, %43, %108, %40
  %111 = call i32 @MPI_Request_free(ptr noundef nonnull %0) #27
  br label %185

112:                                              ; preds = %108
  %113 = load i32, ptr %92, align 8, !tbaa !5
  switch i32 %113, label %115 [
    i32 5, label %114
    i32 1, label %116
  ]

114:                                              ; preds = %112
  call void @__mpiad_fail(ptr noundef nonnull @.str.44, ptr noundef nonnull @.str.11, i64 noundef %44) #30
  unreachable

115:                                              ; preds = %112
  call void @__mpiad_fail(ptr noundef nonnull @.str.44, ptr noundef nonnull @.str.12, i64 noundef %44) #30
  unreachable

116:                                              ; preds = %112
  %117 = call fastcc ptr @req_take(i32 noundef 0, i32 noundef %3)
  %118 = getelementptr inbounds nuw i8, ptr %92, i64 52
  %119 = load i32, ptr %118, align 4, !tbaa !5
  %120 = icmp eq i32 %119, 0
  %121 = load i32, ptr @n_det, align 4, !tbaa !5
  %122 = load i32, ptr @cap_det, align 4, !tbaa !5
  %123 = icmp eq i32 %121, %122
  %124 = load ptr, ptr @det_reqs, align 8, !tbaa !175
  %125 = load ptr, ptr @det_bufs, align 8, !tbaa !18
  br i1 %120, label %143, label %126

126:                                              ; preds = %116
  br i1 %123, label %127, label %136

127:                                              ; preds = %126
  %128 = icmp eq i32 %121, 0
  %129 = shl nsw i32 %121, 1
  %130 = select i1 %128, i32 16, i32 %129
  store i32 %130, ptr @cap_det, align 4, !tbaa !5
  %131 = sext i32 %130 to i64
  %132 = shl nsw i64 %131, 2
  %133 = call ptr @realloc(ptr noundef %124, i64 noundef %132) #32
  store ptr %133, ptr @det_reqs, align 8, !tbaa !175
  %134 = shl nsw i64 %131, 3
  %135 = call ptr @realloc(ptr noundef %125, i64 noundef %134) #32
  store ptr %135, ptr @det_bufs, align 8, !tbaa !18
  br label %136

136:                                              ; preds = %126, %127
  %137 = phi ptr [ %135, %127 ], [ %125, %126 ]
  %138 = phi ptr [ %133, %127 ], [ %124, %126 ]
  %139 = sext i32 %121 to i64
  %140 = getelementptr inbounds i32, ptr %138, i64 %139
  store i32 %3, ptr %140, align 4, !tbaa !5
  %141 = add nsw i32 %121, 1
  store i32 %141, ptr @n_det, align 4, !tbaa !5
  %142 = getelementptr inbounds ptr, ptr %137, i64 %139
  store ptr %92, ptr %142, align 8, !tbaa !15
  br label %184

143:                                              ; preds = %116
  br i1 %123, label %144, label %153

144:                                              ; preds = %143
  %145 = icmp eq i32 %121, 0
  %146 = shl nsw i32 %121, 1
  %147 = select i1 %145, i32 16, i32 %146
  store i32 %147, ptr @cap_det, align 4, !tbaa !5
  %148 = sext i32 %147 to i64
  %149 = shl nsw i64 %148, 2
  %150 = call ptr @realloc(ptr noundef %124, i64 noundef %149) #32
  store ptr %150, ptr @det_reqs, align 8, !tbaa !175
  %151 = shl nsw i64 %148, 3
  %152 = call ptr @realloc(ptr noundef %125, i64 noundef %151) #32
  store ptr %152, ptr @det_bufs, align 8, !tbaa !18
  br label %153

153:                                              ; preds = %143, %144
  %154 = phi i32 [ %147, %144 ], [ %122, %143 ]
  %155 = phi ptr [ %152, %144 ], [ %125, %143 ]
  %156 = phi ptr [ %150, %144 ], [ %124, %143 ]
  %157 = sext i32 %121 to i64
  %158 = getelementptr inbounds i32, ptr %156, i64 %157
  store i32 %3, ptr %158, align 4, !tbaa !5
  %159 = add nsw i32 %121, 1
  %160 = getelementptr inbounds ptr, ptr %155, i64 %157
  store ptr null, ptr %160, align 8, !tbaa !15
  %161 = getelementptr inbounds nuw i8, ptr %92, i64 48
  %162 = load i32, ptr %161, align 8, !tbaa !5
  %163 = getelementptr inbounds nuw i8, ptr %92, i64 40
  %164 = load ptr, ptr %163, align 8, !tbaa !15
  %165 = icmp eq i32 %159, %154
  br i1 %165, label %166, label %175

166:                                              ; preds = %153
  %167 = icmp eq i32 %154, 0
  %168 = shl nsw i32 %154, 1
  %169 = select i1 %167, i32 16, i32 %168
  store i32 %169, ptr @cap_det, align 4, !tbaa !5
  %170 = sext i32 %169 to i64
  %171 = shl nsw i64 %170, 2
  %172 = call ptr @realloc(ptr noundef nonnull %156, i64 noundef %171) #32
  store ptr %172, ptr @det_reqs, align 8, !tbaa !175
  %173 = shl nsw i64 %170, 3
  %174 = call ptr @realloc(ptr noundef nonnull %155, i64 noundef %173) #32
  store ptr %174, ptr @det_bufs, align 8, !tbaa !18
  br label %175

175:                                              ; preds = %153, %166
  %176 = phi ptr [ %174, %166 ], [ %155, %153 ]
  %177 = phi ptr [ %172, %166 ], [ %156, %153 ]
  %178 = sext i32 %159 to i64
  %179 = getelementptr inbounds i32, ptr %177, i64 %178
  store i32 %162, ptr %179, align 4, !tbaa !5
  %180 = add nsw i32 %121, 2
  store i32 %180, ptr @n_det, align 4, !tbaa !5
  %181 = getelementptr inbounds ptr, ptr %176, i64 %178
  store ptr %164, ptr %181, align 8, !tbaa !15
  %182 = getelementptr inbounds nuw i8, ptr %92, i64 32
  %183 = load ptr, ptr %182, align 8, !tbaa !18
  call void @free(ptr noundef %183) #27
  call void @free(ptr noundef nonnull %92) #27
  br label %184

184:                                              ; preds = %175, %136
  store i32 738197504, ptr %0, align 4, !tbaa !5
  br label %185

185:                                              ; preds = %85, %184, %110, %38
  %186 = phi i32 [ %39, %38 ], [ %90, %85 ], [ 0, %184 ], [ %111, %110 ]
  ret i32 %186
}

declare i32 @MPI_Request_free(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define ptr @__mpiad_aug_request_free(ptr noundef %0) local_unnamed_addr #7 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = icmp eq i32 %2, 738197504
  br i1 %3, label %109, label %4

4:                                                ; preds = %1
  %5 = load i64, ptr @req_cap, align 8, !tbaa !12
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %109, label %7

7:                                                ; preds = %4
  %8 = sext i32 %2 to i64
  %9 = mul i64 %8, -7046029254386353131
  %10 = urem i64 %9, %5
  %11 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %12 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %10
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !94
  %15 = icmp eq ptr %14, null
  br i1 %15, label %109, label %16

16:                                               ; preds = %7, %26
  %17 = phi ptr [ %31, %26 ], [ %14, %7 ]
  %18 = phi ptr [ %29, %26 ], [ %12, %7 ]
  %19 = phi i64 [ %28, %26 ], [ %10, %7 ]
  %20 = load i64, ptr %18, align 8, !tbaa !97
  %21 = icmp eq i64 %20, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !98
  %25 = icmp eq i32 %24, 3
  br i1 %25, label %33, label %26

26:                                               ; preds = %22, %16
  %27 = add nsw i64 %19, 1
  %28 = srem i64 %27, %5
  %29 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !94
  %32 = icmp eq ptr %31, null
  br i1 %32, label %35, label %16, !llvm.loop !99

33:                                               ; preds = %22
  %34 = icmp slt i64 %19, 0
  br i1 %34, label %35, label %36

35:                                               ; preds = %26, %33
  br label %43

36:                                               ; preds = %33
  %37 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !172
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %41, label %40

40:                                               ; preds = %36
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.44, ptr noundef nonnull @.str.10, i64 noundef %8) #30
  unreachable

41:                                               ; preds = %36
  %42 = tail call fastcc ptr @req_take(i32 noundef 3, i32 noundef %2)
  tail call void @free(ptr noundef %42) #27
  br label %109

43:                                               ; preds = %35, %53
  %44 = phi ptr [ %58, %53 ], [ %14, %35 ]
  %45 = phi ptr [ %56, %53 ], [ %12, %35 ]
  %46 = phi i64 [ %55, %53 ], [ %10, %35 ]
  %47 = load i64, ptr %45, align 8, !tbaa !97
  %48 = icmp eq i64 %47, %8
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %51 = load i32, ptr %50, align 8, !tbaa !98
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %60, label %53

53:                                               ; preds = %49, %43
  %54 = add nsw i64 %46, 1
  %55 = srem i64 %54, %5
  %56 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !94
  %59 = icmp eq ptr %58, null
  br i1 %59, label %109, label %43, !llvm.loop !99

60:                                               ; preds = %49
  %61 = icmp slt i64 %46, 0
  br i1 %61, label %109, label %62

62:                                               ; preds = %60
  %63 = load i32, ptr %44, align 8, !tbaa !53
  switch i32 %63, label %65 [
    i32 5, label %64
    i32 1, label %66
  ]

64:                                               ; preds = %62
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.44, ptr noundef nonnull @.str.11, i64 noundef %8) #30
  unreachable

65:                                               ; preds = %62
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.44, ptr noundef nonnull @.str.12, i64 noundef %8) #30
  unreachable

66:                                               ; preds = %62
  %67 = tail call fastcc ptr @req_take(i32 noundef 1, i32 noundef %2)
  %68 = getelementptr inbounds nuw i8, ptr %44, i64 52
  store i32 1, ptr %68, align 4, !tbaa !63
  %69 = getelementptr inbounds nuw i8, ptr %44, i64 16
  %70 = load i32, ptr %69, align 8, !tbaa !58
  %71 = icmp eq i32 %70, -1
  br i1 %71, label %109, label %72

72:                                               ; preds = %66
  %73 = getelementptr inbounds nuw i8, ptr %44, i64 72
  %74 = load i32, ptr %73, align 8, !tbaa !83
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %109

76:                                               ; preds = %72
  %77 = tail call fastcc ptr @chan_of(ptr noundef nonnull %44)
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 32
  %79 = load i32, ptr %78, align 8, !tbaa !87
  %80 = getelementptr inbounds nuw i8, ptr %77, i64 24
  %81 = load i32, ptr %80, align 8, !tbaa !88
  %82 = icmp eq i32 %79, %81
  br i1 %82, label %83, label %84

83:                                               ; preds = %76
  store i32 0, ptr %78, align 8, !tbaa !87
  store i32 0, ptr %80, align 8, !tbaa !88
  br label %84

84:                                               ; preds = %83, %76
  %85 = phi i32 [ 0, %83 ], [ %81, %76 ]
  %86 = getelementptr inbounds nuw i8, ptr %77, i64 28
  %87 = load i32, ptr %86, align 4, !tbaa !103
  %88 = icmp eq i32 %85, %87
  br i1 %88, label %92, label %89

89:                                               ; preds = %84
  %90 = getelementptr inbounds nuw i8, ptr %77, i64 16
  %91 = load ptr, ptr %90, align 8, !tbaa !86
  br label %102

92:                                               ; preds = %84
  %93 = icmp eq i32 %85, 0
  %94 = shl nsw i32 %85, 1
  %95 = select i1 %93, i32 8, i32 %94
  store i32 %95, ptr %86, align 4, !tbaa !103
  %96 = getelementptr inbounds nuw i8, ptr %77, i64 16
  %97 = load ptr, ptr %96, align 8, !tbaa !86
  %98 = sext i32 %95 to i64
  %99 = shl nsw i64 %98, 3
  %100 = tail call ptr @realloc(ptr noundef %97, i64 noundef %99) #32
  store ptr %100, ptr %96, align 8, !tbaa !86
  %101 = load i32, ptr %80, align 8, !tbaa !88
  br label %102

102:                                              ; preds = %92, %89
  %103 = phi i32 [ %85, %89 ], [ %101, %92 ]
  %104 = phi ptr [ %91, %89 ], [ %100, %92 ]
  %105 = add nsw i32 %103, 1
  store i32 %105, ptr %80, align 8, !tbaa !88
  %106 = sext i32 %103 to i64
  %107 = getelementptr inbounds ptr, ptr %104, i64 %106
  store ptr %44, ptr %107, align 8, !tbaa !15
  %108 = getelementptr inbounds nuw i8, ptr %77, i64 36
  store i32 0, ptr %108, align 4, !tbaa !84
  store i32 1, ptr %73, align 8, !tbaa !83
  br label %109

109:                                              ; preds = %53, %1, %41, %4, %60, %7, %66, %72, %102
  %110 = phi ptr [ %44, %66 ], [ %44, %102 ], [ %44, %72 ], [ null, %41 ], [ null, %7 ], [ null, %60 ], [ null, %4 ], [ null, %1 ], [ null, %53 ]
  %111 = tail call i32 @MPI_Request_free(ptr noundef nonnull %0) #27
  ret ptr %110
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_bcast(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #7 {
  %8 = alloca i32, align 4
  %9 = alloca [64 x double], align 16
  %10 = icmp eq i32 %4, 1275069450
  switch i32 %4, label %142 [
    i32 1275070475, label %11
    i32 1275069450, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %11
  %15 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %16 = icmp eq ptr %15, null
  br i1 %16, label %21, label %17

17:                                               ; preds = %14
  %18 = load i8, ptr %15, align 1, !tbaa !14
  %19 = icmp ne i8 %18, 48
  %20 = zext i1 %19 to i32
  br label %21

21:                                               ; preds = %17, %14
  %22 = phi i32 [ 1, %14 ], [ %20, %17 ]
  store i32 %22, ptr @fuse_flag, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %11, %21
  %24 = phi i32 [ %22, %21 ], [ %12, %11 ]
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %142, label %26

26:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  %27 = call i32 @MPI_Comm_rank(i32 noundef %6, ptr noundef nonnull %8) #27
  %28 = sext i32 %3 to i64
  %29 = add nsw i32 %2, 1
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %28, %30
  %32 = select i1 %10, i64 2, i64 3
  %33 = shl i64 %31, %32
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  %34 = icmp ult i64 %33, 513
  br i1 %34, label %37, label %35

35:                                               ; preds = %26
  %36 = call noalias ptr @malloc(i64 noundef %33) #29
  br label %37

37:                                               ; preds = %26, %35
  %38 = phi ptr [ %36, %35 ], [ %9, %26 ]
  %39 = load i32, ptr %8, align 4, !tbaa !5
  %40 = icmp eq i32 %39, %5
  br i1 %40, label %41, label %88

41:                                               ; preds = %37
  %42 = shl nsw i64 %28, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %38, ptr readonly align 1 %0, i64 %42, i1 false)
  %43 = icmp sgt i32 %2, 0
  br i1 %43, label %44, label %88

44:                                               ; preds = %41
  %45 = icmp eq ptr %1, null
  %46 = zext nneg i32 %2 to i64
  %47 = and i64 %46, 1
  %48 = icmp eq i32 %2, 1
  br i1 %48, label %77, label %49

49:                                               ; preds = %44
  %50 = and i64 %46, 2147483646
  br label %51

51:                                               ; preds = %71, %49
  %52 = phi i64 [ 0, %49 ], [ %72, %71 ]
  %53 = phi ptr [ %38, %49 ], [ %63, %71 ]
  %54 = phi i64 [ 0, %49 ], [ %73, %71 ]
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 %42
  br i1 %45, label %61, label %56

56:                                               ; preds = %51
  %57 = getelementptr inbounds nuw ptr, ptr %1, i64 %52
  %58 = load ptr, ptr %57, align 8, !tbaa !15
  %59 = icmp eq ptr %58, null
  br i1 %59, label %61, label %60

60:                                               ; preds = %56
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %55, ptr nonnull align 1 %58, i64 %42, i1 false)
  br label %62

61:                                               ; preds = %56, %51
  call void @llvm.memset.p0.i64(ptr align 1 %55, i8 0, i64 %42, i1 false)
  br label %62

62:                                               ; preds = %61, %60
  %63 = getelementptr inbounds nuw i8, ptr %55, i64 %42
  br i1 %45, label %70, label %64

64:                                               ; preds = %62
  %65 = getelementptr inbounds nuw ptr, ptr %1, i64 %52
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !15
  %68 = icmp eq ptr %67, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %63, ptr nonnull align 1 %67, i64 %42, i1 false)
  br label %71

70:                                               ; preds = %64, %62
  call void @llvm.memset.p0.i64(ptr align 1 %63, i8 0, i64 %42, i1 false)
  br label %71

71:                                               ; preds = %70, %69
  %72 = add nuw nsw i64 %52, 2
  %73 = add i64 %54, 2
  %74 = icmp eq i64 %73, %50
  br i1 %74, label %75, label %51, !llvm.loop !16

75:                                               ; preds = %71
  %76 = icmp eq i64 %47, 0
  br i1 %76, label %88, label %77

77:                                               ; preds = %75, %44
  %78 = phi i64 [ 0, %44 ], [ %72, %75 ]
  %79 = phi ptr [ %38, %44 ], [ %63, %75 ]
  %80 = icmp ne i64 %47, 0
  call void @llvm.assume(i1 %80)
  %81 = getelementptr inbounds nuw i8, ptr %79, i64 %42
  br i1 %45, label %87, label %82

82:                                               ; preds = %77
  %83 = getelementptr inbounds nuw ptr, ptr %1, i64 %78
  %84 = load ptr, ptr %83, align 8, !tbaa !15
  %85 = icmp eq ptr %84, null
  br i1 %85, label %87, label %86

86:                                               ; preds = %82
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %81, ptr nonnull align 1 %84, i64 %42, i1 false)
  br label %88

87:                                               ; preds = %82, %77
  call void @llvm.memset.p0.i64(ptr align 1 %81, i8 0, i64 %42, i1 false)
  br label %88

88:                                               ; preds = %75, %87, %86, %41, %37
  %89 = mul nsw i32 %3, %29
  %90 = call i32 @MPI_Bcast(ptr noundef %38, i32 noundef %89, i32 noundef %4, i32 noundef %5, i32 noundef %6) #27
  %91 = load i32, ptr %8, align 4, !tbaa !5
  %92 = icmp eq i32 %91, %5
  br i1 %92, label %138, label %93

93:                                               ; preds = %88
  %94 = shl nsw i64 %28, %32
  %95 = icmp eq ptr %0, null
  br i1 %95, label %97, label %96

96:                                               ; preds = %93
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %38, i64 %94, i1 false)
  br label %97

97:                                               ; preds = %96, %93
  %98 = icmp ne ptr %1, null
  %99 = icmp sgt i32 %2, 0
  %100 = and i1 %98, %99
  br i1 %100, label %101, label %138

101:                                              ; preds = %97
  %102 = zext nneg i32 %2 to i64
  %103 = and i64 %102, 1
  %104 = icmp eq i32 %2, 1
  br i1 %104, label %129, label %105

105:                                              ; preds = %101
  %106 = and i64 %102, 2147483646
  br label %107

107:                                              ; preds = %123, %105
  %108 = phi i64 [ 0, %105 ], [ %124, %123 ]
  %109 = phi ptr [ %38, %105 ], [ %117, %123 ]
  %110 = phi i64 [ 0, %105 ], [ %125, %123 ]
  %111 = getelementptr inbounds nuw i8, ptr %109, i64 %94
  %112 = getelementptr inbounds nuw ptr, ptr %1, i64 %108
  %113 = load ptr, ptr %112, align 8, !tbaa !15
  %114 = icmp eq ptr %113, null
  br i1 %114, label %116, label %115

115:                                              ; preds = %107
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %113, ptr align 1 %111, i64 %94, i1 false)
  br label %116

116:                                              ; preds = %115, %107
  %117 = getelementptr inbounds nuw i8, ptr %111, i64 %94
  %118 = getelementptr inbounds nuw ptr, ptr %1, i64 %108
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  %120 = load ptr, ptr %119, align 8, !tbaa !15
  %121 = icmp eq ptr %120, null
  br i1 %121, label %123, label %122

122:                                              ; preds = %116
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %120, ptr align 1 %117, i64 %94, i1 false)
  br label %123

123:                                              ; preds = %122, %116
  %124 = add nuw nsw i64 %108, 2
  %125 = add i64 %110, 2
  %126 = icmp eq i64 %125, %106
  br i1 %126, label %127, label %107, !llvm.loop !41

127:                                              ; preds = %123
  %128 = icmp eq i64 %103, 0
  br i1 %128, label %138, label %129

129:                                              ; preds = %127, %101
  %130 = phi i64 [ 0, %101 ], [ %124, %127 ]
  %131 = phi ptr [ %38, %101 ], [ %117, %127 ]
  %132 = icmp ne i64 %103, 0
  call void @llvm.assume(i1 %132)
  %133 = getelementptr inbounds nuw ptr, ptr %1, i64 %130
  %134 = load ptr, ptr %133, align 8, !tbaa !15
  %135 = icmp eq ptr %134, null
  br i1 %135, label %138, label %136

136:                                              ; preds = %129
  %137 = getelementptr inbounds nuw i8, ptr %131, i64 %94
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %134, ptr align 1 %137, i64 %94, i1 false)
  br label %138

138:                                              ; preds = %127, %136, %129, %97, %88
  %139 = icmp eq ptr %38, %9
  br i1 %139, label %141, label %140

140:                                              ; preds = %138
  call void @free(ptr noundef %38) #27
  br label %141

141:                                              ; preds = %140, %138
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  br label %243

142:                                              ; preds = %7, %23
  %143 = tail call i32 @MPI_Bcast(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #27
  %144 = icmp eq ptr %1, null
  br i1 %144, label %148, label %145

145:                                              ; preds = %142
  switch i32 %4, label %146 [
    i32 1275070475, label %149
    i32 1275069450, label %149
  ]

146:                                              ; preds = %145
  %147 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.34, i64 noundef %147) #30
  unreachable

148:                                              ; preds = %142
  switch i32 %4, label %243 [
    i32 1275070475, label %149
    i32 1275069450, label %149
  ]

149:                                              ; preds = %145, %145, %148, %148
  %150 = sext i32 %2 to i64
  %151 = sext i32 %3 to i64
  %152 = mul nsw i64 %151, %150
  %153 = select i1 %10, i64 2, i64 3
  %154 = shl i64 %152, %153
  %155 = or disjoint i64 %154, 1
  %156 = tail call noalias ptr @malloc(i64 noundef %155) #29
  %157 = shl nsw i64 %151, %153
  %158 = icmp sgt i32 %2, 0
  br i1 %158, label %159, label %201

159:                                              ; preds = %149
  %160 = zext nneg i32 %2 to i64
  %161 = and i64 %160, 1
  %162 = icmp eq i32 %2, 1
  br i1 %162, label %191, label %163

163:                                              ; preds = %159
  %164 = and i64 %160, 2147483646
  br label %165

165:                                              ; preds = %184, %163
  %166 = phi i64 [ 0, %163 ], [ %185, %184 ]
  %167 = phi ptr [ %156, %163 ], [ %186, %184 ]
  %168 = phi i64 [ 0, %163 ], [ %187, %184 ]
  br i1 %144, label %174, label %169

169:                                              ; preds = %165
  %170 = getelementptr inbounds nuw ptr, ptr %1, i64 %166
  %171 = load ptr, ptr %170, align 8, !tbaa !15
  %172 = icmp eq ptr %171, null
  br i1 %172, label %174, label %173

173:                                              ; preds = %169
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %167, ptr nonnull align 1 %171, i64 %157, i1 false)
  br label %175

174:                                              ; preds = %169, %165
  tail call void @llvm.memset.p0.i64(ptr align 1 %167, i8 0, i64 %157, i1 false)
  br label %175

175:                                              ; preds = %174, %173
  %176 = getelementptr inbounds nuw i8, ptr %167, i64 %157
  br i1 %144, label %183, label %177

177:                                              ; preds = %175
  %178 = getelementptr inbounds nuw ptr, ptr %1, i64 %166
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 8
  %180 = load ptr, ptr %179, align 8, !tbaa !15
  %181 = icmp eq ptr %180, null
  br i1 %181, label %183, label %182

182:                                              ; preds = %177
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %176, ptr nonnull align 1 %180, i64 %157, i1 false)
  br label %184

183:                                              ; preds = %177, %175
  tail call void @llvm.memset.p0.i64(ptr align 1 %176, i8 0, i64 %157, i1 false)
  br label %184

184:                                              ; preds = %183, %182
  %185 = add nuw nsw i64 %166, 2
  %186 = getelementptr inbounds nuw i8, ptr %176, i64 %157
  %187 = add i64 %168, 2
  %188 = icmp eq i64 %187, %164
  br i1 %188, label %189, label %165, !llvm.loop !16

189:                                              ; preds = %184
  %190 = icmp eq i64 %161, 0
  br i1 %190, label %201, label %191

191:                                              ; preds = %189, %159
  %192 = phi i64 [ 0, %159 ], [ %185, %189 ]
  %193 = phi ptr [ %156, %159 ], [ %186, %189 ]
  %194 = icmp ne i64 %161, 0
  tail call void @llvm.assume(i1 %194)
  br i1 %144, label %200, label %195

195:                                              ; preds = %191
  %196 = getelementptr inbounds nuw ptr, ptr %1, i64 %192
  %197 = load ptr, ptr %196, align 8, !tbaa !15
  %198 = icmp eq ptr %197, null
  br i1 %198, label %200, label %199

199:                                              ; preds = %195
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %193, ptr nonnull align 1 %197, i64 %157, i1 false)
  br label %201

200:                                              ; preds = %195, %191
  tail call void @llvm.memset.p0.i64(ptr align 1 %193, i8 0, i64 %157, i1 false)
  br label %201

201:                                              ; preds = %189, %200, %199, %149
  %202 = mul nsw i32 %3, %2
  %203 = tail call i32 @MPI_Bcast(ptr noundef %156, i32 noundef %202, i32 noundef %4, i32 noundef %5, i32 noundef %6) #27
  %204 = icmp ne ptr %1, null
  %205 = and i1 %204, %158
  br i1 %205, label %206, label %242

206:                                              ; preds = %201
  %207 = zext nneg i32 %2 to i64
  %208 = and i64 %207, 1
  %209 = icmp eq i32 %2, 1
  br i1 %209, label %234, label %210

210:                                              ; preds = %206
  %211 = and i64 %207, 2147483646
  br label %212

212:                                              ; preds = %227, %210
  %213 = phi i64 [ 0, %210 ], [ %228, %227 ]
  %214 = phi ptr [ %156, %210 ], [ %229, %227 ]
  %215 = phi i64 [ 0, %210 ], [ %230, %227 ]
  %216 = getelementptr inbounds nuw ptr, ptr %1, i64 %213
  %217 = load ptr, ptr %216, align 8, !tbaa !15
  %218 = icmp eq ptr %217, null
  br i1 %218, label %220, label %219

219:                                              ; preds = %212
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %217, ptr align 1 %214, i64 %157, i1 false)
  br label %220

220:                                              ; preds = %219, %212
  %221 = getelementptr inbounds nuw i8, ptr %214, i64 %157
  %222 = getelementptr inbounds nuw ptr, ptr %1, i64 %213
  %223 = getelementptr inbounds nuw i8, ptr %222, i64 8
  %224 = load ptr, ptr %223, align 8, !tbaa !15
  %225 = icmp eq ptr %224, null
  br i1 %225, label %227, label %226

226:                                              ; preds = %220
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %224, ptr align 1 %221, i64 %157, i1 false)
  br label %227

227:                                              ; preds = %226, %220
  %228 = add nuw nsw i64 %213, 2
  %229 = getelementptr inbounds nuw i8, ptr %221, i64 %157
  %230 = add i64 %215, 2
  %231 = icmp eq i64 %230, %211
  br i1 %231, label %232, label %212, !llvm.loop !41

232:                                              ; preds = %227
  %233 = icmp eq i64 %208, 0
  br i1 %233, label %242, label %234

234:                                              ; preds = %232, %206
  %235 = phi i64 [ 0, %206 ], [ %228, %232 ]
  %236 = phi ptr [ %156, %206 ], [ %229, %232 ]
  %237 = icmp ne i64 %208, 0
  tail call void @llvm.assume(i1 %237)
  %238 = getelementptr inbounds nuw ptr, ptr %1, i64 %235
  %239 = load ptr, ptr %238, align 8, !tbaa !15
  %240 = icmp eq ptr %239, null
  br i1 %240, label %242, label %241

241:                                              ; preds = %234
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %239, ptr align 1 %236, i64 %157, i1 false)
  br label %242

242:                                              ; preds = %232, %241, %234, %201
  tail call void @free(ptr noundef %156) #27
  br label %243

243:                                              ; preds = %148, %242, %141
  %244 = phi i32 [ %90, %141 ], [ %143, %148 ], [ %143, %242 ]
  ret i32 %244
}

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_bcast(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #7 {
  %6 = alloca i32, align 4
  %7 = load i32, ptr @n_pending, align 4, !tbaa !5
  %8 = icmp sgt i32 %7, 0
  %9 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br i1 %8, label %10, label %40

10:                                               ; preds = %5
  %11 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br label %12

12:                                               ; preds = %25, %10
  %13 = phi i32 [ %26, %25 ], [ %7, %10 ]
  %14 = phi i64 [ %27, %25 ], [ %9, %10 ]
  %15 = phi ptr [ %28, %25 ], [ %11, %10 ]
  %16 = phi i32 [ %29, %25 ], [ 0, %10 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds ptr, ptr %15, i64 %17
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 32
  %21 = load i64, ptr %20, align 8, !tbaa !20
  %22 = icmp eq i64 %21, %14
  br i1 %22, label %31, label %23

23:                                               ; preds = %12
  %24 = add nsw i32 %16, 1
  br label %25

25:                                               ; preds = %31, %23
  %26 = phi i32 [ %13, %23 ], [ %39, %31 ]
  %27 = phi i64 [ %14, %23 ], [ %37, %31 ]
  %28 = phi ptr [ %15, %23 ], [ %38, %31 ]
  %29 = phi i32 [ %24, %23 ], [ 0, %31 ]
  %30 = icmp slt i32 %29, %26
  br i1 %30, label %12, label %40, !llvm.loop !26

31:                                               ; preds = %12
  %32 = add nsw i32 %13, -1
  store i32 %32, ptr @n_pending, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds ptr, ptr %15, i64 %33
  %35 = load ptr, ptr %34, align 8, !tbaa !15
  store ptr %35, ptr %18, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %19)
  %36 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %37 = add nsw i64 %36, -1
  store i64 %37, ptr @coll_seq, align 8, !tbaa !12
  %38 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %39 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %25

40:                                               ; preds = %25, %5
  %41 = phi i64 [ %9, %5 ], [ %27, %25 ]
  %42 = add nsw i64 %41, -1
  store i64 %42, ptr @coll_seq, align 8, !tbaa !12
  %43 = icmp eq i32 %2, 1275069450
  switch i32 %2, label %70 [
    i32 1275070475, label %44
    i32 1275069450, label %44
  ]

44:                                               ; preds = %40, %40
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  %45 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %6) #27
  %46 = icmp eq ptr %0, null
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = sext i32 %1 to i64
  br label %54

49:                                               ; preds = %44
  %50 = select i1 %43, i64 4, i64 8
  %51 = sext i32 %1 to i64
  %52 = add nsw i64 %51, 1
  %53 = call noalias ptr @calloc(i64 noundef %52, i64 noundef %50) #31
  br label %54

54:                                               ; preds = %47, %49
  %55 = phi i64 [ %48, %47 ], [ %51, %49 ]
  %56 = phi ptr [ %0, %47 ], [ %53, %49 ]
  %57 = phi ptr [ null, %47 ], [ %53, %49 ]
  %58 = select i1 %43, i64 2, i64 3
  %59 = shl nsw i64 %55, %58
  %60 = or disjoint i64 %59, 1
  %61 = call noalias ptr @malloc(i64 noundef %60) #29
  %62 = call i32 @MPI_Reduce(ptr noundef %56, ptr noundef %61, i32 noundef %1, i32 noundef %2, i32 noundef 1476395011, i32 noundef %3, i32 noundef %4) #27
  %63 = load i32, ptr %6, align 4, !tbaa !5
  %64 = icmp eq i32 %63, %3
  br i1 %64, label %65, label %67

65:                                               ; preds = %54
  br i1 %46, label %69, label %66

66:                                               ; preds = %65
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr align 1 %61, i64 %59, i1 false)
  br label %69

67:                                               ; preds = %54
  br i1 %46, label %69, label %68

68:                                               ; preds = %67
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %0, i8 0, i64 %59, i1 false)
  br label %69

69:                                               ; preds = %68, %67, %65, %66
  call void @free(ptr noundef %57) #27
  call void @free(ptr noundef %61) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  br label %70

70:                                               ; preds = %40, %69
  ret void
}

declare i32 @MPI_Reduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_gather(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #7 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %17 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %15) #27
  %18 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %16) #27
  %19 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  br i1 %19, label %185, label %20

20:                                               ; preds = %12
  %21 = icmp eq i32 %3, 1275069450
  switch i32 %3, label %185 [
    i32 1275070475, label %22
    i32 1275069450, label %22
  ]

22:                                               ; preds = %20, %20
  %23 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %25, label %34

25:                                               ; preds = %22
  %26 = call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %27 = icmp eq ptr %26, null
  br i1 %27, label %32, label %28

28:                                               ; preds = %25
  %29 = load i8, ptr %26, align 1, !tbaa !14
  %30 = icmp ne i8 %29, 48
  %31 = zext i1 %30 to i32
  br label %32

32:                                               ; preds = %28, %25
  %33 = phi i32 [ 1, %25 ], [ %31, %28 ]
  store i32 %33, ptr @fuse_flag, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %22, %32
  %35 = phi i32 [ %33, %32 ], [ %23, %22 ]
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %185, label %37

37:                                               ; preds = %34
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %38 = add nsw i32 %10, 1
  %39 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %13) #27
  %40 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %14) #27
  %41 = icmp ne i32 %11, 0
  %42 = load i32, ptr %14, align 4
  %43 = icmp eq i32 %42, %8
  %44 = select i1 %41, i1 true, i1 %43
  %45 = sext i32 %2 to i64
  %46 = sext i32 %38 to i64
  %47 = mul nsw i64 %46, %45
  %48 = select i1 %21, i64 2, i64 3
  %49 = shl i64 %47, %48
  %50 = or disjoint i64 %49, 1
  %51 = call noalias ptr @malloc(i64 noundef %50) #29
  br i1 %44, label %52, label %61

52:                                               ; preds = %37
  %53 = sext i32 %6 to i64
  %54 = mul nsw i64 %46, %53
  %55 = load i32, ptr %13, align 4, !tbaa !5
  %56 = sext i32 %55 to i64
  %57 = mul i64 %54, %56
  %58 = shl i64 %57, %48
  %59 = or disjoint i64 %58, 1
  %60 = call noalias ptr @malloc(i64 noundef %59) #29
  br label %61

61:                                               ; preds = %52, %37
  %62 = phi ptr [ %60, %52 ], [ null, %37 ]
  %63 = shl nsw i64 %45, %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %51, ptr readonly align 1 %0, i64 %63, i1 false)
  %64 = icmp sgt i32 %10, 0
  br i1 %64, label %65, label %109

65:                                               ; preds = %61
  %66 = icmp eq ptr %1, null
  %67 = zext nneg i32 %10 to i64
  %68 = and i64 %67, 1
  %69 = icmp eq i32 %10, 1
  br i1 %69, label %98, label %70

70:                                               ; preds = %65
  %71 = and i64 %67, 2147483646
  br label %72

72:                                               ; preds = %92, %70
  %73 = phi i64 [ 0, %70 ], [ %93, %92 ]
  %74 = phi ptr [ %51, %70 ], [ %84, %92 ]
  %75 = phi i64 [ 0, %70 ], [ %94, %92 ]
  %76 = getelementptr inbounds nuw i8, ptr %74, i64 %63
  br i1 %66, label %82, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds nuw ptr, ptr %1, i64 %73
  %79 = load ptr, ptr %78, align 8, !tbaa !15
  %80 = icmp eq ptr %79, null
  br i1 %80, label %82, label %81

81:                                               ; preds = %77
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %76, ptr nonnull align 1 %79, i64 %63, i1 false)
  br label %83

82:                                               ; preds = %77, %72
  call void @llvm.memset.p0.i64(ptr align 1 %76, i8 0, i64 %63, i1 false)
  br label %83

83:                                               ; preds = %82, %81
  %84 = getelementptr inbounds nuw i8, ptr %76, i64 %63
  br i1 %66, label %91, label %85

85:                                               ; preds = %83
  %86 = getelementptr inbounds nuw ptr, ptr %1, i64 %73
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !15
  %89 = icmp eq ptr %88, null
  br i1 %89, label %91, label %90

90:                                               ; preds = %85
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %84, ptr nonnull align 1 %88, i64 %63, i1 false)
  br label %92

91:                                               ; preds = %85, %83
  call void @llvm.memset.p0.i64(ptr align 1 %84, i8 0, i64 %63, i1 false)
  br label %92

92:                                               ; preds = %91, %90
  %93 = add nuw nsw i64 %73, 2
  %94 = add i64 %75, 2
  %95 = icmp eq i64 %94, %71
  br i1 %95, label %96, label %72, !llvm.loop !16

96:                                               ; preds = %92
  %97 = icmp eq i64 %68, 0
  br i1 %97, label %109, label %98

98:                                               ; preds = %96, %65
  %99 = phi i64 [ 0, %65 ], [ %93, %96 ]
  %100 = phi ptr [ %51, %65 ], [ %84, %96 ]
  %101 = icmp ne i64 %68, 0
  call void @llvm.assume(i1 %101)
  %102 = getelementptr inbounds nuw i8, ptr %100, i64 %63
  br i1 %66, label %108, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds nuw ptr, ptr %1, i64 %99
  %105 = load ptr, ptr %104, align 8, !tbaa !15
  %106 = icmp eq ptr %105, null
  br i1 %106, label %108, label %107

107:                                              ; preds = %103
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %102, ptr nonnull align 1 %105, i64 %63, i1 false)
  br label %109

108:                                              ; preds = %103, %98
  call void @llvm.memset.p0.i64(ptr align 1 %102, i8 0, i64 %63, i1 false)
  br label %109

109:                                              ; preds = %96, %108, %107, %61
  %110 = mul nsw i32 %38, %2
  %111 = mul nsw i32 %38, %6
  br i1 %41, label %112, label %114

112:                                              ; preds = %109
  %113 = call i32 @MPI_Allgather(ptr noundef %51, i32 noundef %110, i32 noundef %3, ptr noundef %62, i32 noundef %111, i32 noundef %7, i32 noundef %9) #27
  br label %116

114:                                              ; preds = %109
  %115 = call i32 @MPI_Gather(ptr noundef %51, i32 noundef %110, i32 noundef %3, ptr noundef %62, i32 noundef %111, i32 noundef %7, i32 noundef %8, i32 noundef %9) #27
  br label %116

116:                                              ; preds = %114, %112
  %117 = phi i32 [ %113, %112 ], [ %115, %114 ]
  %118 = load i32, ptr %13, align 4
  %119 = icmp sgt i32 %118, 0
  %120 = select i1 %44, i1 %119, i1 false
  br i1 %120, label %121, label %184

121:                                              ; preds = %116
  %122 = sext i32 %6 to i64
  %123 = shl nsw i64 %122, %48
  %124 = icmp eq ptr %4, null
  %125 = icmp ne ptr %5, null
  %126 = and i1 %125, %64
  %127 = zext i32 %10 to i64
  %128 = and i64 %127, 1
  %129 = icmp eq i32 %10, 1
  %130 = and i64 %127, 2147483646
  %131 = icmp eq i64 %128, 0
  %132 = icmp ne i64 %128, 0
  br label %133

133:                                              ; preds = %179, %121
  %134 = phi i32 [ %118, %121 ], [ %180, %179 ]
  %135 = phi i64 [ 0, %121 ], [ %181, %179 ]
  %136 = mul nsw i64 %135, %122
  %137 = mul i64 %136, %46
  %138 = shl i64 %137, %48
  %139 = getelementptr inbounds nuw i8, ptr %62, i64 %138
  %140 = shl i64 %136, %48
  br i1 %124, label %143, label %141

141:                                              ; preds = %133
  %142 = getelementptr inbounds nuw i8, ptr %4, i64 %140
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %142, ptr readonly align 1 %139, i64 %123, i1 false)
  br label %143

143:                                              ; preds = %141, %133
  br i1 %126, label %144, label %179

144:                                              ; preds = %143
  br i1 %129, label %168, label %145

145:                                              ; preds = %144, %163
  %146 = phi i64 [ %164, %163 ], [ 0, %144 ]
  %147 = phi ptr [ %156, %163 ], [ %139, %144 ]
  %148 = phi i64 [ %165, %163 ], [ 0, %144 ]
  %149 = getelementptr inbounds nuw i8, ptr %147, i64 %123
  %150 = getelementptr inbounds nuw ptr, ptr %5, i64 %146
  %151 = load ptr, ptr %150, align 8, !tbaa !15
  %152 = icmp eq ptr %151, null
  br i1 %152, label %155, label %153

153:                                              ; preds = %145
  %154 = getelementptr inbounds nuw i8, ptr %151, i64 %140
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %154, ptr align 1 %149, i64 %123, i1 false)
  br label %155

155:                                              ; preds = %153, %145
  %156 = getelementptr inbounds nuw i8, ptr %149, i64 %123
  %157 = getelementptr inbounds nuw ptr, ptr %5, i64 %146
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 8
  %159 = load ptr, ptr %158, align 8, !tbaa !15
  %160 = icmp eq ptr %159, null
  br i1 %160, label %163, label %161

161:                                              ; preds = %155
  %162 = getelementptr inbounds nuw i8, ptr %159, i64 %140
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %162, ptr align 1 %156, i64 %123, i1 false)
  br label %163

163:                                              ; preds = %161, %155
  %164 = add nuw nsw i64 %146, 2
  %165 = add i64 %148, 2
  %166 = icmp eq i64 %165, %130
  br i1 %166, label %167, label %145, !llvm.loop !41

167:                                              ; preds = %163
  br i1 %131, label %177, label %168

168:                                              ; preds = %167, %144
  %169 = phi i64 [ 0, %144 ], [ %164, %167 ]
  %170 = phi ptr [ %139, %144 ], [ %156, %167 ]
  call void @llvm.assume(i1 %132)
  %171 = getelementptr inbounds nuw ptr, ptr %5, i64 %169
  %172 = load ptr, ptr %171, align 8, !tbaa !15
  %173 = icmp eq ptr %172, null
  br i1 %173, label %177, label %174

174:                                              ; preds = %168
  %175 = getelementptr inbounds nuw i8, ptr %170, i64 %123
  %176 = getelementptr inbounds nuw i8, ptr %172, i64 %140
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %176, ptr align 1 %175, i64 %123, i1 false)
  br label %177

177:                                              ; preds = %168, %174, %167
  %178 = load i32, ptr %13, align 4, !tbaa !5
  br label %179

179:                                              ; preds = %177, %143
  %180 = phi i32 [ %178, %177 ], [ %134, %143 ]
  %181 = add nuw nsw i64 %135, 1
  %182 = sext i32 %180 to i64
  %183 = icmp slt i64 %181, %182
  br i1 %183, label %133, label %184, !llvm.loop !177

184:                                              ; preds = %179, %116
  call void @free(ptr noundef %51) #27
  call void @free(ptr noundef %62) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  br label %377

185:                                              ; preds = %20, %34, %12
  %186 = icmp eq i32 %11, 0
  br i1 %186, label %189, label %187

187:                                              ; preds = %185
  %188 = call i32 @MPI_Allgather(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %9) #27
  br label %191

189:                                              ; preds = %185
  %190 = call i32 @MPI_Gather(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #27
  br label %191

191:                                              ; preds = %189, %187
  %192 = phi i32 [ %188, %187 ], [ %190, %189 ]
  %193 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %377 [
    i32 1275070475, label %194
    i32 1275069450, label %194
  ]

194:                                              ; preds = %191, %191
  br i1 %19, label %195, label %197

195:                                              ; preds = %194
  %196 = select i1 %186, ptr @.str.15, ptr @.str.14
  call void @__mpiad_fail(ptr noundef nonnull %196, ptr noundef nonnull @.str.16, i64 noundef 0) #30
  unreachable

197:                                              ; preds = %194
  %198 = icmp eq ptr %1, null
  br i1 %198, label %203, label %199

199:                                              ; preds = %197
  switch i32 %3, label %200 [
    i32 1275070475, label %203
    i32 1275069450, label %203
  ]

200:                                              ; preds = %199
  %201 = select i1 %186, ptr @.str.15, ptr @.str.14
  %202 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull %201, ptr noundef nonnull @.str.34, i64 noundef %202) #30
  unreachable

203:                                              ; preds = %197, %199, %199
  %204 = sext i32 %10 to i64
  %205 = sext i32 %2 to i64
  %206 = mul nsw i64 %204, %205
  %207 = select i1 %193, i64 2, i64 3
  %208 = shl i64 %206, %207
  %209 = or disjoint i64 %208, 1
  %210 = call noalias ptr @malloc(i64 noundef %209) #29
  %211 = shl nsw i64 %205, %207
  %212 = icmp sgt i32 %10, 0
  br i1 %212, label %213, label %255

213:                                              ; preds = %203
  %214 = zext nneg i32 %10 to i64
  %215 = and i64 %214, 1
  %216 = icmp eq i32 %10, 1
  br i1 %216, label %245, label %217

217:                                              ; preds = %213
  %218 = and i64 %214, 2147483646
  br label %219

219:                                              ; preds = %238, %217
  %220 = phi i64 [ 0, %217 ], [ %239, %238 ]
  %221 = phi ptr [ %210, %217 ], [ %240, %238 ]
  %222 = phi i64 [ 0, %217 ], [ %241, %238 ]
  br i1 %198, label %228, label %223

223:                                              ; preds = %219
  %224 = getelementptr inbounds nuw ptr, ptr %1, i64 %220
  %225 = load ptr, ptr %224, align 8, !tbaa !15
  %226 = icmp eq ptr %225, null
  br i1 %226, label %228, label %227

227:                                              ; preds = %223
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %221, ptr nonnull align 1 %225, i64 %211, i1 false)
  br label %229

228:                                              ; preds = %223, %219
  call void @llvm.memset.p0.i64(ptr align 1 %221, i8 0, i64 %211, i1 false)
  br label %229

229:                                              ; preds = %228, %227
  %230 = getelementptr inbounds nuw i8, ptr %221, i64 %211
  br i1 %198, label %237, label %231

231:                                              ; preds = %229
  %232 = getelementptr inbounds nuw ptr, ptr %1, i64 %220
  %233 = getelementptr inbounds nuw i8, ptr %232, i64 8
  %234 = load ptr, ptr %233, align 8, !tbaa !15
  %235 = icmp eq ptr %234, null
  br i1 %235, label %237, label %236

236:                                              ; preds = %231
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %230, ptr nonnull align 1 %234, i64 %211, i1 false)
  br label %238

237:                                              ; preds = %231, %229
  call void @llvm.memset.p0.i64(ptr align 1 %230, i8 0, i64 %211, i1 false)
  br label %238

238:                                              ; preds = %237, %236
  %239 = add nuw nsw i64 %220, 2
  %240 = getelementptr inbounds nuw i8, ptr %230, i64 %211
  %241 = add i64 %222, 2
  %242 = icmp eq i64 %241, %218
  br i1 %242, label %243, label %219, !llvm.loop !16

243:                                              ; preds = %238
  %244 = icmp eq i64 %215, 0
  br i1 %244, label %255, label %245

245:                                              ; preds = %243, %213
  %246 = phi i64 [ 0, %213 ], [ %239, %243 ]
  %247 = phi ptr [ %210, %213 ], [ %240, %243 ]
  %248 = icmp ne i64 %215, 0
  call void @llvm.assume(i1 %248)
  br i1 %198, label %254, label %249

249:                                              ; preds = %245
  %250 = getelementptr inbounds nuw ptr, ptr %1, i64 %246
  %251 = load ptr, ptr %250, align 8, !tbaa !15
  %252 = icmp eq ptr %251, null
  br i1 %252, label %254, label %253

253:                                              ; preds = %249
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %247, ptr nonnull align 1 %251, i64 %211, i1 false)
  br label %255

254:                                              ; preds = %249, %245
  call void @llvm.memset.p0.i64(ptr align 1 %247, i8 0, i64 %211, i1 false)
  br label %255

255:                                              ; preds = %243, %254, %253, %203
  %256 = sext i32 %6 to i64
  %257 = mul nsw i64 %204, %256
  %258 = load i32, ptr %15, align 4, !tbaa !5
  %259 = sext i32 %258 to i64
  %260 = mul i64 %257, %259
  %261 = shl i64 %260, %207
  %262 = or disjoint i64 %261, 1
  %263 = call noalias ptr @malloc(i64 noundef %262) #29
  %264 = mul nsw i32 %10, %2
  %265 = mul nsw i32 %10, %6
  br i1 %186, label %268, label %266

266:                                              ; preds = %255
  %267 = call i32 @MPI_Allgather(ptr noundef %210, i32 noundef %264, i32 noundef %3, ptr noundef %263, i32 noundef %265, i32 noundef %7, i32 noundef %9) #27
  br label %272

268:                                              ; preds = %255
  %269 = call i32 @MPI_Gather(ptr noundef %210, i32 noundef %264, i32 noundef %3, ptr noundef %263, i32 noundef %265, i32 noundef %7, i32 noundef %8, i32 noundef %9) #27
  %270 = load i32, ptr %16, align 4
  %271 = icmp eq i32 %270, %8
  br i1 %271, label %272, label %376

272:                                              ; preds = %266, %268
  %273 = load i32, ptr %15, align 4, !tbaa !5
  %274 = sext i32 %273 to i64
  %275 = mul i64 %257, %274
  %276 = shl i64 %275, %207
  %277 = or disjoint i64 %276, 1
  %278 = call noalias ptr @malloc(i64 noundef %277) #29
  %279 = icmp sgt i32 %273, 0
  br i1 %279, label %280, label %333

280:                                              ; preds = %272
  %281 = shl nsw i64 %256, %207
  %282 = zext nneg i32 %273 to i64
  %283 = zext i32 %10 to i64
  %284 = and i64 %283, 1
  %285 = icmp eq i32 %10, 1
  %286 = and i64 %283, 2147483646
  %287 = icmp eq i64 %284, 0
  %288 = icmp ne i64 %284, 0
  br label %289

289:                                              ; preds = %305, %280
  %290 = phi i64 [ 0, %280 ], [ %306, %305 ]
  br i1 %212, label %291, label %305

291:                                              ; preds = %289
  %292 = mul nuw nsw i64 %290, %204
  br i1 %285, label %294, label %308

293:                                              ; preds = %308
  br i1 %287, label %305, label %294

294:                                              ; preds = %293, %291
  %295 = phi i64 [ 0, %291 ], [ %330, %293 ]
  call void @llvm.assume(i1 %288)
  %296 = mul nuw nsw i64 %295, %274
  %297 = add nuw nsw i64 %296, %290
  %298 = mul i64 %297, %256
  %299 = shl i64 %298, %207
  %300 = getelementptr inbounds nuw i8, ptr %278, i64 %299
  %301 = add nuw nsw i64 %295, %292
  %302 = mul i64 %301, %256
  %303 = shl i64 %302, %207
  %304 = getelementptr inbounds nuw i8, ptr %263, i64 %303
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %300, ptr readonly align 1 %304, i64 %281, i1 false)
  br label %305

305:                                              ; preds = %294, %293, %289
  %306 = add nuw nsw i64 %290, 1
  %307 = icmp eq i64 %306, %282
  br i1 %307, label %333, label %289, !llvm.loop !178

308:                                              ; preds = %291, %308
  %309 = phi i64 [ %330, %308 ], [ 0, %291 ]
  %310 = phi i64 [ %331, %308 ], [ 0, %291 ]
  %311 = mul nuw nsw i64 %309, %274
  %312 = add nuw nsw i64 %311, %290
  %313 = mul i64 %312, %256
  %314 = shl i64 %313, %207
  %315 = getelementptr inbounds nuw i8, ptr %278, i64 %314
  %316 = add nuw nsw i64 %309, %292
  %317 = mul i64 %316, %256
  %318 = shl i64 %317, %207
  %319 = getelementptr inbounds nuw i8, ptr %263, i64 %318
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %315, ptr readonly align 1 %319, i64 %281, i1 false)
  %320 = or disjoint i64 %309, 1
  %321 = mul nuw nsw i64 %320, %274
  %322 = add nuw nsw i64 %321, %290
  %323 = mul i64 %322, %256
  %324 = shl i64 %323, %207
  %325 = getelementptr inbounds nuw i8, ptr %278, i64 %324
  %326 = add nuw nsw i64 %320, %292
  %327 = mul i64 %326, %256
  %328 = shl i64 %327, %207
  %329 = getelementptr inbounds nuw i8, ptr %263, i64 %328
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %325, ptr readonly align 1 %329, i64 %281, i1 false)
  %330 = add nuw nsw i64 %309, 2
  %331 = add i64 %310, 2
  %332 = icmp eq i64 %331, %286
  br i1 %332, label %293, label %308, !llvm.loop !179

333:                                              ; preds = %305, %272
  %334 = mul nsw i32 %273, %6
  %335 = sext i32 %334 to i64
  %336 = shl nsw i64 %335, %207
  %337 = icmp ne ptr %5, null
  %338 = and i1 %337, %212
  br i1 %338, label %339, label %375

339:                                              ; preds = %333
  %340 = zext nneg i32 %10 to i64
  %341 = and i64 %340, 1
  %342 = icmp eq i32 %10, 1
  br i1 %342, label %367, label %343

343:                                              ; preds = %339
  %344 = and i64 %340, 2147483646
  br label %345

345:                                              ; preds = %360, %343
  %346 = phi i64 [ 0, %343 ], [ %361, %360 ]
  %347 = phi ptr [ %278, %343 ], [ %362, %360 ]
  %348 = phi i64 [ 0, %343 ], [ %363, %360 ]
  %349 = getelementptr inbounds nuw ptr, ptr %5, i64 %346
  %350 = load ptr, ptr %349, align 8, !tbaa !15
  %351 = icmp eq ptr %350, null
  br i1 %351, label %353, label %352

352:                                              ; preds = %345
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %350, ptr align 1 %347, i64 %336, i1 false)
  br label %353

353:                                              ; preds = %352, %345
  %354 = getelementptr inbounds nuw i8, ptr %347, i64 %336
  %355 = getelementptr inbounds nuw ptr, ptr %5, i64 %346
  %356 = getelementptr inbounds nuw i8, ptr %355, i64 8
  %357 = load ptr, ptr %356, align 8, !tbaa !15
  %358 = icmp eq ptr %357, null
  br i1 %358, label %360, label %359

359:                                              ; preds = %353
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %357, ptr align 1 %354, i64 %336, i1 false)
  br label %360

360:                                              ; preds = %359, %353
  %361 = add nuw nsw i64 %346, 2
  %362 = getelementptr inbounds nuw i8, ptr %354, i64 %336
  %363 = add i64 %348, 2
  %364 = icmp eq i64 %363, %344
  br i1 %364, label %365, label %345, !llvm.loop !41

365:                                              ; preds = %360
  %366 = icmp eq i64 %341, 0
  br i1 %366, label %375, label %367

367:                                              ; preds = %365, %339
  %368 = phi i64 [ 0, %339 ], [ %361, %365 ]
  %369 = phi ptr [ %278, %339 ], [ %362, %365 ]
  %370 = icmp ne i64 %341, 0
  call void @llvm.assume(i1 %370)
  %371 = getelementptr inbounds nuw ptr, ptr %5, i64 %368
  %372 = load ptr, ptr %371, align 8, !tbaa !15
  %373 = icmp eq ptr %372, null
  br i1 %373, label %375, label %374

374:                                              ; preds = %367
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %372, ptr align 1 %369, i64 %336, i1 false)
  br label %375

375:                                              ; preds = %365, %374, %367, %333
  call void @free(ptr noundef %278) #27
  br label %376

376:                                              ; preds = %268, %375
  call void @free(ptr noundef %210) #27
  call void @free(ptr noundef %263) #27
  br label %377

377:                                              ; preds = %191, %376, %184
  %378 = phi i32 [ %117, %184 ], [ %192, %191 ], [ %192, %376 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  ret i32 %378
}

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Gather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_gather(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #7 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = load i32, ptr @n_pending, align 4, !tbaa !5
  %13 = icmp sgt i32 %12, 0
  %14 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br i1 %13, label %15, label %45

15:                                               ; preds = %9
  %16 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br label %17

17:                                               ; preds = %30, %15
  %18 = phi i32 [ %31, %30 ], [ %12, %15 ]
  %19 = phi i64 [ %32, %30 ], [ %14, %15 ]
  %20 = phi ptr [ %33, %30 ], [ %16, %15 ]
  %21 = phi i32 [ %34, %30 ], [ 0, %15 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds ptr, ptr %20, i64 %22
  %24 = load ptr, ptr %23, align 8, !tbaa !15
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 32
  %26 = load i64, ptr %25, align 8, !tbaa !20
  %27 = icmp eq i64 %26, %19
  br i1 %27, label %36, label %28

28:                                               ; preds = %17
  %29 = add nsw i32 %21, 1
  br label %30

30:                                               ; preds = %36, %28
  %31 = phi i32 [ %18, %28 ], [ %44, %36 ]
  %32 = phi i64 [ %19, %28 ], [ %42, %36 ]
  %33 = phi ptr [ %20, %28 ], [ %43, %36 ]
  %34 = phi i32 [ %29, %28 ], [ 0, %36 ]
  %35 = icmp slt i32 %34, %31
  br i1 %35, label %17, label %45, !llvm.loop !26

36:                                               ; preds = %17
  %37 = add nsw i32 %18, -1
  store i32 %37, ptr @n_pending, align 4, !tbaa !5
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds ptr, ptr %20, i64 %38
  %40 = load ptr, ptr %39, align 8, !tbaa !15
  store ptr %40, ptr %23, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %24)
  %41 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %42 = add nsw i64 %41, -1
  store i64 %42, ptr @coll_seq, align 8, !tbaa !12
  %43 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %44 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %30

45:                                               ; preds = %30, %9
  %46 = phi i64 [ %14, %9 ], [ %32, %30 ]
  %47 = add nsw i64 %46, -1
  store i64 %47, ptr @coll_seq, align 8, !tbaa !12
  %48 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %157 [
    i32 1275070475, label %49
    i32 1275069450, label %49
  ]

49:                                               ; preds = %45, %45
  %50 = icmp eq i32 %5, 1275069450
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %51 = call i32 @MPI_Comm_rank(i32 noundef %7, ptr noundef nonnull %10) #27
  %52 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %11) #27
  %53 = select i1 %50, i64 4, i64 8
  %54 = sext i32 %1 to i64
  %55 = select i1 %50, i64 2, i64 3
  %56 = shl nsw i64 %54, %55
  %57 = or disjoint i64 %56, 1
  %58 = call noalias ptr @malloc(i64 noundef %57) #29
  %59 = icmp eq i32 %8, 0
  br i1 %59, label %73, label %60

60:                                               ; preds = %49
  %61 = icmp eq ptr %3, null
  br i1 %61, label %62, label %69

62:                                               ; preds = %60
  %63 = sext i32 %4 to i64
  %64 = load i32, ptr %11, align 4, !tbaa !5
  %65 = sext i32 %64 to i64
  %66 = mul nsw i64 %65, %63
  %67 = add nsw i64 %66, 1
  %68 = call noalias ptr @calloc(i64 noundef %67, i64 noundef %53) #31
  br label %69

69:                                               ; preds = %60, %62
  %70 = phi ptr [ %68, %62 ], [ %3, %60 ]
  %71 = phi ptr [ %68, %62 ], [ null, %60 ]
  %72 = call i32 @MPI_Reduce_scatter_block(ptr noundef %70, ptr noundef %58, i32 noundef %4, i32 noundef %5, i32 noundef 1476395011, i32 noundef %7) #27
  call void @free(ptr noundef %71) #27
  br label %75

73:                                               ; preds = %49
  %74 = call i32 @MPI_Scatter(ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %58, i32 noundef %1, i32 noundef %2, i32 noundef %6, i32 noundef %7) #27
  br label %75

75:                                               ; preds = %73, %69
  %76 = icmp eq ptr %0, null
  br i1 %76, label %145, label %77

77:                                               ; preds = %75
  %78 = icmp sgt i32 %1, 0
  br i1 %48, label %103, label %79

79:                                               ; preds = %77
  br i1 %78, label %80, label %145

80:                                               ; preds = %79
  %81 = zext nneg i32 %1 to i64
  %82 = icmp ult i32 %1, 8
  br i1 %82, label %101, label %83

83:                                               ; preds = %80
  %84 = and i64 %81, 2147483640
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ 0, %83 ], [ %97, %85 ]
  %87 = getelementptr inbounds nuw float, ptr %58, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 16
  %89 = load <4 x float>, ptr %87, align 4, !tbaa !27
  %90 = load <4 x float>, ptr %88, align 4, !tbaa !27
  %91 = getelementptr inbounds nuw float, ptr %0, i64 %86
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 16
  %93 = load <4 x float>, ptr %91, align 4, !tbaa !27
  %94 = load <4 x float>, ptr %92, align 4, !tbaa !27
  %95 = fadd <4 x float> %89, %93
  %96 = fadd <4 x float> %90, %94
  store <4 x float> %95, ptr %91, align 4, !tbaa !27
  store <4 x float> %96, ptr %92, align 4, !tbaa !27
  %97 = add nuw i64 %86, 8
  %98 = icmp eq i64 %97, %84
  br i1 %98, label %99, label %85, !llvm.loop !180

99:                                               ; preds = %85
  %100 = icmp eq i64 %84, %81
  br i1 %100, label %145, label %101

101:                                              ; preds = %80, %99
  %102 = phi i64 [ 0, %80 ], [ %84, %99 ]
  br label %136

103:                                              ; preds = %77
  br i1 %78, label %104, label %145

104:                                              ; preds = %103
  %105 = zext nneg i32 %1 to i64
  %106 = icmp ult i32 %1, 4
  br i1 %106, label %125, label %107

107:                                              ; preds = %104
  %108 = and i64 %105, 2147483644
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i64 [ 0, %107 ], [ %121, %109 ]
  %111 = getelementptr inbounds nuw double, ptr %58, i64 %110
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 16
  %113 = load <2 x double>, ptr %111, align 8, !tbaa !32
  %114 = load <2 x double>, ptr %112, align 8, !tbaa !32
  %115 = getelementptr inbounds nuw double, ptr %0, i64 %110
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 16
  %117 = load <2 x double>, ptr %115, align 8, !tbaa !32
  %118 = load <2 x double>, ptr %116, align 8, !tbaa !32
  %119 = fadd <2 x double> %113, %117
  %120 = fadd <2 x double> %114, %118
  store <2 x double> %119, ptr %115, align 8, !tbaa !32
  store <2 x double> %120, ptr %116, align 8, !tbaa !32
  %121 = add nuw i64 %110, 4
  %122 = icmp eq i64 %121, %108
  br i1 %122, label %123, label %109, !llvm.loop !181

123:                                              ; preds = %109
  %124 = icmp eq i64 %108, %105
  br i1 %124, label %145, label %125

125:                                              ; preds = %104, %123
  %126 = phi i64 [ 0, %104 ], [ %108, %123 ]
  br label %127

127:                                              ; preds = %125, %127
  %128 = phi i64 [ %134, %127 ], [ %126, %125 ]
  %129 = getelementptr inbounds nuw double, ptr %58, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !32
  %131 = getelementptr inbounds nuw double, ptr %0, i64 %128
  %132 = load double, ptr %131, align 8, !tbaa !32
  %133 = fadd double %130, %132
  store double %133, ptr %131, align 8, !tbaa !32
  %134 = add nuw nsw i64 %128, 1
  %135 = icmp eq i64 %134, %105
  br i1 %135, label %145, label %127, !llvm.loop !182

136:                                              ; preds = %101, %136
  %137 = phi i64 [ %143, %136 ], [ %102, %101 ]
  %138 = getelementptr inbounds nuw float, ptr %58, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !27
  %140 = getelementptr inbounds nuw float, ptr %0, i64 %137
  %141 = load float, ptr %140, align 4, !tbaa !27
  %142 = fadd float %139, %141
  store float %142, ptr %140, align 4, !tbaa !27
  %143 = add nuw nsw i64 %137, 1
  %144 = icmp eq i64 %143, %81
  br i1 %144, label %145, label %136, !llvm.loop !183

145:                                              ; preds = %136, %127, %99, %123, %75, %79, %103
  %146 = load i32, ptr %10, align 4
  %147 = icmp ne i32 %146, %6
  %148 = select i1 %59, i1 %147, i1 false
  %149 = icmp eq ptr %3, null
  %150 = or i1 %149, %148
  br i1 %150, label %156, label %151

151:                                              ; preds = %145
  %152 = load i32, ptr %11, align 4, !tbaa !5
  %153 = mul nsw i32 %152, %4
  %154 = sext i32 %153 to i64
  %155 = shl nsw i64 %154, %55
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %155, i1 false)
  br label %156

156:                                              ; preds = %151, %145
  call void @free(ptr noundef %58) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %157

157:                                              ; preds = %45, %156
  ret void
}

declare i32 @MPI_Reduce_scatter_block(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Scatter(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_scatter(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #7 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %16 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %14) #27
  %17 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %15) #27
  %18 = icmp eq ptr %4, inttoptr (i64 -1 to ptr)
  br i1 %18, label %175, label %19

19:                                               ; preds = %11
  %20 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %175 [
    i32 1275070475, label %21
    i32 1275069450, label %21
  ]

21:                                               ; preds = %19, %19
  %22 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %24, label %33

24:                                               ; preds = %21
  %25 = call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %26 = icmp eq ptr %25, null
  br i1 %26, label %31, label %27

27:                                               ; preds = %24
  %28 = load i8, ptr %25, align 1, !tbaa !14
  %29 = icmp ne i8 %28, 48
  %30 = zext i1 %29 to i32
  br label %31

31:                                               ; preds = %27, %24
  %32 = phi i32 [ 1, %24 ], [ %30, %27 ]
  store i32 %32, ptr @fuse_flag, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %21, %31
  %34 = phi i32 [ %32, %31 ], [ %22, %21 ]
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %175, label %36

36:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %37 = add nsw i32 %10, 1
  %38 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %12) #27
  %39 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %13) #27
  %40 = load i32, ptr %13, align 4, !tbaa !5
  %41 = icmp eq i32 %40, %8
  br i1 %41, label %45, label %42

42:                                               ; preds = %36
  %43 = sext i32 %37 to i64
  %44 = select i1 %20, i64 2, i64 3
  br label %118

45:                                               ; preds = %36
  %46 = sext i32 %2 to i64
  %47 = sext i32 %37 to i64
  %48 = mul nsw i64 %47, %46
  %49 = load i32, ptr %12, align 4, !tbaa !5
  %50 = sext i32 %49 to i64
  %51 = mul i64 %48, %50
  %52 = select i1 %20, i64 2, i64 3
  %53 = shl i64 %51, %52
  %54 = or disjoint i64 %53, 1
  %55 = call noalias ptr @malloc(i64 noundef %54) #29
  %56 = icmp sgt i32 %49, 0
  br i1 %56, label %57, label %118

57:                                               ; preds = %45
  %58 = shl nsw i64 %46, %52
  %59 = icmp sgt i32 %10, 0
  %60 = icmp eq ptr %1, null
  %61 = zext i32 %10 to i64
  %62 = zext nneg i32 %49 to i64
  %63 = and i64 %61, 1
  %64 = icmp eq i32 %10, 1
  %65 = and i64 %61, 2147483646
  %66 = icmp eq i64 %63, 0
  %67 = icmp ne i64 %63, 0
  br label %68

68:                                               ; preds = %115, %57
  %69 = phi i64 [ 0, %57 ], [ %116, %115 ]
  %70 = mul nsw i64 %69, %46
  %71 = mul i64 %70, %47
  %72 = shl i64 %71, %52
  %73 = getelementptr inbounds nuw i8, ptr %55, i64 %72
  %74 = shl i64 %70, %52
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr readonly align 1 %75, i64 %58, i1 false)
  br i1 %59, label %76, label %115

76:                                               ; preds = %68
  br i1 %64, label %104, label %77

77:                                               ; preds = %76, %99
  %78 = phi i64 [ %100, %99 ], [ 0, %76 ]
  %79 = phi ptr [ %90, %99 ], [ %73, %76 ]
  %80 = phi i64 [ %101, %99 ], [ 0, %76 ]
  %81 = getelementptr inbounds nuw i8, ptr %79, i64 %58
  br i1 %60, label %88, label %82

82:                                               ; preds = %77
  %83 = getelementptr inbounds nuw ptr, ptr %1, i64 %78
  %84 = load ptr, ptr %83, align 8, !tbaa !15
  %85 = icmp eq ptr %84, null
  br i1 %85, label %88, label %86

86:                                               ; preds = %82
  %87 = getelementptr inbounds nuw i8, ptr %84, i64 %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %81, ptr nonnull align 1 %87, i64 %58, i1 false)
  br label %89

88:                                               ; preds = %82, %77
  call void @llvm.memset.p0.i64(ptr align 1 %81, i8 0, i64 %58, i1 false)
  br label %89

89:                                               ; preds = %88, %86
  %90 = getelementptr inbounds nuw i8, ptr %81, i64 %58
  br i1 %60, label %98, label %91

91:                                               ; preds = %89
  %92 = getelementptr inbounds nuw ptr, ptr %1, i64 %78
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 8
  %94 = load ptr, ptr %93, align 8, !tbaa !15
  %95 = icmp eq ptr %94, null
  br i1 %95, label %98, label %96

96:                                               ; preds = %91
  %97 = getelementptr inbounds nuw i8, ptr %94, i64 %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %90, ptr nonnull align 1 %97, i64 %58, i1 false)
  br label %99

98:                                               ; preds = %91, %89
  call void @llvm.memset.p0.i64(ptr align 1 %90, i8 0, i64 %58, i1 false)
  br label %99

99:                                               ; preds = %98, %96
  %100 = add nuw nsw i64 %78, 2
  %101 = add i64 %80, 2
  %102 = icmp eq i64 %101, %65
  br i1 %102, label %103, label %77, !llvm.loop !16

103:                                              ; preds = %99
  br i1 %66, label %115, label %104

104:                                              ; preds = %103, %76
  %105 = phi i64 [ 0, %76 ], [ %100, %103 ]
  %106 = phi ptr [ %73, %76 ], [ %90, %103 ]
  call void @llvm.assume(i1 %67)
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 %58
  br i1 %60, label %114, label %108

108:                                              ; preds = %104
  %109 = getelementptr inbounds nuw ptr, ptr %1, i64 %105
  %110 = load ptr, ptr %109, align 8, !tbaa !15
  %111 = icmp eq ptr %110, null
  br i1 %111, label %114, label %112

112:                                              ; preds = %108
  %113 = getelementptr inbounds nuw i8, ptr %110, i64 %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %107, ptr nonnull align 1 %113, i64 %58, i1 false)
  br label %115

114:                                              ; preds = %108, %104
  call void @llvm.memset.p0.i64(ptr align 1 %107, i8 0, i64 %58, i1 false)
  br label %115

115:                                              ; preds = %103, %114, %112, %68
  %116 = add nuw nsw i64 %69, 1
  %117 = icmp eq i64 %116, %62
  br i1 %117, label %118, label %68, !llvm.loop !184

118:                                              ; preds = %115, %45, %42
  %119 = phi i64 [ %44, %42 ], [ %52, %45 ], [ %52, %115 ]
  %120 = phi i64 [ %43, %42 ], [ %47, %45 ], [ %47, %115 ]
  %121 = phi ptr [ null, %42 ], [ %55, %45 ], [ %55, %115 ]
  %122 = sext i32 %6 to i64
  %123 = mul nsw i64 %120, %122
  %124 = shl i64 %123, %119
  %125 = or disjoint i64 %124, 1
  %126 = call noalias ptr @malloc(i64 noundef %125) #29
  %127 = mul nsw i32 %37, %2
  %128 = mul nsw i32 %37, %6
  %129 = call i32 @MPI_Scatter(ptr noundef %121, i32 noundef %127, i32 noundef %3, ptr noundef %126, i32 noundef %128, i32 noundef %7, i32 noundef %8, i32 noundef %9) #27
  %130 = shl nsw i64 %122, %119
  %131 = icmp eq ptr %4, null
  br i1 %131, label %133, label %132

132:                                              ; preds = %118
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr readonly align 1 %126, i64 %130, i1 false)
  br label %133

133:                                              ; preds = %132, %118
  %134 = icmp ne ptr %5, null
  %135 = icmp sgt i32 %10, 0
  %136 = and i1 %134, %135
  br i1 %136, label %137, label %174

137:                                              ; preds = %133
  %138 = zext nneg i32 %10 to i64
  %139 = and i64 %138, 1
  %140 = icmp eq i32 %10, 1
  br i1 %140, label %165, label %141

141:                                              ; preds = %137
  %142 = and i64 %138, 2147483646
  br label %143

143:                                              ; preds = %159, %141
  %144 = phi i64 [ 0, %141 ], [ %160, %159 ]
  %145 = phi ptr [ %126, %141 ], [ %153, %159 ]
  %146 = phi i64 [ 0, %141 ], [ %161, %159 ]
  %147 = getelementptr inbounds nuw i8, ptr %145, i64 %130
  %148 = getelementptr inbounds nuw ptr, ptr %5, i64 %144
  %149 = load ptr, ptr %148, align 8, !tbaa !15
  %150 = icmp eq ptr %149, null
  br i1 %150, label %152, label %151

151:                                              ; preds = %143
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %149, ptr align 1 %147, i64 %130, i1 false)
  br label %152

152:                                              ; preds = %151, %143
  %153 = getelementptr inbounds nuw i8, ptr %147, i64 %130
  %154 = getelementptr inbounds nuw ptr, ptr %5, i64 %144
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 8
  %156 = load ptr, ptr %155, align 8, !tbaa !15
  %157 = icmp eq ptr %156, null
  br i1 %157, label %159, label %158

158:                                              ; preds = %152
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %156, ptr align 1 %153, i64 %130, i1 false)
  br label %159

159:                                              ; preds = %158, %152
  %160 = add nuw nsw i64 %144, 2
  %161 = add i64 %146, 2
  %162 = icmp eq i64 %161, %142
  br i1 %162, label %163, label %143, !llvm.loop !41

163:                                              ; preds = %159
  %164 = icmp eq i64 %139, 0
  br i1 %164, label %174, label %165

165:                                              ; preds = %163, %137
  %166 = phi i64 [ 0, %137 ], [ %160, %163 ]
  %167 = phi ptr [ %126, %137 ], [ %153, %163 ]
  %168 = icmp ne i64 %139, 0
  call void @llvm.assume(i1 %168)
  %169 = getelementptr inbounds nuw ptr, ptr %5, i64 %166
  %170 = load ptr, ptr %169, align 8, !tbaa !15
  %171 = icmp eq ptr %170, null
  br i1 %171, label %174, label %172

172:                                              ; preds = %165
  %173 = getelementptr inbounds nuw i8, ptr %167, i64 %130
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %170, ptr align 1 %173, i64 %130, i1 false)
  br label %174

174:                                              ; preds = %163, %172, %165, %133
  call void @free(ptr noundef %121) #27
  call void @free(ptr noundef %126) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %360

175:                                              ; preds = %19, %33, %11
  %176 = call i32 @MPI_Scatter(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #27
  %177 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %360 [
    i32 1275070475, label %178
    i32 1275069450, label %178
  ]

178:                                              ; preds = %175, %175
  %179 = icmp eq ptr %5, null
  br i1 %179, label %183, label %180

180:                                              ; preds = %178
  switch i32 %7, label %181 [
    i32 1275070475, label %183
    i32 1275069450, label %183
  ]

181:                                              ; preds = %180
  %182 = zext nneg i32 %7 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.34, i64 noundef %182) #30
  unreachable

183:                                              ; preds = %178, %180, %180
  %184 = load i32, ptr %15, align 4, !tbaa !5
  %185 = icmp eq i32 %184, %8
  br i1 %185, label %189, label %186

186:                                              ; preds = %183
  %187 = sext i32 %10 to i64
  %188 = select i1 %177, i64 2, i64 3
  br label %307

189:                                              ; preds = %183
  %190 = load i32, ptr %14, align 4, !tbaa !5
  %191 = mul nsw i32 %190, %2
  %192 = sext i32 %10 to i64
  %193 = sext i32 %191 to i64
  %194 = mul nsw i64 %193, %192
  %195 = select i1 %177, i64 2, i64 3
  %196 = shl i64 %194, %195
  %197 = or disjoint i64 %196, 1
  %198 = call noalias ptr @malloc(i64 noundef %197) #29
  %199 = shl nsw i64 %193, %195
  %200 = icmp sgt i32 %10, 0
  br i1 %200, label %201, label %244

201:                                              ; preds = %189
  %202 = icmp eq ptr %1, null
  %203 = zext nneg i32 %10 to i64
  %204 = and i64 %203, 1
  %205 = icmp eq i32 %10, 1
  br i1 %205, label %234, label %206

206:                                              ; preds = %201
  %207 = and i64 %203, 2147483646
  br label %208

208:                                              ; preds = %227, %206
  %209 = phi i64 [ 0, %206 ], [ %228, %227 ]
  %210 = phi ptr [ %198, %206 ], [ %229, %227 ]
  %211 = phi i64 [ 0, %206 ], [ %230, %227 ]
  br i1 %202, label %217, label %212

212:                                              ; preds = %208
  %213 = getelementptr inbounds nuw ptr, ptr %1, i64 %209
  %214 = load ptr, ptr %213, align 8, !tbaa !15
  %215 = icmp eq ptr %214, null
  br i1 %215, label %217, label %216

216:                                              ; preds = %212
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %210, ptr nonnull align 1 %214, i64 %199, i1 false)
  br label %218

217:                                              ; preds = %212, %208
  call void @llvm.memset.p0.i64(ptr align 1 %210, i8 0, i64 %199, i1 false)
  br label %218

218:                                              ; preds = %217, %216
  %219 = getelementptr inbounds nuw i8, ptr %210, i64 %199
  br i1 %202, label %226, label %220

220:                                              ; preds = %218
  %221 = getelementptr inbounds nuw ptr, ptr %1, i64 %209
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 8
  %223 = load ptr, ptr %222, align 8, !tbaa !15
  %224 = icmp eq ptr %223, null
  br i1 %224, label %226, label %225

225:                                              ; preds = %220
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %219, ptr nonnull align 1 %223, i64 %199, i1 false)
  br label %227

226:                                              ; preds = %220, %218
  call void @llvm.memset.p0.i64(ptr align 1 %219, i8 0, i64 %199, i1 false)
  br label %227

227:                                              ; preds = %226, %225
  %228 = add nuw nsw i64 %209, 2
  %229 = getelementptr inbounds nuw i8, ptr %219, i64 %199
  %230 = add i64 %211, 2
  %231 = icmp eq i64 %230, %207
  br i1 %231, label %232, label %208, !llvm.loop !16

232:                                              ; preds = %227
  %233 = icmp eq i64 %204, 0
  br i1 %233, label %244, label %234

234:                                              ; preds = %232, %201
  %235 = phi i64 [ 0, %201 ], [ %228, %232 ]
  %236 = phi ptr [ %198, %201 ], [ %229, %232 ]
  %237 = icmp ne i64 %204, 0
  call void @llvm.assume(i1 %237)
  br i1 %202, label %243, label %238

238:                                              ; preds = %234
  %239 = getelementptr inbounds nuw ptr, ptr %1, i64 %235
  %240 = load ptr, ptr %239, align 8, !tbaa !15
  %241 = icmp eq ptr %240, null
  br i1 %241, label %243, label %242

242:                                              ; preds = %238
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %236, ptr nonnull align 1 %240, i64 %199, i1 false)
  br label %244

243:                                              ; preds = %238, %234
  call void @llvm.memset.p0.i64(ptr align 1 %236, i8 0, i64 %199, i1 false)
  br label %244

244:                                              ; preds = %232, %243, %242, %189
  %245 = sext i32 %2 to i64
  %246 = mul nsw i64 %192, %245
  %247 = sext i32 %190 to i64
  %248 = mul i64 %246, %247
  %249 = shl i64 %248, %195
  %250 = or disjoint i64 %249, 1
  %251 = call noalias ptr @malloc(i64 noundef %250) #29
  %252 = icmp sgt i32 %190, 0
  br i1 %252, label %253, label %306

253:                                              ; preds = %244
  %254 = shl nsw i64 %245, %195
  %255 = zext nneg i32 %190 to i64
  %256 = zext i32 %10 to i64
  %257 = and i64 %256, 1
  %258 = icmp eq i32 %10, 1
  %259 = and i64 %256, 2147483646
  %260 = icmp eq i64 %257, 0
  %261 = icmp ne i64 %257, 0
  br label %262

262:                                              ; preds = %278, %253
  %263 = phi i64 [ 0, %253 ], [ %279, %278 ]
  br i1 %200, label %264, label %278

264:                                              ; preds = %262
  %265 = mul nuw nsw i64 %263, %192
  br i1 %258, label %267, label %281

266:                                              ; preds = %281
  br i1 %260, label %278, label %267

267:                                              ; preds = %266, %264
  %268 = phi i64 [ 0, %264 ], [ %303, %266 ]
  call void @llvm.assume(i1 %261)
  %269 = add nuw nsw i64 %268, %265
  %270 = mul i64 %269, %245
  %271 = shl i64 %270, %195
  %272 = getelementptr inbounds nuw i8, ptr %251, i64 %271
  %273 = mul nuw nsw i64 %268, %247
  %274 = add nuw nsw i64 %273, %263
  %275 = mul i64 %274, %245
  %276 = shl i64 %275, %195
  %277 = getelementptr inbounds nuw i8, ptr %198, i64 %276
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %272, ptr readonly align 1 %277, i64 %254, i1 false)
  br label %278

278:                                              ; preds = %267, %266, %262
  %279 = add nuw nsw i64 %263, 1
  %280 = icmp eq i64 %279, %255
  br i1 %280, label %306, label %262, !llvm.loop !185

281:                                              ; preds = %264, %281
  %282 = phi i64 [ %303, %281 ], [ 0, %264 ]
  %283 = phi i64 [ %304, %281 ], [ 0, %264 ]
  %284 = add nuw nsw i64 %282, %265
  %285 = mul i64 %284, %245
  %286 = shl i64 %285, %195
  %287 = getelementptr inbounds nuw i8, ptr %251, i64 %286
  %288 = mul nuw nsw i64 %282, %247
  %289 = add nuw nsw i64 %288, %263
  %290 = mul i64 %289, %245
  %291 = shl i64 %290, %195
  %292 = getelementptr inbounds nuw i8, ptr %198, i64 %291
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %287, ptr readonly align 1 %292, i64 %254, i1 false)
  %293 = or disjoint i64 %282, 1
  %294 = add nuw nsw i64 %293, %265
  %295 = mul i64 %294, %245
  %296 = shl i64 %295, %195
  %297 = getelementptr inbounds nuw i8, ptr %251, i64 %296
  %298 = mul nuw nsw i64 %293, %247
  %299 = add nuw nsw i64 %298, %263
  %300 = mul i64 %299, %245
  %301 = shl i64 %300, %195
  %302 = getelementptr inbounds nuw i8, ptr %198, i64 %301
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %297, ptr readonly align 1 %302, i64 %254, i1 false)
  %303 = add nuw nsw i64 %282, 2
  %304 = add i64 %283, 2
  %305 = icmp eq i64 %304, %259
  br i1 %305, label %266, label %281, !llvm.loop !186

306:                                              ; preds = %278, %244
  call void @free(ptr noundef %198) #27
  br label %307

307:                                              ; preds = %186, %306
  %308 = phi i64 [ %188, %186 ], [ %195, %306 ]
  %309 = phi i64 [ %187, %186 ], [ %192, %306 ]
  %310 = phi ptr [ null, %186 ], [ %251, %306 ]
  %311 = sext i32 %6 to i64
  %312 = mul nsw i64 %309, %311
  %313 = shl i64 %312, %308
  %314 = or disjoint i64 %313, 1
  %315 = call noalias ptr @malloc(i64 noundef %314) #29
  %316 = mul nsw i32 %10, %2
  %317 = mul nsw i32 %10, %6
  %318 = call i32 @MPI_Scatter(ptr noundef %310, i32 noundef %316, i32 noundef %3, ptr noundef %315, i32 noundef %317, i32 noundef %7, i32 noundef %8, i32 noundef %9) #27
  %319 = shl nsw i64 %311, %308
  %320 = icmp ne ptr %5, null
  %321 = icmp sgt i32 %10, 0
  %322 = and i1 %320, %321
  br i1 %322, label %323, label %359

323:                                              ; preds = %307
  %324 = zext nneg i32 %10 to i64
  %325 = and i64 %324, 1
  %326 = icmp eq i32 %10, 1
  br i1 %326, label %351, label %327

327:                                              ; preds = %323
  %328 = and i64 %324, 2147483646
  br label %329

329:                                              ; preds = %344, %327
  %330 = phi i64 [ 0, %327 ], [ %345, %344 ]
  %331 = phi ptr [ %315, %327 ], [ %346, %344 ]
  %332 = phi i64 [ 0, %327 ], [ %347, %344 ]
  %333 = getelementptr inbounds nuw ptr, ptr %5, i64 %330
  %334 = load ptr, ptr %333, align 8, !tbaa !15
  %335 = icmp eq ptr %334, null
  br i1 %335, label %337, label %336

336:                                              ; preds = %329
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %334, ptr align 1 %331, i64 %319, i1 false)
  br label %337

337:                                              ; preds = %336, %329
  %338 = getelementptr inbounds nuw i8, ptr %331, i64 %319
  %339 = getelementptr inbounds nuw ptr, ptr %5, i64 %330
  %340 = getelementptr inbounds nuw i8, ptr %339, i64 8
  %341 = load ptr, ptr %340, align 8, !tbaa !15
  %342 = icmp eq ptr %341, null
  br i1 %342, label %344, label %343

343:                                              ; preds = %337
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %341, ptr align 1 %338, i64 %319, i1 false)
  br label %344

344:                                              ; preds = %343, %337
  %345 = add nuw nsw i64 %330, 2
  %346 = getelementptr inbounds nuw i8, ptr %338, i64 %319
  %347 = add i64 %332, 2
  %348 = icmp eq i64 %347, %328
  br i1 %348, label %349, label %329, !llvm.loop !41

349:                                              ; preds = %344
  %350 = icmp eq i64 %325, 0
  br i1 %350, label %359, label %351

351:                                              ; preds = %349, %323
  %352 = phi i64 [ 0, %323 ], [ %345, %349 ]
  %353 = phi ptr [ %315, %323 ], [ %346, %349 ]
  %354 = icmp ne i64 %325, 0
  call void @llvm.assume(i1 %354)
  %355 = getelementptr inbounds nuw ptr, ptr %5, i64 %352
  %356 = load ptr, ptr %355, align 8, !tbaa !15
  %357 = icmp eq ptr %356, null
  br i1 %357, label %359, label %358

358:                                              ; preds = %351
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %356, ptr align 1 %353, i64 %319, i1 false)
  br label %359

359:                                              ; preds = %349, %358, %351, %307
  call void @free(ptr noundef %310) #27
  call void @free(ptr noundef %315) #27
  br label %360

360:                                              ; preds = %175, %359, %174
  %361 = phi i32 [ %129, %174 ], [ %176, %175 ], [ %176, %359 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  ret i32 %361
}

; Function Attrs: nounwind
define void @__mpiad_rev_scatter(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #7 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = load i32, ptr @n_pending, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 0
  %13 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br i1 %12, label %14, label %44

14:                                               ; preds = %8
  %15 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br label %16

16:                                               ; preds = %29, %14
  %17 = phi i32 [ %30, %29 ], [ %11, %14 ]
  %18 = phi i64 [ %31, %29 ], [ %13, %14 ]
  %19 = phi ptr [ %32, %29 ], [ %15, %14 ]
  %20 = phi i32 [ %33, %29 ], [ 0, %14 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds ptr, ptr %19, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %25 = load i64, ptr %24, align 8, !tbaa !20
  %26 = icmp eq i64 %25, %18
  br i1 %26, label %35, label %27

27:                                               ; preds = %16
  %28 = add nsw i32 %20, 1
  br label %29

29:                                               ; preds = %35, %27
  %30 = phi i32 [ %17, %27 ], [ %43, %35 ]
  %31 = phi i64 [ %18, %27 ], [ %41, %35 ]
  %32 = phi ptr [ %19, %27 ], [ %42, %35 ]
  %33 = phi i32 [ %28, %27 ], [ 0, %35 ]
  %34 = icmp slt i32 %33, %30
  br i1 %34, label %16, label %44, !llvm.loop !26

35:                                               ; preds = %16
  %36 = add nsw i32 %17, -1
  store i32 %36, ptr @n_pending, align 4, !tbaa !5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds ptr, ptr %19, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !15
  store ptr %39, ptr %22, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %23)
  %40 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %41 = add nsw i64 %40, -1
  store i64 %41, ptr @coll_seq, align 8, !tbaa !12
  %42 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %43 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %29

44:                                               ; preds = %29, %8
  %45 = phi i64 [ %13, %8 ], [ %31, %29 ]
  %46 = add nsw i64 %45, -1
  store i64 %46, ptr @coll_seq, align 8, !tbaa !12
  %47 = icmp eq i32 %5, 1275069450
  %48 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %155 [
    i32 1275070475, label %49
    i32 1275069450, label %49
  ]

49:                                               ; preds = %44, %44
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %50 = call i32 @MPI_Comm_rank(i32 noundef %7, ptr noundef nonnull %9) #27
  %51 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %10) #27
  %52 = icmp eq ptr %3, null
  br i1 %52, label %53, label %58

53:                                               ; preds = %49
  %54 = select i1 %47, i64 4, i64 8
  %55 = sext i32 %4 to i64
  %56 = add nsw i64 %55, 1
  %57 = call noalias ptr @calloc(i64 noundef %56, i64 noundef %54) #31
  br label %58

58:                                               ; preds = %49, %53
  %59 = phi ptr [ %57, %53 ], [ %3, %49 ]
  %60 = phi ptr [ %57, %53 ], [ null, %49 ]
  %61 = load i32, ptr %9, align 4, !tbaa !5
  %62 = icmp eq i32 %61, %6
  br i1 %62, label %63, label %72

63:                                               ; preds = %58
  %64 = sext i32 %1 to i64
  %65 = load i32, ptr %10, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = mul nsw i64 %66, %64
  %68 = select i1 %47, i64 2, i64 3
  %69 = shl i64 %67, %68
  %70 = or disjoint i64 %69, 1
  %71 = call noalias ptr @malloc(i64 noundef %70) #29
  br label %72

72:                                               ; preds = %58, %63
  %73 = phi ptr [ %71, %63 ], [ null, %58 ]
  %74 = call i32 @MPI_Gather(ptr noundef %59, i32 noundef %4, i32 noundef %5, ptr noundef %73, i32 noundef %1, i32 noundef %2, i32 noundef %6, i32 noundef %7) #27
  %75 = load i32, ptr %9, align 4, !tbaa !5
  %76 = icmp eq i32 %75, %6
  br i1 %76, label %77, label %149

77:                                               ; preds = %72
  %78 = load i32, ptr %10, align 4, !tbaa !5
  %79 = mul nsw i32 %78, %1
  %80 = icmp eq ptr %0, null
  br i1 %80, label %149, label %81

81:                                               ; preds = %77
  %82 = icmp sgt i32 %79, 0
  br i1 %48, label %107, label %83

83:                                               ; preds = %81
  br i1 %82, label %84, label %149

84:                                               ; preds = %83
  %85 = zext nneg i32 %79 to i64
  %86 = icmp ult i32 %79, 8
  br i1 %86, label %105, label %87

87:                                               ; preds = %84
  %88 = and i64 %85, 2147483640
  br label %89

89:                                               ; preds = %89, %87
  %90 = phi i64 [ 0, %87 ], [ %101, %89 ]
  %91 = getelementptr inbounds nuw float, ptr %73, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 16
  %93 = load <4 x float>, ptr %91, align 4, !tbaa !27
  %94 = load <4 x float>, ptr %92, align 4, !tbaa !27
  %95 = getelementptr inbounds nuw float, ptr %0, i64 %90
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 16
  %97 = load <4 x float>, ptr %95, align 4, !tbaa !27
  %98 = load <4 x float>, ptr %96, align 4, !tbaa !27
  %99 = fadd <4 x float> %93, %97
  %100 = fadd <4 x float> %94, %98
  store <4 x float> %99, ptr %95, align 4, !tbaa !27
  store <4 x float> %100, ptr %96, align 4, !tbaa !27
  %101 = add nuw i64 %90, 8
  %102 = icmp eq i64 %101, %88
  br i1 %102, label %103, label %89, !llvm.loop !187

103:                                              ; preds = %89
  %104 = icmp eq i64 %88, %85
  br i1 %104, label %149, label %105

105:                                              ; preds = %84, %103
  %106 = phi i64 [ 0, %84 ], [ %88, %103 ]
  br label %140

107:                                              ; preds = %81
  br i1 %82, label %108, label %149

108:                                              ; preds = %107
  %109 = zext nneg i32 %79 to i64
  %110 = icmp ult i32 %79, 4
  br i1 %110, label %129, label %111

111:                                              ; preds = %108
  %112 = and i64 %109, 2147483644
  br label %113

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %125, %113 ]
  %115 = getelementptr inbounds nuw double, ptr %73, i64 %114
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 16
  %117 = load <2 x double>, ptr %115, align 8, !tbaa !32
  %118 = load <2 x double>, ptr %116, align 8, !tbaa !32
  %119 = getelementptr inbounds nuw double, ptr %0, i64 %114
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 16
  %121 = load <2 x double>, ptr %119, align 8, !tbaa !32
  %122 = load <2 x double>, ptr %120, align 8, !tbaa !32
  %123 = fadd <2 x double> %117, %121
  %124 = fadd <2 x double> %118, %122
  store <2 x double> %123, ptr %119, align 8, !tbaa !32
  store <2 x double> %124, ptr %120, align 8, !tbaa !32
  %125 = add nuw i64 %114, 4
  %126 = icmp eq i64 %125, %112
  br i1 %126, label %127, label %113, !llvm.loop !188

127:                                              ; preds = %113
  %128 = icmp eq i64 %112, %109
  br i1 %128, label %149, label %129

129:                                              ; preds = %108, %127
  %130 = phi i64 [ 0, %108 ], [ %112, %127 ]
  br label %131

131:                                              ; preds = %129, %131
  %132 = phi i64 [ %138, %131 ], [ %130, %129 ]
  %133 = getelementptr inbounds nuw double, ptr %73, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !32
  %135 = getelementptr inbounds nuw double, ptr %0, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !32
  %137 = fadd double %134, %136
  store double %137, ptr %135, align 8, !tbaa !32
  %138 = add nuw nsw i64 %132, 1
  %139 = icmp eq i64 %138, %109
  br i1 %139, label %149, label %131, !llvm.loop !189

140:                                              ; preds = %105, %140
  %141 = phi i64 [ %147, %140 ], [ %106, %105 ]
  %142 = getelementptr inbounds nuw float, ptr %73, i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !27
  %144 = getelementptr inbounds nuw float, ptr %0, i64 %141
  %145 = load float, ptr %144, align 4, !tbaa !27
  %146 = fadd float %143, %145
  store float %146, ptr %144, align 4, !tbaa !27
  %147 = add nuw nsw i64 %141, 1
  %148 = icmp eq i64 %147, %85
  br i1 %148, label %149, label %140, !llvm.loop !190

149:                                              ; preds = %140, %131, %103, %127, %107, %83, %77, %72
  br i1 %52, label %154, label %150

150:                                              ; preds = %149
  %151 = sext i32 %4 to i64
  %152 = select i1 %47, i64 2, i64 3
  %153 = shl nsw i64 %151, %152
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %153, i1 false)
  br label %154

154:                                              ; preds = %149, %150
  call void @free(ptr noundef %60) #27
  call void @free(ptr noundef %73) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  br label %155

155:                                              ; preds = %44, %154
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_alltoall(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #7 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %13 = call i32 @MPI_Comm_size(i32 noundef %8, ptr noundef nonnull %12) #27
  %14 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  br i1 %14, label %182, label %15

15:                                               ; preds = %10
  %16 = icmp eq i32 %3, 1275069450
  switch i32 %3, label %182 [
    i32 1275070475, label %17
    i32 1275069450, label %17
  ]

17:                                               ; preds = %15, %15
  %18 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %22 = icmp eq ptr %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %20
  %24 = load i8, ptr %21, align 1, !tbaa !14
  %25 = icmp ne i8 %24, 48
  %26 = zext i1 %25 to i32
  br label %27

27:                                               ; preds = %23, %20
  %28 = phi i32 [ 1, %20 ], [ %26, %23 ]
  store i32 %28, ptr @fuse_flag, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %17, %27
  %30 = phi i32 [ %28, %27 ], [ %18, %17 ]
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %182, label %32

32:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %33 = add nsw i32 %9, 1
  %34 = call i32 @MPI_Comm_size(i32 noundef %8, ptr noundef nonnull %11) #27
  %35 = sext i32 %2 to i64
  %36 = sext i32 %33 to i64
  %37 = load i32, ptr %11, align 4, !tbaa !5
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %38, %36
  %40 = mul i64 %39, %35
  %41 = select i1 %16, i64 2, i64 3
  %42 = shl i64 %40, %41
  %43 = or disjoint i64 %42, 1
  %44 = call noalias ptr @malloc(i64 noundef %43) #29
  %45 = sext i32 %6 to i64
  %46 = mul i64 %39, %45
  %47 = shl i64 %46, %41
  %48 = or disjoint i64 %47, 1
  %49 = call noalias ptr @malloc(i64 noundef %48) #29
  %50 = icmp sgt i32 %37, 0
  br i1 %50, label %51, label %62

51:                                               ; preds = %32
  %52 = shl nsw i64 %35, %41
  %53 = icmp sgt i32 %9, 0
  %54 = icmp eq ptr %1, null
  %55 = zext i32 %9 to i64
  %56 = zext nneg i32 %37 to i64
  %57 = and i64 %55, 1
  %58 = icmp eq i32 %9, 1
  %59 = and i64 %55, 2147483646
  %60 = icmp eq i64 %57, 0
  %61 = icmp ne i64 %57, 0
  br label %80

62:                                               ; preds = %127, %32
  %63 = mul nsw i32 %33, %2
  %64 = mul nsw i32 %33, %6
  %65 = call i32 @MPI_Alltoall(ptr noundef %44, i32 noundef %63, i32 noundef %3, ptr noundef %49, i32 noundef %64, i32 noundef %7, i32 noundef %8) #27
  %66 = load i32, ptr %11, align 4, !tbaa !5
  %67 = icmp sgt i32 %66, 0
  br i1 %67, label %68, label %181

68:                                               ; preds = %62
  %69 = shl nsw i64 %45, %41
  %70 = icmp eq ptr %4, null
  %71 = icmp ne ptr %5, null
  %72 = icmp sgt i32 %9, 0
  %73 = and i1 %71, %72
  %74 = zext i32 %9 to i64
  %75 = and i64 %74, 1
  %76 = icmp eq i32 %9, 1
  %77 = and i64 %74, 2147483646
  %78 = icmp eq i64 %75, 0
  %79 = icmp ne i64 %75, 0
  br label %130

80:                                               ; preds = %127, %51
  %81 = phi i64 [ 0, %51 ], [ %128, %127 ]
  %82 = mul nsw i64 %81, %35
  %83 = mul i64 %82, %36
  %84 = shl i64 %83, %41
  %85 = getelementptr inbounds nuw i8, ptr %44, i64 %84
  %86 = shl i64 %82, %41
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 %86
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr readonly align 1 %87, i64 %52, i1 false)
  br i1 %53, label %88, label %127

88:                                               ; preds = %80
  br i1 %58, label %116, label %89

89:                                               ; preds = %88, %111
  %90 = phi i64 [ %112, %111 ], [ 0, %88 ]
  %91 = phi ptr [ %102, %111 ], [ %85, %88 ]
  %92 = phi i64 [ %113, %111 ], [ 0, %88 ]
  %93 = getelementptr inbounds nuw i8, ptr %91, i64 %52
  br i1 %54, label %100, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds nuw ptr, ptr %1, i64 %90
  %96 = load ptr, ptr %95, align 8, !tbaa !15
  %97 = icmp eq ptr %96, null
  br i1 %97, label %100, label %98

98:                                               ; preds = %94
  %99 = getelementptr inbounds nuw i8, ptr %96, i64 %86
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr nonnull align 1 %99, i64 %52, i1 false)
  br label %101

100:                                              ; preds = %94, %89
  call void @llvm.memset.p0.i64(ptr align 1 %93, i8 0, i64 %52, i1 false)
  br label %101

101:                                              ; preds = %100, %98
  %102 = getelementptr inbounds nuw i8, ptr %93, i64 %52
  br i1 %54, label %110, label %103

103:                                              ; preds = %101
  %104 = getelementptr inbounds nuw ptr, ptr %1, i64 %90
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 8
  %106 = load ptr, ptr %105, align 8, !tbaa !15
  %107 = icmp eq ptr %106, null
  br i1 %107, label %110, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds nuw i8, ptr %106, i64 %86
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %102, ptr nonnull align 1 %109, i64 %52, i1 false)
  br label %111

110:                                              ; preds = %103, %101
  call void @llvm.memset.p0.i64(ptr align 1 %102, i8 0, i64 %52, i1 false)
  br label %111

111:                                              ; preds = %110, %108
  %112 = add nuw nsw i64 %90, 2
  %113 = add i64 %92, 2
  %114 = icmp eq i64 %113, %59
  br i1 %114, label %115, label %89, !llvm.loop !16

115:                                              ; preds = %111
  br i1 %60, label %127, label %116

116:                                              ; preds = %115, %88
  %117 = phi i64 [ 0, %88 ], [ %112, %115 ]
  %118 = phi ptr [ %85, %88 ], [ %102, %115 ]
  call void @llvm.assume(i1 %61)
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 %52
  br i1 %54, label %126, label %120

120:                                              ; preds = %116
  %121 = getelementptr inbounds nuw ptr, ptr %1, i64 %117
  %122 = load ptr, ptr %121, align 8, !tbaa !15
  %123 = icmp eq ptr %122, null
  br i1 %123, label %126, label %124

124:                                              ; preds = %120
  %125 = getelementptr inbounds nuw i8, ptr %122, i64 %86
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %119, ptr nonnull align 1 %125, i64 %52, i1 false)
  br label %127

126:                                              ; preds = %120, %116
  call void @llvm.memset.p0.i64(ptr align 1 %119, i8 0, i64 %52, i1 false)
  br label %127

127:                                              ; preds = %115, %126, %124, %80
  %128 = add nuw nsw i64 %81, 1
  %129 = icmp eq i64 %128, %56
  br i1 %129, label %62, label %80, !llvm.loop !191

130:                                              ; preds = %176, %68
  %131 = phi i32 [ %66, %68 ], [ %177, %176 ]
  %132 = phi i64 [ 0, %68 ], [ %178, %176 ]
  %133 = mul nsw i64 %132, %45
  %134 = mul i64 %133, %36
  %135 = shl i64 %134, %41
  %136 = getelementptr inbounds nuw i8, ptr %49, i64 %135
  %137 = shl i64 %133, %41
  br i1 %70, label %140, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds nuw i8, ptr %4, i64 %137
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %139, ptr readonly align 1 %136, i64 %69, i1 false)
  br label %140

140:                                              ; preds = %138, %130
  br i1 %73, label %141, label %176

141:                                              ; preds = %140
  br i1 %76, label %165, label %142

142:                                              ; preds = %141, %160
  %143 = phi i64 [ %161, %160 ], [ 0, %141 ]
  %144 = phi ptr [ %153, %160 ], [ %136, %141 ]
  %145 = phi i64 [ %162, %160 ], [ 0, %141 ]
  %146 = getelementptr inbounds nuw i8, ptr %144, i64 %69
  %147 = getelementptr inbounds nuw ptr, ptr %5, i64 %143
  %148 = load ptr, ptr %147, align 8, !tbaa !15
  %149 = icmp eq ptr %148, null
  br i1 %149, label %152, label %150

150:                                              ; preds = %142
  %151 = getelementptr inbounds nuw i8, ptr %148, i64 %137
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %151, ptr align 1 %146, i64 %69, i1 false)
  br label %152

152:                                              ; preds = %150, %142
  %153 = getelementptr inbounds nuw i8, ptr %146, i64 %69
  %154 = getelementptr inbounds nuw ptr, ptr %5, i64 %143
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 8
  %156 = load ptr, ptr %155, align 8, !tbaa !15
  %157 = icmp eq ptr %156, null
  br i1 %157, label %160, label %158

158:                                              ; preds = %152
  %159 = getelementptr inbounds nuw i8, ptr %156, i64 %137
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %159, ptr align 1 %153, i64 %69, i1 false)
  br label %160

160:                                              ; preds = %158, %152
  %161 = add nuw nsw i64 %143, 2
  %162 = add i64 %145, 2
  %163 = icmp eq i64 %162, %77
  br i1 %163, label %164, label %142, !llvm.loop !41

164:                                              ; preds = %160
  br i1 %78, label %174, label %165

165:                                              ; preds = %164, %141
  %166 = phi i64 [ 0, %141 ], [ %161, %164 ]
  %167 = phi ptr [ %136, %141 ], [ %153, %164 ]
  call void @llvm.assume(i1 %79)
  %168 = getelementptr inbounds nuw ptr, ptr %5, i64 %166
  %169 = load ptr, ptr %168, align 8, !tbaa !15
  %170 = icmp eq ptr %169, null
  br i1 %170, label %174, label %171

171:                                              ; preds = %165
  %172 = getelementptr inbounds nuw i8, ptr %167, i64 %69
  %173 = getelementptr inbounds nuw i8, ptr %169, i64 %137
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %173, ptr align 1 %172, i64 %69, i1 false)
  br label %174

174:                                              ; preds = %165, %171, %164
  %175 = load i32, ptr %11, align 4, !tbaa !5
  br label %176

176:                                              ; preds = %174, %140
  %177 = phi i32 [ %175, %174 ], [ %131, %140 ]
  %178 = add nuw nsw i64 %132, 1
  %179 = sext i32 %177 to i64
  %180 = icmp slt i64 %178, %179
  br i1 %180, label %130, label %181, !llvm.loop !192

181:                                              ; preds = %176, %62
  call void @free(ptr noundef %44) #27
  call void @free(ptr noundef %49) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  br label %419

182:                                              ; preds = %15, %29, %10
  %183 = call i32 @MPI_Alltoall(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  %184 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %419 [
    i32 1275070475, label %185
    i32 1275069450, label %185
  ]

185:                                              ; preds = %182, %182
  %186 = icmp eq ptr %1, null
  br i1 %186, label %190, label %187

187:                                              ; preds = %185
  switch i32 %3, label %188 [
    i32 1275070475, label %190
    i32 1275069450, label %190
  ]

188:                                              ; preds = %187
  %189 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.34, i64 noundef %189) #30
  unreachable

190:                                              ; preds = %185, %187, %187
  %191 = load i32, ptr %12, align 4, !tbaa !5
  %192 = mul nsw i32 %191, %2
  %193 = sext i32 %9 to i64
  %194 = sext i32 %192 to i64
  %195 = mul nsw i64 %194, %193
  %196 = select i1 %184, i64 2, i64 3
  %197 = shl i64 %195, %196
  %198 = or disjoint i64 %197, 1
  %199 = call noalias ptr @malloc(i64 noundef %198) #29
  %200 = shl nsw i64 %194, %196
  %201 = icmp sgt i32 %9, 0
  br i1 %201, label %202, label %244

202:                                              ; preds = %190
  %203 = zext nneg i32 %9 to i64
  %204 = and i64 %203, 1
  %205 = icmp eq i32 %9, 1
  br i1 %205, label %234, label %206

206:                                              ; preds = %202
  %207 = and i64 %203, 2147483646
  br label %208

208:                                              ; preds = %227, %206
  %209 = phi i64 [ 0, %206 ], [ %228, %227 ]
  %210 = phi ptr [ %199, %206 ], [ %229, %227 ]
  %211 = phi i64 [ 0, %206 ], [ %230, %227 ]
  br i1 %186, label %217, label %212

212:                                              ; preds = %208
  %213 = getelementptr inbounds nuw ptr, ptr %1, i64 %209
  %214 = load ptr, ptr %213, align 8, !tbaa !15
  %215 = icmp eq ptr %214, null
  br i1 %215, label %217, label %216

216:                                              ; preds = %212
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %210, ptr nonnull align 1 %214, i64 %200, i1 false)
  br label %218

217:                                              ; preds = %212, %208
  call void @llvm.memset.p0.i64(ptr align 1 %210, i8 0, i64 %200, i1 false)
  br label %218

218:                                              ; preds = %217, %216
  %219 = getelementptr inbounds nuw i8, ptr %210, i64 %200
  br i1 %186, label %226, label %220

220:                                              ; preds = %218
  %221 = getelementptr inbounds nuw ptr, ptr %1, i64 %209
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 8
  %223 = load ptr, ptr %222, align 8, !tbaa !15
  %224 = icmp eq ptr %223, null
  br i1 %224, label %226, label %225

225:                                              ; preds = %220
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %219, ptr nonnull align 1 %223, i64 %200, i1 false)
  br label %227

226:                                              ; preds = %220, %218
  call void @llvm.memset.p0.i64(ptr align 1 %219, i8 0, i64 %200, i1 false)
  br label %227

227:                                              ; preds = %226, %225
  %228 = add nuw nsw i64 %209, 2
  %229 = getelementptr inbounds nuw i8, ptr %219, i64 %200
  %230 = add i64 %211, 2
  %231 = icmp eq i64 %230, %207
  br i1 %231, label %232, label %208, !llvm.loop !16

232:                                              ; preds = %227
  %233 = icmp eq i64 %204, 0
  br i1 %233, label %244, label %234

234:                                              ; preds = %232, %202
  %235 = phi i64 [ 0, %202 ], [ %228, %232 ]
  %236 = phi ptr [ %199, %202 ], [ %229, %232 ]
  %237 = icmp ne i64 %204, 0
  call void @llvm.assume(i1 %237)
  br i1 %186, label %243, label %238

238:                                              ; preds = %234
  %239 = getelementptr inbounds nuw ptr, ptr %1, i64 %235
  %240 = load ptr, ptr %239, align 8, !tbaa !15
  %241 = icmp eq ptr %240, null
  br i1 %241, label %243, label %242

242:                                              ; preds = %238
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %236, ptr nonnull align 1 %240, i64 %200, i1 false)
  br label %244

243:                                              ; preds = %238, %234
  call void @llvm.memset.p0.i64(ptr align 1 %236, i8 0, i64 %200, i1 false)
  br label %244

244:                                              ; preds = %232, %243, %242, %190
  %245 = sext i32 %2 to i64
  %246 = mul nsw i64 %193, %245
  %247 = sext i32 %191 to i64
  %248 = mul i64 %246, %247
  %249 = shl i64 %248, %196
  %250 = or disjoint i64 %249, 1
  %251 = call noalias ptr @malloc(i64 noundef %250) #29
  %252 = icmp sgt i32 %191, 0
  br i1 %252, label %253, label %306

253:                                              ; preds = %244
  %254 = shl nsw i64 %245, %196
  %255 = zext nneg i32 %191 to i64
  %256 = zext i32 %9 to i64
  %257 = and i64 %256, 1
  %258 = icmp eq i32 %9, 1
  %259 = and i64 %256, 2147483646
  %260 = icmp eq i64 %257, 0
  %261 = icmp ne i64 %257, 0
  br label %262

262:                                              ; preds = %278, %253
  %263 = phi i64 [ 0, %253 ], [ %279, %278 ]
  br i1 %201, label %264, label %278

264:                                              ; preds = %262
  %265 = mul nuw nsw i64 %263, %193
  br i1 %258, label %267, label %281

266:                                              ; preds = %281
  br i1 %260, label %278, label %267

267:                                              ; preds = %266, %264
  %268 = phi i64 [ 0, %264 ], [ %303, %266 ]
  call void @llvm.assume(i1 %261)
  %269 = add nuw nsw i64 %268, %265
  %270 = mul i64 %269, %245
  %271 = shl i64 %270, %196
  %272 = getelementptr inbounds nuw i8, ptr %251, i64 %271
  %273 = mul nuw nsw i64 %268, %247
  %274 = add nuw nsw i64 %273, %263
  %275 = mul i64 %274, %245
  %276 = shl i64 %275, %196
  %277 = getelementptr inbounds nuw i8, ptr %199, i64 %276
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %272, ptr readonly align 1 %277, i64 %254, i1 false)
  br label %278

278:                                              ; preds = %267, %266, %262
  %279 = add nuw nsw i64 %263, 1
  %280 = icmp eq i64 %279, %255
  br i1 %280, label %306, label %262, !llvm.loop !185

281:                                              ; preds = %264, %281
  %282 = phi i64 [ %303, %281 ], [ 0, %264 ]
  %283 = phi i64 [ %304, %281 ], [ 0, %264 ]
  %284 = add nuw nsw i64 %282, %265
  %285 = mul i64 %284, %245
  %286 = shl i64 %285, %196
  %287 = getelementptr inbounds nuw i8, ptr %251, i64 %286
  %288 = mul nuw nsw i64 %282, %247
  %289 = add nuw nsw i64 %288, %263
  %290 = mul i64 %289, %245
  %291 = shl i64 %290, %196
  %292 = getelementptr inbounds nuw i8, ptr %199, i64 %291
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %287, ptr readonly align 1 %292, i64 %254, i1 false)
  %293 = or disjoint i64 %282, 1
  %294 = add nuw nsw i64 %293, %265
  %295 = mul i64 %294, %245
  %296 = shl i64 %295, %196
  %297 = getelementptr inbounds nuw i8, ptr %251, i64 %296
  %298 = mul nuw nsw i64 %293, %247
  %299 = add nuw nsw i64 %298, %263
  %300 = mul i64 %299, %245
  %301 = shl i64 %300, %196
  %302 = getelementptr inbounds nuw i8, ptr %199, i64 %301
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %297, ptr readonly align 1 %302, i64 %254, i1 false)
  %303 = add nuw nsw i64 %282, 2
  %304 = add i64 %283, 2
  %305 = icmp eq i64 %304, %259
  br i1 %305, label %266, label %281, !llvm.loop !186

306:                                              ; preds = %278, %244
  %307 = sext i32 %6 to i64
  %308 = mul nsw i64 %193, %307
  %309 = mul i64 %308, %247
  %310 = shl i64 %309, %196
  %311 = or disjoint i64 %310, 1
  %312 = call noalias ptr @malloc(i64 noundef %311) #29
  %313 = mul nsw i32 %9, %2
  %314 = mul nsw i32 %9, %6
  %315 = call i32 @MPI_Alltoall(ptr noundef %251, i32 noundef %313, i32 noundef %3, ptr noundef %312, i32 noundef %314, i32 noundef %7, i32 noundef %8) #27
  %316 = load i32, ptr %12, align 4, !tbaa !5
  %317 = sext i32 %316 to i64
  %318 = mul i64 %308, %317
  %319 = shl i64 %318, %196
  %320 = or disjoint i64 %319, 1
  %321 = call noalias ptr @malloc(i64 noundef %320) #29
  %322 = icmp sgt i32 %316, 0
  br i1 %322, label %323, label %376

323:                                              ; preds = %306
  %324 = shl nsw i64 %307, %196
  %325 = zext nneg i32 %316 to i64
  %326 = zext i32 %9 to i64
  %327 = and i64 %326, 1
  %328 = icmp eq i32 %9, 1
  %329 = and i64 %326, 2147483646
  %330 = icmp eq i64 %327, 0
  %331 = icmp ne i64 %327, 0
  br label %332

332:                                              ; preds = %348, %323
  %333 = phi i64 [ 0, %323 ], [ %349, %348 ]
  br i1 %201, label %334, label %348

334:                                              ; preds = %332
  %335 = mul nuw nsw i64 %333, %193
  br i1 %328, label %337, label %351

336:                                              ; preds = %351
  br i1 %330, label %348, label %337

337:                                              ; preds = %336, %334
  %338 = phi i64 [ 0, %334 ], [ %373, %336 ]
  call void @llvm.assume(i1 %331)
  %339 = mul nuw nsw i64 %338, %317
  %340 = add nuw nsw i64 %339, %333
  %341 = mul i64 %340, %307
  %342 = shl i64 %341, %196
  %343 = getelementptr inbounds nuw i8, ptr %321, i64 %342
  %344 = add nuw nsw i64 %338, %335
  %345 = mul i64 %344, %307
  %346 = shl i64 %345, %196
  %347 = getelementptr inbounds nuw i8, ptr %312, i64 %346
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %343, ptr readonly align 1 %347, i64 %324, i1 false)
  br label %348

348:                                              ; preds = %337, %336, %332
  %349 = add nuw nsw i64 %333, 1
  %350 = icmp eq i64 %349, %325
  br i1 %350, label %376, label %332, !llvm.loop !178

351:                                              ; preds = %334, %351
  %352 = phi i64 [ %373, %351 ], [ 0, %334 ]
  %353 = phi i64 [ %374, %351 ], [ 0, %334 ]
  %354 = mul nuw nsw i64 %352, %317
  %355 = add nuw nsw i64 %354, %333
  %356 = mul i64 %355, %307
  %357 = shl i64 %356, %196
  %358 = getelementptr inbounds nuw i8, ptr %321, i64 %357
  %359 = add nuw nsw i64 %352, %335
  %360 = mul i64 %359, %307
  %361 = shl i64 %360, %196
  %362 = getelementptr inbounds nuw i8, ptr %312, i64 %361
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %358, ptr readonly align 1 %362, i64 %324, i1 false)
  %363 = or disjoint i64 %352, 1
  %364 = mul nuw nsw i64 %363, %317
  %365 = add nuw nsw i64 %364, %333
  %366 = mul i64 %365, %307
  %367 = shl i64 %366, %196
  %368 = getelementptr inbounds nuw i8, ptr %321, i64 %367
  %369 = add nuw nsw i64 %363, %335
  %370 = mul i64 %369, %307
  %371 = shl i64 %370, %196
  %372 = getelementptr inbounds nuw i8, ptr %312, i64 %371
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %368, ptr readonly align 1 %372, i64 %324, i1 false)
  %373 = add nuw nsw i64 %352, 2
  %374 = add i64 %353, 2
  %375 = icmp eq i64 %374, %329
  br i1 %375, label %336, label %351, !llvm.loop !179

376:                                              ; preds = %348, %306
  %377 = mul nsw i32 %316, %6
  %378 = sext i32 %377 to i64
  %379 = shl nsw i64 %378, %196
  %380 = icmp ne ptr %5, null
  %381 = and i1 %380, %201
  br i1 %381, label %382, label %418

382:                                              ; preds = %376
  %383 = zext nneg i32 %9 to i64
  %384 = and i64 %383, 1
  %385 = icmp eq i32 %9, 1
  br i1 %385, label %410, label %386

386:                                              ; preds = %382
  %387 = and i64 %383, 2147483646
  br label %388

388:                                              ; preds = %403, %386
  %389 = phi i64 [ 0, %386 ], [ %404, %403 ]
  %390 = phi ptr [ %321, %386 ], [ %405, %403 ]
  %391 = phi i64 [ 0, %386 ], [ %406, %403 ]
  %392 = getelementptr inbounds nuw ptr, ptr %5, i64 %389
  %393 = load ptr, ptr %392, align 8, !tbaa !15
  %394 = icmp eq ptr %393, null
  br i1 %394, label %396, label %395

395:                                              ; preds = %388
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %393, ptr align 1 %390, i64 %379, i1 false)
  br label %396

396:                                              ; preds = %395, %388
  %397 = getelementptr inbounds nuw i8, ptr %390, i64 %379
  %398 = getelementptr inbounds nuw ptr, ptr %5, i64 %389
  %399 = getelementptr inbounds nuw i8, ptr %398, i64 8
  %400 = load ptr, ptr %399, align 8, !tbaa !15
  %401 = icmp eq ptr %400, null
  br i1 %401, label %403, label %402

402:                                              ; preds = %396
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %400, ptr align 1 %397, i64 %379, i1 false)
  br label %403

403:                                              ; preds = %402, %396
  %404 = add nuw nsw i64 %389, 2
  %405 = getelementptr inbounds nuw i8, ptr %397, i64 %379
  %406 = add i64 %391, 2
  %407 = icmp eq i64 %406, %387
  br i1 %407, label %408, label %388, !llvm.loop !41

408:                                              ; preds = %403
  %409 = icmp eq i64 %384, 0
  br i1 %409, label %418, label %410

410:                                              ; preds = %408, %382
  %411 = phi i64 [ 0, %382 ], [ %404, %408 ]
  %412 = phi ptr [ %321, %382 ], [ %405, %408 ]
  %413 = icmp ne i64 %384, 0
  call void @llvm.assume(i1 %413)
  %414 = getelementptr inbounds nuw ptr, ptr %5, i64 %411
  %415 = load ptr, ptr %414, align 8, !tbaa !15
  %416 = icmp eq ptr %415, null
  br i1 %416, label %418, label %417

417:                                              ; preds = %410
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %415, ptr align 1 %412, i64 %379, i1 false)
  br label %418

418:                                              ; preds = %408, %417, %410, %376
  call void @free(ptr noundef %199) #27
  call void @free(ptr noundef %251) #27
  call void @free(ptr noundef %312) #27
  call void @free(ptr noundef %321) #27
  br label %419

419:                                              ; preds = %182, %418, %181
  %420 = phi i32 [ %65, %181 ], [ %183, %182 ], [ %183, %418 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  ret i32 %420
}

declare i32 @MPI_Alltoall(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_alltoall(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #7 {
  %8 = alloca i32, align 4
  %9 = load i32, ptr @n_pending, align 4, !tbaa !5
  %10 = icmp sgt i32 %9, 0
  %11 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br i1 %10, label %12, label %42

12:                                               ; preds = %7
  %13 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br label %14

14:                                               ; preds = %27, %12
  %15 = phi i32 [ %28, %27 ], [ %9, %12 ]
  %16 = phi i64 [ %29, %27 ], [ %11, %12 ]
  %17 = phi ptr [ %30, %27 ], [ %13, %12 ]
  %18 = phi i32 [ %31, %27 ], [ 0, %12 ]
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds ptr, ptr %17, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %23 = load i64, ptr %22, align 8, !tbaa !20
  %24 = icmp eq i64 %23, %16
  br i1 %24, label %33, label %25

25:                                               ; preds = %14
  %26 = add nsw i32 %18, 1
  br label %27

27:                                               ; preds = %33, %25
  %28 = phi i32 [ %15, %25 ], [ %41, %33 ]
  %29 = phi i64 [ %16, %25 ], [ %39, %33 ]
  %30 = phi ptr [ %17, %25 ], [ %40, %33 ]
  %31 = phi i32 [ %26, %25 ], [ 0, %33 ]
  %32 = icmp slt i32 %31, %28
  br i1 %32, label %14, label %42, !llvm.loop !26

33:                                               ; preds = %14
  %34 = add nsw i32 %15, -1
  store i32 %34, ptr @n_pending, align 4, !tbaa !5
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds ptr, ptr %17, i64 %35
  %37 = load ptr, ptr %36, align 8, !tbaa !15
  store ptr %37, ptr %20, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %21)
  %38 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %39 = add nsw i64 %38, -1
  store i64 %39, ptr @coll_seq, align 8, !tbaa !12
  %40 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %41 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %27

42:                                               ; preds = %27, %7
  %43 = phi i64 [ %11, %7 ], [ %29, %27 ]
  %44 = add nsw i64 %43, -1
  store i64 %44, ptr @coll_seq, align 8, !tbaa !12
  %45 = icmp eq i32 %5, 1275069450
  %46 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %148 [
    i32 1275070475, label %47
    i32 1275069450, label %47
  ]

47:                                               ; preds = %42, %42
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  %48 = call i32 @MPI_Comm_size(i32 noundef %6, ptr noundef nonnull %8) #27
  %49 = icmp eq ptr %3, null
  %50 = load i32, ptr %8, align 4, !tbaa !5
  br i1 %49, label %53, label %51

51:                                               ; preds = %47
  %52 = sext i32 %50 to i64
  br label %60

53:                                               ; preds = %47
  %54 = select i1 %45, i64 4, i64 8
  %55 = sext i32 %4 to i64
  %56 = sext i32 %50 to i64
  %57 = mul nsw i64 %56, %55
  %58 = add nsw i64 %57, 1
  %59 = call noalias ptr @calloc(i64 noundef %58, i64 noundef %54) #31
  br label %60

60:                                               ; preds = %51, %53
  %61 = phi i64 [ %52, %51 ], [ %56, %53 ]
  %62 = phi ptr [ %3, %51 ], [ %59, %53 ]
  %63 = phi ptr [ null, %51 ], [ %59, %53 ]
  %64 = sext i32 %1 to i64
  %65 = mul nsw i64 %61, %64
  %66 = select i1 %45, i64 2, i64 3
  %67 = shl i64 %65, %66
  %68 = or disjoint i64 %67, 1
  %69 = call noalias ptr @malloc(i64 noundef %68) #29
  %70 = call i32 @MPI_Alltoall(ptr noundef %62, i32 noundef %4, i32 noundef %5, ptr noundef %69, i32 noundef %1, i32 noundef %2, i32 noundef %6) #27
  %71 = load i32, ptr %8, align 4, !tbaa !5
  %72 = mul nsw i32 %71, %1
  %73 = icmp eq ptr %0, null
  br i1 %73, label %142, label %74

74:                                               ; preds = %60
  %75 = icmp sgt i32 %72, 0
  br i1 %46, label %100, label %76

76:                                               ; preds = %74
  br i1 %75, label %77, label %142

77:                                               ; preds = %76
  %78 = zext nneg i32 %72 to i64
  %79 = icmp ult i32 %72, 8
  br i1 %79, label %98, label %80

80:                                               ; preds = %77
  %81 = and i64 %78, 2147483640
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 0, %80 ], [ %94, %82 ]
  %84 = getelementptr inbounds nuw float, ptr %69, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 16
  %86 = load <4 x float>, ptr %84, align 4, !tbaa !27
  %87 = load <4 x float>, ptr %85, align 4, !tbaa !27
  %88 = getelementptr inbounds nuw float, ptr %0, i64 %83
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 16
  %90 = load <4 x float>, ptr %88, align 4, !tbaa !27
  %91 = load <4 x float>, ptr %89, align 4, !tbaa !27
  %92 = fadd <4 x float> %86, %90
  %93 = fadd <4 x float> %87, %91
  store <4 x float> %92, ptr %88, align 4, !tbaa !27
  store <4 x float> %93, ptr %89, align 4, !tbaa !27
  %94 = add nuw i64 %83, 8
  %95 = icmp eq i64 %94, %81
  br i1 %95, label %96, label %82, !llvm.loop !193

96:                                               ; preds = %82
  %97 = icmp eq i64 %81, %78
  br i1 %97, label %142, label %98

98:                                               ; preds = %77, %96
  %99 = phi i64 [ 0, %77 ], [ %81, %96 ]
  br label %133

100:                                              ; preds = %74
  br i1 %75, label %101, label %142

101:                                              ; preds = %100
  %102 = zext nneg i32 %72 to i64
  %103 = icmp ult i32 %72, 4
  br i1 %103, label %122, label %104

104:                                              ; preds = %101
  %105 = and i64 %102, 2147483644
  br label %106

106:                                              ; preds = %106, %104
  %107 = phi i64 [ 0, %104 ], [ %118, %106 ]
  %108 = getelementptr inbounds nuw double, ptr %69, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 16
  %110 = load <2 x double>, ptr %108, align 8, !tbaa !32
  %111 = load <2 x double>, ptr %109, align 8, !tbaa !32
  %112 = getelementptr inbounds nuw double, ptr %0, i64 %107
  %113 = getelementptr inbounds nuw i8, ptr %112, i64 16
  %114 = load <2 x double>, ptr %112, align 8, !tbaa !32
  %115 = load <2 x double>, ptr %113, align 8, !tbaa !32
  %116 = fadd <2 x double> %110, %114
  %117 = fadd <2 x double> %111, %115
  store <2 x double> %116, ptr %112, align 8, !tbaa !32
  store <2 x double> %117, ptr %113, align 8, !tbaa !32
  %118 = add nuw i64 %107, 4
  %119 = icmp eq i64 %118, %105
  br i1 %119, label %120, label %106, !llvm.loop !194

120:                                              ; preds = %106
  %121 = icmp eq i64 %105, %102
  br i1 %121, label %142, label %122

122:                                              ; preds = %101, %120
  %123 = phi i64 [ 0, %101 ], [ %105, %120 ]
  br label %124

124:                                              ; preds = %122, %124
  %125 = phi i64 [ %131, %124 ], [ %123, %122 ]
  %126 = getelementptr inbounds nuw double, ptr %69, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !32
  %128 = getelementptr inbounds nuw double, ptr %0, i64 %125
  %129 = load double, ptr %128, align 8, !tbaa !32
  %130 = fadd double %127, %129
  store double %130, ptr %128, align 8, !tbaa !32
  %131 = add nuw nsw i64 %125, 1
  %132 = icmp eq i64 %131, %102
  br i1 %132, label %142, label %124, !llvm.loop !195

133:                                              ; preds = %98, %133
  %134 = phi i64 [ %140, %133 ], [ %99, %98 ]
  %135 = getelementptr inbounds nuw float, ptr %69, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !27
  %137 = getelementptr inbounds nuw float, ptr %0, i64 %134
  %138 = load float, ptr %137, align 4, !tbaa !27
  %139 = fadd float %136, %138
  store float %139, ptr %137, align 4, !tbaa !27
  %140 = add nuw nsw i64 %134, 1
  %141 = icmp eq i64 %140, %78
  br i1 %141, label %142, label %133, !llvm.loop !196

142:                                              ; preds = %133, %124, %96, %120, %60, %76, %100
  br i1 %49, label %147, label %143

143:                                              ; preds = %142
  %144 = mul nsw i32 %71, %4
  %145 = sext i32 %144 to i64
  %146 = shl nsw i64 %145, %66
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %146, i1 false)
  br label %147

147:                                              ; preds = %142, %143
  call void @free(ptr noundef %63) #27
  call void @free(ptr noundef %69) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  br label %148

148:                                              ; preds = %42, %147
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_scatter_block(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #7 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %12 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %11) #27
  %13 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  br i1 %13, label %160, label %14

14:                                               ; preds = %9
  %15 = icmp eq i32 %5, 1275069450
  %16 = icmp eq i32 %5, 1275070475
  %17 = or i1 %16, %15
  %18 = icmp eq i32 %6, 1476395011
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %160

20:                                               ; preds = %14
  %21 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %22 = icmp slt i32 %21, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %25 = icmp eq ptr %24, null
  br i1 %25, label %30, label %26

26:                                               ; preds = %23
  %27 = load i8, ptr %24, align 1, !tbaa !14
  %28 = icmp ne i8 %27, 48
  %29 = zext i1 %28 to i32
  br label %30

30:                                               ; preds = %26, %23
  %31 = phi i32 [ 1, %23 ], [ %29, %26 ]
  store i32 %31, ptr @fuse_flag, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %20, %30
  %33 = phi i32 [ %31, %30 ], [ %21, %20 ]
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %160, label %35

35:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %36 = add nsw i32 %8, 1
  %37 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %10) #27
  %38 = sext i32 %4 to i64
  %39 = sext i32 %36 to i64
  %40 = mul nsw i64 %39, %38
  %41 = load i32, ptr %10, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = mul i64 %40, %42
  %44 = select i1 %15, i64 2, i64 3
  %45 = shl i64 %43, %44
  %46 = or disjoint i64 %45, 1
  %47 = call noalias ptr @malloc(i64 noundef %46) #29
  %48 = shl i64 %40, %44
  %49 = or disjoint i64 %48, 1
  %50 = call noalias ptr @malloc(i64 noundef %49) #29
  %51 = icmp sgt i32 %41, 0
  %52 = shl nsw i64 %38, %44
  br i1 %51, label %53, label %63

53:                                               ; preds = %35
  %54 = icmp sgt i32 %8, 0
  %55 = icmp eq ptr %1, null
  %56 = zext i32 %8 to i64
  %57 = zext nneg i32 %41 to i64
  %58 = and i64 %56, 1
  %59 = icmp eq i32 %8, 1
  %60 = and i64 %56, 2147483646
  %61 = icmp eq i64 %58, 0
  %62 = icmp ne i64 %58, 0
  br label %98

63:                                               ; preds = %145, %35
  %64 = mul nsw i32 %36, %4
  %65 = call i32 @MPI_Reduce_scatter_block(ptr noundef %47, ptr noundef %50, i32 noundef %64, i32 noundef %5, i32 noundef 1476395011, i32 noundef %7) #27
  %66 = icmp eq ptr %2, null
  br i1 %66, label %68, label %67

67:                                               ; preds = %63
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr readonly align 1 %50, i64 %52, i1 false)
  br label %68

68:                                               ; preds = %67, %63
  %69 = icmp ne ptr %3, null
  %70 = icmp sgt i32 %8, 0
  %71 = and i1 %69, %70
  br i1 %71, label %72, label %159

72:                                               ; preds = %68
  %73 = zext nneg i32 %8 to i64
  %74 = and i64 %73, 1
  %75 = icmp eq i32 %8, 1
  br i1 %75, label %150, label %76

76:                                               ; preds = %72
  %77 = and i64 %73, 2147483646
  br label %78

78:                                               ; preds = %94, %76
  %79 = phi i64 [ 0, %76 ], [ %95, %94 ]
  %80 = phi ptr [ %50, %76 ], [ %88, %94 ]
  %81 = phi i64 [ 0, %76 ], [ %96, %94 ]
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 %52
  %83 = getelementptr inbounds nuw ptr, ptr %3, i64 %79
  %84 = load ptr, ptr %83, align 8, !tbaa !15
  %85 = icmp eq ptr %84, null
  br i1 %85, label %87, label %86

86:                                               ; preds = %78
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %84, ptr align 1 %82, i64 %52, i1 false)
  br label %87

87:                                               ; preds = %86, %78
  %88 = getelementptr inbounds nuw i8, ptr %82, i64 %52
  %89 = getelementptr inbounds nuw ptr, ptr %3, i64 %79
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !15
  %92 = icmp eq ptr %91, null
  br i1 %92, label %94, label %93

93:                                               ; preds = %87
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %91, ptr align 1 %88, i64 %52, i1 false)
  br label %94

94:                                               ; preds = %93, %87
  %95 = add nuw nsw i64 %79, 2
  %96 = add i64 %81, 2
  %97 = icmp eq i64 %96, %77
  br i1 %97, label %148, label %78, !llvm.loop !41

98:                                               ; preds = %145, %53
  %99 = phi i64 [ 0, %53 ], [ %146, %145 ]
  %100 = mul nsw i64 %99, %38
  %101 = mul i64 %100, %39
  %102 = shl i64 %101, %44
  %103 = getelementptr inbounds nuw i8, ptr %47, i64 %102
  %104 = shl i64 %100, %44
  %105 = getelementptr inbounds nuw i8, ptr %0, i64 %104
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %103, ptr readonly align 1 %105, i64 %52, i1 false)
  br i1 %54, label %106, label %145

106:                                              ; preds = %98
  br i1 %59, label %134, label %107

107:                                              ; preds = %106, %129
  %108 = phi i64 [ %130, %129 ], [ 0, %106 ]
  %109 = phi ptr [ %120, %129 ], [ %103, %106 ]
  %110 = phi i64 [ %131, %129 ], [ 0, %106 ]
  %111 = getelementptr inbounds nuw i8, ptr %109, i64 %52
  br i1 %55, label %118, label %112

112:                                              ; preds = %107
  %113 = getelementptr inbounds nuw ptr, ptr %1, i64 %108
  %114 = load ptr, ptr %113, align 8, !tbaa !15
  %115 = icmp eq ptr %114, null
  br i1 %115, label %118, label %116

116:                                              ; preds = %112
  %117 = getelementptr inbounds nuw i8, ptr %114, i64 %104
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %111, ptr nonnull align 1 %117, i64 %52, i1 false)
  br label %119

118:                                              ; preds = %112, %107
  call void @llvm.memset.p0.i64(ptr align 1 %111, i8 0, i64 %52, i1 false)
  br label %119

119:                                              ; preds = %118, %116
  %120 = getelementptr inbounds nuw i8, ptr %111, i64 %52
  br i1 %55, label %128, label %121

121:                                              ; preds = %119
  %122 = getelementptr inbounds nuw ptr, ptr %1, i64 %108
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 8
  %124 = load ptr, ptr %123, align 8, !tbaa !15
  %125 = icmp eq ptr %124, null
  br i1 %125, label %128, label %126

126:                                              ; preds = %121
  %127 = getelementptr inbounds nuw i8, ptr %124, i64 %104
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %120, ptr nonnull align 1 %127, i64 %52, i1 false)
  br label %129

128:                                              ; preds = %121, %119
  call void @llvm.memset.p0.i64(ptr align 1 %120, i8 0, i64 %52, i1 false)
  br label %129

129:                                              ; preds = %128, %126
  %130 = add nuw nsw i64 %108, 2
  %131 = add i64 %110, 2
  %132 = icmp eq i64 %131, %60
  br i1 %132, label %133, label %107, !llvm.loop !16

133:                                              ; preds = %129
  br i1 %61, label %145, label %134

134:                                              ; preds = %133, %106
  %135 = phi i64 [ 0, %106 ], [ %130, %133 ]
  %136 = phi ptr [ %103, %106 ], [ %120, %133 ]
  call void @llvm.assume(i1 %62)
  %137 = getelementptr inbounds nuw i8, ptr %136, i64 %52
  br i1 %55, label %144, label %138

138:                                              ; preds = %134
  %139 = getelementptr inbounds nuw ptr, ptr %1, i64 %135
  %140 = load ptr, ptr %139, align 8, !tbaa !15
  %141 = icmp eq ptr %140, null
  br i1 %141, label %144, label %142

142:                                              ; preds = %138
  %143 = getelementptr inbounds nuw i8, ptr %140, i64 %104
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %137, ptr nonnull align 1 %143, i64 %52, i1 false)
  br label %145

144:                                              ; preds = %138, %134
  call void @llvm.memset.p0.i64(ptr align 1 %137, i8 0, i64 %52, i1 false)
  br label %145

145:                                              ; preds = %133, %144, %142, %98
  %146 = add nuw nsw i64 %99, 1
  %147 = icmp eq i64 %146, %57
  br i1 %147, label %63, label %98, !llvm.loop !197

148:                                              ; preds = %94
  %149 = icmp eq i64 %74, 0
  br i1 %149, label %159, label %150

150:                                              ; preds = %148, %72
  %151 = phi i64 [ 0, %72 ], [ %95, %148 ]
  %152 = phi ptr [ %50, %72 ], [ %88, %148 ]
  %153 = icmp ne i64 %74, 0
  call void @llvm.assume(i1 %153)
  %154 = getelementptr inbounds nuw ptr, ptr %3, i64 %151
  %155 = load ptr, ptr %154, align 8, !tbaa !15
  %156 = icmp eq ptr %155, null
  br i1 %156, label %159, label %157

157:                                              ; preds = %150
  %158 = getelementptr inbounds nuw i8, ptr %152, i64 %52
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %155, ptr align 1 %158, i64 %52, i1 false)
  br label %159

159:                                              ; preds = %148, %157, %150, %68
  call void @free(ptr noundef %47) #27
  call void @free(ptr noundef %50) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %352

160:                                              ; preds = %32, %14, %9
  %161 = call i32 @MPI_Reduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  %162 = icmp eq i32 %5, 1275069450
  switch i32 %5, label %352 [
    i32 1275070475, label %163
    i32 1275069450, label %163
  ]

163:                                              ; preds = %160, %160
  switch i32 %6, label %164 [
    i32 1476395011, label %186
    i32 1476395012, label %184
    i32 1476395010, label %184
    i32 1476395009, label %184
  ]

164:                                              ; preds = %163
  %165 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %166 = icmp sgt i32 %165, 0
  br i1 %166, label %167, label %182

167:                                              ; preds = %164
  %168 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %169 = zext nneg i32 %165 to i64
  br label %173

170:                                              ; preds = %173
  %171 = add nuw nsw i64 %174, 1
  %172 = icmp eq i64 %171, %169
  br i1 %172, label %182, label %173, !llvm.loop !198

173:                                              ; preds = %170, %167
  %174 = phi i64 [ 0, %167 ], [ %171, %170 ]
  %175 = getelementptr inbounds nuw %struct.op_reg, ptr %168, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !42
  %177 = icmp eq i32 %176, %6
  br i1 %177, label %178, label %170

178:                                              ; preds = %173
  %179 = getelementptr inbounds nuw %struct.op_reg, ptr %168, i64 %174
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 4
  %181 = load i32, ptr %180, align 4, !tbaa !44
  switch i32 %181, label %184 [
    i32 0, label %182
    i32 1, label %186
  ]

182:                                              ; preds = %170, %178, %164
  %183 = sext i32 %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.45, i64 noundef %183) #30
  unreachable

184:                                              ; preds = %178, %163, %163, %163
  %185 = sext i32 %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i64 noundef %185) #30
  unreachable

186:                                              ; preds = %178, %163
  %187 = icmp eq ptr %1, null
  br i1 %187, label %191, label %188

188:                                              ; preds = %186
  switch i32 %5, label %189 [
    i32 1275070475, label %191
    i32 1275069450, label %191
  ]

189:                                              ; preds = %188
  %190 = sext i32 %5 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.34, i64 noundef %190) #30
  unreachable

191:                                              ; preds = %186, %188, %188
  %192 = load i32, ptr %11, align 4, !tbaa !5
  %193 = mul nsw i32 %192, %4
  %194 = sext i32 %8 to i64
  %195 = sext i32 %193 to i64
  %196 = mul nsw i64 %195, %194
  %197 = select i1 %162, i64 2, i64 3
  %198 = shl i64 %196, %197
  %199 = or disjoint i64 %198, 1
  %200 = call noalias ptr @malloc(i64 noundef %199) #29
  %201 = shl nsw i64 %195, %197
  %202 = icmp sgt i32 %8, 0
  br i1 %202, label %203, label %245

203:                                              ; preds = %191
  %204 = zext nneg i32 %8 to i64
  %205 = and i64 %204, 1
  %206 = icmp eq i32 %8, 1
  br i1 %206, label %235, label %207

207:                                              ; preds = %203
  %208 = and i64 %204, 2147483646
  br label %209

209:                                              ; preds = %228, %207
  %210 = phi i64 [ 0, %207 ], [ %229, %228 ]
  %211 = phi ptr [ %200, %207 ], [ %230, %228 ]
  %212 = phi i64 [ 0, %207 ], [ %231, %228 ]
  br i1 %187, label %218, label %213

213:                                              ; preds = %209
  %214 = getelementptr inbounds nuw ptr, ptr %1, i64 %210
  %215 = load ptr, ptr %214, align 8, !tbaa !15
  %216 = icmp eq ptr %215, null
  br i1 %216, label %218, label %217

217:                                              ; preds = %213
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %211, ptr nonnull align 1 %215, i64 %201, i1 false)
  br label %219

218:                                              ; preds = %213, %209
  call void @llvm.memset.p0.i64(ptr align 1 %211, i8 0, i64 %201, i1 false)
  br label %219

219:                                              ; preds = %218, %217
  %220 = getelementptr inbounds nuw i8, ptr %211, i64 %201
  br i1 %187, label %227, label %221

221:                                              ; preds = %219
  %222 = getelementptr inbounds nuw ptr, ptr %1, i64 %210
  %223 = getelementptr inbounds nuw i8, ptr %222, i64 8
  %224 = load ptr, ptr %223, align 8, !tbaa !15
  %225 = icmp eq ptr %224, null
  br i1 %225, label %227, label %226

226:                                              ; preds = %221
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %220, ptr nonnull align 1 %224, i64 %201, i1 false)
  br label %228

227:                                              ; preds = %221, %219
  call void @llvm.memset.p0.i64(ptr align 1 %220, i8 0, i64 %201, i1 false)
  br label %228

228:                                              ; preds = %227, %226
  %229 = add nuw nsw i64 %210, 2
  %230 = getelementptr inbounds nuw i8, ptr %220, i64 %201
  %231 = add i64 %212, 2
  %232 = icmp eq i64 %231, %208
  br i1 %232, label %233, label %209, !llvm.loop !16

233:                                              ; preds = %228
  %234 = icmp eq i64 %205, 0
  br i1 %234, label %245, label %235

235:                                              ; preds = %233, %203
  %236 = phi i64 [ 0, %203 ], [ %229, %233 ]
  %237 = phi ptr [ %200, %203 ], [ %230, %233 ]
  %238 = icmp ne i64 %205, 0
  call void @llvm.assume(i1 %238)
  br i1 %187, label %244, label %239

239:                                              ; preds = %235
  %240 = getelementptr inbounds nuw ptr, ptr %1, i64 %236
  %241 = load ptr, ptr %240, align 8, !tbaa !15
  %242 = icmp eq ptr %241, null
  br i1 %242, label %244, label %243

243:                                              ; preds = %239
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %237, ptr nonnull align 1 %241, i64 %201, i1 false)
  br label %245

244:                                              ; preds = %239, %235
  call void @llvm.memset.p0.i64(ptr align 1 %237, i8 0, i64 %201, i1 false)
  br label %245

245:                                              ; preds = %233, %244, %243, %191
  %246 = sext i32 %4 to i64
  %247 = mul nsw i64 %194, %246
  %248 = sext i32 %192 to i64
  %249 = mul i64 %247, %248
  %250 = shl i64 %249, %197
  %251 = or disjoint i64 %250, 1
  %252 = call noalias ptr @malloc(i64 noundef %251) #29
  %253 = icmp sgt i32 %192, 0
  %254 = shl nsw i64 %246, %197
  br i1 %253, label %255, label %307

255:                                              ; preds = %245
  %256 = zext nneg i32 %192 to i64
  %257 = zext i32 %8 to i64
  %258 = and i64 %257, 1
  %259 = icmp eq i32 %8, 1
  %260 = and i64 %257, 2147483646
  %261 = icmp eq i64 %258, 0
  %262 = icmp ne i64 %258, 0
  br label %263

263:                                              ; preds = %279, %255
  %264 = phi i64 [ 0, %255 ], [ %280, %279 ]
  br i1 %202, label %265, label %279

265:                                              ; preds = %263
  %266 = mul nuw nsw i64 %264, %194
  br i1 %259, label %268, label %282

267:                                              ; preds = %282
  br i1 %261, label %279, label %268

268:                                              ; preds = %267, %265
  %269 = phi i64 [ 0, %265 ], [ %304, %267 ]
  call void @llvm.assume(i1 %262)
  %270 = add nuw nsw i64 %269, %266
  %271 = mul i64 %270, %246
  %272 = shl i64 %271, %197
  %273 = getelementptr inbounds nuw i8, ptr %252, i64 %272
  %274 = mul nuw nsw i64 %269, %248
  %275 = add nuw nsw i64 %274, %264
  %276 = mul i64 %275, %246
  %277 = shl i64 %276, %197
  %278 = getelementptr inbounds nuw i8, ptr %200, i64 %277
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %273, ptr readonly align 1 %278, i64 %254, i1 false)
  br label %279

279:                                              ; preds = %268, %267, %263
  %280 = add nuw nsw i64 %264, 1
  %281 = icmp eq i64 %280, %256
  br i1 %281, label %307, label %263, !llvm.loop !185

282:                                              ; preds = %265, %282
  %283 = phi i64 [ %304, %282 ], [ 0, %265 ]
  %284 = phi i64 [ %305, %282 ], [ 0, %265 ]
  %285 = add nuw nsw i64 %283, %266
  %286 = mul i64 %285, %246
  %287 = shl i64 %286, %197
  %288 = getelementptr inbounds nuw i8, ptr %252, i64 %287
  %289 = mul nuw nsw i64 %283, %248
  %290 = add nuw nsw i64 %289, %264
  %291 = mul i64 %290, %246
  %292 = shl i64 %291, %197
  %293 = getelementptr inbounds nuw i8, ptr %200, i64 %292
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %288, ptr readonly align 1 %293, i64 %254, i1 false)
  %294 = or disjoint i64 %283, 1
  %295 = add nuw nsw i64 %294, %266
  %296 = mul i64 %295, %246
  %297 = shl i64 %296, %197
  %298 = getelementptr inbounds nuw i8, ptr %252, i64 %297
  %299 = mul nuw nsw i64 %294, %248
  %300 = add nuw nsw i64 %299, %264
  %301 = mul i64 %300, %246
  %302 = shl i64 %301, %197
  %303 = getelementptr inbounds nuw i8, ptr %200, i64 %302
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %298, ptr readonly align 1 %303, i64 %254, i1 false)
  %304 = add nuw nsw i64 %283, 2
  %305 = add i64 %284, 2
  %306 = icmp eq i64 %305, %260
  br i1 %306, label %267, label %282, !llvm.loop !186

307:                                              ; preds = %279, %245
  %308 = shl i64 %247, %197
  %309 = or disjoint i64 %308, 1
  %310 = call noalias ptr @malloc(i64 noundef %309) #29
  %311 = mul nsw i32 %8, %4
  %312 = call i32 @MPI_Reduce_scatter_block(ptr noundef %252, ptr noundef %310, i32 noundef %311, i32 noundef %5, i32 noundef 1476395011, i32 noundef %7) #27
  %313 = icmp ne ptr %3, null
  %314 = and i1 %313, %202
  br i1 %314, label %315, label %351

315:                                              ; preds = %307
  %316 = zext nneg i32 %8 to i64
  %317 = and i64 %316, 1
  %318 = icmp eq i32 %8, 1
  br i1 %318, label %343, label %319

319:                                              ; preds = %315
  %320 = and i64 %316, 2147483646
  br label %321

321:                                              ; preds = %336, %319
  %322 = phi i64 [ 0, %319 ], [ %337, %336 ]
  %323 = phi ptr [ %310, %319 ], [ %338, %336 ]
  %324 = phi i64 [ 0, %319 ], [ %339, %336 ]
  %325 = getelementptr inbounds nuw ptr, ptr %3, i64 %322
  %326 = load ptr, ptr %325, align 8, !tbaa !15
  %327 = icmp eq ptr %326, null
  br i1 %327, label %329, label %328

328:                                              ; preds = %321
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %326, ptr align 1 %323, i64 %254, i1 false)
  br label %329

329:                                              ; preds = %328, %321
  %330 = getelementptr inbounds nuw i8, ptr %323, i64 %254
  %331 = getelementptr inbounds nuw ptr, ptr %3, i64 %322
  %332 = getelementptr inbounds nuw i8, ptr %331, i64 8
  %333 = load ptr, ptr %332, align 8, !tbaa !15
  %334 = icmp eq ptr %333, null
  br i1 %334, label %336, label %335

335:                                              ; preds = %329
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %333, ptr align 1 %330, i64 %254, i1 false)
  br label %336

336:                                              ; preds = %335, %329
  %337 = add nuw nsw i64 %322, 2
  %338 = getelementptr inbounds nuw i8, ptr %330, i64 %254
  %339 = add i64 %324, 2
  %340 = icmp eq i64 %339, %320
  br i1 %340, label %341, label %321, !llvm.loop !41

341:                                              ; preds = %336
  %342 = icmp eq i64 %317, 0
  br i1 %342, label %351, label %343

343:                                              ; preds = %341, %315
  %344 = phi i64 [ 0, %315 ], [ %337, %341 ]
  %345 = phi ptr [ %310, %315 ], [ %338, %341 ]
  %346 = icmp ne i64 %317, 0
  call void @llvm.assume(i1 %346)
  %347 = getelementptr inbounds nuw ptr, ptr %3, i64 %344
  %348 = load ptr, ptr %347, align 8, !tbaa !15
  %349 = icmp eq ptr %348, null
  br i1 %349, label %351, label %350

350:                                              ; preds = %343
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %348, ptr align 1 %345, i64 %254, i1 false)
  br label %351

351:                                              ; preds = %341, %350, %343, %307
  call void @free(ptr noundef %200) #27
  call void @free(ptr noundef %252) #27
  call void @free(ptr noundef %310) #27
  br label %352

352:                                              ; preds = %160, %351, %159
  %353 = phi i32 [ %65, %159 ], [ %161, %160 ], [ %161, %351 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  ret i32 %353
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce_scatter_block(ptr noundef captures(address_is_null) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #7 {
  %7 = alloca i32, align 4
  %8 = load i32, ptr @n_pending, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  %10 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br i1 %9, label %11, label %41

11:                                               ; preds = %6
  %12 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br label %13

13:                                               ; preds = %26, %11
  %14 = phi i32 [ %27, %26 ], [ %8, %11 ]
  %15 = phi i64 [ %28, %26 ], [ %10, %11 ]
  %16 = phi ptr [ %29, %26 ], [ %12, %11 ]
  %17 = phi i32 [ %30, %26 ], [ 0, %11 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 32
  %22 = load i64, ptr %21, align 8, !tbaa !20
  %23 = icmp eq i64 %22, %15
  br i1 %23, label %32, label %24

24:                                               ; preds = %13
  %25 = add nsw i32 %17, 1
  br label %26

26:                                               ; preds = %32, %24
  %27 = phi i32 [ %14, %24 ], [ %40, %32 ]
  %28 = phi i64 [ %15, %24 ], [ %38, %32 ]
  %29 = phi ptr [ %16, %24 ], [ %39, %32 ]
  %30 = phi i32 [ %25, %24 ], [ 0, %32 ]
  %31 = icmp slt i32 %30, %27
  br i1 %31, label %13, label %41, !llvm.loop !26

32:                                               ; preds = %13
  %33 = add nsw i32 %14, -1
  store i32 %33, ptr @n_pending, align 4, !tbaa !5
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds ptr, ptr %16, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !15
  store ptr %36, ptr %19, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %20)
  %37 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %38 = add nsw i64 %37, -1
  store i64 %38, ptr @coll_seq, align 8, !tbaa !12
  %39 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %40 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %26

41:                                               ; preds = %26, %6
  %42 = phi i64 [ %10, %6 ], [ %28, %26 ]
  %43 = add nsw i64 %42, -1
  store i64 %43, ptr @coll_seq, align 8, !tbaa !12
  %44 = icmp eq i32 %3, 1275069450
  %45 = icmp eq i32 %3, 1275070475
  switch i32 %3, label %166 [
    i32 1275070475, label %46
    i32 1275069450, label %46
  ]

46:                                               ; preds = %41, %41
  switch i32 %4, label %47 [
    i32 1476395011, label %69
    i32 1476395012, label %67
    i32 1476395010, label %67
    i32 1476395009, label %67
  ]

47:                                               ; preds = %46
  %48 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %49 = icmp sgt i32 %48, 0
  br i1 %49, label %50, label %65

50:                                               ; preds = %47
  %51 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %52 = zext nneg i32 %48 to i64
  br label %56

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %57, 1
  %55 = icmp eq i64 %54, %52
  br i1 %55, label %65, label %56, !llvm.loop !198

56:                                               ; preds = %53, %50
  %57 = phi i64 [ 0, %50 ], [ %54, %53 ]
  %58 = getelementptr inbounds nuw %struct.op_reg, ptr %51, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !42
  %60 = icmp eq i32 %59, %4
  br i1 %60, label %61, label %53

61:                                               ; preds = %56
  %62 = getelementptr inbounds nuw %struct.op_reg, ptr %51, i64 %57
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 4
  %64 = load i32, ptr %63, align 4, !tbaa !44
  switch i32 %64, label %67 [
    i32 0, label %65
    i32 1, label %69
  ]

65:                                               ; preds = %53, %61, %47
  %66 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.45, i64 noundef %66) #30
  unreachable

67:                                               ; preds = %61, %46, %46, %46
  %68 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i64 noundef %68) #30
  unreachable

69:                                               ; preds = %61, %46
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #27
  %70 = call i32 @MPI_Comm_size(i32 noundef %5, ptr noundef nonnull %7) #27
  %71 = icmp eq ptr %1, null
  br i1 %71, label %74, label %72

72:                                               ; preds = %69
  %73 = sext i32 %2 to i64
  br label %79

74:                                               ; preds = %69
  %75 = select i1 %44, i64 4, i64 8
  %76 = sext i32 %2 to i64
  %77 = add nsw i64 %76, 1
  %78 = call noalias ptr @calloc(i64 noundef %77, i64 noundef %75) #31
  br label %79

79:                                               ; preds = %72, %74
  %80 = phi i64 [ %73, %72 ], [ %76, %74 ]
  %81 = phi ptr [ %1, %72 ], [ %78, %74 ]
  %82 = phi ptr [ null, %72 ], [ %78, %74 ]
  %83 = load i32, ptr %7, align 4, !tbaa !5
  %84 = sext i32 %83 to i64
  %85 = mul nsw i64 %80, %84
  %86 = select i1 %44, i64 2, i64 3
  %87 = shl i64 %85, %86
  %88 = or disjoint i64 %87, 1
  %89 = call noalias ptr @malloc(i64 noundef %88) #29
  %90 = call i32 @MPI_Allgather(ptr noundef %81, i32 noundef %2, i32 noundef %3, ptr noundef %89, i32 noundef %2, i32 noundef %3, i32 noundef %5) #27
  %91 = load i32, ptr %7, align 4, !tbaa !5
  %92 = mul nsw i32 %91, %2
  %93 = icmp eq ptr %0, null
  br i1 %93, label %162, label %94

94:                                               ; preds = %79
  %95 = icmp sgt i32 %92, 0
  br i1 %45, label %120, label %96

96:                                               ; preds = %94
  br i1 %95, label %97, label %162

97:                                               ; preds = %96
  %98 = zext nneg i32 %92 to i64
  %99 = icmp ult i32 %92, 8
  br i1 %99, label %118, label %100

100:                                              ; preds = %97
  %101 = and i64 %98, 2147483640
  br label %102

102:                                              ; preds = %102, %100
  %103 = phi i64 [ 0, %100 ], [ %114, %102 ]
  %104 = getelementptr inbounds nuw float, ptr %89, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 16
  %106 = load <4 x float>, ptr %104, align 4, !tbaa !27
  %107 = load <4 x float>, ptr %105, align 4, !tbaa !27
  %108 = getelementptr inbounds nuw float, ptr %0, i64 %103
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 16
  %110 = load <4 x float>, ptr %108, align 4, !tbaa !27
  %111 = load <4 x float>, ptr %109, align 4, !tbaa !27
  %112 = fadd <4 x float> %106, %110
  %113 = fadd <4 x float> %107, %111
  store <4 x float> %112, ptr %108, align 4, !tbaa !27
  store <4 x float> %113, ptr %109, align 4, !tbaa !27
  %114 = add nuw i64 %103, 8
  %115 = icmp eq i64 %114, %101
  br i1 %115, label %116, label %102, !llvm.loop !199

116:                                              ; preds = %102
  %117 = icmp eq i64 %101, %98
  br i1 %117, label %162, label %118

118:                                              ; preds = %97, %116
  %119 = phi i64 [ 0, %97 ], [ %101, %116 ]
  br label %153

120:                                              ; preds = %94
  br i1 %95, label %121, label %162

121:                                              ; preds = %120
  %122 = zext nneg i32 %92 to i64
  %123 = icmp ult i32 %92, 4
  br i1 %123, label %142, label %124

124:                                              ; preds = %121
  %125 = and i64 %122, 2147483644
  br label %126

126:                                              ; preds = %126, %124
  %127 = phi i64 [ 0, %124 ], [ %138, %126 ]
  %128 = getelementptr inbounds nuw double, ptr %89, i64 %127
  %129 = getelementptr inbounds nuw i8, ptr %128, i64 16
  %130 = load <2 x double>, ptr %128, align 8, !tbaa !32
  %131 = load <2 x double>, ptr %129, align 8, !tbaa !32
  %132 = getelementptr inbounds nuw double, ptr %0, i64 %127
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 16
  %134 = load <2 x double>, ptr %132, align 8, !tbaa !32
  %135 = load <2 x double>, ptr %133, align 8, !tbaa !32
  %136 = fadd <2 x double> %130, %134
  %137 = fadd <2 x double> %131, %135
  store <2 x double> %136, ptr %132, align 8, !tbaa !32
  store <2 x double> %137, ptr %133, align 8, !tbaa !32
  %138 = add nuw i64 %127, 4
  %139 = icmp eq i64 %138, %125
  br i1 %139, label %140, label %126, !llvm.loop !200

140:                                              ; preds = %126
  %141 = icmp eq i64 %125, %122
  br i1 %141, label %162, label %142

142:                                              ; preds = %121, %140
  %143 = phi i64 [ 0, %121 ], [ %125, %140 ]
  br label %144

144:                                              ; preds = %142, %144
  %145 = phi i64 [ %151, %144 ], [ %143, %142 ]
  %146 = getelementptr inbounds nuw double, ptr %89, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !32
  %148 = getelementptr inbounds nuw double, ptr %0, i64 %145
  %149 = load double, ptr %148, align 8, !tbaa !32
  %150 = fadd double %147, %149
  store double %150, ptr %148, align 8, !tbaa !32
  %151 = add nuw nsw i64 %145, 1
  %152 = icmp eq i64 %151, %122
  br i1 %152, label %162, label %144, !llvm.loop !201

153:                                              ; preds = %118, %153
  %154 = phi i64 [ %160, %153 ], [ %119, %118 ]
  %155 = getelementptr inbounds nuw float, ptr %89, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !27
  %157 = getelementptr inbounds nuw float, ptr %0, i64 %154
  %158 = load float, ptr %157, align 4, !tbaa !27
  %159 = fadd float %156, %158
  store float %159, ptr %157, align 4, !tbaa !27
  %160 = add nuw nsw i64 %154, 1
  %161 = icmp eq i64 %160, %98
  br i1 %161, label %162, label %153, !llvm.loop !202

162:                                              ; preds = %153, %144, %116, %140, %79, %96, %120
  br i1 %71, label %165, label %163

163:                                              ; preds = %162
  %164 = shl nsw i64 %80, %86
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %164, i1 false)
  br label %165

165:                                              ; preds = %162, %163
  call void @free(ptr noundef %82) #27
  call void @free(ptr noundef %89) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #27
  br label %166

166:                                              ; preds = %41, %165
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @__mpiad_aug_comm_free(ptr noundef writeonly captures(none) initializes((0, 4)) %0) local_unnamed_addr #15 {
  store i32 67108864, ptr %0, align 4, !tbaa !5
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none)
define void @__mpiad_rev_comm_free(i32 noundef %0) local_unnamed_addr #16 {
  %2 = icmp eq i32 %0, 67108864
  br i1 %2, label %20, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @n_freed, align 4, !tbaa !5
  %5 = load i32, ptr @cap_freed, align 4, !tbaa !5
  %6 = icmp eq i32 %4, %5
  %7 = load ptr, ptr @freed_comms, align 8, !tbaa !175
  br i1 %6, label %8, label %15

8:                                                ; preds = %3
  %9 = icmp eq i32 %4, 0
  %10 = shl nsw i32 %4, 1
  %11 = select i1 %9, i32 8, i32 %10
  store i32 %11, ptr @cap_freed, align 4, !tbaa !5
  %12 = sext i32 %11 to i64
  %13 = shl nsw i64 %12, 2
  %14 = tail call ptr @realloc(ptr noundef %7, i64 noundef %13) #32
  store ptr %14, ptr @freed_comms, align 8, !tbaa !175
  br label %15

15:                                               ; preds = %8, %3
  %16 = phi ptr [ %14, %8 ], [ %7, %3 ]
  %17 = add nsw i32 %4, 1
  store i32 %17, ptr @n_freed, align 4, !tbaa !5
  %18 = sext i32 %4 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  store i32 %0, ptr %19, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %1, %15
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr noundef captures(none), i64 noundef) local_unnamed_addr #17

; Function Attrs: nounwind
define void @__mpiad_rev_comm_made(i32 noundef %0) local_unnamed_addr #7 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !5
  %3 = load i32, ptr @n_freed, align 4, !tbaa !5
  %4 = load ptr, ptr @freed_comms, align 8
  %5 = zext i32 %3 to i64
  br label %6

6:                                                ; preds = %10, %1
  %7 = phi i64 [ %11, %10 ], [ %5, %1 ]
  %8 = trunc nuw i64 %7 to i32
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %6
  %11 = add nsw i64 %7, -1
  %12 = getelementptr inbounds nuw i32, ptr %4, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = icmp eq i32 %13, %0
  br i1 %14, label %15, label %6, !llvm.loop !203

15:                                               ; preds = %10
  %16 = getelementptr inbounds nuw i32, ptr %4, i64 %11
  %17 = add nsw i32 %3, -1
  store i32 %17, ptr @n_freed, align 4, !tbaa !5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %4, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  store i32 %20, ptr %16, align 4, !tbaa !5
  %21 = call i32 @MPI_Comm_free(ptr noundef nonnull %2) #27
  br label %22

22:                                               ; preds = %6, %15
  ret void
}

declare i32 @MPI_Comm_free(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none)
define void @mpiad_register_op_derivative(i32 noundef %0, i32 noundef %1) local_unnamed_addr #16 {
  %3 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %4 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call ptr @realloc(ptr noundef %3, i64 noundef %7) #32
  store ptr %8, ptr @op_regs, align 8, !tbaa !15
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds %struct.op_reg, ptr %8, i64 %9
  store i32 %0, ptr %10, align 4, !tbaa !42
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 %1, ptr %11, align 4, !tbaa !44
  store i32 %5, ptr @n_op_regs, align 4, !tbaa !5
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_allreduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #7 {
  %10 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.21, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef -1, i32 noundef %8)
  ret i32 %10
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_reduce(ptr noundef %0, ptr noundef %1, ptr noundef readonly captures(address) %2, ptr noundef %3, ptr noundef readonly captures(address) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #7 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [128 x double], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = icmp eq i32 %7, 1275072547
  %19 = select i1 %18, i32 2, i32 0
  %20 = icmp eq i32 %7, -1946157055
  %21 = select i1 %20, i32 1, i32 %19
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %154, label %23

23:                                               ; preds = %11
  switch i32 %8, label %25 [
    i32 1476395019, label %27
    i32 1476395020, label %24
  ]

24:                                               ; preds = %23
  br label %27

25:                                               ; preds = %23
  %26 = sext i32 %8 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.46, i64 noundef %26) #30
  unreachable

27:                                               ; preds = %24, %23
  %28 = phi i32 [ 2, %24 ], [ 1, %23 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %29 = add nsw i32 %5, 2
  %30 = call i32 @MPI_Comm_rank(i32 noundef %10, ptr noundef nonnull %16) #27
  %31 = icmp eq ptr %1, inttoptr (i64 -1 to ptr)
  %32 = icmp slt i32 %9, 0
  %33 = load i32, ptr %16, align 4
  %34 = icmp eq i32 %33, %9
  %35 = select i1 %32, i1 true, i1 %34
  %36 = sext i32 %6 to i64
  %37 = sext i32 %29 to i64
  %38 = shl nsw i64 %37, 3
  %39 = mul i64 %38, %36
  %40 = add i64 %39, 8
  %41 = call noalias ptr @malloc(i64 noundef %40) #29
  %42 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %43 = icmp slt i32 %42, 0
  br i1 %43, label %44, label %53

44:                                               ; preds = %27
  %45 = call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %46 = icmp eq ptr %45, null
  br i1 %46, label %51, label %47

47:                                               ; preds = %44
  %48 = load i8, ptr %45, align 1, !tbaa !14
  %49 = icmp ne i8 %48, 48
  %50 = zext i1 %49 to i32
  br label %51

51:                                               ; preds = %47, %44
  %52 = phi i32 [ 1, %44 ], [ %50, %47 ]
  store i32 %52, ptr @fuse_flag, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %51, %27
  %54 = phi i32 [ %52, %51 ], [ %42, %27 ]
  %55 = icmp eq i32 %54, 0
  %56 = and i1 %31, %55
  br i1 %56, label %57, label %61

57:                                               ; preds = %53
  %58 = shl nsw i64 %36, 4
  %59 = or disjoint i64 %58, 1
  %60 = call noalias ptr @malloc(i64 noundef %59) #29
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr align 1 %3, i64 %58, i1 false)
  br label %63

61:                                               ; preds = %53
  %62 = select i1 %31, ptr %3, ptr %1
  br i1 %55, label %63, label %70

63:                                               ; preds = %61, %57
  %64 = phi ptr [ %60, %57 ], [ null, %61 ]
  %65 = phi ptr [ %60, %57 ], [ %62, %61 ]
  br i1 %32, label %66, label %68

66:                                               ; preds = %63
  %67 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %10) #27
  br label %70

68:                                               ; preds = %63
  %69 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) #27
  br label %70

70:                                               ; preds = %68, %66, %61
  %71 = phi ptr [ null, %61 ], [ %64, %66 ], [ %64, %68 ]
  %72 = phi ptr [ %62, %61 ], [ %65, %66 ], [ %65, %68 ]
  %73 = phi i32 [ 0, %61 ], [ %67, %66 ], [ %69, %68 ]
  %74 = select i1 %31, ptr %4, ptr %2
  %75 = call fastcc i32 @reduce_loc_tuples(i32 noundef range(i32 1, 3) %21, i32 noundef %28, ptr noundef %72, ptr noundef %74, i32 noundef %5, i32 noundef %6, ptr noundef %41, i32 noundef %9, i32 noundef %10)
  %76 = icmp sgt i32 %6, 0
  %77 = and i1 %76, %35
  br i1 %77, label %78, label %152

78:                                               ; preds = %70
  %79 = icmp ne ptr %4, null
  %80 = icmp sgt i32 %5, 0
  %81 = and i1 %79, %80
  %82 = icmp eq i32 %5, 1
  %83 = and i32 %5, 2147483646
  %84 = zext nneg i32 %83 to i64
  %85 = and i32 %5, 1
  %86 = icmp eq i32 %85, 0
  %87 = and i32 %5, 1
  %88 = icmp ne i32 %87, 0
  br label %89

89:                                               ; preds = %122, %78
  %90 = phi i64 [ 0, %78 ], [ %123, %122 ]
  br i1 %55, label %104, label %91

91:                                               ; preds = %89
  %92 = mul nsw i64 %90, %37
  %93 = getelementptr inbounds double, ptr %41, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !32
  %95 = getelementptr i8, ptr %93, i64 8
  %96 = load double, ptr %95, align 8, !tbaa !32
  %97 = shl nsw i64 %90, 4
  %98 = getelementptr inbounds nuw i8, ptr %3, i64 %97
  store double %94, ptr %98, align 8, !tbaa !32
  br i1 %20, label %99, label %102

99:                                               ; preds = %91
  %100 = fptosi double %96 to i32
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 8
  store i32 %100, ptr %101, align 4, !tbaa !5
  br label %104

102:                                              ; preds = %91
  %103 = getelementptr inbounds nuw i8, ptr %98, i64 8
  store double %96, ptr %103, align 8, !tbaa !32
  br label %104

104:                                              ; preds = %102, %99, %89
  br i1 %81, label %105, label %122

105:                                              ; preds = %104
  %106 = mul nuw nsw i64 %90, %37
  %107 = getelementptr double, ptr %41, i64 %106
  %108 = getelementptr i8, ptr %107, i64 16
  %109 = shl nsw i64 %90, 4
  br i1 %82, label %111, label %125

110:                                              ; preds = %148
  br i1 %86, label %122, label %111

111:                                              ; preds = %110, %105
  %112 = phi i64 [ 0, %105 ], [ %149, %110 ]
  call void @llvm.assume(i1 %88)
  %113 = getelementptr inbounds nuw ptr, ptr %4, i64 %112
  %114 = load ptr, ptr %113, align 8, !tbaa !15
  %115 = icmp eq ptr %114, null
  br i1 %115, label %122, label %116

116:                                              ; preds = %111
  %117 = getelementptr double, ptr %108, i64 %112
  %118 = load double, ptr %117, align 8, !tbaa !32
  %119 = getelementptr inbounds nuw i8, ptr %114, i64 %109
  store double %118, ptr %119, align 8, !tbaa !32
  br i1 %18, label %120, label %122

120:                                              ; preds = %116
  %121 = getelementptr inbounds nuw i8, ptr %119, i64 8
  store double 0.000000e+00, ptr %121, align 8, !tbaa !32
  br label %122

122:                                              ; preds = %110, %120, %116, %111, %104
  %123 = add nuw nsw i64 %90, 1
  %124 = icmp eq i64 %123, %36
  br i1 %124, label %152, label %89, !llvm.loop !204

125:                                              ; preds = %105, %148
  %126 = phi i64 [ %149, %148 ], [ 0, %105 ]
  %127 = phi i64 [ %150, %148 ], [ 0, %105 ]
  %128 = getelementptr inbounds nuw ptr, ptr %4, i64 %126
  %129 = load ptr, ptr %128, align 8, !tbaa !15
  %130 = icmp eq ptr %129, null
  br i1 %130, label %137, label %131

131:                                              ; preds = %125
  %132 = getelementptr double, ptr %108, i64 %126
  %133 = load double, ptr %132, align 8, !tbaa !32
  %134 = getelementptr inbounds nuw i8, ptr %129, i64 %109
  store double %133, ptr %134, align 8, !tbaa !32
  br i1 %18, label %135, label %137

135:                                              ; preds = %131
  %136 = getelementptr inbounds nuw i8, ptr %134, i64 8
  store double 0.000000e+00, ptr %136, align 8, !tbaa !32
  br label %137

137:                                              ; preds = %135, %131, %125
  %138 = or disjoint i64 %126, 1
  %139 = getelementptr inbounds nuw ptr, ptr %4, i64 %138
  %140 = load ptr, ptr %139, align 8, !tbaa !15
  %141 = icmp eq ptr %140, null
  br i1 %141, label %148, label %142

142:                                              ; preds = %137
  %143 = getelementptr double, ptr %108, i64 %138
  %144 = load double, ptr %143, align 8, !tbaa !32
  %145 = getelementptr inbounds nuw i8, ptr %140, i64 %109
  store double %144, ptr %145, align 8, !tbaa !32
  br i1 %18, label %146, label %148

146:                                              ; preds = %142
  %147 = getelementptr inbounds nuw i8, ptr %145, i64 8
  store double 0.000000e+00, ptr %147, align 8, !tbaa !32
  br label %148

148:                                              ; preds = %146, %142, %137
  %149 = add nuw nsw i64 %126, 2
  %150 = add i64 %127, 2
  %151 = icmp eq i64 %150, %84
  br i1 %151, label %110, label %125, !llvm.loop !205

152:                                              ; preds = %122, %70
  %153 = select i1 %55, i32 %73, i32 %75
  call void @free(ptr noundef %41) #27
  call void @free(ptr noundef %71) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  br label %715

154:                                              ; preds = %11
  %155 = icmp eq i32 %7, 1275069450
  %156 = select i1 %155, i32 2, i32 0
  %157 = icmp eq i32 %7, 1275070475
  %158 = select i1 %157, i32 1, i32 %156
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #27
  %159 = call i32 @MPI_Comm_rank(i32 noundef %10, ptr noundef nonnull %17) #27
  %160 = icmp eq ptr %1, inttoptr (i64 -1 to ptr)
  %161 = icmp eq i32 %158, 0
  br i1 %161, label %514, label %162

162:                                              ; preds = %154
  %163 = add i32 %8, -1476395009
  %164 = icmp ult i32 %163, 4
  br i1 %164, label %189, label %165

165:                                              ; preds = %162
  %166 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %167 = icmp sgt i32 %166, 0
  br i1 %167, label %168, label %184

168:                                              ; preds = %165
  %169 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %170 = zext nneg i32 %166 to i64
  br label %174

171:                                              ; preds = %174
  %172 = add nuw nsw i64 %175, 1
  %173 = icmp eq i64 %172, %170
  br i1 %173, label %184, label %174, !llvm.loop !198

174:                                              ; preds = %171, %168
  %175 = phi i64 [ 0, %168 ], [ %172, %171 ]
  %176 = getelementptr inbounds nuw %struct.op_reg, ptr %169, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !42
  %178 = icmp eq i32 %177, %8
  br i1 %178, label %179, label %171

179:                                              ; preds = %174
  %180 = getelementptr inbounds nuw %struct.op_reg, ptr %169, i64 %175
  %181 = getelementptr inbounds nuw i8, ptr %180, i64 4
  %182 = load i32, ptr %181, align 4, !tbaa !44
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %186

184:                                              ; preds = %171, %179, %165
  %185 = sext i32 %8 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.45, i64 noundef %185) #30
  unreachable

186:                                              ; preds = %179
  %187 = add i32 %8, -1476395013
  %188 = icmp ult i32 %187, -4
  br i1 %188, label %503, label %193

189:                                              ; preds = %162
  %190 = zext nneg i32 %163 to i64
  %191 = getelementptr inbounds nuw i32, ptr @switch.table.__mpiad_aug_reduce_local, i64 %190
  %192 = load i32, ptr %191, align 4
  br label %193

193:                                              ; preds = %189, %186
  %194 = phi i32 [ %182, %186 ], [ %192, %189 ]
  %195 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %196 = icmp slt i32 %195, 0
  br i1 %196, label %197, label %206

197:                                              ; preds = %193
  %198 = call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %199 = icmp eq ptr %198, null
  br i1 %199, label %204, label %200

200:                                              ; preds = %197
  %201 = load i8, ptr %198, align 1, !tbaa !14
  %202 = icmp ne i8 %201, 48
  %203 = zext i1 %202 to i32
  br label %204

204:                                              ; preds = %200, %197
  %205 = phi i32 [ 1, %197 ], [ %203, %200 ]
  store i32 %205, ptr @fuse_flag, align 4, !tbaa !5
  br label %206

206:                                              ; preds = %193, %204
  %207 = phi i32 [ %205, %204 ], [ %195, %193 ]
  %208 = icmp eq i32 %207, 0
  br i1 %208, label %503, label %209

209:                                              ; preds = %206
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %210 = call i32 @MPI_Comm_rank(i32 noundef %10, ptr noundef nonnull %13) #27
  %211 = select i1 %160, ptr %3, ptr %1
  %212 = select i1 %160, ptr %4, ptr %2
  %213 = add nsw i32 %5, 1
  %214 = icmp sgt i32 %9, -1
  %215 = load i32, ptr %13, align 4
  %216 = icmp ne i32 %215, %9
  %217 = select i1 %214, i1 %216, i1 false
  %218 = sext i32 %6 to i64
  %219 = sext i32 %213 to i64
  %220 = mul nsw i64 %218, %219
  %221 = select i1 %155, i64 2, i64 3
  %222 = shl i64 %220, %221
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %223 = icmp ult i64 %222, 513
  br i1 %223, label %224, label %226

224:                                              ; preds = %209
  %225 = getelementptr inbounds nuw i8, ptr %14, i64 512
  br label %233

226:                                              ; preds = %209
  %227 = shl i64 %222, 1
  %228 = add i64 %227, 16
  %229 = call noalias ptr @malloc(i64 noundef %228) #29
  %230 = add i64 %222, 15
  %231 = and i64 %230, -16
  %232 = getelementptr inbounds nuw i8, ptr %229, i64 %231
  br label %233

233:                                              ; preds = %226, %224
  %234 = phi ptr [ %225, %224 ], [ %232, %226 ]
  %235 = phi ptr [ null, %224 ], [ %229, %226 ]
  %236 = phi ptr [ %14, %224 ], [ %229, %226 ]
  %237 = icmp eq i32 %194, 1
  br i1 %237, label %238, label %325

238:                                              ; preds = %233
  %239 = shl nsw i64 %218, %221
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %236, ptr readonly align 1 %211, i64 %239, i1 false)
  %240 = icmp sgt i32 %5, 0
  br i1 %240, label %241, label %285

241:                                              ; preds = %238
  %242 = icmp eq ptr %212, null
  %243 = zext nneg i32 %5 to i64
  %244 = and i64 %243, 1
  %245 = icmp eq i32 %5, 1
  br i1 %245, label %274, label %246

246:                                              ; preds = %241
  %247 = and i64 %243, 2147483646
  br label %248

248:                                              ; preds = %268, %246
  %249 = phi i64 [ 0, %246 ], [ %269, %268 ]
  %250 = phi ptr [ %236, %246 ], [ %260, %268 ]
  %251 = phi i64 [ 0, %246 ], [ %270, %268 ]
  %252 = getelementptr inbounds nuw i8, ptr %250, i64 %239
  br i1 %242, label %258, label %253

253:                                              ; preds = %248
  %254 = getelementptr inbounds nuw ptr, ptr %212, i64 %249
  %255 = load ptr, ptr %254, align 8, !tbaa !15
  %256 = icmp eq ptr %255, null
  br i1 %256, label %258, label %257

257:                                              ; preds = %253
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %252, ptr nonnull align 1 %255, i64 %239, i1 false)
  br label %259

258:                                              ; preds = %253, %248
  call void @llvm.memset.p0.i64(ptr align 1 %252, i8 0, i64 %239, i1 false)
  br label %259

259:                                              ; preds = %258, %257
  %260 = getelementptr inbounds nuw i8, ptr %252, i64 %239
  br i1 %242, label %267, label %261

261:                                              ; preds = %259
  %262 = getelementptr inbounds nuw ptr, ptr %212, i64 %249
  %263 = getelementptr inbounds nuw i8, ptr %262, i64 8
  %264 = load ptr, ptr %263, align 8, !tbaa !15
  %265 = icmp eq ptr %264, null
  br i1 %265, label %267, label %266

266:                                              ; preds = %261
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %260, ptr nonnull align 1 %264, i64 %239, i1 false)
  br label %268

267:                                              ; preds = %261, %259
  call void @llvm.memset.p0.i64(ptr align 1 %260, i8 0, i64 %239, i1 false)
  br label %268

268:                                              ; preds = %267, %266
  %269 = add nuw nsw i64 %249, 2
  %270 = add i64 %251, 2
  %271 = icmp eq i64 %270, %247
  br i1 %271, label %272, label %248, !llvm.loop !16

272:                                              ; preds = %268
  %273 = icmp eq i64 %244, 0
  br i1 %273, label %285, label %274

274:                                              ; preds = %272, %241
  %275 = phi i64 [ 0, %241 ], [ %269, %272 ]
  %276 = phi ptr [ %236, %241 ], [ %260, %272 ]
  %277 = icmp ne i64 %244, 0
  call void @llvm.assume(i1 %277)
  %278 = getelementptr inbounds nuw i8, ptr %276, i64 %239
  br i1 %242, label %284, label %279

279:                                              ; preds = %274
  %280 = getelementptr inbounds nuw ptr, ptr %212, i64 %275
  %281 = load ptr, ptr %280, align 8, !tbaa !15
  %282 = icmp eq ptr %281, null
  br i1 %282, label %284, label %283

283:                                              ; preds = %279
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %278, ptr nonnull align 1 %281, i64 %239, i1 false)
  br label %285

284:                                              ; preds = %279, %274
  call void @llvm.memset.p0.i64(ptr align 1 %278, i8 0, i64 %239, i1 false)
  br label %285

285:                                              ; preds = %272, %284, %283, %238
  %286 = mul nsw i32 %6, %213
  br i1 %214, label %289, label %287

287:                                              ; preds = %285
  %288 = call i32 @MPI_Allreduce(ptr noundef %236, ptr noundef %234, i32 noundef %286, i32 noundef %7, i32 noundef 1476395011, i32 noundef %10) #27
  br label %291

289:                                              ; preds = %285
  %290 = call i32 @MPI_Reduce(ptr noundef %236, ptr noundef %234, i32 noundef %286, i32 noundef %7, i32 noundef 1476395011, i32 noundef %9, i32 noundef %10) #27
  br label %291

291:                                              ; preds = %289, %287
  %292 = phi i32 [ %288, %287 ], [ %290, %289 ]
  br i1 %217, label %501, label %293

293:                                              ; preds = %291
  %294 = icmp eq ptr %3, null
  br i1 %294, label %296, label %295

295:                                              ; preds = %293
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3, ptr readonly align 1 %234, i64 %239, i1 false)
  br label %296

296:                                              ; preds = %295, %293
  %297 = icmp ne ptr %4, null
  %298 = and i1 %297, %240
  br i1 %298, label %299, label %501

299:                                              ; preds = %296
  %300 = zext nneg i32 %5 to i64
  %301 = and i64 %300, 1
  %302 = icmp eq i32 %5, 1
  br i1 %302, label %492, label %303

303:                                              ; preds = %299
  %304 = and i64 %300, 2147483646
  br label %305

305:                                              ; preds = %321, %303
  %306 = phi i64 [ 0, %303 ], [ %322, %321 ]
  %307 = phi ptr [ %234, %303 ], [ %315, %321 ]
  %308 = phi i64 [ 0, %303 ], [ %323, %321 ]
  %309 = getelementptr inbounds nuw i8, ptr %307, i64 %239
  %310 = getelementptr inbounds nuw ptr, ptr %4, i64 %306
  %311 = load ptr, ptr %310, align 8, !tbaa !15
  %312 = icmp eq ptr %311, null
  br i1 %312, label %314, label %313

313:                                              ; preds = %305
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %311, ptr align 1 %309, i64 %239, i1 false)
  br label %314

314:                                              ; preds = %313, %305
  %315 = getelementptr inbounds nuw i8, ptr %309, i64 %239
  %316 = getelementptr inbounds nuw ptr, ptr %4, i64 %306
  %317 = getelementptr inbounds nuw i8, ptr %316, i64 8
  %318 = load ptr, ptr %317, align 8, !tbaa !15
  %319 = icmp eq ptr %318, null
  br i1 %319, label %321, label %320

320:                                              ; preds = %314
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %318, ptr align 1 %315, i64 %239, i1 false)
  br label %321

321:                                              ; preds = %320, %314
  %322 = add nuw nsw i64 %306, 2
  %323 = add i64 %308, 2
  %324 = icmp eq i64 %323, %304
  br i1 %324, label %490, label %305, !llvm.loop !41

325:                                              ; preds = %233
  %326 = icmp slt i32 %6, 1
  br i1 %326, label %372, label %327

327:                                              ; preds = %325
  %328 = icmp sgt i32 %5, 0
  %329 = icmp eq ptr %212, null
  %330 = zext nneg i32 %5 to i64
  br label %331

331:                                              ; preds = %345, %327
  %332 = phi i64 [ 0, %327 ], [ %346, %345 ]
  %333 = mul nsw i64 %332, %219
  br i1 %157, label %334, label %338

334:                                              ; preds = %331
  %335 = getelementptr inbounds nuw double, ptr %211, i64 %332
  %336 = load double, ptr %335, align 8, !tbaa !32
  %337 = getelementptr inbounds double, ptr %236, i64 %333
  store double %336, ptr %337, align 8, !tbaa !32
  br label %342

338:                                              ; preds = %331
  %339 = getelementptr inbounds nuw float, ptr %211, i64 %332
  %340 = load float, ptr %339, align 4, !tbaa !27
  %341 = getelementptr inbounds float, ptr %236, i64 %333
  store float %340, ptr %341, align 4, !tbaa !27
  br label %342

342:                                              ; preds = %338, %334
  br i1 %328, label %343, label %345

343:                                              ; preds = %342
  %344 = add nuw nsw i64 %333, 1
  br label %348

345:                                              ; preds = %369, %342
  %346 = add nuw nsw i64 %332, 1
  %347 = icmp eq i64 %346, %218
  br i1 %347, label %372, label %331, !llvm.loop !206

348:                                              ; preds = %369, %343
  %349 = phi i64 [ 0, %343 ], [ %370, %369 ]
  %350 = add nuw nsw i64 %344, %349
  br i1 %329, label %362, label %351

351:                                              ; preds = %348
  %352 = getelementptr inbounds nuw ptr, ptr %212, i64 %349
  %353 = load ptr, ptr %352, align 8, !tbaa !15
  %354 = icmp eq ptr %353, null
  br i1 %354, label %362, label %355

355:                                              ; preds = %351
  br i1 %157, label %356, label %359

356:                                              ; preds = %355
  %357 = getelementptr inbounds nuw double, ptr %353, i64 %332
  %358 = load double, ptr %357, align 8, !tbaa !32
  br label %363

359:                                              ; preds = %355
  %360 = getelementptr inbounds nuw float, ptr %353, i64 %332
  %361 = load float, ptr %360, align 4, !tbaa !27
  br label %366

362:                                              ; preds = %351, %348
  br i1 %157, label %363, label %366

363:                                              ; preds = %362, %356
  %364 = phi double [ %358, %356 ], [ 0.000000e+00, %362 ]
  %365 = getelementptr inbounds nuw double, ptr %236, i64 %350
  store double %364, ptr %365, align 8, !tbaa !32
  br label %369

366:                                              ; preds = %362, %359
  %367 = phi float [ %361, %359 ], [ 0.000000e+00, %362 ]
  %368 = getelementptr inbounds nuw float, ptr %236, i64 %350
  store float %367, ptr %368, align 4, !tbaa !27
  br label %369

369:                                              ; preds = %366, %363
  %370 = add nuw nsw i64 %349, 1
  %371 = icmp eq i64 %370, %330
  br i1 %371, label %345, label %348, !llvm.loop !207

372:                                              ; preds = %345, %325
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %373 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %374 = icmp sgt i32 %373, 0
  br i1 %374, label %375, label %392

375:                                              ; preds = %372
  %376 = zext nneg i32 %373 to i64
  br label %377

377:                                              ; preds = %386, %375
  %378 = phi i64 [ 0, %375 ], [ %387, %386 ]
  %379 = getelementptr inbounds nuw %struct.anon.1, ptr @tup_types, i64 %378
  %380 = load i32, ptr %379, align 4, !tbaa !208
  %381 = icmp eq i32 %380, %158
  br i1 %381, label %382, label %386

382:                                              ; preds = %377
  %383 = getelementptr inbounds nuw i8, ptr %379, i64 4
  %384 = load i32, ptr %383, align 4, !tbaa !210
  %385 = icmp eq i32 %384, %5
  br i1 %385, label %389, label %386

386:                                              ; preds = %382, %377
  %387 = add nuw nsw i64 %378, 1
  %388 = icmp eq i64 %387, %376
  br i1 %388, label %392, label %377, !llvm.loop !211

389:                                              ; preds = %382
  %390 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %391 = load i32, ptr %390, align 4, !tbaa !212
  br label %406

392:                                              ; preds = %386, %372
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %393 = select i1 %157, i32 1275070475, i32 1275069450
  %394 = call i32 @MPI_Type_contiguous(i32 noundef %213, i32 noundef %393, ptr noundef nonnull %12) #27
  %395 = call i32 @MPI_Type_commit(ptr noundef nonnull %12) #27
  %396 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %397 = icmp ne i32 %396, 16
  %398 = load i32, ptr %12, align 4, !tbaa !5
  br i1 %397, label %399, label %405

399:                                              ; preds = %392
  %400 = sext i32 %396 to i64
  %401 = getelementptr inbounds %struct.anon.1, ptr @tup_types, i64 %400
  store i32 %158, ptr %401, align 4, !tbaa !208
  %402 = getelementptr inbounds nuw i8, ptr %401, i64 4
  store i32 %5, ptr %402, align 4, !tbaa !210
  %403 = add nsw i32 %396, 1
  store i32 %403, ptr @n_tup_types, align 4, !tbaa !5
  %404 = getelementptr inbounds nuw i8, ptr %401, i64 8
  store i32 %398, ptr %404, align 4, !tbaa !212
  br label %405

405:                                              ; preds = %399, %392
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %406

406:                                              ; preds = %405, %389
  %407 = phi i1 [ true, %389 ], [ %397, %405 ]
  %408 = phi i32 [ %391, %389 ], [ %398, %405 ]
  store i32 %408, ptr %15, align 4, !tbaa !5
  %409 = add nsw i32 %158, -1
  %410 = zext nneg i32 %409 to i64
  %411 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops_made, i64 %410
  %412 = sext i32 %194 to i64
  %413 = getelementptr inbounds i32, ptr %411, i64 %412
  %414 = load i32, ptr %413, align 4, !tbaa !5
  %415 = icmp eq i32 %414, 0
  br i1 %415, label %416, label %432

416:                                              ; preds = %406
  %417 = icmp eq i32 %194, 2
  br i1 %157, label %418, label %422

418:                                              ; preds = %416
  br i1 %417, label %426, label %419

419:                                              ; preds = %418
  %420 = icmp eq i32 %194, 3
  %421 = select i1 %420, ptr @tup_min_d, ptr @tup_max_d
  br label %426

422:                                              ; preds = %416
  br i1 %417, label %426, label %423

423:                                              ; preds = %422
  %424 = icmp eq i32 %194, 3
  %425 = select i1 %424, ptr @tup_min_f, ptr @tup_max_f
  br label %426

426:                                              ; preds = %423, %422, %419, %418
  %427 = phi ptr [ @tup_prod_d, %418 ], [ %421, %419 ], [ %425, %423 ], [ @tup_prod_f, %422 ]
  %428 = zext i1 %417 to i32
  %429 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops, i64 %410
  %430 = getelementptr inbounds i32, ptr %429, i64 %412
  %431 = call i32 @MPI_Op_create(ptr noundef nonnull %427, i32 noundef %428, ptr noundef nonnull %430) #27
  store i32 1, ptr %413, align 4, !tbaa !5
  br label %432

432:                                              ; preds = %426, %406
  %433 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops, i64 %410
  %434 = getelementptr inbounds i32, ptr %433, i64 %412
  %435 = load i32, ptr %434, align 4, !tbaa !5
  br i1 %214, label %438, label %436

436:                                              ; preds = %432
  %437 = call i32 @MPI_Allreduce(ptr noundef %236, ptr noundef %234, i32 noundef %6, i32 noundef %408, i32 noundef %435, i32 noundef %10) #27
  br label %440

438:                                              ; preds = %432
  %439 = call i32 @MPI_Reduce(ptr noundef %236, ptr noundef %234, i32 noundef %6, i32 noundef %408, i32 noundef %435, i32 noundef %9, i32 noundef %10) #27
  br label %440

440:                                              ; preds = %438, %436
  %441 = phi i32 [ %437, %436 ], [ %439, %438 ]
  br i1 %407, label %444, label %442

442:                                              ; preds = %440
  %443 = call i32 @MPI_Type_free(ptr noundef nonnull %15) #27
  br label %444

444:                                              ; preds = %442, %440
  %445 = or i1 %326, %217
  br i1 %445, label %489, label %446

446:                                              ; preds = %444
  %447 = icmp eq ptr %3, null
  %448 = icmp eq ptr %4, null
  %449 = icmp slt i32 %5, 1
  %450 = or i1 %448, %449
  %451 = zext nneg i32 %5 to i64
  br label %452

452:                                              ; preds = %486, %446
  %453 = phi i64 [ 0, %446 ], [ %487, %486 ]
  br i1 %447, label %464, label %454

454:                                              ; preds = %452
  %455 = mul nsw i64 %453, %219
  br i1 %157, label %456, label %460

456:                                              ; preds = %454
  %457 = getelementptr inbounds double, ptr %234, i64 %455
  %458 = load double, ptr %457, align 8, !tbaa !32
  %459 = getelementptr inbounds nuw double, ptr %3, i64 %453
  store double %458, ptr %459, align 8, !tbaa !32
  br label %464

460:                                              ; preds = %454
  %461 = getelementptr inbounds float, ptr %234, i64 %455
  %462 = load float, ptr %461, align 4, !tbaa !27
  %463 = getelementptr inbounds nuw float, ptr %3, i64 %453
  store float %462, ptr %463, align 4, !tbaa !27
  br label %464

464:                                              ; preds = %460, %456, %452
  br i1 %450, label %486, label %465

465:                                              ; preds = %464
  %466 = mul nuw nsw i64 %453, %219
  %467 = add nuw nsw i64 %466, 1
  br label %468

468:                                              ; preds = %483, %465
  %469 = phi i64 [ 0, %465 ], [ %484, %483 ]
  %470 = getelementptr inbounds nuw ptr, ptr %4, i64 %469
  %471 = load ptr, ptr %470, align 8, !tbaa !15
  %472 = icmp eq ptr %471, null
  br i1 %472, label %483, label %473

473:                                              ; preds = %468
  %474 = add nuw nsw i64 %467, %469
  br i1 %157, label %475, label %479

475:                                              ; preds = %473
  %476 = getelementptr inbounds nuw double, ptr %234, i64 %474
  %477 = load double, ptr %476, align 8, !tbaa !32
  %478 = getelementptr inbounds nuw double, ptr %471, i64 %453
  store double %477, ptr %478, align 8, !tbaa !32
  br label %483

479:                                              ; preds = %473
  %480 = getelementptr inbounds nuw float, ptr %234, i64 %474
  %481 = load float, ptr %480, align 4, !tbaa !27
  %482 = getelementptr inbounds nuw float, ptr %471, i64 %453
  store float %481, ptr %482, align 4, !tbaa !27
  br label %483

483:                                              ; preds = %479, %475, %468
  %484 = add nuw nsw i64 %469, 1
  %485 = icmp eq i64 %484, %451
  br i1 %485, label %486, label %468, !llvm.loop !138

486:                                              ; preds = %483, %464
  %487 = add nuw nsw i64 %453, 1
  %488 = icmp eq i64 %487, %218
  br i1 %488, label %489, label %452, !llvm.loop !139

489:                                              ; preds = %486, %444
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  br label %501

490:                                              ; preds = %321
  %491 = icmp eq i64 %301, 0
  br i1 %491, label %501, label %492

492:                                              ; preds = %490, %299
  %493 = phi i64 [ 0, %299 ], [ %322, %490 ]
  %494 = phi ptr [ %234, %299 ], [ %315, %490 ]
  %495 = icmp ne i64 %301, 0
  call void @llvm.assume(i1 %495)
  %496 = getelementptr inbounds nuw ptr, ptr %4, i64 %493
  %497 = load ptr, ptr %496, align 8, !tbaa !15
  %498 = icmp eq ptr %497, null
  br i1 %498, label %501, label %499

499:                                              ; preds = %492
  %500 = getelementptr inbounds nuw i8, ptr %494, i64 %239
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %497, ptr align 1 %500, i64 %239, i1 false)
  br label %501

501:                                              ; preds = %490, %499, %492, %291, %296, %489
  %502 = phi i32 [ %441, %489 ], [ %292, %291 ], [ %292, %296 ], [ %292, %492 ], [ %292, %499 ], [ %292, %490 ]
  call void @free(ptr noundef %235) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  br label %713

503:                                              ; preds = %206, %186
  %504 = phi i32 [ %194, %206 ], [ %182, %186 ]
  %505 = select i1 %155, i64 4, i64 8
  %506 = icmp eq i32 %504, 1
  br i1 %506, label %514, label %507

507:                                              ; preds = %503
  %508 = sext i32 %6 to i64
  %509 = select i1 %155, i64 2, i64 3
  %510 = shl nsw i64 %508, %509
  %511 = or disjoint i64 %510, 1
  %512 = call noalias ptr @malloc(i64 noundef %511) #29
  %513 = select i1 %160, ptr %3, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %512, ptr align 1 %513, i64 %510, i1 false)
  br label %514

514:                                              ; preds = %154, %507, %503
  %515 = phi i64 [ %505, %507 ], [ %505, %503 ], [ 8, %154 ]
  %516 = phi i1 [ %155, %507 ], [ %155, %503 ], [ false, %154 ]
  %517 = phi i32 [ %504, %507 ], [ 1, %503 ], [ 0, %154 ]
  %518 = phi ptr [ %512, %507 ], [ null, %503 ], [ null, %154 ]
  %519 = icmp slt i32 %9, 0
  br i1 %519, label %520, label %522

520:                                              ; preds = %514
  %521 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %10) #27
  br label %524

522:                                              ; preds = %514
  %523 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) #27
  br label %524

524:                                              ; preds = %522, %520
  %525 = phi i32 [ %521, %520 ], [ %523, %522 ]
  %526 = select i1 %160, ptr %4, ptr %2
  %527 = icmp eq ptr %526, null
  br i1 %527, label %531, label %528

528:                                              ; preds = %524
  switch i32 %7, label %529 [
    i32 1275070475, label %531
    i32 1275069450, label %531
  ]

529:                                              ; preds = %528
  %530 = sext i32 %7 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.34, i64 noundef %530) #30
  unreachable

531:                                              ; preds = %524, %528, %528
  br i1 %161, label %713, label %532

532:                                              ; preds = %531
  %533 = sext i32 %5 to i64
  %534 = sext i32 %6 to i64
  %535 = mul nsw i64 %534, %533
  %536 = select i1 %516, i64 2, i64 3
  %537 = shl i64 %535, %536
  %538 = or disjoint i64 %537, 1
  %539 = call noalias ptr @malloc(i64 noundef %538) #29
  %540 = shl nsw i64 %534, %536
  %541 = icmp sgt i32 %5, 0
  br i1 %541, label %542, label %584

542:                                              ; preds = %532
  %543 = zext nneg i32 %5 to i64
  %544 = and i64 %543, 1
  %545 = icmp eq i32 %5, 1
  br i1 %545, label %574, label %546

546:                                              ; preds = %542
  %547 = and i64 %543, 2147483646
  br label %548

548:                                              ; preds = %567, %546
  %549 = phi i64 [ 0, %546 ], [ %568, %567 ]
  %550 = phi ptr [ %539, %546 ], [ %569, %567 ]
  %551 = phi i64 [ 0, %546 ], [ %570, %567 ]
  br i1 %527, label %557, label %552

552:                                              ; preds = %548
  %553 = getelementptr inbounds nuw ptr, ptr %526, i64 %549
  %554 = load ptr, ptr %553, align 8, !tbaa !15
  %555 = icmp eq ptr %554, null
  br i1 %555, label %557, label %556

556:                                              ; preds = %552
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %550, ptr nonnull align 1 %554, i64 %540, i1 false)
  br label %558

557:                                              ; preds = %552, %548
  call void @llvm.memset.p0.i64(ptr align 1 %550, i8 0, i64 %540, i1 false)
  br label %558

558:                                              ; preds = %557, %556
  %559 = getelementptr inbounds nuw i8, ptr %550, i64 %540
  br i1 %527, label %566, label %560

560:                                              ; preds = %558
  %561 = getelementptr inbounds nuw ptr, ptr %526, i64 %549
  %562 = getelementptr inbounds nuw i8, ptr %561, i64 8
  %563 = load ptr, ptr %562, align 8, !tbaa !15
  %564 = icmp eq ptr %563, null
  br i1 %564, label %566, label %565

565:                                              ; preds = %560
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %559, ptr nonnull align 1 %563, i64 %540, i1 false)
  br label %567

566:                                              ; preds = %560, %558
  call void @llvm.memset.p0.i64(ptr align 1 %559, i8 0, i64 %540, i1 false)
  br label %567

567:                                              ; preds = %566, %565
  %568 = add nuw nsw i64 %549, 2
  %569 = getelementptr inbounds nuw i8, ptr %559, i64 %540
  %570 = add i64 %551, 2
  %571 = icmp eq i64 %570, %547
  br i1 %571, label %572, label %548, !llvm.loop !16

572:                                              ; preds = %567
  %573 = icmp eq i64 %544, 0
  br i1 %573, label %584, label %574

574:                                              ; preds = %572, %542
  %575 = phi i64 [ 0, %542 ], [ %568, %572 ]
  %576 = phi ptr [ %539, %542 ], [ %569, %572 ]
  %577 = icmp ne i64 %544, 0
  call void @llvm.assume(i1 %577)
  br i1 %527, label %583, label %578

578:                                              ; preds = %574
  %579 = getelementptr inbounds nuw ptr, ptr %526, i64 %575
  %580 = load ptr, ptr %579, align 8, !tbaa !15
  %581 = icmp eq ptr %580, null
  br i1 %581, label %583, label %582

582:                                              ; preds = %578
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %576, ptr nonnull align 1 %580, i64 %540, i1 false)
  br label %584

583:                                              ; preds = %578, %574
  call void @llvm.memset.p0.i64(ptr align 1 %576, i8 0, i64 %540, i1 false)
  br label %584

584:                                              ; preds = %572, %583, %582, %532
  %585 = mul i64 %515, %535
  %586 = or disjoint i64 %585, 1
  %587 = call noalias ptr @malloc(i64 noundef %586) #29
  %588 = icmp eq i32 %517, 2
  br i1 %588, label %589, label %622

589:                                              ; preds = %584
  %590 = call fastcc ptr @exclusive_products(i32 noundef %158, ptr noundef %518, i32 noundef %6, i32 noundef %7, i32 noundef %10)
  br i1 %541, label %591, label %598

591:                                              ; preds = %589
  %592 = icmp sgt i32 %6, 0
  %593 = zext nneg i32 %5 to i64
  br label %594

594:                                              ; preds = %591, %599
  %595 = phi i64 [ 0, %591 ], [ %600, %599 ]
  br i1 %592, label %596, label %599

596:                                              ; preds = %594
  %597 = mul nuw nsw i64 %595, %534
  br label %602

598:                                              ; preds = %599, %589
  call void @free(ptr noundef %590) #27
  br label %662

599:                                              ; preds = %619, %594
  %600 = add nuw nsw i64 %595, 1
  %601 = icmp eq i64 %600, %593
  br i1 %601, label %598, label %594, !llvm.loop !213

602:                                              ; preds = %596, %619
  %603 = phi i64 [ 0, %596 ], [ %620, %619 ]
  %604 = add nuw nsw i64 %603, %597
  br i1 %157, label %605, label %612

605:                                              ; preds = %602
  %606 = getelementptr inbounds nuw double, ptr %539, i64 %604
  %607 = load double, ptr %606, align 8, !tbaa !32
  %608 = getelementptr inbounds nuw double, ptr %590, i64 %603
  %609 = load double, ptr %608, align 8, !tbaa !32
  %610 = fmul double %607, %609
  %611 = getelementptr inbounds nuw double, ptr %587, i64 %604
  store double %610, ptr %611, align 8, !tbaa !32
  br label %619

612:                                              ; preds = %602
  %613 = getelementptr inbounds nuw float, ptr %539, i64 %604
  %614 = load float, ptr %613, align 4, !tbaa !27
  %615 = getelementptr inbounds nuw float, ptr %590, i64 %603
  %616 = load float, ptr %615, align 4, !tbaa !27
  %617 = fmul float %614, %616
  %618 = getelementptr inbounds nuw float, ptr %587, i64 %604
  store float %617, ptr %618, align 4, !tbaa !27
  br label %619

619:                                              ; preds = %605, %612
  %620 = add nuw nsw i64 %603, 1
  %621 = icmp eq i64 %620, %534
  br i1 %621, label %599, label %602, !llvm.loop !214

622:                                              ; preds = %584
  %623 = add i32 %517, -3
  %624 = icmp ult i32 %623, 2
  br i1 %624, label %625, label %661

625:                                              ; preds = %622
  %626 = call fastcc ptr @winners(i32 noundef %158, ptr noundef %518, i32 noundef %6, i32 noundef %517, i32 noundef %10)
  br i1 %541, label %627, label %634

627:                                              ; preds = %625
  %628 = icmp sgt i32 %6, 0
  %629 = zext nneg i32 %5 to i64
  br label %630

630:                                              ; preds = %627, %635
  %631 = phi i64 [ 0, %627 ], [ %636, %635 ]
  br i1 %628, label %632, label %635

632:                                              ; preds = %630
  %633 = mul nuw nsw i64 %631, %534
  br label %638

634:                                              ; preds = %635, %625
  call void @free(ptr noundef %626) #27
  br label %662

635:                                              ; preds = %658, %630
  %636 = add nuw nsw i64 %631, 1
  %637 = icmp eq i64 %636, %629
  br i1 %637, label %634, label %630, !llvm.loop !215

638:                                              ; preds = %632, %658
  %639 = phi i64 [ 0, %632 ], [ %659, %658 ]
  %640 = add nuw nsw i64 %639, %633
  %641 = getelementptr inbounds nuw i8, ptr %626, i64 %639
  %642 = load i8, ptr %641, align 1, !tbaa !14
  %643 = icmp eq i8 %642, 0
  br i1 %643, label %651, label %644

644:                                              ; preds = %638
  br i1 %157, label %645, label %648

645:                                              ; preds = %644
  %646 = getelementptr inbounds nuw double, ptr %539, i64 %640
  %647 = load double, ptr %646, align 8, !tbaa !32
  br label %652

648:                                              ; preds = %644
  %649 = getelementptr inbounds nuw float, ptr %539, i64 %640
  %650 = load float, ptr %649, align 4, !tbaa !27
  br label %655

651:                                              ; preds = %638
  br i1 %157, label %652, label %655

652:                                              ; preds = %645, %651
  %653 = phi double [ %647, %645 ], [ 0.000000e+00, %651 ]
  %654 = getelementptr inbounds nuw double, ptr %587, i64 %640
  store double %653, ptr %654, align 8, !tbaa !32
  br label %658

655:                                              ; preds = %648, %651
  %656 = phi float [ %650, %648 ], [ 0.000000e+00, %651 ]
  %657 = getelementptr inbounds nuw float, ptr %587, i64 %640
  store float %656, ptr %657, align 4, !tbaa !27
  br label %658

658:                                              ; preds = %652, %655
  %659 = add nuw nsw i64 %639, 1
  %660 = icmp eq i64 %659, %534
  br i1 %660, label %635, label %638, !llvm.loop !216

661:                                              ; preds = %622
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %587, ptr align 1 %539, i64 %585, i1 false)
  br label %662

662:                                              ; preds = %634, %661, %598
  %663 = call noalias ptr @malloc(i64 noundef %586) #29
  %664 = mul nsw i32 %6, %5
  br i1 %519, label %665, label %669

665:                                              ; preds = %662
  %666 = call i32 @MPI_Allreduce(ptr noundef %587, ptr noundef %663, i32 noundef %664, i32 noundef %7, i32 noundef 1476395011, i32 noundef %10) #27
  %667 = icmp ne ptr %4, null
  %668 = and i1 %667, %541
  br i1 %668, label %676, label %712

669:                                              ; preds = %662
  %670 = call i32 @MPI_Reduce(ptr noundef %587, ptr noundef %663, i32 noundef %664, i32 noundef %7, i32 noundef 1476395011, i32 noundef %9, i32 noundef %10) #27
  %671 = load i32, ptr %17, align 4
  %672 = icmp eq i32 %671, %9
  %673 = icmp ne ptr %4, null
  %674 = and i1 %673, %672
  %675 = and i1 %541, %674
  br i1 %675, label %676, label %712

676:                                              ; preds = %669, %665
  %677 = zext i32 %5 to i64
  %678 = and i64 %677, 1
  %679 = icmp eq i32 %5, 1
  br i1 %679, label %704, label %680

680:                                              ; preds = %676
  %681 = and i64 %677, 4294967294
  br label %682

682:                                              ; preds = %697, %680
  %683 = phi i64 [ 0, %680 ], [ %698, %697 ]
  %684 = phi ptr [ %663, %680 ], [ %699, %697 ]
  %685 = phi i64 [ 0, %680 ], [ %700, %697 ]
  %686 = getelementptr inbounds nuw ptr, ptr %4, i64 %683
  %687 = load ptr, ptr %686, align 8, !tbaa !15
  %688 = icmp eq ptr %687, null
  br i1 %688, label %690, label %689

689:                                              ; preds = %682
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %687, ptr align 1 %684, i64 %540, i1 false)
  br label %690

690:                                              ; preds = %689, %682
  %691 = getelementptr inbounds nuw i8, ptr %684, i64 %540
  %692 = getelementptr inbounds nuw ptr, ptr %4, i64 %683
  %693 = getelementptr inbounds nuw i8, ptr %692, i64 8
  %694 = load ptr, ptr %693, align 8, !tbaa !15
  %695 = icmp eq ptr %694, null
  br i1 %695, label %697, label %696

696:                                              ; preds = %690
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %694, ptr align 1 %691, i64 %540, i1 false)
  br label %697

697:                                              ; preds = %696, %690
  %698 = add nuw nsw i64 %683, 2
  %699 = getelementptr inbounds nuw i8, ptr %691, i64 %540
  %700 = add i64 %685, 2
  %701 = icmp eq i64 %700, %681
  br i1 %701, label %702, label %682, !llvm.loop !41

702:                                              ; preds = %697
  %703 = icmp eq i64 %678, 0
  br i1 %703, label %712, label %704

704:                                              ; preds = %702, %676
  %705 = phi i64 [ 0, %676 ], [ %698, %702 ]
  %706 = phi ptr [ %663, %676 ], [ %699, %702 ]
  %707 = icmp ne i64 %678, 0
  call void @llvm.assume(i1 %707)
  %708 = getelementptr inbounds nuw ptr, ptr %4, i64 %705
  %709 = load ptr, ptr %708, align 8, !tbaa !15
  %710 = icmp eq ptr %709, null
  br i1 %710, label %712, label %711

711:                                              ; preds = %704
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %709, ptr align 1 %706, i64 %540, i1 false)
  br label %712

712:                                              ; preds = %702, %711, %704, %665, %669
  call void @free(ptr noundef %518) #27
  call void @free(ptr noundef %539) #27
  call void @free(ptr noundef %587) #27
  call void @free(ptr noundef %663) #27
  br label %713

713:                                              ; preds = %712, %531, %501
  %714 = phi i32 [ %502, %501 ], [ %525, %531 ], [ %525, %712 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #27
  br label %715

715:                                              ; preds = %713, %152
  %716 = phi i32 [ %153, %152 ], [ %714, %713 ]
  ret i32 %716
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_allreduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #7 {
  %7 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.21, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef -1, i32 noundef %5)
  ret ptr %7
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) unnamed_addr #7 {
  %9 = alloca i32, align 4
  %10 = alloca [1 x ptr], align 8
  %11 = icmp eq i32 %4, 1275069450
  %12 = select i1 %11, i32 2, i32 0
  %13 = icmp eq i32 %4, 1275070475
  %14 = select i1 %13, i32 1, i32 %12
  %15 = icmp eq i32 %4, 1275072547
  %16 = select i1 %15, i32 2, i32 0
  %17 = icmp eq i32 %4, -1946157055
  %18 = select i1 %17, i32 1, i32 %16
  %19 = icmp eq ptr %1, inttoptr (i64 -1 to ptr)
  %20 = zext i1 %19 to i32
  %21 = or i1 %13, %11
  switch i32 %4, label %50 [
    i32 1275070475, label %22
    i32 1275069450, label %22
  ]

22:                                               ; preds = %8, %8
  %23 = add i32 %5, -1476395009
  %24 = icmp ult i32 %23, 4
  br i1 %24, label %46, label %25

25:                                               ; preds = %22
  %26 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %44

28:                                               ; preds = %25
  %29 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %30 = zext nneg i32 %26 to i64
  br label %34

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %35, 1
  %33 = icmp eq i64 %32, %30
  br i1 %33, label %44, label %34, !llvm.loop !198

34:                                               ; preds = %31, %28
  %35 = phi i64 [ 0, %28 ], [ %32, %31 ]
  %36 = getelementptr inbounds nuw %struct.op_reg, ptr %29, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !42
  %38 = icmp eq i32 %37, %5
  br i1 %38, label %39, label %31

39:                                               ; preds = %34
  %40 = getelementptr inbounds nuw %struct.op_reg, ptr %29, i64 %35
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !44
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %50

44:                                               ; preds = %31, %39, %25
  %45 = sext i32 %5 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.45, i64 noundef %45) #30
  unreachable

46:                                               ; preds = %22
  %47 = zext nneg i32 %23 to i64
  %48 = getelementptr inbounds nuw i32, ptr @switch.table.__mpiad_aug_reduce_local, i64 %47
  %49 = load i32, ptr %48, align 4
  br label %50

50:                                               ; preds = %46, %8, %39
  %51 = phi i32 [ 0, %8 ], [ %42, %39 ], [ %49, %46 ]
  %52 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %53 = add nsw i64 %52, 1
  store i64 %53, ptr @coll_seq, align 8, !tbaa !12
  %54 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #31
  store i32 %51, ptr %54, align 8, !tbaa !162
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 4
  store i32 %14, ptr %55, align 4, !tbaa !164
  %56 = getelementptr inbounds nuw i8, ptr %54, i64 8
  store i32 %3, ptr %56, align 8, !tbaa !165
  %57 = getelementptr inbounds nuw i8, ptr %54, i64 12
  store i32 %6, ptr %57, align 4, !tbaa !172
  %58 = getelementptr inbounds nuw i8, ptr %54, i64 24
  store i32 %4, ptr %58, align 8, !tbaa !168
  %59 = getelementptr inbounds nuw i8, ptr %54, i64 28
  store i32 %7, ptr %59, align 4, !tbaa !169
  %60 = getelementptr inbounds nuw i8, ptr %54, i64 16
  store i32 %20, ptr %60, align 8, !tbaa !166
  %61 = getelementptr inbounds nuw i8, ptr %54, i64 20
  store i32 %18, ptr %61, align 4, !tbaa !167
  %62 = icmp eq i32 %18, 0
  br i1 %62, label %177, label %63

63:                                               ; preds = %50
  switch i32 %5, label %65 [
    i32 1476395019, label %67
    i32 1476395020, label %64
  ]

64:                                               ; preds = %63
  br label %67

65:                                               ; preds = %63
  %66 = sext i32 %5 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.46, i64 noundef %66) #30
  unreachable

67:                                               ; preds = %63, %64
  %68 = phi i32 [ 2, %64 ], [ 1, %63 ]
  %69 = select i1 %19, ptr %2, ptr %1
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  %70 = call i32 @MPI_Comm_rank(i32 noundef %7, ptr noundef nonnull %9) #27
  %71 = load i32, ptr %9, align 4, !tbaa !5
  %72 = sitofp i32 %71 to double
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %73 = sext i32 %3 to i64
  %74 = shl nsw i64 %73, 4
  %75 = or disjoint i64 %74, 1
  %76 = call noalias ptr @malloc(i64 noundef %75) #29
  %77 = icmp sgt i32 %3, 0
  br i1 %77, label %78, label %98

78:                                               ; preds = %67
  %79 = and i64 %73, 3
  %80 = icmp ult i32 %3, 4
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = and i64 %73, 2147483644
  br label %147

83:                                               ; preds = %147
  %84 = and i32 %3, 3
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %98, label %86

86:                                               ; preds = %83, %78
  %87 = phi i64 [ 0, %78 ], [ %161, %83 ]
  %88 = and i32 %3, 3
  %89 = icmp ne i32 %88, 0
  call void @llvm.assume(i1 %89)
  br label %90

90:                                               ; preds = %90, %86
  %91 = phi i64 [ %95, %90 ], [ %87, %86 ]
  %92 = phi i64 [ %96, %90 ], [ 0, %86 ]
  %93 = shl nsw i64 %91, 4
  %94 = getelementptr inbounds nuw i8, ptr %76, i64 %93
  store double %72, ptr %94, align 8, !tbaa !32
  %95 = add nuw nsw i64 %91, 1
  %96 = add i64 %92, 1
  %97 = icmp eq i64 %96, %79
  br i1 %97, label %98, label %90, !llvm.loop !217

98:                                               ; preds = %83, %90, %67
  store ptr %76, ptr %10, align 8, !tbaa !15
  %99 = mul nsw i64 %73, 24
  %100 = add nsw i64 %99, 8
  %101 = call noalias ptr @malloc(i64 noundef %100) #29
  %102 = call fastcc i32 @reduce_loc_tuples(i32 noundef range(i32 1, 3) %18, i32 noundef range(i32 1, 3) %68, ptr noundef readonly %69, ptr noundef nonnull %10, i32 noundef 1, i32 noundef %3, ptr noundef %101, i32 noundef -1, i32 noundef %7)
  %103 = add nsw i64 %73, 1
  %104 = call noalias ptr @malloc(i64 noundef %103) #29
  br i1 %77, label %105, label %175

105:                                              ; preds = %98
  %106 = icmp ult i32 %3, 5
  br i1 %106, label %107, label %109

107:                                              ; preds = %117, %105
  %108 = phi i64 [ 0, %105 ], [ %114, %117 ]
  br label %164

109:                                              ; preds = %105
  %110 = and i64 %73, 3
  %111 = and i32 %3, 3
  %112 = icmp eq i32 %111, 0
  %113 = select i1 %112, i64 4, i64 %110
  %114 = sub nsw i64 %73, %113
  %115 = insertelement <2 x double> poison, double %72, i64 0
  %116 = shufflevector <2 x double> %115, <2 x double> poison, <2 x i32> zeroinitializer
  br label %117

117:                                              ; preds = %117, %109
  %118 = phi i64 [ 0, %109 ], [ %145, %117 ]
  %119 = mul nuw nsw i64 %118, 24
  %120 = mul nuw i64 %118, 24
  %121 = mul nuw i64 %118, 24
  %122 = mul nuw i64 %118, 24
  %123 = getelementptr inbounds nuw i8, ptr %101, i64 %119
  %124 = getelementptr inbounds nuw i8, ptr %101, i64 %120
  %125 = getelementptr inbounds nuw i8, ptr %101, i64 %121
  %126 = getelementptr inbounds nuw i8, ptr %101, i64 %122
  %127 = getelementptr inbounds nuw i8, ptr %123, i64 16
  %128 = getelementptr inbounds nuw i8, ptr %124, i64 40
  %129 = getelementptr inbounds nuw i8, ptr %125, i64 64
  %130 = getelementptr inbounds nuw i8, ptr %126, i64 88
  %131 = load double, ptr %127, align 8, !tbaa !32
  %132 = load double, ptr %128, align 8, !tbaa !32
  %133 = insertelement <2 x double> poison, double %131, i64 0
  %134 = insertelement <2 x double> %133, double %132, i64 1
  %135 = load double, ptr %129, align 8, !tbaa !32
  %136 = load double, ptr %130, align 8, !tbaa !32
  %137 = insertelement <2 x double> poison, double %135, i64 0
  %138 = insertelement <2 x double> %137, double %136, i64 1
  %139 = fcmp oeq <2 x double> %134, %116
  %140 = fcmp oeq <2 x double> %138, %116
  %141 = zext <2 x i1> %139 to <2 x i8>
  %142 = zext <2 x i1> %140 to <2 x i8>
  %143 = getelementptr inbounds nuw i8, ptr %104, i64 %118
  %144 = getelementptr inbounds nuw i8, ptr %143, i64 2
  store <2 x i8> %141, ptr %143, align 1, !tbaa !14
  store <2 x i8> %142, ptr %144, align 1, !tbaa !14
  %145 = add nuw i64 %118, 4
  %146 = icmp eq i64 %145, %114
  br i1 %146, label %107, label %117, !llvm.loop !218

147:                                              ; preds = %147, %81
  %148 = phi i64 [ 0, %81 ], [ %161, %147 ]
  %149 = phi i64 [ 0, %81 ], [ %162, %147 ]
  %150 = shl nsw i64 %148, 4
  %151 = getelementptr inbounds nuw i8, ptr %76, i64 %150
  store double %72, ptr %151, align 8, !tbaa !32
  %152 = shl i64 %148, 4
  %153 = getelementptr inbounds nuw i8, ptr %76, i64 %152
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 16
  store double %72, ptr %154, align 8, !tbaa !32
  %155 = shl i64 %148, 4
  %156 = getelementptr inbounds nuw i8, ptr %76, i64 %155
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 32
  store double %72, ptr %157, align 8, !tbaa !32
  %158 = shl i64 %148, 4
  %159 = getelementptr inbounds nuw i8, ptr %76, i64 %158
  %160 = getelementptr inbounds nuw i8, ptr %159, i64 48
  store double %72, ptr %160, align 8, !tbaa !32
  %161 = add nuw nsw i64 %148, 4
  %162 = add i64 %149, 4
  %163 = icmp eq i64 %162, %82
  br i1 %163, label %83, label %147, !llvm.loop !219

164:                                              ; preds = %107, %164
  %165 = phi i64 [ %173, %164 ], [ %108, %107 ]
  %166 = mul nuw nsw i64 %165, 24
  %167 = getelementptr inbounds nuw i8, ptr %101, i64 %166
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 16
  %169 = load double, ptr %168, align 8, !tbaa !32
  %170 = fcmp oeq double %169, %72
  %171 = zext i1 %170 to i8
  %172 = getelementptr inbounds nuw i8, ptr %104, i64 %165
  store i8 %171, ptr %172, align 1, !tbaa !14
  %173 = add nuw nsw i64 %165, 1
  %174 = icmp eq i64 %173, %73
  br i1 %174, label %175, label %164, !llvm.loop !220

175:                                              ; preds = %164, %98
  call void @free(ptr noundef %76) #27
  call void @free(ptr noundef %101) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  %176 = getelementptr inbounds nuw i8, ptr %54, i64 32
  store ptr %104, ptr %176, align 8, !tbaa !170
  br label %177

177:                                              ; preds = %175, %50
  %178 = icmp ne i32 %51, 1
  %179 = and i1 %21, %178
  br i1 %179, label %180, label %195

180:                                              ; preds = %177
  %181 = sext i32 %3 to i64
  %182 = select i1 %11, i64 2, i64 3
  %183 = shl nsw i64 %181, %182
  %184 = or disjoint i64 %183, 1
  %185 = call noalias ptr @malloc(i64 noundef %184) #29
  %186 = select i1 %19, ptr %2, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %185, ptr align 1 %186, i64 %183, i1 false)
  %187 = icmp eq i32 %51, 2
  br i1 %187, label %188, label %190

188:                                              ; preds = %180
  %189 = call fastcc ptr @exclusive_products(i32 noundef %14, ptr noundef %185, i32 noundef %3, i32 noundef %4, i32 noundef %7)
  br label %192

190:                                              ; preds = %180
  %191 = call fastcc ptr @winners(i32 noundef %14, ptr noundef %185, i32 noundef %3, i32 noundef %51, i32 noundef %7)
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi ptr [ %189, %188 ], [ %191, %190 ]
  %194 = getelementptr inbounds nuw i8, ptr %54, i64 32
  store ptr %193, ptr %194, align 8, !tbaa !170
  call void @free(ptr noundef %185) #27
  br label %195

195:                                              ; preds = %192, %177
  %196 = icmp slt i32 %6, 0
  br i1 %196, label %197, label %199

197:                                              ; preds = %195
  %198 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %7) #27
  br label %201

199:                                              ; preds = %195
  %200 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  br label %201

201:                                              ; preds = %199, %197
  ret ptr %54
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #7 {
  %11 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.22, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9)
  ret i32 %11
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_reduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #7 {
  %8 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.22, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  ret ptr %8
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce(ptr noundef captures(none) %0, ptr noundef captures(address) %1, ptr noundef %2) local_unnamed_addr #7 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = load i32, ptr @n_pending, align 4, !tbaa !5
  %7 = icmp sgt i32 %6, 0
  %8 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br i1 %7, label %9, label %39

9:                                                ; preds = %3
  %10 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br label %11

11:                                               ; preds = %24, %9
  %12 = phi i32 [ %25, %24 ], [ %6, %9 ]
  %13 = phi i64 [ %26, %24 ], [ %8, %9 ]
  %14 = phi ptr [ %27, %24 ], [ %10, %9 ]
  %15 = phi i32 [ %28, %24 ], [ 0, %9 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds ptr, ptr %14, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !15
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = load i64, ptr %19, align 8, !tbaa !20
  %21 = icmp eq i64 %20, %13
  br i1 %21, label %30, label %22

22:                                               ; preds = %11
  %23 = add nsw i32 %15, 1
  br label %24

24:                                               ; preds = %30, %22
  %25 = phi i32 [ %12, %22 ], [ %38, %30 ]
  %26 = phi i64 [ %13, %22 ], [ %36, %30 ]
  %27 = phi ptr [ %14, %22 ], [ %37, %30 ]
  %28 = phi i32 [ %23, %22 ], [ 0, %30 ]
  %29 = icmp slt i32 %28, %25
  br i1 %29, label %11, label %39, !llvm.loop !26

30:                                               ; preds = %11
  %31 = add nsw i32 %12, -1
  store i32 %31, ptr @n_pending, align 4, !tbaa !5
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds ptr, ptr %14, i64 %32
  %34 = load ptr, ptr %33, align 8, !tbaa !15
  store ptr %34, ptr %17, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %18)
  %35 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %36 = add nsw i64 %35, -1
  store i64 %36, ptr @coll_seq, align 8, !tbaa !12
  %37 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %38 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %24

39:                                               ; preds = %24, %3
  %40 = phi i64 [ %8, %3 ], [ %26, %24 ]
  %41 = add nsw i64 %40, -1
  store i64 %41, ptr @coll_seq, align 8, !tbaa !12
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %43 = load i32, ptr %42, align 4, !tbaa !167
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %180, label %45

45:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #27
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %47 = load i32, ptr %46, align 8, !tbaa !165
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %49 = load i32, ptr %48, align 4, !tbaa !169
  %50 = call i32 @MPI_Comm_rank(i32 noundef %49, ptr noundef nonnull %4) #27
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %52 = load i32, ptr %51, align 4, !tbaa !172
  %53 = icmp slt i32 %52, 0
  %54 = load i32, ptr %4, align 4
  %55 = icmp eq i32 %54, %52
  %56 = select i1 %53, i1 true, i1 %55
  %57 = sext i32 %47 to i64
  %58 = add nsw i64 %57, 1
  %59 = call noalias ptr @calloc(i64 noundef %58, i64 noundef 8) #31
  %60 = add nsw i32 %47, 1
  %61 = sext i32 %60 to i64
  %62 = shl nsw i64 %61, 3
  %63 = call noalias ptr @malloc(i64 noundef %62) #29
  %64 = icmp ne ptr %2, null
  %65 = and i1 %64, %56
  %66 = icmp sgt i32 %47, 0
  %67 = select i1 %65, i1 %66, i1 false
  br i1 %67, label %68, label %87

68:                                               ; preds = %45
  %69 = load i32, ptr %42, align 4, !tbaa !167
  %70 = icmp eq i32 %69, 2
  %71 = icmp eq i32 %47, 1
  br i1 %71, label %77, label %72

72:                                               ; preds = %68
  %73 = and i64 %57, 2147483646
  br label %88

74:                                               ; preds = %109
  %75 = and i32 %47, 1
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %87, label %77

77:                                               ; preds = %74, %68
  %78 = phi i64 [ 0, %68 ], [ %110, %74 ]
  %79 = and i32 %47, 1
  %80 = icmp ne i32 %79, 0
  call void @llvm.assume(i1 %80)
  %81 = shl nsw i64 %78, 4
  %82 = getelementptr inbounds nuw i8, ptr %2, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !32
  %84 = getelementptr inbounds nuw double, ptr %59, i64 %78
  store double %83, ptr %84, align 8, !tbaa !32
  store double 0.000000e+00, ptr %82, align 8, !tbaa !32
  br i1 %70, label %85, label %87

85:                                               ; preds = %77
  %86 = getelementptr inbounds nuw i8, ptr %82, i64 8
  store double 0.000000e+00, ptr %86, align 8, !tbaa !32
  br label %87

87:                                               ; preds = %74, %85, %77, %45
  br i1 %53, label %113, label %116

88:                                               ; preds = %109, %72
  %89 = phi i64 [ 0, %72 ], [ %110, %109 ]
  %90 = phi i64 [ 0, %72 ], [ %111, %109 ]
  %91 = shl nsw i64 %89, 4
  %92 = getelementptr inbounds nuw i8, ptr %2, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !32
  %94 = getelementptr inbounds nuw double, ptr %59, i64 %89
  store double %93, ptr %94, align 8, !tbaa !32
  store double 0.000000e+00, ptr %92, align 8, !tbaa !32
  br i1 %70, label %95, label %103

95:                                               ; preds = %88
  %96 = getelementptr inbounds nuw i8, ptr %92, i64 8
  store double 0.000000e+00, ptr %96, align 8, !tbaa !32
  %97 = or disjoint i64 %89, 1
  %98 = shl nsw i64 %97, 4
  %99 = getelementptr inbounds nuw i8, ptr %2, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !32
  %101 = getelementptr inbounds nuw double, ptr %59, i64 %97
  store double %100, ptr %101, align 8, !tbaa !32
  store double 0.000000e+00, ptr %99, align 8, !tbaa !32
  %102 = getelementptr inbounds nuw i8, ptr %99, i64 8
  store double 0.000000e+00, ptr %102, align 8, !tbaa !32
  br label %109

103:                                              ; preds = %88
  %104 = or disjoint i64 %89, 1
  %105 = shl nsw i64 %104, 4
  %106 = getelementptr inbounds nuw i8, ptr %2, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !32
  %108 = getelementptr inbounds nuw double, ptr %59, i64 %104
  store double %107, ptr %108, align 8, !tbaa !32
  store double 0.000000e+00, ptr %106, align 8, !tbaa !32
  br label %109

109:                                              ; preds = %103, %95
  %110 = add nuw nsw i64 %89, 2
  %111 = add i64 %90, 2
  %112 = icmp eq i64 %111, %73
  br i1 %112, label %74, label %88, !llvm.loop !221

113:                                              ; preds = %87
  %114 = load i32, ptr %48, align 4, !tbaa !169
  %115 = call i32 @MPI_Allreduce(ptr noundef %59, ptr noundef %63, i32 noundef %47, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef %114) #27
  br label %120

116:                                              ; preds = %87
  %117 = shl nsw i64 %57, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %63, ptr align 8 %59, i64 %117, i1 false)
  %118 = load i32, ptr %48, align 4, !tbaa !169
  %119 = call i32 @MPI_Bcast(ptr noundef %63, i32 noundef %47, i32 noundef 1275070475, i32 noundef %52, i32 noundef %118) #27
  br label %120

120:                                              ; preds = %116, %113
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %122 = load i32, ptr %121, align 8, !tbaa !166
  %123 = icmp eq i32 %122, 0
  %124 = select i1 %123, ptr %1, ptr %2
  %125 = icmp ne ptr %124, null
  %126 = select i1 %125, i1 %66, i1 false
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %128 = load ptr, ptr %127, align 8, !tbaa !170
  br i1 %126, label %129, label %179

129:                                              ; preds = %120
  %130 = icmp eq i32 %47, 1
  br i1 %130, label %165, label %131

131:                                              ; preds = %129
  %132 = and i64 %57, 2147483646
  br label %133

133:                                              ; preds = %158, %131
  %134 = phi i64 [ 0, %131 ], [ %159, %158 ]
  %135 = phi i64 [ 0, %131 ], [ %160, %158 ]
  %136 = getelementptr inbounds nuw i8, ptr %128, i64 %134
  %137 = load i8, ptr %136, align 1, !tbaa !14
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %146, label %139

139:                                              ; preds = %133
  %140 = getelementptr inbounds nuw double, ptr %63, i64 %134
  %141 = load double, ptr %140, align 8, !tbaa !32
  %142 = shl nsw i64 %134, 4
  %143 = getelementptr inbounds nuw i8, ptr %124, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !32
  %145 = fadd double %141, %144
  store double %145, ptr %143, align 8, !tbaa !32
  br label %146

146:                                              ; preds = %139, %133
  %147 = or disjoint i64 %134, 1
  %148 = getelementptr inbounds nuw i8, ptr %128, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !14
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %158, label %151

151:                                              ; preds = %146
  %152 = getelementptr inbounds nuw double, ptr %63, i64 %147
  %153 = load double, ptr %152, align 8, !tbaa !32
  %154 = shl nsw i64 %147, 4
  %155 = getelementptr inbounds nuw i8, ptr %124, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !32
  %157 = fadd double %153, %156
  store double %157, ptr %155, align 8, !tbaa !32
  br label %158

158:                                              ; preds = %151, %146
  %159 = add nuw nsw i64 %134, 2
  %160 = add i64 %135, 2
  %161 = icmp eq i64 %160, %132
  br i1 %161, label %162, label %133, !llvm.loop !222

162:                                              ; preds = %158
  %163 = and i32 %47, 1
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %179, label %165

165:                                              ; preds = %162, %129
  %166 = phi i64 [ 0, %129 ], [ %159, %162 ]
  %167 = and i32 %47, 1
  %168 = icmp ne i32 %167, 0
  call void @llvm.assume(i1 %168)
  %169 = getelementptr inbounds nuw i8, ptr %128, i64 %166
  %170 = load i8, ptr %169, align 1, !tbaa !14
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %179, label %172

172:                                              ; preds = %165
  %173 = getelementptr inbounds nuw double, ptr %63, i64 %166
  %174 = load double, ptr %173, align 8, !tbaa !32
  %175 = shl nsw i64 %166, 4
  %176 = getelementptr inbounds nuw i8, ptr %124, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !32
  %178 = fadd double %174, %177
  store double %178, ptr %176, align 8, !tbaa !32
  br label %179

179:                                              ; preds = %162, %172, %165, %120
  call void @free(ptr noundef %59) #27
  call void @free(ptr noundef %63) #27
  call void @free(ptr noundef %128) #27
  call void @free(ptr noundef nonnull %0) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #27
  br label %288

180:                                              ; preds = %39
  %181 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %182 = load i32, ptr %181, align 4, !tbaa !164
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %185

184:                                              ; preds = %180
  tail call void @free(ptr noundef nonnull %0) #27
  br label %288

185:                                              ; preds = %180
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %186 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %187 = load i32, ptr %186, align 4, !tbaa !169
  %188 = call i32 @MPI_Comm_rank(i32 noundef %187, ptr noundef nonnull %5) #27
  %189 = icmp eq i32 %182, 2
  %190 = select i1 %189, i64 4, i64 8
  %191 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %192 = load i32, ptr %191, align 8, !tbaa !165
  %193 = sext i32 %192 to i64
  %194 = select i1 %189, i64 2, i64 3
  %195 = shl nsw i64 %193, %194
  %196 = or disjoint i64 %195, 1
  %197 = call noalias ptr @malloc(i64 noundef %196) #29
  %198 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %199 = load i32, ptr %198, align 4, !tbaa !172
  %200 = icmp slt i32 %199, 0
  br i1 %200, label %201, label %213

201:                                              ; preds = %185
  %202 = icmp eq ptr %2, null
  br i1 %202, label %203, label %206

203:                                              ; preds = %201
  %204 = add nsw i64 %193, 1
  %205 = call noalias ptr @calloc(i64 noundef %204, i64 noundef %190) #31
  br label %206

206:                                              ; preds = %201, %203
  %207 = phi ptr [ %205, %203 ], [ %2, %201 ]
  %208 = phi ptr [ %205, %203 ], [ null, %201 ]
  %209 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %210 = load i32, ptr %209, align 8, !tbaa !168
  %211 = load i32, ptr %186, align 4, !tbaa !169
  %212 = call i32 @MPI_Allreduce(ptr noundef %207, ptr noundef %197, i32 noundef %192, i32 noundef %210, i32 noundef 1476395011, i32 noundef %211) #27
  call void @free(ptr noundef %208) #27
  br label %225

213:                                              ; preds = %185
  %214 = load i32, ptr %5, align 4, !tbaa !5
  %215 = icmp eq i32 %214, %199
  br i1 %215, label %216, label %220

216:                                              ; preds = %213
  %217 = icmp eq ptr %2, null
  br i1 %217, label %219, label %218

218:                                              ; preds = %216
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %197, ptr nonnull align 1 %2, i64 %195, i1 false)
  br label %220

219:                                              ; preds = %216
  call void @llvm.memset.p0.i64(ptr align 1 %197, i8 0, i64 %195, i1 false)
  br label %220

220:                                              ; preds = %218, %219, %213
  %221 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %222 = load i32, ptr %221, align 8, !tbaa !168
  %223 = load i32, ptr %186, align 4, !tbaa !169
  %224 = call i32 @MPI_Bcast(ptr noundef %197, i32 noundef %192, i32 noundef %222, i32 noundef %199, i32 noundef %223) #27
  br label %225

225:                                              ; preds = %220, %206
  %226 = load i32, ptr %198, align 4, !tbaa !172
  %227 = icmp sgt i32 %226, -1
  %228 = load i32, ptr %5, align 4
  %229 = icmp ne i32 %228, %226
  %230 = select i1 %227, i1 %229, i1 false
  %231 = icmp eq ptr %2, null
  %232 = or i1 %231, %230
  br i1 %232, label %234, label %233

233:                                              ; preds = %225
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %2, i8 0, i64 %195, i1 false)
  br label %234

234:                                              ; preds = %233, %225
  %235 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %236 = load i32, ptr %235, align 8, !tbaa !166
  %237 = icmp eq i32 %236, 0
  %238 = select i1 %237, ptr %1, ptr %2
  %239 = icmp ne ptr %238, null
  %240 = icmp sgt i32 %192, 0
  %241 = and i1 %239, %240
  br i1 %241, label %242, label %285

242:                                              ; preds = %234
  %243 = load i32, ptr %0, align 8, !tbaa !162
  %244 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %245 = icmp eq i32 %182, 1
  br label %246

246:                                              ; preds = %242, %282
  %247 = phi i64 [ 0, %242 ], [ %283, %282 ]
  switch i32 %243, label %256 [
    i32 2, label %248
    i32 3, label %250
    i32 4, label %250
  ]

248:                                              ; preds = %246
  %249 = load ptr, ptr %244, align 8, !tbaa !170
  br i1 %245, label %258, label %261

250:                                              ; preds = %246, %246
  %251 = load ptr, ptr %244, align 8, !tbaa !170
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 %247
  %253 = load i8, ptr %252, align 1, !tbaa !14
  %254 = icmp eq i8 %253, 0
  %255 = select i1 %254, double 0.000000e+00, double 1.000000e+00
  br label %256

256:                                              ; preds = %246, %250
  %257 = phi double [ 1.000000e+00, %246 ], [ %255, %250 ]
  br i1 %245, label %265, label %272

258:                                              ; preds = %248
  %259 = getelementptr inbounds nuw double, ptr %249, i64 %247
  %260 = load double, ptr %259, align 8, !tbaa !32
  br label %265

261:                                              ; preds = %248
  %262 = getelementptr inbounds nuw float, ptr %249, i64 %247
  %263 = load float, ptr %262, align 4, !tbaa !27
  %264 = fpext float %263 to double
  br label %272

265:                                              ; preds = %256, %258
  %266 = phi double [ %260, %258 ], [ %257, %256 ]
  %267 = getelementptr inbounds nuw double, ptr %238, i64 %247
  %268 = load double, ptr %267, align 8, !tbaa !32
  %269 = getelementptr inbounds nuw double, ptr %197, i64 %247
  %270 = load double, ptr %269, align 8, !tbaa !32
  %271 = call double @llvm.fmuladd.f64(double %266, double %270, double %268)
  store double %271, ptr %267, align 8, !tbaa !32
  br label %282

272:                                              ; preds = %256, %261
  %273 = phi double [ %264, %261 ], [ %257, %256 ]
  %274 = getelementptr inbounds nuw float, ptr %238, i64 %247
  %275 = load float, ptr %274, align 4, !tbaa !27
  %276 = fpext float %275 to double
  %277 = getelementptr inbounds nuw float, ptr %197, i64 %247
  %278 = load float, ptr %277, align 4, !tbaa !27
  %279 = fpext float %278 to double
  %280 = call double @llvm.fmuladd.f64(double %273, double %279, double %276)
  %281 = fptrunc double %280 to float
  store float %281, ptr %274, align 4, !tbaa !27
  br label %282

282:                                              ; preds = %265, %272
  %283 = add nuw nsw i64 %247, 1
  %284 = icmp eq i64 %283, %193
  br i1 %284, label %285, label %246, !llvm.loop !223

285:                                              ; preds = %282, %234
  call void @free(ptr noundef %197) #27
  %286 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %287 = load ptr, ptr %286, align 8, !tbaa !170
  call void @free(ptr noundef %287) #27
  call void @free(ptr noundef nonnull %0) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  br label %288

288:                                              ; preds = %184, %285, %179
  ret void
}

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #18

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #19

; Function Attrs: nounwind
define void @__mpiad_rev_icoll(ptr noundef %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %175, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !120
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %44, label %7

7:                                                ; preds = %3
  tail call fastcc void @icoll_rev_ready(ptr noundef %0)
  %8 = load i32, ptr @n_pending, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %41

10:                                               ; preds = %7
  %11 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %12 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %13

13:                                               ; preds = %26, %10
  %14 = phi i32 [ %27, %26 ], [ %8, %10 ]
  %15 = phi i64 [ %28, %26 ], [ %12, %10 ]
  %16 = phi ptr [ %29, %26 ], [ %11, %10 ]
  %17 = phi i32 [ %30, %26 ], [ 0, %10 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 32
  %22 = load i64, ptr %21, align 8, !tbaa !20
  %23 = icmp eq i64 %22, %15
  br i1 %23, label %32, label %24

24:                                               ; preds = %13
  %25 = add nsw i32 %17, 1
  br label %26

26:                                               ; preds = %32, %24
  %27 = phi i32 [ %14, %24 ], [ %40, %32 ]
  %28 = phi i64 [ %15, %24 ], [ %38, %32 ]
  %29 = phi ptr [ %16, %24 ], [ %39, %32 ]
  %30 = phi i32 [ %25, %24 ], [ 0, %32 ]
  %31 = icmp slt i32 %30, %27
  br i1 %31, label %13, label %41, !llvm.loop !26

32:                                               ; preds = %13
  %33 = add nsw i32 %14, -1
  store i32 %33, ptr @n_pending, align 4, !tbaa !5
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds ptr, ptr %16, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !15
  store ptr %36, ptr %19, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %20)
  %37 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %38 = add nsw i64 %37, -1
  store i64 %38, ptr @coll_seq, align 8, !tbaa !12
  %39 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %40 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %26

41:                                               ; preds = %26, %7
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %0)
  %42 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %43 = add nsw i64 %42, -1
  store i64 %43, ptr @coll_seq, align 8, !tbaa !12
  br label %89

44:                                               ; preds = %3
  %45 = load i32, ptr @n_pending, align 4, !tbaa !5
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %78

47:                                               ; preds = %44
  %48 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %49 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br label %50

50:                                               ; preds = %63, %47
  %51 = phi i32 [ %64, %63 ], [ %45, %47 ]
  %52 = phi i64 [ %65, %63 ], [ %49, %47 ]
  %53 = phi ptr [ %66, %63 ], [ %48, %47 ]
  %54 = phi i32 [ %67, %63 ], [ 0, %47 ]
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds ptr, ptr %53, i64 %55
  %57 = load ptr, ptr %56, align 8, !tbaa !15
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 32
  %59 = load i64, ptr %58, align 8, !tbaa !20
  %60 = icmp eq i64 %59, %52
  br i1 %60, label %69, label %61

61:                                               ; preds = %50
  %62 = add nsw i32 %54, 1
  br label %63

63:                                               ; preds = %69, %61
  %64 = phi i32 [ %51, %61 ], [ %77, %69 ]
  %65 = phi i64 [ %52, %61 ], [ %75, %69 ]
  %66 = phi ptr [ %53, %61 ], [ %76, %69 ]
  %67 = phi i32 [ %62, %61 ], [ 0, %69 ]
  %68 = icmp slt i32 %67, %64
  br i1 %68, label %50, label %78, !llvm.loop !26

69:                                               ; preds = %50
  %70 = add nsw i32 %51, -1
  store i32 %70, ptr @n_pending, align 4, !tbaa !5
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds ptr, ptr %53, i64 %71
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  store ptr %73, ptr %56, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %57)
  %74 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %75 = add nsw i64 %74, -1
  store i64 %75, ptr @coll_seq, align 8, !tbaa !12
  %76 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %77 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %63

78:                                               ; preds = %63, %44
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %80 = load i32, ptr %79, align 8, !tbaa !224
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %89

82:                                               ; preds = %78
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %84 = load ptr, ptr %83, align 8, !tbaa !225
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %86 = load i32, ptr %85, align 4, !tbaa !119
  %87 = icmp eq i32 %86, 0
  %88 = select i1 %87, ptr @.str.7, ptr @.str.23
  tail call void @__mpiad_fail(ptr noundef %84, ptr noundef nonnull %88, i64 noundef 0) #30
  unreachable

89:                                               ; preds = %78, %41
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %91 = tail call i32 @MPI_Wait(ptr noundef nonnull %90, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %93 = load i32, ptr %92, align 4, !tbaa !104
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %95 = load i32, ptr %94, align 8, !tbaa !105
  %96 = icmp eq i32 %95, 8
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %99 = select i1 %96, ptr %97, ptr %98
  %100 = load ptr, ptr %99, align 8, !tbaa !15
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %102 = load ptr, ptr %101, align 8, !tbaa !226
  %103 = icmp eq ptr %102, null
  br i1 %103, label %168, label %104

104:                                              ; preds = %89
  %105 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %106 = load i32, ptr %105, align 8, !tbaa !227
  %107 = icmp sgt i32 %106, 0
  br i1 %107, label %108, label %168

108:                                              ; preds = %104
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %110 = load ptr, ptr %109, align 8, !tbaa !148
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %113 = icmp eq i32 %93, 1
  %114 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %115 = zext nneg i32 %106 to i64
  br label %116

116:                                              ; preds = %108, %129
  %117 = phi i64 [ 0, %108 ], [ %130, %129 ]
  %118 = getelementptr inbounds nuw i32, ptr %110, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !5
  %120 = sext i32 %119 to i64
  %121 = icmp sgt i32 %119, 0
  br i1 %121, label %122, label %129

122:                                              ; preds = %116
  %123 = load ptr, ptr %111, align 8, !tbaa !228
  %124 = getelementptr inbounds nuw i32, ptr %123, i64 %117
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = sext i32 %125 to i64
  %127 = load ptr, ptr %112, align 8, !tbaa !229
  %128 = icmp eq ptr %127, null
  br label %132

129:                                              ; preds = %165, %116
  %130 = add nuw nsw i64 %117, 1
  %131 = icmp eq i64 %130, %115
  br i1 %131, label %168, label %116, !llvm.loop !230

132:                                              ; preds = %122, %165
  %133 = phi i64 [ 0, %122 ], [ %166, %165 ]
  %134 = add nsw i64 %133, %126
  br i1 %128, label %138, label %135

135:                                              ; preds = %132
  %136 = getelementptr inbounds nuw double, ptr %127, i64 %133
  %137 = load double, ptr %136, align 8, !tbaa !32
  br label %138

138:                                              ; preds = %132, %135
  %139 = phi double [ %137, %135 ], [ 1.000000e+00, %132 ]
  br i1 %113, label %140, label %151

140:                                              ; preds = %138
  %141 = getelementptr inbounds double, ptr %102, i64 %134
  %142 = load double, ptr %141, align 8, !tbaa !32
  %143 = load ptr, ptr %114, align 8, !tbaa !231
  %144 = getelementptr inbounds nuw i32, ptr %143, i64 %117
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = sext i32 %145 to i64
  %147 = getelementptr double, ptr %100, i64 %133
  %148 = getelementptr double, ptr %147, i64 %146
  %149 = load double, ptr %148, align 8, !tbaa !32
  %150 = tail call double @llvm.fmuladd.f64(double %139, double %149, double %142)
  store double %150, ptr %141, align 8, !tbaa !32
  br label %165

151:                                              ; preds = %138
  %152 = getelementptr inbounds float, ptr %102, i64 %134
  %153 = load float, ptr %152, align 4, !tbaa !27
  %154 = fpext float %153 to double
  %155 = load ptr, ptr %114, align 8, !tbaa !231
  %156 = getelementptr inbounds nuw i32, ptr %155, i64 %117
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = sext i32 %157 to i64
  %159 = getelementptr float, ptr %100, i64 %133
  %160 = getelementptr float, ptr %159, i64 %158
  %161 = load float, ptr %160, align 4, !tbaa !27
  %162 = fpext float %161 to double
  %163 = tail call double @llvm.fmuladd.f64(double %139, double %162, double %154)
  %164 = fptrunc double %163 to float
  store float %164, ptr %152, align 4, !tbaa !27
  br label %165

165:                                              ; preds = %140, %151
  %166 = add nuw nsw i64 %133, 1
  %167 = icmp eq i64 %166, %120
  br i1 %167, label %129, label %132, !llvm.loop !232

168:                                              ; preds = %129, %104, %89
  %169 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %170 = load ptr, ptr %169, align 8, !tbaa !148
  tail call void @free(ptr noundef %170) #27
  %171 = load ptr, ptr %97, align 8, !tbaa !109
  tail call void @free(ptr noundef %171) #27
  %172 = load ptr, ptr %98, align 8, !tbaa !118
  tail call void @free(ptr noundef %172) #27
  %173 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %174 = load ptr, ptr %173, align 8, !tbaa !229
  tail call void @free(ptr noundef %174) #27
  tail call void @free(ptr noundef nonnull %0) #27
  br label %175

175:                                              ; preds = %1, %168
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @icoll_initiate(ptr noundef %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %3 = load i32, ptr %2, align 8, !tbaa !233
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %5 = load i32, ptr %4, align 8, !tbaa !105
  switch i32 %5, label %116 [
    i32 1, label %6
    i32 2, label %19
    i32 3, label %39
    i32 4, label %50
    i32 5, label %70
    i32 6, label %89
    i32 7, label %105
  ]

6:                                                ; preds = %1
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %8 = load ptr, ptr %7, align 8, !tbaa !109
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %10 = load ptr, ptr %9, align 8, !tbaa !118
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %12 = load i32, ptr %11, align 8, !tbaa !108
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %15 = load i32, ptr %14, align 4, !tbaa !107
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %17 = load i32, ptr %16, align 4, !tbaa !234
  %18 = tail call i32 @MPI_Ireduce(ptr noundef %8, ptr noundef %10, i32 noundef %12, i32 noundef %3, i32 noundef 1476395011, i32 noundef %15, i32 noundef %17, ptr noundef nonnull %13) #27
  br label %127

19:                                               ; preds = %1
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %21 = load ptr, ptr %20, align 8, !tbaa !109
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %23 = load ptr, ptr %22, align 8, !tbaa !116
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %25 = load ptr, ptr %24, align 8, !tbaa !115
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %27 = load ptr, ptr %26, align 8, !tbaa !118
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %29 = load ptr, ptr %28, align 8, !tbaa !148
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %31 = load i32, ptr %30, align 4, !tbaa !235
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %33 = load i32, ptr %29, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %35 = load i32, ptr %34, align 4, !tbaa !107
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %37 = load i32, ptr %36, align 4, !tbaa !234
  %38 = tail call i32 @MPI_Iscatterv(ptr noundef %21, ptr noundef %23, ptr noundef %25, i32 noundef %3, ptr noundef %27, i32 noundef %33, i32 noundef %31, i32 noundef %35, i32 noundef %37, ptr noundef nonnull %32) #27
  br label %127

39:                                               ; preds = %1
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %41 = load ptr, ptr %40, align 8, !tbaa !109
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %43 = load ptr, ptr %42, align 8, !tbaa !116
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %45 = load ptr, ptr %44, align 8, !tbaa !118
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %48 = load i32, ptr %47, align 4, !tbaa !234
  %49 = tail call i32 @MPI_Ireduce_scatter(ptr noundef %41, ptr noundef %45, ptr noundef %43, i32 noundef %3, i32 noundef 1476395011, i32 noundef %48, ptr noundef nonnull %46) #27
  br label %127

50:                                               ; preds = %1
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %52 = load ptr, ptr %51, align 8, !tbaa !116
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %55 = load ptr, ptr %54, align 8, !tbaa !109
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %57 = load ptr, ptr %56, align 8, !tbaa !118
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %59 = load ptr, ptr %58, align 8, !tbaa !148
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %61 = load ptr, ptr %60, align 8, !tbaa !231
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %63 = load i32, ptr %62, align 4, !tbaa !235
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %66 = load i32, ptr %65, align 4, !tbaa !107
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %68 = load i32, ptr %67, align 4, !tbaa !234
  %69 = tail call i32 @MPI_Igatherv(ptr noundef %55, i32 noundef %53, i32 noundef %3, ptr noundef %57, ptr noundef %59, ptr noundef %61, i32 noundef %63, i32 noundef %66, i32 noundef %68, ptr noundef nonnull %64) #27
  br label %127

70:                                               ; preds = %1
  %71 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %72 = load ptr, ptr %71, align 8, !tbaa !109
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %74 = load ptr, ptr %73, align 8, !tbaa !116
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %76 = load ptr, ptr %75, align 8, !tbaa !115
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %78 = load ptr, ptr %77, align 8, !tbaa !118
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %80 = load ptr, ptr %79, align 8, !tbaa !148
  %81 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %82 = load ptr, ptr %81, align 8, !tbaa !231
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %84 = load i32, ptr %83, align 4, !tbaa !235
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %87 = load i32, ptr %86, align 4, !tbaa !234
  %88 = tail call i32 @MPI_Ialltoallv(ptr noundef %72, ptr noundef %74, ptr noundef %76, i32 noundef %3, ptr noundef %78, ptr noundef %80, ptr noundef %82, i32 noundef %84, i32 noundef %87, ptr noundef nonnull %85) #27
  br label %127

89:                                               ; preds = %1
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %91 = load ptr, ptr %90, align 8, !tbaa !116
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %94 = load ptr, ptr %93, align 8, !tbaa !109
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %96 = load ptr, ptr %95, align 8, !tbaa !118
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %98 = load ptr, ptr %97, align 8, !tbaa !148
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %100 = load ptr, ptr %99, align 8, !tbaa !231
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %102 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %103 = load i32, ptr %102, align 4, !tbaa !234
  %104 = tail call i32 @MPI_Iallgatherv(ptr noundef %94, i32 noundef %92, i32 noundef %3, ptr noundef %96, ptr noundef %98, ptr noundef %100, i32 noundef %3, i32 noundef %103, ptr noundef nonnull %101) #27
  br label %127

105:                                              ; preds = %1
  %106 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %107 = load ptr, ptr %106, align 8, !tbaa !109
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %109 = load ptr, ptr %108, align 8, !tbaa !118
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %111 = load i32, ptr %110, align 8, !tbaa !108
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %113 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %114 = load i32, ptr %113, align 4, !tbaa !234
  %115 = tail call i32 @MPI_Iallreduce(ptr noundef %107, ptr noundef %109, i32 noundef %111, i32 noundef %3, i32 noundef 1476395011, i32 noundef %114, ptr noundef nonnull %112) #27
  br label %127

116:                                              ; preds = %1
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %118 = load ptr, ptr %117, align 8, !tbaa !109
  %119 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %120 = load i32, ptr %119, align 8, !tbaa !108
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %123 = load i32, ptr %122, align 4, !tbaa !107
  %124 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %125 = load i32, ptr %124, align 4, !tbaa !234
  %126 = tail call i32 @MPI_Ibcast(ptr noundef %118, i32 noundef %120, i32 noundef %3, i32 noundef %123, i32 noundef %125, ptr noundef nonnull %121) #27
  br label %127

127:                                              ; preds = %116, %105, %89, %70, %50, %39, %19, %6
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 1, ptr %128, align 8, !tbaa !224
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_ibcast(ptr noundef %0, ptr noundef readonly captures(address) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = alloca %struct.plan, align 8
  %10 = icmp eq i32 %4, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %4, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %20, label %17

17:                                               ; preds = %15
  switch i32 %4, label %18 [
    i32 1275070475, label %20
    i32 1275069450, label %20
  ]

18:                                               ; preds = %17
  %19 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.34, i64 noundef %19) #30
  unreachable

20:                                               ; preds = %15, %17, %17
  %21 = tail call i32 @MPI_Ibcast(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %24

22:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  call fastcc void @plan_bcast(ptr noundef %9, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  %23 = call fastcc i32 @icoll_fwd(ptr noundef %9, i32 noundef %13, i32 noundef 1476395011, ptr noundef %0, ptr noundef %1, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %23, %22 ], [ %21, %20 ]
  ret i32 %25
}

declare i32 @MPI_Ibcast(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @plan_bcast(ptr noundef nonnull initializes((0, 112)) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #7 {
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %6, i8 0, i64 96, i1 false)
  store ptr @.str.24, ptr %0, align 8, !tbaa !225
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 1, ptr %7, align 8, !tbaa !105
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %3, ptr %8, align 4, !tbaa !107
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %2, ptr %9, align 4, !tbaa !235
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i32 %2, ptr %10, align 8, !tbaa !233
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i32 %4, ptr %11, align 4, !tbaa !234
  %12 = tail call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %6) #27
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %14 = tail call i32 @MPI_Comm_size(i32 noundef %4, ptr noundef nonnull %13) #27
  %15 = load i32, ptr %13, align 4, !tbaa !140
  %16 = add nsw i32 %15, 1
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %17, 6
  %19 = tail call noalias ptr @calloc(i64 noundef %18, i64 noundef 4) #31
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %19, ptr %20, align 8, !tbaa !148
  %21 = getelementptr inbounds i32, ptr %19, i64 %17
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr %21, ptr %22, align 8, !tbaa !228
  %23 = shl nsw i32 %16, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %19, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %25, ptr %26, align 8, !tbaa !116
  %27 = mul nsw i32 %16, 3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %19, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %29, ptr %30, align 8, !tbaa !114
  %31 = shl nsw i32 %16, 2
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %19, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %33, ptr %34, align 8, !tbaa !231
  %35 = mul nsw i32 %16, 5
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %19, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %37, ptr %38, align 8, !tbaa !115
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i32 %1, ptr %39, align 8, !tbaa !108
  %40 = load i32, ptr %6, align 8, !tbaa !106
  %41 = icmp eq i32 %40, %3
  br i1 %41, label %42, label %44

42:                                               ; preds = %5
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i32 1, ptr %43, align 8, !tbaa !227
  store i32 %1, ptr %19, align 4, !tbaa !5
  br label %49

44:                                               ; preds = %5
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 1, ptr %45, align 4, !tbaa !112
  store i32 %1, ptr %25, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %47 = load i32, ptr %46, align 8, !tbaa !227
  %48 = icmp sgt i32 %47, 0
  br i1 %48, label %49, label %75

49:                                               ; preds = %42, %44
  %50 = phi i32 [ 1, %42 ], [ %47, %44 ]
  %51 = zext nneg i32 %50 to i64
  %52 = and i64 %51, 3
  %53 = icmp samesign ult i32 %50, 4
  br i1 %53, label %58, label %54

54:                                               ; preds = %49
  %55 = and i64 %51, 2147483644
  br label %87

56:                                               ; preds = %87
  %57 = icmp eq i64 %52, 0
  br i1 %57, label %75, label %58

58:                                               ; preds = %56, %49
  %59 = phi i64 [ 0, %49 ], [ %118, %56 ]
  %60 = phi i64 [ 0, %49 ], [ %117, %56 ]
  %61 = icmp ne i64 %52, 0
  tail call void @llvm.assume(i1 %61)
  br label %62

62:                                               ; preds = %62, %58
  %63 = phi i64 [ %72, %62 ], [ %59, %58 ]
  %64 = phi i64 [ %71, %62 ], [ %60, %58 ]
  %65 = phi i64 [ %73, %62 ], [ 0, %58 ]
  %66 = trunc i64 %64 to i32
  %67 = getelementptr inbounds nuw i32, ptr %33, i64 %63
  store i32 %66, ptr %67, align 4, !tbaa !5
  %68 = getelementptr inbounds nuw i32, ptr %19, i64 %63
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %64, %70
  %72 = add nuw nsw i64 %63, 1
  %73 = add i64 %65, 1
  %74 = icmp eq i64 %73, %52
  br i1 %74, label %75, label %62, !llvm.loop !236

75:                                               ; preds = %56, %62, %44
  %76 = phi i64 [ 0, %44 ], [ %117, %56 ], [ %71, %62 ]
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %76, ptr %77, align 8, !tbaa !113
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %79 = load i32, ptr %78, align 4, !tbaa !112
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %174

81:                                               ; preds = %75
  %82 = zext nneg i32 %79 to i64
  %83 = and i64 %82, 3
  %84 = icmp ult i32 %79, 4
  br i1 %84, label %157, label %85

85:                                               ; preds = %81
  %86 = and i64 %82, 2147483644
  br label %121

87:                                               ; preds = %87, %54
  %88 = phi i64 [ 0, %54 ], [ %118, %87 ]
  %89 = phi i64 [ 0, %54 ], [ %117, %87 ]
  %90 = phi i64 [ 0, %54 ], [ %119, %87 ]
  %91 = trunc i64 %89 to i32
  %92 = getelementptr inbounds nuw i32, ptr %33, i64 %88
  store i32 %91, ptr %92, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i32, ptr %19, i64 %88
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = sext i32 %94 to i64
  %96 = add nsw i64 %89, %95
  %97 = or disjoint i64 %88, 1
  %98 = trunc i64 %96 to i32
  %99 = getelementptr inbounds nuw i32, ptr %33, i64 %97
  store i32 %98, ptr %99, align 4, !tbaa !5
  %100 = getelementptr inbounds nuw i32, ptr %19, i64 %97
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = sext i32 %101 to i64
  %103 = add nsw i64 %96, %102
  %104 = or disjoint i64 %88, 2
  %105 = trunc i64 %103 to i32
  %106 = getelementptr inbounds nuw i32, ptr %33, i64 %104
  store i32 %105, ptr %106, align 4, !tbaa !5
  %107 = getelementptr inbounds nuw i32, ptr %19, i64 %104
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = sext i32 %108 to i64
  %110 = add nsw i64 %103, %109
  %111 = or disjoint i64 %88, 3
  %112 = trunc i64 %110 to i32
  %113 = getelementptr inbounds nuw i32, ptr %33, i64 %111
  store i32 %112, ptr %113, align 4, !tbaa !5
  %114 = getelementptr inbounds nuw i32, ptr %19, i64 %111
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = sext i32 %115 to i64
  %117 = add nsw i64 %110, %116
  %118 = add nuw nsw i64 %88, 4
  %119 = add i64 %90, 4
  %120 = icmp eq i64 %119, %55
  br i1 %120, label %56, label %87, !llvm.loop !237

121:                                              ; preds = %121, %85
  %122 = phi i64 [ 0, %85 ], [ %152, %121 ]
  %123 = phi i64 [ 0, %85 ], [ %151, %121 ]
  %124 = phi i64 [ 0, %85 ], [ %153, %121 ]
  %125 = trunc i64 %123 to i32
  %126 = getelementptr inbounds nuw i32, ptr %37, i64 %122
  store i32 %125, ptr %126, align 4, !tbaa !5
  %127 = getelementptr inbounds nuw i32, ptr %25, i64 %122
  %128 = load i32, ptr %127, align 4, !tbaa !5
  %129 = sext i32 %128 to i64
  %130 = add nsw i64 %123, %129
  %131 = or disjoint i64 %122, 1
  %132 = trunc i64 %130 to i32
  %133 = getelementptr inbounds nuw i32, ptr %37, i64 %131
  store i32 %132, ptr %133, align 4, !tbaa !5
  %134 = getelementptr inbounds nuw i32, ptr %25, i64 %131
  %135 = load i32, ptr %134, align 4, !tbaa !5
  %136 = sext i32 %135 to i64
  %137 = add nsw i64 %130, %136
  %138 = or disjoint i64 %122, 2
  %139 = trunc i64 %137 to i32
  %140 = getelementptr inbounds nuw i32, ptr %37, i64 %138
  store i32 %139, ptr %140, align 4, !tbaa !5
  %141 = getelementptr inbounds nuw i32, ptr %25, i64 %138
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %137, %143
  %145 = or disjoint i64 %122, 3
  %146 = trunc i64 %144 to i32
  %147 = getelementptr inbounds nuw i32, ptr %37, i64 %145
  store i32 %146, ptr %147, align 4, !tbaa !5
  %148 = getelementptr inbounds nuw i32, ptr %25, i64 %145
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %144, %150
  %152 = add nuw nsw i64 %122, 4
  %153 = add i64 %124, 4
  %154 = icmp eq i64 %153, %86
  br i1 %154, label %155, label %121, !llvm.loop !238

155:                                              ; preds = %121
  %156 = icmp eq i64 %83, 0
  br i1 %156, label %174, label %157

157:                                              ; preds = %155, %81
  %158 = phi i64 [ 0, %81 ], [ %152, %155 ]
  %159 = phi i64 [ 0, %81 ], [ %151, %155 ]
  %160 = icmp ne i64 %83, 0
  tail call void @llvm.assume(i1 %160)
  br label %161

161:                                              ; preds = %161, %157
  %162 = phi i64 [ %171, %161 ], [ %158, %157 ]
  %163 = phi i64 [ %170, %161 ], [ %159, %157 ]
  %164 = phi i64 [ %172, %161 ], [ 0, %157 ]
  %165 = trunc i64 %163 to i32
  %166 = getelementptr inbounds nuw i32, ptr %37, i64 %162
  store i32 %165, ptr %166, align 4, !tbaa !5
  %167 = getelementptr inbounds nuw i32, ptr %25, i64 %162
  %168 = load i32, ptr %167, align 4, !tbaa !5
  %169 = sext i32 %168 to i64
  %170 = add nsw i64 %163, %169
  %171 = add nuw nsw i64 %162, 1
  %172 = add i64 %164, 1
  %173 = icmp eq i64 %172, %83
  br i1 %173, label %174, label %161, !llvm.loop !239

174:                                              ; preds = %155, %161, %75
  %175 = phi i64 [ 0, %75 ], [ %151, %155 ], [ %170, %161 ]
  %176 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i64 %175, ptr %176, align 8, !tbaa !111
  ret void
}

; Function Attrs: nounwind
define internal fastcc i32 @icoll_fwd(ptr noundef nonnull readonly captures(none) %0, i32 noundef range(i32 -1, 3) %1, i32 noundef %2, ptr noundef %3, ptr noundef readonly captures(address) %4, ptr noundef %5, ptr noundef readonly captures(address) %6, i32 noundef %7, ptr noundef %8) unnamed_addr #7 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  store i32 738197504, ptr %11, align 4, !tbaa !5
  %12 = icmp eq ptr %8, null
  %13 = select i1 %12, ptr %11, ptr %8
  %14 = tail call noalias dereferenceable_or_null(304) ptr @calloc(i64 noundef 1, i64 noundef 304) #31
  store i32 5, ptr %14, align 8, !tbaa !240
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %1, ptr %15, align 8, !tbaa !128
  %16 = getelementptr inbounds nuw i8, ptr %14, i64 12
  store i32 %7, ptr %16, align 4, !tbaa !130
  %17 = getelementptr inbounds nuw i8, ptr %14, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %17, ptr noundef nonnull align 8 dereferenceable(112) %0, i64 112, i1 false), !tbaa.struct !241
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 248
  store ptr %5, ptr %18, align 8, !tbaa !135
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 296
  store i32 738197504, ptr %19, align 8, !tbaa !131
  %20 = icmp eq ptr %6, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %9
  %22 = sext i32 %7 to i64
  %23 = shl nsw i64 %22, 3
  %24 = tail call noalias ptr @malloc(i64 noundef %23) #29
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 256
  store ptr %24, ptr %25, align 8, !tbaa !136
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr nonnull align 8 %6, i64 %23, i1 false)
  br label %26

26:                                               ; preds = %21, %9
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !105
  %29 = icmp eq ptr %3, inttoptr (i64 -1 to ptr)
  %30 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %32, label %41

32:                                               ; preds = %26
  %33 = tail call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %34 = icmp eq ptr %33, null
  br i1 %34, label %39, label %35

35:                                               ; preds = %32
  %36 = load i8, ptr %33, align 1, !tbaa !14
  %37 = icmp ne i8 %36, 48
  %38 = zext i1 %37 to i32
  br label %39

39:                                               ; preds = %35, %32
  %40 = phi i32 [ 1, %32 ], [ %38, %35 ]
  store i32 %40, ptr @fuse_flag, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %26, %39
  %42 = phi i32 [ %40, %39 ], [ %30, %26 ]
  %43 = select i1 %29, ptr %5, ptr %3
  %44 = select i1 %29, ptr %6, ptr %4
  %45 = icmp eq i32 %1, 2
  %46 = add i32 %28, -7
  %47 = icmp ult i32 %46, 2
  br i1 %47, label %48, label %80

48:                                               ; preds = %41
  %49 = load ptr, ptr %0, align 8, !tbaa !225
  %50 = add i32 %2, -1476395009
  %51 = icmp ult i32 %50, 4
  br i1 %51, label %73, label %52

52:                                               ; preds = %48
  %53 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %54 = icmp sgt i32 %53, 0
  br i1 %54, label %55, label %71

55:                                               ; preds = %52
  %56 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %57 = zext nneg i32 %53 to i64
  br label %61

58:                                               ; preds = %61
  %59 = add nuw nsw i64 %62, 1
  %60 = icmp eq i64 %59, %57
  br i1 %60, label %71, label %61, !llvm.loop !198

61:                                               ; preds = %58, %55
  %62 = phi i64 [ 0, %55 ], [ %59, %58 ]
  %63 = getelementptr inbounds nuw %struct.op_reg, ptr %56, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !42
  %65 = icmp eq i32 %64, %2
  br i1 %65, label %66, label %58

66:                                               ; preds = %61
  %67 = getelementptr inbounds nuw %struct.op_reg, ptr %56, i64 %62
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 4
  %69 = load i32, ptr %68, align 4, !tbaa !44
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %77

71:                                               ; preds = %58, %66, %52
  %72 = sext i32 %2 to i64
  tail call void @__mpiad_fail(ptr noundef %49, ptr noundef nonnull @.str.45, i64 noundef %72) #30
  unreachable

73:                                               ; preds = %48
  %74 = zext nneg i32 %50 to i64
  %75 = getelementptr inbounds nuw i32, ptr @switch.table.__mpiad_aug_reduce_local, i64 %74
  %76 = load i32, ptr %75, align 4
  br label %77

77:                                               ; preds = %73, %66
  %78 = phi i32 [ %69, %66 ], [ %76, %73 ]
  %79 = getelementptr inbounds nuw i8, ptr %14, i64 20
  store i32 %78, ptr %79, align 4, !tbaa !141
  br label %80

80:                                               ; preds = %41, %77
  %81 = phi i32 [ 0, %41 ], [ %78, %77 ]
  %82 = icmp eq i32 %28, 6
  br i1 %82, label %83, label %112

83:                                               ; preds = %80
  %84 = load ptr, ptr %0, align 8, !tbaa !225
  switch i32 %2, label %85 [
    i32 1476395011, label %107
    i32 1476395012, label %105
    i32 1476395010, label %105
    i32 1476395009, label %105
  ]

85:                                               ; preds = %83
  %86 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %87 = icmp sgt i32 %86, 0
  br i1 %87, label %88, label %103

88:                                               ; preds = %85
  %89 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %90 = zext nneg i32 %86 to i64
  br label %94

91:                                               ; preds = %94
  %92 = add nuw nsw i64 %95, 1
  %93 = icmp eq i64 %92, %90
  br i1 %93, label %103, label %94, !llvm.loop !198

94:                                               ; preds = %91, %88
  %95 = phi i64 [ 0, %88 ], [ %92, %91 ]
  %96 = getelementptr inbounds nuw %struct.op_reg, ptr %89, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !42
  %98 = icmp eq i32 %97, %2
  br i1 %98, label %99, label %91

99:                                               ; preds = %94
  %100 = getelementptr inbounds nuw %struct.op_reg, ptr %89, i64 %95
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 4
  %102 = load i32, ptr %101, align 4, !tbaa !44
  switch i32 %102, label %105 [
    i32 0, label %103
    i32 1, label %107
  ]

103:                                              ; preds = %91, %99, %85
  %104 = sext i32 %2 to i64
  tail call void @__mpiad_fail(ptr noundef %84, ptr noundef nonnull @.str.45, i64 noundef %104) #30
  unreachable

105:                                              ; preds = %99, %83, %83, %83
  %106 = sext i32 %2 to i64
  tail call void @__mpiad_fail(ptr noundef %84, ptr noundef nonnull @.str.20, i64 noundef %106) #30
  unreachable

107:                                              ; preds = %99, %83
  %108 = icmp ne i32 %42, 0
  %109 = icmp eq i32 %2, 1476395011
  %110 = and i1 %109, %108
  %111 = zext i1 %110 to i32
  br label %112

112:                                              ; preds = %107, %80
  %113 = phi i32 [ %111, %107 ], [ %42, %80 ]
  br i1 %47, label %116, label %114

114:                                              ; preds = %112
  %115 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 0, ptr %115, align 4, !tbaa !132
  br label %156

116:                                              ; preds = %112
  %117 = icmp eq i32 %113, 0
  %118 = add i32 %2, -1476395013
  %119 = icmp ult i32 %118, -4
  %120 = or i1 %119, %117
  br i1 %120, label %121, label %151

121:                                              ; preds = %116
  %122 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 2, ptr %122, align 4, !tbaa !132
  %123 = getelementptr inbounds nuw i8, ptr %14, i64 136
  %124 = load ptr, ptr %0, align 8, !tbaa !225
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %126 = load i32, ptr %125, align 8, !tbaa !108
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %128 = load i32, ptr %127, align 8, !tbaa !233
  %129 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %130 = load i32, ptr %129, align 4, !tbaa !234
  tail call fastcc void @plan_gather(ptr noundef nonnull %123, ptr noundef %124, i32 noundef 1, i32 noundef %126, i32 noundef %128, ptr noundef null, ptr noundef null, i32 noundef %126, i32 noundef %128, i32 noundef 0, i32 noundef %130)
  %131 = load i32, ptr %125, align 8, !tbaa !108
  %132 = sext i32 %131 to i64
  %133 = add nsw i32 %7, 1
  %134 = sext i32 %133 to i64
  %135 = mul nsw i64 %132, %134
  %136 = select i1 %45, i64 2, i64 3
  %137 = shl i64 %135, %136
  %138 = or disjoint i64 %137, 1
  %139 = tail call noalias ptr @malloc(i64 noundef %138) #29
  %140 = getelementptr inbounds nuw i8, ptr %14, i64 264
  store ptr %139, ptr %140, align 8, !tbaa !149
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %142 = load i32, ptr %141, align 4, !tbaa !140
  %143 = sext i32 %142 to i64
  %144 = mul i64 %135, %143
  %145 = shl i64 %144, %136
  %146 = or disjoint i64 %145, 1
  %147 = tail call noalias ptr @malloc(i64 noundef %146) #29
  %148 = getelementptr inbounds nuw i8, ptr %14, i64 272
  store ptr %147, ptr %148, align 8, !tbaa !134
  %149 = shl nsw i64 %132, %136
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %139, ptr readonly align 1 %43, i64 %149, i1 false)
  %150 = icmp sgt i32 %7, 0
  br i1 %150, label %429, label %473

151:                                              ; preds = %116
  %152 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %153 = icmp ne i32 %81, 1
  %154 = zext i1 %153 to i32
  %155 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 %154, ptr %155, align 4, !tbaa !132
  br i1 %153, label %289, label %156

156:                                              ; preds = %151, %114
  %157 = add nsw i32 %113, %7
  %158 = getelementptr inbounds nuw i8, ptr %14, i64 16
  store i32 %113, ptr %158, align 8, !tbaa !133
  %159 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %160 = load i64, ptr %159, align 8, !tbaa !113
  %161 = sext i32 %157 to i64
  %162 = mul i64 %160, %161
  %163 = select i1 %45, i64 2, i64 3
  %164 = shl i64 %162, %163
  %165 = or disjoint i64 %164, 1
  %166 = tail call noalias ptr @malloc(i64 noundef %165) #29
  %167 = getelementptr inbounds nuw i8, ptr %14, i64 264
  store ptr %166, ptr %167, align 8, !tbaa !149
  %168 = icmp eq i32 %28, 1
  br i1 %168, label %169, label %173

169:                                              ; preds = %156
  %170 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %171 = load i32, ptr %170, align 8, !tbaa !108
  %172 = sext i32 %171 to i64
  br label %176

173:                                              ; preds = %156
  %174 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %175 = load i64, ptr %174, align 8, !tbaa !111
  br label %176

176:                                              ; preds = %173, %169
  %177 = phi i64 [ %172, %169 ], [ %175, %173 ]
  %178 = mul i64 %177, %161
  %179 = shl i64 %178, %163
  %180 = or disjoint i64 %179, 1
  %181 = tail call noalias ptr @malloc(i64 noundef %180) #29
  %182 = getelementptr inbounds nuw i8, ptr %14, i64 272
  store ptr %181, ptr %182, align 8, !tbaa !134
  %183 = select i1 %168, ptr %181, ptr %166
  %184 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %185 = load i32, ptr %184, align 8, !tbaa !227
  %186 = icmp sgt i32 %185, 0
  br i1 %186, label %187, label %204

187:                                              ; preds = %176
  %188 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %189 = load ptr, ptr %188, align 8, !tbaa !231
  %190 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %191 = load ptr, ptr %190, align 8, !tbaa !148
  %192 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %193 = load ptr, ptr %192, align 8, !tbaa !228
  %194 = icmp eq i32 %113, 0
  %195 = icmp sgt i32 %7, 0
  %196 = icmp eq ptr %44, null
  %197 = zext i32 %7 to i64
  %198 = zext nneg i32 %185 to i64
  %199 = and i64 %197, 1
  %200 = icmp eq i32 %7, 1
  %201 = and i64 %197, 2147483646
  %202 = icmp eq i64 %199, 0
  %203 = icmp ne i64 %199, 0
  br label %206

204:                                              ; preds = %265, %176
  %205 = icmp eq i32 %113, 0
  br i1 %205, label %268, label %284

206:                                              ; preds = %187, %265
  %207 = phi i64 [ 0, %187 ], [ %266, %265 ]
  %208 = getelementptr inbounds nuw i32, ptr %189, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !5
  %210 = sext i32 %209 to i64
  %211 = mul nsw i64 %210, %161
  %212 = shl i64 %211, %163
  %213 = getelementptr inbounds nuw i8, ptr %183, i64 %212
  %214 = getelementptr inbounds nuw i32, ptr %191, i64 %207
  %215 = load i32, ptr %214, align 4, !tbaa !5
  %216 = getelementptr inbounds nuw i32, ptr %193, i64 %207
  %217 = load i32, ptr %216, align 4, !tbaa !5
  %218 = sext i32 %217 to i64
  %219 = sext i32 %215 to i64
  %220 = shl nsw i64 %219, %163
  %221 = shl nsw i64 %218, %163
  br i1 %194, label %225, label %222

222:                                              ; preds = %206
  %223 = getelementptr inbounds nuw i8, ptr %43, i64 %221
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %213, ptr readonly align 1 %223, i64 %220, i1 false)
  %224 = getelementptr inbounds nuw i8, ptr %213, i64 %220
  br label %225

225:                                              ; preds = %222, %206
  %226 = phi ptr [ %224, %222 ], [ %213, %206 ]
  br i1 %195, label %227, label %265

227:                                              ; preds = %225
  br i1 %200, label %255, label %228

228:                                              ; preds = %227, %249
  %229 = phi i64 [ %250, %249 ], [ 0, %227 ]
  %230 = phi ptr [ %251, %249 ], [ %226, %227 ]
  %231 = phi i64 [ %252, %249 ], [ 0, %227 ]
  br i1 %196, label %238, label %232

232:                                              ; preds = %228
  %233 = getelementptr inbounds nuw ptr, ptr %44, i64 %229
  %234 = load ptr, ptr %233, align 8, !tbaa !15
  %235 = icmp eq ptr %234, null
  br i1 %235, label %238, label %236

236:                                              ; preds = %232
  %237 = getelementptr inbounds nuw i8, ptr %234, i64 %221
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %230, ptr nonnull align 1 %237, i64 %220, i1 false)
  br label %239

238:                                              ; preds = %232, %228
  tail call void @llvm.memset.p0.i64(ptr align 1 %230, i8 0, i64 %220, i1 false)
  br label %239

239:                                              ; preds = %238, %236
  %240 = getelementptr inbounds nuw i8, ptr %230, i64 %220
  br i1 %196, label %248, label %241

241:                                              ; preds = %239
  %242 = getelementptr inbounds nuw ptr, ptr %44, i64 %229
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 8
  %244 = load ptr, ptr %243, align 8, !tbaa !15
  %245 = icmp eq ptr %244, null
  br i1 %245, label %248, label %246

246:                                              ; preds = %241
  %247 = getelementptr inbounds nuw i8, ptr %244, i64 %221
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %240, ptr nonnull align 1 %247, i64 %220, i1 false)
  br label %249

248:                                              ; preds = %241, %239
  tail call void @llvm.memset.p0.i64(ptr align 1 %240, i8 0, i64 %220, i1 false)
  br label %249

249:                                              ; preds = %248, %246
  %250 = add nuw nsw i64 %229, 2
  %251 = getelementptr inbounds nuw i8, ptr %240, i64 %220
  %252 = add i64 %231, 2
  %253 = icmp eq i64 %252, %201
  br i1 %253, label %254, label %228, !llvm.loop !16

254:                                              ; preds = %249
  br i1 %202, label %265, label %255

255:                                              ; preds = %254, %227
  %256 = phi i64 [ 0, %227 ], [ %250, %254 ]
  %257 = phi ptr [ %226, %227 ], [ %251, %254 ]
  tail call void @llvm.assume(i1 %203)
  br i1 %196, label %264, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds nuw ptr, ptr %44, i64 %256
  %260 = load ptr, ptr %259, align 8, !tbaa !15
  %261 = icmp eq ptr %260, null
  br i1 %261, label %264, label %262

262:                                              ; preds = %258
  %263 = getelementptr inbounds nuw i8, ptr %260, i64 %221
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %257, ptr nonnull align 1 %263, i64 %220, i1 false)
  br label %265

264:                                              ; preds = %258, %255
  tail call void @llvm.memset.p0.i64(ptr align 1 %257, i8 0, i64 %220, i1 false)
  br label %265

265:                                              ; preds = %254, %264, %262, %225
  %266 = add nuw nsw i64 %207, 1
  %267 = icmp eq i64 %266, %198
  br i1 %267, label %204, label %206, !llvm.loop !243

268:                                              ; preds = %204
  %269 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %270 = load ptr, ptr %269, align 8, !tbaa !148
  %271 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %272 = load ptr, ptr %271, align 8, !tbaa !228
  %273 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %274 = load i32, ptr %273, align 4, !tbaa !235
  %275 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %276 = load ptr, ptr %275, align 8, !tbaa !116
  %277 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %278 = load ptr, ptr %277, align 8, !tbaa !114
  %279 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %280 = load i32, ptr %279, align 8, !tbaa !233
  %281 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %282 = load i32, ptr %281, align 8, !tbaa !108
  %283 = call fastcc i32 @coll_start(ptr noundef nonnull readonly %0, i32 noundef %28, ptr noundef %3, ptr noundef %270, ptr noundef %272, i32 noundef %274, ptr noundef %5, ptr noundef %276, ptr noundef %278, i32 noundef %280, i32 noundef %282, i32 noundef %2, ptr noundef nonnull %13)
  br label %284

284:                                              ; preds = %268, %204
  %285 = phi ptr [ %13, %204 ], [ %19, %268 ]
  %286 = phi i32 [ 0, %204 ], [ %283, %268 ]
  %287 = call fastcc i32 @blocks_start(ptr noundef %14, ptr noundef nonnull %0, i32 noundef %157, ptr noundef %285)
  %288 = select i1 %205, i32 %286, i32 %287
  br label %488

289:                                              ; preds = %151
  %290 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %291 = load i32, ptr %290, align 8, !tbaa !108
  %292 = sext i32 %291 to i64
  %293 = add nsw i32 %7, 1
  %294 = sext i32 %293 to i64
  %295 = mul nsw i64 %292, %294
  %296 = select i1 %45, i64 2, i64 3
  %297 = shl i64 %295, %296
  %298 = or disjoint i64 %297, 1
  %299 = tail call noalias ptr @malloc(i64 noundef %298) #29
  %300 = getelementptr inbounds nuw i8, ptr %14, i64 264
  store ptr %299, ptr %300, align 8, !tbaa !149
  %301 = tail call noalias ptr @malloc(i64 noundef %298) #29
  %302 = getelementptr inbounds nuw i8, ptr %14, i64 272
  store ptr %301, ptr %302, align 8, !tbaa !134
  %303 = icmp sgt i32 %291, 0
  br i1 %303, label %304, label %350

304:                                              ; preds = %289
  %305 = icmp eq i32 %1, 1
  %306 = icmp sgt i32 %7, 0
  %307 = icmp eq ptr %44, null
  %308 = zext nneg i32 %7 to i64
  br label %309

309:                                              ; preds = %323, %304
  %310 = phi i64 [ 0, %304 ], [ %324, %323 ]
  %311 = mul nsw i64 %310, %294
  br i1 %305, label %312, label %316

312:                                              ; preds = %309
  %313 = getelementptr inbounds nuw double, ptr %43, i64 %310
  %314 = load double, ptr %313, align 8, !tbaa !32
  %315 = getelementptr inbounds double, ptr %299, i64 %311
  store double %314, ptr %315, align 8, !tbaa !32
  br label %320

316:                                              ; preds = %309
  %317 = getelementptr inbounds nuw float, ptr %43, i64 %310
  %318 = load float, ptr %317, align 4, !tbaa !27
  %319 = getelementptr inbounds float, ptr %299, i64 %311
  store float %318, ptr %319, align 4, !tbaa !27
  br label %320

320:                                              ; preds = %316, %312
  br i1 %306, label %321, label %323

321:                                              ; preds = %320
  %322 = add nuw nsw i64 %311, 1
  br label %326

323:                                              ; preds = %347, %320
  %324 = add nuw nsw i64 %310, 1
  %325 = icmp eq i64 %324, %292
  br i1 %325, label %350, label %309, !llvm.loop !206

326:                                              ; preds = %347, %321
  %327 = phi i64 [ 0, %321 ], [ %348, %347 ]
  %328 = add nuw nsw i64 %322, %327
  br i1 %307, label %340, label %329

329:                                              ; preds = %326
  %330 = getelementptr inbounds nuw ptr, ptr %44, i64 %327
  %331 = load ptr, ptr %330, align 8, !tbaa !15
  %332 = icmp eq ptr %331, null
  br i1 %332, label %340, label %333

333:                                              ; preds = %329
  br i1 %305, label %334, label %337

334:                                              ; preds = %333
  %335 = getelementptr inbounds nuw double, ptr %331, i64 %310
  %336 = load double, ptr %335, align 8, !tbaa !32
  br label %341

337:                                              ; preds = %333
  %338 = getelementptr inbounds nuw float, ptr %331, i64 %310
  %339 = load float, ptr %338, align 4, !tbaa !27
  br label %344

340:                                              ; preds = %329, %326
  br i1 %305, label %341, label %344

341:                                              ; preds = %340, %334
  %342 = phi double [ %336, %334 ], [ 0.000000e+00, %340 ]
  %343 = getelementptr inbounds nuw double, ptr %299, i64 %328
  store double %342, ptr %343, align 8, !tbaa !32
  br label %347

344:                                              ; preds = %340, %337
  %345 = phi float [ %339, %337 ], [ 0.000000e+00, %340 ]
  %346 = getelementptr inbounds nuw float, ptr %299, i64 %328
  store float %345, ptr %346, align 4, !tbaa !27
  br label %347

347:                                              ; preds = %344, %341
  %348 = add nuw nsw i64 %327, 1
  %349 = icmp eq i64 %348, %308
  br i1 %349, label %323, label %326, !llvm.loop !207

350:                                              ; preds = %323, %289
  %351 = getelementptr inbounds nuw i8, ptr %14, i64 292
  %352 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %353 = icmp sgt i32 %352, 0
  br i1 %353, label %354, label %371

354:                                              ; preds = %350
  %355 = zext nneg i32 %352 to i64
  br label %356

356:                                              ; preds = %365, %354
  %357 = phi i64 [ 0, %354 ], [ %366, %365 ]
  %358 = getelementptr inbounds nuw %struct.anon.1, ptr @tup_types, i64 %357
  %359 = load i32, ptr %358, align 4, !tbaa !208
  %360 = icmp eq i32 %359, %1
  br i1 %360, label %361, label %365

361:                                              ; preds = %356
  %362 = getelementptr inbounds nuw i8, ptr %358, i64 4
  %363 = load i32, ptr %362, align 4, !tbaa !210
  %364 = icmp eq i32 %363, %7
  br i1 %364, label %368, label %365

365:                                              ; preds = %361, %356
  %366 = add nuw nsw i64 %357, 1
  %367 = icmp eq i64 %366, %355
  br i1 %367, label %371, label %356, !llvm.loop !211

368:                                              ; preds = %361
  store i32 0, ptr %351, align 4, !tbaa !5
  %369 = getelementptr inbounds nuw i8, ptr %358, i64 8
  %370 = load i32, ptr %369, align 4, !tbaa !212
  br label %392

371:                                              ; preds = %365, %350
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %372 = icmp eq i32 %1, 1
  %373 = select i1 %372, i32 1275070475, i32 1275069450
  %374 = call i32 @MPI_Type_contiguous(i32 noundef %293, i32 noundef %373, ptr noundef nonnull %10) #27
  %375 = call i32 @MPI_Type_commit(ptr noundef nonnull %10) #27
  %376 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %377 = icmp eq i32 %376, 16
  %378 = zext i1 %377 to i32
  store i32 %378, ptr %351, align 4, !tbaa !5
  %379 = load i32, ptr %10, align 4, !tbaa !5
  br i1 %377, label %386, label %380

380:                                              ; preds = %371
  %381 = sext i32 %376 to i64
  %382 = getelementptr inbounds %struct.anon.1, ptr @tup_types, i64 %381
  store i32 %1, ptr %382, align 4, !tbaa !208
  %383 = getelementptr inbounds nuw i8, ptr %382, i64 4
  store i32 %7, ptr %383, align 4, !tbaa !210
  %384 = add nsw i32 %376, 1
  store i32 %384, ptr @n_tup_types, align 4, !tbaa !5
  %385 = getelementptr inbounds nuw i8, ptr %382, i64 8
  store i32 %379, ptr %385, align 4, !tbaa !212
  br label %386

386:                                              ; preds = %380, %371
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  %387 = load i32, ptr %27, align 8, !tbaa !105
  %388 = load ptr, ptr %300, align 8, !tbaa !149
  %389 = load ptr, ptr %302, align 8, !tbaa !134
  %390 = load i32, ptr %290, align 8, !tbaa !108
  %391 = load i32, ptr %152, align 4, !tbaa !141
  br label %392

392:                                              ; preds = %368, %386
  %393 = phi i32 [ %391, %386 ], [ %81, %368 ]
  %394 = phi i32 [ %390, %386 ], [ %291, %368 ]
  %395 = phi ptr [ %389, %386 ], [ %301, %368 ]
  %396 = phi ptr [ %388, %386 ], [ %299, %368 ]
  %397 = phi i32 [ %387, %386 ], [ %28, %368 ]
  %398 = phi i32 [ %379, %386 ], [ %370, %368 ]
  %399 = getelementptr inbounds nuw i8, ptr %14, i64 288
  store i32 %398, ptr %399, align 8, !tbaa !244
  %400 = add nsw i32 %1, -1
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds [5 x i32], ptr @tup_ops_made, i64 %401
  %403 = sext i32 %393 to i64
  %404 = getelementptr inbounds i32, ptr %402, i64 %403
  %405 = load i32, ptr %404, align 4, !tbaa !5
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %407, label %424

407:                                              ; preds = %392
  %408 = icmp eq i32 %1, 1
  %409 = icmp eq i32 %393, 2
  br i1 %408, label %410, label %414

410:                                              ; preds = %407
  br i1 %409, label %418, label %411

411:                                              ; preds = %410
  %412 = icmp eq i32 %393, 3
  %413 = select i1 %412, ptr @tup_min_d, ptr @tup_max_d
  br label %418

414:                                              ; preds = %407
  br i1 %409, label %418, label %415

415:                                              ; preds = %414
  %416 = icmp eq i32 %393, 3
  %417 = select i1 %416, ptr @tup_min_f, ptr @tup_max_f
  br label %418

418:                                              ; preds = %415, %414, %411, %410
  %419 = phi ptr [ @tup_prod_d, %410 ], [ %413, %411 ], [ %417, %415 ], [ @tup_prod_f, %414 ]
  %420 = zext i1 %409 to i32
  %421 = getelementptr inbounds [5 x i32], ptr @tup_ops, i64 %401
  %422 = getelementptr inbounds i32, ptr %421, i64 %403
  %423 = call i32 @MPI_Op_create(ptr noundef nonnull %419, i32 noundef %420, ptr noundef nonnull %422) #27
  store i32 1, ptr %404, align 4, !tbaa !5
  br label %424

424:                                              ; preds = %392, %418
  %425 = getelementptr inbounds [5 x i32], ptr @tup_ops, i64 %401
  %426 = getelementptr inbounds i32, ptr %425, i64 %403
  %427 = load i32, ptr %426, align 4, !tbaa !5
  %428 = call fastcc i32 @coll_start(ptr noundef nonnull %0, i32 noundef %397, ptr noundef %396, ptr noundef null, ptr noundef null, i32 noundef %398, ptr noundef %395, ptr noundef null, ptr noundef null, i32 noundef %398, i32 noundef %394, i32 noundef %427, ptr noundef nonnull %13)
  br label %488

429:                                              ; preds = %121
  %430 = icmp eq ptr %44, null
  %431 = zext nneg i32 %7 to i64
  %432 = and i64 %431, 1
  %433 = icmp eq i32 %7, 1
  br i1 %433, label %462, label %434

434:                                              ; preds = %429
  %435 = and i64 %431, 2147483646
  br label %436

436:                                              ; preds = %456, %434
  %437 = phi i64 [ 0, %434 ], [ %457, %456 ]
  %438 = phi ptr [ %139, %434 ], [ %448, %456 ]
  %439 = phi i64 [ 0, %434 ], [ %458, %456 ]
  %440 = getelementptr inbounds nuw i8, ptr %438, i64 %149
  br i1 %430, label %446, label %441

441:                                              ; preds = %436
  %442 = getelementptr inbounds nuw ptr, ptr %44, i64 %437
  %443 = load ptr, ptr %442, align 8, !tbaa !15
  %444 = icmp eq ptr %443, null
  br i1 %444, label %446, label %445

445:                                              ; preds = %441
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %440, ptr nonnull align 1 %443, i64 %149, i1 false)
  br label %447

446:                                              ; preds = %441, %436
  tail call void @llvm.memset.p0.i64(ptr align 1 %440, i8 0, i64 %149, i1 false)
  br label %447

447:                                              ; preds = %446, %445
  %448 = getelementptr inbounds nuw i8, ptr %440, i64 %149
  br i1 %430, label %455, label %449

449:                                              ; preds = %447
  %450 = getelementptr inbounds nuw ptr, ptr %44, i64 %437
  %451 = getelementptr inbounds nuw i8, ptr %450, i64 8
  %452 = load ptr, ptr %451, align 8, !tbaa !15
  %453 = icmp eq ptr %452, null
  br i1 %453, label %455, label %454

454:                                              ; preds = %449
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %448, ptr nonnull align 1 %452, i64 %149, i1 false)
  br label %456

455:                                              ; preds = %449, %447
  tail call void @llvm.memset.p0.i64(ptr align 1 %448, i8 0, i64 %149, i1 false)
  br label %456

456:                                              ; preds = %455, %454
  %457 = add nuw nsw i64 %437, 2
  %458 = add i64 %439, 2
  %459 = icmp eq i64 %458, %435
  br i1 %459, label %460, label %436, !llvm.loop !16

460:                                              ; preds = %456
  %461 = icmp eq i64 %432, 0
  br i1 %461, label %473, label %462

462:                                              ; preds = %460, %429
  %463 = phi i64 [ 0, %429 ], [ %457, %460 ]
  %464 = phi ptr [ %139, %429 ], [ %448, %460 ]
  %465 = icmp ne i64 %432, 0
  tail call void @llvm.assume(i1 %465)
  %466 = getelementptr inbounds nuw i8, ptr %464, i64 %149
  br i1 %430, label %472, label %467

467:                                              ; preds = %462
  %468 = getelementptr inbounds nuw ptr, ptr %44, i64 %463
  %469 = load ptr, ptr %468, align 8, !tbaa !15
  %470 = icmp eq ptr %469, null
  br i1 %470, label %472, label %471

471:                                              ; preds = %467
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %466, ptr nonnull align 1 %469, i64 %149, i1 false)
  br label %473

472:                                              ; preds = %467, %462
  tail call void @llvm.memset.p0.i64(ptr align 1 %466, i8 0, i64 %149, i1 false)
  br label %473

473:                                              ; preds = %460, %472, %471, %121
  %474 = load i32, ptr %27, align 8, !tbaa !105
  %475 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %476 = load ptr, ptr %475, align 8, !tbaa !148
  %477 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %478 = load ptr, ptr %477, align 8, !tbaa !228
  %479 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %480 = load i32, ptr %479, align 4, !tbaa !235
  %481 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %482 = load ptr, ptr %481, align 8, !tbaa !116
  %483 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %484 = load ptr, ptr %483, align 8, !tbaa !114
  %485 = load i32, ptr %127, align 8, !tbaa !233
  %486 = call fastcc i32 @coll_start(ptr noundef nonnull readonly %0, i32 noundef %474, ptr noundef %3, ptr noundef %476, ptr noundef %478, i32 noundef %480, ptr noundef %5, ptr noundef %482, ptr noundef %484, i32 noundef %485, i32 noundef %131, i32 noundef %2, ptr noundef nonnull %13)
  %487 = call fastcc i32 @blocks_start(ptr noundef nonnull %14, ptr noundef nonnull %123, i32 noundef %133, ptr noundef nonnull %19)
  br label %488

488:                                              ; preds = %424, %473, %284
  %489 = phi i32 [ %288, %284 ], [ %428, %424 ], [ %486, %473 ]
  br i1 %12, label %493, label %490

490:                                              ; preds = %488
  %491 = load i32, ptr %8, align 4, !tbaa !5
  %492 = sext i32 %491 to i64
  call fastcc void @req_insert(i64 noundef %492, i32 noundef 0, ptr noundef %14)
  br label %495

493:                                              ; preds = %488
  %494 = call i32 @MPI_Wait(ptr noundef nonnull %11, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  call fastcc void @icoll_fwd_complete(ptr noundef %14, i32 noundef 0)
  br label %495

495:                                              ; preds = %493, %490
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  ret i32 %489
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_ibcast(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #7 {
  %8 = alloca %struct.plan, align 8
  %9 = icmp eq i32 %3, 1275069450
  %10 = select i1 %9, i32 2, i32 0
  %11 = icmp eq i32 %3, 1275070475
  %12 = select i1 %11, i32 1, i32 %10
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %7
  %15 = tail call i32 @MPI_Ibcast(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) #27
  br label %18

16:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  call fastcc void @plan_bcast(ptr noundef %8, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %17 = call fastcc ptr @icoll_aug(ptr noundef %8, i32 noundef %12, i32 noundef 1476395011, ptr noundef %0, ptr noundef %1, ptr noundef %0, ptr noundef %1, ptr noundef %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi ptr [ %17, %16 ], [ null, %14 ]
  ret ptr %19
}

; Function Attrs: nounwind
define internal fastcc noundef ptr @icoll_aug(ptr noundef nonnull readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #7 {
  %9 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  store i32 738197504, ptr %9, align 4, !tbaa !5
  %10 = icmp eq ptr %7, null
  %11 = select i1 %10, ptr %9, ptr %7
  %12 = tail call noalias dereferenceable_or_null(224) ptr @calloc(i64 noundef 1, i64 noundef 224) #31
  store i32 5, ptr %12, align 8, !tbaa !245
  %13 = zext i1 %10 to i32
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  store i32 %13, ptr %14, align 4, !tbaa !120
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 20
  store i32 %1, ptr %15, align 4, !tbaa !104
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 40
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %16, ptr noundef nonnull align 8 dereferenceable(112) %0, i64 112, i1 false), !tbaa.struct !241
  %17 = icmp eq ptr %3, inttoptr (i64 -1 to ptr)
  %18 = select i1 %17, ptr %6, ptr %4
  %19 = getelementptr inbounds nuw i8, ptr %12, i64 152
  store ptr %18, ptr %19, align 8, !tbaa !226
  %20 = getelementptr inbounds nuw i8, ptr %12, i64 160
  store ptr %6, ptr %20, align 8, !tbaa !110
  %21 = getelementptr inbounds nuw i8, ptr %12, i64 208
  store i32 738197504, ptr %21, align 8, !tbaa !246
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 184
  store i32 738197504, ptr %22, align 8, !tbaa !247
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !105
  switch i32 %24, label %106 [
    i32 7, label %25
    i32 8, label %25
    i32 6, label %82
  ]

25:                                               ; preds = %8, %8
  %26 = load ptr, ptr %0, align 8, !tbaa !225
  switch i32 %2, label %29 [
    i32 1476395011, label %27
    i32 1476395012, label %52
    i32 1476395010, label %35
    i32 1476395009, label %36
  ]

27:                                               ; preds = %25
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store i32 1, ptr %28, align 8, !tbaa !248
  br label %106

29:                                               ; preds = %25
  %30 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %31 = icmp sgt i32 %30, 0
  br i1 %31, label %32, label %50

32:                                               ; preds = %29
  %33 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %34 = zext nneg i32 %30 to i64
  br label %40

35:                                               ; preds = %25
  br label %52

36:                                               ; preds = %25
  br label %52

37:                                               ; preds = %40
  %38 = add nuw nsw i64 %41, 1
  %39 = icmp eq i64 %38, %34
  br i1 %39, label %50, label %40, !llvm.loop !198

40:                                               ; preds = %37, %32
  %41 = phi i64 [ 0, %32 ], [ %38, %37 ]
  %42 = getelementptr inbounds nuw %struct.op_reg, ptr %33, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !42
  %44 = icmp eq i32 %43, %2
  br i1 %44, label %45, label %37

45:                                               ; preds = %40
  %46 = getelementptr inbounds nuw %struct.op_reg, ptr %33, i64 %41
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 4
  %48 = load i32, ptr %47, align 4, !tbaa !44
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %55

50:                                               ; preds = %37, %45, %29
  %51 = sext i32 %2 to i64
  tail call void @__mpiad_fail(ptr noundef %26, ptr noundef nonnull @.str.45, i64 noundef %51) #30
  unreachable

52:                                               ; preds = %36, %35, %25
  %53 = phi i32 [ 4, %36 ], [ 3, %35 ], [ 2, %25 ]
  %54 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store i32 %53, ptr %54, align 8, !tbaa !248
  br label %58

55:                                               ; preds = %45
  %56 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store i32 %48, ptr %56, align 8, !tbaa !248
  %57 = icmp eq i32 %48, 1
  br i1 %57, label %106, label %58

58:                                               ; preds = %52, %55
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %60 = load i32, ptr %59, align 8, !tbaa !108
  %61 = sext i32 %60 to i64
  %62 = icmp eq i32 %1, 2
  %63 = select i1 %62, i64 2, i64 3
  %64 = shl nsw i64 %61, %63
  %65 = or disjoint i64 %64, 1
  %66 = tail call noalias ptr @malloc(i64 noundef %65) #29
  %67 = getelementptr inbounds nuw i8, ptr %12, i64 192
  store ptr %66, ptr %67, align 8, !tbaa !249
  %68 = select i1 %17, ptr %5, ptr %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %66, ptr align 1 %68, i64 %64, i1 false)
  %69 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %70 = load i32, ptr %69, align 4, !tbaa !140
  %71 = sext i32 %70 to i64
  %72 = mul i64 %64, %71
  %73 = or disjoint i64 %72, 1
  %74 = tail call noalias ptr @malloc(i64 noundef %73) #29
  %75 = getelementptr inbounds nuw i8, ptr %12, i64 200
  store ptr %74, ptr %75, align 8, !tbaa !250
  %76 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %77 = load i32, ptr %76, align 8, !tbaa !233
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %79 = load i32, ptr %78, align 4, !tbaa !234
  %80 = tail call i32 @MPI_Iallgather(ptr noundef %66, i32 noundef %60, i32 noundef %77, ptr noundef %74, i32 noundef %60, i32 noundef %77, i32 noundef %79, ptr noundef nonnull %21) #27
  %81 = load i32, ptr %23, align 8, !tbaa !105
  br label %106

82:                                               ; preds = %8
  %83 = load ptr, ptr %0, align 8, !tbaa !225
  switch i32 %2, label %84 [
    i32 1476395011, label %106
    i32 1476395012, label %104
    i32 1476395010, label %104
    i32 1476395009, label %104
  ]

84:                                               ; preds = %82
  %85 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %86 = icmp sgt i32 %85, 0
  br i1 %86, label %87, label %102

87:                                               ; preds = %84
  %88 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %89 = zext nneg i32 %85 to i64
  br label %93

90:                                               ; preds = %93
  %91 = add nuw nsw i64 %94, 1
  %92 = icmp eq i64 %91, %89
  br i1 %92, label %102, label %93, !llvm.loop !198

93:                                               ; preds = %90, %87
  %94 = phi i64 [ 0, %87 ], [ %91, %90 ]
  %95 = getelementptr inbounds nuw %struct.op_reg, ptr %88, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !42
  %97 = icmp eq i32 %96, %2
  br i1 %97, label %98, label %90

98:                                               ; preds = %93
  %99 = getelementptr inbounds nuw %struct.op_reg, ptr %88, i64 %94
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 4
  %101 = load i32, ptr %100, align 4, !tbaa !44
  switch i32 %101, label %104 [
    i32 0, label %102
    i32 1, label %106
  ]

102:                                              ; preds = %90, %98, %84
  %103 = sext i32 %2 to i64
  tail call void @__mpiad_fail(ptr noundef %83, ptr noundef nonnull @.str.45, i64 noundef %103) #30
  unreachable

104:                                              ; preds = %98, %82, %82, %82
  %105 = sext i32 %2 to i64
  tail call void @__mpiad_fail(ptr noundef %83, ptr noundef nonnull @.str.20, i64 noundef %105) #30
  unreachable

106:                                              ; preds = %98, %82, %27, %8, %55, %58
  %107 = phi i32 [ 6, %98 ], [ 6, %82 ], [ %24, %27 ], [ %24, %8 ], [ %24, %55 ], [ %81, %58 ]
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %109 = load ptr, ptr %108, align 8, !tbaa !148
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %111 = load ptr, ptr %110, align 8, !tbaa !228
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %113 = load i32, ptr %112, align 4, !tbaa !235
  %114 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %115 = load ptr, ptr %114, align 8, !tbaa !116
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %117 = load ptr, ptr %116, align 8, !tbaa !114
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %119 = load i32, ptr %118, align 8, !tbaa !233
  %120 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %121 = load i32, ptr %120, align 8, !tbaa !108
  %122 = call fastcc i32 @coll_start(ptr noundef nonnull readonly %0, i32 noundef %107, ptr noundef %3, ptr noundef %109, ptr noundef %111, i32 noundef %113, ptr noundef %5, ptr noundef %115, ptr noundef %117, i32 noundef %119, i32 noundef %121, i32 noundef %2, ptr noundef nonnull %11)
  %123 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %124 = add nsw i64 %123, 1
  store i64 %124, ptr @coll_seq, align 8, !tbaa !12
  %125 = getelementptr inbounds nuw i8, ptr %12, i64 32
  store i64 %124, ptr %125, align 8, !tbaa !20
  br i1 %10, label %129, label %126

126:                                              ; preds = %106
  %127 = load i32, ptr %7, align 4, !tbaa !5
  %128 = sext i32 %127 to i64
  call fastcc void @req_insert(i64 noundef %128, i32 noundef 1, ptr noundef nonnull %12)
  br label %131

129:                                              ; preds = %106
  %130 = call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  call fastcc void @icoll_aug_complete(ptr noundef nonnull %12)
  br label %131

131:                                              ; preds = %129, %126
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  ret ptr %12
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_igatherv(ptr noundef %0, ptr noundef readonly captures(address) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address) %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, i32 noundef %13, i32 noundef %14) local_unnamed_addr #7 {
  %16 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %17 = icmp ne ptr %6, null
  %18 = icmp eq ptr %12, null
  %19 = zext i1 %17 to i64
  %20 = getelementptr inbounds nuw [2 x [2 x ptr]], ptr @gather_name.names, i64 %19
  %21 = icmp ne i32 %14, 0
  %22 = zext i1 %21 to i64
  %23 = getelementptr inbounds nuw [2 x ptr], ptr %20, i64 %22
  %24 = zext i1 %18 to i64
  %25 = getelementptr inbounds nuw ptr, ptr %23, i64 %24
  %26 = load ptr, ptr %25, align 8, !tbaa !242
  call fastcc void @plan_gather(ptr noundef nonnull %16, ptr noundef %26, i32 noundef %14, i32 noundef %2, i32 noundef %3, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %27 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !105
  switch i32 %28, label %47 [
    i32 4, label %29
    i32 2, label %35
  ]

29:                                               ; preds = %15
  %30 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %31 = load i32, ptr %30, align 8, !tbaa !106
  %32 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %33 = load i32, ptr %32, align 4, !tbaa !107
  %34 = icmp eq i32 %31, %33
  br i1 %34, label %47, label %54

35:                                               ; preds = %15
  %36 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %37 = load i32, ptr %36, align 8, !tbaa !106
  %38 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !107
  %40 = icmp eq i32 %37, %39
  %41 = getelementptr inbounds nuw i8, ptr %16, i64 28
  %42 = load i32, ptr %41, align 4, !tbaa !235
  %43 = icmp eq i32 %42, 1275069450
  %44 = select i1 %43, i32 2, i32 0
  %45 = icmp eq i32 %42, 1275070475
  %46 = select i1 %45, i32 1, i32 %44
  br i1 %40, label %54, label %70

47:                                               ; preds = %29, %15
  %48 = getelementptr inbounds nuw i8, ptr %16, i64 28
  %49 = load i32, ptr %48, align 4, !tbaa !235
  %50 = icmp eq i32 %49, 1275069450
  %51 = select i1 %50, i32 2, i32 0
  %52 = icmp eq i32 %49, 1275070475
  %53 = select i1 %52, i32 1, i32 %51
  br label %54

54:                                               ; preds = %47, %35, %29
  %55 = phi i32 [ -1, %29 ], [ %46, %35 ], [ %53, %47 ]
  %56 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %57 = load i32, ptr %56, align 8, !tbaa !233
  %58 = icmp eq i32 %57, 1275069450
  %59 = select i1 %58, i32 2, i32 0
  %60 = icmp eq i32 %57, 1275070475
  %61 = select i1 %60, i32 1, i32 %59
  %62 = icmp slt i32 %55, 0
  %63 = icmp eq i32 %55, %61
  %64 = select i1 %62, i1 true, i1 %63
  br i1 %64, label %70, label %65

65:                                               ; preds = %54
  %66 = load ptr, ptr %16, align 8, !tbaa !225
  %67 = getelementptr inbounds nuw i8, ptr %16, i64 28
  %68 = load i32, ptr %67, align 4, !tbaa !235
  %69 = sext i32 %68 to i64
  call void @__mpiad_fail(ptr noundef %66, ptr noundef nonnull @.str.53, i64 noundef %69) #30
  unreachable

70:                                               ; preds = %54, %35
  %71 = phi i32 [ %46, %35 ], [ %61, %54 ]
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %81, label %73

73:                                               ; preds = %70
  %74 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %75 = icmp eq ptr %4, inttoptr (i64 -1 to ptr)
  %76 = or i1 %74, %75
  br i1 %76, label %77, label %79

77:                                               ; preds = %73
  %78 = load ptr, ptr %16, align 8, !tbaa !225
  call void @__mpiad_fail(ptr noundef %78, ptr noundef nonnull @.str.54, i64 noundef 0) #30
  unreachable

79:                                               ; preds = %73
  %80 = call fastcc i32 @icoll_fwd(ptr noundef %16, i32 noundef %71, i32 noundef 1476395011, ptr noundef %0, ptr noundef %1, ptr noundef %4, ptr noundef %5, i32 noundef %13, ptr noundef %12)
  br label %91

81:                                               ; preds = %70
  %82 = load ptr, ptr %16, align 8, !tbaa !225
  %83 = icmp eq ptr %1, null
  br i1 %83, label %87, label %84

84:                                               ; preds = %81
  switch i32 %3, label %85 [
    i32 1275070475, label %87
    i32 1275069450, label %87
  ]

85:                                               ; preds = %84
  %86 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef %82, ptr noundef nonnull @.str.34, i64 noundef %86) #30
  unreachable

87:                                               ; preds = %81, %84, %84
  %88 = getelementptr inbounds nuw i8, ptr %16, i64 48
  %89 = load ptr, ptr %88, align 8, !tbaa !148
  call void @free(ptr noundef %89) #27
  %90 = call fastcc i32 @gather_primal(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, i32 noundef %14)
  br label %91

91:                                               ; preds = %87, %79
  %92 = phi i32 [ %80, %79 ], [ %90, %87 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  ret i32 %92
}

; Function Attrs: nounwind
define internal fastcc void @plan_gather(ptr noundef initializes((0, 112)) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef readonly captures(address_is_null) %5, ptr noundef readonly captures(address_is_null) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #7 {
  %12 = icmp eq i32 %2, 0
  %13 = select i1 %12, i32 2, i32 3
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !225
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %13, ptr %15, align 8, !tbaa !105
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %9, ptr %16, align 4, !tbaa !107
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %4, ptr %17, align 4, !tbaa !235
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i32 %8, ptr %18, align 8, !tbaa !233
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i32 %10, ptr %19, align 4, !tbaa !234
  %20 = tail call i32 @MPI_Comm_rank(i32 noundef %10, ptr noundef nonnull %14) #27
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %22 = tail call i32 @MPI_Comm_size(i32 noundef %10, ptr noundef nonnull %21) #27
  %23 = load i32, ptr %21, align 4, !tbaa !140
  %24 = add nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %25, 6
  %27 = tail call noalias ptr @calloc(i64 noundef %26, i64 noundef 4) #31
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %27, ptr %28, align 8, !tbaa !148
  %29 = getelementptr inbounds i32, ptr %27, i64 %25
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr %29, ptr %30, align 8, !tbaa !228
  %31 = shl nsw i32 %24, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %27, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %33, ptr %34, align 8, !tbaa !116
  %35 = mul nsw i32 %24, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %27, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %37, ptr %38, align 8, !tbaa !114
  %39 = shl nsw i32 %24, 2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %27, i64 %40
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %41, ptr %42, align 8, !tbaa !231
  %43 = mul nsw i32 %24, 5
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %27, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %45, ptr %46, align 8, !tbaa !115
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i32 1, ptr %47, align 8, !tbaa !227
  store i32 %3, ptr %27, align 4, !tbaa !5
  br i1 %12, label %48, label %54

48:                                               ; preds = %11
  %49 = load i32, ptr %14, align 8, !tbaa !106
  %50 = icmp eq i32 %49, %9
  br i1 %50, label %54, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %53 = load i32, ptr %52, align 4, !tbaa !112
  br label %123

54:                                               ; preds = %48, %11
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 %23, ptr %55, align 4, !tbaa !112
  %56 = icmp sgt i32 %23, 0
  br i1 %56, label %61, label %57

57:                                               ; preds = %54
  store i32 0, ptr %41, align 4, !tbaa !5
  %58 = load i32, ptr %27, align 4, !tbaa !5
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %59, ptr %60, align 8, !tbaa !113
  br label %188

61:                                               ; preds = %54
  %62 = icmp eq ptr %5, null
  %63 = icmp eq ptr %6, null
  %64 = zext nneg i32 %23 to i64
  %65 = and i64 %64, 1
  %66 = icmp eq i32 %23, 1
  br i1 %66, label %107, label %67

67:                                               ; preds = %61
  %68 = and i64 %64, 2147483646
  br label %69

69:                                               ; preds = %97, %67
  %70 = phi i64 [ 0, %67 ], [ %102, %97 ]
  %71 = phi i32 [ 0, %67 ], [ %101, %97 ]
  %72 = phi i64 [ 0, %67 ], [ %103, %97 ]
  br i1 %62, label %76, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds nuw i32, ptr %5, i64 %70
  %75 = load i32, ptr %74, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %73, %69
  %77 = phi i32 [ %75, %73 ], [ %7, %69 ]
  %78 = getelementptr inbounds nuw i32, ptr %33, i64 %70
  store i32 %77, ptr %78, align 4, !tbaa !5
  br i1 %63, label %82, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds nuw i32, ptr %6, i64 %70
  %81 = load i32, ptr %80, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %79, %76
  %83 = phi i32 [ %81, %79 ], [ %71, %76 ]
  %84 = getelementptr inbounds nuw i32, ptr %37, i64 %70
  store i32 %83, ptr %84, align 4, !tbaa !5
  %85 = load i32, ptr %78, align 4, !tbaa !5
  %86 = add nsw i32 %85, %71
  %87 = or disjoint i64 %70, 1
  br i1 %62, label %91, label %88

88:                                               ; preds = %82
  %89 = getelementptr inbounds nuw i32, ptr %5, i64 %87
  %90 = load i32, ptr %89, align 4, !tbaa !5
  br label %91

91:                                               ; preds = %88, %82
  %92 = phi i32 [ %90, %88 ], [ %7, %82 ]
  %93 = getelementptr inbounds nuw i32, ptr %33, i64 %87
  store i32 %92, ptr %93, align 4, !tbaa !5
  br i1 %63, label %97, label %94

94:                                               ; preds = %91
  %95 = getelementptr inbounds nuw i32, ptr %6, i64 %87
  %96 = load i32, ptr %95, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %94, %91
  %98 = phi i32 [ %96, %94 ], [ %86, %91 ]
  %99 = getelementptr inbounds nuw i32, ptr %37, i64 %87
  store i32 %98, ptr %99, align 4, !tbaa !5
  %100 = load i32, ptr %93, align 4, !tbaa !5
  %101 = add nsw i32 %100, %86
  %102 = add nuw nsw i64 %70, 2
  %103 = add i64 %72, 2
  %104 = icmp eq i64 %103, %68
  br i1 %104, label %105, label %69, !llvm.loop !251

105:                                              ; preds = %97
  %106 = icmp eq i64 %65, 0
  br i1 %106, label %123, label %107

107:                                              ; preds = %105, %61
  %108 = phi i64 [ 0, %61 ], [ %102, %105 ]
  %109 = phi i32 [ 0, %61 ], [ %101, %105 ]
  %110 = icmp ne i64 %65, 0
  tail call void @llvm.assume(i1 %110)
  br i1 %62, label %114, label %111

111:                                              ; preds = %107
  %112 = getelementptr inbounds nuw i32, ptr %5, i64 %108
  %113 = load i32, ptr %112, align 4, !tbaa !5
  br label %114

114:                                              ; preds = %111, %107
  %115 = phi i32 [ %113, %111 ], [ %7, %107 ]
  %116 = getelementptr inbounds nuw i32, ptr %33, i64 %108
  store i32 %115, ptr %116, align 4, !tbaa !5
  br i1 %63, label %120, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds nuw i32, ptr %6, i64 %108
  %119 = load i32, ptr %118, align 4, !tbaa !5
  br label %120

120:                                              ; preds = %117, %114
  %121 = phi i32 [ %119, %117 ], [ %109, %114 ]
  %122 = getelementptr inbounds nuw i32, ptr %37, i64 %108
  store i32 %121, ptr %122, align 4, !tbaa !5
  br label %123

123:                                              ; preds = %120, %105, %51
  %124 = phi i32 [ %53, %51 ], [ %23, %105 ], [ %23, %120 ]
  store i32 0, ptr %41, align 4, !tbaa !5
  %125 = load i32, ptr %27, align 4, !tbaa !5
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %126, ptr %127, align 8, !tbaa !113
  %128 = icmp sgt i32 %124, 0
  br i1 %128, label %129, label %188

129:                                              ; preds = %123
  %130 = zext nneg i32 %124 to i64
  %131 = and i64 %130, 3
  %132 = icmp ult i32 %124, 4
  br i1 %132, label %171, label %133

133:                                              ; preds = %129
  %134 = and i64 %130, 2147483644
  br label %135

135:                                              ; preds = %135, %133
  %136 = phi i64 [ 0, %133 ], [ %166, %135 ]
  %137 = phi i64 [ 0, %133 ], [ %165, %135 ]
  %138 = phi i64 [ 0, %133 ], [ %167, %135 ]
  %139 = trunc i64 %137 to i32
  %140 = getelementptr inbounds nuw i32, ptr %45, i64 %136
  store i32 %139, ptr %140, align 4, !tbaa !5
  %141 = getelementptr inbounds nuw i32, ptr %33, i64 %136
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %137, %143
  %145 = or disjoint i64 %136, 1
  %146 = trunc i64 %144 to i32
  %147 = getelementptr inbounds nuw i32, ptr %45, i64 %145
  store i32 %146, ptr %147, align 4, !tbaa !5
  %148 = getelementptr inbounds nuw i32, ptr %33, i64 %145
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %144, %150
  %152 = or disjoint i64 %136, 2
  %153 = trunc i64 %151 to i32
  %154 = getelementptr inbounds nuw i32, ptr %45, i64 %152
  store i32 %153, ptr %154, align 4, !tbaa !5
  %155 = getelementptr inbounds nuw i32, ptr %33, i64 %152
  %156 = load i32, ptr %155, align 4, !tbaa !5
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %151, %157
  %159 = or disjoint i64 %136, 3
  %160 = trunc i64 %158 to i32
  %161 = getelementptr inbounds nuw i32, ptr %45, i64 %159
  store i32 %160, ptr %161, align 4, !tbaa !5
  %162 = getelementptr inbounds nuw i32, ptr %33, i64 %159
  %163 = load i32, ptr %162, align 4, !tbaa !5
  %164 = sext i32 %163 to i64
  %165 = add nsw i64 %158, %164
  %166 = add nuw nsw i64 %136, 4
  %167 = add i64 %138, 4
  %168 = icmp eq i64 %167, %134
  br i1 %168, label %169, label %135, !llvm.loop !238

169:                                              ; preds = %135
  %170 = icmp eq i64 %131, 0
  br i1 %170, label %188, label %171

171:                                              ; preds = %169, %129
  %172 = phi i64 [ 0, %129 ], [ %166, %169 ]
  %173 = phi i64 [ 0, %129 ], [ %165, %169 ]
  %174 = icmp ne i64 %131, 0
  tail call void @llvm.assume(i1 %174)
  br label %175

175:                                              ; preds = %175, %171
  %176 = phi i64 [ %185, %175 ], [ %172, %171 ]
  %177 = phi i64 [ %184, %175 ], [ %173, %171 ]
  %178 = phi i64 [ %186, %175 ], [ 0, %171 ]
  %179 = trunc i64 %177 to i32
  %180 = getelementptr inbounds nuw i32, ptr %45, i64 %176
  store i32 %179, ptr %180, align 4, !tbaa !5
  %181 = getelementptr inbounds nuw i32, ptr %33, i64 %176
  %182 = load i32, ptr %181, align 4, !tbaa !5
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %177, %183
  %185 = add nuw nsw i64 %176, 1
  %186 = add i64 %178, 1
  %187 = icmp eq i64 %186, %131
  br i1 %187, label %188, label %175, !llvm.loop !252

188:                                              ; preds = %169, %175, %57, %123
  %189 = phi i64 [ 0, %123 ], [ 0, %57 ], [ %165, %169 ], [ %184, %175 ]
  %190 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i64 %189, ptr %190, align 8, !tbaa !111
  ret void
}

; Function Attrs: nounwind
define internal fastcc i32 @gather_primal(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, i32 noundef %11) unnamed_addr #7 {
  %13 = icmp ne ptr %4, null
  %14 = icmp ne i32 %11, 0
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = icmp eq ptr %10, null
  br i1 %17, label %20, label %18

18:                                               ; preds = %16
  %19 = tail call i32 @MPI_Iallgatherv(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %4, ptr noundef %5, i32 noundef %7, i32 noundef %9, ptr noundef nonnull %10) #27
  br label %34

20:                                               ; preds = %16
  %21 = tail call i32 @MPI_Allgatherv(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %4, ptr noundef %5, i32 noundef %7, i32 noundef %9) #27
  br label %34

22:                                               ; preds = %12
  br i1 %13, label %23, label %29

23:                                               ; preds = %22
  %24 = icmp eq ptr %10, null
  br i1 %24, label %27, label %25

25:                                               ; preds = %23
  %26 = tail call i32 @MPI_Igatherv(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %4, ptr noundef %5, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef nonnull %10) #27
  br label %34

27:                                               ; preds = %23
  %28 = tail call i32 @MPI_Gatherv(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %4, ptr noundef %5, i32 noundef %7, i32 noundef %8, i32 noundef %9) #27
  br label %34

29:                                               ; preds = %22
  br i1 %14, label %30, label %32

30:                                               ; preds = %29
  %31 = tail call i32 @MPI_Iallgather(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %9, ptr noundef %10) #27
  br label %34

32:                                               ; preds = %29
  %33 = tail call i32 @MPI_Igather(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10) #27
  br label %34

34:                                               ; preds = %30, %32, %25, %27, %18, %20
  %35 = phi i32 [ %28, %27 ], [ %21, %20 ], [ %19, %18 ], [ %26, %25 ], [ %31, %30 ], [ %33, %32 ]
  ret i32 %35
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_igatherv(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, i32 noundef %13) local_unnamed_addr #7 {
  %15 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %16 = icmp ne ptr %6, null
  %17 = icmp eq ptr %12, null
  %18 = zext i1 %16 to i64
  %19 = getelementptr inbounds nuw [2 x [2 x ptr]], ptr @gather_name.names, i64 %18
  %20 = icmp ne i32 %13, 0
  %21 = zext i1 %20 to i64
  %22 = getelementptr inbounds nuw [2 x ptr], ptr %19, i64 %21
  %23 = zext i1 %17 to i64
  %24 = getelementptr inbounds nuw ptr, ptr %22, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !242
  call fastcc void @plan_gather(ptr noundef nonnull %15, ptr noundef %25, i32 noundef %13, i32 noundef %2, i32 noundef %3, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %26 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %27 = load i32, ptr %26, align 8, !tbaa !105
  switch i32 %27, label %46 [
    i32 4, label %28
    i32 2, label %34
  ]

28:                                               ; preds = %14
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %30 = load i32, ptr %29, align 8, !tbaa !106
  %31 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !107
  %33 = icmp eq i32 %30, %32
  br i1 %33, label %46, label %53

34:                                               ; preds = %14
  %35 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %36 = load i32, ptr %35, align 8, !tbaa !106
  %37 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !107
  %39 = icmp eq i32 %36, %38
  %40 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %41 = load i32, ptr %40, align 4, !tbaa !235
  %42 = icmp eq i32 %41, 1275069450
  %43 = select i1 %42, i32 2, i32 0
  %44 = icmp eq i32 %41, 1275070475
  %45 = select i1 %44, i32 1, i32 %43
  br i1 %39, label %53, label %69

46:                                               ; preds = %28, %14
  %47 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %48 = load i32, ptr %47, align 4, !tbaa !235
  %49 = icmp eq i32 %48, 1275069450
  %50 = select i1 %49, i32 2, i32 0
  %51 = icmp eq i32 %48, 1275070475
  %52 = select i1 %51, i32 1, i32 %50
  br label %53

53:                                               ; preds = %46, %34, %28
  %54 = phi i32 [ -1, %28 ], [ %45, %34 ], [ %52, %46 ]
  %55 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %56 = load i32, ptr %55, align 8, !tbaa !233
  %57 = icmp eq i32 %56, 1275069450
  %58 = select i1 %57, i32 2, i32 0
  %59 = icmp eq i32 %56, 1275070475
  %60 = select i1 %59, i32 1, i32 %58
  %61 = icmp slt i32 %54, 0
  %62 = icmp eq i32 %54, %60
  %63 = select i1 %61, i1 true, i1 %62
  br i1 %63, label %69, label %64

64:                                               ; preds = %53
  %65 = load ptr, ptr %15, align 8, !tbaa !225
  %66 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %67 = load i32, ptr %66, align 4, !tbaa !235
  %68 = sext i32 %67 to i64
  call void @__mpiad_fail(ptr noundef %65, ptr noundef nonnull @.str.53, i64 noundef %68) #30
  unreachable

69:                                               ; preds = %53, %34
  %70 = phi i32 [ %45, %34 ], [ %60, %53 ]
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %80, label %72

72:                                               ; preds = %69
  %73 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %74 = icmp eq ptr %4, inttoptr (i64 -1 to ptr)
  %75 = or i1 %73, %74
  br i1 %75, label %76, label %78

76:                                               ; preds = %72
  %77 = load ptr, ptr %15, align 8, !tbaa !225
  call void @__mpiad_fail(ptr noundef %77, ptr noundef nonnull @.str.54, i64 noundef 0) #30
  unreachable

78:                                               ; preds = %72
  %79 = call fastcc ptr @icoll_aug(ptr noundef %15, i32 noundef %70, i32 noundef 1476395011, ptr noundef %0, ptr noundef %1, ptr noundef %4, ptr noundef %5, ptr noundef %12)
  br label %84

80:                                               ; preds = %69
  %81 = getelementptr inbounds nuw i8, ptr %15, i64 48
  %82 = load ptr, ptr %81, align 8, !tbaa !148
  call void @free(ptr noundef %82) #27
  %83 = call fastcc i32 @gather_primal(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, i32 noundef %13)
  br label %84

84:                                               ; preds = %80, %78
  %85 = phi ptr [ %79, %78 ], [ null, %80 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  ret ptr %85
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_iscatterv(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, i32 noundef %13) local_unnamed_addr #7 {
  %15 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %16 = icmp eq ptr %2, null
  %17 = icmp eq ptr %12, null
  %18 = select i1 %17, ptr @.str.55, ptr @.str.56
  %19 = select i1 %16, ptr @.str.57, ptr %18
  call fastcc void @plan_scatter(ptr noundef %15, ptr noundef nonnull %19, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !105
  switch i32 %21, label %40 [
    i32 4, label %22
    i32 2, label %28
  ]

22:                                               ; preds = %14
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %24 = load i32, ptr %23, align 8, !tbaa !106
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !107
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %40, label %47

28:                                               ; preds = %14
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %30 = load i32, ptr %29, align 8, !tbaa !106
  %31 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !107
  %33 = icmp eq i32 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %35 = load i32, ptr %34, align 4, !tbaa !235
  %36 = icmp eq i32 %35, 1275069450
  %37 = select i1 %36, i32 2, i32 0
  %38 = icmp eq i32 %35, 1275070475
  %39 = select i1 %38, i32 1, i32 %37
  br i1 %33, label %47, label %63

40:                                               ; preds = %22, %14
  %41 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %42 = load i32, ptr %41, align 4, !tbaa !235
  %43 = icmp eq i32 %42, 1275069450
  %44 = select i1 %43, i32 2, i32 0
  %45 = icmp eq i32 %42, 1275070475
  %46 = select i1 %45, i32 1, i32 %44
  br label %47

47:                                               ; preds = %40, %28, %22
  %48 = phi i32 [ -1, %22 ], [ %39, %28 ], [ %46, %40 ]
  %49 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %50 = load i32, ptr %49, align 8, !tbaa !233
  %51 = icmp eq i32 %50, 1275069450
  %52 = select i1 %51, i32 2, i32 0
  %53 = icmp eq i32 %50, 1275070475
  %54 = select i1 %53, i32 1, i32 %52
  %55 = icmp slt i32 %48, 0
  %56 = icmp eq i32 %48, %54
  %57 = select i1 %55, i1 true, i1 %56
  br i1 %57, label %63, label %58

58:                                               ; preds = %47
  %59 = load ptr, ptr %15, align 8, !tbaa !225
  %60 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %61 = load i32, ptr %60, align 4, !tbaa !235
  %62 = sext i32 %61 to i64
  call void @__mpiad_fail(ptr noundef %59, ptr noundef nonnull @.str.53, i64 noundef %62) #30
  unreachable

63:                                               ; preds = %47, %28
  %64 = phi i32 [ %39, %28 ], [ %54, %47 ]
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %63
  %67 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %68 = icmp eq ptr %6, inttoptr (i64 -1 to ptr)
  %69 = or i1 %67, %68
  br i1 %69, label %70, label %72

70:                                               ; preds = %66
  %71 = load ptr, ptr %15, align 8, !tbaa !225
  call void @__mpiad_fail(ptr noundef %71, ptr noundef nonnull @.str.54, i64 noundef 0) #30
  unreachable

72:                                               ; preds = %66
  %73 = call fastcc i32 @icoll_fwd(ptr noundef %15, i32 noundef %64, i32 noundef 1476395011, ptr noundef %0, ptr noundef %1, ptr noundef %6, ptr noundef %7, i32 noundef %13, ptr noundef %12)
  br label %90

74:                                               ; preds = %63
  %75 = load ptr, ptr %15, align 8, !tbaa !225
  %76 = icmp eq ptr %7, null
  br i1 %76, label %80, label %77

77:                                               ; preds = %74
  switch i32 %9, label %78 [
    i32 1275070475, label %80
    i32 1275069450, label %80
  ]

78:                                               ; preds = %77
  %79 = sext i32 %9 to i64
  call void @__mpiad_fail(ptr noundef %75, ptr noundef nonnull @.str.34, i64 noundef %79) #30
  unreachable

80:                                               ; preds = %74, %77, %77
  %81 = getelementptr inbounds nuw i8, ptr %15, i64 48
  %82 = load ptr, ptr %81, align 8, !tbaa !148
  call void @free(ptr noundef %82) #27
  br i1 %16, label %88, label %83

83:                                               ; preds = %80
  br i1 %17, label %86, label %84

84:                                               ; preds = %83
  %85 = call i32 @MPI_Iscatterv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef nonnull %12) #27
  br label %90

86:                                               ; preds = %83
  %87 = call i32 @MPI_Scatterv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #27
  br label %90

88:                                               ; preds = %80
  %89 = call i32 @MPI_Iscatter(ptr noundef %0, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12) #27
  br label %90

90:                                               ; preds = %88, %86, %84, %72
  %91 = phi i32 [ %73, %72 ], [ %89, %88 ], [ %85, %84 ], [ %87, %86 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  ret i32 %91
}

; Function Attrs: nounwind
define internal fastcc void @plan_scatter(ptr noundef nonnull initializes((0, 112)) %0, ptr noundef %1, ptr noundef readonly captures(address_is_null) %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) unnamed_addr #7 {
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %11, i8 0, i64 96, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !225
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 4, ptr %12, align 8, !tbaa !105
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %8, ptr %13, align 4, !tbaa !107
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %5, ptr %14, align 4, !tbaa !235
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i32 %7, ptr %15, align 8, !tbaa !233
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i32 %9, ptr %16, align 4, !tbaa !234
  %17 = tail call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %11) #27
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %19 = tail call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %18) #27
  %20 = load i32, ptr %18, align 4, !tbaa !140
  %21 = add nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = mul nsw i64 %22, 6
  %24 = tail call noalias ptr @calloc(i64 noundef %23, i64 noundef 4) #31
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %24, ptr %25, align 8, !tbaa !148
  %26 = getelementptr inbounds i32, ptr %24, i64 %22
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr %26, ptr %27, align 8, !tbaa !228
  %28 = shl nsw i32 %21, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %24, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %30, ptr %31, align 8, !tbaa !116
  %32 = mul nsw i32 %21, 3
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %24, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %34, ptr %35, align 8, !tbaa !114
  %36 = shl nsw i32 %21, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %24, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %38, ptr %39, align 8, !tbaa !231
  %40 = mul nsw i32 %21, 5
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %24, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %42, ptr %43, align 8, !tbaa !115
  %44 = load i32, ptr %11, align 8, !tbaa !106
  %45 = icmp eq i32 %44, %8
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 40
  br i1 %45, label %49, label %47

47:                                               ; preds = %10
  %48 = load i32, ptr %46, align 8, !tbaa !227
  br label %115

49:                                               ; preds = %10
  store i32 %20, ptr %46, align 8, !tbaa !227
  %50 = icmp sgt i32 %20, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %49
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 1, ptr %52, align 4, !tbaa !112
  store i32 %6, ptr %30, align 4, !tbaa !5
  br label %178

53:                                               ; preds = %49
  %54 = icmp eq ptr %2, null
  %55 = icmp eq ptr %3, null
  %56 = zext nneg i32 %20 to i64
  %57 = and i64 %56, 1
  %58 = icmp eq i32 %20, 1
  br i1 %58, label %99, label %59

59:                                               ; preds = %53
  %60 = and i64 %56, 2147483646
  br label %61

61:                                               ; preds = %89, %59
  %62 = phi i64 [ 0, %59 ], [ %94, %89 ]
  %63 = phi i32 [ 0, %59 ], [ %93, %89 ]
  %64 = phi i64 [ 0, %59 ], [ %95, %89 ]
  br i1 %54, label %68, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds nuw i32, ptr %2, i64 %62
  %67 = load i32, ptr %66, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %65, %61
  %69 = phi i32 [ %67, %65 ], [ %4, %61 ]
  %70 = getelementptr inbounds nuw i32, ptr %24, i64 %62
  store i32 %69, ptr %70, align 4, !tbaa !5
  br i1 %55, label %74, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds nuw i32, ptr %3, i64 %62
  %73 = load i32, ptr %72, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %71, %68
  %75 = phi i32 [ %73, %71 ], [ %63, %68 ]
  %76 = getelementptr inbounds nuw i32, ptr %26, i64 %62
  store i32 %75, ptr %76, align 4, !tbaa !5
  %77 = load i32, ptr %70, align 4, !tbaa !5
  %78 = add nsw i32 %77, %63
  %79 = or disjoint i64 %62, 1
  br i1 %54, label %83, label %80

80:                                               ; preds = %74
  %81 = getelementptr inbounds nuw i32, ptr %2, i64 %79
  %82 = load i32, ptr %81, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %80, %74
  %84 = phi i32 [ %82, %80 ], [ %4, %74 ]
  %85 = getelementptr inbounds nuw i32, ptr %24, i64 %79
  store i32 %84, ptr %85, align 4, !tbaa !5
  br i1 %55, label %89, label %86

86:                                               ; preds = %83
  %87 = getelementptr inbounds nuw i32, ptr %3, i64 %79
  %88 = load i32, ptr %87, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %86, %83
  %90 = phi i32 [ %88, %86 ], [ %78, %83 ]
  %91 = getelementptr inbounds nuw i32, ptr %26, i64 %79
  store i32 %90, ptr %91, align 4, !tbaa !5
  %92 = load i32, ptr %85, align 4, !tbaa !5
  %93 = add nsw i32 %92, %78
  %94 = add nuw nsw i64 %62, 2
  %95 = add i64 %64, 2
  %96 = icmp eq i64 %95, %60
  br i1 %96, label %97, label %61, !llvm.loop !251

97:                                               ; preds = %89
  %98 = icmp eq i64 %57, 0
  br i1 %98, label %115, label %99

99:                                               ; preds = %97, %53
  %100 = phi i64 [ 0, %53 ], [ %94, %97 ]
  %101 = phi i32 [ 0, %53 ], [ %93, %97 ]
  %102 = icmp ne i64 %57, 0
  tail call void @llvm.assume(i1 %102)
  br i1 %54, label %106, label %103

103:                                              ; preds = %99
  %104 = getelementptr inbounds nuw i32, ptr %2, i64 %100
  %105 = load i32, ptr %104, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %103, %99
  %107 = phi i32 [ %105, %103 ], [ %4, %99 ]
  %108 = getelementptr inbounds nuw i32, ptr %24, i64 %100
  store i32 %107, ptr %108, align 4, !tbaa !5
  br i1 %55, label %112, label %109

109:                                              ; preds = %106
  %110 = getelementptr inbounds nuw i32, ptr %3, i64 %100
  %111 = load i32, ptr %110, align 4, !tbaa !5
  br label %112

112:                                              ; preds = %109, %106
  %113 = phi i32 [ %111, %109 ], [ %101, %106 ]
  %114 = getelementptr inbounds nuw i32, ptr %26, i64 %100
  store i32 %113, ptr %114, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %112, %97, %47
  %116 = phi i32 [ %48, %47 ], [ %20, %97 ], [ %20, %112 ]
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 1, ptr %117, align 4, !tbaa !112
  store i32 %6, ptr %30, align 4, !tbaa !5
  %118 = icmp sgt i32 %116, 0
  br i1 %118, label %119, label %178

119:                                              ; preds = %115
  %120 = zext nneg i32 %116 to i64
  %121 = and i64 %120, 3
  %122 = icmp ult i32 %116, 4
  br i1 %122, label %161, label %123

123:                                              ; preds = %119
  %124 = and i64 %120, 2147483644
  br label %125

125:                                              ; preds = %125, %123
  %126 = phi i64 [ 0, %123 ], [ %156, %125 ]
  %127 = phi i64 [ 0, %123 ], [ %155, %125 ]
  %128 = phi i64 [ 0, %123 ], [ %157, %125 ]
  %129 = trunc i64 %127 to i32
  %130 = getelementptr inbounds nuw i32, ptr %38, i64 %126
  store i32 %129, ptr %130, align 4, !tbaa !5
  %131 = getelementptr inbounds nuw i32, ptr %24, i64 %126
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %127, %133
  %135 = or disjoint i64 %126, 1
  %136 = trunc i64 %134 to i32
  %137 = getelementptr inbounds nuw i32, ptr %38, i64 %135
  store i32 %136, ptr %137, align 4, !tbaa !5
  %138 = getelementptr inbounds nuw i32, ptr %24, i64 %135
  %139 = load i32, ptr %138, align 4, !tbaa !5
  %140 = sext i32 %139 to i64
  %141 = add nsw i64 %134, %140
  %142 = or disjoint i64 %126, 2
  %143 = trunc i64 %141 to i32
  %144 = getelementptr inbounds nuw i32, ptr %38, i64 %142
  store i32 %143, ptr %144, align 4, !tbaa !5
  %145 = getelementptr inbounds nuw i32, ptr %24, i64 %142
  %146 = load i32, ptr %145, align 4, !tbaa !5
  %147 = sext i32 %146 to i64
  %148 = add nsw i64 %141, %147
  %149 = or disjoint i64 %126, 3
  %150 = trunc i64 %148 to i32
  %151 = getelementptr inbounds nuw i32, ptr %38, i64 %149
  store i32 %150, ptr %151, align 4, !tbaa !5
  %152 = getelementptr inbounds nuw i32, ptr %24, i64 %149
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %148, %154
  %156 = add nuw nsw i64 %126, 4
  %157 = add i64 %128, 4
  %158 = icmp eq i64 %157, %124
  br i1 %158, label %159, label %125, !llvm.loop !237

159:                                              ; preds = %125
  %160 = icmp eq i64 %121, 0
  br i1 %160, label %178, label %161

161:                                              ; preds = %159, %119
  %162 = phi i64 [ 0, %119 ], [ %156, %159 ]
  %163 = phi i64 [ 0, %119 ], [ %155, %159 ]
  %164 = icmp ne i64 %121, 0
  tail call void @llvm.assume(i1 %164)
  br label %165

165:                                              ; preds = %165, %161
  %166 = phi i64 [ %175, %165 ], [ %162, %161 ]
  %167 = phi i64 [ %174, %165 ], [ %163, %161 ]
  %168 = phi i64 [ %176, %165 ], [ 0, %161 ]
  %169 = trunc i64 %167 to i32
  %170 = getelementptr inbounds nuw i32, ptr %38, i64 %166
  store i32 %169, ptr %170, align 4, !tbaa !5
  %171 = getelementptr inbounds nuw i32, ptr %24, i64 %166
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = sext i32 %172 to i64
  %174 = add nsw i64 %167, %173
  %175 = add nuw nsw i64 %166, 1
  %176 = add i64 %168, 1
  %177 = icmp eq i64 %176, %121
  br i1 %177, label %178, label %165, !llvm.loop !253

178:                                              ; preds = %159, %165, %51, %115
  %179 = phi i64 [ 0, %115 ], [ 0, %51 ], [ %155, %159 ], [ %174, %165 ]
  %180 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %179, ptr %180, align 8, !tbaa !113
  store i32 0, ptr %42, align 4, !tbaa !5
  %181 = load i32, ptr %30, align 4, !tbaa !5
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i64 %182, ptr %183, align 8, !tbaa !111
  ret void
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_iscatterv(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12) local_unnamed_addr #7 {
  %14 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %15 = icmp eq ptr %2, null
  %16 = icmp eq ptr %12, null
  %17 = select i1 %16, ptr @.str.55, ptr @.str.56
  %18 = select i1 %15, ptr @.str.57, ptr %17
  call fastcc void @plan_scatter(ptr noundef %14, ptr noundef nonnull %18, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !105
  switch i32 %20, label %39 [
    i32 4, label %21
    i32 2, label %27
  ]

21:                                               ; preds = %13
  %22 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %23 = load i32, ptr %22, align 8, !tbaa !106
  %24 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !107
  %26 = icmp eq i32 %23, %25
  br i1 %26, label %39, label %46

27:                                               ; preds = %13
  %28 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %29 = load i32, ptr %28, align 8, !tbaa !106
  %30 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !107
  %32 = icmp eq i32 %29, %31
  %33 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %34 = load i32, ptr %33, align 4, !tbaa !235
  %35 = icmp eq i32 %34, 1275069450
  %36 = select i1 %35, i32 2, i32 0
  %37 = icmp eq i32 %34, 1275070475
  %38 = select i1 %37, i32 1, i32 %36
  br i1 %32, label %46, label %62

39:                                               ; preds = %21, %13
  %40 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %41 = load i32, ptr %40, align 4, !tbaa !235
  %42 = icmp eq i32 %41, 1275069450
  %43 = select i1 %42, i32 2, i32 0
  %44 = icmp eq i32 %41, 1275070475
  %45 = select i1 %44, i32 1, i32 %43
  br label %46

46:                                               ; preds = %39, %27, %21
  %47 = phi i32 [ -1, %21 ], [ %38, %27 ], [ %45, %39 ]
  %48 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %49 = load i32, ptr %48, align 8, !tbaa !233
  %50 = icmp eq i32 %49, 1275069450
  %51 = select i1 %50, i32 2, i32 0
  %52 = icmp eq i32 %49, 1275070475
  %53 = select i1 %52, i32 1, i32 %51
  %54 = icmp slt i32 %47, 0
  %55 = icmp eq i32 %47, %53
  %56 = select i1 %54, i1 true, i1 %55
  br i1 %56, label %62, label %57

57:                                               ; preds = %46
  %58 = load ptr, ptr %14, align 8, !tbaa !225
  %59 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %60 = load i32, ptr %59, align 4, !tbaa !235
  %61 = sext i32 %60 to i64
  call void @__mpiad_fail(ptr noundef %58, ptr noundef nonnull @.str.53, i64 noundef %61) #30
  unreachable

62:                                               ; preds = %46, %27
  %63 = phi i32 [ %38, %27 ], [ %53, %46 ]
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %73, label %65

65:                                               ; preds = %62
  %66 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %67 = icmp eq ptr %6, inttoptr (i64 -1 to ptr)
  %68 = or i1 %66, %67
  br i1 %68, label %69, label %71

69:                                               ; preds = %65
  %70 = load ptr, ptr %14, align 8, !tbaa !225
  call void @__mpiad_fail(ptr noundef %70, ptr noundef nonnull @.str.54, i64 noundef 0) #30
  unreachable

71:                                               ; preds = %65
  %72 = call fastcc ptr @icoll_aug(ptr noundef %14, i32 noundef %63, i32 noundef 1476395011, ptr noundef %0, ptr noundef %1, ptr noundef %6, ptr noundef %7, ptr noundef %12)
  br label %83

73:                                               ; preds = %62
  %74 = getelementptr inbounds nuw i8, ptr %14, i64 48
  %75 = load ptr, ptr %74, align 8, !tbaa !148
  call void @free(ptr noundef %75) #27
  br i1 %15, label %81, label %76

76:                                               ; preds = %73
  br i1 %16, label %79, label %77

77:                                               ; preds = %76
  %78 = call i32 @MPI_Iscatterv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef nonnull %12) #27
  br label %83

79:                                               ; preds = %76
  %80 = call i32 @MPI_Scatterv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #27
  br label %83

81:                                               ; preds = %73
  %82 = call i32 @MPI_Iscatter(ptr noundef %0, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12) #27
  br label %83

83:                                               ; preds = %81, %79, %77, %71
  %84 = phi ptr [ %72, %71 ], [ null, %77 ], [ null, %79 ], [ null, %81 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  ret ptr %84
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_ialltoallv(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address) %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef %13, i32 noundef %14) local_unnamed_addr #7 {
  %16 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %17 = icmp eq ptr %2, null
  %18 = icmp eq ptr %13, null
  %19 = select i1 %18, ptr @.str.58, ptr @.str.59
  %20 = select i1 %17, ptr @.str.60, ptr %19
  call fastcc void @plan_alltoall(ptr noundef %16, ptr noundef nonnull %20, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %21 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !105
  switch i32 %22, label %41 [
    i32 4, label %23
    i32 2, label %29
  ]

23:                                               ; preds = %15
  %24 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %25 = load i32, ptr %24, align 8, !tbaa !106
  %26 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !107
  %28 = icmp eq i32 %25, %27
  br i1 %28, label %41, label %48

29:                                               ; preds = %15
  %30 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %31 = load i32, ptr %30, align 8, !tbaa !106
  %32 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %33 = load i32, ptr %32, align 4, !tbaa !107
  %34 = icmp eq i32 %31, %33
  %35 = getelementptr inbounds nuw i8, ptr %16, i64 28
  %36 = load i32, ptr %35, align 4, !tbaa !235
  %37 = icmp eq i32 %36, 1275069450
  %38 = select i1 %37, i32 2, i32 0
  %39 = icmp eq i32 %36, 1275070475
  %40 = select i1 %39, i32 1, i32 %38
  br i1 %34, label %48, label %64

41:                                               ; preds = %23, %15
  %42 = getelementptr inbounds nuw i8, ptr %16, i64 28
  %43 = load i32, ptr %42, align 4, !tbaa !235
  %44 = icmp eq i32 %43, 1275069450
  %45 = select i1 %44, i32 2, i32 0
  %46 = icmp eq i32 %43, 1275070475
  %47 = select i1 %46, i32 1, i32 %45
  br label %48

48:                                               ; preds = %41, %29, %23
  %49 = phi i32 [ -1, %23 ], [ %40, %29 ], [ %47, %41 ]
  %50 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %51 = load i32, ptr %50, align 8, !tbaa !233
  %52 = icmp eq i32 %51, 1275069450
  %53 = select i1 %52, i32 2, i32 0
  %54 = icmp eq i32 %51, 1275070475
  %55 = select i1 %54, i32 1, i32 %53
  %56 = icmp slt i32 %49, 0
  %57 = icmp eq i32 %49, %55
  %58 = select i1 %56, i1 true, i1 %57
  br i1 %58, label %64, label %59

59:                                               ; preds = %48
  %60 = load ptr, ptr %16, align 8, !tbaa !225
  %61 = getelementptr inbounds nuw i8, ptr %16, i64 28
  %62 = load i32, ptr %61, align 4, !tbaa !235
  %63 = sext i32 %62 to i64
  call void @__mpiad_fail(ptr noundef %60, ptr noundef nonnull @.str.53, i64 noundef %63) #30
  unreachable

64:                                               ; preds = %48, %29
  %65 = phi i32 [ %40, %29 ], [ %55, %48 ]
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %75, label %67

67:                                               ; preds = %64
  %68 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %69 = icmp eq ptr %6, inttoptr (i64 -1 to ptr)
  %70 = or i1 %68, %69
  br i1 %70, label %71, label %73

71:                                               ; preds = %67
  %72 = load ptr, ptr %16, align 8, !tbaa !225
  call void @__mpiad_fail(ptr noundef %72, ptr noundef nonnull @.str.54, i64 noundef 0) #30
  unreachable

73:                                               ; preds = %67
  %74 = call fastcc i32 @icoll_fwd(ptr noundef %16, i32 noundef %65, i32 noundef 1476395011, ptr noundef %0, ptr noundef %1, ptr noundef %6, ptr noundef %7, i32 noundef %14, ptr noundef %13)
  br label %91

75:                                               ; preds = %64
  %76 = load ptr, ptr %16, align 8, !tbaa !225
  %77 = icmp eq ptr %1, null
  br i1 %77, label %81, label %78

78:                                               ; preds = %75
  switch i32 %5, label %79 [
    i32 1275070475, label %81
    i32 1275069450, label %81
  ]

79:                                               ; preds = %78
  %80 = sext i32 %5 to i64
  call void @__mpiad_fail(ptr noundef %76, ptr noundef nonnull @.str.34, i64 noundef %80) #30
  unreachable

81:                                               ; preds = %75, %78, %78
  %82 = getelementptr inbounds nuw i8, ptr %16, i64 48
  %83 = load ptr, ptr %82, align 8, !tbaa !148
  call void @free(ptr noundef %83) #27
  br i1 %17, label %89, label %84

84:                                               ; preds = %81
  br i1 %18, label %87, label %85

85:                                               ; preds = %84
  %86 = call i32 @MPI_Ialltoallv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9, i32 noundef %11, i32 noundef %12, ptr noundef nonnull %13) #27
  br label %91

87:                                               ; preds = %84
  %88 = call i32 @MPI_Alltoallv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9, i32 noundef %11, i32 noundef %12) #27
  br label %91

89:                                               ; preds = %81
  %90 = call i32 @MPI_Ialltoall(ptr noundef %0, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef %13) #27
  br label %91

91:                                               ; preds = %89, %87, %85, %73
  %92 = phi i32 [ %74, %73 ], [ %90, %89 ], [ %86, %85 ], [ %88, %87 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  ret i32 %92
}

; Function Attrs: nounwind
define internal fastcc void @plan_alltoall(ptr noundef nonnull initializes((0, 112)) %0, ptr noundef %1, ptr noundef readonly captures(address_is_null) %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly captures(address_is_null) %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #7 {
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %12, i8 0, i64 96, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !225
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 5, ptr %13, align 8, !tbaa !105
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 0, ptr %14, align 4, !tbaa !107
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %5, ptr %15, align 4, !tbaa !235
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i32 %9, ptr %16, align 8, !tbaa !233
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i32 %10, ptr %17, align 4, !tbaa !234
  %18 = tail call i32 @MPI_Comm_rank(i32 noundef %10, ptr noundef nonnull %12) #27
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %20 = tail call i32 @MPI_Comm_size(i32 noundef %10, ptr noundef nonnull %19) #27
  %21 = load i32, ptr %19, align 4, !tbaa !140
  %22 = add nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %23, 6
  %25 = tail call noalias ptr @calloc(i64 noundef %24, i64 noundef 4) #31
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %25, ptr %26, align 8, !tbaa !148
  %27 = getelementptr inbounds i32, ptr %25, i64 %23
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr %27, ptr %28, align 8, !tbaa !228
  %29 = shl nsw i32 %22, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %25, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %31, ptr %32, align 8, !tbaa !116
  %33 = mul nsw i32 %22, 3
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %25, i64 %34
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %35, ptr %36, align 8, !tbaa !114
  %37 = shl nsw i32 %22, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %25, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %39, ptr %40, align 8, !tbaa !231
  %41 = mul nsw i32 %22, 5
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %25, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %43, ptr %44, align 8, !tbaa !115
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 %21, ptr %45, align 4, !tbaa !112
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i32 %21, ptr %46, align 8, !tbaa !227
  %47 = icmp sgt i32 %21, 0
  br i1 %47, label %48, label %177

48:                                               ; preds = %11
  %49 = icmp eq ptr %2, null
  %50 = icmp eq ptr %3, null
  %51 = zext nneg i32 %21 to i64
  %52 = add nsw i64 %51, -1
  %53 = and i64 %51, 1
  %54 = icmp eq i64 %52, 0
  br i1 %54, label %95, label %55

55:                                               ; preds = %48
  %56 = and i64 %51, 2147483646
  br label %57

57:                                               ; preds = %85, %55
  %58 = phi i64 [ 0, %55 ], [ %90, %85 ]
  %59 = phi i32 [ 0, %55 ], [ %89, %85 ]
  %60 = phi i64 [ 0, %55 ], [ %91, %85 ]
  br i1 %49, label %64, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds nuw i32, ptr %2, i64 %58
  %63 = load i32, ptr %62, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %61, %57
  %65 = phi i32 [ %63, %61 ], [ %4, %57 ]
  %66 = getelementptr inbounds nuw i32, ptr %25, i64 %58
  store i32 %65, ptr %66, align 4, !tbaa !5
  br i1 %50, label %70, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds nuw i32, ptr %3, i64 %58
  %69 = load i32, ptr %68, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %67, %64
  %71 = phi i32 [ %69, %67 ], [ %59, %64 ]
  %72 = getelementptr inbounds nuw i32, ptr %27, i64 %58
  store i32 %71, ptr %72, align 4, !tbaa !5
  %73 = load i32, ptr %66, align 4, !tbaa !5
  %74 = add nsw i32 %73, %59
  %75 = or disjoint i64 %58, 1
  br i1 %49, label %79, label %76

76:                                               ; preds = %70
  %77 = getelementptr inbounds nuw i32, ptr %2, i64 %75
  %78 = load i32, ptr %77, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %76, %70
  %80 = phi i32 [ %78, %76 ], [ %4, %70 ]
  %81 = getelementptr inbounds nuw i32, ptr %25, i64 %75
  store i32 %80, ptr %81, align 4, !tbaa !5
  br i1 %50, label %85, label %82

82:                                               ; preds = %79
  %83 = getelementptr inbounds nuw i32, ptr %3, i64 %75
  %84 = load i32, ptr %83, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %82, %79
  %86 = phi i32 [ %84, %82 ], [ %74, %79 ]
  %87 = getelementptr inbounds nuw i32, ptr %27, i64 %75
  store i32 %86, ptr %87, align 4, !tbaa !5
  %88 = load i32, ptr %81, align 4, !tbaa !5
  %89 = add nsw i32 %88, %74
  %90 = add nuw nsw i64 %58, 2
  %91 = add i64 %60, 2
  %92 = icmp eq i64 %91, %56
  br i1 %92, label %93, label %57, !llvm.loop !251

93:                                               ; preds = %85
  %94 = icmp eq i64 %53, 0
  br i1 %94, label %111, label %95

95:                                               ; preds = %93, %48
  %96 = phi i64 [ 0, %48 ], [ %90, %93 ]
  %97 = phi i32 [ 0, %48 ], [ %89, %93 ]
  %98 = icmp ne i64 %53, 0
  tail call void @llvm.assume(i1 %98)
  br i1 %49, label %102, label %99

99:                                               ; preds = %95
  %100 = getelementptr inbounds nuw i32, ptr %2, i64 %96
  %101 = load i32, ptr %100, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %99, %95
  %103 = phi i32 [ %101, %99 ], [ %4, %95 ]
  %104 = getelementptr inbounds nuw i32, ptr %25, i64 %96
  store i32 %103, ptr %104, align 4, !tbaa !5
  br i1 %50, label %108, label %105

105:                                              ; preds = %102
  %106 = getelementptr inbounds nuw i32, ptr %3, i64 %96
  %107 = load i32, ptr %106, align 4, !tbaa !5
  br label %108

108:                                              ; preds = %105, %102
  %109 = phi i32 [ %107, %105 ], [ %97, %102 ]
  %110 = getelementptr inbounds nuw i32, ptr %27, i64 %96
  store i32 %109, ptr %110, align 4, !tbaa !5
  br label %111

111:                                              ; preds = %93, %108
  %112 = icmp eq ptr %6, null
  %113 = icmp eq ptr %7, null
  %114 = and i64 %51, 1
  %115 = icmp eq i64 %52, 0
  br i1 %115, label %156, label %116

116:                                              ; preds = %111
  %117 = and i64 %51, 2147483646
  br label %118

118:                                              ; preds = %146, %116
  %119 = phi i64 [ 0, %116 ], [ %151, %146 ]
  %120 = phi i32 [ 0, %116 ], [ %150, %146 ]
  %121 = phi i64 [ 0, %116 ], [ %152, %146 ]
  br i1 %112, label %125, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds nuw i32, ptr %6, i64 %119
  %124 = load i32, ptr %123, align 4, !tbaa !5
  br label %125

125:                                              ; preds = %122, %118
  %126 = phi i32 [ %124, %122 ], [ %8, %118 ]
  %127 = getelementptr inbounds nuw i32, ptr %31, i64 %119
  store i32 %126, ptr %127, align 4, !tbaa !5
  br i1 %113, label %131, label %128

128:                                              ; preds = %125
  %129 = getelementptr inbounds nuw i32, ptr %7, i64 %119
  %130 = load i32, ptr %129, align 4, !tbaa !5
  br label %131

131:                                              ; preds = %128, %125
  %132 = phi i32 [ %130, %128 ], [ %120, %125 ]
  %133 = getelementptr inbounds nuw i32, ptr %35, i64 %119
  store i32 %132, ptr %133, align 4, !tbaa !5
  %134 = load i32, ptr %127, align 4, !tbaa !5
  %135 = add nsw i32 %134, %120
  %136 = or disjoint i64 %119, 1
  br i1 %112, label %140, label %137

137:                                              ; preds = %131
  %138 = getelementptr inbounds nuw i32, ptr %6, i64 %136
  %139 = load i32, ptr %138, align 4, !tbaa !5
  br label %140

140:                                              ; preds = %137, %131
  %141 = phi i32 [ %139, %137 ], [ %8, %131 ]
  %142 = getelementptr inbounds nuw i32, ptr %31, i64 %136
  store i32 %141, ptr %142, align 4, !tbaa !5
  br i1 %113, label %146, label %143

143:                                              ; preds = %140
  %144 = getelementptr inbounds nuw i32, ptr %7, i64 %136
  %145 = load i32, ptr %144, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %143, %140
  %147 = phi i32 [ %145, %143 ], [ %135, %140 ]
  %148 = getelementptr inbounds nuw i32, ptr %35, i64 %136
  store i32 %147, ptr %148, align 4, !tbaa !5
  %149 = load i32, ptr %142, align 4, !tbaa !5
  %150 = add nsw i32 %149, %135
  %151 = add nuw nsw i64 %119, 2
  %152 = add i64 %121, 2
  %153 = icmp eq i64 %152, %117
  br i1 %153, label %154, label %118, !llvm.loop !251

154:                                              ; preds = %146
  %155 = icmp eq i64 %114, 0
  br i1 %155, label %172, label %156

156:                                              ; preds = %154, %111
  %157 = phi i64 [ 0, %111 ], [ %151, %154 ]
  %158 = phi i32 [ 0, %111 ], [ %150, %154 ]
  %159 = icmp ne i64 %114, 0
  tail call void @llvm.assume(i1 %159)
  br i1 %112, label %163, label %160

160:                                              ; preds = %156
  %161 = getelementptr inbounds nuw i32, ptr %6, i64 %157
  %162 = load i32, ptr %161, align 4, !tbaa !5
  br label %163

163:                                              ; preds = %160, %156
  %164 = phi i32 [ %162, %160 ], [ %8, %156 ]
  %165 = getelementptr inbounds nuw i32, ptr %31, i64 %157
  store i32 %164, ptr %165, align 4, !tbaa !5
  br i1 %113, label %169, label %166

166:                                              ; preds = %163
  %167 = getelementptr inbounds nuw i32, ptr %7, i64 %157
  %168 = load i32, ptr %167, align 4, !tbaa !5
  br label %169

169:                                              ; preds = %166, %163
  %170 = phi i32 [ %168, %166 ], [ %158, %163 ]
  %171 = getelementptr inbounds nuw i32, ptr %35, i64 %157
  store i32 %170, ptr %171, align 4, !tbaa !5
  br label %172

172:                                              ; preds = %154, %169
  %173 = and i64 %51, 3
  %174 = icmp ult i32 %21, 4
  br i1 %174, label %181, label %175

175:                                              ; preds = %172
  %176 = and i64 %51, 2147483644
  br label %205

177:                                              ; preds = %11
  %178 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 0, ptr %178, align 8, !tbaa !113
  br label %292

179:                                              ; preds = %205
  %180 = icmp eq i64 %173, 0
  br i1 %180, label %198, label %181

181:                                              ; preds = %179, %172
  %182 = phi i64 [ 0, %172 ], [ %236, %179 ]
  %183 = phi i64 [ 0, %172 ], [ %235, %179 ]
  %184 = icmp ne i64 %173, 0
  tail call void @llvm.assume(i1 %184)
  br label %185

185:                                              ; preds = %185, %181
  %186 = phi i64 [ %195, %185 ], [ %182, %181 ]
  %187 = phi i64 [ %194, %185 ], [ %183, %181 ]
  %188 = phi i64 [ %196, %185 ], [ 0, %181 ]
  %189 = trunc i64 %187 to i32
  %190 = getelementptr inbounds nuw i32, ptr %39, i64 %186
  store i32 %189, ptr %190, align 4, !tbaa !5
  %191 = getelementptr inbounds nuw i32, ptr %25, i64 %186
  %192 = load i32, ptr %191, align 4, !tbaa !5
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %187, %193
  %195 = add nuw nsw i64 %186, 1
  %196 = add i64 %188, 1
  %197 = icmp eq i64 %196, %173
  br i1 %197, label %198, label %185, !llvm.loop !254

198:                                              ; preds = %185, %179
  %199 = phi i64 [ %235, %179 ], [ %194, %185 ]
  %200 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %199, ptr %200, align 8, !tbaa !113
  %201 = and i64 %51, 3
  %202 = icmp ult i32 %21, 4
  br i1 %202, label %275, label %203

203:                                              ; preds = %198
  %204 = and i64 %51, 2147483644
  br label %239

205:                                              ; preds = %205, %175
  %206 = phi i64 [ 0, %175 ], [ %236, %205 ]
  %207 = phi i64 [ 0, %175 ], [ %235, %205 ]
  %208 = phi i64 [ 0, %175 ], [ %237, %205 ]
  %209 = trunc i64 %207 to i32
  %210 = getelementptr inbounds nuw i32, ptr %39, i64 %206
  store i32 %209, ptr %210, align 4, !tbaa !5
  %211 = getelementptr inbounds nuw i32, ptr %25, i64 %206
  %212 = load i32, ptr %211, align 4, !tbaa !5
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %207, %213
  %215 = or disjoint i64 %206, 1
  %216 = trunc i64 %214 to i32
  %217 = getelementptr inbounds nuw i32, ptr %39, i64 %215
  store i32 %216, ptr %217, align 4, !tbaa !5
  %218 = getelementptr inbounds nuw i32, ptr %25, i64 %215
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = sext i32 %219 to i64
  %221 = add nsw i64 %214, %220
  %222 = or disjoint i64 %206, 2
  %223 = trunc i64 %221 to i32
  %224 = getelementptr inbounds nuw i32, ptr %39, i64 %222
  store i32 %223, ptr %224, align 4, !tbaa !5
  %225 = getelementptr inbounds nuw i32, ptr %25, i64 %222
  %226 = load i32, ptr %225, align 4, !tbaa !5
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %221, %227
  %229 = or disjoint i64 %206, 3
  %230 = trunc i64 %228 to i32
  %231 = getelementptr inbounds nuw i32, ptr %39, i64 %229
  store i32 %230, ptr %231, align 4, !tbaa !5
  %232 = getelementptr inbounds nuw i32, ptr %25, i64 %229
  %233 = load i32, ptr %232, align 4, !tbaa !5
  %234 = sext i32 %233 to i64
  %235 = add nsw i64 %228, %234
  %236 = add nuw nsw i64 %206, 4
  %237 = add i64 %208, 4
  %238 = icmp eq i64 %237, %176
  br i1 %238, label %179, label %205, !llvm.loop !237

239:                                              ; preds = %239, %203
  %240 = phi i64 [ 0, %203 ], [ %270, %239 ]
  %241 = phi i64 [ 0, %203 ], [ %269, %239 ]
  %242 = phi i64 [ 0, %203 ], [ %271, %239 ]
  %243 = trunc i64 %241 to i32
  %244 = getelementptr inbounds nuw i32, ptr %43, i64 %240
  store i32 %243, ptr %244, align 4, !tbaa !5
  %245 = getelementptr inbounds nuw i32, ptr %31, i64 %240
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = sext i32 %246 to i64
  %248 = add nsw i64 %241, %247
  %249 = or disjoint i64 %240, 1
  %250 = trunc i64 %248 to i32
  %251 = getelementptr inbounds nuw i32, ptr %43, i64 %249
  store i32 %250, ptr %251, align 4, !tbaa !5
  %252 = getelementptr inbounds nuw i32, ptr %31, i64 %249
  %253 = load i32, ptr %252, align 4, !tbaa !5
  %254 = sext i32 %253 to i64
  %255 = add nsw i64 %248, %254
  %256 = or disjoint i64 %240, 2
  %257 = trunc i64 %255 to i32
  %258 = getelementptr inbounds nuw i32, ptr %43, i64 %256
  store i32 %257, ptr %258, align 4, !tbaa !5
  %259 = getelementptr inbounds nuw i32, ptr %31, i64 %256
  %260 = load i32, ptr %259, align 4, !tbaa !5
  %261 = sext i32 %260 to i64
  %262 = add nsw i64 %255, %261
  %263 = or disjoint i64 %240, 3
  %264 = trunc i64 %262 to i32
  %265 = getelementptr inbounds nuw i32, ptr %43, i64 %263
  store i32 %264, ptr %265, align 4, !tbaa !5
  %266 = getelementptr inbounds nuw i32, ptr %31, i64 %263
  %267 = load i32, ptr %266, align 4, !tbaa !5
  %268 = sext i32 %267 to i64
  %269 = add nsw i64 %262, %268
  %270 = add nuw nsw i64 %240, 4
  %271 = add i64 %242, 4
  %272 = icmp eq i64 %271, %204
  br i1 %272, label %273, label %239, !llvm.loop !238

273:                                              ; preds = %239
  %274 = icmp eq i64 %201, 0
  br i1 %274, label %292, label %275

275:                                              ; preds = %273, %198
  %276 = phi i64 [ 0, %198 ], [ %270, %273 ]
  %277 = phi i64 [ 0, %198 ], [ %269, %273 ]
  %278 = icmp ne i64 %201, 0
  tail call void @llvm.assume(i1 %278)
  br label %279

279:                                              ; preds = %279, %275
  %280 = phi i64 [ %276, %275 ], [ %289, %279 ]
  %281 = phi i64 [ %277, %275 ], [ %288, %279 ]
  %282 = phi i64 [ 0, %275 ], [ %290, %279 ]
  %283 = trunc i64 %281 to i32
  %284 = getelementptr inbounds nuw i32, ptr %43, i64 %280
  store i32 %283, ptr %284, align 4, !tbaa !5
  %285 = getelementptr inbounds nuw i32, ptr %31, i64 %280
  %286 = load i32, ptr %285, align 4, !tbaa !5
  %287 = sext i32 %286 to i64
  %288 = add nsw i64 %281, %287
  %289 = add nuw nsw i64 %280, 1
  %290 = add i64 %282, 1
  %291 = icmp eq i64 %290, %201
  br i1 %291, label %292, label %279, !llvm.loop !255

292:                                              ; preds = %273, %279, %177
  %293 = phi i64 [ 0, %177 ], [ %269, %273 ], [ %288, %279 ]
  %294 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i64 %293, ptr %294, align 8, !tbaa !111
  ret void
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_ialltoallv(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef %13) local_unnamed_addr #7 {
  %15 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %16 = icmp eq ptr %2, null
  %17 = icmp eq ptr %13, null
  %18 = select i1 %17, ptr @.str.58, ptr @.str.59
  %19 = select i1 %16, ptr @.str.60, ptr %18
  call fastcc void @plan_alltoall(ptr noundef %15, ptr noundef nonnull %19, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !105
  switch i32 %21, label %40 [
    i32 4, label %22
    i32 2, label %28
  ]

22:                                               ; preds = %14
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %24 = load i32, ptr %23, align 8, !tbaa !106
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !107
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %40, label %47

28:                                               ; preds = %14
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %30 = load i32, ptr %29, align 8, !tbaa !106
  %31 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !107
  %33 = icmp eq i32 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %35 = load i32, ptr %34, align 4, !tbaa !235
  %36 = icmp eq i32 %35, 1275069450
  %37 = select i1 %36, i32 2, i32 0
  %38 = icmp eq i32 %35, 1275070475
  %39 = select i1 %38, i32 1, i32 %37
  br i1 %33, label %47, label %63

40:                                               ; preds = %22, %14
  %41 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %42 = load i32, ptr %41, align 4, !tbaa !235
  %43 = icmp eq i32 %42, 1275069450
  %44 = select i1 %43, i32 2, i32 0
  %45 = icmp eq i32 %42, 1275070475
  %46 = select i1 %45, i32 1, i32 %44
  br label %47

47:                                               ; preds = %40, %28, %22
  %48 = phi i32 [ -1, %22 ], [ %39, %28 ], [ %46, %40 ]
  %49 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %50 = load i32, ptr %49, align 8, !tbaa !233
  %51 = icmp eq i32 %50, 1275069450
  %52 = select i1 %51, i32 2, i32 0
  %53 = icmp eq i32 %50, 1275070475
  %54 = select i1 %53, i32 1, i32 %52
  %55 = icmp slt i32 %48, 0
  %56 = icmp eq i32 %48, %54
  %57 = select i1 %55, i1 true, i1 %56
  br i1 %57, label %63, label %58

58:                                               ; preds = %47
  %59 = load ptr, ptr %15, align 8, !tbaa !225
  %60 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %61 = load i32, ptr %60, align 4, !tbaa !235
  %62 = sext i32 %61 to i64
  call void @__mpiad_fail(ptr noundef %59, ptr noundef nonnull @.str.53, i64 noundef %62) #30
  unreachable

63:                                               ; preds = %47, %28
  %64 = phi i32 [ %39, %28 ], [ %54, %47 ]
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %63
  %67 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %68 = icmp eq ptr %6, inttoptr (i64 -1 to ptr)
  %69 = or i1 %67, %68
  br i1 %69, label %70, label %72

70:                                               ; preds = %66
  %71 = load ptr, ptr %15, align 8, !tbaa !225
  call void @__mpiad_fail(ptr noundef %71, ptr noundef nonnull @.str.54, i64 noundef 0) #30
  unreachable

72:                                               ; preds = %66
  %73 = call fastcc ptr @icoll_aug(ptr noundef %15, i32 noundef %64, i32 noundef 1476395011, ptr noundef %0, ptr noundef %1, ptr noundef %6, ptr noundef %7, ptr noundef %13)
  br label %84

74:                                               ; preds = %63
  %75 = getelementptr inbounds nuw i8, ptr %15, i64 48
  %76 = load ptr, ptr %75, align 8, !tbaa !148
  call void @free(ptr noundef %76) #27
  br i1 %16, label %82, label %77

77:                                               ; preds = %74
  br i1 %17, label %80, label %78

78:                                               ; preds = %77
  %79 = call i32 @MPI_Ialltoallv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9, i32 noundef %11, i32 noundef %12, ptr noundef nonnull %13) #27
  br label %84

80:                                               ; preds = %77
  %81 = call i32 @MPI_Alltoallv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9, i32 noundef %11, i32 noundef %12) #27
  br label %84

82:                                               ; preds = %74
  %83 = call i32 @MPI_Ialltoall(ptr noundef %0, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef %13) #27
  br label %84

84:                                               ; preds = %82, %80, %78, %72
  %85 = phi ptr [ %73, %72 ], [ null, %78 ], [ null, %80 ], [ null, %82 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  ret ptr %85
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_ireduce_scatter(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #7 {
  %12 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %13 = icmp eq ptr %4, null
  %14 = icmp eq ptr %9, null
  %15 = select i1 %14, ptr @.str.61, ptr @.str.62
  %16 = select i1 %13, ptr @.str.63, ptr %15
  call fastcc void @plan_rs(ptr noundef %12, ptr noundef nonnull %16, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %8)
  %17 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !105
  switch i32 %18, label %37 [
    i32 4, label %19
    i32 2, label %25
  ]

19:                                               ; preds = %11
  %20 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %21 = load i32, ptr %20, align 8, !tbaa !106
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !107
  %24 = icmp eq i32 %21, %23
  br i1 %24, label %37, label %44

25:                                               ; preds = %11
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %27 = load i32, ptr %26, align 8, !tbaa !106
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %29 = load i32, ptr %28, align 4, !tbaa !107
  %30 = icmp eq i32 %27, %29
  %31 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %32 = load i32, ptr %31, align 4, !tbaa !235
  %33 = icmp eq i32 %32, 1275069450
  %34 = select i1 %33, i32 2, i32 0
  %35 = icmp eq i32 %32, 1275070475
  %36 = select i1 %35, i32 1, i32 %34
  br i1 %30, label %44, label %60

37:                                               ; preds = %19, %11
  %38 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %39 = load i32, ptr %38, align 4, !tbaa !235
  %40 = icmp eq i32 %39, 1275069450
  %41 = select i1 %40, i32 2, i32 0
  %42 = icmp eq i32 %39, 1275070475
  %43 = select i1 %42, i32 1, i32 %41
  br label %44

44:                                               ; preds = %37, %25, %19
  %45 = phi i32 [ -1, %19 ], [ %36, %25 ], [ %43, %37 ]
  %46 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %47 = load i32, ptr %46, align 8, !tbaa !233
  %48 = icmp eq i32 %47, 1275069450
  %49 = select i1 %48, i32 2, i32 0
  %50 = icmp eq i32 %47, 1275070475
  %51 = select i1 %50, i32 1, i32 %49
  %52 = icmp slt i32 %45, 0
  %53 = icmp eq i32 %45, %51
  %54 = select i1 %52, i1 true, i1 %53
  br i1 %54, label %60, label %55

55:                                               ; preds = %44
  %56 = load ptr, ptr %12, align 8, !tbaa !225
  %57 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %58 = load i32, ptr %57, align 4, !tbaa !235
  %59 = sext i32 %58 to i64
  call void @__mpiad_fail(ptr noundef %56, ptr noundef nonnull @.str.53, i64 noundef %59) #30
  unreachable

60:                                               ; preds = %44, %25
  %61 = phi i32 [ %36, %25 ], [ %51, %44 ]
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %71, label %63

63:                                               ; preds = %60
  %64 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %65 = icmp eq ptr %2, inttoptr (i64 -1 to ptr)
  %66 = or i1 %64, %65
  br i1 %66, label %67, label %69

67:                                               ; preds = %63
  %68 = load ptr, ptr %12, align 8, !tbaa !225
  call void @__mpiad_fail(ptr noundef %68, ptr noundef nonnull @.str.54, i64 noundef 0) #30
  unreachable

69:                                               ; preds = %63
  %70 = call fastcc i32 @icoll_fwd(ptr noundef %12, i32 noundef %61, i32 noundef %7, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %10, ptr noundef %9)
  br label %87

71:                                               ; preds = %60
  %72 = load ptr, ptr %12, align 8, !tbaa !225
  %73 = icmp eq ptr %1, null
  br i1 %73, label %77, label %74

74:                                               ; preds = %71
  switch i32 %6, label %75 [
    i32 1275070475, label %77
    i32 1275069450, label %77
  ]

75:                                               ; preds = %74
  %76 = sext i32 %6 to i64
  call void @__mpiad_fail(ptr noundef %72, ptr noundef nonnull @.str.34, i64 noundef %76) #30
  unreachable

77:                                               ; preds = %71, %74, %74
  %78 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %79 = load ptr, ptr %78, align 8, !tbaa !148
  call void @free(ptr noundef %79) #27
  br i1 %13, label %85, label %80

80:                                               ; preds = %77
  br i1 %14, label %83, label %81

81:                                               ; preds = %80
  %82 = call i32 @MPI_Ireduce_scatter(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %4, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef nonnull %9) #27
  br label %87

83:                                               ; preds = %80
  %84 = call i32 @MPI_Reduce_scatter(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %4, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  br label %87

85:                                               ; preds = %77
  %86 = call i32 @MPI_Ireduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9) #27
  br label %87

87:                                               ; preds = %85, %83, %81, %69
  %88 = phi i32 [ %70, %69 ], [ %86, %85 ], [ %82, %81 ], [ %84, %83 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  ret i32 %88
}

; Function Attrs: nounwind
define internal fastcc void @plan_rs(ptr noundef nonnull initializes((0, 112)) %0, ptr noundef %1, ptr noundef readonly captures(address_is_null) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #7 {
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %7, i8 0, i64 96, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !225
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 6, ptr %8, align 8, !tbaa !105
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 0, ptr %9, align 4, !tbaa !107
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %4, ptr %10, align 4, !tbaa !235
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i32 %4, ptr %11, align 8, !tbaa !233
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i32 %5, ptr %12, align 4, !tbaa !234
  %13 = tail call i32 @MPI_Comm_rank(i32 noundef %5, ptr noundef nonnull %7) #27
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %15 = tail call i32 @MPI_Comm_size(i32 noundef %5, ptr noundef nonnull %14) #27
  %16 = load i32, ptr %14, align 4, !tbaa !140
  %17 = add nsw i32 %16, 1
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, 6
  %20 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef 4) #31
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %20, ptr %21, align 8, !tbaa !148
  %22 = getelementptr inbounds i32, ptr %20, i64 %18
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr %22, ptr %23, align 8, !tbaa !228
  %24 = shl nsw i32 %17, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %20, i64 %25
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %26, ptr %27, align 8, !tbaa !116
  %28 = mul nsw i32 %17, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %20, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %30, ptr %31, align 8, !tbaa !114
  %32 = shl nsw i32 %17, 2
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %20, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %34, ptr %35, align 8, !tbaa !231
  %36 = mul nsw i32 %17, 5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %20, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %38, ptr %39, align 8, !tbaa !115
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i32 %16, ptr %40, align 8, !tbaa !227
  %41 = icmp sgt i32 %16, 0
  br i1 %41, label %48, label %42

42:                                               ; preds = %6
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 1, ptr %43, align 4, !tbaa !112
  %44 = load i32, ptr %7, align 8, !tbaa !106
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %20, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  store i32 %47, ptr %26, align 4, !tbaa !5
  br label %157

48:                                               ; preds = %6
  %49 = icmp eq ptr %2, null
  %50 = zext nneg i32 %16 to i64
  %51 = and i64 %50, 1
  %52 = icmp eq i32 %16, 1
  br i1 %52, label %83, label %53

53:                                               ; preds = %48
  %54 = and i64 %50, 2147483646
  br label %55

55:                                               ; preds = %72, %53
  %56 = phi i64 [ 0, %53 ], [ %78, %72 ]
  %57 = phi i32 [ 0, %53 ], [ %77, %72 ]
  %58 = phi i64 [ 0, %53 ], [ %79, %72 ]
  br i1 %49, label %62, label %59

59:                                               ; preds = %55
  %60 = getelementptr inbounds nuw i32, ptr %2, i64 %56
  %61 = load i32, ptr %60, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %59, %55
  %63 = phi i32 [ %61, %59 ], [ %3, %55 ]
  %64 = getelementptr inbounds nuw i32, ptr %20, i64 %56
  store i32 %63, ptr %64, align 4, !tbaa !5
  %65 = getelementptr inbounds nuw i32, ptr %22, i64 %56
  store i32 %57, ptr %65, align 4, !tbaa !5
  %66 = load i32, ptr %64, align 4, !tbaa !5
  %67 = add nsw i32 %66, %57
  %68 = or disjoint i64 %56, 1
  br i1 %49, label %72, label %69

69:                                               ; preds = %62
  %70 = getelementptr inbounds nuw i32, ptr %2, i64 %68
  %71 = load i32, ptr %70, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %69, %62
  %73 = phi i32 [ %71, %69 ], [ %3, %62 ]
  %74 = getelementptr inbounds nuw i32, ptr %20, i64 %68
  store i32 %73, ptr %74, align 4, !tbaa !5
  %75 = getelementptr inbounds nuw i32, ptr %22, i64 %68
  store i32 %67, ptr %75, align 4, !tbaa !5
  %76 = load i32, ptr %74, align 4, !tbaa !5
  %77 = add nsw i32 %76, %67
  %78 = add nuw nsw i64 %56, 2
  %79 = add i64 %58, 2
  %80 = icmp eq i64 %79, %54
  br i1 %80, label %81, label %55, !llvm.loop !251

81:                                               ; preds = %72
  %82 = icmp eq i64 %51, 0
  br i1 %82, label %94, label %83

83:                                               ; preds = %81, %48
  %84 = phi i64 [ 0, %48 ], [ %78, %81 ]
  %85 = phi i32 [ 0, %48 ], [ %77, %81 ]
  %86 = icmp ne i64 %51, 0
  tail call void @llvm.assume(i1 %86)
  br i1 %49, label %90, label %87

87:                                               ; preds = %83
  %88 = getelementptr inbounds nuw i32, ptr %2, i64 %84
  %89 = load i32, ptr %88, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %87, %83
  %91 = phi i32 [ %89, %87 ], [ %3, %83 ]
  %92 = getelementptr inbounds nuw i32, ptr %20, i64 %84
  store i32 %91, ptr %92, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i32, ptr %22, i64 %84
  store i32 %85, ptr %93, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %81, %90
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 1, ptr %95, align 4, !tbaa !112
  %96 = load i32, ptr %7, align 8, !tbaa !106
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %20, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !5
  store i32 %99, ptr %26, align 4, !tbaa !5
  %100 = and i64 %50, 3
  %101 = icmp ult i32 %16, 4
  br i1 %101, label %140, label %102

102:                                              ; preds = %94
  %103 = and i64 %50, 2147483644
  br label %104

104:                                              ; preds = %104, %102
  %105 = phi i64 [ 0, %102 ], [ %135, %104 ]
  %106 = phi i64 [ 0, %102 ], [ %134, %104 ]
  %107 = phi i64 [ 0, %102 ], [ %136, %104 ]
  %108 = trunc i64 %106 to i32
  %109 = getelementptr inbounds nuw i32, ptr %34, i64 %105
  store i32 %108, ptr %109, align 4, !tbaa !5
  %110 = getelementptr inbounds nuw i32, ptr %20, i64 %105
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = sext i32 %111 to i64
  %113 = add nsw i64 %106, %112
  %114 = or disjoint i64 %105, 1
  %115 = trunc i64 %113 to i32
  %116 = getelementptr inbounds nuw i32, ptr %34, i64 %114
  store i32 %115, ptr %116, align 4, !tbaa !5
  %117 = getelementptr inbounds nuw i32, ptr %20, i64 %114
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = sext i32 %118 to i64
  %120 = add nsw i64 %113, %119
  %121 = or disjoint i64 %105, 2
  %122 = trunc i64 %120 to i32
  %123 = getelementptr inbounds nuw i32, ptr %34, i64 %121
  store i32 %122, ptr %123, align 4, !tbaa !5
  %124 = getelementptr inbounds nuw i32, ptr %20, i64 %121
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = sext i32 %125 to i64
  %127 = add nsw i64 %120, %126
  %128 = or disjoint i64 %105, 3
  %129 = trunc i64 %127 to i32
  %130 = getelementptr inbounds nuw i32, ptr %34, i64 %128
  store i32 %129, ptr %130, align 4, !tbaa !5
  %131 = getelementptr inbounds nuw i32, ptr %20, i64 %128
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %127, %133
  %135 = add nuw nsw i64 %105, 4
  %136 = add i64 %107, 4
  %137 = icmp eq i64 %136, %103
  br i1 %137, label %138, label %104, !llvm.loop !237

138:                                              ; preds = %104
  %139 = icmp eq i64 %100, 0
  br i1 %139, label %157, label %140

140:                                              ; preds = %138, %94
  %141 = phi i64 [ 0, %94 ], [ %135, %138 ]
  %142 = phi i64 [ 0, %94 ], [ %134, %138 ]
  %143 = icmp ne i64 %100, 0
  tail call void @llvm.assume(i1 %143)
  br label %144

144:                                              ; preds = %144, %140
  %145 = phi i64 [ %154, %144 ], [ %141, %140 ]
  %146 = phi i64 [ %153, %144 ], [ %142, %140 ]
  %147 = phi i64 [ %155, %144 ], [ 0, %140 ]
  %148 = trunc i64 %146 to i32
  %149 = getelementptr inbounds nuw i32, ptr %34, i64 %145
  store i32 %148, ptr %149, align 4, !tbaa !5
  %150 = getelementptr inbounds nuw i32, ptr %20, i64 %145
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %146, %152
  %154 = add nuw nsw i64 %145, 1
  %155 = add i64 %147, 1
  %156 = icmp eq i64 %155, %100
  br i1 %156, label %157, label %144, !llvm.loop !256

157:                                              ; preds = %138, %144, %42
  %158 = phi i64 [ 0, %42 ], [ %134, %138 ], [ %153, %144 ]
  %159 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %158, ptr %159, align 8, !tbaa !113
  store i32 0, ptr %38, align 4, !tbaa !5
  %160 = load i32, ptr %26, align 4, !tbaa !5
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i64 %161, ptr %162, align 8, !tbaa !111
  ret void
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_ireduce_scatter(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9) local_unnamed_addr #7 {
  %11 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %12 = icmp eq ptr %4, null
  %13 = icmp eq ptr %9, null
  %14 = select i1 %13, ptr @.str.61, ptr @.str.62
  %15 = select i1 %12, ptr @.str.63, ptr %14
  call fastcc void @plan_rs(ptr noundef %11, ptr noundef nonnull %15, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %8)
  %16 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %17 = load i32, ptr %16, align 8, !tbaa !105
  switch i32 %17, label %36 [
    i32 4, label %18
    i32 2, label %24
  ]

18:                                               ; preds = %10
  %19 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %20 = load i32, ptr %19, align 8, !tbaa !106
  %21 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !107
  %23 = icmp eq i32 %20, %22
  br i1 %23, label %36, label %43

24:                                               ; preds = %10
  %25 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %26 = load i32, ptr %25, align 8, !tbaa !106
  %27 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %28 = load i32, ptr %27, align 4, !tbaa !107
  %29 = icmp eq i32 %26, %28
  %30 = getelementptr inbounds nuw i8, ptr %11, i64 28
  %31 = load i32, ptr %30, align 4, !tbaa !235
  %32 = icmp eq i32 %31, 1275069450
  %33 = select i1 %32, i32 2, i32 0
  %34 = icmp eq i32 %31, 1275070475
  %35 = select i1 %34, i32 1, i32 %33
  br i1 %29, label %43, label %59

36:                                               ; preds = %18, %10
  %37 = getelementptr inbounds nuw i8, ptr %11, i64 28
  %38 = load i32, ptr %37, align 4, !tbaa !235
  %39 = icmp eq i32 %38, 1275069450
  %40 = select i1 %39, i32 2, i32 0
  %41 = icmp eq i32 %38, 1275070475
  %42 = select i1 %41, i32 1, i32 %40
  br label %43

43:                                               ; preds = %36, %24, %18
  %44 = phi i32 [ -1, %18 ], [ %35, %24 ], [ %42, %36 ]
  %45 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %46 = load i32, ptr %45, align 8, !tbaa !233
  %47 = icmp eq i32 %46, 1275069450
  %48 = select i1 %47, i32 2, i32 0
  %49 = icmp eq i32 %46, 1275070475
  %50 = select i1 %49, i32 1, i32 %48
  %51 = icmp slt i32 %44, 0
  %52 = icmp eq i32 %44, %50
  %53 = select i1 %51, i1 true, i1 %52
  br i1 %53, label %59, label %54

54:                                               ; preds = %43
  %55 = load ptr, ptr %11, align 8, !tbaa !225
  %56 = getelementptr inbounds nuw i8, ptr %11, i64 28
  %57 = load i32, ptr %56, align 4, !tbaa !235
  %58 = sext i32 %57 to i64
  call void @__mpiad_fail(ptr noundef %55, ptr noundef nonnull @.str.53, i64 noundef %58) #30
  unreachable

59:                                               ; preds = %43, %24
  %60 = phi i32 [ %35, %24 ], [ %50, %43 ]
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %70, label %62

62:                                               ; preds = %59
  %63 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %64 = icmp eq ptr %2, inttoptr (i64 -1 to ptr)
  %65 = or i1 %63, %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %62
  %67 = load ptr, ptr %11, align 8, !tbaa !225
  call void @__mpiad_fail(ptr noundef %67, ptr noundef nonnull @.str.54, i64 noundef 0) #30
  unreachable

68:                                               ; preds = %62
  %69 = call fastcc ptr @icoll_aug(ptr noundef %11, i32 noundef %60, i32 noundef %7, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %9)
  br label %80

70:                                               ; preds = %59
  %71 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %72 = load ptr, ptr %71, align 8, !tbaa !148
  call void @free(ptr noundef %72) #27
  br i1 %12, label %78, label %73

73:                                               ; preds = %70
  br i1 %13, label %76, label %74

74:                                               ; preds = %73
  %75 = call i32 @MPI_Ireduce_scatter(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %4, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef nonnull %9) #27
  br label %80

76:                                               ; preds = %73
  %77 = call i32 @MPI_Reduce_scatter(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %4, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  br label %80

78:                                               ; preds = %70
  %79 = call i32 @MPI_Ireduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9) #27
  br label %80

80:                                               ; preds = %78, %76, %74, %68
  %81 = phi ptr [ %69, %68 ], [ null, %74 ], [ null, %76 ], [ null, %78 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  ret ptr %81
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_iallreduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10) local_unnamed_addr #7 {
  %12 = alloca %struct.plan, align 8
  %13 = icmp slt i32 %8, 0
  %14 = select i1 %13, ptr @.str.25, ptr @.str.26
  switch i32 %6, label %17 [
    i32 -1946157055, label %15
    i32 1275072547, label %15
  ]

15:                                               ; preds = %11, %11
  %16 = sext i32 %7 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %14, ptr noundef nonnull @.str.27, i64 noundef %16) #30
  unreachable

17:                                               ; preds = %11
  %18 = icmp eq i32 %6, 1275069450
  %19 = select i1 %18, i32 2, i32 0
  %20 = icmp eq i32 %6, 1275070475
  %21 = select i1 %20, i32 1, i32 %19
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %35

23:                                               ; preds = %17
  %24 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %25 = select i1 %24, ptr %3, ptr %1
  %26 = icmp eq ptr %25, null
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  switch i32 %6, label %28 [
    i32 1275070475, label %30
    i32 1275069450, label %30
  ]

28:                                               ; preds = %27
  %29 = sext i32 %6 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %14, ptr noundef nonnull @.str.34, i64 noundef %29) #30
  unreachable

30:                                               ; preds = %23, %27, %27
  br i1 %13, label %31, label %33

31:                                               ; preds = %30
  %32 = tail call i32 @MPI_Iallreduce(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %9, ptr noundef %10) #27
  br label %37

33:                                               ; preds = %30
  %34 = tail call i32 @MPI_Ireduce(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10) #27
  br label %37

35:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  call fastcc void @plan_red(ptr noundef %12, ptr noundef nonnull %14, i32 noundef %5, i32 noundef %6, i32 noundef %8, i32 noundef %9)
  %36 = call fastcc i32 @icoll_fwd(ptr noundef %12, i32 noundef %21, i32 noundef %7, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %37

37:                                               ; preds = %31, %33, %35
  %38 = phi i32 [ %36, %35 ], [ %32, %31 ], [ %34, %33 ]
  ret i32 %38
}

declare i32 @MPI_Iallreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Ireduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @plan_red(ptr noundef nonnull initializes((0, 112)) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #7 {
  %7 = icmp slt i32 %4, 0
  %8 = select i1 %7, i32 7, i32 8
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %9, i8 0, i64 96, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !225
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %8, ptr %10, align 8, !tbaa !105
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %4, ptr %11, align 4, !tbaa !107
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %3, ptr %12, align 4, !tbaa !235
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i32 %3, ptr %13, align 8, !tbaa !233
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i32 %5, ptr %14, align 4, !tbaa !234
  %15 = tail call i32 @MPI_Comm_rank(i32 noundef %5, ptr noundef nonnull %9) #27
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %17 = tail call i32 @MPI_Comm_size(i32 noundef %5, ptr noundef nonnull %16) #27
  %18 = load i32, ptr %16, align 4, !tbaa !140
  %19 = add nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = mul nsw i64 %20, 6
  %22 = tail call noalias ptr @calloc(i64 noundef %21, i64 noundef 4) #31
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %22, ptr %23, align 8, !tbaa !148
  %24 = getelementptr inbounds i32, ptr %22, i64 %20
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr %24, ptr %25, align 8, !tbaa !228
  %26 = shl nsw i32 %19, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %22, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %28, ptr %29, align 8, !tbaa !116
  %30 = mul nsw i32 %19, 3
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %22, i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %32, ptr %33, align 8, !tbaa !114
  %34 = shl nsw i32 %19, 2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %22, i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %36, ptr %37, align 8, !tbaa !231
  %38 = mul nsw i32 %19, 5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %22, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %40, ptr %41, align 8, !tbaa !115
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i32 %2, ptr %42, align 8, !tbaa !108
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i32 1, ptr %43, align 8, !tbaa !227
  store i32 %2, ptr %22, align 4, !tbaa !5
  br i1 %7, label %47, label %44

44:                                               ; preds = %6
  %45 = load i32, ptr %9, align 8, !tbaa !106
  %46 = icmp eq i32 %45, %4
  br i1 %46, label %47, label %52

47:                                               ; preds = %6, %44
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 1, ptr %48, align 4, !tbaa !112
  store i32 %2, ptr %28, align 4, !tbaa !5
  store i32 0, ptr %36, align 4, !tbaa !5
  %49 = load i32, ptr %22, align 4, !tbaa !5
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %50, ptr %51, align 8, !tbaa !113
  br label %59

52:                                               ; preds = %44
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %54 = load i32, ptr %53, align 4, !tbaa !112
  store i32 0, ptr %36, align 4, !tbaa !5
  %55 = load i32, ptr %22, align 4, !tbaa !5
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i64 %56, ptr %57, align 8, !tbaa !113
  %58 = icmp sgt i32 %54, 0
  br i1 %58, label %59, label %119

59:                                               ; preds = %47, %52
  %60 = phi i32 [ 1, %47 ], [ %54, %52 ]
  %61 = zext nneg i32 %60 to i64
  %62 = and i64 %61, 3
  %63 = icmp samesign ult i32 %60, 4
  br i1 %63, label %102, label %64

64:                                               ; preds = %59
  %65 = and i64 %61, 2147483644
  br label %66

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %97, %66 ]
  %68 = phi i64 [ 0, %64 ], [ %96, %66 ]
  %69 = phi i64 [ 0, %64 ], [ %98, %66 ]
  %70 = trunc i64 %68 to i32
  %71 = getelementptr inbounds nuw i32, ptr %40, i64 %67
  store i32 %70, ptr %71, align 4, !tbaa !5
  %72 = getelementptr inbounds nuw i32, ptr %28, i64 %67
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %68, %74
  %76 = or disjoint i64 %67, 1
  %77 = trunc i64 %75 to i32
  %78 = getelementptr inbounds nuw i32, ptr %40, i64 %76
  store i32 %77, ptr %78, align 4, !tbaa !5
  %79 = getelementptr inbounds nuw i32, ptr %28, i64 %76
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %75, %81
  %83 = or disjoint i64 %67, 2
  %84 = trunc i64 %82 to i32
  %85 = getelementptr inbounds nuw i32, ptr %40, i64 %83
  store i32 %84, ptr %85, align 4, !tbaa !5
  %86 = getelementptr inbounds nuw i32, ptr %28, i64 %83
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %82, %88
  %90 = or disjoint i64 %67, 3
  %91 = trunc i64 %89 to i32
  %92 = getelementptr inbounds nuw i32, ptr %40, i64 %90
  store i32 %91, ptr %92, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i32, ptr %28, i64 %90
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = sext i32 %94 to i64
  %96 = add nsw i64 %89, %95
  %97 = add nuw nsw i64 %67, 4
  %98 = add i64 %69, 4
  %99 = icmp eq i64 %98, %65
  br i1 %99, label %100, label %66, !llvm.loop !238

100:                                              ; preds = %66
  %101 = icmp eq i64 %62, 0
  br i1 %101, label %119, label %102

102:                                              ; preds = %100, %59
  %103 = phi i64 [ 0, %59 ], [ %97, %100 ]
  %104 = phi i64 [ 0, %59 ], [ %96, %100 ]
  %105 = icmp ne i64 %62, 0
  tail call void @llvm.assume(i1 %105)
  br label %106

106:                                              ; preds = %106, %102
  %107 = phi i64 [ %116, %106 ], [ %103, %102 ]
  %108 = phi i64 [ %115, %106 ], [ %104, %102 ]
  %109 = phi i64 [ %117, %106 ], [ 0, %102 ]
  %110 = trunc i64 %108 to i32
  %111 = getelementptr inbounds nuw i32, ptr %40, i64 %107
  store i32 %110, ptr %111, align 4, !tbaa !5
  %112 = getelementptr inbounds nuw i32, ptr %28, i64 %107
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = sext i32 %113 to i64
  %115 = add nsw i64 %108, %114
  %116 = add nuw nsw i64 %107, 1
  %117 = add i64 %109, 1
  %118 = icmp eq i64 %117, %62
  br i1 %118, label %119, label %106, !llvm.loop !257

119:                                              ; preds = %100, %106, %52
  %120 = phi i64 [ 0, %52 ], [ %96, %100 ], [ %115, %106 ]
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i64 %120, ptr %121, align 8, !tbaa !111
  ret void
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_iallreduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9) local_unnamed_addr #7 {
  %11 = alloca %struct.plan, align 8
  %12 = icmp slt i32 %7, 0
  %13 = select i1 %12, ptr @.str.25, ptr @.str.26
  switch i32 %5, label %16 [
    i32 -1946157055, label %14
    i32 1275072547, label %14
  ]

14:                                               ; preds = %10, %10
  %15 = sext i32 %6 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %13, ptr noundef nonnull @.str.27, i64 noundef %15) #30
  unreachable

16:                                               ; preds = %10
  %17 = icmp eq i32 %5, 1275069450
  %18 = select i1 %17, i32 2, i32 0
  %19 = icmp eq i32 %5, 1275070475
  %20 = select i1 %19, i32 1, i32 %18
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %16
  br i1 %12, label %23, label %25

23:                                               ; preds = %22
  %24 = tail call i32 @MPI_Iallreduce(ptr noundef %0, ptr noundef %2, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %8, ptr noundef %9) #27
  br label %29

25:                                               ; preds = %22
  %26 = tail call i32 @MPI_Ireduce(ptr noundef %0, ptr noundef %2, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9) #27
  br label %29

27:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  call fastcc void @plan_red(ptr noundef %11, ptr noundef nonnull %13, i32 noundef %4, i32 noundef %5, i32 noundef %7, i32 noundef %8)
  %28 = call fastcc ptr @icoll_aug(ptr noundef %11, i32 noundef %20, i32 noundef %6, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  br label %29

29:                                               ; preds = %23, %25, %27
  %30 = phi ptr [ %28, %27 ], [ null, %25 ], [ null, %23 ]
  ret ptr %30
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_scan(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #7 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = icmp eq i32 %9, 0
  %16 = select i1 %15, ptr @.str.29, ptr @.str.28
  %17 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %18 = icmp eq i32 %6, 1275069450
  %19 = select i1 %18, i32 2, i32 0
  %20 = icmp eq i32 %6, 1275070475
  %21 = select i1 %20, i32 1, i32 %19
  %22 = select i1 %17, ptr %2, ptr %0
  %23 = select i1 %17, ptr %3, ptr %1
  %24 = icmp eq i32 %21, 0
  br i1 %24, label %25, label %35

25:                                               ; preds = %10
  %26 = icmp eq ptr %23, null
  br i1 %26, label %30, label %27

27:                                               ; preds = %25
  switch i32 %6, label %28 [
    i32 1275070475, label %30
    i32 1275069450, label %30
  ]

28:                                               ; preds = %27
  %29 = sext i32 %6 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %16, ptr noundef nonnull @.str.34, i64 noundef %29) #30
  unreachable

30:                                               ; preds = %25, %27, %27
  br i1 %15, label %33, label %31

31:                                               ; preds = %30
  %32 = tail call i32 @MPI_Exscan(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  br label %591

33:                                               ; preds = %30
  %34 = tail call i32 @MPI_Scan(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  br label %591

35:                                               ; preds = %10
  %36 = add i32 %7, -1476395009
  %37 = icmp ult i32 %36, 4
  br i1 %37, label %59, label %38

38:                                               ; preds = %35
  %39 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %57

41:                                               ; preds = %38
  %42 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %43 = zext nneg i32 %39 to i64
  br label %47

44:                                               ; preds = %47
  %45 = add nuw nsw i64 %48, 1
  %46 = icmp eq i64 %45, %43
  br i1 %46, label %57, label %47, !llvm.loop !198

47:                                               ; preds = %44, %41
  %48 = phi i64 [ 0, %41 ], [ %45, %44 ]
  %49 = getelementptr inbounds nuw %struct.op_reg, ptr %42, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !42
  %51 = icmp eq i32 %50, %7
  br i1 %51, label %52, label %44

52:                                               ; preds = %47
  %53 = getelementptr inbounds nuw %struct.op_reg, ptr %42, i64 %48
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %55 = load i32, ptr %54, align 4, !tbaa !44
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %63

57:                                               ; preds = %44, %52, %38
  %58 = sext i32 %7 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %16, ptr noundef nonnull @.str.45, i64 noundef %58) #30
  unreachable

59:                                               ; preds = %35
  %60 = zext nneg i32 %36 to i64
  %61 = getelementptr inbounds nuw i32, ptr @switch.table.__mpiad_aug_reduce_local, i64 %60
  %62 = load i32, ptr %61, align 4
  br label %63

63:                                               ; preds = %59, %52
  %64 = phi i32 [ %55, %52 ], [ %62, %59 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %65 = add nsw i32 %4, 1
  %66 = call i32 @MPI_Comm_rank(i32 noundef %8, ptr noundef nonnull %12) #27
  %67 = call i32 @MPI_Comm_size(i32 noundef %8, ptr noundef nonnull %13) #27
  %68 = load i32, ptr %12, align 4
  %69 = icmp ne i32 %68, 0
  %70 = select i1 %15, i1 true, i1 %69
  %71 = sext i32 %5 to i64
  %72 = sext i32 %65 to i64
  %73 = mul nsw i64 %71, %72
  %74 = select i1 %18, i64 2, i64 3
  %75 = shl i64 %73, %74
  %76 = or disjoint i64 %75, 1
  %77 = call noalias ptr @malloc(i64 noundef %76) #29
  %78 = call noalias ptr @malloc(i64 noundef %76) #29
  %79 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %80 = icmp slt i32 %79, 0
  br i1 %80, label %81, label %90

81:                                               ; preds = %63
  %82 = call ptr @getenv(ptr noundef nonnull @.str.33) #27
  %83 = icmp eq ptr %82, null
  br i1 %83, label %88, label %84

84:                                               ; preds = %81
  %85 = load i8, ptr %82, align 1, !tbaa !14
  %86 = icmp ne i8 %85, 48
  %87 = zext i1 %86 to i32
  br label %88

88:                                               ; preds = %84, %81
  %89 = phi i32 [ 1, %81 ], [ %87, %84 ]
  store i32 %89, ptr @fuse_flag, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %63, %88
  %91 = phi i32 [ %89, %88 ], [ %79, %63 ]
  %92 = icmp eq i32 %91, 0
  %93 = add i32 %7, -1476395013
  %94 = icmp ult i32 %93, -4
  %95 = or i1 %94, %92
  br i1 %95, label %350, label %96

96:                                               ; preds = %90
  %97 = icmp eq i32 %64, 1
  br i1 %97, label %98, label %185

98:                                               ; preds = %96
  %99 = shl nsw i64 %71, %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %77, ptr readonly align 1 %22, i64 %99, i1 false)
  %100 = icmp sgt i32 %4, 0
  br i1 %100, label %101, label %145

101:                                              ; preds = %98
  %102 = icmp eq ptr %23, null
  %103 = zext nneg i32 %4 to i64
  %104 = and i64 %103, 1
  %105 = icmp eq i32 %4, 1
  br i1 %105, label %134, label %106

106:                                              ; preds = %101
  %107 = and i64 %103, 2147483646
  br label %108

108:                                              ; preds = %128, %106
  %109 = phi i64 [ 0, %106 ], [ %129, %128 ]
  %110 = phi ptr [ %77, %106 ], [ %120, %128 ]
  %111 = phi i64 [ 0, %106 ], [ %130, %128 ]
  %112 = getelementptr inbounds nuw i8, ptr %110, i64 %99
  br i1 %102, label %118, label %113

113:                                              ; preds = %108
  %114 = getelementptr inbounds nuw ptr, ptr %23, i64 %109
  %115 = load ptr, ptr %114, align 8, !tbaa !15
  %116 = icmp eq ptr %115, null
  br i1 %116, label %118, label %117

117:                                              ; preds = %113
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %112, ptr nonnull align 1 %115, i64 %99, i1 false)
  br label %119

118:                                              ; preds = %113, %108
  call void @llvm.memset.p0.i64(ptr align 1 %112, i8 0, i64 %99, i1 false)
  br label %119

119:                                              ; preds = %118, %117
  %120 = getelementptr inbounds nuw i8, ptr %112, i64 %99
  br i1 %102, label %127, label %121

121:                                              ; preds = %119
  %122 = getelementptr inbounds nuw ptr, ptr %23, i64 %109
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 8
  %124 = load ptr, ptr %123, align 8, !tbaa !15
  %125 = icmp eq ptr %124, null
  br i1 %125, label %127, label %126

126:                                              ; preds = %121
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %120, ptr nonnull align 1 %124, i64 %99, i1 false)
  br label %128

127:                                              ; preds = %121, %119
  call void @llvm.memset.p0.i64(ptr align 1 %120, i8 0, i64 %99, i1 false)
  br label %128

128:                                              ; preds = %127, %126
  %129 = add nuw nsw i64 %109, 2
  %130 = add i64 %111, 2
  %131 = icmp eq i64 %130, %107
  br i1 %131, label %132, label %108, !llvm.loop !16

132:                                              ; preds = %128
  %133 = icmp eq i64 %104, 0
  br i1 %133, label %145, label %134

134:                                              ; preds = %132, %101
  %135 = phi i64 [ 0, %101 ], [ %129, %132 ]
  %136 = phi ptr [ %77, %101 ], [ %120, %132 ]
  %137 = icmp ne i64 %104, 0
  call void @llvm.assume(i1 %137)
  %138 = getelementptr inbounds nuw i8, ptr %136, i64 %99
  br i1 %102, label %144, label %139

139:                                              ; preds = %134
  %140 = getelementptr inbounds nuw ptr, ptr %23, i64 %135
  %141 = load ptr, ptr %140, align 8, !tbaa !15
  %142 = icmp eq ptr %141, null
  br i1 %142, label %144, label %143

143:                                              ; preds = %139
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %138, ptr nonnull align 1 %141, i64 %99, i1 false)
  br label %145

144:                                              ; preds = %139, %134
  call void @llvm.memset.p0.i64(ptr align 1 %138, i8 0, i64 %99, i1 false)
  br label %145

145:                                              ; preds = %132, %144, %143, %98
  %146 = mul nsw i32 %5, %65
  br i1 %15, label %149, label %147

147:                                              ; preds = %145
  %148 = call i32 @MPI_Exscan(ptr noundef %77, ptr noundef %78, i32 noundef %146, i32 noundef %6, i32 noundef 1476395011, i32 noundef %8) #27
  br label %151

149:                                              ; preds = %145
  %150 = call i32 @MPI_Scan(ptr noundef %77, ptr noundef %78, i32 noundef %146, i32 noundef %6, i32 noundef 1476395011, i32 noundef %8) #27
  br label %151

151:                                              ; preds = %147, %149
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ]
  br i1 %70, label %153, label %587

153:                                              ; preds = %151
  %154 = icmp eq ptr %2, null
  br i1 %154, label %156, label %155

155:                                              ; preds = %153
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr readonly align 1 %78, i64 %99, i1 false)
  br label %156

156:                                              ; preds = %155, %153
  %157 = icmp ne ptr %3, null
  %158 = and i1 %157, %100
  br i1 %158, label %159, label %587

159:                                              ; preds = %156
  %160 = zext nneg i32 %4 to i64
  %161 = and i64 %160, 1
  %162 = icmp eq i32 %4, 1
  br i1 %162, label %578, label %163

163:                                              ; preds = %159
  %164 = and i64 %160, 2147483646
  br label %165

165:                                              ; preds = %181, %163
  %166 = phi i64 [ 0, %163 ], [ %182, %181 ]
  %167 = phi ptr [ %78, %163 ], [ %175, %181 ]
  %168 = phi i64 [ 0, %163 ], [ %183, %181 ]
  %169 = getelementptr inbounds nuw i8, ptr %167, i64 %99
  %170 = getelementptr inbounds nuw ptr, ptr %3, i64 %166
  %171 = load ptr, ptr %170, align 8, !tbaa !15
  %172 = icmp eq ptr %171, null
  br i1 %172, label %174, label %173

173:                                              ; preds = %165
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %171, ptr align 1 %169, i64 %99, i1 false)
  br label %174

174:                                              ; preds = %173, %165
  %175 = getelementptr inbounds nuw i8, ptr %169, i64 %99
  %176 = getelementptr inbounds nuw ptr, ptr %3, i64 %166
  %177 = getelementptr inbounds nuw i8, ptr %176, i64 8
  %178 = load ptr, ptr %177, align 8, !tbaa !15
  %179 = icmp eq ptr %178, null
  br i1 %179, label %181, label %180

180:                                              ; preds = %174
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %178, ptr align 1 %175, i64 %99, i1 false)
  br label %181

181:                                              ; preds = %180, %174
  %182 = add nuw nsw i64 %166, 2
  %183 = add i64 %168, 2
  %184 = icmp eq i64 %183, %164
  br i1 %184, label %576, label %165, !llvm.loop !41

185:                                              ; preds = %96
  %186 = icmp sgt i32 %5, 0
  br i1 %186, label %187, label %232

187:                                              ; preds = %185
  %188 = icmp sgt i32 %4, 0
  %189 = icmp eq ptr %23, null
  %190 = zext nneg i32 %4 to i64
  br label %191

191:                                              ; preds = %205, %187
  %192 = phi i64 [ 0, %187 ], [ %206, %205 ]
  %193 = mul nsw i64 %192, %72
  br i1 %20, label %194, label %198

194:                                              ; preds = %191
  %195 = getelementptr inbounds nuw double, ptr %22, i64 %192
  %196 = load double, ptr %195, align 8, !tbaa !32
  %197 = getelementptr inbounds double, ptr %77, i64 %193
  store double %196, ptr %197, align 8, !tbaa !32
  br label %202

198:                                              ; preds = %191
  %199 = getelementptr inbounds nuw float, ptr %22, i64 %192
  %200 = load float, ptr %199, align 4, !tbaa !27
  %201 = getelementptr inbounds float, ptr %77, i64 %193
  store float %200, ptr %201, align 4, !tbaa !27
  br label %202

202:                                              ; preds = %198, %194
  br i1 %188, label %203, label %205

203:                                              ; preds = %202
  %204 = add nuw nsw i64 %193, 1
  br label %208

205:                                              ; preds = %229, %202
  %206 = add nuw nsw i64 %192, 1
  %207 = icmp eq i64 %206, %71
  br i1 %207, label %232, label %191, !llvm.loop !206

208:                                              ; preds = %229, %203
  %209 = phi i64 [ 0, %203 ], [ %230, %229 ]
  %210 = add nuw nsw i64 %204, %209
  br i1 %189, label %222, label %211

211:                                              ; preds = %208
  %212 = getelementptr inbounds nuw ptr, ptr %23, i64 %209
  %213 = load ptr, ptr %212, align 8, !tbaa !15
  %214 = icmp eq ptr %213, null
  br i1 %214, label %222, label %215

215:                                              ; preds = %211
  br i1 %20, label %216, label %219

216:                                              ; preds = %215
  %217 = getelementptr inbounds nuw double, ptr %213, i64 %192
  %218 = load double, ptr %217, align 8, !tbaa !32
  br label %223

219:                                              ; preds = %215
  %220 = getelementptr inbounds nuw float, ptr %213, i64 %192
  %221 = load float, ptr %220, align 4, !tbaa !27
  br label %226

222:                                              ; preds = %211, %208
  br i1 %20, label %223, label %226

223:                                              ; preds = %222, %216
  %224 = phi double [ %218, %216 ], [ 0.000000e+00, %222 ]
  %225 = getelementptr inbounds nuw double, ptr %77, i64 %210
  store double %224, ptr %225, align 8, !tbaa !32
  br label %229

226:                                              ; preds = %222, %219
  %227 = phi float [ %221, %219 ], [ 0.000000e+00, %222 ]
  %228 = getelementptr inbounds nuw float, ptr %77, i64 %210
  store float %227, ptr %228, align 4, !tbaa !27
  br label %229

229:                                              ; preds = %226, %223
  %230 = add nuw nsw i64 %209, 1
  %231 = icmp eq i64 %230, %190
  br i1 %231, label %205, label %208, !llvm.loop !207

232:                                              ; preds = %205, %185
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %233 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %234 = icmp sgt i32 %233, 0
  br i1 %234, label %235, label %252

235:                                              ; preds = %232
  %236 = zext nneg i32 %233 to i64
  br label %237

237:                                              ; preds = %246, %235
  %238 = phi i64 [ 0, %235 ], [ %247, %246 ]
  %239 = getelementptr inbounds nuw %struct.anon.1, ptr @tup_types, i64 %238
  %240 = load i32, ptr %239, align 4, !tbaa !208
  %241 = icmp eq i32 %240, %21
  br i1 %241, label %242, label %246

242:                                              ; preds = %237
  %243 = getelementptr inbounds nuw i8, ptr %239, i64 4
  %244 = load i32, ptr %243, align 4, !tbaa !210
  %245 = icmp eq i32 %244, %4
  br i1 %245, label %249, label %246

246:                                              ; preds = %242, %237
  %247 = add nuw nsw i64 %238, 1
  %248 = icmp eq i64 %247, %236
  br i1 %248, label %252, label %237, !llvm.loop !211

249:                                              ; preds = %242
  %250 = getelementptr inbounds nuw i8, ptr %239, i64 8
  %251 = load i32, ptr %250, align 4, !tbaa !212
  br label %266

252:                                              ; preds = %246, %232
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %253 = select i1 %20, i32 1275070475, i32 1275069450
  %254 = call i32 @MPI_Type_contiguous(i32 noundef %65, i32 noundef %253, ptr noundef nonnull %11) #27
  %255 = call i32 @MPI_Type_commit(ptr noundef nonnull %11) #27
  %256 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %257 = icmp ne i32 %256, 16
  %258 = load i32, ptr %11, align 4, !tbaa !5
  br i1 %257, label %259, label %265

259:                                              ; preds = %252
  %260 = sext i32 %256 to i64
  %261 = getelementptr inbounds %struct.anon.1, ptr @tup_types, i64 %260
  store i32 %21, ptr %261, align 4, !tbaa !208
  %262 = getelementptr inbounds nuw i8, ptr %261, i64 4
  store i32 %4, ptr %262, align 4, !tbaa !210
  %263 = add nsw i32 %256, 1
  store i32 %263, ptr @n_tup_types, align 4, !tbaa !5
  %264 = getelementptr inbounds nuw i8, ptr %261, i64 8
  store i32 %258, ptr %264, align 4, !tbaa !212
  br label %265

265:                                              ; preds = %259, %252
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  br label %266

266:                                              ; preds = %249, %265
  %267 = phi i1 [ true, %249 ], [ %257, %265 ]
  %268 = phi i32 [ %251, %249 ], [ %258, %265 ]
  store i32 %268, ptr %14, align 4, !tbaa !5
  %269 = add nsw i32 %21, -1
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops_made, i64 %270
  %272 = sext i32 %64 to i64
  %273 = getelementptr inbounds i32, ptr %271, i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !5
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %276, label %292

276:                                              ; preds = %266
  %277 = icmp eq i32 %64, 2
  br i1 %20, label %278, label %282

278:                                              ; preds = %276
  br i1 %277, label %286, label %279

279:                                              ; preds = %278
  %280 = icmp eq i32 %64, 3
  %281 = select i1 %280, ptr @tup_min_d, ptr @tup_max_d
  br label %286

282:                                              ; preds = %276
  br i1 %277, label %286, label %283

283:                                              ; preds = %282
  %284 = icmp eq i32 %64, 3
  %285 = select i1 %284, ptr @tup_min_f, ptr @tup_max_f
  br label %286

286:                                              ; preds = %283, %282, %279, %278
  %287 = phi ptr [ @tup_prod_d, %278 ], [ %281, %279 ], [ %285, %283 ], [ @tup_prod_f, %282 ]
  %288 = zext i1 %277 to i32
  %289 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops, i64 %270
  %290 = getelementptr inbounds i32, ptr %289, i64 %272
  %291 = call i32 @MPI_Op_create(ptr noundef nonnull %287, i32 noundef %288, ptr noundef nonnull %290) #27
  store i32 1, ptr %273, align 4, !tbaa !5
  br label %292

292:                                              ; preds = %266, %286
  %293 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops, i64 %270
  %294 = getelementptr inbounds i32, ptr %293, i64 %272
  %295 = load i32, ptr %294, align 4, !tbaa !5
  br i1 %15, label %298, label %296

296:                                              ; preds = %292
  %297 = call i32 @MPI_Exscan(ptr noundef %77, ptr noundef %78, i32 noundef %5, i32 noundef %268, i32 noundef %295, i32 noundef %8) #27
  br label %300

298:                                              ; preds = %292
  %299 = call i32 @MPI_Scan(ptr noundef %77, ptr noundef %78, i32 noundef %5, i32 noundef %268, i32 noundef %295, i32 noundef %8) #27
  br label %300

300:                                              ; preds = %296, %298
  %301 = phi i32 [ %297, %296 ], [ %299, %298 ]
  br i1 %267, label %304, label %302

302:                                              ; preds = %300
  %303 = call i32 @MPI_Type_free(ptr noundef nonnull %14) #27
  br label %304

304:                                              ; preds = %302, %300
  %305 = and i1 %186, %70
  br i1 %305, label %306, label %349

306:                                              ; preds = %304
  %307 = icmp eq ptr %2, null
  %308 = icmp eq ptr %3, null
  %309 = icmp slt i32 %4, 1
  %310 = or i1 %308, %309
  %311 = zext nneg i32 %4 to i64
  br label %312

312:                                              ; preds = %346, %306
  %313 = phi i64 [ 0, %306 ], [ %347, %346 ]
  br i1 %307, label %324, label %314

314:                                              ; preds = %312
  %315 = mul nsw i64 %313, %72
  br i1 %20, label %316, label %320

316:                                              ; preds = %314
  %317 = getelementptr inbounds double, ptr %78, i64 %315
  %318 = load double, ptr %317, align 8, !tbaa !32
  %319 = getelementptr inbounds nuw double, ptr %2, i64 %313
  store double %318, ptr %319, align 8, !tbaa !32
  br label %324

320:                                              ; preds = %314
  %321 = getelementptr inbounds float, ptr %78, i64 %315
  %322 = load float, ptr %321, align 4, !tbaa !27
  %323 = getelementptr inbounds nuw float, ptr %2, i64 %313
  store float %322, ptr %323, align 4, !tbaa !27
  br label %324

324:                                              ; preds = %320, %316, %312
  br i1 %310, label %346, label %325

325:                                              ; preds = %324
  %326 = mul nuw nsw i64 %313, %72
  %327 = add nuw nsw i64 %326, 1
  br label %328

328:                                              ; preds = %343, %325
  %329 = phi i64 [ 0, %325 ], [ %344, %343 ]
  %330 = getelementptr inbounds nuw ptr, ptr %3, i64 %329
  %331 = load ptr, ptr %330, align 8, !tbaa !15
  %332 = icmp eq ptr %331, null
  br i1 %332, label %343, label %333

333:                                              ; preds = %328
  %334 = add nuw nsw i64 %327, %329
  br i1 %20, label %335, label %339

335:                                              ; preds = %333
  %336 = getelementptr inbounds nuw double, ptr %78, i64 %334
  %337 = load double, ptr %336, align 8, !tbaa !32
  %338 = getelementptr inbounds nuw double, ptr %331, i64 %313
  store double %337, ptr %338, align 8, !tbaa !32
  br label %343

339:                                              ; preds = %333
  %340 = getelementptr inbounds nuw float, ptr %78, i64 %334
  %341 = load float, ptr %340, align 4, !tbaa !27
  %342 = getelementptr inbounds nuw float, ptr %331, i64 %313
  store float %341, ptr %342, align 4, !tbaa !27
  br label %343

343:                                              ; preds = %339, %335, %328
  %344 = add nuw nsw i64 %329, 1
  %345 = icmp eq i64 %344, %311
  br i1 %345, label %346, label %328, !llvm.loop !138

346:                                              ; preds = %343, %324
  %347 = add nuw nsw i64 %313, 1
  %348 = icmp eq i64 %347, %71
  br i1 %348, label %349, label %312, !llvm.loop !139

349:                                              ; preds = %346, %304
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  br label %587

350:                                              ; preds = %90
  %351 = shl nsw i64 %71, %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %77, ptr readonly align 1 %22, i64 %351, i1 false)
  %352 = icmp sgt i32 %4, 0
  br i1 %352, label %353, label %397

353:                                              ; preds = %350
  %354 = icmp eq ptr %23, null
  %355 = zext nneg i32 %4 to i64
  %356 = and i64 %355, 1
  %357 = icmp eq i32 %4, 1
  br i1 %357, label %386, label %358

358:                                              ; preds = %353
  %359 = and i64 %355, 2147483646
  br label %360

360:                                              ; preds = %380, %358
  %361 = phi i64 [ 0, %358 ], [ %381, %380 ]
  %362 = phi ptr [ %77, %358 ], [ %372, %380 ]
  %363 = phi i64 [ 0, %358 ], [ %382, %380 ]
  %364 = getelementptr inbounds nuw i8, ptr %362, i64 %351
  br i1 %354, label %370, label %365

365:                                              ; preds = %360
  %366 = getelementptr inbounds nuw ptr, ptr %23, i64 %361
  %367 = load ptr, ptr %366, align 8, !tbaa !15
  %368 = icmp eq ptr %367, null
  br i1 %368, label %370, label %369

369:                                              ; preds = %365
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %364, ptr nonnull align 1 %367, i64 %351, i1 false)
  br label %371

370:                                              ; preds = %365, %360
  call void @llvm.memset.p0.i64(ptr align 1 %364, i8 0, i64 %351, i1 false)
  br label %371

371:                                              ; preds = %370, %369
  %372 = getelementptr inbounds nuw i8, ptr %364, i64 %351
  br i1 %354, label %379, label %373

373:                                              ; preds = %371
  %374 = getelementptr inbounds nuw ptr, ptr %23, i64 %361
  %375 = getelementptr inbounds nuw i8, ptr %374, i64 8
  %376 = load ptr, ptr %375, align 8, !tbaa !15
  %377 = icmp eq ptr %376, null
  br i1 %377, label %379, label %378

378:                                              ; preds = %373
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %372, ptr nonnull align 1 %376, i64 %351, i1 false)
  br label %380

379:                                              ; preds = %373, %371
  call void @llvm.memset.p0.i64(ptr align 1 %372, i8 0, i64 %351, i1 false)
  br label %380

380:                                              ; preds = %379, %378
  %381 = add nuw nsw i64 %361, 2
  %382 = add i64 %363, 2
  %383 = icmp eq i64 %382, %359
  br i1 %383, label %384, label %360, !llvm.loop !16

384:                                              ; preds = %380
  %385 = icmp eq i64 %356, 0
  br i1 %385, label %397, label %386

386:                                              ; preds = %384, %353
  %387 = phi i64 [ 0, %353 ], [ %381, %384 ]
  %388 = phi ptr [ %77, %353 ], [ %372, %384 ]
  %389 = icmp ne i64 %356, 0
  call void @llvm.assume(i1 %389)
  %390 = getelementptr inbounds nuw i8, ptr %388, i64 %351
  br i1 %354, label %396, label %391

391:                                              ; preds = %386
  %392 = getelementptr inbounds nuw ptr, ptr %23, i64 %387
  %393 = load ptr, ptr %392, align 8, !tbaa !15
  %394 = icmp eq ptr %393, null
  br i1 %394, label %396, label %395

395:                                              ; preds = %391
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %390, ptr nonnull align 1 %393, i64 %351, i1 false)
  br label %397

396:                                              ; preds = %391, %386
  call void @llvm.memset.p0.i64(ptr align 1 %390, i8 0, i64 %351, i1 false)
  br label %397

397:                                              ; preds = %384, %396, %395, %350
  br i1 %15, label %400, label %398

398:                                              ; preds = %397
  %399 = call i32 @MPI_Exscan(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  br label %402

400:                                              ; preds = %397
  %401 = call i32 @MPI_Scan(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  br label %402

402:                                              ; preds = %398, %400
  %403 = phi i32 [ %399, %398 ], [ %401, %400 ]
  %404 = load i32, ptr %13, align 4, !tbaa !5
  %405 = sext i32 %404 to i64
  %406 = mul i64 %76, %405
  %407 = call noalias ptr @malloc(i64 noundef %406) #29
  %408 = mul nsw i32 %5, %65
  %409 = call i32 @MPI_Allgather(ptr noundef %77, i32 noundef %408, i32 noundef %6, ptr noundef %407, i32 noundef %408, i32 noundef %6, i32 noundef %8) #27
  %410 = icmp ne ptr %3, null
  %411 = and i1 %410, %70
  %412 = and i1 %411, %352
  br i1 %412, label %413, label %430

413:                                              ; preds = %402
  %414 = load i32, ptr %12, align 4
  %415 = xor i1 %15, true
  %416 = sext i1 %415 to i32
  %417 = add i32 %414, %416
  %418 = icmp slt i32 %5, 1
  %419 = icmp slt i32 %417, 0
  %420 = add i32 %417, 1
  %421 = zext i32 %420 to i64
  %422 = icmp sgt i32 %417, 0
  %423 = icmp eq i32 %64, 3
  %424 = zext nneg i32 %4 to i64
  %425 = and i64 %421, 1
  %426 = icmp eq i32 %417, 0
  %427 = and i64 %421, 4294967294
  %428 = icmp eq i64 %425, 0
  %429 = icmp ne i64 %425, 0
  br label %431

430:                                              ; preds = %574, %402
  call void @free(ptr noundef %77) #27
  br label %587

431:                                              ; preds = %413, %574
  %432 = phi i64 [ 0, %413 ], [ %437, %574 ]
  %433 = getelementptr inbounds nuw ptr, ptr %3, i64 %432
  %434 = load ptr, ptr %433, align 8, !tbaa !15
  %435 = icmp eq ptr %434, null
  %436 = or i1 %435, %418
  %437 = add nuw nsw i64 %432, 1
  br i1 %436, label %574, label %438

438:                                              ; preds = %431
  %439 = mul nuw nsw i64 %437, %71
  br label %440

440:                                              ; preds = %438, %453
  %441 = phi i64 [ 0, %438 ], [ %454, %453 ]
  br i1 %419, label %446, label %442

442:                                              ; preds = %440
  %443 = getelementptr inbounds nuw float, ptr %407, i64 %441
  %444 = getelementptr inbounds nuw double, ptr %407, i64 %441
  %445 = add nuw nsw i64 %441, %439
  br label %456

446:                                              ; preds = %569, %440
  %447 = phi double [ 0.000000e+00, %440 ], [ %571, %569 ]
  br i1 %20, label %448, label %450

448:                                              ; preds = %446
  %449 = getelementptr inbounds nuw double, ptr %434, i64 %441
  store double %447, ptr %449, align 8, !tbaa !32
  br label %453

450:                                              ; preds = %446
  %451 = fptrunc double %447 to float
  %452 = getelementptr inbounds nuw float, ptr %434, i64 %441
  store float %451, ptr %452, align 4, !tbaa !27
  br label %453

453:                                              ; preds = %448, %450
  %454 = add nuw nsw i64 %441, 1
  %455 = icmp eq i64 %454, %71
  br i1 %455, label %574, label %440, !llvm.loop !258

456:                                              ; preds = %442, %569
  %457 = phi i64 [ 0, %442 ], [ %572, %569 ]
  %458 = phi double [ 0.000000e+00, %442 ], [ %571, %569 ]
  switch i32 %64, label %500 [
    i32 1, label %558
    i32 2, label %459
  ]

459:                                              ; preds = %456
  br i1 %426, label %541, label %460

460:                                              ; preds = %459, %495
  %461 = phi i64 [ %497, %495 ], [ 0, %459 ]
  %462 = phi double [ %496, %495 ], [ 1.000000e+00, %459 ]
  %463 = phi i64 [ %498, %495 ], [ 0, %459 ]
  %464 = icmp eq i64 %461, %457
  br i1 %464, label %478, label %465

465:                                              ; preds = %460
  %466 = mul nuw nsw i64 %461, %73
  %467 = add nuw nsw i64 %466, %441
  br i1 %20, label %468, label %471

468:                                              ; preds = %465
  %469 = getelementptr inbounds nuw double, ptr %407, i64 %467
  %470 = load double, ptr %469, align 8, !tbaa !32
  br label %475

471:                                              ; preds = %465
  %472 = getelementptr inbounds nuw float, ptr %407, i64 %467
  %473 = load float, ptr %472, align 4, !tbaa !27
  %474 = fpext float %473 to double
  br label %475

475:                                              ; preds = %471, %468
  %476 = phi double [ %470, %468 ], [ %474, %471 ]
  %477 = fmul double %462, %476
  br label %478

478:                                              ; preds = %475, %460
  %479 = phi double [ %477, %475 ], [ %462, %460 ]
  %480 = or disjoint i64 %461, 1
  %481 = icmp eq i64 %480, %457
  br i1 %481, label %495, label %482

482:                                              ; preds = %478
  %483 = mul nuw nsw i64 %480, %73
  %484 = add nuw nsw i64 %483, %441
  br i1 %20, label %489, label %485

485:                                              ; preds = %482
  %486 = getelementptr inbounds nuw float, ptr %407, i64 %484
  %487 = load float, ptr %486, align 4, !tbaa !27
  %488 = fpext float %487 to double
  br label %492

489:                                              ; preds = %482
  %490 = getelementptr inbounds nuw double, ptr %407, i64 %484
  %491 = load double, ptr %490, align 8, !tbaa !32
  br label %492

492:                                              ; preds = %489, %485
  %493 = phi double [ %491, %489 ], [ %488, %485 ]
  %494 = fmul double %479, %493
  br label %495

495:                                              ; preds = %492, %478
  %496 = phi double [ %494, %492 ], [ %479, %478 ]
  %497 = add nuw nsw i64 %461, 2
  %498 = add i64 %463, 2
  %499 = icmp eq i64 %498, %427
  br i1 %499, label %540, label %460, !llvm.loop !143

500:                                              ; preds = %456
  br i1 %20, label %501, label %503

501:                                              ; preds = %500
  %502 = load double, ptr %444, align 8, !tbaa !32
  br label %506

503:                                              ; preds = %500
  %504 = load float, ptr %443, align 4, !tbaa !27
  %505 = fpext float %504 to double
  br label %506

506:                                              ; preds = %503, %501
  %507 = phi double [ %502, %501 ], [ %505, %503 ]
  br i1 %422, label %514, label %510

508:                                              ; preds = %535
  %509 = zext i32 %536 to i64
  br label %510

510:                                              ; preds = %508, %506
  %511 = phi i64 [ 0, %506 ], [ %509, %508 ]
  %512 = icmp eq i64 %511, %457
  %513 = select i1 %512, double 1.000000e+00, double 0.000000e+00
  br label %558

514:                                              ; preds = %506, %535
  %515 = phi i64 [ %538, %535 ], [ 1, %506 ]
  %516 = phi double [ %537, %535 ], [ %507, %506 ]
  %517 = phi i32 [ %536, %535 ], [ 0, %506 ]
  %518 = mul nuw nsw i64 %515, %73
  %519 = add nuw nsw i64 %518, %441
  br i1 %20, label %520, label %523

520:                                              ; preds = %514
  %521 = getelementptr inbounds nuw double, ptr %407, i64 %519
  %522 = load double, ptr %521, align 8, !tbaa !32
  br label %527

523:                                              ; preds = %514
  %524 = getelementptr inbounds nuw float, ptr %407, i64 %519
  %525 = load float, ptr %524, align 4, !tbaa !27
  %526 = fpext float %525 to double
  br label %527

527:                                              ; preds = %523, %520
  %528 = phi double [ %522, %520 ], [ %526, %523 ]
  br i1 %423, label %529, label %531

529:                                              ; preds = %527
  %530 = fcmp olt double %528, %516
  br i1 %530, label %533, label %535

531:                                              ; preds = %527
  %532 = fcmp ogt double %528, %516
  br i1 %532, label %533, label %535

533:                                              ; preds = %531, %529
  %534 = trunc nuw nsw i64 %515 to i32
  br label %535

535:                                              ; preds = %533, %531, %529
  %536 = phi i32 [ %534, %533 ], [ %517, %529 ], [ %517, %531 ]
  %537 = phi double [ %528, %533 ], [ %516, %529 ], [ %516, %531 ]
  %538 = add nuw nsw i64 %515, 1
  %539 = icmp eq i64 %538, %421
  br i1 %539, label %508, label %514, !llvm.loop !144

540:                                              ; preds = %495
  br i1 %428, label %558, label %541

541:                                              ; preds = %540, %459
  %542 = phi i64 [ 0, %459 ], [ %497, %540 ]
  %543 = phi double [ 1.000000e+00, %459 ], [ %496, %540 ]
  call void @llvm.assume(i1 %429)
  %544 = icmp eq i64 %542, %457
  br i1 %544, label %558, label %545

545:                                              ; preds = %541
  %546 = mul nuw nsw i64 %542, %73
  %547 = add nuw nsw i64 %546, %441
  br i1 %20, label %552, label %548

548:                                              ; preds = %545
  %549 = getelementptr inbounds nuw float, ptr %407, i64 %547
  %550 = load float, ptr %549, align 4, !tbaa !27
  %551 = fpext float %550 to double
  br label %555

552:                                              ; preds = %545
  %553 = getelementptr inbounds nuw double, ptr %407, i64 %547
  %554 = load double, ptr %553, align 8, !tbaa !32
  br label %555

555:                                              ; preds = %552, %548
  %556 = phi double [ %554, %552 ], [ %551, %548 ]
  %557 = fmul double %543, %556
  br label %558

558:                                              ; preds = %540, %555, %541, %456, %510
  %559 = phi double [ %513, %510 ], [ 1.000000e+00, %456 ], [ %496, %540 ], [ %557, %555 ], [ %543, %541 ]
  %560 = mul nuw nsw i64 %73, %457
  %561 = add nuw i64 %445, %560
  br i1 %20, label %562, label %565

562:                                              ; preds = %558
  %563 = getelementptr inbounds double, ptr %407, i64 %561
  %564 = load double, ptr %563, align 8, !tbaa !32
  br label %569

565:                                              ; preds = %558
  %566 = getelementptr inbounds float, ptr %407, i64 %561
  %567 = load float, ptr %566, align 4, !tbaa !27
  %568 = fpext float %567 to double
  br label %569

569:                                              ; preds = %562, %565
  %570 = phi double [ %564, %562 ], [ %568, %565 ]
  %571 = call double @llvm.fmuladd.f64(double %559, double %570, double %458)
  %572 = add nuw nsw i64 %457, 1
  %573 = icmp eq i64 %572, %421
  br i1 %573, label %446, label %456, !llvm.loop !259

574:                                              ; preds = %453, %431
  %575 = icmp samesign ult i64 %437, %424
  br i1 %575, label %431, label %430, !llvm.loop !260

576:                                              ; preds = %181
  %577 = icmp eq i64 %161, 0
  br i1 %577, label %587, label %578

578:                                              ; preds = %576, %159
  %579 = phi i64 [ 0, %159 ], [ %182, %576 ]
  %580 = phi ptr [ %78, %159 ], [ %175, %576 ]
  %581 = icmp ne i64 %161, 0
  call void @llvm.assume(i1 %581)
  %582 = getelementptr inbounds nuw ptr, ptr %3, i64 %579
  %583 = load ptr, ptr %582, align 8, !tbaa !15
  %584 = icmp eq ptr %583, null
  br i1 %584, label %587, label %585

585:                                              ; preds = %578
  %586 = getelementptr inbounds nuw i8, ptr %580, i64 %99
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %583, ptr align 1 %586, i64 %99, i1 false)
  br label %587

587:                                              ; preds = %576, %585, %578, %349, %151, %156, %430
  %588 = phi ptr [ %78, %430 ], [ %77, %349 ], [ %77, %156 ], [ %77, %151 ], [ %77, %578 ], [ %77, %585 ], [ %77, %576 ]
  %589 = phi ptr [ %407, %430 ], [ %78, %349 ], [ %78, %156 ], [ %78, %151 ], [ %78, %578 ], [ %78, %585 ], [ %78, %576 ]
  %590 = phi i32 [ %403, %430 ], [ %301, %349 ], [ %152, %156 ], [ %152, %151 ], [ %152, %578 ], [ %152, %585 ], [ %152, %576 ]
  call void @free(ptr noundef %588) #27
  call void @free(ptr noundef %589) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %591

591:                                              ; preds = %33, %31, %587
  %592 = phi i32 [ %590, %587 ], [ %32, %31 ], [ %34, %33 ]
  ret i32 %592
}

declare i32 @MPI_Type_free(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_scan(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #7 {
  %8 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #31
  store i32 %6, ptr %8, align 8, !tbaa !261
  %9 = icmp eq i32 %3, 1275069450
  %10 = select i1 %9, i32 2, i32 0
  %11 = icmp eq i32 %3, 1275070475
  %12 = select i1 %11, i32 1, i32 %10
  %13 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %12, ptr %13, align 4, !tbaa !263
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 %2, ptr %14, align 4, !tbaa !264
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store i32 %3, ptr %15, align 4, !tbaa !265
  %16 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store i32 %5, ptr %16, align 8, !tbaa !266
  %17 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %18 = zext i1 %17 to i32
  %19 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store i32 %18, ptr %19, align 8, !tbaa !267
  %20 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %21 = tail call i32 @MPI_Comm_rank(i32 noundef %5, ptr noundef nonnull %20) #27
  %22 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %23 = tail call i32 @MPI_Comm_size(i32 noundef %5, ptr noundef nonnull %22) #27
  %24 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %25 = add nsw i64 %24, 1
  store i64 %25, ptr @coll_seq, align 8, !tbaa !12
  %26 = load i32, ptr %13, align 4, !tbaa !263
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %77, label %28

28:                                               ; preds = %7
  switch i32 %4, label %31 [
    i32 1476395011, label %29
    i32 1476395012, label %56
    i32 1476395010, label %37
    i32 1476395009, label %38
  ]

29:                                               ; preds = %28
  %30 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %30, align 8, !tbaa !268
  br label %77

31:                                               ; preds = %28
  %32 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %52

34:                                               ; preds = %31
  %35 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %36 = zext nneg i32 %32 to i64
  br label %42

37:                                               ; preds = %28
  br label %56

38:                                               ; preds = %28
  br label %56

39:                                               ; preds = %42
  %40 = add nuw nsw i64 %43, 1
  %41 = icmp eq i64 %40, %36
  br i1 %41, label %52, label %42, !llvm.loop !198

42:                                               ; preds = %39, %34
  %43 = phi i64 [ 0, %34 ], [ %40, %39 ]
  %44 = getelementptr inbounds nuw %struct.op_reg, ptr %35, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !42
  %46 = icmp eq i32 %45, %4
  br i1 %46, label %47, label %39

47:                                               ; preds = %42
  %48 = getelementptr inbounds nuw %struct.op_reg, ptr %35, i64 %43
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %50 = load i32, ptr %49, align 4, !tbaa !44
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %59

52:                                               ; preds = %39, %47, %31
  %53 = icmp eq i32 %6, 0
  %54 = select i1 %53, ptr @.str.29, ptr @.str.28
  %55 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %54, ptr noundef nonnull @.str.45, i64 noundef %55) #30
  unreachable

56:                                               ; preds = %38, %37, %28
  %57 = phi i32 [ 4, %38 ], [ 3, %37 ], [ 2, %28 ]
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %57, ptr %58, align 8, !tbaa !268
  br label %62

59:                                               ; preds = %47
  %60 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %50, ptr %60, align 8, !tbaa !268
  %61 = icmp eq i32 %50, 1
  br i1 %61, label %77, label %62

62:                                               ; preds = %56, %59
  %63 = icmp eq i32 %26, 2
  %64 = sext i32 %2 to i64
  %65 = load i32, ptr %22, align 8, !tbaa !269
  %66 = sext i32 %65 to i64
  %67 = mul nsw i64 %66, %64
  %68 = select i1 %63, i64 2, i64 3
  %69 = shl i64 %67, %68
  %70 = or disjoint i64 %69, 1
  %71 = tail call noalias ptr @malloc(i64 noundef %70) #29
  %72 = getelementptr inbounds nuw i8, ptr %8, i64 40
  store ptr %71, ptr %72, align 8, !tbaa !270
  %73 = load i32, ptr %19, align 8, !tbaa !267
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %74, ptr %0, ptr %1
  %76 = tail call i32 @MPI_Allgather(ptr noundef %75, i32 noundef %2, i32 noundef %3, ptr noundef %71, i32 noundef %2, i32 noundef %3, i32 noundef %5) #27
  br label %77

77:                                               ; preds = %29, %59, %62, %7
  %78 = icmp eq i32 %6, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %77
  %80 = tail call i32 @MPI_Exscan(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #27
  br label %83

81:                                               ; preds = %77
  %82 = tail call i32 @MPI_Scan(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #27
  br label %83

83:                                               ; preds = %79, %81
  ret ptr %8
}

; Function Attrs: nounwind
define void @__mpiad_rev_scan(ptr noundef captures(none) %0, ptr noundef captures(address) %1, ptr noundef captures(address) %2) local_unnamed_addr #7 {
  %4 = load i32, ptr @n_pending, align 4, !tbaa !5
  %5 = icmp sgt i32 %4, 0
  %6 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br i1 %5, label %7, label %37

7:                                                ; preds = %3
  %8 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br label %9

9:                                                ; preds = %22, %7
  %10 = phi i32 [ %23, %22 ], [ %4, %7 ]
  %11 = phi i64 [ %24, %22 ], [ %6, %7 ]
  %12 = phi ptr [ %25, %22 ], [ %8, %7 ]
  %13 = phi i32 [ %26, %22 ], [ 0, %7 ]
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds ptr, ptr %12, i64 %14
  %16 = load ptr, ptr %15, align 8, !tbaa !15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = load i64, ptr %17, align 8, !tbaa !20
  %19 = icmp eq i64 %18, %11
  br i1 %19, label %28, label %20

20:                                               ; preds = %9
  %21 = add nsw i32 %13, 1
  br label %22

22:                                               ; preds = %28, %20
  %23 = phi i32 [ %10, %20 ], [ %36, %28 ]
  %24 = phi i64 [ %11, %20 ], [ %34, %28 ]
  %25 = phi ptr [ %12, %20 ], [ %35, %28 ]
  %26 = phi i32 [ %21, %20 ], [ 0, %28 ]
  %27 = icmp slt i32 %26, %23
  br i1 %27, label %9, label %37, !llvm.loop !26

28:                                               ; preds = %9
  %29 = add nsw i32 %10, -1
  store i32 %29, ptr @n_pending, align 4, !tbaa !5
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds ptr, ptr %12, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !15
  store ptr %32, ptr %15, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %16)
  %33 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %34 = add nsw i64 %33, -1
  store i64 %34, ptr @coll_seq, align 8, !tbaa !12
  %35 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %36 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %22

37:                                               ; preds = %22, %3
  %38 = phi i64 [ %6, %3 ], [ %24, %22 ]
  %39 = add nsw i64 %38, -1
  store i64 %39, ptr @coll_seq, align 8, !tbaa !12
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !263
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %43 = load i32, ptr %42, align 4, !tbaa !264
  %44 = icmp eq i32 %41, 0
  br i1 %44, label %262, label %45

45:                                               ; preds = %37
  %46 = icmp eq i32 %41, 2
  %47 = select i1 %46, i64 4, i64 8
  %48 = load i32, ptr %0, align 8, !tbaa !261
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %52 = load i32, ptr %51, align 4, !tbaa !271
  %53 = icmp ne i32 %52, 0
  br label %54

54:                                               ; preds = %50, %45
  %55 = phi i1 [ true, %45 ], [ %53, %50 ]
  %56 = sext i32 %43 to i64
  %57 = add nsw i64 %56, 1
  %58 = tail call noalias ptr @calloc(i64 noundef %57, i64 noundef %47) #31
  %59 = icmp ne ptr %2, null
  %60 = and i1 %59, %55
  %61 = select i1 %46, i64 2, i64 3
  br i1 %60, label %62, label %66

62:                                               ; preds = %54
  %63 = shl nsw i64 %56, %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %58, ptr nonnull align 1 %2, i64 %63, i1 false)
  %64 = select i1 %46, i64 2, i64 3
  %65 = shl nsw i64 %56, %64
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %2, i8 0, i64 %65, i1 false)
  br label %66

66:                                               ; preds = %54, %62
  %67 = phi i64 [ %64, %62 ], [ %61, %54 ]
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %69 = load i32, ptr %68, align 8, !tbaa !269
  %70 = sext i32 %69 to i64
  %71 = mul nsw i64 %70, %56
  %72 = shl i64 %71, %67
  %73 = or disjoint i64 %72, 1
  %74 = tail call noalias ptr @malloc(i64 noundef %73) #29
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %76 = load i32, ptr %75, align 4, !tbaa !265
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %78 = load i32, ptr %77, align 8, !tbaa !266
  %79 = tail call i32 @MPI_Allgather(ptr noundef %58, i32 noundef %43, i32 noundef %76, ptr noundef %74, i32 noundef %43, i32 noundef %76, i32 noundef %78) #27
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %81 = load i32, ptr %80, align 8, !tbaa !267
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, ptr %1, ptr %2
  %84 = icmp ne ptr %83, null
  %85 = icmp sgt i32 %43, 0
  %86 = select i1 %84, i1 %85, i1 false
  br i1 %86, label %87, label %107

87:                                               ; preds = %66
  %88 = load i32, ptr %68, align 8, !tbaa !269
  %89 = icmp sgt i32 %88, 0
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %91 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %93 = icmp eq i32 %41, 1
  %94 = zext nneg i32 %88 to i64
  br label %95

95:                                               ; preds = %87, %122
  %96 = phi i64 [ 0, %87 ], [ %123, %122 ]
  br i1 %89, label %97, label %110

97:                                               ; preds = %95
  %98 = load i32, ptr %0, align 8, !tbaa !261
  %99 = icmp ne i32 %98, 0
  %100 = load i32, ptr %90, align 4, !tbaa !271
  %101 = zext i32 %100 to i64
  %102 = zext i1 %99 to i64
  %103 = sext i1 %99 to i64
  %104 = sext i32 %100 to i64
  %105 = xor i1 %99, true
  %106 = zext i1 %105 to i64
  br label %125

107:                                              ; preds = %122, %66
  tail call void @free(ptr noundef %58) #27
  tail call void @free(ptr noundef %74) #27
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %109 = load ptr, ptr %108, align 8, !tbaa !270
  tail call void @free(ptr noundef %109) #27
  br label %262

110:                                              ; preds = %258, %95
  %111 = phi double [ 0.000000e+00, %95 ], [ %259, %258 ]
  br i1 %93, label %112, label %116

112:                                              ; preds = %110
  %113 = getelementptr inbounds nuw double, ptr %83, i64 %96
  %114 = load double, ptr %113, align 8, !tbaa !32
  %115 = fadd double %111, %114
  store double %115, ptr %113, align 8, !tbaa !32
  br label %122

116:                                              ; preds = %110
  %117 = getelementptr inbounds nuw float, ptr %83, i64 %96
  %118 = load float, ptr %117, align 4, !tbaa !27
  %119 = fpext float %118 to double
  %120 = fadd double %111, %119
  %121 = fptrunc double %120 to float
  store float %121, ptr %117, align 4, !tbaa !27
  br label %122

122:                                              ; preds = %112, %116
  %123 = add nuw nsw i64 %96, 1
  %124 = icmp slt i64 %123, %56
  br i1 %124, label %95, label %107, !llvm.loop !272

125:                                              ; preds = %97, %258
  %126 = phi i64 [ 0, %97 ], [ %260, %258 ]
  %127 = phi double [ 0.000000e+00, %97 ], [ %259, %258 ]
  %128 = add nuw i64 %126, %106
  %129 = add nsw i64 %126, %103
  %130 = icmp slt i64 %129, %104
  br i1 %130, label %258, label %131

131:                                              ; preds = %125
  %132 = load i32, ptr %91, align 8, !tbaa !268
  %133 = load ptr, ptr %92, align 8, !tbaa !270
  switch i32 %132, label %181 [
    i32 1, label %244
    i32 2, label %134
  ]

134:                                              ; preds = %131
  %135 = icmp sgt i64 %129, -1
  br i1 %135, label %136, label %244

136:                                              ; preds = %134
  %137 = and i64 %128, 1
  %138 = icmp eq i64 %126, %102
  br i1 %138, label %226, label %139

139:                                              ; preds = %136
  %140 = and i64 %128, -2
  br label %141

141:                                              ; preds = %176, %139
  %142 = phi i64 [ 0, %139 ], [ %178, %176 ]
  %143 = phi double [ 1.000000e+00, %139 ], [ %177, %176 ]
  %144 = phi i64 [ 0, %139 ], [ %179, %176 ]
  %145 = icmp eq i64 %142, %101
  br i1 %145, label %159, label %146

146:                                              ; preds = %141
  %147 = mul nuw nsw i64 %142, %56
  %148 = add nuw nsw i64 %147, %96
  br i1 %93, label %149, label %152

149:                                              ; preds = %146
  %150 = getelementptr inbounds nuw double, ptr %133, i64 %148
  %151 = load double, ptr %150, align 8, !tbaa !32
  br label %156

152:                                              ; preds = %146
  %153 = getelementptr inbounds nuw float, ptr %133, i64 %148
  %154 = load float, ptr %153, align 4, !tbaa !27
  %155 = fpext float %154 to double
  br label %156

156:                                              ; preds = %152, %149
  %157 = phi double [ %151, %149 ], [ %155, %152 ]
  %158 = fmul double %143, %157
  br label %159

159:                                              ; preds = %156, %141
  %160 = phi double [ %158, %156 ], [ %143, %141 ]
  %161 = or disjoint i64 %142, 1
  %162 = icmp eq i64 %161, %101
  br i1 %162, label %176, label %163

163:                                              ; preds = %159
  %164 = mul nuw nsw i64 %161, %56
  %165 = add nuw nsw i64 %164, %96
  br i1 %93, label %170, label %166

166:                                              ; preds = %163
  %167 = getelementptr inbounds nuw float, ptr %133, i64 %165
  %168 = load float, ptr %167, align 4, !tbaa !27
  %169 = fpext float %168 to double
  br label %173

170:                                              ; preds = %163
  %171 = getelementptr inbounds nuw double, ptr %133, i64 %165
  %172 = load double, ptr %171, align 8, !tbaa !32
  br label %173

173:                                              ; preds = %170, %166
  %174 = phi double [ %172, %170 ], [ %169, %166 ]
  %175 = fmul double %160, %174
  br label %176

176:                                              ; preds = %173, %159
  %177 = phi double [ %175, %173 ], [ %160, %159 ]
  %178 = add nuw nsw i64 %142, 2
  %179 = add i64 %144, 2
  %180 = icmp eq i64 %179, %140
  br i1 %180, label %224, label %141, !llvm.loop !143

181:                                              ; preds = %131
  br i1 %93, label %182, label %185

182:                                              ; preds = %181
  %183 = getelementptr inbounds nuw double, ptr %133, i64 %96
  %184 = load double, ptr %183, align 8, !tbaa !32
  br label %189

185:                                              ; preds = %181
  %186 = getelementptr inbounds nuw float, ptr %133, i64 %96
  %187 = load float, ptr %186, align 4, !tbaa !27
  %188 = fpext float %187 to double
  br label %189

189:                                              ; preds = %185, %182
  %190 = phi double [ %184, %182 ], [ %188, %185 ]
  %191 = icmp sgt i64 %129, 0
  br i1 %191, label %192, label %194

192:                                              ; preds = %189
  %193 = icmp eq i32 %132, 3
  br label %198

194:                                              ; preds = %219, %189
  %195 = phi i32 [ 0, %189 ], [ %220, %219 ]
  %196 = icmp eq i32 %195, %100
  %197 = select i1 %196, double 1.000000e+00, double 0.000000e+00
  br label %244

198:                                              ; preds = %219, %192
  %199 = phi i64 [ 1, %192 ], [ %222, %219 ]
  %200 = phi double [ %190, %192 ], [ %221, %219 ]
  %201 = phi i32 [ 0, %192 ], [ %220, %219 ]
  %202 = mul nuw nsw i64 %199, %56
  %203 = add nuw nsw i64 %202, %96
  br i1 %93, label %204, label %207

204:                                              ; preds = %198
  %205 = getelementptr inbounds nuw double, ptr %133, i64 %203
  %206 = load double, ptr %205, align 8, !tbaa !32
  br label %211

207:                                              ; preds = %198
  %208 = getelementptr inbounds nuw float, ptr %133, i64 %203
  %209 = load float, ptr %208, align 4, !tbaa !27
  %210 = fpext float %209 to double
  br label %211

211:                                              ; preds = %207, %204
  %212 = phi double [ %206, %204 ], [ %210, %207 ]
  br i1 %193, label %213, label %215

213:                                              ; preds = %211
  %214 = fcmp olt double %212, %200
  br i1 %214, label %217, label %219

215:                                              ; preds = %211
  %216 = fcmp ogt double %212, %200
  br i1 %216, label %217, label %219

217:                                              ; preds = %215, %213
  %218 = trunc nuw nsw i64 %199 to i32
  br label %219

219:                                              ; preds = %217, %215, %213
  %220 = phi i32 [ %218, %217 ], [ %201, %213 ], [ %201, %215 ]
  %221 = phi double [ %212, %217 ], [ %200, %213 ], [ %200, %215 ]
  %222 = add nuw nsw i64 %199, 1
  %223 = icmp eq i64 %199, %129
  br i1 %223, label %194, label %198, !llvm.loop !144

224:                                              ; preds = %176
  %225 = icmp eq i64 %137, 0
  br i1 %225, label %244, label %226

226:                                              ; preds = %224, %136
  %227 = phi i64 [ 0, %136 ], [ %178, %224 ]
  %228 = phi double [ 1.000000e+00, %136 ], [ %177, %224 ]
  %229 = icmp ne i64 %137, 0
  tail call void @llvm.assume(i1 %229)
  %230 = icmp eq i64 %227, %101
  br i1 %230, label %244, label %231

231:                                              ; preds = %226
  %232 = mul nuw nsw i64 %227, %56
  %233 = add nuw nsw i64 %232, %96
  br i1 %93, label %238, label %234

234:                                              ; preds = %231
  %235 = getelementptr inbounds nuw float, ptr %133, i64 %233
  %236 = load float, ptr %235, align 4, !tbaa !27
  %237 = fpext float %236 to double
  br label %241

238:                                              ; preds = %231
  %239 = getelementptr inbounds nuw double, ptr %133, i64 %233
  %240 = load double, ptr %239, align 8, !tbaa !32
  br label %241

241:                                              ; preds = %238, %234
  %242 = phi double [ %240, %238 ], [ %237, %234 ]
  %243 = fmul double %228, %242
  br label %244

244:                                              ; preds = %224, %241, %226, %131, %134, %194
  %245 = phi double [ %197, %194 ], [ 1.000000e+00, %131 ], [ 1.000000e+00, %134 ], [ %177, %224 ], [ %243, %241 ], [ %228, %226 ]
  %246 = mul nuw nsw i64 %126, %56
  %247 = add nuw nsw i64 %246, %96
  br i1 %93, label %248, label %251

248:                                              ; preds = %244
  %249 = getelementptr inbounds nuw double, ptr %74, i64 %247
  %250 = load double, ptr %249, align 8, !tbaa !32
  br label %255

251:                                              ; preds = %244
  %252 = getelementptr inbounds nuw float, ptr %74, i64 %247
  %253 = load float, ptr %252, align 4, !tbaa !27
  %254 = fpext float %253 to double
  br label %255

255:                                              ; preds = %248, %251
  %256 = phi double [ %250, %248 ], [ %254, %251 ]
  %257 = tail call double @llvm.fmuladd.f64(double %245, double %256, double %127)
  br label %258

258:                                              ; preds = %255, %125
  %259 = phi double [ %257, %255 ], [ %127, %125 ]
  %260 = add nuw nsw i64 %126, 1
  %261 = icmp eq i64 %260, %94
  br i1 %261, label %110, label %125, !llvm.loop !273

262:                                              ; preds = %37, %107
  tail call void @free(ptr noundef nonnull %0) #27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_local(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #7 {
  %9 = icmp eq i32 %6, 1275070475
  switch i32 %6, label %10 [
    i32 1275070475, label %18
    i32 1275069450, label %18
  ]

10:                                               ; preds = %8
  %11 = icmp eq ptr %3, null
  %12 = icmp eq i32 %6, 1275070475
  %13 = or i1 %11, %12
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = sext i32 %6 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.34, i64 noundef %15) #30
  unreachable

16:                                               ; preds = %10
  %17 = tail call i32 @MPI_Reduce_local(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  br label %188

18:                                               ; preds = %8, %8
  %19 = add i32 %7, -1476395009
  %20 = icmp ult i32 %19, 4
  br i1 %20, label %42, label %21

21:                                               ; preds = %18
  %22 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %40

24:                                               ; preds = %21
  %25 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %26 = zext nneg i32 %22 to i64
  br label %30

27:                                               ; preds = %30
  %28 = add nuw nsw i64 %31, 1
  %29 = icmp eq i64 %28, %26
  br i1 %29, label %40, label %30, !llvm.loop !198

30:                                               ; preds = %27, %24
  %31 = phi i64 [ 0, %24 ], [ %28, %27 ]
  %32 = getelementptr inbounds nuw %struct.op_reg, ptr %25, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !42
  %34 = icmp eq i32 %33, %7
  br i1 %34, label %35, label %27

35:                                               ; preds = %30
  %36 = getelementptr inbounds nuw %struct.op_reg, ptr %25, i64 %31
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !44
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %46

40:                                               ; preds = %27, %35, %21
  %41 = sext i32 %7 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.45, i64 noundef %41) #30
  unreachable

42:                                               ; preds = %18
  %43 = zext nneg i32 %19 to i64
  %44 = getelementptr inbounds nuw i32, ptr @switch.table.__mpiad_aug_reduce_local, i64 %43
  %45 = load i32, ptr %44, align 4
  br label %46

46:                                               ; preds = %42, %35
  %47 = phi i32 [ %38, %35 ], [ %45, %42 ]
  %48 = sext i32 %5 to i64
  %49 = sext i32 %4 to i64
  %50 = shl nsw i64 %49, 3
  %51 = mul i64 %50, %48
  %52 = add i64 %51, 8
  %53 = tail call noalias ptr @malloc(i64 noundef %52) #29
  %54 = icmp sgt i32 %5, 0
  br i1 %54, label %55, label %60

55:                                               ; preds = %46
  %56 = icmp sgt i32 %4, 0
  %57 = icmp eq ptr %1, null
  %58 = icmp eq ptr %3, null
  %59 = zext nneg i32 %4 to i64
  br label %73

60:                                               ; preds = %103, %46
  %61 = tail call i32 @MPI_Reduce_local(ptr noundef %0, ptr noundef %2, i32 noundef %5, i32 noundef %6, i32 noundef %7) #27
  %62 = icmp ne ptr %3, null
  %63 = icmp sgt i32 %4, 0
  %64 = and i1 %62, %63
  br i1 %64, label %65, label %142

65:                                               ; preds = %60
  %66 = icmp slt i32 %5, 1
  %67 = icmp eq i32 %5, 1
  %68 = and i64 %48, 2147483646
  %69 = and i32 %5, 1
  %70 = icmp eq i32 %69, 0
  %71 = and i32 %5, 1
  %72 = icmp ne i32 %71, 0
  br label %143

73:                                               ; preds = %55, %103
  %74 = phi i64 [ 0, %55 ], [ %104, %103 ]
  br i1 %9, label %75, label %80

75:                                               ; preds = %73
  %76 = getelementptr inbounds nuw double, ptr %0, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !32
  %78 = getelementptr inbounds nuw double, ptr %2, i64 %74
  %79 = load double, ptr %78, align 8, !tbaa !32
  br label %87

80:                                               ; preds = %73
  %81 = getelementptr inbounds nuw float, ptr %0, i64 %74
  %82 = load float, ptr %81, align 4, !tbaa !27
  %83 = fpext float %82 to double
  %84 = getelementptr inbounds nuw float, ptr %2, i64 %74
  %85 = load float, ptr %84, align 4, !tbaa !27
  %86 = fpext float %85 to double
  br label %87

87:                                               ; preds = %75, %80
  %88 = phi double [ %77, %75 ], [ %83, %80 ]
  %89 = phi double [ %79, %75 ], [ %86, %80 ]
  switch i32 %47, label %95 [
    i32 1, label %99
    i32 2, label %90
    i32 3, label %91
  ]

90:                                               ; preds = %87
  br label %99

91:                                               ; preds = %87
  %92 = fcmp olt double %89, %88
  %93 = select i1 %92, double 0.000000e+00, double 1.000000e+00
  %94 = fsub double 1.000000e+00, %93
  br label %99

95:                                               ; preds = %87
  %96 = fcmp ogt double %89, %88
  %97 = select i1 %96, double 0.000000e+00, double 1.000000e+00
  %98 = fsub double 1.000000e+00, %97
  br label %99

99:                                               ; preds = %87, %90, %91, %95
  %100 = phi double [ %97, %95 ], [ %93, %91 ], [ %89, %90 ], [ 1.000000e+00, %87 ]
  %101 = phi double [ %98, %95 ], [ %94, %91 ], [ %88, %90 ], [ 1.000000e+00, %87 ]
  %102 = getelementptr double, ptr %53, i64 %74
  br i1 %56, label %106, label %103

103:                                              ; preds = %134, %99
  %104 = add nuw nsw i64 %74, 1
  %105 = icmp eq i64 %104, %48
  br i1 %105, label %60, label %73, !llvm.loop !274

106:                                              ; preds = %99, %134
  %107 = phi i64 [ %140, %134 ], [ 0, %99 ]
  br i1 %57, label %120, label %108

108:                                              ; preds = %106
  %109 = getelementptr inbounds nuw ptr, ptr %1, i64 %107
  %110 = load ptr, ptr %109, align 8, !tbaa !15
  %111 = icmp eq ptr %110, null
  br i1 %111, label %120, label %112

112:                                              ; preds = %108
  br i1 %9, label %113, label %116

113:                                              ; preds = %112
  %114 = getelementptr inbounds nuw double, ptr %110, i64 %74
  %115 = load double, ptr %114, align 8, !tbaa !32
  br label %120

116:                                              ; preds = %112
  %117 = getelementptr inbounds nuw float, ptr %110, i64 %74
  %118 = load float, ptr %117, align 4, !tbaa !27
  %119 = fpext float %118 to double
  br label %120

120:                                              ; preds = %116, %113, %106, %108
  %121 = phi double [ 0.000000e+00, %106 ], [ 0.000000e+00, %108 ], [ %115, %113 ], [ %119, %116 ]
  br i1 %58, label %134, label %122

122:                                              ; preds = %120
  %123 = getelementptr inbounds nuw ptr, ptr %3, i64 %107
  %124 = load ptr, ptr %123, align 8, !tbaa !15
  %125 = icmp eq ptr %124, null
  br i1 %125, label %134, label %126

126:                                              ; preds = %122
  br i1 %9, label %127, label %130

127:                                              ; preds = %126
  %128 = getelementptr inbounds nuw double, ptr %124, i64 %74
  %129 = load double, ptr %128, align 8, !tbaa !32
  br label %134

130:                                              ; preds = %126
  %131 = getelementptr inbounds nuw float, ptr %124, i64 %74
  %132 = load float, ptr %131, align 4, !tbaa !27
  %133 = fpext float %132 to double
  br label %134

134:                                              ; preds = %130, %127, %120, %122
  %135 = phi double [ 0.000000e+00, %120 ], [ 0.000000e+00, %122 ], [ %129, %127 ], [ %133, %130 ]
  %136 = fmul double %101, %135
  %137 = tail call double @llvm.fmuladd.f64(double %100, double %121, double %136)
  %138 = mul nuw nsw i64 %107, %48
  %139 = getelementptr double, ptr %102, i64 %138
  store double %137, ptr %139, align 8, !tbaa !32
  %140 = add nuw nsw i64 %107, 1
  %141 = icmp eq i64 %140, %59
  br i1 %141, label %103, label %106, !llvm.loop !275

142:                                              ; preds = %185, %60
  tail call void @free(ptr noundef %53) #27
  br label %188

143:                                              ; preds = %65, %185
  %144 = phi i64 [ 0, %65 ], [ %186, %185 ]
  %145 = getelementptr inbounds nuw ptr, ptr %3, i64 %144
  %146 = load ptr, ptr %145, align 8, !tbaa !15
  %147 = icmp eq ptr %146, null
  %148 = or i1 %147, %66
  br i1 %148, label %185, label %149

149:                                              ; preds = %143
  %150 = mul nuw nsw i64 %144, %48
  %151 = getelementptr double, ptr %53, i64 %150
  br i1 %67, label %176, label %152

152:                                              ; preds = %149, %171
  %153 = phi i64 [ %172, %171 ], [ 0, %149 ]
  %154 = phi i64 [ %173, %171 ], [ 0, %149 ]
  %155 = getelementptr double, ptr %151, i64 %153
  %156 = load double, ptr %155, align 8, !tbaa !32
  br i1 %9, label %157, label %159

157:                                              ; preds = %152
  %158 = getelementptr inbounds nuw double, ptr %146, i64 %153
  store double %156, ptr %158, align 8, !tbaa !32
  br label %162

159:                                              ; preds = %152
  %160 = fptrunc double %156 to float
  %161 = getelementptr inbounds nuw float, ptr %146, i64 %153
  store float %160, ptr %161, align 4, !tbaa !27
  br label %162

162:                                              ; preds = %157, %159
  %163 = or disjoint i64 %153, 1
  %164 = getelementptr double, ptr %151, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !32
  br i1 %9, label %169, label %166

166:                                              ; preds = %162
  %167 = fptrunc double %165 to float
  %168 = getelementptr inbounds nuw float, ptr %146, i64 %163
  store float %167, ptr %168, align 4, !tbaa !27
  br label %171

169:                                              ; preds = %162
  %170 = getelementptr inbounds nuw double, ptr %146, i64 %163
  store double %165, ptr %170, align 8, !tbaa !32
  br label %171

171:                                              ; preds = %169, %166
  %172 = add nuw nsw i64 %153, 2
  %173 = add i64 %154, 2
  %174 = icmp eq i64 %173, %68
  br i1 %174, label %175, label %152, !llvm.loop !276

175:                                              ; preds = %171
  br i1 %70, label %185, label %176

176:                                              ; preds = %175, %149
  %177 = phi i64 [ 0, %149 ], [ %172, %175 ]
  tail call void @llvm.assume(i1 %72)
  %178 = getelementptr double, ptr %151, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !32
  br i1 %9, label %183, label %180

180:                                              ; preds = %176
  %181 = fptrunc double %179 to float
  %182 = getelementptr inbounds nuw float, ptr %146, i64 %177
  store float %181, ptr %182, align 4, !tbaa !27
  br label %185

183:                                              ; preds = %176
  %184 = getelementptr inbounds nuw double, ptr %146, i64 %177
  store double %179, ptr %184, align 8, !tbaa !32
  br label %185

185:                                              ; preds = %175, %183, %180, %143
  %186 = add nuw nsw i64 %144, 1
  %187 = icmp slt i64 %186, %49
  br i1 %187, label %143, label %142, !llvm.loop !277

188:                                              ; preds = %142, %16
  %189 = phi i32 [ %61, %142 ], [ %17, %16 ]
  ret i32 %189
}

declare i32 @MPI_Reduce_local(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_reduce_local(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #7 {
  %6 = icmp eq i32 %3, 1275069450
  %7 = select i1 %6, i32 2, i32 0
  %8 = icmp eq i32 %3, 1275070475
  %9 = select i1 %8, i32 1, i32 %7
  %10 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #31
  store i32 %9, ptr %10, align 8, !tbaa !278
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 %2, ptr %11, align 4, !tbaa !280
  %12 = icmp eq i32 %9, 0
  br i1 %12, label %83, label %13

13:                                               ; preds = %5
  %14 = add i32 %4, -1476395009
  %15 = icmp ult i32 %14, 4
  br i1 %15, label %37, label %16

16:                                               ; preds = %13
  %17 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %35

19:                                               ; preds = %16
  %20 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %21 = zext nneg i32 %17 to i64
  br label %25

22:                                               ; preds = %25
  %23 = add nuw nsw i64 %26, 1
  %24 = icmp eq i64 %23, %21
  br i1 %24, label %35, label %25, !llvm.loop !198

25:                                               ; preds = %22, %19
  %26 = phi i64 [ 0, %19 ], [ %23, %22 ]
  %27 = getelementptr inbounds nuw %struct.op_reg, ptr %20, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !42
  %29 = icmp eq i32 %28, %4
  br i1 %29, label %30, label %22

30:                                               ; preds = %25
  %31 = getelementptr inbounds nuw %struct.op_reg, ptr %20, i64 %26
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !44
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %22, %30, %16
  %36 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.45, i64 noundef %36) #30
  unreachable

37:                                               ; preds = %13
  %38 = zext nneg i32 %14 to i64
  %39 = getelementptr inbounds nuw i32, ptr @switch.table.__mpiad_aug_reduce_local, i64 %38
  %40 = load i32, ptr %39, align 4
  br label %41

41:                                               ; preds = %37, %30
  %42 = phi i32 [ %33, %30 ], [ %40, %37 ]
  %43 = sext i32 %2 to i64
  %44 = shl nsw i64 %43, 4
  %45 = or disjoint i64 %44, 8
  %46 = tail call noalias ptr @malloc(i64 noundef %45) #29
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store ptr %46, ptr %47, align 8, !tbaa !281
  %48 = icmp sgt i32 %2, 0
  br i1 %48, label %49, label %83

49:                                               ; preds = %41, %79
  %50 = phi i64 [ %81, %79 ], [ 0, %41 ]
  br i1 %8, label %51, label %56

51:                                               ; preds = %49
  %52 = getelementptr inbounds nuw double, ptr %0, i64 %50
  %53 = load double, ptr %52, align 8, !tbaa !32
  %54 = getelementptr inbounds nuw double, ptr %1, i64 %50
  %55 = load double, ptr %54, align 8, !tbaa !32
  br label %63

56:                                               ; preds = %49
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %58 = load float, ptr %57, align 4, !tbaa !27
  %59 = fpext float %58 to double
  %60 = getelementptr inbounds nuw float, ptr %1, i64 %50
  %61 = load float, ptr %60, align 4, !tbaa !27
  %62 = fpext float %61 to double
  br label %63

63:                                               ; preds = %51, %56
  %64 = phi double [ %53, %51 ], [ %59, %56 ]
  %65 = phi double [ %55, %51 ], [ %62, %56 ]
  %66 = shl nuw nsw i64 %50, 4
  %67 = getelementptr inbounds nuw i8, ptr %46, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8
  switch i32 %42, label %75 [
    i32 1, label %69
    i32 2, label %70
    i32 3, label %71
  ]

69:                                               ; preds = %63
  store double 1.000000e+00, ptr %67, align 8, !tbaa !32
  br label %79

70:                                               ; preds = %63
  store double %65, ptr %67, align 8, !tbaa !32
  br label %79

71:                                               ; preds = %63
  %72 = fcmp olt double %65, %64
  %73 = select i1 %72, double 0.000000e+00, double 1.000000e+00
  store double %73, ptr %67, align 8, !tbaa !32
  %74 = fsub double 1.000000e+00, %73
  br label %79

75:                                               ; preds = %63
  %76 = fcmp ogt double %65, %64
  %77 = select i1 %76, double 0.000000e+00, double 1.000000e+00
  store double %77, ptr %67, align 8, !tbaa !32
  %78 = fsub double 1.000000e+00, %77
  br label %79

79:                                               ; preds = %69, %70, %71, %75
  %80 = phi double [ %78, %75 ], [ %74, %71 ], [ %64, %70 ], [ 1.000000e+00, %69 ]
  store double %80, ptr %68, align 8, !tbaa !32
  %81 = add nuw nsw i64 %50, 1
  %82 = icmp eq i64 %81, %43
  br i1 %82, label %83, label %49, !llvm.loop !282

83:                                               ; preds = %79, %41, %5
  %84 = tail call i32 @MPI_Reduce_local(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #27
  ret ptr %10
}

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define void @__mpiad_rev_reduce_local(ptr noundef captures(none) %0, ptr noundef captures(address_is_null) %1, ptr noundef captures(address_is_null) %2) local_unnamed_addr #13 {
  %4 = load i32, ptr %0, align 8, !tbaa !278
  %5 = icmp ne i32 %4, 0
  %6 = icmp ne ptr %2, null
  %7 = and i1 %6, %5
  br i1 %7, label %8, label %17

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !280
  %11 = icmp eq i32 %4, 1
  %12 = icmp eq ptr %1, null
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %14 = tail call i32 @llvm.smax.i32(i32 %10, i32 0)
  %15 = zext nneg i32 %14 to i64
  %16 = icmp slt i32 %10, 1
  br i1 %16, label %17, label %20

17:                                               ; preds = %65, %8, %3
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !281
  tail call void @free(ptr noundef %19) #27
  tail call void @free(ptr noundef nonnull %0) #27
  ret void

20:                                               ; preds = %8, %65
  %21 = phi i64 [ %66, %65 ], [ 0, %8 ]
  br i1 %11, label %22, label %25

22:                                               ; preds = %20
  %23 = getelementptr inbounds nuw double, ptr %2, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !32
  br i1 %12, label %49, label %32

25:                                               ; preds = %20
  %26 = getelementptr inbounds nuw float, ptr %2, i64 %21
  %27 = load float, ptr %26, align 4, !tbaa !27
  %28 = fpext float %27 to double
  %29 = load ptr, ptr %13, align 8, !tbaa !281
  br i1 %12, label %30, label %40

30:                                               ; preds = %25
  %31 = shl nuw nsw i64 %21, 4
  br label %58

32:                                               ; preds = %22
  %33 = getelementptr inbounds nuw double, ptr %1, i64 %21
  %34 = load double, ptr %33, align 8, !tbaa !32
  %35 = load ptr, ptr %13, align 8, !tbaa !281
  %36 = shl nsw i64 %21, 4
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !32
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %24, double %34)
  store double %39, ptr %33, align 8, !tbaa !32
  br label %53

40:                                               ; preds = %25
  %41 = getelementptr inbounds nuw float, ptr %1, i64 %21
  %42 = load float, ptr %41, align 4, !tbaa !27
  %43 = fpext float %42 to double
  %44 = shl nsw i64 %21, 4
  %45 = getelementptr inbounds nuw i8, ptr %29, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !32
  %47 = tail call double @llvm.fmuladd.f64(double %46, double %28, double %43)
  %48 = fptrunc double %47 to float
  store float %48, ptr %41, align 4, !tbaa !27
  br label %58

49:                                               ; preds = %22
  %50 = load ptr, ptr %13, align 8, !tbaa !281
  %51 = shl nuw nsw i64 %21, 4
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 %51
  br label %53

53:                                               ; preds = %49, %32
  %54 = phi ptr [ %37, %32 ], [ %52, %49 ]
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load double, ptr %55, align 8, !tbaa !32
  %57 = fmul double %24, %56
  store double %57, ptr %23, align 8, !tbaa !32
  br label %65

58:                                               ; preds = %30, %40
  %59 = phi i64 [ %31, %30 ], [ %44, %40 ]
  %60 = getelementptr inbounds nuw i8, ptr %29, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %62 = load double, ptr %61, align 8, !tbaa !32
  %63 = fmul double %62, %28
  %64 = fptrunc double %63 to float
  store float %64, ptr %26, align 4, !tbaa !27
  br label %65

65:                                               ; preds = %53, %58
  %66 = add nuw nsw i64 %21, 1
  %67 = icmp eq i64 %66, %15
  br i1 %67, label %17, label %20
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_neighbor(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #7 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = icmp eq i32 %10, 0
  %15 = select i1 %14, ptr @.str.32, ptr @.str.31
  %16 = icmp eq i32 %7, 1275069450
  %17 = icmp eq ptr %1, null
  switch i32 %7, label %18 [
    i32 1275070475, label %27
    i32 1275069450, label %27
  ]

18:                                               ; preds = %11
  br i1 %17, label %22, label %19

19:                                               ; preds = %18
  switch i32 %3, label %20 [
    i32 1275070475, label %22
    i32 1275069450, label %22
  ]

20:                                               ; preds = %19
  %21 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %15, ptr noundef nonnull @.str.34, i64 noundef %21) #30
  unreachable

22:                                               ; preds = %18, %19, %19
  br i1 %14, label %25, label %23

23:                                               ; preds = %22
  %24 = tail call i32 @MPI_Neighbor_allgather(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  br label %193

25:                                               ; preds = %22
  %26 = tail call i32 @MPI_Neighbor_alltoall(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8) #27
  br label %193

27:                                               ; preds = %11, %11
  br i1 %17, label %31, label %28

28:                                               ; preds = %27
  switch i32 %3, label %29 [
    i32 1275070475, label %31
    i32 1275069450, label %31
  ]

29:                                               ; preds = %28
  %30 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %15, ptr noundef nonnull @.str.34, i64 noundef %30) #30
  unreachable

31:                                               ; preds = %27, %28, %28
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %32 = call fastcc ptr @nb_sources(ptr noundef nonnull %15, i32 noundef %8, ptr noundef %12, ptr noundef %13, i32 noundef 0)
  %33 = load i32, ptr %13, align 4
  %34 = select i1 %14, i32 %33, i32 1
  %35 = sext i32 %34 to i64
  %36 = sext i32 %2 to i64
  %37 = add nsw i32 %9, 1
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %38, %36
  %40 = mul i64 %39, %35
  %41 = select i1 %16, i64 2, i64 3
  %42 = shl i64 %40, %41
  %43 = or disjoint i64 %42, 1
  %44 = call noalias ptr @malloc(i64 noundef %43) #29
  %45 = icmp sgt i32 %34, 0
  br i1 %45, label %46, label %56

46:                                               ; preds = %31
  %47 = shl nsw i64 %36, %41
  %48 = icmp sgt i32 %9, 0
  %49 = zext i32 %9 to i64
  %50 = zext nneg i32 %34 to i64
  %51 = and i64 %49, 1
  %52 = icmp eq i32 %9, 1
  %53 = and i64 %49, 2147483646
  %54 = icmp eq i64 %51, 0
  %55 = icmp ne i64 %51, 0
  br label %67

56:                                               ; preds = %114, %31
  %57 = load i32, ptr %12, align 4, !tbaa !5
  %58 = sext i32 %57 to i64
  %59 = sext i32 %6 to i64
  %60 = mul nsw i64 %38, %59
  %61 = mul i64 %60, %58
  %62 = shl i64 %61, %41
  %63 = or disjoint i64 %62, 1
  %64 = call noalias ptr @malloc(i64 noundef %63) #29
  %65 = mul nsw i32 %37, %2
  %66 = mul nsw i32 %37, %6
  br i1 %14, label %119, label %117

67:                                               ; preds = %46, %114
  %68 = phi i64 [ 0, %46 ], [ %115, %114 ]
  %69 = mul nsw i64 %68, %36
  %70 = mul i64 %69, %38
  %71 = shl i64 %70, %41
  %72 = getelementptr inbounds nuw i8, ptr %44, i64 %71
  %73 = shl i64 %69, %41
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %72, ptr readonly align 1 %74, i64 %47, i1 false)
  br i1 %48, label %75, label %114

75:                                               ; preds = %67
  br i1 %52, label %103, label %76

76:                                               ; preds = %75, %98
  %77 = phi i64 [ %99, %98 ], [ 0, %75 ]
  %78 = phi ptr [ %89, %98 ], [ %72, %75 ]
  %79 = phi i64 [ %100, %98 ], [ 0, %75 ]
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 %47
  br i1 %17, label %87, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds nuw ptr, ptr %1, i64 %77
  %83 = load ptr, ptr %82, align 8, !tbaa !15
  %84 = icmp eq ptr %83, null
  br i1 %84, label %87, label %85

85:                                               ; preds = %81
  %86 = getelementptr inbounds nuw i8, ptr %83, i64 %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %80, ptr nonnull align 1 %86, i64 %47, i1 false)
  br label %88

87:                                               ; preds = %81, %76
  call void @llvm.memset.p0.i64(ptr align 1 %80, i8 0, i64 %47, i1 false)
  br label %88

88:                                               ; preds = %87, %85
  %89 = getelementptr inbounds nuw i8, ptr %80, i64 %47
  br i1 %17, label %97, label %90

90:                                               ; preds = %88
  %91 = getelementptr inbounds nuw ptr, ptr %1, i64 %77
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !15
  %94 = icmp eq ptr %93, null
  br i1 %94, label %97, label %95

95:                                               ; preds = %90
  %96 = getelementptr inbounds nuw i8, ptr %93, i64 %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr nonnull align 1 %96, i64 %47, i1 false)
  br label %98

97:                                               ; preds = %90, %88
  call void @llvm.memset.p0.i64(ptr align 1 %89, i8 0, i64 %47, i1 false)
  br label %98

98:                                               ; preds = %97, %95
  %99 = add nuw nsw i64 %77, 2
  %100 = add i64 %79, 2
  %101 = icmp eq i64 %100, %53
  br i1 %101, label %102, label %76, !llvm.loop !16

102:                                              ; preds = %98
  br i1 %54, label %114, label %103

103:                                              ; preds = %102, %75
  %104 = phi i64 [ 0, %75 ], [ %99, %102 ]
  %105 = phi ptr [ %72, %75 ], [ %89, %102 ]
  call void @llvm.assume(i1 %55)
  %106 = getelementptr inbounds nuw i8, ptr %105, i64 %47
  br i1 %17, label %113, label %107

107:                                              ; preds = %103
  %108 = getelementptr inbounds nuw ptr, ptr %1, i64 %104
  %109 = load ptr, ptr %108, align 8, !tbaa !15
  %110 = icmp eq ptr %109, null
  br i1 %110, label %113, label %111

111:                                              ; preds = %107
  %112 = getelementptr inbounds nuw i8, ptr %109, i64 %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr nonnull align 1 %112, i64 %47, i1 false)
  br label %114

113:                                              ; preds = %107, %103
  call void @llvm.memset.p0.i64(ptr align 1 %106, i8 0, i64 %47, i1 false)
  br label %114

114:                                              ; preds = %102, %113, %111, %67
  %115 = add nuw nsw i64 %68, 1
  %116 = icmp eq i64 %115, %50
  br i1 %116, label %56, label %67, !llvm.loop !283

117:                                              ; preds = %56
  %118 = call i32 @MPI_Neighbor_allgather(ptr noundef %44, i32 noundef %65, i32 noundef %3, ptr noundef %64, i32 noundef %66, i32 noundef %7, i32 noundef %8) #27
  br label %121

119:                                              ; preds = %56
  %120 = call i32 @MPI_Neighbor_alltoall(ptr noundef %44, i32 noundef %65, i32 noundef %3, ptr noundef %64, i32 noundef %66, i32 noundef %7, i32 noundef %8) #27
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi i32 [ %118, %117 ], [ %120, %119 ]
  %123 = load i32, ptr %12, align 4, !tbaa !5
  %124 = icmp sgt i32 %123, 0
  br i1 %124, label %125, label %137

125:                                              ; preds = %121
  %126 = shl nsw i64 %59, %41
  %127 = icmp eq ptr %4, null
  %128 = icmp ne ptr %5, null
  %129 = icmp sgt i32 %9, 0
  %130 = and i1 %128, %129
  %131 = zext i32 %9 to i64
  %132 = and i64 %131, 1
  %133 = icmp eq i32 %9, 1
  %134 = and i64 %131, 2147483646
  %135 = icmp eq i64 %132, 0
  %136 = icmp ne i64 %132, 0
  br label %138

137:                                              ; preds = %188, %121
  call void @free(ptr noundef %44) #27
  call void @free(ptr noundef %64) #27
  call void @free(ptr noundef %32) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %193

138:                                              ; preds = %125, %188
  %139 = phi i32 [ %123, %125 ], [ %189, %188 ]
  %140 = phi i64 [ 0, %125 ], [ %190, %188 ]
  %141 = getelementptr inbounds nuw i32, ptr %32, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = icmp eq i32 %142, -1
  br i1 %143, label %188, label %144

144:                                              ; preds = %138
  %145 = mul nsw i64 %140, %59
  %146 = mul i64 %145, %38
  %147 = shl i64 %146, %41
  %148 = getelementptr inbounds nuw i8, ptr %64, i64 %147
  %149 = shl i64 %145, %41
  br i1 %127, label %152, label %150

150:                                              ; preds = %144
  %151 = getelementptr inbounds nuw i8, ptr %4, i64 %149
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %151, ptr readonly align 1 %148, i64 %126, i1 false)
  br label %152

152:                                              ; preds = %150, %144
  br i1 %130, label %153, label %188

153:                                              ; preds = %152
  br i1 %133, label %177, label %154

154:                                              ; preds = %153, %172
  %155 = phi i64 [ %173, %172 ], [ 0, %153 ]
  %156 = phi ptr [ %165, %172 ], [ %148, %153 ]
  %157 = phi i64 [ %174, %172 ], [ 0, %153 ]
  %158 = getelementptr inbounds nuw i8, ptr %156, i64 %126
  %159 = getelementptr inbounds nuw ptr, ptr %5, i64 %155
  %160 = load ptr, ptr %159, align 8, !tbaa !15
  %161 = icmp eq ptr %160, null
  br i1 %161, label %164, label %162

162:                                              ; preds = %154
  %163 = getelementptr inbounds nuw i8, ptr %160, i64 %149
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %163, ptr align 1 %158, i64 %126, i1 false)
  br label %164

164:                                              ; preds = %162, %154
  %165 = getelementptr inbounds nuw i8, ptr %158, i64 %126
  %166 = getelementptr inbounds nuw ptr, ptr %5, i64 %155
  %167 = getelementptr inbounds nuw i8, ptr %166, i64 8
  %168 = load ptr, ptr %167, align 8, !tbaa !15
  %169 = icmp eq ptr %168, null
  br i1 %169, label %172, label %170

170:                                              ; preds = %164
  %171 = getelementptr inbounds nuw i8, ptr %168, i64 %149
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %171, ptr align 1 %165, i64 %126, i1 false)
  br label %172

172:                                              ; preds = %170, %164
  %173 = add nuw nsw i64 %155, 2
  %174 = add i64 %157, 2
  %175 = icmp eq i64 %174, %134
  br i1 %175, label %176, label %154, !llvm.loop !41

176:                                              ; preds = %172
  br i1 %135, label %186, label %177

177:                                              ; preds = %176, %153
  %178 = phi i64 [ 0, %153 ], [ %173, %176 ]
  %179 = phi ptr [ %148, %153 ], [ %165, %176 ]
  call void @llvm.assume(i1 %136)
  %180 = getelementptr inbounds nuw ptr, ptr %5, i64 %178
  %181 = load ptr, ptr %180, align 8, !tbaa !15
  %182 = icmp eq ptr %181, null
  br i1 %182, label %186, label %183

183:                                              ; preds = %177
  %184 = getelementptr inbounds nuw i8, ptr %179, i64 %126
  %185 = getelementptr inbounds nuw i8, ptr %181, i64 %149
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %185, ptr align 1 %184, i64 %126, i1 false)
  br label %186

186:                                              ; preds = %177, %183, %176
  %187 = load i32, ptr %12, align 4, !tbaa !5
  br label %188

188:                                              ; preds = %186, %152, %138
  %189 = phi i32 [ %187, %186 ], [ %139, %152 ], [ %139, %138 ]
  %190 = add nuw nsw i64 %140, 1
  %191 = sext i32 %189 to i64
  %192 = icmp slt i64 %190, %191
  br i1 %192, label %138, label %137, !llvm.loop !284

193:                                              ; preds = %23, %25, %137
  %194 = phi i32 [ %122, %137 ], [ %24, %23 ], [ %26, %25 ]
  ret i32 %194
}

declare i32 @MPI_Neighbor_allgather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Neighbor_alltoall(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc noundef ptr @nb_sources(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef range(i32 0, 2) %4) unnamed_addr #7 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  %12 = call i32 @MPI_Topo_test(i32 noundef %1, ptr noundef nonnull %6) #27
  %13 = load i32, ptr %6, align 4, !tbaa !5
  %14 = icmp eq i32 %13, 2
  br i1 %14, label %15, label %41

15:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #27
  %16 = call i32 @MPI_Cartdim_get(i32 noundef %1, ptr noundef nonnull %7) #27
  %17 = load i32, ptr %7, align 4, !tbaa !5
  %18 = shl nsw i32 %17, 1
  %19 = or disjoint i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = shl nsw i64 %20, 2
  %22 = call noalias ptr @malloc(i64 noundef %21) #29
  %23 = icmp sgt i32 %17, 0
  br i1 %23, label %28, label %26

24:                                               ; preds = %28
  %25 = shl nsw i32 %38, 1
  br label %26

26:                                               ; preds = %24, %15
  %27 = phi i32 [ %25, %24 ], [ %18, %15 ]
  store i32 %27, ptr %3, align 4, !tbaa !5
  store i32 %27, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #27
  br label %73

28:                                               ; preds = %15, %28
  %29 = phi i64 [ %37, %28 ], [ 0, %15 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  %30 = trunc nuw nsw i64 %29 to i32
  %31 = call i32 @MPI_Cart_shift(i32 noundef %1, i32 noundef %30, i32 noundef 1, ptr noundef nonnull %8, ptr noundef nonnull %9) #27
  %32 = load i32, ptr %8, align 4, !tbaa !5
  %33 = shl nuw nsw i64 %29, 3
  %34 = getelementptr inbounds nuw i8, ptr %22, i64 %33
  store i32 %32, ptr %34, align 4, !tbaa !5
  %35 = load i32, ptr %9, align 4, !tbaa !5
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 4
  store i32 %35, ptr %36, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  %37 = add nuw nsw i64 %29, 1
  %38 = load i32, ptr %7, align 4, !tbaa !5
  %39 = sext i32 %38 to i64
  %40 = icmp slt i64 %37, %39
  br i1 %40, label %28, label %24, !llvm.loop !285

41:                                               ; preds = %5
  %42 = icmp eq i32 %4, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %41
  %44 = sext i32 %13 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.64, i64 noundef %44) #30
  unreachable

45:                                               ; preds = %41
  switch i32 %13, label %71 [
    i32 3, label %46
    i32 1, label %60
  ]

46:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %47 = call i32 @MPI_Dist_graph_neighbors_count(i32 noundef %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %10) #27
  %48 = load i32, ptr %2, align 4, !tbaa !5
  %49 = add nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = shl nsw i64 %50, 2
  %52 = call noalias ptr @malloc(i64 noundef %51) #29
  %53 = load i32, ptr %3, align 4, !tbaa !5
  %54 = add nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = shl nsw i64 %55, 2
  %57 = call noalias ptr @malloc(i64 noundef %56) #29
  %58 = load ptr, ptr @MPI_UNWEIGHTED, align 8, !tbaa !175
  %59 = call i32 @MPI_Dist_graph_neighbors(i32 noundef %1, i32 noundef %48, ptr noundef %52, ptr noundef %58, i32 noundef %53, ptr noundef %57, ptr noundef %58) #27
  call void @free(ptr noundef %57) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %73

60:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %61 = call i32 @MPI_Comm_rank(i32 noundef %1, ptr noundef nonnull %11) #27
  %62 = load i32, ptr %11, align 4, !tbaa !5
  %63 = call i32 @MPI_Graph_neighbors_count(i32 noundef %1, i32 noundef %62, ptr noundef nonnull %2) #27
  %64 = load i32, ptr %2, align 4, !tbaa !5
  store i32 %64, ptr %3, align 4, !tbaa !5
  %65 = add nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = shl nsw i64 %66, 2
  %68 = call noalias ptr @malloc(i64 noundef %67) #29
  %69 = load i32, ptr %11, align 4, !tbaa !5
  %70 = call i32 @MPI_Graph_neighbors(i32 noundef %1, i32 noundef %69, i32 noundef %64, ptr noundef %68) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  br label %73

71:                                               ; preds = %45
  %72 = sext i32 %13 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.65, i64 noundef %72) #30
  unreachable

73:                                               ; preds = %60, %46, %26
  %74 = phi ptr [ %22, %26 ], [ %52, %46 ], [ %68, %60 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  ret ptr %74
}

; Function Attrs: nounwind
define void @__mpiad_rev_neighbor(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #7 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = load i32, ptr @n_pending, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 0
  %13 = load i64, ptr @coll_seq, align 8, !tbaa !12
  br i1 %12, label %14, label %44

14:                                               ; preds = %8
  %15 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  br label %16

16:                                               ; preds = %29, %14
  %17 = phi i32 [ %30, %29 ], [ %11, %14 ]
  %18 = phi i64 [ %31, %29 ], [ %13, %14 ]
  %19 = phi ptr [ %32, %29 ], [ %15, %14 ]
  %20 = phi i32 [ %33, %29 ], [ 0, %14 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds ptr, ptr %19, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %25 = load i64, ptr %24, align 8, !tbaa !20
  %26 = icmp eq i64 %25, %18
  br i1 %26, label %35, label %27

27:                                               ; preds = %16
  %28 = add nsw i32 %20, 1
  br label %29

29:                                               ; preds = %35, %27
  %30 = phi i32 [ %17, %27 ], [ %43, %35 ]
  %31 = phi i64 [ %18, %27 ], [ %41, %35 ]
  %32 = phi ptr [ %19, %27 ], [ %42, %35 ]
  %33 = phi i32 [ %28, %27 ], [ 0, %35 ]
  %34 = icmp slt i32 %33, %30
  br i1 %34, label %16, label %44, !llvm.loop !26

35:                                               ; preds = %16
  %36 = add nsw i32 %17, -1
  store i32 %36, ptr @n_pending, align 4, !tbaa !5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds ptr, ptr %19, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !15
  store ptr %39, ptr %22, align 8, !tbaa !15
  tail call fastcc void @icoll_initiate(ptr noundef nonnull %23)
  %40 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %41 = add nsw i64 %40, -1
  store i64 %41, ptr @coll_seq, align 8, !tbaa !12
  %42 = load ptr, ptr @coll_pending, align 8, !tbaa !18
  %43 = load i32, ptr @n_pending, align 4, !tbaa !5
  br label %29

44:                                               ; preds = %29, %8
  %45 = phi i64 [ %13, %8 ], [ %31, %29 ]
  %46 = add nsw i64 %45, -1
  store i64 %46, ptr @coll_seq, align 8, !tbaa !12
  %47 = icmp eq i32 %7, 0
  %48 = icmp eq i32 %5, 1275069450
  %49 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %207 [
    i32 1275070475, label %50
    i32 1275069450, label %50
  ]

50:                                               ; preds = %44, %44
  %51 = select i1 %47, ptr @.str.32, ptr @.str.31
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %52 = call fastcc ptr @nb_sources(ptr noundef nonnull %51, i32 noundef %6, ptr noundef %9, ptr noundef %10, i32 noundef 1)
  %53 = select i1 %48, i64 4, i64 8
  %54 = load i32, ptr %9, align 4, !tbaa !5
  %55 = sext i32 %54 to i64
  %56 = sext i32 %4 to i64
  %57 = mul nsw i64 %55, %56
  %58 = add nsw i64 %57, 1
  %59 = call noalias ptr @calloc(i64 noundef %58, i64 noundef %53) #31
  %60 = icmp ne ptr %3, null
  br i1 %60, label %61, label %64

61:                                               ; preds = %50
  %62 = select i1 %48, i64 2, i64 3
  %63 = shl i64 %57, %62
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr nonnull align 1 %3, i64 %63, i1 false)
  br label %64

64:                                               ; preds = %61, %50
  %65 = load i32, ptr %10, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = sext i32 %1 to i64
  %68 = mul nsw i64 %66, %67
  %69 = add nsw i64 %68, 1
  %70 = call noalias ptr @calloc(i64 noundef %69, i64 noundef %53) #31
  %71 = call i32 @MPI_Neighbor_alltoall(ptr noundef %59, i32 noundef %4, i32 noundef %5, ptr noundef %70, i32 noundef %1, i32 noundef %2, i32 noundef %6) #27
  %72 = icmp ne ptr %0, null
  %73 = load i32, ptr %10, align 4
  %74 = icmp sgt i32 %73, 0
  %75 = select i1 %72, i1 %74, i1 false
  br i1 %75, label %76, label %87

76:                                               ; preds = %64
  %77 = select i1 %48, i64 2, i64 3
  %78 = icmp sgt i32 %1, 0
  %79 = zext i32 %1 to i64
  %80 = zext nneg i32 %73 to i64
  %81 = icmp ult i32 %1, 8
  %82 = and i64 %79, 2147483640
  %83 = icmp eq i64 %82, %79
  %84 = icmp ult i32 %1, 4
  %85 = and i64 %79, 2147483644
  %86 = icmp eq i64 %85, %79
  br label %98

87:                                               ; preds = %165, %64
  %88 = load i32, ptr %9, align 4, !tbaa !5
  %89 = icmp sgt i32 %88, 0
  br i1 %89, label %90, label %181

90:                                               ; preds = %87
  %91 = select i1 %48, i64 2, i64 3
  %92 = shl nsw i64 %56, %91
  %93 = zext nneg i32 %88 to i64
  %94 = and i64 %93, 1
  %95 = icmp eq i32 %88, 1
  br i1 %95, label %170, label %96

96:                                               ; preds = %90
  %97 = and i64 %93, 2147483646
  br label %182

98:                                               ; preds = %76, %165
  %99 = phi i64 [ 0, %76 ], [ %166, %165 ]
  %100 = getelementptr inbounds nuw i32, ptr %52, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = icmp eq i32 %101, -1
  br i1 %102, label %165, label %103

103:                                              ; preds = %98
  %104 = mul nsw i64 %99, %67
  %105 = shl i64 %104, %77
  %106 = select i1 %47, i64 %105, i64 0
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %70, i64 %105
  br i1 %49, label %128, label %109

109:                                              ; preds = %103
  br i1 %78, label %110, label %165

110:                                              ; preds = %109
  br i1 %81, label %126, label %111

111:                                              ; preds = %110, %111
  %112 = phi i64 [ %123, %111 ], [ 0, %110 ]
  %113 = getelementptr inbounds nuw float, ptr %108, i64 %112
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 16
  %115 = load <4 x float>, ptr %113, align 4, !tbaa !27
  %116 = load <4 x float>, ptr %114, align 4, !tbaa !27
  %117 = getelementptr inbounds nuw float, ptr %107, i64 %112
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 16
  %119 = load <4 x float>, ptr %117, align 4, !tbaa !27
  %120 = load <4 x float>, ptr %118, align 4, !tbaa !27
  %121 = fadd <4 x float> %115, %119
  %122 = fadd <4 x float> %116, %120
  store <4 x float> %121, ptr %117, align 4, !tbaa !27
  store <4 x float> %122, ptr %118, align 4, !tbaa !27
  %123 = add nuw i64 %112, 8
  %124 = icmp eq i64 %123, %82
  br i1 %124, label %125, label %111, !llvm.loop !286

125:                                              ; preds = %111
  br i1 %83, label %165, label %126

126:                                              ; preds = %110, %125
  %127 = phi i64 [ 0, %110 ], [ %82, %125 ]
  br label %156

128:                                              ; preds = %103
  br i1 %78, label %129, label %165

129:                                              ; preds = %128
  br i1 %84, label %145, label %130

130:                                              ; preds = %129, %130
  %131 = phi i64 [ %142, %130 ], [ 0, %129 ]
  %132 = getelementptr inbounds nuw double, ptr %108, i64 %131
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 16
  %134 = load <2 x double>, ptr %132, align 8, !tbaa !32
  %135 = load <2 x double>, ptr %133, align 8, !tbaa !32
  %136 = getelementptr inbounds nuw double, ptr %107, i64 %131
  %137 = getelementptr inbounds nuw i8, ptr %136, i64 16
  %138 = load <2 x double>, ptr %136, align 8, !tbaa !32
  %139 = load <2 x double>, ptr %137, align 8, !tbaa !32
  %140 = fadd <2 x double> %134, %138
  %141 = fadd <2 x double> %135, %139
  store <2 x double> %140, ptr %136, align 8, !tbaa !32
  store <2 x double> %141, ptr %137, align 8, !tbaa !32
  %142 = add nuw i64 %131, 4
  %143 = icmp eq i64 %142, %85
  br i1 %143, label %144, label %130, !llvm.loop !287

144:                                              ; preds = %130
  br i1 %86, label %165, label %145

145:                                              ; preds = %129, %144
  %146 = phi i64 [ 0, %129 ], [ %85, %144 ]
  br label %147

147:                                              ; preds = %145, %147
  %148 = phi i64 [ %154, %147 ], [ %146, %145 ]
  %149 = getelementptr inbounds nuw double, ptr %108, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !32
  %151 = getelementptr inbounds nuw double, ptr %107, i64 %148
  %152 = load double, ptr %151, align 8, !tbaa !32
  %153 = fadd double %150, %152
  store double %153, ptr %151, align 8, !tbaa !32
  %154 = add nuw nsw i64 %148, 1
  %155 = icmp eq i64 %154, %79
  br i1 %155, label %165, label %147, !llvm.loop !288

156:                                              ; preds = %126, %156
  %157 = phi i64 [ %163, %156 ], [ %127, %126 ]
  %158 = getelementptr inbounds nuw float, ptr %108, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !27
  %160 = getelementptr inbounds nuw float, ptr %107, i64 %157
  %161 = load float, ptr %160, align 4, !tbaa !27
  %162 = fadd float %159, %161
  store float %162, ptr %160, align 4, !tbaa !27
  %163 = add nuw nsw i64 %157, 1
  %164 = icmp eq i64 %163, %79
  br i1 %164, label %165, label %156, !llvm.loop !289

165:                                              ; preds = %156, %147, %125, %144, %128, %109, %98
  %166 = add nuw nsw i64 %99, 1
  %167 = icmp samesign ult i64 %166, %80
  br i1 %167, label %98, label %87, !llvm.loop !290

168:                                              ; preds = %203
  %169 = icmp eq i64 %94, 0
  br i1 %169, label %181, label %170

170:                                              ; preds = %168, %90
  %171 = phi i64 [ 0, %90 ], [ %204, %168 ]
  %172 = icmp ne i64 %94, 0
  call void @llvm.assume(i1 %172)
  %173 = getelementptr inbounds nuw i32, ptr %52, i64 %171
  %174 = load i32, ptr %173, align 4, !tbaa !5
  %175 = icmp ne i32 %174, -1
  %176 = and i1 %60, %175
  br i1 %176, label %177, label %181

177:                                              ; preds = %170
  %178 = mul nsw i64 %171, %56
  %179 = shl i64 %178, %91
  %180 = getelementptr inbounds nuw i8, ptr %3, i64 %179
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %180, i8 0, i64 %92, i1 false)
  br label %181

181:                                              ; preds = %168, %177, %170, %87
  call void @free(ptr noundef %59) #27
  call void @free(ptr noundef %70) #27
  call void @free(ptr noundef %52) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  br label %207

182:                                              ; preds = %203, %96
  %183 = phi i64 [ 0, %96 ], [ %204, %203 ]
  %184 = phi i64 [ 0, %96 ], [ %205, %203 ]
  %185 = getelementptr inbounds nuw i32, ptr %52, i64 %183
  %186 = load i32, ptr %185, align 4, !tbaa !5
  %187 = icmp ne i32 %186, -1
  %188 = and i1 %60, %187
  br i1 %188, label %189, label %193

189:                                              ; preds = %182
  %190 = mul nsw i64 %183, %56
  %191 = shl i64 %190, %91
  %192 = getelementptr inbounds nuw i8, ptr %3, i64 %191
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %192, i8 0, i64 %92, i1 false)
  br label %193

193:                                              ; preds = %182, %189
  %194 = or disjoint i64 %183, 1
  %195 = getelementptr inbounds nuw i32, ptr %52, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = icmp ne i32 %196, -1
  %198 = and i1 %60, %197
  br i1 %198, label %199, label %203

199:                                              ; preds = %193
  %200 = mul nsw i64 %194, %56
  %201 = shl i64 %200, %91
  %202 = getelementptr inbounds nuw i8, ptr %3, i64 %201
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %202, i8 0, i64 %92, i1 false)
  br label %203

203:                                              ; preds = %199, %193
  %204 = add nuw nsw i64 %183, 2
  %205 = add i64 %184, 2
  %206 = icmp eq i64 %205, %97
  br i1 %206, label %168, label %182, !llvm.loop !291

207:                                              ; preds = %44, %181
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @__mpiad_f_indices(ptr noundef readonly captures(address_is_null) %0, ptr noundef captures(none) %1) local_unnamed_addr #20 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %92

7:                                                ; preds = %2, %4
  %8 = phi i32 [ %5, %4 ], [ 1, %2 ]
  %9 = zext nneg i32 %8 to i64
  %10 = icmp samesign ult i32 %8, 8
  br i1 %10, label %80, label %11

11:                                               ; preds = %7
  %12 = and i64 %9, 2147483640
  br label %13

13:                                               ; preds = %75, %11
  %14 = phi i64 [ 0, %11 ], [ %76, %75 ]
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %17 = load <4 x i32>, ptr %15, align 4, !tbaa !5
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !5
  %19 = icmp ne <4 x i32> %17, splat (i32 -32766)
  %20 = icmp ne <4 x i32> %18, splat (i32 -32766)
  %21 = extractelement <4 x i1> %19, i64 0
  br i1 %21, label %22, label %26

22:                                               ; preds = %13
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %24 = extractelement <4 x i32> %17, i64 0
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %22, %13
  %27 = extractelement <4 x i1> %19, i64 1
  br i1 %27, label %28, label %33

28:                                               ; preds = %26
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %31 = extractelement <4 x i32> %17, i64 1
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %30, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %28, %26
  %34 = extractelement <4 x i1> %19, i64 2
  br i1 %34, label %35, label %40

35:                                               ; preds = %33
  %36 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %38 = extractelement <4 x i32> %17, i64 2
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %37, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %35, %33
  %41 = extractelement <4 x i1> %19, i64 3
  br i1 %41, label %42, label %47

42:                                               ; preds = %40
  %43 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 12
  %45 = extractelement <4 x i32> %17, i64 3
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %44, align 4, !tbaa !5
  br label %47

47:                                               ; preds = %42, %40
  %48 = extractelement <4 x i1> %20, i64 0
  br i1 %48, label %49, label %54

49:                                               ; preds = %47
  %50 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 16
  %52 = extractelement <4 x i32> %18, i64 0
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %51, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %49, %47
  %55 = extractelement <4 x i1> %20, i64 1
  br i1 %55, label %56, label %61

56:                                               ; preds = %54
  %57 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 20
  %59 = extractelement <4 x i32> %18, i64 1
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %58, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %56, %54
  %62 = extractelement <4 x i1> %20, i64 2
  br i1 %62, label %63, label %68

63:                                               ; preds = %61
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 24
  %66 = extractelement <4 x i32> %18, i64 2
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %65, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %63, %61
  %69 = extractelement <4 x i1> %20, i64 3
  br i1 %69, label %70, label %75

70:                                               ; preds = %68
  %71 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 28
  %73 = extractelement <4 x i32> %18, i64 3
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %72, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %70, %68
  %76 = add nuw i64 %14, 8
  %77 = icmp eq i64 %76, %12
  br i1 %77, label %78, label %13, !llvm.loop !292

78:                                               ; preds = %75
  %79 = icmp eq i64 %12, %9
  br i1 %79, label %92, label %80

80:                                               ; preds = %7, %78
  %81 = phi i64 [ 0, %7 ], [ %12, %78 ]
  br label %82

82:                                               ; preds = %80, %89
  %83 = phi i64 [ %90, %89 ], [ %81, %80 ]
  %84 = getelementptr inbounds nuw i32, ptr %1, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = icmp eq i32 %85, -32766
  br i1 %86, label %89, label %87

87:                                               ; preds = %82
  %88 = add nsw i32 %85, 1
  store i32 %88, ptr %84, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %82, %87
  %90 = add nuw nsw i64 %83, 1
  %91 = icmp eq i64 %90, %9
  br i1 %91, label %92, label %82, !llvm.loop !293

92:                                               ; preds = %89, %78, %4
  ret void
}

; Function Attrs: nofree nounwind memory(read)
declare noundef ptr @getenv(ptr noundef captures(none)) local_unnamed_addr #21

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc void @req_insert(i64 noundef %0, i32 noundef %1, ptr noundef %2) unnamed_addr #13 {
  %4 = load i64, ptr @req_used, align 8, !tbaa !12
  %5 = shl i64 %4, 1
  %6 = add i64 %5, 2
  %7 = load i64, ptr @req_cap, align 8, !tbaa !12
  %8 = icmp sgt i64 %6, %7
  %9 = load ptr, ptr @req_slots, align 8, !tbaa !15
  br i1 %8, label %10, label %48

10:                                               ; preds = %3
  %11 = icmp eq i64 %7, 0
  %12 = shl nsw i64 %7, 1
  %13 = select i1 %11, i64 64, i64 %12
  store i64 %13, ptr @req_cap, align 8, !tbaa !12
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 24) #31
  store ptr %14, ptr @req_slots, align 8, !tbaa !15
  store i64 0, ptr @req_used, align 8, !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) @req_count, i8 0, i64 32, i1 false)
  %15 = icmp sgt i64 %7, 0
  br i1 %15, label %16, label %45

16:                                               ; preds = %10, %22
  %17 = phi i64 [ %23, %22 ], [ 0, %10 ]
  %18 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !94
  %21 = icmp eq ptr %20, null
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %25, label %16, !llvm.loop !294

25:                                               ; preds = %22, %16
  %26 = phi i64 [ %17, %16 ], [ %7, %22 ]
  br label %27

27:                                               ; preds = %25, %39
  %28 = phi i64 [ %40, %39 ], [ 1, %25 ]
  %29 = add nuw nsw i64 %28, %26
  %30 = srem i64 %29, %7
  %31 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !94
  %34 = icmp eq ptr %33, null
  br i1 %34, label %39, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %31, align 8, !tbaa !97
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %38 = load i32, ptr %37, align 8, !tbaa !98
  tail call fastcc void @req_insert(i64 noundef %36, i32 noundef %38, ptr noundef nonnull %33)
  br label %39

39:                                               ; preds = %35, %27
  %40 = add nuw i64 %28, 1
  %41 = icmp eq i64 %28, %7
  br i1 %41, label %42, label %27, !llvm.loop !295

42:                                               ; preds = %39
  %43 = load i64, ptr @req_cap, align 8, !tbaa !12
  %44 = load ptr, ptr @req_slots, align 8, !tbaa !15
  br label %45

45:                                               ; preds = %10, %42
  %46 = phi ptr [ %44, %42 ], [ %14, %10 ]
  %47 = phi i64 [ %43, %42 ], [ %13, %10 ]
  tail call void @free(ptr noundef %9) #27
  br label %48

48:                                               ; preds = %45, %3
  %49 = phi ptr [ %46, %45 ], [ %9, %3 ]
  %50 = phi i64 [ %47, %45 ], [ %7, %3 ]
  %51 = mul i64 %0, -7046029254386353131
  %52 = urem i64 %51, %50
  %53 = getelementptr inbounds %struct.req_slot, ptr %49, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8, !tbaa !94
  %56 = icmp eq ptr %55, null
  br i1 %56, label %65, label %57

57:                                               ; preds = %48, %57
  %58 = phi i64 [ %60, %57 ], [ %52, %48 ]
  %59 = add nsw i64 %58, 1
  %60 = srem i64 %59, %50
  %61 = getelementptr inbounds %struct.req_slot, ptr %49, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !94
  %64 = icmp eq ptr %63, null
  br i1 %64, label %65, label %57, !llvm.loop !296

65:                                               ; preds = %57, %48
  %66 = phi ptr [ %53, %48 ], [ %61, %57 ]
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16
  store i64 %0, ptr %66, align 8, !tbaa !97
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store i32 %1, ptr %68, align 8, !tbaa !98
  store ptr %2, ptr %67, align 8, !tbaa !94
  %69 = load i64, ptr @req_used, align 8, !tbaa !12
  %70 = add nsw i64 %69, 1
  store i64 %70, ptr @req_used, align 8, !tbaa !12
  %71 = sext i32 %1 to i64
  %72 = getelementptr inbounds i64, ptr @req_count, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !12
  %74 = add nsw i64 %73, 1
  store i64 %74, ptr %72, align 8, !tbaa !12
  ret void
}

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc noundef ptr @chan_of(ptr noundef nonnull readonly captures(none) %0) unnamed_addr #13 {
  %2 = load i32, ptr @n_chans, align 4, !tbaa !5
  %3 = icmp sgt i32 %2, 0
  %4 = load ptr, ptr @chans, align 8, !tbaa !15
  br i1 %3, label %5, label %34

5:                                                ; preds = %1
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !60
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %10 = zext nneg i32 %2 to i64
  br label %11

11:                                               ; preds = %5, %31
  %12 = phi i64 [ 0, %5 ], [ %32, %31 ]
  %13 = getelementptr inbounds nuw %struct.p2p_chan, ptr %4, i64 %12
  %14 = load i32, ptr %13, align 8, !tbaa !297
  %15 = icmp eq i32 %14, %7
  br i1 %15, label %16, label %31

16:                                               ; preds = %11
  %17 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !298
  %19 = load i32, ptr %8, align 8, !tbaa !58
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %31

21:                                               ; preds = %16
  %22 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %23 = load i32, ptr %22, align 8, !tbaa !299
  %24 = load i32, ptr %9, align 4, !tbaa !59
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %31

26:                                               ; preds = %21
  %27 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %28 = load i32, ptr %27, align 4, !tbaa !300
  %29 = load i32, ptr %0, align 8, !tbaa !53
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %56, label %31

31:                                               ; preds = %11, %16, %21, %26
  %32 = add nuw nsw i64 %12, 1
  %33 = icmp eq i64 %32, %10
  br i1 %33, label %34, label %11, !llvm.loop !301

34:                                               ; preds = %31, %1
  %35 = load i32, ptr @cap_chans, align 4, !tbaa !5
  %36 = icmp eq i32 %2, %35
  br i1 %36, label %37, label %44

37:                                               ; preds = %34
  %38 = icmp eq i32 %2, 0
  %39 = shl nsw i32 %2, 1
  %40 = select i1 %38, i32 8, i32 %39
  store i32 %40, ptr @cap_chans, align 4, !tbaa !5
  %41 = sext i32 %40 to i64
  %42 = mul nsw i64 %41, 40
  %43 = tail call ptr @realloc(ptr noundef %4, i64 noundef %42) #32
  store ptr %43, ptr @chans, align 8, !tbaa !15
  br label %44

44:                                               ; preds = %37, %34
  %45 = phi ptr [ %43, %37 ], [ %4, %34 ]
  %46 = add nsw i32 %2, 1
  store i32 %46, ptr @n_chans, align 4, !tbaa !5
  %47 = sext i32 %2 to i64
  %48 = getelementptr inbounds %struct.p2p_chan, ptr %45, i64 %47
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %48, i8 0, i64 40, i1 false)
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %50 = load i32, ptr %49, align 8, !tbaa !60
  store i32 %50, ptr %48, align 8, !tbaa !297
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %52 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %53 = load <2 x i32>, ptr %51, align 8, !tbaa !5
  store <2 x i32> %53, ptr %52, align 4, !tbaa !5
  %54 = load i32, ptr %0, align 8, !tbaa !53
  %55 = getelementptr inbounds nuw i8, ptr %48, i64 12
  store i32 %54, ptr %55, align 4, !tbaa !300
  br label %56

56:                                               ; preds = %26, %44
  %57 = phi ptr [ %48, %44 ], [ %13, %26 ]
  ret ptr %57
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #11

; Function Attrs: nounwind
define internal fastcc void @p2p_post(ptr noundef initializes((80, 84)) %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store i32 1, ptr %2, align 8, !tbaa !82
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !56
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !55
  %8 = icmp eq i32 %7, 2
  %9 = select i1 %8, i64 2, i64 3
  %10 = shl nsw i64 %5, %9
  %11 = load i32, ptr %0, align 8, !tbaa !53
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %27

13:                                               ; preds = %1
  %14 = or disjoint i64 %10, 1
  %15 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %14) #31
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %15, ptr %16, align 8, !tbaa !64
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !57
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %20 = load i32, ptr %19, align 8, !tbaa !58
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %22 = load i32, ptr %21, align 4, !tbaa !59
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %24 = load i32, ptr %23, align 8, !tbaa !60
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %26 = tail call i32 @MPI_Irecv(ptr noundef %15, i32 noundef %4, i32 noundef %18, i32 noundef %20, i32 noundef %22, i32 noundef %24, ptr noundef nonnull %25) #27
  br label %48

27:                                               ; preds = %1
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !61
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %35

31:                                               ; preds = %27
  %32 = or disjoint i64 %10, 1
  %33 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %32) #31
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %33, ptr %34, align 8, !tbaa !64
  br label %35

35:                                               ; preds = %27, %31
  %36 = phi ptr [ %33, %31 ], [ %29, %27 ]
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !57
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %40 = load i32, ptr %39, align 8, !tbaa !58
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %42 = load i32, ptr %41, align 4, !tbaa !59
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 0)
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %45 = load i32, ptr %44, align 8, !tbaa !60
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %47 = tail call i32 @MPI_Isend(ptr noundef %36, i32 noundef %4, i32 noundef %38, i32 noundef %40, i32 noundef %43, i32 noundef %45, ptr noundef nonnull %46) #27
  br label %48

48:                                               ; preds = %35, %13
  ret void
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef captures(none)) local_unnamed_addr #22

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal range(i32 -1, 2) i32 @by_ino_desc(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) #23 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %5 = load i64, ptr %4, align 8, !tbaa !62
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %8 = load i64, ptr %7, align 8, !tbaa !62
  %9 = tail call i32 @llvm.scmp.i32.i64(i64 %8, i64 %5)
  ret i32 %9
}

; Function Attrs: nounwind
define internal fastcc void @icoll_aug_complete(ptr noundef initializes((8, 12)) %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 1, ptr %2, align 8, !tbaa !302
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %4 = load ptr, ptr %3, align 8, !tbaa !250
  %5 = icmp eq ptr %4, null
  br i1 %5, label %148, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %8 = tail call i32 @MPI_Wait(ptr noundef nonnull %7, ptr noundef nonnull inttoptr (i64 1 to ptr)) #27
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %10 = load i32, ptr %9, align 8, !tbaa !108
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 3
  %13 = add nsw i64 %12, 8
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #29
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 216
  store ptr %14, ptr %15, align 8, !tbaa !229
  %16 = icmp sgt i32 %10, 0
  %17 = load ptr, ptr %3, align 8, !tbaa !250
  br i1 %16, label %18, label %38

18:                                               ; preds = %6
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %20 = load i32, ptr %19, align 4, !tbaa !104
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %22 = load i32, ptr %21, align 8, !tbaa !248
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %24 = load i32, ptr %23, align 4, !tbaa !140
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %26 = load i32, ptr %25, align 8, !tbaa !106
  %27 = icmp sgt i32 %24, 0
  %28 = icmp eq i32 %20, 1
  %29 = zext i32 %26 to i64
  %30 = zext i32 %24 to i64
  %31 = icmp sgt i32 %24, 1
  %32 = icmp eq i32 %22, 3
  %33 = and i64 %30, 1
  %34 = icmp eq i32 %24, 1
  %35 = and i64 %30, 2147483646
  %36 = icmp eq i64 %33, 0
  %37 = icmp ne i64 %33, 0
  br label %41

38:                                               ; preds = %143, %6
  tail call void @free(ptr noundef %17) #27
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %40 = load ptr, ptr %39, align 8, !tbaa !249
  tail call void @free(ptr noundef %40) #27
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, i8 0, i64 16, i1 false)
  br label %148

41:                                               ; preds = %18, %143
  %42 = phi i64 [ 0, %18 ], [ %146, %143 ]
  switch i32 %22, label %85 [
    i32 1, label %143
    i32 2, label %43
  ]

43:                                               ; preds = %41
  br i1 %27, label %44, label %143

44:                                               ; preds = %43
  br i1 %34, label %126, label %45

45:                                               ; preds = %44, %80
  %46 = phi i64 [ %82, %80 ], [ 0, %44 ]
  %47 = phi double [ %81, %80 ], [ 1.000000e+00, %44 ]
  %48 = phi i64 [ %83, %80 ], [ 0, %44 ]
  %49 = icmp eq i64 %46, %29
  br i1 %49, label %63, label %50

50:                                               ; preds = %45
  %51 = mul nuw nsw i64 %46, %11
  %52 = add nuw nsw i64 %51, %42
  br i1 %28, label %53, label %56

53:                                               ; preds = %50
  %54 = getelementptr inbounds nuw double, ptr %17, i64 %52
  %55 = load double, ptr %54, align 8, !tbaa !32
  br label %60

56:                                               ; preds = %50
  %57 = getelementptr inbounds nuw float, ptr %17, i64 %52
  %58 = load float, ptr %57, align 4, !tbaa !27
  %59 = fpext float %58 to double
  br label %60

60:                                               ; preds = %56, %53
  %61 = phi double [ %55, %53 ], [ %59, %56 ]
  %62 = fmul double %47, %61
  br label %63

63:                                               ; preds = %60, %45
  %64 = phi double [ %62, %60 ], [ %47, %45 ]
  %65 = or disjoint i64 %46, 1
  %66 = icmp eq i64 %65, %29
  br i1 %66, label %80, label %67

67:                                               ; preds = %63
  %68 = mul nuw nsw i64 %65, %11
  %69 = add nuw nsw i64 %68, %42
  br i1 %28, label %74, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds nuw float, ptr %17, i64 %69
  %72 = load float, ptr %71, align 4, !tbaa !27
  %73 = fpext float %72 to double
  br label %77

74:                                               ; preds = %67
  %75 = getelementptr inbounds nuw double, ptr %17, i64 %69
  %76 = load double, ptr %75, align 8, !tbaa !32
  br label %77

77:                                               ; preds = %74, %70
  %78 = phi double [ %76, %74 ], [ %73, %70 ]
  %79 = fmul double %64, %78
  br label %80

80:                                               ; preds = %77, %63
  %81 = phi double [ %79, %77 ], [ %64, %63 ]
  %82 = add nuw nsw i64 %46, 2
  %83 = add i64 %48, 2
  %84 = icmp eq i64 %83, %35
  br i1 %84, label %125, label %45, !llvm.loop !143

85:                                               ; preds = %41
  br i1 %28, label %86, label %89

86:                                               ; preds = %85
  %87 = getelementptr inbounds nuw double, ptr %17, i64 %42
  %88 = load double, ptr %87, align 8, !tbaa !32
  br label %93

89:                                               ; preds = %85
  %90 = getelementptr inbounds nuw float, ptr %17, i64 %42
  %91 = load float, ptr %90, align 4, !tbaa !27
  %92 = fpext float %91 to double
  br label %93

93:                                               ; preds = %89, %86
  %94 = phi double [ %88, %86 ], [ %92, %89 ]
  br i1 %31, label %99, label %95

95:                                               ; preds = %120, %93
  %96 = phi i32 [ 0, %93 ], [ %121, %120 ]
  %97 = icmp eq i32 %96, %26
  %98 = select i1 %97, double 1.000000e+00, double 0.000000e+00
  br label %143

99:                                               ; preds = %93, %120
  %100 = phi i64 [ %123, %120 ], [ 1, %93 ]
  %101 = phi double [ %122, %120 ], [ %94, %93 ]
  %102 = phi i32 [ %121, %120 ], [ 0, %93 ]
  %103 = mul nuw nsw i64 %100, %11
  %104 = add nuw nsw i64 %103, %42
  br i1 %28, label %105, label %108

105:                                              ; preds = %99
  %106 = getelementptr inbounds nuw double, ptr %17, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !32
  br label %112

108:                                              ; preds = %99
  %109 = getelementptr inbounds nuw float, ptr %17, i64 %104
  %110 = load float, ptr %109, align 4, !tbaa !27
  %111 = fpext float %110 to double
  br label %112

112:                                              ; preds = %108, %105
  %113 = phi double [ %107, %105 ], [ %111, %108 ]
  br i1 %32, label %114, label %116

114:                                              ; preds = %112
  %115 = fcmp olt double %113, %101
  br i1 %115, label %118, label %120

116:                                              ; preds = %112
  %117 = fcmp ogt double %113, %101
  br i1 %117, label %118, label %120

118:                                              ; preds = %116, %114
  %119 = trunc nuw nsw i64 %100 to i32
  br label %120

120:                                              ; preds = %118, %116, %114
  %121 = phi i32 [ %119, %118 ], [ %102, %114 ], [ %102, %116 ]
  %122 = phi double [ %113, %118 ], [ %101, %114 ], [ %101, %116 ]
  %123 = add nuw nsw i64 %100, 1
  %124 = icmp eq i64 %123, %30
  br i1 %124, label %95, label %99, !llvm.loop !144

125:                                              ; preds = %80
  br i1 %36, label %143, label %126

126:                                              ; preds = %125, %44
  %127 = phi i64 [ 0, %44 ], [ %82, %125 ]
  %128 = phi double [ 1.000000e+00, %44 ], [ %81, %125 ]
  tail call void @llvm.assume(i1 %37)
  %129 = icmp eq i64 %127, %29
  br i1 %129, label %143, label %130

130:                                              ; preds = %126
  %131 = mul nuw nsw i64 %127, %11
  %132 = add nuw nsw i64 %131, %42
  br i1 %28, label %137, label %133

133:                                              ; preds = %130
  %134 = getelementptr inbounds nuw float, ptr %17, i64 %132
  %135 = load float, ptr %134, align 4, !tbaa !27
  %136 = fpext float %135 to double
  br label %140

137:                                              ; preds = %130
  %138 = getelementptr inbounds nuw double, ptr %17, i64 %132
  %139 = load double, ptr %138, align 8, !tbaa !32
  br label %140

140:                                              ; preds = %137, %133
  %141 = phi double [ %139, %137 ], [ %136, %133 ]
  %142 = fmul double %128, %141
  br label %143

143:                                              ; preds = %125, %140, %126, %41, %43, %95
  %144 = phi double [ %98, %95 ], [ 1.000000e+00, %41 ], [ 1.000000e+00, %43 ], [ %81, %125 ], [ %142, %140 ], [ %128, %126 ]
  %145 = getelementptr inbounds nuw double, ptr %14, i64 %42
  store double %144, ptr %145, align 8, !tbaa !32
  %146 = add nuw nsw i64 %42, 1
  %147 = icmp eq i64 %146, %11
  br i1 %147, label %38, label %41, !llvm.loop !303

148:                                              ; preds = %1, %38
  ret void
}

declare i32 @MPI_Testsome(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Waitsome(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Get_count(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Status_set_elements(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Ssend_init(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Rsend_init(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Bsend_init(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Start(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @exclusive_products(i32 noundef range(i32 1, 3) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #7 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #27
  %8 = call i32 @MPI_Comm_size(i32 noundef %4, ptr noundef nonnull %6) #27
  %9 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %7) #27
  %10 = icmp eq i32 %0, 2
  %11 = sext i32 %2 to i64
  %12 = load i32, ptr %6, align 4, !tbaa !5
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, %11
  %15 = select i1 %10, i64 2, i64 3
  %16 = shl i64 %14, %15
  %17 = or disjoint i64 %16, 1
  %18 = call noalias ptr @malloc(i64 noundef %17) #29
  %19 = call i32 @MPI_Allgather(ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %18, i32 noundef %2, i32 noundef %3, i32 noundef %4) #27
  %20 = shl nsw i64 %11, %15
  %21 = or disjoint i64 %20, 1
  %22 = call noalias ptr @malloc(i64 noundef %21) #29
  %23 = icmp sgt i32 %2, 0
  br i1 %23, label %24, label %39

24:                                               ; preds = %5
  %25 = load i32, ptr %6, align 4, !tbaa !5
  %26 = icmp sgt i32 %25, 0
  %27 = load i32, ptr %7, align 4
  %28 = icmp eq i32 %0, 1
  %29 = zext i32 %27 to i64
  %30 = zext i32 %25 to i64
  %31 = and i64 %30, 1
  %32 = icmp eq i32 %25, 1
  %33 = and i64 %30, 2147483646
  %34 = icmp eq i64 %31, 0
  %35 = icmp ne i64 %31, 0
  br label %36

36:                                               ; preds = %24, %66
  %37 = phi i64 [ 0, %24 ], [ %67, %66 ]
  br i1 %26, label %38, label %59

38:                                               ; preds = %36
  br i1 %32, label %41, label %69

39:                                               ; preds = %66, %5
  call void @free(ptr noundef %18) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  ret ptr %22

40:                                               ; preds = %106
  br i1 %34, label %59, label %41

41:                                               ; preds = %40, %38
  %42 = phi i64 [ 0, %38 ], [ %108, %40 ]
  %43 = phi double [ 1.000000e+00, %38 ], [ %107, %40 ]
  call void @llvm.assume(i1 %35)
  %44 = icmp eq i64 %42, %29
  br i1 %44, label %59, label %45

45:                                               ; preds = %41
  %46 = mul nuw nsw i64 %42, %11
  %47 = shl i64 %46, %15
  %48 = getelementptr inbounds nuw i8, ptr %18, i64 %47
  br i1 %28, label %53, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds nuw float, ptr %48, i64 %37
  %51 = load float, ptr %50, align 4, !tbaa !27
  %52 = fpext float %51 to double
  br label %56

53:                                               ; preds = %45
  %54 = getelementptr inbounds nuw double, ptr %48, i64 %37
  %55 = load double, ptr %54, align 8, !tbaa !32
  br label %56

56:                                               ; preds = %53, %49
  %57 = phi double [ %55, %53 ], [ %52, %49 ]
  %58 = fmul double %43, %57
  br label %59

59:                                               ; preds = %40, %56, %41, %36
  %60 = phi double [ 1.000000e+00, %36 ], [ %107, %40 ], [ %58, %56 ], [ %43, %41 ]
  br i1 %28, label %61, label %63

61:                                               ; preds = %59
  %62 = getelementptr inbounds nuw double, ptr %22, i64 %37
  store double %60, ptr %62, align 8, !tbaa !32
  br label %66

63:                                               ; preds = %59
  %64 = fptrunc double %60 to float
  %65 = getelementptr inbounds nuw float, ptr %22, i64 %37
  store float %64, ptr %65, align 4, !tbaa !27
  br label %66

66:                                               ; preds = %61, %63
  %67 = add nuw nsw i64 %37, 1
  %68 = icmp eq i64 %67, %11
  br i1 %68, label %39, label %36, !llvm.loop !304

69:                                               ; preds = %38, %106
  %70 = phi i64 [ %108, %106 ], [ 0, %38 ]
  %71 = phi double [ %107, %106 ], [ 1.000000e+00, %38 ]
  %72 = phi i64 [ %109, %106 ], [ 0, %38 ]
  %73 = icmp eq i64 %70, %29
  br i1 %73, label %88, label %74

74:                                               ; preds = %69
  %75 = mul nuw nsw i64 %70, %11
  %76 = shl i64 %75, %15
  %77 = getelementptr inbounds nuw i8, ptr %18, i64 %76
  br i1 %28, label %78, label %81

78:                                               ; preds = %74
  %79 = getelementptr inbounds nuw double, ptr %77, i64 %37
  %80 = load double, ptr %79, align 8, !tbaa !32
  br label %85

81:                                               ; preds = %74
  %82 = getelementptr inbounds nuw float, ptr %77, i64 %37
  %83 = load float, ptr %82, align 4, !tbaa !27
  %84 = fpext float %83 to double
  br label %85

85:                                               ; preds = %78, %81
  %86 = phi double [ %80, %78 ], [ %84, %81 ]
  %87 = fmul double %71, %86
  br label %88

88:                                               ; preds = %69, %85
  %89 = phi double [ %87, %85 ], [ %71, %69 ]
  %90 = or disjoint i64 %70, 1
  %91 = icmp eq i64 %90, %29
  br i1 %91, label %106, label %92

92:                                               ; preds = %88
  %93 = mul nuw nsw i64 %90, %11
  %94 = shl i64 %93, %15
  %95 = getelementptr inbounds nuw i8, ptr %18, i64 %94
  br i1 %28, label %100, label %96

96:                                               ; preds = %92
  %97 = getelementptr inbounds nuw float, ptr %95, i64 %37
  %98 = load float, ptr %97, align 4, !tbaa !27
  %99 = fpext float %98 to double
  br label %103

100:                                              ; preds = %92
  %101 = getelementptr inbounds nuw double, ptr %95, i64 %37
  %102 = load double, ptr %101, align 8, !tbaa !32
  br label %103

103:                                              ; preds = %100, %96
  %104 = phi double [ %102, %100 ], [ %99, %96 ]
  %105 = fmul double %89, %104
  br label %106

106:                                              ; preds = %103, %88
  %107 = phi double [ %105, %103 ], [ %89, %88 ]
  %108 = add nuw nsw i64 %70, 2
  %109 = add i64 %72, 2
  %110 = icmp eq i64 %109, %33
  br i1 %110, label %40, label %69, !llvm.loop !305
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @winners(i32 noundef range(i32 1, 3) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef range(i32 3, 2) %3, i32 noundef %4) unnamed_addr #7 {
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  %7 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %6) #27
  %8 = sext i32 %2 to i64
  %9 = add nsw i64 %8, 1
  %10 = call noalias ptr @malloc(i64 noundef %9) #29
  %11 = icmp eq i32 %0, 1
  %12 = add nsw i32 %2, 1
  %13 = sext i32 %12 to i64
  %14 = icmp sgt i32 %2, 0
  br i1 %11, label %15, label %138

15:                                               ; preds = %5
  %16 = shl nsw i64 %13, 4
  %17 = call noalias ptr @malloc(i64 noundef %16) #29
  %18 = call noalias ptr @malloc(i64 noundef %16) #29
  br i1 %14, label %19, label %26

19:                                               ; preds = %15
  %20 = load i32, ptr %6, align 4, !tbaa !5
  %21 = zext nneg i32 %2 to i64
  %22 = and i64 %21, 3
  %23 = icmp ult i32 %2, 4
  br i1 %23, label %32, label %24

24:                                               ; preds = %19
  %25 = and i64 %21, 2147483644
  br label %103

26:                                               ; preds = %15
  %27 = icmp eq i32 %3, 3
  %28 = select i1 %27, i32 1476395019, i32 1476395020
  %29 = call i32 @MPI_Allreduce(ptr noundef %17, ptr noundef %18, i32 noundef %2, i32 noundef -1946157055, i32 noundef %28, i32 noundef %4) #27
  br label %222

30:                                               ; preds = %103
  %31 = icmp eq i64 %22, 0
  br i1 %31, label %45, label %32

32:                                               ; preds = %30, %19
  %33 = phi i64 [ 0, %19 ], [ %125, %30 ]
  %34 = icmp ne i64 %22, 0
  call void @llvm.assume(i1 %34)
  br label %35

35:                                               ; preds = %35, %32
  %36 = phi i64 [ %33, %32 ], [ %42, %35 ]
  %37 = phi i64 [ 0, %32 ], [ %43, %35 ]
  %38 = getelementptr inbounds nuw double, ptr %1, i64 %36
  %39 = load double, ptr %38, align 8, !tbaa !32
  %40 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %36
  store double %39, ptr %40, align 8, !tbaa !306
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 8
  store i32 %20, ptr %41, align 8, !tbaa !308
  %42 = add nuw nsw i64 %36, 1
  %43 = add i64 %37, 1
  %44 = icmp eq i64 %43, %22
  br i1 %44, label %45, label %35, !llvm.loop !309

45:                                               ; preds = %35, %30
  %46 = icmp eq i32 %3, 3
  %47 = select i1 %46, i32 1476395019, i32 1476395020
  %48 = call i32 @MPI_Allreduce(ptr noundef nonnull %17, ptr noundef %18, i32 noundef %2, i32 noundef -1946157055, i32 noundef %47, i32 noundef %4) #27
  %49 = load i32, ptr %6, align 4, !tbaa !5
  %50 = zext nneg i32 %2 to i64
  %51 = icmp ult i32 %2, 9
  br i1 %51, label %52, label %54

52:                                               ; preds = %61, %45
  %53 = phi i64 [ 0, %45 ], [ %58, %61 ]
  br label %128

54:                                               ; preds = %45
  %55 = and i64 %21, 7
  %56 = icmp eq i64 %55, 0
  %57 = select i1 %56, i64 8, i64 %55
  %58 = sub nsw i64 %21, %57
  %59 = insertelement <4 x i32> poison, i32 %49, i64 0
  %60 = shufflevector <4 x i32> %59, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %61

61:                                               ; preds = %61, %54
  %62 = phi i64 [ 0, %54 ], [ %101, %61 ]
  %63 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %62
  %64 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %62
  %65 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %62
  %66 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %62
  %67 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %62
  %68 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %62
  %69 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %62
  %70 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %62
  %71 = getelementptr inbounds nuw i8, ptr %63, i64 8
  %72 = getelementptr inbounds nuw i8, ptr %64, i64 24
  %73 = getelementptr inbounds nuw i8, ptr %65, i64 40
  %74 = getelementptr inbounds nuw i8, ptr %66, i64 56
  %75 = getelementptr inbounds nuw i8, ptr %67, i64 72
  %76 = getelementptr inbounds nuw i8, ptr %68, i64 88
  %77 = getelementptr inbounds nuw i8, ptr %69, i64 104
  %78 = getelementptr inbounds nuw i8, ptr %70, i64 120
  %79 = load i32, ptr %71, align 8, !tbaa !308
  %80 = load i32, ptr %72, align 8, !tbaa !308
  %81 = load i32, ptr %73, align 8, !tbaa !308
  %82 = load i32, ptr %74, align 8, !tbaa !308
  %83 = insertelement <4 x i32> poison, i32 %79, i64 0
  %84 = insertelement <4 x i32> %83, i32 %80, i64 1
  %85 = insertelement <4 x i32> %84, i32 %81, i64 2
  %86 = insertelement <4 x i32> %85, i32 %82, i64 3
  %87 = load i32, ptr %75, align 8, !tbaa !308
  %88 = load i32, ptr %76, align 8, !tbaa !308
  %89 = load i32, ptr %77, align 8, !tbaa !308
  %90 = load i32, ptr %78, align 8, !tbaa !308
  %91 = insertelement <4 x i32> poison, i32 %87, i64 0
  %92 = insertelement <4 x i32> %91, i32 %88, i64 1
  %93 = insertelement <4 x i32> %92, i32 %89, i64 2
  %94 = insertelement <4 x i32> %93, i32 %90, i64 3
  %95 = icmp eq <4 x i32> %86, %60
  %96 = icmp eq <4 x i32> %94, %60
  %97 = zext <4 x i1> %95 to <4 x i8>
  %98 = zext <4 x i1> %96 to <4 x i8>
  %99 = getelementptr inbounds nuw i8, ptr %10, i64 %62
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 4
  store <4 x i8> %97, ptr %99, align 1, !tbaa !14
  store <4 x i8> %98, ptr %100, align 1, !tbaa !14
  %101 = add nuw i64 %62, 8
  %102 = icmp eq i64 %101, %58
  br i1 %102, label %52, label %61, !llvm.loop !310

103:                                              ; preds = %103, %24
  %104 = phi i64 [ 0, %24 ], [ %125, %103 ]
  %105 = phi i64 [ 0, %24 ], [ %126, %103 ]
  %106 = getelementptr inbounds nuw double, ptr %1, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !32
  %108 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %104
  store double %107, ptr %108, align 8, !tbaa !306
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 8
  store i32 %20, ptr %109, align 8, !tbaa !308
  %110 = or disjoint i64 %104, 1
  %111 = getelementptr inbounds nuw double, ptr %1, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !32
  %113 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %110
  store double %112, ptr %113, align 8, !tbaa !306
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 8
  store i32 %20, ptr %114, align 8, !tbaa !308
  %115 = or disjoint i64 %104, 2
  %116 = getelementptr inbounds nuw double, ptr %1, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !32
  %118 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %115
  store double %117, ptr %118, align 8, !tbaa !306
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  store i32 %20, ptr %119, align 8, !tbaa !308
  %120 = or disjoint i64 %104, 3
  %121 = getelementptr inbounds nuw double, ptr %1, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !32
  %123 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %120
  store double %122, ptr %123, align 8, !tbaa !306
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 8
  store i32 %20, ptr %124, align 8, !tbaa !308
  %125 = add nuw nsw i64 %104, 4
  %126 = add i64 %105, 4
  %127 = icmp eq i64 %126, %25
  br i1 %127, label %30, label %103, !llvm.loop !311

128:                                              ; preds = %52, %128
  %129 = phi i64 [ %136, %128 ], [ %53, %52 ]
  %130 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %132 = load i32, ptr %131, align 8, !tbaa !308
  %133 = icmp eq i32 %132, %49
  %134 = zext i1 %133 to i8
  %135 = getelementptr inbounds nuw i8, ptr %10, i64 %129
  store i8 %134, ptr %135, align 1, !tbaa !14
  %136 = add nuw nsw i64 %129, 1
  %137 = icmp eq i64 %136, %50
  br i1 %137, label %222, label %128, !llvm.loop !312

138:                                              ; preds = %5
  %139 = shl nsw i64 %13, 3
  %140 = call noalias ptr @malloc(i64 noundef %139) #29
  %141 = call noalias ptr @malloc(i64 noundef %139) #29
  br i1 %14, label %142, label %166

142:                                              ; preds = %138
  %143 = load i32, ptr %6, align 4, !tbaa !5
  %144 = zext nneg i32 %2 to i64
  %145 = icmp ult i32 %2, 4
  br i1 %145, label %164, label %146

146:                                              ; preds = %142
  %147 = and i64 %144, 2147483644
  %148 = insertelement <2 x i32> poison, i32 %143, i64 0
  br label %149

149:                                              ; preds = %149, %146
  %150 = phi i64 [ 0, %146 ], [ %160, %149 ]
  %151 = getelementptr inbounds nuw float, ptr %1, i64 %150
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 8
  %153 = load <2 x i32>, ptr %151, align 4, !tbaa !27
  %154 = load <2 x i32>, ptr %152, align 4, !tbaa !27
  %155 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %150
  %156 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %150
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 16
  %158 = shufflevector <2 x i32> %153, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %158, ptr %155, align 4, !tbaa !14
  %159 = shufflevector <2 x i32> %154, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %159, ptr %157, align 4, !tbaa !14
  %160 = add nuw i64 %150, 4
  %161 = icmp eq i64 %160, %147
  br i1 %161, label %162, label %149, !llvm.loop !313

162:                                              ; preds = %149
  %163 = icmp eq i64 %147, %144
  br i1 %163, label %170, label %164

164:                                              ; preds = %142, %162
  %165 = phi i64 [ 0, %142 ], [ %147, %162 ]
  br label %204

166:                                              ; preds = %138
  %167 = icmp eq i32 %3, 3
  %168 = select i1 %167, i32 1476395019, i32 1476395020
  %169 = call i32 @MPI_Allreduce(ptr noundef %140, ptr noundef %141, i32 noundef %2, i32 noundef -1946157056, i32 noundef %168, i32 noundef %4) #27
  br label %222

170:                                              ; preds = %204, %162
  %171 = icmp eq i32 %3, 3
  %172 = select i1 %171, i32 1476395019, i32 1476395020
  %173 = call i32 @MPI_Allreduce(ptr noundef nonnull %140, ptr noundef %141, i32 noundef %2, i32 noundef -1946157056, i32 noundef %172, i32 noundef %4) #27
  %174 = load i32, ptr %6, align 4, !tbaa !5
  %175 = zext nneg i32 %2 to i64
  %176 = icmp ult i32 %2, 9
  br i1 %176, label %177, label %179

177:                                              ; preds = %186, %170
  %178 = phi i64 [ 0, %170 ], [ %183, %186 ]
  br label %212

179:                                              ; preds = %170
  %180 = and i64 %144, 7
  %181 = icmp eq i64 %180, 0
  %182 = select i1 %181, i64 8, i64 %180
  %183 = sub nsw i64 %144, %182
  %184 = insertelement <4 x i32> poison, i32 %174, i64 0
  %185 = shufflevector <4 x i32> %184, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %186

186:                                              ; preds = %186, %179
  %187 = phi i64 [ 0, %179 ], [ %202, %186 ]
  %188 = getelementptr inbounds nuw %struct.anon.0, ptr %141, i64 %187
  %189 = getelementptr inbounds nuw %struct.anon.0, ptr %141, i64 %187
  %190 = getelementptr inbounds nuw i8, ptr %188, i64 4
  %191 = getelementptr inbounds nuw i8, ptr %189, i64 36
  %192 = load <8 x i32>, ptr %190, align 4, !tbaa !314
  %193 = shufflevector <8 x i32> %192, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %194 = load <8 x i32>, ptr %191, align 4, !tbaa !314
  %195 = shufflevector <8 x i32> %194, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %196 = icmp eq <4 x i32> %193, %185
  %197 = icmp eq <4 x i32> %195, %185
  %198 = zext <4 x i1> %196 to <4 x i8>
  %199 = zext <4 x i1> %197 to <4 x i8>
  %200 = getelementptr inbounds nuw i8, ptr %10, i64 %187
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 4
  store <4 x i8> %198, ptr %200, align 1, !tbaa !14
  store <4 x i8> %199, ptr %201, align 1, !tbaa !14
  %202 = add nuw i64 %187, 8
  %203 = icmp eq i64 %202, %183
  br i1 %203, label %177, label %186, !llvm.loop !316

204:                                              ; preds = %164, %204
  %205 = phi i64 [ %210, %204 ], [ %165, %164 ]
  %206 = getelementptr inbounds nuw float, ptr %1, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !27
  %208 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %205
  store float %207, ptr %208, align 4, !tbaa !317
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  store i32 %143, ptr %209, align 4, !tbaa !314
  %210 = add nuw nsw i64 %205, 1
  %211 = icmp eq i64 %210, %144
  br i1 %211, label %170, label %204, !llvm.loop !318

212:                                              ; preds = %177, %212
  %213 = phi i64 [ %220, %212 ], [ %178, %177 ]
  %214 = getelementptr inbounds nuw %struct.anon.0, ptr %141, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %216 = load i32, ptr %215, align 4, !tbaa !314
  %217 = icmp eq i32 %216, %174
  %218 = zext i1 %217 to i8
  %219 = getelementptr inbounds nuw i8, ptr %10, i64 %213
  store i8 %218, ptr %219, align 1, !tbaa !14
  %220 = add nuw nsw i64 %213, 1
  %221 = icmp eq i64 %220, %175
  br i1 %221, label %222, label %212, !llvm.loop !319

222:                                              ; preds = %212, %128, %166, %26
  %223 = phi ptr [ %17, %26 ], [ %140, %166 ], [ %17, %128 ], [ %140, %212 ]
  %224 = phi ptr [ %18, %26 ], [ %141, %166 ], [ %18, %128 ], [ %141, %212 ]
  call void @free(ptr noundef %223) #27
  call void @free(ptr noundef %224) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  ret ptr %10
}

; Function Attrs: nounwind
define internal fastcc i32 @reduce_loc_tuples(i32 noundef range(i32 1, 3) %0, i32 noundef range(i32 1, 3) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, i32 noundef %8) unnamed_addr #7 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = add nsw i32 %4, 2
  %13 = sext i32 %5 to i64
  %14 = sext i32 %12 to i64
  %15 = shl nsw i64 %14, 3
  %16 = mul i64 %15, %13
  %17 = add i64 %16, 8
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #29
  %19 = icmp sgt i32 %5, 0
  br i1 %19, label %20, label %30

20:                                               ; preds = %9
  %21 = icmp eq i32 %0, 1
  %22 = icmp sgt i32 %4, 0
  %23 = icmp eq ptr %3, null
  %24 = zext i32 %4 to i64
  %25 = and i64 %24, 1
  %26 = icmp eq i32 %4, 1
  %27 = and i64 %24, 2147483646
  %28 = icmp eq i64 %25, 0
  %29 = icmp ne i64 %25, 0
  br label %73

30:                                               ; preds = %104, %9
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %31 = add nsw i32 %4, 1
  %32 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %51

34:                                               ; preds = %30
  %35 = zext nneg i32 %32 to i64
  br label %36

36:                                               ; preds = %45, %34
  %37 = phi i64 [ 0, %34 ], [ %46, %45 ]
  %38 = getelementptr inbounds nuw %struct.anon.1, ptr @tup_types, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !208
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !210
  %44 = icmp eq i32 %43, %31
  br i1 %44, label %48, label %45

45:                                               ; preds = %41, %36
  %46 = add nuw nsw i64 %37, 1
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %51, label %36, !llvm.loop !211

48:                                               ; preds = %41
  %49 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !212
  br label %64

51:                                               ; preds = %45, %30
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %52 = call i32 @MPI_Type_contiguous(i32 noundef %12, i32 noundef 1275070475, ptr noundef nonnull %10) #27
  %53 = call i32 @MPI_Type_commit(ptr noundef nonnull %10) #27
  %54 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %55 = icmp ne i32 %54, 16
  %56 = load i32, ptr %10, align 4, !tbaa !5
  br i1 %55, label %57, label %63

57:                                               ; preds = %51
  %58 = sext i32 %54 to i64
  %59 = getelementptr inbounds %struct.anon.1, ptr @tup_types, i64 %58
  store i32 1, ptr %59, align 4, !tbaa !208
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 4
  store i32 %31, ptr %60, align 4, !tbaa !210
  %61 = add nsw i32 %54, 1
  store i32 %61, ptr @n_tup_types, align 4, !tbaa !5
  %62 = getelementptr inbounds nuw i8, ptr %59, i64 8
  store i32 %56, ptr %62, align 4, !tbaa !212
  br label %63

63:                                               ; preds = %57, %51
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %64

64:                                               ; preds = %48, %63
  %65 = phi i1 [ true, %48 ], [ %55, %63 ]
  %66 = phi i32 [ %50, %48 ], [ %56, %63 ]
  store i32 %66, ptr %11, align 4, !tbaa !5
  %67 = icmp slt i32 %7, 0
  %68 = zext nneg i32 %1 to i64
  %69 = getelementptr i32, ptr @loc_ops, i64 %68
  %70 = getelementptr i8, ptr %69, i64 -4
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = icmp eq i32 %71, 0
  br i1 %67, label %134, label %143

73:                                               ; preds = %20, %104
  %74 = phi i64 [ 0, %20 ], [ %105, %104 ]
  %75 = shl nsw i64 %74, 4
  %76 = getelementptr inbounds nuw i8, ptr %2, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !32
  %78 = mul nsw i64 %74, %14
  %79 = getelementptr inbounds double, ptr %18, i64 %78
  store double %77, ptr %79, align 8, !tbaa !32
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 8
  br i1 %21, label %81, label %84

81:                                               ; preds = %73
  %82 = load i32, ptr %80, align 4, !tbaa !5
  %83 = sitofp i32 %82 to double
  br label %86

84:                                               ; preds = %73
  %85 = load double, ptr %80, align 8, !tbaa !32
  br label %86

86:                                               ; preds = %81, %84
  %87 = phi double [ %83, %81 ], [ %85, %84 ]
  %88 = getelementptr i8, ptr %79, i64 8
  store double %87, ptr %88, align 8, !tbaa !32
  br i1 %22, label %89, label %104

89:                                               ; preds = %86
  %90 = getelementptr i8, ptr %79, i64 16
  br i1 %26, label %92, label %107

91:                                               ; preds = %128
  br i1 %28, label %104, label %92

92:                                               ; preds = %91, %89
  %93 = phi i64 [ 0, %89 ], [ %131, %91 ]
  tail call void @llvm.assume(i1 %29)
  br i1 %23, label %101, label %94

94:                                               ; preds = %92
  %95 = getelementptr inbounds nuw ptr, ptr %3, i64 %93
  %96 = load ptr, ptr %95, align 8, !tbaa !15
  %97 = icmp eq ptr %96, null
  br i1 %97, label %101, label %98

98:                                               ; preds = %94
  %99 = getelementptr inbounds nuw i8, ptr %96, i64 %75
  %100 = load double, ptr %99, align 8, !tbaa !32
  br label %101

101:                                              ; preds = %98, %94, %92
  %102 = phi double [ %100, %98 ], [ 0.000000e+00, %94 ], [ 0.000000e+00, %92 ]
  %103 = getelementptr double, ptr %90, i64 %93
  store double %102, ptr %103, align 8, !tbaa !32
  br label %104

104:                                              ; preds = %101, %91, %86
  %105 = add nuw nsw i64 %74, 1
  %106 = icmp eq i64 %105, %13
  br i1 %106, label %30, label %73, !llvm.loop !320

107:                                              ; preds = %89, %128
  %108 = phi i64 [ %131, %128 ], [ 0, %89 ]
  %109 = phi i64 [ %132, %128 ], [ 0, %89 ]
  br i1 %23, label %117, label %110

110:                                              ; preds = %107
  %111 = getelementptr inbounds nuw ptr, ptr %3, i64 %108
  %112 = load ptr, ptr %111, align 8, !tbaa !15
  %113 = icmp eq ptr %112, null
  br i1 %113, label %117, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds nuw i8, ptr %112, i64 %75
  %116 = load double, ptr %115, align 8, !tbaa !32
  br label %117

117:                                              ; preds = %107, %110, %114
  %118 = phi double [ %116, %114 ], [ 0.000000e+00, %110 ], [ 0.000000e+00, %107 ]
  %119 = getelementptr double, ptr %90, i64 %108
  store double %118, ptr %119, align 8, !tbaa !32
  %120 = or disjoint i64 %108, 1
  br i1 %23, label %128, label %121

121:                                              ; preds = %117
  %122 = getelementptr inbounds nuw ptr, ptr %3, i64 %120
  %123 = load ptr, ptr %122, align 8, !tbaa !15
  %124 = icmp eq ptr %123, null
  br i1 %124, label %128, label %125

125:                                              ; preds = %121
  %126 = getelementptr inbounds nuw i8, ptr %123, i64 %75
  %127 = load double, ptr %126, align 8, !tbaa !32
  br label %128

128:                                              ; preds = %125, %121, %117
  %129 = phi double [ %127, %125 ], [ 0.000000e+00, %121 ], [ 0.000000e+00, %117 ]
  %130 = getelementptr double, ptr %90, i64 %120
  store double %129, ptr %130, align 8, !tbaa !32
  %131 = add nuw nsw i64 %108, 2
  %132 = add i64 %109, 2
  %133 = icmp eq i64 %132, %27
  br i1 %133, label %91, label %107, !llvm.loop !321

134:                                              ; preds = %64
  br i1 %72, label %135, label %140

135:                                              ; preds = %134
  %136 = icmp eq i32 %1, 1
  %137 = select i1 %136, ptr @tup_minloc, ptr @tup_maxloc
  %138 = call i32 @MPI_Op_create(ptr noundef nonnull %137, i32 noundef 0, ptr noundef nonnull %70) #27
  %139 = load i32, ptr %70, align 4, !tbaa !5
  br label %140

140:                                              ; preds = %134, %135
  %141 = phi i32 [ %139, %135 ], [ %71, %134 ]
  %142 = call i32 @MPI_Allreduce(ptr noundef %18, ptr noundef %6, i32 noundef %5, i32 noundef %66, i32 noundef %141, i32 noundef %8) #27
  br label %152

143:                                              ; preds = %64
  br i1 %72, label %144, label %149

144:                                              ; preds = %143
  %145 = icmp eq i32 %1, 1
  %146 = select i1 %145, ptr @tup_minloc, ptr @tup_maxloc
  %147 = call i32 @MPI_Op_create(ptr noundef nonnull %146, i32 noundef 0, ptr noundef nonnull %70) #27
  %148 = load i32, ptr %70, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %143, %144
  %150 = phi i32 [ %148, %144 ], [ %71, %143 ]
  %151 = call i32 @MPI_Reduce(ptr noundef %18, ptr noundef %6, i32 noundef %5, i32 noundef %66, i32 noundef %150, i32 noundef %7, i32 noundef %8) #27
  br label %152

152:                                              ; preds = %149, %140
  %153 = phi i32 [ %142, %140 ], [ %151, %149 ]
  br i1 %65, label %156, label %154

154:                                              ; preds = %152
  %155 = call i32 @MPI_Type_free(ptr noundef nonnull %11) #27
  br label %156

156:                                              ; preds = %154, %152
  call void @free(ptr noundef %18) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  ret i32 %153
}

declare i32 @MPI_Op_create(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal void @tup_minloc(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #27
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 4, !tbaa !5
  %12 = sdiv i32 %11, 8
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  br label %16

15:                                               ; preds = %34, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret void

16:                                               ; preds = %10, %34
  %17 = phi i32 [ %8, %10 ], [ %35, %34 ]
  %18 = phi i32 [ 0, %10 ], [ %36, %34 ]
  %19 = phi ptr [ %1, %10 ], [ %38, %34 ]
  %20 = phi ptr [ %0, %10 ], [ %37, %34 ]
  %21 = load double, ptr %19, align 8, !tbaa !32
  %22 = load double, ptr %20, align 8, !tbaa !32
  %23 = fcmp olt double %21, %22
  br i1 %23, label %34, label %24

24:                                               ; preds = %16
  %25 = fcmp oeq double %21, %22
  br i1 %25, label %26, label %32

26:                                               ; preds = %24
  %27 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !32
  %29 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !32
  %31 = fcmp olt double %28, %30
  br i1 %31, label %34, label %32

32:                                               ; preds = %26, %24
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %19, ptr nonnull align 8 %20, i64 %14, i1 false)
  %33 = load i32, ptr %2, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %16, %26, %32
  %35 = phi i32 [ %17, %16 ], [ %17, %26 ], [ %33, %32 ]
  %36 = add nuw nsw i32 %18, 1
  %37 = getelementptr inbounds double, ptr %20, i64 %13
  %38 = getelementptr inbounds double, ptr %19, i64 %13
  %39 = icmp slt i32 %36, %35
  br i1 %39, label %16, label %15, !llvm.loop !322
}

; Function Attrs: nounwind
define internal void @tup_maxloc(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #27
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 4, !tbaa !5
  %12 = sdiv i32 %11, 8
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  br label %16

15:                                               ; preds = %34, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret void

16:                                               ; preds = %10, %34
  %17 = phi i32 [ %8, %10 ], [ %35, %34 ]
  %18 = phi i32 [ 0, %10 ], [ %36, %34 ]
  %19 = phi ptr [ %1, %10 ], [ %38, %34 ]
  %20 = phi ptr [ %0, %10 ], [ %37, %34 ]
  %21 = load double, ptr %19, align 8, !tbaa !32
  %22 = load double, ptr %20, align 8, !tbaa !32
  %23 = fcmp ogt double %21, %22
  br i1 %23, label %34, label %24

24:                                               ; preds = %16
  %25 = fcmp oeq double %21, %22
  br i1 %25, label %26, label %32

26:                                               ; preds = %24
  %27 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !32
  %29 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !32
  %31 = fcmp olt double %28, %30
  br i1 %31, label %34, label %32

32:                                               ; preds = %26, %24
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %19, ptr nonnull align 8 %20, i64 %14, i1 false)
  %33 = load i32, ptr %2, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %16, %26, %32
  %35 = phi i32 [ %17, %16 ], [ %17, %26 ], [ %33, %32 ]
  %36 = add nuw nsw i32 %18, 1
  %37 = getelementptr inbounds double, ptr %20, i64 %13
  %38 = getelementptr inbounds double, ptr %19, i64 %13
  %39 = icmp slt i32 %36, %35
  br i1 %39, label %16, label %15, !llvm.loop !323
}

declare i32 @MPI_Type_size(i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @coll_start(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12) unnamed_addr #7 {
  switch i32 %1, label %51 [
    i32 1, label %14
    i32 2, label %20
    i32 3, label %27
    i32 4, label %32
    i32 5, label %39
    i32 6, label %43
    i32 7, label %47
  ]

14:                                               ; preds = %13
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %16 = load i32, ptr %15, align 4, !tbaa !107
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %18 = load i32, ptr %17, align 4, !tbaa !234
  %19 = tail call i32 @MPI_Ibcast(ptr noundef %6, i32 noundef %10, i32 noundef %9, i32 noundef %16, i32 noundef %18, ptr noundef %12) #27
  br label %57

20:                                               ; preds = %13
  %21 = load i32, ptr %3, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !107
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %25 = load i32, ptr %24, align 4, !tbaa !234
  %26 = tail call i32 @MPI_Igatherv(ptr noundef %2, i32 noundef %21, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, i32 noundef %23, i32 noundef %25, ptr noundef %12) #27
  br label %57

27:                                               ; preds = %13
  %28 = load i32, ptr %3, align 4, !tbaa !5
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %30 = load i32, ptr %29, align 4, !tbaa !234
  %31 = tail call i32 @MPI_Iallgatherv(ptr noundef %2, i32 noundef %28, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, i32 noundef %30, ptr noundef %12) #27
  br label %57

32:                                               ; preds = %13
  %33 = load i32, ptr %7, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %35 = load i32, ptr %34, align 4, !tbaa !107
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %37 = load i32, ptr %36, align 4, !tbaa !234
  %38 = tail call i32 @MPI_Iscatterv(ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %33, i32 noundef %9, i32 noundef %35, i32 noundef %37, ptr noundef %12) #27
  br label %57

39:                                               ; preds = %13
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %41 = load i32, ptr %40, align 4, !tbaa !234
  %42 = tail call i32 @MPI_Ialltoallv(ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, i32 noundef %41, ptr noundef %12) #27
  br label %57

43:                                               ; preds = %13
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %45 = load i32, ptr %44, align 4, !tbaa !234
  %46 = tail call i32 @MPI_Ireduce_scatter(ptr noundef %2, ptr noundef %6, ptr noundef %3, i32 noundef %9, i32 noundef %11, i32 noundef %45, ptr noundef %12) #27
  br label %57

47:                                               ; preds = %13
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %49 = load i32, ptr %48, align 4, !tbaa !234
  %50 = tail call i32 @MPI_Iallreduce(ptr noundef %2, ptr noundef %6, i32 noundef %10, i32 noundef %9, i32 noundef %11, i32 noundef %49, ptr noundef %12) #27
  br label %57

51:                                               ; preds = %13
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %53 = load i32, ptr %52, align 4, !tbaa !107
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %55 = load i32, ptr %54, align 4, !tbaa !234
  %56 = tail call i32 @MPI_Ireduce(ptr noundef %2, ptr noundef %6, i32 noundef %10, i32 noundef %9, i32 noundef %11, i32 noundef %53, i32 noundef %55, ptr noundef %12) #27
  br label %57

57:                                               ; preds = %51, %47, %43, %39, %32, %27, %20, %14
  %58 = phi i32 [ %56, %51 ], [ %19, %14 ], [ %26, %20 ], [ %31, %27 ], [ %38, %32 ], [ %42, %39 ], [ %46, %43 ], [ %50, %47 ]
  ret i32 %58
}

declare i32 @MPI_Igatherv(ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Iallgatherv(ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Iscatterv(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Ialltoallv(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Ireduce_scatter(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @blocks_start(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, ptr noundef %3) unnamed_addr #7 {
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %6 = load i32, ptr %5, align 4, !tbaa !140
  %7 = add nsw i32 %6, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @calloc(i64 noundef %9, i64 noundef 4) #31
  %11 = ptrtoint ptr %10 to i64
  %12 = icmp sgt i32 %6, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %4
  %14 = shl nsw i32 %7, 1
  %15 = mul nsw i32 %7, 3
  br label %157

16:                                               ; preds = %4
  %17 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %18 = load ptr, ptr %17, align 8, !tbaa !148
  %19 = getelementptr inbounds nuw i8, ptr %1, i64 80
  %20 = load ptr, ptr %19, align 8, !tbaa !231
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %22 = load ptr, ptr %21, align 8, !tbaa !116
  %23 = shl nuw nsw i32 %7, 1
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 88
  %25 = load ptr, ptr %24, align 8, !tbaa !115
  %26 = mul nuw nsw i32 %7, 3
  %27 = zext nneg i32 %7 to i64
  %28 = zext nneg i32 %23 to i64
  %29 = zext nneg i32 %26 to i64
  %30 = zext nneg i32 %6 to i64
  %31 = getelementptr inbounds nuw i32, ptr %10, i64 %27
  %32 = getelementptr inbounds nuw i32, ptr %10, i64 %28
  %33 = getelementptr inbounds nuw i32, ptr %10, i64 %29
  %34 = icmp ult i32 %6, 56
  br i1 %34, label %135, label %35

35:                                               ; preds = %16
  %36 = ptrtoint ptr %25 to i64
  %37 = ptrtoint ptr %22 to i64
  %38 = ptrtoint ptr %20 to i64
  %39 = ptrtoint ptr %18 to i64
  %40 = shl nuw nsw i64 %27, 2
  %41 = icmp ult i32 %7, 4
  %42 = shl nuw nsw i64 %28, 2
  %43 = shl nuw nsw i64 %29, 2
  %44 = sub i64 %11, %39
  %45 = icmp ult i64 %44, 16
  %46 = or i1 %41, %45
  %47 = sub i64 %38, %11
  %48 = icmp ult i64 %47, 16
  %49 = or i1 %46, %48
  %50 = sub i64 %37, %11
  %51 = icmp ult i64 %50, 16
  %52 = or i1 %49, %51
  %53 = sub i64 %36, %11
  %54 = icmp ult i64 %53, 16
  %55 = or i1 %52, %54
  %56 = sub nsw i64 %42, %40
  %57 = icmp ult i64 %56, 16
  %58 = or i1 %55, %57
  %59 = sub nsw i64 %43, %40
  %60 = icmp ult i64 %59, 16
  %61 = or i1 %58, %60
  %62 = add i64 %40, %11
  %63 = sub i64 %62, %39
  %64 = icmp ult i64 %63, 16
  %65 = or i1 %61, %64
  %66 = sub i64 %62, %38
  %67 = icmp ult i64 %66, 16
  %68 = or i1 %65, %67
  %69 = add i64 %40, %11
  %70 = sub i64 %37, %69
  %71 = icmp ult i64 %70, 16
  %72 = or i1 %68, %71
  %73 = add i64 %40, %11
  %74 = sub i64 %36, %73
  %75 = icmp ult i64 %74, 16
  %76 = or i1 %72, %75
  %77 = sub nsw i64 %43, %42
  %78 = icmp ult i64 %77, 16
  %79 = or i1 %76, %78
  %80 = add i64 %42, %11
  %81 = sub i64 %80, %39
  %82 = icmp ult i64 %81, 16
  %83 = or i1 %79, %82
  %84 = sub i64 %80, %38
  %85 = icmp ult i64 %84, 16
  %86 = or i1 %83, %85
  %87 = add i64 %42, %11
  %88 = sub i64 %87, %37
  %89 = icmp ult i64 %88, 16
  %90 = or i1 %86, %89
  %91 = add i64 %42, %11
  %92 = sub i64 %36, %91
  %93 = icmp ult i64 %92, 16
  %94 = or i1 %90, %93
  %95 = add i64 %43, %11
  %96 = sub i64 %95, %39
  %97 = icmp ult i64 %96, 16
  %98 = or i1 %94, %97
  %99 = sub i64 %95, %38
  %100 = icmp ult i64 %99, 16
  %101 = or i1 %98, %100
  %102 = add i64 %43, %11
  %103 = sub i64 %102, %37
  %104 = icmp ult i64 %103, 16
  %105 = or i1 %101, %104
  %106 = sub i64 %102, %36
  %107 = icmp ult i64 %106, 16
  %108 = or i1 %105, %107
  br i1 %108, label %135, label %109

109:                                              ; preds = %35
  %110 = and i64 %30, 2147483644
  %111 = insertelement <4 x i32> poison, i32 %2, i64 0
  %112 = shufflevector <4 x i32> %111, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %113

113:                                              ; preds = %113, %109
  %114 = phi i64 [ 0, %109 ], [ %131, %113 ]
  %115 = getelementptr inbounds nuw i32, ptr %18, i64 %114
  %116 = load <4 x i32>, ptr %115, align 4, !tbaa !5
  %117 = mul nsw <4 x i32> %116, %112
  %118 = getelementptr inbounds nuw i32, ptr %10, i64 %114
  store <4 x i32> %117, ptr %118, align 4, !tbaa !5
  %119 = getelementptr inbounds nuw i32, ptr %20, i64 %114
  %120 = load <4 x i32>, ptr %119, align 4, !tbaa !5
  %121 = mul nsw <4 x i32> %120, %112
  %122 = getelementptr inbounds nuw i32, ptr %31, i64 %114
  store <4 x i32> %121, ptr %122, align 4, !tbaa !5
  %123 = getelementptr inbounds nuw i32, ptr %22, i64 %114
  %124 = load <4 x i32>, ptr %123, align 4, !tbaa !5
  %125 = mul nsw <4 x i32> %124, %112
  %126 = getelementptr inbounds nuw i32, ptr %32, i64 %114
  store <4 x i32> %125, ptr %126, align 4, !tbaa !5
  %127 = getelementptr inbounds nuw i32, ptr %25, i64 %114
  %128 = load <4 x i32>, ptr %127, align 4, !tbaa !5
  %129 = mul nsw <4 x i32> %128, %112
  %130 = getelementptr inbounds nuw i32, ptr %33, i64 %114
  store <4 x i32> %129, ptr %130, align 4, !tbaa !5
  %131 = add nuw i64 %114, 4
  %132 = icmp eq i64 %131, %110
  br i1 %132, label %133, label %113, !llvm.loop !324

133:                                              ; preds = %113
  %134 = icmp eq i64 %110, %30
  br i1 %134, label %157, label %135

135:                                              ; preds = %35, %16, %133
  %136 = phi i64 [ 0, %35 ], [ 0, %16 ], [ %110, %133 ]
  br label %137

137:                                              ; preds = %135, %137
  %138 = phi i64 [ %155, %137 ], [ %136, %135 ]
  %139 = getelementptr inbounds nuw i32, ptr %18, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = mul nsw i32 %140, %2
  %142 = getelementptr inbounds nuw i32, ptr %10, i64 %138
  store i32 %141, ptr %142, align 4, !tbaa !5
  %143 = getelementptr inbounds nuw i32, ptr %20, i64 %138
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = mul nsw i32 %144, %2
  %146 = getelementptr inbounds nuw i32, ptr %31, i64 %138
  store i32 %145, ptr %146, align 4, !tbaa !5
  %147 = getelementptr inbounds nuw i32, ptr %22, i64 %138
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = mul nsw i32 %148, %2
  %150 = getelementptr inbounds nuw i32, ptr %32, i64 %138
  store i32 %149, ptr %150, align 4, !tbaa !5
  %151 = getelementptr inbounds nuw i32, ptr %25, i64 %138
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = mul nsw i32 %152, %2
  %154 = getelementptr inbounds nuw i32, ptr %33, i64 %138
  store i32 %153, ptr %154, align 4, !tbaa !5
  %155 = add nuw nsw i64 %138, 1
  %156 = icmp eq i64 %155, %30
  br i1 %156, label %157, label %137, !llvm.loop !325

157:                                              ; preds = %137, %133, %13
  %158 = phi i32 [ %15, %13 ], [ %26, %133 ], [ %26, %137 ]
  %159 = phi i32 [ %14, %13 ], [ %23, %133 ], [ %23, %137 ]
  %160 = getelementptr inbounds nuw i8, ptr %0, i64 280
  store ptr %10, ptr %160, align 8, !tbaa !150
  %161 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %162 = load i32, ptr %161, align 8, !tbaa !105
  %163 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %164 = load ptr, ptr %163, align 8, !tbaa !149
  %165 = getelementptr inbounds i32, ptr %10, i64 %8
  %166 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %167 = load i32, ptr %166, align 4, !tbaa !235
  %168 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %169 = load ptr, ptr %168, align 8, !tbaa !134
  %170 = sext i32 %159 to i64
  %171 = getelementptr inbounds i32, ptr %10, i64 %170
  %172 = sext i32 %158 to i64
  %173 = getelementptr inbounds i32, ptr %10, i64 %172
  %174 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %175 = load i32, ptr %174, align 8, !tbaa !233
  %176 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %177 = load i32, ptr %176, align 8, !tbaa !108
  %178 = mul nsw i32 %177, %2
  %179 = tail call fastcc i32 @coll_start(ptr noundef nonnull %1, i32 noundef %162, ptr noundef %164, ptr noundef %10, ptr noundef %165, i32 noundef %167, ptr noundef %169, ptr noundef %171, ptr noundef %173, i32 noundef %175, i32 noundef %178, i32 noundef 1476395011, ptr noundef %3)
  ret i32 %179
}

declare i32 @MPI_Iallgather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgatherv(ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Gatherv(ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Igather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Scatterv(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Iscatter(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Alltoallv(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Ialltoall(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Reduce_scatter(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Ireduce_scatter_block(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Exscan(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Scan(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Type_contiguous(i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_commit(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal void @tup_prod_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #27
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %37

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 4, !tbaa !5
  %12 = sdiv i32 %11, 8
  %13 = icmp sgt i32 %11, 15
  %14 = sext i32 %12 to i64
  %15 = call i32 @llvm.smax.i32(i32 %12, i32 2)
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr i8, ptr %1, i64 8
  %18 = add nsw i32 %8, -1
  %19 = zext i32 %18 to i64
  %20 = mul nsw i64 %14, %19
  %21 = add nsw i64 %20, %16
  %22 = shl i64 %21, 3
  %23 = getelementptr i8, ptr %1, i64 %22
  %24 = getelementptr i8, ptr %0, i64 8
  %25 = getelementptr i8, ptr %0, i64 %22
  %26 = add nsw i64 %16, -1
  %27 = icmp slt i32 %11, 40
  %28 = icmp ult ptr %17, %25
  %29 = icmp ult ptr %24, %23
  %30 = and i1 %28, %29
  %31 = and i64 %26, -4
  %32 = or disjoint i64 %31, 1
  %33 = icmp eq i64 %26, %31
  %34 = and i64 %16, 1
  %35 = icmp eq i64 %34, 0
  %36 = add nsw i64 %16, -1
  br label %38

37:                                               ; preds = %82, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret void

38:                                               ; preds = %10, %82
  %39 = phi ptr [ %0, %10 ], [ %85, %82 ]
  %40 = phi ptr [ %1, %10 ], [ %86, %82 ]
  %41 = phi i32 [ 0, %10 ], [ %84, %82 ]
  %42 = load double, ptr %39, align 8, !tbaa !32
  %43 = load double, ptr %40, align 8, !tbaa !32
  br i1 %13, label %44, label %82

44:                                               ; preds = %38
  %45 = select i1 %27, i1 true, i1 %30
  br i1 %45, label %69, label %46

46:                                               ; preds = %44
  %47 = insertelement <2 x double> poison, double %43, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  %49 = insertelement <2 x double> poison, double %42, i64 0
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer
  br label %51

51:                                               ; preds = %51, %46
  %52 = phi i64 [ 0, %46 ], [ %66, %51 ]
  %53 = or disjoint i64 %52, 1
  %54 = getelementptr inbounds nuw double, ptr %40, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 16
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !32, !alias.scope !326, !noalias !329
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !32, !alias.scope !326, !noalias !329
  %58 = getelementptr inbounds nuw double, ptr %39, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !32, !alias.scope !329
  %61 = load <2 x double>, ptr %59, align 8, !tbaa !32, !alias.scope !329
  %62 = fmul <2 x double> %48, %60
  %63 = fmul <2 x double> %48, %61
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %56, <2 x double> %62)
  %65 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %57, <2 x double> %63)
  store <2 x double> %64, ptr %54, align 8, !tbaa !32, !alias.scope !326, !noalias !329
  store <2 x double> %65, ptr %55, align 8, !tbaa !32, !alias.scope !326, !noalias !329
  %66 = add nuw i64 %52, 4
  %67 = icmp eq i64 %66, %31
  br i1 %67, label %68, label %51, !llvm.loop !331

68:                                               ; preds = %51
  br i1 %33, label %82, label %69

69:                                               ; preds = %44, %68
  %70 = phi i64 [ %32, %68 ], [ 1, %44 ]
  br i1 %35, label %71, label %79

71:                                               ; preds = %69
  %72 = getelementptr inbounds nuw double, ptr %40, i64 %70
  %73 = load double, ptr %72, align 8, !tbaa !32
  %74 = getelementptr inbounds nuw double, ptr %39, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !32
  %76 = fmul double %43, %75
  %77 = call double @llvm.fmuladd.f64(double %42, double %73, double %76)
  store double %77, ptr %72, align 8, !tbaa !32
  %78 = add nuw nsw i64 %70, 1
  br label %79

79:                                               ; preds = %71, %69
  %80 = phi i64 [ %70, %69 ], [ %78, %71 ]
  %81 = icmp eq i64 %70, %36
  br i1 %81, label %82, label %88

82:                                               ; preds = %79, %88, %68, %38
  %83 = fmul double %42, %43
  store double %83, ptr %40, align 8, !tbaa !32
  %84 = add nuw nsw i32 %41, 1
  %85 = getelementptr inbounds double, ptr %39, i64 %14
  %86 = getelementptr inbounds double, ptr %40, i64 %14
  %87 = icmp eq i32 %84, %8
  br i1 %87, label %37, label %38, !llvm.loop !332

88:                                               ; preds = %79, %88
  %89 = phi i64 [ %103, %88 ], [ %80, %79 ]
  %90 = getelementptr inbounds nuw double, ptr %40, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !32
  %92 = getelementptr inbounds nuw double, ptr %39, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !32
  %94 = fmul double %43, %93
  %95 = call double @llvm.fmuladd.f64(double %42, double %91, double %94)
  store double %95, ptr %90, align 8, !tbaa !32
  %96 = add nuw nsw i64 %89, 1
  %97 = getelementptr inbounds nuw double, ptr %40, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !32
  %99 = getelementptr inbounds nuw double, ptr %39, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !32
  %101 = fmul double %43, %100
  %102 = call double @llvm.fmuladd.f64(double %42, double %98, double %101)
  store double %102, ptr %97, align 8, !tbaa !32
  %103 = add nuw nsw i64 %89, 2
  %104 = icmp eq i64 %103, %16
  br i1 %104, label %82, label %88, !llvm.loop !333
}

; Function Attrs: nounwind
define internal void @tup_min_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #27
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 4, !tbaa !5
  %12 = sdiv i32 %11, 8
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  br label %16

15:                                               ; preds = %26, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret void

16:                                               ; preds = %10, %26
  %17 = phi i32 [ %8, %10 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %10 ], [ %28, %26 ]
  %19 = phi ptr [ %1, %10 ], [ %30, %26 ]
  %20 = phi ptr [ %0, %10 ], [ %29, %26 ]
  %21 = load double, ptr %19, align 8, !tbaa !32
  %22 = load double, ptr %20, align 8, !tbaa !32
  %23 = fcmp olt double %21, %22
  br i1 %23, label %26, label %24

24:                                               ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %19, ptr nonnull align 8 %20, i64 %14, i1 false)
  %25 = load i32, ptr %2, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %16, %24
  %27 = phi i32 [ %17, %16 ], [ %25, %24 ]
  %28 = add nuw nsw i32 %18, 1
  %29 = getelementptr inbounds double, ptr %20, i64 %13
  %30 = getelementptr inbounds double, ptr %19, i64 %13
  %31 = icmp slt i32 %28, %27
  br i1 %31, label %16, label %15, !llvm.loop !334
}

; Function Attrs: nounwind
define internal void @tup_max_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #27
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 4, !tbaa !5
  %12 = sdiv i32 %11, 8
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  br label %16

15:                                               ; preds = %26, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret void

16:                                               ; preds = %10, %26
  %17 = phi i32 [ %8, %10 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %10 ], [ %28, %26 ]
  %19 = phi ptr [ %1, %10 ], [ %30, %26 ]
  %20 = phi ptr [ %0, %10 ], [ %29, %26 ]
  %21 = load double, ptr %19, align 8, !tbaa !32
  %22 = load double, ptr %20, align 8, !tbaa !32
  %23 = fcmp ogt double %21, %22
  br i1 %23, label %26, label %24

24:                                               ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %19, ptr nonnull align 8 %20, i64 %14, i1 false)
  %25 = load i32, ptr %2, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %16, %24
  %27 = phi i32 [ %17, %16 ], [ %25, %24 ]
  %28 = add nuw nsw i32 %18, 1
  %29 = getelementptr inbounds double, ptr %20, i64 %13
  %30 = getelementptr inbounds double, ptr %19, i64 %13
  %31 = icmp slt i32 %28, %27
  br i1 %31, label %16, label %15, !llvm.loop !335
}

; Function Attrs: nounwind
define internal void @tup_prod_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #27
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %37

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 4, !tbaa !5
  %12 = sdiv i32 %11, 4
  %13 = icmp sgt i32 %11, 7
  %14 = sext i32 %12 to i64
  %15 = call i32 @llvm.smax.i32(i32 %12, i32 2)
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr i8, ptr %1, i64 4
  %18 = add nsw i32 %8, -1
  %19 = zext i32 %18 to i64
  %20 = mul nsw i64 %14, %19
  %21 = add nsw i64 %20, %16
  %22 = shl i64 %21, 2
  %23 = getelementptr i8, ptr %1, i64 %22
  %24 = getelementptr i8, ptr %0, i64 4
  %25 = getelementptr i8, ptr %0, i64 %22
  %26 = add nsw i64 %16, -1
  %27 = icmp slt i32 %11, 36
  %28 = icmp ult ptr %17, %25
  %29 = icmp ult ptr %24, %23
  %30 = and i1 %28, %29
  %31 = and i64 %26, -8
  %32 = or disjoint i64 %31, 1
  %33 = icmp eq i64 %26, %31
  %34 = and i64 %16, 1
  %35 = icmp eq i64 %34, 0
  %36 = add nsw i64 %16, -1
  br label %38

37:                                               ; preds = %82, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret void

38:                                               ; preds = %10, %82
  %39 = phi ptr [ %0, %10 ], [ %85, %82 ]
  %40 = phi ptr [ %1, %10 ], [ %86, %82 ]
  %41 = phi i32 [ 0, %10 ], [ %84, %82 ]
  %42 = load float, ptr %39, align 4, !tbaa !27
  %43 = load float, ptr %40, align 4, !tbaa !27
  br i1 %13, label %44, label %82

44:                                               ; preds = %38
  %45 = select i1 %27, i1 true, i1 %30
  br i1 %45, label %69, label %46

46:                                               ; preds = %44
  %47 = insertelement <4 x float> poison, float %43, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer
  %49 = insertelement <4 x float> poison, float %42, i64 0
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> zeroinitializer
  br label %51

51:                                               ; preds = %51, %46
  %52 = phi i64 [ 0, %46 ], [ %66, %51 ]
  %53 = or disjoint i64 %52, 1
  %54 = getelementptr inbounds nuw float, ptr %40, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 16
  %56 = load <4 x float>, ptr %54, align 4, !tbaa !27, !alias.scope !336, !noalias !339
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !27, !alias.scope !336, !noalias !339
  %58 = getelementptr inbounds nuw float, ptr %39, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <4 x float>, ptr %58, align 4, !tbaa !27, !alias.scope !339
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !27, !alias.scope !339
  %62 = fmul <4 x float> %48, %60
  %63 = fmul <4 x float> %48, %61
  %64 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> %56, <4 x float> %62)
  %65 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> %57, <4 x float> %63)
  store <4 x float> %64, ptr %54, align 4, !tbaa !27, !alias.scope !336, !noalias !339
  store <4 x float> %65, ptr %55, align 4, !tbaa !27, !alias.scope !336, !noalias !339
  %66 = add nuw i64 %52, 8
  %67 = icmp eq i64 %66, %31
  br i1 %67, label %68, label %51, !llvm.loop !341

68:                                               ; preds = %51
  br i1 %33, label %82, label %69

69:                                               ; preds = %44, %68
  %70 = phi i64 [ %32, %68 ], [ 1, %44 ]
  br i1 %35, label %71, label %79

71:                                               ; preds = %69
  %72 = getelementptr inbounds nuw float, ptr %40, i64 %70
  %73 = load float, ptr %72, align 4, !tbaa !27
  %74 = getelementptr inbounds nuw float, ptr %39, i64 %70
  %75 = load float, ptr %74, align 4, !tbaa !27
  %76 = fmul float %43, %75
  %77 = call float @llvm.fmuladd.f32(float %42, float %73, float %76)
  store float %77, ptr %72, align 4, !tbaa !27
  %78 = add nuw nsw i64 %70, 1
  br label %79

79:                                               ; preds = %71, %69
  %80 = phi i64 [ %70, %69 ], [ %78, %71 ]
  %81 = icmp eq i64 %70, %36
  br i1 %81, label %82, label %88

82:                                               ; preds = %79, %88, %68, %38
  %83 = fmul float %42, %43
  store float %83, ptr %40, align 4, !tbaa !27
  %84 = add nuw nsw i32 %41, 1
  %85 = getelementptr inbounds float, ptr %39, i64 %14
  %86 = getelementptr inbounds float, ptr %40, i64 %14
  %87 = icmp eq i32 %84, %8
  br i1 %87, label %37, label %38, !llvm.loop !342

88:                                               ; preds = %79, %88
  %89 = phi i64 [ %103, %88 ], [ %80, %79 ]
  %90 = getelementptr inbounds nuw float, ptr %40, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !27
  %92 = getelementptr inbounds nuw float, ptr %39, i64 %89
  %93 = load float, ptr %92, align 4, !tbaa !27
  %94 = fmul float %43, %93
  %95 = call float @llvm.fmuladd.f32(float %42, float %91, float %94)
  store float %95, ptr %90, align 4, !tbaa !27
  %96 = add nuw nsw i64 %89, 1
  %97 = getelementptr inbounds nuw float, ptr %40, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !27
  %99 = getelementptr inbounds nuw float, ptr %39, i64 %96
  %100 = load float, ptr %99, align 4, !tbaa !27
  %101 = fmul float %43, %100
  %102 = call float @llvm.fmuladd.f32(float %42, float %98, float %101)
  store float %102, ptr %97, align 4, !tbaa !27
  %103 = add nuw nsw i64 %89, 2
  %104 = icmp eq i64 %103, %16
  br i1 %104, label %82, label %88, !llvm.loop !343
}

; Function Attrs: nounwind
define internal void @tup_min_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #27
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 4, !tbaa !5
  %12 = sdiv i32 %11, 4
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 2
  br label %16

15:                                               ; preds = %26, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret void

16:                                               ; preds = %10, %26
  %17 = phi i32 [ %8, %10 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %10 ], [ %28, %26 ]
  %19 = phi ptr [ %1, %10 ], [ %30, %26 ]
  %20 = phi ptr [ %0, %10 ], [ %29, %26 ]
  %21 = load float, ptr %19, align 4, !tbaa !27
  %22 = load float, ptr %20, align 4, !tbaa !27
  %23 = fcmp olt float %21, %22
  br i1 %23, label %26, label %24

24:                                               ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %19, ptr nonnull align 4 %20, i64 %14, i1 false)
  %25 = load i32, ptr %2, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %16, %24
  %27 = phi i32 [ %17, %16 ], [ %25, %24 ]
  %28 = add nuw nsw i32 %18, 1
  %29 = getelementptr inbounds float, ptr %20, i64 %13
  %30 = getelementptr inbounds float, ptr %19, i64 %13
  %31 = icmp slt i32 %28, %27
  br i1 %31, label %16, label %15, !llvm.loop !344
}

; Function Attrs: nounwind
define internal void @tup_max_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #27
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 4, !tbaa !5
  %12 = sdiv i32 %11, 4
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 2
  br label %16

15:                                               ; preds = %26, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret void

16:                                               ; preds = %10, %26
  %17 = phi i32 [ %8, %10 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %10 ], [ %28, %26 ]
  %19 = phi ptr [ %1, %10 ], [ %30, %26 ]
  %20 = phi ptr [ %0, %10 ], [ %29, %26 ]
  %21 = load float, ptr %19, align 4, !tbaa !27
  %22 = load float, ptr %20, align 4, !tbaa !27
  %23 = fcmp ogt float %21, %22
  br i1 %23, label %26, label %24

24:                                               ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %19, ptr nonnull align 4 %20, i64 %14, i1 false)
  %25 = load i32, ptr %2, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %16, %24
  %27 = phi i32 [ %17, %16 ], [ %25, %24 ]
  %28 = add nuw nsw i32 %18, 1
  %29 = getelementptr inbounds float, ptr %20, i64 %13
  %30 = getelementptr inbounds float, ptr %19, i64 %13
  %31 = icmp slt i32 %28, %27
  br i1 %31, label %16, label %15, !llvm.loop !345
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #19

declare i32 @MPI_Topo_test(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Cartdim_get(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Cart_shift(i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Dist_graph_neighbors_count(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Dist_graph_neighbors(i32 noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Graph_neighbors_count(i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Graph_neighbors(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i32 -1, 2) i32 @llvm.scmp.i32.i64(i64, i64) #24

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #24

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #25

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #24

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #24

attributes #0 = { cold noinline noreturn nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { cold nofree noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: read, target_mem0: read, target_mem1: read) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #13 = { nounwind memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind memory(readwrite, target_mem0: read, target_mem1: read) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #16 = { mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #17 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #19 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #21 = { nofree nounwind memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #22 = { nofree "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #23 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #24 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #26 = { cold nounwind }
attributes #27 = { nounwind }
attributes #28 = { cold noreturn nounwind }
attributes #29 = { nounwind allocsize(0) }
attributes #30 = { noreturn }
attributes #31 = { nounwind allocsize(0,1) }
attributes #32 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"clang version 22.1.8"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"p1 _ZTS8_IO_FILE", !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!7, !7, i64 0}
!15 = !{!11, !11, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"any p2 pointer", !11, i64 0}
!20 = !{!21, !13, i64 32}
!21 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !13, i64 32, !22, i64 40, !11, i64 152, !11, i64 160, !11, i64 168, !11, i64 176, !6, i64 184, !11, i64 192, !11, i64 200, !6, i64 208, !25, i64 216}
!22 = !{!"", !23, i64 0, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !6, i64 28, !6, i64 32, !6, i64 36, !6, i64 40, !6, i64 44, !24, i64 48, !24, i64 56, !24, i64 64, !24, i64 72, !24, i64 80, !24, i64 88, !13, i64 96, !13, i64 104}
!23 = !{!"p1 omnipotent char", !11, i64 0}
!24 = !{!"p1 int", !11, i64 0}
!25 = !{!"p1 double", !11, i64 0}
!26 = distinct !{!26, !17}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !7, i64 0}
!29 = distinct !{!29, !17, !30, !31}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = !{!"llvm.loop.unroll.runtime.disable"}
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !7, i64 0}
!34 = distinct !{!34, !17, !30, !31}
!35 = distinct !{!35, !17, !31, !30}
!36 = distinct !{!36, !17, !31, !30}
!37 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5}
!38 = !{!39, !6, i64 8}
!39 = !{!"MPI_Status", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16}
!40 = !{!39, !6, i64 12}
!41 = distinct !{!41, !17}
!42 = !{!43, !6, i64 0}
!43 = !{!"", !6, i64 0, !6, i64 4}
!44 = !{!43, !6, i64 4}
!45 = distinct !{!45, !17, !30, !31}
!46 = distinct !{!46, !17, !30, !31}
!47 = distinct !{!47, !17, !31, !30}
!48 = distinct !{!48, !17, !31, !30}
!49 = distinct !{!49, !17, !30, !31}
!50 = distinct !{!50, !17, !30, !31}
!51 = distinct !{!51, !17, !31, !30}
!52 = distinct !{!52, !17, !31, !30}
!53 = !{!54, !6, i64 0}
!54 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !11, i64 32, !11, i64 40, !6, i64 48, !6, i64 52, !24, i64 56, !13, i64 64, !6, i64 72, !6, i64 76, !6, i64 80}
!55 = !{!54, !6, i64 4}
!56 = !{!54, !6, i64 8}
!57 = !{!54, !6, i64 12}
!58 = !{!54, !6, i64 16}
!59 = !{!54, !6, i64 20}
!60 = !{!54, !6, i64 24}
!61 = !{!54, !11, i64 32}
!62 = !{!54, !13, i64 64}
!63 = !{!54, !6, i64 52}
!64 = !{!54, !11, i64 40}
!65 = !{!66}
!66 = distinct !{!66, !67}
!67 = distinct !{!67, !"LVerDomain"}
!68 = !{!69}
!69 = distinct !{!69, !67}
!70 = distinct !{!70, !17, !30, !31}
!71 = distinct !{!71, !72}
!72 = !{!"llvm.loop.unroll.disable"}
!73 = !{!74}
!74 = distinct !{!74, !75}
!75 = distinct !{!75, !"LVerDomain"}
!76 = !{!77}
!77 = distinct !{!77, !75}
!78 = distinct !{!78, !17, !30, !31}
!79 = distinct !{!79, !72}
!80 = distinct !{!80, !17, !30}
!81 = distinct !{!81, !17, !30}
!82 = !{!54, !6, i64 80}
!83 = !{!54, !6, i64 72}
!84 = !{!85, !6, i64 36}
!85 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !19, i64 16, !6, i64 24, !6, i64 28, !6, i64 32, !6, i64 36}
!86 = !{!85, !19, i64 16}
!87 = !{!85, !6, i64 32}
!88 = !{!85, !6, i64 24}
!89 = !{!54, !6, i64 76}
!90 = distinct !{!90, !17}
!91 = distinct !{!91, !17}
!92 = !{!93, !6, i64 20}
!93 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !6, i64 28, !6, i64 32, !11, i64 40, !19, i64 48, !11, i64 56, !6, i64 64}
!94 = !{!95, !11, i64 16}
!95 = !{!"", !96, i64 0, !6, i64 8, !11, i64 16}
!96 = !{!"long long", !7, i64 0}
!97 = !{!95, !96, i64 0}
!98 = !{!95, !6, i64 8}
!99 = distinct !{!99, !17}
!100 = !{!96, !96, i64 0}
!101 = distinct !{!101, !17}
!102 = !{!54, !24, i64 56}
!103 = !{!85, !6, i64 28}
!104 = !{!21, !6, i64 20}
!105 = !{!22, !6, i64 8}
!106 = !{!22, !6, i64 16}
!107 = !{!22, !6, i64 12}
!108 = !{!22, !6, i64 24}
!109 = !{!21, !11, i64 168}
!110 = !{!21, !11, i64 160}
!111 = !{!22, !13, i64 104}
!112 = !{!22, !6, i64 44}
!113 = !{!22, !13, i64 96}
!114 = !{!22, !24, i64 72}
!115 = !{!22, !24, i64 88}
!116 = !{!22, !24, i64 64}
!117 = distinct !{!117, !17}
!118 = !{!21, !11, i64 176}
!119 = !{!21, !6, i64 12}
!120 = !{!21, !6, i64 4}
!121 = distinct !{!121, !17}
!122 = distinct !{!122, !17}
!123 = distinct !{!123, !17}
!124 = distinct !{!124, !17}
!125 = distinct !{!125, !17}
!126 = distinct !{!126, !17}
!127 = distinct !{!127, !17}
!128 = !{!129, !6, i64 8}
!129 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !22, i64 24, !22, i64 136, !11, i64 248, !19, i64 256, !11, i64 264, !11, i64 272, !24, i64 280, !6, i64 288, !6, i64 292, !6, i64 296}
!130 = !{!129, !6, i64 12}
!131 = !{!129, !6, i64 296}
!132 = !{!129, !6, i64 4}
!133 = !{!129, !6, i64 16}
!134 = !{!129, !11, i64 272}
!135 = !{!129, !11, i64 248}
!136 = !{!129, !19, i64 256}
!137 = distinct !{!137, !17}
!138 = distinct !{!138, !17}
!139 = distinct !{!139, !17}
!140 = !{!22, !6, i64 20}
!141 = !{!129, !6, i64 20}
!142 = distinct !{!142, !17}
!143 = distinct !{!143, !17}
!144 = distinct !{!144, !17}
!145 = distinct !{!145, !17}
!146 = distinct !{!146, !17}
!147 = !{!129, !6, i64 292}
!148 = !{!22, !24, i64 48}
!149 = !{!129, !11, i64 264}
!150 = !{!129, !24, i64 280}
!151 = !{!93, !6, i64 24}
!152 = !{!93, !6, i64 16}
!153 = !{!93, !6, i64 0}
!154 = !{!93, !6, i64 4}
!155 = !{!93, !11, i64 40}
!156 = !{!93, !19, i64 48}
!157 = !{!93, !6, i64 12}
!158 = !{!93, !6, i64 28}
!159 = !{!93, !11, i64 56}
!160 = !{!93, !6, i64 8}
!161 = !{!93, !6, i64 32}
!162 = !{!163, !6, i64 0}
!163 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !6, i64 28, !11, i64 32}
!164 = !{!163, !6, i64 4}
!165 = !{!163, !6, i64 8}
!166 = !{!163, !6, i64 16}
!167 = !{!163, !6, i64 20}
!168 = !{!163, !6, i64 24}
!169 = !{!163, !6, i64 28}
!170 = !{!163, !11, i64 32}
!171 = distinct !{!171, !17}
!172 = !{!163, !6, i64 12}
!173 = distinct !{!173, !17}
!174 = distinct !{!174, !17}
!175 = !{!24, !24, i64 0}
!176 = distinct !{!176, !17}
!177 = distinct !{!177, !17}
!178 = distinct !{!178, !17}
!179 = distinct !{!179, !17}
!180 = distinct !{!180, !17, !30, !31}
!181 = distinct !{!181, !17, !30, !31}
!182 = distinct !{!182, !17, !31, !30}
!183 = distinct !{!183, !17, !31, !30}
!184 = distinct !{!184, !17}
!185 = distinct !{!185, !17}
!186 = distinct !{!186, !17}
!187 = distinct !{!187, !17, !30, !31}
!188 = distinct !{!188, !17, !30, !31}
!189 = distinct !{!189, !17, !31, !30}
!190 = distinct !{!190, !17, !31, !30}
!191 = distinct !{!191, !17}
!192 = distinct !{!192, !17}
!193 = distinct !{!193, !17, !30, !31}
!194 = distinct !{!194, !17, !30, !31}
!195 = distinct !{!195, !17, !31, !30}
!196 = distinct !{!196, !17, !31, !30}
!197 = distinct !{!197, !17}
!198 = distinct !{!198, !17}
!199 = distinct !{!199, !17, !30, !31}
!200 = distinct !{!200, !17, !30, !31}
!201 = distinct !{!201, !17, !31, !30}
!202 = distinct !{!202, !17, !31, !30}
!203 = distinct !{!203, !17}
!204 = distinct !{!204, !17}
!205 = distinct !{!205, !17}
!206 = distinct !{!206, !17}
!207 = distinct !{!207, !17}
!208 = !{!209, !6, i64 0}
!209 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8}
!210 = !{!209, !6, i64 4}
!211 = distinct !{!211, !17}
!212 = !{!209, !6, i64 8}
!213 = distinct !{!213, !17}
!214 = distinct !{!214, !17}
!215 = distinct !{!215, !17}
!216 = distinct !{!216, !17}
!217 = distinct !{!217, !72}
!218 = distinct !{!218, !17, !30, !31}
!219 = distinct !{!219, !17}
!220 = distinct !{!220, !17, !31, !30}
!221 = distinct !{!221, !17}
!222 = distinct !{!222, !17}
!223 = distinct !{!223, !17}
!224 = !{!21, !6, i64 16}
!225 = !{!22, !23, i64 0}
!226 = !{!21, !11, i64 152}
!227 = !{!22, !6, i64 40}
!228 = !{!22, !24, i64 56}
!229 = !{!21, !25, i64 216}
!230 = distinct !{!230, !17}
!231 = !{!22, !24, i64 80}
!232 = distinct !{!232, !17}
!233 = !{!22, !6, i64 32}
!234 = !{!22, !6, i64 36}
!235 = !{!22, !6, i64 28}
!236 = distinct !{!236, !72}
!237 = distinct !{!237, !17}
!238 = distinct !{!238, !17}
!239 = distinct !{!239, !72}
!240 = !{!129, !6, i64 0}
!241 = !{i64 0, i64 8, !242, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5, i64 20, i64 4, !5, i64 24, i64 4, !5, i64 28, i64 4, !5, i64 32, i64 4, !5, i64 36, i64 4, !5, i64 40, i64 4, !5, i64 44, i64 4, !5, i64 48, i64 8, !175, i64 56, i64 8, !175, i64 64, i64 8, !175, i64 72, i64 8, !175, i64 80, i64 8, !175, i64 88, i64 8, !175, i64 96, i64 8, !12, i64 104, i64 8, !12}
!242 = !{!23, !23, i64 0}
!243 = distinct !{!243, !17}
!244 = !{!129, !6, i64 288}
!245 = !{!21, !6, i64 0}
!246 = !{!21, !6, i64 208}
!247 = !{!21, !6, i64 184}
!248 = !{!21, !6, i64 24}
!249 = !{!21, !11, i64 192}
!250 = !{!21, !11, i64 200}
!251 = distinct !{!251, !17}
!252 = distinct !{!252, !72}
!253 = distinct !{!253, !72}
!254 = distinct !{!254, !72}
!255 = distinct !{!255, !72}
!256 = distinct !{!256, !72}
!257 = distinct !{!257, !72}
!258 = distinct !{!258, !17}
!259 = distinct !{!259, !17}
!260 = distinct !{!260, !17}
!261 = !{!262, !6, i64 0}
!262 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !6, i64 28, !6, i64 32, !11, i64 40}
!263 = !{!262, !6, i64 4}
!264 = !{!262, !6, i64 12}
!265 = !{!262, !6, i64 28}
!266 = !{!262, !6, i64 32}
!267 = !{!262, !6, i64 16}
!268 = !{!262, !6, i64 8}
!269 = !{!262, !6, i64 24}
!270 = !{!262, !11, i64 40}
!271 = !{!262, !6, i64 20}
!272 = distinct !{!272, !17}
!273 = distinct !{!273, !17}
!274 = distinct !{!274, !17}
!275 = distinct !{!275, !17}
!276 = distinct !{!276, !17}
!277 = distinct !{!277, !17}
!278 = !{!279, !6, i64 0}
!279 = !{!"", !6, i64 0, !6, i64 4, !25, i64 8}
!280 = !{!279, !6, i64 4}
!281 = !{!279, !25, i64 8}
!282 = distinct !{!282, !17}
!283 = distinct !{!283, !17}
!284 = distinct !{!284, !17}
!285 = distinct !{!285, !17}
!286 = distinct !{!286, !17, !30, !31}
!287 = distinct !{!287, !17, !30, !31}
!288 = distinct !{!288, !17, !31, !30}
!289 = distinct !{!289, !17, !31, !30}
!290 = distinct !{!290, !17}
!291 = distinct !{!291, !17}
!292 = distinct !{!292, !17, !30, !31}
!293 = distinct !{!293, !17, !31, !30}
!294 = distinct !{!294, !17}
!295 = distinct !{!295, !17}
!296 = distinct !{!296, !17}
!297 = !{!85, !6, i64 0}
!298 = !{!85, !6, i64 4}
!299 = !{!85, !6, i64 8}
!300 = !{!85, !6, i64 12}
!301 = distinct !{!301, !17}
!302 = !{!21, !6, i64 8}
!303 = distinct !{!303, !17}
!304 = distinct !{!304, !17}
!305 = distinct !{!305, !17}
!306 = !{!307, !33, i64 0}
!307 = !{!"", !33, i64 0, !6, i64 8}
!308 = !{!307, !6, i64 8}
!309 = distinct !{!309, !72}
!310 = distinct !{!310, !17, !30, !31}
!311 = distinct !{!311, !17}
!312 = distinct !{!312, !17, !31, !30}
!313 = distinct !{!313, !17, !30, !31}
!314 = !{!315, !6, i64 4}
!315 = !{!"", !28, i64 0, !6, i64 4}
!316 = distinct !{!316, !17, !30, !31}
!317 = !{!315, !28, i64 0}
!318 = distinct !{!318, !17, !31, !30}
!319 = distinct !{!319, !17, !31, !30}
!320 = distinct !{!320, !17}
!321 = distinct !{!321, !17}
!322 = distinct !{!322, !17}
!323 = distinct !{!323, !17}
!324 = distinct !{!324, !17, !30, !31}
!325 = distinct !{!325, !17, !30}
!326 = !{!327}
!327 = distinct !{!327, !328}
!328 = distinct !{!328, !"LVerDomain"}
!329 = !{!330}
!330 = distinct !{!330, !328}
!331 = distinct !{!331, !17, !30, !31}
!332 = distinct !{!332, !17}
!333 = distinct !{!333, !17, !30}
!334 = distinct !{!334, !17}
!335 = distinct !{!335, !17}
!336 = !{!337}
!337 = distinct !{!337, !338}
!338 = distinct !{!338, !"LVerDomain"}
!339 = !{!340}
!340 = distinct !{!340, !338}
!341 = distinct !{!341, !17, !30, !31}
!342 = distinct !{!342, !17}
!343 = distinct !{!343, !17, !30}
!344 = distinct !{!344, !17}
!345 = distinct !{!345, !17}
