; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable
define void @count_down(ptr noundef captures(none) %0, i64 noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i64 %1, 0
  br i1 %4, label %5, label %18

5:                                                ; preds = %3
  %6 = and i64 %1, 1
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %15, label %8

8:                                                ; preds = %5
  %9 = add nsw i64 %1, -1
  %10 = getelementptr inbounds nuw double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !10
  %12 = fmul double %11, %11
  %13 = tail call double @sin(double noundef %11) #8, !tbaa !6
  %14 = tail call double @llvm.fmuladd.f64(double %12, double %2, double %13)
  store double %14, ptr %10, align 8, !tbaa !10
  br label %15

15:                                               ; preds = %8, %5
  %16 = phi i64 [ %1, %5 ], [ %9, %8 ]
  %17 = icmp eq i64 %1, 1
  br i1 %17, label %18, label %19

18:                                               ; preds = %15, %19, %3
  ret void

19:                                               ; preds = %15, %19
  %20 = phi i64 [ %27, %19 ], [ %16, %15 ]
  %21 = getelementptr double, ptr %0, i64 %20
  %22 = getelementptr i8, ptr %21, i64 -8
  %23 = load double, ptr %22, align 8, !tbaa !10
  %24 = fmul double %23, %23
  %25 = tail call double @sin(double noundef %23) #8, !tbaa !6
  %26 = tail call double @llvm.fmuladd.f64(double %24, double %2, double %25)
  store double %26, ptr %22, align 8, !tbaa !10
  %27 = add nsw i64 %20, -2
  %28 = getelementptr inbounds nuw double, ptr %0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = fmul double %29, %29
  %31 = tail call double @sin(double noundef %29) #8, !tbaa !6
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %2, double %31)
  store double %32, ptr %28, align 8, !tbaa !10
  %33 = icmp sgt i64 %20, 2
  br i1 %33, label %19, label %18, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define double @stride2(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -2
  %7 = lshr i64 %6, 1
  %8 = add nuw i64 %7, 1
  %9 = and i64 %8, 1
  %10 = icmp eq i64 %7, 0
  br i1 %10, label %15, label %11

11:                                               ; preds = %4
  %12 = and i64 %8, -2
  br label %28

13:                                               ; preds = %28
  %14 = icmp eq i64 %9, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %13, %4
  %16 = phi i64 [ 0, %4 ], [ %47, %13 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %46, %13 ]
  %18 = icmp ne i64 %9, 0
  tail call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds nuw double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = tail call double @cos(double noundef %20) #8, !tbaa !6
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %22, double %23)
  %25 = fadd double %17, %24
  br label %26

26:                                               ; preds = %15, %13, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %46, %13 ], [ %25, %15 ]
  ret double %27

28:                                               ; preds = %28, %11
  %29 = phi i64 [ 0, %11 ], [ %47, %28 ]
  %30 = phi double [ 0.000000e+00, %11 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %11 ], [ %48, %28 ]
  %32 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %35 = load double, ptr %34, align 8, !tbaa !10
  %36 = tail call double @cos(double noundef %33) #8, !tbaa !6
  %37 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %36)
  %38 = fadd double %30, %37
  %39 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = getelementptr inbounds nuw i8, ptr %39, i64 24
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = tail call double @cos(double noundef %41) #8, !tbaa !6
  %45 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %44)
  %46 = fadd double %38, %45
  %47 = add nuw nsw i64 %29, 4
  %48 = add nuw nsw i64 %31, 2
  %49 = icmp eq i64 %48, %12
  br i1 %49, label %13, label %28, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define double @unsigned_le(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp ugt i32 %1, %2
  br i1 %4, label %5, label %7

5:                                                ; preds = %7, %3
  %6 = phi double [ 0.000000e+00, %3 ], [ %15, %7 ]
  ret double %6

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %16, %7 ], [ %1, %3 ]
  %9 = phi double [ %15, %7 ], [ 0.000000e+00, %3 ]
  %10 = zext i32 %8 to i64
  %11 = getelementptr inbounds nuw double, ptr %0, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = fmul double %12, 3.000000e-01
  %14 = tail call double @exp(double noundef %13) #8, !tbaa !6
  %15 = tail call double @llvm.fmuladd.f64(double %14, double %12, double %9)
  %16 = add i32 %8, 1
  %17 = icmp ugt i32 %16, %2
  br i1 %17, label %5, label %7, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable
