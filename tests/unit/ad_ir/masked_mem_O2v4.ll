; ModuleID = 'masked_mem.c'
source_filename = "masked_mem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@IDX = internal unnamed_addr constant [40 x i32] [i32 3, i32 1, i32 3, i32 0, i32 7, i32 2, i32 2, i32 5, i32 6, i32 4, i32 1, i32 1, i32 0, i32 7, i32 5, i32 3, i32 2, i32 6, i32 6, i32 4, i32 0, i32 5, i32 3, i32 3, i32 7, i32 1, i32 4, i32 4, i32 2, i32 0, i32 6, i32 5, i32 1, i32 7, i32 7, i32 3, i32 4, i32 2, i32 0, i32 6], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @gather_sq(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %72

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %70, label %8

8:                                                ; preds = %5
  %9 = icmp ult i32 %2, 16
  br i1 %9, label %53, label %10

10:                                               ; preds = %8
  %11 = and i64 %6, 12
  %12 = and i64 %6, 2147483632
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i64 [ 0, %10 ], [ %47, %13 ]
  %15 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %15, i64 48
  %19 = load <4 x i32>, ptr %15, align 16, !tbaa !6
  %20 = load <4 x i32>, ptr %16, align 16, !tbaa !6
  %21 = load <4 x i32>, ptr %17, align 16, !tbaa !6
  %22 = load <4 x i32>, ptr %18, align 16, !tbaa !6
  %23 = sext <4 x i32> %19 to <4 x i64>
  %24 = sext <4 x i32> %20 to <4 x i64>
  %25 = sext <4 x i32> %21 to <4 x i64>
  %26 = sext <4 x i32> %22 to <4 x i64>
  %27 = getelementptr inbounds double, ptr %1, <4 x i64> %23
  %28 = getelementptr inbounds double, ptr %1, <4 x i64> %24
  %29 = getelementptr inbounds double, ptr %1, <4 x i64> %25
  %30 = getelementptr inbounds double, ptr %1, <4 x i64> %26
  %31 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %27, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %32 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %28, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %33 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %29, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %34 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %30, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %35 = fmul <4 x double> %31, splat (double 3.000000e+00)
  %36 = fmul <4 x double> %32, splat (double 3.000000e+00)
  %37 = fmul <4 x double> %33, splat (double 3.000000e+00)
  %38 = fmul <4 x double> %34, splat (double 3.000000e+00)
  %39 = fmul <4 x double> %31, %35
  %40 = fmul <4 x double> %32, %36
  %41 = fmul <4 x double> %33, %37
  %42 = fmul <4 x double> %34, %38
  %43 = getelementptr inbounds nuw double, ptr %0, i64 %14
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 32
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 64
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 96
  store <4 x double> %39, ptr %43, align 8, !tbaa !10
  store <4 x double> %40, ptr %44, align 8, !tbaa !10
  store <4 x double> %41, ptr %45, align 8, !tbaa !10
  store <4 x double> %42, ptr %46, align 8, !tbaa !10
  %47 = add nuw i64 %14, 16
  %48 = icmp eq i64 %47, %12
  br i1 %48, label %49, label %13, !llvm.loop !12

49:                                               ; preds = %13
  %50 = icmp eq i64 %12, %6
  br i1 %50, label %72, label %51

51:                                               ; preds = %49
  %52 = icmp eq i64 %11, 0
  br i1 %52, label %70, label %53, !prof !16

53:                                               ; preds = %8, %51
  %54 = phi i64 [ %12, %51 ], [ 0, %8 ]
  %55 = and i64 %6, 2147483644
  br label %56

56:                                               ; preds = %56, %53
  %57 = phi i64 [ %54, %53 ], [ %66, %56 ]
  %58 = getelementptr inbounds nuw i32, ptr @IDX, i64 %57
  %59 = load <4 x i32>, ptr %58, align 16, !tbaa !6
  %60 = sext <4 x i32> %59 to <4 x i64>
  %61 = getelementptr inbounds double, ptr %1, <4 x i64> %60
  %62 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %61, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %63 = fmul <4 x double> %62, splat (double 3.000000e+00)
  %64 = fmul <4 x double> %62, %63
  %65 = getelementptr inbounds nuw double, ptr %0, i64 %57
  store <4 x double> %64, ptr %65, align 8, !tbaa !10
  %66 = add nuw i64 %57, 4
  %67 = icmp eq i64 %66, %55
  br i1 %67, label %68, label %56, !llvm.loop !17

68:                                               ; preds = %56
  %69 = icmp eq i64 %55, %6
  br i1 %69, label %72, label %70

70:                                               ; preds = %5, %51, %68
  %71 = phi i64 [ 0, %5 ], [ %12, %51 ], [ %55, %68 ]
  br label %73

72:                                               ; preds = %73, %49, %68, %3
  ret void

