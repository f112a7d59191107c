; ModuleID = '/work/wt-mpi-families/passes/mpi/runtime/mpiad_runtime.c'
source_filename = "/work/wt-mpi-families/passes/mpi/runtime/mpiad_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.anon = type { i32, i32, ptr }
%struct.MPI_Status = type { i32, i32, i32, [5 x i32] }
%struct.req_slot = type { i64, i32, ptr }
%struct.op_reg = type { ptr, i32 }
%struct.anon.0 = type { double, i32 }
%struct.anon.1 = type { float, i32 }

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [40 x i8] c"mpiad: error in %s: %s (handle 0x%llx)\0A\00", align 1
@req_count = internal unnamed_addr global [2 x i64] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"MPI_Ssend\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"MPI_Send\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"MPI_Recv\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"MPI_Sendrecv\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"MPI_Sendrecv_replace\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"MPI_Isend\00", align 1
@.str.7 = private unnamed_addr constant [102 x i8] c"the request was never completed (MPI_Wait/Waitall/Test) before the end of the differentiated function\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"MPI_Irecv\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"MPI_Bcast\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"MPI_Allgather\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"MPI_Gather\00", align 1
@.str.12 = private unnamed_addr constant [61 x i8] c"MPI_IN_PLACE is not supported for derivatives of gathers yet\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"MPI_Scatter\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"MPI_Alltoall\00", align 1
@.str.15 = private unnamed_addr constant [25 x i8] c"MPI_Reduce_scatter_block\00", align 1
@.str.16 = private unnamed_addr constant [36 x i8] c"only MPI_SUM is differentiable here\00", align 1
@op_regs = internal unnamed_addr global ptr null, align 8
@n_op_regs = internal unnamed_addr global i32 0, align 4
@.str.17 = private unnamed_addr constant [14 x i8] c"MPI_Allreduce\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"MPI_Reduce\00", align 1
@fuse_flag = internal unnamed_addr global i32 -1, align 4
@.str.19 = private unnamed_addr constant [11 x i8] c"MPIAD_FUSE\00", align 1
@.str.20 = private unnamed_addr constant [134 x i8] c"an active buffer is described by a datatype other than MPI_DOUBLE or MPI_FLOAT; derived or mixed datatypes are not differentiable yet\00", align 1
@req_used = internal unnamed_addr global i64 0, align 8
@req_cap = internal unnamed_addr global i64 0, align 8
@req_slots = internal unnamed_addr global ptr null, align 8
@.str.21 = private unnamed_addr constant [221 x i8] c"the reduction op has no derivative (a user-defined op from MPI_Op_create, or an op other than MPI_SUM/PROD/MIN/MAX); register one with mpiad_register_op_derivative(op, like) in C or mpiad.register_op_derivative in Python\00", align 1
@n_tup_types = internal unnamed_addr global i32 0, align 4
@tup_types = internal unnamed_addr global [16 x %struct.anon] zeroinitializer, align 16
@tup_ops_made = internal unnamed_addr global [2 x [5 x i32]] zeroinitializer, align 16
@tup_ops = internal global [2 x [5 x ptr]] zeroinitializer, align 16
@switch.table.aug_reduce = private unnamed_addr constant [4 x i32] [i32 1, i32 3, i32 4, i32 2], align 4

; Function Attrs: cold noinline noreturn nounwind
define void @__mpiad_fail(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr @stderr, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str, ptr noundef %0, ptr noundef %1, i64 noundef %2) #23
  %6 = load ptr, ptr @stderr, align 8, !tbaa !9
  %7 = tail call i32 @fflush(ptr noundef %6)
  %8 = tail call i32 @MPI_Abort(ptr noundef nonnull inttoptr (i64 257 to ptr), i32 noundef 70) #24
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
  %11 = icmp eq ptr %4, inttoptr (i64 528 to ptr)
  %12 = ptrtoint ptr %4 to i64
  switch i64 %12, label %100 [
    i64 532, label %13
    i64 528, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load i8, ptr %17, align 1, !tbaa !14
  %21 = icmp ne i8 %20, 48
  %22 = zext i1 %21 to i32
  br label %23

23:                                               ; preds = %19, %16
  %24 = phi i32 [ 1, %16 ], [ %22, %19 ]
  store i32 %24, ptr @fuse_flag, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %13, %23
  %26 = phi i32 [ %24, %23 ], [ %14, %13 ]
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %100, label %28

28:                                               ; preds = %25
  %29 = sext i32 %3 to i64
  %30 = add nsw i32 %2, 1
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %29, %31
  %33 = select i1 %11, i64 2, i64 3
  %34 = shl i64 %32, %33
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %35 = icmp ult i64 %34, 513
  br i1 %35, label %38, label %36

36:                                               ; preds = %28
  %37 = tail call noalias ptr @malloc(i64 noundef %34) #26
  br label %38

38:                                               ; preds = %36, %28
  %39 = phi ptr [ %37, %36 ], [ %10, %28 ]
  %40 = shl nsw i64 %29, %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %39, ptr readonly align 1 %0, i64 %40, i1 false)
  %41 = icmp sgt i32 %2, 0
  br i1 %41, label %42, label %88

42:                                               ; preds = %38
  %43 = icmp eq ptr %1, null
  %44 = zext nneg i32 %2 to i64
  %45 = and i64 %44, 1
  %46 = icmp eq i32 %2, 1
  br i1 %46, label %76, label %47

47:                                               ; preds = %42
  %48 = and i64 %44, 2147483646
  br label %49

49:                                               ; preds = %71, %47
  %50 = phi i64 [ 0, %47 ], [ %62, %71 ]
  %51 = phi i64 [ 0, %47 ], [ %72, %71 ]
  %52 = or disjoint i64 %50, 1
  %53 = mul i64 %52, %40
  %54 = getelementptr inbounds nuw i8, ptr %39, i64 %53
  br i1 %43, label %60, label %55

55:                                               ; preds = %49
  %56 = getelementptr inbounds nuw ptr, ptr %1, i64 %50
  %57 = load ptr, ptr %56, align 8, !tbaa !15
  %58 = icmp eq ptr %57, null
  br i1 %58, label %60, label %59

59:                                               ; preds = %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %54, ptr nonnull align 1 %57, i64 %40, i1 false)
  br label %61

60:                                               ; preds = %55, %49
  call void @llvm.memset.p0.i64(ptr align 1 %54, i8 0, i64 %40, i1 false)
  br label %61

61:                                               ; preds = %60, %59
  %62 = add nuw nsw i64 %50, 2
  %63 = mul i64 %62, %40
  %64 = getelementptr inbounds nuw i8, ptr %39, i64 %63
  br i1 %43, label %70, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds nuw ptr, ptr %1, i64 %52
  %67 = load ptr, ptr %66, align 8, !tbaa !15
  %68 = icmp eq ptr %67, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %65
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %64, ptr nonnull align 1 %67, i64 %40, i1 false)
  br label %71

70:                                               ; preds = %65, %61
  call void @llvm.memset.p0.i64(ptr align 1 %64, i8 0, i64 %40, i1 false)
  br label %71

71:                                               ; preds = %70, %69
  %72 = add i64 %51, 2
  %73 = icmp eq i64 %72, %48
  br i1 %73, label %74, label %49, !llvm.loop !16

74:                                               ; preds = %71
  %75 = icmp eq i64 %45, 0
  br i1 %75, label %88, label %76

76:                                               ; preds = %74, %42
  %77 = phi i64 [ 0, %42 ], [ %62, %74 ]
  %78 = icmp ne i64 %45, 0
  tail call void @llvm.assume(i1 %78)
  %79 = add nuw nsw i64 %77, 1
  %80 = mul i64 %79, %40
  %81 = getelementptr inbounds nuw i8, ptr %39, i64 %80
  br i1 %43, label %87, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds nuw ptr, ptr %1, i64 %77
  %84 = load ptr, ptr %83, align 8, !tbaa !15
  %85 = icmp eq ptr %84, null
  br i1 %85, label %87, label %86

86:                                               ; preds = %82
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %81, ptr nonnull align 1 %84, i64 %40, i1 false)
  br label %88

87:                                               ; preds = %82, %76
  call void @llvm.memset.p0.i64(ptr align 1 %81, i8 0, i64 %40, i1 false)
  br label %88

88:                                               ; preds = %74, %87, %86, %38
  %89 = icmp eq i32 %8, 0
  %90 = mul nsw i32 %3, %30
  br i1 %89, label %93, label %91

91:                                               ; preds = %88
  %92 = call i32 @MPI_Ssend(ptr noundef %39, i32 noundef %90, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %95

93:                                               ; preds = %88
  %94 = call i32 @MPI_Send(ptr noundef %39, i32 noundef %90, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %92, %91 ], [ %94, %93 ]
  %97 = icmp eq ptr %39, %10
  br i1 %97, label %99, label %98

98:                                               ; preds = %95
  call void @free(ptr noundef %39) #24
  br label %99

99:                                               ; preds = %95, %98
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  br label %146

100:                                              ; preds = %9, %25
  %101 = icmp eq i32 %8, 0
  br i1 %101, label %104, label %102

102:                                              ; preds = %100
  %103 = tail call i32 @MPI_Ssend(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %106

104:                                              ; preds = %100
  %105 = tail call i32 @MPI_Send(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi ptr [ @.str.1, %102 ], [ @.str.2, %104 ]
  %108 = phi i32 [ %103, %102 ], [ %105, %104 ]
  %109 = icmp eq ptr %1, null
  br i1 %109, label %113, label %110

110:                                              ; preds = %106
  %111 = ptrtoint ptr %4 to i64
  switch i64 %111, label %112 [
    i64 532, label %114
    i64 528, label %114
  ]

112:                                              ; preds = %110
  tail call void @__mpiad_fail(ptr noundef nonnull %107, ptr noundef nonnull @.str.20, i64 noundef %12) #27
  unreachable

113:                                              ; preds = %106
  switch i64 %12, label %146 [
    i64 532, label %114
    i64 528, label %114
  ]

114:                                              ; preds = %110, %110, %113, %113
  %115 = sext i32 %2 to i64
  %116 = sext i32 %3 to i64
  %117 = mul nsw i64 %116, %115
  %118 = select i1 %11, i64 2, i64 3
  %119 = shl i64 %117, %118
  %120 = or disjoint i64 %119, 1
  %121 = tail call noalias ptr @malloc(i64 noundef %120) #26
  %122 = icmp sgt i32 %2, 0
  br i1 %122, label %123, label %143

123:                                              ; preds = %114
  %124 = shl nsw i64 %116, %118
  %125 = zext nneg i32 %2 to i64
  br label %126

126:                                              ; preds = %140, %123
  %127 = phi i64 [ 0, %123 ], [ %141, %140 ]
  br i1 %109, label %136, label %128

128:                                              ; preds = %126
  %129 = getelementptr inbounds nuw ptr, ptr %1, i64 %127
  %130 = load ptr, ptr %129, align 8, !tbaa !15
  %131 = icmp eq ptr %130, null
  br i1 %131, label %136, label %132

132:                                              ; preds = %128
  %133 = mul nsw i64 %127, %116
  %134 = shl i64 %133, %118
  %135 = getelementptr inbounds nuw i8, ptr %121, i64 %134
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %135, ptr nonnull align 1 %130, i64 %124, i1 false)
  br label %140

136:                                              ; preds = %128, %126
  %137 = mul nsw i64 %127, %116
  %138 = shl i64 %137, %118
  %139 = getelementptr inbounds nuw i8, ptr %121, i64 %138
  tail call void @llvm.memset.p0.i64(ptr align 1 %139, i8 0, i64 %124, i1 false)
  br label %140

140:                                              ; preds = %136, %132
  %141 = add nuw nsw i64 %127, 1
  %142 = icmp eq i64 %141, %125
  br i1 %142, label %143, label %126, !llvm.loop !18

143:                                              ; preds = %140, %114
  %144 = mul nsw i32 %3, %2
  %145 = tail call i32 @MPI_Send(ptr noundef %121, i32 noundef %144, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
  tail call void @free(ptr noundef %121) #24
  br label %146

146:                                              ; preds = %113, %143, %99
  %147 = phi i32 [ %96, %99 ], [ %108, %113 ], [ %108, %143 ]
  ret i32 %147
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
  %7 = icmp eq ptr %2, inttoptr (i64 532 to ptr)
  %8 = ptrtoint ptr %2 to i64
  switch i64 %8, label %86 [
    i64 532, label %9
    i64 528, label %9
  ]

9:                                                ; preds = %6, %6
  %10 = icmp eq ptr %2, inttoptr (i64 528 to ptr)
  %11 = sext i32 %1 to i64
  %12 = add nsw i64 %11, 1
  %13 = select i1 %10, i64 4, i64 8
  %14 = tail call noalias ptr @calloc(i64 noundef %12, i64 noundef %13) #28
  %15 = tail call i32 @MPI_Recv(ptr noundef %14, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef null) #24
  %16 = icmp eq ptr %0, null
  br i1 %16, label %85, label %17

17:                                               ; preds = %9
  %18 = icmp sgt i32 %1, 0
  br i1 %7, label %43, label %19

19:                                               ; preds = %17
  br i1 %18, label %20, label %85

20:                                               ; preds = %19
  %21 = zext nneg i32 %1 to i64
  %22 = icmp ult i32 %1, 8
  br i1 %22, label %41, label %23

23:                                               ; preds = %20
  %24 = and i64 %21, 2147483640
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %37, %25 ]
  %27 = getelementptr inbounds nuw float, ptr %14, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %29 = load <4 x float>, ptr %27, align 4, !tbaa !19
  %30 = load <4 x float>, ptr %28, align 4, !tbaa !19
  %31 = getelementptr inbounds nuw float, ptr %0, i64 %26
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 16
  %33 = load <4 x float>, ptr %31, align 4, !tbaa !19
  %34 = load <4 x float>, ptr %32, align 4, !tbaa !19
  %35 = fadd <4 x float> %29, %33
  %36 = fadd <4 x float> %30, %34
  store <4 x float> %35, ptr %31, align 4, !tbaa !19
  store <4 x float> %36, ptr %32, align 4, !tbaa !19
  %37 = add nuw i64 %26, 8
  %38 = icmp eq i64 %37, %24
  br i1 %38, label %39, label %25, !llvm.loop !21

39:                                               ; preds = %25
  %40 = icmp eq i64 %24, %21
  br i1 %40, label %85, label %41

41:                                               ; preds = %20, %39
  %42 = phi i64 [ 0, %20 ], [ %24, %39 ]
  br label %76

43:                                               ; preds = %17
  br i1 %18, label %44, label %85

44:                                               ; preds = %43
  %45 = zext nneg i32 %1 to i64
  %46 = icmp ult i32 %1, 4
  br i1 %46, label %65, label %47

47:                                               ; preds = %44
  %48 = and i64 %45, 2147483644
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %61, %49 ]
  %51 = getelementptr inbounds nuw double, ptr %14, i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 16
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !24
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !24
  %55 = getelementptr inbounds nuw double, ptr %0, i64 %50
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !24
  %58 = load <2 x double>, ptr %56, align 8, !tbaa !24
  %59 = fadd <2 x double> %53, %57
  %60 = fadd <2 x double> %54, %58
  store <2 x double> %59, ptr %55, align 8, !tbaa !24
  store <2 x double> %60, ptr %56, align 8, !tbaa !24
  %61 = add nuw i64 %50, 4
  %62 = icmp eq i64 %61, %48
  br i1 %62, label %63, label %49, !llvm.loop !26

63:                                               ; preds = %49
  %64 = icmp eq i64 %48, %45
  br i1 %64, label %85, label %65

65:                                               ; preds = %44, %63
  %66 = phi i64 [ 0, %44 ], [ %48, %63 ]
  br label %67

67:                                               ; preds = %65, %67
  %68 = phi i64 [ %74, %67 ], [ %66, %65 ]
  %69 = getelementptr inbounds nuw double, ptr %14, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !24
  %71 = getelementptr inbounds nuw double, ptr %0, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !24
  %73 = fadd double %70, %72
  store double %73, ptr %71, align 8, !tbaa !24
  %74 = add nuw nsw i64 %68, 1
  %75 = icmp eq i64 %74, %45
  br i1 %75, label %85, label %67, !llvm.loop !27

76:                                               ; preds = %41, %76
  %77 = phi i64 [ %83, %76 ], [ %42, %41 ]
  %78 = getelementptr inbounds nuw float, ptr %14, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !19
  %80 = getelementptr inbounds nuw float, ptr %0, i64 %77
  %81 = load float, ptr %80, align 4, !tbaa !19
  %82 = fadd float %79, %81
  store float %82, ptr %80, align 4, !tbaa !19
  %83 = add nuw nsw i64 %77, 1
  %84 = icmp eq i64 %83, %21
  br i1 %84, label %85, label %76, !llvm.loop !28

85:                                               ; preds = %76, %67, %39, %63, %9, %19, %43
  tail call void @free(ptr noundef %14) #24
  br label %86

86:                                               ; preds = %6, %85
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

declare i32 @MPI_Recv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef writeonly captures(address_is_null) %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca [64 x double], align 16
  %12 = alloca %struct.MPI_Status, align 4
  %13 = alloca %struct.MPI_Status, align 4
  %14 = icmp eq ptr %4, inttoptr (i64 528 to ptr)
  %15 = ptrtoint ptr %4 to i64
  switch i64 %15, label %111 [
    i64 532, label %16
    i64 528, label %16
  ]

16:                                               ; preds = %9, %9
  %17 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %28

19:                                               ; preds = %16
  %20 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %19
  %23 = load i8, ptr %20, align 1, !tbaa !14
  %24 = icmp ne i8 %23, 48
  %25 = zext i1 %24 to i32
  br label %26

26:                                               ; preds = %22, %19
  %27 = phi i32 [ 1, %19 ], [ %25, %22 ]
  store i32 %27, ptr @fuse_flag, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %16, %26
  %29 = phi i32 [ %27, %26 ], [ %17, %16 ]
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %111, label %31

31:                                               ; preds = %28
  %32 = sext i32 %3 to i64
  %33 = add nsw i32 %2, 1
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %32, %34
  %36 = select i1 %14, i64 2, i64 3
  %37 = shl i64 %35, %36
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %38 = icmp ult i64 %37, 513
  br i1 %38, label %41, label %39

39:                                               ; preds = %31
  %40 = tail call noalias ptr @malloc(i64 noundef %37) #26
  br label %41

41:                                               ; preds = %39, %31
  %42 = phi ptr [ %40, %39 ], [ %11, %31 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %43 = mul nsw i32 %3, %33
  %44 = call i32 @MPI_Recv(ptr noundef %42, i32 noundef %43, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %12) #24
  %45 = load i32, ptr %12, align 4, !tbaa !29
  %46 = icmp eq i32 %45, -3
  br i1 %46, label %104, label %47

47:                                               ; preds = %41
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  store i32 0, ptr %10, align 4, !tbaa !5
  %48 = call i32 @MPI_Get_count(ptr noundef nonnull %12, ptr noundef %4, ptr noundef nonnull %10) #24
  %49 = load i32, ptr %10, align 4, !tbaa !5
  %50 = call i32 @llvm.smax.i32(i32 %49, i32 0)
  %51 = sdiv i32 %50, %33
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  %52 = sext i32 %51 to i64
  %53 = shl nsw i64 %52, %36
  %54 = icmp eq ptr %0, null
  br i1 %54, label %56, label %55

55:                                               ; preds = %47
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %42, i64 %53, i1 false)
  br label %56

56:                                               ; preds = %55, %47
  %57 = icmp ne ptr %1, null
  %58 = icmp sgt i32 %2, 0
  %59 = and i1 %57, %58
  br i1 %59, label %60, label %99

60:                                               ; preds = %56
  %61 = zext nneg i32 %2 to i64
  %62 = and i64 %61, 1
  %63 = icmp eq i32 %2, 1
  br i1 %63, label %89, label %64

64:                                               ; preds = %60
  %65 = and i64 %61, 2147483646
  br label %66

66:                                               ; preds = %84, %64
  %67 = phi i64 [ 0, %64 ], [ %80, %84 ]
  %68 = phi i64 [ 0, %64 ], [ %85, %84 ]
  %69 = getelementptr inbounds nuw ptr, ptr %1, i64 %67
  %70 = load ptr, ptr %69, align 8, !tbaa !15
  %71 = icmp eq ptr %70, null
  %72 = or disjoint i64 %67, 1
  br i1 %71, label %76, label %73

73:                                               ; preds = %66
  %74 = mul i64 %72, %53
  %75 = getelementptr inbounds nuw i8, ptr %42, i64 %74
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %70, ptr readonly align 1 %75, i64 %53, i1 false)
  br label %76

76:                                               ; preds = %73, %66
  %77 = getelementptr inbounds nuw ptr, ptr %1, i64 %72
  %78 = load ptr, ptr %77, align 8, !tbaa !15
  %79 = icmp eq ptr %78, null
  %80 = add nuw nsw i64 %67, 2
  br i1 %79, label %84, label %81

81:                                               ; preds = %76
  %82 = mul i64 %80, %53
  %83 = getelementptr inbounds nuw i8, ptr %42, i64 %82
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %78, ptr readonly align 1 %83, i64 %53, i1 false)
  br label %84

84:                                               ; preds = %81, %76
  %85 = add i64 %68, 2
  %86 = icmp eq i64 %85, %65
  br i1 %86, label %87, label %66, !llvm.loop !31

87:                                               ; preds = %84
  %88 = icmp eq i64 %62, 0
  br i1 %88, label %99, label %89

89:                                               ; preds = %87, %60
  %90 = phi i64 [ 0, %60 ], [ %80, %87 ]
  %91 = icmp ne i64 %62, 0
  call void @llvm.assume(i1 %91)
  %92 = getelementptr inbounds nuw ptr, ptr %1, i64 %90
  %93 = load ptr, ptr %92, align 8, !tbaa !15
  %94 = icmp eq ptr %93, null
  br i1 %94, label %99, label %95

95:                                               ; preds = %89
  %96 = add nuw nsw i64 %90, 1
  %97 = mul i64 %96, %53
  %98 = getelementptr inbounds nuw i8, ptr %42, i64 %97
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %93, ptr readonly align 1 %98, i64 %53, i1 false)
  br label %99

99:                                               ; preds = %87, %95, %89, %56
  %100 = load i32, ptr %12, align 4, !tbaa !29
  %101 = icmp eq i32 %100, -3
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %12, ptr noundef %4, i32 noundef %51) #24
  br label %104

104:                                              ; preds = %102, %99, %41
  %105 = icmp eq ptr %8, null
  br i1 %105, label %107, label %106

106:                                              ; preds = %104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %8, ptr noundef nonnull align 4 dereferenceable(32) %12, i64 32, i1 false), !tbaa.struct !32
  br label %107

107:                                              ; preds = %106, %104
  %108 = icmp eq ptr %42, %11
  br i1 %108, label %110, label %109

109:                                              ; preds = %107
  call void @free(ptr noundef %42) #24
  br label %110

110:                                              ; preds = %107, %109
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  br label %184

111:                                              ; preds = %9, %28
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %112 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %13) #24
  %113 = icmp eq ptr %8, null
  br i1 %113, label %115, label %114

114:                                              ; preds = %111
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %8, ptr noundef nonnull align 4 dereferenceable(32) %13, i64 32, i1 false), !tbaa.struct !32
  br label %115

115:                                              ; preds = %114, %111
  %116 = icmp eq ptr %1, null
  br i1 %116, label %120, label %117

117:                                              ; preds = %115
  %118 = ptrtoint ptr %4 to i64
  switch i64 %118, label %119 [
    i64 532, label %121
    i64 528, label %121
  ]

119:                                              ; preds = %117
  call void @__mpiad_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.20, i64 noundef %15) #27
  unreachable

120:                                              ; preds = %115
  switch i64 %15, label %183 [
    i64 532, label %121
    i64 528, label %121
  ]

121:                                              ; preds = %117, %117, %120, %120
  %122 = sext i32 %3 to i64
  %123 = sext i32 %2 to i64
  %124 = mul nsw i64 %122, %123
  %125 = select i1 %14, i64 2, i64 3
  %126 = shl i64 %124, %125
  %127 = or disjoint i64 %126, 1
  %128 = call noalias ptr @malloc(i64 noundef %127) #26
  %129 = mul nsw i32 %3, %2
  %130 = load i32, ptr %13, align 4, !tbaa !29
  %131 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %132 = load i32, ptr %131, align 4, !tbaa !33
  %133 = call i32 @MPI_Recv(ptr noundef %128, i32 noundef %129, ptr noundef %4, i32 noundef %130, i32 noundef %132, ptr noundef %7, ptr noundef null) #24
  %134 = load i32, ptr %13, align 4, !tbaa !29
  %135 = icmp eq i32 %134, -3
  br i1 %135, label %182, label %136

136:                                              ; preds = %121
  %137 = icmp ne ptr %1, null
  %138 = icmp sgt i32 %2, 0
  %139 = and i1 %137, %138
  br i1 %139, label %140, label %182

140:                                              ; preds = %136
  %141 = shl nsw i64 %122, %125
  %142 = zext nneg i32 %2 to i64
  %143 = and i64 %142, 1
  %144 = icmp eq i32 %2, 1
  br i1 %144, label %172, label %145

145:                                              ; preds = %140
  %146 = and i64 %142, 2147483646
  br label %147

147:                                              ; preds = %166, %145
  %148 = phi i64 [ 0, %145 ], [ %167, %166 ]
  %149 = phi i64 [ 0, %145 ], [ %168, %166 ]
  %150 = getelementptr inbounds nuw ptr, ptr %1, i64 %148
  %151 = load ptr, ptr %150, align 8, !tbaa !15
  %152 = icmp eq ptr %151, null
  br i1 %152, label %157, label %153

153:                                              ; preds = %147
  %154 = mul nsw i64 %148, %122
  %155 = shl i64 %154, %125
  %156 = getelementptr inbounds nuw i8, ptr %128, i64 %155
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %151, ptr readonly align 1 %156, i64 %141, i1 false)
  br label %157

157:                                              ; preds = %153, %147
  %158 = or disjoint i64 %148, 1
  %159 = getelementptr inbounds nuw ptr, ptr %1, i64 %158
  %160 = load ptr, ptr %159, align 8, !tbaa !15
  %161 = icmp eq ptr %160, null
  br i1 %161, label %166, label %162

162:                                              ; preds = %157
  %163 = mul nsw i64 %158, %122
  %164 = shl i64 %163, %125
  %165 = getelementptr inbounds nuw i8, ptr %128, i64 %164
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %160, ptr readonly align 1 %165, i64 %141, i1 false)
  br label %166

166:                                              ; preds = %162, %157
  %167 = add nuw nsw i64 %148, 2
  %168 = add i64 %149, 2
  %169 = icmp eq i64 %168, %146
  br i1 %169, label %170, label %147, !llvm.loop !34

170:                                              ; preds = %166
  %171 = icmp eq i64 %143, 0
  br i1 %171, label %182, label %172

172:                                              ; preds = %170, %140
  %173 = phi i64 [ 0, %140 ], [ %167, %170 ]
  %174 = icmp ne i64 %143, 0
  call void @llvm.assume(i1 %174)
  %175 = getelementptr inbounds nuw ptr, ptr %1, i64 %173
  %176 = load ptr, ptr %175, align 8, !tbaa !15
  %177 = icmp eq ptr %176, null
  br i1 %177, label %182, label %178

178:                                              ; preds = %172
  %179 = mul nsw i64 %173, %122
  %180 = shl i64 %179, %125
  %181 = getelementptr inbounds nuw i8, ptr %128, i64 %180
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %176, ptr readonly align 1 %181, i64 %141, i1 false)
  br label %182

182:                                              ; preds = %170, %178, %172, %136, %121
  call void @free(ptr noundef %128) #24
  br label %183

183:                                              ; preds = %120, %182
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %184

184:                                              ; preds = %183, %110
  %185 = phi i32 [ %44, %110 ], [ %112, %183 ]
  ret i32 %185
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_recv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef writeonly captures(address_is_null) %6) local_unnamed_addr #6 {
  %8 = alloca %struct.MPI_Status, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %9 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef nonnull %8) #24
  %10 = icmp eq ptr %6, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %6, ptr noundef nonnull align 4 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !32
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
  %6 = icmp eq ptr %3, inttoptr (i64 528 to ptr)
  %7 = ptrtoint ptr %3 to i64
  switch i64 %7, label %31 [
    i64 532, label %8
    i64 528, label %8
  ]

8:                                                ; preds = %5, %5
  %9 = icmp eq ptr %1, null
  br i1 %9, label %10, label %15

10:                                               ; preds = %8
  %11 = sext i32 %2 to i64
  %12 = add nsw i64 %11, 1
  %13 = select i1 %6, i64 4, i64 8
  %14 = tail call noalias ptr @calloc(i64 noundef %12, i64 noundef %13) #28
  br label %15

15:                                               ; preds = %8, %10
  %16 = phi ptr [ %14, %10 ], [ %1, %8 ]
  %17 = phi ptr [ %14, %10 ], [ null, %8 ]
  %18 = load i32, ptr %0, align 4, !tbaa !35
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !37
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 0)
  %22 = tail call i32 @MPI_Send(ptr noundef %16, i32 noundef %2, ptr noundef %3, i32 noundef %18, i32 noundef %21, ptr noundef %4) #24
  %23 = load i32, ptr %0, align 4, !tbaa !35
  %24 = icmp eq i32 %23, -3
  %25 = or i1 %9, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %15
  %27 = sext i32 %2 to i64
  %28 = select i1 %6, i64 2, i64 3
  %29 = shl nsw i64 %27, %28
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %29, i1 false)
  br label %30

30:                                               ; preds = %15, %26
  tail call void @free(ptr noundef %17) #24
  br label %31

31:                                               ; preds = %5, %30
  tail call void @free(ptr noundef %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef writeonly captures(address_is_null) %13, i32 noundef %14) local_unnamed_addr #6 {
  %16 = alloca i32, align 4
  %17 = alloca [128 x double], align 16
  %18 = alloca %struct.MPI_Status, align 4
  %19 = alloca %struct.MPI_Status, align 4
  %20 = icmp eq ptr %3, inttoptr (i64 528 to ptr)
  %21 = icmp eq ptr %3, inttoptr (i64 532 to ptr)
  %22 = icmp eq ptr %9, inttoptr (i64 528 to ptr)
  %23 = icmp eq ptr %9, inttoptr (i64 532 to ptr)
  %24 = or i1 %21, %20
  %25 = or i1 %23, %22
  %26 = or i1 %24, %25
  br i1 %26, label %27, label %215

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
  br i1 %41, label %215, label %42

42:                                               ; preds = %39
  %43 = icmp eq ptr %1, null
  br i1 %43, label %47, label %44

44:                                               ; preds = %42
  %45 = ptrtoint ptr %3 to i64
  switch i64 %45, label %46 [
    i64 532, label %47
    i64 528, label %47
  ]

46:                                               ; preds = %44
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %45) #27
  unreachable

47:                                               ; preds = %44, %44, %42
  %48 = icmp eq ptr %7, null
  br i1 %48, label %52, label %49

49:                                               ; preds = %47
  %50 = ptrtoint ptr %9 to i64
  switch i64 %50, label %51 [
    i64 532, label %52
    i64 528, label %52
  ]

51:                                               ; preds = %49
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %50) #27
  unreachable

52:                                               ; preds = %49, %49, %47
  %53 = xor i1 %20, %21
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = sext i32 %2 to i64
  %56 = add nsw i32 %14, 1
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %57, %55
  %59 = select i1 %20, i64 2, i64 3
  %60 = shl i64 %58, %59
  br label %61

61:                                               ; preds = %54, %52
  %62 = phi i64 [ %60, %54 ], [ 0, %52 ]
  %63 = xor i1 %22, %23
  br i1 %63, label %64, label %71

64:                                               ; preds = %61
  %65 = sext i32 %8 to i64
  %66 = add nsw i32 %14, 1
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %67, %65
  %69 = select i1 %22, i64 2, i64 3
  %70 = shl i64 %68, %69
  br label %71

71:                                               ; preds = %64, %61
  %72 = phi i64 [ %70, %64 ], [ 0, %61 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #24
  %73 = icmp ult i64 %62, 513
  %74 = icmp ult i64 %72, 513
  %75 = select i1 %73, i1 %74, i1 false
  br i1 %75, label %76, label %78

76:                                               ; preds = %71
  %77 = getelementptr inbounds nuw i8, ptr %17, i64 512
  br label %85

78:                                               ; preds = %71
  %79 = add i64 %62, 16
  %80 = add i64 %79, %72
  %81 = tail call noalias ptr @malloc(i64 noundef %80) #26
  %82 = add i64 %62, 15
  %83 = and i64 %82, -16
  %84 = getelementptr inbounds nuw i8, ptr %81, i64 %83
  br label %85

85:                                               ; preds = %78, %76
  %86 = phi ptr [ %77, %76 ], [ %84, %78 ]
  %87 = phi ptr [ null, %76 ], [ %81, %78 ]
  %88 = phi ptr [ %17, %76 ], [ %81, %78 ]
  br i1 %53, label %89, label %139

89:                                               ; preds = %85
  %90 = sext i32 %2 to i64
  %91 = select i1 %20, i64 2, i64 3
  %92 = shl nsw i64 %90, %91
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %88, ptr readonly align 1 %0, i64 %92, i1 false)
  %93 = icmp sgt i32 %14, 0
  br i1 %93, label %94, label %139

94:                                               ; preds = %89
  %95 = zext nneg i32 %14 to i64
  %96 = and i64 %95, 1
  %97 = icmp eq i32 %14, 1
  br i1 %97, label %127, label %98

98:                                               ; preds = %94
  %99 = and i64 %95, 2147483646
  br label %100

