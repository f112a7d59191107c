; ModuleID = 'stencil1d.c'
source_filename = "stencil1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @jacobi1d(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = add i32 %0, -1
  %5 = icmp sgt i32 %0, 2
  br i1 %5, label %6, label %60

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = add nsw i64 %7, -1
  %9 = icmp ult i64 %8, 2
  br i1 %9, label %40, label %10

10:                                               ; preds = %6
  %11 = getelementptr i8, ptr %2, i64 8
  %12 = shl nuw nsw i64 %7, 3
  %13 = getelementptr i8, ptr %2, i64 %12
  %14 = getelementptr i8, ptr %1, i64 %12
  %15 = getelementptr i8, ptr %14, i64 8
  %16 = icmp ult ptr %11, %15
  %17 = icmp ult ptr %1, %13
  %18 = and i1 %16, %17
  br i1 %18, label %40, label %19

19:                                               ; preds = %10
  %20 = and i64 %8, -2
  %21 = or i64 %8, 1
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %36, %22 ]
  %24 = or disjoint i64 %23, 1
  %25 = getelementptr double, ptr %1, i64 %24
  %26 = getelementptr i8, ptr %25, i64 -8
  %27 = load <2 x double>, ptr %26, align 8, !tbaa !10, !alias.scope !12
  %28 = load <2 x double>, ptr %25, align 8, !tbaa !10, !alias.scope !12
  %29 = fadd <2 x double> %27, %28
  %30 = getelementptr inbounds nuw double, ptr %1, i64 %23
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %32 = load <2 x double>, ptr %31, align 8, !tbaa !10, !alias.scope !12
  %33 = fadd <2 x double> %29, %32
  %34 = fdiv <2 x double> %33, splat (double 3.000000e+00)
  %35 = getelementptr inbounds nuw double, ptr %2, i64 %24
  store <2 x double> %34, ptr %35, align 8, !tbaa !10, !alias.scope !15, !noalias !12
  %36 = add nuw i64 %23, 2
  %37 = icmp eq i64 %36, %20
  br i1 %37, label %38, label %22, !llvm.loop !17

38:                                               ; preds = %22
  %39 = icmp eq i64 %8, %20
  br i1 %39, label %60, label %40

40:                                               ; preds = %10, %6, %38
  %41 = phi i64 [ 1, %10 ], [ 1, %6 ], [ %21, %38 ]
  %42 = and i32 %0, 1
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %56, label %44

44:                                               ; preds = %40
  %45 = getelementptr double, ptr %1, i64 %41
  %46 = getelementptr i8, ptr %45, i64 -8
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = load double, ptr %45, align 8, !tbaa !10
  %49 = fadd double %47, %48
  %50 = add nuw nsw i64 %41, 1
  %51 = getelementptr inbounds nuw double, ptr %1, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = fadd double %49, %52
  %54 = fdiv double %53, 3.000000e+00
  %55 = getelementptr inbounds nuw double, ptr %2, i64 %41
  store double %54, ptr %55, align 8, !tbaa !10
  br label %56

56:                                               ; preds = %44, %40
  %57 = phi i64 [ %41, %40 ], [ %50, %44 ]
  %58 = add nsw i64 %7, -1
  %59 = icmp eq i64 %41, %58
  br i1 %59, label %60, label %66

60:                                               ; preds = %56, %66, %38, %3
  %61 = load double, ptr %1, align 8, !tbaa !10
  store double %61, ptr %2, align 8, !tbaa !10
  %62 = sext i32 %4 to i64
  %63 = getelementptr inbounds double, ptr %1, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !10
  %65 = getelementptr inbounds double, ptr %2, i64 %62
  store double %64, ptr %65, align 8, !tbaa !10
  ret void

