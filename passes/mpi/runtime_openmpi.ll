; ModuleID = '/work/main/passes/mpi/runtime.c'
source_filename = "/work/main/passes/mpi/runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_request_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.op_reg = type { ptr, i32 }
%struct.anon = type { double, i32 }
%struct.anon.0 = type { float, i32 }

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [40 x i8] c"mpiad: error in %s: %s (handle 0x%llx)\0A\00", align 1
@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@tab_used = internal unnamed_addr global i64 0, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"MPI_Isend\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"MPI_Irecv\00", align 1
@ompi_request_null = external global %struct.ompi_predefined_request_t, align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"MPI_Ssend\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"MPI_Send\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"MPI_Recv\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"MPI_Sendrecv\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"MPI_Sendrecv_replace\00", align 1
@op_regs = internal unnamed_addr global ptr null, align 8
@n_op_regs = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [14 x i8] c"MPI_Allreduce\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"MPI_Reduce\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"MPI_Bcast\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"MPI_Allgather\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"MPI_Gather\00", align 1
@.str.13 = private unnamed_addr constant [61 x i8] c"MPI_IN_PLACE is not supported for derivatives of gathers yet\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"MPI_Scatter\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"MPI_Alltoall\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"MPI_Reduce_scatter_block\00", align 1
@.str.17 = private unnamed_addr constant [36 x i8] c"only MPI_SUM is differentiable here\00", align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@rtab_n = internal unnamed_addr global i64 0, align 8
@rtab_vals = internal unnamed_addr global ptr null, align 8
@.str.18 = private unnamed_addr constant [102 x i8] c"the request was never completed (MPI_Wait/Waitall/Test) before the end of the differentiated function\00", align 1
@ompi_mpi_comm_null = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_float = external global %struct.ompi_predefined_datatype_t, align 1
@.str.19 = private unnamed_addr constant [134 x i8] c"an active buffer is described by a datatype other than MPI_DOUBLE or MPI_FLOAT; derived or mixed datatypes are not differentiable yet\00", align 1
@tab_cap = internal unnamed_addr global i64 0, align 8
@tab_vals = internal unnamed_addr global ptr null, align 8
@tab_keys = internal unnamed_addr global ptr null, align 8
@ompi_mpi_double_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_minloc = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_maxloc = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_float_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str.20 = private unnamed_addr constant [221 x i8] c"the reduction op has no derivative (a user-defined op from MPI_Op_create, or an op other than MPI_SUM/PROD/MIN/MAX); register one with mpiad_register_op_derivative(op, like) in C or mpiad.register_op_derivative in Python\00", align 1
@ompi_mpi_op_prod = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_min = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@rtab_keys = internal unnamed_addr global ptr null, align 8
@rtab_cap = internal unnamed_addr global i64 0, align 8

; Function Attrs: cold noinline noreturn nounwind
define void @__mpiad_fail(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr @stderr, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str, ptr noundef %0, ptr noundef %1, i64 noundef %2) #21
  %6 = load ptr, ptr @stderr, align 8, !tbaa !9
  %7 = tail call i32 @fflush(ptr noundef %6)
  %8 = tail call i32 @MPI_Abort(ptr noundef nonnull @ompi_mpi_comm_world, i32 noundef 70) #22
  tail call void @abort() #23
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
  %1 = load i64, ptr @tab_used, align 8, !tbaa !12
  ret i64 %1
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_isend(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #5 {
  %10 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #22
  %11 = icmp ne ptr %4, @ompi_mpi_double
  %12 = icmp eq ptr %4, @ompi_mpi_float
  %13 = select i1 %12, i32 2, i32 0
  %14 = select i1 %11, i32 %13, i32 1
  %15 = icmp ne ptr %1, null
  %16 = icmp ne ptr %4, @ompi_mpi_float
  %17 = and i1 %11, %16
  %18 = and i1 %15, %17
  br i1 %18, label %19, label %21

19:                                               ; preds = %9
  %20 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.19, i64 noundef %20) #24
  unreachable

21:                                               ; preds = %9
  %22 = icmp eq i32 %14, 0
  %23 = icmp ne i32 %10, 0
  %24 = select i1 %22, i1 true, i1 %23
  br i1 %24, label %66, label %25

25:                                               ; preds = %21
  %26 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #25
  store i32 1, ptr %26, align 8, !tbaa !14
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4
  store i32 %14, ptr %27, align 4, !tbaa !20
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store i32 %3, ptr %28, align 8, !tbaa !21
  %29 = getelementptr inbounds nuw i8, ptr %26, i64 12
  store i32 %2, ptr %29, align 4, !tbaa !22
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 16
  store ptr %4, ptr %30, align 8, !tbaa !23
  %31 = and i1 %11, %12
  %32 = sext i32 %2 to i64
  %33 = sext i32 %3 to i64
  %34 = mul nsw i64 %33, %32
  %35 = select i1 %31, i64 2, i64 3
  %36 = shl i64 %34, %35
  %37 = or disjoint i64 %36, 1
  %38 = tail call noalias ptr @malloc(i64 noundef %37) #26
  %39 = icmp sgt i32 %2, 0
  br i1 %39, label %40, label %60

40:                                               ; preds = %25
  %41 = shl nsw i64 %33, %35
  %42 = zext nneg i32 %2 to i64
  br label %43

43:                                               ; preds = %57, %40
  %44 = phi i64 [ 0, %40 ], [ %58, %57 ]
  br i1 %15, label %45, label %53

45:                                               ; preds = %43
  %46 = getelementptr inbounds nuw ptr, ptr %1, i64 %44
  %47 = load ptr, ptr %46, align 8, !tbaa !24
  %48 = icmp eq ptr %47, null
  br i1 %48, label %53, label %49

49:                                               ; preds = %45
  %50 = mul nsw i64 %44, %33
  %51 = shl i64 %50, %35
  %52 = getelementptr inbounds nuw i8, ptr %38, i64 %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %52, ptr nonnull align 1 %47, i64 %41, i1 false)
  br label %57

53:                                               ; preds = %45, %43
  %54 = mul nsw i64 %44, %33
  %55 = shl i64 %54, %35
  %56 = getelementptr inbounds nuw i8, ptr %38, i64 %55
  tail call void @llvm.memset.p0.i64(ptr align 1 %56, i8 0, i64 %41, i1 false)
  br label %57

57:                                               ; preds = %53, %49
  %58 = add nuw nsw i64 %44, 1
  %59 = icmp eq i64 %58, %42
  br i1 %59, label %60, label %43, !llvm.loop !25

60:                                               ; preds = %57, %25
  %61 = getelementptr inbounds nuw i8, ptr %26, i64 48
  store ptr %38, ptr %61, align 8, !tbaa !27
  %62 = mul nsw i32 %3, %2
  %63 = getelementptr inbounds nuw i8, ptr %26, i64 56
  %64 = tail call i32 @MPI_Isend(ptr noundef %38, i32 noundef %62, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %63) #22
  %65 = load ptr, ptr %8, align 8, !tbaa !28
  tail call fastcc void @tab_put(ptr noundef %65, ptr noundef nonnull %26)
  br label %66

66:                                               ; preds = %21, %60
  ret i32 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

declare i32 @MPI_Isend(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc void @tab_put(ptr noundef %0, ptr noundef %1) unnamed_addr #8 {
  %3 = load i64, ptr @tab_used, align 8, !tbaa !12
  %4 = shl i64 %3, 1
  %5 = add i64 %4, 2
  %6 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %7 = icmp sgt i64 %5, %6
  %8 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %9 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  br i1 %7, label %10, label %37

10:                                               ; preds = %2
  %11 = icmp eq i64 %6, 0
  %12 = shl nsw i64 %6, 1
  %13 = select i1 %11, i64 64, i64 %12
  store i64 %13, ptr @tab_cap, align 8, !tbaa !12
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #25
  store ptr %14, ptr @tab_keys, align 8, !tbaa !30
  %15 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #25
  store ptr %15, ptr @tab_vals, align 8, !tbaa !29
  store i64 0, ptr @tab_used, align 8, !tbaa !12
  %16 = icmp sgt i64 %6, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %10, %26
  %18 = phi i64 [ %27, %26 ], [ 0, %10 ]
  %19 = getelementptr inbounds nuw ptr, ptr %8, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !24
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds nuw i64, ptr %9, i64 %18
  %24 = load i64, ptr %23, align 8, !tbaa !32
  %25 = inttoptr i64 %24 to ptr
  tail call fastcc void @tab_put(ptr noundef %25, ptr noundef nonnull %20)
  br label %26

26:                                               ; preds = %22, %17
  %27 = add nuw nsw i64 %18, 1
  %28 = icmp eq i64 %27, %6
  br i1 %28, label %29, label %17, !llvm.loop !34

29:                                               ; preds = %26
  %30 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %31 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %32 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  br label %33

33:                                               ; preds = %29, %10
  %34 = phi ptr [ %32, %29 ], [ %14, %10 ]
  %35 = phi ptr [ %31, %29 ], [ %15, %10 ]
  %36 = phi i64 [ %30, %29 ], [ %13, %10 ]
  tail call void @free(ptr noundef %9) #22
  tail call void @free(ptr noundef %8) #22
  br label %37

37:                                               ; preds = %33, %2
  %38 = phi ptr [ %34, %33 ], [ %9, %2 ]
  %39 = phi ptr [ %35, %33 ], [ %8, %2 ]
  %40 = phi i64 [ %36, %33 ], [ %6, %2 ]
  %41 = ptrtoint ptr %0 to i64
  %42 = mul i64 %41, -7046029254386353131
  %43 = urem i64 %42, %40
  %44 = getelementptr inbounds ptr, ptr %39, i64 %43
  %45 = load ptr, ptr %44, align 8, !tbaa !24
  %46 = icmp eq ptr %45, null
  br i1 %46, label %58, label %47

47:                                               ; preds = %37, %52
  %48 = phi i64 [ %54, %52 ], [ %43, %37 ]
  %49 = getelementptr inbounds i64, ptr %38, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !32
  %51 = icmp eq i64 %50, %41
  br i1 %51, label %62, label %52

52:                                               ; preds = %47
  %53 = add nsw i64 %48, 1
  %54 = srem i64 %53, %40
  %55 = getelementptr inbounds ptr, ptr %39, i64 %54
  %56 = load ptr, ptr %55, align 8, !tbaa !24
  %57 = icmp eq ptr %56, null
  br i1 %57, label %58, label %47, !llvm.loop !35

58:                                               ; preds = %52, %37
  %59 = phi i64 [ %43, %37 ], [ %54, %52 ]
  %60 = load i64, ptr @tab_used, align 8, !tbaa !12
  %61 = add nsw i64 %60, 1
  store i64 %61, ptr @tab_used, align 8, !tbaa !12
  br label %62

62:                                               ; preds = %47, %58
  %63 = phi i64 [ %59, %58 ], [ %48, %47 ]
  %64 = getelementptr inbounds ptr, ptr %39, i64 %63
  %65 = getelementptr inbounds i64, ptr %38, i64 %63
  store i64 %41, ptr %65, align 8, !tbaa !32
  store ptr %1, ptr %64, align 8, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

; Function Attrs: nounwind
define i32 @__mpiad_fwd_irecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #5 {
  %10 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8) #22
  %11 = icmp ne ptr %4, @ompi_mpi_double
  %12 = icmp eq ptr %4, @ompi_mpi_float
  %13 = select i1 %12, i32 2, i32 0
  %14 = select i1 %11, i32 %13, i32 1
  %15 = icmp ne ptr %1, null
  %16 = icmp ne ptr %4, @ompi_mpi_float
  %17 = and i1 %11, %16
  %18 = and i1 %15, %17
  br i1 %18, label %19, label %21

19:                                               ; preds = %9
  %20 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.19, i64 noundef %20) #24
  unreachable

21:                                               ; preds = %9
  %22 = icmp eq i32 %14, 0
  %23 = icmp ne i32 %10, 0
  %24 = select i1 %22, i1 true, i1 %23
  br i1 %24, label %57, label %25

25:                                               ; preds = %21
  %26 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #25
  store i32 2, ptr %26, align 8, !tbaa !14
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4
  store i32 %14, ptr %27, align 4, !tbaa !20
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store i32 %3, ptr %28, align 8, !tbaa !21
  %29 = getelementptr inbounds nuw i8, ptr %26, i64 12
  store i32 %2, ptr %29, align 4, !tbaa !22
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 16
  store ptr %4, ptr %30, align 8, !tbaa !23
  %31 = getelementptr inbounds nuw i8, ptr %26, i64 32
  store ptr %7, ptr %31, align 8, !tbaa !36
  %32 = sext i32 %3 to i64
  %33 = sext i32 %2 to i64
  %34 = mul nsw i64 %32, %33
  %35 = and i1 %11, %12
  %36 = select i1 %35, i64 2, i64 3
  %37 = shl i64 %34, %36
  %38 = or disjoint i64 %37, 1
  %39 = tail call noalias ptr @malloc(i64 noundef %38) #26
  %40 = getelementptr inbounds nuw i8, ptr %26, i64 48
  store ptr %39, ptr %40, align 8, !tbaa !27
  br i1 %15, label %41, label %45

41:                                               ; preds = %25
  %42 = shl nsw i64 %33, 3
  %43 = tail call noalias ptr @malloc(i64 noundef %42) #26
  %44 = getelementptr inbounds nuw i8, ptr %26, i64 40
  store ptr %43, ptr %44, align 8, !tbaa !37
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %43, ptr nonnull align 8 %1, i64 %42, i1 false)
  br label %45

45:                                               ; preds = %41, %25
  %46 = icmp eq i32 %5, -1
  %47 = icmp eq i32 %6, -1
  %48 = or i1 %46, %47
  br i1 %48, label %49, label %51

49:                                               ; preds = %45
  %50 = getelementptr inbounds nuw i8, ptr %26, i64 64
  store i32 1, ptr %50, align 8, !tbaa !38
  br label %55

51:                                               ; preds = %45
  %52 = mul nsw i32 %3, %2
  %53 = getelementptr inbounds nuw i8, ptr %26, i64 56
  %54 = tail call i32 @MPI_Irecv(ptr noundef %39, i32 noundef %52, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %53) #22
  br label %55

55:                                               ; preds = %51, %49
  %56 = load ptr, ptr %8, align 8, !tbaa !28
  tail call fastcc void @tab_put(ptr noundef %56, ptr noundef nonnull %26)
  br label %57

57:                                               ; preds = %21, %55
  ret i32 %10
}

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: nounwind
define i32 @__mpiad_fwd_wait(ptr noundef %0, ptr noundef writeonly captures(address_is_null) %1) local_unnamed_addr #5 {
  %3 = alloca %struct.ompi_status_public_t, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #22
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #22
  %6 = icmp eq ptr %1, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !39
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq ptr %4, @ompi_request_null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %65, label %13

13:                                               ; preds = %10
  %14 = ptrtoint ptr %4 to i64
  %15 = mul i64 %14, -7046029254386353131
  %16 = urem i64 %15, %11
  %17 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %18 = getelementptr inbounds ptr, ptr %17, i64 %16
  %19 = load ptr, ptr %18, align 8, !tbaa !24
  %20 = icmp eq ptr %19, null
  br i1 %20, label %65, label %21

21:                                               ; preds = %13
  %22 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  %23 = getelementptr inbounds i64, ptr %22, i64 %16
  %24 = load i64, ptr %23, align 8, !tbaa !32
  %25 = icmp eq i64 %24, %14
  br i1 %25, label %30, label %58

26:                                               ; preds = %58
  %27 = getelementptr inbounds i64, ptr %22, i64 %61
  %28 = load i64, ptr %27, align 8, !tbaa !32
  %29 = icmp eq i64 %28, %14
  br i1 %29, label %30, label %58, !llvm.loop !40

30:                                               ; preds = %26, %21
  %31 = phi ptr [ %19, %21 ], [ %63, %26 ]
  %32 = phi i64 [ %16, %21 ], [ %61, %26 ]
  %33 = getelementptr inbounds ptr, ptr %17, i64 %32
  store ptr null, ptr %33, align 8, !tbaa !24
  %34 = load i64, ptr @tab_used, align 8, !tbaa !12
  %35 = add nsw i64 %34, -1
  store i64 %35, ptr @tab_used, align 8, !tbaa !12
  %36 = add nsw i64 %32, 1
  %37 = srem i64 %36, %11
  %38 = getelementptr inbounds ptr, ptr %17, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !24
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %30, %41
  %42 = phi ptr [ %56, %41 ], [ %39, %30 ]
  %43 = phi ptr [ %55, %41 ], [ %38, %30 ]
  %44 = phi i64 [ %53, %41 ], [ %37, %30 ]
  %45 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  %46 = getelementptr inbounds i64, ptr %45, i64 %44
  %47 = load i64, ptr %46, align 8, !tbaa !32
  store ptr null, ptr %43, align 8, !tbaa !24
  %48 = load i64, ptr @tab_used, align 8, !tbaa !12
  %49 = add nsw i64 %48, -1
  store i64 %49, ptr @tab_used, align 8, !tbaa !12
  %50 = inttoptr i64 %47 to ptr
  call fastcc void @tab_put(ptr noundef %50, ptr noundef nonnull %42)
  %51 = add nsw i64 %44, 1
  %52 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %53 = srem i64 %51, %52
  %54 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %55 = getelementptr inbounds ptr, ptr %54, i64 %53
  %56 = load ptr, ptr %55, align 8, !tbaa !24
  %57 = icmp eq ptr %56, null
  br i1 %57, label %65, label %41, !llvm.loop !41

58:                                               ; preds = %21, %26
  %59 = phi i64 [ %61, %26 ], [ %16, %21 ]
  %60 = add nsw i64 %59, 1
  %61 = srem i64 %60, %11
  %62 = getelementptr inbounds ptr, ptr %17, i64 %61
  %63 = load ptr, ptr %62, align 8, !tbaa !24
  %64 = icmp eq ptr %63, null
  br i1 %64, label %65, label %26, !llvm.loop !40

65:                                               ; preds = %58, %41, %10, %13, %30
  %66 = phi ptr [ null, %10 ], [ %31, %30 ], [ null, %13 ], [ %31, %41 ], [ null, %58 ]
  call fastcc void @fwd_complete(ptr noundef %66, ptr noundef nonnull %3)
  br label %67

67:                                               ; preds = %65, %8
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #22
  ret i32 %5
}

declare i32 @MPI_Wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc void @fwd_complete(ptr noundef %0, ptr noundef readonly captures(none) %1) unnamed_addr #5 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %97, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %6 = load i32, ptr %5, align 8, !tbaa !38
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %24, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %10 = load ptr, ptr %9, align 8, !tbaa !27
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load i32, ptr %11, align 8, !tbaa !21
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %14 = load i32, ptr %13, align 4, !tbaa !22
  %15 = mul nsw i32 %14, %12
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !23
  %18 = load i32, ptr %1, align 8, !tbaa !42
  %19 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !44
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %22 = load ptr, ptr %21, align 8, !tbaa !36
  %23 = tail call i32 @MPI_Recv(ptr noundef %10, i32 noundef %15, ptr noundef %17, i32 noundef %18, i32 noundef %20, ptr noundef %22, ptr noundef null) #22
  br label %27

24:                                               ; preds = %4
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %26 = tail call i32 @MPI_Wait(ptr noundef nonnull %25, ptr noundef null) #22
  br label %27

27:                                               ; preds = %24, %8
  %28 = load i32, ptr %0, align 8, !tbaa !14
  %29 = icmp eq i32 %28, 2
  br i1 %29, label %30, label %92

30:                                               ; preds = %27
  %31 = load i32, ptr %1, align 8, !tbaa !42
  %32 = icmp eq i32 %31, -2
  br i1 %32, label %92, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %35 = load ptr, ptr %34, align 8, !tbaa !37
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %37 = load i32, ptr %36, align 4, !tbaa !22
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %39 = load ptr, ptr %38, align 8, !tbaa !27
  %40 = icmp ne ptr %35, null
  %41 = icmp sgt i32 %37, 0
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %92

43:                                               ; preds = %33
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %45 = load i32, ptr %44, align 8, !tbaa !21
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !20
  %48 = icmp eq i32 %47, 2
  %49 = sext i32 %45 to i64
  %50 = select i1 %48, i64 2, i64 3
  %51 = shl nsw i64 %49, %50
  %52 = zext nneg i32 %37 to i64
  %53 = and i64 %52, 1
  %54 = icmp eq i32 %37, 1
  br i1 %54, label %82, label %55

55:                                               ; preds = %43
  %56 = and i64 %52, 2147483646
  br label %57

57:                                               ; preds = %76, %55
  %58 = phi i64 [ 0, %55 ], [ %77, %76 ]
  %59 = phi i64 [ 0, %55 ], [ %78, %76 ]
  %60 = getelementptr inbounds nuw ptr, ptr %35, i64 %58
  %61 = load ptr, ptr %60, align 8, !tbaa !24
  %62 = icmp eq ptr %61, null
  br i1 %62, label %67, label %63

63:                                               ; preds = %57
  %64 = mul nsw i64 %58, %49
  %65 = shl i64 %64, %50
  %66 = getelementptr inbounds nuw i8, ptr %39, i64 %65
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %61, ptr readonly align 1 %66, i64 %51, i1 false)
  br label %67

67:                                               ; preds = %63, %57
  %68 = or disjoint i64 %58, 1
  %69 = getelementptr inbounds nuw ptr, ptr %35, i64 %68
  %70 = load ptr, ptr %69, align 8, !tbaa !24
  %71 = icmp eq ptr %70, null
  br i1 %71, label %76, label %72

72:                                               ; preds = %67
  %73 = mul nsw i64 %68, %49
  %74 = shl i64 %73, %50
  %75 = getelementptr inbounds nuw i8, ptr %39, i64 %74
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %70, ptr readonly align 1 %75, i64 %51, i1 false)
  br label %76

76:                                               ; preds = %72, %67
  %77 = add nuw nsw i64 %58, 2
  %78 = add i64 %59, 2
  %79 = icmp eq i64 %78, %56
  br i1 %79, label %80, label %57, !llvm.loop !45

80:                                               ; preds = %76
  %81 = icmp eq i64 %53, 0
  br i1 %81, label %92, label %82

82:                                               ; preds = %80, %43
  %83 = phi i64 [ 0, %43 ], [ %77, %80 ]
  %84 = icmp ne i64 %53, 0
  tail call void @llvm.assume(i1 %84)
  %85 = getelementptr inbounds nuw ptr, ptr %35, i64 %83
  %86 = load ptr, ptr %85, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %92, label %88

88:                                               ; preds = %82
  %89 = mul nsw i64 %83, %49
  %90 = shl i64 %89, %50
  %91 = getelementptr inbounds nuw i8, ptr %39, i64 %90
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %86, ptr readonly align 1 %91, i64 %51, i1 false)
  br label %92

92:                                               ; preds = %80, %88, %82, %33, %30, %27
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %94 = load ptr, ptr %93, align 8, !tbaa !27
  tail call void @free(ptr noundef %94) #22
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %96 = load ptr, ptr %95, align 8, !tbaa !37
  tail call void @free(ptr noundef %96) #22
  tail call void @free(ptr noundef %0) #22
  br label %97

97:                                               ; preds = %2, %92
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #5 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %8 = mul nsw i64 %5, 24
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #22
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = icmp eq ptr %2, null
  %16 = zext nneg i32 %0 to i64
  br label %18

17:                                               ; preds = %85, %3
  tail call void @free(ptr noundef %7) #22
  tail call void @free(ptr noundef %9) #22
  ret i32 %12

18:                                               ; preds = %14, %85
  %19 = phi i64 [ 0, %14 ], [ %86, %85 ]
  br i1 %15, label %23, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %2, i64 %19
  %22 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %22, i64 24, i1 false), !tbaa.struct !39
  br label %23

23:                                               ; preds = %20, %18
  %24 = getelementptr inbounds nuw ptr, ptr %7, i64 %19
  %25 = load ptr, ptr %24, align 8, !tbaa !28
  %26 = icmp eq ptr %25, @ompi_request_null
  br i1 %26, label %85, label %27

27:                                               ; preds = %23
  %28 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %82, label %30

30:                                               ; preds = %27
  %31 = ptrtoint ptr %25 to i64
  %32 = mul i64 %31, -7046029254386353131
  %33 = urem i64 %32, %28
  %34 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %35 = getelementptr inbounds ptr, ptr %34, i64 %33
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %82, label %38

38:                                               ; preds = %30
  %39 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  %40 = getelementptr inbounds i64, ptr %39, i64 %33
  %41 = load i64, ptr %40, align 8, !tbaa !32
  %42 = icmp eq i64 %41, %31
  br i1 %42, label %47, label %75

43:                                               ; preds = %75
  %44 = getelementptr inbounds i64, ptr %39, i64 %78
  %45 = load i64, ptr %44, align 8, !tbaa !32
  %46 = icmp eq i64 %45, %31
  br i1 %46, label %47, label %75, !llvm.loop !40

47:                                               ; preds = %43, %38
  %48 = phi ptr [ %36, %38 ], [ %80, %43 ]
  %49 = phi i64 [ %33, %38 ], [ %78, %43 ]
  %50 = getelementptr inbounds ptr, ptr %34, i64 %49
  store ptr null, ptr %50, align 8, !tbaa !24
  %51 = load i64, ptr @tab_used, align 8, !tbaa !12
  %52 = add nsw i64 %51, -1
  store i64 %52, ptr @tab_used, align 8, !tbaa !12
  %53 = add nsw i64 %49, 1
  %54 = srem i64 %53, %28
  %55 = getelementptr inbounds ptr, ptr %34, i64 %54
  %56 = load ptr, ptr %55, align 8, !tbaa !24
  %57 = icmp eq ptr %56, null
  br i1 %57, label %82, label %58

58:                                               ; preds = %47, %58
  %59 = phi ptr [ %73, %58 ], [ %56, %47 ]
  %60 = phi ptr [ %72, %58 ], [ %55, %47 ]
  %61 = phi i64 [ %70, %58 ], [ %54, %47 ]
  %62 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  %63 = getelementptr inbounds i64, ptr %62, i64 %61
  %64 = load i64, ptr %63, align 8, !tbaa !32
  store ptr null, ptr %60, align 8, !tbaa !24
  %65 = load i64, ptr @tab_used, align 8, !tbaa !12
  %66 = add nsw i64 %65, -1
  store i64 %66, ptr @tab_used, align 8, !tbaa !12
  %67 = inttoptr i64 %64 to ptr
  tail call fastcc void @tab_put(ptr noundef %67, ptr noundef nonnull %59)
  %68 = add nsw i64 %61, 1
  %69 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %70 = srem i64 %68, %69
  %71 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %72 = getelementptr inbounds ptr, ptr %71, i64 %70
  %73 = load ptr, ptr %72, align 8, !tbaa !24
  %74 = icmp eq ptr %73, null
  br i1 %74, label %82, label %58, !llvm.loop !41

75:                                               ; preds = %38, %43
  %76 = phi i64 [ %78, %43 ], [ %33, %38 ]
  %77 = add nsw i64 %76, 1
  %78 = srem i64 %77, %28
  %79 = getelementptr inbounds ptr, ptr %34, i64 %78
  %80 = load ptr, ptr %79, align 8, !tbaa !24
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %43, !llvm.loop !40

82:                                               ; preds = %75, %58, %27, %30, %47
  %83 = phi ptr [ null, %27 ], [ %48, %47 ], [ null, %30 ], [ %48, %58 ], [ null, %75 ]
  %84 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %19
  tail call fastcc void @fwd_complete(ptr noundef %83, ptr noundef %84)
  br label %85

85:                                               ; preds = %23, %82
  %86 = add nuw nsw i64 %19, 1
  %87 = icmp eq i64 %86, %16
  br i1 %87, label %17, label %18, !llvm.loop !46
}

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #11

; Function Attrs: nounwind
define i32 @__mpiad_fwd_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #5 {
  %4 = alloca %struct.ompi_status_public_t, align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #22
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #22
  %7 = icmp eq ptr %2, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !39
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp ne i32 %10, 0
  %12 = icmp ne ptr %5, @ompi_request_null
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %71

14:                                               ; preds = %9
  %15 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %69, label %17

