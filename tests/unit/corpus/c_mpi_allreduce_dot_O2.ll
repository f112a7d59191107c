; ModuleID = 'mpi_allreduce_dot.c'
source_filename = "mpi_allreduce_dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nounwind uwtable
define double @pdot(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  store double 0.000000e+00, ptr %6, align 8, !tbaa !10
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %32

8:                                                ; preds = %4
  %9 = zext nneg i32 %2 to i64
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %2, 4
  br i1 %11, label %16, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483644
  br label %36

14:                                               ; preds = %36
  %15 = icmp eq i64 %10, 0
  br i1 %15, label %32, label %16

16:                                               ; preds = %14, %8
  %17 = phi i64 [ 0, %8 ], [ %63, %14 ]
  %18 = phi double [ 0.000000e+00, %8 ], [ %62, %14 ]
  %19 = icmp ne i64 %10, 0
  tail call void @llvm.assume(i1 %19)
  br label %20

20:                                               ; preds = %20, %16
  %21 = phi i64 [ %17, %16 ], [ %29, %20 ]
  %22 = phi double [ %18, %16 ], [ %28, %20 ]
  %23 = phi i64 [ 0, %16 ], [ %30, %20 ]
  %24 = getelementptr inbounds nuw double, ptr %0, i64 %21
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = getelementptr inbounds nuw double, ptr %1, i64 %21
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %27, double %22)
  %29 = add nuw nsw i64 %21, 1
  %30 = add i64 %23, 1
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %32, label %20, !llvm.loop !12

32:                                               ; preds = %14, %20, %4
  %33 = phi double [ 0.000000e+00, %4 ], [ %62, %14 ], [ %28, %20 ]
  store double %33, ptr %5, align 8
  %34 = call i32 @MPI_Allreduce(ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef %3) #9
  %35 = load double, ptr %6, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  ret double %35

36:                                               ; preds = %36, %12
  %37 = phi i64 [ 0, %12 ], [ %63, %36 ]
  %38 = phi double [ 0.000000e+00, %12 ], [ %62, %36 ]
  %39 = phi i64 [ 0, %12 ], [ %64, %36 ]
  %40 = getelementptr inbounds nuw double, ptr %0, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = getelementptr inbounds nuw double, ptr %1, i64 %37
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38)
  %45 = or disjoint i64 %37, 1
  %46 = getelementptr inbounds nuw double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = getelementptr inbounds nuw double, ptr %1, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !10
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44)
  %51 = or disjoint i64 %37, 2
  %52 = getelementptr inbounds nuw double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !10
  %54 = getelementptr inbounds nuw double, ptr %1, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = or disjoint i64 %37, 3
  %58 = getelementptr inbounds nuw double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !10
  %60 = getelementptr inbounds nuw double, ptr %1, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = tail call double @llvm.fmuladd.f64(double %59, double %61, double %56)
  %63 = add nuw nsw i64 %37, 4
  %64 = add i64 %39, 4
  %65 = icmp eq i64 %64, %13
  br i1 %65, label %14, label %36, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define double @pnorm(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  store double 0.000000e+00, ptr %5, align 8, !tbaa !10
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %51

7:                                                ; preds = %3
  %8 = zext nneg i32 %1 to i64
  %9 = and i64 %8, 3
  %10 = icmp ult i32 %1, 4
  br i1 %10, label %37, label %11

11:                                               ; preds = %7
  %12 = and i64 %8, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %32, %13 ]
  %15 = phi double [ 0.000000e+00, %11 ], [ %31, %13 ]
  %16 = phi i64 [ 0, %11 ], [ %33, %13 ]
  %17 = getelementptr inbounds nuw double, ptr %0, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %15)
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %14
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %22, double %19)
  %24 = getelementptr inbounds nuw double, ptr %0, i64 %14
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %26 = load double, ptr %25, align 8, !tbaa !10
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %26, double %23)
  %28 = getelementptr inbounds nuw double, ptr %0, i64 %14
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 24
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %30, double %27)
  %32 = add nuw nsw i64 %14, 4
  %33 = add i64 %16, 4
  %34 = icmp eq i64 %33, %12
  br i1 %34, label %35, label %13, !llvm.loop !14

