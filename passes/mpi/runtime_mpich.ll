; ModuleID = '/work/wt-enzyme-dropin/passes/mpi/runtime/mpiad_runtime.c'
source_filename = "/work/wt-enzyme-dropin/passes/mpi/runtime/mpiad_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.anon = type { i32, i32, i32 }
%struct.MPI_Status = type { i32, i32, i32, i32, i32 }
%struct.req_slot = type { i64, i32, ptr }
%struct.op_reg = type { i32, i32 }
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
@tup_ops = internal global [2 x [5 x i32]] zeroinitializer, align 16
@switch.table.aug_reduce = private unnamed_addr constant [4 x i32] [i32 4, i32 3, i32 1, i32 2], align 4

; Function Attrs: cold noinline noreturn nounwind
define void @__mpiad_fail(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr @stderr, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str, ptr noundef %0, ptr noundef %1, i64 noundef %2) #23
  %6 = load ptr, ptr @stderr, align 8, !tbaa !9
  %7 = tail call i32 @fflush(ptr noundef %6)
  %8 = tail call i32 @MPI_Abort(i32 noundef 1140850688, i32 noundef 70) #24
  tail call void @abort() #25
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
define i32 @__mpiad_fwd_send(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = alloca [64 x double], align 16
  %11 = icmp eq i32 %4, 1275069450
  switch i32 %4, label %99 [
    i32 1275070475, label %12
    i32 1275069450, label %12
  ]

12:                                               ; preds = %9, %9
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
  br i1 %26, label %99, label %27

27:                                               ; preds = %24
  %28 = sext i32 %3 to i64
  %29 = add nsw i32 %2, 1
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %28, %30
  %32 = select i1 %11, i64 2, i64 3
  %33 = shl i64 %31, %32
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %34 = icmp ult i64 %33, 513
  br i1 %34, label %37, label %35

35:                                               ; preds = %27
  %36 = tail call noalias ptr @malloc(i64 noundef %33) #26
  br label %37

37:                                               ; preds = %35, %27
  %38 = phi ptr [ %36, %35 ], [ %10, %27 ]
  %39 = shl nsw i64 %28, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %38, ptr readonly align 1 %0, i64 %39, i1 false)
  %40 = icmp sgt i32 %2, 0
  br i1 %40, label %41, label %87

41:                                               ; preds = %37
  %42 = icmp eq ptr %1, null
  %43 = zext nneg i32 %2 to i64
  %44 = and i64 %43, 1
  %45 = icmp eq i32 %2, 1
  br i1 %45, label %75, label %46

46:                                               ; preds = %41
  %47 = and i64 %43, 2147483646
  br label %48

48:                                               ; preds = %70, %46
  %49 = phi i64 [ 0, %46 ], [ %61, %70 ]
  %50 = phi i64 [ 0, %46 ], [ %71, %70 ]
  %51 = or disjoint i64 %49, 1
  %52 = mul i64 %51, %39
  %53 = getelementptr inbounds nuw i8, ptr %38, i64 %52
  br i1 %42, label %59, label %54

54:                                               ; preds = %48
  %55 = getelementptr inbounds nuw ptr, ptr %1, i64 %49
  %56 = load ptr, ptr %55, align 8, !tbaa !15
  %57 = icmp eq ptr %56, null
  br i1 %57, label %59, label %58

58:                                               ; preds = %54
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %53, ptr nonnull align 1 %56, i64 %39, i1 false)
  br label %60

59:                                               ; preds = %54, %48
  call void @llvm.memset.p0.i64(ptr align 1 %53, i8 0, i64 %39, i1 false)
  br label %60

60:                                               ; preds = %59, %58
  %61 = add nuw nsw i64 %49, 2
  %62 = mul i64 %61, %39
  %63 = getelementptr inbounds nuw i8, ptr %38, i64 %62
  br i1 %42, label %69, label %64

64:                                               ; preds = %60
  %65 = getelementptr inbounds nuw ptr, ptr %1, i64 %51
  %66 = load ptr, ptr %65, align 8, !tbaa !15
  %67 = icmp eq ptr %66, null
  br i1 %67, label %69, label %68

68:                                               ; preds = %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %63, ptr nonnull align 1 %66, i64 %39, i1 false)
  br label %70

69:                                               ; preds = %64, %60
  call void @llvm.memset.p0.i64(ptr align 1 %63, i8 0, i64 %39, i1 false)
  br label %70

70:                                               ; preds = %69, %68
  %71 = add i64 %50, 2
  %72 = icmp eq i64 %71, %47
  br i1 %72, label %73, label %48, !llvm.loop !16

73:                                               ; preds = %70
  %74 = icmp eq i64 %44, 0
  br i1 %74, label %87, label %75

75:                                               ; preds = %73, %41
  %76 = phi i64 [ 0, %41 ], [ %61, %73 ]
  %77 = icmp ne i64 %44, 0
  tail call void @llvm.assume(i1 %77)
  %78 = add nuw nsw i64 %76, 1
  %79 = mul i64 %78, %39
  %80 = getelementptr inbounds nuw i8, ptr %38, i64 %79
  br i1 %42, label %86, label %81

81:                                               ; preds = %75
  %82 = getelementptr inbounds nuw ptr, ptr %1, i64 %76
  %83 = load ptr, ptr %82, align 8, !tbaa !15
  %84 = icmp eq ptr %83, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %81
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %80, ptr nonnull align 1 %83, i64 %39, i1 false)
  br label %87

86:                                               ; preds = %81, %75
  call void @llvm.memset.p0.i64(ptr align 1 %80, i8 0, i64 %39, i1 false)
  br label %87

87:                                               ; preds = %73, %86, %85, %37
  %88 = icmp eq i32 %8, 0
  %89 = mul nsw i32 %3, %29
  br i1 %88, label %92, label %90

90:                                               ; preds = %87
  %91 = call i32 @MPI_Ssend(ptr noundef %38, i32 noundef %89, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #24
  br label %94

92:                                               ; preds = %87
  %93 = call i32 @MPI_Send(ptr noundef %38, i32 noundef %89, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #24
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %91, %90 ], [ %93, %92 ]
  %96 = icmp eq ptr %38, %10
  br i1 %96, label %98, label %97

97:                                               ; preds = %94
  call void @free(ptr noundef %38) #24
  br label %98

98:                                               ; preds = %94, %97
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  br label %145

99:                                               ; preds = %9, %24
  %100 = icmp eq i32 %8, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %99
  %102 = tail call i32 @MPI_Ssend(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #24
  br label %105

103:                                              ; preds = %99
  %104 = tail call i32 @MPI_Send(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #24
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi ptr [ @.str.1, %101 ], [ @.str.2, %103 ]
  %107 = phi i32 [ %102, %101 ], [ %104, %103 ]
  %108 = icmp eq ptr %1, null
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  switch i32 %4, label %110 [
    i32 1275070475, label %113
    i32 1275069450, label %113
  ]

110:                                              ; preds = %109
  %111 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %106, ptr noundef nonnull @.str.20, i64 noundef %111) #27
  unreachable

112:                                              ; preds = %105
  switch i32 %4, label %145 [
    i32 1275070475, label %113
    i32 1275069450, label %113
  ]

113:                                              ; preds = %109, %109, %112, %112
  %114 = sext i32 %2 to i64
  %115 = sext i32 %3 to i64
  %116 = mul nsw i64 %115, %114
  %117 = select i1 %11, i64 2, i64 3
  %118 = shl i64 %116, %117
  %119 = or disjoint i64 %118, 1
  %120 = tail call noalias ptr @malloc(i64 noundef %119) #26
  %121 = icmp sgt i32 %2, 0
  br i1 %121, label %122, label %142

122:                                              ; preds = %113
  %123 = shl nsw i64 %115, %117
  %124 = zext nneg i32 %2 to i64
  br label %125

125:                                              ; preds = %139, %122
  %126 = phi i64 [ 0, %122 ], [ %140, %139 ]
  br i1 %108, label %135, label %127

127:                                              ; preds = %125
  %128 = getelementptr inbounds nuw ptr, ptr %1, i64 %126
  %129 = load ptr, ptr %128, align 8, !tbaa !15
  %130 = icmp eq ptr %129, null
  br i1 %130, label %135, label %131

131:                                              ; preds = %127
  %132 = mul nsw i64 %126, %115
  %133 = shl i64 %132, %117
  %134 = getelementptr inbounds nuw i8, ptr %120, i64 %133
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %134, ptr nonnull align 1 %129, i64 %123, i1 false)
  br label %139

135:                                              ; preds = %127, %125
  %136 = mul nsw i64 %126, %115
  %137 = shl i64 %136, %117
  %138 = getelementptr inbounds nuw i8, ptr %120, i64 %137
  tail call void @llvm.memset.p0.i64(ptr align 1 %138, i8 0, i64 %123, i1 false)
  br label %139

139:                                              ; preds = %135, %131
  %140 = add nuw nsw i64 %126, 1
  %141 = icmp eq i64 %140, %124
  br i1 %141, label %142, label %125, !llvm.loop !18

142:                                              ; preds = %139, %113
  %143 = mul nsw i32 %3, %2
  %144 = tail call i32 @MPI_Send(ptr noundef %120, i32 noundef %143, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #24
  tail call void @free(ptr noundef %120) #24
  br label %145

145:                                              ; preds = %112, %142, %98
  %146 = phi i32 [ %95, %98 ], [ %107, %112 ], [ %107, %142 ]
  ret i32 %146
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

declare i32 @MPI_Ssend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Send(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: nounwind
define void @__mpiad_rev_send(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #6 {
  %7 = icmp eq i32 %2, 1275070475
  switch i32 %2, label %85 [
    i32 1275070475, label %8
    i32 1275069450, label %8
  ]

8:                                                ; preds = %6, %6
  %9 = icmp eq i32 %2, 1275069450
  %10 = sext i32 %1 to i64
  %11 = add nsw i64 %10, 1
  %12 = select i1 %9, i64 4, i64 8
  %13 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef %12) #28
  %14 = tail call i32 @MPI_Recv(ptr noundef %13, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  %15 = icmp eq ptr %0, null
  br i1 %15, label %84, label %16

16:                                               ; preds = %8
  %17 = icmp sgt i32 %1, 0
  br i1 %7, label %42, label %18

18:                                               ; preds = %16
  br i1 %17, label %19, label %84

19:                                               ; preds = %18
  %20 = zext nneg i32 %1 to i64
  %21 = icmp ult i32 %1, 8
  br i1 %21, label %40, label %22

22:                                               ; preds = %19
  %23 = and i64 %20, 2147483640
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %36, %24 ]
  %26 = getelementptr inbounds nuw float, ptr %13, i64 %25
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 16
  %28 = load <4 x float>, ptr %26, align 4, !tbaa !19
  %29 = load <4 x float>, ptr %27, align 4, !tbaa !19
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %25
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %32 = load <4 x float>, ptr %30, align 4, !tbaa !19
  %33 = load <4 x float>, ptr %31, align 4, !tbaa !19
  %34 = fadd <4 x float> %28, %32
  %35 = fadd <4 x float> %29, %33
  store <4 x float> %34, ptr %30, align 4, !tbaa !19
  store <4 x float> %35, ptr %31, align 4, !tbaa !19
  %36 = add nuw i64 %25, 8
  %37 = icmp eq i64 %36, %23
  br i1 %37, label %38, label %24, !llvm.loop !21

38:                                               ; preds = %24
  %39 = icmp eq i64 %23, %20
  br i1 %39, label %84, label %40

40:                                               ; preds = %19, %38
  %41 = phi i64 [ 0, %19 ], [ %23, %38 ]
  br label %75

42:                                               ; preds = %16
  br i1 %17, label %43, label %84

43:                                               ; preds = %42
  %44 = zext nneg i32 %1 to i64
  %45 = icmp ult i32 %1, 4
  br i1 %45, label %64, label %46

46:                                               ; preds = %43
  %47 = and i64 %44, 2147483644
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %60, %48 ]
  %50 = getelementptr inbounds nuw double, ptr %13, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 16
  %52 = load <2 x double>, ptr %50, align 8, !tbaa !24
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !24
  %54 = getelementptr inbounds nuw double, ptr %0, i64 %49
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 16
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !24
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !24
  %58 = fadd <2 x double> %52, %56
  %59 = fadd <2 x double> %53, %57
  store <2 x double> %58, ptr %54, align 8, !tbaa !24
  store <2 x double> %59, ptr %55, align 8, !tbaa !24
  %60 = add nuw i64 %49, 4
  %61 = icmp eq i64 %60, %47
  br i1 %61, label %62, label %48, !llvm.loop !26

62:                                               ; preds = %48
  %63 = icmp eq i64 %47, %44
  br i1 %63, label %84, label %64

64:                                               ; preds = %43, %62
  %65 = phi i64 [ 0, %43 ], [ %47, %62 ]
  br label %66

66:                                               ; preds = %64, %66
  %67 = phi i64 [ %73, %66 ], [ %65, %64 ]
  %68 = getelementptr inbounds nuw double, ptr %13, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !24
  %70 = getelementptr inbounds nuw double, ptr %0, i64 %67
  %71 = load double, ptr %70, align 8, !tbaa !24
  %72 = fadd double %69, %71
  store double %72, ptr %70, align 8, !tbaa !24
  %73 = add nuw nsw i64 %67, 1
  %74 = icmp eq i64 %73, %44
  br i1 %74, label %84, label %66, !llvm.loop !27

75:                                               ; preds = %40, %75
  %76 = phi i64 [ %82, %75 ], [ %41, %40 ]
  %77 = getelementptr inbounds nuw float, ptr %13, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !19
  %79 = getelementptr inbounds nuw float, ptr %0, i64 %76
  %80 = load float, ptr %79, align 4, !tbaa !19
  %81 = fadd float %78, %80
  store float %81, ptr %79, align 4, !tbaa !19
  %82 = add nuw nsw i64 %76, 1
  %83 = icmp eq i64 %82, %20
  br i1 %83, label %84, label %75, !llvm.loop !28

84:                                               ; preds = %75, %66, %38, %62, %8, %18, %42
  tail call void @free(ptr noundef %13) #24
  br label %85

85:                                               ; preds = %6, %84
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

declare i32 @MPI_Recv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef writeonly captures(address) %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca [64 x double], align 16
  %12 = alloca %struct.MPI_Status, align 4
  %13 = alloca %struct.MPI_Status, align 4
  %14 = icmp eq i32 %4, 1275069450
  switch i32 %4, label %111 [
    i32 1275070475, label %15
    i32 1275069450, label %15
  ]

15:                                               ; preds = %9, %9
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
  br i1 %29, label %111, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = select i1 %14, i64 2, i64 3
  %36 = shl i64 %34, %35
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %37 = icmp ult i64 %36, 513
  br i1 %37, label %40, label %38

38:                                               ; preds = %30
  %39 = tail call noalias ptr @malloc(i64 noundef %36) #26
  br label %40

40:                                               ; preds = %38, %30
  %41 = phi ptr [ %39, %38 ], [ %11, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %42 = mul nsw i32 %3, %32
  %43 = call i32 @MPI_Recv(ptr noundef %41, i32 noundef %42, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %12) #24
  %44 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %45 = load i32, ptr %44, align 4, !tbaa !29
  %46 = icmp eq i32 %45, -1
  br i1 %46, label %104, label %47

47:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  store i32 0, ptr %10, align 4, !tbaa !5
  %48 = call i32 @MPI_Get_count(ptr noundef nonnull %12, i32 noundef %4, ptr noundef nonnull %10) #24
  %49 = load i32, ptr %10, align 4, !tbaa !5
  %50 = call i32 @llvm.smax.i32(i32 %49, i32 0)
  %51 = sdiv i32 %50, %32
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  %52 = sext i32 %51 to i64
  %53 = shl nsw i64 %52, %35
  %54 = icmp eq ptr %0, null
  br i1 %54, label %56, label %55

55:                                               ; preds = %47
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %41, i64 %53, i1 false)
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
  %75 = getelementptr inbounds nuw i8, ptr %41, i64 %74
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
  %83 = getelementptr inbounds nuw i8, ptr %41, i64 %82
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
  %98 = getelementptr inbounds nuw i8, ptr %41, i64 %97
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %93, ptr readonly align 1 %98, i64 %53, i1 false)
  br label %99

99:                                               ; preds = %87, %95, %89, %56
  %100 = load i32, ptr %44, align 4, !tbaa !29
  %101 = icmp eq i32 %100, -1
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %12, i32 noundef %4, i32 noundef %51) #24
  br label %104

104:                                              ; preds = %102, %99, %40
  %105 = icmp ult ptr %8, inttoptr (i64 2 to ptr)
  br i1 %105, label %107, label %106

106:                                              ; preds = %104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %8, ptr noundef nonnull align 4 dereferenceable(20) %12, i64 20, i1 false), !tbaa.struct !32
  br label %107

107:                                              ; preds = %106, %104
  %108 = icmp eq ptr %41, %11
  br i1 %108, label %110, label %109

109:                                              ; preds = %107
  call void @free(ptr noundef %41) #24
  br label %110

110:                                              ; preds = %107, %109
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  br label %185

111:                                              ; preds = %9, %27
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %112 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %13) #24
  %113 = icmp eq ptr %8, inttoptr (i64 1 to ptr)
  br i1 %113, label %115, label %114

114:                                              ; preds = %111
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %8, ptr noundef nonnull align 4 dereferenceable(20) %13, i64 20, i1 false), !tbaa.struct !32
  br label %115

115:                                              ; preds = %114, %111
  %116 = icmp eq ptr %1, null
  br i1 %116, label %120, label %117

117:                                              ; preds = %115
  switch i32 %4, label %118 [
    i32 1275070475, label %121
    i32 1275069450, label %121
  ]

118:                                              ; preds = %117
  %119 = sext i32 %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.20, i64 noundef %119) #27
  unreachable

120:                                              ; preds = %115
  switch i32 %4, label %184 [
    i32 1275070475, label %121
    i32 1275069450, label %121
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
  %130 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %131 = load i32, ptr %130, align 4, !tbaa !29
  %132 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %133 = load i32, ptr %132, align 4, !tbaa !33
  %134 = call i32 @MPI_Recv(ptr noundef %128, i32 noundef %129, i32 noundef %4, i32 noundef %131, i32 noundef %133, i32 noundef %7, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  %135 = load i32, ptr %130, align 4, !tbaa !29
  %136 = icmp eq i32 %135, -1
  br i1 %136, label %183, label %137

137:                                              ; preds = %121
  %138 = icmp ne ptr %1, null
  %139 = icmp sgt i32 %2, 0
  %140 = and i1 %138, %139
  br i1 %140, label %141, label %183

141:                                              ; preds = %137
  %142 = shl nsw i64 %122, %125
  %143 = zext nneg i32 %2 to i64
  %144 = and i64 %143, 1
  %145 = icmp eq i32 %2, 1
  br i1 %145, label %173, label %146

146:                                              ; preds = %141
  %147 = and i64 %143, 2147483646
  br label %148

148:                                              ; preds = %167, %146
  %149 = phi i64 [ 0, %146 ], [ %168, %167 ]
  %150 = phi i64 [ 0, %146 ], [ %169, %167 ]
  %151 = getelementptr inbounds nuw ptr, ptr %1, i64 %149
  %152 = load ptr, ptr %151, align 8, !tbaa !15
  %153 = icmp eq ptr %152, null
  br i1 %153, label %158, label %154

154:                                              ; preds = %148
  %155 = mul nsw i64 %149, %122
  %156 = shl i64 %155, %125
  %157 = getelementptr inbounds nuw i8, ptr %128, i64 %156
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %152, ptr readonly align 1 %157, i64 %142, i1 false)
  br label %158

158:                                              ; preds = %154, %148
  %159 = or disjoint i64 %149, 1
  %160 = getelementptr inbounds nuw ptr, ptr %1, i64 %159
  %161 = load ptr, ptr %160, align 8, !tbaa !15
  %162 = icmp eq ptr %161, null
  br i1 %162, label %167, label %163

163:                                              ; preds = %158
  %164 = mul nsw i64 %159, %122
  %165 = shl i64 %164, %125
  %166 = getelementptr inbounds nuw i8, ptr %128, i64 %165
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %161, ptr readonly align 1 %166, i64 %142, i1 false)
  br label %167

167:                                              ; preds = %163, %158
  %168 = add nuw nsw i64 %149, 2
  %169 = add i64 %150, 2
  %170 = icmp eq i64 %169, %147
  br i1 %170, label %171, label %148, !llvm.loop !34

171:                                              ; preds = %167
  %172 = icmp eq i64 %144, 0
  br i1 %172, label %183, label %173

173:                                              ; preds = %171, %141
  %174 = phi i64 [ 0, %141 ], [ %168, %171 ]
  %175 = icmp ne i64 %144, 0
  call void @llvm.assume(i1 %175)
  %176 = getelementptr inbounds nuw ptr, ptr %1, i64 %174
  %177 = load ptr, ptr %176, align 8, !tbaa !15
  %178 = icmp eq ptr %177, null
  br i1 %178, label %183, label %179

179:                                              ; preds = %173
  %180 = mul nsw i64 %174, %122
  %181 = shl i64 %180, %125
  %182 = getelementptr inbounds nuw i8, ptr %128, i64 %181
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %177, ptr readonly align 1 %182, i64 %142, i1 false)
  br label %183

183:                                              ; preds = %171, %179, %173, %137, %121
  call void @free(ptr noundef %128) #24
  br label %184

184:                                              ; preds = %120, %183
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %185

185:                                              ; preds = %184, %110
  %186 = phi i32 [ %43, %110 ], [ %112, %184 ]
  ret i32 %186
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_recv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef writeonly captures(address) %6) local_unnamed_addr #6 {
  %8 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %9 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef nonnull %8) #24
  %10 = icmp eq ptr %6, inttoptr (i64 1 to ptr)
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %6, ptr noundef nonnull align 4 dereferenceable(20) %8, i64 20, i1 false), !tbaa.struct !32
  br label %12

12:                                               ; preds = %11, %7
  %13 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %15 = load <2 x i32>, ptr %14, align 4, !tbaa !5
  store <2 x i32> %15, ptr %13, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #24
  ret ptr %13
}

; Function Attrs: nounwind
define void @__mpiad_rev_recv(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 {
  %6 = icmp eq i32 %3, 1275069450
  switch i32 %3, label %30 [
    i32 1275070475, label %7
    i32 1275069450, label %7
  ]

7:                                                ; preds = %5, %5
  %8 = icmp eq ptr %1, null
  br i1 %8, label %9, label %14

9:                                                ; preds = %7
  %10 = sext i32 %2 to i64
  %11 = add nsw i64 %10, 1
  %12 = select i1 %6, i64 4, i64 8
  %13 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef %12) #28
  br label %14

14:                                               ; preds = %7, %9
  %15 = phi ptr [ %13, %9 ], [ %1, %7 ]
  %16 = phi ptr [ %13, %9 ], [ null, %7 ]
  %17 = load i32, ptr %0, align 4, !tbaa !35
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !37
  %20 = tail call i32 @llvm.smax.i32(i32 %19, i32 0)
  %21 = tail call i32 @MPI_Send(ptr noundef %15, i32 noundef %2, i32 noundef %3, i32 noundef %17, i32 noundef %20, i32 noundef %4) #24
  %22 = load i32, ptr %0, align 4, !tbaa !35
  %23 = icmp eq i32 %22, -1
  %24 = or i1 %8, %23
  br i1 %24, label %29, label %25

25:                                               ; preds = %14
  %26 = sext i32 %2 to i64
  %27 = select i1 %6, i64 2, i64 3
  %28 = shl nsw i64 %26, %27
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %28, i1 false)
  br label %29

29:                                               ; preds = %14, %25
  tail call void @free(ptr noundef %16) #24
  br label %30

30:                                               ; preds = %5, %29
  tail call void @free(ptr noundef %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef writeonly captures(address) %13, i32 noundef %14) local_unnamed_addr #6 {
  %16 = alloca i32, align 4
  %17 = alloca [128 x double], align 16
  %18 = alloca %struct.MPI_Status, align 4
  %19 = alloca %struct.MPI_Status, align 4
  %20 = icmp eq i32 %3, 1275069450
  %21 = icmp eq i32 %3, 1275070475
  %22 = icmp eq i32 %9, 1275069450
  %23 = icmp eq i32 %9, 1275070475
  %24 = or i1 %21, %20
  %25 = or i1 %23, %22
  %26 = or i1 %24, %25
  br i1 %26, label %27, label %216

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
  br i1 %41, label %216, label %42

42:                                               ; preds = %39
  %43 = icmp eq ptr %1, null
  br i1 %43, label %47, label %44

44:                                               ; preds = %42
  switch i32 %3, label %45 [
    i32 1275070475, label %47
    i32 1275069450, label %47
  ]

45:                                               ; preds = %44
  %46 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %46) #27
  unreachable

47:                                               ; preds = %44, %44, %42
  %48 = icmp eq ptr %7, null
  br i1 %48, label %52, label %49

49:                                               ; preds = %47
  switch i32 %9, label %50 [
    i32 1275070475, label %52
    i32 1275069450, label %52
  ]

50:                                               ; preds = %49
  %51 = sext i32 %9 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %51) #27
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
  %147 = call i32 @MPI_Sendrecv(ptr noundef %140, i32 noundef %143, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %144, i32 noundef %146, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef nonnull %18) #24
  br i1 %63, label %148, label %212

148:                                              ; preds = %139
  %149 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %150 = load i32, ptr %149, align 4, !tbaa !29
  %151 = icmp eq i32 %150, -1
  br i1 %151, label %210, label %152

152:                                              ; preds = %148
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #24
  store i32 0, ptr %16, align 4, !tbaa !5
  %153 = call i32 @MPI_Get_count(ptr noundef nonnull %18, i32 noundef %9, ptr noundef nonnull %16) #24
  %154 = load i32, ptr %16, align 4, !tbaa !5
  %155 = call i32 @llvm.smax.i32(i32 %154, i32 0)
  %156 = sdiv i32 %155, %141
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  %157 = sext i32 %156 to i64
  %158 = select i1 %22, i64 2, i64 3
  %159 = shl nsw i64 %157, %158
  %160 = icmp eq ptr %6, null
  br i1 %160, label %162, label %161

161:                                              ; preds = %152
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %6, ptr readonly align 1 %86, i64 %159, i1 false)
  br label %162

162:                                              ; preds = %161, %152
  %163 = icmp ne ptr %7, null
  %164 = icmp sgt i32 %14, 0
  %165 = and i1 %163, %164
  br i1 %165, label %166, label %205

166:                                              ; preds = %162
  %167 = zext nneg i32 %14 to i64
  %168 = and i64 %167, 1
  %169 = icmp eq i32 %14, 1
  br i1 %169, label %195, label %170

170:                                              ; preds = %166
  %171 = and i64 %167, 2147483646
  br label %172

172:                                              ; preds = %190, %170
  %173 = phi i64 [ 0, %170 ], [ %186, %190 ]
  %174 = phi i64 [ 0, %170 ], [ %191, %190 ]
  %175 = getelementptr inbounds nuw ptr, ptr %7, i64 %173
  %176 = load ptr, ptr %175, align 8, !tbaa !15
  %177 = icmp eq ptr %176, null
  %178 = or disjoint i64 %173, 1
  br i1 %177, label %182, label %179

179:                                              ; preds = %172
  %180 = mul i64 %178, %159
  %181 = getelementptr inbounds nuw i8, ptr %86, i64 %180
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %176, ptr readonly align 1 %181, i64 %159, i1 false)
  br label %182

182:                                              ; preds = %179, %172
  %183 = getelementptr inbounds nuw ptr, ptr %7, i64 %178
  %184 = load ptr, ptr %183, align 8, !tbaa !15
  %185 = icmp eq ptr %184, null
  %186 = add nuw nsw i64 %173, 2
  br i1 %185, label %190, label %187

187:                                              ; preds = %182
  %188 = mul i64 %186, %159
  %189 = getelementptr inbounds nuw i8, ptr %86, i64 %188
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %184, ptr readonly align 1 %189, i64 %159, i1 false)
  br label %190

190:                                              ; preds = %187, %182
  %191 = add i64 %174, 2
  %192 = icmp eq i64 %191, %171
  br i1 %192, label %193, label %172, !llvm.loop !31

193:                                              ; preds = %190
  %194 = icmp eq i64 %168, 0
  br i1 %194, label %205, label %195

195:                                              ; preds = %193, %166
  %196 = phi i64 [ 0, %166 ], [ %186, %193 ]
  %197 = icmp ne i64 %168, 0
  call void @llvm.assume(i1 %197)
  %198 = getelementptr inbounds nuw ptr, ptr %7, i64 %196
  %199 = load ptr, ptr %198, align 8, !tbaa !15
  %200 = icmp eq ptr %199, null
  br i1 %200, label %205, label %201

201:                                              ; preds = %195
  %202 = add nuw nsw i64 %196, 1
  %203 = mul i64 %202, %159
  %204 = getelementptr inbounds nuw i8, ptr %86, i64 %203
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %199, ptr readonly align 1 %204, i64 %159, i1 false)
  br label %205

205:                                              ; preds = %193, %201, %195, %162
  %206 = load i32, ptr %149, align 4, !tbaa !29
  %207 = icmp eq i32 %206, -1
  br i1 %207, label %210, label %208

208:                                              ; preds = %205
  %209 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %18, i32 noundef %9, i32 noundef %156) #24
  br label %210

210:                                              ; preds = %208, %205, %148
  %211 = icmp ult ptr %13, inttoptr (i64 2 to ptr)
  br i1 %211, label %215, label %214

212:                                              ; preds = %139
  %213 = icmp eq ptr %13, inttoptr (i64 1 to ptr)
  br i1 %213, label %215, label %214

214:                                              ; preds = %212, %210
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %13, ptr noundef nonnull align 4 dereferenceable(20) %18, i64 20, i1 false)
  br label %215

215:                                              ; preds = %210, %212, %214
  call void @free(ptr noundef %87) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #24
  br label %343

216:                                              ; preds = %15, %39
  call void @llvm.lifetime.start.p0(ptr nonnull %19) #24
  %217 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef nonnull %19) #24
  %218 = icmp eq ptr %13, inttoptr (i64 1 to ptr)
  br i1 %218, label %220, label %219

219:                                              ; preds = %216
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %13, ptr noundef nonnull align 4 dereferenceable(20) %19, i64 20, i1 false), !tbaa.struct !32
  br label %220

220:                                              ; preds = %219, %216
  %221 = icmp eq ptr %1, null
  br i1 %221, label %225, label %222

222:                                              ; preds = %220
  switch i32 %3, label %223 [
    i32 1275070475, label %225
    i32 1275069450, label %225
  ]

223:                                              ; preds = %222
  %224 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %224) #27
  unreachable

225:                                              ; preds = %220, %222, %222
  %226 = icmp eq ptr %7, null
  br i1 %226, label %230, label %227

227:                                              ; preds = %225
  switch i32 %9, label %228 [
    i32 1275070475, label %230
    i32 1275069450, label %230
  ]

228:                                              ; preds = %227
  %229 = sext i32 %9 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.20, i64 noundef %229) #27
  unreachable

230:                                              ; preds = %225, %227, %227
  br i1 %26, label %231, label %342

231:                                              ; preds = %230
  switch i32 %3, label %261 [
    i32 1275070475, label %232
    i32 1275069450, label %232
  ]

232:                                              ; preds = %231, %231
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
  br i1 %221, label %254, label %246

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

261:                                              ; preds = %258, %231, %232
  %262 = phi ptr [ %0, %231 ], [ %239, %232 ], [ %239, %258 ]
  %263 = phi ptr [ null, %231 ], [ %239, %232 ], [ %239, %258 ]
  switch i32 %9, label %272 [
    i32 1275070475, label %264
    i32 1275069450, label %264
  ]

264:                                              ; preds = %261, %261
  %265 = sext i32 %8 to i64
  %266 = sext i32 %14 to i64
  %267 = mul nsw i64 %266, %265
  %268 = select i1 %22, i64 2, i64 3
  %269 = shl i64 %267, %268
  %270 = or disjoint i64 %269, 1
  %271 = call noalias ptr @malloc(i64 noundef %270) #26
  br label %272

272:                                              ; preds = %261, %264
  %273 = phi ptr [ %271, %264 ], [ %6, %261 ]
  %274 = phi ptr [ %271, %264 ], [ null, %261 ]
  %275 = mul nsw i32 %14, %2
  %276 = select i1 %24, i32 %275, i32 0
  %277 = select i1 %24, i32 %4, i32 -1
  %278 = mul nsw i32 %14, %8
  %279 = select i1 %25, i32 %278, i32 0
  %280 = icmp eq i32 %10, -2
  %281 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %282 = load i32, ptr %281, align 4
  %283 = select i1 %280, i32 %282, i32 %10
  %284 = select i1 %25, i32 %283, i32 -1
  %285 = icmp eq i32 %11, -1
  %286 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %287 = load i32, ptr %286, align 4
  %288 = select i1 %285, i32 %287, i32 %11
  %289 = call i32 @MPI_Sendrecv(ptr noundef %262, i32 noundef %276, i32 noundef %3, i32 noundef %277, i32 noundef %5, ptr noundef %273, i32 noundef %279, i32 noundef %9, i32 noundef %284, i32 noundef %288, i32 noundef %12, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  %290 = load i32, ptr %281, align 4
  %291 = icmp ne i32 %290, -1
  %292 = select i1 %25, i1 %291, i1 false
  br i1 %292, label %293, label %341

293:                                              ; preds = %272
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
  %315 = getelementptr inbounds nuw i8, ptr %274, i64 %314
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
  %324 = getelementptr inbounds nuw i8, ptr %274, i64 %323
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
  %340 = getelementptr inbounds nuw i8, ptr %274, i64 %339
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %335, ptr readonly align 1 %340, i64 %300, i1 false)
  br label %341

