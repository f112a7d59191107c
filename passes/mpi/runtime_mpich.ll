; ModuleID = '/work/main/passes/mpi/runtime.c'
source_filename = "/work/main/passes/mpi/runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.MPI_Status = type { i32, i32, i32, i32, i32 }
%struct.op_reg = type { i32, i32 }
%struct.anon = type { double, i32 }
%struct.anon.0 = type { float, i32 }

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [40 x i8] c"mpiad: error in %s: %s (handle 0x%llx)\0A\00", align 1
@tab_used = internal unnamed_addr global i64 0, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"MPI_Isend\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"MPI_Irecv\00", align 1
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
@rtab_n = internal unnamed_addr global i64 0, align 8
@rtab_vals = internal unnamed_addr global ptr null, align 8
@.str.18 = private unnamed_addr constant [102 x i8] c"the request was never completed (MPI_Wait/Waitall/Test) before the end of the differentiated function\00", align 1
@.str.19 = private unnamed_addr constant [134 x i8] c"an active buffer is described by a datatype other than MPI_DOUBLE or MPI_FLOAT; derived or mixed datatypes are not differentiable yet\00", align 1
@tab_cap = internal unnamed_addr global i64 0, align 8
@tab_vals = internal unnamed_addr global ptr null, align 8
@tab_keys = internal unnamed_addr global ptr null, align 8
@.str.20 = private unnamed_addr constant [221 x i8] c"the reduction op has no derivative (a user-defined op from MPI_Op_create, or an op other than MPI_SUM/PROD/MIN/MAX); register one with mpiad_register_op_derivative(op, like) in C or mpiad.register_op_derivative in Python\00", align 1
@rtab_keys = internal unnamed_addr global ptr null, align 8
@rtab_cap = internal unnamed_addr global i64 0, align 8
@switch.table.aug_reduce = private unnamed_addr constant [4 x i32] [i32 4, i32 3, i32 1, i32 2], align 4

; Function Attrs: cold noinline noreturn nounwind
define void @__mpiad_fail(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr @stderr, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str, ptr noundef %0, ptr noundef %1, i64 noundef %2) #21
  %6 = load ptr, ptr @stderr, align 8, !tbaa !9
  %7 = tail call i32 @fflush(ptr noundef %6)
  %8 = tail call i32 @MPI_Abort(i32 noundef 1140850688, i32 noundef 70) #22
  tail call void @abort() #23
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
  %1 = load i64, ptr @tab_used, align 8, !tbaa !12
  ret i64 %1
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_isend(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) local_unnamed_addr #5 {
  %10 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #22
  %11 = icmp eq i32 %4, 1275069450
  %12 = select i1 %11, i32 2, i32 0
  %13 = icmp eq i32 %4, 1275070475
  %14 = select i1 %13, i32 1, i32 %12
  %15 = icmp eq ptr %1, null
  br i1 %15, label %19, label %16

16:                                               ; preds = %9
  switch i32 %4, label %17 [
    i32 1275070475, label %19
    i32 1275069450, label %19
  ]

17:                                               ; preds = %16
  %18 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.19, i64 noundef %18) #24
  unreachable

19:                                               ; preds = %9, %16, %16
  %20 = icmp eq i32 %14, 0
  %21 = icmp ne i32 %10, 0
  %22 = select i1 %20, i1 true, i1 %21
  br i1 %22, label %63, label %23

23:                                               ; preds = %19
  %24 = tail call noalias dereferenceable_or_null(56) ptr @calloc(i64 noundef 1, i64 noundef 56) #25
  store i32 1, ptr %24, align 8, !tbaa !14
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %14, ptr %25, align 4, !tbaa !17
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %3, ptr %26, align 8, !tbaa !18
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 12
  store i32 %2, ptr %27, align 4, !tbaa !19
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store i32 %4, ptr %28, align 8, !tbaa !20
  %29 = sext i32 %2 to i64
  %30 = sext i32 %3 to i64
  %31 = mul nsw i64 %30, %29
  %32 = select i1 %11, i64 2, i64 3
  %33 = shl i64 %31, %32
  %34 = or disjoint i64 %33, 1
  %35 = tail call noalias ptr @malloc(i64 noundef %34) #26
  %36 = icmp sgt i32 %2, 0
  br i1 %36, label %37, label %57

37:                                               ; preds = %23
  %38 = shl nsw i64 %30, %32
  %39 = zext nneg i32 %2 to i64
  br label %40

40:                                               ; preds = %54, %37
  %41 = phi i64 [ 0, %37 ], [ %55, %54 ]
  br i1 %15, label %50, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds nuw ptr, ptr %1, i64 %41
  %44 = load ptr, ptr %43, align 8, !tbaa !21
  %45 = icmp eq ptr %44, null
  br i1 %45, label %50, label %46

46:                                               ; preds = %42
  %47 = mul nsw i64 %41, %30
  %48 = shl i64 %47, %32
  %49 = getelementptr inbounds nuw i8, ptr %35, i64 %48
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %49, ptr nonnull align 1 %44, i64 %38, i1 false)
  br label %54

50:                                               ; preds = %42, %40
  %51 = mul nsw i64 %41, %30
  %52 = shl i64 %51, %32
  %53 = getelementptr inbounds nuw i8, ptr %35, i64 %52
  tail call void @llvm.memset.p0.i64(ptr align 1 %53, i8 0, i64 %38, i1 false)
  br label %54

54:                                               ; preds = %50, %46
  %55 = add nuw nsw i64 %41, 1
  %56 = icmp eq i64 %55, %39
  br i1 %56, label %57, label %40, !llvm.loop !22

57:                                               ; preds = %54, %23
  %58 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store ptr %35, ptr %58, align 8, !tbaa !24
  %59 = mul nsw i32 %3, %2
  %60 = getelementptr inbounds nuw i8, ptr %24, i64 48
  %61 = tail call i32 @MPI_Isend(ptr noundef %35, i32 noundef %59, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %60) #22
  %62 = load i32, ptr %8, align 4, !tbaa !5
  tail call fastcc void @tab_put(i32 noundef %62, ptr noundef nonnull %24)
  br label %63

63:                                               ; preds = %19, %57
  ret i32 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

declare i32 @MPI_Isend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define internal fastcc void @tab_put(i32 noundef %0, ptr noundef %1) unnamed_addr #8 {
  %3 = load i64, ptr @tab_used, align 8, !tbaa !12
  %4 = shl i64 %3, 1
  %5 = add i64 %4, 2
  %6 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %7 = icmp sgt i64 %5, %6
  %8 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %9 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  br i1 %7, label %10, label %37

10:                                               ; preds = %2
  %11 = icmp eq i64 %6, 0
  %12 = shl nsw i64 %6, 1
  %13 = select i1 %11, i64 64, i64 %12
  store i64 %13, ptr @tab_cap, align 8, !tbaa !12
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #25
  store ptr %14, ptr @tab_keys, align 8, !tbaa !26
  %15 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #25
  store ptr %15, ptr @tab_vals, align 8, !tbaa !25
  store i64 0, ptr @tab_used, align 8, !tbaa !12
  %16 = icmp sgt i64 %6, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %10, %26
  %18 = phi i64 [ %27, %26 ], [ 0, %10 ]
  %19 = getelementptr inbounds nuw ptr, ptr %8, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !21
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds nuw i64, ptr %9, i64 %18
  %24 = load i64, ptr %23, align 8, !tbaa !28
  %25 = trunc i64 %24 to i32
  tail call fastcc void @tab_put(i32 noundef %25, ptr noundef nonnull %20)
  br label %26

26:                                               ; preds = %22, %17
  %27 = add nuw nsw i64 %18, 1
  %28 = icmp eq i64 %27, %6
  br i1 %28, label %29, label %17, !llvm.loop !30

29:                                               ; preds = %26
  %30 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %31 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %32 = load ptr, ptr @tab_keys, align 8, !tbaa !26
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
  %41 = sext i32 %0 to i64
  %42 = mul i64 %41, -7046029254386353131
  %43 = urem i64 %42, %40
  %44 = getelementptr inbounds ptr, ptr %39, i64 %43
  %45 = load ptr, ptr %44, align 8, !tbaa !21
  %46 = icmp eq ptr %45, null
  br i1 %46, label %58, label %47

47:                                               ; preds = %37, %52
  %48 = phi i64 [ %54, %52 ], [ %43, %37 ]
  %49 = getelementptr inbounds i64, ptr %38, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !28
  %51 = icmp eq i64 %50, %41
  br i1 %51, label %62, label %52

52:                                               ; preds = %47
  %53 = add nsw i64 %48, 1
  %54 = srem i64 %53, %40
  %55 = getelementptr inbounds ptr, ptr %39, i64 %54
  %56 = load ptr, ptr %55, align 8, !tbaa !21
  %57 = icmp eq ptr %56, null
  br i1 %57, label %58, label %47, !llvm.loop !31

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
  store i64 %41, ptr %65, align 8, !tbaa !28
  store ptr %1, ptr %64, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

; Function Attrs: nounwind
define i32 @__mpiad_fwd_irecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) local_unnamed_addr #5 {
  %10 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef %8) #22
  %11 = icmp eq i32 %4, 1275069450
  %12 = select i1 %11, i32 2, i32 0
  %13 = icmp eq i32 %4, 1275070475
  %14 = select i1 %13, i32 1, i32 %12
  %15 = icmp eq ptr %1, null
  br i1 %15, label %19, label %16

16:                                               ; preds = %9
  switch i32 %4, label %17 [
    i32 1275070475, label %19
    i32 1275069450, label %19
  ]

17:                                               ; preds = %16
  %18 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.19, i64 noundef %18) #24
  unreachable

19:                                               ; preds = %9, %16, %16
  %20 = icmp eq i32 %14, 0
  %21 = icmp ne i32 %10, 0
  %22 = select i1 %20, i1 true, i1 %21
  br i1 %22, label %54, label %23

23:                                               ; preds = %19
  %24 = tail call noalias dereferenceable_or_null(56) ptr @calloc(i64 noundef 1, i64 noundef 56) #25
  store i32 2, ptr %24, align 8, !tbaa !14
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  store i32 %14, ptr %25, align 4, !tbaa !17
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  store i32 %3, ptr %26, align 8, !tbaa !18
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 12
  store i32 %2, ptr %27, align 4, !tbaa !19
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store i32 %4, ptr %28, align 8, !tbaa !20
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 28
  store i32 %7, ptr %29, align 4, !tbaa !32
  %30 = sext i32 %3 to i64
  %31 = sext i32 %2 to i64
  %32 = mul nsw i64 %30, %31
  %33 = select i1 %11, i64 2, i64 3
  %34 = shl i64 %32, %33
  %35 = or disjoint i64 %34, 1
  %36 = tail call noalias ptr @malloc(i64 noundef %35) #26
  %37 = getelementptr inbounds nuw i8, ptr %24, i64 40
  store ptr %36, ptr %37, align 8, !tbaa !24
  br i1 %15, label %42, label %38

38:                                               ; preds = %23
  %39 = shl nsw i64 %31, 3
  %40 = tail call noalias ptr @malloc(i64 noundef %39) #26
  %41 = getelementptr inbounds nuw i8, ptr %24, i64 32
  store ptr %40, ptr %41, align 8, !tbaa !33
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %40, ptr nonnull align 8 %1, i64 %39, i1 false)
  br label %42

42:                                               ; preds = %38, %23
  %43 = icmp eq i32 %5, -2
  %44 = icmp eq i32 %6, -1
  %45 = or i1 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %42
  %47 = getelementptr inbounds nuw i8, ptr %24, i64 52
  store i32 1, ptr %47, align 4, !tbaa !34
  br label %52

48:                                               ; preds = %42
  %49 = mul nsw i32 %3, %2
  %50 = getelementptr inbounds nuw i8, ptr %24, i64 48
  %51 = tail call i32 @MPI_Irecv(ptr noundef %36, i32 noundef %49, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %50) #22
  br label %52

52:                                               ; preds = %48, %46
  %53 = load i32, ptr %8, align 4, !tbaa !5
  tail call fastcc void @tab_put(i32 noundef %53, ptr noundef nonnull %24)
  br label %54

54:                                               ; preds = %19, %52
  ret i32 %10
}

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: nounwind
define i32 @__mpiad_fwd_wait(ptr noundef %0, ptr noundef writeonly captures(address) %1) local_unnamed_addr #5 {
  %3 = alloca %struct.MPI_Status, align 4
  %4 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #22
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #22
  %6 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) %3, i64 20, i1 false), !tbaa.struct !35
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq i32 %4, 738197504
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %65, label %13

13:                                               ; preds = %10
  %14 = sext i32 %4 to i64
  %15 = mul i64 %14, -7046029254386353131
  %16 = urem i64 %15, %11
  %17 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %18 = getelementptr inbounds ptr, ptr %17, i64 %16
  %19 = load ptr, ptr %18, align 8, !tbaa !21
  %20 = icmp eq ptr %19, null
  br i1 %20, label %65, label %21

21:                                               ; preds = %13
  %22 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  %23 = getelementptr inbounds i64, ptr %22, i64 %16
  %24 = load i64, ptr %23, align 8, !tbaa !28
  %25 = icmp eq i64 %24, %14
  br i1 %25, label %30, label %58

26:                                               ; preds = %58
  %27 = getelementptr inbounds i64, ptr %22, i64 %61
  %28 = load i64, ptr %27, align 8, !tbaa !28
  %29 = icmp eq i64 %28, %14
  br i1 %29, label %30, label %58, !llvm.loop !36

30:                                               ; preds = %26, %21
  %31 = phi ptr [ %19, %21 ], [ %63, %26 ]
  %32 = phi i64 [ %16, %21 ], [ %61, %26 ]
  %33 = getelementptr inbounds ptr, ptr %17, i64 %32
  store ptr null, ptr %33, align 8, !tbaa !21
  %34 = load i64, ptr @tab_used, align 8, !tbaa !12
  %35 = add nsw i64 %34, -1
  store i64 %35, ptr @tab_used, align 8, !tbaa !12
  %36 = add nsw i64 %32, 1
  %37 = srem i64 %36, %11
  %38 = getelementptr inbounds ptr, ptr %17, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !21
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %30, %41
  %42 = phi ptr [ %56, %41 ], [ %39, %30 ]
  %43 = phi ptr [ %55, %41 ], [ %38, %30 ]
  %44 = phi i64 [ %53, %41 ], [ %37, %30 ]
  %45 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  %46 = getelementptr inbounds i64, ptr %45, i64 %44
  %47 = load i64, ptr %46, align 8, !tbaa !28
  store ptr null, ptr %43, align 8, !tbaa !21
  %48 = load i64, ptr @tab_used, align 8, !tbaa !12
  %49 = add nsw i64 %48, -1
  store i64 %49, ptr @tab_used, align 8, !tbaa !12
  %50 = trunc i64 %47 to i32
  call fastcc void @tab_put(i32 noundef %50, ptr noundef nonnull %42)
  %51 = add nsw i64 %44, 1
  %52 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %53 = srem i64 %51, %52
  %54 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %55 = getelementptr inbounds ptr, ptr %54, i64 %53
  %56 = load ptr, ptr %55, align 8, !tbaa !21
  %57 = icmp eq ptr %56, null
  br i1 %57, label %65, label %41, !llvm.loop !37

58:                                               ; preds = %21, %26
  %59 = phi i64 [ %61, %26 ], [ %16, %21 ]
  %60 = add nsw i64 %59, 1
  %61 = srem i64 %60, %11
  %62 = getelementptr inbounds ptr, ptr %17, i64 %61
  %63 = load ptr, ptr %62, align 8, !tbaa !21
  %64 = icmp eq ptr %63, null
  br i1 %64, label %65, label %26, !llvm.loop !36

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
  br i1 %3, label %99, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %6 = load i32, ptr %5, align 4, !tbaa !34
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %25, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load i32, ptr %11, align 8, !tbaa !18
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %14 = load i32, ptr %13, align 4, !tbaa !19
  %15 = mul nsw i32 %14, %12
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %17 = load i32, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %19 = load i32, ptr %18, align 4, !tbaa !38
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !40
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %23 = load i32, ptr %22, align 4, !tbaa !32
  %24 = tail call i32 @MPI_Recv(ptr noundef %10, i32 noundef %15, i32 noundef %17, i32 noundef %19, i32 noundef %21, i32 noundef %23, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  br label %28

25:                                               ; preds = %4
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %27 = tail call i32 @MPI_Wait(ptr noundef nonnull %26, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  br label %28

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %0, align 8, !tbaa !14
  %30 = icmp eq i32 %29, 2
  br i1 %30, label %31, label %94

31:                                               ; preds = %28
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %33 = load i32, ptr %32, align 4, !tbaa !38
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %94, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %37 = load ptr, ptr %36, align 8, !tbaa !33
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !19
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %41 = load ptr, ptr %40, align 8, !tbaa !24
  %42 = icmp ne ptr %37, null
  %43 = icmp sgt i32 %39, 0
  %44 = and i1 %42, %43
  br i1 %44, label %45, label %94

45:                                               ; preds = %35
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %47 = load i32, ptr %46, align 8, !tbaa !18
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !17
  %50 = icmp eq i32 %49, 2
  %51 = sext i32 %47 to i64
  %52 = select i1 %50, i64 2, i64 3
  %53 = shl nsw i64 %51, %52
  %54 = zext nneg i32 %39 to i64
  %55 = and i64 %54, 1
  %56 = icmp eq i32 %39, 1
  br i1 %56, label %84, label %57

57:                                               ; preds = %45
  %58 = and i64 %54, 2147483646
  br label %59

59:                                               ; preds = %78, %57
  %60 = phi i64 [ 0, %57 ], [ %79, %78 ]
  %61 = phi i64 [ 0, %57 ], [ %80, %78 ]
  %62 = getelementptr inbounds nuw ptr, ptr %37, i64 %60
  %63 = load ptr, ptr %62, align 8, !tbaa !21
  %64 = icmp eq ptr %63, null
  br i1 %64, label %69, label %65

65:                                               ; preds = %59
  %66 = mul nsw i64 %60, %51
  %67 = shl i64 %66, %52
  %68 = getelementptr inbounds nuw i8, ptr %41, i64 %67
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %63, ptr readonly align 1 %68, i64 %53, i1 false)
  br label %69

69:                                               ; preds = %65, %59
  %70 = or disjoint i64 %60, 1
  %71 = getelementptr inbounds nuw ptr, ptr %37, i64 %70
  %72 = load ptr, ptr %71, align 8, !tbaa !21
  %73 = icmp eq ptr %72, null
  br i1 %73, label %78, label %74

74:                                               ; preds = %69
  %75 = mul nsw i64 %70, %51
  %76 = shl i64 %75, %52
  %77 = getelementptr inbounds nuw i8, ptr %41, i64 %76
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %72, ptr readonly align 1 %77, i64 %53, i1 false)
  br label %78

78:                                               ; preds = %74, %69
  %79 = add nuw nsw i64 %60, 2
  %80 = add i64 %61, 2
  %81 = icmp eq i64 %80, %58
  br i1 %81, label %82, label %59, !llvm.loop !41

82:                                               ; preds = %78
  %83 = icmp eq i64 %55, 0
  br i1 %83, label %94, label %84

84:                                               ; preds = %82, %45
  %85 = phi i64 [ 0, %45 ], [ %79, %82 ]
  %86 = icmp ne i64 %55, 0
  tail call void @llvm.assume(i1 %86)
  %87 = getelementptr inbounds nuw ptr, ptr %37, i64 %85
  %88 = load ptr, ptr %87, align 8, !tbaa !21
  %89 = icmp eq ptr %88, null
  br i1 %89, label %94, label %90

90:                                               ; preds = %84
  %91 = mul nsw i64 %85, %51
  %92 = shl i64 %91, %52
  %93 = getelementptr inbounds nuw i8, ptr %41, i64 %92
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %88, ptr readonly align 1 %93, i64 %53, i1 false)
  br label %94

94:                                               ; preds = %82, %90, %84, %35, %31, %28
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %96 = load ptr, ptr %95, align 8, !tbaa !24
  tail call void @free(ptr noundef %96) #22
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %98 = load ptr, ptr %97, align 8, !tbaa !33
  tail call void @free(ptr noundef %98) #22
  tail call void @free(ptr noundef %0) #22
  br label %99

99:                                               ; preds = %2, %94
  ret void
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #5 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 2
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %8 = mul nsw i64 %5, 20
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #22
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
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
  %21 = getelementptr inbounds nuw %struct.MPI_Status, ptr %2, i64 %19
  %22 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %21, ptr noundef nonnull align 4 dereferenceable(20) %22, i64 20, i1 false), !tbaa.struct !35
  br label %23

23:                                               ; preds = %20, %18
  %24 = getelementptr inbounds nuw i32, ptr %7, i64 %19
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp eq i32 %25, 738197504
  br i1 %26, label %85, label %27

27:                                               ; preds = %23
  %28 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %82, label %30

30:                                               ; preds = %27
  %31 = sext i32 %25 to i64
  %32 = mul i64 %31, -7046029254386353131
  %33 = urem i64 %32, %28
  %34 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %35 = getelementptr inbounds ptr, ptr %34, i64 %33
  %36 = load ptr, ptr %35, align 8, !tbaa !21
  %37 = icmp eq ptr %36, null
  br i1 %37, label %82, label %38

38:                                               ; preds = %30
  %39 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  %40 = getelementptr inbounds i64, ptr %39, i64 %33
  %41 = load i64, ptr %40, align 8, !tbaa !28
  %42 = icmp eq i64 %41, %31
  br i1 %42, label %47, label %75

43:                                               ; preds = %75
  %44 = getelementptr inbounds i64, ptr %39, i64 %78
  %45 = load i64, ptr %44, align 8, !tbaa !28
  %46 = icmp eq i64 %45, %31
  br i1 %46, label %47, label %75, !llvm.loop !36

47:                                               ; preds = %43, %38
  %48 = phi ptr [ %36, %38 ], [ %80, %43 ]
  %49 = phi i64 [ %33, %38 ], [ %78, %43 ]
  %50 = getelementptr inbounds ptr, ptr %34, i64 %49
  store ptr null, ptr %50, align 8, !tbaa !21
  %51 = load i64, ptr @tab_used, align 8, !tbaa !12
  %52 = add nsw i64 %51, -1
  store i64 %52, ptr @tab_used, align 8, !tbaa !12
  %53 = add nsw i64 %49, 1
  %54 = srem i64 %53, %28
  %55 = getelementptr inbounds ptr, ptr %34, i64 %54
  %56 = load ptr, ptr %55, align 8, !tbaa !21
  %57 = icmp eq ptr %56, null
  br i1 %57, label %82, label %58

58:                                               ; preds = %47, %58
  %59 = phi ptr [ %73, %58 ], [ %56, %47 ]
  %60 = phi ptr [ %72, %58 ], [ %55, %47 ]
  %61 = phi i64 [ %70, %58 ], [ %54, %47 ]
  %62 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  %63 = getelementptr inbounds i64, ptr %62, i64 %61
  %64 = load i64, ptr %63, align 8, !tbaa !28
  store ptr null, ptr %60, align 8, !tbaa !21
  %65 = load i64, ptr @tab_used, align 8, !tbaa !12
  %66 = add nsw i64 %65, -1
  store i64 %66, ptr @tab_used, align 8, !tbaa !12
  %67 = trunc i64 %64 to i32
  tail call fastcc void @tab_put(i32 noundef %67, ptr noundef nonnull %59)
  %68 = add nsw i64 %61, 1
  %69 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %70 = srem i64 %68, %69
  %71 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %72 = getelementptr inbounds ptr, ptr %71, i64 %70
  %73 = load ptr, ptr %72, align 8, !tbaa !21
  %74 = icmp eq ptr %73, null
  br i1 %74, label %82, label %58, !llvm.loop !37

75:                                               ; preds = %38, %43
  %76 = phi i64 [ %78, %43 ], [ %33, %38 ]
  %77 = add nsw i64 %76, 1
  %78 = srem i64 %77, %28
  %79 = getelementptr inbounds ptr, ptr %34, i64 %78
  %80 = load ptr, ptr %79, align 8, !tbaa !21
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %43, !llvm.loop !36

82:                                               ; preds = %75, %58, %27, %30, %47
  %83 = phi ptr [ null, %27 ], [ %48, %47 ], [ null, %30 ], [ %48, %58 ], [ null, %75 ]
  %84 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %19
  tail call fastcc void @fwd_complete(ptr noundef %83, ptr noundef %84)
  br label %85

85:                                               ; preds = %23, %82
  %86 = add nuw nsw i64 %19, 1
  %87 = icmp eq i64 %86, %16
  br i1 %87, label %17, label %18, !llvm.loop !42
}

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #11

; Function Attrs: nounwind
define i32 @__mpiad_fwd_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #5 {
  %4 = alloca %struct.MPI_Status, align 4
  %5 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #22
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #22
  %7 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %4, i64 20, i1 false), !tbaa.struct !35
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp ne i32 %10, 0
  %12 = icmp ne i32 %5, 738197504
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %71

14:                                               ; preds = %9
  %15 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %69, label %17

17:                                               ; preds = %14
  %18 = sext i32 %5 to i64
  %19 = mul i64 %18, -7046029254386353131
  %20 = urem i64 %19, %15
  %21 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %22 = getelementptr inbounds ptr, ptr %21, i64 %20
  %23 = load ptr, ptr %22, align 8, !tbaa !21
  %24 = icmp eq ptr %23, null
  br i1 %24, label %69, label %25

25:                                               ; preds = %17
  %26 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  %27 = getelementptr inbounds i64, ptr %26, i64 %20
  %28 = load i64, ptr %27, align 8, !tbaa !28
  %29 = icmp eq i64 %28, %18
  br i1 %29, label %34, label %62

30:                                               ; preds = %62
  %31 = getelementptr inbounds i64, ptr %26, i64 %65
  %32 = load i64, ptr %31, align 8, !tbaa !28
  %33 = icmp eq i64 %32, %18
  br i1 %33, label %34, label %62, !llvm.loop !36

34:                                               ; preds = %30, %25
  %35 = phi ptr [ %23, %25 ], [ %67, %30 ]
  %36 = phi i64 [ %20, %25 ], [ %65, %30 ]
  %37 = getelementptr inbounds ptr, ptr %21, i64 %36
  store ptr null, ptr %37, align 8, !tbaa !21
  %38 = load i64, ptr @tab_used, align 8, !tbaa !12
  %39 = add nsw i64 %38, -1
  store i64 %39, ptr @tab_used, align 8, !tbaa !12
  %40 = add nsw i64 %36, 1
  %41 = srem i64 %40, %15
  %42 = getelementptr inbounds ptr, ptr %21, i64 %41
  %43 = load ptr, ptr %42, align 8, !tbaa !21
  %44 = icmp eq ptr %43, null
  br i1 %44, label %69, label %45

45:                                               ; preds = %34, %45
  %46 = phi ptr [ %60, %45 ], [ %43, %34 ]
  %47 = phi ptr [ %59, %45 ], [ %42, %34 ]
  %48 = phi i64 [ %57, %45 ], [ %41, %34 ]
  %49 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  %50 = getelementptr inbounds i64, ptr %49, i64 %48
  %51 = load i64, ptr %50, align 8, !tbaa !28
  store ptr null, ptr %47, align 8, !tbaa !21
  %52 = load i64, ptr @tab_used, align 8, !tbaa !12
  %53 = add nsw i64 %52, -1
  store i64 %53, ptr @tab_used, align 8, !tbaa !12
  %54 = trunc i64 %51 to i32
  call fastcc void @tab_put(i32 noundef %54, ptr noundef nonnull %46)
  %55 = add nsw i64 %48, 1
  %56 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %57 = srem i64 %55, %56
  %58 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %59 = getelementptr inbounds ptr, ptr %58, i64 %57
  %60 = load ptr, ptr %59, align 8, !tbaa !21
  %61 = icmp eq ptr %60, null
  br i1 %61, label %69, label %45, !llvm.loop !37

