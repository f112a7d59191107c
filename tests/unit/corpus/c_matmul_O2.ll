; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @matvec(i32 noundef %0, i32 noundef %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %21

7:                                                ; preds = %5
  %8 = icmp sgt i32 %1, 0
  %9 = zext i32 %1 to i64
  %10 = zext nneg i32 %0 to i64
  %11 = and i64 %9, 3
  %12 = icmp ult i32 %1, 4
  %13 = and i64 %9, 2147483644
  %14 = icmp eq i64 %11, 0
  %15 = icmp ne i64 %11, 0
  br label %16

16:                                               ; preds = %7, %38
  %17 = phi i64 [ 0, %7 ], [ %41, %38 ]
  br i1 %8, label %18, label %38

18:                                               ; preds = %16
  %19 = mul nuw nsw i64 %17, %9
  %20 = getelementptr inbounds nuw double, ptr %2, i64 %19
  br i1 %12, label %23, label %43

21:                                               ; preds = %38, %5
  ret void

22:                                               ; preds = %43
  br i1 %14, label %38, label %23

23:                                               ; preds = %22, %18
  %24 = phi i64 [ 0, %18 ], [ %70, %22 ]
  %25 = phi double [ 0.000000e+00, %18 ], [ %69, %22 ]
  tail call void @llvm.assume(i1 %15)
  br label %26

26:                                               ; preds = %26, %23
  %27 = phi i64 [ %24, %23 ], [ %35, %26 ]
  %28 = phi double [ %25, %23 ], [ %34, %26 ]
  %29 = phi i64 [ 0, %23 ], [ %36, %26 ]
  %30 = getelementptr inbounds nuw double, ptr %20, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !10
  %32 = getelementptr inbounds nuw double, ptr %3, i64 %27
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = tail call double @llvm.fmuladd.f64(double %31, double %33, double %28)
  %35 = add nuw nsw i64 %27, 1
  %36 = add i64 %29, 1
  %37 = icmp eq i64 %36, %11
  br i1 %37, label %38, label %26, !llvm.loop !12

38:                                               ; preds = %22, %26, %16
  %39 = phi double [ 0.000000e+00, %16 ], [ %69, %22 ], [ %34, %26 ]
  %40 = getelementptr inbounds nuw double, ptr %4, i64 %17
  store double %39, ptr %40, align 8, !tbaa !10
  %41 = add nuw nsw i64 %17, 1
  %42 = icmp eq i64 %41, %10
  br i1 %42, label %21, label %16, !llvm.loop !14

43:                                               ; preds = %18, %43
  %44 = phi i64 [ %70, %43 ], [ 0, %18 ]
  %45 = phi double [ %69, %43 ], [ 0.000000e+00, %18 ]
  %46 = phi i64 [ %71, %43 ], [ 0, %18 ]
  %47 = getelementptr inbounds nuw double, ptr %20, i64 %44
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = getelementptr inbounds nuw double, ptr %3, i64 %44
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45)
  %52 = or disjoint i64 %44, 1
  %53 = getelementptr inbounds nuw double, ptr %20, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !10
  %55 = getelementptr inbounds nuw double, ptr %3, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51)
  %58 = or disjoint i64 %44, 2
  %59 = getelementptr inbounds nuw double, ptr %20, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !10
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = or disjoint i64 %44, 3
  %65 = getelementptr inbounds nuw double, ptr %20, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !10
  %67 = getelementptr inbounds nuw double, ptr %3, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = tail call double @llvm.fmuladd.f64(double %66, double %68, double %63)
  %70 = add nuw nsw i64 %44, 4
  %71 = add i64 %46, 4
  %72 = icmp eq i64 %71, %13
  br i1 %72, label %22, label %43, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @matmul(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %37, label %6

6:                                                ; preds = %4
  %7 = mul i32 %0, %0
  %8 = tail call i32 @llvm.umax.i32(i32 %7, i32 1)
  %9 = zext i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %3, i8 0, i64 %10, i1 false), !tbaa !10
  %11 = icmp sgt i32 %0, 0
  br i1 %11, label %12, label %37