66:                                               ; preds = %56, %66
  %67 = phi i64 [ %84, %66 ], [ %57, %56 ]
  %68 = getelementptr double, ptr %1, i64 %67
  %69 = getelementptr i8, ptr %68, i64 -8
  %70 = load double, ptr %69, align 8, !tbaa !10
  %71 = load double, ptr %68, align 8, !tbaa !10
  %72 = fadd double %70, %71
  %73 = add nuw nsw i64 %67, 1
  %74 = getelementptr inbounds nuw double, ptr %1, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = fadd double %72, %75
  %77 = fdiv double %76, 3.000000e+00
  %78 = getelementptr inbounds nuw double, ptr %2, i64 %67
  store double %77, ptr %78, align 8, !tbaa !10
  %79 = getelementptr double, ptr %1, i64 %73
  %80 = getelementptr i8, ptr %79, i64 -8
  %81 = load double, ptr %80, align 8, !tbaa !10
  %82 = load double, ptr %79, align 8, !tbaa !10
  %83 = fadd double %81, %82
  %84 = add nuw nsw i64 %67, 2
  %85 = getelementptr inbounds nuw double, ptr %1, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !10
  %87 = fadd double %83, %86
  %88 = fdiv double %87, 3.000000e+00
  %89 = getelementptr inbounds nuw double, ptr %2, i64 %73
  store double %88, ptr %89, align 8, !tbaa !10
  %90 = icmp eq i64 %84, %7
  br i1 %90, label %60, label %66, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @heat_step(i32 noundef %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, double noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %88

7:                                                ; preds = %5
  %8 = ptrtoint ptr %1 to i64
  %9 = ptrtoint ptr %2 to i64
  %10 = add i32 %0, -1
  %11 = icmp sgt i32 %0, 2
  %12 = zext i32 %10 to i64
  %13 = zext nneg i32 %10 to i64
  %14 = sub i64 %8, %9
  %15 = add nsw i64 %12, -1
  %16 = getelementptr i8, ptr %2, i64 8
  %17 = shl nuw nsw i64 %12, 3
  %18 = getelementptr i8, ptr %2, i64 %17
  %19 = getelementptr i8, ptr %1, i64 %17
  %20 = getelementptr i8, ptr %19, i64 8
  %21 = add nsw i64 %12, -1
  %22 = icmp ult i64 %21, 4
  %23 = icmp ult ptr %16, %20
  %24 = icmp ult ptr %1, %18
  %25 = and i1 %23, %24
  %26 = and i64 %21, -4
  %27 = or disjoint i64 %26, 1
  %28 = insertelement <2 x double> poison, double %3, i64 0
  %29 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> zeroinitializer
  %30 = icmp eq i64 %21, %26
  %31 = and i32 %0, 1
  %32 = icmp eq i32 %31, 0
  %33 = add nsw i64 %12, -1
  %34 = icmp ult i64 %15, 4
  %35 = icmp ult i64 %14, 32
  %36 = or i1 %34, %35
  %37 = and i64 %15, -4
  %38 = or disjoint i64 %37, 1
  %39 = icmp eq i64 %15, %37
  br label %40

40:                                               ; preds = %7, %145
  %41 = phi i32 [ 0, %7 ], [ %146, %145 ]
  br i1 %11, label %42, label %145

42:                                               ; preds = %40
  %43 = select i1 %22, i1 true, i1 %25
  br i1 %43, label %71, label %44

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %68, %44 ], [ 0, %42 ]
  %46 = or disjoint i64 %45, 1
  %47 = getelementptr inbounds nuw double, ptr %1, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 16
  %49 = load <2 x double>, ptr %47, align 8, !tbaa !10, !alias.scope !22
  %50 = load <2 x double>, ptr %48, align 8, !tbaa !10, !alias.scope !22
  %51 = getelementptr i8, ptr %47, i64 -8
  %52 = getelementptr i8, ptr %47, i64 8
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !10, !alias.scope !22
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !10, !alias.scope !22
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> splat (double -2.000000e+00), <2 x double> %53)
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> splat (double -2.000000e+00), <2 x double> %54)
  %57 = getelementptr inbounds nuw double, ptr %1, i64 %45
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 16
  %59 = getelementptr inbounds nuw i8, ptr %57, i64 32
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !10, !alias.scope !22
  %61 = load <2 x double>, ptr %59, align 8, !tbaa !10, !alias.scope !22
  %62 = fadd <2 x double> %55, %60
  %63 = fadd <2 x double> %56, %61
  %64 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %62, <2 x double> %49)
  %65 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %63, <2 x double> %50)
  %66 = getelementptr inbounds nuw double, ptr %2, i64 %46
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16
  store <2 x double> %64, ptr %66, align 8, !tbaa !10, !alias.scope !25, !noalias !22
  store <2 x double> %65, ptr %67, align 8, !tbaa !10, !alias.scope !25, !noalias !22
  %68 = add nuw i64 %45, 4
  %69 = icmp eq i64 %68, %26
  br i1 %69, label %70, label %44, !llvm.loop !27

70:                                               ; preds = %44
  br i1 %30, label %114, label %71

