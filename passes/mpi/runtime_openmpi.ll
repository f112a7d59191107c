; ModuleID = '/work/wt-mpi-surface/passes/mpi/runtime/mpiad_runtime.c'
source_filename = "/work/wt-mpi-surface/passes/mpi/runtime/mpiad_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_request_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.anon.1 = type { i32, i32, ptr }
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.req_slot = type { i64, i32, ptr }
%struct.op_reg = type { ptr, i32 }
%struct.plan = type { ptr, i32, i32, i32, i32, i32, ptr, ptr, ptr, i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64 }
%struct.p2p_chan = type { ptr, i32, i32, i32, ptr, i32, i32, i32, i32 }
%struct.anon = type { double, i32 }
%struct.anon.0 = type { float, i32 }

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [40 x i8] c"mpiad: error in %s: %s (handle 0x%llx)\0A\00", align 1
@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
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
@ompi_request_null = external global %struct.ompi_predefined_request_t, align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"MPI_Recv_init\00", align 1
@.str.10 = private unnamed_addr constant [92 x i8] c"the persistent request is active (started and not completed): complete it before freeing it\00", align 1
@.str.11 = private unnamed_addr constant [76 x i8] c"the request is a nonblocking collective's, which MPI does not allow to free\00", align 1
@.str.12 = private unnamed_addr constant [161 x i8] c"the request is an active receive; its data (and derivative) is defined only once the request is completed: complete it (MPI_Wait/MPI_Test) instead of freeing it\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"MPI_Bcast\00", align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"MPI_Allgather\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"MPI_Gather\00", align 1
@.str.16 = private unnamed_addr constant [61 x i8] c"MPI_IN_PLACE is not supported for derivatives of gathers yet\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"MPI_Scatter\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"MPI_Alltoall\00", align 1
@.str.19 = private unnamed_addr constant [25 x i8] c"MPI_Reduce_scatter_block\00", align 1
@.str.20 = private unnamed_addr constant [36 x i8] c"only MPI_SUM is differentiable here\00", align 1
@ompi_mpi_comm_null = external global %struct.ompi_predefined_communicator_t, align 1
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
@fuse_flag = internal unnamed_addr global i32 -1, align 4
@.str.31 = private unnamed_addr constant [11 x i8] c"MPIAD_FUSE\00", align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_float = external global %struct.ompi_predefined_datatype_t, align 1
@.str.32 = private unnamed_addr constant [134 x i8] c"an active buffer is described by a datatype other than MPI_DOUBLE or MPI_FLOAT; derived or mixed datatypes are not differentiable yet\00", align 1
@n_pending = internal unnamed_addr global i32 0, align 4
@coll_pending = internal unnamed_addr global ptr null, align 8
@req_used = internal unnamed_addr global i64 0, align 8
@req_cap = internal unnamed_addr global i64 0, align 8
@req_slots = internal unnamed_addr global ptr null, align 8
@p2p_ino = internal unnamed_addr global i64 0, align 8
@n_chans = internal unnamed_addr global i32 0, align 4
@chans = internal unnamed_addr global ptr null, align 8
@cap_chans = internal unnamed_addr global i32 0, align 4
@.str.33 = private unnamed_addr constant [216 x i8] c"a nonblocking receive from MPI_ANY_SOURCE or MPI_ANY_TAG is differentiated in forward mode only with fused messages (MPIAD_FUSE=1, the default); with MPIAD_FUSE=0 its tangent could pair with another sender's message\00", align 1
@.str.34 = private unnamed_addr constant [16 x i8] c"a fused receive\00", align 1
@.str.35 = private unnamed_addr constant [192 x i8] c"the message's length is not a multiple of 1 + the width: the sending rank differentiates with another --width / number of tangents, or not in forward mode; every rank must differentiate alike\00", align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"MPI_Ssend_init\00", align 1
@.str.37 = private unnamed_addr constant [15 x i8] c"MPI_Rsend_init\00", align 1
@.str.38 = private unnamed_addr constant [15 x i8] c"MPI_Bsend_init\00", align 1
@.str.39 = private unnamed_addr constant [14 x i8] c"MPI_Send_init\00", align 1
@.str.40 = private unnamed_addr constant [10 x i8] c"MPI_Start\00", align 1
@.str.41 = private unnamed_addr constant [69 x i8] c"the persistent request is already active (started and not completed)\00", align 1
@n_det = internal unnamed_addr global i32 0, align 4
@det_reqs = internal unnamed_addr global ptr null, align 8
@det_bufs = internal unnamed_addr global ptr null, align 8
@.str.42 = private unnamed_addr constant [17 x i8] c"MPI_Request_free\00", align 1
@cap_det = internal unnamed_addr global i32 0, align 4
@.str.43 = private unnamed_addr constant [221 x i8] c"the reduction op has no derivative (a user-defined op from MPI_Op_create, or an op other than MPI_SUM/PROD/MIN/MAX); register one with mpiad_register_op_derivative(op, like) in C or mpiad.register_op_derivative in Python\00", align 1
@ompi_mpi_op_prod = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_min = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_minloc = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_maxloc = external global %struct.ompi_predefined_op_t, align 1
@.str.44 = private unnamed_addr constant [98 x i8] c"MPI_DOUBLE_INT / MPI_2DOUBLE_PRECISION data is differentiable with MPI_MINLOC and MPI_MAXLOC only\00", align 1
@loc_ops = internal global [2 x ptr] zeroinitializer, align 16
@ompi_mpi_double_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_float_int = external global %struct.ompi_predefined_datatype_t, align 1
@cap_pending = internal unnamed_addr global i32 0, align 4
@gather_name.names = internal unnamed_addr constant [2 x [2 x [2 x ptr]]] [[2 x [2 x ptr]] [[2 x ptr] [ptr @.str.45, ptr @.str.15], [2 x ptr] [ptr @.str.46, ptr @.str.14]], [2 x [2 x ptr]] [[2 x ptr] [ptr @.str.47, ptr @.str.48], [2 x ptr] [ptr @.str.49, ptr @.str.50]]], align 16
@.str.45 = private unnamed_addr constant [12 x i8] c"MPI_Igather\00", align 1
@.str.46 = private unnamed_addr constant [15 x i8] c"MPI_Iallgather\00", align 1
@.str.47 = private unnamed_addr constant [13 x i8] c"MPI_Igatherv\00", align 1
@.str.48 = private unnamed_addr constant [12 x i8] c"MPI_Gatherv\00", align 1
@.str.49 = private unnamed_addr constant [16 x i8] c"MPI_Iallgatherv\00", align 1
@.str.50 = private unnamed_addr constant [15 x i8] c"MPI_Allgatherv\00", align 1
@.str.51 = private unnamed_addr constant [96 x i8] c"the send and receive datatypes differ (one of them MPI_DOUBLE or MPI_FLOAT); not differentiable\00", align 1
@.str.52 = private unnamed_addr constant [63 x i8] c"MPI_IN_PLACE is not supported for derivatives of this call yet\00", align 1
@.str.53 = private unnamed_addr constant [13 x i8] c"MPI_Scatterv\00", align 1
@.str.54 = private unnamed_addr constant [14 x i8] c"MPI_Iscatterv\00", align 1
@.str.55 = private unnamed_addr constant [13 x i8] c"MPI_Iscatter\00", align 1
@.str.56 = private unnamed_addr constant [14 x i8] c"MPI_Alltoallv\00", align 1
@.str.57 = private unnamed_addr constant [15 x i8] c"MPI_Ialltoallv\00", align 1
@.str.58 = private unnamed_addr constant [14 x i8] c"MPI_Ialltoall\00", align 1
@.str.59 = private unnamed_addr constant [19 x i8] c"MPI_Reduce_scatter\00", align 1
@.str.60 = private unnamed_addr constant [20 x i8] c"MPI_Ireduce_scatter\00", align 1
@.str.61 = private unnamed_addr constant [26 x i8] c"MPI_Ireduce_scatter_block\00", align 1
@ompi_mpi_2dblprec = external global %struct.ompi_predefined_datatype_t, align 1
@n_tup_types = internal unnamed_addr global i32 0, align 4
@tup_types = internal unnamed_addr global [16 x %struct.anon.1] zeroinitializer, align 16
@tup_ops_made = internal unnamed_addr global [2 x [5 x i32]] zeroinitializer, align 16
@tup_ops = internal global [2 x [5 x ptr]] zeroinitializer, align 16
@switch.table.__mpiad_aug_send_init = private unnamed_addr constant [3 x ptr] [ptr @.str.36, ptr @.str.37, ptr @.str.38], align 8

; Function Attrs: cold noinline noreturn nounwind
define void @__mpiad_fail(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr @stderr, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str, ptr noundef %0, ptr noundef %1, i64 noundef %2) #26
  %6 = load ptr, ptr @stderr, align 8, !tbaa !9
  %7 = tail call i32 @fflush(ptr noundef %6)
  %8 = tail call i32 @MPI_Abort(ptr noundef nonnull @ompi_mpi_comm_world, i32 noundef 70) #27
  tail call void @abort() #28
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr noundef captures(none), ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr noundef captures(none)) local_unnamed_addr #1

declare i32 @MPI_Abort(ptr noundef, i32 noundef) local_unnamed_addr #2

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
  %4 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
define i32 @__mpiad_fwd_send(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #7 {
  %10 = alloca [64 x double], align 16
  %11 = icmp ne ptr %4, @ompi_mpi_double
  %12 = icmp eq ptr %4, @ompi_mpi_float
  %13 = xor i1 %12, true
  %14 = and i1 %11, %13
  br i1 %14, label %101, label %15

15:                                               ; preds = %9
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  br i1 %29, label %101, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = and i1 %11, %12
  %36 = select i1 %35, i64 2, i64 3
  %37 = shl i64 %34, %36
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %38 = icmp ult i64 %37, 513
  br i1 %38, label %41, label %39

39:                                               ; preds = %30
  %40 = tail call noalias ptr @malloc(i64 noundef %37) #29
  br label %41

41:                                               ; preds = %39, %30
  %42 = phi ptr [ %40, %39 ], [ %10, %30 ]
  %43 = shl nsw i64 %31, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %42, ptr readonly align 1 %0, i64 %43, i1 false)
  %44 = icmp sgt i32 %2, 0
  br i1 %44, label %45, label %89

45:                                               ; preds = %41
  %46 = icmp eq ptr %1, null
  %47 = zext nneg i32 %2 to i64
  %48 = and i64 %47, 1
  %49 = icmp eq i32 %2, 1
  br i1 %49, label %78, label %50

50:                                               ; preds = %45
  %51 = and i64 %47, 2147483646
  br label %52

52:                                               ; preds = %72, %50
  %53 = phi i64 [ 0, %50 ], [ %73, %72 ]
  %54 = phi ptr [ %42, %50 ], [ %64, %72 ]
  %55 = phi i64 [ 0, %50 ], [ %74, %72 ]
  %56 = getelementptr inbounds nuw i8, ptr %54, i64 %43
  br i1 %46, label %62, label %57

57:                                               ; preds = %52
  %58 = getelementptr inbounds nuw ptr, ptr %1, i64 %53
  %59 = load ptr, ptr %58, align 8, !tbaa !15
  %60 = icmp eq ptr %59, null
  br i1 %60, label %62, label %61

61:                                               ; preds = %57
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %56, ptr nonnull align 1 %59, i64 %43, i1 false)
  br label %63

62:                                               ; preds = %57, %52
  call void @llvm.memset.p0.i64(ptr align 1 %56, i8 0, i64 %43, i1 false)
  br label %63

63:                                               ; preds = %62, %61
  %64 = getelementptr inbounds nuw i8, ptr %56, i64 %43
  br i1 %46, label %71, label %65

65:                                               ; preds = %63
  %66 = getelementptr inbounds nuw ptr, ptr %1, i64 %53
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !15
  %69 = icmp eq ptr %68, null
  br i1 %69, label %71, label %70

70:                                               ; preds = %65
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %64, ptr nonnull align 1 %68, i64 %43, i1 false)
  br label %72

71:                                               ; preds = %65, %63
  call void @llvm.memset.p0.i64(ptr align 1 %64, i8 0, i64 %43, i1 false)
  br label %72

72:                                               ; preds = %71, %70
  %73 = add nuw nsw i64 %53, 2
  %74 = add i64 %55, 2
  %75 = icmp eq i64 %74, %51
  br i1 %75, label %76, label %52, !llvm.loop !16

76:                                               ; preds = %72
  %77 = icmp eq i64 %48, 0
  br i1 %77, label %89, label %78

78:                                               ; preds = %76, %45
  %79 = phi i64 [ 0, %45 ], [ %73, %76 ]
  %80 = phi ptr [ %42, %45 ], [ %64, %76 ]
  %81 = icmp ne i64 %48, 0
  tail call void @llvm.assume(i1 %81)
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 %43
  br i1 %46, label %88, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds nuw ptr, ptr %1, i64 %79
  %85 = load ptr, ptr %84, align 8, !tbaa !15
  %86 = icmp eq ptr %85, null
  br i1 %86, label %88, label %87

87:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %82, ptr nonnull align 1 %85, i64 %43, i1 false)
  br label %89

88:                                               ; preds = %83, %78
  call void @llvm.memset.p0.i64(ptr align 1 %82, i8 0, i64 %43, i1 false)
  br label %89

89:                                               ; preds = %76, %88, %87, %41
  %90 = icmp eq i32 %8, 0
  %91 = mul nsw i32 %3, %32
  br i1 %90, label %94, label %92

92:                                               ; preds = %89
  %93 = call i32 @MPI_Ssend(ptr noundef %42, i32 noundef %91, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %96

94:                                               ; preds = %89
  %95 = call i32 @MPI_Send(ptr noundef %42, i32 noundef %91, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %93, %92 ], [ %95, %94 ]
  %98 = icmp eq ptr %42, %10
  br i1 %98, label %100, label %99

99:                                               ; preds = %96
  call void @free(ptr noundef %42) #27
  br label %100

100:                                              ; preds = %96, %99
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %173

101:                                              ; preds = %27, %9
  %102 = icmp eq i32 %8, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %101
  %104 = tail call i32 @MPI_Ssend(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %107

105:                                              ; preds = %101
  %106 = tail call i32 @MPI_Send(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi ptr [ @.str.1, %103 ], [ @.str.2, %105 ]
  %109 = phi i32 [ %104, %103 ], [ %106, %105 ]
  %110 = icmp ne ptr %1, null
  %111 = icmp ne ptr %4, @ompi_mpi_float
  %112 = and i1 %11, %111
  %113 = and i1 %110, %112
  br i1 %113, label %114, label %116

114:                                              ; preds = %107
  %115 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %108, ptr noundef nonnull @.str.32, i64 noundef %115) #30
  unreachable

116:                                              ; preds = %107
  br i1 %14, label %173, label %117

117:                                              ; preds = %116
  %118 = sext i32 %2 to i64
  %119 = sext i32 %3 to i64
  %120 = mul nsw i64 %119, %118
  %121 = and i1 %11, %12
  %122 = select i1 %121, i64 2, i64 3
  %123 = shl i64 %120, %122
  %124 = or disjoint i64 %123, 1
  %125 = tail call noalias ptr @malloc(i64 noundef %124) #29
  %126 = shl nsw i64 %119, %122
  %127 = icmp sgt i32 %2, 0
  br i1 %127, label %128, label %170

128:                                              ; preds = %117
  %129 = zext nneg i32 %2 to i64
  %130 = and i64 %129, 1
  %131 = icmp eq i32 %2, 1
  br i1 %131, label %160, label %132

132:                                              ; preds = %128
  %133 = and i64 %129, 2147483646
  br label %134

134:                                              ; preds = %153, %132
  %135 = phi i64 [ 0, %132 ], [ %154, %153 ]
  %136 = phi ptr [ %125, %132 ], [ %155, %153 ]
  %137 = phi i64 [ 0, %132 ], [ %156, %153 ]
  br i1 %110, label %138, label %143

138:                                              ; preds = %134
  %139 = getelementptr inbounds nuw ptr, ptr %1, i64 %135
  %140 = load ptr, ptr %139, align 8, !tbaa !15
  %141 = icmp eq ptr %140, null
  br i1 %141, label %143, label %142

142:                                              ; preds = %138
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %136, ptr nonnull align 1 %140, i64 %126, i1 false)
  br label %144

143:                                              ; preds = %138, %134
  tail call void @llvm.memset.p0.i64(ptr align 1 %136, i8 0, i64 %126, i1 false)
  br label %144

144:                                              ; preds = %143, %142
  %145 = getelementptr inbounds nuw i8, ptr %136, i64 %126
  br i1 %110, label %146, label %152

146:                                              ; preds = %144
  %147 = getelementptr inbounds nuw ptr, ptr %1, i64 %135
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !15
  %150 = icmp eq ptr %149, null
  br i1 %150, label %152, label %151

151:                                              ; preds = %146
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %145, ptr nonnull align 1 %149, i64 %126, i1 false)
  br label %153

152:                                              ; preds = %146, %144
  tail call void @llvm.memset.p0.i64(ptr align 1 %145, i8 0, i64 %126, i1 false)
  br label %153

153:                                              ; preds = %152, %151
  %154 = add nuw nsw i64 %135, 2
  %155 = getelementptr inbounds nuw i8, ptr %145, i64 %126
  %156 = add i64 %137, 2
  %157 = icmp eq i64 %156, %133
  br i1 %157, label %158, label %134, !llvm.loop !16

158:                                              ; preds = %153
  %159 = icmp eq i64 %130, 0
  br i1 %159, label %170, label %160

160:                                              ; preds = %158, %128
  %161 = phi i64 [ 0, %128 ], [ %154, %158 ]
  %162 = phi ptr [ %125, %128 ], [ %155, %158 ]
  %163 = icmp ne i64 %130, 0
  tail call void @llvm.assume(i1 %163)
  br i1 %110, label %164, label %169

164:                                              ; preds = %160
  %165 = getelementptr inbounds nuw ptr, ptr %1, i64 %161
  %166 = load ptr, ptr %165, align 8, !tbaa !15
  %167 = icmp eq ptr %166, null
  br i1 %167, label %169, label %168

168:                                              ; preds = %164
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %162, ptr nonnull align 1 %166, i64 %126, i1 false)
  br label %170

169:                                              ; preds = %164, %160
  tail call void @llvm.memset.p0.i64(ptr align 1 %162, i8 0, i64 %126, i1 false)
  br label %170

170:                                              ; preds = %158, %169, %168, %117
  %171 = mul nsw i32 %3, %2
  %172 = tail call i32 @MPI_Send(ptr noundef %125, i32 noundef %171, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #27
  tail call void @free(ptr noundef %125) #27
  br label %173

173:                                              ; preds = %170, %116, %100
  %174 = phi i32 [ %97, %100 ], [ %109, %116 ], [ %109, %170 ]
  ret i32 %174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #8

declare i32 @MPI_Ssend(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Send(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #8

; Function Attrs: nounwind
define void @__mpiad_rev_send(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5) local_unnamed_addr #7 {
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
  br i1 %30, label %12, label %40, !llvm.loop !29

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
  %41 = icmp ne ptr %2, @ompi_mpi_double
  %42 = icmp eq ptr %2, @ompi_mpi_float
  %43 = xor i1 %42, true
  %44 = and i1 %41, %43
  br i1 %44, label %122, label %45

45:                                               ; preds = %40
  %46 = sext i32 %1 to i64
  %47 = add nsw i64 %46, 1
  %48 = and i1 %41, %42
  %49 = select i1 %48, i64 4, i64 8
  %50 = tail call noalias ptr @calloc(i64 noundef %47, i64 noundef %49) #31
  %51 = tail call i32 @MPI_Recv(ptr noundef %50, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef null) #27
  %52 = icmp eq ptr %0, null
  br i1 %52, label %121, label %53

53:                                               ; preds = %45
  %54 = icmp sgt i32 %1, 0
  br i1 %41, label %55, label %79

55:                                               ; preds = %53
  br i1 %54, label %56, label %121

56:                                               ; preds = %55
  %57 = zext nneg i32 %1 to i64
  %58 = icmp ult i32 %1, 8
  br i1 %58, label %77, label %59

59:                                               ; preds = %56
  %60 = and i64 %57, 2147483640
  br label %61

61:                                               ; preds = %61, %59
  %62 = phi i64 [ 0, %59 ], [ %73, %61 ]
  %63 = getelementptr inbounds nuw float, ptr %50, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 16
  %65 = load <4 x float>, ptr %63, align 4, !tbaa !30
  %66 = load <4 x float>, ptr %64, align 4, !tbaa !30
  %67 = getelementptr inbounds nuw float, ptr %0, i64 %62
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 16
  %69 = load <4 x float>, ptr %67, align 4, !tbaa !30
  %70 = load <4 x float>, ptr %68, align 4, !tbaa !30
  %71 = fadd <4 x float> %65, %69
  %72 = fadd <4 x float> %66, %70
  store <4 x float> %71, ptr %67, align 4, !tbaa !30
  store <4 x float> %72, ptr %68, align 4, !tbaa !30
  %73 = add nuw i64 %62, 8
  %74 = icmp eq i64 %73, %60
  br i1 %74, label %75, label %61, !llvm.loop !32

75:                                               ; preds = %61
  %76 = icmp eq i64 %60, %57
  br i1 %76, label %121, label %77

77:                                               ; preds = %56, %75
  %78 = phi i64 [ 0, %56 ], [ %60, %75 ]
  br label %112

79:                                               ; preds = %53
  br i1 %54, label %80, label %121

80:                                               ; preds = %79
  %81 = zext nneg i32 %1 to i64
  %82 = icmp ult i32 %1, 4
  br i1 %82, label %101, label %83

83:                                               ; preds = %80
  %84 = and i64 %81, 2147483644
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ 0, %83 ], [ %97, %85 ]
  %87 = getelementptr inbounds nuw double, ptr %50, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 16
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !35
  %90 = load <2 x double>, ptr %88, align 8, !tbaa !35
  %91 = getelementptr inbounds nuw double, ptr %0, i64 %86
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 16
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !35
  %94 = load <2 x double>, ptr %92, align 8, !tbaa !35
  %95 = fadd <2 x double> %89, %93
  %96 = fadd <2 x double> %90, %94
  store <2 x double> %95, ptr %91, align 8, !tbaa !35
  store <2 x double> %96, ptr %92, align 8, !tbaa !35
  %97 = add nuw i64 %86, 4
  %98 = icmp eq i64 %97, %84
  br i1 %98, label %99, label %85, !llvm.loop !37

99:                                               ; preds = %85
  %100 = icmp eq i64 %84, %81
  br i1 %100, label %121, label %101

101:                                              ; preds = %80, %99
  %102 = phi i64 [ 0, %80 ], [ %84, %99 ]
  br label %103

103:                                              ; preds = %101, %103
  %104 = phi i64 [ %110, %103 ], [ %102, %101 ]
  %105 = getelementptr inbounds nuw double, ptr %50, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !35
  %107 = getelementptr inbounds nuw double, ptr %0, i64 %104
  %108 = load double, ptr %107, align 8, !tbaa !35
  %109 = fadd double %106, %108
  store double %109, ptr %107, align 8, !tbaa !35
  %110 = add nuw nsw i64 %104, 1
  %111 = icmp eq i64 %110, %81
  br i1 %111, label %121, label %103, !llvm.loop !38

112:                                              ; preds = %77, %112
  %113 = phi i64 [ %119, %112 ], [ %78, %77 ]
  %114 = getelementptr inbounds nuw float, ptr %50, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !30
  %116 = getelementptr inbounds nuw float, ptr %0, i64 %113
  %117 = load float, ptr %116, align 4, !tbaa !30
  %118 = fadd float %115, %117
  store float %118, ptr %116, align 4, !tbaa !30
  %119 = add nuw nsw i64 %113, 1
  %120 = icmp eq i64 %119, %57
  br i1 %120, label %121, label %112, !llvm.loop !39

121:                                              ; preds = %103, %112, %99, %75, %45, %55, %79
  tail call void @free(ptr noundef %50) #27
  br label %122

122:                                              ; preds = %40, %121
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

declare i32 @MPI_Recv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef writeonly captures(address_is_null) %8) local_unnamed_addr #7 {
  %10 = alloca [64 x double], align 16
  %11 = alloca %struct.ompi_status_public_t, align 8
  %12 = alloca %struct.ompi_status_public_t, align 8
  %13 = icmp ne ptr %4, @ompi_mpi_double
  %14 = icmp eq ptr %4, @ompi_mpi_float
  %15 = select i1 %14, i32 2, i32 0
  %16 = select i1 %13, i32 %15, i32 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %51, label %18

18:                                               ; preds = %9
  %19 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %21, label %30

21:                                               ; preds = %18
  %22 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  br i1 %32, label %51, label %33

33:                                               ; preds = %30
  %34 = sext i32 %3 to i64
  %35 = add nsw i32 %2, 1
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %34, %36
  %38 = and i1 %13, %14
  %39 = select i1 %38, i64 2, i64 3
  %40 = shl i64 %37, %39
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %41 = icmp ult i64 %40, 513
  br i1 %41, label %44, label %42

42:                                               ; preds = %33
  %43 = tail call noalias ptr @malloc(i64 noundef %40) #29
  br label %44

44:                                               ; preds = %42, %33
  %45 = phi ptr [ %43, %42 ], [ %10, %33 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %46 = mul nsw i32 %3, %35
  %47 = call i32 @MPI_Recv(ptr noundef %45, i32 noundef %46, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %11) #27
  call fastcc void @freceived(i32 noundef range(i32 1, 3) %16, ptr noundef %0, ptr noundef readonly %1, i32 noundef %2, ptr noundef %4, ptr noundef %45, ptr noundef nonnull %11, ptr noundef %8)
  %48 = icmp eq ptr %45, %10
  br i1 %48, label %50, label %49

49:                                               ; preds = %44
  call void @free(ptr noundef %45) #27
  br label %50

50:                                               ; preds = %44, %49
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %122

51:                                               ; preds = %30, %9
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %52 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %12) #27
  %53 = icmp eq ptr %8, null
  br i1 %53, label %55, label %54

54:                                               ; preds = %51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !tbaa.struct !40
  br label %55

55:                                               ; preds = %54, %51
  %56 = icmp ne ptr %1, null
  %57 = icmp ne ptr %4, @ompi_mpi_float
  %58 = and i1 %57, %56
  %59 = and i1 %58, %13
  br i1 %59, label %60, label %62

60:                                               ; preds = %55
  %61 = ptrtoint ptr %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.32, i64 noundef %61) #30
  unreachable

62:                                               ; preds = %55
  br i1 %17, label %121, label %63

63:                                               ; preds = %62
  %64 = sext i32 %3 to i64
  %65 = sext i32 %2 to i64
  %66 = mul nsw i64 %64, %65
  %67 = and i1 %13, %14
  %68 = select i1 %67, i64 2, i64 3
  %69 = shl i64 %66, %68
  %70 = or disjoint i64 %69, 1
  %71 = call noalias ptr @malloc(i64 noundef %70) #29
  %72 = mul nsw i32 %3, %2
  %73 = load i32, ptr %12, align 8, !tbaa !41
  %74 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %75 = load i32, ptr %74, align 4, !tbaa !43
  %76 = call i32 @MPI_Recv(ptr noundef %71, i32 noundef %72, ptr noundef %4, i32 noundef %73, i32 noundef %75, ptr noundef %7, ptr noundef null) #27
  %77 = load i32, ptr %12, align 8, !tbaa !41
  %78 = icmp eq i32 %77, -2
  br i1 %78, label %120, label %79

79:                                               ; preds = %63
  %80 = shl nsw i64 %64, %68
  %81 = icmp ne ptr %1, null
  %82 = icmp sgt i32 %2, 0
  %83 = and i1 %81, %82
  br i1 %83, label %84, label %120

84:                                               ; preds = %79
  %85 = zext nneg i32 %2 to i64
  %86 = and i64 %85, 1
  %87 = icmp eq i32 %2, 1
  br i1 %87, label %112, label %88

88:                                               ; preds = %84
  %89 = and i64 %85, 2147483646
  br label %90

90:                                               ; preds = %105, %88
  %91 = phi i64 [ 0, %88 ], [ %106, %105 ]
  %92 = phi ptr [ %71, %88 ], [ %107, %105 ]
  %93 = phi i64 [ 0, %88 ], [ %108, %105 ]
  %94 = getelementptr inbounds nuw ptr, ptr %1, i64 %91
  %95 = load ptr, ptr %94, align 8, !tbaa !15
  %96 = icmp eq ptr %95, null
  br i1 %96, label %98, label %97

97:                                               ; preds = %90
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %95, ptr align 1 %92, i64 %80, i1 false)
  br label %98

98:                                               ; preds = %97, %90
  %99 = getelementptr inbounds nuw i8, ptr %92, i64 %80
  %100 = getelementptr inbounds nuw ptr, ptr %1, i64 %91
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !15
  %103 = icmp eq ptr %102, null
  br i1 %103, label %105, label %104

104:                                              ; preds = %98
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %102, ptr align 1 %99, i64 %80, i1 false)
  br label %105

105:                                              ; preds = %104, %98
  %106 = add nuw nsw i64 %91, 2
  %107 = getelementptr inbounds nuw i8, ptr %99, i64 %80
  %108 = add i64 %93, 2
  %109 = icmp eq i64 %108, %89
  br i1 %109, label %110, label %90, !llvm.loop !44

110:                                              ; preds = %105
  %111 = icmp eq i64 %86, 0
  br i1 %111, label %120, label %112

112:                                              ; preds = %110, %84
  %113 = phi i64 [ 0, %84 ], [ %106, %110 ]
  %114 = phi ptr [ %71, %84 ], [ %107, %110 ]
  %115 = icmp ne i64 %86, 0
  call void @llvm.assume(i1 %115)
  %116 = getelementptr inbounds nuw ptr, ptr %1, i64 %113
  %117 = load ptr, ptr %116, align 8, !tbaa !15
  %118 = icmp eq ptr %117, null
  br i1 %118, label %120, label %119

119:                                              ; preds = %112
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %117, ptr align 1 %114, i64 %80, i1 false)
  br label %120

120:                                              ; preds = %110, %119, %112, %79, %63
  call void @free(ptr noundef %71) #27
  br label %121

121:                                              ; preds = %62, %120
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %122

122:                                              ; preds = %121, %50
  %123 = phi i32 [ %47, %50 ], [ %52, %121 ]
  ret i32 %123
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #11

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #12

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_recv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef writeonly captures(address_is_null) %6) local_unnamed_addr #7 {
  %8 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  %9 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef nonnull %8) #27
  %10 = icmp eq ptr %6, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !40
  br label %12

12:                                               ; preds = %11, %7
  %13 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #29
  %14 = load <2 x i32>, ptr %8, align 8, !tbaa !5
  store <2 x i32> %14, ptr %13, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  ret ptr %13
}

; Function Attrs: nounwind
define void @__mpiad_rev_recv(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #7 {
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
  br i1 %29, label %11, label %39, !llvm.loop !29

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
  %40 = icmp ne ptr %3, @ompi_mpi_double
  %41 = icmp eq ptr %3, @ompi_mpi_float
  %42 = xor i1 %41, true
  %43 = and i1 %40, %42
  br i1 %43, label %69, label %44

44:                                               ; preds = %39
  %45 = icmp eq ptr %1, null
  br i1 %45, label %46, label %52

46:                                               ; preds = %44
  %47 = sext i32 %2 to i64
  %48 = add nsw i64 %47, 1
  %49 = and i1 %40, %41
  %50 = select i1 %49, i64 4, i64 8
  %51 = tail call noalias ptr @calloc(i64 noundef %48, i64 noundef %50) #31
  br label %52

52:                                               ; preds = %44, %46
  %53 = phi ptr [ %51, %46 ], [ %1, %44 ]
  %54 = phi ptr [ %51, %46 ], [ null, %44 ]
  %55 = load i32, ptr %0, align 4, !tbaa !45
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %57 = load i32, ptr %56, align 4, !tbaa !47
  %58 = tail call i32 @llvm.smax.i32(i32 %57, i32 0)
  %59 = tail call i32 @MPI_Send(ptr noundef %53, i32 noundef %2, ptr noundef %3, i32 noundef %55, i32 noundef %58, ptr noundef %4) #27
  %60 = load i32, ptr %0, align 4, !tbaa !45
  %61 = icmp eq i32 %60, -2
  %62 = or i1 %45, %61
  br i1 %62, label %68, label %63

63:                                               ; preds = %52
  %64 = sext i32 %2 to i64
  %65 = and i1 %40, %41
  %66 = select i1 %65, i64 2, i64 3
  %67 = shl nsw i64 %64, %66
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %67, i1 false)
  br label %68

68:                                               ; preds = %52, %63
  tail call void @free(ptr noundef %54) #27
  br label %69

69:                                               ; preds = %68, %39
  tail call void @free(ptr noundef %0) #27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef writeonly captures(address_is_null) %13, i32 noundef %14) local_unnamed_addr #7 {
  %16 = alloca [128 x double], align 16
  %17 = alloca %struct.ompi_status_public_t, align 8
  %18 = alloca %struct.ompi_status_public_t, align 8
  %19 = icmp eq ptr %3, @ompi_mpi_double
  %20 = icmp eq ptr %3, @ompi_mpi_float
  %21 = icmp eq ptr %9, @ompi_mpi_double
  %22 = icmp eq ptr %9, @ompi_mpi_float
  %23 = select i1 %22, i32 2, i32 0
  %24 = select i1 %21, i32 1, i32 %23
  %25 = or i1 %19, %20
  %26 = or i1 %21, %22
  %27 = or i1 %25, %26
  br i1 %27, label %28, label %157

28:                                               ; preds = %15
  %29 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %30 = icmp slt i32 %29, 0
  br i1 %30, label %31, label %40

31:                                               ; preds = %28
  %32 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  br i1 %42, label %157, label %43

43:                                               ; preds = %40
  %44 = icmp eq ptr %1, null
  %45 = or i1 %44, %25
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = ptrtoint ptr %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.32, i64 noundef %47) #30
  unreachable

48:                                               ; preds = %43
  %49 = icmp eq ptr %7, null
  %50 = or i1 %49, %26
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = ptrtoint ptr %9 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.32, i64 noundef %52) #30
  unreachable

53:                                               ; preds = %48
  br i1 %25, label %54, label %63

54:                                               ; preds = %53
  %55 = sext i32 %2 to i64
  %56 = add nsw i32 %14, 1
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %57, %55
  %59 = xor i1 %19, true
  %60 = and i1 %20, %59
  %61 = select i1 %60, i64 2, i64 3
  %62 = shl i64 %58, %61
  br label %63

63:                                               ; preds = %54, %53
  %64 = phi i64 [ %62, %54 ], [ 0, %53 ]
  %65 = icmp eq i32 %24, 0
  br i1 %65, label %75, label %66

66:                                               ; preds = %63
  %67 = sext i32 %8 to i64
  %68 = add nsw i32 %14, 1
  %69 = sext i32 %68 to i64
  %70 = mul nsw i64 %69, %67
  %71 = xor i1 %21, true
  %72 = and i1 %22, %71
  %73 = select i1 %72, i64 2, i64 3
  %74 = shl i64 %70, %73
  br label %75

75:                                               ; preds = %66, %63
  %76 = phi i64 [ %74, %66 ], [ 0, %63 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %77 = icmp ult i64 %64, 513
  %78 = icmp ult i64 %76, 513
  %79 = select i1 %77, i1 %78, i1 false
  br i1 %79, label %80, label %82

80:                                               ; preds = %75
  %81 = getelementptr inbounds nuw i8, ptr %16, i64 512
  br label %89

82:                                               ; preds = %75
  %83 = add i64 %64, 16
  %84 = add i64 %83, %76
  %85 = tail call noalias ptr @malloc(i64 noundef %84) #29
  %86 = add i64 %64, 15
  %87 = and i64 %86, -16
  %88 = getelementptr inbounds nuw i8, ptr %85, i64 %87
  br label %89

89:                                               ; preds = %82, %80
  %90 = phi ptr [ %81, %80 ], [ %88, %82 ]
  %91 = phi ptr [ null, %80 ], [ %85, %82 ]
  %92 = phi ptr [ %16, %80 ], [ %85, %82 ]
  br i1 %25, label %93, label %143

93:                                               ; preds = %89
  %94 = xor i1 %19, true
  %95 = and i1 %20, %94
  %96 = sext i32 %2 to i64
  %97 = select i1 %95, i64 2, i64 3
  %98 = shl nsw i64 %96, %97
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %92, ptr readonly align 1 %0, i64 %98, i1 false)
  %99 = icmp sgt i32 %14, 0
  br i1 %99, label %100, label %143

100:                                              ; preds = %93
  %101 = zext nneg i32 %14 to i64
  %102 = and i64 %101, 1
  %103 = icmp eq i32 %14, 1
  br i1 %103, label %132, label %104

104:                                              ; preds = %100
  %105 = and i64 %101, 2147483646
  br label %106

106:                                              ; preds = %126, %104
  %107 = phi i64 [ 0, %104 ], [ %127, %126 ]
  %108 = phi ptr [ %92, %104 ], [ %118, %126 ]
  %109 = phi i64 [ 0, %104 ], [ %128, %126 ]
  %110 = getelementptr inbounds nuw i8, ptr %108, i64 %98
  br i1 %44, label %116, label %111

111:                                              ; preds = %106
  %112 = getelementptr inbounds nuw ptr, ptr %1, i64 %107
  %113 = load ptr, ptr %112, align 8, !tbaa !15
  %114 = icmp eq ptr %113, null
  br i1 %114, label %116, label %115

115:                                              ; preds = %111
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %110, ptr nonnull align 1 %113, i64 %98, i1 false)
  br label %117

116:                                              ; preds = %111, %106
  call void @llvm.memset.p0.i64(ptr align 1 %110, i8 0, i64 %98, i1 false)
  br label %117

117:                                              ; preds = %116, %115
  %118 = getelementptr inbounds nuw i8, ptr %110, i64 %98
  br i1 %44, label %125, label %119

119:                                              ; preds = %117
  %120 = getelementptr inbounds nuw ptr, ptr %1, i64 %107
  %121 = getelementptr inbounds nuw i8, ptr %120, i64 8
  %122 = load ptr, ptr %121, align 8, !tbaa !15
  %123 = icmp eq ptr %122, null
  br i1 %123, label %125, label %124

124:                                              ; preds = %119
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %118, ptr nonnull align 1 %122, i64 %98, i1 false)
  br label %126

125:                                              ; preds = %119, %117
  call void @llvm.memset.p0.i64(ptr align 1 %118, i8 0, i64 %98, i1 false)
  br label %126

126:                                              ; preds = %125, %124
  %127 = add nuw nsw i64 %107, 2
  %128 = add i64 %109, 2
  %129 = icmp eq i64 %128, %105
  br i1 %129, label %130, label %106, !llvm.loop !16

130:                                              ; preds = %126
  %131 = icmp eq i64 %102, 0
  br i1 %131, label %143, label %132

132:                                              ; preds = %130, %100
  %133 = phi i64 [ 0, %100 ], [ %127, %130 ]
  %134 = phi ptr [ %92, %100 ], [ %118, %130 ]
  %135 = icmp ne i64 %102, 0
  tail call void @llvm.assume(i1 %135)
  %136 = getelementptr inbounds nuw i8, ptr %134, i64 %98
  br i1 %44, label %142, label %137

137:                                              ; preds = %132
  %138 = getelementptr inbounds nuw ptr, ptr %1, i64 %133
  %139 = load ptr, ptr %138, align 8, !tbaa !15
  %140 = icmp eq ptr %139, null
  br i1 %140, label %142, label %141

141:                                              ; preds = %137
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %136, ptr nonnull align 1 %139, i64 %98, i1 false)
  br label %143

142:                                              ; preds = %137, %132
  call void @llvm.memset.p0.i64(ptr align 1 %136, i8 0, i64 %98, i1 false)
  br label %143

143:                                              ; preds = %130, %142, %141, %93, %89
  %144 = phi ptr [ %0, %89 ], [ %92, %93 ], [ %92, %141 ], [ %92, %142 ], [ %92, %130 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #27
  %145 = add nsw i32 %14, 1
  %146 = select i1 %25, i32 %145, i32 1
  %147 = mul nsw i32 %146, %2
  %148 = select i1 %65, ptr %6, ptr %90
  %149 = select i1 %65, i32 1, i32 %145
  %150 = mul nsw i32 %149, %8
  %151 = call i32 @MPI_Sendrecv(ptr noundef %144, i32 noundef %147, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %148, i32 noundef %150, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef nonnull %17) #27
  br i1 %65, label %153, label %152

152:                                              ; preds = %143
  call fastcc void @freceived(i32 noundef range(i32 0, 3) %24, ptr noundef %6, ptr noundef readonly %7, i32 noundef %14, ptr noundef %9, ptr noundef %90, ptr noundef nonnull %17, ptr noundef %13)
  br label %156

153:                                              ; preds = %143
  %154 = icmp eq ptr %13, null
  br i1 %154, label %156, label %155

155:                                              ; preds = %153
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %17, i64 24, i1 false), !tbaa.struct !40
  br label %156

156:                                              ; preds = %152, %153, %155
  call void @free(ptr noundef %91) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  br label %313

157:                                              ; preds = %15, %40
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #27
  %158 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef nonnull %18) #27
  %159 = icmp eq ptr %13, null
  br i1 %159, label %161, label %160

160:                                              ; preds = %157
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %18, i64 24, i1 false), !tbaa.struct !40
  br label %161

161:                                              ; preds = %160, %157
  %162 = icmp eq ptr %1, null
  br i1 %162, label %169, label %163

163:                                              ; preds = %161
  %164 = icmp ne ptr %3, @ompi_mpi_double
  %165 = icmp ne ptr %3, @ompi_mpi_float
  %166 = and i1 %164, %165
  br i1 %166, label %167, label %169

167:                                              ; preds = %163
  %168 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.32, i64 noundef %168) #30
  unreachable

169:                                              ; preds = %161, %163
  %170 = icmp eq ptr %7, null
  br i1 %170, label %177, label %171

171:                                              ; preds = %169
  %172 = icmp ne ptr %9, @ompi_mpi_double
  %173 = icmp ne ptr %9, @ompi_mpi_float
  %174 = and i1 %172, %173
  br i1 %174, label %175, label %177

175:                                              ; preds = %171
  %176 = ptrtoint ptr %9 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.32, i64 noundef %176) #30
  unreachable

177:                                              ; preds = %169, %171
  br i1 %27, label %178, label %312

178:                                              ; preds = %177
  br i1 %25, label %179, label %233

179:                                              ; preds = %178
  %180 = sext i32 %14 to i64
  %181 = sext i32 %2 to i64
  %182 = mul nsw i64 %180, %181
  %183 = xor i1 %19, true
  %184 = and i1 %20, %183
  %185 = select i1 %184, i64 2, i64 3
  %186 = shl i64 %182, %185
  %187 = or disjoint i64 %186, 1
  %188 = call noalias ptr @malloc(i64 noundef %187) #29
  %189 = shl nsw i64 %181, %185
  %190 = icmp sgt i32 %14, 0
  br i1 %190, label %191, label %233

191:                                              ; preds = %179
  %192 = zext nneg i32 %14 to i64
  %193 = and i64 %192, 1
  %194 = icmp eq i32 %14, 1
  br i1 %194, label %223, label %195

195:                                              ; preds = %191
  %196 = and i64 %192, 2147483646
  br label %197

197:                                              ; preds = %216, %195
  %198 = phi i64 [ 0, %195 ], [ %217, %216 ]
  %199 = phi ptr [ %188, %195 ], [ %218, %216 ]
  %200 = phi i64 [ 0, %195 ], [ %219, %216 ]
  br i1 %162, label %206, label %201

201:                                              ; preds = %197
  %202 = getelementptr inbounds nuw ptr, ptr %1, i64 %198
  %203 = load ptr, ptr %202, align 8, !tbaa !15
  %204 = icmp eq ptr %203, null
  br i1 %204, label %206, label %205

205:                                              ; preds = %201
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %199, ptr nonnull align 1 %203, i64 %189, i1 false)
  br label %207

206:                                              ; preds = %201, %197
  call void @llvm.memset.p0.i64(ptr align 1 %199, i8 0, i64 %189, i1 false)
  br label %207

207:                                              ; preds = %206, %205
  %208 = getelementptr inbounds nuw i8, ptr %199, i64 %189
  br i1 %162, label %215, label %209

209:                                              ; preds = %207
  %210 = getelementptr inbounds nuw ptr, ptr %1, i64 %198
  %211 = getelementptr inbounds nuw i8, ptr %210, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !15
  %213 = icmp eq ptr %212, null
  br i1 %213, label %215, label %214

214:                                              ; preds = %209
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %208, ptr nonnull align 1 %212, i64 %189, i1 false)
  br label %216

215:                                              ; preds = %209, %207
  call void @llvm.memset.p0.i64(ptr align 1 %208, i8 0, i64 %189, i1 false)
  br label %216

216:                                              ; preds = %215, %214
  %217 = add nuw nsw i64 %198, 2
  %218 = getelementptr inbounds nuw i8, ptr %208, i64 %189
  %219 = add i64 %200, 2
  %220 = icmp eq i64 %219, %196
  br i1 %220, label %221, label %197, !llvm.loop !16

221:                                              ; preds = %216
  %222 = icmp eq i64 %193, 0
  br i1 %222, label %233, label %223

223:                                              ; preds = %221, %191
  %224 = phi i64 [ 0, %191 ], [ %217, %221 ]
  %225 = phi ptr [ %188, %191 ], [ %218, %221 ]
  %226 = icmp ne i64 %193, 0
  call void @llvm.assume(i1 %226)
  br i1 %162, label %232, label %227

227:                                              ; preds = %223
  %228 = getelementptr inbounds nuw ptr, ptr %1, i64 %224
  %229 = load ptr, ptr %228, align 8, !tbaa !15
  %230 = icmp eq ptr %229, null
  br i1 %230, label %232, label %231

231:                                              ; preds = %227
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %225, ptr nonnull align 1 %229, i64 %189, i1 false)
  br label %233

232:                                              ; preds = %227, %223
  call void @llvm.memset.p0.i64(ptr align 1 %225, i8 0, i64 %189, i1 false)
  br label %233

233:                                              ; preds = %221, %232, %231, %179, %178
  %234 = phi ptr [ %0, %178 ], [ %188, %179 ], [ %188, %231 ], [ %188, %232 ], [ %188, %221 ]
  %235 = phi ptr [ null, %178 ], [ %188, %179 ], [ %188, %231 ], [ %188, %232 ], [ %188, %221 ]
  br i1 %26, label %236, label %246

236:                                              ; preds = %233
  %237 = sext i32 %8 to i64
  %238 = sext i32 %14 to i64
  %239 = mul nsw i64 %238, %237
  %240 = xor i1 %21, true
  %241 = and i1 %22, %240
  %242 = select i1 %241, i64 2, i64 3
  %243 = shl i64 %239, %242
  %244 = or disjoint i64 %243, 1
  %245 = call noalias ptr @malloc(i64 noundef %244) #29
  br label %246

246:                                              ; preds = %233, %236
  %247 = phi ptr [ %245, %236 ], [ %6, %233 ]
  %248 = phi ptr [ %245, %236 ], [ null, %233 ]
  %249 = mul nsw i32 %14, %2
  %250 = select i1 %25, i32 %249, i32 0
  %251 = select i1 %25, i32 %4, i32 -2
  %252 = mul nsw i32 %14, %8
  %253 = select i1 %26, i32 %252, i32 0
  %254 = icmp eq i32 %10, -1
  %255 = load i32, ptr %18, align 8
  %256 = select i1 %254, i32 %255, i32 %10
  %257 = select i1 %26, i32 %256, i32 -2
  %258 = icmp eq i32 %11, -1
  %259 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %260 = load i32, ptr %259, align 4
  %261 = select i1 %258, i32 %260, i32 %11
  %262 = call i32 @MPI_Sendrecv(ptr noundef %234, i32 noundef %250, ptr noundef %3, i32 noundef %251, i32 noundef %5, ptr noundef %247, i32 noundef %253, ptr noundef %9, i32 noundef %257, i32 noundef %261, ptr noundef %12, ptr noundef null) #27
  %263 = load i32, ptr %18, align 8
  %264 = icmp ne i32 %263, -2
  %265 = select i1 %26, i1 %264, i1 false
  br i1 %265, label %266, label %311

266:                                              ; preds = %246
  %267 = xor i1 %21, true
  %268 = and i1 %22, %267
  %269 = sext i32 %8 to i64
  %270 = select i1 %268, i64 2, i64 3
  %271 = shl nsw i64 %269, %270
  %272 = icmp ne ptr %7, null
  %273 = icmp sgt i32 %14, 0
  %274 = and i1 %272, %273
  br i1 %274, label %275, label %311

275:                                              ; preds = %266
  %276 = zext nneg i32 %14 to i64
  %277 = and i64 %276, 1
  %278 = icmp eq i32 %14, 1
  br i1 %278, label %303, label %279

279:                                              ; preds = %275
  %280 = and i64 %276, 2147483646
  br label %281

281:                                              ; preds = %296, %279
  %282 = phi i64 [ 0, %279 ], [ %297, %296 ]
  %283 = phi ptr [ %248, %279 ], [ %298, %296 ]
  %284 = phi i64 [ 0, %279 ], [ %299, %296 ]
  %285 = getelementptr inbounds nuw ptr, ptr %7, i64 %282
  %286 = load ptr, ptr %285, align 8, !tbaa !15
  %287 = icmp eq ptr %286, null
  br i1 %287, label %289, label %288

288:                                              ; preds = %281
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %286, ptr align 1 %283, i64 %271, i1 false)
  br label %289

289:                                              ; preds = %288, %281
  %290 = getelementptr inbounds nuw i8, ptr %283, i64 %271
  %291 = getelementptr inbounds nuw ptr, ptr %7, i64 %282
  %292 = getelementptr inbounds nuw i8, ptr %291, i64 8
  %293 = load ptr, ptr %292, align 8, !tbaa !15
  %294 = icmp eq ptr %293, null
  br i1 %294, label %296, label %295

295:                                              ; preds = %289
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %293, ptr align 1 %290, i64 %271, i1 false)
  br label %296

296:                                              ; preds = %295, %289
  %297 = add nuw nsw i64 %282, 2
  %298 = getelementptr inbounds nuw i8, ptr %290, i64 %271
  %299 = add i64 %284, 2
  %300 = icmp eq i64 %299, %280
  br i1 %300, label %301, label %281, !llvm.loop !44

301:                                              ; preds = %296
  %302 = icmp eq i64 %277, 0
  br i1 %302, label %311, label %303

303:                                              ; preds = %301, %275
  %304 = phi i64 [ 0, %275 ], [ %297, %301 ]
  %305 = phi ptr [ %248, %275 ], [ %298, %301 ]
  %306 = icmp ne i64 %277, 0
  call void @llvm.assume(i1 %306)
  %307 = getelementptr inbounds nuw ptr, ptr %7, i64 %304
  %308 = load ptr, ptr %307, align 8, !tbaa !15
  %309 = icmp eq ptr %308, null
  br i1 %309, label %311, label %310

310:                                              ; preds = %303
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %308, ptr align 1 %305, i64 %271, i1 false)
  br label %311

311:                                              ; preds = %301, %310, %303, %266, %246
  call void @free(ptr noundef %235) #27
  call void @free(ptr noundef %248) #27
  br label %312

312:                                              ; preds = %177, %311
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #27
  br label %313

313:                                              ; preds = %312, %156
  %314 = phi i32 [ %151, %156 ], [ %158, %312 ]
  ret i32 %314
}

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef writeonly captures(address_is_null) %11) local_unnamed_addr #7 {
  %13 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %14 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef nonnull %13) #27
  %15 = icmp eq ptr %11, null
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %13, i64 24, i1 false), !tbaa.struct !40
  br label %17

17:                                               ; preds = %16, %12
  %18 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #29
  %19 = load <2 x i32>, ptr %13, align 8, !tbaa !5
  store <2 x i32> %19, ptr %18, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  ret ptr %18
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv(ptr noundef captures(none) %0, ptr noundef captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8, ptr noundef %9) local_unnamed_addr #7 {
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
  br i1 %34, label %16, label %44, !llvm.loop !29

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
  %45 = icmp ne ptr %3, @ompi_mpi_double
  %46 = icmp eq ptr %3, @ompi_mpi_float
  %47 = icmp ne ptr %8, @ompi_mpi_double
  %48 = icmp eq ptr %8, @ompi_mpi_float
  %49 = xor i1 %46, true
  %50 = and i1 %45, %49
  br i1 %50, label %57, label %51

51:                                               ; preds = %44
  %52 = sext i32 %2 to i64
  %53 = add nsw i64 %52, 1
  %54 = and i1 %45, %46
  %55 = select i1 %54, i64 4, i64 8
  %56 = tail call noalias ptr @calloc(i64 noundef %53, i64 noundef %55) #31
  br label %57

57:                                               ; preds = %44, %51
  %58 = phi ptr [ %56, %51 ], [ null, %44 ]
  %59 = xor i1 %48, true
  %60 = and i1 %47, %59
  %61 = icmp ne ptr %6, null
  %62 = or i1 %61, %60
  br i1 %62, label %69, label %63

63:                                               ; preds = %57
  %64 = sext i32 %7 to i64
  %65 = add nsw i64 %64, 1
  %66 = and i1 %47, %48
  %67 = select i1 %66, i64 4, i64 8
  %68 = tail call noalias ptr @calloc(i64 noundef %65, i64 noundef %67) #31
  br label %70

69:                                               ; preds = %57
  br i1 %60, label %89, label %70

70:                                               ; preds = %63, %69
  %71 = phi ptr [ %68, %63 ], [ %6, %69 ]
  %72 = phi ptr [ %68, %63 ], [ null, %69 ]
  %73 = load i32, ptr %0, align 4, !tbaa !45
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %75 = load i32, ptr %74, align 4, !tbaa !47
  %76 = tail call i32 @llvm.smax.i32(i32 %75, i32 0)
  %77 = select i1 %50, i32 0, i32 %2
  %78 = select i1 %50, i32 -2, i32 %4
  %79 = tail call i32 @MPI_Sendrecv(ptr noundef %71, i32 noundef %7, ptr noundef %8, i32 noundef %73, i32 noundef %76, ptr noundef %58, i32 noundef %77, ptr noundef %3, i32 noundef %78, i32 noundef %5, ptr noundef %9, ptr noundef null) #27
  %80 = load i32, ptr %0, align 4, !tbaa !45
  %81 = icmp eq i32 %80, -2
  %82 = icmp eq ptr %6, null
  %83 = or i1 %82, %81
  br i1 %83, label %96, label %84

84:                                               ; preds = %70
  %85 = sext i32 %7 to i64
  %86 = and i1 %47, %48
  %87 = select i1 %86, i64 2, i64 3
  %88 = shl nsw i64 %85, %87
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %6, i8 0, i64 %88, i1 false)
  br label %96

89:                                               ; preds = %69
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %91 = load i32, ptr %90, align 4, !tbaa !47
  %92 = tail call i32 @llvm.smax.i32(i32 %91, i32 0)
  %93 = select i1 %50, i32 0, i32 %2
  %94 = select i1 %50, i32 -2, i32 %4
  %95 = tail call i32 @MPI_Sendrecv(ptr noundef null, i32 noundef 0, ptr noundef %8, i32 noundef -2, i32 noundef %92, ptr noundef %58, i32 noundef %93, ptr noundef %3, i32 noundef %94, i32 noundef %5, ptr noundef %9, ptr noundef null) #27
  br label %96

96:                                               ; preds = %84, %89, %70
  %97 = phi ptr [ null, %89 ], [ %72, %70 ], [ %72, %84 ]
  %98 = icmp eq ptr %1, null
  %99 = or i1 %98, %50
  br i1 %99, label %168, label %100

100:                                              ; preds = %96
  %101 = icmp sgt i32 %2, 0
  br i1 %45, label %102, label %126

102:                                              ; preds = %100
  br i1 %101, label %103, label %168

103:                                              ; preds = %102
  %104 = zext nneg i32 %2 to i64
  %105 = icmp ult i32 %2, 8
  br i1 %105, label %124, label %106

106:                                              ; preds = %103
  %107 = and i64 %104, 2147483640
  br label %108

108:                                              ; preds = %108, %106
  %109 = phi i64 [ 0, %106 ], [ %120, %108 ]
  %110 = getelementptr inbounds nuw float, ptr %58, i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 16
  %112 = load <4 x float>, ptr %110, align 4, !tbaa !30
  %113 = load <4 x float>, ptr %111, align 4, !tbaa !30
  %114 = getelementptr inbounds nuw float, ptr %1, i64 %109
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 16
  %116 = load <4 x float>, ptr %114, align 4, !tbaa !30
  %117 = load <4 x float>, ptr %115, align 4, !tbaa !30
  %118 = fadd <4 x float> %112, %116
  %119 = fadd <4 x float> %113, %117
  store <4 x float> %118, ptr %114, align 4, !tbaa !30
  store <4 x float> %119, ptr %115, align 4, !tbaa !30
  %120 = add nuw i64 %109, 8
  %121 = icmp eq i64 %120, %107
  br i1 %121, label %122, label %108, !llvm.loop !48

122:                                              ; preds = %108
  %123 = icmp eq i64 %107, %104
  br i1 %123, label %168, label %124

124:                                              ; preds = %103, %122
  %125 = phi i64 [ 0, %103 ], [ %107, %122 ]
  br label %159

126:                                              ; preds = %100
  br i1 %101, label %127, label %168

127:                                              ; preds = %126
  %128 = zext nneg i32 %2 to i64
  %129 = icmp ult i32 %2, 4
  br i1 %129, label %148, label %130

130:                                              ; preds = %127
  %131 = and i64 %128, 2147483644
  br label %132

132:                                              ; preds = %132, %130
  %133 = phi i64 [ 0, %130 ], [ %144, %132 ]
  %134 = getelementptr inbounds nuw double, ptr %58, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 16
  %136 = load <2 x double>, ptr %134, align 8, !tbaa !35
  %137 = load <2 x double>, ptr %135, align 8, !tbaa !35
  %138 = getelementptr inbounds nuw double, ptr %1, i64 %133
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 16
  %140 = load <2 x double>, ptr %138, align 8, !tbaa !35
  %141 = load <2 x double>, ptr %139, align 8, !tbaa !35
  %142 = fadd <2 x double> %136, %140
  %143 = fadd <2 x double> %137, %141
  store <2 x double> %142, ptr %138, align 8, !tbaa !35
  store <2 x double> %143, ptr %139, align 8, !tbaa !35
  %144 = add nuw i64 %133, 4
  %145 = icmp eq i64 %144, %131
  br i1 %145, label %146, label %132, !llvm.loop !49

146:                                              ; preds = %132
  %147 = icmp eq i64 %131, %128
  br i1 %147, label %168, label %148

148:                                              ; preds = %127, %146
  %149 = phi i64 [ 0, %127 ], [ %131, %146 ]
  br label %150

150:                                              ; preds = %148, %150
  %151 = phi i64 [ %157, %150 ], [ %149, %148 ]
  %152 = getelementptr inbounds nuw double, ptr %58, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !35
  %154 = getelementptr inbounds nuw double, ptr %1, i64 %151
  %155 = load double, ptr %154, align 8, !tbaa !35
  %156 = fadd double %153, %155
  store double %156, ptr %154, align 8, !tbaa !35
  %157 = add nuw nsw i64 %151, 1
  %158 = icmp eq i64 %157, %128
  br i1 %158, label %168, label %150, !llvm.loop !50

159:                                              ; preds = %124, %159
  %160 = phi i64 [ %166, %159 ], [ %125, %124 ]
  %161 = getelementptr inbounds nuw float, ptr %58, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !30
  %163 = getelementptr inbounds nuw float, ptr %1, i64 %160
  %164 = load float, ptr %163, align 4, !tbaa !30
  %165 = fadd float %162, %164
  store float %165, ptr %163, align 4, !tbaa !30
  %166 = add nuw nsw i64 %160, 1
  %167 = icmp eq i64 %166, %104
  br i1 %167, label %168, label %159, !llvm.loop !51

168:                                              ; preds = %150, %159, %146, %122, %126, %102, %96
  tail call void @free(ptr noundef %58) #27
  tail call void @free(ptr noundef %97) #27
  tail call void @free(ptr noundef nonnull %0) #27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv_replace(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef writeonly captures(address_is_null) %10) local_unnamed_addr #7 {
  %12 = alloca [64 x double], align 16
  %13 = alloca %struct.ompi_status_public_t, align 8
  %14 = alloca %struct.ompi_status_public_t, align 8
  %15 = icmp ne ptr %4, @ompi_mpi_double
  %16 = icmp eq ptr %4, @ompi_mpi_float
  %17 = select i1 %16, i32 2, i32 0
  %18 = select i1 %15, i32 %17, i32 1
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %100, label %20

20:                                               ; preds = %11
  %21 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %22 = icmp slt i32 %21, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  br i1 %34, label %100, label %35

35:                                               ; preds = %32
  %36 = sext i32 %3 to i64
  %37 = add nsw i32 %2, 1
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %36, %38
  %40 = and i1 %15, %16
  %41 = select i1 %40, i64 2, i64 3
  %42 = shl i64 %39, %41
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %43 = icmp ult i64 %42, 513
  br i1 %43, label %46, label %44

44:                                               ; preds = %35
  %45 = tail call noalias ptr @malloc(i64 noundef %42) #29
  br label %46

46:                                               ; preds = %44, %35
  %47 = phi ptr [ %45, %44 ], [ %12, %35 ]
  %48 = shl nsw i64 %36, %41
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %47, ptr readonly align 1 %0, i64 %48, i1 false)
  %49 = icmp sgt i32 %2, 0
  br i1 %49, label %50, label %94

50:                                               ; preds = %46
  %51 = icmp eq ptr %1, null
  %52 = zext nneg i32 %2 to i64
  %53 = and i64 %52, 1
  %54 = icmp eq i32 %2, 1
  br i1 %54, label %83, label %55

55:                                               ; preds = %50
  %56 = and i64 %52, 2147483646
  br label %57

57:                                               ; preds = %77, %55
  %58 = phi i64 [ 0, %55 ], [ %78, %77 ]
  %59 = phi ptr [ %47, %55 ], [ %69, %77 ]
  %60 = phi i64 [ 0, %55 ], [ %79, %77 ]
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 %48
  br i1 %51, label %67, label %62

62:                                               ; preds = %57
  %63 = getelementptr inbounds nuw ptr, ptr %1, i64 %58
  %64 = load ptr, ptr %63, align 8, !tbaa !15
  %65 = icmp eq ptr %64, null
  br i1 %65, label %67, label %66

66:                                               ; preds = %62
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %61, ptr nonnull align 1 %64, i64 %48, i1 false)
  br label %68

67:                                               ; preds = %62, %57
  call void @llvm.memset.p0.i64(ptr align 1 %61, i8 0, i64 %48, i1 false)
  br label %68

68:                                               ; preds = %67, %66
  %69 = getelementptr inbounds nuw i8, ptr %61, i64 %48
  br i1 %51, label %76, label %70

70:                                               ; preds = %68
  %71 = getelementptr inbounds nuw ptr, ptr %1, i64 %58
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  %74 = icmp eq ptr %73, null
  br i1 %74, label %76, label %75

75:                                               ; preds = %70
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr nonnull align 1 %73, i64 %48, i1 false)
  br label %77

76:                                               ; preds = %70, %68
  call void @llvm.memset.p0.i64(ptr align 1 %69, i8 0, i64 %48, i1 false)
  br label %77

77:                                               ; preds = %76, %75
  %78 = add nuw nsw i64 %58, 2
  %79 = add i64 %60, 2
  %80 = icmp eq i64 %79, %56
  br i1 %80, label %81, label %57, !llvm.loop !16

81:                                               ; preds = %77
  %82 = icmp eq i64 %53, 0
  br i1 %82, label %94, label %83

83:                                               ; preds = %81, %50
  %84 = phi i64 [ 0, %50 ], [ %78, %81 ]
  %85 = phi ptr [ %47, %50 ], [ %69, %81 ]
  %86 = icmp ne i64 %53, 0
  tail call void @llvm.assume(i1 %86)
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 %48
  br i1 %51, label %93, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds nuw ptr, ptr %1, i64 %84
  %90 = load ptr, ptr %89, align 8, !tbaa !15
  %91 = icmp eq ptr %90, null
  br i1 %91, label %93, label %92

92:                                               ; preds = %88
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %87, ptr nonnull align 1 %90, i64 %48, i1 false)
  br label %94

93:                                               ; preds = %88, %83
  call void @llvm.memset.p0.i64(ptr align 1 %87, i8 0, i64 %48, i1 false)
  br label %94

94:                                               ; preds = %81, %93, %92, %46
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %95 = mul nsw i32 %3, %37
  %96 = call i32 @MPI_Sendrecv_replace(ptr noundef %47, i32 noundef %95, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull %13) #27
  call fastcc void @freceived(i32 noundef range(i32 1, 3) %18, ptr noundef %0, ptr noundef readonly %1, i32 noundef %2, ptr noundef %4, ptr noundef %47, ptr noundef nonnull %13, ptr noundef %10)
  %97 = icmp eq ptr %47, %12
  br i1 %97, label %99, label %98

98:                                               ; preds = %94
  call void @free(ptr noundef %47) #27
  br label %99

99:                                               ; preds = %94, %98
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %216

100:                                              ; preds = %32, %11
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %101 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull %14) #27
  %102 = icmp eq ptr %10, null
  br i1 %102, label %104, label %103

103:                                              ; preds = %100
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %14, i64 24, i1 false), !tbaa.struct !40
  br label %104

104:                                              ; preds = %103, %100
  %105 = icmp ne ptr %1, null
  %106 = icmp ne ptr %4, @ompi_mpi_float
  %107 = and i1 %15, %106
  %108 = and i1 %105, %107
  br i1 %108, label %109, label %111

109:                                              ; preds = %104
  %110 = ptrtoint ptr %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.32, i64 noundef %110) #30
  unreachable

111:                                              ; preds = %104
  br i1 %19, label %215, label %112

112:                                              ; preds = %111
  %113 = sext i32 %2 to i64
  %114 = sext i32 %3 to i64
  %115 = mul nsw i64 %114, %113
  %116 = and i1 %15, %16
  %117 = select i1 %116, i64 2, i64 3
  %118 = shl i64 %115, %117
  %119 = or disjoint i64 %118, 1
  %120 = call noalias ptr @malloc(i64 noundef %119) #29
  %121 = shl nsw i64 %114, %117
  %122 = icmp sgt i32 %2, 0
  br i1 %122, label %123, label %165

123:                                              ; preds = %112
  %124 = zext nneg i32 %2 to i64
  %125 = and i64 %124, 1
  %126 = icmp eq i32 %2, 1
  br i1 %126, label %155, label %127

127:                                              ; preds = %123
  %128 = and i64 %124, 2147483646
  br label %129

129:                                              ; preds = %148, %127
  %130 = phi i64 [ 0, %127 ], [ %149, %148 ]
  %131 = phi ptr [ %120, %127 ], [ %150, %148 ]
  %132 = phi i64 [ 0, %127 ], [ %151, %148 ]
  br i1 %105, label %133, label %138

133:                                              ; preds = %129
  %134 = getelementptr inbounds nuw ptr, ptr %1, i64 %130
  %135 = load ptr, ptr %134, align 8, !tbaa !15
  %136 = icmp eq ptr %135, null
  br i1 %136, label %138, label %137

137:                                              ; preds = %133
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %131, ptr nonnull align 1 %135, i64 %121, i1 false)
  br label %139

138:                                              ; preds = %133, %129
  call void @llvm.memset.p0.i64(ptr align 1 %131, i8 0, i64 %121, i1 false)
  br label %139

139:                                              ; preds = %138, %137
  %140 = getelementptr inbounds nuw i8, ptr %131, i64 %121
  br i1 %105, label %141, label %147

141:                                              ; preds = %139
  %142 = getelementptr inbounds nuw ptr, ptr %1, i64 %130
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 8
  %144 = load ptr, ptr %143, align 8, !tbaa !15
  %145 = icmp eq ptr %144, null
  br i1 %145, label %147, label %146

146:                                              ; preds = %141
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %140, ptr nonnull align 1 %144, i64 %121, i1 false)
  br label %148

147:                                              ; preds = %141, %139
  call void @llvm.memset.p0.i64(ptr align 1 %140, i8 0, i64 %121, i1 false)
  br label %148

148:                                              ; preds = %147, %146
  %149 = add nuw nsw i64 %130, 2
  %150 = getelementptr inbounds nuw i8, ptr %140, i64 %121
  %151 = add i64 %132, 2
  %152 = icmp eq i64 %151, %128
  br i1 %152, label %153, label %129, !llvm.loop !16

153:                                              ; preds = %148
  %154 = icmp eq i64 %125, 0
  br i1 %154, label %165, label %155

155:                                              ; preds = %153, %123
  %156 = phi i64 [ 0, %123 ], [ %149, %153 ]
  %157 = phi ptr [ %120, %123 ], [ %150, %153 ]
  %158 = icmp ne i64 %125, 0
  call void @llvm.assume(i1 %158)
  br i1 %105, label %159, label %164

159:                                              ; preds = %155
  %160 = getelementptr inbounds nuw ptr, ptr %1, i64 %156
  %161 = load ptr, ptr %160, align 8, !tbaa !15
  %162 = icmp eq ptr %161, null
  br i1 %162, label %164, label %163

163:                                              ; preds = %159
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %157, ptr nonnull align 1 %161, i64 %121, i1 false)
  br label %165

164:                                              ; preds = %159, %155
  call void @llvm.memset.p0.i64(ptr align 1 %157, i8 0, i64 %121, i1 false)
  br label %165

165:                                              ; preds = %153, %164, %163, %112
  %166 = mul nsw i32 %3, %2
  %167 = load i32, ptr %14, align 8, !tbaa !41
  %168 = icmp eq i32 %167, -2
  %169 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %170 = load i32, ptr %169, align 4
  %171 = select i1 %168, i32 0, i32 %170
  %172 = call i32 @MPI_Sendrecv_replace(ptr noundef %120, i32 noundef %166, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %167, i32 noundef %171, ptr noundef %9, ptr noundef null) #27
  %173 = load i32, ptr %14, align 8, !tbaa !41
  %174 = icmp ne i32 %173, -2
  %175 = icmp ne ptr %1, null
  %176 = and i1 %175, %174
  %177 = and i1 %122, %176
  br i1 %177, label %178, label %214

178:                                              ; preds = %165
  %179 = zext nneg i32 %2 to i64
  %180 = and i64 %179, 1
  %181 = icmp eq i32 %2, 1
  br i1 %181, label %206, label %182

182:                                              ; preds = %178
  %183 = and i64 %179, 2147483646
  br label %184

184:                                              ; preds = %199, %182
  %185 = phi i64 [ 0, %182 ], [ %200, %199 ]
  %186 = phi ptr [ %120, %182 ], [ %201, %199 ]
  %187 = phi i64 [ 0, %182 ], [ %202, %199 ]
  %188 = getelementptr inbounds nuw ptr, ptr %1, i64 %185
  %189 = load ptr, ptr %188, align 8, !tbaa !15
  %190 = icmp eq ptr %189, null
  br i1 %190, label %192, label %191

191:                                              ; preds = %184
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %189, ptr align 1 %186, i64 %121, i1 false)
  br label %192

192:                                              ; preds = %191, %184
  %193 = getelementptr inbounds nuw i8, ptr %186, i64 %121
  %194 = getelementptr inbounds nuw ptr, ptr %1, i64 %185
  %195 = getelementptr inbounds nuw i8, ptr %194, i64 8
  %196 = load ptr, ptr %195, align 8, !tbaa !15
  %197 = icmp eq ptr %196, null
  br i1 %197, label %199, label %198

198:                                              ; preds = %192
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %196, ptr align 1 %193, i64 %121, i1 false)
  br label %199

199:                                              ; preds = %198, %192
  %200 = add nuw nsw i64 %185, 2
  %201 = getelementptr inbounds nuw i8, ptr %193, i64 %121
  %202 = add i64 %187, 2
  %203 = icmp eq i64 %202, %183
  br i1 %203, label %204, label %184, !llvm.loop !44

204:                                              ; preds = %199
  %205 = icmp eq i64 %180, 0
  br i1 %205, label %214, label %206

206:                                              ; preds = %204, %178
  %207 = phi i64 [ 0, %178 ], [ %200, %204 ]
  %208 = phi ptr [ %120, %178 ], [ %201, %204 ]
  %209 = icmp ne i64 %180, 0
  call void @llvm.assume(i1 %209)
  %210 = getelementptr inbounds nuw ptr, ptr %1, i64 %207
  %211 = load ptr, ptr %210, align 8, !tbaa !15
  %212 = icmp eq ptr %211, null
  br i1 %212, label %214, label %213

213:                                              ; preds = %206
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %211, ptr align 1 %208, i64 %121, i1 false)
  br label %214

214:                                              ; preds = %204, %213, %206, %165
  call void @free(ptr noundef %120) #27
  br label %215

215:                                              ; preds = %111, %214
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  br label %216

216:                                              ; preds = %215, %99
  %217 = phi i32 [ %96, %99 ], [ %101, %215 ]
  ret i32 %217
}

declare i32 @MPI_Sendrecv_replace(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv_replace(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef writeonly captures(address_is_null) %8) local_unnamed_addr #7 {
  %10 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %11 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %10) #27
  %12 = icmp eq ptr %8, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false), !tbaa.struct !40
  br label %14

14:                                               ; preds = %13, %9
  %15 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #29
  %16 = load <2 x i32>, ptr %10, align 8, !tbaa !5
  store <2 x i32> %16, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  ret ptr %15
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv_replace(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #7 {
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
  br i1 %31, label %13, label %41, !llvm.loop !29

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
  %42 = icmp ne ptr %3, @ompi_mpi_double
  %43 = icmp eq ptr %3, @ompi_mpi_float
  %44 = xor i1 %43, true
  %45 = and i1 %42, %44
  br i1 %45, label %138, label %46

46:                                               ; preds = %41
  %47 = and i1 %42, %43
  %48 = select i1 %47, i64 4, i64 8
  %49 = sext i32 %2 to i64
  %50 = add nsw i64 %49, 1
  %51 = tail call noalias ptr @calloc(i64 noundef %50, i64 noundef %48) #31
  %52 = icmp eq ptr %1, null
  br i1 %52, label %53, label %55

53:                                               ; preds = %46
  %54 = tail call noalias ptr @calloc(i64 noundef %50, i64 noundef %48) #31
  br label %55

55:                                               ; preds = %46, %53
  %56 = phi ptr [ %54, %53 ], [ %1, %46 ]
  %57 = phi ptr [ %54, %53 ], [ null, %46 ]
  %58 = load i32, ptr %0, align 4, !tbaa !45
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !47
  %61 = tail call i32 @llvm.smax.i32(i32 %60, i32 0)
  %62 = tail call i32 @MPI_Sendrecv(ptr noundef %56, i32 noundef %2, ptr noundef %3, i32 noundef %58, i32 noundef %61, ptr noundef %51, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef null) #27
  br i1 %52, label %137, label %63

63:                                               ; preds = %55
  %64 = load i32, ptr %0, align 4, !tbaa !45
  %65 = icmp eq i32 %64, -2
  br i1 %65, label %69, label %66

66:                                               ; preds = %63
  %67 = select i1 %47, i64 2, i64 3
  %68 = shl nsw i64 %49, %67
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 %51, i64 %68, i1 false)
  br label %137

69:                                               ; preds = %63
  %70 = icmp sgt i32 %2, 0
  br i1 %42, label %71, label %95

71:                                               ; preds = %69
  br i1 %70, label %72, label %137

72:                                               ; preds = %71
  %73 = zext nneg i32 %2 to i64
  %74 = icmp ult i32 %2, 8
  br i1 %74, label %93, label %75

75:                                               ; preds = %72
  %76 = and i64 %73, 2147483640
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %89, %77 ]
  %79 = getelementptr inbounds nuw float, ptr %51, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 16
  %81 = load <4 x float>, ptr %79, align 4, !tbaa !30
  %82 = load <4 x float>, ptr %80, align 4, !tbaa !30
  %83 = getelementptr inbounds nuw float, ptr %1, i64 %78
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 16
  %85 = load <4 x float>, ptr %83, align 4, !tbaa !30
  %86 = load <4 x float>, ptr %84, align 4, !tbaa !30
  %87 = fadd <4 x float> %81, %85
  %88 = fadd <4 x float> %82, %86
  store <4 x float> %87, ptr %83, align 4, !tbaa !30
  store <4 x float> %88, ptr %84, align 4, !tbaa !30
  %89 = add nuw i64 %78, 8
  %90 = icmp eq i64 %89, %76
  br i1 %90, label %91, label %77, !llvm.loop !52

91:                                               ; preds = %77
  %92 = icmp eq i64 %76, %73
  br i1 %92, label %137, label %93

93:                                               ; preds = %72, %91
  %94 = phi i64 [ 0, %72 ], [ %76, %91 ]
  br label %128

95:                                               ; preds = %69
  br i1 %70, label %96, label %137

96:                                               ; preds = %95
  %97 = zext nneg i32 %2 to i64
  %98 = icmp ult i32 %2, 4
  br i1 %98, label %117, label %99

99:                                               ; preds = %96
  %100 = and i64 %97, 2147483644
  br label %101

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %113, %101 ]
  %103 = getelementptr inbounds nuw double, ptr %51, i64 %102
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 16
  %105 = load <2 x double>, ptr %103, align 8, !tbaa !35
  %106 = load <2 x double>, ptr %104, align 8, !tbaa !35
  %107 = getelementptr inbounds nuw double, ptr %1, i64 %102
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 16
  %109 = load <2 x double>, ptr %107, align 8, !tbaa !35
  %110 = load <2 x double>, ptr %108, align 8, !tbaa !35
  %111 = fadd <2 x double> %105, %109
  %112 = fadd <2 x double> %106, %110
  store <2 x double> %111, ptr %107, align 8, !tbaa !35
  store <2 x double> %112, ptr %108, align 8, !tbaa !35
  %113 = add nuw i64 %102, 4
  %114 = icmp eq i64 %113, %100
  br i1 %114, label %115, label %101, !llvm.loop !53

115:                                              ; preds = %101
  %116 = icmp eq i64 %100, %97
  br i1 %116, label %137, label %117

117:                                              ; preds = %96, %115
  %118 = phi i64 [ 0, %96 ], [ %100, %115 ]
  br label %119

119:                                              ; preds = %117, %119
  %120 = phi i64 [ %126, %119 ], [ %118, %117 ]
  %121 = getelementptr inbounds nuw double, ptr %51, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !35
  %123 = getelementptr inbounds nuw double, ptr %1, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !35
  %125 = fadd double %122, %124
  store double %125, ptr %123, align 8, !tbaa !35
  %126 = add nuw nsw i64 %120, 1
  %127 = icmp eq i64 %126, %97
  br i1 %127, label %137, label %119, !llvm.loop !54

128:                                              ; preds = %93, %128
  %129 = phi i64 [ %135, %128 ], [ %94, %93 ]
  %130 = getelementptr inbounds nuw float, ptr %51, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !30
  %132 = getelementptr inbounds nuw float, ptr %1, i64 %129
  %133 = load float, ptr %132, align 4, !tbaa !30
  %134 = fadd float %131, %133
  store float %134, ptr %132, align 4, !tbaa !30
  %135 = add nuw nsw i64 %129, 1
  %136 = icmp eq i64 %135, %73
  br i1 %136, label %137, label %128, !llvm.loop !55

137:                                              ; preds = %119, %128, %115, %91, %95, %71, %66, %55
  tail call void @free(ptr noundef %51) #27
  tail call void @free(ptr noundef %57) #27
  br label %138

138:                                              ; preds = %137, %41
  tail call void @free(ptr noundef %0) #27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_isend(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #7 {
  %10 = icmp ne ptr %4, @ompi_mpi_double
  %11 = icmp eq ptr %4, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 %12, i32 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %107, label %15

15:                                               ; preds = %9
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  br i1 %29, label %107, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = and i1 %10, %11
  %36 = select i1 %35, i64 2, i64 3
  %37 = shl i64 %34, %36
  %38 = add i64 %37, 81
  %39 = tail call noalias ptr @malloc(i64 noundef %38) #29
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %40, i8 0, i64 56, i1 false)
  store i32 1, ptr %39, align 8, !tbaa !5
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 4
  store i32 %13, ptr %41, align 4, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr %39, i64 8
  store i32 %3, ptr %42, align 8, !tbaa !5
  %43 = getelementptr inbounds nuw i8, ptr %39, i64 12
  store i32 %2, ptr %43, align 4, !tbaa !5
  %44 = getelementptr inbounds nuw i8, ptr %39, i64 16
  store ptr %4, ptr %44, align 8, !tbaa !56
  %45 = getelementptr inbounds nuw i8, ptr %39, i64 64
  store i32 1, ptr %45, align 8, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %39, i64 80
  %47 = getelementptr inbounds nuw i8, ptr %39, i64 48
  store ptr %46, ptr %47, align 8, !tbaa !15
  %48 = shl nsw i64 %31, %36
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %46, ptr readonly align 1 %0, i64 %48, i1 false)
  %49 = icmp sgt i32 %2, 0
  br i1 %49, label %50, label %96

50:                                               ; preds = %30
  %51 = icmp eq ptr %1, null
  %52 = zext nneg i32 %2 to i64
  %53 = and i64 %52, 1
  %54 = icmp eq i32 %2, 1
  br i1 %54, label %83, label %55

55:                                               ; preds = %50
  %56 = and i64 %52, 2147483646
  br label %57

57:                                               ; preds = %77, %55
  %58 = phi i64 [ 0, %55 ], [ %78, %77 ]
  %59 = phi ptr [ %46, %55 ], [ %69, %77 ]
  %60 = phi i64 [ 0, %55 ], [ %79, %77 ]
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 %48
  br i1 %51, label %67, label %62

62:                                               ; preds = %57
  %63 = getelementptr inbounds nuw ptr, ptr %1, i64 %58
  %64 = load ptr, ptr %63, align 8, !tbaa !15
  %65 = icmp eq ptr %64, null
  br i1 %65, label %67, label %66

66:                                               ; preds = %62
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %61, ptr nonnull align 1 %64, i64 %48, i1 false)
  br label %68

67:                                               ; preds = %62, %57
  tail call void @llvm.memset.p0.i64(ptr align 1 %61, i8 0, i64 %48, i1 false)
  br label %68

68:                                               ; preds = %67, %66
  %69 = getelementptr inbounds nuw i8, ptr %61, i64 %48
  br i1 %51, label %76, label %70

70:                                               ; preds = %68
  %71 = getelementptr inbounds nuw ptr, ptr %1, i64 %58
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  %74 = icmp eq ptr %73, null
  br i1 %74, label %76, label %75

75:                                               ; preds = %70
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr nonnull align 1 %73, i64 %48, i1 false)
  br label %77

76:                                               ; preds = %70, %68
  tail call void @llvm.memset.p0.i64(ptr align 1 %69, i8 0, i64 %48, i1 false)
  br label %77

77:                                               ; preds = %76, %75
  %78 = add nuw nsw i64 %58, 2
  %79 = add i64 %60, 2
  %80 = icmp eq i64 %79, %56
  br i1 %80, label %81, label %57, !llvm.loop !16

81:                                               ; preds = %77
  %82 = icmp eq i64 %53, 0
  br i1 %82, label %94, label %83

83:                                               ; preds = %81, %50
  %84 = phi i64 [ 0, %50 ], [ %78, %81 ]
  %85 = phi ptr [ %46, %50 ], [ %69, %81 ]
  %86 = icmp ne i64 %53, 0
  tail call void @llvm.assume(i1 %86)
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 %48
  br i1 %51, label %93, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds nuw ptr, ptr %1, i64 %84
  %90 = load ptr, ptr %89, align 8, !tbaa !15
  %91 = icmp eq ptr %90, null
  br i1 %91, label %93, label %92

92:                                               ; preds = %88
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %87, ptr nonnull align 1 %90, i64 %48, i1 false)
  br label %94

93:                                               ; preds = %88, %83
  tail call void @llvm.memset.p0.i64(ptr align 1 %87, i8 0, i64 %48, i1 false)
  br label %94

94:                                               ; preds = %92, %93, %81
  %95 = load ptr, ptr %47, align 8, !tbaa !15
  br label %96

96:                                               ; preds = %94, %30
  %97 = phi ptr [ %95, %94 ], [ %46, %30 ]
  %98 = mul nsw i32 %3, %32
  %99 = tail call i32 @MPI_Isend(ptr noundef %97, i32 noundef %98, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #27
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %104

101:                                              ; preds = %96
  %102 = load ptr, ptr %8, align 8, !tbaa !57
  %103 = icmp eq ptr %102, @ompi_request_null
  br i1 %103, label %104, label %105

104:                                              ; preds = %101, %96
  tail call void @free(ptr noundef nonnull %39) #27
  br label %183

105:                                              ; preds = %101
  %106 = ptrtoint ptr %102 to i64
  tail call fastcc void @req_insert(i64 noundef %106, i32 noundef 0, ptr noundef nonnull %39)
  br label %183

107:                                              ; preds = %27, %9
  %108 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #27
  %109 = icmp ne ptr %1, null
  %110 = icmp ne ptr %4, @ompi_mpi_float
  %111 = and i1 %10, %110
  %112 = and i1 %109, %111
  br i1 %112, label %113, label %115

113:                                              ; preds = %107
  %114 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.32, i64 noundef %114) #30
  unreachable

115:                                              ; preds = %107
  %116 = icmp ne i32 %108, 0
  %117 = select i1 %14, i1 true, i1 %116
  br i1 %117, label %183, label %118

118:                                              ; preds = %115
  %119 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #31
  store i32 1, ptr %119, align 8, !tbaa !5
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 4
  store i32 %13, ptr %120, align 4, !tbaa !5
  %121 = getelementptr inbounds nuw i8, ptr %119, i64 8
  store i32 %3, ptr %121, align 8, !tbaa !5
  %122 = getelementptr inbounds nuw i8, ptr %119, i64 12
  store i32 %2, ptr %122, align 4, !tbaa !5
  %123 = getelementptr inbounds nuw i8, ptr %119, i64 16
  store ptr %4, ptr %123, align 8, !tbaa !56
  %124 = sext i32 %2 to i64
  %125 = sext i32 %3 to i64
  %126 = mul nsw i64 %125, %124
  %127 = and i1 %10, %11
  %128 = select i1 %127, i64 2, i64 3
  %129 = shl i64 %126, %128
  %130 = or disjoint i64 %129, 1
  %131 = tail call noalias ptr @malloc(i64 noundef %130) #29
  %132 = shl nsw i64 %125, %128
  %133 = icmp sgt i32 %2, 0
  br i1 %133, label %134, label %176

134:                                              ; preds = %118
  %135 = zext nneg i32 %2 to i64
  %136 = and i64 %135, 1
  %137 = icmp eq i32 %2, 1
  br i1 %137, label %166, label %138

138:                                              ; preds = %134
  %139 = and i64 %135, 2147483646
  br label %140

140:                                              ; preds = %159, %138
  %141 = phi i64 [ 0, %138 ], [ %160, %159 ]
  %142 = phi ptr [ %131, %138 ], [ %161, %159 ]
  %143 = phi i64 [ 0, %138 ], [ %162, %159 ]
  br i1 %109, label %144, label %149

144:                                              ; preds = %140
  %145 = getelementptr inbounds nuw ptr, ptr %1, i64 %141
  %146 = load ptr, ptr %145, align 8, !tbaa !15
  %147 = icmp eq ptr %146, null
  br i1 %147, label %149, label %148

148:                                              ; preds = %144
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %142, ptr nonnull align 1 %146, i64 %132, i1 false)
  br label %150

149:                                              ; preds = %144, %140
  tail call void @llvm.memset.p0.i64(ptr align 1 %142, i8 0, i64 %132, i1 false)
  br label %150

150:                                              ; preds = %149, %148
  %151 = getelementptr inbounds nuw i8, ptr %142, i64 %132
  br i1 %109, label %152, label %158

152:                                              ; preds = %150
  %153 = getelementptr inbounds nuw ptr, ptr %1, i64 %141
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !15
  %156 = icmp eq ptr %155, null
  br i1 %156, label %158, label %157

157:                                              ; preds = %152
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %151, ptr nonnull align 1 %155, i64 %132, i1 false)
  br label %159

158:                                              ; preds = %152, %150
  tail call void @llvm.memset.p0.i64(ptr align 1 %151, i8 0, i64 %132, i1 false)
  br label %159

159:                                              ; preds = %158, %157
  %160 = add nuw nsw i64 %141, 2
  %161 = getelementptr inbounds nuw i8, ptr %151, i64 %132
  %162 = add i64 %143, 2
  %163 = icmp eq i64 %162, %139
  br i1 %163, label %164, label %140, !llvm.loop !16

164:                                              ; preds = %159
  %165 = icmp eq i64 %136, 0
  br i1 %165, label %176, label %166

166:                                              ; preds = %164, %134
  %167 = phi i64 [ 0, %134 ], [ %160, %164 ]
  %168 = phi ptr [ %131, %134 ], [ %161, %164 ]
  %169 = icmp ne i64 %136, 0
  tail call void @llvm.assume(i1 %169)
  br i1 %109, label %170, label %175

170:                                              ; preds = %166
  %171 = getelementptr inbounds nuw ptr, ptr %1, i64 %167
  %172 = load ptr, ptr %171, align 8, !tbaa !15
  %173 = icmp eq ptr %172, null
  br i1 %173, label %175, label %174

174:                                              ; preds = %170
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %168, ptr nonnull align 1 %172, i64 %132, i1 false)
  br label %176

175:                                              ; preds = %170, %166
  tail call void @llvm.memset.p0.i64(ptr align 1 %168, i8 0, i64 %132, i1 false)
  br label %176

176:                                              ; preds = %164, %175, %174, %118
  %177 = getelementptr inbounds nuw i8, ptr %119, i64 48
  store ptr %131, ptr %177, align 8, !tbaa !15
  %178 = mul nsw i32 %3, %2
  %179 = getelementptr inbounds nuw i8, ptr %119, i64 56
  %180 = tail call i32 @MPI_Isend(ptr noundef %131, i32 noundef %178, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %179) #27
  %181 = load ptr, ptr %8, align 8, !tbaa !57
  %182 = ptrtoint ptr %181 to i64
  tail call fastcc void @req_insert(i64 noundef %182, i32 noundef 0, ptr noundef nonnull %119)
  br label %183

183:                                              ; preds = %105, %104, %176, %115
  %184 = phi i32 [ 0, %176 ], [ %108, %115 ], [ %99, %104 ], [ 0, %105 ]
  ret i32 %184
}

declare i32 @MPI_Isend(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_isend(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  %10 = icmp eq ptr %3, @ompi_mpi_double
  %11 = icmp eq ptr %3, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 1, i32 %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %37, label %17

17:                                               ; preds = %15
  %18 = icmp ne ptr %3, @ompi_mpi_double
  %19 = icmp ne ptr %3, @ompi_mpi_float
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %37

21:                                               ; preds = %17
  %22 = ptrtoint ptr %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.32, i64 noundef %22) #30
  unreachable

23:                                               ; preds = %8
  %24 = tail call noalias dereferenceable_or_null(104) ptr @calloc(i64 noundef 1, i64 noundef 104) #31
  store i32 1, ptr %24, align 8, !tbaa !58
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %13, ptr %25, align 4, !tbaa !60
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %2, ptr %26, align 8, !tbaa !61
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store ptr %3, ptr %27, align 8, !tbaa !62
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 24
  store i32 %4, ptr %28, align 8, !tbaa !63
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 28
  store i32 %5, ptr %29, align 4, !tbaa !64
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 32
  store ptr %6, ptr %30, align 8, !tbaa !65
  %31 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store ptr %1, ptr %31, align 8, !tbaa !66
  %32 = load i64, ptr @p2p_ino, align 8, !tbaa !12
  %33 = add nsw i64 %32, 1
  store i64 %33, ptr @p2p_ino, align 8, !tbaa !12
  %34 = getelementptr inbounds nuw i8, ptr %24, i64 80
  store i64 %33, ptr %34, align 8, !tbaa !67
  %35 = load ptr, ptr %7, align 8, !tbaa !57
  %36 = ptrtoint ptr %35 to i64
  tail call fastcc void @req_insert(i64 noundef %36, i32 noundef 1, ptr noundef nonnull %24)
  br label %37

37:                                               ; preds = %17, %15, %23
  %38 = phi ptr [ %24, %23 ], [ null, %15 ], [ null, %17 ]
  ret ptr %38
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
  br i1 %25, label %7, label %35, !llvm.loop !29

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
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %39 = load i32, ptr %38, align 8, !tbaa !68
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %37
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i64 noundef 0) #30
  unreachable

42:                                               ; preds = %37
  tail call fastcc void @chan_due(ptr noundef %0)
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %44 = tail call i32 @MPI_Wait(ptr noundef nonnull %43, ptr noundef null) #27
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %46 = load ptr, ptr %45, align 8, !tbaa !66
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %48 = load ptr, ptr %47, align 8, !tbaa !69
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %50 = load i32, ptr %49, align 8, !tbaa !61
  %51 = icmp eq ptr %46, null
  br i1 %51, label %207, label %52

52:                                               ; preds = %42
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %54 = load i32, ptr %53, align 4, !tbaa !60
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
  %74 = load <4 x float>, ptr %72, align 4, !tbaa !30, !alias.scope !70
  %75 = load <4 x float>, ptr %73, align 4, !tbaa !30, !alias.scope !70
  %76 = getelementptr inbounds nuw float, ptr %46, i64 %71
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 16
  %78 = load <4 x float>, ptr %76, align 4, !tbaa !30, !alias.scope !73, !noalias !70
  %79 = load <4 x float>, ptr %77, align 4, !tbaa !30, !alias.scope !73, !noalias !70
  %80 = fadd <4 x float> %74, %78
  %81 = fadd <4 x float> %75, %79
  store <4 x float> %80, ptr %76, align 4, !tbaa !30, !alias.scope !73, !noalias !70
  store <4 x float> %81, ptr %77, align 4, !tbaa !30, !alias.scope !73, !noalias !70
  %82 = add nuw i64 %71, 8
  %83 = icmp eq i64 %82, %69
  br i1 %83, label %84, label %70, !llvm.loop !75

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
  %94 = load float, ptr %93, align 4, !tbaa !30
  %95 = getelementptr inbounds nuw float, ptr %46, i64 %91
  %96 = load float, ptr %95, align 4, !tbaa !30
  %97 = fadd float %94, %96
  store float %97, ptr %95, align 4, !tbaa !30
  %98 = add nuw nsw i64 %91, 1
  %99 = add i64 %92, 1
  %100 = icmp eq i64 %99, %88
  br i1 %100, label %101, label %90, !llvm.loop !76

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
  %122 = load <2 x double>, ptr %120, align 8, !tbaa !35, !alias.scope !78
  %123 = load <2 x double>, ptr %121, align 8, !tbaa !35, !alias.scope !78
  %124 = getelementptr inbounds nuw double, ptr %46, i64 %119
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 16
  %126 = load <2 x double>, ptr %124, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %127 = load <2 x double>, ptr %125, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %128 = fadd <2 x double> %122, %126
  %129 = fadd <2 x double> %123, %127
  store <2 x double> %128, ptr %124, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  store <2 x double> %129, ptr %125, align 8, !tbaa !35, !alias.scope !81, !noalias !78
  %130 = add nuw i64 %119, 4
  %131 = icmp eq i64 %130, %117
  br i1 %131, label %132, label %118, !llvm.loop !83

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
  %142 = load double, ptr %141, align 8, !tbaa !35
  %143 = getelementptr inbounds nuw double, ptr %46, i64 %139
  %144 = load double, ptr %143, align 8, !tbaa !35
  %145 = fadd double %142, %144
  store double %145, ptr %143, align 8, !tbaa !35
  %146 = add nuw nsw i64 %139, 1
  %147 = add i64 %140, 1
  %148 = icmp eq i64 %147, %136
  br i1 %148, label %149, label %138, !llvm.loop !84

149:                                              ; preds = %138, %134
  %150 = phi i64 [ %135, %134 ], [ %146, %138 ]
  %151 = sub nsw i64 %135, %107
  %152 = icmp ugt i64 %151, -4
  br i1 %152, label %207, label %153

153:                                              ; preds = %149, %153
  %154 = phi i64 [ %178, %153 ], [ %150, %149 ]
  %155 = getelementptr inbounds nuw double, ptr %48, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !35
  %157 = getelementptr inbounds nuw double, ptr %46, i64 %154
  %158 = load double, ptr %157, align 8, !tbaa !35
  %159 = fadd double %156, %158
  store double %159, ptr %157, align 8, !tbaa !35
  %160 = add nuw nsw i64 %154, 1
  %161 = getelementptr inbounds nuw double, ptr %48, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !35
  %163 = getelementptr inbounds nuw double, ptr %46, i64 %160
  %164 = load double, ptr %163, align 8, !tbaa !35
  %165 = fadd double %162, %164
  store double %165, ptr %163, align 8, !tbaa !35
  %166 = add nuw nsw i64 %154, 2
  %167 = getelementptr inbounds nuw double, ptr %48, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !35
  %169 = getelementptr inbounds nuw double, ptr %46, i64 %166
  %170 = load double, ptr %169, align 8, !tbaa !35
  %171 = fadd double %168, %170
  store double %171, ptr %169, align 8, !tbaa !35
  %172 = add nuw nsw i64 %154, 3
  %173 = getelementptr inbounds nuw double, ptr %48, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !35
  %175 = getelementptr inbounds nuw double, ptr %46, i64 %172
  %176 = load double, ptr %175, align 8, !tbaa !35
  %177 = fadd double %174, %176
  store double %177, ptr %175, align 8, !tbaa !35
  %178 = add nuw nsw i64 %154, 4
  %179 = icmp eq i64 %178, %107
  br i1 %179, label %207, label %153, !llvm.loop !85

180:                                              ; preds = %101, %180
  %181 = phi i64 [ %205, %180 ], [ %102, %101 ]
  %182 = getelementptr inbounds nuw float, ptr %48, i64 %181
  %183 = load float, ptr %182, align 4, !tbaa !30
  %184 = getelementptr inbounds nuw float, ptr %46, i64 %181
  %185 = load float, ptr %184, align 4, !tbaa !30
  %186 = fadd float %183, %185
  store float %186, ptr %184, align 4, !tbaa !30
  %187 = add nuw nsw i64 %181, 1
  %188 = getelementptr inbounds nuw float, ptr %48, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !30
  %190 = getelementptr inbounds nuw float, ptr %46, i64 %187
  %191 = load float, ptr %190, align 4, !tbaa !30
  %192 = fadd float %189, %191
  store float %192, ptr %190, align 4, !tbaa !30
  %193 = add nuw nsw i64 %181, 2
  %194 = getelementptr inbounds nuw float, ptr %48, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !30
  %196 = getelementptr inbounds nuw float, ptr %46, i64 %193
  %197 = load float, ptr %196, align 4, !tbaa !30
  %198 = fadd float %195, %197
  store float %198, ptr %196, align 4, !tbaa !30
  %199 = add nuw nsw i64 %181, 3
  %200 = getelementptr inbounds nuw float, ptr %48, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !30
  %202 = getelementptr inbounds nuw float, ptr %46, i64 %199
  %203 = load float, ptr %202, align 4, !tbaa !30
  %204 = fadd float %201, %203
  store float %204, ptr %202, align 4, !tbaa !30
  %205 = add nuw nsw i64 %181, 4
  %206 = icmp eq i64 %205, %59
  br i1 %206, label %207, label %180, !llvm.loop !86

207:                                              ; preds = %101, %180, %149, %153, %84, %132, %42, %57, %105
  tail call void @free(ptr noundef %48) #27
  tail call void @free(ptr noundef nonnull %0) #27
  br label %208

208:                                              ; preds = %35, %207
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @chan_due(ptr noundef nonnull %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %3 = load i32, ptr %2, align 8, !tbaa !87
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %86

5:                                                ; preds = %1
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %7 = load i32, ptr %6, align 8, !tbaa !88
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %85, label %9

9:                                                ; preds = %5
  %10 = tail call fastcc ptr @chan_of(ptr noundef %0)
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 44
  %12 = load i32, ptr %11, align 4, !tbaa !89
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %9
  %15 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !91
  %17 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %18 = load i32, ptr %17, align 8, !tbaa !92
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds ptr, ptr %16, i64 %19
  %21 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %22 = load i32, ptr %21, align 8, !tbaa !93
  %23 = sub nsw i32 %22, %18
  %24 = sext i32 %23 to i64
  tail call void @qsort(ptr noundef %20, i64 noundef %24, i64 noundef 8, ptr noundef nonnull @by_ino_desc) #27
  store i32 1, ptr %11, align 4, !tbaa !89
  br label %25

25:                                               ; preds = %14, %9
  %26 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %27 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %28 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %29 = load i32, ptr %27, align 8, !tbaa !92
  %30 = load i32, ptr %28, align 8, !tbaa !93
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %56

32:                                               ; preds = %25
  %33 = load ptr, ptr %26, align 8, !tbaa !91
  %34 = sext i32 %29 to i64
  %35 = getelementptr inbounds ptr, ptr %33, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !15
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 92
  %38 = load i32, ptr %37, align 4, !tbaa !94
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %56, label %48

40:                                               ; preds = %48
  %41 = load ptr, ptr %26, align 8, !tbaa !91
  %42 = sext i32 %52 to i64
  %43 = getelementptr inbounds ptr, ptr %41, i64 %42
  %44 = load ptr, ptr %43, align 8, !tbaa !15
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 92
  %46 = load i32, ptr %45, align 4, !tbaa !94
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %56, label %48, !llvm.loop !95

48:                                               ; preds = %32, %40
  %49 = phi ptr [ %44, %40 ], [ %36, %32 ]
  %50 = phi i32 [ %52, %40 ], [ %29, %32 ]
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %27, align 8, !tbaa !92
  tail call fastcc void @p2p_post(ptr noundef nonnull %49)
  %52 = load i32, ptr %27, align 8, !tbaa !92
  %53 = load i32, ptr %28, align 8, !tbaa !93
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %40, label %55, !llvm.loop !95

55:                                               ; preds = %48
  br label %56, !llvm.loop !95

56:                                               ; preds = %40, %32, %55, %25
  %57 = phi i32 [ %30, %25 ], [ %53, %55 ], [ %30, %32 ], [ %53, %40 ]
  %58 = phi i32 [ %29, %25 ], [ %52, %55 ], [ %29, %32 ], [ %52, %40 ]
  %59 = load i32, ptr %2, align 8, !tbaa !87
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %86

61:                                               ; preds = %56
  %62 = icmp slt i32 %58, %57
  br i1 %62, label %63, label %85

63:                                               ; preds = %61
  %64 = load ptr, ptr %26, align 8, !tbaa !91
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
  %80 = load i32, ptr %28, align 8, !tbaa !93
  %81 = add nsw i32 %80, -1
  store i32 %81, ptr %28, align 8, !tbaa !93
  br label %85

82:                                               ; preds = %67
  %83 = add nsw i64 %68, 1
  %84 = icmp eq i64 %83, %66
  br i1 %84, label %85, label %67, !llvm.loop !96

85:                                               ; preds = %82, %61, %72, %5
  tail call fastcc void @p2p_post(ptr noundef nonnull %0)
  br label %86

86:                                               ; preds = %56, %1, %85
  ret void
}

declare i32 @MPI_Wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_irecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #7 {
  %10 = icmp ne ptr %4, @ompi_mpi_double
  %11 = icmp eq ptr %4, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 %12, i32 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %68, label %15

15:                                               ; preds = %9
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  br i1 %29, label %68, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = and i1 %10, %11
  %36 = select i1 %35, i64 2, i64 3
  %37 = shl i64 %34, %36
  %38 = icmp eq ptr %1, null
  %39 = sext i32 %2 to i64
  %40 = shl nsw i64 %39, 3
  %41 = select i1 %38, i64 0, i64 %40
  %42 = add nsw i64 %41, 88
  %43 = add i64 %42, %37
  %44 = tail call noalias ptr @malloc(i64 noundef %43) #29
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %45, i8 0, i64 48, i1 false)
  store i32 2, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %44, i64 4
  store i32 %13, ptr %46, align 4, !tbaa !5
  %47 = getelementptr inbounds nuw i8, ptr %44, i64 8
  store i32 %3, ptr %47, align 8, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr %44, i64 12
  store i32 %2, ptr %48, align 4, !tbaa !5
  %49 = getelementptr inbounds nuw i8, ptr %44, i64 16
  store ptr %4, ptr %49, align 8, !tbaa !56
  %50 = getelementptr inbounds nuw i8, ptr %44, i64 64
  store i32 1, ptr %50, align 8, !tbaa !5
  %51 = getelementptr inbounds nuw i8, ptr %44, i64 72
  store ptr %0, ptr %51, align 8, !tbaa !15
  br i1 %38, label %55, label %52

52:                                               ; preds = %30
  %53 = getelementptr inbounds nuw i8, ptr %44, i64 80
  %54 = getelementptr inbounds nuw i8, ptr %44, i64 40
  store ptr %53, ptr %54, align 8, !tbaa !18
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %53, ptr nonnull readonly align 8 %1, i64 %40, i1 false)
  br label %55

55:                                               ; preds = %52, %30
  %56 = getelementptr inbounds nuw i8, ptr %44, i64 80
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 %41
  %58 = getelementptr inbounds nuw i8, ptr %44, i64 48
  store ptr %57, ptr %58, align 8, !tbaa !15
  %59 = mul nsw i32 %3, %32
  %60 = tail call i32 @MPI_Irecv(ptr noundef nonnull %57, i32 noundef %59, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #27
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %65

62:                                               ; preds = %55
  %63 = load ptr, ptr %8, align 8, !tbaa !57
  %64 = icmp eq ptr %63, @ompi_request_null
  br i1 %64, label %65, label %66

65:                                               ; preds = %62, %55
  tail call void @free(ptr noundef nonnull %44) #27
  br label %110

66:                                               ; preds = %62
  %67 = ptrtoint ptr %63 to i64
  tail call fastcc void @req_insert(i64 noundef %67, i32 noundef 0, ptr noundef nonnull %44)
  br label %110

68:                                               ; preds = %27, %9
  %69 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #27
  %70 = icmp ne ptr %1, null
  %71 = icmp ne ptr %4, @ompi_mpi_float
  %72 = and i1 %10, %71
  %73 = and i1 %70, %72
  br i1 %73, label %74, label %76

74:                                               ; preds = %68
  %75 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.32, i64 noundef %75) #30
  unreachable

76:                                               ; preds = %68
  %77 = icmp ne i32 %69, 0
  %78 = select i1 %14, i1 true, i1 %77
  br i1 %78, label %110, label %79

79:                                               ; preds = %76
  %80 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #31
  store i32 2, ptr %80, align 8, !tbaa !5
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 4
  store i32 %13, ptr %81, align 4, !tbaa !5
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 8
  store i32 %3, ptr %82, align 8, !tbaa !5
  %83 = getelementptr inbounds nuw i8, ptr %80, i64 12
  store i32 %2, ptr %83, align 4, !tbaa !5
  %84 = getelementptr inbounds nuw i8, ptr %80, i64 16
  store ptr %4, ptr %84, align 8, !tbaa !56
  %85 = getelementptr inbounds nuw i8, ptr %80, i64 32
  store ptr %7, ptr %85, align 8, !tbaa !97
  %86 = sext i32 %3 to i64
  %87 = sext i32 %2 to i64
  %88 = mul nsw i64 %86, %87
  %89 = and i1 %10, %11
  %90 = select i1 %89, i64 2, i64 3
  %91 = shl i64 %88, %90
  %92 = or disjoint i64 %91, 1
  %93 = tail call noalias ptr @malloc(i64 noundef %92) #29
  %94 = getelementptr inbounds nuw i8, ptr %80, i64 48
  store ptr %93, ptr %94, align 8, !tbaa !15
  br i1 %70, label %95, label %99

95:                                               ; preds = %79
  %96 = shl nsw i64 %87, 3
  %97 = tail call noalias ptr @malloc(i64 noundef %96) #29
  %98 = getelementptr inbounds nuw i8, ptr %80, i64 40
  store ptr %97, ptr %98, align 8, !tbaa !18
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %97, ptr nonnull align 8 %1, i64 %96, i1 false)
  br label %99

99:                                               ; preds = %95, %79
  %100 = icmp eq i32 %5, -1
  %101 = icmp eq i32 %6, -1
  %102 = or i1 %100, %101
  br i1 %102, label %103, label %104

103:                                              ; preds = %99
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.33, i64 noundef 0) #30
  unreachable

104:                                              ; preds = %99
  %105 = mul nsw i32 %3, %2
  %106 = getelementptr inbounds nuw i8, ptr %80, i64 56
  %107 = tail call i32 @MPI_Irecv(ptr noundef %93, i32 noundef %105, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %106) #27
  %108 = load ptr, ptr %8, align 8, !tbaa !57
  %109 = ptrtoint ptr %108 to i64
  tail call fastcc void @req_insert(i64 noundef %109, i32 noundef 0, ptr noundef nonnull %80)
  br label %110

110:                                              ; preds = %66, %65, %104, %76
  %111 = phi i32 [ 0, %104 ], [ %69, %76 ], [ %60, %65 ], [ 0, %66 ]
  ret i32 %111
}

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_irecv(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  %10 = icmp eq ptr %3, @ompi_mpi_double
  %11 = icmp eq ptr %3, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 1, i32 %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %37, label %17

17:                                               ; preds = %15
  %18 = icmp ne ptr %3, @ompi_mpi_double
  %19 = icmp ne ptr %3, @ompi_mpi_float
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %37

21:                                               ; preds = %17
  %22 = ptrtoint ptr %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.32, i64 noundef %22) #30
  unreachable

23:                                               ; preds = %8
  %24 = tail call noalias dereferenceable_or_null(104) ptr @calloc(i64 noundef 1, i64 noundef 104) #31
  store i32 2, ptr %24, align 8, !tbaa !58
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %13, ptr %25, align 4, !tbaa !60
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %2, ptr %26, align 8, !tbaa !61
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store ptr %3, ptr %27, align 8, !tbaa !62
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 24
  store i32 %4, ptr %28, align 8, !tbaa !63
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 28
  store i32 %5, ptr %29, align 4, !tbaa !64
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 32
  store ptr %6, ptr %30, align 8, !tbaa !65
  %31 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store ptr %1, ptr %31, align 8, !tbaa !66
  %32 = load i64, ptr @p2p_ino, align 8, !tbaa !12
  %33 = add nsw i64 %32, 1
  store i64 %33, ptr @p2p_ino, align 8, !tbaa !12
  %34 = getelementptr inbounds nuw i8, ptr %24, i64 80
  store i64 %33, ptr %34, align 8, !tbaa !67
  %35 = load ptr, ptr %7, align 8, !tbaa !57
  %36 = ptrtoint ptr %35 to i64
  tail call fastcc void @req_insert(i64 noundef %36, i32 noundef 1, ptr noundef nonnull %24)
  br label %37

37:                                               ; preds = %17, %15, %23
  %38 = phi ptr [ %24, %23 ], [ null, %15 ], [ null, %17 ]
  ret ptr %38
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
  br i1 %25, label %7, label %35, !llvm.loop !29

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
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %39 = load i32, ptr %38, align 8, !tbaa !68
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %37
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.7, i64 noundef 0) #30
  unreachable

42:                                               ; preds = %37
  tail call fastcc void @chan_due(ptr noundef %0)
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %44 = tail call i32 @MPI_Wait(ptr noundef nonnull %43, ptr noundef null) #27
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %46 = load i32, ptr %45, align 8, !tbaa !63
  %47 = icmp eq i32 %46, -2
  br i1 %47, label %61, label %48

48:                                               ; preds = %42
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %50 = load ptr, ptr %49, align 8, !tbaa !66
  %51 = icmp eq ptr %50, null
  br i1 %51, label %61, label %52

52:                                               ; preds = %48
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %54 = load i32, ptr %53, align 8, !tbaa !61
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !60
  %57 = sext i32 %54 to i64
  %58 = icmp eq i32 %56, 2
  %59 = select i1 %58, i64 2, i64 3
  %60 = shl nsw i64 %57, %59
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %50, i8 0, i64 %60, i1 false)
  br label %61

61:                                               ; preds = %52, %48, %42
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %63 = load ptr, ptr %62, align 8, !tbaa !69
  tail call void @free(ptr noundef %63) #27
  tail call void @free(ptr noundef nonnull %0) #27
  br label %64

64:                                               ; preds = %35, %61
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_wait(ptr noundef %0, ptr noundef writeonly captures(address_is_null) %1) local_unnamed_addr #7 {
  %3 = alloca %struct.ompi_status_public_t, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !57
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #27
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #27
  %6 = icmp eq ptr %4, @ompi_request_null
  br i1 %6, label %9, label %7

7:                                                ; preds = %2
  %8 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %4)
  call fastcc void @fwd_complete(ptr noundef %8, ptr noundef nonnull %3)
  br label %9

9:                                                ; preds = %7, %2
  %10 = icmp eq ptr %1, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !40
  br label %12

12:                                               ; preds = %11, %9
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #27
  ret i32 %5
}

; Function Attrs: nounwind
define internal fastcc void @fwd_complete(ptr noundef %0, ptr noundef %1) unnamed_addr #7 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %96, label %4

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
  store i32 0, ptr %7, align 4, !tbaa !98
  br label %96

8:                                                ; preds = %4
  tail call fastcc void @icoll_fwd_complete(ptr noundef nonnull %0, i32 noundef 0)
  br label %96

9:                                                ; preds = %4
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %11 = load i32, ptr %10, align 8, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %29, label %13

13:                                               ; preds = %9
  %14 = icmp eq i32 %5, 2
  br i1 %14, label %15, label %28

15:                                               ; preds = %13
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !56
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  tail call fastcc void @freceived(i32 noundef %17, ptr noundef %19, ptr noundef %21, i32 noundef %23, ptr noundef %25, ptr noundef %27, ptr noundef %1, ptr noundef null)
  br label %28

28:                                               ; preds = %13, %15
  tail call void @free(ptr noundef nonnull %0) #27
  br label %96

29:                                               ; preds = %9
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %31 = tail call i32 @MPI_Wait(ptr noundef nonnull %30, ptr noundef null) #27
  %32 = load i32, ptr %0, align 8, !tbaa !5
  %33 = icmp eq i32 %32, 2
  br i1 %33, label %34, label %91

34:                                               ; preds = %29
  %35 = load i32, ptr %1, align 8, !tbaa !41
  %36 = icmp eq i32 %35, -2
  br i1 %36, label %91, label %37

37:                                               ; preds = %34
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %41 = load ptr, ptr %40, align 8, !tbaa !18
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %45 = load i32, ptr %44, align 8, !tbaa !5
  %46 = icmp eq i32 %39, 2
  %47 = sext i32 %45 to i64
  %48 = select i1 %46, i64 2, i64 3
  %49 = shl nsw i64 %47, %48
  %50 = icmp ne ptr %41, null
  %51 = icmp sgt i32 %43, 0
  %52 = and i1 %50, %51
  br i1 %52, label %53, label %91

53:                                               ; preds = %37
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %55 = load ptr, ptr %54, align 8, !tbaa !15
  %56 = zext nneg i32 %43 to i64
  %57 = and i64 %56, 1
  %58 = icmp eq i32 %43, 1
  br i1 %58, label %83, label %59

59:                                               ; preds = %53
  %60 = and i64 %56, 2147483646
  br label %61

61:                                               ; preds = %76, %59
  %62 = phi i64 [ 0, %59 ], [ %77, %76 ]
  %63 = phi ptr [ %55, %59 ], [ %78, %76 ]
  %64 = phi i64 [ 0, %59 ], [ %79, %76 ]
  %65 = getelementptr inbounds nuw ptr, ptr %41, i64 %62
  %66 = load ptr, ptr %65, align 8, !tbaa !15
  %67 = icmp eq ptr %66, null
  br i1 %67, label %69, label %68

68:                                               ; preds = %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %66, ptr align 1 %63, i64 %49, i1 false)
  br label %69

69:                                               ; preds = %68, %61
  %70 = getelementptr inbounds nuw i8, ptr %63, i64 %49
  %71 = getelementptr inbounds nuw ptr, ptr %41, i64 %62
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  %74 = icmp eq ptr %73, null
  br i1 %74, label %76, label %75

75:                                               ; preds = %69
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %73, ptr align 1 %70, i64 %49, i1 false)
  br label %76

76:                                               ; preds = %75, %69
  %77 = add nuw nsw i64 %62, 2
  %78 = getelementptr inbounds nuw i8, ptr %70, i64 %49
  %79 = add i64 %64, 2
  %80 = icmp eq i64 %79, %60
  br i1 %80, label %81, label %61, !llvm.loop !44

81:                                               ; preds = %76
  %82 = icmp eq i64 %57, 0
  br i1 %82, label %91, label %83

83:                                               ; preds = %81, %53
  %84 = phi i64 [ 0, %53 ], [ %77, %81 ]
  %85 = phi ptr [ %55, %53 ], [ %78, %81 ]
  %86 = icmp ne i64 %57, 0
  tail call void @llvm.assume(i1 %86)
  %87 = getelementptr inbounds nuw ptr, ptr %41, i64 %84
  %88 = load ptr, ptr %87, align 8, !tbaa !15
  %89 = icmp eq ptr %88, null
  br i1 %89, label %91, label %90

90:                                               ; preds = %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %88, ptr align 1 %85, i64 %49, i1 false)
  br label %91

91:                                               ; preds = %81, %90, %83, %37, %34, %29
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %93 = load ptr, ptr %92, align 8, !tbaa !15
  tail call void @free(ptr noundef %93) #27
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %95 = load ptr, ptr %94, align 8, !tbaa !18
  tail call void @free(ptr noundef %95) #27
  tail call void @free(ptr noundef %0) #27
  br label %96

96:                                               ; preds = %2, %91, %28, %8, %6
  ret void
}

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc ptr @req_take(i32 noundef range(i32 0, 4) %0, ptr noundef %1) unnamed_addr #13 {
  %3 = load i64, ptr @req_cap, align 8, !tbaa !12
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %72, label %5

5:                                                ; preds = %2
  %6 = ptrtoint ptr %1 to i64
  %7 = mul i64 %6, -7046029254386353131
  %8 = urem i64 %7, %3
  %9 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %10 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %8
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !100
  %13 = icmp eq ptr %12, null
  br i1 %13, label %72, label %14

14:                                               ; preds = %5, %24
  %15 = phi ptr [ %29, %24 ], [ %12, %5 ]
  %16 = phi ptr [ %27, %24 ], [ %10, %5 ]
  %17 = phi i64 [ %26, %24 ], [ %8, %5 ]
  %18 = load i64, ptr %16, align 8, !tbaa !103
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %20, label %24

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !104
  %23 = icmp eq i32 %22, %0
  br i1 %23, label %31, label %24

24:                                               ; preds = %20, %14
  %25 = add nsw i64 %17, 1
  %26 = srem i64 %25, %3
  %27 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !100
  %30 = icmp eq ptr %29, null
  br i1 %30, label %72, label %14, !llvm.loop !105

31:                                               ; preds = %20
  %32 = icmp slt i64 %17, 0
  br i1 %32, label %72, label %33

33:                                               ; preds = %31
  %34 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %17
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 8
  %37 = load i32, ptr %36, align 8, !tbaa !104
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i64, ptr @req_count, i64 %38
  %40 = load i64, ptr %39, align 8, !tbaa !12
  %41 = add nsw i64 %40, -1
  store i64 %41, ptr %39, align 8, !tbaa !12
  %42 = load i64, ptr @req_used, align 8, !tbaa !12
  %43 = add nsw i64 %42, -1
  store i64 %43, ptr @req_used, align 8, !tbaa !12
  store ptr null, ptr %35, align 8, !tbaa !100
  %44 = add nuw nsw i64 %17, 1
  %45 = srem i64 %44, %3
  %46 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !100
  %49 = icmp eq ptr %48, null
  br i1 %49, label %72, label %50

50:                                               ; preds = %33, %50
  %51 = phi ptr [ %70, %50 ], [ %48, %33 ]
  %52 = phi ptr [ %69, %50 ], [ %47, %33 ]
  %53 = phi ptr [ %68, %50 ], [ %46, %33 ]
  %54 = phi i64 [ %66, %50 ], [ %45, %33 ]
  %55 = load i64, ptr %53, align 8, !tbaa !106
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
  store ptr null, ptr %52, align 8, !tbaa !100
  tail call fastcc void @req_insert(i64 noundef %55, i32 noundef %57, ptr noundef nonnull %51)
  %64 = add nuw nsw i64 %54, 1
  %65 = load i64, ptr @req_cap, align 8, !tbaa !12
  %66 = srem i64 %64, %65
  %67 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %68 = getelementptr inbounds nuw %struct.req_slot, ptr %67, i64 %66
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8, !tbaa !100
  %71 = icmp eq ptr %70, null
  br i1 %71, label %72, label %50, !llvm.loop !107

72:                                               ; preds = %24, %50, %33, %5, %2, %31
  %73 = phi ptr [ null, %31 ], [ %15, %33 ], [ null, %2 ], [ null, %5 ], [ %15, %50 ], [ null, %24 ]
  ret ptr %73
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_wait(ptr noundef %0, ptr noundef writeonly captures(address_is_null) %1) local_unnamed_addr #7 {
  %3 = alloca %struct.ompi_status_public_t, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !57
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #27
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #27
  %6 = icmp eq ptr %1, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !40
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq ptr %4, @ompi_request_null
  br i1 %9, label %12, label %10

10:                                               ; preds = %8
  %11 = call fastcc ptr @req_take(i32 noundef 1, ptr noundef %4)
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
  br i1 %3, label %65, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !58
  %6 = icmp eq i32 %5, 5
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call fastcc void @icoll_aug_complete(ptr noundef nonnull %0)
  br label %65

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !108
  %11 = icmp eq ptr %10, null
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  store i32 0, ptr %10, align 4, !tbaa !5
  %13 = load i32, ptr %0, align 8, !tbaa !58
  br label %14

14:                                               ; preds = %12, %8
  %15 = phi i32 [ %13, %12 ], [ %5, %8 ]
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %19 = load i32, ptr %18, align 8, !tbaa !63
  br label %24

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %22 = load <2 x i32>, ptr %1, align 8, !tbaa !5
  %23 = load i32, ptr %1, align 8, !tbaa !41
  store <2 x i32> %22, ptr %21, align 8, !tbaa !5
  br label %24

24:                                               ; preds = %17, %20
  %25 = phi i32 [ %19, %17 ], [ %23, %20 ]
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store i32 1, ptr %26, align 8, !tbaa !68
  %27 = icmp eq i32 %25, -2
  br i1 %27, label %65, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %30 = load i32, ptr %29, align 8, !tbaa !88
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %65

32:                                               ; preds = %28
  %33 = tail call fastcc ptr @chan_of(ptr noundef nonnull %0)
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 40
  %35 = load i32, ptr %34, align 8, !tbaa !92
  %36 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %37 = load i32, ptr %36, align 8, !tbaa !93
  %38 = icmp eq i32 %35, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %32
  store i32 0, ptr %34, align 8, !tbaa !92
  store i32 0, ptr %36, align 8, !tbaa !93
  br label %40

40:                                               ; preds = %39, %32
  %41 = phi i32 [ 0, %39 ], [ %37, %32 ]
  %42 = getelementptr inbounds nuw i8, ptr %33, i64 36
  %43 = load i32, ptr %42, align 4, !tbaa !109
  %44 = icmp eq i32 %41, %43
  br i1 %44, label %48, label %45

45:                                               ; preds = %40
  %46 = getelementptr inbounds nuw i8, ptr %33, i64 24
  %47 = load ptr, ptr %46, align 8, !tbaa !91
  br label %58

48:                                               ; preds = %40
  %49 = icmp eq i32 %41, 0
  %50 = shl nsw i32 %41, 1
  %51 = select i1 %49, i32 8, i32 %50
  store i32 %51, ptr %42, align 4, !tbaa !109
  %52 = getelementptr inbounds nuw i8, ptr %33, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !91
  %54 = sext i32 %51 to i64
  %55 = shl nsw i64 %54, 3
  %56 = tail call ptr @realloc(ptr noundef %53, i64 noundef %55) #32
  store ptr %56, ptr %52, align 8, !tbaa !91
  %57 = load i32, ptr %36, align 8, !tbaa !93
  br label %58

58:                                               ; preds = %48, %45
  %59 = phi i32 [ %41, %45 ], [ %57, %48 ]
  %60 = phi ptr [ %47, %45 ], [ %56, %48 ]
  %61 = add nsw i32 %59, 1
  store i32 %61, ptr %36, align 8, !tbaa !93
  %62 = sext i32 %59 to i64
  %63 = getelementptr inbounds ptr, ptr %60, i64 %62
  store ptr %0, ptr %63, align 8, !tbaa !15
  %64 = getelementptr inbounds nuw i8, ptr %33, i64 44
  store i32 0, ptr %64, align 4, !tbaa !89
  store i32 1, ptr %29, align 8, !tbaa !88
  br label %65

65:                                               ; preds = %58, %28, %24, %2, %7
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_wait(ptr noundef %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %50, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 8, !tbaa !58
  %5 = icmp eq i32 %4, 5
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call fastcc void @icoll_rev_ready(ptr noundef %0)
  br label %50

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i32 1, ptr %8, align 4, !tbaa !94
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %10 = load i32, ptr %9, align 8, !tbaa !88
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %7
  tail call fastcc void @p2p_post(ptr noundef nonnull %0)
  br label %50

13:                                               ; preds = %7
  %14 = tail call fastcc ptr @chan_of(ptr noundef nonnull %0)
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 44
  %16 = load i32, ptr %15, align 4, !tbaa !89
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %29

18:                                               ; preds = %13
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !91
  %21 = getelementptr inbounds nuw i8, ptr %14, i64 40
  %22 = load i32, ptr %21, align 8, !tbaa !92
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds ptr, ptr %20, i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %26 = load i32, ptr %25, align 8, !tbaa !93
  %27 = sub nsw i32 %26, %22
  %28 = sext i32 %27 to i64
  tail call void @qsort(ptr noundef %24, i64 noundef %28, i64 noundef 8, ptr noundef nonnull @by_ino_desc) #27
  store i32 1, ptr %15, align 4, !tbaa !89
  br label %29

29:                                               ; preds = %18, %13
  %30 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %31 = getelementptr inbounds nuw i8, ptr %14, i64 40
  %32 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %33 = load i32, ptr %31, align 8, !tbaa !92
  %34 = load i32, ptr %32, align 8, !tbaa !93
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %50

36:                                               ; preds = %29, %45
  %37 = phi i32 [ %47, %45 ], [ %33, %29 ]
  %38 = load ptr, ptr %30, align 8, !tbaa !91
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds ptr, ptr %38, i64 %39
  %41 = load ptr, ptr %40, align 8, !tbaa !15
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 92
  %43 = load i32, ptr %42, align 4, !tbaa !94
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %50, label %45

45:                                               ; preds = %36
  %46 = add nsw i32 %37, 1
  store i32 %46, ptr %31, align 8, !tbaa !92
  tail call fastcc void @p2p_post(ptr noundef nonnull %41)
  %47 = load i32, ptr %31, align 8, !tbaa !92
  %48 = load i32, ptr %32, align 8, !tbaa !93
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %36, label %50, !llvm.loop !95

50:                                               ; preds = %45, %36, %29, %12, %1, %6
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @icoll_rev_ready(ptr noundef nonnull initializes((184, 192)) %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %3 = load i32, ptr %2, align 4, !tbaa !110
  %4 = icmp eq i32 %3, 2
  %5 = select i1 %4, i64 4, i64 8
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %7 = load i32, ptr %6, align 8, !tbaa !111
  switch i32 %7, label %32 [
    i32 8, label %8
    i32 1, label %14
    i32 7, label %14
  ]

8:                                                ; preds = %1
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %10 = load i32, ptr %9, align 8, !tbaa !112
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %12 = load i32, ptr %11, align 4, !tbaa !113
  %13 = icmp eq i32 %10, %12
  br label %14

14:                                               ; preds = %8, %1, %1
  %15 = phi i1 [ true, %1 ], [ %13, %8 ], [ true, %1 ]
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %17 = load i32, ptr %16, align 8, !tbaa !114
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %18, 1
  %20 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef %5) #31
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 184
  store ptr %20, ptr %21, align 8, !tbaa !115
  br i1 %15, label %22, label %86

22:                                               ; preds = %14
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %24 = load ptr, ptr %23, align 8, !tbaa !116
  %25 = icmp eq ptr %24, null
  br i1 %25, label %86, label %26

26:                                               ; preds = %22
  %27 = select i1 %4, i64 2, i64 3
  %28 = shl nsw i64 %18, %27
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr nonnull align 1 %24, i64 %28, i1 false)
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %24, i8 0, i64 %28, i1 false)
  %29 = load i32, ptr %16, align 8, !tbaa !114
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %30, 1
  br label %86

32:                                               ; preds = %1
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %34 = load i64, ptr %33, align 8, !tbaa !117
  %35 = add i64 %34, 1
  %36 = tail call noalias ptr @calloc(i64 noundef %35, i64 noundef %5) #31
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 184
  store ptr %36, ptr %37, align 8, !tbaa !115
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 100
  %39 = load i32, ptr %38, align 4, !tbaa !118
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %47

41:                                               ; preds = %32
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 176
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %44 = select i1 %4, i64 2, i64 3
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 120
  br label %51

47:                                               ; preds = %81, %32
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %49 = load i64, ptr %48, align 8, !tbaa !119
  %50 = add i64 %49, 1
  br label %86

51:                                               ; preds = %81, %41
  %52 = phi i32 [ %39, %41 ], [ %82, %81 ]
  %53 = phi i64 [ 0, %41 ], [ %83, %81 ]
  %54 = load ptr, ptr %42, align 8, !tbaa !116
  %55 = icmp eq ptr %54, null
  br i1 %55, label %81, label %56

56:                                               ; preds = %51
  %57 = load ptr, ptr %43, align 8, !tbaa !120
  %58 = getelementptr inbounds nuw i32, ptr %57, i64 %53
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = sext i32 %59 to i64
  %61 = shl nsw i64 %60, %44
  %62 = getelementptr inbounds nuw i8, ptr %54, i64 %61
  %63 = load ptr, ptr %37, align 8, !tbaa !115
  %64 = load ptr, ptr %45, align 8, !tbaa !121
  %65 = getelementptr inbounds nuw i32, ptr %64, i64 %53
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = shl nsw i64 %67, %44
  %69 = getelementptr inbounds nuw i8, ptr %63, i64 %68
  %70 = load ptr, ptr %46, align 8, !tbaa !122
  %71 = getelementptr inbounds nuw i32, ptr %70, i64 %53
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = sext i32 %72 to i64
  %74 = shl nsw i64 %73, %44
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr nonnull align 1 %62, i64 %74, i1 false)
  %75 = load ptr, ptr %46, align 8, !tbaa !122
  %76 = getelementptr inbounds nuw i32, ptr %75, i64 %53
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = shl nsw i64 %78, %44
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %62, i8 0, i64 %79, i1 false)
  %80 = load i32, ptr %38, align 4, !tbaa !118
  br label %81

81:                                               ; preds = %56, %51
  %82 = phi i32 [ %52, %51 ], [ %80, %56 ]
  %83 = add nuw nsw i64 %53, 1
  %84 = sext i32 %82 to i64
  %85 = icmp slt i64 %83, %84
  br i1 %85, label %51, label %47, !llvm.loop !123

86:                                               ; preds = %14, %22, %26, %47
  %87 = phi i64 [ %50, %47 ], [ %19, %22 ], [ %31, %26 ], [ %19, %14 ]
  %88 = tail call noalias ptr @calloc(i64 noundef %87, i64 noundef %5) #31
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 192
  store ptr %88, ptr %89, align 8, !tbaa !124
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 1, ptr %90, align 4, !tbaa !125
  %91 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %92 = load i32, ptr %91, align 4, !tbaa !126
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
  br i1 %132, label %114, label %142, !llvm.loop !29

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
define i32 @__mpiad_fwd_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #7 {
  %4 = alloca %struct.ompi_status_public_t, align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !57
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #27
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #27
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = icmp ne i32 %7, 0
  %9 = icmp ne ptr %5, @ompi_request_null
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %5)
  call fastcc void @fwd_complete(ptr noundef %12, ptr noundef nonnull %4)
  br label %13

13:                                               ; preds = %11, %3
  %14 = icmp eq ptr %2, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !40
  br label %16

16:                                               ; preds = %15, %13
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #27
  ret i32 %6
}

declare i32 @MPI_Test(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #7 {
  %4 = alloca %struct.ompi_status_public_t, align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !57
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #27
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #27
  %7 = icmp eq ptr %2, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !40
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  %12 = icmp eq ptr %5, @ompi_request_null
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %16, label %14

14:                                               ; preds = %9
  %15 = call fastcc ptr @req_take(i32 noundef 1, ptr noundef %5)
  call fastcc void @aug_complete(ptr noundef %15, ptr noundef nonnull %4)
  br label %16

16:                                               ; preds = %9, %14
  %17 = phi ptr [ %15, %14 ], [ null, %9 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #27
  ret ptr %17
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #7 {
  %5 = alloca %struct.ompi_status_public_t, align 8
  %6 = add nsw i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #29
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %1, i64 %11, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %12 = call i32 @MPI_Waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5) #27
  %13 = load i32, ptr %2, align 4, !tbaa !5
  %14 = icmp eq i32 %13, -32766
  br i1 %14, label %22, label %15

15:                                               ; preds = %4
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds ptr, ptr %9, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !57
  %19 = icmp eq ptr %18, @ompi_request_null
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %18)
  call fastcc void @fwd_complete(ptr noundef %21, ptr noundef nonnull %5)
  br label %22

22:                                               ; preds = %20, %15, %4
  %23 = icmp eq ptr %3, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !40
  br label %25

25:                                               ; preds = %24, %22
  call void @free(ptr noundef %9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret i32 %12
}

declare i32 @MPI_Waitany(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #7 {
  %6 = alloca %struct.ompi_status_public_t, align 8
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %1, i64 %12, i1 false)
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
  %21 = getelementptr inbounds ptr, ptr %10, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !57
  %23 = icmp eq ptr %22, @ompi_request_null
  br i1 %23, label %28, label %24

24:                                               ; preds = %19
  %25 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %22)
  call fastcc void @fwd_complete(ptr noundef %25, ptr noundef nonnull %6)
  %26 = load i32, ptr %3, align 4, !tbaa !5
  %27 = icmp ne i32 %26, 0
  br label %28

28:                                               ; preds = %24, %19, %16
  %29 = phi i1 [ %27, %24 ], [ true, %19 ], [ true, %16 ]
  %30 = icmp ne ptr %4, null
  %31 = and i1 %30, %29
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !40
  br label %33

33:                                               ; preds = %5, %32, %28
  call void @free(ptr noundef %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  ret i32 %13
}

declare i32 @MPI_Testany(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #7 {
  %5 = alloca %struct.ompi_status_public_t, align 8
  %6 = add nsw i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #29
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %1, i64 %11, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %12 = call i32 @MPI_Waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5) #27
  %13 = icmp eq ptr %3, null
  br i1 %13, label %15, label %14

14:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !40
  br label %15

15:                                               ; preds = %14, %4
  %16 = load i32, ptr %2, align 4, !tbaa !5
  %17 = icmp eq i32 %16, -32766
  br i1 %17, label %25, label %18

18:                                               ; preds = %15
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds ptr, ptr %9, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !57
  %22 = icmp eq ptr %21, @ompi_request_null
  br i1 %22, label %25, label %23

23:                                               ; preds = %18
  %24 = call fastcc ptr @req_take(i32 noundef 1, ptr noundef %21)
  call fastcc void @aug_complete(ptr noundef %24, ptr noundef nonnull %5)
  br label %25

25:                                               ; preds = %23, %18, %15
  %26 = phi ptr [ %24, %23 ], [ null, %18 ], [ null, %15 ]
  call void @free(ptr noundef %9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  ret ptr %26
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #7 {
  %6 = alloca %struct.ompi_status_public_t, align 8
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %1, i64 %12, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  %13 = call i32 @MPI_Testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %6) #27
  %14 = load i32, ptr %3, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = icmp ne ptr %4, null
  %17 = and i1 %16, %15
  br i1 %17, label %18, label %20

18:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !40
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
  %28 = getelementptr inbounds ptr, ptr %10, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !57
  %30 = icmp eq ptr %29, @ompi_request_null
  br i1 %30, label %33, label %31

31:                                               ; preds = %26
  %32 = call fastcc ptr @req_take(i32 noundef 1, ptr noundef %29)
  call fastcc void @aug_complete(ptr noundef %32, ptr noundef nonnull %6)
  br label %33

33:                                               ; preds = %31, %26, %23, %20
  %34 = phi ptr [ %32, %31 ], [ null, %26 ], [ null, %23 ], [ null, %20 ]
  call void @free(ptr noundef %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  ret ptr %34
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #7 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #29
  %8 = mul nsw i64 %5, 24
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #29
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #27
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = icmp eq ptr %2, null
  %16 = zext nneg i32 %0 to i64
  br label %18

17:                                               ; preds = %30, %3
  tail call void @free(ptr noundef %7) #27
  tail call void @free(ptr noundef %9) #27
  ret i32 %12

18:                                               ; preds = %14, %30
  %19 = phi i64 [ 0, %14 ], [ %31, %30 ]
  %20 = getelementptr inbounds nuw ptr, ptr %7, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !57
  %22 = icmp eq ptr %21, @ompi_request_null
  br i1 %22, label %26, label %23

23:                                               ; preds = %18
  %24 = tail call fastcc ptr @req_take(i32 noundef 0, ptr noundef %21)
  %25 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %19
  tail call fastcc void @fwd_complete(ptr noundef %24, ptr noundef %25)
  br label %26

26:                                               ; preds = %23, %18
  br i1 %15, label %30, label %27

27:                                               ; preds = %26
  %28 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %2, i64 %19
  %29 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %28, ptr noundef nonnull align 8 dereferenceable(24) %29, i64 24, i1 false), !tbaa.struct !40
  br label %30

30:                                               ; preds = %26, %27
  %31 = add nuw nsw i64 %19, 1
  %32 = icmp eq i64 %31, %16
  br i1 %32, label %17, label %18, !llvm.loop !127
}

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #7 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #29
  %8 = mul nsw i64 %5, 24
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #29
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #27
  %13 = tail call noalias ptr @malloc(i64 noundef %6) #29
  %14 = inttoptr i64 %10 to ptr
  store ptr %14, ptr %13, align 8, !tbaa !15
  %15 = icmp sgt i32 %0, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %3
  %17 = icmp eq ptr %2, null
  %18 = zext nneg i32 %0 to i64
  br label %20

19:                                               ; preds = %31, %3
  tail call void @free(ptr noundef %7) #27
  tail call void @free(ptr noundef %9) #27
  ret ptr %13

20:                                               ; preds = %16, %31
  %21 = phi i64 [ 0, %16 ], [ %34, %31 ]
  br i1 %17, label %25, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %2, i64 %21
  %24 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %24, i64 24, i1 false), !tbaa.struct !40
  br label %25

25:                                               ; preds = %22, %20
  %26 = getelementptr inbounds nuw ptr, ptr %7, i64 %21
  %27 = load ptr, ptr %26, align 8, !tbaa !57
  %28 = icmp eq ptr %27, @ompi_request_null
  br i1 %28, label %31, label %29

29:                                               ; preds = %25
  %30 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %27)
  br label %31

31:                                               ; preds = %25, %29
  %32 = phi ptr [ %30, %29 ], [ null, %25 ]
  %33 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %21
  tail call fastcc void @aug_complete(ptr noundef %32, ptr noundef %33)
  %34 = add nuw nsw i64 %21, 1
  %35 = getelementptr inbounds nuw ptr, ptr %13, i64 %34
  store ptr %32, ptr %35, align 8, !tbaa !15
  %36 = icmp eq i64 %34, %18
  br i1 %36, label %19, label %20, !llvm.loop !128
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
  br i1 %16, label %11, label %10, !llvm.loop !129

17:                                               ; preds = %1, %10
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #7 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #29
  %9 = mul nsw i64 %6, 24
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #27
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = icmp sgt i32 %0, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %36

18:                                               ; preds = %4
  %19 = icmp eq ptr %3, null
  %20 = zext nneg i32 %0 to i64
  br label %21

21:                                               ; preds = %18, %33
  %22 = phi i64 [ 0, %18 ], [ %34, %33 ]
  %23 = getelementptr inbounds nuw ptr, ptr %8, i64 %22
  %24 = load ptr, ptr %23, align 8, !tbaa !57
  %25 = icmp eq ptr %24, @ompi_request_null
  br i1 %25, label %29, label %26

26:                                               ; preds = %21
  %27 = tail call fastcc ptr @req_take(i32 noundef 0, ptr noundef %24)
  %28 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %22
  tail call fastcc void @fwd_complete(ptr noundef %27, ptr noundef %28)
  br label %29

29:                                               ; preds = %26, %21
  br i1 %19, label %33, label %30

30:                                               ; preds = %29
  %31 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %3, i64 %22
  %32 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %22
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %31, ptr noundef nonnull align 8 dereferenceable(24) %32, i64 24, i1 false), !tbaa.struct !40
  br label %33

33:                                               ; preds = %29, %30
  %34 = add nuw nsw i64 %22, 1
  %35 = icmp eq i64 %34, %20
  br i1 %35, label %36, label %21, !llvm.loop !130

36:                                               ; preds = %33, %4
  tail call void @free(ptr noundef %8) #27
  tail call void @free(ptr noundef %10) #27
  ret i32 %13
}

declare i32 @MPI_Testall(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #7 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #29
  %9 = mul nsw i64 %6, 24
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #27
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %40, label %16

16:                                               ; preds = %4
  %17 = tail call noalias ptr @malloc(i64 noundef %7) #29
  %18 = inttoptr i64 %11 to ptr
  store ptr %18, ptr %17, align 8, !tbaa !15
  %19 = icmp sgt i32 %0, 0
  br i1 %19, label %20, label %40

20:                                               ; preds = %16
  %21 = icmp eq ptr %3, null
  %22 = zext nneg i32 %0 to i64
  br label %23

23:                                               ; preds = %20, %34
  %24 = phi i64 [ 0, %20 ], [ %37, %34 ]
  br i1 %21, label %28, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %3, i64 %24
  %27 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %26, ptr noundef nonnull align 8 dereferenceable(24) %27, i64 24, i1 false), !tbaa.struct !40
  br label %28

28:                                               ; preds = %25, %23
  %29 = getelementptr inbounds nuw ptr, ptr %8, i64 %24
  %30 = load ptr, ptr %29, align 8, !tbaa !57
  %31 = icmp eq ptr %30, @ompi_request_null
  br i1 %31, label %34, label %32

32:                                               ; preds = %28
  %33 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %30)
  br label %34

34:                                               ; preds = %28, %32
  %35 = phi ptr [ %33, %32 ], [ null, %28 ]
  %36 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %24
  tail call fastcc void @aug_complete(ptr noundef %35, ptr noundef %36)
  %37 = add nuw nsw i64 %24, 1
  %38 = getelementptr inbounds nuw ptr, ptr %17, i64 %37
  store ptr %35, ptr %38, align 8, !tbaa !15
  %39 = icmp eq i64 %37, %22
  br i1 %39, label %40, label %23, !llvm.loop !131

40:                                               ; preds = %34, %16, %4
  %41 = phi ptr [ null, %4 ], [ %17, %16 ], [ %17, %34 ]
  tail call void @free(ptr noundef %8) #27
  tail call void @free(ptr noundef %10) #27
  ret ptr %41
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #7 {
  %6 = tail call fastcc i32 @fwd_some(i32 noundef 0, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret i32 %6
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_some(i32 noundef range(i32 0, 2) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef writeonly captures(address_is_null) %5) unnamed_addr #7 {
  %7 = add nsw i32 %1, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = mul nsw i64 %8, 24
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #29
  %13 = sext i32 %1 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %2, i64 %14, i1 false)
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
  %25 = icmp eq ptr %5, null
  br label %26

26:                                               ; preds = %24, %41
  %27 = phi i64 [ 0, %24 ], [ %42, %41 ]
  %28 = getelementptr inbounds nuw i32, ptr %4, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds ptr, ptr %10, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !57
  %33 = icmp eq ptr %32, @ompi_request_null
  br i1 %33, label %37, label %34

34:                                               ; preds = %26
  %35 = tail call fastcc ptr @req_take(i32 noundef 0, ptr noundef %32)
  %36 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %12, i64 %27
  tail call fastcc void @fwd_complete(ptr noundef %35, ptr noundef %36)
  br label %37

37:                                               ; preds = %34, %26
  br i1 %25, label %41, label %38

38:                                               ; preds = %37
  %39 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %5, i64 %27
  %40 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %12, i64 %27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %39, ptr noundef nonnull align 8 dereferenceable(24) %40, i64 24, i1 false), !tbaa.struct !40
  br label %41

41:                                               ; preds = %38, %37
  %42 = add nuw nsw i64 %27, 1
  %43 = load i32, ptr %3, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = icmp slt i64 %42, %44
  br i1 %45, label %26, label %46, !llvm.loop !132

46:                                               ; preds = %41, %20
  tail call void @free(ptr noundef %10) #27
  tail call void @free(ptr noundef %12) #27
  ret i32 %21
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #7 {
  %6 = tail call fastcc i32 @fwd_some(i32 noundef 1, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret i32 %6
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #7 {
  %6 = tail call fastcc ptr @aug_some(i32 noundef 0, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret ptr %6
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_some(i32 noundef range(i32 0, 2) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef writeonly captures(address_is_null) %5) unnamed_addr #7 {
  %7 = add nsw i32 %1, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #29
  %11 = mul nsw i64 %8, 24
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #29
  %13 = sext i32 %1 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %2, i64 %14, i1 false)
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
  %30 = icmp eq ptr %5, null
  br label %31

31:                                               ; preds = %23, %45
  %32 = phi i64 [ 0, %23 ], [ %48, %45 ]
  %33 = getelementptr inbounds nuw i32, ptr %4, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  br i1 %30, label %38, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %5, i64 %32
  %37 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %12, i64 %32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %36, ptr noundef nonnull align 8 dereferenceable(24) %37, i64 24, i1 false), !tbaa.struct !40
  br label %38

38:                                               ; preds = %35, %31
  %39 = sext i32 %34 to i64
  %40 = getelementptr inbounds ptr, ptr %10, i64 %39
  %41 = load ptr, ptr %40, align 8, !tbaa !57
  %42 = icmp eq ptr %41, @ompi_request_null
  br i1 %42, label %45, label %43

43:                                               ; preds = %38
  %44 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %41)
  br label %45

45:                                               ; preds = %38, %43
  %46 = phi ptr [ %44, %43 ], [ null, %38 ]
  %47 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %12, i64 %32
  tail call fastcc void @aug_complete(ptr noundef %46, ptr noundef %47)
  %48 = add nuw nsw i64 %32, 1
  %49 = getelementptr inbounds nuw ptr, ptr %27, i64 %48
  store ptr %46, ptr %49, align 8, !tbaa !15
  %50 = load i32, ptr %3, align 4, !tbaa !5
  %51 = sext i32 %50 to i64
  %52 = icmp slt i64 %48, %51
  br i1 %52, label %31, label %53, !llvm.loop !133

53:                                               ; preds = %45, %20
  %54 = phi ptr [ null, %20 ], [ %27, %45 ]
  tail call void @free(ptr noundef %10) #27
  tail call void @free(ptr noundef %12) #27
  ret ptr %54
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #7 {
  %6 = tail call fastcc ptr @aug_some(i32 noundef 1, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret ptr %6
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_request_get_status(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #7 {
  %4 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #27
  %5 = call i32 @MPI_Request_get_status(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %4) #27
  %6 = load i32, ptr %1, align 4, !tbaa !5
  %7 = icmp ne i32 %6, 0
  %8 = icmp ne ptr %0, @ompi_request_null
  %9 = and i1 %8, %7
  br i1 %9, label %10, label %38

10:                                               ; preds = %3
  %11 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %0)
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
  %18 = getelementptr inbounds nuw i8, ptr %11, i64 64
  %19 = load i32, ptr %18, align 8, !tbaa !5
  %20 = icmp ne i32 %19, 0
  %21 = icmp eq i32 %14, 2
  %22 = and i1 %21, %20
  br i1 %22, label %23, label %36

23:                                               ; preds = %17
  %24 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr %11, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  %28 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %29 = load ptr, ptr %28, align 8, !tbaa !18
  %30 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !56
  %34 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %35 = load ptr, ptr %34, align 8, !tbaa !15
  call fastcc void @freceived(i32 noundef %25, ptr noundef %27, ptr noundef %29, i32 noundef %31, ptr noundef %33, ptr noundef %35, ptr noundef nonnull %4, ptr noundef null)
  br label %36

36:                                               ; preds = %16, %23, %17, %15
  %37 = ptrtoint ptr %0 to i64
  call fastcc void @req_insert(i64 noundef %37, i32 noundef 0, ptr noundef nonnull %11)
  br label %38

38:                                               ; preds = %10, %36, %3
  %39 = load i32, ptr %1, align 4, !tbaa !5
  %40 = icmp ne i32 %39, 0
  %41 = icmp ne ptr %2, null
  %42 = and i1 %41, %40
  br i1 %42, label %43, label %44

43:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !40
  br label %44

44:                                               ; preds = %43, %38
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #27
  ret i32 %5
}

declare i32 @MPI_Request_get_status(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @icoll_fwd_complete(ptr noundef %0, i32 noundef range(i32 0, 2) %1) unnamed_addr #7 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !134
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !136
  %7 = icmp eq i32 %4, 2
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %9 = load ptr, ptr %8, align 8, !tbaa !137
  %10 = icmp eq ptr %9, @ompi_request_null
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = tail call i32 @MPI_Wait(ptr noundef nonnull %8, ptr noundef null) #27
  br label %13

13:                                               ; preds = %11, %2
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !138
  switch i32 %15, label %171 [
    i32 0, label %16
    i32 1, label %110
  ]

16:                                               ; preds = %13
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %19 = load i32, ptr %18, align 4, !tbaa !118
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %354

21:                                               ; preds = %16
  %22 = load i32, ptr %17, align 8, !tbaa !139
  %23 = add nsw i32 %22, %6
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 304
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %26 = sext i32 %23 to i64
  %27 = select i1 %7, i64 2, i64 3
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 288
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 112
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
  %41 = load i32, ptr %17, align 8, !tbaa !139
  %42 = load ptr, ptr %24, align 8, !tbaa !140
  %43 = load ptr, ptr %25, align 8, !tbaa !121
  %44 = getelementptr inbounds nuw i32, ptr %43, i64 %40
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %46, %26
  %48 = shl i64 %47, %27
  %49 = getelementptr inbounds nuw i8, ptr %42, i64 %48
  %50 = load ptr, ptr %28, align 8, !tbaa !141
  %51 = load ptr, ptr %29, align 8, !tbaa !142
  %52 = load ptr, ptr %30, align 8, !tbaa !122
  %53 = getelementptr inbounds nuw i32, ptr %52, i64 %40
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = load ptr, ptr %31, align 8, !tbaa !120
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
  br i1 %95, label %96, label %74, !llvm.loop !44

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
  %107 = load i32, ptr %18, align 4, !tbaa !118
  %108 = sext i32 %107 to i64
  %109 = icmp slt i64 %106, %108
  br i1 %109, label %39, label %354, !llvm.loop !143

110:                                              ; preds = %13
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %112 = load i32, ptr %111, align 4, !tbaa !118
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %354, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds nuw i8, ptr %0, i64 304
  %116 = load ptr, ptr %115, align 8, !tbaa !140
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %118 = load ptr, ptr %117, align 8, !tbaa !141
  %119 = getelementptr inbounds nuw i8, ptr %0, i64 288
  %120 = load ptr, ptr %119, align 8, !tbaa !142
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %122 = load i32, ptr %121, align 8, !tbaa !114
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
  %140 = load double, ptr %139, align 8, !tbaa !35
  %141 = getelementptr inbounds nuw double, ptr %118, i64 %135
  store double %140, ptr %141, align 8, !tbaa !35
  br label %146

142:                                              ; preds = %136
  %143 = getelementptr inbounds float, ptr %116, i64 %137
  %144 = load float, ptr %143, align 4, !tbaa !30
  %145 = getelementptr inbounds nuw float, ptr %118, i64 %135
  store float %144, ptr %145, align 4, !tbaa !30
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
  %159 = load double, ptr %158, align 8, !tbaa !35
  %160 = getelementptr inbounds nuw double, ptr %153, i64 %135
  store double %159, ptr %160, align 8, !tbaa !35
  br label %165

161:                                              ; preds = %155
  %162 = getelementptr inbounds nuw float, ptr %116, i64 %156
  %163 = load float, ptr %162, align 4, !tbaa !30
  %164 = getelementptr inbounds nuw float, ptr %153, i64 %135
  store float %163, ptr %164, align 4, !tbaa !30
  br label %165

165:                                              ; preds = %161, %157, %150
  %166 = add nuw nsw i64 %151, 1
  %167 = icmp eq i64 %166, %133
  br i1 %167, label %168, label %150, !llvm.loop !144

168:                                              ; preds = %165, %146
  %169 = add nuw nsw i64 %135, 1
  %170 = icmp eq i64 %169, %123
  br i1 %170, label %354, label %134, !llvm.loop !145

171:                                              ; preds = %13
  %172 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %173 = load i32, ptr %172, align 4, !tbaa !118
  %174 = icmp eq i32 %173, 0
  br i1 %174, label %354, label %175

175:                                              ; preds = %171
  %176 = getelementptr inbounds nuw i8, ptr %0, i64 288
  %177 = load ptr, ptr %176, align 8, !tbaa !142
  %178 = icmp eq ptr %177, null
  br i1 %178, label %354, label %179

179:                                              ; preds = %175
  %180 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %181 = load i32, ptr %180, align 8, !tbaa !114
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
  %191 = getelementptr inbounds nuw i8, ptr %0, i64 304
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
  %203 = load i32, ptr %189, align 4, !tbaa !146
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
  %217 = load i32, ptr %190, align 4, !tbaa !147
  %218 = load ptr, ptr %191, align 8, !tbaa !140
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
  store double %224, ptr %226, align 8, !tbaa !35
  br label %230

227:                                              ; preds = %223
  %228 = fptrunc double %224 to float
  %229 = getelementptr inbounds nuw float, ptr %197, i64 %215
  store float %228, ptr %229, align 4, !tbaa !30
  br label %230

230:                                              ; preds = %225, %227
  %231 = add nuw nsw i64 %215, 1
  %232 = icmp eq i64 %231, %182
  br i1 %232, label %351, label %214, !llvm.loop !148

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
  %247 = load double, ptr %246, align 8, !tbaa !35
  br label %252

248:                                              ; preds = %242
  %249 = getelementptr inbounds nuw float, ptr %218, i64 %244
  %250 = load float, ptr %249, align 4, !tbaa !30
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
  %264 = load float, ptr %263, align 4, !tbaa !30
  %265 = fpext float %264 to double
  br label %269

266:                                              ; preds = %259
  %267 = getelementptr inbounds nuw double, ptr %218, i64 %261
  %268 = load double, ptr %267, align 8, !tbaa !35
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
  br i1 %276, label %317, label %237, !llvm.loop !149

277:                                              ; preds = %233
  br i1 %192, label %278, label %280

278:                                              ; preds = %277
  %279 = load double, ptr %220, align 8, !tbaa !35
  br label %283

280:                                              ; preds = %277
  %281 = load float, ptr %219, align 4, !tbaa !30
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
  %299 = load double, ptr %298, align 8, !tbaa !35
  br label %304

300:                                              ; preds = %291
  %301 = getelementptr inbounds nuw float, ptr %218, i64 %296
  %302 = load float, ptr %301, align 4, !tbaa !30
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
  br i1 %316, label %285, label %291, !llvm.loop !150

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
  %327 = load float, ptr %326, align 4, !tbaa !30
  %328 = fpext float %327 to double
  br label %332

329:                                              ; preds = %322
  %330 = getelementptr inbounds nuw double, ptr %218, i64 %324
  %331 = load double, ptr %330, align 8, !tbaa !35
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
  %341 = load double, ptr %340, align 8, !tbaa !35
  br label %346

342:                                              ; preds = %335
  %343 = getelementptr inbounds float, ptr %218, i64 %338
  %344 = load float, ptr %343, align 4, !tbaa !30
  %345 = fpext float %344 to double
  br label %346

346:                                              ; preds = %339, %342
  %347 = phi double [ %341, %339 ], [ %345, %342 ]
  %348 = tail call double @llvm.fmuladd.f64(double %336, double %347, double %235)
  %349 = add nuw nsw i64 %234, 1
  %350 = icmp eq i64 %349, %205
  br i1 %350, label %223, label %233, !llvm.loop !151

351:                                              ; preds = %230, %200
  %352 = phi i64 [ %201, %200 ], [ %207, %230 ]
  %353 = icmp eq i64 %352, %193
  br i1 %353, label %354, label %194, !llvm.loop !152

354:                                              ; preds = %168, %105, %351, %16, %179, %114, %110, %175, %171
  %355 = icmp eq i32 %1, 0
  br i1 %355, label %356, label %380

356:                                              ; preds = %354
  %357 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %358 = load i32, ptr %357, align 8, !tbaa !153
  %359 = icmp eq i32 %358, 0
  br i1 %359, label %363, label %360

360:                                              ; preds = %356
  %361 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %362 = tail call i32 @MPI_Type_free(ptr noundef nonnull %361) #27
  br label %363

363:                                              ; preds = %360, %356
  %364 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %365 = load ptr, ptr %364, align 8, !tbaa !154
  tail call void @free(ptr noundef %365) #27
  %366 = load i32, ptr %14, align 4, !tbaa !138
  %367 = icmp eq i32 %366, 2
  br i1 %367, label %368, label %371

368:                                              ; preds = %363
  %369 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %370 = load ptr, ptr %369, align 8, !tbaa !154
  tail call void @free(ptr noundef %370) #27
  br label %371

371:                                              ; preds = %368, %363
  %372 = getelementptr inbounds nuw i8, ptr %0, i64 288
  %373 = load ptr, ptr %372, align 8, !tbaa !142
  tail call void @free(ptr noundef %373) #27
  %374 = getelementptr inbounds nuw i8, ptr %0, i64 296
  %375 = load ptr, ptr %374, align 8, !tbaa !155
  tail call void @free(ptr noundef %375) #27
  %376 = getelementptr inbounds nuw i8, ptr %0, i64 304
  %377 = load ptr, ptr %376, align 8, !tbaa !140
  tail call void @free(ptr noundef %377) #27
  %378 = getelementptr inbounds nuw i8, ptr %0, i64 312
  %379 = load ptr, ptr %378, align 8, !tbaa !156
  tail call void @free(ptr noundef %379) #27
  tail call void @free(ptr noundef nonnull %0) #27
  br label %380

380:                                              ; preds = %354, %371
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @pers_fwd_finish(ptr noundef nonnull %0, ptr noundef %1) unnamed_addr #7 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %4 = load i32, ptr %3, align 8, !tbaa !157
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %88

6:                                                ; preds = %2
  store i32 1, ptr %3, align 8, !tbaa !157
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !158
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %26, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %0, align 8, !tbaa !159
  %12 = icmp eq i32 %11, 4
  br i1 %12, label %13, label %88

13:                                               ; preds = %10
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !160
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %17 = load ptr, ptr %16, align 8, !tbaa !161
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %19 = load ptr, ptr %18, align 8, !tbaa !162
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !163
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %23 = load ptr, ptr %22, align 8, !tbaa !164
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !165
  tail call fastcc void @freceived(i32 noundef %15, ptr noundef %17, ptr noundef %19, i32 noundef %21, ptr noundef %23, ptr noundef %25, ptr noundef %1, ptr noundef null)
  br label %88

26:                                               ; preds = %6
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %28 = tail call i32 @MPI_Wait(ptr noundef nonnull %27, ptr noundef null) #27
  %29 = load i32, ptr %0, align 8, !tbaa !159
  %30 = icmp eq i32 %29, 4
  br i1 %30, label %31, label %88

31:                                               ; preds = %26
  %32 = load i32, ptr %1, align 8, !tbaa !41
  %33 = icmp eq i32 %32, -2
  br i1 %33, label %88, label %34

34:                                               ; preds = %31
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !160
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %38 = load ptr, ptr %37, align 8, !tbaa !162
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !163
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %42 = load i32, ptr %41, align 8, !tbaa !166
  %43 = icmp eq i32 %36, 2
  %44 = sext i32 %42 to i64
  %45 = select i1 %43, i64 2, i64 3
  %46 = shl nsw i64 %44, %45
  %47 = icmp ne ptr %38, null
  %48 = icmp sgt i32 %40, 0
  %49 = and i1 %47, %48
  br i1 %49, label %50, label %88

50:                                               ; preds = %34
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %52 = load ptr, ptr %51, align 8, !tbaa !165
  %53 = zext nneg i32 %40 to i64
  %54 = and i64 %53, 1
  %55 = icmp eq i32 %40, 1
  br i1 %55, label %80, label %56

56:                                               ; preds = %50
  %57 = and i64 %53, 2147483646
  br label %58

58:                                               ; preds = %73, %56
  %59 = phi i64 [ 0, %56 ], [ %74, %73 ]
  %60 = phi ptr [ %52, %56 ], [ %75, %73 ]
  %61 = phi i64 [ 0, %56 ], [ %76, %73 ]
  %62 = getelementptr inbounds nuw ptr, ptr %38, i64 %59
  %63 = load ptr, ptr %62, align 8, !tbaa !15
  %64 = icmp eq ptr %63, null
  br i1 %64, label %66, label %65

65:                                               ; preds = %58
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %63, ptr align 1 %60, i64 %46, i1 false)
  br label %66

66:                                               ; preds = %65, %58
  %67 = getelementptr inbounds nuw i8, ptr %60, i64 %46
  %68 = getelementptr inbounds nuw ptr, ptr %38, i64 %59
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !15
  %71 = icmp eq ptr %70, null
  br i1 %71, label %73, label %72

72:                                               ; preds = %66
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %70, ptr align 1 %67, i64 %46, i1 false)
  br label %73

73:                                               ; preds = %72, %66
  %74 = add nuw nsw i64 %59, 2
  %75 = getelementptr inbounds nuw i8, ptr %67, i64 %46
  %76 = add i64 %61, 2
  %77 = icmp eq i64 %76, %57
  br i1 %77, label %78, label %58, !llvm.loop !44

78:                                               ; preds = %73
  %79 = icmp eq i64 %54, 0
  br i1 %79, label %88, label %80

80:                                               ; preds = %78, %50
  %81 = phi i64 [ 0, %50 ], [ %74, %78 ]
  %82 = phi ptr [ %52, %50 ], [ %75, %78 ]
  %83 = icmp ne i64 %54, 0
  tail call void @llvm.assume(i1 %83)
  %84 = getelementptr inbounds nuw ptr, ptr %38, i64 %81
  %85 = load ptr, ptr %84, align 8, !tbaa !15
  %86 = icmp eq ptr %85, null
  br i1 %86, label %88, label %87

87:                                               ; preds = %80
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %85, ptr align 1 %82, i64 %46, i1 false)
  br label %88

88:                                               ; preds = %78, %87, %80, %34, %26, %31, %10, %13, %2
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @freceived(i32 noundef %0, ptr noundef writeonly captures(address_is_null) %1, ptr noundef readonly captures(address_is_null) %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(none) %5, ptr noundef %6, ptr noundef writeonly captures(address_is_null) %7) unnamed_addr #7 {
  %9 = alloca i32, align 4
  %10 = load i32, ptr %6, align 8, !tbaa !41
  %11 = icmp eq i32 %10, -2
  br i1 %11, label %78, label %12

12:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  store i32 0, ptr %9, align 4, !tbaa !5
  %13 = call i32 @MPI_Get_count(ptr noundef nonnull %6, ptr noundef %4, ptr noundef nonnull %9) #27
  %14 = load i32, ptr %9, align 4, !tbaa !5
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %12
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %17

17:                                               ; preds = %16, %12
  %18 = phi i32 [ %14, %12 ], [ 0, %16 ]
  %19 = add nsw i32 %3, 1
  %20 = srem i32 %18, %19
  %21 = sdiv i32 %18, %19
  %22 = icmp eq i32 %20, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %17
  %24 = zext nneg i32 %18 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.34, ptr noundef nonnull @.str.35, i64 noundef %24) #30
  unreachable

25:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  %26 = icmp eq i32 %0, 2
  %27 = sext i32 %21 to i64
  %28 = select i1 %26, i64 2, i64 3
  %29 = shl nsw i64 %27, %28
  %30 = icmp eq ptr %1, null
  br i1 %30, label %32, label %31

31:                                               ; preds = %25
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr readonly align 1 %5, i64 %29, i1 false)
  br label %32

32:                                               ; preds = %31, %25
  %33 = icmp ne ptr %2, null
  %34 = icmp sgt i32 %3, 0
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %73

36:                                               ; preds = %32
  %37 = zext nneg i32 %3 to i64
  %38 = and i64 %37, 1
  %39 = icmp eq i32 %3, 1
  br i1 %39, label %64, label %40

40:                                               ; preds = %36
  %41 = and i64 %37, 2147483646
  br label %42

42:                                               ; preds = %58, %40
  %43 = phi i64 [ 0, %40 ], [ %59, %58 ]
  %44 = phi ptr [ %5, %40 ], [ %52, %58 ]
  %45 = phi i64 [ 0, %40 ], [ %60, %58 ]
  %46 = getelementptr inbounds nuw i8, ptr %44, i64 %29
  %47 = getelementptr inbounds nuw ptr, ptr %2, i64 %43
  %48 = load ptr, ptr %47, align 8, !tbaa !15
  %49 = icmp eq ptr %48, null
  br i1 %49, label %51, label %50

50:                                               ; preds = %42
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %48, ptr align 1 %46, i64 %29, i1 false)
  br label %51

51:                                               ; preds = %50, %42
  %52 = getelementptr inbounds nuw i8, ptr %46, i64 %29
  %53 = getelementptr inbounds nuw ptr, ptr %2, i64 %43
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %55 = load ptr, ptr %54, align 8, !tbaa !15
  %56 = icmp eq ptr %55, null
  br i1 %56, label %58, label %57

57:                                               ; preds = %51
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %55, ptr align 1 %52, i64 %29, i1 false)
  br label %58

58:                                               ; preds = %57, %51
  %59 = add nuw nsw i64 %43, 2
  %60 = add i64 %45, 2
  %61 = icmp eq i64 %60, %41
  br i1 %61, label %62, label %42, !llvm.loop !44

62:                                               ; preds = %58
  %63 = icmp eq i64 %38, 0
  br i1 %63, label %73, label %64

64:                                               ; preds = %62, %36
  %65 = phi i64 [ 0, %36 ], [ %59, %62 ]
  %66 = phi ptr [ %5, %36 ], [ %52, %62 ]
  %67 = icmp ne i64 %38, 0
  call void @llvm.assume(i1 %67)
  %68 = getelementptr inbounds nuw ptr, ptr %2, i64 %65
  %69 = load ptr, ptr %68, align 8, !tbaa !15
  %70 = icmp eq ptr %69, null
  br i1 %70, label %73, label %71

71:                                               ; preds = %64
  %72 = getelementptr inbounds nuw i8, ptr %66, i64 %29
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %69, ptr align 1 %72, i64 %29, i1 false)
  br label %73

73:                                               ; preds = %62, %71, %64, %32
  %74 = load i32, ptr %6, align 8, !tbaa !41
  %75 = icmp eq i32 %74, -2
  br i1 %75, label %78, label %76

76:                                               ; preds = %73
  %77 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %6, ptr noundef %4, i32 noundef %21) #27
  br label %78

78:                                               ; preds = %76, %73, %8
  %79 = icmp eq ptr %7, null
  br i1 %79, label %81, label %80

80:                                               ; preds = %78
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !40
  br label %81

81:                                               ; preds = %80, %78
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_send_init(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9) local_unnamed_addr #7 {
  %11 = icmp eq ptr %4, @ompi_mpi_double
  %12 = icmp eq ptr %4, @ompi_mpi_float
  %13 = select i1 %12, i32 2, i32 0
  %14 = select i1 %11, i32 1, i32 %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %34

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
  %24 = phi ptr [ %22, %19 ], [ @.str.39, %16 ]
  %25 = icmp eq ptr %1, null
  br i1 %25, label %32, label %26

26:                                               ; preds = %23
  %27 = icmp ne ptr %4, @ompi_mpi_double
  %28 = icmp ne ptr %4, @ompi_mpi_float
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %26
  %31 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %24, ptr noundef nonnull @.str.32, i64 noundef %31) #30
  unreachable

32:                                               ; preds = %23, %26
  %33 = tail call fastcc i32 @send_init(i32 noundef %9, ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8)
  br label %58

34:                                               ; preds = %10
  %35 = tail call fastcc ptr @preq_new(i32 noundef 3, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %7, i32 noundef %14)
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %37 = load i32, ptr %36, align 8, !tbaa !158
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %47, label %39

39:                                               ; preds = %34
  %40 = icmp eq i32 %9, 1
  %41 = zext i1 %40 to i32
  %42 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %43 = load ptr, ptr %42, align 8, !tbaa !165
  %44 = add nsw i32 %2, 1
  %45 = mul nsw i32 %3, %44
  %46 = tail call fastcc i32 @send_init(i32 noundef %41, ptr noundef %43, i32 noundef %45, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8)
  br label %54

47:                                               ; preds = %34
  %48 = tail call fastcc i32 @send_init(i32 noundef %9, ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8)
  %49 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %50 = load ptr, ptr %49, align 8, !tbaa !165
  %51 = mul nsw i32 %3, %2
  %52 = getelementptr inbounds nuw i8, ptr %35, i64 72
  %53 = tail call i32 @MPI_Send_init(ptr noundef %50, i32 noundef %51, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %52) #27
  br label %54

54:                                               ; preds = %47, %39
  %55 = phi i32 [ %46, %39 ], [ %48, %47 ]
  %56 = load ptr, ptr %8, align 8, !tbaa !57
  %57 = ptrtoint ptr %56 to i64
  tail call fastcc void @req_insert(i64 noundef %57, i32 noundef 2, ptr noundef nonnull %35)
  br label %58

58:                                               ; preds = %54, %32
  %59 = phi i32 [ %55, %54 ], [ %33, %32 ]
  ret i32 %59
}

; Function Attrs: nounwind
define internal fastcc i32 @send_init(i32 noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #7 {
  switch i32 %0, label %15 [
    i32 1, label %9
    i32 2, label %11
    i32 3, label %13
  ]

9:                                                ; preds = %8
  %10 = tail call i32 @MPI_Ssend_init(ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  br label %17

11:                                               ; preds = %8
  %12 = tail call i32 @MPI_Rsend_init(ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  br label %17

13:                                               ; preds = %8
  %14 = tail call i32 @MPI_Bsend_init(ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  br label %17

15:                                               ; preds = %8
  %16 = tail call i32 @MPI_Send_init(ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  br label %17

17:                                               ; preds = %15, %13, %11, %9
  %18 = phi i32 [ %16, %15 ], [ %10, %9 ], [ %12, %11 ], [ %14, %13 ]
  ret i32 %18
}

; Function Attrs: nofree nounwind memory(readwrite, target_mem0: read, target_mem1: read)
define internal fastcc noalias noundef ptr @preq_new(i32 noundef range(i32 3, 5) %0, ptr noundef %1, ptr noundef readonly captures(address_is_null) %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef range(i32 1, 3) %7) unnamed_addr #14 {
  %9 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #31
  store i32 %0, ptr %9, align 8, !tbaa !159
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %7, ptr %10, align 4, !tbaa !160
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4, ptr %11, align 8, !tbaa !166
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3, ptr %12, align 4, !tbaa !163
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 32
  store ptr %5, ptr %13, align 8, !tbaa !164
  %14 = getelementptr inbounds nuw i8, ptr %9, i64 40
  store ptr %6, ptr %14, align 8, !tbaa !167
  %15 = getelementptr inbounds nuw i8, ptr %9, i64 48
  store ptr %1, ptr %15, align 8, !tbaa !161
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %8
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  store i32 %28, ptr %29, align 8, !tbaa !158
  %30 = icmp eq ptr %2, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = sext i32 %3 to i64
  %33 = shl nsw i64 %32, 3
  %34 = tail call noalias ptr @malloc(i64 noundef %33) #29
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 56
  store ptr %34, ptr %35, align 8, !tbaa !162
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
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 64
  store ptr %45, ptr %46, align 8, !tbaa !165
  ret ptr %9
}

declare i32 @MPI_Send_init(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv_init(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #7 {
  %10 = icmp eq ptr %4, @ompi_mpi_double
  %11 = icmp eq ptr %4, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 1, i32 %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %25

15:                                               ; preds = %9
  %16 = icmp eq ptr %1, null
  br i1 %16, label %23, label %17

17:                                               ; preds = %15
  %18 = icmp ne ptr %4, @ompi_mpi_double
  %19 = icmp ne ptr %4, @ompi_mpi_float
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.32, i64 noundef %22) #30
  unreachable

23:                                               ; preds = %15, %17
  %24 = tail call i32 @MPI_Recv_init(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #27
  br label %52

25:                                               ; preds = %9
  %26 = tail call fastcc ptr @preq_new(i32 noundef 4, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %7, i32 noundef %13)
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 16
  %28 = load i32, ptr %27, align 8, !tbaa !158
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %36, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds nuw i8, ptr %26, i64 64
  %32 = load ptr, ptr %31, align 8, !tbaa !165
  %33 = add nsw i32 %2, 1
  %34 = mul nsw i32 %3, %33
  %35 = tail call i32 @MPI_Recv_init(ptr noundef %32, i32 noundef %34, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #27
  br label %48

36:                                               ; preds = %25
  %37 = tail call i32 @MPI_Recv_init(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #27
  %38 = icmp eq i32 %5, -1
  %39 = icmp eq i32 %6, -1
  %40 = or i1 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %36
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.33, i64 noundef 0) #30
  unreachable

42:                                               ; preds = %36
  %43 = getelementptr inbounds nuw i8, ptr %26, i64 64
  %44 = load ptr, ptr %43, align 8, !tbaa !165
  %45 = mul nsw i32 %3, %2
  %46 = getelementptr inbounds nuw i8, ptr %26, i64 72
  %47 = tail call i32 @MPI_Recv_init(ptr noundef %44, i32 noundef %45, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %46) #27
  br label %48

48:                                               ; preds = %42, %30
  %49 = phi i32 [ %35, %30 ], [ %37, %42 ]
  %50 = load ptr, ptr %8, align 8, !tbaa !57
  %51 = ptrtoint ptr %50 to i64
  tail call fastcc void @req_insert(i64 noundef %51, i32 noundef 2, ptr noundef nonnull %26)
  br label %52

52:                                               ; preds = %48, %23
  %53 = phi i32 [ %49, %48 ], [ %24, %23 ]
  ret i32 %53
}

declare i32 @MPI_Recv_init(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_aug_send_init(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #7 {
  %10 = tail call fastcc i32 @send_init(i32 noundef %8, ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7)
  %11 = icmp eq ptr %3, @ompi_mpi_double
  %12 = icmp eq ptr %3, @ompi_mpi_float
  %13 = select i1 %12, i32 2, i32 0
  %14 = select i1 %11, i32 1, i32 %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %32

16:                                               ; preds = %9
  %17 = icmp eq ptr %1, null
  br i1 %17, label %43, label %18

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
  %26 = phi ptr [ %24, %21 ], [ @.str.39, %18 ]
  %27 = icmp ne ptr %3, @ompi_mpi_double
  %28 = icmp ne ptr %3, @ompi_mpi_float
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %43

30:                                               ; preds = %25
  %31 = ptrtoint ptr %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %26, ptr noundef nonnull @.str.32, i64 noundef %31) #30
  unreachable

32:                                               ; preds = %9
  %33 = load ptr, ptr %7, align 8, !tbaa !57
  %34 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #31
  store i32 1, ptr %34, align 8, !tbaa !168
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4
  store i32 %14, ptr %35, align 4, !tbaa !170
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 8
  store i32 %2, ptr %36, align 8, !tbaa !171
  %37 = getelementptr inbounds nuw i8, ptr %34, i64 16
  store ptr %3, ptr %37, align 8, !tbaa !172
  %38 = getelementptr inbounds nuw i8, ptr %34, i64 24
  store i32 %4, ptr %38, align 8, !tbaa !173
  %39 = getelementptr inbounds nuw i8, ptr %34, i64 28
  store i32 %5, ptr %39, align 4, !tbaa !174
  %40 = getelementptr inbounds nuw i8, ptr %34, i64 32
  store ptr %6, ptr %40, align 8, !tbaa !175
  %41 = getelementptr inbounds nuw i8, ptr %34, i64 40
  store ptr %1, ptr %41, align 8, !tbaa !176
  %42 = ptrtoint ptr %33 to i64
  tail call fastcc void @req_insert(i64 noundef %42, i32 noundef 3, ptr noundef nonnull %34)
  br label %43

43:                                               ; preds = %25, %16, %32
  ret i32 %10
}

; Function Attrs: nounwind
define i32 @__mpiad_aug_recv_init(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = tail call i32 @MPI_Recv_init(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  %10 = icmp eq ptr %3, @ompi_mpi_double
  %11 = icmp eq ptr %3, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 1, i32 %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %34, label %17

17:                                               ; preds = %15
  %18 = icmp ne ptr %3, @ompi_mpi_double
  %19 = icmp ne ptr %3, @ompi_mpi_float
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %34

21:                                               ; preds = %17
  %22 = ptrtoint ptr %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.32, i64 noundef %22) #30
  unreachable

23:                                               ; preds = %8
  %24 = load ptr, ptr %7, align 8, !tbaa !57
  %25 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #31
  store i32 2, ptr %25, align 8, !tbaa !168
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 4
  store i32 %13, ptr %26, align 4, !tbaa !170
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 8
  store i32 %2, ptr %27, align 8, !tbaa !171
  %28 = getelementptr inbounds nuw i8, ptr %25, i64 16
  store ptr %3, ptr %28, align 8, !tbaa !172
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 24
  store i32 %4, ptr %29, align 8, !tbaa !173
  %30 = getelementptr inbounds nuw i8, ptr %25, i64 28
  store i32 %5, ptr %30, align 4, !tbaa !174
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 32
  store ptr %6, ptr %31, align 8, !tbaa !175
  %32 = getelementptr inbounds nuw i8, ptr %25, i64 40
  store ptr %1, ptr %32, align 8, !tbaa !176
  %33 = ptrtoint ptr %24 to i64
  tail call fastcc void @req_insert(i64 noundef %33, i32 noundef 3, ptr noundef nonnull %25)
  br label %34

34:                                               ; preds = %17, %15, %23
  ret i32 %9
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_start(ptr noundef %0) local_unnamed_addr #7 {
  %2 = tail call fastcc i32 @fwd_start(ptr noundef %0)
  ret i32 %2
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_start(ptr noundef %0) unnamed_addr #7 {
  %2 = load ptr, ptr %0, align 8, !tbaa !57
  %3 = icmp eq ptr %2, @ompi_request_null
  br i1 %3, label %35, label %4

4:                                                ; preds = %1
  %5 = load i64, ptr @req_cap, align 8, !tbaa !12
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %35, label %7

7:                                                ; preds = %4
  %8 = ptrtoint ptr %2 to i64
  %9 = mul i64 %8, -7046029254386353131
  %10 = urem i64 %9, %5
  %11 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %12 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %10
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !100
  %15 = icmp eq ptr %14, null
  br i1 %15, label %35, label %16

16:                                               ; preds = %7, %26
  %17 = phi ptr [ %31, %26 ], [ %14, %7 ]
  %18 = phi ptr [ %29, %26 ], [ %12, %7 ]
  %19 = phi i64 [ %28, %26 ], [ %10, %7 ]
  %20 = load i64, ptr %18, align 8, !tbaa !103
  %21 = icmp eq i64 %20, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !104
  %25 = icmp eq i32 %24, 2
  br i1 %25, label %33, label %26

26:                                               ; preds = %22, %16
  %27 = add nsw i64 %19, 1
  %28 = srem i64 %27, %5
  %29 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !100
  %32 = icmp eq ptr %31, null
  br i1 %32, label %35, label %16, !llvm.loop !105

33:                                               ; preds = %22
  %34 = icmp slt i64 %19, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %26, %33, %1, %4, %7
  %36 = tail call i32 @MPI_Start(ptr noundef nonnull %0) #27
  br label %123

37:                                               ; preds = %33
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 20
  %39 = load i32, ptr %38, align 4, !tbaa !98
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %42, label %41

41:                                               ; preds = %37
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.40, ptr noundef nonnull @.str.41, i64 noundef %8) #30
  unreachable

42:                                               ; preds = %37
  %43 = load i32, ptr %17, align 8, !tbaa !159
  %44 = icmp eq i32 %43, 3
  br i1 %44, label %45, label %113

45:                                               ; preds = %42
  %46 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !160
  %48 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %49 = load i32, ptr %48, align 8, !tbaa !158
  %50 = getelementptr inbounds nuw i8, ptr %17, i64 64
  %51 = load ptr, ptr %50, align 8, !tbaa !165
  %52 = getelementptr inbounds nuw i8, ptr %17, i64 56
  %53 = load ptr, ptr %52, align 8, !tbaa !162
  %54 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %55 = load i32, ptr %54, align 4, !tbaa !163
  %56 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %57 = load i32, ptr %56, align 8, !tbaa !166
  %58 = icmp eq i32 %47, 2
  %59 = sext i32 %57 to i64
  %60 = select i1 %58, i64 2, i64 3
  %61 = shl nsw i64 %59, %60
  %62 = icmp eq i32 %49, 0
  br i1 %62, label %67, label %63

63:                                               ; preds = %45
  %64 = getelementptr inbounds nuw i8, ptr %17, i64 48
  %65 = load ptr, ptr %64, align 8, !tbaa !161
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
  %116 = load i32, ptr %115, align 8, !tbaa !158
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %118, label %121

118:                                              ; preds = %113
  %119 = getelementptr inbounds nuw i8, ptr %17, i64 72
  %120 = tail call i32 @MPI_Start(ptr noundef nonnull %119) #27
  br label %121

121:                                              ; preds = %118, %113
  store i32 1, ptr %38, align 4, !tbaa !98
  %122 = getelementptr inbounds nuw i8, ptr %17, i64 24
  store i32 0, ptr %122, align 8, !tbaa !157
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
  %11 = getelementptr inbounds nuw ptr, ptr %1, i64 %9
  %12 = tail call fastcc i32 @fwd_start(ptr noundef %11)
  %13 = icmp eq i32 %12, 0
  %14 = select i1 %13, i32 %10, i32 %12
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !177
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_start(ptr noundef %0) local_unnamed_addr #7 {
  %2 = tail call fastcc ptr @aug_start(ptr noundef %0)
  ret ptr %2
}

; Function Attrs: nounwind
define internal fastcc noundef ptr @aug_start(ptr noundef %0) unnamed_addr #7 {
  %2 = load ptr, ptr %0, align 8, !tbaa !57
  %3 = icmp eq ptr %2, @ompi_request_null
  br i1 %3, label %35, label %4

4:                                                ; preds = %1
  %5 = load i64, ptr @req_cap, align 8, !tbaa !12
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %35, label %7

7:                                                ; preds = %4
  %8 = ptrtoint ptr %2 to i64
  %9 = mul i64 %8, -7046029254386353131
  %10 = urem i64 %9, %5
  %11 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %12 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %10
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !100
  %15 = icmp eq ptr %14, null
  br i1 %15, label %35, label %16

16:                                               ; preds = %7, %26
  %17 = phi ptr [ %31, %26 ], [ %14, %7 ]
  %18 = phi ptr [ %29, %26 ], [ %12, %7 ]
  %19 = phi i64 [ %28, %26 ], [ %10, %7 ]
  %20 = load i64, ptr %18, align 8, !tbaa !103
  %21 = icmp eq i64 %20, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !104
  %25 = icmp eq i32 %24, 3
  br i1 %25, label %33, label %26

26:                                               ; preds = %22, %16
  %27 = add nsw i64 %19, 1
  %28 = srem i64 %27, %5
  %29 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !100
  %32 = icmp eq ptr %31, null
  br i1 %32, label %35, label %16, !llvm.loop !105

33:                                               ; preds = %22
  %34 = icmp slt i64 %19, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %26, %1, %4, %7, %33
  %36 = tail call i32 @MPI_Start(ptr noundef nonnull %0) #27
  br label %62

37:                                               ; preds = %33
  %38 = tail call i32 @MPI_Start(ptr noundef nonnull %0) #27
  %39 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !178
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %43, label %42

42:                                               ; preds = %37
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.40, ptr noundef nonnull @.str.41, i64 noundef %8) #30
  unreachable

43:                                               ; preds = %37
  %44 = tail call noalias dereferenceable_or_null(104) ptr @calloc(i64 noundef 1, i64 noundef 104) #31
  %45 = load <2 x i32>, ptr %17, align 8, !tbaa !5
  store <2 x i32> %45, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %47 = load i32, ptr %46, align 8, !tbaa !171
  %48 = getelementptr inbounds nuw i8, ptr %44, i64 8
  store i32 %47, ptr %48, align 8, !tbaa !61
  %49 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !172
  %51 = getelementptr inbounds nuw i8, ptr %44, i64 16
  store ptr %50, ptr %51, align 8, !tbaa !62
  %52 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %53 = getelementptr inbounds nuw i8, ptr %44, i64 24
  %54 = load <2 x i32>, ptr %52, align 8, !tbaa !5
  store <2 x i32> %54, ptr %53, align 8, !tbaa !5
  %55 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %56 = getelementptr inbounds nuw i8, ptr %44, i64 32
  %57 = load <2 x ptr>, ptr %55, align 8, !tbaa !15
  store <2 x ptr> %57, ptr %56, align 8, !tbaa !15
  %58 = getelementptr inbounds nuw i8, ptr %44, i64 72
  store ptr %39, ptr %58, align 8, !tbaa !108
  %59 = load i64, ptr @p2p_ino, align 8, !tbaa !12
  %60 = add nsw i64 %59, 1
  store i64 %60, ptr @p2p_ino, align 8, !tbaa !12
  %61 = getelementptr inbounds nuw i8, ptr %44, i64 80
  store i64 %60, ptr %61, align 8, !tbaa !67
  store i32 1, ptr %39, align 4, !tbaa !178
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
  %15 = getelementptr inbounds nuw ptr, ptr %1, i64 %14
  %16 = tail call fastcc ptr @aug_start(ptr noundef %15)
  %17 = add nuw nsw i64 %14, 1
  %18 = getelementptr inbounds nuw ptr, ptr %6, i64 %17
  store ptr %16, ptr %18, align 8, !tbaa !15
  %19 = icmp eq i64 %17, %11
  br i1 %19, label %12, label %13, !llvm.loop !179
}

; Function Attrs: nounwind
define void @__mpiad_rev_start(ptr noundef %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 8, !tbaa !58
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
  %16 = load i32, ptr %13, align 8, !tbaa !58
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
  br i1 %21, label %9, label %8, !llvm.loop !180
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_request_free(ptr noundef %0) local_unnamed_addr #7 {
  %2 = alloca i32, align 4
  %3 = load ptr, ptr %0, align 8, !tbaa !57
  %4 = load i32, ptr @n_det, align 4, !tbaa !5
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %35

6:                                                ; preds = %1, %29
  %7 = phi i64 [ %31, %29 ], [ 0, %1 ]
  %8 = phi i32 [ %30, %29 ], [ 0, %1 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #27
  store i32 0, ptr %2, align 4, !tbaa !5
  %9 = load ptr, ptr @det_reqs, align 8, !tbaa !181
  %10 = getelementptr inbounds nuw ptr, ptr %9, i64 %7
  %11 = call i32 @MPI_Test(ptr noundef %10, ptr noundef nonnull %2, ptr noundef null) #27
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
  %19 = load ptr, ptr @det_reqs, align 8, !tbaa !181
  %20 = getelementptr inbounds nuw ptr, ptr %19, i64 %7
  %21 = load ptr, ptr %20, align 8, !tbaa !57
  %22 = sext i32 %8 to i64
  %23 = getelementptr inbounds ptr, ptr %19, i64 %22
  store ptr %21, ptr %23, align 8, !tbaa !57
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
  br i1 %34, label %6, label %35, !llvm.loop !183

35:                                               ; preds = %29, %1
  %36 = phi i32 [ 0, %1 ], [ %30, %29 ]
  store i32 %36, ptr @n_det, align 4, !tbaa !5
  %37 = icmp eq ptr %3, @ompi_request_null
  br i1 %37, label %38, label %40

38:                                               ; preds = %35
  %39 = call i32 @MPI_Request_free(ptr noundef nonnull %0) #27
  br label %182

40:                                               ; preds = %35
  %41 = load i64, ptr @req_cap, align 8, !tbaa !12
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %110, label %43

43:                                               ; preds = %40
  %44 = ptrtoint ptr %3 to i64
  %45 = mul i64 %44, -7046029254386353131
  %46 = urem i64 %45, %41
  %47 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %48 = getelementptr inbounds %struct.req_slot, ptr %47, i64 %46
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !100
  %51 = icmp eq ptr %50, null
  br i1 %51, label %110, label %52

52:                                               ; preds = %43, %62
  %53 = phi ptr [ %67, %62 ], [ %50, %43 ]
  %54 = phi ptr [ %65, %62 ], [ %48, %43 ]
  %55 = phi i64 [ %64, %62 ], [ %46, %43 ]
  %56 = load i64, ptr %54, align 8, !tbaa !103
  %57 = icmp eq i64 %56, %44
  br i1 %57, label %58, label %62

58:                                               ; preds = %52
  %59 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %60 = load i32, ptr %59, align 8, !tbaa !104
  %61 = icmp eq i32 %60, 2
  br i1 %61, label %69, label %62

62:                                               ; preds = %58, %52
  %63 = add nsw i64 %55, 1
  %64 = srem i64 %63, %41
  %65 = getelementptr inbounds %struct.req_slot, ptr %47, i64 %64
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !100
  %68 = icmp eq ptr %67, null
  br i1 %68, label %71, label %52, !llvm.loop !105

69:                                               ; preds = %58
  %70 = icmp slt i64 %55, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %62, %69
  br label %91

72:                                               ; preds = %69
  %73 = getelementptr inbounds nuw i8, ptr %53, i64 20
  %74 = load i32, ptr %73, align 4, !tbaa !98
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %77, label %76

76:                                               ; preds = %72
  call void @__mpiad_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.10, i64 noundef %44) #30
  unreachable

77:                                               ; preds = %72
  %78 = call fastcc ptr @req_take(i32 noundef 2, ptr noundef %3)
  %79 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %80 = load i32, ptr %79, align 8, !tbaa !158
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %85

82:                                               ; preds = %77
  %83 = getelementptr inbounds nuw i8, ptr %53, i64 72
  %84 = call i32 @MPI_Request_free(ptr noundef nonnull %83) #27
  br label %85

85:                                               ; preds = %82, %77
  %86 = getelementptr inbounds nuw i8, ptr %53, i64 64
  %87 = load ptr, ptr %86, align 8, !tbaa !165
  call void @free(ptr noundef %87) #27
  %88 = getelementptr inbounds nuw i8, ptr %53, i64 56
  %89 = load ptr, ptr %88, align 8, !tbaa !162
  call void @free(ptr noundef %89) #27
  call void @free(ptr noundef nonnull %53) #27
  %90 = call i32 @MPI_Request_free(ptr noundef nonnull %0) #27
  br label %182

91:                                               ; preds = %71, %101
  %92 = phi ptr [ %106, %101 ], [ %50, %71 ]
  %93 = phi ptr [ %104, %101 ], [ %48, %71 ]
  %94 = phi i64 [ %103, %101 ], [ %46, %71 ]
  %95 = load i64, ptr %93, align 8, !tbaa !103
  %96 = icmp eq i64 %95, %44
  br i1 %96, label %97, label %101

97:                                               ; preds = %91
  %98 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %99 = load i32, ptr %98, align 8, !tbaa !104
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %108, label %101

101:                                              ; preds = %97, %91
  %102 = add nsw i64 %94, 1
  %103 = srem i64 %102, %41
  %104 = getelementptr inbounds %struct.req_slot, ptr %47, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 16
  %106 = load ptr, ptr %105, align 8, !tbaa !100
  %107 = icmp eq ptr %106, null
  br i1 %107, label %110, label %91, !llvm.loop !105

108:                                              ; preds = %97
  %109 = icmp slt i64 %94, 0
  br i1 %109, label %110, label %112

110:                                              ; preds = %101, %43, %108, %40
  %111 = call i32 @MPI_Request_free(ptr noundef nonnull %0) #27
  br label %182

112:                                              ; preds = %108
  %113 = load i32, ptr %92, align 8, !tbaa !5
  switch i32 %113, label %115 [
    i32 5, label %114
    i32 1, label %116
  ]

114:                                              ; preds = %112
  call void @__mpiad_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.11, i64 noundef %44) #30
  unreachable

115:                                              ; preds = %112
  call void @__mpiad_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.12, i64 noundef %44) #30
  unreachable

116:                                              ; preds = %112
  %117 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %3)
  %118 = getelementptr inbounds nuw i8, ptr %92, i64 64
  %119 = load i32, ptr %118, align 8, !tbaa !5
  %120 = icmp eq i32 %119, 0
  %121 = load i32, ptr @n_det, align 4, !tbaa !5
  %122 = load i32, ptr @cap_det, align 4, !tbaa !5
  %123 = icmp eq i32 %121, %122
  %124 = load ptr, ptr @det_reqs, align 8, !tbaa !181
  %125 = load ptr, ptr @det_bufs, align 8, !tbaa !18
  br i1 %120, label %142, label %126

126:                                              ; preds = %116
  br i1 %123, label %127, label %135

127:                                              ; preds = %126
  %128 = icmp eq i32 %121, 0
  %129 = shl nsw i32 %121, 1
  %130 = select i1 %128, i32 16, i32 %129
  store i32 %130, ptr @cap_det, align 4, !tbaa !5
  %131 = sext i32 %130 to i64
  %132 = shl nsw i64 %131, 3
  %133 = call ptr @realloc(ptr noundef %124, i64 noundef %132) #32
  store ptr %133, ptr @det_reqs, align 8, !tbaa !181
  %134 = call ptr @realloc(ptr noundef %125, i64 noundef %132) #32
  store ptr %134, ptr @det_bufs, align 8, !tbaa !18
  br label %135

135:                                              ; preds = %126, %127
  %136 = phi ptr [ %134, %127 ], [ %125, %126 ]
  %137 = phi ptr [ %133, %127 ], [ %124, %126 ]
  %138 = sext i32 %121 to i64
  %139 = getelementptr inbounds ptr, ptr %137, i64 %138
  store ptr %3, ptr %139, align 8, !tbaa !57
  %140 = add nsw i32 %121, 1
  store i32 %140, ptr @n_det, align 4, !tbaa !5
  %141 = getelementptr inbounds ptr, ptr %136, i64 %138
  store ptr %92, ptr %141, align 8, !tbaa !15
  br label %181

142:                                              ; preds = %116
  br i1 %123, label %143, label %151

143:                                              ; preds = %142
  %144 = icmp eq i32 %121, 0
  %145 = shl nsw i32 %121, 1
  %146 = select i1 %144, i32 16, i32 %145
  store i32 %146, ptr @cap_det, align 4, !tbaa !5
  %147 = sext i32 %146 to i64
  %148 = shl nsw i64 %147, 3
  %149 = call ptr @realloc(ptr noundef %124, i64 noundef %148) #32
  store ptr %149, ptr @det_reqs, align 8, !tbaa !181
  %150 = call ptr @realloc(ptr noundef %125, i64 noundef %148) #32
  store ptr %150, ptr @det_bufs, align 8, !tbaa !18
  br label %151

151:                                              ; preds = %142, %143
  %152 = phi i32 [ %146, %143 ], [ %122, %142 ]
  %153 = phi ptr [ %150, %143 ], [ %125, %142 ]
  %154 = phi ptr [ %149, %143 ], [ %124, %142 ]
  %155 = sext i32 %121 to i64
  %156 = getelementptr inbounds ptr, ptr %154, i64 %155
  store ptr %3, ptr %156, align 8, !tbaa !57
  %157 = add nsw i32 %121, 1
  %158 = getelementptr inbounds ptr, ptr %153, i64 %155
  store ptr null, ptr %158, align 8, !tbaa !15
  %159 = getelementptr inbounds nuw i8, ptr %92, i64 56
  %160 = load ptr, ptr %159, align 8, !tbaa !57
  %161 = getelementptr inbounds nuw i8, ptr %92, i64 48
  %162 = load ptr, ptr %161, align 8, !tbaa !15
  %163 = icmp eq i32 %157, %152
  br i1 %163, label %164, label %172

164:                                              ; preds = %151
  %165 = icmp eq i32 %152, 0
  %166 = shl nsw i32 %152, 1
  %167 = select i1 %165, i32 16, i32 %166
  store i32 %167, ptr @cap_det, align 4, !tbaa !5
  %168 = sext i32 %167 to i64
  %169 = shl nsw i64 %168, 3
  %170 = call ptr @realloc(ptr noundef nonnull %154, i64 noundef %169) #32
  store ptr %170, ptr @det_reqs, align 8, !tbaa !181
  %171 = call ptr @realloc(ptr noundef nonnull %153, i64 noundef %169) #32
  store ptr %171, ptr @det_bufs, align 8, !tbaa !18
  br label %172

172:                                              ; preds = %151, %164
  %173 = phi ptr [ %171, %164 ], [ %153, %151 ]
  %174 = phi ptr [ %170, %164 ], [ %154, %151 ]
  %175 = sext i32 %157 to i64
  %176 = getelementptr inbounds ptr, ptr %174, i64 %175
  store ptr %160, ptr %176, align 8, !tbaa !57
  %177 = add nsw i32 %121, 2
  store i32 %177, ptr @n_det, align 4, !tbaa !5
  %178 = getelementptr inbounds ptr, ptr %173, i64 %175
  store ptr %162, ptr %178, align 8, !tbaa !15
  %179 = getelementptr inbounds nuw i8, ptr %92, i64 40
  %180 = load ptr, ptr %179, align 8, !tbaa !18
  call void @free(ptr noundef %180) #27
  call void @free(ptr noundef nonnull %92) #27
  br label %181

181:                                              ; preds = %172, %135
  store ptr @ompi_request_null, ptr %0, align 8, !tbaa !57
  br label %182

182:                                              ; preds = %85, %181, %110, %38
  %183 = phi i32 [ %39, %38 ], [ %90, %85 ], [ 0, %181 ], [ %111, %110 ]
  ret i32 %183
}

declare i32 @MPI_Request_free(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define ptr @__mpiad_aug_request_free(ptr noundef %0) local_unnamed_addr #7 {
  %2 = load ptr, ptr %0, align 8, !tbaa !57
  %3 = icmp eq ptr %2, @ompi_request_null
  br i1 %3, label %109, label %4

4:                                                ; preds = %1
  %5 = load i64, ptr @req_cap, align 8, !tbaa !12
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %109, label %7

7:                                                ; preds = %4
  %8 = ptrtoint ptr %2 to i64
  %9 = mul i64 %8, -7046029254386353131
  %10 = urem i64 %9, %5
  %11 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %12 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %10
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !100
  %15 = icmp eq ptr %14, null
  br i1 %15, label %109, label %16

16:                                               ; preds = %7, %26
  %17 = phi ptr [ %31, %26 ], [ %14, %7 ]
  %18 = phi ptr [ %29, %26 ], [ %12, %7 ]
  %19 = phi i64 [ %28, %26 ], [ %10, %7 ]
  %20 = load i64, ptr %18, align 8, !tbaa !103
  %21 = icmp eq i64 %20, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !104
  %25 = icmp eq i32 %24, 3
  br i1 %25, label %33, label %26

26:                                               ; preds = %22, %16
  %27 = add nsw i64 %19, 1
  %28 = srem i64 %27, %5
  %29 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !100
  %32 = icmp eq ptr %31, null
  br i1 %32, label %35, label %16, !llvm.loop !105

33:                                               ; preds = %22
  %34 = icmp slt i64 %19, 0
  br i1 %34, label %35, label %36

35:                                               ; preds = %26, %33
  br label %43

36:                                               ; preds = %33
  %37 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !178
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %41, label %40

40:                                               ; preds = %36
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.10, i64 noundef %8) #30
  unreachable

41:                                               ; preds = %36
  %42 = tail call fastcc ptr @req_take(i32 noundef 3, ptr noundef %2)
  tail call void @free(ptr noundef %42) #27
  br label %109

43:                                               ; preds = %35, %53
  %44 = phi ptr [ %58, %53 ], [ %14, %35 ]
  %45 = phi ptr [ %56, %53 ], [ %12, %35 ]
  %46 = phi i64 [ %55, %53 ], [ %10, %35 ]
  %47 = load i64, ptr %45, align 8, !tbaa !103
  %48 = icmp eq i64 %47, %8
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %51 = load i32, ptr %50, align 8, !tbaa !104
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %60, label %53

53:                                               ; preds = %49, %43
  %54 = add nsw i64 %46, 1
  %55 = srem i64 %54, %5
  %56 = getelementptr inbounds %struct.req_slot, ptr %11, i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !100
  %59 = icmp eq ptr %58, null
  br i1 %59, label %109, label %43, !llvm.loop !105

60:                                               ; preds = %49
  %61 = icmp slt i64 %46, 0
  br i1 %61, label %109, label %62

62:                                               ; preds = %60
  %63 = load i32, ptr %44, align 8, !tbaa !58
  switch i32 %63, label %65 [
    i32 5, label %64
    i32 1, label %66
  ]

64:                                               ; preds = %62
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.11, i64 noundef %8) #30
  unreachable

65:                                               ; preds = %62
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.12, i64 noundef %8) #30
  unreachable

66:                                               ; preds = %62
  %67 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %2)
  %68 = getelementptr inbounds nuw i8, ptr %44, i64 64
  store i32 1, ptr %68, align 8, !tbaa !68
  %69 = getelementptr inbounds nuw i8, ptr %44, i64 24
  %70 = load i32, ptr %69, align 8, !tbaa !63
  %71 = icmp eq i32 %70, -2
  br i1 %71, label %109, label %72

72:                                               ; preds = %66
  %73 = getelementptr inbounds nuw i8, ptr %44, i64 88
  %74 = load i32, ptr %73, align 8, !tbaa !88
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %109

76:                                               ; preds = %72
  %77 = tail call fastcc ptr @chan_of(ptr noundef nonnull %44)
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 40
  %79 = load i32, ptr %78, align 8, !tbaa !92
  %80 = getelementptr inbounds nuw i8, ptr %77, i64 32
  %81 = load i32, ptr %80, align 8, !tbaa !93
  %82 = icmp eq i32 %79, %81
  br i1 %82, label %83, label %84

83:                                               ; preds = %76
  store i32 0, ptr %78, align 8, !tbaa !92
  store i32 0, ptr %80, align 8, !tbaa !93
  br label %84

84:                                               ; preds = %83, %76
  %85 = phi i32 [ 0, %83 ], [ %81, %76 ]
  %86 = getelementptr inbounds nuw i8, ptr %77, i64 36
  %87 = load i32, ptr %86, align 4, !tbaa !109
  %88 = icmp eq i32 %85, %87
  br i1 %88, label %92, label %89

89:                                               ; preds = %84
  %90 = getelementptr inbounds nuw i8, ptr %77, i64 24
  %91 = load ptr, ptr %90, align 8, !tbaa !91
  br label %102

92:                                               ; preds = %84
  %93 = icmp eq i32 %85, 0
  %94 = shl nsw i32 %85, 1
  %95 = select i1 %93, i32 8, i32 %94
  store i32 %95, ptr %86, align 4, !tbaa !109
  %96 = getelementptr inbounds nuw i8, ptr %77, i64 24
  %97 = load ptr, ptr %96, align 8, !tbaa !91
  %98 = sext i32 %95 to i64
  %99 = shl nsw i64 %98, 3
  %100 = tail call ptr @realloc(ptr noundef %97, i64 noundef %99) #32
  store ptr %100, ptr %96, align 8, !tbaa !91
  %101 = load i32, ptr %80, align 8, !tbaa !93
  br label %102

102:                                              ; preds = %92, %89
  %103 = phi i32 [ %85, %89 ], [ %101, %92 ]
  %104 = phi ptr [ %91, %89 ], [ %100, %92 ]
  %105 = add nsw i32 %103, 1
  store i32 %105, ptr %80, align 8, !tbaa !93
  %106 = sext i32 %103 to i64
  %107 = getelementptr inbounds ptr, ptr %104, i64 %106
  store ptr %44, ptr %107, align 8, !tbaa !15
  %108 = getelementptr inbounds nuw i8, ptr %77, i64 44
  store i32 0, ptr %108, align 4, !tbaa !89
  store i32 1, ptr %73, align 8, !tbaa !88
  br label %109

109:                                              ; preds = %53, %1, %41, %4, %60, %7, %66, %72, %102
  %110 = phi ptr [ %44, %66 ], [ %44, %102 ], [ %44, %72 ], [ null, %41 ], [ null, %7 ], [ null, %60 ], [ null, %4 ], [ null, %1 ], [ null, %53 ]
  %111 = tail call i32 @MPI_Request_free(ptr noundef nonnull %0) #27
  ret ptr %110
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_bcast(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #7 {
  %8 = alloca i32, align 4
  %9 = alloca [64 x double], align 16
  %10 = icmp ne ptr %4, @ompi_mpi_double
  %11 = icmp eq ptr %4, @ompi_mpi_float
  %12 = xor i1 %11, true
  %13 = and i1 %10, %12
  br i1 %13, label %146, label %14

14:                                               ; preds = %7
  %15 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %26

17:                                               ; preds = %14
  %18 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = load i8, ptr %18, align 1, !tbaa !14
  %22 = icmp ne i8 %21, 48
  %23 = zext i1 %22 to i32
  br label %24

24:                                               ; preds = %20, %17
  %25 = phi i32 [ 1, %17 ], [ %23, %20 ]
  store i32 %25, ptr @fuse_flag, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %14, %24
  %27 = phi i32 [ %25, %24 ], [ %15, %14 ]
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %146, label %29

29:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  %30 = call i32 @MPI_Comm_rank(ptr noundef %6, ptr noundef nonnull %8) #27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = and i1 %10, %11
  %36 = select i1 %35, i64 2, i64 3
  %37 = shl i64 %34, %36
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  %38 = icmp ult i64 %37, 513
  br i1 %38, label %41, label %39

39:                                               ; preds = %29
  %40 = call noalias ptr @malloc(i64 noundef %37) #29
  br label %41

41:                                               ; preds = %29, %39
  %42 = phi ptr [ %40, %39 ], [ %9, %29 ]
  %43 = load i32, ptr %8, align 4, !tbaa !5
  %44 = icmp eq i32 %43, %5
  br i1 %44, label %45, label %92

45:                                               ; preds = %41
  %46 = shl nsw i64 %31, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %42, ptr readonly align 1 %0, i64 %46, i1 false)
  %47 = icmp sgt i32 %2, 0
  br i1 %47, label %48, label %92

48:                                               ; preds = %45
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
  %57 = phi ptr [ %42, %53 ], [ %67, %75 ]
  %58 = phi i64 [ 0, %53 ], [ %77, %75 ]
  %59 = getelementptr inbounds nuw i8, ptr %57, i64 %46
  br i1 %49, label %65, label %60

60:                                               ; preds = %55
  %61 = getelementptr inbounds nuw ptr, ptr %1, i64 %56
  %62 = load ptr, ptr %61, align 8, !tbaa !15
  %63 = icmp eq ptr %62, null
  br i1 %63, label %65, label %64

64:                                               ; preds = %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr nonnull align 1 %62, i64 %46, i1 false)
  br label %66

65:                                               ; preds = %60, %55
  call void @llvm.memset.p0.i64(ptr align 1 %59, i8 0, i64 %46, i1 false)
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %67, ptr nonnull align 1 %71, i64 %46, i1 false)
  br label %75

74:                                               ; preds = %68, %66
  call void @llvm.memset.p0.i64(ptr align 1 %67, i8 0, i64 %46, i1 false)
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
  %83 = phi ptr [ %42, %48 ], [ %67, %79 ]
  %84 = icmp ne i64 %51, 0
  call void @llvm.assume(i1 %84)
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 %46
  br i1 %49, label %91, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds nuw ptr, ptr %1, i64 %82
  %88 = load ptr, ptr %87, align 8, !tbaa !15
  %89 = icmp eq ptr %88, null
  br i1 %89, label %91, label %90

90:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr nonnull align 1 %88, i64 %46, i1 false)
  br label %92

91:                                               ; preds = %86, %81
  call void @llvm.memset.p0.i64(ptr align 1 %85, i8 0, i64 %46, i1 false)
  br label %92

92:                                               ; preds = %79, %91, %90, %45, %41
  %93 = mul nsw i32 %3, %32
  %94 = call i32 @MPI_Bcast(ptr noundef %42, i32 noundef %93, ptr noundef %4, i32 noundef %5, ptr noundef %6) #27
  %95 = load i32, ptr %8, align 4, !tbaa !5
  %96 = icmp eq i32 %95, %5
  br i1 %96, label %142, label %97

97:                                               ; preds = %92
  %98 = shl nsw i64 %31, %36
  %99 = icmp eq ptr %0, null
  br i1 %99, label %101, label %100

100:                                              ; preds = %97
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %42, i64 %98, i1 false)
  br label %101

101:                                              ; preds = %100, %97
  %102 = icmp ne ptr %1, null
  %103 = icmp sgt i32 %2, 0
  %104 = and i1 %102, %103
  br i1 %104, label %105, label %142

105:                                              ; preds = %101
  %106 = zext nneg i32 %2 to i64
  %107 = and i64 %106, 1
  %108 = icmp eq i32 %2, 1
  br i1 %108, label %133, label %109

109:                                              ; preds = %105
  %110 = and i64 %106, 2147483646
  br label %111

111:                                              ; preds = %127, %109
  %112 = phi i64 [ 0, %109 ], [ %128, %127 ]
  %113 = phi ptr [ %42, %109 ], [ %121, %127 ]
  %114 = phi i64 [ 0, %109 ], [ %129, %127 ]
  %115 = getelementptr inbounds nuw i8, ptr %113, i64 %98
  %116 = getelementptr inbounds nuw ptr, ptr %1, i64 %112
  %117 = load ptr, ptr %116, align 8, !tbaa !15
  %118 = icmp eq ptr %117, null
  br i1 %118, label %120, label %119

119:                                              ; preds = %111
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %117, ptr align 1 %115, i64 %98, i1 false)
  br label %120

120:                                              ; preds = %119, %111
  %121 = getelementptr inbounds nuw i8, ptr %115, i64 %98
  %122 = getelementptr inbounds nuw ptr, ptr %1, i64 %112
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 8
  %124 = load ptr, ptr %123, align 8, !tbaa !15
  %125 = icmp eq ptr %124, null
  br i1 %125, label %127, label %126

126:                                              ; preds = %120
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %124, ptr align 1 %121, i64 %98, i1 false)
  br label %127

127:                                              ; preds = %126, %120
  %128 = add nuw nsw i64 %112, 2
  %129 = add i64 %114, 2
  %130 = icmp eq i64 %129, %110
  br i1 %130, label %131, label %111, !llvm.loop !44

131:                                              ; preds = %127
  %132 = icmp eq i64 %107, 0
  br i1 %132, label %142, label %133

133:                                              ; preds = %131, %105
  %134 = phi i64 [ 0, %105 ], [ %128, %131 ]
  %135 = phi ptr [ %42, %105 ], [ %121, %131 ]
  %136 = icmp ne i64 %107, 0
  call void @llvm.assume(i1 %136)
  %137 = getelementptr inbounds nuw ptr, ptr %1, i64 %134
  %138 = load ptr, ptr %137, align 8, !tbaa !15
  %139 = icmp eq ptr %138, null
  br i1 %139, label %142, label %140

140:                                              ; preds = %133
  %141 = getelementptr inbounds nuw i8, ptr %135, i64 %98
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %138, ptr align 1 %141, i64 %98, i1 false)
  br label %142

142:                                              ; preds = %131, %140, %133, %101, %92
  %143 = icmp eq ptr %42, %9
  br i1 %143, label %145, label %144

144:                                              ; preds = %142
  call void @free(ptr noundef %42) #27
  br label %145

145:                                              ; preds = %144, %142
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  br label %250

146:                                              ; preds = %26, %7
  %147 = tail call i32 @MPI_Bcast(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) #27
  %148 = icmp ne ptr %1, null
  %149 = icmp ne ptr %4, @ompi_mpi_float
  %150 = and i1 %10, %149
  %151 = and i1 %148, %150
  br i1 %151, label %152, label %154

152:                                              ; preds = %146
  %153 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.32, i64 noundef %153) #30
  unreachable

154:                                              ; preds = %146
  br i1 %13, label %250, label %155

155:                                              ; preds = %154
  %156 = sext i32 %2 to i64
  %157 = sext i32 %3 to i64
  %158 = mul nsw i64 %157, %156
  %159 = and i1 %10, %11
  %160 = select i1 %159, i64 2, i64 3
  %161 = shl i64 %158, %160
  %162 = or disjoint i64 %161, 1
  %163 = tail call noalias ptr @malloc(i64 noundef %162) #29
  %164 = shl nsw i64 %157, %160
  %165 = icmp sgt i32 %2, 0
  br i1 %165, label %166, label %208

166:                                              ; preds = %155
  %167 = zext nneg i32 %2 to i64
  %168 = and i64 %167, 1
  %169 = icmp eq i32 %2, 1
  br i1 %169, label %198, label %170

170:                                              ; preds = %166
  %171 = and i64 %167, 2147483646
  br label %172

172:                                              ; preds = %191, %170
  %173 = phi i64 [ 0, %170 ], [ %192, %191 ]
  %174 = phi ptr [ %163, %170 ], [ %193, %191 ]
  %175 = phi i64 [ 0, %170 ], [ %194, %191 ]
  br i1 %148, label %176, label %181

176:                                              ; preds = %172
  %177 = getelementptr inbounds nuw ptr, ptr %1, i64 %173
  %178 = load ptr, ptr %177, align 8, !tbaa !15
  %179 = icmp eq ptr %178, null
  br i1 %179, label %181, label %180

180:                                              ; preds = %176
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %174, ptr nonnull align 1 %178, i64 %164, i1 false)
  br label %182

181:                                              ; preds = %176, %172
  tail call void @llvm.memset.p0.i64(ptr align 1 %174, i8 0, i64 %164, i1 false)
  br label %182

182:                                              ; preds = %181, %180
  %183 = getelementptr inbounds nuw i8, ptr %174, i64 %164
  br i1 %148, label %184, label %190

184:                                              ; preds = %182
  %185 = getelementptr inbounds nuw ptr, ptr %1, i64 %173
  %186 = getelementptr inbounds nuw i8, ptr %185, i64 8
  %187 = load ptr, ptr %186, align 8, !tbaa !15
  %188 = icmp eq ptr %187, null
  br i1 %188, label %190, label %189

189:                                              ; preds = %184
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %183, ptr nonnull align 1 %187, i64 %164, i1 false)
  br label %191

190:                                              ; preds = %184, %182
  tail call void @llvm.memset.p0.i64(ptr align 1 %183, i8 0, i64 %164, i1 false)
  br label %191

191:                                              ; preds = %190, %189
  %192 = add nuw nsw i64 %173, 2
  %193 = getelementptr inbounds nuw i8, ptr %183, i64 %164
  %194 = add i64 %175, 2
  %195 = icmp eq i64 %194, %171
  br i1 %195, label %196, label %172, !llvm.loop !16

196:                                              ; preds = %191
  %197 = icmp eq i64 %168, 0
  br i1 %197, label %208, label %198

198:                                              ; preds = %196, %166
  %199 = phi i64 [ 0, %166 ], [ %192, %196 ]
  %200 = phi ptr [ %163, %166 ], [ %193, %196 ]
  %201 = icmp ne i64 %168, 0
  tail call void @llvm.assume(i1 %201)
  br i1 %148, label %202, label %207

202:                                              ; preds = %198
  %203 = getelementptr inbounds nuw ptr, ptr %1, i64 %199
  %204 = load ptr, ptr %203, align 8, !tbaa !15
  %205 = icmp eq ptr %204, null
  br i1 %205, label %207, label %206

206:                                              ; preds = %202
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %200, ptr nonnull align 1 %204, i64 %164, i1 false)
  br label %208

207:                                              ; preds = %202, %198
  tail call void @llvm.memset.p0.i64(ptr align 1 %200, i8 0, i64 %164, i1 false)
  br label %208

208:                                              ; preds = %196, %207, %206, %155
  %209 = mul nsw i32 %3, %2
  %210 = tail call i32 @MPI_Bcast(ptr noundef %163, i32 noundef %209, ptr noundef %4, i32 noundef %5, ptr noundef %6) #27
  %211 = icmp ne ptr %1, null
  %212 = and i1 %211, %165
  br i1 %212, label %213, label %249

213:                                              ; preds = %208
  %214 = zext nneg i32 %2 to i64
  %215 = and i64 %214, 1
  %216 = icmp eq i32 %2, 1
  br i1 %216, label %241, label %217

217:                                              ; preds = %213
  %218 = and i64 %214, 2147483646
  br label %219

219:                                              ; preds = %234, %217
  %220 = phi i64 [ 0, %217 ], [ %235, %234 ]
  %221 = phi ptr [ %163, %217 ], [ %236, %234 ]
  %222 = phi i64 [ 0, %217 ], [ %237, %234 ]
  %223 = getelementptr inbounds nuw ptr, ptr %1, i64 %220
  %224 = load ptr, ptr %223, align 8, !tbaa !15
  %225 = icmp eq ptr %224, null
  br i1 %225, label %227, label %226

226:                                              ; preds = %219
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %224, ptr align 1 %221, i64 %164, i1 false)
  br label %227

227:                                              ; preds = %226, %219
  %228 = getelementptr inbounds nuw i8, ptr %221, i64 %164
  %229 = getelementptr inbounds nuw ptr, ptr %1, i64 %220
  %230 = getelementptr inbounds nuw i8, ptr %229, i64 8
  %231 = load ptr, ptr %230, align 8, !tbaa !15
  %232 = icmp eq ptr %231, null
  br i1 %232, label %234, label %233

233:                                              ; preds = %227
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %231, ptr align 1 %228, i64 %164, i1 false)
  br label %234

234:                                              ; preds = %233, %227
  %235 = add nuw nsw i64 %220, 2
  %236 = getelementptr inbounds nuw i8, ptr %228, i64 %164
  %237 = add i64 %222, 2
  %238 = icmp eq i64 %237, %218
  br i1 %238, label %239, label %219, !llvm.loop !44

239:                                              ; preds = %234
  %240 = icmp eq i64 %215, 0
  br i1 %240, label %249, label %241

241:                                              ; preds = %239, %213
  %242 = phi i64 [ 0, %213 ], [ %235, %239 ]
  %243 = phi ptr [ %163, %213 ], [ %236, %239 ]
  %244 = icmp ne i64 %215, 0
  tail call void @llvm.assume(i1 %244)
  %245 = getelementptr inbounds nuw ptr, ptr %1, i64 %242
  %246 = load ptr, ptr %245, align 8, !tbaa !15
  %247 = icmp eq ptr %246, null
  br i1 %247, label %249, label %248

248:                                              ; preds = %241
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %246, ptr align 1 %243, i64 %164, i1 false)
  br label %249

249:                                              ; preds = %239, %248, %241, %208
  tail call void @free(ptr noundef %163) #27
  br label %250

250:                                              ; preds = %249, %154, %145
  %251 = phi i32 [ %94, %145 ], [ %147, %154 ], [ %147, %249 ]
  ret i32 %251
}

declare i32 @MPI_Comm_rank(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_bcast(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) local_unnamed_addr #7 {
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
  br i1 %30, label %12, label %40, !llvm.loop !29

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
  %43 = icmp ne ptr %2, @ompi_mpi_double
  %44 = icmp eq ptr %2, @ompi_mpi_float
  %45 = xor i1 %44, true
  %46 = and i1 %43, %45
  br i1 %46, label %74, label %47

47:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  %48 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %6) #27
  %49 = and i1 %43, %44
  %50 = icmp eq ptr %0, null
  br i1 %50, label %53, label %51

51:                                               ; preds = %47
  %52 = sext i32 %1 to i64
  br label %58

53:                                               ; preds = %47
  %54 = select i1 %49, i64 4, i64 8
  %55 = sext i32 %1 to i64
  %56 = add nsw i64 %55, 1
  %57 = call noalias ptr @calloc(i64 noundef %56, i64 noundef %54) #31
  br label %58

58:                                               ; preds = %51, %53
  %59 = phi i64 [ %52, %51 ], [ %55, %53 ]
  %60 = phi ptr [ %0, %51 ], [ %57, %53 ]
  %61 = phi ptr [ null, %51 ], [ %57, %53 ]
  %62 = select i1 %49, i64 2, i64 3
  %63 = shl nsw i64 %59, %62
  %64 = or disjoint i64 %63, 1
  %65 = call noalias ptr @malloc(i64 noundef %64) #29
  %66 = call i32 @MPI_Reduce(ptr noundef %60, ptr noundef %65, i32 noundef %1, ptr noundef %2, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %3, ptr noundef %4) #27
  %67 = load i32, ptr %6, align 4, !tbaa !5
  %68 = icmp eq i32 %67, %3
  br i1 %68, label %69, label %71

69:                                               ; preds = %58
  br i1 %50, label %73, label %70

70:                                               ; preds = %69
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr align 1 %65, i64 %63, i1 false)
  br label %73

71:                                               ; preds = %58
  br i1 %50, label %73, label %72

72:                                               ; preds = %71
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %0, i8 0, i64 %63, i1 false)
  br label %73

73:                                               ; preds = %72, %71, %69, %70
  call void @free(ptr noundef %61) #27
  call void @free(ptr noundef %65) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  br label %74

74:                                               ; preds = %40, %73
  ret void
}

declare i32 @MPI_Reduce(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_gather(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #7 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %17 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %15) #27
  %18 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %16) #27
  %19 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  br i1 %19, label %189, label %20

20:                                               ; preds = %12
  %21 = icmp ne ptr %3, @ompi_mpi_double
  %22 = icmp eq ptr %3, @ompi_mpi_float
  %23 = xor i1 %22, true
  %24 = and i1 %21, %23
  br i1 %24, label %189, label %25

25:                                               ; preds = %20
  %26 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %27 = icmp slt i32 %26, 0
  br i1 %27, label %28, label %37

28:                                               ; preds = %25
  %29 = call ptr @getenv(ptr noundef nonnull @.str.31) #27
  %30 = icmp eq ptr %29, null
  br i1 %30, label %35, label %31

31:                                               ; preds = %28
  %32 = load i8, ptr %29, align 1, !tbaa !14
  %33 = icmp ne i8 %32, 48
  %34 = zext i1 %33 to i32
  br label %35

35:                                               ; preds = %31, %28
  %36 = phi i32 [ 1, %28 ], [ %34, %31 ]
  store i32 %36, ptr @fuse_flag, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %25, %35
  %38 = phi i32 [ %36, %35 ], [ %26, %25 ]
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %189, label %40

40:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %41 = add nsw i32 %10, 1
  %42 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %13) #27
  %43 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %14) #27
  %44 = and i1 %21, %22
  %45 = icmp ne i32 %11, 0
  %46 = load i32, ptr %14, align 4
  %47 = icmp eq i32 %46, %8
  %48 = select i1 %45, i1 true, i1 %47
  %49 = sext i32 %2 to i64
  %50 = sext i32 %41 to i64
  %51 = mul nsw i64 %50, %49
  %52 = select i1 %44, i64 2, i64 3
  %53 = shl i64 %51, %52
  %54 = or disjoint i64 %53, 1
  %55 = call noalias ptr @malloc(i64 noundef %54) #29
  br i1 %48, label %56, label %65

56:                                               ; preds = %40
  %57 = sext i32 %6 to i64
  %58 = mul nsw i64 %50, %57
  %59 = load i32, ptr %13, align 4, !tbaa !5
  %60 = sext i32 %59 to i64
  %61 = mul i64 %58, %60
  %62 = shl i64 %61, %52
  %63 = or disjoint i64 %62, 1
  %64 = call noalias ptr @malloc(i64 noundef %63) #29
  br label %65

65:                                               ; preds = %56, %40
  %66 = phi ptr [ %64, %56 ], [ null, %40 ]
  %67 = shl nsw i64 %49, %52
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %55, ptr readonly align 1 %0, i64 %67, i1 false)
  %68 = icmp sgt i32 %10, 0
  br i1 %68, label %69, label %113

69:                                               ; preds = %65
  %70 = icmp eq ptr %1, null
  %71 = zext nneg i32 %10 to i64
  %72 = and i64 %71, 1
  %73 = icmp eq i32 %10, 1
  br i1 %73, label %102, label %74

74:                                               ; preds = %69
  %75 = and i64 %71, 2147483646
  br label %76

76:                                               ; preds = %96, %74
  %77 = phi i64 [ 0, %74 ], [ %97, %96 ]
  %78 = phi ptr [ %55, %74 ], [ %88, %96 ]
  %79 = phi i64 [ 0, %74 ], [ %98, %96 ]
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 %67
  br i1 %70, label %86, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds nuw ptr, ptr %1, i64 %77
  %83 = load ptr, ptr %82, align 8, !tbaa !15
  %84 = icmp eq ptr %83, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %81
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %80, ptr nonnull align 1 %83, i64 %67, i1 false)
  br label %87

86:                                               ; preds = %81, %76
  call void @llvm.memset.p0.i64(ptr align 1 %80, i8 0, i64 %67, i1 false)
  br label %87

87:                                               ; preds = %86, %85
  %88 = getelementptr inbounds nuw i8, ptr %80, i64 %67
  br i1 %70, label %95, label %89

89:                                               ; preds = %87
  %90 = getelementptr inbounds nuw ptr, ptr %1, i64 %77
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !15
  %93 = icmp eq ptr %92, null
  br i1 %93, label %95, label %94

94:                                               ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %88, ptr nonnull align 1 %92, i64 %67, i1 false)
  br label %96

95:                                               ; preds = %89, %87
  call void @llvm.memset.p0.i64(ptr align 1 %88, i8 0, i64 %67, i1 false)
  br label %96

96:                                               ; preds = %95, %94
  %97 = add nuw nsw i64 %77, 2
  %98 = add i64 %79, 2
  %99 = icmp eq i64 %98, %75
  br i1 %99, label %100, label %76, !llvm.loop !16

100:                                              ; preds = %96
  %101 = icmp eq i64 %72, 0
  br i1 %101, label %113, label %102

102:                                              ; preds = %100, %69
  %103 = phi i64 [ 0, %69 ], [ %97, %100 ]
  %104 = phi ptr [ %55, %69 ], [ %88, %100 ]
  %105 = icmp ne i64 %72, 0
  call void @llvm.assume(i1 %105)
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 %67
  br i1 %70, label %112, label %107

107:                                              ; preds = %102
  %108 = getelementptr inbounds nuw ptr, ptr %1, i64 %103
  %109 = load ptr, ptr %108, align 8, !tbaa !15
  %110 = icmp eq ptr %109, null
  br i1 %110, label %112, label %111

111:                                              ; preds = %107
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr nonnull align 1 %109, i64 %67, i1 false)
  br label %113

112:                                              ; preds = %107, %102
  call void @llvm.memset.p0.i64(ptr align 1 %106, i8 0, i64 %67, i1 false)
  br label %113

113:                                              ; preds = %100, %112, %111, %65
  %114 = mul nsw i32 %41, %2
  %115 = mul nsw i32 %41, %6
  br i1 %45, label %116, label %118

116:                                              ; preds = %113
  %117 = call i32 @MPI_Allgather(ptr noundef %55, i32 noundef %114, ptr noundef %3, ptr noundef %66, i32 noundef %115, ptr noundef %7, ptr noundef %9) #27
  br label %120

118:                                              ; preds = %113
  %119 = call i32 @MPI_Gather(ptr noundef %55, i32 noundef %114, ptr noundef %3, ptr noundef %66, i32 noundef %115, ptr noundef %7, i32 noundef %8, ptr noundef %9) #27
  br label %120

120:                                              ; preds = %118, %116
  %121 = phi i32 [ %117, %116 ], [ %119, %118 ]
  %122 = load i32, ptr %13, align 4
  %123 = icmp sgt i32 %122, 0
  %124 = select i1 %48, i1 %123, i1 false
  br i1 %124, label %125, label %188

125:                                              ; preds = %120
  %126 = sext i32 %6 to i64
  %127 = shl nsw i64 %126, %52
  %128 = icmp eq ptr %4, null
  %129 = icmp ne ptr %5, null
  %130 = and i1 %129, %68
  %131 = zext i32 %10 to i64
  %132 = and i64 %131, 1
  %133 = icmp eq i32 %10, 1
  %134 = and i64 %131, 2147483646
  %135 = icmp eq i64 %132, 0
  %136 = icmp ne i64 %132, 0
  br label %137

137:                                              ; preds = %183, %125
  %138 = phi i32 [ %122, %125 ], [ %184, %183 ]
  %139 = phi i64 [ 0, %125 ], [ %185, %183 ]
  %140 = mul nsw i64 %139, %126
  %141 = mul i64 %140, %50
  %142 = shl i64 %141, %52
  %143 = getelementptr inbounds nuw i8, ptr %66, i64 %142
  %144 = shl i64 %140, %52
  br i1 %128, label %147, label %145

145:                                              ; preds = %137
  %146 = getelementptr inbounds nuw i8, ptr %4, i64 %144
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %146, ptr readonly align 1 %143, i64 %127, i1 false)
  br label %147

147:                                              ; preds = %145, %137
  br i1 %130, label %148, label %183

148:                                              ; preds = %147
  br i1 %133, label %172, label %149

149:                                              ; preds = %148, %167
  %150 = phi i64 [ %168, %167 ], [ 0, %148 ]
  %151 = phi ptr [ %160, %167 ], [ %143, %148 ]
  %152 = phi i64 [ %169, %167 ], [ 0, %148 ]
  %153 = getelementptr inbounds nuw i8, ptr %151, i64 %127
  %154 = getelementptr inbounds nuw ptr, ptr %5, i64 %150
  %155 = load ptr, ptr %154, align 8, !tbaa !15
  %156 = icmp eq ptr %155, null
  br i1 %156, label %159, label %157

157:                                              ; preds = %149
  %158 = getelementptr inbounds nuw i8, ptr %155, i64 %144
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %158, ptr align 1 %153, i64 %127, i1 false)
  br label %159

159:                                              ; preds = %157, %149
  %160 = getelementptr inbounds nuw i8, ptr %153, i64 %127
  %161 = getelementptr inbounds nuw ptr, ptr %5, i64 %150
  %162 = getelementptr inbounds nuw i8, ptr %161, i64 8
  %163 = load ptr, ptr %162, align 8, !tbaa !15
  %164 = icmp eq ptr %163, null
  br i1 %164, label %167, label %165

165:                                              ; preds = %159
  %166 = getelementptr inbounds nuw i8, ptr %163, i64 %144
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %166, ptr align 1 %160, i64 %127, i1 false)
  br label %167

167:                                              ; preds = %165, %159
  %168 = add nuw nsw i64 %150, 2
  %169 = add i64 %152, 2
  %170 = icmp eq i64 %169, %134
  br i1 %170, label %171, label %149, !llvm.loop !44

171:                                              ; preds = %167
  br i1 %135, label %181, label %172

172:                                              ; preds = %171, %148
  %173 = phi i64 [ 0, %148 ], [ %168, %171 ]
  %174 = phi ptr [ %143, %148 ], [ %160, %171 ]
  call void @llvm.assume(i1 %136)
  %175 = getelementptr inbounds nuw ptr, ptr %5, i64 %173
  %176 = load ptr, ptr %175, align 8, !tbaa !15
  %177 = icmp eq ptr %176, null
  br i1 %177, label %181, label %178

178:                                              ; preds = %172
  %179 = getelementptr inbounds nuw i8, ptr %174, i64 %127
  %180 = getelementptr inbounds nuw i8, ptr %176, i64 %144
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %180, ptr align 1 %179, i64 %127, i1 false)
  br label %181

181:                                              ; preds = %172, %178, %171
  %182 = load i32, ptr %13, align 4, !tbaa !5
  br label %183

183:                                              ; preds = %181, %147
  %184 = phi i32 [ %182, %181 ], [ %138, %147 ]
  %185 = add nuw nsw i64 %139, 1
  %186 = sext i32 %184 to i64
  %187 = icmp slt i64 %185, %186
  br i1 %187, label %137, label %188, !llvm.loop !184

188:                                              ; preds = %183, %120
  call void @free(ptr noundef %55) #27
  call void @free(ptr noundef %66) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  br label %388

189:                                              ; preds = %37, %20, %12
  %190 = icmp eq i32 %11, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %189
  %192 = call i32 @MPI_Allgather(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, ptr noundef %9) #27
  br label %195

193:                                              ; preds = %189
  %194 = call i32 @MPI_Gather(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) #27
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %192, %191 ], [ %194, %193 ]
  %197 = icmp ne ptr %7, @ompi_mpi_double
  %198 = icmp eq ptr %7, @ompi_mpi_float
  %199 = xor i1 %198, true
  %200 = and i1 %197, %199
  br i1 %200, label %388, label %201

201:                                              ; preds = %195
  br i1 %19, label %202, label %204

202:                                              ; preds = %201
  %203 = select i1 %190, ptr @.str.15, ptr @.str.14
  call void @__mpiad_fail(ptr noundef nonnull %203, ptr noundef nonnull @.str.16, i64 noundef 0) #30
  unreachable

204:                                              ; preds = %201
  %205 = icmp eq ptr %1, null
  br i1 %205, label %213, label %206

206:                                              ; preds = %204
  %207 = icmp ne ptr %3, @ompi_mpi_double
  %208 = icmp ne ptr %3, @ompi_mpi_float
  %209 = and i1 %207, %208
  br i1 %209, label %210, label %213

210:                                              ; preds = %206
  %211 = select i1 %190, ptr @.str.15, ptr @.str.14
  %212 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull %211, ptr noundef nonnull @.str.32, i64 noundef %212) #30
  unreachable

213:                                              ; preds = %204, %206
  %214 = sext i32 %10 to i64
  %215 = sext i32 %2 to i64
  %216 = mul nsw i64 %214, %215
  %217 = and i1 %197, %198
  %218 = select i1 %217, i64 2, i64 3
  %219 = shl i64 %216, %218
  %220 = or disjoint i64 %219, 1
  %221 = call noalias ptr @malloc(i64 noundef %220) #29
  %222 = shl nsw i64 %215, %218
  %223 = icmp sgt i32 %10, 0
  br i1 %223, label %224, label %266

224:                                              ; preds = %213
  %225 = zext nneg i32 %10 to i64
  %226 = and i64 %225, 1
  %227 = icmp eq i32 %10, 1
  br i1 %227, label %256, label %228

228:                                              ; preds = %224
  %229 = and i64 %225, 2147483646
  br label %230

230:                                              ; preds = %249, %228
  %231 = phi i64 [ 0, %228 ], [ %250, %249 ]
  %232 = phi ptr [ %221, %228 ], [ %251, %249 ]
  %233 = phi i64 [ 0, %228 ], [ %252, %249 ]
  br i1 %205, label %239, label %234

234:                                              ; preds = %230
  %235 = getelementptr inbounds nuw ptr, ptr %1, i64 %231
  %236 = load ptr, ptr %235, align 8, !tbaa !15
  %237 = icmp eq ptr %236, null
  br i1 %237, label %239, label %238

238:                                              ; preds = %234
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %232, ptr nonnull align 1 %236, i64 %222, i1 false)
  br label %240

239:                                              ; preds = %234, %230
  call void @llvm.memset.p0.i64(ptr align 1 %232, i8 0, i64 %222, i1 false)
  br label %240

240:                                              ; preds = %239, %238
  %241 = getelementptr inbounds nuw i8, ptr %232, i64 %222
  br i1 %205, label %248, label %242

242:                                              ; preds = %240
  %243 = getelementptr inbounds nuw ptr, ptr %1, i64 %231
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 8
  %245 = load ptr, ptr %244, align 8, !tbaa !15
  %246 = icmp eq ptr %245, null
  br i1 %246, label %248, label %247

247:                                              ; preds = %242
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %241, ptr nonnull align 1 %245, i64 %222, i1 false)
  br label %249

248:                                              ; preds = %242, %240
  call void @llvm.memset.p0.i64(ptr align 1 %241, i8 0, i64 %222, i1 false)
  br label %249

249:                                              ; preds = %248, %247
  %250 = add nuw nsw i64 %231, 2
  %251 = getelementptr inbounds nuw i8, ptr %241, i64 %222
  %252 = add i64 %233, 2
  %253 = icmp eq i64 %252, %229
  br i1 %253, label %254, label %230, !llvm.loop !16

254:                                              ; preds = %249
  %255 = icmp eq i64 %226, 0
  br i1 %255, label %266, label %256

256:                                              ; preds = %254, %224
  %257 = phi i64 [ 0, %224 ], [ %250, %254 ]
  %258 = phi ptr [ %221, %224 ], [ %251, %254 ]
  %259 = icmp ne i64 %226, 0
  call void @llvm.assume(i1 %259)
  br i1 %205, label %265, label %260

260:                                              ; preds = %256
  %261 = getelementptr inbounds nuw ptr, ptr %1, i64 %257
  %262 = load ptr, ptr %261, align 8, !tbaa !15
  %263 = icmp eq ptr %262, null
  br i1 %263, label %265, label %264

264:                                              ; preds = %260
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %258, ptr nonnull align 1 %262, i64 %222, i1 false)
  br label %266

265:                                              ; preds = %260, %256
  call void @llvm.memset.p0.i64(ptr align 1 %258, i8 0, i64 %222, i1 false)
  br label %266

266:                                              ; preds = %254, %265, %264, %213
  %267 = sext i32 %6 to i64
  %268 = mul nsw i64 %214, %267
  %269 = load i32, ptr %15, align 4, !tbaa !5
  %270 = sext i32 %269 to i64
  %271 = mul i64 %268, %270
  %272 = shl i64 %271, %218
  %273 = or disjoint i64 %272, 1
  %274 = call noalias ptr @malloc(i64 noundef %273) #29
  %275 = mul nsw i32 %10, %2
  %276 = mul nsw i32 %10, %6
  br i1 %190, label %279, label %277

277:                                              ; preds = %266
  %278 = call i32 @MPI_Allgather(ptr noundef %221, i32 noundef %275, ptr noundef %3, ptr noundef %274, i32 noundef %276, ptr noundef %7, ptr noundef %9) #27
  br label %283

279:                                              ; preds = %266
  %280 = call i32 @MPI_Gather(ptr noundef %221, i32 noundef %275, ptr noundef %3, ptr noundef %274, i32 noundef %276, ptr noundef %7, i32 noundef %8, ptr noundef %9) #27
  %281 = load i32, ptr %16, align 4
  %282 = icmp eq i32 %281, %8
  br i1 %282, label %283, label %387

283:                                              ; preds = %277, %279
  %284 = load i32, ptr %15, align 4, !tbaa !5
  %285 = sext i32 %284 to i64
  %286 = mul i64 %268, %285
  %287 = shl i64 %286, %218
  %288 = or disjoint i64 %287, 1
  %289 = call noalias ptr @malloc(i64 noundef %288) #29
  %290 = icmp sgt i32 %284, 0
  br i1 %290, label %291, label %344

291:                                              ; preds = %283
  %292 = shl nsw i64 %267, %218
  %293 = zext nneg i32 %284 to i64
  %294 = zext i32 %10 to i64
  %295 = and i64 %294, 1
  %296 = icmp eq i32 %10, 1
  %297 = and i64 %294, 2147483646
  %298 = icmp eq i64 %295, 0
  %299 = icmp ne i64 %295, 0
  br label %300

300:                                              ; preds = %316, %291
  %301 = phi i64 [ 0, %291 ], [ %317, %316 ]
  br i1 %223, label %302, label %316

302:                                              ; preds = %300
  %303 = mul nuw nsw i64 %301, %214
  br i1 %296, label %305, label %319

304:                                              ; preds = %319
  br i1 %298, label %316, label %305

305:                                              ; preds = %304, %302
  %306 = phi i64 [ 0, %302 ], [ %341, %304 ]
  call void @llvm.assume(i1 %299)
  %307 = mul nuw nsw i64 %306, %285
  %308 = add nuw nsw i64 %307, %301
  %309 = mul i64 %308, %267
  %310 = shl i64 %309, %218
  %311 = getelementptr inbounds nuw i8, ptr %289, i64 %310
  %312 = add nuw nsw i64 %306, %303
  %313 = mul i64 %312, %267
  %314 = shl i64 %313, %218
  %315 = getelementptr inbounds nuw i8, ptr %274, i64 %314
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %311, ptr readonly align 1 %315, i64 %292, i1 false)
  br label %316

316:                                              ; preds = %305, %304, %300
  %317 = add nuw nsw i64 %301, 1
  %318 = icmp eq i64 %317, %293
  br i1 %318, label %344, label %300, !llvm.loop !185

319:                                              ; preds = %302, %319
  %320 = phi i64 [ %341, %319 ], [ 0, %302 ]
  %321 = phi i64 [ %342, %319 ], [ 0, %302 ]
  %322 = mul nuw nsw i64 %320, %285
  %323 = add nuw nsw i64 %322, %301
  %324 = mul i64 %323, %267
  %325 = shl i64 %324, %218
  %326 = getelementptr inbounds nuw i8, ptr %289, i64 %325
  %327 = add nuw nsw i64 %320, %303
  %328 = mul i64 %327, %267
  %329 = shl i64 %328, %218
  %330 = getelementptr inbounds nuw i8, ptr %274, i64 %329
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %326, ptr readonly align 1 %330, i64 %292, i1 false)
  %331 = or disjoint i64 %320, 1
  %332 = mul nuw nsw i64 %331, %285
  %333 = add nuw nsw i64 %332, %301
  %334 = mul i64 %333, %267
  %335 = shl i64 %334, %218
  %336 = getelementptr inbounds nuw i8, ptr %289, i64 %335
  %337 = add nuw nsw i64 %331, %303
  %338 = mul i64 %337, %267
  %339 = shl i64 %338, %218
  %340 = getelementptr inbounds nuw i8, ptr %274, i64 %339
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %336, ptr readonly align 1 %340, i64 %292, i1 false)
  %341 = add nuw nsw i64 %320, 2
  %342 = add i64 %321, 2
  %343 = icmp eq i64 %342, %297
  br i1 %343, label %304, label %319, !llvm.loop !186

344:                                              ; preds = %316, %283
  %345 = mul nsw i32 %284, %6
  %346 = sext i32 %345 to i64
  %347 = shl nsw i64 %346, %218
  %348 = icmp ne ptr %5, null
  %349 = and i1 %348, %223
  br i1 %349, label %350, label %386

350:                                              ; preds = %344
  %351 = zext nneg i32 %10 to i64
  %352 = and i64 %351, 1
  %353 = icmp eq i32 %10, 1
  br i1 %353, label %378, label %354

354:                                              ; preds = %350
  %355 = and i64 %351, 2147483646
  br label %356

356:                                              ; preds = %371, %354
  %357 = phi i64 [ 0, %354 ], [ %372, %371 ]
  %358 = phi ptr [ %289, %354 ], [ %373, %371 ]
  %359 = phi i64 [ 0, %354 ], [ %374, %371 ]
  %360 = getelementptr inbounds nuw ptr, ptr %5, i64 %357
  %361 = load ptr, ptr %360, align 8, !tbaa !15
  %362 = icmp eq ptr %361, null
  br i1 %362, label %364, label %363

363:                                              ; preds = %356
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %361, ptr align 1 %358, i64 %347, i1 false)
  br label %364

364:                                              ; preds = %363, %356
  %365 = getelementptr inbounds nuw i8, ptr %358, i64 %347
  %366 = getelementptr inbounds nuw ptr, ptr %5, i64 %357
  %367 = getelementptr inbounds nuw i8, ptr %366, i64 8
  %368 = load ptr, ptr %367, align 8, !tbaa !15
  %369 = icmp eq ptr %368, null
  br i1 %369, label %371, label %370

370:                                              ; preds = %364
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %368, ptr align 1 %365, i64 %347, i1 false)
  br label %371

371:                                              ; preds = %370, %364
  %372 = add nuw nsw i64 %357, 2
  %373 = getelementptr inbounds nuw i8, ptr %365, i64 %347
  %374 = add i64 %359, 2
  %375 = icmp eq i64 %374, %355
  br i1 %375, label %376, label %356, !llvm.loop !44

376:                                              ; preds = %371
  %377 = icmp eq i64 %352, 0
  br i1 %377, label %386, label %378

378:                                              ; preds = %376, %350
  %379 = phi i64 [ 0, %350 ], [ %372, %376 ]
  %380 = phi ptr [ %289, %350 ], [ %373, %376 ]
  %381 = icmp ne i64 %352, 0
  call void @llvm.assume(i1 %381)
  %382 = getelementptr inbounds nuw ptr, ptr %5, i64 %379
  %383 = load ptr, ptr %382, align 8, !tbaa !15
  %384 = icmp eq ptr %383, null
  br i1 %384, label %386, label %385

385:                                              ; preds = %378
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %383, ptr align 1 %380, i64 %347, i1 false)
  br label %386

386:                                              ; preds = %376, %385, %378, %344
  call void @free(ptr noundef %289) #27
  br label %387

387:                                              ; preds = %279, %386
  call void @free(ptr noundef %221) #27
  call void @free(ptr noundef %274) #27
  br label %388

388:                                              ; preds = %387, %195, %188
  %389 = phi i32 [ %121, %188 ], [ %196, %195 ], [ %196, %387 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  ret i32 %389
}

declare i32 @MPI_Comm_size(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Gather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_gather(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #7 {
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
  br i1 %35, label %17, label %45, !llvm.loop !29

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
  %48 = icmp ne ptr %5, @ompi_mpi_double
  %49 = icmp eq ptr %5, @ompi_mpi_float
  %50 = xor i1 %49, true
  %51 = and i1 %48, %50
  br i1 %51, label %160, label %52

52:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %53 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %10) #27
  %54 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %11) #27
  %55 = and i1 %48, %49
  %56 = select i1 %55, i64 4, i64 8
  %57 = sext i32 %1 to i64
  %58 = select i1 %55, i64 2, i64 3
  %59 = shl nsw i64 %57, %58
  %60 = or disjoint i64 %59, 1
  %61 = call noalias ptr @malloc(i64 noundef %60) #29
  %62 = icmp eq i32 %8, 0
  br i1 %62, label %76, label %63

63:                                               ; preds = %52
  %64 = icmp eq ptr %3, null
  br i1 %64, label %65, label %72

65:                                               ; preds = %63
  %66 = sext i32 %4 to i64
  %67 = load i32, ptr %11, align 4, !tbaa !5
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 %68, %66
  %70 = add nsw i64 %69, 1
  %71 = call noalias ptr @calloc(i64 noundef %70, i64 noundef %56) #31
  br label %72

72:                                               ; preds = %63, %65
  %73 = phi ptr [ %71, %65 ], [ %3, %63 ]
  %74 = phi ptr [ %71, %65 ], [ null, %63 ]
  %75 = call i32 @MPI_Reduce_scatter_block(ptr noundef %73, ptr noundef %61, i32 noundef %4, ptr noundef %5, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %7) #27
  call void @free(ptr noundef %74) #27
  br label %78

76:                                               ; preds = %52
  %77 = call i32 @MPI_Scatter(ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %61, i32 noundef %1, ptr noundef %2, i32 noundef %6, ptr noundef %7) #27
  br label %78

78:                                               ; preds = %76, %72
  %79 = icmp eq ptr %0, null
  br i1 %79, label %148, label %80

80:                                               ; preds = %78
  %81 = icmp sgt i32 %1, 0
  br i1 %48, label %82, label %106

82:                                               ; preds = %80
  br i1 %81, label %83, label %148

83:                                               ; preds = %82
  %84 = zext nneg i32 %1 to i64
  %85 = icmp ult i32 %1, 8
  br i1 %85, label %104, label %86

86:                                               ; preds = %83
  %87 = and i64 %84, 2147483640
  br label %88

88:                                               ; preds = %88, %86
  %89 = phi i64 [ 0, %86 ], [ %100, %88 ]
  %90 = getelementptr inbounds nuw float, ptr %61, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 16
  %92 = load <4 x float>, ptr %90, align 4, !tbaa !30
  %93 = load <4 x float>, ptr %91, align 4, !tbaa !30
  %94 = getelementptr inbounds nuw float, ptr %0, i64 %89
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 16
  %96 = load <4 x float>, ptr %94, align 4, !tbaa !30
  %97 = load <4 x float>, ptr %95, align 4, !tbaa !30
  %98 = fadd <4 x float> %92, %96
  %99 = fadd <4 x float> %93, %97
  store <4 x float> %98, ptr %94, align 4, !tbaa !30
  store <4 x float> %99, ptr %95, align 4, !tbaa !30
  %100 = add nuw i64 %89, 8
  %101 = icmp eq i64 %100, %87
  br i1 %101, label %102, label %88, !llvm.loop !187

102:                                              ; preds = %88
  %103 = icmp eq i64 %87, %84
  br i1 %103, label %148, label %104

104:                                              ; preds = %83, %102
  %105 = phi i64 [ 0, %83 ], [ %87, %102 ]
  br label %139

106:                                              ; preds = %80
  br i1 %81, label %107, label %148

107:                                              ; preds = %106
  %108 = zext nneg i32 %1 to i64
  %109 = icmp ult i32 %1, 4
  br i1 %109, label %128, label %110

110:                                              ; preds = %107
  %111 = and i64 %108, 2147483644
  br label %112

112:                                              ; preds = %112, %110
  %113 = phi i64 [ 0, %110 ], [ %124, %112 ]
  %114 = getelementptr inbounds nuw double, ptr %61, i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 16
  %116 = load <2 x double>, ptr %114, align 8, !tbaa !35
  %117 = load <2 x double>, ptr %115, align 8, !tbaa !35
  %118 = getelementptr inbounds nuw double, ptr %0, i64 %113
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 16
  %120 = load <2 x double>, ptr %118, align 8, !tbaa !35
  %121 = load <2 x double>, ptr %119, align 8, !tbaa !35
  %122 = fadd <2 x double> %116, %120
  %123 = fadd <2 x double> %117, %121
  store <2 x double> %122, ptr %118, align 8, !tbaa !35
  store <2 x double> %123, ptr %119, align 8, !tbaa !35
  %124 = add nuw i64 %113, 4
  %125 = icmp eq i64 %124, %111
  br i1 %125, label %126, label %112, !llvm.loop !188

126:                                              ; preds = %112
  %127 = icmp eq i64 %111, %108
  br i1 %127, label %148, label %128

128:                                              ; preds = %107, %126
  %129 = phi i64 [ 0, %107 ], [ %111, %126 ]
  br label %130

130:                                              ; preds = %128, %130
  %131 = phi i64 [ %137, %130 ], [ %129, %128 ]
  %132 = getelementptr inbounds nuw double, ptr %61, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !35
  %134 = getelementptr inbounds nuw double, ptr %0, i64 %131
  %135 = load double, ptr %134, align 8, !tbaa !35
  %136 = fadd double %133, %135
  store double %136, ptr %134, align 8, !tbaa !35
  %137 = add nuw nsw i64 %131, 1
  %138 = icmp eq i64 %137, %108
  br i1 %138, label %148, label %130, !llvm.loop !189

139:                                              ; preds = %104, %139
  %140 = phi i64 [ %146, %139 ], [ %105, %104 ]
  %141 = getelementptr inbounds nuw float, ptr %61, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !30
  %143 = getelementptr inbounds nuw float, ptr %0, i64 %140
  %144 = load float, ptr %143, align 4, !tbaa !30
  %145 = fadd float %142, %144
  store float %145, ptr %143, align 4, !tbaa !30
  %146 = add nuw nsw i64 %140, 1
  %147 = icmp eq i64 %146, %84
  br i1 %147, label %148, label %139, !llvm.loop !190

148:                                              ; preds = %130, %139, %126, %102, %78, %82, %106
  %149 = load i32, ptr %10, align 4
  %150 = icmp ne i32 %149, %6
  %151 = select i1 %62, i1 %150, i1 false
  %152 = icmp eq ptr %3, null
  %153 = or i1 %152, %151
  br i1 %153, label %159, label %154

154:                                              ; preds = %148
  %155 = load i32, ptr %11, align 4, !tbaa !5
  %156 = mul nsw i32 %155, %4
  %157 = sext i32 %156 to i64
  %158 = shl nsw i64 %157, %58
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %158, i1 false)
  br label %159

159:                                              ; preds = %154, %148
  call void @free(ptr noundef %61) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %160

160:                                              ; preds = %45, %159
  ret void
}

declare i32 @MPI_Reduce_scatter_block(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Scatter(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_scatter(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #7 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %16 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %14) #27
  %17 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %15) #27
  %18 = icmp eq ptr %4, inttoptr (i64 1 to ptr)
  br i1 %18, label %179, label %19

19:                                               ; preds = %11
  %20 = icmp ne ptr %7, @ompi_mpi_double
  %21 = icmp eq ptr %7, @ompi_mpi_float
  %22 = xor i1 %21, true
  %23 = and i1 %20, %22
  br i1 %23, label %179, label %24

24:                                               ; preds = %19
  %25 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %26 = icmp slt i32 %25, 0
  br i1 %26, label %27, label %36

27:                                               ; preds = %24
  %28 = call ptr @getenv(ptr noundef nonnull @.str.31) #27
  %29 = icmp eq ptr %28, null
  br i1 %29, label %34, label %30

30:                                               ; preds = %27
  %31 = load i8, ptr %28, align 1, !tbaa !14
  %32 = icmp ne i8 %31, 48
  %33 = zext i1 %32 to i32
  br label %34

34:                                               ; preds = %30, %27
  %35 = phi i32 [ 1, %27 ], [ %33, %30 ]
  store i32 %35, ptr @fuse_flag, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %24, %34
  %37 = phi i32 [ %35, %34 ], [ %25, %24 ]
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %179, label %39

39:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %40 = add nsw i32 %10, 1
  %41 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %12) #27
  %42 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %13) #27
  %43 = and i1 %20, %21
  %44 = load i32, ptr %13, align 4, !tbaa !5
  %45 = icmp eq i32 %44, %8
  br i1 %45, label %49, label %46

46:                                               ; preds = %39
  %47 = sext i32 %40 to i64
  %48 = select i1 %43, i64 2, i64 3
  br label %122

49:                                               ; preds = %39
  %50 = sext i32 %2 to i64
  %51 = sext i32 %40 to i64
  %52 = mul nsw i64 %51, %50
  %53 = load i32, ptr %12, align 4, !tbaa !5
  %54 = sext i32 %53 to i64
  %55 = mul i64 %52, %54
  %56 = select i1 %43, i64 2, i64 3
  %57 = shl i64 %55, %56
  %58 = or disjoint i64 %57, 1
  %59 = call noalias ptr @malloc(i64 noundef %58) #29
  %60 = icmp sgt i32 %53, 0
  br i1 %60, label %61, label %122

61:                                               ; preds = %49
  %62 = shl nsw i64 %50, %56
  %63 = icmp sgt i32 %10, 0
  %64 = icmp eq ptr %1, null
  %65 = zext i32 %10 to i64
  %66 = zext nneg i32 %53 to i64
  %67 = and i64 %65, 1
  %68 = icmp eq i32 %10, 1
  %69 = and i64 %65, 2147483646
  %70 = icmp eq i64 %67, 0
  %71 = icmp ne i64 %67, 0
  br label %72

72:                                               ; preds = %119, %61
  %73 = phi i64 [ 0, %61 ], [ %120, %119 ]
  %74 = mul nsw i64 %73, %50
  %75 = mul i64 %74, %51
  %76 = shl i64 %75, %56
  %77 = getelementptr inbounds nuw i8, ptr %59, i64 %76
  %78 = shl i64 %74, %56
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 %78
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %77, ptr readonly align 1 %79, i64 %62, i1 false)
  br i1 %63, label %80, label %119

80:                                               ; preds = %72
  br i1 %68, label %108, label %81

81:                                               ; preds = %80, %103
  %82 = phi i64 [ %104, %103 ], [ 0, %80 ]
  %83 = phi ptr [ %94, %103 ], [ %77, %80 ]
  %84 = phi i64 [ %105, %103 ], [ 0, %80 ]
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 %62
  br i1 %64, label %92, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds nuw ptr, ptr %1, i64 %82
  %88 = load ptr, ptr %87, align 8, !tbaa !15
  %89 = icmp eq ptr %88, null
  br i1 %89, label %92, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds nuw i8, ptr %88, i64 %78
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr nonnull align 1 %91, i64 %62, i1 false)
  br label %93

92:                                               ; preds = %86, %81
  call void @llvm.memset.p0.i64(ptr align 1 %85, i8 0, i64 %62, i1 false)
  br label %93

93:                                               ; preds = %92, %90
  %94 = getelementptr inbounds nuw i8, ptr %85, i64 %62
  br i1 %64, label %102, label %95

95:                                               ; preds = %93
  %96 = getelementptr inbounds nuw ptr, ptr %1, i64 %82
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %98 = load ptr, ptr %97, align 8, !tbaa !15
  %99 = icmp eq ptr %98, null
  br i1 %99, label %102, label %100

100:                                              ; preds = %95
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 %78
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %94, ptr nonnull align 1 %101, i64 %62, i1 false)
  br label %103

102:                                              ; preds = %95, %93
  call void @llvm.memset.p0.i64(ptr align 1 %94, i8 0, i64 %62, i1 false)
  br label %103

103:                                              ; preds = %102, %100
  %104 = add nuw nsw i64 %82, 2
  %105 = add i64 %84, 2
  %106 = icmp eq i64 %105, %69
  br i1 %106, label %107, label %81, !llvm.loop !16

107:                                              ; preds = %103
  br i1 %70, label %119, label %108

108:                                              ; preds = %107, %80
  %109 = phi i64 [ 0, %80 ], [ %104, %107 ]
  %110 = phi ptr [ %77, %80 ], [ %94, %107 ]
  call void @llvm.assume(i1 %71)
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 %62
  br i1 %64, label %118, label %112

112:                                              ; preds = %108
  %113 = getelementptr inbounds nuw ptr, ptr %1, i64 %109
  %114 = load ptr, ptr %113, align 8, !tbaa !15
  %115 = icmp eq ptr %114, null
  br i1 %115, label %118, label %116

116:                                              ; preds = %112
  %117 = getelementptr inbounds nuw i8, ptr %114, i64 %78
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %111, ptr nonnull align 1 %117, i64 %62, i1 false)
  br label %119

118:                                              ; preds = %112, %108
  call void @llvm.memset.p0.i64(ptr align 1 %111, i8 0, i64 %62, i1 false)
  br label %119

119:                                              ; preds = %107, %118, %116, %72
  %120 = add nuw nsw i64 %73, 1
  %121 = icmp eq i64 %120, %66
  br i1 %121, label %122, label %72, !llvm.loop !191

122:                                              ; preds = %119, %49, %46
  %123 = phi i64 [ %48, %46 ], [ %56, %49 ], [ %56, %119 ]
  %124 = phi i64 [ %47, %46 ], [ %51, %49 ], [ %51, %119 ]
  %125 = phi ptr [ null, %46 ], [ %59, %49 ], [ %59, %119 ]
  %126 = sext i32 %6 to i64
  %127 = mul nsw i64 %124, %126
  %128 = shl i64 %127, %123
  %129 = or disjoint i64 %128, 1
  %130 = call noalias ptr @malloc(i64 noundef %129) #29
  %131 = mul nsw i32 %40, %2
  %132 = mul nsw i32 %40, %6
  %133 = call i32 @MPI_Scatter(ptr noundef %125, i32 noundef %131, ptr noundef %3, ptr noundef %130, i32 noundef %132, ptr noundef %7, i32 noundef %8, ptr noundef %9) #27
  %134 = shl nsw i64 %126, %123
  %135 = icmp eq ptr %4, null
  br i1 %135, label %137, label %136

136:                                              ; preds = %122
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr readonly align 1 %130, i64 %134, i1 false)
  br label %137

137:                                              ; preds = %136, %122
  %138 = icmp ne ptr %5, null
  %139 = icmp sgt i32 %10, 0
  %140 = and i1 %138, %139
  br i1 %140, label %141, label %178

141:                                              ; preds = %137
  %142 = zext nneg i32 %10 to i64
  %143 = and i64 %142, 1
  %144 = icmp eq i32 %10, 1
  br i1 %144, label %169, label %145

145:                                              ; preds = %141
  %146 = and i64 %142, 2147483646
  br label %147

147:                                              ; preds = %163, %145
  %148 = phi i64 [ 0, %145 ], [ %164, %163 ]
  %149 = phi ptr [ %130, %145 ], [ %157, %163 ]
  %150 = phi i64 [ 0, %145 ], [ %165, %163 ]
  %151 = getelementptr inbounds nuw i8, ptr %149, i64 %134
  %152 = getelementptr inbounds nuw ptr, ptr %5, i64 %148
  %153 = load ptr, ptr %152, align 8, !tbaa !15
  %154 = icmp eq ptr %153, null
  br i1 %154, label %156, label %155

155:                                              ; preds = %147
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %153, ptr align 1 %151, i64 %134, i1 false)
  br label %156

156:                                              ; preds = %155, %147
  %157 = getelementptr inbounds nuw i8, ptr %151, i64 %134
  %158 = getelementptr inbounds nuw ptr, ptr %5, i64 %148
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 8
  %160 = load ptr, ptr %159, align 8, !tbaa !15
  %161 = icmp eq ptr %160, null
  br i1 %161, label %163, label %162

162:                                              ; preds = %156
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %160, ptr align 1 %157, i64 %134, i1 false)
  br label %163

163:                                              ; preds = %162, %156
  %164 = add nuw nsw i64 %148, 2
  %165 = add i64 %150, 2
  %166 = icmp eq i64 %165, %146
  br i1 %166, label %167, label %147, !llvm.loop !44

167:                                              ; preds = %163
  %168 = icmp eq i64 %143, 0
  br i1 %168, label %178, label %169

169:                                              ; preds = %167, %141
  %170 = phi i64 [ 0, %141 ], [ %164, %167 ]
  %171 = phi ptr [ %130, %141 ], [ %157, %167 ]
  %172 = icmp ne i64 %143, 0
  call void @llvm.assume(i1 %172)
  %173 = getelementptr inbounds nuw ptr, ptr %5, i64 %170
  %174 = load ptr, ptr %173, align 8, !tbaa !15
  %175 = icmp eq ptr %174, null
  br i1 %175, label %178, label %176

176:                                              ; preds = %169
  %177 = getelementptr inbounds nuw i8, ptr %171, i64 %134
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %174, ptr align 1 %177, i64 %134, i1 false)
  br label %178

178:                                              ; preds = %167, %176, %169, %137
  call void @free(ptr noundef %125) #27
  call void @free(ptr noundef %130) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %371

179:                                              ; preds = %11, %36, %19
  %180 = call i32 @MPI_Scatter(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) #27
  %181 = icmp ne ptr %7, @ompi_mpi_double
  %182 = icmp eq ptr %7, @ompi_mpi_float
  %183 = xor i1 %182, true
  %184 = and i1 %181, %183
  br i1 %184, label %371, label %185

185:                                              ; preds = %179
  %186 = icmp ne ptr %5, null
  %187 = icmp ne ptr %7, @ompi_mpi_float
  %188 = and i1 %187, %186
  %189 = and i1 %188, %181
  br i1 %189, label %190, label %192

190:                                              ; preds = %185
  %191 = ptrtoint ptr %7 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.32, i64 noundef %191) #30
  unreachable

192:                                              ; preds = %185
  %193 = load i32, ptr %15, align 4, !tbaa !5
  %194 = icmp eq i32 %193, %8
  br i1 %194, label %199, label %195

195:                                              ; preds = %192
  %196 = sext i32 %10 to i64
  %197 = and i1 %181, %182
  %198 = select i1 %197, i64 2, i64 3
  br label %318

199:                                              ; preds = %192
  %200 = load i32, ptr %14, align 4, !tbaa !5
  %201 = mul nsw i32 %200, %2
  %202 = sext i32 %10 to i64
  %203 = sext i32 %201 to i64
  %204 = mul nsw i64 %203, %202
  %205 = and i1 %181, %182
  %206 = select i1 %205, i64 2, i64 3
  %207 = shl i64 %204, %206
  %208 = or disjoint i64 %207, 1
  %209 = call noalias ptr @malloc(i64 noundef %208) #29
  %210 = shl nsw i64 %203, %206
  %211 = icmp sgt i32 %10, 0
  br i1 %211, label %212, label %255

212:                                              ; preds = %199
  %213 = icmp eq ptr %1, null
  %214 = zext nneg i32 %10 to i64
  %215 = and i64 %214, 1
  %216 = icmp eq i32 %10, 1
  br i1 %216, label %245, label %217

217:                                              ; preds = %212
  %218 = and i64 %214, 2147483646
  br label %219

219:                                              ; preds = %238, %217
  %220 = phi i64 [ 0, %217 ], [ %239, %238 ]
  %221 = phi ptr [ %209, %217 ], [ %240, %238 ]
  %222 = phi i64 [ 0, %217 ], [ %241, %238 ]
  br i1 %213, label %228, label %223

223:                                              ; preds = %219
  %224 = getelementptr inbounds nuw ptr, ptr %1, i64 %220
  %225 = load ptr, ptr %224, align 8, !tbaa !15
  %226 = icmp eq ptr %225, null
  br i1 %226, label %228, label %227

227:                                              ; preds = %223
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %221, ptr nonnull align 1 %225, i64 %210, i1 false)
  br label %229

228:                                              ; preds = %223, %219
  call void @llvm.memset.p0.i64(ptr align 1 %221, i8 0, i64 %210, i1 false)
  br label %229

229:                                              ; preds = %228, %227
  %230 = getelementptr inbounds nuw i8, ptr %221, i64 %210
  br i1 %213, label %237, label %231

231:                                              ; preds = %229
  %232 = getelementptr inbounds nuw ptr, ptr %1, i64 %220
  %233 = getelementptr inbounds nuw i8, ptr %232, i64 8
  %234 = load ptr, ptr %233, align 8, !tbaa !15
  %235 = icmp eq ptr %234, null
  br i1 %235, label %237, label %236

236:                                              ; preds = %231
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %230, ptr nonnull align 1 %234, i64 %210, i1 false)
  br label %238

237:                                              ; preds = %231, %229
  call void @llvm.memset.p0.i64(ptr align 1 %230, i8 0, i64 %210, i1 false)
  br label %238

238:                                              ; preds = %237, %236
  %239 = add nuw nsw i64 %220, 2
  %240 = getelementptr inbounds nuw i8, ptr %230, i64 %210
  %241 = add i64 %222, 2
  %242 = icmp eq i64 %241, %218
  br i1 %242, label %243, label %219, !llvm.loop !16

243:                                              ; preds = %238
  %244 = icmp eq i64 %215, 0
  br i1 %244, label %255, label %245

245:                                              ; preds = %243, %212
  %246 = phi i64 [ 0, %212 ], [ %239, %243 ]
  %247 = phi ptr [ %209, %212 ], [ %240, %243 ]
  %248 = icmp ne i64 %215, 0
  call void @llvm.assume(i1 %248)
  br i1 %213, label %254, label %249

249:                                              ; preds = %245
  %250 = getelementptr inbounds nuw ptr, ptr %1, i64 %246
  %251 = load ptr, ptr %250, align 8, !tbaa !15
  %252 = icmp eq ptr %251, null
  br i1 %252, label %254, label %253

253:                                              ; preds = %249
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %247, ptr nonnull align 1 %251, i64 %210, i1 false)
  br label %255

254:                                              ; preds = %249, %245
  call void @llvm.memset.p0.i64(ptr align 1 %247, i8 0, i64 %210, i1 false)
  br label %255

255:                                              ; preds = %243, %254, %253, %199
  %256 = sext i32 %2 to i64
  %257 = mul nsw i64 %202, %256
  %258 = sext i32 %200 to i64
  %259 = mul i64 %257, %258
  %260 = shl i64 %259, %206
  %261 = or disjoint i64 %260, 1
  %262 = call noalias ptr @malloc(i64 noundef %261) #29
  %263 = icmp sgt i32 %200, 0
  br i1 %263, label %264, label %317

264:                                              ; preds = %255
  %265 = shl nsw i64 %256, %206
  %266 = zext nneg i32 %200 to i64
  %267 = zext i32 %10 to i64
  %268 = and i64 %267, 1
  %269 = icmp eq i32 %10, 1
  %270 = and i64 %267, 2147483646
  %271 = icmp eq i64 %268, 0
  %272 = icmp ne i64 %268, 0
  br label %273

273:                                              ; preds = %289, %264
  %274 = phi i64 [ 0, %264 ], [ %290, %289 ]
  br i1 %211, label %275, label %289

275:                                              ; preds = %273
  %276 = mul nuw nsw i64 %274, %202
  br i1 %269, label %278, label %292

277:                                              ; preds = %292
  br i1 %271, label %289, label %278

278:                                              ; preds = %277, %275
  %279 = phi i64 [ 0, %275 ], [ %314, %277 ]
  call void @llvm.assume(i1 %272)
  %280 = add nuw nsw i64 %279, %276
  %281 = mul i64 %280, %256
  %282 = shl i64 %281, %206
  %283 = getelementptr inbounds nuw i8, ptr %262, i64 %282
  %284 = mul nuw nsw i64 %279, %258
  %285 = add nuw nsw i64 %284, %274
  %286 = mul i64 %285, %256
  %287 = shl i64 %286, %206
  %288 = getelementptr inbounds nuw i8, ptr %209, i64 %287
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %283, ptr readonly align 1 %288, i64 %265, i1 false)
  br label %289

289:                                              ; preds = %278, %277, %273
  %290 = add nuw nsw i64 %274, 1
  %291 = icmp eq i64 %290, %266
  br i1 %291, label %317, label %273, !llvm.loop !192

292:                                              ; preds = %275, %292
  %293 = phi i64 [ %314, %292 ], [ 0, %275 ]
  %294 = phi i64 [ %315, %292 ], [ 0, %275 ]
  %295 = add nuw nsw i64 %293, %276
  %296 = mul i64 %295, %256
  %297 = shl i64 %296, %206
  %298 = getelementptr inbounds nuw i8, ptr %262, i64 %297
  %299 = mul nuw nsw i64 %293, %258
  %300 = add nuw nsw i64 %299, %274
  %301 = mul i64 %300, %256
  %302 = shl i64 %301, %206
  %303 = getelementptr inbounds nuw i8, ptr %209, i64 %302
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %298, ptr readonly align 1 %303, i64 %265, i1 false)
  %304 = or disjoint i64 %293, 1
  %305 = add nuw nsw i64 %304, %276
  %306 = mul i64 %305, %256
  %307 = shl i64 %306, %206
  %308 = getelementptr inbounds nuw i8, ptr %262, i64 %307
  %309 = mul nuw nsw i64 %304, %258
  %310 = add nuw nsw i64 %309, %274
  %311 = mul i64 %310, %256
  %312 = shl i64 %311, %206
  %313 = getelementptr inbounds nuw i8, ptr %209, i64 %312
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %308, ptr readonly align 1 %313, i64 %265, i1 false)
  %314 = add nuw nsw i64 %293, 2
  %315 = add i64 %294, 2
  %316 = icmp eq i64 %315, %270
  br i1 %316, label %277, label %292, !llvm.loop !193

317:                                              ; preds = %289, %255
  call void @free(ptr noundef %209) #27
  br label %318

318:                                              ; preds = %195, %317
  %319 = phi i64 [ %198, %195 ], [ %206, %317 ]
  %320 = phi i64 [ %196, %195 ], [ %202, %317 ]
  %321 = phi ptr [ null, %195 ], [ %262, %317 ]
  %322 = sext i32 %6 to i64
  %323 = mul nsw i64 %320, %322
  %324 = shl i64 %323, %319
  %325 = or disjoint i64 %324, 1
  %326 = call noalias ptr @malloc(i64 noundef %325) #29
  %327 = mul nsw i32 %10, %2
  %328 = mul nsw i32 %10, %6
  %329 = call i32 @MPI_Scatter(ptr noundef %321, i32 noundef %327, ptr noundef %3, ptr noundef %326, i32 noundef %328, ptr noundef %7, i32 noundef %8, ptr noundef %9) #27
  %330 = shl nsw i64 %322, %319
  %331 = icmp ne ptr %5, null
  %332 = icmp sgt i32 %10, 0
  %333 = and i1 %331, %332
  br i1 %333, label %334, label %370

334:                                              ; preds = %318
  %335 = zext nneg i32 %10 to i64
  %336 = and i64 %335, 1
  %337 = icmp eq i32 %10, 1
  br i1 %337, label %362, label %338

338:                                              ; preds = %334
  %339 = and i64 %335, 2147483646
  br label %340

340:                                              ; preds = %355, %338
  %341 = phi i64 [ 0, %338 ], [ %356, %355 ]
  %342 = phi ptr [ %326, %338 ], [ %357, %355 ]
  %343 = phi i64 [ 0, %338 ], [ %358, %355 ]
  %344 = getelementptr inbounds nuw ptr, ptr %5, i64 %341
  %345 = load ptr, ptr %344, align 8, !tbaa !15
  %346 = icmp eq ptr %345, null
  br i1 %346, label %348, label %347

347:                                              ; preds = %340
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %345, ptr align 1 %342, i64 %330, i1 false)
  br label %348

348:                                              ; preds = %347, %340
  %349 = getelementptr inbounds nuw i8, ptr %342, i64 %330
  %350 = getelementptr inbounds nuw ptr, ptr %5, i64 %341
  %351 = getelementptr inbounds nuw i8, ptr %350, i64 8
  %352 = load ptr, ptr %351, align 8, !tbaa !15
  %353 = icmp eq ptr %352, null
  br i1 %353, label %355, label %354

354:                                              ; preds = %348
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %352, ptr align 1 %349, i64 %330, i1 false)
  br label %355

355:                                              ; preds = %354, %348
  %356 = add nuw nsw i64 %341, 2
  %357 = getelementptr inbounds nuw i8, ptr %349, i64 %330
  %358 = add i64 %343, 2
  %359 = icmp eq i64 %358, %339
  br i1 %359, label %360, label %340, !llvm.loop !44

360:                                              ; preds = %355
  %361 = icmp eq i64 %336, 0
  br i1 %361, label %370, label %362

362:                                              ; preds = %360, %334
  %363 = phi i64 [ 0, %334 ], [ %356, %360 ]
  %364 = phi ptr [ %326, %334 ], [ %357, %360 ]
  %365 = icmp ne i64 %336, 0
  call void @llvm.assume(i1 %365)
  %366 = getelementptr inbounds nuw ptr, ptr %5, i64 %363
  %367 = load ptr, ptr %366, align 8, !tbaa !15
  %368 = icmp eq ptr %367, null
  br i1 %368, label %370, label %369

369:                                              ; preds = %362
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %367, ptr align 1 %364, i64 %330, i1 false)
  br label %370

370:                                              ; preds = %360, %369, %362, %318
  call void @free(ptr noundef %321) #27
  call void @free(ptr noundef %326) #27
  br label %371

371:                                              ; preds = %370, %179, %178
  %372 = phi i32 [ %133, %178 ], [ %180, %179 ], [ %180, %370 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  ret i32 %372
}

; Function Attrs: nounwind
define void @__mpiad_rev_scatter(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #7 {
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
  br i1 %34, label %16, label %44, !llvm.loop !29

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
  %47 = icmp ne ptr %5, @ompi_mpi_double
  %48 = icmp eq ptr %5, @ompi_mpi_float
  %49 = xor i1 %48, true
  %50 = and i1 %47, %49
  br i1 %50, label %158, label %51

51:                                               ; preds = %44
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %52 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %9) #27
  %53 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %10) #27
  %54 = and i1 %47, %48
  %55 = icmp eq ptr %3, null
  br i1 %55, label %56, label %61

56:                                               ; preds = %51
  %57 = select i1 %54, i64 4, i64 8
  %58 = sext i32 %4 to i64
  %59 = add nsw i64 %58, 1
  %60 = call noalias ptr @calloc(i64 noundef %59, i64 noundef %57) #31
  br label %61

61:                                               ; preds = %51, %56
  %62 = phi ptr [ %60, %56 ], [ %3, %51 ]
  %63 = phi ptr [ %60, %56 ], [ null, %51 ]
  %64 = load i32, ptr %9, align 4, !tbaa !5
  %65 = icmp eq i32 %64, %6
  br i1 %65, label %66, label %75

66:                                               ; preds = %61
  %67 = sext i32 %1 to i64
  %68 = load i32, ptr %10, align 4, !tbaa !5
  %69 = sext i32 %68 to i64
  %70 = mul nsw i64 %69, %67
  %71 = select i1 %54, i64 2, i64 3
  %72 = shl i64 %70, %71
  %73 = or disjoint i64 %72, 1
  %74 = call noalias ptr @malloc(i64 noundef %73) #29
  br label %75

75:                                               ; preds = %61, %66
  %76 = phi ptr [ %74, %66 ], [ null, %61 ]
  %77 = call i32 @MPI_Gather(ptr noundef %62, i32 noundef %4, ptr noundef %5, ptr noundef %76, i32 noundef %1, ptr noundef %2, i32 noundef %6, ptr noundef %7) #27
  %78 = load i32, ptr %9, align 4, !tbaa !5
  %79 = icmp eq i32 %78, %6
  br i1 %79, label %80, label %152

80:                                               ; preds = %75
  %81 = load i32, ptr %10, align 4, !tbaa !5
  %82 = mul nsw i32 %81, %1
  %83 = icmp eq ptr %0, null
  br i1 %83, label %152, label %84

84:                                               ; preds = %80
  %85 = icmp sgt i32 %82, 0
  br i1 %47, label %86, label %110

86:                                               ; preds = %84
  br i1 %85, label %87, label %152

87:                                               ; preds = %86
  %88 = zext nneg i32 %82 to i64
  %89 = icmp ult i32 %82, 8
  br i1 %89, label %108, label %90

90:                                               ; preds = %87
  %91 = and i64 %88, 2147483640
  br label %92

92:                                               ; preds = %92, %90
  %93 = phi i64 [ 0, %90 ], [ %104, %92 ]
  %94 = getelementptr inbounds nuw float, ptr %76, i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 16
  %96 = load <4 x float>, ptr %94, align 4, !tbaa !30
  %97 = load <4 x float>, ptr %95, align 4, !tbaa !30
  %98 = getelementptr inbounds nuw float, ptr %0, i64 %93
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 16
  %100 = load <4 x float>, ptr %98, align 4, !tbaa !30
  %101 = load <4 x float>, ptr %99, align 4, !tbaa !30
  %102 = fadd <4 x float> %96, %100
  %103 = fadd <4 x float> %97, %101
  store <4 x float> %102, ptr %98, align 4, !tbaa !30
  store <4 x float> %103, ptr %99, align 4, !tbaa !30
  %104 = add nuw i64 %93, 8
  %105 = icmp eq i64 %104, %91
  br i1 %105, label %106, label %92, !llvm.loop !194

106:                                              ; preds = %92
  %107 = icmp eq i64 %91, %88
  br i1 %107, label %152, label %108

108:                                              ; preds = %87, %106
  %109 = phi i64 [ 0, %87 ], [ %91, %106 ]
  br label %143

110:                                              ; preds = %84
  br i1 %85, label %111, label %152

111:                                              ; preds = %110
  %112 = zext nneg i32 %82 to i64
  %113 = icmp ult i32 %82, 4
  br i1 %113, label %132, label %114

114:                                              ; preds = %111
  %115 = and i64 %112, 2147483644
  br label %116

116:                                              ; preds = %116, %114
  %117 = phi i64 [ 0, %114 ], [ %128, %116 ]
  %118 = getelementptr inbounds nuw double, ptr %76, i64 %117
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 16
  %120 = load <2 x double>, ptr %118, align 8, !tbaa !35
  %121 = load <2 x double>, ptr %119, align 8, !tbaa !35
  %122 = getelementptr inbounds nuw double, ptr %0, i64 %117
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 16
  %124 = load <2 x double>, ptr %122, align 8, !tbaa !35
  %125 = load <2 x double>, ptr %123, align 8, !tbaa !35
  %126 = fadd <2 x double> %120, %124
  %127 = fadd <2 x double> %121, %125
  store <2 x double> %126, ptr %122, align 8, !tbaa !35
  store <2 x double> %127, ptr %123, align 8, !tbaa !35
  %128 = add nuw i64 %117, 4
  %129 = icmp eq i64 %128, %115
  br i1 %129, label %130, label %116, !llvm.loop !195

130:                                              ; preds = %116
  %131 = icmp eq i64 %115, %112
  br i1 %131, label %152, label %132

132:                                              ; preds = %111, %130
  %133 = phi i64 [ 0, %111 ], [ %115, %130 ]
  br label %134

134:                                              ; preds = %132, %134
  %135 = phi i64 [ %141, %134 ], [ %133, %132 ]
  %136 = getelementptr inbounds nuw double, ptr %76, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !35
  %138 = getelementptr inbounds nuw double, ptr %0, i64 %135
  %139 = load double, ptr %138, align 8, !tbaa !35
  %140 = fadd double %137, %139
  store double %140, ptr %138, align 8, !tbaa !35
  %141 = add nuw nsw i64 %135, 1
  %142 = icmp eq i64 %141, %112
  br i1 %142, label %152, label %134, !llvm.loop !196

143:                                              ; preds = %108, %143
  %144 = phi i64 [ %150, %143 ], [ %109, %108 ]
  %145 = getelementptr inbounds nuw float, ptr %76, i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !30
  %147 = getelementptr inbounds nuw float, ptr %0, i64 %144
  %148 = load float, ptr %147, align 4, !tbaa !30
  %149 = fadd float %146, %148
  store float %149, ptr %147, align 4, !tbaa !30
  %150 = add nuw nsw i64 %144, 1
  %151 = icmp eq i64 %150, %88
  br i1 %151, label %152, label %143, !llvm.loop !197

152:                                              ; preds = %134, %143, %130, %106, %110, %86, %80, %75
  br i1 %55, label %157, label %153

153:                                              ; preds = %152
  %154 = sext i32 %4 to i64
  %155 = select i1 %54, i64 2, i64 3
  %156 = shl nsw i64 %154, %155
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %156, i1 false)
  br label %157

157:                                              ; preds = %152, %153
  call void @free(ptr noundef %63) #27
  call void @free(ptr noundef %76) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  br label %158

158:                                              ; preds = %44, %157
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_alltoall(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9) local_unnamed_addr #7 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %13 = call i32 @MPI_Comm_size(ptr noundef %8, ptr noundef nonnull %12) #27
  %14 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  br i1 %14, label %186, label %15

15:                                               ; preds = %10
  %16 = icmp ne ptr %3, @ompi_mpi_double
  %17 = icmp eq ptr %3, @ompi_mpi_float
  %18 = xor i1 %17, true
  %19 = and i1 %16, %18
  br i1 %19, label %186, label %20

20:                                               ; preds = %15
  %21 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %22 = icmp slt i32 %21, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  br i1 %34, label %186, label %35

35:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %36 = add nsw i32 %9, 1
  %37 = call i32 @MPI_Comm_size(ptr noundef %8, ptr noundef nonnull %11) #27
  %38 = and i1 %16, %17
  %39 = sext i32 %2 to i64
  %40 = sext i32 %36 to i64
  %41 = load i32, ptr %11, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %42, %40
  %44 = mul i64 %43, %39
  %45 = select i1 %38, i64 2, i64 3
  %46 = shl i64 %44, %45
  %47 = or disjoint i64 %46, 1
  %48 = call noalias ptr @malloc(i64 noundef %47) #29
  %49 = sext i32 %6 to i64
  %50 = mul i64 %43, %49
  %51 = shl i64 %50, %45
  %52 = or disjoint i64 %51, 1
  %53 = call noalias ptr @malloc(i64 noundef %52) #29
  %54 = icmp sgt i32 %41, 0
  br i1 %54, label %55, label %66

55:                                               ; preds = %35
  %56 = shl nsw i64 %39, %45
  %57 = icmp sgt i32 %9, 0
  %58 = icmp eq ptr %1, null
  %59 = zext i32 %9 to i64
  %60 = zext nneg i32 %41 to i64
  %61 = and i64 %59, 1
  %62 = icmp eq i32 %9, 1
  %63 = and i64 %59, 2147483646
  %64 = icmp eq i64 %61, 0
  %65 = icmp ne i64 %61, 0
  br label %84

66:                                               ; preds = %131, %35
  %67 = mul nsw i32 %36, %2
  %68 = mul nsw i32 %36, %6
  %69 = call i32 @MPI_Alltoall(ptr noundef %48, i32 noundef %67, ptr noundef %3, ptr noundef %53, i32 noundef %68, ptr noundef %7, ptr noundef %8) #27
  %70 = load i32, ptr %11, align 4, !tbaa !5
  %71 = icmp sgt i32 %70, 0
  br i1 %71, label %72, label %185

72:                                               ; preds = %66
  %73 = shl nsw i64 %49, %45
  %74 = icmp eq ptr %4, null
  %75 = icmp ne ptr %5, null
  %76 = icmp sgt i32 %9, 0
  %77 = and i1 %75, %76
  %78 = zext i32 %9 to i64
  %79 = and i64 %78, 1
  %80 = icmp eq i32 %9, 1
  %81 = and i64 %78, 2147483646
  %82 = icmp eq i64 %79, 0
  %83 = icmp ne i64 %79, 0
  br label %134

84:                                               ; preds = %131, %55
  %85 = phi i64 [ 0, %55 ], [ %132, %131 ]
  %86 = mul nsw i64 %85, %39
  %87 = mul i64 %86, %40
  %88 = shl i64 %87, %45
  %89 = getelementptr inbounds nuw i8, ptr %48, i64 %88
  %90 = shl i64 %86, %45
  %91 = getelementptr inbounds nuw i8, ptr %0, i64 %90
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr readonly align 1 %91, i64 %56, i1 false)
  br i1 %57, label %92, label %131

92:                                               ; preds = %84
  br i1 %62, label %120, label %93

93:                                               ; preds = %92, %115
  %94 = phi i64 [ %116, %115 ], [ 0, %92 ]
  %95 = phi ptr [ %106, %115 ], [ %89, %92 ]
  %96 = phi i64 [ %117, %115 ], [ 0, %92 ]
  %97 = getelementptr inbounds nuw i8, ptr %95, i64 %56
  br i1 %58, label %104, label %98

98:                                               ; preds = %93
  %99 = getelementptr inbounds nuw ptr, ptr %1, i64 %94
  %100 = load ptr, ptr %99, align 8, !tbaa !15
  %101 = icmp eq ptr %100, null
  br i1 %101, label %104, label %102

102:                                              ; preds = %98
  %103 = getelementptr inbounds nuw i8, ptr %100, i64 %90
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %97, ptr nonnull align 1 %103, i64 %56, i1 false)
  br label %105

104:                                              ; preds = %98, %93
  call void @llvm.memset.p0.i64(ptr align 1 %97, i8 0, i64 %56, i1 false)
  br label %105

105:                                              ; preds = %104, %102
  %106 = getelementptr inbounds nuw i8, ptr %97, i64 %56
  br i1 %58, label %114, label %107

107:                                              ; preds = %105
  %108 = getelementptr inbounds nuw ptr, ptr %1, i64 %94
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 8
  %110 = load ptr, ptr %109, align 8, !tbaa !15
  %111 = icmp eq ptr %110, null
  br i1 %111, label %114, label %112

112:                                              ; preds = %107
  %113 = getelementptr inbounds nuw i8, ptr %110, i64 %90
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr nonnull align 1 %113, i64 %56, i1 false)
  br label %115

114:                                              ; preds = %107, %105
  call void @llvm.memset.p0.i64(ptr align 1 %106, i8 0, i64 %56, i1 false)
  br label %115

115:                                              ; preds = %114, %112
  %116 = add nuw nsw i64 %94, 2
  %117 = add i64 %96, 2
  %118 = icmp eq i64 %117, %63
  br i1 %118, label %119, label %93, !llvm.loop !16

119:                                              ; preds = %115
  br i1 %64, label %131, label %120

120:                                              ; preds = %119, %92
  %121 = phi i64 [ 0, %92 ], [ %116, %119 ]
  %122 = phi ptr [ %89, %92 ], [ %106, %119 ]
  call void @llvm.assume(i1 %65)
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 %56
  br i1 %58, label %130, label %124

124:                                              ; preds = %120
  %125 = getelementptr inbounds nuw ptr, ptr %1, i64 %121
  %126 = load ptr, ptr %125, align 8, !tbaa !15
  %127 = icmp eq ptr %126, null
  br i1 %127, label %130, label %128

128:                                              ; preds = %124
  %129 = getelementptr inbounds nuw i8, ptr %126, i64 %90
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %123, ptr nonnull align 1 %129, i64 %56, i1 false)
  br label %131

130:                                              ; preds = %124, %120
  call void @llvm.memset.p0.i64(ptr align 1 %123, i8 0, i64 %56, i1 false)
  br label %131

131:                                              ; preds = %119, %130, %128, %84
  %132 = add nuw nsw i64 %85, 1
  %133 = icmp eq i64 %132, %60
  br i1 %133, label %66, label %84, !llvm.loop !198

134:                                              ; preds = %180, %72
  %135 = phi i32 [ %70, %72 ], [ %181, %180 ]
  %136 = phi i64 [ 0, %72 ], [ %182, %180 ]
  %137 = mul nsw i64 %136, %49
  %138 = mul i64 %137, %40
  %139 = shl i64 %138, %45
  %140 = getelementptr inbounds nuw i8, ptr %53, i64 %139
  %141 = shl i64 %137, %45
  br i1 %74, label %144, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds nuw i8, ptr %4, i64 %141
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %143, ptr readonly align 1 %140, i64 %73, i1 false)
  br label %144

144:                                              ; preds = %142, %134
  br i1 %77, label %145, label %180

145:                                              ; preds = %144
  br i1 %80, label %169, label %146

146:                                              ; preds = %145, %164
  %147 = phi i64 [ %165, %164 ], [ 0, %145 ]
  %148 = phi ptr [ %157, %164 ], [ %140, %145 ]
  %149 = phi i64 [ %166, %164 ], [ 0, %145 ]
  %150 = getelementptr inbounds nuw i8, ptr %148, i64 %73
  %151 = getelementptr inbounds nuw ptr, ptr %5, i64 %147
  %152 = load ptr, ptr %151, align 8, !tbaa !15
  %153 = icmp eq ptr %152, null
  br i1 %153, label %156, label %154

154:                                              ; preds = %146
  %155 = getelementptr inbounds nuw i8, ptr %152, i64 %141
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %155, ptr align 1 %150, i64 %73, i1 false)
  br label %156

156:                                              ; preds = %154, %146
  %157 = getelementptr inbounds nuw i8, ptr %150, i64 %73
  %158 = getelementptr inbounds nuw ptr, ptr %5, i64 %147
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 8
  %160 = load ptr, ptr %159, align 8, !tbaa !15
  %161 = icmp eq ptr %160, null
  br i1 %161, label %164, label %162

162:                                              ; preds = %156
  %163 = getelementptr inbounds nuw i8, ptr %160, i64 %141
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %163, ptr align 1 %157, i64 %73, i1 false)
  br label %164

164:                                              ; preds = %162, %156
  %165 = add nuw nsw i64 %147, 2
  %166 = add i64 %149, 2
  %167 = icmp eq i64 %166, %81
  br i1 %167, label %168, label %146, !llvm.loop !44

168:                                              ; preds = %164
  br i1 %82, label %178, label %169

169:                                              ; preds = %168, %145
  %170 = phi i64 [ 0, %145 ], [ %165, %168 ]
  %171 = phi ptr [ %140, %145 ], [ %157, %168 ]
  call void @llvm.assume(i1 %83)
  %172 = getelementptr inbounds nuw ptr, ptr %5, i64 %170
  %173 = load ptr, ptr %172, align 8, !tbaa !15
  %174 = icmp eq ptr %173, null
  br i1 %174, label %178, label %175

175:                                              ; preds = %169
  %176 = getelementptr inbounds nuw i8, ptr %171, i64 %73
  %177 = getelementptr inbounds nuw i8, ptr %173, i64 %141
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %177, ptr align 1 %176, i64 %73, i1 false)
  br label %178

178:                                              ; preds = %169, %175, %168
  %179 = load i32, ptr %11, align 4, !tbaa !5
  br label %180

180:                                              ; preds = %178, %144
  %181 = phi i32 [ %179, %178 ], [ %135, %144 ]
  %182 = add nuw nsw i64 %136, 1
  %183 = sext i32 %181 to i64
  %184 = icmp slt i64 %182, %183
  br i1 %184, label %134, label %185, !llvm.loop !199

185:                                              ; preds = %180, %66
  call void @free(ptr noundef %48) #27
  call void @free(ptr noundef %53) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  br label %430

186:                                              ; preds = %32, %15, %10
  %187 = call i32 @MPI_Alltoall(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, ptr noundef %8) #27
  %188 = icmp ne ptr %7, @ompi_mpi_double
  %189 = icmp eq ptr %7, @ompi_mpi_float
  %190 = xor i1 %189, true
  %191 = and i1 %188, %190
  br i1 %191, label %430, label %192

192:                                              ; preds = %186
  %193 = icmp eq ptr %1, null
  br i1 %193, label %200, label %194

194:                                              ; preds = %192
  %195 = icmp ne ptr %3, @ompi_mpi_double
  %196 = icmp ne ptr %3, @ompi_mpi_float
  %197 = and i1 %195, %196
  br i1 %197, label %198, label %200

198:                                              ; preds = %194
  %199 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.32, i64 noundef %199) #30
  unreachable

200:                                              ; preds = %192, %194
  %201 = load i32, ptr %12, align 4, !tbaa !5
  %202 = mul nsw i32 %201, %2
  %203 = sext i32 %9 to i64
  %204 = sext i32 %202 to i64
  %205 = mul nsw i64 %204, %203
  %206 = and i1 %188, %189
  %207 = select i1 %206, i64 2, i64 3
  %208 = shl i64 %205, %207
  %209 = or disjoint i64 %208, 1
  %210 = call noalias ptr @malloc(i64 noundef %209) #29
  %211 = shl nsw i64 %204, %207
  %212 = icmp sgt i32 %9, 0
  br i1 %212, label %213, label %255

213:                                              ; preds = %200
  %214 = zext nneg i32 %9 to i64
  %215 = and i64 %214, 1
  %216 = icmp eq i32 %9, 1
  br i1 %216, label %245, label %217

217:                                              ; preds = %213
  %218 = and i64 %214, 2147483646
  br label %219

219:                                              ; preds = %238, %217
  %220 = phi i64 [ 0, %217 ], [ %239, %238 ]
  %221 = phi ptr [ %210, %217 ], [ %240, %238 ]
  %222 = phi i64 [ 0, %217 ], [ %241, %238 ]
  br i1 %193, label %228, label %223

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
  br i1 %193, label %237, label %231

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
  br i1 %193, label %254, label %249

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

255:                                              ; preds = %243, %254, %253, %200
  %256 = sext i32 %2 to i64
  %257 = mul nsw i64 %203, %256
  %258 = sext i32 %201 to i64
  %259 = mul i64 %257, %258
  %260 = shl i64 %259, %207
  %261 = or disjoint i64 %260, 1
  %262 = call noalias ptr @malloc(i64 noundef %261) #29
  %263 = icmp sgt i32 %201, 0
  br i1 %263, label %264, label %317

264:                                              ; preds = %255
  %265 = shl nsw i64 %256, %207
  %266 = zext nneg i32 %201 to i64
  %267 = zext i32 %9 to i64
  %268 = and i64 %267, 1
  %269 = icmp eq i32 %9, 1
  %270 = and i64 %267, 2147483646
  %271 = icmp eq i64 %268, 0
  %272 = icmp ne i64 %268, 0
  br label %273

273:                                              ; preds = %289, %264
  %274 = phi i64 [ 0, %264 ], [ %290, %289 ]
  br i1 %212, label %275, label %289

275:                                              ; preds = %273
  %276 = mul nuw nsw i64 %274, %203
  br i1 %269, label %278, label %292

277:                                              ; preds = %292
  br i1 %271, label %289, label %278

278:                                              ; preds = %277, %275
  %279 = phi i64 [ 0, %275 ], [ %314, %277 ]
  call void @llvm.assume(i1 %272)
  %280 = add nuw nsw i64 %279, %276
  %281 = mul i64 %280, %256
  %282 = shl i64 %281, %207
  %283 = getelementptr inbounds nuw i8, ptr %262, i64 %282
  %284 = mul nuw nsw i64 %279, %258
  %285 = add nuw nsw i64 %284, %274
  %286 = mul i64 %285, %256
  %287 = shl i64 %286, %207
  %288 = getelementptr inbounds nuw i8, ptr %210, i64 %287
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %283, ptr readonly align 1 %288, i64 %265, i1 false)
  br label %289

289:                                              ; preds = %278, %277, %273
  %290 = add nuw nsw i64 %274, 1
  %291 = icmp eq i64 %290, %266
  br i1 %291, label %317, label %273, !llvm.loop !192

292:                                              ; preds = %275, %292
  %293 = phi i64 [ %314, %292 ], [ 0, %275 ]
  %294 = phi i64 [ %315, %292 ], [ 0, %275 ]
  %295 = add nuw nsw i64 %293, %276
  %296 = mul i64 %295, %256
  %297 = shl i64 %296, %207
  %298 = getelementptr inbounds nuw i8, ptr %262, i64 %297
  %299 = mul nuw nsw i64 %293, %258
  %300 = add nuw nsw i64 %299, %274
  %301 = mul i64 %300, %256
  %302 = shl i64 %301, %207
  %303 = getelementptr inbounds nuw i8, ptr %210, i64 %302
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %298, ptr readonly align 1 %303, i64 %265, i1 false)
  %304 = or disjoint i64 %293, 1
  %305 = add nuw nsw i64 %304, %276
  %306 = mul i64 %305, %256
  %307 = shl i64 %306, %207
  %308 = getelementptr inbounds nuw i8, ptr %262, i64 %307
  %309 = mul nuw nsw i64 %304, %258
  %310 = add nuw nsw i64 %309, %274
  %311 = mul i64 %310, %256
  %312 = shl i64 %311, %207
  %313 = getelementptr inbounds nuw i8, ptr %210, i64 %312
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %308, ptr readonly align 1 %313, i64 %265, i1 false)
  %314 = add nuw nsw i64 %293, 2
  %315 = add i64 %294, 2
  %316 = icmp eq i64 %315, %270
  br i1 %316, label %277, label %292, !llvm.loop !193

317:                                              ; preds = %289, %255
  %318 = sext i32 %6 to i64
  %319 = mul nsw i64 %203, %318
  %320 = mul i64 %319, %258
  %321 = shl i64 %320, %207
  %322 = or disjoint i64 %321, 1
  %323 = call noalias ptr @malloc(i64 noundef %322) #29
  %324 = mul nsw i32 %9, %2
  %325 = mul nsw i32 %9, %6
  %326 = call i32 @MPI_Alltoall(ptr noundef %262, i32 noundef %324, ptr noundef %3, ptr noundef %323, i32 noundef %325, ptr noundef %7, ptr noundef %8) #27
  %327 = load i32, ptr %12, align 4, !tbaa !5
  %328 = sext i32 %327 to i64
  %329 = mul i64 %319, %328
  %330 = shl i64 %329, %207
  %331 = or disjoint i64 %330, 1
  %332 = call noalias ptr @malloc(i64 noundef %331) #29
  %333 = icmp sgt i32 %327, 0
  br i1 %333, label %334, label %387

334:                                              ; preds = %317
  %335 = shl nsw i64 %318, %207
  %336 = zext nneg i32 %327 to i64
  %337 = zext i32 %9 to i64
  %338 = and i64 %337, 1
  %339 = icmp eq i32 %9, 1
  %340 = and i64 %337, 2147483646
  %341 = icmp eq i64 %338, 0
  %342 = icmp ne i64 %338, 0
  br label %343

343:                                              ; preds = %359, %334
  %344 = phi i64 [ 0, %334 ], [ %360, %359 ]
  br i1 %212, label %345, label %359

345:                                              ; preds = %343
  %346 = mul nuw nsw i64 %344, %203
  br i1 %339, label %348, label %362

347:                                              ; preds = %362
  br i1 %341, label %359, label %348

348:                                              ; preds = %347, %345
  %349 = phi i64 [ 0, %345 ], [ %384, %347 ]
  call void @llvm.assume(i1 %342)
  %350 = mul nuw nsw i64 %349, %328
  %351 = add nuw nsw i64 %350, %344
  %352 = mul i64 %351, %318
  %353 = shl i64 %352, %207
  %354 = getelementptr inbounds nuw i8, ptr %332, i64 %353
  %355 = add nuw nsw i64 %349, %346
  %356 = mul i64 %355, %318
  %357 = shl i64 %356, %207
  %358 = getelementptr inbounds nuw i8, ptr %323, i64 %357
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %354, ptr readonly align 1 %358, i64 %335, i1 false)
  br label %359

359:                                              ; preds = %348, %347, %343
  %360 = add nuw nsw i64 %344, 1
  %361 = icmp eq i64 %360, %336
  br i1 %361, label %387, label %343, !llvm.loop !185

362:                                              ; preds = %345, %362
  %363 = phi i64 [ %384, %362 ], [ 0, %345 ]
  %364 = phi i64 [ %385, %362 ], [ 0, %345 ]
  %365 = mul nuw nsw i64 %363, %328
  %366 = add nuw nsw i64 %365, %344
  %367 = mul i64 %366, %318
  %368 = shl i64 %367, %207
  %369 = getelementptr inbounds nuw i8, ptr %332, i64 %368
  %370 = add nuw nsw i64 %363, %346
  %371 = mul i64 %370, %318
  %372 = shl i64 %371, %207
  %373 = getelementptr inbounds nuw i8, ptr %323, i64 %372
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %369, ptr readonly align 1 %373, i64 %335, i1 false)
  %374 = or disjoint i64 %363, 1
  %375 = mul nuw nsw i64 %374, %328
  %376 = add nuw nsw i64 %375, %344
  %377 = mul i64 %376, %318
  %378 = shl i64 %377, %207
  %379 = getelementptr inbounds nuw i8, ptr %332, i64 %378
  %380 = add nuw nsw i64 %374, %346
  %381 = mul i64 %380, %318
  %382 = shl i64 %381, %207
  %383 = getelementptr inbounds nuw i8, ptr %323, i64 %382
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %379, ptr readonly align 1 %383, i64 %335, i1 false)
  %384 = add nuw nsw i64 %363, 2
  %385 = add i64 %364, 2
  %386 = icmp eq i64 %385, %340
  br i1 %386, label %347, label %362, !llvm.loop !186

387:                                              ; preds = %359, %317
  %388 = mul nsw i32 %327, %6
  %389 = sext i32 %388 to i64
  %390 = shl nsw i64 %389, %207
  %391 = icmp ne ptr %5, null
  %392 = and i1 %391, %212
  br i1 %392, label %393, label %429

393:                                              ; preds = %387
  %394 = zext nneg i32 %9 to i64
  %395 = and i64 %394, 1
  %396 = icmp eq i32 %9, 1
  br i1 %396, label %421, label %397

397:                                              ; preds = %393
  %398 = and i64 %394, 2147483646
  br label %399

399:                                              ; preds = %414, %397
  %400 = phi i64 [ 0, %397 ], [ %415, %414 ]
  %401 = phi ptr [ %332, %397 ], [ %416, %414 ]
  %402 = phi i64 [ 0, %397 ], [ %417, %414 ]
  %403 = getelementptr inbounds nuw ptr, ptr %5, i64 %400
  %404 = load ptr, ptr %403, align 8, !tbaa !15
  %405 = icmp eq ptr %404, null
  br i1 %405, label %407, label %406

406:                                              ; preds = %399
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %404, ptr align 1 %401, i64 %390, i1 false)
  br label %407

407:                                              ; preds = %406, %399
  %408 = getelementptr inbounds nuw i8, ptr %401, i64 %390
  %409 = getelementptr inbounds nuw ptr, ptr %5, i64 %400
  %410 = getelementptr inbounds nuw i8, ptr %409, i64 8
  %411 = load ptr, ptr %410, align 8, !tbaa !15
  %412 = icmp eq ptr %411, null
  br i1 %412, label %414, label %413

413:                                              ; preds = %407
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %411, ptr align 1 %408, i64 %390, i1 false)
  br label %414

414:                                              ; preds = %413, %407
  %415 = add nuw nsw i64 %400, 2
  %416 = getelementptr inbounds nuw i8, ptr %408, i64 %390
  %417 = add i64 %402, 2
  %418 = icmp eq i64 %417, %398
  br i1 %418, label %419, label %399, !llvm.loop !44

419:                                              ; preds = %414
  %420 = icmp eq i64 %395, 0
  br i1 %420, label %429, label %421

421:                                              ; preds = %419, %393
  %422 = phi i64 [ 0, %393 ], [ %415, %419 ]
  %423 = phi ptr [ %332, %393 ], [ %416, %419 ]
  %424 = icmp ne i64 %395, 0
  call void @llvm.assume(i1 %424)
  %425 = getelementptr inbounds nuw ptr, ptr %5, i64 %422
  %426 = load ptr, ptr %425, align 8, !tbaa !15
  %427 = icmp eq ptr %426, null
  br i1 %427, label %429, label %428

428:                                              ; preds = %421
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %426, ptr align 1 %423, i64 %390, i1 false)
  br label %429

429:                                              ; preds = %419, %428, %421, %387
  call void @free(ptr noundef %210) #27
  call void @free(ptr noundef %262) #27
  call void @free(ptr noundef %323) #27
  call void @free(ptr noundef %332) #27
  br label %430

430:                                              ; preds = %429, %186, %185
  %431 = phi i32 [ %69, %185 ], [ %187, %186 ], [ %187, %429 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  ret i32 %431
}

declare i32 @MPI_Alltoall(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_alltoall(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6) local_unnamed_addr #7 {
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
  br i1 %32, label %14, label %42, !llvm.loop !29

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
  %45 = icmp ne ptr %5, @ompi_mpi_double
  %46 = icmp eq ptr %5, @ompi_mpi_float
  %47 = xor i1 %46, true
  %48 = and i1 %45, %47
  br i1 %48, label %151, label %49

49:                                               ; preds = %42
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  %50 = call i32 @MPI_Comm_size(ptr noundef %6, ptr noundef nonnull %8) #27
  %51 = and i1 %45, %46
  %52 = icmp eq ptr %3, null
  %53 = load i32, ptr %8, align 4, !tbaa !5
  br i1 %52, label %56, label %54

54:                                               ; preds = %49
  %55 = sext i32 %53 to i64
  br label %63

56:                                               ; preds = %49
  %57 = select i1 %51, i64 4, i64 8
  %58 = sext i32 %4 to i64
  %59 = sext i32 %53 to i64
  %60 = mul nsw i64 %59, %58
  %61 = add nsw i64 %60, 1
  %62 = call noalias ptr @calloc(i64 noundef %61, i64 noundef %57) #31
  br label %63

63:                                               ; preds = %54, %56
  %64 = phi i64 [ %55, %54 ], [ %59, %56 ]
  %65 = phi ptr [ %3, %54 ], [ %62, %56 ]
  %66 = phi ptr [ null, %54 ], [ %62, %56 ]
  %67 = sext i32 %1 to i64
  %68 = mul nsw i64 %64, %67
  %69 = select i1 %51, i64 2, i64 3
  %70 = shl i64 %68, %69
  %71 = or disjoint i64 %70, 1
  %72 = call noalias ptr @malloc(i64 noundef %71) #29
  %73 = call i32 @MPI_Alltoall(ptr noundef %65, i32 noundef %4, ptr noundef %5, ptr noundef %72, i32 noundef %1, ptr noundef %2, ptr noundef %6) #27
  %74 = load i32, ptr %8, align 4, !tbaa !5
  %75 = mul nsw i32 %74, %1
  %76 = icmp eq ptr %0, null
  br i1 %76, label %145, label %77

77:                                               ; preds = %63
  %78 = icmp sgt i32 %75, 0
  br i1 %45, label %79, label %103

79:                                               ; preds = %77
  br i1 %78, label %80, label %145

80:                                               ; preds = %79
  %81 = zext nneg i32 %75 to i64
  %82 = icmp ult i32 %75, 8
  br i1 %82, label %101, label %83

83:                                               ; preds = %80
  %84 = and i64 %81, 2147483640
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ 0, %83 ], [ %97, %85 ]
  %87 = getelementptr inbounds nuw float, ptr %72, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 16
  %89 = load <4 x float>, ptr %87, align 4, !tbaa !30
  %90 = load <4 x float>, ptr %88, align 4, !tbaa !30
  %91 = getelementptr inbounds nuw float, ptr %0, i64 %86
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 16
  %93 = load <4 x float>, ptr %91, align 4, !tbaa !30
  %94 = load <4 x float>, ptr %92, align 4, !tbaa !30
  %95 = fadd <4 x float> %89, %93
  %96 = fadd <4 x float> %90, %94
  store <4 x float> %95, ptr %91, align 4, !tbaa !30
  store <4 x float> %96, ptr %92, align 4, !tbaa !30
  %97 = add nuw i64 %86, 8
  %98 = icmp eq i64 %97, %84
  br i1 %98, label %99, label %85, !llvm.loop !200

99:                                               ; preds = %85
  %100 = icmp eq i64 %84, %81
  br i1 %100, label %145, label %101

101:                                              ; preds = %80, %99
  %102 = phi i64 [ 0, %80 ], [ %84, %99 ]
  br label %136

103:                                              ; preds = %77
  br i1 %78, label %104, label %145

104:                                              ; preds = %103
  %105 = zext nneg i32 %75 to i64
  %106 = icmp ult i32 %75, 4
  br i1 %106, label %125, label %107

107:                                              ; preds = %104
  %108 = and i64 %105, 2147483644
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i64 [ 0, %107 ], [ %121, %109 ]
  %111 = getelementptr inbounds nuw double, ptr %72, i64 %110
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 16
  %113 = load <2 x double>, ptr %111, align 8, !tbaa !35
  %114 = load <2 x double>, ptr %112, align 8, !tbaa !35
  %115 = getelementptr inbounds nuw double, ptr %0, i64 %110
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 16
  %117 = load <2 x double>, ptr %115, align 8, !tbaa !35
  %118 = load <2 x double>, ptr %116, align 8, !tbaa !35
  %119 = fadd <2 x double> %113, %117
  %120 = fadd <2 x double> %114, %118
  store <2 x double> %119, ptr %115, align 8, !tbaa !35
  store <2 x double> %120, ptr %116, align 8, !tbaa !35
  %121 = add nuw i64 %110, 4
  %122 = icmp eq i64 %121, %108
  br i1 %122, label %123, label %109, !llvm.loop !201

123:                                              ; preds = %109
  %124 = icmp eq i64 %108, %105
  br i1 %124, label %145, label %125

125:                                              ; preds = %104, %123
  %126 = phi i64 [ 0, %104 ], [ %108, %123 ]
  br label %127

127:                                              ; preds = %125, %127
  %128 = phi i64 [ %134, %127 ], [ %126, %125 ]
  %129 = getelementptr inbounds nuw double, ptr %72, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !35
  %131 = getelementptr inbounds nuw double, ptr %0, i64 %128
  %132 = load double, ptr %131, align 8, !tbaa !35
  %133 = fadd double %130, %132
  store double %133, ptr %131, align 8, !tbaa !35
  %134 = add nuw nsw i64 %128, 1
  %135 = icmp eq i64 %134, %105
  br i1 %135, label %145, label %127, !llvm.loop !202

136:                                              ; preds = %101, %136
  %137 = phi i64 [ %143, %136 ], [ %102, %101 ]
  %138 = getelementptr inbounds nuw float, ptr %72, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !30
  %140 = getelementptr inbounds nuw float, ptr %0, i64 %137
  %141 = load float, ptr %140, align 4, !tbaa !30
  %142 = fadd float %139, %141
  store float %142, ptr %140, align 4, !tbaa !30
  %143 = add nuw nsw i64 %137, 1
  %144 = icmp eq i64 %143, %81
  br i1 %144, label %145, label %136, !llvm.loop !203

145:                                              ; preds = %127, %136, %123, %99, %63, %79, %103
  br i1 %52, label %150, label %146

146:                                              ; preds = %145
  %147 = mul nsw i32 %74, %4
  %148 = sext i32 %147 to i64
  %149 = shl nsw i64 %148, %69
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %149, i1 false)
  br label %150

150:                                              ; preds = %145, %146
  call void @free(ptr noundef %66) #27
  call void @free(ptr noundef %72) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  br label %151

151:                                              ; preds = %42, %150
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_scatter_block(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #7 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %12 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %11) #27
  %13 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  br i1 %13, label %162, label %14

14:                                               ; preds = %9
  %15 = icmp eq ptr %5, @ompi_mpi_double
  %16 = icmp eq ptr %5, @ompi_mpi_float
  %17 = or i1 %15, %16
  %18 = icmp eq ptr %6, @ompi_mpi_op_sum
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %162

20:                                               ; preds = %14
  %21 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %22 = icmp slt i32 %21, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  br i1 %34, label %162, label %35

35:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %36 = add nsw i32 %8, 1
  %37 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %10) #27
  %38 = xor i1 %15, true
  %39 = and i1 %16, %38
  %40 = sext i32 %4 to i64
  %41 = sext i32 %36 to i64
  %42 = mul nsw i64 %41, %40
  %43 = load i32, ptr %10, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = mul i64 %42, %44
  %46 = select i1 %39, i64 2, i64 3
  %47 = shl i64 %45, %46
  %48 = or disjoint i64 %47, 1
  %49 = call noalias ptr @malloc(i64 noundef %48) #29
  %50 = shl i64 %42, %46
  %51 = or disjoint i64 %50, 1
  %52 = call noalias ptr @malloc(i64 noundef %51) #29
  %53 = icmp sgt i32 %43, 0
  %54 = shl nsw i64 %40, %46
  br i1 %53, label %55, label %65

55:                                               ; preds = %35
  %56 = icmp sgt i32 %8, 0
  %57 = icmp eq ptr %1, null
  %58 = zext i32 %8 to i64
  %59 = zext nneg i32 %43 to i64
  %60 = and i64 %58, 1
  %61 = icmp eq i32 %8, 1
  %62 = and i64 %58, 2147483646
  %63 = icmp eq i64 %60, 0
  %64 = icmp ne i64 %60, 0
  br label %100

65:                                               ; preds = %147, %35
  %66 = mul nsw i32 %36, %4
  %67 = call i32 @MPI_Reduce_scatter_block(ptr noundef %49, ptr noundef %52, i32 noundef %66, ptr noundef %5, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %7) #27
  %68 = icmp eq ptr %2, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %65
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr readonly align 1 %52, i64 %54, i1 false)
  br label %70

70:                                               ; preds = %69, %65
  %71 = icmp ne ptr %3, null
  %72 = icmp sgt i32 %8, 0
  %73 = and i1 %71, %72
  br i1 %73, label %74, label %161

74:                                               ; preds = %70
  %75 = zext nneg i32 %8 to i64
  %76 = and i64 %75, 1
  %77 = icmp eq i32 %8, 1
  br i1 %77, label %152, label %78

78:                                               ; preds = %74
  %79 = and i64 %75, 2147483646
  br label %80

80:                                               ; preds = %96, %78
  %81 = phi i64 [ 0, %78 ], [ %97, %96 ]
  %82 = phi ptr [ %52, %78 ], [ %90, %96 ]
  %83 = phi i64 [ 0, %78 ], [ %98, %96 ]
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 %54
  %85 = getelementptr inbounds nuw ptr, ptr %3, i64 %81
  %86 = load ptr, ptr %85, align 8, !tbaa !15
  %87 = icmp eq ptr %86, null
  br i1 %87, label %89, label %88

88:                                               ; preds = %80
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %86, ptr align 1 %84, i64 %54, i1 false)
  br label %89

89:                                               ; preds = %88, %80
  %90 = getelementptr inbounds nuw i8, ptr %84, i64 %54
  %91 = getelementptr inbounds nuw ptr, ptr %3, i64 %81
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !15
  %94 = icmp eq ptr %93, null
  br i1 %94, label %96, label %95

95:                                               ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %93, ptr align 1 %90, i64 %54, i1 false)
  br label %96

96:                                               ; preds = %95, %89
  %97 = add nuw nsw i64 %81, 2
  %98 = add i64 %83, 2
  %99 = icmp eq i64 %98, %79
  br i1 %99, label %150, label %80, !llvm.loop !44

100:                                              ; preds = %147, %55
  %101 = phi i64 [ 0, %55 ], [ %148, %147 ]
  %102 = mul nsw i64 %101, %40
  %103 = mul i64 %102, %41
  %104 = shl i64 %103, %46
  %105 = getelementptr inbounds nuw i8, ptr %49, i64 %104
  %106 = shl i64 %102, %46
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %105, ptr readonly align 1 %107, i64 %54, i1 false)
  br i1 %56, label %108, label %147

108:                                              ; preds = %100
  br i1 %61, label %136, label %109

109:                                              ; preds = %108, %131
  %110 = phi i64 [ %132, %131 ], [ 0, %108 ]
  %111 = phi ptr [ %122, %131 ], [ %105, %108 ]
  %112 = phi i64 [ %133, %131 ], [ 0, %108 ]
  %113 = getelementptr inbounds nuw i8, ptr %111, i64 %54
  br i1 %57, label %120, label %114

114:                                              ; preds = %109
  %115 = getelementptr inbounds nuw ptr, ptr %1, i64 %110
  %116 = load ptr, ptr %115, align 8, !tbaa !15
  %117 = icmp eq ptr %116, null
  br i1 %117, label %120, label %118

118:                                              ; preds = %114
  %119 = getelementptr inbounds nuw i8, ptr %116, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %113, ptr nonnull align 1 %119, i64 %54, i1 false)
  br label %121

120:                                              ; preds = %114, %109
  call void @llvm.memset.p0.i64(ptr align 1 %113, i8 0, i64 %54, i1 false)
  br label %121

121:                                              ; preds = %120, %118
  %122 = getelementptr inbounds nuw i8, ptr %113, i64 %54
  br i1 %57, label %130, label %123

123:                                              ; preds = %121
  %124 = getelementptr inbounds nuw ptr, ptr %1, i64 %110
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 8
  %126 = load ptr, ptr %125, align 8, !tbaa !15
  %127 = icmp eq ptr %126, null
  br i1 %127, label %130, label %128

128:                                              ; preds = %123
  %129 = getelementptr inbounds nuw i8, ptr %126, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %122, ptr nonnull align 1 %129, i64 %54, i1 false)
  br label %131

130:                                              ; preds = %123, %121
  call void @llvm.memset.p0.i64(ptr align 1 %122, i8 0, i64 %54, i1 false)
  br label %131

131:                                              ; preds = %130, %128
  %132 = add nuw nsw i64 %110, 2
  %133 = add i64 %112, 2
  %134 = icmp eq i64 %133, %62
  br i1 %134, label %135, label %109, !llvm.loop !16

135:                                              ; preds = %131
  br i1 %63, label %147, label %136

136:                                              ; preds = %135, %108
  %137 = phi i64 [ 0, %108 ], [ %132, %135 ]
  %138 = phi ptr [ %105, %108 ], [ %122, %135 ]
  call void @llvm.assume(i1 %64)
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 %54
  br i1 %57, label %146, label %140

140:                                              ; preds = %136
  %141 = getelementptr inbounds nuw ptr, ptr %1, i64 %137
  %142 = load ptr, ptr %141, align 8, !tbaa !15
  %143 = icmp eq ptr %142, null
  br i1 %143, label %146, label %144

144:                                              ; preds = %140
  %145 = getelementptr inbounds nuw i8, ptr %142, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %139, ptr nonnull align 1 %145, i64 %54, i1 false)
  br label %147

146:                                              ; preds = %140, %136
  call void @llvm.memset.p0.i64(ptr align 1 %139, i8 0, i64 %54, i1 false)
  br label %147

147:                                              ; preds = %135, %146, %144, %100
  %148 = add nuw nsw i64 %101, 1
  %149 = icmp eq i64 %148, %59
  br i1 %149, label %65, label %100, !llvm.loop !204

150:                                              ; preds = %96
  %151 = icmp eq i64 %76, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %150, %74
  %153 = phi i64 [ 0, %74 ], [ %97, %150 ]
  %154 = phi ptr [ %52, %74 ], [ %90, %150 ]
  %155 = icmp ne i64 %76, 0
  call void @llvm.assume(i1 %155)
  %156 = getelementptr inbounds nuw ptr, ptr %3, i64 %153
  %157 = load ptr, ptr %156, align 8, !tbaa !15
  %158 = icmp eq ptr %157, null
  br i1 %158, label %161, label %159

159:                                              ; preds = %152
  %160 = getelementptr inbounds nuw i8, ptr %154, i64 %54
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %157, ptr align 1 %160, i64 %54, i1 false)
  br label %161

161:                                              ; preds = %150, %159, %152, %70
  call void @free(ptr noundef %49) #27
  call void @free(ptr noundef %52) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %366

162:                                              ; preds = %32, %14, %9
  %163 = call i32 @MPI_Reduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #27
  %164 = icmp ne ptr %5, @ompi_mpi_double
  %165 = icmp eq ptr %5, @ompi_mpi_float
  %166 = xor i1 %165, true
  %167 = and i1 %164, %166
  br i1 %167, label %366, label %168

168:                                              ; preds = %162
  %169 = icmp eq ptr %6, @ompi_mpi_op_sum
  br i1 %169, label %197, label %170

170:                                              ; preds = %168
  %171 = icmp eq ptr %6, @ompi_mpi_op_prod
  %172 = icmp eq ptr %6, @ompi_mpi_op_min
  %173 = or i1 %171, %172
  %174 = icmp eq ptr %6, @ompi_mpi_op_max
  %175 = or i1 %174, %173
  br i1 %175, label %195, label %176

176:                                              ; preds = %170
  %177 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %178 = icmp sgt i32 %177, 0
  br i1 %178, label %179, label %193

179:                                              ; preds = %176
  %180 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %181 = zext nneg i32 %177 to i64
  br label %185

182:                                              ; preds = %185
  %183 = add nuw nsw i64 %186, 1
  %184 = icmp eq i64 %183, %181
  br i1 %184, label %193, label %185, !llvm.loop !205

185:                                              ; preds = %182, %179
  %186 = phi i64 [ 0, %179 ], [ %183, %182 ]
  %187 = getelementptr inbounds nuw %struct.op_reg, ptr %180, i64 %186
  %188 = load ptr, ptr %187, align 8, !tbaa !206
  %189 = icmp eq ptr %188, %6
  br i1 %189, label %190, label %182

190:                                              ; preds = %185
  %191 = getelementptr inbounds nuw i8, ptr %187, i64 8
  %192 = load i32, ptr %191, align 8, !tbaa !209
  switch i32 %192, label %195 [
    i32 0, label %193
    i32 1, label %197
  ]

193:                                              ; preds = %182, %190, %176
  %194 = ptrtoint ptr %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.43, i64 noundef %194) #30
  unreachable

195:                                              ; preds = %190, %170
  %196 = ptrtoint ptr %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i64 noundef %196) #30
  unreachable

197:                                              ; preds = %190, %168
  %198 = icmp ne ptr %1, null
  %199 = icmp ne ptr %5, @ompi_mpi_float
  %200 = and i1 %164, %199
  %201 = and i1 %198, %200
  br i1 %201, label %202, label %204

202:                                              ; preds = %197
  %203 = ptrtoint ptr %5 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.32, i64 noundef %203) #30
  unreachable

204:                                              ; preds = %197
  %205 = load i32, ptr %11, align 4, !tbaa !5
  %206 = mul nsw i32 %205, %4
  %207 = sext i32 %8 to i64
  %208 = sext i32 %206 to i64
  %209 = mul nsw i64 %208, %207
  %210 = and i1 %164, %165
  %211 = select i1 %210, i64 2, i64 3
  %212 = shl i64 %209, %211
  %213 = or disjoint i64 %212, 1
  %214 = call noalias ptr @malloc(i64 noundef %213) #29
  %215 = shl nsw i64 %208, %211
  %216 = icmp sgt i32 %8, 0
  br i1 %216, label %217, label %259

217:                                              ; preds = %204
  %218 = zext nneg i32 %8 to i64
  %219 = and i64 %218, 1
  %220 = icmp eq i32 %8, 1
  br i1 %220, label %249, label %221

221:                                              ; preds = %217
  %222 = and i64 %218, 2147483646
  br label %223

223:                                              ; preds = %242, %221
  %224 = phi i64 [ 0, %221 ], [ %243, %242 ]
  %225 = phi ptr [ %214, %221 ], [ %244, %242 ]
  %226 = phi i64 [ 0, %221 ], [ %245, %242 ]
  br i1 %198, label %227, label %232

227:                                              ; preds = %223
  %228 = getelementptr inbounds nuw ptr, ptr %1, i64 %224
  %229 = load ptr, ptr %228, align 8, !tbaa !15
  %230 = icmp eq ptr %229, null
  br i1 %230, label %232, label %231

231:                                              ; preds = %227
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %225, ptr nonnull align 1 %229, i64 %215, i1 false)
  br label %233

232:                                              ; preds = %227, %223
  call void @llvm.memset.p0.i64(ptr align 1 %225, i8 0, i64 %215, i1 false)
  br label %233

233:                                              ; preds = %232, %231
  %234 = getelementptr inbounds nuw i8, ptr %225, i64 %215
  br i1 %198, label %235, label %241

235:                                              ; preds = %233
  %236 = getelementptr inbounds nuw ptr, ptr %1, i64 %224
  %237 = getelementptr inbounds nuw i8, ptr %236, i64 8
  %238 = load ptr, ptr %237, align 8, !tbaa !15
  %239 = icmp eq ptr %238, null
  br i1 %239, label %241, label %240

240:                                              ; preds = %235
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %234, ptr nonnull align 1 %238, i64 %215, i1 false)
  br label %242

241:                                              ; preds = %235, %233
  call void @llvm.memset.p0.i64(ptr align 1 %234, i8 0, i64 %215, i1 false)
  br label %242

242:                                              ; preds = %241, %240
  %243 = add nuw nsw i64 %224, 2
  %244 = getelementptr inbounds nuw i8, ptr %234, i64 %215
  %245 = add i64 %226, 2
  %246 = icmp eq i64 %245, %222
  br i1 %246, label %247, label %223, !llvm.loop !16

247:                                              ; preds = %242
  %248 = icmp eq i64 %219, 0
  br i1 %248, label %259, label %249

249:                                              ; preds = %247, %217
  %250 = phi i64 [ 0, %217 ], [ %243, %247 ]
  %251 = phi ptr [ %214, %217 ], [ %244, %247 ]
  %252 = icmp ne i64 %219, 0
  call void @llvm.assume(i1 %252)
  br i1 %198, label %253, label %258

253:                                              ; preds = %249
  %254 = getelementptr inbounds nuw ptr, ptr %1, i64 %250
  %255 = load ptr, ptr %254, align 8, !tbaa !15
  %256 = icmp eq ptr %255, null
  br i1 %256, label %258, label %257

257:                                              ; preds = %253
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %251, ptr nonnull align 1 %255, i64 %215, i1 false)
  br label %259

258:                                              ; preds = %253, %249
  call void @llvm.memset.p0.i64(ptr align 1 %251, i8 0, i64 %215, i1 false)
  br label %259

259:                                              ; preds = %247, %258, %257, %204
  %260 = sext i32 %4 to i64
  %261 = mul nsw i64 %207, %260
  %262 = sext i32 %205 to i64
  %263 = mul i64 %261, %262
  %264 = shl i64 %263, %211
  %265 = or disjoint i64 %264, 1
  %266 = call noalias ptr @malloc(i64 noundef %265) #29
  %267 = icmp sgt i32 %205, 0
  %268 = shl nsw i64 %260, %211
  br i1 %267, label %269, label %321

269:                                              ; preds = %259
  %270 = zext nneg i32 %205 to i64
  %271 = zext i32 %8 to i64
  %272 = and i64 %271, 1
  %273 = icmp eq i32 %8, 1
  %274 = and i64 %271, 2147483646
  %275 = icmp eq i64 %272, 0
  %276 = icmp ne i64 %272, 0
  br label %277

277:                                              ; preds = %293, %269
  %278 = phi i64 [ 0, %269 ], [ %294, %293 ]
  br i1 %216, label %279, label %293

279:                                              ; preds = %277
  %280 = mul nuw nsw i64 %278, %207
  br i1 %273, label %282, label %296

281:                                              ; preds = %296
  br i1 %275, label %293, label %282

282:                                              ; preds = %281, %279
  %283 = phi i64 [ 0, %279 ], [ %318, %281 ]
  call void @llvm.assume(i1 %276)
  %284 = add nuw nsw i64 %283, %280
  %285 = mul i64 %284, %260
  %286 = shl i64 %285, %211
  %287 = getelementptr inbounds nuw i8, ptr %266, i64 %286
  %288 = mul nuw nsw i64 %283, %262
  %289 = add nuw nsw i64 %288, %278
  %290 = mul i64 %289, %260
  %291 = shl i64 %290, %211
  %292 = getelementptr inbounds nuw i8, ptr %214, i64 %291
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %287, ptr readonly align 1 %292, i64 %268, i1 false)
  br label %293

293:                                              ; preds = %282, %281, %277
  %294 = add nuw nsw i64 %278, 1
  %295 = icmp eq i64 %294, %270
  br i1 %295, label %321, label %277, !llvm.loop !192

296:                                              ; preds = %279, %296
  %297 = phi i64 [ %318, %296 ], [ 0, %279 ]
  %298 = phi i64 [ %319, %296 ], [ 0, %279 ]
  %299 = add nuw nsw i64 %297, %280
  %300 = mul i64 %299, %260
  %301 = shl i64 %300, %211
  %302 = getelementptr inbounds nuw i8, ptr %266, i64 %301
  %303 = mul nuw nsw i64 %297, %262
  %304 = add nuw nsw i64 %303, %278
  %305 = mul i64 %304, %260
  %306 = shl i64 %305, %211
  %307 = getelementptr inbounds nuw i8, ptr %214, i64 %306
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %302, ptr readonly align 1 %307, i64 %268, i1 false)
  %308 = or disjoint i64 %297, 1
  %309 = add nuw nsw i64 %308, %280
  %310 = mul i64 %309, %260
  %311 = shl i64 %310, %211
  %312 = getelementptr inbounds nuw i8, ptr %266, i64 %311
  %313 = mul nuw nsw i64 %308, %262
  %314 = add nuw nsw i64 %313, %278
  %315 = mul i64 %314, %260
  %316 = shl i64 %315, %211
  %317 = getelementptr inbounds nuw i8, ptr %214, i64 %316
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %312, ptr readonly align 1 %317, i64 %268, i1 false)
  %318 = add nuw nsw i64 %297, 2
  %319 = add i64 %298, 2
  %320 = icmp eq i64 %319, %274
  br i1 %320, label %281, label %296, !llvm.loop !193

321:                                              ; preds = %293, %259
  %322 = shl i64 %261, %211
  %323 = or disjoint i64 %322, 1
  %324 = call noalias ptr @malloc(i64 noundef %323) #29
  %325 = mul nsw i32 %8, %4
  %326 = call i32 @MPI_Reduce_scatter_block(ptr noundef %266, ptr noundef %324, i32 noundef %325, ptr noundef %5, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %7) #27
  %327 = icmp ne ptr %3, null
  %328 = and i1 %327, %216
  br i1 %328, label %329, label %365

329:                                              ; preds = %321
  %330 = zext nneg i32 %8 to i64
  %331 = and i64 %330, 1
  %332 = icmp eq i32 %8, 1
  br i1 %332, label %357, label %333

333:                                              ; preds = %329
  %334 = and i64 %330, 2147483646
  br label %335

335:                                              ; preds = %350, %333
  %336 = phi i64 [ 0, %333 ], [ %351, %350 ]
  %337 = phi ptr [ %324, %333 ], [ %352, %350 ]
  %338 = phi i64 [ 0, %333 ], [ %353, %350 ]
  %339 = getelementptr inbounds nuw ptr, ptr %3, i64 %336
  %340 = load ptr, ptr %339, align 8, !tbaa !15
  %341 = icmp eq ptr %340, null
  br i1 %341, label %343, label %342

342:                                              ; preds = %335
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %340, ptr align 1 %337, i64 %268, i1 false)
  br label %343

343:                                              ; preds = %342, %335
  %344 = getelementptr inbounds nuw i8, ptr %337, i64 %268
  %345 = getelementptr inbounds nuw ptr, ptr %3, i64 %336
  %346 = getelementptr inbounds nuw i8, ptr %345, i64 8
  %347 = load ptr, ptr %346, align 8, !tbaa !15
  %348 = icmp eq ptr %347, null
  br i1 %348, label %350, label %349

349:                                              ; preds = %343
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %347, ptr align 1 %344, i64 %268, i1 false)
  br label %350

350:                                              ; preds = %349, %343
  %351 = add nuw nsw i64 %336, 2
  %352 = getelementptr inbounds nuw i8, ptr %344, i64 %268
  %353 = add i64 %338, 2
  %354 = icmp eq i64 %353, %334
  br i1 %354, label %355, label %335, !llvm.loop !44

355:                                              ; preds = %350
  %356 = icmp eq i64 %331, 0
  br i1 %356, label %365, label %357

357:                                              ; preds = %355, %329
  %358 = phi i64 [ 0, %329 ], [ %351, %355 ]
  %359 = phi ptr [ %324, %329 ], [ %352, %355 ]
  %360 = icmp ne i64 %331, 0
  call void @llvm.assume(i1 %360)
  %361 = getelementptr inbounds nuw ptr, ptr %3, i64 %358
  %362 = load ptr, ptr %361, align 8, !tbaa !15
  %363 = icmp eq ptr %362, null
  br i1 %363, label %365, label %364

364:                                              ; preds = %357
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %362, ptr align 1 %359, i64 %268, i1 false)
  br label %365

365:                                              ; preds = %355, %364, %357, %321
  call void @free(ptr noundef %214) #27
  call void @free(ptr noundef %266) #27
  call void @free(ptr noundef %324) #27
  br label %366

366:                                              ; preds = %365, %162, %161
  %367 = phi i32 [ %67, %161 ], [ %163, %162 ], [ %163, %365 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  ret i32 %367
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce_scatter_block(ptr noundef captures(address_is_null) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #7 {
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
  br i1 %31, label %13, label %41, !llvm.loop !29

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
  %44 = icmp ne ptr %3, @ompi_mpi_double
  %45 = icmp eq ptr %3, @ompi_mpi_float
  %46 = xor i1 %45, true
  %47 = and i1 %44, %46
  br i1 %47, label %175, label %48

48:                                               ; preds = %41
  %49 = icmp eq ptr %4, @ompi_mpi_op_sum
  br i1 %49, label %77, label %50

50:                                               ; preds = %48
  %51 = icmp eq ptr %4, @ompi_mpi_op_prod
  %52 = icmp eq ptr %4, @ompi_mpi_op_min
  %53 = or i1 %51, %52
  %54 = icmp eq ptr %4, @ompi_mpi_op_max
  %55 = or i1 %54, %53
  br i1 %55, label %75, label %56

56:                                               ; preds = %50
  %57 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %58 = icmp sgt i32 %57, 0
  br i1 %58, label %59, label %73

59:                                               ; preds = %56
  %60 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %61 = zext nneg i32 %57 to i64
  br label %65

62:                                               ; preds = %65
  %63 = add nuw nsw i64 %66, 1
  %64 = icmp eq i64 %63, %61
  br i1 %64, label %73, label %65, !llvm.loop !205

65:                                               ; preds = %62, %59
  %66 = phi i64 [ 0, %59 ], [ %63, %62 ]
  %67 = getelementptr inbounds nuw %struct.op_reg, ptr %60, i64 %66
  %68 = load ptr, ptr %67, align 8, !tbaa !206
  %69 = icmp eq ptr %68, %4
  br i1 %69, label %70, label %62

70:                                               ; preds = %65
  %71 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %72 = load i32, ptr %71, align 8, !tbaa !209
  switch i32 %72, label %75 [
    i32 0, label %73
    i32 1, label %77
  ]

73:                                               ; preds = %62, %70, %56
  %74 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.43, i64 noundef %74) #30
  unreachable

75:                                               ; preds = %70, %50
  %76 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i64 noundef %76) #30
  unreachable

77:                                               ; preds = %70, %48
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #27
  %78 = call i32 @MPI_Comm_size(ptr noundef %5, ptr noundef nonnull %7) #27
  %79 = and i1 %44, %45
  %80 = icmp eq ptr %1, null
  br i1 %80, label %83, label %81

81:                                               ; preds = %77
  %82 = sext i32 %2 to i64
  br label %88

83:                                               ; preds = %77
  %84 = select i1 %79, i64 4, i64 8
  %85 = sext i32 %2 to i64
  %86 = add nsw i64 %85, 1
  %87 = call noalias ptr @calloc(i64 noundef %86, i64 noundef %84) #31
  br label %88

88:                                               ; preds = %81, %83
  %89 = phi i64 [ %82, %81 ], [ %85, %83 ]
  %90 = phi ptr [ %1, %81 ], [ %87, %83 ]
  %91 = phi ptr [ null, %81 ], [ %87, %83 ]
  %92 = load i32, ptr %7, align 4, !tbaa !5
  %93 = sext i32 %92 to i64
  %94 = mul nsw i64 %89, %93
  %95 = select i1 %79, i64 2, i64 3
  %96 = shl i64 %94, %95
  %97 = or disjoint i64 %96, 1
  %98 = call noalias ptr @malloc(i64 noundef %97) #29
  %99 = call i32 @MPI_Allgather(ptr noundef %90, i32 noundef %2, ptr noundef %3, ptr noundef %98, i32 noundef %2, ptr noundef %3, ptr noundef %5) #27
  %100 = load i32, ptr %7, align 4, !tbaa !5
  %101 = mul nsw i32 %100, %2
  %102 = icmp eq ptr %0, null
  br i1 %102, label %171, label %103

103:                                              ; preds = %88
  %104 = icmp sgt i32 %101, 0
  br i1 %44, label %105, label %129

105:                                              ; preds = %103
  br i1 %104, label %106, label %171

106:                                              ; preds = %105
  %107 = zext nneg i32 %101 to i64
  %108 = icmp ult i32 %101, 8
  br i1 %108, label %127, label %109

109:                                              ; preds = %106
  %110 = and i64 %107, 2147483640
  br label %111

111:                                              ; preds = %111, %109
  %112 = phi i64 [ 0, %109 ], [ %123, %111 ]
  %113 = getelementptr inbounds nuw float, ptr %98, i64 %112
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 16
  %115 = load <4 x float>, ptr %113, align 4, !tbaa !30
  %116 = load <4 x float>, ptr %114, align 4, !tbaa !30
  %117 = getelementptr inbounds nuw float, ptr %0, i64 %112
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 16
  %119 = load <4 x float>, ptr %117, align 4, !tbaa !30
  %120 = load <4 x float>, ptr %118, align 4, !tbaa !30
  %121 = fadd <4 x float> %115, %119
  %122 = fadd <4 x float> %116, %120
  store <4 x float> %121, ptr %117, align 4, !tbaa !30
  store <4 x float> %122, ptr %118, align 4, !tbaa !30
  %123 = add nuw i64 %112, 8
  %124 = icmp eq i64 %123, %110
  br i1 %124, label %125, label %111, !llvm.loop !210

125:                                              ; preds = %111
  %126 = icmp eq i64 %110, %107
  br i1 %126, label %171, label %127

127:                                              ; preds = %106, %125
  %128 = phi i64 [ 0, %106 ], [ %110, %125 ]
  br label %162

129:                                              ; preds = %103
  br i1 %104, label %130, label %171

130:                                              ; preds = %129
  %131 = zext nneg i32 %101 to i64
  %132 = icmp ult i32 %101, 4
  br i1 %132, label %151, label %133

133:                                              ; preds = %130
  %134 = and i64 %131, 2147483644
  br label %135

135:                                              ; preds = %135, %133
  %136 = phi i64 [ 0, %133 ], [ %147, %135 ]
  %137 = getelementptr inbounds nuw double, ptr %98, i64 %136
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 16
  %139 = load <2 x double>, ptr %137, align 8, !tbaa !35
  %140 = load <2 x double>, ptr %138, align 8, !tbaa !35
  %141 = getelementptr inbounds nuw double, ptr %0, i64 %136
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 16
  %143 = load <2 x double>, ptr %141, align 8, !tbaa !35
  %144 = load <2 x double>, ptr %142, align 8, !tbaa !35
  %145 = fadd <2 x double> %139, %143
  %146 = fadd <2 x double> %140, %144
  store <2 x double> %145, ptr %141, align 8, !tbaa !35
  store <2 x double> %146, ptr %142, align 8, !tbaa !35
  %147 = add nuw i64 %136, 4
  %148 = icmp eq i64 %147, %134
  br i1 %148, label %149, label %135, !llvm.loop !211

149:                                              ; preds = %135
  %150 = icmp eq i64 %134, %131
  br i1 %150, label %171, label %151

151:                                              ; preds = %130, %149
  %152 = phi i64 [ 0, %130 ], [ %134, %149 ]
  br label %153

153:                                              ; preds = %151, %153
  %154 = phi i64 [ %160, %153 ], [ %152, %151 ]
  %155 = getelementptr inbounds nuw double, ptr %98, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !35
  %157 = getelementptr inbounds nuw double, ptr %0, i64 %154
  %158 = load double, ptr %157, align 8, !tbaa !35
  %159 = fadd double %156, %158
  store double %159, ptr %157, align 8, !tbaa !35
  %160 = add nuw nsw i64 %154, 1
  %161 = icmp eq i64 %160, %131
  br i1 %161, label %171, label %153, !llvm.loop !212

162:                                              ; preds = %127, %162
  %163 = phi i64 [ %169, %162 ], [ %128, %127 ]
  %164 = getelementptr inbounds nuw float, ptr %98, i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !30
  %166 = getelementptr inbounds nuw float, ptr %0, i64 %163
  %167 = load float, ptr %166, align 4, !tbaa !30
  %168 = fadd float %165, %167
  store float %168, ptr %166, align 4, !tbaa !30
  %169 = add nuw nsw i64 %163, 1
  %170 = icmp eq i64 %169, %107
  br i1 %170, label %171, label %162, !llvm.loop !213

171:                                              ; preds = %153, %162, %149, %125, %88, %105, %129
  br i1 %80, label %174, label %172

172:                                              ; preds = %171
  %173 = shl nsw i64 %89, %95
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %173, i1 false)
  br label %174

174:                                              ; preds = %171, %172
  call void @free(ptr noundef %91) #27
  call void @free(ptr noundef %98) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #27
  br label %175

175:                                              ; preds = %41, %174
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @__mpiad_aug_comm_free(ptr noundef writeonly captures(none) initializes((0, 8)) %0) local_unnamed_addr #15 {
  store ptr @ompi_mpi_comm_null, ptr %0, align 8, !tbaa !97
  ret i32 0
}

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none)
define void @__mpiad_rev_comm_free(ptr noundef %0) local_unnamed_addr #16 {
  %2 = icmp eq ptr %0, @ompi_mpi_comm_null
  br i1 %2, label %20, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @n_freed, align 4, !tbaa !5
  %5 = load i32, ptr @cap_freed, align 4, !tbaa !5
  %6 = icmp eq i32 %4, %5
  %7 = load ptr, ptr @freed_comms, align 8, !tbaa !214
  br i1 %6, label %8, label %15

8:                                                ; preds = %3
  %9 = icmp eq i32 %4, 0
  %10 = shl nsw i32 %4, 1
  %11 = select i1 %9, i32 8, i32 %10
  store i32 %11, ptr @cap_freed, align 4, !tbaa !5
  %12 = sext i32 %11 to i64
  %13 = shl nsw i64 %12, 3
  %14 = tail call ptr @realloc(ptr noundef %7, i64 noundef %13) #32
  store ptr %14, ptr @freed_comms, align 8, !tbaa !214
  br label %15

15:                                               ; preds = %8, %3
  %16 = phi ptr [ %14, %8 ], [ %7, %3 ]
  %17 = add nsw i32 %4, 1
  store i32 %17, ptr @n_freed, align 4, !tbaa !5
  %18 = sext i32 %4 to i64
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18
  store ptr %0, ptr %19, align 8, !tbaa !97
  br label %20

20:                                               ; preds = %1, %15
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr noundef captures(none), i64 noundef) local_unnamed_addr #17

; Function Attrs: nounwind
define void @__mpiad_rev_comm_made(ptr noundef %0) local_unnamed_addr #7 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8, !tbaa !97
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
  %12 = getelementptr inbounds nuw ptr, ptr %4, i64 %11
  %13 = load ptr, ptr %12, align 8, !tbaa !97
  %14 = icmp eq ptr %13, %0
  br i1 %14, label %15, label %6, !llvm.loop !216

15:                                               ; preds = %10
  %16 = getelementptr inbounds nuw ptr, ptr %4, i64 %11
  %17 = add nsw i32 %3, -1
  store i32 %17, ptr @n_freed, align 4, !tbaa !5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds ptr, ptr %4, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !97
  store ptr %20, ptr %16, align 8, !tbaa !97
  %21 = call i32 @MPI_Comm_free(ptr noundef nonnull %2) #27
  br label %22

22:                                               ; preds = %6, %15
  ret void
}

declare i32 @MPI_Comm_free(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none)
define void @mpiad_register_op_derivative(ptr noundef %0, i32 noundef %1) local_unnamed_addr #16 {
  %3 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %4 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 4
  %8 = tail call ptr @realloc(ptr noundef %3, i64 noundef %7) #32
  store ptr %8, ptr @op_regs, align 8, !tbaa !15
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds %struct.op_reg, ptr %8, i64 %9
  store ptr %0, ptr %10, align 8, !tbaa !206
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %1, ptr %11, align 8, !tbaa !209
  store i32 %5, ptr @n_op_regs, align 4, !tbaa !5
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_allreduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #7 {
  %10 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.21, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef -1, ptr noundef %8)
  ret i32 %10
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_reduce(ptr noundef %0, ptr noundef %1, ptr noundef readonly captures(address) %2, ptr noundef %3, ptr noundef readonly captures(address) %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) unnamed_addr #7 {
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca [128 x double], align 16
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = icmp ne ptr %7, @ompi_mpi_double_int
  %19 = icmp eq ptr %7, @ompi_mpi_2dblprec
  %20 = select i1 %19, i32 2, i32 0
  %21 = select i1 %18, i32 %20, i32 1
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %157, label %23

23:                                               ; preds = %11
  %24 = icmp eq ptr %8, @ompi_mpi_op_minloc
  br i1 %24, label %29, label %25

25:                                               ; preds = %23
  %26 = icmp eq ptr %8, @ompi_mpi_op_maxloc
  br i1 %26, label %29, label %27

27:                                               ; preds = %25
  %28 = ptrtoint ptr %8 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.44, i64 noundef %28) #30
  unreachable

29:                                               ; preds = %25, %23
  %30 = phi i32 [ 1, %23 ], [ 2, %25 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %31 = add nsw i32 %5, 2
  %32 = call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %16) #27
  %33 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  %34 = icmp slt i32 %9, 0
  %35 = load i32, ptr %16, align 4
  %36 = icmp eq i32 %35, %9
  %37 = select i1 %34, i1 true, i1 %36
  %38 = sext i32 %6 to i64
  %39 = sext i32 %31 to i64
  %40 = shl nsw i64 %39, 3
  %41 = mul i64 %40, %38
  %42 = add i64 %41, 8
  %43 = call noalias ptr @malloc(i64 noundef %42) #29
  %44 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %46, label %55

46:                                               ; preds = %29
  %47 = call ptr @getenv(ptr noundef nonnull @.str.31) #27
  %48 = icmp eq ptr %47, null
  br i1 %48, label %53, label %49

49:                                               ; preds = %46
  %50 = load i8, ptr %47, align 1, !tbaa !14
  %51 = icmp ne i8 %50, 48
  %52 = zext i1 %51 to i32
  br label %53

53:                                               ; preds = %49, %46
  %54 = phi i32 [ 1, %46 ], [ %52, %49 ]
  store i32 %54, ptr @fuse_flag, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %53, %29
  %56 = phi i32 [ %54, %53 ], [ %44, %29 ]
  %57 = icmp eq i32 %56, 0
  %58 = and i1 %33, %57
  br i1 %58, label %59, label %63

59:                                               ; preds = %55
  %60 = shl nsw i64 %38, 4
  %61 = or disjoint i64 %60, 1
  %62 = call noalias ptr @malloc(i64 noundef %61) #29
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %62, ptr align 1 %3, i64 %60, i1 false)
  br label %65

63:                                               ; preds = %55
  %64 = select i1 %33, ptr %3, ptr %1
  br i1 %57, label %65, label %72

65:                                               ; preds = %63, %59
  %66 = phi ptr [ %62, %59 ], [ null, %63 ]
  %67 = phi ptr [ %62, %59 ], [ %64, %63 ]
  br i1 %34, label %68, label %70

68:                                               ; preds = %65
  %69 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %10) #27
  br label %72

70:                                               ; preds = %65
  %71 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) #27
  br label %72

72:                                               ; preds = %70, %68, %63
  %73 = phi ptr [ null, %63 ], [ %66, %68 ], [ %66, %70 ]
  %74 = phi ptr [ %64, %63 ], [ %67, %68 ], [ %67, %70 ]
  %75 = phi i32 [ 0, %63 ], [ %69, %68 ], [ %71, %70 ]
  %76 = select i1 %33, ptr %4, ptr %2
  %77 = call fastcc i32 @reduce_loc_tuples(i32 noundef range(i32 1, 3) %21, i32 noundef %30, ptr noundef %74, ptr noundef %76, i32 noundef %5, i32 noundef %6, ptr noundef %43, i32 noundef %9, ptr noundef %10)
  %78 = icmp sgt i32 %6, 0
  %79 = and i1 %78, %37
  br i1 %79, label %80, label %155

80:                                               ; preds = %72
  %81 = icmp ne ptr %4, null
  %82 = icmp sgt i32 %5, 0
  %83 = and i1 %81, %82
  %84 = and i1 %18, %19
  %85 = icmp eq i32 %5, 1
  %86 = and i32 %5, 2147483646
  %87 = zext nneg i32 %86 to i64
  %88 = and i32 %5, 1
  %89 = icmp eq i32 %88, 0
  %90 = and i32 %5, 1
  %91 = icmp ne i32 %90, 0
  br label %92

92:                                               ; preds = %125, %80
  %93 = phi i64 [ 0, %80 ], [ %126, %125 ]
  br i1 %57, label %107, label %94

94:                                               ; preds = %92
  %95 = mul nsw i64 %93, %39
  %96 = getelementptr inbounds double, ptr %43, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !35
  %98 = getelementptr i8, ptr %96, i64 8
  %99 = load double, ptr %98, align 8, !tbaa !35
  %100 = shl nsw i64 %93, 4
  %101 = getelementptr inbounds nuw i8, ptr %3, i64 %100
  store double %97, ptr %101, align 8, !tbaa !35
  br i1 %18, label %105, label %102

102:                                              ; preds = %94
  %103 = fptosi double %99 to i32
  %104 = getelementptr inbounds nuw i8, ptr %101, i64 8
  store i32 %103, ptr %104, align 4, !tbaa !5
  br label %107

105:                                              ; preds = %94
  %106 = getelementptr inbounds nuw i8, ptr %101, i64 8
  store double %99, ptr %106, align 8, !tbaa !35
  br label %107

107:                                              ; preds = %105, %102, %92
  br i1 %83, label %108, label %125

108:                                              ; preds = %107
  %109 = mul nuw nsw i64 %93, %39
  %110 = getelementptr double, ptr %43, i64 %109
  %111 = getelementptr i8, ptr %110, i64 16
  %112 = shl nsw i64 %93, 4
  br i1 %85, label %114, label %128

113:                                              ; preds = %151
  br i1 %89, label %125, label %114

114:                                              ; preds = %113, %108
  %115 = phi i64 [ 0, %108 ], [ %152, %113 ]
  call void @llvm.assume(i1 %91)
  %116 = getelementptr inbounds nuw ptr, ptr %4, i64 %115
  %117 = load ptr, ptr %116, align 8, !tbaa !15
  %118 = icmp eq ptr %117, null
  br i1 %118, label %125, label %119

119:                                              ; preds = %114
  %120 = getelementptr double, ptr %111, i64 %115
  %121 = load double, ptr %120, align 8, !tbaa !35
  %122 = getelementptr inbounds nuw i8, ptr %117, i64 %112
  store double %121, ptr %122, align 8, !tbaa !35
  br i1 %84, label %123, label %125

123:                                              ; preds = %119
  %124 = getelementptr inbounds nuw i8, ptr %122, i64 8
  store double 0.000000e+00, ptr %124, align 8, !tbaa !35
  br label %125

125:                                              ; preds = %113, %123, %119, %114, %107
  %126 = add nuw nsw i64 %93, 1
  %127 = icmp eq i64 %126, %38
  br i1 %127, label %155, label %92, !llvm.loop !217

128:                                              ; preds = %108, %151
  %129 = phi i64 [ %152, %151 ], [ 0, %108 ]
  %130 = phi i64 [ %153, %151 ], [ 0, %108 ]
  %131 = getelementptr inbounds nuw ptr, ptr %4, i64 %129
  %132 = load ptr, ptr %131, align 8, !tbaa !15
  %133 = icmp eq ptr %132, null
  br i1 %133, label %140, label %134

134:                                              ; preds = %128
  %135 = getelementptr double, ptr %111, i64 %129
  %136 = load double, ptr %135, align 8, !tbaa !35
  %137 = getelementptr inbounds nuw i8, ptr %132, i64 %112
  store double %136, ptr %137, align 8, !tbaa !35
  br i1 %84, label %138, label %140

138:                                              ; preds = %134
  %139 = getelementptr inbounds nuw i8, ptr %137, i64 8
  store double 0.000000e+00, ptr %139, align 8, !tbaa !35
  br label %140

140:                                              ; preds = %138, %134, %128
  %141 = or disjoint i64 %129, 1
  %142 = getelementptr inbounds nuw ptr, ptr %4, i64 %141
  %143 = load ptr, ptr %142, align 8, !tbaa !15
  %144 = icmp eq ptr %143, null
  br i1 %144, label %151, label %145

145:                                              ; preds = %140
  %146 = getelementptr double, ptr %111, i64 %141
  %147 = load double, ptr %146, align 8, !tbaa !35
  %148 = getelementptr inbounds nuw i8, ptr %143, i64 %112
  store double %147, ptr %148, align 8, !tbaa !35
  br i1 %84, label %149, label %151

149:                                              ; preds = %145
  %150 = getelementptr inbounds nuw i8, ptr %148, i64 8
  store double 0.000000e+00, ptr %150, align 8, !tbaa !35
  br label %151

151:                                              ; preds = %149, %145, %140
  %152 = add nuw nsw i64 %129, 2
  %153 = add i64 %130, 2
  %154 = icmp eq i64 %153, %87
  br i1 %154, label %113, label %128, !llvm.loop !218

155:                                              ; preds = %125, %72
  %156 = select i1 %57, i32 %75, i32 %77
  call void @free(ptr noundef %43) #27
  call void @free(ptr noundef %73) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  br label %726

157:                                              ; preds = %11
  %158 = icmp ne ptr %7, @ompi_mpi_double
  %159 = icmp eq ptr %7, @ompi_mpi_float
  %160 = select i1 %159, i32 2, i32 0
  %161 = select i1 %158, i32 %160, i32 1
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #27
  %162 = call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %17) #27
  %163 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  %164 = icmp eq i32 %161, 0
  br i1 %164, label %523, label %165

165:                                              ; preds = %157
  %166 = icmp eq ptr %8, @ompi_mpi_op_sum
  br i1 %166, label %193, label %167

167:                                              ; preds = %165
  %168 = icmp eq ptr %8, @ompi_mpi_op_prod
  br i1 %168, label %193, label %169

169:                                              ; preds = %167
  %170 = icmp eq ptr %8, @ompi_mpi_op_min
  br i1 %170, label %193, label %171

171:                                              ; preds = %169
  %172 = icmp eq ptr %8, @ompi_mpi_op_max
  br i1 %172, label %193, label %173

173:                                              ; preds = %171
  %174 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %175 = icmp sgt i32 %174, 0
  br i1 %175, label %176, label %191

176:                                              ; preds = %173
  %177 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %178 = zext nneg i32 %174 to i64
  br label %182

179:                                              ; preds = %182
  %180 = add nuw nsw i64 %183, 1
  %181 = icmp eq i64 %180, %178
  br i1 %181, label %191, label %182, !llvm.loop !205

182:                                              ; preds = %179, %176
  %183 = phi i64 [ 0, %176 ], [ %180, %179 ]
  %184 = getelementptr inbounds nuw %struct.op_reg, ptr %177, i64 %183
  %185 = load ptr, ptr %184, align 8, !tbaa !206
  %186 = icmp eq ptr %185, %8
  br i1 %186, label %187, label %179

187:                                              ; preds = %182
  %188 = getelementptr inbounds nuw i8, ptr %184, i64 8
  %189 = load i32, ptr %188, align 8, !tbaa !209
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %191, label %193

191:                                              ; preds = %179, %187, %173
  %192 = ptrtoint ptr %8 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.43, i64 noundef %192) #30
  unreachable

193:                                              ; preds = %187, %165, %167, %169, %171
  %194 = phi i32 [ 3, %169 ], [ 4, %171 ], [ 1, %165 ], [ 2, %167 ], [ %189, %187 ]
  %195 = icmp ne ptr %8, @ompi_mpi_op_sum
  %196 = icmp ne ptr %8, @ompi_mpi_op_prod
  %197 = and i1 %195, %196
  %198 = icmp ne ptr %8, @ompi_mpi_op_min
  %199 = and i1 %198, %197
  %200 = icmp ne ptr %8, @ompi_mpi_op_max
  %201 = and i1 %200, %199
  br i1 %201, label %512, label %202

202:                                              ; preds = %193
  %203 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %204 = icmp slt i32 %203, 0
  br i1 %204, label %205, label %214

205:                                              ; preds = %202
  %206 = call ptr @getenv(ptr noundef nonnull @.str.31) #27
  %207 = icmp eq ptr %206, null
  br i1 %207, label %212, label %208

208:                                              ; preds = %205
  %209 = load i8, ptr %206, align 1, !tbaa !14
  %210 = icmp ne i8 %209, 48
  %211 = zext i1 %210 to i32
  br label %212

212:                                              ; preds = %208, %205
  %213 = phi i32 [ 1, %205 ], [ %211, %208 ]
  store i32 %213, ptr @fuse_flag, align 4, !tbaa !5
  br label %214

214:                                              ; preds = %202, %212
  %215 = phi i32 [ %213, %212 ], [ %203, %202 ]
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %512, label %217

217:                                              ; preds = %214
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %218 = call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %13) #27
  %219 = select i1 %163, ptr %3, ptr %1
  %220 = select i1 %163, ptr %4, ptr %2
  %221 = add nsw i32 %5, 1
  %222 = icmp sgt i32 %9, -1
  %223 = load i32, ptr %13, align 4
  %224 = icmp ne i32 %223, %9
  %225 = select i1 %222, i1 %224, i1 false
  %226 = and i1 %158, %159
  %227 = sext i32 %6 to i64
  %228 = sext i32 %221 to i64
  %229 = mul nsw i64 %227, %228
  %230 = select i1 %226, i64 2, i64 3
  %231 = shl i64 %229, %230
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %232 = icmp ult i64 %231, 513
  br i1 %232, label %233, label %235

233:                                              ; preds = %217
  %234 = getelementptr inbounds nuw i8, ptr %14, i64 512
  br label %242

235:                                              ; preds = %217
  %236 = shl i64 %231, 1
  %237 = add i64 %236, 16
  %238 = call noalias ptr @malloc(i64 noundef %237) #29
  %239 = add i64 %231, 15
  %240 = and i64 %239, -16
  %241 = getelementptr inbounds nuw i8, ptr %238, i64 %240
  br label %242

242:                                              ; preds = %235, %233
  %243 = phi ptr [ %234, %233 ], [ %241, %235 ]
  %244 = phi ptr [ null, %233 ], [ %238, %235 ]
  %245 = phi ptr [ %14, %233 ], [ %238, %235 ]
  %246 = icmp eq i32 %194, 1
  br i1 %246, label %247, label %334

247:                                              ; preds = %242
  %248 = shl nsw i64 %227, %230
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %245, ptr readonly align 1 %219, i64 %248, i1 false)
  %249 = icmp sgt i32 %5, 0
  br i1 %249, label %250, label %294

250:                                              ; preds = %247
  %251 = icmp eq ptr %220, null
  %252 = zext nneg i32 %5 to i64
  %253 = and i64 %252, 1
  %254 = icmp eq i32 %5, 1
  br i1 %254, label %283, label %255

255:                                              ; preds = %250
  %256 = and i64 %252, 2147483646
  br label %257

257:                                              ; preds = %277, %255
  %258 = phi i64 [ 0, %255 ], [ %278, %277 ]
  %259 = phi ptr [ %245, %255 ], [ %269, %277 ]
  %260 = phi i64 [ 0, %255 ], [ %279, %277 ]
  %261 = getelementptr inbounds nuw i8, ptr %259, i64 %248
  br i1 %251, label %267, label %262

262:                                              ; preds = %257
  %263 = getelementptr inbounds nuw ptr, ptr %220, i64 %258
  %264 = load ptr, ptr %263, align 8, !tbaa !15
  %265 = icmp eq ptr %264, null
  br i1 %265, label %267, label %266

266:                                              ; preds = %262
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %261, ptr nonnull align 1 %264, i64 %248, i1 false)
  br label %268

267:                                              ; preds = %262, %257
  call void @llvm.memset.p0.i64(ptr align 1 %261, i8 0, i64 %248, i1 false)
  br label %268

268:                                              ; preds = %267, %266
  %269 = getelementptr inbounds nuw i8, ptr %261, i64 %248
  br i1 %251, label %276, label %270

270:                                              ; preds = %268
  %271 = getelementptr inbounds nuw ptr, ptr %220, i64 %258
  %272 = getelementptr inbounds nuw i8, ptr %271, i64 8
  %273 = load ptr, ptr %272, align 8, !tbaa !15
  %274 = icmp eq ptr %273, null
  br i1 %274, label %276, label %275

275:                                              ; preds = %270
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %269, ptr nonnull align 1 %273, i64 %248, i1 false)
  br label %277

276:                                              ; preds = %270, %268
  call void @llvm.memset.p0.i64(ptr align 1 %269, i8 0, i64 %248, i1 false)
  br label %277

277:                                              ; preds = %276, %275
  %278 = add nuw nsw i64 %258, 2
  %279 = add i64 %260, 2
  %280 = icmp eq i64 %279, %256
  br i1 %280, label %281, label %257, !llvm.loop !16

281:                                              ; preds = %277
  %282 = icmp eq i64 %253, 0
  br i1 %282, label %294, label %283

283:                                              ; preds = %281, %250
  %284 = phi i64 [ 0, %250 ], [ %278, %281 ]
  %285 = phi ptr [ %245, %250 ], [ %269, %281 ]
  %286 = icmp ne i64 %253, 0
  call void @llvm.assume(i1 %286)
  %287 = getelementptr inbounds nuw i8, ptr %285, i64 %248
  br i1 %251, label %293, label %288

288:                                              ; preds = %283
  %289 = getelementptr inbounds nuw ptr, ptr %220, i64 %284
  %290 = load ptr, ptr %289, align 8, !tbaa !15
  %291 = icmp eq ptr %290, null
  br i1 %291, label %293, label %292

292:                                              ; preds = %288
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %287, ptr nonnull align 1 %290, i64 %248, i1 false)
  br label %294

293:                                              ; preds = %288, %283
  call void @llvm.memset.p0.i64(ptr align 1 %287, i8 0, i64 %248, i1 false)
  br label %294

294:                                              ; preds = %281, %293, %292, %247
  %295 = mul nsw i32 %6, %221
  br i1 %222, label %298, label %296

296:                                              ; preds = %294
  %297 = call i32 @MPI_Allreduce(ptr noundef %245, ptr noundef %243, i32 noundef %295, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %10) #27
  br label %300

298:                                              ; preds = %294
  %299 = call i32 @MPI_Reduce(ptr noundef %245, ptr noundef %243, i32 noundef %295, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %9, ptr noundef %10) #27
  br label %300

300:                                              ; preds = %298, %296
  %301 = phi i32 [ %297, %296 ], [ %299, %298 ]
  br i1 %225, label %510, label %302

302:                                              ; preds = %300
  %303 = icmp eq ptr %3, null
  br i1 %303, label %305, label %304

304:                                              ; preds = %302
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3, ptr readonly align 1 %243, i64 %248, i1 false)
  br label %305

305:                                              ; preds = %304, %302
  %306 = icmp ne ptr %4, null
  %307 = and i1 %306, %249
  br i1 %307, label %308, label %510

308:                                              ; preds = %305
  %309 = zext nneg i32 %5 to i64
  %310 = and i64 %309, 1
  %311 = icmp eq i32 %5, 1
  br i1 %311, label %501, label %312

312:                                              ; preds = %308
  %313 = and i64 %309, 2147483646
  br label %314

314:                                              ; preds = %330, %312
  %315 = phi i64 [ 0, %312 ], [ %331, %330 ]
  %316 = phi ptr [ %243, %312 ], [ %324, %330 ]
  %317 = phi i64 [ 0, %312 ], [ %332, %330 ]
  %318 = getelementptr inbounds nuw i8, ptr %316, i64 %248
  %319 = getelementptr inbounds nuw ptr, ptr %4, i64 %315
  %320 = load ptr, ptr %319, align 8, !tbaa !15
  %321 = icmp eq ptr %320, null
  br i1 %321, label %323, label %322

322:                                              ; preds = %314
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %320, ptr align 1 %318, i64 %248, i1 false)
  br label %323

323:                                              ; preds = %322, %314
  %324 = getelementptr inbounds nuw i8, ptr %318, i64 %248
  %325 = getelementptr inbounds nuw ptr, ptr %4, i64 %315
  %326 = getelementptr inbounds nuw i8, ptr %325, i64 8
  %327 = load ptr, ptr %326, align 8, !tbaa !15
  %328 = icmp eq ptr %327, null
  br i1 %328, label %330, label %329

329:                                              ; preds = %323
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %327, ptr align 1 %324, i64 %248, i1 false)
  br label %330

330:                                              ; preds = %329, %323
  %331 = add nuw nsw i64 %315, 2
  %332 = add i64 %317, 2
  %333 = icmp eq i64 %332, %313
  br i1 %333, label %499, label %314, !llvm.loop !44

334:                                              ; preds = %242
  %335 = icmp slt i32 %6, 1
  br i1 %335, label %381, label %336

336:                                              ; preds = %334
  %337 = icmp sgt i32 %5, 0
  %338 = icmp eq ptr %220, null
  %339 = zext nneg i32 %5 to i64
  br label %340

340:                                              ; preds = %354, %336
  %341 = phi i64 [ 0, %336 ], [ %355, %354 ]
  %342 = mul nsw i64 %341, %228
  br i1 %158, label %347, label %343

343:                                              ; preds = %340
  %344 = getelementptr inbounds nuw double, ptr %219, i64 %341
  %345 = load double, ptr %344, align 8, !tbaa !35
  %346 = getelementptr inbounds double, ptr %245, i64 %342
  store double %345, ptr %346, align 8, !tbaa !35
  br label %351

347:                                              ; preds = %340
  %348 = getelementptr inbounds nuw float, ptr %219, i64 %341
  %349 = load float, ptr %348, align 4, !tbaa !30
  %350 = getelementptr inbounds float, ptr %245, i64 %342
  store float %349, ptr %350, align 4, !tbaa !30
  br label %351

351:                                              ; preds = %347, %343
  br i1 %337, label %352, label %354

352:                                              ; preds = %351
  %353 = add nuw nsw i64 %342, 1
  br label %357

354:                                              ; preds = %378, %351
  %355 = add nuw nsw i64 %341, 1
  %356 = icmp eq i64 %355, %227
  br i1 %356, label %381, label %340, !llvm.loop !219

357:                                              ; preds = %378, %352
  %358 = phi i64 [ 0, %352 ], [ %379, %378 ]
  %359 = add nuw nsw i64 %353, %358
  br i1 %338, label %371, label %360

360:                                              ; preds = %357
  %361 = getelementptr inbounds nuw ptr, ptr %220, i64 %358
  %362 = load ptr, ptr %361, align 8, !tbaa !15
  %363 = icmp eq ptr %362, null
  br i1 %363, label %371, label %364

364:                                              ; preds = %360
  br i1 %158, label %368, label %365

365:                                              ; preds = %364
  %366 = getelementptr inbounds nuw double, ptr %362, i64 %341
  %367 = load double, ptr %366, align 8, !tbaa !35
  br label %372

368:                                              ; preds = %364
  %369 = getelementptr inbounds nuw float, ptr %362, i64 %341
  %370 = load float, ptr %369, align 4, !tbaa !30
  br label %375

371:                                              ; preds = %360, %357
  br i1 %158, label %375, label %372

372:                                              ; preds = %371, %365
  %373 = phi double [ %367, %365 ], [ 0.000000e+00, %371 ]
  %374 = getelementptr inbounds nuw double, ptr %245, i64 %359
  store double %373, ptr %374, align 8, !tbaa !35
  br label %378

375:                                              ; preds = %371, %368
  %376 = phi float [ %370, %368 ], [ 0.000000e+00, %371 ]
  %377 = getelementptr inbounds nuw float, ptr %245, i64 %359
  store float %376, ptr %377, align 4, !tbaa !30
  br label %378

378:                                              ; preds = %375, %372
  %379 = add nuw nsw i64 %358, 1
  %380 = icmp eq i64 %379, %339
  br i1 %380, label %354, label %357, !llvm.loop !220

381:                                              ; preds = %354, %334
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %382 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %383 = icmp sgt i32 %382, 0
  br i1 %383, label %384, label %401

384:                                              ; preds = %381
  %385 = zext nneg i32 %382 to i64
  br label %386

386:                                              ; preds = %395, %384
  %387 = phi i64 [ 0, %384 ], [ %396, %395 ]
  %388 = getelementptr inbounds nuw %struct.anon.1, ptr @tup_types, i64 %387
  %389 = load i32, ptr %388, align 16, !tbaa !221
  %390 = icmp eq i32 %389, %161
  br i1 %390, label %391, label %395

391:                                              ; preds = %386
  %392 = getelementptr inbounds nuw i8, ptr %388, i64 4
  %393 = load i32, ptr %392, align 4, !tbaa !223
  %394 = icmp eq i32 %393, %5
  br i1 %394, label %398, label %395

395:                                              ; preds = %391, %386
  %396 = add nuw nsw i64 %387, 1
  %397 = icmp eq i64 %396, %385
  br i1 %397, label %401, label %386, !llvm.loop !224

398:                                              ; preds = %391
  %399 = getelementptr inbounds nuw i8, ptr %388, i64 8
  %400 = load ptr, ptr %399, align 8, !tbaa !225
  br label %415

401:                                              ; preds = %395, %381
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %402 = select i1 %158, ptr @ompi_mpi_float, ptr @ompi_mpi_double
  %403 = call i32 @MPI_Type_contiguous(i32 noundef %221, ptr noundef nonnull %402, ptr noundef nonnull %12) #27
  %404 = call i32 @MPI_Type_commit(ptr noundef nonnull %12) #27
  %405 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %406 = icmp ne i32 %405, 16
  %407 = load ptr, ptr %12, align 8, !tbaa !56
  br i1 %406, label %408, label %414

408:                                              ; preds = %401
  %409 = sext i32 %405 to i64
  %410 = getelementptr inbounds %struct.anon.1, ptr @tup_types, i64 %409
  store i32 %161, ptr %410, align 16, !tbaa !221
  %411 = getelementptr inbounds nuw i8, ptr %410, i64 4
  store i32 %5, ptr %411, align 4, !tbaa !223
  %412 = add nsw i32 %405, 1
  store i32 %412, ptr @n_tup_types, align 4, !tbaa !5
  %413 = getelementptr inbounds nuw i8, ptr %410, i64 8
  store ptr %407, ptr %413, align 8, !tbaa !225
  br label %414

414:                                              ; preds = %408, %401
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %415

415:                                              ; preds = %414, %398
  %416 = phi i1 [ true, %398 ], [ %406, %414 ]
  %417 = phi ptr [ %400, %398 ], [ %407, %414 ]
  store ptr %417, ptr %15, align 8, !tbaa !56
  %418 = add nsw i32 %161, -1
  %419 = zext nneg i32 %418 to i64
  %420 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops_made, i64 %419
  %421 = sext i32 %194 to i64
  %422 = getelementptr inbounds i32, ptr %420, i64 %421
  %423 = load i32, ptr %422, align 4, !tbaa !5
  %424 = icmp eq i32 %423, 0
  br i1 %424, label %425, label %441

425:                                              ; preds = %415
  %426 = icmp eq i32 %194, 2
  br i1 %158, label %431, label %427

427:                                              ; preds = %425
  br i1 %426, label %435, label %428

428:                                              ; preds = %427
  %429 = icmp eq i32 %194, 3
  %430 = select i1 %429, ptr @tup_min_d, ptr @tup_max_d
  br label %435

431:                                              ; preds = %425
  br i1 %426, label %435, label %432

432:                                              ; preds = %431
  %433 = icmp eq i32 %194, 3
  %434 = select i1 %433, ptr @tup_min_f, ptr @tup_max_f
  br label %435

435:                                              ; preds = %432, %431, %428, %427
  %436 = phi ptr [ @tup_prod_d, %427 ], [ %430, %428 ], [ %434, %432 ], [ @tup_prod_f, %431 ]
  %437 = zext i1 %426 to i32
  %438 = getelementptr inbounds nuw [5 x ptr], ptr @tup_ops, i64 %419
  %439 = getelementptr inbounds ptr, ptr %438, i64 %421
  %440 = call i32 @MPI_Op_create(ptr noundef nonnull %436, i32 noundef %437, ptr noundef nonnull %439) #27
  store i32 1, ptr %422, align 4, !tbaa !5
  br label %441

441:                                              ; preds = %435, %415
  %442 = getelementptr inbounds nuw [5 x ptr], ptr @tup_ops, i64 %419
  %443 = getelementptr inbounds ptr, ptr %442, i64 %421
  %444 = load ptr, ptr %443, align 8, !tbaa !226
  br i1 %222, label %447, label %445

445:                                              ; preds = %441
  %446 = call i32 @MPI_Allreduce(ptr noundef %245, ptr noundef %243, i32 noundef %6, ptr noundef %417, ptr noundef %444, ptr noundef %10) #27
  br label %449

447:                                              ; preds = %441
  %448 = call i32 @MPI_Reduce(ptr noundef %245, ptr noundef %243, i32 noundef %6, ptr noundef %417, ptr noundef %444, i32 noundef %9, ptr noundef %10) #27
  br label %449

449:                                              ; preds = %447, %445
  %450 = phi i32 [ %446, %445 ], [ %448, %447 ]
  br i1 %416, label %453, label %451

451:                                              ; preds = %449
  %452 = call i32 @MPI_Type_free(ptr noundef nonnull %15) #27
  br label %453

453:                                              ; preds = %451, %449
  %454 = or i1 %335, %225
  br i1 %454, label %498, label %455

455:                                              ; preds = %453
  %456 = icmp eq ptr %3, null
  %457 = icmp eq ptr %4, null
  %458 = icmp slt i32 %5, 1
  %459 = or i1 %457, %458
  %460 = zext nneg i32 %5 to i64
  br label %461

461:                                              ; preds = %495, %455
  %462 = phi i64 [ 0, %455 ], [ %496, %495 ]
  br i1 %456, label %473, label %463

463:                                              ; preds = %461
  %464 = mul nsw i64 %462, %228
  br i1 %158, label %469, label %465

465:                                              ; preds = %463
  %466 = getelementptr inbounds double, ptr %243, i64 %464
  %467 = load double, ptr %466, align 8, !tbaa !35
  %468 = getelementptr inbounds nuw double, ptr %3, i64 %462
  store double %467, ptr %468, align 8, !tbaa !35
  br label %473

469:                                              ; preds = %463
  %470 = getelementptr inbounds float, ptr %243, i64 %464
  %471 = load float, ptr %470, align 4, !tbaa !30
  %472 = getelementptr inbounds nuw float, ptr %3, i64 %462
  store float %471, ptr %472, align 4, !tbaa !30
  br label %473

473:                                              ; preds = %469, %465, %461
  br i1 %459, label %495, label %474

474:                                              ; preds = %473
  %475 = mul nuw nsw i64 %462, %228
  %476 = add nuw nsw i64 %475, 1
  br label %477

477:                                              ; preds = %492, %474
  %478 = phi i64 [ 0, %474 ], [ %493, %492 ]
  %479 = getelementptr inbounds nuw ptr, ptr %4, i64 %478
  %480 = load ptr, ptr %479, align 8, !tbaa !15
  %481 = icmp eq ptr %480, null
  br i1 %481, label %492, label %482

482:                                              ; preds = %477
  %483 = add nuw nsw i64 %476, %478
  br i1 %158, label %488, label %484

484:                                              ; preds = %482
  %485 = getelementptr inbounds nuw double, ptr %243, i64 %483
  %486 = load double, ptr %485, align 8, !tbaa !35
  %487 = getelementptr inbounds nuw double, ptr %480, i64 %462
  store double %486, ptr %487, align 8, !tbaa !35
  br label %492

488:                                              ; preds = %482
  %489 = getelementptr inbounds nuw float, ptr %243, i64 %483
  %490 = load float, ptr %489, align 4, !tbaa !30
  %491 = getelementptr inbounds nuw float, ptr %480, i64 %462
  store float %490, ptr %491, align 4, !tbaa !30
  br label %492

492:                                              ; preds = %488, %484, %477
  %493 = add nuw nsw i64 %478, 1
  %494 = icmp eq i64 %493, %460
  br i1 %494, label %495, label %477, !llvm.loop !144

495:                                              ; preds = %492, %473
  %496 = add nuw nsw i64 %462, 1
  %497 = icmp eq i64 %496, %227
  br i1 %497, label %498, label %461, !llvm.loop !145

498:                                              ; preds = %495, %453
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  br label %510

499:                                              ; preds = %330
  %500 = icmp eq i64 %310, 0
  br i1 %500, label %510, label %501

501:                                              ; preds = %499, %308
  %502 = phi i64 [ 0, %308 ], [ %331, %499 ]
  %503 = phi ptr [ %243, %308 ], [ %324, %499 ]
  %504 = icmp ne i64 %310, 0
  call void @llvm.assume(i1 %504)
  %505 = getelementptr inbounds nuw ptr, ptr %4, i64 %502
  %506 = load ptr, ptr %505, align 8, !tbaa !15
  %507 = icmp eq ptr %506, null
  br i1 %507, label %510, label %508

508:                                              ; preds = %501
  %509 = getelementptr inbounds nuw i8, ptr %503, i64 %248
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %506, ptr align 1 %509, i64 %248, i1 false)
  br label %510

510:                                              ; preds = %499, %508, %501, %300, %305, %498
  %511 = phi i32 [ %450, %498 ], [ %301, %300 ], [ %301, %305 ], [ %301, %501 ], [ %301, %508 ], [ %301, %499 ]
  call void @free(ptr noundef %244) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  br label %724

512:                                              ; preds = %214, %193
  %513 = and i1 %158, %159
  %514 = select i1 %513, i64 4, i64 8
  %515 = icmp eq i32 %194, 1
  br i1 %515, label %523, label %516

516:                                              ; preds = %512
  %517 = sext i32 %6 to i64
  %518 = select i1 %513, i64 2, i64 3
  %519 = shl nsw i64 %517, %518
  %520 = or disjoint i64 %519, 1
  %521 = call noalias ptr @malloc(i64 noundef %520) #29
  %522 = select i1 %163, ptr %3, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %521, ptr align 1 %522, i64 %519, i1 false)
  br label %523

523:                                              ; preds = %157, %516, %512
  %524 = phi i64 [ %514, %516 ], [ %514, %512 ], [ 8, %157 ]
  %525 = phi i1 [ %513, %516 ], [ %513, %512 ], [ false, %157 ]
  %526 = phi i32 [ %194, %516 ], [ 1, %512 ], [ 0, %157 ]
  %527 = phi ptr [ %521, %516 ], [ null, %512 ], [ null, %157 ]
  %528 = icmp slt i32 %9, 0
  br i1 %528, label %529, label %531

529:                                              ; preds = %523
  %530 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %10) #27
  br label %533

531:                                              ; preds = %523
  %532 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) #27
  br label %533

533:                                              ; preds = %531, %529
  %534 = phi i32 [ %530, %529 ], [ %532, %531 ]
  %535 = select i1 %163, ptr %4, ptr %2
  %536 = icmp ne ptr %535, null
  %537 = icmp ne ptr %7, @ompi_mpi_float
  %538 = and i1 %158, %537
  %539 = and i1 %536, %538
  br i1 %539, label %540, label %542

540:                                              ; preds = %533
  %541 = ptrtoint ptr %7 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.32, i64 noundef %541) #30
  unreachable

542:                                              ; preds = %533
  br i1 %164, label %724, label %543

543:                                              ; preds = %542
  %544 = sext i32 %5 to i64
  %545 = sext i32 %6 to i64
  %546 = mul nsw i64 %545, %544
  %547 = select i1 %525, i64 2, i64 3
  %548 = shl i64 %546, %547
  %549 = or disjoint i64 %548, 1
  %550 = call noalias ptr @malloc(i64 noundef %549) #29
  %551 = shl nsw i64 %545, %547
  %552 = icmp sgt i32 %5, 0
  br i1 %552, label %553, label %595

553:                                              ; preds = %543
  %554 = zext nneg i32 %5 to i64
  %555 = and i64 %554, 1
  %556 = icmp eq i32 %5, 1
  br i1 %556, label %585, label %557

557:                                              ; preds = %553
  %558 = and i64 %554, 2147483646
  br label %559

559:                                              ; preds = %578, %557
  %560 = phi i64 [ 0, %557 ], [ %579, %578 ]
  %561 = phi ptr [ %550, %557 ], [ %580, %578 ]
  %562 = phi i64 [ 0, %557 ], [ %581, %578 ]
  br i1 %536, label %563, label %568

563:                                              ; preds = %559
  %564 = getelementptr inbounds nuw ptr, ptr %535, i64 %560
  %565 = load ptr, ptr %564, align 8, !tbaa !15
  %566 = icmp eq ptr %565, null
  br i1 %566, label %568, label %567

567:                                              ; preds = %563
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %561, ptr nonnull align 1 %565, i64 %551, i1 false)
  br label %569

568:                                              ; preds = %563, %559
  call void @llvm.memset.p0.i64(ptr align 1 %561, i8 0, i64 %551, i1 false)
  br label %569

569:                                              ; preds = %568, %567
  %570 = getelementptr inbounds nuw i8, ptr %561, i64 %551
  br i1 %536, label %571, label %577

571:                                              ; preds = %569
  %572 = getelementptr inbounds nuw ptr, ptr %535, i64 %560
  %573 = getelementptr inbounds nuw i8, ptr %572, i64 8
  %574 = load ptr, ptr %573, align 8, !tbaa !15
  %575 = icmp eq ptr %574, null
  br i1 %575, label %577, label %576

576:                                              ; preds = %571
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %570, ptr nonnull align 1 %574, i64 %551, i1 false)
  br label %578

577:                                              ; preds = %571, %569
  call void @llvm.memset.p0.i64(ptr align 1 %570, i8 0, i64 %551, i1 false)
  br label %578

578:                                              ; preds = %577, %576
  %579 = add nuw nsw i64 %560, 2
  %580 = getelementptr inbounds nuw i8, ptr %570, i64 %551
  %581 = add i64 %562, 2
  %582 = icmp eq i64 %581, %558
  br i1 %582, label %583, label %559, !llvm.loop !16

583:                                              ; preds = %578
  %584 = icmp eq i64 %555, 0
  br i1 %584, label %595, label %585

585:                                              ; preds = %583, %553
  %586 = phi i64 [ 0, %553 ], [ %579, %583 ]
  %587 = phi ptr [ %550, %553 ], [ %580, %583 ]
  %588 = icmp ne i64 %555, 0
  call void @llvm.assume(i1 %588)
  br i1 %536, label %589, label %594

589:                                              ; preds = %585
  %590 = getelementptr inbounds nuw ptr, ptr %535, i64 %586
  %591 = load ptr, ptr %590, align 8, !tbaa !15
  %592 = icmp eq ptr %591, null
  br i1 %592, label %594, label %593

593:                                              ; preds = %589
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %587, ptr nonnull align 1 %591, i64 %551, i1 false)
  br label %595

594:                                              ; preds = %589, %585
  call void @llvm.memset.p0.i64(ptr align 1 %587, i8 0, i64 %551, i1 false)
  br label %595

595:                                              ; preds = %583, %594, %593, %543
  %596 = mul i64 %524, %546
  %597 = or disjoint i64 %596, 1
  %598 = call noalias ptr @malloc(i64 noundef %597) #29
  %599 = icmp eq i32 %526, 2
  br i1 %599, label %600, label %633

600:                                              ; preds = %595
  %601 = call fastcc ptr @exclusive_products(i32 noundef %161, ptr noundef %527, i32 noundef %6, ptr noundef %7, ptr noundef %10)
  br i1 %552, label %602, label %609

602:                                              ; preds = %600
  %603 = icmp sgt i32 %6, 0
  %604 = zext nneg i32 %5 to i64
  br label %605

605:                                              ; preds = %602, %610
  %606 = phi i64 [ 0, %602 ], [ %611, %610 ]
  br i1 %603, label %607, label %610

607:                                              ; preds = %605
  %608 = mul nuw nsw i64 %606, %545
  br label %613

609:                                              ; preds = %610, %600
  call void @free(ptr noundef %601) #27
  br label %673

610:                                              ; preds = %630, %605
  %611 = add nuw nsw i64 %606, 1
  %612 = icmp eq i64 %611, %604
  br i1 %612, label %609, label %605, !llvm.loop !227

613:                                              ; preds = %607, %630
  %614 = phi i64 [ 0, %607 ], [ %631, %630 ]
  %615 = add nuw nsw i64 %614, %608
  br i1 %158, label %623, label %616

616:                                              ; preds = %613
  %617 = getelementptr inbounds nuw double, ptr %550, i64 %615
  %618 = load double, ptr %617, align 8, !tbaa !35
  %619 = getelementptr inbounds nuw double, ptr %601, i64 %614
  %620 = load double, ptr %619, align 8, !tbaa !35
  %621 = fmul double %618, %620
  %622 = getelementptr inbounds nuw double, ptr %598, i64 %615
  store double %621, ptr %622, align 8, !tbaa !35
  br label %630

623:                                              ; preds = %613
  %624 = getelementptr inbounds nuw float, ptr %550, i64 %615
  %625 = load float, ptr %624, align 4, !tbaa !30
  %626 = getelementptr inbounds nuw float, ptr %601, i64 %614
  %627 = load float, ptr %626, align 4, !tbaa !30
  %628 = fmul float %625, %627
  %629 = getelementptr inbounds nuw float, ptr %598, i64 %615
  store float %628, ptr %629, align 4, !tbaa !30
  br label %630

630:                                              ; preds = %616, %623
  %631 = add nuw nsw i64 %614, 1
  %632 = icmp eq i64 %631, %545
  br i1 %632, label %610, label %613, !llvm.loop !228

633:                                              ; preds = %595
  %634 = add i32 %526, -3
  %635 = icmp ult i32 %634, 2
  br i1 %635, label %636, label %672

636:                                              ; preds = %633
  %637 = call fastcc ptr @winners(i32 noundef %161, ptr noundef %527, i32 noundef %6, i32 noundef %526, ptr noundef %10)
  br i1 %552, label %638, label %645

638:                                              ; preds = %636
  %639 = icmp sgt i32 %6, 0
  %640 = zext nneg i32 %5 to i64
  br label %641

641:                                              ; preds = %638, %646
  %642 = phi i64 [ 0, %638 ], [ %647, %646 ]
  br i1 %639, label %643, label %646

643:                                              ; preds = %641
  %644 = mul nuw nsw i64 %642, %545
  br label %649

645:                                              ; preds = %646, %636
  call void @free(ptr noundef %637) #27
  br label %673

646:                                              ; preds = %669, %641
  %647 = add nuw nsw i64 %642, 1
  %648 = icmp eq i64 %647, %640
  br i1 %648, label %645, label %641, !llvm.loop !229

649:                                              ; preds = %643, %669
  %650 = phi i64 [ 0, %643 ], [ %670, %669 ]
  %651 = add nuw nsw i64 %650, %644
  %652 = getelementptr inbounds nuw i8, ptr %637, i64 %650
  %653 = load i8, ptr %652, align 1, !tbaa !14
  %654 = icmp eq i8 %653, 0
  br i1 %654, label %662, label %655

655:                                              ; preds = %649
  br i1 %158, label %659, label %656

656:                                              ; preds = %655
  %657 = getelementptr inbounds nuw double, ptr %550, i64 %651
  %658 = load double, ptr %657, align 8, !tbaa !35
  br label %663

659:                                              ; preds = %655
  %660 = getelementptr inbounds nuw float, ptr %550, i64 %651
  %661 = load float, ptr %660, align 4, !tbaa !30
  br label %666

662:                                              ; preds = %649
  br i1 %158, label %666, label %663

663:                                              ; preds = %656, %662
  %664 = phi double [ %658, %656 ], [ 0.000000e+00, %662 ]
  %665 = getelementptr inbounds nuw double, ptr %598, i64 %651
  store double %664, ptr %665, align 8, !tbaa !35
  br label %669

666:                                              ; preds = %659, %662
  %667 = phi float [ %661, %659 ], [ 0.000000e+00, %662 ]
  %668 = getelementptr inbounds nuw float, ptr %598, i64 %651
  store float %667, ptr %668, align 4, !tbaa !30
  br label %669

669:                                              ; preds = %663, %666
  %670 = add nuw nsw i64 %650, 1
  %671 = icmp eq i64 %670, %545
  br i1 %671, label %646, label %649, !llvm.loop !230

672:                                              ; preds = %633
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %598, ptr align 1 %550, i64 %596, i1 false)
  br label %673

673:                                              ; preds = %645, %672, %609
  %674 = call noalias ptr @malloc(i64 noundef %597) #29
  %675 = mul nsw i32 %6, %5
  br i1 %528, label %676, label %680

676:                                              ; preds = %673
  %677 = call i32 @MPI_Allreduce(ptr noundef %598, ptr noundef %674, i32 noundef %675, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %10) #27
  %678 = icmp ne ptr %4, null
  %679 = and i1 %678, %552
  br i1 %679, label %687, label %723

680:                                              ; preds = %673
  %681 = call i32 @MPI_Reduce(ptr noundef %598, ptr noundef %674, i32 noundef %675, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %9, ptr noundef %10) #27
  %682 = load i32, ptr %17, align 4
  %683 = icmp eq i32 %682, %9
  %684 = icmp ne ptr %4, null
  %685 = and i1 %684, %683
  %686 = and i1 %552, %685
  br i1 %686, label %687, label %723

687:                                              ; preds = %680, %676
  %688 = zext i32 %5 to i64
  %689 = and i64 %688, 1
  %690 = icmp eq i32 %5, 1
  br i1 %690, label %715, label %691

691:                                              ; preds = %687
  %692 = and i64 %688, 4294967294
  br label %693

693:                                              ; preds = %708, %691
  %694 = phi i64 [ 0, %691 ], [ %709, %708 ]
  %695 = phi ptr [ %674, %691 ], [ %710, %708 ]
  %696 = phi i64 [ 0, %691 ], [ %711, %708 ]
  %697 = getelementptr inbounds nuw ptr, ptr %4, i64 %694
  %698 = load ptr, ptr %697, align 8, !tbaa !15
  %699 = icmp eq ptr %698, null
  br i1 %699, label %701, label %700

700:                                              ; preds = %693
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %698, ptr align 1 %695, i64 %551, i1 false)
  br label %701

701:                                              ; preds = %700, %693
  %702 = getelementptr inbounds nuw i8, ptr %695, i64 %551
  %703 = getelementptr inbounds nuw ptr, ptr %4, i64 %694
  %704 = getelementptr inbounds nuw i8, ptr %703, i64 8
  %705 = load ptr, ptr %704, align 8, !tbaa !15
  %706 = icmp eq ptr %705, null
  br i1 %706, label %708, label %707

707:                                              ; preds = %701
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %705, ptr align 1 %702, i64 %551, i1 false)
  br label %708

708:                                              ; preds = %707, %701
  %709 = add nuw nsw i64 %694, 2
  %710 = getelementptr inbounds nuw i8, ptr %702, i64 %551
  %711 = add i64 %696, 2
  %712 = icmp eq i64 %711, %692
  br i1 %712, label %713, label %693, !llvm.loop !44

713:                                              ; preds = %708
  %714 = icmp eq i64 %689, 0
  br i1 %714, label %723, label %715

715:                                              ; preds = %713, %687
  %716 = phi i64 [ 0, %687 ], [ %709, %713 ]
  %717 = phi ptr [ %674, %687 ], [ %710, %713 ]
  %718 = icmp ne i64 %689, 0
  call void @llvm.assume(i1 %718)
  %719 = getelementptr inbounds nuw ptr, ptr %4, i64 %716
  %720 = load ptr, ptr %719, align 8, !tbaa !15
  %721 = icmp eq ptr %720, null
  br i1 %721, label %723, label %722

722:                                              ; preds = %715
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %720, ptr align 1 %717, i64 %551, i1 false)
  br label %723

723:                                              ; preds = %713, %722, %715, %676, %680
  call void @free(ptr noundef %527) #27
  call void @free(ptr noundef %550) #27
  call void @free(ptr noundef %598) #27
  call void @free(ptr noundef %674) #27
  br label %724

724:                                              ; preds = %723, %542, %510
  %725 = phi i32 [ %511, %510 ], [ %534, %542 ], [ %534, %723 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #27
  br label %726

726:                                              ; preds = %724, %155
  %727 = phi i32 [ %156, %155 ], [ %725, %724 ]
  ret i32 %727
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_allreduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #7 {
  %7 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.21, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef -1, ptr noundef %5)
  ret ptr %7
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) unnamed_addr #7 {
  %9 = alloca i32, align 4
  %10 = alloca [1 x ptr], align 8
  %11 = icmp eq ptr %4, @ompi_mpi_double
  %12 = icmp eq ptr %4, @ompi_mpi_float
  %13 = select i1 %12, i32 2, i32 0
  %14 = select i1 %11, i32 1, i32 %13
  %15 = icmp eq ptr %4, @ompi_mpi_double_int
  %16 = icmp eq ptr %4, @ompi_mpi_2dblprec
  %17 = select i1 %16, i32 2, i32 0
  %18 = select i1 %15, i32 1, i32 %17
  %19 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  %20 = zext i1 %19 to i32
  %21 = or i1 %11, %12
  br i1 %21, label %22, label %50

22:                                               ; preds = %8
  %23 = icmp eq ptr %5, @ompi_mpi_op_sum
  br i1 %23, label %50, label %24

24:                                               ; preds = %22
  %25 = icmp eq ptr %5, @ompi_mpi_op_prod
  br i1 %25, label %50, label %26

26:                                               ; preds = %24
  %27 = icmp eq ptr %5, @ompi_mpi_op_min
  br i1 %27, label %50, label %28

28:                                               ; preds = %26
  %29 = icmp eq ptr %5, @ompi_mpi_op_max
  br i1 %29, label %50, label %30

30:                                               ; preds = %28
  %31 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %48

33:                                               ; preds = %30
  %34 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %35 = zext nneg i32 %31 to i64
  br label %39

36:                                               ; preds = %39
  %37 = add nuw nsw i64 %40, 1
  %38 = icmp eq i64 %37, %35
  br i1 %38, label %48, label %39, !llvm.loop !205

39:                                               ; preds = %36, %33
  %40 = phi i64 [ 0, %33 ], [ %37, %36 ]
  %41 = getelementptr inbounds nuw %struct.op_reg, ptr %34, i64 %40
  %42 = load ptr, ptr %41, align 8, !tbaa !206
  %43 = icmp eq ptr %42, %5
  br i1 %43, label %44, label %36

44:                                               ; preds = %39
  %45 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %46 = load i32, ptr %45, align 8, !tbaa !209
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %50

48:                                               ; preds = %36, %44, %30
  %49 = ptrtoint ptr %5 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.43, i64 noundef %49) #30
  unreachable

50:                                               ; preds = %44, %28, %26, %24, %22, %8
  %51 = phi i32 [ 0, %8 ], [ %46, %44 ], [ 3, %26 ], [ 2, %24 ], [ 1, %22 ], [ 4, %28 ]
  %52 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %53 = add nsw i64 %52, 1
  store i64 %53, ptr @coll_seq, align 8, !tbaa !12
  %54 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #31
  store i32 %51, ptr %54, align 8, !tbaa !231
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 4
  store i32 %14, ptr %55, align 4, !tbaa !233
  %56 = getelementptr inbounds nuw i8, ptr %54, i64 8
  store i32 %3, ptr %56, align 8, !tbaa !234
  %57 = getelementptr inbounds nuw i8, ptr %54, i64 12
  store i32 %6, ptr %57, align 4, !tbaa !235
  %58 = getelementptr inbounds nuw i8, ptr %54, i64 24
  store ptr %4, ptr %58, align 8, !tbaa !236
  %59 = getelementptr inbounds nuw i8, ptr %54, i64 32
  store ptr %7, ptr %59, align 8, !tbaa !237
  %60 = getelementptr inbounds nuw i8, ptr %54, i64 16
  store i32 %20, ptr %60, align 8, !tbaa !238
  %61 = getelementptr inbounds nuw i8, ptr %54, i64 20
  store i32 %18, ptr %61, align 4, !tbaa !239
  %62 = icmp eq i32 %18, 0
  br i1 %62, label %179, label %63

63:                                               ; preds = %50
  %64 = icmp eq ptr %5, @ompi_mpi_op_minloc
  br i1 %64, label %69, label %65

65:                                               ; preds = %63
  %66 = icmp eq ptr %5, @ompi_mpi_op_maxloc
  br i1 %66, label %69, label %67

67:                                               ; preds = %65
  %68 = ptrtoint ptr %5 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.44, i64 noundef %68) #30
  unreachable

69:                                               ; preds = %63, %65
  %70 = phi i32 [ 1, %63 ], [ 2, %65 ]
  %71 = select i1 %19, ptr %2, ptr %1
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  %72 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %9) #27
  %73 = load i32, ptr %9, align 4, !tbaa !5
  %74 = sitofp i32 %73 to double
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %75 = sext i32 %3 to i64
  %76 = shl nsw i64 %75, 4
  %77 = or disjoint i64 %76, 1
  %78 = call noalias ptr @malloc(i64 noundef %77) #29
  %79 = icmp sgt i32 %3, 0
  br i1 %79, label %80, label %100

80:                                               ; preds = %69
  %81 = and i64 %75, 3
  %82 = icmp ult i32 %3, 4
  br i1 %82, label %88, label %83

83:                                               ; preds = %80
  %84 = and i64 %75, 2147483644
  br label %149

85:                                               ; preds = %149
  %86 = and i32 %3, 3
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %100, label %88

88:                                               ; preds = %85, %80
  %89 = phi i64 [ 0, %80 ], [ %163, %85 ]
  %90 = and i32 %3, 3
  %91 = icmp ne i32 %90, 0
  call void @llvm.assume(i1 %91)
  br label %92

92:                                               ; preds = %92, %88
  %93 = phi i64 [ %97, %92 ], [ %89, %88 ]
  %94 = phi i64 [ %98, %92 ], [ 0, %88 ]
  %95 = shl nsw i64 %93, 4
  %96 = getelementptr inbounds nuw i8, ptr %78, i64 %95
  store double %74, ptr %96, align 8, !tbaa !35
  %97 = add nuw nsw i64 %93, 1
  %98 = add i64 %94, 1
  %99 = icmp eq i64 %98, %81
  br i1 %99, label %100, label %92, !llvm.loop !240

100:                                              ; preds = %85, %92, %69
  store ptr %78, ptr %10, align 8, !tbaa !15
  %101 = mul nsw i64 %75, 24
  %102 = add nsw i64 %101, 8
  %103 = call noalias ptr @malloc(i64 noundef %102) #29
  %104 = call fastcc i32 @reduce_loc_tuples(i32 noundef range(i32 1, 3) %18, i32 noundef range(i32 1, 3) %70, ptr noundef readonly %71, ptr noundef nonnull %10, i32 noundef 1, i32 noundef %3, ptr noundef %103, i32 noundef -1, ptr noundef %7)
  %105 = add nsw i64 %75, 1
  %106 = call noalias ptr @malloc(i64 noundef %105) #29
  br i1 %79, label %107, label %177

107:                                              ; preds = %100
  %108 = icmp ult i32 %3, 5
  br i1 %108, label %109, label %111

109:                                              ; preds = %119, %107
  %110 = phi i64 [ 0, %107 ], [ %116, %119 ]
  br label %166

111:                                              ; preds = %107
  %112 = and i64 %75, 3
  %113 = and i32 %3, 3
  %114 = icmp eq i32 %113, 0
  %115 = select i1 %114, i64 4, i64 %112
  %116 = sub nsw i64 %75, %115
  %117 = insertelement <2 x double> poison, double %74, i64 0
  %118 = shufflevector <2 x double> %117, <2 x double> poison, <2 x i32> zeroinitializer
  br label %119

119:                                              ; preds = %119, %111
  %120 = phi i64 [ 0, %111 ], [ %147, %119 ]
  %121 = mul nuw nsw i64 %120, 24
  %122 = mul nuw i64 %120, 24
  %123 = mul nuw i64 %120, 24
  %124 = mul nuw i64 %120, 24
  %125 = getelementptr inbounds nuw i8, ptr %103, i64 %121
  %126 = getelementptr inbounds nuw i8, ptr %103, i64 %122
  %127 = getelementptr inbounds nuw i8, ptr %103, i64 %123
  %128 = getelementptr inbounds nuw i8, ptr %103, i64 %124
  %129 = getelementptr inbounds nuw i8, ptr %125, i64 16
  %130 = getelementptr inbounds nuw i8, ptr %126, i64 40
  %131 = getelementptr inbounds nuw i8, ptr %127, i64 64
  %132 = getelementptr inbounds nuw i8, ptr %128, i64 88
  %133 = load double, ptr %129, align 8, !tbaa !35
  %134 = load double, ptr %130, align 8, !tbaa !35
  %135 = insertelement <2 x double> poison, double %133, i64 0
  %136 = insertelement <2 x double> %135, double %134, i64 1
  %137 = load double, ptr %131, align 8, !tbaa !35
  %138 = load double, ptr %132, align 8, !tbaa !35
  %139 = insertelement <2 x double> poison, double %137, i64 0
  %140 = insertelement <2 x double> %139, double %138, i64 1
  %141 = fcmp oeq <2 x double> %136, %118
  %142 = fcmp oeq <2 x double> %140, %118
  %143 = zext <2 x i1> %141 to <2 x i8>
  %144 = zext <2 x i1> %142 to <2 x i8>
  %145 = getelementptr inbounds nuw i8, ptr %106, i64 %120
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 2
  store <2 x i8> %143, ptr %145, align 1, !tbaa !14
  store <2 x i8> %144, ptr %146, align 1, !tbaa !14
  %147 = add nuw i64 %120, 4
  %148 = icmp eq i64 %147, %116
  br i1 %148, label %109, label %119, !llvm.loop !241

149:                                              ; preds = %149, %83
  %150 = phi i64 [ 0, %83 ], [ %163, %149 ]
  %151 = phi i64 [ 0, %83 ], [ %164, %149 ]
  %152 = shl nsw i64 %150, 4
  %153 = getelementptr inbounds nuw i8, ptr %78, i64 %152
  store double %74, ptr %153, align 8, !tbaa !35
  %154 = shl i64 %150, 4
  %155 = getelementptr inbounds nuw i8, ptr %78, i64 %154
  %156 = getelementptr inbounds nuw i8, ptr %155, i64 16
  store double %74, ptr %156, align 8, !tbaa !35
  %157 = shl i64 %150, 4
  %158 = getelementptr inbounds nuw i8, ptr %78, i64 %157
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 32
  store double %74, ptr %159, align 8, !tbaa !35
  %160 = shl i64 %150, 4
  %161 = getelementptr inbounds nuw i8, ptr %78, i64 %160
  %162 = getelementptr inbounds nuw i8, ptr %161, i64 48
  store double %74, ptr %162, align 8, !tbaa !35
  %163 = add nuw nsw i64 %150, 4
  %164 = add i64 %151, 4
  %165 = icmp eq i64 %164, %84
  br i1 %165, label %85, label %149, !llvm.loop !242

166:                                              ; preds = %109, %166
  %167 = phi i64 [ %175, %166 ], [ %110, %109 ]
  %168 = mul nuw nsw i64 %167, 24
  %169 = getelementptr inbounds nuw i8, ptr %103, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 16
  %171 = load double, ptr %170, align 8, !tbaa !35
  %172 = fcmp oeq double %171, %74
  %173 = zext i1 %172 to i8
  %174 = getelementptr inbounds nuw i8, ptr %106, i64 %167
  store i8 %173, ptr %174, align 1, !tbaa !14
  %175 = add nuw nsw i64 %167, 1
  %176 = icmp eq i64 %175, %75
  br i1 %176, label %177, label %166, !llvm.loop !243

177:                                              ; preds = %166, %100
  call void @free(ptr noundef %78) #27
  call void @free(ptr noundef %103) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  %178 = getelementptr inbounds nuw i8, ptr %54, i64 40
  store ptr %106, ptr %178, align 8, !tbaa !244
  br label %179

179:                                              ; preds = %177, %50
  %180 = icmp ne i32 %51, 1
  %181 = and i1 %21, %180
  br i1 %181, label %182, label %199

182:                                              ; preds = %179
  %183 = xor i1 %11, true
  %184 = and i1 %12, %183
  %185 = sext i32 %3 to i64
  %186 = select i1 %184, i64 2, i64 3
  %187 = shl nsw i64 %185, %186
  %188 = or disjoint i64 %187, 1
  %189 = call noalias ptr @malloc(i64 noundef %188) #29
  %190 = select i1 %19, ptr %2, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %189, ptr align 1 %190, i64 %187, i1 false)
  %191 = icmp eq i32 %51, 2
  br i1 %191, label %192, label %194

192:                                              ; preds = %182
  %193 = call fastcc ptr @exclusive_products(i32 noundef %14, ptr noundef %189, i32 noundef %3, ptr noundef %4, ptr noundef %7)
  br label %196

194:                                              ; preds = %182
  %195 = call fastcc ptr @winners(i32 noundef %14, ptr noundef %189, i32 noundef %3, i32 noundef %51, ptr noundef %7)
  br label %196

196:                                              ; preds = %194, %192
  %197 = phi ptr [ %193, %192 ], [ %195, %194 ]
  %198 = getelementptr inbounds nuw i8, ptr %54, i64 40
  store ptr %197, ptr %198, align 8, !tbaa !244
  call void @free(ptr noundef %189) #27
  br label %199

199:                                              ; preds = %196, %179
  %200 = icmp slt i32 %6, 0
  br i1 %200, label %201, label %203

201:                                              ; preds = %199
  %202 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %7) #27
  br label %205

203:                                              ; preds = %199
  %204 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) #27
  br label %205

205:                                              ; preds = %203, %201
  ret ptr %54
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) local_unnamed_addr #7 {
  %11 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.22, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9)
  ret i32 %11
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_reduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #7 {
  %8 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.22, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6)
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
  br i1 %29, label %11, label %39, !llvm.loop !29

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
  %43 = load i32, ptr %42, align 4, !tbaa !239
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %180, label %45

45:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #27
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %47 = load i32, ptr %46, align 8, !tbaa !234
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %49 = load ptr, ptr %48, align 8, !tbaa !237
  %50 = call i32 @MPI_Comm_rank(ptr noundef %49, ptr noundef nonnull %4) #27
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %52 = load i32, ptr %51, align 4, !tbaa !235
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
  %69 = load i32, ptr %42, align 4, !tbaa !239
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
  %83 = load double, ptr %82, align 8, !tbaa !35
  %84 = getelementptr inbounds nuw double, ptr %59, i64 %78
  store double %83, ptr %84, align 8, !tbaa !35
  store double 0.000000e+00, ptr %82, align 8, !tbaa !35
  br i1 %70, label %85, label %87

85:                                               ; preds = %77
  %86 = getelementptr inbounds nuw i8, ptr %82, i64 8
  store double 0.000000e+00, ptr %86, align 8, !tbaa !35
  br label %87

87:                                               ; preds = %74, %85, %77, %45
  br i1 %53, label %113, label %116

88:                                               ; preds = %109, %72
  %89 = phi i64 [ 0, %72 ], [ %110, %109 ]
  %90 = phi i64 [ 0, %72 ], [ %111, %109 ]
  %91 = shl nsw i64 %89, 4
  %92 = getelementptr inbounds nuw i8, ptr %2, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !35
  %94 = getelementptr inbounds nuw double, ptr %59, i64 %89
  store double %93, ptr %94, align 8, !tbaa !35
  store double 0.000000e+00, ptr %92, align 8, !tbaa !35
  br i1 %70, label %95, label %103

95:                                               ; preds = %88
  %96 = getelementptr inbounds nuw i8, ptr %92, i64 8
  store double 0.000000e+00, ptr %96, align 8, !tbaa !35
  %97 = or disjoint i64 %89, 1
  %98 = shl nsw i64 %97, 4
  %99 = getelementptr inbounds nuw i8, ptr %2, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !35
  %101 = getelementptr inbounds nuw double, ptr %59, i64 %97
  store double %100, ptr %101, align 8, !tbaa !35
  store double 0.000000e+00, ptr %99, align 8, !tbaa !35
  %102 = getelementptr inbounds nuw i8, ptr %99, i64 8
  store double 0.000000e+00, ptr %102, align 8, !tbaa !35
  br label %109

103:                                              ; preds = %88
  %104 = or disjoint i64 %89, 1
  %105 = shl nsw i64 %104, 4
  %106 = getelementptr inbounds nuw i8, ptr %2, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !35
  %108 = getelementptr inbounds nuw double, ptr %59, i64 %104
  store double %107, ptr %108, align 8, !tbaa !35
  store double 0.000000e+00, ptr %106, align 8, !tbaa !35
  br label %109

109:                                              ; preds = %103, %95
  %110 = add nuw nsw i64 %89, 2
  %111 = add i64 %90, 2
  %112 = icmp eq i64 %111, %73
  br i1 %112, label %74, label %88, !llvm.loop !245

113:                                              ; preds = %87
  %114 = load ptr, ptr %48, align 8, !tbaa !237
  %115 = call i32 @MPI_Allreduce(ptr noundef %59, ptr noundef %63, i32 noundef %47, ptr noundef nonnull @ompi_mpi_double, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %114) #27
  br label %120

116:                                              ; preds = %87
  %117 = shl nsw i64 %57, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %63, ptr align 8 %59, i64 %117, i1 false)
  %118 = load ptr, ptr %48, align 8, !tbaa !237
  %119 = call i32 @MPI_Bcast(ptr noundef %63, i32 noundef %47, ptr noundef nonnull @ompi_mpi_double, i32 noundef %52, ptr noundef %118) #27
  br label %120

120:                                              ; preds = %116, %113
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %122 = load i32, ptr %121, align 8, !tbaa !238
  %123 = icmp eq i32 %122, 0
  %124 = select i1 %123, ptr %1, ptr %2
  %125 = icmp ne ptr %124, null
  %126 = select i1 %125, i1 %66, i1 false
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %128 = load ptr, ptr %127, align 8, !tbaa !244
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
  %141 = load double, ptr %140, align 8, !tbaa !35
  %142 = shl nsw i64 %134, 4
  %143 = getelementptr inbounds nuw i8, ptr %124, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !35
  %145 = fadd double %141, %144
  store double %145, ptr %143, align 8, !tbaa !35
  br label %146

146:                                              ; preds = %139, %133
  %147 = or disjoint i64 %134, 1
  %148 = getelementptr inbounds nuw i8, ptr %128, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !14
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %158, label %151

151:                                              ; preds = %146
  %152 = getelementptr inbounds nuw double, ptr %63, i64 %147
  %153 = load double, ptr %152, align 8, !tbaa !35
  %154 = shl nsw i64 %147, 4
  %155 = getelementptr inbounds nuw i8, ptr %124, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !35
  %157 = fadd double %153, %156
  store double %157, ptr %155, align 8, !tbaa !35
  br label %158

158:                                              ; preds = %151, %146
  %159 = add nuw nsw i64 %134, 2
  %160 = add i64 %135, 2
  %161 = icmp eq i64 %160, %132
  br i1 %161, label %162, label %133, !llvm.loop !246

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
  %174 = load double, ptr %173, align 8, !tbaa !35
  %175 = shl nsw i64 %166, 4
  %176 = getelementptr inbounds nuw i8, ptr %124, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !35
  %178 = fadd double %174, %177
  store double %178, ptr %176, align 8, !tbaa !35
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
  %182 = load i32, ptr %181, align 4, !tbaa !233
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %185

184:                                              ; preds = %180
  tail call void @free(ptr noundef nonnull %0) #27
  br label %288

185:                                              ; preds = %180
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %186 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %187 = load ptr, ptr %186, align 8, !tbaa !237
  %188 = call i32 @MPI_Comm_rank(ptr noundef %187, ptr noundef nonnull %5) #27
  %189 = icmp eq i32 %182, 2
  %190 = select i1 %189, i64 4, i64 8
  %191 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %192 = load i32, ptr %191, align 8, !tbaa !234
  %193 = sext i32 %192 to i64
  %194 = select i1 %189, i64 2, i64 3
  %195 = shl nsw i64 %193, %194
  %196 = or disjoint i64 %195, 1
  %197 = call noalias ptr @malloc(i64 noundef %196) #29
  %198 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %199 = load i32, ptr %198, align 4, !tbaa !235
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
  %210 = load ptr, ptr %209, align 8, !tbaa !236
  %211 = load ptr, ptr %186, align 8, !tbaa !237
  %212 = call i32 @MPI_Allreduce(ptr noundef %207, ptr noundef %197, i32 noundef %192, ptr noundef %210, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %211) #27
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
  %222 = load ptr, ptr %221, align 8, !tbaa !236
  %223 = load ptr, ptr %186, align 8, !tbaa !237
  %224 = call i32 @MPI_Bcast(ptr noundef %197, i32 noundef %192, ptr noundef %222, i32 noundef %199, ptr noundef %223) #27
  br label %225

225:                                              ; preds = %220, %206
  %226 = load i32, ptr %198, align 4, !tbaa !235
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
  %236 = load i32, ptr %235, align 8, !tbaa !238
  %237 = icmp eq i32 %236, 0
  %238 = select i1 %237, ptr %1, ptr %2
  %239 = icmp ne ptr %238, null
  %240 = icmp sgt i32 %192, 0
  %241 = and i1 %239, %240
  br i1 %241, label %242, label %285

242:                                              ; preds = %234
  %243 = load i32, ptr %0, align 8, !tbaa !231
  %244 = getelementptr inbounds nuw i8, ptr %0, i64 40
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
  %249 = load ptr, ptr %244, align 8, !tbaa !244
  br i1 %245, label %258, label %261

250:                                              ; preds = %246, %246
  %251 = load ptr, ptr %244, align 8, !tbaa !244
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
  %260 = load double, ptr %259, align 8, !tbaa !35
  br label %265

261:                                              ; preds = %248
  %262 = getelementptr inbounds nuw float, ptr %249, i64 %247
  %263 = load float, ptr %262, align 4, !tbaa !30
  %264 = fpext float %263 to double
  br label %272

265:                                              ; preds = %256, %258
  %266 = phi double [ %260, %258 ], [ %257, %256 ]
  %267 = getelementptr inbounds nuw double, ptr %238, i64 %247
  %268 = load double, ptr %267, align 8, !tbaa !35
  %269 = getelementptr inbounds nuw double, ptr %197, i64 %247
  %270 = load double, ptr %269, align 8, !tbaa !35
  %271 = call double @llvm.fmuladd.f64(double %266, double %270, double %268)
  store double %271, ptr %267, align 8, !tbaa !35
  br label %282

272:                                              ; preds = %256, %261
  %273 = phi double [ %264, %261 ], [ %257, %256 ]
  %274 = getelementptr inbounds nuw float, ptr %238, i64 %247
  %275 = load float, ptr %274, align 4, !tbaa !30
  %276 = fpext float %275 to double
  %277 = getelementptr inbounds nuw float, ptr %197, i64 %247
  %278 = load float, ptr %277, align 4, !tbaa !30
  %279 = fpext float %278 to double
  %280 = call double @llvm.fmuladd.f64(double %273, double %279, double %276)
  %281 = fptrunc double %280 to float
  store float %281, ptr %274, align 4, !tbaa !30
  br label %282

282:                                              ; preds = %265, %272
  %283 = add nuw nsw i64 %247, 1
  %284 = icmp eq i64 %283, %193
  br i1 %284, label %285, label %246, !llvm.loop !247

285:                                              ; preds = %282, %234
  call void @free(ptr noundef %197) #27
  %286 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %287 = load ptr, ptr %286, align 8, !tbaa !244
  call void @free(ptr noundef %287) #27
  call void @free(ptr noundef nonnull %0) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #27
  br label %288

288:                                              ; preds = %184, %285, %179
  ret void
}

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

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
  %5 = load i32, ptr %4, align 4, !tbaa !126
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
  br i1 %31, label %13, label %41, !llvm.loop !29

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
  br i1 %68, label %50, label %78, !llvm.loop !29

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
  %80 = load i32, ptr %79, align 8, !tbaa !248
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %89

82:                                               ; preds = %78
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %84 = load ptr, ptr %83, align 8, !tbaa !249
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %86 = load i32, ptr %85, align 4, !tbaa !125
  %87 = icmp eq i32 %86, 0
  %88 = select i1 %87, ptr @.str.7, ptr @.str.23
  tail call void @__mpiad_fail(ptr noundef %84, ptr noundef nonnull %88, i64 noundef 0) #30
  unreachable

89:                                               ; preds = %78, %41
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %91 = tail call i32 @MPI_Wait(ptr noundef nonnull %90, ptr noundef null) #27
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %93 = load i32, ptr %92, align 4, !tbaa !110
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %95 = load i32, ptr %94, align 8, !tbaa !111
  %96 = icmp eq i32 %95, 8
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %99 = select i1 %96, ptr %97, ptr %98
  %100 = load ptr, ptr %99, align 8, !tbaa !15
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %102 = load ptr, ptr %101, align 8, !tbaa !250
  %103 = icmp eq ptr %102, null
  br i1 %103, label %168, label %104

104:                                              ; preds = %89
  %105 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %106 = load i32, ptr %105, align 8, !tbaa !251
  %107 = icmp sgt i32 %106, 0
  br i1 %107, label %108, label %168

108:                                              ; preds = %104
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %110 = load ptr, ptr %109, align 8, !tbaa !154
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 232
  %113 = icmp eq i32 %93, 1
  %114 = getelementptr inbounds nuw i8, ptr %0, i64 136
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
  %123 = load ptr, ptr %111, align 8, !tbaa !252
  %124 = getelementptr inbounds nuw i32, ptr %123, i64 %117
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = sext i32 %125 to i64
  %127 = load ptr, ptr %112, align 8, !tbaa !253
  %128 = icmp eq ptr %127, null
  br label %132

129:                                              ; preds = %165, %116
  %130 = add nuw nsw i64 %117, 1
  %131 = icmp eq i64 %130, %115
  br i1 %131, label %168, label %116, !llvm.loop !254

132:                                              ; preds = %122, %165
  %133 = phi i64 [ 0, %122 ], [ %166, %165 ]
  %134 = add nsw i64 %133, %126
  br i1 %128, label %138, label %135

135:                                              ; preds = %132
  %136 = getelementptr inbounds nuw double, ptr %127, i64 %133
  %137 = load double, ptr %136, align 8, !tbaa !35
  br label %138

138:                                              ; preds = %132, %135
  %139 = phi double [ %137, %135 ], [ 1.000000e+00, %132 ]
  br i1 %113, label %140, label %151

140:                                              ; preds = %138
  %141 = getelementptr inbounds double, ptr %102, i64 %134
  %142 = load double, ptr %141, align 8, !tbaa !35
  %143 = load ptr, ptr %114, align 8, !tbaa !255
  %144 = getelementptr inbounds nuw i32, ptr %143, i64 %117
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = sext i32 %145 to i64
  %147 = getelementptr double, ptr %100, i64 %133
  %148 = getelementptr double, ptr %147, i64 %146
  %149 = load double, ptr %148, align 8, !tbaa !35
  %150 = tail call double @llvm.fmuladd.f64(double %139, double %149, double %142)
  store double %150, ptr %141, align 8, !tbaa !35
  br label %165

151:                                              ; preds = %138
  %152 = getelementptr inbounds float, ptr %102, i64 %134
  %153 = load float, ptr %152, align 4, !tbaa !30
  %154 = fpext float %153 to double
  %155 = load ptr, ptr %114, align 8, !tbaa !255
  %156 = getelementptr inbounds nuw i32, ptr %155, i64 %117
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = sext i32 %157 to i64
  %159 = getelementptr float, ptr %100, i64 %133
  %160 = getelementptr float, ptr %159, i64 %158
  %161 = load float, ptr %160, align 4, !tbaa !30
  %162 = fpext float %161 to double
  %163 = tail call double @llvm.fmuladd.f64(double %139, double %162, double %154)
  %164 = fptrunc double %163 to float
  store float %164, ptr %152, align 4, !tbaa !30
  br label %165

165:                                              ; preds = %140, %151
  %166 = add nuw nsw i64 %133, 1
  %167 = icmp eq i64 %166, %120
  br i1 %167, label %129, label %132, !llvm.loop !256

168:                                              ; preds = %129, %104, %89
  %169 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %170 = load ptr, ptr %169, align 8, !tbaa !154
  tail call void @free(ptr noundef %170) #27
  %171 = load ptr, ptr %97, align 8, !tbaa !115
  tail call void @free(ptr noundef %171) #27
  %172 = load ptr, ptr %98, align 8, !tbaa !124
  tail call void @free(ptr noundef %172) #27
  %173 = getelementptr inbounds nuw i8, ptr %0, i64 232
  %174 = load ptr, ptr %173, align 8, !tbaa !253
  tail call void @free(ptr noundef %174) #27
  tail call void @free(ptr noundef nonnull %0) #27
  br label %175

175:                                              ; preds = %1, %168
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @icoll_initiate(ptr noundef %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !257
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %5 = load i32, ptr %4, align 8, !tbaa !111
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
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %8 = load ptr, ptr %7, align 8, !tbaa !115
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %10 = load ptr, ptr %9, align 8, !tbaa !124
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %12 = load i32, ptr %11, align 8, !tbaa !114
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %15 = load i32, ptr %14, align 4, !tbaa !113
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %17 = load ptr, ptr %16, align 8, !tbaa !258
  %18 = tail call i32 @MPI_Ireduce(ptr noundef %8, ptr noundef %10, i32 noundef %12, ptr noundef %3, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %15, ptr noundef %17, ptr noundef nonnull %13) #27
  br label %127

19:                                               ; preds = %1
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %21 = load ptr, ptr %20, align 8, !tbaa !115
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %23 = load ptr, ptr %22, align 8, !tbaa !122
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %25 = load ptr, ptr %24, align 8, !tbaa !121
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %27 = load ptr, ptr %26, align 8, !tbaa !124
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %29 = load ptr, ptr %28, align 8, !tbaa !154
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %31 = load ptr, ptr %30, align 8, !tbaa !259
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %33 = load i32, ptr %29, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %35 = load i32, ptr %34, align 4, !tbaa !113
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %37 = load ptr, ptr %36, align 8, !tbaa !258
  %38 = tail call i32 @MPI_Iscatterv(ptr noundef %21, ptr noundef %23, ptr noundef %25, ptr noundef %3, ptr noundef %27, i32 noundef %33, ptr noundef %31, i32 noundef %35, ptr noundef %37, ptr noundef nonnull %32) #27
  br label %127

39:                                               ; preds = %1
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %41 = load ptr, ptr %40, align 8, !tbaa !115
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %43 = load ptr, ptr %42, align 8, !tbaa !122
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %45 = load ptr, ptr %44, align 8, !tbaa !124
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !258
  %49 = tail call i32 @MPI_Ireduce_scatter(ptr noundef %41, ptr noundef %45, ptr noundef %43, ptr noundef %3, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %48, ptr noundef nonnull %46) #27
  br label %127

50:                                               ; preds = %1
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %52 = load ptr, ptr %51, align 8, !tbaa !122
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %55 = load ptr, ptr %54, align 8, !tbaa !115
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %57 = load ptr, ptr %56, align 8, !tbaa !124
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %59 = load ptr, ptr %58, align 8, !tbaa !154
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %61 = load ptr, ptr %60, align 8, !tbaa !255
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %63 = load ptr, ptr %62, align 8, !tbaa !259
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %66 = load i32, ptr %65, align 4, !tbaa !113
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %68 = load ptr, ptr %67, align 8, !tbaa !258
  %69 = tail call i32 @MPI_Igatherv(ptr noundef %55, i32 noundef %53, ptr noundef %3, ptr noundef %57, ptr noundef %59, ptr noundef %61, ptr noundef %63, i32 noundef %66, ptr noundef %68, ptr noundef nonnull %64) #27
  br label %127

70:                                               ; preds = %1
  %71 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %72 = load ptr, ptr %71, align 8, !tbaa !115
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %74 = load ptr, ptr %73, align 8, !tbaa !122
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %76 = load ptr, ptr %75, align 8, !tbaa !121
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %78 = load ptr, ptr %77, align 8, !tbaa !124
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %80 = load ptr, ptr %79, align 8, !tbaa !154
  %81 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %82 = load ptr, ptr %81, align 8, !tbaa !255
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %84 = load ptr, ptr %83, align 8, !tbaa !259
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %87 = load ptr, ptr %86, align 8, !tbaa !258
  %88 = tail call i32 @MPI_Ialltoallv(ptr noundef %72, ptr noundef %74, ptr noundef %76, ptr noundef %3, ptr noundef %78, ptr noundef %80, ptr noundef %82, ptr noundef %84, ptr noundef %87, ptr noundef nonnull %85) #27
  br label %127

89:                                               ; preds = %1
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %91 = load ptr, ptr %90, align 8, !tbaa !122
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %94 = load ptr, ptr %93, align 8, !tbaa !115
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %96 = load ptr, ptr %95, align 8, !tbaa !124
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %98 = load ptr, ptr %97, align 8, !tbaa !154
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %100 = load ptr, ptr %99, align 8, !tbaa !255
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %102 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %103 = load ptr, ptr %102, align 8, !tbaa !258
  %104 = tail call i32 @MPI_Iallgatherv(ptr noundef %94, i32 noundef %92, ptr noundef %3, ptr noundef %96, ptr noundef %98, ptr noundef %100, ptr noundef %3, ptr noundef %103, ptr noundef nonnull %101) #27
  br label %127

105:                                              ; preds = %1
  %106 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %107 = load ptr, ptr %106, align 8, !tbaa !115
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %109 = load ptr, ptr %108, align 8, !tbaa !124
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %111 = load i32, ptr %110, align 8, !tbaa !114
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %113 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %114 = load ptr, ptr %113, align 8, !tbaa !258
  %115 = tail call i32 @MPI_Iallreduce(ptr noundef %107, ptr noundef %109, i32 noundef %111, ptr noundef %3, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %114, ptr noundef nonnull %112) #27
  br label %127

116:                                              ; preds = %1
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %118 = load ptr, ptr %117, align 8, !tbaa !115
  %119 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %120 = load i32, ptr %119, align 8, !tbaa !114
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %123 = load i32, ptr %122, align 4, !tbaa !113
  %124 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %125 = load ptr, ptr %124, align 8, !tbaa !258
  %126 = tail call i32 @MPI_Ibcast(ptr noundef %118, i32 noundef %120, ptr noundef %3, i32 noundef %123, ptr noundef %125, ptr noundef nonnull %121) #27
  br label %127

127:                                              ; preds = %116, %105, %89, %70, %50, %39, %19, %6
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 1, ptr %128, align 8, !tbaa !248
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_ibcast(ptr noundef %0, ptr noundef readonly captures(address) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = alloca %struct.plan, align 8
  %10 = icmp eq ptr %4, @ompi_mpi_double
  %11 = icmp eq ptr %4, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 1, i32 %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %25

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %23, label %17

17:                                               ; preds = %15
  %18 = icmp ne ptr %4, @ompi_mpi_double
  %19 = icmp ne ptr %4, @ompi_mpi_float
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.32, i64 noundef %22) #30
  unreachable

23:                                               ; preds = %15, %17
  %24 = tail call i32 @MPI_Ibcast(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  br label %27

25:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  call fastcc void @plan_bcast(ptr noundef %9, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6)
  %26 = call fastcc i32 @icoll_fwd(ptr noundef %9, i32 noundef %13, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %0, ptr noundef %1, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  br label %27

27:                                               ; preds = %25, %23
  %28 = phi i32 [ %26, %25 ], [ %24, %23 ]
  ret i32 %28
}

declare i32 @MPI_Ibcast(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @plan_bcast(ptr noundef nonnull initializes((0, 128)) %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) unnamed_addr #7 {
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %6, i8 0, i64 112, i1 false)
  store ptr @.str.24, ptr %0, align 8, !tbaa !249
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 1, ptr %7, align 8, !tbaa !111
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %3, ptr %8, align 4, !tbaa !113
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store ptr %2, ptr %9, align 8, !tbaa !259
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %2, ptr %10, align 8, !tbaa !257
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %4, ptr %11, align 8, !tbaa !258
  %12 = tail call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %6) #27
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %14 = tail call i32 @MPI_Comm_size(ptr noundef %4, ptr noundef nonnull %13) #27
  %15 = load i32, ptr %13, align 4, !tbaa !146
  %16 = add nsw i32 %15, 1
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %17, 6
  %19 = tail call noalias ptr @calloc(i64 noundef %18, i64 noundef 4) #31
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %19, ptr %20, align 8, !tbaa !154
  %21 = getelementptr inbounds i32, ptr %19, i64 %17
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %21, ptr %22, align 8, !tbaa !252
  %23 = shl nsw i32 %16, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %19, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %25, ptr %26, align 8, !tbaa !122
  %27 = mul nsw i32 %16, 3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %19, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %29, ptr %30, align 8, !tbaa !120
  %31 = shl nsw i32 %16, 2
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %19, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store ptr %33, ptr %34, align 8, !tbaa !255
  %35 = mul nsw i32 %16, 5
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %19, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store ptr %37, ptr %38, align 8, !tbaa !121
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i32 %1, ptr %39, align 8, !tbaa !114
  %40 = load i32, ptr %6, align 8, !tbaa !112
  %41 = icmp eq i32 %40, %3
  br i1 %41, label %42, label %44

42:                                               ; preds = %5
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i32 1, ptr %43, align 8, !tbaa !251
  store i32 %1, ptr %19, align 4, !tbaa !5
  br label %49

44:                                               ; preds = %5
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 1, ptr %45, align 4, !tbaa !118
  store i32 %1, ptr %25, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %47 = load i32, ptr %46, align 8, !tbaa !251
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
  br i1 %74, label %75, label %62, !llvm.loop !260

75:                                               ; preds = %56, %62, %44
  %76 = phi i64 [ 0, %44 ], [ %117, %56 ], [ %71, %62 ]
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %76, ptr %77, align 8, !tbaa !119
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %79 = load i32, ptr %78, align 4, !tbaa !118
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
  br i1 %120, label %56, label %87, !llvm.loop !261

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
  br i1 %154, label %155, label %121, !llvm.loop !262

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
  br i1 %173, label %174, label %161, !llvm.loop !263

174:                                              ; preds = %155, %161, %75
  %175 = phi i64 [ 0, %75 ], [ %151, %155 ], [ %170, %161 ]
  %176 = getelementptr inbounds nuw i8, ptr %0, i64 120
  store i64 %175, ptr %176, align 8, !tbaa !117
  ret void
}

; Function Attrs: nounwind
define internal fastcc i32 @icoll_fwd(ptr noundef nonnull readonly captures(none) %0, i32 noundef range(i32 -1, 3) %1, ptr noundef %2, ptr noundef %3, ptr noundef readonly captures(address) %4, ptr noundef %5, ptr noundef readonly captures(address) %6, i32 noundef %7, ptr noundef %8) unnamed_addr #7 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  store ptr @ompi_request_null, ptr %11, align 8, !tbaa !57
  %12 = icmp eq ptr %8, null
  %13 = select i1 %12, ptr %11, ptr %8
  %14 = tail call noalias dereferenceable_or_null(344) ptr @calloc(i64 noundef 1, i64 noundef 344) #31
  store i32 5, ptr %14, align 8, !tbaa !264
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %1, ptr %15, align 8, !tbaa !134
  %16 = getelementptr inbounds nuw i8, ptr %14, i64 12
  store i32 %7, ptr %16, align 4, !tbaa !136
  %17 = getelementptr inbounds nuw i8, ptr %14, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %17, ptr noundef nonnull align 8 dereferenceable(128) %0, i64 128, i1 false), !tbaa.struct !265
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 280
  store ptr %5, ptr %18, align 8, !tbaa !141
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 336
  store ptr @ompi_request_null, ptr %19, align 8, !tbaa !137
  %20 = icmp eq ptr %6, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %9
  %22 = sext i32 %7 to i64
  %23 = shl nsw i64 %22, 3
  %24 = tail call noalias ptr @malloc(i64 noundef %23) #29
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 288
  store ptr %24, ptr %25, align 8, !tbaa !142
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr nonnull align 8 %6, i64 %23, i1 false)
  br label %26

26:                                               ; preds = %21, %9
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !111
  %29 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  %30 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %32, label %41

32:                                               ; preds = %26
  %33 = tail call ptr @getenv(ptr noundef nonnull @.str.31) #27
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
  %49 = load ptr, ptr %0, align 8, !tbaa !249
  %50 = icmp eq ptr %2, @ompi_mpi_op_sum
  br i1 %50, label %77, label %51

51:                                               ; preds = %48
  %52 = icmp eq ptr %2, @ompi_mpi_op_prod
  br i1 %52, label %77, label %53

53:                                               ; preds = %51
  %54 = icmp eq ptr %2, @ompi_mpi_op_min
  br i1 %54, label %77, label %55

55:                                               ; preds = %53
  %56 = icmp eq ptr %2, @ompi_mpi_op_max
  br i1 %56, label %77, label %57

57:                                               ; preds = %55
  %58 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %59 = icmp sgt i32 %58, 0
  br i1 %59, label %60, label %75

60:                                               ; preds = %57
  %61 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %62 = zext nneg i32 %58 to i64
  br label %66

63:                                               ; preds = %66
  %64 = add nuw nsw i64 %67, 1
  %65 = icmp eq i64 %64, %62
  br i1 %65, label %75, label %66, !llvm.loop !205

66:                                               ; preds = %63, %60
  %67 = phi i64 [ 0, %60 ], [ %64, %63 ]
  %68 = getelementptr inbounds nuw %struct.op_reg, ptr %61, i64 %67
  %69 = load ptr, ptr %68, align 8, !tbaa !206
  %70 = icmp eq ptr %69, %2
  br i1 %70, label %71, label %63

71:                                               ; preds = %66
  %72 = getelementptr inbounds nuw i8, ptr %68, i64 8
  %73 = load i32, ptr %72, align 8, !tbaa !209
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %77

75:                                               ; preds = %63, %71, %57
  %76 = ptrtoint ptr %2 to i64
  tail call void @__mpiad_fail(ptr noundef %49, ptr noundef nonnull @.str.43, i64 noundef %76) #30
  unreachable

77:                                               ; preds = %48, %51, %53, %55, %71
  %78 = phi i32 [ %73, %71 ], [ 3, %53 ], [ 2, %51 ], [ 1, %48 ], [ 4, %55 ]
  %79 = getelementptr inbounds nuw i8, ptr %14, i64 20
  store i32 %78, ptr %79, align 4, !tbaa !147
  br label %80

80:                                               ; preds = %41, %77
  %81 = phi i32 [ 0, %41 ], [ %78, %77 ]
  %82 = icmp eq i32 %28, 6
  br i1 %82, label %83, label %117

83:                                               ; preds = %80
  %84 = load ptr, ptr %0, align 8, !tbaa !249
  %85 = icmp eq ptr %2, @ompi_mpi_op_sum
  br i1 %85, label %113, label %86

86:                                               ; preds = %83
  %87 = icmp eq ptr %2, @ompi_mpi_op_prod
  %88 = icmp eq ptr %2, @ompi_mpi_op_min
  %89 = or i1 %87, %88
  %90 = icmp eq ptr %2, @ompi_mpi_op_max
  %91 = or i1 %90, %89
  br i1 %91, label %111, label %92

92:                                               ; preds = %86
  %93 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %94 = icmp sgt i32 %93, 0
  br i1 %94, label %95, label %109

95:                                               ; preds = %92
  %96 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %97 = zext nneg i32 %93 to i64
  br label %101

98:                                               ; preds = %101
  %99 = add nuw nsw i64 %102, 1
  %100 = icmp eq i64 %99, %97
  br i1 %100, label %109, label %101, !llvm.loop !205

101:                                              ; preds = %98, %95
  %102 = phi i64 [ 0, %95 ], [ %99, %98 ]
  %103 = getelementptr inbounds nuw %struct.op_reg, ptr %96, i64 %102
  %104 = load ptr, ptr %103, align 8, !tbaa !206
  %105 = icmp eq ptr %104, %2
  br i1 %105, label %106, label %98

106:                                              ; preds = %101
  %107 = getelementptr inbounds nuw i8, ptr %103, i64 8
  %108 = load i32, ptr %107, align 8, !tbaa !209
  switch i32 %108, label %111 [
    i32 0, label %109
    i32 1, label %113
  ]

109:                                              ; preds = %98, %106, %92
  %110 = ptrtoint ptr %2 to i64
  tail call void @__mpiad_fail(ptr noundef %84, ptr noundef nonnull @.str.43, i64 noundef %110) #30
  unreachable

111:                                              ; preds = %106, %86
  %112 = ptrtoint ptr %2 to i64
  tail call void @__mpiad_fail(ptr noundef %84, ptr noundef nonnull @.str.20, i64 noundef %112) #30
  unreachable

113:                                              ; preds = %106, %83
  %114 = icmp ne i32 %42, 0
  %115 = and i1 %85, %114
  %116 = zext i1 %115 to i32
  br label %117

117:                                              ; preds = %113, %80
  %118 = phi i32 [ %116, %113 ], [ %42, %80 ]
  br i1 %47, label %121, label %119

119:                                              ; preds = %117
  %120 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 0, ptr %120, align 4, !tbaa !138
  br label %166

121:                                              ; preds = %117
  %122 = icmp eq i32 %118, 0
  br i1 %122, label %131, label %123

123:                                              ; preds = %121
  %124 = icmp ne ptr %2, @ompi_mpi_op_sum
  %125 = icmp ne ptr %2, @ompi_mpi_op_prod
  %126 = and i1 %124, %125
  %127 = icmp ne ptr %2, @ompi_mpi_op_min
  %128 = and i1 %127, %126
  %129 = icmp ne ptr %2, @ompi_mpi_op_max
  %130 = and i1 %129, %128
  br i1 %130, label %131, label %161

131:                                              ; preds = %123, %121
  %132 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 2, ptr %132, align 4, !tbaa !138
  %133 = getelementptr inbounds nuw i8, ptr %14, i64 152
  %134 = load ptr, ptr %0, align 8, !tbaa !249
  %135 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %136 = load i32, ptr %135, align 8, !tbaa !114
  %137 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %138 = load ptr, ptr %137, align 8, !tbaa !257
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %140 = load ptr, ptr %139, align 8, !tbaa !258
  tail call fastcc void @plan_gather(ptr noundef nonnull %133, ptr noundef %134, i32 noundef 1, i32 noundef %136, ptr noundef %138, ptr noundef null, ptr noundef null, i32 noundef %136, ptr noundef %138, i32 noundef 0, ptr noundef %140)
  %141 = load i32, ptr %135, align 8, !tbaa !114
  %142 = sext i32 %141 to i64
  %143 = add nsw i32 %7, 1
  %144 = sext i32 %143 to i64
  %145 = mul nsw i64 %142, %144
  %146 = select i1 %45, i64 2, i64 3
  %147 = shl i64 %145, %146
  %148 = or disjoint i64 %147, 1
  %149 = tail call noalias ptr @malloc(i64 noundef %148) #29
  %150 = getelementptr inbounds nuw i8, ptr %14, i64 296
  store ptr %149, ptr %150, align 8, !tbaa !155
  %151 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %152 = load i32, ptr %151, align 4, !tbaa !146
  %153 = sext i32 %152 to i64
  %154 = mul i64 %145, %153
  %155 = shl i64 %154, %146
  %156 = or disjoint i64 %155, 1
  %157 = tail call noalias ptr @malloc(i64 noundef %156) #29
  %158 = getelementptr inbounds nuw i8, ptr %14, i64 304
  store ptr %157, ptr %158, align 8, !tbaa !140
  %159 = shl nsw i64 %142, %146
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %149, ptr readonly align 1 %43, i64 %159, i1 false)
  %160 = icmp sgt i32 %7, 0
  br i1 %160, label %439, label %483

161:                                              ; preds = %123
  %162 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %163 = icmp ne i32 %81, 1
  %164 = zext i1 %163 to i32
  %165 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 %164, ptr %165, align 4, !tbaa !138
  br i1 %163, label %299, label %166

166:                                              ; preds = %161, %119
  %167 = add nsw i32 %118, %7
  %168 = getelementptr inbounds nuw i8, ptr %14, i64 16
  store i32 %118, ptr %168, align 8, !tbaa !139
  %169 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %170 = load i64, ptr %169, align 8, !tbaa !119
  %171 = sext i32 %167 to i64
  %172 = mul i64 %170, %171
  %173 = select i1 %45, i64 2, i64 3
  %174 = shl i64 %172, %173
  %175 = or disjoint i64 %174, 1
  %176 = tail call noalias ptr @malloc(i64 noundef %175) #29
  %177 = getelementptr inbounds nuw i8, ptr %14, i64 296
  store ptr %176, ptr %177, align 8, !tbaa !155
  %178 = icmp eq i32 %28, 1
  br i1 %178, label %179, label %183

179:                                              ; preds = %166
  %180 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %181 = load i32, ptr %180, align 8, !tbaa !114
  %182 = sext i32 %181 to i64
  br label %186

183:                                              ; preds = %166
  %184 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %185 = load i64, ptr %184, align 8, !tbaa !117
  br label %186

186:                                              ; preds = %183, %179
  %187 = phi i64 [ %182, %179 ], [ %185, %183 ]
  %188 = mul i64 %187, %171
  %189 = shl i64 %188, %173
  %190 = or disjoint i64 %189, 1
  %191 = tail call noalias ptr @malloc(i64 noundef %190) #29
  %192 = getelementptr inbounds nuw i8, ptr %14, i64 304
  store ptr %191, ptr %192, align 8, !tbaa !140
  %193 = select i1 %178, ptr %191, ptr %176
  %194 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %195 = load i32, ptr %194, align 8, !tbaa !251
  %196 = icmp sgt i32 %195, 0
  br i1 %196, label %197, label %214

197:                                              ; preds = %186
  %198 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %199 = load ptr, ptr %198, align 8, !tbaa !255
  %200 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %201 = load ptr, ptr %200, align 8, !tbaa !154
  %202 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %203 = load ptr, ptr %202, align 8, !tbaa !252
  %204 = icmp eq i32 %118, 0
  %205 = icmp sgt i32 %7, 0
  %206 = icmp eq ptr %44, null
  %207 = zext i32 %7 to i64
  %208 = zext nneg i32 %195 to i64
  %209 = and i64 %207, 1
  %210 = icmp eq i32 %7, 1
  %211 = and i64 %207, 2147483646
  %212 = icmp eq i64 %209, 0
  %213 = icmp ne i64 %209, 0
  br label %216

214:                                              ; preds = %275, %186
  %215 = icmp eq i32 %118, 0
  br i1 %215, label %278, label %294

216:                                              ; preds = %197, %275
  %217 = phi i64 [ 0, %197 ], [ %276, %275 ]
  %218 = getelementptr inbounds nuw i32, ptr %199, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = sext i32 %219 to i64
  %221 = mul nsw i64 %220, %171
  %222 = shl i64 %221, %173
  %223 = getelementptr inbounds nuw i8, ptr %193, i64 %222
  %224 = getelementptr inbounds nuw i32, ptr %201, i64 %217
  %225 = load i32, ptr %224, align 4, !tbaa !5
  %226 = getelementptr inbounds nuw i32, ptr %203, i64 %217
  %227 = load i32, ptr %226, align 4, !tbaa !5
  %228 = sext i32 %227 to i64
  %229 = sext i32 %225 to i64
  %230 = shl nsw i64 %229, %173
  %231 = shl nsw i64 %228, %173
  br i1 %204, label %235, label %232

232:                                              ; preds = %216
  %233 = getelementptr inbounds nuw i8, ptr %43, i64 %231
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %223, ptr readonly align 1 %233, i64 %230, i1 false)
  %234 = getelementptr inbounds nuw i8, ptr %223, i64 %230
  br label %235

235:                                              ; preds = %232, %216
  %236 = phi ptr [ %234, %232 ], [ %223, %216 ]
  br i1 %205, label %237, label %275

237:                                              ; preds = %235
  br i1 %210, label %265, label %238

238:                                              ; preds = %237, %259
  %239 = phi i64 [ %260, %259 ], [ 0, %237 ]
  %240 = phi ptr [ %261, %259 ], [ %236, %237 ]
  %241 = phi i64 [ %262, %259 ], [ 0, %237 ]
  br i1 %206, label %248, label %242

242:                                              ; preds = %238
  %243 = getelementptr inbounds nuw ptr, ptr %44, i64 %239
  %244 = load ptr, ptr %243, align 8, !tbaa !15
  %245 = icmp eq ptr %244, null
  br i1 %245, label %248, label %246

246:                                              ; preds = %242
  %247 = getelementptr inbounds nuw i8, ptr %244, i64 %231
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %240, ptr nonnull align 1 %247, i64 %230, i1 false)
  br label %249

248:                                              ; preds = %242, %238
  tail call void @llvm.memset.p0.i64(ptr align 1 %240, i8 0, i64 %230, i1 false)
  br label %249

249:                                              ; preds = %248, %246
  %250 = getelementptr inbounds nuw i8, ptr %240, i64 %230
  br i1 %206, label %258, label %251

251:                                              ; preds = %249
  %252 = getelementptr inbounds nuw ptr, ptr %44, i64 %239
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 8
  %254 = load ptr, ptr %253, align 8, !tbaa !15
  %255 = icmp eq ptr %254, null
  br i1 %255, label %258, label %256

256:                                              ; preds = %251
  %257 = getelementptr inbounds nuw i8, ptr %254, i64 %231
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %250, ptr nonnull align 1 %257, i64 %230, i1 false)
  br label %259

258:                                              ; preds = %251, %249
  tail call void @llvm.memset.p0.i64(ptr align 1 %250, i8 0, i64 %230, i1 false)
  br label %259

259:                                              ; preds = %258, %256
  %260 = add nuw nsw i64 %239, 2
  %261 = getelementptr inbounds nuw i8, ptr %250, i64 %230
  %262 = add i64 %241, 2
  %263 = icmp eq i64 %262, %211
  br i1 %263, label %264, label %238, !llvm.loop !16

264:                                              ; preds = %259
  br i1 %212, label %275, label %265

265:                                              ; preds = %264, %237
  %266 = phi i64 [ 0, %237 ], [ %260, %264 ]
  %267 = phi ptr [ %236, %237 ], [ %261, %264 ]
  tail call void @llvm.assume(i1 %213)
  br i1 %206, label %274, label %268

268:                                              ; preds = %265
  %269 = getelementptr inbounds nuw ptr, ptr %44, i64 %266
  %270 = load ptr, ptr %269, align 8, !tbaa !15
  %271 = icmp eq ptr %270, null
  br i1 %271, label %274, label %272

272:                                              ; preds = %268
  %273 = getelementptr inbounds nuw i8, ptr %270, i64 %231
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %267, ptr nonnull align 1 %273, i64 %230, i1 false)
  br label %275

274:                                              ; preds = %268, %265
  tail call void @llvm.memset.p0.i64(ptr align 1 %267, i8 0, i64 %230, i1 false)
  br label %275

275:                                              ; preds = %264, %274, %272, %235
  %276 = add nuw nsw i64 %217, 1
  %277 = icmp eq i64 %276, %208
  br i1 %277, label %214, label %216, !llvm.loop !268

278:                                              ; preds = %214
  %279 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %280 = load ptr, ptr %279, align 8, !tbaa !154
  %281 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %282 = load ptr, ptr %281, align 8, !tbaa !252
  %283 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %284 = load ptr, ptr %283, align 8, !tbaa !259
  %285 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %286 = load ptr, ptr %285, align 8, !tbaa !122
  %287 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %288 = load ptr, ptr %287, align 8, !tbaa !120
  %289 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %290 = load ptr, ptr %289, align 8, !tbaa !257
  %291 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %292 = load i32, ptr %291, align 8, !tbaa !114
  %293 = call fastcc i32 @coll_start(ptr noundef nonnull readonly %0, i32 noundef %28, ptr noundef %3, ptr noundef %280, ptr noundef %282, ptr noundef %284, ptr noundef %5, ptr noundef %286, ptr noundef %288, ptr noundef %290, i32 noundef %292, ptr noundef %2, ptr noundef nonnull %13)
  br label %294

294:                                              ; preds = %278, %214
  %295 = phi ptr [ %13, %214 ], [ %19, %278 ]
  %296 = phi i32 [ 0, %214 ], [ %293, %278 ]
  %297 = call fastcc i32 @blocks_start(ptr noundef %14, ptr noundef nonnull %0, i32 noundef %167, ptr noundef %295)
  %298 = select i1 %215, i32 %296, i32 %297
  br label %498

299:                                              ; preds = %161
  %300 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %301 = load i32, ptr %300, align 8, !tbaa !114
  %302 = sext i32 %301 to i64
  %303 = add nsw i32 %7, 1
  %304 = sext i32 %303 to i64
  %305 = mul nsw i64 %302, %304
  %306 = select i1 %45, i64 2, i64 3
  %307 = shl i64 %305, %306
  %308 = or disjoint i64 %307, 1
  %309 = tail call noalias ptr @malloc(i64 noundef %308) #29
  %310 = getelementptr inbounds nuw i8, ptr %14, i64 296
  store ptr %309, ptr %310, align 8, !tbaa !155
  %311 = tail call noalias ptr @malloc(i64 noundef %308) #29
  %312 = getelementptr inbounds nuw i8, ptr %14, i64 304
  store ptr %311, ptr %312, align 8, !tbaa !140
  %313 = icmp sgt i32 %301, 0
  br i1 %313, label %314, label %360

314:                                              ; preds = %299
  %315 = icmp eq i32 %1, 1
  %316 = icmp sgt i32 %7, 0
  %317 = icmp eq ptr %44, null
  %318 = zext nneg i32 %7 to i64
  br label %319

319:                                              ; preds = %333, %314
  %320 = phi i64 [ 0, %314 ], [ %334, %333 ]
  %321 = mul nsw i64 %320, %304
  br i1 %315, label %322, label %326

322:                                              ; preds = %319
  %323 = getelementptr inbounds nuw double, ptr %43, i64 %320
  %324 = load double, ptr %323, align 8, !tbaa !35
  %325 = getelementptr inbounds double, ptr %309, i64 %321
  store double %324, ptr %325, align 8, !tbaa !35
  br label %330

326:                                              ; preds = %319
  %327 = getelementptr inbounds nuw float, ptr %43, i64 %320
  %328 = load float, ptr %327, align 4, !tbaa !30
  %329 = getelementptr inbounds float, ptr %309, i64 %321
  store float %328, ptr %329, align 4, !tbaa !30
  br label %330

330:                                              ; preds = %326, %322
  br i1 %316, label %331, label %333

331:                                              ; preds = %330
  %332 = add nuw nsw i64 %321, 1
  br label %336

333:                                              ; preds = %357, %330
  %334 = add nuw nsw i64 %320, 1
  %335 = icmp eq i64 %334, %302
  br i1 %335, label %360, label %319, !llvm.loop !219

336:                                              ; preds = %357, %331
  %337 = phi i64 [ 0, %331 ], [ %358, %357 ]
  %338 = add nuw nsw i64 %332, %337
  br i1 %317, label %350, label %339

339:                                              ; preds = %336
  %340 = getelementptr inbounds nuw ptr, ptr %44, i64 %337
  %341 = load ptr, ptr %340, align 8, !tbaa !15
  %342 = icmp eq ptr %341, null
  br i1 %342, label %350, label %343

343:                                              ; preds = %339
  br i1 %315, label %344, label %347

344:                                              ; preds = %343
  %345 = getelementptr inbounds nuw double, ptr %341, i64 %320
  %346 = load double, ptr %345, align 8, !tbaa !35
  br label %351

347:                                              ; preds = %343
  %348 = getelementptr inbounds nuw float, ptr %341, i64 %320
  %349 = load float, ptr %348, align 4, !tbaa !30
  br label %354

350:                                              ; preds = %339, %336
  br i1 %315, label %351, label %354

351:                                              ; preds = %350, %344
  %352 = phi double [ %346, %344 ], [ 0.000000e+00, %350 ]
  %353 = getelementptr inbounds nuw double, ptr %309, i64 %338
  store double %352, ptr %353, align 8, !tbaa !35
  br label %357

354:                                              ; preds = %350, %347
  %355 = phi float [ %349, %347 ], [ 0.000000e+00, %350 ]
  %356 = getelementptr inbounds nuw float, ptr %309, i64 %338
  store float %355, ptr %356, align 4, !tbaa !30
  br label %357

357:                                              ; preds = %354, %351
  %358 = add nuw nsw i64 %337, 1
  %359 = icmp eq i64 %358, %318
  br i1 %359, label %333, label %336, !llvm.loop !220

360:                                              ; preds = %333, %299
  %361 = getelementptr inbounds nuw i8, ptr %14, i64 328
  %362 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %363 = icmp sgt i32 %362, 0
  br i1 %363, label %364, label %381

364:                                              ; preds = %360
  %365 = zext nneg i32 %362 to i64
  br label %366

366:                                              ; preds = %375, %364
  %367 = phi i64 [ 0, %364 ], [ %376, %375 ]
  %368 = getelementptr inbounds nuw %struct.anon.1, ptr @tup_types, i64 %367
  %369 = load i32, ptr %368, align 16, !tbaa !221
  %370 = icmp eq i32 %369, %1
  br i1 %370, label %371, label %375

371:                                              ; preds = %366
  %372 = getelementptr inbounds nuw i8, ptr %368, i64 4
  %373 = load i32, ptr %372, align 4, !tbaa !223
  %374 = icmp eq i32 %373, %7
  br i1 %374, label %378, label %375

375:                                              ; preds = %371, %366
  %376 = add nuw nsw i64 %367, 1
  %377 = icmp eq i64 %376, %365
  br i1 %377, label %381, label %366, !llvm.loop !224

378:                                              ; preds = %371
  store i32 0, ptr %361, align 4, !tbaa !5
  %379 = getelementptr inbounds nuw i8, ptr %368, i64 8
  %380 = load ptr, ptr %379, align 8, !tbaa !225
  br label %402

381:                                              ; preds = %375, %360
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %382 = icmp eq i32 %1, 1
  %383 = select i1 %382, ptr @ompi_mpi_double, ptr @ompi_mpi_float
  %384 = call i32 @MPI_Type_contiguous(i32 noundef %303, ptr noundef nonnull %383, ptr noundef nonnull %10) #27
  %385 = call i32 @MPI_Type_commit(ptr noundef nonnull %10) #27
  %386 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %387 = icmp eq i32 %386, 16
  %388 = zext i1 %387 to i32
  store i32 %388, ptr %361, align 4, !tbaa !5
  %389 = load ptr, ptr %10, align 8, !tbaa !56
  br i1 %387, label %396, label %390

390:                                              ; preds = %381
  %391 = sext i32 %386 to i64
  %392 = getelementptr inbounds %struct.anon.1, ptr @tup_types, i64 %391
  store i32 %1, ptr %392, align 16, !tbaa !221
  %393 = getelementptr inbounds nuw i8, ptr %392, i64 4
  store i32 %7, ptr %393, align 4, !tbaa !223
  %394 = add nsw i32 %386, 1
  store i32 %394, ptr @n_tup_types, align 4, !tbaa !5
  %395 = getelementptr inbounds nuw i8, ptr %392, i64 8
  store ptr %389, ptr %395, align 8, !tbaa !225
  br label %396

396:                                              ; preds = %390, %381
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  %397 = load i32, ptr %27, align 8, !tbaa !111
  %398 = load ptr, ptr %310, align 8, !tbaa !155
  %399 = load ptr, ptr %312, align 8, !tbaa !140
  %400 = load i32, ptr %300, align 8, !tbaa !114
  %401 = load i32, ptr %162, align 4, !tbaa !147
  br label %402

402:                                              ; preds = %378, %396
  %403 = phi i32 [ %401, %396 ], [ %81, %378 ]
  %404 = phi i32 [ %400, %396 ], [ %301, %378 ]
  %405 = phi ptr [ %399, %396 ], [ %311, %378 ]
  %406 = phi ptr [ %398, %396 ], [ %309, %378 ]
  %407 = phi i32 [ %397, %396 ], [ %28, %378 ]
  %408 = phi ptr [ %389, %396 ], [ %380, %378 ]
  %409 = getelementptr inbounds nuw i8, ptr %14, i64 320
  store ptr %408, ptr %409, align 8, !tbaa !269
  %410 = add nsw i32 %1, -1
  %411 = sext i32 %410 to i64
  %412 = getelementptr inbounds [5 x i32], ptr @tup_ops_made, i64 %411
  %413 = sext i32 %403 to i64
  %414 = getelementptr inbounds i32, ptr %412, i64 %413
  %415 = load i32, ptr %414, align 4, !tbaa !5
  %416 = icmp eq i32 %415, 0
  br i1 %416, label %417, label %434

417:                                              ; preds = %402
  %418 = icmp eq i32 %1, 1
  %419 = icmp eq i32 %403, 2
  br i1 %418, label %420, label %424

420:                                              ; preds = %417
  br i1 %419, label %428, label %421

421:                                              ; preds = %420
  %422 = icmp eq i32 %403, 3
  %423 = select i1 %422, ptr @tup_min_d, ptr @tup_max_d
  br label %428

424:                                              ; preds = %417
  br i1 %419, label %428, label %425

425:                                              ; preds = %424
  %426 = icmp eq i32 %403, 3
  %427 = select i1 %426, ptr @tup_min_f, ptr @tup_max_f
  br label %428

428:                                              ; preds = %425, %424, %421, %420
  %429 = phi ptr [ @tup_prod_d, %420 ], [ %423, %421 ], [ %427, %425 ], [ @tup_prod_f, %424 ]
  %430 = zext i1 %419 to i32
  %431 = getelementptr inbounds [5 x ptr], ptr @tup_ops, i64 %411
  %432 = getelementptr inbounds ptr, ptr %431, i64 %413
  %433 = call i32 @MPI_Op_create(ptr noundef nonnull %429, i32 noundef %430, ptr noundef nonnull %432) #27
  store i32 1, ptr %414, align 4, !tbaa !5
  br label %434

434:                                              ; preds = %402, %428
  %435 = getelementptr inbounds [5 x ptr], ptr @tup_ops, i64 %411
  %436 = getelementptr inbounds ptr, ptr %435, i64 %413
  %437 = load ptr, ptr %436, align 8, !tbaa !226
  %438 = call fastcc i32 @coll_start(ptr noundef nonnull %0, i32 noundef %407, ptr noundef %406, ptr noundef null, ptr noundef null, ptr noundef %408, ptr noundef %405, ptr noundef null, ptr noundef null, ptr noundef %408, i32 noundef %404, ptr noundef %437, ptr noundef nonnull %13)
  br label %498

439:                                              ; preds = %131
  %440 = icmp eq ptr %44, null
  %441 = zext nneg i32 %7 to i64
  %442 = and i64 %441, 1
  %443 = icmp eq i32 %7, 1
  br i1 %443, label %472, label %444

444:                                              ; preds = %439
  %445 = and i64 %441, 2147483646
  br label %446

446:                                              ; preds = %466, %444
  %447 = phi i64 [ 0, %444 ], [ %467, %466 ]
  %448 = phi ptr [ %149, %444 ], [ %458, %466 ]
  %449 = phi i64 [ 0, %444 ], [ %468, %466 ]
  %450 = getelementptr inbounds nuw i8, ptr %448, i64 %159
  br i1 %440, label %456, label %451

451:                                              ; preds = %446
  %452 = getelementptr inbounds nuw ptr, ptr %44, i64 %447
  %453 = load ptr, ptr %452, align 8, !tbaa !15
  %454 = icmp eq ptr %453, null
  br i1 %454, label %456, label %455

455:                                              ; preds = %451
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %450, ptr nonnull align 1 %453, i64 %159, i1 false)
  br label %457

456:                                              ; preds = %451, %446
  tail call void @llvm.memset.p0.i64(ptr align 1 %450, i8 0, i64 %159, i1 false)
  br label %457

457:                                              ; preds = %456, %455
  %458 = getelementptr inbounds nuw i8, ptr %450, i64 %159
  br i1 %440, label %465, label %459

459:                                              ; preds = %457
  %460 = getelementptr inbounds nuw ptr, ptr %44, i64 %447
  %461 = getelementptr inbounds nuw i8, ptr %460, i64 8
  %462 = load ptr, ptr %461, align 8, !tbaa !15
  %463 = icmp eq ptr %462, null
  br i1 %463, label %465, label %464

464:                                              ; preds = %459
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %458, ptr nonnull align 1 %462, i64 %159, i1 false)
  br label %466

465:                                              ; preds = %459, %457
  tail call void @llvm.memset.p0.i64(ptr align 1 %458, i8 0, i64 %159, i1 false)
  br label %466

466:                                              ; preds = %465, %464
  %467 = add nuw nsw i64 %447, 2
  %468 = add i64 %449, 2
  %469 = icmp eq i64 %468, %445
  br i1 %469, label %470, label %446, !llvm.loop !16

470:                                              ; preds = %466
  %471 = icmp eq i64 %442, 0
  br i1 %471, label %483, label %472

472:                                              ; preds = %470, %439
  %473 = phi i64 [ 0, %439 ], [ %467, %470 ]
  %474 = phi ptr [ %149, %439 ], [ %458, %470 ]
  %475 = icmp ne i64 %442, 0
  tail call void @llvm.assume(i1 %475)
  %476 = getelementptr inbounds nuw i8, ptr %474, i64 %159
  br i1 %440, label %482, label %477

477:                                              ; preds = %472
  %478 = getelementptr inbounds nuw ptr, ptr %44, i64 %473
  %479 = load ptr, ptr %478, align 8, !tbaa !15
  %480 = icmp eq ptr %479, null
  br i1 %480, label %482, label %481

481:                                              ; preds = %477
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %476, ptr nonnull align 1 %479, i64 %159, i1 false)
  br label %483

482:                                              ; preds = %477, %472
  tail call void @llvm.memset.p0.i64(ptr align 1 %476, i8 0, i64 %159, i1 false)
  br label %483

483:                                              ; preds = %470, %482, %481, %131
  %484 = load i32, ptr %27, align 8, !tbaa !111
  %485 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %486 = load ptr, ptr %485, align 8, !tbaa !154
  %487 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %488 = load ptr, ptr %487, align 8, !tbaa !252
  %489 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %490 = load ptr, ptr %489, align 8, !tbaa !259
  %491 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %492 = load ptr, ptr %491, align 8, !tbaa !122
  %493 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %494 = load ptr, ptr %493, align 8, !tbaa !120
  %495 = load ptr, ptr %137, align 8, !tbaa !257
  %496 = call fastcc i32 @coll_start(ptr noundef nonnull readonly %0, i32 noundef %484, ptr noundef %3, ptr noundef %486, ptr noundef %488, ptr noundef %490, ptr noundef %5, ptr noundef %492, ptr noundef %494, ptr noundef %495, i32 noundef %141, ptr noundef %2, ptr noundef nonnull %13)
  %497 = call fastcc i32 @blocks_start(ptr noundef nonnull %14, ptr noundef nonnull %133, i32 noundef %143, ptr noundef nonnull %19)
  br label %498

498:                                              ; preds = %434, %483, %294
  %499 = phi i32 [ %298, %294 ], [ %438, %434 ], [ %496, %483 ]
  br i1 %12, label %503, label %500

500:                                              ; preds = %498
  %501 = load ptr, ptr %8, align 8, !tbaa !57
  %502 = ptrtoint ptr %501 to i64
  call fastcc void @req_insert(i64 noundef %502, i32 noundef 0, ptr noundef %14)
  br label %505

503:                                              ; preds = %498
  %504 = call i32 @MPI_Wait(ptr noundef nonnull %11, ptr noundef null) #27
  call fastcc void @icoll_fwd_complete(ptr noundef %14, i32 noundef 0)
  br label %505

505:                                              ; preds = %503, %500
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  ret i32 %499
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_ibcast(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6) local_unnamed_addr #7 {
  %8 = alloca %struct.plan, align 8
  %9 = icmp eq ptr %3, @ompi_mpi_double
  %10 = icmp eq ptr %3, @ompi_mpi_float
  %11 = select i1 %10, i32 2, i32 0
  %12 = select i1 %9, i32 1, i32 %11
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %7
  %15 = tail call i32 @MPI_Ibcast(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6) #27
  br label %18

16:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #27
  call fastcc void @plan_bcast(ptr noundef %8, i32 noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5)
  %17 = call fastcc ptr @icoll_aug(ptr noundef %8, i32 noundef %12, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %0, ptr noundef %1, ptr noundef %0, ptr noundef %1, ptr noundef %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #27
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi ptr [ %17, %16 ], [ null, %14 ]
  ret ptr %19
}

; Function Attrs: nounwind
define internal fastcc noundef ptr @icoll_aug(ptr noundef nonnull readonly captures(none) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) unnamed_addr #7 {
  %9 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #27
  store ptr @ompi_request_null, ptr %9, align 8, !tbaa !57
  %10 = icmp eq ptr %7, null
  %11 = select i1 %10, ptr %9, ptr %7
  %12 = tail call noalias dereferenceable_or_null(240) ptr @calloc(i64 noundef 1, i64 noundef 240) #31
  store i32 5, ptr %12, align 8, !tbaa !270
  %13 = zext i1 %10 to i32
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  store i32 %13, ptr %14, align 4, !tbaa !126
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 20
  store i32 %1, ptr %15, align 4, !tbaa !110
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 40
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %16, ptr noundef nonnull align 8 dereferenceable(128) %0, i64 128, i1 false), !tbaa.struct !265
  %17 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  %18 = select i1 %17, ptr %6, ptr %4
  %19 = getelementptr inbounds nuw i8, ptr %12, i64 168
  store ptr %18, ptr %19, align 8, !tbaa !250
  %20 = getelementptr inbounds nuw i8, ptr %12, i64 176
  store ptr %6, ptr %20, align 8, !tbaa !116
  %21 = getelementptr inbounds nuw i8, ptr %12, i64 224
  store ptr @ompi_request_null, ptr %21, align 8, !tbaa !271
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 200
  store ptr @ompi_request_null, ptr %22, align 8, !tbaa !272
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !111
  switch i32 %24, label %116 [
    i32 7, label %25
    i32 8, label %25
    i32 6, label %86
  ]

25:                                               ; preds = %8, %8
  %26 = load ptr, ptr %0, align 8, !tbaa !249
  %27 = icmp eq ptr %2, @ompi_mpi_op_sum
  br i1 %27, label %28, label %30

28:                                               ; preds = %25
  %29 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store i32 1, ptr %29, align 8, !tbaa !273
  br label %116

30:                                               ; preds = %25
  %31 = icmp eq ptr %2, @ompi_mpi_op_prod
  br i1 %31, label %56, label %32

32:                                               ; preds = %30
  %33 = icmp eq ptr %2, @ompi_mpi_op_min
  br i1 %33, label %56, label %34

34:                                               ; preds = %32
  %35 = icmp eq ptr %2, @ompi_mpi_op_max
  br i1 %35, label %56, label %36

36:                                               ; preds = %34
  %37 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %38 = icmp sgt i32 %37, 0
  br i1 %38, label %39, label %54

39:                                               ; preds = %36
  %40 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %41 = zext nneg i32 %37 to i64
  br label %45

42:                                               ; preds = %45
  %43 = add nuw nsw i64 %46, 1
  %44 = icmp eq i64 %43, %41
  br i1 %44, label %54, label %45, !llvm.loop !205

45:                                               ; preds = %42, %39
  %46 = phi i64 [ 0, %39 ], [ %43, %42 ]
  %47 = getelementptr inbounds nuw %struct.op_reg, ptr %40, i64 %46
  %48 = load ptr, ptr %47, align 8, !tbaa !206
  %49 = icmp eq ptr %48, %2
  br i1 %49, label %50, label %42

50:                                               ; preds = %45
  %51 = getelementptr inbounds nuw i8, ptr %47, i64 8
  %52 = load i32, ptr %51, align 8, !tbaa !209
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %59

54:                                               ; preds = %42, %50, %36
  %55 = ptrtoint ptr %2 to i64
  tail call void @__mpiad_fail(ptr noundef %26, ptr noundef nonnull @.str.43, i64 noundef %55) #30
  unreachable

56:                                               ; preds = %32, %30, %34
  %57 = phi i32 [ 4, %34 ], [ 2, %30 ], [ 3, %32 ]
  %58 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store i32 %57, ptr %58, align 8, !tbaa !273
  br label %62

59:                                               ; preds = %50
  %60 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store i32 %52, ptr %60, align 8, !tbaa !273
  %61 = icmp eq i32 %52, 1
  br i1 %61, label %116, label %62

62:                                               ; preds = %56, %59
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %64 = load i32, ptr %63, align 8, !tbaa !114
  %65 = sext i32 %64 to i64
  %66 = icmp eq i32 %1, 2
  %67 = select i1 %66, i64 2, i64 3
  %68 = shl nsw i64 %65, %67
  %69 = or disjoint i64 %68, 1
  %70 = tail call noalias ptr @malloc(i64 noundef %69) #29
  %71 = getelementptr inbounds nuw i8, ptr %12, i64 208
  store ptr %70, ptr %71, align 8, !tbaa !274
  %72 = select i1 %17, ptr %5, ptr %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %70, ptr align 1 %72, i64 %68, i1 false)
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %74 = load i32, ptr %73, align 4, !tbaa !146
  %75 = sext i32 %74 to i64
  %76 = mul i64 %68, %75
  %77 = or disjoint i64 %76, 1
  %78 = tail call noalias ptr @malloc(i64 noundef %77) #29
  %79 = getelementptr inbounds nuw i8, ptr %12, i64 216
  store ptr %78, ptr %79, align 8, !tbaa !275
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %81 = load ptr, ptr %80, align 8, !tbaa !257
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %83 = load ptr, ptr %82, align 8, !tbaa !258
  %84 = tail call i32 @MPI_Iallgather(ptr noundef %70, i32 noundef %64, ptr noundef %81, ptr noundef %78, i32 noundef %64, ptr noundef %81, ptr noundef %83, ptr noundef nonnull %21) #27
  %85 = load i32, ptr %23, align 8, !tbaa !111
  br label %116

86:                                               ; preds = %8
  %87 = load ptr, ptr %0, align 8, !tbaa !249
  %88 = icmp eq ptr %2, @ompi_mpi_op_sum
  br i1 %88, label %116, label %89

89:                                               ; preds = %86
  %90 = icmp eq ptr %2, @ompi_mpi_op_prod
  %91 = icmp eq ptr %2, @ompi_mpi_op_min
  %92 = or i1 %90, %91
  %93 = icmp eq ptr %2, @ompi_mpi_op_max
  %94 = or i1 %93, %92
  br i1 %94, label %114, label %95

95:                                               ; preds = %89
  %96 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %97 = icmp sgt i32 %96, 0
  br i1 %97, label %98, label %112

98:                                               ; preds = %95
  %99 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %100 = zext nneg i32 %96 to i64
  br label %104

101:                                              ; preds = %104
  %102 = add nuw nsw i64 %105, 1
  %103 = icmp eq i64 %102, %100
  br i1 %103, label %112, label %104, !llvm.loop !205

104:                                              ; preds = %101, %98
  %105 = phi i64 [ 0, %98 ], [ %102, %101 ]
  %106 = getelementptr inbounds nuw %struct.op_reg, ptr %99, i64 %105
  %107 = load ptr, ptr %106, align 8, !tbaa !206
  %108 = icmp eq ptr %107, %2
  br i1 %108, label %109, label %101

109:                                              ; preds = %104
  %110 = getelementptr inbounds nuw i8, ptr %106, i64 8
  %111 = load i32, ptr %110, align 8, !tbaa !209
  switch i32 %111, label %114 [
    i32 0, label %112
    i32 1, label %116
  ]

112:                                              ; preds = %101, %109, %95
  %113 = ptrtoint ptr %2 to i64
  tail call void @__mpiad_fail(ptr noundef %87, ptr noundef nonnull @.str.43, i64 noundef %113) #30
  unreachable

114:                                              ; preds = %109, %89
  %115 = ptrtoint ptr %2 to i64
  tail call void @__mpiad_fail(ptr noundef %87, ptr noundef nonnull @.str.20, i64 noundef %115) #30
  unreachable

116:                                              ; preds = %109, %86, %28, %8, %59, %62
  %117 = phi i32 [ 6, %109 ], [ 6, %86 ], [ %24, %28 ], [ %24, %8 ], [ %24, %59 ], [ %85, %62 ]
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %119 = load ptr, ptr %118, align 8, !tbaa !154
  %120 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %121 = load ptr, ptr %120, align 8, !tbaa !252
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %123 = load ptr, ptr %122, align 8, !tbaa !259
  %124 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %125 = load ptr, ptr %124, align 8, !tbaa !122
  %126 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %127 = load ptr, ptr %126, align 8, !tbaa !120
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %129 = load ptr, ptr %128, align 8, !tbaa !257
  %130 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %131 = load i32, ptr %130, align 8, !tbaa !114
  %132 = call fastcc i32 @coll_start(ptr noundef nonnull readonly %0, i32 noundef %117, ptr noundef %3, ptr noundef %119, ptr noundef %121, ptr noundef %123, ptr noundef %5, ptr noundef %125, ptr noundef %127, ptr noundef %129, i32 noundef %131, ptr noundef %2, ptr noundef nonnull %11)
  %133 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %134 = add nsw i64 %133, 1
  store i64 %134, ptr @coll_seq, align 8, !tbaa !12
  %135 = getelementptr inbounds nuw i8, ptr %12, i64 32
  store i64 %134, ptr %135, align 8, !tbaa !20
  br i1 %10, label %139, label %136

136:                                              ; preds = %116
  %137 = load ptr, ptr %7, align 8, !tbaa !57
  %138 = ptrtoint ptr %137 to i64
  call fastcc void @req_insert(i64 noundef %138, i32 noundef 1, ptr noundef nonnull %12)
  br label %141

139:                                              ; preds = %116
  %140 = call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef null) #27
  call fastcc void @icoll_aug_complete(ptr noundef nonnull %12)
  br label %141

141:                                              ; preds = %139, %136
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #27
  ret ptr %12
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_igatherv(ptr noundef %0, ptr noundef readonly captures(address) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address) %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12, i32 noundef %13, i32 noundef %14) local_unnamed_addr #7 {
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
  %26 = load ptr, ptr %25, align 8, !tbaa !266
  call fastcc void @plan_gather(ptr noundef nonnull %16, ptr noundef %26, i32 noundef %14, i32 noundef %2, ptr noundef %3, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11)
  %27 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !111
  switch i32 %28, label %47 [
    i32 4, label %29
    i32 2, label %35
  ]

29:                                               ; preds = %15
  %30 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %31 = load i32, ptr %30, align 8, !tbaa !112
  %32 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %33 = load i32, ptr %32, align 4, !tbaa !113
  %34 = icmp eq i32 %31, %33
  br i1 %34, label %47, label %54

35:                                               ; preds = %15
  %36 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %37 = load i32, ptr %36, align 8, !tbaa !112
  %38 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !113
  %40 = icmp eq i32 %37, %39
  %41 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %42 = load ptr, ptr %41, align 8, !tbaa !259
  %43 = icmp eq ptr %42, @ompi_mpi_double
  %44 = icmp eq ptr %42, @ompi_mpi_float
  %45 = select i1 %44, i32 2, i32 0
  %46 = select i1 %43, i32 1, i32 %45
  br i1 %40, label %54, label %70

47:                                               ; preds = %29, %15
  %48 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %49 = load ptr, ptr %48, align 8, !tbaa !259
  %50 = icmp eq ptr %49, @ompi_mpi_double
  %51 = icmp eq ptr %49, @ompi_mpi_float
  %52 = select i1 %51, i32 2, i32 0
  %53 = select i1 %50, i32 1, i32 %52
  br label %54

54:                                               ; preds = %47, %35, %29
  %55 = phi i32 [ -1, %29 ], [ %46, %35 ], [ %53, %47 ]
  %56 = getelementptr inbounds nuw i8, ptr %16, i64 40
  %57 = load ptr, ptr %56, align 8, !tbaa !257
  %58 = icmp eq ptr %57, @ompi_mpi_double
  %59 = icmp eq ptr %57, @ompi_mpi_float
  %60 = select i1 %59, i32 2, i32 0
  %61 = select i1 %58, i32 1, i32 %60
  %62 = icmp slt i32 %55, 0
  %63 = icmp eq i32 %55, %61
  %64 = select i1 %62, i1 true, i1 %63
  br i1 %64, label %70, label %65

65:                                               ; preds = %54
  %66 = load ptr, ptr %16, align 8, !tbaa !249
  %67 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %68 = load ptr, ptr %67, align 8, !tbaa !259
  %69 = ptrtoint ptr %68 to i64
  call void @__mpiad_fail(ptr noundef %66, ptr noundef nonnull @.str.51, i64 noundef %69) #30
  unreachable

70:                                               ; preds = %54, %35
  %71 = phi i32 [ %46, %35 ], [ %61, %54 ]
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %81, label %73

73:                                               ; preds = %70
  %74 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %75 = icmp eq ptr %4, inttoptr (i64 1 to ptr)
  %76 = or i1 %74, %75
  br i1 %76, label %77, label %79

77:                                               ; preds = %73
  %78 = load ptr, ptr %16, align 8, !tbaa !249
  call void @__mpiad_fail(ptr noundef %78, ptr noundef nonnull @.str.52, i64 noundef 0) #30
  unreachable

79:                                               ; preds = %73
  %80 = call fastcc i32 @icoll_fwd(ptr noundef %16, i32 noundef %71, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %0, ptr noundef %1, ptr noundef %4, ptr noundef %5, i32 noundef %13, ptr noundef %12)
  br label %94

81:                                               ; preds = %70
  %82 = load ptr, ptr %16, align 8, !tbaa !249
  %83 = icmp eq ptr %1, null
  br i1 %83, label %90, label %84

84:                                               ; preds = %81
  %85 = icmp ne ptr %3, @ompi_mpi_double
  %86 = icmp ne ptr %3, @ompi_mpi_float
  %87 = and i1 %85, %86
  br i1 %87, label %88, label %90

88:                                               ; preds = %84
  %89 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef %82, ptr noundef nonnull @.str.32, i64 noundef %89) #30
  unreachable

90:                                               ; preds = %81, %84
  %91 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %92 = load ptr, ptr %91, align 8, !tbaa !154
  call void @free(ptr noundef %92) #27
  %93 = call fastcc i32 @gather_primal(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12, i32 noundef %14)
  br label %94

94:                                               ; preds = %90, %79
  %95 = phi i32 [ %80, %79 ], [ %93, %90 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  ret i32 %95
}

; Function Attrs: nounwind
define internal fastcc void @plan_gather(ptr noundef initializes((0, 128)) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, ptr noundef readonly captures(address_is_null) %6, i32 noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) unnamed_addr #7 {
  %12 = icmp eq i32 %2, 0
  %13 = select i1 %12, i32 2, i32 3
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %14, i8 0, i64 112, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !249
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %13, ptr %15, align 8, !tbaa !111
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %9, ptr %16, align 4, !tbaa !113
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store ptr %4, ptr %17, align 8, !tbaa !259
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %8, ptr %18, align 8, !tbaa !257
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %10, ptr %19, align 8, !tbaa !258
  %20 = tail call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %14) #27
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %22 = tail call i32 @MPI_Comm_size(ptr noundef %10, ptr noundef nonnull %21) #27
  %23 = load i32, ptr %21, align 4, !tbaa !146
  %24 = add nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %25, 6
  %27 = tail call noalias ptr @calloc(i64 noundef %26, i64 noundef 4) #31
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %27, ptr %28, align 8, !tbaa !154
  %29 = getelementptr inbounds i32, ptr %27, i64 %25
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %29, ptr %30, align 8, !tbaa !252
  %31 = shl nsw i32 %24, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %27, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %33, ptr %34, align 8, !tbaa !122
  %35 = mul nsw i32 %24, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %27, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %37, ptr %38, align 8, !tbaa !120
  %39 = shl nsw i32 %24, 2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %27, i64 %40
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store ptr %41, ptr %42, align 8, !tbaa !255
  %43 = mul nsw i32 %24, 5
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %27, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store ptr %45, ptr %46, align 8, !tbaa !121
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i32 1, ptr %47, align 8, !tbaa !251
  store i32 %3, ptr %27, align 4, !tbaa !5
  br i1 %12, label %48, label %54

48:                                               ; preds = %11
  %49 = load i32, ptr %14, align 8, !tbaa !112
  %50 = icmp eq i32 %49, %9
  br i1 %50, label %54, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %53 = load i32, ptr %52, align 4, !tbaa !118
  br label %123

54:                                               ; preds = %48, %11
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 %23, ptr %55, align 4, !tbaa !118
  %56 = icmp sgt i32 %23, 0
  br i1 %56, label %61, label %57

57:                                               ; preds = %54
  store i32 0, ptr %41, align 4, !tbaa !5
  %58 = load i32, ptr %27, align 4, !tbaa !5
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %59, ptr %60, align 8, !tbaa !119
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
  br i1 %104, label %105, label %69, !llvm.loop !276

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
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %126, ptr %127, align 8, !tbaa !119
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
  br i1 %168, label %169, label %135, !llvm.loop !262

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
  br i1 %187, label %188, label %175, !llvm.loop !277

188:                                              ; preds = %169, %175, %57, %123
  %189 = phi i64 [ 0, %123 ], [ 0, %57 ], [ %165, %169 ], [ %184, %175 ]
  %190 = getelementptr inbounds nuw i8, ptr %0, i64 120
  store i64 %189, ptr %190, align 8, !tbaa !117
  ret void
}

; Function Attrs: nounwind
define internal fastcc i32 @gather_primal(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef %10, i32 noundef %11) unnamed_addr #7 {
  %13 = icmp ne ptr %4, null
  %14 = icmp ne i32 %11, 0
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = icmp eq ptr %10, null
  br i1 %17, label %20, label %18

18:                                               ; preds = %16
  %19 = tail call i32 @MPI_Iallgatherv(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %4, ptr noundef %5, ptr noundef %7, ptr noundef %9, ptr noundef nonnull %10) #27
  br label %34

20:                                               ; preds = %16
  %21 = tail call i32 @MPI_Allgatherv(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %4, ptr noundef %5, ptr noundef %7, ptr noundef %9) #27
  br label %34

22:                                               ; preds = %12
  br i1 %13, label %23, label %29

23:                                               ; preds = %22
  %24 = icmp eq ptr %10, null
  br i1 %24, label %27, label %25

25:                                               ; preds = %23
  %26 = tail call i32 @MPI_Igatherv(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %4, ptr noundef %5, ptr noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull %10) #27
  br label %34

27:                                               ; preds = %23
  %28 = tail call i32 @MPI_Gatherv(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %4, ptr noundef %5, ptr noundef %7, i32 noundef %8, ptr noundef %9) #27
  br label %34

29:                                               ; preds = %22
  br i1 %14, label %30, label %32

30:                                               ; preds = %29
  %31 = tail call i32 @MPI_Iallgather(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %9, ptr noundef %10) #27
  br label %34

32:                                               ; preds = %29
  %33 = tail call i32 @MPI_Igather(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef %10) #27
  br label %34

34:                                               ; preds = %30, %32, %25, %27, %18, %20
  %35 = phi i32 [ %28, %27 ], [ %21, %20 ], [ %19, %18 ], [ %26, %25 ], [ %31, %30 ], [ %33, %32 ]
  ret i32 %35
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_igatherv(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12, i32 noundef %13) local_unnamed_addr #7 {
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
  %25 = load ptr, ptr %24, align 8, !tbaa !266
  call fastcc void @plan_gather(ptr noundef nonnull %15, ptr noundef %25, i32 noundef %13, i32 noundef %2, ptr noundef %3, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11)
  %26 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %27 = load i32, ptr %26, align 8, !tbaa !111
  switch i32 %27, label %46 [
    i32 4, label %28
    i32 2, label %34
  ]

28:                                               ; preds = %14
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %30 = load i32, ptr %29, align 8, !tbaa !112
  %31 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !113
  %33 = icmp eq i32 %30, %32
  br i1 %33, label %46, label %53

34:                                               ; preds = %14
  %35 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %36 = load i32, ptr %35, align 8, !tbaa !112
  %37 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !113
  %39 = icmp eq i32 %36, %38
  %40 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %41 = load ptr, ptr %40, align 8, !tbaa !259
  %42 = icmp eq ptr %41, @ompi_mpi_double
  %43 = icmp eq ptr %41, @ompi_mpi_float
  %44 = select i1 %43, i32 2, i32 0
  %45 = select i1 %42, i32 1, i32 %44
  br i1 %39, label %53, label %69

46:                                               ; preds = %28, %14
  %47 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %48 = load ptr, ptr %47, align 8, !tbaa !259
  %49 = icmp eq ptr %48, @ompi_mpi_double
  %50 = icmp eq ptr %48, @ompi_mpi_float
  %51 = select i1 %50, i32 2, i32 0
  %52 = select i1 %49, i32 1, i32 %51
  br label %53

53:                                               ; preds = %46, %34, %28
  %54 = phi i32 [ -1, %28 ], [ %45, %34 ], [ %52, %46 ]
  %55 = getelementptr inbounds nuw i8, ptr %15, i64 40
  %56 = load ptr, ptr %55, align 8, !tbaa !257
  %57 = icmp eq ptr %56, @ompi_mpi_double
  %58 = icmp eq ptr %56, @ompi_mpi_float
  %59 = select i1 %58, i32 2, i32 0
  %60 = select i1 %57, i32 1, i32 %59
  %61 = icmp slt i32 %54, 0
  %62 = icmp eq i32 %54, %60
  %63 = select i1 %61, i1 true, i1 %62
  br i1 %63, label %69, label %64

64:                                               ; preds = %53
  %65 = load ptr, ptr %15, align 8, !tbaa !249
  %66 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %67 = load ptr, ptr %66, align 8, !tbaa !259
  %68 = ptrtoint ptr %67 to i64
  call void @__mpiad_fail(ptr noundef %65, ptr noundef nonnull @.str.51, i64 noundef %68) #30
  unreachable

69:                                               ; preds = %53, %34
  %70 = phi i32 [ %45, %34 ], [ %60, %53 ]
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %80, label %72

72:                                               ; preds = %69
  %73 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %74 = icmp eq ptr %4, inttoptr (i64 1 to ptr)
  %75 = or i1 %73, %74
  br i1 %75, label %76, label %78

76:                                               ; preds = %72
  %77 = load ptr, ptr %15, align 8, !tbaa !249
  call void @__mpiad_fail(ptr noundef %77, ptr noundef nonnull @.str.52, i64 noundef 0) #30
  unreachable

78:                                               ; preds = %72
  %79 = call fastcc ptr @icoll_aug(ptr noundef %15, i32 noundef %70, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %0, ptr noundef %1, ptr noundef %4, ptr noundef %5, ptr noundef %12)
  br label %84

80:                                               ; preds = %69
  %81 = getelementptr inbounds nuw i8, ptr %15, i64 64
  %82 = load ptr, ptr %81, align 8, !tbaa !154
  call void @free(ptr noundef %82) #27
  %83 = call fastcc i32 @gather_primal(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12, i32 noundef %13)
  br label %84

84:                                               ; preds = %80, %78
  %85 = phi ptr [ %79, %78 ], [ null, %80 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  ret ptr %85
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_iscatterv(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef readonly captures(address) %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12, i32 noundef %13) local_unnamed_addr #7 {
  %15 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %16 = icmp eq ptr %2, null
  %17 = icmp eq ptr %12, null
  %18 = select i1 %17, ptr @.str.53, ptr @.str.54
  %19 = select i1 %16, ptr @.str.55, ptr %18
  call fastcc void @plan_scatter(ptr noundef %15, ptr noundef nonnull %19, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11)
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !111
  switch i32 %21, label %40 [
    i32 4, label %22
    i32 2, label %28
  ]

22:                                               ; preds = %14
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %24 = load i32, ptr %23, align 8, !tbaa !112
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !113
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %40, label %47

28:                                               ; preds = %14
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %30 = load i32, ptr %29, align 8, !tbaa !112
  %31 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !113
  %33 = icmp eq i32 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %35 = load ptr, ptr %34, align 8, !tbaa !259
  %36 = icmp eq ptr %35, @ompi_mpi_double
  %37 = icmp eq ptr %35, @ompi_mpi_float
  %38 = select i1 %37, i32 2, i32 0
  %39 = select i1 %36, i32 1, i32 %38
  br i1 %33, label %47, label %63

40:                                               ; preds = %22, %14
  %41 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %42 = load ptr, ptr %41, align 8, !tbaa !259
  %43 = icmp eq ptr %42, @ompi_mpi_double
  %44 = icmp eq ptr %42, @ompi_mpi_float
  %45 = select i1 %44, i32 2, i32 0
  %46 = select i1 %43, i32 1, i32 %45
  br label %47

47:                                               ; preds = %40, %28, %22
  %48 = phi i32 [ -1, %22 ], [ %39, %28 ], [ %46, %40 ]
  %49 = getelementptr inbounds nuw i8, ptr %15, i64 40
  %50 = load ptr, ptr %49, align 8, !tbaa !257
  %51 = icmp eq ptr %50, @ompi_mpi_double
  %52 = icmp eq ptr %50, @ompi_mpi_float
  %53 = select i1 %52, i32 2, i32 0
  %54 = select i1 %51, i32 1, i32 %53
  %55 = icmp slt i32 %48, 0
  %56 = icmp eq i32 %48, %54
  %57 = select i1 %55, i1 true, i1 %56
  br i1 %57, label %63, label %58

58:                                               ; preds = %47
  %59 = load ptr, ptr %15, align 8, !tbaa !249
  %60 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %61 = load ptr, ptr %60, align 8, !tbaa !259
  %62 = ptrtoint ptr %61 to i64
  call void @__mpiad_fail(ptr noundef %59, ptr noundef nonnull @.str.51, i64 noundef %62) #30
  unreachable

63:                                               ; preds = %47, %28
  %64 = phi i32 [ %39, %28 ], [ %54, %47 ]
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %63
  %67 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %68 = icmp eq ptr %6, inttoptr (i64 1 to ptr)
  %69 = or i1 %67, %68
  br i1 %69, label %70, label %72

70:                                               ; preds = %66
  %71 = load ptr, ptr %15, align 8, !tbaa !249
  call void @__mpiad_fail(ptr noundef %71, ptr noundef nonnull @.str.52, i64 noundef 0) #30
  unreachable

72:                                               ; preds = %66
  %73 = call fastcc i32 @icoll_fwd(ptr noundef %15, i32 noundef %64, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %0, ptr noundef %1, ptr noundef %6, ptr noundef %7, i32 noundef %13, ptr noundef %12)
  br label %93

74:                                               ; preds = %63
  %75 = load ptr, ptr %15, align 8, !tbaa !249
  %76 = icmp eq ptr %7, null
  br i1 %76, label %83, label %77

77:                                               ; preds = %74
  %78 = icmp ne ptr %9, @ompi_mpi_double
  %79 = icmp ne ptr %9, @ompi_mpi_float
  %80 = and i1 %78, %79
  br i1 %80, label %81, label %83

81:                                               ; preds = %77
  %82 = ptrtoint ptr %9 to i64
  call void @__mpiad_fail(ptr noundef %75, ptr noundef nonnull @.str.32, i64 noundef %82) #30
  unreachable

83:                                               ; preds = %74, %77
  %84 = getelementptr inbounds nuw i8, ptr %15, i64 64
  %85 = load ptr, ptr %84, align 8, !tbaa !154
  call void @free(ptr noundef %85) #27
  br i1 %16, label %91, label %86

86:                                               ; preds = %83
  br i1 %17, label %89, label %87

87:                                               ; preds = %86
  %88 = call i32 @MPI_Iscatterv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, ptr noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef nonnull %12) #27
  br label %93

89:                                               ; preds = %86
  %90 = call i32 @MPI_Scatterv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, ptr noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11) #27
  br label %93

91:                                               ; preds = %83
  %92 = call i32 @MPI_Iscatter(ptr noundef %0, i32 noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12) #27
  br label %93

93:                                               ; preds = %91, %89, %87, %72
  %94 = phi i32 [ %73, %72 ], [ %92, %91 ], [ %88, %87 ], [ %90, %89 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  ret i32 %94
}

; Function Attrs: nounwind
define internal fastcc void @plan_scatter(ptr noundef nonnull initializes((0, 128)) %0, ptr noundef %1, ptr noundef readonly captures(address_is_null) %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) unnamed_addr #7 {
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %11, i8 0, i64 112, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !249
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 4, ptr %12, align 8, !tbaa !111
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %8, ptr %13, align 4, !tbaa !113
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store ptr %5, ptr %14, align 8, !tbaa !259
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %7, ptr %15, align 8, !tbaa !257
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %9, ptr %16, align 8, !tbaa !258
  %17 = tail call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %11) #27
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %19 = tail call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %18) #27
  %20 = load i32, ptr %18, align 4, !tbaa !146
  %21 = add nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = mul nsw i64 %22, 6
  %24 = tail call noalias ptr @calloc(i64 noundef %23, i64 noundef 4) #31
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %24, ptr %25, align 8, !tbaa !154
  %26 = getelementptr inbounds i32, ptr %24, i64 %22
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %26, ptr %27, align 8, !tbaa !252
  %28 = shl nsw i32 %21, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %24, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %30, ptr %31, align 8, !tbaa !122
  %32 = mul nsw i32 %21, 3
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %24, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %34, ptr %35, align 8, !tbaa !120
  %36 = shl nsw i32 %21, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %24, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store ptr %38, ptr %39, align 8, !tbaa !255
  %40 = mul nsw i32 %21, 5
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %24, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store ptr %42, ptr %43, align 8, !tbaa !121
  %44 = load i32, ptr %11, align 8, !tbaa !112
  %45 = icmp eq i32 %44, %8
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 56
  br i1 %45, label %49, label %47

47:                                               ; preds = %10
  %48 = load i32, ptr %46, align 8, !tbaa !251
  br label %115

49:                                               ; preds = %10
  store i32 %20, ptr %46, align 8, !tbaa !251
  %50 = icmp sgt i32 %20, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %49
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 1, ptr %52, align 4, !tbaa !118
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
  br i1 %96, label %97, label %61, !llvm.loop !276

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
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 1, ptr %117, align 4, !tbaa !118
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
  br i1 %158, label %159, label %125, !llvm.loop !261

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
  br i1 %177, label %178, label %165, !llvm.loop !278

178:                                              ; preds = %159, %165, %51, %115
  %179 = phi i64 [ 0, %115 ], [ 0, %51 ], [ %155, %159 ], [ %174, %165 ]
  %180 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %179, ptr %180, align 8, !tbaa !119
  store i32 0, ptr %42, align 4, !tbaa !5
  %181 = load i32, ptr %30, align 4, !tbaa !5
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds nuw i8, ptr %0, i64 120
  store i64 %182, ptr %183, align 8, !tbaa !117
  ret void
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_iscatterv(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12) local_unnamed_addr #7 {
  %14 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %15 = icmp eq ptr %2, null
  %16 = icmp eq ptr %12, null
  %17 = select i1 %16, ptr @.str.53, ptr @.str.54
  %18 = select i1 %15, ptr @.str.55, ptr %17
  call fastcc void @plan_scatter(ptr noundef %14, ptr noundef nonnull %18, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11)
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !111
  switch i32 %20, label %39 [
    i32 4, label %21
    i32 2, label %27
  ]

21:                                               ; preds = %13
  %22 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %23 = load i32, ptr %22, align 8, !tbaa !112
  %24 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !113
  %26 = icmp eq i32 %23, %25
  br i1 %26, label %39, label %46

27:                                               ; preds = %13
  %28 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %29 = load i32, ptr %28, align 8, !tbaa !112
  %30 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !113
  %32 = icmp eq i32 %29, %31
  %33 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %34 = load ptr, ptr %33, align 8, !tbaa !259
  %35 = icmp eq ptr %34, @ompi_mpi_double
  %36 = icmp eq ptr %34, @ompi_mpi_float
  %37 = select i1 %36, i32 2, i32 0
  %38 = select i1 %35, i32 1, i32 %37
  br i1 %32, label %46, label %62

39:                                               ; preds = %21, %13
  %40 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %41 = load ptr, ptr %40, align 8, !tbaa !259
  %42 = icmp eq ptr %41, @ompi_mpi_double
  %43 = icmp eq ptr %41, @ompi_mpi_float
  %44 = select i1 %43, i32 2, i32 0
  %45 = select i1 %42, i32 1, i32 %44
  br label %46

46:                                               ; preds = %39, %27, %21
  %47 = phi i32 [ -1, %21 ], [ %38, %27 ], [ %45, %39 ]
  %48 = getelementptr inbounds nuw i8, ptr %14, i64 40
  %49 = load ptr, ptr %48, align 8, !tbaa !257
  %50 = icmp eq ptr %49, @ompi_mpi_double
  %51 = icmp eq ptr %49, @ompi_mpi_float
  %52 = select i1 %51, i32 2, i32 0
  %53 = select i1 %50, i32 1, i32 %52
  %54 = icmp slt i32 %47, 0
  %55 = icmp eq i32 %47, %53
  %56 = select i1 %54, i1 true, i1 %55
  br i1 %56, label %62, label %57

57:                                               ; preds = %46
  %58 = load ptr, ptr %14, align 8, !tbaa !249
  %59 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %60 = load ptr, ptr %59, align 8, !tbaa !259
  %61 = ptrtoint ptr %60 to i64
  call void @__mpiad_fail(ptr noundef %58, ptr noundef nonnull @.str.51, i64 noundef %61) #30
  unreachable

62:                                               ; preds = %46, %27
  %63 = phi i32 [ %38, %27 ], [ %53, %46 ]
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %73, label %65

65:                                               ; preds = %62
  %66 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %67 = icmp eq ptr %6, inttoptr (i64 1 to ptr)
  %68 = or i1 %66, %67
  br i1 %68, label %69, label %71

69:                                               ; preds = %65
  %70 = load ptr, ptr %14, align 8, !tbaa !249
  call void @__mpiad_fail(ptr noundef %70, ptr noundef nonnull @.str.52, i64 noundef 0) #30
  unreachable

71:                                               ; preds = %65
  %72 = call fastcc ptr @icoll_aug(ptr noundef %14, i32 noundef %63, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %0, ptr noundef %1, ptr noundef %6, ptr noundef %7, ptr noundef %12)
  br label %83

73:                                               ; preds = %62
  %74 = getelementptr inbounds nuw i8, ptr %14, i64 64
  %75 = load ptr, ptr %74, align 8, !tbaa !154
  call void @free(ptr noundef %75) #27
  br i1 %15, label %81, label %76

76:                                               ; preds = %73
  br i1 %16, label %79, label %77

77:                                               ; preds = %76
  %78 = call i32 @MPI_Iscatterv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, ptr noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef nonnull %12) #27
  br label %83

79:                                               ; preds = %76
  %80 = call i32 @MPI_Scatterv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, ptr noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11) #27
  br label %83

81:                                               ; preds = %73
  %82 = call i32 @MPI_Iscatter(ptr noundef %0, i32 noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12) #27
  br label %83

83:                                               ; preds = %81, %79, %77, %71
  %84 = phi ptr [ %72, %71 ], [ null, %77 ], [ null, %79 ], [ null, %81 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  ret ptr %84
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_ialltoallv(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef readonly captures(address) %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12, ptr noundef %13, i32 noundef %14) local_unnamed_addr #7 {
  %16 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #27
  %17 = icmp eq ptr %2, null
  %18 = icmp eq ptr %13, null
  %19 = select i1 %18, ptr @.str.56, ptr @.str.57
  %20 = select i1 %17, ptr @.str.58, ptr %19
  call fastcc void @plan_alltoall(ptr noundef %16, ptr noundef nonnull %20, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12)
  %21 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !111
  switch i32 %22, label %41 [
    i32 4, label %23
    i32 2, label %29
  ]

23:                                               ; preds = %15
  %24 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %25 = load i32, ptr %24, align 8, !tbaa !112
  %26 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !113
  %28 = icmp eq i32 %25, %27
  br i1 %28, label %41, label %48

29:                                               ; preds = %15
  %30 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %31 = load i32, ptr %30, align 8, !tbaa !112
  %32 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %33 = load i32, ptr %32, align 4, !tbaa !113
  %34 = icmp eq i32 %31, %33
  %35 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %36 = load ptr, ptr %35, align 8, !tbaa !259
  %37 = icmp eq ptr %36, @ompi_mpi_double
  %38 = icmp eq ptr %36, @ompi_mpi_float
  %39 = select i1 %38, i32 2, i32 0
  %40 = select i1 %37, i32 1, i32 %39
  br i1 %34, label %48, label %64

41:                                               ; preds = %23, %15
  %42 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %43 = load ptr, ptr %42, align 8, !tbaa !259
  %44 = icmp eq ptr %43, @ompi_mpi_double
  %45 = icmp eq ptr %43, @ompi_mpi_float
  %46 = select i1 %45, i32 2, i32 0
  %47 = select i1 %44, i32 1, i32 %46
  br label %48

48:                                               ; preds = %41, %29, %23
  %49 = phi i32 [ -1, %23 ], [ %40, %29 ], [ %47, %41 ]
  %50 = getelementptr inbounds nuw i8, ptr %16, i64 40
  %51 = load ptr, ptr %50, align 8, !tbaa !257
  %52 = icmp eq ptr %51, @ompi_mpi_double
  %53 = icmp eq ptr %51, @ompi_mpi_float
  %54 = select i1 %53, i32 2, i32 0
  %55 = select i1 %52, i32 1, i32 %54
  %56 = icmp slt i32 %49, 0
  %57 = icmp eq i32 %49, %55
  %58 = select i1 %56, i1 true, i1 %57
  br i1 %58, label %64, label %59

59:                                               ; preds = %48
  %60 = load ptr, ptr %16, align 8, !tbaa !249
  %61 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %62 = load ptr, ptr %61, align 8, !tbaa !259
  %63 = ptrtoint ptr %62 to i64
  call void @__mpiad_fail(ptr noundef %60, ptr noundef nonnull @.str.51, i64 noundef %63) #30
  unreachable

64:                                               ; preds = %48, %29
  %65 = phi i32 [ %40, %29 ], [ %55, %48 ]
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %75, label %67

67:                                               ; preds = %64
  %68 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %69 = icmp eq ptr %6, inttoptr (i64 1 to ptr)
  %70 = or i1 %68, %69
  br i1 %70, label %71, label %73

71:                                               ; preds = %67
  %72 = load ptr, ptr %16, align 8, !tbaa !249
  call void @__mpiad_fail(ptr noundef %72, ptr noundef nonnull @.str.52, i64 noundef 0) #30
  unreachable

73:                                               ; preds = %67
  %74 = call fastcc i32 @icoll_fwd(ptr noundef %16, i32 noundef %65, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %0, ptr noundef %1, ptr noundef %6, ptr noundef %7, i32 noundef %14, ptr noundef %13)
  br label %94

75:                                               ; preds = %64
  %76 = load ptr, ptr %16, align 8, !tbaa !249
  %77 = icmp eq ptr %1, null
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = icmp ne ptr %5, @ompi_mpi_double
  %80 = icmp ne ptr %5, @ompi_mpi_float
  %81 = and i1 %79, %80
  br i1 %81, label %82, label %84

82:                                               ; preds = %78
  %83 = ptrtoint ptr %5 to i64
  call void @__mpiad_fail(ptr noundef %76, ptr noundef nonnull @.str.32, i64 noundef %83) #30
  unreachable

84:                                               ; preds = %75, %78
  %85 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %86 = load ptr, ptr %85, align 8, !tbaa !154
  call void @free(ptr noundef %86) #27
  br i1 %17, label %92, label %87

87:                                               ; preds = %84
  br i1 %18, label %90, label %88

88:                                               ; preds = %87
  %89 = call i32 @MPI_Ialltoallv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, ptr noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9, ptr noundef %11, ptr noundef %12, ptr noundef nonnull %13) #27
  br label %94

90:                                               ; preds = %87
  %91 = call i32 @MPI_Alltoallv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, ptr noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9, ptr noundef %11, ptr noundef %12) #27
  br label %94

92:                                               ; preds = %84
  %93 = call i32 @MPI_Ialltoall(ptr noundef %0, i32 noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %10, ptr noundef %11, ptr noundef %12, ptr noundef %13) #27
  br label %94

94:                                               ; preds = %92, %90, %88, %73
  %95 = phi i32 [ %74, %73 ], [ %93, %92 ], [ %89, %88 ], [ %91, %90 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #27
  ret i32 %95
}

; Function Attrs: nounwind
define internal fastcc void @plan_alltoall(ptr noundef nonnull initializes((0, 128)) %0, ptr noundef %1, ptr noundef readonly captures(address_is_null) %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, ptr noundef %5, ptr noundef readonly captures(address_is_null) %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, ptr noundef %9, ptr noundef %10) unnamed_addr #7 {
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %12, i8 0, i64 112, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !249
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 5, ptr %13, align 8, !tbaa !111
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 0, ptr %14, align 4, !tbaa !113
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store ptr %5, ptr %15, align 8, !tbaa !259
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %9, ptr %16, align 8, !tbaa !257
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %10, ptr %17, align 8, !tbaa !258
  %18 = tail call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %12) #27
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %20 = tail call i32 @MPI_Comm_size(ptr noundef %10, ptr noundef nonnull %19) #27
  %21 = load i32, ptr %19, align 4, !tbaa !146
  %22 = add nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %23, 6
  %25 = tail call noalias ptr @calloc(i64 noundef %24, i64 noundef 4) #31
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %25, ptr %26, align 8, !tbaa !154
  %27 = getelementptr inbounds i32, ptr %25, i64 %23
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %27, ptr %28, align 8, !tbaa !252
  %29 = shl nsw i32 %22, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %25, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %31, ptr %32, align 8, !tbaa !122
  %33 = mul nsw i32 %22, 3
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %25, i64 %34
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %35, ptr %36, align 8, !tbaa !120
  %37 = shl nsw i32 %22, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %25, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store ptr %39, ptr %40, align 8, !tbaa !255
  %41 = mul nsw i32 %22, 5
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %25, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store ptr %43, ptr %44, align 8, !tbaa !121
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 %21, ptr %45, align 4, !tbaa !118
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i32 %21, ptr %46, align 8, !tbaa !251
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
  br i1 %92, label %93, label %57, !llvm.loop !276

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
  br i1 %153, label %154, label %118, !llvm.loop !276

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
  %178 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 0, ptr %178, align 8, !tbaa !119
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
  br i1 %197, label %198, label %185, !llvm.loop !279

198:                                              ; preds = %185, %179
  %199 = phi i64 [ %235, %179 ], [ %194, %185 ]
  %200 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %199, ptr %200, align 8, !tbaa !119
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
  br i1 %238, label %179, label %205, !llvm.loop !261

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
  br i1 %272, label %273, label %239, !llvm.loop !262

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
  br i1 %291, label %292, label %279, !llvm.loop !280

292:                                              ; preds = %273, %279, %177
  %293 = phi i64 [ 0, %177 ], [ %269, %273 ], [ %288, %279 ]
  %294 = getelementptr inbounds nuw i8, ptr %0, i64 120
  store i64 %293, ptr %294, align 8, !tbaa !117
  ret void
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_ialltoallv(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12, ptr noundef %13) local_unnamed_addr #7 {
  %15 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #27
  %16 = icmp eq ptr %2, null
  %17 = icmp eq ptr %13, null
  %18 = select i1 %17, ptr @.str.56, ptr @.str.57
  %19 = select i1 %16, ptr @.str.58, ptr %18
  call fastcc void @plan_alltoall(ptr noundef %15, ptr noundef nonnull %19, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12)
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !111
  switch i32 %21, label %40 [
    i32 4, label %22
    i32 2, label %28
  ]

22:                                               ; preds = %14
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %24 = load i32, ptr %23, align 8, !tbaa !112
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !113
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %40, label %47

28:                                               ; preds = %14
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %30 = load i32, ptr %29, align 8, !tbaa !112
  %31 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !113
  %33 = icmp eq i32 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %35 = load ptr, ptr %34, align 8, !tbaa !259
  %36 = icmp eq ptr %35, @ompi_mpi_double
  %37 = icmp eq ptr %35, @ompi_mpi_float
  %38 = select i1 %37, i32 2, i32 0
  %39 = select i1 %36, i32 1, i32 %38
  br i1 %33, label %47, label %63

40:                                               ; preds = %22, %14
  %41 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %42 = load ptr, ptr %41, align 8, !tbaa !259
  %43 = icmp eq ptr %42, @ompi_mpi_double
  %44 = icmp eq ptr %42, @ompi_mpi_float
  %45 = select i1 %44, i32 2, i32 0
  %46 = select i1 %43, i32 1, i32 %45
  br label %47

47:                                               ; preds = %40, %28, %22
  %48 = phi i32 [ -1, %22 ], [ %39, %28 ], [ %46, %40 ]
  %49 = getelementptr inbounds nuw i8, ptr %15, i64 40
  %50 = load ptr, ptr %49, align 8, !tbaa !257
  %51 = icmp eq ptr %50, @ompi_mpi_double
  %52 = icmp eq ptr %50, @ompi_mpi_float
  %53 = select i1 %52, i32 2, i32 0
  %54 = select i1 %51, i32 1, i32 %53
  %55 = icmp slt i32 %48, 0
  %56 = icmp eq i32 %48, %54
  %57 = select i1 %55, i1 true, i1 %56
  br i1 %57, label %63, label %58

58:                                               ; preds = %47
  %59 = load ptr, ptr %15, align 8, !tbaa !249
  %60 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %61 = load ptr, ptr %60, align 8, !tbaa !259
  %62 = ptrtoint ptr %61 to i64
  call void @__mpiad_fail(ptr noundef %59, ptr noundef nonnull @.str.51, i64 noundef %62) #30
  unreachable

63:                                               ; preds = %47, %28
  %64 = phi i32 [ %39, %28 ], [ %54, %47 ]
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %63
  %67 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %68 = icmp eq ptr %6, inttoptr (i64 1 to ptr)
  %69 = or i1 %67, %68
  br i1 %69, label %70, label %72

70:                                               ; preds = %66
  %71 = load ptr, ptr %15, align 8, !tbaa !249
  call void @__mpiad_fail(ptr noundef %71, ptr noundef nonnull @.str.52, i64 noundef 0) #30
  unreachable

72:                                               ; preds = %66
  %73 = call fastcc ptr @icoll_aug(ptr noundef %15, i32 noundef %64, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %0, ptr noundef %1, ptr noundef %6, ptr noundef %7, ptr noundef %13)
  br label %84

74:                                               ; preds = %63
  %75 = getelementptr inbounds nuw i8, ptr %15, i64 64
  %76 = load ptr, ptr %75, align 8, !tbaa !154
  call void @free(ptr noundef %76) #27
  br i1 %16, label %82, label %77

77:                                               ; preds = %74
  br i1 %17, label %80, label %78

78:                                               ; preds = %77
  %79 = call i32 @MPI_Ialltoallv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, ptr noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9, ptr noundef %11, ptr noundef %12, ptr noundef nonnull %13) #27
  br label %84

80:                                               ; preds = %77
  %81 = call i32 @MPI_Alltoallv(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, ptr noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9, ptr noundef %11, ptr noundef %12) #27
  br label %84

82:                                               ; preds = %74
  %83 = call i32 @MPI_Ialltoall(ptr noundef %0, i32 noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %10, ptr noundef %11, ptr noundef %12, ptr noundef %13) #27
  br label %84

84:                                               ; preds = %82, %80, %78, %72
  %85 = phi ptr [ %73, %72 ], [ null, %78 ], [ null, %80 ], [ null, %82 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #27
  ret ptr %85
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_ireduce_scatter(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #7 {
  %12 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  %13 = icmp eq ptr %4, null
  %14 = icmp eq ptr %9, null
  %15 = select i1 %14, ptr @.str.59, ptr @.str.60
  %16 = select i1 %13, ptr @.str.61, ptr %15
  call fastcc void @plan_rs(ptr noundef %12, ptr noundef nonnull %16, ptr noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %8)
  %17 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !111
  switch i32 %18, label %37 [
    i32 4, label %19
    i32 2, label %25
  ]

19:                                               ; preds = %11
  %20 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %21 = load i32, ptr %20, align 8, !tbaa !112
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !113
  %24 = icmp eq i32 %21, %23
  br i1 %24, label %37, label %44

25:                                               ; preds = %11
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %27 = load i32, ptr %26, align 8, !tbaa !112
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %29 = load i32, ptr %28, align 4, !tbaa !113
  %30 = icmp eq i32 %27, %29
  %31 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %32 = load ptr, ptr %31, align 8, !tbaa !259
  %33 = icmp eq ptr %32, @ompi_mpi_double
  %34 = icmp eq ptr %32, @ompi_mpi_float
  %35 = select i1 %34, i32 2, i32 0
  %36 = select i1 %33, i32 1, i32 %35
  br i1 %30, label %44, label %60

37:                                               ; preds = %19, %11
  %38 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %39 = load ptr, ptr %38, align 8, !tbaa !259
  %40 = icmp eq ptr %39, @ompi_mpi_double
  %41 = icmp eq ptr %39, @ompi_mpi_float
  %42 = select i1 %41, i32 2, i32 0
  %43 = select i1 %40, i32 1, i32 %42
  br label %44

44:                                               ; preds = %37, %25, %19
  %45 = phi i32 [ -1, %19 ], [ %36, %25 ], [ %43, %37 ]
  %46 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %47 = load ptr, ptr %46, align 8, !tbaa !257
  %48 = icmp eq ptr %47, @ompi_mpi_double
  %49 = icmp eq ptr %47, @ompi_mpi_float
  %50 = select i1 %49, i32 2, i32 0
  %51 = select i1 %48, i32 1, i32 %50
  %52 = icmp slt i32 %45, 0
  %53 = icmp eq i32 %45, %51
  %54 = select i1 %52, i1 true, i1 %53
  br i1 %54, label %60, label %55

55:                                               ; preds = %44
  %56 = load ptr, ptr %12, align 8, !tbaa !249
  %57 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %58 = load ptr, ptr %57, align 8, !tbaa !259
  %59 = ptrtoint ptr %58 to i64
  call void @__mpiad_fail(ptr noundef %56, ptr noundef nonnull @.str.51, i64 noundef %59) #30
  unreachable

60:                                               ; preds = %44, %25
  %61 = phi i32 [ %36, %25 ], [ %51, %44 ]
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %71, label %63

63:                                               ; preds = %60
  %64 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %65 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  %66 = or i1 %64, %65
  br i1 %66, label %67, label %69

67:                                               ; preds = %63
  %68 = load ptr, ptr %12, align 8, !tbaa !249
  call void @__mpiad_fail(ptr noundef %68, ptr noundef nonnull @.str.52, i64 noundef 0) #30
  unreachable

69:                                               ; preds = %63
  %70 = call fastcc i32 @icoll_fwd(ptr noundef %12, i32 noundef %61, ptr noundef %7, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %10, ptr noundef %9)
  br label %90

71:                                               ; preds = %60
  %72 = load ptr, ptr %12, align 8, !tbaa !249
  %73 = icmp eq ptr %1, null
  br i1 %73, label %80, label %74

74:                                               ; preds = %71
  %75 = icmp ne ptr %6, @ompi_mpi_double
  %76 = icmp ne ptr %6, @ompi_mpi_float
  %77 = and i1 %75, %76
  br i1 %77, label %78, label %80

78:                                               ; preds = %74
  %79 = ptrtoint ptr %6 to i64
  call void @__mpiad_fail(ptr noundef %72, ptr noundef nonnull @.str.32, i64 noundef %79) #30
  unreachable

80:                                               ; preds = %71, %74
  %81 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %82 = load ptr, ptr %81, align 8, !tbaa !154
  call void @free(ptr noundef %82) #27
  br i1 %13, label %88, label %83

83:                                               ; preds = %80
  br i1 %14, label %86, label %84

84:                                               ; preds = %83
  %85 = call i32 @MPI_Ireduce_scatter(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %4, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef nonnull %9) #27
  br label %90

86:                                               ; preds = %83
  %87 = call i32 @MPI_Reduce_scatter(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %4, ptr noundef %6, ptr noundef %7, ptr noundef %8) #27
  br label %90

88:                                               ; preds = %80
  %89 = call i32 @MPI_Ireduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9) #27
  br label %90

90:                                               ; preds = %88, %86, %84, %69
  %91 = phi i32 [ %70, %69 ], [ %89, %88 ], [ %85, %84 ], [ %87, %86 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  ret i32 %91
}

; Function Attrs: nounwind
define internal fastcc void @plan_rs(ptr noundef nonnull initializes((0, 128)) %0, ptr noundef %1, ptr noundef readonly captures(address_is_null) %2, i32 noundef %3, ptr noundef %4, ptr noundef %5) unnamed_addr #7 {
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %7, i8 0, i64 112, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !249
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 6, ptr %8, align 8, !tbaa !111
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 0, ptr %9, align 4, !tbaa !113
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store ptr %4, ptr %10, align 8, !tbaa !259
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %4, ptr %11, align 8, !tbaa !257
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %5, ptr %12, align 8, !tbaa !258
  %13 = tail call i32 @MPI_Comm_rank(ptr noundef %5, ptr noundef nonnull %7) #27
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %15 = tail call i32 @MPI_Comm_size(ptr noundef %5, ptr noundef nonnull %14) #27
  %16 = load i32, ptr %14, align 4, !tbaa !146
  %17 = add nsw i32 %16, 1
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, 6
  %20 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef 4) #31
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %20, ptr %21, align 8, !tbaa !154
  %22 = getelementptr inbounds i32, ptr %20, i64 %18
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %22, ptr %23, align 8, !tbaa !252
  %24 = shl nsw i32 %17, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %20, i64 %25
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %26, ptr %27, align 8, !tbaa !122
  %28 = mul nsw i32 %17, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %20, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %30, ptr %31, align 8, !tbaa !120
  %32 = shl nsw i32 %17, 2
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %20, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store ptr %34, ptr %35, align 8, !tbaa !255
  %36 = mul nsw i32 %17, 5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %20, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store ptr %38, ptr %39, align 8, !tbaa !121
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i32 %16, ptr %40, align 8, !tbaa !251
  %41 = icmp sgt i32 %16, 0
  br i1 %41, label %48, label %42

42:                                               ; preds = %6
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 1, ptr %43, align 4, !tbaa !118
  %44 = load i32, ptr %7, align 8, !tbaa !112
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
  br i1 %80, label %81, label %55, !llvm.loop !276

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
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 1, ptr %95, align 4, !tbaa !118
  %96 = load i32, ptr %7, align 8, !tbaa !112
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
  br i1 %137, label %138, label %104, !llvm.loop !261

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
  br i1 %156, label %157, label %144, !llvm.loop !281

157:                                              ; preds = %138, %144, %42
  %158 = phi i64 [ 0, %42 ], [ %134, %138 ], [ %153, %144 ]
  %159 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %158, ptr %159, align 8, !tbaa !119
  store i32 0, ptr %38, align 4, !tbaa !5
  %160 = load i32, ptr %26, align 4, !tbaa !5
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds nuw i8, ptr %0, i64 120
  store i64 %161, ptr %162, align 8, !tbaa !117
  ret void
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_ireduce_scatter(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9) local_unnamed_addr #7 {
  %11 = alloca %struct.plan, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %12 = icmp eq ptr %4, null
  %13 = icmp eq ptr %9, null
  %14 = select i1 %13, ptr @.str.59, ptr @.str.60
  %15 = select i1 %12, ptr @.str.61, ptr %14
  call fastcc void @plan_rs(ptr noundef %11, ptr noundef nonnull %15, ptr noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %8)
  %16 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %17 = load i32, ptr %16, align 8, !tbaa !111
  switch i32 %17, label %36 [
    i32 4, label %18
    i32 2, label %24
  ]

18:                                               ; preds = %10
  %19 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %20 = load i32, ptr %19, align 8, !tbaa !112
  %21 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !113
  %23 = icmp eq i32 %20, %22
  br i1 %23, label %36, label %43

24:                                               ; preds = %10
  %25 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %26 = load i32, ptr %25, align 8, !tbaa !112
  %27 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %28 = load i32, ptr %27, align 4, !tbaa !113
  %29 = icmp eq i32 %26, %28
  %30 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !259
  %32 = icmp eq ptr %31, @ompi_mpi_double
  %33 = icmp eq ptr %31, @ompi_mpi_float
  %34 = select i1 %33, i32 2, i32 0
  %35 = select i1 %32, i32 1, i32 %34
  br i1 %29, label %43, label %59

36:                                               ; preds = %18, %10
  %37 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %38 = load ptr, ptr %37, align 8, !tbaa !259
  %39 = icmp eq ptr %38, @ompi_mpi_double
  %40 = icmp eq ptr %38, @ompi_mpi_float
  %41 = select i1 %40, i32 2, i32 0
  %42 = select i1 %39, i32 1, i32 %41
  br label %43

43:                                               ; preds = %36, %24, %18
  %44 = phi i32 [ -1, %18 ], [ %35, %24 ], [ %42, %36 ]
  %45 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %46 = load ptr, ptr %45, align 8, !tbaa !257
  %47 = icmp eq ptr %46, @ompi_mpi_double
  %48 = icmp eq ptr %46, @ompi_mpi_float
  %49 = select i1 %48, i32 2, i32 0
  %50 = select i1 %47, i32 1, i32 %49
  %51 = icmp slt i32 %44, 0
  %52 = icmp eq i32 %44, %50
  %53 = select i1 %51, i1 true, i1 %52
  br i1 %53, label %59, label %54

54:                                               ; preds = %43
  %55 = load ptr, ptr %11, align 8, !tbaa !249
  %56 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %57 = load ptr, ptr %56, align 8, !tbaa !259
  %58 = ptrtoint ptr %57 to i64
  call void @__mpiad_fail(ptr noundef %55, ptr noundef nonnull @.str.51, i64 noundef %58) #30
  unreachable

59:                                               ; preds = %43, %24
  %60 = phi i32 [ %35, %24 ], [ %50, %43 ]
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %70, label %62

62:                                               ; preds = %59
  %63 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %64 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  %65 = or i1 %63, %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %62
  %67 = load ptr, ptr %11, align 8, !tbaa !249
  call void @__mpiad_fail(ptr noundef %67, ptr noundef nonnull @.str.52, i64 noundef 0) #30
  unreachable

68:                                               ; preds = %62
  %69 = call fastcc ptr @icoll_aug(ptr noundef %11, i32 noundef %60, ptr noundef %7, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %9)
  br label %80

70:                                               ; preds = %59
  %71 = getelementptr inbounds nuw i8, ptr %11, i64 64
  %72 = load ptr, ptr %71, align 8, !tbaa !154
  call void @free(ptr noundef %72) #27
  br i1 %12, label %78, label %73

73:                                               ; preds = %70
  br i1 %13, label %76, label %74

74:                                               ; preds = %73
  %75 = call i32 @MPI_Ireduce_scatter(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %4, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef nonnull %9) #27
  br label %80

76:                                               ; preds = %73
  %77 = call i32 @MPI_Reduce_scatter(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %4, ptr noundef %6, ptr noundef %7, ptr noundef %8) #27
  br label %80

78:                                               ; preds = %70
  %79 = call i32 @MPI_Ireduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9) #27
  br label %80

80:                                               ; preds = %78, %76, %74, %68
  %81 = phi ptr [ %69, %68 ], [ null, %74 ], [ null, %76 ], [ null, %78 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  ret ptr %81
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_iallreduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef %10) local_unnamed_addr #7 {
  %12 = alloca %struct.plan, align 8
  %13 = icmp slt i32 %8, 0
  %14 = select i1 %13, ptr @.str.25, ptr @.str.26
  %15 = icmp ne ptr %6, @ompi_mpi_double_int
  %16 = icmp ne ptr %6, @ompi_mpi_2dblprec
  %17 = and i1 %15, %16
  br i1 %17, label %20, label %18

18:                                               ; preds = %11
  %19 = ptrtoint ptr %7 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %14, ptr noundef nonnull @.str.27, i64 noundef %19) #30
  unreachable

20:                                               ; preds = %11
  %21 = icmp eq ptr %6, @ompi_mpi_double
  %22 = icmp eq ptr %6, @ompi_mpi_float
  %23 = select i1 %22, i32 2, i32 0
  %24 = select i1 %21, i32 1, i32 %23
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %41

26:                                               ; preds = %20
  %27 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %28 = select i1 %27, ptr %3, ptr %1
  %29 = icmp eq ptr %28, null
  br i1 %29, label %36, label %30

30:                                               ; preds = %26
  %31 = icmp ne ptr %6, @ompi_mpi_double
  %32 = icmp ne ptr %6, @ompi_mpi_float
  %33 = and i1 %31, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %30
  %35 = ptrtoint ptr %6 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %14, ptr noundef nonnull @.str.32, i64 noundef %35) #30
  unreachable

36:                                               ; preds = %26, %30
  br i1 %13, label %37, label %39

37:                                               ; preds = %36
  %38 = tail call i32 @MPI_Iallreduce(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %9, ptr noundef %10) #27
  br label %43

39:                                               ; preds = %36
  %40 = tail call i32 @MPI_Ireduce(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef %10) #27
  br label %43

41:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  call fastcc void @plan_red(ptr noundef %12, ptr noundef nonnull %14, i32 noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9)
  %42 = call fastcc i32 @icoll_fwd(ptr noundef %12, i32 noundef %24, ptr noundef %7, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %43

43:                                               ; preds = %37, %39, %41
  %44 = phi i32 [ %42, %41 ], [ %38, %37 ], [ %40, %39 ]
  ret i32 %44
}

declare i32 @MPI_Iallreduce(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Ireduce(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @plan_red(ptr noundef nonnull initializes((0, 128)) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5) unnamed_addr #7 {
  %7 = icmp slt i32 %4, 0
  %8 = select i1 %7, i32 7, i32 8
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %9, i8 0, i64 112, i1 false)
  store ptr %1, ptr %0, align 8, !tbaa !249
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %8, ptr %10, align 8, !tbaa !111
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %4, ptr %11, align 4, !tbaa !113
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store ptr %3, ptr %12, align 8, !tbaa !259
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %3, ptr %13, align 8, !tbaa !257
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %5, ptr %14, align 8, !tbaa !258
  %15 = tail call i32 @MPI_Comm_rank(ptr noundef %5, ptr noundef nonnull %9) #27
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %17 = tail call i32 @MPI_Comm_size(ptr noundef %5, ptr noundef nonnull %16) #27
  %18 = load i32, ptr %16, align 4, !tbaa !146
  %19 = add nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = mul nsw i64 %20, 6
  %22 = tail call noalias ptr @calloc(i64 noundef %21, i64 noundef 4) #31
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store ptr %22, ptr %23, align 8, !tbaa !154
  %24 = getelementptr inbounds i32, ptr %22, i64 %20
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store ptr %24, ptr %25, align 8, !tbaa !252
  %26 = shl nsw i32 %19, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %22, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store ptr %28, ptr %29, align 8, !tbaa !122
  %30 = mul nsw i32 %19, 3
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %22, i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store ptr %32, ptr %33, align 8, !tbaa !120
  %34 = shl nsw i32 %19, 2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %22, i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store ptr %36, ptr %37, align 8, !tbaa !255
  %38 = mul nsw i32 %19, 5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %22, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store ptr %40, ptr %41, align 8, !tbaa !121
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i32 %2, ptr %42, align 8, !tbaa !114
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i32 1, ptr %43, align 8, !tbaa !251
  store i32 %2, ptr %22, align 4, !tbaa !5
  br i1 %7, label %47, label %44

44:                                               ; preds = %6
  %45 = load i32, ptr %9, align 8, !tbaa !112
  %46 = icmp eq i32 %45, %4
  br i1 %46, label %47, label %52

47:                                               ; preds = %6, %44
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i32 1, ptr %48, align 4, !tbaa !118
  store i32 %2, ptr %28, align 4, !tbaa !5
  store i32 0, ptr %36, align 4, !tbaa !5
  %49 = load i32, ptr %22, align 4, !tbaa !5
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %50, ptr %51, align 8, !tbaa !119
  br label %59

52:                                               ; preds = %44
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %54 = load i32, ptr %53, align 4, !tbaa !118
  store i32 0, ptr %36, align 4, !tbaa !5
  %55 = load i32, ptr %22, align 4, !tbaa !5
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %56, ptr %57, align 8, !tbaa !119
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
  br i1 %99, label %100, label %66, !llvm.loop !262

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
  br i1 %118, label %119, label %106, !llvm.loop !282

119:                                              ; preds = %100, %106, %52
  %120 = phi i64 [ 0, %52 ], [ %96, %100 ], [ %115, %106 ]
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 120
  store i64 %120, ptr %121, align 8, !tbaa !117
  ret void
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_iallreduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8, ptr noundef %9) local_unnamed_addr #7 {
  %11 = alloca %struct.plan, align 8
  %12 = icmp slt i32 %7, 0
  %13 = select i1 %12, ptr @.str.25, ptr @.str.26
  %14 = icmp ne ptr %5, @ompi_mpi_double_int
  %15 = icmp ne ptr %5, @ompi_mpi_2dblprec
  %16 = and i1 %14, %15
  br i1 %16, label %19, label %17

17:                                               ; preds = %10
  %18 = ptrtoint ptr %6 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %13, ptr noundef nonnull @.str.27, i64 noundef %18) #30
  unreachable

19:                                               ; preds = %10
  %20 = icmp eq ptr %5, @ompi_mpi_double
  %21 = icmp eq ptr %5, @ompi_mpi_float
  %22 = select i1 %21, i32 2, i32 0
  %23 = select i1 %20, i32 1, i32 %22
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %19
  br i1 %12, label %26, label %28

26:                                               ; preds = %25
  %27 = tail call i32 @MPI_Iallreduce(ptr noundef %0, ptr noundef %2, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %8, ptr noundef %9) #27
  br label %32

28:                                               ; preds = %25
  %29 = tail call i32 @MPI_Ireduce(ptr noundef %0, ptr noundef %2, i32 noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8, ptr noundef %9) #27
  br label %32

30:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  call fastcc void @plan_red(ptr noundef %11, ptr noundef nonnull %13, i32 noundef %4, ptr noundef %5, i32 noundef %7, ptr noundef %8)
  %31 = call fastcc ptr @icoll_aug(ptr noundef %11, i32 noundef %23, ptr noundef %6, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  br label %32

32:                                               ; preds = %26, %28, %30
  %33 = phi ptr [ %31, %30 ], [ null, %28 ], [ null, %26 ]
  ret ptr %33
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_scan(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9) local_unnamed_addr #7 {
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = icmp eq i32 %9, 0
  %16 = select i1 %15, ptr @.str.29, ptr @.str.28
  %17 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %18 = icmp ne ptr %6, @ompi_mpi_double
  %19 = icmp eq ptr %6, @ompi_mpi_float
  %20 = select i1 %19, i32 2, i32 0
  %21 = select i1 %18, i32 %20, i32 1
  %22 = select i1 %17, ptr %2, ptr %0
  %23 = select i1 %17, ptr %3, ptr %1
  %24 = icmp eq i32 %21, 0
  br i1 %24, label %25, label %37

25:                                               ; preds = %10
  %26 = icmp ne ptr %23, null
  %27 = icmp ne ptr %6, @ompi_mpi_float
  %28 = and i1 %27, %26
  %29 = and i1 %28, %18
  br i1 %29, label %30, label %32

30:                                               ; preds = %25
  %31 = ptrtoint ptr %6 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %16, ptr noundef nonnull @.str.32, i64 noundef %31) #30
  unreachable

32:                                               ; preds = %25
  br i1 %15, label %35, label %33

33:                                               ; preds = %32
  %34 = tail call i32 @MPI_Exscan(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #27
  br label %598

35:                                               ; preds = %32
  %36 = tail call i32 @MPI_Scan(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #27
  br label %598

37:                                               ; preds = %10
  %38 = icmp ne ptr %7, @ompi_mpi_op_sum
  br i1 %38, label %39, label %65

39:                                               ; preds = %37
  %40 = icmp eq ptr %7, @ompi_mpi_op_prod
  br i1 %40, label %65, label %41

41:                                               ; preds = %39
  %42 = icmp eq ptr %7, @ompi_mpi_op_min
  br i1 %42, label %65, label %43

43:                                               ; preds = %41
  %44 = icmp eq ptr %7, @ompi_mpi_op_max
  br i1 %44, label %65, label %45

45:                                               ; preds = %43
  %46 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %63

48:                                               ; preds = %45
  %49 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %50 = zext nneg i32 %46 to i64
  br label %54

51:                                               ; preds = %54
  %52 = add nuw nsw i64 %55, 1
  %53 = icmp eq i64 %52, %50
  br i1 %53, label %63, label %54, !llvm.loop !205

54:                                               ; preds = %51, %48
  %55 = phi i64 [ 0, %48 ], [ %52, %51 ]
  %56 = getelementptr inbounds nuw %struct.op_reg, ptr %49, i64 %55
  %57 = load ptr, ptr %56, align 8, !tbaa !206
  %58 = icmp eq ptr %57, %7
  br i1 %58, label %59, label %51

59:                                               ; preds = %54
  %60 = getelementptr inbounds nuw i8, ptr %56, i64 8
  %61 = load i32, ptr %60, align 8, !tbaa !209
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %65

63:                                               ; preds = %51, %59, %45
  %64 = ptrtoint ptr %7 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %16, ptr noundef nonnull @.str.43, i64 noundef %64) #30
  unreachable

65:                                               ; preds = %37, %39, %41, %43, %59
  %66 = phi i32 [ %61, %59 ], [ 3, %41 ], [ 2, %39 ], [ 1, %37 ], [ 4, %43 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #27
  %67 = add nsw i32 %4, 1
  %68 = call i32 @MPI_Comm_rank(ptr noundef %8, ptr noundef nonnull %12) #27
  %69 = call i32 @MPI_Comm_size(ptr noundef %8, ptr noundef nonnull %13) #27
  %70 = load i32, ptr %12, align 4
  %71 = icmp ne i32 %70, 0
  %72 = select i1 %15, i1 true, i1 %71
  %73 = and i1 %18, %19
  %74 = sext i32 %5 to i64
  %75 = sext i32 %67 to i64
  %76 = mul nsw i64 %74, %75
  %77 = select i1 %73, i64 2, i64 3
  %78 = shl i64 %76, %77
  %79 = or disjoint i64 %78, 1
  %80 = call noalias ptr @malloc(i64 noundef %79) #29
  %81 = call noalias ptr @malloc(i64 noundef %79) #29
  %82 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %83 = icmp slt i32 %82, 0
  br i1 %83, label %84, label %93

84:                                               ; preds = %65
  %85 = call ptr @getenv(ptr noundef nonnull @.str.31) #27
  %86 = icmp eq ptr %85, null
  br i1 %86, label %91, label %87

87:                                               ; preds = %84
  %88 = load i8, ptr %85, align 1, !tbaa !14
  %89 = icmp ne i8 %88, 48
  %90 = zext i1 %89 to i32
  br label %91

91:                                               ; preds = %87, %84
  %92 = phi i32 [ 1, %84 ], [ %90, %87 ]
  store i32 %92, ptr @fuse_flag, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %65, %91
  %94 = phi i32 [ %92, %91 ], [ %82, %65 ]
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %357, label %96

96:                                               ; preds = %93
  %97 = icmp ne ptr %7, @ompi_mpi_op_prod
  %98 = icmp ne ptr %7, @ompi_mpi_op_min
  %99 = and i1 %97, %98
  %100 = icmp ne ptr %7, @ompi_mpi_op_max
  %101 = and i1 %100, %99
  %102 = and i1 %38, %101
  br i1 %102, label %357, label %103

103:                                              ; preds = %96
  %104 = icmp eq i32 %66, 1
  br i1 %104, label %105, label %192

105:                                              ; preds = %103
  %106 = shl nsw i64 %74, %77
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %80, ptr readonly align 1 %22, i64 %106, i1 false)
  %107 = icmp sgt i32 %4, 0
  br i1 %107, label %108, label %152

108:                                              ; preds = %105
  %109 = icmp eq ptr %23, null
  %110 = zext nneg i32 %4 to i64
  %111 = and i64 %110, 1
  %112 = icmp eq i32 %4, 1
  br i1 %112, label %141, label %113

113:                                              ; preds = %108
  %114 = and i64 %110, 2147483646
  br label %115

115:                                              ; preds = %135, %113
  %116 = phi i64 [ 0, %113 ], [ %136, %135 ]
  %117 = phi ptr [ %80, %113 ], [ %127, %135 ]
  %118 = phi i64 [ 0, %113 ], [ %137, %135 ]
  %119 = getelementptr inbounds nuw i8, ptr %117, i64 %106
  br i1 %109, label %125, label %120

120:                                              ; preds = %115
  %121 = getelementptr inbounds nuw ptr, ptr %23, i64 %116
  %122 = load ptr, ptr %121, align 8, !tbaa !15
  %123 = icmp eq ptr %122, null
  br i1 %123, label %125, label %124

124:                                              ; preds = %120
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %119, ptr nonnull align 1 %122, i64 %106, i1 false)
  br label %126

125:                                              ; preds = %120, %115
  call void @llvm.memset.p0.i64(ptr align 1 %119, i8 0, i64 %106, i1 false)
  br label %126

126:                                              ; preds = %125, %124
  %127 = getelementptr inbounds nuw i8, ptr %119, i64 %106
  br i1 %109, label %134, label %128

128:                                              ; preds = %126
  %129 = getelementptr inbounds nuw ptr, ptr %23, i64 %116
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 8
  %131 = load ptr, ptr %130, align 8, !tbaa !15
  %132 = icmp eq ptr %131, null
  br i1 %132, label %134, label %133

133:                                              ; preds = %128
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %127, ptr nonnull align 1 %131, i64 %106, i1 false)
  br label %135

134:                                              ; preds = %128, %126
  call void @llvm.memset.p0.i64(ptr align 1 %127, i8 0, i64 %106, i1 false)
  br label %135

135:                                              ; preds = %134, %133
  %136 = add nuw nsw i64 %116, 2
  %137 = add i64 %118, 2
  %138 = icmp eq i64 %137, %114
  br i1 %138, label %139, label %115, !llvm.loop !16

139:                                              ; preds = %135
  %140 = icmp eq i64 %111, 0
  br i1 %140, label %152, label %141

141:                                              ; preds = %139, %108
  %142 = phi i64 [ 0, %108 ], [ %136, %139 ]
  %143 = phi ptr [ %80, %108 ], [ %127, %139 ]
  %144 = icmp ne i64 %111, 0
  call void @llvm.assume(i1 %144)
  %145 = getelementptr inbounds nuw i8, ptr %143, i64 %106
  br i1 %109, label %151, label %146

146:                                              ; preds = %141
  %147 = getelementptr inbounds nuw ptr, ptr %23, i64 %142
  %148 = load ptr, ptr %147, align 8, !tbaa !15
  %149 = icmp eq ptr %148, null
  br i1 %149, label %151, label %150

150:                                              ; preds = %146
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %145, ptr nonnull align 1 %148, i64 %106, i1 false)
  br label %152

151:                                              ; preds = %146, %141
  call void @llvm.memset.p0.i64(ptr align 1 %145, i8 0, i64 %106, i1 false)
  br label %152

152:                                              ; preds = %139, %151, %150, %105
  %153 = mul nsw i32 %5, %67
  br i1 %15, label %156, label %154

154:                                              ; preds = %152
  %155 = call i32 @MPI_Exscan(ptr noundef %80, ptr noundef %81, i32 noundef %153, ptr noundef %6, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %8) #27
  br label %158

156:                                              ; preds = %152
  %157 = call i32 @MPI_Scan(ptr noundef %80, ptr noundef %81, i32 noundef %153, ptr noundef %6, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %8) #27
  br label %158

158:                                              ; preds = %154, %156
  %159 = phi i32 [ %155, %154 ], [ %157, %156 ]
  br i1 %72, label %160, label %594

160:                                              ; preds = %158
  %161 = icmp eq ptr %2, null
  br i1 %161, label %163, label %162

162:                                              ; preds = %160
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr readonly align 1 %81, i64 %106, i1 false)
  br label %163

163:                                              ; preds = %162, %160
  %164 = icmp ne ptr %3, null
  %165 = and i1 %164, %107
  br i1 %165, label %166, label %594

166:                                              ; preds = %163
  %167 = zext nneg i32 %4 to i64
  %168 = and i64 %167, 1
  %169 = icmp eq i32 %4, 1
  br i1 %169, label %585, label %170

170:                                              ; preds = %166
  %171 = and i64 %167, 2147483646
  br label %172

172:                                              ; preds = %188, %170
  %173 = phi i64 [ 0, %170 ], [ %189, %188 ]
  %174 = phi ptr [ %81, %170 ], [ %182, %188 ]
  %175 = phi i64 [ 0, %170 ], [ %190, %188 ]
  %176 = getelementptr inbounds nuw i8, ptr %174, i64 %106
  %177 = getelementptr inbounds nuw ptr, ptr %3, i64 %173
  %178 = load ptr, ptr %177, align 8, !tbaa !15
  %179 = icmp eq ptr %178, null
  br i1 %179, label %181, label %180

180:                                              ; preds = %172
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %178, ptr align 1 %176, i64 %106, i1 false)
  br label %181

181:                                              ; preds = %180, %172
  %182 = getelementptr inbounds nuw i8, ptr %176, i64 %106
  %183 = getelementptr inbounds nuw ptr, ptr %3, i64 %173
  %184 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %185 = load ptr, ptr %184, align 8, !tbaa !15
  %186 = icmp eq ptr %185, null
  br i1 %186, label %188, label %187

187:                                              ; preds = %181
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %185, ptr align 1 %182, i64 %106, i1 false)
  br label %188

188:                                              ; preds = %187, %181
  %189 = add nuw nsw i64 %173, 2
  %190 = add i64 %175, 2
  %191 = icmp eq i64 %190, %171
  br i1 %191, label %583, label %172, !llvm.loop !44

192:                                              ; preds = %103
  %193 = icmp sgt i32 %5, 0
  br i1 %193, label %194, label %239

194:                                              ; preds = %192
  %195 = icmp sgt i32 %4, 0
  %196 = icmp eq ptr %23, null
  %197 = zext nneg i32 %4 to i64
  br label %198

198:                                              ; preds = %212, %194
  %199 = phi i64 [ 0, %194 ], [ %213, %212 ]
  %200 = mul nsw i64 %199, %75
  br i1 %18, label %205, label %201

201:                                              ; preds = %198
  %202 = getelementptr inbounds nuw double, ptr %22, i64 %199
  %203 = load double, ptr %202, align 8, !tbaa !35
  %204 = getelementptr inbounds double, ptr %80, i64 %200
  store double %203, ptr %204, align 8, !tbaa !35
  br label %209

205:                                              ; preds = %198
  %206 = getelementptr inbounds nuw float, ptr %22, i64 %199
  %207 = load float, ptr %206, align 4, !tbaa !30
  %208 = getelementptr inbounds float, ptr %80, i64 %200
  store float %207, ptr %208, align 4, !tbaa !30
  br label %209

209:                                              ; preds = %205, %201
  br i1 %195, label %210, label %212

210:                                              ; preds = %209
  %211 = add nuw nsw i64 %200, 1
  br label %215

212:                                              ; preds = %236, %209
  %213 = add nuw nsw i64 %199, 1
  %214 = icmp eq i64 %213, %74
  br i1 %214, label %239, label %198, !llvm.loop !219

215:                                              ; preds = %236, %210
  %216 = phi i64 [ 0, %210 ], [ %237, %236 ]
  %217 = add nuw nsw i64 %211, %216
  br i1 %196, label %229, label %218

218:                                              ; preds = %215
  %219 = getelementptr inbounds nuw ptr, ptr %23, i64 %216
  %220 = load ptr, ptr %219, align 8, !tbaa !15
  %221 = icmp eq ptr %220, null
  br i1 %221, label %229, label %222

222:                                              ; preds = %218
  br i1 %18, label %226, label %223

223:                                              ; preds = %222
  %224 = getelementptr inbounds nuw double, ptr %220, i64 %199
  %225 = load double, ptr %224, align 8, !tbaa !35
  br label %230

226:                                              ; preds = %222
  %227 = getelementptr inbounds nuw float, ptr %220, i64 %199
  %228 = load float, ptr %227, align 4, !tbaa !30
  br label %233

229:                                              ; preds = %218, %215
  br i1 %18, label %233, label %230

230:                                              ; preds = %229, %223
  %231 = phi double [ %225, %223 ], [ 0.000000e+00, %229 ]
  %232 = getelementptr inbounds nuw double, ptr %80, i64 %217
  store double %231, ptr %232, align 8, !tbaa !35
  br label %236

233:                                              ; preds = %229, %226
  %234 = phi float [ %228, %226 ], [ 0.000000e+00, %229 ]
  %235 = getelementptr inbounds nuw float, ptr %80, i64 %217
  store float %234, ptr %235, align 4, !tbaa !30
  br label %236

236:                                              ; preds = %233, %230
  %237 = add nuw nsw i64 %216, 1
  %238 = icmp eq i64 %237, %197
  br i1 %238, label %212, label %215, !llvm.loop !220

239:                                              ; preds = %212, %192
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #27
  %240 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %241 = icmp sgt i32 %240, 0
  br i1 %241, label %242, label %259

242:                                              ; preds = %239
  %243 = zext nneg i32 %240 to i64
  br label %244

244:                                              ; preds = %253, %242
  %245 = phi i64 [ 0, %242 ], [ %254, %253 ]
  %246 = getelementptr inbounds nuw %struct.anon.1, ptr @tup_types, i64 %245
  %247 = load i32, ptr %246, align 16, !tbaa !221
  %248 = icmp eq i32 %247, %21
  br i1 %248, label %249, label %253

249:                                              ; preds = %244
  %250 = getelementptr inbounds nuw i8, ptr %246, i64 4
  %251 = load i32, ptr %250, align 4, !tbaa !223
  %252 = icmp eq i32 %251, %4
  br i1 %252, label %256, label %253

253:                                              ; preds = %249, %244
  %254 = add nuw nsw i64 %245, 1
  %255 = icmp eq i64 %254, %243
  br i1 %255, label %259, label %244, !llvm.loop !224

256:                                              ; preds = %249
  %257 = getelementptr inbounds nuw i8, ptr %246, i64 8
  %258 = load ptr, ptr %257, align 8, !tbaa !225
  br label %273

259:                                              ; preds = %253, %239
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #27
  %260 = select i1 %18, ptr @ompi_mpi_float, ptr @ompi_mpi_double
  %261 = call i32 @MPI_Type_contiguous(i32 noundef %67, ptr noundef nonnull %260, ptr noundef nonnull %11) #27
  %262 = call i32 @MPI_Type_commit(ptr noundef nonnull %11) #27
  %263 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %264 = icmp ne i32 %263, 16
  %265 = load ptr, ptr %11, align 8, !tbaa !56
  br i1 %264, label %266, label %272

266:                                              ; preds = %259
  %267 = sext i32 %263 to i64
  %268 = getelementptr inbounds %struct.anon.1, ptr @tup_types, i64 %267
  store i32 %21, ptr %268, align 16, !tbaa !221
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 4
  store i32 %4, ptr %269, align 4, !tbaa !223
  %270 = add nsw i32 %263, 1
  store i32 %270, ptr @n_tup_types, align 4, !tbaa !5
  %271 = getelementptr inbounds nuw i8, ptr %268, i64 8
  store ptr %265, ptr %271, align 8, !tbaa !225
  br label %272

272:                                              ; preds = %266, %259
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #27
  br label %273

273:                                              ; preds = %256, %272
  %274 = phi i1 [ true, %256 ], [ %264, %272 ]
  %275 = phi ptr [ %258, %256 ], [ %265, %272 ]
  store ptr %275, ptr %14, align 8, !tbaa !56
  %276 = add nsw i32 %21, -1
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops_made, i64 %277
  %279 = sext i32 %66 to i64
  %280 = getelementptr inbounds i32, ptr %278, i64 %279
  %281 = load i32, ptr %280, align 4, !tbaa !5
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %283, label %299

283:                                              ; preds = %273
  %284 = icmp eq i32 %66, 2
  br i1 %18, label %289, label %285

285:                                              ; preds = %283
  br i1 %284, label %293, label %286

286:                                              ; preds = %285
  %287 = icmp eq i32 %66, 3
  %288 = select i1 %287, ptr @tup_min_d, ptr @tup_max_d
  br label %293

289:                                              ; preds = %283
  br i1 %284, label %293, label %290

290:                                              ; preds = %289
  %291 = icmp eq i32 %66, 3
  %292 = select i1 %291, ptr @tup_min_f, ptr @tup_max_f
  br label %293

293:                                              ; preds = %290, %289, %286, %285
  %294 = phi ptr [ @tup_prod_d, %285 ], [ %288, %286 ], [ %292, %290 ], [ @tup_prod_f, %289 ]
  %295 = zext i1 %284 to i32
  %296 = getelementptr inbounds nuw [5 x ptr], ptr @tup_ops, i64 %277
  %297 = getelementptr inbounds ptr, ptr %296, i64 %279
  %298 = call i32 @MPI_Op_create(ptr noundef nonnull %294, i32 noundef %295, ptr noundef nonnull %297) #27
  store i32 1, ptr %280, align 4, !tbaa !5
  br label %299

299:                                              ; preds = %273, %293
  %300 = getelementptr inbounds nuw [5 x ptr], ptr @tup_ops, i64 %277
  %301 = getelementptr inbounds ptr, ptr %300, i64 %279
  %302 = load ptr, ptr %301, align 8, !tbaa !226
  br i1 %15, label %305, label %303

303:                                              ; preds = %299
  %304 = call i32 @MPI_Exscan(ptr noundef %80, ptr noundef %81, i32 noundef %5, ptr noundef %275, ptr noundef %302, ptr noundef %8) #27
  br label %307

305:                                              ; preds = %299
  %306 = call i32 @MPI_Scan(ptr noundef %80, ptr noundef %81, i32 noundef %5, ptr noundef %275, ptr noundef %302, ptr noundef %8) #27
  br label %307

307:                                              ; preds = %303, %305
  %308 = phi i32 [ %304, %303 ], [ %306, %305 ]
  br i1 %274, label %311, label %309

309:                                              ; preds = %307
  %310 = call i32 @MPI_Type_free(ptr noundef nonnull %14) #27
  br label %311

311:                                              ; preds = %309, %307
  %312 = and i1 %193, %72
  br i1 %312, label %313, label %356

313:                                              ; preds = %311
  %314 = icmp eq ptr %2, null
  %315 = icmp eq ptr %3, null
  %316 = icmp slt i32 %4, 1
  %317 = or i1 %315, %316
  %318 = zext nneg i32 %4 to i64
  br label %319

319:                                              ; preds = %353, %313
  %320 = phi i64 [ 0, %313 ], [ %354, %353 ]
  br i1 %314, label %331, label %321

321:                                              ; preds = %319
  %322 = mul nsw i64 %320, %75
  br i1 %18, label %327, label %323

323:                                              ; preds = %321
  %324 = getelementptr inbounds double, ptr %81, i64 %322
  %325 = load double, ptr %324, align 8, !tbaa !35
  %326 = getelementptr inbounds nuw double, ptr %2, i64 %320
  store double %325, ptr %326, align 8, !tbaa !35
  br label %331

327:                                              ; preds = %321
  %328 = getelementptr inbounds float, ptr %81, i64 %322
  %329 = load float, ptr %328, align 4, !tbaa !30
  %330 = getelementptr inbounds nuw float, ptr %2, i64 %320
  store float %329, ptr %330, align 4, !tbaa !30
  br label %331

331:                                              ; preds = %327, %323, %319
  br i1 %317, label %353, label %332

332:                                              ; preds = %331
  %333 = mul nuw nsw i64 %320, %75
  %334 = add nuw nsw i64 %333, 1
  br label %335

335:                                              ; preds = %350, %332
  %336 = phi i64 [ 0, %332 ], [ %351, %350 ]
  %337 = getelementptr inbounds nuw ptr, ptr %3, i64 %336
  %338 = load ptr, ptr %337, align 8, !tbaa !15
  %339 = icmp eq ptr %338, null
  br i1 %339, label %350, label %340

340:                                              ; preds = %335
  %341 = add nuw nsw i64 %334, %336
  br i1 %18, label %346, label %342

342:                                              ; preds = %340
  %343 = getelementptr inbounds nuw double, ptr %81, i64 %341
  %344 = load double, ptr %343, align 8, !tbaa !35
  %345 = getelementptr inbounds nuw double, ptr %338, i64 %320
  store double %344, ptr %345, align 8, !tbaa !35
  br label %350

346:                                              ; preds = %340
  %347 = getelementptr inbounds nuw float, ptr %81, i64 %341
  %348 = load float, ptr %347, align 4, !tbaa !30
  %349 = getelementptr inbounds nuw float, ptr %338, i64 %320
  store float %348, ptr %349, align 4, !tbaa !30
  br label %350

350:                                              ; preds = %346, %342, %335
  %351 = add nuw nsw i64 %336, 1
  %352 = icmp eq i64 %351, %318
  br i1 %352, label %353, label %335, !llvm.loop !144

353:                                              ; preds = %350, %331
  %354 = add nuw nsw i64 %320, 1
  %355 = icmp eq i64 %354, %74
  br i1 %355, label %356, label %319, !llvm.loop !145

356:                                              ; preds = %353, %311
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #27
  br label %594

357:                                              ; preds = %96, %93
  %358 = shl nsw i64 %74, %77
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %80, ptr readonly align 1 %22, i64 %358, i1 false)
  %359 = icmp sgt i32 %4, 0
  br i1 %359, label %360, label %404

360:                                              ; preds = %357
  %361 = icmp eq ptr %23, null
  %362 = zext nneg i32 %4 to i64
  %363 = and i64 %362, 1
  %364 = icmp eq i32 %4, 1
  br i1 %364, label %393, label %365

365:                                              ; preds = %360
  %366 = and i64 %362, 2147483646
  br label %367

367:                                              ; preds = %387, %365
  %368 = phi i64 [ 0, %365 ], [ %388, %387 ]
  %369 = phi ptr [ %80, %365 ], [ %379, %387 ]
  %370 = phi i64 [ 0, %365 ], [ %389, %387 ]
  %371 = getelementptr inbounds nuw i8, ptr %369, i64 %358
  br i1 %361, label %377, label %372

372:                                              ; preds = %367
  %373 = getelementptr inbounds nuw ptr, ptr %23, i64 %368
  %374 = load ptr, ptr %373, align 8, !tbaa !15
  %375 = icmp eq ptr %374, null
  br i1 %375, label %377, label %376

376:                                              ; preds = %372
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %371, ptr nonnull align 1 %374, i64 %358, i1 false)
  br label %378

377:                                              ; preds = %372, %367
  call void @llvm.memset.p0.i64(ptr align 1 %371, i8 0, i64 %358, i1 false)
  br label %378

378:                                              ; preds = %377, %376
  %379 = getelementptr inbounds nuw i8, ptr %371, i64 %358
  br i1 %361, label %386, label %380

380:                                              ; preds = %378
  %381 = getelementptr inbounds nuw ptr, ptr %23, i64 %368
  %382 = getelementptr inbounds nuw i8, ptr %381, i64 8
  %383 = load ptr, ptr %382, align 8, !tbaa !15
  %384 = icmp eq ptr %383, null
  br i1 %384, label %386, label %385

385:                                              ; preds = %380
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %379, ptr nonnull align 1 %383, i64 %358, i1 false)
  br label %387

386:                                              ; preds = %380, %378
  call void @llvm.memset.p0.i64(ptr align 1 %379, i8 0, i64 %358, i1 false)
  br label %387

387:                                              ; preds = %386, %385
  %388 = add nuw nsw i64 %368, 2
  %389 = add i64 %370, 2
  %390 = icmp eq i64 %389, %366
  br i1 %390, label %391, label %367, !llvm.loop !16

391:                                              ; preds = %387
  %392 = icmp eq i64 %363, 0
  br i1 %392, label %404, label %393

393:                                              ; preds = %391, %360
  %394 = phi i64 [ 0, %360 ], [ %388, %391 ]
  %395 = phi ptr [ %80, %360 ], [ %379, %391 ]
  %396 = icmp ne i64 %363, 0
  call void @llvm.assume(i1 %396)
  %397 = getelementptr inbounds nuw i8, ptr %395, i64 %358
  br i1 %361, label %403, label %398

398:                                              ; preds = %393
  %399 = getelementptr inbounds nuw ptr, ptr %23, i64 %394
  %400 = load ptr, ptr %399, align 8, !tbaa !15
  %401 = icmp eq ptr %400, null
  br i1 %401, label %403, label %402

402:                                              ; preds = %398
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %397, ptr nonnull align 1 %400, i64 %358, i1 false)
  br label %404

403:                                              ; preds = %398, %393
  call void @llvm.memset.p0.i64(ptr align 1 %397, i8 0, i64 %358, i1 false)
  br label %404

404:                                              ; preds = %391, %403, %402, %357
  br i1 %15, label %407, label %405

405:                                              ; preds = %404
  %406 = call i32 @MPI_Exscan(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #27
  br label %409

407:                                              ; preds = %404
  %408 = call i32 @MPI_Scan(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #27
  br label %409

409:                                              ; preds = %405, %407
  %410 = phi i32 [ %406, %405 ], [ %408, %407 ]
  %411 = load i32, ptr %13, align 4, !tbaa !5
  %412 = sext i32 %411 to i64
  %413 = mul i64 %79, %412
  %414 = call noalias ptr @malloc(i64 noundef %413) #29
  %415 = mul nsw i32 %5, %67
  %416 = call i32 @MPI_Allgather(ptr noundef %80, i32 noundef %415, ptr noundef %6, ptr noundef %414, i32 noundef %415, ptr noundef %6, ptr noundef %8) #27
  %417 = icmp ne ptr %3, null
  %418 = and i1 %417, %72
  %419 = and i1 %418, %359
  br i1 %419, label %420, label %437

420:                                              ; preds = %409
  %421 = load i32, ptr %12, align 4
  %422 = xor i1 %15, true
  %423 = sext i1 %422 to i32
  %424 = add i32 %421, %423
  %425 = icmp slt i32 %5, 1
  %426 = icmp slt i32 %424, 0
  %427 = add i32 %424, 1
  %428 = zext i32 %427 to i64
  %429 = icmp sgt i32 %424, 0
  %430 = icmp eq i32 %66, 3
  %431 = zext nneg i32 %4 to i64
  %432 = and i64 %428, 1
  %433 = icmp eq i32 %424, 0
  %434 = and i64 %428, 4294967294
  %435 = icmp eq i64 %432, 0
  %436 = icmp ne i64 %432, 0
  br label %438

437:                                              ; preds = %581, %409
  call void @free(ptr noundef %80) #27
  br label %594

438:                                              ; preds = %420, %581
  %439 = phi i64 [ 0, %420 ], [ %444, %581 ]
  %440 = getelementptr inbounds nuw ptr, ptr %3, i64 %439
  %441 = load ptr, ptr %440, align 8, !tbaa !15
  %442 = icmp eq ptr %441, null
  %443 = or i1 %442, %425
  %444 = add nuw nsw i64 %439, 1
  br i1 %443, label %581, label %445

445:                                              ; preds = %438
  %446 = mul nuw nsw i64 %444, %74
  br label %447

447:                                              ; preds = %445, %460
  %448 = phi i64 [ 0, %445 ], [ %461, %460 ]
  br i1 %426, label %453, label %449

449:                                              ; preds = %447
  %450 = getelementptr inbounds nuw double, ptr %414, i64 %448
  %451 = getelementptr inbounds nuw float, ptr %414, i64 %448
  %452 = add nuw nsw i64 %448, %446
  br label %463

453:                                              ; preds = %576, %447
  %454 = phi double [ 0.000000e+00, %447 ], [ %578, %576 ]
  br i1 %18, label %457, label %455

455:                                              ; preds = %453
  %456 = getelementptr inbounds nuw double, ptr %441, i64 %448
  store double %454, ptr %456, align 8, !tbaa !35
  br label %460

457:                                              ; preds = %453
  %458 = fptrunc double %454 to float
  %459 = getelementptr inbounds nuw float, ptr %441, i64 %448
  store float %458, ptr %459, align 4, !tbaa !30
  br label %460

460:                                              ; preds = %455, %457
  %461 = add nuw nsw i64 %448, 1
  %462 = icmp eq i64 %461, %74
  br i1 %462, label %581, label %447, !llvm.loop !283

463:                                              ; preds = %449, %576
  %464 = phi i64 [ 0, %449 ], [ %579, %576 ]
  %465 = phi double [ 0.000000e+00, %449 ], [ %578, %576 ]
  switch i32 %66, label %507 [
    i32 1, label %565
    i32 2, label %466
  ]

466:                                              ; preds = %463
  br i1 %433, label %548, label %467

467:                                              ; preds = %466, %502
  %468 = phi i64 [ %504, %502 ], [ 0, %466 ]
  %469 = phi double [ %503, %502 ], [ 1.000000e+00, %466 ]
  %470 = phi i64 [ %505, %502 ], [ 0, %466 ]
  %471 = icmp eq i64 %468, %464
  br i1 %471, label %485, label %472

472:                                              ; preds = %467
  %473 = mul nuw nsw i64 %468, %76
  %474 = add nuw nsw i64 %473, %448
  br i1 %18, label %478, label %475

475:                                              ; preds = %472
  %476 = getelementptr inbounds nuw double, ptr %414, i64 %474
  %477 = load double, ptr %476, align 8, !tbaa !35
  br label %482

478:                                              ; preds = %472
  %479 = getelementptr inbounds nuw float, ptr %414, i64 %474
  %480 = load float, ptr %479, align 4, !tbaa !30
  %481 = fpext float %480 to double
  br label %482

482:                                              ; preds = %478, %475
  %483 = phi double [ %477, %475 ], [ %481, %478 ]
  %484 = fmul double %469, %483
  br label %485

485:                                              ; preds = %482, %467
  %486 = phi double [ %484, %482 ], [ %469, %467 ]
  %487 = or disjoint i64 %468, 1
  %488 = icmp eq i64 %487, %464
  br i1 %488, label %502, label %489

489:                                              ; preds = %485
  %490 = mul nuw nsw i64 %487, %76
  %491 = add nuw nsw i64 %490, %448
  br i1 %18, label %495, label %492

492:                                              ; preds = %489
  %493 = getelementptr inbounds nuw double, ptr %414, i64 %491
  %494 = load double, ptr %493, align 8, !tbaa !35
  br label %499

495:                                              ; preds = %489
  %496 = getelementptr inbounds nuw float, ptr %414, i64 %491
  %497 = load float, ptr %496, align 4, !tbaa !30
  %498 = fpext float %497 to double
  br label %499

499:                                              ; preds = %495, %492
  %500 = phi double [ %494, %492 ], [ %498, %495 ]
  %501 = fmul double %486, %500
  br label %502

502:                                              ; preds = %499, %485
  %503 = phi double [ %501, %499 ], [ %486, %485 ]
  %504 = add nuw nsw i64 %468, 2
  %505 = add i64 %470, 2
  %506 = icmp eq i64 %505, %434
  br i1 %506, label %547, label %467, !llvm.loop !149

507:                                              ; preds = %463
  br i1 %18, label %510, label %508

508:                                              ; preds = %507
  %509 = load double, ptr %450, align 8, !tbaa !35
  br label %513

510:                                              ; preds = %507
  %511 = load float, ptr %451, align 4, !tbaa !30
  %512 = fpext float %511 to double
  br label %513

513:                                              ; preds = %510, %508
  %514 = phi double [ %509, %508 ], [ %512, %510 ]
  br i1 %429, label %521, label %517

515:                                              ; preds = %542
  %516 = zext i32 %543 to i64
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i64 [ 0, %513 ], [ %516, %515 ]
  %519 = icmp eq i64 %518, %464
  %520 = select i1 %519, double 1.000000e+00, double 0.000000e+00
  br label %565

521:                                              ; preds = %513, %542
  %522 = phi i64 [ %545, %542 ], [ 1, %513 ]
  %523 = phi double [ %544, %542 ], [ %514, %513 ]
  %524 = phi i32 [ %543, %542 ], [ 0, %513 ]
  %525 = mul nuw nsw i64 %522, %76
  %526 = add nuw nsw i64 %525, %448
  br i1 %18, label %530, label %527

527:                                              ; preds = %521
  %528 = getelementptr inbounds nuw double, ptr %414, i64 %526
  %529 = load double, ptr %528, align 8, !tbaa !35
  br label %534

530:                                              ; preds = %521
  %531 = getelementptr inbounds nuw float, ptr %414, i64 %526
  %532 = load float, ptr %531, align 4, !tbaa !30
  %533 = fpext float %532 to double
  br label %534

534:                                              ; preds = %530, %527
  %535 = phi double [ %529, %527 ], [ %533, %530 ]
  br i1 %430, label %536, label %538

536:                                              ; preds = %534
  %537 = fcmp olt double %535, %523
  br i1 %537, label %540, label %542

538:                                              ; preds = %534
  %539 = fcmp ogt double %535, %523
  br i1 %539, label %540, label %542

540:                                              ; preds = %538, %536
  %541 = trunc nuw nsw i64 %522 to i32
  br label %542

542:                                              ; preds = %540, %538, %536
  %543 = phi i32 [ %541, %540 ], [ %524, %536 ], [ %524, %538 ]
  %544 = phi double [ %535, %540 ], [ %523, %536 ], [ %523, %538 ]
  %545 = add nuw nsw i64 %522, 1
  %546 = icmp eq i64 %545, %428
  br i1 %546, label %515, label %521, !llvm.loop !150

547:                                              ; preds = %502
  br i1 %435, label %565, label %548

548:                                              ; preds = %547, %466
  %549 = phi i64 [ 0, %466 ], [ %504, %547 ]
  %550 = phi double [ 1.000000e+00, %466 ], [ %503, %547 ]
  call void @llvm.assume(i1 %436)
  %551 = icmp eq i64 %549, %464
  br i1 %551, label %565, label %552

552:                                              ; preds = %548
  %553 = mul nuw nsw i64 %549, %76
  %554 = add nuw nsw i64 %553, %448
  br i1 %18, label %558, label %555

555:                                              ; preds = %552
  %556 = getelementptr inbounds nuw double, ptr %414, i64 %554
  %557 = load double, ptr %556, align 8, !tbaa !35
  br label %562

558:                                              ; preds = %552
  %559 = getelementptr inbounds nuw float, ptr %414, i64 %554
  %560 = load float, ptr %559, align 4, !tbaa !30
  %561 = fpext float %560 to double
  br label %562

562:                                              ; preds = %558, %555
  %563 = phi double [ %557, %555 ], [ %561, %558 ]
  %564 = fmul double %550, %563
  br label %565

565:                                              ; preds = %547, %562, %548, %463, %517
  %566 = phi double [ %520, %517 ], [ 1.000000e+00, %463 ], [ %503, %547 ], [ %564, %562 ], [ %550, %548 ]
  %567 = mul nuw nsw i64 %76, %464
  %568 = add nuw i64 %452, %567
  br i1 %18, label %572, label %569

569:                                              ; preds = %565
  %570 = getelementptr inbounds double, ptr %414, i64 %568
  %571 = load double, ptr %570, align 8, !tbaa !35
  br label %576

572:                                              ; preds = %565
  %573 = getelementptr inbounds float, ptr %414, i64 %568
  %574 = load float, ptr %573, align 4, !tbaa !30
  %575 = fpext float %574 to double
  br label %576

576:                                              ; preds = %569, %572
  %577 = phi double [ %571, %569 ], [ %575, %572 ]
  %578 = call double @llvm.fmuladd.f64(double %566, double %577, double %465)
  %579 = add nuw nsw i64 %464, 1
  %580 = icmp eq i64 %579, %428
  br i1 %580, label %453, label %463, !llvm.loop !284

581:                                              ; preds = %460, %438
  %582 = icmp samesign ult i64 %444, %431
  br i1 %582, label %438, label %437, !llvm.loop !285

583:                                              ; preds = %188
  %584 = icmp eq i64 %168, 0
  br i1 %584, label %594, label %585

585:                                              ; preds = %583, %166
  %586 = phi i64 [ 0, %166 ], [ %189, %583 ]
  %587 = phi ptr [ %81, %166 ], [ %182, %583 ]
  %588 = icmp ne i64 %168, 0
  call void @llvm.assume(i1 %588)
  %589 = getelementptr inbounds nuw ptr, ptr %3, i64 %586
  %590 = load ptr, ptr %589, align 8, !tbaa !15
  %591 = icmp eq ptr %590, null
  br i1 %591, label %594, label %592

592:                                              ; preds = %585
  %593 = getelementptr inbounds nuw i8, ptr %587, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %590, ptr align 1 %593, i64 %106, i1 false)
  br label %594

594:                                              ; preds = %583, %592, %585, %356, %158, %163, %437
  %595 = phi ptr [ %81, %437 ], [ %80, %356 ], [ %80, %163 ], [ %80, %158 ], [ %80, %585 ], [ %80, %592 ], [ %80, %583 ]
  %596 = phi ptr [ %414, %437 ], [ %81, %356 ], [ %81, %163 ], [ %81, %158 ], [ %81, %585 ], [ %81, %592 ], [ %81, %583 ]
  %597 = phi i32 [ %410, %437 ], [ %308, %356 ], [ %159, %163 ], [ %159, %158 ], [ %159, %585 ], [ %159, %592 ], [ %159, %583 ]
  call void @free(ptr noundef %595) #27
  call void @free(ptr noundef %596) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #27
  br label %598

598:                                              ; preds = %35, %33, %594
  %599 = phi i32 [ %597, %594 ], [ %34, %33 ], [ %36, %35 ]
  ret i32 %599
}

declare i32 @MPI_Type_free(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_scan(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) local_unnamed_addr #7 {
  %8 = tail call noalias dereferenceable_or_null(56) ptr @calloc(i64 noundef 1, i64 noundef 56) #31
  store i32 %6, ptr %8, align 8, !tbaa !286
  %9 = icmp eq ptr %3, @ompi_mpi_double
  %10 = icmp eq ptr %3, @ompi_mpi_float
  %11 = select i1 %10, i32 2, i32 0
  %12 = select i1 %9, i32 1, i32 %11
  %13 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %12, ptr %13, align 4, !tbaa !288
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 %2, ptr %14, align 4, !tbaa !289
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store ptr %3, ptr %15, align 8, !tbaa !290
  %16 = getelementptr inbounds nuw i8, ptr %8, i64 40
  store ptr %5, ptr %16, align 8, !tbaa !291
  %17 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %18 = zext i1 %17 to i32
  %19 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store i32 %18, ptr %19, align 8, !tbaa !292
  %20 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %21 = tail call i32 @MPI_Comm_rank(ptr noundef %5, ptr noundef nonnull %20) #27
  %22 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %23 = tail call i32 @MPI_Comm_size(ptr noundef %5, ptr noundef nonnull %22) #27
  %24 = load i64, ptr @coll_seq, align 8, !tbaa !12
  %25 = add nsw i64 %24, 1
  store i64 %25, ptr @coll_seq, align 8, !tbaa !12
  %26 = load i32, ptr %13, align 4, !tbaa !288
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %81, label %28

28:                                               ; preds = %7
  %29 = icmp eq ptr %4, @ompi_mpi_op_sum
  br i1 %29, label %30, label %32

30:                                               ; preds = %28
  %31 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %31, align 8, !tbaa !293
  br label %81

32:                                               ; preds = %28
  %33 = icmp eq ptr %4, @ompi_mpi_op_prod
  br i1 %33, label %60, label %34

34:                                               ; preds = %32
  %35 = icmp eq ptr %4, @ompi_mpi_op_min
  br i1 %35, label %60, label %36

36:                                               ; preds = %34
  %37 = icmp eq ptr %4, @ompi_mpi_op_max
  br i1 %37, label %60, label %38

38:                                               ; preds = %36
  %39 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %56

41:                                               ; preds = %38
  %42 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %43 = zext nneg i32 %39 to i64
  br label %47

44:                                               ; preds = %47
  %45 = add nuw nsw i64 %48, 1
  %46 = icmp eq i64 %45, %43
  br i1 %46, label %56, label %47, !llvm.loop !205

47:                                               ; preds = %44, %41
  %48 = phi i64 [ 0, %41 ], [ %45, %44 ]
  %49 = getelementptr inbounds nuw %struct.op_reg, ptr %42, i64 %48
  %50 = load ptr, ptr %49, align 8, !tbaa !206
  %51 = icmp eq ptr %50, %4
  br i1 %51, label %52, label %44

52:                                               ; preds = %47
  %53 = getelementptr inbounds nuw i8, ptr %49, i64 8
  %54 = load i32, ptr %53, align 8, !tbaa !209
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %63

56:                                               ; preds = %44, %52, %38
  %57 = icmp eq i32 %6, 0
  %58 = select i1 %57, ptr @.str.29, ptr @.str.28
  %59 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %58, ptr noundef nonnull @.str.43, i64 noundef %59) #30
  unreachable

60:                                               ; preds = %34, %32, %36
  %61 = phi i32 [ 4, %36 ], [ 2, %32 ], [ 3, %34 ]
  %62 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %61, ptr %62, align 8, !tbaa !293
  br label %66

63:                                               ; preds = %52
  %64 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %54, ptr %64, align 8, !tbaa !293
  %65 = icmp eq i32 %54, 1
  br i1 %65, label %81, label %66

66:                                               ; preds = %60, %63
  %67 = icmp eq i32 %26, 2
  %68 = sext i32 %2 to i64
  %69 = load i32, ptr %22, align 8, !tbaa !294
  %70 = sext i32 %69 to i64
  %71 = mul nsw i64 %70, %68
  %72 = select i1 %67, i64 2, i64 3
  %73 = shl i64 %71, %72
  %74 = or disjoint i64 %73, 1
  %75 = tail call noalias ptr @malloc(i64 noundef %74) #29
  %76 = getelementptr inbounds nuw i8, ptr %8, i64 48
  store ptr %75, ptr %76, align 8, !tbaa !295
  %77 = load i32, ptr %19, align 8, !tbaa !292
  %78 = icmp eq i32 %77, 0
  %79 = select i1 %78, ptr %0, ptr %1
  %80 = tail call i32 @MPI_Allgather(ptr noundef %79, i32 noundef %2, ptr noundef %3, ptr noundef %75, i32 noundef %2, ptr noundef %3, ptr noundef %5) #27
  br label %81

81:                                               ; preds = %30, %63, %66, %7
  %82 = icmp eq i32 %6, 0
  br i1 %82, label %85, label %83

83:                                               ; preds = %81
  %84 = tail call i32 @MPI_Exscan(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #27
  br label %87

85:                                               ; preds = %81
  %86 = tail call i32 @MPI_Scan(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #27
  br label %87

87:                                               ; preds = %83, %85
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
  br i1 %27, label %9, label %37, !llvm.loop !29

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
  %41 = load i32, ptr %40, align 4, !tbaa !288
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %43 = load i32, ptr %42, align 4, !tbaa !289
  %44 = icmp eq i32 %41, 0
  br i1 %44, label %262, label %45

45:                                               ; preds = %37
  %46 = icmp eq i32 %41, 2
  %47 = select i1 %46, i64 4, i64 8
  %48 = load i32, ptr %0, align 8, !tbaa !286
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %52 = load i32, ptr %51, align 4, !tbaa !296
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
  %69 = load i32, ptr %68, align 8, !tbaa !294
  %70 = sext i32 %69 to i64
  %71 = mul nsw i64 %70, %56
  %72 = shl i64 %71, %67
  %73 = or disjoint i64 %72, 1
  %74 = tail call noalias ptr @malloc(i64 noundef %73) #29
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %76 = load ptr, ptr %75, align 8, !tbaa !290
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %78 = load ptr, ptr %77, align 8, !tbaa !291
  %79 = tail call i32 @MPI_Allgather(ptr noundef %58, i32 noundef %43, ptr noundef %76, ptr noundef %74, i32 noundef %43, ptr noundef %76, ptr noundef %78) #27
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %81 = load i32, ptr %80, align 8, !tbaa !292
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, ptr %1, ptr %2
  %84 = icmp ne ptr %83, null
  %85 = icmp sgt i32 %43, 0
  %86 = select i1 %84, i1 %85, i1 false
  br i1 %86, label %87, label %107

87:                                               ; preds = %66
  %88 = load i32, ptr %68, align 8, !tbaa !294
  %89 = icmp sgt i32 %88, 0
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %91 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %93 = icmp eq i32 %41, 1
  %94 = zext nneg i32 %88 to i64
  br label %95

95:                                               ; preds = %87, %122
  %96 = phi i64 [ 0, %87 ], [ %123, %122 ]
  br i1 %89, label %97, label %110

97:                                               ; preds = %95
  %98 = load i32, ptr %0, align 8, !tbaa !286
  %99 = icmp ne i32 %98, 0
  %100 = load i32, ptr %90, align 4, !tbaa !296
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
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %109 = load ptr, ptr %108, align 8, !tbaa !295
  tail call void @free(ptr noundef %109) #27
  br label %262

110:                                              ; preds = %258, %95
  %111 = phi double [ 0.000000e+00, %95 ], [ %259, %258 ]
  br i1 %93, label %112, label %116

112:                                              ; preds = %110
  %113 = getelementptr inbounds nuw double, ptr %83, i64 %96
  %114 = load double, ptr %113, align 8, !tbaa !35
  %115 = fadd double %111, %114
  store double %115, ptr %113, align 8, !tbaa !35
  br label %122

116:                                              ; preds = %110
  %117 = getelementptr inbounds nuw float, ptr %83, i64 %96
  %118 = load float, ptr %117, align 4, !tbaa !30
  %119 = fpext float %118 to double
  %120 = fadd double %111, %119
  %121 = fptrunc double %120 to float
  store float %121, ptr %117, align 4, !tbaa !30
  br label %122

122:                                              ; preds = %112, %116
  %123 = add nuw nsw i64 %96, 1
  %124 = icmp slt i64 %123, %56
  br i1 %124, label %95, label %107, !llvm.loop !297

125:                                              ; preds = %97, %258
  %126 = phi i64 [ 0, %97 ], [ %260, %258 ]
  %127 = phi double [ 0.000000e+00, %97 ], [ %259, %258 ]
  %128 = add nuw i64 %126, %106
  %129 = add nsw i64 %126, %103
  %130 = icmp slt i64 %129, %104
  br i1 %130, label %258, label %131

131:                                              ; preds = %125
  %132 = load i32, ptr %91, align 8, !tbaa !293
  %133 = load ptr, ptr %92, align 8, !tbaa !295
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
  %151 = load double, ptr %150, align 8, !tbaa !35
  br label %156

152:                                              ; preds = %146
  %153 = getelementptr inbounds nuw float, ptr %133, i64 %148
  %154 = load float, ptr %153, align 4, !tbaa !30
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
  %168 = load float, ptr %167, align 4, !tbaa !30
  %169 = fpext float %168 to double
  br label %173

170:                                              ; preds = %163
  %171 = getelementptr inbounds nuw double, ptr %133, i64 %165
  %172 = load double, ptr %171, align 8, !tbaa !35
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
  br i1 %180, label %224, label %141, !llvm.loop !149

181:                                              ; preds = %131
  br i1 %93, label %182, label %185

182:                                              ; preds = %181
  %183 = getelementptr inbounds nuw double, ptr %133, i64 %96
  %184 = load double, ptr %183, align 8, !tbaa !35
  br label %189

185:                                              ; preds = %181
  %186 = getelementptr inbounds nuw float, ptr %133, i64 %96
  %187 = load float, ptr %186, align 4, !tbaa !30
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
  %206 = load double, ptr %205, align 8, !tbaa !35
  br label %211

207:                                              ; preds = %198
  %208 = getelementptr inbounds nuw float, ptr %133, i64 %203
  %209 = load float, ptr %208, align 4, !tbaa !30
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
  br i1 %223, label %194, label %198, !llvm.loop !150

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
  %236 = load float, ptr %235, align 4, !tbaa !30
  %237 = fpext float %236 to double
  br label %241

238:                                              ; preds = %231
  %239 = getelementptr inbounds nuw double, ptr %133, i64 %233
  %240 = load double, ptr %239, align 8, !tbaa !35
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
  %250 = load double, ptr %249, align 8, !tbaa !35
  br label %255

251:                                              ; preds = %244
  %252 = getelementptr inbounds nuw float, ptr %74, i64 %247
  %253 = load float, ptr %252, align 4, !tbaa !30
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
  br i1 %261, label %110, label %125, !llvm.loop !298

262:                                              ; preds = %37, %107
  tail call void @free(ptr noundef nonnull %0) #27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_local(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #7 {
  %9 = icmp ne ptr %6, @ompi_mpi_double
  %10 = icmp ne ptr %6, @ompi_mpi_float
  %11 = and i1 %9, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %8
  %13 = icmp eq ptr %3, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %12
  %15 = ptrtoint ptr %6 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.32, i64 noundef %15) #30
  unreachable

16:                                               ; preds = %12
  %17 = tail call i32 @MPI_Reduce_local(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
  br label %188

18:                                               ; preds = %8
  %19 = icmp eq ptr %7, @ompi_mpi_op_sum
  br i1 %19, label %46, label %20

20:                                               ; preds = %18
  %21 = icmp eq ptr %7, @ompi_mpi_op_prod
  br i1 %21, label %46, label %22

22:                                               ; preds = %20
  %23 = icmp eq ptr %7, @ompi_mpi_op_min
  br i1 %23, label %46, label %24

24:                                               ; preds = %22
  %25 = icmp eq ptr %7, @ompi_mpi_op_max
  br i1 %25, label %46, label %26

26:                                               ; preds = %24
  %27 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %29, label %44

29:                                               ; preds = %26
  %30 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %31 = zext nneg i32 %27 to i64
  br label %35

32:                                               ; preds = %35
  %33 = add nuw nsw i64 %36, 1
  %34 = icmp eq i64 %33, %31
  br i1 %34, label %44, label %35, !llvm.loop !205

35:                                               ; preds = %32, %29
  %36 = phi i64 [ 0, %29 ], [ %33, %32 ]
  %37 = getelementptr inbounds nuw %struct.op_reg, ptr %30, i64 %36
  %38 = load ptr, ptr %37, align 8, !tbaa !206
  %39 = icmp eq ptr %38, %7
  br i1 %39, label %40, label %32

40:                                               ; preds = %35
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %42 = load i32, ptr %41, align 8, !tbaa !209
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %32, %40, %26
  %45 = ptrtoint ptr %7 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.43, i64 noundef %45) #30
  unreachable

46:                                               ; preds = %18, %20, %22, %24, %40
  %47 = phi i32 [ %42, %40 ], [ 3, %22 ], [ 2, %20 ], [ 1, %18 ], [ 4, %24 ]
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
  %61 = tail call i32 @MPI_Reduce_local(ptr noundef %0, ptr noundef %2, i32 noundef %5, ptr noundef %6, ptr noundef %7) #27
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
  br i1 %9, label %80, label %75

75:                                               ; preds = %73
  %76 = getelementptr inbounds nuw double, ptr %0, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !35
  %78 = getelementptr inbounds nuw double, ptr %2, i64 %74
  %79 = load double, ptr %78, align 8, !tbaa !35
  br label %87

80:                                               ; preds = %73
  %81 = getelementptr inbounds nuw float, ptr %0, i64 %74
  %82 = load float, ptr %81, align 4, !tbaa !30
  %83 = fpext float %82 to double
  %84 = getelementptr inbounds nuw float, ptr %2, i64 %74
  %85 = load float, ptr %84, align 4, !tbaa !30
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
  br i1 %105, label %60, label %73, !llvm.loop !299

106:                                              ; preds = %99, %134
  %107 = phi i64 [ %140, %134 ], [ 0, %99 ]
  br i1 %57, label %120, label %108

108:                                              ; preds = %106
  %109 = getelementptr inbounds nuw ptr, ptr %1, i64 %107
  %110 = load ptr, ptr %109, align 8, !tbaa !15
  %111 = icmp eq ptr %110, null
  br i1 %111, label %120, label %112

112:                                              ; preds = %108
  br i1 %9, label %116, label %113

113:                                              ; preds = %112
  %114 = getelementptr inbounds nuw double, ptr %110, i64 %74
  %115 = load double, ptr %114, align 8, !tbaa !35
  br label %120

116:                                              ; preds = %112
  %117 = getelementptr inbounds nuw float, ptr %110, i64 %74
  %118 = load float, ptr %117, align 4, !tbaa !30
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
  br i1 %9, label %130, label %127

127:                                              ; preds = %126
  %128 = getelementptr inbounds nuw double, ptr %124, i64 %74
  %129 = load double, ptr %128, align 8, !tbaa !35
  br label %134

130:                                              ; preds = %126
  %131 = getelementptr inbounds nuw float, ptr %124, i64 %74
  %132 = load float, ptr %131, align 4, !tbaa !30
  %133 = fpext float %132 to double
  br label %134

134:                                              ; preds = %130, %127, %120, %122
  %135 = phi double [ 0.000000e+00, %120 ], [ 0.000000e+00, %122 ], [ %129, %127 ], [ %133, %130 ]
  %136 = fmul double %101, %135
  %137 = tail call double @llvm.fmuladd.f64(double %100, double %121, double %136)
  %138 = mul nuw nsw i64 %107, %48
  %139 = getelementptr double, ptr %102, i64 %138
  store double %137, ptr %139, align 8, !tbaa !35
  %140 = add nuw nsw i64 %107, 1
  %141 = icmp eq i64 %140, %59
  br i1 %141, label %103, label %106, !llvm.loop !300

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
  %156 = load double, ptr %155, align 8, !tbaa !35
  br i1 %9, label %159, label %157

157:                                              ; preds = %152
  %158 = getelementptr inbounds nuw double, ptr %146, i64 %153
  store double %156, ptr %158, align 8, !tbaa !35
  br label %162

159:                                              ; preds = %152
  %160 = fptrunc double %156 to float
  %161 = getelementptr inbounds nuw float, ptr %146, i64 %153
  store float %160, ptr %161, align 4, !tbaa !30
  br label %162

162:                                              ; preds = %157, %159
  %163 = or disjoint i64 %153, 1
  %164 = getelementptr double, ptr %151, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !35
  br i1 %9, label %168, label %166

166:                                              ; preds = %162
  %167 = getelementptr inbounds nuw double, ptr %146, i64 %163
  store double %165, ptr %167, align 8, !tbaa !35
  br label %171

168:                                              ; preds = %162
  %169 = fptrunc double %165 to float
  %170 = getelementptr inbounds nuw float, ptr %146, i64 %163
  store float %169, ptr %170, align 4, !tbaa !30
  br label %171

171:                                              ; preds = %168, %166
  %172 = add nuw nsw i64 %153, 2
  %173 = add i64 %154, 2
  %174 = icmp eq i64 %173, %68
  br i1 %174, label %175, label %152, !llvm.loop !301

175:                                              ; preds = %171
  br i1 %70, label %185, label %176

176:                                              ; preds = %175, %149
  %177 = phi i64 [ 0, %149 ], [ %172, %175 ]
  tail call void @llvm.assume(i1 %72)
  %178 = getelementptr double, ptr %151, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !35
  br i1 %9, label %182, label %180

180:                                              ; preds = %176
  %181 = getelementptr inbounds nuw double, ptr %146, i64 %177
  store double %179, ptr %181, align 8, !tbaa !35
  br label %185

182:                                              ; preds = %176
  %183 = fptrunc double %179 to float
  %184 = getelementptr inbounds nuw float, ptr %146, i64 %177
  store float %183, ptr %184, align 4, !tbaa !30
  br label %185

185:                                              ; preds = %175, %182, %180, %143
  %186 = add nuw nsw i64 %144, 1
  %187 = icmp slt i64 %186, %49
  br i1 %187, label %143, label %142, !llvm.loop !302

188:                                              ; preds = %142, %16
  %189 = phi i32 [ %61, %142 ], [ %17, %16 ]
  ret i32 %189
}

declare i32 @MPI_Reduce_local(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_reduce_local(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #7 {
  %6 = icmp eq ptr %3, @ompi_mpi_double
  %7 = icmp eq ptr %3, @ompi_mpi_float
  %8 = select i1 %7, i32 2, i32 0
  %9 = select i1 %6, i32 1, i32 %8
  %10 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #31
  store i32 %9, ptr %10, align 8, !tbaa !303
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 %2, ptr %11, align 4, !tbaa !305
  %12 = icmp eq i32 %9, 0
  br i1 %12, label %83, label %13

13:                                               ; preds = %5
  %14 = icmp eq ptr %4, @ompi_mpi_op_sum
  br i1 %14, label %41, label %15

15:                                               ; preds = %13
  %16 = icmp eq ptr %4, @ompi_mpi_op_prod
  br i1 %16, label %41, label %17

17:                                               ; preds = %15
  %18 = icmp eq ptr %4, @ompi_mpi_op_min
  br i1 %18, label %41, label %19

19:                                               ; preds = %17
  %20 = icmp eq ptr %4, @ompi_mpi_op_max
  br i1 %20, label %41, label %21

21:                                               ; preds = %19
  %22 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %39

24:                                               ; preds = %21
  %25 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %26 = zext nneg i32 %22 to i64
  br label %30

27:                                               ; preds = %30
  %28 = add nuw nsw i64 %31, 1
  %29 = icmp eq i64 %28, %26
  br i1 %29, label %39, label %30, !llvm.loop !205

30:                                               ; preds = %27, %24
  %31 = phi i64 [ 0, %24 ], [ %28, %27 ]
  %32 = getelementptr inbounds nuw %struct.op_reg, ptr %25, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !206
  %34 = icmp eq ptr %33, %4
  br i1 %34, label %35, label %27

35:                                               ; preds = %30
  %36 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %37 = load i32, ptr %36, align 8, !tbaa !209
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %27, %35, %21
  %40 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.43, i64 noundef %40) #30
  unreachable

41:                                               ; preds = %13, %15, %17, %19, %35
  %42 = phi i32 [ %37, %35 ], [ 3, %17 ], [ 2, %15 ], [ 1, %13 ], [ 4, %19 ]
  %43 = sext i32 %2 to i64
  %44 = shl nsw i64 %43, 4
  %45 = or disjoint i64 %44, 8
  %46 = tail call noalias ptr @malloc(i64 noundef %45) #29
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store ptr %46, ptr %47, align 8, !tbaa !306
  %48 = icmp sgt i32 %2, 0
  br i1 %48, label %49, label %83

49:                                               ; preds = %41, %79
  %50 = phi i64 [ %81, %79 ], [ 0, %41 ]
  br i1 %6, label %51, label %56

51:                                               ; preds = %49
  %52 = getelementptr inbounds nuw double, ptr %0, i64 %50
  %53 = load double, ptr %52, align 8, !tbaa !35
  %54 = getelementptr inbounds nuw double, ptr %1, i64 %50
  %55 = load double, ptr %54, align 8, !tbaa !35
  br label %63

56:                                               ; preds = %49
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %58 = load float, ptr %57, align 4, !tbaa !30
  %59 = fpext float %58 to double
  %60 = getelementptr inbounds nuw float, ptr %1, i64 %50
  %61 = load float, ptr %60, align 4, !tbaa !30
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
  store double 1.000000e+00, ptr %67, align 8, !tbaa !35
  br label %79

70:                                               ; preds = %63
  store double %65, ptr %67, align 8, !tbaa !35
  br label %79

71:                                               ; preds = %63
  %72 = fcmp olt double %65, %64
  %73 = select i1 %72, double 0.000000e+00, double 1.000000e+00
  store double %73, ptr %67, align 8, !tbaa !35
  %74 = fsub double 1.000000e+00, %73
  br label %79

75:                                               ; preds = %63
  %76 = fcmp ogt double %65, %64
  %77 = select i1 %76, double 0.000000e+00, double 1.000000e+00
  store double %77, ptr %67, align 8, !tbaa !35
  %78 = fsub double 1.000000e+00, %77
  br label %79

79:                                               ; preds = %69, %70, %71, %75
  %80 = phi double [ %78, %75 ], [ %74, %71 ], [ %64, %70 ], [ 1.000000e+00, %69 ]
  store double %80, ptr %68, align 8, !tbaa !35
  %81 = add nuw nsw i64 %50, 1
  %82 = icmp eq i64 %81, %43
  br i1 %82, label %83, label %49, !llvm.loop !307

83:                                               ; preds = %79, %41, %5
  %84 = tail call i32 @MPI_Reduce_local(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #27
  ret ptr %10
}

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define void @__mpiad_rev_reduce_local(ptr noundef captures(none) %0, ptr noundef captures(address_is_null) %1, ptr noundef captures(address_is_null) %2) local_unnamed_addr #13 {
  %4 = load i32, ptr %0, align 8, !tbaa !303
  %5 = icmp ne i32 %4, 0
  %6 = icmp ne ptr %2, null
  %7 = and i1 %6, %5
  br i1 %7, label %8, label %17

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !305
  %11 = icmp eq i32 %4, 1
  %12 = icmp eq ptr %1, null
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %14 = tail call i32 @llvm.smax.i32(i32 %10, i32 0)
  %15 = zext nneg i32 %14 to i64
  %16 = icmp slt i32 %10, 1
  br i1 %16, label %17, label %20

17:                                               ; preds = %65, %8, %3
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !306
  tail call void @free(ptr noundef %19) #27
  tail call void @free(ptr noundef nonnull %0) #27
  ret void

20:                                               ; preds = %8, %65
  %21 = phi i64 [ %66, %65 ], [ 0, %8 ]
  br i1 %11, label %22, label %25

22:                                               ; preds = %20
  %23 = getelementptr inbounds nuw double, ptr %2, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !35
  br i1 %12, label %49, label %32

25:                                               ; preds = %20
  %26 = getelementptr inbounds nuw float, ptr %2, i64 %21
  %27 = load float, ptr %26, align 4, !tbaa !30
  %28 = fpext float %27 to double
  %29 = load ptr, ptr %13, align 8, !tbaa !306
  br i1 %12, label %30, label %40

30:                                               ; preds = %25
  %31 = shl nuw nsw i64 %21, 4
  br label %58

32:                                               ; preds = %22
  %33 = getelementptr inbounds nuw double, ptr %1, i64 %21
  %34 = load double, ptr %33, align 8, !tbaa !35
  %35 = load ptr, ptr %13, align 8, !tbaa !306
  %36 = shl nsw i64 %21, 4
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !35
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %24, double %34)
  store double %39, ptr %33, align 8, !tbaa !35
  br label %53

40:                                               ; preds = %25
  %41 = getelementptr inbounds nuw float, ptr %1, i64 %21
  %42 = load float, ptr %41, align 4, !tbaa !30
  %43 = fpext float %42 to double
  %44 = shl nsw i64 %21, 4
  %45 = getelementptr inbounds nuw i8, ptr %29, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !35
  %47 = tail call double @llvm.fmuladd.f64(double %46, double %28, double %43)
  %48 = fptrunc double %47 to float
  store float %48, ptr %41, align 4, !tbaa !30
  br label %58

49:                                               ; preds = %22
  %50 = load ptr, ptr %13, align 8, !tbaa !306
  %51 = shl nuw nsw i64 %21, 4
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 %51
  br label %53

53:                                               ; preds = %49, %32
  %54 = phi ptr [ %37, %32 ], [ %52, %49 ]
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load double, ptr %55, align 8, !tbaa !35
  %57 = fmul double %24, %56
  store double %57, ptr %23, align 8, !tbaa !35
  br label %65

58:                                               ; preds = %30, %40
  %59 = phi i64 [ %31, %30 ], [ %44, %40 ]
  %60 = getelementptr inbounds nuw i8, ptr %29, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %62 = load double, ptr %61, align 8, !tbaa !35
  %63 = fmul double %62, %28
  %64 = fptrunc double %63 to float
  store float %64, ptr %26, align 4, !tbaa !30
  br label %65

65:                                               ; preds = %53, %58
  %66 = add nuw nsw i64 %21, 1
  %67 = icmp eq i64 %66, %15
  br i1 %67, label %17, label %20
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
  br i1 %77, label %78, label %13, !llvm.loop !308

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
  br i1 %91, label %92, label %82, !llvm.loop !309

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
  %20 = load ptr, ptr %19, align 8, !tbaa !100
  %21 = icmp eq ptr %20, null
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %25, label %16, !llvm.loop !310

25:                                               ; preds = %22, %16
  %26 = phi i64 [ %17, %16 ], [ %7, %22 ]
  br label %27

27:                                               ; preds = %25, %39
  %28 = phi i64 [ %40, %39 ], [ 1, %25 ]
  %29 = add nuw nsw i64 %28, %26
  %30 = srem i64 %29, %7
  %31 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !100
  %34 = icmp eq ptr %33, null
  br i1 %34, label %39, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %31, align 8, !tbaa !103
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %38 = load i32, ptr %37, align 8, !tbaa !104
  tail call fastcc void @req_insert(i64 noundef %36, i32 noundef %38, ptr noundef nonnull %33)
  br label %39

39:                                               ; preds = %35, %27
  %40 = add nuw i64 %28, 1
  %41 = icmp eq i64 %28, %7
  br i1 %41, label %42, label %27, !llvm.loop !311

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
  %55 = load ptr, ptr %54, align 8, !tbaa !100
  %56 = icmp eq ptr %55, null
  br i1 %56, label %65, label %57

57:                                               ; preds = %48, %57
  %58 = phi i64 [ %60, %57 ], [ %52, %48 ]
  %59 = add nsw i64 %58, 1
  %60 = srem i64 %59, %50
  %61 = getelementptr inbounds %struct.req_slot, ptr %49, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !100
  %64 = icmp eq ptr %63, null
  br i1 %64, label %65, label %57, !llvm.loop !312

65:                                               ; preds = %57, %48
  %66 = phi ptr [ %53, %48 ], [ %61, %57 ]
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16
  store i64 %0, ptr %66, align 8, !tbaa !103
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store i32 %1, ptr %68, align 8, !tbaa !104
  store ptr %2, ptr %67, align 8, !tbaa !100
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
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !65
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %10 = zext nneg i32 %2 to i64
  br label %11

11:                                               ; preds = %5, %31
  %12 = phi i64 [ 0, %5 ], [ %32, %31 ]
  %13 = getelementptr inbounds nuw %struct.p2p_chan, ptr %4, i64 %12
  %14 = load ptr, ptr %13, align 8, !tbaa !313
  %15 = icmp eq ptr %14, %7
  br i1 %15, label %16, label %31

16:                                               ; preds = %11
  %17 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !314
  %19 = load i32, ptr %8, align 8, !tbaa !63
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %31

21:                                               ; preds = %16
  %22 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !315
  %24 = load i32, ptr %9, align 4, !tbaa !64
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %31

26:                                               ; preds = %21
  %27 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %28 = load i32, ptr %27, align 8, !tbaa !316
  %29 = load i32, ptr %0, align 8, !tbaa !58
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %56, label %31

31:                                               ; preds = %11, %16, %21, %26
  %32 = add nuw nsw i64 %12, 1
  %33 = icmp eq i64 %32, %10
  br i1 %33, label %34, label %11, !llvm.loop !317

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
  %42 = mul nsw i64 %41, 48
  %43 = tail call ptr @realloc(ptr noundef %4, i64 noundef %42) #32
  store ptr %43, ptr @chans, align 8, !tbaa !15
  br label %44

44:                                               ; preds = %37, %34
  %45 = phi ptr [ %43, %37 ], [ %4, %34 ]
  %46 = add nsw i32 %2, 1
  store i32 %46, ptr @n_chans, align 4, !tbaa !5
  %47 = sext i32 %2 to i64
  %48 = getelementptr inbounds %struct.p2p_chan, ptr %45, i64 %47
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %48, i8 0, i64 48, i1 false)
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %50 = load ptr, ptr %49, align 8, !tbaa !65
  store ptr %50, ptr %48, align 8, !tbaa !313
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %52 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %53 = load <2 x i32>, ptr %51, align 8, !tbaa !5
  store <2 x i32> %53, ptr %52, align 8, !tbaa !5
  %54 = load i32, ptr %0, align 8, !tbaa !58
  %55 = getelementptr inbounds nuw i8, ptr %48, i64 16
  store i32 %54, ptr %55, align 8, !tbaa !316
  br label %56

56:                                               ; preds = %26, %44
  %57 = phi ptr [ %48, %44 ], [ %13, %26 ]
  ret ptr %57
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #11

; Function Attrs: nounwind
define internal fastcc void @p2p_post(ptr noundef initializes((96, 100)) %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i32 1, ptr %2, align 8, !tbaa !87
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !61
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !60
  %8 = icmp eq i32 %7, 2
  %9 = select i1 %8, i64 2, i64 3
  %10 = shl nsw i64 %5, %9
  %11 = load i32, ptr %0, align 8, !tbaa !58
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %27

13:                                               ; preds = %1
  %14 = or disjoint i64 %10, 1
  %15 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %14) #31
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %15, ptr %16, align 8, !tbaa !69
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !62
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %20 = load i32, ptr %19, align 8, !tbaa !63
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %22 = load i32, ptr %21, align 4, !tbaa !64
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %24 = load ptr, ptr %23, align 8, !tbaa !65
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %26 = tail call i32 @MPI_Irecv(ptr noundef %15, i32 noundef %4, ptr noundef %18, i32 noundef %20, i32 noundef %22, ptr noundef %24, ptr noundef nonnull %25) #27
  br label %48

27:                                               ; preds = %1
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %29 = load ptr, ptr %28, align 8, !tbaa !66
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %35

31:                                               ; preds = %27
  %32 = or disjoint i64 %10, 1
  %33 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %32) #31
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %33, ptr %34, align 8, !tbaa !69
  br label %35

35:                                               ; preds = %27, %31
  %36 = phi ptr [ %33, %31 ], [ %29, %27 ]
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %38 = load ptr, ptr %37, align 8, !tbaa !62
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %40 = load i32, ptr %39, align 8, !tbaa !63
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %42 = load i32, ptr %41, align 4, !tbaa !64
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 0)
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %45 = load ptr, ptr %44, align 8, !tbaa !65
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %47 = tail call i32 @MPI_Isend(ptr noundef %36, i32 noundef %4, ptr noundef %38, i32 noundef %40, i32 noundef %43, ptr noundef %45, ptr noundef nonnull %46) #27
  br label %48

48:                                               ; preds = %35, %13
  ret void
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef captures(none)) local_unnamed_addr #22

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal range(i32 -1, 2) i32 @by_ino_desc(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) #23 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %5 = load i64, ptr %4, align 8, !tbaa !67
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %8 = load i64, ptr %7, align 8, !tbaa !67
  %9 = tail call i32 @llvm.scmp.i32.i64(i64 %8, i64 %5)
  ret i32 %9
}

; Function Attrs: nounwind
define internal fastcc void @icoll_aug_complete(ptr noundef initializes((8, 12)) %0) unnamed_addr #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 1, ptr %2, align 8, !tbaa !318
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %4 = load ptr, ptr %3, align 8, !tbaa !275
  %5 = icmp eq ptr %4, null
  br i1 %5, label %148, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 224
  %8 = tail call i32 @MPI_Wait(ptr noundef nonnull %7, ptr noundef null) #27
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %10 = load i32, ptr %9, align 8, !tbaa !114
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 3
  %13 = add nsw i64 %12, 8
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #29
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 232
  store ptr %14, ptr %15, align 8, !tbaa !253
  %16 = icmp sgt i32 %10, 0
  %17 = load ptr, ptr %3, align 8, !tbaa !275
  br i1 %16, label %18, label %38

18:                                               ; preds = %6
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %20 = load i32, ptr %19, align 4, !tbaa !110
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %22 = load i32, ptr %21, align 8, !tbaa !273
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %24 = load i32, ptr %23, align 4, !tbaa !146
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %26 = load i32, ptr %25, align 8, !tbaa !112
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
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %40 = load ptr, ptr %39, align 8, !tbaa !274
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
  %55 = load double, ptr %54, align 8, !tbaa !35
  br label %60

56:                                               ; preds = %50
  %57 = getelementptr inbounds nuw float, ptr %17, i64 %52
  %58 = load float, ptr %57, align 4, !tbaa !30
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
  %72 = load float, ptr %71, align 4, !tbaa !30
  %73 = fpext float %72 to double
  br label %77

74:                                               ; preds = %67
  %75 = getelementptr inbounds nuw double, ptr %17, i64 %69
  %76 = load double, ptr %75, align 8, !tbaa !35
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
  br i1 %84, label %125, label %45, !llvm.loop !149

85:                                               ; preds = %41
  br i1 %28, label %86, label %89

86:                                               ; preds = %85
  %87 = getelementptr inbounds nuw double, ptr %17, i64 %42
  %88 = load double, ptr %87, align 8, !tbaa !35
  br label %93

89:                                               ; preds = %85
  %90 = getelementptr inbounds nuw float, ptr %17, i64 %42
  %91 = load float, ptr %90, align 4, !tbaa !30
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
  %107 = load double, ptr %106, align 8, !tbaa !35
  br label %112

108:                                              ; preds = %99
  %109 = getelementptr inbounds nuw float, ptr %17, i64 %104
  %110 = load float, ptr %109, align 4, !tbaa !30
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
  br i1 %124, label %95, label %99, !llvm.loop !150

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
  %135 = load float, ptr %134, align 4, !tbaa !30
  %136 = fpext float %135 to double
  br label %140

137:                                              ; preds = %130
  %138 = getelementptr inbounds nuw double, ptr %17, i64 %132
  %139 = load double, ptr %138, align 8, !tbaa !35
  br label %140

140:                                              ; preds = %137, %133
  %141 = phi double [ %139, %137 ], [ %136, %133 ]
  %142 = fmul double %128, %141
  br label %143

143:                                              ; preds = %125, %140, %126, %41, %43, %95
  %144 = phi double [ %98, %95 ], [ 1.000000e+00, %41 ], [ 1.000000e+00, %43 ], [ %81, %125 ], [ %142, %140 ], [ %128, %126 ]
  %145 = getelementptr inbounds nuw double, ptr %14, i64 %42
  store double %144, ptr %145, align 8, !tbaa !35
  %146 = add nuw nsw i64 %42, 1
  %147 = icmp eq i64 %146, %11
  br i1 %147, label %38, label %41, !llvm.loop !319

148:                                              ; preds = %1, %38
  ret void
}

declare i32 @MPI_Testsome(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Waitsome(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Get_count(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Status_set_elements(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Ssend_init(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Rsend_init(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Bsend_init(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Start(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @exclusive_products(i32 noundef range(i32 1, 3) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #27
  %8 = call i32 @MPI_Comm_size(ptr noundef %4, ptr noundef nonnull %6) #27
  %9 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %7) #27
  %10 = icmp eq i32 %0, 2
  %11 = sext i32 %2 to i64
  %12 = load i32, ptr %6, align 4, !tbaa !5
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, %11
  %15 = select i1 %10, i64 2, i64 3
  %16 = shl i64 %14, %15
  %17 = or disjoint i64 %16, 1
  %18 = call noalias ptr @malloc(i64 noundef %17) #29
  %19 = call i32 @MPI_Allgather(ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %18, i32 noundef %2, ptr noundef %3, ptr noundef %4) #27
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
  %51 = load float, ptr %50, align 4, !tbaa !30
  %52 = fpext float %51 to double
  br label %56

53:                                               ; preds = %45
  %54 = getelementptr inbounds nuw double, ptr %48, i64 %37
  %55 = load double, ptr %54, align 8, !tbaa !35
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
  store double %60, ptr %62, align 8, !tbaa !35
  br label %66

63:                                               ; preds = %59
  %64 = fptrunc double %60 to float
  %65 = getelementptr inbounds nuw float, ptr %22, i64 %37
  store float %64, ptr %65, align 4, !tbaa !30
  br label %66

66:                                               ; preds = %61, %63
  %67 = add nuw nsw i64 %37, 1
  %68 = icmp eq i64 %67, %11
  br i1 %68, label %39, label %36, !llvm.loop !320

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
  %80 = load double, ptr %79, align 8, !tbaa !35
  br label %85

81:                                               ; preds = %74
  %82 = getelementptr inbounds nuw float, ptr %77, i64 %37
  %83 = load float, ptr %82, align 4, !tbaa !30
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
  %98 = load float, ptr %97, align 4, !tbaa !30
  %99 = fpext float %98 to double
  br label %103

100:                                              ; preds = %92
  %101 = getelementptr inbounds nuw double, ptr %95, i64 %37
  %102 = load double, ptr %101, align 8, !tbaa !35
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
  br i1 %110, label %40, label %69, !llvm.loop !321
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @winners(i32 noundef range(i32 1, 3) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef range(i32 3, 2) %3, ptr noundef %4) unnamed_addr #7 {
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #27
  %7 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %6) #27
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
  %28 = select i1 %27, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %29 = call i32 @MPI_Allreduce(ptr noundef %17, ptr noundef %18, i32 noundef %2, ptr noundef nonnull @ompi_mpi_double_int, ptr noundef nonnull %28, ptr noundef %4) #27
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
  %39 = load double, ptr %38, align 8, !tbaa !35
  %40 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %36
  store double %39, ptr %40, align 8, !tbaa !322
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 8
  store i32 %20, ptr %41, align 8, !tbaa !324
  %42 = add nuw nsw i64 %36, 1
  %43 = add i64 %37, 1
  %44 = icmp eq i64 %43, %22
  br i1 %44, label %45, label %35, !llvm.loop !325

45:                                               ; preds = %35, %30
  %46 = icmp eq i32 %3, 3
  %47 = select i1 %46, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %48 = call i32 @MPI_Allreduce(ptr noundef nonnull %17, ptr noundef %18, i32 noundef %2, ptr noundef nonnull @ompi_mpi_double_int, ptr noundef nonnull %47, ptr noundef %4) #27
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
  %79 = load i32, ptr %71, align 8, !tbaa !324
  %80 = load i32, ptr %72, align 8, !tbaa !324
  %81 = load i32, ptr %73, align 8, !tbaa !324
  %82 = load i32, ptr %74, align 8, !tbaa !324
  %83 = insertelement <4 x i32> poison, i32 %79, i64 0
  %84 = insertelement <4 x i32> %83, i32 %80, i64 1
  %85 = insertelement <4 x i32> %84, i32 %81, i64 2
  %86 = insertelement <4 x i32> %85, i32 %82, i64 3
  %87 = load i32, ptr %75, align 8, !tbaa !324
  %88 = load i32, ptr %76, align 8, !tbaa !324
  %89 = load i32, ptr %77, align 8, !tbaa !324
  %90 = load i32, ptr %78, align 8, !tbaa !324
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
  br i1 %102, label %52, label %61, !llvm.loop !326

103:                                              ; preds = %103, %24
  %104 = phi i64 [ 0, %24 ], [ %125, %103 ]
  %105 = phi i64 [ 0, %24 ], [ %126, %103 ]
  %106 = getelementptr inbounds nuw double, ptr %1, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !35
  %108 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %104
  store double %107, ptr %108, align 8, !tbaa !322
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 8
  store i32 %20, ptr %109, align 8, !tbaa !324
  %110 = or disjoint i64 %104, 1
  %111 = getelementptr inbounds nuw double, ptr %1, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !35
  %113 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %110
  store double %112, ptr %113, align 8, !tbaa !322
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 8
  store i32 %20, ptr %114, align 8, !tbaa !324
  %115 = or disjoint i64 %104, 2
  %116 = getelementptr inbounds nuw double, ptr %1, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !35
  %118 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %115
  store double %117, ptr %118, align 8, !tbaa !322
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  store i32 %20, ptr %119, align 8, !tbaa !324
  %120 = or disjoint i64 %104, 3
  %121 = getelementptr inbounds nuw double, ptr %1, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !35
  %123 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %120
  store double %122, ptr %123, align 8, !tbaa !322
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 8
  store i32 %20, ptr %124, align 8, !tbaa !324
  %125 = add nuw nsw i64 %104, 4
  %126 = add i64 %105, 4
  %127 = icmp eq i64 %126, %25
  br i1 %127, label %30, label %103, !llvm.loop !327

128:                                              ; preds = %52, %128
  %129 = phi i64 [ %136, %128 ], [ %53, %52 ]
  %130 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %132 = load i32, ptr %131, align 8, !tbaa !324
  %133 = icmp eq i32 %132, %49
  %134 = zext i1 %133 to i8
  %135 = getelementptr inbounds nuw i8, ptr %10, i64 %129
  store i8 %134, ptr %135, align 1, !tbaa !14
  %136 = add nuw nsw i64 %129, 1
  %137 = icmp eq i64 %136, %50
  br i1 %137, label %222, label %128, !llvm.loop !328

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
  %153 = load <2 x i32>, ptr %151, align 4, !tbaa !30
  %154 = load <2 x i32>, ptr %152, align 4, !tbaa !30
  %155 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %150
  %156 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %150
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 16
  %158 = shufflevector <2 x i32> %153, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %158, ptr %155, align 4, !tbaa !14
  %159 = shufflevector <2 x i32> %154, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %159, ptr %157, align 4, !tbaa !14
  %160 = add nuw i64 %150, 4
  %161 = icmp eq i64 %160, %147
  br i1 %161, label %162, label %149, !llvm.loop !329

162:                                              ; preds = %149
  %163 = icmp eq i64 %147, %144
  br i1 %163, label %170, label %164

164:                                              ; preds = %142, %162
  %165 = phi i64 [ 0, %142 ], [ %147, %162 ]
  br label %204

166:                                              ; preds = %138
  %167 = icmp eq i32 %3, 3
  %168 = select i1 %167, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %169 = call i32 @MPI_Allreduce(ptr noundef %140, ptr noundef %141, i32 noundef %2, ptr noundef nonnull @ompi_mpi_float_int, ptr noundef nonnull %168, ptr noundef %4) #27
  br label %222

170:                                              ; preds = %204, %162
  %171 = icmp eq i32 %3, 3
  %172 = select i1 %171, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %173 = call i32 @MPI_Allreduce(ptr noundef nonnull %140, ptr noundef %141, i32 noundef %2, ptr noundef nonnull @ompi_mpi_float_int, ptr noundef nonnull %172, ptr noundef %4) #27
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
  %192 = load <8 x i32>, ptr %190, align 4, !tbaa !330
  %193 = shufflevector <8 x i32> %192, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %194 = load <8 x i32>, ptr %191, align 4, !tbaa !330
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
  br i1 %203, label %177, label %186, !llvm.loop !332

204:                                              ; preds = %164, %204
  %205 = phi i64 [ %210, %204 ], [ %165, %164 ]
  %206 = getelementptr inbounds nuw float, ptr %1, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !30
  %208 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %205
  store float %207, ptr %208, align 4, !tbaa !333
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  store i32 %143, ptr %209, align 4, !tbaa !330
  %210 = add nuw nsw i64 %205, 1
  %211 = icmp eq i64 %210, %144
  br i1 %211, label %170, label %204, !llvm.loop !334

212:                                              ; preds = %177, %212
  %213 = phi i64 [ %220, %212 ], [ %178, %177 ]
  %214 = getelementptr inbounds nuw %struct.anon.0, ptr %141, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %216 = load i32, ptr %215, align 4, !tbaa !330
  %217 = icmp eq i32 %216, %174
  %218 = zext i1 %217 to i8
  %219 = getelementptr inbounds nuw i8, ptr %10, i64 %213
  store i8 %218, ptr %219, align 1, !tbaa !14
  %220 = add nuw nsw i64 %213, 1
  %221 = icmp eq i64 %220, %175
  br i1 %221, label %222, label %212, !llvm.loop !335

222:                                              ; preds = %212, %128, %166, %26
  %223 = phi ptr [ %17, %26 ], [ %140, %166 ], [ %17, %128 ], [ %140, %212 ]
  %224 = phi ptr [ %18, %26 ], [ %141, %166 ], [ %18, %128 ], [ %141, %212 ]
  call void @free(ptr noundef %223) #27
  call void @free(ptr noundef %224) #27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #27
  ret ptr %10
}

; Function Attrs: nounwind
define internal fastcc i32 @reduce_loc_tuples(i32 noundef range(i32 1, 3) %0, i32 noundef range(i32 1, 3) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) unnamed_addr #7 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
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
  %39 = load i32, ptr %38, align 16, !tbaa !221
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !223
  %44 = icmp eq i32 %43, %31
  br i1 %44, label %48, label %45

45:                                               ; preds = %41, %36
  %46 = add nuw nsw i64 %37, 1
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %51, label %36, !llvm.loop !224

48:                                               ; preds = %41
  %49 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !225
  br label %64

51:                                               ; preds = %45, %30
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #27
  %52 = call i32 @MPI_Type_contiguous(i32 noundef %12, ptr noundef nonnull @ompi_mpi_double, ptr noundef nonnull %10) #27
  %53 = call i32 @MPI_Type_commit(ptr noundef nonnull %10) #27
  %54 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %55 = icmp ne i32 %54, 16
  %56 = load ptr, ptr %10, align 8, !tbaa !56
  br i1 %55, label %57, label %63

57:                                               ; preds = %51
  %58 = sext i32 %54 to i64
  %59 = getelementptr inbounds %struct.anon.1, ptr @tup_types, i64 %58
  store i32 1, ptr %59, align 16, !tbaa !221
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 4
  store i32 %31, ptr %60, align 4, !tbaa !223
  %61 = add nsw i32 %54, 1
  store i32 %61, ptr @n_tup_types, align 4, !tbaa !5
  %62 = getelementptr inbounds nuw i8, ptr %59, i64 8
  store ptr %56, ptr %62, align 8, !tbaa !225
  br label %63

63:                                               ; preds = %57, %51
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #27
  br label %64

64:                                               ; preds = %48, %63
  %65 = phi i1 [ true, %48 ], [ %55, %63 ]
  %66 = phi ptr [ %50, %48 ], [ %56, %63 ]
  store ptr %66, ptr %11, align 8, !tbaa !56
  %67 = icmp slt i32 %7, 0
  %68 = zext nneg i32 %1 to i64
  %69 = getelementptr ptr, ptr @loc_ops, i64 %68
  %70 = getelementptr i8, ptr %69, i64 -8
  %71 = load ptr, ptr %70, align 8, !tbaa !226
  %72 = icmp eq ptr %71, null
  br i1 %67, label %134, label %143

73:                                               ; preds = %20, %104
  %74 = phi i64 [ 0, %20 ], [ %105, %104 ]
  %75 = shl nsw i64 %74, 4
  %76 = getelementptr inbounds nuw i8, ptr %2, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !35
  %78 = mul nsw i64 %74, %14
  %79 = getelementptr inbounds double, ptr %18, i64 %78
  store double %77, ptr %79, align 8, !tbaa !35
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 8
  br i1 %21, label %81, label %84

81:                                               ; preds = %73
  %82 = load i32, ptr %80, align 4, !tbaa !5
  %83 = sitofp i32 %82 to double
  br label %86

84:                                               ; preds = %73
  %85 = load double, ptr %80, align 8, !tbaa !35
  br label %86

86:                                               ; preds = %81, %84
  %87 = phi double [ %83, %81 ], [ %85, %84 ]
  %88 = getelementptr i8, ptr %79, i64 8
  store double %87, ptr %88, align 8, !tbaa !35
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
  %100 = load double, ptr %99, align 8, !tbaa !35
  br label %101

101:                                              ; preds = %98, %94, %92
  %102 = phi double [ %100, %98 ], [ 0.000000e+00, %94 ], [ 0.000000e+00, %92 ]
  %103 = getelementptr double, ptr %90, i64 %93
  store double %102, ptr %103, align 8, !tbaa !35
  br label %104

104:                                              ; preds = %101, %91, %86
  %105 = add nuw nsw i64 %74, 1
  %106 = icmp eq i64 %105, %13
  br i1 %106, label %30, label %73, !llvm.loop !336

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
  %116 = load double, ptr %115, align 8, !tbaa !35
  br label %117

117:                                              ; preds = %107, %110, %114
  %118 = phi double [ %116, %114 ], [ 0.000000e+00, %110 ], [ 0.000000e+00, %107 ]
  %119 = getelementptr double, ptr %90, i64 %108
  store double %118, ptr %119, align 8, !tbaa !35
  %120 = or disjoint i64 %108, 1
  br i1 %23, label %128, label %121

121:                                              ; preds = %117
  %122 = getelementptr inbounds nuw ptr, ptr %3, i64 %120
  %123 = load ptr, ptr %122, align 8, !tbaa !15
  %124 = icmp eq ptr %123, null
  br i1 %124, label %128, label %125

125:                                              ; preds = %121
  %126 = getelementptr inbounds nuw i8, ptr %123, i64 %75
  %127 = load double, ptr %126, align 8, !tbaa !35
  br label %128

128:                                              ; preds = %125, %121, %117
  %129 = phi double [ %127, %125 ], [ 0.000000e+00, %121 ], [ 0.000000e+00, %117 ]
  %130 = getelementptr double, ptr %90, i64 %120
  store double %129, ptr %130, align 8, !tbaa !35
  %131 = add nuw nsw i64 %108, 2
  %132 = add i64 %109, 2
  %133 = icmp eq i64 %132, %27
  br i1 %133, label %91, label %107, !llvm.loop !337

134:                                              ; preds = %64
  br i1 %72, label %135, label %140

135:                                              ; preds = %134
  %136 = icmp eq i32 %1, 1
  %137 = select i1 %136, ptr @tup_minloc, ptr @tup_maxloc
  %138 = call i32 @MPI_Op_create(ptr noundef nonnull %137, i32 noundef 0, ptr noundef nonnull %70) #27
  %139 = load ptr, ptr %70, align 8, !tbaa !226
  br label %140

140:                                              ; preds = %134, %135
  %141 = phi ptr [ %139, %135 ], [ %71, %134 ]
  %142 = call i32 @MPI_Allreduce(ptr noundef %18, ptr noundef %6, i32 noundef %5, ptr noundef %66, ptr noundef %141, ptr noundef %8) #27
  br label %152

143:                                              ; preds = %64
  br i1 %72, label %144, label %149

144:                                              ; preds = %143
  %145 = icmp eq i32 %1, 1
  %146 = select i1 %145, ptr @tup_minloc, ptr @tup_maxloc
  %147 = call i32 @MPI_Op_create(ptr noundef nonnull %146, i32 noundef 0, ptr noundef nonnull %70) #27
  %148 = load ptr, ptr %70, align 8, !tbaa !226
  br label %149

149:                                              ; preds = %143, %144
  %150 = phi ptr [ %148, %144 ], [ %71, %143 ]
  %151 = call i32 @MPI_Reduce(ptr noundef %18, ptr noundef %6, i32 noundef %5, ptr noundef %66, ptr noundef %150, i32 noundef %7, ptr noundef %8) #27
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
  %6 = load ptr, ptr %3, align 8, !tbaa !56
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #27
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
  %21 = load double, ptr %19, align 8, !tbaa !35
  %22 = load double, ptr %20, align 8, !tbaa !35
  %23 = fcmp olt double %21, %22
  br i1 %23, label %34, label %24

24:                                               ; preds = %16
  %25 = fcmp oeq double %21, %22
  br i1 %25, label %26, label %32

26:                                               ; preds = %24
  %27 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !35
  %29 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !35
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
  br i1 %39, label %16, label %15, !llvm.loop !338
}

; Function Attrs: nounwind
define internal void @tup_maxloc(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load ptr, ptr %3, align 8, !tbaa !56
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #27
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
  %21 = load double, ptr %19, align 8, !tbaa !35
  %22 = load double, ptr %20, align 8, !tbaa !35
  %23 = fcmp ogt double %21, %22
  br i1 %23, label %34, label %24

24:                                               ; preds = %16
  %25 = fcmp oeq double %21, %22
  br i1 %25, label %26, label %32

26:                                               ; preds = %24
  %27 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !35
  %29 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !35
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
  br i1 %39, label %16, label %15, !llvm.loop !339
}

declare i32 @MPI_Type_size(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @coll_start(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11, ptr noundef %12) unnamed_addr #7 {
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
  %16 = load i32, ptr %15, align 4, !tbaa !113
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %18 = load ptr, ptr %17, align 8, !tbaa !258
  %19 = tail call i32 @MPI_Ibcast(ptr noundef %6, i32 noundef %10, ptr noundef %9, i32 noundef %16, ptr noundef %18, ptr noundef %12) #27
  br label %57

20:                                               ; preds = %13
  %21 = load i32, ptr %3, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !113
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %25 = load ptr, ptr %24, align 8, !tbaa !258
  %26 = tail call i32 @MPI_Igatherv(ptr noundef %2, i32 noundef %21, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %23, ptr noundef %25, ptr noundef %12) #27
  br label %57

27:                                               ; preds = %13
  %28 = load i32, ptr %3, align 4, !tbaa !5
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !258
  %31 = tail call i32 @MPI_Iallgatherv(ptr noundef %2, i32 noundef %28, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %30, ptr noundef %12) #27
  br label %57

32:                                               ; preds = %13
  %33 = load i32, ptr %7, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %35 = load i32, ptr %34, align 4, !tbaa !113
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %37 = load ptr, ptr %36, align 8, !tbaa !258
  %38 = tail call i32 @MPI_Iscatterv(ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %33, ptr noundef %9, i32 noundef %35, ptr noundef %37, ptr noundef %12) #27
  br label %57

39:                                               ; preds = %13
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %41 = load ptr, ptr %40, align 8, !tbaa !258
  %42 = tail call i32 @MPI_Ialltoallv(ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %41, ptr noundef %12) #27
  br label %57

43:                                               ; preds = %13
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %45 = load ptr, ptr %44, align 8, !tbaa !258
  %46 = tail call i32 @MPI_Ireduce_scatter(ptr noundef %2, ptr noundef %6, ptr noundef %3, ptr noundef %9, ptr noundef %11, ptr noundef %45, ptr noundef %12) #27
  br label %57

47:                                               ; preds = %13
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %49 = load ptr, ptr %48, align 8, !tbaa !258
  %50 = tail call i32 @MPI_Iallreduce(ptr noundef %2, ptr noundef %6, i32 noundef %10, ptr noundef %9, ptr noundef %11, ptr noundef %49, ptr noundef %12) #27
  br label %57

51:                                               ; preds = %13
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %53 = load i32, ptr %52, align 4, !tbaa !113
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %55 = load ptr, ptr %54, align 8, !tbaa !258
  %56 = tail call i32 @MPI_Ireduce(ptr noundef %2, ptr noundef %6, i32 noundef %10, ptr noundef %9, ptr noundef %11, i32 noundef %53, ptr noundef %55, ptr noundef %12) #27
  br label %57

57:                                               ; preds = %51, %47, %43, %39, %32, %27, %20, %14
  %58 = phi i32 [ %56, %51 ], [ %19, %14 ], [ %26, %20 ], [ %31, %27 ], [ %38, %32 ], [ %42, %39 ], [ %46, %43 ], [ %50, %47 ]
  ret i32 %58
}

declare i32 @MPI_Igatherv(ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Iallgatherv(ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Iscatterv(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Ialltoallv(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Ireduce_scatter(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @blocks_start(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, ptr noundef %3) unnamed_addr #7 {
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %6 = load i32, ptr %5, align 4, !tbaa !146
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
  %17 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %18 = load ptr, ptr %17, align 8, !tbaa !154
  %19 = getelementptr inbounds nuw i8, ptr %1, i64 96
  %20 = load ptr, ptr %19, align 8, !tbaa !255
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 80
  %22 = load ptr, ptr %21, align 8, !tbaa !122
  %23 = shl nuw nsw i32 %7, 1
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 104
  %25 = load ptr, ptr %24, align 8, !tbaa !121
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
  br i1 %132, label %133, label %113, !llvm.loop !340

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
  br i1 %156, label %157, label %137, !llvm.loop !341

157:                                              ; preds = %137, %133, %13
  %158 = phi i32 [ %15, %13 ], [ %26, %133 ], [ %26, %137 ]
  %159 = phi i32 [ %14, %13 ], [ %23, %133 ], [ %23, %137 ]
  %160 = getelementptr inbounds nuw i8, ptr %0, i64 312
  store ptr %10, ptr %160, align 8, !tbaa !156
  %161 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %162 = load i32, ptr %161, align 8, !tbaa !111
  %163 = getelementptr inbounds nuw i8, ptr %0, i64 296
  %164 = load ptr, ptr %163, align 8, !tbaa !155
  %165 = getelementptr inbounds i32, ptr %10, i64 %8
  %166 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %167 = load ptr, ptr %166, align 8, !tbaa !259
  %168 = getelementptr inbounds nuw i8, ptr %0, i64 304
  %169 = load ptr, ptr %168, align 8, !tbaa !140
  %170 = sext i32 %159 to i64
  %171 = getelementptr inbounds i32, ptr %10, i64 %170
  %172 = sext i32 %158 to i64
  %173 = getelementptr inbounds i32, ptr %10, i64 %172
  %174 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %175 = load ptr, ptr %174, align 8, !tbaa !257
  %176 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %177 = load i32, ptr %176, align 8, !tbaa !114
  %178 = mul nsw i32 %177, %2
  %179 = tail call fastcc i32 @coll_start(ptr noundef nonnull %1, i32 noundef %162, ptr noundef %164, ptr noundef %10, ptr noundef %165, ptr noundef %167, ptr noundef %169, ptr noundef %171, ptr noundef %173, ptr noundef %175, i32 noundef %178, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %3)
  ret i32 %179
}

declare i32 @MPI_Iallgather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgatherv(ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Gatherv(ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Igather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Scatterv(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Iscatter(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Alltoallv(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Ialltoall(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Reduce_scatter(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Ireduce_scatter_block(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Exscan(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Scan(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_contiguous(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_commit(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal void @tup_prod_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load ptr, ptr %3, align 8, !tbaa !56
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #27
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
  %42 = load double, ptr %39, align 8, !tbaa !35
  %43 = load double, ptr %40, align 8, !tbaa !35
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
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !35, !alias.scope !342, !noalias !345
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !35, !alias.scope !342, !noalias !345
  %58 = getelementptr inbounds nuw double, ptr %39, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !35, !alias.scope !345
  %61 = load <2 x double>, ptr %59, align 8, !tbaa !35, !alias.scope !345
  %62 = fmul <2 x double> %48, %60
  %63 = fmul <2 x double> %48, %61
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %56, <2 x double> %62)
  %65 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %57, <2 x double> %63)
  store <2 x double> %64, ptr %54, align 8, !tbaa !35, !alias.scope !342, !noalias !345
  store <2 x double> %65, ptr %55, align 8, !tbaa !35, !alias.scope !342, !noalias !345
  %66 = add nuw i64 %52, 4
  %67 = icmp eq i64 %66, %31
  br i1 %67, label %68, label %51, !llvm.loop !347

68:                                               ; preds = %51
  br i1 %33, label %82, label %69

69:                                               ; preds = %44, %68
  %70 = phi i64 [ %32, %68 ], [ 1, %44 ]
  br i1 %35, label %71, label %79

71:                                               ; preds = %69
  %72 = getelementptr inbounds nuw double, ptr %40, i64 %70
  %73 = load double, ptr %72, align 8, !tbaa !35
  %74 = getelementptr inbounds nuw double, ptr %39, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !35
  %76 = fmul double %43, %75
  %77 = call double @llvm.fmuladd.f64(double %42, double %73, double %76)
  store double %77, ptr %72, align 8, !tbaa !35
  %78 = add nuw nsw i64 %70, 1
  br label %79

79:                                               ; preds = %71, %69
  %80 = phi i64 [ %70, %69 ], [ %78, %71 ]
  %81 = icmp eq i64 %70, %36
  br i1 %81, label %82, label %88

82:                                               ; preds = %79, %88, %68, %38
  %83 = fmul double %42, %43
  store double %83, ptr %40, align 8, !tbaa !35
  %84 = add nuw nsw i32 %41, 1
  %85 = getelementptr inbounds double, ptr %39, i64 %14
  %86 = getelementptr inbounds double, ptr %40, i64 %14
  %87 = icmp eq i32 %84, %8
  br i1 %87, label %37, label %38, !llvm.loop !348

88:                                               ; preds = %79, %88
  %89 = phi i64 [ %103, %88 ], [ %80, %79 ]
  %90 = getelementptr inbounds nuw double, ptr %40, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !35
  %92 = getelementptr inbounds nuw double, ptr %39, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !35
  %94 = fmul double %43, %93
  %95 = call double @llvm.fmuladd.f64(double %42, double %91, double %94)
  store double %95, ptr %90, align 8, !tbaa !35
  %96 = add nuw nsw i64 %89, 1
  %97 = getelementptr inbounds nuw double, ptr %40, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !35
  %99 = getelementptr inbounds nuw double, ptr %39, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !35
  %101 = fmul double %43, %100
  %102 = call double @llvm.fmuladd.f64(double %42, double %98, double %101)
  store double %102, ptr %97, align 8, !tbaa !35
  %103 = add nuw nsw i64 %89, 2
  %104 = icmp eq i64 %103, %16
  br i1 %104, label %82, label %88, !llvm.loop !349
}

; Function Attrs: nounwind
define internal void @tup_min_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load ptr, ptr %3, align 8, !tbaa !56
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #27
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
  %21 = load double, ptr %19, align 8, !tbaa !35
  %22 = load double, ptr %20, align 8, !tbaa !35
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
  br i1 %31, label %16, label %15, !llvm.loop !350
}

; Function Attrs: nounwind
define internal void @tup_max_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load ptr, ptr %3, align 8, !tbaa !56
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #27
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
  %21 = load double, ptr %19, align 8, !tbaa !35
  %22 = load double, ptr %20, align 8, !tbaa !35
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
  br i1 %31, label %16, label %15, !llvm.loop !351
}

; Function Attrs: nounwind
define internal void @tup_prod_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load ptr, ptr %3, align 8, !tbaa !56
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #27
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
  %42 = load float, ptr %39, align 4, !tbaa !30
  %43 = load float, ptr %40, align 4, !tbaa !30
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
  %56 = load <4 x float>, ptr %54, align 4, !tbaa !30, !alias.scope !352, !noalias !355
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !30, !alias.scope !352, !noalias !355
  %58 = getelementptr inbounds nuw float, ptr %39, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <4 x float>, ptr %58, align 4, !tbaa !30, !alias.scope !355
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !30, !alias.scope !355
  %62 = fmul <4 x float> %48, %60
  %63 = fmul <4 x float> %48, %61
  %64 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> %56, <4 x float> %62)
  %65 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> %57, <4 x float> %63)
  store <4 x float> %64, ptr %54, align 4, !tbaa !30, !alias.scope !352, !noalias !355
  store <4 x float> %65, ptr %55, align 4, !tbaa !30, !alias.scope !352, !noalias !355
  %66 = add nuw i64 %52, 8
  %67 = icmp eq i64 %66, %31
  br i1 %67, label %68, label %51, !llvm.loop !357

68:                                               ; preds = %51
  br i1 %33, label %82, label %69

69:                                               ; preds = %44, %68
  %70 = phi i64 [ %32, %68 ], [ 1, %44 ]
  br i1 %35, label %71, label %79

71:                                               ; preds = %69
  %72 = getelementptr inbounds nuw float, ptr %40, i64 %70
  %73 = load float, ptr %72, align 4, !tbaa !30
  %74 = getelementptr inbounds nuw float, ptr %39, i64 %70
  %75 = load float, ptr %74, align 4, !tbaa !30
  %76 = fmul float %43, %75
  %77 = call float @llvm.fmuladd.f32(float %42, float %73, float %76)
  store float %77, ptr %72, align 4, !tbaa !30
  %78 = add nuw nsw i64 %70, 1
  br label %79

79:                                               ; preds = %71, %69
  %80 = phi i64 [ %70, %69 ], [ %78, %71 ]
  %81 = icmp eq i64 %70, %36
  br i1 %81, label %82, label %88

82:                                               ; preds = %79, %88, %68, %38
  %83 = fmul float %42, %43
  store float %83, ptr %40, align 4, !tbaa !30
  %84 = add nuw nsw i32 %41, 1
  %85 = getelementptr inbounds float, ptr %39, i64 %14
  %86 = getelementptr inbounds float, ptr %40, i64 %14
  %87 = icmp eq i32 %84, %8
  br i1 %87, label %37, label %38, !llvm.loop !358

88:                                               ; preds = %79, %88
  %89 = phi i64 [ %103, %88 ], [ %80, %79 ]
  %90 = getelementptr inbounds nuw float, ptr %40, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !30
  %92 = getelementptr inbounds nuw float, ptr %39, i64 %89
  %93 = load float, ptr %92, align 4, !tbaa !30
  %94 = fmul float %43, %93
  %95 = call float @llvm.fmuladd.f32(float %42, float %91, float %94)
  store float %95, ptr %90, align 4, !tbaa !30
  %96 = add nuw nsw i64 %89, 1
  %97 = getelementptr inbounds nuw float, ptr %40, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !30
  %99 = getelementptr inbounds nuw float, ptr %39, i64 %96
  %100 = load float, ptr %99, align 4, !tbaa !30
  %101 = fmul float %43, %100
  %102 = call float @llvm.fmuladd.f32(float %42, float %98, float %101)
  store float %102, ptr %97, align 4, !tbaa !30
  %103 = add nuw nsw i64 %89, 2
  %104 = icmp eq i64 %103, %16
  br i1 %104, label %82, label %88, !llvm.loop !359
}

; Function Attrs: nounwind
define internal void @tup_min_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load ptr, ptr %3, align 8, !tbaa !56
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #27
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
  %21 = load float, ptr %19, align 4, !tbaa !30
  %22 = load float, ptr %20, align 4, !tbaa !30
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
  br i1 %31, label %16, label %15, !llvm.loop !360
}

; Function Attrs: nounwind
define internal void @tup_max_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #7 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #27
  %6 = load ptr, ptr %3, align 8, !tbaa !56
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #27
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
  %21 = load float, ptr %19, align 4, !tbaa !30
  %22 = load float, ptr %20, align 4, !tbaa !30
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
  br i1 %31, label %16, label %15, !llvm.loop !361
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #19

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
!21 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !13, i64 32, !22, i64 40, !11, i64 168, !11, i64 176, !11, i64 184, !11, i64 192, !27, i64 200, !11, i64 208, !11, i64 216, !27, i64 224, !28, i64 232}
!22 = !{!"", !23, i64 0, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !24, i64 32, !24, i64 40, !25, i64 48, !6, i64 56, !6, i64 60, !26, i64 64, !26, i64 72, !26, i64 80, !26, i64 88, !26, i64 96, !26, i64 104, !13, i64 112, !13, i64 120}
!23 = !{!"p1 omnipotent char", !11, i64 0}
!24 = !{!"p1 _ZTS15ompi_datatype_t", !11, i64 0}
!25 = !{!"p1 _ZTS19ompi_communicator_t", !11, i64 0}
!26 = !{!"p1 int", !11, i64 0}
!27 = !{!"p1 _ZTS14ompi_request_t", !11, i64 0}
!28 = !{!"p1 double", !11, i64 0}
!29 = distinct !{!29, !17}
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !7, i64 0}
!32 = distinct !{!32, !17, !33, !34}
!33 = !{!"llvm.loop.isvectorized", i32 1}
!34 = !{!"llvm.loop.unroll.runtime.disable"}
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !7, i64 0}
!37 = distinct !{!37, !17, !33, !34}
!38 = distinct !{!38, !17, !34, !33}
!39 = distinct !{!39, !17, !34, !33}
!40 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 8, !12}
!41 = !{!42, !6, i64 0}
!42 = !{!"ompi_status_public_t", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !13, i64 16}
!43 = !{!42, !6, i64 4}
!44 = distinct !{!44, !17}
!45 = !{!46, !6, i64 0}
!46 = !{!"", !6, i64 0, !6, i64 4}
!47 = !{!46, !6, i64 4}
!48 = distinct !{!48, !17, !33, !34}
!49 = distinct !{!49, !17, !33, !34}
!50 = distinct !{!50, !17, !34, !33}
!51 = distinct !{!51, !17, !34, !33}
!52 = distinct !{!52, !17, !33, !34}
!53 = distinct !{!53, !17, !33, !34}
!54 = distinct !{!54, !17, !34, !33}
!55 = distinct !{!55, !17, !34, !33}
!56 = !{!24, !24, i64 0}
!57 = !{!27, !27, i64 0}
!58 = !{!59, !6, i64 0}
!59 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !24, i64 16, !6, i64 24, !6, i64 28, !25, i64 32, !11, i64 40, !11, i64 48, !27, i64 56, !6, i64 64, !26, i64 72, !13, i64 80, !6, i64 88, !6, i64 92, !6, i64 96}
!60 = !{!59, !6, i64 4}
!61 = !{!59, !6, i64 8}
!62 = !{!59, !24, i64 16}
!63 = !{!59, !6, i64 24}
!64 = !{!59, !6, i64 28}
!65 = !{!59, !25, i64 32}
!66 = !{!59, !11, i64 40}
!67 = !{!59, !13, i64 80}
!68 = !{!59, !6, i64 64}
!69 = !{!59, !11, i64 48}
!70 = !{!71}
!71 = distinct !{!71, !72}
!72 = distinct !{!72, !"LVerDomain"}
!73 = !{!74}
!74 = distinct !{!74, !72}
!75 = distinct !{!75, !17, !33, !34}
!76 = distinct !{!76, !77}
!77 = !{!"llvm.loop.unroll.disable"}
!78 = !{!79}
!79 = distinct !{!79, !80}
!80 = distinct !{!80, !"LVerDomain"}
!81 = !{!82}
!82 = distinct !{!82, !80}
!83 = distinct !{!83, !17, !33, !34}
!84 = distinct !{!84, !77}
!85 = distinct !{!85, !17, !33}
!86 = distinct !{!86, !17, !33}
!87 = !{!59, !6, i64 96}
!88 = !{!59, !6, i64 88}
!89 = !{!90, !6, i64 44}
!90 = !{!"", !25, i64 0, !6, i64 8, !6, i64 12, !6, i64 16, !19, i64 24, !6, i64 32, !6, i64 36, !6, i64 40, !6, i64 44}
!91 = !{!90, !19, i64 24}
!92 = !{!90, !6, i64 40}
!93 = !{!90, !6, i64 32}
!94 = !{!59, !6, i64 92}
!95 = distinct !{!95, !17}
!96 = distinct !{!96, !17}
!97 = !{!25, !25, i64 0}
!98 = !{!99, !6, i64 20}
!99 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !24, i64 32, !25, i64 40, !11, i64 48, !19, i64 56, !11, i64 64, !27, i64 72}
!100 = !{!101, !11, i64 16}
!101 = !{!"", !102, i64 0, !6, i64 8, !11, i64 16}
!102 = !{!"long long", !7, i64 0}
!103 = !{!101, !102, i64 0}
!104 = !{!101, !6, i64 8}
!105 = distinct !{!105, !17}
!106 = !{!102, !102, i64 0}
!107 = distinct !{!107, !17}
!108 = !{!59, !26, i64 72}
!109 = !{!90, !6, i64 36}
!110 = !{!21, !6, i64 20}
!111 = !{!22, !6, i64 8}
!112 = !{!22, !6, i64 16}
!113 = !{!22, !6, i64 12}
!114 = !{!22, !6, i64 24}
!115 = !{!21, !11, i64 184}
!116 = !{!21, !11, i64 176}
!117 = !{!22, !13, i64 120}
!118 = !{!22, !6, i64 60}
!119 = !{!22, !13, i64 112}
!120 = !{!22, !26, i64 88}
!121 = !{!22, !26, i64 104}
!122 = !{!22, !26, i64 80}
!123 = distinct !{!123, !17}
!124 = !{!21, !11, i64 192}
!125 = !{!21, !6, i64 12}
!126 = !{!21, !6, i64 4}
!127 = distinct !{!127, !17}
!128 = distinct !{!128, !17}
!129 = distinct !{!129, !17}
!130 = distinct !{!130, !17}
!131 = distinct !{!131, !17}
!132 = distinct !{!132, !17}
!133 = distinct !{!133, !17}
!134 = !{!135, !6, i64 8}
!135 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !22, i64 24, !22, i64 152, !11, i64 280, !19, i64 288, !11, i64 296, !11, i64 304, !26, i64 312, !24, i64 320, !6, i64 328, !27, i64 336}
!136 = !{!135, !6, i64 12}
!137 = !{!135, !27, i64 336}
!138 = !{!135, !6, i64 4}
!139 = !{!135, !6, i64 16}
!140 = !{!135, !11, i64 304}
!141 = !{!135, !11, i64 280}
!142 = !{!135, !19, i64 288}
!143 = distinct !{!143, !17}
!144 = distinct !{!144, !17}
!145 = distinct !{!145, !17}
!146 = !{!22, !6, i64 20}
!147 = !{!135, !6, i64 20}
!148 = distinct !{!148, !17}
!149 = distinct !{!149, !17}
!150 = distinct !{!150, !17}
!151 = distinct !{!151, !17}
!152 = distinct !{!152, !17}
!153 = !{!135, !6, i64 328}
!154 = !{!22, !26, i64 64}
!155 = !{!135, !11, i64 296}
!156 = !{!135, !26, i64 312}
!157 = !{!99, !6, i64 24}
!158 = !{!99, !6, i64 16}
!159 = !{!99, !6, i64 0}
!160 = !{!99, !6, i64 4}
!161 = !{!99, !11, i64 48}
!162 = !{!99, !19, i64 56}
!163 = !{!99, !6, i64 12}
!164 = !{!99, !24, i64 32}
!165 = !{!99, !11, i64 64}
!166 = !{!99, !6, i64 8}
!167 = !{!99, !25, i64 40}
!168 = !{!169, !6, i64 0}
!169 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !24, i64 16, !6, i64 24, !6, i64 28, !25, i64 32, !11, i64 40}
!170 = !{!169, !6, i64 4}
!171 = !{!169, !6, i64 8}
!172 = !{!169, !24, i64 16}
!173 = !{!169, !6, i64 24}
!174 = !{!169, !6, i64 28}
!175 = !{!169, !25, i64 32}
!176 = !{!169, !11, i64 40}
!177 = distinct !{!177, !17}
!178 = !{!169, !6, i64 12}
!179 = distinct !{!179, !17}
!180 = distinct !{!180, !17}
!181 = !{!182, !182, i64 0}
!182 = !{!"p2 _ZTS14ompi_request_t", !19, i64 0}
!183 = distinct !{!183, !17}
!184 = distinct !{!184, !17}
!185 = distinct !{!185, !17}
!186 = distinct !{!186, !17}
!187 = distinct !{!187, !17, !33, !34}
!188 = distinct !{!188, !17, !33, !34}
!189 = distinct !{!189, !17, !34, !33}
!190 = distinct !{!190, !17, !34, !33}
!191 = distinct !{!191, !17}
!192 = distinct !{!192, !17}
!193 = distinct !{!193, !17}
!194 = distinct !{!194, !17, !33, !34}
!195 = distinct !{!195, !17, !33, !34}
!196 = distinct !{!196, !17, !34, !33}
!197 = distinct !{!197, !17, !34, !33}
!198 = distinct !{!198, !17}
!199 = distinct !{!199, !17}
!200 = distinct !{!200, !17, !33, !34}
!201 = distinct !{!201, !17, !33, !34}
!202 = distinct !{!202, !17, !34, !33}
!203 = distinct !{!203, !17, !34, !33}
!204 = distinct !{!204, !17}
!205 = distinct !{!205, !17}
!206 = !{!207, !208, i64 0}
!207 = !{!"", !208, i64 0, !6, i64 8}
!208 = !{!"p1 _ZTS9ompi_op_t", !11, i64 0}
!209 = !{!207, !6, i64 8}
!210 = distinct !{!210, !17, !33, !34}
!211 = distinct !{!211, !17, !33, !34}
!212 = distinct !{!212, !17, !34, !33}
!213 = distinct !{!213, !17, !34, !33}
!214 = !{!215, !215, i64 0}
!215 = !{!"p2 _ZTS19ompi_communicator_t", !19, i64 0}
!216 = distinct !{!216, !17}
!217 = distinct !{!217, !17}
!218 = distinct !{!218, !17}
!219 = distinct !{!219, !17}
!220 = distinct !{!220, !17}
!221 = !{!222, !6, i64 0}
!222 = !{!"", !6, i64 0, !6, i64 4, !24, i64 8}
!223 = !{!222, !6, i64 4}
!224 = distinct !{!224, !17}
!225 = !{!222, !24, i64 8}
!226 = !{!208, !208, i64 0}
!227 = distinct !{!227, !17}
!228 = distinct !{!228, !17}
!229 = distinct !{!229, !17}
!230 = distinct !{!230, !17}
!231 = !{!232, !6, i64 0}
!232 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !24, i64 24, !25, i64 32, !11, i64 40}
!233 = !{!232, !6, i64 4}
!234 = !{!232, !6, i64 8}
!235 = !{!232, !6, i64 12}
!236 = !{!232, !24, i64 24}
!237 = !{!232, !25, i64 32}
!238 = !{!232, !6, i64 16}
!239 = !{!232, !6, i64 20}
!240 = distinct !{!240, !77}
!241 = distinct !{!241, !17, !33, !34}
!242 = distinct !{!242, !17}
!243 = distinct !{!243, !17, !34, !33}
!244 = !{!232, !11, i64 40}
!245 = distinct !{!245, !17}
!246 = distinct !{!246, !17}
!247 = distinct !{!247, !17}
!248 = !{!21, !6, i64 16}
!249 = !{!22, !23, i64 0}
!250 = !{!21, !11, i64 168}
!251 = !{!22, !6, i64 56}
!252 = !{!22, !26, i64 72}
!253 = !{!21, !28, i64 232}
!254 = distinct !{!254, !17}
!255 = !{!22, !26, i64 96}
!256 = distinct !{!256, !17}
!257 = !{!22, !24, i64 40}
!258 = !{!22, !25, i64 48}
!259 = !{!22, !24, i64 32}
!260 = distinct !{!260, !77}
!261 = distinct !{!261, !17}
!262 = distinct !{!262, !17}
!263 = distinct !{!263, !77}
!264 = !{!135, !6, i64 0}
!265 = !{i64 0, i64 8, !266, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5, i64 20, i64 4, !5, i64 24, i64 4, !5, i64 32, i64 8, !56, i64 40, i64 8, !56, i64 48, i64 8, !97, i64 56, i64 4, !5, i64 60, i64 4, !5, i64 64, i64 8, !267, i64 72, i64 8, !267, i64 80, i64 8, !267, i64 88, i64 8, !267, i64 96, i64 8, !267, i64 104, i64 8, !267, i64 112, i64 8, !12, i64 120, i64 8, !12}
!266 = !{!23, !23, i64 0}
!267 = !{!26, !26, i64 0}
!268 = distinct !{!268, !17}
!269 = !{!135, !24, i64 320}
!270 = !{!21, !6, i64 0}
!271 = !{!21, !27, i64 224}
!272 = !{!21, !27, i64 200}
!273 = !{!21, !6, i64 24}
!274 = !{!21, !11, i64 208}
!275 = !{!21, !11, i64 216}
!276 = distinct !{!276, !17}
!277 = distinct !{!277, !77}
!278 = distinct !{!278, !77}
!279 = distinct !{!279, !77}
!280 = distinct !{!280, !77}
!281 = distinct !{!281, !77}
!282 = distinct !{!282, !77}
!283 = distinct !{!283, !17}
!284 = distinct !{!284, !17}
!285 = distinct !{!285, !17}
!286 = !{!287, !6, i64 0}
!287 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !24, i64 32, !25, i64 40, !11, i64 48}
!288 = !{!287, !6, i64 4}
!289 = !{!287, !6, i64 12}
!290 = !{!287, !24, i64 32}
!291 = !{!287, !25, i64 40}
!292 = !{!287, !6, i64 16}
!293 = !{!287, !6, i64 8}
!294 = !{!287, !6, i64 24}
!295 = !{!287, !11, i64 48}
!296 = !{!287, !6, i64 20}
!297 = distinct !{!297, !17}
!298 = distinct !{!298, !17}
!299 = distinct !{!299, !17}
!300 = distinct !{!300, !17}
!301 = distinct !{!301, !17}
!302 = distinct !{!302, !17}
!303 = !{!304, !6, i64 0}
!304 = !{!"", !6, i64 0, !6, i64 4, !28, i64 8}
!305 = !{!304, !6, i64 4}
!306 = !{!304, !28, i64 8}
!307 = distinct !{!307, !17}
!308 = distinct !{!308, !17, !33, !34}
!309 = distinct !{!309, !17, !34, !33}
!310 = distinct !{!310, !17}
!311 = distinct !{!311, !17}
!312 = distinct !{!312, !17}
!313 = !{!90, !25, i64 0}
!314 = !{!90, !6, i64 8}
!315 = !{!90, !6, i64 12}
!316 = !{!90, !6, i64 16}
!317 = distinct !{!317, !17}
!318 = !{!21, !6, i64 8}
!319 = distinct !{!319, !17}
!320 = distinct !{!320, !17}
!321 = distinct !{!321, !17}
!322 = !{!323, !36, i64 0}
!323 = !{!"", !36, i64 0, !6, i64 8}
!324 = !{!323, !6, i64 8}
!325 = distinct !{!325, !77}
!326 = distinct !{!326, !17, !33, !34}
!327 = distinct !{!327, !17}
!328 = distinct !{!328, !17, !34, !33}
!329 = distinct !{!329, !17, !33, !34}
!330 = !{!331, !6, i64 4}
!331 = !{!"", !31, i64 0, !6, i64 4}
!332 = distinct !{!332, !17, !33, !34}
!333 = !{!331, !31, i64 0}
!334 = distinct !{!334, !17, !34, !33}
!335 = distinct !{!335, !17, !34, !33}
!336 = distinct !{!336, !17}
!337 = distinct !{!337, !17}
!338 = distinct !{!338, !17}
!339 = distinct !{!339, !17}
!340 = distinct !{!340, !17, !33, !34}
!341 = distinct !{!341, !17, !33}
!342 = !{!343}
!343 = distinct !{!343, !344}
!344 = distinct !{!344, !"LVerDomain"}
!345 = !{!346}
!346 = distinct !{!346, !344}
!347 = distinct !{!347, !17, !33, !34}
!348 = distinct !{!348, !17}
!349 = distinct !{!349, !17, !33}
!350 = distinct !{!350, !17}
!351 = distinct !{!351, !17}
!352 = !{!353}
!353 = distinct !{!353, !354}
!354 = distinct !{!354, !"LVerDomain"}
!355 = !{!356}
!356 = distinct !{!356, !354}
!357 = distinct !{!357, !17, !33, !34}
!358 = distinct !{!358, !17}
!359 = distinct !{!359, !17, !33}
!360 = distinct !{!360, !17}
!361 = distinct !{!361, !17}