define void @ptr_walk(ptr noundef captures(address) %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = shl i64 %1, 3
  %4 = getelementptr inbounds i8, ptr %0, i64 %3
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %25, label %6

6:                                                ; preds = %2
  %7 = add i64 %3, -8
  %8 = lshr exact i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %10 = and i64 %9, 3
  %11 = and i64 %7, 24
  %12 = icmp eq i64 %11, 24
  br i1 %12, label %22, label %13

13:                                               ; preds = %6, %13
  %14 = phi ptr [ %19, %13 ], [ %0, %6 ]
  %15 = phi i64 [ %20, %13 ], [ 0, %6 ]
  %16 = load double, ptr %14, align 8, !tbaa !10
  %17 = tail call double @sin(double noundef %16) #8, !tbaa !6
  %18 = fmul double %16, %17
  store double %18, ptr %14, align 8, !tbaa !10
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %20 = add i64 %15, 1
  %21 = icmp eq i64 %20, %10
  br i1 %21, label %22, label %13, !llvm.loop !16

22:                                               ; preds = %13, %6
  %23 = phi ptr [ %0, %6 ], [ %19, %13 ]
  %24 = icmp ult i64 %7, 24
  br i1 %24, label %25, label %26

25:                                               ; preds = %22, %26, %2
  ret void

26:                                               ; preds = %22, %26
  %27 = phi ptr [ %43, %26 ], [ %23, %22 ]
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = tail call double @sin(double noundef %28) #8, !tbaa !6
  %30 = fmul double %28, %29
  store double %30, ptr %27, align 8, !tbaa !10
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = tail call double @sin(double noundef %32) #8, !tbaa !6
  %34 = fmul double %32, %33
  store double %34, ptr %31, align 8, !tbaa !10
  %35 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = tail call double @sin(double noundef %36) #8, !tbaa !6
  %38 = fmul double %36, %37
  store double %38, ptr %35, align 8, !tbaa !10
  %39 = getelementptr inbounds nuw i8, ptr %27, i64 24
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = tail call double @sin(double noundef %40) #8, !tbaa !6
  %42 = fmul double %40, %41
  store double %42, ptr %39, align 8, !tbaa !10
  %43 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %44 = icmp eq ptr %43, %4
  br i1 %44, label %25, label %26, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @nested_tri(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %16

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %6

6:                                                ; preds = %4, %35
  %7 = phi i64 [ 0, %4 ], [ %37, %35 ]
  %8 = phi i64 [ 1, %4 ], [ %38, %35 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %36, %35 ]
  %10 = getelementptr inbounds nuw double, ptr %0, i64 %7
  %11 = load double, ptr %10, align 8, !tbaa !10
  %12 = and i64 %8, 3
  %13 = icmp samesign ult i64 %7, 3
  br i1 %13, label %20, label %14

14:                                               ; preds = %6
  %15 = and i64 %8, 9223372036854775804
  br label %40

16:                                               ; preds = %35, %2
  %17 = phi double [ 0.000000e+00, %2 ], [ %36, %35 ]
  ret double %17

18:                                               ; preds = %40
  %19 = icmp eq i64 %12, 0
  br i1 %19, label %35, label %20

20:                                               ; preds = %18, %6
  %21 = phi i64 [ 0, %6 ], [ %63, %18 ]
  %22 = phi double [ %9, %6 ], [ %62, %18 ]
  %23 = icmp ne i64 %12, 0
  tail call void @llvm.assume(i1 %23)
  br label %24

24:                                               ; preds = %24, %20
  %25 = phi i64 [ %21, %20 ], [ %32, %24 ]
  %26 = phi double [ %22, %20 ], [ %31, %24 ]
  %27 = phi i64 [ 0, %20 ], [ %33, %24 ]
  %28 = getelementptr inbounds nuw double, ptr %0, i64 %25
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = fmul double %11, %29
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %29, double %26)
  %32 = add nuw nsw i64 %25, 1
  %33 = add i64 %27, 1
  %34 = icmp eq i64 %33, %12
  br i1 %34, label %35, label %24, !llvm.loop !19

35:                                               ; preds = %24, %18
  %36 = phi double [ %62, %18 ], [ %31, %24 ]
  %37 = add nuw nsw i64 %7, 1
  %38 = add nuw nsw i64 %8, 1
  %39 = icmp eq i64 %37, %5
  br i1 %39, label %16, label %6, !llvm.loop !20

40:                                               ; preds = %40, %14
  %41 = phi i64 [ 0, %14 ], [ %63, %40 ]
  %42 = phi double [ %9, %14 ], [ %62, %40 ]
  %43 = phi i64 [ 0, %14 ], [ %64, %40 ]
  %44 = getelementptr inbounds nuw double, ptr %0, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = fmul double %11, %45
  %47 = tail call double @llvm.fmuladd.f64(double %46, double %45, double %42)
  %48 = getelementptr inbounds nuw double, ptr %0, i64 %41
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fmul double %11, %50
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %50, double %47)
  %53 = getelementptr inbounds nuw double, ptr %0, i64 %41
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = fmul double %11, %55
  %57 = tail call double @llvm.fmuladd.f64(double %56, double %55, double %52)
  %58 = getelementptr inbounds nuw double, ptr %0, i64 %41
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 24
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = fmul double %11, %60
  %62 = tail call double @llvm.fmuladd.f64(double %61, double %60, double %57)
  %63 = add nuw nsw i64 %41, 4
  %64 = add i64 %43, 4
  %65 = icmp eq i64 %64, %15
  br i1 %65, label %18, label %40, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @gs_steps(ptr noundef captures(none) %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %19

5:                                                ; preds = %3
  %6 = icmp sgt i64 %1, 2
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = and i64 %1, 1
  %9 = icmp eq i64 %1, 3
  %10 = and i64 %1, 9223372036854775806
  %11 = add nsw i64 %10, -4
  %12 = icmp eq i64 %8, 0
  %13 = icmp ne i64 %8, 0
  br label %14

14:                                               ; preds = %5, %34
  %15 = phi i32 [ 0, %5 ], [ %35, %34 ]
  br i1 %6, label %16, label %34

16:                                               ; preds = %14
  %17 = load double, ptr %7, align 8, !tbaa !10
  %18 = load double, ptr %0, align 8
  br i1 %9, label %21, label %37

19:                                               ; preds = %34, %3
  ret void

20:                                               ; preds = %37
  br i1 %12, label %34, label %21

21:                                               ; preds = %20, %16
  %22 = phi double [ %18, %16 ], [ %59, %20 ]
  %23 = phi double [ %17, %16 ], [ %55, %20 ]
  %24 = phi i64 [ 1, %16 ], [ %53, %20 ]
  tail call void @llvm.assume(i1 %13)
  %25 = getelementptr inbounds nuw double, ptr %0, i64 %24
  %26 = tail call double @llvm.fmuladd.f64(double %23, double -2.000000e+00, double %22)
  %27 = getelementptr inbounds nuw double, ptr %0, i64 %24
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = fadd double %26, %29
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 2.500000e-01, double %23)
  %32 = fmul double %23, 1.000000e-01
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %23, double %31)
  store double %33, ptr %25, align 8, !tbaa !10
  br label %34

