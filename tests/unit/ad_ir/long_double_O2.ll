; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @sumsq_ld(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %33

10:                                               ; preds = %33
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %28, label %12

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %60, %10 ]
  %14 = phi x86_fp80 [ 0xK00000000000000000000, %4 ], [ %59, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %13, %12 ], [ %25, %16 ]
  %18 = phi x86_fp80 [ %14, %12 ], [ %24, %16 ]
  %19 = phi i64 [ 0, %12 ], [ %26, %16 ]
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = fpext double %21 to x86_fp80
  %23 = fmul x86_fp80 %22, %22
  %24 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %23, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %28, label %16, !llvm.loop !12

28:                                               ; preds = %16, %10
  %29 = phi x86_fp80 [ %59, %10 ], [ %24, %16 ]
  %30 = fptrunc x86_fp80 %29 to double
  br label %31

31:                                               ; preds = %28, %2
  %32 = phi double [ 0.000000e+00, %2 ], [ %30, %28 ]
  ret double %32

33:                                               ; preds = %33, %8
  %34 = phi i64 [ 0, %8 ], [ %60, %33 ]
  %35 = phi x86_fp80 [ 0xK00000000000000000000, %8 ], [ %59, %33 ]
  %36 = phi i64 [ 0, %8 ], [ %61, %33 ]
  %37 = getelementptr inbounds nuw double, ptr %0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = fpext double %38 to x86_fp80
  %40 = fmul x86_fp80 %39, %39
  %41 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %40, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %35)
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %34
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = fpext double %44 to x86_fp80
  %46 = fmul x86_fp80 %45, %45
  %47 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %46, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %41)
  %48 = getelementptr inbounds nuw double, ptr %0, i64 %34
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 16
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fpext double %50 to x86_fp80
  %52 = fmul x86_fp80 %51, %51
  %53 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %52, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %47)
  %54 = getelementptr inbounds nuw double, ptr %0, i64 %34
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 24
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = fpext double %56 to x86_fp80
  %58 = fmul x86_fp80 %57, %57
  %59 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %58, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %53)
  %60 = add nuw nsw i64 %34, 4
  %61 = add i64 %36, 4
  %62 = icmp eq i64 %61, %9
  br i1 %62, label %10, label %33, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
