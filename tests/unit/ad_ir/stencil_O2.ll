; ModuleID = 'stencil.c'
source_filename = "stencil.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @heat1d(ptr noundef captures(address) %0, ptr noundef captures(address) %1, i32 noundef %2, i32 noundef %3, double noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %121

7:                                                ; preds = %5
  %8 = add nsw i32 %2, -1
  %9 = sext i32 %8 to i64
  %10 = icmp sgt i32 %2, 2
  %11 = zext i32 %8 to i64
  %12 = add nsw i64 %11, -1
  %13 = icmp ult i64 %12, 4
  %14 = and i64 %12, -4
  %15 = or disjoint i64 %14, 1
  %16 = insertelement <2 x double> poison, double %4, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  %18 = icmp eq i64 %12, %14
  %19 = and i32 %2, 1
  %20 = icmp eq i32 %19, 0
  %21 = add nsw i64 %11, -1
  br label %24

22:                                               ; preds = %90
  %23 = icmp eq ptr %27, %0
  br i1 %23, label %121, label %118

24:                                               ; preds = %7, %90
  %25 = phi ptr [ %0, %7 ], [ %27, %90 ]
  %26 = phi i32 [ 0, %7 ], [ %91, %90 ]
  %27 = phi ptr [ %1, %7 ], [ %25, %90 ]
  %28 = ptrtoint ptr %27 to i64
  %29 = ptrtoint ptr %25 to i64
  %30 = load double, ptr %25, align 8, !tbaa !10
  store double %30, ptr %27, align 8, !tbaa !10
  %31 = getelementptr inbounds double, ptr %25, i64 %9
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = getelementptr inbounds double, ptr %27, i64 %9
  store double %32, ptr %33, align 8, !tbaa !10
  br i1 %10, label %34, label %90

34:                                               ; preds = %24
  br i1 %13, label %73, label %35

35:                                               ; preds = %34
  %36 = sub i64 %28, %29
  %37 = icmp ult i64 %36, 32
  %38 = add i64 %28, 8
  %39 = sub i64 %38, %29
  %40 = icmp ult i64 %39, 32
  %41 = or i1 %37, %40
  %42 = add i64 %28, -8
  %43 = sub i64 %42, %29
  %44 = icmp ult i64 %43, 32
  %45 = or i1 %41, %44
  br i1 %45, label %73, label %46

46:                                               ; preds = %35, %46
  %47 = phi i64 [ %70, %46 ], [ 0, %35 ]
  %48 = or disjoint i64 %47, 1
  %49 = getelementptr inbounds nuw double, ptr %25, i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 16
  %51 = load <2 x double>, ptr %49, align 8, !tbaa !10
  %52 = load <2 x double>, ptr %50, align 8, !tbaa !10
  %53 = getelementptr i8, ptr %49, i64 -8
  %54 = getelementptr i8, ptr %49, i64 8
  %55 = load <2 x double>, ptr %53, align 8, !tbaa !10
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !10
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> splat (double -2.000000e+00), <2 x double> %55)
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> splat (double -2.000000e+00), <2 x double> %56)
  %59 = getelementptr inbounds nuw double, ptr %25, i64 %47
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 16
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 32
  %62 = load <2 x double>, ptr %60, align 8, !tbaa !10
  %63 = load <2 x double>, ptr %61, align 8, !tbaa !10
  %64 = fadd <2 x double> %57, %62
  %65 = fadd <2 x double> %58, %63
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %64, <2 x double> %51)
  %67 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %65, <2 x double> %52)
  %68 = getelementptr inbounds nuw double, ptr %27, i64 %48
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  store <2 x double> %66, ptr %68, align 8, !tbaa !10
  store <2 x double> %67, ptr %69, align 8, !tbaa !10
  %70 = add nuw i64 %47, 4
  %71 = icmp eq i64 %70, %14
  br i1 %71, label %72, label %46, !llvm.loop !12

72:                                               ; preds = %46
  br i1 %18, label %90, label %73

73:                                               ; preds = %35, %34, %72
  %74 = phi i64 [ 1, %35 ], [ 1, %34 ], [ %15, %72 ]
  br i1 %20, label %87, label %75