73:                                               ; preds = %70, %73
  %74 = phi i64 [ %83, %73 ], [ %71, %70 ]
  %75 = getelementptr inbounds nuw i32, ptr @IDX, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %1, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !10
  %80 = fmul double %79, 3.000000e+00
  %81 = fmul double %79, %80
  %82 = getelementptr inbounds nuw double, ptr %0, i64 %74
  store double %81, ptr %82, align 8, !tbaa !10
  %83 = add nuw nsw i64 %74, 1
  %84 = icmp eq i64 %83, %6
  br i1 %84, label %72, label %73, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @scatter_sq(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %67

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %65, label %8

8:                                                ; preds = %5
  %9 = icmp ult i32 %2, 16
  br i1 %9, label %49, label %10

10:                                               ; preds = %8
  %11 = and i64 %6, 12
  %12 = and i64 %6, 2147483632
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i64 [ 0, %10 ], [ %43, %13 ]
  %15 = getelementptr inbounds nuw double, ptr %1, i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 64
  %18 = getelementptr inbounds nuw i8, ptr %15, i64 96
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !10
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !10
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !10
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = fmul <4 x double> %19, %19
  %24 = fmul <4 x double> %20, %20
  %25 = fmul <4 x double> %21, %21
  %26 = fmul <4 x double> %22, %22
  %27 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %30 = getelementptr inbounds nuw i8, ptr %27, i64 48
  %31 = load <4 x i32>, ptr %27, align 16, !tbaa !6
  %32 = load <4 x i32>, ptr %28, align 16, !tbaa !6
  %33 = load <4 x i32>, ptr %29, align 16, !tbaa !6
  %34 = load <4 x i32>, ptr %30, align 16, !tbaa !6
  %35 = sext <4 x i32> %31 to <4 x i64>
  %36 = sext <4 x i32> %32 to <4 x i64>
  %37 = sext <4 x i32> %33 to <4 x i64>
  %38 = sext <4 x i32> %34 to <4 x i64>
  %39 = getelementptr inbounds double, ptr %0, <4 x i64> %35
  %40 = getelementptr inbounds double, ptr %0, <4 x i64> %36
  %41 = getelementptr inbounds double, ptr %0, <4 x i64> %37
  %42 = getelementptr inbounds double, ptr %0, <4 x i64> %38
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %23, <4 x ptr> align 8 %39, <4 x i1> splat (i1 true)), !tbaa !10
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %24, <4 x ptr> align 8 %40, <4 x i1> splat (i1 true)), !tbaa !10
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %25, <4 x ptr> align 8 %41, <4 x i1> splat (i1 true)), !tbaa !10
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %26, <4 x ptr> align 8 %42, <4 x i1> splat (i1 true)), !tbaa !10
  %43 = add nuw i64 %14, 16
  %44 = icmp eq i64 %43, %12
  br i1 %44, label %45, label %13, !llvm.loop !19

45:                                               ; preds = %13
  %46 = icmp eq i64 %12, %6
  br i1 %46, label %67, label %47

47:                                               ; preds = %45
  %48 = icmp eq i64 %11, 0
  br i1 %48, label %65, label %49, !prof !16

49:                                               ; preds = %8, %47
  %50 = phi i64 [ %12, %47 ], [ 0, %8 ]
  %51 = and i64 %6, 2147483644
  br label %52

52:                                               ; preds = %52, %49
  %53 = phi i64 [ %50, %49 ], [ %61, %52 ]
  %54 = getelementptr inbounds nuw double, ptr %1, i64 %53
  %55 = load <4 x double>, ptr %54, align 8, !tbaa !10
  %56 = fmul <4 x double> %55, %55
  %57 = getelementptr inbounds nuw i32, ptr @IDX, i64 %53
  %58 = load <4 x i32>, ptr %57, align 16, !tbaa !6
  %59 = sext <4 x i32> %58 to <4 x i64>
  %60 = getelementptr inbounds double, ptr %0, <4 x i64> %59
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %56, <4 x ptr> align 8 %60, <4 x i1> splat (i1 true)), !tbaa !10
  %61 = add nuw i64 %53, 4
  %62 = icmp eq i64 %61, %51
  br i1 %62, label %63, label %52, !llvm.loop !20

63:                                               ; preds = %52
  %64 = icmp eq i64 %51, %6
  br i1 %64, label %67, label %65

65:                                               ; preds = %5, %47, %63
  %66 = phi i64 [ 0, %5 ], [ %12, %47 ], [ %51, %63 ]
  br label %68

67:                                               ; preds = %68, %45, %63, %3
  ret void

