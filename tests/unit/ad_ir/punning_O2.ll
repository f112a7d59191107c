; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable
define void @swap_halves(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw double, ptr %0, i64 %6
  %8 = icmp ult i32 %1, 8
  br i1 %8, label %25, label %9

9:                                                ; preds = %4
  %10 = and i64 %6, 1073741820
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
  %13 = getelementptr inbounds nuw double, ptr %0, i64 %12
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %15 = load <2 x i64>, ptr %13, align 8
  %16 = load <2 x i64>, ptr %14, align 8
  %17 = getelementptr inbounds nuw double, ptr %7, i64 %12
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %19 = load <2 x i64>, ptr %17, align 8
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %19, ptr %13, align 8
  store <2 x i64> %20, ptr %14, align 8
  store <2 x i64> %15, ptr %17, align 8
  store <2 x i64> %16, ptr %18, align 8
  %21 = add nuw i64 %12, 4
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %23, label %11, !llvm.loop !10

23:                                               ; preds = %11
  %24 = icmp eq i64 %10, %6
  br i1 %24, label %29, label %25

25:                                               ; preds = %4, %23
  %26 = phi i64 [ 0, %4 ], [ %10, %23 ]
  br label %36

27:                                               ; preds = %2
  %28 = icmp eq i32 %1, 1
  br i1 %28, label %29, label %59

29:                                               ; preds = %36, %23, %27
  %30 = zext nneg i32 %1 to i64
  %31 = and i64 %30, 3
  %32 = add i32 %1, -1
  %33 = icmp ult i32 %32, 3
  br i1 %33, label %46, label %34

34:                                               ; preds = %29
  %35 = and i64 %30, 2147483644
  br label %60

36:                                               ; preds = %25, %36
  %37 = phi i64 [ %42, %36 ], [ %26, %25 ]
  %38 = getelementptr inbounds nuw double, ptr %0, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds nuw double, ptr %7, i64 %37
  %41 = load i64, ptr %40, align 8
  store i64 %41, ptr %38, align 8
  store i64 %39, ptr %40, align 8
  %42 = add nuw nsw i64 %37, 1
  %43 = icmp eq i64 %42, %6
  br i1 %43, label %29, label %36, !llvm.loop !14

44:                                               ; preds = %60
  %45 = icmp eq i64 %31, 0
  br i1 %45, label %59, label %46

46:                                               ; preds = %44, %29
  %47 = phi i64 [ 0, %29 ], [ %82, %44 ]
  %48 = icmp ne i64 %31, 0
  tail call void @llvm.assume(i1 %48)
  br label %49

49:                                               ; preds = %49, %46
  %50 = phi i64 [ %47, %46 ], [ %56, %49 ]
  %51 = phi i64 [ 0, %46 ], [ %57, %49 ]
  %52 = getelementptr inbounds nuw double, ptr %0, i64 %50
  %53 = load double, ptr %52, align 8, !tbaa !15
  %54 = tail call double @sin(double noundef %53) #3, !tbaa !6
  %55 = fmul double %53, %54
  store double %55, ptr %52, align 8, !tbaa !15
  %56 = add nuw nsw i64 %50, 1
  %57 = add i64 %51, 1
  %58 = icmp eq i64 %57, %31
  br i1 %58, label %59, label %49, !llvm.loop !17

59:                                               ; preds = %44, %49, %27
  ret void

60:                                               ; preds = %60, %34
  %61 = phi i64 [ 0, %34 ], [ %82, %60 ]
  %62 = phi i64 [ 0, %34 ], [ %83, %60 ]
  %63 = getelementptr inbounds nuw double, ptr %0, i64 %61
  %64 = load double, ptr %63, align 8, !tbaa !15
  %65 = tail call double @sin(double noundef %64) #3, !tbaa !6
  %66 = fmul double %64, %65
  store double %66, ptr %63, align 8, !tbaa !15
  %67 = getelementptr inbounds nuw double, ptr %0, i64 %61
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %69 = load double, ptr %68, align 8, !tbaa !15
  %70 = tail call double @sin(double noundef %69) #3, !tbaa !6
  %71 = fmul double %69, %70
  store double %71, ptr %68, align 8, !tbaa !15
  %72 = getelementptr inbounds nuw double, ptr %0, i64 %61
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %74 = load double, ptr %73, align 8, !tbaa !15
  %75 = tail call double @sin(double noundef %74) #3, !tbaa !6
  %76 = fmul double %74, %75
  store double %76, ptr %73, align 8, !tbaa !15
  %77 = getelementptr inbounds nuw double, ptr %0, i64 %61
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 24
  %79 = load double, ptr %78, align 8, !tbaa !15
  %80 = tail call double @sin(double noundef %79) #3, !tbaa !6
  %81 = fmul double %79, %80
  store double %81, ptr %78, align 8, !tbaa !15
  %82 = add nuw nsw i64 %61, 4
  %83 = add i64 %62, 4
  %84 = icmp eq i64 %83, %35
  br i1 %84, label %44, label %60, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !13, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !11}
