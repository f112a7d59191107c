; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define double @fp_sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %105

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %38, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %33, %10 ]
  %12 = phi double [ 0.000000e+00, %8 ], [ %32, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %34, %10 ]
  %14 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = fmul double %15, %15
  %17 = fadd double %12, %16
  %18 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = fmul double %20, %20
  %22 = fadd double %17, %21
  %23 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = fmul double %25, %25
  %27 = fadd double %22, %26
  %28 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 24
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = fmul double %30, %30
  %32 = fadd double %27, %31
  %33 = add nuw nsw i64 %11, 4
  %34 = add i64 %13, 4
  %35 = icmp eq i64 %34, %9
  br i1 %35, label %36, label %10, !llvm.loop !12

36:                                               ; preds = %10
  %37 = icmp eq i64 %6, 0
  br i1 %37, label %53, label %38

38:                                               ; preds = %36, %4
  %39 = phi i64 [ 0, %4 ], [ %33, %36 ]
  %40 = phi double [ 0.000000e+00, %4 ], [ %32, %36 ]
  %41 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %41)
  br label %42

42:                                               ; preds = %42, %38
  %43 = phi i64 [ %39, %38 ], [ %50, %42 ]
  %44 = phi double [ %40, %38 ], [ %49, %42 ]
  %45 = phi i64 [ 0, %38 ], [ %51, %42 ]
  %46 = getelementptr inbounds nuw double, ptr %0, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = fmul double %47, %47
  %49 = fadd double %44, %48
  %50 = add nuw nsw i64 %43, 1
  %51 = add i64 %45, 1
  %52 = icmp eq i64 %51, %6
  br i1 %52, label %53, label %42, !llvm.loop !14

53:                                               ; preds = %42, %36
  %54 = phi double [ %32, %36 ], [ %49, %42 ]
  %55 = and i64 %5, 3
  %56 = icmp ult i32 %1, 4
  br i1 %56, label %87, label %57

57:                                               ; preds = %53
  %58 = and i64 %5, 2147483644
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi i64 [ 0, %57 ], [ %82, %59 ]
  %61 = phi double [ 0.000000e+00, %57 ], [ %81, %59 ]
  %62 = phi i64 [ 0, %57 ], [ %83, %59 ]
  %63 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %64 = load double, ptr %63, align 8, !tbaa !10
  %65 = tail call double @sin(double noundef %64) #6, !callees !16
  %66 = fadd double %61, %65
  %67 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = tail call double @sin(double noundef %69) #6, !callees !16
  %71 = fadd double %66, %70
  %72 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %74 = load double, ptr %73, align 8, !tbaa !10
  %75 = tail call double @sin(double noundef %74) #6, !callees !16
  %76 = fadd double %71, %75
  %77 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 24
  %79 = load double, ptr %78, align 8, !tbaa !10
  %80 = tail call double @sin(double noundef %79) #6, !callees !16
  %81 = fadd double %76, %80
  %82 = add nuw nsw i64 %60, 4
  %83 = add i64 %62, 4
  %84 = icmp eq i64 %83, %58
  br i1 %84, label %85, label %59, !llvm.loop !12

85:                                               ; preds = %59
  %86 = icmp eq i64 %55, 0
  br i1 %86, label %102, label %87

87:                                               ; preds = %85, %53
  %88 = phi i64 [ 0, %53 ], [ %82, %85 ]
  %89 = phi double [ 0.000000e+00, %53 ], [ %81, %85 ]
  %90 = icmp ne i64 %55, 0
  tail call void @llvm.assume(i1 %90)
  br label %91

91:                                               ; preds = %91, %87
  %92 = phi i64 [ %99, %91 ], [ %88, %87 ]
  %93 = phi double [ %98, %91 ], [ %89, %87 ]
  %94 = phi i64 [ %100, %91 ], [ 0, %87 ]
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !10
  %97 = tail call double @sin(double noundef %96) #6, !callees !16
  %98 = fadd double %93, %97
  %99 = add nuw nsw i64 %92, 1
  %100 = add i64 %94, 1
  %101 = icmp eq i64 %100, %55
  br i1 %101, label %102, label %91, !llvm.loop !17

102:                                              ; preds = %91, %85
  %103 = phi double [ %81, %85 ], [ %98, %91 ]
  %104 = tail call double @llvm.fmuladd.f64(double %103, double 5.000000e-01, double %54)
  br label %105

105:                                              ; preds = %102, %2
  %106 = phi double [ 0.000000e+00, %2 ], [ %104, %102 ]
  ret double %106
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @pts_energy(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %28

10:                                               ; preds = %28
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %26, label %12

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %53, %10 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %52, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  %16 = shl nuw nsw i64 %13, 4
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = fmul double %20, %20
  %22 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %21)
  %23 = fadd double %22, 1.000000e+00
  %24 = tail call double @llvm.sqrt.f64(double %23)
  %25 = fadd double %14, %24
  br label %26

26:                                               ; preds = %12, %10, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %52, %10 ], [ %25, %12 ]
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %53, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %52, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %54, %28 ]
  %32 = shl nuw nsw i64 %29, 4
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = fmul double %36, %36
  %38 = tail call double @llvm.fmuladd.f64(double %34, double %34, double %37)
  %39 = fadd double %38, 1.000000e+00
  %40 = tail call double @llvm.sqrt.f64(double %39)
  %41 = fadd double %30, %40
  %42 = shl i64 %29, 4
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 16
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 24
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = fmul double %47, %47
  %49 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %48)
  %50 = fadd double %49, 1.000000e+00
  %51 = tail call double @llvm.sqrt.f64(double %50)
  %52 = fadd double %41, %51
  %53 = add nuw nsw i64 %29, 2
  %54 = add i64 %31, 2
  %55 = icmp eq i64 %54, %9
  br i1 %55, label %10, label %28, !llvm.loop !18
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{ptr @sin, null}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !13}
