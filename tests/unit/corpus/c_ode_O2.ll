; ModuleID = 'ode.c'
source_filename = "ode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, errnomem: write) uwtable
define void @oscillator(double noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) initializes((0, 16)) %2, ptr noundef readonly captures(none) %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !10
  store double %6, ptr %2, align 8, !tbaa !10
  %7 = load double, ptr %3, align 8, !tbaa !12
  %8 = fneg double %7
  %9 = fmul double %7, %8
  %10 = load double, ptr %1, align 8, !tbaa !10
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !14
  %13 = fmul double %12, 2.000000e+00
  %14 = fneg double %6
  %15 = fmul double %13, %14
  %16 = tail call double @llvm.fmuladd.f64(double %9, double %10, double %15)
  %17 = tail call double @cos(double noundef %0) #9, !tbaa !6
  %18 = fadd double %17, %16
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store double %18, ptr %19, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define void @rk4_step(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2, double noundef %3, double noundef %4, ptr noundef %5) local_unnamed_addr #4 {
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 16
  %9 = alloca [8 x double], align 16
  %10 = alloca [8 x double], align 16
  %11 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  call void %0(double noundef %3, ptr noundef %5, ptr noundef nonnull %7, ptr noundef %1) #9
  %12 = icmp sgt i32 %2, 0
  br i1 %12, label %13, label %117

13:                                               ; preds = %6
  %14 = fmul double %4, 5.000000e-01
  %15 = zext nneg i32 %2 to i64
  %16 = icmp ult i32 %2, 4
  br i1 %16, label %39, label %17

17:                                               ; preds = %13
  %18 = and i64 %15, 2147483644
  %19 = insertelement <2 x double> poison, double %14, i64 0
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %35, %21 ]
  %23 = getelementptr inbounds nuw double, ptr %5, i64 %22
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %25 = load <2 x double>, ptr %23, align 8, !tbaa !10
  %26 = load <2 x double>, ptr %24, align 8, !tbaa !10
  %27 = getelementptr inbounds nuw double, ptr %7, i64 %22
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %29 = load <2 x double>, ptr %27, align 16, !tbaa !10
  %30 = load <2 x double>, ptr %28, align 16, !tbaa !10
  %31 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %29, <2 x double> %25)
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %30, <2 x double> %26)
  %33 = getelementptr inbounds nuw double, ptr %11, i64 %22
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 16
  store <2 x double> %31, ptr %33, align 16, !tbaa !10
  store <2 x double> %32, ptr %34, align 16, !tbaa !10
  %35 = add nuw i64 %22, 4
  %36 = icmp eq i64 %35, %18
  br i1 %36, label %37, label %21, !llvm.loop !15

37:                                               ; preds = %21
  %38 = icmp eq i64 %18, %15
  br i1 %38, label %41, label %39

39:                                               ; preds = %13, %37
  %40 = phi i64 [ 0, %13 ], [ %18, %37 ]
  br label %70

41:                                               ; preds = %70, %37
  %42 = call double @llvm.fmuladd.f64(double %4, double 5.000000e-01, double %3)
  call void %0(double noundef %42, ptr noundef nonnull %11, ptr noundef nonnull %8, ptr noundef %1) #9
  %43 = fmul double %4, 5.000000e-01
  %44 = zext nneg i32 %2 to i64
  %45 = icmp ult i32 %2, 4
  br i1 %45, label %68, label %46

46:                                               ; preds = %41
  %47 = and i64 %15, 2147483644
  %48 = insertelement <2 x double> poison, double %43, i64 0
  %49 = shufflevector <2 x double> %48, <2 x double> poison, <2 x i32> zeroinitializer
  br label %50

50:                                               ; preds = %50, %46
  %51 = phi i64 [ 0, %46 ], [ %64, %50 ]
  %52 = getelementptr inbounds nuw double, ptr %5, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !10
  %55 = load <2 x double>, ptr %53, align 8, !tbaa !10
  %56 = getelementptr inbounds nuw double, ptr %8, i64 %51
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %58 = load <2 x double>, ptr %56, align 16, !tbaa !10
  %59 = load <2 x double>, ptr %57, align 16, !tbaa !10
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> %58, <2 x double> %54)
  %61 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> %59, <2 x double> %55)
  %62 = getelementptr inbounds nuw double, ptr %11, i64 %51
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 16
  store <2 x double> %60, ptr %62, align 16, !tbaa !10
  store <2 x double> %61, ptr %63, align 16, !tbaa !10
  %64 = add nuw i64 %51, 4
  %65 = icmp eq i64 %64, %47
  br i1 %65, label %66, label %50, !llvm.loop !19