341:                                              ; preds = %329, %337, %331, %293, %272
  call void @free(ptr noundef %263) #24
  call void @free(ptr noundef %274) #24
  br label %342

342:                                              ; preds = %230, %341
  call void @llvm.lifetime.end.p0(ptr nonnull %19) #24
  br label %343

343:                                              ; preds = %342, %215
  %344 = phi i32 [ %147, %215 ], [ %217, %342 ]
  ret i32 %344
}

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, ptr noundef writeonly captures(address) %11) local_unnamed_addr #6 {
  %13 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %14 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, ptr noundef nonnull %13) #24
  %15 = icmp eq ptr %11, inttoptr (i64 1 to ptr)
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, ptr noundef nonnull align 4 dereferenceable(20) %13, i64 20, i1 false), !tbaa.struct !32
  br label %17

17:                                               ; preds = %16, %12
  %18 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %19 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %20 = load <2 x i32>, ptr %19, align 4, !tbaa !5
  store <2 x i32> %20, ptr %18, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  ret ptr %18
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv(ptr noundef captures(none) %0, ptr noundef captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #6 {
  %11 = icmp ne i32 %3, 1275069450
  %12 = icmp ne i32 %3, 1275070475
  %13 = icmp ne i32 %8, 1275069450
  %14 = icmp ne i32 %8, 1275070475
  %15 = and i1 %11, %12
  switch i32 %3, label %21 [
    i32 1275070475, label %16
    i32 1275069450, label %16
  ]

16:                                               ; preds = %10, %10
  %17 = sext i32 %2 to i64
  %18 = add nsw i64 %17, 1
  %19 = select i1 %11, i64 8, i64 4
  %20 = tail call noalias ptr @calloc(i64 noundef %18, i64 noundef %19) #28
  br label %21

21:                                               ; preds = %10, %16
  %22 = phi ptr [ %20, %16 ], [ null, %10 ]
  %23 = and i1 %13, %14
  %24 = icmp ne ptr %6, null
  %25 = or i1 %24, %23
  br i1 %25, label %31, label %26

26:                                               ; preds = %21
  %27 = sext i32 %7 to i64
  %28 = add nsw i64 %27, 1
  %29 = select i1 %13, i64 8, i64 4
  %30 = tail call noalias ptr @calloc(i64 noundef %28, i64 noundef %29) #28
  br label %32

31:                                               ; preds = %21
  switch i32 %8, label %50 [
    i32 1275070475, label %32
    i32 1275069450, label %32
  ]

32:                                               ; preds = %31, %31, %26
  %33 = phi ptr [ %30, %26 ], [ %6, %31 ], [ %6, %31 ]
  %34 = phi ptr [ %30, %26 ], [ null, %31 ], [ null, %31 ]
  %35 = load i32, ptr %0, align 4, !tbaa !35
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !37
  %38 = tail call i32 @llvm.smax.i32(i32 %37, i32 0)
  %39 = select i1 %15, i32 0, i32 %2
  %40 = select i1 %15, i32 -1, i32 %4
  %41 = tail call i32 @MPI_Sendrecv(ptr noundef %33, i32 noundef %7, i32 noundef %8, i32 noundef %35, i32 noundef %38, ptr noundef %22, i32 noundef %39, i32 noundef %3, i32 noundef %40, i32 noundef %5, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  %42 = load i32, ptr %0, align 4, !tbaa !35
  %43 = icmp eq i32 %42, -1
  %44 = icmp eq ptr %6, null
  %45 = or i1 %44, %43
  br i1 %45, label %57, label %46

46:                                               ; preds = %32
  %47 = sext i32 %7 to i64
  %48 = select i1 %13, i64 3, i64 2
  %49 = shl nsw i64 %47, %48
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %6, i8 0, i64 %49, i1 false)
  br label %57

50:                                               ; preds = %31
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !37
  %53 = tail call i32 @llvm.smax.i32(i32 %52, i32 0)
  %54 = select i1 %15, i32 0, i32 %2
  %55 = select i1 %15, i32 -1, i32 %4
  %56 = tail call i32 @MPI_Sendrecv(ptr noundef null, i32 noundef 0, i32 noundef %8, i32 noundef -1, i32 noundef %53, ptr noundef %22, i32 noundef %54, i32 noundef %3, i32 noundef %55, i32 noundef %5, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  br label %57

57:                                               ; preds = %46, %50, %32
  %58 = phi ptr [ null, %50 ], [ %34, %32 ], [ %34, %46 ]
  %59 = icmp eq ptr %1, null
  %60 = or i1 %59, %15
  br i1 %60, label %129, label %61

61:                                               ; preds = %57
  %62 = icmp sgt i32 %2, 0
  br i1 %12, label %63, label %87

63:                                               ; preds = %61
  br i1 %62, label %64, label %129

64:                                               ; preds = %63
  %65 = zext nneg i32 %2 to i64
  %66 = icmp ult i32 %2, 8
  br i1 %66, label %85, label %67

67:                                               ; preds = %64
  %68 = and i64 %65, 2147483640
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i64 [ 0, %67 ], [ %81, %69 ]
  %71 = getelementptr inbounds nuw float, ptr %22, i64 %70
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 16
  %73 = load <4 x float>, ptr %71, align 4, !tbaa !19
  %74 = load <4 x float>, ptr %72, align 4, !tbaa !19
  %75 = getelementptr inbounds nuw float, ptr %1, i64 %70
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 16
  %77 = load <4 x float>, ptr %75, align 4, !tbaa !19
  %78 = load <4 x float>, ptr %76, align 4, !tbaa !19
  %79 = fadd <4 x float> %73, %77
  %80 = fadd <4 x float> %74, %78
  store <4 x float> %79, ptr %75, align 4, !tbaa !19
  store <4 x float> %80, ptr %76, align 4, !tbaa !19
  %81 = add nuw i64 %70, 8
  %82 = icmp eq i64 %81, %68
  br i1 %82, label %83, label %69, !llvm.loop !38

83:                                               ; preds = %69
  %84 = icmp eq i64 %68, %65
  br i1 %84, label %129, label %85

85:                                               ; preds = %64, %83
  %86 = phi i64 [ 0, %64 ], [ %68, %83 ]
  br label %120

87:                                               ; preds = %61
  br i1 %62, label %88, label %129

88:                                               ; preds = %87
  %89 = zext nneg i32 %2 to i64
  %90 = icmp ult i32 %2, 4
  br i1 %90, label %109, label %91

91:                                               ; preds = %88
  %92 = and i64 %89, 2147483644
  br label %93

93:                                               ; preds = %93, %91
  %94 = phi i64 [ 0, %91 ], [ %105, %93 ]
  %95 = getelementptr inbounds nuw double, ptr %22, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 16
  %97 = load <2 x double>, ptr %95, align 8, !tbaa !24
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !24
  %99 = getelementptr inbounds nuw double, ptr %1, i64 %94
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 16
  %101 = load <2 x double>, ptr %99, align 8, !tbaa !24
  %102 = load <2 x double>, ptr %100, align 8, !tbaa !24
  %103 = fadd <2 x double> %97, %101
  %104 = fadd <2 x double> %98, %102
  store <2 x double> %103, ptr %99, align 8, !tbaa !24
  store <2 x double> %104, ptr %100, align 8, !tbaa !24
  %105 = add nuw i64 %94, 4
  %106 = icmp eq i64 %105, %92
  br i1 %106, label %107, label %93, !llvm.loop !39

107:                                              ; preds = %93
  %108 = icmp eq i64 %92, %89
  br i1 %108, label %129, label %109

109:                                              ; preds = %88, %107
  %110 = phi i64 [ 0, %88 ], [ %92, %107 ]
  br label %111

111:                                              ; preds = %109, %111
  %112 = phi i64 [ %118, %111 ], [ %110, %109 ]
  %113 = getelementptr inbounds nuw double, ptr %22, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !24
  %115 = getelementptr inbounds nuw double, ptr %1, i64 %112
  %116 = load double, ptr %115, align 8, !tbaa !24
  %117 = fadd double %114, %116
  store double %117, ptr %115, align 8, !tbaa !24
  %118 = add nuw nsw i64 %112, 1
  %119 = icmp eq i64 %118, %89
  br i1 %119, label %129, label %111, !llvm.loop !40

120:                                              ; preds = %85, %120
  %121 = phi i64 [ %127, %120 ], [ %86, %85 ]
  %122 = getelementptr inbounds nuw float, ptr %22, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !19
  %124 = getelementptr inbounds nuw float, ptr %1, i64 %121
  %125 = load float, ptr %124, align 4, !tbaa !19
  %126 = fadd float %123, %125
  store float %126, ptr %124, align 4, !tbaa !19
  %127 = add nuw nsw i64 %121, 1
  %128 = icmp eq i64 %127, %65
  br i1 %128, label %129, label %120, !llvm.loop !41

129:                                              ; preds = %111, %120, %107, %83, %87, %63, %57
  tail call void @free(ptr noundef %22) #24
  tail call void @free(ptr noundef %58) #24
  tail call void @free(ptr noundef nonnull %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv_replace(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef writeonly captures(address) %10) local_unnamed_addr #6 {
  %12 = alloca i32, align 4
  %13 = alloca [64 x double], align 16
  %14 = alloca %struct.MPI_Status, align 4
  %15 = alloca %struct.MPI_Status, align 4
  %16 = icmp eq i32 %4, 1275069450
  switch i32 %4, label %161 [
    i32 1275070475, label %17
    i32 1275069450, label %17
  ]

17:                                               ; preds = %11, %11
  %18 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %31, label %161, label %32

32:                                               ; preds = %29
  %33 = sext i32 %3 to i64
  %34 = add nsw i32 %2, 1
  %35 = sext i32 %34 to i64
  %36 = mul nsw i64 %33, %35
  %37 = select i1 %16, i64 2, i64 3
  %38 = shl i64 %36, %37
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %39 = icmp ult i64 %38, 513
  br i1 %39, label %42, label %40

40:                                               ; preds = %32
  %41 = tail call noalias ptr @malloc(i64 noundef %38) #26
  br label %42

42:                                               ; preds = %40, %32
  %43 = phi ptr [ %41, %40 ], [ %13, %32 ]
  %44 = shl nsw i64 %33, %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %43, ptr readonly align 1 %0, i64 %44, i1 false)
  %45 = icmp sgt i32 %2, 0
  br i1 %45, label %46, label %92

46:                                               ; preds = %42
  %47 = icmp eq ptr %1, null
  %48 = zext nneg i32 %2 to i64
  %49 = and i64 %48, 1
  %50 = icmp eq i32 %2, 1
  br i1 %50, label %80, label %51

51:                                               ; preds = %46
  %52 = and i64 %48, 2147483646
  br label %53

53:                                               ; preds = %75, %51
  %54 = phi i64 [ 0, %51 ], [ %66, %75 ]
  %55 = phi i64 [ 0, %51 ], [ %76, %75 ]
  %56 = or disjoint i64 %54, 1
  %57 = mul i64 %56, %44
  %58 = getelementptr inbounds nuw i8, ptr %43, i64 %57
  br i1 %47, label %64, label %59

59:                                               ; preds = %53
  %60 = getelementptr inbounds nuw ptr, ptr %1, i64 %54
  %61 = load ptr, ptr %60, align 8, !tbaa !15
  %62 = icmp eq ptr %61, null
  br i1 %62, label %64, label %63

63:                                               ; preds = %59
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %58, ptr nonnull align 1 %61, i64 %44, i1 false)
  br label %65

64:                                               ; preds = %59, %53
  call void @llvm.memset.p0.i64(ptr align 1 %58, i8 0, i64 %44, i1 false)
  br label %65

65:                                               ; preds = %64, %63
  %66 = add nuw nsw i64 %54, 2
  %67 = mul i64 %66, %44
  %68 = getelementptr inbounds nuw i8, ptr %43, i64 %67
  br i1 %47, label %74, label %69

69:                                               ; preds = %65
  %70 = getelementptr inbounds nuw ptr, ptr %1, i64 %56
  %71 = load ptr, ptr %70, align 8, !tbaa !15
  %72 = icmp eq ptr %71, null
  br i1 %72, label %74, label %73

73:                                               ; preds = %69
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %68, ptr nonnull align 1 %71, i64 %44, i1 false)
  br label %75

74:                                               ; preds = %69, %65
  call void @llvm.memset.p0.i64(ptr align 1 %68, i8 0, i64 %44, i1 false)
  br label %75

75:                                               ; preds = %74, %73
  %76 = add i64 %55, 2
  %77 = icmp eq i64 %76, %52
  br i1 %77, label %78, label %53, !llvm.loop !16

78:                                               ; preds = %75
  %79 = icmp eq i64 %49, 0
  br i1 %79, label %92, label %80

80:                                               ; preds = %78, %46
  %81 = phi i64 [ 0, %46 ], [ %66, %78 ]
  %82 = icmp ne i64 %49, 0
  tail call void @llvm.assume(i1 %82)
  %83 = add nuw nsw i64 %81, 1
  %84 = mul i64 %83, %44
  %85 = getelementptr inbounds nuw i8, ptr %43, i64 %84
  br i1 %47, label %91, label %86

86:                                               ; preds = %80
  %87 = getelementptr inbounds nuw ptr, ptr %1, i64 %81
  %88 = load ptr, ptr %87, align 8, !tbaa !15
  %89 = icmp eq ptr %88, null
  br i1 %89, label %91, label %90

90:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr nonnull align 1 %88, i64 %44, i1 false)
  br label %92

91:                                               ; preds = %86, %80
  call void @llvm.memset.p0.i64(ptr align 1 %85, i8 0, i64 %44, i1 false)
  br label %92

92:                                               ; preds = %78, %91, %90, %42
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  %93 = mul nsw i32 %3, %34
  %94 = call i32 @MPI_Sendrecv_replace(ptr noundef %43, i32 noundef %93, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef nonnull %14) #24
  %95 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %96 = load i32, ptr %95, align 4, !tbaa !29
  %97 = icmp eq i32 %96, -1
  br i1 %97, label %154, label %98

98:                                               ; preds = %92
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  store i32 0, ptr %12, align 4, !tbaa !5
  %99 = call i32 @MPI_Get_count(ptr noundef nonnull %14, i32 noundef %4, ptr noundef nonnull %12) #24
  %100 = load i32, ptr %12, align 4, !tbaa !5
  %101 = call i32 @llvm.smax.i32(i32 %100, i32 0)
  %102 = sdiv i32 %101, %34
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  %103 = sext i32 %102 to i64
  %104 = shl nsw i64 %103, %37
  %105 = icmp eq ptr %0, null
  br i1 %105, label %107, label %106

106:                                              ; preds = %98
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %43, i64 %104, i1 false)
  br label %107

107:                                              ; preds = %106, %98
  %108 = icmp ne ptr %1, null
  %109 = and i1 %108, %45
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
  %125 = getelementptr inbounds nuw i8, ptr %43, i64 %124
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
  %133 = getelementptr inbounds nuw i8, ptr %43, i64 %132
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
  %148 = getelementptr inbounds nuw i8, ptr %43, i64 %147
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %143, ptr readonly align 1 %148, i64 %104, i1 false)
  br label %149

149:                                              ; preds = %137, %145, %139, %107
  %150 = load i32, ptr %95, align 4, !tbaa !29
  %151 = icmp eq i32 %150, -1
  br i1 %151, label %154, label %152

152:                                              ; preds = %149
  %153 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %14, i32 noundef %4, i32 noundef %102) #24
  br label %154

154:                                              ; preds = %152, %149, %92
  %155 = icmp ult ptr %10, inttoptr (i64 2 to ptr)
  br i1 %155, label %157, label %156

156:                                              ; preds = %154
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull align 4 dereferenceable(20) %14, i64 20, i1 false), !tbaa.struct !32
  br label %157

157:                                              ; preds = %156, %154
  %158 = icmp eq ptr %43, %13
  br i1 %158, label %160, label %159

159:                                              ; preds = %157
  call void @free(ptr noundef %43) #24
  br label %160

160:                                              ; preds = %157, %159
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %258

161:                                              ; preds = %11, %29
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  %162 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef nonnull %15) #24
  %163 = icmp eq ptr %10, inttoptr (i64 1 to ptr)
  br i1 %163, label %165, label %164

164:                                              ; preds = %161
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull align 4 dereferenceable(20) %15, i64 20, i1 false), !tbaa.struct !32
  br label %165

165:                                              ; preds = %164, %161
  %166 = icmp eq ptr %1, null
  br i1 %166, label %170, label %167

167:                                              ; preds = %165
  switch i32 %4, label %168 [
    i32 1275070475, label %171
    i32 1275069450, label %171
  ]

168:                                              ; preds = %167
  %169 = sext i32 %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.20, i64 noundef %169) #27
  unreachable

170:                                              ; preds = %165
  switch i32 %4, label %257 [
    i32 1275070475, label %171
    i32 1275069450, label %171
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
  %202 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %203 = load i32, ptr %202, align 4, !tbaa !29
  %204 = icmp eq i32 %203, -1
  %205 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %206 = load i32, ptr %205, align 4
  %207 = select i1 %204, i32 0, i32 %206
  %208 = call i32 @MPI_Sendrecv_replace(ptr noundef %178, i32 noundef %201, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %203, i32 noundef %207, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  %209 = load i32, ptr %202, align 4, !tbaa !29
  %210 = icmp ne i32 %209, -1
  %211 = icmp ne ptr %1, null
  %212 = and i1 %211, %210
  %213 = and i1 %179, %212
  br i1 %213, label %214, label %256

214:                                              ; preds = %200
  %215 = shl nsw i64 %173, %175
  %216 = zext nneg i32 %2 to i64
  %217 = and i64 %216, 1
  %218 = icmp eq i32 %2, 1
  br i1 %218, label %246, label %219

219:                                              ; preds = %214
  %220 = and i64 %216, 2147483646
  br label %221

221:                                              ; preds = %240, %219
  %222 = phi i64 [ 0, %219 ], [ %241, %240 ]
  %223 = phi i64 [ 0, %219 ], [ %242, %240 ]
  %224 = getelementptr inbounds nuw ptr, ptr %1, i64 %222
  %225 = load ptr, ptr %224, align 8, !tbaa !15
  %226 = icmp eq ptr %225, null
  br i1 %226, label %231, label %227

227:                                              ; preds = %221
  %228 = mul nsw i64 %222, %173
  %229 = shl i64 %228, %175
  %230 = getelementptr inbounds nuw i8, ptr %178, i64 %229
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %225, ptr readonly align 1 %230, i64 %215, i1 false)
  br label %231

231:                                              ; preds = %227, %221
  %232 = or disjoint i64 %222, 1
  %233 = getelementptr inbounds nuw ptr, ptr %1, i64 %232
  %234 = load ptr, ptr %233, align 8, !tbaa !15
  %235 = icmp eq ptr %234, null
  br i1 %235, label %240, label %236

236:                                              ; preds = %231
  %237 = mul nsw i64 %232, %173
  %238 = shl i64 %237, %175
  %239 = getelementptr inbounds nuw i8, ptr %178, i64 %238
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %234, ptr readonly align 1 %239, i64 %215, i1 false)
  br label %240

240:                                              ; preds = %236, %231
  %241 = add nuw nsw i64 %222, 2
  %242 = add i64 %223, 2
  %243 = icmp eq i64 %242, %220
  br i1 %243, label %244, label %221, !llvm.loop !34

244:                                              ; preds = %240
  %245 = icmp eq i64 %217, 0
  br i1 %245, label %256, label %246

246:                                              ; preds = %244, %214
  %247 = phi i64 [ 0, %214 ], [ %241, %244 ]
  %248 = icmp ne i64 %217, 0
  call void @llvm.assume(i1 %248)
  %249 = getelementptr inbounds nuw ptr, ptr %1, i64 %247
  %250 = load ptr, ptr %249, align 8, !tbaa !15
  %251 = icmp eq ptr %250, null
  br i1 %251, label %256, label %252

252:                                              ; preds = %246
  %253 = mul nsw i64 %247, %173
  %254 = shl i64 %253, %175
  %255 = getelementptr inbounds nuw i8, ptr %178, i64 %254
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %250, ptr readonly align 1 %255, i64 %215, i1 false)
  br label %256

256:                                              ; preds = %244, %252, %246, %200
  call void @free(ptr noundef %178) #24
  br label %257

257:                                              ; preds = %170, %256
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  br label %258

258:                                              ; preds = %257, %160
  %259 = phi i32 [ %94, %160 ], [ %162, %257 ]
  ret i32 %259
}

declare i32 @MPI_Sendrecv_replace(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv_replace(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef writeonly captures(address) %8) local_unnamed_addr #6 {
  %10 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %11 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %10) #24
  %12 = icmp eq ptr %8, inttoptr (i64 1 to ptr)
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %8, ptr noundef nonnull align 4 dereferenceable(20) %10, i64 20, i1 false), !tbaa.struct !32
  br label %14

14:                                               ; preds = %13, %9
  %15 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %17 = load <2 x i32>, ptr %16, align 4, !tbaa !5
  store <2 x i32> %17, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  ret ptr %15
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv_replace(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #6 {
  %8 = icmp eq i32 %3, 1275069450
  %9 = icmp eq i32 %3, 1275070475
  switch i32 %3, label %101 [
    i32 1275070475, label %10
    i32 1275069450, label %10
  ]

10:                                               ; preds = %7, %7
  %11 = select i1 %8, i64 4, i64 8
  %12 = sext i32 %2 to i64
  %13 = add nsw i64 %12, 1
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef %11) #28
  %15 = icmp eq ptr %1, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %10
  %17 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef %11) #28
  br label %18

18:                                               ; preds = %10, %16
  %19 = phi ptr [ %17, %16 ], [ %1, %10 ]
  %20 = phi ptr [ %17, %16 ], [ null, %10 ]
  %21 = load i32, ptr %0, align 4, !tbaa !35
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !37
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 0)
  %25 = tail call i32 @MPI_Sendrecv(ptr noundef %19, i32 noundef %2, i32 noundef %3, i32 noundef %21, i32 noundef %24, ptr noundef %14, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  br i1 %15, label %100, label %26

26:                                               ; preds = %18
  %27 = load i32, ptr %0, align 4, !tbaa !35
  %28 = icmp eq i32 %27, -1
  br i1 %28, label %32, label %29

29:                                               ; preds = %26
  %30 = select i1 %8, i64 2, i64 3
  %31 = shl nsw i64 %12, %30
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 %14, i64 %31, i1 false)
  br label %100

32:                                               ; preds = %26
  %33 = icmp sgt i32 %2, 0
  br i1 %9, label %58, label %34

34:                                               ; preds = %32
  br i1 %33, label %35, label %100

35:                                               ; preds = %34
  %36 = zext nneg i32 %2 to i64
  %37 = icmp ult i32 %2, 8
  br i1 %37, label %56, label %38

38:                                               ; preds = %35
  %39 = and i64 %36, 2147483640
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %52, %40 ]
  %42 = getelementptr inbounds nuw float, ptr %14, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 16
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !19
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !19
  %46 = getelementptr inbounds nuw float, ptr %1, i64 %41
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 16
  %48 = load <4 x float>, ptr %46, align 4, !tbaa !19
  %49 = load <4 x float>, ptr %47, align 4, !tbaa !19
  %50 = fadd <4 x float> %44, %48
  %51 = fadd <4 x float> %45, %49
  store <4 x float> %50, ptr %46, align 4, !tbaa !19
  store <4 x float> %51, ptr %47, align 4, !tbaa !19
  %52 = add nuw i64 %41, 8
  %53 = icmp eq i64 %52, %39
  br i1 %53, label %54, label %40, !llvm.loop !42

54:                                               ; preds = %40
  %55 = icmp eq i64 %39, %36
  br i1 %55, label %100, label %56

56:                                               ; preds = %35, %54
  %57 = phi i64 [ 0, %35 ], [ %39, %54 ]
  br label %91

58:                                               ; preds = %32
  br i1 %33, label %59, label %100

59:                                               ; preds = %58
  %60 = zext nneg i32 %2 to i64
  %61 = icmp ult i32 %2, 4
  br i1 %61, label %80, label %62

62:                                               ; preds = %59
  %63 = and i64 %60, 2147483644
  br label %64

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %76, %64 ]
  %66 = getelementptr inbounds nuw double, ptr %14, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16
  %68 = load <2 x double>, ptr %66, align 8, !tbaa !24
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !24
  %70 = getelementptr inbounds nuw double, ptr %1, i64 %65
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 16
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !24
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !24
  %74 = fadd <2 x double> %68, %72
  %75 = fadd <2 x double> %69, %73
  store <2 x double> %74, ptr %70, align 8, !tbaa !24
  store <2 x double> %75, ptr %71, align 8, !tbaa !24
  %76 = add nuw i64 %65, 4
  %77 = icmp eq i64 %76, %63
  br i1 %77, label %78, label %64, !llvm.loop !43

78:                                               ; preds = %64
  %79 = icmp eq i64 %63, %60
  br i1 %79, label %100, label %80

80:                                               ; preds = %59, %78
  %81 = phi i64 [ 0, %59 ], [ %63, %78 ]
  br label %82

82:                                               ; preds = %80, %82
  %83 = phi i64 [ %89, %82 ], [ %81, %80 ]
  %84 = getelementptr inbounds nuw double, ptr %14, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !24
  %86 = getelementptr inbounds nuw double, ptr %1, i64 %83
  %87 = load double, ptr %86, align 8, !tbaa !24
  %88 = fadd double %85, %87
  store double %88, ptr %86, align 8, !tbaa !24
  %89 = add nuw nsw i64 %83, 1
  %90 = icmp eq i64 %89, %60
  br i1 %90, label %100, label %82, !llvm.loop !44

91:                                               ; preds = %56, %91
  %92 = phi i64 [ %98, %91 ], [ %57, %56 ]
  %93 = getelementptr inbounds nuw float, ptr %14, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !19
  %95 = getelementptr inbounds nuw float, ptr %1, i64 %92
  %96 = load float, ptr %95, align 4, !tbaa !19
  %97 = fadd float %94, %96
  store float %97, ptr %95, align 4, !tbaa !19
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %36
  br i1 %99, label %100, label %91, !llvm.loop !45

100:                                              ; preds = %91, %82, %54, %78, %58, %34, %29, %18
  tail call void @free(ptr noundef %14) #24
  tail call void @free(ptr noundef %20) #24
  br label %101

101:                                              ; preds = %7, %100
  tail call void @free(ptr noundef %0) #24
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_isend(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) local_unnamed_addr #6 {
  %10 = icmp eq i32 %4, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %4, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %104, label %15

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
  br i1 %29, label %104, label %30

30:                                               ; preds = %27
  %31 = sext i32 %3 to i64
  %32 = add nsw i32 %2, 1
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = select i1 %10, i64 2, i64 3
  %36 = shl i64 %34, %35
  %37 = add i64 %36, 73
  %38 = tail call noalias ptr @malloc(i64 noundef %37) #26
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %39, i8 0, i64 56, i1 false)
  store i32 1, ptr %38, align 8, !tbaa !5
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  store i32 %13, ptr %40, align 4, !tbaa !5
  %41 = getelementptr inbounds nuw i8, ptr %38, i64 8
  store i32 %3, ptr %41, align 8, !tbaa !5
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 12
  store i32 %2, ptr %42, align 4, !tbaa !5
  store i32 %4, ptr %39, align 8, !tbaa !5
  %43 = getelementptr inbounds nuw i8, ptr %38, i64 56
  store i32 1, ptr %43, align 8, !tbaa !5
  %44 = getelementptr inbounds nuw i8, ptr %38, i64 72
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
  br i1 %52, label %82, label %53

53:                                               ; preds = %48
  %54 = and i64 %50, 2147483646
  br label %55

55:                                               ; preds = %77, %53
  %56 = phi i64 [ 0, %53 ], [ %68, %77 ]
  %57 = phi i64 [ 0, %53 ], [ %78, %77 ]
  %58 = or disjoint i64 %56, 1
  %59 = mul i64 %58, %46
  %60 = getelementptr inbounds nuw i8, ptr %44, i64 %59
  br i1 %49, label %66, label %61

61:                                               ; preds = %55
  %62 = getelementptr inbounds nuw ptr, ptr %1, i64 %56
  %63 = load ptr, ptr %62, align 8, !tbaa !15
  %64 = icmp eq ptr %63, null
  br i1 %64, label %66, label %65

65:                                               ; preds = %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %60, ptr nonnull align 1 %63, i64 %46, i1 false)
  br label %67

66:                                               ; preds = %61, %55
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %60, i8 0, i64 %46, i1 false)
  br label %67

67:                                               ; preds = %66, %65
  %68 = add nuw nsw i64 %56, 2
  %69 = mul i64 %68, %46
  %70 = getelementptr inbounds nuw i8, ptr %44, i64 %69
  br i1 %49, label %76, label %71

71:                                               ; preds = %67
  %72 = getelementptr inbounds nuw ptr, ptr %1, i64 %58
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  %74 = icmp eq ptr %73, null
  br i1 %74, label %76, label %75

75:                                               ; preds = %71
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %70, ptr nonnull align 1 %73, i64 %46, i1 false)
  br label %77

76:                                               ; preds = %71, %67
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %70, i8 0, i64 %46, i1 false)
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
  tail call void @llvm.assume(i1 %84)
  %85 = add nuw nsw i64 %83, 1
  %86 = mul i64 %85, %46
  %87 = getelementptr inbounds nuw i8, ptr %44, i64 %86
  br i1 %49, label %93, label %88

88:                                               ; preds = %82
  %89 = getelementptr inbounds nuw ptr, ptr %1, i64 %83
  %90 = load ptr, ptr %89, align 8, !tbaa !15
  %91 = icmp eq ptr %90, null
  br i1 %91, label %93, label %92

92:                                               ; preds = %88
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %87, ptr nonnull align 1 %90, i64 %46, i1 false)
  br label %94

93:                                               ; preds = %88, %82
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %87, i8 0, i64 %46, i1 false)
  br label %94

94:                                               ; preds = %80, %93, %92, %30
  %95 = mul nsw i32 %3, %32
  %96 = tail call i32 @MPI_Isend(ptr noundef nonnull %44, i32 noundef %95, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #24
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %101

98:                                               ; preds = %94
  %99 = load i32, ptr %8, align 4, !tbaa !5
  %100 = icmp eq i32 %99, 738197504
  br i1 %100, label %101, label %102

101:                                              ; preds = %98, %94
  tail call void @free(ptr noundef nonnull %38) #24
  br label %154

102:                                              ; preds = %98
  %103 = sext i32 %99 to i64
  tail call fastcc void @req_insert(i64 noundef %103, i32 noundef 0, ptr noundef nonnull %38)
  br label %154

104:                                              ; preds = %27, %9
  %105 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #24
  %106 = icmp eq ptr %1, null
  br i1 %106, label %110, label %107

107:                                              ; preds = %104
  switch i32 %4, label %108 [
    i32 1275070475, label %110
    i32 1275069450, label %110
  ]

108:                                              ; preds = %107
  %109 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.20, i64 noundef %109) #27
  unreachable

110:                                              ; preds = %104, %107, %107
  %111 = icmp ne i32 %105, 0
  %112 = select i1 %14, i1 true, i1 %111
  br i1 %112, label %154, label %113

113:                                              ; preds = %110
  %114 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #28
  store i32 1, ptr %114, align 8, !tbaa !5
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 4
  store i32 %13, ptr %115, align 4, !tbaa !5
  %116 = getelementptr inbounds nuw i8, ptr %114, i64 8
  store i32 %3, ptr %116, align 8, !tbaa !5
  %117 = getelementptr inbounds nuw i8, ptr %114, i64 12
  store i32 %2, ptr %117, align 4, !tbaa !5
  %118 = getelementptr inbounds nuw i8, ptr %114, i64 16
  store i32 %4, ptr %118, align 8, !tbaa !5
  %119 = sext i32 %2 to i64
  %120 = sext i32 %3 to i64
  %121 = mul nsw i64 %120, %119
  %122 = select i1 %10, i64 2, i64 3
  %123 = shl i64 %121, %122
  %124 = or disjoint i64 %123, 1
  %125 = tail call noalias ptr @malloc(i64 noundef %124) #26
  %126 = icmp sgt i32 %2, 0
  br i1 %126, label %127, label %147

127:                                              ; preds = %113
  %128 = shl nsw i64 %120, %122
  %129 = zext nneg i32 %2 to i64
  br label %130

130:                                              ; preds = %144, %127
  %131 = phi i64 [ 0, %127 ], [ %145, %144 ]
  br i1 %106, label %140, label %132

132:                                              ; preds = %130
  %133 = getelementptr inbounds nuw ptr, ptr %1, i64 %131
  %134 = load ptr, ptr %133, align 8, !tbaa !15
  %135 = icmp eq ptr %134, null
  br i1 %135, label %140, label %136

136:                                              ; preds = %132
  %137 = mul nsw i64 %131, %120
  %138 = shl i64 %137, %122
  %139 = getelementptr inbounds nuw i8, ptr %125, i64 %138
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %139, ptr nonnull align 1 %134, i64 %128, i1 false)
  br label %144

140:                                              ; preds = %132, %130
  %141 = mul nsw i64 %131, %120
  %142 = shl i64 %141, %122
  %143 = getelementptr inbounds nuw i8, ptr %125, i64 %142
  tail call void @llvm.memset.p0.i64(ptr align 1 %143, i8 0, i64 %128, i1 false)
  br label %144

144:                                              ; preds = %140, %136
  %145 = add nuw nsw i64 %131, 1
  %146 = icmp eq i64 %145, %129
  br i1 %146, label %147, label %130, !llvm.loop !18

