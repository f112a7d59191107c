; ModuleID = 'memcpy_kernel.c'
source_filename = "memcpy_kernel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define double @copy_square(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = sext i32 %2 to i64
  %6 = shl nsw i64 %5, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %0, i64 %6, i1 false)
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %25

8:                                                ; preds = %4
  %9 = zext nneg i32 %2 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %2, 1
  br i1 %11, label %16, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483646
  br label %27

14:                                               ; preds = %27
  %15 = icmp eq i64 %10, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %14, %8
  %17 = phi i64 [ 0, %8 ], [ %42, %14 ]
  %18 = phi double [ 0.000000e+00, %8 ], [ %41, %14 ]
  %19 = icmp ne i64 %10, 0
  tail call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = fmul double %3, %21
  %23 = fmul double %21, %22
  store double %23, ptr %20, align 8, !tbaa !10
  %24 = fadd double %18, %23
  br label %25

25:                                               ; preds = %16, %14, %4
  %26 = phi double [ 0.000000e+00, %4 ], [ %41, %14 ], [ %24, %16 ]
  ret double %26

27:                                               ; preds = %27, %12
  %28 = phi i64 [ 0, %12 ], [ %42, %27 ]
  %29 = phi double [ 0.000000e+00, %12 ], [ %41, %27 ]
  %30 = phi i64 [ 0, %12 ], [ %43, %27 ]
  %31 = getelementptr inbounds nuw double, ptr %1, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = fmul double %3, %32
  %34 = fmul double %32, %33
  store double %34, ptr %31, align 8, !tbaa !10
  %35 = fadd double %29, %34
  %36 = getelementptr inbounds nuw double, ptr %1, i64 %28
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = fmul double %3, %38
  %40 = fmul double %38, %39
  store double %40, ptr %37, align 8, !tbaa !10
  %41 = fadd double %35, %40
  %42 = add nuw nsw i64 %28, 2
  %43 = add i64 %30, 2
  %44 = icmp eq i64 %43, %13
  br i1 %44, label %14, label %27, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define double @local_copy(ptr noundef readonly captures(none) %0) local_unnamed_addr #3 {
  %2 = load double, ptr %0, align 8
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %16 = load double, ptr %15, align 8
  %17 = tail call double @llvm.fmuladd.f64(double %2, double %8, double 0.000000e+00)
  %18 = tail call double @llvm.fmuladd.f64(double %4, double %10, double %17)
  %19 = tail call double @llvm.fmuladd.f64(double %6, double %12, double %18)
  %20 = tail call double @llvm.fmuladd.f64(double %8, double %14, double %19)
  %21 = tail call double @llvm.fmuladd.f64(double %10, double %16, double %20)
  %22 = tail call double @llvm.fmuladd.f64(double %12, double %2, double %21)
  %23 = tail call double @llvm.fmuladd.f64(double %14, double %4, double %22)
  %24 = tail call double @llvm.fmuladd.f64(double %16, double %6, double %23)
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %24, double 1.000000e+00)
  %26 = tail call double @llvm.sqrt.f64(double %25)
  ret double %26
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define float @float_stencil(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [18 x float], align 16
  %4 = alloca [18 x float], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #7
  %5 = sext i32 %1 to i64
  %6 = getelementptr float, ptr %3, i64 %5
  %7 = getelementptr i8, ptr %6, i64 4
  store float 0.000000e+00, ptr %7, align 4, !tbaa !14
  store float 0.000000e+00, ptr %3, align 16, !tbaa !14
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %220

9:                                                ; preds = %2
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = zext nneg i32 %1 to i64
  %12 = shl nuw nsw i64 %11, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %10, ptr align 4 %0, i64 %12, i1 false), !tbaa !14
  %13 = add nuw i32 %1, 1
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !14
  %17 = zext nneg i32 %1 to i64
  %18 = icmp ult i32 %1, 8
  br i1 %18, label %52, label %19

19:                                               ; preds = %9
  %20 = and i64 %17, 2147483640
  %21 = or disjoint i64 %20, 1
  %22 = insertelement <4 x float> poison, float %16, i64 3
  br label %23