71:                                               ; preds = %42, %70
  %72 = phi i64 [ %27, %70 ], [ 1, %42 ]
  br i1 %32, label %85, label %73

73:                                               ; preds = %71
  %74 = getelementptr inbounds nuw double, ptr %1, i64 %72
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = getelementptr i8, ptr %74, i64 -8
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = tail call double @llvm.fmuladd.f64(double %75, double -2.000000e+00, double %77)
  %79 = add nuw nsw i64 %72, 1
  %80 = getelementptr inbounds nuw double, ptr %1, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !10
  %82 = fadd double %78, %81
  %83 = tail call double @llvm.fmuladd.f64(double %3, double %82, double %75)
  %84 = getelementptr inbounds nuw double, ptr %2, i64 %72
  store double %83, ptr %84, align 8, !tbaa !10
  br label %85

85:                                               ; preds = %73, %71
  %86 = phi i64 [ %72, %71 ], [ %79, %73 ]
  %87 = icmp eq i64 %72, %33
  br i1 %87, label %114, label %89

88:                                               ; preds = %145, %5
  ret void

89:                                               ; preds = %85, %89
  %90 = phi i64 [ %107, %89 ], [ %86, %85 ]
  %91 = getelementptr inbounds nuw double, ptr %1, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !10
  %93 = getelementptr i8, ptr %91, i64 -8
  %94 = load double, ptr %93, align 8, !tbaa !10
  %95 = tail call double @llvm.fmuladd.f64(double %92, double -2.000000e+00, double %94)
  %96 = add nuw nsw i64 %90, 1
  %97 = getelementptr inbounds nuw double, ptr %1, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !10
  %99 = fadd double %95, %98
  %100 = tail call double @llvm.fmuladd.f64(double %3, double %99, double %92)
  %101 = getelementptr inbounds nuw double, ptr %2, i64 %90
  store double %100, ptr %101, align 8, !tbaa !10
  %102 = getelementptr inbounds nuw double, ptr %1, i64 %96
  %103 = load double, ptr %102, align 8, !tbaa !10
  %104 = getelementptr i8, ptr %102, i64 -8
  %105 = load double, ptr %104, align 8, !tbaa !10
  %106 = tail call double @llvm.fmuladd.f64(double %103, double -2.000000e+00, double %105)
  %107 = add nuw nsw i64 %90, 2
  %108 = getelementptr inbounds nuw double, ptr %1, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !10
  %110 = fadd double %106, %109
  %111 = tail call double @llvm.fmuladd.f64(double %3, double %110, double %103)
  %112 = getelementptr inbounds nuw double, ptr %2, i64 %96
  store double %111, ptr %112, align 8, !tbaa !10
  %113 = icmp eq i64 %107, %12
  br i1 %113, label %114, label %89, !llvm.loop !28

114:                                              ; preds = %85, %89, %70
  br i1 %36, label %127, label %115

115:                                              ; preds = %114, %115
  %116 = phi i64 [ %124, %115 ], [ 0, %114 ]
  %117 = or disjoint i64 %116, 1
  %118 = getelementptr inbounds nuw double, ptr %2, i64 %117
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 16
  %120 = load <2 x double>, ptr %118, align 8, !tbaa !10
  %121 = load <2 x double>, ptr %119, align 8, !tbaa !10
  %122 = getelementptr inbounds nuw double, ptr %1, i64 %117
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 16
  store <2 x double> %120, ptr %122, align 8, !tbaa !10
  store <2 x double> %121, ptr %123, align 8, !tbaa !10
  %124 = add nuw i64 %116, 4
  %125 = icmp eq i64 %124, %37
  br i1 %125, label %126, label %115, !llvm.loop !29

126:                                              ; preds = %115
  br i1 %39, label %145, label %127

127:                                              ; preds = %114, %126
  %128 = phi i64 [ 1, %114 ], [ %38, %126 ]
  %129 = sub nsw i64 %12, %128
  %130 = and i64 %129, 3
  %131 = icmp eq i64 %130, 0
  br i1 %131, label %141, label %132

132:                                              ; preds = %127, %132
  %133 = phi i64 [ %138, %132 ], [ %128, %127 ]
  %134 = phi i64 [ %139, %132 ], [ 0, %127 ]
  %135 = getelementptr inbounds nuw double, ptr %2, i64 %133
  %136 = load double, ptr %135, align 8, !tbaa !10
  %137 = getelementptr inbounds nuw double, ptr %1, i64 %133
  store double %136, ptr %137, align 8, !tbaa !10
  %138 = add nuw nsw i64 %133, 1
  %139 = add i64 %134, 1
  %140 = icmp eq i64 %139, %130
  br i1 %140, label %141, label %132, !llvm.loop !30