75:                                               ; preds = %73
  %76 = getelementptr inbounds nuw double, ptr %25, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = getelementptr i8, ptr %76, i64 -8
  %79 = load double, ptr %78, align 8, !tbaa !10
  %80 = tail call double @llvm.fmuladd.f64(double %77, double -2.000000e+00, double %79)
  %81 = add nuw nsw i64 %74, 1
  %82 = getelementptr inbounds nuw double, ptr %25, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !10
  %84 = fadd double %80, %83
  %85 = tail call double @llvm.fmuladd.f64(double %4, double %84, double %77)
  %86 = getelementptr inbounds nuw double, ptr %27, i64 %74
  store double %85, ptr %86, align 8, !tbaa !10
  br label %87

87:                                               ; preds = %75, %73
  %88 = phi i64 [ %74, %73 ], [ %81, %75 ]
  %89 = icmp eq i64 %74, %21
  br i1 %89, label %90, label %93

90:                                               ; preds = %87, %93, %72, %24
  %91 = add nuw nsw i32 %26, 1
  %92 = icmp eq i32 %91, %3
  br i1 %92, label %22, label %24, !llvm.loop !16

93:                                               ; preds = %87, %93
  %94 = phi i64 [ %111, %93 ], [ %88, %87 ]
  %95 = getelementptr inbounds nuw double, ptr %25, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !10
  %97 = getelementptr i8, ptr %95, i64 -8
  %98 = load double, ptr %97, align 8, !tbaa !10
  %99 = tail call double @llvm.fmuladd.f64(double %96, double -2.000000e+00, double %98)
  %100 = add nuw nsw i64 %94, 1
  %101 = getelementptr inbounds nuw double, ptr %25, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !10
  %103 = fadd double %99, %102
  %104 = tail call double @llvm.fmuladd.f64(double %4, double %103, double %96)
  %105 = getelementptr inbounds nuw double, ptr %27, i64 %94
  store double %104, ptr %105, align 8, !tbaa !10
  %106 = getelementptr inbounds nuw double, ptr %25, i64 %100
  %107 = load double, ptr %106, align 8, !tbaa !10
  %108 = getelementptr i8, ptr %106, i64 -8
  %109 = load double, ptr %108, align 8, !tbaa !10
  %110 = tail call double @llvm.fmuladd.f64(double %107, double -2.000000e+00, double %109)
  %111 = add nuw nsw i64 %94, 2
  %112 = getelementptr inbounds nuw double, ptr %25, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !10
  %114 = fadd double %110, %113
  %115 = tail call double @llvm.fmuladd.f64(double %4, double %114, double %107)
  %116 = getelementptr inbounds nuw double, ptr %27, i64 %100
  store double %115, ptr %116, align 8, !tbaa !10
  %117 = icmp eq i64 %111, %11
  br i1 %117, label %90, label %93, !llvm.loop !17

118:                                              ; preds = %22
  %119 = sext i32 %2 to i64
  %120 = shl nsw i64 %119, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %27, i64 %120, i1 false)
  br label %121

121:                                              ; preds = %5, %118, %22
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable
define void @burgers1d(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2, double noundef %3) local_unnamed_addr #3 {
  %5 = sext i32 %1 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #8
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %58

9:                                                ; preds = %4
  %10 = add i32 %1, -1
  %11 = icmp sgt i32 %1, 2
  %12 = getelementptr i8, ptr %0, i64 8
  %13 = getelementptr i8, ptr %7, i64 8
  %14 = add i32 %1, -2
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 3
  %17 = zext i32 %10 to i64
  %18 = add nsw i64 %17, -1
  %19 = icmp ult i64 %18, 2
  %20 = and i64 %18, -2
  %21 = or i64 %18, 1
  %22 = insertelement <2 x double> poison, double %3, i64 0
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> zeroinitializer
  %24 = icmp eq i64 %18, %20
  br label %25

25:                                               ; preds = %9, %79
  %26 = phi i32 [ 0, %9 ], [ %80, %79 ]
  br i1 %11, label %27, label %79