147:                                              ; preds = %144, %113
  %148 = getelementptr inbounds nuw i8, ptr %114, i64 40
  store ptr %125, ptr %148, align 8, !tbaa !15
  %149 = mul nsw i32 %3, %2
  %150 = getelementptr inbounds nuw i8, ptr %114, i64 48
  %151 = tail call i32 @MPI_Isend(ptr noundef %125, i32 noundef %149, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %150) #24
  %152 = load i32, ptr %8, align 4, !tbaa !5
  %153 = sext i32 %152 to i64
  tail call fastcc void @req_insert(i64 noundef %153, i32 noundef 0, ptr noundef nonnull %114)
  br label %154

154:                                              ; preds = %102, %101, %147, %110
  %155 = phi i32 [ 0, %147 ], [ %105, %110 ], [ %96, %101 ], [ 0, %102 ]
  ret i32 %155
}

declare i32 @MPI_Isend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_isend(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #6 {
  %9 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
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
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.20, i64 noundef %19) #27
  unreachable

20:                                               ; preds = %8
  %21 = tail call noalias dereferenceable_or_null(56) ptr @calloc(i64 noundef 1, i64 noundef 56) #28
  store i32 1, ptr %21, align 8, !tbaa !46
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 %13, ptr %22, align 4, !tbaa !48
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %2, ptr %23, align 8, !tbaa !49
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store i32 %3, ptr %24, align 4, !tbaa !50
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %4, ptr %25, align 8, !tbaa !51
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %5, ptr %26, align 4, !tbaa !52
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %6, ptr %27, align 8, !tbaa !53
  %28 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store ptr %1, ptr %28, align 8, !tbaa !54
  %29 = load i32, ptr %7, align 4, !tbaa !5
  %30 = sext i32 %29 to i64
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
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %5 = load i32, ptr %4, align 4, !tbaa !55
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i64 noundef 0) #27
  unreachable

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %10 = tail call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !54
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %14 = load ptr, ptr %13, align 8, !tbaa !56
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !49
  %17 = icmp eq ptr %12, null
  br i1 %17, label %173, label %18

18:                                               ; preds = %8
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !48
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
  %40 = load <4 x float>, ptr %38, align 4, !tbaa !19, !alias.scope !57
  %41 = load <4 x float>, ptr %39, align 4, !tbaa !19, !alias.scope !57
  %42 = getelementptr inbounds nuw float, ptr %12, i64 %37
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 16
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !19, !alias.scope !60, !noalias !57
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !19, !alias.scope !60, !noalias !57
  %46 = fadd <4 x float> %40, %44
  %47 = fadd <4 x float> %41, %45
  store <4 x float> %46, ptr %42, align 4, !tbaa !19, !alias.scope !60, !noalias !57
  store <4 x float> %47, ptr %43, align 4, !tbaa !19, !alias.scope !60, !noalias !57
  %48 = add nuw i64 %37, 8
  %49 = icmp eq i64 %48, %35
  br i1 %49, label %50, label %36, !llvm.loop !62

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
  br i1 %66, label %67, label %56, !llvm.loop !63

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
  %88 = load <2 x double>, ptr %86, align 8, !tbaa !24, !alias.scope !65
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !24, !alias.scope !65
  %90 = getelementptr inbounds nuw double, ptr %12, i64 %85
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 16
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !24, !alias.scope !68, !noalias !65
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !24, !alias.scope !68, !noalias !65
  %94 = fadd <2 x double> %88, %92
  %95 = fadd <2 x double> %89, %93
  store <2 x double> %94, ptr %90, align 8, !tbaa !24, !alias.scope !68, !noalias !65
  store <2 x double> %95, ptr %91, align 8, !tbaa !24, !alias.scope !68, !noalias !65
  %96 = add nuw i64 %85, 4
  %97 = icmp eq i64 %96, %83
  br i1 %97, label %98, label %84, !llvm.loop !70

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
  br i1 %114, label %115, label %104, !llvm.loop !71

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
  br i1 %145, label %173, label %119, !llvm.loop !72

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
  br i1 %172, label %173, label %146, !llvm.loop !73

173:                                              ; preds = %67, %146, %115, %119, %50, %98, %8, %23, %71
  tail call void @free(ptr noundef %14) #24
  tail call void @free(ptr noundef nonnull %0) #24
  br label %174

174:                                              ; preds = %1, %173
  ret void
}

declare i32 @MPI_Wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_irecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) local_unnamed_addr #6 {
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
  %41 = add nsw i64 %40, 80
  %42 = add i64 %41, %36
  %43 = tail call noalias ptr @malloc(i64 noundef %42) #26
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %44, i8 0, i64 48, i1 false)
  store i32 2, ptr %43, align 8, !tbaa !5
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 4
  store i32 %13, ptr %45, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 8
  store i32 %3, ptr %46, align 8, !tbaa !5
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 12
  store i32 %2, ptr %47, align 4, !tbaa !5
  store i32 %4, ptr %44, align 8, !tbaa !5
  %48 = getelementptr inbounds nuw i8, ptr %43, i64 56
  store i32 1, ptr %48, align 8, !tbaa !5
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 64
  store ptr %0, ptr %49, align 8, !tbaa !15
  br i1 %37, label %53, label %50

50:                                               ; preds = %30
  %51 = getelementptr inbounds nuw i8, ptr %43, i64 72
  %52 = getelementptr inbounds nuw i8, ptr %43, i64 32
  store ptr %51, ptr %52, align 8, !tbaa !74
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %51, ptr nonnull readonly align 8 %1, i64 %39, i1 false)
  br label %53

53:                                               ; preds = %50, %30
  %54 = getelementptr inbounds nuw i8, ptr %43, i64 72
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 %40
  %56 = getelementptr inbounds nuw i8, ptr %43, i64 40
  store ptr %55, ptr %56, align 8, !tbaa !15
  %57 = mul nsw i32 %3, %32
  %58 = tail call i32 @MPI_Irecv(ptr noundef nonnull %55, i32 noundef %57, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #24
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %63

60:                                               ; preds = %53
  %61 = load i32, ptr %8, align 4, !tbaa !5
  %62 = icmp eq i32 %61, 738197504
  br i1 %62, label %63, label %64

63:                                               ; preds = %60, %53
  tail call void @free(ptr noundef nonnull %43) #24
  br label %107

64:                                               ; preds = %60
  %65 = sext i32 %61 to i64
  tail call fastcc void @req_insert(i64 noundef %65, i32 noundef 0, ptr noundef nonnull %43)
  br label %107

66:                                               ; preds = %27, %9
  %67 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #24
  %68 = icmp eq ptr %1, null
  br i1 %68, label %72, label %69

69:                                               ; preds = %66
  switch i32 %4, label %70 [
    i32 1275070475, label %72
    i32 1275069450, label %72
  ]

70:                                               ; preds = %69
  %71 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.20, i64 noundef %71) #27
  unreachable

72:                                               ; preds = %66, %69, %69
  %73 = icmp ne i32 %67, 0
  %74 = select i1 %14, i1 true, i1 %73
  br i1 %74, label %107, label %75

75:                                               ; preds = %72
  %76 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #28
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
  %88 = tail call noalias ptr @malloc(i64 noundef %87) #26
  %89 = getelementptr inbounds nuw i8, ptr %76, i64 40
  store ptr %88, ptr %89, align 8, !tbaa !15
  br i1 %68, label %94, label %90

90:                                               ; preds = %75
  %91 = shl nsw i64 %83, 3
  %92 = tail call noalias ptr @malloc(i64 noundef %91) #26
  %93 = getelementptr inbounds nuw i8, ptr %76, i64 32
  store ptr %92, ptr %93, align 8, !tbaa !74
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %92, ptr nonnull align 8 %1, i64 %91, i1 false)
  br label %94

94:                                               ; preds = %90, %75
  %95 = icmp eq i32 %5, -2
  %96 = icmp eq i32 %6, -1
  %97 = or i1 %95, %96
  br i1 %97, label %98, label %100

98:                                               ; preds = %94
  %99 = getelementptr inbounds nuw i8, ptr %76, i64 52
  store i32 1, ptr %99, align 4, !tbaa !5
  br label %104

100:                                              ; preds = %94
  %101 = mul nsw i32 %3, %2
  %102 = getelementptr inbounds nuw i8, ptr %76, i64 48
  %103 = tail call i32 @MPI_Irecv(ptr noundef %88, i32 noundef %101, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %102) #24
  br label %104

104:                                              ; preds = %100, %98
  %105 = load i32, ptr %8, align 4, !tbaa !5
  %106 = sext i32 %105 to i64
  tail call fastcc void @req_insert(i64 noundef %106, i32 noundef 0, ptr noundef nonnull %76)
  br label %107

107:                                              ; preds = %64, %63, %104, %72
  %108 = phi i32 [ 0, %104 ], [ %67, %72 ], [ %58, %63 ], [ 0, %64 ]
  ret i32 %108
}

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_irecv(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #6 {
  %9 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #24
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
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.20, i64 noundef %19) #27
  unreachable

20:                                               ; preds = %8
  %21 = tail call noalias dereferenceable_or_null(56) ptr @calloc(i64 noundef 1, i64 noundef 56) #28
  store i32 2, ptr %21, align 8, !tbaa !46
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 %13, ptr %22, align 4, !tbaa !48
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %2, ptr %23, align 8, !tbaa !49
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store i32 %3, ptr %24, align 4, !tbaa !50
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %4, ptr %25, align 8, !tbaa !51
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %5, ptr %26, align 4, !tbaa !52
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %6, ptr %27, align 8, !tbaa !53
  %28 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store ptr %1, ptr %28, align 8, !tbaa !54
  %29 = load i32, ptr %7, align 4, !tbaa !5
  %30 = sext i32 %29 to i64
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
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %5 = load i32, ptr %4, align 4, !tbaa !55
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.7, i64 noundef 0) #27
  unreachable

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %10 = tail call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %12 = load i32, ptr %11, align 8, !tbaa !51
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %27, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %16 = load ptr, ptr %15, align 8, !tbaa !54
  %17 = icmp eq ptr %16, null
  br i1 %17, label %27, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !49
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !48
  %23 = sext i32 %20 to i64
  %24 = icmp eq i32 %22, 2
  %25 = select i1 %24, i64 2, i64 3
  %26 = shl nsw i64 %23, %25
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %16, i8 0, i64 %26, i1 false)
  br label %27

27:                                               ; preds = %18, %14, %8
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %29 = load ptr, ptr %28, align 8, !tbaa !56
  tail call void @free(ptr noundef %29) #24
  tail call void @free(ptr noundef nonnull %0) #24
  br label %30

30:                                               ; preds = %1, %27
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_wait(ptr noundef %0, ptr noundef writeonly captures(address) %1) local_unnamed_addr #6 {
  %3 = alloca %struct.MPI_Status, align 4
  %4 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #24
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #24
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) %3, i64 20, i1 false), !tbaa.struct !32
  br label %12

12:                                               ; preds = %11, %9
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #24
  ret i32 %5
}

; Function Attrs: nounwind
define internal fastcc void @fwd_complete(ptr noundef %0, ptr noundef %1) unnamed_addr #6 {
  %3 = alloca i32, align 4
  %4 = icmp eq ptr %0, null
  br i1 %4, label %184, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %7 = load i32, ptr %6, align 8, !tbaa !5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %89, label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %0, align 8, !tbaa !5
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %88

12:                                               ; preds = %9
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %16 = load ptr, ptr %15, align 8, !tbaa !74
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %20 = load i32, ptr %19, align 8, !tbaa !5
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %24 = load i32, ptr %23, align 4, !tbaa !29
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %88, label %26

26:                                               ; preds = %12
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #24
  store i32 0, ptr %3, align 4, !tbaa !5
  %29 = call i32 @MPI_Get_count(ptr noundef nonnull %1, i32 noundef %20, ptr noundef nonnull %3) #24
  %30 = load i32, ptr %3, align 4, !tbaa !5
  %31 = call i32 @llvm.smax.i32(i32 %30, i32 0)
  %32 = add nsw i32 %18, 1
  %33 = sdiv i32 %31, %32
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #24
  %34 = icmp eq i32 %28, 2
  %35 = sext i32 %33 to i64
  %36 = select i1 %34, i64 2, i64 3
  %37 = shl nsw i64 %35, %36
  %38 = icmp eq ptr %14, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %26
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %14, ptr readonly align 1 %22, i64 %37, i1 false)
  br label %40

40:                                               ; preds = %39, %26
  %41 = icmp ne ptr %16, null
  %42 = icmp sgt i32 %18, 0
  %43 = and i1 %41, %42
  br i1 %43, label %44, label %83

44:                                               ; preds = %40
  %45 = zext nneg i32 %18 to i64
  %46 = and i64 %45, 1
  %47 = icmp eq i32 %18, 1
  br i1 %47, label %73, label %48

48:                                               ; preds = %44
  %49 = and i64 %45, 2147483646
  br label %50

50:                                               ; preds = %68, %48
  %51 = phi i64 [ 0, %48 ], [ %64, %68 ]
  %52 = phi i64 [ 0, %48 ], [ %69, %68 ]
  %53 = getelementptr inbounds nuw ptr, ptr %16, i64 %51
  %54 = load ptr, ptr %53, align 8, !tbaa !15
  %55 = icmp eq ptr %54, null
  %56 = or disjoint i64 %51, 1
  br i1 %55, label %60, label %57

57:                                               ; preds = %50
  %58 = mul i64 %56, %37
  %59 = getelementptr inbounds nuw i8, ptr %22, i64 %58
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %54, ptr readonly align 1 %59, i64 %37, i1 false)
  br label %60

60:                                               ; preds = %57, %50
  %61 = getelementptr inbounds nuw ptr, ptr %16, i64 %56
  %62 = load ptr, ptr %61, align 8, !tbaa !15
  %63 = icmp eq ptr %62, null
  %64 = add nuw nsw i64 %51, 2
  br i1 %63, label %68, label %65

65:                                               ; preds = %60
  %66 = mul i64 %64, %37
  %67 = getelementptr inbounds nuw i8, ptr %22, i64 %66
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %62, ptr readonly align 1 %67, i64 %37, i1 false)
  br label %68

68:                                               ; preds = %65, %60
  %69 = add i64 %52, 2
  %70 = icmp eq i64 %69, %49
  br i1 %70, label %71, label %50, !llvm.loop !31

71:                                               ; preds = %68
  %72 = icmp eq i64 %46, 0
  br i1 %72, label %83, label %73

73:                                               ; preds = %71, %44
  %74 = phi i64 [ 0, %44 ], [ %64, %71 ]
  %75 = icmp ne i64 %46, 0
  call void @llvm.assume(i1 %75)
  %76 = getelementptr inbounds nuw ptr, ptr %16, i64 %74
  %77 = load ptr, ptr %76, align 8, !tbaa !15
  %78 = icmp eq ptr %77, null
  br i1 %78, label %83, label %79

79:                                               ; preds = %73
  %80 = add nuw nsw i64 %74, 1
  %81 = mul i64 %80, %37
  %82 = getelementptr inbounds nuw i8, ptr %22, i64 %81
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %77, ptr readonly align 1 %82, i64 %37, i1 false)
  br label %83

83:                                               ; preds = %71, %79, %73, %40
  %84 = load i32, ptr %23, align 4, !tbaa !29
  %85 = icmp eq i32 %84, -1
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %1, i32 noundef %20, i32 noundef %33) #24
  br label %88

88:                                               ; preds = %9, %12, %83, %86
  call void @free(ptr noundef nonnull %0) #24
  br label %184

89:                                               ; preds = %5
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %91 = load i32, ptr %90, align 4, !tbaa !5
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %110, label %93

93:                                               ; preds = %89
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %95 = load ptr, ptr %94, align 8, !tbaa !15
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %97 = load i32, ptr %96, align 8, !tbaa !5
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = mul nsw i32 %99, %97
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %102 = load i32, ptr %101, align 8, !tbaa !5
  %103 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %104 = load i32, ptr %103, align 4, !tbaa !29
  %105 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %106 = load i32, ptr %105, align 4, !tbaa !33
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = tail call i32 @MPI_Recv(ptr noundef %95, i32 noundef %100, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  br label %113

110:                                              ; preds = %89
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %112 = tail call i32 @MPI_Wait(ptr noundef nonnull %111, ptr noundef nonnull inttoptr (i64 1 to ptr)) #24
  br label %113

113:                                              ; preds = %110, %93
  %114 = load i32, ptr %0, align 8, !tbaa !5
  %115 = icmp eq i32 %114, 2
  br i1 %115, label %116, label %179

116:                                              ; preds = %113
  %117 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %118 = load i32, ptr %117, align 4, !tbaa !29
  %119 = icmp eq i32 %118, -1
  br i1 %119, label %179, label %120

120:                                              ; preds = %116
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %122 = load ptr, ptr %121, align 8, !tbaa !74
  %123 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %126 = load ptr, ptr %125, align 8, !tbaa !15
  %127 = icmp ne ptr %122, null
  %128 = icmp sgt i32 %124, 0
  %129 = and i1 %127, %128
  br i1 %129, label %130, label %179

130:                                              ; preds = %120
  %131 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %132 = load i32, ptr %131, align 8, !tbaa !5
  %133 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %134 = load i32, ptr %133, align 4, !tbaa !5
  %135 = icmp eq i32 %134, 2
  %136 = sext i32 %132 to i64
  %137 = select i1 %135, i64 2, i64 3
  %138 = shl nsw i64 %136, %137
  %139 = zext nneg i32 %124 to i64
  %140 = and i64 %139, 1
  %141 = icmp eq i32 %124, 1
  br i1 %141, label %169, label %142

142:                                              ; preds = %130
  %143 = and i64 %139, 2147483646
  br label %144

144:                                              ; preds = %163, %142
  %145 = phi i64 [ 0, %142 ], [ %164, %163 ]
  %146 = phi i64 [ 0, %142 ], [ %165, %163 ]
  %147 = getelementptr inbounds nuw ptr, ptr %122, i64 %145
  %148 = load ptr, ptr %147, align 8, !tbaa !15
  %149 = icmp eq ptr %148, null
  br i1 %149, label %154, label %150

150:                                              ; preds = %144
  %151 = mul nsw i64 %145, %136
  %152 = shl i64 %151, %137
  %153 = getelementptr inbounds nuw i8, ptr %126, i64 %152
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %148, ptr readonly align 1 %153, i64 %138, i1 false)
  br label %154

154:                                              ; preds = %150, %144
  %155 = or disjoint i64 %145, 1
  %156 = getelementptr inbounds nuw ptr, ptr %122, i64 %155
  %157 = load ptr, ptr %156, align 8, !tbaa !15
  %158 = icmp eq ptr %157, null
  br i1 %158, label %163, label %159

159:                                              ; preds = %154
  %160 = mul nsw i64 %155, %136
  %161 = shl i64 %160, %137
  %162 = getelementptr inbounds nuw i8, ptr %126, i64 %161
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %157, ptr readonly align 1 %162, i64 %138, i1 false)
  br label %163

163:                                              ; preds = %159, %154
  %164 = add nuw nsw i64 %145, 2
  %165 = add i64 %146, 2
  %166 = icmp eq i64 %165, %143
  br i1 %166, label %167, label %144, !llvm.loop !34

167:                                              ; preds = %163
  %168 = icmp eq i64 %140, 0
  br i1 %168, label %179, label %169

169:                                              ; preds = %167, %130
  %170 = phi i64 [ 0, %130 ], [ %164, %167 ]
  %171 = icmp ne i64 %140, 0
  tail call void @llvm.assume(i1 %171)
  %172 = getelementptr inbounds nuw ptr, ptr %122, i64 %170
  %173 = load ptr, ptr %172, align 8, !tbaa !15
  %174 = icmp eq ptr %173, null
  br i1 %174, label %179, label %175

175:                                              ; preds = %169
  %176 = mul nsw i64 %170, %136
  %177 = shl i64 %176, %137
  %178 = getelementptr inbounds nuw i8, ptr %126, i64 %177
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %173, ptr readonly align 1 %178, i64 %138, i1 false)
  br label %179

179:                                              ; preds = %167, %175, %169, %120, %116, %113
  %180 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %181 = load ptr, ptr %180, align 8, !tbaa !15
  tail call void @free(ptr noundef %181) #24
  %182 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %183 = load ptr, ptr %182, align 8, !tbaa !74
  tail call void @free(ptr noundef %183) #24
  tail call void @free(ptr noundef %0) #24
  br label %184

184:                                              ; preds = %2, %179, %88
  ret void
}

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc ptr @req_take(i32 noundef range(i32 0, 2) %0, i32 noundef range(i32 738197505, 738197504) %1) unnamed_addr #12 {
  %3 = load i64, ptr @req_cap, align 8, !tbaa !12
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %67, label %5

5:                                                ; preds = %2
  %6 = sext i32 %1 to i64
  %7 = mul i64 %6, -7046029254386353131
  %8 = urem i64 %7, %3
  %9 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %10 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %8
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !76
  %13 = icmp eq ptr %12, null
  br i1 %13, label %67, label %14

14:                                               ; preds = %5, %60
  %15 = phi ptr [ %65, %60 ], [ %12, %5 ]
  %16 = phi ptr [ %63, %60 ], [ %10, %5 ]
  %17 = phi i64 [ %62, %60 ], [ %8, %5 ]
  %18 = load i64, ptr %16, align 8, !tbaa !79
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %20, label %60

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !80
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
  store ptr null, ptr %25, align 8, !tbaa !76
  %32 = add nsw i64 %17, 1
  %33 = srem i64 %32, %3
  %34 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !76
  %37 = icmp eq ptr %36, null
  br i1 %37, label %67, label %38

38:                                               ; preds = %24, %38
  %39 = phi ptr [ %58, %38 ], [ %36, %24 ]
  %40 = phi ptr [ %57, %38 ], [ %35, %24 ]
  %41 = phi ptr [ %56, %38 ], [ %34, %24 ]
  %42 = phi i64 [ %54, %38 ], [ %33, %24 ]
  %43 = load i64, ptr %41, align 8, !tbaa !81
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
  store ptr null, ptr %40, align 8, !tbaa !76
  tail call fastcc void @req_insert(i64 noundef %43, i32 noundef %45, ptr noundef nonnull %39)
  %52 = add nsw i64 %42, 1
  %53 = load i64, ptr @req_cap, align 8, !tbaa !12
  %54 = srem i64 %52, %53
  %55 = load ptr, ptr @req_slots, align 8, !tbaa !15
  %56 = getelementptr inbounds %struct.req_slot, ptr %55, i64 %54
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !76
  %59 = icmp eq ptr %58, null
  br i1 %59, label %67, label %38, !llvm.loop !82

60:                                               ; preds = %20, %14
  %61 = add nsw i64 %17, 1
  %62 = srem i64 %61, %3
  %63 = getelementptr inbounds %struct.req_slot, ptr %9, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !76
  %66 = icmp eq ptr %65, null
  br i1 %66, label %67, label %14, !llvm.loop !83

67:                                               ; preds = %60, %38, %5, %24, %2
  %68 = phi ptr [ null, %2 ], [ %15, %24 ], [ null, %5 ], [ %15, %38 ], [ null, %60 ]
  ret ptr %68
}

; Function Attrs: nounwind
define ptr @__mpiad_aug_wait(ptr noundef %0, ptr noundef writeonly captures(address) %1) local_unnamed_addr #6 {
  %3 = alloca %struct.MPI_Status, align 4
  %4 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #24
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #24
  %6 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) %3, i64 20, i1 false), !tbaa.struct !32
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq i32 %4, 738197504
  br i1 %9, label %22, label %10

10:                                               ; preds = %8
  %11 = call fastcc ptr @req_take(i32 noundef 1, i32 noundef %4)
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %10
  %14 = load i32, ptr %11, align 8, !tbaa !46
  %15 = icmp eq i32 %14, 2
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %19 = load <2 x i32>, ptr %17, align 4, !tbaa !5
  store <2 x i32> %19, ptr %18, align 8, !tbaa !5
  br label %20

20:                                               ; preds = %16, %13
  %21 = getelementptr inbounds nuw i8, ptr %11, i64 52
  store i32 1, ptr %21, align 4, !tbaa !55
  br label %22

22:                                               ; preds = %20, %10, %8
  %23 = phi ptr [ null, %8 ], [ null, %10 ], [ %11, %20 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #24
  ret ptr %23
}

; Function Attrs: nounwind
define void @__mpiad_rev_wait(ptr noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %49, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !49
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !48
  %9 = icmp eq i32 %8, 2
  %10 = select i1 %9, i64 2, i64 3
  %11 = shl nsw i64 %6, %10
  %12 = load i32, ptr %0, align 8, !tbaa !46
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %28

14:                                               ; preds = %3
  %15 = or disjoint i64 %11, 1
  %16 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %15) #28
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %16, ptr %17, align 8, !tbaa !56
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !50
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %21 = load i32, ptr %20, align 8, !tbaa !51
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %23 = load i32, ptr %22, align 4, !tbaa !52
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %25 = load i32, ptr %24, align 8, !tbaa !53
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %27 = tail call i32 @MPI_Irecv(ptr noundef %16, i32 noundef %5, i32 noundef %19, i32 noundef %21, i32 noundef %23, i32 noundef %25, ptr noundef nonnull %26) #24
  br label %49

28:                                               ; preds = %3
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %30 = load ptr, ptr %29, align 8, !tbaa !54
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = or disjoint i64 %11, 1
  %34 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %33) #28
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %34, ptr %35, align 8, !tbaa !56
  br label %36

36:                                               ; preds = %28, %32
  %37 = phi ptr [ %34, %32 ], [ %30, %28 ]
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !50
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %41 = load i32, ptr %40, align 8, !tbaa !51
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %43 = load i32, ptr %42, align 4, !tbaa !52
  %44 = tail call i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %46 = load i32, ptr %45, align 8, !tbaa !53
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %48 = tail call i32 @MPI_Isend(ptr noundef %37, i32 noundef %5, i32 noundef %39, i32 noundef %41, i32 noundef %44, i32 noundef %46, ptr noundef nonnull %47) #24
  br label %49

49:                                               ; preds = %14, %36, %1
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #6 {
  %4 = alloca %struct.MPI_Status, align 4
  %5 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #24
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %4, i64 20, i1 false), !tbaa.struct !32
  br label %16

16:                                               ; preds = %15, %13
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  ret i32 %6
}

declare i32 @MPI_Test(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define ptr @__mpiad_aug_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #6 {
  %4 = alloca %struct.MPI_Status, align 4
  %5 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #24
  %7 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %4, i64 20, i1 false), !tbaa.struct !32
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  %12 = icmp eq i32 %5, 738197504
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %26, label %14

14:                                               ; preds = %9
  %15 = call fastcc ptr @req_take(i32 noundef 1, i32 noundef %5)
  %16 = icmp eq ptr %15, null
  br i1 %16, label %26, label %17

17:                                               ; preds = %14
  %18 = load i32, ptr %15, align 8, !tbaa !46
  %19 = icmp eq i32 %18, 2
  br i1 %19, label %20, label %24

20:                                               ; preds = %17
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %22 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %23 = load <2 x i32>, ptr %21, align 4, !tbaa !5
  store <2 x i32> %23, ptr %22, align 8, !tbaa !5
  br label %24

24:                                               ; preds = %20, %17
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 52
  store i32 1, ptr %25, align 4, !tbaa !55
  br label %26

26:                                               ; preds = %24, %14, %9
  %27 = phi ptr [ null, %9 ], [ null, %14 ], [ %15, %24 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  ret ptr %27
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #6 {
  %5 = alloca %struct.MPI_Status, align 4
  %6 = add nsw i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %1, i64 %11, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %12 = call i32 @MPI_Waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5) #24
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) %5, i64 20, i1 false), !tbaa.struct !32
  br label %25

25:                                               ; preds = %24, %22
  call void @free(ptr noundef %9) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret i32 %12
}

declare i32 @MPI_Waitany(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #6 {
  %6 = alloca %struct.MPI_Status, align 4
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %1, i64 %12, i1 false)
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %4, ptr noundef nonnull align 4 dereferenceable(20) %6, i64 20, i1 false), !tbaa.struct !32
  br label %33

33:                                               ; preds = %5, %32, %28
  call void @free(ptr noundef %10) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  ret i32 %13
}

declare i32 @MPI_Testany(i32 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define ptr @__mpiad_aug_waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #6 {
  %5 = alloca %struct.MPI_Status, align 4
  %6 = add nsw i32 %0, 1
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %1, i64 %11, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %12 = call i32 @MPI_Waitany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5) #24
  %13 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  br i1 %13, label %15, label %14

14:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) %5, i64 20, i1 false), !tbaa.struct !32
  br label %15

15:                                               ; preds = %14, %4
  %16 = load i32, ptr %2, align 4, !tbaa !5
  %17 = icmp eq i32 %16, -32766
  br i1 %17, label %35, label %18

18:                                               ; preds = %15
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds i32, ptr %9, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp eq i32 %21, 738197504
  br i1 %22, label %35, label %23

23:                                               ; preds = %18
  %24 = call fastcc ptr @req_take(i32 noundef 1, i32 noundef %21)
  %25 = icmp eq ptr %24, null
  br i1 %25, label %35, label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %24, align 8, !tbaa !46
  %28 = icmp eq i32 %27, 2
  br i1 %28, label %29, label %33

29:                                               ; preds = %26
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %31 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %32 = load <2 x i32>, ptr %30, align 4, !tbaa !5
  store <2 x i32> %32, ptr %31, align 8, !tbaa !5
  br label %33

33:                                               ; preds = %29, %26
  %34 = getelementptr inbounds nuw i8, ptr %24, i64 52
  store i32 1, ptr %34, align 4, !tbaa !55
  br label %35

35:                                               ; preds = %33, %23, %18, %15
  %36 = phi ptr [ null, %15 ], [ null, %18 ], [ null, %23 ], [ %24, %33 ]
  call void @free(ptr noundef %9) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret ptr %36
}

; Function Attrs: nounwind
define ptr @__mpiad_aug_testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #6 {
  %6 = alloca %struct.MPI_Status, align 4
  %7 = add nsw i32 %0, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %1, i64 %12, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  %13 = call i32 @MPI_Testany(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef nonnull %6) #24
  %14 = load i32, ptr %3, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = icmp ne ptr %4, inttoptr (i64 1 to ptr)
  %17 = and i1 %16, %15
  br i1 %17, label %18, label %20

18:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %4, ptr noundef nonnull align 4 dereferenceable(20) %6, i64 20, i1 false), !tbaa.struct !32
  %19 = load i32, ptr %3, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %18, %5
  %21 = phi i32 [ %19, %18 ], [ %14, %5 ]
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %43, label %23

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4, !tbaa !5
  %25 = icmp eq i32 %24, -32766
  br i1 %25, label %43, label %26

26:                                               ; preds = %23
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds i32, ptr %10, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = icmp eq i32 %29, 738197504
  br i1 %30, label %43, label %31

31:                                               ; preds = %26
  %32 = call fastcc ptr @req_take(i32 noundef 1, i32 noundef %29)
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %31
  %35 = load i32, ptr %32, align 8, !tbaa !46
  %36 = icmp eq i32 %35, 2
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %39 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %40 = load <2 x i32>, ptr %38, align 4, !tbaa !5
  store <2 x i32> %40, ptr %39, align 8, !tbaa !5
  br label %41

41:                                               ; preds = %37, %34
  %42 = getelementptr inbounds nuw i8, ptr %32, i64 52
  store i32 1, ptr %42, align 4, !tbaa !55
  br label %43

43:                                               ; preds = %41, %31, %26, %23, %20
  %44 = phi ptr [ null, %20 ], [ null, %26 ], [ null, %23 ], [ null, %31 ], [ %32, %41 ]
  call void @free(ptr noundef %10) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  ret ptr %44
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #6 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 2
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %8 = mul nsw i64 %5, 20
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #24
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  %16 = zext nneg i32 %0 to i64
  br label %18

17:                                               ; preds = %30, %3
  tail call void @free(ptr noundef %7) #24
  tail call void @free(ptr noundef %9) #24
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %28, ptr noundef nonnull align 4 dereferenceable(20) %29, i64 20, i1 false), !tbaa.struct !32
  br label %30

30:                                               ; preds = %26, %27
  %31 = add nuw nsw i64 %19, 1
  %32 = icmp eq i64 %31, %16
  br i1 %32, label %17, label %18, !llvm.loop !84
}

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #6 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 2
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %8 = mul nsw i64 %5, 20
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #24
  %13 = shl nsw i64 %5, 3
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #26
  %15 = inttoptr i64 %10 to ptr
  store ptr %15, ptr %14, align 8, !tbaa !15
  %16 = icmp sgt i32 %0, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %3
  %18 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  %19 = zext nneg i32 %0 to i64
  br label %21

20:                                               ; preds = %43, %3
  tail call void @free(ptr noundef %7) #24
  tail call void @free(ptr noundef %9) #24
  ret ptr %14

21:                                               ; preds = %17, %43
  %22 = phi i64 [ 0, %17 ], [ %45, %43 ]
  br i1 %18, label %26, label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds nuw %struct.MPI_Status, ptr %2, i64 %22
  %25 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %22
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %24, ptr noundef nonnull align 4 dereferenceable(20) %25, i64 20, i1 false), !tbaa.struct !32
  br label %26

26:                                               ; preds = %23, %21
  %27 = getelementptr inbounds nuw i32, ptr %7, i64 %22
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = icmp eq i32 %28, 738197504
  br i1 %29, label %43, label %30