62:                                               ; preds = %25, %30
  %63 = phi i64 [ %65, %30 ], [ %20, %25 ]
  %64 = add nsw i64 %63, 1
  %65 = srem i64 %64, %15
  %66 = getelementptr inbounds ptr, ptr %21, i64 %65
  %67 = load ptr, ptr %66, align 8, !tbaa !21
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %30, !llvm.loop !36

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
define i32 @__mpiad_fwd_send(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %9
  %12 = tail call i32 @MPI_Ssend(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #22
  br label %15

13:                                               ; preds = %9
  %14 = tail call i32 @MPI_Send(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #22
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi ptr [ @.str.3, %11 ], [ @.str.4, %13 ]
  %17 = phi i32 [ %12, %11 ], [ %14, %13 ]
  %18 = icmp eq i32 %4, 1275069450
  %19 = icmp eq ptr %1, null
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  switch i32 %4, label %21 [
    i32 1275070475, label %24
    i32 1275069450, label %24
  ]

21:                                               ; preds = %20
  %22 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull %16, ptr noundef nonnull @.str.19, i64 noundef %22) #24
  unreachable

23:                                               ; preds = %15
  switch i32 %4, label %56 [
    i32 1275070475, label %24
    i32 1275069450, label %24
  ]

24:                                               ; preds = %20, %20, %23, %23
  %25 = sext i32 %2 to i64
  %26 = sext i32 %3 to i64
  %27 = mul nsw i64 %26, %25
  %28 = select i1 %18, i64 2, i64 3
  %29 = shl i64 %27, %28
  %30 = or disjoint i64 %29, 1
  %31 = tail call noalias ptr @malloc(i64 noundef %30) #26
  %32 = icmp sgt i32 %2, 0
  br i1 %32, label %33, label %53

33:                                               ; preds = %24
  %34 = shl nsw i64 %26, %28
  %35 = zext nneg i32 %2 to i64
  br label %36

36:                                               ; preds = %50, %33
  %37 = phi i64 [ 0, %33 ], [ %51, %50 ]
  br i1 %19, label %46, label %38

38:                                               ; preds = %36
  %39 = getelementptr inbounds nuw ptr, ptr %1, i64 %37
  %40 = load ptr, ptr %39, align 8, !tbaa !21
  %41 = icmp eq ptr %40, null
  br i1 %41, label %46, label %42

42:                                               ; preds = %38
  %43 = mul nsw i64 %37, %26
  %44 = shl i64 %43, %28
  %45 = getelementptr inbounds nuw i8, ptr %31, i64 %44
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %45, ptr nonnull align 1 %40, i64 %34, i1 false)
  br label %50

46:                                               ; preds = %38, %36
  %47 = mul nsw i64 %37, %26
  %48 = shl i64 %47, %28
  %49 = getelementptr inbounds nuw i8, ptr %31, i64 %48
  tail call void @llvm.memset.p0.i64(ptr align 1 %49, i8 0, i64 %34, i1 false)
  br label %50

50:                                               ; preds = %46, %42
  %51 = add nuw nsw i64 %37, 1
  %52 = icmp eq i64 %51, %35
  br i1 %52, label %53, label %36, !llvm.loop !22

53:                                               ; preds = %50, %24
  %54 = mul nsw i32 %3, %2
  %55 = tail call i32 @MPI_Send(ptr noundef %31, i32 noundef %54, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #22
  tail call void @free(ptr noundef %31) #22
  br label %56

56:                                               ; preds = %23, %53
  ret i32 %17
}

declare i32 @MPI_Ssend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Send(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_recv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef writeonly captures(address) %8) local_unnamed_addr #5 {
  %10 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  %11 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %10) #22
  %12 = icmp eq ptr %8, inttoptr (i64 1 to ptr)
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %8, ptr noundef nonnull align 4 dereferenceable(20) %10, i64 20, i1 false), !tbaa.struct !35
  br label %14

14:                                               ; preds = %13, %9
  %15 = icmp eq i32 %4, 1275069450
  %16 = icmp eq ptr %1, null
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  switch i32 %4, label %18 [
    i32 1275070475, label %21
    i32 1275069450, label %21
  ]

18:                                               ; preds = %17
  %19 = sext i32 %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.19, i64 noundef %19) #24
  unreachable

20:                                               ; preds = %14
  switch i32 %4, label %84 [
    i32 1275070475, label %21
    i32 1275069450, label %21
  ]

21:                                               ; preds = %17, %17, %20, %20
  %22 = sext i32 %3 to i64
  %23 = sext i32 %2 to i64
  %24 = mul nsw i64 %22, %23
  %25 = select i1 %15, i64 2, i64 3
  %26 = shl i64 %24, %25
  %27 = or disjoint i64 %26, 1
  %28 = call noalias ptr @malloc(i64 noundef %27) #26
  %29 = mul nsw i32 %3, %2
  %30 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %31 = load i32, ptr %30, align 4, !tbaa !38
  %32 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %33 = load i32, ptr %32, align 4, !tbaa !40
  %34 = call i32 @MPI_Recv(ptr noundef %28, i32 noundef %29, i32 noundef %4, i32 noundef %31, i32 noundef %33, i32 noundef %7, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  %35 = load i32, ptr %30, align 4, !tbaa !38
  %36 = icmp eq i32 %35, -1
  br i1 %36, label %83, label %37

37:                                               ; preds = %21
  %38 = icmp ne ptr %1, null
  %39 = icmp sgt i32 %2, 0
  %40 = and i1 %38, %39
  br i1 %40, label %41, label %83

41:                                               ; preds = %37
  %42 = shl nsw i64 %22, %25
  %43 = zext nneg i32 %2 to i64
  %44 = and i64 %43, 1
  %45 = icmp eq i32 %2, 1
  br i1 %45, label %73, label %46

46:                                               ; preds = %41
  %47 = and i64 %43, 2147483646
  br label %48

48:                                               ; preds = %67, %46
  %49 = phi i64 [ 0, %46 ], [ %68, %67 ]
  %50 = phi i64 [ 0, %46 ], [ %69, %67 ]
  %51 = getelementptr inbounds nuw ptr, ptr %1, i64 %49
  %52 = load ptr, ptr %51, align 8, !tbaa !21
  %53 = icmp eq ptr %52, null
  br i1 %53, label %58, label %54

54:                                               ; preds = %48
  %55 = mul nsw i64 %49, %22
  %56 = shl i64 %55, %25
  %57 = getelementptr inbounds nuw i8, ptr %28, i64 %56
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %52, ptr readonly align 1 %57, i64 %42, i1 false)
  br label %58

58:                                               ; preds = %54, %48
  %59 = or disjoint i64 %49, 1
  %60 = getelementptr inbounds nuw ptr, ptr %1, i64 %59
  %61 = load ptr, ptr %60, align 8, !tbaa !21
  %62 = icmp eq ptr %61, null
  br i1 %62, label %67, label %63

63:                                               ; preds = %58
  %64 = mul nsw i64 %59, %22
  %65 = shl i64 %64, %25
  %66 = getelementptr inbounds nuw i8, ptr %28, i64 %65
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %61, ptr readonly align 1 %66, i64 %42, i1 false)
  br label %67

67:                                               ; preds = %63, %58
  %68 = add nuw nsw i64 %49, 2
  %69 = add i64 %50, 2
  %70 = icmp eq i64 %69, %47
  br i1 %70, label %71, label %48, !llvm.loop !41

71:                                               ; preds = %67
  %72 = icmp eq i64 %44, 0
  br i1 %72, label %83, label %73

73:                                               ; preds = %71, %41
  %74 = phi i64 [ 0, %41 ], [ %68, %71 ]
  %75 = icmp ne i64 %44, 0
  call void @llvm.assume(i1 %75)
  %76 = getelementptr inbounds nuw ptr, ptr %1, i64 %74
  %77 = load ptr, ptr %76, align 8, !tbaa !21
  %78 = icmp eq ptr %77, null
  br i1 %78, label %83, label %79

79:                                               ; preds = %73
  %80 = mul nsw i64 %74, %22
  %81 = shl i64 %80, %25
  %82 = getelementptr inbounds nuw i8, ptr %28, i64 %81
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %77, ptr readonly align 1 %82, i64 %42, i1 false)
  br label %83

83:                                               ; preds = %71, %79, %73, %37, %21
  call void @free(ptr noundef %28) #22
  br label %84

84:                                               ; preds = %20, %83
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  ret i32 %11
}

declare i32 @MPI_Recv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef readonly captures(address_is_null) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef writeonly captures(address) %13, i32 noundef %14) local_unnamed_addr #5 {
  %16 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #22
  %17 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef nonnull %16) #22
  %18 = icmp eq ptr %13, inttoptr (i64 1 to ptr)
  br i1 %18, label %20, label %19

19:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %13, ptr noundef nonnull align 4 dereferenceable(20) %16, i64 20, i1 false), !tbaa.struct !35
  br label %20

20:                                               ; preds = %19, %15
  %21 = icmp eq i32 %3, 1275069450
  %22 = icmp eq i32 %3, 1275070475
  %23 = icmp eq i32 %9, 1275069450
  %24 = icmp eq i32 %9, 1275070475
  %25 = icmp eq ptr %1, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %20
  switch i32 %3, label %27 [
    i32 1275070475, label %29
    i32 1275069450, label %29
  ]

27:                                               ; preds = %26
  %28 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.19, i64 noundef %28) #24
  unreachable

29:                                               ; preds = %20, %26, %26
  %30 = icmp eq ptr %7, null
  br i1 %30, label %34, label %31

31:                                               ; preds = %29
  switch i32 %9, label %32 [
    i32 1275070475, label %34
    i32 1275069450, label %34
  ]

32:                                               ; preds = %31
  %33 = sext i32 %9 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.19, i64 noundef %33) #24
  unreachable

34:                                               ; preds = %29, %31, %31
  %35 = or i1 %22, %21
  %36 = or i1 %24, %23
  %37 = or i1 %35, %36
  br i1 %37, label %38, label %149

38:                                               ; preds = %34
  switch i32 %3, label %68 [
    i32 1275070475, label %39
    i32 1275069450, label %39
  ]

39:                                               ; preds = %38, %38
  %40 = sext i32 %14 to i64
  %41 = sext i32 %2 to i64
  %42 = mul nsw i64 %40, %41
  %43 = select i1 %21, i64 2, i64 3
  %44 = shl i64 %42, %43
  %45 = or disjoint i64 %44, 1
  %46 = call noalias ptr @malloc(i64 noundef %45) #26
  %47 = icmp sgt i32 %14, 0
  br i1 %47, label %48, label %68

48:                                               ; preds = %39
  %49 = shl nsw i64 %41, %43
  %50 = zext nneg i32 %14 to i64
  br label %51

51:                                               ; preds = %65, %48
  %52 = phi i64 [ 0, %48 ], [ %66, %65 ]
  br i1 %25, label %61, label %53

53:                                               ; preds = %51
  %54 = getelementptr inbounds nuw ptr, ptr %1, i64 %52
  %55 = load ptr, ptr %54, align 8, !tbaa !21
  %56 = icmp eq ptr %55, null
  br i1 %56, label %61, label %57

57:                                               ; preds = %53
  %58 = mul nsw i64 %52, %41
  %59 = shl i64 %58, %43
  %60 = getelementptr inbounds nuw i8, ptr %46, i64 %59
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr nonnull align 1 %55, i64 %49, i1 false)
  br label %65

61:                                               ; preds = %53, %51
  %62 = mul nsw i64 %52, %41
  %63 = shl i64 %62, %43
  %64 = getelementptr inbounds nuw i8, ptr %46, i64 %63
  call void @llvm.memset.p0.i64(ptr align 1 %64, i8 0, i64 %49, i1 false)
  br label %65

65:                                               ; preds = %61, %57
  %66 = add nuw nsw i64 %52, 1
  %67 = icmp eq i64 %66, %50
  br i1 %67, label %68, label %51, !llvm.loop !22

68:                                               ; preds = %65, %38, %39
  %69 = phi ptr [ %0, %38 ], [ %46, %39 ], [ %46, %65 ]
  %70 = phi ptr [ null, %38 ], [ %46, %39 ], [ %46, %65 ]
  switch i32 %9, label %79 [
    i32 1275070475, label %71
    i32 1275069450, label %71
  ]

71:                                               ; preds = %68, %68
  %72 = sext i32 %8 to i64
  %73 = sext i32 %14 to i64
  %74 = mul nsw i64 %73, %72
  %75 = select i1 %23, i64 2, i64 3
  %76 = shl i64 %74, %75
  %77 = or disjoint i64 %76, 1
  %78 = call noalias ptr @malloc(i64 noundef %77) #26
  br label %79

79:                                               ; preds = %68, %71
  %80 = phi ptr [ %78, %71 ], [ %6, %68 ]
  %81 = phi ptr [ %78, %71 ], [ null, %68 ]
  %82 = mul nsw i32 %14, %2
  %83 = select i1 %35, i32 %82, i32 0
  %84 = select i1 %35, i32 %4, i32 -1
  %85 = mul nsw i32 %14, %8
  %86 = select i1 %36, i32 %85, i32 0
  %87 = icmp eq i32 %10, -2
  %88 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %89 = load i32, ptr %88, align 4
  %90 = select i1 %87, i32 %89, i32 %10
  %91 = select i1 %36, i32 %90, i32 -1
  %92 = icmp eq i32 %11, -1
  %93 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %94 = load i32, ptr %93, align 4
  %95 = select i1 %92, i32 %94, i32 %11
  %96 = call i32 @MPI_Sendrecv(ptr noundef %69, i32 noundef %83, i32 noundef %3, i32 noundef %84, i32 noundef %5, ptr noundef %80, i32 noundef %86, i32 noundef %9, i32 noundef %91, i32 noundef %95, i32 noundef %12, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  %97 = load i32, ptr %88, align 4
  %98 = icmp ne i32 %97, -1
  %99 = select i1 %36, i1 %98, i1 false
  br i1 %99, label %100, label %148

100:                                              ; preds = %79
  %101 = icmp ne ptr %7, null
  %102 = icmp sgt i32 %14, 0
  %103 = and i1 %101, %102
  br i1 %103, label %104, label %148

104:                                              ; preds = %100
  %105 = sext i32 %8 to i64
  %106 = select i1 %23, i64 2, i64 3
  %107 = shl nsw i64 %105, %106
  %108 = zext nneg i32 %14 to i64
  %109 = and i64 %108, 1
  %110 = icmp eq i32 %14, 1
  br i1 %110, label %138, label %111

111:                                              ; preds = %104
  %112 = and i64 %108, 2147483646
  br label %113

113:                                              ; preds = %132, %111
  %114 = phi i64 [ 0, %111 ], [ %133, %132 ]
  %115 = phi i64 [ 0, %111 ], [ %134, %132 ]
  %116 = getelementptr inbounds nuw ptr, ptr %7, i64 %114
  %117 = load ptr, ptr %116, align 8, !tbaa !21
  %118 = icmp eq ptr %117, null
  br i1 %118, label %123, label %119

119:                                              ; preds = %113
  %120 = mul nsw i64 %114, %105
  %121 = shl i64 %120, %106
  %122 = getelementptr inbounds nuw i8, ptr %81, i64 %121
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %117, ptr readonly align 1 %122, i64 %107, i1 false)
  br label %123

123:                                              ; preds = %119, %113
  %124 = or disjoint i64 %114, 1
  %125 = getelementptr inbounds nuw ptr, ptr %7, i64 %124
  %126 = load ptr, ptr %125, align 8, !tbaa !21
  %127 = icmp eq ptr %126, null
  br i1 %127, label %132, label %128

128:                                              ; preds = %123
  %129 = mul nsw i64 %124, %105
  %130 = shl i64 %129, %106
  %131 = getelementptr inbounds nuw i8, ptr %81, i64 %130
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %126, ptr readonly align 1 %131, i64 %107, i1 false)
  br label %132

132:                                              ; preds = %128, %123
  %133 = add nuw nsw i64 %114, 2
  %134 = add i64 %115, 2
  %135 = icmp eq i64 %134, %112
  br i1 %135, label %136, label %113, !llvm.loop !41

136:                                              ; preds = %132
  %137 = icmp eq i64 %109, 0
  br i1 %137, label %148, label %138

138:                                              ; preds = %136, %104
  %139 = phi i64 [ 0, %104 ], [ %133, %136 ]
  %140 = icmp ne i64 %109, 0
  call void @llvm.assume(i1 %140)
  %141 = getelementptr inbounds nuw ptr, ptr %7, i64 %139
  %142 = load ptr, ptr %141, align 8, !tbaa !21
  %143 = icmp eq ptr %142, null
  br i1 %143, label %148, label %144

144:                                              ; preds = %138
  %145 = mul nsw i64 %139, %105
  %146 = shl i64 %145, %106
  %147 = getelementptr inbounds nuw i8, ptr %81, i64 %146
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %142, ptr readonly align 1 %147, i64 %107, i1 false)
  br label %148

148:                                              ; preds = %136, %144, %138, %100, %79
  call void @free(ptr noundef %70) #22
  call void @free(ptr noundef %81) #22
  br label %149

149:                                              ; preds = %34, %148
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #22
  ret i32 %17
}

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_sendrecv_replace(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef writeonly captures(address) %10) local_unnamed_addr #5 {
  %12 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #22
  %13 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef nonnull %12) #22
  %14 = icmp eq ptr %10, inttoptr (i64 1 to ptr)
  br i1 %14, label %16, label %15

15:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull align 4 dereferenceable(20) %12, i64 20, i1 false), !tbaa.struct !35
  br label %16

16:                                               ; preds = %15, %11
  %17 = icmp eq i32 %4, 1275069450
  %18 = icmp eq ptr %1, null
  br i1 %18, label %22, label %19

19:                                               ; preds = %16
  switch i32 %4, label %20 [
    i32 1275070475, label %23
    i32 1275069450, label %23
  ]

20:                                               ; preds = %19
  %21 = sext i32 %4 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.19, i64 noundef %21) #24
  unreachable

22:                                               ; preds = %16
  switch i32 %4, label %109 [
    i32 1275070475, label %23
    i32 1275069450, label %23
  ]

23:                                               ; preds = %19, %19, %22, %22
  %24 = sext i32 %2 to i64
  %25 = sext i32 %3 to i64
  %26 = mul nsw i64 %25, %24
  %27 = select i1 %17, i64 2, i64 3
  %28 = shl i64 %26, %27
  %29 = or disjoint i64 %28, 1
  %30 = call noalias ptr @malloc(i64 noundef %29) #26
  %31 = icmp sgt i32 %2, 0
  br i1 %31, label %32, label %52

32:                                               ; preds = %23
  %33 = shl nsw i64 %25, %27
  %34 = zext nneg i32 %2 to i64
  br label %35

35:                                               ; preds = %49, %32
  %36 = phi i64 [ 0, %32 ], [ %50, %49 ]
  br i1 %18, label %45, label %37

37:                                               ; preds = %35
  %38 = getelementptr inbounds nuw ptr, ptr %1, i64 %36
  %39 = load ptr, ptr %38, align 8, !tbaa !21
  %40 = icmp eq ptr %39, null
  br i1 %40, label %45, label %41

41:                                               ; preds = %37
  %42 = mul nsw i64 %36, %25
  %43 = shl i64 %42, %27
  %44 = getelementptr inbounds nuw i8, ptr %30, i64 %43
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %44, ptr nonnull align 1 %39, i64 %33, i1 false)
  br label %49

45:                                               ; preds = %37, %35
  %46 = mul nsw i64 %36, %25
  %47 = shl i64 %46, %27
  %48 = getelementptr inbounds nuw i8, ptr %30, i64 %47
  call void @llvm.memset.p0.i64(ptr align 1 %48, i8 0, i64 %33, i1 false)
  br label %49

49:                                               ; preds = %45, %41
  %50 = add nuw nsw i64 %36, 1
  %51 = icmp eq i64 %50, %34
  br i1 %51, label %52, label %35, !llvm.loop !22

52:                                               ; preds = %49, %23
  %53 = mul nsw i32 %3, %2
  %54 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %55 = load i32, ptr %54, align 4, !tbaa !38
  %56 = icmp eq i32 %55, -1
  %57 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %58 = load i32, ptr %57, align 4
  %59 = select i1 %56, i32 0, i32 %58
  %60 = call i32 @MPI_Sendrecv_replace(ptr noundef %30, i32 noundef %53, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %55, i32 noundef %59, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  %61 = load i32, ptr %54, align 4, !tbaa !38
  %62 = icmp ne i32 %61, -1
  %63 = icmp ne ptr %1, null
  %64 = and i1 %63, %62
  %65 = and i1 %31, %64
  br i1 %65, label %66, label %108

66:                                               ; preds = %52
  %67 = shl nsw i64 %25, %27
  %68 = zext nneg i32 %2 to i64
  %69 = and i64 %68, 1
  %70 = icmp eq i32 %2, 1
  br i1 %70, label %98, label %71

71:                                               ; preds = %66
  %72 = and i64 %68, 2147483646
  br label %73

73:                                               ; preds = %92, %71
  %74 = phi i64 [ 0, %71 ], [ %93, %92 ]
  %75 = phi i64 [ 0, %71 ], [ %94, %92 ]
  %76 = getelementptr inbounds nuw ptr, ptr %1, i64 %74
  %77 = load ptr, ptr %76, align 8, !tbaa !21
  %78 = icmp eq ptr %77, null
  br i1 %78, label %83, label %79

79:                                               ; preds = %73
  %80 = mul nsw i64 %74, %25
  %81 = shl i64 %80, %27
  %82 = getelementptr inbounds nuw i8, ptr %30, i64 %81
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %77, ptr readonly align 1 %82, i64 %67, i1 false)
  br label %83

83:                                               ; preds = %79, %73
  %84 = or disjoint i64 %74, 1
  %85 = getelementptr inbounds nuw ptr, ptr %1, i64 %84
  %86 = load ptr, ptr %85, align 8, !tbaa !21
  %87 = icmp eq ptr %86, null
  br i1 %87, label %92, label %88

88:                                               ; preds = %83
  %89 = mul nsw i64 %84, %25
  %90 = shl i64 %89, %27
  %91 = getelementptr inbounds nuw i8, ptr %30, i64 %90
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %86, ptr readonly align 1 %91, i64 %67, i1 false)
  br label %92

92:                                               ; preds = %88, %83
  %93 = add nuw nsw i64 %74, 2
  %94 = add i64 %75, 2
  %95 = icmp eq i64 %94, %72
  br i1 %95, label %96, label %73, !llvm.loop !41

96:                                               ; preds = %92
  %97 = icmp eq i64 %69, 0
  br i1 %97, label %108, label %98

98:                                               ; preds = %96, %66
  %99 = phi i64 [ 0, %66 ], [ %93, %96 ]
  %100 = icmp ne i64 %69, 0
  call void @llvm.assume(i1 %100)
  %101 = getelementptr inbounds nuw ptr, ptr %1, i64 %99
  %102 = load ptr, ptr %101, align 8, !tbaa !21
  %103 = icmp eq ptr %102, null
  br i1 %103, label %108, label %104

104:                                              ; preds = %98
  %105 = mul nsw i64 %99, %25
  %106 = shl i64 %105, %27
  %107 = getelementptr inbounds nuw i8, ptr %30, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %102, ptr readonly align 1 %107, i64 %67, i1 false)
  br label %108

108:                                              ; preds = %96, %104, %98, %52
  call void @free(ptr noundef %30) #22
  br label %109

109:                                              ; preds = %22, %108
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #22
  ret i32 %13
}

declare i32 @MPI_Sendrecv_replace(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #5 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 2
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %9 = mul nsw i64 %6, 20
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #22
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = icmp sgt i32 %0, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %91

18:                                               ; preds = %4
  %19 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  %20 = zext nneg i32 %0 to i64
  br label %21

21:                                               ; preds = %18, %88
  %22 = phi i64 [ 0, %18 ], [ %89, %88 ]
  br i1 %19, label %26, label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds nuw %struct.MPI_Status, ptr %3, i64 %22
  %25 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %22
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %24, ptr noundef nonnull align 4 dereferenceable(20) %25, i64 20, i1 false), !tbaa.struct !35
  br label %26

26:                                               ; preds = %23, %21
  %27 = getelementptr inbounds nuw i32, ptr %8, i64 %22
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = icmp eq i32 %28, 738197504
  br i1 %29, label %88, label %30

30:                                               ; preds = %26
  %31 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %85, label %33

33:                                               ; preds = %30
  %34 = sext i32 %28 to i64
  %35 = mul i64 %34, -7046029254386353131
  %36 = urem i64 %35, %31
  %37 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %38 = getelementptr inbounds ptr, ptr %37, i64 %36
  %39 = load ptr, ptr %38, align 8, !tbaa !21
  %40 = icmp eq ptr %39, null
  br i1 %40, label %85, label %41

41:                                               ; preds = %33
  %42 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  %43 = getelementptr inbounds i64, ptr %42, i64 %36
  %44 = load i64, ptr %43, align 8, !tbaa !28
  %45 = icmp eq i64 %44, %34
  br i1 %45, label %50, label %78

46:                                               ; preds = %78
  %47 = getelementptr inbounds i64, ptr %42, i64 %81
  %48 = load i64, ptr %47, align 8, !tbaa !28
  %49 = icmp eq i64 %48, %34
  br i1 %49, label %50, label %78, !llvm.loop !36

50:                                               ; preds = %46, %41
  %51 = phi ptr [ %39, %41 ], [ %83, %46 ]
  %52 = phi i64 [ %36, %41 ], [ %81, %46 ]
  %53 = getelementptr inbounds ptr, ptr %37, i64 %52
  store ptr null, ptr %53, align 8, !tbaa !21
  %54 = load i64, ptr @tab_used, align 8, !tbaa !12
  %55 = add nsw i64 %54, -1
  store i64 %55, ptr @tab_used, align 8, !tbaa !12
  %56 = add nsw i64 %52, 1
  %57 = srem i64 %56, %31
  %58 = getelementptr inbounds ptr, ptr %37, i64 %57
  %59 = load ptr, ptr %58, align 8, !tbaa !21
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %50, %61
  %62 = phi ptr [ %76, %61 ], [ %59, %50 ]
  %63 = phi ptr [ %75, %61 ], [ %58, %50 ]
  %64 = phi i64 [ %73, %61 ], [ %57, %50 ]
  %65 = load ptr, ptr @tab_keys, align 8, !tbaa !26
  %66 = getelementptr inbounds i64, ptr %65, i64 %64
  %67 = load i64, ptr %66, align 8, !tbaa !28
  store ptr null, ptr %63, align 8, !tbaa !21
  %68 = load i64, ptr @tab_used, align 8, !tbaa !12
  %69 = add nsw i64 %68, -1
  store i64 %69, ptr @tab_used, align 8, !tbaa !12
  %70 = trunc i64 %67 to i32
  tail call fastcc void @tab_put(i32 noundef %70, ptr noundef nonnull %62)
  %71 = add nsw i64 %64, 1
  %72 = load i64, ptr @tab_cap, align 8, !tbaa !12
  %73 = srem i64 %71, %72
  %74 = load ptr, ptr @tab_vals, align 8, !tbaa !25
  %75 = getelementptr inbounds ptr, ptr %74, i64 %73
  %76 = load ptr, ptr %75, align 8, !tbaa !21
  %77 = icmp eq ptr %76, null
  br i1 %77, label %85, label %61, !llvm.loop !37

