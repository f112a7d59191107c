; ModuleID = 'vec_minmax.c'
source_filename = "vec_minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@IDX = internal unnamed_addr constant [40 x i32] [i32 3, i32 1, i32 3, i32 0, i32 7, i32 2, i32 2, i32 5, i32 6, i32 4, i32 1, i32 1, i32 0, i32 7, i32 5, i32 3, i32 2, i32 6, i32 6, i32 4, i32 0, i32 5, i32 3, i32 3, i32 7, i32 1, i32 4, i32 4, i32 2, i32 0, i32 6, i32 5, i32 1, i32 7, i32 7, i32 3, i32 4, i32 2, i32 0, i32 6], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @vsum_sq(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %64

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %61, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %44, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 12
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i64 [ 0, %9 ], [ %34, %12 ]
  %14 = phi <4 x double> [ zeroinitializer, %9 ], [ %30, %12 ]
  %15 = phi <4 x double> [ zeroinitializer, %9 ], [ %31, %12 ]
  %16 = phi <4 x double> [ zeroinitializer, %9 ], [ %32, %12 ]
  %17 = phi <4 x double> [ zeroinitializer, %9 ], [ %33, %12 ]
  %18 = getelementptr inbounds nuw double, ptr %0, i64 %13
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 64
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !10
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !10
  %26 = fmul fast <4 x double> %22, %22
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fadd fast <4 x double> %26, %14
  %31 = fadd fast <4 x double> %27, %15
  %32 = fadd fast <4 x double> %28, %16
  %33 = fadd fast <4 x double> %29, %17
  %34 = add nuw i64 %13, 16
  %35 = icmp eq i64 %34, %11
  br i1 %35, label %36, label %12, !llvm.loop !12

36:                                               ; preds = %12
  %37 = fadd fast <4 x double> %31, %30
  %38 = fadd fast <4 x double> %32, %37
  %39 = fadd fast <4 x double> %33, %38
  %40 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double 0.000000e+00, <4 x double> %39)
  %41 = icmp eq i64 %11, %5
  br i1 %41, label %64, label %42

42:                                               ; preds = %36
  %43 = icmp eq i64 %10, 0
  br i1 %43, label %61, label %44, !prof !16

44:                                               ; preds = %7, %42
  %45 = phi i64 [ %11, %42 ], [ 0, %7 ]
  %46 = phi double [ %40, %42 ], [ 0.000000e+00, %7 ]
  %47 = and i64 %5, 2147483644
  %48 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %46, i64 0
  br label %49

49:                                               ; preds = %49, %44
  %50 = phi i64 [ %45, %44 ], [ %56, %49 ]
  %51 = phi <4 x double> [ %48, %44 ], [ %55, %49 ]
  %52 = getelementptr inbounds nuw double, ptr %0, i64 %50
  %53 = load <4 x double>, ptr %52, align 8, !tbaa !10
  %54 = fmul fast <4 x double> %53, %53
  %55 = fadd fast <4 x double> %54, %51
  %56 = add nuw i64 %50, 4
  %57 = icmp eq i64 %56, %47
  br i1 %57, label %58, label %49, !llvm.loop !17

58:                                               ; preds = %49
  %59 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double 0.000000e+00, <4 x double> %55)
  %60 = icmp eq i64 %47, %5
  br i1 %60, label %64, label %61

61:                                               ; preds = %4, %42, %58
  %62 = phi i64 [ 0, %4 ], [ %11, %42 ], [ %47, %58 ]
  %63 = phi double [ 0.000000e+00, %4 ], [ %40, %42 ], [ %59, %58 ]
  br label %66

64:                                               ; preds = %66, %36, %58, %2
  %65 = phi double [ 0.000000e+00, %2 ], [ %59, %58 ], [ %40, %36 ], [ %72, %66 ]
  ret double %65

