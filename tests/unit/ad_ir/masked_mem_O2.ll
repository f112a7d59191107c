; ModuleID = 'masked_mem.c'
source_filename = "masked_mem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@IDX = internal unnamed_addr constant [40 x i32] [i32 3, i32 1, i32 3, i32 0, i32 7, i32 2, i32 2, i32 5, i32 6, i32 4, i32 1, i32 1, i32 0, i32 7, i32 5, i32 3, i32 2, i32 6, i32 6, i32 4, i32 0, i32 5, i32 3, i32 3, i32 7, i32 1, i32 4, i32 4, i32 2, i32 0, i32 6, i32 5, i32 1, i32 7, i32 7, i32 3, i32 4, i32 2, i32 0, i32 6], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @gather_sq(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %13, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %25

11:                                               ; preds = %25
  %12 = icmp eq i64 %7, 0
  br i1 %12, label %24, label %13

13:                                               ; preds = %11, %5
  %14 = phi i64 [ 0, %5 ], [ %45, %11 ]
  %15 = icmp ne i64 %7, 0
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %1, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = fmul double %20, 3.000000e+00
  %22 = fmul double %20, %21
  %23 = getelementptr inbounds nuw double, ptr %0, i64 %14
  store double %22, ptr %23, align 8, !tbaa !10
  br label %24

24:                                               ; preds = %13, %11, %3
  ret void

