; ModuleID = 'masked_builtins.c'
source_filename = "masked_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @expand_compress(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca <4 x double>, align 32
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %55, %5
  %15 = load i32, ptr %11, align 4
  %16 = add nsw i32 %15, 4
  %17 = load i32, ptr %10, align 4
  %18 = icmp sle i32 %16, %17
  br i1 %18, label %19, label %58

19:                                               ; preds = %14
  %20 = load ptr, ptr %8, align 8
  %21 = load i32, ptr %11, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load <4 x double>, ptr %23, align 8
  %25 = fcmp ogt <4 x double> %24, zeroinitializer
  %26 = sext <4 x i1> %25 to <4 x i64>
  %27 = icmp ne <4 x i64> %26, zeroinitializer
  %28 = shufflevector <4 x i1> %27, <4 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %29 = bitcast <8 x i1> %28 to i8
  store i8 %29, ptr %12, align 1
  %30 = load i8, ptr %12, align 1
  %31 = bitcast i8 %30 to <8 x i1>
  %32 = shufflevector <8 x i1> %31, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %33 = load ptr, ptr %7, align 8
  %34 = load i32, ptr %11, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %9, align 8
  %38 = insertelement <4 x double> poison, double %37, i64 0
  %39 = shufflevector <4 x double> %38, <4 x double> poison, <4 x i32> zeroinitializer
  %40 = call <4 x double> @llvm.masked.expandload.v4f64(ptr %36, <4 x i1> %32, <4 x double> %39)
  store <4 x double> %40, ptr %13, align 32
  %41 = load i8, ptr %12, align 1
  %42 = bitcast i8 %41 to <8 x i1>
  %43 = shufflevector <8 x i1> %42, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %44 = load <4 x double>, ptr %13, align 32
  %45 = load <4 x double>, ptr %13, align 32
  %46 = fmul <4 x double> %44, %45
  %47 = load double, ptr %9, align 8
  %48 = insertelement <4 x double> poison, double %47, i64 0
  %49 = shufflevector <4 x double> %48, <4 x double> poison, <4 x i32> zeroinitializer
  %50 = fmul <4 x double> %46, %49
  %51 = load ptr, ptr %6, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  call void @llvm.masked.compressstore.v4f64(<4 x double> %50, ptr %54, <4 x i1> %43)
  br label %55

55:                                               ; preds = %19
  %56 = load i32, ptr %11, align 4
  %57 = add nsw i32 %56, 4
  store i32 %57, ptr %11, align 4
  br label %14, !llvm.loop !6