66:                                               ; preds = %61, %66
  %67 = phi i64 [ %73, %66 ], [ %62, %61 ]
  %68 = phi double [ %72, %66 ], [ %63, %61 ]
  %69 = getelementptr inbounds nuw double, ptr %0, i64 %67
  %70 = load double, ptr %69, align 8, !tbaa !10
  %71 = fmul fast double %70, %70
  %72 = fadd fast double %71, %68
  %73 = add nuw nsw i64 %67, 1
  %74 = icmp eq i64 %73, %5
  br i1 %74, label %64, label %66, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @vprod(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %59

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %56, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %40, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 12
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i64 [ 0, %9 ], [ %30, %12 ]
  %14 = phi <4 x double> [ splat (double 1.000000e+00), %9 ], [ %26, %12 ]
  %15 = phi <4 x double> [ splat (double 1.000000e+00), %9 ], [ %27, %12 ]
  %16 = phi <4 x double> [ splat (double 1.000000e+00), %9 ], [ %28, %12 ]
  %17 = phi <4 x double> [ splat (double 1.000000e+00), %9 ], [ %29, %12 ]
  %18 = getelementptr inbounds nuw double, ptr %0, i64 %13
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 64
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !10
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !10
  %26 = fmul fast <4 x double> %22, %14
  %27 = fmul fast <4 x double> %23, %15
  %28 = fmul fast <4 x double> %24, %16
  %29 = fmul fast <4 x double> %25, %17
  %30 = add nuw i64 %13, 16
  %31 = icmp eq i64 %30, %11
  br i1 %31, label %32, label %12, !llvm.loop !19

32:                                               ; preds = %12
  %33 = fmul fast <4 x double> %27, %26
  %34 = fmul fast <4 x double> %28, %33
  %35 = fmul fast <4 x double> %29, %34
  %36 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %35)
  %37 = icmp eq i64 %11, %5
  br i1 %37, label %59, label %38

38:                                               ; preds = %32
  %39 = icmp eq i64 %10, 0
  br i1 %39, label %56, label %40, !prof !16

40:                                               ; preds = %7, %38
  %41 = phi i64 [ %11, %38 ], [ 0, %7 ]
  %42 = phi double [ %36, %38 ], [ 1.000000e+00, %7 ]
  %43 = and i64 %5, 2147483644
  %44 = insertelement <4 x double> <double poison, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, double %42, i64 0
  br label %45

45:                                               ; preds = %45, %40
  %46 = phi i64 [ %41, %40 ], [ %51, %45 ]
  %47 = phi <4 x double> [ %44, %40 ], [ %50, %45 ]
  %48 = getelementptr inbounds nuw double, ptr %0, i64 %46
  %49 = load <4 x double>, ptr %48, align 8, !tbaa !10
  %50 = fmul fast <4 x double> %49, %47
  %51 = add nuw i64 %46, 4
  %52 = icmp eq i64 %51, %43
  br i1 %52, label %53, label %45, !llvm.loop !20

53:                                               ; preds = %45
  %54 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %50)
  %55 = icmp eq i64 %43, %5
  br i1 %55, label %59, label %56

56:                                               ; preds = %4, %38, %53
  %57 = phi i64 [ 0, %4 ], [ %11, %38 ], [ %43, %53 ]
  %58 = phi double [ 1.000000e+00, %4 ], [ %36, %38 ], [ %54, %53 ]
  br label %61

59:                                               ; preds = %61, %32, %53, %2
  %60 = phi double [ 1.000000e+00, %2 ], [ %54, %53 ], [ %36, %32 ], [ %66, %61 ]
  ret double %60