25:                                               ; preds = %25, %9
  %26 = phi i64 [ 0, %9 ], [ %45, %25 ]
  %27 = phi i64 [ 0, %9 ], [ %46, %25 ]
  %28 = getelementptr inbounds nuw i32, ptr @IDX, i64 %26
  %29 = load i32, ptr %28, align 8, !tbaa !6
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %1, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = fmul double %32, 3.000000e+00
  %34 = fmul double %32, %33
  %35 = getelementptr inbounds nuw double, ptr %0, i64 %26
  store double %34, ptr %35, align 8, !tbaa !10
  %36 = or disjoint i64 %26, 1
  %37 = getelementptr inbounds nuw i32, ptr @IDX, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = fmul double %41, 3.000000e+00
  %43 = fmul double %41, %42
  %44 = getelementptr inbounds nuw double, ptr %0, i64 %36
  store double %43, ptr %44, align 8, !tbaa !10
  %45 = add nuw nsw i64 %26, 2
  %46 = add i64 %27, 2
  %47 = icmp eq i64 %46, %10
  br i1 %47, label %11, label %25, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @scatter_sq(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %13, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %24

11:                                               ; preds = %24
  %12 = icmp eq i64 %7, 0
  br i1 %12, label %23, label %13

13:                                               ; preds = %11, %5
  %14 = phi i64 [ 0, %5 ], [ %42, %11 ]
  %15 = icmp ne i64 %7, 0
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw double, ptr %1, i64 %14
  %17 = load double, ptr %16, align 8, !tbaa !10
  %18 = fmul double %17, %17
  %19 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  store double %18, ptr %22, align 8, !tbaa !10
  br label %23

23:                                               ; preds = %13, %11, %3
  ret void

24:                                               ; preds = %24, %9
  %25 = phi i64 [ 0, %9 ], [ %42, %24 ]
  %26 = phi i64 [ 0, %9 ], [ %43, %24 ]
  %27 = getelementptr inbounds nuw double, ptr %1, i64 %25
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = fmul double %28, %28
  %30 = getelementptr inbounds nuw i32, ptr @IDX, i64 %25
  %31 = load i32, ptr %30, align 8, !tbaa !6
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %0, i64 %32
  store double %29, ptr %33, align 8, !tbaa !10
  %34 = or disjoint i64 %25, 1
  %35 = getelementptr inbounds nuw double, ptr %1, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = fmul double %36, %36
  %38 = getelementptr inbounds nuw i32, ptr @IDX, i64 %34
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %0, i64 %40
  store double %37, ptr %41, align 8, !tbaa !10
  %42 = add nuw nsw i64 %25, 2
  %43 = add i64 %26, 2
  %44 = icmp eq i64 %43, %10
  br i1 %44, label %11, label %24, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @symm_step(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %25

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %14, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %33

12:                                               ; preds = %33
  %13 = icmp eq i64 %8, 0
  br i1 %13, label %25, label %14

14:                                               ; preds = %12, %6
  %15 = phi i64 [ 0, %6 ], [ %53, %12 ]
  %16 = icmp ne i64 %8, 0
  tail call void @llvm.assume(i1 %16)
  %17 = sub nsw i64 39, %15
  %18 = getelementptr inbounds i32, ptr @IDX, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %1, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = fmul double %22, 3.000000e+00
  %24 = getelementptr inbounds nuw double, ptr %0, i64 %15
  store double %23, ptr %24, align 8, !tbaa !10
  br label %25

25:                                               ; preds = %14, %12, %4
  %26 = icmp sgt i32 %3, 0
  br i1 %26, label %27, label %71

27:                                               ; preds = %25
  %28 = zext nneg i32 %3 to i64
  %29 = and i64 %28, 3
  %30 = icmp ult i32 %3, 4
  br i1 %30, label %58, label %31

31:                                               ; preds = %27
  %32 = and i64 %28, 2147483644
  br label %72

33:                                               ; preds = %33, %10
  %34 = phi i64 [ 0, %10 ], [ %53, %33 ]
  %35 = phi i64 [ 0, %10 ], [ %54, %33 ]
  %36 = sub nsw i64 39, %34
  %37 = getelementptr inbounds i32, ptr @IDX, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = fmul double %41, 3.000000e+00
  %43 = getelementptr inbounds nuw double, ptr %0, i64 %34
  store double %42, ptr %43, align 8, !tbaa !10
  %44 = or disjoint i64 %34, 1
  %45 = sub nsw i64 39, %44
  %46 = getelementptr inbounds i32, ptr @IDX, i64 %45
  %47 = load i32, ptr %46, align 8, !tbaa !6
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %1, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fmul double %50, 3.000000e+00
  %52 = getelementptr inbounds nuw double, ptr %0, i64 %44
  store double %51, ptr %52, align 8, !tbaa !10
  %53 = add nuw nsw i64 %34, 2
  %54 = add i64 %35, 2
  %55 = icmp eq i64 %54, %11
  br i1 %55, label %12, label %33, !llvm.loop !15

56:                                               ; preds = %72
  %57 = icmp eq i64 %29, 0
  br i1 %57, label %71, label %58

58:                                               ; preds = %56, %27
  %59 = phi i64 [ 0, %27 ], [ %94, %56 ]
  %60 = icmp ne i64 %29, 0
  tail call void @llvm.assume(i1 %60)
  br label %61

61:                                               ; preds = %61, %58
  %62 = phi i64 [ %59, %58 ], [ %68, %61 ]
  %63 = phi i64 [ 0, %58 ], [ %69, %61 ]
  %64 = getelementptr inbounds nuw i32, ptr @IDX, i64 %62
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  store double 0.000000e+00, ptr %67, align 8, !tbaa !10
  %68 = add nuw nsw i64 %62, 1
  %69 = add i64 %63, 1
  %70 = icmp eq i64 %69, %29
  br i1 %70, label %71, label %61, !llvm.loop !16

71:                                               ; preds = %56, %61, %25
  ret void

72:                                               ; preds = %72, %31
  %73 = phi i64 [ 0, %31 ], [ %94, %72 ]
  %74 = phi i64 [ 0, %31 ], [ %95, %72 ]
  %75 = getelementptr inbounds nuw i32, ptr @IDX, i64 %73
  %76 = load i32, ptr %75, align 16, !tbaa !6
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  store double 0.000000e+00, ptr %78, align 8, !tbaa !10
  %79 = getelementptr inbounds nuw i32, ptr @IDX, i64 %73
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 4
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  store double 0.000000e+00, ptr %83, align 8, !tbaa !10
  %84 = getelementptr inbounds nuw i32, ptr @IDX, i64 %73
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 8
  %86 = load i32, ptr %85, align 8, !tbaa !6
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  store double 0.000000e+00, ptr %88, align 8, !tbaa !10
  %89 = getelementptr inbounds nuw i32, ptr @IDX, i64 %73
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 12
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  store double 0.000000e+00, ptr %93, align 8, !tbaa !10
  %94 = add nuw nsw i64 %73, 4
  %95 = add i64 %74, 4
  %96 = icmp eq i64 %95, %32
  br i1 %96, label %56, label %72, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_store(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %25

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %3, 1
  br i1 %9, label %14, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %26

12:                                               ; preds = %47
  %13 = icmp eq i64 %8, 0
  br i1 %13, label %25, label %14

14:                                               ; preds = %12, %6
  %15 = phi i64 [ 0, %6 ], [ %48, %12 ]
  %16 = icmp ne i64 %8, 0
  tail call void @llvm.assume(i1 %16)
  %17 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = fcmp ogt double %18, 0.000000e+00
  br i1 %19, label %20, label %25

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw double, ptr %1, i64 %15
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = fmul double %22, %22
  %24 = getelementptr inbounds nuw double, ptr %0, i64 %15
  store double %23, ptr %24, align 8, !tbaa !10
  br label %25

25:                                               ; preds = %12, %20, %14, %4
  ret void

26:                                               ; preds = %47, %10
  %27 = phi i64 [ 0, %10 ], [ %48, %47 ]
  %28 = phi i64 [ 0, %10 ], [ %49, %47 ]
  %29 = getelementptr inbounds nuw double, ptr %2, i64 %27
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = fcmp ogt double %30, 0.000000e+00
  br i1 %31, label %32, label %37

32:                                               ; preds = %26
  %33 = getelementptr inbounds nuw double, ptr %1, i64 %27
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = fmul double %34, %34
  %36 = getelementptr inbounds nuw double, ptr %0, i64 %27
  store double %35, ptr %36, align 8, !tbaa !10
  br label %37

37:                                               ; preds = %26, %32
  %38 = or disjoint i64 %27, 1
  %39 = getelementptr inbounds nuw double, ptr %2, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = fcmp ogt double %40, 0.000000e+00
  br i1 %41, label %42, label %47

42:                                               ; preds = %37
  %43 = getelementptr inbounds nuw double, ptr %1, i64 %38
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = fmul double %44, %44
  %46 = getelementptr inbounds nuw double, ptr %0, i64 %38
  store double %45, ptr %46, align 8, !tbaa !10
  br label %47

47:                                               ; preds = %42, %37
  %48 = add nuw nsw i64 %27, 2
  %49 = add i64 %28, 2
  %50 = icmp eq i64 %49, %11
  br i1 %50, label %12, label %26, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_load(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %32

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %3, 1
  br i1 %9, label %14, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %33

12:                                               ; preds = %64
  %13 = icmp eq i64 %8, 0
  br i1 %13, label %32, label %14

14:                                               ; preds = %12, %6
  %15 = phi i64 [ 0, %6 ], [ %67, %12 ]
  %16 = icmp ne i64 %8, 0
  tail call void @llvm.assume(i1 %16)
  %17 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = fcmp ogt double %18, 0.000000e+00
  br i1 %19, label %23, label %20

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw double, ptr %0, i64 %15
  %22 = load double, ptr %21, align 8, !tbaa !10
  br label %29

23:                                               ; preds = %14
  %24 = getelementptr inbounds nuw double, ptr %1, i64 %15
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = getelementptr inbounds nuw double, ptr %0, i64 %15
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = fmul double %25, %27
  br label %29

29:                                               ; preds = %23, %20
  %30 = phi double [ %28, %23 ], [ %22, %20 ]
  %31 = getelementptr inbounds nuw double, ptr %0, i64 %15
  store double %30, ptr %31, align 8, !tbaa !10
  br label %32

32:                                               ; preds = %29, %12, %4
  ret void

33:                                               ; preds = %64, %10
  %34 = phi i64 [ 0, %10 ], [ %67, %64 ]
  %35 = phi i64 [ 0, %10 ], [ %68, %64 ]
  %36 = getelementptr inbounds nuw double, ptr %2, i64 %34
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = fcmp ogt double %37, 0.000000e+00
  br i1 %38, label %39, label %45

39:                                               ; preds = %33
  %40 = getelementptr inbounds nuw double, ptr %1, i64 %34
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %34
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = fmul double %41, %43
  br label %48

45:                                               ; preds = %33
  %46 = getelementptr inbounds nuw double, ptr %0, i64 %34
  %47 = load double, ptr %46, align 8, !tbaa !10
  br label %48

48:                                               ; preds = %45, %39
  %49 = phi double [ %44, %39 ], [ %47, %45 ]
  %50 = getelementptr inbounds nuw double, ptr %0, i64 %34
  store double %49, ptr %50, align 8, !tbaa !10
  %51 = or disjoint i64 %34, 1
  %52 = getelementptr inbounds nuw double, ptr %2, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !10
  %54 = fcmp ogt double %53, 0.000000e+00
  br i1 %54, label %58, label %55

55:                                               ; preds = %48
  %56 = getelementptr inbounds nuw double, ptr %0, i64 %51
  %57 = load double, ptr %56, align 8, !tbaa !10
  br label %64

58:                                               ; preds = %48
  %59 = getelementptr inbounds nuw double, ptr %1, i64 %51
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = getelementptr inbounds nuw double, ptr %0, i64 %51
  %62 = load double, ptr %61, align 8, !tbaa !10
  %63 = fmul double %60, %62
  br label %64

64:                                               ; preds = %58, %55
  %65 = phi double [ %63, %58 ], [ %57, %55 ]
  %66 = getelementptr inbounds nuw double, ptr %0, i64 %51
  store double %65, ptr %66, align 8, !tbaa !10
  %67 = add nuw nsw i64 %34, 2
  %68 = add i64 %35, 2
  %69 = icmp eq i64 %68, %11
  br i1 %69, label %12, label %33, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_gather(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %29

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %3, 1
  br i1 %9, label %14, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %30

12:                                               ; preds = %59
  %13 = icmp eq i64 %8, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %12, %6
  %15 = phi i64 [ 0, %6 ], [ %60, %12 ]
  %16 = icmp ne i64 %8, 0
  tail call void @llvm.assume(i1 %16)
  %17 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = fcmp ogt double %18, 0.000000e+00
  br i1 %19, label %20, label %29

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw i32, ptr @IDX, i64 %15
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = getelementptr inbounds nuw double, ptr %0, i64 %15
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %25, double %27)
  store double %28, ptr %26, align 8, !tbaa !10
  br label %29

29:                                               ; preds = %12, %20, %14, %4
  ret void

30:                                               ; preds = %59, %10
  %31 = phi i64 [ 0, %10 ], [ %60, %59 ]
  %32 = phi i64 [ 0, %10 ], [ %61, %59 ]
  %33 = getelementptr inbounds nuw double, ptr %2, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = fcmp ogt double %34, 0.000000e+00
  br i1 %35, label %36, label %45

36:                                               ; preds = %30
  %37 = getelementptr inbounds nuw i32, ptr @IDX, i64 %31
  %38 = load i32, ptr %37, align 8, !tbaa !6
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %31
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %43)
  store double %44, ptr %42, align 8, !tbaa !10
  br label %45

45:                                               ; preds = %30, %36
  %46 = or disjoint i64 %31, 1
  %47 = getelementptr inbounds nuw double, ptr %2, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fcmp ogt double %48, 0.000000e+00
  br i1 %49, label %50, label %59

50:                                               ; preds = %45
  %51 = getelementptr inbounds nuw i32, ptr @IDX, i64 %46
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %1, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = getelementptr inbounds nuw double, ptr %0, i64 %46
  %57 = load double, ptr %56, align 8, !tbaa !10
  %58 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %57)
  store double %58, ptr %56, align 8, !tbaa !10
  br label %59

59:                                               ; preds = %50, %45
  %60 = add nuw nsw i64 %31, 2
  %61 = add i64 %32, 2
  %62 = icmp eq i64 %61, %11
  br i1 %62, label %12, label %30, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