30:                                               ; preds = %26
  %31 = tail call fastcc ptr @req_take(i32 noundef 1, i32 noundef %28)
  %32 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %22
  %33 = icmp eq ptr %31, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 8, !tbaa !46
  %36 = icmp eq i32 %35, 2
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %39 = getelementptr inbounds nuw i8, ptr %31, i64 16
  %40 = load <2 x i32>, ptr %38, align 4, !tbaa !5
  store <2 x i32> %40, ptr %39, align 8, !tbaa !5
  br label %41

41:                                               ; preds = %37, %34
  %42 = getelementptr inbounds nuw i8, ptr %31, i64 52
  store i32 1, ptr %42, align 4, !tbaa !55
  br label %43

43:                                               ; preds = %26, %30, %41
  %44 = phi ptr [ %31, %41 ], [ null, %30 ], [ null, %26 ]
  %45 = add nuw nsw i64 %22, 1
  %46 = getelementptr inbounds nuw ptr, ptr %14, i64 %45
  store ptr %44, ptr %46, align 8, !tbaa !15
  %47 = icmp eq i64 %45, %19
  br i1 %47, label %20, label %21, !llvm.loop !85
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
  br i1 %16, label %11, label %10, !llvm.loop !86

17:                                               ; preds = %1, %10
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #6 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 2
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %9 = mul nsw i64 %6, 20
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #24
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %31, ptr noundef nonnull align 4 dereferenceable(20) %32, i64 20, i1 false), !tbaa.struct !32
  br label %33

33:                                               ; preds = %29, %30
  %34 = add nuw nsw i64 %22, 1
  %35 = icmp eq i64 %34, %20
  br i1 %35, label %36, label %21, !llvm.loop !87

36:                                               ; preds = %33, %4
  tail call void @free(ptr noundef %8) #24
  tail call void @free(ptr noundef %10) #24
  ret i32 %13
}

declare i32 @MPI_Testall(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #6 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 2
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %9 = mul nsw i64 %6, 20
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #24
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %51, label %16

16:                                               ; preds = %4
  %17 = shl nsw i64 %6, 3
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #26
  %19 = inttoptr i64 %11 to ptr
  store ptr %19, ptr %18, align 8, !tbaa !15
  %20 = icmp sgt i32 %0, 0
  br i1 %20, label %21, label %51

21:                                               ; preds = %16
  %22 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  %23 = zext nneg i32 %0 to i64
  br label %24

24:                                               ; preds = %21, %46
  %25 = phi i64 [ 0, %21 ], [ %48, %46 ]
  br i1 %22, label %29, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds nuw %struct.MPI_Status, ptr %3, i64 %25
  %28 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %25
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %27, ptr noundef nonnull align 4 dereferenceable(20) %28, i64 20, i1 false), !tbaa.struct !32
  br label %29

29:                                               ; preds = %26, %24
  %30 = getelementptr inbounds nuw i32, ptr %8, i64 %25
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = icmp eq i32 %31, 738197504
  br i1 %32, label %46, label %33

33:                                               ; preds = %29
  %34 = tail call fastcc ptr @req_take(i32 noundef 1, i32 noundef %31)
  %35 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %25
  %36 = icmp eq ptr %34, null
  br i1 %36, label %46, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 8, !tbaa !46
  %39 = icmp eq i32 %38, 2
  br i1 %39, label %40, label %44

40:                                               ; preds = %37
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %42 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %43 = load <2 x i32>, ptr %41, align 4, !tbaa !5
  store <2 x i32> %43, ptr %42, align 8, !tbaa !5
  br label %44

44:                                               ; preds = %40, %37
  %45 = getelementptr inbounds nuw i8, ptr %34, i64 52
  store i32 1, ptr %45, align 4, !tbaa !55
  br label %46

46:                                               ; preds = %29, %33, %44
  %47 = phi ptr [ %34, %44 ], [ null, %33 ], [ null, %29 ]
  %48 = add nuw nsw i64 %25, 1
  %49 = getelementptr inbounds nuw ptr, ptr %18, i64 %48
  store ptr %47, ptr %49, align 8, !tbaa !15
  %50 = icmp eq i64 %48, %23
  br i1 %50, label %51, label %24, !llvm.loop !88

51:                                               ; preds = %46, %16, %4
  %52 = phi ptr [ null, %4 ], [ %18, %16 ], [ %18, %46 ]
  tail call void @free(ptr noundef %8) #24
  tail call void @free(ptr noundef %10) #24
  ret ptr %52
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #6 {
  %6 = tail call fastcc i32 @fwd_some(i32 noundef 0, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret i32 %6
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_some(i32 noundef range(i32 0, 2) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef writeonly captures(address) %5) unnamed_addr #6 {
  %7 = add nsw i32 %1, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = mul nsw i64 %8, 20
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #26
  %13 = sext i32 %1 to i64
  %14 = shl nsw i64 %13, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %2, i64 %14, i1 false)
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %39, ptr noundef nonnull align 4 dereferenceable(20) %40, i64 20, i1 false), !tbaa.struct !32
  br label %41

41:                                               ; preds = %38, %37
  %42 = add nuw nsw i64 %27, 1
  %43 = load i32, ptr %3, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = icmp slt i64 %42, %44
  br i1 %45, label %26, label %46, !llvm.loop !89

46:                                               ; preds = %41, %20
  tail call void @free(ptr noundef %10) #24
  tail call void @free(ptr noundef %12) #24
  ret i32 %21
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #6 {
  %6 = tail call fastcc i32 @fwd_some(i32 noundef 1, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret i32 %6
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #6 {
  %6 = tail call fastcc ptr @aug_some(i32 noundef 0, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret ptr %6
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_some(i32 noundef range(i32 0, 2) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef writeonly captures(address) %5) unnamed_addr #6 {
  %7 = add nsw i32 %1, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 2
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = mul nsw i64 %8, 20
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #26
  %13 = sext i32 %1 to i64
  %14 = shl nsw i64 %13, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %2, i64 %14, i1 false)
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
  br i1 %22, label %23, label %63

23:                                               ; preds = %20
  %24 = add nuw nsw i32 %21, 1
  %25 = zext nneg i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 3
  %27 = tail call noalias ptr @malloc(i64 noundef %26) #26
  %28 = zext nneg i32 %21 to i64
  %29 = inttoptr i64 %28 to ptr
  store ptr %29, ptr %27, align 8, !tbaa !15
  %30 = icmp eq ptr %5, inttoptr (i64 1 to ptr)
  br label %31

31:                                               ; preds = %23, %56
  %32 = phi i64 [ 0, %23 ], [ %58, %56 ]
  %33 = getelementptr inbounds nuw i32, ptr %4, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  br i1 %30, label %38, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw %struct.MPI_Status, ptr %5, i64 %32
  %37 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %36, ptr noundef nonnull align 4 dereferenceable(20) %37, i64 20, i1 false), !tbaa.struct !32
  br label %38

38:                                               ; preds = %35, %31
  %39 = sext i32 %34 to i64
  %40 = getelementptr inbounds i32, ptr %10, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = icmp eq i32 %41, 738197504
  br i1 %42, label %56, label %43

43:                                               ; preds = %38
  %44 = tail call fastcc ptr @req_take(i32 noundef 1, i32 noundef %41)
  %45 = getelementptr inbounds nuw %struct.MPI_Status, ptr %12, i64 %32
  %46 = icmp eq ptr %44, null
  br i1 %46, label %56, label %47

47:                                               ; preds = %43
  %48 = load i32, ptr %44, align 8, !tbaa !46
  %49 = icmp eq i32 %48, 2
  br i1 %49, label %50, label %54

50:                                               ; preds = %47
  %51 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %52 = getelementptr inbounds nuw i8, ptr %44, i64 16
  %53 = load <2 x i32>, ptr %51, align 4, !tbaa !5
  store <2 x i32> %53, ptr %52, align 8, !tbaa !5
  br label %54

54:                                               ; preds = %50, %47
  %55 = getelementptr inbounds nuw i8, ptr %44, i64 52
  store i32 1, ptr %55, align 4, !tbaa !55
  br label %56

56:                                               ; preds = %38, %43, %54
  %57 = phi ptr [ %44, %54 ], [ null, %43 ], [ null, %38 ]
  %58 = add nuw nsw i64 %32, 1
  %59 = getelementptr inbounds nuw ptr, ptr %27, i64 %58
  store ptr %57, ptr %59, align 8, !tbaa !15
  %60 = load i32, ptr %3, align 4, !tbaa !5
  %61 = sext i32 %60 to i64
  %62 = icmp slt i64 %58, %61
  br i1 %62, label %31, label %63, !llvm.loop !90

63:                                               ; preds = %56, %20
  %64 = phi ptr [ null, %20 ], [ %27, %56 ]
  tail call void @free(ptr noundef %10) #24
  tail call void @free(ptr noundef %12) #24
  ret ptr %64
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testsome(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef writeonly captures(address) %4) local_unnamed_addr #6 {
  %6 = tail call fastcc ptr @aug_some(i32 noundef 1, i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4)
  ret ptr %6
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_request_get_status(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #6 {
  %4 = alloca i32, align 4
  %5 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = call i32 @MPI_Request_get_status(i32 noundef %0, ptr noundef %1, ptr noundef nonnull %5) #24
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = icmp ne i32 %7, 0
  %9 = icmp ne i32 %0, 738197504
  %10 = and i1 %9, %8
  br i1 %10, label %11, label %99

11:                                               ; preds = %3
  %12 = call fastcc ptr @req_take(i32 noundef 0, i32 noundef %0)
  %13 = icmp eq ptr %12, null
  br i1 %13, label %99, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 56
  %16 = load i32, ptr %15, align 8, !tbaa !5
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %97, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %12, align 8, !tbaa !5
  %20 = icmp eq i32 %19, 2
  br i1 %20, label %21, label %97

21:                                               ; preds = %18
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %25 = load ptr, ptr %24, align 8, !tbaa !74
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %29 = load i32, ptr %28, align 8, !tbaa !5
  %30 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %31 = load ptr, ptr %30, align 8, !tbaa !15
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %33 = load i32, ptr %32, align 4, !tbaa !29
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %97, label %35

35:                                               ; preds = %21
  %36 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  store i32 0, ptr %4, align 4, !tbaa !5
  %38 = call i32 @MPI_Get_count(ptr noundef nonnull %5, i32 noundef %29, ptr noundef nonnull %4) #24
  %39 = load i32, ptr %4, align 4, !tbaa !5
  %40 = call i32 @llvm.smax.i32(i32 %39, i32 0)
  %41 = add nsw i32 %27, 1
  %42 = sdiv i32 %40, %41
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  %43 = icmp eq i32 %37, 2
  %44 = sext i32 %42 to i64
  %45 = select i1 %43, i64 2, i64 3
  %46 = shl nsw i64 %44, %45
  %47 = icmp eq ptr %23, null
  br i1 %47, label %49, label %48

48:                                               ; preds = %35
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %23, ptr readonly align 1 %31, i64 %46, i1 false)
  br label %49

49:                                               ; preds = %48, %35
  %50 = icmp ne ptr %25, null
  %51 = icmp sgt i32 %27, 0
  %52 = and i1 %50, %51
  br i1 %52, label %53, label %92

53:                                               ; preds = %49
  %54 = zext nneg i32 %27 to i64
  %55 = and i64 %54, 1
  %56 = icmp eq i32 %27, 1
  br i1 %56, label %82, label %57

57:                                               ; preds = %53
  %58 = and i64 %54, 2147483646
  br label %59

59:                                               ; preds = %77, %57
  %60 = phi i64 [ 0, %57 ], [ %73, %77 ]
  %61 = phi i64 [ 0, %57 ], [ %78, %77 ]
  %62 = getelementptr inbounds nuw ptr, ptr %25, i64 %60
  %63 = load ptr, ptr %62, align 8, !tbaa !15
  %64 = icmp eq ptr %63, null
  %65 = or disjoint i64 %60, 1
  br i1 %64, label %69, label %66

66:                                               ; preds = %59
  %67 = mul i64 %65, %46
  %68 = getelementptr inbounds nuw i8, ptr %31, i64 %67
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %63, ptr readonly align 1 %68, i64 %46, i1 false)
  br label %69

69:                                               ; preds = %66, %59
  %70 = getelementptr inbounds nuw ptr, ptr %25, i64 %65
  %71 = load ptr, ptr %70, align 8, !tbaa !15
  %72 = icmp eq ptr %71, null
  %73 = add nuw nsw i64 %60, 2
  br i1 %72, label %77, label %74

74:                                               ; preds = %69
  %75 = mul i64 %73, %46
  %76 = getelementptr inbounds nuw i8, ptr %31, i64 %75
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %71, ptr readonly align 1 %76, i64 %46, i1 false)
  br label %77

77:                                               ; preds = %74, %69
  %78 = add i64 %61, 2
  %79 = icmp eq i64 %78, %58
  br i1 %79, label %80, label %59, !llvm.loop !31

80:                                               ; preds = %77
  %81 = icmp eq i64 %55, 0
  br i1 %81, label %92, label %82

82:                                               ; preds = %80, %53
  %83 = phi i64 [ 0, %53 ], [ %73, %80 ]
  %84 = icmp ne i64 %55, 0
  call void @llvm.assume(i1 %84)
  %85 = getelementptr inbounds nuw ptr, ptr %25, i64 %83
  %86 = load ptr, ptr %85, align 8, !tbaa !15
  %87 = icmp eq ptr %86, null
  br i1 %87, label %92, label %88

88:                                               ; preds = %82
  %89 = add nuw nsw i64 %83, 1
  %90 = mul i64 %89, %46
  %91 = getelementptr inbounds nuw i8, ptr %31, i64 %90
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %86, ptr readonly align 1 %91, i64 %46, i1 false)
  br label %92

92:                                               ; preds = %80, %88, %82, %49
  %93 = load i32, ptr %32, align 4, !tbaa !29
  %94 = icmp eq i32 %93, -1
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = call i32 @MPI_Status_set_elements(ptr noundef nonnull %5, i32 noundef %29, i32 noundef %42) #24
  br label %97

97:                                               ; preds = %95, %92, %21, %18, %14
  %98 = sext i32 %0 to i64
  call fastcc void @req_insert(i64 noundef %98, i32 noundef 0, ptr noundef nonnull %12)
  br label %99

99:                                               ; preds = %11, %97, %3
  %100 = load i32, ptr %1, align 4, !tbaa !5
  %101 = icmp ne i32 %100, 0
  %102 = icmp ne ptr %2, inttoptr (i64 1 to ptr)
  %103 = and i1 %102, %101
  br i1 %103, label %104, label %105

104:                                              ; preds = %99
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %5, i64 20, i1 false), !tbaa.struct !32
  br label %105

105:                                              ; preds = %104, %99
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #24
  ret i32 %6
}

declare i32 @MPI_Request_get_status(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_bcast(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #6 {
  %8 = alloca i32, align 4
  %9 = alloca [64 x double], align 16
  %10 = icmp eq i32 %4, 1275069450
  switch i32 %4, label %146 [
    i32 1275070475, label %11
    i32 1275069450, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %11
  %15 = tail call ptr @getenv(ptr noundef nonnull @.str.19) #24
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
  br i1 %25, label %146, label %26

26:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %27 = call i32 @MPI_Comm_rank(i32 noundef %6, ptr noundef nonnull %8) #24
  %28 = sext i32 %3 to i64
  %29 = add nsw i32 %2, 1
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %28, %30
  %32 = select i1 %10, i64 2, i64 3
  %33 = shl i64 %31, %32
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #24
  %34 = icmp ult i64 %33, 513
  br i1 %34, label %37, label %35

35:                                               ; preds = %26
  %36 = call noalias ptr @malloc(i64 noundef %33) #26
  br label %37

37:                                               ; preds = %26, %35
  %38 = phi ptr [ %36, %35 ], [ %9, %26 ]
  %39 = load i32, ptr %8, align 4, !tbaa !5
  %40 = icmp eq i32 %39, %5
  br i1 %40, label %41, label %90

41:                                               ; preds = %37
  %42 = shl nsw i64 %28, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %38, ptr readonly align 1 %0, i64 %42, i1 false)
  %43 = icmp sgt i32 %2, 0
  br i1 %43, label %44, label %90

44:                                               ; preds = %41
  %45 = icmp eq ptr %1, null
  %46 = zext nneg i32 %2 to i64
  %47 = and i64 %46, 1
  %48 = icmp eq i32 %2, 1
  br i1 %48, label %78, label %49

49:                                               ; preds = %44
  %50 = and i64 %46, 2147483646
  br label %51

51:                                               ; preds = %73, %49
  %52 = phi i64 [ 0, %49 ], [ %64, %73 ]
  %53 = phi i64 [ 0, %49 ], [ %74, %73 ]
  %54 = or disjoint i64 %52, 1
  %55 = mul i64 %54, %42
  %56 = getelementptr inbounds nuw i8, ptr %38, i64 %55
  br i1 %45, label %62, label %57

57:                                               ; preds = %51
  %58 = getelementptr inbounds nuw ptr, ptr %1, i64 %52
  %59 = load ptr, ptr %58, align 8, !tbaa !15
  %60 = icmp eq ptr %59, null
  br i1 %60, label %62, label %61

61:                                               ; preds = %57
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %56, ptr nonnull align 1 %59, i64 %42, i1 false)
  br label %63

62:                                               ; preds = %57, %51
  call void @llvm.memset.p0.i64(ptr align 1 %56, i8 0, i64 %42, i1 false)
  br label %63

63:                                               ; preds = %62, %61
  %64 = add nuw nsw i64 %52, 2
  %65 = mul i64 %64, %42
  %66 = getelementptr inbounds nuw i8, ptr %38, i64 %65
  br i1 %45, label %72, label %67

67:                                               ; preds = %63
  %68 = getelementptr inbounds nuw ptr, ptr %1, i64 %54
  %69 = load ptr, ptr %68, align 8, !tbaa !15
  %70 = icmp eq ptr %69, null
  br i1 %70, label %72, label %71

71:                                               ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %66, ptr nonnull align 1 %69, i64 %42, i1 false)
  br label %73

72:                                               ; preds = %67, %63
  call void @llvm.memset.p0.i64(ptr align 1 %66, i8 0, i64 %42, i1 false)
  br label %73

73:                                               ; preds = %72, %71
  %74 = add i64 %53, 2
  %75 = icmp eq i64 %74, %50
  br i1 %75, label %76, label %51, !llvm.loop !16

76:                                               ; preds = %73
  %77 = icmp eq i64 %47, 0
  br i1 %77, label %90, label %78

78:                                               ; preds = %76, %44
  %79 = phi i64 [ 0, %44 ], [ %64, %76 ]
  %80 = icmp ne i64 %47, 0
  call void @llvm.assume(i1 %80)
  %81 = add nuw nsw i64 %79, 1
  %82 = mul i64 %81, %42
  %83 = getelementptr inbounds nuw i8, ptr %38, i64 %82
  br i1 %45, label %89, label %84

84:                                               ; preds = %78
  %85 = getelementptr inbounds nuw ptr, ptr %1, i64 %79
  %86 = load ptr, ptr %85, align 8, !tbaa !15
  %87 = icmp eq ptr %86, null
  br i1 %87, label %89, label %88

88:                                               ; preds = %84
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %83, ptr nonnull align 1 %86, i64 %42, i1 false)
  br label %90

89:                                               ; preds = %84, %78
  call void @llvm.memset.p0.i64(ptr align 1 %83, i8 0, i64 %42, i1 false)
  br label %90

90:                                               ; preds = %76, %89, %88, %41, %37
  %91 = mul nsw i32 %3, %29
  %92 = call i32 @MPI_Bcast(ptr noundef %38, i32 noundef %91, i32 noundef %4, i32 noundef %5, i32 noundef %6) #24
  %93 = load i32, ptr %8, align 4, !tbaa !5
  %94 = icmp eq i32 %93, %5
  br i1 %94, label %142, label %95

95:                                               ; preds = %90
  %96 = shl nsw i64 %28, %32
  %97 = icmp eq ptr %0, null
  br i1 %97, label %99, label %98

98:                                               ; preds = %95
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr readonly align 1 %38, i64 %96, i1 false)
  br label %99

99:                                               ; preds = %98, %95
  %100 = icmp ne ptr %1, null
  %101 = icmp sgt i32 %2, 0
  %102 = and i1 %100, %101
  br i1 %102, label %103, label %142

103:                                              ; preds = %99
  %104 = zext nneg i32 %2 to i64
  %105 = and i64 %104, 1
  %106 = icmp eq i32 %2, 1
  br i1 %106, label %132, label %107

107:                                              ; preds = %103
  %108 = and i64 %104, 2147483646
  br label %109

109:                                              ; preds = %127, %107
  %110 = phi i64 [ 0, %107 ], [ %123, %127 ]
  %111 = phi i64 [ 0, %107 ], [ %128, %127 ]
  %112 = getelementptr inbounds nuw ptr, ptr %1, i64 %110
  %113 = load ptr, ptr %112, align 8, !tbaa !15
  %114 = icmp eq ptr %113, null
  %115 = or disjoint i64 %110, 1
  br i1 %114, label %119, label %116

116:                                              ; preds = %109
  %117 = mul i64 %115, %96
  %118 = getelementptr inbounds nuw i8, ptr %38, i64 %117
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %113, ptr readonly align 1 %118, i64 %96, i1 false)
  br label %119

119:                                              ; preds = %116, %109
  %120 = getelementptr inbounds nuw ptr, ptr %1, i64 %115
  %121 = load ptr, ptr %120, align 8, !tbaa !15
  %122 = icmp eq ptr %121, null
  %123 = add nuw nsw i64 %110, 2
  br i1 %122, label %127, label %124

124:                                              ; preds = %119
  %125 = mul i64 %123, %96
  %126 = getelementptr inbounds nuw i8, ptr %38, i64 %125
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %121, ptr readonly align 1 %126, i64 %96, i1 false)
  br label %127

127:                                              ; preds = %124, %119
  %128 = add i64 %111, 2
  %129 = icmp eq i64 %128, %108
  br i1 %129, label %130, label %109, !llvm.loop !31

130:                                              ; preds = %127
  %131 = icmp eq i64 %105, 0
  br i1 %131, label %142, label %132

132:                                              ; preds = %130, %103
  %133 = phi i64 [ 0, %103 ], [ %123, %130 ]
  %134 = icmp ne i64 %105, 0
  call void @llvm.assume(i1 %134)
  %135 = getelementptr inbounds nuw ptr, ptr %1, i64 %133
  %136 = load ptr, ptr %135, align 8, !tbaa !15
  %137 = icmp eq ptr %136, null
  br i1 %137, label %142, label %138

138:                                              ; preds = %132
  %139 = add nuw nsw i64 %133, 1
  %140 = mul i64 %139, %96
  %141 = getelementptr inbounds nuw i8, ptr %38, i64 %140
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %136, ptr readonly align 1 %141, i64 %96, i1 false)
  br label %142

142:                                              ; preds = %130, %138, %132, %99, %90
  %143 = icmp eq ptr %38, %9
  br i1 %143, label %145, label %144

144:                                              ; preds = %142
  call void @free(ptr noundef %38) #24
  br label %145

145:                                              ; preds = %144, %142
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #24
  br label %230

146:                                              ; preds = %7, %23
  %147 = tail call i32 @MPI_Bcast(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #24
  %148 = icmp eq ptr %1, null
  br i1 %148, label %152, label %149

149:                                              ; preds = %146
  switch i32 %4, label %150 [
    i32 1275070475, label %153
    i32 1275069450, label %153
  ]

150:                                              ; preds = %149
  %151 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.20, i64 noundef %151) #27
  unreachable

152:                                              ; preds = %146
  switch i32 %4, label %230 [
    i32 1275070475, label %153
    i32 1275069450, label %153
  ]

153:                                              ; preds = %149, %149, %152, %152
  %154 = sext i32 %2 to i64
  %155 = sext i32 %3 to i64
  %156 = mul nsw i64 %155, %154
  %157 = select i1 %10, i64 2, i64 3
  %158 = shl i64 %156, %157
  %159 = or disjoint i64 %158, 1
  %160 = tail call noalias ptr @malloc(i64 noundef %159) #26
  %161 = icmp sgt i32 %2, 0
  br i1 %161, label %162, label %182

162:                                              ; preds = %153
  %163 = shl nsw i64 %155, %157
  %164 = zext nneg i32 %2 to i64
  br label %165

165:                                              ; preds = %179, %162
  %166 = phi i64 [ 0, %162 ], [ %180, %179 ]
  br i1 %148, label %175, label %167

167:                                              ; preds = %165
  %168 = getelementptr inbounds nuw ptr, ptr %1, i64 %166
  %169 = load ptr, ptr %168, align 8, !tbaa !15
  %170 = icmp eq ptr %169, null
  br i1 %170, label %175, label %171

171:                                              ; preds = %167
  %172 = mul nsw i64 %166, %155
  %173 = shl i64 %172, %157
  %174 = getelementptr inbounds nuw i8, ptr %160, i64 %173
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %174, ptr nonnull align 1 %169, i64 %163, i1 false)
  br label %179

175:                                              ; preds = %167, %165
  %176 = mul nsw i64 %166, %155
  %177 = shl i64 %176, %157
  %178 = getelementptr inbounds nuw i8, ptr %160, i64 %177
  tail call void @llvm.memset.p0.i64(ptr align 1 %178, i8 0, i64 %163, i1 false)
  br label %179

179:                                              ; preds = %175, %171
  %180 = add nuw nsw i64 %166, 1
  %181 = icmp eq i64 %180, %164
  br i1 %181, label %182, label %165, !llvm.loop !18

182:                                              ; preds = %179, %153
  %183 = mul nsw i32 %3, %2
  %184 = tail call i32 @MPI_Bcast(ptr noundef %160, i32 noundef %183, i32 noundef %4, i32 noundef %5, i32 noundef %6) #24
  %185 = icmp ne ptr %1, null
  %186 = and i1 %185, %161
  br i1 %186, label %187, label %229

187:                                              ; preds = %182
  %188 = shl nsw i64 %155, %157
  %189 = zext nneg i32 %2 to i64
  %190 = and i64 %189, 1
  %191 = icmp eq i32 %2, 1
  br i1 %191, label %219, label %192

192:                                              ; preds = %187
  %193 = and i64 %189, 2147483646
  br label %194

194:                                              ; preds = %213, %192
  %195 = phi i64 [ 0, %192 ], [ %214, %213 ]
  %196 = phi i64 [ 0, %192 ], [ %215, %213 ]
  %197 = getelementptr inbounds nuw ptr, ptr %1, i64 %195
  %198 = load ptr, ptr %197, align 8, !tbaa !15
  %199 = icmp eq ptr %198, null
  br i1 %199, label %204, label %200

200:                                              ; preds = %194
  %201 = mul nsw i64 %195, %155
  %202 = shl i64 %201, %157
  %203 = getelementptr inbounds nuw i8, ptr %160, i64 %202
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %198, ptr readonly align 1 %203, i64 %188, i1 false)
  br label %204

204:                                              ; preds = %200, %194
  %205 = or disjoint i64 %195, 1
  %206 = getelementptr inbounds nuw ptr, ptr %1, i64 %205
  %207 = load ptr, ptr %206, align 8, !tbaa !15
  %208 = icmp eq ptr %207, null
  br i1 %208, label %213, label %209

209:                                              ; preds = %204
  %210 = mul nsw i64 %205, %155
  %211 = shl i64 %210, %157
  %212 = getelementptr inbounds nuw i8, ptr %160, i64 %211
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %207, ptr readonly align 1 %212, i64 %188, i1 false)
  br label %213

213:                                              ; preds = %209, %204
  %214 = add nuw nsw i64 %195, 2
  %215 = add i64 %196, 2
  %216 = icmp eq i64 %215, %193
  br i1 %216, label %217, label %194, !llvm.loop !34

217:                                              ; preds = %213
  %218 = icmp eq i64 %190, 0
  br i1 %218, label %229, label %219

219:                                              ; preds = %217, %187
  %220 = phi i64 [ 0, %187 ], [ %214, %217 ]
  %221 = icmp ne i64 %190, 0
  tail call void @llvm.assume(i1 %221)
  %222 = getelementptr inbounds nuw ptr, ptr %1, i64 %220
  %223 = load ptr, ptr %222, align 8, !tbaa !15
  %224 = icmp eq ptr %223, null
  br i1 %224, label %229, label %225

225:                                              ; preds = %219
  %226 = mul nsw i64 %220, %155
  %227 = shl i64 %226, %157
  %228 = getelementptr inbounds nuw i8, ptr %160, i64 %227
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %223, ptr readonly align 1 %228, i64 %188, i1 false)
  br label %229

229:                                              ; preds = %217, %225, %219, %182
  tail call void @free(ptr noundef %160) #24
  br label %230

230:                                              ; preds = %152, %229, %145
  %231 = phi i32 [ %92, %145 ], [ %147, %152 ], [ %147, %229 ]
  ret i32 %231
}

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_bcast(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 {
  %6 = alloca i32, align 4
  %7 = icmp eq i32 %2, 1275069450
  switch i32 %2, label %34 [
    i32 1275070475, label %8
    i32 1275069450, label %8
  ]

8:                                                ; preds = %5, %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  %9 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %6) #24
  %10 = icmp eq ptr %0, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %8
  %12 = sext i32 %1 to i64
  br label %18

13:                                               ; preds = %8
  %14 = select i1 %7, i64 4, i64 8
  %15 = sext i32 %1 to i64
  %16 = add nsw i64 %15, 1
  %17 = call noalias ptr @calloc(i64 noundef %16, i64 noundef %14) #28
  br label %18

18:                                               ; preds = %11, %13
  %19 = phi i64 [ %12, %11 ], [ %15, %13 ]
  %20 = phi ptr [ %0, %11 ], [ %17, %13 ]
  %21 = phi ptr [ null, %11 ], [ %17, %13 ]
  %22 = select i1 %7, i64 2, i64 3
  %23 = shl nsw i64 %19, %22
  %24 = or disjoint i64 %23, 1
  %25 = call noalias ptr @malloc(i64 noundef %24) #26
  %26 = call i32 @MPI_Reduce(ptr noundef %20, ptr noundef %25, i32 noundef %1, i32 noundef %2, i32 noundef 1476395011, i32 noundef %3, i32 noundef %4) #24
  %27 = load i32, ptr %6, align 4, !tbaa !5
  %28 = icmp eq i32 %27, %3
  br i1 %28, label %29, label %31

29:                                               ; preds = %18
  br i1 %10, label %33, label %30

30:                                               ; preds = %29
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %0, ptr align 1 %25, i64 %23, i1 false)
  br label %33

31:                                               ; preds = %18
  br i1 %10, label %33, label %32

32:                                               ; preds = %31
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %0, i8 0, i64 %23, i1 false)
  br label %33

33:                                               ; preds = %32, %31, %29, %30
  call void @free(ptr noundef %21) #24
  call void @free(ptr noundef %25) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  br label %34

34:                                               ; preds = %5, %33
  ret void
}

declare i32 @MPI_Reduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_gather(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #6 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #24
  %17 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %15) #24
  %18 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %16) #24
  %19 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  br i1 %19, label %140, label %20

20:                                               ; preds = %12
  %21 = icmp eq i32 %3, 1275069450
  %22 = select i1 %21, i32 2, i32 0
  %23 = icmp eq i32 %3, 1275070475
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
  %43 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %13) #24
  %44 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %14) #24
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
  %119 = call i32 @MPI_Allgather(ptr noundef %55, i32 noundef %116, i32 noundef %3, ptr noundef %66, i32 noundef %117, i32 noundef %7, i32 noundef %9) #24
  br label %122

120:                                              ; preds = %115
  %121 = call i32 @MPI_Gather(ptr noundef %55, i32 noundef %116, i32 noundef %3, ptr noundef %66, i32 noundef %117, i32 noundef %7, i32 noundef %8, i32 noundef %9) #24
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
  br i1 %138, label %129, label %139, !llvm.loop !91

139:                                              ; preds = %129, %122
  call void @free(ptr noundef %55) #24
  call void @free(ptr noundef %66) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %314

140:                                              ; preds = %38, %20, %12
  %141 = icmp eq i32 %11, 0
  br i1 %141, label %144, label %142

142:                                              ; preds = %140
  %143 = call i32 @MPI_Allgather(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %9) #24
  br label %146

144:                                              ; preds = %140
  %145 = call i32 @MPI_Gather(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #24
  br label %146

146:                                              ; preds = %144, %142
  %147 = phi i32 [ %143, %142 ], [ %145, %144 ]
  %148 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %314 [
    i32 1275070475, label %149
    i32 1275069450, label %149
  ]

149:                                              ; preds = %146, %146
  br i1 %19, label %150, label %152

150:                                              ; preds = %149
  %151 = select i1 %141, ptr @.str.11, ptr @.str.10
  call void @__mpiad_fail(ptr noundef nonnull %151, ptr noundef nonnull @.str.12, i64 noundef 0) #27
  unreachable

152:                                              ; preds = %149
  %153 = icmp eq ptr %1, null
  br i1 %153, label %158, label %154

154:                                              ; preds = %152
  switch i32 %3, label %155 [
    i32 1275070475, label %158
    i32 1275069450, label %158
  ]

155:                                              ; preds = %154
  %156 = select i1 %141, ptr @.str.11, ptr @.str.10
  %157 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull %156, ptr noundef nonnull @.str.20, i64 noundef %157) #27
  unreachable

158:                                              ; preds = %152, %154, %154
  %159 = sext i32 %10 to i64
  %160 = sext i32 %2 to i64
  %161 = mul nsw i64 %159, %160
  %162 = select i1 %148, i64 2, i64 3
  %163 = shl i64 %161, %162
  %164 = or disjoint i64 %163, 1
  %165 = call noalias ptr @malloc(i64 noundef %164) #26
  %166 = icmp sgt i32 %10, 0
  br i1 %166, label %167, label %187