23:                                               ; preds = %23, %19
  %24 = phi i64 [ 0, %19 ], [ %47, %23 ]
  %25 = phi <4 x float> [ %22, %19 ], [ %36, %23 ]
  %26 = or disjoint i64 %24, 1
  %27 = getelementptr inbounds nuw float, ptr %3, i64 %26
  %28 = getelementptr i8, ptr %27, i64 -4
  %29 = getelementptr i8, ptr %27, i64 12
  %30 = load <4 x float>, ptr %28, align 16, !tbaa !14
  %31 = load <4 x float>, ptr %29, align 16, !tbaa !14
  %32 = getelementptr inbounds nuw float, ptr %3, i64 %24
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 24
  %35 = load <4 x float>, ptr %33, align 8, !tbaa !14
  %36 = load <4 x float>, ptr %34, align 8, !tbaa !14
  %37 = shufflevector <4 x float> %25, <4 x float> %35, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %38 = shufflevector <4 x float> %35, <4 x float> %36, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %39 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %37, <4 x float> splat (float -2.000000e+00), <4 x float> %30)
  %40 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %38, <4 x float> splat (float -2.000000e+00), <4 x float> %31)
  %41 = fadd <4 x float> %39, %35
  %42 = fadd <4 x float> %40, %36
  %43 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %41, <4 x float> splat (float 0x3FC99999A0000000), <4 x float> %37)
  %44 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %42, <4 x float> splat (float 0x3FC99999A0000000), <4 x float> %38)
  %45 = getelementptr inbounds nuw float, ptr %4, i64 %26
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 16
  store <4 x float> %43, ptr %45, align 4, !tbaa !14
  store <4 x float> %44, ptr %46, align 4, !tbaa !14
  %47 = add nuw i64 %24, 8
  %48 = icmp eq i64 %47, %20
  br i1 %48, label %49, label %23, !llvm.loop !16

49:                                               ; preds = %23
  %50 = extractelement <4 x float> %36, i64 3
  %51 = icmp eq i64 %20, %17
  br i1 %51, label %64, label %52

52:                                               ; preds = %9, %49
  %53 = phi float [ %16, %9 ], [ %50, %49 ]
  %54 = phi i64 [ 1, %9 ], [ %21, %49 ]
  br label %90

55:                                               ; preds = %186, %182
  %56 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %57 = zext nneg i32 %1 to i64
  %58 = shl nuw nsw i64 %57, 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr nonnull align 4 %56, i64 %58, i1 false), !tbaa !14
  %59 = zext nneg i32 %1 to i64
  %60 = and i64 %59, 3
  %61 = icmp ult i32 %1, 4
  br i1 %61, label %206, label %62

62:                                               ; preds = %55
  %63 = and i64 %59, 2147483644
  br label %222

64:                                               ; preds = %90, %49
  %65 = zext i32 %13 to i64
  %66 = zext nneg i32 %1 to i64
  %67 = icmp ult i32 %1, 8
  br i1 %67, label %88, label %68

68:                                               ; preds = %64
  %69 = and i64 %66, 2147483640
  %70 = or disjoint i64 %69, 1
  br label %71

71:                                               ; preds = %71, %68
  %72 = phi i64 [ 0, %68 ], [ %84, %71 ]
  %73 = or disjoint i64 %72, 1
  %74 = getelementptr inbounds nuw float, ptr %4, i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 16
  %76 = load <4 x float>, ptr %74, align 4, !tbaa !14
  %77 = load <4 x float>, ptr %75, align 4, !tbaa !14
  %78 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %76, <4 x float> splat (float 0x3FB99999A0000000), <4 x float> splat (float 1.000000e+00))
  %79 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %77, <4 x float> splat (float 0x3FB99999A0000000), <4 x float> splat (float 1.000000e+00))
  %80 = fmul <4 x float> %76, %78
  %81 = fmul <4 x float> %77, %79
  %82 = getelementptr inbounds nuw float, ptr %3, i64 %73
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 16
  store <4 x float> %80, ptr %82, align 4, !tbaa !14
  store <4 x float> %81, ptr %83, align 4, !tbaa !14
  %84 = add nuw i64 %72, 8
  %85 = icmp eq i64 %84, %69
  br i1 %85, label %86, label %71, !llvm.loop !19