61:                                               ; preds = %56, %61
  %62 = phi i64 [ %67, %61 ], [ %57, %56 ]
  %63 = phi double [ %66, %61 ], [ %58, %56 ]
  %64 = getelementptr inbounds nuw double, ptr %0, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !10
  %66 = fmul fast double %65, %63
  %67 = add nuw nsw i64 %62, 1
  %68 = icmp eq i64 %67, %5
  br i1 %68, label %59, label %61, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @vmax(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %60

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %57, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %40, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 12
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i64 [ 0, %9 ], [ %30, %12 ]
  %14 = phi <4 x double> [ splat (double -1.000000e+300), %9 ], [ %26, %12 ]
  %15 = phi <4 x double> [ splat (double -1.000000e+300), %9 ], [ %27, %12 ]
  %16 = phi <4 x double> [ splat (double -1.000000e+300), %9 ], [ %28, %12 ]
  %17 = phi <4 x double> [ splat (double -1.000000e+300), %9 ], [ %29, %12 ]
  %18 = getelementptr inbounds nuw double, ptr %0, i64 %13
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 64
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !10
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !10
  %26 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %22, <4 x double> %14)
  %27 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %23, <4 x double> %15)
  %28 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %24, <4 x double> %16)
  %29 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %25, <4 x double> %17)
  %30 = add nuw i64 %13, 16
  %31 = icmp eq i64 %30, %11
  br i1 %31, label %32, label %12, !llvm.loop !22

32:                                               ; preds = %12
  %33 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %26, <4 x double> %27)
  %34 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %33, <4 x double> %28)
  %35 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %34, <4 x double> %29)
  %36 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %35)
  %37 = icmp eq i64 %11, %5
  br i1 %37, label %60, label %38

38:                                               ; preds = %32
  %39 = icmp eq i64 %10, 0
  br i1 %39, label %57, label %40, !prof !16

40:                                               ; preds = %7, %38
  %41 = phi i64 [ %11, %38 ], [ 0, %7 ]
  %42 = phi double [ %36, %38 ], [ -1.000000e+300, %7 ]
  %43 = and i64 %5, 2147483644
  %44 = insertelement <4 x double> poison, double %42, i64 0
  %45 = shufflevector <4 x double> %44, <4 x double> poison, <4 x i32> zeroinitializer
  br label %46

46:                                               ; preds = %46, %40
  %47 = phi i64 [ %41, %40 ], [ %52, %46 ]
  %48 = phi <4 x double> [ %45, %40 ], [ %51, %46 ]
  %49 = getelementptr inbounds nuw double, ptr %0, i64 %47
  %50 = load <4 x double>, ptr %49, align 8, !tbaa !10
  %51 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %50, <4 x double> %48)
  %52 = add nuw i64 %47, 4
  %53 = icmp eq i64 %52, %43
  br i1 %53, label %54, label %46, !llvm.loop !23

54:                                               ; preds = %46
  %55 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %51)
  %56 = icmp eq i64 %43, %5
  br i1 %56, label %60, label %57

57:                                               ; preds = %4, %38, %54
  %58 = phi i64 [ 0, %4 ], [ %11, %38 ], [ %43, %54 ]
  %59 = phi double [ -1.000000e+300, %4 ], [ %36, %38 ], [ %55, %54 ]
  br label %62

60:                                               ; preds = %62, %32, %54, %2
  %61 = phi double [ -1.000000e+300, %2 ], [ %55, %54 ], [ %36, %32 ], [ %67, %62 ]
  ret double %61