100:                                              ; preds = %122, %98
  %101 = phi i64 [ 0, %98 ], [ %113, %122 ]
  %102 = phi i64 [ 0, %98 ], [ %123, %122 ]
  %103 = or disjoint i64 %101, 1
  %104 = mul i64 %103, %92
  %105 = getelementptr inbounds nuw i8, ptr %88, i64 %104
  br i1 %43, label %111, label %106

106:                                              ; preds = %100
  %107 = getelementptr inbounds nuw ptr, ptr %1, i64 %101
  %108 = load ptr, ptr %107, align 8, !tbaa !15
  %109 = icmp eq ptr %108, null
  br i1 %109, label %111, label %110

110:                                              ; preds = %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %105, ptr nonnull align 1 %108, i64 %92, i1 false)
  br label %112

111:                                              ; preds = %106, %100
  call void @llvm.memset.p0.i64(ptr align 1 %105, i8 0, i64 %92, i1 false)
  br label %112

112:                                              ; preds = %111, %110
  %113 = add nuw nsw i64 %101, 2
  %114 = mul i64 %113, %92
  %115 = getelementptr inbounds nuw i8, ptr %88, i64 %114
  br i1 %43, label %121, label %116

116:                                              ; preds = %112
  %117 = getelementptr inbounds nuw ptr, ptr %1, i64 %103
  %118 = load ptr, ptr %117, align 8, !tbaa !15
  %119 = icmp eq ptr %118, null
  br i1 %119, label %121, label %120

120:                                              ; preds = %116
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %115, ptr nonnull align 1 %118, i64 %92, i1 false)
  br label %122

121:                                              ; preds = %116, %112
  call void @llvm.memset.p0.i64(ptr align 1 %115, i8 0, i64 %92, i1 false)
  br label %122

122:                                              ; preds = %121, %120
  %123 = add i64 %102, 2
  %124 = icmp eq i64 %123, %99
  br i1 %124, label %125, label %100, !llvm.loop !16

125:                                              ; preds = %122
  %126 = icmp eq i64 %96, 0
  br i1 %126, label %139, label %127

127:                                              ; preds = %125, %94
  %128 = phi i64 [ 0, %94 ], [ %113, %125 ]
  %129 = icmp ne i64 %96, 0
  tail call void @llvm.assume(i1 %129)
  %130 = add nuw nsw i64 %128, 1
  %131 = mul i64 %130, %92
  %132 = getelementptr inbounds nuw i8, ptr %88, i64 %131
  br i1 %43, label %138, label %133

133:                                              ; preds = %127
  %134 = getelementptr inbounds nuw ptr, ptr %1, i64 %128
  %135 = load ptr, ptr %134, align 8, !tbaa !15
  %136 = icmp eq ptr %135, null
  br i1 %136, label %138, label %137

137:                                              ; preds = %133
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %132, ptr nonnull align 1 %135, i64 %92, i1 false)
  br label %139

138:                                              ; preds = %133, %127
  call void @llvm.memset.p0.i64(ptr align 1 %132, i8 0, i64 %92, i1 false)
  br label %139

139:                                              ; preds = %125, %138, %137, %89, %85
  %140 = phi ptr [ %0, %85 ], [ %88, %89 ], [ %88, %137 ], [ %88, %138 ], [ %88, %125 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #24
  %141 = add nsw i32 %14, 1
  %142 = select i1 %53, i32 %141, i32 1
  %143 = mul nsw i32 %142, %2
  %144 = select i1 %63, ptr %86, ptr %6
  %145 = select i1 %63, i32 %141, i32 1
  %146 = mul nsw i32 %145, %8
  %147 = call i32 @MPI_Sendrecv(ptr noundef %140, i32 noundef %143, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %144, i32 noundef %146, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef nonnull %18) #24
  br i1 %63, label %148, label %211

148:                                              ; preds = %139
  %149 = load i32, ptr %18, align 4, !tbaa !29
  %150 = icmp eq i32 %149, -3
  br i1 %150, label %209, label %151

151:                                              ; preds = %148
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #24
  store i32 0, ptr %16, align 4, !tbaa !5
  %152 = call i32 @MPI_Get_count(ptr noundef nonnull %18, ptr noundef %9, ptr noundef nonnull %16) #24
  %153 = load i32, ptr %16, align 4, !tbaa !5
  %154 = call i32 @llvm.smax.i32(i32 %153, i32 0)
  %155 = sdiv i32 %154, %141
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  %156 = sext i32 %155 to i64
  %157 = select i1 %22, i64 2, i64 3
  %158 = shl nsw i64 %156, %157
  %159 = icmp eq ptr %6, null
  br i1 %159, label %161, label %160

160:                                              ; preds = %151
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %6, ptr readonly align 1 %86, i64 %158, i1 false)
  br label %161

161:                                              ; preds = %160, %151
  %162 = icmp ne ptr %7, null
  %163 = icmp sgt i32 %14, 0
  %164 = and i1 %162, %163
  br i1 %164, label %165, label %204

165:                                              ; preds = %161
  %166 = zext nneg i32 %14 to i64
  %167 = and i64 %166, 1
  %168 = icmp eq i32 %14, 1
  br i1 %168, label %194, label %169

169:                                              ; preds = %165
  %170 = and i64 %166, 2147483646
  br label %171

171:                                              ; preds = %189, %169
  %172 = phi i64 [ 0, %169 ], [ %185, %189 ]
  %173 = phi i64 [ 0, %169 ], [ %190, %189 ]
  %174 = getelementptr inbounds nuw ptr, ptr %7, i64 %172
  %175 = load ptr, ptr %174, align 8, !tbaa !15
  %176 = icmp eq ptr %175, null
  %177 = or disjoint i64 %172, 1
  br i1 %176, label %181, label %178

178:                                              ; preds = %171
  %179 = mul i64 %177, %158
  %180 = getelementptr inbounds nuw i8, ptr %86, i64 %179
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %175, ptr readonly align 1 %180, i64 %158, i1 false)
  br label %181

181:                                              ; preds = %178, %171
  %182 = getelementptr inbounds nuw ptr, ptr %7, i64 %177
  %183 = load ptr, ptr %182, align 8, !tbaa !15
  %184 = icmp eq ptr %183, null
  %185 = add nuw nsw i64 %172, 2
  br i1 %184, label %189, label %186

186:                                              ; preds = %181
  %187 = mul i64 %185, %158
  %188 = getelementptr inbounds nuw i8, ptr %86, i64 %187
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %183, ptr readonly align 1 %188, i64 %158, i1 false)
  br label %189

189:                                              ; preds = %186, %181
  %190 = add i64 %173, 2
  %191 = icmp eq i64 %190, %170
  br i1 %191, label %192, label %171, !llvm.loop !31

192:                                              ; preds = %189
  %193 = icmp eq i64 %167, 0
  br i1 %193, label %204, label %194

194:                                              ; preds = %192, %165
  %195 = phi i64 [ 0, %165 ], [ %185, %192 ]
  %196 = icmp ne i64 %167, 0
  call void @llvm.assume(i1 %196)
  %197 = getelementptr inbounds nuw ptr, ptr %7, i64 %195
  %198 = load ptr, ptr %197, align 8, !tbaa !15
  %199 = icmp eq ptr %198, null
  br i1 %199, label %204, label %200

200:                                              ; preds = %194
  %201 = add nuw nsw i64 %195, 1
  %202 = mul i64 %201, %158
  %203 = getelementptr inbounds nuw i8, ptr %86, i64 %202
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %198, ptr readonly align 1 %203, i64 %158, i1 false)
  br label %204

204:                                              ; preds = %192, %200, %194, %161
  %205 = load i32, ptr %18, align 4, !tbaa !29
  %206 = icmp eq i32 %205, -3
  br i1 %206, label %209, label %207

207:                                              ; preds = %204
  %208 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %18, ptr noundef %9, i32 noundef %155) #24
  br label %209

209:                                              ; preds = %207, %204, %148
  %210 = icmp eq ptr %13, null
  br i1 %210, label %214, label %213

211:                                              ; preds = %139
  %212 = icmp eq ptr %13, null
  br i1 %212, label %214, label %213

213:                                              ; preds = %211, %209
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %13, ptr noundef nonnull align 4 dereferenceable(32) %18, i64 32, i1 false)
  br label %214

214:                                              ; preds = %209, %211, %213
  call void @free(ptr noundef %87) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #24
  br label %343

215:                                              ; preds = %15, %39
  call void @llvm.lifetime.start.p0(ptr nonnull %19) #24
  %216 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef nonnull %19) #24
  %217 = icmp eq ptr %13, null
  br i1 %217, label %219, label %218

218:                                              ; preds = %215
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %13, ptr noundef nonnull align 4 dereferenceable(32) %19, i64 32, i1 false), !tbaa.struct !32
  br label %219

219:                                              ; preds = %218, %215
  %220 = icmp eq ptr %1, null
  br i1 %220, label %224, label %221

221:                                              ; preds = %219
  %222 = ptrtoint ptr %3 to i64
  switch i64 %222, label %223 [
    i64 532, label %224
    i64 528, label %224
  ]

223:                                              ; preds = %221
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %222) #27
  unreachable

224:                                              ; preds = %219, %221, %221
  %225 = icmp eq ptr %7, null
  br i1 %225, label %229, label %226

226:                                              ; preds = %224
  %227 = ptrtoint ptr %9 to i64
  switch i64 %227, label %228 [
    i64 532, label %229
    i64 528, label %229
  ]

228:                                              ; preds = %226
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %227) #27
  unreachable

229:                                              ; preds = %224, %226, %226
  br i1 %26, label %230, label %342

230:                                              ; preds = %229
  %231 = ptrtoint ptr %3 to i64
  switch i64 %231, label %261 [
    i64 532, label %232
    i64 528, label %232
  ]

232:                                              ; preds = %230, %230
  %233 = sext i32 %14 to i64
  %234 = sext i32 %2 to i64
  %235 = mul nsw i64 %233, %234
  %236 = select i1 %20, i64 2, i64 3
  %237 = shl i64 %235, %236
  %238 = or disjoint i64 %237, 1
  %239 = call noalias ptr @malloc(i64 noundef %238) #26
  %240 = icmp sgt i32 %14, 0
  br i1 %240, label %241, label %261

241:                                              ; preds = %232
  %242 = shl nsw i64 %234, %236
  %243 = zext nneg i32 %14 to i64
  br label %244

244:                                              ; preds = %258, %241
  %245 = phi i64 [ 0, %241 ], [ %259, %258 ]
  br i1 %220, label %254, label %246

246:                                              ; preds = %244
  %247 = getelementptr inbounds nuw ptr, ptr %1, i64 %245
  %248 = load ptr, ptr %247, align 8, !tbaa !15
  %249 = icmp eq ptr %248, null
  br i1 %249, label %254, label %250

250:                                              ; preds = %246
  %251 = mul nsw i64 %245, %234
  %252 = shl i64 %251, %236
  %253 = getelementptr inbounds nuw i8, ptr %239, i64 %252
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %253, ptr nonnull align 1 %248, i64 %242, i1 false)
  br label %258

254:                                              ; preds = %246, %244
  %255 = mul nsw i64 %245, %234
  %256 = shl i64 %255, %236
  %257 = getelementptr inbounds nuw i8, ptr %239, i64 %256
  call void @llvm.memset.p0.i64(ptr align 1 %257, i8 0, i64 %242, i1 false)
  br label %258

258:                                              ; preds = %254, %250
  %259 = add nuw nsw i64 %245, 1
  %260 = icmp eq i64 %259, %243
  br i1 %260, label %261, label %244, !llvm.loop !18

261:                                              ; preds = %258, %230, %232
  %262 = phi ptr [ %0, %230 ], [ %239, %232 ], [ %239, %258 ]
  %263 = phi ptr [ null, %230 ], [ %239, %232 ], [ %239, %258 ]
  %264 = ptrtoint ptr %9 to i64
  switch i64 %264, label %273 [
    i64 532, label %265
    i64 528, label %265
  ]

265:                                              ; preds = %261, %261
  %266 = sext i32 %8 to i64
  %267 = sext i32 %14 to i64
  %268 = mul nsw i64 %267, %266
  %269 = select i1 %22, i64 2, i64 3
  %270 = shl i64 %268, %269
  %271 = or disjoint i64 %270, 1
  %272 = call noalias ptr @malloc(i64 noundef %271) #26
  br label %273

273:                                              ; preds = %261, %265
  %274 = phi ptr [ %272, %265 ], [ %6, %261 ]
  %275 = phi ptr [ %272, %265 ], [ null, %261 ]
  %276 = mul nsw i32 %14, %2
  %277 = select i1 %24, i32 %276, i32 0
  %278 = select i1 %24, i32 %4, i32 -3
  %279 = mul nsw i32 %14, %8
  %280 = select i1 %25, i32 %279, i32 0
  %281 = icmp eq i32 %10, -1
  %282 = load i32, ptr %19, align 4
  %283 = select i1 %281, i32 %282, i32 %10
  %284 = select i1 %25, i32 %283, i32 -3
  %285 = icmp eq i32 %11, -2
  %286 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %287 = load i32, ptr %286, align 4
  %288 = select i1 %285, i32 %287, i32 %11
  %289 = call i32 @MPI_Sendrecv(ptr noundef %262, i32 noundef %277, ptr noundef %3, i32 noundef %278, i32 noundef %5, ptr noundef %274, i32 noundef %280, ptr noundef %9, i32 noundef %284, i32 noundef %288, ptr noundef %12, ptr noundef null) #24
  %290 = load i32, ptr %19, align 4
  %291 = icmp ne i32 %290, -3
  %292 = select i1 %25, i1 %291, i1 false
  br i1 %292, label %293, label %341

293:                                              ; preds = %273
  %294 = icmp ne ptr %7, null
  %295 = icmp sgt i32 %14, 0
  %296 = and i1 %294, %295
  br i1 %296, label %297, label %341

297:                                              ; preds = %293
  %298 = sext i32 %8 to i64
  %299 = select i1 %22, i64 2, i64 3
  %300 = shl nsw i64 %298, %299
  %301 = zext nneg i32 %14 to i64
  %302 = and i64 %301, 1
  %303 = icmp eq i32 %14, 1
  br i1 %303, label %331, label %304

304:                                              ; preds = %297
  %305 = and i64 %301, 2147483646
  br label %306

306:                                              ; preds = %325, %304
  %307 = phi i64 [ 0, %304 ], [ %326, %325 ]
  %308 = phi i64 [ 0, %304 ], [ %327, %325 ]
  %309 = getelementptr inbounds nuw ptr, ptr %7, i64 %307
  %310 = load ptr, ptr %309, align 8, !tbaa !15
  %311 = icmp eq ptr %310, null
  br i1 %311, label %316, label %312

312:                                              ; preds = %306
  %313 = mul nsw i64 %307, %298
  %314 = shl i64 %313, %299
  %315 = getelementptr inbounds nuw i8, ptr %275, i64 %314
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %310, ptr readonly align 1 %315, i64 %300, i1 false)
  br label %316

316:                                              ; preds = %312, %306
  %317 = or disjoint i64 %307, 1
  %318 = getelementptr inbounds nuw ptr, ptr %7, i64 %317
  %319 = load ptr, ptr %318, align 8, !tbaa !15
  %320 = icmp eq ptr %319, null
  br i1 %320, label %325, label %321

321:                                              ; preds = %316
  %322 = mul nsw i64 %317, %298
  %323 = shl i64 %322, %299
  %324 = getelementptr inbounds nuw i8, ptr %275, i64 %323
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %319, ptr readonly align 1 %324, i64 %300, i1 false)
  br label %325

325:                                              ; preds = %321, %316
  %326 = add nuw nsw i64 %307, 2
  %327 = add i64 %308, 2
  %328 = icmp eq i64 %327, %305
  br i1 %328, label %329, label %306, !llvm.loop !34

329:                                              ; preds = %325
  %330 = icmp eq i64 %302, 0
  br i1 %330, label %341, label %331

331:                                              ; preds = %329, %297
  %332 = phi i64 [ 0, %297 ], [ %326, %329 ]
  %333 = icmp ne i64 %302, 0
  call void @llvm.assume(i1 %333)
  %334 = getelementptr inbounds nuw ptr, ptr %7, i64 %332
  %335 = load ptr, ptr %334, align 8, !tbaa !15
  %336 = icmp eq ptr %335, null
  br i1 %336, label %341, label %337

337:                                              ; preds = %331
  %338 = mul nsw i64 %332, %298
  %339 = shl i64 %338, %299
  %340 = getelementptr inbounds nuw i8, ptr %275, i64 %339
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %335, ptr readonly align 1 %340, i64 %300, i1 false)
  br label %341

341:                                              ; preds = %329, %337, %331, %293, %273
  call void @free(ptr noundef %263) #24
  call void @free(ptr noundef %275) #24
  br label %342

342:                                              ; preds = %229, %341
  call void @llvm.lifetime.end.p0(ptr nonnull %19) #24
  br label %343

343:                                              ; preds = %342, %214
  %344 = phi i32 [ %147, %214 ], [ %216, %342 ]
  ret i32 %344
}

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef writeonly captures(address_is_null) %11) local_unnamed_addr #6 {
  %13 = alloca %struct.MPI_Status, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %14 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef nonnull %13) #24
  %15 = icmp eq ptr %11, null
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %11, ptr noundef nonnull align 4 dereferenceable(32) %13, i64 32, i1 false), !tbaa.struct !32
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
  %11 = icmp ne ptr %3, inttoptr (i64 528 to ptr)
  %12 = icmp ne ptr %3, inttoptr (i64 532 to ptr)
  %13 = icmp ne ptr %8, inttoptr (i64 528 to ptr)
  %14 = icmp ne ptr %8, inttoptr (i64 532 to ptr)
  %15 = and i1 %11, %12
  %16 = ptrtoint ptr %3 to i64
  switch i64 %16, label %22 [
    i64 532, label %17
    i64 528, label %17
  ]

17:                                               ; preds = %10, %10
  %18 = sext i32 %2 to i64
  %19 = add nsw i64 %18, 1
  %20 = select i1 %11, i64 8, i64 4
  %21 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef %20) #28
  br label %22

22:                                               ; preds = %10, %17
  %23 = phi ptr [ %21, %17 ], [ null, %10 ]
  %24 = and i1 %13, %14
  %25 = icmp ne ptr %6, null
  %26 = or i1 %25, %24
  br i1 %26, label %32, label %27

27:                                               ; preds = %22
  %28 = sext i32 %7 to i64
  %29 = add nsw i64 %28, 1
  %30 = select i1 %13, i64 8, i64 4
  %31 = tail call noalias ptr @calloc(i64 noundef %29, i64 noundef %30) #28
  br label %34

32:                                               ; preds = %22
  %33 = ptrtoint ptr %8 to i64
  switch i64 %33, label %52 [
    i64 532, label %34
    i64 528, label %34
  ]

34:                                               ; preds = %32, %32, %27
  %35 = phi ptr [ %31, %27 ], [ %6, %32 ], [ %6, %32 ]
  %36 = phi ptr [ %31, %27 ], [ null, %32 ], [ null, %32 ]
  %37 = load i32, ptr %0, align 4, !tbaa !35
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !37
  %40 = tail call i32 @llvm.smax.i32(i32 %39, i32 0)
  %41 = select i1 %15, i32 0, i32 %2
  %42 = select i1 %15, i32 -3, i32 %4
  %43 = tail call i32 @MPI_Sendrecv(ptr noundef %35, i32 noundef %7, ptr noundef %8, i32 noundef %37, i32 noundef %40, ptr noundef %23, i32 noundef %41, ptr noundef %3, i32 noundef %42, i32 noundef %5, ptr noundef %9, ptr noundef null) #24
  %44 = load i32, ptr %0, align 4, !tbaa !35
  %45 = icmp eq i32 %44, -3
  %46 = icmp eq ptr %6, null
  %47 = or i1 %46, %45
  br i1 %47, label %59, label %48

48:                                               ; preds = %34
  %49 = sext i32 %7 to i64
  %50 = select i1 %13, i64 3, i64 2
  %51 = shl nsw i64 %49, %50
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %6, i8 0, i64 %51, i1 false)
  br label %59

52:                                               ; preds = %32
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %54 = load i32, ptr %53, align 4, !tbaa !37
  %55 = tail call i32 @llvm.smax.i32(i32 %54, i32 0)
  %56 = select i1 %15, i32 0, i32 %2
  %57 = select i1 %15, i32 -3, i32 %4
  %58 = tail call i32 @MPI_Sendrecv(ptr noundef null, i32 noundef 0, ptr noundef %8, i32 noundef -3, i32 noundef %55, ptr noundef %23, i32 noundef %56, ptr noundef %3, i32 noundef %57, i32 noundef %5, ptr noundef %9, ptr noundef null) #24
  br label %59

59:                                               ; preds = %48, %52, %34
  %60 = phi ptr [ null, %52 ], [ %36, %34 ], [ %36, %48 ]
  %61 = icmp eq ptr %1, null
  %62 = or i1 %61, %15
  br i1 %62, label %131, label %63

63:                                               ; preds = %59
  %64 = icmp sgt i32 %2, 0
  br i1 %12, label %65, label %89

65:                                               ; preds = %63
  br i1 %64, label %66, label %131

66:                                               ; preds = %65
  %67 = zext nneg i32 %2 to i64
  %68 = icmp ult i32 %2, 8
  br i1 %68, label %87, label %69

69:                                               ; preds = %66
  %70 = and i64 %67, 2147483640
  br label %71

71:                                               ; preds = %71, %69
  %72 = phi i64 [ 0, %69 ], [ %83, %71 ]
  %73 = getelementptr inbounds nuw float, ptr %23, i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 16
  %75 = load <4 x float>, ptr %73, align 4, !tbaa !19
  %76 = load <4 x float>, ptr %74, align 4, !tbaa !19
  %77 = getelementptr inbounds nuw float, ptr %1, i64 %72
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 16
  %79 = load <4 x float>, ptr %77, align 4, !tbaa !19
  %80 = load <4 x float>, ptr %78, align 4, !tbaa !19
  %81 = fadd <4 x float> %75, %79
  %82 = fadd <4 x float> %76, %80
  store <4 x float> %81, ptr %77, align 4, !tbaa !19
  store <4 x float> %82, ptr %78, align 4, !tbaa !19
  %83 = add nuw i64 %72, 8
  %84 = icmp eq i64 %83, %70
  br i1 %84, label %85, label %71, !llvm.loop !38

85:                                               ; preds = %71
  %86 = icmp eq i64 %70, %67
  br i1 %86, label %131, label %87

87:                                               ; preds = %66, %85
  %88 = phi i64 [ 0, %66 ], [ %70, %85 ]
  br label %122

89:                                               ; preds = %63
  br i1 %64, label %90, label %131

90:                                               ; preds = %89
  %91 = zext nneg i32 %2 to i64
  %92 = icmp ult i32 %2, 4
  br i1 %92, label %111, label %93

93:                                               ; preds = %90
  %94 = and i64 %91, 2147483644
  br label %95

95:                                               ; preds = %95, %93
  %96 = phi i64 [ 0, %93 ], [ %107, %95 ]
  %97 = getelementptr inbounds nuw double, ptr %23, i64 %96
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 16
  %99 = load <2 x double>, ptr %97, align 8, !tbaa !24
  %100 = load <2 x double>, ptr %98, align 8, !tbaa !24
  %101 = getelementptr inbounds nuw double, ptr %1, i64 %96
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 16
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !24
  %104 = load <2 x double>, ptr %102, align 8, !tbaa !24
  %105 = fadd <2 x double> %99, %103
  %106 = fadd <2 x double> %100, %104
  store <2 x double> %105, ptr %101, align 8, !tbaa !24
  store <2 x double> %106, ptr %102, align 8, !tbaa !24
  %107 = add nuw i64 %96, 4
  %108 = icmp eq i64 %107, %94
  br i1 %108, label %109, label %95, !llvm.loop !39

109:                                              ; preds = %95
  %110 = icmp eq i64 %94, %91
  br i1 %110, label %131, label %111

111:                                              ; preds = %90, %109
  %112 = phi i64 [ 0, %90 ], [ %94, %109 ]
  br label %113

113:                                              ; preds = %111, %113
  %114 = phi i64 [ %120, %113 ], [ %112, %111 ]
  %115 = getelementptr inbounds nuw double, ptr %23, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !24
  %117 = getelementptr inbounds nuw double, ptr %1, i64 %114
  %118 = load double, ptr %117, align 8, !tbaa !24
  %119 = fadd double %116, %118
  store double %119, ptr %117, align 8, !tbaa !24
  %120 = add nuw nsw i64 %114, 1
  %121 = icmp eq i64 %120, %91
  br i1 %121, label %131, label %113, !llvm.loop !40

122:                                              ; preds = %87, %122
  %123 = phi i64 [ %129, %122 ], [ %88, %87 ]
  %124 = getelementptr inbounds nuw float, ptr %23, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !19
  %126 = getelementptr inbounds nuw float, ptr %1, i64 %123
  %127 = load float, ptr %126, align 4, !tbaa !19
  %128 = fadd float %125, %127
  store float %128, ptr %126, align 4, !tbaa !19
  %129 = add nuw nsw i64 %123, 1
  %130 = icmp eq i64 %129, %67
  br i1 %130, label %131, label %122, !llvm.loop !41

131:                                              ; preds = %113, %122, %109, %85, %89, %65, %59
  tail call void @free(ptr noundef %23) #24
  tail call void @free(ptr noundef %60) #24
  tail call void @free(ptr noundef nonnull %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv_replace(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef writeonly captures(address_is_null) %10) local_unnamed_addr #6 {
  %12 = alloca i32, align 4
  %13 = alloca [64 x double], align 16
  %14 = alloca %struct.MPI_Status, align 4
  %15 = alloca %struct.MPI_Status, align 4
  %16 = icmp eq ptr %4, inttoptr (i64 528 to ptr)
  %17 = ptrtoint ptr %4 to i64
  switch i64 %17, label %161 [
    i64 532, label %18
    i64 528, label %18
  ]

18:                                               ; preds = %11, %11
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
  br i1 %32, label %161, label %33

33:                                               ; preds = %30
  %34 = sext i32 %3 to i64
  %35 = add nsw i32 %2, 1
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %34, %36
  %38 = select i1 %16, i64 2, i64 3
  %39 = shl i64 %37, %38
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %40 = icmp ult i64 %39, 513
  br i1 %40, label %43, label %41

41:                                               ; preds = %33
  %42 = tail call noalias ptr @malloc(i64 noundef %39) #26
  br label %43

43:                                               ; preds = %41, %33
  %44 = phi ptr [ %42, %41 ], [ %13, %33 ]
  %45 = shl nsw i64 %34, %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %44, ptr readonly align 1 %0, i64 %45, i1 false)
  %46 = icmp sgt i32 %2, 0
  br i1 %46, label %47, label %93

47:                                               ; preds = %43
  %48 = icmp eq ptr %1, null
  %49 = zext nneg i32 %2 to i64
  %50 = and i64 %49, 1
  %51 = icmp eq i32 %2, 1
  br i1 %51, label %81, label %52

52:                                               ; preds = %47
  %53 = and i64 %49, 2147483646
  br label %54

54:                                               ; preds = %76, %52
  %55 = phi i64 [ 0, %52 ], [ %67, %76 ]
  %56 = phi i64 [ 0, %52 ], [ %77, %76 ]
  %57 = or disjoint i64 %55, 1
  %58 = mul i64 %57, %45
  %59 = getelementptr inbounds nuw i8, ptr %44, i64 %58
  br i1 %48, label %65, label %60

60:                                               ; preds = %54
  %61 = getelementptr inbounds nuw ptr, ptr %1, i64 %55
  %62 = load ptr, ptr %61, align 8, !tbaa !15
  %63 = icmp eq ptr %62, null
  br i1 %63, label %65, label %64

64:                                               ; preds = %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr nonnull align 1 %62, i64 %45, i1 false)
  br label %66

65:                                               ; preds = %60, %54
  call void @llvm.memset.p0.i64(ptr align 1 %59, i8 0, i64 %45, i1 false)
  br label %66

66:                                               ; preds = %65, %64
  %67 = add nuw nsw i64 %55, 2
  %68 = mul i64 %67, %45
  %69 = getelementptr inbounds nuw i8, ptr %44, i64 %68
  br i1 %48, label %75, label %70

70:                                               ; preds = %66
  %71 = getelementptr inbounds nuw ptr, ptr %1, i64 %57
  %72 = load ptr, ptr %71, align 8, !tbaa !15
  %73 = icmp eq ptr %72, null
  br i1 %73, label %75, label %74

74:                                               ; preds = %70
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr nonnull align 1 %72, i64 %45, i1 false)
  br label %76

75:                                               ; preds = %70, %66
  call void @llvm.memset.p0.i64(ptr align 1 %69, i8 0, i64 %45, i1 false)
  br label %76

76:                                               ; preds = %75, %74
  %77 = add i64 %56, 2
  %78 = icmp eq i64 %77, %53
  br i1 %78, label %79, label %54, !llvm.loop !16

79:                                               ; preds = %76
  %80 = icmp eq i64 %50, 0
  br i1 %80, label %93, label %81

81:                                               ; preds = %79, %47
  %82 = phi i64 [ 0, %47 ], [ %67, %79 ]
  %83 = icmp ne i64 %50, 0
  tail call void @llvm.assume(i1 %83)
  %84 = add nuw nsw i64 %82, 1
  %85 = mul i64 %84, %45
  %86 = getelementptr inbounds nuw i8, ptr %44, i64 %85
  br i1 %48, label %92, label %87

87:                                               ; preds = %81
  %88 = getelementptr inbounds nuw ptr, ptr %1, i64 %82
  %89 = load ptr, ptr %88, align 8, !tbaa !15
  %90 = icmp eq ptr %89, null
  br i1 %90, label %92, label %91

91:                                               ; preds = %87
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %86, ptr nonnull align 1 %89, i64 %45, i1 false)
  br label %93

92:                                               ; preds = %87, %81
  call void @llvm.memset.p0.i64(ptr align 1 %86, i8 0, i64 %45, i1 false)
  br label %93

93:                                               ; preds = %79, %92, %91, %43
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  %94 = mul nsw i32 %3, %35
  %95 = call i32 @MPI_Sendrecv_replace(ptr noundef %44, i32 noundef %94, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull %14) #24
  %96 = load i32, ptr %14, align 4, !tbaa !29
  %97 = icmp eq i32 %96, -3
  br i1 %97, label %154, label %98

98:                                               ; preds = %93
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  store i32 0, ptr %12, align 4, !tbaa !5
  %99 = call i32 @MPI_Get_count(ptr noundef nonnull %14, ptr noundef %4, ptr noundef nonnull %12) #24
  %100 = load i32, ptr %12, align 4, !tbaa !5
  %101 = call i32 @llvm.smax.i32(i32 %100, i32 0)
  %102 = sdiv i32 %101, %35
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  %103 = sext i32 %102 to i64
  %104 = shl nsw i64 %103, %38
  %105 = icmp eq ptr %0, null
  br i1 %105, label %107, label %106

106:                                              ; preds = %98
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %44, i64 %104, i1 false)
  br label %107

107:                                              ; preds = %106, %98
  %108 = icmp ne ptr %1, null
  %109 = and i1 %108, %46
  br i1 %109, label %110, label %149

110:                                              ; preds = %107
  %111 = zext nneg i32 %2 to i64
  %112 = and i64 %111, 1
  %113 = icmp eq i32 %2, 1
  br i1 %113, label %139, label %114

114:                                              ; preds = %110
  %115 = and i64 %111, 2147483646
  br label %116

116:                                              ; preds = %134, %114
  %117 = phi i64 [ 0, %114 ], [ %130, %134 ]
  %118 = phi i64 [ 0, %114 ], [ %135, %134 ]
  %119 = getelementptr inbounds nuw ptr, ptr %1, i64 %117
  %120 = load ptr, ptr %119, align 8, !tbaa !15
  %121 = icmp eq ptr %120, null
  %122 = or disjoint i64 %117, 1
  br i1 %121, label %126, label %123

123:                                              ; preds = %116
  %124 = mul i64 %122, %104
  %125 = getelementptr inbounds nuw i8, ptr %44, i64 %124
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %120, ptr readonly align 1 %125, i64 %104, i1 false)
  br label %126

126:                                              ; preds = %123, %116
  %127 = getelementptr inbounds nuw ptr, ptr %1, i64 %122
  %128 = load ptr, ptr %127, align 8, !tbaa !15
  %129 = icmp eq ptr %128, null
  %130 = add nuw nsw i64 %117, 2
  br i1 %129, label %134, label %131

131:                                              ; preds = %126
  %132 = mul i64 %130, %104
  %133 = getelementptr inbounds nuw i8, ptr %44, i64 %132
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %128, ptr readonly align 1 %133, i64 %104, i1 false)
  br label %134

134:                                              ; preds = %131, %126
  %135 = add i64 %118, 2
  %136 = icmp eq i64 %135, %115
  br i1 %136, label %137, label %116, !llvm.loop !31

137:                                              ; preds = %134
  %138 = icmp eq i64 %112, 0
  br i1 %138, label %149, label %139

139:                                              ; preds = %137, %110
  %140 = phi i64 [ 0, %110 ], [ %130, %137 ]
  %141 = icmp ne i64 %112, 0
  call void @llvm.assume(i1 %141)
  %142 = getelementptr inbounds nuw ptr, ptr %1, i64 %140
  %143 = load ptr, ptr %142, align 8, !tbaa !15
  %144 = icmp eq ptr %143, null
  br i1 %144, label %149, label %145

145:                                              ; preds = %139
  %146 = add nuw nsw i64 %140, 1
  %147 = mul i64 %146, %104
  %148 = getelementptr inbounds nuw i8, ptr %44, i64 %147
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %143, ptr readonly align 1 %148, i64 %104, i1 false)
  br label %149

149:                                              ; preds = %137, %145, %139, %107
  %150 = load i32, ptr %14, align 4, !tbaa !29
  %151 = icmp eq i32 %150, -3
  br i1 %151, label %154, label %152