66:                                               ; preds = %50
  %67 = icmp eq i64 %47, %15
  br i1 %67, label %80, label %68

68:                                               ; preds = %41, %66
  %69 = phi i64 [ 0, %41 ], [ %47, %66 ]
  br label %107

70:                                               ; preds = %39, %70
  %71 = phi i64 [ %78, %70 ], [ %40, %39 ]
  %72 = getelementptr inbounds nuw double, ptr %5, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !10
  %74 = getelementptr inbounds nuw double, ptr %7, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = call double @llvm.fmuladd.f64(double %14, double %75, double %73)
  %77 = getelementptr inbounds nuw double, ptr %11, i64 %71
  store double %76, ptr %77, align 8, !tbaa !10
  %78 = add nuw nsw i64 %71, 1
  %79 = icmp eq i64 %78, %15
  br i1 %79, label %41, label %70, !llvm.loop !20

80:                                               ; preds = %107, %66
  call void %0(double noundef %42, ptr noundef nonnull %11, ptr noundef nonnull %9, ptr noundef %1) #9
  %81 = zext nneg i32 %2 to i64
  %82 = icmp ult i32 %2, 4
  br i1 %82, label %105, label %83

83:                                               ; preds = %80
  %84 = and i64 %15, 2147483644
  %85 = insertelement <2 x double> poison, double %4, i64 0
  %86 = shufflevector <2 x double> %85, <2 x double> poison, <2 x i32> zeroinitializer
  br label %87

87:                                               ; preds = %87, %83
  %88 = phi i64 [ 0, %83 ], [ %101, %87 ]
  %89 = getelementptr inbounds nuw double, ptr %5, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 16
  %91 = load <2 x double>, ptr %89, align 8, !tbaa !10
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !10
  %93 = getelementptr inbounds nuw double, ptr %9, i64 %88
  %94 = getelementptr inbounds nuw i8, ptr %93, i64 16
  %95 = load <2 x double>, ptr %93, align 16, !tbaa !10
  %96 = load <2 x double>, ptr %94, align 16, !tbaa !10
  %97 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> %95, <2 x double> %91)
  %98 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> %96, <2 x double> %92)
  %99 = getelementptr inbounds nuw double, ptr %11, i64 %88
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 16
  store <2 x double> %97, ptr %99, align 16, !tbaa !10
  store <2 x double> %98, ptr %100, align 16, !tbaa !10
  %101 = add nuw i64 %88, 4
  %102 = icmp eq i64 %101, %84
  br i1 %102, label %103, label %87, !llvm.loop !21

103:                                              ; preds = %87
  %104 = icmp eq i64 %84, %15
  br i1 %104, label %120, label %105

105:                                              ; preds = %80, %103
  %106 = phi i64 [ 0, %80 ], [ %84, %103 ]
  br label %151

107:                                              ; preds = %68, %107
  %108 = phi i64 [ %115, %107 ], [ %69, %68 ]
  %109 = getelementptr inbounds nuw double, ptr %5, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !10
  %111 = getelementptr inbounds nuw double, ptr %8, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !10
  %113 = call double @llvm.fmuladd.f64(double %43, double %112, double %110)
  %114 = getelementptr inbounds nuw double, ptr %11, i64 %108
  store double %113, ptr %114, align 8, !tbaa !10
  %115 = add nuw nsw i64 %108, 1
  %116 = icmp eq i64 %115, %44
  br i1 %116, label %80, label %107, !llvm.loop !22

117:                                              ; preds = %6
  %118 = call double @llvm.fmuladd.f64(double %4, double 5.000000e-01, double %3)
  call void %0(double noundef %118, ptr noundef nonnull %11, ptr noundef nonnull %8, ptr noundef %1) #9
  call void %0(double noundef %118, ptr noundef nonnull %11, ptr noundef nonnull %9, ptr noundef %1) #9
  %119 = fadd double %3, %4
  call void %0(double noundef %119, ptr noundef nonnull %11, ptr noundef nonnull %10, ptr noundef %1) #9
  br label %161