62:                                               ; preds = %57, %62
  %63 = phi i64 [ %68, %62 ], [ %58, %57 ]
  %64 = phi double [ %67, %62 ], [ %59, %57 ]
  %65 = getelementptr inbounds nuw double, ptr %0, i64 %63
  %66 = load double, ptr %65, align 8, !tbaa !10
  %67 = tail call fast double @llvm.maxnum.f64(double %66, double %64)
  %68 = add nuw nsw i64 %63, 1
  %69 = icmp eq i64 %68, %5
  br i1 %69, label %60, label %62, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @vmin(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %60

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %57, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %40, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 12
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i64 [ 0, %9 ], [ %30, %12 ]
  %14 = phi <4 x double> [ splat (double 1.000000e+300), %9 ], [ %26, %12 ]
  %15 = phi <4 x double> [ splat (double 1.000000e+300), %9 ], [ %27, %12 ]
  %16 = phi <4 x double> [ splat (double 1.000000e+300), %9 ], [ %28, %12 ]
  %17 = phi <4 x double> [ splat (double 1.000000e+300), %9 ], [ %29, %12 ]
  %18 = getelementptr inbounds nuw double, ptr %0, i64 %13
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 64
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !10
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !10
  %26 = tail call fast <4 x double> @llvm.minnum.v4f64(<4 x double> %14, <4 x double> %22)
  %27 = tail call fast <4 x double> @llvm.minnum.v4f64(<4 x double> %15, <4 x double> %23)
  %28 = tail call fast <4 x double> @llvm.minnum.v4f64(<4 x double> %16, <4 x double> %24)
  %29 = tail call fast <4 x double> @llvm.minnum.v4f64(<4 x double> %17, <4 x double> %25)
  %30 = add nuw i64 %13, 16
  %31 = icmp eq i64 %30, %11
  br i1 %31, label %32, label %12, !llvm.loop !25

32:                                               ; preds = %12
  %33 = tail call fast <4 x double> @llvm.minnum.v4f64(<4 x double> %26, <4 x double> %27)
  %34 = tail call fast <4 x double> @llvm.minnum.v4f64(<4 x double> %33, <4 x double> %28)
  %35 = tail call fast <4 x double> @llvm.minnum.v4f64(<4 x double> %34, <4 x double> %29)
  %36 = tail call fast double @llvm.vector.reduce.fmin.v4f64(<4 x double> %35)
  %37 = icmp eq i64 %11, %5
  br i1 %37, label %60, label %38

38:                                               ; preds = %32
  %39 = icmp eq i64 %10, 0
  br i1 %39, label %57, label %40, !prof !16

40:                                               ; preds = %7, %38
  %41 = phi i64 [ %11, %38 ], [ 0, %7 ]
  %42 = phi double [ %36, %38 ], [ 1.000000e+300, %7 ]
  %43 = and i64 %5, 2147483644
  %44 = insertelement <4 x double> poison, double %42, i64 0
  %45 = shufflevector <4 x double> %44, <4 x double> poison, <4 x i32> zeroinitializer
  br label %46

46:                                               ; preds = %46, %40
  %47 = phi i64 [ %41, %40 ], [ %52, %46 ]
  %48 = phi <4 x double> [ %45, %40 ], [ %51, %46 ]
  %49 = getelementptr inbounds nuw double, ptr %0, i64 %47
  %50 = load <4 x double>, ptr %49, align 8, !tbaa !10
  %51 = tail call fast <4 x double> @llvm.minnum.v4f64(<4 x double> %48, <4 x double> %50)
  %52 = add nuw i64 %47, 4
  %53 = icmp eq i64 %52, %43
  br i1 %53, label %54, label %46, !llvm.loop !26

54:                                               ; preds = %46
  %55 = tail call fast double @llvm.vector.reduce.fmin.v4f64(<4 x double> %51)
  %56 = icmp eq i64 %43, %5
  br i1 %56, label %60, label %57

57:                                               ; preds = %4, %38, %54
  %58 = phi i64 [ 0, %4 ], [ %11, %38 ], [ %43, %54 ]
  %59 = phi double [ 1.000000e+300, %4 ], [ %36, %38 ], [ %55, %54 ]
  br label %62

60:                                               ; preds = %62, %32, %54, %2
  %61 = phi double [ 1.000000e+300, %2 ], [ %55, %54 ], [ %36, %32 ], [ %67, %62 ]
  ret double %61

62:                                               ; preds = %57, %62
  %63 = phi i64 [ %68, %62 ], [ %58, %57 ]
  %64 = phi double [ %67, %62 ], [ %59, %57 ]
  %65 = getelementptr inbounds nuw double, ptr %0, i64 %63
  %66 = load double, ptr %65, align 8, !tbaa !10
  %67 = tail call fast double @llvm.minnum.f64(double %64, double %66)
  %68 = add nuw nsw i64 %63, 1
  %69 = icmp eq i64 %68, %5
  br i1 %69, label %60, label %62, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) float @fsum_sq(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %64

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %61, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 32
  br i1 %8, label %44, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 28
  %11 = and i64 %5, 2147483616
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i64 [ 0, %9 ], [ %34, %12 ]
  %14 = phi <8 x float> [ zeroinitializer, %9 ], [ %30, %12 ]
  %15 = phi <8 x float> [ zeroinitializer, %9 ], [ %31, %12 ]
  %16 = phi <8 x float> [ zeroinitializer, %9 ], [ %32, %12 ]
  %17 = phi <8 x float> [ zeroinitializer, %9 ], [ %33, %12 ]
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 64
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 96
  %22 = load <8 x float>, ptr %18, align 4, !tbaa !28
  %23 = load <8 x float>, ptr %19, align 4, !tbaa !28
  %24 = load <8 x float>, ptr %20, align 4, !tbaa !28
  %25 = load <8 x float>, ptr %21, align 4, !tbaa !28
  %26 = fmul fast <8 x float> %22, %22
  %27 = fmul fast <8 x float> %23, %23
  %28 = fmul fast <8 x float> %24, %24
  %29 = fmul fast <8 x float> %25, %25
  %30 = fadd fast <8 x float> %26, %14
  %31 = fadd fast <8 x float> %27, %15
  %32 = fadd fast <8 x float> %28, %16
  %33 = fadd fast <8 x float> %29, %17
  %34 = add nuw i64 %13, 32
  %35 = icmp eq i64 %34, %11
  br i1 %35, label %36, label %12, !llvm.loop !30

36:                                               ; preds = %12
  %37 = fadd fast <8 x float> %31, %30
  %38 = fadd fast <8 x float> %32, %37
  %39 = fadd fast <8 x float> %33, %38
  %40 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float 0.000000e+00, <8 x float> %39)
  %41 = icmp eq i64 %11, %5
  br i1 %41, label %64, label %42

