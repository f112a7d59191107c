; ModuleID = 'mathfuncs.c'
source_filename = "mathfuncs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) uwtable
define double @smooth_step(double noundef %0) local_unnamed_addr #0 !dbg !14 {
    #dbg_value(double %0, !19, !DIExpression(), !20)
  %2 = tail call double @tanh(double noundef %0) #5, !dbg !21, !tbaa !10
  %3 = fadd double %2, 1.000000e+00, !dbg !22
  %4 = fmul double %3, 5.000000e-01, !dbg !23
  ret double %4, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !25 double @tanh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) uwtable
define double @gaussian(double noundef %0, double noundef %1, double noundef %2) local_unnamed_addr #0 !dbg !27 {
    #dbg_value(double %0, !31, !DIExpression(), !35)
    #dbg_value(double %1, !32, !DIExpression(), !35)
    #dbg_value(double %2, !33, !DIExpression(), !35)
  %4 = fsub double %0, %1, !dbg !36
  %5 = fdiv double %4, %2, !dbg !37
    #dbg_value(double %5, !34, !DIExpression(), !35)
  %6 = fmul double %5, -5.000000e-01, !dbg !38
  %7 = fmul double %5, %6, !dbg !39
  %8 = tail call double @exp(double noundef %7) #5, !dbg !40, !tbaa !10
  %9 = fmul double %2, 0x40040D931FF62705, !dbg !41
  %10 = fdiv double %8, %9, !dbg !42
  ret double %10, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !44 double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) uwtable
