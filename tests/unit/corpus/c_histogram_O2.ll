; ModuleID = 'histogram.c'
source_filename = "histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @histogram(ptr noundef readonly captures(none) %0, i32 noundef %1, double noundef %2, double noundef %3, i32 noundef %4, ptr noundef captures(none) %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %4, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %6
  %9 = zext nneg i32 %4 to i64
  %10 = shl nuw nsw i64 %9, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 %10, i1 false), !tbaa !10
  br label %11

11:                                               ; preds = %8, %6
  %12 = sitofp i32 %4 to double
  %13 = fsub double %3, %2
  %14 = fdiv double %12, %13
  %15 = icmp sgt i32 %1, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %11
  %17 = zext nneg i32 %1 to i64
  br label %19

18:                                               ; preds = %34, %11
  ret void

19:                                               ; preds = %16, %34
  %20 = phi i64 [ 0, %16 ], [ %35, %34 ]
  %21 = getelementptr inbounds nuw double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !12
  %23 = fsub double %22, %2
  %24 = fmul double %14, %23
  %25 = fptosi double %24 to i32
  %26 = icmp sgt i32 %25, -1
  %27 = icmp sgt i32 %4, %25
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %19
  %30 = zext nneg i32 %25 to i64
  %31 = getelementptr inbounds nuw i64, ptr %5, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !10
  %33 = add nsw i64 %32, 1
  store i64 %33, ptr %31, align 8, !tbaa !10
  br label %34

34:                                               ; preds = %29, %19
  %35 = add nuw nsw i64 %20, 1
  %36 = icmp eq i64 %35, %17
  br i1 %36, label %18, label %19, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @prefix_sum(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i64 %2, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = and i64 %2, 3
  %7 = icmp ult i64 %2, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, 9223372036854775804
  br label %28

10:                                               ; preds = %28
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %27, label %12

12:                                               ; preds = %10, %5
  %13 = phi i64 [ 0, %5 ], [ %51, %10 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %49, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %24, %16 ], [ %13, %12 ]
  %18 = phi double [ %22, %16 ], [ %14, %12 ]
  %19 = phi i64 [ %25, %16 ], [ 0, %12 ]
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !12
  %22 = fadd double %18, %21
  %23 = getelementptr inbounds nuw double, ptr %1, i64 %17
  store double %22, ptr %23, align 8, !tbaa !12
  %24 = add nuw nsw i64 %17, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %27, label %16, !llvm.loop !16

27:                                               ; preds = %10, %16, %3
  ret void

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %51, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %49, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
  %32 = getelementptr inbounds nuw double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !12
  %34 = fadd double %30, %33
  %35 = getelementptr inbounds nuw double, ptr %1, i64 %29
  store double %34, ptr %35, align 8, !tbaa !12
  %36 = or disjoint i64 %29, 1
  %37 = getelementptr inbounds nuw double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !12
  %39 = fadd double %34, %38
  %40 = getelementptr inbounds nuw double, ptr %1, i64 %36
  store double %39, ptr %40, align 8, !tbaa !12
  %41 = or disjoint i64 %29, 2
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !12
  %44 = fadd double %39, %43
  %45 = getelementptr inbounds nuw double, ptr %1, i64 %41
  store double %44, ptr %45, align 8, !tbaa !12
  %46 = or disjoint i64 %29, 3
  %47 = getelementptr inbounds nuw double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !12
  %49 = fadd double %44, %48
  %50 = getelementptr inbounds nuw double, ptr %1, i64 %46
  store double %49, ptr %50, align 8, !tbaa !12
  %51 = add nuw nsw i64 %29, 4
  %52 = add i64 %31, 4
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %10, label %28, !llvm.loop !18
}