42:                                               ; preds = %36
  %43 = icmp eq i64 %10, 0
  br i1 %43, label %61, label %44, !prof !31

44:                                               ; preds = %7, %42
  %45 = phi i64 [ %11, %42 ], [ 0, %7 ]
  %46 = phi float [ %40, %42 ], [ 0.000000e+00, %7 ]
  %47 = and i64 %5, 2147483644
  %48 = insertelement <4 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %46, i64 0
  br label %49

49:                                               ; preds = %49, %44
  %50 = phi i64 [ %45, %44 ], [ %56, %49 ]
  %51 = phi <4 x float> [ %48, %44 ], [ %55, %49 ]
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %53 = load <4 x float>, ptr %52, align 4, !tbaa !28
  %54 = fmul fast <4 x float> %53, %53
  %55 = fadd fast <4 x float> %54, %51
  %56 = add nuw i64 %50, 4
  %57 = icmp eq i64 %56, %47
  br i1 %57, label %58, label %49, !llvm.loop !32

58:                                               ; preds = %49
  %59 = tail call fast float @llvm.vector.reduce.fadd.v4f32(float 0.000000e+00, <4 x float> %55)
  %60 = icmp eq i64 %47, %5
  br i1 %60, label %64, label %61

61:                                               ; preds = %4, %42, %58
  %62 = phi i64 [ 0, %4 ], [ %11, %42 ], [ %47, %58 ]
  %63 = phi float [ 0.000000e+00, %4 ], [ %40, %42 ], [ %59, %58 ]
  br label %66

64:                                               ; preds = %66, %36, %58, %2
  %65 = phi float [ 0.000000e+00, %2 ], [ %59, %58 ], [ %40, %36 ], [ %72, %66 ]
  ret float %65