78:                                               ; preds = %41, %46
  %79 = phi i64 [ %81, %46 ], [ %36, %41 ]
  %80 = add nsw i64 %79, 1
  %81 = srem i64 %80, %31
  %82 = getelementptr inbounds ptr, ptr %37, i64 %81
  %83 = load ptr, ptr %82, align 8, !tbaa !21
  %84 = icmp eq ptr %83, null
  br i1 %84, label %85, label %46, !llvm.loop !36

85:                                               ; preds = %78, %61, %30, %33, %50
  %86 = phi ptr [ null, %30 ], [ %51, %50 ], [ null, %33 ], [ %51, %61 ], [ null, %78 ]
  %87 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %22
  tail call fastcc void @fwd_complete(ptr noundef %86, ptr noundef %87)
  br label %88

88:                                               ; preds = %26, %85
  %89 = add nuw nsw i64 %22, 1
  %90 = icmp eq i64 %89, %20
  br i1 %90, label %91, label %21, !llvm.loop !43

91:                                               ; preds = %88, %4
  tail call void @free(ptr noundef %8) #22
  tail call void @free(ptr noundef %10) #22
  ret i32 %13
}

declare i32 @MPI_Testall(i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none)
define void @mpiad_register_op_derivative(i32 noundef %0, i32 noundef %1) local_unnamed_addr #12 {
  %3 = load ptr, ptr @op_regs, align 8, !tbaa !21
  %4 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call ptr @realloc(ptr noundef %3, i64 noundef %7) #27
  store ptr %8, ptr @op_regs, align 8, !tbaa !21
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds %struct.op_reg, ptr %8, i64 %9
  store i32 %0, ptr %10, align 4, !tbaa !44
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 %1, ptr %11, align 4, !tbaa !46
  store i32 %5, ptr @n_op_regs, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr noundef captures(none), i64 noundef) local_unnamed_addr #13

; Function Attrs: nounwind
define i32 @__mpiad_fwd_allreduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.8, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef -1, i32 noundef %8)
  ret i32 %10
}

; Function Attrs: nounwind
define internal fastcc i32 @fwd_reduce(ptr noundef %0, ptr noundef %1, ptr noundef readonly captures(address) %2, ptr noundef %3, ptr noundef readonly captures(address) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #5 {
  %12 = alloca i32, align 4
  %13 = icmp eq i32 %7, 1275069450
  %14 = select i1 %13, i32 2, i32 0
  %15 = icmp eq i32 %7, 1275070475
  %16 = select i1 %15, i32 1, i32 %14
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #22
  %17 = call i32 @MPI_Comm_rank(i32 noundef %10, ptr noundef nonnull %12) #22
  %18 = icmp eq ptr %1, inttoptr (i64 -1 to ptr)
  switch i32 %7, label %43 [
    i32 1275070475, label %19
    i32 1275069450, label %19
  ]

19:                                               ; preds = %11, %11
  switch i32 %8, label %20 [
    i32 1476395011, label %43
    i32 1476395012, label %46
    i32 1476395010, label %26
    i32 1476395009, label %27
  ]

20:                                               ; preds = %19
  %21 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %41

23:                                               ; preds = %20
  %24 = load ptr, ptr @op_regs, align 8, !tbaa !21
  %25 = zext nneg i32 %21 to i64
  br label %31

26:                                               ; preds = %19
  br label %46

27:                                               ; preds = %19
  br label %46

28:                                               ; preds = %31
  %29 = add nuw nsw i64 %32, 1
  %30 = icmp eq i64 %29, %25
  br i1 %30, label %41, label %31, !llvm.loop !47

31:                                               ; preds = %28, %23
  %32 = phi i64 [ 0, %23 ], [ %29, %28 ]
  %33 = getelementptr inbounds nuw %struct.op_reg, ptr %24, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !44
  %35 = icmp eq i32 %34, %8
  br i1 %35, label %36, label %28

36:                                               ; preds = %31
  %37 = getelementptr inbounds nuw %struct.op_reg, ptr %24, i64 %32
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !46
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %49

41:                                               ; preds = %28, %36, %20
  %42 = sext i32 %8 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.20, i64 noundef %42) #24
  unreachable

43:                                               ; preds = %11, %19
  %44 = phi i32 [ 1, %19 ], [ 0, %11 ]
  %45 = select i1 %13, i64 4, i64 8
  br label %61

46:                                               ; preds = %26, %27, %19
  %47 = phi i32 [ 2, %19 ], [ 4, %27 ], [ 3, %26 ]
  %48 = select i1 %13, i64 4, i64 8
  br label %52

49:                                               ; preds = %36
  %50 = select i1 %13, i64 4, i64 8
  %51 = icmp eq i32 %39, 1
  br i1 %51, label %61, label %52

52:                                               ; preds = %46, %49
  %53 = phi i64 [ %48, %46 ], [ %50, %49 ]
  %54 = phi i32 [ %47, %46 ], [ %39, %49 ]
  %55 = sext i32 %6 to i64
  %56 = select i1 %13, i64 2, i64 3
  %57 = shl nsw i64 %55, %56
  %58 = or disjoint i64 %57, 1
  %59 = call noalias ptr @malloc(i64 noundef %58) #26
  %60 = select i1 %18, ptr %3, ptr %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr align 1 %60, i64 %57, i1 false)
  br label %61

61:                                               ; preds = %43, %52, %49
  %62 = phi i64 [ %53, %52 ], [ %50, %49 ], [ %45, %43 ]
  %63 = phi i32 [ %54, %52 ], [ 1, %49 ], [ %44, %43 ]
  %64 = phi ptr [ %59, %52 ], [ null, %49 ], [ null, %43 ]
  %65 = icmp slt i32 %9, 0
  br i1 %65, label %66, label %68

66:                                               ; preds = %61
  %67 = call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %10) #22
  br label %70

68:                                               ; preds = %61
  %69 = call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %3, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) #22
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %67, %66 ], [ %69, %68 ]
  %72 = select i1 %18, ptr %4, ptr %2
  %73 = icmp eq ptr %72, null
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  switch i32 %7, label %75 [
    i32 1275070475, label %78
    i32 1275069450, label %78
  ]

75:                                               ; preds = %74
  %76 = sext i32 %7 to i64
  call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.19, i64 noundef %76) #24
  unreachable

77:                                               ; preds = %70
  switch i32 %7, label %242 [
    i32 1275070475, label %78
    i32 1275069450, label %78
  ]

78:                                               ; preds = %74, %74, %77, %77
  %79 = sext i32 %5 to i64
  %80 = sext i32 %6 to i64
  %81 = mul nsw i64 %80, %79
  %82 = select i1 %13, i64 2, i64 3
  %83 = shl i64 %81, %82
  %84 = or disjoint i64 %83, 1
  %85 = call noalias ptr @malloc(i64 noundef %84) #26
  %86 = icmp sgt i32 %5, 0
  br i1 %86, label %87, label %107

87:                                               ; preds = %78
  %88 = shl nsw i64 %80, %82
  %89 = zext nneg i32 %5 to i64
  br label %90

90:                                               ; preds = %104, %87
  %91 = phi i64 [ 0, %87 ], [ %105, %104 ]
  br i1 %73, label %100, label %92

92:                                               ; preds = %90
  %93 = getelementptr inbounds nuw ptr, ptr %72, i64 %91
  %94 = load ptr, ptr %93, align 8, !tbaa !21
  %95 = icmp eq ptr %94, null
  br i1 %95, label %100, label %96

96:                                               ; preds = %92
  %97 = mul nsw i64 %91, %80
  %98 = shl i64 %97, %82
  %99 = getelementptr inbounds nuw i8, ptr %85, i64 %98
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %99, ptr nonnull align 1 %94, i64 %88, i1 false)
  br label %104

100:                                              ; preds = %92, %90
  %101 = mul nsw i64 %91, %80
  %102 = shl i64 %101, %82
  %103 = getelementptr inbounds nuw i8, ptr %85, i64 %102
  call void @llvm.memset.p0.i64(ptr align 1 %103, i8 0, i64 %88, i1 false)
  br label %104

104:                                              ; preds = %100, %96
  %105 = add nuw nsw i64 %91, 1
  %106 = icmp eq i64 %105, %89
  br i1 %106, label %107, label %90, !llvm.loop !22

107:                                              ; preds = %104, %78
  %108 = mul i64 %62, %81
  %109 = or disjoint i64 %108, 1
  %110 = call noalias ptr @malloc(i64 noundef %109) #26
  %111 = icmp eq i32 %63, 2
  br i1 %111, label %112, label %145

112:                                              ; preds = %107
  %113 = call fastcc ptr @exclusive_products(i32 noundef %16, ptr noundef %64, i32 noundef %6, i32 noundef %7, i32 noundef %10)
  br i1 %86, label %114, label %121

114:                                              ; preds = %112
  %115 = icmp sgt i32 %6, 0
  %116 = zext nneg i32 %5 to i64
  br label %117

117:                                              ; preds = %114, %122
  %118 = phi i64 [ 0, %114 ], [ %123, %122 ]
  br i1 %115, label %119, label %122

119:                                              ; preds = %117
  %120 = mul nuw nsw i64 %118, %80
  br label %125

121:                                              ; preds = %122, %112
  call void @free(ptr noundef %113) #22
  br label %185

122:                                              ; preds = %142, %117
  %123 = add nuw nsw i64 %118, 1
  %124 = icmp eq i64 %123, %116
  br i1 %124, label %121, label %117, !llvm.loop !48

125:                                              ; preds = %119, %142
  %126 = phi i64 [ 0, %119 ], [ %143, %142 ]
  %127 = add nuw nsw i64 %126, %120
  br i1 %15, label %128, label %135

128:                                              ; preds = %125
  %129 = getelementptr inbounds nuw double, ptr %85, i64 %127
  %130 = load double, ptr %129, align 8, !tbaa !49
  %131 = getelementptr inbounds nuw double, ptr %113, i64 %126
  %132 = load double, ptr %131, align 8, !tbaa !49
  %133 = fmul double %130, %132
  %134 = getelementptr inbounds nuw double, ptr %110, i64 %127
  store double %133, ptr %134, align 8, !tbaa !49
  br label %142

135:                                              ; preds = %125
  %136 = getelementptr inbounds nuw float, ptr %85, i64 %127
  %137 = load float, ptr %136, align 4, !tbaa !51
  %138 = getelementptr inbounds nuw float, ptr %113, i64 %126
  %139 = load float, ptr %138, align 4, !tbaa !51
  %140 = fmul float %137, %139
  %141 = getelementptr inbounds nuw float, ptr %110, i64 %127
  store float %140, ptr %141, align 4, !tbaa !51
  br label %142

142:                                              ; preds = %128, %135
  %143 = add nuw nsw i64 %126, 1
  %144 = icmp eq i64 %143, %80
  br i1 %144, label %122, label %125, !llvm.loop !53

145:                                              ; preds = %107
  %146 = add i32 %63, -3
  %147 = icmp ult i32 %146, 2
  br i1 %147, label %148, label %184

148:                                              ; preds = %145
  %149 = call fastcc ptr @winners(i32 noundef %16, ptr noundef %64, i32 noundef %6, i32 noundef %63, i32 noundef %10)
  br i1 %86, label %150, label %157

150:                                              ; preds = %148
  %151 = icmp sgt i32 %6, 0
  %152 = zext nneg i32 %5 to i64
  br label %153

153:                                              ; preds = %150, %158
  %154 = phi i64 [ 0, %150 ], [ %159, %158 ]
  br i1 %151, label %155, label %158

155:                                              ; preds = %153
  %156 = mul nuw nsw i64 %154, %80
  br label %161

157:                                              ; preds = %158, %148
  call void @free(ptr noundef %149) #22
  br label %185

158:                                              ; preds = %181, %153
  %159 = add nuw nsw i64 %154, 1
  %160 = icmp eq i64 %159, %152
  br i1 %160, label %157, label %153, !llvm.loop !54

161:                                              ; preds = %155, %181
  %162 = phi i64 [ 0, %155 ], [ %182, %181 ]
  %163 = add nuw nsw i64 %162, %156
  %164 = getelementptr inbounds nuw i8, ptr %149, i64 %162
  %165 = load i8, ptr %164, align 1, !tbaa !55
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %174, label %167

167:                                              ; preds = %161
  br i1 %15, label %168, label %171

168:                                              ; preds = %167
  %169 = getelementptr inbounds nuw double, ptr %85, i64 %163
  %170 = load double, ptr %169, align 8, !tbaa !49
  br label %175

171:                                              ; preds = %167
  %172 = getelementptr inbounds nuw float, ptr %85, i64 %163
  %173 = load float, ptr %172, align 4, !tbaa !51
  br label %178

174:                                              ; preds = %161
  br i1 %15, label %175, label %178

175:                                              ; preds = %168, %174
  %176 = phi double [ %170, %168 ], [ 0.000000e+00, %174 ]
  %177 = getelementptr inbounds nuw double, ptr %110, i64 %163
  store double %176, ptr %177, align 8, !tbaa !49
  br label %181

178:                                              ; preds = %171, %174
  %179 = phi float [ %173, %171 ], [ 0.000000e+00, %174 ]
  %180 = getelementptr inbounds nuw float, ptr %110, i64 %163
  store float %179, ptr %180, align 4, !tbaa !51
  br label %181

181:                                              ; preds = %175, %178
  %182 = add nuw nsw i64 %162, 1
  %183 = icmp eq i64 %182, %80
  br i1 %183, label %158, label %161, !llvm.loop !56

184:                                              ; preds = %145
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %110, ptr align 1 %85, i64 %108, i1 false)
  br label %185

185:                                              ; preds = %157, %184, %121
  %186 = call noalias ptr @malloc(i64 noundef %109) #26
  %187 = mul nsw i32 %6, %5
  br i1 %65, label %188, label %192

188:                                              ; preds = %185
  %189 = call i32 @MPI_Allreduce(ptr noundef %110, ptr noundef %186, i32 noundef %187, i32 noundef %7, i32 noundef 1476395011, i32 noundef %10) #22
  %190 = icmp ne ptr %4, null
  %191 = and i1 %190, %86
  br i1 %191, label %199, label %241

192:                                              ; preds = %185
  %193 = call i32 @MPI_Reduce(ptr noundef %110, ptr noundef %186, i32 noundef %187, i32 noundef %7, i32 noundef 1476395011, i32 noundef %9, i32 noundef %10) #22
  %194 = load i32, ptr %12, align 4
  %195 = icmp eq i32 %194, %9
  %196 = icmp ne ptr %4, null
  %197 = and i1 %196, %195
  %198 = and i1 %86, %197
  br i1 %198, label %199, label %241

199:                                              ; preds = %192, %188
  %200 = shl nsw i64 %80, %82
  %201 = zext i32 %5 to i64
  %202 = and i64 %201, 1
  %203 = icmp eq i32 %5, 1
  br i1 %203, label %231, label %204

204:                                              ; preds = %199
  %205 = and i64 %201, 4294967294
  br label %206

206:                                              ; preds = %225, %204
  %207 = phi i64 [ 0, %204 ], [ %226, %225 ]
  %208 = phi i64 [ 0, %204 ], [ %227, %225 ]
  %209 = getelementptr inbounds nuw ptr, ptr %4, i64 %207
  %210 = load ptr, ptr %209, align 8, !tbaa !21
  %211 = icmp eq ptr %210, null
  br i1 %211, label %216, label %212

212:                                              ; preds = %206
  %213 = mul nsw i64 %207, %80
  %214 = shl i64 %213, %82
  %215 = getelementptr inbounds nuw i8, ptr %186, i64 %214
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %210, ptr readonly align 1 %215, i64 %200, i1 false)
  br label %216

216:                                              ; preds = %212, %206
  %217 = or disjoint i64 %207, 1
  %218 = getelementptr inbounds nuw ptr, ptr %4, i64 %217
  %219 = load ptr, ptr %218, align 8, !tbaa !21
  %220 = icmp eq ptr %219, null
  br i1 %220, label %225, label %221

221:                                              ; preds = %216
  %222 = mul nsw i64 %217, %80
  %223 = shl i64 %222, %82
  %224 = getelementptr inbounds nuw i8, ptr %186, i64 %223
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %219, ptr readonly align 1 %224, i64 %200, i1 false)
  br label %225

225:                                              ; preds = %221, %216
  %226 = add nuw nsw i64 %207, 2
  %227 = add i64 %208, 2
  %228 = icmp eq i64 %227, %205
  br i1 %228, label %229, label %206, !llvm.loop !41

229:                                              ; preds = %225
  %230 = icmp eq i64 %202, 0
  br i1 %230, label %241, label %231

231:                                              ; preds = %229, %199
  %232 = phi i64 [ 0, %199 ], [ %226, %229 ]
  %233 = icmp ne i64 %202, 0
  call void @llvm.assume(i1 %233)
  %234 = getelementptr inbounds nuw ptr, ptr %4, i64 %232
  %235 = load ptr, ptr %234, align 8, !tbaa !21
  %236 = icmp eq ptr %235, null
  br i1 %236, label %241, label %237

237:                                              ; preds = %231
  %238 = mul nsw i64 %232, %80
  %239 = shl i64 %238, %82
  %240 = getelementptr inbounds nuw i8, ptr %186, i64 %239
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %235, ptr readonly align 1 %240, i64 %200, i1 false)
  br label %241

241:                                              ; preds = %229, %237, %231, %188, %192
  call void @free(ptr noundef %64) #22
  call void @free(ptr noundef %85) #22
  call void @free(ptr noundef %110) #22
  call void @free(ptr noundef %186) #22
  br label %242

242:                                              ; preds = %77, %241
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #22
  ret i32 %71
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce(ptr noundef %0, ptr noundef readonly captures(address) %1, ptr noundef %2, ptr noundef readonly captures(address) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #5 {
  %11 = tail call fastcc i32 @fwd_reduce(ptr noundef nonnull @.str.9, ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9)
  ret i32 %11
}

; Function Attrs: nounwind
define i32 @__mpiad_fwd_bcast(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 {
  %8 = tail call i32 @MPI_Bcast(ptr noundef %0, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #22
  %9 = icmp eq i32 %4, 1275069450
  %10 = icmp eq ptr %1, null
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  switch i32 %4, label %12 [
    i32 1275070475, label %15
    i32 1275069450, label %15
  ]

12:                                               ; preds = %11
  %13 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.19, i64 noundef %13) #24
  unreachable

14:                                               ; preds = %7
  switch i32 %4, label %92 [
    i32 1275070475, label %15
    i32 1275069450, label %15
  ]

15:                                               ; preds = %11, %11, %14, %14
  %16 = sext i32 %2 to i64
  %17 = sext i32 %3 to i64
  %18 = mul nsw i64 %17, %16
  %19 = select i1 %9, i64 2, i64 3
  %20 = shl i64 %18, %19
  %21 = or disjoint i64 %20, 1
  %22 = tail call noalias ptr @malloc(i64 noundef %21) #26
  %23 = icmp sgt i32 %2, 0
  br i1 %23, label %24, label %44

24:                                               ; preds = %15
  %25 = shl nsw i64 %17, %19
  %26 = zext nneg i32 %2 to i64
  br label %27

27:                                               ; preds = %41, %24
  %28 = phi i64 [ 0, %24 ], [ %42, %41 ]
  br i1 %10, label %37, label %29

29:                                               ; preds = %27
  %30 = getelementptr inbounds nuw ptr, ptr %1, i64 %28
  %31 = load ptr, ptr %30, align 8, !tbaa !21
  %32 = icmp eq ptr %31, null
  br i1 %32, label %37, label %33

33:                                               ; preds = %29
  %34 = mul nsw i64 %28, %17
  %35 = shl i64 %34, %19
  %36 = getelementptr inbounds nuw i8, ptr %22, i64 %35
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %36, ptr nonnull align 1 %31, i64 %25, i1 false)
  br label %41

37:                                               ; preds = %29, %27
  %38 = mul nsw i64 %28, %17
  %39 = shl i64 %38, %19
  %40 = getelementptr inbounds nuw i8, ptr %22, i64 %39
  tail call void @llvm.memset.p0.i64(ptr align 1 %40, i8 0, i64 %25, i1 false)
  br label %41

41:                                               ; preds = %37, %33
  %42 = add nuw nsw i64 %28, 1
  %43 = icmp eq i64 %42, %26
  br i1 %43, label %44, label %27, !llvm.loop !22

44:                                               ; preds = %41, %15
  %45 = mul nsw i32 %3, %2
  %46 = tail call i32 @MPI_Bcast(ptr noundef %22, i32 noundef %45, i32 noundef %4, i32 noundef %5, i32 noundef %6) #22
  %47 = icmp ne ptr %1, null
  %48 = and i1 %47, %23
  br i1 %48, label %49, label %91

49:                                               ; preds = %44
  %50 = shl nsw i64 %17, %19
  %51 = zext nneg i32 %2 to i64
  %52 = and i64 %51, 1
  %53 = icmp eq i32 %2, 1
  br i1 %53, label %81, label %54

54:                                               ; preds = %49
  %55 = and i64 %51, 2147483646
  br label %56

56:                                               ; preds = %75, %54
  %57 = phi i64 [ 0, %54 ], [ %76, %75 ]
  %58 = phi i64 [ 0, %54 ], [ %77, %75 ]
  %59 = getelementptr inbounds nuw ptr, ptr %1, i64 %57
  %60 = load ptr, ptr %59, align 8, !tbaa !21
  %61 = icmp eq ptr %60, null
  br i1 %61, label %66, label %62

62:                                               ; preds = %56
  %63 = mul nsw i64 %57, %17
  %64 = shl i64 %63, %19
  %65 = getelementptr inbounds nuw i8, ptr %22, i64 %64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %60, ptr readonly align 1 %65, i64 %50, i1 false)
  br label %66

66:                                               ; preds = %62, %56
  %67 = or disjoint i64 %57, 1
  %68 = getelementptr inbounds nuw ptr, ptr %1, i64 %67
  %69 = load ptr, ptr %68, align 8, !tbaa !21
  %70 = icmp eq ptr %69, null
  br i1 %70, label %75, label %71

71:                                               ; preds = %66
  %72 = mul nsw i64 %67, %17
  %73 = shl i64 %72, %19
  %74 = getelementptr inbounds nuw i8, ptr %22, i64 %73
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %69, ptr readonly align 1 %74, i64 %50, i1 false)
  br label %75

75:                                               ; preds = %71, %66
  %76 = add nuw nsw i64 %57, 2
  %77 = add i64 %58, 2
  %78 = icmp eq i64 %77, %55
  br i1 %78, label %79, label %56, !llvm.loop !41

79:                                               ; preds = %75
  %80 = icmp eq i64 %52, 0
  br i1 %80, label %91, label %81

81:                                               ; preds = %79, %49
  %82 = phi i64 [ 0, %49 ], [ %76, %79 ]
  %83 = icmp ne i64 %52, 0
  tail call void @llvm.assume(i1 %83)
  %84 = getelementptr inbounds nuw ptr, ptr %1, i64 %82
  %85 = load ptr, ptr %84, align 8, !tbaa !21
  %86 = icmp eq ptr %85, null
  br i1 %86, label %91, label %87

87:                                               ; preds = %81
  %88 = mul nsw i64 %82, %17
  %89 = shl i64 %88, %19
  %90 = getelementptr inbounds nuw i8, ptr %22, i64 %89
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %85, ptr readonly align 1 %90, i64 %50, i1 false)
  br label %91

91:                                               ; preds = %79, %87, %81, %44
  tail call void @free(ptr noundef %22) #22
  br label %92

92:                                               ; preds = %14, %91
  ret i32 %8
}

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_gather(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #5 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #22
  %15 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %13) #22
  %16 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %14) #22
  %17 = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %18 = icmp eq i32 %11, 0
  br i1 %18, label %21, label %19

19:                                               ; preds = %12
  %20 = call i32 @MPI_Allgather(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %9) #22
  br label %23

21:                                               ; preds = %12
  %22 = call i32 @MPI_Gather(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #22
  br label %23

23:                                               ; preds = %21, %19
  %24 = phi i32 [ %20, %19 ], [ %22, %21 ]
  %25 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %191 [
    i32 1275070475, label %26
    i32 1275069450, label %26
  ]

26:                                               ; preds = %23, %23
  br i1 %17, label %27, label %29

27:                                               ; preds = %26
  %28 = select i1 %18, ptr @.str.12, ptr @.str.11
  call void @__mpiad_fail(ptr noundef nonnull %28, ptr noundef nonnull @.str.13, i64 noundef 0) #24
  unreachable

29:                                               ; preds = %26
  %30 = icmp eq ptr %1, null
  br i1 %30, label %35, label %31

31:                                               ; preds = %29
  switch i32 %3, label %32 [
    i32 1275070475, label %35
    i32 1275069450, label %35
  ]

32:                                               ; preds = %31
  %33 = select i1 %18, ptr @.str.12, ptr @.str.11
  %34 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull %33, ptr noundef nonnull @.str.19, i64 noundef %34) #24
  unreachable

35:                                               ; preds = %29, %31, %31
  %36 = sext i32 %10 to i64
  %37 = sext i32 %2 to i64
  %38 = mul nsw i64 %36, %37
  %39 = select i1 %25, i64 2, i64 3
  %40 = shl i64 %38, %39
  %41 = or disjoint i64 %40, 1
  %42 = call noalias ptr @malloc(i64 noundef %41) #26
  %43 = icmp sgt i32 %10, 0
  br i1 %43, label %44, label %64

44:                                               ; preds = %35
  %45 = shl nsw i64 %37, %39
  %46 = zext nneg i32 %10 to i64
  br label %47

47:                                               ; preds = %61, %44
  %48 = phi i64 [ 0, %44 ], [ %62, %61 ]
  br i1 %30, label %57, label %49

49:                                               ; preds = %47
  %50 = getelementptr inbounds nuw ptr, ptr %1, i64 %48
  %51 = load ptr, ptr %50, align 8, !tbaa !21
  %52 = icmp eq ptr %51, null
  br i1 %52, label %57, label %53

53:                                               ; preds = %49
  %54 = mul nsw i64 %48, %37
  %55 = shl i64 %54, %39
  %56 = getelementptr inbounds nuw i8, ptr %42, i64 %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %56, ptr nonnull align 1 %51, i64 %45, i1 false)
  br label %61

57:                                               ; preds = %49, %47
  %58 = mul nsw i64 %48, %37
  %59 = shl i64 %58, %39
  %60 = getelementptr inbounds nuw i8, ptr %42, i64 %59
  call void @llvm.memset.p0.i64(ptr align 1 %60, i8 0, i64 %45, i1 false)
  br label %61

61:                                               ; preds = %57, %53
  %62 = add nuw nsw i64 %48, 1
  %63 = icmp eq i64 %62, %46
  br i1 %63, label %64, label %47, !llvm.loop !22