; Function Attrs: nofree nounwind memory(write, argmem: read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define noalias noundef ptr @moving_average(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = add i32 %1, 1
  %5 = sub i32 %4, %2
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #5
  %9 = icmp eq ptr %8, null
  br i1 %9, label %123, label %10

10:                                               ; preds = %3
  %11 = icmp sgt i32 %2, 0
  br i1 %11, label %12, label %34

12:                                               ; preds = %10
  %13 = zext nneg i32 %2 to i64
  %14 = and i64 %13, 7
  %15 = icmp ult i32 %2, 8
  br i1 %15, label %20, label %16

16:                                               ; preds = %12
  %17 = and i64 %13, 2147483640
  br label %59

18:                                               ; preds = %59
  %19 = icmp eq i64 %14, 0
  br i1 %19, label %34, label %20

20:                                               ; preds = %18, %12
  %21 = phi i64 [ 0, %12 ], [ %94, %18 ]
  %22 = phi double [ 0.000000e+00, %12 ], [ %93, %18 ]
  %23 = icmp ne i64 %14, 0
  tail call void @llvm.assume(i1 %23)
  br label %24

24:                                               ; preds = %24, %20
  %25 = phi i64 [ %21, %20 ], [ %31, %24 ]
  %26 = phi double [ %22, %20 ], [ %30, %24 ]
  %27 = phi i64 [ 0, %20 ], [ %32, %24 ]
  %28 = getelementptr inbounds nuw double, ptr %0, i64 %25
  %29 = load double, ptr %28, align 8, !tbaa !12
  %30 = fadd double %26, %29
  %31 = add nuw nsw i64 %25, 1
  %32 = add i64 %27, 1
  %33 = icmp eq i64 %32, %14
  br i1 %33, label %34, label %24, !llvm.loop !19

34:                                               ; preds = %18, %24, %10
  %35 = phi double [ 0.000000e+00, %10 ], [ %93, %18 ], [ %30, %24 ]
  %36 = sitofp i32 %2 to double
  %37 = fdiv double %35, %36
  store double %37, ptr %8, align 8, !tbaa !12
  %38 = icmp slt i32 %2, %1
  br i1 %38, label %39, label %123

39:                                               ; preds = %34
  %40 = sext i32 %2 to i64
  %41 = sext i32 %1 to i64
  %42 = sub nsw i64 %41, %40
  %43 = and i64 %42, 1
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %54, label %45

45:                                               ; preds = %39
  %46 = getelementptr inbounds double, ptr %0, i64 %40
  %47 = load double, ptr %46, align 8, !tbaa !12
  %48 = load double, ptr %0, align 8, !tbaa !12
  %49 = fsub double %47, %48
  %50 = fadd double %35, %49
  %51 = fdiv double %50, %36
  %52 = getelementptr i8, ptr %8, i64 8
  store double %51, ptr %52, align 8, !tbaa !12
  %53 = add nsw i64 %40, 1
  br label %54

54:                                               ; preds = %45, %39
  %55 = phi i64 [ %40, %39 ], [ %53, %45 ]
  %56 = phi double [ %35, %39 ], [ %50, %45 ]
  %57 = add nsw i64 %41, -1
  %58 = icmp eq i64 %57, %40
  br i1 %58, label %123, label %97

59:                                               ; preds = %59, %16
  %60 = phi i64 [ 0, %16 ], [ %94, %59 ]
  %61 = phi double [ 0.000000e+00, %16 ], [ %93, %59 ]
  %62 = phi i64 [ 0, %16 ], [ %95, %59 ]
  %63 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %64 = load double, ptr %63, align 8, !tbaa !12
  %65 = fadd double %61, %64
  %66 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 8
  %68 = load double, ptr %67, align 8, !tbaa !12
  %69 = fadd double %65, %68
  %70 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 16
  %72 = load double, ptr %71, align 8, !tbaa !12
  %73 = fadd double %69, %72
  %74 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 24
  %76 = load double, ptr %75, align 8, !tbaa !12
  %77 = fadd double %73, %76
  %78 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 32
  %80 = load double, ptr %79, align 8, !tbaa !12
  %81 = fadd double %77, %80
  %82 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 40
  %84 = load double, ptr %83, align 8, !tbaa !12
  %85 = fadd double %81, %84
  %86 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 48
  %88 = load double, ptr %87, align 8, !tbaa !12
  %89 = fadd double %85, %88
  %90 = getelementptr inbounds nuw double, ptr %0, i64 %60
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 56
  %92 = load double, ptr %91, align 8, !tbaa !12
  %93 = fadd double %89, %92
  %94 = add nuw nsw i64 %60, 8
  %95 = add i64 %62, 8
  %96 = icmp eq i64 %95, %17
  br i1 %96, label %18, label %59, !llvm.loop !20

97:                                               ; preds = %54, %97
  %98 = phi i64 [ %121, %97 ], [ %55, %54 ]
  %99 = phi double [ %117, %97 ], [ %56, %54 ]
  %100 = getelementptr inbounds double, ptr %0, i64 %98
  %101 = load double, ptr %100, align 8, !tbaa !12
  %102 = sub nsw i64 %98, %40
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !12
  %105 = fsub double %101, %104
  %106 = fadd double %99, %105
  %107 = fdiv double %106, %36
  %108 = getelementptr double, ptr %8, i64 %102
  %109 = getelementptr i8, ptr %108, i64 8
  store double %107, ptr %109, align 8, !tbaa !12
  %110 = add nsw i64 %98, 1
  %111 = getelementptr inbounds double, ptr %0, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !12
  %113 = sub nsw i64 %110, %40
  %114 = getelementptr inbounds double, ptr %0, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !12
  %116 = fsub double %112, %115
  %117 = fadd double %106, %116
  %118 = fdiv double %117, %36
  %119 = getelementptr double, ptr %8, i64 %113
  %120 = getelementptr i8, ptr %119, i64 8
  store double %118, ptr %120, align 8, !tbaa !12
  %121 = add nsw i64 %98, 2
  %122 = icmp eq i64 %121, %41
  br i1 %122, label %123, label %97, !llvm.loop !21

123:                                              ; preds = %54, %97, %34, %3
  ret ptr %8
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind memory(write, argmem: read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind allocsize(0) }

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
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