58:                                               ; preds = %14
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x double> @llvm.masked.expandload.v4f64(ptr captures(none), <4 x i1>, <4 x double>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.compressstore.v4f64(<4 x double>, ptr captures(none), <4 x i1>) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @masked_lanes(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca <4 x i64>, align 32
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca <4 x double>, align 32
  %13 = alloca <4 x double>, align 32
  %14 = alloca <4 x double>, align 32
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store <4 x i64> <i64 2, i64 0, i64 2, i64 3>, ptr %9, align 32
  store i32 0, ptr %10, align 4
  br label %15

15:                                               ; preds = %78, %4
  %16 = load i32, ptr %10, align 4
  %17 = add nsw i32 %16, 4
  %18 = load i32, ptr %8, align 4
  %19 = icmp sle i32 %17, %18
  br i1 %19, label %20, label %81

20:                                               ; preds = %15
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %10, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load <4 x double>, ptr %24, align 8
  %26 = fcmp ogt <4 x double> %25, zeroinitializer
  %27 = sext <4 x i1> %26 to <4 x i64>
  %28 = icmp ne <4 x i64> %27, zeroinitializer
  %29 = shufflevector <4 x i1> %28, <4 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %30 = bitcast <8 x i1> %29 to i8
  store i8 %30, ptr %11, align 1
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load <4 x double>, ptr %34, align 8
  %36 = fmul <4 x double> %35, splat (double 5.000000e-01)
  store <4 x double> %36, ptr %12, align 32
  %37 = load i8, ptr %11, align 1
  %38 = bitcast i8 %37 to <8 x i1>
  %39 = shufflevector <8 x i1> %38, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load <4 x double>, ptr %12, align 32
  %45 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %43, <4 x i1> %39, <4 x double> %44)
  store <4 x double> %45, ptr %13, align 32
  %46 = load i8, ptr %11, align 1
  %47 = bitcast i8 %46 to <8 x i1>
  %48 = shufflevector <8 x i1> %47, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %49 = load ptr, ptr %6, align 8
  %50 = load i32, ptr %10, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load <4 x double>, ptr %13, align 32
  %54 = getelementptr double, ptr %52, <4 x i64> <i64 2, i64 0, i64 2, i64 3>
  %55 = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %54, <4 x i1> %48, <4 x double> %53)
  store <4 x double> %55, ptr %14, align 32
  %56 = load i8, ptr %11, align 1
  %57 = bitcast i8 %56 to <8 x i1>
  %58 = shufflevector <8 x i1> %57, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %59 = load <4 x double>, ptr %13, align 32
  %60 = load <4 x double>, ptr %14, align 32
  %61 = fmul <4 x double> %59, %60
  %62 = load ptr, ptr %5, align 8
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  call void @llvm.masked.store.v4f64.p0(<4 x double> %61, ptr align 8 %65, <4 x i1> %58)
  %66 = load i8, ptr %11, align 1
  %67 = bitcast i8 %66 to <8 x i1>
  %68 = shufflevector <8 x i1> %67, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %69 = load <4 x double>, ptr %14, align 32
  %70 = load <4 x double>, ptr %14, align 32
  %71 = load <4 x double>, ptr %13, align 32
  %72 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %69, <4 x double> %70, <4 x double> %71)
  %73 = load ptr, ptr %5, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %73, i64 %75
  %77 = getelementptr i64, ptr %76, <4 x i64> <i64 2, i64 0, i64 2, i64 3>
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %72, <4 x ptr> align 8 %77, <4 x i1> %68)
  br label %78

78:                                               ; preds = %20
  %79 = load i32, ptr %10, align 4
  %80 = add nsw i32 %79, 4
  store i32 %80, ptr %10, align 4
  br label %15, !llvm.loop !8

81:                                               ; preds = %15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr captures(none), <4 x i1>, <4 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, <4 x i1>, <4 x double>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f64.p0(<4 x double>, ptr captures(none), <4 x i1>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, <4 x i1>) #5

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @reduce_extrema(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca <4 x double>, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %30, %2
  %9 = load i32, ptr %6, align 4
  %10 = add nsw i32 %9, 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp sle i32 %10, %11
  br i1 %12, label %13, label %33

13:                                               ; preds = %8
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load <4 x double>, ptr %17, align 8
  store <4 x double> %18, ptr %7, align 8
  %19 = load <4 x double>, ptr %7, align 8
  %20 = call double @llvm.vector.reduce.fmaximum.v4f64(<4 x double> %19)
  %21 = load <4 x double>, ptr %7, align 8
  %22 = call double @llvm.vector.reduce.fminimum.v4f64(<4 x double> %21)
  %23 = load <4 x double>, ptr %7, align 8
  %24 = load <4 x double>, ptr %7, align 8
  %25 = fmul <4 x double> %23, %24
  %26 = call double @llvm.vector.reduce.fmax.v4f64(<4 x double> %25)
  %27 = call double @llvm.fmuladd.f64(double %20, double %22, double %26)
  %28 = load double, ptr %5, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %5, align 8
  br label %30

30:                                               ; preds = %13
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 4
  store i32 %32, ptr %6, align 4
  br label %8, !llvm.loop !9

33:                                               ; preds = %8
  %34 = load double, ptr %5, align 8
  ret double %34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmaximum.v4f64(<4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fminimum.v4f64(<4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v4f64(<4 x double>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 22.1.8"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
