; ModuleID = 'csr.c'
source_filename = "csr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@ROWPTR = internal constant [13 x i32] [i32 0, i32 3, i32 9, i32 9, i32 10, i32 15, i32 17, i32 23, i32 26, i32 30, i32 30, i32 33, i32 36], align 16
@COL = internal constant [36 x i32] [i32 0, i32 1, i32 5, i32 0, i32 2, i32 3, i32 7, i32 9, i32 11, i32 4, i32 1, i32 2, i32 6, i32 8, i32 10, i32 3, i32 5, i32 0, i32 1, i32 4, i32 6, i32 7, i32 11, i32 2, i32 8, i32 9, i32 0, i32 3, i32 10, i32 11, i32 5, i32 6, i32 7, i32 1, i32 9, i32 10], align 16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @csr_mv(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef readonly captures(none) %4, ptr noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %6
  %9 = zext nneg i32 %0 to i64
  %10 = load i32, ptr %1, align 4, !tbaa !6
  br label %12

11:                                               ; preds = %46, %6
  ret void

12:                                               ; preds = %8, %46
  %13 = phi i32 [ %10, %8 ], [ %17, %46 ]
  %14 = phi i64 [ 0, %8 ], [ %15, %46 ]
  %15 = add nuw nsw i64 %14, 1
  %16 = getelementptr inbounds nuw i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = icmp slt i32 %13, %17
  br i1 %18, label %19, label %46

19:                                               ; preds = %12
  %20 = sext i32 %13 to i64
  %21 = sext i32 %17 to i64
  %22 = sub nsw i64 %21, %20
  %23 = and i64 %22, 3
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %40, label %25

25:                                               ; preds = %19, %25
  %26 = phi i64 [ %37, %25 ], [ %20, %19 ]
  %27 = phi double [ %36, %25 ], [ 0.000000e+00, %19 ]
  %28 = phi i64 [ %38, %25 ], [ 0, %19 ]
  %29 = getelementptr inbounds double, ptr %3, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = getelementptr inbounds i32, ptr %2, i64 %26
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %4, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !10
  %36 = tail call double @llvm.fmuladd.f64(double %30, double %35, double %27)
  %37 = add nsw i64 %26, 1
  %38 = add i64 %28, 1
  %39 = icmp eq i64 %38, %23
  br i1 %39, label %40, label %25, !llvm.loop !12

40:                                               ; preds = %25, %19
  %41 = phi double [ poison, %19 ], [ %36, %25 ]
  %42 = phi i64 [ %20, %19 ], [ %37, %25 ]
  %43 = phi double [ 0.000000e+00, %19 ], [ %36, %25 ]
  %44 = sub nsw i64 %20, %21
  %45 = icmp ugt i64 %44, -4
  br i1 %45, label %46, label %50

46:                                               ; preds = %40, %50, %12
  %47 = phi double [ 0.000000e+00, %12 ], [ %41, %40 ], [ %87, %50 ]
  %48 = getelementptr inbounds nuw double, ptr %5, i64 %14
  store double %47, ptr %48, align 8, !tbaa !10
  %49 = icmp eq i64 %15, %9
  br i1 %49, label %11, label %12, !llvm.loop !14

50:                                               ; preds = %40, %50
  %51 = phi i64 [ %88, %50 ], [ %42, %40 ]
  %52 = phi double [ %87, %50 ], [ %43, %40 ]
  %53 = getelementptr inbounds double, ptr %3, i64 %51
  %54 = load double, ptr %53, align 8, !tbaa !10
  %55 = getelementptr inbounds i32, ptr %2, i64 %51
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %4, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !10
  %60 = tail call double @llvm.fmuladd.f64(double %54, double %59, double %52)
  %61 = add nsw i64 %51, 1
  %62 = getelementptr inbounds double, ptr %3, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = getelementptr inbounds i32, ptr %2, i64 %61
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %4, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = tail call double @llvm.fmuladd.f64(double %63, double %68, double %60)
  %70 = add nsw i64 %51, 2
  %71 = getelementptr inbounds double, ptr %3, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = getelementptr inbounds i32, ptr %2, i64 %70
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %4, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = tail call double @llvm.fmuladd.f64(double %72, double %77, double %69)
  %79 = add nsw i64 %51, 3
  %80 = getelementptr inbounds double, ptr %3, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !10
  %82 = getelementptr inbounds i32, ptr %2, i64 %79
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds double, ptr %4, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !10
  %87 = tail call double @llvm.fmuladd.f64(double %81, double %86, double %78)
  %88 = add nsw i64 %51, 4
  %89 = icmp eq i64 %88, %21
  br i1 %89, label %46, label %50, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable
define void @csr_sin(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %9

8:                                                ; preds = %38, %4
  ret void

9:                                                ; preds = %6, %38
  %10 = phi i32 [ 0, %6 ], [ %14, %38 ]
  %11 = phi i64 [ 0, %6 ], [ %12, %38 ]
  %12 = add nuw nsw i64 %11, 1
  %13 = getelementptr inbounds nuw i32, ptr @ROWPTR, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = icmp slt i32 %10, %14
  br i1 %15, label %16, label %38

16:                                               ; preds = %9
  %17 = sext i32 %10 to i64
  %18 = sext i32 %14 to i64
  %19 = sub nsw i64 %18, %17
  %20 = and i64 %19, 1
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %32, label %22

22:                                               ; preds = %16
  %23 = getelementptr inbounds double, ptr %0, i64 %17
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = getelementptr inbounds i32, ptr @COL, i64 %17
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %1, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = tail call double @llvm.fmuladd.f64(double %24, double %29, double 0.000000e+00)
  %31 = add nsw i64 %17, 1
  br label %32

32:                                               ; preds = %22, %16
  %33 = phi double [ poison, %16 ], [ %30, %22 ]
  %34 = phi i64 [ %17, %16 ], [ %31, %22 ]
  %35 = phi double [ 0.000000e+00, %16 ], [ %30, %22 ]
  %36 = add nsw i64 %18, -1
  %37 = icmp eq i64 %36, %17
  br i1 %37, label %38, label %43

38:                                               ; preds = %32, %43, %9
  %39 = phi double [ 0.000000e+00, %9 ], [ %33, %32 ], [ %62, %43 ]
  %40 = tail call double @sin(double noundef %39) #7, !tbaa !6
  %41 = getelementptr inbounds nuw double, ptr %2, i64 %11
  store double %40, ptr %41, align 8, !tbaa !10
  %42 = icmp eq i64 %12, %7
  br i1 %42, label %8, label %9, !llvm.loop !17

43:                                               ; preds = %32, %43
  %44 = phi i64 [ %63, %43 ], [ %34, %32 ]
  %45 = phi double [ %62, %43 ], [ %35, %32 ]
  %46 = getelementptr inbounds double, ptr %0, i64 %44
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = getelementptr inbounds i32, ptr @COL, i64 %44
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %1, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = tail call double @llvm.fmuladd.f64(double %47, double %52, double %45)
  %54 = add nsw i64 %44, 1
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = getelementptr inbounds i32, ptr @COL, i64 %54
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %1, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = tail call double @llvm.fmuladd.f64(double %56, double %61, double %53)
  %63 = add nsw i64 %44, 2
  %64 = icmp eq i64 %63, %18
  br i1 %64, label %38, label %43, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sin(double noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable
define void @csr_sin_alias(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %9

8:                                                ; preds = %38, %4
  ret void

9:                                                ; preds = %6, %38
  %10 = phi i32 [ 0, %6 ], [ %14, %38 ]
  %11 = phi i64 [ 0, %6 ], [ %12, %38 ]
  %12 = add nuw nsw i64 %11, 1
  %13 = getelementptr inbounds nuw i32, ptr @ROWPTR, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = icmp slt i32 %10, %14
  br i1 %15, label %16, label %38

16:                                               ; preds = %9
  %17 = sext i32 %10 to i64
  %18 = sext i32 %14 to i64
  %19 = sub nsw i64 %18, %17
  %20 = and i64 %19, 1
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %32, label %22

22:                                               ; preds = %16
  %23 = getelementptr inbounds double, ptr %0, i64 %17
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = getelementptr inbounds i32, ptr @COL, i64 %17
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %1, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = tail call double @llvm.fmuladd.f64(double %24, double %29, double 0.000000e+00)
  %31 = add nsw i64 %17, 1
  br label %32

32:                                               ; preds = %22, %16
  %33 = phi double [ poison, %16 ], [ %30, %22 ]
  %34 = phi i64 [ %17, %16 ], [ %31, %22 ]
  %35 = phi double [ 0.000000e+00, %16 ], [ %30, %22 ]
  %36 = add nsw i64 %18, -1
  %37 = icmp eq i64 %36, %17
  br i1 %37, label %38, label %43

38:                                               ; preds = %32, %43, %9
  %39 = phi double [ 0.000000e+00, %9 ], [ %33, %32 ], [ %62, %43 ]
  %40 = tail call double @sin(double noundef %39) #7, !tbaa !6
  %41 = getelementptr inbounds nuw double, ptr %2, i64 %11
  store double %40, ptr %41, align 8, !tbaa !10
  %42 = icmp eq i64 %12, %7
  br i1 %42, label %8, label %9, !llvm.loop !19

43:                                               ; preds = %32, %43
  %44 = phi i64 [ %63, %43 ], [ %34, %32 ]
  %45 = phi double [ %62, %43 ], [ %35, %32 ]
  %46 = getelementptr inbounds double, ptr %0, i64 %44
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = getelementptr inbounds i32, ptr @COL, i64 %44
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %1, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = tail call double @llvm.fmuladd.f64(double %47, double %52, double %45)
  %54 = add nsw i64 %44, 1
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = getelementptr inbounds i32, ptr @COL, i64 %54
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %1, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = tail call double @llvm.fmuladd.f64(double %56, double %61, double %53)
  %63 = add nsw i64 %44, 2
  %64 = icmp eq i64 %63, %18
  br i1 %64, label %38, label %43, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define double @csr_energy(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #7
  call void @csr_mv(i32 noundef %2, ptr noundef nonnull @ROWPTR, ptr noundef nonnull @COL, ptr noundef %0, ptr noundef %1, ptr noundef nonnull %4)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %31

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %14, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644
  br label %33

12:                                               ; preds = %33
  %13 = icmp eq i64 %8, 0
  br i1 %13, label %31, label %14

14:                                               ; preds = %12, %6
  %15 = phi i64 [ 0, %6 ], [ %64, %12 ]
  %16 = phi double [ 0.000000e+00, %6 ], [ %63, %12 ]
  %17 = icmp ne i64 %8, 0
  tail call void @llvm.assume(i1 %17)
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %15, %14 ], [ %28, %18 ]
  %20 = phi double [ %16, %14 ], [ %27, %18 ]
  %21 = phi i64 [ 0, %14 ], [ %29, %18 ]
  %22 = getelementptr inbounds nuw double, ptr %4, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !10
  %24 = fmul double %23, %23
  %25 = getelementptr inbounds nuw double, ptr %1, i64 %19
  %26 = load double, ptr %25, align 8, !tbaa !10
  %27 = tail call double @llvm.fmuladd.f64(double %24, double %26, double %20)
  %28 = add nuw nsw i64 %19, 1
  %29 = add i64 %21, 1
  %30 = icmp eq i64 %29, %8
  br i1 %30, label %31, label %18, !llvm.loop !21

31:                                               ; preds = %12, %18, %3
  %32 = phi double [ 0.000000e+00, %3 ], [ %63, %12 ], [ %27, %18 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #7
  ret double %32

33:                                               ; preds = %33, %10
  %34 = phi i64 [ 0, %10 ], [ %64, %33 ]
  %35 = phi double [ 0.000000e+00, %10 ], [ %63, %33 ]
  %36 = phi i64 [ 0, %10 ], [ %65, %33 ]
  %37 = getelementptr inbounds nuw double, ptr %4, i64 %34
  %38 = load double, ptr %37, align 16, !tbaa !10
  %39 = fmul double %38, %38
  %40 = getelementptr inbounds nuw double, ptr %1, i64 %34
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %41, double %35)
  %43 = or disjoint i64 %34, 1
  %44 = getelementptr inbounds nuw double, ptr %4, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = fmul double %45, %45
  %47 = getelementptr inbounds nuw double, ptr %1, i64 %43
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = tail call double @llvm.fmuladd.f64(double %46, double %48, double %42)
  %50 = or disjoint i64 %34, 2
  %51 = getelementptr inbounds nuw double, ptr %4, i64 %50
  %52 = load double, ptr %51, align 16, !tbaa !10
  %53 = fmul double %52, %52
  %54 = getelementptr inbounds nuw double, ptr %1, i64 %50
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %49)
  %57 = or disjoint i64 %34, 3
  %58 = getelementptr inbounds nuw double, ptr %4, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !10
  %60 = fmul double %59, %59
  %61 = getelementptr inbounds nuw double, ptr %1, i64 %57
  %62 = load double, ptr %61, align 8, !tbaa !10
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %56)
  %64 = add nuw nsw i64 %34, 4
  %65 = add i64 %36, 4
  %66 = icmp eq i64 %65, %11
  br i1 %66, label %12, label %33, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
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
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !15}