12:                                               ; preds = %6
  %13 = zext nneg i32 %0 to i64
  %14 = shl nuw nsw i64 %13, 3
  %15 = shl nuw nsw i64 %13, 3
  %16 = mul nuw nsw i64 %13, %13
  %17 = shl i64 %16, 3
  %18 = getelementptr i8, ptr %2, i64 %17
  %19 = getelementptr i8, ptr %3, i64 %15
  %20 = icmp ult i32 %0, 4
  %21 = and i64 %13, 2147483644
  %22 = icmp eq i64 %21, %13
  %23 = and i64 %13, 1
  %24 = icmp eq i64 %23, 0
  %25 = add nsw i64 %13, -1
  br label %26

26:                                               ; preds = %38, %12
  %27 = phi i64 [ 0, %12 ], [ %39, %38 ]
  %28 = mul i64 %14, %27
  %29 = getelementptr nuw i8, ptr %3, i64 %28
  %30 = getelementptr i8, ptr %19, i64 %28
  %31 = mul nuw nsw i64 %27, %13
  %32 = getelementptr inbounds nuw double, ptr %1, i64 %31
  %33 = getelementptr inbounds nuw double, ptr %3, i64 %31
  %34 = icmp ult ptr %29, %18
  %35 = icmp ult ptr %2, %30
  %36 = and i1 %34, %35
  br label %41

37:                                               ; preds = %38, %4, %6
  ret void

38:                                               ; preds = %78
  %39 = add nuw nsw i64 %27, 1
  %40 = icmp eq i64 %39, %13
  br i1 %40, label %37, label %26, !llvm.loop !17

41:                                               ; preds = %26, %78
  %42 = phi i64 [ 0, %26 ], [ %79, %78 ]
  %43 = getelementptr inbounds nuw double, ptr %32, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = mul nuw nsw i64 %42, %13
  %46 = getelementptr inbounds nuw double, ptr %2, i64 %45
  %47 = select i1 %20, i1 true, i1 %36
  br i1 %47, label %66, label %48

48:                                               ; preds = %41
  %49 = insertelement <2 x double> poison, double %44, i64 0
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer
  br label %51

51:                                               ; preds = %51, %48
  %52 = phi i64 [ 0, %48 ], [ %63, %51 ]
  %53 = getelementptr inbounds nuw double, ptr %46, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %55 = load <2 x double>, ptr %53, align 8, !tbaa !10, !alias.scope !18
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !10, !alias.scope !18
  %57 = getelementptr inbounds nuw double, ptr %33, i64 %52
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 16
  %59 = load <2 x double>, ptr %57, align 8, !tbaa !10, !alias.scope !21, !noalias !18
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !10, !alias.scope !21, !noalias !18
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %55, <2 x double> %59)
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %56, <2 x double> %60)
  store <2 x double> %61, ptr %57, align 8, !tbaa !10, !alias.scope !21, !noalias !18
  store <2 x double> %62, ptr %58, align 8, !tbaa !10, !alias.scope !21, !noalias !18
  %63 = add nuw i64 %52, 4
  %64 = icmp eq i64 %63, %21
  br i1 %64, label %65, label %51, !llvm.loop !23

65:                                               ; preds = %51
  br i1 %22, label %78, label %66

66:                                               ; preds = %41, %65
  %67 = phi i64 [ %21, %65 ], [ 0, %41 ]
  br i1 %24, label %75, label %68

68:                                               ; preds = %66
  %69 = getelementptr inbounds nuw double, ptr %46, i64 %67
  %70 = load double, ptr %69, align 8, !tbaa !10
  %71 = getelementptr inbounds nuw double, ptr %33, i64 %67
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = tail call double @llvm.fmuladd.f64(double %44, double %70, double %72)
  store double %73, ptr %71, align 8, !tbaa !10
  %74 = or disjoint i64 %67, 1
  br label %75

75:                                               ; preds = %68, %66
  %76 = phi i64 [ %67, %66 ], [ %74, %68 ]
  %77 = icmp eq i64 %67, %25
  br i1 %77, label %78, label %81

78:                                               ; preds = %75, %81, %65
  %79 = add nuw nsw i64 %42, 1
  %80 = icmp eq i64 %79, %13
  br i1 %80, label %38, label %41, !llvm.loop !26

