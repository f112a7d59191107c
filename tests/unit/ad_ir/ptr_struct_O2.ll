; ModuleID = 'ptr_struct.c'
source_filename = "ptr_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nounwind memory(read, inaccessiblemem: none, errnomem: readwrite, target_mem0: none, target_mem1: none) uwtable
define double @vec_logsumexp(ptr noundef readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !10
  %4 = load double, ptr %3, align 8, !tbaa !15
  %5 = load i64, ptr %0, align 8, !tbaa !17
  %6 = icmp sgt i64 %5, 1
  br i1 %6, label %7, label %44

7:                                                ; preds = %1
  %8 = add nsw i64 %5, -1
  %9 = icmp ult i64 %5, 5
  br i1 %9, label %41, label %10

10:                                               ; preds = %7
  %11 = and i64 %8, -4
  %12 = insertelement <2 x double> poison, double %4, i64 0
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %25, %14 ]
  %16 = phi <2 x double> [ %13, %10 ], [ %23, %14 ]
  %17 = phi <2 x double> [ %13, %10 ], [ %24, %14 ]
  %18 = getelementptr inbounds nuw double, ptr %3, i64 %15
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !15
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !15
  %23 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %16, <2 x double> %21)
  %24 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %17, <2 x double> %22)
  %25 = add nuw i64 %15, 4
  %26 = fcmp uno <2 x double> %21, %22
  %27 = freeze <2 x i1> %26
  %28 = bitcast <2 x i1> %27 to i2
  %29 = icmp ne i2 %28, 0
  %30 = icmp eq i64 %25, %11
  %31 = or i1 %29, %30
  br i1 %31, label %32, label %14, !llvm.loop !18

32:                                               ; preds = %14
  %33 = select i1 %29, <2 x double> %16, <2 x double> %23
  %34 = select i1 %29, <2 x double> %17, <2 x double> %24
  %35 = select i1 %29, i64 %15, i64 %11
  %36 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %33, <2 x double> %34)
  %37 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %36)
  %38 = or disjoint i64 %35, 1
  %39 = icmp ne i64 %8, %11
  %40 = or i1 %39, %29
  br i1 %40, label %41, label %46

41:                                               ; preds = %7, %32
  %42 = phi i64 [ 1, %7 ], [ %38, %32 ]
  %43 = phi double [ %4, %7 ], [ %37, %32 ]
  br label %48

44:                                               ; preds = %1
  %45 = icmp eq i64 %5, 1
  br i1 %45, label %46, label %56

46:                                               ; preds = %48, %32, %44
  %47 = phi double [ %4, %44 ], [ %37, %32 ], [ %53, %48 ]
  br label %61

48:                                               ; preds = %41, %48
  %49 = phi i64 [ %54, %48 ], [ %42, %41 ]
  %50 = phi double [ %53, %48 ], [ %43, %41 ]
  %51 = getelementptr inbounds nuw double, ptr %3, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !15
  %53 = tail call double @llvm.maxnum.f64(double %50, double %52)
  %54 = add nuw nsw i64 %49, 1
  %55 = icmp eq i64 %54, %5
  br i1 %55, label %46, label %48, !llvm.loop !22

56:                                               ; preds = %61, %44
  %57 = phi double [ %4, %44 ], [ %47, %61 ]
  %58 = phi double [ 0.000000e+00, %44 ], [ %68, %61 ]
  %59 = tail call double @log(double noundef %58) #7, !tbaa !6
  %60 = fadd double %57, %59
  ret double %60

61:                                               ; preds = %46, %61
  %62 = phi i64 [ %69, %61 ], [ 0, %46 ]
  %63 = phi double [ %68, %61 ], [ 0.000000e+00, %46 ]
  %64 = getelementptr inbounds nuw double, ptr %3, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !15
  %66 = fsub double %65, %47
  %67 = tail call double @exp(double noundef %66) #7, !tbaa !6
  %68 = fadd double %63, %67
  %69 = add nuw nsw i64 %62, 1
  %70 = icmp eq i64 %69, %5
  br i1 %70, label %56, label %61, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @log(double noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @vec_normalize(ptr noundef readonly captures(none) %0) local_unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8, !tbaa !17
  %3 = icmp sgt i64 %2, 0
  br i1 %3, label %4, label %74

4:                                                ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !10
  %7 = and i64 %2, 3
  %8 = icmp ult i64 %2, 4
  br i1 %8, label %13, label %9

9:                                                ; preds = %4
  %10 = and i64 %2, 9223372036854775804
  br label %52

11:                                               ; preds = %52
  %12 = icmp eq i64 %7, 0
  br i1 %12, label %27, label %13

13:                                               ; preds = %11, %4
  %14 = phi double [ 0.000000e+00, %4 ], [ %70, %11 ]
  %15 = phi i64 [ 0, %4 ], [ %71, %11 ]
  %16 = icmp ne i64 %7, 0
  tail call void @llvm.assume(i1 %16)
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi double [ %14, %13 ], [ %23, %17 ]
  %19 = phi i64 [ %15, %13 ], [ %24, %17 ]
  %20 = phi i64 [ 0, %13 ], [ %25, %17 ]
  %21 = getelementptr inbounds nuw double, ptr %6, i64 %19
  %22 = load double, ptr %21, align 8, !tbaa !15
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %22, double %18)
  %24 = add nuw nsw i64 %19, 1
  %25 = add i64 %20, 1
  %26 = icmp eq i64 %25, %7
  br i1 %26, label %27, label %17, !llvm.loop !24