34:                                               ; preds = %21, %20, %14
  %35 = add nuw nsw i32 %15, 1
  %36 = icmp eq i32 %35, %2
  br i1 %36, label %19, label %14, !llvm.loop !22

37:                                               ; preds = %16, %37
  %38 = phi double [ %59, %37 ], [ %18, %16 ]
  %39 = phi double [ %55, %37 ], [ %17, %16 ]
  %40 = phi i64 [ %53, %37 ], [ 1, %16 ]
  %41 = phi i64 [ %60, %37 ], [ 0, %16 ]
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %40
  %43 = tail call double @llvm.fmuladd.f64(double %39, double -2.000000e+00, double %38)
  %44 = add nuw nsw i64 %40, 1
  %45 = getelementptr inbounds nuw double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !10
  %47 = fadd double %43, %46
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 2.500000e-01, double %39)
  %49 = fmul double %39, 1.000000e-01
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %39, double %48)
  store double %50, ptr %42, align 8, !tbaa !10
  %51 = getelementptr inbounds nuw double, ptr %0, i64 %44
  %52 = tail call double @llvm.fmuladd.f64(double %46, double -2.000000e+00, double %50)
  %53 = add nuw nsw i64 %40, 2
  %54 = getelementptr inbounds nuw double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = fadd double %52, %55
  %57 = tail call double @llvm.fmuladd.f64(double %56, double 2.500000e-01, double %46)
  %58 = fmul double %46, 1.000000e-01
  %59 = tail call double @llvm.fmuladd.f64(double %58, double %46, double %57)
  store double %59, ptr %51, align 8, !tbaa !10
  %60 = add i64 %41, 2
  %61 = icmp eq i64 %41, %11
  br i1 %61, label %20, label %37, !llvm.loop !23
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable
define double @square_until_neg(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %18

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %6

6:                                                ; preds = %4, %12
  %7 = phi i64 [ 0, %4 ], [ %16, %12 ]
  %8 = phi double [ 0.000000e+00, %4 ], [ %15, %12 ]
  %9 = getelementptr inbounds nuw double, ptr %0, i64 %7
  %10 = load double, ptr %9, align 8, !tbaa !10
  %11 = fcmp ogt double %10, 0.000000e+00
  br i1 %11, label %12, label %18

12:                                               ; preds = %6
  %13 = fmul double %10, %10
  store double %13, ptr %9, align 8, !tbaa !10
  %14 = tail call double @sin(double noundef %13) #8, !tbaa !6
  %15 = fadd double %8, %14
  %16 = add nuw nsw i64 %7, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %18, label %6, !llvm.loop !24

18:                                               ; preds = %6, %12, %2
  %19 = phi double [ 0.000000e+00, %2 ], [ %15, %12 ], [ %8, %6 ]
  ret double %19
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define double @settle(double noundef %0, i32 noundef %1) local_unnamed_addr #6 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi double [ 5.000000e-01, %2 ], [ %7, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %8, %3 ]
  %6 = fmul double %4, 5.000000e-01
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %4, double %0)
  %8 = add nuw nsw i32 %5, 1
  %9 = icmp slt i32 %8, %1
  %10 = fcmp olt double %7, 1.000000e+02
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %3, label %12, !llvm.loop !25