17:                                               ; preds = %14
  %18 = ptrtoint ptr %5 to i64
  %19 = mul i64 %18, -7046029254386353131
  %20 = urem i64 %19, %15
  %21 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %22 = getelementptr inbounds ptr, ptr %21, i64 %20
  %23 = load ptr, ptr %22, align 8, !tbaa !24
  %24 = icmp eq ptr %23, null
  br i1 %24, label %69, label %25

25:                                               ; preds = %17
  %26 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  %27 = getelementptr inbounds i64, ptr %26, i64 %20
  %28 = load i64, ptr %27, align 8, !tbaa !32
  %29 = icmp eq i64 %28, %18
  br i1 %29, label %34, label %62

30:                                               ; preds = %62
  %31 = getelementptr inbounds i64, ptr %26, i64 %65
  %32 = load i64, ptr %31, align 8, !tbaa !32
  %33 = icmp eq i64 %32, %18
  br i1 %33, label %34, label %62, !llvm.loop !40

34:                                               ; preds = %30, %25
  %35 = phi ptr [ %23, %25 ], [ %67, %30 ]
  %36 = phi i64 [ %20, %25 ], [ %65, %30 ]
  %37 = getelementptr inbounds ptr, ptr %21, i64 %36
  store ptr null, ptr %37, align 8, !tbaa !24
  %38 = load i64, ptr @tab_used, align 8, !tbaa !12
  %39 = add nsw i64 %38, -1
  store i64 %39, ptr @tab_used, align 8, !tbaa !12
  %40 = add nsw i64 %36, 1
  %41 = srem i64 %40, %15
  %42 = getelementptr inbounds ptr, ptr %21, i64 %41
  %43 = load ptr, ptr %42, align 8, !tbaa !24
  %44 = icmp eq ptr %43, null
  br i1 %44, label %69, label %45

45:                                               ; preds = %34, %45
  %46 = phi ptr [ %60, %45 ], [ %43, %34 ]
  %47 = phi ptr [ %59, %45 ], [ %42, %34 ]
  %48 = phi i64 [ %57, %45 ], [ %41, %34 ]
  %49 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  %50 = getelementptr inbounds i64, ptr %49, i64 %48
  %51 = load i64, ptr %50, align 8, !tbaa !32
  store ptr null, ptr %47, align 8, !tbaa !24
  %52 = load i64, ptr @tab_used, align 8, !tbaa !12
  %53 = add nsw i64 %52, -1
  store i64 %53, ptr @tab_used, align 8, !tbaa !12
  %54 = inttoptr i64 %51 to ptr
  call fastcc void @tab_put(ptr noundef %54, ptr noundef nonnull %46)
  %55 = add nsw i64 %48, 1
  %56 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %57 = srem i64 %55, %56
  %58 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %59 = getelementptr inbounds ptr, ptr %58, i64 %57
  %60 = load ptr, ptr %59, align 8, !tbaa !24
  %61 = icmp eq ptr %60, null
  br i1 %61, label %69, label %45, !llvm.loop !41

62:                                               ; preds = %25, %30
  %63 = phi i64 [ %65, %30 ], [ %20, %25 ]
  %64 = add nsw i64 %63, 1
  %65 = srem i64 %64, %15
  %66 = getelementptr inbounds ptr, ptr %21, i64 %65
  %67 = load ptr, ptr %66, align 8, !tbaa !24
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %30, !llvm.loop !40

69:                                               ; preds = %62, %45, %14, %17, %34
  %70 = phi ptr [ null, %14 ], [ %35, %34 ], [ null, %17 ], [ %35, %45 ], [ null, %62 ]
  call fastcc void @fwd_complete(ptr noundef %70, ptr noundef nonnull %4)
  br label %71

71:                                               ; preds = %69, %9
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #22
  ret i32 %6
}

declare i32 @MPI_Test(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_send(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %9
  %12 = tail call i32 @MPI_Ssend(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #22
  br label %15

13:                                               ; preds = %9
  %14 = tail call i32 @MPI_Send(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #22
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi ptr [ @.str.3, %11 ], [ @.str.4, %13 ]
  %17 = phi i32 [ %12, %11 ], [ %14, %13 ]
  %18 = icmp ne ptr %4, @ompi_mpi_double
  %19 = icmp eq ptr %4, @ompi_mpi_float
  %20 = icmp ne ptr %1, null
  %21 = icmp ne ptr %4, @ompi_mpi_float
  %22 = and i1 %18, %21
  %23 = and i1 %20, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %15
  %25 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %16, ptr noundef nonnull @.str.19, i64 noundef %25) #24
  unreachable

26:                                               ; preds = %15
  %27 = xor i1 %19, true
  %28 = and i1 %18, %27
  br i1 %28, label %62, label %29

29:                                               ; preds = %26
  %30 = and i1 %18, %19
  %31 = sext i32 %2 to i64
  %32 = sext i32 %3 to i64
  %33 = mul nsw i64 %32, %31
  %34 = select i1 %30, i64 2, i64 3
  %35 = shl i64 %33, %34
  %36 = or disjoint i64 %35, 1
  %37 = tail call noalias ptr @malloc(i64 noundef %36) #26
  %38 = icmp sgt i32 %2, 0
  br i1 %38, label %39, label %59

39:                                               ; preds = %29
  %40 = shl nsw i64 %32, %34
  %41 = zext nneg i32 %2 to i64
  br label %42

42:                                               ; preds = %56, %39
  %43 = phi i64 [ 0, %39 ], [ %57, %56 ]
  br i1 %20, label %44, label %52

44:                                               ; preds = %42
  %45 = getelementptr inbounds nuw ptr, ptr %1, i64 %43
  %46 = load ptr, ptr %45, align 8, !tbaa !24
  %47 = icmp eq ptr %46, null
  br i1 %47, label %52, label %48

48:                                               ; preds = %44
  %49 = mul nsw i64 %43, %32
  %50 = shl i64 %49, %34
  %51 = getelementptr inbounds nuw i8, ptr %37, i64 %50
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %51, ptr nonnull align 1 %46, i64 %40, i1 false)
  br label %56

52:                                               ; preds = %44, %42
  %53 = mul nsw i64 %43, %32
  %54 = shl i64 %53, %34
  %55 = getelementptr inbounds nuw i8, ptr %37, i64 %54
  tail call void @llvm.memset.p0.i64(ptr align 1 %55, i8 0, i64 %40, i1 false)
  br label %56

56:                                               ; preds = %52, %48
  %57 = add nuw nsw i64 %43, 1
  %58 = icmp eq i64 %57, %41
  br i1 %58, label %59, label %42, !llvm.loop !25

59:                                               ; preds = %56, %29
  %60 = mul nsw i32 %3, %2
  %61 = tail call i32 @MPI_Send(ptr noundef %37, i32 noundef %60, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #22
  tail call void @free(ptr noundef %37) #22
  br label %62

62:                                               ; preds = %26, %59
  ret i32 %17
}

declare i32 @MPI_Ssend(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Send(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef writeonly captures(address_is_null) %8) local_unnamed_addr #5 {
  %10 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  %11 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %10) #22
  %12 = icmp eq ptr %8, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false), !tbaa.struct !39
  br label %14

14:                                               ; preds = %13, %9
  %15 = icmp ne ptr %4, @ompi_mpi_double
  %16 = icmp eq ptr %4, @ompi_mpi_float
  %17 = icmp ne ptr %1, null
  %18 = icmp ne ptr %4, @ompi_mpi_float
  %19 = and i1 %18, %17
  %20 = and i1 %19, %15
  br i1 %20, label %21, label %23

21:                                               ; preds = %14
  %22 = ptrtoint ptr %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.19, i64 noundef %22) #24
  unreachable

23:                                               ; preds = %14
  %24 = xor i1 %16, true
  %25 = and i1 %15, %24
  br i1 %25, label %89, label %26

26:                                               ; preds = %23
  %27 = sext i32 %3 to i64
  %28 = sext i32 %2 to i64
  %29 = mul nsw i64 %27, %28
  %30 = and i1 %15, %16
  %31 = select i1 %30, i64 2, i64 3
  %32 = shl i64 %29, %31
  %33 = or disjoint i64 %32, 1
  %34 = call noalias ptr @malloc(i64 noundef %33) #26
  %35 = mul nsw i32 %3, %2
  %36 = load i32, ptr %10, align 8, !tbaa !42
  %37 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !44
  %39 = call i32 @MPI_Recv(ptr noundef %34, i32 noundef %35, ptr noundef %4, i32 noundef %36, i32 noundef %38, ptr noundef %7, ptr noundef null) #22
  %40 = load i32, ptr %10, align 8, !tbaa !42
  %41 = icmp eq i32 %40, -2
  br i1 %41, label %88, label %42

42:                                               ; preds = %26
  %43 = icmp ne ptr %1, null
  %44 = icmp sgt i32 %2, 0
  %45 = and i1 %43, %44
  br i1 %45, label %46, label %88

46:                                               ; preds = %42
  %47 = shl nsw i64 %27, %31
  %48 = zext nneg i32 %2 to i64
  %49 = and i64 %48, 1
  %50 = icmp eq i32 %2, 1
  br i1 %50, label %78, label %51

51:                                               ; preds = %46
  %52 = and i64 %48, 2147483646
  br label %53

53:                                               ; preds = %72, %51
  %54 = phi i64 [ 0, %51 ], [ %73, %72 ]
  %55 = phi i64 [ 0, %51 ], [ %74, %72 ]
  %56 = getelementptr inbounds nuw ptr, ptr %1, i64 %54
  %57 = load ptr, ptr %56, align 8, !tbaa !24
  %58 = icmp eq ptr %57, null
  br i1 %58, label %63, label %59

59:                                               ; preds = %53
  %60 = mul nsw i64 %54, %27
  %61 = shl i64 %60, %31
  %62 = getelementptr inbounds nuw i8, ptr %34, i64 %61
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %57, ptr readonly align 1 %62, i64 %47, i1 false)
  br label %63

63:                                               ; preds = %59, %53
  %64 = or disjoint i64 %54, 1
  %65 = getelementptr inbounds nuw ptr, ptr %1, i64 %64
  %66 = load ptr, ptr %65, align 8, !tbaa !24
  %67 = icmp eq ptr %66, null
  br i1 %67, label %72, label %68

68:                                               ; preds = %63
  %69 = mul nsw i64 %64, %27
  %70 = shl i64 %69, %31
  %71 = getelementptr inbounds nuw i8, ptr %34, i64 %70
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %66, ptr readonly align 1 %71, i64 %47, i1 false)
  br label %72

72:                                               ; preds = %68, %63
  %73 = add nuw nsw i64 %54, 2
  %74 = add i64 %55, 2
  %75 = icmp eq i64 %74, %52
  br i1 %75, label %76, label %53, !llvm.loop !45

76:                                               ; preds = %72
  %77 = icmp eq i64 %49, 0
  br i1 %77, label %88, label %78

78:                                               ; preds = %76, %46
  %79 = phi i64 [ 0, %46 ], [ %73, %76 ]
  %80 = icmp ne i64 %49, 0
  call void @llvm.assume(i1 %80)
  %81 = getelementptr inbounds nuw ptr, ptr %1, i64 %79
  %82 = load ptr, ptr %81, align 8, !tbaa !24
  %83 = icmp eq ptr %82, null
  br i1 %83, label %88, label %84

84:                                               ; preds = %78
  %85 = mul nsw i64 %79, %27
  %86 = shl i64 %85, %31
  %87 = getelementptr inbounds nuw i8, ptr %34, i64 %86
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %82, ptr readonly align 1 %87, i64 %47, i1 false)
  br label %88

88:                                               ; preds = %76, %84, %78, %42, %26
  call void @free(ptr noundef %34) #22
  br label %89

89:                                               ; preds = %23, %88
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  ret i32 %11
}

declare i32 @MPI_Recv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef writeonly captures(address_is_null) %13, i32 noundef %14) local_unnamed_addr #5 {
  %16 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #22
  %17 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef %12, ptr noundef nonnull %16) #22
  %18 = icmp eq ptr %13, null
  br i1 %18, label %20, label %19

19:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false), !tbaa.struct !39
  br label %20

20:                                               ; preds = %19, %15
  %21 = icmp eq ptr %3, @ompi_mpi_double
  %22 = icmp eq ptr %3, @ompi_mpi_float
  %23 = icmp eq ptr %9, @ompi_mpi_double
  %24 = icmp eq ptr %9, @ompi_mpi_float
  %25 = icmp eq ptr %1, null
  br i1 %25, label %32, label %26

26:                                               ; preds = %20
  %27 = icmp ne ptr %3, @ompi_mpi_double
  %28 = icmp ne ptr %3, @ompi_mpi_float
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %26
  %31 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.19, i64 noundef %31) #24
  unreachable

32:                                               ; preds = %20, %26
  %33 = icmp eq ptr %7, null
  br i1 %33, label %40, label %34

34:                                               ; preds = %32
  %35 = icmp ne ptr %9, @ompi_mpi_double
  %36 = icmp ne ptr %9, @ompi_mpi_float
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %34
  %39 = ptrtoint ptr %9 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.19, i64 noundef %39) #24
  unreachable

40:                                               ; preds = %32, %34
  %41 = or i1 %21, %22
  %42 = or i1 %23, %24
  %43 = or i1 %41, %42
  br i1 %43, label %44, label %160

44:                                               ; preds = %40
  br i1 %41, label %45, label %76

45:                                               ; preds = %44
  %46 = xor i1 %21, true
  %47 = and i1 %22, %46
  %48 = sext i32 %14 to i64
  %49 = sext i32 %2 to i64
  %50 = mul nsw i64 %48, %49
  %51 = select i1 %47, i64 2, i64 3
  %52 = shl i64 %50, %51
  %53 = or disjoint i64 %52, 1
  %54 = call noalias ptr @malloc(i64 noundef %53) #26
  %55 = icmp sgt i32 %14, 0
  br i1 %55, label %56, label %76

56:                                               ; preds = %45
  %57 = shl nsw i64 %49, %51
  %58 = zext nneg i32 %14 to i64
  br label %59

59:                                               ; preds = %73, %56
  %60 = phi i64 [ 0, %56 ], [ %74, %73 ]
  br i1 %25, label %69, label %61

61:                                               ; preds = %59
  %62 = getelementptr inbounds nuw ptr, ptr %1, i64 %60
  %63 = load ptr, ptr %62, align 8, !tbaa !24
  %64 = icmp eq ptr %63, null
  br i1 %64, label %69, label %65

65:                                               ; preds = %61
  %66 = mul nsw i64 %60, %49
  %67 = shl i64 %66, %51
  %68 = getelementptr inbounds nuw i8, ptr %54, i64 %67
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %68, ptr nonnull align 1 %63, i64 %57, i1 false)
  br label %73

69:                                               ; preds = %61, %59
  %70 = mul nsw i64 %60, %49
  %71 = shl i64 %70, %51
  %72 = getelementptr inbounds nuw i8, ptr %54, i64 %71
  call void @llvm.memset.p0.i64(ptr align 1 %72, i8 0, i64 %57, i1 false)
  br label %73

73:                                               ; preds = %69, %65
  %74 = add nuw nsw i64 %60, 1
  %75 = icmp eq i64 %74, %58
  br i1 %75, label %76, label %59, !llvm.loop !25

76:                                               ; preds = %73, %45, %44
  %77 = phi ptr [ %0, %44 ], [ %54, %45 ], [ %54, %73 ]
  %78 = phi ptr [ null, %44 ], [ %54, %45 ], [ %54, %73 ]
  br i1 %42, label %79, label %89

79:                                               ; preds = %76
  %80 = sext i32 %8 to i64
  %81 = sext i32 %14 to i64
  %82 = mul nsw i64 %81, %80
  %83 = xor i1 %23, true
  %84 = and i1 %24, %83
  %85 = select i1 %84, i64 2, i64 3
  %86 = shl i64 %82, %85
  %87 = or disjoint i64 %86, 1
  %88 = call noalias ptr @malloc(i64 noundef %87) #26
  br label %89

89:                                               ; preds = %76, %79
  %90 = phi ptr [ %88, %79 ], [ %6, %76 ]
  %91 = phi ptr [ %88, %79 ], [ null, %76 ]
  %92 = mul nsw i32 %14, %2
  %93 = select i1 %41, i32 %92, i32 0
  %94 = select i1 %41, i32 %4, i32 -2
  %95 = mul nsw i32 %14, %8
  %96 = select i1 %42, i32 %95, i32 0
  %97 = icmp eq i32 %10, -1
  %98 = load i32, ptr %16, align 8
  %99 = select i1 %97, i32 %98, i32 %10
  %100 = select i1 %42, i32 %99, i32 -2
  %101 = icmp eq i32 %11, -1
  %102 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %103 = load i32, ptr %102, align 4
  %104 = select i1 %101, i32 %103, i32 %11
  %105 = call i32 @MPI_Sendrecv(ptr noundef %77, i32 noundef %93, ptr noundef %3, i32 noundef %94, i32 noundef %5, ptr noundef %90, i32 noundef %96, ptr noundef %9, i32 noundef %100, i32 noundef %104, ptr noundef %12, ptr noundef null) #22
  %106 = load i32, ptr %16, align 8
  %107 = icmp ne i32 %106, -2
  %108 = select i1 %42, i1 %107, i1 false
  br i1 %108, label %109, label %159

109:                                              ; preds = %89
  %110 = icmp ne ptr %7, null
  %111 = icmp sgt i32 %14, 0
  %112 = and i1 %110, %111
  br i1 %112, label %113, label %159

113:                                              ; preds = %109
  %114 = xor i1 %23, true
  %115 = and i1 %24, %114
  %116 = sext i32 %8 to i64
  %117 = select i1 %115, i64 2, i64 3
  %118 = shl nsw i64 %116, %117
  %119 = zext nneg i32 %14 to i64
  %120 = and i64 %119, 1
  %121 = icmp eq i32 %14, 1
  br i1 %121, label %149, label %122

122:                                              ; preds = %113
  %123 = and i64 %119, 2147483646
  br label %124

124:                                              ; preds = %143, %122
  %125 = phi i64 [ 0, %122 ], [ %144, %143 ]
  %126 = phi i64 [ 0, %122 ], [ %145, %143 ]
  %127 = getelementptr inbounds nuw ptr, ptr %7, i64 %125
  %128 = load ptr, ptr %127, align 8, !tbaa !24
  %129 = icmp eq ptr %128, null
  br i1 %129, label %134, label %130

130:                                              ; preds = %124
  %131 = mul nsw i64 %125, %116
  %132 = shl i64 %131, %117
  %133 = getelementptr inbounds nuw i8, ptr %91, i64 %132
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %128, ptr readonly align 1 %133, i64 %118, i1 false)
  br label %134

134:                                              ; preds = %130, %124
  %135 = or disjoint i64 %125, 1
  %136 = getelementptr inbounds nuw ptr, ptr %7, i64 %135
  %137 = load ptr, ptr %136, align 8, !tbaa !24
  %138 = icmp eq ptr %137, null
  br i1 %138, label %143, label %139

139:                                              ; preds = %134
  %140 = mul nsw i64 %135, %116
  %141 = shl i64 %140, %117
  %142 = getelementptr inbounds nuw i8, ptr %91, i64 %141
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %137, ptr readonly align 1 %142, i64 %118, i1 false)
  br label %143

143:                                              ; preds = %139, %134
  %144 = add nuw nsw i64 %125, 2
  %145 = add i64 %126, 2
  %146 = icmp eq i64 %145, %123
  br i1 %146, label %147, label %124, !llvm.loop !45

147:                                              ; preds = %143
  %148 = icmp eq i64 %120, 0
  br i1 %148, label %159, label %149

149:                                              ; preds = %147, %113
  %150 = phi i64 [ 0, %113 ], [ %144, %147 ]
  %151 = icmp ne i64 %120, 0
  call void @llvm.assume(i1 %151)
  %152 = getelementptr inbounds nuw ptr, ptr %7, i64 %150
  %153 = load ptr, ptr %152, align 8, !tbaa !24
  %154 = icmp eq ptr %153, null
  br i1 %154, label %159, label %155

155:                                              ; preds = %149
  %156 = mul nsw i64 %150, %116
  %157 = shl i64 %156, %117
  %158 = getelementptr inbounds nuw i8, ptr %91, i64 %157
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %153, ptr readonly align 1 %158, i64 %118, i1 false)
  br label %159

159:                                              ; preds = %147, %155, %149, %109, %89
  call void @free(ptr noundef %78) #22
  call void @free(ptr noundef %91) #22
  br label %160

160:                                              ; preds = %40, %159
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #22
  ret i32 %17
}

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv_replace(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef writeonly captures(address_is_null) %10) local_unnamed_addr #5 {
  %12 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #22
  %13 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull %12) #22
  %14 = icmp eq ptr %10, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !tbaa.struct !39
  br label %16

16:                                               ; preds = %15, %11
  %17 = icmp ne ptr %4, @ompi_mpi_double
  %18 = icmp eq ptr %4, @ompi_mpi_float
  %19 = icmp ne ptr %1, null
  %20 = icmp ne ptr %4, @ompi_mpi_float
  %21 = and i1 %17, %20
  %22 = and i1 %19, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %16
  %24 = ptrtoint ptr %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.19, i64 noundef %24) #24
  unreachable

25:                                               ; preds = %16
  %26 = xor i1 %18, true
  %27 = and i1 %17, %26
  br i1 %27, label %114, label %28

28:                                               ; preds = %25
  %29 = and i1 %17, %18
  %30 = sext i32 %2 to i64
  %31 = sext i32 %3 to i64
  %32 = mul nsw i64 %31, %30
  %33 = select i1 %29, i64 2, i64 3
  %34 = shl i64 %32, %33
  %35 = or disjoint i64 %34, 1
  %36 = call noalias ptr @malloc(i64 noundef %35) #26
  %37 = icmp sgt i32 %2, 0
  br i1 %37, label %38, label %58

38:                                               ; preds = %28
  %39 = shl nsw i64 %31, %33
  %40 = zext nneg i32 %2 to i64
  br label %41

41:                                               ; preds = %55, %38
  %42 = phi i64 [ 0, %38 ], [ %56, %55 ]
  br i1 %19, label %43, label %51

43:                                               ; preds = %41
  %44 = getelementptr inbounds nuw ptr, ptr %1, i64 %42
  %45 = load ptr, ptr %44, align 8, !tbaa !24
  %46 = icmp eq ptr %45, null
  br i1 %46, label %51, label %47

47:                                               ; preds = %43
  %48 = mul nsw i64 %42, %31
  %49 = shl i64 %48, %33
  %50 = getelementptr inbounds nuw i8, ptr %36, i64 %49
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %50, ptr nonnull align 1 %45, i64 %39, i1 false)
  br label %55

51:                                               ; preds = %43, %41
  %52 = mul nsw i64 %42, %31
  %53 = shl i64 %52, %33
  %54 = getelementptr inbounds nuw i8, ptr %36, i64 %53
  call void @llvm.memset.p0.i64(ptr align 1 %54, i8 0, i64 %39, i1 false)
  br label %55

55:                                               ; preds = %51, %47
  %56 = add nuw nsw i64 %42, 1
  %57 = icmp eq i64 %56, %40
  br i1 %57, label %58, label %41, !llvm.loop !25

58:                                               ; preds = %55, %28
  %59 = mul nsw i32 %3, %2
  %60 = load i32, ptr %12, align 8, !tbaa !42
  %61 = icmp eq i32 %60, -2
  %62 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %63 = load i32, ptr %62, align 4
  %64 = select i1 %61, i32 0, i32 %63
  %65 = call i32 @MPI_Sendrecv_replace(ptr noundef %36, i32 noundef %59, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %60, i32 noundef %64, ptr noundef %9, ptr noundef null) #22
  %66 = load i32, ptr %12, align 8, !tbaa !42
  %67 = icmp ne i32 %66, -2
  %68 = icmp ne ptr %1, null
  %69 = and i1 %68, %67
  %70 = and i1 %37, %69
  br i1 %70, label %71, label %113

71:                                               ; preds = %58
  %72 = shl nsw i64 %31, %33
  %73 = zext nneg i32 %2 to i64
  %74 = and i64 %73, 1
  %75 = icmp eq i32 %2, 1
  br i1 %75, label %103, label %76

76:                                               ; preds = %71
  %77 = and i64 %73, 2147483646
  br label %78

78:                                               ; preds = %97, %76
  %79 = phi i64 [ 0, %76 ], [ %98, %97 ]
  %80 = phi i64 [ 0, %76 ], [ %99, %97 ]
  %81 = getelementptr inbounds nuw ptr, ptr %1, i64 %79
  %82 = load ptr, ptr %81, align 8, !tbaa !24
  %83 = icmp eq ptr %82, null
  br i1 %83, label %88, label %84

84:                                               ; preds = %78
  %85 = mul nsw i64 %79, %31
  %86 = shl i64 %85, %33
  %87 = getelementptr inbounds nuw i8, ptr %36, i64 %86
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %82, ptr readonly align 1 %87, i64 %72, i1 false)
  br label %88

88:                                               ; preds = %84, %78
  %89 = or disjoint i64 %79, 1
  %90 = getelementptr inbounds nuw ptr, ptr %1, i64 %89
  %91 = load ptr, ptr %90, align 8, !tbaa !24
  %92 = icmp eq ptr %91, null
  br i1 %92, label %97, label %93

93:                                               ; preds = %88
  %94 = mul nsw i64 %89, %31
  %95 = shl i64 %94, %33
  %96 = getelementptr inbounds nuw i8, ptr %36, i64 %95
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %91, ptr readonly align 1 %96, i64 %72, i1 false)
  br label %97

97:                                               ; preds = %93, %88
  %98 = add nuw nsw i64 %79, 2
  %99 = add i64 %80, 2
  %100 = icmp eq i64 %99, %77
  br i1 %100, label %101, label %78, !llvm.loop !45

101:                                              ; preds = %97
  %102 = icmp eq i64 %74, 0
  br i1 %102, label %113, label %103

103:                                              ; preds = %101, %71
  %104 = phi i64 [ 0, %71 ], [ %98, %101 ]
  %105 = icmp ne i64 %74, 0
  call void @llvm.assume(i1 %105)
  %106 = getelementptr inbounds nuw ptr, ptr %1, i64 %104
  %107 = load ptr, ptr %106, align 8, !tbaa !24
  %108 = icmp eq ptr %107, null
  br i1 %108, label %113, label %109

109:                                              ; preds = %103
  %110 = mul nsw i64 %104, %31
  %111 = shl i64 %110, %33
  %112 = getelementptr inbounds nuw i8, ptr %36, i64 %111
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %107, ptr readonly align 1 %112, i64 %72, i1 false)
  br label %113

113:                                              ; preds = %101, %109, %103, %58
  call void @free(ptr noundef %36) #22
  br label %114

114:                                              ; preds = %25, %113
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #22
  ret i32 %13
}