152:                                              ; preds = %149
  %153 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %14, ptr noundef %4, i32 noundef %102) #24
  br label %154

154:                                              ; preds = %152, %149, %93
  %155 = icmp eq ptr %10, null
  br i1 %155, label %157, label %156

156:                                              ; preds = %154
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %10, ptr noundef nonnull align 4 dereferenceable(32) %14, i64 32, i1 false), !tbaa.struct !32
  br label %157

157:                                              ; preds = %156, %154
  %158 = icmp eq ptr %44, %13
  br i1 %158, label %160, label %159

159:                                              ; preds = %157
  call void @free(ptr noundef %44) #24
  br label %160

160:                                              ; preds = %157, %159
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %257

161:                                              ; preds = %11, %30
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  %162 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull %15) #24
  %163 = icmp eq ptr %10, null
  br i1 %163, label %165, label %164

164:                                              ; preds = %161
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %10, ptr noundef nonnull align 4 dereferenceable(32) %15, i64 32, i1 false), !tbaa.struct !32
  br label %165

165:                                              ; preds = %164, %161
  %166 = icmp eq ptr %1, null
  br i1 %166, label %170, label %167

167:                                              ; preds = %165
  %168 = ptrtoint ptr %4 to i64
  switch i64 %168, label %169 [
    i64 532, label %171
    i64 528, label %171
  ]

169:                                              ; preds = %167
  call void @__mpiad_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.20, i64 noundef %17) #27
  unreachable

170:                                              ; preds = %165
  switch i64 %17, label %256 [
    i64 532, label %171
    i64 528, label %171
  ]

171:                                              ; preds = %167, %167, %170, %170
  %172 = sext i32 %2 to i64
  %173 = sext i32 %3 to i64
  %174 = mul nsw i64 %173, %172
  %175 = select i1 %16, i64 2, i64 3
  %176 = shl i64 %174, %175
  %177 = or disjoint i64 %176, 1
  %178 = call noalias ptr @malloc(i64 noundef %177) #26
  %179 = icmp sgt i32 %2, 0
  br i1 %179, label %180, label %200

180:                                              ; preds = %171
  %181 = shl nsw i64 %173, %175
  %182 = zext nneg i32 %2 to i64
  br label %183

183:                                              ; preds = %197, %180
  %184 = phi i64 [ 0, %180 ], [ %198, %197 ]
  br i1 %166, label %193, label %185

185:                                              ; preds = %183
  %186 = getelementptr inbounds nuw ptr, ptr %1, i64 %184
  %187 = load ptr, ptr %186, align 8, !tbaa !15
  %188 = icmp eq ptr %187, null
  br i1 %188, label %193, label %189

189:                                              ; preds = %185
  %190 = mul nsw i64 %184, %173
  %191 = shl i64 %190, %175
  %192 = getelementptr inbounds nuw i8, ptr %178, i64 %191
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %192, ptr nonnull align 1 %187, i64 %181, i1 false)
  br label %197

193:                                              ; preds = %185, %183
  %194 = mul nsw i64 %184, %173
  %195 = shl i64 %194, %175
  %196 = getelementptr inbounds nuw i8, ptr %178, i64 %195
  call void @llvm.memset.p0.i64(ptr align 1 %196, i8 0, i64 %181, i1 false)
  br label %197

197:                                              ; preds = %193, %189
  %198 = add nuw nsw i64 %184, 1
  %199 = icmp eq i64 %198, %182
  br i1 %199, label %200, label %183, !llvm.loop !18

200:                                              ; preds = %197, %171
  %201 = mul nsw i32 %3, %2
  %202 = load i32, ptr %15, align 4, !tbaa !29
  %203 = icmp eq i32 %202, -3
  %204 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %205 = load i32, ptr %204, align 4
  %206 = select i1 %203, i32 0, i32 %205
  %207 = call i32 @MPI_Sendrecv_replace(ptr noundef %178, i32 noundef %201, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %202, i32 noundef %206, ptr noundef %9, ptr noundef null) #24
  %208 = load i32, ptr %15, align 4, !tbaa !29
  %209 = icmp ne i32 %208, -3
  %210 = icmp ne ptr %1, null
  %211 = and i1 %210, %209
  %212 = and i1 %179, %211
  br i1 %212, label %213, label %255

213:                                              ; preds = %200
  %214 = shl nsw i64 %173, %175
  %215 = zext nneg i32 %2 to i64
  %216 = and i64 %215, 1
  %217 = icmp eq i32 %2, 1
  br i1 %217, label %245, label %218

218:                                              ; preds = %213
  %219 = and i64 %215, 2147483646
  br label %220

220:                                              ; preds = %239, %218
  %221 = phi i64 [ 0, %218 ], [ %240, %239 ]
  %222 = phi i64 [ 0, %218 ], [ %241, %239 ]
  %223 = getelementptr inbounds nuw ptr, ptr %1, i64 %221
  %224 = load ptr, ptr %223, align 8, !tbaa !15
  %225 = icmp eq ptr %224, null
  br i1 %225, label %230, label %226

226:                                              ; preds = %220
  %227 = mul nsw i64 %221, %173
  %228 = shl i64 %227, %175
  %229 = getelementptr inbounds nuw i8, ptr %178, i64 %228
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %224, ptr readonly align 1 %229, i64 %214, i1 false)
  br label %230

230:                                              ; preds = %226, %220
  %231 = or disjoint i64 %221, 1
  %232 = getelementptr inbounds nuw ptr, ptr %1, i64 %231
  %233 = load ptr, ptr %232, align 8, !tbaa !15
  %234 = icmp eq ptr %233, null
  br i1 %234, label %239, label %235

235:                                              ; preds = %230
  %236 = mul nsw i64 %231, %173
  %237 = shl i64 %236, %175
  %238 = getelementptr inbounds nuw i8, ptr %178, i64 %237
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %233, ptr readonly align 1 %238, i64 %214, i1 false)
  br label %239

239:                                              ; preds = %235, %230
  %240 = add nuw nsw i64 %221, 2
  %241 = add i64 %222, 2
  %242 = icmp eq i64 %241, %219
  br i1 %242, label %243, label %220, !llvm.loop !34

243:                                              ; preds = %239
  %244 = icmp eq i64 %216, 0
  br i1 %244, label %255, label %245

245:                                              ; preds = %243, %213
  %246 = phi i64 [ 0, %213 ], [ %240, %243 ]
  %247 = icmp ne i64 %216, 0
  call void @llvm.assume(i1 %247)
  %248 = getelementptr inbounds nuw ptr, ptr %1, i64 %246
  %249 = load ptr, ptr %248, align 8, !tbaa !15
  %250 = icmp eq ptr %249, null
  br i1 %250, label %255, label %251

251:                                              ; preds = %245
  %252 = mul nsw i64 %246, %173
  %253 = shl i64 %252, %175
  %254 = getelementptr inbounds nuw i8, ptr %178, i64 %253
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %249, ptr readonly align 1 %254, i64 %214, i1 false)
  br label %255

255:                                              ; preds = %243, %251, %245, %200
  call void @free(ptr noundef %178) #24
  br label %256

256:                                              ; preds = %170, %255
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  br label %257

257:                                              ; preds = %256, %160
  %258 = phi i32 [ %95, %160 ], [ %162, %256 ]
  ret i32 %258
}

declare i32 @MPI_Sendrecv_replace(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv_replace(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef writeonly captures(address_is_null) %8) local_unnamed_addr #6 {
  %10 = alloca %struct.MPI_Status, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %11 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %10) #24
  %12 = icmp eq ptr %8, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %8, ptr noundef nonnull align 4 dereferenceable(32) %10, i64 32, i1 false), !tbaa.struct !32
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
  %8 = icmp eq ptr %3, inttoptr (i64 528 to ptr)
  %9 = icmp eq ptr %3, inttoptr (i64 532 to ptr)
  %10 = ptrtoint ptr %3 to i64
  switch i64 %10, label %102 [
    i64 532, label %11
    i64 528, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = select i1 %8, i64 4, i64 8
  %13 = sext i32 %2 to i64
  %14 = add nsw i64 %13, 1
  %15 = tail call noalias ptr @calloc(i64 noundef %14, i64 noundef %12) #28
  %16 = icmp eq ptr %1, null
  br i1 %16, label %17, label %19

17:                                               ; preds = %11
  %18 = tail call noalias ptr @calloc(i64 noundef %14, i64 noundef %12) #28
  br label %19

19:                                               ; preds = %11, %17
  %20 = phi ptr [ %18, %17 ], [ %1, %11 ]
  %21 = phi ptr [ %18, %17 ], [ null, %11 ]
  %22 = load i32, ptr %0, align 4, !tbaa !35
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !37
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 0)
  %26 = tail call i32 @MPI_Sendrecv(ptr noundef %20, i32 noundef %2, ptr noundef %3, i32 noundef %22, i32 noundef %25, ptr noundef %15, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef null) #24
  br i1 %16, label %101, label %27

27:                                               ; preds = %19
  %28 = load i32, ptr %0, align 4, !tbaa !35
  %29 = icmp eq i32 %28, -3
  br i1 %29, label %33, label %30

30:                                               ; preds = %27
  %31 = select i1 %8, i64 2, i64 3
  %32 = shl nsw i64 %13, %31
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 %15, i64 %32, i1 false)
  br label %101

33:                                               ; preds = %27
  %34 = icmp sgt i32 %2, 0
  br i1 %9, label %59, label %35

35:                                               ; preds = %33
  br i1 %34, label %36, label %101

36:                                               ; preds = %35
  %37 = zext nneg i32 %2 to i64
  %38 = icmp ult i32 %2, 8
  br i1 %38, label %57, label %39

39:                                               ; preds = %36
  %40 = and i64 %37, 2147483640
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %53, %41 ]
  %43 = getelementptr inbounds nuw float, ptr %15, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 16
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !19
  %46 = load <4 x float>, ptr %44, align 4, !tbaa !19
  %47 = getelementptr inbounds nuw float, ptr %1, i64 %42
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 16
  %49 = load <4 x float>, ptr %47, align 4, !tbaa !19
  %50 = load <4 x float>, ptr %48, align 4, !tbaa !19
  %51 = fadd <4 x float> %45, %49
  %52 = fadd <4 x float> %46, %50
  store <4 x float> %51, ptr %47, align 4, !tbaa !19
  store <4 x float> %52, ptr %48, align 4, !tbaa !19
  %53 = add nuw i64 %42, 8
  %54 = icmp eq i64 %53, %40
  br i1 %54, label %55, label %41, !llvm.loop !42

55:                                               ; preds = %41
  %56 = icmp eq i64 %40, %37
  br i1 %56, label %101, label %57

57:                                               ; preds = %36, %55
  %58 = phi i64 [ 0, %36 ], [ %40, %55 ]
  br label %92

59:                                               ; preds = %33
  br i1 %34, label %60, label %101

60:                                               ; preds = %59
  %61 = zext nneg i32 %2 to i64
  %62 = icmp ult i32 %2, 4
  br i1 %62, label %81, label %63

63:                                               ; preds = %60
  %64 = and i64 %61, 2147483644
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ 0, %63 ], [ %77, %65 ]
  %67 = getelementptr inbounds nuw double, ptr %15, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 16
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !24
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !24
  %71 = getelementptr inbounds nuw double, ptr %1, i64 %66
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 16
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !24
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !24
  %75 = fadd <2 x double> %69, %73
  %76 = fadd <2 x double> %70, %74
  store <2 x double> %75, ptr %71, align 8, !tbaa !24
  store <2 x double> %76, ptr %72, align 8, !tbaa !24
  %77 = add nuw i64 %66, 4
  %78 = icmp eq i64 %77, %64
  br i1 %78, label %79, label %65, !llvm.loop !43

79:                                               ; preds = %65
  %80 = icmp eq i64 %64, %61
  br i1 %80, label %101, label %81

81:                                               ; preds = %60, %79
  %82 = phi i64 [ 0, %60 ], [ %64, %79 ]
  br label %83

83:                                               ; preds = %81, %83
  %84 = phi i64 [ %90, %83 ], [ %82, %81 ]
  %85 = getelementptr inbounds nuw double, ptr %15, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !24
  %87 = getelementptr inbounds nuw double, ptr %1, i64 %84
  %88 = load double, ptr %87, align 8, !tbaa !24
  %89 = fadd double %86, %88
  store double %89, ptr %87, align 8, !tbaa !24
  %90 = add nuw nsw i64 %84, 1
  %91 = icmp eq i64 %90, %61
  br i1 %91, label %101, label %83, !llvm.loop !44

92:                                               ; preds = %57, %92
  %93 = phi i64 [ %99, %92 ], [ %58, %57 ]
  %94 = getelementptr inbounds nuw float, ptr %15, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !19
  %96 = getelementptr inbounds nuw float, ptr %1, i64 %93
  %97 = load float, ptr %96, align 4, !tbaa !19
  %98 = fadd float %95, %97
  store float %98, ptr %96, align 4, !tbaa !19
  %99 = add nuw nsw i64 %93, 1
  %100 = icmp eq i64 %99, %37
  br i1 %100, label %101, label %92, !llvm.loop !45

101:                                              ; preds = %92, %83, %55, %79, %59, %35, %30, %19
  tail call void @free(ptr noundef %15) #24
  tail call void @free(ptr noundef %21) #24
  br label %102

102:                                              ; preds = %7, %101
  tail call void @free(ptr noundef %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_isend(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #6 {
  %10 = icmp eq ptr %4, inttoptr (i64 528 to ptr)
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq ptr %4, inttoptr (i64 532 to ptr)
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %105, label %15

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
  br i1 %29, label %105, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = select i1 %10, i64 2, i64 3
  %36 = shl i64 %34, %35
  %37 = add i64 %36, 81
  %38 = tail call noalias ptr @malloc(i64 noundef %37) #26
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %39, i8 0, i64 56, i1 false)
  store i32 1, ptr %38, align 8, !tbaa !5
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  store i32 %13, ptr %40, align 4, !tbaa !5
  %41 = getelementptr inbounds nuw i8, ptr %38, i64 8
  store i32 %3, ptr %41, align 8, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 12
  store i32 %2, ptr %42, align 4, !tbaa !5
  %43 = getelementptr inbounds nuw i8, ptr %38, i64 16
  store ptr %4, ptr %43, align 8, !tbaa !46
  %44 = getelementptr inbounds nuw i8, ptr %38, i64 68
  store i32 1, ptr %44, align 4, !tbaa !5
  %45 = getelementptr inbounds nuw i8, ptr %38, i64 80
  %46 = getelementptr inbounds nuw i8, ptr %38, i64 48
  store ptr %45, ptr %46, align 8, !tbaa !15
  %47 = shl nsw i64 %31, %35
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %45, ptr readonly align 1 %0, i64 %47, i1 false)
  %48 = icmp sgt i32 %2, 0
  br i1 %48, label %49, label %95

49:                                               ; preds = %30
  %50 = icmp eq ptr %1, null
  %51 = zext nneg i32 %2 to i64
  %52 = and i64 %51, 1
  %53 = icmp eq i32 %2, 1
  br i1 %53, label %83, label %54

54:                                               ; preds = %49
  %55 = and i64 %51, 2147483646
  br label %56

56:                                               ; preds = %78, %54
  %57 = phi i64 [ 0, %54 ], [ %69, %78 ]
  %58 = phi i64 [ 0, %54 ], [ %79, %78 ]
  %59 = or disjoint i64 %57, 1
  %60 = mul i64 %59, %47
  %61 = getelementptr inbounds nuw i8, ptr %45, i64 %60
  br i1 %50, label %67, label %62

62:                                               ; preds = %56
  %63 = getelementptr inbounds nuw ptr, ptr %1, i64 %57
  %64 = load ptr, ptr %63, align 8, !tbaa !15
  %65 = icmp eq ptr %64, null
  br i1 %65, label %67, label %66

66:                                               ; preds = %62
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %61, ptr nonnull align 1 %64, i64 %47, i1 false)
  br label %68

67:                                               ; preds = %62, %56
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %61, i8 0, i64 %47, i1 false)
  br label %68

68:                                               ; preds = %67, %66
  %69 = add nuw nsw i64 %57, 2
  %70 = mul i64 %69, %47
  %71 = getelementptr inbounds nuw i8, ptr %45, i64 %70
  br i1 %50, label %77, label %72

72:                                               ; preds = %68
  %73 = getelementptr inbounds nuw ptr, ptr %1, i64 %59
  %74 = load ptr, ptr %73, align 8, !tbaa !15
  %75 = icmp eq ptr %74, null
  br i1 %75, label %77, label %76

76:                                               ; preds = %72
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %71, ptr nonnull align 1 %74, i64 %47, i1 false)
  br label %78

77:                                               ; preds = %72, %68
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %71, i8 0, i64 %47, i1 false)
  br label %78

78:                                               ; preds = %77, %76
  %79 = add i64 %58, 2
  %80 = icmp eq i64 %79, %55
  br i1 %80, label %81, label %56, !llvm.loop !16

81:                                               ; preds = %78
  %82 = icmp eq i64 %52, 0
  br i1 %82, label %95, label %83

83:                                               ; preds = %81, %49
  %84 = phi i64 [ 0, %49 ], [ %69, %81 ]
  %85 = icmp ne i64 %52, 0
  tail call void @llvm.assume(i1 %85)
  %86 = add nuw nsw i64 %84, 1
  %87 = mul i64 %86, %47
  %88 = getelementptr inbounds nuw i8, ptr %45, i64 %87
  br i1 %50, label %94, label %89

89:                                               ; preds = %83
  %90 = getelementptr inbounds nuw ptr, ptr %1, i64 %84
  %91 = load ptr, ptr %90, align 8, !tbaa !15
  %92 = icmp eq ptr %91, null
  br i1 %92, label %94, label %93

93:                                               ; preds = %89
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %88, ptr nonnull align 1 %91, i64 %47, i1 false)
  br label %95

94:                                               ; preds = %89, %83
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %88, i8 0, i64 %47, i1 false)
  br label %95

95:                                               ; preds = %81, %94, %93, %30
  %96 = mul nsw i32 %3, %32
  %97 = tail call i32 @MPI_Isend(ptr noundef nonnull %45, i32 noundef %96, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %102

99:                                               ; preds = %95
  %100 = load ptr, ptr %8, align 8, !tbaa !48
  %101 = icmp eq ptr %100, inttoptr (i64 384 to ptr)
  br i1 %101, label %102, label %103

102:                                              ; preds = %99, %95
  tail call void @free(ptr noundef nonnull %38) #24
  br label %155

103:                                              ; preds = %99
  %104 = ptrtoint ptr %100 to i64
  tail call fastcc void @req_insert(i64 noundef %104, i32 noundef 0, ptr noundef nonnull %38)
  br label %155

105:                                              ; preds = %27, %9
  %106 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %107 = icmp eq ptr %1, null
  br i1 %107, label %111, label %108

108:                                              ; preds = %105
  %109 = ptrtoint ptr %4 to i64
  switch i64 %109, label %110 [
    i64 532, label %111
    i64 528, label %111
  ]

110:                                              ; preds = %108
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.20, i64 noundef %109) #27
  unreachable

111:                                              ; preds = %105, %108, %108
  %112 = icmp ne i32 %106, 0
  %113 = select i1 %14, i1 true, i1 %112
  br i1 %113, label %155, label %114

114:                                              ; preds = %111
  %115 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #28
  store i32 1, ptr %115, align 8, !tbaa !5
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 4
  store i32 %13, ptr %116, align 4, !tbaa !5
  %117 = getelementptr inbounds nuw i8, ptr %115, i64 8
  store i32 %3, ptr %117, align 8, !tbaa !5
  %118 = getelementptr inbounds nuw i8, ptr %115, i64 12
  store i32 %2, ptr %118, align 4, !tbaa !5
  %119 = getelementptr inbounds nuw i8, ptr %115, i64 16
  store ptr %4, ptr %119, align 8, !tbaa !46
  %120 = sext i32 %2 to i64
  %121 = sext i32 %3 to i64
  %122 = mul nsw i64 %121, %120
  %123 = select i1 %10, i64 2, i64 3
  %124 = shl i64 %122, %123
  %125 = or disjoint i64 %124, 1
  %126 = tail call noalias ptr @malloc(i64 noundef %125) #26
  %127 = icmp sgt i32 %2, 0
  br i1 %127, label %128, label %148

128:                                              ; preds = %114
  %129 = shl nsw i64 %121, %123
  %130 = zext nneg i32 %2 to i64
  br label %131

131:                                              ; preds = %145, %128
  %132 = phi i64 [ 0, %128 ], [ %146, %145 ]
  br i1 %107, label %141, label %133

133:                                              ; preds = %131
  %134 = getelementptr inbounds nuw ptr, ptr %1, i64 %132
  %135 = load ptr, ptr %134, align 8, !tbaa !15
  %136 = icmp eq ptr %135, null
  br i1 %136, label %141, label %137

137:                                              ; preds = %133
  %138 = mul nsw i64 %132, %121
  %139 = shl i64 %138, %123
  %140 = getelementptr inbounds nuw i8, ptr %126, i64 %139
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %140, ptr nonnull align 1 %135, i64 %129, i1 false)
  br label %145

141:                                              ; preds = %133, %131
  %142 = mul nsw i64 %132, %121
  %143 = shl i64 %142, %123
  %144 = getelementptr inbounds nuw i8, ptr %126, i64 %143
  tail call void @llvm.memset.p0.i64(ptr align 1 %144, i8 0, i64 %129, i1 false)
  br label %145

145:                                              ; preds = %141, %137
  %146 = add nuw nsw i64 %132, 1
  %147 = icmp eq i64 %146, %130
  br i1 %147, label %148, label %131, !llvm.loop !18

148:                                              ; preds = %145, %114
  %149 = getelementptr inbounds nuw i8, ptr %115, i64 48
  store ptr %126, ptr %149, align 8, !tbaa !15
  %150 = mul nsw i32 %3, %2
  %151 = getelementptr inbounds nuw i8, ptr %115, i64 56
  %152 = tail call i32 @MPI_Isend(ptr noundef %126, i32 noundef %150, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %151) #24
  %153 = load ptr, ptr %8, align 8, !tbaa !48
  %154 = ptrtoint ptr %153 to i64
  tail call fastcc void @req_insert(i64 noundef %154, i32 noundef 0, ptr noundef nonnull %115)
  br label %155

155:                                              ; preds = %103, %102, %148, %111
  %156 = phi i32 [ 0, %148 ], [ %106, %111 ], [ %97, %102 ], [ 0, %103 ]
  ret i32 %156
}

declare i32 @MPI_Isend(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_isend(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #6 {
  %9 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #24
  %10 = icmp eq ptr %3, inttoptr (i64 528 to ptr)
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq ptr %3, inttoptr (i64 532 to ptr)
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %31, label %17

17:                                               ; preds = %15
  %18 = ptrtoint ptr %3 to i64
  switch i64 %18, label %19 [
    i64 532, label %31
    i64 528, label %31
  ]

19:                                               ; preds = %17
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.20, i64 noundef %18) #27
  unreachable

20:                                               ; preds = %8
  %21 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #28
  store i32 1, ptr %21, align 8, !tbaa !50
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 %13, ptr %22, align 4, !tbaa !53
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %2, ptr %23, align 8, !tbaa !54
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store ptr %3, ptr %24, align 8, !tbaa !55
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %4, ptr %25, align 8, !tbaa !56
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 28
  store i32 %5, ptr %26, align 4, !tbaa !57
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store ptr %6, ptr %27, align 8, !tbaa !58
  %28 = getelementptr inbounds nuw i8, ptr %21, i64 40
  store ptr %1, ptr %28, align 8, !tbaa !59
  %29 = load ptr, ptr %7, align 8, !tbaa !48
  %30 = ptrtoint ptr %29 to i64
  tail call fastcc void @req_insert(i64 noundef %30, i32 noundef 1, ptr noundef nonnull %21)
  br label %31

31:                                               ; preds = %17, %17, %15, %20
  %32 = phi ptr [ %21, %20 ], [ null, %15 ], [ null, %17 ], [ null, %17 ]
  ret ptr %32
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
  %10 = icmp eq ptr %4, inttoptr (i64 528 to ptr)
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq ptr %4, inttoptr (i64 532 to ptr)
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %67, label %15

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
  br i1 %29, label %67, label %30

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
  %41 = add nsw i64 %40, 88
  %42 = add i64 %41, %36
  %43 = tail call noalias ptr @malloc(i64 noundef %42) #26
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %44, i8 0, i64 48, i1 false)
  store i32 2, ptr %43, align 8, !tbaa !5
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 4
  store i32 %13, ptr %45, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 8
  store i32 %3, ptr %46, align 8, !tbaa !5
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 12
  store i32 %2, ptr %47, align 4, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr %43, i64 16
  store ptr %4, ptr %48, align 8, !tbaa !46
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 68
  store i32 1, ptr %49, align 4, !tbaa !5
  %50 = getelementptr inbounds nuw i8, ptr %43, i64 72
  store ptr %0, ptr %50, align 8, !tbaa !15
  br i1 %37, label %54, label %51

51:                                               ; preds = %30
  %52 = getelementptr inbounds nuw i8, ptr %43, i64 80
  %53 = getelementptr inbounds nuw i8, ptr %43, i64 40
  store ptr %52, ptr %53, align 8, !tbaa !79
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %52, ptr nonnull readonly align 8 %1, i64 %39, i1 false)
  br label %54

54:                                               ; preds = %51, %30
  %55 = getelementptr inbounds nuw i8, ptr %43, i64 80
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 %40
  %57 = getelementptr inbounds nuw i8, ptr %43, i64 48
  store ptr %56, ptr %57, align 8, !tbaa !15
  %58 = mul nsw i32 %3, %32
  %59 = tail call i32 @MPI_Irecv(ptr noundef nonnull %56, i32 noundef %58, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %54
  %62 = load ptr, ptr %8, align 8, !tbaa !48
  %63 = icmp eq ptr %62, inttoptr (i64 384 to ptr)
  br i1 %63, label %64, label %65

64:                                               ; preds = %61, %54
  tail call void @free(ptr noundef nonnull %43) #24
  br label %108

65:                                               ; preds = %61
  %66 = ptrtoint ptr %62 to i64
  tail call fastcc void @req_insert(i64 noundef %66, i32 noundef 0, ptr noundef nonnull %43)
  br label %108

67:                                               ; preds = %27, %9
  %68 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %69 = icmp eq ptr %1, null
  br i1 %69, label %73, label %70

70:                                               ; preds = %67
  %71 = ptrtoint ptr %4 to i64
  switch i64 %71, label %72 [
    i64 532, label %73
    i64 528, label %73
  ]

72:                                               ; preds = %70
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.20, i64 noundef %71) #27
  unreachable

73:                                               ; preds = %67, %70, %70
  %74 = icmp ne i32 %68, 0
  %75 = select i1 %14, i1 true, i1 %74
  br i1 %75, label %108, label %76

76:                                               ; preds = %73
  %77 = tail call noalias dereferenceable_or_null(80) ptr @calloc(i64 noundef 1, i64 noundef 80) #28
  store i32 2, ptr %77, align 8, !tbaa !5
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 4
  store i32 %13, ptr %78, align 4, !tbaa !5
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 8
  store i32 %3, ptr %79, align 8, !tbaa !5
  %80 = getelementptr inbounds nuw i8, ptr %77, i64 12
  store i32 %2, ptr %80, align 4, !tbaa !5
  %81 = getelementptr inbounds nuw i8, ptr %77, i64 16
  store ptr %4, ptr %81, align 8, !tbaa !46
  %82 = getelementptr inbounds nuw i8, ptr %77, i64 32
  store ptr %7, ptr %82, align 8, !tbaa !81
  %83 = sext i32 %3 to i64
  %84 = sext i32 %2 to i64
  %85 = mul nsw i64 %83, %84
  %86 = select i1 %10, i64 2, i64 3
  %87 = shl i64 %85, %86
  %88 = or disjoint i64 %87, 1
  %89 = tail call noalias ptr @malloc(i64 noundef %88) #26
  %90 = getelementptr inbounds nuw i8, ptr %77, i64 48
  store ptr %89, ptr %90, align 8, !tbaa !15
  br i1 %69, label %95, label %91

91:                                               ; preds = %76
  %92 = shl nsw i64 %84, 3
  %93 = tail call noalias ptr @malloc(i64 noundef %92) #26
  %94 = getelementptr inbounds nuw i8, ptr %77, i64 40
  store ptr %93, ptr %94, align 8, !tbaa !79
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %93, ptr nonnull align 8 %1, i64 %92, i1 false)
  br label %95

95:                                               ; preds = %91, %76
  %96 = icmp eq i32 %5, -1
  %97 = icmp eq i32 %6, -2
  %98 = or i1 %96, %97
  br i1 %98, label %99, label %101

99:                                               ; preds = %95
  %100 = getelementptr inbounds nuw i8, ptr %77, i64 64
  store i32 1, ptr %100, align 8, !tbaa !5
  br label %105

101:                                              ; preds = %95
  %102 = mul nsw i32 %3, %2
  %103 = getelementptr inbounds nuw i8, ptr %77, i64 56
  %104 = tail call i32 @MPI_Irecv(ptr noundef %89, i32 noundef %102, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %103) #24
  br label %105

105:                                              ; preds = %101, %99
  %106 = load ptr, ptr %8, align 8, !tbaa !48
  %107 = ptrtoint ptr %106 to i64
  tail call fastcc void @req_insert(i64 noundef %107, i32 noundef 0, ptr noundef nonnull %77)
  br label %108

108:                                              ; preds = %65, %64, %105, %73
  %109 = phi i32 [ 0, %105 ], [ %68, %73 ], [ %59, %64 ], [ 0, %65 ]
  ret i32 %109
}

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_irecv(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #6 {
  %9 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #24
  %10 = icmp eq ptr %3, inttoptr (i64 528 to ptr)
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq ptr %3, inttoptr (i64 532 to ptr)
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %31, label %17

17:                                               ; preds = %15
  %18 = ptrtoint ptr %3 to i64
  switch i64 %18, label %19 [
    i64 532, label %31
    i64 528, label %31
  ]

19:                                               ; preds = %17
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.20, i64 noundef %18) #27
  unreachable

20:                                               ; preds = %8
  %21 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #28
  store i32 2, ptr %21, align 8, !tbaa !50
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 %13, ptr %22, align 4, !tbaa !53
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %2, ptr %23, align 8, !tbaa !54
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store ptr %3, ptr %24, align 8, !tbaa !55
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %4, ptr %25, align 8, !tbaa !56
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 28
  store i32 %5, ptr %26, align 4, !tbaa !57
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store ptr %6, ptr %27, align 8, !tbaa !58
  %28 = getelementptr inbounds nuw i8, ptr %21, i64 40
  store ptr %1, ptr %28, align 8, !tbaa !59
  %29 = load ptr, ptr %7, align 8, !tbaa !48
  %30 = ptrtoint ptr %29 to i64
  tail call fastcc void @req_insert(i64 noundef %30, i32 noundef 1, ptr noundef nonnull %21)
  br label %31

31:                                               ; preds = %17, %17, %15, %20
  %32 = phi ptr [ %21, %20 ], [ null, %15 ], [ null, %17 ], [ null, %17 ]
  ret ptr %32
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
  %13 = icmp eq i32 %12, -3
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
  %3 = alloca %struct.MPI_Status, align 4
  %4 = load ptr, ptr %0, align 8, !tbaa !48
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #24
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #24
  %6 = icmp eq ptr %4, inttoptr (i64 384 to ptr)
  br i1 %6, label %9, label %7

7:                                                ; preds = %2
  %8 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %4)
  call fastcc void @fwd_complete(ptr noundef %8, ptr noundef nonnull %3)
  br label %9

9:                                                ; preds = %7, %2
  %10 = icmp eq ptr %1, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %1, ptr noundef nonnull align 4 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !32
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
  %23 = load i32, ptr %1, align 4, !tbaa !29
  %24 = icmp eq i32 %23, -3
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
  %83 = load i32, ptr %1, align 4, !tbaa !29
  %84 = icmp eq i32 %83, -3
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
  %102 = load i32, ptr %1, align 4, !tbaa !29
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
  %115 = load i32, ptr %1, align 4, !tbaa !29
  %116 = icmp eq i32 %115, -3
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
  %3 = alloca %struct.MPI_Status, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !48
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #24
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #24
  %6 = icmp eq ptr %1, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %1, ptr noundef nonnull align 4 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !32
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq ptr %4, inttoptr (i64 384 to ptr)
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
  %4 = alloca %struct.MPI_Status, align 4
  %5 = load ptr, ptr %0, align 8, !tbaa !48
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #24
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = icmp ne i32 %7, 0
  %9 = icmp ne ptr %5, inttoptr (i64 384 to ptr)
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 4 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !32
  br label %16

16:                                               ; preds = %15, %13
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  ret i32 %6
}

declare i32 @MPI_Test(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define ptr @__mpiad_aug_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #6 {
  %4 = alloca %struct.MPI_Status, align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !48
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #24
  %7 = icmp eq ptr %2, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 4 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !32
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  %12 = icmp eq ptr %5, inttoptr (i64 384 to ptr)
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
  %5 = alloca %struct.MPI_Status, align 4
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
  %19 = icmp eq ptr %18, inttoptr (i64 384 to ptr)
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = call fastcc ptr @req_take(i32 noundef 0, ptr noundef %18)
  call fastcc void @fwd_complete(ptr noundef %21, ptr noundef nonnull %5)
  br label %22

22:                                               ; preds = %20, %15, %4
  %23 = icmp eq ptr %3, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, ptr noundef nonnull align 4 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !32
  br label %25

25:                                               ; preds = %24, %22
  call void @free(ptr noundef %9) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret i32 %12
}

declare i32 @MPI_Waitany(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address_is_null) %4) local_unnamed_addr #6 {
  %6 = alloca %struct.MPI_Status, align 4
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
  %23 = icmp eq ptr %22, inttoptr (i64 384 to ptr)
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !32
  br label %33