167:                                              ; preds = %158
  %168 = shl nsw i64 %160, %162
  %169 = zext nneg i32 %10 to i64
  br label %170

170:                                              ; preds = %184, %167
  %171 = phi i64 [ 0, %167 ], [ %185, %184 ]
  br i1 %153, label %180, label %172

172:                                              ; preds = %170
  %173 = getelementptr inbounds nuw ptr, ptr %1, i64 %171
  %174 = load ptr, ptr %173, align 8, !tbaa !15
  %175 = icmp eq ptr %174, null
  br i1 %175, label %180, label %176

176:                                              ; preds = %172
  %177 = mul nsw i64 %171, %160
  %178 = shl i64 %177, %162
  %179 = getelementptr inbounds nuw i8, ptr %165, i64 %178
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %179, ptr nonnull align 1 %174, i64 %168, i1 false)
  br label %184

180:                                              ; preds = %172, %170
  %181 = mul nsw i64 %171, %160
  %182 = shl i64 %181, %162
  %183 = getelementptr inbounds nuw i8, ptr %165, i64 %182
  call void @llvm.memset.p0.i64(ptr align 1 %183, i8 0, i64 %168, i1 false)
  br label %184

184:                                              ; preds = %180, %176
  %185 = add nuw nsw i64 %171, 1
  %186 = icmp eq i64 %185, %169
  br i1 %186, label %187, label %170, !llvm.loop !18

187:                                              ; preds = %184, %158
  %188 = sext i32 %6 to i64
  %189 = mul nsw i64 %159, %188
  %190 = load i32, ptr %15, align 4, !tbaa !5
  %191 = sext i32 %190 to i64
  %192 = mul i64 %189, %191
  %193 = shl i64 %192, %162
  %194 = or disjoint i64 %193, 1
  %195 = call noalias ptr @malloc(i64 noundef %194) #26
  %196 = mul nsw i32 %10, %2
  %197 = mul nsw i32 %10, %6
  br i1 %141, label %200, label %198

198:                                              ; preds = %187
  %199 = call i32 @MPI_Allgather(ptr noundef %165, i32 noundef %196, i32 noundef %3, ptr noundef %195, i32 noundef %197, i32 noundef %7, i32 noundef %9) #24
  br label %204

200:                                              ; preds = %187
  %201 = call i32 @MPI_Gather(ptr noundef %165, i32 noundef %196, i32 noundef %3, ptr noundef %195, i32 noundef %197, i32 noundef %7, i32 noundef %8, i32 noundef %9) #24
  %202 = load i32, ptr %16, align 4
  %203 = icmp eq i32 %202, %8
  br i1 %203, label %204, label %313

204:                                              ; preds = %198, %200
  %205 = load i32, ptr %15, align 4, !tbaa !5
  %206 = sext i32 %205 to i64
  %207 = mul i64 %189, %206
  %208 = shl i64 %207, %162
  %209 = or disjoint i64 %208, 1
  %210 = call noalias ptr @malloc(i64 noundef %209) #26
  %211 = icmp sgt i32 %205, 0
  br i1 %211, label %212, label %265

212:                                              ; preds = %204
  %213 = shl nsw i64 %188, %162
  %214 = zext nneg i32 %205 to i64
  %215 = zext i32 %10 to i64
  %216 = and i64 %215, 1
  %217 = icmp eq i32 %10, 1
  %218 = and i64 %215, 2147483646
  %219 = icmp eq i64 %216, 0
  %220 = icmp ne i64 %216, 0
  br label %221

221:                                              ; preds = %237, %212
  %222 = phi i64 [ 0, %212 ], [ %238, %237 ]
  br i1 %166, label %223, label %237

223:                                              ; preds = %221
  %224 = mul nuw nsw i64 %222, %159
  br i1 %217, label %226, label %240

225:                                              ; preds = %240
  br i1 %219, label %237, label %226

226:                                              ; preds = %225, %223
  %227 = phi i64 [ 0, %223 ], [ %262, %225 ]
  call void @llvm.assume(i1 %220)
  %228 = mul nuw nsw i64 %227, %206
  %229 = add nuw nsw i64 %228, %222
  %230 = mul i64 %229, %188
  %231 = shl i64 %230, %162
  %232 = getelementptr inbounds nuw i8, ptr %210, i64 %231
  %233 = add nuw nsw i64 %227, %224
  %234 = mul i64 %233, %188
  %235 = shl i64 %234, %162
  %236 = getelementptr inbounds nuw i8, ptr %195, i64 %235
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %232, ptr readonly align 1 %236, i64 %213, i1 false)
  br label %237

237:                                              ; preds = %226, %225, %221
  %238 = add nuw nsw i64 %222, 1
  %239 = icmp eq i64 %238, %214
  br i1 %239, label %265, label %221, !llvm.loop !92

240:                                              ; preds = %223, %240
  %241 = phi i64 [ %262, %240 ], [ 0, %223 ]
  %242 = phi i64 [ %263, %240 ], [ 0, %223 ]
  %243 = mul nuw nsw i64 %241, %206
  %244 = add nuw nsw i64 %243, %222
  %245 = mul i64 %244, %188
  %246 = shl i64 %245, %162
  %247 = getelementptr inbounds nuw i8, ptr %210, i64 %246
  %248 = add nuw nsw i64 %241, %224
  %249 = mul i64 %248, %188
  %250 = shl i64 %249, %162
  %251 = getelementptr inbounds nuw i8, ptr %195, i64 %250
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %247, ptr readonly align 1 %251, i64 %213, i1 false)
  %252 = or disjoint i64 %241, 1
  %253 = mul nuw nsw i64 %252, %206
  %254 = add nuw nsw i64 %253, %222
  %255 = mul i64 %254, %188
  %256 = shl i64 %255, %162
  %257 = getelementptr inbounds nuw i8, ptr %210, i64 %256
  %258 = add nuw nsw i64 %252, %224
  %259 = mul i64 %258, %188
  %260 = shl i64 %259, %162
  %261 = getelementptr inbounds nuw i8, ptr %195, i64 %260
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %257, ptr readonly align 1 %261, i64 %213, i1 false)
  %262 = add nuw nsw i64 %241, 2
  %263 = add i64 %242, 2
  %264 = icmp eq i64 %263, %218
  br i1 %264, label %225, label %240, !llvm.loop !93

265:                                              ; preds = %237, %204
  %266 = icmp ne ptr %5, null
  %267 = and i1 %266, %166
  br i1 %267, label %268, label %312

268:                                              ; preds = %265
  %269 = mul nsw i32 %205, %6
  %270 = sext i32 %269 to i64
  %271 = shl nsw i64 %270, %162
  %272 = zext nneg i32 %10 to i64
  %273 = and i64 %272, 1
  %274 = icmp eq i32 %10, 1
  br i1 %274, label %302, label %275

275:                                              ; preds = %268
  %276 = and i64 %272, 2147483646
  br label %277

277:                                              ; preds = %296, %275
  %278 = phi i64 [ 0, %275 ], [ %297, %296 ]
  %279 = phi i64 [ 0, %275 ], [ %298, %296 ]
  %280 = getelementptr inbounds nuw ptr, ptr %5, i64 %278
  %281 = load ptr, ptr %280, align 8, !tbaa !15
  %282 = icmp eq ptr %281, null
  br i1 %282, label %287, label %283

283:                                              ; preds = %277
  %284 = mul nsw i64 %278, %270
  %285 = shl i64 %284, %162
  %286 = getelementptr inbounds nuw i8, ptr %210, i64 %285
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %281, ptr readonly align 1 %286, i64 %271, i1 false)
  br label %287

287:                                              ; preds = %283, %277
  %288 = or disjoint i64 %278, 1
  %289 = getelementptr inbounds nuw ptr, ptr %5, i64 %288
  %290 = load ptr, ptr %289, align 8, !tbaa !15
  %291 = icmp eq ptr %290, null
  br i1 %291, label %296, label %292

292:                                              ; preds = %287
  %293 = mul nsw i64 %288, %270
  %294 = shl i64 %293, %162
  %295 = getelementptr inbounds nuw i8, ptr %210, i64 %294
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %290, ptr readonly align 1 %295, i64 %271, i1 false)
  br label %296

296:                                              ; preds = %292, %287
  %297 = add nuw nsw i64 %278, 2
  %298 = add i64 %279, 2
  %299 = icmp eq i64 %298, %276
  br i1 %299, label %300, label %277, !llvm.loop !34

300:                                              ; preds = %296
  %301 = icmp eq i64 %273, 0
  br i1 %301, label %312, label %302

302:                                              ; preds = %300, %268
  %303 = phi i64 [ 0, %268 ], [ %297, %300 ]
  %304 = icmp ne i64 %273, 0
  call void @llvm.assume(i1 %304)
  %305 = getelementptr inbounds nuw ptr, ptr %5, i64 %303
  %306 = load ptr, ptr %305, align 8, !tbaa !15
  %307 = icmp eq ptr %306, null
  br i1 %307, label %312, label %308

308:                                              ; preds = %302
  %309 = mul nsw i64 %303, %270
  %310 = shl i64 %309, %162
  %311 = getelementptr inbounds nuw i8, ptr %210, i64 %310
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %306, ptr readonly align 1 %311, i64 %271, i1 false)
  br label %312

312:                                              ; preds = %300, %308, %302, %265
  call void @free(ptr noundef %210) #24
  br label %313

313:                                              ; preds = %200, %312
  call void @free(ptr noundef %165) #24
  call void @free(ptr noundef %195) #24
  br label %314

314:                                              ; preds = %146, %313, %139
  %315 = phi i32 [ %123, %139 ], [ %147, %146 ], [ %147, %313 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  ret i32 %315
}

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Gather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_gather(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %121 [
    i32 1275070475, label %13
    i32 1275069450, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = icmp eq i32 %5, 1275069450
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %15 = call i32 @MPI_Comm_rank(i32 noundef %7, ptr noundef nonnull %10) #24
  %16 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %11) #24
  %17 = select i1 %14, i64 4, i64 8
  %18 = sext i32 %1 to i64
  %19 = select i1 %14, i64 2, i64 3
  %20 = shl nsw i64 %18, %19
  %21 = or disjoint i64 %20, 1
  %22 = call noalias ptr @malloc(i64 noundef %21) #26
  %23 = icmp eq i32 %8, 0
  br i1 %23, label %37, label %24

24:                                               ; preds = %13
  %25 = icmp eq ptr %3, null
  br i1 %25, label %26, label %33

26:                                               ; preds = %24
  %27 = sext i32 %4 to i64
  %28 = load i32, ptr %11, align 4, !tbaa !5
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %29, %27
  %31 = add nsw i64 %30, 1
  %32 = call noalias ptr @calloc(i64 noundef %31, i64 noundef %17) #28
  br label %33

33:                                               ; preds = %24, %26
  %34 = phi ptr [ %32, %26 ], [ %3, %24 ]
  %35 = phi ptr [ %32, %26 ], [ null, %24 ]
  %36 = call i32 @MPI_Reduce_scatter_block(ptr noundef %34, ptr noundef %22, i32 noundef %4, i32 noundef %5, i32 noundef 1476395011, i32 noundef %7) #24
  call void @free(ptr noundef %35) #24
  br label %39

37:                                               ; preds = %13
  %38 = call i32 @MPI_Scatter(ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %22, i32 noundef %1, i32 noundef %2, i32 noundef %6, i32 noundef %7) #24
  br label %39

39:                                               ; preds = %37, %33
  %40 = icmp eq ptr %0, null
  br i1 %40, label %109, label %41

41:                                               ; preds = %39
  %42 = icmp sgt i32 %1, 0
  br i1 %12, label %67, label %43

43:                                               ; preds = %41
  br i1 %42, label %44, label %109

44:                                               ; preds = %43
  %45 = zext nneg i32 %1 to i64
  %46 = icmp ult i32 %1, 8
  br i1 %46, label %65, label %47

47:                                               ; preds = %44
  %48 = and i64 %45, 2147483640
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %61, %49 ]
  %51 = getelementptr inbounds nuw float, ptr %22, i64 %50
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
  br i1 %62, label %63, label %49, !llvm.loop !94

63:                                               ; preds = %49
  %64 = icmp eq i64 %48, %45
  br i1 %64, label %109, label %65

65:                                               ; preds = %44, %63
  %66 = phi i64 [ 0, %44 ], [ %48, %63 ]
  br label %100

67:                                               ; preds = %41
  br i1 %42, label %68, label %109

68:                                               ; preds = %67
  %69 = zext nneg i32 %1 to i64
  %70 = icmp ult i32 %1, 4
  br i1 %70, label %89, label %71

71:                                               ; preds = %68
  %72 = and i64 %69, 2147483644
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ 0, %71 ], [ %85, %73 ]
  %75 = getelementptr inbounds nuw double, ptr %22, i64 %74
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
  br i1 %86, label %87, label %73, !llvm.loop !95

87:                                               ; preds = %73
  %88 = icmp eq i64 %72, %69
  br i1 %88, label %109, label %89

89:                                               ; preds = %68, %87
  %90 = phi i64 [ 0, %68 ], [ %72, %87 ]
  br label %91

91:                                               ; preds = %89, %91
  %92 = phi i64 [ %98, %91 ], [ %90, %89 ]
  %93 = getelementptr inbounds nuw double, ptr %22, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !24
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !24
  %97 = fadd double %94, %96
  store double %97, ptr %95, align 8, !tbaa !24
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %69
  br i1 %99, label %109, label %91, !llvm.loop !96

100:                                              ; preds = %65, %100
  %101 = phi i64 [ %107, %100 ], [ %66, %65 ]
  %102 = getelementptr inbounds nuw float, ptr %22, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !19
  %104 = getelementptr inbounds nuw float, ptr %0, i64 %101
  %105 = load float, ptr %104, align 4, !tbaa !19
  %106 = fadd float %103, %105
  store float %106, ptr %104, align 4, !tbaa !19
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, %45
  br i1 %108, label %109, label %100, !llvm.loop !97

109:                                              ; preds = %100, %91, %63, %87, %39, %43, %67
  %110 = load i32, ptr %10, align 4
  %111 = icmp ne i32 %110, %6
  %112 = select i1 %23, i1 %111, i1 false
  %113 = icmp eq ptr %3, null
  %114 = or i1 %113, %112
  br i1 %114, label %120, label %115

115:                                              ; preds = %109
  %116 = load i32, ptr %11, align 4, !tbaa !5
  %117 = mul nsw i32 %116, %4
  %118 = sext i32 %117 to i64
  %119 = shl nsw i64 %118, %19
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %119, i1 false)
  br label %120

120:                                              ; preds = %115, %109
  call void @free(ptr noundef %22) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  br label %121

121:                                              ; preds = %9, %120
  ret void
}

declare i32 @MPI_Reduce_scatter_block(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Scatter(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_scatter(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #6 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  %16 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %14) #24
  %17 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %15) #24
  %18 = icmp eq ptr %4, inttoptr (i64 -1 to ptr)
  br i1 %18, label %130, label %19

19:                                               ; preds = %11
  %20 = icmp eq i32 %7, 1275069450
  %21 = select i1 %20, i32 2, i32 0
  %22 = icmp eq i32 %7, 1275070475
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
  %42 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %12) #24
  %43 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %13) #24
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
  br i1 %70, label %61, label %71, !llvm.loop !98

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
  %82 = call i32 @MPI_Scatter(ptr noundef %74, i32 noundef %80, i32 noundef %3, ptr noundef %79, i32 noundef %81, i32 noundef %7, i32 noundef %8, i32 noundef %9) #24
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
  %131 = call i32 @MPI_Scatter(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #24
  %132 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %297 [
    i32 1275070475, label %133
    i32 1275069450, label %133
  ]

133:                                              ; preds = %130, %130
  %134 = icmp eq ptr %5, null
  br i1 %134, label %138, label %135

135:                                              ; preds = %133
  switch i32 %7, label %136 [
    i32 1275070475, label %138
    i32 1275069450, label %138
  ]

136:                                              ; preds = %135
  %137 = zext nneg i32 %7 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.20, i64 noundef %137) #27
  unreachable

138:                                              ; preds = %133, %135, %135
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
  br i1 %212, label %238, label %194, !llvm.loop !99

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
  br i1 %237, label %198, label %213, !llvm.loop !100

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
  %250 = call i32 @MPI_Scatter(ptr noundef %242, i32 noundef %248, i32 noundef %3, ptr noundef %247, i32 noundef %249, i32 noundef %7, i32 noundef %8, i32 noundef %9) #24
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
define void @__mpiad_rev_scatter(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #6 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = icmp eq i32 %5, 1275069450
  %12 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %119 [
    i32 1275070475, label %13
    i32 1275069450, label %13
  ]

13:                                               ; preds = %8, %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #24
  %14 = call i32 @MPI_Comm_rank(i32 noundef %7, ptr noundef nonnull %9) #24
  %15 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %10) #24
  %16 = icmp eq ptr %3, null
  br i1 %16, label %17, label %22

17:                                               ; preds = %13
  %18 = select i1 %11, i64 4, i64 8
  %19 = sext i32 %4 to i64
  %20 = add nsw i64 %19, 1
  %21 = call noalias ptr @calloc(i64 noundef %20, i64 noundef %18) #28
  br label %22

22:                                               ; preds = %13, %17
  %23 = phi ptr [ %21, %17 ], [ %3, %13 ]
  %24 = phi ptr [ %21, %17 ], [ null, %13 ]
  %25 = load i32, ptr %9, align 4, !tbaa !5
  %26 = icmp eq i32 %25, %6
  br i1 %26, label %27, label %36

27:                                               ; preds = %22
  %28 = sext i32 %1 to i64
  %29 = load i32, ptr %10, align 4, !tbaa !5
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %30, %28
  %32 = select i1 %11, i64 2, i64 3
  %33 = shl i64 %31, %32
  %34 = or disjoint i64 %33, 1
  %35 = call noalias ptr @malloc(i64 noundef %34) #26
  br label %36

36:                                               ; preds = %22, %27
  %37 = phi ptr [ %35, %27 ], [ null, %22 ]
  %38 = call i32 @MPI_Gather(ptr noundef %23, i32 noundef %4, i32 noundef %5, ptr noundef %37, i32 noundef %1, i32 noundef %2, i32 noundef %6, i32 noundef %7) #24
  %39 = load i32, ptr %9, align 4, !tbaa !5
  %40 = icmp eq i32 %39, %6
  br i1 %40, label %41, label %113

41:                                               ; preds = %36
  %42 = load i32, ptr %10, align 4, !tbaa !5
  %43 = mul nsw i32 %42, %1
  %44 = icmp eq ptr %0, null
  br i1 %44, label %113, label %45

45:                                               ; preds = %41
  %46 = icmp sgt i32 %43, 0
  br i1 %12, label %71, label %47

47:                                               ; preds = %45
  br i1 %46, label %48, label %113

48:                                               ; preds = %47
  %49 = zext nneg i32 %43 to i64
  %50 = icmp ult i32 %43, 8
  br i1 %50, label %69, label %51

51:                                               ; preds = %48
  %52 = and i64 %49, 2147483640
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i64 [ 0, %51 ], [ %65, %53 ]
  %55 = getelementptr inbounds nuw float, ptr %37, i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !19
  %58 = load <4 x float>, ptr %56, align 4, !tbaa !19
  %59 = getelementptr inbounds nuw float, ptr %0, i64 %54
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 16
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !19
  %62 = load <4 x float>, ptr %60, align 4, !tbaa !19
  %63 = fadd <4 x float> %57, %61
  %64 = fadd <4 x float> %58, %62
  store <4 x float> %63, ptr %59, align 4, !tbaa !19
  store <4 x float> %64, ptr %60, align 4, !tbaa !19
  %65 = add nuw i64 %54, 8
  %66 = icmp eq i64 %65, %52
  br i1 %66, label %67, label %53, !llvm.loop !101

67:                                               ; preds = %53
  %68 = icmp eq i64 %52, %49
  br i1 %68, label %113, label %69

69:                                               ; preds = %48, %67
  %70 = phi i64 [ 0, %48 ], [ %52, %67 ]
  br label %104

71:                                               ; preds = %45
  br i1 %46, label %72, label %113

72:                                               ; preds = %71
  %73 = zext nneg i32 %43 to i64
  %74 = icmp ult i32 %43, 4
  br i1 %74, label %93, label %75

75:                                               ; preds = %72
  %76 = and i64 %73, 2147483644
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %89, %77 ]
  %79 = getelementptr inbounds nuw double, ptr %37, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !24
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !24
  %83 = getelementptr inbounds nuw double, ptr %0, i64 %78
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 16
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !24
  %86 = load <2 x double>, ptr %84, align 8, !tbaa !24
  %87 = fadd <2 x double> %81, %85
  %88 = fadd <2 x double> %82, %86
  store <2 x double> %87, ptr %83, align 8, !tbaa !24
  store <2 x double> %88, ptr %84, align 8, !tbaa !24
  %89 = add nuw i64 %78, 4
  %90 = icmp eq i64 %89, %76
  br i1 %90, label %91, label %77, !llvm.loop !102

91:                                               ; preds = %77
  %92 = icmp eq i64 %76, %73
  br i1 %92, label %113, label %93

93:                                               ; preds = %72, %91
  %94 = phi i64 [ 0, %72 ], [ %76, %91 ]
  br label %95

95:                                               ; preds = %93, %95
  %96 = phi i64 [ %102, %95 ], [ %94, %93 ]
  %97 = getelementptr inbounds nuw double, ptr %37, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !24
  %99 = getelementptr inbounds nuw double, ptr %0, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !24
  %101 = fadd double %98, %100
  store double %101, ptr %99, align 8, !tbaa !24
  %102 = add nuw nsw i64 %96, 1
  %103 = icmp eq i64 %102, %73
  br i1 %103, label %113, label %95, !llvm.loop !103

104:                                              ; preds = %69, %104
  %105 = phi i64 [ %111, %104 ], [ %70, %69 ]
  %106 = getelementptr inbounds nuw float, ptr %37, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !19
  %108 = getelementptr inbounds nuw float, ptr %0, i64 %105
  %109 = load float, ptr %108, align 4, !tbaa !19
  %110 = fadd float %107, %109
  store float %110, ptr %108, align 4, !tbaa !19
  %111 = add nuw nsw i64 %105, 1
  %112 = icmp eq i64 %111, %49
  br i1 %112, label %113, label %104, !llvm.loop !104

113:                                              ; preds = %104, %95, %67, %91, %71, %47, %41, %36
  br i1 %16, label %118, label %114

114:                                              ; preds = %113
  %115 = sext i32 %4 to i64
  %116 = select i1 %11, i64 2, i64 3
  %117 = shl nsw i64 %115, %116
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %117, i1 false)
  br label %118

118:                                              ; preds = %113, %114
  call void @free(ptr noundef %24) #24
  call void @free(ptr noundef %37) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #24
  br label %119

119:                                              ; preds = %8, %118
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_alltoall(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #6 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %13 = call i32 @MPI_Comm_size(i32 noundef %8, ptr noundef nonnull %12) #24
  %14 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  br i1 %14, label %82, label %15

15:                                               ; preds = %10
  %16 = icmp eq i32 %3, 1275069450
  %17 = select i1 %16, i32 2, i32 0
  %18 = icmp eq i32 %3, 1275070475
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
  %38 = call i32 @MPI_Comm_size(i32 noundef %8, ptr noundef nonnull %11) #24
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
  %58 = call i32 @MPI_Alltoall(ptr noundef %48, i32 noundef %56, i32 noundef %3, ptr noundef %53, i32 noundef %57, i32 noundef %7, i32 noundef %8) #24
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
  br i1 %70, label %61, label %55, !llvm.loop !105

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
  br i1 %80, label %71, label %81, !llvm.loop !106

81:                                               ; preds = %71, %55
  call void @free(ptr noundef %48) #24
  call void @free(ptr noundef %53) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  br label %301

82:                                               ; preds = %33, %15, %10
  %83 = call i32 @MPI_Alltoall(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8) #24
  %84 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %301 [
    i32 1275070475, label %85
    i32 1275069450, label %85
  ]

85:                                               ; preds = %82, %82
  %86 = icmp eq ptr %1, null
  br i1 %86, label %90, label %87

87:                                               ; preds = %85
  switch i32 %3, label %88 [
    i32 1275070475, label %90
    i32 1275069450, label %90
  ]

88:                                               ; preds = %87
  %89 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.20, i64 noundef %89) #27
  unreachable

90:                                               ; preds = %85, %87, %87
  %91 = load i32, ptr %12, align 4, !tbaa !5
  %92 = mul nsw i32 %91, %2
  %93 = sext i32 %9 to i64
  %94 = sext i32 %92 to i64
  %95 = mul nsw i64 %94, %93
  %96 = select i1 %84, i64 2, i64 3
  %97 = shl i64 %95, %96
  %98 = or disjoint i64 %97, 1
  %99 = call noalias ptr @malloc(i64 noundef %98) #26
  %100 = icmp sgt i32 %9, 0
  br i1 %100, label %101, label %121

101:                                              ; preds = %90
  %102 = shl nsw i64 %94, %96
  %103 = zext nneg i32 %9 to i64
  br label %104

104:                                              ; preds = %118, %101
  %105 = phi i64 [ 0, %101 ], [ %119, %118 ]
  br i1 %86, label %114, label %106

106:                                              ; preds = %104
  %107 = getelementptr inbounds nuw ptr, ptr %1, i64 %105
  %108 = load ptr, ptr %107, align 8, !tbaa !15
  %109 = icmp eq ptr %108, null
  br i1 %109, label %114, label %110

110:                                              ; preds = %106
  %111 = mul nsw i64 %105, %94
  %112 = shl i64 %111, %96
  %113 = getelementptr inbounds nuw i8, ptr %99, i64 %112
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %113, ptr nonnull align 1 %108, i64 %102, i1 false)
  br label %118

114:                                              ; preds = %106, %104
  %115 = mul nsw i64 %105, %94
  %116 = shl i64 %115, %96
  %117 = getelementptr inbounds nuw i8, ptr %99, i64 %116
  call void @llvm.memset.p0.i64(ptr align 1 %117, i8 0, i64 %102, i1 false)
  br label %118

118:                                              ; preds = %114, %110
  %119 = add nuw nsw i64 %105, 1
  %120 = icmp eq i64 %119, %103
  br i1 %120, label %121, label %104, !llvm.loop !18

121:                                              ; preds = %118, %90
  %122 = sext i32 %2 to i64
  %123 = mul nsw i64 %93, %122
  %124 = sext i32 %91 to i64
  %125 = mul i64 %123, %124
  %126 = shl i64 %125, %96
  %127 = or disjoint i64 %126, 1
  %128 = call noalias ptr @malloc(i64 noundef %127) #26
  %129 = icmp sgt i32 %91, 0
  br i1 %129, label %130, label %183

130:                                              ; preds = %121
  %131 = shl nsw i64 %122, %96
  %132 = zext nneg i32 %91 to i64
  %133 = zext i32 %9 to i64
  %134 = and i64 %133, 1
  %135 = icmp eq i32 %9, 1
  %136 = and i64 %133, 2147483646
  %137 = icmp eq i64 %134, 0
  %138 = icmp ne i64 %134, 0
  br label %139

139:                                              ; preds = %155, %130
  %140 = phi i64 [ 0, %130 ], [ %156, %155 ]
  br i1 %100, label %141, label %155

141:                                              ; preds = %139
  %142 = mul nuw nsw i64 %140, %93
  br i1 %135, label %144, label %158

143:                                              ; preds = %158
  br i1 %137, label %155, label %144

144:                                              ; preds = %143, %141
  %145 = phi i64 [ 0, %141 ], [ %180, %143 ]
  call void @llvm.assume(i1 %138)
  %146 = add nuw nsw i64 %145, %142
  %147 = mul i64 %146, %122
  %148 = shl i64 %147, %96
  %149 = getelementptr inbounds nuw i8, ptr %128, i64 %148
  %150 = mul nuw nsw i64 %145, %124
  %151 = add nuw nsw i64 %150, %140
  %152 = mul i64 %151, %122
  %153 = shl i64 %152, %96
  %154 = getelementptr inbounds nuw i8, ptr %99, i64 %153
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %149, ptr readonly align 1 %154, i64 %131, i1 false)
  br label %155

155:                                              ; preds = %144, %143, %139
  %156 = add nuw nsw i64 %140, 1
  %157 = icmp eq i64 %156, %132
  br i1 %157, label %183, label %139, !llvm.loop !99

158:                                              ; preds = %141, %158
  %159 = phi i64 [ %180, %158 ], [ 0, %141 ]
  %160 = phi i64 [ %181, %158 ], [ 0, %141 ]
  %161 = add nuw nsw i64 %159, %142
  %162 = mul i64 %161, %122
  %163 = shl i64 %162, %96
  %164 = getelementptr inbounds nuw i8, ptr %128, i64 %163
  %165 = mul nuw nsw i64 %159, %124
  %166 = add nuw nsw i64 %165, %140
  %167 = mul i64 %166, %122
  %168 = shl i64 %167, %96
  %169 = getelementptr inbounds nuw i8, ptr %99, i64 %168
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %164, ptr readonly align 1 %169, i64 %131, i1 false)
  %170 = or disjoint i64 %159, 1
  %171 = add nuw nsw i64 %170, %142
  %172 = mul i64 %171, %122
  %173 = shl i64 %172, %96
  %174 = getelementptr inbounds nuw i8, ptr %128, i64 %173
  %175 = mul nuw nsw i64 %170, %124
  %176 = add nuw nsw i64 %175, %140
  %177 = mul i64 %176, %122
  %178 = shl i64 %177, %96
  %179 = getelementptr inbounds nuw i8, ptr %99, i64 %178
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %174, ptr readonly align 1 %179, i64 %131, i1 false)
  %180 = add nuw nsw i64 %159, 2
  %181 = add i64 %160, 2
  %182 = icmp eq i64 %181, %136
  br i1 %182, label %143, label %158, !llvm.loop !100

183:                                              ; preds = %155, %121
  %184 = sext i32 %6 to i64
  %185 = mul nsw i64 %93, %184
  %186 = mul i64 %185, %124
  %187 = shl i64 %186, %96
  %188 = or disjoint i64 %187, 1
  %189 = call noalias ptr @malloc(i64 noundef %188) #26
  %190 = mul nsw i32 %9, %2
  %191 = mul nsw i32 %9, %6
  %192 = call i32 @MPI_Alltoall(ptr noundef %128, i32 noundef %190, i32 noundef %3, ptr noundef %189, i32 noundef %191, i32 noundef %7, i32 noundef %8) #24
  %193 = load i32, ptr %12, align 4, !tbaa !5
  %194 = sext i32 %193 to i64
  %195 = mul i64 %185, %194
  %196 = shl i64 %195, %96
  %197 = or disjoint i64 %196, 1
  %198 = call noalias ptr @malloc(i64 noundef %197) #26
  %199 = icmp sgt i32 %193, 0
  br i1 %199, label %200, label %253

200:                                              ; preds = %183
  %201 = shl nsw i64 %184, %96
  %202 = zext nneg i32 %193 to i64
  %203 = zext i32 %9 to i64
  %204 = and i64 %203, 1
  %205 = icmp eq i32 %9, 1
  %206 = and i64 %203, 2147483646
  %207 = icmp eq i64 %204, 0
  %208 = icmp ne i64 %204, 0
  br label %209

209:                                              ; preds = %225, %200
  %210 = phi i64 [ 0, %200 ], [ %226, %225 ]
  br i1 %100, label %211, label %225

211:                                              ; preds = %209
  %212 = mul nuw nsw i64 %210, %93
  br i1 %205, label %214, label %228

213:                                              ; preds = %228
  br i1 %207, label %225, label %214

214:                                              ; preds = %213, %211
  %215 = phi i64 [ 0, %211 ], [ %250, %213 ]
  call void @llvm.assume(i1 %208)
  %216 = mul nuw nsw i64 %215, %194
  %217 = add nuw nsw i64 %216, %210
  %218 = mul i64 %217, %184
  %219 = shl i64 %218, %96
  %220 = getelementptr inbounds nuw i8, ptr %198, i64 %219
  %221 = add nuw nsw i64 %215, %212
  %222 = mul i64 %221, %184
  %223 = shl i64 %222, %96
  %224 = getelementptr inbounds nuw i8, ptr %189, i64 %223
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %220, ptr readonly align 1 %224, i64 %201, i1 false)
  br label %225

225:                                              ; preds = %214, %213, %209
  %226 = add nuw nsw i64 %210, 1
  %227 = icmp eq i64 %226, %202
  br i1 %227, label %253, label %209, !llvm.loop !92

228:                                              ; preds = %211, %228
  %229 = phi i64 [ %250, %228 ], [ 0, %211 ]
  %230 = phi i64 [ %251, %228 ], [ 0, %211 ]
  %231 = mul nuw nsw i64 %229, %194
  %232 = add nuw nsw i64 %231, %210
  %233 = mul i64 %232, %184
  %234 = shl i64 %233, %96
  %235 = getelementptr inbounds nuw i8, ptr %198, i64 %234
  %236 = add nuw nsw i64 %229, %212
  %237 = mul i64 %236, %184
  %238 = shl i64 %237, %96
  %239 = getelementptr inbounds nuw i8, ptr %189, i64 %238
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %235, ptr readonly align 1 %239, i64 %201, i1 false)
  %240 = or disjoint i64 %229, 1
  %241 = mul nuw nsw i64 %240, %194
  %242 = add nuw nsw i64 %241, %210
  %243 = mul i64 %242, %184
  %244 = shl i64 %243, %96
  %245 = getelementptr inbounds nuw i8, ptr %198, i64 %244
  %246 = add nuw nsw i64 %240, %212
  %247 = mul i64 %246, %184
  %248 = shl i64 %247, %96
  %249 = getelementptr inbounds nuw i8, ptr %189, i64 %248
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %245, ptr readonly align 1 %249, i64 %201, i1 false)
  %250 = add nuw nsw i64 %229, 2
  %251 = add i64 %230, 2
  %252 = icmp eq i64 %251, %206
  br i1 %252, label %213, label %228, !llvm.loop !93

