; ModuleID = 'vec_minmax.c'
source_filename = "vec_minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@IDX = internal unnamed_addr constant [40 x i32] [i32 3, i32 1, i32 3, i32 0, i32 7, i32 2, i32 2, i32 5, i32 6, i32 4, i32 1, i32 1, i32 0, i32 7, i32 5, i32 3, i32 2, i32 6, i32 6, i32 4, i32 0, i32 5, i32 3, i32 3, i32 7, i32 1, i32 4, i32 4, i32 2, i32 0, i32 6, i32 5, i32 1, i32 7, i32 7, i32 3, i32 4, i32 2, i32 0, i32 6], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @vsum_sq(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %27, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483644
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %21, %9 ]
  %11 = phi <2 x double> [ zeroinitializer, %7 ], [ %19, %9 ]
  %12 = phi <2 x double> [ zeroinitializer, %7 ], [ %20, %9 ]
  %13 = getelementptr inbounds nuw double, ptr %0, i64 %10
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !10
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !10
  %17 = fmul fast <2 x double> %15, %15
  %18 = fmul fast <2 x double> %16, %16
  %19 = fadd fast <2 x double> %17, %11
  %20 = fadd fast <2 x double> %18, %12
  %21 = add nuw i64 %10, 4
  %22 = icmp eq i64 %21, %8
  br i1 %22, label %23, label %9, !llvm.loop !12

23:                                               ; preds = %9
  %24 = fadd fast <2 x double> %20, %19
  %25 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double 0.000000e+00, <2 x double> %24)
  %26 = icmp eq i64 %8, %5
  br i1 %26, label %30, label %27

27:                                               ; preds = %4, %23
  %28 = phi i64 [ 0, %4 ], [ %8, %23 ]
  %29 = phi double [ 0.000000e+00, %4 ], [ %25, %23 ]
  br label %32

30:                                               ; preds = %32, %23, %2
  %31 = phi double [ 0.000000e+00, %2 ], [ %25, %23 ], [ %38, %32 ]
  ret double %31

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %39, %32 ], [ %28, %27 ]
  %34 = phi double [ %38, %32 ], [ %29, %27 ]
  %35 = getelementptr inbounds nuw double, ptr %0, i64 %33
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = fmul fast double %36, %36
  %38 = fadd fast double %37, %34
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %5
  br i1 %40, label %30, label %32, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @vprod(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %25, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483644
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <2 x double> [ splat (double 1.000000e+00), %7 ], [ %17, %9 ]
  %12 = phi <2 x double> [ splat (double 1.000000e+00), %7 ], [ %18, %9 ]
  %13 = getelementptr inbounds nuw double, ptr %0, i64 %10
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !10
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !10
  %17 = fmul fast <2 x double> %15, %11
  %18 = fmul fast <2 x double> %16, %12
  %19 = add nuw i64 %10, 4
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %21, label %9, !llvm.loop !17

21:                                               ; preds = %9
  %22 = fmul fast <2 x double> %18, %17
  %23 = tail call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %22)
  %24 = icmp eq i64 %8, %5
  br i1 %24, label %28, label %25

25:                                               ; preds = %4, %21
  %26 = phi i64 [ 0, %4 ], [ %8, %21 ]
  %27 = phi double [ 1.000000e+00, %4 ], [ %23, %21 ]
  br label %30

28:                                               ; preds = %30, %21, %2
  %29 = phi double [ 1.000000e+00, %2 ], [ %23, %21 ], [ %35, %30 ]
  ret double %29

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %36, %30 ], [ %26, %25 ]
  %32 = phi double [ %35, %30 ], [ %27, %25 ]
  %33 = getelementptr inbounds nuw double, ptr %0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = fmul fast double %34, %32
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @vmax(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %25, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483644
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <2 x double> [ splat (double -1.000000e+300), %7 ], [ %17, %9 ]
  %12 = phi <2 x double> [ splat (double -1.000000e+300), %7 ], [ %18, %9 ]
  %13 = getelementptr inbounds nuw double, ptr %0, i64 %10
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !10
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !10
  %17 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %15, <2 x double> %11)
  %18 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %16, <2 x double> %12)
  %19 = add nuw i64 %10, 4
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %21, label %9, !llvm.loop !19

21:                                               ; preds = %9
  %22 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %17, <2 x double> %18)
  %23 = tail call fast double @llvm.vector.reduce.fmax.v2f64(<2 x double> %22)
  %24 = icmp eq i64 %8, %5
  br i1 %24, label %28, label %25

25:                                               ; preds = %4, %21
  %26 = phi i64 [ 0, %4 ], [ %8, %21 ]
  %27 = phi double [ -1.000000e+300, %4 ], [ %23, %21 ]
  br label %30