86:                                               ; preds = %71
  %87 = icmp eq i64 %69, %66
  br i1 %87, label %104, label %88

88:                                               ; preds = %64, %86
  %89 = phi i64 [ 1, %64 ], [ %70, %86 ]
  br label %195

90:                                               ; preds = %52, %90
  %91 = phi float [ %99, %90 ], [ %53, %52 ]
  %92 = phi i64 [ %97, %90 ], [ %54, %52 ]
  %93 = getelementptr inbounds nuw float, ptr %3, i64 %92
  %94 = getelementptr i8, ptr %93, i64 -4
  %95 = load float, ptr %94, align 4, !tbaa !14
  %96 = tail call float @llvm.fmuladd.f32(float %91, float -2.000000e+00, float %95)
  %97 = add nuw nsw i64 %92, 1
  %98 = getelementptr inbounds nuw float, ptr %3, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !14
  %100 = fadd float %96, %99
  %101 = tail call float @llvm.fmuladd.f32(float %100, float 0x3FC99999A0000000, float %91)
  %102 = getelementptr inbounds nuw float, ptr %4, i64 %92
  store float %101, ptr %102, align 4, !tbaa !14
  %103 = icmp eq i64 %97, %14
  br i1 %103, label %64, label %90, !llvm.loop !20

104:                                              ; preds = %195, %86
  %105 = zext i32 %13 to i64
  %106 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %107 = load float, ptr %106, align 4, !tbaa !14
  %108 = zext nneg i32 %1 to i64
  %109 = icmp ult i32 %1, 8
  br i1 %109, label %143, label %110

110:                                              ; preds = %104
  %111 = and i64 %108, 2147483640
  %112 = or disjoint i64 %111, 1
  %113 = insertelement <4 x float> poison, float %107, i64 3
  br label %114

114:                                              ; preds = %114, %110
  %115 = phi i64 [ 0, %110 ], [ %138, %114 ]
  %116 = phi <4 x float> [ %113, %110 ], [ %127, %114 ]
  %117 = or disjoint i64 %115, 1
  %118 = getelementptr inbounds nuw float, ptr %3, i64 %117
  %119 = getelementptr i8, ptr %118, i64 -4
  %120 = getelementptr i8, ptr %118, i64 12
  %121 = load <4 x float>, ptr %119, align 16, !tbaa !14
  %122 = load <4 x float>, ptr %120, align 16, !tbaa !14
  %123 = getelementptr inbounds nuw float, ptr %3, i64 %115
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 8
  %125 = getelementptr inbounds nuw i8, ptr %123, i64 24
  %126 = load <4 x float>, ptr %124, align 8, !tbaa !14
  %127 = load <4 x float>, ptr %125, align 8, !tbaa !14
  %128 = shufflevector <4 x float> %116, <4 x float> %126, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %129 = shufflevector <4 x float> %126, <4 x float> %127, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %130 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %128, <4 x float> splat (float -2.000000e+00), <4 x float> %121)
  %131 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %129, <4 x float> splat (float -2.000000e+00), <4 x float> %122)
  %132 = fadd <4 x float> %130, %126
  %133 = fadd <4 x float> %131, %127
  %134 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %132, <4 x float> splat (float 0x3FC99999A0000000), <4 x float> %128)
  %135 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %133, <4 x float> splat (float 0x3FC99999A0000000), <4 x float> %129)
  %136 = getelementptr inbounds nuw float, ptr %4, i64 %117
  %137 = getelementptr inbounds nuw i8, ptr %136, i64 16
  store <4 x float> %134, ptr %136, align 4, !tbaa !14
  store <4 x float> %135, ptr %137, align 4, !tbaa !14
  %138 = add nuw i64 %115, 8
  %139 = icmp eq i64 %138, %111
  br i1 %139, label %140, label %114, !llvm.loop !21