253:                                              ; preds = %225, %183
  %254 = icmp ne ptr %5, null
  %255 = and i1 %254, %100
  br i1 %255, label %256, label %300

256:                                              ; preds = %253
  %257 = mul nsw i32 %193, %6
  %258 = sext i32 %257 to i64
  %259 = shl nsw i64 %258, %96
  %260 = zext nneg i32 %9 to i64
  %261 = and i64 %260, 1
  %262 = icmp eq i32 %9, 1
  br i1 %262, label %290, label %263

263:                                              ; preds = %256
  %264 = and i64 %260, 2147483646
  br label %265

265:                                              ; preds = %284, %263
  %266 = phi i64 [ 0, %263 ], [ %285, %284 ]
  %267 = phi i64 [ 0, %263 ], [ %286, %284 ]
  %268 = getelementptr inbounds nuw ptr, ptr %5, i64 %266
  %269 = load ptr, ptr %268, align 8, !tbaa !15
  %270 = icmp eq ptr %269, null
  br i1 %270, label %275, label %271

271:                                              ; preds = %265
  %272 = mul nsw i64 %266, %258
  %273 = shl i64 %272, %96
  %274 = getelementptr inbounds nuw i8, ptr %198, i64 %273
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %269, ptr readonly align 1 %274, i64 %259, i1 false)
  br label %275

275:                                              ; preds = %271, %265
  %276 = or disjoint i64 %266, 1
  %277 = getelementptr inbounds nuw ptr, ptr %5, i64 %276
  %278 = load ptr, ptr %277, align 8, !tbaa !15
  %279 = icmp eq ptr %278, null
  br i1 %279, label %284, label %280

280:                                              ; preds = %275
  %281 = mul nsw i64 %276, %258
  %282 = shl i64 %281, %96
  %283 = getelementptr inbounds nuw i8, ptr %198, i64 %282
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %278, ptr readonly align 1 %283, i64 %259, i1 false)
  br label %284

284:                                              ; preds = %280, %275
  %285 = add nuw nsw i64 %266, 2
  %286 = add i64 %267, 2
  %287 = icmp eq i64 %286, %264
  br i1 %287, label %288, label %265, !llvm.loop !34

288:                                              ; preds = %284
  %289 = icmp eq i64 %261, 0
  br i1 %289, label %300, label %290

290:                                              ; preds = %288, %256
  %291 = phi i64 [ 0, %256 ], [ %285, %288 ]
  %292 = icmp ne i64 %261, 0
  call void @llvm.assume(i1 %292)
  %293 = getelementptr inbounds nuw ptr, ptr %5, i64 %291
  %294 = load ptr, ptr %293, align 8, !tbaa !15
  %295 = icmp eq ptr %294, null
  br i1 %295, label %300, label %296

296:                                              ; preds = %290
  %297 = mul nsw i64 %291, %258
  %298 = shl i64 %297, %96
  %299 = getelementptr inbounds nuw i8, ptr %198, i64 %298
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %294, ptr readonly align 1 %299, i64 %259, i1 false)
  br label %300

300:                                              ; preds = %288, %296, %290, %253
  call void @free(ptr noundef %99) #24
  call void @free(ptr noundef %128) #24
  call void @free(ptr noundef %189) #24
  call void @free(ptr noundef %198) #24
  br label %301

301:                                              ; preds = %82, %300, %81
  %302 = phi i32 [ %58, %81 ], [ %83, %82 ], [ %83, %300 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  ret i32 %302
}

declare i32 @MPI_Alltoall(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_alltoall(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #6 {
  %8 = alloca i32, align 4
  %9 = icmp eq i32 %5, 1275069450
  %10 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %112 [
    i32 1275070475, label %11
    i32 1275069450, label %11
  ]

11:                                               ; preds = %7, %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #24
  %12 = call i32 @MPI_Comm_size(i32 noundef %6, ptr noundef nonnull %8) #24
  %13 = icmp eq ptr %3, null
  %14 = load i32, ptr %8, align 4, !tbaa !5
  br i1 %13, label %17, label %15

15:                                               ; preds = %11
  %16 = sext i32 %14 to i64
  br label %24

17:                                               ; preds = %11
  %18 = select i1 %9, i64 4, i64 8
  %19 = sext i32 %4 to i64
  %20 = sext i32 %14 to i64
  %21 = mul nsw i64 %20, %19
  %22 = add nsw i64 %21, 1
  %23 = call noalias ptr @calloc(i64 noundef %22, i64 noundef %18) #28
  br label %24

24:                                               ; preds = %15, %17
  %25 = phi i64 [ %16, %15 ], [ %20, %17 ]
  %26 = phi ptr [ %3, %15 ], [ %23, %17 ]
  %27 = phi ptr [ null, %15 ], [ %23, %17 ]
  %28 = sext i32 %1 to i64
  %29 = mul nsw i64 %25, %28
  %30 = select i1 %9, i64 2, i64 3
  %31 = shl i64 %29, %30
  %32 = or disjoint i64 %31, 1
  %33 = call noalias ptr @malloc(i64 noundef %32) #26
  %34 = call i32 @MPI_Alltoall(ptr noundef %26, i32 noundef %4, i32 noundef %5, ptr noundef %33, i32 noundef %1, i32 noundef %2, i32 noundef %6) #24
  %35 = load i32, ptr %8, align 4, !tbaa !5
  %36 = mul nsw i32 %35, %1
  %37 = icmp eq ptr %0, null
  br i1 %37, label %106, label %38

38:                                               ; preds = %24
  %39 = icmp sgt i32 %36, 0
  br i1 %10, label %64, label %40

40:                                               ; preds = %38
  br i1 %39, label %41, label %106

41:                                               ; preds = %40
  %42 = zext nneg i32 %36 to i64
  %43 = icmp ult i32 %36, 8
  br i1 %43, label %62, label %44

44:                                               ; preds = %41
  %45 = and i64 %42, 2147483640
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %58, %46 ]
  %48 = getelementptr inbounds nuw float, ptr %33, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 16
  %50 = load <4 x float>, ptr %48, align 4, !tbaa !19
  %51 = load <4 x float>, ptr %49, align 4, !tbaa !19
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %47
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  %54 = load <4 x float>, ptr %52, align 4, !tbaa !19
  %55 = load <4 x float>, ptr %53, align 4, !tbaa !19
  %56 = fadd <4 x float> %50, %54
  %57 = fadd <4 x float> %51, %55
  store <4 x float> %56, ptr %52, align 4, !tbaa !19
  store <4 x float> %57, ptr %53, align 4, !tbaa !19
  %58 = add nuw i64 %47, 8
  %59 = icmp eq i64 %58, %45
  br i1 %59, label %60, label %46, !llvm.loop !107

60:                                               ; preds = %46
  %61 = icmp eq i64 %45, %42
  br i1 %61, label %106, label %62

62:                                               ; preds = %41, %60
  %63 = phi i64 [ 0, %41 ], [ %45, %60 ]
  br label %97

64:                                               ; preds = %38
  br i1 %39, label %65, label %106

65:                                               ; preds = %64
  %66 = zext nneg i32 %36 to i64
  %67 = icmp ult i32 %36, 4
  br i1 %67, label %86, label %68

68:                                               ; preds = %65
  %69 = and i64 %66, 2147483644
  br label %70

70:                                               ; preds = %70, %68
  %71 = phi i64 [ 0, %68 ], [ %82, %70 ]
  %72 = getelementptr inbounds nuw double, ptr %33, i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !24
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !24
  %76 = getelementptr inbounds nuw double, ptr %0, i64 %71
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 16
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !24
  %79 = load <2 x double>, ptr %77, align 8, !tbaa !24
  %80 = fadd <2 x double> %74, %78
  %81 = fadd <2 x double> %75, %79
  store <2 x double> %80, ptr %76, align 8, !tbaa !24
  store <2 x double> %81, ptr %77, align 8, !tbaa !24
  %82 = add nuw i64 %71, 4
  %83 = icmp eq i64 %82, %69
  br i1 %83, label %84, label %70, !llvm.loop !108

84:                                               ; preds = %70
  %85 = icmp eq i64 %69, %66
  br i1 %85, label %106, label %86

86:                                               ; preds = %65, %84
  %87 = phi i64 [ 0, %65 ], [ %69, %84 ]
  br label %88

88:                                               ; preds = %86, %88
  %89 = phi i64 [ %95, %88 ], [ %87, %86 ]
  %90 = getelementptr inbounds nuw double, ptr %33, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !24
  %92 = getelementptr inbounds nuw double, ptr %0, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !24
  %94 = fadd double %91, %93
  store double %94, ptr %92, align 8, !tbaa !24
  %95 = add nuw nsw i64 %89, 1
  %96 = icmp eq i64 %95, %66
  br i1 %96, label %106, label %88, !llvm.loop !109

97:                                               ; preds = %62, %97
  %98 = phi i64 [ %104, %97 ], [ %63, %62 ]
  %99 = getelementptr inbounds nuw float, ptr %33, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !19
  %101 = getelementptr inbounds nuw float, ptr %0, i64 %98
  %102 = load float, ptr %101, align 4, !tbaa !19
  %103 = fadd float %100, %102
  store float %103, ptr %101, align 4, !tbaa !19
  %104 = add nuw nsw i64 %98, 1
  %105 = icmp eq i64 %104, %42
  br i1 %105, label %106, label %97, !llvm.loop !110

106:                                              ; preds = %97, %88, %60, %84, %24, %40, %64
  br i1 %13, label %111, label %107

107:                                              ; preds = %106
  %108 = mul nsw i32 %35, %4
  %109 = sext i32 %108 to i64
  %110 = shl nsw i64 %109, %30
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %110, i1 false)
  br label %111

111:                                              ; preds = %106, %107
  call void @free(ptr noundef %27) #24
  call void @free(ptr noundef %33) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #24
  br label %112

112:                                              ; preds = %7, %111
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_scatter_block(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #24
  %12 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %11) #24
  %13 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  br i1 %13, label %114, label %14

14:                                               ; preds = %9
  %15 = icmp eq i32 %5, 1275069450
  %16 = select i1 %15, i32 2, i32 0
  %17 = icmp eq i32 %5, 1275070475
  %18 = select i1 %17, i32 1, i32 %16
  %19 = or i1 %17, %15
  %20 = icmp eq i32 %6, 1476395011
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
  %39 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %10) #24
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
  %56 = call i32 @MPI_Reduce_scatter_block(ptr noundef %49, ptr noundef %52, i32 noundef %55, i32 noundef %5, i32 noundef 1476395011, i32 noundef %7) #24
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
  br i1 %100, label %91, label %54, !llvm.loop !111

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
  br label %289

114:                                              ; preds = %34, %14, %9
  %115 = call i32 @MPI_Reduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #24
  %116 = icmp eq i32 %5, 1275069450
  switch i32 %5, label %289 [
    i32 1275070475, label %117
    i32 1275069450, label %117
  ]

117:                                              ; preds = %114, %114
  switch i32 %6, label %118 [
    i32 1476395011, label %140
    i32 1476395012, label %138
    i32 1476395010, label %138
    i32 1476395009, label %138
  ]

118:                                              ; preds = %117
  %119 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %120 = icmp sgt i32 %119, 0
  br i1 %120, label %121, label %136

121:                                              ; preds = %118
  %122 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %123 = zext nneg i32 %119 to i64
  br label %127

124:                                              ; preds = %127
  %125 = add nuw nsw i64 %128, 1
  %126 = icmp eq i64 %125, %123
  br i1 %126, label %136, label %127, !llvm.loop !112

127:                                              ; preds = %124, %121
  %128 = phi i64 [ 0, %121 ], [ %125, %124 ]
  %129 = getelementptr inbounds nuw %struct.op_reg, ptr %122, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !35
  %131 = icmp eq i32 %130, %6
  br i1 %131, label %132, label %124

132:                                              ; preds = %127
  %133 = getelementptr inbounds nuw %struct.op_reg, ptr %122, i64 %128
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 4
  %135 = load i32, ptr %134, align 4, !tbaa !37
  switch i32 %135, label %138 [
    i32 0, label %136
    i32 1, label %140
  ]

136:                                              ; preds = %124, %132, %118
  %137 = sext i32 %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.21, i64 noundef %137) #27
  unreachable

138:                                              ; preds = %132, %117, %117, %117
  %139 = sext i32 %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i64 noundef %139) #27
  unreachable

140:                                              ; preds = %132, %117
  %141 = icmp eq ptr %1, null
  br i1 %141, label %145, label %142

142:                                              ; preds = %140
  switch i32 %5, label %143 [
    i32 1275070475, label %145
    i32 1275069450, label %145
  ]

143:                                              ; preds = %142
  %144 = sext i32 %5 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.20, i64 noundef %144) #27
  unreachable

145:                                              ; preds = %140, %142, %142
  %146 = load i32, ptr %11, align 4, !tbaa !5
  %147 = mul nsw i32 %146, %4
  %148 = sext i32 %8 to i64
  %149 = sext i32 %147 to i64
  %150 = mul nsw i64 %149, %148
  %151 = select i1 %116, i64 2, i64 3
  %152 = shl i64 %150, %151
  %153 = or disjoint i64 %152, 1
  %154 = call noalias ptr @malloc(i64 noundef %153) #26
  %155 = icmp sgt i32 %8, 0
  br i1 %155, label %156, label %176

156:                                              ; preds = %145
  %157 = shl nsw i64 %149, %151
  %158 = zext nneg i32 %8 to i64
  br label %159

159:                                              ; preds = %173, %156
  %160 = phi i64 [ 0, %156 ], [ %174, %173 ]
  br i1 %141, label %169, label %161

161:                                              ; preds = %159
  %162 = getelementptr inbounds nuw ptr, ptr %1, i64 %160
  %163 = load ptr, ptr %162, align 8, !tbaa !15
  %164 = icmp eq ptr %163, null
  br i1 %164, label %169, label %165

165:                                              ; preds = %161
  %166 = mul nsw i64 %160, %149
  %167 = shl i64 %166, %151
  %168 = getelementptr inbounds nuw i8, ptr %154, i64 %167
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %168, ptr nonnull align 1 %163, i64 %157, i1 false)
  br label %173

169:                                              ; preds = %161, %159
  %170 = mul nsw i64 %160, %149
  %171 = shl i64 %170, %151
  %172 = getelementptr inbounds nuw i8, ptr %154, i64 %171
  call void @llvm.memset.p0.i64(ptr align 1 %172, i8 0, i64 %157, i1 false)
  br label %173

173:                                              ; preds = %169, %165
  %174 = add nuw nsw i64 %160, 1
  %175 = icmp eq i64 %174, %158
  br i1 %175, label %176, label %159, !llvm.loop !18

176:                                              ; preds = %173, %145
  %177 = sext i32 %4 to i64
  %178 = mul nsw i64 %148, %177
  %179 = sext i32 %146 to i64
  %180 = mul i64 %178, %179
  %181 = shl i64 %180, %151
  %182 = or disjoint i64 %181, 1
  %183 = call noalias ptr @malloc(i64 noundef %182) #26
  %184 = icmp sgt i32 %146, 0
  br i1 %184, label %185, label %238

185:                                              ; preds = %176
  %186 = shl nsw i64 %177, %151
  %187 = zext nneg i32 %146 to i64
  %188 = zext i32 %8 to i64
  %189 = and i64 %188, 1
  %190 = icmp eq i32 %8, 1
  %191 = and i64 %188, 2147483646
  %192 = icmp eq i64 %189, 0
  %193 = icmp ne i64 %189, 0
  br label %194

194:                                              ; preds = %210, %185
  %195 = phi i64 [ 0, %185 ], [ %211, %210 ]
  br i1 %155, label %196, label %210

196:                                              ; preds = %194
  %197 = mul nuw nsw i64 %195, %148
  br i1 %190, label %199, label %213

198:                                              ; preds = %213
  br i1 %192, label %210, label %199

199:                                              ; preds = %198, %196
  %200 = phi i64 [ 0, %196 ], [ %235, %198 ]
  call void @llvm.assume(i1 %193)
  %201 = add nuw nsw i64 %200, %197
  %202 = mul i64 %201, %177
  %203 = shl i64 %202, %151
  %204 = getelementptr inbounds nuw i8, ptr %183, i64 %203
  %205 = mul nuw nsw i64 %200, %179
  %206 = add nuw nsw i64 %205, %195
  %207 = mul i64 %206, %177
  %208 = shl i64 %207, %151
  %209 = getelementptr inbounds nuw i8, ptr %154, i64 %208
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %204, ptr readonly align 1 %209, i64 %186, i1 false)
  br label %210

210:                                              ; preds = %199, %198, %194
  %211 = add nuw nsw i64 %195, 1
  %212 = icmp eq i64 %211, %187
  br i1 %212, label %238, label %194, !llvm.loop !99

213:                                              ; preds = %196, %213
  %214 = phi i64 [ %235, %213 ], [ 0, %196 ]
  %215 = phi i64 [ %236, %213 ], [ 0, %196 ]
  %216 = add nuw nsw i64 %214, %197
  %217 = mul i64 %216, %177
  %218 = shl i64 %217, %151
  %219 = getelementptr inbounds nuw i8, ptr %183, i64 %218
  %220 = mul nuw nsw i64 %214, %179
  %221 = add nuw nsw i64 %220, %195
  %222 = mul i64 %221, %177
  %223 = shl i64 %222, %151
  %224 = getelementptr inbounds nuw i8, ptr %154, i64 %223
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %219, ptr readonly align 1 %224, i64 %186, i1 false)
  %225 = or disjoint i64 %214, 1
  %226 = add nuw nsw i64 %225, %197
  %227 = mul i64 %226, %177
  %228 = shl i64 %227, %151
  %229 = getelementptr inbounds nuw i8, ptr %183, i64 %228
  %230 = mul nuw nsw i64 %225, %179
  %231 = add nuw nsw i64 %230, %195
  %232 = mul i64 %231, %177
  %233 = shl i64 %232, %151
  %234 = getelementptr inbounds nuw i8, ptr %154, i64 %233
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %229, ptr readonly align 1 %234, i64 %186, i1 false)
  %235 = add nuw nsw i64 %214, 2
  %236 = add i64 %215, 2
  %237 = icmp eq i64 %236, %191
  br i1 %237, label %198, label %213, !llvm.loop !100

238:                                              ; preds = %210, %176
  %239 = shl i64 %178, %151
  %240 = or disjoint i64 %239, 1
  %241 = call noalias ptr @malloc(i64 noundef %240) #26
  %242 = mul nsw i32 %8, %4
  %243 = call i32 @MPI_Reduce_scatter_block(ptr noundef %183, ptr noundef %241, i32 noundef %242, i32 noundef %5, i32 noundef 1476395011, i32 noundef %7) #24
  %244 = icmp ne ptr %3, null
  %245 = and i1 %244, %155
  br i1 %245, label %246, label %288

246:                                              ; preds = %238
  %247 = shl nsw i64 %177, %151
  %248 = zext nneg i32 %8 to i64
  %249 = and i64 %248, 1
  %250 = icmp eq i32 %8, 1
  br i1 %250, label %278, label %251

251:                                              ; preds = %246
  %252 = and i64 %248, 2147483646
  br label %253

253:                                              ; preds = %272, %251
  %254 = phi i64 [ 0, %251 ], [ %273, %272 ]
  %255 = phi i64 [ 0, %251 ], [ %274, %272 ]
  %256 = getelementptr inbounds nuw ptr, ptr %3, i64 %254
  %257 = load ptr, ptr %256, align 8, !tbaa !15
  %258 = icmp eq ptr %257, null
  br i1 %258, label %263, label %259

259:                                              ; preds = %253
  %260 = mul nsw i64 %254, %177
  %261 = shl i64 %260, %151
  %262 = getelementptr inbounds nuw i8, ptr %241, i64 %261
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %257, ptr readonly align 1 %262, i64 %247, i1 false)
  br label %263

263:                                              ; preds = %259, %253
  %264 = or disjoint i64 %254, 1
  %265 = getelementptr inbounds nuw ptr, ptr %3, i64 %264
  %266 = load ptr, ptr %265, align 8, !tbaa !15
  %267 = icmp eq ptr %266, null
  br i1 %267, label %272, label %268

268:                                              ; preds = %263
  %269 = mul nsw i64 %264, %177
  %270 = shl i64 %269, %151
  %271 = getelementptr inbounds nuw i8, ptr %241, i64 %270
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %266, ptr readonly align 1 %271, i64 %247, i1 false)
  br label %272

272:                                              ; preds = %268, %263
  %273 = add nuw nsw i64 %254, 2
  %274 = add i64 %255, 2
  %275 = icmp eq i64 %274, %252
  br i1 %275, label %276, label %253, !llvm.loop !34

276:                                              ; preds = %272
  %277 = icmp eq i64 %249, 0
  br i1 %277, label %288, label %278

278:                                              ; preds = %276, %246
  %279 = phi i64 [ 0, %246 ], [ %273, %276 ]
  %280 = icmp ne i64 %249, 0
  call void @llvm.assume(i1 %280)
  %281 = getelementptr inbounds nuw ptr, ptr %3, i64 %279
  %282 = load ptr, ptr %281, align 8, !tbaa !15
  %283 = icmp eq ptr %282, null
  br i1 %283, label %288, label %284

284:                                              ; preds = %278
  %285 = mul nsw i64 %279, %177
  %286 = shl i64 %285, %151
  %287 = getelementptr inbounds nuw i8, ptr %241, i64 %286
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %282, ptr readonly align 1 %287, i64 %247, i1 false)
  br label %288

288:                                              ; preds = %276, %284, %278, %238
  call void @free(ptr noundef %154) #24
  call void @free(ptr noundef %183) #24
  call void @free(ptr noundef %241) #24
  br label %289

289:                                              ; preds = %114, %288, %113
  %290 = phi i32 [ %56, %113 ], [ %115, %114 ], [ %115, %288 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #24
  ret i32 %290
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce_scatter_block(ptr noundef captures(address_is_null) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #6 {
  %7 = alloca i32, align 4
  %8 = icmp eq i32 %3, 1275069450
  %9 = icmp eq i32 %3, 1275070475
  switch i32 %3, label %130 [
    i32 1275070475, label %10
    i32 1275069450, label %10
  ]

10:                                               ; preds = %6, %6
  switch i32 %4, label %11 [
    i32 1476395011, label %33
    i32 1476395012, label %31
    i32 1476395010, label %31
    i32 1476395009, label %31
  ]

11:                                               ; preds = %10
  %12 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %29

14:                                               ; preds = %11
  %15 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %16 = zext nneg i32 %12 to i64
  br label %20

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %21, 1
  %19 = icmp eq i64 %18, %16
  br i1 %19, label %29, label %20, !llvm.loop !112

20:                                               ; preds = %17, %14
  %21 = phi i64 [ 0, %14 ], [ %18, %17 ]
  %22 = getelementptr inbounds nuw %struct.op_reg, ptr %15, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !35
  %24 = icmp eq i32 %23, %4
  br i1 %24, label %25, label %17

25:                                               ; preds = %20
  %26 = getelementptr inbounds nuw %struct.op_reg, ptr %15, i64 %21
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !37
  switch i32 %28, label %31 [
    i32 0, label %29
    i32 1, label %33
  ]

29:                                               ; preds = %17, %25, %11
  %30 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.21, i64 noundef %30) #27
  unreachable

31:                                               ; preds = %25, %10, %10, %10
  %32 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i64 noundef %32) #27
  unreachable

33:                                               ; preds = %25, %10
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #24
  %34 = call i32 @MPI_Comm_size(i32 noundef %5, ptr noundef nonnull %7) #24
  %35 = icmp eq ptr %1, null
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = sext i32 %2 to i64
  br label %43

38:                                               ; preds = %33
  %39 = select i1 %8, i64 4, i64 8
  %40 = sext i32 %2 to i64
  %41 = add nsw i64 %40, 1
  %42 = call noalias ptr @calloc(i64 noundef %41, i64 noundef %39) #28
  br label %43

43:                                               ; preds = %36, %38
  %44 = phi i64 [ %37, %36 ], [ %40, %38 ]
  %45 = phi ptr [ %1, %36 ], [ %42, %38 ]
  %46 = phi ptr [ null, %36 ], [ %42, %38 ]
  %47 = load i32, ptr %7, align 4, !tbaa !5
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 %44, %48
  %50 = select i1 %8, i64 2, i64 3
  %51 = shl i64 %49, %50
  %52 = or disjoint i64 %51, 1
  %53 = call noalias ptr @malloc(i64 noundef %52) #26
  %54 = call i32 @MPI_Allgather(ptr noundef %45, i32 noundef %2, i32 noundef %3, ptr noundef %53, i32 noundef %2, i32 noundef %3, i32 noundef %5) #24
  %55 = load i32, ptr %7, align 4, !tbaa !5
  %56 = mul nsw i32 %55, %2
  %57 = icmp eq ptr %0, null
  br i1 %57, label %126, label %58

58:                                               ; preds = %43
  %59 = icmp sgt i32 %56, 0
  br i1 %9, label %84, label %60

60:                                               ; preds = %58
  br i1 %59, label %61, label %126

61:                                               ; preds = %60
  %62 = zext nneg i32 %56 to i64
  %63 = icmp ult i32 %56, 8
  br i1 %63, label %82, label %64

64:                                               ; preds = %61
  %65 = and i64 %62, 2147483640
  br label %66

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %78, %66 ]
  %68 = getelementptr inbounds nuw float, ptr %53, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load <4 x float>, ptr %68, align 4, !tbaa !19
  %71 = load <4 x float>, ptr %69, align 4, !tbaa !19
  %72 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %74 = load <4 x float>, ptr %72, align 4, !tbaa !19
  %75 = load <4 x float>, ptr %73, align 4, !tbaa !19
  %76 = fadd <4 x float> %70, %74
  %77 = fadd <4 x float> %71, %75
  store <4 x float> %76, ptr %72, align 4, !tbaa !19
  store <4 x float> %77, ptr %73, align 4, !tbaa !19
  %78 = add nuw i64 %67, 8
  %79 = icmp eq i64 %78, %65
  br i1 %79, label %80, label %66, !llvm.loop !113

80:                                               ; preds = %66
  %81 = icmp eq i64 %65, %62
  br i1 %81, label %126, label %82

82:                                               ; preds = %61, %80
  %83 = phi i64 [ 0, %61 ], [ %65, %80 ]
  br label %117

84:                                               ; preds = %58
  br i1 %59, label %85, label %126

85:                                               ; preds = %84
  %86 = zext nneg i32 %56 to i64
  %87 = icmp ult i32 %56, 4
  br i1 %87, label %106, label %88

88:                                               ; preds = %85
  %89 = and i64 %86, 2147483644
  br label %90

90:                                               ; preds = %90, %88
  %91 = phi i64 [ 0, %88 ], [ %102, %90 ]
  %92 = getelementptr inbounds nuw double, ptr %53, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 16
  %94 = load <2 x double>, ptr %92, align 8, !tbaa !24
  %95 = load <2 x double>, ptr %93, align 8, !tbaa !24
  %96 = getelementptr inbounds nuw double, ptr %0, i64 %91
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 16
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !24
  %99 = load <2 x double>, ptr %97, align 8, !tbaa !24
  %100 = fadd <2 x double> %94, %98
  %101 = fadd <2 x double> %95, %99
  store <2 x double> %100, ptr %96, align 8, !tbaa !24
  store <2 x double> %101, ptr %97, align 8, !tbaa !24
  %102 = add nuw i64 %91, 4
  %103 = icmp eq i64 %102, %89
  br i1 %103, label %104, label %90, !llvm.loop !114

104:                                              ; preds = %90
  %105 = icmp eq i64 %89, %86
  br i1 %105, label %126, label %106

106:                                              ; preds = %85, %104
  %107 = phi i64 [ 0, %85 ], [ %89, %104 ]
  br label %108

108:                                              ; preds = %106, %108
  %109 = phi i64 [ %115, %108 ], [ %107, %106 ]
  %110 = getelementptr inbounds nuw double, ptr %53, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !24
  %112 = getelementptr inbounds nuw double, ptr %0, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !24
  %114 = fadd double %111, %113
  store double %114, ptr %112, align 8, !tbaa !24
  %115 = add nuw nsw i64 %109, 1
  %116 = icmp eq i64 %115, %86
  br i1 %116, label %126, label %108, !llvm.loop !115

117:                                              ; preds = %82, %117
  %118 = phi i64 [ %124, %117 ], [ %83, %82 ]
  %119 = getelementptr inbounds nuw float, ptr %53, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !19
  %121 = getelementptr inbounds nuw float, ptr %0, i64 %118
  %122 = load float, ptr %121, align 4, !tbaa !19
  %123 = fadd float %120, %122
  store float %123, ptr %121, align 4, !tbaa !19
  %124 = add nuw nsw i64 %118, 1
  %125 = icmp eq i64 %124, %62
  br i1 %125, label %126, label %117, !llvm.loop !116

126:                                              ; preds = %117, %108, %80, %104, %43, %60, %84
  br i1 %35, label %129, label %127

127:                                              ; preds = %126
  %128 = shl nsw i64 %44, %50
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %128, i1 false)
  br label %129

129:                                              ; preds = %126, %127
  call void @free(ptr noundef %46) #24
  call void @free(ptr noundef %53) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #24
  br label %130

130:                                              ; preds = %6, %129
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @__mpiad_aug_comm_free(ptr noundef writeonly captures(none) initializes((0, 4)) %0) local_unnamed_addr #13 {
  store i32 67108864, ptr %0, align 4, !tbaa !5
  ret i32 0
}

; Function Attrs: nounwind
define void @__mpiad_rev_comm_free(i32 noundef %0) local_unnamed_addr #6 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #24
  store i32 %0, ptr %2, align 4, !tbaa !5
  %3 = icmp eq i32 %0, 67108864
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
define void @mpiad_register_op_derivative(i32 noundef %0, i32 noundef %1) local_unnamed_addr #14 {
  %3 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %4 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call ptr @realloc(ptr noundef %3, i64 noundef %7) #29
  store ptr %8, ptr @op_regs, align 8, !tbaa !15
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds %struct.op_reg, ptr %8, i64 %9
  store i32 %0, ptr %10, align 4, !tbaa !35
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 %1, ptr %11, align 4, !tbaa !37
  store i32 %5, ptr @n_op_regs, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr noundef captures(none), i64 noundef) local_unnamed_addr #15

; Function Attrs: nounwind
define i32 @__mpiad_fwd_allreduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #6 {
  %10 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.17, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef -1, i32 noundef %8)
  ret i32 %10
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_reduce(ptr noundef %0, ptr noundef %1, ptr noundef readonly captures(address) %2, ptr noundef %3, ptr noundef readonly captures(address) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #6 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [128 x double], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = icmp eq i32 %7, 1275069450
  %18 = select i1 %17, i32 2, i32 0
  %19 = icmp eq i32 %7, 1275070475
  %20 = select i1 %19, i32 1, i32 %18
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #24
  %21 = call i32 @MPI_Comm_rank(i32 noundef %10, ptr noundef nonnull %16) #24
  %22 = icmp eq ptr %1, inttoptr (i64 -1 to ptr)
  %23 = icmp eq i32 %20, 0
  br i1 %23, label %491, label %24

24:                                               ; preds = %11
  %25 = add i32 %8, -1476395009
  %26 = icmp ult i32 %25, 4
  br i1 %26, label %51, label %27

27:                                               ; preds = %24
  %28 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %46

30:                                               ; preds = %27
  %31 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %32 = zext nneg i32 %28 to i64
  br label %36

33:                                               ; preds = %36
  %34 = add nuw nsw i64 %37, 1
  %35 = icmp eq i64 %34, %32
  br i1 %35, label %46, label %36, !llvm.loop !112

36:                                               ; preds = %33, %30
  %37 = phi i64 [ 0, %30 ], [ %34, %33 ]
  %38 = getelementptr inbounds nuw %struct.op_reg, ptr %31, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !35
  %40 = icmp eq i32 %39, %8
  br i1 %40, label %41, label %33

41:                                               ; preds = %36
  %42 = getelementptr inbounds nuw %struct.op_reg, ptr %31, i64 %37
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %44 = load i32, ptr %43, align 4, !tbaa !37
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %48

46:                                               ; preds = %33, %41, %27
  %47 = sext i32 %8 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.21, i64 noundef %47) #27
  unreachable

48:                                               ; preds = %41
  %49 = add i32 %8, -1476395013
  %50 = icmp ult i32 %49, -4
  br i1 %50, label %480, label %55

51:                                               ; preds = %24
  %52 = zext nneg i32 %25 to i64
  %53 = getelementptr inbounds nuw i32, ptr @switch.table.aug_reduce, i64 %52
  %54 = load i32, ptr %53, align 4
  br label %55

55:                                               ; preds = %51, %48
  %56 = phi i32 [ %44, %48 ], [ %54, %51 ]
  %57 = load i32, ptr @fuse_flag, align 4, !tbaa !5
  %58 = icmp slt i32 %57, 0
  br i1 %58, label %59, label %68

59:                                               ; preds = %55
  %60 = call ptr @getenv(ptr noundef nonnull @.str.19) #24
  %61 = icmp eq ptr %60, null
  br i1 %61, label %66, label %62

62:                                               ; preds = %59
  %63 = load i8, ptr %60, align 1, !tbaa !14
  %64 = icmp ne i8 %63, 48
  %65 = zext i1 %64 to i32
  br label %66