120:                                              ; preds = %151, %103
  %121 = fadd double %3, %4
  call void %0(double noundef %121, ptr noundef nonnull %11, ptr noundef nonnull %10, ptr noundef %1) #9
  %122 = fdiv double %4, 6.000000e+00
  %123 = zext nneg i32 %2 to i64
  %124 = icmp eq i32 %2, 1
  br i1 %124, label %149, label %125

125:                                              ; preds = %120
  %126 = and i64 %15, 2147483646
  %127 = insertelement <2 x double> poison, double %122, i64 0
  %128 = shufflevector <2 x double> %127, <2 x double> poison, <2 x i32> zeroinitializer
  br label %129

129:                                              ; preds = %129, %125
  %130 = phi i64 [ 0, %125 ], [ %145, %129 ]
  %131 = getelementptr inbounds nuw double, ptr %7, i64 %130
  %132 = load <2 x double>, ptr %131, align 16, !tbaa !10
  %133 = getelementptr inbounds nuw double, ptr %8, i64 %130
  %134 = load <2 x double>, ptr %133, align 16, !tbaa !10
  %135 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> splat (double 2.000000e+00), <2 x double> %132)
  %136 = getelementptr inbounds nuw double, ptr %9, i64 %130
  %137 = load <2 x double>, ptr %136, align 16, !tbaa !10
  %138 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> splat (double 2.000000e+00), <2 x double> %135)
  %139 = getelementptr inbounds nuw double, ptr %10, i64 %130
  %140 = load <2 x double>, ptr %139, align 16, !tbaa !10
  %141 = fadd <2 x double> %138, %140
  %142 = getelementptr inbounds nuw double, ptr %5, i64 %130
  %143 = load <2 x double>, ptr %142, align 8, !tbaa !10
  %144 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> %141, <2 x double> %143)
  store <2 x double> %144, ptr %142, align 8, !tbaa !10
  %145 = add nuw i64 %130, 2
  %146 = icmp eq i64 %145, %126
  br i1 %146, label %147, label %129, !llvm.loop !23

147:                                              ; preds = %129
  %148 = icmp eq i64 %126, %15
  br i1 %148, label %161, label %149

149:                                              ; preds = %120, %147
  %150 = phi i64 [ 0, %120 ], [ %126, %147 ]
  br label %162

151:                                              ; preds = %105, %151
  %152 = phi i64 [ %159, %151 ], [ %106, %105 ]
  %153 = getelementptr inbounds nuw double, ptr %5, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !10
  %155 = getelementptr inbounds nuw double, ptr %9, i64 %152
  %156 = load double, ptr %155, align 8, !tbaa !10
  %157 = call double @llvm.fmuladd.f64(double %4, double %156, double %154)
  %158 = getelementptr inbounds nuw double, ptr %11, i64 %152
  store double %157, ptr %158, align 8, !tbaa !10
  %159 = add nuw nsw i64 %152, 1
  %160 = icmp eq i64 %159, %81
  br i1 %160, label %120, label %151, !llvm.loop !24

161:                                              ; preds = %162, %147, %117
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  ret void

162:                                              ; preds = %149, %162
  %163 = phi i64 [ %178, %162 ], [ %150, %149 ]
  %164 = getelementptr inbounds nuw double, ptr %7, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !10
  %166 = getelementptr inbounds nuw double, ptr %8, i64 %163
  %167 = load double, ptr %166, align 8, !tbaa !10
  %168 = call double @llvm.fmuladd.f64(double %167, double 2.000000e+00, double %165)
  %169 = getelementptr inbounds nuw double, ptr %9, i64 %163
  %170 = load double, ptr %169, align 8, !tbaa !10
  %171 = call double @llvm.fmuladd.f64(double %170, double 2.000000e+00, double %168)
  %172 = getelementptr inbounds nuw double, ptr %10, i64 %163
  %173 = load double, ptr %172, align 8, !tbaa !10
  %174 = fadd double %171, %173
  %175 = getelementptr inbounds nuw double, ptr %5, i64 %163
  %176 = load double, ptr %175, align 8, !tbaa !10
  %177 = call double @llvm.fmuladd.f64(double %122, double %174, double %176)
  store double %177, ptr %175, align 8, !tbaa !10
  %178 = add nuw nsw i64 %163, 1
  %179 = icmp eq i64 %178, %123
  br i1 %179, label %161, label %162, !llvm.loop !25
}

