; ModuleID = 'mpi_ring.c'
source_filename = "mpi_ring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.MPI_Status = type { i32, i32, i32, i32, i32 }

; Function Attrs: nounwind uwtable
define double @ring_shift(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [2 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5
  %8 = call i32 @MPI_Comm_rank(i32 noundef %3, ptr noundef nonnull %5) #5
  %9 = call i32 @MPI_Comm_size(i32 noundef %3, ptr noundef nonnull %6) #5
  %10 = load i32, ptr %5, align 4, !tbaa !6
  %11 = add nsw i32 %10, 1
  %12 = load i32, ptr %6, align 4, !tbaa !6
  %13 = srem i32 %11, %12
  %14 = add nsw i32 %10, -1
  %15 = add nsw i32 %14, %12
  %16 = srem i32 %15, %12
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #5
  %17 = call i32 @MPI_Irecv(ptr noundef %1, i32 noundef %2, i32 noundef 1275070475, i32 noundef %16, i32 noundef 0, i32 noundef %3, ptr noundef nonnull %7) #5
  %18 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %19 = call i32 @MPI_Isend(ptr noundef %0, i32 noundef %2, i32 noundef 1275070475, i32 noundef %13, i32 noundef 0, i32 noundef %3, ptr noundef nonnull %18) #5
  %20 = call i32 @MPI_Wait(ptr noundef nonnull %7, ptr noundef nonnull inttoptr (i64 1 to ptr)) #5
  %21 = call i32 @MPI_Wait(ptr noundef nonnull %18, ptr noundef nonnull inttoptr (i64 1 to ptr)) #5
  %22 = icmp sgt i32 %2, 0
  br i1 %22, label %23, label %45

23:                                               ; preds = %4
  %24 = zext nneg i32 %2 to i64
  %25 = and i64 %24, 3
  %26 = icmp ult i32 %2, 4
  br i1 %26, label %31, label %27

27:                                               ; preds = %23
  %28 = and i64 %24, 2147483644
  br label %47

29:                                               ; preds = %47
  %30 = icmp eq i64 %25, 0
  br i1 %30, label %45, label %31

31:                                               ; preds = %29, %23
  %32 = phi i64 [ 0, %23 ], [ %66, %29 ]
  %33 = phi double [ 0.000000e+00, %23 ], [ %65, %29 ]
  %34 = icmp ne i64 %25, 0
  call void @llvm.assume(i1 %34)
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i64 [ %32, %31 ], [ %42, %35 ]
  %37 = phi double [ %33, %31 ], [ %41, %35 ]
  %38 = phi i64 [ 0, %31 ], [ %43, %35 ]
  %39 = getelementptr inbounds nuw double, ptr %1, i64 %36
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = call double @llvm.fmuladd.f64(double %40, double %40, double %37)
  %42 = add nuw nsw i64 %36, 1
  %43 = add i64 %38, 1
  %44 = icmp eq i64 %43, %25
  br i1 %44, label %45, label %35, !llvm.loop !12

45:                                               ; preds = %29, %35, %4
  %46 = phi double [ 0.000000e+00, %4 ], [ %65, %29 ], [ %41, %35 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #5
  ret double %46

47:                                               ; preds = %47, %27
  %48 = phi i64 [ 0, %27 ], [ %66, %47 ]
  %49 = phi double [ 0.000000e+00, %27 ], [ %65, %47 ]
  %50 = phi i64 [ 0, %27 ], [ %67, %47 ]
  %51 = getelementptr inbounds nuw double, ptr %1, i64 %48
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = call double @llvm.fmuladd.f64(double %52, double %52, double %49)
  %54 = getelementptr inbounds nuw double, ptr %1, i64 %48
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = call double @llvm.fmuladd.f64(double %56, double %56, double %53)
  %58 = getelementptr inbounds nuw double, ptr %1, i64 %48
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = call double @llvm.fmuladd.f64(double %60, double %60, double %57)
  %62 = getelementptr inbounds nuw double, ptr %1, i64 %48
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 24
  %64 = load double, ptr %63, align 8, !tbaa !10
  %65 = call double @llvm.fmuladd.f64(double %64, double %64, double %61)
  %66 = add nuw nsw i64 %48, 4
  %67 = add i64 %50, 4
  %68 = icmp eq i64 %67, %28
  br i1 %68, label %29, label %47, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Isend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @MPI_Wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind uwtable
define void @ring_pipeline(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x i32], align 16
  %9 = alloca [4 x %struct.MPI_Status], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #5
  %10 = call i32 @MPI_Comm_rank(i32 noundef %4, ptr noundef nonnull %6) #5
  %11 = call i32 @MPI_Comm_size(i32 noundef %4, ptr noundef nonnull %7) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #5
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %36

13:                                               ; preds = %5
  %14 = sdiv i32 %2, 2
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %1, i64 %15
  %17 = sub nsw i32 %2, %14
  %18 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %19 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %20 = getelementptr inbounds double, ptr %0, i64 %15
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %22 = icmp sgt i32 %2, 0
  %23 = zext i32 %2 to i64
  %24 = shl nuw nsw i64 %23, 3
  %25 = getelementptr i8, ptr %0, i64 %24
  %26 = getelementptr i8, ptr %1, i64 %24
  %27 = icmp ult i32 %2, 4
  %28 = icmp ult ptr %0, %26
  %29 = icmp ult ptr %1, %25
  %30 = and i1 %28, %29
  %31 = and i64 %23, 2147483644
  %32 = icmp eq i64 %31, %23
  %33 = and i64 %23, 1
  %34 = icmp eq i64 %33, 0
  %35 = add nsw i64 %23, -1
  br label %37

36:                                               ; preds = %96, %5
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5
  ret void

37:                                               ; preds = %13, %96
  %38 = phi i32 [ 0, %13 ], [ %97, %96 ]
  %39 = load i32, ptr %6, align 4, !tbaa !6
  %40 = add nsw i32 %39, -1
  %41 = load i32, ptr %7, align 4, !tbaa !6
  %42 = add nsw i32 %40, %41
  %43 = srem i32 %42, %41
  %44 = shl nuw nsw i32 %38, 1
  %45 = call i32 @MPI_Irecv(ptr noundef %1, i32 noundef %14, i32 noundef 1275070475, i32 noundef %43, i32 noundef %44, i32 noundef %4, ptr noundef nonnull %8) #5
  %46 = load i32, ptr %6, align 4, !tbaa !6
  %47 = add nsw i32 %46, 1
  %48 = load i32, ptr %7, align 4, !tbaa !6
  %49 = srem i32 %47, %48
  %50 = or disjoint i32 %44, 1
  %51 = call i32 @MPI_Irecv(ptr noundef %16, i32 noundef %17, i32 noundef 1275070475, i32 noundef %49, i32 noundef %50, i32 noundef %4, ptr noundef nonnull %18) #5
  %52 = load i32, ptr %6, align 4, !tbaa !6
  %53 = add nsw i32 %52, 1
  %54 = load i32, ptr %7, align 4, !tbaa !6
  %55 = srem i32 %53, %54
  %56 = call i32 @MPI_Isend(ptr noundef %0, i32 noundef %14, i32 noundef 1275070475, i32 noundef %55, i32 noundef %44, i32 noundef %4, ptr noundef nonnull %19) #5
  %57 = load i32, ptr %6, align 4, !tbaa !6
  %58 = add nsw i32 %57, -1
  %59 = load i32, ptr %7, align 4, !tbaa !6
  %60 = add nsw i32 %58, %59
  %61 = srem i32 %60, %59
  %62 = call i32 @MPI_Isend(ptr noundef %20, i32 noundef %17, i32 noundef 1275070475, i32 noundef %61, i32 noundef %50, i32 noundef %4, ptr noundef nonnull %21) #5
  %63 = call i32 @MPI_Waitall(i32 noundef 4, ptr noundef nonnull %8, ptr noundef nonnull %9) #5
  br i1 %22, label %64, label %96

64:                                               ; preds = %37
  %65 = select i1 %27, i1 true, i1 %30
  br i1 %65, label %83, label %66

66:                                               ; preds = %64, %66
  %67 = phi i64 [ %80, %66 ], [ 0, %64 ]
  %68 = getelementptr inbounds nuw double, ptr %0, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !10, !alias.scope !16, !noalias !19
  %71 = load <2 x double>, ptr %69, align 8, !tbaa !10, !alias.scope !16, !noalias !19
  %72 = getelementptr inbounds nuw double, ptr %1, i64 %67
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !10, !alias.scope !19
  %75 = load <2 x double>, ptr %73, align 8, !tbaa !10, !alias.scope !19
  %76 = fadd <2 x double> %70, %74
  %77 = fadd <2 x double> %71, %75
  %78 = fmul <2 x double> %76, splat (double 5.000000e-01)
  %79 = fmul <2 x double> %77, splat (double 5.000000e-01)
  store <2 x double> %78, ptr %68, align 8, !tbaa !10, !alias.scope !16, !noalias !19
  store <2 x double> %79, ptr %69, align 8, !tbaa !10, !alias.scope !16, !noalias !19
  %80 = add nuw i64 %67, 4
  %81 = icmp eq i64 %80, %31
  br i1 %81, label %82, label %66, !llvm.loop !21

82:                                               ; preds = %66
  br i1 %32, label %96, label %83

83:                                               ; preds = %64, %82
  %84 = phi i64 [ %31, %82 ], [ 0, %64 ]
  br i1 %34, label %93, label %85

85:                                               ; preds = %83
  %86 = getelementptr inbounds nuw double, ptr %0, i64 %84
  %87 = load double, ptr %86, align 8, !tbaa !10
  %88 = getelementptr inbounds nuw double, ptr %1, i64 %84
  %89 = load double, ptr %88, align 8, !tbaa !10
  %90 = fadd double %87, %89
  %91 = fmul double %90, 5.000000e-01
  store double %91, ptr %86, align 8, !tbaa !10
  %92 = or disjoint i64 %84, 1
  br label %93

93:                                               ; preds = %85, %83
  %94 = phi i64 [ %84, %83 ], [ %92, %85 ]
  %95 = icmp eq i64 %84, %35
  br i1 %95, label %96, label %99

96:                                               ; preds = %93, %99, %82, %37
  %97 = add nuw nsw i32 %38, 1
  %98 = icmp eq i32 %97, %3
  br i1 %98, label %36, label %37, !llvm.loop !24

99:                                               ; preds = %93, %99
  %100 = phi i64 [ %114, %99 ], [ %94, %93 ]
  %101 = getelementptr inbounds nuw double, ptr %0, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !10
  %103 = getelementptr inbounds nuw double, ptr %1, i64 %100
  %104 = load double, ptr %103, align 8, !tbaa !10
  %105 = fadd double %102, %104
  %106 = fmul double %105, 5.000000e-01
  store double %106, ptr %101, align 8, !tbaa !10
  %107 = add nuw nsw i64 %100, 1
  %108 = getelementptr inbounds nuw double, ptr %0, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !10
  %110 = getelementptr inbounds nuw double, ptr %1, i64 %107
  %111 = load double, ptr %110, align 8, !tbaa !10
  %112 = fadd double %109, %111
  %113 = fmul double %112, 5.000000e-01
  store double %113, ptr %108, align 8, !tbaa !10
  %114 = add nuw nsw i64 %100, 2
  %115 = icmp eq i64 %114, %23
  br i1 %115, label %96, label %99, !llvm.loop !25
}

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }

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
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !15, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15, !22}
