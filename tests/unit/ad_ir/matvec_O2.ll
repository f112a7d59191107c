; ModuleID = 'matvec.c'
source_filename = "matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @matvec(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %21

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = and i64 %9, 3
  %12 = icmp ult i32 %4, 4
  %13 = and i64 %9, 2147483644
  %14 = icmp eq i64 %11, 0
  %15 = icmp ne i64 %11, 0
  br label %16

16:                                               ; preds = %7, %38
  %17 = phi i64 [ 0, %7 ], [ %41, %38 ]
  br i1 %8, label %18, label %38

18:                                               ; preds = %16
  %19 = mul nuw nsw i64 %17, %9
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %19
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
  %32 = getelementptr inbounds nuw double, ptr %1, i64 %27
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = tail call double @llvm.fmuladd.f64(double %31, double %33, double %28)
  %35 = add nuw nsw i64 %27, 1
  %36 = add i64 %29, 1
  %37 = icmp eq i64 %36, %11
  br i1 %37, label %38, label %26, !llvm.loop !12

38:                                               ; preds = %22, %26, %16
  %39 = phi double [ 0.000000e+00, %16 ], [ %69, %22 ], [ %34, %26 ]
  %40 = getelementptr inbounds nuw double, ptr %2, i64 %17
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
  %49 = getelementptr inbounds nuw double, ptr %1, i64 %44
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45)
  %52 = or disjoint i64 %44, 1
  %53 = getelementptr inbounds nuw double, ptr %20, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !10
  %55 = getelementptr inbounds nuw double, ptr %1, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51)
  %58 = or disjoint i64 %44, 2
  %59 = getelementptr inbounds nuw double, ptr %20, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = getelementptr inbounds nuw double, ptr %1, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !10
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = or disjoint i64 %44, 3
  %65 = getelementptr inbounds nuw double, ptr %20, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !10
  %67 = getelementptr inbounds nuw double, ptr %1, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = tail call double @llvm.fmuladd.f64(double %66, double %68, double %63)
  %70 = add nuw nsw i64 %44, 4
  %71 = add i64 %46, 4
  %72 = icmp eq i64 %71, %13
  br i1 %72, label %22, label %43, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @quadform(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %19

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  %9 = and i64 %6, 2147483644
  %10 = icmp eq i64 %7, 0
  %11 = icmp ne i64 %7, 0
  br label %12

12:                                               ; preds = %38, %5
  %13 = phi i64 [ 0, %5 ], [ %40, %38 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %39, %38 ]
  %15 = getelementptr inbounds nuw double, ptr %1, i64 %13
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = mul nuw nsw i64 %13, %6
  %18 = getelementptr inbounds nuw double, ptr %0, i64 %17
  br i1 %8, label %22, label %42

19:                                               ; preds = %38, %3
  %20 = phi double [ 0.000000e+00, %3 ], [ %39, %38 ]
  ret double %20

21:                                               ; preds = %42
  br i1 %10, label %38, label %22

22:                                               ; preds = %21, %12
  %23 = phi i64 [ 0, %12 ], [ %73, %21 ]
  %24 = phi double [ %14, %12 ], [ %72, %21 ]
  tail call void @llvm.assume(i1 %11)
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi i64 [ %23, %22 ], [ %35, %25 ]
  %27 = phi double [ %24, %22 ], [ %34, %25 ]
  %28 = phi i64 [ 0, %22 ], [ %36, %25 ]
  %29 = getelementptr inbounds nuw double, ptr %18, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = fmul double %16, %30
  %32 = getelementptr inbounds nuw double, ptr %1, i64 %26
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = tail call double @llvm.fmuladd.f64(double %31, double %33, double %27)
  %35 = add nuw nsw i64 %26, 1
  %36 = add i64 %28, 1
  %37 = icmp eq i64 %36, %7
  br i1 %37, label %38, label %25, !llvm.loop !17

38:                                               ; preds = %25, %21
  %39 = phi double [ %72, %21 ], [ %34, %25 ]
  %40 = add nuw nsw i64 %13, 1
  %41 = icmp eq i64 %40, %6
  br i1 %41, label %19, label %12, !llvm.loop !18

42:                                               ; preds = %12, %42
  %43 = phi i64 [ %73, %42 ], [ 0, %12 ]
  %44 = phi double [ %72, %42 ], [ %14, %12 ]
  %45 = phi i64 [ %74, %42 ], [ 0, %12 ]
  %46 = getelementptr inbounds nuw double, ptr %18, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = fmul double %16, %47
  %49 = getelementptr inbounds nuw double, ptr %1, i64 %43
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %44)
  %52 = or disjoint i64 %43, 1
  %53 = getelementptr inbounds nuw double, ptr %18, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !10
  %55 = fmul double %16, %54
  %56 = getelementptr inbounds nuw double, ptr %1, i64 %52
  %57 = load double, ptr %56, align 8, !tbaa !10
  %58 = tail call double @llvm.fmuladd.f64(double %55, double %57, double %51)
  %59 = or disjoint i64 %43, 2
  %60 = getelementptr inbounds nuw double, ptr %18, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = fmul double %16, %61
  %63 = getelementptr inbounds nuw double, ptr %1, i64 %59
  %64 = load double, ptr %63, align 8, !tbaa !10
  %65 = tail call double @llvm.fmuladd.f64(double %62, double %64, double %58)
  %66 = or disjoint i64 %43, 3
  %67 = getelementptr inbounds nuw double, ptr %18, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = fmul double %16, %68
  %70 = getelementptr inbounds nuw double, ptr %1, i64 %66
  %71 = load double, ptr %70, align 8, !tbaa !10
  %72 = tail call double @llvm.fmuladd.f64(double %69, double %71, double %65)
  %73 = add nuw nsw i64 %43, 4
  %74 = add i64 %45, 4
  %75 = icmp eq i64 %74, %9
  br i1 %75, label %21, label %42, !llvm.loop !19
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