68:                                               ; preds = %65, %68
  %69 = phi i64 [ %77, %68 ], [ %66, %65 ]
  %70 = getelementptr inbounds nuw double, ptr %1, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !10
  %72 = fmul double %71, %71
  %73 = getelementptr inbounds nuw i32, ptr @IDX, i64 %69
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %0, i64 %75
  store double %72, ptr %76, align 8, !tbaa !10
  %77 = add nuw nsw i64 %69, 1
  %78 = icmp eq i64 %77, %6
  br i1 %78, label %67, label %68, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @symm_step(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %77

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %75, label %9

9:                                                ; preds = %6
  %10 = icmp ult i32 %2, 16
  br i1 %10, label %56, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 12
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %50, %14 ]
  %16 = sub nsw i64 39, %15
  %17 = getelementptr inbounds i32, ptr @IDX, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 -12
  %19 = getelementptr inbounds i8, ptr %17, i64 -28
  %20 = getelementptr inbounds i8, ptr %17, i64 -44
  %21 = getelementptr inbounds i8, ptr %17, i64 -60
  %22 = load <4 x i32>, ptr %18, align 16, !tbaa !6
  %23 = load <4 x i32>, ptr %19, align 16, !tbaa !6
  %24 = load <4 x i32>, ptr %20, align 16, !tbaa !6
  %25 = load <4 x i32>, ptr %21, align 16, !tbaa !6
  %26 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %27 = shufflevector <4 x i32> %23, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %28 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %29 = shufflevector <4 x i32> %25, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %30 = sext <4 x i32> %26 to <4 x i64>
  %31 = sext <4 x i32> %27 to <4 x i64>
  %32 = sext <4 x i32> %28 to <4 x i64>
  %33 = sext <4 x i32> %29 to <4 x i64>
  %34 = getelementptr inbounds double, ptr %1, <4 x i64> %30
  %35 = getelementptr inbounds double, ptr %1, <4 x i64> %31
  %36 = getelementptr inbounds double, ptr %1, <4 x i64> %32
  %37 = getelementptr inbounds double, ptr %1, <4 x i64> %33
  %38 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %34, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %39 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %35, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %40 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %36, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %41 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %37, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %42 = fmul <4 x double> %38, splat (double 3.000000e+00)
  %43 = fmul <4 x double> %39, splat (double 3.000000e+00)
  %44 = fmul <4 x double> %40, splat (double 3.000000e+00)
  %45 = fmul <4 x double> %41, splat (double 3.000000e+00)
  %46 = getelementptr inbounds nuw double, ptr %0, i64 %15
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 32
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 64
  %49 = getelementptr inbounds nuw i8, ptr %46, i64 96
  store <4 x double> %42, ptr %46, align 8, !tbaa !10
  store <4 x double> %43, ptr %47, align 8, !tbaa !10
  store <4 x double> %44, ptr %48, align 8, !tbaa !10
  store <4 x double> %45, ptr %49, align 8, !tbaa !10
  %50 = add nuw i64 %15, 16
  %51 = icmp eq i64 %50, %13
  br i1 %51, label %52, label %14, !llvm.loop !22

52:                                               ; preds = %14
  %53 = icmp eq i64 %13, %7
  br i1 %53, label %77, label %54

54:                                               ; preds = %52
  %55 = icmp eq i64 %12, 0
  br i1 %55, label %75, label %56, !prof !16

56:                                               ; preds = %9, %54
  %57 = phi i64 [ %13, %54 ], [ 0, %9 ]
  %58 = and i64 %7, 2147483644
  br label %59

59:                                               ; preds = %59, %56
  %60 = phi i64 [ %57, %56 ], [ %71, %59 ]
  %61 = sub nsw i64 39, %60
  %62 = getelementptr inbounds i32, ptr @IDX, i64 %61
  %63 = getelementptr inbounds i8, ptr %62, i64 -12
  %64 = load <4 x i32>, ptr %63, align 16, !tbaa !6
  %65 = shufflevector <4 x i32> %64, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %66 = sext <4 x i32> %65 to <4 x i64>
  %67 = getelementptr inbounds double, ptr %1, <4 x i64> %66
  %68 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %67, <4 x i1> splat (i1 true), <4 x double> poison), !tbaa !10
  %69 = fmul <4 x double> %68, splat (double 3.000000e+00)
  %70 = getelementptr inbounds nuw double, ptr %0, i64 %60
  store <4 x double> %69, ptr %70, align 8, !tbaa !10
  %71 = add nuw i64 %60, 4
  %72 = icmp eq i64 %71, %58
  br i1 %72, label %73, label %59, !llvm.loop !23

73:                                               ; preds = %59
  %74 = icmp eq i64 %58, %7
  br i1 %74, label %77, label %75

75:                                               ; preds = %6, %54, %73
  %76 = phi i64 [ 0, %6 ], [ %13, %54 ], [ %58, %73 ]
  br label %126

77:                                               ; preds = %126, %52, %73, %4
  %78 = icmp sgt i32 %3, 0
  br i1 %78, label %79, label %138

79:                                               ; preds = %77
  %80 = zext nneg i32 %3 to i64
  %81 = icmp ult i32 %3, 4
  br i1 %81, label %124, label %82