66:                                               ; preds = %62, %59
  %67 = phi i32 [ 1, %59 ], [ %65, %62 ]
  store i32 %67, ptr @fuse_flag, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %55, %66
  %69 = phi i32 [ %67, %66 ], [ %57, %55 ]
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %480, label %71

71:                                               ; preds = %68
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #24
  %72 = call i32 @MPI_Comm_rank(i32 noundef %10, ptr noundef nonnull %13) #24
  %73 = select i1 %22, ptr %3, ptr %1
  %74 = select i1 %22, ptr %4, ptr %2
  %75 = add nsw i32 %5, 1
  %76 = icmp slt i32 %9, 0
  %77 = load i32, ptr %13, align 4
  %78 = icmp eq i32 %77, %9
  %79 = select i1 %76, i1 true, i1 %78
  %80 = sext i32 %6 to i64
  %81 = sext i32 %75 to i64
  %82 = mul nsw i64 %80, %81
  %83 = select i1 %17, i64 2, i64 3
  %84 = shl i64 %82, %83
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #24
  %85 = icmp ult i64 %84, 513
  br i1 %85, label %86, label %88

86:                                               ; preds = %71
  %87 = getelementptr inbounds nuw i8, ptr %14, i64 512
  br label %95

88:                                               ; preds = %71
  %89 = shl i64 %84, 1
  %90 = add i64 %89, 16
  %91 = call noalias ptr @malloc(i64 noundef %90) #26
  %92 = add i64 %84, 15
  %93 = and i64 %92, -16
  %94 = getelementptr inbounds nuw i8, ptr %91, i64 %93
  br label %95

95:                                               ; preds = %88, %86
  %96 = phi ptr [ null, %86 ], [ %91, %88 ]
  %97 = phi ptr [ %87, %86 ], [ %94, %88 ]
  %98 = phi ptr [ %14, %86 ], [ %91, %88 ]
  %99 = icmp eq i32 %56, 1
  br i1 %99, label %106, label %100

100:                                              ; preds = %95
  %101 = icmp sgt i32 %6, 0
  br i1 %101, label %102, label %196

102:                                              ; preds = %100
  %103 = icmp sgt i32 %5, 0
  %104 = icmp eq ptr %74, null
  %105 = zext nneg i32 %5 to i64
  br label %260

106:                                              ; preds = %95
  %107 = shl nsw i64 %80, %83
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %98, ptr readonly align 1 %73, i64 %107, i1 false)
  %108 = icmp sgt i32 %5, 0
  br i1 %108, label %109, label %155

109:                                              ; preds = %106
  %110 = icmp eq ptr %74, null
  %111 = zext nneg i32 %5 to i64
  %112 = and i64 %111, 1
  %113 = icmp eq i32 %5, 1
  br i1 %113, label %143, label %114

114:                                              ; preds = %109
  %115 = and i64 %111, 2147483646
  br label %116

116:                                              ; preds = %138, %114
  %117 = phi i64 [ 0, %114 ], [ %129, %138 ]
  %118 = phi i64 [ 0, %114 ], [ %139, %138 ]
  %119 = or disjoint i64 %117, 1
  %120 = mul i64 %119, %107
  %121 = getelementptr inbounds nuw i8, ptr %98, i64 %120
  br i1 %110, label %127, label %122

122:                                              ; preds = %116
  %123 = getelementptr inbounds nuw ptr, ptr %74, i64 %117
  %124 = load ptr, ptr %123, align 8, !tbaa !15
  %125 = icmp eq ptr %124, null
  br i1 %125, label %127, label %126

126:                                              ; preds = %122
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %121, ptr nonnull align 1 %124, i64 %107, i1 false)
  br label %128

127:                                              ; preds = %122, %116
  call void @llvm.memset.p0.i64(ptr align 1 %121, i8 0, i64 %107, i1 false)
  br label %128

128:                                              ; preds = %127, %126
  %129 = add nuw nsw i64 %117, 2
  %130 = mul i64 %129, %107
  %131 = getelementptr inbounds nuw i8, ptr %98, i64 %130
  br i1 %110, label %137, label %132

132:                                              ; preds = %128
  %133 = getelementptr inbounds nuw ptr, ptr %74, i64 %119
  %134 = load ptr, ptr %133, align 8, !tbaa !15
  %135 = icmp eq ptr %134, null
  br i1 %135, label %137, label %136

136:                                              ; preds = %132
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %131, ptr nonnull align 1 %134, i64 %107, i1 false)
  br label %138

137:                                              ; preds = %132, %128
  call void @llvm.memset.p0.i64(ptr align 1 %131, i8 0, i64 %107, i1 false)
  br label %138

138:                                              ; preds = %137, %136
  %139 = add i64 %118, 2
  %140 = icmp eq i64 %139, %115
  br i1 %140, label %141, label %116, !llvm.loop !16

141:                                              ; preds = %138
  %142 = icmp eq i64 %112, 0
  br i1 %142, label %155, label %143

143:                                              ; preds = %141, %109
  %144 = phi i64 [ 0, %109 ], [ %129, %141 ]
  %145 = icmp ne i64 %112, 0
  call void @llvm.assume(i1 %145)
  %146 = add nuw nsw i64 %144, 1
  %147 = mul i64 %146, %107
  %148 = getelementptr inbounds nuw i8, ptr %98, i64 %147
  br i1 %110, label %154, label %149

149:                                              ; preds = %143
  %150 = getelementptr inbounds nuw ptr, ptr %74, i64 %144
  %151 = load ptr, ptr %150, align 8, !tbaa !15
  %152 = icmp eq ptr %151, null
  br i1 %152, label %154, label %153

153:                                              ; preds = %149
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %148, ptr nonnull align 1 %151, i64 %107, i1 false)
  br label %155

154:                                              ; preds = %149, %143
  call void @llvm.memset.p0.i64(ptr align 1 %148, i8 0, i64 %107, i1 false)
  br label %155

155:                                              ; preds = %141, %154, %153, %106
  %156 = mul nsw i32 %6, %75
  br i1 %76, label %157, label %159

157:                                              ; preds = %155
  %158 = call i32 @MPI_Allreduce(ptr noundef %98, ptr noundef %97, i32 noundef %156, i32 noundef %7, i32 noundef 1476395011, i32 noundef %10) #24
  br label %161

159:                                              ; preds = %155
  %160 = call i32 @MPI_Reduce(ptr noundef %98, ptr noundef %97, i32 noundef %156, i32 noundef %7, i32 noundef 1476395011, i32 noundef %9, i32 noundef %10) #24
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %158, %157 ], [ %160, %159 ]
  br i1 %79, label %163, label %478

163:                                              ; preds = %161
  %164 = icmp eq ptr %3, null
  br i1 %164, label %166, label %165

165:                                              ; preds = %163
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3, ptr readonly align 1 %97, i64 %107, i1 false)
  br label %166

166:                                              ; preds = %165, %163
  %167 = icmp ne ptr %4, null
  %168 = and i1 %167, %108
  br i1 %168, label %169, label %478

169:                                              ; preds = %166
  %170 = zext nneg i32 %5 to i64
  %171 = and i64 %170, 1
  %172 = icmp eq i32 %5, 1
  br i1 %172, label %468, label %173

173:                                              ; preds = %169
  %174 = and i64 %170, 2147483646
  br label %175

175:                                              ; preds = %193, %173
  %176 = phi i64 [ 0, %173 ], [ %189, %193 ]
  %177 = phi i64 [ 0, %173 ], [ %194, %193 ]
  %178 = getelementptr inbounds nuw ptr, ptr %4, i64 %176
  %179 = load ptr, ptr %178, align 8, !tbaa !15
  %180 = icmp eq ptr %179, null
  %181 = or disjoint i64 %176, 1
  br i1 %180, label %185, label %182

182:                                              ; preds = %175
  %183 = mul i64 %181, %107
  %184 = getelementptr inbounds nuw i8, ptr %97, i64 %183
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %179, ptr readonly align 1 %184, i64 %107, i1 false)
  br label %185

185:                                              ; preds = %182, %175
  %186 = getelementptr inbounds nuw ptr, ptr %4, i64 %181
  %187 = load ptr, ptr %186, align 8, !tbaa !15
  %188 = icmp eq ptr %187, null
  %189 = add nuw nsw i64 %176, 2
  br i1 %188, label %193, label %190

190:                                              ; preds = %185
  %191 = mul i64 %189, %107
  %192 = getelementptr inbounds nuw i8, ptr %97, i64 %191
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %187, ptr readonly align 1 %192, i64 %107, i1 false)
  br label %193

193:                                              ; preds = %190, %185
  %194 = add i64 %177, 2
  %195 = icmp eq i64 %194, %174
  br i1 %195, label %466, label %175, !llvm.loop !31

196:                                              ; preds = %274, %100
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #24
  %197 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %198 = icmp sgt i32 %197, 0
  br i1 %198, label %199, label %216

199:                                              ; preds = %196
  %200 = zext nneg i32 %197 to i64
  br label %201

201:                                              ; preds = %210, %199
  %202 = phi i64 [ 0, %199 ], [ %211, %210 ]
  %203 = getelementptr inbounds nuw %struct.anon, ptr @tup_types, i64 %202
  %204 = load i32, ptr %203, align 4, !tbaa !117
  %205 = icmp eq i32 %204, %20
  br i1 %205, label %206, label %210

206:                                              ; preds = %201
  %207 = getelementptr inbounds nuw i8, ptr %203, i64 4
  %208 = load i32, ptr %207, align 4, !tbaa !119
  %209 = icmp eq i32 %208, %5
  br i1 %209, label %213, label %210

210:                                              ; preds = %206, %201
  %211 = add nuw nsw i64 %202, 1
  %212 = icmp eq i64 %211, %200
  br i1 %212, label %216, label %201, !llvm.loop !120

213:                                              ; preds = %206
  %214 = getelementptr inbounds nuw i8, ptr %203, i64 8
  %215 = load i32, ptr %214, align 4, !tbaa !121
  br label %230

216:                                              ; preds = %210, %196
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #24
  %217 = select i1 %19, i32 1275070475, i32 1275069450
  %218 = call i32 @MPI_Type_contiguous(i32 noundef %75, i32 noundef %217, ptr noundef nonnull %12) #24
  %219 = call i32 @MPI_Type_commit(ptr noundef nonnull %12) #24
  %220 = load i32, ptr @n_tup_types, align 4, !tbaa !5
  %221 = icmp ne i32 %220, 16
  %222 = load i32, ptr %12, align 4, !tbaa !5
  br i1 %221, label %223, label %229

223:                                              ; preds = %216
  %224 = sext i32 %220 to i64
  %225 = getelementptr inbounds %struct.anon, ptr @tup_types, i64 %224
  store i32 %20, ptr %225, align 4, !tbaa !117
  %226 = getelementptr inbounds nuw i8, ptr %225, i64 4
  store i32 %5, ptr %226, align 4, !tbaa !119
  %227 = add nsw i32 %220, 1
  store i32 %227, ptr @n_tup_types, align 4, !tbaa !5
  %228 = getelementptr inbounds nuw i8, ptr %225, i64 8
  store i32 %222, ptr %228, align 4, !tbaa !121
  br label %229

229:                                              ; preds = %223, %216
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #24
  br label %230

230:                                              ; preds = %229, %213
  %231 = phi i1 [ true, %213 ], [ %221, %229 ]
  %232 = phi i32 [ %215, %213 ], [ %222, %229 ]
  store i32 %232, ptr %15, align 4, !tbaa !5
  %233 = add nsw i32 %20, -1
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops_made, i64 %234
  %236 = sext i32 %56 to i64
  %237 = getelementptr inbounds i32, ptr %235, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !5
  %239 = icmp eq i32 %238, 0
  br i1 %239, label %240, label %256

240:                                              ; preds = %230
  %241 = icmp eq i32 %56, 2
  br i1 %19, label %242, label %246

242:                                              ; preds = %240
  br i1 %241, label %250, label %243

243:                                              ; preds = %242
  %244 = icmp eq i32 %56, 3
  %245 = select i1 %244, ptr @tup_min_d, ptr @tup_max_d
  br label %250

246:                                              ; preds = %240
  br i1 %241, label %250, label %247

247:                                              ; preds = %246
  %248 = icmp eq i32 %56, 3
  %249 = select i1 %248, ptr @tup_min_f, ptr @tup_max_f
  br label %250

250:                                              ; preds = %247, %246, %243, %242
  %251 = phi ptr [ @tup_prod_d, %242 ], [ %245, %243 ], [ %249, %247 ], [ @tup_prod_f, %246 ]
  %252 = zext i1 %241 to i32
  %253 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops, i64 %234
  %254 = getelementptr inbounds i32, ptr %253, i64 %236
  %255 = call i32 @MPI_Op_create(ptr noundef nonnull %251, i32 noundef %252, ptr noundef nonnull %254) #24
  store i32 1, ptr %237, align 4, !tbaa !5
  br label %256

256:                                              ; preds = %250, %230
  %257 = getelementptr inbounds nuw [5 x i32], ptr @tup_ops, i64 %234
  %258 = getelementptr inbounds i32, ptr %257, i64 %236
  %259 = load i32, ptr %258, align 4, !tbaa !5
  br i1 %76, label %301, label %303

260:                                              ; preds = %274, %102
  %261 = phi i64 [ 0, %102 ], [ %275, %274 ]
  %262 = mul nsw i64 %261, %81
  br i1 %19, label %263, label %267

263:                                              ; preds = %260
  %264 = getelementptr inbounds nuw double, ptr %73, i64 %261
  %265 = load double, ptr %264, align 8, !tbaa !24
  %266 = getelementptr inbounds double, ptr %98, i64 %262
  store double %265, ptr %266, align 8, !tbaa !24
  br label %271

267:                                              ; preds = %260
  %268 = getelementptr inbounds nuw float, ptr %73, i64 %261
  %269 = load float, ptr %268, align 4, !tbaa !19
  %270 = getelementptr inbounds float, ptr %98, i64 %262
  store float %269, ptr %270, align 4, !tbaa !19
  br label %271

271:                                              ; preds = %267, %263
  br i1 %103, label %272, label %274

272:                                              ; preds = %271
  %273 = add nuw nsw i64 %262, 1
  br label %277

274:                                              ; preds = %298, %271
  %275 = add nuw nsw i64 %261, 1
  %276 = icmp eq i64 %275, %80
  br i1 %276, label %196, label %260, !llvm.loop !122

277:                                              ; preds = %298, %272
  %278 = phi i64 [ 0, %272 ], [ %299, %298 ]
  %279 = add nuw nsw i64 %273, %278
  br i1 %104, label %291, label %280

280:                                              ; preds = %277
  %281 = getelementptr inbounds nuw ptr, ptr %74, i64 %278
  %282 = load ptr, ptr %281, align 8, !tbaa !15
  %283 = icmp eq ptr %282, null
  br i1 %283, label %291, label %284

284:                                              ; preds = %280
  br i1 %19, label %285, label %288

285:                                              ; preds = %284
  %286 = getelementptr inbounds nuw double, ptr %282, i64 %261
  %287 = load double, ptr %286, align 8, !tbaa !24
  br label %292

288:                                              ; preds = %284
  %289 = getelementptr inbounds nuw float, ptr %282, i64 %261
  %290 = load float, ptr %289, align 4, !tbaa !19
  br label %295

291:                                              ; preds = %280, %277
  br i1 %19, label %292, label %295

292:                                              ; preds = %291, %285
  %293 = phi double [ %287, %285 ], [ 0.000000e+00, %291 ]
  %294 = getelementptr inbounds nuw double, ptr %98, i64 %279
  store double %293, ptr %294, align 8, !tbaa !24
  br label %298

295:                                              ; preds = %291, %288
  %296 = phi float [ %290, %288 ], [ 0.000000e+00, %291 ]
  %297 = getelementptr inbounds nuw float, ptr %98, i64 %279
  store float %296, ptr %297, align 4, !tbaa !19
  br label %298

298:                                              ; preds = %295, %292
  %299 = add nuw nsw i64 %278, 1
  %300 = icmp eq i64 %299, %105
  br i1 %300, label %274, label %277, !llvm.loop !123

301:                                              ; preds = %256
  %302 = call i32 @MPI_Allreduce(ptr noundef %98, ptr noundef %97, i32 noundef %6, i32 noundef %232, i32 noundef %259, i32 noundef %10) #24
  br label %305

303:                                              ; preds = %256
  %304 = call i32 @MPI_Reduce(ptr noundef %98, ptr noundef %97, i32 noundef %6, i32 noundef %232, i32 noundef %259, i32 noundef %9, i32 noundef %10) #24
  br label %305

305:                                              ; preds = %303, %301
  %306 = phi i32 [ %302, %301 ], [ %304, %303 ]
  br i1 %231, label %309, label %307

307:                                              ; preds = %305
  %308 = call i32 @MPI_Type_free(ptr noundef nonnull %15) #24
  br label %309

309:                                              ; preds = %307, %305
  br i1 %79, label %310, label %465

310:                                              ; preds = %309
  br i1 %19, label %344, label %311

311:                                              ; preds = %310
  br i1 %101, label %312, label %400

312:                                              ; preds = %311
  %313 = icmp ult i32 %6, 4
  br i1 %313, label %342, label %314

314:                                              ; preds = %312
  %315 = and i64 %80, 2147483644
  br label %316

316:                                              ; preds = %316, %314
  %317 = phi i64 [ 0, %314 ], [ %338, %316 ]
  %318 = or disjoint i64 %317, 1
  %319 = or disjoint i64 %317, 2
  %320 = or disjoint i64 %317, 3
  %321 = mul nsw i64 %317, %81
  %322 = mul nsw i64 %318, %81
  %323 = mul nsw i64 %319, %81
  %324 = mul nsw i64 %320, %81
  %325 = getelementptr inbounds float, ptr %97, i64 %321
  %326 = getelementptr inbounds float, ptr %97, i64 %322
  %327 = getelementptr inbounds float, ptr %97, i64 %323
  %328 = getelementptr inbounds float, ptr %97, i64 %324
  %329 = load float, ptr %325, align 4, !tbaa !19
  %330 = load float, ptr %326, align 4, !tbaa !19
  %331 = load float, ptr %327, align 4, !tbaa !19
  %332 = load float, ptr %328, align 4, !tbaa !19
  %333 = insertelement <4 x float> poison, float %329, i64 0
  %334 = insertelement <4 x float> %333, float %330, i64 1
  %335 = insertelement <4 x float> %334, float %331, i64 2
  %336 = insertelement <4 x float> %335, float %332, i64 3
  %337 = getelementptr inbounds nuw float, ptr %3, i64 %317
  store <4 x float> %336, ptr %337, align 4, !tbaa !19
  %338 = add nuw i64 %317, 4
  %339 = icmp eq i64 %338, %315
  br i1 %339, label %340, label %316, !llvm.loop !124

340:                                              ; preds = %316
  %341 = icmp eq i64 %315, %80
  br i1 %341, label %400, label %342

342:                                              ; preds = %312, %340
  %343 = phi i64 [ 0, %312 ], [ %315, %340 ]
  br label %375

344:                                              ; preds = %310
  br i1 %101, label %345, label %400

345:                                              ; preds = %344
  %346 = and i64 %80, 3
  %347 = icmp ult i32 %6, 4
  br i1 %347, label %386, label %348

348:                                              ; preds = %345
  %349 = and i64 %80, 2147483644
  br label %350

350:                                              ; preds = %350, %348
  %351 = phi i64 [ 0, %348 ], [ %372, %350 ]
  %352 = phi i64 [ 0, %348 ], [ %373, %350 ]
  %353 = mul nsw i64 %351, %81
  %354 = getelementptr inbounds double, ptr %97, i64 %353
  %355 = load double, ptr %354, align 8, !tbaa !24
  %356 = getelementptr inbounds nuw double, ptr %3, i64 %351
  store double %355, ptr %356, align 8, !tbaa !24
  %357 = or disjoint i64 %351, 1
  %358 = mul nsw i64 %357, %81
  %359 = getelementptr inbounds double, ptr %97, i64 %358
  %360 = load double, ptr %359, align 8, !tbaa !24
  %361 = getelementptr inbounds nuw double, ptr %3, i64 %357
  store double %360, ptr %361, align 8, !tbaa !24
  %362 = or disjoint i64 %351, 2
  %363 = mul nsw i64 %362, %81
  %364 = getelementptr inbounds double, ptr %97, i64 %363
  %365 = load double, ptr %364, align 8, !tbaa !24
  %366 = getelementptr inbounds nuw double, ptr %3, i64 %362
  store double %365, ptr %366, align 8, !tbaa !24
  %367 = or disjoint i64 %351, 3
  %368 = mul nsw i64 %367, %81
  %369 = getelementptr inbounds double, ptr %97, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !24
  %371 = getelementptr inbounds nuw double, ptr %3, i64 %367
  store double %370, ptr %371, align 8, !tbaa !24
  %372 = add nuw nsw i64 %351, 4
  %373 = add i64 %352, 4
  %374 = icmp eq i64 %373, %349
  br i1 %374, label %383, label %350, !llvm.loop !125

375:                                              ; preds = %342, %375
  %376 = phi i64 [ %381, %375 ], [ %343, %342 ]
  %377 = mul nsw i64 %376, %81
  %378 = getelementptr inbounds float, ptr %97, i64 %377
  %379 = load float, ptr %378, align 4, !tbaa !19
  %380 = getelementptr inbounds nuw float, ptr %3, i64 %376
  store float %379, ptr %380, align 4, !tbaa !19
  %381 = add nuw nsw i64 %376, 1
  %382 = icmp eq i64 %381, %80
  br i1 %382, label %400, label %375, !llvm.loop !126

383:                                              ; preds = %350
  %384 = and i32 %6, 3
  %385 = icmp eq i32 %384, 0
  br i1 %385, label %400, label %386

386:                                              ; preds = %383, %345
  %387 = phi i64 [ 0, %345 ], [ %372, %383 ]
  %388 = and i32 %6, 3
  %389 = icmp ne i32 %388, 0
  call void @llvm.assume(i1 %389)
  br label %390

390:                                              ; preds = %390, %386
  %391 = phi i64 [ %397, %390 ], [ %387, %386 ]
  %392 = phi i64 [ %398, %390 ], [ 0, %386 ]
  %393 = mul nsw i64 %391, %81
  %394 = getelementptr inbounds double, ptr %97, i64 %393
  %395 = load double, ptr %394, align 8, !tbaa !24
  %396 = getelementptr inbounds nuw double, ptr %3, i64 %391
  store double %395, ptr %396, align 8, !tbaa !24
  %397 = add nuw nsw i64 %391, 1
  %398 = add i64 %392, 1
  %399 = icmp eq i64 %398, %346
  br i1 %399, label %400, label %390, !llvm.loop !127

400:                                              ; preds = %375, %383, %390, %340, %344, %311
  %401 = icmp ne ptr %4, null
  %402 = icmp sgt i32 %5, 0
  %403 = and i1 %401, %402
  br i1 %403, label %404, label %465

404:                                              ; preds = %400
  %405 = icmp slt i32 %6, 1
  %406 = zext nneg i32 %5 to i64
  %407 = icmp eq i32 %6, 1
  %408 = and i64 %80, 2147483646
  %409 = and i32 %6, 1
  %410 = icmp eq i32 %409, 0
  %411 = and i32 %6, 1
  %412 = icmp ne i32 %411, 0
  br label %413

413:                                              ; preds = %463, %404
  %414 = phi i64 [ 0, %404 ], [ %419, %463 ]
  %415 = getelementptr inbounds nuw ptr, ptr %4, i64 %414
  %416 = load ptr, ptr %415, align 8, !tbaa !15
  %417 = icmp eq ptr %416, null
  %418 = or i1 %405, %417
  %419 = add nuw nsw i64 %414, 1
  br i1 %418, label %463, label %420

420:                                              ; preds = %413
  br i1 %407, label %451, label %421

421:                                              ; preds = %420, %446
  %422 = phi i64 [ %447, %446 ], [ 0, %420 ]
  %423 = phi i64 [ %448, %446 ], [ 0, %420 ]
  %424 = mul nuw nsw i64 %422, %81
  %425 = add nuw i64 %424, %419
  br i1 %19, label %426, label %430

426:                                              ; preds = %421
  %427 = getelementptr inbounds double, ptr %97, i64 %425
  %428 = load double, ptr %427, align 8, !tbaa !24
  %429 = getelementptr inbounds nuw double, ptr %416, i64 %422
  store double %428, ptr %429, align 8, !tbaa !24
  br label %434

430:                                              ; preds = %421
  %431 = getelementptr inbounds float, ptr %97, i64 %425
  %432 = load float, ptr %431, align 4, !tbaa !19
  %433 = getelementptr inbounds nuw float, ptr %416, i64 %422
  store float %432, ptr %433, align 4, !tbaa !19
  br label %434

434:                                              ; preds = %430, %426
  %435 = or disjoint i64 %422, 1
  %436 = mul nuw nsw i64 %435, %81
  %437 = add nuw i64 %436, %419
  br i1 %19, label %442, label %438

438:                                              ; preds = %434
  %439 = getelementptr inbounds float, ptr %97, i64 %437
  %440 = load float, ptr %439, align 4, !tbaa !19
  %441 = getelementptr inbounds nuw float, ptr %416, i64 %435
  store float %440, ptr %441, align 4, !tbaa !19
  br label %446

442:                                              ; preds = %434
  %443 = getelementptr inbounds double, ptr %97, i64 %437
  %444 = load double, ptr %443, align 8, !tbaa !24
  %445 = getelementptr inbounds nuw double, ptr %416, i64 %435
  store double %444, ptr %445, align 8, !tbaa !24
  br label %446

446:                                              ; preds = %442, %438
  %447 = add nuw nsw i64 %422, 2
  %448 = add i64 %423, 2
  %449 = icmp eq i64 %448, %408
  br i1 %449, label %450, label %421, !llvm.loop !128

450:                                              ; preds = %446
  br i1 %410, label %463, label %451

451:                                              ; preds = %450, %420
  %452 = phi i64 [ 0, %420 ], [ %447, %450 ]
  call void @llvm.assume(i1 %412)
  %453 = mul nuw nsw i64 %452, %81
  %454 = add nuw i64 %453, %419
  br i1 %19, label %459, label %455

455:                                              ; preds = %451
  %456 = getelementptr inbounds float, ptr %97, i64 %454
  %457 = load float, ptr %456, align 4, !tbaa !19
  %458 = getelementptr inbounds nuw float, ptr %416, i64 %452
  store float %457, ptr %458, align 4, !tbaa !19
  br label %463

459:                                              ; preds = %451
  %460 = getelementptr inbounds double, ptr %97, i64 %454
  %461 = load double, ptr %460, align 8, !tbaa !24
  %462 = getelementptr inbounds nuw double, ptr %416, i64 %452
  store double %461, ptr %462, align 8, !tbaa !24
  br label %463

463:                                              ; preds = %450, %459, %455, %413
  %464 = icmp eq i64 %419, %406
  br i1 %464, label %465, label %413, !llvm.loop !129

465:                                              ; preds = %463, %400, %309
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #24
  br label %478

466:                                              ; preds = %193
  %467 = icmp eq i64 %171, 0
  br i1 %467, label %478, label %468

468:                                              ; preds = %466, %169
  %469 = phi i64 [ 0, %169 ], [ %189, %466 ]
  %470 = icmp ne i64 %171, 0
  call void @llvm.assume(i1 %470)
  %471 = getelementptr inbounds nuw ptr, ptr %4, i64 %469
  %472 = load ptr, ptr %471, align 8, !tbaa !15
  %473 = icmp eq ptr %472, null
  br i1 %473, label %478, label %474

474:                                              ; preds = %468
  %475 = add nuw nsw i64 %469, 1
  %476 = mul i64 %475, %107
  %477 = getelementptr inbounds nuw i8, ptr %97, i64 %476
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %472, ptr readonly align 1 %477, i64 %107, i1 false)
  br label %478

478:                                              ; preds = %466, %474, %468, %161, %166, %465
  %479 = phi i32 [ %306, %465 ], [ %162, %161 ], [ %162, %166 ], [ %162, %468 ], [ %162, %474 ], [ %162, %466 ]
  call void @free(ptr noundef %96) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #24
  br label %673

480:                                              ; preds = %68, %48
  %481 = phi i32 [ %56, %68 ], [ %44, %48 ]
  %482 = select i1 %17, i64 4, i64 8
  %483 = icmp eq i32 %481, 1
  br i1 %483, label %491, label %484

484:                                              ; preds = %480
  %485 = sext i32 %6 to i64
  %486 = select i1 %17, i64 2, i64 3
  %487 = shl nsw i64 %485, %486
  %488 = or disjoint i64 %487, 1
  %489 = call noalias ptr @malloc(i64 noundef %488) #26
  %490 = select i1 %22, ptr %3, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %489, ptr align 1 %490, i64 %487, i1 false)
  br label %491

491:                                              ; preds = %11, %484, %480
  %492 = phi i64 [ %482, %484 ], [ %482, %480 ], [ 8, %11 ]
  %493 = phi i1 [ %17, %484 ], [ %17, %480 ], [ false, %11 ]
  %494 = phi i32 [ %481, %484 ], [ 1, %480 ], [ 0, %11 ]
  %495 = phi ptr [ %489, %484 ], [ null, %480 ], [ null, %11 ]
  %496 = icmp slt i32 %9, 0
  br i1 %496, label %497, label %499

497:                                              ; preds = %491
  %498 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %10) #24
  br label %501

499:                                              ; preds = %491
  %500 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) #24
  br label %501

501:                                              ; preds = %499, %497
  %502 = phi i32 [ %498, %497 ], [ %500, %499 ]
  %503 = select i1 %22, ptr %4, ptr %2
  %504 = icmp eq ptr %503, null
  br i1 %504, label %508, label %505

505:                                              ; preds = %501
  switch i32 %7, label %506 [
    i32 1275070475, label %508
    i32 1275069450, label %508
  ]

506:                                              ; preds = %505
  %507 = sext i32 %7 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.20, i64 noundef %507) #27
  unreachable

508:                                              ; preds = %501, %505, %505
  br i1 %23, label %673, label %509

509:                                              ; preds = %508
  %510 = sext i32 %5 to i64
  %511 = sext i32 %6 to i64
  %512 = mul nsw i64 %511, %510
  %513 = select i1 %493, i64 2, i64 3
  %514 = shl i64 %512, %513
  %515 = or disjoint i64 %514, 1
  %516 = call noalias ptr @malloc(i64 noundef %515) #26
  %517 = icmp sgt i32 %5, 0
  br i1 %517, label %518, label %538

518:                                              ; preds = %509
  %519 = shl nsw i64 %511, %513
  %520 = zext nneg i32 %5 to i64
  br label %521

521:                                              ; preds = %535, %518
  %522 = phi i64 [ 0, %518 ], [ %536, %535 ]
  br i1 %504, label %531, label %523

523:                                              ; preds = %521
  %524 = getelementptr inbounds nuw ptr, ptr %503, i64 %522
  %525 = load ptr, ptr %524, align 8, !tbaa !15
  %526 = icmp eq ptr %525, null
  br i1 %526, label %531, label %527

527:                                              ; preds = %523
  %528 = mul nsw i64 %522, %511
  %529 = shl i64 %528, %513
  %530 = getelementptr inbounds nuw i8, ptr %516, i64 %529
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %530, ptr nonnull align 1 %525, i64 %519, i1 false)
  br label %535

531:                                              ; preds = %523, %521
  %532 = mul nsw i64 %522, %511
  %533 = shl i64 %532, %513
  %534 = getelementptr inbounds nuw i8, ptr %516, i64 %533
  call void @llvm.memset.p0.i64(ptr align 1 %534, i8 0, i64 %519, i1 false)
  br label %535

535:                                              ; preds = %531, %527
  %536 = add nuw nsw i64 %522, 1
  %537 = icmp eq i64 %536, %520
  br i1 %537, label %538, label %521, !llvm.loop !18

538:                                              ; preds = %535, %509
  %539 = mul i64 %492, %512
  %540 = or disjoint i64 %539, 1
  %541 = call noalias ptr @malloc(i64 noundef %540) #26
  %542 = icmp eq i32 %494, 2
  br i1 %542, label %543, label %576

543:                                              ; preds = %538
  %544 = call fastcc ptr @exclusive_products(i32 noundef %20, ptr noundef %495, i32 noundef %6, i32 noundef %7, i32 noundef %10)
  br i1 %517, label %545, label %552

545:                                              ; preds = %543
  %546 = icmp sgt i32 %6, 0
  %547 = zext nneg i32 %5 to i64
  br label %548

548:                                              ; preds = %545, %553
  %549 = phi i64 [ 0, %545 ], [ %554, %553 ]
  br i1 %546, label %550, label %553

550:                                              ; preds = %548
  %551 = mul nuw nsw i64 %549, %511
  br label %556

552:                                              ; preds = %553, %543
  call void @free(ptr noundef %544) #24
  br label %616

553:                                              ; preds = %573, %548
  %554 = add nuw nsw i64 %549, 1
  %555 = icmp eq i64 %554, %547
  br i1 %555, label %552, label %548, !llvm.loop !130

556:                                              ; preds = %550, %573
  %557 = phi i64 [ 0, %550 ], [ %574, %573 ]
  %558 = add nuw nsw i64 %557, %551
  br i1 %19, label %559, label %566

559:                                              ; preds = %556
  %560 = getelementptr inbounds nuw double, ptr %516, i64 %558
  %561 = load double, ptr %560, align 8, !tbaa !24
  %562 = getelementptr inbounds nuw double, ptr %544, i64 %557
  %563 = load double, ptr %562, align 8, !tbaa !24
  %564 = fmul double %561, %563
  %565 = getelementptr inbounds nuw double, ptr %541, i64 %558
  store double %564, ptr %565, align 8, !tbaa !24
  br label %573