27:                                               ; preds = %25
  %28 = load double, ptr %12, align 8, !tbaa !10
  br i1 %19, label %55, label %29

29:                                               ; preds = %27
  %30 = insertelement <2 x double> poison, double %28, i64 1
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %51, %31 ]
  %33 = phi <2 x double> [ %30, %29 ], [ %38, %31 ]
  %34 = or disjoint i64 %32, 1
  %35 = getelementptr inbounds nuw double, ptr %0, i64 %34
  %36 = getelementptr inbounds nuw double, ptr %0, i64 %32
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %38 = load <2 x double>, ptr %37, align 8, !tbaa !10
  %39 = shufflevector <2 x double> %33, <2 x double> %38, <2 x i32> <i32 1, i32 2>
  %40 = fmul <2 x double> %23, %39
  %41 = getelementptr i8, ptr %35, i64 -8
  %42 = load <2 x double>, ptr %41, align 8, !tbaa !10
  %43 = fsub <2 x double> %38, %42
  %44 = fneg <2 x double> %43
  %45 = fmul <2 x double> %40, %44
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> splat (double 5.000000e-01), <2 x double> %39)
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> splat (double -2.000000e+00), <2 x double> %38)
  %48 = fadd <2 x double> %47, %42
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> %48, <2 x double> %46)
  %50 = getelementptr inbounds nuw double, ptr %7, i64 %34
  store <2 x double> %49, ptr %50, align 8, !tbaa !10
  %51 = add nuw i64 %32, 2
  %52 = icmp eq i64 %51, %20
  br i1 %52, label %53, label %31, !llvm.loop !18

53:                                               ; preds = %31
  %54 = extractelement <2 x double> %38, i64 1
  br i1 %24, label %59, label %55

55:                                               ; preds = %27, %53
  %56 = phi double [ %28, %27 ], [ %54, %53 ]
  %57 = phi i64 [ 1, %27 ], [ %21, %53 ]
  br label %60

58:                                               ; preds = %79, %4
  tail call void @free(ptr noundef %7) #9
  ret void

59:                                               ; preds = %60, %53
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %12, ptr align 8 %13, i64 %16, i1 false), !tbaa !10
  br label %79

60:                                               ; preds = %55, %60
  %61 = phi double [ %67, %60 ], [ %56, %55 ]
  %62 = phi i64 [ %65, %60 ], [ %57, %55 ]
  %63 = getelementptr inbounds nuw double, ptr %0, i64 %62
  %64 = fmul double %3, %61
  %65 = add nuw nsw i64 %62, 1
  %66 = getelementptr inbounds nuw double, ptr %0, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !10
  %68 = getelementptr i8, ptr %63, i64 -8
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = fsub double %67, %69
  %71 = fneg double %70
  %72 = fmul double %64, %71
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 5.000000e-01, double %61)
  %74 = tail call double @llvm.fmuladd.f64(double %61, double -2.000000e+00, double %67)
  %75 = fadd double %74, %69
  %76 = tail call double @llvm.fmuladd.f64(double %3, double %75, double %73)
  %77 = getelementptr inbounds nuw double, ptr %7, i64 %62
  store double %76, ptr %77, align 8, !tbaa !10
  %78 = icmp eq i64 %65, %17
  br i1 %78, label %59, label %60, !llvm.loop !19

79:                                               ; preds = %25, %59
  %80 = add nuw nsw i32 %26, 1
  %81 = icmp eq i32 %80, %2
  br i1 %81, label %58, label %25, !llvm.loop !20
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @heat1d_vla(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2, double noundef %3) local_unnamed_addr #6 {
  %5 = zext i32 %1 to i64
  %6 = alloca double, i64 %5, align 16
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %61

8:                                                ; preds = %4
  %9 = add i32 %1, -1
  %10 = icmp sgt i32 %1, 2
  %11 = getelementptr i8, ptr %0, i64 8
  %12 = getelementptr nuw i8, ptr %6, i64 8
  %13 = add i32 %1, -2
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 3
  %16 = zext i32 %9 to i64
  %17 = add nsw i64 %16, -1
  %18 = icmp ult i64 %17, 4
  %19 = and i64 %17, -4
  %20 = or disjoint i64 %19, 1
  %21 = insertelement <2 x double> poison, double %3, i64 0
  %22 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> zeroinitializer
  %23 = icmp eq i64 %17, %19
  br label %24