declare i32 @MPI_Sendrecv_replace(ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #5 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %9 = mul nsw i64 %6, 24
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #22
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = icmp sgt i32 %0, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %91

18:                                               ; preds = %4
  %19 = icmp eq ptr %3, null
  %20 = zext nneg i32 %0 to i64
  br label %21

21:                                               ; preds = %18, %88
  %22 = phi i64 [ 0, %18 ], [ %89, %88 ]
  br i1 %19, label %26, label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %3, i64 %22
  %25 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %22
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, ptr noundef nonnull align 8 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !39
  br label %26

26:                                               ; preds = %23, %21
  %27 = getelementptr inbounds nuw ptr, ptr %8, i64 %22
  %28 = load ptr, ptr %27, align 8, !tbaa !28
  %29 = icmp eq ptr %28, @ompi_request_null
  br i1 %29, label %88, label %30

30:                                               ; preds = %26
  %31 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %85, label %33

33:                                               ; preds = %30
  %34 = ptrtoint ptr %28 to i64
  %35 = mul i64 %34, -7046029254386353131
  %36 = urem i64 %35, %31
  %37 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %38 = getelementptr inbounds ptr, ptr %37, i64 %36
  %39 = load ptr, ptr %38, align 8, !tbaa !24
  %40 = icmp eq ptr %39, null
  br i1 %40, label %85, label %41

41:                                               ; preds = %33
  %42 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  %43 = getelementptr inbounds i64, ptr %42, i64 %36
  %44 = load i64, ptr %43, align 8, !tbaa !32
  %45 = icmp eq i64 %44, %34
  br i1 %45, label %50, label %78

46:                                               ; preds = %78
  %47 = getelementptr inbounds i64, ptr %42, i64 %81
  %48 = load i64, ptr %47, align 8, !tbaa !32
  %49 = icmp eq i64 %48, %34
  br i1 %49, label %50, label %78, !llvm.loop !40

50:                                               ; preds = %46, %41
  %51 = phi ptr [ %39, %41 ], [ %83, %46 ]
  %52 = phi i64 [ %36, %41 ], [ %81, %46 ]
  %53 = getelementptr inbounds ptr, ptr %37, i64 %52
  store ptr null, ptr %53, align 8, !tbaa !24
  %54 = load i64, ptr @tab_used, align 8, !tbaa !12
  %55 = add nsw i64 %54, -1
  store i64 %55, ptr @tab_used, align 8, !tbaa !12
  %56 = add nsw i64 %52, 1
  %57 = srem i64 %56, %31
  %58 = getelementptr inbounds ptr, ptr %37, i64 %57
  %59 = load ptr, ptr %58, align 8, !tbaa !24
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %50, %61
  %62 = phi ptr [ %76, %61 ], [ %59, %50 ]
  %63 = phi ptr [ %75, %61 ], [ %58, %50 ]
  %64 = phi i64 [ %73, %61 ], [ %57, %50 ]
  %65 = load ptr, ptr @tab_keys, align 8, !tbaa !30
  %66 = getelementptr inbounds i64, ptr %65, i64 %64
  %67 = load i64, ptr %66, align 8, !tbaa !32
  store ptr null, ptr %63, align 8, !tbaa !24
  %68 = load i64, ptr @tab_used, align 8, !tbaa !12
  %69 = add nsw i64 %68, -1
  store i64 %69, ptr @tab_used, align 8, !tbaa !12
  %70 = inttoptr i64 %67 to ptr
  tail call fastcc void @tab_put(ptr noundef %70, ptr noundef nonnull %62)
  %71 = add nsw i64 %64, 1
  %72 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %73 = srem i64 %71, %72
  %74 = load ptr, ptr @tab_vals, align 8, !tbaa !29
  %75 = getelementptr inbounds ptr, ptr %74, i64 %73
  %76 = load ptr, ptr %75, align 8, !tbaa !24
  %77 = icmp eq ptr %76, null
  br i1 %77, label %85, label %61, !llvm.loop !41

78:                                               ; preds = %41, %46
  %79 = phi i64 [ %81, %46 ], [ %36, %41 ]
  %80 = add nsw i64 %79, 1
  %81 = srem i64 %80, %31
  %82 = getelementptr inbounds ptr, ptr %37, i64 %81
  %83 = load ptr, ptr %82, align 8, !tbaa !24
  %84 = icmp eq ptr %83, null
  br i1 %84, label %85, label %46, !llvm.loop !40

85:                                               ; preds = %78, %61, %30, %33, %50
  %86 = phi ptr [ null, %30 ], [ %51, %50 ], [ null, %33 ], [ %51, %61 ], [ null, %78 ]
  %87 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %22
  tail call fastcc void @fwd_complete(ptr noundef %86, ptr noundef %87)
  br label %88

88:                                               ; preds = %26, %85
  %89 = add nuw nsw i64 %22, 1
  %90 = icmp eq i64 %89, %20
  br i1 %90, label %91, label %21, !llvm.loop !47

91:                                               ; preds = %88, %4
  tail call void @free(ptr noundef %8) #22
  tail call void @free(ptr noundef %10) #22
  ret i32 %13
}

declare i32 @MPI_Testall(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none)
define void @mpiad_register_op_derivative(ptr noundef %0, i32 noundef %1) local_unnamed_addr #12 {
  %3 = load ptr, ptr @op_regs, align 8, !tbaa !24
  %4 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 4
  %8 = tail call ptr @realloc(ptr noundef %3, i64 noundef %7) #27
  store ptr %8, ptr @op_regs, align 8, !tbaa !24
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds %struct.op_reg, ptr %8, i64 %9
  store ptr %0, ptr %10, align 8, !tbaa !48
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %1, ptr %11, align 8, !tbaa !51
  store i32 %5, ptr @n_op_regs, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr noundef captures(none), i64 noundef) local_unnamed_addr #13

; Function Attrs: nounwind
define i32 @__mpiad_fwd_allreduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) local_unnamed_addr #5 {
  %10 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.8, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef -1, ptr noundef %8)
  ret i32 %10
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_reduce(ptr noundef %0, ptr noundef %1, ptr noundef readonly captures(address) %2, ptr noundef %3, ptr noundef readonly captures(address) %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) unnamed_addr #5 {
  %12 = alloca i32, align 4
  %13 = icmp eq ptr %7, @ompi_mpi_double
  %14 = icmp eq ptr %7, @ompi_mpi_float
  %15 = select i1 %14, i32 2, i32 0
  %16 = select i1 %13, i32 1, i32 %15
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #22
  %17 = call i32 @MPI_Comm_rank(ptr noundef %10, ptr noundef nonnull %12) #22
  %18 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  %19 = or i1 %13, %14
  br i1 %19, label %20, label %48

20:                                               ; preds = %11
  %21 = icmp eq ptr %8, @ompi_mpi_op_sum
  br i1 %21, label %48, label %22

22:                                               ; preds = %20
  %23 = icmp eq ptr %8, @ompi_mpi_op_prod
  br i1 %23, label %53, label %24

24:                                               ; preds = %22
  %25 = icmp eq ptr %8, @ompi_mpi_op_min
  br i1 %25, label %53, label %26

26:                                               ; preds = %24
  %27 = icmp eq ptr %8, @ompi_mpi_op_max
  br i1 %27, label %53, label %28

28:                                               ; preds = %26
  %29 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %46

31:                                               ; preds = %28
  %32 = load ptr, ptr @op_regs, align 8, !tbaa !24
  %33 = zext nneg i32 %29 to i64
  br label %37

34:                                               ; preds = %37
  %35 = add nuw nsw i64 %38, 1
  %36 = icmp eq i64 %35, %33
  br i1 %36, label %46, label %37, !llvm.loop !52

37:                                               ; preds = %34, %31
  %38 = phi i64 [ 0, %31 ], [ %35, %34 ]
  %39 = getelementptr inbounds nuw %struct.op_reg, ptr %32, i64 %38
  %40 = load ptr, ptr %39, align 8, !tbaa !48
  %41 = icmp eq ptr %40, %8
  br i1 %41, label %42, label %34

42:                                               ; preds = %37
  %43 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %44 = load i32, ptr %43, align 8, !tbaa !51
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %58

46:                                               ; preds = %34, %42, %28
  %47 = ptrtoint ptr %8 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.20, i64 noundef %47) #24
  unreachable

48:                                               ; preds = %11, %20
  %49 = phi i32 [ 1, %20 ], [ 0, %11 ]
  %50 = xor i1 %13, true
  %51 = and i1 %14, %50
  %52 = select i1 %51, i64 4, i64 8
  br label %73

53:                                               ; preds = %26, %24, %22
  %54 = phi i32 [ 2, %22 ], [ 3, %24 ], [ 4, %26 ]
  %55 = xor i1 %13, true
  %56 = and i1 %14, %55
  %57 = select i1 %56, i64 4, i64 8
  br label %63

58:                                               ; preds = %42
  %59 = xor i1 %13, true
  %60 = and i1 %14, %59
  %61 = select i1 %60, i64 4, i64 8
  %62 = icmp eq i32 %44, 1
  br i1 %62, label %73, label %63

63:                                               ; preds = %53, %58
  %64 = phi i64 [ %57, %53 ], [ %61, %58 ]
  %65 = phi i1 [ %56, %53 ], [ %60, %58 ]
  %66 = phi i32 [ %54, %53 ], [ %44, %58 ]
  %67 = sext i32 %6 to i64
  %68 = select i1 %65, i64 2, i64 3
  %69 = shl nsw i64 %67, %68
  %70 = or disjoint i64 %69, 1
  %71 = call noalias ptr @malloc(i64 noundef %70) #26
  %72 = select i1 %18, ptr %3, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %71, ptr align 1 %72, i64 %69, i1 false)
  br label %73

73:                                               ; preds = %48, %63, %58
  %74 = phi i64 [ %64, %63 ], [ %61, %58 ], [ %52, %48 ]
  %75 = phi i1 [ %65, %63 ], [ %60, %58 ], [ %51, %48 ]
  %76 = phi i32 [ %66, %63 ], [ 1, %58 ], [ %49, %48 ]
  %77 = phi ptr [ %71, %63 ], [ null, %58 ], [ null, %48 ]
  %78 = icmp slt i32 %9, 0
  br i1 %78, label %79, label %81

79:                                               ; preds = %73
  %80 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %10) #22
  br label %83

81:                                               ; preds = %73
  %82 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9, ptr noundef %10) #22
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %80, %79 ], [ %82, %81 ]
  %85 = select i1 %18, ptr %4, ptr %2
  %86 = icmp eq ptr %85, null
  br i1 %86, label %93, label %87

87:                                               ; preds = %83
  %88 = icmp ne ptr %7, @ompi_mpi_double
  %89 = icmp ne ptr %7, @ompi_mpi_float
  %90 = and i1 %88, %89
  br i1 %90, label %91, label %93

91:                                               ; preds = %87
  %92 = ptrtoint ptr %7 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.19, i64 noundef %92) #24
  unreachable

93:                                               ; preds = %83, %87
  br i1 %19, label %94, label %258

94:                                               ; preds = %93
  %95 = sext i32 %5 to i64
  %96 = sext i32 %6 to i64
  %97 = mul nsw i64 %96, %95
  %98 = select i1 %75, i64 2, i64 3
  %99 = shl i64 %97, %98
  %100 = or disjoint i64 %99, 1
  %101 = call noalias ptr @malloc(i64 noundef %100) #26
  %102 = icmp sgt i32 %5, 0
  br i1 %102, label %103, label %123

103:                                              ; preds = %94
  %104 = shl nsw i64 %96, %98
  %105 = zext nneg i32 %5 to i64
  br label %106

106:                                              ; preds = %120, %103
  %107 = phi i64 [ 0, %103 ], [ %121, %120 ]
  br i1 %86, label %116, label %108

108:                                              ; preds = %106
  %109 = getelementptr inbounds nuw ptr, ptr %85, i64 %107
  %110 = load ptr, ptr %109, align 8, !tbaa !24
  %111 = icmp eq ptr %110, null
  br i1 %111, label %116, label %112

112:                                              ; preds = %108
  %113 = mul nsw i64 %107, %96
  %114 = shl i64 %113, %98
  %115 = getelementptr inbounds nuw i8, ptr %101, i64 %114
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %115, ptr nonnull align 1 %110, i64 %104, i1 false)
  br label %120

116:                                              ; preds = %108, %106
  %117 = mul nsw i64 %107, %96
  %118 = shl i64 %117, %98
  %119 = getelementptr inbounds nuw i8, ptr %101, i64 %118
  call void @llvm.memset.p0.i64(ptr align 1 %119, i8 0, i64 %104, i1 false)
  br label %120

120:                                              ; preds = %116, %112
  %121 = add nuw nsw i64 %107, 1
  %122 = icmp eq i64 %121, %105
  br i1 %122, label %123, label %106, !llvm.loop !25

123:                                              ; preds = %120, %94
  %124 = mul i64 %74, %97
  %125 = or disjoint i64 %124, 1
  %126 = call noalias ptr @malloc(i64 noundef %125) #26
  %127 = icmp eq i32 %76, 2
  br i1 %127, label %128, label %161

128:                                              ; preds = %123
  %129 = call fastcc ptr @exclusive_products(i32 noundef %16, ptr noundef %77, i32 noundef %6, ptr noundef %7, ptr noundef %10)
  br i1 %102, label %130, label %137

130:                                              ; preds = %128
  %131 = icmp sgt i32 %6, 0
  %132 = zext nneg i32 %5 to i64
  br label %133

133:                                              ; preds = %130, %138
  %134 = phi i64 [ 0, %130 ], [ %139, %138 ]
  br i1 %131, label %135, label %138

135:                                              ; preds = %133
  %136 = mul nuw nsw i64 %134, %96
  br label %141

137:                                              ; preds = %138, %128
  call void @free(ptr noundef %129) #22
  br label %201

138:                                              ; preds = %158, %133
  %139 = add nuw nsw i64 %134, 1
  %140 = icmp eq i64 %139, %132
  br i1 %140, label %137, label %133, !llvm.loop !53

141:                                              ; preds = %135, %158
  %142 = phi i64 [ 0, %135 ], [ %159, %158 ]
  %143 = add nuw nsw i64 %142, %136
  br i1 %13, label %144, label %151

144:                                              ; preds = %141
  %145 = getelementptr inbounds nuw double, ptr %101, i64 %143
  %146 = load double, ptr %145, align 8, !tbaa !54
  %147 = getelementptr inbounds nuw double, ptr %129, i64 %142
  %148 = load double, ptr %147, align 8, !tbaa !54
  %149 = fmul double %146, %148
  %150 = getelementptr inbounds nuw double, ptr %126, i64 %143
  store double %149, ptr %150, align 8, !tbaa !54
  br label %158

151:                                              ; preds = %141
  %152 = getelementptr inbounds nuw float, ptr %101, i64 %143
  %153 = load float, ptr %152, align 4, !tbaa !56
  %154 = getelementptr inbounds nuw float, ptr %129, i64 %142
  %155 = load float, ptr %154, align 4, !tbaa !56
  %156 = fmul float %153, %155
  %157 = getelementptr inbounds nuw float, ptr %126, i64 %143
  store float %156, ptr %157, align 4, !tbaa !56
  br label %158

158:                                              ; preds = %144, %151
  %159 = add nuw nsw i64 %142, 1
  %160 = icmp eq i64 %159, %96
  br i1 %160, label %138, label %141, !llvm.loop !58

161:                                              ; preds = %123
  %162 = add i32 %76, -3
  %163 = icmp ult i32 %162, 2
  br i1 %163, label %164, label %200

164:                                              ; preds = %161
  %165 = call fastcc ptr @winners(i32 noundef %16, ptr noundef %77, i32 noundef %6, i32 noundef %76, ptr noundef %10)
  br i1 %102, label %166, label %173

166:                                              ; preds = %164
  %167 = icmp sgt i32 %6, 0
  %168 = zext nneg i32 %5 to i64
  br label %169

169:                                              ; preds = %166, %174
  %170 = phi i64 [ 0, %166 ], [ %175, %174 ]
  br i1 %167, label %171, label %174

171:                                              ; preds = %169
  %172 = mul nuw nsw i64 %170, %96
  br label %177

173:                                              ; preds = %174, %164
  call void @free(ptr noundef %165) #22
  br label %201

174:                                              ; preds = %197, %169
  %175 = add nuw nsw i64 %170, 1
  %176 = icmp eq i64 %175, %168
  br i1 %176, label %173, label %169, !llvm.loop !59

177:                                              ; preds = %171, %197
  %178 = phi i64 [ 0, %171 ], [ %198, %197 ]
  %179 = add nuw nsw i64 %178, %172
  %180 = getelementptr inbounds nuw i8, ptr %165, i64 %178
  %181 = load i8, ptr %180, align 1, !tbaa !60
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %190, label %183

183:                                              ; preds = %177
  br i1 %13, label %184, label %187

184:                                              ; preds = %183
  %185 = getelementptr inbounds nuw double, ptr %101, i64 %179
  %186 = load double, ptr %185, align 8, !tbaa !54
  br label %191

187:                                              ; preds = %183
  %188 = getelementptr inbounds nuw float, ptr %101, i64 %179
  %189 = load float, ptr %188, align 4, !tbaa !56
  br label %194

190:                                              ; preds = %177
  br i1 %13, label %191, label %194

191:                                              ; preds = %184, %190
  %192 = phi double [ %186, %184 ], [ 0.000000e+00, %190 ]
  %193 = getelementptr inbounds nuw double, ptr %126, i64 %179
  store double %192, ptr %193, align 8, !tbaa !54
  br label %197

194:                                              ; preds = %187, %190
  %195 = phi float [ %189, %187 ], [ 0.000000e+00, %190 ]
  %196 = getelementptr inbounds nuw float, ptr %126, i64 %179
  store float %195, ptr %196, align 4, !tbaa !56
  br label %197

197:                                              ; preds = %191, %194
  %198 = add nuw nsw i64 %178, 1
  %199 = icmp eq i64 %198, %96
  br i1 %199, label %174, label %177, !llvm.loop !61

200:                                              ; preds = %161
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %126, ptr align 1 %101, i64 %124, i1 false)
  br label %201

201:                                              ; preds = %173, %200, %137
  %202 = call noalias ptr @malloc(i64 noundef %125) #26
  %203 = mul nsw i32 %6, %5
  br i1 %78, label %204, label %208

204:                                              ; preds = %201
  %205 = call i32 @MPI_Allreduce(ptr noundef %126, ptr noundef %202, i32 noundef %203, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %10) #22
  %206 = icmp ne ptr %4, null
  %207 = and i1 %206, %102
  br i1 %207, label %215, label %257

208:                                              ; preds = %201
  %209 = call i32 @MPI_Reduce(ptr noundef %126, ptr noundef %202, i32 noundef %203, ptr noundef %7, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %9, ptr noundef %10) #22
  %210 = load i32, ptr %12, align 4
  %211 = icmp eq i32 %210, %9
  %212 = icmp ne ptr %4, null
  %213 = and i1 %212, %211
  %214 = and i1 %102, %213
  br i1 %214, label %215, label %257

215:                                              ; preds = %208, %204
  %216 = shl nsw i64 %96, %98
  %217 = zext i32 %5 to i64
  %218 = and i64 %217, 1
  %219 = icmp eq i32 %5, 1
  br i1 %219, label %247, label %220

220:                                              ; preds = %215
  %221 = and i64 %217, 4294967294
  br label %222

222:                                              ; preds = %241, %220
  %223 = phi i64 [ 0, %220 ], [ %242, %241 ]
  %224 = phi i64 [ 0, %220 ], [ %243, %241 ]
  %225 = getelementptr inbounds nuw ptr, ptr %4, i64 %223
  %226 = load ptr, ptr %225, align 8, !tbaa !24
  %227 = icmp eq ptr %226, null
  br i1 %227, label %232, label %228

228:                                              ; preds = %222
  %229 = mul nsw i64 %223, %96
  %230 = shl i64 %229, %98
  %231 = getelementptr inbounds nuw i8, ptr %202, i64 %230
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %226, ptr readonly align 1 %231, i64 %216, i1 false)
  br label %232

232:                                              ; preds = %228, %222
  %233 = or disjoint i64 %223, 1
  %234 = getelementptr inbounds nuw ptr, ptr %4, i64 %233
  %235 = load ptr, ptr %234, align 8, !tbaa !24
  %236 = icmp eq ptr %235, null
  br i1 %236, label %241, label %237

237:                                              ; preds = %232
  %238 = mul nsw i64 %233, %96
  %239 = shl i64 %238, %98
  %240 = getelementptr inbounds nuw i8, ptr %202, i64 %239
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %235, ptr readonly align 1 %240, i64 %216, i1 false)
  br label %241

241:                                              ; preds = %237, %232
  %242 = add nuw nsw i64 %223, 2
  %243 = add i64 %224, 2
  %244 = icmp eq i64 %243, %221
  br i1 %244, label %245, label %222, !llvm.loop !45

245:                                              ; preds = %241
  %246 = icmp eq i64 %218, 0
  br i1 %246, label %257, label %247

247:                                              ; preds = %245, %215
  %248 = phi i64 [ 0, %215 ], [ %242, %245 ]
  %249 = icmp ne i64 %218, 0
  call void @llvm.assume(i1 %249)
  %250 = getelementptr inbounds nuw ptr, ptr %4, i64 %248
  %251 = load ptr, ptr %250, align 8, !tbaa !24
  %252 = icmp eq ptr %251, null
  br i1 %252, label %257, label %253

253:                                              ; preds = %247
  %254 = mul nsw i64 %248, %96
  %255 = shl i64 %254, %98
  %256 = getelementptr inbounds nuw i8, ptr %202, i64 %255
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %251, ptr readonly align 1 %256, i64 %216, i1 false)
  br label %257

257:                                              ; preds = %245, %253, %247, %204, %208
  call void @free(ptr noundef %77) #22
  call void @free(ptr noundef %101) #22
  call void @free(ptr noundef %126) #22
  call void @free(ptr noundef %202) #22
  br label %258

258:                                              ; preds = %93, %257
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #22
  ret i32 %84
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) local_unnamed_addr #5 {
  %11 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.9, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9)
  ret i32 %11
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_bcast(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #5 {
  %8 = tail call i32 @MPI_Bcast(ptr noundef %0, i32 noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) #22
  %9 = icmp ne ptr %4, @ompi_mpi_double
  %10 = icmp eq ptr %4, @ompi_mpi_float
  %11 = icmp ne ptr %1, null
  %12 = icmp ne ptr %4, @ompi_mpi_float
  %13 = and i1 %9, %12
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %7
  %16 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.19, i64 noundef %16) #24
  unreachable

17:                                               ; preds = %7
  %18 = xor i1 %10, true
  %19 = and i1 %9, %18
  br i1 %19, label %98, label %20

20:                                               ; preds = %17
  %21 = and i1 %9, %10
  %22 = sext i32 %2 to i64
  %23 = sext i32 %3 to i64
  %24 = mul nsw i64 %23, %22
  %25 = select i1 %21, i64 2, i64 3
  %26 = shl i64 %24, %25
  %27 = or disjoint i64 %26, 1
  %28 = tail call noalias ptr @malloc(i64 noundef %27) #26
  %29 = icmp sgt i32 %2, 0
  br i1 %29, label %30, label %50

30:                                               ; preds = %20
  %31 = shl nsw i64 %23, %25
  %32 = zext nneg i32 %2 to i64
  br label %33

33:                                               ; preds = %47, %30
  %34 = phi i64 [ 0, %30 ], [ %48, %47 ]
  br i1 %11, label %35, label %43

35:                                               ; preds = %33
  %36 = getelementptr inbounds nuw ptr, ptr %1, i64 %34
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %43, label %39

39:                                               ; preds = %35
  %40 = mul nsw i64 %34, %23
  %41 = shl i64 %40, %25
  %42 = getelementptr inbounds nuw i8, ptr %28, i64 %41
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %42, ptr nonnull align 1 %37, i64 %31, i1 false)
  br label %47

43:                                               ; preds = %35, %33
  %44 = mul nsw i64 %34, %23
  %45 = shl i64 %44, %25
  %46 = getelementptr inbounds nuw i8, ptr %28, i64 %45
  tail call void @llvm.memset.p0.i64(ptr align 1 %46, i8 0, i64 %31, i1 false)
  br label %47

47:                                               ; preds = %43, %39
  %48 = add nuw nsw i64 %34, 1
  %49 = icmp eq i64 %48, %32
  br i1 %49, label %50, label %33, !llvm.loop !25

50:                                               ; preds = %47, %20
  %51 = mul nsw i32 %3, %2
  %52 = tail call i32 @MPI_Bcast(ptr noundef %28, i32 noundef %51, ptr noundef %4, i32 noundef %5, ptr noundef %6) #22
  %53 = icmp ne ptr %1, null
  %54 = and i1 %53, %29
  br i1 %54, label %55, label %97

55:                                               ; preds = %50
  %56 = shl nsw i64 %23, %25
  %57 = zext nneg i32 %2 to i64
  %58 = and i64 %57, 1
  %59 = icmp eq i32 %2, 1
  br i1 %59, label %87, label %60

60:                                               ; preds = %55
  %61 = and i64 %57, 2147483646
  br label %62

62:                                               ; preds = %81, %60
  %63 = phi i64 [ 0, %60 ], [ %82, %81 ]
  %64 = phi i64 [ 0, %60 ], [ %83, %81 ]
  %65 = getelementptr inbounds nuw ptr, ptr %1, i64 %63
  %66 = load ptr, ptr %65, align 8, !tbaa !24
  %67 = icmp eq ptr %66, null
  br i1 %67, label %72, label %68

68:                                               ; preds = %62
  %69 = mul nsw i64 %63, %23
  %70 = shl i64 %69, %25
  %71 = getelementptr inbounds nuw i8, ptr %28, i64 %70
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %66, ptr readonly align 1 %71, i64 %56, i1 false)
  br label %72

72:                                               ; preds = %68, %62
  %73 = or disjoint i64 %63, 1
  %74 = getelementptr inbounds nuw ptr, ptr %1, i64 %73
  %75 = load ptr, ptr %74, align 8, !tbaa !24
  %76 = icmp eq ptr %75, null
  br i1 %76, label %81, label %77

77:                                               ; preds = %72
  %78 = mul nsw i64 %73, %23
  %79 = shl i64 %78, %25
  %80 = getelementptr inbounds nuw i8, ptr %28, i64 %79
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %75, ptr readonly align 1 %80, i64 %56, i1 false)
  br label %81

81:                                               ; preds = %77, %72
  %82 = add nuw nsw i64 %63, 2
  %83 = add i64 %64, 2
  %84 = icmp eq i64 %83, %61
  br i1 %84, label %85, label %62, !llvm.loop !45

85:                                               ; preds = %81
  %86 = icmp eq i64 %58, 0
  br i1 %86, label %97, label %87

87:                                               ; preds = %85, %55
  %88 = phi i64 [ 0, %55 ], [ %82, %85 ]
  %89 = icmp ne i64 %58, 0
  tail call void @llvm.assume(i1 %89)
  %90 = getelementptr inbounds nuw ptr, ptr %1, i64 %88
  %91 = load ptr, ptr %90, align 8, !tbaa !24
  %92 = icmp eq ptr %91, null
  br i1 %92, label %97, label %93

93:                                               ; preds = %87
  %94 = mul nsw i64 %88, %23
  %95 = shl i64 %94, %25
  %96 = getelementptr inbounds nuw i8, ptr %28, i64 %95
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %91, ptr readonly align 1 %96, i64 %56, i1 false)
  br label %97

97:                                               ; preds = %85, %93, %87, %50
  tail call void @free(ptr noundef %28) #22
  br label %98

98:                                               ; preds = %17, %97
  ret i32 %8
}

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_gather(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #5 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #22
  %15 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %13) #22
  %16 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %14) #22
  %17 = icmp eq ptr %0, inttoptr (i64 1 to ptr)
  %18 = icmp eq i32 %11, 0
  br i1 %18, label %21, label %19

19:                                               ; preds = %12
  %20 = call i32 @MPI_Allgather(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, ptr noundef %9) #22
  br label %23

21:                                               ; preds = %12
  %22 = call i32 @MPI_Gather(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) #22
  br label %23

23:                                               ; preds = %21, %19
  %24 = phi i32 [ %20, %19 ], [ %22, %21 ]
  %25 = icmp ne ptr %7, @ompi_mpi_double
  %26 = icmp eq ptr %7, @ompi_mpi_float
  %27 = xor i1 %26, true
  %28 = and i1 %25, %27
  br i1 %28, label %198, label %29

29:                                               ; preds = %23
  br i1 %17, label %30, label %32

30:                                               ; preds = %29
  %31 = select i1 %18, ptr @.str.12, ptr @.str.11
  call void @__mpiad_fail(ptr noundef nonnull %31, ptr noundef nonnull @.str.13, i64 noundef 0) #24
  unreachable

32:                                               ; preds = %29
  %33 = icmp eq ptr %1, null
  br i1 %33, label %41, label %34

34:                                               ; preds = %32
  %35 = icmp ne ptr %3, @ompi_mpi_double
  %36 = icmp ne ptr %3, @ompi_mpi_float
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %41

38:                                               ; preds = %34
  %39 = select i1 %18, ptr @.str.12, ptr @.str.11
  %40 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull %39, ptr noundef nonnull @.str.19, i64 noundef %40) #24
  unreachable

41:                                               ; preds = %32, %34
  %42 = and i1 %25, %26
  %43 = sext i32 %10 to i64
  %44 = sext i32 %2 to i64
  %45 = mul nsw i64 %43, %44
  %46 = select i1 %42, i64 2, i64 3
  %47 = shl i64 %45, %46
  %48 = or disjoint i64 %47, 1
  %49 = call noalias ptr @malloc(i64 noundef %48) #26
  %50 = icmp sgt i32 %10, 0
  br i1 %50, label %51, label %71