64:                                               ; preds = %61, %35
  %65 = sext i32 %6 to i64
  %66 = mul nsw i64 %36, %65
  %67 = load i32, ptr %13, align 4, !tbaa !5
  %68 = sext i32 %67 to i64
  %69 = mul i64 %66, %68
  %70 = shl i64 %69, %39
  %71 = or disjoint i64 %70, 1
  %72 = call noalias ptr @malloc(i64 noundef %71) #26
  %73 = mul nsw i32 %10, %2
  %74 = mul nsw i32 %10, %6
  br i1 %18, label %77, label %75

75:                                               ; preds = %64
  %76 = call i32 @MPI_Allgather(ptr noundef %42, i32 noundef %73, i32 noundef %3, ptr noundef %72, i32 noundef %74, i32 noundef %7, i32 noundef %9) #22
  br label %81

77:                                               ; preds = %64
  %78 = call i32 @MPI_Gather(ptr noundef %42, i32 noundef %73, i32 noundef %3, ptr noundef %72, i32 noundef %74, i32 noundef %7, i32 noundef %8, i32 noundef %9) #22
  %79 = load i32, ptr %14, align 4
  %80 = icmp eq i32 %79, %8
  br i1 %80, label %81, label %190

81:                                               ; preds = %75, %77
  %82 = load i32, ptr %13, align 4, !tbaa !5
  %83 = sext i32 %82 to i64
  %84 = mul i64 %66, %83
  %85 = shl i64 %84, %39
  %86 = or disjoint i64 %85, 1
  %87 = call noalias ptr @malloc(i64 noundef %86) #26
  %88 = icmp sgt i32 %82, 0
  br i1 %88, label %89, label %142

89:                                               ; preds = %81
  %90 = shl nsw i64 %65, %39
  %91 = zext nneg i32 %82 to i64
  %92 = zext i32 %10 to i64
  %93 = and i64 %92, 1
  %94 = icmp eq i32 %10, 1
  %95 = and i64 %92, 2147483646
  %96 = icmp eq i64 %93, 0
  %97 = icmp ne i64 %93, 0
  br label %98

98:                                               ; preds = %114, %89
  %99 = phi i64 [ 0, %89 ], [ %115, %114 ]
  br i1 %43, label %100, label %114

100:                                              ; preds = %98
  %101 = mul nuw nsw i64 %99, %36
  br i1 %94, label %103, label %117

102:                                              ; preds = %117
  br i1 %96, label %114, label %103

103:                                              ; preds = %102, %100
  %104 = phi i64 [ 0, %100 ], [ %139, %102 ]
  call void @llvm.assume(i1 %97)
  %105 = mul nuw nsw i64 %104, %83
  %106 = add nuw nsw i64 %105, %99
  %107 = mul i64 %106, %65
  %108 = shl i64 %107, %39
  %109 = getelementptr inbounds nuw i8, ptr %87, i64 %108
  %110 = add nuw nsw i64 %104, %101
  %111 = mul i64 %110, %65
  %112 = shl i64 %111, %39
  %113 = getelementptr inbounds nuw i8, ptr %72, i64 %112
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %109, ptr readonly align 1 %113, i64 %90, i1 false)
  br label %114

114:                                              ; preds = %103, %102, %98
  %115 = add nuw nsw i64 %99, 1
  %116 = icmp eq i64 %115, %91
  br i1 %116, label %142, label %98, !llvm.loop !57

117:                                              ; preds = %100, %117
  %118 = phi i64 [ %139, %117 ], [ 0, %100 ]
  %119 = phi i64 [ %140, %117 ], [ 0, %100 ]
  %120 = mul nuw nsw i64 %118, %83
  %121 = add nuw nsw i64 %120, %99
  %122 = mul i64 %121, %65
  %123 = shl i64 %122, %39
  %124 = getelementptr inbounds nuw i8, ptr %87, i64 %123
  %125 = add nuw nsw i64 %118, %101
  %126 = mul i64 %125, %65
  %127 = shl i64 %126, %39
  %128 = getelementptr inbounds nuw i8, ptr %72, i64 %127
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %124, ptr readonly align 1 %128, i64 %90, i1 false)
  %129 = or disjoint i64 %118, 1
  %130 = mul nuw nsw i64 %129, %83
  %131 = add nuw nsw i64 %130, %99
  %132 = mul i64 %131, %65
  %133 = shl i64 %132, %39
  %134 = getelementptr inbounds nuw i8, ptr %87, i64 %133
  %135 = add nuw nsw i64 %129, %101
  %136 = mul i64 %135, %65
  %137 = shl i64 %136, %39
  %138 = getelementptr inbounds nuw i8, ptr %72, i64 %137
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %134, ptr readonly align 1 %138, i64 %90, i1 false)
  %139 = add nuw nsw i64 %118, 2
  %140 = add i64 %119, 2
  %141 = icmp eq i64 %140, %95
  br i1 %141, label %102, label %117, !llvm.loop !58

142:                                              ; preds = %114, %81
  %143 = icmp ne ptr %5, null
  %144 = and i1 %143, %43
  br i1 %144, label %145, label %189

145:                                              ; preds = %142
  %146 = mul nsw i32 %82, %6
  %147 = sext i32 %146 to i64
  %148 = shl nsw i64 %147, %39
  %149 = zext nneg i32 %10 to i64
  %150 = and i64 %149, 1
  %151 = icmp eq i32 %10, 1
  br i1 %151, label %179, label %152

152:                                              ; preds = %145
  %153 = and i64 %149, 2147483646
  br label %154

154:                                              ; preds = %173, %152
  %155 = phi i64 [ 0, %152 ], [ %174, %173 ]
  %156 = phi i64 [ 0, %152 ], [ %175, %173 ]
  %157 = getelementptr inbounds nuw ptr, ptr %5, i64 %155
  %158 = load ptr, ptr %157, align 8, !tbaa !21
  %159 = icmp eq ptr %158, null
  br i1 %159, label %164, label %160

160:                                              ; preds = %154
  %161 = mul nsw i64 %155, %147
  %162 = shl i64 %161, %39
  %163 = getelementptr inbounds nuw i8, ptr %87, i64 %162
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %158, ptr readonly align 1 %163, i64 %148, i1 false)
  br label %164

164:                                              ; preds = %160, %154
  %165 = or disjoint i64 %155, 1
  %166 = getelementptr inbounds nuw ptr, ptr %5, i64 %165
  %167 = load ptr, ptr %166, align 8, !tbaa !21
  %168 = icmp eq ptr %167, null
  br i1 %168, label %173, label %169

169:                                              ; preds = %164
  %170 = mul nsw i64 %165, %147
  %171 = shl i64 %170, %39
  %172 = getelementptr inbounds nuw i8, ptr %87, i64 %171
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %167, ptr readonly align 1 %172, i64 %148, i1 false)
  br label %173

173:                                              ; preds = %169, %164
  %174 = add nuw nsw i64 %155, 2
  %175 = add i64 %156, 2
  %176 = icmp eq i64 %175, %153
  br i1 %176, label %177, label %154, !llvm.loop !41

177:                                              ; preds = %173
  %178 = icmp eq i64 %150, 0
  br i1 %178, label %189, label %179

179:                                              ; preds = %177, %145
  %180 = phi i64 [ 0, %145 ], [ %174, %177 ]
  %181 = icmp ne i64 %150, 0
  call void @llvm.assume(i1 %181)
  %182 = getelementptr inbounds nuw ptr, ptr %5, i64 %180
  %183 = load ptr, ptr %182, align 8, !tbaa !21
  %184 = icmp eq ptr %183, null
  br i1 %184, label %189, label %185

185:                                              ; preds = %179
  %186 = mul nsw i64 %180, %147
  %187 = shl i64 %186, %39
  %188 = getelementptr inbounds nuw i8, ptr %87, i64 %187
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %183, ptr readonly align 1 %188, i64 %148, i1 false)
  br label %189

189:                                              ; preds = %177, %185, %179, %142
  call void @free(ptr noundef %87) #22
  br label %190

190:                                              ; preds = %77, %189
  call void @free(ptr noundef %42) #22
  call void @free(ptr noundef %72) #22
  br label %191

191:                                              ; preds = %23, %190
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #22
  ret i32 %24
}

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Allgather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @MPI_Gather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_scatter(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #5 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #22
  %14 = call i32 @MPI_Comm_size(i32 noundef %9, ptr noundef nonnull %12) #22
  %15 = call i32 @MPI_Comm_rank(i32 noundef %9, ptr noundef nonnull %13) #22
  %16 = call i32 @MPI_Scatter(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #22
  %17 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %182 [
    i32 1275070475, label %18
    i32 1275069450, label %18
  ]

18:                                               ; preds = %11, %11
  %19 = icmp eq ptr %5, null
  br i1 %19, label %23, label %20

20:                                               ; preds = %18
  switch i32 %7, label %21 [
    i32 1275070475, label %23
    i32 1275069450, label %23
  ]

21:                                               ; preds = %20
  %22 = zext nneg i32 %7 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.19, i64 noundef %22) #24
  unreachable

23:                                               ; preds = %18, %20, %20
  %24 = load i32, ptr %13, align 4, !tbaa !5
  %25 = icmp eq i32 %24, %8
  br i1 %25, label %29, label %26

26:                                               ; preds = %23
  %27 = sext i32 %10 to i64
  %28 = select i1 %17, i64 2, i64 3
  br label %124

29:                                               ; preds = %23
  %30 = load i32, ptr %12, align 4, !tbaa !5
  %31 = mul nsw i32 %30, %2
  %32 = sext i32 %10 to i64
  %33 = sext i32 %31 to i64
  %34 = mul nsw i64 %33, %32
  %35 = select i1 %17, i64 2, i64 3
  %36 = shl i64 %34, %35
  %37 = or disjoint i64 %36, 1
  %38 = call noalias ptr @malloc(i64 noundef %37) #26
  %39 = icmp sgt i32 %10, 0
  br i1 %39, label %40, label %61

40:                                               ; preds = %29
  %41 = icmp eq ptr %1, null
  %42 = shl nsw i64 %33, %35
  %43 = zext nneg i32 %10 to i64
  br label %44

44:                                               ; preds = %58, %40
  %45 = phi i64 [ 0, %40 ], [ %59, %58 ]
  br i1 %41, label %54, label %46

46:                                               ; preds = %44
  %47 = getelementptr inbounds nuw ptr, ptr %1, i64 %45
  %48 = load ptr, ptr %47, align 8, !tbaa !21
  %49 = icmp eq ptr %48, null
  br i1 %49, label %54, label %50

50:                                               ; preds = %46
  %51 = mul nsw i64 %45, %33
  %52 = shl i64 %51, %35
  %53 = getelementptr inbounds nuw i8, ptr %38, i64 %52
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %53, ptr nonnull align 1 %48, i64 %42, i1 false)
  br label %58

54:                                               ; preds = %46, %44
  %55 = mul nsw i64 %45, %33
  %56 = shl i64 %55, %35
  %57 = getelementptr inbounds nuw i8, ptr %38, i64 %56
  call void @llvm.memset.p0.i64(ptr align 1 %57, i8 0, i64 %42, i1 false)
  br label %58

58:                                               ; preds = %54, %50
  %59 = add nuw nsw i64 %45, 1
  %60 = icmp eq i64 %59, %43
  br i1 %60, label %61, label %44, !llvm.loop !22

61:                                               ; preds = %58, %29
  %62 = sext i32 %2 to i64
  %63 = mul nsw i64 %32, %62
  %64 = sext i32 %30 to i64
  %65 = mul i64 %63, %64
  %66 = shl i64 %65, %35
  %67 = or disjoint i64 %66, 1
  %68 = call noalias ptr @malloc(i64 noundef %67) #26
  %69 = icmp sgt i32 %30, 0
  br i1 %69, label %70, label %123

70:                                               ; preds = %61
  %71 = shl nsw i64 %62, %35
  %72 = zext nneg i32 %30 to i64
  %73 = zext i32 %10 to i64
  %74 = and i64 %73, 1
  %75 = icmp eq i32 %10, 1
  %76 = and i64 %73, 2147483646
  %77 = icmp eq i64 %74, 0
  %78 = icmp ne i64 %74, 0
  br label %79

79:                                               ; preds = %95, %70
  %80 = phi i64 [ 0, %70 ], [ %96, %95 ]
  br i1 %39, label %81, label %95

81:                                               ; preds = %79
  %82 = mul nuw nsw i64 %80, %32
  br i1 %75, label %84, label %98

83:                                               ; preds = %98
  br i1 %77, label %95, label %84

84:                                               ; preds = %83, %81
  %85 = phi i64 [ 0, %81 ], [ %120, %83 ]
  call void @llvm.assume(i1 %78)
  %86 = add nuw nsw i64 %85, %82
  %87 = mul i64 %86, %62
  %88 = shl i64 %87, %35
  %89 = getelementptr inbounds nuw i8, ptr %68, i64 %88
  %90 = mul nuw nsw i64 %85, %64
  %91 = add nuw nsw i64 %90, %80
  %92 = mul i64 %91, %62
  %93 = shl i64 %92, %35
  %94 = getelementptr inbounds nuw i8, ptr %38, i64 %93
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr readonly align 1 %94, i64 %71, i1 false)
  br label %95

95:                                               ; preds = %84, %83, %79
  %96 = add nuw nsw i64 %80, 1
  %97 = icmp eq i64 %96, %72
  br i1 %97, label %123, label %79, !llvm.loop !59

98:                                               ; preds = %81, %98
  %99 = phi i64 [ %120, %98 ], [ 0, %81 ]
  %100 = phi i64 [ %121, %98 ], [ 0, %81 ]
  %101 = add nuw nsw i64 %99, %82
  %102 = mul i64 %101, %62
  %103 = shl i64 %102, %35
  %104 = getelementptr inbounds nuw i8, ptr %68, i64 %103
  %105 = mul nuw nsw i64 %99, %64
  %106 = add nuw nsw i64 %105, %80
  %107 = mul i64 %106, %62
  %108 = shl i64 %107, %35
  %109 = getelementptr inbounds nuw i8, ptr %38, i64 %108
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %104, ptr readonly align 1 %109, i64 %71, i1 false)
  %110 = or disjoint i64 %99, 1
  %111 = add nuw nsw i64 %110, %82
  %112 = mul i64 %111, %62
  %113 = shl i64 %112, %35
  %114 = getelementptr inbounds nuw i8, ptr %68, i64 %113
  %115 = mul nuw nsw i64 %110, %64
  %116 = add nuw nsw i64 %115, %80
  %117 = mul i64 %116, %62
  %118 = shl i64 %117, %35
  %119 = getelementptr inbounds nuw i8, ptr %38, i64 %118
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %114, ptr readonly align 1 %119, i64 %71, i1 false)
  %120 = add nuw nsw i64 %99, 2
  %121 = add i64 %100, 2
  %122 = icmp eq i64 %121, %76
  br i1 %122, label %83, label %98, !llvm.loop !60

123:                                              ; preds = %95, %61
  call void @free(ptr noundef %38) #22
  br label %124

124:                                              ; preds = %26, %123
  %125 = phi i64 [ %28, %26 ], [ %35, %123 ]
  %126 = phi i64 [ %27, %26 ], [ %32, %123 ]
  %127 = phi ptr [ null, %26 ], [ %68, %123 ]
  %128 = sext i32 %6 to i64
  %129 = mul nsw i64 %126, %128
  %130 = shl i64 %129, %125
  %131 = or disjoint i64 %130, 1
  %132 = call noalias ptr @malloc(i64 noundef %131) #26
  %133 = mul nsw i32 %10, %2
  %134 = mul nsw i32 %10, %6
  %135 = call i32 @MPI_Scatter(ptr noundef %127, i32 noundef %133, i32 noundef %3, ptr noundef %132, i32 noundef %134, i32 noundef %7, i32 noundef %8, i32 noundef %9) #22
  %136 = icmp ne ptr %5, null
  %137 = icmp sgt i32 %10, 0
  %138 = and i1 %136, %137
  br i1 %138, label %139, label %181

139:                                              ; preds = %124
  %140 = shl nsw i64 %128, %125
  %141 = zext nneg i32 %10 to i64
  %142 = and i64 %141, 1
  %143 = icmp eq i32 %10, 1
  br i1 %143, label %171, label %144

144:                                              ; preds = %139
  %145 = and i64 %141, 2147483646
  br label %146

146:                                              ; preds = %165, %144
  %147 = phi i64 [ 0, %144 ], [ %166, %165 ]
  %148 = phi i64 [ 0, %144 ], [ %167, %165 ]
  %149 = getelementptr inbounds nuw ptr, ptr %5, i64 %147
  %150 = load ptr, ptr %149, align 8, !tbaa !21
  %151 = icmp eq ptr %150, null
  br i1 %151, label %156, label %152

152:                                              ; preds = %146
  %153 = mul nsw i64 %147, %128
  %154 = shl i64 %153, %125
  %155 = getelementptr inbounds nuw i8, ptr %132, i64 %154
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %150, ptr readonly align 1 %155, i64 %140, i1 false)
  br label %156

156:                                              ; preds = %152, %146
  %157 = or disjoint i64 %147, 1
  %158 = getelementptr inbounds nuw ptr, ptr %5, i64 %157
  %159 = load ptr, ptr %158, align 8, !tbaa !21
  %160 = icmp eq ptr %159, null
  br i1 %160, label %165, label %161

161:                                              ; preds = %156
  %162 = mul nsw i64 %157, %128
  %163 = shl i64 %162, %125
  %164 = getelementptr inbounds nuw i8, ptr %132, i64 %163
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %159, ptr readonly align 1 %164, i64 %140, i1 false)
  br label %165

165:                                              ; preds = %161, %156
  %166 = add nuw nsw i64 %147, 2
  %167 = add i64 %148, 2
  %168 = icmp eq i64 %167, %145
  br i1 %168, label %169, label %146, !llvm.loop !41

169:                                              ; preds = %165
  %170 = icmp eq i64 %142, 0
  br i1 %170, label %181, label %171

171:                                              ; preds = %169, %139
  %172 = phi i64 [ 0, %139 ], [ %166, %169 ]
  %173 = icmp ne i64 %142, 0
  call void @llvm.assume(i1 %173)
  %174 = getelementptr inbounds nuw ptr, ptr %5, i64 %172
  %175 = load ptr, ptr %174, align 8, !tbaa !21
  %176 = icmp eq ptr %175, null
  br i1 %176, label %181, label %177

177:                                              ; preds = %171
  %178 = mul nsw i64 %172, %128
  %179 = shl i64 %178, %125
  %180 = getelementptr inbounds nuw i8, ptr %132, i64 %179
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %175, ptr readonly align 1 %180, i64 %140, i1 false)
  br label %181

181:                                              ; preds = %169, %177, %171, %124
  call void @free(ptr noundef %127) #22
  call void @free(ptr noundef %132) #22
  br label %182

182:                                              ; preds = %11, %181
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #22
  ret i32 %16
}

declare i32 @MPI_Scatter(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_alltoall(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef readonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #5 {
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #22
  %12 = call i32 @MPI_Comm_size(i32 noundef %8, ptr noundef nonnull %11) #22
  %13 = call i32 @MPI_Alltoall(ptr noundef %0, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %6, i32 noundef %7, i32 noundef %8) #22
  %14 = icmp eq i32 %7, 1275069450
  switch i32 %7, label %231 [
    i32 1275070475, label %15
    i32 1275069450, label %15
  ]

15:                                               ; preds = %10, %10
  %16 = icmp eq ptr %1, null
  br i1 %16, label %20, label %17

17:                                               ; preds = %15
  switch i32 %3, label %18 [
    i32 1275070475, label %20
    i32 1275069450, label %20
  ]

18:                                               ; preds = %17
  %19 = sext i32 %3 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.19, i64 noundef %19) #24
  unreachable

20:                                               ; preds = %15, %17, %17
  %21 = load i32, ptr %11, align 4, !tbaa !5
  %22 = mul nsw i32 %21, %2
  %23 = sext i32 %9 to i64
  %24 = sext i32 %22 to i64
  %25 = mul nsw i64 %24, %23
  %26 = select i1 %14, i64 2, i64 3
  %27 = shl i64 %25, %26
  %28 = or disjoint i64 %27, 1
  %29 = call noalias ptr @malloc(i64 noundef %28) #26
  %30 = icmp sgt i32 %9, 0
  br i1 %30, label %31, label %51

31:                                               ; preds = %20
  %32 = shl nsw i64 %24, %26
  %33 = zext nneg i32 %9 to i64
  br label %34

34:                                               ; preds = %48, %31
  %35 = phi i64 [ 0, %31 ], [ %49, %48 ]
  br i1 %16, label %44, label %36

36:                                               ; preds = %34
  %37 = getelementptr inbounds nuw ptr, ptr %1, i64 %35
  %38 = load ptr, ptr %37, align 8, !tbaa !21
  %39 = icmp eq ptr %38, null
  br i1 %39, label %44, label %40

40:                                               ; preds = %36
  %41 = mul nsw i64 %35, %24
  %42 = shl i64 %41, %26
  %43 = getelementptr inbounds nuw i8, ptr %29, i64 %42
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %43, ptr nonnull align 1 %38, i64 %32, i1 false)
  br label %48

44:                                               ; preds = %36, %34
  %45 = mul nsw i64 %35, %24
  %46 = shl i64 %45, %26
  %47 = getelementptr inbounds nuw i8, ptr %29, i64 %46
  call void @llvm.memset.p0.i64(ptr align 1 %47, i8 0, i64 %32, i1 false)
  br label %48

48:                                               ; preds = %44, %40
  %49 = add nuw nsw i64 %35, 1
  %50 = icmp eq i64 %49, %33
  br i1 %50, label %51, label %34, !llvm.loop !22

51:                                               ; preds = %48, %20
  %52 = sext i32 %2 to i64
  %53 = mul nsw i64 %23, %52
  %54 = sext i32 %21 to i64
  %55 = mul i64 %53, %54
  %56 = shl i64 %55, %26
  %57 = or disjoint i64 %56, 1
  %58 = call noalias ptr @malloc(i64 noundef %57) #26
  %59 = icmp sgt i32 %21, 0
  br i1 %59, label %60, label %113

60:                                               ; preds = %51
  %61 = shl nsw i64 %52, %26
  %62 = zext nneg i32 %21 to i64
  %63 = zext i32 %9 to i64
  %64 = and i64 %63, 1
  %65 = icmp eq i32 %9, 1
  %66 = and i64 %63, 2147483646
  %67 = icmp eq i64 %64, 0
  %68 = icmp ne i64 %64, 0
  br label %69

69:                                               ; preds = %85, %60
  %70 = phi i64 [ 0, %60 ], [ %86, %85 ]
  br i1 %30, label %71, label %85

71:                                               ; preds = %69
  %72 = mul nuw nsw i64 %70, %23
  br i1 %65, label %74, label %88

73:                                               ; preds = %88
  br i1 %67, label %85, label %74

74:                                               ; preds = %73, %71
  %75 = phi i64 [ 0, %71 ], [ %110, %73 ]
  call void @llvm.assume(i1 %68)
  %76 = add nuw nsw i64 %75, %72
  %77 = mul i64 %76, %52
  %78 = shl i64 %77, %26
  %79 = getelementptr inbounds nuw i8, ptr %58, i64 %78
  %80 = mul nuw nsw i64 %75, %54
  %81 = add nuw nsw i64 %80, %70
  %82 = mul i64 %81, %52
  %83 = shl i64 %82, %26
  %84 = getelementptr inbounds nuw i8, ptr %29, i64 %83
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr readonly align 1 %84, i64 %61, i1 false)
  br label %85

85:                                               ; preds = %74, %73, %69
  %86 = add nuw nsw i64 %70, 1
  %87 = icmp eq i64 %86, %62
  br i1 %87, label %113, label %69, !llvm.loop !59

88:                                               ; preds = %71, %88
  %89 = phi i64 [ %110, %88 ], [ 0, %71 ]
  %90 = phi i64 [ %111, %88 ], [ 0, %71 ]
  %91 = add nuw nsw i64 %89, %72
  %92 = mul i64 %91, %52
  %93 = shl i64 %92, %26
  %94 = getelementptr inbounds nuw i8, ptr %58, i64 %93
  %95 = mul nuw nsw i64 %89, %54
  %96 = add nuw nsw i64 %95, %70
  %97 = mul i64 %96, %52
  %98 = shl i64 %97, %26
  %99 = getelementptr inbounds nuw i8, ptr %29, i64 %98
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %94, ptr readonly align 1 %99, i64 %61, i1 false)
  %100 = or disjoint i64 %89, 1
  %101 = add nuw nsw i64 %100, %72
  %102 = mul i64 %101, %52
  %103 = shl i64 %102, %26
  %104 = getelementptr inbounds nuw i8, ptr %58, i64 %103
  %105 = mul nuw nsw i64 %100, %54
  %106 = add nuw nsw i64 %105, %70
  %107 = mul i64 %106, %52
  %108 = shl i64 %107, %26
  %109 = getelementptr inbounds nuw i8, ptr %29, i64 %108
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %104, ptr readonly align 1 %109, i64 %61, i1 false)
  %110 = add nuw nsw i64 %89, 2
  %111 = add i64 %90, 2
  %112 = icmp eq i64 %111, %66
  br i1 %112, label %73, label %88, !llvm.loop !60

113:                                              ; preds = %85, %51
  %114 = sext i32 %6 to i64
  %115 = mul nsw i64 %23, %114
  %116 = mul i64 %115, %54
  %117 = shl i64 %116, %26
  %118 = or disjoint i64 %117, 1
  %119 = call noalias ptr @malloc(i64 noundef %118) #26
  %120 = mul nsw i32 %9, %2
  %121 = mul nsw i32 %9, %6
  %122 = call i32 @MPI_Alltoall(ptr noundef %58, i32 noundef %120, i32 noundef %3, ptr noundef %119, i32 noundef %121, i32 noundef %7, i32 noundef %8) #22
  %123 = load i32, ptr %11, align 4, !tbaa !5
  %124 = sext i32 %123 to i64
  %125 = mul i64 %115, %124
  %126 = shl i64 %125, %26
  %127 = or disjoint i64 %126, 1
  %128 = call noalias ptr @malloc(i64 noundef %127) #26
  %129 = icmp sgt i32 %123, 0
  br i1 %129, label %130, label %183

130:                                              ; preds = %113
  %131 = shl nsw i64 %114, %26
  %132 = zext nneg i32 %123 to i64
  %133 = zext i32 %9 to i64
  %134 = and i64 %133, 1
  %135 = icmp eq i32 %9, 1
  %136 = and i64 %133, 2147483646
  %137 = icmp eq i64 %134, 0
  %138 = icmp ne i64 %134, 0
  br label %139

139:                                              ; preds = %155, %130
  %140 = phi i64 [ 0, %130 ], [ %156, %155 ]
  br i1 %30, label %141, label %155

141:                                              ; preds = %139
  %142 = mul nuw nsw i64 %140, %23
  br i1 %135, label %144, label %158

143:                                              ; preds = %158
  br i1 %137, label %155, label %144

144:                                              ; preds = %143, %141
  %145 = phi i64 [ 0, %141 ], [ %180, %143 ]
  call void @llvm.assume(i1 %138)
  %146 = mul nuw nsw i64 %145, %124
  %147 = add nuw nsw i64 %146, %140
  %148 = mul i64 %147, %114
  %149 = shl i64 %148, %26
  %150 = getelementptr inbounds nuw i8, ptr %128, i64 %149
  %151 = add nuw nsw i64 %145, %142
  %152 = mul i64 %151, %114
  %153 = shl i64 %152, %26
  %154 = getelementptr inbounds nuw i8, ptr %119, i64 %153
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %150, ptr readonly align 1 %154, i64 %131, i1 false)
  br label %155