66:                                               ; preds = %61, %66
  %67 = phi i64 [ %73, %66 ], [ %62, %61 ]
  %68 = phi float [ %72, %66 ], [ %63, %61 ]
  %69 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %70 = load float, ptr %69, align 4, !tbaa !28
  %71 = fmul fast float %70, %70
  %72 = fadd fast float %71, %68
  %73 = add nuw nsw i64 %67, 1
  %74 = icmp eq i64 %73, %5
  br i1 %74, label %64, label %66, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @gather_sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %192

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %189, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %147, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 12
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i64 [ 0, %9 ], [ %137, %12 ]
  %14 = phi <4 x double> [ zeroinitializer, %9 ], [ %133, %12 ]
  %15 = phi <4 x double> [ zeroinitializer, %9 ], [ %134, %12 ]
  %16 = phi <4 x double> [ zeroinitializer, %9 ], [ %135, %12 ]
  %17 = phi <4 x double> [ zeroinitializer, %9 ], [ %136, %12 ]
  %18 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %19 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %21 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %23 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %25 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %27 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 20
  %29 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 24
  %31 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 28
  %33 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %35 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 36
  %37 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 40
  %39 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 44
  %41 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 48
  %43 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 52
  %45 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 56
  %47 = getelementptr inbounds nuw i32, ptr @IDX, i64 %13
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 60
  %49 = load i32, ptr %18, align 16, !tbaa !6
  %50 = load i32, ptr %20, align 4, !tbaa !6
  %51 = load i32, ptr %22, align 8, !tbaa !6
  %52 = load i32, ptr %24, align 4, !tbaa !6
  %53 = load i32, ptr %26, align 16, !tbaa !6
  %54 = load i32, ptr %28, align 4, !tbaa !6
  %55 = load i32, ptr %30, align 8, !tbaa !6
  %56 = load i32, ptr %32, align 4, !tbaa !6
  %57 = load i32, ptr %34, align 16, !tbaa !6
  %58 = load i32, ptr %36, align 4, !tbaa !6
  %59 = load i32, ptr %38, align 8, !tbaa !6
  %60 = load i32, ptr %40, align 4, !tbaa !6
  %61 = load i32, ptr %42, align 16, !tbaa !6
  %62 = load i32, ptr %44, align 4, !tbaa !6
  %63 = load i32, ptr %46, align 8, !tbaa !6
  %64 = load i32, ptr %48, align 4, !tbaa !6
  %65 = sext i32 %49 to i64
  %66 = sext i32 %50 to i64
  %67 = sext i32 %51 to i64
  %68 = sext i32 %52 to i64
  %69 = sext i32 %53 to i64
  %70 = sext i32 %54 to i64
  %71 = sext i32 %55 to i64
  %72 = sext i32 %56 to i64
  %73 = sext i32 %57 to i64
  %74 = sext i32 %58 to i64
  %75 = sext i32 %59 to i64
  %76 = sext i32 %60 to i64
  %77 = sext i32 %61 to i64
  %78 = sext i32 %62 to i64
  %79 = sext i32 %63 to i64
  %80 = sext i32 %64 to i64
  %81 = getelementptr inbounds double, ptr %0, i64 %65
  %82 = getelementptr inbounds double, ptr %0, i64 %66
  %83 = getelementptr inbounds double, ptr %0, i64 %67
  %84 = getelementptr inbounds double, ptr %0, i64 %68
  %85 = getelementptr inbounds double, ptr %0, i64 %69
  %86 = getelementptr inbounds double, ptr %0, i64 %70
  %87 = getelementptr inbounds double, ptr %0, i64 %71
  %88 = getelementptr inbounds double, ptr %0, i64 %72
  %89 = getelementptr inbounds double, ptr %0, i64 %73
  %90 = getelementptr inbounds double, ptr %0, i64 %74
  %91 = getelementptr inbounds double, ptr %0, i64 %75
  %92 = getelementptr inbounds double, ptr %0, i64 %76
  %93 = getelementptr inbounds double, ptr %0, i64 %77
  %94 = getelementptr inbounds double, ptr %0, i64 %78
  %95 = getelementptr inbounds double, ptr %0, i64 %79
  %96 = getelementptr inbounds double, ptr %0, i64 %80
  %97 = load double, ptr %81, align 8, !tbaa !10
  %98 = load double, ptr %82, align 8, !tbaa !10
  %99 = load double, ptr %83, align 8, !tbaa !10
  %100 = load double, ptr %84, align 8, !tbaa !10
  %101 = insertelement <4 x double> poison, double %97, i64 0
  %102 = insertelement <4 x double> %101, double %98, i64 1
  %103 = insertelement <4 x double> %102, double %99, i64 2
  %104 = insertelement <4 x double> %103, double %100, i64 3
  %105 = load double, ptr %85, align 8, !tbaa !10
  %106 = load double, ptr %86, align 8, !tbaa !10
  %107 = load double, ptr %87, align 8, !tbaa !10
  %108 = load double, ptr %88, align 8, !tbaa !10
  %109 = insertelement <4 x double> poison, double %105, i64 0
  %110 = insertelement <4 x double> %109, double %106, i64 1
  %111 = insertelement <4 x double> %110, double %107, i64 2
  %112 = insertelement <4 x double> %111, double %108, i64 3
  %113 = load double, ptr %89, align 8, !tbaa !10
  %114 = load double, ptr %90, align 8, !tbaa !10
  %115 = load double, ptr %91, align 8, !tbaa !10
  %116 = load double, ptr %92, align 8, !tbaa !10
  %117 = insertelement <4 x double> poison, double %113, i64 0
  %118 = insertelement <4 x double> %117, double %114, i64 1
  %119 = insertelement <4 x double> %118, double %115, i64 2
  %120 = insertelement <4 x double> %119, double %116, i64 3
  %121 = load double, ptr %93, align 8, !tbaa !10
  %122 = load double, ptr %94, align 8, !tbaa !10
  %123 = load double, ptr %95, align 8, !tbaa !10
  %124 = load double, ptr %96, align 8, !tbaa !10
  %125 = insertelement <4 x double> poison, double %121, i64 0
  %126 = insertelement <4 x double> %125, double %122, i64 1
  %127 = insertelement <4 x double> %126, double %123, i64 2
  %128 = insertelement <4 x double> %127, double %124, i64 3
  %129 = fmul fast <4 x double> %104, %104
  %130 = fmul fast <4 x double> %112, %112
  %131 = fmul fast <4 x double> %120, %120
  %132 = fmul fast <4 x double> %128, %128
  %133 = fadd fast <4 x double> %129, %14
  %134 = fadd fast <4 x double> %130, %15
  %135 = fadd fast <4 x double> %131, %16
  %136 = fadd fast <4 x double> %132, %17
  %137 = add nuw i64 %13, 16
  %138 = icmp eq i64 %137, %11
  br i1 %138, label %139, label %12, !llvm.loop !34