35:                                               ; preds = %13
  %36 = icmp eq i64 %9, 0
  br i1 %36, label %51, label %37

37:                                               ; preds = %35, %7
  %38 = phi i64 [ 0, %7 ], [ %32, %35 ]
  %39 = phi double [ 0.000000e+00, %7 ], [ %31, %35 ]
  %40 = icmp ne i64 %9, 0
  tail call void @llvm.assume(i1 %40)
  br label %41

41:                                               ; preds = %41, %37
  %42 = phi i64 [ %38, %37 ], [ %48, %41 ]
  %43 = phi double [ %39, %37 ], [ %47, %41 ]
  %44 = phi i64 [ 0, %37 ], [ %49, %41 ]
  %45 = getelementptr inbounds nuw double, ptr %0, i64 %42
  %46 = load double, ptr %45, align 8, !tbaa !10
  %47 = tail call double @llvm.fmuladd.f64(double %46, double %46, double %43)
  %48 = add nuw nsw i64 %42, 1
  %49 = add i64 %44, 1
  %50 = icmp eq i64 %49, %9
  br i1 %50, label %51, label %41, !llvm.loop !16

51:                                               ; preds = %35, %41, %3
  %52 = phi double [ 0.000000e+00, %3 ], [ %31, %35 ], [ %47, %41 ]
  store double %52, ptr %4, align 8
  %53 = call i32 @MPI_Allreduce(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef %2) #9
  %54 = load double, ptr %5, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  %55 = call double @sqrt(double noundef %54) #9, !tbaa !6
  ret double %55
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define double @pmaxabs(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %41

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %38, label %9

9:                                                ; preds = %6
  %10 = and i64 %7, 2147483644
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %23, %11 ]
  %13 = phi <2 x double> [ zeroinitializer, %9 ], [ %21, %11 ]
  %14 = phi <2 x double> [ zeroinitializer, %9 ], [ %22, %11 ]
  %15 = getelementptr inbounds nuw double, ptr %0, i64 %12
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %17 = load <2 x double>, ptr %15, align 8, !tbaa !10
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !10
  %19 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %17)
  %20 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %18)
  %21 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %13, <2 x double> %19)
  %22 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %14, <2 x double> %20)
  %23 = add nuw i64 %12, 4
  %24 = fcmp uno <2 x double> %19, %20
  %25 = freeze <2 x i1> %24
  %26 = bitcast <2 x i1> %25 to i2
  %27 = icmp ne i2 %26, 0
  %28 = icmp eq i64 %23, %10
  %29 = or i1 %27, %28
  br i1 %29, label %30, label %11, !llvm.loop !17

30:                                               ; preds = %11
  %31 = select i1 %27, <2 x double> %13, <2 x double> %21
  %32 = select i1 %27, <2 x double> %14, <2 x double> %22
  %33 = select i1 %27, i64 %12, i64 %10
  %34 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %31, <2 x double> %32)
  %35 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %34)
  %36 = icmp ne i64 %10, %7
  %37 = or i1 %36, %27
  br i1 %37, label %38, label %41

38:                                               ; preds = %6, %30
  %39 = phi i64 [ 0, %6 ], [ %33, %30 ]
  %40 = phi double [ 0.000000e+00, %6 ], [ %35, %30 ]
  br label %45

41:                                               ; preds = %45, %30, %2
  %42 = phi double [ 0.000000e+00, %2 ], [ %35, %30 ], [ %51, %45 ]
  store double %42, ptr %3, align 8
  %43 = call i32 @MPI_Allreduce(ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395009, i32 noundef 1140850688) #9
  %44 = load double, ptr %4, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9
  ret double %44