155:                                              ; preds = %144, %143, %139
  %156 = add nuw nsw i64 %140, 1
  %157 = icmp eq i64 %156, %132
  br i1 %157, label %183, label %139, !llvm.loop !57

158:                                              ; preds = %141, %158
  %159 = phi i64 [ %180, %158 ], [ 0, %141 ]
  %160 = phi i64 [ %181, %158 ], [ 0, %141 ]
  %161 = mul nuw nsw i64 %159, %124
  %162 = add nuw nsw i64 %161, %140
  %163 = mul i64 %162, %114
  %164 = shl i64 %163, %26
  %165 = getelementptr inbounds nuw i8, ptr %128, i64 %164
  %166 = add nuw nsw i64 %159, %142
  %167 = mul i64 %166, %114
  %168 = shl i64 %167, %26
  %169 = getelementptr inbounds nuw i8, ptr %119, i64 %168
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %165, ptr readonly align 1 %169, i64 %131, i1 false)
  %170 = or disjoint i64 %159, 1
  %171 = mul nuw nsw i64 %170, %124
  %172 = add nuw nsw i64 %171, %140
  %173 = mul i64 %172, %114
  %174 = shl i64 %173, %26
  %175 = getelementptr inbounds nuw i8, ptr %128, i64 %174
  %176 = add nuw nsw i64 %170, %142
  %177 = mul i64 %176, %114
  %178 = shl i64 %177, %26
  %179 = getelementptr inbounds nuw i8, ptr %119, i64 %178
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %175, ptr readonly align 1 %179, i64 %131, i1 false)
  %180 = add nuw nsw i64 %159, 2
  %181 = add i64 %160, 2
  %182 = icmp eq i64 %181, %136
  br i1 %182, label %143, label %158, !llvm.loop !58

183:                                              ; preds = %155, %113
  %184 = icmp ne ptr %5, null
  %185 = and i1 %184, %30
  br i1 %185, label %186, label %230

186:                                              ; preds = %183
  %187 = mul nsw i32 %123, %6
  %188 = sext i32 %187 to i64
  %189 = shl nsw i64 %188, %26
  %190 = zext nneg i32 %9 to i64
  %191 = and i64 %190, 1
  %192 = icmp eq i32 %9, 1
  br i1 %192, label %220, label %193

193:                                              ; preds = %186
  %194 = and i64 %190, 2147483646
  br label %195

195:                                              ; preds = %214, %193
  %196 = phi i64 [ 0, %193 ], [ %215, %214 ]
  %197 = phi i64 [ 0, %193 ], [ %216, %214 ]
  %198 = getelementptr inbounds nuw ptr, ptr %5, i64 %196
  %199 = load ptr, ptr %198, align 8, !tbaa !21
  %200 = icmp eq ptr %199, null
  br i1 %200, label %205, label %201

201:                                              ; preds = %195
  %202 = mul nsw i64 %196, %188
  %203 = shl i64 %202, %26
  %204 = getelementptr inbounds nuw i8, ptr %128, i64 %203
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %199, ptr readonly align 1 %204, i64 %189, i1 false)
  br label %205

205:                                              ; preds = %201, %195
  %206 = or disjoint i64 %196, 1
  %207 = getelementptr inbounds nuw ptr, ptr %5, i64 %206
  %208 = load ptr, ptr %207, align 8, !tbaa !21
  %209 = icmp eq ptr %208, null
  br i1 %209, label %214, label %210

210:                                              ; preds = %205
  %211 = mul nsw i64 %206, %188
  %212 = shl i64 %211, %26
  %213 = getelementptr inbounds nuw i8, ptr %128, i64 %212
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %208, ptr readonly align 1 %213, i64 %189, i1 false)
  br label %214

214:                                              ; preds = %210, %205
  %215 = add nuw nsw i64 %196, 2
  %216 = add i64 %197, 2
  %217 = icmp eq i64 %216, %194
  br i1 %217, label %218, label %195, !llvm.loop !41

218:                                              ; preds = %214
  %219 = icmp eq i64 %191, 0
  br i1 %219, label %230, label %220

220:                                              ; preds = %218, %186
  %221 = phi i64 [ 0, %186 ], [ %215, %218 ]
  %222 = icmp ne i64 %191, 0
  call void @llvm.assume(i1 %222)
  %223 = getelementptr inbounds nuw ptr, ptr %5, i64 %221
  %224 = load ptr, ptr %223, align 8, !tbaa !21
  %225 = icmp eq ptr %224, null
  br i1 %225, label %230, label %226

226:                                              ; preds = %220
  %227 = mul nsw i64 %221, %188
  %228 = shl i64 %227, %26
  %229 = getelementptr inbounds nuw i8, ptr %128, i64 %228
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %224, ptr readonly align 1 %229, i64 %189, i1 false)
  br label %230

230:                                              ; preds = %218, %226, %220, %183
  call void @free(ptr noundef %29) #22
  call void @free(ptr noundef %58) #22
  call void @free(ptr noundef %119) #22
  call void @free(ptr noundef %128) #22
  br label %231

231:                                              ; preds = %10, %230
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #22
  ret i32 %13
}

declare i32 @MPI_Alltoall(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @__mpiad_fwd_reduce_scatter_block(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef %2, ptr noundef readonly captures(address_is_null) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  %11 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %10) #22
  %12 = call i32 @MPI_Reduce_scatter_block(ptr noundef %0, ptr noundef %2, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #22
  %13 = icmp eq i32 %5, 1275069450
  switch i32 %5, label %186 [
    i32 1275070475, label %14
    i32 1275069450, label %14
  ]

14:                                               ; preds = %9, %9
  switch i32 %6, label %15 [
    i32 1476395011, label %37
    i32 1476395012, label %35
    i32 1476395010, label %35
    i32 1476395009, label %35
  ]

15:                                               ; preds = %14
  %16 = load i32, ptr @n_op_regs, align 4, !tbaa !5
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %33

18:                                               ; preds = %15
  %19 = load ptr, ptr @op_regs, align 8, !tbaa !21
  %20 = zext nneg i32 %16 to i64
  br label %24

21:                                               ; preds = %24
  %22 = add nuw nsw i64 %25, 1
  %23 = icmp eq i64 %22, %20
  br i1 %23, label %33, label %24, !llvm.loop !47

24:                                               ; preds = %21, %18
  %25 = phi i64 [ 0, %18 ], [ %22, %21 ]
  %26 = getelementptr inbounds nuw %struct.op_reg, ptr %19, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !44
  %28 = icmp eq i32 %27, %6
  br i1 %28, label %29, label %21

29:                                               ; preds = %24
  %30 = getelementptr inbounds nuw %struct.op_reg, ptr %19, i64 %25
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !46
  switch i32 %32, label %35 [
    i32 0, label %33
    i32 1, label %37
  ]

33:                                               ; preds = %21, %29, %15
  %34 = sext i32 %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.20, i64 noundef %34) #24
  unreachable

35:                                               ; preds = %29, %14, %14, %14
  %36 = sext i32 %6 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i64 noundef %36) #24
  unreachable

37:                                               ; preds = %29, %14
  %38 = icmp eq ptr %1, null
  br i1 %38, label %42, label %39

39:                                               ; preds = %37
  switch i32 %5, label %40 [
    i32 1275070475, label %42
    i32 1275069450, label %42
  ]

40:                                               ; preds = %39
  %41 = sext i32 %5 to i64
  call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.19, i64 noundef %41) #24
  unreachable

42:                                               ; preds = %37, %39, %39
  %43 = load i32, ptr %10, align 4, !tbaa !5
  %44 = mul nsw i32 %43, %4
  %45 = sext i32 %8 to i64
  %46 = sext i32 %44 to i64
  %47 = mul nsw i64 %46, %45
  %48 = select i1 %13, i64 2, i64 3
  %49 = shl i64 %47, %48
  %50 = or disjoint i64 %49, 1
  %51 = call noalias ptr @malloc(i64 noundef %50) #26
  %52 = icmp sgt i32 %8, 0
  br i1 %52, label %53, label %73

53:                                               ; preds = %42
  %54 = shl nsw i64 %46, %48
  %55 = zext nneg i32 %8 to i64
  br label %56

56:                                               ; preds = %70, %53
  %57 = phi i64 [ 0, %53 ], [ %71, %70 ]
  br i1 %38, label %66, label %58

58:                                               ; preds = %56
  %59 = getelementptr inbounds nuw ptr, ptr %1, i64 %57
  %60 = load ptr, ptr %59, align 8, !tbaa !21
  %61 = icmp eq ptr %60, null
  br i1 %61, label %66, label %62

62:                                               ; preds = %58
  %63 = mul nsw i64 %57, %46
  %64 = shl i64 %63, %48
  %65 = getelementptr inbounds nuw i8, ptr %51, i64 %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %65, ptr nonnull align 1 %60, i64 %54, i1 false)
  br label %70

66:                                               ; preds = %58, %56
  %67 = mul nsw i64 %57, %46
  %68 = shl i64 %67, %48
  %69 = getelementptr inbounds nuw i8, ptr %51, i64 %68
  call void @llvm.memset.p0.i64(ptr align 1 %69, i8 0, i64 %54, i1 false)
  br label %70

70:                                               ; preds = %66, %62
  %71 = add nuw nsw i64 %57, 1
  %72 = icmp eq i64 %71, %55
  br i1 %72, label %73, label %56, !llvm.loop !22

73:                                               ; preds = %70, %42
  %74 = sext i32 %4 to i64
  %75 = mul nsw i64 %45, %74
  %76 = sext i32 %43 to i64
  %77 = mul i64 %75, %76
  %78 = shl i64 %77, %48
  %79 = or disjoint i64 %78, 1
  %80 = call noalias ptr @malloc(i64 noundef %79) #26
  %81 = icmp sgt i32 %43, 0
  br i1 %81, label %82, label %135

82:                                               ; preds = %73
  %83 = shl nsw i64 %74, %48
  %84 = zext nneg i32 %43 to i64
  %85 = zext i32 %8 to i64
  %86 = and i64 %85, 1
  %87 = icmp eq i32 %8, 1
  %88 = and i64 %85, 2147483646
  %89 = icmp eq i64 %86, 0
  %90 = icmp ne i64 %86, 0
  br label %91

91:                                               ; preds = %107, %82
  %92 = phi i64 [ 0, %82 ], [ %108, %107 ]
  br i1 %52, label %93, label %107

93:                                               ; preds = %91
  %94 = mul nuw nsw i64 %92, %45
  br i1 %87, label %96, label %110

95:                                               ; preds = %110
  br i1 %89, label %107, label %96

96:                                               ; preds = %95, %93
  %97 = phi i64 [ 0, %93 ], [ %132, %95 ]
  call void @llvm.assume(i1 %90)
  %98 = add nuw nsw i64 %97, %94
  %99 = mul i64 %98, %74
  %100 = shl i64 %99, %48
  %101 = getelementptr inbounds nuw i8, ptr %80, i64 %100
  %102 = mul nuw nsw i64 %97, %76
  %103 = add nuw nsw i64 %102, %92
  %104 = mul i64 %103, %74
  %105 = shl i64 %104, %48
  %106 = getelementptr inbounds nuw i8, ptr %51, i64 %105
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %101, ptr readonly align 1 %106, i64 %83, i1 false)
  br label %107

107:                                              ; preds = %96, %95, %91
  %108 = add nuw nsw i64 %92, 1
  %109 = icmp eq i64 %108, %84
  br i1 %109, label %135, label %91, !llvm.loop !59

110:                                              ; preds = %93, %110
  %111 = phi i64 [ %132, %110 ], [ 0, %93 ]
  %112 = phi i64 [ %133, %110 ], [ 0, %93 ]
  %113 = add nuw nsw i64 %111, %94
  %114 = mul i64 %113, %74
  %115 = shl i64 %114, %48
  %116 = getelementptr inbounds nuw i8, ptr %80, i64 %115
  %117 = mul nuw nsw i64 %111, %76
  %118 = add nuw nsw i64 %117, %92
  %119 = mul i64 %118, %74
  %120 = shl i64 %119, %48
  %121 = getelementptr inbounds nuw i8, ptr %51, i64 %120
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %116, ptr readonly align 1 %121, i64 %83, i1 false)
  %122 = or disjoint i64 %111, 1
  %123 = add nuw nsw i64 %122, %94
  %124 = mul i64 %123, %74
  %125 = shl i64 %124, %48
  %126 = getelementptr inbounds nuw i8, ptr %80, i64 %125
  %127 = mul nuw nsw i64 %122, %76
  %128 = add nuw nsw i64 %127, %92
  %129 = mul i64 %128, %74
  %130 = shl i64 %129, %48
  %131 = getelementptr inbounds nuw i8, ptr %51, i64 %130
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %126, ptr readonly align 1 %131, i64 %83, i1 false)
  %132 = add nuw nsw i64 %111, 2
  %133 = add i64 %112, 2
  %134 = icmp eq i64 %133, %88
  br i1 %134, label %95, label %110, !llvm.loop !60

135:                                              ; preds = %107, %73
  %136 = shl i64 %75, %48
  %137 = or disjoint i64 %136, 1
  %138 = call noalias ptr @malloc(i64 noundef %137) #26
  %139 = mul nsw i32 %8, %4
  %140 = call i32 @MPI_Reduce_scatter_block(ptr noundef %80, ptr noundef %138, i32 noundef %139, i32 noundef %5, i32 noundef 1476395011, i32 noundef %7) #22
  %141 = icmp ne ptr %3, null
  %142 = and i1 %141, %52
  br i1 %142, label %143, label %185

143:                                              ; preds = %135
  %144 = shl nsw i64 %74, %48
  %145 = zext nneg i32 %8 to i64
  %146 = and i64 %145, 1
  %147 = icmp eq i32 %8, 1
  br i1 %147, label %175, label %148

148:                                              ; preds = %143
  %149 = and i64 %145, 2147483646
  br label %150

150:                                              ; preds = %169, %148
  %151 = phi i64 [ 0, %148 ], [ %170, %169 ]
  %152 = phi i64 [ 0, %148 ], [ %171, %169 ]
  %153 = getelementptr inbounds nuw ptr, ptr %3, i64 %151
  %154 = load ptr, ptr %153, align 8, !tbaa !21
  %155 = icmp eq ptr %154, null
  br i1 %155, label %160, label %156

156:                                              ; preds = %150
  %157 = mul nsw i64 %151, %74
  %158 = shl i64 %157, %48
  %159 = getelementptr inbounds nuw i8, ptr %138, i64 %158
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %154, ptr readonly align 1 %159, i64 %144, i1 false)
  br label %160

160:                                              ; preds = %156, %150
  %161 = or disjoint i64 %151, 1
  %162 = getelementptr inbounds nuw ptr, ptr %3, i64 %161
  %163 = load ptr, ptr %162, align 8, !tbaa !21
  %164 = icmp eq ptr %163, null
  br i1 %164, label %169, label %165

165:                                              ; preds = %160
  %166 = mul nsw i64 %161, %74
  %167 = shl i64 %166, %48
  %168 = getelementptr inbounds nuw i8, ptr %138, i64 %167
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %163, ptr readonly align 1 %168, i64 %144, i1 false)
  br label %169

169:                                              ; preds = %165, %160
  %170 = add nuw nsw i64 %151, 2
  %171 = add i64 %152, 2
  %172 = icmp eq i64 %171, %149
  br i1 %172, label %173, label %150, !llvm.loop !41

173:                                              ; preds = %169
  %174 = icmp eq i64 %146, 0
  br i1 %174, label %185, label %175

175:                                              ; preds = %173, %143
  %176 = phi i64 [ 0, %143 ], [ %170, %173 ]
  %177 = icmp ne i64 %146, 0
  call void @llvm.assume(i1 %177)
  %178 = getelementptr inbounds nuw ptr, ptr %3, i64 %176
  %179 = load ptr, ptr %178, align 8, !tbaa !21
  %180 = icmp eq ptr %179, null
  br i1 %180, label %185, label %181

181:                                              ; preds = %175
  %182 = mul nsw i64 %176, %74
  %183 = shl i64 %182, %48
  %184 = getelementptr inbounds nuw i8, ptr %138, i64 %183
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %179, ptr readonly align 1 %184, i64 %144, i1 false)
  br label %185

185:                                              ; preds = %173, %181, %175, %135
  call void @free(ptr noundef %51) #22
  call void @free(ptr noundef %80) #22
  call void @free(ptr noundef %138) #22
  br label %186

186:                                              ; preds = %9, %185
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  ret i32 %12
}

declare i32 @MPI_Reduce_scatter_block(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define i64 @__mpiad_pending_reverse_requests() local_unnamed_addr #14 {
  %1 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %2 = icmp sgt i64 %1, 0
  br i1 %2, label %3, label %31

3:                                                ; preds = %0
  %4 = load ptr, ptr @rtab_vals, align 8, !tbaa !25
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
  %14 = load <2 x ptr>, ptr %12, align 8, !tbaa !21
  %15 = load <2 x ptr>, ptr %13, align 8, !tbaa !21
  %16 = icmp ne <2 x ptr> %14, zeroinitializer
  %17 = icmp ne <2 x ptr> %15, zeroinitializer
  %18 = zext <2 x i1> %16 to <2 x i64>
  %19 = zext <2 x i1> %17 to <2 x i64>
  %20 = add <2 x i64> %10, %18
  %21 = add <2 x i64> %11, %19
  %22 = add nuw i64 %9, 4
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %24, label %8, !llvm.loop !61

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
  %37 = load ptr, ptr %36, align 8, !tbaa !21
  %38 = icmp ne ptr %37, null
  %39 = zext i1 %38 to i64
  %40 = add nuw nsw i64 %35, %39
  %41 = add nuw nsw i64 %34, 1
  %42 = icmp eq i64 %41, %1
  br i1 %42, label %31, label %33, !llvm.loop !64
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_isend(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #5 {
  %9 = tail call i32 @MPI_Isend(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #22
  %10 = icmp eq i32 %3, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %3, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %64, label %17

17:                                               ; preds = %15
  switch i32 %3, label %18 [
    i32 1275070475, label %64
    i32 1275069450, label %64
  ]

18:                                               ; preds = %17
  %19 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.19, i64 noundef %19) #24
  unreachable

20:                                               ; preds = %8
  %21 = tail call noalias dereferenceable_or_null(56) ptr @calloc(i64 noundef 1, i64 noundef 56) #25
  store i32 1, ptr %21, align 8, !tbaa !65
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 %13, ptr %22, align 4, !tbaa !67
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %2, ptr %23, align 8, !tbaa !68
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store i32 %3, ptr %24, align 4, !tbaa !69
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %4, ptr %25, align 8, !tbaa !70
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %5, ptr %26, align 4, !tbaa !71
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %6, ptr %27, align 8, !tbaa !72
  %28 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store ptr %1, ptr %28, align 8, !tbaa !73
  %29 = load i32, ptr %7, align 4, !tbaa !5
  %30 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %31 = icmp sgt i64 %30, 0
  %32 = load ptr, ptr @rtab_vals, align 8, !tbaa !25
  br i1 %31, label %33, label %46

33:                                               ; preds = %20, %38
  %34 = phi i64 [ %39, %38 ], [ 0, %20 ]
  %35 = getelementptr inbounds nuw ptr, ptr %32, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !21
  %37 = icmp eq ptr %36, null
  br i1 %37, label %41, label %38

38:                                               ; preds = %33
  %39 = add nuw nsw i64 %34, 1
  %40 = icmp eq i64 %39, %30
  br i1 %40, label %46, label %33, !llvm.loop !74

41:                                               ; preds = %33
  %42 = getelementptr inbounds nuw ptr, ptr %32, i64 %34
  %43 = sext i32 %29 to i64
  %44 = load ptr, ptr @rtab_keys, align 8, !tbaa !26
  %45 = getelementptr inbounds nuw i64, ptr %44, i64 %34
  store i64 %43, ptr %45, align 8, !tbaa !28
  store ptr %21, ptr %42, align 8, !tbaa !21
  br label %64

46:                                               ; preds = %38, %20
  %47 = load i64, ptr @rtab_cap, align 8, !tbaa !12
  %48 = icmp eq i64 %30, %47
  %49 = load ptr, ptr @rtab_keys, align 8, !tbaa !26
  br i1 %48, label %50, label %57

50:                                               ; preds = %46
  %51 = icmp eq i64 %30, 0
  %52 = shl nsw i64 %30, 1
  %53 = select i1 %51, i64 32, i64 %52
  store i64 %53, ptr @rtab_cap, align 8, !tbaa !12
  %54 = shl i64 %53, 3
  %55 = tail call ptr @realloc(ptr noundef %49, i64 noundef %54) #27
  store ptr %55, ptr @rtab_keys, align 8, !tbaa !26
  %56 = tail call ptr @realloc(ptr noundef %32, i64 noundef %54) #27
  store ptr %56, ptr @rtab_vals, align 8, !tbaa !25
  br label %57

57:                                               ; preds = %50, %46
  %58 = phi ptr [ %56, %50 ], [ %32, %46 ]
  %59 = phi ptr [ %55, %50 ], [ %49, %46 ]
  %60 = sext i32 %29 to i64
  %61 = getelementptr inbounds i64, ptr %59, i64 %30
  store i64 %60, ptr %61, align 8, !tbaa !28
  %62 = add nsw i64 %30, 1
  store i64 %62, ptr @rtab_n, align 8, !tbaa !12
  %63 = getelementptr inbounds ptr, ptr %58, i64 %30
  store ptr %21, ptr %63, align 8, !tbaa !21
  br label %64

64:                                               ; preds = %57, %41, %17, %17, %15
  %65 = phi ptr [ null, %17 ], [ null, %15 ], [ null, %17 ], [ %21, %41 ], [ %21, %57 ]
  ret ptr %65
}

; Function Attrs: nounwind
define noundef ptr @__mpiad_aug_irecv(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) local_unnamed_addr #5 {
  %9 = tail call i32 @MPI_Irecv(ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #22
  %10 = icmp eq i32 %3, 1275069450
  %11 = select i1 %10, i32 2, i32 0
  %12 = icmp eq i32 %3, 1275070475
  %13 = select i1 %12, i32 1, i32 %11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  %16 = icmp eq ptr %1, null
  br i1 %16, label %64, label %17

17:                                               ; preds = %15
  switch i32 %3, label %18 [
    i32 1275070475, label %64
    i32 1275069450, label %64
  ]

18:                                               ; preds = %17
  %19 = sext i32 %3 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.19, i64 noundef %19) #24
  unreachable

20:                                               ; preds = %8
  %21 = tail call noalias dereferenceable_or_null(56) ptr @calloc(i64 noundef 1, i64 noundef 56) #25
  store i32 2, ptr %21, align 8, !tbaa !65
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store i32 %13, ptr %22, align 4, !tbaa !67
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store i32 %2, ptr %23, align 8, !tbaa !68
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store i32 %3, ptr %24, align 4, !tbaa !69
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store i32 %4, ptr %25, align 8, !tbaa !70
  %26 = getelementptr inbounds nuw i8, ptr %21, i64 20
  store i32 %5, ptr %26, align 4, !tbaa !71
  %27 = getelementptr inbounds nuw i8, ptr %21, i64 24
  store i32 %6, ptr %27, align 8, !tbaa !72
  %28 = getelementptr inbounds nuw i8, ptr %21, i64 32
  store ptr %1, ptr %28, align 8, !tbaa !73
  %29 = load i32, ptr %7, align 4, !tbaa !5
  %30 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %31 = icmp sgt i64 %30, 0
  %32 = load ptr, ptr @rtab_vals, align 8, !tbaa !25
  br i1 %31, label %33, label %46

33:                                               ; preds = %20, %38
  %34 = phi i64 [ %39, %38 ], [ 0, %20 ]
  %35 = getelementptr inbounds nuw ptr, ptr %32, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !21
  %37 = icmp eq ptr %36, null
  br i1 %37, label %41, label %38

38:                                               ; preds = %33
  %39 = add nuw nsw i64 %34, 1
  %40 = icmp eq i64 %39, %30
  br i1 %40, label %46, label %33, !llvm.loop !74

41:                                               ; preds = %33
  %42 = getelementptr inbounds nuw ptr, ptr %32, i64 %34
  %43 = sext i32 %29 to i64
  %44 = load ptr, ptr @rtab_keys, align 8, !tbaa !26
  %45 = getelementptr inbounds nuw i64, ptr %44, i64 %34
  store i64 %43, ptr %45, align 8, !tbaa !28
  store ptr %21, ptr %42, align 8, !tbaa !21
  br label %64

46:                                               ; preds = %38, %20
  %47 = load i64, ptr @rtab_cap, align 8, !tbaa !12
  %48 = icmp eq i64 %30, %47
  %49 = load ptr, ptr @rtab_keys, align 8, !tbaa !26
  br i1 %48, label %50, label %57

50:                                               ; preds = %46
  %51 = icmp eq i64 %30, 0
  %52 = shl nsw i64 %30, 1
  %53 = select i1 %51, i64 32, i64 %52
  store i64 %53, ptr @rtab_cap, align 8, !tbaa !12
  %54 = shl i64 %53, 3
  %55 = tail call ptr @realloc(ptr noundef %49, i64 noundef %54) #27
  store ptr %55, ptr @rtab_keys, align 8, !tbaa !26
  %56 = tail call ptr @realloc(ptr noundef %32, i64 noundef %54) #27
  store ptr %56, ptr @rtab_vals, align 8, !tbaa !25
  br label %57

57:                                               ; preds = %50, %46
  %58 = phi ptr [ %56, %50 ], [ %32, %46 ]
  %59 = phi ptr [ %55, %50 ], [ %49, %46 ]
  %60 = sext i32 %29 to i64
  %61 = getelementptr inbounds i64, ptr %59, i64 %30
  store i64 %60, ptr %61, align 8, !tbaa !28
  %62 = add nsw i64 %30, 1
  store i64 %62, ptr @rtab_n, align 8, !tbaa !12
  %63 = getelementptr inbounds ptr, ptr %58, i64 %30
  store ptr %21, ptr %63, align 8, !tbaa !21
  br label %64

64:                                               ; preds = %57, %41, %17, %17, %15
  %65 = phi ptr [ null, %17 ], [ null, %15 ], [ null, %17 ], [ %21, %41 ], [ %21, %57 ]
  ret ptr %65
}

; Function Attrs: nounwind
define ptr @__mpiad_aug_wait(ptr noundef %0, ptr noundef writeonly captures(address) %1) local_unnamed_addr #5 {
  %3 = alloca %struct.MPI_Status, align 4
  %4 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #22
  %5 = call i32 @MPI_Wait(ptr noundef nonnull %0, ptr noundef nonnull %3) #22
  %6 = icmp eq ptr %1, inttoptr (i64 1 to ptr)
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) %3, i64 20, i1 false), !tbaa.struct !35
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq i32 %4, 738197504
  br i1 %9, label %49, label %10

10:                                               ; preds = %8
  %11 = sext i32 %4 to i64
  %12 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %13 = icmp slt i64 %12, 1
  br i1 %13, label %49, label %14

14:                                               ; preds = %10
  %15 = load ptr, ptr @rtab_vals, align 8, !tbaa !25
  %16 = load ptr, ptr @rtab_keys, align 8
  br label %17

17:                                               ; preds = %38, %14
  %18 = phi i64 [ %12, %14 ], [ %19, %38 ]
  %19 = add nsw i64 %18, -1
  %20 = getelementptr inbounds nuw ptr, ptr %15, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !21
  %22 = icmp eq ptr %21, null
  br i1 %22, label %38, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds nuw i64, ptr %16, i64 %19
  %25 = load i64, ptr %24, align 8, !tbaa !28
  %26 = icmp eq i64 %25, %11
  br i1 %26, label %27, label %38