139:                                              ; preds = %12
  %140 = fadd fast <4 x double> %134, %133
  %141 = fadd fast <4 x double> %135, %140
  %142 = fadd fast <4 x double> %136, %141
  %143 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double 0.000000e+00, <4 x double> %142)
  %144 = icmp eq i64 %11, %5
  br i1 %144, label %192, label %145

145:                                              ; preds = %139
  %146 = icmp eq i64 %10, 0
  br i1 %146, label %189, label %147, !prof !16

147:                                              ; preds = %7, %145
  %148 = phi i64 [ %11, %145 ], [ 0, %7 ]
  %149 = phi double [ %143, %145 ], [ 0.000000e+00, %7 ]
  %150 = and i64 %5, 2147483644
  %151 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %149, i64 0
  br label %152

152:                                              ; preds = %152, %147
  %153 = phi i64 [ %148, %147 ], [ %184, %152 ]
  %154 = phi <4 x double> [ %151, %147 ], [ %183, %152 ]
  %155 = getelementptr inbounds nuw i32, ptr @IDX, i64 %153
  %156 = getelementptr inbounds nuw i32, ptr @IDX, i64 %153
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 4
  %158 = getelementptr inbounds nuw i32, ptr @IDX, i64 %153
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 8
  %160 = getelementptr inbounds nuw i32, ptr @IDX, i64 %153
  %161 = getelementptr inbounds nuw i8, ptr %160, i64 12
  %162 = load i32, ptr %155, align 16, !tbaa !6
  %163 = load i32, ptr %157, align 4, !tbaa !6
  %164 = load i32, ptr %159, align 8, !tbaa !6
  %165 = load i32, ptr %161, align 4, !tbaa !6
  %166 = sext i32 %162 to i64
  %167 = sext i32 %163 to i64
  %168 = sext i32 %164 to i64
  %169 = sext i32 %165 to i64
  %170 = getelementptr inbounds double, ptr %0, i64 %166
  %171 = getelementptr inbounds double, ptr %0, i64 %167
  %172 = getelementptr inbounds double, ptr %0, i64 %168
  %173 = getelementptr inbounds double, ptr %0, i64 %169
  %174 = load double, ptr %170, align 8, !tbaa !10
  %175 = load double, ptr %171, align 8, !tbaa !10
  %176 = load double, ptr %172, align 8, !tbaa !10
  %177 = load double, ptr %173, align 8, !tbaa !10
  %178 = insertelement <4 x double> poison, double %174, i64 0
  %179 = insertelement <4 x double> %178, double %175, i64 1
  %180 = insertelement <4 x double> %179, double %176, i64 2
  %181 = insertelement <4 x double> %180, double %177, i64 3
  %182 = fmul fast <4 x double> %181, %181
  %183 = fadd fast <4 x double> %182, %154
  %184 = add nuw i64 %153, 4
  %185 = icmp eq i64 %184, %150
  br i1 %185, label %186, label %152, !llvm.loop !35