45:                                               ; preds = %38, %45
  %46 = phi i64 [ %52, %45 ], [ %39, %38 ]
  %47 = phi double [ %51, %45 ], [ %40, %38 ]
  %48 = getelementptr inbounds nuw double, ptr %0, i64 %46
  %49 = load double, ptr %48, align 8, !tbaa !10
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = tail call double @llvm.maxnum.f64(double %47, double %50)
  %52 = add nuw nsw i64 %46, 1
  %53 = icmp eq i64 %52, %7
  br i1 %53, label %41, label %45, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nounwind uwtable
define void @cg_update(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca [2 x double], align 16
  %11 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  store double 0.000000e+00, ptr %9, align 8, !tbaa !10
  %12 = icmp sgt i32 %4, 0
  br i1 %12, label %13, label %189

13:                                               ; preds = %5
  %14 = zext nneg i32 %4 to i64
  %15 = and i64 %14, 3
  %16 = icmp ult i32 %4, 4
  br i1 %16, label %51, label %17

17:                                               ; preds = %13
  %18 = and i64 %14, 2147483644
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %46, %19 ]
  %21 = phi double [ 0.000000e+00, %17 ], [ %45, %19 ]
  %22 = phi i64 [ 0, %17 ], [ %47, %19 ]
  %23 = getelementptr inbounds nuw double, ptr %2, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = getelementptr inbounds nuw double, ptr %3, i64 %20
  %26 = load double, ptr %25, align 8, !tbaa !10
  %27 = tail call double @llvm.fmuladd.f64(double %24, double %26, double %21)
  %28 = or disjoint i64 %20, 1
  %29 = getelementptr inbounds nuw double, ptr %2, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = getelementptr inbounds nuw double, ptr %3, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %27)
  %34 = or disjoint i64 %20, 2
  %35 = getelementptr inbounds nuw double, ptr %2, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = getelementptr inbounds nuw double, ptr %3, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %33)
  %40 = or disjoint i64 %20, 3
  %41 = getelementptr inbounds nuw double, ptr %2, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = getelementptr inbounds nuw double, ptr %3, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %39)
  %46 = add nuw nsw i64 %20, 4
  %47 = add i64 %22, 4
  %48 = icmp eq i64 %47, %18
  br i1 %48, label %49, label %19, !llvm.loop !14

49:                                               ; preds = %19
  %50 = icmp eq i64 %15, 0
  br i1 %50, label %67, label %51

51:                                               ; preds = %49, %13
  %52 = phi i64 [ 0, %13 ], [ %46, %49 ]
  %53 = phi double [ 0.000000e+00, %13 ], [ %45, %49 ]
  %54 = icmp ne i64 %15, 0
  tail call void @llvm.assume(i1 %54)
  br label %55

55:                                               ; preds = %55, %51
  %56 = phi i64 [ %52, %51 ], [ %64, %55 ]
  %57 = phi double [ %53, %51 ], [ %63, %55 ]
  %58 = phi i64 [ 0, %51 ], [ %65, %55 ]
  %59 = getelementptr inbounds nuw double, ptr %2, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = getelementptr inbounds nuw double, ptr %3, i64 %56
  %62 = load double, ptr %61, align 8, !tbaa !10
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = add nuw nsw i64 %56, 1
  %65 = add i64 %58, 1
  %66 = icmp eq i64 %65, %15
  br i1 %66, label %67, label %55, !llvm.loop !21

