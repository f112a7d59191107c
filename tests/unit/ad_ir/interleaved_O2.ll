; ModuleID = 'interleaved.c'
source_filename = "interleaved.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cmul_inplace(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %41

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp eq i32 %2, 1
  br i1 %7, label %39, label %8

8:                                                ; preds = %5
  %9 = shl nuw nsw i64 %6, 4
  %10 = getelementptr i8, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %1, i64 %9
  %12 = icmp ult ptr %0, %11
  %13 = icmp ult ptr %1, %10
  %14 = and i1 %12, %13
  br i1 %14, label %39, label %15

15:                                               ; preds = %8
  %16 = and i64 %6, 2147483646
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %35, %17 ]
  %19 = shl nuw nsw i64 %18, 1
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %19
  %21 = load <4 x double>, ptr %20, align 8, !tbaa !10, !alias.scope !12, !noalias !15
  %22 = shufflevector <4 x double> %21, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %23 = shufflevector <4 x double> %21, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %24 = getelementptr inbounds nuw double, ptr %1, i64 %19
  %25 = load <4 x double>, ptr %24, align 8, !tbaa !10, !alias.scope !15
  %26 = shufflevector <4 x double> %25, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %27 = shufflevector <4 x double> %25, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %28 = fmul fast <2 x double> %26, %22
  %29 = fmul fast <2 x double> %27, %23
  %30 = fsub fast <2 x double> %28, %29
  %31 = fmul fast <2 x double> %27, %22
  %32 = fmul fast <2 x double> %26, %23
  %33 = fadd fast <2 x double> %31, %32
  %34 = shufflevector <2 x double> %30, <2 x double> %33, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %34, ptr %20, align 8, !tbaa !10, !alias.scope !12, !noalias !15
  %35 = add nuw i64 %18, 2
  %36 = icmp eq i64 %35, %16
  br i1 %36, label %37, label %17, !llvm.loop !17

37:                                               ; preds = %17
  %38 = icmp eq i64 %16, %6
  br i1 %38, label %41, label %39

39:                                               ; preds = %8, %5, %37
  %40 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %16, %37 ]
  br label %42

41:                                               ; preds = %42, %37, %3
  ret void

42:                                               ; preds = %39, %42
  %43 = phi i64 [ %62, %42 ], [ %40, %39 ]
  %44 = shl nuw nsw i64 %43, 1
  %45 = getelementptr inbounds nuw double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !10
  %47 = getelementptr inbounds nuw double, ptr %0, i64 %44
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 8
  %49 = load double, ptr %48, align 8, !tbaa !10
  %50 = getelementptr inbounds nuw double, ptr %1, i64 %44
  %51 = load <2 x double>, ptr %50, align 8, !tbaa !10
  %52 = insertelement <2 x double> poison, double %46, i64 0
  %53 = shufflevector <2 x double> %52, <2 x double> poison, <2 x i32> zeroinitializer
  %54 = fmul fast <2 x double> %51, %53
  %55 = insertelement <2 x double> poison, double %49, i64 0
  %56 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %57 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = fmul fast <2 x double> %56, %57
  %59 = fsub fast <2 x double> %54, %58
  %60 = fadd fast <2 x double> %54, %58
  %61 = shufflevector <2 x double> %59, <2 x double> %60, <2 x i32> <i32 0, i32 3>
  store <2 x double> %61, ptr %45, align 8, !tbaa !10
  %62 = add nuw nsw i64 %43, 1
  %63 = icmp eq i64 %62, %6
  br i1 %63, label %41, label %42, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define nofpclass(nan inf) double @abs2_sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %41

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %38, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483644
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %32, %9 ]
  %11 = phi <2 x double> [ zeroinitializer, %7 ], [ %30, %9 ]
  %12 = phi <2 x double> [ zeroinitializer, %7 ], [ %31, %9 ]
  %13 = shl nuw nsw i64 %10, 4
  %14 = shl i64 %10, 4
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 %13
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 %14
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = load <4 x double>, ptr %15, align 8, !tbaa !10
  %19 = load <4 x double>, ptr %17, align 8, !tbaa !10
  %20 = fmul fast <4 x double> %18, %18
  %21 = shufflevector <4 x double> %20, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %22 = fmul fast <4 x double> %19, %19
  %23 = shufflevector <4 x double> %22, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %24 = fmul fast <4 x double> %18, %18
  %25 = shufflevector <4 x double> %24, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %26 = fmul fast <4 x double> %19, %19
  %27 = shufflevector <4 x double> %26, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %28 = fadd fast <2 x double> %21, %11
  %29 = fadd fast <2 x double> %23, %12
  %30 = fadd fast <2 x double> %28, %25
  %31 = fadd fast <2 x double> %29, %27
  %32 = add nuw i64 %10, 4
  %33 = icmp eq i64 %32, %8
  br i1 %33, label %34, label %9, !llvm.loop !22

34:                                               ; preds = %9
  %35 = fadd fast <2 x double> %31, %30
  %36 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double 0.000000e+00, <2 x double> %35)
  %37 = icmp eq i64 %8, %5
  br i1 %37, label %41, label %38

38:                                               ; preds = %4, %34
  %39 = phi i64 [ 0, %4 ], [ %8, %34 ]
  %40 = phi double [ 0.000000e+00, %4 ], [ %36, %34 ]
  br label %43

41:                                               ; preds = %43, %34, %2
  %42 = phi double [ 0.000000e+00, %2 ], [ %36, %34 ], [ %53, %43 ]
  ret double %42

43:                                               ; preds = %38, %43
  %44 = phi i64 [ %54, %43 ], [ %39, %38 ]
  %45 = phi double [ %53, %43 ], [ %40, %38 ]
  %46 = shl nuw nsw i64 %44, 4
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 %46
  %48 = load <2 x double>, ptr %47, align 8, !tbaa !10
  %49 = fmul fast <2 x double> %48, %48
  %50 = extractelement <2 x double> %49, i64 0
  %51 = fadd fast double %50, %45
  %52 = extractelement <2 x double> %49, i64 1
  %53 = fadd fast double %51, %52
  %54 = add nuw nsw i64 %44, 1
  %55 = icmp eq i64 %54, %5
  br i1 %55, label %41, label %43, !llvm.loop !23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