82:                                               ; preds = %79
  %83 = icmp ult i32 %3, 16
  br i1 %83, label %111, label %84

84:                                               ; preds = %82
  %85 = and i64 %80, 12
  %86 = and i64 %80, 2147483632
  br label %87

87:                                               ; preds = %87, %84
  %88 = phi i64 [ 0, %84 ], [ %105, %87 ]
  %89 = getelementptr inbounds nuw i32, ptr @IDX, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 16
  %91 = getelementptr inbounds nuw i8, ptr %89, i64 32
  %92 = getelementptr inbounds nuw i8, ptr %89, i64 48
  %93 = load <4 x i32>, ptr %89, align 16, !tbaa !6
  %94 = load <4 x i32>, ptr %90, align 16, !tbaa !6
  %95 = load <4 x i32>, ptr %91, align 16, !tbaa !6
  %96 = load <4 x i32>, ptr %92, align 16, !tbaa !6
  %97 = sext <4 x i32> %93 to <4 x i64>
  %98 = sext <4 x i32> %94 to <4 x i64>
  %99 = sext <4 x i32> %95 to <4 x i64>
  %100 = sext <4 x i32> %96 to <4 x i64>
  %101 = getelementptr inbounds double, ptr %0, <4 x i64> %97
  %102 = getelementptr inbounds double, ptr %0, <4 x i64> %98
  %103 = getelementptr inbounds double, ptr %0, <4 x i64> %99
  %104 = getelementptr inbounds double, ptr %0, <4 x i64> %100
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> zeroinitializer, <4 x ptr> align 8 %101, <4 x i1> splat (i1 true)), !tbaa !10
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> zeroinitializer, <4 x ptr> align 8 %102, <4 x i1> splat (i1 true)), !tbaa !10
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> zeroinitializer, <4 x ptr> align 8 %103, <4 x i1> splat (i1 true)), !tbaa !10
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> zeroinitializer, <4 x ptr> align 8 %104, <4 x i1> splat (i1 true)), !tbaa !10
  %105 = add nuw i64 %88, 16
  %106 = icmp eq i64 %105, %86
  br i1 %106, label %107, label %87, !llvm.loop !24

107:                                              ; preds = %87
  %108 = icmp eq i64 %86, %80
  br i1 %108, label %138, label %109

109:                                              ; preds = %107
  %110 = icmp eq i64 %85, 0
  br i1 %110, label %124, label %111, !prof !16

111:                                              ; preds = %82, %109
  %112 = phi i64 [ %86, %109 ], [ 0, %82 ]
  %113 = and i64 %80, 2147483644
  br label %114

114:                                              ; preds = %114, %111
  %115 = phi i64 [ %112, %111 ], [ %120, %114 ]
  %116 = getelementptr inbounds nuw i32, ptr @IDX, i64 %115
  %117 = load <4 x i32>, ptr %116, align 16, !tbaa !6
  %118 = sext <4 x i32> %117 to <4 x i64>
  %119 = getelementptr inbounds double, ptr %0, <4 x i64> %118
  tail call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> zeroinitializer, <4 x ptr> align 8 %119, <4 x i1> splat (i1 true)), !tbaa !10
  %120 = add nuw i64 %115, 4
  %121 = icmp eq i64 %120, %113
  br i1 %121, label %122, label %114, !llvm.loop !25

122:                                              ; preds = %114
  %123 = icmp eq i64 %113, %80
  br i1 %123, label %138, label %124

124:                                              ; preds = %79, %109, %122
  %125 = phi i64 [ 0, %79 ], [ %86, %109 ], [ %113, %122 ]
  br label %139

126:                                              ; preds = %75, %126
  %127 = phi i64 [ %136, %126 ], [ %76, %75 ]
  %128 = sub nsw i64 39, %127
  %129 = getelementptr inbounds i32, ptr @IDX, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !6
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds double, ptr %1, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !10
  %134 = fmul double %133, 3.000000e+00
  %135 = getelementptr inbounds nuw double, ptr %0, i64 %127
  store double %134, ptr %135, align 8, !tbaa !10
  %136 = add nuw nsw i64 %127, 1
  %137 = icmp eq i64 %136, %7
  br i1 %137, label %77, label %126, !llvm.loop !26

138:                                              ; preds = %139, %107, %122, %77
  ret void