33:                                               ; preds = %5, %32, %28
  call void @free(ptr noundef %10) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  ret i32 %13
}

declare i32 @MPI_Testany(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define ptr @__mpiad_aug_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #6 {
  %5 = alloca %struct.MPI_Status, align 8
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, ptr noundef nonnull align 4 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !32
  br label %15

15:                                               ; preds = %14, %4
  %16 = load i32, ptr %2, align 4, !tbaa !5
  %17 = icmp eq i32 %16, -32766
  br i1 %17, label %34, label %18

18:                                               ; preds = %15
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds ptr, ptr %9, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !48
  %22 = icmp eq ptr %21, inttoptr (i64 384 to ptr)
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
  %6 = alloca %struct.MPI_Status, align 8
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !32
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
  %30 = icmp eq ptr %29, inttoptr (i64 384 to ptr)
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
  %8 = shl nsw i64 %5, 5
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
  %22 = icmp eq ptr %21, inttoptr (i64 384 to ptr)
  br i1 %22, label %26, label %23

23:                                               ; preds = %18
  %24 = tail call fastcc ptr @req_take(i32 noundef 0, ptr noundef %21)
  %25 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %19
  tail call fastcc void @fwd_complete(ptr noundef %24, ptr noundef %25)
  br label %26

26:                                               ; preds = %23, %18
  br i1 %15, label %30, label %27

27:                                               ; preds = %26
  %28 = getelementptr inbounds nuw %struct.MPI_Status, ptr %2, i64 %19
  %29 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %28, ptr noundef nonnull align 4 dereferenceable(32) %29, i64 32, i1 false), !tbaa.struct !32
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
  %8 = shl nsw i64 %5, 5
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
  %23 = getelementptr inbounds nuw %struct.MPI_Status, ptr %2, i64 %21
  %24 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %23, ptr noundef nonnull align 4 dereferenceable(32) %24, i64 32, i1 false), !tbaa.struct !32
  br label %25

25:                                               ; preds = %22, %20
  %26 = getelementptr inbounds nuw ptr, ptr %7, i64 %21
  %27 = load ptr, ptr %26, align 8, !tbaa !48
  %28 = icmp eq ptr %27, inttoptr (i64 384 to ptr)
  br i1 %28, label %41, label %29

29:                                               ; preds = %25
  %30 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %27)
  %31 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %21
  %32 = icmp eq ptr %30, null
  br i1 %32, label %41, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 8, !tbaa !50
  %35 = icmp eq i32 %34, 2
  br i1 %35, label %36, label %39

36:                                               ; preds = %33
  %37 = getelementptr inbounds nuw i8, ptr %30, i64 24
  %38 = load <2 x i32>, ptr %31, align 4, !tbaa !5
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
  %9 = shl nsw i64 %6, 5
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
  %25 = icmp eq ptr %24, inttoptr (i64 384 to ptr)
  br i1 %25, label %29, label %26

26:                                               ; preds = %21
  %27 = tail call fastcc ptr @req_take(i32 noundef 0, ptr noundef %24)
  %28 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %22
  tail call fastcc void @fwd_complete(ptr noundef %27, ptr noundef %28)
  br label %29

29:                                               ; preds = %26, %21
  br i1 %19, label %33, label %30

30:                                               ; preds = %29
  %31 = getelementptr inbounds nuw %struct.MPI_Status, ptr %3, i64 %22
  %32 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %22
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %31, ptr noundef nonnull align 4 dereferenceable(32) %32, i64 32, i1 false), !tbaa.struct !32
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
  %9 = shl nsw i64 %6, 5
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
  %26 = getelementptr inbounds nuw %struct.MPI_Status, ptr %3, i64 %24
  %27 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %26, ptr noundef nonnull align 4 dereferenceable(32) %27, i64 32, i1 false), !tbaa.struct !32
  br label %28

28:                                               ; preds = %25, %23
  %29 = getelementptr inbounds nuw ptr, ptr %8, i64 %24
  %30 = load ptr, ptr %29, align 8, !tbaa !48
  %31 = icmp eq ptr %30, inttoptr (i64 384 to ptr)
  br i1 %31, label %44, label %32

32:                                               ; preds = %28
  %33 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %30)
  %34 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %24
  %35 = icmp eq ptr %33, null
  br i1 %35, label %44, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 8, !tbaa !50
  %38 = icmp eq i32 %37, 2
  br i1 %38, label %39, label %42

39:                                               ; preds = %36
  %40 = getelementptr inbounds nuw i8, ptr %33, i64 24
  %41 = load <2 x i32>, ptr %34, align 4, !tbaa !5
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
  %11 = shl nsw i64 %8, 5
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
  %33 = icmp eq ptr %32, inttoptr (i64 384 to ptr)
  br i1 %33, label %37, label %34

34:                                               ; preds = %26
  %35 = tail call fastcc ptr @req_take(i32 noundef 0, ptr noundef %32)
  %36 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %27
  tail call fastcc void @fwd_complete(ptr noundef %35, ptr noundef %36)
  br label %37

37:                                               ; preds = %34, %26
  br i1 %25, label %41, label %38

38:                                               ; preds = %37
  %39 = getelementptr inbounds nuw %struct.MPI_Status, ptr %5, i64 %27
  %40 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %39, ptr noundef nonnull align 4 dereferenceable(32) %40, i64 32, i1 false), !tbaa.struct !32
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
  %11 = shl nsw i64 %8, 5
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
  %36 = getelementptr inbounds nuw %struct.MPI_Status, ptr %5, i64 %32
  %37 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %36, ptr noundef nonnull align 4 dereferenceable(32) %37, i64 32, i1 false), !tbaa.struct !32
  br label %38

38:                                               ; preds = %35, %31
  %39 = sext i32 %34 to i64
  %40 = getelementptr inbounds ptr, ptr %10, i64 %39
  %41 = load ptr, ptr %40, align 8, !tbaa !48
  %42 = icmp eq ptr %41, inttoptr (i64 384 to ptr)
  br i1 %42, label %55, label %43

43:                                               ; preds = %38
  %44 = tail call fastcc ptr @req_take(i32 noundef 1, ptr noundef %41)
  %45 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %32
  %46 = icmp eq ptr %44, null
  br i1 %46, label %55, label %47

47:                                               ; preds = %43
  %48 = load i32, ptr %44, align 8, !tbaa !50
  %49 = icmp eq i32 %48, 2
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = getelementptr inbounds nuw i8, ptr %44, i64 24
  %52 = load <2 x i32>, ptr %45, align 4, !tbaa !5
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
  %5 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = call i32 @MPI_Request_get_status(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5) #24
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = icmp ne i32 %7, 0
  %9 = icmp ne ptr %0, inttoptr (i64 384 to ptr)
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
  %32 = load i32, ptr %5, align 4, !tbaa !29
  %33 = icmp eq i32 %32, -3
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
  %92 = load i32, ptr %5, align 4, !tbaa !29
  %93 = icmp eq i32 %92, -3
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 4 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !32
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
  %10 = icmp eq ptr %4, inttoptr (i64 528 to ptr)
  %11 = ptrtoint ptr %4 to i64
  switch i64 %11, label %147 [
    i64 532, label %12
    i64 528, label %12
  ]

12:                                               ; preds = %7, %7
  %13 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %24

15:                                               ; preds = %12
  %16 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %26, label %147, label %27

27:                                               ; preds = %24
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %28 = call i32 @MPI_Comm_rank(ptr noundef %6, ptr noundef nonnull %8) #24
  %29 = sext i32 %3 to i64
  %30 = add nsw i32 %2, 1
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %29, %31
  %33 = select i1 %10, i64 2, i64 3
  %34 = shl i64 %32, %33
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #24
  %35 = icmp ult i64 %34, 513
  br i1 %35, label %38, label %36

36:                                               ; preds = %27
  %37 = call noalias ptr @malloc(i64 noundef %34) #26
  br label %38

38:                                               ; preds = %27, %36
  %39 = phi ptr [ %37, %36 ], [ %9, %27 ]
  %40 = load i32, ptr %8, align 4, !tbaa !5
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %42, label %91

42:                                               ; preds = %38
  %43 = shl nsw i64 %29, %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %39, ptr readonly align 1 %0, i64 %43, i1 false)
  %44 = icmp sgt i32 %2, 0
  br i1 %44, label %45, label %91

45:                                               ; preds = %42
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
  %57 = getelementptr inbounds nuw i8, ptr %39, i64 %56
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
  %67 = getelementptr inbounds nuw i8, ptr %39, i64 %66
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
  call void @llvm.assume(i1 %81)
  %82 = add nuw nsw i64 %80, 1
  %83 = mul i64 %82, %43
  %84 = getelementptr inbounds nuw i8, ptr %39, i64 %83
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

91:                                               ; preds = %77, %90, %89, %42, %38
  %92 = mul nsw i32 %3, %30
  %93 = call i32 @MPI_Bcast(ptr noundef %39, i32 noundef %92, ptr noundef %4, i32 noundef %5, ptr noundef %6) #24
  %94 = load i32, ptr %8, align 4, !tbaa !5
  %95 = icmp eq i32 %94, %5
  br i1 %95, label %143, label %96

96:                                               ; preds = %91
  %97 = shl nsw i64 %29, %33
  %98 = icmp eq ptr %0, null
  br i1 %98, label %100, label %99

99:                                               ; preds = %96
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %39, i64 %97, i1 false)
  br label %100

100:                                              ; preds = %99, %96
  %101 = icmp ne ptr %1, null
  %102 = icmp sgt i32 %2, 0
  %103 = and i1 %101, %102
  br i1 %103, label %104, label %143

104:                                              ; preds = %100
  %105 = zext nneg i32 %2 to i64
  %106 = and i64 %105, 1
  %107 = icmp eq i32 %2, 1
  br i1 %107, label %133, label %108

108:                                              ; preds = %104
  %109 = and i64 %105, 2147483646
  br label %110

110:                                              ; preds = %128, %108
  %111 = phi i64 [ 0, %108 ], [ %124, %128 ]
  %112 = phi i64 [ 0, %108 ], [ %129, %128 ]
  %113 = getelementptr inbounds nuw ptr, ptr %1, i64 %111
  %114 = load ptr, ptr %113, align 8, !tbaa !15
  %115 = icmp eq ptr %114, null
  %116 = or disjoint i64 %111, 1
  br i1 %115, label %120, label %117

117:                                              ; preds = %110
  %118 = mul i64 %116, %97
  %119 = getelementptr inbounds nuw i8, ptr %39, i64 %118
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %114, ptr readonly align 1 %119, i64 %97, i1 false)
  br label %120

120:                                              ; preds = %117, %110
  %121 = getelementptr inbounds nuw ptr, ptr %1, i64 %116
  %122 = load ptr, ptr %121, align 8, !tbaa !15
  %123 = icmp eq ptr %122, null
  %124 = add nuw nsw i64 %111, 2
  br i1 %123, label %128, label %125

125:                                              ; preds = %120
  %126 = mul i64 %124, %97
  %127 = getelementptr inbounds nuw i8, ptr %39, i64 %126
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %122, ptr readonly align 1 %127, i64 %97, i1 false)
  br label %128

128:                                              ; preds = %125, %120
  %129 = add i64 %112, 2
  %130 = icmp eq i64 %129, %109
  br i1 %130, label %131, label %110, !llvm.loop !31

131:                                              ; preds = %128
  %132 = icmp eq i64 %106, 0
  br i1 %132, label %143, label %133

133:                                              ; preds = %131, %104
  %134 = phi i64 [ 0, %104 ], [ %124, %131 ]
  %135 = icmp ne i64 %106, 0
  call void @llvm.assume(i1 %135)
  %136 = getelementptr inbounds nuw ptr, ptr %1, i64 %134
  %137 = load ptr, ptr %136, align 8, !tbaa !15
  %138 = icmp eq ptr %137, null
  br i1 %138, label %143, label %139

139:                                              ; preds = %133
  %140 = add nuw nsw i64 %134, 1
  %141 = mul i64 %140, %97
  %142 = getelementptr inbounds nuw i8, ptr %39, i64 %141
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %137, ptr readonly align 1 %142, i64 %97, i1 false)
  br label %143

143:                                              ; preds = %131, %139, %133, %100, %91
  %144 = icmp eq ptr %39, %9
  br i1 %144, label %146, label %145

145:                                              ; preds = %143
  call void @free(ptr noundef %39) #24
  br label %146

146:                                              ; preds = %145, %143
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #24
  br label %231

147:                                              ; preds = %7, %24
  %148 = tail call i32 @MPI_Bcast(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) #24
  %149 = icmp eq ptr %1, null
  br i1 %149, label %153, label %150

150:                                              ; preds = %147
  %151 = ptrtoint ptr %4 to i64
  switch i64 %151, label %152 [
    i64 532, label %154
    i64 528, label %154
  ]

152:                                              ; preds = %150
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.20, i64 noundef %11) #27
  unreachable

153:                                              ; preds = %147
  switch i64 %11, label %231 [
    i64 532, label %154
    i64 528, label %154
  ]

154:                                              ; preds = %150, %150, %153, %153
  %155 = sext i32 %2 to i64
  %156 = sext i32 %3 to i64
  %157 = mul nsw i64 %156, %155
  %158 = select i1 %10, i64 2, i64 3
  %159 = shl i64 %157, %158
  %160 = or disjoint i64 %159, 1
  %161 = tail call noalias ptr @malloc(i64 noundef %160) #26
  %162 = icmp sgt i32 %2, 0
  br i1 %162, label %163, label %183

163:                                              ; preds = %154
  %164 = shl nsw i64 %156, %158
  %165 = zext nneg i32 %2 to i64
  br label %166

166:                                              ; preds = %180, %163
  %167 = phi i64 [ 0, %163 ], [ %181, %180 ]
  br i1 %149, label %176, label %168

168:                                              ; preds = %166
  %169 = getelementptr inbounds nuw ptr, ptr %1, i64 %167
  %170 = load ptr, ptr %169, align 8, !tbaa !15
  %171 = icmp eq ptr %170, null
  br i1 %171, label %176, label %172

172:                                              ; preds = %168
  %173 = mul nsw i64 %167, %156
  %174 = shl i64 %173, %158
  %175 = getelementptr inbounds nuw i8, ptr %161, i64 %174
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %175, ptr nonnull align 1 %170, i64 %164, i1 false)
  br label %180

176:                                              ; preds = %168, %166
  %177 = mul nsw i64 %167, %156
  %178 = shl i64 %177, %158
  %179 = getelementptr inbounds nuw i8, ptr %161, i64 %178
  tail call void @llvm.memset.p0.i64(ptr align 1 %179, i8 0, i64 %164, i1 false)
  br label %180

180:                                              ; preds = %176, %172
  %181 = add nuw nsw i64 %167, 1
  %182 = icmp eq i64 %181, %165
  br i1 %182, label %183, label %166, !llvm.loop !18

183:                                              ; preds = %180, %154
  %184 = mul nsw i32 %3, %2
  %185 = tail call i32 @MPI_Bcast(ptr noundef %161, i32 noundef %184, ptr noundef %4, i32 noundef %5, ptr noundef %6) #24
  %186 = icmp ne ptr %1, null
  %187 = and i1 %186, %162
  br i1 %187, label %188, label %230

188:                                              ; preds = %183
  %189 = shl nsw i64 %156, %158
  %190 = zext nneg i32 %2 to i64
  %191 = and i64 %190, 1
  %192 = icmp eq i32 %2, 1
  br i1 %192, label %220, label %193

193:                                              ; preds = %188
  %194 = and i64 %190, 2147483646
  br label %195

195:                                              ; preds = %214, %193
  %196 = phi i64 [ 0, %193 ], [ %215, %214 ]
  %197 = phi i64 [ 0, %193 ], [ %216, %214 ]
  %198 = getelementptr inbounds nuw ptr, ptr %1, i64 %196
  %199 = load ptr, ptr %198, align 8, !tbaa !15
  %200 = icmp eq ptr %199, null
  br i1 %200, label %205, label %201

201:                                              ; preds = %195
  %202 = mul nsw i64 %196, %156
  %203 = shl i64 %202, %158
  %204 = getelementptr inbounds nuw i8, ptr %161, i64 %203
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %199, ptr readonly align 1 %204, i64 %189, i1 false)
  br label %205

205:                                              ; preds = %201, %195
  %206 = or disjoint i64 %196, 1
  %207 = getelementptr inbounds nuw ptr, ptr %1, i64 %206
  %208 = load ptr, ptr %207, align 8, !tbaa !15
  %209 = icmp eq ptr %208, null
  br i1 %209, label %214, label %210

210:                                              ; preds = %205
  %211 = mul nsw i64 %206, %156
  %212 = shl i64 %211, %158
  %213 = getelementptr inbounds nuw i8, ptr %161, i64 %212
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %208, ptr readonly align 1 %213, i64 %189, i1 false)
  br label %214

214:                                              ; preds = %210, %205
  %215 = add nuw nsw i64 %196, 2
  %216 = add i64 %197, 2
  %217 = icmp eq i64 %216, %194
  br i1 %217, label %218, label %195, !llvm.loop !34

218:                                              ; preds = %214
  %219 = icmp eq i64 %191, 0
  br i1 %219, label %230, label %220

220:                                              ; preds = %218, %188
  %221 = phi i64 [ 0, %188 ], [ %215, %218 ]
  %222 = icmp ne i64 %191, 0
  tail call void @llvm.assume(i1 %222)
  %223 = getelementptr inbounds nuw ptr, ptr %1, i64 %221
  %224 = load ptr, ptr %223, align 8, !tbaa !15
  %225 = icmp eq ptr %224, null
  br i1 %225, label %230, label %226

226:                                              ; preds = %220
  %227 = mul nsw i64 %221, %156
  %228 = shl i64 %227, %158
  %229 = getelementptr inbounds nuw i8, ptr %161, i64 %228
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %224, ptr readonly align 1 %229, i64 %189, i1 false)
  br label %230

230:                                              ; preds = %218, %226, %220, %183
  tail call void @free(ptr noundef %161) #24
  br label %231

231:                                              ; preds = %153, %230, %146
  %232 = phi i32 [ %93, %146 ], [ %148, %153 ], [ %148, %230 ]
  ret i32 %232
}

declare i32 @MPI_Comm_rank(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_bcast(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) local_unnamed_addr #6 {
  %6 = alloca i32, align 4
  %7 = icmp eq ptr %2, inttoptr (i64 528 to ptr)
  %8 = ptrtoint ptr %2 to i64
  switch i64 %8, label %35 [
    i64 532, label %9
    i64 528, label %9
  ]

9:                                                ; preds = %5, %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  %10 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %6) #24
  %11 = icmp eq ptr %0, null
  br i1 %11, label %14, label %12

12:                                               ; preds = %9
  %13 = sext i32 %1 to i64
  br label %19

14:                                               ; preds = %9
  %15 = select i1 %7, i64 4, i64 8
  %16 = sext i32 %1 to i64
  %17 = add nsw i64 %16, 1
  %18 = call noalias ptr @calloc(i64 noundef %17, i64 noundef %15) #28
  br label %19

19:                                               ; preds = %12, %14
  %20 = phi i64 [ %13, %12 ], [ %16, %14 ]
  %21 = phi ptr [ %0, %12 ], [ %18, %14 ]
  %22 = phi ptr [ null, %12 ], [ %18, %14 ]
  %23 = select i1 %7, i64 2, i64 3
  %24 = shl nsw i64 %20, %23
  %25 = or disjoint i64 %24, 1
  %26 = call noalias ptr @malloc(i64 noundef %25) #26
  %27 = call i32 @MPI_Reduce(ptr noundef %21, ptr noundef %26, i32 noundef %1, ptr noundef %2, ptr noundef nonnull inttoptr (i64 33 to ptr), i32 noundef %3, ptr noundef %4) #24
  %28 = load i32, ptr %6, align 4, !tbaa !5
  %29 = icmp eq i32 %28, %3
  br i1 %29, label %30, label %32

30:                                               ; preds = %19
  br i1 %11, label %34, label %31

31:                                               ; preds = %30
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr align 1 %26, i64 %24, i1 false)
  br label %34

32:                                               ; preds = %19
  br i1 %11, label %34, label %33

33:                                               ; preds = %32
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %0, i8 0, i64 %24, i1 false)
  br label %34

34:                                               ; preds = %33, %32, %30, %31
  call void @free(ptr noundef %22) #24
  call void @free(ptr noundef %26) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  br label %35

35:                                               ; preds = %5, %34
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
  br i1 %19, label %140, label %20

20:                                               ; preds = %12
  %21 = icmp eq ptr %3, inttoptr (i64 528 to ptr)
  %22 = select i1 %21, i32 2, i32 0
  %23 = icmp eq ptr %3, inttoptr (i64 532 to ptr)
  %24 = select i1 %23, i32 1, i32 %22
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %140, label %26

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
  br i1 %40, label %140, label %41

41:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  %42 = add nsw i32 %10, 1
  %43 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %13) #24
  %44 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %14) #24
  %45 = icmp ne i32 %11, 0
  %46 = load i32, ptr %14, align 4
  %47 = icmp eq i32 %46, %8
  %48 = select i1 %45, i1 true, i1 %47
  %49 = sext i32 %2 to i64
  %50 = sext i32 %42 to i64
  %51 = mul nsw i64 %50, %49
  %52 = select i1 %21, i64 2, i64 3
  %53 = shl i64 %51, %52
  %54 = or disjoint i64 %53, 1
  %55 = call noalias ptr @malloc(i64 noundef %54) #26
  br i1 %48, label %56, label %65

56:                                               ; preds = %41
  %57 = sext i32 %6 to i64
  %58 = mul nsw i64 %50, %57
  %59 = load i32, ptr %13, align 4, !tbaa !5
  %60 = sext i32 %59 to i64
  %61 = mul i64 %58, %60
  %62 = shl i64 %61, %52
  %63 = or disjoint i64 %62, 1
  %64 = call noalias ptr @malloc(i64 noundef %63) #26
  br label %65

65:                                               ; preds = %56, %41
  %66 = phi ptr [ %64, %56 ], [ null, %41 ]
  %67 = shl nsw i64 %49, %52
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %55, ptr readonly align 1 %0, i64 %67, i1 false)
  %68 = icmp sgt i32 %10, 0
  br i1 %68, label %69, label %115

69:                                               ; preds = %65
  %70 = icmp eq ptr %1, null
  %71 = zext nneg i32 %10 to i64
  %72 = and i64 %71, 1
  %73 = icmp eq i32 %10, 1
  br i1 %73, label %103, label %74

74:                                               ; preds = %69
  %75 = and i64 %71, 2147483646
  br label %76

76:                                               ; preds = %98, %74
  %77 = phi i64 [ 0, %74 ], [ %89, %98 ]
  %78 = phi i64 [ 0, %74 ], [ %99, %98 ]
  %79 = or disjoint i64 %77, 1
  %80 = mul i64 %79, %67
  %81 = getelementptr inbounds nuw i8, ptr %55, i64 %80
  br i1 %70, label %87, label %82

82:                                               ; preds = %76
  %83 = getelementptr inbounds nuw ptr, ptr %1, i64 %77
  %84 = load ptr, ptr %83, align 8, !tbaa !15
  %85 = icmp eq ptr %84, null
  br i1 %85, label %87, label %86

86:                                               ; preds = %82
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %81, ptr nonnull align 1 %84, i64 %67, i1 false)
  br label %88

87:                                               ; preds = %82, %76
  call void @llvm.memset.p0.i64(ptr align 1 %81, i8 0, i64 %67, i1 false)
  br label %88

88:                                               ; preds = %87, %86
  %89 = add nuw nsw i64 %77, 2
  %90 = mul i64 %89, %67
  %91 = getelementptr inbounds nuw i8, ptr %55, i64 %90
  br i1 %70, label %97, label %92

92:                                               ; preds = %88
  %93 = getelementptr inbounds nuw ptr, ptr %1, i64 %79
  %94 = load ptr, ptr %93, align 8, !tbaa !15
  %95 = icmp eq ptr %94, null
  br i1 %95, label %97, label %96

96:                                               ; preds = %92
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %91, ptr nonnull align 1 %94, i64 %67, i1 false)
  br label %98

97:                                               ; preds = %92, %88
  call void @llvm.memset.p0.i64(ptr align 1 %91, i8 0, i64 %67, i1 false)
  br label %98

98:                                               ; preds = %97, %96
  %99 = add i64 %78, 2
  %100 = icmp eq i64 %99, %75
  br i1 %100, label %101, label %76, !llvm.loop !16

101:                                              ; preds = %98
  %102 = icmp eq i64 %72, 0
  br i1 %102, label %115, label %103

103:                                              ; preds = %101, %69
  %104 = phi i64 [ 0, %69 ], [ %89, %101 ]
  %105 = icmp ne i64 %72, 0
  call void @llvm.assume(i1 %105)
  %106 = add nuw nsw i64 %104, 1
  %107 = mul i64 %106, %67
  %108 = getelementptr inbounds nuw i8, ptr %55, i64 %107
  br i1 %70, label %114, label %109

109:                                              ; preds = %103
  %110 = getelementptr inbounds nuw ptr, ptr %1, i64 %104
  %111 = load ptr, ptr %110, align 8, !tbaa !15
  %112 = icmp eq ptr %111, null
  br i1 %112, label %114, label %113

113:                                              ; preds = %109
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %108, ptr nonnull align 1 %111, i64 %67, i1 false)
  br label %115

114:                                              ; preds = %109, %103
  call void @llvm.memset.p0.i64(ptr align 1 %108, i8 0, i64 %67, i1 false)
  br label %115

115:                                              ; preds = %101, %114, %113, %65
  %116 = mul nsw i32 %42, %2
  %117 = mul nsw i32 %42, %6
  br i1 %45, label %118, label %120

118:                                              ; preds = %115
  %119 = call i32 @MPI_Allgather(ptr noundef %55, i32 noundef %116, ptr noundef %3, ptr noundef %66, i32 noundef %117, ptr noundef %7, ptr noundef %9) #24
  br label %122

120:                                              ; preds = %115
  %121 = call i32 @MPI_Gather(ptr noundef %55, i32 noundef %116, ptr noundef %3, ptr noundef %66, i32 noundef %117, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %119, %118 ], [ %121, %120 ]
  %124 = load i32, ptr %13, align 4
  %125 = icmp sgt i32 %124, 0
  %126 = select i1 %48, i1 %125, i1 false
  br i1 %126, label %127, label %139

127:                                              ; preds = %122
  %128 = sext i32 %6 to i64
  br label %129

129:                                              ; preds = %129, %127
  %130 = phi i64 [ 0, %127 ], [ %135, %129 ]
  %131 = mul nsw i64 %130, %128
  %132 = mul i64 %131, %50
  %133 = shl i64 %132, %52
  %134 = getelementptr inbounds nuw i8, ptr %66, i64 %133
  call fastcc void @funpack_at(i32 noundef range(i32 0, 3) %24, ptr noundef %4, ptr noundef readonly %5, i32 noundef %10, i32 noundef %6, i64 noundef %131, ptr noundef %134)
  %135 = add nuw nsw i64 %130, 1
  %136 = load i32, ptr %13, align 4, !tbaa !5
  %137 = sext i32 %136 to i64
  %138 = icmp slt i64 %135, %137
  br i1 %138, label %129, label %139, !llvm.loop !97

139:                                              ; preds = %129, %122
  call void @free(ptr noundef %55) #24
  call void @free(ptr noundef %66) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %315

140:                                              ; preds = %38, %20, %12
  %141 = icmp eq i32 %11, 0
  br i1 %141, label %144, label %142

142:                                              ; preds = %140
  %143 = call i32 @MPI_Allgather(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, ptr noundef %9) #24
  br label %146

144:                                              ; preds = %140
  %145 = call i32 @MPI_Gather(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  br label %146

146:                                              ; preds = %144, %142
  %147 = phi i32 [ %143, %142 ], [ %145, %144 ]
  %148 = icmp eq ptr %7, inttoptr (i64 528 to ptr)
  %149 = ptrtoint ptr %7 to i64
  switch i64 %149, label %315 [
    i64 532, label %150
    i64 528, label %150
  ]

150:                                              ; preds = %146, %146
  br i1 %19, label %151, label %153

151:                                              ; preds = %150
  %152 = select i1 %141, ptr @.str.11, ptr @.str.10
  call void @__mpiad_fail(ptr noundef nonnull %152, ptr noundef nonnull @.str.12, i64 noundef 0) #27
  unreachable

153:                                              ; preds = %150
  %154 = icmp eq ptr %1, null
  br i1 %154, label %159, label %155

155:                                              ; preds = %153
  %156 = ptrtoint ptr %3 to i64
  switch i64 %156, label %157 [
    i64 532, label %159
    i64 528, label %159
  ]

157:                                              ; preds = %155
  %158 = select i1 %141, ptr @.str.11, ptr @.str.10
  call void @__mpiad_fail(ptr noundef nonnull %158, ptr noundef nonnull @.str.20, i64 noundef %156) #27
  unreachable

159:                                              ; preds = %153, %155, %155
  %160 = sext i32 %10 to i64
  %161 = sext i32 %2 to i64
  %162 = mul nsw i64 %160, %161
  %163 = select i1 %148, i64 2, i64 3
  %164 = shl i64 %162, %163
  %165 = or disjoint i64 %164, 1
  %166 = call noalias ptr @malloc(i64 noundef %165) #26
  %167 = icmp sgt i32 %10, 0
  br i1 %167, label %168, label %188

168:                                              ; preds = %159
  %169 = shl nsw i64 %161, %163
  %170 = zext nneg i32 %10 to i64
  br label %171

171:                                              ; preds = %185, %168
  %172 = phi i64 [ 0, %168 ], [ %186, %185 ]
  br i1 %154, label %181, label %173

173:                                              ; preds = %171
  %174 = getelementptr inbounds nuw ptr, ptr %1, i64 %172
  %175 = load ptr, ptr %174, align 8, !tbaa !15
  %176 = icmp eq ptr %175, null
  br i1 %176, label %181, label %177

177:                                              ; preds = %173
  %178 = mul nsw i64 %172, %161
  %179 = shl i64 %178, %163
  %180 = getelementptr inbounds nuw i8, ptr %166, i64 %179
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %180, ptr nonnull align 1 %175, i64 %169, i1 false)
  br label %185

181:                                              ; preds = %173, %171
  %182 = mul nsw i64 %172, %161
  %183 = shl i64 %182, %163
  %184 = getelementptr inbounds nuw i8, ptr %166, i64 %183
  call void @llvm.memset.p0.i64(ptr align 1 %184, i8 0, i64 %169, i1 false)
  br label %185

185:                                              ; preds = %181, %177
  %186 = add nuw nsw i64 %172, 1
  %187 = icmp eq i64 %186, %170
  br i1 %187, label %188, label %171, !llvm.loop !18

188:                                              ; preds = %185, %159
  %189 = sext i32 %6 to i64
  %190 = mul nsw i64 %160, %189
  %191 = load i32, ptr %15, align 4, !tbaa !5
  %192 = sext i32 %191 to i64
  %193 = mul i64 %190, %192
  %194 = shl i64 %193, %163
  %195 = or disjoint i64 %194, 1
  %196 = call noalias ptr @malloc(i64 noundef %195) #26
  %197 = mul nsw i32 %10, %2
  %198 = mul nsw i32 %10, %6
  br i1 %141, label %201, label %199

199:                                              ; preds = %188
  %200 = call i32 @MPI_Allgather(ptr noundef %166, i32 noundef %197, ptr noundef %3, ptr noundef %196, i32 noundef %198, ptr noundef %7, ptr noundef %9) #24
  br label %205

201:                                              ; preds = %188
  %202 = call i32 @MPI_Gather(ptr noundef %166, i32 noundef %197, ptr noundef %3, ptr noundef %196, i32 noundef %198, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  %203 = load i32, ptr %16, align 4
  %204 = icmp eq i32 %203, %8
  br i1 %204, label %205, label %314

205:                                              ; preds = %199, %201
  %206 = load i32, ptr %15, align 4, !tbaa !5
  %207 = sext i32 %206 to i64
  %208 = mul i64 %190, %207
  %209 = shl i64 %208, %163
  %210 = or disjoint i64 %209, 1
  %211 = call noalias ptr @malloc(i64 noundef %210) #26
  %212 = icmp sgt i32 %206, 0
  br i1 %212, label %213, label %266

213:                                              ; preds = %205
  %214 = shl nsw i64 %189, %163
  %215 = zext nneg i32 %206 to i64
  %216 = zext i32 %10 to i64
  %217 = and i64 %216, 1
  %218 = icmp eq i32 %10, 1
  %219 = and i64 %216, 2147483646
  %220 = icmp eq i64 %217, 0
  %221 = icmp ne i64 %217, 0
  br label %222

222:                                              ; preds = %238, %213
  %223 = phi i64 [ 0, %213 ], [ %239, %238 ]
  br i1 %167, label %224, label %238

224:                                              ; preds = %222
  %225 = mul nuw nsw i64 %223, %160
  br i1 %218, label %227, label %241

226:                                              ; preds = %241
  br i1 %220, label %238, label %227

227:                                              ; preds = %226, %224
  %228 = phi i64 [ 0, %224 ], [ %263, %226 ]
  call void @llvm.assume(i1 %221)
  %229 = mul nuw nsw i64 %228, %207
  %230 = add nuw nsw i64 %229, %223
  %231 = mul i64 %230, %189
  %232 = shl i64 %231, %163
  %233 = getelementptr inbounds nuw i8, ptr %211, i64 %232
  %234 = add nuw nsw i64 %228, %225
  %235 = mul i64 %234, %189
  %236 = shl i64 %235, %163
  %237 = getelementptr inbounds nuw i8, ptr %196, i64 %236
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %233, ptr readonly align 1 %237, i64 %214, i1 false)
  br label %238