51:                                               ; preds = %41
  %52 = shl nsw i64 %44, %46
  %53 = zext nneg i32 %10 to i64
  br label %54

54:                                               ; preds = %68, %51
  %55 = phi i64 [ 0, %51 ], [ %69, %68 ]
  br i1 %33, label %64, label %56

56:                                               ; preds = %54
  %57 = getelementptr inbounds nuw ptr, ptr %1, i64 %55
  %58 = load ptr, ptr %57, align 8, !tbaa !24
  %59 = icmp eq ptr %58, null
  br i1 %59, label %64, label %60

60:                                               ; preds = %56
  %61 = mul nsw i64 %55, %44
  %62 = shl i64 %61, %46
  %63 = getelementptr inbounds nuw i8, ptr %49, i64 %62
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %63, ptr nonnull align 1 %58, i64 %52, i1 false)
  br label %68

64:                                               ; preds = %56, %54
  %65 = mul nsw i64 %55, %44
  %66 = shl i64 %65, %46
  %67 = getelementptr inbounds nuw i8, ptr %49, i64 %66
  call void @llvm.memset.p0.i64(ptr align 1 %67, i8 0, i64 %52, i1 false)
  br label %68

68:                                               ; preds = %64, %60
  %69 = add nuw nsw i64 %55, 1
  %70 = icmp eq i64 %69, %53
  br i1 %70, label %71, label %54, !llvm.loop !25

71:                                               ; preds = %68, %41
  %72 = sext i32 %6 to i64
  %73 = mul nsw i64 %43, %72
  %74 = load i32, ptr %13, align 4, !tbaa !5
  %75 = sext i32 %74 to i64
  %76 = mul i64 %73, %75
  %77 = shl i64 %76, %46
  %78 = or disjoint i64 %77, 1
  %79 = call noalias ptr @malloc(i64 noundef %78) #26
  %80 = mul nsw i32 %10, %2
  %81 = mul nsw i32 %10, %6
  br i1 %18, label %84, label %82

82:                                               ; preds = %71
  %83 = call i32 @MPI_Allgather(ptr noundef %49, i32 noundef %80, ptr noundef %3, ptr noundef %79, i32 noundef %81, ptr noundef %7, ptr noundef %9) #22
  br label %88

84:                                               ; preds = %71
  %85 = call i32 @MPI_Gather(ptr noundef %49, i32 noundef %80, ptr noundef %3, ptr noundef %79, i32 noundef %81, ptr noundef %7, i32 noundef %8, ptr noundef %9) #22
  %86 = load i32, ptr %14, align 4
  %87 = icmp eq i32 %86, %8
  br i1 %87, label %88, label %197

88:                                               ; preds = %82, %84
  %89 = load i32, ptr %13, align 4, !tbaa !5
  %90 = sext i32 %89 to i64
  %91 = mul i64 %73, %90
  %92 = shl i64 %91, %46
  %93 = or disjoint i64 %92, 1
  %94 = call noalias ptr @malloc(i64 noundef %93) #26
  %95 = icmp sgt i32 %89, 0
  br i1 %95, label %96, label %149

96:                                               ; preds = %88
  %97 = shl nsw i64 %72, %46
  %98 = zext nneg i32 %89 to i64
  %99 = zext i32 %10 to i64
  %100 = and i64 %99, 1
  %101 = icmp eq i32 %10, 1
  %102 = and i64 %99, 2147483646
  %103 = icmp eq i64 %100, 0
  %104 = icmp ne i64 %100, 0
  br label %105

105:                                              ; preds = %121, %96
  %106 = phi i64 [ 0, %96 ], [ %122, %121 ]
  br i1 %50, label %107, label %121

107:                                              ; preds = %105
  %108 = mul nuw nsw i64 %106, %43
  br i1 %101, label %110, label %124

109:                                              ; preds = %124
  br i1 %103, label %121, label %110

110:                                              ; preds = %109, %107
  %111 = phi i64 [ 0, %107 ], [ %146, %109 ]
  call void @llvm.assume(i1 %104)
  %112 = mul nuw nsw i64 %111, %90
  %113 = add nuw nsw i64 %112, %106
  %114 = mul i64 %113, %72
  %115 = shl i64 %114, %46
  %116 = getelementptr inbounds nuw i8, ptr %94, i64 %115
  %117 = add nuw nsw i64 %111, %108
  %118 = mul i64 %117, %72
  %119 = shl i64 %118, %46
  %120 = getelementptr inbounds nuw i8, ptr %79, i64 %119
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %116, ptr readonly align 1 %120, i64 %97, i1 false)
  br label %121

121:                                              ; preds = %110, %109, %105
  %122 = add nuw nsw i64 %106, 1
  %123 = icmp eq i64 %122, %98
  br i1 %123, label %149, label %105, !llvm.loop !62

124:                                              ; preds = %107, %124
  %125 = phi i64 [ %146, %124 ], [ 0, %107 ]
  %126 = phi i64 [ %147, %124 ], [ 0, %107 ]
  %127 = mul nuw nsw i64 %125, %90
  %128 = add nuw nsw i64 %127, %106
  %129 = mul i64 %128, %72
  %130 = shl i64 %129, %46
  %131 = getelementptr inbounds nuw i8, ptr %94, i64 %130
  %132 = add nuw nsw i64 %125, %108
  %133 = mul i64 %132, %72
  %134 = shl i64 %133, %46
  %135 = getelementptr inbounds nuw i8, ptr %79, i64 %134
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %131, ptr readonly align 1 %135, i64 %97, i1 false)
  %136 = or disjoint i64 %125, 1
  %137 = mul nuw nsw i64 %136, %90
  %138 = add nuw nsw i64 %137, %106
  %139 = mul i64 %138, %72
  %140 = shl i64 %139, %46
  %141 = getelementptr inbounds nuw i8, ptr %94, i64 %140
  %142 = add nuw nsw i64 %136, %108
  %143 = mul i64 %142, %72
  %144 = shl i64 %143, %46
  %145 = getelementptr inbounds nuw i8, ptr %79, i64 %144
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %141, ptr readonly align 1 %145, i64 %97, i1 false)
  %146 = add nuw nsw i64 %125, 2
  %147 = add i64 %126, 2
  %148 = icmp eq i64 %147, %102
  br i1 %148, label %109, label %124, !llvm.loop !63

149:                                              ; preds = %121, %88
  %150 = icmp ne ptr %5, null
  %151 = and i1 %150, %50
  br i1 %151, label %152, label %196

152:                                              ; preds = %149
  %153 = mul nsw i32 %89, %6
  %154 = sext i32 %153 to i64
  %155 = shl nsw i64 %154, %46
  %156 = zext nneg i32 %10 to i64
  %157 = and i64 %156, 1
  %158 = icmp eq i32 %10, 1
  br i1 %158, label %186, label %159

159:                                              ; preds = %152
  %160 = and i64 %156, 2147483646
  br label %161

161:                                              ; preds = %180, %159
  %162 = phi i64 [ 0, %159 ], [ %181, %180 ]
  %163 = phi i64 [ 0, %159 ], [ %182, %180 ]
  %164 = getelementptr inbounds nuw ptr, ptr %5, i64 %162
  %165 = load ptr, ptr %164, align 8, !tbaa !24
  %166 = icmp eq ptr %165, null
  br i1 %166, label %171, label %167

167:                                              ; preds = %161
  %168 = mul nsw i64 %162, %154
  %169 = shl i64 %168, %46
  %170 = getelementptr inbounds nuw i8, ptr %94, i64 %169
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %165, ptr readonly align 1 %170, i64 %155, i1 false)
  br label %171

171:                                              ; preds = %167, %161
  %172 = or disjoint i64 %162, 1
  %173 = getelementptr inbounds nuw ptr, ptr %5, i64 %172
  %174 = load ptr, ptr %173, align 8, !tbaa !24
  %175 = icmp eq ptr %174, null
  br i1 %175, label %180, label %176

176:                                              ; preds = %171
  %177 = mul nsw i64 %172, %154
  %178 = shl i64 %177, %46
  %179 = getelementptr inbounds nuw i8, ptr %94, i64 %178
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %174, ptr readonly align 1 %179, i64 %155, i1 false)
  br label %180

180:                                              ; preds = %176, %171
  %181 = add nuw nsw i64 %162, 2
  %182 = add i64 %163, 2
  %183 = icmp eq i64 %182, %160
  br i1 %183, label %184, label %161, !llvm.loop !45

184:                                              ; preds = %180
  %185 = icmp eq i64 %157, 0
  br i1 %185, label %196, label %186

186:                                              ; preds = %184, %152
  %187 = phi i64 [ 0, %152 ], [ %181, %184 ]
  %188 = icmp ne i64 %157, 0
  call void @llvm.assume(i1 %188)
  %189 = getelementptr inbounds nuw ptr, ptr %5, i64 %187
  %190 = load ptr, ptr %189, align 8, !tbaa !24
  %191 = icmp eq ptr %190, null
  br i1 %191, label %196, label %192

192:                                              ; preds = %186
  %193 = mul nsw i64 %187, %154
  %194 = shl i64 %193, %46
  %195 = getelementptr inbounds nuw i8, ptr %94, i64 %194
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %190, ptr readonly align 1 %195, i64 %155, i1 false)
  br label %196

196:                                              ; preds = %184, %192, %186, %149
  call void @free(ptr noundef %94) #22
  br label %197

197:                                              ; preds = %84, %196
  call void @free(ptr noundef %49) #22
  call void @free(ptr noundef %79) #22
  br label %198

198:                                              ; preds = %23, %197
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #22
  ret i32 %24
}

declare i32 @MPI_Comm_size(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Gather(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_scatter(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #5 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #22
  %14 = call i32 @MPI_Comm_size(ptr noundef %9, ptr noundef nonnull %12) #22
  %15 = call i32 @MPI_Comm_rank(ptr noundef %9, ptr noundef nonnull %13) #22
  %16 = call i32 @MPI_Scatter(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9) #22
  %17 = icmp ne ptr %7, @ompi_mpi_double
  %18 = icmp eq ptr %7, @ompi_mpi_float
  %19 = xor i1 %18, true
  %20 = and i1 %17, %19
  br i1 %20, label %189, label %21

21:                                               ; preds = %11
  %22 = icmp ne ptr %5, null
  %23 = icmp ne ptr %7, @ompi_mpi_float
  %24 = and i1 %23, %22
  %25 = and i1 %24, %17
  br i1 %25, label %26, label %28

26:                                               ; preds = %21
  %27 = ptrtoint ptr %7 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.19, i64 noundef %27) #24
  unreachable

28:                                               ; preds = %21
  %29 = load i32, ptr %13, align 4, !tbaa !5
  %30 = icmp eq i32 %29, %8
  br i1 %30, label %35, label %31

31:                                               ; preds = %28
  %32 = sext i32 %10 to i64
  %33 = and i1 %17, %18
  %34 = select i1 %33, i64 2, i64 3
  br label %131

35:                                               ; preds = %28
  %36 = load i32, ptr %12, align 4, !tbaa !5
  %37 = mul nsw i32 %36, %2
  %38 = and i1 %17, %18
  %39 = sext i32 %10 to i64
  %40 = sext i32 %37 to i64
  %41 = mul nsw i64 %40, %39
  %42 = select i1 %38, i64 2, i64 3
  %43 = shl i64 %41, %42
  %44 = or disjoint i64 %43, 1
  %45 = call noalias ptr @malloc(i64 noundef %44) #26
  %46 = icmp sgt i32 %10, 0
  br i1 %46, label %47, label %68

47:                                               ; preds = %35
  %48 = icmp eq ptr %1, null
  %49 = shl nsw i64 %40, %42
  %50 = zext nneg i32 %10 to i64
  br label %51

51:                                               ; preds = %65, %47
  %52 = phi i64 [ 0, %47 ], [ %66, %65 ]
  br i1 %48, label %61, label %53

53:                                               ; preds = %51
  %54 = getelementptr inbounds nuw ptr, ptr %1, i64 %52
  %55 = load ptr, ptr %54, align 8, !tbaa !24
  %56 = icmp eq ptr %55, null
  br i1 %56, label %61, label %57

57:                                               ; preds = %53
  %58 = mul nsw i64 %52, %40
  %59 = shl i64 %58, %42
  %60 = getelementptr inbounds nuw i8, ptr %45, i64 %59
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr nonnull align 1 %55, i64 %49, i1 false)
  br label %65

61:                                               ; preds = %53, %51
  %62 = mul nsw i64 %52, %40
  %63 = shl i64 %62, %42
  %64 = getelementptr inbounds nuw i8, ptr %45, i64 %63
  call void @llvm.memset.p0.i64(ptr align 1 %64, i8 0, i64 %49, i1 false)
  br label %65

65:                                               ; preds = %61, %57
  %66 = add nuw nsw i64 %52, 1
  %67 = icmp eq i64 %66, %50
  br i1 %67, label %68, label %51, !llvm.loop !25

68:                                               ; preds = %65, %35
  %69 = sext i32 %2 to i64
  %70 = mul nsw i64 %39, %69
  %71 = sext i32 %36 to i64
  %72 = mul i64 %70, %71
  %73 = shl i64 %72, %42
  %74 = or disjoint i64 %73, 1
  %75 = call noalias ptr @malloc(i64 noundef %74) #26
  %76 = icmp sgt i32 %36, 0
  br i1 %76, label %77, label %130

77:                                               ; preds = %68
  %78 = shl nsw i64 %69, %42
  %79 = zext nneg i32 %36 to i64
  %80 = zext i32 %10 to i64
  %81 = and i64 %80, 1
  %82 = icmp eq i32 %10, 1
  %83 = and i64 %80, 2147483646
  %84 = icmp eq i64 %81, 0
  %85 = icmp ne i64 %81, 0
  br label %86

86:                                               ; preds = %102, %77
  %87 = phi i64 [ 0, %77 ], [ %103, %102 ]
  br i1 %46, label %88, label %102

88:                                               ; preds = %86
  %89 = mul nuw nsw i64 %87, %39
  br i1 %82, label %91, label %105

90:                                               ; preds = %105
  br i1 %84, label %102, label %91

91:                                               ; preds = %90, %88
  %92 = phi i64 [ 0, %88 ], [ %127, %90 ]
  call void @llvm.assume(i1 %85)
  %93 = add nuw nsw i64 %92, %89
  %94 = mul i64 %93, %69
  %95 = shl i64 %94, %42
  %96 = getelementptr inbounds nuw i8, ptr %75, i64 %95
  %97 = mul nuw nsw i64 %92, %71
  %98 = add nuw nsw i64 %97, %87
  %99 = mul i64 %98, %69
  %100 = shl i64 %99, %42
  %101 = getelementptr inbounds nuw i8, ptr %45, i64 %100
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %96, ptr readonly align 1 %101, i64 %78, i1 false)
  br label %102

102:                                              ; preds = %91, %90, %86
  %103 = add nuw nsw i64 %87, 1
  %104 = icmp eq i64 %103, %79
  br i1 %104, label %130, label %86, !llvm.loop !64

105:                                              ; preds = %88, %105
  %106 = phi i64 [ %127, %105 ], [ 0, %88 ]
  %107 = phi i64 [ %128, %105 ], [ 0, %88 ]
  %108 = add nuw nsw i64 %106, %89
  %109 = mul i64 %108, %69
  %110 = shl i64 %109, %42
  %111 = getelementptr inbounds nuw i8, ptr %75, i64 %110
  %112 = mul nuw nsw i64 %106, %71
  %113 = add nuw nsw i64 %112, %87
  %114 = mul i64 %113, %69
  %115 = shl i64 %114, %42
  %116 = getelementptr inbounds nuw i8, ptr %45, i64 %115
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %111, ptr readonly align 1 %116, i64 %78, i1 false)
  %117 = or disjoint i64 %106, 1
  %118 = add nuw nsw i64 %117, %89
  %119 = mul i64 %118, %69
  %120 = shl i64 %119, %42
  %121 = getelementptr inbounds nuw i8, ptr %75, i64 %120
  %122 = mul nuw nsw i64 %117, %71
  %123 = add nuw nsw i64 %122, %87
  %124 = mul i64 %123, %69
  %125 = shl i64 %124, %42
  %126 = getelementptr inbounds nuw i8, ptr %45, i64 %125
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %121, ptr readonly align 1 %126, i64 %78, i1 false)
  %127 = add nuw nsw i64 %106, 2
  %128 = add i64 %107, 2
  %129 = icmp eq i64 %128, %83
  br i1 %129, label %90, label %105, !llvm.loop !65

130:                                              ; preds = %102, %68
  call void @free(ptr noundef %45) #22
  br label %131

131:                                              ; preds = %31, %130
  %132 = phi i64 [ %34, %31 ], [ %42, %130 ]
  %133 = phi i64 [ %32, %31 ], [ %39, %130 ]
  %134 = phi ptr [ null, %31 ], [ %75, %130 ]
  %135 = sext i32 %6 to i64
  %136 = mul nsw i64 %133, %135
  %137 = shl i64 %136, %132
  %138 = or disjoint i64 %137, 1
  %139 = call noalias ptr @malloc(i64 noundef %138) #26
  %140 = mul nsw i32 %10, %2
  %141 = mul nsw i32 %10, %6
  %142 = call i32 @MPI_Scatter(ptr noundef %134, i32 noundef %140, ptr noundef %3, ptr noundef %139, i32 noundef %141, ptr noundef %7, i32 noundef %8, ptr noundef %9) #22
  %143 = icmp ne ptr %5, null
  %144 = icmp sgt i32 %10, 0
  %145 = and i1 %143, %144
  br i1 %145, label %146, label %188

146:                                              ; preds = %131
  %147 = shl nsw i64 %135, %132
  %148 = zext nneg i32 %10 to i64
  %149 = and i64 %148, 1
  %150 = icmp eq i32 %10, 1
  br i1 %150, label %178, label %151

151:                                              ; preds = %146
  %152 = and i64 %148, 2147483646
  br label %153

153:                                              ; preds = %172, %151
  %154 = phi i64 [ 0, %151 ], [ %173, %172 ]
  %155 = phi i64 [ 0, %151 ], [ %174, %172 ]
  %156 = getelementptr inbounds nuw ptr, ptr %5, i64 %154
  %157 = load ptr, ptr %156, align 8, !tbaa !24
  %158 = icmp eq ptr %157, null
  br i1 %158, label %163, label %159

159:                                              ; preds = %153
  %160 = mul nsw i64 %154, %135
  %161 = shl i64 %160, %132
  %162 = getelementptr inbounds nuw i8, ptr %139, i64 %161
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %157, ptr readonly align 1 %162, i64 %147, i1 false)
  br label %163

163:                                              ; preds = %159, %153
  %164 = or disjoint i64 %154, 1
  %165 = getelementptr inbounds nuw ptr, ptr %5, i64 %164
  %166 = load ptr, ptr %165, align 8, !tbaa !24
  %167 = icmp eq ptr %166, null
  br i1 %167, label %172, label %168

168:                                              ; preds = %163
  %169 = mul nsw i64 %164, %135
  %170 = shl i64 %169, %132
  %171 = getelementptr inbounds nuw i8, ptr %139, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %166, ptr readonly align 1 %171, i64 %147, i1 false)
  br label %172

172:                                              ; preds = %168, %163
  %173 = add nuw nsw i64 %154, 2
  %174 = add i64 %155, 2
  %175 = icmp eq i64 %174, %152
  br i1 %175, label %176, label %153, !llvm.loop !45

176:                                              ; preds = %172
  %177 = icmp eq i64 %149, 0
  br i1 %177, label %188, label %178

178:                                              ; preds = %176, %146
  %179 = phi i64 [ 0, %146 ], [ %173, %176 ]
  %180 = icmp ne i64 %149, 0
  call void @llvm.assume(i1 %180)
  %181 = getelementptr inbounds nuw ptr, ptr %5, i64 %179
  %182 = load ptr, ptr %181, align 8, !tbaa !24
  %183 = icmp eq ptr %182, null
  br i1 %183, label %188, label %184

184:                                              ; preds = %178
  %185 = mul nsw i64 %179, %135
  %186 = shl i64 %185, %132
  %187 = getelementptr inbounds nuw i8, ptr %139, i64 %186
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %182, ptr readonly align 1 %187, i64 %147, i1 false)
  br label %188

188:                                              ; preds = %176, %184, %178, %131
  call void @free(ptr noundef %134) #22
  call void @free(ptr noundef %139) #22
  br label %189

189:                                              ; preds = %11, %188
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #22
  ret i32 %16
}

declare i32 @MPI_Scatter(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_alltoall(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, i32 noundef %9) local_unnamed_addr #5 {
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #22
  %12 = call i32 @MPI_Comm_size(ptr noundef %8, ptr noundef nonnull %11) #22
  %13 = call i32 @MPI_Alltoall(ptr noundef %0, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %6, ptr noundef %7, ptr noundef %8) #22
  %14 = icmp ne ptr %7, @ompi_mpi_double
  %15 = icmp eq ptr %7, @ompi_mpi_float
  %16 = xor i1 %15, true
  %17 = and i1 %14, %16
  br i1 %17, label %238, label %18

18:                                               ; preds = %10
  %19 = icmp eq ptr %1, null
  br i1 %19, label %26, label %20

20:                                               ; preds = %18
  %21 = icmp ne ptr %3, @ompi_mpi_double
  %22 = icmp ne ptr %3, @ompi_mpi_float
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  %25 = ptrtoint ptr %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.19, i64 noundef %25) #24
  unreachable

26:                                               ; preds = %18, %20
  %27 = load i32, ptr %11, align 4, !tbaa !5
  %28 = mul nsw i32 %27, %2
  %29 = and i1 %14, %15
  %30 = sext i32 %9 to i64
  %31 = sext i32 %28 to i64
  %32 = mul nsw i64 %31, %30
  %33 = select i1 %29, i64 2, i64 3
  %34 = shl i64 %32, %33
  %35 = or disjoint i64 %34, 1
  %36 = call noalias ptr @malloc(i64 noundef %35) #26
  %37 = icmp sgt i32 %9, 0
  br i1 %37, label %38, label %58

38:                                               ; preds = %26
  %39 = shl nsw i64 %31, %33
  %40 = zext nneg i32 %9 to i64
  br label %41

41:                                               ; preds = %55, %38
  %42 = phi i64 [ 0, %38 ], [ %56, %55 ]
  br i1 %19, label %51, label %43

43:                                               ; preds = %41
  %44 = getelementptr inbounds nuw ptr, ptr %1, i64 %42
  %45 = load ptr, ptr %44, align 8, !tbaa !24
  %46 = icmp eq ptr %45, null
  br i1 %46, label %51, label %47

47:                                               ; preds = %43
  %48 = mul nsw i64 %42, %31
  %49 = shl i64 %48, %33
  %50 = getelementptr inbounds nuw i8, ptr %36, i64 %49
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %50, ptr nonnull align 1 %45, i64 %39, i1 false)
  br label %55

51:                                               ; preds = %43, %41
  %52 = mul nsw i64 %42, %31
  %53 = shl i64 %52, %33
  %54 = getelementptr inbounds nuw i8, ptr %36, i64 %53
  call void @llvm.memset.p0.i64(ptr align 1 %54, i8 0, i64 %39, i1 false)
  br label %55

55:                                               ; preds = %51, %47
  %56 = add nuw nsw i64 %42, 1
  %57 = icmp eq i64 %56, %40
  br i1 %57, label %58, label %41, !llvm.loop !25

58:                                               ; preds = %55, %26
  %59 = sext i32 %2 to i64
  %60 = mul nsw i64 %30, %59
  %61 = sext i32 %27 to i64
  %62 = mul i64 %60, %61
  %63 = shl i64 %62, %33
  %64 = or disjoint i64 %63, 1
  %65 = call noalias ptr @malloc(i64 noundef %64) #26
  %66 = icmp sgt i32 %27, 0
  br i1 %66, label %67, label %120

67:                                               ; preds = %58
  %68 = shl nsw i64 %59, %33
  %69 = zext nneg i32 %27 to i64
  %70 = zext i32 %9 to i64
  %71 = and i64 %70, 1
  %72 = icmp eq i32 %9, 1
  %73 = and i64 %70, 2147483646
  %74 = icmp eq i64 %71, 0
  %75 = icmp ne i64 %71, 0
  br label %76

76:                                               ; preds = %92, %67
  %77 = phi i64 [ 0, %67 ], [ %93, %92 ]
  br i1 %37, label %78, label %92

78:                                               ; preds = %76
  %79 = mul nuw nsw i64 %77, %30
  br i1 %72, label %81, label %95

80:                                               ; preds = %95
  br i1 %74, label %92, label %81

81:                                               ; preds = %80, %78
  %82 = phi i64 [ 0, %78 ], [ %117, %80 ]
  call void @llvm.assume(i1 %75)
  %83 = add nuw nsw i64 %82, %79
  %84 = mul i64 %83, %59
  %85 = shl i64 %84, %33
  %86 = getelementptr inbounds nuw i8, ptr %65, i64 %85
  %87 = mul nuw nsw i64 %82, %61
  %88 = add nuw nsw i64 %87, %77
  %89 = mul i64 %88, %59
  %90 = shl i64 %89, %33
  %91 = getelementptr inbounds nuw i8, ptr %36, i64 %90
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %86, ptr readonly align 1 %91, i64 %68, i1 false)
  br label %92

92:                                               ; preds = %81, %80, %76
  %93 = add nuw nsw i64 %77, 1
  %94 = icmp eq i64 %93, %69
  br i1 %94, label %120, label %76, !llvm.loop !64

95:                                               ; preds = %78, %95
  %96 = phi i64 [ %117, %95 ], [ 0, %78 ]
  %97 = phi i64 [ %118, %95 ], [ 0, %78 ]
  %98 = add nuw nsw i64 %96, %79
  %99 = mul i64 %98, %59
  %100 = shl i64 %99, %33
  %101 = getelementptr inbounds nuw i8, ptr %65, i64 %100
  %102 = mul nuw nsw i64 %96, %61
  %103 = add nuw nsw i64 %102, %77
  %104 = mul i64 %103, %59
  %105 = shl i64 %104, %33
  %106 = getelementptr inbounds nuw i8, ptr %36, i64 %105
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %101, ptr readonly align 1 %106, i64 %68, i1 false)
  %107 = or disjoint i64 %96, 1
  %108 = add nuw nsw i64 %107, %79
  %109 = mul i64 %108, %59
  %110 = shl i64 %109, %33
  %111 = getelementptr inbounds nuw i8, ptr %65, i64 %110
  %112 = mul nuw nsw i64 %107, %61
  %113 = add nuw nsw i64 %112, %77
  %114 = mul i64 %113, %59
  %115 = shl i64 %114, %33
  %116 = getelementptr inbounds nuw i8, ptr %36, i64 %115
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %111, ptr readonly align 1 %116, i64 %68, i1 false)
  %117 = add nuw nsw i64 %96, 2
  %118 = add i64 %97, 2
  %119 = icmp eq i64 %118, %73
  br i1 %119, label %80, label %95, !llvm.loop !65

120:                                              ; preds = %92, %58
  %121 = sext i32 %6 to i64
  %122 = mul nsw i64 %30, %121
  %123 = mul i64 %122, %61
  %124 = shl i64 %123, %33
  %125 = or disjoint i64 %124, 1
  %126 = call noalias ptr @malloc(i64 noundef %125) #26
  %127 = mul nsw i32 %9, %2
  %128 = mul nsw i32 %9, %6
  %129 = call i32 @MPI_Alltoall(ptr noundef %65, i32 noundef %127, ptr noundef %3, ptr noundef %126, i32 noundef %128, ptr noundef %7, ptr noundef %8) #22
  %130 = load i32, ptr %11, align 4, !tbaa !5
  %131 = sext i32 %130 to i64
  %132 = mul i64 %122, %131
  %133 = shl i64 %132, %33
  %134 = or disjoint i64 %133, 1
  %135 = call noalias ptr @malloc(i64 noundef %134) #26
  %136 = icmp sgt i32 %130, 0
  br i1 %136, label %137, label %190

