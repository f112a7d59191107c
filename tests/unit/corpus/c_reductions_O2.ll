; ModuleID = 'reductions.c'
source_filename = "reductions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 7
  %7 = icmp ult i32 %1, 8
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483640
  br label %28

10:                                               ; preds = %28
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %26, label %12

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %63, %10 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %62, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %13, %12 ], [ %23, %16 ]
  %18 = phi double [ %14, %12 ], [ %22, %16 ]
  %19 = phi i64 [ 0, %12 ], [ %24, %16 ]
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = fadd double %18, %21
  %23 = add nuw nsw i64 %17, 1
  %24 = add i64 %19, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %26, label %16, !llvm.loop !12

26:                                               ; preds = %10, %16, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %62, %10 ], [ %22, %16 ]
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %63, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %62, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %64, %28 ]
  %32 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = fadd double %30, %33
  %35 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = fadd double %34, %37
  %39 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = fadd double %38, %41
  %43 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 24
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = fadd double %42, %45
  %47 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 32
  %49 = load double, ptr %48, align 8, !tbaa !10
  %50 = fadd double %46, %49
  %51 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 40
  %53 = load double, ptr %52, align 8, !tbaa !10
  %54 = fadd double %50, %53
  %55 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 48
  %57 = load double, ptr %56, align 8, !tbaa !10
  %58 = fadd double %54, %57
  %59 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 56
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = fadd double %58, %61
  %63 = add nuw nsw i64 %29, 8
  %64 = add i64 %31, 8
  %65 = icmp eq i64 %64, %9
  br i1 %65, label %10, label %28, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @dot(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %13, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %31

11:                                               ; preds = %31
  %12 = icmp eq i64 %7, 0
  br i1 %12, label %29, label %13

13:                                               ; preds = %11, %5
  %14 = phi i64 [ 0, %5 ], [ %58, %11 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %57, %11 ]
  %16 = icmp ne i64 %7, 0
  tail call void @llvm.assume(i1 %16)
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ %14, %13 ], [ %26, %17 ]
  %19 = phi double [ %15, %13 ], [ %25, %17 ]
  %20 = phi i64 [ 0, %13 ], [ %27, %17 ]
  %21 = getelementptr inbounds nuw double, ptr %0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = getelementptr inbounds nuw double, ptr %1, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %19)
  %26 = add nuw nsw i64 %18, 1
  %27 = add i64 %20, 1
  %28 = icmp eq i64 %27, %7
  br i1 %28, label %29, label %17, !llvm.loop !16

29:                                               ; preds = %11, %17, %3
  %30 = phi double [ 0.000000e+00, %3 ], [ %57, %11 ], [ %25, %17 ]
  ret double %30

31:                                               ; preds = %31, %9
  %32 = phi i64 [ 0, %9 ], [ %58, %31 ]
  %33 = phi double [ 0.000000e+00, %9 ], [ %57, %31 ]
  %34 = phi i64 [ 0, %9 ], [ %59, %31 ]
  %35 = getelementptr inbounds nuw double, ptr %0, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = getelementptr inbounds nuw double, ptr %1, i64 %32
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %33)
  %40 = or disjoint i64 %32, 1
  %41 = getelementptr inbounds nuw double, ptr %0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = getelementptr inbounds nuw double, ptr %1, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %39)
  %46 = or disjoint i64 %32, 2
  %47 = getelementptr inbounds nuw double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = getelementptr inbounds nuw double, ptr %1, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45)
  %52 = or disjoint i64 %32, 3
  %53 = getelementptr inbounds nuw double, ptr %0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !10
  %55 = getelementptr inbounds nuw double, ptr %1, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51)
  %58 = add nuw nsw i64 %32, 4
  %59 = add i64 %34, 4
  %60 = icmp eq i64 %59, %10
  br i1 %60, label %11, label %31, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define double @norm2(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %48

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %34, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ]
  %12 = phi double [ 0.000000e+00, %8 ], [ %28, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %30, %10 ]
  %14 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %15, double %12)
  %17 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !10
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %16)
  %21 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %23 = load double, ptr %22, align 8, !tbaa !10
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %20)
  %25 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %27, double %24)
  %29 = add nuw nsw i64 %11, 4
  %30 = add i64 %13, 4
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %10, !llvm.loop !17

32:                                               ; preds = %10
  %33 = icmp eq i64 %6, 0
  br i1 %33, label %48, label %34