139:                                              ; preds = %124, %139
  %140 = phi i64 [ %145, %139 ], [ %125, %124 ]
  %141 = getelementptr inbounds nuw i32, ptr @IDX, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds double, ptr %0, i64 %143
  store double 0.000000e+00, ptr %144, align 8, !tbaa !10
  %145 = add nuw nsw i64 %140, 1
  %146 = icmp eq i64 %145, %80
  br i1 %146, label %138, label %139, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_store(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %68

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 4
  br i1 %8, label %66, label %9

9:                                                ; preds = %6
  %10 = icmp ult i32 %3, 16
  br i1 %10, label %50, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 12
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %44, %14 ]
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 96
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !10
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !10
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = fcmp ogt <4 x double> %20, zeroinitializer
  %25 = fcmp ogt <4 x double> %21, zeroinitializer
  %26 = fcmp ogt <4 x double> %22, zeroinitializer
  %27 = fcmp ogt <4 x double> %23, zeroinitializer
  %28 = getelementptr double, ptr %1, i64 %15
  %29 = getelementptr i8, ptr %28, i64 32
  %30 = getelementptr i8, ptr %28, i64 64
  %31 = getelementptr i8, ptr %28, i64 96
  %32 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %28, <4 x i1> %24, <4 x double> poison), !tbaa !10
  %33 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %29, <4 x i1> %25, <4 x double> poison), !tbaa !10
  %34 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %30, <4 x i1> %26, <4 x double> poison), !tbaa !10
  %35 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %31, <4 x i1> %27, <4 x double> poison), !tbaa !10
  %36 = fmul <4 x double> %32, %32
  %37 = fmul <4 x double> %33, %33
  %38 = fmul <4 x double> %34, %34
  %39 = fmul <4 x double> %35, %35
  %40 = getelementptr double, ptr %0, i64 %15
  %41 = getelementptr i8, ptr %40, i64 32
  %42 = getelementptr i8, ptr %40, i64 64
  %43 = getelementptr i8, ptr %40, i64 96
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %36, ptr align 8 %40, <4 x i1> %24), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %37, ptr align 8 %41, <4 x i1> %25), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %38, ptr align 8 %42, <4 x i1> %26), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %39, ptr align 8 %43, <4 x i1> %27), !tbaa !10
  %44 = add nuw i64 %15, 16
  %45 = icmp eq i64 %44, %13
  br i1 %45, label %46, label %14, !llvm.loop !28

46:                                               ; preds = %14
  %47 = icmp eq i64 %13, %7
  br i1 %47, label %68, label %48

48:                                               ; preds = %46
  %49 = icmp eq i64 %12, 0
  br i1 %49, label %66, label %50, !prof !16

50:                                               ; preds = %9, %48
  %51 = phi i64 [ %13, %48 ], [ 0, %9 ]
  %52 = and i64 %7, 2147483644
  br label %53

53:                                               ; preds = %53, %50
  %54 = phi i64 [ %51, %50 ], [ %62, %53 ]
  %55 = getelementptr inbounds nuw double, ptr %2, i64 %54
  %56 = load <4 x double>, ptr %55, align 8, !tbaa !10
  %57 = fcmp ogt <4 x double> %56, zeroinitializer
  %58 = getelementptr double, ptr %1, i64 %54
  %59 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %58, <4 x i1> %57, <4 x double> poison), !tbaa !10
  %60 = fmul <4 x double> %59, %59
  %61 = getelementptr double, ptr %0, i64 %54
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %60, ptr align 8 %61, <4 x i1> %57), !tbaa !10
  %62 = add nuw i64 %54, 4
  %63 = icmp eq i64 %62, %52
  br i1 %63, label %64, label %53, !llvm.loop !29

64:                                               ; preds = %53
  %65 = icmp eq i64 %52, %7
  br i1 %65, label %68, label %66

66:                                               ; preds = %6, %48, %64
  %67 = phi i64 [ 0, %6 ], [ %13, %48 ], [ %52, %64 ]
  br label %69

68:                                               ; preds = %79, %46, %64, %4
  ret void

69:                                               ; preds = %66, %79
  %70 = phi i64 [ %80, %79 ], [ %67, %66 ]
  %71 = getelementptr inbounds nuw double, ptr %2, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = fcmp ogt double %72, 0.000000e+00
  br i1 %73, label %74, label %79

74:                                               ; preds = %69
  %75 = getelementptr inbounds nuw double, ptr %1, i64 %70
  %76 = load double, ptr %75, align 8, !tbaa !10
  %77 = fmul double %76, %76
  %78 = getelementptr inbounds nuw double, ptr %0, i64 %70
  store double %77, ptr %78, align 8, !tbaa !10
  br label %79