67:                                               ; preds = %55, %49
  %68 = phi double [ %45, %49 ], [ %63, %55 ]
  store double %68, ptr %8, align 8
  %69 = call i32 @MPI_Allreduce(ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %70 = load double, ptr %9, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  store double 0.000000e+00, ptr %7, align 8, !tbaa !10
  %71 = zext nneg i32 %4 to i64
  %72 = and i64 %14, 3
  %73 = icmp ult i32 %4, 4
  br i1 %73, label %100, label %74

74:                                               ; preds = %67
  %75 = and i64 %14, 2147483644
  br label %76

76:                                               ; preds = %76, %74
  %77 = phi i64 [ 0, %74 ], [ %95, %76 ]
  %78 = phi double [ 0.000000e+00, %74 ], [ %94, %76 ]
  %79 = phi i64 [ 0, %74 ], [ %96, %76 ]
  %80 = getelementptr inbounds nuw double, ptr %1, i64 %77
  %81 = load double, ptr %80, align 8, !tbaa !10
  %82 = call double @llvm.fmuladd.f64(double %81, double %81, double %78)
  %83 = getelementptr inbounds nuw double, ptr %1, i64 %77
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %85 = load double, ptr %84, align 8, !tbaa !10
  %86 = call double @llvm.fmuladd.f64(double %85, double %85, double %82)
  %87 = getelementptr inbounds nuw double, ptr %1, i64 %77
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 16
  %89 = load double, ptr %88, align 8, !tbaa !10
  %90 = call double @llvm.fmuladd.f64(double %89, double %89, double %86)
  %91 = getelementptr inbounds nuw double, ptr %1, i64 %77
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 24
  %93 = load double, ptr %92, align 8, !tbaa !10
  %94 = call double @llvm.fmuladd.f64(double %93, double %93, double %90)
  %95 = add nuw nsw i64 %77, 4
  %96 = add i64 %79, 4
  %97 = icmp eq i64 %96, %75
  br i1 %97, label %98, label %76, !llvm.loop !14

98:                                               ; preds = %76
  %99 = icmp eq i64 %72, 0
  br i1 %99, label %114, label %100

100:                                              ; preds = %98, %67
  %101 = phi i64 [ 0, %67 ], [ %95, %98 ]
  %102 = phi double [ 0.000000e+00, %67 ], [ %94, %98 ]
  %103 = icmp ne i64 %72, 0
  call void @llvm.assume(i1 %103)
  br label %104

104:                                              ; preds = %104, %100
  %105 = phi i64 [ %101, %100 ], [ %111, %104 ]
  %106 = phi double [ %102, %100 ], [ %110, %104 ]
  %107 = phi i64 [ 0, %100 ], [ %112, %104 ]
  %108 = getelementptr inbounds nuw double, ptr %1, i64 %105
  %109 = load double, ptr %108, align 8, !tbaa !10
  %110 = call double @llvm.fmuladd.f64(double %109, double %109, double %106)
  %111 = add nuw nsw i64 %105, 1
  %112 = add i64 %107, 1
  %113 = icmp eq i64 %112, %72
  br i1 %113, label %114, label %104, !llvm.loop !22

114:                                              ; preds = %104, %98
  %115 = phi double [ %94, %98 ], [ %110, %104 ]
  store double %115, ptr %6, align 8
  %116 = call i32 @MPI_Allreduce(ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %117 = load double, ptr %7, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  %118 = fdiv double %117, %70
  %119 = fneg double %118
  %120 = zext nneg i32 %4 to i64
  %121 = icmp ult i32 %4, 14
  br i1 %121, label %169, label %122

122:                                              ; preds = %114
  %123 = shl nuw nsw i64 %71, 3
  %124 = getelementptr i8, ptr %0, i64 %123
  %125 = getelementptr i8, ptr %1, i64 %123
  %126 = getelementptr i8, ptr %2, i64 %123
  %127 = getelementptr i8, ptr %3, i64 %123
  %128 = icmp ult ptr %0, %125
  %129 = icmp ult ptr %1, %124
  %130 = and i1 %128, %129
  %131 = icmp ult ptr %0, %126
  %132 = icmp ult ptr %2, %124
  %133 = and i1 %131, %132
  %134 = or i1 %130, %133
  %135 = icmp ult ptr %0, %127
  %136 = icmp ult ptr %3, %124
  %137 = and i1 %135, %136
  %138 = or i1 %134, %137
  %139 = icmp ult ptr %1, %126
  %140 = icmp ult ptr %2, %125
  %141 = and i1 %139, %140
  %142 = or i1 %138, %141
  %143 = icmp ult ptr %1, %127
  %144 = icmp ult ptr %3, %125
  %145 = and i1 %143, %144
  %146 = or i1 %142, %145
  br i1 %146, label %169, label %147

147:                                              ; preds = %122
  %148 = and i64 %71, 2147483646
  %149 = insertelement <2 x double> poison, double %119, i64 0
  %150 = shufflevector <2 x double> %149, <2 x double> poison, <2 x i32> zeroinitializer
  %151 = insertelement <2 x double> poison, double %118, i64 0
  %152 = shufflevector <2 x double> %151, <2 x double> poison, <2 x i32> zeroinitializer
  br label %153

153:                                              ; preds = %153, %147
  %154 = phi i64 [ 0, %147 ], [ %165, %153 ]
  %155 = getelementptr inbounds nuw double, ptr %2, i64 %154
  %156 = load <2 x double>, ptr %155, align 8, !tbaa !10, !alias.scope !23
  %157 = getelementptr inbounds nuw double, ptr %0, i64 %154
  %158 = load <2 x double>, ptr %157, align 8, !tbaa !10, !alias.scope !26, !noalias !28
  %159 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> %156, <2 x double> %158)
  store <2 x double> %159, ptr %157, align 8, !tbaa !10, !alias.scope !26, !noalias !28
  %160 = getelementptr inbounds nuw double, ptr %3, i64 %154
  %161 = load <2 x double>, ptr %160, align 8, !tbaa !10, !alias.scope !31
  %162 = getelementptr inbounds nuw double, ptr %1, i64 %154
  %163 = load <2 x double>, ptr %162, align 8, !tbaa !10, !alias.scope !32, !noalias !33
  %164 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> %161, <2 x double> %163)
  store <2 x double> %164, ptr %162, align 8, !tbaa !10, !alias.scope !32, !noalias !33
  %165 = add nuw i64 %154, 2
  %166 = icmp eq i64 %165, %148
  br i1 %166, label %167, label %153, !llvm.loop !34