27:                                               ; preds = %17, %11
  %28 = phi double [ %70, %11 ], [ %23, %17 ]
  %29 = tail call double @sqrt(double noundef %28) #7, !tbaa !6
  %30 = fdiv double 1.000000e+00, %29
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !10
  %33 = icmp ult i64 %2, 4
  br i1 %33, label %50, label %34

34:                                               ; preds = %27
  %35 = and i64 %2, 9223372036854775804
  %36 = insertelement <2 x double> poison, double %30, i64 0
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer
  br label %38

38:                                               ; preds = %38, %34
  %39 = phi i64 [ 0, %34 ], [ %46, %38 ]
  %40 = getelementptr inbounds nuw double, ptr %32, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 16
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !15
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !15
  %44 = fmul <2 x double> %37, %42
  %45 = fmul <2 x double> %37, %43
  store <2 x double> %44, ptr %40, align 8, !tbaa !15
  store <2 x double> %45, ptr %41, align 8, !tbaa !15
  %46 = add nuw i64 %39, 4
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %48, label %38, !llvm.loop !26

48:                                               ; preds = %38
  %49 = icmp eq i64 %2, %35
  br i1 %49, label %74, label %50

50:                                               ; preds = %27, %48
  %51 = phi i64 [ 0, %27 ], [ %35, %48 ]
  br label %75

52:                                               ; preds = %52, %9
  %53 = phi double [ 0.000000e+00, %9 ], [ %70, %52 ]
  %54 = phi i64 [ 0, %9 ], [ %71, %52 ]
  %55 = phi i64 [ 0, %9 ], [ %72, %52 ]
  %56 = getelementptr inbounds nuw double, ptr %6, i64 %54
  %57 = load double, ptr %56, align 8, !tbaa !15
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %57, double %53)
  %59 = getelementptr inbounds nuw double, ptr %6, i64 %54
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 8
  %61 = load double, ptr %60, align 8, !tbaa !15
  %62 = tail call double @llvm.fmuladd.f64(double %61, double %61, double %58)
  %63 = getelementptr inbounds nuw double, ptr %6, i64 %54
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 16
  %65 = load double, ptr %64, align 8, !tbaa !15
  %66 = tail call double @llvm.fmuladd.f64(double %65, double %65, double %62)
  %67 = getelementptr inbounds nuw double, ptr %6, i64 %54
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 24
  %69 = load double, ptr %68, align 8, !tbaa !15
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %69, double %66)
  %71 = add nuw nsw i64 %54, 4
  %72 = add i64 %55, 4
  %73 = icmp eq i64 %72, %10
  br i1 %73, label %11, label %52, !llvm.loop !27

74:                                               ; preds = %75, %48, %1
  ret void

75:                                               ; preds = %50, %75
  %76 = phi i64 [ %80, %75 ], [ %51, %50 ]
  %77 = getelementptr inbounds nuw double, ptr %32, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !15
  %79 = fmul double %30, %78
  store double %79, ptr %77, align 8, !tbaa !15
  %80 = add nuw nsw i64 %76, 1
  %81 = icmp eq i64 %80, %2
  br i1 %81, label %74, label %75, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { nofree norecurse nounwind memory(read, inaccessiblemem: none, errnomem: readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{!11, !13, i64 8}
!11 = !{!"vec", !12, i64 0, !13, i64 8}
!12 = !{!"long", !8, i64 0}
!13 = !{!"p1 double", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = !{!11, !12, i64 0}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !19, !21, !20}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !19, !20, !21}
!27 = distinct !{!27, !19}
!28 = distinct !{!28, !19, !21, !20}