12:                                               ; preds = %3
  ret double %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @prod6(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4, ptr noundef captures(none) %5, i64 noundef %6) local_unnamed_addr #5 {
  %8 = icmp sgt i64 %6, 0
  br i1 %8, label %9, label %112

9:                                                ; preds = %7
  %10 = icmp ult i64 %6, 18
  br i1 %10, label %110, label %11

11:                                               ; preds = %9
  %12 = shl i64 %6, 3
  %13 = getelementptr i8, ptr %0, i64 %12
  %14 = getelementptr i8, ptr %1, i64 %12
  %15 = getelementptr i8, ptr %2, i64 %12
  %16 = getelementptr i8, ptr %3, i64 %12
  %17 = getelementptr i8, ptr %4, i64 %12
  %18 = getelementptr i8, ptr %5, i64 %12
  %19 = icmp ult ptr %0, %14
  %20 = icmp ult ptr %1, %13
  %21 = and i1 %19, %20
  %22 = icmp ult ptr %0, %15
  %23 = icmp ult ptr %2, %13
  %24 = and i1 %22, %23
  %25 = or i1 %21, %24
  %26 = icmp ult ptr %0, %16
  %27 = icmp ult ptr %3, %13
  %28 = and i1 %26, %27
  %29 = or i1 %25, %28
  %30 = icmp ult ptr %0, %17
  %31 = icmp ult ptr %4, %13
  %32 = and i1 %30, %31
  %33 = or i1 %29, %32
  %34 = icmp ult ptr %0, %18
  %35 = icmp ult ptr %5, %13
  %36 = and i1 %34, %35
  %37 = or i1 %33, %36
  %38 = icmp ult ptr %1, %15
  %39 = icmp ult ptr %2, %14
  %40 = and i1 %38, %39
  %41 = or i1 %37, %40
  %42 = icmp ult ptr %1, %16
  %43 = icmp ult ptr %3, %14
  %44 = and i1 %42, %43
  %45 = or i1 %41, %44
  %46 = icmp ult ptr %1, %17
  %47 = icmp ult ptr %4, %14
  %48 = and i1 %46, %47
  %49 = or i1 %45, %48
  %50 = icmp ult ptr %1, %18
  %51 = icmp ult ptr %5, %14
  %52 = and i1 %50, %51
  %53 = or i1 %49, %52
  %54 = icmp ult ptr %2, %16
  %55 = icmp ult ptr %3, %15
  %56 = and i1 %54, %55
  %57 = or i1 %53, %56
  %58 = icmp ult ptr %2, %17
  %59 = icmp ult ptr %4, %15
  %60 = and i1 %58, %59
  %61 = or i1 %57, %60
  %62 = icmp ult ptr %2, %18
  %63 = icmp ult ptr %5, %15
  %64 = and i1 %62, %63
  %65 = or i1 %61, %64
  %66 = icmp ult ptr %3, %17
  %67 = icmp ult ptr %4, %16
  %68 = and i1 %66, %67
  %69 = or i1 %65, %68
  %70 = icmp ult ptr %3, %18
  %71 = icmp ult ptr %5, %16
  %72 = and i1 %70, %71
  %73 = or i1 %69, %72
  %74 = icmp ult ptr %4, %18
  %75 = icmp ult ptr %5, %17
  %76 = and i1 %74, %75
  %77 = or i1 %73, %76
  br i1 %77, label %110, label %78