; Function Attrs: nofree norecurse nounwind memory(errnomem: write) uwtable
define double @simulate(double noundef %0, double noundef %1, double noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = sitofp i32 %3 to double
  %6 = fdiv double %2, %5
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = fneg double %0
  %10 = fmul double %0, %9
  %11 = fmul double %1, 2.000000e+00
  %12 = fmul double %6, 5.000000e-01
  %13 = fdiv double %6, 6.000000e+00
  %14 = insertelement <2 x double> poison, double %13, i64 0
  %15 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> zeroinitializer
  br label %20

16:                                               ; preds = %20
  %17 = extractelement <2 x double> %65, i64 0
  br label %18

18:                                               ; preds = %16, %4
  %19 = phi double [ 1.000000e+00, %4 ], [ %17, %16 ]
  ret double %19

20:                                               ; preds = %8, %20
  %21 = phi i32 [ 0, %8 ], [ %66, %20 ]
  %22 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %8 ], [ %65, %20 ]
  %23 = uitofp nneg i32 %21 to double
  %24 = fmul double %6, %23
  %25 = extractelement <2 x double> %22, i64 1
  %26 = fneg double %25
  %27 = fmul double %11, %26
  %28 = extractelement <2 x double> %22, i64 0
  %29 = tail call double @llvm.fmuladd.f64(double %10, double %28, double %27)
  %30 = tail call double @cos(double noundef %24) #9, !tbaa !6
  %31 = fadd double %30, %29
  %32 = tail call double @llvm.fmuladd.f64(double %12, double %25, double %28)
  %33 = tail call double @llvm.fmuladd.f64(double %12, double %31, double %25)
  %34 = tail call double @llvm.fmuladd.f64(double %6, double 5.000000e-01, double %24)
  %35 = fneg double %33
  %36 = fmul double %11, %35
  %37 = tail call double @llvm.fmuladd.f64(double %10, double %32, double %36)
  %38 = tail call double @cos(double noundef %34) #9, !tbaa !6
  %39 = fadd double %38, %37
  %40 = tail call double @llvm.fmuladd.f64(double %12, double %33, double %28)
  %41 = tail call double @llvm.fmuladd.f64(double %12, double %39, double %25)
  %42 = fneg double %41
  %43 = fmul double %11, %42
  %44 = tail call double @llvm.fmuladd.f64(double %10, double %40, double %43)
  %45 = fadd double %38, %44
  %46 = tail call double @llvm.fmuladd.f64(double %6, double %41, double %28)
  %47 = tail call double @llvm.fmuladd.f64(double %6, double %45, double %25)
  %48 = fadd double %6, %24
  %49 = fneg double %47
  %50 = fmul double %11, %49
  %51 = tail call double @llvm.fmuladd.f64(double %10, double %46, double %50)
  %52 = tail call double @cos(double noundef %48) #9, !tbaa !6
  %53 = fadd double %52, %51
  %54 = insertelement <2 x double> poison, double %33, i64 0
  %55 = insertelement <2 x double> %54, double %39, i64 1
  %56 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %57 = insertelement <2 x double> %56, double %31, i64 1
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> splat (double 2.000000e+00), <2 x double> %57)
  %59 = insertelement <2 x double> poison, double %41, i64 0
  %60 = insertelement <2 x double> %59, double %45, i64 1
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> splat (double 2.000000e+00), <2 x double> %58)
  %62 = insertelement <2 x double> poison, double %47, i64 0
  %63 = insertelement <2 x double> %62, double %53, i64 1
  %64 = fadd <2 x double> %61, %63
  %65 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> %64, <2 x double> %22)
  %66 = add nuw nsw i32 %21, 1
  %67 = icmp eq i32 %66, %3
  br i1 %67, label %16, label %20, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define void @copy_state(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = sext i32 %2 to i64
  %5 = shl nsw i64 %4, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 %5, i1 false)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nounwind memory(errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = !{!13, !11, i64 0}
!13 = !{!"", !11, i64 0, !11, i64 8}
!14 = !{!13, !11, i64 8}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16, !17, !18}
!20 = distinct !{!20, !16, !18, !17}
!21 = distinct !{!21, !16, !17, !18}
!22 = distinct !{!22, !16, !18, !17}
!23 = distinct !{!23, !16, !17, !18}
!24 = distinct !{!24, !16, !18, !17}
!25 = distinct !{!25, !16, !18, !17}
!26 = distinct !{!26, !16}