186:                                              ; preds = %152
  %187 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double 0.000000e+00, <4 x double> %183)
  %188 = icmp eq i64 %150, %5
  br i1 %188, label %192, label %189

189:                                              ; preds = %4, %145, %186
  %190 = phi i64 [ 0, %4 ], [ %11, %145 ], [ %150, %186 ]
  %191 = phi double [ 0.000000e+00, %4 ], [ %143, %145 ], [ %187, %186 ]
  br label %194

192:                                              ; preds = %194, %139, %186, %2
  %193 = phi double [ 0.000000e+00, %2 ], [ %187, %186 ], [ %143, %139 ], [ %203, %194 ]
  ret double %193

194:                                              ; preds = %189, %194
  %195 = phi i64 [ %204, %194 ], [ %190, %189 ]
  %196 = phi double [ %203, %194 ], [ %191, %189 ]
  %197 = getelementptr inbounds nuw i32, ptr @IDX, i64 %195
  %198 = load i32, ptr %197, align 4, !tbaa !6
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds double, ptr %0, i64 %199
  %201 = load double, ptr %200, align 8, !tbaa !10
  %202 = fmul fast double %201, %201
  %203 = fadd fast double %202, %196
  %204 = add nuw nsw i64 %195, 1
  %205 = icmp eq i64 %204, %5
  br i1 %205, label %192, label %194, !llvm.loop !36
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v4f64(<4 x double>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.minnum.v4f64(<4 x double>, <4 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmin.v4f64(<4 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+64bit,+allow-light-256-bit,+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+false-deps-lzcnt-tzcnt,+false-deps-popcnt,+fast-15bytenop,+fast-scalar-fsqrt,+fast-shld-rotate,+fast-variable-crosslane-shuffle,+fast-variable-perlane-shuffle,+fma,+fxsr,+idivq-to-divl,+lzcnt,+macrofusion,+mmx,+movbe,+nopl,+popcnt,+sahf,+slow-3ops-lea,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vzeroupper,+x87,+xsave,-16bit-mode,-32bit-mode,-adx,-aes,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx10.1,-avx10.2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-egpr,-enqcmd,-ermsb,-false-deps-getmant,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-range,-fast-11bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-shift-masks,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-incdec,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse4a,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!24 = distinct !{!24, !13, !15, !14}
!25 = distinct !{!25, !13, !14, !15}
!26 = distinct !{!26, !13, !14, !15}
!27 = distinct !{!27, !13, !15, !14}
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !8, i64 0}
!30 = distinct !{!30, !13, !14, !15}
!31 = !{!"branch_weights", i32 4, i32 28}
!32 = distinct !{!32, !13, !14, !15}
!33 = distinct !{!33, !13, !15, !14}
!34 = distinct !{!34, !13, !14, !15}
!35 = distinct !{!35, !13, !14, !15}
!36 = distinct !{!36, !13, !15, !14}