34:                                               ; preds = %32, %4
  %35 = phi i64 [ 0, %4 ], [ %29, %32 ]
  %36 = phi double [ 0.000000e+00, %4 ], [ %28, %32 ]
  %37 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %37)
  br label %38

38:                                               ; preds = %38, %34
  %39 = phi i64 [ %35, %34 ], [ %45, %38 ]
  %40 = phi double [ %36, %34 ], [ %44, %38 ]
  %41 = phi i64 [ 0, %34 ], [ %46, %38 ]
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double %40)
  %45 = add nuw nsw i64 %39, 1
  %46 = add i64 %41, 1
  %47 = icmp eq i64 %46, %6
  br i1 %47, label %48, label %38, !llvm.loop !18

48:                                               ; preds = %32, %38, %2
  %49 = phi double [ 0.000000e+00, %2 ], [ %28, %32 ], [ %44, %38 ]
  %50 = tail call double @sqrt(double noundef %49) #6, !tbaa !6
  ret double %50
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @maxabs(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %21

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %23

10:                                               ; preds = %23
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %21, label %12

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %38, %10 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %37, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  %16 = getelementptr inbounds nuw double, ptr %0, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !10
  %18 = tail call double @llvm.fabs.f64(double %17)
  %19 = fcmp ogt double %18, %14
  %20 = select i1 %19, double %18, double %14
  br label %21

21:                                               ; preds = %12, %10, %2
  %22 = phi double [ 0.000000e+00, %2 ], [ %37, %10 ], [ %20, %12 ]
  ret double %22

23:                                               ; preds = %23, %8
  %24 = phi i64 [ 0, %8 ], [ %38, %23 ]
  %25 = phi double [ 0.000000e+00, %8 ], [ %37, %23 ]
  %26 = phi i64 [ 0, %8 ], [ %39, %23 ]
  %27 = getelementptr inbounds nuw double, ptr %0, i64 %24
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = fcmp ogt double %29, %25
  %31 = select i1 %30, double %29, double %25
  %32 = getelementptr inbounds nuw double, ptr %0, i64 %24
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ogt double %35, %31
  %37 = select i1 %36, double %35, double %31
  %38 = add nuw nsw i64 %24, 2
  %39 = add i64 %26, 2
  %40 = icmp eq i64 %39, %9
  br i1 %40, label %10, label %23, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define i64 @count_positive(ptr noundef readonly captures(none) %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i64 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, 4
  br i1 %5, label %28, label %6

6:                                                ; preds = %4
  %7 = and i64 %1, 9223372036854775804
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %22, %8 ]
  %10 = phi <2 x i64> [ zeroinitializer, %6 ], [ %20, %8 ]
  %11 = phi <2 x i64> [ zeroinitializer, %6 ], [ %21, %8 ]
  %12 = getelementptr inbounds nuw double, ptr %0, i64 %9
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %14 = load <2 x double>, ptr %12, align 8, !tbaa !10
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !10
  %16 = fcmp ogt <2 x double> %14, zeroinitializer
  %17 = fcmp ogt <2 x double> %15, zeroinitializer
  %18 = zext <2 x i1> %16 to <2 x i64>
  %19 = zext <2 x i1> %17 to <2 x i64>
  %20 = add <2 x i64> %10, %18
  %21 = add <2 x i64> %11, %19
  %22 = add nuw i64 %9, 4
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %24, label %8, !llvm.loop !20

24:                                               ; preds = %8
  %25 = add <2 x i64> %21, %20
  %26 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %25)
  %27 = icmp eq i64 %1, %7
  br i1 %27, label %31, label %28

28:                                               ; preds = %4, %24
  %29 = phi i64 [ 0, %4 ], [ %7, %24 ]
  %30 = phi i64 [ 0, %4 ], [ %26, %24 ]
  br label %33

31:                                               ; preds = %33, %24, %2
  %32 = phi i64 [ 0, %2 ], [ %26, %24 ], [ %40, %33 ]
  ret i64 %32

33:                                               ; preds = %28, %33
  %34 = phi i64 [ %41, %33 ], [ %29, %28 ]
  %35 = phi i64 [ %40, %33 ], [ %30, %28 ]
  %36 = getelementptr inbounds nuw double, ptr %0, i64 %34
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = fcmp ogt double %37, 0.000000e+00
  %39 = zext i1 %38 to i64
  %40 = add nuw nsw i64 %35, %39
  %41 = add nuw nsw i64 %34, 1
  %42 = icmp eq i64 %41, %1
  br i1 %42, label %31, label %33, !llvm.loop !23
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !15, !22, !21}