24:                                               ; preds = %8, %77
  %25 = phi i32 [ 0, %8 ], [ %78, %77 ]
  br i1 %10, label %26, label %77

26:                                               ; preds = %24
  %27 = load double, ptr %11, align 8, !tbaa !10
  br i1 %18, label %58, label %28

28:                                               ; preds = %26
  %29 = insertelement <2 x double> poison, double %27, i64 1
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %54, %30 ]
  %32 = phi <2 x double> [ %29, %28 ], [ %43, %30 ]
  %33 = or disjoint i64 %31, 1
  %34 = getelementptr inbounds nuw double, ptr %0, i64 %33
  %35 = getelementptr i8, ptr %34, i64 -8
  %36 = getelementptr i8, ptr %34, i64 8
  %37 = load <2 x double>, ptr %35, align 8, !tbaa !10
  %38 = load <2 x double>, ptr %36, align 8, !tbaa !10
  %39 = getelementptr inbounds nuw double, ptr %0, i64 %31
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 32
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !10
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !10
  %44 = shufflevector <2 x double> %32, <2 x double> %42, <2 x i32> <i32 1, i32 2>
  %45 = shufflevector <2 x double> %42, <2 x double> %43, <2 x i32> <i32 1, i32 2>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> splat (double -2.000000e+00), <2 x double> %37)
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> splat (double -2.000000e+00), <2 x double> %38)
  %48 = fadd <2 x double> %46, %42
  %49 = fadd <2 x double> %47, %43
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> %48, <2 x double> %44)
  %51 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> %49, <2 x double> %45)
  %52 = getelementptr inbounds nuw double, ptr %6, i64 %33
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  store <2 x double> %50, ptr %52, align 8, !tbaa !10
  store <2 x double> %51, ptr %53, align 8, !tbaa !10
  %54 = add nuw i64 %31, 4
  %55 = icmp eq i64 %54, %19
  br i1 %55, label %56, label %30, !llvm.loop !21

56:                                               ; preds = %30
  %57 = extractelement <2 x double> %43, i64 1
  br i1 %23, label %62, label %58

58:                                               ; preds = %26, %56
  %59 = phi double [ %27, %26 ], [ %57, %56 ]
  %60 = phi i64 [ 1, %26 ], [ %20, %56 ]
  br label %63

61:                                               ; preds = %77, %4
  ret void

62:                                               ; preds = %63, %56
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %11, ptr nonnull align 8 %12, i64 %15, i1 false), !tbaa !10
  br label %77

63:                                               ; preds = %58, %63
  %64 = phi double [ %72, %63 ], [ %59, %58 ]
  %65 = phi i64 [ %70, %63 ], [ %60, %58 ]
  %66 = getelementptr inbounds nuw double, ptr %0, i64 %65
  %67 = getelementptr i8, ptr %66, i64 -8
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = tail call double @llvm.fmuladd.f64(double %64, double -2.000000e+00, double %68)
  %70 = add nuw nsw i64 %65, 1
  %71 = getelementptr inbounds nuw double, ptr %0, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = fadd double %69, %72
  %74 = tail call double @llvm.fmuladd.f64(double %3, double %73, double %64)
  %75 = getelementptr inbounds nuw double, ptr %6, i64 %65
  store double %74, ptr %75, align 8, !tbaa !10
  %76 = icmp eq i64 %70, %16
  br i1 %76, label %62, label %63, !llvm.loop !22

77:                                               ; preds = %24, %62
  %78 = add nuw nsw i32 %25, 1
  %79 = icmp eq i32 %78, %2
  br i1 %79, label %61, label %24, !llvm.loop !23
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14, !15}
!19 = distinct !{!19, !13, !15, !14}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !15, !14}
!23 = distinct !{!23, !13}