137:                                              ; preds = %120
  %138 = shl nsw i64 %121, %33
  %139 = zext nneg i32 %130 to i64
  %140 = zext i32 %9 to i64
  %141 = and i64 %140, 1
  %142 = icmp eq i32 %9, 1
  %143 = and i64 %140, 2147483646
  %144 = icmp eq i64 %141, 0
  %145 = icmp ne i64 %141, 0
  br label %146

146:                                              ; preds = %162, %137
  %147 = phi i64 [ 0, %137 ], [ %163, %162 ]
  br i1 %37, label %148, label %162

148:                                              ; preds = %146
  %149 = mul nuw nsw i64 %147, %30
  br i1 %142, label %151, label %165

150:                                              ; preds = %165
  br i1 %144, label %162, label %151

151:                                              ; preds = %150, %148
  %152 = phi i64 [ 0, %148 ], [ %187, %150 ]
  call void @llvm.assume(i1 %145)
  %153 = mul nuw nsw i64 %152, %131
  %154 = add nuw nsw i64 %153, %147
  %155 = mul i64 %154, %121
  %156 = shl i64 %155, %33
  %157 = getelementptr inbounds nuw i8, ptr %135, i64 %156
  %158 = add nuw nsw i64 %152, %149
  %159 = mul i64 %158, %121
  %160 = shl i64 %159, %33
  %161 = getelementptr inbounds nuw i8, ptr %126, i64 %160
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %157, ptr readonly align 1 %161, i64 %138, i1 false)
  br label %162

162:                                              ; preds = %151, %150, %146
  %163 = add nuw nsw i64 %147, 1
  %164 = icmp eq i64 %163, %139
  br i1 %164, label %190, label %146, !llvm.loop !62

165:                                              ; preds = %148, %165
  %166 = phi i64 [ %187, %165 ], [ 0, %148 ]
  %167 = phi i64 [ %188, %165 ], [ 0, %148 ]
  %168 = mul nuw nsw i64 %166, %131
  %169 = add nuw nsw i64 %168, %147
  %170 = mul i64 %169, %121
  %171 = shl i64 %170, %33
  %172 = getelementptr inbounds nuw i8, ptr %135, i64 %171
  %173 = add nuw nsw i64 %166, %149
  %174 = mul i64 %173, %121
  %175 = shl i64 %174, %33
  %176 = getelementptr inbounds nuw i8, ptr %126, i64 %175
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %172, ptr readonly align 1 %176, i64 %138, i1 false)
  %177 = or disjoint i64 %166, 1
  %178 = mul nuw nsw i64 %177, %131
  %179 = add nuw nsw i64 %178, %147
  %180 = mul i64 %179, %121
  %181 = shl i64 %180, %33
  %182 = getelementptr inbounds nuw i8, ptr %135, i64 %181
  %183 = add nuw nsw i64 %177, %149
  %184 = mul i64 %183, %121
  %185 = shl i64 %184, %33
  %186 = getelementptr inbounds nuw i8, ptr %126, i64 %185
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %182, ptr readonly align 1 %186, i64 %138, i1 false)
  %187 = add nuw nsw i64 %166, 2
  %188 = add i64 %167, 2
  %189 = icmp eq i64 %188, %143
  br i1 %189, label %150, label %165, !llvm.loop !63

190:                                              ; preds = %162, %120
  %191 = icmp ne ptr %5, null
  %192 = and i1 %191, %37
  br i1 %192, label %193, label %237

193:                                              ; preds = %190
  %194 = mul nsw i32 %130, %6
  %195 = sext i32 %194 to i64
  %196 = shl nsw i64 %195, %33
  %197 = zext nneg i32 %9 to i64
  %198 = and i64 %197, 1
  %199 = icmp eq i32 %9, 1
  br i1 %199, label %227, label %200

200:                                              ; preds = %193
  %201 = and i64 %197, 2147483646
  br label %202

202:                                              ; preds = %221, %200
  %203 = phi i64 [ 0, %200 ], [ %222, %221 ]
  %204 = phi i64 [ 0, %200 ], [ %223, %221 ]
  %205 = getelementptr inbounds nuw ptr, ptr %5, i64 %203
  %206 = load ptr, ptr %205, align 8, !tbaa !24
  %207 = icmp eq ptr %206, null
  br i1 %207, label %212, label %208

208:                                              ; preds = %202
  %209 = mul nsw i64 %203, %195
  %210 = shl i64 %209, %33
  %211 = getelementptr inbounds nuw i8, ptr %135, i64 %210
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %206, ptr readonly align 1 %211, i64 %196, i1 false)
  br label %212

212:                                              ; preds = %208, %202
  %213 = or disjoint i64 %203, 1
  %214 = getelementptr inbounds nuw ptr, ptr %5, i64 %213
  %215 = load ptr, ptr %214, align 8, !tbaa !24
  %216 = icmp eq ptr %215, null
  br i1 %216, label %221, label %217

217:                                              ; preds = %212
  %218 = mul nsw i64 %213, %195
  %219 = shl i64 %218, %33
  %220 = getelementptr inbounds nuw i8, ptr %135, i64 %219
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %215, ptr readonly align 1 %220, i64 %196, i1 false)
  br label %221

221:                                              ; preds = %217, %212
  %222 = add nuw nsw i64 %203, 2
  %223 = add i64 %204, 2
  %224 = icmp eq i64 %223, %201
  br i1 %224, label %225, label %202, !llvm.loop !45

225:                                              ; preds = %221
  %226 = icmp eq i64 %198, 0
  br i1 %226, label %237, label %227

227:                                              ; preds = %225, %193
  %228 = phi i64 [ 0, %193 ], [ %222, %225 ]
  %229 = icmp ne i64 %198, 0
  call void @llvm.assume(i1 %229)
  %230 = getelementptr inbounds nuw ptr, ptr %5, i64 %228
  %231 = load ptr, ptr %230, align 8, !tbaa !24
  %232 = icmp eq ptr %231, null
  br i1 %232, label %237, label %233

233:                                              ; preds = %227
  %234 = mul nsw i64 %228, %195
  %235 = shl i64 %234, %33
  %236 = getelementptr inbounds nuw i8, ptr %135, i64 %235
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %231, ptr readonly align 1 %236, i64 %196, i1 false)
  br label %237

237:                                              ; preds = %225, %233, %227, %190
  call void @free(ptr noundef %36) #22
  call void @free(ptr noundef %65) #22
  call void @free(ptr noundef %126) #22
  call void @free(ptr noundef %135) #22
  br label %238

238:                                              ; preds = %10, %237
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #22
  ret i32 %13
}

declare i32 @MPI_Alltoall(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_scatter_block(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  %11 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %10) #22
  %12 = call i32 @MPI_Reduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #22
  %13 = icmp ne ptr %5, @ompi_mpi_double
  %14 = icmp eq ptr %5, @ompi_mpi_float
  %15 = xor i1 %14, true
  %16 = and i1 %13, %15
  br i1 %16, label %198, label %17

17:                                               ; preds = %9
  %18 = icmp eq ptr %6, @ompi_mpi_op_sum
  br i1 %18, label %46, label %19

19:                                               ; preds = %17
  %20 = icmp eq ptr %6, @ompi_mpi_op_prod
  %21 = icmp eq ptr %6, @ompi_mpi_op_min
  %22 = or i1 %20, %21
  %23 = icmp eq ptr %6, @ompi_mpi_op_max
  %24 = or i1 %23, %22
  br i1 %24, label %44, label %25

25:                                               ; preds = %19
  %26 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %42

28:                                               ; preds = %25
  %29 = load ptr, ptr @op_regs, align 8, !tbaa !24
  %30 = zext nneg i32 %26 to i64
  br label %34

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %35, 1
  %33 = icmp eq i64 %32, %30
  br i1 %33, label %42, label %34, !llvm.loop !52

34:                                               ; preds = %31, %28
  %35 = phi i64 [ 0, %28 ], [ %32, %31 ]
  %36 = getelementptr inbounds nuw %struct.op_reg, ptr %29, i64 %35
  %37 = load ptr, ptr %36, align 8, !tbaa !48
  %38 = icmp eq ptr %37, %6
  br i1 %38, label %39, label %31

39:                                               ; preds = %34
  %40 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %41 = load i32, ptr %40, align 8, !tbaa !51
  switch i32 %41, label %44 [
    i32 0, label %42
    i32 1, label %46
  ]

42:                                               ; preds = %31, %39, %25
  %43 = ptrtoint ptr %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.20, i64 noundef %43) #24
  unreachable

44:                                               ; preds = %39, %19
  %45 = ptrtoint ptr %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i64 noundef %45) #24
  unreachable

46:                                               ; preds = %39, %17
  %47 = icmp ne ptr %1, null
  %48 = icmp ne ptr %5, @ompi_mpi_float
  %49 = and i1 %13, %48
  %50 = and i1 %47, %49
  br i1 %50, label %51, label %53

51:                                               ; preds = %46
  %52 = ptrtoint ptr %5 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.19, i64 noundef %52) #24
  unreachable

53:                                               ; preds = %46
  %54 = load i32, ptr %10, align 4, !tbaa !5
  %55 = mul nsw i32 %54, %4
  %56 = and i1 %13, %14
  %57 = sext i32 %8 to i64
  %58 = sext i32 %55 to i64
  %59 = mul nsw i64 %58, %57
  %60 = select i1 %56, i64 2, i64 3
  %61 = shl i64 %59, %60
  %62 = or disjoint i64 %61, 1
  %63 = call noalias ptr @malloc(i64 noundef %62) #26
  %64 = icmp sgt i32 %8, 0
  br i1 %64, label %65, label %85

65:                                               ; preds = %53
  %66 = shl nsw i64 %58, %60
  %67 = zext nneg i32 %8 to i64
  br label %68

68:                                               ; preds = %82, %65
  %69 = phi i64 [ 0, %65 ], [ %83, %82 ]
  br i1 %47, label %70, label %78

70:                                               ; preds = %68
  %71 = getelementptr inbounds nuw ptr, ptr %1, i64 %69
  %72 = load ptr, ptr %71, align 8, !tbaa !24
  %73 = icmp eq ptr %72, null
  br i1 %73, label %78, label %74

74:                                               ; preds = %70
  %75 = mul nsw i64 %69, %58
  %76 = shl i64 %75, %60
  %77 = getelementptr inbounds nuw i8, ptr %63, i64 %76
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %77, ptr nonnull align 1 %72, i64 %66, i1 false)
  br label %82

78:                                               ; preds = %70, %68
  %79 = mul nsw i64 %69, %58
  %80 = shl i64 %79, %60
  %81 = getelementptr inbounds nuw i8, ptr %63, i64 %80
  call void @llvm.memset.p0.i64(ptr align 1 %81, i8 0, i64 %66, i1 false)
  br label %82

82:                                               ; preds = %78, %74
  %83 = add nuw nsw i64 %69, 1
  %84 = icmp eq i64 %83, %67
  br i1 %84, label %85, label %68, !llvm.loop !25

85:                                               ; preds = %82, %53
  %86 = sext i32 %4 to i64
  %87 = mul nsw i64 %57, %86
  %88 = sext i32 %54 to i64
  %89 = mul i64 %87, %88
  %90 = shl i64 %89, %60
  %91 = or disjoint i64 %90, 1
  %92 = call noalias ptr @malloc(i64 noundef %91) #26
  %93 = icmp sgt i32 %54, 0
  br i1 %93, label %94, label %147

94:                                               ; preds = %85
  %95 = shl nsw i64 %86, %60
  %96 = zext nneg i32 %54 to i64
  %97 = zext i32 %8 to i64
  %98 = and i64 %97, 1
  %99 = icmp eq i32 %8, 1
  %100 = and i64 %97, 2147483646
  %101 = icmp eq i64 %98, 0
  %102 = icmp ne i64 %98, 0
  br label %103

103:                                              ; preds = %119, %94
  %104 = phi i64 [ 0, %94 ], [ %120, %119 ]
  br i1 %64, label %105, label %119

105:                                              ; preds = %103
  %106 = mul nuw nsw i64 %104, %57
  br i1 %99, label %108, label %122

107:                                              ; preds = %122
  br i1 %101, label %119, label %108

108:                                              ; preds = %107, %105
  %109 = phi i64 [ 0, %105 ], [ %144, %107 ]
  call void @llvm.assume(i1 %102)
  %110 = add nuw nsw i64 %109, %106
  %111 = mul i64 %110, %86
  %112 = shl i64 %111, %60
  %113 = getelementptr inbounds nuw i8, ptr %92, i64 %112
  %114 = mul nuw nsw i64 %109, %88
  %115 = add nuw nsw i64 %114, %104
  %116 = mul i64 %115, %86
  %117 = shl i64 %116, %60
  %118 = getelementptr inbounds nuw i8, ptr %63, i64 %117
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %113, ptr readonly align 1 %118, i64 %95, i1 false)
  br label %119

119:                                              ; preds = %108, %107, %103
  %120 = add nuw nsw i64 %104, 1
  %121 = icmp eq i64 %120, %96
  br i1 %121, label %147, label %103, !llvm.loop !64

122:                                              ; preds = %105, %122
  %123 = phi i64 [ %144, %122 ], [ 0, %105 ]
  %124 = phi i64 [ %145, %122 ], [ 0, %105 ]
  %125 = add nuw nsw i64 %123, %106
  %126 = mul i64 %125, %86
  %127 = shl i64 %126, %60
  %128 = getelementptr inbounds nuw i8, ptr %92, i64 %127
  %129 = mul nuw nsw i64 %123, %88
  %130 = add nuw nsw i64 %129, %104
  %131 = mul i64 %130, %86
  %132 = shl i64 %131, %60
  %133 = getelementptr inbounds nuw i8, ptr %63, i64 %132
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %128, ptr readonly align 1 %133, i64 %95, i1 false)
  %134 = or disjoint i64 %123, 1
  %135 = add nuw nsw i64 %134, %106
  %136 = mul i64 %135, %86
  %137 = shl i64 %136, %60
  %138 = getelementptr inbounds nuw i8, ptr %92, i64 %137
  %139 = mul nuw nsw i64 %134, %88
  %140 = add nuw nsw i64 %139, %104
  %141 = mul i64 %140, %86
  %142 = shl i64 %141, %60
  %143 = getelementptr inbounds nuw i8, ptr %63, i64 %142
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %138, ptr readonly align 1 %143, i64 %95, i1 false)
  %144 = add nuw nsw i64 %123, 2
  %145 = add i64 %124, 2
  %146 = icmp eq i64 %145, %100
  br i1 %146, label %107, label %122, !llvm.loop !65

147:                                              ; preds = %119, %85
  %148 = shl i64 %87, %60
  %149 = or disjoint i64 %148, 1
  %150 = call noalias ptr @malloc(i64 noundef %149) #26
  %151 = mul nsw i32 %8, %4
  %152 = call i32 @MPI_Reduce_scatter_block(ptr noundef %92, ptr noundef %150, i32 noundef %151, ptr noundef %5, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %7) #22
  %153 = icmp ne ptr %3, null
  %154 = and i1 %153, %64
  br i1 %154, label %155, label %197

155:                                              ; preds = %147
  %156 = shl nsw i64 %86, %60
  %157 = zext nneg i32 %8 to i64
  %158 = and i64 %157, 1
  %159 = icmp eq i32 %8, 1
  br i1 %159, label %187, label %160

160:                                              ; preds = %155
  %161 = and i64 %157, 2147483646
  br label %162

162:                                              ; preds = %181, %160
  %163 = phi i64 [ 0, %160 ], [ %182, %181 ]
  %164 = phi i64 [ 0, %160 ], [ %183, %181 ]
  %165 = getelementptr inbounds nuw ptr, ptr %3, i64 %163
  %166 = load ptr, ptr %165, align 8, !tbaa !24
  %167 = icmp eq ptr %166, null
  br i1 %167, label %172, label %168

168:                                              ; preds = %162
  %169 = mul nsw i64 %163, %86
  %170 = shl i64 %169, %60
  %171 = getelementptr inbounds nuw i8, ptr %150, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %166, ptr readonly align 1 %171, i64 %156, i1 false)
  br label %172

172:                                              ; preds = %168, %162
  %173 = or disjoint i64 %163, 1
  %174 = getelementptr inbounds nuw ptr, ptr %3, i64 %173
  %175 = load ptr, ptr %174, align 8, !tbaa !24
  %176 = icmp eq ptr %175, null
  br i1 %176, label %181, label %177

177:                                              ; preds = %172
  %178 = mul nsw i64 %173, %86
  %179 = shl i64 %178, %60
  %180 = getelementptr inbounds nuw i8, ptr %150, i64 %179
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %175, ptr readonly align 1 %180, i64 %156, i1 false)
  br label %181

181:                                              ; preds = %177, %172
  %182 = add nuw nsw i64 %163, 2
  %183 = add i64 %164, 2
  %184 = icmp eq i64 %183, %161
  br i1 %184, label %185, label %162, !llvm.loop !45

185:                                              ; preds = %181
  %186 = icmp eq i64 %158, 0
  br i1 %186, label %197, label %187

187:                                              ; preds = %185, %155
  %188 = phi i64 [ 0, %155 ], [ %182, %185 ]
  %189 = icmp ne i64 %158, 0
  call void @llvm.assume(i1 %189)
  %190 = getelementptr inbounds nuw ptr, ptr %3, i64 %188
  %191 = load ptr, ptr %190, align 8, !tbaa !24
  %192 = icmp eq ptr %191, null
  br i1 %192, label %197, label %193

193:                                              ; preds = %187
  %194 = mul nsw i64 %188, %86
  %195 = shl i64 %194, %60
  %196 = getelementptr inbounds nuw i8, ptr %150, i64 %195
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %191, ptr readonly align 1 %196, i64 %156, i1 false)
  br label %197

197:                                              ; preds = %185, %193, %187, %147
  call void @free(ptr noundef %63) #22
  call void @free(ptr noundef %92) #22
  call void @free(ptr noundef %150) #22
  br label %198

198:                                              ; preds = %9, %197
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  ret i32 %12
}

declare i32 @MPI_Reduce_scatter_block(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define i64 @__mpiad_pending_reverse_requests() local_unnamed_addr #14 {
  %1 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %2 = icmp sgt i64 %1, 0
  br i1 %2, label %3, label %31

3:                                                ; preds = %0
  %4 = load ptr, ptr @rtab_vals, align 8, !tbaa !29
  %5 = icmp ult i64 %1, 4
  br i1 %5, label %28, label %6

6:                                                ; preds = %3
  %7 = and i64 %1, 9223372036854775804
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %22, %8 ]
  %10 = phi <2 x i64> [ zeroinitializer, %6 ], [ %20, %8 ]
  %11 = phi <2 x i64> [ zeroinitializer, %6 ], [ %21, %8 ]
  %12 = getelementptr inbounds nuw ptr, ptr %4, i64 %9
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %14 = load <2 x ptr>, ptr %12, align 8, !tbaa !24
  %15 = load <2 x ptr>, ptr %13, align 8, !tbaa !24
  %16 = icmp ne <2 x ptr> %14, zeroinitializer
  %17 = icmp ne <2 x ptr> %15, zeroinitializer
  %18 = zext <2 x i1> %16 to <2 x i64>
  %19 = zext <2 x i1> %17 to <2 x i64>
  %20 = add <2 x i64> %10, %18
  %21 = add <2 x i64> %11, %19
  %22 = add nuw i64 %9, 4
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %24, label %8, !llvm.loop !66

24:                                               ; preds = %8
  %25 = add <2 x i64> %21, %20
  %26 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %25)
  %27 = icmp eq i64 %1, %7
  br i1 %27, label %31, label %28

28:                                               ; preds = %3, %24
  %29 = phi i64 [ 0, %3 ], [ %7, %24 ]
  %30 = phi i64 [ 0, %3 ], [ %26, %24 ]
  br label %33

31:                                               ; preds = %33, %24, %0
  %32 = phi i64 [ 0, %0 ], [ %26, %24 ], [ %40, %33 ]
  ret i64 %32

33:                                               ; preds = %28, %33
  %34 = phi i64 [ %41, %33 ], [ %29, %28 ]
  %35 = phi i64 [ %40, %33 ], [ %30, %28 ]
  %36 = getelementptr inbounds nuw ptr, ptr %4, i64 %34
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  %38 = icmp ne ptr %37, null
  %39 = zext i1 %38 to i64
  %40 = add nuw nsw i64 %35, %39
  %41 = add nuw nsw i64 %34, 1
  %42 = icmp eq i64 %41, %1
  br i1 %42, label %31, label %33, !llvm.loop !69
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_isend(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #5 {
  %9 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #22
  %10 = icmp eq ptr %3, @ompi_mpi_double
  %11 = icmp eq ptr %3, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 1, i32 %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %67, label %17

17:                                               ; preds = %15
  %18 = icmp ne ptr %3, @ompi_mpi_double
  %19 = icmp ne ptr %3, @ompi_mpi_float
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %67

21:                                               ; preds = %17
  %22 = ptrtoint ptr %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.19, i64 noundef %22) #24
  unreachable

23:                                               ; preds = %8
  %24 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #25
  store i32 1, ptr %24, align 8, !tbaa !70
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %13, ptr %25, align 4, !tbaa !72
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %2, ptr %26, align 8, !tbaa !73
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store ptr %3, ptr %27, align 8, !tbaa !74
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 24
  store i32 %4, ptr %28, align 8, !tbaa !75
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 28
  store i32 %5, ptr %29, align 4, !tbaa !76
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 32
  store ptr %6, ptr %30, align 8, !tbaa !77
  %31 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store ptr %1, ptr %31, align 8, !tbaa !78
  %32 = load ptr, ptr %7, align 8, !tbaa !28
  %33 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %34 = icmp sgt i64 %33, 0
  %35 = load ptr, ptr @rtab_vals, align 8, !tbaa !29
  br i1 %34, label %36, label %49

36:                                               ; preds = %23, %41
  %37 = phi i64 [ %42, %41 ], [ 0, %23 ]
  %38 = getelementptr inbounds nuw ptr, ptr %35, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !24
  %40 = icmp eq ptr %39, null
  br i1 %40, label %44, label %41

41:                                               ; preds = %36
  %42 = add nuw nsw i64 %37, 1
  %43 = icmp eq i64 %42, %33
  br i1 %43, label %49, label %36, !llvm.loop !79

44:                                               ; preds = %36
  %45 = getelementptr inbounds nuw ptr, ptr %35, i64 %37
  %46 = ptrtoint ptr %32 to i64
  %47 = load ptr, ptr @rtab_keys, align 8, !tbaa !30
  %48 = getelementptr inbounds nuw i64, ptr %47, i64 %37
  store i64 %46, ptr %48, align 8, !tbaa !32
  store ptr %24, ptr %45, align 8, !tbaa !24
  br label %67

49:                                               ; preds = %41, %23
  %50 = load i64, ptr @rtab_cap, align 8, !tbaa !12
  %51 = icmp eq i64 %33, %50
  %52 = load ptr, ptr @rtab_keys, align 8, !tbaa !30
  br i1 %51, label %53, label %60

53:                                               ; preds = %49
  %54 = icmp eq i64 %33, 0
  %55 = shl nsw i64 %33, 1
  %56 = select i1 %54, i64 32, i64 %55
  store i64 %56, ptr @rtab_cap, align 8, !tbaa !12
  %57 = shl i64 %56, 3
  %58 = tail call ptr @realloc(ptr noundef %52, i64 noundef %57) #27
  store ptr %58, ptr @rtab_keys, align 8, !tbaa !30
  %59 = tail call ptr @realloc(ptr noundef %35, i64 noundef %57) #27
  store ptr %59, ptr @rtab_vals, align 8, !tbaa !29
  br label %60

60:                                               ; preds = %53, %49
  %61 = phi ptr [ %59, %53 ], [ %35, %49 ]
  %62 = phi ptr [ %58, %53 ], [ %52, %49 ]
  %63 = ptrtoint ptr %32 to i64
  %64 = getelementptr inbounds i64, ptr %62, i64 %33
  store i64 %63, ptr %64, align 8, !tbaa !32
  %65 = add nsw i64 %33, 1
  store i64 %65, ptr @rtab_n, align 8, !tbaa !12
  %66 = getelementptr inbounds ptr, ptr %61, i64 %33
  store ptr %24, ptr %66, align 8, !tbaa !24
  br label %67

67:                                               ; preds = %60, %44, %17, %15
  %68 = phi ptr [ null, %17 ], [ null, %15 ], [ %24, %44 ], [ %24, %60 ]
  ret ptr %68
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_irecv(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) local_unnamed_addr #5 {
  %9 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #22
  %10 = icmp eq ptr %3, @ompi_mpi_double
  %11 = icmp eq ptr %3, @ompi_mpi_float
  %12 = select i1 %11, i32 2, i32 0
  %13 = select i1 %10, i32 1, i32 %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %67, label %17

17:                                               ; preds = %15
  %18 = icmp ne ptr %3, @ompi_mpi_double
  %19 = icmp ne ptr %3, @ompi_mpi_float
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %67

21:                                               ; preds = %17
  %22 = ptrtoint ptr %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.19, i64 noundef %22) #24
  unreachable

23:                                               ; preds = %8
  %24 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 1, i64 noundef 72) #25
  store i32 2, ptr %24, align 8, !tbaa !70
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %13, ptr %25, align 4, !tbaa !72
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %2, ptr %26, align 8, !tbaa !73
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store ptr %3, ptr %27, align 8, !tbaa !74
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 24
  store i32 %4, ptr %28, align 8, !tbaa !75
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 28
  store i32 %5, ptr %29, align 4, !tbaa !76
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 32
  store ptr %6, ptr %30, align 8, !tbaa !77
  %31 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store ptr %1, ptr %31, align 8, !tbaa !78
  %32 = load ptr, ptr %7, align 8, !tbaa !28
  %33 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %34 = icmp sgt i64 %33, 0
  %35 = load ptr, ptr @rtab_vals, align 8, !tbaa !29
  br i1 %34, label %36, label %49

36:                                               ; preds = %23, %41
  %37 = phi i64 [ %42, %41 ], [ 0, %23 ]
  %38 = getelementptr inbounds nuw ptr, ptr %35, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !24
  %40 = icmp eq ptr %39, null
  br i1 %40, label %44, label %41

41:                                               ; preds = %36
  %42 = add nuw nsw i64 %37, 1
  %43 = icmp eq i64 %42, %33
  br i1 %43, label %49, label %36, !llvm.loop !79

44:                                               ; preds = %36
  %45 = getelementptr inbounds nuw ptr, ptr %35, i64 %37
  %46 = ptrtoint ptr %32 to i64
  %47 = load ptr, ptr @rtab_keys, align 8, !tbaa !30
  %48 = getelementptr inbounds nuw i64, ptr %47, i64 %37
  store i64 %46, ptr %48, align 8, !tbaa !32
  store ptr %24, ptr %45, align 8, !tbaa !24
  br label %67

49:                                               ; preds = %41, %23
  %50 = load i64, ptr @rtab_cap, align 8, !tbaa !12
  %51 = icmp eq i64 %33, %50
  %52 = load ptr, ptr @rtab_keys, align 8, !tbaa !30
  br i1 %51, label %53, label %60

53:                                               ; preds = %49
  %54 = icmp eq i64 %33, 0
  %55 = shl nsw i64 %33, 1
  %56 = select i1 %54, i64 32, i64 %55
  store i64 %56, ptr @rtab_cap, align 8, !tbaa !12
  %57 = shl i64 %56, 3
  %58 = tail call ptr @realloc(ptr noundef %52, i64 noundef %57) #27
  store ptr %58, ptr @rtab_keys, align 8, !tbaa !30
  %59 = tail call ptr @realloc(ptr noundef %35, i64 noundef %57) #27
  store ptr %59, ptr @rtab_vals, align 8, !tbaa !29
  br label %60

60:                                               ; preds = %53, %49
  %61 = phi ptr [ %59, %53 ], [ %35, %49 ]
  %62 = phi ptr [ %58, %53 ], [ %52, %49 ]
  %63 = ptrtoint ptr %32 to i64
  %64 = getelementptr inbounds i64, ptr %62, i64 %33
  store i64 %63, ptr %64, align 8, !tbaa !32
  %65 = add nsw i64 %33, 1
  store i64 %65, ptr @rtab_n, align 8, !tbaa !12
  %66 = getelementptr inbounds ptr, ptr %61, i64 %33
  store ptr %24, ptr %66, align 8, !tbaa !24
  br label %67