79:                                               ; preds = %69, %74
  %80 = add nuw nsw i64 %70, 1
  %81 = icmp eq i64 %80, %7
  br i1 %81, label %68, label %69, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_load(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %88

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 4
  br i1 %8, label %86, label %9

9:                                                ; preds = %6
  %10 = icmp ult i32 %3, 16
  br i1 %10, label %66, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 12
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %60, %14 ]
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 96
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !10
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !10
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = fcmp ogt <4 x double> %20, zeroinitializer
  %25 = fcmp ogt <4 x double> %21, zeroinitializer
  %26 = fcmp ogt <4 x double> %22, zeroinitializer
  %27 = fcmp ogt <4 x double> %23, zeroinitializer
  %28 = xor <4 x i1> %24, splat (i1 true)
  %29 = xor <4 x i1> %25, splat (i1 true)
  %30 = xor <4 x i1> %26, splat (i1 true)
  %31 = xor <4 x i1> %27, splat (i1 true)
  %32 = getelementptr double, ptr %0, i64 %15
  %33 = getelementptr i8, ptr %32, i64 32
  %34 = getelementptr i8, ptr %32, i64 64
  %35 = getelementptr i8, ptr %32, i64 96
  %36 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %32, <4 x i1> %28, <4 x double> poison), !tbaa !10
  %37 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %33, <4 x i1> %29, <4 x double> poison), !tbaa !10
  %38 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %34, <4 x i1> %30, <4 x double> poison), !tbaa !10
  %39 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %35, <4 x i1> %31, <4 x double> poison), !tbaa !10
  %40 = getelementptr double, ptr %1, i64 %15
  %41 = getelementptr i8, ptr %40, i64 32
  %42 = getelementptr i8, ptr %40, i64 64
  %43 = getelementptr i8, ptr %40, i64 96
  %44 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %40, <4 x i1> %24, <4 x double> poison), !tbaa !10
  %45 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %41, <4 x i1> %25, <4 x double> poison), !tbaa !10
  %46 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %42, <4 x i1> %26, <4 x double> poison), !tbaa !10
  %47 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %43, <4 x i1> %27, <4 x double> poison), !tbaa !10
  %48 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %32, <4 x i1> %24, <4 x double> poison), !tbaa !10
  %49 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %33, <4 x i1> %25, <4 x double> poison), !tbaa !10
  %50 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %34, <4 x i1> %26, <4 x double> poison), !tbaa !10
  %51 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %35, <4 x i1> %27, <4 x double> poison), !tbaa !10
  %52 = fmul <4 x double> %44, %48
  %53 = fmul <4 x double> %45, %49
  %54 = fmul <4 x double> %46, %50
  %55 = fmul <4 x double> %47, %51
  %56 = select <4 x i1> %24, <4 x double> %52, <4 x double> %36
  %57 = select <4 x i1> %25, <4 x double> %53, <4 x double> %37
  %58 = select <4 x i1> %26, <4 x double> %54, <4 x double> %38
  %59 = select <4 x i1> %27, <4 x double> %55, <4 x double> %39
  store <4 x double> %56, ptr %32, align 8, !tbaa !10
  store <4 x double> %57, ptr %33, align 8, !tbaa !10
  store <4 x double> %58, ptr %34, align 8, !tbaa !10
  store <4 x double> %59, ptr %35, align 8, !tbaa !10
  %60 = add nuw i64 %15, 16
  %61 = icmp eq i64 %60, %13
  br i1 %61, label %62, label %14, !llvm.loop !31

62:                                               ; preds = %14
  %63 = icmp eq i64 %13, %7
  br i1 %63, label %88, label %64

64:                                               ; preds = %62
  %65 = icmp eq i64 %12, 0
  br i1 %65, label %86, label %66, !prof !16

66:                                               ; preds = %9, %64
  %67 = phi i64 [ %13, %64 ], [ 0, %9 ]
  %68 = and i64 %7, 2147483644
  br label %69

69:                                               ; preds = %69, %66
  %70 = phi i64 [ %67, %66 ], [ %82, %69 ]
  %71 = getelementptr inbounds nuw double, ptr %2, i64 %70
  %72 = load <4 x double>, ptr %71, align 8, !tbaa !10
  %73 = fcmp ogt <4 x double> %72, zeroinitializer
  %74 = xor <4 x i1> %73, splat (i1 true)
  %75 = getelementptr double, ptr %0, i64 %70
  %76 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %75, <4 x i1> %74, <4 x double> poison), !tbaa !10
  %77 = getelementptr double, ptr %1, i64 %70
  %78 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %77, <4 x i1> %73, <4 x double> poison), !tbaa !10
  %79 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %75, <4 x i1> %73, <4 x double> poison), !tbaa !10
  %80 = fmul <4 x double> %78, %79
  %81 = select <4 x i1> %73, <4 x double> %80, <4 x double> %76
  store <4 x double> %81, ptr %75, align 8, !tbaa !10
  %82 = add nuw i64 %70, 4
  %83 = icmp eq i64 %82, %68
  br i1 %83, label %84, label %69, !llvm.loop !32

84:                                               ; preds = %69
  %85 = icmp eq i64 %68, %7
  br i1 %85, label %88, label %86

86:                                               ; preds = %6, %64, %84
  %87 = phi i64 [ 0, %6 ], [ %13, %64 ], [ %68, %84 ]
  br label %89

88:                                               ; preds = %103, %62, %84, %4
  ret void