78:                                               ; preds = %11
  %79 = and i64 %6, 9223372036854775806
  br label %80

80:                                               ; preds = %80, %78
  %81 = phi i64 [ 0, %78 ], [ %106, %80 ]
  %82 = getelementptr inbounds nuw double, ptr %0, i64 %81
  %83 = load <2 x double>, ptr %82, align 8, !tbaa !10, !alias.scope !26, !noalias !29
  %84 = getelementptr inbounds nuw double, ptr %1, i64 %81
  %85 = load <2 x double>, ptr %84, align 8, !tbaa !10, !alias.scope !35, !noalias !36
  %86 = fmul <2 x double> %83, %85
  %87 = getelementptr inbounds nuw double, ptr %2, i64 %81
  %88 = load <2 x double>, ptr %87, align 8, !tbaa !10, !alias.scope !37, !noalias !38
  %89 = getelementptr inbounds nuw double, ptr %3, i64 %81
  %90 = load <2 x double>, ptr %89, align 8, !tbaa !10, !alias.scope !39, !noalias !40
  %91 = fmul <2 x double> %88, %90
  %92 = fmul <2 x double> %86, %91
  %93 = getelementptr inbounds nuw double, ptr %4, i64 %81
  %94 = load <2 x double>, ptr %93, align 8, !tbaa !10, !alias.scope !41, !noalias !42
  %95 = fmul <2 x double> %94, %92
  %96 = getelementptr inbounds nuw double, ptr %5, i64 %81
  %97 = load <2 x double>, ptr %96, align 8, !tbaa !10, !alias.scope !42
  %98 = fmul <2 x double> %97, %95
  store <2 x double> %98, ptr %82, align 8, !tbaa !10, !alias.scope !26, !noalias !29
  %99 = fadd <2 x double> %86, %98
  store <2 x double> %99, ptr %84, align 8, !tbaa !10, !alias.scope !35, !noalias !36
  %100 = fsub <2 x double> %98, %91
  store <2 x double> %100, ptr %87, align 8, !tbaa !10, !alias.scope !37, !noalias !38
  %101 = load <2 x double>, ptr %93, align 8, !tbaa !10, !alias.scope !41, !noalias !42
  %102 = fmul <2 x double> %98, %101
  store <2 x double> %102, ptr %89, align 8, !tbaa !10, !alias.scope !39, !noalias !40
  %103 = load <2 x double>, ptr %96, align 8, !tbaa !10, !alias.scope !42
  %104 = fmul <2 x double> %98, %103
  store <2 x double> %104, ptr %93, align 8, !tbaa !10, !alias.scope !41, !noalias !42
  %105 = fadd <2 x double> %98, splat (double 1.000000e+00)
  store <2 x double> %105, ptr %96, align 8, !tbaa !10, !alias.scope !42
  %106 = add nuw i64 %81, 2
  %107 = icmp eq i64 %106, %79
  br i1 %107, label %108, label %80, !llvm.loop !43