140:                                              ; preds = %114
  %141 = extractelement <4 x float> %127, i64 3
  %142 = icmp eq i64 %111, %108
  br i1 %142, label %160, label %143

143:                                              ; preds = %104, %140
  %144 = phi float [ %107, %104 ], [ %141, %140 ]
  %145 = phi i64 [ 1, %104 ], [ %112, %140 ]
  br label %146

146:                                              ; preds = %143, %146
  %147 = phi float [ %155, %146 ], [ %144, %143 ]
  %148 = phi i64 [ %153, %146 ], [ %145, %143 ]
  %149 = getelementptr inbounds nuw float, ptr %3, i64 %148
  %150 = getelementptr i8, ptr %149, i64 -4
  %151 = load float, ptr %150, align 4, !tbaa !14
  %152 = tail call float @llvm.fmuladd.f32(float %147, float -2.000000e+00, float %151)
  %153 = add nuw nsw i64 %148, 1
  %154 = getelementptr inbounds nuw float, ptr %3, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !14
  %156 = fadd float %152, %155
  %157 = tail call float @llvm.fmuladd.f32(float %156, float 0x3FC99999A0000000, float %147)
  %158 = getelementptr inbounds nuw float, ptr %4, i64 %148
  store float %157, ptr %158, align 4, !tbaa !14
  %159 = icmp eq i64 %153, %105
  br i1 %159, label %160, label %146, !llvm.loop !22

160:                                              ; preds = %146, %140
  %161 = zext i32 %13 to i64
  %162 = zext nneg i32 %1 to i64
  %163 = icmp ult i32 %1, 8
  br i1 %163, label %184, label %164

164:                                              ; preds = %160
  %165 = and i64 %162, 2147483640
  %166 = or disjoint i64 %165, 1
  br label %167

167:                                              ; preds = %167, %164
  %168 = phi i64 [ 0, %164 ], [ %180, %167 ]
  %169 = or disjoint i64 %168, 1
  %170 = getelementptr inbounds nuw float, ptr %4, i64 %169
  %171 = getelementptr inbounds nuw i8, ptr %170, i64 16
  %172 = load <4 x float>, ptr %170, align 4, !tbaa !14
  %173 = load <4 x float>, ptr %171, align 4, !tbaa !14
  %174 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %172, <4 x float> splat (float 0x3FB99999A0000000), <4 x float> splat (float 1.000000e+00))
  %175 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %173, <4 x float> splat (float 0x3FB99999A0000000), <4 x float> splat (float 1.000000e+00))
  %176 = fmul <4 x float> %172, %174
  %177 = fmul <4 x float> %173, %175
  %178 = getelementptr inbounds nuw float, ptr %3, i64 %169
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 16
  store <4 x float> %176, ptr %178, align 4, !tbaa !14
  store <4 x float> %177, ptr %179, align 4, !tbaa !14
  %180 = add nuw i64 %168, 8
  %181 = icmp eq i64 %180, %165
  br i1 %181, label %182, label %167, !llvm.loop !23

182:                                              ; preds = %167
  %183 = icmp eq i64 %165, %162
  br i1 %183, label %55, label %184

184:                                              ; preds = %160, %182
  %185 = phi i64 [ 1, %160 ], [ %166, %182 ]
  br label %186

186:                                              ; preds = %184, %186
  %187 = phi i64 [ %193, %186 ], [ %185, %184 ]
  %188 = getelementptr inbounds nuw float, ptr %4, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !14
  %190 = tail call float @llvm.fmuladd.f32(float %189, float 0x3FB99999A0000000, float 1.000000e+00)
  %191 = fmul float %189, %190
  %192 = getelementptr inbounds nuw float, ptr %3, i64 %187
  store float %191, ptr %192, align 4, !tbaa !14
  %193 = add nuw nsw i64 %187, 1
  %194 = icmp eq i64 %193, %161
  br i1 %194, label %55, label %186, !llvm.loop !24