238:                                              ; preds = %227, %226, %222
  %239 = add nuw nsw i64 %223, 1
  %240 = icmp eq i64 %239, %215
  br i1 %240, label %266, label %222, !llvm.loop !98

241:                                              ; preds = %224, %241
  %242 = phi i64 [ %263, %241 ], [ 0, %224 ]
  %243 = phi i64 [ %264, %241 ], [ 0, %224 ]
  %244 = mul nuw nsw i64 %242, %207
  %245 = add nuw nsw i64 %244, %223
  %246 = mul i64 %245, %189
  %247 = shl i64 %246, %163
  %248 = getelementptr inbounds nuw i8, ptr %211, i64 %247
  %249 = add nuw nsw i64 %242, %225
  %250 = mul i64 %249, %189
  %251 = shl i64 %250, %163
  %252 = getelementptr inbounds nuw i8, ptr %196, i64 %251
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %248, ptr readonly align 1 %252, i64 %214, i1 false)
  %253 = or disjoint i64 %242, 1
  %254 = mul nuw nsw i64 %253, %207
  %255 = add nuw nsw i64 %254, %223
  %256 = mul i64 %255, %189
  %257 = shl i64 %256, %163
  %258 = getelementptr inbounds nuw i8, ptr %211, i64 %257
  %259 = add nuw nsw i64 %253, %225
  %260 = mul i64 %259, %189
  %261 = shl i64 %260, %163
  %262 = getelementptr inbounds nuw i8, ptr %196, i64 %261
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %258, ptr readonly align 1 %262, i64 %214, i1 false)
  %263 = add nuw nsw i64 %242, 2
  %264 = add i64 %243, 2
  %265 = icmp eq i64 %264, %219
  br i1 %265, label %226, label %241, !llvm.loop !99

266:                                              ; preds = %238, %205
  %267 = icmp ne ptr %5, null
  %268 = and i1 %267, %167
  br i1 %268, label %269, label %313

269:                                              ; preds = %266
  %270 = mul nsw i32 %206, %6
  %271 = sext i32 %270 to i64
  %272 = shl nsw i64 %271, %163
  %273 = zext nneg i32 %10 to i64
  %274 = and i64 %273, 1
  %275 = icmp eq i32 %10, 1
  br i1 %275, label %303, label %276

276:                                              ; preds = %269
  %277 = and i64 %273, 2147483646
  br label %278

278:                                              ; preds = %297, %276
  %279 = phi i64 [ 0, %276 ], [ %298, %297 ]
  %280 = phi i64 [ 0, %276 ], [ %299, %297 ]
  %281 = getelementptr inbounds nuw ptr, ptr %5, i64 %279
  %282 = load ptr, ptr %281, align 8, !tbaa !15
  %283 = icmp eq ptr %282, null
  br i1 %283, label %288, label %284

284:                                              ; preds = %278
  %285 = mul nsw i64 %279, %271
  %286 = shl i64 %285, %163
  %287 = getelementptr inbounds nuw i8, ptr %211, i64 %286
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %282, ptr readonly align 1 %287, i64 %272, i1 false)
  br label %288

288:                                              ; preds = %284, %278
  %289 = or disjoint i64 %279, 1
  %290 = getelementptr inbounds nuw ptr, ptr %5, i64 %289
  %291 = load ptr, ptr %290, align 8, !tbaa !15
  %292 = icmp eq ptr %291, null
  br i1 %292, label %297, label %293

293:                                              ; preds = %288
  %294 = mul nsw i64 %289, %271
  %295 = shl i64 %294, %163
  %296 = getelementptr inbounds nuw i8, ptr %211, i64 %295
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %291, ptr readonly align 1 %296, i64 %272, i1 false)
  br label %297

297:                                              ; preds = %293, %288
  %298 = add nuw nsw i64 %279, 2
  %299 = add i64 %280, 2
  %300 = icmp eq i64 %299, %277
  br i1 %300, label %301, label %278, !llvm.loop !34

301:                                              ; preds = %297
  %302 = icmp eq i64 %274, 0
  br i1 %302, label %313, label %303

303:                                              ; preds = %301, %269
  %304 = phi i64 [ 0, %269 ], [ %298, %301 ]
  %305 = icmp ne i64 %274, 0
  call void @llvm.assume(i1 %305)
  %306 = getelementptr inbounds nuw ptr, ptr %5, i64 %304
  %307 = load ptr, ptr %306, align 8, !tbaa !15
  %308 = icmp eq ptr %307, null
  br i1 %308, label %313, label %309

309:                                              ; preds = %303
  %310 = mul nsw i64 %304, %271
  %311 = shl i64 %310, %163
  %312 = getelementptr inbounds nuw i8, ptr %211, i64 %311
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %307, ptr readonly align 1 %312, i64 %272, i1 false)
  br label %313

313:                                              ; preds = %301, %309, %303, %266
  call void @free(ptr noundef %211) #24
  br label %314

314:                                              ; preds = %201, %313
  call void @free(ptr noundef %166) #24
  call void @free(ptr noundef %196) #24
  br label %315

315:                                              ; preds = %146, %314, %139
  %316 = phi i32 [ %123, %139 ], [ %147, %146 ], [ %147, %314 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  ret i32 %316
}

declare i32 @MPI_Comm_size(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Gather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_gather(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = icmp eq ptr %5, inttoptr (i64 532 to ptr)
  %13 = ptrtoint ptr %5 to i64
  switch i64 %13, label %122 [
    i64 532, label %14
    i64 528, label %14
  ]

14:                                               ; preds = %9, %9
  %15 = icmp eq ptr %5, inttoptr (i64 528 to ptr)
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %16 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %10) #24
  %17 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %11) #24
  %18 = select i1 %15, i64 4, i64 8
  %19 = sext i32 %1 to i64
  %20 = select i1 %15, i64 2, i64 3
  %21 = shl nsw i64 %19, %20
  %22 = or disjoint i64 %21, 1
  %23 = call noalias ptr @malloc(i64 noundef %22) #26
  %24 = icmp eq i32 %8, 0
  br i1 %24, label %38, label %25

25:                                               ; preds = %14
  %26 = icmp eq ptr %3, null
  br i1 %26, label %27, label %34

27:                                               ; preds = %25
  %28 = sext i32 %4 to i64
  %29 = load i32, ptr %11, align 4, !tbaa !5
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %30, %28
  %32 = add nsw i64 %31, 1
  %33 = call noalias ptr @calloc(i64 noundef %32, i64 noundef %18) #28
  br label %34

34:                                               ; preds = %25, %27
  %35 = phi ptr [ %33, %27 ], [ %3, %25 ]
  %36 = phi ptr [ %33, %27 ], [ null, %25 ]
  %37 = call i32 @MPI_Reduce_scatter_block(ptr noundef %35, ptr noundef %23, i32 noundef %4, ptr noundef %5, ptr noundef nonnull inttoptr (i64 33 to ptr), ptr noundef %7) #24
  call void @free(ptr noundef %36) #24
  br label %40

38:                                               ; preds = %14
  %39 = call i32 @MPI_Scatter(ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %23, i32 noundef %1, ptr noundef %2, i32 noundef %6, ptr noundef %7) #24
  br label %40

40:                                               ; preds = %38, %34
  %41 = icmp eq ptr %0, null
  br i1 %41, label %110, label %42

42:                                               ; preds = %40
  %43 = icmp sgt i32 %1, 0
  br i1 %12, label %68, label %44

44:                                               ; preds = %42
  br i1 %43, label %45, label %110

45:                                               ; preds = %44
  %46 = zext nneg i32 %1 to i64
  %47 = icmp ult i32 %1, 8
  br i1 %47, label %66, label %48

48:                                               ; preds = %45
  %49 = and i64 %46, 2147483640
  br label %50

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %62, %50 ]
  %52 = getelementptr inbounds nuw float, ptr %23, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  %54 = load <4 x float>, ptr %52, align 4, !tbaa !19
  %55 = load <4 x float>, ptr %53, align 4, !tbaa !19
  %56 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %58 = load <4 x float>, ptr %56, align 4, !tbaa !19
  %59 = load <4 x float>, ptr %57, align 4, !tbaa !19
  %60 = fadd <4 x float> %54, %58
  %61 = fadd <4 x float> %55, %59
  store <4 x float> %60, ptr %56, align 4, !tbaa !19
  store <4 x float> %61, ptr %57, align 4, !tbaa !19
  %62 = add nuw i64 %51, 8
  %63 = icmp eq i64 %62, %49
  br i1 %63, label %64, label %50, !llvm.loop !100

64:                                               ; preds = %50
  %65 = icmp eq i64 %49, %46
  br i1 %65, label %110, label %66

66:                                               ; preds = %45, %64
  %67 = phi i64 [ 0, %45 ], [ %49, %64 ]
  br label %101

68:                                               ; preds = %42
  br i1 %43, label %69, label %110

69:                                               ; preds = %68
  %70 = zext nneg i32 %1 to i64
  %71 = icmp ult i32 %1, 4
  br i1 %71, label %90, label %72

72:                                               ; preds = %69
  %73 = and i64 %70, 2147483644
  br label %74

74:                                               ; preds = %74, %72
  %75 = phi i64 [ 0, %72 ], [ %86, %74 ]
  %76 = getelementptr inbounds nuw double, ptr %23, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 16
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !24
  %79 = load <2 x double>, ptr %77, align 8, !tbaa !24
  %80 = getelementptr inbounds nuw double, ptr %0, i64 %75
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 16
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !24
  %83 = load <2 x double>, ptr %81, align 8, !tbaa !24
  %84 = fadd <2 x double> %78, %82
  %85 = fadd <2 x double> %79, %83
  store <2 x double> %84, ptr %80, align 8, !tbaa !24
  store <2 x double> %85, ptr %81, align 8, !tbaa !24
  %86 = add nuw i64 %75, 4
  %87 = icmp eq i64 %86, %73
  br i1 %87, label %88, label %74, !llvm.loop !101

88:                                               ; preds = %74
  %89 = icmp eq i64 %73, %70
  br i1 %89, label %110, label %90

90:                                               ; preds = %69, %88
  %91 = phi i64 [ 0, %69 ], [ %73, %88 ]
  br label %92

92:                                               ; preds = %90, %92
  %93 = phi i64 [ %99, %92 ], [ %91, %90 ]
  %94 = getelementptr inbounds nuw double, ptr %23, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !24
  %96 = getelementptr inbounds nuw double, ptr %0, i64 %93
  %97 = load double, ptr %96, align 8, !tbaa !24
  %98 = fadd double %95, %97
  store double %98, ptr %96, align 8, !tbaa !24
  %99 = add nuw nsw i64 %93, 1
  %100 = icmp eq i64 %99, %70
  br i1 %100, label %110, label %92, !llvm.loop !102

101:                                              ; preds = %66, %101
  %102 = phi i64 [ %108, %101 ], [ %67, %66 ]
  %103 = getelementptr inbounds nuw float, ptr %23, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !19
  %105 = getelementptr inbounds nuw float, ptr %0, i64 %102
  %106 = load float, ptr %105, align 4, !tbaa !19
  %107 = fadd float %104, %106
  store float %107, ptr %105, align 4, !tbaa !19
  %108 = add nuw nsw i64 %102, 1
  %109 = icmp eq i64 %108, %46
  br i1 %109, label %110, label %101, !llvm.loop !103

110:                                              ; preds = %101, %92, %64, %88, %40, %44, %68
  %111 = load i32, ptr %10, align 4
  %112 = icmp ne i32 %111, %6
  %113 = select i1 %24, i1 %112, i1 false
  %114 = icmp eq ptr %3, null
  %115 = or i1 %114, %113
  br i1 %115, label %121, label %116

116:                                              ; preds = %110
  %117 = load i32, ptr %11, align 4, !tbaa !5
  %118 = mul nsw i32 %117, %4
  %119 = sext i32 %118 to i64
  %120 = shl nsw i64 %119, %20
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %120, i1 false)
  br label %121

121:                                              ; preds = %116, %110
  call void @free(ptr noundef %23) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  br label %122

122:                                              ; preds = %9, %121
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
  br i1 %18, label %130, label %19

19:                                               ; preds = %11
  %20 = icmp eq ptr %7, inttoptr (i64 528 to ptr)
  %21 = select i1 %20, i32 2, i32 0
  %22 = icmp eq ptr %7, inttoptr (i64 532 to ptr)
  %23 = select i1 %22, i32 1, i32 %21
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %130, label %25

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
  br i1 %39, label %130, label %40

40:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %41 = add nsw i32 %10, 1
  %42 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %12) #24
  %43 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %13) #24
  %44 = load i32, ptr %13, align 4, !tbaa !5
  %45 = icmp eq i32 %44, %8
  br i1 %45, label %49, label %46

46:                                               ; preds = %40
  %47 = sext i32 %41 to i64
  %48 = select i1 %20, i64 2, i64 3
  br label %71

49:                                               ; preds = %40
  %50 = sext i32 %2 to i64
  %51 = sext i32 %41 to i64
  %52 = mul nsw i64 %51, %50
  %53 = load i32, ptr %12, align 4, !tbaa !5
  %54 = sext i32 %53 to i64
  %55 = mul i64 %52, %54
  %56 = select i1 %20, i64 2, i64 3
  %57 = shl i64 %55, %56
  %58 = or disjoint i64 %57, 1
  %59 = call noalias ptr @malloc(i64 noundef %58) #26
  %60 = icmp sgt i32 %53, 0
  br i1 %60, label %61, label %71

61:                                               ; preds = %49, %61
  %62 = phi i64 [ %67, %61 ], [ 0, %49 ]
  %63 = mul nsw i64 %62, %50
  %64 = mul i64 %63, %51
  %65 = shl i64 %64, %56
  %66 = getelementptr inbounds nuw i8, ptr %59, i64 %65
  call fastcc void @fpack_at(i32 noundef range(i32 0, 3) %23, ptr noundef %66, ptr noundef readonly %0, ptr noundef readonly %1, i32 noundef %10, i32 noundef %2, i64 noundef %63)
  %67 = add nuw nsw i64 %62, 1
  %68 = load i32, ptr %12, align 4, !tbaa !5
  %69 = sext i32 %68 to i64
  %70 = icmp slt i64 %67, %69
  br i1 %70, label %61, label %71, !llvm.loop !104

71:                                               ; preds = %61, %49, %46
  %72 = phi i64 [ %48, %46 ], [ %56, %49 ], [ %56, %61 ]
  %73 = phi i64 [ %47, %46 ], [ %51, %49 ], [ %51, %61 ]
  %74 = phi ptr [ null, %46 ], [ %59, %49 ], [ %59, %61 ]
  %75 = sext i32 %6 to i64
  %76 = mul nsw i64 %73, %75
  %77 = shl i64 %76, %72
  %78 = or disjoint i64 %77, 1
  %79 = call noalias ptr @malloc(i64 noundef %78) #26
  %80 = mul nsw i32 %41, %2
  %81 = mul nsw i32 %41, %6
  %82 = call i32 @MPI_Scatter(ptr noundef %74, i32 noundef %80, ptr noundef %3, ptr noundef %79, i32 noundef %81, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  %83 = shl nsw i64 %75, %72
  %84 = icmp eq ptr %4, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %71
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr readonly align 1 %79, i64 %83, i1 false)
  br label %86

86:                                               ; preds = %85, %71
  %87 = icmp ne ptr %5, null
  %88 = icmp sgt i32 %10, 0
  %89 = and i1 %87, %88
  br i1 %89, label %90, label %129

90:                                               ; preds = %86
  %91 = zext nneg i32 %10 to i64
  %92 = and i64 %91, 1
  %93 = icmp eq i32 %10, 1
  br i1 %93, label %119, label %94

94:                                               ; preds = %90
  %95 = and i64 %91, 2147483646
  br label %96

96:                                               ; preds = %114, %94
  %97 = phi i64 [ 0, %94 ], [ %110, %114 ]
  %98 = phi i64 [ 0, %94 ], [ %115, %114 ]
  %99 = getelementptr inbounds nuw ptr, ptr %5, i64 %97
  %100 = load ptr, ptr %99, align 8, !tbaa !15
  %101 = icmp eq ptr %100, null
  %102 = or disjoint i64 %97, 1
  br i1 %101, label %106, label %103

103:                                              ; preds = %96
  %104 = mul i64 %102, %83
  %105 = getelementptr inbounds nuw i8, ptr %79, i64 %104
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %100, ptr readonly align 1 %105, i64 %83, i1 false)
  br label %106

106:                                              ; preds = %103, %96
  %107 = getelementptr inbounds nuw ptr, ptr %5, i64 %102
  %108 = load ptr, ptr %107, align 8, !tbaa !15
  %109 = icmp eq ptr %108, null
  %110 = add nuw nsw i64 %97, 2
  br i1 %109, label %114, label %111

111:                                              ; preds = %106
  %112 = mul i64 %110, %83
  %113 = getelementptr inbounds nuw i8, ptr %79, i64 %112
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %108, ptr readonly align 1 %113, i64 %83, i1 false)
  br label %114

114:                                              ; preds = %111, %106
  %115 = add i64 %98, 2
  %116 = icmp eq i64 %115, %95
  br i1 %116, label %117, label %96, !llvm.loop !31

117:                                              ; preds = %114
  %118 = icmp eq i64 %92, 0
  br i1 %118, label %129, label %119

119:                                              ; preds = %117, %90
  %120 = phi i64 [ 0, %90 ], [ %110, %117 ]
  %121 = icmp ne i64 %92, 0
  call void @llvm.assume(i1 %121)
  %122 = getelementptr inbounds nuw ptr, ptr %5, i64 %120
  %123 = load ptr, ptr %122, align 8, !tbaa !15
  %124 = icmp eq ptr %123, null
  br i1 %124, label %129, label %125

125:                                              ; preds = %119
  %126 = add nuw nsw i64 %120, 1
  %127 = mul i64 %126, %83
  %128 = getelementptr inbounds nuw i8, ptr %79, i64 %127
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %123, ptr readonly align 1 %128, i64 %83, i1 false)
  br label %129

129:                                              ; preds = %117, %125, %119, %86
  call void @free(ptr noundef %74) #24
  call void @free(ptr noundef %79) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  br label %297

130:                                              ; preds = %37, %19, %11
  %131 = call i32 @MPI_Scatter(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  %132 = icmp eq ptr %7, inttoptr (i64 528 to ptr)
  %133 = ptrtoint ptr %7 to i64
  switch i64 %133, label %297 [
    i64 532, label %134
    i64 528, label %134
  ]

134:                                              ; preds = %130, %130
  %135 = icmp eq ptr %5, null
  br i1 %135, label %138, label %136

136:                                              ; preds = %134
  switch i64 %133, label %137 [
    i64 532, label %138
    i64 528, label %138
  ]

137:                                              ; preds = %136
  call void @__mpiad_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.20, i64 noundef %133) #27
  unreachable

138:                                              ; preds = %134, %136, %136
  %139 = load i32, ptr %15, align 4, !tbaa !5
  %140 = icmp eq i32 %139, %8
  br i1 %140, label %144, label %141

141:                                              ; preds = %138
  %142 = sext i32 %10 to i64
  %143 = select i1 %132, i64 2, i64 3
  br label %239

144:                                              ; preds = %138
  %145 = load i32, ptr %14, align 4, !tbaa !5
  %146 = mul nsw i32 %145, %2
  %147 = sext i32 %10 to i64
  %148 = sext i32 %146 to i64
  %149 = mul nsw i64 %148, %147
  %150 = select i1 %132, i64 2, i64 3
  %151 = shl i64 %149, %150
  %152 = or disjoint i64 %151, 1
  %153 = call noalias ptr @malloc(i64 noundef %152) #26
  %154 = icmp sgt i32 %10, 0
  br i1 %154, label %155, label %176

155:                                              ; preds = %144
  %156 = icmp eq ptr %1, null
  %157 = shl nsw i64 %148, %150
  %158 = zext nneg i32 %10 to i64
  br label %159

159:                                              ; preds = %173, %155
  %160 = phi i64 [ 0, %155 ], [ %174, %173 ]
  br i1 %156, label %169, label %161

161:                                              ; preds = %159
  %162 = getelementptr inbounds nuw ptr, ptr %1, i64 %160
  %163 = load ptr, ptr %162, align 8, !tbaa !15
  %164 = icmp eq ptr %163, null
  br i1 %164, label %169, label %165

165:                                              ; preds = %161
  %166 = mul nsw i64 %160, %148
  %167 = shl i64 %166, %150
  %168 = getelementptr inbounds nuw i8, ptr %153, i64 %167
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %168, ptr nonnull align 1 %163, i64 %157, i1 false)
  br label %173

169:                                              ; preds = %161, %159
  %170 = mul nsw i64 %160, %148
  %171 = shl i64 %170, %150
  %172 = getelementptr inbounds nuw i8, ptr %153, i64 %171
  call void @llvm.memset.p0.i64(ptr align 1 %172, i8 0, i64 %157, i1 false)
  br label %173

173:                                              ; preds = %169, %165
  %174 = add nuw nsw i64 %160, 1
  %175 = icmp eq i64 %174, %158
  br i1 %175, label %176, label %159, !llvm.loop !18

176:                                              ; preds = %173, %144
  %177 = sext i32 %2 to i64
  %178 = mul nsw i64 %147, %177
  %179 = sext i32 %145 to i64
  %180 = mul i64 %178, %179
  %181 = shl i64 %180, %150
  %182 = or disjoint i64 %181, 1
  %183 = call noalias ptr @malloc(i64 noundef %182) #26
  %184 = icmp sgt i32 %145, 0
  br i1 %184, label %185, label %238

185:                                              ; preds = %176
  %186 = shl nsw i64 %177, %150
  %187 = zext nneg i32 %145 to i64
  %188 = zext i32 %10 to i64
  %189 = and i64 %188, 1
  %190 = icmp eq i32 %10, 1
  %191 = and i64 %188, 2147483646
  %192 = icmp eq i64 %189, 0
  %193 = icmp ne i64 %189, 0
  br label %194

194:                                              ; preds = %210, %185
  %195 = phi i64 [ 0, %185 ], [ %211, %210 ]
  br i1 %154, label %196, label %210

196:                                              ; preds = %194
  %197 = mul nuw nsw i64 %195, %147
  br i1 %190, label %199, label %213

198:                                              ; preds = %213
  br i1 %192, label %210, label %199

199:                                              ; preds = %198, %196
  %200 = phi i64 [ 0, %196 ], [ %235, %198 ]
  call void @llvm.assume(i1 %193)
  %201 = add nuw nsw i64 %200, %197
  %202 = mul i64 %201, %177
  %203 = shl i64 %202, %150
  %204 = getelementptr inbounds nuw i8, ptr %183, i64 %203
  %205 = mul nuw nsw i64 %200, %179
  %206 = add nuw nsw i64 %205, %195
  %207 = mul i64 %206, %177
  %208 = shl i64 %207, %150
  %209 = getelementptr inbounds nuw i8, ptr %153, i64 %208
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %204, ptr readonly align 1 %209, i64 %186, i1 false)
  br label %210

210:                                              ; preds = %199, %198, %194
  %211 = add nuw nsw i64 %195, 1
  %212 = icmp eq i64 %211, %187
  br i1 %212, label %238, label %194, !llvm.loop !105

213:                                              ; preds = %196, %213
  %214 = phi i64 [ %235, %213 ], [ 0, %196 ]
  %215 = phi i64 [ %236, %213 ], [ 0, %196 ]
  %216 = add nuw nsw i64 %214, %197
  %217 = mul i64 %216, %177
  %218 = shl i64 %217, %150
  %219 = getelementptr inbounds nuw i8, ptr %183, i64 %218
  %220 = mul nuw nsw i64 %214, %179
  %221 = add nuw nsw i64 %220, %195
  %222 = mul i64 %221, %177
  %223 = shl i64 %222, %150
  %224 = getelementptr inbounds nuw i8, ptr %153, i64 %223
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %219, ptr readonly align 1 %224, i64 %186, i1 false)
  %225 = or disjoint i64 %214, 1
  %226 = add nuw nsw i64 %225, %197
  %227 = mul i64 %226, %177
  %228 = shl i64 %227, %150
  %229 = getelementptr inbounds nuw i8, ptr %183, i64 %228
  %230 = mul nuw nsw i64 %225, %179
  %231 = add nuw nsw i64 %230, %195
  %232 = mul i64 %231, %177
  %233 = shl i64 %232, %150
  %234 = getelementptr inbounds nuw i8, ptr %153, i64 %233
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %229, ptr readonly align 1 %234, i64 %186, i1 false)
  %235 = add nuw nsw i64 %214, 2
  %236 = add i64 %215, 2
  %237 = icmp eq i64 %236, %191
  br i1 %237, label %198, label %213, !llvm.loop !106

238:                                              ; preds = %210, %176
  call void @free(ptr noundef %153) #24
  br label %239

239:                                              ; preds = %141, %238
  %240 = phi i64 [ %143, %141 ], [ %150, %238 ]
  %241 = phi i64 [ %142, %141 ], [ %147, %238 ]
  %242 = phi ptr [ null, %141 ], [ %183, %238 ]
  %243 = sext i32 %6 to i64
  %244 = mul nsw i64 %241, %243
  %245 = shl i64 %244, %240
  %246 = or disjoint i64 %245, 1
  %247 = call noalias ptr @malloc(i64 noundef %246) #26
  %248 = mul nsw i32 %10, %2
  %249 = mul nsw i32 %10, %6
  %250 = call i32 @MPI_Scatter(ptr noundef %242, i32 noundef %248, ptr noundef %3, ptr noundef %247, i32 noundef %249, ptr noundef %7, i32 noundef %8, ptr noundef %9) #24
  %251 = icmp ne ptr %5, null
  %252 = icmp sgt i32 %10, 0
  %253 = and i1 %251, %252
  br i1 %253, label %254, label %296

254:                                              ; preds = %239
  %255 = shl nsw i64 %243, %240
  %256 = zext nneg i32 %10 to i64
  %257 = and i64 %256, 1
  %258 = icmp eq i32 %10, 1
  br i1 %258, label %286, label %259

259:                                              ; preds = %254
  %260 = and i64 %256, 2147483646
  br label %261

261:                                              ; preds = %280, %259
  %262 = phi i64 [ 0, %259 ], [ %281, %280 ]
  %263 = phi i64 [ 0, %259 ], [ %282, %280 ]
  %264 = getelementptr inbounds nuw ptr, ptr %5, i64 %262
  %265 = load ptr, ptr %264, align 8, !tbaa !15
  %266 = icmp eq ptr %265, null
  br i1 %266, label %271, label %267

267:                                              ; preds = %261
  %268 = mul nsw i64 %262, %243
  %269 = shl i64 %268, %240
  %270 = getelementptr inbounds nuw i8, ptr %247, i64 %269
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %265, ptr readonly align 1 %270, i64 %255, i1 false)
  br label %271

271:                                              ; preds = %267, %261
  %272 = or disjoint i64 %262, 1
  %273 = getelementptr inbounds nuw ptr, ptr %5, i64 %272
  %274 = load ptr, ptr %273, align 8, !tbaa !15
  %275 = icmp eq ptr %274, null
  br i1 %275, label %280, label %276

276:                                              ; preds = %271
  %277 = mul nsw i64 %272, %243
  %278 = shl i64 %277, %240
  %279 = getelementptr inbounds nuw i8, ptr %247, i64 %278
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %274, ptr readonly align 1 %279, i64 %255, i1 false)
  br label %280

280:                                              ; preds = %276, %271
  %281 = add nuw nsw i64 %262, 2
  %282 = add i64 %263, 2
  %283 = icmp eq i64 %282, %260
  br i1 %283, label %284, label %261, !llvm.loop !34

284:                                              ; preds = %280
  %285 = icmp eq i64 %257, 0
  br i1 %285, label %296, label %286

286:                                              ; preds = %284, %254
  %287 = phi i64 [ 0, %254 ], [ %281, %284 ]
  %288 = icmp ne i64 %257, 0
  call void @llvm.assume(i1 %288)
  %289 = getelementptr inbounds nuw ptr, ptr %5, i64 %287
  %290 = load ptr, ptr %289, align 8, !tbaa !15
  %291 = icmp eq ptr %290, null
  br i1 %291, label %296, label %292

292:                                              ; preds = %286
  %293 = mul nsw i64 %287, %243
  %294 = shl i64 %293, %240
  %295 = getelementptr inbounds nuw i8, ptr %247, i64 %294
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %290, ptr readonly align 1 %295, i64 %255, i1 false)
  br label %296

296:                                              ; preds = %284, %292, %286, %239
  call void @free(ptr noundef %242) #24
  call void @free(ptr noundef %247) #24
  br label %297

297:                                              ; preds = %130, %296, %129
  %298 = phi i32 [ %82, %129 ], [ %131, %130 ], [ %131, %296 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  ret i32 %298
}

; Function Attrs: nounwind
define void @__mpiad_rev_scatter(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #6 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = icmp eq ptr %5, inttoptr (i64 528 to ptr)
  %12 = icmp eq ptr %5, inttoptr (i64 532 to ptr)
  %13 = ptrtoint ptr %5 to i64
  switch i64 %13, label %120 [
    i64 532, label %14
    i64 528, label %14
  ]

14:                                               ; preds = %8, %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %15 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %9) #24
  %16 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %10) #24
  %17 = icmp eq ptr %3, null
  br i1 %17, label %18, label %23

18:                                               ; preds = %14
  %19 = select i1 %11, i64 4, i64 8
  %20 = sext i32 %4 to i64
  %21 = add nsw i64 %20, 1
  %22 = call noalias ptr @calloc(i64 noundef %21, i64 noundef %19) #28
  br label %23

23:                                               ; preds = %14, %18
  %24 = phi ptr [ %22, %18 ], [ %3, %14 ]
  %25 = phi ptr [ %22, %18 ], [ null, %14 ]
  %26 = load i32, ptr %9, align 4, !tbaa !5
  %27 = icmp eq i32 %26, %6
  br i1 %27, label %28, label %37

28:                                               ; preds = %23
  %29 = sext i32 %1 to i64
  %30 = load i32, ptr %10, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %31, %29
  %33 = select i1 %11, i64 2, i64 3
  %34 = shl i64 %32, %33
  %35 = or disjoint i64 %34, 1
  %36 = call noalias ptr @malloc(i64 noundef %35) #26
  br label %37

37:                                               ; preds = %23, %28
  %38 = phi ptr [ %36, %28 ], [ null, %23 ]
  %39 = call i32 @MPI_Gather(ptr noundef %24, i32 noundef %4, ptr noundef %5, ptr noundef %38, i32 noundef %1, ptr noundef %2, i32 noundef %6, ptr noundef %7) #24
  %40 = load i32, ptr %9, align 4, !tbaa !5
  %41 = icmp eq i32 %40, %6
  br i1 %41, label %42, label %114

42:                                               ; preds = %37
  %43 = load i32, ptr %10, align 4, !tbaa !5
  %44 = mul nsw i32 %43, %1
  %45 = icmp eq ptr %0, null
  br i1 %45, label %114, label %46

46:                                               ; preds = %42
  %47 = icmp sgt i32 %44, 0
  br i1 %12, label %72, label %48

48:                                               ; preds = %46
  br i1 %47, label %49, label %114

49:                                               ; preds = %48
  %50 = zext nneg i32 %44 to i64
  %51 = icmp ult i32 %44, 8
  br i1 %51, label %70, label %52

52:                                               ; preds = %49
  %53 = and i64 %50, 2147483640
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ 0, %52 ], [ %66, %54 ]
  %56 = getelementptr inbounds nuw float, ptr %38, i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %58 = load <4 x float>, ptr %56, align 4, !tbaa !19
  %59 = load <4 x float>, ptr %57, align 4, !tbaa !19
  %60 = getelementptr inbounds nuw float, ptr %0, i64 %55
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 16
  %62 = load <4 x float>, ptr %60, align 4, !tbaa !19
  %63 = load <4 x float>, ptr %61, align 4, !tbaa !19
  %64 = fadd <4 x float> %58, %62
  %65 = fadd <4 x float> %59, %63
  store <4 x float> %64, ptr %60, align 4, !tbaa !19
  store <4 x float> %65, ptr %61, align 4, !tbaa !19
  %66 = add nuw i64 %55, 8
  %67 = icmp eq i64 %66, %53
  br i1 %67, label %68, label %54, !llvm.loop !107

68:                                               ; preds = %54
  %69 = icmp eq i64 %53, %50
  br i1 %69, label %114, label %70

70:                                               ; preds = %49, %68
  %71 = phi i64 [ 0, %49 ], [ %53, %68 ]
  br label %105

72:                                               ; preds = %46
  br i1 %47, label %73, label %114

73:                                               ; preds = %72
  %74 = zext nneg i32 %44 to i64
  %75 = icmp ult i32 %44, 4
  br i1 %75, label %94, label %76

76:                                               ; preds = %73
  %77 = and i64 %74, 2147483644
  br label %78

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %90, %78 ]
  %80 = getelementptr inbounds nuw double, ptr %38, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 16
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !24
  %83 = load <2 x double>, ptr %81, align 8, !tbaa !24
  %84 = getelementptr inbounds nuw double, ptr %0, i64 %79
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 16
  %86 = load <2 x double>, ptr %84, align 8, !tbaa !24
  %87 = load <2 x double>, ptr %85, align 8, !tbaa !24
  %88 = fadd <2 x double> %82, %86
  %89 = fadd <2 x double> %83, %87
  store <2 x double> %88, ptr %84, align 8, !tbaa !24
  store <2 x double> %89, ptr %85, align 8, !tbaa !24
  %90 = add nuw i64 %79, 4
  %91 = icmp eq i64 %90, %77
  br i1 %91, label %92, label %78, !llvm.loop !108

92:                                               ; preds = %78
  %93 = icmp eq i64 %77, %74
  br i1 %93, label %114, label %94

94:                                               ; preds = %73, %92
  %95 = phi i64 [ 0, %73 ], [ %77, %92 ]
  br label %96

