; ModuleID = 'saxpy.c'
source_filename = "saxpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @saxpy(i32 noundef %0, double noundef %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %51

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64
  %8 = icmp ult i32 %0, 6
  br i1 %8, label %36, label %9

9:                                                ; preds = %6
  %10 = shl nuw nsw i64 %7, 3
  %11 = getelementptr i8, ptr %3, i64 %10
  %12 = getelementptr i8, ptr %2, i64 %10
  %13 = icmp ult ptr %3, %12
  %14 = icmp ult ptr %2, %11
  %15 = and i1 %13, %14
  br i1 %15, label %36, label %16

16:                                               ; preds = %9
  %17 = and i64 %7, 2147483644
  %18 = insertelement <2 x double> poison, double %1, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  br label %20

20:                                               ; preds = %20, %16
  %21 = phi i64 [ 0, %16 ], [ %32, %20 ]
  %22 = getelementptr inbounds nuw double, ptr %2, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 16
  %24 = load <2 x double>, ptr %22, align 8, !tbaa !10, !alias.scope !12
  %25 = load <2 x double>, ptr %23, align 8, !tbaa !10, !alias.scope !12
  %26 = getelementptr inbounds nuw double, ptr %3, i64 %21
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 16
  %28 = load <2 x double>, ptr %26, align 8, !tbaa !10, !alias.scope !15, !noalias !12
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !10, !alias.scope !15, !noalias !12
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %24, <2 x double> %28)
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %25, <2 x double> %29)
  store <2 x double> %30, ptr %26, align 8, !tbaa !10, !alias.scope !15, !noalias !12
  store <2 x double> %31, ptr %27, align 8, !tbaa !10, !alias.scope !15, !noalias !12
  %32 = add nuw i64 %21, 4
  %33 = icmp eq i64 %32, %17
  br i1 %33, label %34, label %20, !llvm.loop !17

34:                                               ; preds = %20
  %35 = icmp eq i64 %17, %7
  br i1 %35, label %51, label %36

36:                                               ; preds = %9, %6, %34
  %37 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %17, %34 ]
  %38 = and i64 %7, 1
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %47, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds nuw double, ptr %2, i64 %37
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = getelementptr inbounds nuw double, ptr %3, i64 %37
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = tail call double @llvm.fmuladd.f64(double %1, double %42, double %44)
  store double %45, ptr %43, align 8, !tbaa !10
  %46 = or disjoint i64 %37, 1
  br label %47

47:                                               ; preds = %40, %36
  %48 = phi i64 [ %37, %36 ], [ %46, %40 ]
  %49 = add nsw i64 %7, -1
  %50 = icmp eq i64 %37, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %47, %52, %34, %4
  ret void

52:                                               ; preds = %47, %52
  %53 = phi i64 [ %65, %52 ], [ %48, %47 ]
  %54 = getelementptr inbounds nuw double, ptr %2, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = getelementptr inbounds nuw double, ptr %3, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !10
  %58 = tail call double @llvm.fmuladd.f64(double %1, double %55, double %57)
  store double %58, ptr %56, align 8, !tbaa !10
  %59 = add nuw nsw i64 %53, 1
  %60 = getelementptr inbounds nuw double, ptr %2, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = getelementptr inbounds nuw double, ptr %3, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = tail call double @llvm.fmuladd.f64(double %1, double %61, double %63)
  store double %64, ptr %62, align 8, !tbaa !10
  %65 = add nuw nsw i64 %53, 2
  %66 = icmp eq i64 %65, %7
  br i1 %66, label %51, label %52, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @saxpy_restrict(i32 noundef %0, double noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %31

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %29, label %9

9:                                                ; preds = %6
  %10 = and i64 %7, 2147483644
  %11 = insertelement <2 x double> poison, double %1, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %25, %13 ]
  %15 = getelementptr inbounds nuw double, ptr %2, i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %17 = load <2 x double>, ptr %15, align 8, !tbaa !10
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !10
  %19 = getelementptr inbounds nuw double, ptr %3, i64 %14
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !10
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !10
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> %17, <2 x double> %21)
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> %18, <2 x double> %22)
  store <2 x double> %23, ptr %19, align 8, !tbaa !10
  store <2 x double> %24, ptr %20, align 8, !tbaa !10
  %25 = add nuw i64 %14, 4
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %13, !llvm.loop !22

27:                                               ; preds = %13
  %28 = icmp eq i64 %10, %7
  br i1 %28, label %31, label %29

29:                                               ; preds = %6, %27
  %30 = phi i64 [ 0, %6 ], [ %10, %27 ]
  br label %32

31:                                               ; preds = %32, %27, %4
  ret void

32:                                               ; preds = %29, %32
  %33 = phi i64 [ %39, %32 ], [ %30, %29 ]
  %34 = getelementptr inbounds nuw double, ptr %2, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !10
  %36 = getelementptr inbounds nuw double, ptr %3, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = tail call double @llvm.fmuladd.f64(double %1, double %35, double %37)
  store double %38, ptr %36, align 8, !tbaa !10
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %7
  br i1 %40, label %31, label %32, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @scale_shift(i32 noundef %0, ptr noundef captures(none) %1, double noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %29

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %27, label %9

9:                                                ; preds = %6
  %10 = and i64 %7, 2147483644
  %11 = insertelement <2 x double> poison, double %2, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = insertelement <2 x double> poison, double %3, i64 0
  %14 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %9
  %16 = phi i64 [ 0, %9 ], [ %23, %15 ]
  %17 = getelementptr inbounds nuw double, ptr %1, i64 %16
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !10
  %20 = load <2 x double>, ptr %18, align 8, !tbaa !10
  %21 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %12, <2 x double> %14)
  %22 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %12, <2 x double> %14)
  store <2 x double> %21, ptr %17, align 8, !tbaa !10
  store <2 x double> %22, ptr %18, align 8, !tbaa !10
  %23 = add nuw i64 %16, 4
  %24 = icmp eq i64 %23, %10
  br i1 %24, label %25, label %15, !llvm.loop !24

25:                                               ; preds = %15
  %26 = icmp eq i64 %10, %7
  br i1 %26, label %29, label %27

27:                                               ; preds = %6, %25
  %28 = phi i64 [ 0, %6 ], [ %10, %25 ]
  br label %30

29:                                               ; preds = %30, %25, %4
  ret void

30:                                               ; preds = %27, %30
  %31 = phi i64 [ %35, %30 ], [ %28, %27 ]
  %32 = getelementptr inbounds nuw double, ptr %1, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %2, double %3)
  store double %34, ptr %32, align 8, !tbaa !10
  %35 = add nuw nsw i64 %31, 1
  %36 = icmp eq i64 %35, %7
  br i1 %36, label %29, label %30, !llvm.loop !25
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!22 = distinct !{!22, !18, !19, !20}
!23 = distinct !{!23, !18, !20, !19}
!24 = distinct !{!24, !18, !19, !20}
!25 = distinct !{!25, !18, !20, !19}