167:                                              ; preds = %153
  %168 = icmp eq i64 %148, %71
  br i1 %168, label %192, label %169

169:                                              ; preds = %122, %114, %167
  %170 = phi i64 [ 0, %122 ], [ 0, %114 ], [ %148, %167 ]
  %171 = and i64 %14, 1
  %172 = icmp eq i64 %171, 0
  br i1 %172, label %185, label %173

173:                                              ; preds = %169
  %174 = getelementptr inbounds nuw double, ptr %2, i64 %170
  %175 = load double, ptr %174, align 8, !tbaa !10
  %176 = getelementptr inbounds nuw double, ptr %0, i64 %170
  %177 = load double, ptr %176, align 8, !tbaa !10
  %178 = call double @llvm.fmuladd.f64(double %118, double %175, double %177)
  store double %178, ptr %176, align 8, !tbaa !10
  %179 = getelementptr inbounds nuw double, ptr %3, i64 %170
  %180 = load double, ptr %179, align 8, !tbaa !10
  %181 = getelementptr inbounds nuw double, ptr %1, i64 %170
  %182 = load double, ptr %181, align 8, !tbaa !10
  %183 = call double @llvm.fmuladd.f64(double %119, double %180, double %182)
  store double %183, ptr %181, align 8, !tbaa !10
  %184 = or disjoint i64 %170, 1
  br label %185

185:                                              ; preds = %173, %169
  %186 = phi i64 [ %170, %169 ], [ %184, %173 ]
  %187 = add nsw i64 %14, -1
  %188 = icmp eq i64 %170, %187
  br i1 %188, label %192, label %198