141:                                              ; preds = %132, %127
  %142 = phi i64 [ %128, %127 ], [ %138, %132 ]
  %143 = sub nsw i64 %128, %12
  %144 = icmp ugt i64 %143, -4
  br i1 %144, label %145, label %148

145:                                              ; preds = %141, %148, %126, %40
  %146 = add nuw nsw i32 %41, 1
  %147 = icmp eq i32 %146, %4
  br i1 %147, label %88, label %40, !llvm.loop !32

148:                                              ; preds = %141, %148
  %149 = phi i64 [ %165, %148 ], [ %142, %141 ]
  %150 = getelementptr inbounds nuw double, ptr %2, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !10
  %152 = getelementptr inbounds nuw double, ptr %1, i64 %149
  store double %151, ptr %152, align 8, !tbaa !10
  %153 = add nuw nsw i64 %149, 1
  %154 = getelementptr inbounds nuw double, ptr %2, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !10
  %156 = getelementptr inbounds nuw double, ptr %1, i64 %153
  store double %155, ptr %156, align 8, !tbaa !10
  %157 = add nuw nsw i64 %149, 2
  %158 = getelementptr inbounds nuw double, ptr %2, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !10
  %160 = getelementptr inbounds nuw double, ptr %1, i64 %157
  store double %159, ptr %160, align 8, !tbaa !10
  %161 = add nuw nsw i64 %149, 3
  %162 = getelementptr inbounds nuw double, ptr %2, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !10
  %164 = getelementptr inbounds nuw double, ptr %1, i64 %161
  store double %163, ptr %164, align 8, !tbaa !10
  %165 = add nuw nsw i64 %149, 4
  %166 = icmp eq i64 %165, %13
  br i1 %166, label %145, label %148, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @energy(i32 noundef %0, ptr noundef readonly captures(none) %1, double noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = add nsw i32 %0, -1
  %7 = zext nneg i32 %6 to i64
  %8 = load double, ptr %1, align 8, !tbaa !10
  %9 = and i64 %7, 1
  %10 = icmp eq i32 %6, 1
  br i1 %10, label %15, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, 2147483646
  br label %30

13:                                               ; preds = %30
  %14 = icmp eq i64 %9, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %13, %5
  %16 = phi double [ %8, %5 ], [ %45, %13 ]
  %17 = phi i64 [ 0, %5 ], [ %43, %13 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %50, %13 ]
  %19 = icmp ne i64 %9, 0
  tail call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %17
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = fsub double %22, %16
  %24 = fdiv double %23, %2
  %25 = fmul double %24, 5.000000e-01
  %26 = fmul double %24, %25
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %2, double %18)
  br label %28

28:                                               ; preds = %15, %13, %3
  %29 = phi double [ 0.000000e+00, %3 ], [ %50, %13 ], [ %27, %15 ]
  ret double %29

30:                                               ; preds = %30, %11
  %31 = phi double [ %8, %11 ], [ %45, %30 ]
  %32 = phi i64 [ 0, %11 ], [ %43, %30 ]
  %33 = phi double [ 0.000000e+00, %11 ], [ %50, %30 ]
  %34 = phi i64 [ 0, %11 ], [ %51, %30 ]
  %35 = getelementptr inbounds nuw double, ptr %1, i64 %32
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = fsub double %37, %31
  %39 = fdiv double %38, %2
  %40 = fmul double %39, 5.000000e-01
  %41 = fmul double %39, %40
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %2, double %33)
  %43 = add nuw nsw i64 %32, 2
  %44 = getelementptr inbounds nuw double, ptr %1, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = fsub double %45, %37
  %47 = fdiv double %46, %2
  %48 = fmul double %47, 5.000000e-01
  %49 = fmul double %47, %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %2, double %42)
  %51 = add i64 %34, 2
  %52 = icmp eq i64 %51, %12
  br i1 %52, label %13, label %30, !llvm.loop !34
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
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
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18, !19}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !18, !19, !20}
!28 = distinct !{!28, !18, !19}
!29 = distinct !{!29, !18, !19, !20}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !18}
!33 = distinct !{!33, !18, !19}
!34 = distinct !{!34, !18}