89:                                               ; preds = %86, %103
  %90 = phi i64 [ %106, %103 ], [ %87, %86 ]
  %91 = getelementptr inbounds nuw double, ptr %2, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !10
  %93 = fcmp ogt double %92, 0.000000e+00
  br i1 %93, label %94, label %100

94:                                               ; preds = %89
  %95 = getelementptr inbounds nuw double, ptr %1, i64 %90
  %96 = load double, ptr %95, align 8, !tbaa !10
  %97 = getelementptr inbounds nuw double, ptr %0, i64 %90
  %98 = load double, ptr %97, align 8, !tbaa !10
  %99 = fmul double %96, %98
  br label %103

100:                                              ; preds = %89
  %101 = getelementptr inbounds nuw double, ptr %0, i64 %90
  %102 = load double, ptr %101, align 8, !tbaa !10
  br label %103

103:                                              ; preds = %100, %94
  %104 = phi double [ %99, %94 ], [ %102, %100 ]
  %105 = getelementptr inbounds nuw double, ptr %0, i64 %90
  store double %104, ptr %105, align 8, !tbaa !10
  %106 = add nuw nsw i64 %90, 1
  %107 = icmp eq i64 %106, %7
  br i1 %107, label %88, label %89, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_gather(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %88

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 4
  br i1 %8, label %86, label %9

9:                                                ; preds = %6
  %10 = icmp ult i32 %3, 16
  br i1 %10, label %66, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 12
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %60, %14 ]
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 96
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !10
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !10
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = fcmp ogt <4 x double> %20, zeroinitializer
  %25 = fcmp ogt <4 x double> %21, zeroinitializer
  %26 = fcmp ogt <4 x double> %22, zeroinitializer
  %27 = fcmp ogt <4 x double> %23, zeroinitializer
  %28 = getelementptr i32, ptr @IDX, i64 %15
  %29 = getelementptr i8, ptr %28, i64 16
  %30 = getelementptr i8, ptr %28, i64 32
  %31 = getelementptr i8, ptr %28, i64 48
  %32 = tail call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %28, <4 x i1> %24, <4 x i32> poison), !tbaa !6
  %33 = tail call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %29, <4 x i1> %25, <4 x i32> poison), !tbaa !6
  %34 = tail call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %30, <4 x i1> %26, <4 x i32> poison), !tbaa !6
  %35 = tail call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %31, <4 x i1> %27, <4 x i32> poison), !tbaa !6
  %36 = sext <4 x i32> %32 to <4 x i64>
  %37 = sext <4 x i32> %33 to <4 x i64>
  %38 = sext <4 x i32> %34 to <4 x i64>
  %39 = sext <4 x i32> %35 to <4 x i64>
  %40 = getelementptr inbounds double, ptr %1, <4 x i64> %36
  %41 = getelementptr inbounds double, ptr %1, <4 x i64> %37
  %42 = getelementptr inbounds double, ptr %1, <4 x i64> %38
  %43 = getelementptr inbounds double, ptr %1, <4 x i64> %39
  %44 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %40, <4 x i1> %24, <4 x double> poison), !tbaa !10
  %45 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %41, <4 x i1> %25, <4 x double> poison), !tbaa !10
  %46 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %42, <4 x i1> %26, <4 x double> poison), !tbaa !10
  %47 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %43, <4 x i1> %27, <4 x double> poison), !tbaa !10
  %48 = getelementptr double, ptr %0, i64 %15
  %49 = getelementptr i8, ptr %48, i64 32
  %50 = getelementptr i8, ptr %48, i64 64
  %51 = getelementptr i8, ptr %48, i64 96
  %52 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %48, <4 x i1> %24, <4 x double> poison), !tbaa !10
  %53 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %49, <4 x i1> %25, <4 x double> poison), !tbaa !10
  %54 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %50, <4 x i1> %26, <4 x double> poison), !tbaa !10
  %55 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %51, <4 x i1> %27, <4 x double> poison), !tbaa !10
  %56 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %44, <4 x double> %44, <4 x double> %52)
  %57 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %45, <4 x double> %45, <4 x double> %53)
  %58 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %46, <4 x double> %46, <4 x double> %54)
  %59 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %47, <4 x double> %47, <4 x double> %55)
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %56, ptr align 8 %48, <4 x i1> %24), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %57, ptr align 8 %49, <4 x i1> %25), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %58, ptr align 8 %50, <4 x i1> %26), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %59, ptr align 8 %51, <4 x i1> %27), !tbaa !10
  %60 = add nuw i64 %15, 16
  %61 = icmp eq i64 %60, %13
  br i1 %61, label %62, label %14, !llvm.loop !34

62:                                               ; preds = %14
  %63 = icmp eq i64 %13, %7
  br i1 %63, label %88, label %64

64:                                               ; preds = %62
  %65 = icmp eq i64 %12, 0
  br i1 %65, label %86, label %66, !prof !16