67:                                               ; preds = %60, %44, %17, %15
  %68 = phi ptr [ null, %17 ], [ null, %15 ], [ %24, %44 ], [ %24, %60 ]
  ret ptr %68
}

; Function Attrs: nounwind
define ptr @__mpiad_aug_wait(ptr noundef %0, ptr noundef writeonly captures(address_is_null) %1) local_unnamed_addr #5 {
  %3 = alloca %struct.ompi_status_public_t, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #22
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #22
  %6 = icmp eq ptr %1, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !39
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq ptr %4, @ompi_request_null
  br i1 %9, label %48, label %10

10:                                               ; preds = %8
  %11 = ptrtoint ptr %4 to i64
  %12 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %13 = icmp slt i64 %12, 1
  br i1 %13, label %48, label %14

14:                                               ; preds = %10
  %15 = load ptr, ptr @rtab_vals, align 8, !tbaa !29
  %16 = load ptr, ptr @rtab_keys, align 8
  br label %17

17:                                               ; preds = %38, %14
  %18 = phi i64 [ %12, %14 ], [ %19, %38 ]
  %19 = add nsw i64 %18, -1
  %20 = getelementptr inbounds nuw ptr, ptr %15, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !24
  %22 = icmp eq ptr %21, null
  br i1 %22, label %38, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds nuw i64, ptr %16, i64 %19
  %25 = load i64, ptr %24, align 8, !tbaa !32
  %26 = icmp eq i64 %25, %11
  br i1 %26, label %27, label %38

27:                                               ; preds = %23
  %28 = getelementptr inbounds nuw ptr, ptr %15, i64 %19
  store ptr null, ptr %28, align 8, !tbaa !24
  br label %29

29:                                               ; preds = %35, %27
  %30 = phi i64 [ %36, %35 ], [ %12, %27 ]
  %31 = getelementptr ptr, ptr %15, i64 %30
  %32 = getelementptr i8, ptr %31, i64 -8
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %35, label %40

35:                                               ; preds = %29
  %36 = add nsw i64 %30, -1
  store i64 %36, ptr @rtab_n, align 8, !tbaa !12
  %37 = icmp sgt i64 %30, 1
  br i1 %37, label %29, label %40, !llvm.loop !80

38:                                               ; preds = %23, %17
  %39 = icmp samesign ult i64 %18, 2
  br i1 %39, label %48, label %17, !llvm.loop !81

40:                                               ; preds = %35, %29
  %41 = load i32, ptr %21, align 8, !tbaa !70
  %42 = icmp eq i32 %41, 2
  br i1 %42, label %43, label %46

43:                                               ; preds = %40
  %44 = getelementptr inbounds nuw i8, ptr %21, i64 24
  %45 = load <2 x i32>, ptr %3, align 8, !tbaa !5
  store <2 x i32> %45, ptr %44, align 8, !tbaa !5
  br label %46

46:                                               ; preds = %43, %40
  %47 = getelementptr inbounds nuw i8, ptr %21, i64 64
  store i32 1, ptr %47, align 8, !tbaa !82
  br label %48

48:                                               ; preds = %38, %10, %46, %8
  %49 = phi ptr [ null, %8 ], [ %21, %46 ], [ null, %10 ], [ null, %38 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #22
  ret ptr %49
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #5 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %8 = mul nsw i64 %5, 24
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #22
  %13 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %14 = inttoptr i64 %10 to ptr
  store ptr %14, ptr %13, align 8, !tbaa !24
  %15 = icmp sgt i32 %0, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %3
  %17 = load i64, ptr @rtab_n, align 8
  %18 = icmp eq ptr %2, null
  %19 = load ptr, ptr @rtab_vals, align 8
  %20 = load ptr, ptr @rtab_keys, align 8
  %21 = zext nneg i32 %0 to i64
  br label %23

22:                                               ; preds = %69, %3
  tail call void @free(ptr noundef %7) #22
  tail call void @free(ptr noundef %9) #22
  ret ptr %13

23:                                               ; preds = %16, %69
  %24 = phi i64 [ 0, %16 ], [ %72, %69 ]
  %25 = phi i64 [ %17, %16 ], [ %70, %69 ]
  br i1 %18, label %29, label %26

26:                                               ; preds = %23
  %27 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %2, i64 %24
  %28 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %28, i64 24, i1 false), !tbaa.struct !39
  br label %29

29:                                               ; preds = %26, %23
  %30 = getelementptr inbounds nuw ptr, ptr %7, i64 %24
  %31 = load ptr, ptr %30, align 8, !tbaa !28
  %32 = icmp eq ptr %31, @ompi_request_null
  br i1 %32, label %69, label %33

33:                                               ; preds = %29
  %34 = ptrtoint ptr %31 to i64
  %35 = icmp slt i64 %25, 1
  br i1 %35, label %69, label %36

36:                                               ; preds = %33, %57
  %37 = phi i64 [ %38, %57 ], [ %25, %33 ]
  %38 = add nsw i64 %37, -1
  %39 = getelementptr inbounds nuw ptr, ptr %19, i64 %38
  %40 = load ptr, ptr %39, align 8, !tbaa !24
  %41 = icmp eq ptr %40, null
  br i1 %41, label %57, label %42

42:                                               ; preds = %36
  %43 = getelementptr inbounds nuw i64, ptr %20, i64 %38
  %44 = load i64, ptr %43, align 8, !tbaa !32
  %45 = icmp eq i64 %44, %34
  br i1 %45, label %46, label %57

46:                                               ; preds = %42
  %47 = getelementptr inbounds nuw ptr, ptr %19, i64 %38
  store ptr null, ptr %47, align 8, !tbaa !24
  br label %48

48:                                               ; preds = %54, %46
  %49 = phi i64 [ %55, %54 ], [ %25, %46 ]
  %50 = getelementptr ptr, ptr %19, i64 %49
  %51 = getelementptr i8, ptr %50, i64 -8
  %52 = load ptr, ptr %51, align 8, !tbaa !24
  %53 = icmp eq ptr %52, null
  br i1 %53, label %54, label %59

54:                                               ; preds = %48
  %55 = add nsw i64 %49, -1
  store i64 %55, ptr @rtab_n, align 8, !tbaa !12
  %56 = icmp sgt i64 %49, 1
  br i1 %56, label %48, label %59, !llvm.loop !80

57:                                               ; preds = %42, %36
  %58 = icmp samesign ult i64 %37, 2
  br i1 %58, label %69, label %36, !llvm.loop !81

59:                                               ; preds = %54, %48
  %60 = phi i64 [ 0, %54 ], [ %49, %48 ]
  %61 = load i32, ptr %40, align 8, !tbaa !70
  %62 = icmp eq i32 %61, 2
  br i1 %62, label %63, label %67

63:                                               ; preds = %59
  %64 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %9, i64 %24
  %65 = getelementptr inbounds nuw i8, ptr %40, i64 24
  %66 = load <2 x i32>, ptr %64, align 8, !tbaa !5
  store <2 x i32> %66, ptr %65, align 8, !tbaa !5
  br label %67

67:                                               ; preds = %63, %59
  %68 = getelementptr inbounds nuw i8, ptr %40, i64 64
  store i32 1, ptr %68, align 8, !tbaa !82
  br label %69

69:                                               ; preds = %57, %33, %29, %67
  %70 = phi i64 [ %60, %67 ], [ %25, %33 ], [ %25, %29 ], [ %25, %57 ]
  %71 = phi ptr [ %40, %67 ], [ null, %33 ], [ null, %29 ], [ null, %57 ]
  %72 = add nuw nsw i64 %24, 1
  %73 = getelementptr inbounds nuw ptr, ptr %13, i64 %72
  store ptr %71, ptr %73, align 8, !tbaa !24
  %74 = icmp eq i64 %72, %21
  br i1 %74, label %22, label %23, !llvm.loop !83
}

; Function Attrs: nounwind
define ptr @__mpiad_aug_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address_is_null) %2) local_unnamed_addr #5 {
  %4 = alloca %struct.ompi_status_public_t, align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #22
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #22
  %7 = icmp eq ptr %2, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !39
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  %12 = icmp eq ptr %5, @ompi_request_null
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %52, label %14

14:                                               ; preds = %9
  %15 = ptrtoint ptr %5 to i64
  %16 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %17 = icmp slt i64 %16, 1
  br i1 %17, label %52, label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr @rtab_vals, align 8, !tbaa !29
  %20 = load ptr, ptr @rtab_keys, align 8
  br label %21

21:                                               ; preds = %42, %18
  %22 = phi i64 [ %16, %18 ], [ %23, %42 ]
  %23 = add nsw i64 %22, -1
  %24 = getelementptr inbounds nuw ptr, ptr %19, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !24
  %26 = icmp eq ptr %25, null
  br i1 %26, label %42, label %27

27:                                               ; preds = %21
  %28 = getelementptr inbounds nuw i64, ptr %20, i64 %23
  %29 = load i64, ptr %28, align 8, !tbaa !32
  %30 = icmp eq i64 %29, %15
  br i1 %30, label %31, label %42

31:                                               ; preds = %27
  %32 = getelementptr inbounds nuw ptr, ptr %19, i64 %23
  store ptr null, ptr %32, align 8, !tbaa !24
  br label %33

33:                                               ; preds = %39, %31
  %34 = phi i64 [ %40, %39 ], [ %16, %31 ]
  %35 = getelementptr ptr, ptr %19, i64 %34
  %36 = getelementptr i8, ptr %35, i64 -8
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = add nsw i64 %34, -1
  store i64 %40, ptr @rtab_n, align 8, !tbaa !12
  %41 = icmp sgt i64 %34, 1
  br i1 %41, label %33, label %44, !llvm.loop !80

42:                                               ; preds = %27, %21
  %43 = icmp samesign ult i64 %22, 2
  br i1 %43, label %52, label %21, !llvm.loop !81

44:                                               ; preds = %39, %33
  %45 = load i32, ptr %25, align 8, !tbaa !70
  %46 = icmp eq i32 %45, 2
  br i1 %46, label %47, label %50

47:                                               ; preds = %44
  %48 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %49 = load <2 x i32>, ptr %4, align 8, !tbaa !5
  store <2 x i32> %49, ptr %48, align 8, !tbaa !5
  br label %50

50:                                               ; preds = %47, %44
  %51 = getelementptr inbounds nuw i8, ptr %25, i64 64
  store i32 1, ptr %51, align 8, !tbaa !82
  br label %52

52:                                               ; preds = %42, %14, %50, %9
  %53 = phi ptr [ null, %9 ], [ %25, %50 ], [ null, %14 ], [ null, %42 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #22
  ret ptr %53
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address_is_null) %3) local_unnamed_addr #5 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %9 = mul nsw i64 %6, 24
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #22
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %78, label %16

16:                                               ; preds = %4
  %17 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %18 = inttoptr i64 %11 to ptr
  store ptr %18, ptr %17, align 8, !tbaa !24
  %19 = icmp sgt i32 %0, 0
  br i1 %19, label %20, label %78

20:                                               ; preds = %16
  %21 = load i64, ptr @rtab_n, align 8
  %22 = icmp eq ptr %3, null
  %23 = load ptr, ptr @rtab_vals, align 8
  %24 = load ptr, ptr @rtab_keys, align 8
  %25 = zext nneg i32 %0 to i64
  br label %26

26:                                               ; preds = %20, %72
  %27 = phi i64 [ 0, %20 ], [ %75, %72 ]
  %28 = phi i64 [ %21, %20 ], [ %73, %72 ]
  br i1 %22, label %32, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %3, i64 %27
  %31 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %30, ptr noundef nonnull align 8 dereferenceable(24) %31, i64 24, i1 false), !tbaa.struct !39
  br label %32

32:                                               ; preds = %29, %26
  %33 = getelementptr inbounds nuw ptr, ptr %8, i64 %27
  %34 = load ptr, ptr %33, align 8, !tbaa !28
  %35 = icmp eq ptr %34, @ompi_request_null
  br i1 %35, label %72, label %36

36:                                               ; preds = %32
  %37 = ptrtoint ptr %34 to i64
  %38 = icmp slt i64 %28, 1
  br i1 %38, label %72, label %39

39:                                               ; preds = %36, %60
  %40 = phi i64 [ %41, %60 ], [ %28, %36 ]
  %41 = add nsw i64 %40, -1
  %42 = getelementptr inbounds nuw ptr, ptr %23, i64 %41
  %43 = load ptr, ptr %42, align 8, !tbaa !24
  %44 = icmp eq ptr %43, null
  br i1 %44, label %60, label %45

45:                                               ; preds = %39
  %46 = getelementptr inbounds nuw i64, ptr %24, i64 %41
  %47 = load i64, ptr %46, align 8, !tbaa !32
  %48 = icmp eq i64 %47, %37
  br i1 %48, label %49, label %60

49:                                               ; preds = %45
  %50 = getelementptr inbounds nuw ptr, ptr %23, i64 %41
  store ptr null, ptr %50, align 8, !tbaa !24
  br label %51

51:                                               ; preds = %57, %49
  %52 = phi i64 [ %58, %57 ], [ %28, %49 ]
  %53 = getelementptr ptr, ptr %23, i64 %52
  %54 = getelementptr i8, ptr %53, i64 -8
  %55 = load ptr, ptr %54, align 8, !tbaa !24
  %56 = icmp eq ptr %55, null
  br i1 %56, label %57, label %62

57:                                               ; preds = %51
  %58 = add nsw i64 %52, -1
  store i64 %58, ptr @rtab_n, align 8, !tbaa !12
  %59 = icmp sgt i64 %52, 1
  br i1 %59, label %51, label %62, !llvm.loop !80

60:                                               ; preds = %45, %39
  %61 = icmp samesign ult i64 %40, 2
  br i1 %61, label %72, label %39, !llvm.loop !81

62:                                               ; preds = %57, %51
  %63 = phi i64 [ 0, %57 ], [ %52, %51 ]
  %64 = load i32, ptr %43, align 8, !tbaa !70
  %65 = icmp eq i32 %64, 2
  br i1 %65, label %66, label %70

66:                                               ; preds = %62
  %67 = getelementptr inbounds nuw %struct.ompi_status_public_t, ptr %10, i64 %27
  %68 = getelementptr inbounds nuw i8, ptr %43, i64 24
  %69 = load <2 x i32>, ptr %67, align 8, !tbaa !5
  store <2 x i32> %69, ptr %68, align 8, !tbaa !5
  br label %70

70:                                               ; preds = %66, %62
  %71 = getelementptr inbounds nuw i8, ptr %43, i64 64
  store i32 1, ptr %71, align 8, !tbaa !82
  br label %72

72:                                               ; preds = %60, %36, %32, %70
  %73 = phi i64 [ %63, %70 ], [ %28, %36 ], [ %28, %32 ], [ %28, %60 ]
  %74 = phi ptr [ %43, %70 ], [ null, %36 ], [ null, %32 ], [ null, %60 ]
  %75 = add nuw nsw i64 %27, 1
  %76 = getelementptr inbounds nuw ptr, ptr %17, i64 %75
  store ptr %74, ptr %76, align 8, !tbaa !24
  %77 = icmp eq i64 %75, %25
  br i1 %77, label %78, label %26, !llvm.loop !84

78:                                               ; preds = %72, %16, %4
  %79 = phi ptr [ null, %4 ], [ %17, %16 ], [ %17, %72 ]
  tail call void @free(ptr noundef %8) #22
  tail call void @free(ptr noundef %10) #22
  ret ptr %79
}

; Function Attrs: nounwind
define void @__mpiad_rev_wait(ptr noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %49, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !73
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !72
  %9 = icmp eq i32 %8, 2
  %10 = select i1 %9, i64 2, i64 3
  %11 = shl nsw i64 %6, %10
  %12 = load i32, ptr %0, align 8, !tbaa !70
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %28

14:                                               ; preds = %3
  %15 = or disjoint i64 %11, 1
  %16 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %15) #25
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %16, ptr %17, align 8, !tbaa !85
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !74
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %21 = load i32, ptr %20, align 8, !tbaa !75
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %23 = load i32, ptr %22, align 4, !tbaa !76
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %25 = load ptr, ptr %24, align 8, !tbaa !77
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %27 = tail call i32 @MPI_Irecv(ptr noundef %16, i32 noundef %5, ptr noundef %19, i32 noundef %21, i32 noundef %23, ptr noundef %25, ptr noundef nonnull %26) #22
  br label %49

28:                                               ; preds = %3
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %30 = load ptr, ptr %29, align 8, !tbaa !78
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = or disjoint i64 %11, 1
  %34 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %33) #25
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %34, ptr %35, align 8, !tbaa !85
  br label %36

36:                                               ; preds = %28, %32
  %37 = phi ptr [ %34, %32 ], [ %30, %28 ]
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !74
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %41 = load i32, ptr %40, align 8, !tbaa !75
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %43 = load i32, ptr %42, align 4, !tbaa !76
  %44 = tail call i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %46 = load ptr, ptr %45, align 8, !tbaa !77
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %48 = tail call i32 @MPI_Isend(ptr noundef %37, i32 noundef %5, ptr noundef %39, i32 noundef %41, i32 noundef %44, ptr noundef %46, ptr noundef nonnull %47) #22
  br label %49

49:                                               ; preds = %14, %36, %1
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_waitall(ptr noundef captures(address_is_null) %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %17, label %3

3:                                                ; preds = %1
  %4 = load ptr, ptr %0, align 8, !tbaa !24
  %5 = ptrtoint ptr %4 to i64
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = and i64 %5, 2147483647
  br label %11

10:                                               ; preds = %11, %3
  tail call void @free(ptr noundef nonnull %0) #22
  br label %17

11:                                               ; preds = %8, %11
  %12 = phi i64 [ %9, %8 ], [ %13, %11 ]
  %13 = add nsw i64 %12, -1
  %14 = getelementptr inbounds nuw ptr, ptr %0, i64 %12
  %15 = load ptr, ptr %14, align 8, !tbaa !24
  tail call void @__mpiad_rev_wait(ptr noundef %15)
  %16 = icmp samesign ugt i64 %12, 1
  br i1 %16, label %11, label %10, !llvm.loop !86

17:                                               ; preds = %1, %10
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_isend(ptr noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %174, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %5 = load i32, ptr %4, align 8, !tbaa !82
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.18, i64 noundef 0) #24
  unreachable

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %10 = tail call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef null) #22
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %12 = load ptr, ptr %11, align 8, !tbaa !78
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %14 = load ptr, ptr %13, align 8, !tbaa !85
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !73
  %17 = icmp eq ptr %12, null
  br i1 %17, label %173, label %18

18:                                               ; preds = %8
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !72
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
  %40 = load <4 x float>, ptr %38, align 4, !tbaa !56, !alias.scope !87
  %41 = load <4 x float>, ptr %39, align 4, !tbaa !56, !alias.scope !87
  %42 = getelementptr inbounds nuw float, ptr %12, i64 %37
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 16
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !56, !alias.scope !90, !noalias !87
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !56, !alias.scope !90, !noalias !87
  %46 = fadd <4 x float> %40, %44
  %47 = fadd <4 x float> %41, %45
  store <4 x float> %46, ptr %42, align 4, !tbaa !56, !alias.scope !90, !noalias !87
  store <4 x float> %47, ptr %43, align 4, !tbaa !56, !alias.scope !90, !noalias !87
  %48 = add nuw i64 %37, 8
  %49 = icmp eq i64 %48, %35
  br i1 %49, label %50, label %36, !llvm.loop !92

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
  %60 = load float, ptr %59, align 4, !tbaa !56
  %61 = getelementptr inbounds nuw float, ptr %12, i64 %57
  %62 = load float, ptr %61, align 4, !tbaa !56
  %63 = fadd float %60, %62
  store float %63, ptr %61, align 4, !tbaa !56
  %64 = add nuw nsw i64 %57, 1
  %65 = add i64 %58, 1
  %66 = icmp eq i64 %65, %54
  br i1 %66, label %67, label %56, !llvm.loop !93

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
  %88 = load <2 x double>, ptr %86, align 8, !tbaa !54, !alias.scope !95
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !54, !alias.scope !95
  %90 = getelementptr inbounds nuw double, ptr %12, i64 %85
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 16
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !54, !alias.scope !98, !noalias !95
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !54, !alias.scope !98, !noalias !95
  %94 = fadd <2 x double> %88, %92
  %95 = fadd <2 x double> %89, %93
  store <2 x double> %94, ptr %90, align 8, !tbaa !54, !alias.scope !98, !noalias !95
  store <2 x double> %95, ptr %91, align 8, !tbaa !54, !alias.scope !98, !noalias !95
  %96 = add nuw i64 %85, 4
  %97 = icmp eq i64 %96, %83
  br i1 %97, label %98, label %84, !llvm.loop !100

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
  %108 = load double, ptr %107, align 8, !tbaa !54
  %109 = getelementptr inbounds nuw double, ptr %12, i64 %105
  %110 = load double, ptr %109, align 8, !tbaa !54
  %111 = fadd double %108, %110
  store double %111, ptr %109, align 8, !tbaa !54
  %112 = add nuw nsw i64 %105, 1
  %113 = add i64 %106, 1
  %114 = icmp eq i64 %113, %102
  br i1 %114, label %115, label %104, !llvm.loop !101

115:                                              ; preds = %104, %100
  %116 = phi i64 [ %101, %100 ], [ %112, %104 ]
  %117 = sub nsw i64 %101, %73
  %118 = icmp ugt i64 %117, -4
  br i1 %118, label %173, label %119

119:                                              ; preds = %115, %119
  %120 = phi i64 [ %144, %119 ], [ %116, %115 ]
  %121 = getelementptr inbounds nuw double, ptr %14, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !54
  %123 = getelementptr inbounds nuw double, ptr %12, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !54
  %125 = fadd double %122, %124
  store double %125, ptr %123, align 8, !tbaa !54
  %126 = add nuw nsw i64 %120, 1
  %127 = getelementptr inbounds nuw double, ptr %14, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !54
  %129 = getelementptr inbounds nuw double, ptr %12, i64 %126
  %130 = load double, ptr %129, align 8, !tbaa !54
  %131 = fadd double %128, %130
  store double %131, ptr %129, align 8, !tbaa !54
  %132 = add nuw nsw i64 %120, 2
  %133 = getelementptr inbounds nuw double, ptr %14, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !54
  %135 = getelementptr inbounds nuw double, ptr %12, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !54
  %137 = fadd double %134, %136
  store double %137, ptr %135, align 8, !tbaa !54
  %138 = add nuw nsw i64 %120, 3
  %139 = getelementptr inbounds nuw double, ptr %14, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !54
  %141 = getelementptr inbounds nuw double, ptr %12, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !54
  %143 = fadd double %140, %142
  store double %143, ptr %141, align 8, !tbaa !54
  %144 = add nuw nsw i64 %120, 4
  %145 = icmp eq i64 %144, %73
  br i1 %145, label %173, label %119, !llvm.loop !102

146:                                              ; preds = %67, %146
  %147 = phi i64 [ %171, %146 ], [ %68, %67 ]
  %148 = getelementptr inbounds nuw float, ptr %14, i64 %147
  %149 = load float, ptr %148, align 4, !tbaa !56
  %150 = getelementptr inbounds nuw float, ptr %12, i64 %147
  %151 = load float, ptr %150, align 4, !tbaa !56
  %152 = fadd float %149, %151
  store float %152, ptr %150, align 4, !tbaa !56
  %153 = add nuw nsw i64 %147, 1
  %154 = getelementptr inbounds nuw float, ptr %14, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !56
  %156 = getelementptr inbounds nuw float, ptr %12, i64 %153
  %157 = load float, ptr %156, align 4, !tbaa !56
  %158 = fadd float %155, %157
  store float %158, ptr %156, align 4, !tbaa !56
  %159 = add nuw nsw i64 %147, 2
  %160 = getelementptr inbounds nuw float, ptr %14, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !56
  %162 = getelementptr inbounds nuw float, ptr %12, i64 %159
  %163 = load float, ptr %162, align 4, !tbaa !56
  %164 = fadd float %161, %163
  store float %164, ptr %162, align 4, !tbaa !56
  %165 = add nuw nsw i64 %147, 3
  %166 = getelementptr inbounds nuw float, ptr %14, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !56
  %168 = getelementptr inbounds nuw float, ptr %12, i64 %165
  %169 = load float, ptr %168, align 4, !tbaa !56
  %170 = fadd float %167, %169
  store float %170, ptr %168, align 4, !tbaa !56
  %171 = add nuw nsw i64 %147, 4
  %172 = icmp eq i64 %171, %25
  br i1 %172, label %173, label %146, !llvm.loop !103

173:                                              ; preds = %67, %146, %115, %119, %50, %98, %8, %23, %71
  tail call void @free(ptr noundef %14) #22
  tail call void @free(ptr noundef nonnull %0) #22
  br label %174

174:                                              ; preds = %1, %173
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_irecv(ptr noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %5 = load i32, ptr %4, align 8, !tbaa !82
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.18, i64 noundef 0) #24
  unreachable

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %10 = tail call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef null) #22
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %12 = load i32, ptr %11, align 8, !tbaa !75
  %13 = icmp eq i32 %12, -2
  br i1 %13, label %27, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %16 = load ptr, ptr %15, align 8, !tbaa !78
  %17 = icmp eq ptr %16, null
  br i1 %17, label %27, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !73
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !72
  %23 = sext i32 %20 to i64
  %24 = icmp eq i32 %22, 2
  %25 = select i1 %24, i64 2, i64 3
  %26 = shl nsw i64 %23, %25
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %16, i8 0, i64 %26, i1 false)
  br label %27

27:                                               ; preds = %18, %14, %8
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %29 = load ptr, ptr %28, align 8, !tbaa !85
  tail call void @free(ptr noundef %29) #22
  tail call void @free(ptr noundef nonnull %0) #22
  br label %30

30:                                               ; preds = %1, %27
  ret void
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_recv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef writeonly captures(address_is_null) %6) local_unnamed_addr #5 {
  %8 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #22
  %9 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef nonnull %8) #22
  %10 = icmp eq ptr %6, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !39
  br label %12

12:                                               ; preds = %11, %7
  %13 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %14 = load <2 x i32>, ptr %8, align 8, !tbaa !5
  store <2 x i32> %14, ptr %13, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #22
  ret ptr %13
}

; Function Attrs: nounwind
define void @__mpiad_rev_send(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5) local_unnamed_addr #5 {
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
  %16 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef %15) #25
  %17 = tail call i32 @MPI_Recv(ptr noundef %16, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef null) #22
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
  %31 = load <4 x float>, ptr %29, align 4, !tbaa !56
  %32 = load <4 x float>, ptr %30, align 4, !tbaa !56
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %28
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %35 = load <4 x float>, ptr %33, align 4, !tbaa !56
  %36 = load <4 x float>, ptr %34, align 4, !tbaa !56
  %37 = fadd <4 x float> %31, %35
  %38 = fadd <4 x float> %32, %36
  store <4 x float> %37, ptr %33, align 4, !tbaa !56
  store <4 x float> %38, ptr %34, align 4, !tbaa !56
  %39 = add nuw i64 %28, 8
  %40 = icmp eq i64 %39, %26
  br i1 %40, label %41, label %27, !llvm.loop !104

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
  %55 = load <2 x double>, ptr %53, align 8, !tbaa !54
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !54
  %57 = getelementptr inbounds nuw double, ptr %0, i64 %52
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 16
  %59 = load <2 x double>, ptr %57, align 8, !tbaa !54
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !54
  %61 = fadd <2 x double> %55, %59
  %62 = fadd <2 x double> %56, %60
  store <2 x double> %61, ptr %57, align 8, !tbaa !54
  store <2 x double> %62, ptr %58, align 8, !tbaa !54
  %63 = add nuw i64 %52, 4
  %64 = icmp eq i64 %63, %50
  br i1 %64, label %65, label %51, !llvm.loop !105

65:                                               ; preds = %51
  %66 = icmp eq i64 %50, %47
  br i1 %66, label %87, label %67

67:                                               ; preds = %46, %65
  %68 = phi i64 [ 0, %46 ], [ %50, %65 ]
  br label %69