195:                                              ; preds = %88, %195
  %196 = phi i64 [ %202, %195 ], [ %89, %88 ]
  %197 = getelementptr inbounds nuw float, ptr %4, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !14
  %199 = tail call float @llvm.fmuladd.f32(float %198, float 0x3FB99999A0000000, float 1.000000e+00)
  %200 = fmul float %198, %199
  %201 = getelementptr inbounds nuw float, ptr %3, i64 %196
  store float %200, ptr %201, align 4, !tbaa !14
  %202 = add nuw nsw i64 %196, 1
  %203 = icmp eq i64 %202, %65
  br i1 %203, label %104, label %195, !llvm.loop !25

204:                                              ; preds = %222
  %205 = icmp eq i64 %60, 0
  br i1 %205, label %220, label %206

206:                                              ; preds = %204, %55
  %207 = phi i64 [ 1, %55 ], [ %241, %204 ]
  %208 = phi float [ 0.000000e+00, %55 ], [ %240, %204 ]
  %209 = icmp ne i64 %60, 0
  tail call void @llvm.assume(i1 %209)
  br label %210

210:                                              ; preds = %210, %206
  %211 = phi i64 [ %207, %206 ], [ %217, %210 ]
  %212 = phi float [ %208, %206 ], [ %216, %210 ]
  %213 = phi i64 [ 0, %206 ], [ %218, %210 ]
  %214 = getelementptr inbounds nuw float, ptr %3, i64 %211
  %215 = load float, ptr %214, align 4, !tbaa !14
  %216 = tail call float @llvm.fmuladd.f32(float %215, float %215, float %212)
  %217 = add nuw nsw i64 %211, 1
  %218 = add i64 %213, 1
  %219 = icmp eq i64 %218, %60
  br i1 %219, label %220, label %210, !llvm.loop !26

220:                                              ; preds = %204, %210, %2
  %221 = phi float [ 0.000000e+00, %2 ], [ %240, %204 ], [ %216, %210 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret float %221

222:                                              ; preds = %222, %62
  %223 = phi i64 [ 1, %62 ], [ %241, %222 ]
  %224 = phi float [ 0.000000e+00, %62 ], [ %240, %222 ]
  %225 = phi i64 [ 0, %62 ], [ %242, %222 ]
  %226 = getelementptr inbounds nuw float, ptr %3, i64 %223
  %227 = load float, ptr %226, align 4, !tbaa !14
  %228 = tail call float @llvm.fmuladd.f32(float %227, float %227, float %224)
  %229 = getelementptr inbounds nuw float, ptr %3, i64 %223
  %230 = getelementptr inbounds nuw i8, ptr %229, i64 4
  %231 = load float, ptr %230, align 4, !tbaa !14
  %232 = tail call float @llvm.fmuladd.f32(float %231, float %231, float %228)
  %233 = getelementptr inbounds nuw float, ptr %3, i64 %223
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 8
  %235 = load float, ptr %234, align 4, !tbaa !14
  %236 = tail call float @llvm.fmuladd.f32(float %235, float %235, float %232)
  %237 = getelementptr inbounds nuw float, ptr %3, i64 %223
  %238 = getelementptr inbounds nuw i8, ptr %237, i64 12
  %239 = load float, ptr %238, align 4, !tbaa !14
  %240 = tail call float @llvm.fmuladd.f32(float %239, float %239, float %236)
  %241 = add nuw nsw i64 %223, 4
  %242 = add i64 %225, 4
  %243 = icmp eq i64 %242, %63
  br i1 %243, label %204, label %222, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !13, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !13, !17, !18}
!20 = distinct !{!20, !13, !18, !17}
!21 = distinct !{!21, !13, !17, !18}
!22 = distinct !{!22, !13, !18, !17}
!23 = distinct !{!23, !13, !17, !18}
!24 = distinct !{!24, !13, !18, !17}
!25 = distinct !{!25, !13, !18, !17}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !13}