27:                                               ; preds = %23
  %28 = getelementptr inbounds nuw ptr, ptr %15, i64 %19
  store ptr null, ptr %28, align 8, !tbaa !21
  br label %29

29:                                               ; preds = %35, %27
  %30 = phi i64 [ %36, %35 ], [ %12, %27 ]
  %31 = getelementptr ptr, ptr %15, i64 %30
  %32 = getelementptr i8, ptr %31, i64 -8
  %33 = load ptr, ptr %32, align 8, !tbaa !21
  %34 = icmp eq ptr %33, null
  br i1 %34, label %35, label %40

35:                                               ; preds = %29
  %36 = add nsw i64 %30, -1
  store i64 %36, ptr @rtab_n, align 8, !tbaa !12
  %37 = icmp sgt i64 %30, 1
  br i1 %37, label %29, label %40, !llvm.loop !75

38:                                               ; preds = %23, %17
  %39 = icmp samesign ult i64 %18, 2
  br i1 %39, label %49, label %17, !llvm.loop !76

40:                                               ; preds = %35, %29
  %41 = load i32, ptr %21, align 8, !tbaa !65
  %42 = icmp eq i32 %41, 2
  br i1 %42, label %43, label %47

43:                                               ; preds = %40
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %45 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %46 = load <2 x i32>, ptr %44, align 4, !tbaa !5
  store <2 x i32> %46, ptr %45, align 8, !tbaa !5
  br label %47

47:                                               ; preds = %43, %40
  %48 = getelementptr inbounds nuw i8, ptr %21, i64 52
  store i32 1, ptr %48, align 4, !tbaa !77
  br label %49

49:                                               ; preds = %38, %10, %47, %8
  %50 = phi ptr [ null, %8 ], [ %21, %47 ], [ null, %10 ], [ null, %38 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #22
  ret ptr %50
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_waitall(i32 noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #5 {
  %4 = add nsw i32 %0, 1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 2
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #26
  %8 = mul nsw i64 %5, 20
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #26
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %10, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %1, i64 %11, i1 false)
  %12 = tail call i32 @MPI_Waitall(i32 noundef %0, ptr noundef %1, ptr noundef %9) #22
  %13 = shl nsw i64 %5, 3
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #26
  %15 = inttoptr i64 %10 to ptr
  store ptr %15, ptr %14, align 8, !tbaa !21
  %16 = icmp sgt i32 %0, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %3
  %18 = load i64, ptr @rtab_n, align 8
  %19 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  %20 = load ptr, ptr @rtab_vals, align 8
  %21 = load ptr, ptr @rtab_keys, align 8
  %22 = zext nneg i32 %0 to i64
  br label %24

23:                                               ; preds = %71, %3
  tail call void @free(ptr noundef %7) #22
  tail call void @free(ptr noundef %9) #22
  ret ptr %14

24:                                               ; preds = %17, %71
  %25 = phi i64 [ 0, %17 ], [ %74, %71 ]
  %26 = phi i64 [ %18, %17 ], [ %72, %71 ]
  br i1 %19, label %30, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds nuw %struct.MPI_Status, ptr %2, i64 %25
  %29 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %25
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %28, ptr noundef nonnull align 4 dereferenceable(20) %29, i64 20, i1 false), !tbaa.struct !35
  br label %30

30:                                               ; preds = %27, %24
  %31 = getelementptr inbounds nuw i32, ptr %7, i64 %25
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = icmp eq i32 %32, 738197504
  br i1 %33, label %71, label %34

34:                                               ; preds = %30
  %35 = sext i32 %32 to i64
  %36 = icmp slt i64 %26, 1
  br i1 %36, label %71, label %37

37:                                               ; preds = %34, %58
  %38 = phi i64 [ %39, %58 ], [ %26, %34 ]
  %39 = add nsw i64 %38, -1
  %40 = getelementptr inbounds nuw ptr, ptr %20, i64 %39
  %41 = load ptr, ptr %40, align 8, !tbaa !21
  %42 = icmp eq ptr %41, null
  br i1 %42, label %58, label %43

43:                                               ; preds = %37
  %44 = getelementptr inbounds nuw i64, ptr %21, i64 %39
  %45 = load i64, ptr %44, align 8, !tbaa !28
  %46 = icmp eq i64 %45, %35
  br i1 %46, label %47, label %58

47:                                               ; preds = %43
  %48 = getelementptr inbounds nuw ptr, ptr %20, i64 %39
  store ptr null, ptr %48, align 8, !tbaa !21
  br label %49

49:                                               ; preds = %55, %47
  %50 = phi i64 [ %56, %55 ], [ %26, %47 ]
  %51 = getelementptr ptr, ptr %20, i64 %50
  %52 = getelementptr i8, ptr %51, i64 -8
  %53 = load ptr, ptr %52, align 8, !tbaa !21
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %60

55:                                               ; preds = %49
  %56 = add nsw i64 %50, -1
  store i64 %56, ptr @rtab_n, align 8, !tbaa !12
  %57 = icmp sgt i64 %50, 1
  br i1 %57, label %49, label %60, !llvm.loop !75

58:                                               ; preds = %43, %37
  %59 = icmp samesign ult i64 %38, 2
  br i1 %59, label %71, label %37, !llvm.loop !76

60:                                               ; preds = %55, %49
  %61 = phi i64 [ 0, %55 ], [ %50, %49 ]
  %62 = load i32, ptr %41, align 8, !tbaa !65
  %63 = icmp eq i32 %62, 2
  br i1 %63, label %64, label %69

64:                                               ; preds = %60
  %65 = getelementptr inbounds nuw %struct.MPI_Status, ptr %9, i64 %25
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %67 = getelementptr inbounds nuw i8, ptr %41, i64 16
  %68 = load <2 x i32>, ptr %66, align 4, !tbaa !5
  store <2 x i32> %68, ptr %67, align 8, !tbaa !5
  br label %69

69:                                               ; preds = %64, %60
  %70 = getelementptr inbounds nuw i8, ptr %41, i64 52
  store i32 1, ptr %70, align 4, !tbaa !77
  br label %71

71:                                               ; preds = %58, %34, %30, %69
  %72 = phi i64 [ %61, %69 ], [ %26, %34 ], [ %26, %30 ], [ %26, %58 ]
  %73 = phi ptr [ %41, %69 ], [ null, %34 ], [ null, %30 ], [ null, %58 ]
  %74 = add nuw nsw i64 %25, 1
  %75 = getelementptr inbounds nuw ptr, ptr %14, i64 %74
  store ptr %73, ptr %75, align 8, !tbaa !21
  %76 = icmp eq i64 %74, %22
  br i1 %76, label %23, label %24, !llvm.loop !78
}

; Function Attrs: nounwind
define ptr @__mpiad_aug_test(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(address) %2) local_unnamed_addr #5 {
  %4 = alloca %struct.MPI_Status, align 4
  %5 = load i32, ptr %0, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #22
  %6 = call i32 @MPI_Test(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #22
  %7 = icmp eq ptr %2, inttoptr (i64 1 to ptr)
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %4, i64 20, i1 false), !tbaa.struct !35
  br label %9

9:                                                ; preds = %8, %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  %12 = icmp eq i32 %5, 738197504
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %53, label %14

14:                                               ; preds = %9
  %15 = sext i32 %5 to i64
  %16 = load i64, ptr @rtab_n, align 8, !tbaa !12
  %17 = icmp slt i64 %16, 1
  br i1 %17, label %53, label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr @rtab_vals, align 8, !tbaa !25
  %20 = load ptr, ptr @rtab_keys, align 8
  br label %21

21:                                               ; preds = %42, %18
  %22 = phi i64 [ %16, %18 ], [ %23, %42 ]
  %23 = add nsw i64 %22, -1
  %24 = getelementptr inbounds nuw ptr, ptr %19, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !21
  %26 = icmp eq ptr %25, null
  br i1 %26, label %42, label %27

27:                                               ; preds = %21
  %28 = getelementptr inbounds nuw i64, ptr %20, i64 %23
  %29 = load i64, ptr %28, align 8, !tbaa !28
  %30 = icmp eq i64 %29, %15
  br i1 %30, label %31, label %42

31:                                               ; preds = %27
  %32 = getelementptr inbounds nuw ptr, ptr %19, i64 %23
  store ptr null, ptr %32, align 8, !tbaa !21
  br label %33

33:                                               ; preds = %39, %31
  %34 = phi i64 [ %40, %39 ], [ %16, %31 ]
  %35 = getelementptr ptr, ptr %19, i64 %34
  %36 = getelementptr i8, ptr %35, i64 -8
  %37 = load ptr, ptr %36, align 8, !tbaa !21
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = add nsw i64 %34, -1
  store i64 %40, ptr @rtab_n, align 8, !tbaa !12
  %41 = icmp sgt i64 %34, 1
  br i1 %41, label %33, label %44, !llvm.loop !75

42:                                               ; preds = %27, %21
  %43 = icmp samesign ult i64 %22, 2
  br i1 %43, label %53, label %21, !llvm.loop !76

44:                                               ; preds = %39, %33
  %45 = load i32, ptr %25, align 8, !tbaa !65
  %46 = icmp eq i32 %45, 2
  br i1 %46, label %47, label %51

47:                                               ; preds = %44
  %48 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %49 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %50 = load <2 x i32>, ptr %48, align 4, !tbaa !5
  store <2 x i32> %50, ptr %49, align 8, !tbaa !5
  br label %51

51:                                               ; preds = %47, %44
  %52 = getelementptr inbounds nuw i8, ptr %25, i64 52
  store i32 1, ptr %52, align 4, !tbaa !77
  br label %53

53:                                               ; preds = %42, %14, %51, %9
  %54 = phi ptr [ null, %9 ], [ %25, %51 ], [ null, %14 ], [ null, %42 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #22
  ret ptr %54
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef writeonly captures(address) %3) local_unnamed_addr #5 {
  %5 = add nsw i32 %0, 1
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 2
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #26
  %9 = mul nsw i64 %6, 20
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #26
  %11 = sext i32 %0 to i64
  %12 = shl nsw i64 %11, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %1, i64 %12, i1 false)
  %13 = tail call i32 @MPI_Testall(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %10) #22
  %14 = load i32, ptr %2, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %80, label %16

16:                                               ; preds = %4
  %17 = shl nsw i64 %6, 3
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #26
  %19 = inttoptr i64 %11 to ptr
  store ptr %19, ptr %18, align 8, !tbaa !21
  %20 = icmp sgt i32 %0, 0
  br i1 %20, label %21, label %80

21:                                               ; preds = %16
  %22 = load i64, ptr @rtab_n, align 8
  %23 = icmp eq ptr %3, inttoptr (i64 1 to ptr)
  %24 = load ptr, ptr @rtab_vals, align 8
  %25 = load ptr, ptr @rtab_keys, align 8
  %26 = zext nneg i32 %0 to i64
  br label %27

27:                                               ; preds = %21, %74
  %28 = phi i64 [ 0, %21 ], [ %77, %74 ]
  %29 = phi i64 [ %22, %21 ], [ %75, %74 ]
  br i1 %23, label %33, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds nuw %struct.MPI_Status, ptr %3, i64 %28
  %32 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %31, ptr noundef nonnull align 4 dereferenceable(20) %32, i64 20, i1 false), !tbaa.struct !35
  br label %33

33:                                               ; preds = %30, %27
  %34 = getelementptr inbounds nuw i32, ptr %8, i64 %28
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = icmp eq i32 %35, 738197504
  br i1 %36, label %74, label %37

37:                                               ; preds = %33
  %38 = sext i32 %35 to i64
  %39 = icmp slt i64 %29, 1
  br i1 %39, label %74, label %40

40:                                               ; preds = %37, %61
  %41 = phi i64 [ %42, %61 ], [ %29, %37 ]
  %42 = add nsw i64 %41, -1
  %43 = getelementptr inbounds nuw ptr, ptr %24, i64 %42
  %44 = load ptr, ptr %43, align 8, !tbaa !21
  %45 = icmp eq ptr %44, null
  br i1 %45, label %61, label %46

46:                                               ; preds = %40
  %47 = getelementptr inbounds nuw i64, ptr %25, i64 %42
  %48 = load i64, ptr %47, align 8, !tbaa !28
  %49 = icmp eq i64 %48, %38
  br i1 %49, label %50, label %61

50:                                               ; preds = %46
  %51 = getelementptr inbounds nuw ptr, ptr %24, i64 %42
  store ptr null, ptr %51, align 8, !tbaa !21
  br label %52

52:                                               ; preds = %58, %50
  %53 = phi i64 [ %59, %58 ], [ %29, %50 ]
  %54 = getelementptr ptr, ptr %24, i64 %53
  %55 = getelementptr i8, ptr %54, i64 -8
  %56 = load ptr, ptr %55, align 8, !tbaa !21
  %57 = icmp eq ptr %56, null
  br i1 %57, label %58, label %63

58:                                               ; preds = %52
  %59 = add nsw i64 %53, -1
  store i64 %59, ptr @rtab_n, align 8, !tbaa !12
  %60 = icmp sgt i64 %53, 1
  br i1 %60, label %52, label %63, !llvm.loop !75

61:                                               ; preds = %46, %40
  %62 = icmp samesign ult i64 %41, 2
  br i1 %62, label %74, label %40, !llvm.loop !76

63:                                               ; preds = %58, %52
  %64 = phi i64 [ 0, %58 ], [ %53, %52 ]
  %65 = load i32, ptr %44, align 8, !tbaa !65
  %66 = icmp eq i32 %65, 2
  br i1 %66, label %67, label %72

67:                                               ; preds = %63
  %68 = getelementptr inbounds nuw %struct.MPI_Status, ptr %10, i64 %28
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 8
  %70 = getelementptr inbounds nuw i8, ptr %44, i64 16
  %71 = load <2 x i32>, ptr %69, align 4, !tbaa !5
  store <2 x i32> %71, ptr %70, align 8, !tbaa !5
  br label %72

72:                                               ; preds = %67, %63
  %73 = getelementptr inbounds nuw i8, ptr %44, i64 52
  store i32 1, ptr %73, align 4, !tbaa !77
  br label %74

74:                                               ; preds = %61, %37, %33, %72
  %75 = phi i64 [ %64, %72 ], [ %29, %37 ], [ %29, %33 ], [ %29, %61 ]
  %76 = phi ptr [ %44, %72 ], [ null, %37 ], [ null, %33 ], [ null, %61 ]
  %77 = add nuw nsw i64 %28, 1
  %78 = getelementptr inbounds nuw ptr, ptr %18, i64 %77
  store ptr %76, ptr %78, align 8, !tbaa !21
  %79 = icmp eq i64 %77, %26
  br i1 %79, label %80, label %27, !llvm.loop !79

80:                                               ; preds = %74, %16, %4
  %81 = phi ptr [ null, %4 ], [ %18, %16 ], [ %18, %74 ]
  tail call void @free(ptr noundef %8) #22
  tail call void @free(ptr noundef %10) #22
  ret ptr %81
}

; Function Attrs: nounwind
define void @__mpiad_rev_wait(ptr noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %49, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !68
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !67
  %9 = icmp eq i32 %8, 2
  %10 = select i1 %9, i64 2, i64 3
  %11 = shl nsw i64 %6, %10
  %12 = load i32, ptr %0, align 8, !tbaa !65
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %28

14:                                               ; preds = %3
  %15 = or disjoint i64 %11, 1
  %16 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %15) #25
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %16, ptr %17, align 8, !tbaa !80
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !69
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %21 = load i32, ptr %20, align 8, !tbaa !70
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %23 = load i32, ptr %22, align 4, !tbaa !71
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %25 = load i32, ptr %24, align 8, !tbaa !72
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %27 = tail call i32 @MPI_Irecv(ptr noundef %16, i32 noundef %5, i32 noundef %19, i32 noundef %21, i32 noundef %23, i32 noundef %25, ptr noundef nonnull %26) #22
  br label %49

28:                                               ; preds = %3
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %30 = load ptr, ptr %29, align 8, !tbaa !73
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = or disjoint i64 %11, 1
  %34 = tail call noalias ptr @calloc(i64 noundef 1, i64 noundef %33) #25
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr %34, ptr %35, align 8, !tbaa !80
  br label %36

36:                                               ; preds = %28, %32
  %37 = phi ptr [ %34, %32 ], [ %30, %28 ]
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !69
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %41 = load i32, ptr %40, align 8, !tbaa !70
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %43 = load i32, ptr %42, align 4, !tbaa !71
  %44 = tail call i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %46 = load i32, ptr %45, align 8, !tbaa !72
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %48 = tail call i32 @MPI_Isend(ptr noundef %37, i32 noundef %5, i32 noundef %39, i32 noundef %41, i32 noundef %44, i32 noundef %46, ptr noundef nonnull %47) #22
  br label %49

49:                                               ; preds = %14, %36, %1
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_waitall(ptr noundef captures(address_is_null) %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %17, label %3

3:                                                ; preds = %1
  %4 = load ptr, ptr %0, align 8, !tbaa !21
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
  %15 = load ptr, ptr %14, align 8, !tbaa !21
  tail call void @__mpiad_rev_wait(ptr noundef %15)
  %16 = icmp samesign ugt i64 %12, 1
  br i1 %16, label %11, label %10, !llvm.loop !81

17:                                               ; preds = %1, %10
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_isend(ptr noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %174, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %5 = load i32, ptr %4, align 4, !tbaa !77
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.18, i64 noundef 0) #24
  unreachable

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %10 = tail call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !73
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %14 = load ptr, ptr %13, align 8, !tbaa !80
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !68
  %17 = icmp eq ptr %12, null
  br i1 %17, label %173, label %18

18:                                               ; preds = %8
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !67
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
  %40 = load <4 x float>, ptr %38, align 4, !tbaa !51, !alias.scope !82
  %41 = load <4 x float>, ptr %39, align 4, !tbaa !51, !alias.scope !82
  %42 = getelementptr inbounds nuw float, ptr %12, i64 %37
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 16
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !51, !alias.scope !85, !noalias !82
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !51, !alias.scope !85, !noalias !82
  %46 = fadd <4 x float> %40, %44
  %47 = fadd <4 x float> %41, %45
  store <4 x float> %46, ptr %42, align 4, !tbaa !51, !alias.scope !85, !noalias !82
  store <4 x float> %47, ptr %43, align 4, !tbaa !51, !alias.scope !85, !noalias !82
  %48 = add nuw i64 %37, 8
  %49 = icmp eq i64 %48, %35
  br i1 %49, label %50, label %36, !llvm.loop !87

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
  %60 = load float, ptr %59, align 4, !tbaa !51
  %61 = getelementptr inbounds nuw float, ptr %12, i64 %57
  %62 = load float, ptr %61, align 4, !tbaa !51
  %63 = fadd float %60, %62
  store float %63, ptr %61, align 4, !tbaa !51
  %64 = add nuw nsw i64 %57, 1
  %65 = add i64 %58, 1
  %66 = icmp eq i64 %65, %54
  br i1 %66, label %67, label %56, !llvm.loop !88

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
  %88 = load <2 x double>, ptr %86, align 8, !tbaa !49, !alias.scope !90
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !49, !alias.scope !90
  %90 = getelementptr inbounds nuw double, ptr %12, i64 %85
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 16
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !49, !alias.scope !93, !noalias !90
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !49, !alias.scope !93, !noalias !90
  %94 = fadd <2 x double> %88, %92
  %95 = fadd <2 x double> %89, %93
  store <2 x double> %94, ptr %90, align 8, !tbaa !49, !alias.scope !93, !noalias !90
  store <2 x double> %95, ptr %91, align 8, !tbaa !49, !alias.scope !93, !noalias !90
  %96 = add nuw i64 %85, 4
  %97 = icmp eq i64 %96, %83
  br i1 %97, label %98, label %84, !llvm.loop !95

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
  %108 = load double, ptr %107, align 8, !tbaa !49
  %109 = getelementptr inbounds nuw double, ptr %12, i64 %105
  %110 = load double, ptr %109, align 8, !tbaa !49
  %111 = fadd double %108, %110
  store double %111, ptr %109, align 8, !tbaa !49
  %112 = add nuw nsw i64 %105, 1
  %113 = add i64 %106, 1
  %114 = icmp eq i64 %113, %102
  br i1 %114, label %115, label %104, !llvm.loop !96

115:                                              ; preds = %104, %100
  %116 = phi i64 [ %101, %100 ], [ %112, %104 ]
  %117 = sub nsw i64 %101, %73
  %118 = icmp ugt i64 %117, -4
  br i1 %118, label %173, label %119

119:                                              ; preds = %115, %119
  %120 = phi i64 [ %144, %119 ], [ %116, %115 ]
  %121 = getelementptr inbounds nuw double, ptr %14, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !49
  %123 = getelementptr inbounds nuw double, ptr %12, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !49
  %125 = fadd double %122, %124
  store double %125, ptr %123, align 8, !tbaa !49
  %126 = add nuw nsw i64 %120, 1
  %127 = getelementptr inbounds nuw double, ptr %14, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !49
  %129 = getelementptr inbounds nuw double, ptr %12, i64 %126
  %130 = load double, ptr %129, align 8, !tbaa !49
  %131 = fadd double %128, %130
  store double %131, ptr %129, align 8, !tbaa !49
  %132 = add nuw nsw i64 %120, 2
  %133 = getelementptr inbounds nuw double, ptr %14, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !49
  %135 = getelementptr inbounds nuw double, ptr %12, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !49
  %137 = fadd double %134, %136
  store double %137, ptr %135, align 8, !tbaa !49
  %138 = add nuw nsw i64 %120, 3
  %139 = getelementptr inbounds nuw double, ptr %14, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !49
  %141 = getelementptr inbounds nuw double, ptr %12, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !49
  %143 = fadd double %140, %142
  store double %143, ptr %141, align 8, !tbaa !49
  %144 = add nuw nsw i64 %120, 4
  %145 = icmp eq i64 %144, %73
  br i1 %145, label %173, label %119, !llvm.loop !97

146:                                              ; preds = %67, %146
  %147 = phi i64 [ %171, %146 ], [ %68, %67 ]
  %148 = getelementptr inbounds nuw float, ptr %14, i64 %147
  %149 = load float, ptr %148, align 4, !tbaa !51
  %150 = getelementptr inbounds nuw float, ptr %12, i64 %147
  %151 = load float, ptr %150, align 4, !tbaa !51
  %152 = fadd float %149, %151
  store float %152, ptr %150, align 4, !tbaa !51
  %153 = add nuw nsw i64 %147, 1
  %154 = getelementptr inbounds nuw float, ptr %14, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !51
  %156 = getelementptr inbounds nuw float, ptr %12, i64 %153
  %157 = load float, ptr %156, align 4, !tbaa !51
  %158 = fadd float %155, %157
  store float %158, ptr %156, align 4, !tbaa !51
  %159 = add nuw nsw i64 %147, 2
  %160 = getelementptr inbounds nuw float, ptr %14, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !51
  %162 = getelementptr inbounds nuw float, ptr %12, i64 %159
  %163 = load float, ptr %162, align 4, !tbaa !51
  %164 = fadd float %161, %163
  store float %164, ptr %162, align 4, !tbaa !51
  %165 = add nuw nsw i64 %147, 3
  %166 = getelementptr inbounds nuw float, ptr %14, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !51
  %168 = getelementptr inbounds nuw float, ptr %12, i64 %165
  %169 = load float, ptr %168, align 4, !tbaa !51
  %170 = fadd float %167, %169
  store float %170, ptr %168, align 4, !tbaa !51
  %171 = add nuw nsw i64 %147, 4
  %172 = icmp eq i64 %171, %25
  br i1 %172, label %173, label %146, !llvm.loop !98

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
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %5 = load i32, ptr %4, align 4, !tbaa !77
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.18, i64 noundef 0) #24
  unreachable

8:                                                ; preds = %3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %10 = tail call i32 @MPI_Wait(ptr noundef nonnull %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %12 = load i32, ptr %11, align 8, !tbaa !70
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %27, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %16 = load ptr, ptr %15, align 8, !tbaa !73
  %17 = icmp eq ptr %16, null
  br i1 %17, label %27, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !68
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !67
  %23 = sext i32 %20 to i64
  %24 = icmp eq i32 %22, 2
  %25 = select i1 %24, i64 2, i64 3
  %26 = shl nsw i64 %23, %25
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %16, i8 0, i64 %26, i1 false)
  br label %27

27:                                               ; preds = %18, %14, %8
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %29 = load ptr, ptr %28, align 8, !tbaa !80
  tail call void @free(ptr noundef %29) #22
  tail call void @free(ptr noundef nonnull %0) #22
  br label %30

30:                                               ; preds = %1, %27
  ret void
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_recv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef writeonly captures(address) %6) local_unnamed_addr #5 {
  %8 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #22
  %9 = call i32 @MPI_Recv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef nonnull %8) #22
  %10 = icmp eq ptr %6, inttoptr (i64 1 to ptr)
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %6, ptr noundef nonnull align 4 dereferenceable(20) %8, i64 20, i1 false), !tbaa.struct !35
  br label %12

12:                                               ; preds = %11, %7
  %13 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %15 = load <2 x i32>, ptr %14, align 4, !tbaa !5
  store <2 x i32> %15, ptr %13, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #22
  ret ptr %13
}