66:                                               ; preds = %9, %64
  %67 = phi i64 [ %13, %64 ], [ 0, %9 ]
  %68 = and i64 %7, 2147483644
  br label %69

69:                                               ; preds = %69, %66
  %70 = phi i64 [ %67, %66 ], [ %82, %69 ]
  %71 = getelementptr inbounds nuw double, ptr %2, i64 %70
  %72 = load <4 x double>, ptr %71, align 8, !tbaa !10
  %73 = fcmp ogt <4 x double> %72, zeroinitializer
  %74 = getelementptr i32, ptr @IDX, i64 %70
  %75 = tail call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %74, <4 x i1> %73, <4 x i32> poison), !tbaa !6
  %76 = sext <4 x i32> %75 to <4 x i64>
  %77 = getelementptr inbounds double, ptr %1, <4 x i64> %76
  %78 = tail call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %77, <4 x i1> %73, <4 x double> poison), !tbaa !10
  %79 = getelementptr double, ptr %0, i64 %70
  %80 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %79, <4 x i1> %73, <4 x double> poison), !tbaa !10
  %81 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %78, <4 x double> %78, <4 x double> %80)
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %81, ptr align 8 %79, <4 x i1> %73), !tbaa !10
  %82 = add nuw i64 %70, 4
  %83 = icmp eq i64 %82, %68
  br i1 %83, label %84, label %69, !llvm.loop !35

84:                                               ; preds = %69
  %85 = icmp eq i64 %68, %7
  br i1 %85, label %88, label %86

86:                                               ; preds = %6, %64, %84
  %87 = phi i64 [ 0, %6 ], [ %13, %64 ], [ %68, %84 ]
  br label %89

88:                                               ; preds = %103, %62, %84, %4
  ret void

89:                                               ; preds = %86, %103
  %90 = phi i64 [ %104, %103 ], [ %87, %86 ]
  %91 = getelementptr inbounds nuw double, ptr %2, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !10
  %93 = fcmp ogt double %92, 0.000000e+00
  br i1 %93, label %94, label %103

94:                                               ; preds = %89
  %95 = getelementptr inbounds nuw i32, ptr @IDX, i64 %90
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %1, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !10
  %100 = getelementptr inbounds nuw double, ptr %0, i64 %90
  %101 = load double, ptr %100, align 8, !tbaa !10
  %102 = tail call double @llvm.fmuladd.f64(double %99, double %99, double %101)
  store double %102, ptr %100, align 8, !tbaa !10
  br label %103

103:                                              ; preds = %89, %94
  %104 = add nuw nsw i64 %90, 1
  %105 = icmp eq i64 %104, %7
  br i1 %105, label %88, label %89, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, <4 x i1>, <4 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, <4 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr captures(none), <4 x i1>, <4 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f64.p0(<4 x double>, ptr captures(none), <4 x i1>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr captures(none), <4 x i1>, <4 x i32>) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v4" "target-features"="+64bit,+allow-light-256-bit,+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+false-deps-popcnt,+fast-15bytenop,+fast-gather,+fast-scalar-fsqrt,+fast-shld-rotate,+fast-variable-crosslane-shuffle,+fast-variable-perlane-shuffle,+fast-vector-fsqrt,+fma,+fxsr,+idivq-to-divl,+lzcnt,+macrofusion,+mmx,+movbe,+nopl,+popcnt,+prefer-256-bit,+sahf,+slow-3ops-lea,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vzeroupper,+x87,+xsave,-16bit-mode,-32bit-mode,-adx,-aes,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx10.1,-avx10.2,-avx512bf16,-avx512bitalg,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-egpr,-enqcmd,-ermsb,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-range,-fast-11bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-shift-masks,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-ppx,-prefer-128-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-incdec,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse4a,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!"branch_weights", i32 4, i32 12}
!17 = distinct !{!17, !13, !14, !15}
!18 = distinct !{!18, !13, !15, !14}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13, !14, !15}
!21 = distinct !{!21, !13, !15, !14}
!22 = distinct !{!22, !13, !14, !15}
!23 = distinct !{!23, !13, !14, !15}
!24 = distinct !{!24, !13, !14, !15}
!25 = distinct !{!25, !13, !14, !15}
!26 = distinct !{!26, !13, !15, !14}
!27 = distinct !{!27, !13, !15, !14}
!28 = distinct !{!28, !13, !14, !15}
!29 = distinct !{!29, !13, !14, !15}
!30 = distinct !{!30, !13, !15, !14}
!31 = distinct !{!31, !13, !14, !15}
!32 = distinct !{!32, !13, !14, !15}
!33 = distinct !{!33, !13, !15, !14}
!34 = distinct !{!34, !13, !14, !15}
!35 = distinct !{!35, !13, !14, !15}
!36 = distinct !{!36, !13, !15, !14}