96:                                               ; preds = %94, %96
  %97 = phi i64 [ %103, %96 ], [ %95, %94 ]
  %98 = getelementptr inbounds nuw double, ptr %38, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !24
  %100 = getelementptr inbounds nuw double, ptr %0, i64 %97
  %101 = load double, ptr %100, align 8, !tbaa !24
  %102 = fadd double %99, %101
  store double %102, ptr %100, align 8, !tbaa !24
  %103 = add nuw nsw i64 %97, 1
  %104 = icmp eq i64 %103, %74
  br i1 %104, label %114, label %96, !llvm.loop !109

105:                                              ; preds = %70, %105
  %106 = phi i64 [ %112, %105 ], [ %71, %70 ]
  %107 = getelementptr inbounds nuw float, ptr %38, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !19
  %109 = getelementptr inbounds nuw float, ptr %0, i64 %106
  %110 = load float, ptr %109, align 4, !tbaa !19
  %111 = fadd float %108, %110
  store float %111, ptr %109, align 4, !tbaa !19
  %112 = add nuw nsw i64 %106, 1
  %113 = icmp eq i64 %112, %50
  br i1 %113, label %114, label %105, !llvm.loop !110

114:                                              ; preds = %105, %96, %68, %92, %72, %48, %42, %37
  br i1 %17, label %119, label %115

115:                                              ; preds = %114
  %116 = sext i32 %4 to i64
  %117 = select i1 %11, i64 2, i64 3
  %118 = shl nsw i64 %116, %117
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %118, i1 false)
  br label %119

119:                                              ; preds = %114, %115
  call void @free(ptr noundef %25) #24
  call void @free(ptr noundef %38) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #24
  br label %120

120:                                              ; preds = %8, %119
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_alltoall(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9) local_unnamed_addr #6 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %13 = call i32 @MPI_Comm_size(ptr noundef %8, ptr noundef nonnull %12) #24
  %14 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  br i1 %14, label %82, label %15

15:                                               ; preds = %10
  %16 = icmp eq ptr %3, inttoptr (i64 528 to ptr)
  %17 = select i1 %16, i32 2, i32 0
  %18 = icmp eq ptr %3, inttoptr (i64 532 to ptr)
  %19 = select i1 %18, i32 1, i32 %17
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %82, label %21

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
  br i1 %35, label %82, label %36

36:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %37 = add nsw i32 %9, 1
  %38 = call i32 @MPI_Comm_size(ptr noundef %8, ptr noundef nonnull %11) #24
  %39 = sext i32 %2 to i64
  %40 = sext i32 %37 to i64
  %41 = load i32, ptr %11, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %42, %40
  %44 = mul i64 %43, %39
  %45 = select i1 %16, i64 2, i64 3
  %46 = shl i64 %44, %45
  %47 = or disjoint i64 %46, 1
  %48 = call noalias ptr @malloc(i64 noundef %47) #26
  %49 = sext i32 %6 to i64
  %50 = mul i64 %43, %49
  %51 = shl i64 %50, %45
  %52 = or disjoint i64 %51, 1
  %53 = call noalias ptr @malloc(i64 noundef %52) #26
  %54 = icmp sgt i32 %41, 0
  br i1 %54, label %61, label %55

55:                                               ; preds = %61, %36
  %56 = mul nsw i32 %37, %2
  %57 = mul nsw i32 %37, %6
  %58 = call i32 @MPI_Alltoall(ptr noundef %48, i32 noundef %56, ptr noundef %3, ptr noundef %53, i32 noundef %57, ptr noundef %7, ptr noundef %8) #24
  %59 = load i32, ptr %11, align 4, !tbaa !5
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %71, label %81

61:                                               ; preds = %36, %61
  %62 = phi i64 [ %67, %61 ], [ 0, %36 ]
  %63 = mul nsw i64 %62, %39
  %64 = mul i64 %63, %40
  %65 = shl i64 %64, %45
  %66 = getelementptr inbounds nuw i8, ptr %48, i64 %65
  call fastcc void @fpack_at(i32 noundef range(i32 0, 3) %19, ptr noundef %66, ptr noundef readonly %0, ptr noundef readonly %1, i32 noundef %9, i32 noundef %2, i64 noundef %63)
  %67 = add nuw nsw i64 %62, 1
  %68 = load i32, ptr %11, align 4, !tbaa !5
  %69 = sext i32 %68 to i64
  %70 = icmp slt i64 %67, %69
  br i1 %70, label %61, label %55, !llvm.loop !111

71:                                               ; preds = %55, %71
  %72 = phi i64 [ %77, %71 ], [ 0, %55 ]
  %73 = mul nsw i64 %72, %49
  %74 = mul i64 %73, %40
  %75 = shl i64 %74, %45
  %76 = getelementptr inbounds nuw i8, ptr %53, i64 %75
  call fastcc void @funpack_at(i32 noundef range(i32 0, 3) %19, ptr noundef %4, ptr noundef readonly %5, i32 noundef %9, i32 noundef %6, i64 noundef %73, ptr noundef %76)
  %77 = add nuw nsw i64 %72, 1
  %78 = load i32, ptr %11, align 4, !tbaa !5
  %79 = sext i32 %78 to i64
  %80 = icmp slt i64 %77, %79
  br i1 %80, label %71, label %81, !llvm.loop !112

81:                                               ; preds = %71, %55
  call void @free(ptr noundef %48) #24
  call void @free(ptr noundef %53) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  br label %302

82:                                               ; preds = %33, %15, %10
  %83 = call i32 @MPI_Alltoall(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, ptr noundef %8) #24
  %84 = icmp eq ptr %7, inttoptr (i64 528 to ptr)
  %85 = ptrtoint ptr %7 to i64
  switch i64 %85, label %302 [
    i64 532, label %86
    i64 528, label %86
  ]

86:                                               ; preds = %82, %82
  %87 = icmp eq ptr %1, null
  br i1 %87, label %91, label %88

88:                                               ; preds = %86
  %89 = ptrtoint ptr %3 to i64
  switch i64 %89, label %90 [
    i64 532, label %91
    i64 528, label %91
  ]

90:                                               ; preds = %88
  call void @__mpiad_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.20, i64 noundef %89) #27
  unreachable

91:                                               ; preds = %86, %88, %88
  %92 = load i32, ptr %12, align 4, !tbaa !5
  %93 = mul nsw i32 %92, %2
  %94 = sext i32 %9 to i64
  %95 = sext i32 %93 to i64
  %96 = mul nsw i64 %95, %94
  %97 = select i1 %84, i64 2, i64 3
  %98 = shl i64 %96, %97
  %99 = or disjoint i64 %98, 1
  %100 = call noalias ptr @malloc(i64 noundef %99) #26
  %101 = icmp sgt i32 %9, 0
  br i1 %101, label %102, label %122

102:                                              ; preds = %91
  %103 = shl nsw i64 %95, %97
  %104 = zext nneg i32 %9 to i64
  br label %105

105:                                              ; preds = %119, %102
  %106 = phi i64 [ 0, %102 ], [ %120, %119 ]
  br i1 %87, label %115, label %107

107:                                              ; preds = %105
  %108 = getelementptr inbounds nuw ptr, ptr %1, i64 %106
  %109 = load ptr, ptr %108, align 8, !tbaa !15
  %110 = icmp eq ptr %109, null
  br i1 %110, label %115, label %111

111:                                              ; preds = %107
  %112 = mul nsw i64 %106, %95
  %113 = shl i64 %112, %97
  %114 = getelementptr inbounds nuw i8, ptr %100, i64 %113
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %114, ptr nonnull align 1 %109, i64 %103, i1 false)
  br label %119

115:                                              ; preds = %107, %105
  %116 = mul nsw i64 %106, %95
  %117 = shl i64 %116, %97
  %118 = getelementptr inbounds nuw i8, ptr %100, i64 %117
  call void @llvm.memset.p0.i64(ptr align 1 %118, i8 0, i64 %103, i1 false)
  br label %119

119:                                              ; preds = %115, %111
  %120 = add nuw nsw i64 %106, 1
  %121 = icmp eq i64 %120, %104
  br i1 %121, label %122, label %105, !llvm.loop !18

122:                                              ; preds = %119, %91
  %123 = sext i32 %2 to i64
  %124 = mul nsw i64 %94, %123
  %125 = sext i32 %92 to i64
  %126 = mul i64 %124, %125
  %127 = shl i64 %126, %97
  %128 = or disjoint i64 %127, 1
  %129 = call noalias ptr @malloc(i64 noundef %128) #26
  %130 = icmp sgt i32 %92, 0
  br i1 %130, label %131, label %184

131:                                              ; preds = %122
  %132 = shl nsw i64 %123, %97
  %133 = zext nneg i32 %92 to i64
  %134 = zext i32 %9 to i64
  %135 = and i64 %134, 1
  %136 = icmp eq i32 %9, 1
  %137 = and i64 %134, 2147483646
  %138 = icmp eq i64 %135, 0
  %139 = icmp ne i64 %135, 0
  br label %140

140:                                              ; preds = %156, %131
  %141 = phi i64 [ 0, %131 ], [ %157, %156 ]
  br i1 %101, label %142, label %156

142:                                              ; preds = %140
  %143 = mul nuw nsw i64 %141, %94
  br i1 %136, label %145, label %159

144:                                              ; preds = %159
  br i1 %138, label %156, label %145

145:                                              ; preds = %144, %142
  %146 = phi i64 [ 0, %142 ], [ %181, %144 ]
  call void @llvm.assume(i1 %139)
  %147 = add nuw nsw i64 %146, %143
  %148 = mul i64 %147, %123
  %149 = shl i64 %148, %97
  %150 = getelementptr inbounds nuw i8, ptr %129, i64 %149
  %151 = mul nuw nsw i64 %146, %125
  %152 = add nuw nsw i64 %151, %141
  %153 = mul i64 %152, %123
  %154 = shl i64 %153, %97
  %155 = getelementptr inbounds nuw i8, ptr %100, i64 %154
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %150, ptr readonly align 1 %155, i64 %132, i1 false)
  br label %156

156:                                              ; preds = %145, %144, %140
  %157 = add nuw nsw i64 %141, 1
  %158 = icmp eq i64 %157, %133
  br i1 %158, label %184, label %140, !llvm.loop !105

159:                                              ; preds = %142, %159
  %160 = phi i64 [ %181, %159 ], [ 0, %142 ]
  %161 = phi i64 [ %182, %159 ], [ 0, %142 ]
  %162 = add nuw nsw i64 %160, %143
  %163 = mul i64 %162, %123
  %164 = shl i64 %163, %97
  %165 = getelementptr inbounds nuw i8, ptr %129, i64 %164
  %166 = mul nuw nsw i64 %160, %125
  %167 = add nuw nsw i64 %166, %141
  %168 = mul i64 %167, %123
  %169 = shl i64 %168, %97
  %170 = getelementptr inbounds nuw i8, ptr %100, i64 %169
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %165, ptr readonly align 1 %170, i64 %132, i1 false)
  %171 = or disjoint i64 %160, 1
  %172 = add nuw nsw i64 %171, %143
  %173 = mul i64 %172, %123
  %174 = shl i64 %173, %97
  %175 = getelementptr inbounds nuw i8, ptr %129, i64 %174
  %176 = mul nuw nsw i64 %171, %125
  %177 = add nuw nsw i64 %176, %141
  %178 = mul i64 %177, %123
  %179 = shl i64 %178, %97
  %180 = getelementptr inbounds nuw i8, ptr %100, i64 %179
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %175, ptr readonly align 1 %180, i64 %132, i1 false)
  %181 = add nuw nsw i64 %160, 2
  %182 = add i64 %161, 2
  %183 = icmp eq i64 %182, %137
  br i1 %183, label %144, label %159, !llvm.loop !106

184:                                              ; preds = %156, %122
  %185 = sext i32 %6 to i64
  %186 = mul nsw i64 %94, %185
  %187 = mul i64 %186, %125
  %188 = shl i64 %187, %97
  %189 = or disjoint i64 %188, 1
  %190 = call noalias ptr @malloc(i64 noundef %189) #26
  %191 = mul nsw i32 %9, %2
  %192 = mul nsw i32 %9, %6
  %193 = call i32 @MPI_Alltoall(ptr noundef %129, i32 noundef %191, ptr noundef %3, ptr noundef %190, i32 noundef %192, ptr noundef %7, ptr noundef %8) #24
  %194 = load i32, ptr %12, align 4, !tbaa !5
  %195 = sext i32 %194 to i64
  %196 = mul i64 %186, %195
  %197 = shl i64 %196, %97
  %198 = or disjoint i64 %197, 1
  %199 = call noalias ptr @malloc(i64 noundef %198) #26
  %200 = icmp sgt i32 %194, 0
  br i1 %200, label %201, label %254

201:                                              ; preds = %184
  %202 = shl nsw i64 %185, %97
  %203 = zext nneg i32 %194 to i64
  %204 = zext i32 %9 to i64
  %205 = and i64 %204, 1
  %206 = icmp eq i32 %9, 1
  %207 = and i64 %204, 2147483646
  %208 = icmp eq i64 %205, 0
  %209 = icmp ne i64 %205, 0
  br label %210

210:                                              ; preds = %226, %201
  %211 = phi i64 [ 0, %201 ], [ %227, %226 ]
  br i1 %101, label %212, label %226

212:                                              ; preds = %210
  %213 = mul nuw nsw i64 %211, %94
  br i1 %206, label %215, label %229

214:                                              ; preds = %229
  br i1 %208, label %226, label %215

215:                                              ; preds = %214, %212
  %216 = phi i64 [ 0, %212 ], [ %251, %214 ]
  call void @llvm.assume(i1 %209)
  %217 = mul nuw nsw i64 %216, %195
  %218 = add nuw nsw i64 %217, %211
  %219 = mul i64 %218, %185
  %220 = shl i64 %219, %97
  %221 = getelementptr inbounds nuw i8, ptr %199, i64 %220
  %222 = add nuw nsw i64 %216, %213
  %223 = mul i64 %222, %185
  %224 = shl i64 %223, %97
  %225 = getelementptr inbounds nuw i8, ptr %190, i64 %224
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %221, ptr readonly align 1 %225, i64 %202, i1 false)
  br label %226

226:                                              ; preds = %215, %214, %210
  %227 = add nuw nsw i64 %211, 1
  %228 = icmp eq i64 %227, %203
  br i1 %228, label %254, label %210, !llvm.loop !98

229:                                              ; preds = %212, %229
  %230 = phi i64 [ %251, %229 ], [ 0, %212 ]
  %231 = phi i64 [ %252, %229 ], [ 0, %212 ]
  %232 = mul nuw nsw i64 %230, %195
  %233 = add nuw nsw i64 %232, %211
  %234 = mul i64 %233, %185
  %235 = shl i64 %234, %97
  %236 = getelementptr inbounds nuw i8, ptr %199, i64 %235
  %237 = add nuw nsw i64 %230, %213
  %238 = mul i64 %237, %185
  %239 = shl i64 %238, %97
  %240 = getelementptr inbounds nuw i8, ptr %190, i64 %239
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %236, ptr readonly align 1 %240, i64 %202, i1 false)
  %241 = or disjoint i64 %230, 1
  %242 = mul nuw nsw i64 %241, %195
  %243 = add nuw nsw i64 %242, %211
  %244 = mul i64 %243, %185
  %245 = shl i64 %244, %97
  %246 = getelementptr inbounds nuw i8, ptr %199, i64 %245
  %247 = add nuw nsw i64 %241, %213
  %248 = mul i64 %247, %185
  %249 = shl i64 %248, %97
  %250 = getelementptr inbounds nuw i8, ptr %190, i64 %249
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %246, ptr readonly align 1 %250, i64 %202, i1 false)
  %251 = add nuw nsw i64 %230, 2
  %252 = add i64 %231, 2
  %253 = icmp eq i64 %252, %207
  br i1 %253, label %214, label %229, !llvm.loop !99

254:                                              ; preds = %226, %184
  %255 = icmp ne ptr %5, null
  %256 = and i1 %255, %101
  br i1 %256, label %257, label %301

257:                                              ; preds = %254
  %258 = mul nsw i32 %194, %6
  %259 = sext i32 %258 to i64
  %260 = shl nsw i64 %259, %97
  %261 = zext nneg i32 %9 to i64
  %262 = and i64 %261, 1
  %263 = icmp eq i32 %9, 1
  br i1 %263, label %291, label %264

264:                                              ; preds = %257
  %265 = and i64 %261, 2147483646
  br label %266

266:                                              ; preds = %285, %264
  %267 = phi i64 [ 0, %264 ], [ %286, %285 ]
  %268 = phi i64 [ 0, %264 ], [ %287, %285 ]
  %269 = getelementptr inbounds nuw ptr, ptr %5, i64 %267
  %270 = load ptr, ptr %269, align 8, !tbaa !15
  %271 = icmp eq ptr %270, null
  br i1 %271, label %276, label %272

272:                                              ; preds = %266
  %273 = mul nsw i64 %267, %259
  %274 = shl i64 %273, %97
  %275 = getelementptr inbounds nuw i8, ptr %199, i64 %274
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %270, ptr readonly align 1 %275, i64 %260, i1 false)
  br label %276

276:                                              ; preds = %272, %266
  %277 = or disjoint i64 %267, 1
  %278 = getelementptr inbounds nuw ptr, ptr %5, i64 %277
  %279 = load ptr, ptr %278, align 8, !tbaa !15
  %280 = icmp eq ptr %279, null
  br i1 %280, label %285, label %281

281:                                              ; preds = %276
  %282 = mul nsw i64 %277, %259
  %283 = shl i64 %282, %97
  %284 = getelementptr inbounds nuw i8, ptr %199, i64 %283
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %279, ptr readonly align 1 %284, i64 %260, i1 false)
  br label %285

285:                                              ; preds = %281, %276
  %286 = add nuw nsw i64 %267, 2
  %287 = add i64 %268, 2
  %288 = icmp eq i64 %287, %265
  br i1 %288, label %289, label %266, !llvm.loop !34

289:                                              ; preds = %285
  %290 = icmp eq i64 %262, 0
  br i1 %290, label %301, label %291

291:                                              ; preds = %289, %257
  %292 = phi i64 [ 0, %257 ], [ %286, %289 ]
  %293 = icmp ne i64 %262, 0
  call void @llvm.assume(i1 %293)
  %294 = getelementptr inbounds nuw ptr, ptr %5, i64 %292
  %295 = load ptr, ptr %294, align 8, !tbaa !15
  %296 = icmp eq ptr %295, null
  br i1 %296, label %301, label %297

297:                                              ; preds = %291
  %298 = mul nsw i64 %292, %259
  %299 = shl i64 %298, %97
  %300 = getelementptr inbounds nuw i8, ptr %199, i64 %299
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %295, ptr readonly align 1 %300, i64 %260, i1 false)
  br label %301

301:                                              ; preds = %289, %297, %291, %254
  call void @free(ptr noundef %100) #24
  call void @free(ptr noundef %129) #24
  call void @free(ptr noundef %190) #24
  call void @free(ptr noundef %199) #24
  br label %302

302:                                              ; preds = %82, %301, %81
  %303 = phi i32 [ %58, %81 ], [ %83, %82 ], [ %83, %301 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  ret i32 %303
}

declare i32 @MPI_Alltoall(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_alltoall(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6) local_unnamed_addr #6 {
  %8 = alloca i32, align 4
  %9 = icmp eq ptr %5, inttoptr (i64 528 to ptr)
  %10 = icmp eq ptr %5, inttoptr (i64 532 to ptr)
  %11 = ptrtoint ptr %5 to i64
  switch i64 %11, label %113 [
    i64 532, label %12
    i64 528, label %12
  ]

12:                                               ; preds = %7, %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %13 = call i32 @MPI_Comm_size(ptr noundef %6, ptr noundef nonnull %8) #24
  %14 = icmp eq ptr %3, null
  %15 = load i32, ptr %8, align 4, !tbaa !5
  br i1 %14, label %18, label %16

16:                                               ; preds = %12
  %17 = sext i32 %15 to i64
  br label %25

18:                                               ; preds = %12
  %19 = select i1 %9, i64 4, i64 8
  %20 = sext i32 %4 to i64
  %21 = sext i32 %15 to i64
  %22 = mul nsw i64 %21, %20
  %23 = add nsw i64 %22, 1
  %24 = call noalias ptr @calloc(i64 noundef %23, i64 noundef %19) #28
  br label %25

25:                                               ; preds = %16, %18
  %26 = phi i64 [ %17, %16 ], [ %21, %18 ]
  %27 = phi ptr [ %3, %16 ], [ %24, %18 ]
  %28 = phi ptr [ null, %16 ], [ %24, %18 ]
  %29 = sext i32 %1 to i64
  %30 = mul nsw i64 %26, %29
  %31 = select i1 %9, i64 2, i64 3
  %32 = shl i64 %30, %31
  %33 = or disjoint i64 %32, 1
  %34 = call noalias ptr @malloc(i64 noundef %33) #26
  %35 = call i32 @MPI_Alltoall(ptr noundef %27, i32 noundef %4, ptr noundef %5, ptr noundef %34, i32 noundef %1, ptr noundef %2, ptr noundef %6) #24
  %36 = load i32, ptr %8, align 4, !tbaa !5
  %37 = mul nsw i32 %36, %1
  %38 = icmp eq ptr %0, null
  br i1 %38, label %107, label %39

39:                                               ; preds = %25
  %40 = icmp sgt i32 %37, 0
  br i1 %10, label %65, label %41

41:                                               ; preds = %39
  br i1 %40, label %42, label %107

42:                                               ; preds = %41
  %43 = zext nneg i32 %37 to i64
  %44 = icmp ult i32 %37, 8
  br i1 %44, label %63, label %45

45:                                               ; preds = %42
  %46 = and i64 %43, 2147483640
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %59, %47 ]
  %49 = getelementptr inbounds nuw float, ptr %34, i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 16
  %51 = load <4 x float>, ptr %49, align 4, !tbaa !19
  %52 = load <4 x float>, ptr %50, align 4, !tbaa !19
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %48
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %55 = load <4 x float>, ptr %53, align 4, !tbaa !19
  %56 = load <4 x float>, ptr %54, align 4, !tbaa !19
  %57 = fadd <4 x float> %51, %55
  %58 = fadd <4 x float> %52, %56
  store <4 x float> %57, ptr %53, align 4, !tbaa !19
  store <4 x float> %58, ptr %54, align 4, !tbaa !19
  %59 = add nuw i64 %48, 8
  %60 = icmp eq i64 %59, %46
  br i1 %60, label %61, label %47, !llvm.loop !113

61:                                               ; preds = %47
  %62 = icmp eq i64 %46, %43
  br i1 %62, label %107, label %63

63:                                               ; preds = %42, %61
  %64 = phi i64 [ 0, %42 ], [ %46, %61 ]
  br label %98

65:                                               ; preds = %39
  br i1 %40, label %66, label %107

66:                                               ; preds = %65
  %67 = zext nneg i32 %37 to i64
  %68 = icmp ult i32 %37, 4
  br i1 %68, label %87, label %69

69:                                               ; preds = %66
  %70 = and i64 %67, 2147483644
  br label %71

71:                                               ; preds = %71, %69
  %72 = phi i64 [ 0, %69 ], [ %83, %71 ]
  %73 = getelementptr inbounds nuw double, ptr %34, i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 16
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !24
  %76 = load <2 x double>, ptr %74, align 8, !tbaa !24
  %77 = getelementptr inbounds nuw double, ptr %0, i64 %72
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 16
  %79 = load <2 x double>, ptr %77, align 8, !tbaa !24
  %80 = load <2 x double>, ptr %78, align 8, !tbaa !24
  %81 = fadd <2 x double> %75, %79
  %82 = fadd <2 x double> %76, %80
  store <2 x double> %81, ptr %77, align 8, !tbaa !24
  store <2 x double> %82, ptr %78, align 8, !tbaa !24
  %83 = add nuw i64 %72, 4
  %84 = icmp eq i64 %83, %70
  br i1 %84, label %85, label %71, !llvm.loop !114

85:                                               ; preds = %71
  %86 = icmp eq i64 %70, %67
  br i1 %86, label %107, label %87

87:                                               ; preds = %66, %85
  %88 = phi i64 [ 0, %66 ], [ %70, %85 ]
  br label %89

89:                                               ; preds = %87, %89
  %90 = phi i64 [ %96, %89 ], [ %88, %87 ]
  %91 = getelementptr inbounds nuw double, ptr %34, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !24
  %93 = getelementptr inbounds nuw double, ptr %0, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !24
  %95 = fadd double %92, %94
  store double %95, ptr %93, align 8, !tbaa !24
  %96 = add nuw nsw i64 %90, 1
  %97 = icmp eq i64 %96, %67
  br i1 %97, label %107, label %89, !llvm.loop !115

98:                                               ; preds = %63, %98
  %99 = phi i64 [ %105, %98 ], [ %64, %63 ]
  %100 = getelementptr inbounds nuw float, ptr %34, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !19
  %102 = getelementptr inbounds nuw float, ptr %0, i64 %99
  %103 = load float, ptr %102, align 4, !tbaa !19
  %104 = fadd float %101, %103
  store float %104, ptr %102, align 4, !tbaa !19
  %105 = add nuw nsw i64 %99, 1
  %106 = icmp eq i64 %105, %43
  br i1 %106, label %107, label %98, !llvm.loop !116

107:                                              ; preds = %98, %89, %61, %85, %25, %41, %65
  br i1 %14, label %112, label %108

108:                                              ; preds = %107
  %109 = mul nsw i32 %36, %4
  %110 = sext i32 %109 to i64
  %111 = shl nsw i64 %110, %31
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %111, i1 false)
  br label %112

112:                                              ; preds = %107, %108
  call void @free(ptr noundef %28) #24
  call void @free(ptr noundef %34) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #24
  br label %113

113:                                              ; preds = %7, %112
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_scatter_block(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %12 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %11) #24
  %13 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  br i1 %13, label %114, label %14

14:                                               ; preds = %9
  %15 = icmp eq ptr %5, inttoptr (i64 528 to ptr)
  %16 = select i1 %15, i32 2, i32 0
  %17 = icmp eq ptr %5, inttoptr (i64 532 to ptr)
  %18 = select i1 %17, i32 1, i32 %16
  %19 = or i1 %17, %15
  %20 = icmp eq ptr %6, inttoptr (i64 33 to ptr)
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %114

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
  br i1 %36, label %114, label %37

37:                                               ; preds = %34
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %38 = add nsw i32 %8, 1
  %39 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %10) #24
  %40 = sext i32 %4 to i64
  %41 = sext i32 %38 to i64
  %42 = mul nsw i64 %41, %40
  %43 = load i32, ptr %10, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = mul i64 %42, %44
  %46 = select i1 %15, i64 2, i64 3
  %47 = shl i64 %45, %46
  %48 = or disjoint i64 %47, 1
  %49 = call noalias ptr @malloc(i64 noundef %48) #26
  %50 = shl i64 %42, %46
  %51 = or disjoint i64 %50, 1
  %52 = call noalias ptr @malloc(i64 noundef %51) #26
  %53 = icmp sgt i32 %43, 0
  br i1 %53, label %91, label %54

54:                                               ; preds = %91, %37
  %55 = mul nsw i32 %38, %4
  %56 = call i32 @MPI_Reduce_scatter_block(ptr noundef %49, ptr noundef %52, i32 noundef %55, ptr noundef %5, ptr noundef nonnull inttoptr (i64 33 to ptr), ptr noundef %7) #24
  %57 = shl nsw i64 %40, %46
  %58 = icmp eq ptr %2, null
  br i1 %58, label %60, label %59

59:                                               ; preds = %54
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr readonly align 1 %52, i64 %57, i1 false)
  br label %60

60:                                               ; preds = %59, %54
  %61 = icmp ne ptr %3, null
  %62 = icmp sgt i32 %8, 0
  %63 = and i1 %61, %62
  br i1 %63, label %64, label %113

64:                                               ; preds = %60
  %65 = zext nneg i32 %8 to i64
  %66 = and i64 %65, 1
  %67 = icmp eq i32 %8, 1
  br i1 %67, label %103, label %68

68:                                               ; preds = %64
  %69 = and i64 %65, 2147483646
  br label %70

70:                                               ; preds = %88, %68
  %71 = phi i64 [ 0, %68 ], [ %84, %88 ]
  %72 = phi i64 [ 0, %68 ], [ %89, %88 ]
  %73 = getelementptr inbounds nuw ptr, ptr %3, i64 %71
  %74 = load ptr, ptr %73, align 8, !tbaa !15
  %75 = icmp eq ptr %74, null
  %76 = or disjoint i64 %71, 1
  br i1 %75, label %80, label %77

77:                                               ; preds = %70
  %78 = mul i64 %76, %57
  %79 = getelementptr inbounds nuw i8, ptr %52, i64 %78
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %74, ptr readonly align 1 %79, i64 %57, i1 false)
  br label %80

80:                                               ; preds = %77, %70
  %81 = getelementptr inbounds nuw ptr, ptr %3, i64 %76
  %82 = load ptr, ptr %81, align 8, !tbaa !15
  %83 = icmp eq ptr %82, null
  %84 = add nuw nsw i64 %71, 2
  br i1 %83, label %88, label %85

85:                                               ; preds = %80
  %86 = mul i64 %84, %57
  %87 = getelementptr inbounds nuw i8, ptr %52, i64 %86
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %82, ptr readonly align 1 %87, i64 %57, i1 false)
  br label %88

88:                                               ; preds = %85, %80
  %89 = add i64 %72, 2
  %90 = icmp eq i64 %89, %69
  br i1 %90, label %101, label %70, !llvm.loop !31

91:                                               ; preds = %37, %91
  %92 = phi i64 [ %97, %91 ], [ 0, %37 ]
  %93 = mul nsw i64 %92, %40
  %94 = mul i64 %93, %41
  %95 = shl i64 %94, %46
  %96 = getelementptr inbounds nuw i8, ptr %49, i64 %95
  call fastcc void @fpack_at(i32 noundef range(i32 0, 3) %18, ptr noundef %96, ptr noundef readonly %0, ptr noundef readonly %1, i32 noundef %8, i32 noundef %4, i64 noundef %93)
  %97 = add nuw nsw i64 %92, 1
  %98 = load i32, ptr %10, align 4, !tbaa !5
  %99 = sext i32 %98 to i64
  %100 = icmp slt i64 %97, %99
  br i1 %100, label %91, label %54, !llvm.loop !117

101:                                              ; preds = %88
  %102 = icmp eq i64 %66, 0
  br i1 %102, label %113, label %103

103:                                              ; preds = %101, %64
  %104 = phi i64 [ 0, %64 ], [ %84, %101 ]
  %105 = icmp ne i64 %66, 0
  call void @llvm.assume(i1 %105)
  %106 = getelementptr inbounds nuw ptr, ptr %3, i64 %104
  %107 = load ptr, ptr %106, align 8, !tbaa !15
  %108 = icmp eq ptr %107, null
  br i1 %108, label %113, label %109

109:                                              ; preds = %103
  %110 = add nuw nsw i64 %104, 1
  %111 = mul i64 %110, %57
  %112 = getelementptr inbounds nuw i8, ptr %52, i64 %111
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %107, ptr readonly align 1 %112, i64 %57, i1 false)
  br label %113

113:                                              ; preds = %101, %109, %103, %60
  call void @free(ptr noundef %49) #24
  call void @free(ptr noundef %52) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  br label %287

114:                                              ; preds = %34, %14, %9
  %115 = call i32 @MPI_Reduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #24
  %116 = icmp eq ptr %5, inttoptr (i64 528 to ptr)
  %117 = ptrtoint ptr %5 to i64
  switch i64 %117, label %287 [
    i64 532, label %118
    i64 528, label %118
  ]

118:                                              ; preds = %114, %114
  %119 = ptrtoint ptr %6 to i64
  switch i64 %119, label %120 [
    i64 33, label %139
    i64 36, label %138
    i64 34, label %138
    i64 35, label %138
  ]

120:                                              ; preds = %118
  %121 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %122 = icmp sgt i32 %121, 0
  br i1 %122, label %123, label %137

123:                                              ; preds = %120
  %124 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %125 = zext nneg i32 %121 to i64
  br label %129

126:                                              ; preds = %129
  %127 = add nuw nsw i64 %130, 1
  %128 = icmp eq i64 %127, %125
  br i1 %128, label %137, label %129, !llvm.loop !118

129:                                              ; preds = %126, %123
  %130 = phi i64 [ 0, %123 ], [ %127, %126 ]
  %131 = getelementptr inbounds nuw %struct.op_reg, ptr %124, i64 %130
  %132 = load ptr, ptr %131, align 8, !tbaa !119
  %133 = icmp eq ptr %132, %6
  br i1 %133, label %134, label %126

134:                                              ; preds = %129
  %135 = getelementptr inbounds nuw i8, ptr %131, i64 8
  %136 = load i32, ptr %135, align 8, !tbaa !122
  switch i32 %136, label %138 [
    i32 0, label %137
    i32 1, label %139
  ]

137:                                              ; preds = %126, %134, %120
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.21, i64 noundef %119) #27
  unreachable

138:                                              ; preds = %134, %118, %118, %118
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i64 noundef %119) #27
  unreachable

139:                                              ; preds = %134, %118
  %140 = icmp eq ptr %1, null
  br i1 %140, label %143, label %141

141:                                              ; preds = %139
  switch i64 %117, label %142 [
    i64 532, label %143
    i64 528, label %143
  ]

142:                                              ; preds = %141
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.20, i64 noundef %117) #27
  unreachable

143:                                              ; preds = %139, %141, %141
  %144 = load i32, ptr %11, align 4, !tbaa !5
  %145 = mul nsw i32 %144, %4
  %146 = sext i32 %8 to i64
  %147 = sext i32 %145 to i64
  %148 = mul nsw i64 %147, %146
  %149 = select i1 %116, i64 2, i64 3
  %150 = shl i64 %148, %149
  %151 = or disjoint i64 %150, 1
  %152 = call noalias ptr @malloc(i64 noundef %151) #26
  %153 = icmp sgt i32 %8, 0
  br i1 %153, label %154, label %174

