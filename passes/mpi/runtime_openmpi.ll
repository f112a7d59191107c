; ModuleID = '/work/wt-enzyme-dropin/passes/mpi/runtime/mpiad_runtime.c'
source_filename = "/work/wt-enzyme-dropin/passes/mpi/runtime/mpiad_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_request_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.anon = type { i32, i32, ptr }
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.req_slot = type { i64, i32, ptr }
%struct.op_reg = type { ptr, i32 }
%struct.anon.0 = type { double, i32 }
%struct.anon.1 = type { float, i32 }

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [40 x i8] c"mpiad: error in %s: %s (handle 0x%llx)\0A\00", align 1
@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@req_count = internal unnamed_addr global [2 x i64] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"MPI_Ssend\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"MPI_Send\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"MPI_Recv\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"MPI_Sendrecv\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"MPI_Sendrecv_replace\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"MPI_Isend\00", align 1
@.str.7 = private unnamed_addr constant [102 x i8] c"the request was never completed (MPI_Wait/Waitall/Test) before the end of the differentiated function\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"MPI_Irecv\00", align 1
@ompi_request_null = external global %struct.ompi_predefined_request_t, align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"MPI_Bcast\00", align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"MPI_Allgather\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"MPI_Gather\00", align 1
@.str.12 = private unnamed_addr constant [61 x i8] c"MPI_IN_PLACE is not supported for derivatives of gathers yet\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"MPI_Scatter\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"MPI_Alltoall\00", align 1
@.str.15 = private unnamed_addr constant [25 x i8] c"MPI_Reduce_scatter_block\00", align 1
@.str.16 = private unnamed_addr constant [36 x i8] c"only MPI_SUM is differentiable here\00", align 1
@ompi_mpi_comm_null = external global %struct.ompi_predefined_communicator_t, align 1
@op_regs = internal unnamed_addr global ptr null, align 8
@n_op_regs = internal unnamed_addr global i32 0, align 4
@.str.17 = private unnamed_addr constant [14 x i8] c"MPI_Allreduce\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"MPI_Reduce\00", align 1
@fuse_flag = internal unnamed_addr global i32 -1, align 4
@.str.19 = private unnamed_addr constant [11 x i8] c"MPIAD_FUSE\00", align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_float = external global %struct.ompi_predefined_datatype_t, align 1
@.str.20 = private unnamed_addr constant [134 x i8] c"an active buffer is described by a datatype other than MPI_DOUBLE or MPI_FLOAT; derived or mixed datatypes are not differentiable yet\00", align 1
@req_used = internal unnamed_addr global i64 0, align 8
@req_cap = internal unnamed_addr global i64 0, align 8
@req_slots = internal unnamed_addr global ptr null, align 8
@.str.21 = private unnamed_addr constant [221 x i8] c"the reduction op has no derivative (a user-defined op from MPI_Op_create, or an op other than MPI_SUM/PROD/MIN/MAX); register one with mpiad_register_op_derivative(op, like) in C or mpiad.register_op_derivative in Python\00", align 1
@ompi_mpi_op_prod = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_min = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@n_tup_types = internal unnamed_addr global i32 0, align 4
@tup_types = internal unnamed_addr global [16 x %struct.anon] zeroinitializer, align 16
@tup_ops_made = internal unnamed_addr global [2 x [5 x i32]] zeroinitializer, align 16
@tup_ops = internal global [2 x [5 x ptr]] zeroinitializer, align 16
@ompi_mpi_double_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_minloc = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_maxloc = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_float_int = external global %struct.ompi_predefined_datatype_t, align 1

; Function Attrs: cold noinline noreturn nounwind
define void @__mpiad_fail(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr @stderr, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str, ptr noundef %0, ptr noundef %1, i64 noundef %2) #23
  %6 = load ptr, ptr @stderr, align 8, !tbaa !9
  %7 = tail call i32 @fflush(ptr noundef %6)
  %8 = tail call i32 @MPI_Abort(ptr noundef nonnull @ompi_mpi_comm_world, i32 noundef 70) #24
  tail call void @abort() #25
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

; Function Attrs: nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define range(i32 0, 2) i32 @__mpiad_fusion() local_unnamed_addr #5 {
  %1 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %2 = icmp slt i32 %1, 0
  br i1 %2, label %3, label %12

3:                                                ; preds = %0
  %4 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
define i32 @__mpiad_fwd_send(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = alloca [64 x double], align 16
  %11 = icmp ne ptr %4, @ompi_mpi_double
  %12 = icmp eq ptr %4, @ompi_mpi_float
  %13 = xor i1 %12, true
  %14 = and i1 %11, %13
  br i1 %14, label %103, label %15

15:                                               ; preds = %9
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %29, label %103, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = and i1 %11, %12
  %36 = select i1 %35, i64 2, i64 3
  %37 = shl i64 %34, %36
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %38 = icmp ult i64 %37, 513
  br i1 %38, label %41, label %39

39:                                               ; preds = %30
  %40 = tail call noalias ptr @malloc(i64 noundef %37) #26
  br label %41

41:                                               ; preds = %39, %30
  %42 = phi ptr [ %40, %39 ], [ %10, %30 ]
  %43 = shl nsw i64 %31, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %42, ptr readonly align 1 %0, i64 %43, i1 false)
  %44 = icmp sgt i32 %2, 0
  br i1 %44, label %45, label %91

45:                                               ; preds = %41
  %46 = icmp eq ptr %1, null
  %47 = zext nneg i32 %2 to i64
  %48 = and i64 %47, 1
  %49 = icmp eq i32 %2, 1
  br i1 %49, label %79, label %50

50:                                               ; preds = %45
  %51 = and i64 %47, 2147483646
  br label %52

52:                                               ; preds = %74, %50
  %53 = phi i64 [ 0, %50 ], [ %65, %74 ]
  %54 = phi i64 [ 0, %50 ], [ %75, %74 ]
  %55 = or disjoint i64 %53, 1
  %56 = mul i64 %55, %43
  %57 = getelementptr inbounds nuw i8, ptr %42, i64 %56
  br i1 %46, label %63, label %58

58:                                               ; preds = %52
  %59 = getelementptr inbounds nuw ptr, ptr %1, i64 %53
  %60 = load ptr, ptr %59, align 8, !tbaa !15
  %61 = icmp eq ptr %60, null
  br i1 %61, label %63, label %62

62:                                               ; preds = %58
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr nonnull align 1 %60, i64 %43, i1 false)
  br label %64

63:                                               ; preds = %58, %52
  call void @llvm.memset.p0.i64(ptr align 1 %57, i8 0, i64 %43, i1 false)
  br label %64

64:                                               ; preds = %63, %62
  %65 = add nuw nsw i64 %53, 2
  %66 = mul i64 %65, %43
  %67 = getelementptr inbounds nuw i8, ptr %42, i64 %66
  br i1 %46, label %73, label %68

68:                                               ; preds = %64
  %69 = getelementptr inbounds nuw ptr, ptr %1, i64 %55
  %70 = load ptr, ptr %69, align 8, !tbaa !15
  %71 = icmp eq ptr %70, null
  br i1 %71, label %73, label %72

72:                                               ; preds = %68
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %67, ptr nonnull align 1 %70, i64 %43, i1 false)
  br label %74

73:                                               ; preds = %68, %64
  call void @llvm.memset.p0.i64(ptr align 1 %67, i8 0, i64 %43, i1 false)
  br label %74

74:                                               ; preds = %73, %72
  %75 = add i64 %54, 2
  %76 = icmp eq i64 %75, %51
  br i1 %76, label %77, label %52, !llvm.loop !16

77:                                               ; preds = %74
  %78 = icmp eq i64 %48, 0
  br i1 %78, label %91, label %79

79:                                               ; preds = %77, %45
  %80 = phi i64 [ 0, %45 ], [ %65, %77 ]
  %81 = icmp ne i64 %48, 0
  tail call void @llvm.assume(i1 %81)
  %82 = add nuw nsw i64 %80, 1
  %83 = mul i64 %82, %43
  %84 = getelementptr inbounds nuw i8, ptr %42, i64 %83
  br i1 %46, label %90, label %85

85:                                               ; preds = %79
  %86 = getelementptr inbounds nuw ptr, ptr %1, i64 %80
  %87 = load ptr, ptr %86, align 8, !tbaa !15
  %88 = icmp eq ptr %87, null
  br i1 %88, label %90, label %89

89:                                               ; preds = %85
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %84, ptr nonnull align 1 %87, i64 %43, i1 false)
  br label %91

90:                                               ; preds = %85, %79
  call void @llvm.memset.p0.i64(ptr align 1 %84, i8 0, i64 %43, i1 false)
  br label %91

91:                                               ; preds = %77, %90, %89, %41
  %92 = icmp eq i32 %8, 0
  %93 = mul nsw i32 %3, %32
  br i1 %92, label %96, label %94

94:                                               ; preds = %91
  %95 = call i32 @MPI_Ssend(ptr noundef %42, i32 noundef %93, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %98

96:                                               ; preds = %91
  %97 = call i32 @MPI_Send(ptr noundef %42, i32 noundef %93, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %95, %94 ], [ %97, %96 ]
  %100 = icmp eq ptr %42, %10
  br i1 %100, label %102, label %101

101:                                              ; preds = %98
  call void @free(ptr noundef %42) #24
  br label %102

102:                                              ; preds = %98, %101
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  br label %152

103:                                              ; preds = %27, %9
  %104 = icmp eq i32 %8, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %103
  %106 = tail call i32 @MPI_Ssend(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %109

107:                                              ; preds = %103
  %108 = tail call i32 @MPI_Send(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi ptr [ @.str.1, %105 ], [ @.str.2, %107 ]
  %111 = phi i32 [ %106, %105 ], [ %108, %107 ]
  %112 = icmp ne ptr %1, null
  %113 = icmp ne ptr %4, @ompi_mpi_float
  %114 = and i1 %11, %113
  %115 = and i1 %112, %114
  br i1 %115, label %116, label %118

116:                                              ; preds = %109
  %117 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %110, ptr noundef nonnull @.str.20, i64 noundef %117) #27
  unreachable

118:                                              ; preds = %109
  br i1 %14, label %152, label %119

119:                                              ; preds = %118
  %120 = and i1 %11, %12
  %121 = sext i32 %2 to i64
  %122 = sext i32 %3 to i64
  %123 = mul nsw i64 %122, %121
  %124 = select i1 %120, i64 2, i64 3
  %125 = shl i64 %123, %124
  %126 = or disjoint i64 %125, 1
  %127 = tail call noalias ptr @malloc(i64 noundef %126) #26
  %128 = icmp sgt i32 %2, 0
  br i1 %128, label %129, label %149

129:                                              ; preds = %119
  %130 = shl nsw i64 %122, %124
  %131 = zext nneg i32 %2 to i64
  br label %132

132:                                              ; preds = %146, %129
  %133 = phi i64 [ 0, %129 ], [ %147, %146 ]
  br i1 %112, label %134, label %142

134:                                              ; preds = %132
  %135 = getelementptr inbounds nuw ptr, ptr %1, i64 %133
  %136 = load ptr, ptr %135, align 8, !tbaa !15
  %137 = icmp eq ptr %136, null
  br i1 %137, label %142, label %138

138:                                              ; preds = %134
  %139 = mul nsw i64 %133, %122
  %140 = shl i64 %139, %124
  %141 = getelementptr inbounds nuw i8, ptr %127, i64 %140
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %141, ptr nonnull align 1 %136, i64 %130, i1 false)
  br label %146

142:                                              ; preds = %134, %132
  %143 = mul nsw i64 %133, %122
  %144 = shl i64 %143, %124
  %145 = getelementptr inbounds nuw i8, ptr %127, i64 %144
  tail call void @llvm.memset.p0.i64(ptr align 1 %145, i8 0, i64 %130, i1 false)
  br label %146

146:                                              ; preds = %142, %138
  %147 = add nuw nsw i64 %133, 1
  %148 = icmp eq i64 %147, %131
  br i1 %148, label %149, label %132, !llvm.loop !18

149:                                              ; preds = %146, %119
  %150 = mul nsw i32 %3, %2
  %151 = tail call i32 @MPI_Send(ptr noundef %127, i32 noundef %150, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  tail call void @free(ptr noundef %127) #24
  br label %152

152:                                              ; preds = %149, %118, %102
  %153 = phi i32 [ %99, %102 ], [ %111, %118 ], [ %111, %149 ]
  ret i32 %153
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

declare i32 @MPI_Ssend(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Send(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: nounwind
define void @__mpiad_rev_send(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5) local_unnamed_addr #6 {
  %7 = icmp ne ptr %2, @ompi_mpi_double
  %8 = icmp eq ptr %2, @ompi_mpi_float
  %9 = xor i1 %8, true
  %10 = and i1 %7, %9
  br i1 %10, label %88, label %11

11:                                               ; preds = %6
  %12 = sext i32 %1 to i64
  %13 = add nsw i64 %12, 1
  %14 = and i1 %7, %8
  %15 = select i1 %14, i64 4, i64 8
  %16 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef %15) #28
  %17 = tail call i32 @MPI_Recv(ptr noundef %16, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef null) #24
  %18 = icmp eq ptr %0, null
  br i1 %18, label %87, label %19

19:                                               ; preds = %11
  %20 = icmp sgt i32 %1, 0
  br i1 %7, label %21, label %45

21:                                               ; preds = %19
  br i1 %20, label %22, label %87

22:                                               ; preds = %21
  %23 = zext nneg i32 %1 to i64
  %24 = icmp ult i32 %1, 8
  br i1 %24, label %43, label %25

25:                                               ; preds = %22
  %26 = and i64 %23, 2147483640
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %39, %27 ]
  %29 = getelementptr inbounds nuw float, ptr %16, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %31 = load <4 x float>, ptr %29, align 4, !tbaa !19
  %32 = load <4 x float>, ptr %30, align 4, !tbaa !19
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %28
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %35 = load <4 x float>, ptr %33, align 4, !tbaa !19
  %36 = load <4 x float>, ptr %34, align 4, !tbaa !19
  %37 = fadd <4 x float> %31, %35
  %38 = fadd <4 x float> %32, %36
  store <4 x float> %37, ptr %33, align 4, !tbaa !19
  store <4 x float> %38, ptr %34, align 4, !tbaa !19
  %39 = add nuw i64 %28, 8
  %40 = icmp eq i64 %39, %26
  br i1 %40, label %41, label %27, !llvm.loop !21

41:                                               ; preds = %27
  %42 = icmp eq i64 %26, %23
  br i1 %42, label %87, label %43

43:                                               ; preds = %22, %41
  %44 = phi i64 [ 0, %22 ], [ %26, %41 ]
  br label %78

45:                                               ; preds = %19
  br i1 %20, label %46, label %87

46:                                               ; preds = %45
  %47 = zext nneg i32 %1 to i64
  %48 = icmp ult i32 %1, 4
  br i1 %48, label %67, label %49

49:                                               ; preds = %46
  %50 = and i64 %47, 2147483644
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %63, %51 ]
  %53 = getelementptr inbounds nuw double, ptr %16, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %55 = load <2 x double>, ptr %53, align 8, !tbaa !24
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !24
  %57 = getelementptr inbounds nuw double, ptr %0, i64 %52
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 16
  %59 = load <2 x double>, ptr %57, align 8, !tbaa !24
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !24
  %61 = fadd <2 x double> %55, %59
  %62 = fadd <2 x double> %56, %60
  store <2 x double> %61, ptr %57, align 8, !tbaa !24
  store <2 x double> %62, ptr %58, align 8, !tbaa !24
  %63 = add nuw i64 %52, 4
  %64 = icmp eq i64 %63, %50
  br i1 %64, label %65, label %51, !llvm.loop !26

65:                                               ; preds = %51
  %66 = icmp eq i64 %50, %47
  br i1 %66, label %87, label %67

67:                                               ; preds = %46, %65
  %68 = phi i64 [ 0, %46 ], [ %50, %65 ]
  br label %69

69:                                               ; preds = %67, %69
  %70 = phi i64 [ %76, %69 ], [ %68, %67 ]
  %71 = getelementptr inbounds nuw double, ptr %16, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !24
  %73 = getelementptr inbounds nuw double, ptr %0, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !24
  %75 = fadd double %72, %74
  store double %75, ptr %73, align 8, !tbaa !24
  %76 = add nuw nsw i64 %70, 1
  %77 = icmp eq i64 %76, %47
  br i1 %77, label %87, label %69, !llvm.loop !27

78:                                               ; preds = %43, %78
  %79 = phi i64 [ %85, %78 ], [ %44, %43 ]
  %80 = getelementptr inbounds nuw float, ptr %16, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !19
  %82 = getelementptr inbounds nuw float, ptr %0, i64 %79
  %83 = load float, ptr %82, align 4, !tbaa !19
  %84 = fadd float %81, %83
  store float %84, ptr %82, align 4, !tbaa !19
  %85 = add nuw nsw i64 %79, 1
  %86 = icmp eq i64 %85, %23
  br i1 %86, label %87, label %78, !llvm.loop !28

87:                                               ; preds = %69, %78, %65, %41, %11, %21, %45
  tail call void @free(ptr noundef %16) #24
  br label %88

88:                                               ; preds = %6, %87
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

declare i32 @MPI_Recv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef writeonly captures(address_is_null) %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca [64 x double], align 16
  %12 = alloca %struct.ompi_status_public_t, align 8
  %13 = alloca %struct.ompi_status_public_t, align 8
  %14 = icmp ne ptr %4, @ompi_mpi_double
  %15 = icmp eq ptr %4, @ompi_mpi_float
  %16 = xor i1 %15, true
  %17 = and i1 %14, %16
  br i1 %17, label %114, label %18

18:                                               ; preds = %9
  %19 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %21, label %30

21:                                               ; preds = %18
  %22 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %32, label %114, label %33

33:                                               ; preds = %30
  %34 = sext i32 %3 to i64
  %35 = add nsw i32 %2, 1
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %34, %36
  %38 = and i1 %14, %15
  %39 = select i1 %38, i64 2, i64 3
  %40 = shl i64 %37, %39
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %41 = icmp ult i64 %40, 513
  br i1 %41, label %44, label %42

42:                                               ; preds = %33
  %43 = tail call noalias ptr @malloc(i64 noundef %40) #26
  br label %44

44:                                               ; preds = %42, %33
  %45 = phi ptr [ %43, %42 ], [ %11, %33 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %46 = mul nsw i32 %3, %35
  %47 = call i32 @MPI_Recv(ptr noundef %45, i32 noundef %46, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %12) #24
  %48 = load i32, ptr %12, align 8, !tbaa !29
  %49 = icmp eq i32 %48, -2
  br i1 %49, label %107, label %50

50:                                               ; preds = %44
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  store i32 0, ptr %10, align 4, !tbaa !5
  %51 = call i32 @MPI_Get_count(ptr noundef nonnull %12, ptr noundef %4, ptr noundef nonnull %10) #24
  %52 = load i32, ptr %10, align 4, !tbaa !5
  %53 = call i32 @llvm.smax.i32(i32 %52, i32 0)
  %54 = sdiv i32 %53, %35
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  %55 = sext i32 %54 to i64
  %56 = shl nsw i64 %55, %39
  %57 = icmp eq ptr %0, null
  br i1 %57, label %59, label %58

58:                                               ; preds = %50
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %45, i64 %56, i1 false)
  br label %59

59:                                               ; preds = %58, %50
  %60 = icmp ne ptr %1, null
  %61 = icmp sgt i32 %2, 0
  %62 = and i1 %60, %61
  br i1 %62, label %63, label %102

63:                                               ; preds = %59
  %64 = zext nneg i32 %2 to i64
  %65 = and i64 %64, 1
  %66 = icmp eq i32 %2, 1
  br i1 %66, label %92, label %67

67:                                               ; preds = %63
  %68 = and i64 %64, 2147483646
  br label %69

69:                                               ; preds = %87, %67
  %70 = phi i64 [ 0, %67 ], [ %83, %87 ]
  %71 = phi i64 [ 0, %67 ], [ %88, %87 ]
  %72 = getelementptr inbounds nuw ptr, ptr %1, i64 %70
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  %74 = icmp eq ptr %73, null
  %75 = or disjoint i64 %70, 1
  br i1 %74, label %79, label %76

76:                                               ; preds = %69
  %77 = mul i64 %75, %56
  %78 = getelementptr inbounds nuw i8, ptr %45, i64 %77
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %73, ptr readonly align 1 %78, i64 %56, i1 false)
  br label %79

79:                                               ; preds = %76, %69
  %80 = getelementptr inbounds nuw ptr, ptr %1, i64 %75
  %81 = load ptr, ptr %80, align 8, !tbaa !15
  %82 = icmp eq ptr %81, null
  %83 = add nuw nsw i64 %70, 2
  br i1 %82, label %87, label %84

84:                                               ; preds = %79
  %85 = mul i64 %83, %56
  %86 = getelementptr inbounds nuw i8, ptr %45, i64 %85
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %81, ptr readonly align 1 %86, i64 %56, i1 false)
  br label %87

87:                                               ; preds = %84, %79
  %88 = add i64 %71, 2
  %89 = icmp eq i64 %88, %68
  br i1 %89, label %90, label %69, !llvm.loop !31

90:                                               ; preds = %87
  %91 = icmp eq i64 %65, 0
  br i1 %91, label %102, label %92

92:                                               ; preds = %90, %63
  %93 = phi i64 [ 0, %63 ], [ %83, %90 ]
  %94 = icmp ne i64 %65, 0
  call void @llvm.assume(i1 %94)
  %95 = getelementptr inbounds nuw ptr, ptr %1, i64 %93
  %96 = load ptr, ptr %95, align 8, !tbaa !15
  %97 = icmp eq ptr %96, null
  br i1 %97, label %102, label %98

98:                                               ; preds = %92
  %99 = add nuw nsw i64 %93, 1
  %100 = mul i64 %99, %56
  %101 = getelementptr inbounds nuw i8, ptr %45, i64 %100
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %96, ptr readonly align 1 %101, i64 %56, i1 false)
  br label %102

102:                                              ; preds = %90, %98, %92, %59
  %103 = load i32, ptr %12, align 8, !tbaa !29
  %104 = icmp eq i32 %103, -2
  br i1 %104, label %107, label %105

105:                                              ; preds = %102
  %106 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %12, ptr noundef %4, i32 noundef %54) #24
  br label %107

107:                                              ; preds = %105, %102, %44
  %108 = icmp eq ptr %8, null
  br i1 %108, label %110, label %109

109:                                              ; preds = %107
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !tbaa.struct !32
  br label %110

110:                                              ; preds = %109, %107
  %111 = icmp eq ptr %45, %11
  br i1 %111, label %113, label %112

112:                                              ; preds = %110
  call void @free(ptr noundef %45) #24
  br label %113

113:                                              ; preds = %110, %112
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  br label %190

114:                                              ; preds = %30, %9
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %115 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %13) #24
  %116 = icmp eq ptr %8, null
  br i1 %116, label %118, label %117

117:                                              ; preds = %114
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %13, i64 24, i1 false), !tbaa.struct !32
  br label %118

118:                                              ; preds = %117, %114
  %119 = icmp ne ptr %1, null
  %120 = icmp ne ptr %4, @ompi_mpi_float
  %121 = and i1 %120, %119
  %122 = and i1 %121, %14
  br i1 %122, label %123, label %125

123:                                              ; preds = %118
  %124 = ptrtoint ptr %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.20, i64 noundef %124) #27
  unreachable

125:                                              ; preds = %118
  br i1 %17, label %189, label %126

126:                                              ; preds = %125
  %127 = sext i32 %3 to i64
  %128 = sext i32 %2 to i64
  %129 = mul nsw i64 %127, %128
  %130 = and i1 %14, %15
  %131 = select i1 %130, i64 2, i64 3
  %132 = shl i64 %129, %131
  %133 = or disjoint i64 %132, 1
  %134 = call noalias ptr @malloc(i64 noundef %133) #26
  %135 = mul nsw i32 %3, %2
  %136 = load i32, ptr %13, align 8, !tbaa !29
  %137 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %138 = load i32, ptr %137, align 4, !tbaa !33
  %139 = call i32 @MPI_Recv(ptr noundef %134, i32 noundef %135, ptr noundef %4, i32 noundef %136, i32 noundef %138, ptr noundef %7, ptr noundef null) #24
  %140 = load i32, ptr %13, align 8, !tbaa !29
  %141 = icmp eq i32 %140, -2
  br i1 %141, label %188, label %142

142:                                              ; preds = %126
  %143 = icmp ne ptr %1, null
  %144 = icmp sgt i32 %2, 0
  %145 = and i1 %143, %144
  br i1 %145, label %146, label %188

146:                                              ; preds = %142
  %147 = shl nsw i64 %127, %131
  %148 = zext nneg i32 %2 to i64
  %149 = and i64 %148, 1
  %150 = icmp eq i32 %2, 1
  br i1 %150, label %178, label %151

151:                                              ; preds = %146
  %152 = and i64 %148, 2147483646
  br label %153

153:                                              ; preds = %172, %151
  %154 = phi i64 [ 0, %151 ], [ %173, %172 ]
  %155 = phi i64 [ 0, %151 ], [ %174, %172 ]
  %156 = getelementptr inbounds nuw ptr, ptr %1, i64 %154
  %157 = load ptr, ptr %156, align 8, !tbaa !15
  %158 = icmp eq ptr %157, null
  br i1 %158, label %163, label %159

159:                                              ; preds = %153
  %160 = mul nsw i64 %154, %127
  %161 = shl i64 %160, %131
  %162 = getelementptr inbounds nuw i8, ptr %134, i64 %161
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %157, ptr readonly align 1 %162, i64 %147, i1 false)
  br label %163

163:                                              ; preds = %159, %153
  %164 = or disjoint i64 %154, 1
  %165 = getelementptr inbounds nuw ptr, ptr %1, i64 %164
  %166 = load ptr, ptr %165, align 8, !tbaa !15
  %167 = icmp eq ptr %166, null
  br i1 %167, label %172, label %168

168:                                              ; preds = %163
  %169 = mul nsw i64 %164, %127
  %170 = shl i64 %169, %131
  %171 = getelementptr inbounds nuw i8, ptr %134, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %166, ptr readonly align 1 %171, i64 %147, i1 false)
  br label %172

172:                                              ; preds = %168, %163
  %173 = add nuw nsw i64 %154, 2
  %174 = add i64 %155, 2
  %175 = icmp eq i64 %174, %152
  br i1 %175, label %176, label %153, !llvm.loop !34

176:                                              ; preds = %172
  %177 = icmp eq i64 %149, 0
  br i1 %177, label %188, label %178

178:                                              ; preds = %176, %146
  %179 = phi i64 [ 0, %146 ], [ %173, %176 ]
  %180 = icmp ne i64 %149, 0
  call void @llvm.assume(i1 %180)
  %181 = getelementptr inbounds nuw ptr, ptr %1, i64 %179
  %182 = load ptr, ptr %181, align 8, !tbaa !15
  %183 = icmp eq ptr %182, null
  br i1 %183, label %188, label %184

184:                                              ; preds = %178
  %185 = mul nsw i64 %179, %127
  %186 = shl i64 %185, %131
  %187 = getelementptr inbounds nuw i8, ptr %134, i64 %186
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %182, ptr readonly align 1 %187, i64 %147, i1 false)
  br label %188

188:                                              ; preds = %176, %184, %178, %142, %126
  call void @free(ptr noundef %134) #24
  br label %189

189:                                              ; preds = %125, %188
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %190

190:                                              ; preds = %189, %113
  %191 = phi i32 [ %47, %113 ], [ %115, %189 ]
  ret i32 %191
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_recv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef writeonly captures(address_is_null) %6) local_unnamed_addr #6 {
  %8 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %9 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef nonnull %8) #24
  %10 = icmp eq ptr %6, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !32
  br label %12

12:                                               ; preds = %11, %7
  %13 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %14 = load <2 x i32>, ptr %8, align 8, !tbaa !5
  store <2 x i32> %14, ptr %13, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #24
  ret ptr %13
}

; Function Attrs: nounwind
define void @__mpiad_rev_recv(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #6 {
  %6 = icmp ne ptr %3, @ompi_mpi_double
  %7 = icmp eq ptr %3, @ompi_mpi_float
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  br i1 %9, label %35, label %10

10:                                               ; preds = %5
  %11 = icmp eq ptr %1, null
  br i1 %11, label %12, label %18

12:                                               ; preds = %10
  %13 = sext i32 %2 to i64
  %14 = add nsw i64 %13, 1
  %15 = and i1 %6, %7
  %16 = select i1 %15, i64 4, i64 8
  %17 = tail call noalias ptr @calloc(i64 noundef %14, i64 noundef %16) #28
  br label %18

18:                                               ; preds = %10, %12
  %19 = phi ptr [ %17, %12 ], [ %1, %10 ]
  %20 = phi ptr [ %17, %12 ], [ null, %10 ]
  %21 = load i32, ptr %0, align 4, !tbaa !35
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !37
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 0)
  %25 = tail call i32 @MPI_Send(ptr noundef %19, i32 noundef %2, ptr noundef %3, i32 noundef %21, i32 noundef %24, ptr noundef %4) #24
  %26 = load i32, ptr %0, align 4, !tbaa !35
  %27 = icmp eq i32 %26, -2
  %28 = or i1 %11, %27
  br i1 %28, label %34, label %29

29:                                               ; preds = %18
  %30 = sext i32 %2 to i64
  %31 = and i1 %6, %7
  %32 = select i1 %31, i64 2, i64 3
  %33 = shl nsw i64 %30, %32
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %33, i1 false)
  br label %34

34:                                               ; preds = %18, %29
  tail call void @free(ptr noundef %20) #24
  br label %35

35:                                               ; preds = %34, %5
  tail call void @free(ptr noundef %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef writeonly captures(address_is_null) %13, i32 noundef %14) local_unnamed_addr #6 {
  %16 = alloca i32, align 4
  %17 = alloca [128 x double], align 16
  %18 = alloca %struct.ompi_status_public_t, align 8
  %19 = alloca %struct.ompi_status_public_t, align 8
  %20 = icmp eq ptr %3, @ompi_mpi_double
  %21 = icmp eq ptr %3, @ompi_mpi_float
  %22 = icmp eq ptr %9, @ompi_mpi_double
  %23 = icmp eq ptr %9, @ompi_mpi_float
  %24 = or i1 %20, %21
  %25 = or i1 %22, %23
  %26 = or i1 %24, %25
  br i1 %26, label %27, label %221

27:                                               ; preds = %15
  %28 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %29 = icmp slt i32 %28, 0
  br i1 %29, label %30, label %39

30:                                               ; preds = %27
  %31 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %37, label %33

33:                                               ; preds = %30
  %34 = load i8, ptr %31, align 1, !tbaa !14
  %35 = icmp ne i8 %34, 48
  %36 = zext i1 %35 to i32
  br label %37

37:                                               ; preds = %33, %30
  %38 = phi i32 [ 1, %30 ], [ %36, %33 ]
  store i32 %38, ptr @fuse_flag, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %27, %37
  %40 = phi i32 [ %38, %37 ], [ %28, %27 ]
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %221, label %42

42:                                               ; preds = %39
  %43 = icmp eq ptr %1, null
  %44 = or i1 %43, %24
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = ptrtoint ptr %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %46) #27
  unreachable

47:                                               ; preds = %42
  %48 = icmp eq ptr %7, null
  %49 = or i1 %48, %25
  br i1 %49, label %52, label %50

50:                                               ; preds = %47
  %51 = ptrtoint ptr %9 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %51) #27
  unreachable

52:                                               ; preds = %47
  br i1 %24, label %53, label %62

53:                                               ; preds = %52
  %54 = sext i32 %2 to i64
  %55 = add nsw i32 %14, 1
  %56 = sext i32 %55 to i64
  %57 = mul nsw i64 %56, %54
  %58 = xor i1 %20, true
  %59 = and i1 %21, %58
  %60 = select i1 %59, i64 2, i64 3
  %61 = shl i64 %57, %60
  br label %62

62:                                               ; preds = %53, %52
  %63 = phi i64 [ %61, %53 ], [ 0, %52 ]
  br i1 %25, label %64, label %73

64:                                               ; preds = %62
  %65 = sext i32 %8 to i64
  %66 = add nsw i32 %14, 1
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %67, %65
  %69 = xor i1 %22, true
  %70 = and i1 %23, %69
  %71 = select i1 %70, i64 2, i64 3
  %72 = shl i64 %68, %71
  br label %73

73:                                               ; preds = %64, %62
  %74 = phi i64 [ %72, %64 ], [ 0, %62 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #24
  %75 = icmp ult i64 %63, 513
  %76 = icmp ult i64 %74, 513
  %77 = select i1 %75, i1 %76, i1 false
  br i1 %77, label %78, label %80

78:                                               ; preds = %73
  %79 = getelementptr inbounds nuw i8, ptr %17, i64 512
  br label %87

80:                                               ; preds = %73
  %81 = add i64 %63, 16
  %82 = add i64 %81, %74
  %83 = tail call noalias ptr @malloc(i64 noundef %82) #26
  %84 = add i64 %63, 15
  %85 = and i64 %84, -16
  %86 = getelementptr inbounds nuw i8, ptr %83, i64 %85
  br label %87

87:                                               ; preds = %80, %78
  %88 = phi ptr [ %79, %78 ], [ %86, %80 ]
  %89 = phi ptr [ null, %78 ], [ %83, %80 ]
  %90 = phi ptr [ %17, %78 ], [ %83, %80 ]
  br i1 %24, label %91, label %143

91:                                               ; preds = %87
  %92 = xor i1 %20, true
  %93 = and i1 %21, %92
  %94 = sext i32 %2 to i64
  %95 = select i1 %93, i64 2, i64 3
  %96 = shl nsw i64 %94, %95
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %90, ptr readonly align 1 %0, i64 %96, i1 false)
  %97 = icmp sgt i32 %14, 0
  br i1 %97, label %98, label %143

98:                                               ; preds = %91
  %99 = zext nneg i32 %14 to i64
  %100 = and i64 %99, 1
  %101 = icmp eq i32 %14, 1
  br i1 %101, label %131, label %102

102:                                              ; preds = %98
  %103 = and i64 %99, 2147483646
  br label %104

104:                                              ; preds = %126, %102
  %105 = phi i64 [ 0, %102 ], [ %117, %126 ]
  %106 = phi i64 [ 0, %102 ], [ %127, %126 ]
  %107 = or disjoint i64 %105, 1
  %108 = mul i64 %107, %96
  %109 = getelementptr inbounds nuw i8, ptr %90, i64 %108
  br i1 %43, label %115, label %110

110:                                              ; preds = %104
  %111 = getelementptr inbounds nuw ptr, ptr %1, i64 %105
  %112 = load ptr, ptr %111, align 8, !tbaa !15
  %113 = icmp eq ptr %112, null
  br i1 %113, label %115, label %114

114:                                              ; preds = %110
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %109, ptr nonnull align 1 %112, i64 %96, i1 false)
  br label %116

115:                                              ; preds = %110, %104
  call void @llvm.memset.p0.i64(ptr align 1 %109, i8 0, i64 %96, i1 false)
  br label %116

116:                                              ; preds = %115, %114
  %117 = add nuw nsw i64 %105, 2
  %118 = mul i64 %117, %96
  %119 = getelementptr inbounds nuw i8, ptr %90, i64 %118
  br i1 %43, label %125, label %120

120:                                              ; preds = %116
  %121 = getelementptr inbounds nuw ptr, ptr %1, i64 %107
  %122 = load ptr, ptr %121, align 8, !tbaa !15
  %123 = icmp eq ptr %122, null
  br i1 %123, label %125, label %124

124:                                              ; preds = %120
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %119, ptr nonnull align 1 %122, i64 %96, i1 false)
  br label %126

125:                                              ; preds = %120, %116
  call void @llvm.memset.p0.i64(ptr align 1 %119, i8 0, i64 %96, i1 false)
  br label %126

126:                                              ; preds = %125, %124
  %127 = add i64 %106, 2
  %128 = icmp eq i64 %127, %103
  br i1 %128, label %129, label %104, !llvm.loop !16

129:                                              ; preds = %126
  %130 = icmp eq i64 %100, 0
  br i1 %130, label %143, label %131

131:                                              ; preds = %129, %98
  %132 = phi i64 [ 0, %98 ], [ %117, %129 ]
  %133 = icmp ne i64 %100, 0
  tail call void @llvm.assume(i1 %133)
  %134 = add nuw nsw i64 %132, 1
  %135 = mul i64 %134, %96
  %136 = getelementptr inbounds nuw i8, ptr %90, i64 %135
  br i1 %43, label %142, label %137

137:                                              ; preds = %131
  %138 = getelementptr inbounds nuw ptr, ptr %1, i64 %132
  %139 = load ptr, ptr %138, align 8, !tbaa !15
  %140 = icmp eq ptr %139, null
  br i1 %140, label %142, label %141

141:                                              ; preds = %137
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %136, ptr nonnull align 1 %139, i64 %96, i1 false)
  br label %143

142:                                              ; preds = %137, %131
  call void @llvm.memset.p0.i64(ptr align 1 %136, i8 0, i64 %96, i1 false)
  br label %143

143:                                              ; preds = %129, %142, %141, %91, %87
  %144 = phi ptr [ %0, %87 ], [ %90, %91 ], [ %90, %141 ], [ %90, %142 ], [ %90, %129 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #24
  %145 = add nsw i32 %14, 1
  %146 = select i1 %24, i32 %145, i32 1
  %147 = mul nsw i32 %146, %2
  %148 = select i1 %25, ptr %88, ptr %6
  %149 = select i1 %25, i32 %145, i32 1
  %150 = mul nsw i32 %149, %8
  %151 = call i32 @MPI_Sendrecv(ptr noundef %144, i32 noundef %147, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %148, i32 noundef %150, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef nonnull %18) #24
  br i1 %25, label %152, label %217

152:                                              ; preds = %143
  %153 = load i32, ptr %18, align 8, !tbaa !29
  %154 = icmp eq i32 %153, -2
  br i1 %154, label %215, label %155

155:                                              ; preds = %152
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #24
  store i32 0, ptr %16, align 4, !tbaa !5
  %156 = call i32 @MPI_Get_count(ptr noundef nonnull %18, ptr noundef %9, ptr noundef nonnull %16) #24
  %157 = load i32, ptr %16, align 4, !tbaa !5
  %158 = call i32 @llvm.smax.i32(i32 %157, i32 0)
  %159 = sdiv i32 %158, %145
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  %160 = xor i1 %22, true
  %161 = and i1 %23, %160
  %162 = sext i32 %159 to i64
  %163 = select i1 %161, i64 2, i64 3
  %164 = shl nsw i64 %162, %163
  %165 = icmp eq ptr %6, null
  br i1 %165, label %167, label %166

166:                                              ; preds = %155
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %6, ptr readonly align 1 %88, i64 %164, i1 false)
  br label %167

167:                                              ; preds = %166, %155
  %168 = icmp ne ptr %7, null
  %169 = icmp sgt i32 %14, 0
  %170 = and i1 %168, %169
  br i1 %170, label %171, label %210

171:                                              ; preds = %167
  %172 = zext nneg i32 %14 to i64
  %173 = and i64 %172, 1
  %174 = icmp eq i32 %14, 1
  br i1 %174, label %200, label %175

175:                                              ; preds = %171
  %176 = and i64 %172, 2147483646
  br label %177

177:                                              ; preds = %195, %175
  %178 = phi i64 [ 0, %175 ], [ %191, %195 ]
  %179 = phi i64 [ 0, %175 ], [ %196, %195 ]
  %180 = getelementptr inbounds nuw ptr, ptr %7, i64 %178
  %181 = load ptr, ptr %180, align 8, !tbaa !15
  %182 = icmp eq ptr %181, null
  %183 = or disjoint i64 %178, 1
  br i1 %182, label %187, label %184

184:                                              ; preds = %177
  %185 = mul i64 %183, %164
  %186 = getelementptr inbounds nuw i8, ptr %88, i64 %185
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %181, ptr readonly align 1 %186, i64 %164, i1 false)
  br label %187

187:                                              ; preds = %184, %177
  %188 = getelementptr inbounds nuw ptr, ptr %7, i64 %183
  %189 = load ptr, ptr %188, align 8, !tbaa !15
  %190 = icmp eq ptr %189, null
  %191 = add nuw nsw i64 %178, 2
  br i1 %190, label %195, label %192

192:                                              ; preds = %187
  %193 = mul i64 %191, %164
  %194 = getelementptr inbounds nuw i8, ptr %88, i64 %193
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %189, ptr readonly align 1 %194, i64 %164, i1 false)
  br label %195

195:                                              ; preds = %192, %187
  %196 = add i64 %179, 2
  %197 = icmp eq i64 %196, %176
  br i1 %197, label %198, label %177, !llvm.loop !31

198:                                              ; preds = %195
  %199 = icmp eq i64 %173, 0
  br i1 %199, label %210, label %200

200:                                              ; preds = %198, %171
  %201 = phi i64 [ 0, %171 ], [ %191, %198 ]
  %202 = icmp ne i64 %173, 0
  call void @llvm.assume(i1 %202)
  %203 = getelementptr inbounds nuw ptr, ptr %7, i64 %201
  %204 = load ptr, ptr %203, align 8, !tbaa !15
  %205 = icmp eq ptr %204, null
  br i1 %205, label %210, label %206

206:                                              ; preds = %200
  %207 = add nuw nsw i64 %201, 1
  %208 = mul i64 %207, %164
  %209 = getelementptr inbounds nuw i8, ptr %88, i64 %208
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %204, ptr readonly align 1 %209, i64 %164, i1 false)
  br label %210

210:                                              ; preds = %198, %206, %200, %167
  %211 = load i32, ptr %18, align 8, !tbaa !29
  %212 = icmp eq i32 %211, -2
  br i1 %212, label %215, label %213

213:                                              ; preds = %210
  %214 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %18, ptr noundef %9, i32 noundef %159) #24
  br label %215

215:                                              ; preds = %213, %210, %152
  %216 = icmp eq ptr %13, null
  br i1 %216, label %220, label %219

217:                                              ; preds = %143
  %218 = icmp eq ptr %13, null
  br i1 %218, label %220, label %219

219:                                              ; preds = %217, %215
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %18, i64 24, i1 false)
  br label %220

220:                                              ; preds = %215, %217, %219
  call void @free(ptr noundef %89) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #24
  br label %359

221:                                              ; preds = %15, %39
  call void @llvm.lifetime.start.p0(ptr nonnull %19) #24
  %222 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef nonnull %19) #24
  %223 = icmp eq ptr %13, null
  br i1 %223, label %225, label %224

224:                                              ; preds = %221
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %19, i64 24, i1 false), !tbaa.struct !32
  br label %225

225:                                              ; preds = %224, %221
  %226 = icmp eq ptr %1, null
  br i1 %226, label %233, label %227

227:                                              ; preds = %225
  %228 = icmp ne ptr %3, @ompi_mpi_double
  %229 = icmp ne ptr %3, @ompi_mpi_float
  %230 = and i1 %228, %229
  br i1 %230, label %231, label %233

231:                                              ; preds = %227
  %232 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %232) #27
  unreachable

233:                                              ; preds = %225, %227
  %234 = icmp eq ptr %7, null
  br i1 %234, label %241, label %235

235:                                              ; preds = %233
  %236 = icmp ne ptr %9, @ompi_mpi_double
  %237 = icmp ne ptr %9, @ompi_mpi_float
  %238 = and i1 %236, %237
  br i1 %238, label %239, label %241

239:                                              ; preds = %235
  %240 = ptrtoint ptr %9 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %240) #27
  unreachable

241:                                              ; preds = %233, %235
  br i1 %26, label %242, label %358

242:                                              ; preds = %241
  br i1 %24, label %243, label %274

243:                                              ; preds = %242
  %244 = xor i1 %20, true
  %245 = and i1 %21, %244
  %246 = sext i32 %14 to i64
  %247 = sext i32 %2 to i64
  %248 = mul nsw i64 %246, %247
  %249 = select i1 %245, i64 2, i64 3
  %250 = shl i64 %248, %249
  %251 = or disjoint i64 %250, 1
  %252 = call noalias ptr @malloc(i64 noundef %251) #26
  %253 = icmp sgt i32 %14, 0
  br i1 %253, label %254, label %274

254:                                              ; preds = %243
  %255 = shl nsw i64 %247, %249
  %256 = zext nneg i32 %14 to i64
  br label %257

257:                                              ; preds = %271, %254
  %258 = phi i64 [ 0, %254 ], [ %272, %271 ]
  br i1 %226, label %267, label %259

259:                                              ; preds = %257
  %260 = getelementptr inbounds nuw ptr, ptr %1, i64 %258
  %261 = load ptr, ptr %260, align 8, !tbaa !15
  %262 = icmp eq ptr %261, null
  br i1 %262, label %267, label %263

263:                                              ; preds = %259
  %264 = mul nsw i64 %258, %247
  %265 = shl i64 %264, %249
  %266 = getelementptr inbounds nuw i8, ptr %252, i64 %265
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %266, ptr nonnull align 1 %261, i64 %255, i1 false)
  br label %271

267:                                              ; preds = %259, %257
  %268 = mul nsw i64 %258, %247
  %269 = shl i64 %268, %249
  %270 = getelementptr inbounds nuw i8, ptr %252, i64 %269
  call void @llvm.memset.p0.i64(ptr align 1 %270, i8 0, i64 %255, i1 false)
  br label %271

271:                                              ; preds = %267, %263
  %272 = add nuw nsw i64 %258, 1
  %273 = icmp eq i64 %272, %256
  br i1 %273, label %274, label %257, !llvm.loop !18

274:                                              ; preds = %271, %243, %242
  %275 = phi ptr [ %0, %242 ], [ %252, %243 ], [ %252, %271 ]
  %276 = phi ptr [ null, %242 ], [ %252, %243 ], [ %252, %271 ]
  br i1 %25, label %277, label %287

277:                                              ; preds = %274
  %278 = sext i32 %8 to i64
  %279 = sext i32 %14 to i64
  %280 = mul nsw i64 %279, %278
  %281 = xor i1 %22, true
  %282 = and i1 %23, %281
  %283 = select i1 %282, i64 2, i64 3
  %284 = shl i64 %280, %283
  %285 = or disjoint i64 %284, 1
  %286 = call noalias ptr @malloc(i64 noundef %285) #26
  br label %287

287:                                              ; preds = %274, %277
  %288 = phi ptr [ %286, %277 ], [ %6, %274 ]
  %289 = phi ptr [ %286, %277 ], [ null, %274 ]
  %290 = mul nsw i32 %14, %2
  %291 = select i1 %24, i32 %290, i32 0
  %292 = select i1 %24, i32 %4, i32 -2
  %293 = mul nsw i32 %14, %8
  %294 = select i1 %25, i32 %293, i32 0
  %295 = icmp eq i32 %10, -1
  %296 = load i32, ptr %19, align 8
  %297 = select i1 %295, i32 %296, i32 %10
  %298 = select i1 %25, i32 %297, i32 -2
  %299 = icmp eq i32 %11, -1
  %300 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %301 = load i32, ptr %300, align 4
  %302 = select i1 %299, i32 %301, i32 %11
  %303 = call i32 @MPI_Sendrecv(ptr noundef %275, i32 noundef %291, ptr noundef %3, i32 noundef %292, i32 noundef %5, ptr noundef %288, i32 noundef %294, ptr noundef %9, i32 noundef %298, i32 noundef %302, ptr noundef %12, ptr noundef null) #24
  %304 = load i32, ptr %19, align 8
  %305 = icmp ne i32 %304, -2
  %306 = select i1 %25, i1 %305, i1 false
  br i1 %306, label %307, label %357

307:                                              ; preds = %287
  %308 = icmp ne ptr %7, null
  %309 = icmp sgt i32 %14, 0
  %310 = and i1 %308, %309
  br i1 %310, label %311, label %357

311:                                              ; preds = %307
  %312 = xor i1 %22, true
  %313 = and i1 %23, %312
  %314 = sext i32 %8 to i64
  %315 = select i1 %313, i64 2, i64 3
  %316 = shl nsw i64 %314, %315
  %317 = zext nneg i32 %14 to i64
  %318 = and i64 %317, 1
  %319 = icmp eq i32 %14, 1
  br i1 %319, label %347, label %320

320:                                              ; preds = %311
  %321 = and i64 %317, 2147483646
  br label %322

322:                                              ; preds = %341, %320
  %323 = phi i64 [ 0, %320 ], [ %342, %341 ]
  %324 = phi i64 [ 0, %320 ], [ %343, %341 ]
  %325 = getelementptr inbounds nuw ptr, ptr %7, i64 %323
  %326 = load ptr, ptr %325, align 8, !tbaa !15
  %327 = icmp eq ptr %326, null
  br i1 %327, label %332, label %328

328:                                              ; preds = %322
  %329 = mul nsw i64 %323, %314
  %330 = shl i64 %329, %315
  %331 = getelementptr inbounds nuw i8, ptr %289, i64 %330
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %326, ptr readonly align 1 %331, i64 %316, i1 false)
  br label %332

332:                                              ; preds = %328, %322
  %333 = or disjoint i64 %323, 1
  %334 = getelementptr inbounds nuw ptr, ptr %7, i64 %333
  %335 = load ptr, ptr %334, align 8, !tbaa !15
  %336 = icmp eq ptr %335, null
  br i1 %336, label %341, label %337

337:                                              ; preds = %332
  %338 = mul nsw i64 %333, %314
  %339 = shl i64 %338, %315
  %340 = getelementptr inbounds nuw i8, ptr %289, i64 %339
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %335, ptr readonly align 1 %340, i64 %316, i1 false)
  br label %341

341:                                              ; preds = %337, %332
  %342 = add nuw nsw i64 %323, 2
  %343 = add i64 %324, 2
  %344 = icmp eq i64 %343, %321
  br i1 %344, label %345, label %322, !llvm.loop !34

345:                                              ; preds = %341
  %346 = icmp eq i64 %318, 0
  br i1 %346, label %357, label %347

347:                                              ; preds = %345, %311
  %348 = phi i64 [ 0, %311 ], [ %342, %345 ]
  %349 = icmp ne i64 %318, 0
  call void @llvm.assume(i1 %349)
  %350 = getelementptr inbounds nuw ptr, ptr %7, i64 %348
  %351 = load ptr, ptr %350, align 8, !tbaa !15
  %352 = icmp eq ptr %351, null
  br i1 %352, label %357, label %353

353:                                              ; preds = %347
  %354 = mul nsw i64 %348, %314
  %355 = shl i64 %354, %315
  %356 = getelementptr inbounds nuw i8, ptr %289, i64 %355
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %351, ptr readonly align 1 %356, i64 %316, i1 false)
  br label %357

357:                                              ; preds = %345, %353, %347, %307, %287
  call void @free(ptr noundef %276) #24
  call void @free(ptr noundef %289) #24
  br label %358

358:                                              ; preds = %241, %357
  call void @llvm.lifetime.end.p0(ptr nonnull %19) #24
  br label %359

359:                                              ; preds = %358, %220
  %360 = phi i32 [ %151, %220 ], [ %222, %358 ]
  ret i32 %360
}

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef writeonly captures(address_is_null) %11) local_unnamed_addr #6 {
  %13 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %14 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef nonnull %13) #24
  %15 = icmp eq ptr %11, null
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %13, i64 24, i1 false), !tbaa.struct !32
  br label %17

17:                                               ; preds = %16, %12
  %18 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %19 = load <2 x i32>, ptr %13, align 8, !tbaa !5
  store <2 x i32> %19, ptr %18, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  ret ptr %18
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv(ptr noundef captures(none) %0, ptr noundef captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8, ptr noundef %9) local_unnamed_addr #6 {
  %11 = icmp ne ptr %3, @ompi_mpi_double
  %12 = icmp eq ptr %3, @ompi_mpi_float
  %13 = icmp ne ptr %8, @ompi_mpi_double
  %14 = icmp eq ptr %8, @ompi_mpi_float
  %15 = xor i1 %12, true
  %16 = and i1 %11, %15
  br i1 %16, label %23, label %17

17:                                               ; preds = %10
  %18 = sext i32 %2 to i64
  %19 = add nsw i64 %18, 1
  %20 = and i1 %11, %12
  %21 = select i1 %20, i64 4, i64 8
  %22 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef %21) #28
  br label %23

23:                                               ; preds = %10, %17
  %24 = phi ptr [ %22, %17 ], [ null, %10 ]
  %25 = xor i1 %14, true
  %26 = and i1 %13, %25
  %27 = icmp ne ptr %6, null
  %28 = or i1 %27, %26
  br i1 %28, label %35, label %29

29:                                               ; preds = %23
  %30 = sext i32 %7 to i64
  %31 = add nsw i64 %30, 1
  %32 = and i1 %13, %14
  %33 = select i1 %32, i64 4, i64 8
  %34 = tail call noalias ptr @calloc(i64 noundef %31, i64 noundef %33) #28
  br label %36

35:                                               ; preds = %23
  br i1 %26, label %55, label %36

36:                                               ; preds = %29, %35
  %37 = phi ptr [ %34, %29 ], [ %6, %35 ]
  %38 = phi ptr [ %34, %29 ], [ null, %35 ]
  %39 = load i32, ptr %0, align 4, !tbaa !35
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !37
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = select i1 %16, i32 0, i32 %2
  %44 = select i1 %16, i32 -2, i32 %4
  %45 = tail call i32 @MPI_Sendrecv(ptr noundef %37, i32 noundef %7, ptr noundef %8, i32 noundef %39, i32 noundef %42, ptr noundef %24, i32 noundef %43, ptr noundef %3, i32 noundef %44, i32 noundef %5, ptr noundef %9, ptr noundef null) #24
  %46 = load i32, ptr %0, align 4, !tbaa !35
  %47 = icmp eq i32 %46, -2
  %48 = icmp eq ptr %6, null
  %49 = or i1 %48, %47
  br i1 %49, label %62, label %50

50:                                               ; preds = %36
  %51 = sext i32 %7 to i64
  %52 = and i1 %13, %14
  %53 = select i1 %52, i64 2, i64 3
  %54 = shl nsw i64 %51, %53
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %6, i8 0, i64 %54, i1 false)
  br label %62

55:                                               ; preds = %35
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %57 = load i32, ptr %56, align 4, !tbaa !37
  %58 = tail call i32 @llvm.smax.i32(i32 %57, i32 0)
  %59 = select i1 %16, i32 0, i32 %2
  %60 = select i1 %16, i32 -2, i32 %4
  %61 = tail call i32 @MPI_Sendrecv(ptr noundef null, i32 noundef 0, ptr noundef %8, i32 noundef -2, i32 noundef %58, ptr noundef %24, i32 noundef %59, ptr noundef %3, i32 noundef %60, i32 noundef %5, ptr noundef %9, ptr noundef null) #24
  br label %62

62:                                               ; preds = %50, %55, %36
  %63 = phi ptr [ null, %55 ], [ %38, %36 ], [ %38, %50 ]
  %64 = icmp eq ptr %1, null
  %65 = or i1 %64, %16
  br i1 %65, label %134, label %66

66:                                               ; preds = %62
  %67 = icmp sgt i32 %2, 0
  br i1 %11, label %68, label %92

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
  %76 = getelementptr inbounds nuw float, ptr %24, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 16
  %78 = load <4 x float>, ptr %76, align 4, !tbaa !19
  %79 = load <4 x float>, ptr %77, align 4, !tbaa !19
  %80 = getelementptr inbounds nuw float, ptr %1, i64 %75
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 16
  %82 = load <4 x float>, ptr %80, align 4, !tbaa !19
  %83 = load <4 x float>, ptr %81, align 4, !tbaa !19
  %84 = fadd <4 x float> %78, %82
  %85 = fadd <4 x float> %79, %83
  store <4 x float> %84, ptr %80, align 4, !tbaa !19
  store <4 x float> %85, ptr %81, align 4, !tbaa !19
  %86 = add nuw i64 %75, 8
  %87 = icmp eq i64 %86, %73
  br i1 %87, label %88, label %74, !llvm.loop !38

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
  %100 = getelementptr inbounds nuw double, ptr %24, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 16
  %102 = load <2 x double>, ptr %100, align 8, !tbaa !24
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !24
  %104 = getelementptr inbounds nuw double, ptr %1, i64 %99
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 16
  %106 = load <2 x double>, ptr %104, align 8, !tbaa !24
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !24
  %108 = fadd <2 x double> %102, %106
  %109 = fadd <2 x double> %103, %107
  store <2 x double> %108, ptr %104, align 8, !tbaa !24
  store <2 x double> %109, ptr %105, align 8, !tbaa !24
  %110 = add nuw i64 %99, 4
  %111 = icmp eq i64 %110, %97
  br i1 %111, label %112, label %98, !llvm.loop !39

112:                                              ; preds = %98
  %113 = icmp eq i64 %97, %94
  br i1 %113, label %134, label %114

114:                                              ; preds = %93, %112
  %115 = phi i64 [ 0, %93 ], [ %97, %112 ]
  br label %116

116:                                              ; preds = %114, %116
  %117 = phi i64 [ %123, %116 ], [ %115, %114 ]
  %118 = getelementptr inbounds nuw double, ptr %24, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !24
  %120 = getelementptr inbounds nuw double, ptr %1, i64 %117
  %121 = load double, ptr %120, align 8, !tbaa !24
  %122 = fadd double %119, %121
  store double %122, ptr %120, align 8, !tbaa !24
  %123 = add nuw nsw i64 %117, 1
  %124 = icmp eq i64 %123, %94
  br i1 %124, label %134, label %116, !llvm.loop !40

125:                                              ; preds = %90, %125
  %126 = phi i64 [ %132, %125 ], [ %91, %90 ]
  %127 = getelementptr inbounds nuw float, ptr %24, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !19
  %129 = getelementptr inbounds nuw float, ptr %1, i64 %126
  %130 = load float, ptr %129, align 4, !tbaa !19
  %131 = fadd float %128, %130
  store float %131, ptr %129, align 4, !tbaa !19
  %132 = add nuw nsw i64 %126, 1
  %133 = icmp eq i64 %132, %70
  br i1 %133, label %134, label %125, !llvm.loop !41

134:                                              ; preds = %116, %125, %112, %88, %92, %68, %62
  tail call void @free(ptr noundef %24) #24
  tail call void @free(ptr noundef %63) #24
  tail call void @free(ptr noundef nonnull %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv_replace(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef writeonly captures(address_is_null) %10) local_unnamed_addr #6 {
  %12 = alloca i32, align 4
  %13 = alloca [64 x double], align 16
  %14 = alloca %struct.ompi_status_public_t, align 8
  %15 = alloca %struct.ompi_status_public_t, align 8
  %16 = icmp ne ptr %4, @ompi_mpi_double
  %17 = icmp eq ptr %4, @ompi_mpi_float
  %18 = xor i1 %17, true
  %19 = and i1 %16, %18
  br i1 %19, label %164, label %20

20:                                               ; preds = %11
  %21 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %22 = icmp slt i32 %21, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %34, label %164, label %35

35:                                               ; preds = %32
  %36 = sext i32 %3 to i64
  %37 = add nsw i32 %2, 1
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %36, %38
  %40 = and i1 %16, %17
  %41 = select i1 %40, i64 2, i64 3
  %42 = shl i64 %39, %41
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %43 = icmp ult i64 %42, 513
  br i1 %43, label %46, label %44

44:                                               ; preds = %35
  %45 = tail call noalias ptr @malloc(i64 noundef %42) #26
  br label %46

46:                                               ; preds = %44, %35
  %47 = phi ptr [ %45, %44 ], [ %13, %35 ]
  %48 = shl nsw i64 %36, %41
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %47, ptr readonly align 1 %0, i64 %48, i1 false)
  %49 = icmp sgt i32 %2, 0
  br i1 %49, label %50, label %96

50:                                               ; preds = %46
  %51 = icmp eq ptr %1, null
  %52 = zext nneg i32 %2 to i64
  %53 = and i64 %52, 1
  %54 = icmp eq i32 %2, 1
  br i1 %54, label %84, label %55

55:                                               ; preds = %50
  %56 = and i64 %52, 2147483646
  br label %57

57:                                               ; preds = %79, %55
  %58 = phi i64 [ 0, %55 ], [ %70, %79 ]
  %59 = phi i64 [ 0, %55 ], [ %80, %79 ]
  %60 = or disjoint i64 %58, 1
  %61 = mul i64 %60, %48
  %62 = getelementptr inbounds nuw i8, ptr %47, i64 %61
  br i1 %51, label %68, label %63

63:                                               ; preds = %57
  %64 = getelementptr inbounds nuw ptr, ptr %1, i64 %58
  %65 = load ptr, ptr %64, align 8, !tbaa !15
  %66 = icmp eq ptr %65, null
  br i1 %66, label %68, label %67

67:                                               ; preds = %63
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %62, ptr nonnull align 1 %65, i64 %48, i1 false)
  br label %69

68:                                               ; preds = %63, %57
  call void @llvm.memset.p0.i64(ptr align 1 %62, i8 0, i64 %48, i1 false)
  br label %69

69:                                               ; preds = %68, %67
  %70 = add nuw nsw i64 %58, 2
  %71 = mul i64 %70, %48
  %72 = getelementptr inbounds nuw i8, ptr %47, i64 %71
  br i1 %51, label %78, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds nuw ptr, ptr %1, i64 %60
  %75 = load ptr, ptr %74, align 8, !tbaa !15
  %76 = icmp eq ptr %75, null
  br i1 %76, label %78, label %77

77:                                               ; preds = %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %72, ptr nonnull align 1 %75, i64 %48, i1 false)
  br label %79

78:                                               ; preds = %73, %69
  call void @llvm.memset.p0.i64(ptr align 1 %72, i8 0, i64 %48, i1 false)
  br label %79

79:                                               ; preds = %78, %77
  %80 = add i64 %59, 2
  %81 = icmp eq i64 %80, %56
  br i1 %81, label %82, label %57, !llvm.loop !16

82:                                               ; preds = %79
  %83 = icmp eq i64 %53, 0
  br i1 %83, label %96, label %84

84:                                               ; preds = %82, %50
  %85 = phi i64 [ 0, %50 ], [ %70, %82 ]
  %86 = icmp ne i64 %53, 0
  tail call void @llvm.assume(i1 %86)
  %87 = add nuw nsw i64 %85, 1
  %88 = mul i64 %87, %48
  %89 = getelementptr inbounds nuw i8, ptr %47, i64 %88
  br i1 %51, label %95, label %90

90:                                               ; preds = %84
  %91 = getelementptr inbounds nuw ptr, ptr %1, i64 %85
  %92 = load ptr, ptr %91, align 8, !tbaa !15
  %93 = icmp eq ptr %92, null
  br i1 %93, label %95, label %94

94:                                               ; preds = %90
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr nonnull align 1 %92, i64 %48, i1 false)
  br label %96

95:                                               ; preds = %90, %84
  call void @llvm.memset.p0.i64(ptr align 1 %89, i8 0, i64 %48, i1 false)
  br label %96

96:                                               ; preds = %82, %95, %94, %46
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  %97 = mul nsw i32 %3, %37
  %98 = call i32 @MPI_Sendrecv_replace(ptr noundef %47, i32 noundef %97, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull %14) #24
  %99 = load i32, ptr %14, align 8, !tbaa !29
  %100 = icmp eq i32 %99, -2
  br i1 %100, label %157, label %101

101:                                              ; preds = %96
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  store i32 0, ptr %12, align 4, !tbaa !5
  %102 = call i32 @MPI_Get_count(ptr noundef nonnull %14, ptr noundef %4, ptr noundef nonnull %12) #24
  %103 = load i32, ptr %12, align 4, !tbaa !5
  %104 = call i32 @llvm.smax.i32(i32 %103, i32 0)
  %105 = sdiv i32 %104, %37
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  %106 = sext i32 %105 to i64
  %107 = shl nsw i64 %106, %41
  %108 = icmp eq ptr %0, null
  br i1 %108, label %110, label %109

109:                                              ; preds = %101
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %47, i64 %107, i1 false)
  br label %110

110:                                              ; preds = %109, %101
  %111 = icmp ne ptr %1, null
  %112 = and i1 %111, %49
  br i1 %112, label %113, label %152

113:                                              ; preds = %110
  %114 = zext nneg i32 %2 to i64
  %115 = and i64 %114, 1
  %116 = icmp eq i32 %2, 1
  br i1 %116, label %142, label %117

117:                                              ; preds = %113
  %118 = and i64 %114, 2147483646
  br label %119

119:                                              ; preds = %137, %117
  %120 = phi i64 [ 0, %117 ], [ %133, %137 ]
  %121 = phi i64 [ 0, %117 ], [ %138, %137 ]
  %122 = getelementptr inbounds nuw ptr, ptr %1, i64 %120
  %123 = load ptr, ptr %122, align 8, !tbaa !15
  %124 = icmp eq ptr %123, null
  %125 = or disjoint i64 %120, 1
  br i1 %124, label %129, label %126

126:                                              ; preds = %119
  %127 = mul i64 %125, %107
  %128 = getelementptr inbounds nuw i8, ptr %47, i64 %127
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %123, ptr readonly align 1 %128, i64 %107, i1 false)
  br label %129

129:                                              ; preds = %126, %119
  %130 = getelementptr inbounds nuw ptr, ptr %1, i64 %125
  %131 = load ptr, ptr %130, align 8, !tbaa !15
  %132 = icmp eq ptr %131, null
  %133 = add nuw nsw i64 %120, 2
  br i1 %132, label %137, label %134

134:                                              ; preds = %129
  %135 = mul i64 %133, %107
  %136 = getelementptr inbounds nuw i8, ptr %47, i64 %135
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %131, ptr readonly align 1 %136, i64 %107, i1 false)
  br label %137

137:                                              ; preds = %134, %129
  %138 = add i64 %121, 2
  %139 = icmp eq i64 %138, %118
  br i1 %139, label %140, label %119, !llvm.loop !31

140:                                              ; preds = %137
  %141 = icmp eq i64 %115, 0
  br i1 %141, label %152, label %142

142:                                              ; preds = %140, %113
  %143 = phi i64 [ 0, %113 ], [ %133, %140 ]
  %144 = icmp ne i64 %115, 0
  call void @llvm.assume(i1 %144)
  %145 = getelementptr inbounds nuw ptr, ptr %1, i64 %143
  %146 = load ptr, ptr %145, align 8, !tbaa !15
  %147 = icmp eq ptr %146, null
  br i1 %147, label %152, label %148

148:                                              ; preds = %142
  %149 = add nuw nsw i64 %143, 1
  %150 = mul i64 %149, %107
  %151 = getelementptr inbounds nuw i8, ptr %47, i64 %150
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %146, ptr readonly align 1 %151, i64 %107, i1 false)
  br label %152

152:                                              ; preds = %140, %148, %142, %110
  %153 = load i32, ptr %14, align 8, !tbaa !29
  %154 = icmp eq i32 %153, -2
  br i1 %154, label %157, label %155

155:                                              ; preds = %152
  %156 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %14, ptr noundef %4, i32 noundef %105) #24
  br label %157

157:                                              ; preds = %155, %152, %96
  %158 = icmp eq ptr %10, null
  br i1 %158, label %160, label %159

159:                                              ; preds = %157
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %14, i64 24, i1 false), !tbaa.struct !32
  br label %160

160:                                              ; preds = %159, %157
  %161 = icmp eq ptr %47, %13
  br i1 %161, label %163, label %162

162:                                              ; preds = %160
  call void @free(ptr noundef %47) #24
  br label %163

163:                                              ; preds = %160, %162
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %263

164:                                              ; preds = %32, %11
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  %165 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull %15) #24
  %166 = icmp eq ptr %10, null
  br i1 %166, label %168, label %167

167:                                              ; preds = %164
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %15, i64 24, i1 false), !tbaa.struct !32
  br label %168

168:                                              ; preds = %167, %164
  %169 = icmp ne ptr %1, null
  %170 = icmp ne ptr %4, @ompi_mpi_float
  %171 = and i1 %16, %170
  %172 = and i1 %169, %171
  br i1 %172, label %173, label %175

173:                                              ; preds = %168
  %174 = ptrtoint ptr %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.20, i64 noundef %174) #27
  unreachable

175:                                              ; preds = %168
  br i1 %19, label %262, label %176

176:                                              ; preds = %175
  %177 = and i1 %16, %17
  %178 = sext i32 %2 to i64
  %179 = sext i32 %3 to i64
  %180 = mul nsw i64 %179, %178
  %181 = select i1 %177, i64 2, i64 3
  %182 = shl i64 %180, %181
  %183 = or disjoint i64 %182, 1
  %184 = call noalias ptr @malloc(i64 noundef %183) #26
  %185 = icmp sgt i32 %2, 0
  br i1 %185, label %186, label %206

186:                                              ; preds = %176
  %187 = shl nsw i64 %179, %181
  %188 = zext nneg i32 %2 to i64
  br label %189

189:                                              ; preds = %203, %186
  %190 = phi i64 [ 0, %186 ], [ %204, %203 ]
  br i1 %169, label %191, label %199

191:                                              ; preds = %189
  %192 = getelementptr inbounds nuw ptr, ptr %1, i64 %190
  %193 = load ptr, ptr %192, align 8, !tbaa !15
  %194 = icmp eq ptr %193, null
  br i1 %194, label %199, label %195

195:                                              ; preds = %191
  %196 = mul nsw i64 %190, %179
  %197 = shl i64 %196, %181
  %198 = getelementptr inbounds nuw i8, ptr %184, i64 %197
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %198, ptr nonnull align 1 %193, i64 %187, i1 false)
  br label %203

199:                                              ; preds = %191, %189
  %200 = mul nsw i64 %190, %179
  %201 = shl i64 %200, %181
  %202 = getelementptr inbounds nuw i8, ptr %184, i64 %201
  call void @llvm.memset.p0.i64(ptr align 1 %202, i8 0, i64 %187, i1 false)
  br label %203

203:                                              ; preds = %199, %195
  %204 = add nuw nsw i64 %190, 1
  %205 = icmp eq i64 %204, %188
  br i1 %205, label %206, label %189, !llvm.loop !18

206:                                              ; preds = %203, %176
  %207 = mul nsw i32 %3, %2
  %208 = load i32, ptr %15, align 8, !tbaa !29
  %209 = icmp eq i32 %208, -2
  %210 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %211 = load i32, ptr %210, align 4
  %212 = select i1 %209, i32 0, i32 %211
  %213 = call i32 @MPI_Sendrecv_replace(ptr noundef %184, i32 noundef %207, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %208, i32 noundef %212, ptr noundef %9, ptr noundef null) #24
  %214 = load i32, ptr %15, align 8, !tbaa !29
  %215 = icmp ne i32 %214, -2
  %216 = icmp ne ptr %1, null
  %217 = and i1 %216, %215
  %218 = and i1 %185, %217
  br i1 %218, label %219, label %261

219:                                              ; preds = %206
  %220 = shl nsw i64 %179, %181
  %221 = zext nneg i32 %2 to i64
  %222 = and i64 %221, 1
  %223 = icmp eq i32 %2, 1
  br i1 %223, label %251, label %224

224:                                              ; preds = %219
  %225 = and i64 %221, 2147483646
  br label %226

226:                                              ; preds = %245, %224
  %227 = phi i64 [ 0, %224 ], [ %246, %245 ]
  %228 = phi i64 [ 0, %224 ], [ %247, %245 ]
  %229 = getelementptr inbounds nuw ptr, ptr %1, i64 %227
  %230 = load ptr, ptr %229, align 8, !tbaa !15
  %231 = icmp eq ptr %230, null
  br i1 %231, label %236, label %232

232:                                              ; preds = %226
  %233 = mul nsw i64 %227, %179
  %234 = shl i64 %233, %181
  %235 = getelementptr inbounds nuw i8, ptr %184, i64 %234
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %230, ptr readonly align 1 %235, i64 %220, i1 false)
  br label %236

236:                                              ; preds = %232, %226
  %237 = or disjoint i64 %227, 1
  %238 = getelementptr inbounds nuw ptr, ptr %1, i64 %237
  %239 = load ptr, ptr %238, align 8, !tbaa !15
  %240 = icmp eq ptr %239, null
  br i1 %240, label %245, label %241

241:                                              ; preds = %236
  %242 = mul nsw i64 %237, %179
  %243 = shl i64 %242, %181
  %244 = getelementptr inbounds nuw i8, ptr %184, i64 %243
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %239, ptr readonly align 1 %244, i64 %220, i1 false)
  br label %245

245:                                              ; preds = %241, %236
  %246 = add nuw nsw i64 %227, 2
  %247 = add i64 %228, 2
  %248 = icmp eq i64 %247, %225
  br i1 %248, label %249, label %226, !llvm.loop !34

249:                                              ; preds = %245
  %250 = icmp eq i64 %222, 0
  br i1 %250, label %261, label %251

251:                                              ; preds = %249, %219
  %252 = phi i64 [ 0, %219 ], [ %246, %249 ]
  %253 = icmp ne i64 %222, 0
  call void @llvm.assume(i1 %253)
  %254 = getelementptr inbounds nuw ptr, ptr %1, i64 %252
  %255 = load ptr, ptr %254, align 8, !tbaa !15
  %256 = icmp eq ptr %255, null
  br i1 %256, label %261, label %257

257:                                              ; preds = %251
  %258 = mul nsw i64 %252, %179
  %259 = shl i64 %258, %181
  %260 = getelementptr inbounds nuw i8, ptr %184, i64 %259
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %255, ptr readonly align 1 %260, i64 %220, i1 false)
  br label %261

261:                                              ; preds = %249, %257, %251, %206
  call void @free(ptr noundef %184) #24
  br label %262

262:                                              ; preds = %175, %261
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  br label %263

263:                                              ; preds = %262, %163
  %264 = phi i32 [ %98, %163 ], [ %165, %262 ]
  ret i32 %264
}

declare i32 @MPI_Sendrecv_replace(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv_replace(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef writeonly captures(address_is_null) %8) local_unnamed_addr #6 {
  %10 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %11 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %10) #24
  %12 = icmp eq ptr %8, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false), !tbaa.struct !32
  br label %14

14:                                               ; preds = %13, %9
  %15 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %16 = load <2 x i32>, ptr %10, align 8, !tbaa !5
  store <2 x i32> %16, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  ret ptr %15
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv_replace(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #6 {
  %8 = icmp ne ptr %3, @ompi_mpi_double
  %9 = icmp eq ptr %3, @ompi_mpi_float
  %10 = xor i1 %9, true
  %11 = and i1 %8, %10
  br i1 %11, label %104, label %12

12:                                               ; preds = %7
  %13 = and i1 %8, %9
  %14 = select i1 %13, i64 4, i64 8
  %15 = sext i32 %2 to i64
  %16 = add nsw i64 %15, 1
  %17 = tail call noalias ptr @calloc(i64 noundef %16, i64 noundef %14) #28
  %18 = icmp eq ptr %1, null
  br i1 %18, label %19, label %21

19:                                               ; preds = %12
  %20 = tail call noalias ptr @calloc(i64 noundef %16, i64 noundef %14) #28
  br label %21

21:                                               ; preds = %12, %19
  %22 = phi ptr [ %20, %19 ], [ %1, %12 ]
  %23 = phi ptr [ %20, %19 ], [ null, %12 ]
  %24 = load i32, ptr %0, align 4, !tbaa !35
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !37
  %27 = tail call i32 @llvm.smax.i32(i32 %26, i32 0)
  %28 = tail call i32 @MPI_Sendrecv(ptr noundef %22, i32 noundef %2, ptr noundef %3, i32 noundef %24, i32 noundef %27, ptr noundef %17, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef null) #24
  br i1 %18, label %103, label %29

29:                                               ; preds = %21
  %30 = load i32, ptr %0, align 4, !tbaa !35
  %31 = icmp eq i32 %30, -2
  br i1 %31, label %35, label %32

32:                                               ; preds = %29
  %33 = select i1 %13, i64 2, i64 3
  %34 = shl nsw i64 %15, %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 %17, i64 %34, i1 false)
  br label %103

35:                                               ; preds = %29
  %36 = icmp sgt i32 %2, 0
  br i1 %8, label %37, label %61

37:                                               ; preds = %35
  br i1 %36, label %38, label %103

38:                                               ; preds = %37
  %39 = zext nneg i32 %2 to i64
  %40 = icmp ult i32 %2, 8
  br i1 %40, label %59, label %41

41:                                               ; preds = %38
  %42 = and i64 %39, 2147483640
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %55, %43 ]
  %45 = getelementptr inbounds nuw float, ptr %17, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 16
  %47 = load <4 x float>, ptr %45, align 4, !tbaa !19
  %48 = load <4 x float>, ptr %46, align 4, !tbaa !19
  %49 = getelementptr inbounds nuw float, ptr %1, i64 %44
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 16
  %51 = load <4 x float>, ptr %49, align 4, !tbaa !19
  %52 = load <4 x float>, ptr %50, align 4, !tbaa !19
  %53 = fadd <4 x float> %47, %51
  %54 = fadd <4 x float> %48, %52
  store <4 x float> %53, ptr %49, align 4, !tbaa !19
  store <4 x float> %54, ptr %50, align 4, !tbaa !19
  %55 = add nuw i64 %44, 8
  %56 = icmp eq i64 %55, %42
  br i1 %56, label %57, label %43, !llvm.loop !42

57:                                               ; preds = %43
  %58 = icmp eq i64 %42, %39
  br i1 %58, label %103, label %59

59:                                               ; preds = %38, %57
  %60 = phi i64 [ 0, %38 ], [ %42, %57 ]
  br label %94

61:                                               ; preds = %35
  br i1 %36, label %62, label %103

62:                                               ; preds = %61
  %63 = zext nneg i32 %2 to i64
  %64 = icmp ult i32 %2, 4
  br i1 %64, label %83, label %65

65:                                               ; preds = %62
  %66 = and i64 %63, 2147483644
  br label %67

67:                                               ; preds = %67, %65
  %68 = phi i64 [ 0, %65 ], [ %79, %67 ]
  %69 = getelementptr inbounds nuw double, ptr %17, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 16
  %71 = load <2 x double>, ptr %69, align 8, !tbaa !24
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !24
  %73 = getelementptr inbounds nuw double, ptr %1, i64 %68
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 16
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !24
  %76 = load <2 x double>, ptr %74, align 8, !tbaa !24
  %77 = fadd <2 x double> %71, %75
  %78 = fadd <2 x double> %72, %76
  store <2 x double> %77, ptr %73, align 8, !tbaa !24
  store <2 x double> %78, ptr %74, align 8, !tbaa !24
  %79 = add nuw i64 %68, 4
  %80 = icmp eq i64 %79, %66
  br i1 %80, label %81, label %67, !llvm.loop !43

81:                                               ; preds = %67
  %82 = icmp eq i64 %66, %63
  br i1 %82, label %103, label %83

83:                                               ; preds = %62, %81
  %84 = phi i64 [ 0, %62 ], [ %66, %81 ]
  br label %85

85:                                               ; preds = %83, %85
  %86 = phi i64 [ %92, %85 ], [ %84, %83 ]
  %87 = getelementptr inbounds nuw double, ptr %17, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !24
  %89 = getelementptr inbounds nuw double, ptr %1, i64 %86
  %90 = load double, ptr %89, align 8, !tbaa !24
  %91 = fadd double %88, %90
  store double %91, ptr %89, align 8, !tbaa !24
  %92 = add nuw nsw i64 %86, 1
  %93 = icmp eq i64 %92, %63
  br i1 %93, label %103, label %85, !llvm.loop !44

94:                                               ; preds = %59, %94
  %95 = phi i64 [ %101, %94 ], [ %60, %59 ]
  %96 = getelementptr inbounds nuw float, ptr %17, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !19
  %98 = getelementptr inbounds nuw float, ptr %1, i64 %95
  %99 = load float, ptr %98, align 4, !tbaa !19
  %100 = fadd float %97, %99
  store float %100, ptr %98, align 4, !tbaa !19
  %101 = add nuw nsw i64 %95, 1
  %102 = icmp eq i64 %101, %39
  br i1 %102, label %103, label %94, !llvm.loop !45

103:                                              ; preds = %85, %94, %81, %57, %61, %37, %32, %21
  tail call void @free(ptr noundef %17) #24
  tail call void @free(ptr noundef %23) #24
  br label %104

104:                                              ; preds = %103, %7
  tail call void @free(ptr noundef %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_isend(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #6 {
  %10 = icmp ne ptr %4, @ompi_mpi_double
  %11 = icmp eq ptr %4, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 %12, i32 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %106, label %15

15:                                               ; preds = %9
  %16 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %29, label %106, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = and i1 %10, %11
  %36 = select i1 %35, i64 2, i64 3
  %37 = shl i64 %34, %36
  %38 = add i64 %37, 81
  %39 = tail call noalias ptr @malloc(i64 noundef %38) #26
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
  store ptr %4, ptr %44, align 8, !tbaa !46
  %45 = getelementptr inbounds nuw i8, ptr %39, i64 68
  store i32 1, ptr %45, align 4, !tbaa !5
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
  br i1 %54, label %84, label %55

55:                                               ; preds = %50
  %56 = and i64 %52, 2147483646
  br label %57

57:                                               ; preds = %79, %55
  %58 = phi i64 [ 0, %55 ], [ %70, %79 ]
  %59 = phi i64 [ 0, %55 ], [ %80, %79 ]
  %60 = or disjoint i64 %58, 1
  %61 = mul i64 %60, %48
  %62 = getelementptr inbounds nuw i8, ptr %46, i64 %61
  br i1 %51, label %68, label %63

63:                                               ; preds = %57
  %64 = getelementptr inbounds nuw ptr, ptr %1, i64 %58
  %65 = load ptr, ptr %64, align 8, !tbaa !15
  %66 = icmp eq ptr %65, null
  br i1 %66, label %68, label %67

67:                                               ; preds = %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %62, ptr nonnull align 1 %65, i64 %48, i1 false)
  br label %69

68:                                               ; preds = %63, %57
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %62, i8 0, i64 %48, i1 false)
  br label %69

69:                                               ; preds = %68, %67
  %70 = add nuw nsw i64 %58, 2
  %71 = mul i64 %70, %48
  %72 = getelementptr inbounds nuw i8, ptr %46, i64 %71
  br i1 %51, label %78, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds nuw ptr, ptr %1, i64 %60
  %75 = load ptr, ptr %74, align 8, !tbaa !15
  %76 = icmp eq ptr %75, null
  br i1 %76, label %78, label %77

77:                                               ; preds = %73
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %72, ptr nonnull align 1 %75, i64 %48, i1 false)
  br label %79

78:                                               ; preds = %73, %69
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %72, i8 0, i64 %48, i1 false)
  br label %79

79:                                               ; preds = %78, %77
  %80 = add i64 %59, 2
  %81 = icmp eq i64 %80, %56
  br i1 %81, label %82, label %57, !llvm.loop !16

82:                                               ; preds = %79
  %83 = icmp eq i64 %53, 0
  br i1 %83, label %96, label %84

84:                                               ; preds = %82, %50
  %85 = phi i64 [ 0, %50 ], [ %70, %82 ]
  %86 = icmp ne i64 %53, 0
  tail call void @llvm.assume(i1 %86)
  %87 = add nuw nsw i64 %85, 1
  %88 = mul i64 %87, %48
  %89 = getelementptr inbounds nuw i8, ptr %46, i64 %88
  br i1 %51, label %95, label %90

90:                                               ; preds = %84
  %91 = getelementptr inbounds nuw ptr, ptr %1, i64 %85
  %92 = load ptr, ptr %91, align 8, !tbaa !15
  %93 = icmp eq ptr %92, null
  br i1 %93, label %95, label %94

94:                                               ; preds = %90
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %89, ptr nonnull align 1 %92, i64 %48, i1 false)
  br label %96

95:                                               ; preds = %90, %84
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %89, i8 0, i64 %48, i1 false)
  br label %96

96:                                               ; preds = %82, %95, %94, %30
  %97 = mul nsw i32 %3, %32
  %98 = tail call i32 @MPI_Isend(ptr noundef nonnull %46, i32 noundef %97, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %100, label %103

100:                                              ; preds = %96
  %101 = load ptr, ptr %8, align 8, !tbaa !48
  %102 = icmp eq ptr %101, @ompi_request_null
  br i1 %102, label %103, label %104

103:                                              ; preds = %100, %96
  tail call void @free(ptr noundef nonnull %39) #24
  br label %159

104:                                              ; preds = %100
  %105 = ptrtoint ptr %101 to i64
  tail call fastcc void @req_insert(i64 noundef %105, i32 noundef 0, ptr noundef nonnull %39)
  br label %159

106:                                              ; preds = %27, %9
  %107 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %108 = icmp ne ptr %1, null
  %109 = icmp ne ptr %4, @ompi_mpi_float
  %110 = and i1 %10, %109
  %111 = and i1 %108, %110
  br i1 %111, label %112, label %114

112:                                              ; preds = %106
  %113 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.20, i64 noundef %113) #27
  unreachable

114:                                              ; preds = %106
  %115 = icmp ne i32 %107, 0
  %116 = select i1 %14, i1 true, i1 %115
  br i1 %116, label %159, label %117

117:                                              ; preds = %114
  %118 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #28
  store i32 1, ptr %118, align 8, !tbaa !5
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 4
  store i32 %13, ptr %119, align 4, !tbaa !5
  %120 = getelementptr inbounds nuw i8, ptr %118, i64 8
  store i32 %3, ptr %120, align 8, !tbaa !5
  %121 = getelementptr inbounds nuw i8, ptr %118, i64 12
  store i32 %2, ptr %121, align 4, !tbaa !5
  %122 = getelementptr inbounds nuw i8, ptr %118, i64 16
  store ptr %4, ptr %122, align 8, !tbaa !46
  %123 = and i1 %10, %11
  %124 = sext i32 %2 to i64
  %125 = sext i32 %3 to i64
  %126 = mul nsw i64 %125, %124
  %127 = select i1 %123, i64 2, i64 3
  %128 = shl i64 %126, %127
  %129 = or disjoint i64 %128, 1
  %130 = tail call noalias ptr @malloc(i64 noundef %129) #26
  %131 = icmp sgt i32 %2, 0
  br i1 %131, label %132, label %152

132:                                              ; preds = %117
  %133 = shl nsw i64 %125, %127
  %134 = zext nneg i32 %2 to i64
  br label %135

135:                                              ; preds = %149, %132
  %136 = phi i64 [ 0, %132 ], [ %150, %149 ]
  br i1 %108, label %137, label %145

137:                                              ; preds = %135
  %138 = getelementptr inbounds nuw ptr, ptr %1, i64 %136
  %139 = load ptr, ptr %138, align 8, !tbaa !15
  %140 = icmp eq ptr %139, null
  br i1 %140, label %145, label %141

141:                                              ; preds = %137
  %142 = mul nsw i64 %136, %125
  %143 = shl i64 %142, %127
  %144 = getelementptr inbounds nuw i8, ptr %130, i64 %143
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %144, ptr nonnull align 1 %139, i64 %133, i1 false)
  br label %149

145:                                              ; preds = %137, %135
  %146 = mul nsw i64 %136, %125
  %147 = shl i64 %146, %127
  %148 = getelementptr inbounds nuw i8, ptr %130, i64 %147
  tail call void @llvm.memset.p0.i64(ptr align 1 %148, i8 0, i64 %133, i1 false)
  br label %149

149:                                              ; preds = %145, %141
  %150 = add nuw nsw i64 %136, 1
  %151 = icmp eq i64 %150, %134
  br i1 %151, label %152, label %135, !llvm.loop !18

152:                                              ; preds = %149, %117
  %153 = getelementptr inbounds nuw i8, ptr %118, i64 48
  store ptr %130, ptr %153, align 8, !tbaa !15
  %154 = mul nsw i32 %3, %2
  %155 = getelementptr inbounds nuw i8, ptr %118, i64 56
  %156 = tail call i32 @MPI_Isend(ptr noundef %130, i32 noundef %154, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %155) #24
  %157 = load ptr, ptr %8, align 8, !tbaa !48
  %158 = ptrtoint ptr %157 to i64
  tail call fastcc void @req_insert(i64 noundef %158, i32 noundef 0, ptr noundef nonnull %118)
  br label %159

159:                                              ; preds = %104, %103, %152, %114
  %160 = phi i32 [ 0, %152 ], [ %107, %114 ], [ %98, %103 ], [ 0, %104 ]
  ret i32 %160
}

declare i32 @MPI_Isend(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_isend(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #6 {
  %9 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #24
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
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.20, i64 noundef %22) #27
  unreachable

23:                                               ; preds = %8
  %24 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #28
  store i32 1, ptr %24, align 8, !tbaa !50
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %13, ptr %25, align 4, !tbaa !53
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %2, ptr %26, align 8, !tbaa !54
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store ptr %3, ptr %27, align 8, !tbaa !55
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 24
  store i32 %4, ptr %28, align 8, !tbaa !56
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 28
  store i32 %5, ptr %29, align 4, !tbaa !57
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 32
  store ptr %6, ptr %30, align 8, !tbaa !58
  %31 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store ptr %1, ptr %31, align 8, !tbaa !59
  %32 = load ptr, ptr %7, align 8, !tbaa !48
  %33 = ptrtoint ptr %32 to i64
  tail call fastcc void @req_insert(i64 noundef %33, i32 noundef 1, ptr noundef nonnull %24)
  br label %34

34:                                               ; preds = %17, %15, %23
  %35 = phi ptr [ %24, %23 ], [ null, %15 ], [ null, %17 ]
  ret ptr %35
}

; Function Attrs: nounwind
define void @__mpiad_rev_isend(ptr noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %174, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %5 = load i32, ptr %4, align 8, !tbaa !60
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i64 noundef 0) #27
  unreachable

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %10 = tail call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef null) #24
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %12 = load ptr, ptr %11, align 8, !tbaa !59
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %14 = load ptr, ptr %13, align 8, !tbaa !61
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !54
  %17 = icmp eq ptr %12, null
  br i1 %17, label %173, label %18

18:                                               ; preds = %8
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !53
  %21 = icmp eq i32 %20, 1
  %22 = icmp sgt i32 %16, 0
  br i1 %21, label %71, label %23

23:                                               ; preds = %18
  br i1 %22, label %24, label %173

24:                                               ; preds = %23
  %25 = zext nneg i32 %16 to i64
  %26 = icmp ult i32 %16, 8
  br i1 %26, label %52, label %27

27:                                               ; preds = %24
  %28 = shl nuw nsw i64 %25, 2
  %29 = getelementptr i8, ptr %12, i64 %28
  %30 = getelementptr i8, ptr %14, i64 %28
  %31 = icmp ult ptr %12, %30
  %32 = icmp ult ptr %14, %29
  %33 = and i1 %31, %32
  br i1 %33, label %52, label %34

34:                                               ; preds = %27
  %35 = and i64 %25, 2147483640
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %48, %36 ]
  %38 = getelementptr inbounds nuw float, ptr %14, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %40 = load <4 x float>, ptr %38, align 4, !tbaa !19, !alias.scope !62
  %41 = load <4 x float>, ptr %39, align 4, !tbaa !19, !alias.scope !62
  %42 = getelementptr inbounds nuw float, ptr %12, i64 %37
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 16
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !19, !alias.scope !65, !noalias !62
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !19, !alias.scope !65, !noalias !62
  %46 = fadd <4 x float> %40, %44
  %47 = fadd <4 x float> %41, %45
  store <4 x float> %46, ptr %42, align 4, !tbaa !19, !alias.scope !65, !noalias !62
  store <4 x float> %47, ptr %43, align 4, !tbaa !19, !alias.scope !65, !noalias !62
  %48 = add nuw i64 %37, 8
  %49 = icmp eq i64 %48, %35
  br i1 %49, label %50, label %36, !llvm.loop !67

50:                                               ; preds = %36
  %51 = icmp eq i64 %35, %25
  br i1 %51, label %173, label %52

52:                                               ; preds = %27, %24, %50
  %53 = phi i64 [ 0, %27 ], [ 0, %24 ], [ %35, %50 ]
  %54 = and i64 %25, 3
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %67, label %56

56:                                               ; preds = %52, %56
  %57 = phi i64 [ %64, %56 ], [ %53, %52 ]
  %58 = phi i64 [ %65, %56 ], [ 0, %52 ]
  %59 = getelementptr inbounds nuw float, ptr %14, i64 %57
  %60 = load float, ptr %59, align 4, !tbaa !19
  %61 = getelementptr inbounds nuw float, ptr %12, i64 %57
  %62 = load float, ptr %61, align 4, !tbaa !19
  %63 = fadd float %60, %62
  store float %63, ptr %61, align 4, !tbaa !19
  %64 = add nuw nsw i64 %57, 1
  %65 = add i64 %58, 1
  %66 = icmp eq i64 %65, %54
  br i1 %66, label %67, label %56, !llvm.loop !68

67:                                               ; preds = %56, %52
  %68 = phi i64 [ %53, %52 ], [ %64, %56 ]
  %69 = sub nsw i64 %53, %25
  %70 = icmp ugt i64 %69, -4
  br i1 %70, label %173, label %146

71:                                               ; preds = %18
  br i1 %22, label %72, label %173

72:                                               ; preds = %71
  %73 = zext nneg i32 %16 to i64
  %74 = icmp ult i32 %16, 6
  br i1 %74, label %100, label %75

75:                                               ; preds = %72
  %76 = shl nuw nsw i64 %73, 3
  %77 = getelementptr i8, ptr %12, i64 %76
  %78 = getelementptr i8, ptr %14, i64 %76
  %79 = icmp ult ptr %12, %78
  %80 = icmp ult ptr %14, %77
  %81 = and i1 %79, %80
  br i1 %81, label %100, label %82

82:                                               ; preds = %75
  %83 = and i64 %73, 2147483644
  br label %84

84:                                               ; preds = %84, %82
  %85 = phi i64 [ 0, %82 ], [ %96, %84 ]
  %86 = getelementptr inbounds nuw double, ptr %14, i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 16
  %88 = load <2 x double>, ptr %86, align 8, !tbaa !24, !alias.scope !70
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !24, !alias.scope !70
  %90 = getelementptr inbounds nuw double, ptr %12, i64 %85
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 16
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !24, !alias.scope !73, !noalias !70
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !24, !alias.scope !73, !noalias !70
  %94 = fadd <2 x double> %88, %92
  %95 = fadd <2 x double> %89, %93
  store <2 x double> %94, ptr %90, align 8, !tbaa !24, !alias.scope !73, !noalias !70
  store <2 x double> %95, ptr %91, align 8, !tbaa !24, !alias.scope !73, !noalias !70
  %96 = add nuw i64 %85, 4
  %97 = icmp eq i64 %96, %83
  br i1 %97, label %98, label %84, !llvm.loop !75

98:                                               ; preds = %84
  %99 = icmp eq i64 %83, %73
  br i1 %99, label %173, label %100

100:                                              ; preds = %75, %72, %98
  %101 = phi i64 [ 0, %75 ], [ 0, %72 ], [ %83, %98 ]
  %102 = and i64 %73, 3
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %115, label %104

104:                                              ; preds = %100, %104
  %105 = phi i64 [ %112, %104 ], [ %101, %100 ]
  %106 = phi i64 [ %113, %104 ], [ 0, %100 ]
  %107 = getelementptr inbounds nuw double, ptr %14, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !24
  %109 = getelementptr inbounds nuw double, ptr %12, i64 %105
  %110 = load double, ptr %109, align 8, !tbaa !24
  %111 = fadd double %108, %110
  store double %111, ptr %109, align 8, !tbaa !24
  %112 = add nuw nsw i64 %105, 1
  %113 = add i64 %106, 1
  %114 = icmp eq i64 %113, %102
  br i1 %114, label %115, label %104, !llvm.loop !76

115:                                              ; preds = %104, %100
  %116 = phi i64 [ %101, %100 ], [ %112, %104 ]
  %117 = sub nsw i64 %101, %73
  %118 = icmp ugt i64 %117, -4
  br i1 %118, label %173, label %119

119:                                              ; preds = %115, %119
  %120 = phi i64 [ %144, %119 ], [ %116, %115 ]
  %121 = getelementptr inbounds nuw double, ptr %14, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !24
  %123 = getelementptr inbounds nuw double, ptr %12, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !24
  %125 = fadd double %122, %124
  store double %125, ptr %123, align 8, !tbaa !24
  %126 = add nuw nsw i64 %120, 1
  %127 = getelementptr inbounds nuw double, ptr %14, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !24
  %129 = getelementptr inbounds nuw double, ptr %12, i64 %126
  %130 = load double, ptr %129, align 8, !tbaa !24
  %131 = fadd double %128, %130
  store double %131, ptr %129, align 8, !tbaa !24
  %132 = add nuw nsw i64 %120, 2
  %133 = getelementptr inbounds nuw double, ptr %14, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !24
  %135 = getelementptr inbounds nuw double, ptr %12, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !24
  %137 = fadd double %134, %136
  store double %137, ptr %135, align 8, !tbaa !24
  %138 = add nuw nsw i64 %120, 3
  %139 = getelementptr inbounds nuw double, ptr %14, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !24
  %141 = getelementptr inbounds nuw double, ptr %12, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !24
  %143 = fadd double %140, %142
  store double %143, ptr %141, align 8, !tbaa !24
  %144 = add nuw nsw i64 %120, 4
  %145 = icmp eq i64 %144, %73
  br i1 %145, label %173, label %119, !llvm.loop !77

146:                                              ; preds = %67, %146
  %147 = phi i64 [ %171, %146 ], [ %68, %67 ]
  %148 = getelementptr inbounds nuw float, ptr %14, i64 %147
  %149 = load float, ptr %148, align 4, !tbaa !19
  %150 = getelementptr inbounds nuw float, ptr %12, i64 %147
  %151 = load float, ptr %150, align 4, !tbaa !19
  %152 = fadd float %149, %151
  store float %152, ptr %150, align 4, !tbaa !19
  %153 = add nuw nsw i64 %147, 1
  %154 = getelementptr inbounds nuw float, ptr %14, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !19
  %156 = getelementptr inbounds nuw float, ptr %12, i64 %153
  %157 = load float, ptr %156, align 4, !tbaa !19
  %158 = fadd float %155, %157
  store float %158, ptr %156, align 4, !tbaa !19
  %159 = add nuw nsw i64 %147, 2
  %160 = getelementptr inbounds nuw float, ptr %14, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !19
  %162 = getelementptr inbounds nuw float, ptr %12, i64 %159
  %163 = load float, ptr %162, align 4, !tbaa !19
  %164 = fadd float %161, %163
  store float %164, ptr %162, align 4, !tbaa !19
  %165 = add nuw nsw i64 %147, 3
  %166 = getelementptr inbounds nuw float, ptr %14, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !19
  %168 = getelementptr inbounds nuw float, ptr %12, i64 %165
  %169 = load float, ptr %168, align 4, !tbaa !19
  %170 = fadd float %167, %169
  store float %170, ptr %168, align 4, !tbaa !19
  %171 = add nuw nsw i64 %147, 4
  %172 = icmp eq i64 %171, %25
  br i1 %172, label %173, label %146, !llvm.loop !78

173:                                              ; preds = %67, %146, %115, %119, %50, %98, %8, %23, %71
  tail call void @free(ptr noundef %14) #24
  tail call void @free(ptr noundef nonnull %0) #24
  br label %174

174:                                              ; preds = %1, %173
  ret void
}

declare i32 @MPI_Wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_irecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #6 {
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
  %19 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  %44 = tail call noalias ptr @malloc(i64 noundef %43) #26
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
  store ptr %4, ptr %49, align 8, !tbaa !46
  %50 = getelementptr inbounds nuw i8, ptr %44, i64 68
  store i32 1, ptr %50, align 4, !tbaa !5
  %51 = getelementptr inbounds nuw i8, ptr %44, i64 72
  store ptr %0, ptr %51, align 8, !tbaa !15
  br i1 %38, label %55, label %52

52:                                               ; preds = %30
  %53 = getelementptr inbounds nuw i8, ptr %44, i64 80
  %54 = getelementptr inbounds nuw i8, ptr %44, i64 40
  store ptr %53, ptr %54, align 8, !tbaa !79
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %53, ptr nonnull readonly align 8 %1, i64 %40, i1 false)
  br label %55

55:                                               ; preds = %52, %30
  %56 = getelementptr inbounds nuw i8, ptr %44, i64 80
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 %41
  %58 = getelementptr inbounds nuw i8, ptr %44, i64 48
  store ptr %57, ptr %58, align 8, !tbaa !15
  %59 = mul nsw i32 %3, %32
  %60 = tail call i32 @MPI_Irecv(ptr noundef nonnull %57, i32 noundef %59, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %65

62:                                               ; preds = %55
  %63 = load ptr, ptr %8, align 8, !tbaa !48
  %64 = icmp eq ptr %63, @ompi_request_null
  br i1 %64, label %65, label %66

65:                                               ; preds = %62, %55
  tail call void @free(ptr noundef nonnull %44) #24
  br label %112

66:                                               ; preds = %62
  %67 = ptrtoint ptr %63 to i64
  tail call fastcc void @req_insert(i64 noundef %67, i32 noundef 0, ptr noundef nonnull %44)
  br label %112

68:                                               ; preds = %27, %9
  %69 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %70 = icmp ne ptr %1, null
  %71 = icmp ne ptr %4, @ompi_mpi_float
  %72 = and i1 %10, %71
  %73 = and i1 %70, %72
  br i1 %73, label %74, label %76

74:                                               ; preds = %68
  %75 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.20, i64 noundef %75) #27
  unreachable

76:                                               ; preds = %68
  %77 = icmp ne i32 %69, 0
  %78 = select i1 %14, i1 true, i1 %77
  br i1 %78, label %112, label %79

79:                                               ; preds = %76
  %80 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #28
  store i32 2, ptr %80, align 8, !tbaa !5
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 4
  store i32 %13, ptr %81, align 4, !tbaa !5
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 8
  store i32 %3, ptr %82, align 8, !tbaa !5
  %83 = getelementptr inbounds nuw i8, ptr %80, i64 12
  store i32 %2, ptr %83, align 4, !tbaa !5
  %84 = getelementptr inbounds nuw i8, ptr %80, i64 16
  store ptr %4, ptr %84, align 8, !tbaa !46
  %85 = getelementptr inbounds nuw i8, ptr %80, i64 32
  store ptr %7, ptr %85, align 8, !tbaa !81
  %86 = sext i32 %3 to i64
  %87 = sext i32 %2 to i64
  %88 = mul nsw i64 %86, %87
  %89 = and i1 %10, %11
  %90 = select i1 %89, i64 2, i64 3
  %91 = shl i64 %88, %90
  %92 = or disjoint i64 %91, 1
  %93 = tail call noalias ptr @malloc(i64 noundef %92) #26
  %94 = getelementptr inbounds nuw i8, ptr %80, i64 48
  store ptr %93, ptr %94, align 8, !tbaa !15
  br i1 %70, label %95, label %99

95:                                               ; preds = %79
  %96 = shl nsw i64 %87, 3
  %97 = tail call noalias ptr @malloc(i64 noundef %96) #26
  %98 = getelementptr inbounds nuw i8, ptr %80, i64 40
  store ptr %97, ptr %98, align 8, !tbaa !79
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %97, ptr nonnull align 8 %1, i64 %96, i1 false)
  br label %99

99:                                               ; preds = %95, %79
  %100 = icmp eq i32 %5, -1
  %101 = icmp eq i32 %6, -1
  %102 = or i1 %100, %101
  br i1 %102, label %103, label %105

103:                                              ; preds = %99
  %104 = getelementptr inbounds nuw i8, ptr %80, i64 64
  store i32 1, ptr %104, align 8, !tbaa !5
  br label %109

105:                                              ; preds = %99
  %106 = mul nsw i32 %3, %2
  %107 = getelementptr inbounds nuw i8, ptr %80, i64 56
  %108 = tail call i32 @MPI_Irecv(ptr noundef %93, i32 noundef %106, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %107) #24
  br label %109

109:                                              ; preds = %105, %103
  %110 = load ptr, ptr %8, align 8, !tbaa !48
  %111 = ptrtoint ptr %110 to i64
  tail call fastcc void @req_insert(i64 noundef %111, i32 noundef 0, ptr noundef nonnull %80)
  br label %112

112:                                              ; preds = %66, %65, %109, %76
  %113 = phi i32 [ 0, %109 ], [ %69, %76 ], [ %60, %65 ], [ 0, %66 ]
  ret i32 %113
}

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_irecv(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #6 {
  %9 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #24
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
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.20, i64 noundef %22) #27
  unreachable

23:                                               ; preds = %8
  %24 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #28
  store i32 2, ptr %24, align 8, !tbaa !50
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %13, ptr %25, align 4, !tbaa !53
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %2, ptr %26, align 8, !tbaa !54
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store ptr %3, ptr %27, align 8, !tbaa !55
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 24
  store i32 %4, ptr %28, align 8, !tbaa !56
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 28
  store i32 %5, ptr %29, align 4, !tbaa !57
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 32
  store ptr %6, ptr %30, align 8, !tbaa !58
  %31 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store ptr %1, ptr %31, align 8, !tbaa !59
  %32 = load ptr, ptr %7, align 8, !tbaa !48
  %33 = ptrtoint ptr %32 to i64
  tail call fastcc void @req_insert(i64 noundef %33, i32 noundef 1, ptr noundef nonnull %24)
  br label %34

34:                                               ; preds = %17, %15, %23
  %35 = phi ptr [ %24, %23 ], [ null, %15 ], [ null, %17 ]
  ret ptr %35
}

; Function Attrs: nounwind
define void @__mpiad_rev_irecv(ptr noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %5 = load i32, ptr %4, align 8, !tbaa !60
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.7, i64 noundef 0) #27
  unreachable

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %10 = tail call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef null) #24
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %12 = load i32, ptr %11, align 8, !tbaa !56
  %13 = icmp eq i32 %12, -2
  br i1 %13, label %27, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %16 = load ptr, ptr %15, align 8, !tbaa !59
  %17 = icmp eq ptr %16, null
  br i1 %17, label %27, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !54
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !53
  %23 = sext i32 %20 to i64
  %24 = icmp eq i32 %22, 2
  %25 = select i1 %24, i64 2, i64 3
  %26 = shl nsw i64 %23, %25
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %16, i8 0, i64 %26, i1 false)
  br label %27

27:                                               ; preds = %18, %14, %8
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %29 = load ptr, ptr %28, align 8, !tbaa !61
  tail call void @free(ptr noundef %29) #24
  tail call void @free(ptr noundef nonnull %0) #24
  br label %30

30:                                               ; preds = %1, %27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_wait(ptr noundef %0, ptr noundef writeonly captures(address_is_null) %1) local_unnamed_addr #6 {
  %3 = alloca %struct.ompi_status_public_t, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !48
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #24
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #24
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !32
  br label %12

12:                                               ; preds = %11, %9
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #24
  ret i32 %5
}

; Function Attrs: nounwind
define internal fastcc void @fwd_complete(ptr noundef %0, ptr noundef %1) unnamed_addr #6 {
  %3 = alloca i32, align 4
  %4 = icmp eq ptr %0, null
  br i1 %4, label %181, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %88, label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %0, align 8, !tbaa !5
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %87

12:                                               ; preds = %9
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %16 = load ptr, ptr %15, align 8, !tbaa !79
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !46
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = load i32, ptr %1, align 8, !tbaa !29
  %24 = icmp eq i32 %23, -2
  br i1 %24, label %87, label %25

25:                                               ; preds = %12
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %27 = load i32, ptr %26, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #24
  store i32 0, ptr %3, align 4, !tbaa !5
  %28 = call i32 @MPI_Get_count(ptr noundef nonnull %1, ptr noundef %20, ptr noundef nonnull %3) #24
  %29 = load i32, ptr %3, align 4, !tbaa !5
  %30 = call i32 @llvm.smax.i32(i32 %29, i32 0)
  %31 = add nsw i32 %18, 1
  %32 = sdiv i32 %30, %31
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #24
  %33 = icmp eq i32 %27, 2
  %34 = sext i32 %32 to i64
  %35 = select i1 %33, i64 2, i64 3
  %36 = shl nsw i64 %34, %35
  %37 = icmp eq ptr %14, null
  br i1 %37, label %39, label %38

38:                                               ; preds = %25
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %14, ptr readonly align 1 %22, i64 %36, i1 false)
  br label %39

39:                                               ; preds = %38, %25
  %40 = icmp ne ptr %16, null
  %41 = icmp sgt i32 %18, 0
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %82

43:                                               ; preds = %39
  %44 = zext nneg i32 %18 to i64
  %45 = and i64 %44, 1
  %46 = icmp eq i32 %18, 1
  br i1 %46, label %72, label %47

47:                                               ; preds = %43
  %48 = and i64 %44, 2147483646
  br label %49

49:                                               ; preds = %67, %47
  %50 = phi i64 [ 0, %47 ], [ %63, %67 ]
  %51 = phi i64 [ 0, %47 ], [ %68, %67 ]
  %52 = getelementptr inbounds nuw ptr, ptr %16, i64 %50
  %53 = load ptr, ptr %52, align 8, !tbaa !15
  %54 = icmp eq ptr %53, null
  %55 = or disjoint i64 %50, 1
  br i1 %54, label %59, label %56

56:                                               ; preds = %49
  %57 = mul i64 %55, %36
  %58 = getelementptr inbounds nuw i8, ptr %22, i64 %57
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %53, ptr readonly align 1 %58, i64 %36, i1 false)
  br label %59

59:                                               ; preds = %56, %49
  %60 = getelementptr inbounds nuw ptr, ptr %16, i64 %55
  %61 = load ptr, ptr %60, align 8, !tbaa !15
  %62 = icmp eq ptr %61, null
  %63 = add nuw nsw i64 %50, 2
  br i1 %62, label %67, label %64

64:                                               ; preds = %59
  %65 = mul i64 %63, %36
  %66 = getelementptr inbounds nuw i8, ptr %22, i64 %65
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %61, ptr readonly align 1 %66, i64 %36, i1 false)
  br label %67

67:                                               ; preds = %64, %59
  %68 = add i64 %51, 2
  %69 = icmp eq i64 %68, %48
  br i1 %69, label %70, label %49, !llvm.loop !31

70:                                               ; preds = %67
  %71 = icmp eq i64 %45, 0
  br i1 %71, label %82, label %72

72:                                               ; preds = %70, %43
  %73 = phi i64 [ 0, %43 ], [ %63, %70 ]
  %74 = icmp ne i64 %45, 0
  call void @llvm.assume(i1 %74)
  %75 = getelementptr inbounds nuw ptr, ptr %16, i64 %73
  %76 = load ptr, ptr %75, align 8, !tbaa !15
  %77 = icmp eq ptr %76, null
  br i1 %77, label %82, label %78

78:                                               ; preds = %72
  %79 = add nuw nsw i64 %73, 1
  %80 = mul i64 %79, %36
  %81 = getelementptr inbounds nuw i8, ptr %22, i64 %80
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %76, ptr readonly align 1 %81, i64 %36, i1 false)
  br label %82

82:                                               ; preds = %70, %78, %72, %39
  %83 = load i32, ptr %1, align 8, !tbaa !29
  %84 = icmp eq i32 %83, -2
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %1, ptr noundef %20, i32 noundef %32) #24
  br label %87

87:                                               ; preds = %9, %12, %82, %85
  call void @free(ptr noundef nonnull %0) #24
  br label %181

88:                                               ; preds = %5
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %90 = load i32, ptr %89, align 8, !tbaa !5
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %108, label %92

92:                                               ; preds = %88
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %94 = load ptr, ptr %93, align 8, !tbaa !15
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %96 = load i32, ptr %95, align 8, !tbaa !5
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = mul nsw i32 %98, %96
  %100 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %101 = load ptr, ptr %100, align 8, !tbaa !46
  %102 = load i32, ptr %1, align 8, !tbaa !29
  %103 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %104 = load i32, ptr %103, align 4, !tbaa !33
  %105 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %106 = load ptr, ptr %105, align 8, !tbaa !81
  %107 = tail call i32 @MPI_Recv(ptr noundef %94, i32 noundef %99, ptr noundef %101, i32 noundef %102, i32 noundef %104, ptr noundef %106, ptr noundef null) #24
  br label %111

108:                                              ; preds = %88
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %110 = tail call i32 @MPI_Wait(ptr noundef nonnull %109, ptr noundef null) #24
  br label %111

111:                                              ; preds = %108, %92
  %112 = load i32, ptr %0, align 8, !tbaa !5
  %113 = icmp eq i32 %112, 2
  br i1 %113, label %114, label %176

114:                                              ; preds = %111
  %115 = load i32, ptr %1, align 8, !tbaa !29
  %116 = icmp eq i32 %115, -2
  br i1 %116, label %176, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %119 = load ptr, ptr %118, align 8, !tbaa !79
  %120 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %121 = load i32, ptr %120, align 4, !tbaa !5
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %123 = load ptr, ptr %122, align 8, !tbaa !15
  %124 = icmp ne ptr %119, null
  %125 = icmp sgt i32 %121, 0
  %126 = and i1 %124, %125
  br i1 %126, label %127, label %176

127:                                              ; preds = %117
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %129 = load i32, ptr %128, align 8, !tbaa !5
  %130 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = icmp eq i32 %131, 2
  %133 = sext i32 %129 to i64
  %134 = select i1 %132, i64 2, i64 3
  %135 = shl nsw i64 %133, %134
  %136 = zext nneg i32 %121 to i64
  %137 = and i64 %136, 1
  %138 = icmp eq i32 %121, 1
  br i1 %138, label %166, label %139

139:                                              ; preds = %127
  %140 = and i64 %136, 2147483646
  br label %141

141:                                              ; preds = %160, %139
  %142 = phi i64 [ 0, %139 ], [ %161, %160 ]
  %143 = phi i64 [ 0, %139 ], [ %162, %160 ]
  %144 = getelementptr inbounds nuw ptr, ptr %119, i64 %142
  %145 = load ptr, ptr %144, align 8, !tbaa !15
  %146 = icmp eq ptr %145, null
  br i1 %146, label %151, label %147

147:                                              ; preds = %141
  %148 = mul nsw i64 %142, %133
  %149 = shl i64 %148, %134
  %150 = getelementptr inbounds nuw i8, ptr %123, i64 %149
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %145, ptr readonly align 1 %150, i64 %135, i1 false)
  br label %151

151:                                              ; preds = %147, %141
  %152 = or disjoint i64 %142, 1
  %153 = getelementptr inbounds nuw ptr, ptr %119, i64 %152
  %154 = load ptr, ptr %153, align 8, !tbaa !15
  %155 = icmp eq ptr %154, null
  br i1 %155, label %160, label %156

156:                                              ; preds = %151
  %157 = mul nsw i64 %152, %133
  %158 = shl i64 %157, %134
  %159 = getelementptr inbounds nuw i8, ptr %123, i64 %158
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %154, ptr readonly align 1 %159, i64 %135, i1 false)
  br label %160

160:                                              ; preds = %156, %151
  %161 = add nuw nsw i64 %142, 2
  %162 = add i64 %143, 2
  %163 = icmp eq i64 %162, %140
  br i1 %163, label %164, label %141, !llvm.loop !34

164:                                              ; preds = %160
  %165 = icmp eq i64 %137, 0
  br i1 %165, label %176, label %166

166:                                              ; preds = %164, %127
  %167 = phi i64 [ 0, %127 ], [ %161, %164 ]
  %168 = icmp ne i64 %137, 0
  tail call void @llvm.assume(i1 %168)
  %169 = getelementptr inbounds nuw ptr, ptr %119, i64 %167
  %170 = load ptr, ptr %169, align 8, !tbaa !15
  %171 = icmp eq ptr %170, null
  br i1 %171, label %176, label %172

172:                                              ; preds = %166
  %173 = mul nsw i64 %167, %133
  %174 = shl i64 %173, %134
  %175 = getelementptr inbounds nuw i8, ptr %123, i64 %174
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %170, ptr readonly align 1 %175, i64 %135, i1 false)
  br label %176

176:                                              ; preds = %164, %172, %166, %117, %114, %111
  %177 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %178 = load ptr, ptr %177, align 8, !tbaa !15
  tail call void @free(ptr noundef %178) #24
  %179 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %180 = load ptr, ptr %179, align 8, !tbaa !79
  tail call void @free(ptr noundef %180) #24
  tail call void @free(ptr noundef %0) #24
  br label %181

181:                                              ; preds = %2, %176, %87
  ret void
}

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc ptr @req_take(i32 noundef range(i32 0, 2) %0, ptr noundef %1) unnamed_addr #12 {
  %3 = load i64, ptr @req_cap, align 8, !tbaa !12
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %67, label %5

5:                                                ; preds = %2
  %6 = ptrtoint ptr %1 to i64
  %7 = mul i64 %6, -7046029254386353131
  %8 = urem i64 %7, %3
  %9 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %10 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %8
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !82
  %13 = icmp eq ptr %12, null
  br i1 %13, label %67, label %14

14:                                               ; preds = %5, %60
  %15 = phi ptr [ %65, %60 ], [ %12, %5 ]
  %16 = phi ptr [ %63, %60 ], [ %10, %5 ]
  %17 = phi i64 [ %62, %60 ], [ %8, %5 ]
  %18 = load i64, ptr %16, align 8, !tbaa !85
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %20, label %60

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !86
  %23 = icmp eq i32 %22, %0
  br i1 %23, label %24, label %60

24:                                               ; preds = %20
  %25 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %26 = zext nneg i32 %0 to i64
  %27 = getelementptr inbounds nuw i64, ptr @req_count, i64 %26
  %28 = load i64, ptr %27, align 8, !tbaa !12
  %29 = add nsw i64 %28, -1
  store i64 %29, ptr %27, align 8, !tbaa !12
  %30 = load i64, ptr @req_used, align 8, !tbaa !12
  %31 = add nsw i64 %30, -1
  store i64 %31, ptr @req_used, align 8, !tbaa !12
  store ptr null, ptr %25, align 8, !tbaa !82
  %32 = add nsw i64 %17, 1
  %33 = srem i64 %32, %3
  %34 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !82
  %37 = icmp eq ptr %36, null
  br i1 %37, label %67, label %38

38:                                               ; preds = %24, %38
  %39 = phi ptr [ %58, %38 ], [ %36, %24 ]
  %40 = phi ptr [ %57, %38 ], [ %35, %24 ]
  %41 = phi ptr [ %56, %38 ], [ %34, %24 ]
  %42 = phi i64 [ %54, %38 ], [ %33, %24 ]
  %43 = load i64, ptr %41, align 8, !tbaa !87
  %44 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %45 = load i32, ptr %44, align 8, !tbaa !5
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i64, ptr @req_count, i64 %46
  %48 = load i64, ptr %47, align 8, !tbaa !12
  %49 = add nsw i64 %48, -1
  store i64 %49, ptr %47, align 8, !tbaa !12
  %50 = load i64, ptr @req_used, align 8, !tbaa !12
  %51 = add nsw i64 %50, -1
  store i64 %51, ptr @req_used, align 8, !tbaa !12
  store ptr null, ptr %40, align 8, !tbaa !82
  tail call fastcc void @req_insert(i64 noundef %43, i32 noundef %45, ptr noundef nonnull %39)
  %52 = add nsw i64 %42, 1
  %53 = load i64, ptr @req_cap, align 8, !tbaa !12
  %54 = srem i64 %52, %53
  %55 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %56 = getelementptr inbounds %struct.req_slot, ptr %55, i64 %54
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !82
  %59 = icmp eq ptr %58, null
  br i1 %59, label %67, label %38, !llvm.loop !88

60:                                               ; preds = %20, %14
  %61 = add nsw i64 %17, 1
  %62 = srem i64 %61, %3
  %63 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !82
  %66 = icmp eq ptr %65, null
  br i1 %66, label %67, label %14, !llvm.loop !89

67:                                               ; preds = %60, %38, %5, %24, %2
  %68 = phi ptr [ null, %2 ], [ %15, %24 ], [ null, %5 ], [ %15, %38 ], [ null, %60 ]
  ret ptr %68
}

; Function Attrs: nounwind
define ptr @__mpiad_aug_wait(ptr noundef %0, ptr noundef writeonly captures(address_is_null) %1) local_unnamed_addr #6 {
  %3 = alloca %struct.ompi_status_public_t, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !48
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #24
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #24
  %6 = icmp eq ptr %1, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !32
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq ptr %4, @ompi_request_null
  br i1 %9, label %21, label %10

10:                                               ; preds = %8
  %11 = call fastcc ptr @req_take(i32 noundef 1, ptr noundef %4)
  %12 = icmp eq ptr %11, null
  br i1 %12, label %21, label %13

13:                                               ; preds = %10
  %14 = load i32, ptr %11, align 8, !tbaa !50
  %15 = icmp eq i32 %14, 2
  br i1 %15, label %16, label %19

16:                                               ; preds = %13
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %18 = load <2 x i32>, ptr %3, align 8, !tbaa !5
  store <2 x i32> %18, ptr %17, align 8, !tbaa !5
  br label %19

19:                                               ; preds = %16, %13
  %20 = getelementptr inbounds nuw i8, ptr %11, i64 64
  store i32 1, ptr %20, align 8, !tbaa !60
  br label %21

21:                                               ; preds = %19, %10, %8
  %22 = phi ptr [ null, %8 ], [ null, %10 ], [ %11, %19 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #24
  ret ptr %22
}

; Function Attrs: nounwind
define void @__mpiad_rev_wait(ptr noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %49, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !54
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !53
  %9 = icmp eq i32 %8, 2
  %10 = select i1 %9, i64 2, i64 3
  %11 = shl nsw i64 %6, %10
  %12 = load i32, ptr %0, align 8, !tbaa !50
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %28

14:                                               ; preds = %3
  %15 = or disjoint i64 %11, 1
  %16 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %15) #28
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %16, ptr %17, align 8, !tbaa !61
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !55
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %21 = load i32, ptr %20, align 8, !tbaa !56
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %23 = load i32, ptr %22, align 4, !tbaa !57
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %25 = load ptr, ptr %24, align 8, !tbaa !58
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %27 = tail call i32 @MPI_Irecv(ptr noundef %16, i32 noundef %5, ptr noundef %19, i32 noundef %21, i32 noundef %23, ptr noundef %25, ptr noundef nonnull %26) #24
  br label %49

28:                                               ; preds = %3
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !59
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = or disjoint i64 %11, 1
  %34 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %33) #28
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %34, ptr %35, align 8, !tbaa !61
  br label %36

36:                                               ; preds = %28, %32
  %37 = phi ptr [ %34, %32 ], [ %30, %28 ]
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !55
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %41 = load i32, ptr %40, align 8, !tbaa !56
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %43 = load i32, ptr %42, align 4, !tbaa !57
  %44 = tail call i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %46 = load ptr, ptr %45, align 8, !tbaa !58
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %48 = tail call i32 @MPI_Isend(ptr noundef %37, i32 noundef %5, ptr noundef %39, i32 noundef %41, i32 noundef %44, ptr noundef %46, ptr noundef nonnull %47) #24
  br label %49

49:                                               ; preds = %14, %36, %1
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #6 {
  %4 = alloca %struct.ompi_status_public_t, align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !48
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #24
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !32
  br label %16

16:                                               ; preds = %15, %13
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  ret i32 %6
}

declare i32 @MPI_Test(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define ptr @__mpiad_aug_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #6 {
  %4 = alloca %struct.ompi_status_public_t, align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !48
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #24
  %7 = icmp eq ptr %2, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !32
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  %12 = icmp eq ptr %5, @ompi_request_null
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %25, label %14

14:                                               ; preds = %9
  %15 = call fastcc ptr @req_take(i32 noundef 1, ptr noundef %5)
  %16 = icmp eq ptr %15, null
  br i1 %16, label %25, label %17

17:                                               ; preds = %14
  %18 = load i32, ptr %15, align 8, !tbaa !50
  %19 = icmp eq i32 %18, 2
  br i1 %19, label %20, label %23

20:                                               ; preds = %17
  %21 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %22 = load <2 x i32>, ptr %4, align 8, !tbaa !5
  store <2 x i32> %22, ptr %21, align 8, !tbaa !5
  br label %23

23:                                               ; preds = %20, %17
  %24 = getelementptr inbounds nuw i8, ptr %15, i64 64
  store i32 1, ptr %24, align 8, !tbaa !60
  br label %25

25:                                               ; preds = %23, %14, %9
  %26 = phi ptr [ null, %9 ], [ null, %14 ], [ %15, %23 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  ret ptr %26
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #6 {
  %5 = alloca %struct.ompi_status_public_t, align 8
  %6 = add nsw i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %1, i64 %11, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %12 = call i32 @MPI_Waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5) #24
  %13 = load i32, ptr %2, align 4, !tbaa !5
  %14 = icmp eq i32 %13, -32766
  br i1 %14, label %22, label %15

15:                                               ; preds = %4
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds ptr, ptr %9, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !48
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !32
  br label %25

25:                                               ; preds = %24, %22
  call void @free(ptr noundef %9) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret i32 %12
}

declare i32 @MPI_Waitany(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #6 {
  %6 = alloca %struct.ompi_status_public_t, align 8
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %1, i64 %12, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  %13 = call i32 @MPI_Testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %6) #24
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
  %22 = load ptr, ptr %21, align 8, !tbaa !48
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !32
  br label %33

33:                                               ; preds = %5, %32, %28
  call void @free(ptr noundef %10) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  ret i32 %13
}

declare i32 @MPI_Testany(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define ptr @__mpiad_aug_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #6 {
  %5 = alloca %struct.ompi_status_public_t, align 8
  %6 = add nsw i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %1, i64 %11, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %12 = call i32 @MPI_Waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5) #24
  %13 = icmp eq ptr %3, null
  br i1 %13, label %15, label %14

14:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !32
  br label %15

15:                                               ; preds = %14, %4
  %16 = load i32, ptr %2, align 4, !tbaa !5
  %17 = icmp eq i32 %16, -32766
  br i1 %17, label %34, label %18

18:                                               ; preds = %15
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds ptr, ptr %9, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !48
  %22 = icmp eq ptr %21, @ompi_request_null
  br i1 %22, label %34, label %23

23:                                               ; preds = %18
  %24 = call fastcc ptr @req_take(i32 noundef 1, ptr noundef %21)
  %25 = icmp eq ptr %24, null
  br i1 %25, label %34, label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %24, align 8, !tbaa !50
  %28 = icmp eq i32 %27, 2
  br i1 %28, label %29, label %32

29:                                               ; preds = %26
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 24
  %31 = load <2 x i32>, ptr %5, align 8, !tbaa !5
  store <2 x i32> %31, ptr %30, align 8, !tbaa !5
  br label %32

32:                                               ; preds = %29, %26
  %33 = getelementptr inbounds nuw i8, ptr %24, i64 64
  store i32 1, ptr %33, align 8, !tbaa !60
  br label %34

34:                                               ; preds = %32, %23, %18, %15
  %35 = phi ptr [ null, %15 ], [ null, %18 ], [ null, %23 ], [ %24, %32 ]
  call void @free(ptr noundef %9) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret ptr %35
}

; Function Attrs: nounwind
define ptr @__mpiad_aug_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #6 {
  %6 = alloca %struct.ompi_status_public_t, align 8
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %1, i64 %12, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  %13 = call i32 @MPI_Testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %6) #24
  %14 = load i32, ptr %3, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = icmp ne ptr %4, null
  %17 = and i1 %16, %15
  br i1 %17, label %18, label %20

18:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !32
  %19 = load i32, ptr %3, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %18, %5
  %21 = phi i32 [ %19, %18 ], [ %14, %5 ]
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %42, label %23

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4, !tbaa !5
  %25 = icmp eq i32 %24, -32766
  br i1 %25, label %42, label %26

26:                                               ; preds = %23
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds ptr, ptr %10, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !48
  %30 = icmp eq ptr %29, @ompi_request_null
  br i1 %30, label %42, label %31

31:                                               ; preds = %26
  %32 = call fastcc ptr @req_take(i32 noundef 1, ptr noundef %29)
  %33 = icmp eq ptr %32, null
  br i1 %33, label %42, label %34

34:                                               ; preds = %31
  %35 = load i32, ptr %32, align 8, !tbaa !50
  %36 = icmp eq i32 %35, 2
  br i1 %36, label %37, label %40

37:                                               ; preds = %34
  %38 = getelementptr inbounds nuw i8, ptr %32, i64 24
  %39 = load <2 x i32>, ptr %6, align 8, !tbaa !5
  store <2 x i32> %39, ptr %38, align 8, !tbaa !5
  br label %40

40:                                               ; preds = %37, %34
  %41 = getelementptr inbounds nuw i8, ptr %32, i64 64
  store i32 1, ptr %41, align 8, !tbaa !60
  br label %42

42:                                               ; preds = %40, %31, %26, %23, %20
  %43 = phi ptr [ null, %20 ], [ null, %26 ], [ null, %23 ], [ null, %31 ], [ %32, %40 ]
  call void @free(ptr noundef %10) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  ret ptr %43
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #6 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %8 = mul nsw i64 %5, 24
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #24
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = icmp eq ptr %2, null
  %16 = zext nneg i32 %0 to i64
  br label %18

17:                                               ; preds = %30, %3
  tail call void @free(ptr noundef %7) #24
  tail call void @free(ptr noundef %9) #24
  ret i32 %12

18:                                               ; preds = %14, %30
  %19 = phi i64 [ 0, %14 ], [ %31, %30 ]
  %20 = getelementptr inbounds nuw ptr, ptr %7, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !48
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %28, ptr noundef nonnull align 8 dereferenceable(24) %29, i64 24, i1 false), !tbaa.struct !32
  br label %30

30:                                               ; preds = %26, %27
  %31 = add nuw nsw i64 %19, 1
  %32 = icmp eq i64 %31, %16
  br i1 %32, label %17, label %18, !llvm.loop !90
}

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #6 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %8 = mul nsw i64 %5, 24
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #24
  %13 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %14 = inttoptr i64 %10 to ptr
  store ptr %14, ptr %13, align 8, !tbaa !15
  %15 = icmp sgt i32 %0, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %3
  %17 = icmp eq ptr %2, null
  %18 = zext nneg i32 %0 to i64
  br label %20

19:                                               ; preds = %41, %3
  tail call void @free(ptr noundef %7) #24
  tail call void @free(ptr noundef %9) #24
  ret ptr %13

20:                                               ; preds = %16, %41
  %21 = phi i64 [ 0, %16 ], [ %43, %41 ]
  br i1 %17, label %25, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %2, i64 %21
  %24 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %24, i64 24, i1 false), !tbaa.struct !32
  br label %25

25:                                               ; preds = %22, %20
  %26 = getelementptr inbounds nuw ptr, ptr %7, i64 %21
  %27 = load ptr, ptr %26, align 8, !tbaa !48
  %28 = icmp eq ptr %27, @ompi_request_null
  br i1 %28, label %41, label %29

29:                                               ; preds = %25
  %30 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %27)
  %31 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %21
  %32 = icmp eq ptr %30, null
  br i1 %32, label %41, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 8, !tbaa !50
  %35 = icmp eq i32 %34, 2
  br i1 %35, label %36, label %39

36:                                               ; preds = %33
  %37 = getelementptr inbounds nuw i8, ptr %30, i64 24
  %38 = load <2 x i32>, ptr %31, align 8, !tbaa !5
  store <2 x i32> %38, ptr %37, align 8, !tbaa !5
  br label %39

39:                                               ; preds = %36, %33
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 64
  store i32 1, ptr %40, align 8, !tbaa !60
  br label %41

41:                                               ; preds = %25, %29, %39
  %42 = phi ptr [ %30, %39 ], [ null, %29 ], [ null, %25 ]
  %43 = add nuw nsw i64 %21, 1
  %44 = getelementptr inbounds nuw ptr, ptr %13, i64 %43
  store ptr %42, ptr %44, align 8, !tbaa !15
  %45 = icmp eq i64 %43, %18
  br i1 %45, label %19, label %20, !llvm.loop !91
}

; Function Attrs: nounwind
define void @__mpiad_rev_waitall(ptr noundef captures(address_is_null) %0) local_unnamed_addr #6 {
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
  tail call void @free(ptr noundef nonnull %0) #24
  br label %17

11:                                               ; preds = %8, %11
  %12 = phi i64 [ %9, %8 ], [ %13, %11 ]
  %13 = add nsw i64 %12, -1
  %14 = getelementptr inbounds nuw ptr, ptr %0, i64 %12
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  tail call void @__mpiad_rev_wait(ptr noundef %15)
  %16 = icmp samesign ugt i64 %12, 1
  br i1 %16, label %11, label %10, !llvm.loop !92

17:                                               ; preds = %1, %10
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #6 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %9 = mul nsw i64 %6, 24
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #24
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
  %24 = load ptr, ptr %23, align 8, !tbaa !48
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %31, ptr noundef nonnull align 8 dereferenceable(24) %32, i64 24, i1 false), !tbaa.struct !32
  br label %33

33:                                               ; preds = %29, %30
  %34 = add nuw nsw i64 %22, 1
  %35 = icmp eq i64 %34, %20
  br i1 %35, label %36, label %21, !llvm.loop !93

36:                                               ; preds = %33, %4
  tail call void @free(ptr noundef %8) #24
  tail call void @free(ptr noundef %10) #24
  ret i32 %13
}

declare i32 @MPI_Testall(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #6 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %9 = mul nsw i64 %6, 24
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #24
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %49, label %16

16:                                               ; preds = %4
  %17 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %18 = inttoptr i64 %11 to ptr
  store ptr %18, ptr %17, align 8, !tbaa !15
  %19 = icmp sgt i32 %0, 0
  br i1 %19, label %20, label %49

20:                                               ; preds = %16
  %21 = icmp eq ptr %3, null
  %22 = zext nneg i32 %0 to i64
  br label %23

23:                                               ; preds = %20, %44
  %24 = phi i64 [ 0, %20 ], [ %46, %44 ]
  br i1 %21, label %28, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %3, i64 %24
  %27 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %26, ptr noundef nonnull align 8 dereferenceable(24) %27, i64 24, i1 false), !tbaa.struct !32
  br label %28

28:                                               ; preds = %25, %23
  %29 = getelementptr inbounds nuw ptr, ptr %8, i64 %24
  %30 = load ptr, ptr %29, align 8, !tbaa !48
  %31 = icmp eq ptr %30, @ompi_request_null
  br i1 %31, label %44, label %32

32:                                               ; preds = %28
  %33 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %30)
  %34 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %24
  %35 = icmp eq ptr %33, null
  br i1 %35, label %44, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 8, !tbaa !50
  %38 = icmp eq i32 %37, 2
  br i1 %38, label %39, label %42

39:                                               ; preds = %36
  %40 = getelementptr inbounds nuw i8, ptr %33, i64 24
  %41 = load <2 x i32>, ptr %34, align 8, !tbaa !5
  store <2 x i32> %41, ptr %40, align 8, !tbaa !5
  br label %42

42:                                               ; preds = %39, %36
  %43 = getelementptr inbounds nuw i8, ptr %33, i64 64
  store i32 1, ptr %43, align 8, !tbaa !60
  br label %44

44:                                               ; preds = %28, %32, %42
  %45 = phi ptr [ %33, %42 ], [ null, %32 ], [ null, %28 ]
  %46 = add nuw nsw i64 %24, 1
  %47 = getelementptr inbounds nuw ptr, ptr %17, i64 %46
  store ptr %45, ptr %47, align 8, !tbaa !15
  %48 = icmp eq i64 %46, %22
  br i1 %48, label %49, label %23, !llvm.loop !94

49:                                               ; preds = %44, %16, %4
  %50 = phi ptr [ null, %4 ], [ %17, %16 ], [ %17, %44 ]
  tail call void @free(ptr noundef %8) #24
  tail call void @free(ptr noundef %10) #24
  ret ptr %50
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #6 {
  %6 = tail call fastcc i32 @fwd_some(i32 noundef 0, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret i32 %6
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_some(i32 noundef range(i32 0, 2) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef writeonly captures(address_is_null) %5) unnamed_addr #6 {
  %7 = add nsw i32 %1, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = mul nsw i64 %8, 24
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #26
  %13 = sext i32 %1 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %2, i64 %14, i1 false)
  %15 = icmp eq i32 %0, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %6
  %17 = tail call i32 @MPI_Testsome(i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %12) #24
  br label %20

18:                                               ; preds = %6
  %19 = tail call i32 @MPI_Waitsome(i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %12) #24
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
  %32 = load ptr, ptr %31, align 8, !tbaa !48
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %39, ptr noundef nonnull align 8 dereferenceable(24) %40, i64 24, i1 false), !tbaa.struct !32
  br label %41

41:                                               ; preds = %38, %37
  %42 = add nuw nsw i64 %27, 1
  %43 = load i32, ptr %3, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = icmp slt i64 %42, %44
  br i1 %45, label %26, label %46, !llvm.loop !95

46:                                               ; preds = %41, %20
  tail call void @free(ptr noundef %10) #24
  tail call void @free(ptr noundef %12) #24
  ret i32 %21
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #6 {
  %6 = tail call fastcc i32 @fwd_some(i32 noundef 1, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret i32 %6
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #6 {
  %6 = tail call fastcc ptr @aug_some(i32 noundef 0, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret ptr %6
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_some(i32 noundef range(i32 0, 2) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef writeonly captures(address_is_null) %5) unnamed_addr #6 {
  %7 = add nsw i32 %1, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = mul nsw i64 %8, 24
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #26
  %13 = sext i32 %1 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %2, i64 %14, i1 false)
  %15 = icmp eq i32 %0, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %6
  %17 = tail call i32 @MPI_Testsome(i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %12) #24
  br label %20

18:                                               ; preds = %6
  %19 = tail call i32 @MPI_Waitsome(i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %12) #24
  br label %20

20:                                               ; preds = %18, %16
  %21 = load i32, ptr %3, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %62

23:                                               ; preds = %20
  %24 = add nuw nsw i32 %21, 1
  %25 = zext nneg i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 3
  %27 = tail call noalias ptr @malloc(i64 noundef %26) #26
  %28 = zext nneg i32 %21 to i64
  %29 = inttoptr i64 %28 to ptr
  store ptr %29, ptr %27, align 8, !tbaa !15
  %30 = icmp eq ptr %5, null
  br label %31

31:                                               ; preds = %23, %55
  %32 = phi i64 [ 0, %23 ], [ %57, %55 ]
  %33 = getelementptr inbounds nuw i32, ptr %4, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  br i1 %30, label %38, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %5, i64 %32
  %37 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %12, i64 %32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %36, ptr noundef nonnull align 8 dereferenceable(24) %37, i64 24, i1 false), !tbaa.struct !32
  br label %38

38:                                               ; preds = %35, %31
  %39 = sext i32 %34 to i64
  %40 = getelementptr inbounds ptr, ptr %10, i64 %39
  %41 = load ptr, ptr %40, align 8, !tbaa !48
  %42 = icmp eq ptr %41, @ompi_request_null
  br i1 %42, label %55, label %43

43:                                               ; preds = %38
  %44 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %41)
  %45 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %12, i64 %32
  %46 = icmp eq ptr %44, null
  br i1 %46, label %55, label %47

47:                                               ; preds = %43
  %48 = load i32, ptr %44, align 8, !tbaa !50
  %49 = icmp eq i32 %48, 2
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = getelementptr inbounds nuw i8, ptr %44, i64 24
  %52 = load <2 x i32>, ptr %45, align 8, !tbaa !5
  store <2 x i32> %52, ptr %51, align 8, !tbaa !5
  br label %53

53:                                               ; preds = %50, %47
  %54 = getelementptr inbounds nuw i8, ptr %44, i64 64
  store i32 1, ptr %54, align 8, !tbaa !60
  br label %55

55:                                               ; preds = %38, %43, %53
  %56 = phi ptr [ %44, %53 ], [ null, %43 ], [ null, %38 ]
  %57 = add nuw nsw i64 %32, 1
  %58 = getelementptr inbounds nuw ptr, ptr %27, i64 %57
  store ptr %56, ptr %58, align 8, !tbaa !15
  %59 = load i32, ptr %3, align 4, !tbaa !5
  %60 = sext i32 %59 to i64
  %61 = icmp slt i64 %57, %60
  br i1 %61, label %31, label %62, !llvm.loop !96

62:                                               ; preds = %55, %20
  %63 = phi ptr [ null, %20 ], [ %27, %55 ]
  tail call void @free(ptr noundef %10) #24
  tail call void @free(ptr noundef %12) #24
  ret ptr %63
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #6 {
  %6 = tail call fastcc ptr @aug_some(i32 noundef 1, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret ptr %6
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_request_get_status(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #6 {
  %4 = alloca i32, align 4
  %5 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = call i32 @MPI_Request_get_status(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5) #24
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = icmp ne i32 %7, 0
  %9 = icmp ne ptr %0, @ompi_request_null
  %10 = and i1 %9, %8
  br i1 %10, label %11, label %98

11:                                               ; preds = %3
  %12 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %0)
  %13 = icmp eq ptr %12, null
  br i1 %13, label %98, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 68
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %96, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %12, align 8, !tbaa !5
  %20 = icmp eq i32 %19, 2
  br i1 %20, label %21, label %96

21:                                               ; preds = %18
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 72
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %25 = load ptr, ptr %24, align 8, !tbaa !79
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !46
  %30 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !15
  %32 = load i32, ptr %5, align 8, !tbaa !29
  %33 = icmp eq i32 %32, -2
  br i1 %33, label %96, label %34

34:                                               ; preds = %21
  %35 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  store i32 0, ptr %4, align 4, !tbaa !5
  %37 = call i32 @MPI_Get_count(ptr noundef nonnull %5, ptr noundef %29, ptr noundef nonnull %4) #24
  %38 = load i32, ptr %4, align 4, !tbaa !5
  %39 = call i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = add nsw i32 %27, 1
  %41 = sdiv i32 %39, %40
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  %42 = icmp eq i32 %36, 2
  %43 = sext i32 %41 to i64
  %44 = select i1 %42, i64 2, i64 3
  %45 = shl nsw i64 %43, %44
  %46 = icmp eq ptr %23, null
  br i1 %46, label %48, label %47

47:                                               ; preds = %34
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %23, ptr readonly align 1 %31, i64 %45, i1 false)
  br label %48

48:                                               ; preds = %47, %34
  %49 = icmp ne ptr %25, null
  %50 = icmp sgt i32 %27, 0
  %51 = and i1 %49, %50
  br i1 %51, label %52, label %91

52:                                               ; preds = %48
  %53 = zext nneg i32 %27 to i64
  %54 = and i64 %53, 1
  %55 = icmp eq i32 %27, 1
  br i1 %55, label %81, label %56

56:                                               ; preds = %52
  %57 = and i64 %53, 2147483646
  br label %58

58:                                               ; preds = %76, %56
  %59 = phi i64 [ 0, %56 ], [ %72, %76 ]
  %60 = phi i64 [ 0, %56 ], [ %77, %76 ]
  %61 = getelementptr inbounds nuw ptr, ptr %25, i64 %59
  %62 = load ptr, ptr %61, align 8, !tbaa !15
  %63 = icmp eq ptr %62, null
  %64 = or disjoint i64 %59, 1
  br i1 %63, label %68, label %65

65:                                               ; preds = %58
  %66 = mul i64 %64, %45
  %67 = getelementptr inbounds nuw i8, ptr %31, i64 %66
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %62, ptr readonly align 1 %67, i64 %45, i1 false)
  br label %68

68:                                               ; preds = %65, %58
  %69 = getelementptr inbounds nuw ptr, ptr %25, i64 %64
  %70 = load ptr, ptr %69, align 8, !tbaa !15
  %71 = icmp eq ptr %70, null
  %72 = add nuw nsw i64 %59, 2
  br i1 %71, label %76, label %73

73:                                               ; preds = %68
  %74 = mul i64 %72, %45
  %75 = getelementptr inbounds nuw i8, ptr %31, i64 %74
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %70, ptr readonly align 1 %75, i64 %45, i1 false)
  br label %76

76:                                               ; preds = %73, %68
  %77 = add i64 %60, 2
  %78 = icmp eq i64 %77, %57
  br i1 %78, label %79, label %58, !llvm.loop !31

79:                                               ; preds = %76
  %80 = icmp eq i64 %54, 0
  br i1 %80, label %91, label %81

81:                                               ; preds = %79, %52
  %82 = phi i64 [ 0, %52 ], [ %72, %79 ]
  %83 = icmp ne i64 %54, 0
  call void @llvm.assume(i1 %83)
  %84 = getelementptr inbounds nuw ptr, ptr %25, i64 %82
  %85 = load ptr, ptr %84, align 8, !tbaa !15
  %86 = icmp eq ptr %85, null
  br i1 %86, label %91, label %87

87:                                               ; preds = %81
  %88 = add nuw nsw i64 %82, 1
  %89 = mul i64 %88, %45
  %90 = getelementptr inbounds nuw i8, ptr %31, i64 %89
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %85, ptr readonly align 1 %90, i64 %45, i1 false)
  br label %91

91:                                               ; preds = %79, %87, %81, %48
  %92 = load i32, ptr %5, align 8, !tbaa !29
  %93 = icmp eq i32 %92, -2
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %5, ptr noundef %29, i32 noundef %41) #24
  br label %96

96:                                               ; preds = %94, %91, %21, %18, %14
  %97 = ptrtoint ptr %0 to i64
  call fastcc void @req_insert(i64 noundef %97, i32 noundef 0, ptr noundef nonnull %12)
  br label %98

98:                                               ; preds = %11, %96, %3
  %99 = load i32, ptr %1, align 4, !tbaa !5
  %100 = icmp ne i32 %99, 0
  %101 = icmp ne ptr %2, null
  %102 = and i1 %101, %100
  br i1 %102, label %103, label %104

103:                                              ; preds = %98
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !32
  br label %104

104:                                              ; preds = %103, %98
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret i32 %6
}

declare i32 @MPI_Request_get_status(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_bcast(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #6 {
  %8 = alloca i32, align 4
  %9 = alloca [64 x double], align 16
  %10 = icmp ne ptr %4, @ompi_mpi_double
  %11 = icmp eq ptr %4, @ompi_mpi_float
  %12 = xor i1 %11, true
  %13 = and i1 %10, %12
  br i1 %13, label %150, label %14

14:                                               ; preds = %7
  %15 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %26

17:                                               ; preds = %14
  %18 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %28, label %150, label %29

29:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %30 = call i32 @MPI_Comm_rank(ptr noundef %6, ptr noundef nonnull %8) #24
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = and i1 %10, %11
  %36 = select i1 %35, i64 2, i64 3
  %37 = shl i64 %34, %36
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #24
  %38 = icmp ult i64 %37, 513
  br i1 %38, label %41, label %39

39:                                               ; preds = %29
  %40 = call noalias ptr @malloc(i64 noundef %37) #26
  br label %41

41:                                               ; preds = %29, %39
  %42 = phi ptr [ %40, %39 ], [ %9, %29 ]
  %43 = load i32, ptr %8, align 4, !tbaa !5
  %44 = icmp eq i32 %43, %5
  br i1 %44, label %45, label %94

45:                                               ; preds = %41
  %46 = shl nsw i64 %31, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %42, ptr readonly align 1 %0, i64 %46, i1 false)
  %47 = icmp sgt i32 %2, 0
  br i1 %47, label %48, label %94

48:                                               ; preds = %45
  %49 = icmp eq ptr %1, null
  %50 = zext nneg i32 %2 to i64
  %51 = and i64 %50, 1
  %52 = icmp eq i32 %2, 1
  br i1 %52, label %82, label %53

53:                                               ; preds = %48
  %54 = and i64 %50, 2147483646
  br label %55

55:                                               ; preds = %77, %53
  %56 = phi i64 [ 0, %53 ], [ %68, %77 ]
  %57 = phi i64 [ 0, %53 ], [ %78, %77 ]
  %58 = or disjoint i64 %56, 1
  %59 = mul i64 %58, %46
  %60 = getelementptr inbounds nuw i8, ptr %42, i64 %59
  br i1 %49, label %66, label %61

61:                                               ; preds = %55
  %62 = getelementptr inbounds nuw ptr, ptr %1, i64 %56
  %63 = load ptr, ptr %62, align 8, !tbaa !15
  %64 = icmp eq ptr %63, null
  br i1 %64, label %66, label %65

65:                                               ; preds = %61
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr nonnull align 1 %63, i64 %46, i1 false)
  br label %67

66:                                               ; preds = %61, %55
  call void @llvm.memset.p0.i64(ptr align 1 %60, i8 0, i64 %46, i1 false)
  br label %67

67:                                               ; preds = %66, %65
  %68 = add nuw nsw i64 %56, 2
  %69 = mul i64 %68, %46
  %70 = getelementptr inbounds nuw i8, ptr %42, i64 %69
  br i1 %49, label %76, label %71

71:                                               ; preds = %67
  %72 = getelementptr inbounds nuw ptr, ptr %1, i64 %58
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  %74 = icmp eq ptr %73, null
  br i1 %74, label %76, label %75

75:                                               ; preds = %71
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %70, ptr nonnull align 1 %73, i64 %46, i1 false)
  br label %77

76:                                               ; preds = %71, %67
  call void @llvm.memset.p0.i64(ptr align 1 %70, i8 0, i64 %46, i1 false)
  br label %77

77:                                               ; preds = %76, %75
  %78 = add i64 %57, 2
  %79 = icmp eq i64 %78, %54
  br i1 %79, label %80, label %55, !llvm.loop !16

80:                                               ; preds = %77
  %81 = icmp eq i64 %51, 0
  br i1 %81, label %94, label %82

82:                                               ; preds = %80, %48
  %83 = phi i64 [ 0, %48 ], [ %68, %80 ]
  %84 = icmp ne i64 %51, 0
  call void @llvm.assume(i1 %84)
  %85 = add nuw nsw i64 %83, 1
  %86 = mul i64 %85, %46
  %87 = getelementptr inbounds nuw i8, ptr %42, i64 %86
  br i1 %49, label %93, label %88

88:                                               ; preds = %82
  %89 = getelementptr inbounds nuw ptr, ptr %1, i64 %83
  %90 = load ptr, ptr %89, align 8, !tbaa !15
  %91 = icmp eq ptr %90, null
  br i1 %91, label %93, label %92

92:                                               ; preds = %88
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %87, ptr nonnull align 1 %90, i64 %46, i1 false)
  br label %94

93:                                               ; preds = %88, %82
  call void @llvm.memset.p0.i64(ptr align 1 %87, i8 0, i64 %46, i1 false)
  br label %94

94:                                               ; preds = %80, %93, %92, %45, %41
  %95 = mul nsw i32 %3, %32
  %96 = call i32 @MPI_Bcast(ptr noundef %42, i32 noundef %95, ptr noundef %4, i32 noundef %5, ptr noundef %6) #24
  %97 = load i32, ptr %8, align 4, !tbaa !5
  %98 = icmp eq i32 %97, %5
  br i1 %98, label %146, label %99

99:                                               ; preds = %94
  %100 = shl nsw i64 %31, %36
  %101 = icmp eq ptr %0, null
  br i1 %101, label %103, label %102

102:                                              ; preds = %99
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %42, i64 %100, i1 false)
  br label %103

103:                                              ; preds = %102, %99
  %104 = icmp ne ptr %1, null
  %105 = icmp sgt i32 %2, 0
  %106 = and i1 %104, %105
  br i1 %106, label %107, label %146

107:                                              ; preds = %103
  %108 = zext nneg i32 %2 to i64
  %109 = and i64 %108, 1
  %110 = icmp eq i32 %2, 1
  br i1 %110, label %136, label %111

111:                                              ; preds = %107
  %112 = and i64 %108, 2147483646
  br label %113

113:                                              ; preds = %131, %111
  %114 = phi i64 [ 0, %111 ], [ %127, %131 ]
  %115 = phi i64 [ 0, %111 ], [ %132, %131 ]
  %116 = getelementptr inbounds nuw ptr, ptr %1, i64 %114
  %117 = load ptr, ptr %116, align 8, !tbaa !15
  %118 = icmp eq ptr %117, null
  %119 = or disjoint i64 %114, 1
  br i1 %118, label %123, label %120

120:                                              ; preds = %113
  %121 = mul i64 %119, %100
  %122 = getelementptr inbounds nuw i8, ptr %42, i64 %121
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %117, ptr readonly align 1 %122, i64 %100, i1 false)
  br label %123

123:                                              ; preds = %120, %113
  %124 = getelementptr inbounds nuw ptr, ptr %1, i64 %119
  %125 = load ptr, ptr %124, align 8, !tbaa !15
  %126 = icmp eq ptr %125, null
  %127 = add nuw nsw i64 %114, 2
  br i1 %126, label %131, label %128

128:                                              ; preds = %123
  %129 = mul i64 %127, %100
  %130 = getelementptr inbounds nuw i8, ptr %42, i64 %129
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %125, ptr readonly align 1 %130, i64 %100, i1 false)
  br label %131

131:                                              ; preds = %128, %123
  %132 = add i64 %115, 2
  %133 = icmp eq i64 %132, %112
  br i1 %133, label %134, label %113, !llvm.loop !31

134:                                              ; preds = %131
  %135 = icmp eq i64 %109, 0
  br i1 %135, label %146, label %136

136:                                              ; preds = %134, %107
  %137 = phi i64 [ 0, %107 ], [ %127, %134 ]
  %138 = icmp ne i64 %109, 0
  call void @llvm.assume(i1 %138)
  %139 = getelementptr inbounds nuw ptr, ptr %1, i64 %137
  %140 = load ptr, ptr %139, align 8, !tbaa !15
  %141 = icmp eq ptr %140, null
  br i1 %141, label %146, label %142

142:                                              ; preds = %136
  %143 = add nuw nsw i64 %137, 1
  %144 = mul i64 %143, %100
  %145 = getelementptr inbounds nuw i8, ptr %42, i64 %144
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %140, ptr readonly align 1 %145, i64 %100, i1 false)
  br label %146

146:                                              ; preds = %134, %142, %136, %103, %94
  %147 = icmp eq ptr %42, %9
  br i1 %147, label %149, label %148

148:                                              ; preds = %146
  call void @free(ptr noundef %42) #24
  br label %149

149:                                              ; preds = %148, %146
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #24
  br label %237

150:                                              ; preds = %26, %7
  %151 = tail call i32 @MPI_Bcast(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) #24
  %152 = icmp ne ptr %1, null
  %153 = icmp ne ptr %4, @ompi_mpi_float
  %154 = and i1 %10, %153
  %155 = and i1 %152, %154
  br i1 %155, label %156, label %158

156:                                              ; preds = %150
  %157 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.20, i64 noundef %157) #27
  unreachable

158:                                              ; preds = %150
  br i1 %13, label %237, label %159

159:                                              ; preds = %158
  %160 = and i1 %10, %11
  %161 = sext i32 %2 to i64
  %162 = sext i32 %3 to i64
  %163 = mul nsw i64 %162, %161
  %164 = select i1 %160, i64 2, i64 3
  %165 = shl i64 %163, %164
  %166 = or disjoint i64 %165, 1
  %167 = tail call noalias ptr @malloc(i64 noundef %166) #26
  %168 = icmp sgt i32 %2, 0
  br i1 %168, label %169, label %189

169:                                              ; preds = %159
  %170 = shl nsw i64 %162, %164
  %171 = zext nneg i32 %2 to i64
  br label %172

172:                                              ; preds = %186, %169
  %173 = phi i64 [ 0, %169 ], [ %187, %186 ]
  br i1 %152, label %174, label %182

174:                                              ; preds = %172
  %175 = getelementptr inbounds nuw ptr, ptr %1, i64 %173
  %176 = load ptr, ptr %175, align 8, !tbaa !15
  %177 = icmp eq ptr %176, null
  br i1 %177, label %182, label %178

178:                                              ; preds = %174
  %179 = mul nsw i64 %173, %162
  %180 = shl i64 %179, %164
  %181 = getelementptr inbounds nuw i8, ptr %167, i64 %180
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %181, ptr nonnull align 1 %176, i64 %170, i1 false)
  br label %186

182:                                              ; preds = %174, %172
  %183 = mul nsw i64 %173, %162
  %184 = shl i64 %183, %164
  %185 = getelementptr inbounds nuw i8, ptr %167, i64 %184
  tail call void @llvm.memset.p0.i64(ptr align 1 %185, i8 0, i64 %170, i1 false)
  br label %186

186:                                              ; preds = %182, %178
  %187 = add nuw nsw i64 %173, 1
  %188 = icmp eq i64 %187, %171
  br i1 %188, label %189, label %172, !llvm.loop !18

189:                                              ; preds = %186, %159
  %190 = mul nsw i32 %3, %2
  %191 = tail call i32 @MPI_Bcast(ptr noundef %167, i32 noundef %190, ptr noundef %4, i32 noundef %5, ptr noundef %6) #24
  %192 = icmp ne ptr %1, null
  %193 = and i1 %192, %168
  br i1 %193, label %194, label %236

194:                                              ; preds = %189
  %195 = shl nsw i64 %162, %164
  %196 = zext nneg i32 %2 to i64
  %197 = and i64 %196, 1
  %198 = icmp eq i32 %2, 1
  br i1 %198, label %226, label %199

199:                                              ; preds = %194
  %200 = and i64 %196, 2147483646
  br label %201

201:                                              ; preds = %220, %199
  %202 = phi i64 [ 0, %199 ], [ %221, %220 ]
  %203 = phi i64 [ 0, %199 ], [ %222, %220 ]
  %204 = getelementptr inbounds nuw ptr, ptr %1, i64 %202
  %205 = load ptr, ptr %204, align 8, !tbaa !15
  %206 = icmp eq ptr %205, null
  br i1 %206, label %211, label %207

207:                                              ; preds = %201
  %208 = mul nsw i64 %202, %162
  %209 = shl i64 %208, %164
  %210 = getelementptr inbounds nuw i8, ptr %167, i64 %209
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %205, ptr readonly align 1 %210, i64 %195, i1 false)
  br label %211

211:                                              ; preds = %207, %201
  %212 = or disjoint i64 %202, 1
  %213 = getelementptr inbounds nuw ptr, ptr %1, i64 %212
  %214 = load ptr, ptr %213, align 8, !tbaa !15
  %215 = icmp eq ptr %214, null
  br i1 %215, label %220, label %216

216:                                              ; preds = %211
  %217 = mul nsw i64 %212, %162
  %218 = shl i64 %217, %164
  %219 = getelementptr inbounds nuw i8, ptr %167, i64 %218
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %214, ptr readonly align 1 %219, i64 %195, i1 false)
  br label %220

220:                                              ; preds = %216, %211
  %221 = add nuw nsw i64 %202, 2
  %222 = add i64 %203, 2
  %223 = icmp eq i64 %222, %200
  br i1 %223, label %224, label %201, !llvm.loop !34

224:                                              ; preds = %220
  %225 = icmp eq i64 %197, 0
  br i1 %225, label %236, label %226

226:                                              ; preds = %224, %194
  %227 = phi i64 [ 0, %194 ], [ %221, %224 ]
  %228 = icmp ne i64 %197, 0
  tail call void @llvm.assume(i1 %228)
  %229 = getelementptr inbounds nuw ptr, ptr %1, i64 %227
  %230 = load ptr, ptr %229, align 8, !tbaa !15
  %231 = icmp eq ptr %230, null
  br i1 %231, label %236, label %232

232:                                              ; preds = %226
  %233 = mul nsw i64 %227, %162
  %234 = shl i64 %233, %164
  %235 = getelementptr inbounds nuw i8, ptr %167, i64 %234
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %230, ptr readonly align 1 %235, i64 %195, i1 false)
  br label %236

236:                                              ; preds = %224, %232, %226, %189
  tail call void @free(ptr noundef %167) #24
  br label %237

237:                                              ; preds = %236, %158, %149
  %238 = phi i32 [ %96, %149 ], [ %151, %158 ], [ %151, %236 ]
  ret i32 %238
}

declare i32 @MPI_Comm_rank(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_bcast(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) local_unnamed_addr #6 {
  %6 = alloca i32, align 4
  %7 = icmp ne ptr %2, @ompi_mpi_double
  %8 = icmp eq ptr %2, @ompi_mpi_float
  %9 = xor i1 %8, true
  %10 = and i1 %7, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  %12 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %6) #24
  %13 = and i1 %7, %8
  %14 = icmp eq ptr %0, null
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = sext i32 %1 to i64
  br label %22

17:                                               ; preds = %11
  %18 = select i1 %13, i64 4, i64 8
  %19 = sext i32 %1 to i64
  %20 = add nsw i64 %19, 1
  %21 = call noalias ptr @calloc(i64 noundef %20, i64 noundef %18) #28
  br label %22

22:                                               ; preds = %15, %17
  %23 = phi i64 [ %16, %15 ], [ %19, %17 ]
  %24 = phi ptr [ %0, %15 ], [ %21, %17 ]
  %25 = phi ptr [ null, %15 ], [ %21, %17 ]
  %26 = select i1 %13, i64 2, i64 3
  %27 = shl nsw i64 %23, %26
  %28 = or disjoint i64 %27, 1
  %29 = call noalias ptr @malloc(i64 noundef %28) #26
  %30 = call i32 @MPI_Reduce(ptr noundef %24, ptr noundef %29, i32 noundef %1, ptr noundef %2, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %3, ptr noundef %4) #24
  %31 = load i32, ptr %6, align 4, !tbaa !5
  %32 = icmp eq i32 %31, %3
  br i1 %32, label %33, label %35

33:                                               ; preds = %22
  br i1 %14, label %37, label %34

34:                                               ; preds = %33
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr align 1 %29, i64 %27, i1 false)
  br label %37

35:                                               ; preds = %22
  br i1 %14, label %37, label %36

36:                                               ; preds = %35
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %0, i8 0, i64 %27, i1 false)
  br label %37

37:                                               ; preds = %36, %35, %33, %34
  call void @free(ptr noundef %25) #24
  call void @free(ptr noundef %29) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  br label %38

38:                                               ; preds = %5, %37
  ret void
}

declare i32 @MPI_Reduce(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_gather(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #6 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #24
  %17 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %15) #24
  %18 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %16) #24
  %19 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  br i1 %19, label %141, label %20

20:                                               ; preds = %12
  %21 = icmp ne ptr %3, @ompi_mpi_double
  %22 = icmp eq ptr %3, @ompi_mpi_float
  %23 = select i1 %22, i32 2, i32 0
  %24 = select i1 %21, i32 %23, i32 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %141, label %26

26:                                               ; preds = %20
  %27 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = call ptr @getenv(ptr noundef nonnull @.str.19) #24
  %31 = icmp eq ptr %30, null
  br i1 %31, label %36, label %32

32:                                               ; preds = %29
  %33 = load i8, ptr %30, align 1, !tbaa !14
  %34 = icmp ne i8 %33, 48
  %35 = zext i1 %34 to i32
  br label %36

36:                                               ; preds = %32, %29
  %37 = phi i32 [ 1, %29 ], [ %35, %32 ]
  store i32 %37, ptr @fuse_flag, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %26, %36
  %39 = phi i32 [ %37, %36 ], [ %27, %26 ]
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %141, label %41

41:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  %42 = add nsw i32 %10, 1
  %43 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %13) #24
  %44 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %14) #24
  %45 = and i1 %21, %22
  %46 = icmp ne i32 %11, 0
  %47 = load i32, ptr %14, align 4
  %48 = icmp eq i32 %47, %8
  %49 = select i1 %46, i1 true, i1 %48
  %50 = sext i32 %2 to i64
  %51 = sext i32 %42 to i64
  %52 = mul nsw i64 %51, %50
  %53 = select i1 %45, i64 2, i64 3
  %54 = shl i64 %52, %53
  %55 = or disjoint i64 %54, 1
  %56 = call noalias ptr @malloc(i64 noundef %55) #26
  br i1 %49, label %57, label %66

57:                                               ; preds = %41
  %58 = sext i32 %6 to i64
  %59 = mul nsw i64 %51, %58
  %60 = load i32, ptr %13, align 4, !tbaa !5
  %61 = sext i32 %60 to i64
  %62 = mul i64 %59, %61
  %63 = shl i64 %62, %53
  %64 = or disjoint i64 %63, 1
  %65 = call noalias ptr @malloc(i64 noundef %64) #26
  br label %66

66:                                               ; preds = %57, %41
  %67 = phi ptr [ %65, %57 ], [ null, %41 ]
  %68 = shl nsw i64 %50, %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %56, ptr readonly align 1 %0, i64 %68, i1 false)
  %69 = icmp sgt i32 %10, 0
  br i1 %69, label %70, label %116

70:                                               ; preds = %66
  %71 = icmp eq ptr %1, null
  %72 = zext nneg i32 %10 to i64
  %73 = and i64 %72, 1
  %74 = icmp eq i32 %10, 1
  br i1 %74, label %104, label %75

75:                                               ; preds = %70
  %76 = and i64 %72, 2147483646
  br label %77

77:                                               ; preds = %99, %75
  %78 = phi i64 [ 0, %75 ], [ %90, %99 ]
  %79 = phi i64 [ 0, %75 ], [ %100, %99 ]
  %80 = or disjoint i64 %78, 1
  %81 = mul i64 %80, %68
  %82 = getelementptr inbounds nuw i8, ptr %56, i64 %81
  br i1 %71, label %88, label %83

83:                                               ; preds = %77
  %84 = getelementptr inbounds nuw ptr, ptr %1, i64 %78
  %85 = load ptr, ptr %84, align 8, !tbaa !15
  %86 = icmp eq ptr %85, null
  br i1 %86, label %88, label %87

87:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %82, ptr nonnull align 1 %85, i64 %68, i1 false)
  br label %89

88:                                               ; preds = %83, %77
  call void @llvm.memset.p0.i64(ptr align 1 %82, i8 0, i64 %68, i1 false)
  br label %89

89:                                               ; preds = %88, %87
  %90 = add nuw nsw i64 %78, 2
  %91 = mul i64 %90, %68
  %92 = getelementptr inbounds nuw i8, ptr %56, i64 %91
  br i1 %71, label %98, label %93

93:                                               ; preds = %89
  %94 = getelementptr inbounds nuw ptr, ptr %1, i64 %80
  %95 = load ptr, ptr %94, align 8, !tbaa !15
  %96 = icmp eq ptr %95, null
  br i1 %96, label %98, label %97

97:                                               ; preds = %93
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %92, ptr nonnull align 1 %95, i64 %68, i1 false)
  br label %99

98:                                               ; preds = %93, %89
  call void @llvm.memset.p0.i64(ptr align 1 %92, i8 0, i64 %68, i1 false)
  br label %99

99:                                               ; preds = %98, %97
  %100 = add i64 %79, 2
  %101 = icmp eq i64 %100, %76
  br i1 %101, label %102, label %77, !llvm.loop !16

102:                                              ; preds = %99
  %103 = icmp eq i64 %73, 0
  br i1 %103, label %116, label %104

104:                                              ; preds = %102, %70
  %105 = phi i64 [ 0, %70 ], [ %90, %102 ]
  %106 = icmp ne i64 %73, 0
  call void @llvm.assume(i1 %106)
  %107 = add nuw nsw i64 %105, 1
  %108 = mul i64 %107, %68
  %109 = getelementptr inbounds nuw i8, ptr %56, i64 %108
  br i1 %71, label %115, label %110

110:                                              ; preds = %104
  %111 = getelementptr inbounds nuw ptr, ptr %1, i64 %105
  %112 = load ptr, ptr %111, align 8, !tbaa !15
  %113 = icmp eq ptr %112, null
  br i1 %113, label %115, label %114

114:                                              ; preds = %110
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %109, ptr nonnull align 1 %112, i64 %68, i1 false)
  br label %116

115:                                              ; preds = %110, %104
  call void @llvm.memset.p0.i64(ptr align 1 %109, i8 0, i64 %68, i1 false)
  br label %116

116:                                              ; preds = %102, %115, %114, %66
  %117 = mul nsw i32 %42, %2
  %118 = mul nsw i32 %42, %6
  br i1 %46, label %119, label %121

119:                                              ; preds = %116
  %120 = call i32 @MPI_Allgather(ptr noundef %56, i32 noundef %117, ptr noundef %3, ptr noundef %67, i32 noundef %118, ptr noundef %7, ptr noundef %9) #24
  br label %123

121:                                              ; preds = %116
  %122 = call i32 @MPI_Gather(ptr noundef %56, i32 noundef %117, ptr noundef %3, ptr noundef %67, i32 noundef %118, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %120, %119 ], [ %122, %121 ]
  %125 = load i32, ptr %13, align 4
  %126 = icmp sgt i32 %125, 0
  %127 = select i1 %49, i1 %126, i1 false
  br i1 %127, label %128, label %140

128:                                              ; preds = %123
  %129 = sext i32 %6 to i64
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi i64 [ 0, %128 ], [ %136, %130 ]
  %132 = mul nsw i64 %131, %129
  %133 = mul i64 %132, %51
  %134 = shl i64 %133, %53
  %135 = getelementptr inbounds nuw i8, ptr %67, i64 %134
  call fastcc void @funpack_at(i32 noundef range(i32 0, 3) %24, ptr noundef %4, ptr noundef readonly %5, i32 noundef %10, i32 noundef %6, i64 noundef %132, ptr noundef %135)
  %136 = add nuw nsw i64 %131, 1
  %137 = load i32, ptr %13, align 4, !tbaa !5
  %138 = sext i32 %137 to i64
  %139 = icmp slt i64 %136, %138
  br i1 %139, label %130, label %140, !llvm.loop !97

140:                                              ; preds = %130, %123
  call void @free(ptr noundef %56) #24
  call void @free(ptr noundef %67) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %322

141:                                              ; preds = %38, %20, %12
  %142 = icmp eq i32 %11, 0
  br i1 %142, label %145, label %143

143:                                              ; preds = %141
  %144 = call i32 @MPI_Allgather(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, ptr noundef %9) #24
  br label %147

145:                                              ; preds = %141
  %146 = call i32 @MPI_Gather(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  br label %147

147:                                              ; preds = %145, %143
  %148 = phi i32 [ %144, %143 ], [ %146, %145 ]
  %149 = icmp ne ptr %7, @ompi_mpi_double
  %150 = icmp eq ptr %7, @ompi_mpi_float
  %151 = xor i1 %150, true
  %152 = and i1 %149, %151
  br i1 %152, label %322, label %153

153:                                              ; preds = %147
  br i1 %19, label %154, label %156

154:                                              ; preds = %153
  %155 = select i1 %142, ptr @.str.11, ptr @.str.10
  call void @__mpiad_fail(ptr noundef nonnull %155, ptr noundef nonnull @.str.12, i64 noundef 0) #27
  unreachable

156:                                              ; preds = %153
  %157 = icmp eq ptr %1, null
  br i1 %157, label %165, label %158

158:                                              ; preds = %156
  %159 = icmp ne ptr %3, @ompi_mpi_double
  %160 = icmp ne ptr %3, @ompi_mpi_float
  %161 = and i1 %159, %160
  br i1 %161, label %162, label %165

162:                                              ; preds = %158
  %163 = select i1 %142, ptr @.str.11, ptr @.str.10
  %164 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull %163, ptr noundef nonnull @.str.20, i64 noundef %164) #27
  unreachable

165:                                              ; preds = %156, %158
  %166 = and i1 %149, %150
  %167 = sext i32 %10 to i64
  %168 = sext i32 %2 to i64
  %169 = mul nsw i64 %167, %168
  %170 = select i1 %166, i64 2, i64 3
  %171 = shl i64 %169, %170
  %172 = or disjoint i64 %171, 1
  %173 = call noalias ptr @malloc(i64 noundef %172) #26
  %174 = icmp sgt i32 %10, 0
  br i1 %174, label %175, label %195

175:                                              ; preds = %165
  %176 = shl nsw i64 %168, %170
  %177 = zext nneg i32 %10 to i64
  br label %178

178:                                              ; preds = %192, %175
  %179 = phi i64 [ 0, %175 ], [ %193, %192 ]
  br i1 %157, label %188, label %180

180:                                              ; preds = %178
  %181 = getelementptr inbounds nuw ptr, ptr %1, i64 %179
  %182 = load ptr, ptr %181, align 8, !tbaa !15
  %183 = icmp eq ptr %182, null
  br i1 %183, label %188, label %184

184:                                              ; preds = %180
  %185 = mul nsw i64 %179, %168
  %186 = shl i64 %185, %170
  %187 = getelementptr inbounds nuw i8, ptr %173, i64 %186
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %187, ptr nonnull align 1 %182, i64 %176, i1 false)
  br label %192

188:                                              ; preds = %180, %178
  %189 = mul nsw i64 %179, %168
  %190 = shl i64 %189, %170
  %191 = getelementptr inbounds nuw i8, ptr %173, i64 %190
  call void @llvm.memset.p0.i64(ptr align 1 %191, i8 0, i64 %176, i1 false)
  br label %192

192:                                              ; preds = %188, %184
  %193 = add nuw nsw i64 %179, 1
  %194 = icmp eq i64 %193, %177
  br i1 %194, label %195, label %178, !llvm.loop !18

195:                                              ; preds = %192, %165
  %196 = sext i32 %6 to i64
  %197 = mul nsw i64 %167, %196
  %198 = load i32, ptr %15, align 4, !tbaa !5
  %199 = sext i32 %198 to i64
  %200 = mul i64 %197, %199
  %201 = shl i64 %200, %170
  %202 = or disjoint i64 %201, 1
  %203 = call noalias ptr @malloc(i64 noundef %202) #26
  %204 = mul nsw i32 %10, %2
  %205 = mul nsw i32 %10, %6
  br i1 %142, label %208, label %206

206:                                              ; preds = %195
  %207 = call i32 @MPI_Allgather(ptr noundef %173, i32 noundef %204, ptr noundef %3, ptr noundef %203, i32 noundef %205, ptr noundef %7, ptr noundef %9) #24
  br label %212

208:                                              ; preds = %195
  %209 = call i32 @MPI_Gather(ptr noundef %173, i32 noundef %204, ptr noundef %3, ptr noundef %203, i32 noundef %205, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  %210 = load i32, ptr %16, align 4
  %211 = icmp eq i32 %210, %8
  br i1 %211, label %212, label %321

212:                                              ; preds = %206, %208
  %213 = load i32, ptr %15, align 4, !tbaa !5
  %214 = sext i32 %213 to i64
  %215 = mul i64 %197, %214
  %216 = shl i64 %215, %170
  %217 = or disjoint i64 %216, 1
  %218 = call noalias ptr @malloc(i64 noundef %217) #26
  %219 = icmp sgt i32 %213, 0
  br i1 %219, label %220, label %273

220:                                              ; preds = %212
  %221 = shl nsw i64 %196, %170
  %222 = zext nneg i32 %213 to i64
  %223 = zext i32 %10 to i64
  %224 = and i64 %223, 1
  %225 = icmp eq i32 %10, 1
  %226 = and i64 %223, 2147483646
  %227 = icmp eq i64 %224, 0
  %228 = icmp ne i64 %224, 0
  br label %229

229:                                              ; preds = %245, %220
  %230 = phi i64 [ 0, %220 ], [ %246, %245 ]
  br i1 %174, label %231, label %245

231:                                              ; preds = %229
  %232 = mul nuw nsw i64 %230, %167
  br i1 %225, label %234, label %248

233:                                              ; preds = %248
  br i1 %227, label %245, label %234

234:                                              ; preds = %233, %231
  %235 = phi i64 [ 0, %231 ], [ %270, %233 ]
  call void @llvm.assume(i1 %228)
  %236 = mul nuw nsw i64 %235, %214
  %237 = add nuw nsw i64 %236, %230
  %238 = mul i64 %237, %196
  %239 = shl i64 %238, %170
  %240 = getelementptr inbounds nuw i8, ptr %218, i64 %239
  %241 = add nuw nsw i64 %235, %232
  %242 = mul i64 %241, %196
  %243 = shl i64 %242, %170
  %244 = getelementptr inbounds nuw i8, ptr %203, i64 %243
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %240, ptr readonly align 1 %244, i64 %221, i1 false)
  br label %245

245:                                              ; preds = %234, %233, %229
  %246 = add nuw nsw i64 %230, 1
  %247 = icmp eq i64 %246, %222
  br i1 %247, label %273, label %229, !llvm.loop !98

248:                                              ; preds = %231, %248
  %249 = phi i64 [ %270, %248 ], [ 0, %231 ]
  %250 = phi i64 [ %271, %248 ], [ 0, %231 ]
  %251 = mul nuw nsw i64 %249, %214
  %252 = add nuw nsw i64 %251, %230
  %253 = mul i64 %252, %196
  %254 = shl i64 %253, %170
  %255 = getelementptr inbounds nuw i8, ptr %218, i64 %254
  %256 = add nuw nsw i64 %249, %232
  %257 = mul i64 %256, %196
  %258 = shl i64 %257, %170
  %259 = getelementptr inbounds nuw i8, ptr %203, i64 %258
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %255, ptr readonly align 1 %259, i64 %221, i1 false)
  %260 = or disjoint i64 %249, 1
  %261 = mul nuw nsw i64 %260, %214
  %262 = add nuw nsw i64 %261, %230
  %263 = mul i64 %262, %196
  %264 = shl i64 %263, %170
  %265 = getelementptr inbounds nuw i8, ptr %218, i64 %264
  %266 = add nuw nsw i64 %260, %232
  %267 = mul i64 %266, %196
  %268 = shl i64 %267, %170
  %269 = getelementptr inbounds nuw i8, ptr %203, i64 %268
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %265, ptr readonly align 1 %269, i64 %221, i1 false)
  %270 = add nuw nsw i64 %249, 2
  %271 = add i64 %250, 2
  %272 = icmp eq i64 %271, %226
  br i1 %272, label %233, label %248, !llvm.loop !99

273:                                              ; preds = %245, %212
  %274 = icmp ne ptr %5, null
  %275 = and i1 %274, %174
  br i1 %275, label %276, label %320

276:                                              ; preds = %273
  %277 = mul nsw i32 %213, %6
  %278 = sext i32 %277 to i64
  %279 = shl nsw i64 %278, %170
  %280 = zext nneg i32 %10 to i64
  %281 = and i64 %280, 1
  %282 = icmp eq i32 %10, 1
  br i1 %282, label %310, label %283

283:                                              ; preds = %276
  %284 = and i64 %280, 2147483646
  br label %285

285:                                              ; preds = %304, %283
  %286 = phi i64 [ 0, %283 ], [ %305, %304 ]
  %287 = phi i64 [ 0, %283 ], [ %306, %304 ]
  %288 = getelementptr inbounds nuw ptr, ptr %5, i64 %286
  %289 = load ptr, ptr %288, align 8, !tbaa !15
  %290 = icmp eq ptr %289, null
  br i1 %290, label %295, label %291

291:                                              ; preds = %285
  %292 = mul nsw i64 %286, %278
  %293 = shl i64 %292, %170
  %294 = getelementptr inbounds nuw i8, ptr %218, i64 %293
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %289, ptr readonly align 1 %294, i64 %279, i1 false)
  br label %295

295:                                              ; preds = %291, %285
  %296 = or disjoint i64 %286, 1
  %297 = getelementptr inbounds nuw ptr, ptr %5, i64 %296
  %298 = load ptr, ptr %297, align 8, !tbaa !15
  %299 = icmp eq ptr %298, null
  br i1 %299, label %304, label %300

300:                                              ; preds = %295
  %301 = mul nsw i64 %296, %278
  %302 = shl i64 %301, %170
  %303 = getelementptr inbounds nuw i8, ptr %218, i64 %302
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %298, ptr readonly align 1 %303, i64 %279, i1 false)
  br label %304

304:                                              ; preds = %300, %295
  %305 = add nuw nsw i64 %286, 2
  %306 = add i64 %287, 2
  %307 = icmp eq i64 %306, %284
  br i1 %307, label %308, label %285, !llvm.loop !34

308:                                              ; preds = %304
  %309 = icmp eq i64 %281, 0
  br i1 %309, label %320, label %310

310:                                              ; preds = %308, %276
  %311 = phi i64 [ 0, %276 ], [ %305, %308 ]
  %312 = icmp ne i64 %281, 0
  call void @llvm.assume(i1 %312)
  %313 = getelementptr inbounds nuw ptr, ptr %5, i64 %311
  %314 = load ptr, ptr %313, align 8, !tbaa !15
  %315 = icmp eq ptr %314, null
  br i1 %315, label %320, label %316

316:                                              ; preds = %310
  %317 = mul nsw i64 %311, %278
  %318 = shl i64 %317, %170
  %319 = getelementptr inbounds nuw i8, ptr %218, i64 %318
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %314, ptr readonly align 1 %319, i64 %279, i1 false)
  br label %320

320:                                              ; preds = %308, %316, %310, %273
  call void @free(ptr noundef %218) #24
  br label %321

321:                                              ; preds = %208, %320
  call void @free(ptr noundef %173) #24
  call void @free(ptr noundef %203) #24
  br label %322

322:                                              ; preds = %321, %147, %140
  %323 = phi i32 [ %124, %140 ], [ %148, %147 ], [ %148, %321 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  ret i32 %323
}

declare i32 @MPI_Comm_size(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Gather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_gather(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = icmp ne ptr %5, @ompi_mpi_double
  %13 = icmp eq ptr %5, @ompi_mpi_float
  %14 = xor i1 %13, true
  %15 = and i1 %12, %14
  br i1 %15, label %124, label %16

16:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %17 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %10) #24
  %18 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %11) #24
  %19 = and i1 %12, %13
  %20 = select i1 %19, i64 4, i64 8
  %21 = sext i32 %1 to i64
  %22 = select i1 %19, i64 2, i64 3
  %23 = shl nsw i64 %21, %22
  %24 = or disjoint i64 %23, 1
  %25 = call noalias ptr @malloc(i64 noundef %24) #26
  %26 = icmp eq i32 %8, 0
  br i1 %26, label %40, label %27

27:                                               ; preds = %16
  %28 = icmp eq ptr %3, null
  br i1 %28, label %29, label %36

29:                                               ; preds = %27
  %30 = sext i32 %4 to i64
  %31 = load i32, ptr %11, align 4, !tbaa !5
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 %32, %30
  %34 = add nsw i64 %33, 1
  %35 = call noalias ptr @calloc(i64 noundef %34, i64 noundef %20) #28
  br label %36

36:                                               ; preds = %27, %29
  %37 = phi ptr [ %35, %29 ], [ %3, %27 ]
  %38 = phi ptr [ %35, %29 ], [ null, %27 ]
  %39 = call i32 @MPI_Reduce_scatter_block(ptr noundef %37, ptr noundef %25, i32 noundef %4, ptr noundef %5, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %7) #24
  call void @free(ptr noundef %38) #24
  br label %42

40:                                               ; preds = %16
  %41 = call i32 @MPI_Scatter(ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %25, i32 noundef %1, ptr noundef %2, i32 noundef %6, ptr noundef %7) #24
  br label %42

42:                                               ; preds = %40, %36
  %43 = icmp eq ptr %0, null
  br i1 %43, label %112, label %44

44:                                               ; preds = %42
  %45 = icmp sgt i32 %1, 0
  br i1 %12, label %46, label %70

46:                                               ; preds = %44
  br i1 %45, label %47, label %112

47:                                               ; preds = %46
  %48 = zext nneg i32 %1 to i64
  %49 = icmp ult i32 %1, 8
  br i1 %49, label %68, label %50

50:                                               ; preds = %47
  %51 = and i64 %48, 2147483640
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %64, %52 ]
  %54 = getelementptr inbounds nuw float, ptr %25, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 16
  %56 = load <4 x float>, ptr %54, align 4, !tbaa !19
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !19
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <4 x float>, ptr %58, align 4, !tbaa !19
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !19
  %62 = fadd <4 x float> %56, %60
  %63 = fadd <4 x float> %57, %61
  store <4 x float> %62, ptr %58, align 4, !tbaa !19
  store <4 x float> %63, ptr %59, align 4, !tbaa !19
  %64 = add nuw i64 %53, 8
  %65 = icmp eq i64 %64, %51
  br i1 %65, label %66, label %52, !llvm.loop !100

66:                                               ; preds = %52
  %67 = icmp eq i64 %51, %48
  br i1 %67, label %112, label %68

68:                                               ; preds = %47, %66
  %69 = phi i64 [ 0, %47 ], [ %51, %66 ]
  br label %103

70:                                               ; preds = %44
  br i1 %45, label %71, label %112

71:                                               ; preds = %70
  %72 = zext nneg i32 %1 to i64
  %73 = icmp ult i32 %1, 4
  br i1 %73, label %92, label %74

74:                                               ; preds = %71
  %75 = and i64 %72, 2147483644
  br label %76

76:                                               ; preds = %76, %74
  %77 = phi i64 [ 0, %74 ], [ %88, %76 ]
  %78 = getelementptr inbounds nuw double, ptr %25, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 16
  %80 = load <2 x double>, ptr %78, align 8, !tbaa !24
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !24
  %82 = getelementptr inbounds nuw double, ptr %0, i64 %77
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 16
  %84 = load <2 x double>, ptr %82, align 8, !tbaa !24
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !24
  %86 = fadd <2 x double> %80, %84
  %87 = fadd <2 x double> %81, %85
  store <2 x double> %86, ptr %82, align 8, !tbaa !24
  store <2 x double> %87, ptr %83, align 8, !tbaa !24
  %88 = add nuw i64 %77, 4
  %89 = icmp eq i64 %88, %75
  br i1 %89, label %90, label %76, !llvm.loop !101

90:                                               ; preds = %76
  %91 = icmp eq i64 %75, %72
  br i1 %91, label %112, label %92

92:                                               ; preds = %71, %90
  %93 = phi i64 [ 0, %71 ], [ %75, %90 ]
  br label %94

94:                                               ; preds = %92, %94
  %95 = phi i64 [ %101, %94 ], [ %93, %92 ]
  %96 = getelementptr inbounds nuw double, ptr %25, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !24
  %98 = getelementptr inbounds nuw double, ptr %0, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !24
  %100 = fadd double %97, %99
  store double %100, ptr %98, align 8, !tbaa !24
  %101 = add nuw nsw i64 %95, 1
  %102 = icmp eq i64 %101, %72
  br i1 %102, label %112, label %94, !llvm.loop !102

103:                                              ; preds = %68, %103
  %104 = phi i64 [ %110, %103 ], [ %69, %68 ]
  %105 = getelementptr inbounds nuw float, ptr %25, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !19
  %107 = getelementptr inbounds nuw float, ptr %0, i64 %104
  %108 = load float, ptr %107, align 4, !tbaa !19
  %109 = fadd float %106, %108
  store float %109, ptr %107, align 4, !tbaa !19
  %110 = add nuw nsw i64 %104, 1
  %111 = icmp eq i64 %110, %48
  br i1 %111, label %112, label %103, !llvm.loop !103

112:                                              ; preds = %94, %103, %90, %66, %42, %46, %70
  %113 = load i32, ptr %10, align 4
  %114 = icmp ne i32 %113, %6
  %115 = select i1 %26, i1 %114, i1 false
  %116 = icmp eq ptr %3, null
  %117 = or i1 %116, %115
  br i1 %117, label %123, label %118

118:                                              ; preds = %112
  %119 = load i32, ptr %11, align 4, !tbaa !5
  %120 = mul nsw i32 %119, %4
  %121 = sext i32 %120 to i64
  %122 = shl nsw i64 %121, %22
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %122, i1 false)
  br label %123

123:                                              ; preds = %118, %112
  call void @free(ptr noundef %25) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  br label %124

124:                                              ; preds = %9, %123
  ret void
}

declare i32 @MPI_Reduce_scatter_block(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Scatter(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_scatter(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #6 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  %16 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %14) #24
  %17 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %15) #24
  %18 = icmp eq ptr %4, inttoptr (i64 1 to ptr)
  br i1 %18, label %131, label %19

19:                                               ; preds = %11
  %20 = icmp ne ptr %7, @ompi_mpi_double
  %21 = icmp eq ptr %7, @ompi_mpi_float
  %22 = select i1 %21, i32 2, i32 0
  %23 = select i1 %20, i32 %22, i32 1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %131, label %25

25:                                               ; preds = %19
  %26 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %27 = icmp slt i32 %26, 0
  br i1 %27, label %28, label %37

28:                                               ; preds = %25
  %29 = call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %39, label %131, label %40

40:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %41 = add nsw i32 %10, 1
  %42 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %12) #24
  %43 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %13) #24
  %44 = and i1 %20, %21
  %45 = load i32, ptr %13, align 4, !tbaa !5
  %46 = icmp eq i32 %45, %8
  br i1 %46, label %50, label %47

47:                                               ; preds = %40
  %48 = sext i32 %41 to i64
  %49 = select i1 %44, i64 2, i64 3
  br label %72

50:                                               ; preds = %40
  %51 = sext i32 %2 to i64
  %52 = sext i32 %41 to i64
  %53 = mul nsw i64 %52, %51
  %54 = load i32, ptr %12, align 4, !tbaa !5
  %55 = sext i32 %54 to i64
  %56 = mul i64 %53, %55
  %57 = select i1 %44, i64 2, i64 3
  %58 = shl i64 %56, %57
  %59 = or disjoint i64 %58, 1
  %60 = call noalias ptr @malloc(i64 noundef %59) #26
  %61 = icmp sgt i32 %54, 0
  br i1 %61, label %62, label %72

62:                                               ; preds = %50, %62
  %63 = phi i64 [ %68, %62 ], [ 0, %50 ]
  %64 = mul nsw i64 %63, %51
  %65 = mul i64 %64, %52
  %66 = shl i64 %65, %57
  %67 = getelementptr inbounds nuw i8, ptr %60, i64 %66
  call fastcc void @fpack_at(i32 noundef range(i32 0, 3) %23, ptr noundef %67, ptr noundef readonly %0, ptr noundef readonly %1, i32 noundef %10, i32 noundef %2, i64 noundef %64)
  %68 = add nuw nsw i64 %63, 1
  %69 = load i32, ptr %12, align 4, !tbaa !5
  %70 = sext i32 %69 to i64
  %71 = icmp slt i64 %68, %70
  br i1 %71, label %62, label %72, !llvm.loop !104

72:                                               ; preds = %62, %50, %47
  %73 = phi i64 [ %49, %47 ], [ %57, %50 ], [ %57, %62 ]
  %74 = phi i64 [ %48, %47 ], [ %52, %50 ], [ %52, %62 ]
  %75 = phi ptr [ null, %47 ], [ %60, %50 ], [ %60, %62 ]
  %76 = sext i32 %6 to i64
  %77 = mul nsw i64 %74, %76
  %78 = shl i64 %77, %73
  %79 = or disjoint i64 %78, 1
  %80 = call noalias ptr @malloc(i64 noundef %79) #26
  %81 = mul nsw i32 %41, %2
  %82 = mul nsw i32 %41, %6
  %83 = call i32 @MPI_Scatter(ptr noundef %75, i32 noundef %81, ptr noundef %3, ptr noundef %80, i32 noundef %82, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  %84 = shl nsw i64 %76, %73
  %85 = icmp eq ptr %4, null
  br i1 %85, label %87, label %86

86:                                               ; preds = %72
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr readonly align 1 %80, i64 %84, i1 false)
  br label %87

87:                                               ; preds = %86, %72
  %88 = icmp ne ptr %5, null
  %89 = icmp sgt i32 %10, 0
  %90 = and i1 %88, %89
  br i1 %90, label %91, label %130

91:                                               ; preds = %87
  %92 = zext nneg i32 %10 to i64
  %93 = and i64 %92, 1
  %94 = icmp eq i32 %10, 1
  br i1 %94, label %120, label %95

95:                                               ; preds = %91
  %96 = and i64 %92, 2147483646
  br label %97

97:                                               ; preds = %115, %95
  %98 = phi i64 [ 0, %95 ], [ %111, %115 ]
  %99 = phi i64 [ 0, %95 ], [ %116, %115 ]
  %100 = getelementptr inbounds nuw ptr, ptr %5, i64 %98
  %101 = load ptr, ptr %100, align 8, !tbaa !15
  %102 = icmp eq ptr %101, null
  %103 = or disjoint i64 %98, 1
  br i1 %102, label %107, label %104

104:                                              ; preds = %97
  %105 = mul i64 %103, %84
  %106 = getelementptr inbounds nuw i8, ptr %80, i64 %105
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %101, ptr readonly align 1 %106, i64 %84, i1 false)
  br label %107

107:                                              ; preds = %104, %97
  %108 = getelementptr inbounds nuw ptr, ptr %5, i64 %103
  %109 = load ptr, ptr %108, align 8, !tbaa !15
  %110 = icmp eq ptr %109, null
  %111 = add nuw nsw i64 %98, 2
  br i1 %110, label %115, label %112

112:                                              ; preds = %107
  %113 = mul i64 %111, %84
  %114 = getelementptr inbounds nuw i8, ptr %80, i64 %113
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %109, ptr readonly align 1 %114, i64 %84, i1 false)
  br label %115

115:                                              ; preds = %112, %107
  %116 = add i64 %99, 2
  %117 = icmp eq i64 %116, %96
  br i1 %117, label %118, label %97, !llvm.loop !31

118:                                              ; preds = %115
  %119 = icmp eq i64 %93, 0
  br i1 %119, label %130, label %120

120:                                              ; preds = %118, %91
  %121 = phi i64 [ 0, %91 ], [ %111, %118 ]
  %122 = icmp ne i64 %93, 0
  call void @llvm.assume(i1 %122)
  %123 = getelementptr inbounds nuw ptr, ptr %5, i64 %121
  %124 = load ptr, ptr %123, align 8, !tbaa !15
  %125 = icmp eq ptr %124, null
  br i1 %125, label %130, label %126

126:                                              ; preds = %120
  %127 = add nuw nsw i64 %121, 1
  %128 = mul i64 %127, %84
  %129 = getelementptr inbounds nuw i8, ptr %80, i64 %128
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %124, ptr readonly align 1 %129, i64 %84, i1 false)
  br label %130

130:                                              ; preds = %118, %126, %120, %87
  call void @free(ptr noundef %75) #24
  call void @free(ptr noundef %80) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  br label %305

131:                                              ; preds = %37, %19, %11
  %132 = call i32 @MPI_Scatter(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  %133 = icmp ne ptr %7, @ompi_mpi_double
  %134 = icmp eq ptr %7, @ompi_mpi_float
  %135 = xor i1 %134, true
  %136 = and i1 %133, %135
  br i1 %136, label %305, label %137

137:                                              ; preds = %131
  %138 = icmp ne ptr %5, null
  %139 = icmp ne ptr %7, @ompi_mpi_float
  %140 = and i1 %139, %138
  %141 = and i1 %140, %133
  br i1 %141, label %142, label %144

142:                                              ; preds = %137
  %143 = ptrtoint ptr %7 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.20, i64 noundef %143) #27
  unreachable

144:                                              ; preds = %137
  %145 = load i32, ptr %15, align 4, !tbaa !5
  %146 = icmp eq i32 %145, %8
  br i1 %146, label %151, label %147

147:                                              ; preds = %144
  %148 = sext i32 %10 to i64
  %149 = and i1 %133, %134
  %150 = select i1 %149, i64 2, i64 3
  br label %247

151:                                              ; preds = %144
  %152 = load i32, ptr %14, align 4, !tbaa !5
  %153 = mul nsw i32 %152, %2
  %154 = and i1 %133, %134
  %155 = sext i32 %10 to i64
  %156 = sext i32 %153 to i64
  %157 = mul nsw i64 %156, %155
  %158 = select i1 %154, i64 2, i64 3
  %159 = shl i64 %157, %158
  %160 = or disjoint i64 %159, 1
  %161 = call noalias ptr @malloc(i64 noundef %160) #26
  %162 = icmp sgt i32 %10, 0
  br i1 %162, label %163, label %184

163:                                              ; preds = %151
  %164 = icmp eq ptr %1, null
  %165 = shl nsw i64 %156, %158
  %166 = zext nneg i32 %10 to i64
  br label %167

167:                                              ; preds = %181, %163
  %168 = phi i64 [ 0, %163 ], [ %182, %181 ]
  br i1 %164, label %177, label %169

169:                                              ; preds = %167
  %170 = getelementptr inbounds nuw ptr, ptr %1, i64 %168
  %171 = load ptr, ptr %170, align 8, !tbaa !15
  %172 = icmp eq ptr %171, null
  br i1 %172, label %177, label %173

173:                                              ; preds = %169
  %174 = mul nsw i64 %168, %156
  %175 = shl i64 %174, %158
  %176 = getelementptr inbounds nuw i8, ptr %161, i64 %175
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %176, ptr nonnull align 1 %171, i64 %165, i1 false)
  br label %181

177:                                              ; preds = %169, %167
  %178 = mul nsw i64 %168, %156
  %179 = shl i64 %178, %158
  %180 = getelementptr inbounds nuw i8, ptr %161, i64 %179
  call void @llvm.memset.p0.i64(ptr align 1 %180, i8 0, i64 %165, i1 false)
  br label %181

181:                                              ; preds = %177, %173
  %182 = add nuw nsw i64 %168, 1
  %183 = icmp eq i64 %182, %166
  br i1 %183, label %184, label %167, !llvm.loop !18

184:                                              ; preds = %181, %151
  %185 = sext i32 %2 to i64
  %186 = mul nsw i64 %155, %185
  %187 = sext i32 %152 to i64
  %188 = mul i64 %186, %187
  %189 = shl i64 %188, %158
  %190 = or disjoint i64 %189, 1
  %191 = call noalias ptr @malloc(i64 noundef %190) #26
  %192 = icmp sgt i32 %152, 0
  br i1 %192, label %193, label %246

193:                                              ; preds = %184
  %194 = shl nsw i64 %185, %158
  %195 = zext nneg i32 %152 to i64
  %196 = zext i32 %10 to i64
  %197 = and i64 %196, 1
  %198 = icmp eq i32 %10, 1
  %199 = and i64 %196, 2147483646
  %200 = icmp eq i64 %197, 0
  %201 = icmp ne i64 %197, 0
  br label %202

202:                                              ; preds = %218, %193
  %203 = phi i64 [ 0, %193 ], [ %219, %218 ]
  br i1 %162, label %204, label %218

204:                                              ; preds = %202
  %205 = mul nuw nsw i64 %203, %155
  br i1 %198, label %207, label %221

206:                                              ; preds = %221
  br i1 %200, label %218, label %207

207:                                              ; preds = %206, %204
  %208 = phi i64 [ 0, %204 ], [ %243, %206 ]
  call void @llvm.assume(i1 %201)
  %209 = add nuw nsw i64 %208, %205
  %210 = mul i64 %209, %185
  %211 = shl i64 %210, %158
  %212 = getelementptr inbounds nuw i8, ptr %191, i64 %211
  %213 = mul nuw nsw i64 %208, %187
  %214 = add nuw nsw i64 %213, %203
  %215 = mul i64 %214, %185
  %216 = shl i64 %215, %158
  %217 = getelementptr inbounds nuw i8, ptr %161, i64 %216
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %212, ptr readonly align 1 %217, i64 %194, i1 false)
  br label %218

218:                                              ; preds = %207, %206, %202
  %219 = add nuw nsw i64 %203, 1
  %220 = icmp eq i64 %219, %195
  br i1 %220, label %246, label %202, !llvm.loop !105

221:                                              ; preds = %204, %221
  %222 = phi i64 [ %243, %221 ], [ 0, %204 ]
  %223 = phi i64 [ %244, %221 ], [ 0, %204 ]
  %224 = add nuw nsw i64 %222, %205
  %225 = mul i64 %224, %185
  %226 = shl i64 %225, %158
  %227 = getelementptr inbounds nuw i8, ptr %191, i64 %226
  %228 = mul nuw nsw i64 %222, %187
  %229 = add nuw nsw i64 %228, %203
  %230 = mul i64 %229, %185
  %231 = shl i64 %230, %158
  %232 = getelementptr inbounds nuw i8, ptr %161, i64 %231
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %227, ptr readonly align 1 %232, i64 %194, i1 false)
  %233 = or disjoint i64 %222, 1
  %234 = add nuw nsw i64 %233, %205
  %235 = mul i64 %234, %185
  %236 = shl i64 %235, %158
  %237 = getelementptr inbounds nuw i8, ptr %191, i64 %236
  %238 = mul nuw nsw i64 %233, %187
  %239 = add nuw nsw i64 %238, %203
  %240 = mul i64 %239, %185
  %241 = shl i64 %240, %158
  %242 = getelementptr inbounds nuw i8, ptr %161, i64 %241
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %237, ptr readonly align 1 %242, i64 %194, i1 false)
  %243 = add nuw nsw i64 %222, 2
  %244 = add i64 %223, 2
  %245 = icmp eq i64 %244, %199
  br i1 %245, label %206, label %221, !llvm.loop !106

246:                                              ; preds = %218, %184
  call void @free(ptr noundef %161) #24
  br label %247

247:                                              ; preds = %147, %246
  %248 = phi i64 [ %150, %147 ], [ %158, %246 ]
  %249 = phi i64 [ %148, %147 ], [ %155, %246 ]
  %250 = phi ptr [ null, %147 ], [ %191, %246 ]
  %251 = sext i32 %6 to i64
  %252 = mul nsw i64 %249, %251
  %253 = shl i64 %252, %248
  %254 = or disjoint i64 %253, 1
  %255 = call noalias ptr @malloc(i64 noundef %254) #26
  %256 = mul nsw i32 %10, %2
  %257 = mul nsw i32 %10, %6
  %258 = call i32 @MPI_Scatter(ptr noundef %250, i32 noundef %256, ptr noundef %3, ptr noundef %255, i32 noundef %257, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  %259 = icmp ne ptr %5, null
  %260 = icmp sgt i32 %10, 0
  %261 = and i1 %259, %260
  br i1 %261, label %262, label %304

262:                                              ; preds = %247
  %263 = shl nsw i64 %251, %248
  %264 = zext nneg i32 %10 to i64
  %265 = and i64 %264, 1
  %266 = icmp eq i32 %10, 1
  br i1 %266, label %294, label %267

267:                                              ; preds = %262
  %268 = and i64 %264, 2147483646
  br label %269

269:                                              ; preds = %288, %267
  %270 = phi i64 [ 0, %267 ], [ %289, %288 ]
  %271 = phi i64 [ 0, %267 ], [ %290, %288 ]
  %272 = getelementptr inbounds nuw ptr, ptr %5, i64 %270
  %273 = load ptr, ptr %272, align 8, !tbaa !15
  %274 = icmp eq ptr %273, null
  br i1 %274, label %279, label %275

275:                                              ; preds = %269
  %276 = mul nsw i64 %270, %251
  %277 = shl i64 %276, %248
  %278 = getelementptr inbounds nuw i8, ptr %255, i64 %277
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %273, ptr readonly align 1 %278, i64 %263, i1 false)
  br label %279

279:                                              ; preds = %275, %269
  %280 = or disjoint i64 %270, 1
  %281 = getelementptr inbounds nuw ptr, ptr %5, i64 %280
  %282 = load ptr, ptr %281, align 8, !tbaa !15
  %283 = icmp eq ptr %282, null
  br i1 %283, label %288, label %284

284:                                              ; preds = %279
  %285 = mul nsw i64 %280, %251
  %286 = shl i64 %285, %248
  %287 = getelementptr inbounds nuw i8, ptr %255, i64 %286
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %282, ptr readonly align 1 %287, i64 %263, i1 false)
  br label %288

288:                                              ; preds = %284, %279
  %289 = add nuw nsw i64 %270, 2
  %290 = add i64 %271, 2
  %291 = icmp eq i64 %290, %268
  br i1 %291, label %292, label %269, !llvm.loop !34

292:                                              ; preds = %288
  %293 = icmp eq i64 %265, 0
  br i1 %293, label %304, label %294

294:                                              ; preds = %292, %262
  %295 = phi i64 [ 0, %262 ], [ %289, %292 ]
  %296 = icmp ne i64 %265, 0
  call void @llvm.assume(i1 %296)
  %297 = getelementptr inbounds nuw ptr, ptr %5, i64 %295
  %298 = load ptr, ptr %297, align 8, !tbaa !15
  %299 = icmp eq ptr %298, null
  br i1 %299, label %304, label %300

300:                                              ; preds = %294
  %301 = mul nsw i64 %295, %251
  %302 = shl i64 %301, %248
  %303 = getelementptr inbounds nuw i8, ptr %255, i64 %302
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %298, ptr readonly align 1 %303, i64 %263, i1 false)
  br label %304

304:                                              ; preds = %292, %300, %294, %247
  call void @free(ptr noundef %250) #24
  call void @free(ptr noundef %255) #24
  br label %305

305:                                              ; preds = %304, %131, %130
  %306 = phi i32 [ %83, %130 ], [ %132, %131 ], [ %132, %304 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  ret i32 %306
}

; Function Attrs: nounwind
define void @__mpiad_rev_scatter(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #6 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = icmp ne ptr %5, @ompi_mpi_double
  %12 = icmp eq ptr %5, @ompi_mpi_float
  %13 = xor i1 %12, true
  %14 = and i1 %11, %13
  br i1 %14, label %122, label %15

15:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %16 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %9) #24
  %17 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %10) #24
  %18 = and i1 %11, %12
  %19 = icmp eq ptr %3, null
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = select i1 %18, i64 4, i64 8
  %22 = sext i32 %4 to i64
  %23 = add nsw i64 %22, 1
  %24 = call noalias ptr @calloc(i64 noundef %23, i64 noundef %21) #28
  br label %25

25:                                               ; preds = %15, %20
  %26 = phi ptr [ %24, %20 ], [ %3, %15 ]
  %27 = phi ptr [ %24, %20 ], [ null, %15 ]
  %28 = load i32, ptr %9, align 4, !tbaa !5
  %29 = icmp eq i32 %28, %6
  br i1 %29, label %30, label %39

30:                                               ; preds = %25
  %31 = sext i32 %1 to i64
  %32 = load i32, ptr %10, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %33, %31
  %35 = select i1 %18, i64 2, i64 3
  %36 = shl i64 %34, %35
  %37 = or disjoint i64 %36, 1
  %38 = call noalias ptr @malloc(i64 noundef %37) #26
  br label %39

39:                                               ; preds = %25, %30
  %40 = phi ptr [ %38, %30 ], [ null, %25 ]
  %41 = call i32 @MPI_Gather(ptr noundef %26, i32 noundef %4, ptr noundef %5, ptr noundef %40, i32 noundef %1, ptr noundef %2, i32 noundef %6, ptr noundef %7) #24
  %42 = load i32, ptr %9, align 4, !tbaa !5
  %43 = icmp eq i32 %42, %6
  br i1 %43, label %44, label %116

44:                                               ; preds = %39
  %45 = load i32, ptr %10, align 4, !tbaa !5
  %46 = mul nsw i32 %45, %1
  %47 = icmp eq ptr %0, null
  br i1 %47, label %116, label %48

48:                                               ; preds = %44
  %49 = icmp sgt i32 %46, 0
  br i1 %11, label %50, label %74

50:                                               ; preds = %48
  br i1 %49, label %51, label %116

51:                                               ; preds = %50
  %52 = zext nneg i32 %46 to i64
  %53 = icmp ult i32 %46, 8
  br i1 %53, label %72, label %54

54:                                               ; preds = %51
  %55 = and i64 %52, 2147483640
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i64 [ 0, %54 ], [ %68, %56 ]
  %58 = getelementptr inbounds nuw float, ptr %40, i64 %57
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <4 x float>, ptr %58, align 4, !tbaa !19
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !19
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %57
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %64 = load <4 x float>, ptr %62, align 4, !tbaa !19
  %65 = load <4 x float>, ptr %63, align 4, !tbaa !19
  %66 = fadd <4 x float> %60, %64
  %67 = fadd <4 x float> %61, %65
  store <4 x float> %66, ptr %62, align 4, !tbaa !19
  store <4 x float> %67, ptr %63, align 4, !tbaa !19
  %68 = add nuw i64 %57, 8
  %69 = icmp eq i64 %68, %55
  br i1 %69, label %70, label %56, !llvm.loop !107

70:                                               ; preds = %56
  %71 = icmp eq i64 %55, %52
  br i1 %71, label %116, label %72

72:                                               ; preds = %51, %70
  %73 = phi i64 [ 0, %51 ], [ %55, %70 ]
  br label %107

74:                                               ; preds = %48
  br i1 %49, label %75, label %116

75:                                               ; preds = %74
  %76 = zext nneg i32 %46 to i64
  %77 = icmp ult i32 %46, 4
  br i1 %77, label %96, label %78

78:                                               ; preds = %75
  %79 = and i64 %76, 2147483644
  br label %80

80:                                               ; preds = %80, %78
  %81 = phi i64 [ 0, %78 ], [ %92, %80 ]
  %82 = getelementptr inbounds nuw double, ptr %40, i64 %81
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 16
  %84 = load <2 x double>, ptr %82, align 8, !tbaa !24
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !24
  %86 = getelementptr inbounds nuw double, ptr %0, i64 %81
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 16
  %88 = load <2 x double>, ptr %86, align 8, !tbaa !24
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !24
  %90 = fadd <2 x double> %84, %88
  %91 = fadd <2 x double> %85, %89
  store <2 x double> %90, ptr %86, align 8, !tbaa !24
  store <2 x double> %91, ptr %87, align 8, !tbaa !24
  %92 = add nuw i64 %81, 4
  %93 = icmp eq i64 %92, %79
  br i1 %93, label %94, label %80, !llvm.loop !108

94:                                               ; preds = %80
  %95 = icmp eq i64 %79, %76
  br i1 %95, label %116, label %96

96:                                               ; preds = %75, %94
  %97 = phi i64 [ 0, %75 ], [ %79, %94 ]
  br label %98

98:                                               ; preds = %96, %98
  %99 = phi i64 [ %105, %98 ], [ %97, %96 ]
  %100 = getelementptr inbounds nuw double, ptr %40, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !24
  %102 = getelementptr inbounds nuw double, ptr %0, i64 %99
  %103 = load double, ptr %102, align 8, !tbaa !24
  %104 = fadd double %101, %103
  store double %104, ptr %102, align 8, !tbaa !24
  %105 = add nuw nsw i64 %99, 1
  %106 = icmp eq i64 %105, %76
  br i1 %106, label %116, label %98, !llvm.loop !109

107:                                              ; preds = %72, %107
  %108 = phi i64 [ %114, %107 ], [ %73, %72 ]
  %109 = getelementptr inbounds nuw float, ptr %40, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !19
  %111 = getelementptr inbounds nuw float, ptr %0, i64 %108
  %112 = load float, ptr %111, align 4, !tbaa !19
  %113 = fadd float %110, %112
  store float %113, ptr %111, align 4, !tbaa !19
  %114 = add nuw nsw i64 %108, 1
  %115 = icmp eq i64 %114, %52
  br i1 %115, label %116, label %107, !llvm.loop !110

116:                                              ; preds = %98, %107, %94, %70, %74, %50, %44, %39
  br i1 %19, label %121, label %117

117:                                              ; preds = %116
  %118 = sext i32 %4 to i64
  %119 = select i1 %18, i64 2, i64 3
  %120 = shl nsw i64 %118, %119
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %120, i1 false)
  br label %121

121:                                              ; preds = %116, %117
  call void @free(ptr noundef %27) #24
  call void @free(ptr noundef %40) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #24
  br label %122

122:                                              ; preds = %8, %121
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_alltoall(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9) local_unnamed_addr #6 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %13 = call i32 @MPI_Comm_size(ptr noundef %8, ptr noundef nonnull %12) #24
  %14 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  br i1 %14, label %83, label %15

15:                                               ; preds = %10
  %16 = icmp ne ptr %3, @ompi_mpi_double
  %17 = icmp eq ptr %3, @ompi_mpi_float
  %18 = select i1 %17, i32 2, i32 0
  %19 = select i1 %16, i32 %18, i32 1
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %83, label %21

21:                                               ; preds = %15
  %22 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %24, label %33

24:                                               ; preds = %21
  %25 = call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %35, label %83, label %36

36:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %37 = add nsw i32 %9, 1
  %38 = call i32 @MPI_Comm_size(ptr noundef %8, ptr noundef nonnull %11) #24
  %39 = and i1 %16, %17
  %40 = sext i32 %2 to i64
  %41 = sext i32 %37 to i64
  %42 = load i32, ptr %11, align 4, !tbaa !5
  %43 = sext i32 %42 to i64
  %44 = mul nsw i64 %43, %41
  %45 = mul i64 %44, %40
  %46 = select i1 %39, i64 2, i64 3
  %47 = shl i64 %45, %46
  %48 = or disjoint i64 %47, 1
  %49 = call noalias ptr @malloc(i64 noundef %48) #26
  %50 = sext i32 %6 to i64
  %51 = mul i64 %44, %50
  %52 = shl i64 %51, %46
  %53 = or disjoint i64 %52, 1
  %54 = call noalias ptr @malloc(i64 noundef %53) #26
  %55 = icmp sgt i32 %42, 0
  br i1 %55, label %62, label %56

56:                                               ; preds = %62, %36
  %57 = mul nsw i32 %37, %2
  %58 = mul nsw i32 %37, %6
  %59 = call i32 @MPI_Alltoall(ptr noundef %49, i32 noundef %57, ptr noundef %3, ptr noundef %54, i32 noundef %58, ptr noundef %7, ptr noundef %8) #24
  %60 = load i32, ptr %11, align 4, !tbaa !5
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %72, label %82

62:                                               ; preds = %36, %62
  %63 = phi i64 [ %68, %62 ], [ 0, %36 ]
  %64 = mul nsw i64 %63, %40
  %65 = mul i64 %64, %41
  %66 = shl i64 %65, %46
  %67 = getelementptr inbounds nuw i8, ptr %49, i64 %66
  call fastcc void @fpack_at(i32 noundef range(i32 0, 3) %19, ptr noundef %67, ptr noundef readonly %0, ptr noundef readonly %1, i32 noundef %9, i32 noundef %2, i64 noundef %64)
  %68 = add nuw nsw i64 %63, 1
  %69 = load i32, ptr %11, align 4, !tbaa !5
  %70 = sext i32 %69 to i64
  %71 = icmp slt i64 %68, %70
  br i1 %71, label %62, label %56, !llvm.loop !111

72:                                               ; preds = %56, %72
  %73 = phi i64 [ %78, %72 ], [ 0, %56 ]
  %74 = mul nsw i64 %73, %50
  %75 = mul i64 %74, %41
  %76 = shl i64 %75, %46
  %77 = getelementptr inbounds nuw i8, ptr %54, i64 %76
  call fastcc void @funpack_at(i32 noundef range(i32 0, 3) %19, ptr noundef %4, ptr noundef readonly %5, i32 noundef %9, i32 noundef %6, i64 noundef %74, ptr noundef %77)
  %78 = add nuw nsw i64 %73, 1
  %79 = load i32, ptr %11, align 4, !tbaa !5
  %80 = sext i32 %79 to i64
  %81 = icmp slt i64 %78, %80
  br i1 %81, label %72, label %82, !llvm.loop !112

82:                                               ; preds = %72, %56
  call void @free(ptr noundef %49) #24
  call void @free(ptr noundef %54) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  br label %309

83:                                               ; preds = %33, %15, %10
  %84 = call i32 @MPI_Alltoall(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %85 = icmp ne ptr %7, @ompi_mpi_double
  %86 = icmp eq ptr %7, @ompi_mpi_float
  %87 = xor i1 %86, true
  %88 = and i1 %85, %87
  br i1 %88, label %309, label %89

89:                                               ; preds = %83
  %90 = icmp eq ptr %1, null
  br i1 %90, label %97, label %91

91:                                               ; preds = %89
  %92 = icmp ne ptr %3, @ompi_mpi_double
  %93 = icmp ne ptr %3, @ompi_mpi_float
  %94 = and i1 %92, %93
  br i1 %94, label %95, label %97

95:                                               ; preds = %91
  %96 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.20, i64 noundef %96) #27
  unreachable

97:                                               ; preds = %89, %91
  %98 = load i32, ptr %12, align 4, !tbaa !5
  %99 = mul nsw i32 %98, %2
  %100 = and i1 %85, %86
  %101 = sext i32 %9 to i64
  %102 = sext i32 %99 to i64
  %103 = mul nsw i64 %102, %101
  %104 = select i1 %100, i64 2, i64 3
  %105 = shl i64 %103, %104
  %106 = or disjoint i64 %105, 1
  %107 = call noalias ptr @malloc(i64 noundef %106) #26
  %108 = icmp sgt i32 %9, 0
  br i1 %108, label %109, label %129

109:                                              ; preds = %97
  %110 = shl nsw i64 %102, %104
  %111 = zext nneg i32 %9 to i64
  br label %112

112:                                              ; preds = %126, %109
  %113 = phi i64 [ 0, %109 ], [ %127, %126 ]
  br i1 %90, label %122, label %114

114:                                              ; preds = %112
  %115 = getelementptr inbounds nuw ptr, ptr %1, i64 %113
  %116 = load ptr, ptr %115, align 8, !tbaa !15
  %117 = icmp eq ptr %116, null
  br i1 %117, label %122, label %118

118:                                              ; preds = %114
  %119 = mul nsw i64 %113, %102
  %120 = shl i64 %119, %104
  %121 = getelementptr inbounds nuw i8, ptr %107, i64 %120
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %121, ptr nonnull align 1 %116, i64 %110, i1 false)
  br label %126

122:                                              ; preds = %114, %112
  %123 = mul nsw i64 %113, %102
  %124 = shl i64 %123, %104
  %125 = getelementptr inbounds nuw i8, ptr %107, i64 %124
  call void @llvm.memset.p0.i64(ptr align 1 %125, i8 0, i64 %110, i1 false)
  br label %126

126:                                              ; preds = %122, %118
  %127 = add nuw nsw i64 %113, 1
  %128 = icmp eq i64 %127, %111
  br i1 %128, label %129, label %112, !llvm.loop !18

129:                                              ; preds = %126, %97
  %130 = sext i32 %2 to i64
  %131 = mul nsw i64 %101, %130
  %132 = sext i32 %98 to i64
  %133 = mul i64 %131, %132
  %134 = shl i64 %133, %104
  %135 = or disjoint i64 %134, 1
  %136 = call noalias ptr @malloc(i64 noundef %135) #26
  %137 = icmp sgt i32 %98, 0
  br i1 %137, label %138, label %191

138:                                              ; preds = %129
  %139 = shl nsw i64 %130, %104
  %140 = zext nneg i32 %98 to i64
  %141 = zext i32 %9 to i64
  %142 = and i64 %141, 1
  %143 = icmp eq i32 %9, 1
  %144 = and i64 %141, 2147483646
  %145 = icmp eq i64 %142, 0
  %146 = icmp ne i64 %142, 0
  br label %147

147:                                              ; preds = %163, %138
  %148 = phi i64 [ 0, %138 ], [ %164, %163 ]
  br i1 %108, label %149, label %163

149:                                              ; preds = %147
  %150 = mul nuw nsw i64 %148, %101
  br i1 %143, label %152, label %166

151:                                              ; preds = %166
  br i1 %145, label %163, label %152

152:                                              ; preds = %151, %149
  %153 = phi i64 [ 0, %149 ], [ %188, %151 ]
  call void @llvm.assume(i1 %146)
  %154 = add nuw nsw i64 %153, %150
  %155 = mul i64 %154, %130
  %156 = shl i64 %155, %104
  %157 = getelementptr inbounds nuw i8, ptr %136, i64 %156
  %158 = mul nuw nsw i64 %153, %132
  %159 = add nuw nsw i64 %158, %148
  %160 = mul i64 %159, %130
  %161 = shl i64 %160, %104
  %162 = getelementptr inbounds nuw i8, ptr %107, i64 %161
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %157, ptr readonly align 1 %162, i64 %139, i1 false)
  br label %163

163:                                              ; preds = %152, %151, %147
  %164 = add nuw nsw i64 %148, 1
  %165 = icmp eq i64 %164, %140
  br i1 %165, label %191, label %147, !llvm.loop !105

166:                                              ; preds = %149, %166
  %167 = phi i64 [ %188, %166 ], [ 0, %149 ]
  %168 = phi i64 [ %189, %166 ], [ 0, %149 ]
  %169 = add nuw nsw i64 %167, %150
  %170 = mul i64 %169, %130
  %171 = shl i64 %170, %104
  %172 = getelementptr inbounds nuw i8, ptr %136, i64 %171
  %173 = mul nuw nsw i64 %167, %132
  %174 = add nuw nsw i64 %173, %148
  %175 = mul i64 %174, %130
  %176 = shl i64 %175, %104
  %177 = getelementptr inbounds nuw i8, ptr %107, i64 %176
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %172, ptr readonly align 1 %177, i64 %139, i1 false)
  %178 = or disjoint i64 %167, 1
  %179 = add nuw nsw i64 %178, %150
  %180 = mul i64 %179, %130
  %181 = shl i64 %180, %104
  %182 = getelementptr inbounds nuw i8, ptr %136, i64 %181
  %183 = mul nuw nsw i64 %178, %132
  %184 = add nuw nsw i64 %183, %148
  %185 = mul i64 %184, %130
  %186 = shl i64 %185, %104
  %187 = getelementptr inbounds nuw i8, ptr %107, i64 %186
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %182, ptr readonly align 1 %187, i64 %139, i1 false)
  %188 = add nuw nsw i64 %167, 2
  %189 = add i64 %168, 2
  %190 = icmp eq i64 %189, %144
  br i1 %190, label %151, label %166, !llvm.loop !106

191:                                              ; preds = %163, %129
  %192 = sext i32 %6 to i64
  %193 = mul nsw i64 %101, %192
  %194 = mul i64 %193, %132
  %195 = shl i64 %194, %104
  %196 = or disjoint i64 %195, 1
  %197 = call noalias ptr @malloc(i64 noundef %196) #26
  %198 = mul nsw i32 %9, %2
  %199 = mul nsw i32 %9, %6
  %200 = call i32 @MPI_Alltoall(ptr noundef %136, i32 noundef %198, ptr noundef %3, ptr noundef %197, i32 noundef %199, ptr noundef %7, ptr noundef %8) #24
  %201 = load i32, ptr %12, align 4, !tbaa !5
  %202 = sext i32 %201 to i64
  %203 = mul i64 %193, %202
  %204 = shl i64 %203, %104
  %205 = or disjoint i64 %204, 1
  %206 = call noalias ptr @malloc(i64 noundef %205) #26
  %207 = icmp sgt i32 %201, 0
  br i1 %207, label %208, label %261

208:                                              ; preds = %191
  %209 = shl nsw i64 %192, %104
  %210 = zext nneg i32 %201 to i64
  %211 = zext i32 %9 to i64
  %212 = and i64 %211, 1
  %213 = icmp eq i32 %9, 1
  %214 = and i64 %211, 2147483646
  %215 = icmp eq i64 %212, 0
  %216 = icmp ne i64 %212, 0
  br label %217

217:                                              ; preds = %233, %208
  %218 = phi i64 [ 0, %208 ], [ %234, %233 ]
  br i1 %108, label %219, label %233

219:                                              ; preds = %217
  %220 = mul nuw nsw i64 %218, %101
  br i1 %213, label %222, label %236

221:                                              ; preds = %236
  br i1 %215, label %233, label %222

222:                                              ; preds = %221, %219
  %223 = phi i64 [ 0, %219 ], [ %258, %221 ]
  call void @llvm.assume(i1 %216)
  %224 = mul nuw nsw i64 %223, %202
  %225 = add nuw nsw i64 %224, %218
  %226 = mul i64 %225, %192
  %227 = shl i64 %226, %104
  %228 = getelementptr inbounds nuw i8, ptr %206, i64 %227
  %229 = add nuw nsw i64 %223, %220
  %230 = mul i64 %229, %192
  %231 = shl i64 %230, %104
  %232 = getelementptr inbounds nuw i8, ptr %197, i64 %231
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %228, ptr readonly align 1 %232, i64 %209, i1 false)
  br label %233

233:                                              ; preds = %222, %221, %217
  %234 = add nuw nsw i64 %218, 1
  %235 = icmp eq i64 %234, %210
  br i1 %235, label %261, label %217, !llvm.loop !98

236:                                              ; preds = %219, %236
  %237 = phi i64 [ %258, %236 ], [ 0, %219 ]
  %238 = phi i64 [ %259, %236 ], [ 0, %219 ]
  %239 = mul nuw nsw i64 %237, %202
  %240 = add nuw nsw i64 %239, %218
  %241 = mul i64 %240, %192
  %242 = shl i64 %241, %104
  %243 = getelementptr inbounds nuw i8, ptr %206, i64 %242
  %244 = add nuw nsw i64 %237, %220
  %245 = mul i64 %244, %192
  %246 = shl i64 %245, %104
  %247 = getelementptr inbounds nuw i8, ptr %197, i64 %246
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %243, ptr readonly align 1 %247, i64 %209, i1 false)
  %248 = or disjoint i64 %237, 1
  %249 = mul nuw nsw i64 %248, %202
  %250 = add nuw nsw i64 %249, %218
  %251 = mul i64 %250, %192
  %252 = shl i64 %251, %104
  %253 = getelementptr inbounds nuw i8, ptr %206, i64 %252
  %254 = add nuw nsw i64 %248, %220
  %255 = mul i64 %254, %192
  %256 = shl i64 %255, %104
  %257 = getelementptr inbounds nuw i8, ptr %197, i64 %256
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %253, ptr readonly align 1 %257, i64 %209, i1 false)
  %258 = add nuw nsw i64 %237, 2
  %259 = add i64 %238, 2
  %260 = icmp eq i64 %259, %214
  br i1 %260, label %221, label %236, !llvm.loop !99

261:                                              ; preds = %233, %191
  %262 = icmp ne ptr %5, null
  %263 = and i1 %262, %108
  br i1 %263, label %264, label %308

264:                                              ; preds = %261
  %265 = mul nsw i32 %201, %6
  %266 = sext i32 %265 to i64
  %267 = shl nsw i64 %266, %104
  %268 = zext nneg i32 %9 to i64
  %269 = and i64 %268, 1
  %270 = icmp eq i32 %9, 1
  br i1 %270, label %298, label %271

271:                                              ; preds = %264
  %272 = and i64 %268, 2147483646
  br label %273

273:                                              ; preds = %292, %271
  %274 = phi i64 [ 0, %271 ], [ %293, %292 ]
  %275 = phi i64 [ 0, %271 ], [ %294, %292 ]
  %276 = getelementptr inbounds nuw ptr, ptr %5, i64 %274
  %277 = load ptr, ptr %276, align 8, !tbaa !15
  %278 = icmp eq ptr %277, null
  br i1 %278, label %283, label %279

279:                                              ; preds = %273
  %280 = mul nsw i64 %274, %266
  %281 = shl i64 %280, %104
  %282 = getelementptr inbounds nuw i8, ptr %206, i64 %281
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %277, ptr readonly align 1 %282, i64 %267, i1 false)
  br label %283

283:                                              ; preds = %279, %273
  %284 = or disjoint i64 %274, 1
  %285 = getelementptr inbounds nuw ptr, ptr %5, i64 %284
  %286 = load ptr, ptr %285, align 8, !tbaa !15
  %287 = icmp eq ptr %286, null
  br i1 %287, label %292, label %288

288:                                              ; preds = %283
  %289 = mul nsw i64 %284, %266
  %290 = shl i64 %289, %104
  %291 = getelementptr inbounds nuw i8, ptr %206, i64 %290
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %286, ptr readonly align 1 %291, i64 %267, i1 false)
  br label %292

292:                                              ; preds = %288, %283
  %293 = add nuw nsw i64 %274, 2
  %294 = add i64 %275, 2
  %295 = icmp eq i64 %294, %272
  br i1 %295, label %296, label %273, !llvm.loop !34

296:                                              ; preds = %292
  %297 = icmp eq i64 %269, 0
  br i1 %297, label %308, label %298

298:                                              ; preds = %296, %264
  %299 = phi i64 [ 0, %264 ], [ %293, %296 ]
  %300 = icmp ne i64 %269, 0
  call void @llvm.assume(i1 %300)
  %301 = getelementptr inbounds nuw ptr, ptr %5, i64 %299
  %302 = load ptr, ptr %301, align 8, !tbaa !15
  %303 = icmp eq ptr %302, null
  br i1 %303, label %308, label %304

304:                                              ; preds = %298
  %305 = mul nsw i64 %299, %266
  %306 = shl i64 %305, %104
  %307 = getelementptr inbounds nuw i8, ptr %206, i64 %306
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %302, ptr readonly align 1 %307, i64 %267, i1 false)
  br label %308

308:                                              ; preds = %296, %304, %298, %261
  call void @free(ptr noundef %107) #24
  call void @free(ptr noundef %136) #24
  call void @free(ptr noundef %197) #24
  call void @free(ptr noundef %206) #24
  br label %309

309:                                              ; preds = %308, %83, %82
  %310 = phi i32 [ %59, %82 ], [ %84, %83 ], [ %84, %308 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  ret i32 %310
}

declare i32 @MPI_Alltoall(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_alltoall(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6) local_unnamed_addr #6 {
  %8 = alloca i32, align 4
  %9 = icmp ne ptr %5, @ompi_mpi_double
  %10 = icmp eq ptr %5, @ompi_mpi_float
  %11 = xor i1 %10, true
  %12 = and i1 %9, %11
  br i1 %12, label %115, label %13

13:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %14 = call i32 @MPI_Comm_size(ptr noundef %6, ptr noundef nonnull %8) #24
  %15 = and i1 %9, %10
  %16 = icmp eq ptr %3, null
  %17 = load i32, ptr %8, align 4, !tbaa !5
  br i1 %16, label %20, label %18

18:                                               ; preds = %13
  %19 = sext i32 %17 to i64
  br label %27

20:                                               ; preds = %13
  %21 = select i1 %15, i64 4, i64 8
  %22 = sext i32 %4 to i64
  %23 = sext i32 %17 to i64
  %24 = mul nsw i64 %23, %22
  %25 = add nsw i64 %24, 1
  %26 = call noalias ptr @calloc(i64 noundef %25, i64 noundef %21) #28
  br label %27

27:                                               ; preds = %18, %20
  %28 = phi i64 [ %19, %18 ], [ %23, %20 ]
  %29 = phi ptr [ %3, %18 ], [ %26, %20 ]
  %30 = phi ptr [ null, %18 ], [ %26, %20 ]
  %31 = sext i32 %1 to i64
  %32 = mul nsw i64 %28, %31
  %33 = select i1 %15, i64 2, i64 3
  %34 = shl i64 %32, %33
  %35 = or disjoint i64 %34, 1
  %36 = call noalias ptr @malloc(i64 noundef %35) #26
  %37 = call i32 @MPI_Alltoall(ptr noundef %29, i32 noundef %4, ptr noundef %5, ptr noundef %36, i32 noundef %1, ptr noundef %2, ptr noundef %6) #24
  %38 = load i32, ptr %8, align 4, !tbaa !5
  %39 = mul nsw i32 %38, %1
  %40 = icmp eq ptr %0, null
  br i1 %40, label %109, label %41

41:                                               ; preds = %27
  %42 = icmp sgt i32 %39, 0
  br i1 %9, label %43, label %67

43:                                               ; preds = %41
  br i1 %42, label %44, label %109

44:                                               ; preds = %43
  %45 = zext nneg i32 %39 to i64
  %46 = icmp ult i32 %39, 8
  br i1 %46, label %65, label %47

47:                                               ; preds = %44
  %48 = and i64 %45, 2147483640
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %61, %49 ]
  %51 = getelementptr inbounds nuw float, ptr %36, i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 16
  %53 = load <4 x float>, ptr %51, align 4, !tbaa !19
  %54 = load <4 x float>, ptr %52, align 4, !tbaa !19
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !19
  %58 = load <4 x float>, ptr %56, align 4, !tbaa !19
  %59 = fadd <4 x float> %53, %57
  %60 = fadd <4 x float> %54, %58
  store <4 x float> %59, ptr %55, align 4, !tbaa !19
  store <4 x float> %60, ptr %56, align 4, !tbaa !19
  %61 = add nuw i64 %50, 8
  %62 = icmp eq i64 %61, %48
  br i1 %62, label %63, label %49, !llvm.loop !113

63:                                               ; preds = %49
  %64 = icmp eq i64 %48, %45
  br i1 %64, label %109, label %65

65:                                               ; preds = %44, %63
  %66 = phi i64 [ 0, %44 ], [ %48, %63 ]
  br label %100

67:                                               ; preds = %41
  br i1 %42, label %68, label %109

68:                                               ; preds = %67
  %69 = zext nneg i32 %39 to i64
  %70 = icmp ult i32 %39, 4
  br i1 %70, label %89, label %71

71:                                               ; preds = %68
  %72 = and i64 %69, 2147483644
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ 0, %71 ], [ %85, %73 ]
  %75 = getelementptr inbounds nuw double, ptr %36, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 16
  %77 = load <2 x double>, ptr %75, align 8, !tbaa !24
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !24
  %79 = getelementptr inbounds nuw double, ptr %0, i64 %74
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !24
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !24
  %83 = fadd <2 x double> %77, %81
  %84 = fadd <2 x double> %78, %82
  store <2 x double> %83, ptr %79, align 8, !tbaa !24
  store <2 x double> %84, ptr %80, align 8, !tbaa !24
  %85 = add nuw i64 %74, 4
  %86 = icmp eq i64 %85, %72
  br i1 %86, label %87, label %73, !llvm.loop !114

87:                                               ; preds = %73
  %88 = icmp eq i64 %72, %69
  br i1 %88, label %109, label %89

89:                                               ; preds = %68, %87
  %90 = phi i64 [ 0, %68 ], [ %72, %87 ]
  br label %91

91:                                               ; preds = %89, %91
  %92 = phi i64 [ %98, %91 ], [ %90, %89 ]
  %93 = getelementptr inbounds nuw double, ptr %36, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !24
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !24
  %97 = fadd double %94, %96
  store double %97, ptr %95, align 8, !tbaa !24
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %69
  br i1 %99, label %109, label %91, !llvm.loop !115

100:                                              ; preds = %65, %100
  %101 = phi i64 [ %107, %100 ], [ %66, %65 ]
  %102 = getelementptr inbounds nuw float, ptr %36, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !19
  %104 = getelementptr inbounds nuw float, ptr %0, i64 %101
  %105 = load float, ptr %104, align 4, !tbaa !19
  %106 = fadd float %103, %105
  store float %106, ptr %104, align 4, !tbaa !19
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, %45
  br i1 %108, label %109, label %100, !llvm.loop !116

109:                                              ; preds = %91, %100, %87, %63, %27, %43, %67
  br i1 %16, label %114, label %110

110:                                              ; preds = %109
  %111 = mul nsw i32 %38, %4
  %112 = sext i32 %111 to i64
  %113 = shl nsw i64 %112, %33
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %113, i1 false)
  br label %114

114:                                              ; preds = %109, %110
  call void @free(ptr noundef %30) #24
  call void @free(ptr noundef %36) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #24
  br label %115

115:                                              ; preds = %7, %114
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_scatter_block(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %12 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %11) #24
  %13 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  br i1 %13, label %116, label %14

14:                                               ; preds = %9
  %15 = icmp eq ptr %5, @ompi_mpi_double
  %16 = icmp eq ptr %5, @ompi_mpi_float
  %17 = select i1 %16, i32 2, i32 0
  %18 = select i1 %15, i32 1, i32 %17
  %19 = or i1 %15, %16
  %20 = icmp eq ptr %6, @ompi_mpi_op_sum
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %116

22:                                               ; preds = %14
  %23 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %25, label %34

25:                                               ; preds = %22
  %26 = call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %36, label %116, label %37

37:                                               ; preds = %34
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %38 = add nsw i32 %8, 1
  %39 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %10) #24
  %40 = xor i1 %15, true
  %41 = and i1 %16, %40
  %42 = sext i32 %4 to i64
  %43 = sext i32 %38 to i64
  %44 = mul nsw i64 %43, %42
  %45 = load i32, ptr %10, align 4, !tbaa !5
  %46 = sext i32 %45 to i64
  %47 = mul i64 %44, %46
  %48 = select i1 %41, i64 2, i64 3
  %49 = shl i64 %47, %48
  %50 = or disjoint i64 %49, 1
  %51 = call noalias ptr @malloc(i64 noundef %50) #26
  %52 = shl i64 %44, %48
  %53 = or disjoint i64 %52, 1
  %54 = call noalias ptr @malloc(i64 noundef %53) #26
  %55 = icmp sgt i32 %45, 0
  br i1 %55, label %93, label %56

56:                                               ; preds = %93, %37
  %57 = mul nsw i32 %38, %4
  %58 = call i32 @MPI_Reduce_scatter_block(ptr noundef %51, ptr noundef %54, i32 noundef %57, ptr noundef %5, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %7) #24
  %59 = shl nsw i64 %42, %48
  %60 = icmp eq ptr %2, null
  br i1 %60, label %62, label %61

61:                                               ; preds = %56
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr readonly align 1 %54, i64 %59, i1 false)
  br label %62

62:                                               ; preds = %61, %56
  %63 = icmp ne ptr %3, null
  %64 = icmp sgt i32 %8, 0
  %65 = and i1 %63, %64
  br i1 %65, label %66, label %115

66:                                               ; preds = %62
  %67 = zext nneg i32 %8 to i64
  %68 = and i64 %67, 1
  %69 = icmp eq i32 %8, 1
  br i1 %69, label %105, label %70

70:                                               ; preds = %66
  %71 = and i64 %67, 2147483646
  br label %72

72:                                               ; preds = %90, %70
  %73 = phi i64 [ 0, %70 ], [ %86, %90 ]
  %74 = phi i64 [ 0, %70 ], [ %91, %90 ]
  %75 = getelementptr inbounds nuw ptr, ptr %3, i64 %73
  %76 = load ptr, ptr %75, align 8, !tbaa !15
  %77 = icmp eq ptr %76, null
  %78 = or disjoint i64 %73, 1
  br i1 %77, label %82, label %79

79:                                               ; preds = %72
  %80 = mul i64 %78, %59
  %81 = getelementptr inbounds nuw i8, ptr %54, i64 %80
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %76, ptr readonly align 1 %81, i64 %59, i1 false)
  br label %82

82:                                               ; preds = %79, %72
  %83 = getelementptr inbounds nuw ptr, ptr %3, i64 %78
  %84 = load ptr, ptr %83, align 8, !tbaa !15
  %85 = icmp eq ptr %84, null
  %86 = add nuw nsw i64 %73, 2
  br i1 %85, label %90, label %87

87:                                               ; preds = %82
  %88 = mul i64 %86, %59
  %89 = getelementptr inbounds nuw i8, ptr %54, i64 %88
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %84, ptr readonly align 1 %89, i64 %59, i1 false)
  br label %90

90:                                               ; preds = %87, %82
  %91 = add i64 %74, 2
  %92 = icmp eq i64 %91, %71
  br i1 %92, label %103, label %72, !llvm.loop !31

93:                                               ; preds = %37, %93
  %94 = phi i64 [ %99, %93 ], [ 0, %37 ]
  %95 = mul nsw i64 %94, %42
  %96 = mul i64 %95, %43
  %97 = shl i64 %96, %48
  %98 = getelementptr inbounds nuw i8, ptr %51, i64 %97
  call fastcc void @fpack_at(i32 noundef range(i32 0, 3) %18, ptr noundef %98, ptr noundef readonly %0, ptr noundef readonly %1, i32 noundef %8, i32 noundef %4, i64 noundef %95)
  %99 = add nuw nsw i64 %94, 1
  %100 = load i32, ptr %10, align 4, !tbaa !5
  %101 = sext i32 %100 to i64
  %102 = icmp slt i64 %99, %101
  br i1 %102, label %93, label %56, !llvm.loop !117

103:                                              ; preds = %90
  %104 = icmp eq i64 %68, 0
  br i1 %104, label %115, label %105

105:                                              ; preds = %103, %66
  %106 = phi i64 [ 0, %66 ], [ %86, %103 ]
  %107 = icmp ne i64 %68, 0
  call void @llvm.assume(i1 %107)
  %108 = getelementptr inbounds nuw ptr, ptr %3, i64 %106
  %109 = load ptr, ptr %108, align 8, !tbaa !15
  %110 = icmp eq ptr %109, null
  br i1 %110, label %115, label %111

111:                                              ; preds = %105
  %112 = add nuw nsw i64 %106, 1
  %113 = mul i64 %112, %59
  %114 = getelementptr inbounds nuw i8, ptr %54, i64 %113
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %109, ptr readonly align 1 %114, i64 %59, i1 false)
  br label %115

115:                                              ; preds = %103, %111, %105, %62
  call void @free(ptr noundef %51) #24
  call void @free(ptr noundef %54) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  br label %303

116:                                              ; preds = %34, %14, %9
  %117 = call i32 @MPI_Reduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #24
  %118 = icmp ne ptr %5, @ompi_mpi_double
  %119 = icmp eq ptr %5, @ompi_mpi_float
  %120 = xor i1 %119, true
  %121 = and i1 %118, %120
  br i1 %121, label %303, label %122

122:                                              ; preds = %116
  %123 = icmp eq ptr %6, @ompi_mpi_op_sum
  br i1 %123, label %151, label %124

124:                                              ; preds = %122
  %125 = icmp eq ptr %6, @ompi_mpi_op_prod
  %126 = icmp eq ptr %6, @ompi_mpi_op_min
  %127 = or i1 %125, %126
  %128 = icmp eq ptr %6, @ompi_mpi_op_max
  %129 = or i1 %128, %127
  br i1 %129, label %149, label %130

130:                                              ; preds = %124
  %131 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %132 = icmp sgt i32 %131, 0
  br i1 %132, label %133, label %147

133:                                              ; preds = %130
  %134 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %135 = zext nneg i32 %131 to i64
  br label %139

136:                                              ; preds = %139
  %137 = add nuw nsw i64 %140, 1
  %138 = icmp eq i64 %137, %135
  br i1 %138, label %147, label %139, !llvm.loop !118

139:                                              ; preds = %136, %133
  %140 = phi i64 [ 0, %133 ], [ %137, %136 ]
  %141 = getelementptr inbounds nuw %struct.op_reg, ptr %134, i64 %140
  %142 = load ptr, ptr %141, align 8, !tbaa !119
  %143 = icmp eq ptr %142, %6
  br i1 %143, label %144, label %136

144:                                              ; preds = %139
  %145 = getelementptr inbounds nuw i8, ptr %141, i64 8
  %146 = load i32, ptr %145, align 8, !tbaa !122
  switch i32 %146, label %149 [
    i32 0, label %147
    i32 1, label %151
  ]

147:                                              ; preds = %136, %144, %130
  %148 = ptrtoint ptr %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.21, i64 noundef %148) #27
  unreachable

149:                                              ; preds = %144, %124
  %150 = ptrtoint ptr %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i64 noundef %150) #27
  unreachable

151:                                              ; preds = %144, %122
  %152 = icmp ne ptr %1, null
  %153 = icmp ne ptr %5, @ompi_mpi_float
  %154 = and i1 %118, %153
  %155 = and i1 %152, %154
  br i1 %155, label %156, label %158

156:                                              ; preds = %151
  %157 = ptrtoint ptr %5 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.20, i64 noundef %157) #27
  unreachable

158:                                              ; preds = %151
  %159 = load i32, ptr %11, align 4, !tbaa !5
  %160 = mul nsw i32 %159, %4
  %161 = and i1 %118, %119
  %162 = sext i32 %8 to i64
  %163 = sext i32 %160 to i64
  %164 = mul nsw i64 %163, %162
  %165 = select i1 %161, i64 2, i64 3
  %166 = shl i64 %164, %165
  %167 = or disjoint i64 %166, 1
  %168 = call noalias ptr @malloc(i64 noundef %167) #26
  %169 = icmp sgt i32 %8, 0
  br i1 %169, label %170, label %190

170:                                              ; preds = %158
  %171 = shl nsw i64 %163, %165
  %172 = zext nneg i32 %8 to i64
  br label %173

173:                                              ; preds = %187, %170
  %174 = phi i64 [ 0, %170 ], [ %188, %187 ]
  br i1 %152, label %175, label %183

175:                                              ; preds = %173
  %176 = getelementptr inbounds nuw ptr, ptr %1, i64 %174
  %177 = load ptr, ptr %176, align 8, !tbaa !15
  %178 = icmp eq ptr %177, null
  br i1 %178, label %183, label %179

179:                                              ; preds = %175
  %180 = mul nsw i64 %174, %163
  %181 = shl i64 %180, %165
  %182 = getelementptr inbounds nuw i8, ptr %168, i64 %181
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %182, ptr nonnull align 1 %177, i64 %171, i1 false)
  br label %187

183:                                              ; preds = %175, %173
  %184 = mul nsw i64 %174, %163
  %185 = shl i64 %184, %165
  %186 = getelementptr inbounds nuw i8, ptr %168, i64 %185
  call void @llvm.memset.p0.i64(ptr align 1 %186, i8 0, i64 %171, i1 false)
  br label %187

187:                                              ; preds = %183, %179
  %188 = add nuw nsw i64 %174, 1
  %189 = icmp eq i64 %188, %172
  br i1 %189, label %190, label %173, !llvm.loop !18

190:                                              ; preds = %187, %158
  %191 = sext i32 %4 to i64
  %192 = mul nsw i64 %162, %191
  %193 = sext i32 %159 to i64
  %194 = mul i64 %192, %193
  %195 = shl i64 %194, %165
  %196 = or disjoint i64 %195, 1
  %197 = call noalias ptr @malloc(i64 noundef %196) #26
  %198 = icmp sgt i32 %159, 0
  br i1 %198, label %199, label %252

199:                                              ; preds = %190
  %200 = shl nsw i64 %191, %165
  %201 = zext nneg i32 %159 to i64
  %202 = zext i32 %8 to i64
  %203 = and i64 %202, 1
  %204 = icmp eq i32 %8, 1
  %205 = and i64 %202, 2147483646
  %206 = icmp eq i64 %203, 0
  %207 = icmp ne i64 %203, 0
  br label %208

208:                                              ; preds = %224, %199
  %209 = phi i64 [ 0, %199 ], [ %225, %224 ]
  br i1 %169, label %210, label %224

210:                                              ; preds = %208
  %211 = mul nuw nsw i64 %209, %162
  br i1 %204, label %213, label %227

212:                                              ; preds = %227
  br i1 %206, label %224, label %213

213:                                              ; preds = %212, %210
  %214 = phi i64 [ 0, %210 ], [ %249, %212 ]
  call void @llvm.assume(i1 %207)
  %215 = add nuw nsw i64 %214, %211
  %216 = mul i64 %215, %191
  %217 = shl i64 %216, %165
  %218 = getelementptr inbounds nuw i8, ptr %197, i64 %217
  %219 = mul nuw nsw i64 %214, %193
  %220 = add nuw nsw i64 %219, %209
  %221 = mul i64 %220, %191
  %222 = shl i64 %221, %165
  %223 = getelementptr inbounds nuw i8, ptr %168, i64 %222
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %218, ptr readonly align 1 %223, i64 %200, i1 false)
  br label %224

224:                                              ; preds = %213, %212, %208
  %225 = add nuw nsw i64 %209, 1
  %226 = icmp eq i64 %225, %201
  br i1 %226, label %252, label %208, !llvm.loop !105

227:                                              ; preds = %210, %227
  %228 = phi i64 [ %249, %227 ], [ 0, %210 ]
  %229 = phi i64 [ %250, %227 ], [ 0, %210 ]
  %230 = add nuw nsw i64 %228, %211
  %231 = mul i64 %230, %191
  %232 = shl i64 %231, %165
  %233 = getelementptr inbounds nuw i8, ptr %197, i64 %232
  %234 = mul nuw nsw i64 %228, %193
  %235 = add nuw nsw i64 %234, %209
  %236 = mul i64 %235, %191
  %237 = shl i64 %236, %165
  %238 = getelementptr inbounds nuw i8, ptr %168, i64 %237
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %233, ptr readonly align 1 %238, i64 %200, i1 false)
  %239 = or disjoint i64 %228, 1
  %240 = add nuw nsw i64 %239, %211
  %241 = mul i64 %240, %191
  %242 = shl i64 %241, %165
  %243 = getelementptr inbounds nuw i8, ptr %197, i64 %242
  %244 = mul nuw nsw i64 %239, %193
  %245 = add nuw nsw i64 %244, %209
  %246 = mul i64 %245, %191
  %247 = shl i64 %246, %165
  %248 = getelementptr inbounds nuw i8, ptr %168, i64 %247
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %243, ptr readonly align 1 %248, i64 %200, i1 false)
  %249 = add nuw nsw i64 %228, 2
  %250 = add i64 %229, 2
  %251 = icmp eq i64 %250, %205
  br i1 %251, label %212, label %227, !llvm.loop !106

252:                                              ; preds = %224, %190
  %253 = shl i64 %192, %165
  %254 = or disjoint i64 %253, 1
  %255 = call noalias ptr @malloc(i64 noundef %254) #26
  %256 = mul nsw i32 %8, %4
  %257 = call i32 @MPI_Reduce_scatter_block(ptr noundef %197, ptr noundef %255, i32 noundef %256, ptr noundef %5, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %7) #24
  %258 = icmp ne ptr %3, null
  %259 = and i1 %258, %169
  br i1 %259, label %260, label %302

260:                                              ; preds = %252
  %261 = shl nsw i64 %191, %165
  %262 = zext nneg i32 %8 to i64
  %263 = and i64 %262, 1
  %264 = icmp eq i32 %8, 1
  br i1 %264, label %292, label %265

265:                                              ; preds = %260
  %266 = and i64 %262, 2147483646
  br label %267

267:                                              ; preds = %286, %265
  %268 = phi i64 [ 0, %265 ], [ %287, %286 ]
  %269 = phi i64 [ 0, %265 ], [ %288, %286 ]
  %270 = getelementptr inbounds nuw ptr, ptr %3, i64 %268
  %271 = load ptr, ptr %270, align 8, !tbaa !15
  %272 = icmp eq ptr %271, null
  br i1 %272, label %277, label %273

273:                                              ; preds = %267
  %274 = mul nsw i64 %268, %191
  %275 = shl i64 %274, %165
  %276 = getelementptr inbounds nuw i8, ptr %255, i64 %275
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %271, ptr readonly align 1 %276, i64 %261, i1 false)
  br label %277

277:                                              ; preds = %273, %267
  %278 = or disjoint i64 %268, 1
  %279 = getelementptr inbounds nuw ptr, ptr %3, i64 %278
  %280 = load ptr, ptr %279, align 8, !tbaa !15
  %281 = icmp eq ptr %280, null
  br i1 %281, label %286, label %282

282:                                              ; preds = %277
  %283 = mul nsw i64 %278, %191
  %284 = shl i64 %283, %165
  %285 = getelementptr inbounds nuw i8, ptr %255, i64 %284
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %280, ptr readonly align 1 %285, i64 %261, i1 false)
  br label %286

286:                                              ; preds = %282, %277
  %287 = add nuw nsw i64 %268, 2
  %288 = add i64 %269, 2
  %289 = icmp eq i64 %288, %266
  br i1 %289, label %290, label %267, !llvm.loop !34

290:                                              ; preds = %286
  %291 = icmp eq i64 %263, 0
  br i1 %291, label %302, label %292

292:                                              ; preds = %290, %260
  %293 = phi i64 [ 0, %260 ], [ %287, %290 ]
  %294 = icmp ne i64 %263, 0
  call void @llvm.assume(i1 %294)
  %295 = getelementptr inbounds nuw ptr, ptr %3, i64 %293
  %296 = load ptr, ptr %295, align 8, !tbaa !15
  %297 = icmp eq ptr %296, null
  br i1 %297, label %302, label %298

298:                                              ; preds = %292
  %299 = mul nsw i64 %293, %191
  %300 = shl i64 %299, %165
  %301 = getelementptr inbounds nuw i8, ptr %255, i64 %300
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %296, ptr readonly align 1 %301, i64 %261, i1 false)
  br label %302

302:                                              ; preds = %290, %298, %292, %252
  call void @free(ptr noundef %168) #24
  call void @free(ptr noundef %197) #24
  call void @free(ptr noundef %255) #24
  br label %303

303:                                              ; preds = %302, %116, %115
  %304 = phi i32 [ %58, %115 ], [ %117, %116 ], [ %117, %302 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  ret i32 %304
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce_scatter_block(ptr noundef captures(address_is_null) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #6 {
  %7 = alloca i32, align 4
  %8 = icmp ne ptr %3, @ompi_mpi_double
  %9 = icmp eq ptr %3, @ompi_mpi_float
  %10 = xor i1 %9, true
  %11 = and i1 %8, %10
  br i1 %11, label %139, label %12

12:                                               ; preds = %6
  %13 = icmp eq ptr %4, @ompi_mpi_op_sum
  br i1 %13, label %41, label %14

14:                                               ; preds = %12
  %15 = icmp eq ptr %4, @ompi_mpi_op_prod
  %16 = icmp eq ptr %4, @ompi_mpi_op_min
  %17 = or i1 %15, %16
  %18 = icmp eq ptr %4, @ompi_mpi_op_max
  %19 = or i1 %18, %17
  br i1 %19, label %39, label %20

20:                                               ; preds = %14
  %21 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %37

23:                                               ; preds = %20
  %24 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %25 = zext nneg i32 %21 to i64
  br label %29

26:                                               ; preds = %29
  %27 = add nuw nsw i64 %30, 1
  %28 = icmp eq i64 %27, %25
  br i1 %28, label %37, label %29, !llvm.loop !118

29:                                               ; preds = %26, %23
  %30 = phi i64 [ 0, %23 ], [ %27, %26 ]
  %31 = getelementptr inbounds nuw %struct.op_reg, ptr %24, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !119
  %33 = icmp eq ptr %32, %4
  br i1 %33, label %34, label %26

34:                                               ; preds = %29
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !122
  switch i32 %36, label %39 [
    i32 0, label %37
    i32 1, label %41
  ]

37:                                               ; preds = %26, %34, %20
  %38 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.21, i64 noundef %38) #27
  unreachable

39:                                               ; preds = %34, %14
  %40 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i64 noundef %40) #27
  unreachable

41:                                               ; preds = %34, %12
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #24
  %42 = call i32 @MPI_Comm_size(ptr noundef %5, ptr noundef nonnull %7) #24
  %43 = and i1 %8, %9
  %44 = icmp eq ptr %1, null
  br i1 %44, label %47, label %45

45:                                               ; preds = %41
  %46 = sext i32 %2 to i64
  br label %52

47:                                               ; preds = %41
  %48 = select i1 %43, i64 4, i64 8
  %49 = sext i32 %2 to i64
  %50 = add nsw i64 %49, 1
  %51 = call noalias ptr @calloc(i64 noundef %50, i64 noundef %48) #28
  br label %52

52:                                               ; preds = %45, %47
  %53 = phi i64 [ %46, %45 ], [ %49, %47 ]
  %54 = phi ptr [ %1, %45 ], [ %51, %47 ]
  %55 = phi ptr [ null, %45 ], [ %51, %47 ]
  %56 = load i32, ptr %7, align 4, !tbaa !5
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %53, %57
  %59 = select i1 %43, i64 2, i64 3
  %60 = shl i64 %58, %59
  %61 = or disjoint i64 %60, 1
  %62 = call noalias ptr @malloc(i64 noundef %61) #26
  %63 = call i32 @MPI_Allgather(ptr noundef %54, i32 noundef %2, ptr noundef %3, ptr noundef %62, i32 noundef %2, ptr noundef %3, ptr noundef %5) #24
  %64 = load i32, ptr %7, align 4, !tbaa !5
  %65 = mul nsw i32 %64, %2
  %66 = icmp eq ptr %0, null
  br i1 %66, label %135, label %67

67:                                               ; preds = %52
  %68 = icmp sgt i32 %65, 0
  br i1 %8, label %69, label %93

69:                                               ; preds = %67
  br i1 %68, label %70, label %135

70:                                               ; preds = %69
  %71 = zext nneg i32 %65 to i64
  %72 = icmp ult i32 %65, 8
  br i1 %72, label %91, label %73

73:                                               ; preds = %70
  %74 = and i64 %71, 2147483640
  br label %75

75:                                               ; preds = %75, %73
  %76 = phi i64 [ 0, %73 ], [ %87, %75 ]
  %77 = getelementptr inbounds nuw float, ptr %62, i64 %76
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 16
  %79 = load <4 x float>, ptr %77, align 4, !tbaa !19
  %80 = load <4 x float>, ptr %78, align 4, !tbaa !19
  %81 = getelementptr inbounds nuw float, ptr %0, i64 %76
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 16
  %83 = load <4 x float>, ptr %81, align 4, !tbaa !19
  %84 = load <4 x float>, ptr %82, align 4, !tbaa !19
  %85 = fadd <4 x float> %79, %83
  %86 = fadd <4 x float> %80, %84
  store <4 x float> %85, ptr %81, align 4, !tbaa !19
  store <4 x float> %86, ptr %82, align 4, !tbaa !19
  %87 = add nuw i64 %76, 8
  %88 = icmp eq i64 %87, %74
  br i1 %88, label %89, label %75, !llvm.loop !123

89:                                               ; preds = %75
  %90 = icmp eq i64 %74, %71
  br i1 %90, label %135, label %91

91:                                               ; preds = %70, %89
  %92 = phi i64 [ 0, %70 ], [ %74, %89 ]
  br label %126

93:                                               ; preds = %67
  br i1 %68, label %94, label %135

94:                                               ; preds = %93
  %95 = zext nneg i32 %65 to i64
  %96 = icmp ult i32 %65, 4
  br i1 %96, label %115, label %97

97:                                               ; preds = %94
  %98 = and i64 %95, 2147483644
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %111, %99 ]
  %101 = getelementptr inbounds nuw double, ptr %62, i64 %100
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 16
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !24
  %104 = load <2 x double>, ptr %102, align 8, !tbaa !24
  %105 = getelementptr inbounds nuw double, ptr %0, i64 %100
  %106 = getelementptr inbounds nuw i8, ptr %105, i64 16
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !24
  %108 = load <2 x double>, ptr %106, align 8, !tbaa !24
  %109 = fadd <2 x double> %103, %107
  %110 = fadd <2 x double> %104, %108
  store <2 x double> %109, ptr %105, align 8, !tbaa !24
  store <2 x double> %110, ptr %106, align 8, !tbaa !24
  %111 = add nuw i64 %100, 4
  %112 = icmp eq i64 %111, %98
  br i1 %112, label %113, label %99, !llvm.loop !124

113:                                              ; preds = %99
  %114 = icmp eq i64 %98, %95
  br i1 %114, label %135, label %115

115:                                              ; preds = %94, %113
  %116 = phi i64 [ 0, %94 ], [ %98, %113 ]
  br label %117

117:                                              ; preds = %115, %117
  %118 = phi i64 [ %124, %117 ], [ %116, %115 ]
  %119 = getelementptr inbounds nuw double, ptr %62, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !24
  %121 = getelementptr inbounds nuw double, ptr %0, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !24
  %123 = fadd double %120, %122
  store double %123, ptr %121, align 8, !tbaa !24
  %124 = add nuw nsw i64 %118, 1
  %125 = icmp eq i64 %124, %95
  br i1 %125, label %135, label %117, !llvm.loop !125

126:                                              ; preds = %91, %126
  %127 = phi i64 [ %133, %126 ], [ %92, %91 ]
  %128 = getelementptr inbounds nuw float, ptr %62, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !19
  %130 = getelementptr inbounds nuw float, ptr %0, i64 %127
  %131 = load float, ptr %130, align 4, !tbaa !19
  %132 = fadd float %129, %131
  store float %132, ptr %130, align 4, !tbaa !19
  %133 = add nuw nsw i64 %127, 1
  %134 = icmp eq i64 %133, %71
  br i1 %134, label %135, label %126, !llvm.loop !126

135:                                              ; preds = %117, %126, %113, %89, %52, %69, %93
  br i1 %44, label %138, label %136

136:                                              ; preds = %135
  %137 = shl nsw i64 %53, %59
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %137, i1 false)
  br label %138

138:                                              ; preds = %135, %136
  call void @free(ptr noundef %55) #24
  call void @free(ptr noundef %62) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #24
  br label %139

139:                                              ; preds = %6, %138
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @__mpiad_aug_comm_free(ptr noundef writeonly captures(none) initializes((0, 8)) %0) local_unnamed_addr #13 {
  store ptr @ompi_mpi_comm_null, ptr %0, align 8, !tbaa !81
  ret i32 0
}

; Function Attrs: nounwind
define void @__mpiad_rev_comm_free(ptr noundef %0) local_unnamed_addr #6 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #24
  store ptr %0, ptr %2, align 8, !tbaa !81
  %3 = icmp eq ptr %0, @ompi_mpi_comm_null
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = call i32 @MPI_Comm_free(ptr noundef nonnull %2) #24
  br label %6

6:                                                ; preds = %4, %1
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #24
  ret void
}

declare i32 @MPI_Comm_free(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none)
define void @mpiad_register_op_derivative(ptr noundef %0, i32 noundef %1) local_unnamed_addr #14 {
  %3 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %4 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 4
  %8 = tail call ptr @realloc(ptr noundef %3, i64 noundef %7) #29
  store ptr %8, ptr @op_regs, align 8, !tbaa !15
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds %struct.op_reg, ptr %8, i64 %9
  store ptr %0, ptr %10, align 8, !tbaa !119
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %1, ptr %11, align 8, !tbaa !122
  store i32 %5, ptr @n_op_regs, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr noundef captures(none), i64 noundef) local_unnamed_addr #15

; Function Attrs: nounwind
define i32 @__mpiad_fwd_allreduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #6 {
  %10 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.17, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef -1, ptr noundef %8)
  ret i32 %10
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_reduce(ptr noundef %0, ptr noundef %1, ptr noundef readonly captures(address) %2, ptr noundef %3, ptr noundef readonly captures(address) %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) unnamed_addr #6 {
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca [128 x double], align 16
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = icmp ne ptr %7, @ompi_mpi_double
  %18 = icmp eq ptr %7, @ompi_mpi_float
  %19 = select i1 %18, i32 2, i32 0
  %20 = select i1 %17, i32 %19, i32 1
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #24
  %21 = call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %16) #24
  %22 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  %23 = icmp eq i32 %20, 0
  br i1 %23, label %497, label %24

24:                                               ; preds = %11
  %25 = icmp eq ptr %8, @ompi_mpi_op_sum
  br i1 %25, label %52, label %26

26:                                               ; preds = %24
  %27 = icmp eq ptr %8, @ompi_mpi_op_prod
  br i1 %27, label %52, label %28

28:                                               ; preds = %26
  %29 = icmp eq ptr %8, @ompi_mpi_op_min
  br i1 %29, label %52, label %30

30:                                               ; preds = %28
  %31 = icmp eq ptr %8, @ompi_mpi_op_max
  br i1 %31, label %52, label %32

32:                                               ; preds = %30
  %33 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %35, label %50

35:                                               ; preds = %32
  %36 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %37 = zext nneg i32 %33 to i64
  br label %41

38:                                               ; preds = %41
  %39 = add nuw nsw i64 %42, 1
  %40 = icmp eq i64 %39, %37
  br i1 %40, label %50, label %41, !llvm.loop !118

41:                                               ; preds = %38, %35
  %42 = phi i64 [ 0, %35 ], [ %39, %38 ]
  %43 = getelementptr inbounds nuw %struct.op_reg, ptr %36, i64 %42
  %44 = load ptr, ptr %43, align 8, !tbaa !119
  %45 = icmp eq ptr %44, %8
  br i1 %45, label %46, label %38

46:                                               ; preds = %41
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 8
  %48 = load i32, ptr %47, align 8, !tbaa !122
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %52

50:                                               ; preds = %38, %46, %32
  %51 = ptrtoint ptr %8 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.21, i64 noundef %51) #27
  unreachable

52:                                               ; preds = %46, %24, %26, %28, %30
  %53 = phi i32 [ 3, %28 ], [ 4, %30 ], [ 1, %24 ], [ 2, %26 ], [ %48, %46 ]
  %54 = icmp ne ptr %8, @ompi_mpi_op_sum
  %55 = icmp ne ptr %8, @ompi_mpi_op_prod
  %56 = and i1 %54, %55
  %57 = icmp ne ptr %8, @ompi_mpi_op_min
  %58 = and i1 %57, %56
  %59 = icmp ne ptr %8, @ompi_mpi_op_max
  %60 = and i1 %59, %58
  br i1 %60, label %486, label %61

61:                                               ; preds = %52
  %62 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %63 = icmp slt i32 %62, 0
  br i1 %63, label %64, label %73

64:                                               ; preds = %61
  %65 = call ptr @getenv(ptr noundef nonnull @.str.19) #24
  %66 = icmp eq ptr %65, null
  br i1 %66, label %71, label %67

67:                                               ; preds = %64
  %68 = load i8, ptr %65, align 1, !tbaa !14
  %69 = icmp ne i8 %68, 48
  %70 = zext i1 %69 to i32
  br label %71

71:                                               ; preds = %67, %64
  %72 = phi i32 [ 1, %64 ], [ %70, %67 ]
  store i32 %72, ptr @fuse_flag, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %61, %71
  %74 = phi i32 [ %72, %71 ], [ %62, %61 ]
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %486, label %76

76:                                               ; preds = %73
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %77 = call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %13) #24
  %78 = select i1 %22, ptr %3, ptr %1
  %79 = select i1 %22, ptr %4, ptr %2
  %80 = add nsw i32 %5, 1
  %81 = icmp slt i32 %9, 0
  %82 = load i32, ptr %13, align 4
  %83 = icmp eq i32 %82, %9
  %84 = select i1 %81, i1 true, i1 %83
  %85 = and i1 %17, %18
  %86 = sext i32 %6 to i64
  %87 = sext i32 %80 to i64
  %88 = mul nsw i64 %86, %87
  %89 = select i1 %85, i64 2, i64 3
  %90 = shl i64 %88, %89
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  %91 = icmp ult i64 %90, 513
  br i1 %91, label %92, label %94

92:                                               ; preds = %76
  %93 = getelementptr inbounds nuw i8, ptr %14, i64 512
  br label %101

94:                                               ; preds = %76
  %95 = shl i64 %90, 1
  %96 = add i64 %95, 16
  %97 = call noalias ptr @malloc(i64 noundef %96) #26
  %98 = add i64 %90, 15
  %99 = and i64 %98, -16
  %100 = getelementptr inbounds nuw i8, ptr %97, i64 %99
  br label %101

101:                                              ; preds = %94, %92
  %102 = phi ptr [ null, %92 ], [ %97, %94 ]
  %103 = phi ptr [ %93, %92 ], [ %100, %94 ]
  %104 = phi ptr [ %14, %92 ], [ %97, %94 ]
  %105 = icmp eq i32 %53, 1
  br i1 %105, label %112, label %106

106:                                              ; preds = %101
  %107 = icmp sgt i32 %6, 0
  br i1 %107, label %108, label %202

108:                                              ; preds = %106
  %109 = icmp sgt i32 %5, 0
  %110 = icmp eq ptr %79, null
  %111 = zext nneg i32 %5 to i64
  br label %266

112:                                              ; preds = %101
  %113 = shl nsw i64 %86, %89
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %104, ptr readonly align 1 %78, i64 %113, i1 false)
  %114 = icmp sgt i32 %5, 0
  br i1 %114, label %115, label %161

115:                                              ; preds = %112
  %116 = icmp eq ptr %79, null
  %117 = zext nneg i32 %5 to i64
  %118 = and i64 %117, 1
  %119 = icmp eq i32 %5, 1
  br i1 %119, label %149, label %120

120:                                              ; preds = %115
  %121 = and i64 %117, 2147483646
  br label %122

122:                                              ; preds = %144, %120
  %123 = phi i64 [ 0, %120 ], [ %135, %144 ]
  %124 = phi i64 [ 0, %120 ], [ %145, %144 ]
  %125 = or disjoint i64 %123, 1
  %126 = mul i64 %125, %113
  %127 = getelementptr inbounds nuw i8, ptr %104, i64 %126
  br i1 %116, label %133, label %128

128:                                              ; preds = %122
  %129 = getelementptr inbounds nuw ptr, ptr %79, i64 %123
  %130 = load ptr, ptr %129, align 8, !tbaa !15
  %131 = icmp eq ptr %130, null
  br i1 %131, label %133, label %132

132:                                              ; preds = %128
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %127, ptr nonnull align 1 %130, i64 %113, i1 false)
  br label %134

133:                                              ; preds = %128, %122
  call void @llvm.memset.p0.i64(ptr align 1 %127, i8 0, i64 %113, i1 false)
  br label %134

134:                                              ; preds = %133, %132
  %135 = add nuw nsw i64 %123, 2
  %136 = mul i64 %135, %113
  %137 = getelementptr inbounds nuw i8, ptr %104, i64 %136
  br i1 %116, label %143, label %138

138:                                              ; preds = %134
  %139 = getelementptr inbounds nuw ptr, ptr %79, i64 %125
  %140 = load ptr, ptr %139, align 8, !tbaa !15
  %141 = icmp eq ptr %140, null
  br i1 %141, label %143, label %142

142:                                              ; preds = %138
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %137, ptr nonnull align 1 %140, i64 %113, i1 false)
  br label %144

143:                                              ; preds = %138, %134
  call void @llvm.memset.p0.i64(ptr align 1 %137, i8 0, i64 %113, i1 false)
  br label %144

144:                                              ; preds = %143, %142
  %145 = add i64 %124, 2
  %146 = icmp eq i64 %145, %121
  br i1 %146, label %147, label %122, !llvm.loop !16

147:                                              ; preds = %144
  %148 = icmp eq i64 %118, 0
  br i1 %148, label %161, label %149

149:                                              ; preds = %147, %115
  %150 = phi i64 [ 0, %115 ], [ %135, %147 ]
  %151 = icmp ne i64 %118, 0
  call void @llvm.assume(i1 %151)
  %152 = add nuw nsw i64 %150, 1
  %153 = mul i64 %152, %113
  %154 = getelementptr inbounds nuw i8, ptr %104, i64 %153
  br i1 %116, label %160, label %155

155:                                              ; preds = %149
  %156 = getelementptr inbounds nuw ptr, ptr %79, i64 %150
  %157 = load ptr, ptr %156, align 8, !tbaa !15
  %158 = icmp eq ptr %157, null
  br i1 %158, label %160, label %159

159:                                              ; preds = %155
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %154, ptr nonnull align 1 %157, i64 %113, i1 false)
  br label %161

160:                                              ; preds = %155, %149
  call void @llvm.memset.p0.i64(ptr align 1 %154, i8 0, i64 %113, i1 false)
  br label %161

161:                                              ; preds = %147, %160, %159, %112
  %162 = mul nsw i32 %6, %80
  br i1 %81, label %163, label %165

163:                                              ; preds = %161
  %164 = call i32 @MPI_Allreduce(ptr noundef %104, ptr noundef %103, i32 noundef %162, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %10) #24
  br label %167

165:                                              ; preds = %161
  %166 = call i32 @MPI_Reduce(ptr noundef %104, ptr noundef %103, i32 noundef %162, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %9, ptr noundef %10) #24
  br label %167

167:                                              ; preds = %165, %163
  %168 = phi i32 [ %164, %163 ], [ %166, %165 ]
  br i1 %84, label %169, label %484

169:                                              ; preds = %167
  %170 = icmp eq ptr %3, null
  br i1 %170, label %172, label %171

171:                                              ; preds = %169
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3, ptr readonly align 1 %103, i64 %113, i1 false)
  br label %172

172:                                              ; preds = %171, %169
  %173 = icmp ne ptr %4, null
  %174 = and i1 %173, %114
  br i1 %174, label %175, label %484

175:                                              ; preds = %172
  %176 = zext nneg i32 %5 to i64
  %177 = and i64 %176, 1
  %178 = icmp eq i32 %5, 1
  br i1 %178, label %474, label %179

179:                                              ; preds = %175
  %180 = and i64 %176, 2147483646
  br label %181

181:                                              ; preds = %199, %179
  %182 = phi i64 [ 0, %179 ], [ %195, %199 ]
  %183 = phi i64 [ 0, %179 ], [ %200, %199 ]
  %184 = getelementptr inbounds nuw ptr, ptr %4, i64 %182
  %185 = load ptr, ptr %184, align 8, !tbaa !15
  %186 = icmp eq ptr %185, null
  %187 = or disjoint i64 %182, 1
  br i1 %186, label %191, label %188

188:                                              ; preds = %181
  %189 = mul i64 %187, %113
  %190 = getelementptr inbounds nuw i8, ptr %103, i64 %189
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %185, ptr readonly align 1 %190, i64 %113, i1 false)
  br label %191

191:                                              ; preds = %188, %181
  %192 = getelementptr inbounds nuw ptr, ptr %4, i64 %187
  %193 = load ptr, ptr %192, align 8, !tbaa !15
  %194 = icmp eq ptr %193, null
  %195 = add nuw nsw i64 %182, 2
  br i1 %194, label %199, label %196

196:                                              ; preds = %191
  %197 = mul i64 %195, %113
  %198 = getelementptr inbounds nuw i8, ptr %103, i64 %197
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %193, ptr readonly align 1 %198, i64 %113, i1 false)
  br label %199

199:                                              ; preds = %196, %191
  %200 = add i64 %183, 2
  %201 = icmp eq i64 %200, %180
  br i1 %201, label %472, label %181, !llvm.loop !31

202:                                              ; preds = %280, %106
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  %203 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %204 = icmp sgt i32 %203, 0
  br i1 %204, label %205, label %222

205:                                              ; preds = %202
  %206 = zext nneg i32 %203 to i64
  br label %207

207:                                              ; preds = %216, %205
  %208 = phi i64 [ 0, %205 ], [ %217, %216 ]
  %209 = getelementptr inbounds nuw %struct.anon, ptr @tup_types, i64 %208
  %210 = load i32, ptr %209, align 16, !tbaa !127
  %211 = icmp eq i32 %210, %20
  br i1 %211, label %212, label %216

212:                                              ; preds = %207
  %213 = getelementptr inbounds nuw i8, ptr %209, i64 4
  %214 = load i32, ptr %213, align 4, !tbaa !129
  %215 = icmp eq i32 %214, %5
  br i1 %215, label %219, label %216

216:                                              ; preds = %212, %207
  %217 = add nuw nsw i64 %208, 1
  %218 = icmp eq i64 %217, %206
  br i1 %218, label %222, label %207, !llvm.loop !130

219:                                              ; preds = %212
  %220 = getelementptr inbounds nuw i8, ptr %209, i64 8
  %221 = load ptr, ptr %220, align 8, !tbaa !131
  br label %236

222:                                              ; preds = %216, %202
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %223 = select i1 %17, ptr @ompi_mpi_float, ptr @ompi_mpi_double
  %224 = call i32 @MPI_Type_contiguous(i32 noundef %80, ptr noundef nonnull %223, ptr noundef nonnull %12) #24
  %225 = call i32 @MPI_Type_commit(ptr noundef nonnull %12) #24
  %226 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %227 = icmp ne i32 %226, 16
  %228 = load ptr, ptr %12, align 8, !tbaa !46
  br i1 %227, label %229, label %235

229:                                              ; preds = %222
  %230 = sext i32 %226 to i64
  %231 = getelementptr inbounds %struct.anon, ptr @tup_types, i64 %230
  store i32 %20, ptr %231, align 16, !tbaa !127
  %232 = getelementptr inbounds nuw i8, ptr %231, i64 4
  store i32 %5, ptr %232, align 4, !tbaa !129
  %233 = add nsw i32 %226, 1
  store i32 %233, ptr @n_tup_types, align 4, !tbaa !5
  %234 = getelementptr inbounds nuw i8, ptr %231, i64 8
  store ptr %228, ptr %234, align 8, !tbaa !131
  br label %235

235:                                              ; preds = %229, %222
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  br label %236

236:                                              ; preds = %235, %219
  %237 = phi i1 [ true, %219 ], [ %227, %235 ]
  %238 = phi ptr [ %221, %219 ], [ %228, %235 ]
  store ptr %238, ptr %15, align 8, !tbaa !46
  %239 = add nsw i32 %20, -1
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops_made, i64 %240
  %242 = sext i32 %53 to i64
  %243 = getelementptr inbounds i32, ptr %241, i64 %242
  %244 = load i32, ptr %243, align 4, !tbaa !5
  %245 = icmp eq i32 %244, 0
  br i1 %245, label %246, label %262

246:                                              ; preds = %236
  %247 = icmp eq i32 %53, 2
  br i1 %17, label %252, label %248

248:                                              ; preds = %246
  br i1 %247, label %256, label %249

249:                                              ; preds = %248
  %250 = icmp eq i32 %53, 3
  %251 = select i1 %250, ptr @tup_min_d, ptr @tup_max_d
  br label %256

252:                                              ; preds = %246
  br i1 %247, label %256, label %253

253:                                              ; preds = %252
  %254 = icmp eq i32 %53, 3
  %255 = select i1 %254, ptr @tup_min_f, ptr @tup_max_f
  br label %256

256:                                              ; preds = %253, %252, %249, %248
  %257 = phi ptr [ @tup_prod_d, %248 ], [ %251, %249 ], [ %255, %253 ], [ @tup_prod_f, %252 ]
  %258 = zext i1 %247 to i32
  %259 = getelementptr inbounds nuw [5 x ptr], ptr @tup_ops, i64 %240
  %260 = getelementptr inbounds ptr, ptr %259, i64 %242
  %261 = call i32 @MPI_Op_create(ptr noundef nonnull %257, i32 noundef %258, ptr noundef nonnull %260) #24
  store i32 1, ptr %243, align 4, !tbaa !5
  br label %262

262:                                              ; preds = %256, %236
  %263 = getelementptr inbounds nuw [5 x ptr], ptr @tup_ops, i64 %240
  %264 = getelementptr inbounds ptr, ptr %263, i64 %242
  %265 = load ptr, ptr %264, align 8, !tbaa !132
  br i1 %81, label %307, label %309

266:                                              ; preds = %280, %108
  %267 = phi i64 [ 0, %108 ], [ %281, %280 ]
  %268 = mul nsw i64 %267, %87
  br i1 %17, label %273, label %269

269:                                              ; preds = %266
  %270 = getelementptr inbounds nuw double, ptr %78, i64 %267
  %271 = load double, ptr %270, align 8, !tbaa !24
  %272 = getelementptr inbounds double, ptr %104, i64 %268
  store double %271, ptr %272, align 8, !tbaa !24
  br label %277

273:                                              ; preds = %266
  %274 = getelementptr inbounds nuw float, ptr %78, i64 %267
  %275 = load float, ptr %274, align 4, !tbaa !19
  %276 = getelementptr inbounds float, ptr %104, i64 %268
  store float %275, ptr %276, align 4, !tbaa !19
  br label %277

277:                                              ; preds = %273, %269
  br i1 %109, label %278, label %280

278:                                              ; preds = %277
  %279 = add nuw nsw i64 %268, 1
  br label %283

280:                                              ; preds = %304, %277
  %281 = add nuw nsw i64 %267, 1
  %282 = icmp eq i64 %281, %86
  br i1 %282, label %202, label %266, !llvm.loop !133

283:                                              ; preds = %304, %278
  %284 = phi i64 [ 0, %278 ], [ %305, %304 ]
  %285 = add nuw nsw i64 %279, %284
  br i1 %110, label %297, label %286

286:                                              ; preds = %283
  %287 = getelementptr inbounds nuw ptr, ptr %79, i64 %284
  %288 = load ptr, ptr %287, align 8, !tbaa !15
  %289 = icmp eq ptr %288, null
  br i1 %289, label %297, label %290

290:                                              ; preds = %286
  br i1 %17, label %294, label %291

291:                                              ; preds = %290
  %292 = getelementptr inbounds nuw double, ptr %288, i64 %267
  %293 = load double, ptr %292, align 8, !tbaa !24
  br label %298

294:                                              ; preds = %290
  %295 = getelementptr inbounds nuw float, ptr %288, i64 %267
  %296 = load float, ptr %295, align 4, !tbaa !19
  br label %301

297:                                              ; preds = %286, %283
  br i1 %17, label %301, label %298

298:                                              ; preds = %297, %291
  %299 = phi double [ %293, %291 ], [ 0.000000e+00, %297 ]
  %300 = getelementptr inbounds nuw double, ptr %104, i64 %285
  store double %299, ptr %300, align 8, !tbaa !24
  br label %304

301:                                              ; preds = %297, %294
  %302 = phi float [ %296, %294 ], [ 0.000000e+00, %297 ]
  %303 = getelementptr inbounds nuw float, ptr %104, i64 %285
  store float %302, ptr %303, align 4, !tbaa !19
  br label %304

304:                                              ; preds = %301, %298
  %305 = add nuw nsw i64 %284, 1
  %306 = icmp eq i64 %305, %111
  br i1 %306, label %280, label %283, !llvm.loop !134

307:                                              ; preds = %262
  %308 = call i32 @MPI_Allreduce(ptr noundef %104, ptr noundef %103, i32 noundef %6, ptr noundef %238, ptr noundef %265, ptr noundef %10) #24
  br label %311

309:                                              ; preds = %262
  %310 = call i32 @MPI_Reduce(ptr noundef %104, ptr noundef %103, i32 noundef %6, ptr noundef %238, ptr noundef %265, i32 noundef %9, ptr noundef %10) #24
  br label %311

311:                                              ; preds = %309, %307
  %312 = phi i32 [ %308, %307 ], [ %310, %309 ]
  br i1 %237, label %315, label %313

313:                                              ; preds = %311
  %314 = call i32 @MPI_Type_free(ptr noundef nonnull %15) #24
  br label %315

315:                                              ; preds = %313, %311
  br i1 %84, label %316, label %471

316:                                              ; preds = %315
  br i1 %17, label %317, label %350

317:                                              ; preds = %316
  br i1 %107, label %318, label %406

318:                                              ; preds = %317
  %319 = icmp ult i32 %6, 4
  br i1 %319, label %348, label %320

320:                                              ; preds = %318
  %321 = and i64 %86, 2147483644
  br label %322

322:                                              ; preds = %322, %320
  %323 = phi i64 [ 0, %320 ], [ %344, %322 ]
  %324 = or disjoint i64 %323, 1
  %325 = or disjoint i64 %323, 2
  %326 = or disjoint i64 %323, 3
  %327 = mul nsw i64 %323, %87
  %328 = mul nsw i64 %324, %87
  %329 = mul nsw i64 %325, %87
  %330 = mul nsw i64 %326, %87
  %331 = getelementptr inbounds float, ptr %103, i64 %327
  %332 = getelementptr inbounds float, ptr %103, i64 %328
  %333 = getelementptr inbounds float, ptr %103, i64 %329
  %334 = getelementptr inbounds float, ptr %103, i64 %330
  %335 = load float, ptr %331, align 4, !tbaa !19
  %336 = load float, ptr %332, align 4, !tbaa !19
  %337 = load float, ptr %333, align 4, !tbaa !19
  %338 = load float, ptr %334, align 4, !tbaa !19
  %339 = insertelement <4 x float> poison, float %335, i64 0
  %340 = insertelement <4 x float> %339, float %336, i64 1
  %341 = insertelement <4 x float> %340, float %337, i64 2
  %342 = insertelement <4 x float> %341, float %338, i64 3
  %343 = getelementptr inbounds nuw float, ptr %3, i64 %323
  store <4 x float> %342, ptr %343, align 4, !tbaa !19
  %344 = add nuw i64 %323, 4
  %345 = icmp eq i64 %344, %321
  br i1 %345, label %346, label %322, !llvm.loop !135

346:                                              ; preds = %322
  %347 = icmp eq i64 %321, %86
  br i1 %347, label %406, label %348

348:                                              ; preds = %318, %346
  %349 = phi i64 [ 0, %318 ], [ %321, %346 ]
  br label %381

350:                                              ; preds = %316
  br i1 %107, label %351, label %406

351:                                              ; preds = %350
  %352 = and i64 %86, 3
  %353 = icmp ult i32 %6, 4
  br i1 %353, label %392, label %354

354:                                              ; preds = %351
  %355 = and i64 %86, 2147483644
  br label %356

356:                                              ; preds = %356, %354
  %357 = phi i64 [ 0, %354 ], [ %378, %356 ]
  %358 = phi i64 [ 0, %354 ], [ %379, %356 ]
  %359 = mul nsw i64 %357, %87
  %360 = getelementptr inbounds double, ptr %103, i64 %359
  %361 = load double, ptr %360, align 8, !tbaa !24
  %362 = getelementptr inbounds nuw double, ptr %3, i64 %357
  store double %361, ptr %362, align 8, !tbaa !24
  %363 = or disjoint i64 %357, 1
  %364 = mul nsw i64 %363, %87
  %365 = getelementptr inbounds double, ptr %103, i64 %364
  %366 = load double, ptr %365, align 8, !tbaa !24
  %367 = getelementptr inbounds nuw double, ptr %3, i64 %363
  store double %366, ptr %367, align 8, !tbaa !24
  %368 = or disjoint i64 %357, 2
  %369 = mul nsw i64 %368, %87
  %370 = getelementptr inbounds double, ptr %103, i64 %369
  %371 = load double, ptr %370, align 8, !tbaa !24
  %372 = getelementptr inbounds nuw double, ptr %3, i64 %368
  store double %371, ptr %372, align 8, !tbaa !24
  %373 = or disjoint i64 %357, 3
  %374 = mul nsw i64 %373, %87
  %375 = getelementptr inbounds double, ptr %103, i64 %374
  %376 = load double, ptr %375, align 8, !tbaa !24
  %377 = getelementptr inbounds nuw double, ptr %3, i64 %373
  store double %376, ptr %377, align 8, !tbaa !24
  %378 = add nuw nsw i64 %357, 4
  %379 = add i64 %358, 4
  %380 = icmp eq i64 %379, %355
  br i1 %380, label %389, label %356, !llvm.loop !136

381:                                              ; preds = %348, %381
  %382 = phi i64 [ %387, %381 ], [ %349, %348 ]
  %383 = mul nsw i64 %382, %87
  %384 = getelementptr inbounds float, ptr %103, i64 %383
  %385 = load float, ptr %384, align 4, !tbaa !19
  %386 = getelementptr inbounds nuw float, ptr %3, i64 %382
  store float %385, ptr %386, align 4, !tbaa !19
  %387 = add nuw nsw i64 %382, 1
  %388 = icmp eq i64 %387, %86
  br i1 %388, label %406, label %381, !llvm.loop !137

389:                                              ; preds = %356
  %390 = and i32 %6, 3
  %391 = icmp eq i32 %390, 0
  br i1 %391, label %406, label %392

392:                                              ; preds = %389, %351
  %393 = phi i64 [ 0, %351 ], [ %378, %389 ]
  %394 = and i32 %6, 3
  %395 = icmp ne i32 %394, 0
  call void @llvm.assume(i1 %395)
  br label %396

396:                                              ; preds = %396, %392
  %397 = phi i64 [ %403, %396 ], [ %393, %392 ]
  %398 = phi i64 [ %404, %396 ], [ 0, %392 ]
  %399 = mul nsw i64 %397, %87
  %400 = getelementptr inbounds double, ptr %103, i64 %399
  %401 = load double, ptr %400, align 8, !tbaa !24
  %402 = getelementptr inbounds nuw double, ptr %3, i64 %397
  store double %401, ptr %402, align 8, !tbaa !24
  %403 = add nuw nsw i64 %397, 1
  %404 = add i64 %398, 1
  %405 = icmp eq i64 %404, %352
  br i1 %405, label %406, label %396, !llvm.loop !138

406:                                              ; preds = %389, %396, %381, %346, %350, %317
  %407 = icmp ne ptr %4, null
  %408 = icmp sgt i32 %5, 0
  %409 = and i1 %407, %408
  br i1 %409, label %410, label %471

410:                                              ; preds = %406
  %411 = icmp slt i32 %6, 1
  %412 = zext nneg i32 %5 to i64
  %413 = icmp eq i32 %6, 1
  %414 = and i64 %86, 2147483646
  %415 = and i32 %6, 1
  %416 = icmp eq i32 %415, 0
  %417 = and i32 %6, 1
  %418 = icmp ne i32 %417, 0
  br label %419

419:                                              ; preds = %469, %410
  %420 = phi i64 [ 0, %410 ], [ %425, %469 ]
  %421 = getelementptr inbounds nuw ptr, ptr %4, i64 %420
  %422 = load ptr, ptr %421, align 8, !tbaa !15
  %423 = icmp eq ptr %422, null
  %424 = or i1 %411, %423
  %425 = add nuw nsw i64 %420, 1
  br i1 %424, label %469, label %426

426:                                              ; preds = %419
  br i1 %413, label %457, label %427

427:                                              ; preds = %426, %452
  %428 = phi i64 [ %453, %452 ], [ 0, %426 ]
  %429 = phi i64 [ %454, %452 ], [ 0, %426 ]
  %430 = mul nuw nsw i64 %428, %87
  %431 = add nuw i64 %430, %425
  br i1 %17, label %436, label %432

432:                                              ; preds = %427
  %433 = getelementptr inbounds double, ptr %103, i64 %431
  %434 = load double, ptr %433, align 8, !tbaa !24
  %435 = getelementptr inbounds nuw double, ptr %422, i64 %428
  store double %434, ptr %435, align 8, !tbaa !24
  br label %440

436:                                              ; preds = %427
  %437 = getelementptr inbounds float, ptr %103, i64 %431
  %438 = load float, ptr %437, align 4, !tbaa !19
  %439 = getelementptr inbounds nuw float, ptr %422, i64 %428
  store float %438, ptr %439, align 4, !tbaa !19
  br label %440

440:                                              ; preds = %436, %432
  %441 = or disjoint i64 %428, 1
  %442 = mul nuw nsw i64 %441, %87
  %443 = add nuw i64 %442, %425
  br i1 %17, label %448, label %444

444:                                              ; preds = %440
  %445 = getelementptr inbounds double, ptr %103, i64 %443
  %446 = load double, ptr %445, align 8, !tbaa !24
  %447 = getelementptr inbounds nuw double, ptr %422, i64 %441
  store double %446, ptr %447, align 8, !tbaa !24
  br label %452

448:                                              ; preds = %440
  %449 = getelementptr inbounds float, ptr %103, i64 %443
  %450 = load float, ptr %449, align 4, !tbaa !19
  %451 = getelementptr inbounds nuw float, ptr %422, i64 %441
  store float %450, ptr %451, align 4, !tbaa !19
  br label %452

452:                                              ; preds = %448, %444
  %453 = add nuw nsw i64 %428, 2
  %454 = add i64 %429, 2
  %455 = icmp eq i64 %454, %414
  br i1 %455, label %456, label %427, !llvm.loop !139

456:                                              ; preds = %452
  br i1 %416, label %469, label %457

457:                                              ; preds = %456, %426
  %458 = phi i64 [ 0, %426 ], [ %453, %456 ]
  call void @llvm.assume(i1 %418)
  %459 = mul nuw nsw i64 %458, %87
  %460 = add nuw i64 %459, %425
  br i1 %17, label %465, label %461

461:                                              ; preds = %457
  %462 = getelementptr inbounds double, ptr %103, i64 %460
  %463 = load double, ptr %462, align 8, !tbaa !24
  %464 = getelementptr inbounds nuw double, ptr %422, i64 %458
  store double %463, ptr %464, align 8, !tbaa !24
  br label %469

465:                                              ; preds = %457
  %466 = getelementptr inbounds float, ptr %103, i64 %460
  %467 = load float, ptr %466, align 4, !tbaa !19
  %468 = getelementptr inbounds nuw float, ptr %422, i64 %458
  store float %467, ptr %468, align 4, !tbaa !19
  br label %469

469:                                              ; preds = %456, %465, %461, %419
  %470 = icmp eq i64 %425, %412
  br i1 %470, label %471, label %419, !llvm.loop !140

471:                                              ; preds = %469, %406, %315
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  br label %484

472:                                              ; preds = %199
  %473 = icmp eq i64 %177, 0
  br i1 %473, label %484, label %474

474:                                              ; preds = %472, %175
  %475 = phi i64 [ 0, %175 ], [ %195, %472 ]
  %476 = icmp ne i64 %177, 0
  call void @llvm.assume(i1 %476)
  %477 = getelementptr inbounds nuw ptr, ptr %4, i64 %475
  %478 = load ptr, ptr %477, align 8, !tbaa !15
  %479 = icmp eq ptr %478, null
  br i1 %479, label %484, label %480

480:                                              ; preds = %474
  %481 = add nuw nsw i64 %475, 1
  %482 = mul i64 %481, %113
  %483 = getelementptr inbounds nuw i8, ptr %103, i64 %482
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %478, ptr readonly align 1 %483, i64 %113, i1 false)
  br label %484

484:                                              ; preds = %472, %480, %474, %167, %172, %471
  %485 = phi i32 [ %312, %471 ], [ %168, %167 ], [ %168, %172 ], [ %168, %474 ], [ %168, %480 ], [ %168, %472 ]
  call void @free(ptr noundef %102) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %681

486:                                              ; preds = %73, %52
  %487 = and i1 %17, %18
  %488 = select i1 %487, i64 4, i64 8
  %489 = icmp eq i32 %53, 1
  br i1 %489, label %497, label %490

490:                                              ; preds = %486
  %491 = sext i32 %6 to i64
  %492 = select i1 %487, i64 2, i64 3
  %493 = shl nsw i64 %491, %492
  %494 = or disjoint i64 %493, 1
  %495 = call noalias ptr @malloc(i64 noundef %494) #26
  %496 = select i1 %22, ptr %3, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %495, ptr align 1 %496, i64 %493, i1 false)
  br label %497

497:                                              ; preds = %11, %490, %486
  %498 = phi i64 [ %488, %490 ], [ %488, %486 ], [ 8, %11 ]
  %499 = phi i1 [ %487, %490 ], [ %487, %486 ], [ false, %11 ]
  %500 = phi i32 [ %53, %490 ], [ 1, %486 ], [ 0, %11 ]
  %501 = phi ptr [ %495, %490 ], [ null, %486 ], [ null, %11 ]
  %502 = icmp slt i32 %9, 0
  br i1 %502, label %503, label %505

503:                                              ; preds = %497
  %504 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %10) #24
  br label %507

505:                                              ; preds = %497
  %506 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) #24
  br label %507

507:                                              ; preds = %505, %503
  %508 = phi i32 [ %504, %503 ], [ %506, %505 ]
  %509 = select i1 %22, ptr %4, ptr %2
  %510 = icmp ne ptr %509, null
  %511 = icmp ne ptr %7, @ompi_mpi_float
  %512 = and i1 %17, %511
  %513 = and i1 %510, %512
  br i1 %513, label %514, label %516

514:                                              ; preds = %507
  %515 = ptrtoint ptr %7 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.20, i64 noundef %515) #27
  unreachable

516:                                              ; preds = %507
  br i1 %23, label %681, label %517

517:                                              ; preds = %516
  %518 = sext i32 %5 to i64
  %519 = sext i32 %6 to i64
  %520 = mul nsw i64 %519, %518
  %521 = select i1 %499, i64 2, i64 3
  %522 = shl i64 %520, %521
  %523 = or disjoint i64 %522, 1
  %524 = call noalias ptr @malloc(i64 noundef %523) #26
  %525 = icmp sgt i32 %5, 0
  br i1 %525, label %526, label %546

526:                                              ; preds = %517
  %527 = shl nsw i64 %519, %521
  %528 = zext nneg i32 %5 to i64
  br label %529

529:                                              ; preds = %543, %526
  %530 = phi i64 [ 0, %526 ], [ %544, %543 ]
  br i1 %510, label %531, label %539

531:                                              ; preds = %529
  %532 = getelementptr inbounds nuw ptr, ptr %509, i64 %530
  %533 = load ptr, ptr %532, align 8, !tbaa !15
  %534 = icmp eq ptr %533, null
  br i1 %534, label %539, label %535

535:                                              ; preds = %531
  %536 = mul nsw i64 %530, %519
  %537 = shl i64 %536, %521
  %538 = getelementptr inbounds nuw i8, ptr %524, i64 %537
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %538, ptr nonnull align 1 %533, i64 %527, i1 false)
  br label %543

539:                                              ; preds = %531, %529
  %540 = mul nsw i64 %530, %519
  %541 = shl i64 %540, %521
  %542 = getelementptr inbounds nuw i8, ptr %524, i64 %541
  call void @llvm.memset.p0.i64(ptr align 1 %542, i8 0, i64 %527, i1 false)
  br label %543

543:                                              ; preds = %539, %535
  %544 = add nuw nsw i64 %530, 1
  %545 = icmp eq i64 %544, %528
  br i1 %545, label %546, label %529, !llvm.loop !18

546:                                              ; preds = %543, %517
  %547 = mul i64 %498, %520
  %548 = or disjoint i64 %547, 1
  %549 = call noalias ptr @malloc(i64 noundef %548) #26
  %550 = icmp eq i32 %500, 2
  br i1 %550, label %551, label %584

551:                                              ; preds = %546
  %552 = call fastcc ptr @exclusive_products(i32 noundef %20, ptr noundef %501, i32 noundef %6, ptr noundef %7, ptr noundef %10)
  br i1 %525, label %553, label %560

553:                                              ; preds = %551
  %554 = icmp sgt i32 %6, 0
  %555 = zext nneg i32 %5 to i64
  br label %556

556:                                              ; preds = %553, %561
  %557 = phi i64 [ 0, %553 ], [ %562, %561 ]
  br i1 %554, label %558, label %561

558:                                              ; preds = %556
  %559 = mul nuw nsw i64 %557, %519
  br label %564

560:                                              ; preds = %561, %551
  call void @free(ptr noundef %552) #24
  br label %624

561:                                              ; preds = %581, %556
  %562 = add nuw nsw i64 %557, 1
  %563 = icmp eq i64 %562, %555
  br i1 %563, label %560, label %556, !llvm.loop !141

564:                                              ; preds = %558, %581
  %565 = phi i64 [ 0, %558 ], [ %582, %581 ]
  %566 = add nuw nsw i64 %565, %559
  br i1 %17, label %574, label %567

567:                                              ; preds = %564
  %568 = getelementptr inbounds nuw double, ptr %524, i64 %566
  %569 = load double, ptr %568, align 8, !tbaa !24
  %570 = getelementptr inbounds nuw double, ptr %552, i64 %565
  %571 = load double, ptr %570, align 8, !tbaa !24
  %572 = fmul double %569, %571
  %573 = getelementptr inbounds nuw double, ptr %549, i64 %566
  store double %572, ptr %573, align 8, !tbaa !24
  br label %581

574:                                              ; preds = %564
  %575 = getelementptr inbounds nuw float, ptr %524, i64 %566
  %576 = load float, ptr %575, align 4, !tbaa !19
  %577 = getelementptr inbounds nuw float, ptr %552, i64 %565
  %578 = load float, ptr %577, align 4, !tbaa !19
  %579 = fmul float %576, %578
  %580 = getelementptr inbounds nuw float, ptr %549, i64 %566
  store float %579, ptr %580, align 4, !tbaa !19
  br label %581

581:                                              ; preds = %567, %574
  %582 = add nuw nsw i64 %565, 1
  %583 = icmp eq i64 %582, %519
  br i1 %583, label %561, label %564, !llvm.loop !142

584:                                              ; preds = %546
  %585 = add i32 %500, -3
  %586 = icmp ult i32 %585, 2
  br i1 %586, label %587, label %623

587:                                              ; preds = %584
  %588 = call fastcc ptr @winners(i32 noundef %20, ptr noundef %501, i32 noundef %6, i32 noundef %500, ptr noundef %10)
  br i1 %525, label %589, label %596

589:                                              ; preds = %587
  %590 = icmp sgt i32 %6, 0
  %591 = zext nneg i32 %5 to i64
  br label %592

592:                                              ; preds = %589, %597
  %593 = phi i64 [ 0, %589 ], [ %598, %597 ]
  br i1 %590, label %594, label %597

594:                                              ; preds = %592
  %595 = mul nuw nsw i64 %593, %519
  br label %600

596:                                              ; preds = %597, %587
  call void @free(ptr noundef %588) #24
  br label %624

597:                                              ; preds = %620, %592
  %598 = add nuw nsw i64 %593, 1
  %599 = icmp eq i64 %598, %591
  br i1 %599, label %596, label %592, !llvm.loop !143

600:                                              ; preds = %594, %620
  %601 = phi i64 [ 0, %594 ], [ %621, %620 ]
  %602 = add nuw nsw i64 %601, %595
  %603 = getelementptr inbounds nuw i8, ptr %588, i64 %601
  %604 = load i8, ptr %603, align 1, !tbaa !14
  %605 = icmp eq i8 %604, 0
  br i1 %605, label %613, label %606

606:                                              ; preds = %600
  br i1 %17, label %610, label %607

607:                                              ; preds = %606
  %608 = getelementptr inbounds nuw double, ptr %524, i64 %602
  %609 = load double, ptr %608, align 8, !tbaa !24
  br label %614

610:                                              ; preds = %606
  %611 = getelementptr inbounds nuw float, ptr %524, i64 %602
  %612 = load float, ptr %611, align 4, !tbaa !19
  br label %617

613:                                              ; preds = %600
  br i1 %17, label %617, label %614

614:                                              ; preds = %607, %613
  %615 = phi double [ %609, %607 ], [ 0.000000e+00, %613 ]
  %616 = getelementptr inbounds nuw double, ptr %549, i64 %602
  store double %615, ptr %616, align 8, !tbaa !24
  br label %620

617:                                              ; preds = %610, %613
  %618 = phi float [ %612, %610 ], [ 0.000000e+00, %613 ]
  %619 = getelementptr inbounds nuw float, ptr %549, i64 %602
  store float %618, ptr %619, align 4, !tbaa !19
  br label %620

620:                                              ; preds = %614, %617
  %621 = add nuw nsw i64 %601, 1
  %622 = icmp eq i64 %621, %519
  br i1 %622, label %597, label %600, !llvm.loop !144

623:                                              ; preds = %584
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %549, ptr align 1 %524, i64 %547, i1 false)
  br label %624

624:                                              ; preds = %596, %623, %560
  %625 = call noalias ptr @malloc(i64 noundef %548) #26
  %626 = mul nsw i32 %6, %5
  br i1 %502, label %627, label %631

627:                                              ; preds = %624
  %628 = call i32 @MPI_Allreduce(ptr noundef %549, ptr noundef %625, i32 noundef %626, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %10) #24
  %629 = icmp ne ptr %4, null
  %630 = and i1 %629, %525
  br i1 %630, label %638, label %680

631:                                              ; preds = %624
  %632 = call i32 @MPI_Reduce(ptr noundef %549, ptr noundef %625, i32 noundef %626, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %9, ptr noundef %10) #24
  %633 = load i32, ptr %16, align 4
  %634 = icmp eq i32 %633, %9
  %635 = icmp ne ptr %4, null
  %636 = and i1 %635, %634
  %637 = and i1 %525, %636
  br i1 %637, label %638, label %680

638:                                              ; preds = %631, %627
  %639 = shl nsw i64 %519, %521
  %640 = zext i32 %5 to i64
  %641 = and i64 %640, 1
  %642 = icmp eq i32 %5, 1
  br i1 %642, label %670, label %643

643:                                              ; preds = %638
  %644 = and i64 %640, 4294967294
  br label %645

645:                                              ; preds = %664, %643
  %646 = phi i64 [ 0, %643 ], [ %665, %664 ]
  %647 = phi i64 [ 0, %643 ], [ %666, %664 ]
  %648 = getelementptr inbounds nuw ptr, ptr %4, i64 %646
  %649 = load ptr, ptr %648, align 8, !tbaa !15
  %650 = icmp eq ptr %649, null
  br i1 %650, label %655, label %651

651:                                              ; preds = %645
  %652 = mul nsw i64 %646, %519
  %653 = shl i64 %652, %521
  %654 = getelementptr inbounds nuw i8, ptr %625, i64 %653
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %649, ptr readonly align 1 %654, i64 %639, i1 false)
  br label %655

655:                                              ; preds = %651, %645
  %656 = or disjoint i64 %646, 1
  %657 = getelementptr inbounds nuw ptr, ptr %4, i64 %656
  %658 = load ptr, ptr %657, align 8, !tbaa !15
  %659 = icmp eq ptr %658, null
  br i1 %659, label %664, label %660

660:                                              ; preds = %655
  %661 = mul nsw i64 %656, %519
  %662 = shl i64 %661, %521
  %663 = getelementptr inbounds nuw i8, ptr %625, i64 %662
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %658, ptr readonly align 1 %663, i64 %639, i1 false)
  br label %664

664:                                              ; preds = %660, %655
  %665 = add nuw nsw i64 %646, 2
  %666 = add i64 %647, 2
  %667 = icmp eq i64 %666, %644
  br i1 %667, label %668, label %645, !llvm.loop !34

668:                                              ; preds = %664
  %669 = icmp eq i64 %641, 0
  br i1 %669, label %680, label %670

670:                                              ; preds = %668, %638
  %671 = phi i64 [ 0, %638 ], [ %665, %668 ]
  %672 = icmp ne i64 %641, 0
  call void @llvm.assume(i1 %672)
  %673 = getelementptr inbounds nuw ptr, ptr %4, i64 %671
  %674 = load ptr, ptr %673, align 8, !tbaa !15
  %675 = icmp eq ptr %674, null
  br i1 %675, label %680, label %676

676:                                              ; preds = %670
  %677 = mul nsw i64 %671, %519
  %678 = shl i64 %677, %521
  %679 = getelementptr inbounds nuw i8, ptr %625, i64 %678
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %674, ptr readonly align 1 %679, i64 %639, i1 false)
  br label %680

680:                                              ; preds = %668, %676, %670, %627, %631
  call void @free(ptr noundef %501) #24
  call void @free(ptr noundef %524) #24
  call void @free(ptr noundef %549) #24
  call void @free(ptr noundef %625) #24
  br label %681

681:                                              ; preds = %680, %516, %484
  %682 = phi i32 [ %485, %484 ], [ %508, %516 ], [ %508, %680 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  ret i32 %682
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_allreduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #6 {
  %7 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.17, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef -1, ptr noundef %5)
  ret ptr %7
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) unnamed_addr #6 {
  %9 = icmp eq ptr %4, @ompi_mpi_double
  %10 = icmp eq ptr %4, @ompi_mpi_float
  %11 = select i1 %10, i32 2, i32 0
  %12 = select i1 %9, i32 1, i32 %11
  %13 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  %14 = zext i1 %13 to i32
  %15 = or i1 %9, %10
  br i1 %15, label %16, label %44

16:                                               ; preds = %8
  %17 = icmp eq ptr %5, @ompi_mpi_op_sum
  br i1 %17, label %44, label %18

18:                                               ; preds = %16
  %19 = icmp eq ptr %5, @ompi_mpi_op_prod
  br i1 %19, label %44, label %20

20:                                               ; preds = %18
  %21 = icmp eq ptr %5, @ompi_mpi_op_min
  br i1 %21, label %44, label %22

22:                                               ; preds = %20
  %23 = icmp eq ptr %5, @ompi_mpi_op_max
  br i1 %23, label %44, label %24

24:                                               ; preds = %22
  %25 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %42

27:                                               ; preds = %24
  %28 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %29 = zext nneg i32 %25 to i64
  br label %33

30:                                               ; preds = %33
  %31 = add nuw nsw i64 %34, 1
  %32 = icmp eq i64 %31, %29
  br i1 %32, label %42, label %33, !llvm.loop !118

33:                                               ; preds = %30, %27
  %34 = phi i64 [ 0, %27 ], [ %31, %30 ]
  %35 = getelementptr inbounds nuw %struct.op_reg, ptr %28, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !119
  %37 = icmp eq ptr %36, %5
  br i1 %37, label %38, label %30

38:                                               ; preds = %33
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = load i32, ptr %39, align 8, !tbaa !122
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %44

42:                                               ; preds = %30, %38, %24
  %43 = ptrtoint ptr %5 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.21, i64 noundef %43) #27
  unreachable

44:                                               ; preds = %38, %22, %20, %18, %16, %8
  %45 = phi i32 [ 0, %8 ], [ %40, %38 ], [ 3, %20 ], [ 2, %18 ], [ 1, %16 ], [ 4, %22 ]
  %46 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #28
  store i32 %45, ptr %46, align 8, !tbaa !145
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 4
  store i32 %12, ptr %47, align 4, !tbaa !147
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 8
  store i32 %3, ptr %48, align 8, !tbaa !148
  %49 = getelementptr inbounds nuw i8, ptr %46, i64 12
  store i32 %6, ptr %49, align 4, !tbaa !149
  %50 = getelementptr inbounds nuw i8, ptr %46, i64 24
  store ptr %4, ptr %50, align 8, !tbaa !150
  %51 = getelementptr inbounds nuw i8, ptr %46, i64 32
  store ptr %7, ptr %51, align 8, !tbaa !151
  %52 = getelementptr inbounds nuw i8, ptr %46, i64 16
  store i32 %14, ptr %52, align 8, !tbaa !152
  %53 = icmp ne i32 %45, 1
  %54 = and i1 %15, %53
  br i1 %54, label %55, label %72

55:                                               ; preds = %44
  %56 = xor i1 %9, true
  %57 = and i1 %10, %56
  %58 = sext i32 %3 to i64
  %59 = select i1 %57, i64 2, i64 3
  %60 = shl nsw i64 %58, %59
  %61 = or disjoint i64 %60, 1
  %62 = tail call noalias ptr @malloc(i64 noundef %61) #26
  %63 = select i1 %13, ptr %2, ptr %1
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %62, ptr align 1 %63, i64 %60, i1 false)
  %64 = icmp eq i32 %45, 2
  br i1 %64, label %65, label %67

65:                                               ; preds = %55
  %66 = tail call fastcc ptr @exclusive_products(i32 noundef %12, ptr noundef %62, i32 noundef %3, ptr noundef %4, ptr noundef %7)
  br label %69

67:                                               ; preds = %55
  %68 = tail call fastcc ptr @winners(i32 noundef %12, ptr noundef %62, i32 noundef %3, i32 noundef %45, ptr noundef %7)
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi ptr [ %66, %65 ], [ %68, %67 ]
  %71 = getelementptr inbounds nuw i8, ptr %46, i64 40
  store ptr %70, ptr %71, align 8, !tbaa !153
  tail call void @free(ptr noundef %62) #24
  br label %72

72:                                               ; preds = %69, %44
  %73 = icmp slt i32 %6, 0
  br i1 %73, label %74, label %76

74:                                               ; preds = %72
  %75 = tail call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %7) #24
  br label %78

76:                                               ; preds = %72
  %77 = tail call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %78

78:                                               ; preds = %76, %74
  ret ptr %46
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) local_unnamed_addr #6 {
  %11 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.18, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9)
  ret i32 %11
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_reduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #6 {
  %8 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.18, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6)
  ret ptr %8
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce(ptr noundef captures(none) %0, ptr noundef captures(address) %1, ptr noundef %2) local_unnamed_addr #6 {
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !147
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @free(ptr noundef nonnull %0) #24
  br label %112

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !151
  %12 = call i32 @MPI_Comm_rank(ptr noundef %11, ptr noundef nonnull %4) #24
  %13 = icmp eq i32 %6, 2
  %14 = select i1 %13, i64 4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !148
  %17 = sext i32 %16 to i64
  %18 = select i1 %13, i64 2, i64 3
  %19 = shl nsw i64 %17, %18
  %20 = or disjoint i64 %19, 1
  %21 = call noalias ptr @malloc(i64 noundef %20) #26
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !149
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %25, label %37

25:                                               ; preds = %9
  %26 = icmp eq ptr %2, null
  br i1 %26, label %27, label %30

27:                                               ; preds = %25
  %28 = add nsw i64 %17, 1
  %29 = call noalias ptr @calloc(i64 noundef %28, i64 noundef %14) #28
  br label %30

30:                                               ; preds = %25, %27
  %31 = phi ptr [ %29, %27 ], [ %2, %25 ]
  %32 = phi ptr [ %29, %27 ], [ null, %25 ]
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %34 = load ptr, ptr %33, align 8, !tbaa !150
  %35 = load ptr, ptr %10, align 8, !tbaa !151
  %36 = call i32 @MPI_Allreduce(ptr noundef %31, ptr noundef %21, i32 noundef %16, ptr noundef %34, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %35) #24
  call void @free(ptr noundef %32) #24
  br label %49

37:                                               ; preds = %9
  %38 = load i32, ptr %4, align 4, !tbaa !5
  %39 = icmp eq i32 %38, %23
  br i1 %39, label %40, label %44

40:                                               ; preds = %37
  %41 = icmp eq ptr %2, null
  br i1 %41, label %43, label %42

42:                                               ; preds = %40
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr nonnull align 1 %2, i64 %19, i1 false)
  br label %44

43:                                               ; preds = %40
  call void @llvm.memset.p0.i64(ptr align 1 %21, i8 0, i64 %19, i1 false)
  br label %44

44:                                               ; preds = %42, %43, %37
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !150
  %47 = load ptr, ptr %10, align 8, !tbaa !151
  %48 = call i32 @MPI_Bcast(ptr noundef %21, i32 noundef %16, ptr noundef %46, i32 noundef %23, ptr noundef %47) #24
  br label %49

49:                                               ; preds = %44, %30
  %50 = load i32, ptr %22, align 4, !tbaa !149
  %51 = icmp sgt i32 %50, -1
  %52 = load i32, ptr %4, align 4
  %53 = icmp ne i32 %52, %50
  %54 = select i1 %51, i1 %53, i1 false
  %55 = icmp eq ptr %2, null
  %56 = or i1 %55, %54
  br i1 %56, label %58, label %57

57:                                               ; preds = %49
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %2, i8 0, i64 %19, i1 false)
  br label %58

58:                                               ; preds = %57, %49
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %60 = load i32, ptr %59, align 8, !tbaa !152
  %61 = icmp eq i32 %60, 0
  %62 = select i1 %61, ptr %1, ptr %2
  %63 = icmp ne ptr %62, null
  %64 = icmp sgt i32 %16, 0
  %65 = and i1 %63, %64
  br i1 %65, label %66, label %109

66:                                               ; preds = %58
  %67 = load i32, ptr %0, align 8, !tbaa !145
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %69 = icmp eq i32 %6, 1
  br label %70

70:                                               ; preds = %66, %106
  %71 = phi i64 [ 0, %66 ], [ %107, %106 ]
  switch i32 %67, label %80 [
    i32 2, label %72
    i32 3, label %74
    i32 4, label %74
  ]

72:                                               ; preds = %70
  %73 = load ptr, ptr %68, align 8, !tbaa !153
  br i1 %69, label %82, label %85

74:                                               ; preds = %70, %70
  %75 = load ptr, ptr %68, align 8, !tbaa !153
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 %71
  %77 = load i8, ptr %76, align 1, !tbaa !14
  %78 = icmp eq i8 %77, 0
  %79 = select i1 %78, double 0.000000e+00, double 1.000000e+00
  br label %80

80:                                               ; preds = %70, %74
  %81 = phi double [ 1.000000e+00, %70 ], [ %79, %74 ]
  br i1 %69, label %89, label %96

82:                                               ; preds = %72
  %83 = getelementptr inbounds nuw double, ptr %73, i64 %71
  %84 = load double, ptr %83, align 8, !tbaa !24
  br label %89

85:                                               ; preds = %72
  %86 = getelementptr inbounds nuw float, ptr %73, i64 %71
  %87 = load float, ptr %86, align 4, !tbaa !19
  %88 = fpext float %87 to double
  br label %96

89:                                               ; preds = %80, %82
  %90 = phi double [ %84, %82 ], [ %81, %80 ]
  %91 = getelementptr inbounds nuw double, ptr %62, i64 %71
  %92 = load double, ptr %91, align 8, !tbaa !24
  %93 = getelementptr inbounds nuw double, ptr %21, i64 %71
  %94 = load double, ptr %93, align 8, !tbaa !24
  %95 = call double @llvm.fmuladd.f64(double %90, double %94, double %92)
  store double %95, ptr %91, align 8, !tbaa !24
  br label %106

96:                                               ; preds = %80, %85
  %97 = phi double [ %88, %85 ], [ %81, %80 ]
  %98 = getelementptr inbounds nuw float, ptr %62, i64 %71
  %99 = load float, ptr %98, align 4, !tbaa !19
  %100 = fpext float %99 to double
  %101 = getelementptr inbounds nuw float, ptr %21, i64 %71
  %102 = load float, ptr %101, align 4, !tbaa !19
  %103 = fpext float %102 to double
  %104 = call double @llvm.fmuladd.f64(double %97, double %103, double %100)
  %105 = fptrunc double %104 to float
  store float %105, ptr %98, align 4, !tbaa !19
  br label %106

106:                                              ; preds = %89, %96
  %107 = add nuw nsw i64 %71, 1
  %108 = icmp eq i64 %107, %17
  br i1 %108, label %109, label %70, !llvm.loop !154

109:                                              ; preds = %106, %58
  call void @free(ptr noundef %21) #24
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %111 = load ptr, ptr %110, align 8, !tbaa !153
  call void @free(ptr noundef %111) #24
  call void @free(ptr noundef nonnull %0) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  br label %112

112:                                              ; preds = %109, %8
  ret void
}

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #17

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @__mpiad_f_indices(ptr noundef readonly captures(address_is_null) %0, ptr noundef captures(none) %1) local_unnamed_addr #18 {
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
  br i1 %77, label %78, label %13, !llvm.loop !155

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
  br i1 %91, label %92, label %82, !llvm.loop !156

92:                                               ; preds = %89, %78, %4
  ret void
}

; Function Attrs: nofree nounwind memory(read)
declare noundef ptr @getenv(ptr noundef captures(none)) local_unnamed_addr #19

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc void @req_insert(i64 noundef %0, i32 noundef %1, ptr noundef %2) unnamed_addr #12 {
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
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 24) #28
  store ptr %14, ptr @req_slots, align 8, !tbaa !15
  store i64 0, ptr @req_used, align 8, !tbaa !12
  %15 = icmp sgt i64 %7, 0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) @req_count, i8 0, i64 16, i1 false)
  br i1 %15, label %16, label %45

16:                                               ; preds = %10, %22
  %17 = phi i64 [ %23, %22 ], [ 0, %10 ]
  %18 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !82
  %21 = icmp eq ptr %20, null
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %25, label %16, !llvm.loop !157

25:                                               ; preds = %22, %16
  %26 = phi i64 [ %17, %16 ], [ %7, %22 ]
  br label %27

27:                                               ; preds = %25, %39
  %28 = phi i64 [ %40, %39 ], [ 1, %25 ]
  %29 = add nuw nsw i64 %28, %26
  %30 = srem i64 %29, %7
  %31 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !82
  %34 = icmp eq ptr %33, null
  br i1 %34, label %39, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %31, align 8, !tbaa !85
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %38 = load i32, ptr %37, align 8, !tbaa !86
  tail call fastcc void @req_insert(i64 noundef %36, i32 noundef %38, ptr noundef nonnull %33)
  br label %39

39:                                               ; preds = %35, %27
  %40 = add nuw i64 %28, 1
  %41 = icmp eq i64 %28, %7
  br i1 %41, label %42, label %27, !llvm.loop !158

42:                                               ; preds = %39
  %43 = load i64, ptr @req_cap, align 8, !tbaa !12
  %44 = load ptr, ptr @req_slots, align 8, !tbaa !15
  br label %45

45:                                               ; preds = %10, %42
  %46 = phi ptr [ %44, %42 ], [ %14, %10 ]
  %47 = phi i64 [ %43, %42 ], [ %13, %10 ]
  tail call void @free(ptr noundef %9) #24
  br label %48

48:                                               ; preds = %45, %3
  %49 = phi ptr [ %46, %45 ], [ %9, %3 ]
  %50 = phi i64 [ %47, %45 ], [ %7, %3 ]
  %51 = mul i64 %0, -7046029254386353131
  %52 = urem i64 %51, %50
  %53 = getelementptr inbounds %struct.req_slot, ptr %49, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8, !tbaa !82
  %56 = icmp eq ptr %55, null
  br i1 %56, label %65, label %57

57:                                               ; preds = %48, %57
  %58 = phi i64 [ %60, %57 ], [ %52, %48 ]
  %59 = add nsw i64 %58, 1
  %60 = srem i64 %59, %50
  %61 = getelementptr inbounds %struct.req_slot, ptr %49, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !82
  %64 = icmp eq ptr %63, null
  br i1 %64, label %65, label %57, !llvm.loop !159

65:                                               ; preds = %57, %48
  %66 = phi ptr [ %53, %48 ], [ %61, %57 ]
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16
  store i64 %0, ptr %66, align 8, !tbaa !85
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store i32 %1, ptr %68, align 8, !tbaa !86
  store ptr %2, ptr %67, align 8, !tbaa !82
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

declare i32 @MPI_Testsome(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Waitsome(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Get_count(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Status_set_elements(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @funpack_at(i32 noundef range(i32 0, 3) %0, ptr noundef writeonly captures(address_is_null) %1, ptr noundef readonly captures(address_is_null) %2, i32 noundef %3, i32 noundef %4, i64 noundef range(i64 -4611686016279904256, 4611686018427387905) %5, ptr noundef readonly captures(none) %6) unnamed_addr #20 {
  %8 = icmp eq i32 %0, 2
  %9 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = alloca ptr, i64 %10, align 16
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %7
  %14 = select i1 %8, i64 2, i64 3
  br label %38

15:                                               ; preds = %7
  %16 = icmp eq ptr %2, null
  %17 = select i1 %8, i64 2, i64 3
  %18 = shl i64 %5, %17
  %19 = zext nneg i32 %3 to i64
  %20 = and i64 %19, 1
  %21 = icmp eq i32 %3, 1
  br i1 %21, label %26, label %22

22:                                               ; preds = %15
  %23 = and i64 %19, 2147483646
  br label %87

24:                                               ; preds = %106
  %25 = icmp eq i64 %20, 0
  br i1 %25, label %38, label %26

26:                                               ; preds = %24, %15
  %27 = phi i64 [ 0, %15 ], [ %109, %24 ]
  %28 = icmp ne i64 %20, 0
  tail call void @llvm.assume(i1 %28)
  br i1 %16, label %35, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds nuw ptr, ptr %2, i64 %27
  %31 = load ptr, ptr %30, align 8, !tbaa !15
  %32 = icmp eq ptr %31, null
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 %18
  %34 = select i1 %32, ptr null, ptr %33
  br label %35

35:                                               ; preds = %29, %26
  %36 = phi ptr [ null, %26 ], [ %34, %29 ]
  %37 = getelementptr inbounds nuw ptr, ptr %11, i64 %27
  store ptr %36, ptr %37, align 8, !tbaa !15
  br label %38

38:                                               ; preds = %35, %24, %13
  %39 = phi i64 [ %14, %13 ], [ %17, %24 ], [ %17, %35 ]
  %40 = sext i32 %4 to i64
  %41 = shl nsw i64 %40, %39
  %42 = icmp eq ptr %1, null
  br i1 %42, label %46, label %43

43:                                               ; preds = %38
  %44 = shl i64 %5, %39
  %45 = getelementptr inbounds nuw i8, ptr %1, i64 %44
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %45, ptr readonly align 1 %6, i64 %41, i1 false)
  br label %46

46:                                               ; preds = %43, %38
  br i1 %12, label %47, label %86

47:                                               ; preds = %46
  %48 = zext nneg i32 %3 to i64
  %49 = and i64 %48, 1
  %50 = icmp eq i32 %3, 1
  br i1 %50, label %76, label %51

51:                                               ; preds = %47
  %52 = and i64 %48, 2147483646
  br label %53

53:                                               ; preds = %71, %51
  %54 = phi i64 [ 0, %51 ], [ %67, %71 ]
  %55 = phi i64 [ 0, %51 ], [ %72, %71 ]
  %56 = getelementptr inbounds nuw ptr, ptr %11, i64 %54
  %57 = load ptr, ptr %56, align 16, !tbaa !15
  %58 = icmp eq ptr %57, null
  %59 = or disjoint i64 %54, 1
  br i1 %58, label %63, label %60

60:                                               ; preds = %53
  %61 = mul i64 %59, %41
  %62 = getelementptr inbounds nuw i8, ptr %6, i64 %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %57, ptr readonly align 1 %62, i64 %41, i1 false)
  br label %63

63:                                               ; preds = %60, %53
  %64 = getelementptr inbounds nuw ptr, ptr %11, i64 %59
  %65 = load ptr, ptr %64, align 8, !tbaa !15
  %66 = icmp eq ptr %65, null
  %67 = add nuw nsw i64 %54, 2
  br i1 %66, label %71, label %68

68:                                               ; preds = %63
  %69 = mul i64 %67, %41
  %70 = getelementptr inbounds nuw i8, ptr %6, i64 %69
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %65, ptr readonly align 1 %70, i64 %41, i1 false)
  br label %71

71:                                               ; preds = %68, %63
  %72 = add i64 %55, 2
  %73 = icmp eq i64 %72, %52
  br i1 %73, label %74, label %53, !llvm.loop !31

74:                                               ; preds = %71
  %75 = icmp eq i64 %49, 0
  br i1 %75, label %86, label %76

76:                                               ; preds = %74, %47
  %77 = phi i64 [ 0, %47 ], [ %67, %74 ]
  %78 = icmp ne i64 %49, 0
  tail call void @llvm.assume(i1 %78)
  %79 = getelementptr inbounds nuw ptr, ptr %11, i64 %77
  %80 = load ptr, ptr %79, align 8, !tbaa !15
  %81 = icmp eq ptr %80, null
  br i1 %81, label %86, label %82

82:                                               ; preds = %76
  %83 = add nuw nsw i64 %77, 1
  %84 = mul i64 %83, %41
  %85 = getelementptr inbounds nuw i8, ptr %6, i64 %84
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %80, ptr readonly align 1 %85, i64 %41, i1 false)
  br label %86

86:                                               ; preds = %74, %82, %76, %46
  ret void

87:                                               ; preds = %106, %22
  %88 = phi i64 [ 0, %22 ], [ %109, %106 ]
  %89 = phi i64 [ 0, %22 ], [ %110, %106 ]
  br i1 %16, label %96, label %90

90:                                               ; preds = %87
  %91 = getelementptr inbounds nuw ptr, ptr %2, i64 %88
  %92 = load ptr, ptr %91, align 8, !tbaa !15
  %93 = icmp eq ptr %92, null
  %94 = getelementptr inbounds nuw i8, ptr %92, i64 %18
  %95 = select i1 %93, ptr null, ptr %94
  br label %96

96:                                               ; preds = %90, %87
  %97 = phi ptr [ null, %87 ], [ %95, %90 ]
  %98 = getelementptr inbounds nuw ptr, ptr %11, i64 %88
  store ptr %97, ptr %98, align 16, !tbaa !15
  %99 = or disjoint i64 %88, 1
  br i1 %16, label %106, label %100

100:                                              ; preds = %96
  %101 = getelementptr inbounds nuw ptr, ptr %2, i64 %99
  %102 = load ptr, ptr %101, align 8, !tbaa !15
  %103 = icmp eq ptr %102, null
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 %18
  %105 = select i1 %103, ptr null, ptr %104
  br label %106

106:                                              ; preds = %100, %96
  %107 = phi ptr [ null, %96 ], [ %105, %100 ]
  %108 = getelementptr inbounds nuw ptr, ptr %11, i64 %99
  store ptr %107, ptr %108, align 8, !tbaa !15
  %109 = add nuw nsw i64 %88, 2
  %110 = add i64 %89, 2
  %111 = icmp eq i64 %110, %23
  br i1 %111, label %24, label %87, !llvm.loop !160
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @fpack_at(i32 noundef range(i32 0, 3) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, i64 noundef range(i64 -4611686016279904256, 4611686018427387905) %6) unnamed_addr #20 {
  %8 = icmp eq i32 %0, 2
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = alloca ptr, i64 %10, align 16
  %12 = icmp sgt i32 %4, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %7
  %14 = select i1 %8, i64 2, i64 3
  %15 = shl i64 %6, %14
  %16 = getelementptr inbounds nuw i8, ptr %2, i64 %15
  %17 = sext i32 %5 to i64
  %18 = shl nsw i64 %17, %14
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr readonly align 1 %16, i64 %18, i1 false)
  br label %87

19:                                               ; preds = %7
  %20 = icmp eq ptr %3, null
  %21 = select i1 %8, i64 2, i64 3
  %22 = shl i64 %6, %21
  %23 = zext nneg i32 %4 to i64
  %24 = add nsw i64 %23, -1
  %25 = and i64 %23, 1
  %26 = icmp eq i64 %24, 0
  br i1 %26, label %31, label %27

27:                                               ; preds = %19
  %28 = and i64 %23, 2147483646
  br label %88

29:                                               ; preds = %107
  %30 = icmp eq i64 %25, 0
  br i1 %30, label %43, label %31

31:                                               ; preds = %29, %19
  %32 = phi i64 [ 0, %19 ], [ %110, %29 ]
  %33 = icmp ne i64 %25, 0
  tail call void @llvm.assume(i1 %33)
  br i1 %20, label %40, label %34

34:                                               ; preds = %31
  %35 = getelementptr inbounds nuw ptr, ptr %3, i64 %32
  %36 = load ptr, ptr %35, align 8, !tbaa !15
  %37 = icmp eq ptr %36, null
  %38 = getelementptr inbounds nuw i8, ptr %36, i64 %22
  %39 = select i1 %37, ptr null, ptr %38
  br label %40

40:                                               ; preds = %34, %31
  %41 = phi ptr [ null, %31 ], [ %39, %34 ]
  %42 = getelementptr inbounds nuw ptr, ptr %11, i64 %32
  store ptr %41, ptr %42, align 8, !tbaa !15
  br label %43

43:                                               ; preds = %29, %40
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 %22
  %45 = sext i32 %5 to i64
  %46 = shl nsw i64 %45, %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr readonly align 1 %44, i64 %46, i1 false)
  %47 = and i64 %23, 1
  %48 = icmp eq i64 %24, 0
  br i1 %48, label %76, label %49

49:                                               ; preds = %43
  %50 = and i64 %23, 2147483646
  br label %51

51:                                               ; preds = %71, %49
  %52 = phi i64 [ 0, %49 ], [ %63, %71 ]
  %53 = phi i64 [ 0, %49 ], [ %72, %71 ]
  %54 = or disjoint i64 %52, 1
  %55 = mul i64 %54, %46
  %56 = getelementptr inbounds nuw i8, ptr %1, i64 %55
  %57 = getelementptr inbounds nuw ptr, ptr %11, i64 %52
  %58 = load ptr, ptr %57, align 16, !tbaa !15
  %59 = icmp eq ptr %58, null
  br i1 %59, label %61, label %60

60:                                               ; preds = %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %56, ptr nonnull align 1 %58, i64 %46, i1 false)
  br label %62

61:                                               ; preds = %51
  tail call void @llvm.memset.p0.i64(ptr align 1 %56, i8 0, i64 %46, i1 false)
  br label %62

62:                                               ; preds = %61, %60
  %63 = add nuw nsw i64 %52, 2
  %64 = mul i64 %63, %46
  %65 = getelementptr inbounds nuw i8, ptr %1, i64 %64
  %66 = getelementptr inbounds nuw ptr, ptr %11, i64 %54
  %67 = load ptr, ptr %66, align 8, !tbaa !15
  %68 = icmp eq ptr %67, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %62
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %65, ptr nonnull align 1 %67, i64 %46, i1 false)
  br label %71

70:                                               ; preds = %62
  tail call void @llvm.memset.p0.i64(ptr align 1 %65, i8 0, i64 %46, i1 false)
  br label %71

71:                                               ; preds = %70, %69
  %72 = add i64 %53, 2
  %73 = icmp eq i64 %72, %50
  br i1 %73, label %74, label %51, !llvm.loop !16

74:                                               ; preds = %71
  %75 = icmp eq i64 %47, 0
  br i1 %75, label %87, label %76

76:                                               ; preds = %74, %43
  %77 = phi i64 [ 0, %43 ], [ %63, %74 ]
  %78 = icmp ne i64 %47, 0
  tail call void @llvm.assume(i1 %78)
  %79 = add nuw nsw i64 %77, 1
  %80 = mul i64 %79, %46
  %81 = getelementptr inbounds nuw i8, ptr %1, i64 %80
  %82 = getelementptr inbounds nuw ptr, ptr %11, i64 %77
  %83 = load ptr, ptr %82, align 8, !tbaa !15
  %84 = icmp eq ptr %83, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %76
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %81, ptr nonnull align 1 %83, i64 %46, i1 false)
  br label %87

86:                                               ; preds = %76
  tail call void @llvm.memset.p0.i64(ptr align 1 %81, i8 0, i64 %46, i1 false)
  br label %87

87:                                               ; preds = %74, %86, %85, %13
  ret void

88:                                               ; preds = %107, %27
  %89 = phi i64 [ 0, %27 ], [ %110, %107 ]
  %90 = phi i64 [ 0, %27 ], [ %111, %107 ]
  br i1 %20, label %97, label %91

91:                                               ; preds = %88
  %92 = getelementptr inbounds nuw ptr, ptr %3, i64 %89
  %93 = load ptr, ptr %92, align 8, !tbaa !15
  %94 = icmp eq ptr %93, null
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 %22
  %96 = select i1 %94, ptr null, ptr %95
  br label %97

97:                                               ; preds = %91, %88
  %98 = phi ptr [ null, %88 ], [ %96, %91 ]
  %99 = getelementptr inbounds nuw ptr, ptr %11, i64 %89
  store ptr %98, ptr %99, align 16, !tbaa !15
  %100 = or disjoint i64 %89, 1
  br i1 %20, label %107, label %101

101:                                              ; preds = %97
  %102 = getelementptr inbounds nuw ptr, ptr %3, i64 %100
  %103 = load ptr, ptr %102, align 8, !tbaa !15
  %104 = icmp eq ptr %103, null
  %105 = getelementptr inbounds nuw i8, ptr %103, i64 %22
  %106 = select i1 %104, ptr null, ptr %105
  br label %107

107:                                              ; preds = %101, %97
  %108 = phi ptr [ null, %97 ], [ %106, %101 ]
  %109 = getelementptr inbounds nuw ptr, ptr %11, i64 %100
  store ptr %108, ptr %109, align 8, !tbaa !15
  %110 = add nuw nsw i64 %89, 2
  %111 = add i64 %90, 2
  %112 = icmp eq i64 %111, %28
  br i1 %112, label %29, label %88, !llvm.loop !161
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @exclusive_products(i32 noundef range(i32 1, 3) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #6 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #24
  %8 = call i32 @MPI_Comm_size(ptr noundef %4, ptr noundef nonnull %6) #24
  %9 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %7) #24
  %10 = icmp eq i32 %0, 2
  %11 = sext i32 %2 to i64
  %12 = load i32, ptr %6, align 4, !tbaa !5
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, %11
  %15 = select i1 %10, i64 2, i64 3
  %16 = shl i64 %14, %15
  %17 = or disjoint i64 %16, 1
  %18 = call noalias ptr @malloc(i64 noundef %17) #26
  %19 = call i32 @MPI_Allgather(ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %18, i32 noundef %2, ptr noundef %3, ptr noundef %4) #24
  %20 = shl nsw i64 %11, %15
  %21 = or disjoint i64 %20, 1
  %22 = call noalias ptr @malloc(i64 noundef %21) #26
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
  call void @free(ptr noundef %18) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
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
  %51 = load float, ptr %50, align 4, !tbaa !19
  %52 = fpext float %51 to double
  br label %56

53:                                               ; preds = %45
  %54 = getelementptr inbounds nuw double, ptr %48, i64 %37
  %55 = load double, ptr %54, align 8, !tbaa !24
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
  store double %60, ptr %62, align 8, !tbaa !24
  br label %66

63:                                               ; preds = %59
  %64 = fptrunc double %60 to float
  %65 = getelementptr inbounds nuw float, ptr %22, i64 %37
  store float %64, ptr %65, align 4, !tbaa !19
  br label %66

66:                                               ; preds = %61, %63
  %67 = add nuw nsw i64 %37, 1
  %68 = icmp eq i64 %67, %11
  br i1 %68, label %39, label %36, !llvm.loop !162

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
  %80 = load double, ptr %79, align 8, !tbaa !24
  br label %85

81:                                               ; preds = %74
  %82 = getelementptr inbounds nuw float, ptr %77, i64 %37
  %83 = load float, ptr %82, align 4, !tbaa !19
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
  %98 = load float, ptr %97, align 4, !tbaa !19
  %99 = fpext float %98 to double
  br label %103

100:                                              ; preds = %92
  %101 = getelementptr inbounds nuw double, ptr %95, i64 %37
  %102 = load double, ptr %101, align 8, !tbaa !24
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
  br i1 %110, label %40, label %69, !llvm.loop !163
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @winners(i32 noundef range(i32 1, 3) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef range(i32 3, 2) %3, ptr noundef %4) unnamed_addr #6 {
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  %7 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %6) #24
  %8 = sext i32 %2 to i64
  %9 = add nsw i64 %8, 1
  %10 = call noalias ptr @malloc(i64 noundef %9) #26
  %11 = icmp eq i32 %0, 1
  %12 = add nsw i32 %2, 1
  %13 = sext i32 %12 to i64
  %14 = icmp sgt i32 %2, 0
  br i1 %11, label %15, label %138

15:                                               ; preds = %5
  %16 = shl nsw i64 %13, 4
  %17 = call noalias ptr @malloc(i64 noundef %16) #26
  %18 = call noalias ptr @malloc(i64 noundef %16) #26
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
  %29 = call i32 @MPI_Allreduce(ptr noundef %17, ptr noundef %18, i32 noundef %2, ptr noundef nonnull @ompi_mpi_double_int, ptr noundef nonnull %28, ptr noundef %4) #24
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
  %39 = load double, ptr %38, align 8, !tbaa !24
  %40 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %36
  store double %39, ptr %40, align 8, !tbaa !164
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 8
  store i32 %20, ptr %41, align 8, !tbaa !166
  %42 = add nuw nsw i64 %36, 1
  %43 = add i64 %37, 1
  %44 = icmp eq i64 %43, %22
  br i1 %44, label %45, label %35, !llvm.loop !167

45:                                               ; preds = %35, %30
  %46 = icmp eq i32 %3, 3
  %47 = select i1 %46, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %48 = call i32 @MPI_Allreduce(ptr noundef nonnull %17, ptr noundef %18, i32 noundef %2, ptr noundef nonnull @ompi_mpi_double_int, ptr noundef nonnull %47, ptr noundef %4) #24
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
  %63 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %62
  %64 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %62
  %65 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %62
  %66 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %62
  %67 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %62
  %68 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %62
  %69 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %62
  %70 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %62
  %71 = getelementptr inbounds nuw i8, ptr %63, i64 8
  %72 = getelementptr inbounds nuw i8, ptr %64, i64 24
  %73 = getelementptr inbounds nuw i8, ptr %65, i64 40
  %74 = getelementptr inbounds nuw i8, ptr %66, i64 56
  %75 = getelementptr inbounds nuw i8, ptr %67, i64 72
  %76 = getelementptr inbounds nuw i8, ptr %68, i64 88
  %77 = getelementptr inbounds nuw i8, ptr %69, i64 104
  %78 = getelementptr inbounds nuw i8, ptr %70, i64 120
  %79 = load i32, ptr %71, align 8, !tbaa !166
  %80 = load i32, ptr %72, align 8, !tbaa !166
  %81 = load i32, ptr %73, align 8, !tbaa !166
  %82 = load i32, ptr %74, align 8, !tbaa !166
  %83 = insertelement <4 x i32> poison, i32 %79, i64 0
  %84 = insertelement <4 x i32> %83, i32 %80, i64 1
  %85 = insertelement <4 x i32> %84, i32 %81, i64 2
  %86 = insertelement <4 x i32> %85, i32 %82, i64 3
  %87 = load i32, ptr %75, align 8, !tbaa !166
  %88 = load i32, ptr %76, align 8, !tbaa !166
  %89 = load i32, ptr %77, align 8, !tbaa !166
  %90 = load i32, ptr %78, align 8, !tbaa !166
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
  br i1 %102, label %52, label %61, !llvm.loop !168

103:                                              ; preds = %103, %24
  %104 = phi i64 [ 0, %24 ], [ %125, %103 ]
  %105 = phi i64 [ 0, %24 ], [ %126, %103 ]
  %106 = getelementptr inbounds nuw double, ptr %1, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !24
  %108 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %104
  store double %107, ptr %108, align 8, !tbaa !164
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 8
  store i32 %20, ptr %109, align 8, !tbaa !166
  %110 = or disjoint i64 %104, 1
  %111 = getelementptr inbounds nuw double, ptr %1, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !24
  %113 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %110
  store double %112, ptr %113, align 8, !tbaa !164
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 8
  store i32 %20, ptr %114, align 8, !tbaa !166
  %115 = or disjoint i64 %104, 2
  %116 = getelementptr inbounds nuw double, ptr %1, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !24
  %118 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %115
  store double %117, ptr %118, align 8, !tbaa !164
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  store i32 %20, ptr %119, align 8, !tbaa !166
  %120 = or disjoint i64 %104, 3
  %121 = getelementptr inbounds nuw double, ptr %1, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !24
  %123 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %120
  store double %122, ptr %123, align 8, !tbaa !164
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 8
  store i32 %20, ptr %124, align 8, !tbaa !166
  %125 = add nuw nsw i64 %104, 4
  %126 = add i64 %105, 4
  %127 = icmp eq i64 %126, %25
  br i1 %127, label %30, label %103, !llvm.loop !169

128:                                              ; preds = %52, %128
  %129 = phi i64 [ %136, %128 ], [ %53, %52 ]
  %130 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %132 = load i32, ptr %131, align 8, !tbaa !166
  %133 = icmp eq i32 %132, %49
  %134 = zext i1 %133 to i8
  %135 = getelementptr inbounds nuw i8, ptr %10, i64 %129
  store i8 %134, ptr %135, align 1, !tbaa !14
  %136 = add nuw nsw i64 %129, 1
  %137 = icmp eq i64 %136, %50
  br i1 %137, label %222, label %128, !llvm.loop !170

138:                                              ; preds = %5
  %139 = shl nsw i64 %13, 3
  %140 = call noalias ptr @malloc(i64 noundef %139) #26
  %141 = call noalias ptr @malloc(i64 noundef %139) #26
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
  %153 = load <2 x i32>, ptr %151, align 4, !tbaa !19
  %154 = load <2 x i32>, ptr %152, align 4, !tbaa !19
  %155 = getelementptr inbounds nuw %struct.anon.1, ptr %140, i64 %150
  %156 = getelementptr inbounds nuw %struct.anon.1, ptr %140, i64 %150
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 16
  %158 = shufflevector <2 x i32> %153, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %158, ptr %155, align 4, !tbaa !14
  %159 = shufflevector <2 x i32> %154, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %159, ptr %157, align 4, !tbaa !14
  %160 = add nuw i64 %150, 4
  %161 = icmp eq i64 %160, %147
  br i1 %161, label %162, label %149, !llvm.loop !171

162:                                              ; preds = %149
  %163 = icmp eq i64 %147, %144
  br i1 %163, label %170, label %164

164:                                              ; preds = %142, %162
  %165 = phi i64 [ 0, %142 ], [ %147, %162 ]
  br label %204

166:                                              ; preds = %138
  %167 = icmp eq i32 %3, 3
  %168 = select i1 %167, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %169 = call i32 @MPI_Allreduce(ptr noundef %140, ptr noundef %141, i32 noundef %2, ptr noundef nonnull @ompi_mpi_float_int, ptr noundef nonnull %168, ptr noundef %4) #24
  br label %222

170:                                              ; preds = %204, %162
  %171 = icmp eq i32 %3, 3
  %172 = select i1 %171, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %173 = call i32 @MPI_Allreduce(ptr noundef nonnull %140, ptr noundef %141, i32 noundef %2, ptr noundef nonnull @ompi_mpi_float_int, ptr noundef nonnull %172, ptr noundef %4) #24
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
  %188 = getelementptr inbounds nuw %struct.anon.1, ptr %141, i64 %187
  %189 = getelementptr inbounds nuw %struct.anon.1, ptr %141, i64 %187
  %190 = getelementptr inbounds nuw i8, ptr %188, i64 4
  %191 = getelementptr inbounds nuw i8, ptr %189, i64 36
  %192 = load <8 x i32>, ptr %190, align 4, !tbaa !172
  %193 = shufflevector <8 x i32> %192, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %194 = load <8 x i32>, ptr %191, align 4, !tbaa !172
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
  br i1 %203, label %177, label %186, !llvm.loop !174

204:                                              ; preds = %164, %204
  %205 = phi i64 [ %210, %204 ], [ %165, %164 ]
  %206 = getelementptr inbounds nuw float, ptr %1, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !19
  %208 = getelementptr inbounds nuw %struct.anon.1, ptr %140, i64 %205
  store float %207, ptr %208, align 4, !tbaa !175
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  store i32 %143, ptr %209, align 4, !tbaa !172
  %210 = add nuw nsw i64 %205, 1
  %211 = icmp eq i64 %210, %144
  br i1 %211, label %170, label %204, !llvm.loop !176

212:                                              ; preds = %177, %212
  %213 = phi i64 [ %220, %212 ], [ %178, %177 ]
  %214 = getelementptr inbounds nuw %struct.anon.1, ptr %141, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %216 = load i32, ptr %215, align 4, !tbaa !172
  %217 = icmp eq i32 %216, %174
  %218 = zext i1 %217 to i8
  %219 = getelementptr inbounds nuw i8, ptr %10, i64 %213
  store i8 %218, ptr %219, align 1, !tbaa !14
  %220 = add nuw nsw i64 %213, 1
  %221 = icmp eq i64 %220, %175
  br i1 %221, label %222, label %212, !llvm.loop !177

222:                                              ; preds = %212, %128, %166, %26
  %223 = phi ptr [ %17, %26 ], [ %140, %166 ], [ %17, %128 ], [ %140, %212 ]
  %224 = phi ptr [ %18, %26 ], [ %141, %166 ], [ %18, %128 ], [ %141, %212 ]
  call void @free(ptr noundef %223) #24
  call void @free(ptr noundef %224) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  ret ptr %10
}

declare i32 @MPI_Type_free(ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_contiguous(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_commit(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal void @tup_prod_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load ptr, ptr %3, align 8, !tbaa !46
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #24
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
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret void

38:                                               ; preds = %10, %82
  %39 = phi ptr [ %0, %10 ], [ %85, %82 ]
  %40 = phi ptr [ %1, %10 ], [ %86, %82 ]
  %41 = phi i32 [ 0, %10 ], [ %84, %82 ]
  %42 = load double, ptr %39, align 8, !tbaa !24
  %43 = load double, ptr %40, align 8, !tbaa !24
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
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !24, !alias.scope !178, !noalias !181
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !24, !alias.scope !178, !noalias !181
  %58 = getelementptr inbounds nuw double, ptr %39, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !24, !alias.scope !181
  %61 = load <2 x double>, ptr %59, align 8, !tbaa !24, !alias.scope !181
  %62 = fmul <2 x double> %48, %60
  %63 = fmul <2 x double> %48, %61
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %56, <2 x double> %62)
  %65 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %57, <2 x double> %63)
  store <2 x double> %64, ptr %54, align 8, !tbaa !24, !alias.scope !178, !noalias !181
  store <2 x double> %65, ptr %55, align 8, !tbaa !24, !alias.scope !178, !noalias !181
  %66 = add nuw i64 %52, 4
  %67 = icmp eq i64 %66, %31
  br i1 %67, label %68, label %51, !llvm.loop !183

68:                                               ; preds = %51
  br i1 %33, label %82, label %69

69:                                               ; preds = %44, %68
  %70 = phi i64 [ %32, %68 ], [ 1, %44 ]
  br i1 %35, label %71, label %79

71:                                               ; preds = %69
  %72 = getelementptr inbounds nuw double, ptr %40, i64 %70
  %73 = load double, ptr %72, align 8, !tbaa !24
  %74 = getelementptr inbounds nuw double, ptr %39, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !24
  %76 = fmul double %43, %75
  %77 = call double @llvm.fmuladd.f64(double %42, double %73, double %76)
  store double %77, ptr %72, align 8, !tbaa !24
  %78 = add nuw nsw i64 %70, 1
  br label %79

79:                                               ; preds = %71, %69
  %80 = phi i64 [ %70, %69 ], [ %78, %71 ]
  %81 = icmp eq i64 %70, %36
  br i1 %81, label %82, label %88

82:                                               ; preds = %79, %88, %68, %38
  %83 = fmul double %42, %43
  store double %83, ptr %40, align 8, !tbaa !24
  %84 = add nuw nsw i32 %41, 1
  %85 = getelementptr inbounds double, ptr %39, i64 %14
  %86 = getelementptr inbounds double, ptr %40, i64 %14
  %87 = icmp eq i32 %84, %8
  br i1 %87, label %37, label %38, !llvm.loop !184

88:                                               ; preds = %79, %88
  %89 = phi i64 [ %103, %88 ], [ %80, %79 ]
  %90 = getelementptr inbounds nuw double, ptr %40, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !24
  %92 = getelementptr inbounds nuw double, ptr %39, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !24
  %94 = fmul double %43, %93
  %95 = call double @llvm.fmuladd.f64(double %42, double %91, double %94)
  store double %95, ptr %90, align 8, !tbaa !24
  %96 = add nuw nsw i64 %89, 1
  %97 = getelementptr inbounds nuw double, ptr %40, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !24
  %99 = getelementptr inbounds nuw double, ptr %39, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !24
  %101 = fmul double %43, %100
  %102 = call double @llvm.fmuladd.f64(double %42, double %98, double %101)
  store double %102, ptr %97, align 8, !tbaa !24
  %103 = add nuw nsw i64 %89, 2
  %104 = icmp eq i64 %103, %16
  br i1 %104, label %82, label %88, !llvm.loop !185
}

; Function Attrs: nounwind
define internal void @tup_min_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load ptr, ptr %3, align 8, !tbaa !46
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #24
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
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret void

16:                                               ; preds = %10, %26
  %17 = phi i32 [ %8, %10 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %10 ], [ %28, %26 ]
  %19 = phi ptr [ %1, %10 ], [ %30, %26 ]
  %20 = phi ptr [ %0, %10 ], [ %29, %26 ]
  %21 = load double, ptr %19, align 8, !tbaa !24
  %22 = load double, ptr %20, align 8, !tbaa !24
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
  br i1 %31, label %16, label %15, !llvm.loop !186
}

; Function Attrs: nounwind
define internal void @tup_max_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load ptr, ptr %3, align 8, !tbaa !46
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #24
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
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret void

16:                                               ; preds = %10, %26
  %17 = phi i32 [ %8, %10 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %10 ], [ %28, %26 ]
  %19 = phi ptr [ %1, %10 ], [ %30, %26 ]
  %20 = phi ptr [ %0, %10 ], [ %29, %26 ]
  %21 = load double, ptr %19, align 8, !tbaa !24
  %22 = load double, ptr %20, align 8, !tbaa !24
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
  br i1 %31, label %16, label %15, !llvm.loop !187
}

; Function Attrs: nounwind
define internal void @tup_prod_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load ptr, ptr %3, align 8, !tbaa !46
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #24
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
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret void

38:                                               ; preds = %10, %82
  %39 = phi ptr [ %0, %10 ], [ %85, %82 ]
  %40 = phi ptr [ %1, %10 ], [ %86, %82 ]
  %41 = phi i32 [ 0, %10 ], [ %84, %82 ]
  %42 = load float, ptr %39, align 4, !tbaa !19
  %43 = load float, ptr %40, align 4, !tbaa !19
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
  %56 = load <4 x float>, ptr %54, align 4, !tbaa !19, !alias.scope !188, !noalias !191
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !19, !alias.scope !188, !noalias !191
  %58 = getelementptr inbounds nuw float, ptr %39, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <4 x float>, ptr %58, align 4, !tbaa !19, !alias.scope !191
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !19, !alias.scope !191
  %62 = fmul <4 x float> %48, %60
  %63 = fmul <4 x float> %48, %61
  %64 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> %56, <4 x float> %62)
  %65 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> %57, <4 x float> %63)
  store <4 x float> %64, ptr %54, align 4, !tbaa !19, !alias.scope !188, !noalias !191
  store <4 x float> %65, ptr %55, align 4, !tbaa !19, !alias.scope !188, !noalias !191
  %66 = add nuw i64 %52, 8
  %67 = icmp eq i64 %66, %31
  br i1 %67, label %68, label %51, !llvm.loop !193

68:                                               ; preds = %51
  br i1 %33, label %82, label %69

69:                                               ; preds = %44, %68
  %70 = phi i64 [ %32, %68 ], [ 1, %44 ]
  br i1 %35, label %71, label %79

71:                                               ; preds = %69
  %72 = getelementptr inbounds nuw float, ptr %40, i64 %70
  %73 = load float, ptr %72, align 4, !tbaa !19
  %74 = getelementptr inbounds nuw float, ptr %39, i64 %70
  %75 = load float, ptr %74, align 4, !tbaa !19
  %76 = fmul float %43, %75
  %77 = call float @llvm.fmuladd.f32(float %42, float %73, float %76)
  store float %77, ptr %72, align 4, !tbaa !19
  %78 = add nuw nsw i64 %70, 1
  br label %79

79:                                               ; preds = %71, %69
  %80 = phi i64 [ %70, %69 ], [ %78, %71 ]
  %81 = icmp eq i64 %70, %36
  br i1 %81, label %82, label %88

82:                                               ; preds = %79, %88, %68, %38
  %83 = fmul float %42, %43
  store float %83, ptr %40, align 4, !tbaa !19
  %84 = add nuw nsw i32 %41, 1
  %85 = getelementptr inbounds float, ptr %39, i64 %14
  %86 = getelementptr inbounds float, ptr %40, i64 %14
  %87 = icmp eq i32 %84, %8
  br i1 %87, label %37, label %38, !llvm.loop !194

88:                                               ; preds = %79, %88
  %89 = phi i64 [ %103, %88 ], [ %80, %79 ]
  %90 = getelementptr inbounds nuw float, ptr %40, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !19
  %92 = getelementptr inbounds nuw float, ptr %39, i64 %89
  %93 = load float, ptr %92, align 4, !tbaa !19
  %94 = fmul float %43, %93
  %95 = call float @llvm.fmuladd.f32(float %42, float %91, float %94)
  store float %95, ptr %90, align 4, !tbaa !19
  %96 = add nuw nsw i64 %89, 1
  %97 = getelementptr inbounds nuw float, ptr %40, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !19
  %99 = getelementptr inbounds nuw float, ptr %39, i64 %96
  %100 = load float, ptr %99, align 4, !tbaa !19
  %101 = fmul float %43, %100
  %102 = call float @llvm.fmuladd.f32(float %42, float %98, float %101)
  store float %102, ptr %97, align 4, !tbaa !19
  %103 = add nuw nsw i64 %89, 2
  %104 = icmp eq i64 %103, %16
  br i1 %104, label %82, label %88, !llvm.loop !195
}

; Function Attrs: nounwind
define internal void @tup_min_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load ptr, ptr %3, align 8, !tbaa !46
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #24
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
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret void

16:                                               ; preds = %10, %26
  %17 = phi i32 [ %8, %10 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %10 ], [ %28, %26 ]
  %19 = phi ptr [ %1, %10 ], [ %30, %26 ]
  %20 = phi ptr [ %0, %10 ], [ %29, %26 ]
  %21 = load float, ptr %19, align 4, !tbaa !19
  %22 = load float, ptr %20, align 4, !tbaa !19
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
  br i1 %31, label %16, label %15, !llvm.loop !196
}

; Function Attrs: nounwind
define internal void @tup_max_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load ptr, ptr %3, align 8, !tbaa !46
  %7 = call i32 @MPI_Type_size(ptr noundef %6, ptr noundef nonnull %5) #24
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
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret void

16:                                               ; preds = %10, %26
  %17 = phi i32 [ %8, %10 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %10 ], [ %28, %26 ]
  %19 = phi ptr [ %1, %10 ], [ %30, %26 ]
  %20 = phi ptr [ %0, %10 ], [ %29, %26 ]
  %21 = load float, ptr %19, align 4, !tbaa !19
  %22 = load float, ptr %20, align 4, !tbaa !19
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
  br i1 %31, label %16, label %15, !llvm.loop !197
}

declare i32 @MPI_Op_create(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_size(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #17

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #22

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #21

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #21

attributes #0 = { cold noinline noreturn nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { cold nofree noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: read, target_mem0: read, target_mem1: read) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #12 = { nounwind memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #14 = { mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #15 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #17 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #20 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #21 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #23 = { cold nounwind }
attributes #24 = { nounwind }
attributes #25 = { cold noreturn nounwind }
attributes #26 = { nounwind allocsize(0) }
attributes #27 = { noreturn }
attributes #28 = { nounwind allocsize(0,1) }
attributes #29 = { nounwind allocsize(1) }

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
!18 = distinct !{!18, !17}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !7, i64 0}
!21 = distinct !{!21, !17, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = !{!25, !25, i64 0}
!25 = !{!"double", !7, i64 0}
!26 = distinct !{!26, !17, !22, !23}
!27 = distinct !{!27, !17, !23, !22}
!28 = distinct !{!28, !17, !23, !22}
!29 = !{!30, !6, i64 0}
!30 = !{!"ompi_status_public_t", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !13, i64 16}
!31 = distinct !{!31, !17}
!32 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 8, !12}
!33 = !{!30, !6, i64 4}
!34 = distinct !{!34, !17}
!35 = !{!36, !6, i64 0}
!36 = !{!"", !6, i64 0, !6, i64 4}
!37 = !{!36, !6, i64 4}
!38 = distinct !{!38, !17, !22, !23}
!39 = distinct !{!39, !17, !22, !23}
!40 = distinct !{!40, !17, !23, !22}
!41 = distinct !{!41, !17, !23, !22}
!42 = distinct !{!42, !17, !22, !23}
!43 = distinct !{!43, !17, !22, !23}
!44 = distinct !{!44, !17, !23, !22}
!45 = distinct !{!45, !17, !23, !22}
!46 = !{!47, !47, i64 0}
!47 = !{!"p1 _ZTS15ompi_datatype_t", !11, i64 0}
!48 = !{!49, !49, i64 0}
!49 = !{!"p1 _ZTS14ompi_request_t", !11, i64 0}
!50 = !{!51, !6, i64 0}
!51 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !47, i64 16, !6, i64 24, !6, i64 28, !52, i64 32, !11, i64 40, !11, i64 48, !49, i64 56, !6, i64 64}
!52 = !{!"p1 _ZTS19ompi_communicator_t", !11, i64 0}
!53 = !{!51, !6, i64 4}
!54 = !{!51, !6, i64 8}
!55 = !{!51, !47, i64 16}
!56 = !{!51, !6, i64 24}
!57 = !{!51, !6, i64 28}
!58 = !{!51, !52, i64 32}
!59 = !{!51, !11, i64 40}
!60 = !{!51, !6, i64 64}
!61 = !{!51, !11, i64 48}
!62 = !{!63}
!63 = distinct !{!63, !64}
!64 = distinct !{!64, !"LVerDomain"}
!65 = !{!66}
!66 = distinct !{!66, !64}
!67 = distinct !{!67, !17, !22, !23}
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.unroll.disable"}
!70 = !{!71}
!71 = distinct !{!71, !72}
!72 = distinct !{!72, !"LVerDomain"}
!73 = !{!74}
!74 = distinct !{!74, !72}
!75 = distinct !{!75, !17, !22, !23}
!76 = distinct !{!76, !69}
!77 = distinct !{!77, !17, !22}
!78 = distinct !{!78, !17, !22}
!79 = !{!80, !80, i64 0}
!80 = !{!"any p2 pointer", !11, i64 0}
!81 = !{!52, !52, i64 0}
!82 = !{!83, !11, i64 16}
!83 = !{!"", !84, i64 0, !6, i64 8, !11, i64 16}
!84 = !{!"long long", !7, i64 0}
!85 = !{!83, !84, i64 0}
!86 = !{!83, !6, i64 8}
!87 = !{!84, !84, i64 0}
!88 = distinct !{!88, !17}
!89 = distinct !{!89, !17}
!90 = distinct !{!90, !17}
!91 = distinct !{!91, !17}
!92 = distinct !{!92, !17}
!93 = distinct !{!93, !17}
!94 = distinct !{!94, !17}
!95 = distinct !{!95, !17}
!96 = distinct !{!96, !17}
!97 = distinct !{!97, !17}
!98 = distinct !{!98, !17}
!99 = distinct !{!99, !17}
!100 = distinct !{!100, !17, !22, !23}
!101 = distinct !{!101, !17, !22, !23}
!102 = distinct !{!102, !17, !23, !22}
!103 = distinct !{!103, !17, !23, !22}
!104 = distinct !{!104, !17}
!105 = distinct !{!105, !17}
!106 = distinct !{!106, !17}
!107 = distinct !{!107, !17, !22, !23}
!108 = distinct !{!108, !17, !22, !23}
!109 = distinct !{!109, !17, !23, !22}
!110 = distinct !{!110, !17, !23, !22}
!111 = distinct !{!111, !17}
!112 = distinct !{!112, !17}
!113 = distinct !{!113, !17, !22, !23}
!114 = distinct !{!114, !17, !22, !23}
!115 = distinct !{!115, !17, !23, !22}
!116 = distinct !{!116, !17, !23, !22}
!117 = distinct !{!117, !17}
!118 = distinct !{!118, !17}
!119 = !{!120, !121, i64 0}
!120 = !{!"", !121, i64 0, !6, i64 8}
!121 = !{!"p1 _ZTS9ompi_op_t", !11, i64 0}
!122 = !{!120, !6, i64 8}
!123 = distinct !{!123, !17, !22, !23}
!124 = distinct !{!124, !17, !22, !23}
!125 = distinct !{!125, !17, !23, !22}
!126 = distinct !{!126, !17, !23, !22}
!127 = !{!128, !6, i64 0}
!128 = !{!"", !6, i64 0, !6, i64 4, !47, i64 8}
!129 = !{!128, !6, i64 4}
!130 = distinct !{!130, !17}
!131 = !{!128, !47, i64 8}
!132 = !{!121, !121, i64 0}
!133 = distinct !{!133, !17}
!134 = distinct !{!134, !17}
!135 = distinct !{!135, !17, !22, !23}
!136 = distinct !{!136, !17}
!137 = distinct !{!137, !17, !23, !22}
!138 = distinct !{!138, !69}
!139 = distinct !{!139, !17}
!140 = distinct !{!140, !17}
!141 = distinct !{!141, !17}
!142 = distinct !{!142, !17}
!143 = distinct !{!143, !17}
!144 = distinct !{!144, !17}
!145 = !{!146, !6, i64 0}
!146 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !47, i64 24, !52, i64 32, !11, i64 40}
!147 = !{!146, !6, i64 4}
!148 = !{!146, !6, i64 8}
!149 = !{!146, !6, i64 12}
!150 = !{!146, !47, i64 24}
!151 = !{!146, !52, i64 32}
!152 = !{!146, !6, i64 16}
!153 = !{!146, !11, i64 40}
!154 = distinct !{!154, !17}
!155 = distinct !{!155, !17, !22, !23}
!156 = distinct !{!156, !17, !23, !22}
!157 = distinct !{!157, !17}
!158 = distinct !{!158, !17}
!159 = distinct !{!159, !17}
!160 = distinct !{!160, !17}
!161 = distinct !{!161, !17}
!162 = distinct !{!162, !17}
!163 = distinct !{!163, !17}
!164 = !{!165, !25, i64 0}
!165 = !{!"", !25, i64 0, !6, i64 8}
!166 = !{!165, !6, i64 8}
!167 = distinct !{!167, !69}
!168 = distinct !{!168, !17, !22, !23}
!169 = distinct !{!169, !17}
!170 = distinct !{!170, !17, !23, !22}
!171 = distinct !{!171, !17, !22, !23}
!172 = !{!173, !6, i64 4}
!173 = !{!"", !20, i64 0, !6, i64 4}
!174 = distinct !{!174, !17, !22, !23}
!175 = !{!173, !20, i64 0}
!176 = distinct !{!176, !17, !23, !22}
!177 = distinct !{!177, !17, !23, !22}
!178 = !{!179}
!179 = distinct !{!179, !180}
!180 = distinct !{!180, !"LVerDomain"}
!181 = !{!182}
!182 = distinct !{!182, !180}
!183 = distinct !{!183, !17, !22, !23}
!184 = distinct !{!184, !17}
!185 = distinct !{!185, !17, !22}
!186 = distinct !{!186, !17}
!187 = distinct !{!187, !17}
!188 = !{!189}
!189 = distinct !{!189, !190}
!190 = distinct !{!190, !"LVerDomain"}
!191 = !{!192}
!192 = distinct !{!192, !190}
!193 = distinct !{!193, !17, !22, !23}
!194 = distinct !{!194, !17}
!195 = distinct !{!195, !17, !22}
!196 = distinct !{!196, !17}
!197 = distinct !{!197, !17}