69:                                               ; preds = %67, %69
  %70 = phi i64 [ %76, %69 ], [ %68, %67 ]
  %71 = getelementptr inbounds nuw double, ptr %16, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !54
  %73 = getelementptr inbounds nuw double, ptr %0, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !54
  %75 = fadd double %72, %74
  store double %75, ptr %73, align 8, !tbaa !54
  %76 = add nuw nsw i64 %70, 1
  %77 = icmp eq i64 %76, %47
  br i1 %77, label %87, label %69, !llvm.loop !106

78:                                               ; preds = %43, %78
  %79 = phi i64 [ %85, %78 ], [ %44, %43 ]
  %80 = getelementptr inbounds nuw float, ptr %16, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !56
  %82 = getelementptr inbounds nuw float, ptr %0, i64 %79
  %83 = load float, ptr %82, align 4, !tbaa !56
  %84 = fadd float %81, %83
  store float %84, ptr %82, align 4, !tbaa !56
  %85 = add nuw nsw i64 %79, 1
  %86 = icmp eq i64 %85, %23
  br i1 %86, label %87, label %78, !llvm.loop !107

87:                                               ; preds = %69, %78, %65, %41, %11, %21, %45
  tail call void @free(ptr noundef %16) #22
  br label %88

88:                                               ; preds = %6, %87
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_recv(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #5 {
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
  %17 = tail call noalias ptr @calloc(i64 noundef %14, i64 noundef %16) #25
  br label %18

18:                                               ; preds = %10, %12
  %19 = phi ptr [ %17, %12 ], [ %1, %10 ]
  %20 = phi ptr [ %17, %12 ], [ null, %10 ]
  %21 = load i32, ptr %0, align 4, !tbaa !108
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !110
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 0)
  %25 = tail call i32 @MPI_Send(ptr noundef %19, i32 noundef %2, ptr noundef %3, i32 noundef %21, i32 noundef %24, ptr noundef %4) #22
  %26 = load i32, ptr %0, align 4, !tbaa !108
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
  tail call void @free(ptr noundef %20) #22
  br label %35

35:                                               ; preds = %34, %5
  tail call void @free(ptr noundef %0) #22
  ret void
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef writeonly captures(address_is_null) %11) local_unnamed_addr #5 {
  %13 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #22
  %14 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef %10, ptr noundef nonnull %13) #22
  %15 = icmp eq ptr %11, null
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %13, i64 24, i1 false), !tbaa.struct !39
  br label %17

17:                                               ; preds = %16, %12
  %18 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %19 = load <2 x i32>, ptr %13, align 8, !tbaa !5
  store <2 x i32> %19, ptr %18, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #22
  ret ptr %18
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv(ptr noundef captures(none) %0, ptr noundef captures(address_is_null) %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8, ptr noundef %9) local_unnamed_addr #5 {
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
  %22 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef %21) #25
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
  %34 = tail call noalias ptr @calloc(i64 noundef %31, i64 noundef %33) #25
  br label %36

35:                                               ; preds = %23
  br i1 %26, label %55, label %36

36:                                               ; preds = %29, %35
  %37 = phi ptr [ %34, %29 ], [ %6, %35 ]
  %38 = phi ptr [ %34, %29 ], [ null, %35 ]
  %39 = load i32, ptr %0, align 4, !tbaa !108
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !110
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = select i1 %16, i32 0, i32 %2
  %44 = select i1 %16, i32 -2, i32 %4
  %45 = tail call i32 @MPI_Sendrecv(ptr noundef %37, i32 noundef %7, ptr noundef %8, i32 noundef %39, i32 noundef %42, ptr noundef %24, i32 noundef %43, ptr noundef %3, i32 noundef %44, i32 noundef %5, ptr noundef %9, ptr noundef null) #22
  %46 = load i32, ptr %0, align 4, !tbaa !108
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
  %57 = load i32, ptr %56, align 4, !tbaa !110
  %58 = tail call i32 @llvm.smax.i32(i32 %57, i32 0)
  %59 = select i1 %16, i32 0, i32 %2
  %60 = select i1 %16, i32 -2, i32 %4
  %61 = tail call i32 @MPI_Sendrecv(ptr noundef null, i32 noundef 0, ptr noundef %8, i32 noundef -2, i32 noundef %58, ptr noundef %24, i32 noundef %59, ptr noundef %3, i32 noundef %60, i32 noundef %5, ptr noundef %9, ptr noundef null) #22
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
  %78 = load <4 x float>, ptr %76, align 4, !tbaa !56
  %79 = load <4 x float>, ptr %77, align 4, !tbaa !56
  %80 = getelementptr inbounds nuw float, ptr %1, i64 %75
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 16
  %82 = load <4 x float>, ptr %80, align 4, !tbaa !56
  %83 = load <4 x float>, ptr %81, align 4, !tbaa !56
  %84 = fadd <4 x float> %78, %82
  %85 = fadd <4 x float> %79, %83
  store <4 x float> %84, ptr %80, align 4, !tbaa !56
  store <4 x float> %85, ptr %81, align 4, !tbaa !56
  %86 = add nuw i64 %75, 8
  %87 = icmp eq i64 %86, %73
  br i1 %87, label %88, label %74, !llvm.loop !111

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
  %102 = load <2 x double>, ptr %100, align 8, !tbaa !54
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !54
  %104 = getelementptr inbounds nuw double, ptr %1, i64 %99
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 16
  %106 = load <2 x double>, ptr %104, align 8, !tbaa !54
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !54
  %108 = fadd <2 x double> %102, %106
  %109 = fadd <2 x double> %103, %107
  store <2 x double> %108, ptr %104, align 8, !tbaa !54
  store <2 x double> %109, ptr %105, align 8, !tbaa !54
  %110 = add nuw i64 %99, 4
  %111 = icmp eq i64 %110, %97
  br i1 %111, label %112, label %98, !llvm.loop !112

112:                                              ; preds = %98
  %113 = icmp eq i64 %97, %94
  br i1 %113, label %134, label %114

114:                                              ; preds = %93, %112
  %115 = phi i64 [ 0, %93 ], [ %97, %112 ]
  br label %116

116:                                              ; preds = %114, %116
  %117 = phi i64 [ %123, %116 ], [ %115, %114 ]
  %118 = getelementptr inbounds nuw double, ptr %24, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !54
  %120 = getelementptr inbounds nuw double, ptr %1, i64 %117
  %121 = load double, ptr %120, align 8, !tbaa !54
  %122 = fadd double %119, %121
  store double %122, ptr %120, align 8, !tbaa !54
  %123 = add nuw nsw i64 %117, 1
  %124 = icmp eq i64 %123, %94
  br i1 %124, label %134, label %116, !llvm.loop !113

125:                                              ; preds = %90, %125
  %126 = phi i64 [ %132, %125 ], [ %91, %90 ]
  %127 = getelementptr inbounds nuw float, ptr %24, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !56
  %129 = getelementptr inbounds nuw float, ptr %1, i64 %126
  %130 = load float, ptr %129, align 4, !tbaa !56
  %131 = fadd float %128, %130
  store float %131, ptr %129, align 4, !tbaa !56
  %132 = add nuw nsw i64 %126, 1
  %133 = icmp eq i64 %132, %70
  br i1 %133, label %134, label %125, !llvm.loop !114

134:                                              ; preds = %116, %125, %112, %88, %92, %68, %62
  tail call void @free(ptr noundef %24) #22
  tail call void @free(ptr noundef %63) #22
  tail call void @free(ptr noundef nonnull %0) #22
  ret void
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv_replace(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef writeonly captures(address_is_null) %8) local_unnamed_addr #5 {
  %10 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  %11 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef nonnull %10) #22
  %12 = icmp eq ptr %8, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false), !tbaa.struct !39
  br label %14

14:                                               ; preds = %13, %9
  %15 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %16 = load <2 x i32>, ptr %10, align 8, !tbaa !5
  store <2 x i32> %16, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  ret ptr %15
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv_replace(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #5 {
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
  %17 = tail call noalias ptr @calloc(i64 noundef %16, i64 noundef %14) #25
  %18 = icmp eq ptr %1, null
  br i1 %18, label %19, label %21

19:                                               ; preds = %12
  %20 = tail call noalias ptr @calloc(i64 noundef %16, i64 noundef %14) #25
  br label %21

21:                                               ; preds = %12, %19
  %22 = phi ptr [ %20, %19 ], [ %1, %12 ]
  %23 = phi ptr [ %20, %19 ], [ null, %12 ]
  %24 = load i32, ptr %0, align 4, !tbaa !108
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !110
  %27 = tail call i32 @llvm.smax.i32(i32 %26, i32 0)
  %28 = tail call i32 @MPI_Sendrecv(ptr noundef %22, i32 noundef %2, ptr noundef %3, i32 noundef %24, i32 noundef %27, ptr noundef %17, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef null) #22
  br i1 %18, label %103, label %29

29:                                               ; preds = %21
  %30 = load i32, ptr %0, align 4, !tbaa !108
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
  %47 = load <4 x float>, ptr %45, align 4, !tbaa !56
  %48 = load <4 x float>, ptr %46, align 4, !tbaa !56
  %49 = getelementptr inbounds nuw float, ptr %1, i64 %44
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 16
  %51 = load <4 x float>, ptr %49, align 4, !tbaa !56
  %52 = load <4 x float>, ptr %50, align 4, !tbaa !56
  %53 = fadd <4 x float> %47, %51
  %54 = fadd <4 x float> %48, %52
  store <4 x float> %53, ptr %49, align 4, !tbaa !56
  store <4 x float> %54, ptr %50, align 4, !tbaa !56
  %55 = add nuw i64 %44, 8
  %56 = icmp eq i64 %55, %42
  br i1 %56, label %57, label %43, !llvm.loop !115

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
  %71 = load <2 x double>, ptr %69, align 8, !tbaa !54
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !54
  %73 = getelementptr inbounds nuw double, ptr %1, i64 %68
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 16
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !54
  %76 = load <2 x double>, ptr %74, align 8, !tbaa !54
  %77 = fadd <2 x double> %71, %75
  %78 = fadd <2 x double> %72, %76
  store <2 x double> %77, ptr %73, align 8, !tbaa !54
  store <2 x double> %78, ptr %74, align 8, !tbaa !54
  %79 = add nuw i64 %68, 4
  %80 = icmp eq i64 %79, %66
  br i1 %80, label %81, label %67, !llvm.loop !116

81:                                               ; preds = %67
  %82 = icmp eq i64 %66, %63
  br i1 %82, label %103, label %83

83:                                               ; preds = %62, %81
  %84 = phi i64 [ 0, %62 ], [ %66, %81 ]
  br label %85

85:                                               ; preds = %83, %85
  %86 = phi i64 [ %92, %85 ], [ %84, %83 ]
  %87 = getelementptr inbounds nuw double, ptr %17, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !54
  %89 = getelementptr inbounds nuw double, ptr %1, i64 %86
  %90 = load double, ptr %89, align 8, !tbaa !54
  %91 = fadd double %88, %90
  store double %91, ptr %89, align 8, !tbaa !54
  %92 = add nuw nsw i64 %86, 1
  %93 = icmp eq i64 %92, %63
  br i1 %93, label %103, label %85, !llvm.loop !117

94:                                               ; preds = %59, %94
  %95 = phi i64 [ %101, %94 ], [ %60, %59 ]
  %96 = getelementptr inbounds nuw float, ptr %17, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !56
  %98 = getelementptr inbounds nuw float, ptr %1, i64 %95
  %99 = load float, ptr %98, align 4, !tbaa !56
  %100 = fadd float %97, %99
  store float %100, ptr %98, align 4, !tbaa !56
  %101 = add nuw nsw i64 %95, 1
  %102 = icmp eq i64 %101, %39
  br i1 %102, label %103, label %94, !llvm.loop !118

103:                                              ; preds = %85, %94, %81, %57, %61, %37, %32, %21
  tail call void @free(ptr noundef %17) #22
  tail call void @free(ptr noundef %23) #22
  br label %104

104:                                              ; preds = %103, %7
  tail call void @free(ptr noundef %0) #22
  ret void
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_allreduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #5 {
  %7 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.8, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef -1, ptr noundef %5)
  ret ptr %7
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) unnamed_addr #5 {
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
  %28 = load ptr, ptr @op_regs, align 8, !tbaa !24
  %29 = zext nneg i32 %25 to i64
  br label %33

30:                                               ; preds = %33
  %31 = add nuw nsw i64 %34, 1
  %32 = icmp eq i64 %31, %29
  br i1 %32, label %42, label %33, !llvm.loop !52

33:                                               ; preds = %30, %27
  %34 = phi i64 [ 0, %27 ], [ %31, %30 ]
  %35 = getelementptr inbounds nuw %struct.op_reg, ptr %28, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !48
  %37 = icmp eq ptr %36, %5
  br i1 %37, label %38, label %30

38:                                               ; preds = %33
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = load i32, ptr %39, align 8, !tbaa !51
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %44

42:                                               ; preds = %30, %38, %24
  %43 = ptrtoint ptr %5 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.20, i64 noundef %43) #24
  unreachable

44:                                               ; preds = %38, %22, %20, %18, %16, %8
  %45 = phi i32 [ 0, %8 ], [ %40, %38 ], [ 3, %20 ], [ 2, %18 ], [ 1, %16 ], [ 4, %22 ]
  %46 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #25
  store i32 %45, ptr %46, align 8, !tbaa !119
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 4
  store i32 %12, ptr %47, align 4, !tbaa !121
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 8
  store i32 %3, ptr %48, align 8, !tbaa !122
  %49 = getelementptr inbounds nuw i8, ptr %46, i64 12
  store i32 %6, ptr %49, align 4, !tbaa !123
  %50 = getelementptr inbounds nuw i8, ptr %46, i64 24
  store ptr %4, ptr %50, align 8, !tbaa !124
  %51 = getelementptr inbounds nuw i8, ptr %46, i64 32
  store ptr %7, ptr %51, align 8, !tbaa !125
  %52 = getelementptr inbounds nuw i8, ptr %46, i64 16
  store i32 %14, ptr %52, align 8, !tbaa !126
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
  store ptr %70, ptr %71, align 8, !tbaa !127
  tail call void @free(ptr noundef %62) #22
  br label %72

72:                                               ; preds = %69, %44
  %73 = icmp slt i32 %6, 0
  br i1 %73, label %74, label %76

74:                                               ; preds = %72
  %75 = tail call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %7) #22
  br label %78

76:                                               ; preds = %72
  %77 = tail call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) #22
  br label %78

78:                                               ; preds = %76, %74
  ret ptr %46
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_reduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #5 {
  %8 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.9, ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6)
  ret ptr %8
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce(ptr noundef captures(none) %0, ptr noundef captures(address) %1, ptr noundef %2) local_unnamed_addr #5 {
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !121
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @free(ptr noundef nonnull %0) #22
  br label %112

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #22
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !125
  %12 = call i32 @MPI_Comm_rank(ptr noundef %11, ptr noundef nonnull %4) #22
  %13 = icmp eq i32 %6, 2
  %14 = select i1 %13, i64 4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !122
  %17 = sext i32 %16 to i64
  %18 = select i1 %13, i64 2, i64 3
  %19 = shl nsw i64 %17, %18
  %20 = or disjoint i64 %19, 1
  %21 = call noalias ptr @malloc(i64 noundef %20) #26
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !123
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %25, label %37

25:                                               ; preds = %9
  %26 = icmp eq ptr %2, null
  br i1 %26, label %27, label %30

27:                                               ; preds = %25
  %28 = add nsw i64 %17, 1
  %29 = call noalias ptr @calloc(i64 noundef %28, i64 noundef %14) #25
  br label %30

30:                                               ; preds = %25, %27
  %31 = phi ptr [ %29, %27 ], [ %2, %25 ]
  %32 = phi ptr [ %29, %27 ], [ null, %25 ]
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %34 = load ptr, ptr %33, align 8, !tbaa !124
  %35 = load ptr, ptr %10, align 8, !tbaa !125
  %36 = call i32 @MPI_Allreduce(ptr noundef %31, ptr noundef %21, i32 noundef %16, ptr noundef %34, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %35) #22
  call void @free(ptr noundef %32) #22
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
  %46 = load ptr, ptr %45, align 8, !tbaa !124
  %47 = load ptr, ptr %10, align 8, !tbaa !125
  %48 = call i32 @MPI_Bcast(ptr noundef %21, i32 noundef %16, ptr noundef %46, i32 noundef %23, ptr noundef %47) #22
  br label %49

49:                                               ; preds = %44, %30
  %50 = load i32, ptr %22, align 4, !tbaa !123
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
  %60 = load i32, ptr %59, align 8, !tbaa !126
  %61 = icmp eq i32 %60, 0
  %62 = select i1 %61, ptr %1, ptr %2
  %63 = icmp ne ptr %62, null
  %64 = icmp sgt i32 %16, 0
  %65 = and i1 %63, %64
  br i1 %65, label %66, label %109

66:                                               ; preds = %58
  %67 = load i32, ptr %0, align 8, !tbaa !119
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
  %73 = load ptr, ptr %68, align 8, !tbaa !127
  br i1 %69, label %82, label %85

74:                                               ; preds = %70, %70
  %75 = load ptr, ptr %68, align 8, !tbaa !127
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 %71
  %77 = load i8, ptr %76, align 1, !tbaa !60
  %78 = icmp eq i8 %77, 0
  %79 = select i1 %78, double 0.000000e+00, double 1.000000e+00
  br label %80

80:                                               ; preds = %70, %74
  %81 = phi double [ 1.000000e+00, %70 ], [ %79, %74 ]
  br i1 %69, label %89, label %96

82:                                               ; preds = %72
  %83 = getelementptr inbounds nuw double, ptr %73, i64 %71
  %84 = load double, ptr %83, align 8, !tbaa !54
  br label %89

85:                                               ; preds = %72
  %86 = getelementptr inbounds nuw float, ptr %73, i64 %71
  %87 = load float, ptr %86, align 4, !tbaa !56
  %88 = fpext float %87 to double
  br label %96

89:                                               ; preds = %80, %82
  %90 = phi double [ %84, %82 ], [ %81, %80 ]
  %91 = getelementptr inbounds nuw double, ptr %62, i64 %71
  %92 = load double, ptr %91, align 8, !tbaa !54
  %93 = getelementptr inbounds nuw double, ptr %21, i64 %71
  %94 = load double, ptr %93, align 8, !tbaa !54
  %95 = call double @llvm.fmuladd.f64(double %90, double %94, double %92)
  store double %95, ptr %91, align 8, !tbaa !54
  br label %106

96:                                               ; preds = %80, %85
  %97 = phi double [ %88, %85 ], [ %81, %80 ]
  %98 = getelementptr inbounds nuw float, ptr %62, i64 %71
  %99 = load float, ptr %98, align 4, !tbaa !56
  %100 = fpext float %99 to double
  %101 = getelementptr inbounds nuw float, ptr %21, i64 %71
  %102 = load float, ptr %101, align 4, !tbaa !56
  %103 = fpext float %102 to double
  %104 = call double @llvm.fmuladd.f64(double %97, double %103, double %100)
  %105 = fptrunc double %104 to float
  store float %105, ptr %98, align 4, !tbaa !56
  br label %106

106:                                              ; preds = %89, %96
  %107 = add nuw nsw i64 %71, 1
  %108 = icmp eq i64 %107, %17
  br i1 %108, label %109, label %70, !llvm.loop !128

109:                                              ; preds = %106, %58
  call void @free(ptr noundef %21) #22
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %111 = load ptr, ptr %110, align 8, !tbaa !127
  call void @free(ptr noundef %111) #22
  call void @free(ptr noundef nonnull %0) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #22
  br label %112

112:                                              ; preds = %109, %8
  ret void
}

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #16

; Function Attrs: nounwind
define void @__mpiad_rev_bcast(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) local_unnamed_addr #5 {
  %6 = alloca i32, align 4
  %7 = icmp ne ptr %2, @ompi_mpi_double
  %8 = icmp eq ptr %2, @ompi_mpi_float
  %9 = xor i1 %8, true
  %10 = and i1 %7, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #22
  %12 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %6) #22
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
  %21 = call noalias ptr @calloc(i64 noundef %20, i64 noundef %18) #25
  br label %22

22:                                               ; preds = %15, %17
  %23 = phi i64 [ %16, %15 ], [ %19, %17 ]
  %24 = phi ptr [ %0, %15 ], [ %21, %17 ]
  %25 = phi ptr [ null, %15 ], [ %21, %17 ]
  %26 = select i1 %13, i64 2, i64 3
  %27 = shl nsw i64 %23, %26
  %28 = or disjoint i64 %27, 1
  %29 = call noalias ptr @malloc(i64 noundef %28) #26
  %30 = call i32 @MPI_Reduce(ptr noundef %24, ptr noundef %29, i32 noundef %1, ptr noundef %2, ptr noundef nonnull @ompi_mpi_op_sum, i32 noundef %3, ptr noundef %4) #22
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
  call void @free(ptr noundef %25) #22
  call void @free(ptr noundef %29) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #22
  br label %38

38:                                               ; preds = %5, %37
  ret void
}

declare i32 @MPI_Reduce(ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_gather(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = icmp ne ptr %5, @ompi_mpi_double
  %13 = icmp eq ptr %5, @ompi_mpi_float
  %14 = xor i1 %13, true
  %15 = and i1 %12, %14
  br i1 %15, label %124, label %16

16:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #22
  %17 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %10) #22
  %18 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %11) #22
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
  %35 = call noalias ptr @calloc(i64 noundef %34, i64 noundef %20) #25
  br label %36

36:                                               ; preds = %27, %29
  %37 = phi ptr [ %35, %29 ], [ %3, %27 ]
  %38 = phi ptr [ %35, %29 ], [ null, %27 ]
  %39 = call i32 @MPI_Reduce_scatter_block(ptr noundef %37, ptr noundef %25, i32 noundef %4, ptr noundef %5, ptr noundef nonnull @ompi_mpi_op_sum, ptr noundef %7) #22
  call void @free(ptr noundef %38) #22
  br label %42

40:                                               ; preds = %16
  %41 = call i32 @MPI_Scatter(ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %25, i32 noundef %1, ptr noundef %2, i32 noundef %6, ptr noundef %7) #22
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
  %56 = load <4 x float>, ptr %54, align 4, !tbaa !56
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !56
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %53
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load <4 x float>, ptr %58, align 4, !tbaa !56
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !56
  %62 = fadd <4 x float> %56, %60
  %63 = fadd <4 x float> %57, %61
  store <4 x float> %62, ptr %58, align 4, !tbaa !56
  store <4 x float> %63, ptr %59, align 4, !tbaa !56
  %64 = add nuw i64 %53, 8
  %65 = icmp eq i64 %64, %51
  br i1 %65, label %66, label %52, !llvm.loop !129

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
  %80 = load <2 x double>, ptr %78, align 8, !tbaa !54
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !54
  %82 = getelementptr inbounds nuw double, ptr %0, i64 %77
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 16
  %84 = load <2 x double>, ptr %82, align 8, !tbaa !54
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !54
  %86 = fadd <2 x double> %80, %84
  %87 = fadd <2 x double> %81, %85
  store <2 x double> %86, ptr %82, align 8, !tbaa !54
  store <2 x double> %87, ptr %83, align 8, !tbaa !54
  %88 = add nuw i64 %77, 4
  %89 = icmp eq i64 %88, %75
  br i1 %89, label %90, label %76, !llvm.loop !130

90:                                               ; preds = %76
  %91 = icmp eq i64 %75, %72
  br i1 %91, label %112, label %92

92:                                               ; preds = %71, %90
  %93 = phi i64 [ 0, %71 ], [ %75, %90 ]
  br label %94

94:                                               ; preds = %92, %94
  %95 = phi i64 [ %101, %94 ], [ %93, %92 ]
  %96 = getelementptr inbounds nuw double, ptr %25, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !54
  %98 = getelementptr inbounds nuw double, ptr %0, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !54
  %100 = fadd double %97, %99
  store double %100, ptr %98, align 8, !tbaa !54
  %101 = add nuw nsw i64 %95, 1
  %102 = icmp eq i64 %101, %72
  br i1 %102, label %112, label %94, !llvm.loop !131

103:                                              ; preds = %68, %103
  %104 = phi i64 [ %110, %103 ], [ %69, %68 ]
  %105 = getelementptr inbounds nuw float, ptr %25, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !56
  %107 = getelementptr inbounds nuw float, ptr %0, i64 %104
  %108 = load float, ptr %107, align 4, !tbaa !56
  %109 = fadd float %106, %108
  store float %109, ptr %107, align 4, !tbaa !56
  %110 = add nuw nsw i64 %104, 1
  %111 = icmp eq i64 %110, %48
  br i1 %111, label %112, label %103, !llvm.loop !132

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
  call void @free(ptr noundef %25) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  br label %124

124:                                              ; preds = %9, %123
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_scatter(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #5 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = icmp ne ptr %5, @ompi_mpi_double
  %12 = icmp eq ptr %5, @ompi_mpi_float
  %13 = xor i1 %12, true
  %14 = and i1 %11, %13
  br i1 %14, label %122, label %15

15:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  %16 = call i32 @MPI_Comm_rank(ptr noundef %7, ptr noundef nonnull %9) #22
  %17 = call i32 @MPI_Comm_size(ptr noundef %7, ptr noundef nonnull %10) #22
  %18 = and i1 %11, %12
  %19 = icmp eq ptr %3, null
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = select i1 %18, i64 4, i64 8
  %22 = sext i32 %4 to i64
  %23 = add nsw i64 %22, 1
  %24 = call noalias ptr @calloc(i64 noundef %23, i64 noundef %21) #25
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
  %41 = call i32 @MPI_Gather(ptr noundef %26, i32 noundef %4, ptr noundef %5, ptr noundef %40, i32 noundef %1, ptr noundef %2, i32 noundef %6, ptr noundef %7) #22
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
  %60 = load <4 x float>, ptr %58, align 4, !tbaa !56
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !56
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %57
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %64 = load <4 x float>, ptr %62, align 4, !tbaa !56
  %65 = load <4 x float>, ptr %63, align 4, !tbaa !56
  %66 = fadd <4 x float> %60, %64
  %67 = fadd <4 x float> %61, %65
  store <4 x float> %66, ptr %62, align 4, !tbaa !56
  store <4 x float> %67, ptr %63, align 4, !tbaa !56
  %68 = add nuw i64 %57, 8
  %69 = icmp eq i64 %68, %55
  br i1 %69, label %70, label %56, !llvm.loop !133

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
  %84 = load <2 x double>, ptr %82, align 8, !tbaa !54
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !54
  %86 = getelementptr inbounds nuw double, ptr %0, i64 %81
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 16
  %88 = load <2 x double>, ptr %86, align 8, !tbaa !54
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !54
  %90 = fadd <2 x double> %84, %88
  %91 = fadd <2 x double> %85, %89
  store <2 x double> %90, ptr %86, align 8, !tbaa !54
  store <2 x double> %91, ptr %87, align 8, !tbaa !54
  %92 = add nuw i64 %81, 4
  %93 = icmp eq i64 %92, %79
  br i1 %93, label %94, label %80, !llvm.loop !134

94:                                               ; preds = %80
  %95 = icmp eq i64 %79, %76
  br i1 %95, label %116, label %96

96:                                               ; preds = %75, %94
  %97 = phi i64 [ 0, %75 ], [ %79, %94 ]
  br label %98

98:                                               ; preds = %96, %98
  %99 = phi i64 [ %105, %98 ], [ %97, %96 ]
  %100 = getelementptr inbounds nuw double, ptr %40, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !54
  %102 = getelementptr inbounds nuw double, ptr %0, i64 %99
  %103 = load double, ptr %102, align 8, !tbaa !54
  %104 = fadd double %101, %103
  store double %104, ptr %102, align 8, !tbaa !54
  %105 = add nuw nsw i64 %99, 1
  %106 = icmp eq i64 %105, %76
  br i1 %106, label %116, label %98, !llvm.loop !135

107:                                              ; preds = %72, %107
  %108 = phi i64 [ %114, %107 ], [ %73, %72 ]
  %109 = getelementptr inbounds nuw float, ptr %40, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !56
  %111 = getelementptr inbounds nuw float, ptr %0, i64 %108
  %112 = load float, ptr %111, align 4, !tbaa !56
  %113 = fadd float %110, %112
  store float %113, ptr %111, align 4, !tbaa !56
  %114 = add nuw nsw i64 %108, 1
  %115 = icmp eq i64 %114, %52
  br i1 %115, label %116, label %107, !llvm.loop !136

116:                                              ; preds = %98, %107, %94, %70, %74, %50, %44, %39
  br i1 %19, label %121, label %117

117:                                              ; preds = %116
  %118 = sext i32 %4 to i64
  %119 = select i1 %18, i64 2, i64 3
  %120 = shl nsw i64 %118, %119
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %120, i1 false)
  br label %121