566:                                              ; preds = %556
  %567 = getelementptr inbounds nuw float, ptr %516, i64 %558
  %568 = load float, ptr %567, align 4, !tbaa !19
  %569 = getelementptr inbounds nuw float, ptr %544, i64 %557
  %570 = load float, ptr %569, align 4, !tbaa !19
  %571 = fmul float %568, %570
  %572 = getelementptr inbounds nuw float, ptr %541, i64 %558
  store float %571, ptr %572, align 4, !tbaa !19
  br label %573

573:                                              ; preds = %559, %566
  %574 = add nuw nsw i64 %557, 1
  %575 = icmp eq i64 %574, %511
  br i1 %575, label %553, label %556, !llvm.loop !131

576:                                              ; preds = %538
  %577 = add i32 %494, -3
  %578 = icmp ult i32 %577, 2
  br i1 %578, label %579, label %615

579:                                              ; preds = %576
  %580 = call fastcc ptr @winners(i32 noundef %20, ptr noundef %495, i32 noundef %6, i32 noundef %494, i32 noundef %10)
  br i1 %517, label %581, label %588

581:                                              ; preds = %579
  %582 = icmp sgt i32 %6, 0
  %583 = zext nneg i32 %5 to i64
  br label %584

584:                                              ; preds = %581, %589
  %585 = phi i64 [ 0, %581 ], [ %590, %589 ]
  br i1 %582, label %586, label %589

586:                                              ; preds = %584
  %587 = mul nuw nsw i64 %585, %511
  br label %592

588:                                              ; preds = %589, %579
  call void @free(ptr noundef %580) #24
  br label %616

589:                                              ; preds = %612, %584
  %590 = add nuw nsw i64 %585, 1
  %591 = icmp eq i64 %590, %583
  br i1 %591, label %588, label %584, !llvm.loop !132

592:                                              ; preds = %586, %612
  %593 = phi i64 [ 0, %586 ], [ %613, %612 ]
  %594 = add nuw nsw i64 %593, %587
  %595 = getelementptr inbounds nuw i8, ptr %580, i64 %593
  %596 = load i8, ptr %595, align 1, !tbaa !14
  %597 = icmp eq i8 %596, 0
  br i1 %597, label %605, label %598

598:                                              ; preds = %592
  br i1 %19, label %599, label %602

599:                                              ; preds = %598
  %600 = getelementptr inbounds nuw double, ptr %516, i64 %594
  %601 = load double, ptr %600, align 8, !tbaa !24
  br label %606

602:                                              ; preds = %598
  %603 = getelementptr inbounds nuw float, ptr %516, i64 %594
  %604 = load float, ptr %603, align 4, !tbaa !19
  br label %609

605:                                              ; preds = %592
  br i1 %19, label %606, label %609

606:                                              ; preds = %599, %605
  %607 = phi double [ %601, %599 ], [ 0.000000e+00, %605 ]
  %608 = getelementptr inbounds nuw double, ptr %541, i64 %594
  store double %607, ptr %608, align 8, !tbaa !24
  br label %612

609:                                              ; preds = %602, %605
  %610 = phi float [ %604, %602 ], [ 0.000000e+00, %605 ]
  %611 = getelementptr inbounds nuw float, ptr %541, i64 %594
  store float %610, ptr %611, align 4, !tbaa !19
  br label %612

612:                                              ; preds = %606, %609
  %613 = add nuw nsw i64 %593, 1
  %614 = icmp eq i64 %613, %511
  br i1 %614, label %589, label %592, !llvm.loop !133

615:                                              ; preds = %576
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %541, ptr align 1 %516, i64 %539, i1 false)
  br label %616

616:                                              ; preds = %588, %615, %552
  %617 = call noalias ptr @malloc(i64 noundef %540) #26
  %618 = mul nsw i32 %6, %5
  br i1 %496, label %619, label %623

619:                                              ; preds = %616
  %620 = call i32 @MPI_Allreduce(ptr noundef %541, ptr noundef %617, i32 noundef %618, i32 noundef %7, i32 noundef 1476395011, i32 noundef %10) #24
  %621 = icmp ne ptr %4, null
  %622 = and i1 %621, %517
  br i1 %622, label %630, label %672

623:                                              ; preds = %616
  %624 = call i32 @MPI_Reduce(ptr noundef %541, ptr noundef %617, i32 noundef %618, i32 noundef %7, i32 noundef 1476395011, i32 noundef %9, i32 noundef %10) #24
  %625 = load i32, ptr %16, align 4
  %626 = icmp eq i32 %625, %9
  %627 = icmp ne ptr %4, null
  %628 = and i1 %627, %626
  %629 = and i1 %517, %628
  br i1 %629, label %630, label %672

630:                                              ; preds = %623, %619
  %631 = shl nsw i64 %511, %513
  %632 = zext i32 %5 to i64
  %633 = and i64 %632, 1
  %634 = icmp eq i32 %5, 1
  br i1 %634, label %662, label %635

635:                                              ; preds = %630
  %636 = and i64 %632, 4294967294
  br label %637

637:                                              ; preds = %656, %635
  %638 = phi i64 [ 0, %635 ], [ %657, %656 ]
  %639 = phi i64 [ 0, %635 ], [ %658, %656 ]
  %640 = getelementptr inbounds nuw ptr, ptr %4, i64 %638
  %641 = load ptr, ptr %640, align 8, !tbaa !15
  %642 = icmp eq ptr %641, null
  br i1 %642, label %647, label %643

643:                                              ; preds = %637
  %644 = mul nsw i64 %638, %511
  %645 = shl i64 %644, %513
  %646 = getelementptr inbounds nuw i8, ptr %617, i64 %645
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %641, ptr readonly align 1 %646, i64 %631, i1 false)
  br label %647

647:                                              ; preds = %643, %637
  %648 = or disjoint i64 %638, 1
  %649 = getelementptr inbounds nuw ptr, ptr %4, i64 %648
  %650 = load ptr, ptr %649, align 8, !tbaa !15
  %651 = icmp eq ptr %650, null
  br i1 %651, label %656, label %652

652:                                              ; preds = %647
  %653 = mul nsw i64 %648, %511
  %654 = shl i64 %653, %513
  %655 = getelementptr inbounds nuw i8, ptr %617, i64 %654
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %650, ptr readonly align 1 %655, i64 %631, i1 false)
  br label %656

656:                                              ; preds = %652, %647
  %657 = add nuw nsw i64 %638, 2
  %658 = add i64 %639, 2
  %659 = icmp eq i64 %658, %636
  br i1 %659, label %660, label %637, !llvm.loop !34

660:                                              ; preds = %656
  %661 = icmp eq i64 %633, 0
  br i1 %661, label %672, label %662

662:                                              ; preds = %660, %630
  %663 = phi i64 [ 0, %630 ], [ %657, %660 ]
  %664 = icmp ne i64 %633, 0
  call void @llvm.assume(i1 %664)
  %665 = getelementptr inbounds nuw ptr, ptr %4, i64 %663
  %666 = load ptr, ptr %665, align 8, !tbaa !15
  %667 = icmp eq ptr %666, null
  br i1 %667, label %672, label %668

668:                                              ; preds = %662
  %669 = mul nsw i64 %663, %511
  %670 = shl i64 %669, %513
  %671 = getelementptr inbounds nuw i8, ptr %617, i64 %670
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %666, ptr readonly align 1 %671, i64 %631, i1 false)
  br label %672

672:                                              ; preds = %660, %668, %662, %619, %623
  call void @free(ptr noundef %495) #24
  call void @free(ptr noundef %516) #24
  call void @free(ptr noundef %541) #24
  call void @free(ptr noundef %617) #24
  br label %673

673:                                              ; preds = %672, %508, %478
  %674 = phi i32 [ %479, %478 ], [ %502, %508 ], [ %502, %672 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #24
  ret i32 %674
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_allreduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #6 {
  %7 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.17, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef -1, i32 noundef %5)
  ret ptr %7
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) unnamed_addr #6 {
  %9 = icmp eq i32 %4, 1275069450
  %10 = select i1 %9, i32 2, i32 0
  %11 = icmp eq i32 %4, 1275070475
  %12 = select i1 %11, i32 1, i32 %10
  %13 = icmp eq ptr %1, inttoptr (i64 -1 to ptr)
  %14 = zext i1 %13 to i32
  %15 = or i1 %11, %9
  switch i32 %4, label %44 [
    i32 1275070475, label %16
    i32 1275069450, label %16
  ]

16:                                               ; preds = %8, %8
  %17 = add i32 %5, -1476395009
  %18 = icmp ult i32 %17, 4
  br i1 %18, label %40, label %19

19:                                               ; preds = %16
  %20 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %38

22:                                               ; preds = %19
  %23 = load ptr, ptr @op_regs, align 8, !tbaa !15
  %24 = zext nneg i32 %20 to i64
  br label %28

25:                                               ; preds = %28
  %26 = add nuw nsw i64 %29, 1
  %27 = icmp eq i64 %26, %24
  br i1 %27, label %38, label %28, !llvm.loop !112

28:                                               ; preds = %25, %22
  %29 = phi i64 [ 0, %22 ], [ %26, %25 ]
  %30 = getelementptr inbounds nuw %struct.op_reg, ptr %23, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !35
  %32 = icmp eq i32 %31, %5
  br i1 %32, label %33, label %25

33:                                               ; preds = %28
  %34 = getelementptr inbounds nuw %struct.op_reg, ptr %23, i64 %29
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !37
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %44

38:                                               ; preds = %25, %33, %19
  %39 = sext i32 %5 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.21, i64 noundef %39) #27
  unreachable

40:                                               ; preds = %16
  %41 = zext nneg i32 %17 to i64
  %42 = getelementptr inbounds nuw i32, ptr @switch.table.aug_reduce, i64 %41
  %43 = load i32, ptr %42, align 4
  br label %44

44:                                               ; preds = %40, %8, %33
  %45 = phi i32 [ 0, %8 ], [ %36, %33 ], [ %43, %40 ]
  %46 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #28
  store i32 %45, ptr %46, align 8, !tbaa !134
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 4
  store i32 %12, ptr %47, align 4, !tbaa !136
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 8
  store i32 %3, ptr %48, align 8, !tbaa !137
  %49 = getelementptr inbounds nuw i8, ptr %46, i64 12
  store i32 %6, ptr %49, align 4, !tbaa !138
  %50 = getelementptr inbounds nuw i8, ptr %46, i64 20
  store i32 %4, ptr %50, align 4, !tbaa !139
  %51 = getelementptr inbounds nuw i8, ptr %46, i64 24
  store i32 %7, ptr %51, align 8, !tbaa !140
  %52 = getelementptr inbounds nuw i8, ptr %46, i64 16
  store i32 %14, ptr %52, align 8, !tbaa !141
  %53 = icmp ne i32 %45, 1
  %54 = and i1 %15, %53
  br i1 %54, label %55, label %70

55:                                               ; preds = %44
  %56 = sext i32 %3 to i64
  %57 = select i1 %9, i64 2, i64 3
  %58 = shl nsw i64 %56, %57
  %59 = or disjoint i64 %58, 1
  %60 = tail call noalias ptr @malloc(i64 noundef %59) #26
  %61 = select i1 %13, ptr %2, ptr %1
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr align 1 %61, i64 %58, i1 false)
  %62 = icmp eq i32 %45, 2
  br i1 %62, label %63, label %65

63:                                               ; preds = %55
  %64 = tail call fastcc ptr @exclusive_products(i32 noundef %12, ptr noundef %60, i32 noundef %3, i32 noundef %4, i32 noundef %7)
  br label %67

65:                                               ; preds = %55
  %66 = tail call fastcc ptr @winners(i32 noundef %12, ptr noundef %60, i32 noundef %3, i32 noundef %45, i32 noundef %7)
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi ptr [ %64, %63 ], [ %66, %65 ]
  %69 = getelementptr inbounds nuw i8, ptr %46, i64 32
  store ptr %68, ptr %69, align 8, !tbaa !142
  tail call void @free(ptr noundef %60) #24
  br label %70

70:                                               ; preds = %67, %44
  %71 = icmp slt i32 %6, 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %70
  %73 = tail call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %7) #24
  br label %76

74:                                               ; preds = %70
  %75 = tail call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #24
  br label %76

76:                                               ; preds = %74, %72
  ret ptr %46
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #6 {
  %11 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.18, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9)
  ret i32 %11
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_reduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #6 {
  %8 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.18, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  ret ptr %8
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce(ptr noundef captures(none) %0, ptr noundef captures(address) %1, ptr noundef %2) local_unnamed_addr #6 {
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !136
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @free(ptr noundef nonnull %0) #24
  br label %112

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #24
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %11 = load i32, ptr %10, align 8, !tbaa !140
  %12 = call i32 @MPI_Comm_rank(i32 noundef %11, ptr noundef nonnull %4) #24
  %13 = icmp eq i32 %6, 2
  %14 = select i1 %13, i64 4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !137
  %17 = sext i32 %16 to i64
  %18 = select i1 %13, i64 2, i64 3
  %19 = shl nsw i64 %17, %18
  %20 = or disjoint i64 %19, 1
  %21 = call noalias ptr @malloc(i64 noundef %20) #26
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !138
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
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %34 = load i32, ptr %33, align 4, !tbaa !139
  %35 = load i32, ptr %10, align 8, !tbaa !140
  %36 = call i32 @MPI_Allreduce(ptr noundef %31, ptr noundef %21, i32 noundef %16, i32 noundef %34, i32 noundef 1476395011, i32 noundef %35) #24
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
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %46 = load i32, ptr %45, align 4, !tbaa !139
  %47 = load i32, ptr %10, align 8, !tbaa !140
  %48 = call i32 @MPI_Bcast(ptr noundef %21, i32 noundef %16, i32 noundef %46, i32 noundef %23, i32 noundef %47) #24
  br label %49

49:                                               ; preds = %44, %30
  %50 = load i32, ptr %22, align 4, !tbaa !138
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
  %60 = load i32, ptr %59, align 8, !tbaa !141
  %61 = icmp eq i32 %60, 0
  %62 = select i1 %61, ptr %1, ptr %2
  %63 = icmp ne ptr %62, null
  %64 = icmp sgt i32 %16, 0
  %65 = and i1 %63, %64
  br i1 %65, label %66, label %109

66:                                               ; preds = %58
  %67 = load i32, ptr %0, align 8, !tbaa !134
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 32
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
  %73 = load ptr, ptr %68, align 8, !tbaa !142
  br i1 %69, label %82, label %85

74:                                               ; preds = %70, %70
  %75 = load ptr, ptr %68, align 8, !tbaa !142
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
  br i1 %108, label %109, label %70, !llvm.loop !143

109:                                              ; preds = %106, %58
  call void @free(ptr noundef %21) #24
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %111 = load ptr, ptr %110, align 8, !tbaa !142
  call void @free(ptr noundef %111) #24
  call void @free(ptr noundef nonnull %0) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #24
  br label %112

112:                                              ; preds = %109, %8
  ret void
}

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

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
  br i1 %77, label %78, label %13, !llvm.loop !144

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
  br i1 %91, label %92, label %82, !llvm.loop !145

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
  %20 = load ptr, ptr %19, align 8, !tbaa !76
  %21 = icmp eq ptr %20, null
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %25, label %16, !llvm.loop !146

25:                                               ; preds = %22, %16
  %26 = phi i64 [ %17, %16 ], [ %7, %22 ]
  br label %27

27:                                               ; preds = %25, %39
  %28 = phi i64 [ %40, %39 ], [ 1, %25 ]
  %29 = add nuw nsw i64 %28, %26
  %30 = srem i64 %29, %7
  %31 = getelementptr inbounds nuw %struct.req_slot, ptr %9, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !76
  %34 = icmp eq ptr %33, null
  br i1 %34, label %39, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %31, align 8, !tbaa !79
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %38 = load i32, ptr %37, align 8, !tbaa !80
  tail call fastcc void @req_insert(i64 noundef %36, i32 noundef %38, ptr noundef nonnull %33)
  br label %39

39:                                               ; preds = %35, %27
  %40 = add nuw i64 %28, 1
  %41 = icmp eq i64 %28, %7
  br i1 %41, label %42, label %27, !llvm.loop !147

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
  %55 = load ptr, ptr %54, align 8, !tbaa !76
  %56 = icmp eq ptr %55, null
  br i1 %56, label %65, label %57

57:                                               ; preds = %48, %57
  %58 = phi i64 [ %60, %57 ], [ %52, %48 ]
  %59 = add nsw i64 %58, 1
  %60 = srem i64 %59, %50
  %61 = getelementptr inbounds %struct.req_slot, ptr %49, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !76
  %64 = icmp eq ptr %63, null
  br i1 %64, label %65, label %57, !llvm.loop !148

65:                                               ; preds = %57, %48
  %66 = phi ptr [ %53, %48 ], [ %61, %57 ]
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16
  store i64 %0, ptr %66, align 8, !tbaa !79
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store i32 %1, ptr %68, align 8, !tbaa !80
  store ptr %2, ptr %67, align 8, !tbaa !76
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

declare i32 @MPI_Get_count(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Status_set_elements(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

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
  br i1 %111, label %24, label %87, !llvm.loop !149
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
  br i1 %112, label %29, label %88, !llvm.loop !150
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @exclusive_products(i32 noundef range(i32 1, 3) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #6 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #24
  %8 = call i32 @MPI_Comm_size(i32 noundef %4, ptr noundef nonnull %6) #24
  %9 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %7) #24
  %10 = icmp eq i32 %0, 2
  %11 = sext i32 %2 to i64
  %12 = load i32, ptr %6, align 4, !tbaa !5
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, %11
  %15 = select i1 %10, i64 2, i64 3
  %16 = shl i64 %14, %15
  %17 = or disjoint i64 %16, 1
  %18 = call noalias ptr @malloc(i64 noundef %17) #26
  %19 = call i32 @MPI_Allgather(ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %18, i32 noundef %2, i32 noundef %3, i32 noundef %4) #24
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
  br i1 %68, label %39, label %36, !llvm.loop !151

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
  br i1 %110, label %40, label %69, !llvm.loop !152
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @winners(i32 noundef range(i32 1, 3) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef range(i32 3, 2) %3, i32 noundef %4) unnamed_addr #6 {
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #24
  %7 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %6) #24
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
  %28 = select i1 %27, i32 1476395019, i32 1476395020
  %29 = call i32 @MPI_Allreduce(ptr noundef %17, ptr noundef %18, i32 noundef %2, i32 noundef -1946157055, i32 noundef %28, i32 noundef %4) #24
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
  store double %39, ptr %40, align 8, !tbaa !153
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 8
  store i32 %20, ptr %41, align 8, !tbaa !155
  %42 = add nuw nsw i64 %36, 1
  %43 = add i64 %37, 1
  %44 = icmp eq i64 %43, %22
  br i1 %44, label %45, label %35, !llvm.loop !156

45:                                               ; preds = %35, %30
  %46 = icmp eq i32 %3, 3
  %47 = select i1 %46, i32 1476395019, i32 1476395020
  %48 = call i32 @MPI_Allreduce(ptr noundef nonnull %17, ptr noundef %18, i32 noundef %2, i32 noundef -1946157055, i32 noundef %47, i32 noundef %4) #24
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
  %79 = load i32, ptr %71, align 8, !tbaa !155
  %80 = load i32, ptr %72, align 8, !tbaa !155
  %81 = load i32, ptr %73, align 8, !tbaa !155
  %82 = load i32, ptr %74, align 8, !tbaa !155
  %83 = insertelement <4 x i32> poison, i32 %79, i64 0
  %84 = insertelement <4 x i32> %83, i32 %80, i64 1
  %85 = insertelement <4 x i32> %84, i32 %81, i64 2
  %86 = insertelement <4 x i32> %85, i32 %82, i64 3
  %87 = load i32, ptr %75, align 8, !tbaa !155
  %88 = load i32, ptr %76, align 8, !tbaa !155
  %89 = load i32, ptr %77, align 8, !tbaa !155
  %90 = load i32, ptr %78, align 8, !tbaa !155
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
  br i1 %102, label %52, label %61, !llvm.loop !157

103:                                              ; preds = %103, %24
  %104 = phi i64 [ 0, %24 ], [ %125, %103 ]
  %105 = phi i64 [ 0, %24 ], [ %126, %103 ]
  %106 = getelementptr inbounds nuw double, ptr %1, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !24
  %108 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %104
  store double %107, ptr %108, align 8, !tbaa !153
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 8
  store i32 %20, ptr %109, align 8, !tbaa !155
  %110 = or disjoint i64 %104, 1
  %111 = getelementptr inbounds nuw double, ptr %1, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !24
  %113 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %110
  store double %112, ptr %113, align 8, !tbaa !153
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 8
  store i32 %20, ptr %114, align 8, !tbaa !155
  %115 = or disjoint i64 %104, 2
  %116 = getelementptr inbounds nuw double, ptr %1, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !24
  %118 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %115
  store double %117, ptr %118, align 8, !tbaa !153
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  store i32 %20, ptr %119, align 8, !tbaa !155
  %120 = or disjoint i64 %104, 3
  %121 = getelementptr inbounds nuw double, ptr %1, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !24
  %123 = getelementptr inbounds nuw %struct.anon.0, ptr %17, i64 %120
  store double %122, ptr %123, align 8, !tbaa !153
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 8
  store i32 %20, ptr %124, align 8, !tbaa !155
  %125 = add nuw nsw i64 %104, 4
  %126 = add i64 %105, 4
  %127 = icmp eq i64 %126, %25
  br i1 %127, label %30, label %103, !llvm.loop !158

128:                                              ; preds = %52, %128
  %129 = phi i64 [ %136, %128 ], [ %53, %52 ]
  %130 = getelementptr inbounds nuw %struct.anon.0, ptr %18, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %132 = load i32, ptr %131, align 8, !tbaa !155
  %133 = icmp eq i32 %132, %49
  %134 = zext i1 %133 to i8
  %135 = getelementptr inbounds nuw i8, ptr %10, i64 %129
  store i8 %134, ptr %135, align 1, !tbaa !14
  %136 = add nuw nsw i64 %129, 1
  %137 = icmp eq i64 %136, %50
  br i1 %137, label %222, label %128, !llvm.loop !159

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
  br i1 %161, label %162, label %149, !llvm.loop !160

162:                                              ; preds = %149
  %163 = icmp eq i64 %147, %144
  br i1 %163, label %170, label %164

164:                                              ; preds = %142, %162
  %165 = phi i64 [ 0, %142 ], [ %147, %162 ]
  br label %204

166:                                              ; preds = %138
  %167 = icmp eq i32 %3, 3
  %168 = select i1 %167, i32 1476395019, i32 1476395020
  %169 = call i32 @MPI_Allreduce(ptr noundef %140, ptr noundef %141, i32 noundef %2, i32 noundef -1946157056, i32 noundef %168, i32 noundef %4) #24
  br label %222

170:                                              ; preds = %204, %162
  %171 = icmp eq i32 %3, 3
  %172 = select i1 %171, i32 1476395019, i32 1476395020
  %173 = call i32 @MPI_Allreduce(ptr noundef nonnull %140, ptr noundef %141, i32 noundef %2, i32 noundef -1946157056, i32 noundef %172, i32 noundef %4) #24
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
  %192 = load <8 x i32>, ptr %190, align 4, !tbaa !161
  %193 = shufflevector <8 x i32> %192, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %194 = load <8 x i32>, ptr %191, align 4, !tbaa !161
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
  br i1 %203, label %177, label %186, !llvm.loop !163

204:                                              ; preds = %164, %204
  %205 = phi i64 [ %210, %204 ], [ %165, %164 ]
  %206 = getelementptr inbounds nuw float, ptr %1, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !19
  %208 = getelementptr inbounds nuw %struct.anon.1, ptr %140, i64 %205
  store float %207, ptr %208, align 4, !tbaa !164
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  store i32 %143, ptr %209, align 4, !tbaa !161
  %210 = add nuw nsw i64 %205, 1
  %211 = icmp eq i64 %210, %144
  br i1 %211, label %170, label %204, !llvm.loop !165

212:                                              ; preds = %177, %212
  %213 = phi i64 [ %220, %212 ], [ %178, %177 ]
  %214 = getelementptr inbounds nuw %struct.anon.1, ptr %141, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %216 = load i32, ptr %215, align 4, !tbaa !161
  %217 = icmp eq i32 %216, %174
  %218 = zext i1 %217 to i8
  %219 = getelementptr inbounds nuw i8, ptr %10, i64 %213
  store i8 %218, ptr %219, align 1, !tbaa !14
  %220 = add nuw nsw i64 %213, 1
  %221 = icmp eq i64 %220, %175
  br i1 %221, label %222, label %212, !llvm.loop !166

222:                                              ; preds = %212, %128, %166, %26
  %223 = phi ptr [ %17, %26 ], [ %140, %166 ], [ %17, %128 ], [ %140, %212 ]
  %224 = phi ptr [ %18, %26 ], [ %141, %166 ], [ %18, %128 ], [ %141, %212 ]
  call void @free(ptr noundef %223) #24
  call void @free(ptr noundef %224) #24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #24
  ret ptr %10
}

declare i32 @MPI_Type_free(ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_contiguous(i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_commit(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal void @tup_prod_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #24
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
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !24, !alias.scope !167, !noalias !170
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !24, !alias.scope !167, !noalias !170
  %58 = getelementptr inbounds nuw double, ptr %39, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !24, !alias.scope !170
  %61 = load <2 x double>, ptr %59, align 8, !tbaa !24, !alias.scope !170
  %62 = fmul <2 x double> %48, %60
  %63 = fmul <2 x double> %48, %61
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %56, <2 x double> %62)
  %65 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %57, <2 x double> %63)
  store <2 x double> %64, ptr %54, align 8, !tbaa !24, !alias.scope !167, !noalias !170
  store <2 x double> %65, ptr %55, align 8, !tbaa !24, !alias.scope !167, !noalias !170
  %66 = add nuw i64 %52, 4
  %67 = icmp eq i64 %66, %31
  br i1 %67, label %68, label %51, !llvm.loop !172

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
  br i1 %87, label %37, label %38, !llvm.loop !173

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
  br i1 %104, label %82, label %88, !llvm.loop !174
}

; Function Attrs: nounwind
define internal void @tup_min_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #24
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
  br i1 %31, label %16, label %15, !llvm.loop !175
}

; Function Attrs: nounwind
define internal void @tup_max_d(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #24
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
  br i1 %31, label %16, label %15, !llvm.loop !176
}

; Function Attrs: nounwind
define internal void @tup_prod_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #24
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
  %56 = load <4 x float>, ptr %54, align 4, !tbaa !19, !alias.scope !177, !noalias !180
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !19, !alias.scope !177, !noalias !180
  %58 = getelementptr inbounds nuw float, ptr %39, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <4 x float>, ptr %58, align 4, !tbaa !19, !alias.scope !180
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !19, !alias.scope !180
  %62 = fmul <4 x float> %48, %60
  %63 = fmul <4 x float> %48, %61
  %64 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> %56, <4 x float> %62)
  %65 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> %57, <4 x float> %63)
  store <4 x float> %64, ptr %54, align 4, !tbaa !19, !alias.scope !177, !noalias !180
  store <4 x float> %65, ptr %55, align 4, !tbaa !19, !alias.scope !177, !noalias !180
  %66 = add nuw i64 %52, 8
  %67 = icmp eq i64 %66, %31
  br i1 %67, label %68, label %51, !llvm.loop !182

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
  br i1 %87, label %37, label %38, !llvm.loop !183

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
  br i1 %104, label %82, label %88, !llvm.loop !184
}

; Function Attrs: nounwind
define internal void @tup_min_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #24
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
  br i1 %31, label %16, label %15, !llvm.loop !185
}

; Function Attrs: nounwind
define internal void @tup_max_f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) #6 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #24
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = call i32 @MPI_Type_size(i32 noundef %6, ptr noundef nonnull %5) #24
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
  br i1 %31, label %16, label %15, !llvm.loop !186
}

declare i32 @MPI_Op_create(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Type_size(i32 noundef, ptr noundef) local_unnamed_addr #2

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
!29 = !{!30, !6, i64 8}
!30 = !{!"MPI_Status", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16}
!31 = distinct !{!31, !17}
!32 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5}
!33 = !{!30, !6, i64 12}
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
!46 = !{!47, !6, i64 0}
!47 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !11, i64 32, !11, i64 40, !6, i64 48, !6, i64 52}
!48 = !{!47, !6, i64 4}
!49 = !{!47, !6, i64 8}
!50 = !{!47, !6, i64 12}
!51 = !{!47, !6, i64 16}
!52 = !{!47, !6, i64 20}
!53 = !{!47, !6, i64 24}
!54 = !{!47, !11, i64 32}
!55 = !{!47, !6, i64 52}
!56 = !{!47, !11, i64 40}
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = distinct !{!62, !17, !22, !23}
!63 = distinct !{!63, !64}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = !{!66}
!66 = distinct !{!66, !67}
!67 = distinct !{!67, !"LVerDomain"}
!68 = !{!69}
!69 = distinct !{!69, !67}
!70 = distinct !{!70, !17, !22, !23}
!71 = distinct !{!71, !64}
!72 = distinct !{!72, !17, !22}
!73 = distinct !{!73, !17, !22}
!74 = !{!75, !75, i64 0}
!75 = !{!"any p2 pointer", !11, i64 0}
!76 = !{!77, !11, i64 16}
!77 = !{!"", !78, i64 0, !6, i64 8, !11, i64 16}
!78 = !{!"long long", !7, i64 0}
!79 = !{!77, !78, i64 0}
!80 = !{!77, !6, i64 8}
!81 = !{!78, !78, i64 0}
!82 = distinct !{!82, !17}
!83 = distinct !{!83, !17}
!84 = distinct !{!84, !17}
!85 = distinct !{!85, !17}
!86 = distinct !{!86, !17}
!87 = distinct !{!87, !17}
!88 = distinct !{!88, !17}
!89 = distinct !{!89, !17}
!90 = distinct !{!90, !17}
!91 = distinct !{!91, !17}
!92 = distinct !{!92, !17}
!93 = distinct !{!93, !17}
!94 = distinct !{!94, !17, !22, !23}
!95 = distinct !{!95, !17, !22, !23}
!96 = distinct !{!96, !17, !23, !22}
!97 = distinct !{!97, !17, !23, !22}
!98 = distinct !{!98, !17}
!99 = distinct !{!99, !17}
!100 = distinct !{!100, !17}
!101 = distinct !{!101, !17, !22, !23}
!102 = distinct !{!102, !17, !22, !23}
!103 = distinct !{!103, !17, !23, !22}
!104 = distinct !{!104, !17, !23, !22}
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
!117 = !{!118, !6, i64 0}
!118 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8}
!119 = !{!118, !6, i64 4}
!120 = distinct !{!120, !17}
!121 = !{!118, !6, i64 8}
!122 = distinct !{!122, !17}
!123 = distinct !{!123, !17}
!124 = distinct !{!124, !17, !22, !23}
!125 = distinct !{!125, !17}
!126 = distinct !{!126, !17, !23, !22}
!127 = distinct !{!127, !64}
!128 = distinct !{!128, !17}
!129 = distinct !{!129, !17}
!130 = distinct !{!130, !17}
!131 = distinct !{!131, !17}
!132 = distinct !{!132, !17}
!133 = distinct !{!133, !17}
!134 = !{!135, !6, i64 0}
!135 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !11, i64 32}
!136 = !{!135, !6, i64 4}
!137 = !{!135, !6, i64 8}
!138 = !{!135, !6, i64 12}
!139 = !{!135, !6, i64 20}
!140 = !{!135, !6, i64 24}
!141 = !{!135, !6, i64 16}
!142 = !{!135, !11, i64 32}
!143 = distinct !{!143, !17}
!144 = distinct !{!144, !17, !22, !23}
!145 = distinct !{!145, !17, !23, !22}
!146 = distinct !{!146, !17}
!147 = distinct !{!147, !17}
!148 = distinct !{!148, !17}
!149 = distinct !{!149, !17}
!150 = distinct !{!150, !17}
!151 = distinct !{!151, !17}
!152 = distinct !{!152, !17}
!153 = !{!154, !25, i64 0}
!154 = !{!"", !25, i64 0, !6, i64 8}
!155 = !{!154, !6, i64 8}
!156 = distinct !{!156, !64}
!157 = distinct !{!157, !17, !22, !23}
!158 = distinct !{!158, !17}
!159 = distinct !{!159, !17, !23, !22}
!160 = distinct !{!160, !17, !22, !23}
!161 = !{!162, !6, i64 4}
!162 = !{!"", !20, i64 0, !6, i64 4}
!163 = distinct !{!163, !17, !22, !23}
!164 = !{!162, !20, i64 0}
!165 = distinct !{!165, !17, !23, !22}
!166 = distinct !{!166, !17, !23, !22}
!167 = !{!168}
!168 = distinct !{!168, !169}
!169 = distinct !{!169, !"LVerDomain"}
!170 = !{!171}
!171 = distinct !{!171, !169}
!172 = distinct !{!172, !17, !22, !23}
!173 = distinct !{!173, !17}
!174 = distinct !{!174, !17, !22}
!175 = distinct !{!175, !17}
!176 = distinct !{!176, !17}
!177 = !{!178}
!178 = distinct !{!178, !179}
!179 = distinct !{!179, !"LVerDomain"}
!180 = !{!181}
!181 = distinct !{!181, !179}
!182 = distinct !{!182, !17, !22, !23}
!183 = distinct !{!183, !17}
!184 = distinct !{!184, !17, !22}
!185 = distinct !{!185, !17}
!186 = distinct !{!186, !17}