; Function Attrs: nounwind
define void @__mpiad_rev_send(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 {
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
  %13 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef %12) #25
  %14 = tail call i32 @MPI_Recv(ptr noundef %13, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
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
  %28 = load <4 x float>, ptr %26, align 4, !tbaa !51
  %29 = load <4 x float>, ptr %27, align 4, !tbaa !51
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %25
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %32 = load <4 x float>, ptr %30, align 4, !tbaa !51
  %33 = load <4 x float>, ptr %31, align 4, !tbaa !51
  %34 = fadd <4 x float> %28, %32
  %35 = fadd <4 x float> %29, %33
  store <4 x float> %34, ptr %30, align 4, !tbaa !51
  store <4 x float> %35, ptr %31, align 4, !tbaa !51
  %36 = add nuw i64 %25, 8
  %37 = icmp eq i64 %36, %23
  br i1 %37, label %38, label %24, !llvm.loop !99

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
  %52 = load <2 x double>, ptr %50, align 8, !tbaa !49
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !49
  %54 = getelementptr inbounds nuw double, ptr %0, i64 %49
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 16
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !49
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !49
  %58 = fadd <2 x double> %52, %56
  %59 = fadd <2 x double> %53, %57
  store <2 x double> %58, ptr %54, align 8, !tbaa !49
  store <2 x double> %59, ptr %55, align 8, !tbaa !49
  %60 = add nuw i64 %49, 4
  %61 = icmp eq i64 %60, %47
  br i1 %61, label %62, label %48, !llvm.loop !100

62:                                               ; preds = %48
  %63 = icmp eq i64 %47, %44
  br i1 %63, label %84, label %64

64:                                               ; preds = %43, %62
  %65 = phi i64 [ 0, %43 ], [ %47, %62 ]
  br label %66

66:                                               ; preds = %64, %66
  %67 = phi i64 [ %73, %66 ], [ %65, %64 ]
  %68 = getelementptr inbounds nuw double, ptr %13, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !49
  %70 = getelementptr inbounds nuw double, ptr %0, i64 %67
  %71 = load double, ptr %70, align 8, !tbaa !49
  %72 = fadd double %69, %71
  store double %72, ptr %70, align 8, !tbaa !49
  %73 = add nuw nsw i64 %67, 1
  %74 = icmp eq i64 %73, %44
  br i1 %74, label %84, label %66, !llvm.loop !101

75:                                               ; preds = %40, %75
  %76 = phi i64 [ %82, %75 ], [ %41, %40 ]
  %77 = getelementptr inbounds nuw float, ptr %13, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !51
  %79 = getelementptr inbounds nuw float, ptr %0, i64 %76
  %80 = load float, ptr %79, align 4, !tbaa !51
  %81 = fadd float %78, %80
  store float %81, ptr %79, align 4, !tbaa !51
  %82 = add nuw nsw i64 %76, 1
  %83 = icmp eq i64 %82, %20
  br i1 %83, label %84, label %75, !llvm.loop !102

84:                                               ; preds = %75, %66, %38, %62, %8, %18, %42
  tail call void @free(ptr noundef %13) #22
  br label %85

85:                                               ; preds = %6, %84
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_recv(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 {
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
  %13 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef %12) #25
  br label %14

14:                                               ; preds = %7, %9
  %15 = phi ptr [ %13, %9 ], [ %1, %7 ]
  %16 = phi ptr [ %13, %9 ], [ null, %7 ]
  %17 = load i32, ptr %0, align 4, !tbaa !44
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !46
  %20 = tail call i32 @llvm.smax.i32(i32 %19, i32 0)
  %21 = tail call i32 @MPI_Send(ptr noundef %15, i32 noundef %2, i32 noundef %3, i32 noundef %17, i32 noundef %20, i32 noundef %4) #22
  %22 = load i32, ptr %0, align 4, !tbaa !44
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
  tail call void @free(ptr noundef %16) #22
  br label %30

30:                                               ; preds = %5, %29
  tail call void @free(ptr noundef %0) #22
  ret void
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, ptr noundef writeonly captures(address) %11) local_unnamed_addr #5 {
  %13 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #22
  %14 = call i32 @MPI_Sendrecv(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, ptr noundef nonnull %13) #22
  %15 = icmp eq ptr %11, inttoptr (i64 1 to ptr)
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %11, ptr noundef nonnull align 4 dereferenceable(20) %13, i64 20, i1 false), !tbaa.struct !35
  br label %17

17:                                               ; preds = %16, %12
  %18 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %19 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %20 = load <2 x i32>, ptr %19, align 4, !tbaa !5
  store <2 x i32> %20, ptr %18, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #22
  ret ptr %18
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv(ptr noundef captures(none) %0, ptr noundef captures(address_is_null) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #5 {
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
  %20 = tail call noalias ptr @calloc(i64 noundef %18, i64 noundef %19) #25
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
  %30 = tail call noalias ptr @calloc(i64 noundef %28, i64 noundef %29) #25
  br label %32

31:                                               ; preds = %21
  switch i32 %8, label %50 [
    i32 1275070475, label %32
    i32 1275069450, label %32
  ]

32:                                               ; preds = %31, %31, %26
  %33 = phi ptr [ %30, %26 ], [ %6, %31 ], [ %6, %31 ]
  %34 = phi ptr [ %30, %26 ], [ null, %31 ], [ null, %31 ]
  %35 = load i32, ptr %0, align 4, !tbaa !44
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !46
  %38 = tail call i32 @llvm.smax.i32(i32 %37, i32 0)
  %39 = select i1 %15, i32 0, i32 %2
  %40 = select i1 %15, i32 -1, i32 %4
  %41 = tail call i32 @MPI_Sendrecv(ptr noundef %33, i32 noundef %7, i32 noundef %8, i32 noundef %35, i32 noundef %38, ptr noundef %22, i32 noundef %39, i32 noundef %3, i32 noundef %40, i32 noundef %5, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  %42 = load i32, ptr %0, align 4, !tbaa !44
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
  %52 = load i32, ptr %51, align 4, !tbaa !46
  %53 = tail call i32 @llvm.smax.i32(i32 %52, i32 0)
  %54 = select i1 %15, i32 0, i32 %2
  %55 = select i1 %15, i32 -1, i32 %4
  %56 = tail call i32 @MPI_Sendrecv(ptr noundef null, i32 noundef 0, i32 noundef %8, i32 noundef -1, i32 noundef %53, ptr noundef %22, i32 noundef %54, i32 noundef %3, i32 noundef %55, i32 noundef %5, i32 noundef %9, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
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
  %73 = load <4 x float>, ptr %71, align 4, !tbaa !51
  %74 = load <4 x float>, ptr %72, align 4, !tbaa !51
  %75 = getelementptr inbounds nuw float, ptr %1, i64 %70
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 16
  %77 = load <4 x float>, ptr %75, align 4, !tbaa !51
  %78 = load <4 x float>, ptr %76, align 4, !tbaa !51
  %79 = fadd <4 x float> %73, %77
  %80 = fadd <4 x float> %74, %78
  store <4 x float> %79, ptr %75, align 4, !tbaa !51
  store <4 x float> %80, ptr %76, align 4, !tbaa !51
  %81 = add nuw i64 %70, 8
  %82 = icmp eq i64 %81, %68
  br i1 %82, label %83, label %69, !llvm.loop !103

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
  %97 = load <2 x double>, ptr %95, align 8, !tbaa !49
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !49
  %99 = getelementptr inbounds nuw double, ptr %1, i64 %94
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 16
  %101 = load <2 x double>, ptr %99, align 8, !tbaa !49
  %102 = load <2 x double>, ptr %100, align 8, !tbaa !49
  %103 = fadd <2 x double> %97, %101
  %104 = fadd <2 x double> %98, %102
  store <2 x double> %103, ptr %99, align 8, !tbaa !49
  store <2 x double> %104, ptr %100, align 8, !tbaa !49
  %105 = add nuw i64 %94, 4
  %106 = icmp eq i64 %105, %92
  br i1 %106, label %107, label %93, !llvm.loop !104

107:                                              ; preds = %93
  %108 = icmp eq i64 %92, %89
  br i1 %108, label %129, label %109

109:                                              ; preds = %88, %107
  %110 = phi i64 [ 0, %88 ], [ %92, %107 ]
  br label %111

111:                                              ; preds = %109, %111
  %112 = phi i64 [ %118, %111 ], [ %110, %109 ]
  %113 = getelementptr inbounds nuw double, ptr %22, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !49
  %115 = getelementptr inbounds nuw double, ptr %1, i64 %112
  %116 = load double, ptr %115, align 8, !tbaa !49
  %117 = fadd double %114, %116
  store double %117, ptr %115, align 8, !tbaa !49
  %118 = add nuw nsw i64 %112, 1
  %119 = icmp eq i64 %118, %89
  br i1 %119, label %129, label %111, !llvm.loop !105

120:                                              ; preds = %85, %120
  %121 = phi i64 [ %127, %120 ], [ %86, %85 ]
  %122 = getelementptr inbounds nuw float, ptr %22, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !51
  %124 = getelementptr inbounds nuw float, ptr %1, i64 %121
  %125 = load float, ptr %124, align 4, !tbaa !51
  %126 = fadd float %123, %125
  store float %126, ptr %124, align 4, !tbaa !51
  %127 = add nuw nsw i64 %121, 1
  %128 = icmp eq i64 %127, %65
  br i1 %128, label %129, label %120, !llvm.loop !106

129:                                              ; preds = %111, %120, %107, %83, %87, %63, %57
  tail call void @free(ptr noundef %22) #22
  tail call void @free(ptr noundef %58) #22
  tail call void @free(ptr noundef nonnull %0) #22
  ret void
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_sendrecv_replace(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef writeonly captures(address) %8) local_unnamed_addr #5 {
  %10 = alloca %struct.MPI_Status, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  %11 = call i32 @MPI_Sendrecv_replace(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %10) #22
  %12 = icmp eq ptr %8, inttoptr (i64 1 to ptr)
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %8, ptr noundef nonnull align 4 dereferenceable(20) %10, i64 20, i1 false), !tbaa.struct !35
  br label %14

14:                                               ; preds = %13, %9
  %15 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %17 = load <2 x i32>, ptr %16, align 4, !tbaa !5
  store <2 x i32> %17, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  ret ptr %15
}

; Function Attrs: nounwind
define void @__mpiad_rev_sendrecv_replace(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 {
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
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef %11) #25
  %15 = icmp eq ptr %1, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %10
  %17 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef %11) #25
  br label %18

18:                                               ; preds = %10, %16
  %19 = phi ptr [ %17, %16 ], [ %1, %10 ]
  %20 = phi ptr [ %17, %16 ], [ null, %10 ]
  %21 = load i32, ptr %0, align 4, !tbaa !44
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !46
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 0)
  %25 = tail call i32 @MPI_Sendrecv(ptr noundef %19, i32 noundef %2, i32 noundef %3, i32 noundef %21, i32 noundef %24, ptr noundef %14, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef nonnull inttoptr (i64 1 to ptr)) #22
  br i1 %15, label %100, label %26

26:                                               ; preds = %18
  %27 = load i32, ptr %0, align 4, !tbaa !44
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
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !51
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !51
  %46 = getelementptr inbounds nuw float, ptr %1, i64 %41
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 16
  %48 = load <4 x float>, ptr %46, align 4, !tbaa !51
  %49 = load <4 x float>, ptr %47, align 4, !tbaa !51
  %50 = fadd <4 x float> %44, %48
  %51 = fadd <4 x float> %45, %49
  store <4 x float> %50, ptr %46, align 4, !tbaa !51
  store <4 x float> %51, ptr %47, align 4, !tbaa !51
  %52 = add nuw i64 %41, 8
  %53 = icmp eq i64 %52, %39
  br i1 %53, label %54, label %40, !llvm.loop !107

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
  %68 = load <2 x double>, ptr %66, align 8, !tbaa !49
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !49
  %70 = getelementptr inbounds nuw double, ptr %1, i64 %65
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 16
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !49
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !49
  %74 = fadd <2 x double> %68, %72
  %75 = fadd <2 x double> %69, %73
  store <2 x double> %74, ptr %70, align 8, !tbaa !49
  store <2 x double> %75, ptr %71, align 8, !tbaa !49
  %76 = add nuw i64 %65, 4
  %77 = icmp eq i64 %76, %63
  br i1 %77, label %78, label %64, !llvm.loop !108

78:                                               ; preds = %64
  %79 = icmp eq i64 %63, %60
  br i1 %79, label %100, label %80

80:                                               ; preds = %59, %78
  %81 = phi i64 [ 0, %59 ], [ %63, %78 ]
  br label %82

82:                                               ; preds = %80, %82
  %83 = phi i64 [ %89, %82 ], [ %81, %80 ]
  %84 = getelementptr inbounds nuw double, ptr %14, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !49
  %86 = getelementptr inbounds nuw double, ptr %1, i64 %83
  %87 = load double, ptr %86, align 8, !tbaa !49
  %88 = fadd double %85, %87
  store double %88, ptr %86, align 8, !tbaa !49
  %89 = add nuw nsw i64 %83, 1
  %90 = icmp eq i64 %89, %60
  br i1 %90, label %100, label %82, !llvm.loop !109

91:                                               ; preds = %56, %91
  %92 = phi i64 [ %98, %91 ], [ %57, %56 ]
  %93 = getelementptr inbounds nuw float, ptr %14, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !51
  %95 = getelementptr inbounds nuw float, ptr %1, i64 %92
  %96 = load float, ptr %95, align 4, !tbaa !51
  %97 = fadd float %94, %96
  store float %97, ptr %95, align 4, !tbaa !51
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %36
  br i1 %99, label %100, label %91, !llvm.loop !110

100:                                              ; preds = %91, %82, %54, %78, %58, %34, %29, %18
  tail call void @free(ptr noundef %14) #22
  tail call void @free(ptr noundef %20) #22
  br label %101

101:                                              ; preds = %7, %100
  tail call void @free(ptr noundef %0) #22
  ret void
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_allreduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.8, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef -1, i32 noundef %5)
  ret ptr %7
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @aug_reduce(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) unnamed_addr #5 {
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
  %23 = load ptr, ptr @op_regs, align 8, !tbaa !21
  %24 = zext nneg i32 %20 to i64
  br label %28

25:                                               ; preds = %28
  %26 = add nuw nsw i64 %29, 1
  %27 = icmp eq i64 %26, %24
  br i1 %27, label %38, label %28, !llvm.loop !47

28:                                               ; preds = %25, %22
  %29 = phi i64 [ 0, %22 ], [ %26, %25 ]
  %30 = getelementptr inbounds nuw %struct.op_reg, ptr %23, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !44
  %32 = icmp eq i32 %31, %5
  br i1 %32, label %33, label %25

33:                                               ; preds = %28
  %34 = getelementptr inbounds nuw %struct.op_reg, ptr %23, i64 %29
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !46
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %44

38:                                               ; preds = %25, %33, %19
  %39 = sext i32 %5 to i64
  tail call void @__mpiad_fail(ptr noundef %0, ptr noundef nonnull @.str.20, i64 noundef %39) #24
  unreachable

40:                                               ; preds = %16
  %41 = zext nneg i32 %17 to i64
  %42 = getelementptr inbounds nuw i32, ptr @switch.table.aug_reduce, i64 %41
  %43 = load i32, ptr %42, align 4
  br label %44

44:                                               ; preds = %40, %8, %33
  %45 = phi i32 [ 0, %8 ], [ %36, %33 ], [ %43, %40 ]
  %46 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #25
  store i32 %45, ptr %46, align 8, !tbaa !111
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 4
  store i32 %12, ptr %47, align 4, !tbaa !113
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 8
  store i32 %3, ptr %48, align 8, !tbaa !114
  %49 = getelementptr inbounds nuw i8, ptr %46, i64 12
  store i32 %6, ptr %49, align 4, !tbaa !115
  %50 = getelementptr inbounds nuw i8, ptr %46, i64 20
  store i32 %4, ptr %50, align 4, !tbaa !116
  %51 = getelementptr inbounds nuw i8, ptr %46, i64 24
  store i32 %7, ptr %51, align 8, !tbaa !117
  %52 = getelementptr inbounds nuw i8, ptr %46, i64 16
  store i32 %14, ptr %52, align 8, !tbaa !118
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
  store ptr %68, ptr %69, align 8, !tbaa !119
  tail call void @free(ptr noundef %60) #22
  br label %70

70:                                               ; preds = %67, %44
  %71 = icmp slt i32 %6, 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %70
  %73 = tail call i32 @MPI_Allreduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %7) #22
  br label %76

74:                                               ; preds = %70
  %75 = tail call i32 @MPI_Reduce(ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #22
  br label %76

76:                                               ; preds = %74, %72
  ret ptr %46
}

; Function Attrs: nounwind
define noalias noundef ptr @__mpiad_aug_reduce(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 {
  %8 = tail call fastcc ptr @aug_reduce(ptr noundef nonnull @.str.9, ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  ret ptr %8
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce(ptr noundef captures(none) %0, ptr noundef captures(address) %1, ptr noundef %2) local_unnamed_addr #5 {
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !113
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @free(ptr noundef nonnull %0) #22
  br label %112

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #22
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %11 = load i32, ptr %10, align 8, !tbaa !117
  %12 = call i32 @MPI_Comm_rank(i32 noundef %11, ptr noundef nonnull %4) #22
  %13 = icmp eq i32 %6, 2
  %14 = select i1 %13, i64 4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !114
  %17 = sext i32 %16 to i64
  %18 = select i1 %13, i64 2, i64 3
  %19 = shl nsw i64 %17, %18
  %20 = or disjoint i64 %19, 1
  %21 = call noalias ptr @malloc(i64 noundef %20) #26
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !115
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
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %34 = load i32, ptr %33, align 4, !tbaa !116
  %35 = load i32, ptr %10, align 8, !tbaa !117
  %36 = call i32 @MPI_Allreduce(ptr noundef %31, ptr noundef %21, i32 noundef %16, i32 noundef %34, i32 noundef 1476395011, i32 noundef %35) #22
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
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %46 = load i32, ptr %45, align 4, !tbaa !116
  %47 = load i32, ptr %10, align 8, !tbaa !117
  %48 = call i32 @MPI_Bcast(ptr noundef %21, i32 noundef %16, i32 noundef %46, i32 noundef %23, i32 noundef %47) #22
  br label %49

49:                                               ; preds = %44, %30
  %50 = load i32, ptr %22, align 4, !tbaa !115
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
  %60 = load i32, ptr %59, align 8, !tbaa !118
  %61 = icmp eq i32 %60, 0
  %62 = select i1 %61, ptr %1, ptr %2
  %63 = icmp ne ptr %62, null
  %64 = icmp sgt i32 %16, 0
  %65 = and i1 %63, %64
  br i1 %65, label %66, label %109

66:                                               ; preds = %58
  %67 = load i32, ptr %0, align 8, !tbaa !111
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
  %73 = load ptr, ptr %68, align 8, !tbaa !119
  br i1 %69, label %82, label %85

74:                                               ; preds = %70, %70
  %75 = load ptr, ptr %68, align 8, !tbaa !119
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 %71
  %77 = load i8, ptr %76, align 1, !tbaa !55
  %78 = icmp eq i8 %77, 0
  %79 = select i1 %78, double 0.000000e+00, double 1.000000e+00
  br label %80

80:                                               ; preds = %70, %74
  %81 = phi double [ 1.000000e+00, %70 ], [ %79, %74 ]
  br i1 %69, label %89, label %96

82:                                               ; preds = %72
  %83 = getelementptr inbounds nuw double, ptr %73, i64 %71
  %84 = load double, ptr %83, align 8, !tbaa !49
  br label %89

85:                                               ; preds = %72
  %86 = getelementptr inbounds nuw float, ptr %73, i64 %71
  %87 = load float, ptr %86, align 4, !tbaa !51
  %88 = fpext float %87 to double
  br label %96

89:                                               ; preds = %80, %82
  %90 = phi double [ %84, %82 ], [ %81, %80 ]
  %91 = getelementptr inbounds nuw double, ptr %62, i64 %71
  %92 = load double, ptr %91, align 8, !tbaa !49
  %93 = getelementptr inbounds nuw double, ptr %21, i64 %71
  %94 = load double, ptr %93, align 8, !tbaa !49
  %95 = call double @llvm.fmuladd.f64(double %90, double %94, double %92)
  store double %95, ptr %91, align 8, !tbaa !49
  br label %106

96:                                               ; preds = %80, %85
  %97 = phi double [ %88, %85 ], [ %81, %80 ]
  %98 = getelementptr inbounds nuw float, ptr %62, i64 %71
  %99 = load float, ptr %98, align 4, !tbaa !51
  %100 = fpext float %99 to double
  %101 = getelementptr inbounds nuw float, ptr %21, i64 %71
  %102 = load float, ptr %101, align 4, !tbaa !51
  %103 = fpext float %102 to double
  %104 = call double @llvm.fmuladd.f64(double %97, double %103, double %100)
  %105 = fptrunc double %104 to float
  store float %105, ptr %98, align 4, !tbaa !51
  br label %106

106:                                              ; preds = %89, %96
  %107 = add nuw nsw i64 %71, 1
  %108 = icmp eq i64 %107, %17
  br i1 %108, label %109, label %70, !llvm.loop !120

109:                                              ; preds = %106, %58
  call void @free(ptr noundef %21) #22
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %111 = load ptr, ptr %110, align 8, !tbaa !119
  call void @free(ptr noundef %111) #22
  call void @free(ptr noundef nonnull %0) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #22
  br label %112

112:                                              ; preds = %109, %8
  ret void
}

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #16

; Function Attrs: nounwind
define void @__mpiad_rev_bcast(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = alloca i32, align 4
  %7 = icmp eq i32 %2, 1275069450
  switch i32 %2, label %34 [
    i32 1275070475, label %8
    i32 1275069450, label %8
  ]

8:                                                ; preds = %5, %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #22
  %9 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %6) #22
  %10 = icmp eq ptr %0, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %8
  %12 = sext i32 %1 to i64
  br label %18

13:                                               ; preds = %8
  %14 = select i1 %7, i64 4, i64 8
  %15 = sext i32 %1 to i64
  %16 = add nsw i64 %15, 1
  %17 = call noalias ptr @calloc(i64 noundef %16, i64 noundef %14) #25
  br label %18

18:                                               ; preds = %11, %13
  %19 = phi i64 [ %12, %11 ], [ %15, %13 ]
  %20 = phi ptr [ %0, %11 ], [ %17, %13 ]
  %21 = phi ptr [ null, %11 ], [ %17, %13 ]
  %22 = select i1 %7, i64 2, i64 3
  %23 = shl nsw i64 %19, %22
  %24 = or disjoint i64 %23, 1
  %25 = call noalias ptr @malloc(i64 noundef %24) #26
  %26 = call i32 @MPI_Reduce(ptr noundef %20, ptr noundef %25, i32 noundef %1, i32 noundef %2, i32 noundef 1476395011, i32 noundef %3, i32 noundef %4) #22
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
  call void @free(ptr noundef %21) #22
  call void @free(ptr noundef %25) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #22
  br label %34

34:                                               ; preds = %5, %33
  ret void
}

declare i32 @MPI_Reduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define void @__mpiad_rev_gather(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %121 [
    i32 1275070475, label %13
    i32 1275069450, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = icmp eq i32 %5, 1275069450
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #22
  %15 = call i32 @MPI_Comm_rank(i32 noundef %7, ptr noundef nonnull %10) #22
  %16 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %11) #22
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
  %32 = call noalias ptr @calloc(i64 noundef %31, i64 noundef %17) #25
  br label %33

33:                                               ; preds = %24, %26
  %34 = phi ptr [ %32, %26 ], [ %3, %24 ]
  %35 = phi ptr [ %32, %26 ], [ null, %24 ]
  %36 = call i32 @MPI_Reduce_scatter_block(ptr noundef %34, ptr noundef %22, i32 noundef %4, i32 noundef %5, i32 noundef 1476395011, i32 noundef %7) #22
  call void @free(ptr noundef %35) #22
  br label %39

37:                                               ; preds = %13
  %38 = call i32 @MPI_Scatter(ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %22, i32 noundef %1, i32 noundef %2, i32 noundef %6, i32 noundef %7) #22
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
  %53 = load <4 x float>, ptr %51, align 4, !tbaa !51
  %54 = load <4 x float>, ptr %52, align 4, !tbaa !51
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !51
  %58 = load <4 x float>, ptr %56, align 4, !tbaa !51
  %59 = fadd <4 x float> %53, %57
  %60 = fadd <4 x float> %54, %58
  store <4 x float> %59, ptr %55, align 4, !tbaa !51
  store <4 x float> %60, ptr %56, align 4, !tbaa !51
  %61 = add nuw i64 %50, 8
  %62 = icmp eq i64 %61, %48
  br i1 %62, label %63, label %49, !llvm.loop !121

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
  %77 = load <2 x double>, ptr %75, align 8, !tbaa !49
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !49
  %79 = getelementptr inbounds nuw double, ptr %0, i64 %74
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !49
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !49
  %83 = fadd <2 x double> %77, %81
  %84 = fadd <2 x double> %78, %82
  store <2 x double> %83, ptr %79, align 8, !tbaa !49
  store <2 x double> %84, ptr %80, align 8, !tbaa !49
  %85 = add nuw i64 %74, 4
  %86 = icmp eq i64 %85, %72
  br i1 %86, label %87, label %73, !llvm.loop !122

87:                                               ; preds = %73
  %88 = icmp eq i64 %72, %69
  br i1 %88, label %109, label %89

89:                                               ; preds = %68, %87
  %90 = phi i64 [ 0, %68 ], [ %72, %87 ]
  br label %91

91:                                               ; preds = %89, %91
  %92 = phi i64 [ %98, %91 ], [ %90, %89 ]
  %93 = getelementptr inbounds nuw double, ptr %22, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !49
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !49
  %97 = fadd double %94, %96
  store double %97, ptr %95, align 8, !tbaa !49
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %69
  br i1 %99, label %109, label %91, !llvm.loop !123

100:                                              ; preds = %65, %100
  %101 = phi i64 [ %107, %100 ], [ %66, %65 ]
  %102 = getelementptr inbounds nuw float, ptr %22, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !51
  %104 = getelementptr inbounds nuw float, ptr %0, i64 %101
  %105 = load float, ptr %104, align 4, !tbaa !51
  %106 = fadd float %103, %105
  store float %106, ptr %104, align 4, !tbaa !51
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, %45
  br i1 %108, label %109, label %100, !llvm.loop !124

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
  call void @free(ptr noundef %22) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  br label %121

121:                                              ; preds = %9, %120
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_scatter(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #5 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = icmp eq i32 %5, 1275069450
  %12 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %119 [
    i32 1275070475, label %13
    i32 1275069450, label %13
  ]

13:                                               ; preds = %8, %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #22
  %14 = call i32 @MPI_Comm_rank(i32 noundef %7, ptr noundef nonnull %9) #22
  %15 = call i32 @MPI_Comm_size(i32 noundef %7, ptr noundef nonnull %10) #22
  %16 = icmp eq ptr %3, null
  br i1 %16, label %17, label %22

17:                                               ; preds = %13
  %18 = select i1 %11, i64 4, i64 8
  %19 = sext i32 %4 to i64
  %20 = add nsw i64 %19, 1
  %21 = call noalias ptr @calloc(i64 noundef %20, i64 noundef %18) #25
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
  %38 = call i32 @MPI_Gather(ptr noundef %23, i32 noundef %4, i32 noundef %5, ptr noundef %37, i32 noundef %1, i32 noundef %2, i32 noundef %6, i32 noundef %7) #22
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
  %57 = load <4 x float>, ptr %55, align 4, !tbaa !51
  %58 = load <4 x float>, ptr %56, align 4, !tbaa !51
  %59 = getelementptr inbounds nuw float, ptr %0, i64 %54
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 16
  %61 = load <4 x float>, ptr %59, align 4, !tbaa !51
  %62 = load <4 x float>, ptr %60, align 4, !tbaa !51
  %63 = fadd <4 x float> %57, %61
  %64 = fadd <4 x float> %58, %62
  store <4 x float> %63, ptr %59, align 4, !tbaa !51
  store <4 x float> %64, ptr %60, align 4, !tbaa !51
  %65 = add nuw i64 %54, 8
  %66 = icmp eq i64 %65, %52
  br i1 %66, label %67, label %53, !llvm.loop !125

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
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !49
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !49
  %83 = getelementptr inbounds nuw double, ptr %0, i64 %78
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 16
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !49
  %86 = load <2 x double>, ptr %84, align 8, !tbaa !49
  %87 = fadd <2 x double> %81, %85
  %88 = fadd <2 x double> %82, %86
  store <2 x double> %87, ptr %83, align 8, !tbaa !49
  store <2 x double> %88, ptr %84, align 8, !tbaa !49
  %89 = add nuw i64 %78, 4
  %90 = icmp eq i64 %89, %76
  br i1 %90, label %91, label %77, !llvm.loop !126

91:                                               ; preds = %77
  %92 = icmp eq i64 %76, %73
  br i1 %92, label %113, label %93

93:                                               ; preds = %72, %91
  %94 = phi i64 [ 0, %72 ], [ %76, %91 ]
  br label %95

95:                                               ; preds = %93, %95
  %96 = phi i64 [ %102, %95 ], [ %94, %93 ]
  %97 = getelementptr inbounds nuw double, ptr %37, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !49
  %99 = getelementptr inbounds nuw double, ptr %0, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !49
  %101 = fadd double %98, %100
  store double %101, ptr %99, align 8, !tbaa !49
  %102 = add nuw nsw i64 %96, 1
  %103 = icmp eq i64 %102, %73
  br i1 %103, label %113, label %95, !llvm.loop !127

104:                                              ; preds = %69, %104
  %105 = phi i64 [ %111, %104 ], [ %70, %69 ]
  %106 = getelementptr inbounds nuw float, ptr %37, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !51
  %108 = getelementptr inbounds nuw float, ptr %0, i64 %105
  %109 = load float, ptr %108, align 4, !tbaa !51
  %110 = fadd float %107, %109
  store float %110, ptr %108, align 4, !tbaa !51
  %111 = add nuw nsw i64 %105, 1
  %112 = icmp eq i64 %111, %49
  br i1 %112, label %113, label %104, !llvm.loop !128

113:                                              ; preds = %104, %95, %67, %91, %71, %47, %41, %36
  br i1 %16, label %118, label %114

114:                                              ; preds = %113
  %115 = sext i32 %4 to i64
  %116 = select i1 %11, i64 2, i64 3
  %117 = shl nsw i64 %115, %116
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %117, i1 false)
  br label %118

118:                                              ; preds = %113, %114
  call void @free(ptr noundef %24) #22
  call void @free(ptr noundef %37) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #22
  br label %119

119:                                              ; preds = %8, %118
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_alltoall(ptr noundef captures(address_is_null) %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 {
  %8 = alloca i32, align 4
  %9 = icmp eq i32 %5, 1275069450
  %10 = icmp eq i32 %5, 1275070475
  switch i32 %5, label %112 [
    i32 1275070475, label %11
    i32 1275069450, label %11
  ]

11:                                               ; preds = %7, %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #22
  %12 = call i32 @MPI_Comm_size(i32 noundef %6, ptr noundef nonnull %8) #22
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
  %23 = call noalias ptr @calloc(i64 noundef %22, i64 noundef %18) #25
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
  %34 = call i32 @MPI_Alltoall(ptr noundef %26, i32 noundef %4, i32 noundef %5, ptr noundef %33, i32 noundef %1, i32 noundef %2, i32 noundef %6) #22
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
  %50 = load <4 x float>, ptr %48, align 4, !tbaa !51
  %51 = load <4 x float>, ptr %49, align 4, !tbaa !51
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %47
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  %54 = load <4 x float>, ptr %52, align 4, !tbaa !51
  %55 = load <4 x float>, ptr %53, align 4, !tbaa !51
  %56 = fadd <4 x float> %50, %54
  %57 = fadd <4 x float> %51, %55
  store <4 x float> %56, ptr %52, align 4, !tbaa !51
  store <4 x float> %57, ptr %53, align 4, !tbaa !51
  %58 = add nuw i64 %47, 8
  %59 = icmp eq i64 %58, %45
  br i1 %59, label %60, label %46, !llvm.loop !129

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
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !49
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !49
  %76 = getelementptr inbounds nuw double, ptr %0, i64 %71
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 16
  %78 = load <2 x double>, ptr %76, align 8, !tbaa !49
  %79 = load <2 x double>, ptr %77, align 8, !tbaa !49
  %80 = fadd <2 x double> %74, %78
  %81 = fadd <2 x double> %75, %79
  store <2 x double> %80, ptr %76, align 8, !tbaa !49
  store <2 x double> %81, ptr %77, align 8, !tbaa !49
  %82 = add nuw i64 %71, 4
  %83 = icmp eq i64 %82, %69
  br i1 %83, label %84, label %70, !llvm.loop !130

84:                                               ; preds = %70
  %85 = icmp eq i64 %69, %66
  br i1 %85, label %106, label %86

86:                                               ; preds = %65, %84
  %87 = phi i64 [ 0, %65 ], [ %69, %84 ]
  br label %88

88:                                               ; preds = %86, %88
  %89 = phi i64 [ %95, %88 ], [ %87, %86 ]
  %90 = getelementptr inbounds nuw double, ptr %33, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !49
  %92 = getelementptr inbounds nuw double, ptr %0, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !49
  %94 = fadd double %91, %93
  store double %94, ptr %92, align 8, !tbaa !49
  %95 = add nuw nsw i64 %89, 1
  %96 = icmp eq i64 %95, %66
  br i1 %96, label %106, label %88, !llvm.loop !131

97:                                               ; preds = %62, %97
  %98 = phi i64 [ %104, %97 ], [ %63, %62 ]
  %99 = getelementptr inbounds nuw float, ptr %33, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !51
  %101 = getelementptr inbounds nuw float, ptr %0, i64 %98
  %102 = load float, ptr %101, align 4, !tbaa !51
  %103 = fadd float %100, %102
  store float %103, ptr %101, align 4, !tbaa !51
  %104 = add nuw nsw i64 %98, 1
  %105 = icmp eq i64 %104, %42
  br i1 %105, label %106, label %97, !llvm.loop !132

106:                                              ; preds = %97, %88, %60, %84, %24, %40, %64
  br i1 %13, label %111, label %107

107:                                              ; preds = %106
  %108 = mul nsw i32 %35, %4
  %109 = sext i32 %108 to i64
  %110 = shl nsw i64 %109, %30
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %3, i8 0, i64 %110, i1 false)
  br label %111

111:                                              ; preds = %106, %107
  call void @free(ptr noundef %27) #22
  call void @free(ptr noundef %33) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #22
  br label %112

112:                                              ; preds = %7, %111
  ret void
}

; Function Attrs: nounwind
define void @__mpiad_rev_reduce_scatter_block(ptr noundef captures(address_is_null) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 {
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
  %15 = load ptr, ptr @op_regs, align 8, !tbaa !21
  %16 = zext nneg i32 %12 to i64
  br label %20

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %21, 1
  %19 = icmp eq i64 %18, %16
  br i1 %19, label %29, label %20, !llvm.loop !47

20:                                               ; preds = %17, %14
  %21 = phi i64 [ 0, %14 ], [ %18, %17 ]
  %22 = getelementptr inbounds nuw %struct.op_reg, ptr %15, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !44
  %24 = icmp eq i32 %23, %4
  br i1 %24, label %25, label %17

25:                                               ; preds = %20
  %26 = getelementptr inbounds nuw %struct.op_reg, ptr %15, i64 %21
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !46
  switch i32 %28, label %31 [
    i32 0, label %29
    i32 1, label %33
  ]

29:                                               ; preds = %17, %25, %11
  %30 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.20, i64 noundef %30) #24
  unreachable

31:                                               ; preds = %25, %10, %10, %10
  %32 = sext i32 %4 to i64
  tail call void @__mpiad_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i64 noundef %32) #24
  unreachable

33:                                               ; preds = %25, %10
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #22
  %34 = call i32 @MPI_Comm_size(i32 noundef %5, ptr noundef nonnull %7) #22
  %35 = icmp eq ptr %1, null
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = sext i32 %2 to i64
  br label %43

38:                                               ; preds = %33
  %39 = select i1 %8, i64 4, i64 8
  %40 = sext i32 %2 to i64
  %41 = add nsw i64 %40, 1
  %42 = call noalias ptr @calloc(i64 noundef %41, i64 noundef %39) #25
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
  %54 = call i32 @MPI_Allgather(ptr noundef %45, i32 noundef %2, i32 noundef %3, ptr noundef %53, i32 noundef %2, i32 noundef %3, i32 noundef %5) #22
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
  %70 = load <4 x float>, ptr %68, align 4, !tbaa !51
  %71 = load <4 x float>, ptr %69, align 4, !tbaa !51
  %72 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %74 = load <4 x float>, ptr %72, align 4, !tbaa !51
  %75 = load <4 x float>, ptr %73, align 4, !tbaa !51
  %76 = fadd <4 x float> %70, %74
  %77 = fadd <4 x float> %71, %75
  store <4 x float> %76, ptr %72, align 4, !tbaa !51
  store <4 x float> %77, ptr %73, align 4, !tbaa !51
  %78 = add nuw i64 %67, 8
  %79 = icmp eq i64 %78, %65
  br i1 %79, label %80, label %66, !llvm.loop !133

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
  %94 = load <2 x double>, ptr %92, align 8, !tbaa !49
  %95 = load <2 x double>, ptr %93, align 8, !tbaa !49
  %96 = getelementptr inbounds nuw double, ptr %0, i64 %91
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 16
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !49
  %99 = load <2 x double>, ptr %97, align 8, !tbaa !49
  %100 = fadd <2 x double> %94, %98
  %101 = fadd <2 x double> %95, %99
  store <2 x double> %100, ptr %96, align 8, !tbaa !49
  store <2 x double> %101, ptr %97, align 8, !tbaa !49
  %102 = add nuw i64 %91, 4
  %103 = icmp eq i64 %102, %89
  br i1 %103, label %104, label %90, !llvm.loop !134

104:                                              ; preds = %90
  %105 = icmp eq i64 %89, %86
  br i1 %105, label %126, label %106

106:                                              ; preds = %85, %104
  %107 = phi i64 [ 0, %85 ], [ %89, %104 ]
  br label %108

108:                                              ; preds = %106, %108
  %109 = phi i64 [ %115, %108 ], [ %107, %106 ]
  %110 = getelementptr inbounds nuw double, ptr %53, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !49
  %112 = getelementptr inbounds nuw double, ptr %0, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !49
  %114 = fadd double %111, %113
  store double %114, ptr %112, align 8, !tbaa !49
  %115 = add nuw nsw i64 %109, 1
  %116 = icmp eq i64 %115, %86
  br i1 %116, label %126, label %108, !llvm.loop !135

117:                                              ; preds = %82, %117
  %118 = phi i64 [ %124, %117 ], [ %83, %82 ]
  %119 = getelementptr inbounds nuw float, ptr %53, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !51
  %121 = getelementptr inbounds nuw float, ptr %0, i64 %118
  %122 = load float, ptr %121, align 4, !tbaa !51
  %123 = fadd float %120, %122
  store float %123, ptr %121, align 4, !tbaa !51
  %124 = add nuw nsw i64 %118, 1
  %125 = icmp eq i64 %124, %62
  br i1 %125, label %126, label %117, !llvm.loop !136

126:                                              ; preds = %117, %108, %80, %104, %43, %60, %84
  br i1 %35, label %129, label %127

127:                                              ; preds = %126
  %128 = shl nsw i64 %44, %50
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %1, i8 0, i64 %128, i1 false)
  br label %129

129:                                              ; preds = %126, %127
  call void @free(ptr noundef %46) #22
  call void @free(ptr noundef %53) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #22
  br label %130

130:                                              ; preds = %6, %129
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @__mpiad_aug_comm_free(ptr noundef writeonly captures(none) initializes((0, 4)) %0) local_unnamed_addr #17 {
  store i32 67108864, ptr %0, align 4, !tbaa !5
  ret i32 0
}