28:                                               ; preds = %30, %21, %2
  %29 = phi double [ -1.000000e+300, %2 ], [ %23, %21 ], [ %35, %30 ]
  ret double %29

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %36, %30 ], [ %26, %25 ]
  %32 = phi double [ %35, %30 ], [ %27, %25 ]
  %33 = getelementptr inbounds nuw double, ptr %0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = tail call fast double @llvm.maxnum.f64(double %34, double %32)
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @vmin(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %25, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483644
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <2 x double> [ splat (double 1.000000e+300), %7 ], [ %17, %9 ]
  %12 = phi <2 x double> [ splat (double 1.000000e+300), %7 ], [ %18, %9 ]
  %13 = getelementptr inbounds nuw double, ptr %0, i64 %10
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !10
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !10
  %17 = tail call fast <2 x double> @llvm.minnum.v2f64(<2 x double> %11, <2 x double> %15)
  %18 = tail call fast <2 x double> @llvm.minnum.v2f64(<2 x double> %12, <2 x double> %16)
  %19 = add nuw i64 %10, 4
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %21, label %9, !llvm.loop !21

21:                                               ; preds = %9
  %22 = tail call fast <2 x double> @llvm.minnum.v2f64(<2 x double> %17, <2 x double> %18)
  %23 = tail call fast double @llvm.vector.reduce.fmin.v2f64(<2 x double> %22)
  %24 = icmp eq i64 %8, %5
  br i1 %24, label %28, label %25

25:                                               ; preds = %4, %21
  %26 = phi i64 [ 0, %4 ], [ %8, %21 ]
  %27 = phi double [ 1.000000e+300, %4 ], [ %23, %21 ]
  br label %30

28:                                               ; preds = %30, %21, %2
  %29 = phi double [ 1.000000e+300, %2 ], [ %23, %21 ], [ %35, %30 ]
  ret double %29

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %36, %30 ], [ %26, %25 ]
  %32 = phi double [ %35, %30 ], [ %27, %25 ]
  %33 = getelementptr inbounds nuw double, ptr %0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = tail call fast double @llvm.minnum.f64(double %32, double %34)
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) float @fsum_sq(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %27, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483640
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %21, %9 ]
  %11 = phi <4 x float> [ zeroinitializer, %7 ], [ %19, %9 ]
  %12 = phi <4 x float> [ zeroinitializer, %7 ], [ %20, %9 ]
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %10
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %15 = load <4 x float>, ptr %13, align 4, !tbaa !23
  %16 = load <4 x float>, ptr %14, align 4, !tbaa !23
  %17 = fmul fast <4 x float> %15, %15
  %18 = fmul fast <4 x float> %16, %16
  %19 = fadd fast <4 x float> %17, %11
  %20 = fadd fast <4 x float> %18, %12
  %21 = add nuw i64 %10, 8
  %22 = icmp eq i64 %21, %8
  br i1 %22, label %23, label %9, !llvm.loop !25

23:                                               ; preds = %9
  %24 = fadd fast <4 x float> %20, %19
  %25 = tail call fast float @llvm.vector.reduce.fadd.v4f32(float 0.000000e+00, <4 x float> %24)
  %26 = icmp eq i64 %8, %5
  br i1 %26, label %30, label %27

27:                                               ; preds = %4, %23
  %28 = phi i64 [ 0, %4 ], [ %8, %23 ]
  %29 = phi float [ 0.000000e+00, %4 ], [ %25, %23 ]
  br label %32

30:                                               ; preds = %32, %23, %2
  %31 = phi float [ 0.000000e+00, %2 ], [ %25, %23 ], [ %38, %32 ]
  ret float %31

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %39, %32 ], [ %28, %27 ]
  %34 = phi float [ %38, %32 ], [ %29, %27 ]
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %33
  %36 = load float, ptr %35, align 4, !tbaa !23
  %37 = fmul fast float %36, %36
  %38 = fadd fast float %37, %34
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %5
  br i1 %40, label %30, label %32, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @gather_sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %32

10:                                               ; preds = %32
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %30, label %12

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %67, %10 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %66, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %13, %12 ], [ %27, %16 ]
  %18 = phi double [ %14, %12 ], [ %26, %16 ]
  %19 = phi i64 [ 0, %12 ], [ %28, %16 ]
  %20 = getelementptr inbounds nuw i32, ptr @IDX, i64 %17
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = fmul fast double %24, %24
  %26 = fadd fast double %25, %18
  %27 = add nuw nsw i64 %17, 1
  %28 = add i64 %19, 1
  %29 = icmp eq i64 %28, %6
  br i1 %29, label %30, label %16, !llvm.loop !27

30:                                               ; preds = %10, %16, %2
  %31 = phi double [ 0.000000e+00, %2 ], [ %66, %10 ], [ %26, %16 ]
  ret double %31

32:                                               ; preds = %32, %8
  %33 = phi i64 [ 0, %8 ], [ %67, %32 ]
  %34 = phi double [ 0.000000e+00, %8 ], [ %66, %32 ]
  %35 = phi i64 [ 0, %8 ], [ %68, %32 ]
  %36 = getelementptr inbounds nuw i32, ptr @IDX, i64 %33
  %37 = load i32, ptr %36, align 16, !tbaa !6
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = fmul fast double %40, %40
  %42 = fadd fast double %41, %34
  %43 = getelementptr inbounds nuw i32, ptr @IDX, i64 %33
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fmul fast double %48, %48
  %50 = fadd fast double %49, %42
  %51 = getelementptr inbounds nuw i32, ptr @IDX, i64 %33
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 8
  %53 = load i32, ptr %52, align 8, !tbaa !6
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = fmul fast double %56, %56
  %58 = fadd fast double %57, %50
  %59 = getelementptr inbounds nuw i32, ptr @IDX, i64 %33
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 12
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !10
  %65 = fmul fast double %64, %64
  %66 = fadd fast double %65, %58
  %67 = add nuw nsw i64 %33, 4
  %68 = add i64 %35, 4
  %69 = icmp eq i64 %68, %9
  br i1 %69, label %10, label %32, !llvm.loop !29
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmin.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !15, !14}
!17 = distinct !{!17, !13, !14, !15}
!18 = distinct !{!18, !13, !15, !14}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13, !15, !14}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !15, !14}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !8, i64 0}
!25 = distinct !{!25, !13, !14, !15}
!26 = distinct !{!26, !13, !15, !14}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !13}