define double @polar_angle(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !45 {
    #dbg_value(double %0, !49, !DIExpression(), !51)
    #dbg_value(double %1, !50, !DIExpression(), !51)
  %3 = tail call double @atan2(double noundef %1, double noundef %0) #5, !dbg !52, !tbaa !10
  ret double %3, !dbg !53
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !54 double @atan2(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) uwtable
define double @mixed(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !55 {
    #dbg_value(double %0, !57, !DIExpression(), !60)
    #dbg_value(double %1, !58, !DIExpression(), !60)
  %3 = tail call double @hypot(double noundef %0, double noundef %1) #5, !dbg !61, !tbaa !10
    #dbg_value(double %3, !59, !DIExpression(), !60)
  %4 = tail call double @pow(double noundef %3, double noundef 1.500000e+00) #5, !dbg !62, !tbaa !10
  %5 = tail call double @cos(double noundef %0) #5, !dbg !63, !tbaa !10
  %6 = tail call double @llvm.fabs.f64(double %1), !dbg !64
  %7 = fadd double %6, 1.000000e+00, !dbg !65
  %8 = tail call double @log(double noundef %7) #5, !dbg !66, !tbaa !10
  %9 = tail call double @sin(double noundef %1) #5, !dbg !67, !tbaa !10
  %10 = fmul double %8, %9, !dbg !68
  %11 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %10), !dbg !69
  ret double %11, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !71 double @hypot(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !72 double @pow(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !73 double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !74 double @log(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !75 double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable
define void @softplus(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #3 !dbg !76 {
    #dbg_value(i32 %0, !84, !DIExpression(), !89)
    #dbg_value(ptr %1, !85, !DIExpression(), !89)
    #dbg_value(ptr %2, !86, !DIExpression(), !89)
    #dbg_value(i32 0, !87, !DIExpression(), !90)
  %4 = icmp sgt i32 %0, 0, !dbg !91
  br i1 %4, label %5, label %7, !dbg !93

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64, !dbg !94
  br label %8, !dbg !95

7:                                                ; preds = %8, %3
  ret void, !dbg !96

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %15, %8 ]
    #dbg_value(i64 %9, !87, !DIExpression(), !90)
  %10 = getelementptr inbounds nuw double, ptr %1, i64 %9, !dbg !97
  %11 = load double, ptr %10, align 8, !dbg !97, !tbaa !98
  %12 = tail call double @exp(double noundef %11) #5, !dbg !100, !tbaa !10
  %13 = tail call double @log1p(double noundef %12) #5, !dbg !101, !tbaa !10
  %14 = getelementptr inbounds nuw double, ptr %2, i64 %9, !dbg !102
  store double %13, ptr %14, align 8, !dbg !103, !tbaa !98
  %15 = add nuw nsw i64 %9, 1, !dbg !104
    #dbg_value(i64 %15, !87, !DIExpression(), !90)
  %16 = icmp eq i64 %15, %6, !dbg !94
  br i1 %16, label %7, label %8, !dbg !105, !llvm.loop !106
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !109 double @log1p(double noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define float @sinf_sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 !dbg !110 {
    #dbg_value(ptr %0, !117, !DIExpression(), !122)
    #dbg_value(i32 %1, !118, !DIExpression(), !122)
    #dbg_value(float 0.000000e+00, !119, !DIExpression(), !122)
    #dbg_value(i32 0, !120, !DIExpression(), !123)
  %3 = icmp sgt i32 %1, 0, !dbg !124
  br i1 %3, label %4, label %6, !dbg !126

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !127
  br label %8, !dbg !128

6:                                                ; preds = %8, %2
  %7 = phi float [ 0.000000e+00, %2 ], [ %16, %8 ], !dbg !122
  ret float %7, !dbg !129

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %17, %8 ]
  %10 = phi float [ 0.000000e+00, %4 ], [ %16, %8 ]
    #dbg_value(i64 %9, !120, !DIExpression(), !123)
    #dbg_value(float %10, !119, !DIExpression(), !122)
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %9, !dbg !130
  %12 = load float, ptr %11, align 4, !dbg !130, !tbaa !131
  %13 = tail call float @sinf(float noundef %12) #5, !dbg !133, !tbaa !10
  %14 = fneg float %12, !dbg !134
  %15 = tail call float @expf(float noundef %14) #5, !dbg !135, !tbaa !10
  %16 = tail call float @llvm.fmuladd.f32(float %13, float %15, float %10), !dbg !136
    #dbg_value(float %16, !119, !DIExpression(), !122)
  %17 = add nuw nsw i64 %9, 1, !dbg !137
    #dbg_value(i64 %17, !120, !DIExpression(), !123)
  %18 = icmp eq i64 %17, %5, !dbg !127
  br i1 %18, label %6, label %8, !dbg !138, !llvm.loop !139
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !141 float @sinf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !144 float @expf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!llvm.errno.tbaa = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mathfuncs.c", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"clang version 22.1.8"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !DISubprogram(name: "smooth_step", scope: !1, file: !1, line: 5, type: !15, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18, keyInstructions: true)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17}
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !{!19}
!19 = !DILocalVariable(name: "x", arg: 1, scope: !14, file: !1, line: 5, type: !17)
!20 = !DILocation(line: 0, scope: !14)
!21 = !DILocation(line: 5, column: 52, scope: !14)
!22 = !DILocation(line: 5, column: 50, scope: !14)
!23 = !DILocation(line: 5, column: 43, scope: !14, atomGroup: 1, atomRank: 2)
!24 = !DILocation(line: 5, column: 32, scope: !14, atomGroup: 1, atomRank: 1)
!25 = !DISubprogram(name: "tanh", scope: !26, file: !26, line: 97, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!26 = !DIFile(filename: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/bits/mathcalls.h", directory: "")
!27 = distinct !DISubprogram(name: "gaussian", scope: !1, file: !1, line: 7, type: !28, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30, keyInstructions: true)
!28 = !DISubroutineType(types: !29)
!29 = !{!17, !17, !17, !17}
!30 = !{!31, !32, !33, !34}
!31 = !DILocalVariable(name: "x", arg: 1, scope: !27, file: !1, line: 7, type: !17)
!32 = !DILocalVariable(name: "mu", arg: 2, scope: !27, file: !1, line: 7, type: !17)
!33 = !DILocalVariable(name: "sigma", arg: 3, scope: !27, file: !1, line: 7, type: !17)
!34 = !DILocalVariable(name: "z", scope: !27, file: !1, line: 8, type: !17)
!35 = !DILocation(line: 0, scope: !27)
!36 = !DILocation(line: 8, column: 19, scope: !27)
!37 = !DILocation(line: 8, column: 25, scope: !27, atomGroup: 1, atomRank: 2)
!38 = !DILocation(line: 9, column: 21, scope: !27)
!39 = !DILocation(line: 9, column: 25, scope: !27)
!40 = !DILocation(line: 9, column: 12, scope: !27)
!41 = !DILocation(line: 9, column: 39, scope: !27)
!42 = !DILocation(line: 9, column: 30, scope: !27, atomGroup: 3, atomRank: 2)
!43 = !DILocation(line: 9, column: 5, scope: !27, atomGroup: 3, atomRank: 1)
!44 = !DISubprogram(name: "exp", scope: !26, file: !26, line: 117, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = distinct !DISubprogram(name: "polar_angle", scope: !1, file: !1, line: 12, type: !46, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48, keyInstructions: true)
!46 = !DISubroutineType(types: !47)
!47 = !{!17, !17, !17}
!48 = !{!49, !50}
!49 = !DILocalVariable(name: "x", arg: 1, scope: !45, file: !1, line: 12, type: !17)
!50 = !DILocalVariable(name: "y", arg: 2, scope: !45, file: !1, line: 12, type: !17)
!51 = !DILocation(line: 0, scope: !45)
!52 = !DILocation(line: 12, column: 49, scope: !45, atomGroup: 1, atomRank: 2)
!53 = !DILocation(line: 12, column: 42, scope: !45, atomGroup: 1, atomRank: 1)
!54 = !DISubprogram(name: "atan2", scope: !26, file: !26, line: 59, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = distinct !DISubprogram(name: "mixed", scope: !1, file: !1, line: 14, type: !46, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56, keyInstructions: true)
!56 = !{!57, !58, !59}
!57 = !DILocalVariable(name: "x", arg: 1, scope: !55, file: !1, line: 14, type: !17)
!58 = !DILocalVariable(name: "y", arg: 2, scope: !55, file: !1, line: 14, type: !17)
!59 = !DILocalVariable(name: "r", scope: !55, file: !1, line: 15, type: !17)
!60 = !DILocation(line: 0, scope: !55)
!61 = !DILocation(line: 15, column: 16, scope: !55, atomGroup: 1, atomRank: 2)
!62 = !DILocation(line: 16, column: 12, scope: !55)
!63 = !DILocation(line: 16, column: 26, scope: !55)
!64 = !DILocation(line: 16, column: 45, scope: !55)
!65 = !DILocation(line: 16, column: 43, scope: !55)
!66 = !DILocation(line: 16, column: 35, scope: !55)
!67 = !DILocation(line: 16, column: 56, scope: !55)
!68 = !DILocation(line: 16, column: 54, scope: !55)
!69 = !DILocation(line: 16, column: 33, scope: !55, atomGroup: 3, atomRank: 2)
!70 = !DILocation(line: 16, column: 5, scope: !55, atomGroup: 3, atomRank: 1)
!71 = !DISubprogram(name: "hypot", scope: !26, file: !26, line: 184, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DISubprogram(name: "pow", scope: !26, file: !26, line: 177, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubprogram(name: "cos", scope: !26, file: !26, line: 62, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DISubprogram(name: "log", scope: !26, file: !26, line: 126, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubprogram(name: "sin", scope: !26, file: !26, line: 64, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = distinct !DISubprogram(name: "softplus", scope: !1, file: !1, line: 19, type: !77, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !83, keyInstructions: true)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !79, !80, !82}
!79 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!83 = !{!84, !85, !86, !87}
!84 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !1, line: 19, type: !79)
!85 = !DILocalVariable(name: "x", arg: 2, scope: !76, file: !1, line: 19, type: !80)
!86 = !DILocalVariable(name: "y", arg: 3, scope: !76, file: !1, line: 19, type: !82)
!87 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 20, type: !79)
!88 = distinct !DILexicalBlock(scope: !76, file: !1, line: 20, column: 5)
!89 = !DILocation(line: 0, scope: !76)
!90 = !DILocation(line: 0, scope: !88)
!91 = !DILocation(line: 20, column: 23, scope: !92, atomGroup: 10, atomRank: 1)
!92 = distinct !DILexicalBlock(scope: !88, file: !1, line: 20, column: 5)
!93 = !DILocation(line: 20, column: 5, scope: !88, atomGroup: 11, atomRank: 1)
!94 = !DILocation(line: 20, column: 23, scope: !92, atomGroup: 2, atomRank: 1)
!95 = !DILocation(line: 20, column: 5, scope: !88)
!96 = !DILocation(line: 22, column: 1, scope: !76, atomGroup: 7, atomRank: 1)
!97 = !DILocation(line: 21, column: 26, scope: !92)
!98 = !{!99, !99, i64 0}
!99 = !{!"double", !12, i64 0}
!100 = !DILocation(line: 21, column: 22, scope: !92)
!101 = !DILocation(line: 21, column: 16, scope: !92, atomGroup: 4, atomRank: 2)
!102 = !DILocation(line: 21, column: 9, scope: !92)
!103 = !DILocation(line: 21, column: 14, scope: !92, atomGroup: 4, atomRank: 1)
!104 = !DILocation(line: 20, column: 29, scope: !92, atomGroup: 5, atomRank: 2)
!105 = !DILocation(line: 20, column: 5, scope: !88, atomGroup: 3, atomRank: 1)
!106 = distinct !{!106, !95, !107, !108}
!107 = !DILocation(line: 21, column: 31, scope: !88)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DISubprogram(name: "log1p", scope: !26, file: !26, line: 159, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = distinct !DISubprogram(name: "sinf_sum", scope: !1, file: !1, line: 24, type: !111, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !116, keyInstructions: true)
!111 = !DISubroutineType(types: !112)
!112 = !{!113, !114, !79}
!113 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!116 = !{!117, !118, !119, !120}
!117 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !1, line: 24, type: !114)
!118 = !DILocalVariable(name: "n", arg: 2, scope: !110, file: !1, line: 24, type: !79)
!119 = !DILocalVariable(name: "s", scope: !110, file: !1, line: 25, type: !113)
!120 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 26, type: !79)
!121 = distinct !DILexicalBlock(scope: !110, file: !1, line: 26, column: 5)
!122 = !DILocation(line: 0, scope: !110)
!123 = !DILocation(line: 0, scope: !121)
!124 = !DILocation(line: 26, column: 23, scope: !125, atomGroup: 12, atomRank: 1)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 26, column: 5)
!126 = !DILocation(line: 26, column: 5, scope: !121, atomGroup: 13, atomRank: 1)
!127 = !DILocation(line: 26, column: 23, scope: !125, atomGroup: 3, atomRank: 1)
!128 = !DILocation(line: 26, column: 5, scope: !121)
!129 = !DILocation(line: 28, column: 5, scope: !110, atomGroup: 9, atomRank: 1)
!130 = !DILocation(line: 27, column: 19, scope: !125)
!131 = !{!132, !132, i64 0}
!132 = !{!"float", !12, i64 0}
!133 = !DILocation(line: 27, column: 14, scope: !125)
!134 = !DILocation(line: 27, column: 32, scope: !125)
!135 = !DILocation(line: 27, column: 27, scope: !125)
!136 = !DILocation(line: 27, column: 11, scope: !125, atomGroup: 5, atomRank: 2)
!137 = !DILocation(line: 26, column: 29, scope: !125, atomGroup: 6, atomRank: 2)
!138 = !DILocation(line: 26, column: 5, scope: !121, atomGroup: 4, atomRank: 1)
!139 = distinct !{!139, !128, !140, !108}
!140 = !DILocation(line: 27, column: 37, scope: !121)
!141 = !DISubprogram(name: "sinf", scope: !26, file: !26, line: 64, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DISubroutineType(types: !143)
!143 = !{!113, !113}
!144 = !DISubprogram(name: "expf", scope: !26, file: !26, line: 117, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