189:                                              ; preds = %5
  store double 0.000000e+00, ptr %8, align 8
  %190 = call i32 @MPI_Allreduce(ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  store double 0.000000e+00, ptr %7, align 8, !tbaa !10
  store double 0.000000e+00, ptr %6, align 8
  %191 = call i32 @MPI_Allreduce(ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  br label %247

192:                                              ; preds = %185, %198, %167
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  %193 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %194 = and i64 %14, 3
  %195 = icmp ult i32 %4, 4
  br i1 %195, label %225, label %196

196:                                              ; preds = %192
  %197 = and i64 %14, 2147483644
  br label %256

198:                                              ; preds = %185, %198
  %199 = phi i64 [ %221, %198 ], [ %186, %185 ]
  %200 = getelementptr inbounds nuw double, ptr %2, i64 %199
  %201 = load double, ptr %200, align 8, !tbaa !10
  %202 = getelementptr inbounds nuw double, ptr %0, i64 %199
  %203 = load double, ptr %202, align 8, !tbaa !10
  %204 = call double @llvm.fmuladd.f64(double %118, double %201, double %203)
  store double %204, ptr %202, align 8, !tbaa !10
  %205 = getelementptr inbounds nuw double, ptr %3, i64 %199
  %206 = load double, ptr %205, align 8, !tbaa !10
  %207 = getelementptr inbounds nuw double, ptr %1, i64 %199
  %208 = load double, ptr %207, align 8, !tbaa !10
  %209 = call double @llvm.fmuladd.f64(double %119, double %206, double %208)
  store double %209, ptr %207, align 8, !tbaa !10
  %210 = add nuw nsw i64 %199, 1
  %211 = getelementptr inbounds nuw double, ptr %2, i64 %210
  %212 = load double, ptr %211, align 8, !tbaa !10
  %213 = getelementptr inbounds nuw double, ptr %0, i64 %210
  %214 = load double, ptr %213, align 8, !tbaa !10
  %215 = call double @llvm.fmuladd.f64(double %118, double %212, double %214)
  store double %215, ptr %213, align 8, !tbaa !10
  %216 = getelementptr inbounds nuw double, ptr %3, i64 %210
  %217 = load double, ptr %216, align 8, !tbaa !10
  %218 = getelementptr inbounds nuw double, ptr %1, i64 %210
  %219 = load double, ptr %218, align 8, !tbaa !10
  %220 = call double @llvm.fmuladd.f64(double %119, double %217, double %219)
  store double %220, ptr %218, align 8, !tbaa !10
  %221 = add nuw nsw i64 %199, 2
  %222 = icmp eq i64 %221, %120
  br i1 %222, label %192, label %198, !llvm.loop !35

223:                                              ; preds = %256
  %224 = icmp eq i64 %194, 0
  br i1 %224, label %244, label %225

225:                                              ; preds = %223, %192
  %226 = phi i64 [ 0, %192 ], [ %288, %223 ]
  %227 = phi double [ 0.000000e+00, %192 ], [ %287, %223 ]
  %228 = phi double [ 0.000000e+00, %192 ], [ %284, %223 ]
  %229 = icmp ne i64 %194, 0
  call void @llvm.assume(i1 %229)
  br label %230

230:                                              ; preds = %230, %225
  %231 = phi i64 [ %226, %225 ], [ %241, %230 ]
  %232 = phi double [ %227, %225 ], [ %240, %230 ]
  %233 = phi double [ %228, %225 ], [ %237, %230 ]
  %234 = phi i64 [ 0, %225 ], [ %242, %230 ]
  %235 = getelementptr inbounds nuw double, ptr %0, i64 %231
  %236 = load double, ptr %235, align 8, !tbaa !10
  %237 = fadd double %236, %233
  %238 = getelementptr inbounds nuw double, ptr %1, i64 %231
  %239 = load double, ptr %238, align 8, !tbaa !10
  %240 = call double @llvm.fmuladd.f64(double %239, double %239, double %232)
  %241 = add nuw nsw i64 %231, 1
  %242 = add i64 %234, 1
  %243 = icmp eq i64 %242, %194
  br i1 %243, label %244, label %230, !llvm.loop !36

244:                                              ; preds = %230, %223
  %245 = phi double [ %284, %223 ], [ %237, %230 ]
  %246 = phi double [ %287, %223 ], [ %240, %230 ]
  store double %246, ptr %193, align 8, !tbaa !10
  br label %247

247:                                              ; preds = %189, %244
  %248 = phi double [ %245, %244 ], [ 0.000000e+00, %189 ]
  store double %248, ptr %10, align 16
  %249 = call i32 @MPI_Allreduce(ptr noundef nonnull %10, ptr noundef nonnull %11, i32 noundef 2, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %250 = load double, ptr %11, align 16, !tbaa !10
  %251 = fmul double %250, 0.000000e+00
  %252 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %253 = load double, ptr %252, align 8, !tbaa !10
  %254 = load double, ptr %0, align 8, !tbaa !10
  %255 = call double @llvm.fmuladd.f64(double %251, double %253, double %254)
  store double %255, ptr %0, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  ret void

256:                                              ; preds = %256, %196
  %257 = phi i64 [ 0, %196 ], [ %288, %256 ]
  %258 = phi double [ 0.000000e+00, %196 ], [ %287, %256 ]
  %259 = phi double [ 0.000000e+00, %196 ], [ %284, %256 ]
  %260 = phi i64 [ 0, %196 ], [ %289, %256 ]
  %261 = getelementptr inbounds nuw double, ptr %0, i64 %257
  %262 = load double, ptr %261, align 8, !tbaa !10
  %263 = fadd double %262, %259
  %264 = getelementptr inbounds nuw double, ptr %1, i64 %257
  %265 = load double, ptr %264, align 8, !tbaa !10
  %266 = call double @llvm.fmuladd.f64(double %265, double %265, double %258)
  %267 = or disjoint i64 %257, 1
  %268 = getelementptr inbounds nuw double, ptr %0, i64 %267
  %269 = load double, ptr %268, align 8, !tbaa !10
  %270 = fadd double %269, %263
  %271 = getelementptr inbounds nuw double, ptr %1, i64 %267
  %272 = load double, ptr %271, align 8, !tbaa !10
  %273 = call double @llvm.fmuladd.f64(double %272, double %272, double %266)
  %274 = or disjoint i64 %257, 2
  %275 = getelementptr inbounds nuw double, ptr %0, i64 %274
  %276 = load double, ptr %275, align 8, !tbaa !10
  %277 = fadd double %276, %270
  %278 = getelementptr inbounds nuw double, ptr %1, i64 %274
  %279 = load double, ptr %278, align 8, !tbaa !10
  %280 = call double @llvm.fmuladd.f64(double %279, double %279, double %273)
  %281 = or disjoint i64 %257, 3
  %282 = getelementptr inbounds nuw double, ptr %0, i64 %281
  %283 = load double, ptr %282, align 8, !tbaa !10
  %284 = fadd double %283, %277
  %285 = getelementptr inbounds nuw double, ptr %1, i64 %281
  %286 = load double, ptr %285, align 8, !tbaa !10
  %287 = call double @llvm.fmuladd.f64(double %286, double %286, double %280)
  %288 = add nuw nsw i64 %257, 4
  %289 = add i64 %260, 4
  %290 = icmp eq i64 %289, %197
  br i1 %290, label %223, label %256, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 22.1.8"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !15, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !15, !19, !18}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = !{!29, !24, !30}
!29 = distinct !{!29, !25}
!30 = distinct !{!30, !25}
!31 = !{!30}
!32 = !{!29}
!33 = !{!24, !30}
!34 = distinct !{!34, !15, !18, !19}
!35 = distinct !{!35, !15, !18}
!36 = distinct !{!36, !13}
!37 = distinct !{!37, !15}