154:                                              ; preds = %143
  %155 = shl nsw i64 %147, %149
  %156 = zext nneg i32 %8 to i64
  br label %157

157:                                              ; preds = %171, %154
  %158 = phi i64 [ 0, %154 ], [ %172, %171 ]
  br i1 %140, label %167, label %159

159:                                              ; preds = %157
  %160 = getelementptr inbounds nuw ptr, ptr %1, i64 %158
  %161 = load ptr, ptr %160, align 8, !tbaa !15
  %162 = icmp eq ptr %161, null
  br i1 %162, label %167, label %163

163:                                              ; preds = %159
  %164 = mul nsw i64 %158, %147
  %165 = shl i64 %164, %149
  %166 = getelementptr inbounds nuw i8, ptr %152, i64 %165
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %166, ptr nonnull align 1 %161, i64 %155, i1 false)
  br label %171

167:                                              ; preds = %159, %157
  %168 = mul nsw i64 %158, %147
  %169 = shl i64 %168, %149
  %170 = getelementptr inbounds nuw i8, ptr %152, i64 %169
  call void @llvm.memset.p0.i64(ptr align 1 %170, i8 0, i64 %155, i1 false)
  br label %171

171:                                              ; preds = %167, %163
  %172 = add nuw nsw i64 %158, 1
  %173 = icmp eq i64 %172, %156
  br i1 %173, label %174, label %157, !llvm.loop !18

174:                                              ; preds = %171, %143
  %175 = sext i32 %4 to i64
  %176 = mul nsw i64 %146, %175
  %177 = sext i32 %144 to i64
  %178 = mul i64 %176, %177
  %179 = shl i64 %178, %149
  %180 = or disjoint i64 %179, 1
  %181 = call noalias ptr @malloc(i64 noundef %180) #26
  %182 = icmp sgt i32 %144, 0
  br i1 %182, label %183, label %236

183:                                              ; preds = %174
  %184 = shl nsw i64 %175, %149
  %185 = zext nneg i32 %144 to i64
  %186 = zext i32 %8 to i64
  %187 = and i64 %186, 1
  %188 = icmp eq i32 %8, 1
  %189 = and i64 %186, 2147483646
  %190 = icmp eq i64 %187, 0
  %191 = icmp ne i64 %187, 0
  br label %192

192:                                              ; preds = %208, %183
  %193 = phi i64 [ 0, %183 ], [ %209, %208 ]
  br i1 %153, label %194, label %208

194:                                              ; preds = %192
  %195 = mul nuw nsw i64 %193, %146
  br i1 %188, label %197, label %211

196:                                              ; preds = %211
  br i1 %190, label %208, label %197

197:                                              ; preds = %196, %194
  %198 = phi i64 [ 0, %194 ], [ %233, %196 ]
  call void @llvm.assume(i1 %191)
  %199 = add nuw nsw i64 %198, %195
  %200 = mul i64 %199, %175
  %201 = shl i64 %200, %149
  %202 = getelementptr inbounds nuw i8, ptr %181, i64 %201
  %203 = mul nuw nsw i64 %198, %177
  %204 = add nuw nsw i64 %203, %193
  %205 = mul i64 %204, %175
  %206 = shl i64 %205, %149
  %207 = getelementptr inbounds nuw i8, ptr %152, i64 %206
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %202, ptr readonly align 1 %207, i64 %184, i1 false)
  br label %208

208:                                              ; preds = %197, %196, %192
  %209 = add nuw nsw i64 %193, 1
  %210 = icmp eq i64 %209, %185
  br i1 %210, label %236, label %192, !llvm.loop !105

211:                                              ; preds = %194, %211
  %212 = phi i64 [ %233, %211 ], [ 0, %194 ]
  %213 = phi i64 [ %234, %211 ], [ 0, %194 ]
  %214 = add nuw nsw i64 %212, %195
  %215 = mul i64 %214, %175
  %216 = shl i64 %215, %149
  %217 = getelementptr inbounds nuw i8, ptr %181, i64 %216
  %218 = mul nuw nsw i64 %212, %177
  %219 = add nuw nsw i64 %218, %193
  %220 = mul i64 %219, %175
  %221 = shl i64 %220, %149
  %222 = getelementptr inbounds nuw i8, ptr %152, i64 %221
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %217, ptr readonly align 1 %222, i64 %184, i1 false)
  %223 = or disjoint i64 %212, 1
  %224 = add nuw nsw i64 %223, %195
  %225 = mul i64 %224, %175
  %226 = shl i64 %225, %149
  %227 = getelementptr inbounds nuw i8, ptr %181, i64 %226
  %228 = mul nuw nsw i64 %223, %177
  %229 = add nuw nsw i64 %228, %193
  %230 = mul i64 %229, %175
  %231 = shl i64 %230, %149
  %232 = getelementptr inbounds nuw i8, ptr %152, i64 %231
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %227, ptr readonly align 1 %232, i64 %184, i1 false)
  %233 = add nuw nsw i64 %212, 2
  %234 = add i64 %213, 2
  %235 = icmp eq i64 %234, %189
  br i1 %235, label %196, label %211, !llvm.loop !106

236:                                              ; preds = %208, %174
  %237 = shl i64 %176, %149
  %238 = or disjoint i64 %237, 1
  %239 = call noalias ptr @malloc(i64 noundef %238) #26
  %240 = mul nsw i32 %8, %4
  %241 = call i32 @MPI_Reduce_scatter_block(ptr noundef %181, ptr noundef %239, i32 noundef %240, ptr noundef %5, ptr noundef nonnull inttoptr (i64 33 to ptr), ptr noundef %7) #24
  %242 = icmp ne ptr %3, null
  %243 = and i1 %242, %153
  br i1 %243, label %244, label %286

244:                                              ; preds = %236
  %245 = shl nsw i64 %175, %149
  %246 = zext nneg i32 %8 to i64
  %247 = and i64 %246, 1
  %248 = icmp eq i32 %8, 1
  br i1 %248, label %276, label %249

249:                                              ; preds = %244
  %250 = and i64 %246, 2147483646
  br label %251

251:                                              ; preds = %270, %249
  %252 = phi i64 [ 0, %249 ], [ %271, %270 ]
  %253 = phi i64 [ 0, %249 ], [ %272, %270 ]
  %254 = getelementptr inbounds nuw ptr, ptr %3, i64 %252
  %255 = load ptr, ptr %254, align 8, !tbaa !15
  %256 = icmp eq ptr %255, null
  br i1 %256, label %261, label %257

257:                                              ; preds = %251
  %258 = mul nsw i64 %252, %175
  %259 = shl i64 %258, %149
  %260 = getelementptr inbounds nuw i8, ptr %239, i64 %259
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %255, ptr readonly align 1 %260, i64 %245, i1 false)
  br label %261

261:                                              ; preds = %257, %251
  %262 = or disjoint i64 %252, 1
  %263 = getelementptr inbounds nuw ptr, ptr %3, i64 %262
  %264 = load ptr, ptr %263, align 8, !tbaa !15
  %265 = icmp eq ptr %264, null
  br i1 %265, label %270, label %266

266:                                              ; preds = %261
  %267 = mul nsw i64 %262, %175
  %268 = shl i64 %267, %149
  %269 = getelementptr inbounds nuw i8, ptr %239, i64 %268
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %264, ptr readonly align 1 %269, i64 %245, i1 false)
  br label %270

270:                                              ; preds = %266, %261
  %271 = add nuw nsw i64 %252, 2
  %272 = add i64 %253, 2
  %273 = icmp eq i64 %272, %250
  br i1 %273, label %274, label %251, !llvm.loop !34

274:                                              ; preds = %270
  %275 = icmp eq i64 %247, 0
  br i1 %275, label %286, label %276

276:                                              ; preds = %274, %244
  %277 = phi i64 [ 0, %244 ], [ %271, %274 ]
  %278 = icmp ne i64 %247, 0
  call void @llvm.assume(i1 %278)
  %279 = getelementptr inbounds nuw ptr, ptr %3, i64 %277
  %280 = load ptr, ptr %279, align 8, !tbaa !15
  %281 = icmp eq ptr %280, null
  br i1 %281, label %286, label %282

282:                                              ; preds = %276
  %283 = mul nsw i64 %277, %175
  %284 = shl i64 %283, %149
  %285 = getelementptr inbounds nuw i8, ptr %239, i64 %284
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %280, ptr readonly align 1 %285, i64 %245, i1 false)
  br label %286

286:                                              ; preds = %274, %282, %276, %236
  call void @free(ptr noundef %152) #24
  call void @free(ptr noundef %181) #24
  call void @free(ptr noundef %239) #24
  br label %287

287:                                              ; preds = %114, %286, %113
  %288 = phi i32 [ %56, %113 ], [ %115, %114 ], [ %115, %286 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  ret i32 %288
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce_scatter_block(ptr noundef captures(address_is_null) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #6 {
  %7 = alloca i32, align 4
  %8 = icmp eq ptr %3, inttoptr (i64 528 to ptr)
  %9 = icmp eq ptr %3, inttoptr (i64 532 to ptr)
  %10 = ptrtoint ptr %3 to i64
  switch i64 %10, label %129 [
    i64 532, label %11
    i64 528, label %11
  ]

11:                                               ; preds = %6, %6
  %12 = ptrtoint ptr %4 to i64
  switch i64 %12, label %13 [
    i64 33, label %32
    i64 36, label %31
    i64 34, label %31
    i64 35, label %31
  ]

13:                                               ; preds = %11
  %14 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  %17 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %18 = zext nneg i32 %14 to i64
  br label %22

19:                                               ; preds = %22
  %20 = add nuw nsw i64 %23, 1
  %21 = icmp eq i64 %20, %18
  br i1 %21, label %30, label %22, !llvm.loop !118

22:                                               ; preds = %19, %16
  %23 = phi i64 [ 0, %16 ], [ %20, %19 ]
  %24 = getelementptr inbounds nuw %struct.op_reg, ptr %17, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !119
  %26 = icmp eq ptr %25, %4
  br i1 %26, label %27, label %19

27:                                               ; preds = %22
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %29 = load i32, ptr %28, align 8, !tbaa !122
  switch i32 %29, label %31 [
    i32 0, label %30
    i32 1, label %32
  ]

30:                                               ; preds = %19, %27, %13
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.21, i64 noundef %12) #27
  unreachable

31:                                               ; preds = %27, %11, %11, %11
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i64 noundef %12) #27
  unreachable

32:                                               ; preds = %27, %11
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #24
  %33 = call i32 @MPI_Comm_size(ptr noundef %5, ptr noundef nonnull %7) #24
  %34 = icmp eq ptr %1, null
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = sext i32 %2 to i64
  br label %42

37:                                               ; preds = %32
  %38 = select i1 %8, i64 4, i64 8
  %39 = sext i32 %2 to i64
  %40 = add nsw i64 %39, 1
  %41 = call noalias ptr @calloc(i64 noundef %40, i64 noundef %38) #28
  br label %42

42:                                               ; preds = %35, %37
  %43 = phi i64 [ %36, %35 ], [ %39, %37 ]
  %44 = phi ptr [ %1, %35 ], [ %41, %37 ]
  %45 = phi ptr [ null, %35 ], [ %41, %37 ]
  %46 = load i32, ptr %7, align 4, !tbaa !5
  %47 = sext i32 %46 to i64
  %48 = mul nsw i64 %43, %47
  %49 = select i1 %8, i64 2, i64 3
  %50 = shl i64 %48, %49
  %51 = or disjoint i64 %50, 1
  %52 = call noalias ptr @malloc(i64 noundef %51) #26
  %53 = call i32 @MPI_Allgather(ptr noundef %44, i32 noundef %2, ptr noundef %3, ptr noundef %52, i32 noundef %2, ptr noundef %3, ptr noundef %5) #24
  %54 = load i32, ptr %7, align 4, !tbaa !5
  %55 = mul nsw i32 %54, %2
  %56 = icmp eq ptr %0, null
  br i1 %56, label %125, label %57

57:                                               ; preds = %42
  %58 = icmp sgt i32 %55, 0
  br i1 %9, label %83, label %59

59:                                               ; preds = %57
  br i1 %58, label %60, label %125

60:                                               ; preds = %59
  %61 = zext nneg i32 %55 to i64
  %62 = icmp ult i32 %55, 8
  br i1 %62, label %81, label %63

63:                                               ; preds = %60
  %64 = and i64 %61, 2147483640
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ 0, %63 ], [ %77, %65 ]
  %67 = getelementptr inbounds nuw float, ptr %52, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 16
  %69 = load <4 x float>, ptr %67, align 4, !tbaa !19
  %70 = load <4 x float>, ptr %68, align 4, !tbaa !19
  %71 = getelementptr inbounds nuw float, ptr %0, i64 %66
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 16
  %73 = load <4 x float>, ptr %71, align 4, !tbaa !19
  %74 = load <4 x float>, ptr %72, align 4, !tbaa !19
  %75 = fadd <4 x float> %69, %73
  %76 = fadd <4 x float> %70, %74
  store <4 x float> %75, ptr %71, align 4, !tbaa !19
  store <4 x float> %76, ptr %72, align 4, !tbaa !19
  %77 = add nuw i64 %66, 8
  %78 = icmp eq i64 %77, %64
  br i1 %78, label %79, label %65, !llvm.loop !123

79:                                               ; preds = %65
  %80 = icmp eq i64 %64, %61
  br i1 %80, label %125, label %81

81:                                               ; preds = %60, %79
  %82 = phi i64 [ 0, %60 ], [ %64, %79 ]
  br label %116

83:                                               ; preds = %57
  br i1 %58, label %84, label %125

84:                                               ; preds = %83
  %85 = zext nneg i32 %55 to i64
  %86 = icmp ult i32 %55, 4
  br i1 %86, label %105, label %87

87:                                               ; preds = %84
  %88 = and i64 %85, 2147483644
  br label %89

89:                                               ; preds = %89, %87
  %90 = phi i64 [ 0, %87 ], [ %101, %89 ]
  %91 = getelementptr inbounds nuw double, ptr %52, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 16
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !24
  %94 = load <2 x double>, ptr %92, align 8, !tbaa !24
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %90
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 16
  %97 = load <2 x double>, ptr %95, align 8, !tbaa !24
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !24
  %99 = fadd <2 x double> %93, %97
  %100 = fadd <2 x double> %94, %98
  store <2 x double> %99, ptr %95, align 8, !tbaa !24
  store <2 x double> %100, ptr %96, align 8, !tbaa !24
  %101 = add nuw i64 %90, 4
  %102 = icmp eq i64 %101, %88
  br i1 %102, label %103, label %89, !llvm.loop !124

103:                                              ; preds = %89
  %104 = icmp eq i64 %88, %85
  br i1 %104, label %125, label %105

105:                                              ; preds = %84, %103
  %106 = phi i64 [ 0, %84 ], [ %88, %103 ]
  br label %107

107:                                              ; preds = %105, %107
  %108 = phi i64 [ %114, %107 ], [ %106, %105 ]
  %109 = getelementptr inbounds nuw double, ptr %52, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !24
  %111 = getelementptr inbounds nuw double, ptr %0, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !24
  %113 = fadd double %110, %112
  store double %113, ptr %111, align 8, !tbaa !24
  %114 = add nuw nsw i64 %108, 1
  %115 = icmp eq i64 %114, %85
  br i1 %115, label %125, label %107, !llvm.loop !125

116:                                              ; preds = %81, %116
  %117 = phi i64 [ %123, %116 ], [ %82, %81 ]
  %118 = getelementptr inbounds nuw float, ptr %52, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !19
  %120 = getelementptr inbounds nuw float, ptr %0, i64 %117
  %121 = load float, ptr %120, align 4, !tbaa !19
  %122 = fadd float %119, %121
  store float %122, ptr %120, align 4, !tbaa !19
  %123 = add nuw nsw i64 %117, 1
  %124 = icmp eq i64 %123, %61
  br i1 %124, label %125, label %116, !llvm.loop !126

125:                                              ; preds = %116, %107, %79, %103, %42, %59, %83
  br i1 %34, label %128, label %126

126:                                              ; preds = %125
  %127 = shl nsw i64 %43, %49
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %127, i1 false)
  br label %128

128:                                              ; preds = %125, %126
  call void @free(ptr noundef %45) #24
  call void @free(ptr noundef %52) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #24
  br label %129

129:                                              ; preds = %6, %128
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @__mpiad_aug_comm_free(ptr noundef writeonly captures(none) initializes((0, 8)) %0) local_unnamed_addr #13 {
  store ptr inttoptr (i64 256 to ptr), ptr %0, align 8, !tbaa !81
  ret i32 0
}

; Function Attrs: nounwind
define void @__mpiad_rev_comm_free(ptr noundef %0) local_unnamed_addr #6 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #24
  store ptr %0, ptr %2, align 8, !tbaa !81
  %3 = icmp eq ptr %0, inttoptr (i64 256 to ptr)
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
  %17 = icmp eq ptr %7, inttoptr (i64 528 to ptr)
  %18 = select i1 %17, i32 2, i32 0
  %19 = icmp eq ptr %7, inttoptr (i64 532 to ptr)
  %20 = select i1 %19, i32 1, i32 %18
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #24
  %21 = call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %16) #24
  %22 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  %23 = icmp eq i32 %20, 0
  br i1 %23, label %489, label %24

24:                                               ; preds = %11
  %25 = ptrtoint ptr %8 to i64
  %26 = add i64 %25, -33
  %27 = icmp ult i64 %26, 4
  br i1 %27, label %50, label %28

28:                                               ; preds = %24
  %29 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %46

31:                                               ; preds = %28
  %32 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %33 = zext nneg i32 %29 to i64
  br label %37

34:                                               ; preds = %37
  %35 = add nuw nsw i64 %38, 1
  %36 = icmp eq i64 %35, %33
  br i1 %36, label %46, label %37, !llvm.loop !118

37:                                               ; preds = %34, %31
  %38 = phi i64 [ 0, %31 ], [ %35, %34 ]
  %39 = getelementptr inbounds nuw %struct.op_reg, ptr %32, i64 %38
  %40 = load ptr, ptr %39, align 8, !tbaa !119
  %41 = icmp eq ptr %40, %8
  br i1 %41, label %42, label %34

42:                                               ; preds = %37
  %43 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %44 = load i32, ptr %43, align 8, !tbaa !122
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %47

46:                                               ; preds = %34, %42, %28
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.21, i64 noundef %25) #27
  unreachable

47:                                               ; preds = %42
  %48 = add i64 %25, -33
  %49 = icmp ult i64 %48, 4
  br i1 %49, label %53, label %478

50:                                               ; preds = %24
  %51 = getelementptr inbounds nuw i32, ptr @switch.table.aug_reduce, i64 %26
  %52 = load i32, ptr %51, align 4
  br label %53

53:                                               ; preds = %50, %47
  %54 = phi i32 [ %44, %47 ], [ %52, %50 ]
  %55 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %56 = icmp slt i32 %55, 0
  br i1 %56, label %57, label %66

57:                                               ; preds = %53
  %58 = call ptr @getenv(ptr noundef nonnull @.str.19) #24
  %59 = icmp eq ptr %58, null
  br i1 %59, label %64, label %60

60:                                               ; preds = %57
  %61 = load i8, ptr %58, align 1, !tbaa !14
  %62 = icmp ne i8 %61, 48
  %63 = zext i1 %62 to i32
  br label %64

64:                                               ; preds = %60, %57
  %65 = phi i32 [ 1, %57 ], [ %63, %60 ]
  store i32 %65, ptr @fuse_flag, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %53, %64
  %67 = phi i32 [ %65, %64 ], [ %55, %53 ]
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %478, label %69

69:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %70 = call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %13) #24
  %71 = select i1 %22, ptr %3, ptr %1
  %72 = select i1 %22, ptr %4, ptr %2
  %73 = add nsw i32 %5, 1
  %74 = icmp slt i32 %9, 0
  %75 = load i32, ptr %13, align 4
  %76 = icmp eq i32 %75, %9
  %77 = select i1 %74, i1 true, i1 %76
  %78 = sext i32 %6 to i64
  %79 = sext i32 %73 to i64
  %80 = mul nsw i64 %78, %79
  %81 = select i1 %17, i64 2, i64 3
  %82 = shl i64 %80, %81
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  %83 = icmp ult i64 %82, 513
  br i1 %83, label %84, label %86

84:                                               ; preds = %69
  %85 = getelementptr inbounds nuw i8, ptr %14, i64 512
  br label %93

86:                                               ; preds = %69
  %87 = shl i64 %82, 1
  %88 = add i64 %87, 16
  %89 = call noalias ptr @malloc(i64 noundef %88) #26
  %90 = add i64 %82, 15
  %91 = and i64 %90, -16
  %92 = getelementptr inbounds nuw i8, ptr %89, i64 %91
  br label %93

93:                                               ; preds = %86, %84
  %94 = phi ptr [ null, %84 ], [ %89, %86 ]
  %95 = phi ptr [ %85, %84 ], [ %92, %86 ]
  %96 = phi ptr [ %14, %84 ], [ %89, %86 ]
  %97 = icmp eq i32 %54, 1
  br i1 %97, label %104, label %98

98:                                               ; preds = %93
  %99 = icmp sgt i32 %6, 0
  br i1 %99, label %100, label %194

100:                                              ; preds = %98
  %101 = icmp sgt i32 %5, 0
  %102 = icmp eq ptr %72, null
  %103 = zext nneg i32 %5 to i64
  br label %258

104:                                              ; preds = %93
  %105 = shl nsw i64 %78, %81
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %96, ptr readonly align 1 %71, i64 %105, i1 false)
  %106 = icmp sgt i32 %5, 0
  br i1 %106, label %107, label %153

107:                                              ; preds = %104
  %108 = icmp eq ptr %72, null
  %109 = zext nneg i32 %5 to i64
  %110 = and i64 %109, 1
  %111 = icmp eq i32 %5, 1
  br i1 %111, label %141, label %112

112:                                              ; preds = %107
  %113 = and i64 %109, 2147483646
  br label %114

114:                                              ; preds = %136, %112
  %115 = phi i64 [ 0, %112 ], [ %127, %136 ]
  %116 = phi i64 [ 0, %112 ], [ %137, %136 ]
  %117 = or disjoint i64 %115, 1
  %118 = mul i64 %117, %105
  %119 = getelementptr inbounds nuw i8, ptr %96, i64 %118
  br i1 %108, label %125, label %120

120:                                              ; preds = %114
  %121 = getelementptr inbounds nuw ptr, ptr %72, i64 %115
  %122 = load ptr, ptr %121, align 8, !tbaa !15
  %123 = icmp eq ptr %122, null
  br i1 %123, label %125, label %124

124:                                              ; preds = %120
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %119, ptr nonnull align 1 %122, i64 %105, i1 false)
  br label %126

125:                                              ; preds = %120, %114
  call void @llvm.memset.p0.i64(ptr align 1 %119, i8 0, i64 %105, i1 false)
  br label %126

126:                                              ; preds = %125, %124
  %127 = add nuw nsw i64 %115, 2
  %128 = mul i64 %127, %105
  %129 = getelementptr inbounds nuw i8, ptr %96, i64 %128
  br i1 %108, label %135, label %130

130:                                              ; preds = %126
  %131 = getelementptr inbounds nuw ptr, ptr %72, i64 %117
  %132 = load ptr, ptr %131, align 8, !tbaa !15
  %133 = icmp eq ptr %132, null
  br i1 %133, label %135, label %134

134:                                              ; preds = %130
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %129, ptr nonnull align 1 %132, i64 %105, i1 false)
  br label %136

135:                                              ; preds = %130, %126
  call void @llvm.memset.p0.i64(ptr align 1 %129, i8 0, i64 %105, i1 false)
  br label %136

136:                                              ; preds = %135, %134
  %137 = add i64 %116, 2
  %138 = icmp eq i64 %137, %113
  br i1 %138, label %139, label %114, !llvm.loop !16

139:                                              ; preds = %136
  %140 = icmp eq i64 %110, 0
  br i1 %140, label %153, label %141

141:                                              ; preds = %139, %107
  %142 = phi i64 [ 0, %107 ], [ %127, %139 ]
  %143 = icmp ne i64 %110, 0
  call void @llvm.assume(i1 %143)
  %144 = add nuw nsw i64 %142, 1
  %145 = mul i64 %144, %105
  %146 = getelementptr inbounds nuw i8, ptr %96, i64 %145
  br i1 %108, label %152, label %147

147:                                              ; preds = %141
  %148 = getelementptr inbounds nuw ptr, ptr %72, i64 %142
  %149 = load ptr, ptr %148, align 8, !tbaa !15
  %150 = icmp eq ptr %149, null
  br i1 %150, label %152, label %151

151:                                              ; preds = %147
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %146, ptr nonnull align 1 %149, i64 %105, i1 false)
  br label %153

152:                                              ; preds = %147, %141
  call void @llvm.memset.p0.i64(ptr align 1 %146, i8 0, i64 %105, i1 false)
  br label %153

153:                                              ; preds = %139, %152, %151, %104
  %154 = mul nsw i32 %6, %73
  br i1 %74, label %155, label %157

155:                                              ; preds = %153
  %156 = call i32 @MPI_Allreduce(ptr noundef %96, ptr noundef %95, i32 noundef %154, ptr noundef %7, ptr noundef nonnull inttoptr (i64 33 to ptr), ptr noundef %10) #24
  br label %159

157:                                              ; preds = %153
  %158 = call i32 @MPI_Reduce(ptr noundef %96, ptr noundef %95, i32 noundef %154, ptr noundef %7, ptr noundef nonnull inttoptr (i64 33 to ptr), i32 noundef %9, ptr noundef %10) #24
  br label %159

159:                                              ; preds = %157, %155
  %160 = phi i32 [ %156, %155 ], [ %158, %157 ]
  br i1 %77, label %161, label %476

161:                                              ; preds = %159
  %162 = icmp eq ptr %3, null
  br i1 %162, label %164, label %163

163:                                              ; preds = %161
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3, ptr readonly align 1 %95, i64 %105, i1 false)
  br label %164

164:                                              ; preds = %163, %161
  %165 = icmp ne ptr %4, null
  %166 = and i1 %165, %106
  br i1 %166, label %167, label %476

167:                                              ; preds = %164
  %168 = zext nneg i32 %5 to i64
  %169 = and i64 %168, 1
  %170 = icmp eq i32 %5, 1
  br i1 %170, label %466, label %171

171:                                              ; preds = %167
  %172 = and i64 %168, 2147483646
  br label %173

173:                                              ; preds = %191, %171
  %174 = phi i64 [ 0, %171 ], [ %187, %191 ]
  %175 = phi i64 [ 0, %171 ], [ %192, %191 ]
  %176 = getelementptr inbounds nuw ptr, ptr %4, i64 %174
  %177 = load ptr, ptr %176, align 8, !tbaa !15
  %178 = icmp eq ptr %177, null
  %179 = or disjoint i64 %174, 1
  br i1 %178, label %183, label %180

180:                                              ; preds = %173
  %181 = mul i64 %179, %105
  %182 = getelementptr inbounds nuw i8, ptr %95, i64 %181
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %177, ptr readonly align 1 %182, i64 %105, i1 false)
  br label %183

183:                                              ; preds = %180, %173
  %184 = getelementptr inbounds nuw ptr, ptr %4, i64 %179
  %185 = load ptr, ptr %184, align 8, !tbaa !15
  %186 = icmp eq ptr %185, null
  %187 = add nuw nsw i64 %174, 2
  br i1 %186, label %191, label %188

188:                                              ; preds = %183
  %189 = mul i64 %187, %105
  %190 = getelementptr inbounds nuw i8, ptr %95, i64 %189
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %185, ptr readonly align 1 %190, i64 %105, i1 false)
  br label %191

191:                                              ; preds = %188, %183
  %192 = add i64 %175, 2
  %193 = icmp eq i64 %192, %172
  br i1 %193, label %464, label %173, !llvm.loop !31

194:                                              ; preds = %272, %98
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  %195 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %196 = icmp sgt i32 %195, 0
  br i1 %196, label %197, label %214

197:                                              ; preds = %194
  %198 = zext nneg i32 %195 to i64
  br label %199

199:                                              ; preds = %208, %197
  %200 = phi i64 [ 0, %197 ], [ %209, %208 ]
  %201 = getelementptr inbounds nuw %struct.anon, ptr @tup_types, i64 %200
  %202 = load i32, ptr %201, align 16, !tbaa !127
  %203 = icmp eq i32 %202, %20
  br i1 %203, label %204, label %208

204:                                              ; preds = %199
  %205 = getelementptr inbounds nuw i8, ptr %201, i64 4
  %206 = load i32, ptr %205, align 4, !tbaa !129
  %207 = icmp eq i32 %206, %5
  br i1 %207, label %211, label %208

208:                                              ; preds = %204, %199
  %209 = add nuw nsw i64 %200, 1
  %210 = icmp eq i64 %209, %198
  br i1 %210, label %214, label %199, !llvm.loop !130

211:                                              ; preds = %204
  %212 = getelementptr inbounds nuw i8, ptr %201, i64 8
  %213 = load ptr, ptr %212, align 8, !tbaa !131
  br label %228

214:                                              ; preds = %208, %194
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %215 = select i1 %19, ptr inttoptr (i64 532 to ptr), ptr inttoptr (i64 528 to ptr)
  %216 = call i32 @MPI_Type_contiguous(i32 noundef %73, ptr noundef nonnull %215, ptr noundef nonnull %12) #24
  %217 = call i32 @MPI_Type_commit(ptr noundef nonnull %12) #24
  %218 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %219 = icmp ne i32 %218, 16
  %220 = load ptr, ptr %12, align 8, !tbaa !46
  br i1 %219, label %221, label %227

221:                                              ; preds = %214
  %222 = sext i32 %218 to i64
  %223 = getelementptr inbounds %struct.anon, ptr @tup_types, i64 %222
  store i32 %20, ptr %223, align 16, !tbaa !127
  %224 = getelementptr inbounds nuw i8, ptr %223, i64 4
  store i32 %5, ptr %224, align 4, !tbaa !129
  %225 = add nsw i32 %218, 1
  store i32 %225, ptr @n_tup_types, align 4, !tbaa !5
  %226 = getelementptr inbounds nuw i8, ptr %223, i64 8
  store ptr %220, ptr %226, align 8, !tbaa !131
  br label %227

227:                                              ; preds = %221, %214
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  br label %228

228:                                              ; preds = %227, %211
  %229 = phi i1 [ true, %211 ], [ %219, %227 ]
  %230 = phi ptr [ %213, %211 ], [ %220, %227 ]
  store ptr %230, ptr %15, align 8, !tbaa !46
  %231 = add nsw i32 %20, -1
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops_made, i64 %232
  %234 = sext i32 %54 to i64
  %235 = getelementptr inbounds i32, ptr %233, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %238, label %254

238:                                              ; preds = %228
  %239 = icmp eq i32 %54, 2
  br i1 %19, label %240, label %244

240:                                              ; preds = %238
  br i1 %239, label %248, label %241

241:                                              ; preds = %240
  %242 = icmp eq i32 %54, 3
  %243 = select i1 %242, ptr @tup_min_d, ptr @tup_max_d
  br label %248

244:                                              ; preds = %238
  br i1 %239, label %248, label %245

245:                                              ; preds = %244
  %246 = icmp eq i32 %54, 3
  %247 = select i1 %246, ptr @tup_min_f, ptr @tup_max_f
  br label %248

248:                                              ; preds = %245, %244, %241, %240
  %249 = phi ptr [ @tup_prod_d, %240 ], [ %243, %241 ], [ %247, %245 ], [ @tup_prod_f, %244 ]
  %250 = zext i1 %239 to i32
  %251 = getelementptr inbounds nuw [5 x ptr], ptr @tup_ops, i64 %232
  %252 = getelementptr inbounds ptr, ptr %251, i64 %234
  %253 = call i32 @MPI_Op_create(ptr noundef nonnull %249, i32 noundef %250, ptr noundef nonnull %252) #24
  store i32 1, ptr %235, align 4, !tbaa !5
  br label %254

254:                                              ; preds = %248, %228
  %255 = getelementptr inbounds nuw [5 x ptr], ptr @tup_ops, i64 %232
  %256 = getelementptr inbounds ptr, ptr %255, i64 %234
  %257 = load ptr, ptr %256, align 8, !tbaa !132
  br i1 %74, label %299, label %301

258:                                              ; preds = %272, %100
  %259 = phi i64 [ 0, %100 ], [ %273, %272 ]
  %260 = mul nsw i64 %259, %79
  br i1 %19, label %261, label %265

261:                                              ; preds = %258
  %262 = getelementptr inbounds nuw double, ptr %71, i64 %259
  %263 = load double, ptr %262, align 8, !tbaa !24
  %264 = getelementptr inbounds double, ptr %96, i64 %260
  store double %263, ptr %264, align 8, !tbaa !24
  br label %269

265:                                              ; preds = %258
  %266 = getelementptr inbounds nuw float, ptr %71, i64 %259
  %267 = load float, ptr %266, align 4, !tbaa !19
  %268 = getelementptr inbounds float, ptr %96, i64 %260
  store float %267, ptr %268, align 4, !tbaa !19
  br label %269

269:                                              ; preds = %265, %261
  br i1 %101, label %270, label %272

270:                                              ; preds = %269
  %271 = add nuw nsw i64 %260, 1
  br label %275

272:                                              ; preds = %296, %269
  %273 = add nuw nsw i64 %259, 1
  %274 = icmp eq i64 %273, %78
  br i1 %274, label %194, label %258, !llvm.loop !133

275:                                              ; preds = %296, %270
  %276 = phi i64 [ 0, %270 ], [ %297, %296 ]
  %277 = add nuw nsw i64 %271, %276
  br i1 %102, label %289, label %278

