; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.particle = type { %struct.vec3, %struct.vec3, double, i32 }
%struct.vec3 = type { double, double, double }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @drift(ptr noundef captures(none) %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %30

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  %7 = insertelement <2 x double> poison, double %2, i64 0
  %8 = shufflevector <2 x double> %7, <2 x double> poison, <2 x i32> zeroinitializer
  %9 = and i64 %6, 1
  %10 = icmp eq i32 %1, 1
  br i1 %10, label %15, label %11

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483646
  br label %31

13:                                               ; preds = %31
  %14 = icmp eq i64 %9, 0
  br i1 %14, label %30, label %15

15:                                               ; preds = %13, %5
  %16 = phi i64 [ 0, %5 ], [ %59, %13 ]
  %17 = icmp ne i64 %9, 0
  tail call void @llvm.assume(i1 %17)
  %18 = getelementptr inbounds nuw %struct.particle, ptr %0, i64 %16
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 40
  %21 = load double, ptr %20, align 8
  %22 = fmul double %2, %21
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %24 = load double, ptr %23, align 8
  %25 = fadd double %22, %24
  %26 = load <2 x double>, ptr %19, align 8
  %27 = fmul <2 x double> %8, %26
  %28 = load <2 x double>, ptr %18, align 8
  %29 = fadd <2 x double> %27, %28
  store <2 x double> %29, ptr %18, align 8, !tbaa !10
  store double %25, ptr %23, align 8, !tbaa !10
  br label %30

30:                                               ; preds = %15, %13, %3
  ret void

31:                                               ; preds = %31, %11
  %32 = phi i64 [ 0, %11 ], [ %59, %31 ]
  %33 = phi i64 [ 0, %11 ], [ %60, %31 ]
  %34 = getelementptr inbounds nuw %struct.particle, ptr %0, i64 %32
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 24
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 40
  %37 = load double, ptr %36, align 8
  %38 = fmul double %2, %37
  %39 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %40 = load double, ptr %39, align 8
  %41 = fadd double %38, %40
  %42 = load <2 x double>, ptr %35, align 8
  %43 = fmul <2 x double> %8, %42
  %44 = load <2 x double>, ptr %34, align 8
  %45 = fadd <2 x double> %43, %44
  store <2 x double> %45, ptr %34, align 8, !tbaa !10
  store double %41, ptr %39, align 8, !tbaa !10
  %46 = getelementptr inbounds nuw %struct.particle, ptr %0, i64 %32
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 64
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 88
  %49 = getelementptr inbounds nuw i8, ptr %46, i64 104
  %50 = load double, ptr %49, align 8
  %51 = fmul double %2, %50
  %52 = getelementptr inbounds nuw i8, ptr %46, i64 80
  %53 = load double, ptr %52, align 8
  %54 = fadd double %51, %53
  %55 = load <2 x double>, ptr %48, align 8
  %56 = fmul <2 x double> %8, %55
  %57 = load <2 x double>, ptr %47, align 8
  %58 = fadd <2 x double> %56, %57
  store <2 x double> %58, ptr %47, align 8, !tbaa !10
  store double %54, ptr %52, align 8, !tbaa !10
  %59 = add nuw nsw i64 %32, 2
  %60 = add i64 %33, 2
  %61 = icmp eq i64 %60, %12
  br i1 %61, label %13, label %31, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @kinetic_energy(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %24, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %25, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %24, %8 ]
  %11 = getelementptr inbounds nuw %struct.particle, ptr %0, i64 %9
  %12 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %13 = load double, ptr %12, align 8, !tbaa !14
  %14 = fmul double %13, 5.000000e-01
  %15 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %18
  %22 = tail call double @llvm.fmuladd.f64(double %16, double %16, double %21)
  %23 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %22)
  %24 = tail call double @llvm.fmuladd.f64(double %14, double %23, double %10)
  %25 = add nuw nsw i64 %9, 1
  %26 = icmp eq i64 %25, %5
  br i1 %26, label %6, label %8, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @center_of_mass(ptr dead_on_unwind noalias writable writeonly sret(%struct.vec3) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %32

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %13, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %42

11:                                               ; preds = %42
  %12 = icmp eq i64 %7, 0
  br i1 %12, label %32, label %13

13:                                               ; preds = %11, %5
  %14 = phi i64 [ 0, %5 ], [ %75, %11 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %74, %11 ]
  %16 = phi double [ 0.000000e+00, %5 ], [ %73, %11 ]
  %17 = phi <2 x double> [ zeroinitializer, %5 ], [ %72, %11 ]
  %18 = icmp ne i64 %7, 0
  tail call void @llvm.assume(i1 %18)
  %19 = getelementptr inbounds nuw %struct.particle, ptr %1, i64 %14
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 48
  %21 = load double, ptr %20, align 8, !tbaa !14
  %22 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %23 = load double, ptr %22, align 8
  %24 = load <2 x double>, ptr %19, align 8
  %25 = insertelement <2 x double> %24, double %21, i64 1
  %26 = insertelement <2 x double> %24, double %21, i64 0
  %27 = fmul <2 x double> %25, %26
  %28 = fmul double %21, %23
  %29 = fadd <2 x double> %17, %27
  %30 = fadd double %16, %28
  %31 = fadd double %15, %21
  br label %32

32:                                               ; preds = %13, %11, %3
  %33 = phi double [ 0.000000e+00, %3 ], [ %73, %11 ], [ %30, %13 ]
  %34 = phi double [ 0.000000e+00, %3 ], [ %74, %11 ], [ %31, %13 ]
  %35 = phi <2 x double> [ zeroinitializer, %3 ], [ %72, %11 ], [ %29, %13 ]
  %36 = fdiv double 1.000000e+00, %34
  %37 = insertelement <2 x double> poison, double %36, i64 0
  %38 = shufflevector <2 x double> %37, <2 x double> poison, <2 x i32> zeroinitializer
  %39 = fmul <2 x double> %35, %38
  store <2 x double> %39, ptr %0, align 8, !tbaa !10, !alias.scope !18
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %41 = fmul double %33, %36
  store double %41, ptr %40, align 8, !tbaa !21, !alias.scope !18
  ret void

42:                                               ; preds = %42, %9
  %43 = phi i64 [ 0, %9 ], [ %75, %42 ]
  %44 = phi double [ 0.000000e+00, %9 ], [ %74, %42 ]
  %45 = phi double [ 0.000000e+00, %9 ], [ %73, %42 ]
  %46 = phi <2 x double> [ zeroinitializer, %9 ], [ %72, %42 ]
  %47 = phi i64 [ 0, %9 ], [ %76, %42 ]
  %48 = getelementptr inbounds nuw %struct.particle, ptr %1, i64 %43
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 48
  %50 = load double, ptr %49, align 8, !tbaa !14
  %51 = getelementptr inbounds nuw i8, ptr %48, i64 16
  %52 = load double, ptr %51, align 8
  %53 = load <2 x double>, ptr %48, align 8
  %54 = insertelement <2 x double> %53, double %50, i64 1
  %55 = insertelement <2 x double> %53, double %50, i64 0
  %56 = fmul <2 x double> %54, %55
  %57 = fmul double %50, %52
  %58 = fadd <2 x double> %46, %56
  %59 = fadd double %45, %57
  %60 = fadd double %44, %50
  %61 = getelementptr inbounds nuw %struct.particle, ptr %1, i64 %43
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 64
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 112
  %64 = load double, ptr %63, align 8, !tbaa !14
  %65 = getelementptr inbounds nuw i8, ptr %61, i64 80
  %66 = load double, ptr %65, align 8
  %67 = load <2 x double>, ptr %62, align 8
  %68 = insertelement <2 x double> %67, double %64, i64 1
  %69 = insertelement <2 x double> %67, double %64, i64 0
  %70 = fmul <2 x double> %68, %69
  %71 = fmul double %64, %66
  %72 = fadd <2 x double> %58, %70
  %73 = fadd double %59, %71
  %74 = fadd double %60, %64
  %75 = add nuw nsw i64 %43, 2
  %76 = add i64 %47, 2
  %77 = icmp eq i64 %76, %10
  br i1 %77, label %11, label %42, !llvm.loop !22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define double @distance(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #3 {
  %3 = load double, ptr %1, align 8
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %0, align 8
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %12 = load double, ptr %11, align 8
  %13 = fsub double %8, %3
  %14 = fsub double %10, %5
  %15 = fsub double %12, %7
  %16 = fmul double %14, %14
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %13, double %16)
  %18 = tail call double @llvm.fmuladd.f64(double %15, double %15, double %17)
  %19 = tail call double @llvm.sqrt.f64(double %18)
  ret double %19
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!14 = !{!15, !11, i64 48}
!15 = !{!"", !16, i64 0, !16, i64 24, !11, i64 48, !7, i64 56}
!16 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16}
!17 = distinct !{!17, !13}
!18 = !{!19}
!19 = distinct !{!19, !20, !"vscale: argument 0"}
!20 = distinct !{!20, !"vscale"}
!21 = !{!16, !11, i64 16}
!22 = distinct !{!22, !13}