81:                                               ; preds = %75, %81
  %82 = phi i64 [ %94, %81 ], [ %76, %75 ]
  %83 = getelementptr inbounds nuw double, ptr %46, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !10
  %85 = getelementptr inbounds nuw double, ptr %33, i64 %82
  %86 = load double, ptr %85, align 8, !tbaa !10
  %87 = tail call double @llvm.fmuladd.f64(double %44, double %84, double %86)
  store double %87, ptr %85, align 8, !tbaa !10
  %88 = add nuw nsw i64 %82, 1
  %89 = getelementptr inbounds nuw double, ptr %46, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !10
  %91 = getelementptr inbounds nuw double, ptr %33, i64 %88
  %92 = load double, ptr %91, align 8, !tbaa !10
  %93 = tail call double @llvm.fmuladd.f64(double %44, double %90, double %92)
  store double %93, ptr %91, align 8, !tbaa !10
  %94 = add nuw nsw i64 %82, 2
  %95 = icmp eq i64 %94, %13
  br i1 %95, label %78, label %81, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @transpose(i32 noundef %0, i32 noundef %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %62

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext nneg i32 %0 to i64
  %9 = zext i32 %1 to i64
  %10 = add nuw nsw i64 %8, %9
  %11 = shl nuw nsw i64 %10, 3
  %12 = getelementptr i8, ptr %3, i64 %11
  %13 = getelementptr i8, ptr %12, i64 -8
  %14 = mul nuw nsw i64 %9, %8
  %15 = shl i64 %14, 3
  %16 = getelementptr i8, ptr %2, i64 %15
  %17 = icmp ugt i32 %1, 5
  %18 = icmp eq i32 %0, 1
  %19 = and i1 %17, %18
  %20 = icmp ult ptr %3, %16
  %21 = icmp ult ptr %2, %13
  %22 = and i1 %20, %21
  %23 = and i64 %9, 2147483644
  %24 = icmp eq i64 %23, %9
  %25 = and i64 %9, 3
  %26 = icmp eq i64 %25, 0
  br label %27

27:                                               ; preds = %6, %63
  %28 = phi i64 [ 0, %6 ], [ %64, %63 ]
  br i1 %7, label %29, label %63

29:                                               ; preds = %27
  %30 = mul nuw nsw i64 %28, %9
  %31 = getelementptr inbounds nuw double, ptr %2, i64 %30
  %32 = getelementptr inbounds nuw double, ptr %3, i64 %28
  %33 = xor i1 %19, true
  %34 = select i1 %33, i1 true, i1 %22
  br i1 %34, label %46, label %35

35:                                               ; preds = %29, %35
  %36 = phi i64 [ %43, %35 ], [ 0, %29 ]
  %37 = getelementptr inbounds nuw double, ptr %31, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !10, !alias.scope !28
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !10, !alias.scope !28
  %41 = getelementptr inbounds nuw double, ptr %32, i64 %36
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 16
  store <2 x double> %39, ptr %41, align 8, !tbaa !10, !alias.scope !31, !noalias !28
  store <2 x double> %40, ptr %42, align 8, !tbaa !10, !alias.scope !31, !noalias !28
  %43 = add nuw i64 %36, 4
  %44 = icmp eq i64 %43, %23
  br i1 %44, label %45, label %35, !llvm.loop !33

45:                                               ; preds = %35
  br i1 %24, label %63, label %46

46:                                               ; preds = %29, %45
  %47 = phi i64 [ %23, %45 ], [ 0, %29 ]
  br i1 %26, label %58, label %48

48:                                               ; preds = %46, %48
  %49 = phi i64 [ %55, %48 ], [ %47, %46 ]
  %50 = phi i64 [ %56, %48 ], [ 0, %46 ]
  %51 = getelementptr inbounds nuw double, ptr %31, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = mul nuw nsw i64 %49, %8
  %54 = getelementptr inbounds nuw double, ptr %32, i64 %53
  store double %52, ptr %54, align 8, !tbaa !10
  %55 = add nuw nsw i64 %49, 1
  %56 = add i64 %50, 1
  %57 = icmp eq i64 %56, %25
  br i1 %57, label %58, label %48, !llvm.loop !34

58:                                               ; preds = %48, %46
  %59 = phi i64 [ %47, %46 ], [ %55, %48 ]
  %60 = sub nsw i64 %47, %9
  %61 = icmp ugt i64 %60, -4
  br i1 %61, label %63, label %66

62:                                               ; preds = %63, %4
  ret void

63:                                               ; preds = %58, %66, %45, %27
  %64 = add nuw nsw i64 %28, 1
  %65 = icmp eq i64 %64, %8
  br i1 %65, label %62, label %27, !llvm.loop !35

66:                                               ; preds = %58, %66
  %67 = phi i64 [ %87, %66 ], [ %59, %58 ]
  %68 = getelementptr inbounds nuw double, ptr %31, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = mul nuw nsw i64 %67, %8
  %71 = getelementptr inbounds nuw double, ptr %32, i64 %70
  store double %69, ptr %71, align 8, !tbaa !10
  %72 = add nuw nsw i64 %67, 1
  %73 = getelementptr inbounds nuw double, ptr %31, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !10
  %75 = mul nuw nsw i64 %72, %8
  %76 = getelementptr inbounds nuw double, ptr %32, i64 %75
  store double %74, ptr %76, align 8, !tbaa !10
  %77 = add nuw nsw i64 %67, 2
  %78 = getelementptr inbounds nuw double, ptr %31, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !10
  %80 = mul nuw nsw i64 %77, %8
  %81 = getelementptr inbounds nuw double, ptr %32, i64 %80
  store double %79, ptr %81, align 8, !tbaa !10
  %82 = add nuw nsw i64 %67, 3
  %83 = getelementptr inbounds nuw double, ptr %31, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !10
  %85 = mul nuw nsw i64 %82, %8
  %86 = getelementptr inbounds nuw double, ptr %32, i64 %85
  store double %84, ptr %86, align 8, !tbaa !10
  %87 = add nuw nsw i64 %67, 4
  %88 = icmp eq i64 %87, %9
  br i1 %88, label %63, label %66, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @back_substitute(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %4
  %7 = add nuw i32 %0, 1
  %8 = zext nneg i32 %0 to i64
  %9 = zext nneg i32 %0 to i64
  br label %11

10:                                               ; preds = %24, %4
  ret void

11:                                               ; preds = %6, %24
  %12 = phi i64 [ %9, %6 ], [ %14, %24 ]
  %13 = phi i64 [ %8, %6 ], [ %15, %24 ]
  %14 = add nsw i64 %12, -1
  %15 = add nsw i64 %13, -1
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %14
  %17 = load double, ptr %16, align 8, !tbaa !10
  %18 = icmp slt i64 %12, %9
  br i1 %18, label %19, label %24

19:                                               ; preds = %11
  %20 = trunc i64 %14 to i32
  %21 = mul i32 %0, %20
  %22 = zext i32 %21 to i64
  %23 = getelementptr double, ptr %1, i64 %22
  br label %34

24:                                               ; preds = %34, %11
  %25 = phi double [ %17, %11 ], [ %42, %34 ]
  %26 = trunc nuw nsw i64 %14 to i32
  %27 = mul i32 %7, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %1, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = fdiv double %25, %30
  %32 = getelementptr inbounds nuw double, ptr %3, i64 %14
  store double %31, ptr %32, align 8, !tbaa !10
  %33 = icmp samesign ugt i64 %12, 1
  br i1 %33, label %11, label %10, !llvm.loop !37

34:                                               ; preds = %19, %34
  %35 = phi i64 [ %13, %19 ], [ %43, %34 ]
  %36 = phi double [ %17, %19 ], [ %42, %34 ]
  %37 = getelementptr double, ptr %23, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = getelementptr inbounds nuw double, ptr %3, i64 %35
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = fneg double %38
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %40, double %36)
  %43 = add nuw nsw i64 %35, 1
  %44 = trunc nuw i64 %43 to i32
  %45 = icmp sgt i32 %0, %44
  br i1 %45, label %34, label %24, !llvm.loop !38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !15, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15, !24}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !15, !24, !25}
!34 = distinct !{!34, !13}
!35 = distinct !{!35, !15}
!36 = distinct !{!36, !15, !24}
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15}