278:                                              ; preds = %275
  %279 = getelementptr inbounds nuw ptr, ptr %72, i64 %276
  %280 = load ptr, ptr %279, align 8, !tbaa !15
  %281 = icmp eq ptr %280, null
  br i1 %281, label %289, label %282

282:                                              ; preds = %278
  br i1 %19, label %283, label %286

283:                                              ; preds = %282
  %284 = getelementptr inbounds nuw double, ptr %280, i64 %259
  %285 = load double, ptr %284, align 8, !tbaa !24
  br label %290

286:                                              ; preds = %282
  %287 = getelementptr inbounds nuw float, ptr %280, i64 %259
  %288 = load float, ptr %287, align 4, !tbaa !19
  br label %293

289:                                              ; preds = %278, %275
  br i1 %19, label %290, label %293

290:                                              ; preds = %289, %283
  %291 = phi double [ %285, %283 ], [ 0.000000e+00, %289 ]
  %292 = getelementptr inbounds nuw double, ptr %96, i64 %277
  store double %291, ptr %292, align 8, !tbaa !24
  br label %296

293:                                              ; preds = %289, %286
  %294 = phi float [ %288, %286 ], [ 0.000000e+00, %289 ]
  %295 = getelementptr inbounds nuw float, ptr %96, i64 %277
  store float %294, ptr %295, align 4, !tbaa !19
  br label %296

296:                                              ; preds = %293, %290
  %297 = add nuw nsw i64 %276, 1
  %298 = icmp eq i64 %297, %103
  br i1 %298, label %272, label %275, !llvm.loop !134

299:                                              ; preds = %254
  %300 = call i32 @MPI_Allreduce(ptr noundef %96, ptr noundef %95, i32 noundef %6, ptr noundef %230, ptr noundef %257, ptr noundef %10) #24
  br label %303

301:                                              ; preds = %254
  %302 = call i32 @MPI_Reduce(ptr noundef %96, ptr noundef %95, i32 noundef %6, ptr noundef %230, ptr noundef %257, i32 noundef %9, ptr noundef %10) #24
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi i32 [ %300, %299 ], [ %302, %301 ]
  br i1 %229, label %307, label %305

305:                                              ; preds = %303
  %306 = call i32 @MPI_Type_free(ptr noundef nonnull %15) #24
  br label %307

307:                                              ; preds = %305, %303
  br i1 %77, label %308, label %463

308:                                              ; preds = %307
  br i1 %19, label %342, label %309

309:                                              ; preds = %308
  br i1 %99, label %310, label %398

310:                                              ; preds = %309
  %311 = icmp ult i32 %6, 4
  br i1 %311, label %340, label %312

312:                                              ; preds = %310
  %313 = and i64 %78, 2147483644
  br label %314

314:                                              ; preds = %314, %312
  %315 = phi i64 [ 0, %312 ], [ %336, %314 ]
  %316 = or disjoint i64 %315, 1
  %317 = or disjoint i64 %315, 2
  %318 = or disjoint i64 %315, 3
  %319 = mul nsw i64 %315, %79
  %320 = mul nsw i64 %316, %79
  %321 = mul nsw i64 %317, %79
  %322 = mul nsw i64 %318, %79
  %323 = getelementptr inbounds float, ptr %95, i64 %319
  %324 = getelementptr inbounds float, ptr %95, i64 %320
  %325 = getelementptr inbounds float, ptr %95, i64 %321
  %326 = getelementptr inbounds float, ptr %95, i64 %322
  %327 = load float, ptr %323, align 4, !tbaa !19
  %328 = load float, ptr %324, align 4, !tbaa !19
  %329 = load float, ptr %325, align 4, !tbaa !19
  %330 = load float, ptr %326, align 4, !tbaa !19
  %331 = insertelement <4 x float> poison, float %327, i64 0
  %332 = insertelement <4 x float> %331, float %328, i64 1
  %333 = insertelement <4 x float> %332, float %329, i64 2
  %334 = insertelement <4 x float> %333, float %330, i64 3
  %335 = getelementptr inbounds nuw float, ptr %3, i64 %315
  store <4 x float> %334, ptr %335, align 4, !tbaa !19
  %336 = add nuw i64 %315, 4
  %337 = icmp eq i64 %336, %313
  br i1 %337, label %338, label %314, !llvm.loop !135

338:                                              ; preds = %314
  %339 = icmp eq i64 %313, %78
  br i1 %339, label %398, label %340

340:                                              ; preds = %310, %338
  %341 = phi i64 [ 0, %310 ], [ %313, %338 ]
  br label %373

342:                                              ; preds = %308
  br i1 %99, label %343, label %398

343:                                              ; preds = %342
  %344 = and i64 %78, 3
  %345 = icmp ult i32 %6, 4
  br i1 %345, label %384, label %346

346:                                              ; preds = %343
  %347 = and i64 %78, 2147483644
  br label %348

348:                                              ; preds = %348, %346
  %349 = phi i64 [ 0, %346 ], [ %370, %348 ]
  %350 = phi i64 [ 0, %346 ], [ %371, %348 ]
  %351 = mul nsw i64 %349, %79
  %352 = getelementptr inbounds double, ptr %95, i64 %351
  %353 = load double, ptr %352, align 8, !tbaa !24
  %354 = getelementptr inbounds nuw double, ptr %3, i64 %349
  store double %353, ptr %354, align 8, !tbaa !24
  %355 = or disjoint i64 %349, 1
  %356 = mul nsw i64 %355, %79
  %357 = getelementptr inbounds double, ptr %95, i64 %356
  %358 = load double, ptr %357, align 8, !tbaa !24
  %359 = getelementptr inbounds nuw double, ptr %3, i64 %355
  store double %358, ptr %359, align 8, !tbaa !24
  %360 = or disjoint i64 %349, 2
  %361 = mul nsw i64 %360, %79
  %362 = getelementptr inbounds double, ptr %95, i64 %361
  %363 = load double, ptr %362, align 8, !tbaa !24
  %364 = getelementptr inbounds nuw double, ptr %3, i64 %360
  store double %363, ptr %364, align 8, !tbaa !24
  %365 = or disjoint i64 %349, 3
  %366 = mul nsw i64 %365, %79
  %367 = getelementptr inbounds double, ptr %95, i64 %366
  %368 = load double, ptr %367, align 8, !tbaa !24
  %369 = getelementptr inbounds nuw double, ptr %3, i64 %365
  store double %368, ptr %369, align 8, !tbaa !24
  %370 = add nuw nsw i64 %349, 4
  %371 = add i64 %350, 4
  %372 = icmp eq i64 %371, %347
  br i1 %372, label %381, label %348, !llvm.loop !136

373:                                              ; preds = %340, %373
  %374 = phi i64 [ %379, %373 ], [ %341, %340 ]
  %375 = mul nsw i64 %374, %79
  %376 = getelementptr inbounds float, ptr %95, i64 %375
  %377 = load float, ptr %376, align 4, !tbaa !19
  %378 = getelementptr inbounds nuw float, ptr %3, i64 %374
  store float %377, ptr %378, align 4, !tbaa !19
  %379 = add nuw nsw i64 %374, 1
  %380 = icmp eq i64 %379, %78
  br i1 %380, label %398, label %373, !llvm.loop !137

381:                                              ; preds = %348
  %382 = and i32 %6, 3
  %383 = icmp eq i32 %382, 0
  br i1 %383, label %398, label %384

384:                                              ; preds = %381, %343
  %385 = phi i64 [ 0, %343 ], [ %370, %381 ]
  %386 = and i32 %6, 3
  %387 = icmp ne i32 %386, 0
  call void @llvm.assume(i1 %387)
  br label %388

388:                                              ; preds = %388, %384
  %389 = phi i64 [ %395, %388 ], [ %385, %384 ]
  %390 = phi i64 [ %396, %388 ], [ 0, %384 ]
  %391 = mul nsw i64 %389, %79
  %392 = getelementptr inbounds double, ptr %95, i64 %391
  %393 = load double, ptr %392, align 8, !tbaa !24
  %394 = getelementptr inbounds nuw double, ptr %3, i64 %389
  store double %393, ptr %394, align 8, !tbaa !24
  %395 = add nuw nsw i64 %389, 1
  %396 = add i64 %390, 1
  %397 = icmp eq i64 %396, %344
  br i1 %397, label %398, label %388, !llvm.loop !138

398:                                              ; preds = %373, %381, %388, %338, %342, %309
  %399 = icmp ne ptr %4, null
  %400 = icmp sgt i32 %5, 0
  %401 = and i1 %399, %400
  br i1 %401, label %402, label %463

402:                                              ; preds = %398
  %403 = icmp slt i32 %6, 1
  %404 = zext nneg i32 %5 to i64
  %405 = icmp eq i32 %6, 1
  %406 = and i64 %78, 2147483646
  %407 = and i32 %6, 1
  %408 = icmp eq i32 %407, 0
  %409 = and i32 %6, 1
  %410 = icmp ne i32 %409, 0
  br label %411

411:                                              ; preds = %461, %402
  %412 = phi i64 [ 0, %402 ], [ %417, %461 ]
  %413 = getelementptr inbounds nuw ptr, ptr %4, i64 %412
  %414 = load ptr, ptr %413, align 8, !tbaa !15
  %415 = icmp eq ptr %414, null
  %416 = or i1 %403, %415
  %417 = add nuw nsw i64 %412, 1
  br i1 %416, label %461, label %418

418:                                              ; preds = %411
  br i1 %405, label %449, label %419

419:                                              ; preds = %418, %444
  %420 = phi i64 [ %445, %444 ], [ 0, %418 ]
  %421 = phi i64 [ %446, %444 ], [ 0, %418 ]
  %422 = mul nuw nsw i64 %420, %79
  %423 = add nuw i64 %422, %417
  br i1 %19, label %424, label %428

424:                                              ; preds = %419
  %425 = getelementptr inbounds double, ptr %95, i64 %423
  %426 = load double, ptr %425, align 8, !tbaa !24
  %427 = getelementptr inbounds nuw double, ptr %414, i64 %420
  store double %426, ptr %427, align 8, !tbaa !24
  br label %432

428:                                              ; preds = %419
  %429 = getelementptr inbounds float, ptr %95, i64 %423
  %430 = load float, ptr %429, align 4, !tbaa !19
  %431 = getelementptr inbounds nuw float, ptr %414, i64 %420
  store float %430, ptr %431, align 4, !tbaa !19
  br label %432

432:                                              ; preds = %428, %424
  %433 = or disjoint i64 %420, 1
  %434 = mul nuw nsw i64 %433, %79
  %435 = add nuw i64 %434, %417
  br i1 %19, label %440, label %436

436:                                              ; preds = %432
  %437 = getelementptr inbounds float, ptr %95, i64 %435
  %438 = load float, ptr %437, align 4, !tbaa !19
  %439 = getelementptr inbounds nuw float, ptr %414, i64 %433
  store float %438, ptr %439, align 4, !tbaa !19
  br label %444

440:                                              ; preds = %432
  %441 = getelementptr inbounds double, ptr %95, i64 %435
  %442 = load double, ptr %441, align 8, !tbaa !24
  %443 = getelementptr inbounds nuw double, ptr %414, i64 %433
  store double %442, ptr %443, align 8, !tbaa !24
  br label %444

444:                                              ; preds = %440, %436
  %445 = add nuw nsw i64 %420, 2
  %446 = add i64 %421, 2
  %447 = icmp eq i64 %446, %406
  br i1 %447, label %448, label %419, !llvm.loop !139

448:                                              ; preds = %444
  br i1 %408, label %461, label %449

449:                                              ; preds = %448, %418
  %450 = phi i64 [ 0, %418 ], [ %445, %448 ]
  call void @llvm.assume(i1 %410)
  %451 = mul nuw nsw i64 %450, %79
  %452 = add nuw i64 %451, %417
  br i1 %19, label %457, label %453

453:                                              ; preds = %449
  %454 = getelementptr inbounds float, ptr %95, i64 %452
  %455 = load float, ptr %454, align 4, !tbaa !19
  %456 = getelementptr inbounds nuw float, ptr %414, i64 %450
  store float %455, ptr %456, align 4, !tbaa !19
  br label %461

457:                                              ; preds = %449
  %458 = getelementptr inbounds double, ptr %95, i64 %452
  %459 = load double, ptr %458, align 8, !tbaa !24
  %460 = getelementptr inbounds nuw double, ptr %414, i64 %450
  store double %459, ptr %460, align 8, !tbaa !24
  br label %461

461:                                              ; preds = %448, %457, %453, %411
  %462 = icmp eq i64 %417, %404
  br i1 %462, label %463, label %411, !llvm.loop !140

463:                                              ; preds = %461, %398, %307
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  br label %476

464:                                              ; preds = %191
  %465 = icmp eq i64 %169, 0
  br i1 %465, label %476, label %466

466:                                              ; preds = %464, %167
  %467 = phi i64 [ 0, %167 ], [ %187, %464 ]
  %468 = icmp ne i64 %169, 0
  call void @llvm.assume(i1 %468)
  %469 = getelementptr inbounds nuw ptr, ptr %4, i64 %467
  %470 = load ptr, ptr %469, align 8, !tbaa !15
  %471 = icmp eq ptr %470, null
  br i1 %471, label %476, label %472

472:                                              ; preds = %466
  %473 = add nuw nsw i64 %467, 1
  %474 = mul i64 %473, %105
  %475 = getelementptr inbounds nuw i8, ptr %95, i64 %474
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %470, ptr readonly align 1 %475, i64 %105, i1 false)
  br label %476

476:                                              ; preds = %464, %472, %466, %159, %164, %463
  %477 = phi i32 [ %304, %463 ], [ %160, %159 ], [ %160, %164 ], [ %160, %466 ], [ %160, %472 ], [ %160, %464 ]
  call void @free(ptr noundef %94) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %671

478:                                              ; preds = %47, %66
  %479 = phi i32 [ %44, %47 ], [ %54, %66 ]
  %480 = select i1 %17, i64 4, i64 8
  %481 = icmp eq i32 %479, 1
  br i1 %481, label %489, label %482

482:                                              ; preds = %478
  %483 = sext i32 %6 to i64
  %484 = select i1 %17, i64 2, i64 3
  %485 = shl nsw i64 %483, %484
  %486 = or disjoint i64 %485, 1
  %487 = call noalias ptr @malloc(i64 noundef %486) #26
  %488 = select i1 %22, ptr %3, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %487, ptr align 1 %488, i64 %485, i1 false)
  br label %489

489:                                              ; preds = %11, %482, %478
  %490 = phi i64 [ %480, %482 ], [ %480, %478 ], [ 8, %11 ]
  %491 = phi i1 [ %17, %482 ], [ %17, %478 ], [ false, %11 ]
  %492 = phi i32 [ %479, %482 ], [ 1, %478 ], [ 0, %11 ]
  %493 = phi ptr [ %487, %482 ], [ null, %478 ], [ null, %11 ]
  %494 = icmp slt i32 %9, 0
  br i1 %494, label %495, label %497

495:                                              ; preds = %489
  %496 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %10) #24
  br label %499

497:                                              ; preds = %489
  %498 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) #24
  br label %499

499:                                              ; preds = %497, %495
  %500 = phi i32 [ %496, %495 ], [ %498, %497 ]
  %501 = select i1 %22, ptr %4, ptr %2
  %502 = icmp eq ptr %501, null
  br i1 %502, label %506, label %503

503:                                              ; preds = %499
  %504 = ptrtoint ptr %7 to i64
  switch i64 %504, label %505 [
    i64 532, label %506
    i64 528, label %506
  ]

505:                                              ; preds = %503
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.20, i64 noundef %504) #27
  unreachable

506:                                              ; preds = %499, %503, %503
  br i1 %23, label %671, label %507

507:                                              ; preds = %506
  %508 = sext i32 %5 to i64
  %509 = sext i32 %6 to i64
  %510 = mul nsw i64 %509, %508
  %511 = select i1 %491, i64 2, i64 3
  %512 = shl i64 %510, %511
  %513 = or disjoint i64 %512, 1
  %514 = call noalias ptr @malloc(i64 noundef %513) #26
  %515 = icmp sgt i32 %5, 0
  br i1 %515, label %516, label %536

516:                                              ; preds = %507
  %517 = shl nsw i64 %509, %511
  %518 = zext nneg i32 %5 to i64
  br label %519

519:                                              ; preds = %533, %516
  %520 = phi i64 [ 0, %516 ], [ %534, %533 ]
  br i1 %502, label %529, label %521

521:                                              ; preds = %519
  %522 = getelementptr inbounds nuw ptr, ptr %501, i64 %520
  %523 = load ptr, ptr %522, align 8, !tbaa !15
  %524 = icmp eq ptr %523, null
  br i1 %524, label %529, label %525

525:                                              ; preds = %521
  %526 = mul nsw i64 %520, %509
  %527 = shl i64 %526, %511
  %528 = getelementptr inbounds nuw i8, ptr %514, i64 %527
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %528, ptr nonnull align 1 %523, i64 %517, i1 false)
  br label %533

529:                                              ; preds = %521, %519
  %530 = mul nsw i64 %520, %509
  %531 = shl i64 %530, %511
  %532 = getelementptr inbounds nuw i8, ptr %514, i64 %531
  call void @llvm.memset.p0.i64(ptr align 1 %532, i8 0, i64 %517, i1 false)
  br label %533

533:                                              ; preds = %529, %525
  %534 = add nuw nsw i64 %520, 1
  %535 = icmp eq i64 %534, %518
  br i1 %535, label %536, label %519, !llvm.loop !18

536:                                              ; preds = %533, %507
  %537 = mul i64 %490, %510
  %538 = or disjoint i64 %537, 1
  %539 = call noalias ptr @malloc(i64 noundef %538) #26
  %540 = icmp eq i32 %492, 2
  br i1 %540, label %541, label %574

541:                                              ; preds = %536
  %542 = call fastcc ptr @exclusive_products(i32 noundef %20, ptr noundef %493, i32 noundef %6, ptr noundef %7, ptr noundef %10)
  br i1 %515, label %543, label %550

543:                                              ; preds = %541
  %544 = icmp sgt i32 %6, 0
  %545 = zext nneg i32 %5 to i64
  br label %546

546:                                              ; preds = %543, %551
  %547 = phi i64 [ 0, %543 ], [ %552, %551 ]
  br i1 %544, label %548, label %551

548:                                              ; preds = %546
  %549 = mul nuw nsw i64 %547, %509
  br label %554

550:                                              ; preds = %551, %541
  call void @free(ptr noundef %542) #24
  br label %614

551:                                              ; preds = %571, %546
  %552 = add nuw nsw i64 %547, 1
  %553 = icmp eq i64 %552, %545
  br i1 %553, label %550, label %546, !llvm.loop !141

554:                                              ; preds = %548, %571
  %555 = phi i64 [ 0, %548 ], [ %572, %571 ]
  %556 = add nuw nsw i64 %555, %549
  br i1 %19, label %557, label %564

557:                                              ; preds = %554
  %558 = getelementptr inbounds nuw double, ptr %514, i64 %556
  %559 = load double, ptr %558, align 8, !tbaa !24
  %560 = getelementptr inbounds nuw double, ptr %542, i64 %555
  %561 = load double, ptr %560, align 8, !tbaa !24
  %562 = fmul double %559, %561
  %563 = getelementptr inbounds nuw double, ptr %539, i64 %556
  store double %562, ptr %563, align 8, !tbaa !24
  br label %571

564:                                              ; preds = %554
  %565 = getelementptr inbounds nuw float, ptr %514, i64 %556
  %566 = load float, ptr %565, align 4, !tbaa !19
  %567 = getelementptr inbounds nuw float, ptr %542, i64 %555
  %568 = load float, ptr %567, align 4, !tbaa !19
  %569 = fmul float %566, %568
  %570 = getelementptr inbounds nuw float, ptr %539, i64 %556
  store float %569, ptr %570, align 4, !tbaa !19
  br label %571

571:                                              ; preds = %557, %564
  %572 = add nuw nsw i64 %555, 1
  %573 = icmp eq i64 %572, %509
  br i1 %573, label %551, label %554, !llvm.loop !142

574:                                              ; preds = %536
  %575 = add i32 %492, -3
  %576 = icmp ult i32 %575, 2
  br i1 %576, label %577, label %613

577:                                              ; preds = %574
  %578 = call fastcc ptr @winners(i32 noundef %20, ptr noundef %493, i32 noundef %6, i32 noundef %492, ptr noundef %10)
  br i1 %515, label %579, label %586

579:                                              ; preds = %577
  %580 = icmp sgt i32 %6, 0
  %581 = zext nneg i32 %5 to i64
  br label %582

582:                                              ; preds = %579, %587
  %583 = phi i64 [ 0, %579 ], [ %588, %587 ]
  br i1 %580, label %584, label %587

584:                                              ; preds = %582
  %585 = mul nuw nsw i64 %583, %509
  br label %590

586:                                              ; preds = %587, %577
  call void @free(ptr noundef %578) #24
  br label %614

587:                                              ; preds = %610, %582
  %588 = add nuw nsw i64 %583, 1
  %589 = icmp eq i64 %588, %581
  br i1 %589, label %586, label %582, !llvm.loop !143

590:                                              ; preds = %584, %610
  %591 = phi i64 [ 0, %584 ], [ %611, %610 ]
  %592 = add nuw nsw i64 %591, %585
  %593 = getelementptr inbounds nuw i8, ptr %578, i64 %591
  %594 = load i8, ptr %593, align 1, !tbaa !14
  %595 = icmp eq i8 %594, 0
  br i1 %595, label %603, label %596

596:                                              ; preds = %590
  br i1 %19, label %597, label %600

597:                                              ; preds = %596
  %598 = getelementptr inbounds nuw double, ptr %514, i64 %592
  %599 = load double, ptr %598, align 8, !tbaa !24
  br label %604

600:                                              ; preds = %596
  %601 = getelementptr inbounds nuw float, ptr %514, i64 %592
  %602 = load float, ptr %601, align 4, !tbaa !19
  br label %607

603:                                              ; preds = %590
  br i1 %19, label %604, label %607

604:                                              ; preds = %597, %603
  %605 = phi double [ %599, %597 ], [ 0.000000e+00, %603 ]
  %606 = getelementptr inbounds nuw double, ptr %539, i64 %592
  store double %605, ptr %606, align 8, !tbaa !24
  br label %610

607:                                              ; preds = %600, %603
  %608 = phi float [ %602, %600 ], [ 0.000000e+00, %603 ]
  %609 = getelementptr inbounds nuw float, ptr %539, i64 %592
  store float %608, ptr %609, align 4, !tbaa !19
  br label %610

610:                                              ; preds = %604, %607
  %611 = add nuw nsw i64 %591, 1
  %612 = icmp eq i64 %611, %509
  br i1 %612, label %587, label %590, !llvm.loop !144

613:                                              ; preds = %574
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %539, ptr align 1 %514, i64 %537, i1 false)
  br label %614

614:                                              ; preds = %586, %613, %550
  %615 = call noalias ptr @malloc(i64 noundef %538) #26
  %616 = mul nsw i32 %6, %5
  br i1 %494, label %617, label %621

617:                                              ; preds = %614
  %618 = call i32 @MPI_Allreduce(ptr noundef %539, ptr noundef %615, i32 noundef %616, ptr noundef %7, ptr noundef nonnull inttoptr (i64 33 to ptr), ptr noundef %10) #24
  %619 = icmp ne ptr %4, null
  %620 = and i1 %619, %515
  br i1 %620, label %628, label %670

621:                                              ; preds = %614
  %622 = call i32 @MPI_Reduce(ptr noundef %539, ptr noundef %615, i32 noundef %616, ptr noundef %7, ptr noundef nonnull inttoptr (i64 33 to ptr), i32 noundef %9, ptr noundef %10) #24
  %623 = load i32, ptr %16, align 4
  %624 = icmp eq i32 %623, %9
  %625 = icmp ne ptr %4, null
  %626 = and i1 %625, %624
  %627 = and i1 %515, %626
  br i1 %627, label %628, label %670

628:                                              ; preds = %621, %617
  %629 = shl nsw i64 %509, %511
  %630 = zext i32 %5 to i64
  %631 = and i64 %630, 1
  %632 = icmp eq i32 %5, 1
  br i1 %632, label %660, label %633

633:                                              ; preds = %628
  %634 = and i64 %630, 4294967294
  br label %635

635:                                              ; preds = %654, %633
  %636 = phi i64 [ 0, %633 ], [ %655, %654 ]
  %637 = phi i64 [ 0, %633 ], [ %656, %654 ]
  %638 = getelementptr inbounds nuw ptr, ptr %4, i64 %636
  %639 = load ptr, ptr %638, align 8, !tbaa !15
  %640 = icmp eq ptr %639, null
  br i1 %640, label %645, label %641

641:                                              ; preds = %635
  %642 = mul nsw i64 %636, %509
  %643 = shl i64 %642, %511
  %644 = getelementptr inbounds nuw i8, ptr %615, i64 %643
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %639, ptr readonly align 1 %644, i64 %629, i1 false)
  br label %645

645:                                              ; preds = %641, %635
  %646 = or disjoint i64 %636, 1
  %647 = getelementptr inbounds nuw ptr, ptr %4, i64 %646
  %648 = load ptr, ptr %647, align 8, !tbaa !15
  %649 = icmp eq ptr %648, null
  br i1 %649, label %654, label %650

650:                                              ; preds = %645
  %651 = mul nsw i64 %646, %509
  %652 = shl i64 %651, %511
  %653 = getelementptr inbounds nuw i8, ptr %615, i64 %652
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %648, ptr readonly align 1 %653, i64 %629, i1 false)
  br label %654

654:                                              ; preds = %650, %645
  %655 = add nuw nsw i64 %636, 2
  %656 = add i64 %637, 2
  %657 = icmp eq i64 %656, %634
  br i1 %657, label %658, label %635, !llvm.loop !34

658:                                              ; preds = %654
  %659 = icmp eq i64 %631, 0
  br i1 %659, label %670, label %660

660:                                              ; preds = %658, %628
  %661 = phi i64 [ 0, %628 ], [ %655, %658 ]
  %662 = icmp ne i64 %631, 0
  call void @llvm.assume(i1 %662)
  %663 = getelementptr inbounds nuw ptr, ptr %4, i64 %661
  %664 = load ptr, ptr %663, align 8, !tbaa !15
  %665 = icmp eq ptr %664, null
  br i1 %665, label %670, label %666

666:                                              ; preds = %660
  %667 = mul nsw i64 %661, %509
  %668 = shl i64 %667, %511
  %669 = getelementptr inbounds nuw i8, ptr %615, i64 %668
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %664, ptr readonly align 1 %669, i64 %629, i1 false)
  br label %670

670:                                              ; preds = %658, %666, %660, %617, %621
  call void @free(ptr noundef %493) #24
  call void @free(ptr noundef %514) #24
  call void @free(ptr noundef %539) #24
  call void @free(ptr noundef %615) #24
  br label %671

671:                                              ; preds = %670, %506, %476
  %672 = phi i32 [ %477, %476 ], [ %500, %506 ], [ %500, %670 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  ret i32 %672
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_allreduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #6 {
  %7 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.17, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef -1, ptr noundef %5)
  ret ptr %7
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) unnamed_addr #6 {
  %9 = icmp eq ptr %4, inttoptr (i64 528 to ptr)
  %10 = select i1 %9, i32 2, i32 0
  %11 = icmp eq ptr %4, inttoptr (i64 532 to ptr)
  %12 = select i1 %11, i32 1, i32 %10
  %13 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  %14 = zext i1 %13 to i32
  %15 = or i1 %11, %9
  %16 = ptrtoint ptr %4 to i64
  switch i64 %16, label %43 [
    i64 532, label %17
    i64 528, label %17
  ]

17:                                               ; preds = %8, %8
  %18 = ptrtoint ptr %5 to i64
  %19 = add i64 %18, -33
  %20 = icmp ult i64 %19, 4
  br i1 %20, label %40, label %21

21:                                               ; preds = %17
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
  br i1 %29, label %39, label %30, !llvm.loop !118

30:                                               ; preds = %27, %24
  %31 = phi i64 [ 0, %24 ], [ %28, %27 ]
  %32 = getelementptr inbounds nuw %struct.op_reg, ptr %25, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !119
  %34 = icmp eq ptr %33, %5
  br i1 %34, label %35, label %27

35:                                               ; preds = %30
  %36 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %37 = load i32, ptr %36, align 8, !tbaa !122
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %43

39:                                               ; preds = %27, %35, %21
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.21, i64 noundef %18) #27
  unreachable

40:                                               ; preds = %17
  %41 = getelementptr inbounds nuw i32, ptr @switch.table.aug_reduce, i64 %19
  %42 = load i32, ptr %41, align 4
  br label %43

43:                                               ; preds = %40, %8, %35
  %44 = phi i32 [ 0, %8 ], [ %37, %35 ], [ %42, %40 ]
  %45 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #28
  store i32 %44, ptr %45, align 8, !tbaa !145
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 4
  store i32 %12, ptr %46, align 4, !tbaa !147
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 8
  store i32 %3, ptr %47, align 8, !tbaa !148
  %48 = getelementptr inbounds nuw i8, ptr %45, i64 12
  store i32 %6, ptr %48, align 4, !tbaa !149
  %49 = getelementptr inbounds nuw i8, ptr %45, i64 24
  store ptr %4, ptr %49, align 8, !tbaa !150
  %50 = getelementptr inbounds nuw i8, ptr %45, i64 32
  store ptr %7, ptr %50, align 8, !tbaa !151
  %51 = getelementptr inbounds nuw i8, ptr %45, i64 16
  store i32 %14, ptr %51, align 8, !tbaa !152
  %52 = icmp ne i32 %44, 1
  %53 = and i1 %15, %52
  br i1 %53, label %54, label %69

54:                                               ; preds = %43
  %55 = sext i32 %3 to i64
  %56 = select i1 %9, i64 2, i64 3
  %57 = shl nsw i64 %55, %56
  %58 = or disjoint i64 %57, 1
  %59 = tail call noalias ptr @malloc(i64 noundef %58) #26
  %60 = select i1 %13, ptr %2, ptr %1
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr align 1 %60, i64 %57, i1 false)
  %61 = icmp eq i32 %44, 2
  br i1 %61, label %62, label %64

62:                                               ; preds = %54
  %63 = tail call fastcc ptr @exclusive_products(i32 noundef %12, ptr noundef %59, i32 noundef %3, ptr noundef %4, ptr noundef %7)
  br label %66

64:                                               ; preds = %54
  %65 = tail call fastcc ptr @winners(i32 noundef %12, ptr noundef %59, i32 noundef %3, i32 noundef %44, ptr noundef %7)
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi ptr [ %63, %62 ], [ %65, %64 ]
  %68 = getelementptr inbounds nuw i8, ptr %45, i64 40
  store ptr %67, ptr %68, align 8, !tbaa !153
  tail call void @free(ptr noundef %59) #24
  br label %69

69:                                               ; preds = %66, %43
  %70 = icmp slt i32 %6, 0
  br i1 %70, label %71, label %73

71:                                               ; preds = %69
  %72 = tail call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %7) #24
  br label %75

73:                                               ; preds = %69
  %74 = tail call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) #24
  br label %75

75:                                               ; preds = %73, %71
  ret ptr %45
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
  %36 = call i32 @MPI_Allreduce(ptr noundef %31, ptr noundef %21, i32 noundef %16, ptr noundef %34, ptr noundef nonnull inttoptr (i64 33 to ptr), ptr noundef %35) #24
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
  %28 = select i1 %27, ptr inttoptr (i64 56 to ptr), ptr inttoptr (i64 57 to ptr)
  %29 = call i32 @MPI_Allreduce(ptr noundef %17, ptr noundef %18, i32 noundef %2, ptr noundef nonnull inttoptr (i64 553 to ptr), ptr noundef nonnull %28, ptr noundef %4) #24
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
  %47 = select i1 %46, ptr inttoptr (i64 56 to ptr), ptr inttoptr (i64 57 to ptr)
  %48 = call i32 @MPI_Allreduce(ptr noundef nonnull %17, ptr noundef %18, i32 noundef %2, ptr noundef nonnull inttoptr (i64 553 to ptr), ptr noundef nonnull %47, ptr noundef %4) #24
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
  %168 = select i1 %167, ptr inttoptr (i64 56 to ptr), ptr inttoptr (i64 57 to ptr)
  %169 = call i32 @MPI_Allreduce(ptr noundef %140, ptr noundef %141, i32 noundef %2, ptr noundef nonnull inttoptr (i64 552 to ptr), ptr noundef nonnull %168, ptr noundef %4) #24
  br label %222

170:                                              ; preds = %204, %162
  %171 = icmp eq i32 %3, 3
  %172 = select i1 %171, ptr inttoptr (i64 56 to ptr), ptr inttoptr (i64 57 to ptr)
  %173 = call i32 @MPI_Allreduce(ptr noundef nonnull %140, ptr noundef %141, i32 noundef %2, ptr noundef nonnull inttoptr (i64 552 to ptr), ptr noundef nonnull %172, ptr noundef %4) #24
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
!30 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !7, i64 12}
!31 = distinct !{!31, !17}
!32 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 20, !14}
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
!47 = !{!"p1 _ZTS16MPI_ABI_Datatype", !11, i64 0}
!48 = !{!49, !49, i64 0}
!49 = !{!"p1 _ZTS15MPI_ABI_Request", !11, i64 0}
!50 = !{!51, !6, i64 0}
!51 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !47, i64 16, !6, i64 24, !6, i64 28, !52, i64 32, !11, i64 40, !11, i64 48, !49, i64 56, !6, i64 64}
!52 = !{!"p1 _ZTS12MPI_ABI_Comm", !11, i64 0}
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
!121 = !{!"p1 _ZTS10MPI_ABI_Op", !11, i64 0}
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