121:                                              ; preds = %116, %117
  call void @free(ptr noundef %27) #22
  call void @free(ptr noundef %40) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #22
  br label %122

122:                                              ; preds = %8, %121
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_alltoall(ptr noundef captures(address_is_null) %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6) local_unnamed_addr #5 {
  %8 = alloca i32, align 4
  %9 = icmp ne ptr %5, @ompi_mpi_double
  %10 = icmp eq ptr %5, @ompi_mpi_float
  %11 = xor i1 %10, true
  %12 = and i1 %9, %11
  br i1 %12, label %115, label %13

13:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #22
  %14 = call i32 @MPI_Comm_size(ptr noundef %6, ptr noundef nonnull %8) #22
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
  %26 = call noalias ptr @calloc(i64 noundef %25, i64 noundef %21) #25
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
  %37 = call i32 @MPI_Alltoall(ptr noundef %29, i32 noundef %4, ptr noundef %5, ptr noundef %36, i32 noundef %1, ptr noundef %2, ptr noundef %6) #22
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
  %53 = load <4 x float>, ptr %51, align 4, !tbaa !56
  %54 = load <4 x float>, ptr %52, align 4, !tbaa !56
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !56
  %58 = load <4 x float>, ptr %56, align 4, !tbaa !56
  %59 = fadd <4 x float> %53, %57
  %60 = fadd <4 x float> %54, %58
  store <4 x float> %59, ptr %55, align 4, !tbaa !56
  store <4 x float> %60, ptr %56, align 4, !tbaa !56
  %61 = add nuw i64 %50, 8
  %62 = icmp eq i64 %61, %48
  br i1 %62, label %63, label %49, !llvm.loop !137

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
  %77 = load <2 x double>, ptr %75, align 8, !tbaa !54
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !54
  %79 = getelementptr inbounds nuw double, ptr %0, i64 %74
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !54
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !54
  %83 = fadd <2 x double> %77, %81
  %84 = fadd <2 x double> %78, %82
  store <2 x double> %83, ptr %79, align 8, !tbaa !54
  store <2 x double> %84, ptr %80, align 8, !tbaa !54
  %85 = add nuw i64 %74, 4
  %86 = icmp eq i64 %85, %72
  br i1 %86, label %87, label %73, !llvm.loop !138

87:                                               ; preds = %73
  %88 = icmp eq i64 %72, %69
  br i1 %88, label %109, label %89

89:                                               ; preds = %68, %87
  %90 = phi i64 [ 0, %68 ], [ %72, %87 ]
  br label %91

91:                                               ; preds = %89, %91
  %92 = phi i64 [ %98, %91 ], [ %90, %89 ]
  %93 = getelementptr inbounds nuw double, ptr %36, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !54
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !54
  %97 = fadd double %94, %96
  store double %97, ptr %95, align 8, !tbaa !54
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %69
  br i1 %99, label %109, label %91, !llvm.loop !139

100:                                              ; preds = %65, %100
  %101 = phi i64 [ %107, %100 ], [ %66, %65 ]
  %102 = getelementptr inbounds nuw float, ptr %36, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !56
  %104 = getelementptr inbounds nuw float, ptr %0, i64 %101
  %105 = load float, ptr %104, align 4, !tbaa !56
  %106 = fadd float %103, %105
  store float %106, ptr %104, align 4, !tbaa !56
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, %45
  br i1 %108, label %109, label %100, !llvm.loop !140

109:                                              ; preds = %91, %100, %87, %63, %27, %43, %67
  br i1 %16, label %114, label %110

110:                                              ; preds = %109
  %111 = mul nsw i32 %38, %4
  %112 = sext i32 %111 to i64
  %113 = shl nsw i64 %112, %33
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %113, i1 false)
  br label %114

114:                                              ; preds = %109, %110
  call void @free(ptr noundef %30) #22
  call void @free(ptr noundef %36) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #22
  br label %115

115:                                              ; preds = %7, %114
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce_scatter_block(ptr noundef captures(address_is_null) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) local_unnamed_addr #5 {
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
  %24 = load ptr, ptr @op_regs, align 8, !tbaa !24
  %25 = zext nneg i32 %21 to i64
  br label %29

26:                                               ; preds = %29
  %27 = add nuw nsw i64 %30, 1
  %28 = icmp eq i64 %27, %25
  br i1 %28, label %37, label %29, !llvm.loop !52

29:                                               ; preds = %26, %23
  %30 = phi i64 [ 0, %23 ], [ %27, %26 ]
  %31 = getelementptr inbounds nuw %struct.op_reg, ptr %24, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !48
  %33 = icmp eq ptr %32, %4
  br i1 %33, label %34, label %26

34:                                               ; preds = %29
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !51
  switch i32 %36, label %39 [
    i32 0, label %37
    i32 1, label %41
  ]

37:                                               ; preds = %26, %34, %20
  %38 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.20, i64 noundef %38) #24
  unreachable

39:                                               ; preds = %34, %14
  %40 = ptrtoint ptr %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i64 noundef %40) #24
  unreachable

41:                                               ; preds = %34, %12
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #22
  %42 = call i32 @MPI_Comm_size(ptr noundef %5, ptr noundef nonnull %7) #22
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
  %51 = call noalias ptr @calloc(i64 noundef %50, i64 noundef %48) #25
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
  %63 = call i32 @MPI_Allgather(ptr noundef %54, i32 noundef %2, ptr noundef %3, ptr noundef %62, i32 noundef %2, ptr noundef %3, ptr noundef %5) #22
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
  %79 = load <4 x float>, ptr %77, align 4, !tbaa !56
  %80 = load <4 x float>, ptr %78, align 4, !tbaa !56
  %81 = getelementptr inbounds nuw float, ptr %0, i64 %76
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 16
  %83 = load <4 x float>, ptr %81, align 4, !tbaa !56
  %84 = load <4 x float>, ptr %82, align 4, !tbaa !56
  %85 = fadd <4 x float> %79, %83
  %86 = fadd <4 x float> %80, %84
  store <4 x float> %85, ptr %81, align 4, !tbaa !56
  store <4 x float> %86, ptr %82, align 4, !tbaa !56
  %87 = add nuw i64 %76, 8
  %88 = icmp eq i64 %87, %74
  br i1 %88, label %89, label %75, !llvm.loop !141

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
  %103 = load <2 x double>, ptr %101, align 8, !tbaa !54
  %104 = load <2 x double>, ptr %102, align 8, !tbaa !54
  %105 = getelementptr inbounds nuw double, ptr %0, i64 %100
  %106 = getelementptr inbounds nuw i8, ptr %105, i64 16
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !54
  %108 = load <2 x double>, ptr %106, align 8, !tbaa !54
  %109 = fadd <2 x double> %103, %107
  %110 = fadd <2 x double> %104, %108
  store <2 x double> %109, ptr %105, align 8, !tbaa !54
  store <2 x double> %110, ptr %106, align 8, !tbaa !54
  %111 = add nuw i64 %100, 4
  %112 = icmp eq i64 %111, %98
  br i1 %112, label %113, label %99, !llvm.loop !142

113:                                              ; preds = %99
  %114 = icmp eq i64 %98, %95
  br i1 %114, label %135, label %115

115:                                              ; preds = %94, %113
  %116 = phi i64 [ 0, %94 ], [ %98, %113 ]
  br label %117

117:                                              ; preds = %115, %117
  %118 = phi i64 [ %124, %117 ], [ %116, %115 ]
  %119 = getelementptr inbounds nuw double, ptr %62, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !54
  %121 = getelementptr inbounds nuw double, ptr %0, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !54
  %123 = fadd double %120, %122
  store double %123, ptr %121, align 8, !tbaa !54
  %124 = add nuw nsw i64 %118, 1
  %125 = icmp eq i64 %124, %95
  br i1 %125, label %135, label %117, !llvm.loop !143

126:                                              ; preds = %91, %126
  %127 = phi i64 [ %133, %126 ], [ %92, %91 ]
  %128 = getelementptr inbounds nuw float, ptr %62, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !56
  %130 = getelementptr inbounds nuw float, ptr %0, i64 %127
  %131 = load float, ptr %130, align 4, !tbaa !56
  %132 = fadd float %129, %131
  store float %132, ptr %130, align 4, !tbaa !56
  %133 = add nuw nsw i64 %127, 1
  %134 = icmp eq i64 %133, %71
  br i1 %134, label %135, label %126, !llvm.loop !144

135:                                              ; preds = %117, %126, %113, %89, %52, %69, %93
  br i1 %44, label %138, label %136

136:                                              ; preds = %135
  %137 = shl nsw i64 %53, %59
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %137, i1 false)
  br label %138

138:                                              ; preds = %135, %136
  call void @free(ptr noundef %55) #22
  call void @free(ptr noundef %62) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #22
  br label %139

139:                                              ; preds = %6, %138
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @__mpiad_aug_comm_free(ptr noundef writeonly captures(none) initializes((0, 8)) %0) local_unnamed_addr #17 {
  store ptr @ompi_mpi_comm_null, ptr %0, align 8, !tbaa !145
  ret i32 0
}

; Function Attrs: nounwind
define void @__mpiad_rev_comm_free(ptr noundef %0) local_unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #22
  store ptr %0, ptr %2, align 8, !tbaa !145
  %3 = icmp eq ptr %0, @ompi_mpi_comm_null
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = call i32 @MPI_Comm_free(ptr noundef nonnull %2) #22
  br label %6

6:                                                ; preds = %4, %1
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #22
  ret void
}

declare i32 @MPI_Comm_free(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @exclusive_products(i32 noundef range(i32 1, 3) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #5 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #22
  %8 = call i32 @MPI_Comm_size(ptr noundef %4, ptr noundef nonnull %6) #22
  %9 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %7) #22
  %10 = icmp eq i32 %0, 2
  %11 = sext i32 %2 to i64
  %12 = load i32, ptr %6, align 4, !tbaa !5
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, %11
  %15 = select i1 %10, i64 2, i64 3
  %16 = shl i64 %14, %15
  %17 = or disjoint i64 %16, 1
  %18 = call noalias ptr @malloc(i64 noundef %17) #26
  %19 = call i32 @MPI_Allgather(ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %18, i32 noundef %2, ptr noundef %3, ptr noundef %4) #22
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
  call void @free(ptr noundef %18) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #22
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
  %51 = load float, ptr %50, align 4, !tbaa !56
  %52 = fpext float %51 to double
  br label %56

53:                                               ; preds = %45
  %54 = getelementptr inbounds nuw double, ptr %48, i64 %37
  %55 = load double, ptr %54, align 8, !tbaa !54
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
  store double %60, ptr %62, align 8, !tbaa !54
  br label %66

63:                                               ; preds = %59
  %64 = fptrunc double %60 to float
  %65 = getelementptr inbounds nuw float, ptr %22, i64 %37
  store float %64, ptr %65, align 4, !tbaa !56
  br label %66

66:                                               ; preds = %61, %63
  %67 = add nuw nsw i64 %37, 1
  %68 = icmp eq i64 %67, %11
  br i1 %68, label %39, label %36, !llvm.loop !146

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
  %80 = load double, ptr %79, align 8, !tbaa !54
  br label %85

81:                                               ; preds = %74
  %82 = getelementptr inbounds nuw float, ptr %77, i64 %37
  %83 = load float, ptr %82, align 4, !tbaa !56
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
  %98 = load float, ptr %97, align 4, !tbaa !56
  %99 = fpext float %98 to double
  br label %103

100:                                              ; preds = %92
  %101 = getelementptr inbounds nuw double, ptr %95, i64 %37
  %102 = load double, ptr %101, align 8, !tbaa !54
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
  br i1 %110, label %40, label %69, !llvm.loop !147
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @winners(i32 noundef range(i32 1, 3) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef range(i32 3, 2) %3, ptr noundef %4) unnamed_addr #5 {
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #22
  %7 = call i32 @MPI_Comm_rank(ptr noundef %4, ptr noundef nonnull %6) #22
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
  %29 = call i32 @MPI_Allreduce(ptr noundef %17, ptr noundef %18, i32 noundef %2, ptr noundef nonnull @ompi_mpi_double_int, ptr noundef nonnull %28, ptr noundef %4) #22
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
  %39 = load double, ptr %38, align 8, !tbaa !54
  %40 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %36
  store double %39, ptr %40, align 8, !tbaa !148
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 8
  store i32 %20, ptr %41, align 8, !tbaa !150
  %42 = add nuw nsw i64 %36, 1
  %43 = add i64 %37, 1
  %44 = icmp eq i64 %43, %22
  br i1 %44, label %45, label %35, !llvm.loop !151

45:                                               ; preds = %35, %30
  %46 = icmp eq i32 %3, 3
  %47 = select i1 %46, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %48 = call i32 @MPI_Allreduce(ptr noundef nonnull %17, ptr noundef %18, i32 noundef %2, ptr noundef nonnull @ompi_mpi_double_int, ptr noundef nonnull %47, ptr noundef %4) #22
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
  %79 = load i32, ptr %71, align 8, !tbaa !150
  %80 = load i32, ptr %72, align 8, !tbaa !150
  %81 = load i32, ptr %73, align 8, !tbaa !150
  %82 = load i32, ptr %74, align 8, !tbaa !150
  %83 = insertelement <4 x i32> poison, i32 %79, i64 0
  %84 = insertelement <4 x i32> %83, i32 %80, i64 1
  %85 = insertelement <4 x i32> %84, i32 %81, i64 2
  %86 = insertelement <4 x i32> %85, i32 %82, i64 3
  %87 = load i32, ptr %75, align 8, !tbaa !150
  %88 = load i32, ptr %76, align 8, !tbaa !150
  %89 = load i32, ptr %77, align 8, !tbaa !150
  %90 = load i32, ptr %78, align 8, !tbaa !150
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
  store <4 x i8> %97, ptr %99, align 1, !tbaa !60
  store <4 x i8> %98, ptr %100, align 1, !tbaa !60
  %101 = add nuw i64 %62, 8
  %102 = icmp eq i64 %101, %58
  br i1 %102, label %52, label %61, !llvm.loop !152

103:                                              ; preds = %103, %24
  %104 = phi i64 [ 0, %24 ], [ %125, %103 ]
  %105 = phi i64 [ 0, %24 ], [ %126, %103 ]
  %106 = getelementptr inbounds nuw double, ptr %1, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !54
  %108 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %104
  store double %107, ptr %108, align 8, !tbaa !148
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 8
  store i32 %20, ptr %109, align 8, !tbaa !150
  %110 = or disjoint i64 %104, 1
  %111 = getelementptr inbounds nuw double, ptr %1, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !54
  %113 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %110
  store double %112, ptr %113, align 8, !tbaa !148
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 8
  store i32 %20, ptr %114, align 8, !tbaa !150
  %115 = or disjoint i64 %104, 2
  %116 = getelementptr inbounds nuw double, ptr %1, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !54
  %118 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %115
  store double %117, ptr %118, align 8, !tbaa !148
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  store i32 %20, ptr %119, align 8, !tbaa !150
  %120 = or disjoint i64 %104, 3
  %121 = getelementptr inbounds nuw double, ptr %1, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !54
  %123 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %120
  store double %122, ptr %123, align 8, !tbaa !148
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 8
  store i32 %20, ptr %124, align 8, !tbaa !150
  %125 = add nuw nsw i64 %104, 4
  %126 = add i64 %105, 4
  %127 = icmp eq i64 %126, %25
  br i1 %127, label %30, label %103, !llvm.loop !153

128:                                              ; preds = %52, %128
  %129 = phi i64 [ %136, %128 ], [ %53, %52 ]
  %130 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %132 = load i32, ptr %131, align 8, !tbaa !150
  %133 = icmp eq i32 %132, %49
  %134 = zext i1 %133 to i8
  %135 = getelementptr inbounds nuw i8, ptr %10, i64 %129
  store i8 %134, ptr %135, align 1, !tbaa !60
  %136 = add nuw nsw i64 %129, 1
  %137 = icmp eq i64 %136, %50
  br i1 %137, label %222, label %128, !llvm.loop !154

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
  %153 = load <2 x i32>, ptr %151, align 4, !tbaa !56
  %154 = load <2 x i32>, ptr %152, align 4, !tbaa !56
  %155 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %150
  %156 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %150
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 16
  %158 = shufflevector <2 x i32> %153, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %158, ptr %155, align 4, !tbaa !60
  %159 = shufflevector <2 x i32> %154, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %159, ptr %157, align 4, !tbaa !60
  %160 = add nuw i64 %150, 4
  %161 = icmp eq i64 %160, %147
  br i1 %161, label %162, label %149, !llvm.loop !155

162:                                              ; preds = %149
  %163 = icmp eq i64 %147, %144
  br i1 %163, label %170, label %164

164:                                              ; preds = %142, %162
  %165 = phi i64 [ 0, %142 ], [ %147, %162 ]
  br label %204

166:                                              ; preds = %138
  %167 = icmp eq i32 %3, 3
  %168 = select i1 %167, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %169 = call i32 @MPI_Allreduce(ptr noundef %140, ptr noundef %141, i32 noundef %2, ptr noundef nonnull @ompi_mpi_float_int, ptr noundef nonnull %168, ptr noundef %4) #22
  br label %222

170:                                              ; preds = %204, %162
  %171 = icmp eq i32 %3, 3
  %172 = select i1 %171, ptr @ompi_mpi_op_minloc, ptr @ompi_mpi_op_maxloc
  %173 = call i32 @MPI_Allreduce(ptr noundef nonnull %140, ptr noundef %141, i32 noundef %2, ptr noundef nonnull @ompi_mpi_float_int, ptr noundef nonnull %172, ptr noundef %4) #22
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
  %192 = load <8 x i32>, ptr %190, align 4, !tbaa !156
  %193 = shufflevector <8 x i32> %192, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %194 = load <8 x i32>, ptr %191, align 4, !tbaa !156
  %195 = shufflevector <8 x i32> %194, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %196 = icmp eq <4 x i32> %193, %185
  %197 = icmp eq <4 x i32> %195, %185
  %198 = zext <4 x i1> %196 to <4 x i8>
  %199 = zext <4 x i1> %197 to <4 x i8>
  %200 = getelementptr inbounds nuw i8, ptr %10, i64 %187
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 4
  store <4 x i8> %198, ptr %200, align 1, !tbaa !60
  store <4 x i8> %199, ptr %201, align 1, !tbaa !60
  %202 = add nuw i64 %187, 8
  %203 = icmp eq i64 %202, %183
  br i1 %203, label %177, label %186, !llvm.loop !158

204:                                              ; preds = %164, %204
  %205 = phi i64 [ %210, %204 ], [ %165, %164 ]
  %206 = getelementptr inbounds nuw float, ptr %1, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !56
  %208 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %205
  store float %207, ptr %208, align 4, !tbaa !159
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  store i32 %143, ptr %209, align 4, !tbaa !156
  %210 = add nuw nsw i64 %205, 1
  %211 = icmp eq i64 %210, %144
  br i1 %211, label %170, label %204, !llvm.loop !160

212:                                              ; preds = %177, %212
  %213 = phi i64 [ %220, %212 ], [ %178, %177 ]
  %214 = getelementptr inbounds nuw %struct.anon.0, ptr %141, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %216 = load i32, ptr %215, align 4, !tbaa !156
  %217 = icmp eq i32 %216, %174
  %218 = zext i1 %217 to i8
  %219 = getelementptr inbounds nuw i8, ptr %10, i64 %213
  store i8 %218, ptr %219, align 1, !tbaa !60
  %220 = add nuw nsw i64 %213, 1
  %221 = icmp eq i64 %220, %175
  br i1 %221, label %222, label %212, !llvm.loop !161

222:                                              ; preds = %212, %128, %166, %26
  %223 = phi ptr [ %17, %26 ], [ %140, %166 ], [ %17, %128 ], [ %140, %212 ]
  %224 = phi ptr [ %18, %26 ], [ %141, %166 ], [ %18, %128 ], [ %141, %212 ]
  call void @free(ptr noundef %223) #22
  call void @free(ptr noundef %224) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #22
  ret ptr %10
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #18

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #20

attributes #0 = { cold noinline noreturn nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { cold nofree noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #8 = { nounwind memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #13 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #14 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #15 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #18 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { cold nounwind }
attributes #22 = { nounwind }
attributes #23 = { cold noreturn nounwind }
attributes #24 = { noreturn }
attributes #25 = { nounwind allocsize(0,1) }
attributes #26 = { nounwind allocsize(0) }
attributes #27 = { nounwind allocsize(1) }

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
!14 = !{!15, !6, i64 0}
!15 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !16, i64 16, !6, i64 24, !6, i64 28, !17, i64 32, !18, i64 40, !11, i64 48, !19, i64 56, !6, i64 64}
!16 = !{!"p1 _ZTS15ompi_datatype_t", !11, i64 0}
!17 = !{!"p1 _ZTS19ompi_communicator_t", !11, i64 0}
!18 = !{!"any p2 pointer", !11, i64 0}
!19 = !{!"p1 _ZTS14ompi_request_t", !11, i64 0}
!20 = !{!15, !6, i64 4}
!21 = !{!15, !6, i64 8}
!22 = !{!15, !6, i64 12}
!23 = !{!15, !16, i64 16}
!24 = !{!11, !11, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!15, !11, i64 48}
!28 = !{!19, !19, i64 0}
!29 = !{!18, !18, i64 0}
!30 = !{!31, !31, i64 0}
!31 = !{!"p1 long long", !11, i64 0}
!32 = !{!33, !33, i64 0}
!33 = !{!"long long", !7, i64 0}
!34 = distinct !{!34, !26}
!35 = distinct !{!35, !26}
!36 = !{!15, !17, i64 32}
!37 = !{!15, !18, i64 40}
!38 = !{!15, !6, i64 64}
!39 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 8, !12}
!40 = distinct !{!40, !26}
!41 = distinct !{!41, !26}
!42 = !{!43, !6, i64 0}
!43 = !{!"ompi_status_public_t", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !13, i64 16}
!44 = !{!43, !6, i64 4}
!45 = distinct !{!45, !26}
!46 = distinct !{!46, !26}
!47 = distinct !{!47, !26}
!48 = !{!49, !50, i64 0}
!49 = !{!"", !50, i64 0, !6, i64 8}
!50 = !{!"p1 _ZTS9ompi_op_t", !11, i64 0}
!51 = !{!49, !6, i64 8}
!52 = distinct !{!52, !26}
!53 = distinct !{!53, !26}
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !7, i64 0}
!56 = !{!57, !57, i64 0}
!57 = !{!"float", !7, i64 0}
!58 = distinct !{!58, !26}
!59 = distinct !{!59, !26}
!60 = !{!7, !7, i64 0}
!61 = distinct !{!61, !26}
!62 = distinct !{!62, !26}
!63 = distinct !{!63, !26}
!64 = distinct !{!64, !26}
!65 = distinct !{!65, !26}
!66 = distinct !{!66, !26, !67, !68}
!67 = !{!"llvm.loop.isvectorized", i32 1}
!68 = !{!"llvm.loop.unroll.runtime.disable"}
!69 = distinct !{!69, !26, !68, !67}
!70 = !{!71, !6, i64 0}
!71 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !16, i64 16, !6, i64 24, !6, i64 28, !17, i64 32, !11, i64 40, !11, i64 48, !19, i64 56, !6, i64 64}
!72 = !{!71, !6, i64 4}
!73 = !{!71, !6, i64 8}
!74 = !{!71, !16, i64 16}
!75 = !{!71, !6, i64 24}
!76 = !{!71, !6, i64 28}
!77 = !{!71, !17, i64 32}
!78 = !{!71, !11, i64 40}
!79 = distinct !{!79, !26}
!80 = distinct !{!80, !26}
!81 = distinct !{!81, !26}
!82 = !{!71, !6, i64 64}
!83 = distinct !{!83, !26}
!84 = distinct !{!84, !26}
!85 = !{!71, !11, i64 48}
!86 = distinct !{!86, !26}
!87 = !{!88}
!88 = distinct !{!88, !89}
!89 = distinct !{!89, !"LVerDomain"}
!90 = !{!91}
!91 = distinct !{!91, !89}
!92 = distinct !{!92, !26, !67, !68}
!93 = distinct !{!93, !94}
!94 = !{!"llvm.loop.unroll.disable"}
!95 = !{!96}
!96 = distinct !{!96, !97}
!97 = distinct !{!97, !"LVerDomain"}
!98 = !{!99}
!99 = distinct !{!99, !97}
!100 = distinct !{!100, !26, !67, !68}
!101 = distinct !{!101, !94}
!102 = distinct !{!102, !26, !67}
!103 = distinct !{!103, !26, !67}
!104 = distinct !{!104, !26, !67, !68}
!105 = distinct !{!105, !26, !67, !68}
!106 = distinct !{!106, !26, !68, !67}
!107 = distinct !{!107, !26, !68, !67}
!108 = !{!109, !6, i64 0}
!109 = !{!"", !6, i64 0, !6, i64 4}
!110 = !{!109, !6, i64 4}
!111 = distinct !{!111, !26, !67, !68}
!112 = distinct !{!112, !26, !67, !68}
!113 = distinct !{!113, !26, !68, !67}
!114 = distinct !{!114, !26, !68, !67}
!115 = distinct !{!115, !26, !67, !68}
!116 = distinct !{!116, !26, !67, !68}
!117 = distinct !{!117, !26, !68, !67}
!118 = distinct !{!118, !26, !68, !67}
!119 = !{!120, !6, i64 0}
!120 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !16, i64 24, !17, i64 32, !11, i64 40}
!121 = !{!120, !6, i64 4}
!122 = !{!120, !6, i64 8}
!123 = !{!120, !6, i64 12}
!124 = !{!120, !16, i64 24}
!125 = !{!120, !17, i64 32}
!126 = !{!120, !6, i64 16}
!127 = !{!120, !11, i64 40}
!128 = distinct !{!128, !26}
!129 = distinct !{!129, !26, !67, !68}
!130 = distinct !{!130, !26, !67, !68}
!131 = distinct !{!131, !26, !68, !67}
!132 = distinct !{!132, !26, !68, !67}
!133 = distinct !{!133, !26, !67, !68}
!134 = distinct !{!134, !26, !67, !68}
!135 = distinct !{!135, !26, !68, !67}
!136 = distinct !{!136, !26, !68, !67}
!137 = distinct !{!137, !26, !67, !68}
!138 = distinct !{!138, !26, !67, !68}
!139 = distinct !{!139, !26, !68, !67}
!140 = distinct !{!140, !26, !68, !67}
!141 = distinct !{!141, !26, !67, !68}
!142 = distinct !{!142, !26, !67, !68}
!143 = distinct !{!143, !26, !68, !67}
!144 = distinct !{!144, !26, !68, !67}
!145 = !{!17, !17, i64 0}
!146 = distinct !{!146, !26}
!147 = distinct !{!147, !26}
!148 = !{!149, !55, i64 0}
!149 = !{!"", !55, i64 0, !6, i64 8}
!150 = !{!149, !6, i64 8}
!151 = distinct !{!151, !94}
!152 = distinct !{!152, !26, !67, !68}
!153 = distinct !{!153, !26}
!154 = distinct !{!154, !26, !68, !67}
!155 = distinct !{!155, !26, !67, !68}
!156 = !{!157, !6, i64 4}
!157 = !{!"", !57, i64 0, !6, i64 4}
!158 = distinct !{!158, !26, !67, !68}
!159 = !{!157, !57, i64 0}
!160 = distinct !{!160, !26, !68, !67}
!161 = distinct !{!161, !26, !68, !67}