; Function Attrs: nounwind
define void @__mpiad_rev_comm_free(i32 noundef %0) local_unnamed_addr #5 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #22
  store i32 %0, ptr %2, align 4, !tbaa !5
  %3 = icmp eq i32 %0, 67108864
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
define internal fastcc noalias noundef ptr @exclusive_products(i32 noundef range(i32 1, 3) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #5 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #22
  %8 = call i32 @MPI_Comm_size(i32 noundef %4, ptr noundef nonnull %6) #22
  %9 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %7) #22
  %10 = icmp eq i32 %0, 2
  %11 = sext i32 %2 to i64
  %12 = load i32, ptr %6, align 4, !tbaa !5
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, %11
  %15 = select i1 %10, i64 2, i64 3
  %16 = shl i64 %14, %15
  %17 = or disjoint i64 %16, 1
  %18 = call noalias ptr @malloc(i64 noundef %17) #26
  %19 = call i32 @MPI_Allgather(ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %18, i32 noundef %2, i32 noundef %3, i32 noundef %4) #22
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
  %51 = load float, ptr %50, align 4, !tbaa !51
  %52 = fpext float %51 to double
  br label %56

53:                                               ; preds = %45
  %54 = getelementptr inbounds nuw double, ptr %48, i64 %37
  %55 = load double, ptr %54, align 8, !tbaa !49
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
  store double %60, ptr %62, align 8, !tbaa !49
  br label %66

63:                                               ; preds = %59
  %64 = fptrunc double %60 to float
  %65 = getelementptr inbounds nuw float, ptr %22, i64 %37
  store float %64, ptr %65, align 4, !tbaa !51
  br label %66

66:                                               ; preds = %61, %63
  %67 = add nuw nsw i64 %37, 1
  %68 = icmp eq i64 %67, %11
  br i1 %68, label %39, label %36, !llvm.loop !137

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
  %80 = load double, ptr %79, align 8, !tbaa !49
  br label %85

81:                                               ; preds = %74
  %82 = getelementptr inbounds nuw float, ptr %77, i64 %37
  %83 = load float, ptr %82, align 4, !tbaa !51
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
  %98 = load float, ptr %97, align 4, !tbaa !51
  %99 = fpext float %98 to double
  br label %103

100:                                              ; preds = %92
  %101 = getelementptr inbounds nuw double, ptr %95, i64 %37
  %102 = load double, ptr %101, align 8, !tbaa !49
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
  br i1 %110, label %40, label %69, !llvm.loop !138
}

; Function Attrs: nounwind
define internal fastcc noalias noundef ptr @winners(i32 noundef range(i32 1, 3) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef range(i32 3, 2) %3, i32 noundef %4) unnamed_addr #5 {
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #22
  %7 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %6) #22
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
  %29 = call i32 @MPI_Allreduce(ptr noundef %17, ptr noundef %18, i32 noundef %2, i32 noundef -1946157055, i32 noundef %28, i32 noundef %4) #22
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
  %39 = load double, ptr %38, align 8, !tbaa !49
  %40 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %36
  store double %39, ptr %40, align 8, !tbaa !139
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 8
  store i32 %20, ptr %41, align 8, !tbaa !141
  %42 = add nuw nsw i64 %36, 1
  %43 = add i64 %37, 1
  %44 = icmp eq i64 %43, %22
  br i1 %44, label %45, label %35, !llvm.loop !142

45:                                               ; preds = %35, %30
  %46 = icmp eq i32 %3, 3
  %47 = select i1 %46, i32 1476395019, i32 1476395020
  %48 = call i32 @MPI_Allreduce(ptr noundef nonnull %17, ptr noundef %18, i32 noundef %2, i32 noundef -1946157055, i32 noundef %47, i32 noundef %4) #22
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
  %79 = load i32, ptr %71, align 8, !tbaa !141
  %80 = load i32, ptr %72, align 8, !tbaa !141
  %81 = load i32, ptr %73, align 8, !tbaa !141
  %82 = load i32, ptr %74, align 8, !tbaa !141
  %83 = insertelement <4 x i32> poison, i32 %79, i64 0
  %84 = insertelement <4 x i32> %83, i32 %80, i64 1
  %85 = insertelement <4 x i32> %84, i32 %81, i64 2
  %86 = insertelement <4 x i32> %85, i32 %82, i64 3
  %87 = load i32, ptr %75, align 8, !tbaa !141
  %88 = load i32, ptr %76, align 8, !tbaa !141
  %89 = load i32, ptr %77, align 8, !tbaa !141
  %90 = load i32, ptr %78, align 8, !tbaa !141
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
  store <4 x i8> %97, ptr %99, align 1, !tbaa !55
  store <4 x i8> %98, ptr %100, align 1, !tbaa !55
  %101 = add nuw i64 %62, 8
  %102 = icmp eq i64 %101, %58
  br i1 %102, label %52, label %61, !llvm.loop !143

103:                                              ; preds = %103, %24
  %104 = phi i64 [ 0, %24 ], [ %125, %103 ]
  %105 = phi i64 [ 0, %24 ], [ %126, %103 ]
  %106 = getelementptr inbounds nuw double, ptr %1, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !49
  %108 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %104
  store double %107, ptr %108, align 8, !tbaa !139
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 8
  store i32 %20, ptr %109, align 8, !tbaa !141
  %110 = or disjoint i64 %104, 1
  %111 = getelementptr inbounds nuw double, ptr %1, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !49
  %113 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %110
  store double %112, ptr %113, align 8, !tbaa !139
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 8
  store i32 %20, ptr %114, align 8, !tbaa !141
  %115 = or disjoint i64 %104, 2
  %116 = getelementptr inbounds nuw double, ptr %1, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !49
  %118 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %115
  store double %117, ptr %118, align 8, !tbaa !139
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  store i32 %20, ptr %119, align 8, !tbaa !141
  %120 = or disjoint i64 %104, 3
  %121 = getelementptr inbounds nuw double, ptr %1, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !49
  %123 = getelementptr inbounds nuw %struct.anon, ptr %17, i64 %120
  store double %122, ptr %123, align 8, !tbaa !139
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 8
  store i32 %20, ptr %124, align 8, !tbaa !141
  %125 = add nuw nsw i64 %104, 4
  %126 = add i64 %105, 4
  %127 = icmp eq i64 %126, %25
  br i1 %127, label %30, label %103, !llvm.loop !144

128:                                              ; preds = %52, %128
  %129 = phi i64 [ %136, %128 ], [ %53, %52 ]
  %130 = getelementptr inbounds nuw %struct.anon, ptr %18, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %132 = load i32, ptr %131, align 8, !tbaa !141
  %133 = icmp eq i32 %132, %49
  %134 = zext i1 %133 to i8
  %135 = getelementptr inbounds nuw i8, ptr %10, i64 %129
  store i8 %134, ptr %135, align 1, !tbaa !55
  %136 = add nuw nsw i64 %129, 1
  %137 = icmp eq i64 %136, %50
  br i1 %137, label %222, label %128, !llvm.loop !145

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
  %153 = load <2 x i32>, ptr %151, align 4, !tbaa !51
  %154 = load <2 x i32>, ptr %152, align 4, !tbaa !51
  %155 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %150
  %156 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %150
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 16
  %158 = shufflevector <2 x i32> %153, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %158, ptr %155, align 4, !tbaa !55
  %159 = shufflevector <2 x i32> %154, <2 x i32> %148, <4 x i32> <i32 0, i32 2, i32 1, i32 2>
  store <4 x i32> %159, ptr %157, align 4, !tbaa !55
  %160 = add nuw i64 %150, 4
  %161 = icmp eq i64 %160, %147
  br i1 %161, label %162, label %149, !llvm.loop !146

162:                                              ; preds = %149
  %163 = icmp eq i64 %147, %144
  br i1 %163, label %170, label %164

164:                                              ; preds = %142, %162
  %165 = phi i64 [ 0, %142 ], [ %147, %162 ]
  br label %204

166:                                              ; preds = %138
  %167 = icmp eq i32 %3, 3
  %168 = select i1 %167, i32 1476395019, i32 1476395020
  %169 = call i32 @MPI_Allreduce(ptr noundef %140, ptr noundef %141, i32 noundef %2, i32 noundef -1946157056, i32 noundef %168, i32 noundef %4) #22
  br label %222

170:                                              ; preds = %204, %162
  %171 = icmp eq i32 %3, 3
  %172 = select i1 %171, i32 1476395019, i32 1476395020
  %173 = call i32 @MPI_Allreduce(ptr noundef nonnull %140, ptr noundef %141, i32 noundef %2, i32 noundef -1946157056, i32 noundef %172, i32 noundef %4) #22
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
  %192 = load <8 x i32>, ptr %190, align 4, !tbaa !147
  %193 = shufflevector <8 x i32> %192, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %194 = load <8 x i32>, ptr %191, align 4, !tbaa !147
  %195 = shufflevector <8 x i32> %194, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %196 = icmp eq <4 x i32> %193, %185
  %197 = icmp eq <4 x i32> %195, %185
  %198 = zext <4 x i1> %196 to <4 x i8>
  %199 = zext <4 x i1> %197 to <4 x i8>
  %200 = getelementptr inbounds nuw i8, ptr %10, i64 %187
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 4
  store <4 x i8> %198, ptr %200, align 1, !tbaa !55
  store <4 x i8> %199, ptr %201, align 1, !tbaa !55
  %202 = add nuw i64 %187, 8
  %203 = icmp eq i64 %202, %183
  br i1 %203, label %177, label %186, !llvm.loop !149

204:                                              ; preds = %164, %204
  %205 = phi i64 [ %210, %204 ], [ %165, %164 ]
  %206 = getelementptr inbounds nuw float, ptr %1, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !51
  %208 = getelementptr inbounds nuw %struct.anon.0, ptr %140, i64 %205
  store float %207, ptr %208, align 4, !tbaa !150
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  store i32 %143, ptr %209, align 4, !tbaa !147
  %210 = add nuw nsw i64 %205, 1
  %211 = icmp eq i64 %210, %144
  br i1 %211, label %170, label %204, !llvm.loop !151

212:                                              ; preds = %177, %212
  %213 = phi i64 [ %220, %212 ], [ %178, %177 ]
  %214 = getelementptr inbounds nuw %struct.anon.0, ptr %141, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %216 = load i32, ptr %215, align 4, !tbaa !147
  %217 = icmp eq i32 %216, %174
  %218 = zext i1 %217 to i8
  %219 = getelementptr inbounds nuw i8, ptr %10, i64 %213
  store i8 %218, ptr %219, align 1, !tbaa !55
  %220 = add nuw nsw i64 %213, 1
  %221 = icmp eq i64 %220, %175
  br i1 %221, label %222, label %212, !llvm.loop !152

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
!15 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !6, i64 28, !16, i64 32, !11, i64 40, !6, i64 48, !6, i64 52}
!16 = !{!"any p2 pointer", !11, i64 0}
!17 = !{!15, !6, i64 4}
!18 = !{!15, !6, i64 8}
!19 = !{!15, !6, i64 12}
!20 = !{!15, !6, i64 16}
!21 = !{!11, !11, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!15, !11, i64 40}
!25 = !{!16, !16, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"p1 long long", !11, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"long long", !7, i64 0}
!30 = distinct !{!30, !23}
!31 = distinct !{!31, !23}
!32 = !{!15, !6, i64 28}
!33 = !{!15, !16, i64 32}
!34 = !{!15, !6, i64 52}
!35 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5}
!36 = distinct !{!36, !23}
!37 = distinct !{!37, !23}
!38 = !{!39, !6, i64 8}
!39 = !{!"MPI_Status", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16}
!40 = !{!39, !6, i64 12}
!41 = distinct !{!41, !23}
!42 = distinct !{!42, !23}
!43 = distinct !{!43, !23}
!44 = !{!45, !6, i64 0}
!45 = !{!"", !6, i64 0, !6, i64 4}
!46 = !{!45, !6, i64 4}
!47 = distinct !{!47, !23}
!48 = distinct !{!48, !23}
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !7, i64 0}
!51 = !{!52, !52, i64 0}
!52 = !{!"float", !7, i64 0}
!53 = distinct !{!53, !23}
!54 = distinct !{!54, !23}
!55 = !{!7, !7, i64 0}
!56 = distinct !{!56, !23}
!57 = distinct !{!57, !23}
!58 = distinct !{!58, !23}
!59 = distinct !{!59, !23}
!60 = distinct !{!60, !23}
!61 = distinct !{!61, !23, !62, !63}
!62 = !{!"llvm.loop.isvectorized", i32 1}
!63 = !{!"llvm.loop.unroll.runtime.disable"}
!64 = distinct !{!64, !23, !63, !62}
!65 = !{!66, !6, i64 0}
!66 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !11, i64 32, !11, i64 40, !6, i64 48, !6, i64 52}
!67 = !{!66, !6, i64 4}
!68 = !{!66, !6, i64 8}
!69 = !{!66, !6, i64 12}
!70 = !{!66, !6, i64 16}
!71 = !{!66, !6, i64 20}
!72 = !{!66, !6, i64 24}
!73 = !{!66, !11, i64 32}
!74 = distinct !{!74, !23}
!75 = distinct !{!75, !23}
!76 = distinct !{!76, !23}
!77 = !{!66, !6, i64 52}
!78 = distinct !{!78, !23}
!79 = distinct !{!79, !23}
!80 = !{!66, !11, i64 40}
!81 = distinct !{!81, !23}
!82 = !{!83}
!83 = distinct !{!83, !84}
!84 = distinct !{!84, !"LVerDomain"}
!85 = !{!86}
!86 = distinct !{!86, !84}
!87 = distinct !{!87, !23, !62, !63}
!88 = distinct !{!88, !89}
!89 = !{!"llvm.loop.unroll.disable"}
!90 = !{!91}
!91 = distinct !{!91, !92}
!92 = distinct !{!92, !"LVerDomain"}
!93 = !{!94}
!94 = distinct !{!94, !92}
!95 = distinct !{!95, !23, !62, !63}
!96 = distinct !{!96, !89}
!97 = distinct !{!97, !23, !62}
!98 = distinct !{!98, !23, !62}
!99 = distinct !{!99, !23, !62, !63}
!100 = distinct !{!100, !23, !62, !63}
!101 = distinct !{!101, !23, !63, !62}
!102 = distinct !{!102, !23, !63, !62}
!103 = distinct !{!103, !23, !62, !63}
!104 = distinct !{!104, !23, !62, !63}
!105 = distinct !{!105, !23, !63, !62}
!106 = distinct !{!106, !23, !63, !62}
!107 = distinct !{!107, !23, !62, !63}
!108 = distinct !{!108, !23, !62, !63}
!109 = distinct !{!109, !23, !63, !62}
!110 = distinct !{!110, !23, !63, !62}
!111 = !{!112, !6, i64 0}
!112 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !11, i64 32}
!113 = !{!112, !6, i64 4}
!114 = !{!112, !6, i64 8}
!115 = !{!112, !6, i64 12}
!116 = !{!112, !6, i64 20}
!117 = !{!112, !6, i64 24}
!118 = !{!112, !6, i64 16}
!119 = !{!112, !11, i64 32}
!120 = distinct !{!120, !23}
!121 = distinct !{!121, !23, !62, !63}
!122 = distinct !{!122, !23, !62, !63}
!123 = distinct !{!123, !23, !63, !62}
!124 = distinct !{!124, !23, !63, !62}
!125 = distinct !{!125, !23, !62, !63}
!126 = distinct !{!126, !23, !62, !63}
!127 = distinct !{!127, !23, !63, !62}
!128 = distinct !{!128, !23, !63, !62}
!129 = distinct !{!129, !23, !62, !63}
!130 = distinct !{!130, !23, !62, !63}
!131 = distinct !{!131, !23, !63, !62}
!132 = distinct !{!132, !23, !63, !62}
!133 = distinct !{!133, !23, !62, !63}
!134 = distinct !{!134, !23, !62, !63}
!135 = distinct !{!135, !23, !63, !62}
!136 = distinct !{!136, !23, !63, !62}
!137 = distinct !{!137, !23}
!138 = distinct !{!138, !23}
!139 = !{!140, !50, i64 0}
!140 = !{!"", !50, i64 0, !6, i64 8}
!141 = !{!140, !6, i64 8}
!142 = distinct !{!142, !89}
!143 = distinct !{!143, !23, !62, !63}
!144 = distinct !{!144, !23}
!145 = distinct !{!145, !23, !63, !62}
!146 = distinct !{!146, !23, !62, !63}
!147 = !{!148, !6, i64 4}
!148 = !{!"", !52, i64 0, !6, i64 4}
!149 = distinct !{!149, !23, !62, !63}
!150 = !{!148, !52, i64 0}
!151 = distinct !{!151, !23, !63, !62}
!152 = distinct !{!152, !23, !63, !62}