108:                                              ; preds = %80
  %109 = icmp eq i64 %6, %79
  br i1 %109, label %112, label %110

110:                                              ; preds = %11, %9, %108
  %111 = phi i64 [ 0, %11 ], [ 0, %9 ], [ %79, %108 ]
  br label %113

112:                                              ; preds = %113, %108, %7
  ret void

113:                                              ; preds = %110, %113
  %114 = phi i64 [ %139, %113 ], [ %111, %110 ]
  %115 = getelementptr inbounds nuw double, ptr %0, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !10
  %117 = getelementptr inbounds nuw double, ptr %1, i64 %114
  %118 = load double, ptr %117, align 8, !tbaa !10
  %119 = fmul double %116, %118
  %120 = getelementptr inbounds nuw double, ptr %2, i64 %114
  %121 = load double, ptr %120, align 8, !tbaa !10
  %122 = getelementptr inbounds nuw double, ptr %3, i64 %114
  %123 = load double, ptr %122, align 8, !tbaa !10
  %124 = fmul double %121, %123
  %125 = fmul double %119, %124
  %126 = getelementptr inbounds nuw double, ptr %4, i64 %114
  %127 = load double, ptr %126, align 8, !tbaa !10
  %128 = fmul double %127, %125
  %129 = getelementptr inbounds nuw double, ptr %5, i64 %114
  %130 = load double, ptr %129, align 8, !tbaa !10
  %131 = fmul double %130, %128
  store double %131, ptr %115, align 8, !tbaa !10
  %132 = fadd double %119, %131
  store double %132, ptr %117, align 8, !tbaa !10
  %133 = fsub double %131, %124
  store double %133, ptr %120, align 8, !tbaa !10
  %134 = load double, ptr %126, align 8, !tbaa !10
  %135 = fmul double %131, %134
  store double %135, ptr %122, align 8, !tbaa !10
  %136 = load double, ptr %129, align 8, !tbaa !10
  %137 = fmul double %131, %136
  store double %137, ptr %126, align 8, !tbaa !10
  %138 = fadd double %131, 1.000000e+00
  store double %138, ptr %129, align 8, !tbaa !10
  %139 = add nuw nsw i64 %114, 1
  %140 = icmp eq i64 %139, %6
  br i1 %140, label %112, label %113, !llvm.loop !46
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30, !31, !32, !33, !34}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !28}
!32 = distinct !{!32, !28}
!33 = distinct !{!33, !28}
!34 = distinct !{!34, !28}
!35 = !{!30}
!36 = !{!31, !32, !33, !34}
!37 = !{!31}
!38 = !{!32, !33, !34}
!39 = !{!32}
!40 = !{!33, !34}
!41 = !{!33}
!42 = !{!34}
!43 = distinct !{!43, !13, !44, !45}
!44 = !{!"llvm.loop.isvectorized", i32 1}
!45 = !{!"llvm.loop.unroll.runtime.disable"}
!46 = distinct !{!46, !13, !44}
